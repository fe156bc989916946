"""Dice pools: what a game does with the faces `roll` gives back.

A pool is a plain list of faces, numbers (a d6: 1 to 6) or words (sword, shield, lily). Words have no order of
their own: primitives that rank faces take `order`, either a kind of dice of the game (its different faces,
lowest first, in the order the game file first lists them) or a list of faces, lowest first. Numbers need no
order.
"""
from __future__ import annotations

from typing import Any, Callable

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError


def faces_of(ctx: Any, faces: Any) -> list:
    """A copy of the pool's faces (the caller may sort or change it), each counted as a step."""
    return list(pool_of(ctx, faces))


def pool_of(ctx: Any, faces: Any) -> list | tuple:
    """The pool itself, checked, each face counted as a step: for callers that only read it."""
    if faces is None:
        return ()
    if faces.__class__ not in (list, tuple):
        raise EffectRuntimeError(f"{faces!r} is not a pool of dice (a list of faces)")
    ctx.steps += len(faces)
    return faces


def rank_of(ctx: Any, order: Any) -> Callable[[Any], Any]:
    """How high a face ranks: its number, or its place in `order` (a dice kind or a list, lowest first)."""
    if order is None or order == "":
        def number(face: Any) -> Any:
            if face.__class__ is not int:
                raise EffectRuntimeError(f"the face {face!r} is not a number: say how faces rank "
                                         "(order=\"<dice kind>\" or a list of faces, lowest first)")
            return face
        return number
    if isinstance(order, str):
        spec = ctx.game.dice.get(order)
        if spec is None:
            raise EffectRuntimeError(f"the game has no dice {order!r}")
        ranking = list(spec.faces)
    elif order.__class__ in (list, tuple):
        ranking = list(order)
    else:
        raise EffectRuntimeError(f"order={order!r}: give a dice kind or a list of faces, lowest first")
    places: dict[Any, int] = {}
    for face in ranking:  # a die may show a face twice: it ranks where it is listed first
        places.setdefault(face, len(places))

    def place(face: Any) -> int:
        if face not in places:
            raise EffectRuntimeError(f"the face {face!r} is not in the order {ranking!r}")
        return places[face]
    return place


def ranked(ctx: Any, faces: Any, order: Any) -> list:
    """The faces, highest first (equal faces keep their order)."""
    rank = rank_of(ctx, order)
    return sorted(pool_of(ctx, faces), key=rank, reverse=True)


def marked(faces: list, which: Callable[[Any], Any]) -> list[bool]:
    """Which dice `which` names: a condition on each face, or (a list, whatever the face) faces to take, each
    entry matching one die."""
    if not faces:
        return []
    first = which(faces[0])
    if first.__class__ in (list, tuple):
        wanted = list(first)
        chosen = []
        for face in faces:
            hit = face in wanted
            if hit:
                wanted.remove(face)
            chosen.append(hit)
        if wanted:
            raise EffectRuntimeError(f"cannot re-roll {wanted!r}: the pool {faces!r} has no such dice left")
        return chosen
    return [bool(first)] + [bool(which(face)) for face in faces[1:]]


def register_dice(r: Registry) -> Registry:
    """The dice-pool primitives, registered into the core vocabulary."""

    @r.action
    def reroll(ctx, dice: "str", faces: "any", which: "fn(any)", player: "player" = None) -> "any":
        """Roll some dice of a pool again and return the new pool (the other dice keep their faces and places).
        `which` is a condition on each face (`it`), `reroll("d6", pool, it < 3)`, or a list of faces to roll
        again, one die each: `let again = pick(p, pool, 1, at_least=0)` then `reroll("blue", pool, again)` (a
        player's choice). The new faces are logged like a roll (DiceRolled)."""
        if dice not in ctx.game.dice:
            raise EffectRuntimeError(f"the game has no dice {dice!r}")
        pool = faces_of(ctx, faces)
        chosen = marked(pool, which)
        again = iter(ctx.roll(dice, sum(chosen), player)) if any(chosen) else iter(())
        return [next(again) if hit else face for face, hit in zip(pool, chosen)]

    @r.query(reads=())
    def count_faces(ctx, faces: "any", face: "any") -> "int":
        """How many dice of a pool show `face` (`count_faces(pool, "sword")`). For a condition, count with
        `where`: `count(pool where it >= 5)` is the number of hits of 5 or more."""
        return pool_of(ctx, faces).count(face)

    @r.query(ranges={"n": (0, None)}, reads=())
    def highest(ctx, faces: "any", n: "int" = 1, order: "any" = None) -> "any":
        """The `n` highest faces of a pool, highest first (all of them when the pool is smaller). Faces that are
        words rank by `order`: a dice kind (its faces as listed, lowest first) or a list of faces."""
        return ranked(ctx, faces, order)[:n]

    @r.query(ranges={"n": (0, None)}, reads=())
    def lowest(ctx, faces: "any", n: "int" = 1, order: "any" = None) -> "any":
        """The `n` lowest faces of a pool, lowest first; `order` as for `highest`."""
        return ranked(ctx, faces, order)[::-1][:n]

    @r.query(reads=())
    def sorted_faces(ctx, faces: "any", order: "any" = None) -> "any":
        """The faces of a pool, highest first; `order` as for `highest`."""
        return ranked(ctx, faces, order)

    @r.query(reads=())
    def compare_pools(ctx, a: "any", b: "any", order: "any" = None) -> "any":
        """Two pools compared die by die, each sorted highest first: the highest of `a` against the highest of
        `b`, the second against the second, as far as the smaller pool goes. Returns a record with `wins` (the
        pairs where `a`'s die is higher), `losses` and `ties`: `let r = compare_pools(attack, defence)` then
        `r.wins`. `order` as for `highest`."""
        rank = rank_of(ctx, order)
        result = {"wins": 0, "losses": 0, "ties": 0}
        for mine, theirs in zip(ranked(ctx, a, order), ranked(ctx, b, order)):
            difference = rank(mine) - rank(theirs)
            result["wins" if difference > 0 else "losses" if difference < 0 else "ties"] += 1
        return result

    return r
