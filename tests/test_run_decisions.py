"""Decisions: a `choose`'s options are made when first read, and an answer logs the values picked."""
from __future__ import annotations

import pytest

from rulekit.errors import IllegalActionError
from rulekit.run.decisions import Decision
from test_effects_codegen import run


def gathered_decision() -> Decision:
    # two options of a `choose`: `keep` binds nothing, `take` binds a card
    options = ((0, ()), (1, ("t2",)), (1, ("t3",)))
    return Decision(7, 0, "act", gathered=(options, ("option-keep", "option-take"), ((), ("card",)), ("keep", "take")))


def test_a_gathered_decision_makes_only_the_values_picked():
    decision = gathered_decision()
    assert decision.size == 3 and decision.normalize((2,)) == (2,)
    assert decision.values((2, 0)) == (("take", "t3"), "keep")
    assert decision._choices is None  # nobody read them all: none made
    assert decision.choices == ("keep", ("take", "t2"), ("take", "t3"))
    assert decision.values((1,)) == (("take", "t2"),)
    assert decision.labels == ("option-keep", "option-take", "option-take")
    assert decision.arguments == ((), (("card", "t2"),), (("card", "t3"),))
    with pytest.raises(IllegalActionError, match="option 3 does not exist"):
        decision.normalize((3,))


def test_the_answer_of_a_choose_logs_the_value_picked(tmp_path):
    game = run(tmp_path, """
        choose north "act" {
          keep {}
          take(c in deck) { total = c.value }
        }
        """)
    (decision,) = game.pending()
    assert decision.size == 4
    game.answer(0, 2)
    answered = [e for e in game.log if e.__class__.__name__ == "DecisionAnswered"][-1]
    assert answered.chosen == (("take", "t2"),)
    assert game.state["counters"]["total"] == 2
