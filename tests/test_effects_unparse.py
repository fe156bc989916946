"""Effect text printed back from its syntax tree (`rulekit show`) parses to the same tree: for every effect of the
shipped games and for the language's corner cases."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.effects import parse_effect
from rulekit.effects.unparse import unparse
from rulekit.errors import Span

HERE = Span("test.yaml", 1, 1)


def shipped_effects():
    for game_id in catalog.games():
        definition = catalog.game(game_id)
        codes = [s.effect for s in definition.setup] + [s.effect for p in definition.phases for s in p.steps]
        codes += [t.effect for found in definition.rule_triggers.values() for t in found]
        codes += [t.effect for found in definition.card_triggers.values() for t in found]
        codes += [p.code for p in definition.procedures.values()]
        for code in codes:
            yield pytest.param(code.node, id=code.key)


@pytest.mark.parametrize("node", list(shipped_effects()))
def test_every_shipped_effect_prints_back_to_itself(node):
    assert parse_effect(unparse(node), HERE) == node


@pytest.mark.parametrize("text", [
    "x = (1 + 2) * 3 - -(4 // 2)",
    "y = a - (b - c)",
    "z = not (a and b) or c",
    "w = (xs where it > 1) where it < 5",
    'let s = "a \\"quoted\\" \\n line"',
    "let t = `one-for-all`.zone",
    "choose each p in players \"bid\" {\n  low if p.seat > 0 { p.points += 1 }\n  high(n in [5, 6]) {}\n}",
    "while true { if a { break } else { continue } }",
    "return f(a, k=1)",
])
def test_corner_cases_print_back_to_themselves(text):
    node = parse_effect(text, HERE)
    assert parse_effect(unparse(node), HERE) == node
