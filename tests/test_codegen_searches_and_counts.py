"""Cheaper forms of generated code, pinned to what the general forms give: a stopping search that a statement runs
first is a loop before the statement (not a generator expression), and `count(xs)` reads a length without going
over xs. Results, the budget, run-time errors and inert strings stay as they were."""
from __future__ import annotations

import ast as pyast
import re
import textwrap

import pytest
from test_effects_codegen import ALLOWED, CARDS, GAME, build, counters, line_of, run, stopping_searches

from rulekit.compile.game import compile_game
from rulekit.errors import EffectBudgetError, EffectRuntimeError
from rulekit.load import load_content
from rulekit.run.game import Game

PROCEDURES = """
weigh:
  params: {n: int, flag: bool}
  returns: int
  do: |
    if flag { return n * 100 }
    return n
take:
  params: {c: card}
  returns: int
  do: |
    move(c, pile)
    return 1
top_word:
  returns: str
  do: "return first(cards_in(deck) where it.value == 3).word"
"""


def test_a_search_a_statement_runs_first_is_a_loop_giving_what_the_generator_gave(tmp_path):
    game = run(tmp_path, """
        let a = first(cards_in(deck) where it.value > 1)
        total = first(cards_in(deck) where it.value > 2).value * 10 + a.value
        if count(cards_in(deck) where it.word == "two") > 0 { other = 1 }
        move(first(cards_in(deck) where it.value == 1), pile)
        other = other * 10 + weigh(pile.size, count(cards_in(deck) where it.value == 3) > 0)
        if count(cards_in(deck) where it.value == 9) == 0 and top_word() == "three" { total += 1000 }
        """, PROCEDURES)
    assert counters(game) == {"total": 1032, "other": 110}
    # let, assign, if, a call's argument, a call, a procedure's return, the first term of an `and`
    assert stopping_searches(game.definition.module.source) == {"generator": 0, "loop": 7}


def test_a_search_after_code_that_may_change_the_state_or_behind_and_stays_in_its_place(tmp_path):
    game = run(tmp_path, """
        total = weigh(take(t1), count(cards_in(pile) where it.value == 1) > 0)
        if other > 0 and first(cards_in(deck) where it.value // other > 1) != none { other = 5 }
        """, PROCEDURES)
    assert counters(game) == {"total": 100, "other": 0}  # take moved t1 before the search; no '//' by zero
    searches = stopping_searches(game.definition.module.source)
    assert searches == {"generator": 2, "loop": 1}  # the loop: top_word's return


def test_a_search_loop_counts_its_items_against_the_budget(tmp_path):
    Game(build(tmp_path, "repeat 40000 { let x = 1 }"), 2, seed=1)  # the loop alone stays within the budget
    definition = build(tmp_path, "repeat 40000 { let x = first(cards_in(deck) where it.value > 5) }")
    assert stopping_searches(definition.module.source)["loop"] == 1
    with pytest.raises(EffectBudgetError) as error:
        Game(definition, 2, seed=1)
    assert error.value.span.path.endswith("lab.yaml")


def test_a_run_time_error_in_a_search_loop_names_the_yaml_line(tmp_path):
    definition = build(tmp_path, "let x = first(cards_in(deck) where it.value // other > 1)\ntotal = 1")
    assert stopping_searches(definition.module.source)["loop"] == 1
    with pytest.raises(EffectRuntimeError) as error:
        Game(definition, 2, seed=1)
    assert "'//' by zero" in str(error.value)
    assert error.value.span.path.endswith("lab.yaml") and error.value.span.line == line_of(tmp_path, "let x = first")


HOSTILE_SEARCH = r'''
let s = "\"; import os; os.system('echo pwned') #"
if count(cards_in(deck) where it.word == "\"\n import os #" or it.word == s) == 0 { total = 1 }
let lambda = first(cards_in(deck) where it.word != '\\" + __import__("os").getcwd() + "\n')
other = lambda.value
'''


