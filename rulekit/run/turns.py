"""Turns inside a round: one active player at a time, with action points to spend.

The turn is engine state (`state["turn"]`: the active seat and its points left), changed only by the TurnStarted,
PointsChanged and TurnEnded events, so views and logs show whose turn it is. Who acts in which order is the
game's to say, usually from a drawn card's data (a list of entries naming seats, read with `seat_named`):

    for entry in top(turn_cards).order {
      take_turn(seat_named(entry.seat), entry.points)
      while points_left() > 0 {
        choose active_player() "act" {
          walk(to in neighbours(here)) { spend(1) ... }
          rest { spend(points_left()) }
        }
      }
      end_turn()
    }
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.limits import MAX_INT
from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError
from rulekit.run import events as ev


def current(ctx: Any, what: str) -> dict:
    turn = ctx.state["turn"]
    if turn is None:
        raise EffectRuntimeError(f"{what}: nobody's turn is running (start one with take_turn)")
    return turn


def register_turns(r: Registry) -> Registry:
    """The turn primitives, registered into the core vocabulary."""
    _register_turn_actions(r)
    _register_turn_queries(r)
    return r


def _register_turn_actions(r: Registry) -> None:
    """Starting and ending a turn, spending and gaining action points."""

    @r.action(ranges={"points": (0, None)})
    def take_turn(ctx, player: "player", points: "int" = 0) -> "none":
        """Make `player` the active player with `points` action points (a turn already running ends first)."""
        if player not in ctx.players:
            raise EffectRuntimeError(f"{player!r} is not a player of this game")
        if points.__class__ is not int or points < 0:
            raise EffectRuntimeError(f"a turn needs a whole number of points, 0 or more, not {points!r}")
        if ctx.state["turn"] is not None:
            ctx.emit(ev.TurnEnded(ctx.state["turn"]["player"]))
        ctx.emit(ev.TurnStarted(player, points))

    @r.action
    def end_turn(ctx) -> "none":
        """End the running turn (its points left are lost); nothing happens when no turn runs."""
        if ctx.state["turn"] is not None:
            ctx.emit(ev.TurnEnded(ctx.state["turn"]["player"]))

    @r.action(ranges={"points": (1, None)})
    def spend(ctx, points: "int" = 1) -> "none":
        """The active player spends action points. Spending more than are left is an error of the rules: offer
        an action only `if points_left() >= cost`."""
        turn = current(ctx, "spend")
        if points.__class__ is not int or not 0 < points <= turn["points"]:
            raise EffectRuntimeError(f"cannot spend {points!r} action points: {turn['points']} left")
        ctx.emit(ev.PointsChanged(turn["player"], -points, turn["points"] - points))

    @r.action(ranges={"points": (1, None)})
    def gain_points(ctx, points: "int" = 1) -> "none":
        """The active player gets more action points (a card that grants an extra action)."""
        turn = current(ctx, "gain_points")
        if points.__class__ is not int or points < 1:
            raise EffectRuntimeError(f"cannot gain {points!r} action points")
        left = turn["points"] + points
        if left > MAX_INT:
            raise EffectRuntimeError(f"{left} action points are too many")
        ctx.emit(ev.PointsChanged(turn["player"], points, left))


def _register_turn_queries(r: Registry) -> None:
    """Whose turn it is, the points left, the seat of a name."""

    @r.query(reads=("turn",))
    def points_left(ctx) -> "int":
        """The action points the active player has left (0 when no turn runs)."""
        turn = ctx.state["turn"]
        return 0 if turn is None else turn["points"]

    @r.query(reads=("turn",))
    def active_player(ctx) -> "player":
        """The player whose turn it is, or none between turns."""
        turn = ctx.state["turn"]
        return None if turn is None else turn["player"]

    @r.query(reads=())
    def seat_named(ctx, name: "str") -> "player":
        """The seat of a name of the game's `seats` (`seat_named("cardinal")`), for seats named in card data:
        `for entry in top(turn_deck).order { take_turn(seat_named(entry.seat), entry.points) }`. None for a seat
        the game has but that is not in play with this many players; a name that is no seat is an error."""
        seats = ctx.game.seats
        if name not in seats:
            raise EffectRuntimeError(f"{name!r} is not a seat of this game (seats: {', '.join(seats) or 'none named'})")
        seat = seats.index(name)
        return seat if seat in ctx.players else None

