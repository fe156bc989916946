"""The values effects handle at run time: players are ints (seats), cards are their id strings, and zones are these
two small records (a zone of one owner, or a per-player family such as bare `hand`)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Zone:
    name: str
    owner: int | None = None

    @property
    def key(self) -> str:
        return self.name if self.owner is None else f"{self.name}@{self.owner}"

    def __str__(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Family:
    """A per-player zone named without its owner: `hand` means every player's hand, or the one of a player the
    primitive is working for."""

    name: str

    def of(self, player: int) -> Zone:
        return Zone(self.name, player)

    def __str__(self) -> str:
        return self.name


def zone_from_key(key: str) -> Zone:
    name, _, owner = key.partition("@")
    return Zone(name, int(owner) if owner else None)
