"""Every change to a game is one of these frozen records, appended to the log and applied to the state.

`apply(state, event)` is the only code that writes game state. Applying the log to the initial state gives the
current state again (tests check this), and per-player views redact the log by the visibility of zones.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"

    def to_json(self) -> Json:
        data = asdict(self)
        data["kind"] = self.kind
        return data


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    """Cards left their zones (one source per card) and were put on top of `to` in this order."""

    kind: ClassVar[str] = "cards_moved"
    cards: tuple[str, ...]
    sources: tuple[str, ...]
    to: str


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A zone's cards put in a new order by the game's random stream (`rng` is the counter afterwards)."""

    kind: ClassVar[str] = "shuffled"
    zone: str
    order: tuple[str, ...]
    rng: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    kind: ClassVar[str] = "dice_rolled"
    player: int | None
    dice: str
    faces: tuple[str, ...]
    rng: int


@dataclass(frozen=True, slots=True)
class RandomDrawn(Event):
    """A number drawn from the game's random stream for a rule (e.g. a random location)."""

    kind: ClassVar[str] = "random_drawn"
    value: int
    rng: int


@dataclass(frozen=True, slots=True)
class CounterSet(Event):
    """owner_kind is "game", "player" or "card"; owner is None, a seat or a card id."""

    kind: ClassVar[str] = "counter_set"
    owner_kind: str
    owner: int | str | None
    name: str
    value: int
    previous: int


@dataclass(frozen=True, slots=True)
class StepStarted(Event):
    kind: ClassVar[str] = "step_started"
    round: int
    phase: str
    step: str


@dataclass(frozen=True, slots=True)
class DecisionAnswered(Event):
    """A player's answer, as the chosen option values. Redacted for others when the decision is secret."""

    kind: ClassVar[str] = "decision_answered"
    decision: int
    player: int
    prompt: str
    chosen: tuple[Any, ...]
    secret: bool


@dataclass(frozen=True, slots=True)
class Signalled(Event):
    """A named game event happened (triggers listen to these)."""

    kind: ClassVar[str] = "signalled"
    event: str
    payload: tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class RewardPaid(Event):
    """A track's once-only reward square was paid; it will not pay again this game."""

    kind: ClassVar[str] = "reward_paid"
    track: str
    at: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str


EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (CardsMoved, Shuffled, DiceRolled, RandomDrawn, CounterSet, StepStarted, DecisionAnswered, Signalled,
                RewardPaid, GameEnded)
}


def event_from_json(data: Json) -> Event:
    cls = EVENT_TYPES[data["kind"]]
    values = {}
    for f in fields(cls):
        value = data[f.name]
        values[f.name] = tuple(tuple(v) if isinstance(v, list) else v for v in value) if isinstance(value, list) else value
    return cls(**values)


def apply(state: Json, event: Event) -> None:
    """Write one event into the state. The engine calls this and nothing else to change a game."""
    handler = _APPLY[type(event)]
    handler(state, event)


def _apply_moved(state: Json, e: CardsMoved) -> None:
    zones = state["zones"]
    for card, source in zip(e.cards, e.sources):
        zones[source].remove(card)
    zones[e.to].extend(e.cards)


def _apply_shuffled(state: Json, e: Shuffled) -> None:
    state["zones"][e.zone] = list(e.order)
    state["rng"]["counter"] = e.rng


def _apply_rng(state: Json, e: DiceRolled | RandomDrawn) -> None:
    state["rng"]["counter"] = e.rng


def _apply_counter(state: Json, e: CounterSet) -> None:
    if e.owner_kind == "game":
        state["counters"][e.name] = e.value
    elif e.owner_kind == "player":
        state["players"][e.owner][e.name] = e.value
    else:
        counters = state["card_counters"].setdefault(e.owner, {})
        if e.value:
            counters[e.name] = e.value
        else:
            counters.pop(e.name, None)
            if not counters:
                del state["card_counters"][e.owner]


def _apply_step(state: Json, e: StepStarted) -> None:
    state["round"], state["phase"], state["step"] = e.round, e.phase, e.step


def _apply_nothing(state: Json, e: Event) -> None:
    return None


def _apply_paid(state: Json, e: RewardPaid) -> None:
    state["paid"].append(f"{e.track}:{e.at}")


def _apply_ended(state: Json, e: GameEnded) -> None:
    state["result"] = {"winners": list(e.winners), "scores": list(e.scores), "reason": e.reason}


_APPLY = {
    CardsMoved: _apply_moved,
    Shuffled: _apply_shuffled,
    DiceRolled: _apply_rng,
    RandomDrawn: _apply_rng,
    CounterSet: _apply_counter,
    StepStarted: _apply_step,
    DecisionAnswered: _apply_nothing,
    Signalled: _apply_nothing,
    RewardPaid: _apply_paid,
    GameEnded: _apply_ended,
}
