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


def value_of(options: tuple, labels: tuple, number: int):
    """An option's value as `Decision.gathered` describes it: its label, with the values it binds after it."""
    label, given = labels[options[number][0]], options[number][1]
    return (label,) + given if given else label


@pytest.mark.parametrize("choices", [
    ("a", "b"),
    (("take", "t2"), ("take", "t3", 4), "pass"),
    (("alone",), (), [], ["move", "paris"], 3, None),
], ids=["labels", "labels with values", "odd values"])
def test_gathered_describes_plain_values_as_they_are(choices):
    """A decision of plain values described as (label number, values bound) gives each value back, a label alone in
    a tuple as its label (what `Options.labelled` reads of them: the label and its first value)."""
    decision = Decision(1, 0, "pick", choices)
    options, labels = decision.gathered()
    assert len(options) == decision.size
    for number, value in enumerate(choices):
        if value.__class__ in (tuple, list) and value:
            expected = tuple(value) if len(value) > 1 else value[0]
        else:
            expected = value
        assert value_of(options, labels, number) == expected


def test_gathered_of_a_choose_gives_what_it_gathered_without_making_its_values():
    decision = gathered_decision()
    options, labels = decision.gathered()
    assert decision._choices is None
    assert tuple(value_of(options, labels, n) for n in range(decision.size)) == decision.choices
