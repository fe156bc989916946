"""The values effects handle at run time: players are ints (seats), cards are their id strings, zones are `Zone`
records (one zone of one owner) or `Family` (a per-player zone named bare, such as `hand`), and board links are
`Link` records."""
from __future__ import annotations

from dataclasses import dataclass


class Zone:
    """A zone of one owner (None for a shared zone). Its state key ("hand@2") is computed once."""

    __slots__ = ("name", "owner", "key")

    def __init__(self, name: str, owner: int | None = None) -> None:
        self.name = name
        self.owner = owner
        self.key = name if owner is None else f"{name}@{owner}"

    def __eq__(self, other: object) -> bool:
        return other.__class__ is Zone and other.key == self.key  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Zone({self.name!r}, {self.owner!r})"

    def __str__(self) -> str:
        return self.key

    def __reduce__(self):
        return (Zone, (self.name, self.owner))

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


def zone_from_key(key: str) -> Zone:
    name, _, owner = key.partition("@")
    return zone_of(name, int(owner) if owner else None)


def json_default(value: object) -> object:
    """For json.dumps: zones as {name, owner} (as the event log has always written them), anything else as text."""
    if isinstance(value, Zone):
        return value.to_json()
    return str(value)
