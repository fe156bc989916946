"""What lints clean must not run wild (issue 9, point 2): a trigger that always sets off its own event (RK221),
constant arguments outside the range a primitive declares (RK222: `wound(m, -7)`, a draw of 0), card stats outside
the ranges their kind declares (RK223, RK224)."""
from __future__ import annotations

import textwrap

import pytest

from rulekit import catalog
from rulekit.compile.game import compile_game
from rulekit.effects.reference import render_reference
from rulekit.errors import ContentError, PluginError
from rulekit.load import load_content
from rulekit.run.primitives import core_registry

GAME = """
id: duelists
provenance: authored
players: {min: 1, max: 2, default: 2}
score: glory
card_kinds:
  fighter:
    stats: [strength, motto]
    ranges: {strength: {min: 1, max: 12}}
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner}
  field: {per_player: true, visibility: public, active: true}
player_counters:
  glory: {initial: 0}
events:
  clash: {payload: {player: player}, description: "Two fighters meet."}
  echo: {payload: {player: player}, description: "The clash is heard."}
flow:
  phases:
    - id: main
      steps:
        - id: draw
          do: |
            for p in players { draw(deck, p.hand, 1) }
triggers: []
"""

CARDS = """
game: duelists
cards:
  - {id: knight, kind: fighter, deck: deck, stats: {strength: 5, motto: honour}, provenance: authored}
  - {id: giant, kind: fighter, deck: deck, stats: {strength: 7, motto: might}, provenance: authored}
"""


def diagnostics(tmp_path, game=GAME, cards=CARDS):
    root = tmp_path / "content"
    for name, text in {"games/duelists.yaml": game, "cards/duelists/cards.yaml": cards}.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    content, problems = load_content([root])
    assert problems == []
    try:
        compile_game(content.documents_for("duelists"), "duelists")
    except ContentError as error:
        return list(error.diagnostics)
    return []


def line(text: str, needle: str) -> int:
    return next(n for n, l in enumerate(textwrap.dedent(text).lstrip("\n").splitlines(), start=1) if needle in l)


def test_the_clean_game_compiles(tmp_path):
    assert diagnostics(tmp_path) == []


# ------------------------------------------------------------------------------------------------ RK221
def with_triggers(*triggers: str) -> str:
    return GAME.replace("triggers: []", "triggers:\n" + "\n".join(f"  - {t}" for t in triggers))


def test_a_trigger_that_always_signals_its_own_event_is_rk221(tmp_path):
    game = with_triggers("id: again\n    on: clash\n    do: |\n      player.glory += 1\n      signal(clash, player=player)")
    (problem,) = diagnostics(tmp_path, game)
    assert problem.code == "RK221" and "'again'" in problem.message and "never ends" in problem.message
    assert (problem.span.line, problem.span.column) == (line(game, "signal(clash"), 7)


def test_a_loop_through_two_events_is_rk221_at_both_signals(tmp_path):
    game = with_triggers(
        '{id: shout, on: clash, do: "signal(echo, player=player)"}',
        '{id: answer, on: echo, do: "repeat 2 { signal(clash, player=player) }"}',
    )
    found = diagnostics(tmp_path, game)
    assert [d.code for d in found] == ["RK221", "RK221"]
    assert "clash -> echo" in found[1].message or "echo -> clash" in found[0].message


def test_a_card_trigger_in_a_block_scalar_is_located_at_its_signal(tmp_path):
    cards = CARDS.replace(
        "stats: {strength: 7, motto: might}, provenance: authored}",
        "stats: {strength: 7, motto: might}, provenance: authored,\n"
        "     triggers: [{id: roar, on: clash, do: \"let x = 1\\nsignal(clash, player=owner)\"}]}",
    )
    (problem,) = diagnostics(tmp_path, cards=cards)
    assert problem.code == "RK221" and problem.span.path.endswith("cards.yaml")


@pytest.mark.parametrize("trigger", [
    '{id: guarded, on: clash, if: "player.glory < 3", do: "signal(clash, player=player)"}',
    '{id: inside, on: clash, do: "if player.glory < 3 { signal(clash, player=player) }"}',
    '{id: looped, on: clash, do: "for p in [] { signal(clash, player=p) }"}',
    '{id: stopped, on: clash, do: "stop\\nsignal(clash, player=player)"}',
    '{id: zero, on: clash, do: "repeat 0 { signal(clash, player=player) }"}',
    '{id: other, on: clash, do: "signal(echo, player=player)"}',
])
def test_a_signal_that_may_not_happen_is_no_loop(tmp_path, trigger):
    assert diagnostics(tmp_path, with_triggers(trigger)) == []


