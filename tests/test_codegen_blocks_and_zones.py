"""Cheaper forms of generated code, pinned to what the general forms give: a resumable function's blocks that only
jump are skipped (a jump or a pause goes straight to where they lead), and outside pure procedures a zone the
compiler knows is read by its key, without the run-time look-up that records the read for the memo."""
from __future__ import annotations

import ast as pyast

from test_effects_codegen import counters, run

BRANCHES = """
if total == 0 {
  choose north "first" {
    one { total = 1 }
    two { total = 2 }
  }
} else {
  choose north "second" { three { total = 3 } }
}
other = total * 10 + count(cards_in(deck))
"""


def _function(source: str, name: str) -> pyast.FunctionDef:
    return next(node for node in pyast.walk(pyast.parse(source))
                if isinstance(node, pyast.FunctionDef) and node.name == name)


def _function_of(source: str, statement: str) -> pyast.FunctionDef:
    """The generated function holding the comment that quotes a statement."""
    line = next(number for number, text in enumerate(source.splitlines(), start=1)
                if text.strip().startswith("#") and statement in text)
    return next(node for node in pyast.walk(pyast.parse(source))
                if isinstance(node, pyast.FunctionDef) and node.lineno <= line <= node.end_lineno)


def _only_jumps(block: pyast.If) -> bool:
    """Is the dispatch block (`if pc == n:`) nothing but a jump (`pc = m; continue`)?"""
    body = block.body
    return (len(body) == 2 and isinstance(body[0], pyast.Assign) and isinstance(body[0].targets[0], pyast.Name)
            and body[0].targets[0].id == "pc" and isinstance(body[1], pyast.Continue))


def _blocks(function: pyast.FunctionDef) -> list[pyast.If]:
    return [node for node in pyast.walk(function) if isinstance(node, pyast.If)
            and isinstance(node.test, pyast.Compare) and isinstance(node.test.left, pyast.Name)
            and node.test.left.id == "pc" and isinstance(node.test.ops[0], pyast.Eq)]


def test_a_block_that_only_jumps_is_skipped_and_the_effect_runs_as_before(tmp_path):
    game = run(tmp_path, BRANCHES, answers=["two"])
    assert game.over and counters(game) == {"total": 2, "other": 23}
    module = game.definition.module
    function = _function_of(module.source, "other = total * 10")
    blocks = _blocks(function)
    assert blocks and not [block for block in blocks if _only_jumps(block)]
    numbers = sorted(block.test.comparators[0].value for block in blocks)
    assert numbers == list(range(len(numbers)))  # numbered without gaps, from 0


def test_a_game_paused_in_a_threaded_function_clones_and_both_copies_go_on_alike(tmp_path):
    game = run(tmp_path, BRANCHES)
    twin = game.clone()
    for copy in (game, twin):
        decision = copy.pending()[0]
        copy.answer(decision.player, [o.value for o in decision.options].index("one"))
    assert counters(game) == counters(twin) == {"total": 1, "other": 13}


ZONES = """
count_pile:
  returns: int
  do: "return count(cards_in(pile) where it.value > 0) + pile.size"
"""


def test_a_known_zone_is_read_by_its_key_outside_pure_procedures_only(tmp_path):
    game = run(tmp_path, """
        total = count(cards_in(deck) where it.value > 1) * 100 + deck.size * 10 + count_pile()
        move(t1, pile)
        move(t2, north.hand)
        other = count_pile() * 10 + count(north.hand where it.value == 2)
        if t2 in north.hand { other += 100 }
        """, ZONES)
    assert counters(game) == {"total": 230, "other": 121}
    module = game.definition.module
    step = _function_of(module.source, "move(t1, pile)")
    step_code = pyast.unparse(step)
    assert "_zk(" not in step_code and "ZS['deck']" in step_code
    procedure = pyast.unparse(_function(module.source, "_" + module.functions["count_pile"]))
    assert procedure.count("_zk(") == 1  # the pure procedure records what it reads (`_iter` records `cards_in`)
