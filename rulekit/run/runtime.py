"""The helpers generated code calls, and the limits on the values effects make.

Every name here is part of the namespace of a game's generated module (see `namespace`). They are small on
purpose: what the code generator could resolve at compile time it did; these handle values whose type only shows
at run time, and check the sizes of numbers and lists an effect builds (a content file must not be able to exhaust
the machine, e.g. `repeat 64 { x = x + x }`).
"""
from __future__ import annotations

from typing import Any

from rulekit.errors import EffectBudgetError, EffectRuntimeError
from rulekit.run.machine import CONTROL, Frame
from rulekit.run.values import Family, Zone

MAX_INT = 10**15  # numbers effects compute stay within +- this
MAX_LIST = 100_000  # lists effects build hold at most this many items
EMPTY: dict = {}
NONES = (None,) * 512


def _check_int(value: Any) -> Any:
    if value.__class__ is int and not -MAX_INT <= value <= MAX_INT:
        raise EffectRuntimeError(f"the number {_short(value)} is too large (limit: {MAX_INT:,})")
    return value


def _check(value: Any) -> Any:
    cls = value.__class__
    if cls is int:
        return _check_int(value)
    if cls is list and len(value) > MAX_LIST:
        raise EffectRuntimeError(f"a list of {len(value):,} items is too long (limit: {MAX_LIST:,})")
    return value


def _short(value: int) -> str:
    text = str(value) if value.bit_length() < 2000 else f"of {value.bit_length()} bits"
    return text if len(text) < 40 else text[:20] + "..." + text[-6:]


def _add(a: Any, b: Any) -> Any:
    if a.__class__ is list and b.__class__ is list and len(a) + len(b) > MAX_LIST:
        raise EffectRuntimeError(f"a list of {len(a) + len(b):,} items is too long (limit: {MAX_LIST:,})")
    return _check(a + b)


def _sub(a: Any, b: Any) -> Any:
    return _check(a - b)


def _mul(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        if a and b and abs(a).bit_length() + abs(b).bit_length() > 64:
            raise EffectRuntimeError(f"{_short(a)} * {_short(b)} is too large (limit: {MAX_INT:,})")
        return _check_int(a * b)
    if (a.__class__ is list and b.__class__ is int and len(a) * max(b, 0) > MAX_LIST) or \
            (b.__class__ is list and a.__class__ is int and len(b) * max(a, 0) > MAX_LIST):
        raise EffectRuntimeError(f"a list that long is too long (limit: {MAX_LIST:,})")
    return _check(a * b)


def _floordiv(a: Any, b: Any) -> Any:
    return a // b


def _mod(a: Any, b: Any) -> Any:
    return a % b


def _times(count: Any) -> int:
    if count.__class__ is not int:
        raise EffectRuntimeError(f"'repeat' needs a whole number, got {count!r}")
    return count


def _over_budget(ctx: Any) -> None:
    raise EffectBudgetError(f"effects ran more than {ctx.budget} steps before the next decision; stopped")


def _iter(ctx: Any, value: Any) -> Any:
    cls = value.__class__
    if cls is list or cls is tuple:
        return value
    return ctx.iterate(value)


def _snapshot(ctx: Any, value: Any) -> tuple:
    """What a `for` goes over: a copy, since its body may move the very cards it iterates over."""
    return tuple(_iter(ctx, value))


def _members(ctx: Any, value: Any) -> Any:
    cls = value.__class__
    if cls is list or cls is tuple:
        return value
    if cls is Zone or cls is Family:
        return ctx.cards_of(value)
    if value is None:
        return ()
    raise EffectRuntimeError(f"'in' needs a list, players, cards or a zone on its right, not {value!r}")


def _players(ctx: Any, value: Any) -> list[int]:
    return ctx.players_of(value)


def _attr(ctx: Any, value: Any, name: str) -> Any:
    return ctx.attribute(value, name)


def _global(ctx: Any, name: str) -> Any:
    return ctx.lookup(name)


def _zk(zone: Any) -> str:
    if zone.__class__ is Zone:
        return zone.key
    if zone.__class__ is Family:
        raise EffectRuntimeError(f"{zone.name!r} is one zone per player: say whose (e.g. p.{zone.name})")
    raise EffectRuntimeError(f"{zone!r} is not a zone")


def _zone_owner(zone: Any) -> Any:
    return zone.owner if zone.__class__ is Zone else None


def _top(cards: list) -> Any:
    return cards[-1] if cards else None


def _sum(values: Any) -> int:
    return sum([v for v in values if v is not None])


def _stat_or_counter(stats: dict, counters: dict, card: Any, name: str) -> Any:
    if card in stats:
        return stats[card]
    return counters.get(card, EMPTY).get(name, 0)


def namespace() -> dict[str, Any]:
    """The names every generated module starts with."""
    return {
        "CONTROL": CONTROL, "Frame": Frame, "EMPTY": EMPTY, "NONES": NONES,
        "_add": _add, "_sub": _sub, "_mul": _mul, "_floordiv": _floordiv, "_mod": _mod, "_times": _times,
        "_over_budget": _over_budget, "_iter": _iter, "_snapshot": _snapshot, "_members": _members,
        "_players": _players, "_attr": _attr, "_global": _global, "_zk": _zk, "_zone_owner": _zone_owner,
        "_top": _top, "_stat_or_counter": _stat_or_counter, "_sum": _sum, "__builtins__": _BUILTINS,
    }


# Generated code uses only these builtins; nothing else (no open, no __import__) is reachable from it.
_BUILTINS = {"len": len, "list": list, "tuple": tuple, "range": range}
