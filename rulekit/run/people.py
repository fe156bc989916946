"""Who plays which seats: a person may play several seats (`player_counts.N.controllers`), and some rules follow
the person, not the seat (three people running two musketeers each share one hand of cards).

    let partners = same_person(m)      # the seats the person who plays m plays, m included
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError


def register_people(r: Registry) -> Registry:
    """The query of people and seats, registered into the core vocabulary."""

    @r.query(reads=())
    def same_person(ctx, player: "player") -> "players":
        """The seats played by the person who plays `player`, `player` included, in seat order (with one seat per
        person, just `player`). Seats nobody plays (automated seats) are each their own person."""
        if player not in ctx.players:
            raise EffectRuntimeError(f"{player!r} is not a player of this game")
        return list(ctx.derived(f"people:{ctx.state.get('people', len(ctx.players))}", _groups(ctx)).get(player, (player,)))

    return r


def _groups(ctx: Any):
    people = ctx.state.get("people", len(ctx.players))

    def compute(game: Any) -> dict[int, tuple[int, ...]]:
        named = game.player_counts.get(people, {}).get("controllers") or ()
        found: dict[int, tuple[int, ...]] = {}
        for group in named:
            seats = tuple(sorted(game.seats.index(name) for name in group if name in game.seats))
            for seat in seats:
                found[seat] = seats
        return found

    return compute
