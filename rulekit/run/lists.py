"""Small queries over lists and cards that many games need: the first item of a list, a card's stat named by a
string, every card of a kind wherever it lies.

    let figure = first(cards_of_kind("musketeer") where it.seat == m)
    let value = stat(figure, skill)              # the stat named by the word in `skill`
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.registry import Registry


def register_lists(r: Registry) -> Registry:
    """The list and card queries, registered into the core vocabulary."""

    @r.query
    def first(ctx, items: "any") -> "any":
        """The first item of a list (or the bottom card of a zone), none when it is empty:
        `first(players where it.gold > 2)`."""
        found = ctx.iterate(items)
        return found[0] if found else None

    @r.query
    def stat(ctx, card: "card", name: "str") -> "any":
        """The stat of a card named by a word held in a value (`stat(board, skill)` with `skill` "charm"), or its
        card counter of that name; none when the card has neither. For a name written in the effect, use
        `card.name`."""
        data = ctx.game.cards.get(card) if card.__class__ is str else None
        if data is None:
            return None
        if name in data.stats:
            return data.stats[name]
        if name in ctx.game.card_counters:
            return ctx.ccounters.get(card, _EMPTY).get(name, 0)
        return None

    @r.query
    def cards_of_kind(ctx, kind: "str") -> "cards":
        """Every card of a kind in the game, wherever it lies (the box too), in the order the content lists them:
        `cards_of_kind("musketeer") where it.zone != box` are the figures in play."""
        return list(ctx.derived("cards-by-kind", _by_kind).get(kind, ()))

    return r


def _by_kind(game: Any) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for card in game.cards.values():
        found.setdefault(card.kind, []).append(card.id)
    return {kind: tuple(cards) for kind, cards in found.items()}


_EMPTY: dict = {}
