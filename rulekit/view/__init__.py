"""View stage: per-player views, text in the player's language, the terminal."""
