"""The values effects handle at run time: players are ints (seats), cards are their id strings, zones are `Zone`
records (one zone of one owner) or `Family` (a per-player zone named bare, such as `hand`), and board links are
`Link` records."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulekit.errors import EffectRuntimeError


class Zone:
    """A zone of one owner (None for a shared zone). Its state key ("hand@2") is computed once.

    There is one record per zone (`zone_of` makes them, unpickling and copying go through it), so equality and
    hashing are object identity: comparing zones is the commonest operation of board searches."""

    __slots__ = ("name", "owner", "key")

    def __init__(self, name: str, owner: int | None = None) -> None:
        self.name = name
        self.owner = owner
        self.key = name if owner is None else f"{name}@{owner}"

    def __repr__(self) -> str:
        return f"Zone({self.name!r}, {self.owner!r})"

    def __str__(self) -> str:
        return self.key

    def __reduce__(self):
        return (zone_of, (self.name, self.owner))

    def __copy__(self) -> "Zone":
        return self

    def __deepcopy__(self, memo: dict) -> "Zone":
        return self

    def to_json(self) -> dict:
        return {"name": self.name, "owner": self.owner}


_ZONES: dict[tuple[str, int | None], Zone] = {}


def zone_of(name: str, owner: int | None = None) -> Zone:
    """The shared Zone record for (name, owner)."""
    found = _ZONES.get((name, owner))
    if found is None:
        found = _ZONES[(name, owner)] = Zone(name, owner)
    return found


@dataclass(frozen=True, slots=True)
class Family:
    """A per-player zone named without its owner: `hand` means every player's hand, or the one of a player the
    primitive is working for."""

    name: str

    def of(self, player: int) -> Zone:
        return zone_of(self.name, player)

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class Link:
    """One way out of a board space (GameDef.links[space]); every link is stored at both of its ends.

    to: the space it leads to; origin: the space it leaves (`from` in the effect language). kind: a word of the
    board ("door", "gate", "secret" ...). blockable: whether something may close it (`block`). index: the link's
    number, counted from 1 over the game's boards in file order and the same at both ends: it names the doorway,
    and whether it is blocked is engine state kept by this number (`state["blocked"]`, keyed by `key`, the number
    as text).
    """

    to: str
    kind: str
    blockable: bool
    index: int
    origin: str = field(default="", compare=False)
    key: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", str(self.index))

    def effect_attribute(self, ctx: Any, name: str, span: Any = None) -> Any:
        """`link.name` in the effect language (RunContext.attribute asks the value itself)."""
        if name == "to":
            return zone_of(self.to)
        if name == "from":
            return zone_of(self.origin)
        if name == "blocked":
            return self.key in ctx.state["blocked"]
        if name == "blocker":
            return ctx.state["blocked"].get(self.key)
        if name in ("kind", "blockable", "index"):
            return getattr(self, name)
        raise EffectRuntimeError(f"a link has no {name!r} (it has {', '.join(LINK_ATTRIBUTES)})", span)

    def to_json(self) -> dict:
        return {"from": self.origin, "to": self.to, "kind": self.kind, "index": self.index}

    def __str__(self) -> str:
        return f"{self.origin}->{self.to}#{self.index}"


# What a link value has in the effect language, and the type of each (the checker reads this).
LINK_ATTRIBUTES = {"to": "zone", "from": "zone", "kind": "str", "blockable": "bool", "index": "int",
                   "blocked": "bool", "blocker": "card"}


_BY_KEY: dict[str, Zone] = {}


def zone_from_key(key: str) -> Zone:
    """The shared Zone record of a state key ("hand@2")."""
    found = _BY_KEY.get(key)
    if found is None:
        name, _, owner = key.partition("@")
        found = _BY_KEY[key] = zone_of(name, int(owner) if owner else None)
    return found


def json_default(value: object) -> object:
    """For json.dumps: zones as {name, owner} (as the event log has always written them), anything else as text."""
    if isinstance(value, (Zone, Link)):
        return value.to_json()
    return str(value)
