"""The effect language: parse effect strings, check them against the registry, compile them to closures.

    node = parse_effect(text, span)                  # EffectSyntaxError (RK101) when it does not parse
    problems = check_effect(node, registry, scope)   # list of Diagnostic (RK201-RK208), empty when fine
    effect = compile_effect(node, registry)          # effect.run(ctx, env) is a generator function

Conditions (`if:`, `while:`, `end_when:`) go through parse_expression / check_expression / compile_expression
and `compiled.eval(ctx, env)`. docs/effect-language.md describes the language; its reference part is generated
by render_reference from the registry.
"""
from rulekit.effects.checker import check_effect, check_expression
from rulekit.effects.compiler import CompiledEffect, CompiledExpr, compile_effect, compile_expression
from rulekit.effects.parser import parse_effect, parse_expression
from rulekit.effects.reference import render_reference, update_reference_doc

__all__ = [
    "parse_effect",
    "parse_expression",
    "check_effect",
    "check_expression",
    "compile_effect",
    "compile_expression",
    "render_reference",
    "update_reference_doc",
    "CompiledEffect",
    "CompiledExpr",
]
