"""`RunContext.put`, which generated code calls for `move` (one call less), does what the primitive did: the same
state and log for a card, a list, a zone and a per-player zone named bare, and the same error for each wrong
argument (the cards' error before the destination's)."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.errors import EffectRuntimeError
from rulekit.effects.values import Family, Zone, zone_of
from rulekit.run.game import Game


def moved_as_the_primitive_did(ctx, cards, to) -> None:
    """The `move` primitive as it was before `put`."""
    if cards.__class__ is Zone:
        ctx.move_all(cards, _checked(to))
    else:
        ctx.move(ctx.cards_of(cards), _checked(to))


def _checked(to):
    if isinstance(to, Family):
        raise EffectRuntimeError(f"'{to.name}' is one zone per player: say whose (e.g. p.{to.name})")
    if not isinstance(to, Zone):
        raise EffectRuntimeError(f"{to!r} is not a zone")
    return to


def two_games():
    definition = catalog.game("musketiere")
    return Game(definition, 2, 5), Game(definition, 2, 5)


@pytest.mark.parametrize("what", ["card", "cards", "zone", "family", "nothing", "card twice"])
def test_put_moves_as_the_primitive_did(what):
    ours, theirs = two_games()
    hand = ours.state["zones"]["hand@0"]
    cards = {"card": hand[-3], "cards": [hand[0], hand[-1]], "zone": zone_of("hand", 0),
             "family": Family("played"), "nothing": None, "card twice": [hand[1], hand[1]]}[what]
    ours.ctx.put(cards, zone_of("discard"))
    moved_as_the_primitive_did(theirs.ctx, cards, zone_of("discard"))
    assert ours.state == theirs.state and ours.log == theirs.log and ours.ctx.card_zone == theirs.ctx.card_zone


@pytest.mark.parametrize("cards, to", [("c", Family("hand")), ("c", 3), (3, zone_of("discard")), (3, Family("hand")),
                                       ("no-such-card", zone_of("discard"))])
def test_put_refuses_as_the_primitive_did(cards, to):
    ours, theirs = two_games()
    with pytest.raises(EffectRuntimeError) as found:
        ours.ctx.put(cards, to)
    with pytest.raises(EffectRuntimeError) as expected:
        moved_as_the_primitive_did(theirs.ctx, cards, to)
    assert str(found.value) == str(expected.value)


def test_owner_of_answers_as_the_owner_primitive():
    """Generated code calls ctx.owner_of for owner() (its inline form): the same seat or none for every card,
    for none, and for a card not in the game."""
    game, _ = two_games()
    owner = catalog.game("musketiere").registry.primitives["owner"].impl
    for card in [*game.ctx.card_zone, None, "no-such-card"]:
        assert game.ctx.owner_of(card) == owner(game.ctx, card), card
