"""Every change to a game is one of these frozen records, appended to the log and applied to the state.

`apply(state, event)` is the only code that writes game state. Applying the log to the initial state gives the
current state again (tests check this), and per-player views redact the log by the visibility of zones. Events are
named tuples: immutable, and cheap to make (a game makes thousands).
"""
from __future__ import annotations

from collections import namedtuple
from types import MethodType
from typing import Any, ClassVar

Json = dict[str, Any]


class Event:
    """Base of every event: a frozen record with a `kind`."""

    __slots__ = ()
    kind: ClassVar[str] = "event"

    def to_json(self) -> Json:
        data = dict(zip(self._fields, self))  # type: ignore[call-overload]
        data["kind"] = self.kind
        return data


class CardsMoved(Event, namedtuple("_CardsMoved", "cards sources to")):
    """Cards left their zones (one source per card) and were put on top of `to` in this order."""

    __slots__ = ()
    kind: ClassVar[str] = "cards_moved"
    # cards: tuple[str, ...]; sources: tuple[str, ...]; to: str


class Shuffled(Event, namedtuple("_Shuffled", "zone order rng")):
    """A zone's cards put in a new order by the game's random stream (`rng` is the counter afterwards)."""

    __slots__ = ()
    kind: ClassVar[str] = "shuffled"
    # zone: str; order: tuple[str, ...]; rng: int


class DiceRolled(Event, namedtuple("_DiceRolled", "player dice faces rng")):
    """Dice of a kind rolled (for `player`, or none), showing `faces`."""

    __slots__ = ()
    kind: ClassVar[str] = "dice_rolled"
    # player: int | None; dice: str; faces: tuple[str, ...]; rng: int


class RandomDrawn(Event, namedtuple("_RandomDrawn", "value rng")):
    """A number drawn from the game's random stream for a rule (e.g. a random location)."""

    __slots__ = ()
    kind: ClassVar[str] = "random_drawn"
    # value: int; rng: int


class CounterSet(Event, namedtuple("_CounterSet", "owner_kind owner name value previous")):
    """owner_kind is "game", "player" or "card"; owner is None, a seat or a card id."""

    __slots__ = ()
    kind: ClassVar[str] = "counter_set"
    # owner_kind: str; owner: int | str | None; name: str; value: int; previous: int


class StepStarted(Event, namedtuple("_StepStarted", "round phase step")):

    __slots__ = ()
    kind: ClassVar[str] = "step_started"
    # round: int; phase: str; step: str


class DecisionAnswered(Event, namedtuple("_DecisionAnswered", "decision player prompt chosen secret")):
    """A player's answer, as the chosen option values. Redacted for others when the decision is secret."""

    __slots__ = ()
    kind: ClassVar[str] = "decision_answered"
    # decision: int; player: int; prompt: str; chosen: tuple[Any, ...]; secret: bool


class Signalled(Event, namedtuple("_Signalled", "event payload")):
    """A named game event happened (triggers listen to these)."""

    __slots__ = ()
    kind: ClassVar[str] = "signalled"
    # event: str; payload: tuple[tuple[str, Any], ...]


class RewardPaid(Event, namedtuple("_RewardPaid", "track at")):
    """A track's once-only reward square was paid; it will not pay again this game."""

    __slots__ = ()
    kind: ClassVar[str] = "reward_paid"
    # track: str; at: int


class LinkBlocked(Event, namedtuple("_LinkBlocked", "link blocker")):
    """The board link numbered `link` was closed (by the card `blocker`, or none): it stays closed until unblocked."""

    __slots__ = ()
    kind: ClassVar[str] = "link_blocked"
    # link: int; blocker: str | None


class LinkUnblocked(Event, namedtuple("_LinkUnblocked", "link")):
    """The board link numbered `link` is open again."""

    __slots__ = ()
    kind: ClassVar[str] = "link_unblocked"
    # link: int


class TurnStarted(Event, namedtuple("_TurnStarted", "player points")):
    """`player` is now the active player, with `points` action points to spend."""

    __slots__ = ()
    kind: ClassVar[str] = "turn_started"
    # player: int; points: int


class PointsChanged(Event, namedtuple("_PointsChanged", "player change left")):
    """The active player's action points changed by `change` (negative: spent); `left` remain."""

    __slots__ = ()
    kind: ClassVar[str] = "points_changed"
    # player: int; change: int; left: int


class TurnEnded(Event, namedtuple("_TurnEnded", "player")):
    """`player`'s turn is over; nobody is the active player until the next turn starts."""

    __slots__ = ()
    kind: ClassVar[str] = "turn_ended"
    # player: int


