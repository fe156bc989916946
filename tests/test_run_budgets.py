"""Budgets that hold (issue 9, point 2): content is untrusted, so nothing it says may hang the engine or take the
machine. One budget per decision covers effect steps, repetitions of a step and rounds; numbers, lists and strings
have sizes; every such stop is a located run-time error; the schemas bound every count."""
from __future__ import annotations

import dataclasses
import textwrap
import tracemalloc

import pytest

from rulekit.compile.game import compile_game
from rulekit.effects.limits import MAX_INT, MAX_ITEMS
from rulekit.errors import ContentError, EffectBudgetError, EffectRuntimeError
from rulekit.load import load_content
from rulekit.load.schemas import validate_content
from rulekit.run.game import Game

GAME = """
id: tally
provenance: authored
players: {min: 1, max: 2, default: 1}
score: points
zones:
  deck: {visibility: hidden}
  hand: {per_player: true, visibility: owner}
counters:
  total: {initial: 0}
player_counters:
  points: {initial: 0}
flow:
  round_limit: 3
  phases:
    - id: main
      steps:
        - id: count
          do: |
            total += 1
        - id: pick
          do: |
            for p in players {
              let n = choose_one(p, [1, 2], prompt="pick")
              p.points += n
            }
"""


def write(tmp_path, game: str):
    root = tmp_path / "content"
    path = root / "games" / "tally.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(game).lstrip("\n"), encoding="utf-8")
    return root


def compiled(tmp_path, game: str = GAME):
    """Compile without the schema check: the engine must hold even for content that lint would reject."""
    content, problems = load_content([write(tmp_path, game)])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("tally"), "tally")


def play(definition, players: int = 1) -> Game:
    game = Game(definition, players, seed=1)
    while not game.over:
        for decision in game.pending():
            game.answer(decision.player, 0)
    return game


