"""Decisions: what the engine asks a player, and how an answer is checked.

An effect that needs a choice yields an `Ask` holding one decision per player who must answer. Several at once
is a simultaneous secret choice (every player picks a card, then all are revealed). The game stays paused until
every decision of the Ask is answered; an illegal answer raises IllegalActionError and changes nothing.

An answer is a tuple of option indices (a single int is accepted for one pick), with between `min` and `max`
entries and no index twice. The order is the player's: picking several cards in an order means that order.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple, Sequence

from rulekit.errors import IllegalActionError


class Option(NamedTuple):
    """One legal choice. `value` is what the effect receives (a card id, a seat, a keyword); `label` is a message id
    for the text shown to people, `args` its variables."""

    value: Any
    label: str = ""
    args: tuple[tuple[str, Any], ...] = ()


class Decision:
    """A question to one player: options to pick between `min` and `max` of. Read-only once made (its JSON form,
    which every view of it shares, is made once)."""

    __slots__ = ("id", "player", "prompt", "options", "min", "max", "secret", "prefer", "_json")

    def __init__(self, id: int, player: int, prompt: str, options: tuple[Option, ...], min: int = 1, max: int = 1,
                 secret: bool = False, prefer: str = "") -> None:
        self.id = id
        self.player = player
        self.prompt = prompt
        self.options = options
        self.min = min
        self.max = max
        self.secret = secret
        self.prefer = prefer  # a card stat a greedy agent maximises ("-stat" minimises); empty: no hint
        self._json: dict[str, Any] | None = None

    def __repr__(self) -> str:
        return f"Decision({self.id}, player={self.player}, prompt={self.prompt!r}, {len(self.options)} options)"

    def normalize(self, answer: int | Sequence[int]) -> tuple[int, ...]:
        """The answer as a tuple of indices, or IllegalActionError saying what is wrong."""
        if answer.__class__ is tuple and self.min <= len(answer) <= self.max:
            size = len(self.options)
            if all(i.__class__ is int and 0 <= i < size for i in answer) and len(set(answer)) == len(answer):
                return answer  # the common case, checked fast
        if isinstance(answer, bool):
            raise IllegalActionError(f"decision {self.id} ({self.prompt}): answer {answer!r} is not an option number")
        picks = (answer,) if isinstance(answer, int) else tuple(answer)
        if not all(isinstance(i, int) and not isinstance(i, bool) for i in picks):
            raise IllegalActionError(f"decision {self.id} ({self.prompt}): answer {answer!r} must be option numbers")
        if not self.min <= len(picks) <= self.max:
            wanted = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            raise IllegalActionError(
                f"decision {self.id} ({self.prompt}): choose {wanted} option(s), not {len(picks)}"
            )
        if len(set(picks)) != len(picks):
            raise IllegalActionError(f"decision {self.id} ({self.prompt}): an option was chosen twice in {answer!r}")
        for i in picks:
            if not 0 <= i < len(self.options):
                raise IllegalActionError(
                    f"decision {self.id} ({self.prompt}): option {i} does not exist (0 to {len(self.options) - 1})"
                )
        return picks

    def values(self, picks: tuple[int, ...]) -> tuple[Any, ...]:
        options = self.options
        return tuple([options[i][0] for i in picks])

    def to_json(self) -> dict[str, Any]:
        """The decision as plain data (shared: treat it as read-only)."""
        if self._json is None:
            self._json = {
                "id": self.id,
                "player": self.player,
                "prompt": self.prompt,
                "options": [{"value": o[0], "label": o[1], "args": dict(o[2])} for o in self.options],
                "min": self.min,
                "max": self.max,
                "secret": self.secret,
                "prefer": self.prefer,
            }
        return self._json


@dataclass(frozen=True, slots=True)
class Ask:
    """What an effect yields: these decisions, answered in any order; the effect resumes with
    {player: chosen values} once all are in."""

    decisions: tuple[Decision, ...]