class CardsRevealed(Event, namedtuple("_CardsRevealed", "cards to")):
    """These cards were shown to the seats `to`; those seats see them where they lie until the card is shuffled."""

    __slots__ = ()
    kind: ClassVar[str] = "cards_revealed"
    # cards: tuple[str, ...]; to: tuple[int, ...]


class GameEnded(Event, namedtuple("_GameEnded", "winners scores reason")):

    __slots__ = ()
    kind: ClassVar[str] = "game_ended"
    # winners: tuple[int, ...]; scores: tuple[int, ...]; reason: str


def maker(cls: type) -> Any:
    """A fast constructor for hot paths: `maker(CardsMoved)((cards, sources, to))` makes the same event as
    `CardsMoved(cards, sources, to)` without a Python-level call. `tuple.__new__` bound to the class as a method
    (a game makes some 500 events: this costs about 15% less per event than a functools.partial of it)."""
    return MethodType(tuple.__new__, cls)


EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (CardsMoved, Shuffled, DiceRolled, RandomDrawn, CounterSet, StepStarted, DecisionAnswered, Signalled,
                RewardPaid, GameEnded, LinkBlocked, LinkUnblocked, TurnStarted, PointsChanged, TurnEnded, CardsRevealed)
}


def event_from_json(data: Json) -> Event:
    cls = EVENT_TYPES[data["kind"]]
    values = {}
    for name in cls._fields:
        value = data[name]
        values[name] = tuple(tuple(v) if isinstance(v, list) else v for v in value) if isinstance(value, list) else value
    return cls(**values)


def apply(state: Json, event: Event) -> None:
    """Write one event into the state. The engine calls this and nothing else to change a game."""
    handler = _APPLY[type(event)]
    handler(state, event)


def _apply_moved(state: Json, e: CardsMoved) -> None:
    move_cards(state["zones"], e.cards, e.sources, e.to)


def move_cards(zones: dict[str, list[str]], cards: tuple[str, ...], sources: tuple[str, ...], to: str) -> None:
    """A move's change of the zones (`zones`: a state's): each card leaves its source for the top of `to`."""
    if len(cards) == 1:
        taken = zones[sources[0]]
        if taken[-1] == cards[0]:
            taken.pop()  # the top card: the usual case
        else:
            taken.remove(cards[0])
    elif not _take_together(zones[sources[0]], cards, sources):
        for card, source in zip(cards, sources):  # each card leaves its zone, where it lies once
            taken = zones[source]
            if taken[-1] == card:
                taken.pop()
            else:
                taken.remove(card)
    zones[to].extend(cards)


def _take_together(zone: list[str], cards: tuple[str, ...], sources: tuple[str, ...]) -> bool:
    """Take several cards off `zone` at once when they all leave it and are the whole of it (a gather) or its top
    cards (a draw); False, taking nothing, otherwise."""
    count = len(cards)
    if sources.count(sources[0]) != count:
        return False
    if len(zone) == count:
        zone.clear()  # (its cards are these, each lies there once)
    elif zone[-count:] == list(reversed(cards)) or zone[-count:] == list(cards):
        del zone[-count:]
    else:
        return False
    return True


def _apply_shuffled(state: Json, e: Shuffled) -> None:
    state["zones"][e.zone] = list(e.order)
    state["rng"]["counter"] = e.rng
    revealed = state["revealed"]
    if revealed:  # a shuffled card is lost among the others: whoever saw it no longer knows which it is
        for card in e.order:
            revealed.pop(card, None)


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


def _apply_blocked(state: Json, e: LinkBlocked) -> None:
    state["blocked"][str(e.link)] = e.blocker


def _apply_unblocked(state: Json, e: LinkUnblocked) -> None:
    state["blocked"].pop(str(e.link), None)


def _apply_turn(state: Json, e: TurnStarted) -> None:
    state["turn"] = {"player": e.player, "points": e.points}


def _apply_points(state: Json, e: PointsChanged) -> None:
    state["turn"]["points"] = e.left


def _apply_turn_ended(state: Json, e: TurnEnded) -> None:
    state["turn"] = None


def _apply_revealed(state: Json, e: CardsRevealed) -> None:
    revealed = state["revealed"]
    for card in e.cards:
        revealed[card] = sorted(set(revealed.get(card, ())) | set(e.to))


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
    LinkBlocked: _apply_blocked,
    LinkUnblocked: _apply_unblocked,
    TurnStarted: _apply_turn,
    PointsChanged: _apply_points,
    TurnEnded: _apply_turn_ended,
    CardsRevealed: _apply_revealed,
}
