"""Cheaper forms of generated code, pinned to what the general forms give: a resumable function's blocks that only
jump are skipped (a jump or a pause goes straight to where they lead); outside pure procedures a zone the compiler
knows is read by its key, without the run-time look-up that records the read for the memo; a procedure that calls
only queries counts its step of the budget and leaves the check to the next one."""
from __future__ import annotations

import ast as pyast

import pytest
from test_effects_codegen import counters, run

from rulekit.errors import EffectBudgetError

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


def _chain(levels: int) -> str:
    """Procedures d0 .. d{levels}: each calls the next twice (2**levels calls of the last, which calls only a query);
    a list parameter keeps them from being remembered, so every call runs."""
    rows = [f"d{k}:\n  params: {{xs: cards}}\n  returns: int\n  do: \"return d{k + 1}(xs) + d{k + 1}(xs)\""
            for k in range(levels)]
    rows.append(f"d{levels}:\n  params: {{xs: cards}}\n  returns: int\n  do: \"return count(xs)\"")
    return "\n".join(rows)


def test_a_procedure_calling_only_queries_counts_its_step_and_leaves_the_check_to_its_caller(tmp_path):
    game = run(tmp_path, "total = d0(cards_in(deck))", _chain(3))
    assert counters(game)["total"] == 8 * 3
    module = game.definition.module
    leaf = pyast.unparse(_function(module.source, module.functions["d3"]))
    caller = pyast.unparse(_function(module.source, module.functions["d2"]))
    assert "ctx.steps += 1" in leaf and "BUDGET" not in leaf
    assert "ctx.steps += 1" in caller and "if ctx.steps > BUDGET" in caller


def test_calls_branching_without_end_still_stop_at_the_budget(tmp_path):
    with pytest.raises(EffectBudgetError) as error:
        run(tmp_path, "total = d0(cards_in(deck))", _chain(17))  # 2**18 calls: more steps than the budget
    assert error.value.span.path.endswith("lab.yaml")
