"""rulekit: board and card games as data.

The data flows load -> check -> compile -> run -> view: rulekit.load reads YAML and Fluent files with their
positions, rulekit.check lints them, rulekit.effects parses and compiles the effect language, rulekit.compile
builds a runnable GameDef, rulekit.run plays it, and rulekit.view shows it to one player at a time.
"""
from rulekit.errors import (
    ContentError,
    EffectSyntaxError,
    IllegalActionError,
    PluginError,
    RulekitError,
)
from rulekit.hookspecs import hookimpl

__version__ = "0.1.0"
__all__ = ["ContentError", "EffectSyntaxError", "IllegalActionError", "PluginError", "RulekitError", "hookimpl"]