def test_strings_in_a_search_loop_come_out_inert(tmp_path, capfd):
    definition = build(tmp_path, HOSTILE_SEARCH)
    assert counters(Game(definition, 2, seed=1)) == {"total": 1, "other": 1}
    assert "pwned" not in capfd.readouterr().out
    source = definition.module.source
    assert stopping_searches(source) == {"generator": 0, "loop": 2}
    tree = pyast.parse(source)
    identifiers = {node.id for node in pyast.walk(tree) if isinstance(node, pyast.Name)}
    assert all(ALLOWED.match(name) for name in identifiers), sorted(n for n in identifiers if not ALLOWED.match(n))
    assert not any(isinstance(node, (pyast.Import, pyast.ImportFrom)) for node in pyast.walk(tree))


def build_lab(tmp_path, effect: str, step_if: str | None = None, marks: bool = False) -> object:
    """The lab game with a condition on its step (`step_if`) or a stat `marks` that is a list on every token."""
    root = tmp_path / "content"
    (root / "games").mkdir(parents=True, exist_ok=True)
    (root / "cards" / "lab").mkdir(parents=True, exist_ok=True)
    body = textwrap.indent(textwrap.dedent(effect).strip("\n"), " " * 12)
    text = textwrap.dedent(GAME).lstrip("\n").replace("PROCEDURES", "").replace("EFFECT", body)
    cards = textwrap.dedent(CARDS).lstrip("\n")
    if step_if is not None:
        text = text.replace("- id: run\n", f"- id: run\n          if: {step_if!r}\n")
    if marks:
        text = text.replace("[value, word]", "[value, word, marks]")
        for number, values in ((1, "[]"), (2, "[a]"), (3, "[a, b, c]")):
            cards = cards.replace(f"value: {number},", f"value: {number}, marks: {values},")
    (root / "games" / "lab.yaml").write_text(text, encoding="utf-8")
    (root / "cards" / "lab" / "tokens.yaml").write_text(cards, encoding="utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("lab"), "lab")


@pytest.mark.parametrize("condition, total", [
    ("count(cards_in(deck) where it.value == 3) > 0 and other == 0", 1),
    ("not count(cards_in(deck) where it.value == 4) > 0", 1),
    ("first(cards_in(deck) where it.value > 1).word == 'three'", 0),
])
def test_a_condition_runs_its_search_as_a_loop(tmp_path, condition, total):
    definition = build_lab(tmp_path, "total = 1", step_if=condition)
    assert counters(Game(definition, 2, seed=1))["total"] == total
    assert stopping_searches(definition.module.source) == {"generator": 0, "loop": 1}


# ---------------------------------------------------------------------------------------------------- count


COUNTS = """
move(t1, north.hand)
move(t2, pile)
let z = pile
let xs = cards_in(deck)
total = count(deck) * 10000 + count(north.hand) * 1000 + count(xs) * 100 + count(z) * 10 + count(t3.marks)
other = count(hand) * 10 + count(cards_in(deck) where it.value > 0)
"""


def test_count_reads_a_length_giving_what_going_over_the_list_gave(tmp_path):
    definition = build_lab(tmp_path, COUNTS, marks=True)
    assert counters(Game(definition, 2, seed=1)) == {"total": 11113, "other": 11}
    source = definition.module.source
    # a zone, a player's zone (a step's code: by the zone's key, see test_codegen_blocks_and_zones)
    assert re.search(r"_mul\(len\(ZS\['\w+'\]\), 10000\)", source)
    assert re.search(r"_mul\(len\(ZS\[K\d+\[0\]\]\), 1000\)", source)
    assert len(re.findall(r"\(len\((l\d+)\) if \1\.__class__ is list else len\(_iter\(ctx, \1\)\)\)", source)) == 2
    assert re.search(r"len\(K\d+\['t3'\]\)\)", source)  # a stat that is a list on every card
    assert "len(_iter(ctx, K" in source  # a zone per player: the general form, over every player's zone


def test_count_of_a_stat_that_is_not_a_list_everywhere_goes_over_it(tmp_path):
    definition = build(tmp_path, "total = count(t3.word) + count(t3.value)")
    assert counters(Game(definition, 2, seed=1))["total"] == 2  # a single value counts as a list of one
    assert definition.module.source.count("len(_iter(ctx, ") == 2
