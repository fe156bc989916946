"""Game.answer checks the commonest answer (one option number) itself, without Decision.normalize: it accepts and
records exactly what normalize accepts and gives, and refuses the rest as normalize does; the log's answer holds
the values Decision.values gives (read without its call for one option)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rulekit import catalog
from rulekit.errors import IllegalActionError
from rulekit.run.events import DecisionAnswered
from rulekit.run.game import Game

ANSWERS = st.one_of(st.integers(-2, 14), st.booleans(), st.tuples(st.one_of(st.integers(-2, 14), st.booleans())),
                    st.lists(st.integers(-1, 13), max_size=4).map(tuple))


@pytest.mark.parametrize("seed, skip", [(3, 0), (4, 2), (5, 9)])
@settings(max_examples=40, deadline=None)
@given(answer=ANSWERS)
def test_answer_takes_what_normalize_takes(seed, skip, answer):
    game = Game(catalog.game("musketiere"), 2, seed)
    for _ in range(skip):  # on to a later decision (a duel card, a gem or a prison)
        decision = game.pending()[0]
        game.answer(decision.player, tuple(range(decision.min)))
    decision = game.pending()[0]
    try:
        expected = decision.normalize(answer)
    except IllegalActionError:
        with pytest.raises(IllegalActionError):
            game.answer(decision.player, answer)
        return
    game.answer(decision.player, answer)
    assert game.choices[-1].picks == expected and game.choices[-1].picks.__class__ is tuple
    answered = next(e for e in game.log if e.__class__ is DecisionAnswered and e.decision == decision.id)
    assert answered.chosen == decision.values(expected)
