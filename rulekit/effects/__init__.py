"""The effect language: parse effect strings, check them against the registry, generate Python from them.

    node = parse_effect(text, span)                  # EffectSyntaxError (RK101) when it does not parse
    problems = check_effect(node, registry, scope)   # list of Diagnostic (RK2xx), empty when fine
    facts = analysis.analyse(...)                    # which effects may ask players (resumable code)
    codegen.ModuleWriter(...).add(unit)              # Python source, one module per game

Conditions (`if:`, `while:`, `end_when:`) go through parse_expression / check_expression. rulekit.compile drives
these stages for a whole game; docs/effect-language.md describes the language; its reference part is generated
by render_reference from the registry.
"""
from rulekit.effects.checker import check_effect, check_expression
from rulekit.effects.parser import parse_effect, parse_expression
from rulekit.effects.reference import render_reference, update_reference_doc

__all__ = ["parse_effect", "parse_expression", "check_effect", "check_expression", "render_reference",
           "update_reference_doc"]
