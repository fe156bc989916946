"""The helpers generated code calls, and the limits on the values effects make.

Every name here is part of the namespace of a game's generated module (see `namespace`). They are small on
purpose: what the code generator could resolve at compile time it did; these handle values whose type only shows
at run time, and check the sizes of numbers and lists an effect builds (a content file must not be able to exhaust
the machine, e.g. `repeat 64 { x = x + x }`).
"""
from __future__ import annotations

from typing import Any

from rulekit.effects.limits import MAX_INT, MAX_ITEMS, oversized, too_large
from rulekit.errors import EffectBudgetError, EffectRuntimeError
from rulekit.run.machine import CONTROL, Frame
from rulekit.run.memo import NO_ZONES, compute as memo_compute
from rulekit.effects.values import Family, Link, Zone

EMPTY: dict = {}


def _checked(op: str, value: Any) -> Any:
    if oversized(value):
        raise EffectRuntimeError(f"'{op}' gives a value too large: {too_large(value)}")
    return value


def _add(a: Any, b: Any) -> Any:
    if a.__class__ is list:
        if b.__class__ is list:  # checked before it is built
            if len(a) + len(b) > MAX_ITEMS:
                raise EffectRuntimeError(f"'+' gives a value too large: {too_large(a, len(a) + len(b))}")
            return a + b
    else:
        value = a + b
        if value.__class__ is int and -MAX_INT <= value <= MAX_INT:  # the usual case, without a call
            return value
        return _checked("+", value)
    return _checked("+", a + b)


def _sub(a: Any, b: Any) -> Any:
    value = a - b
    if value.__class__ is int and -MAX_INT <= value <= MAX_INT:
        return value
    return _checked("-", value)


def _mul(a: Any, b: Any) -> Any:
    """`*`, refusing a number, list or string that breaks the size limits before building it."""
    if a.__class__ is int and b.__class__ is int:
        if -_SMALL < a < _SMALL and -_SMALL < b < _SMALL:  # the usual case: the product is within MAX_INT
            return a * b
        if a and b and abs(a).bit_length() + abs(b).bit_length() > 2 * MAX_INT.bit_length():
            raise EffectRuntimeError(f"'*' gives a value too large: {too_large(MAX_INT + 1)}")
        return _checked("*", a * b)
    for items, times in ((a, b), (b, a)):
        if isinstance(items, (list, str)) and isinstance(times, int) and len(items) * times > MAX_ITEMS:
            raise EffectRuntimeError(f"'*' gives a value too large: {too_large(items, len(items) * times)}")
    return _checked("*", a * b)


_SMALL = 2**26  # factors below this in size multiply to less than 2**52, within MAX_INT


def _floordiv(a: Any, b: Any) -> Any:
    if b == 0 and a.__class__ is int:
        raise EffectRuntimeError(f"'//' by zero: {_shown(a)} // 0")
    return a // b


def _mod(a: Any, b: Any) -> Any:
    if isinstance(a, str):  # Python would format it: "%09999999d" % 1 is a huge string
        raise EffectRuntimeError(f"cannot apply '%' to {_shown(a)} and {_shown(b)}")
    if b == 0 and a.__class__ is int:
        raise EffectRuntimeError(f"'%' by zero: {_shown(a)} % 0")
    return a % b


def _shown(value: Any) -> str:
    """A value for a message, cut short (a value may be a list of thousands of cards)."""
    text = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else "a very large number"
    return text if len(text) <= 80 else text[:77] + "..."


def _times(count: Any) -> int:
    if count.__class__ is not int:
        raise EffectRuntimeError(f"'repeat' needs a whole number, got {count!r}")
    return count


def _over_budget(ctx: Any) -> None:
    raise EffectBudgetError(f"effects ran more than {ctx.budget} steps before the next decision; stopped")


def _iter(ctx: Any, value: Any) -> Any:
    """What `where`, a loop or a list query goes over; each item counts as a step of the budget."""
    cls = value.__class__
    if cls is list or cls is tuple:
        ctx.steps += len(value)
        return value
    if cls is Zone:  # the zone's own list: whatever goes over it here changes no zone (a `for` takes a snapshot)
        if ctx.reads is not None:
            ctx.reads.add(value.key)
        items = ctx.zones[value.key]
        ctx.steps += len(items)
        return items
    return ctx.iterate(value)


def _snapshot(ctx: Any, value: Any) -> tuple:
    """What a `for` goes over: a copy, since its body may move the very cards it iterates over."""
    if value.__class__ is list:  # the usual case, without a second call
        ctx.steps += len(value)
        return tuple(value)
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
    if value.__class__ is Link:  # board links are read in the inner loops of board searches
        return value.effect_attribute(ctx, name)
    return ctx.attribute(value, name)


def _link_blocked(ctx: Any, link: Link) -> bool:
    return link.key in ctx.blocked


def _global(ctx: Any, name: str) -> Any:
    return ctx.lookup(name)


def _zk(ctx: Any, zone: Any) -> str:
    """The key of the zone whose cards are read next."""
    if zone.__class__ is Zone:
        if ctx.reads is not None:
            ctx.reads.add(zone.key)
        return zone.key
    if zone.__class__ is Family:
        raise EffectRuntimeError(f"{zone.name!r} is one zone per player: say whose (e.g. p.{zone.name})")
    raise EffectRuntimeError(f"{zone!r} is not a zone")


def _zone_owner(zone: Any) -> Any:
    return zone.owner if zone.__class__ is Zone else None


def _top(cards: list) -> Any:
    return cards[-1] if cards else None


def _sum(values: Any) -> int:
    return sum(values) if None not in values else sum([v for v in values if v is not None])


def _sum_of(ctx: Any, value: Any) -> int:
    """`sum(xs)` in one call: `_sum(_iter(ctx, xs))` with the usual list's budget count done here."""
    if value.__class__ is list:
        ctx.steps += len(value)
        return sum(value) if None not in value else sum([v for v in value if v is not None])
    return _sum(_iter(ctx, value))


def _stat_or_counter(stats: dict, counters: dict, card: Any, name: str) -> Any:
    if card in stats:
        return stats[card]
    return counters.get(card, EMPTY).get(name, 0)


MISSING = object()


def namespace() -> dict[str, Any]:
    """The names every generated module starts with."""
    return {
        "CONTROL": CONTROL, "Frame": Frame, "Link": Link, "EMPTY": EMPTY,
        "_add": _add, "_sub": _sub, "_mul": _mul, "_floordiv": _floordiv, "_mod": _mod, "_times": _times,
        "_over_budget": _over_budget, "_iter": _iter, "_snapshot": _snapshot, "_members": _members,
        "_players": _players, "_attr": _attr, "_global": _global, "_zk": _zk, "_zone_owner": _zone_owner,
        "_top": _top, "_stat_or_counter": _stat_or_counter, "_sum": _sum, "_sum_of": _sum_of,
        "_link_blocked": _link_blocked,
        "_compute": memo_compute, "_NO_ZONES": NO_ZONES,
        "MISSING": MISSING, "__builtins__": _BUILTINS,
    }


# Generated code uses only these builtins; nothing else (no open, no __import__) is reachable from it.
_BUILTINS = {"len": len, "list": list, "tuple": tuple, "range": range, "next": next}