def line_of(tmp_path, text: str) -> int:
    lines = (tmp_path / "content" / "games" / "tally.yaml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if text in line)


def test_the_small_game_plays(tmp_path):
    game = play(compiled(tmp_path))
    assert game.result["reason"] == "round_limit" and game.state["counters"]["total"] == 3


# ------------------------------------------------------------------------------------------------ one budget per decision
def test_a_step_repeated_for_ever_hits_the_budget_at_the_step(tmp_path):
    game = GAME.replace("        - id: count\n", "        - id: count\n          repeat: 1000000000000\n")
    definition = compiled(tmp_path, game)
    with pytest.raises(EffectBudgetError) as error:
        Game(definition, 1, seed=1)
    span = error.value.span
    assert span.path.endswith("tally.yaml")
    assert line_of(tmp_path, "repeat: 1000000000000") <= span.line <= line_of(tmp_path, "total += 1")
    assert "without asking anyone a decision" in str(error.value)


def test_a_repeat_computed_at_run_time_hits_the_budget_too(tmp_path):
    game = GAME.replace("        - id: count\n", '        - id: count\n          repeat: "1000000 * 1000000"\n')
    with pytest.raises(EffectBudgetError):
        Game(compiled(tmp_path, game), 1, seed=1)


def test_rounds_that_ask_nothing_hit_the_budget_at_the_round_limit(tmp_path):
    game = GAME.replace("round_limit: 3", "round_limit: 1000000000000").replace('prompt="pick"', 'prompt="pick"') \
        .replace("for p in players {", "for p in [] {")
    definition = compiled(tmp_path, game)
    with pytest.raises(EffectBudgetError) as error:
        Game(definition, 1, seed=1)
    assert error.value.span.path.endswith("tally.yaml")
    # whichever runs out the budget is named: the round limit, the step that repeats each round, or its effect
    step = definition.phases[0].steps[0]
    assert error.value.span.line in (line_of(tmp_path, "round_limit"), step.span.line, line_of(tmp_path, "total += 1"))


def test_the_budget_is_per_decision_not_per_step_repetition(tmp_path):
    # 30 repetitions of 10 steps each is 300 steps: over a budget of 100 when repetitions shared nothing with the
    # decision, and fine when each repetition asks a decision (the budget starts again after every answer).
    quiet = GAME.replace("        - id: count\n", "        - id: count\n          repeat: 30\n") \
        .replace("total += 1", "repeat 8 { total += 1 }")
    definition = dataclasses.replace(compiled(tmp_path, quiet), step_budget=100)
    with pytest.raises(EffectBudgetError):
        Game(definition, 1, seed=1)
    asking = GAME.replace("        - id: pick\n", "        - id: pick\n          repeat: 30\n") \
        .replace("let n = choose_one", "repeat 8 { total += 1 }\n              let n = choose_one")
    definition = dataclasses.replace(compiled(tmp_path, asking), step_budget=100)
    game = play(definition)
    assert game.over and len(game.choices) == 3 * 30


def test_loops_over_long_lists_count_every_item(tmp_path):
    # one statement, but 5,000 items a time: the budget sees the work, not only the statements
    game = GAME.replace("total += 1", "let xs = [1]\n            repeat 12 { xs = xs + xs }\n"
                                      "            repeat 1000 { total += count(xs where it > 0) }")
    with pytest.raises(EffectBudgetError):
        Game(compiled(tmp_path, game), 1, seed=1)


# ------------------------------------------------------------------------------------------------ value sizes
@pytest.mark.parametrize("effect, words", [
    ("let x = [1]\nrepeat 64 { x = x + x }", "too long"),
    ("let n = 2\nrepeat 64 { n = n * n }", "out of range"),
    ("let n = 3\nrepeat 64 { n += n }", "out of range"),
    ("let x = [1]\nlet y = x * 1000000000000", "too long"),
    ('for s in ["ab"] { let t = s * 1000000000000 }', "too long"),
    ('for s in ["%0999999999d"] { let t = s % 1 }', "cannot apply"),
])
def test_values_have_sizes_and_stop_at_the_operator(tmp_path, effect, words):
    game = GAME.replace("total += 1", effect.replace("\n", "\n            "))
    definition = compiled(tmp_path, game)
    tracemalloc.start()
    try:
        with pytest.raises(EffectRuntimeError) as error:
            Game(definition, 1, seed=1)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert words in str(error.value)
    assert error.value.span is not None and error.value.span.path.endswith("tally.yaml")
    assert peak < 50 * 1024 * 1024  # never near the 1.6 GB the doubling list took before


def test_a_counter_cannot_hold_a_number_beyond_the_limit(tmp_path):
    game = GAME.replace("total += 1", f"total = sum([{MAX_INT}, {MAX_INT}])")
    with pytest.raises(EffectRuntimeError, match="cannot hold"):
        Game(compiled(tmp_path, game), 1, seed=1)


@pytest.mark.parametrize("effect", [f"total += {MAX_INT}\ntotal += 1", f"total -= {MAX_INT}\ntotal -= 2",
                                    f"for p in players {{\n  p.points += {MAX_INT}\n  p.points += 1\n}}"])
def test_a_counter_added_to_beyond_the_limit_stops_at_its_setter(tmp_path, effect):
    # `+=`/`-=` on a counter is plain `+`/`-` (no checked helper): its setter refuses what is out of range
    game = GAME.replace("total += 1", effect.replace("\n", "\n            "))
    with pytest.raises(EffectRuntimeError, match="cannot hold") as error:
        Game(compiled(tmp_path, game), 1, seed=1)
    assert error.value.span.path.endswith("tally.yaml")


@pytest.mark.parametrize("effect, op", [("total += [1]", "+"), ("total -= [1]", "-"),
                                        ("for p in players {\n  p.points += [1]\n}", "+")])
def test_a_counter_added_a_list_refuses_it_as_the_checked_operator_does(tmp_path, effect, op):
    game = GAME.replace("total += 1", effect.replace("\n", "\n            "))
    with pytest.raises(EffectRuntimeError, match=f"cannot apply '\\{op}' to a number and a list") as error:
        Game(compiled(tmp_path, game), 1, seed=1)
    assert error.value.span.path.endswith("tally.yaml")


@pytest.mark.parametrize("effect, words", [
    ("let n = 0\nlet r = random(n)", "bound"),
    (f"let n = {MAX_ITEMS} + 1\nlet r = roll('d6', n)", "cannot roll"),
])
def test_chance_primitives_refuse_impossible_counts(tmp_path, effect, words):
    game = GAME.replace("zones:", "dice:\n  d6: {faces: [1, 2, 3, 4, 5, 6]}\nzones:")
    game = game.replace("total += 1", effect.replace("\n", "\n            "))
    with pytest.raises(EffectRuntimeError, match=words) as error:
        Game(compiled(tmp_path, game), 1, seed=1)
    assert error.value.span.path.endswith("tally.yaml")


def test_a_number_literal_beyond_the_limit_is_a_syntax_error(tmp_path):
    for literal in ("9" * 5000, str(MAX_INT + 1)):
        content, _ = load_content([write(tmp_path, GAME.replace("total += 1", f"total = {literal}"))])
        with pytest.raises(ContentError) as error:
            compile_game(content.documents_for("tally"), "tally")
        (problem,) = error.value.diagnostics
        assert problem.code == "RK101" and "too large" in problem.message
        assert problem.span.line == line_of(tmp_path, "total = ")


# ------------------------------------------------------------------------------------------------ schemas bound every count
@pytest.mark.parametrize("old, new", [
    ("round_limit: 3", "round_limit: 1000000000000"),
    ("        - id: count\n", "        - id: count\n          repeat: 1000000000000\n"),
    ("total: {initial: 0}", "total: {initial: 1000000000000}"),
    ("points: {initial: 0}", "points: {initial: -1000000000000}"),
])
def test_the_schema_gives_every_count_a_maximum(tmp_path, old, new):
    content, _ = load_content([write(tmp_path, GAME.replace(old, new))])
    found = validate_content(content)
    assert [d.code for d in found] == ["RK010"]
    assert found[0].span.line == line_of(tmp_path, new.strip().splitlines()[-1])