# ------------------------------------------------------------------------------------------------ RK222
@pytest.mark.parametrize("call, param", [
    ("draw(deck, p.hand, 0)", "count"),
    ("draw(deck, p.hand, count=-2)", "count"),
    ("let r = random(0)", "bound"),
    ("let r = roll(\"d6\", 1000)", "count"),
])
def test_a_constant_argument_outside_its_range_is_rk222(tmp_path, call, param):
    game = GAME.replace("zones:", "dice:\n  d6: {faces: [1, 2, 3, 4, 5, 6]}\nzones:")
    game = game.replace("draw(deck, p.hand, 1)", call)
    (problem,) = diagnostics(tmp_path, game)
    assert problem.code == "RK222" and f"argument {param!r}" in problem.message
    assert problem.span.line == line(game, call)


def test_an_argument_computed_at_run_time_is_not_judged(tmp_path):
    assert diagnostics(tmp_path, GAME.replace("draw(deck, p.hand, 1)", "draw(deck, p.hand, p.glory)")) == []


def test_a_games_registry_keeps_the_declared_ranges_roll_minus_seven_is_rk222():
    registry = catalog.game("mylady").registry
    assert registry.primitives["roll"].params[1].range_text() == "1 to 100"
    from rulekit.effects import check_effect, parse_effect
    from rulekit.effects.registry import Scope
    from rulekit.errors import Span

    node = parse_effect('let faces = roll("blue", -7)', Span("x.yaml", 1, 1))
    found = check_effect(node, registry, Scope({"dartagnan": "player"}, {}))
    assert [d.code for d in found] == ["RK222"] and "this is -7" in found[0].message


def test_ranges_show_in_the_generated_reference():
    text = render_reference(core_registry())
    assert "Range: `count` 1 or more" in text and "Range: `count` 1 to 100" in text


@pytest.mark.parametrize("ranges, words", [
    ({"to": (1, None)}, "not an int parameter"),
    ({"count": (5, 1)}, "minimum <= maximum"),
    ({"count": (2, None)}, "default"),
    ({"count": 3}, "(minimum, maximum)"),
])
def test_a_bad_range_declaration_is_a_plugin_error(ranges, words):
    registry = core_registry().scoped("a-plugin")
    with pytest.raises(PluginError, match=words.replace("(", r"\(").replace(")", r"\)")):
        @registry.action(name="pull", ranges=ranges)
        def pull(ctx, to: "zone", count: "int" = 1) -> "none":
            """Pull cards."""


# ------------------------------------------------------------------------------------------------ RK223, RK224
def test_a_stat_outside_its_kinds_range_is_rk223_at_the_stat(tmp_path):
    cards = CARDS.replace("strength: 7", "strength: 13").replace("strength: 5, motto: honour", "strength: strong, motto: honour")
    found = diagnostics(tmp_path, cards=cards)
    assert [d.code for d in found] == ["RK223", "RK223"]
    assert "1 to 12" in found[1].message and "13" in found[1].message
    assert found[1].span.line == line(cards, "strength: 13") and found[1].span.column > 20


@pytest.mark.parametrize("ranges, words", [
    ("{strenght: {min: 1}}", "none of its stats"),
    ("{strength: {min: 9, max: 2}}", "above its maximum"),
])
def test_a_range_that_cannot_hold_is_rk224(tmp_path, ranges, words):
    game = GAME.replace("{strength: {min: 1, max: 12}}", ranges)
    (problem,) = diagnostics(tmp_path, game)
    assert problem.code == "RK224" and words in problem.message
    assert problem.span.line == line(game, "ranges:")


def test_the_shipped_games_declare_ranges_their_cards_keep():
    for game_id in ("musketiere", "mylady", "pendants"):
        definition = catalog.game(game_id)
        assert definition.cards  # compiled: every stat lies within its kind's declared range
    from rulekit.load import load_content as load

    content, _ = load([catalog.default_content_root()])
    kinds = {doc.game: doc.data["card_kinds"] for doc in content.documents if doc.kind == "game"}
    assert all(any("ranges" in kind for kind in kinds[g].values()) for g in ("musketiere", "mylady", "pendants"))
