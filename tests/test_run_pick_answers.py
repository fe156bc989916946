"""The `then` of `secret_pick` and of a single player's pick reads the values picked from the options it asked
with, not through `Decision.values`: the same values, so the same moves and results, for any picks."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from rulekit import catalog
from rulekit.effects.values import Family, zone_of
from rulekit.run.game import Game


def primitive(name: str):
    return catalog.game("musketiere").registry.primitives[name].impl


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.randoms(use_true_random=False))
def test_secret_pick_moves_the_values_of_the_picks(count, random):
    game = Game(catalog.game("musketiere"), 2, 3)
    twin = Game(catalog.game("musketiere"), 2, 3)
    asking = primitive("secret_pick")(game.ctx, [0, 1], Family("hand"), Family("played"), count)
    answers = {d.player: tuple(random.sample(range(d.size), d.min)) for d in asking.decisions}
    asking.then(game.ctx, answers)
    for decision in asking.decisions:  # what the answers meant: the values Decision.values gives
        twin.ctx.move(decision.values(answers[decision.player]), zone_of("played", decision.player))
    assert game.state["zones"] == twin.state["zones"]
    assert [e for e in game.log if e.__class__.__name__ == "CardsMoved"][-2:] == \
        [e for e in twin.log if e.__class__.__name__ == "CardsMoved"][-2:]


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 5), st.booleans(), st.randoms(use_true_random=False))
def test_a_pick_answers_the_values_of_the_picks(count, single, random):
    game = Game(catalog.game("musketiere"), 2, 3)
    cards = list(game.state["zones"]["hand@0"])
    if single:
        asking = primitive("choose_card")(game.ctx, 0, cards)
    else:
        asking = primitive("choose_cards")(game.ctx, 0, cards, count)
    decision = asking.decisions[0]
    picks = tuple(random.sample(range(decision.size), random.randint(decision.min, decision.max)))
    values = list(decision.values(picks))
    assert asking.then(game.ctx, {0: picks}) == ((values[0] if values else None) if single else values)
