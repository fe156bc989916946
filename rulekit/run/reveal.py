"""Showing hidden cards to chosen players.

`reveal(cards, to=players)` records a CardsRevealed event: from then on the views and redacted logs of those
seats show the cards where they lie, though the zone stays hidden from them (a hand shown to one opponent, a
token a spy peeked at), until the card is shuffled into its zone (events.apply forgets it then).
"""
from __future__ import annotations

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev


def register_reveal(r: Registry) -> Registry:
    """The primitives of hidden information, registered into the core vocabulary."""

    @r.action
    def reveal(ctx, cards: "cards", to: "players" = None) -> "none":
        """Show cards to the listed players (everyone without `to`) while the cards stay where they are: their
        views and logs show them until the card is shuffled. `reveal(top(chest), to=[spy])`."""
        shown = ctx.cards_of(cards)
        seats = sorted(set(ctx.players if to is None else ctx.players_of(to)))
        for seat in seats:
            if seat not in ctx.players:
                raise EffectRuntimeError(f"{seat!r} is not a player of this game")
        if shown and seats:
            ctx.emit(ev.CardsRevealed(tuple(shown), tuple(seats)))

    @r.query(reads=("zones", "revealed"))
    def sees(ctx, player: "player", card: "card") -> "bool":
        """Whether `player` sees the card: it lies in a zone they see, or was revealed to them since it was last
        shuffled."""
        return card is not None and ctx.card_seen(card, player)

    return r
