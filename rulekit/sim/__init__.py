from rulekit.sim.simulate import GameOutcome, play_game, simulate, summarize

__all__ = ["GameOutcome", "play_game", "simulate", "summarize"]
