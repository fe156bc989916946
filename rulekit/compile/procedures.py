"""Procedures: named pieces of a game's rules written in the effect language, with typed parameters and an optional
result (`procedures:` in the game file). They are called like primitives, from steps, triggers, card effects and
other procedures (recursion included, bounded by the step budget), and a house rule can replace one.

    procedures:
      claim_gem:
        source: "Le duel"
        doc: "The winner of a duel takes a gem, or frees a pay card from prison."
        params: {winner: player}
        do: |
          ...
      strongest:
        params: {cards: cards, stat: "str = 'value'"}
        returns: card
        do: "return best(cards, stat)"
"""
from __future__ import annotations

import re
from typing import Any, Callable

from rulekit.compile.sources import source
from rulekit.compile.units import Unit, Units
from rulekit.effects import ast, parse_expression
from rulekit.effects.registry import TYPES, Param, Scope, known_type
from rulekit.errors import EffectSyntaxError, Span, did_you_mean

BAD_PROCEDURE = "RK233"
_PARAM = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_()]*)\s*(?:=\s*(.+?))?\s*$")
_REQUIRED = Param.__dataclass_fields__["default"].default

Problem = Callable[[str, str, Span], None]


def collect_procedures(units: Units, doc: Any, definition: dict, scope: Scope, problem: Problem
                       ) -> dict[str, tuple[Unit, dict]]:
    found: dict[str, tuple[Unit, dict]] = {}
    for name, spec in (definition.get("procedures") or {}).items():
        if name in units.registry.primitives and units.registry.primitives[name].procedure is None:
            problem(BAD_PROCEDURE, f"procedure {name!r} has the name of a primitive ({units.registry.primitives[name].origin})",
                    doc.marks.key_span(("procedures", name)))
            continue
        params = _params(doc, name, spec.get("params") or {}, problem)
        returns = spec.get("returns") or "none"
        if returns not in TYPES:
            problem(BAD_PROCEDURE, f"procedure {name!r} returns {returns!r}, which is not a type: {', '.join(TYPES)}",
                    doc.marks.span(("procedures", name, "returns")))
            returns = "any"
        unit = units.procedure(name, source(doc, ("procedures", name, "do")), scope, params, returns,
                               spec.get("doc") or spec.get("description") or "")
        found[name] = (unit, spec)
    return found


def _params(doc: Any, name: str, spec: dict, problem: Problem) -> tuple[Param, ...]:
    params = []
    for pname, text in spec.items():
        where = doc.marks.span(("procedures", name, "params", pname))
        match = _PARAM.match(str(text))
        if match is None or not known_type(match.group(1)):
            hint = did_you_mean(str(text).split("=")[0].strip(), TYPES)
            problem(BAD_PROCEDURE, f"parameter {pname!r} of {name!r}: {text!r} is not a type"
                    + (f" (did you mean {hint!r}?)" if hint else f"; types: {', '.join(TYPES)}"), where)
            continue
        type_name, default_text = match.groups()
        default = _REQUIRED
        if default_text is not None:
            default = _literal(default_text, where)
            if default is _BAD:
                problem(BAD_PROCEDURE, f"parameter {pname!r} of {name!r}: the default {default_text!r} must be a number, "
                        "a string, true, false or none", where)
                continue
        params.append(Param(pname, type_name, default))
    return tuple(params)


_BAD = object()


def _literal(text: str, where: Span) -> Any:
    try:
        node = parse_expression(text, where)
    except EffectSyntaxError:
        return _BAD
    return node.value if isinstance(node, ast.Literal) else _BAD
