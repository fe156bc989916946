"""The rulesets of the games shipped with rulekit: one subpackage per game, each a plugin (see hookspecs)."""
