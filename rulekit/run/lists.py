"""Small queries over lists and cards that many games need: the first or n-th item of a list and where an item
stands in it, a card's stat named by a string, every card of a kind wherever it lies, a zone named by a string (a
card that prints a place).

    let figure = first(cards_of_kind("musketeer") where it.seat == m)
    let value = stat(figure, skill)              # the stat named by the word in `skill`
    let second = nth(order, 2)                   # and index_of(order, card) is where a card stands
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.registry import Registry
from rulekit.effects.values import zone_of


def register_lists(r: Registry) -> Registry:
    """The list and card queries, registered into the core vocabulary."""

    @r.query(reads=())
    def first(ctx, items: "any") -> "any":
        """The first item of a list (or the bottom card of a zone), none when it is empty:
        `first(players where it.gold > 2)`."""
        found = ctx.iterate(items)
        return found[0] if found else None

    # What generated code may write for `first(xs where P)` when P changes nothing: a search stopping at the hit
    first.inline_where = "next(({item} for {item} in _iter(ctx, {source}) if {condition}), None)"  # no Python call

    @r.query(reads=())
    def index_of(ctx, items: "any", item: "any") -> "int":
        """Where an item stands in a list, counted from 1; 0 when it is not there."""
        try:
            return ctx.iterate(items).index(item) + 1
        except ValueError:
            return 0

    @r.query(reads=())
    def nth(ctx, items: "any", n: "int") -> "any":
        """The n-th item of a list, counted from 1 (`nth(order, 2)` is the second); none when the list is shorter."""
        found = ctx.iterate(items)
        return found[n - 1] if n.__class__ is int and 1 <= n <= len(found) else None

    @r.query(reads=("card:*",))
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

    @r.query(reads=())
    def zone_named(ctx, name: "str") -> "zone":
        """The shared zone or board space of this name (`zone_named(card.place)` for a card that prints where it
        goes); none when the game has no such zone, or only one per player."""
        zone = ctx.game.zones.get(name) if name.__class__ is str else None
        if zone is None or zone.per_player:
            return None
        return zone_of(name)

    @r.query(reads=())
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
