"""Running one scenario of a scenario file on rulekit.run.scenario.Scenario, through the same engine a game uses.

Seats are written as people see them: by name where the game names its seats, else by number counted from 1 (as
on the table and in `rulekit play --seat`); `hand@2` is the hand of seat 2. Everything a scenario names (zones,
cards, counters, events, steps, procedures, seats, dice) is checked first: a name the game does not have is an
ERROR at its line with the near miss, and nothing runs. Then the run, then every expectation; each one that does
not hold is a FAIL at its line, expected against actual (rulekit.testing.expect).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from rulekit.errors import ContentError, Diagnostic, RulekitError, did_you_mean
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario, UnansweredDecision
from rulekit.effects.values import zone_from_key
from rulekit.testing.files import Case

PASSED, FAILED, ERROR = "passed", "failed", "error"


@dataclass
class Outcome:
    """How one scenario went: passed, failed (expectations that do not hold) or error (the file or the content
    is wrong, or the run broke), with every finding at its line."""

    case: Case
    status: str
    findings: list[Diagnostic] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return self.status == PASSED

    def render(self) -> str:
        return "\n".join(d.render() for d in self.findings)


class CaseStopped(Exception):
    """The scenario cannot go on (its findings are already recorded)."""


class Run:
    """One scenario on its way: the game, the Scenario, and what was found."""

    def __init__(self, case: Case, root: Path | None = None) -> None:
        self.case, self.file, self.root = case, case.file, root
        self.findings: list[Diagnostic] = []
        self.errors = 0

    # ------------------------------------------------------------------ findings
    def error(self, message: str, where: tuple, suggestion: str | None = None) -> None:
        self.errors += 1
        self.findings.append(Diagnostic("ERROR", message, self.file.span(*where), suggestion=suggestion))

    def fail(self, message: str, where: tuple) -> None:
        self.findings.append(Diagnostic("FAIL", message, self.file.span(*where)))

    # ------------------------------------------------------------------ seats and names
    def seat(self, value: Any, where: tuple) -> int:
        """A seat as the engine counts it (from 0), from its name or its number counted from 1."""
        if isinstance(value, dict):
            value = value.get("seat")
        names = self.definition.seats
        if isinstance(value, str) and value in names and names.index(value) < self.seats:
            return names.index(value)
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= self.seats:
            return value - 1
        known = ", ".join(names[:self.seats]) if names else f"1 to {self.seats}"
        self.error(f"{value!r} is no seat of this game with {self.players} players (seats: {known})", where,
                   did_you_mean(str(value), names) if names else None)
        raise CaseStopped

    def seat_text(self, index: int) -> str:
        names = self.definition.seats
        return names[index] if index < len(names) else str(index + 1)

    def zone(self, key: str, where: tuple) -> str:
        """The engine's key of a zone written zone or zone@seat."""
        name, at, seat = key.partition("@")
        zone = self.definition.zones.get(name)
        if zone is None:
            self.error(f"{self.definition.id} has no zone {name!r}", where, did_you_mean(name, self.definition.zones))
            raise CaseStopped
        if zone.per_player and not at:
            self.error(f"{name!r} is a zone of each player: write {name}@SEAT (a seat's name or number)", where)
            raise CaseStopped
        if not zone.per_player and at:
            self.error(f"{name!r} is a shared zone: write it without @", where)
            raise CaseStopped
        if not at:
            return name
        return f"{name}@{self.seat(int(seat) if seat.isdigit() else seat, where)}"

    def card(self, card: Any, where: tuple) -> str:
        if card not in self.definition.cards:
            self.error(f"{self.definition.id} has no card {card!r}", where, did_you_mean(str(card), self.definition.cards))
            raise CaseStopped
        return card

    def counter(self, key: str, where: tuple) -> tuple[str, int | None]:
        """(counter name, seat or None) of `gems` or `ducats@2`."""
        name, at, seat = key.partition("@")
        if name in self.definition.counters and not at:
            return name, None
        if name in self.definition.player_counters:
            if not at:
                self.error(f"{name!r} is a counter of each player: write {name}@SEAT", where)
                raise CaseStopped
            return name, self.seat(int(seat) if seat.isdigit() else seat, where)
        known = list(self.definition.counters) + list(self.definition.player_counters)
        self.error(f"{self.definition.id} has no counter {name!r}" + (" of one player" if at else ""), where,
                   did_you_mean(name, known))
        raise CaseStopped

    def value(self, type_name: str, raw: Any, where: tuple, *, tuples: bool = False) -> Any:
        """A value as the engine holds it: seats as numbers from 0, zones as zones, lists as tuples for options."""
        if isinstance(raw, dict):
            return self.seat(raw, where + ("seat",))
        if type_name == "player":
            return self.seat(raw, where)
        if type_name == "players" and isinstance(raw, list):
            return [self.seat(item, where + (i,)) for i, item in enumerate(raw)]
        if type_name == "zone" and isinstance(raw, str):
            return zone_from_key(self.zone(raw, where))
        if type_name == "card" and isinstance(raw, str):
            return self.card(raw, where)
        if isinstance(raw, list):
            items = [self.value("any", item, where + (i,), tuples=tuples) for i, item in enumerate(raw)]
            return tuple(items) if tuples else items
        return raw

    # ------------------------------------------------------------------ the run
    def start(self) -> Scenario:
        from rulekit import catalog

        file = self.file
        try:
            self.definition = catalog.game(file.game, file.house_rules, self.root, file.packs)
        except ContentError as error:
            self.findings.extend(error.diagnostics)
            self.errors += 1
            raise CaseStopped from None
        except RulekitError as error:
            self.error(str(error), ("game",) if "game" in str(error) or "pack" in str(error) else ("house_rules",))
            raise CaseStopped from None
        d = self.definition
        self.players = self.case.data.get("players") or file.data.get("players") or d.default_players
        if not d.min_players <= self.players <= d.max_players:
            self.error(f"{d.id} is for {d.min_players} to {d.max_players} players, not {self.players}",
                       self.case.where("players") if "players" in self.case.data else ("players",))
            raise CaseStopped
        from rulekit.run.game import seat_count

        self.seats = seat_count(d, self.players)
        seed = self.case.data.get("seed", file.data.get("seed", 0))
        try:
            return Scenario(d, self.players, seed)
        except RulekitError as error:
            self.error(f"the game cannot be set up: {error}", self.case.where())
            raise CaseStopped from None


def set_up(run: Run, s: Scenario, setup: dict, where: tuple) -> None:
    for key, cards in (setup.get("zones") or {}).items():
        here = where + ("zones", key)
        zone = run.zone(key, here)
        listed = [run.card(card, here + (i,)) for i, card in enumerate(cards)]
        others = [c for c in s.zone(zone) if c not in listed]
        if others:
            s.put("box", *others)
        if listed:
            s.put(zone, *listed)
    for key, value in (setup.get("counters") or {}).items():
        name, seat = run.counter(key, where + ("counters", key))
        s.set(name, value, player=seat)
    for card, counters in (setup.get("cards") or {}).items():
        run.card(card, where + ("cards", card))
        for name, value in counters.items():
            if name not in run.definition.card_counters:
                run.error(f"{run.definition.id} has no card counter {name!r}", where + ("cards", card, name),
                          did_you_mean(name, run.definition.card_counters))
                continue
            s.set(name, value, card=card)
    for dice, faces in (setup.get("dice") or {}).items():
        if dice not in run.definition.dice:
            run.error(f"{run.definition.id} has no dice {dice!r}", where + ("dice", dice), did_you_mean(dice, run.definition.dice))
            continue
        try:
            s.force_dice(dice, *faces)
        except RulekitError as error:
            run.error(str(error), where + ("dice", dice))


@dataclass
class Answer:
    seat: int
    prompt: str
    values: tuple
    where: tuple


def scripted_answers(run: Run, s: Scenario) -> list[Answer]:
    answers = []
    for index, spec in enumerate(run.case.data.get("answers") or ()):
        where = run.case.where("answers", index)
        seat = run.seat(spec["seat"], where + ("seat",))
        if "pick" in spec:
            values = (run.value("any", spec["pick"], where + ("pick",), tuples=True),)
        else:
            values = tuple(run.value("any", v, where + ("picks", i), tuples=True) for i, v in enumerate(spec["picks"]))
        s.answer(seat, spec["prompt"], *values)
        answers.append(Answer(seat, spec["prompt"], values, where))
    return answers


def scripted_actions(run: Run, s: Scenario) -> list[Callable[[], Any]]:
    spec = run.case.data["run"]
    items = spec if isinstance(spec, list) else [spec]
    actions = []
    for index, item in enumerate(items):
        where = run.case.where("run", index) if isinstance(spec, list) else run.case.where("run")
        try:
            actions.append(_action(run, s, item, where))
        except CaseStopped:
            continue
    return actions


def _given(run: Run, given: dict, params: Any, required: list[str], owner: str, unknown: str, where: tuple,
           key: str) -> dict[str, Any]:
    """The values under `with` of a signal (an event's payload) or a call (a procedure's parameters), each read as
    its parameter's type; an unknown name (`unknown` says why, with `{name}` in it) or a required one left out
    stops the scenario with a located error."""
    types = {p.name: p.type for p in params}
    values = {}
    for name, raw in given.items():
        if name not in types:
            run.error(f"{owner} " + unknown.format(name=repr(name)), where + ("with", name),
                      did_you_mean(name, types))
            raise CaseStopped
        values[name] = run.value(types[name], raw, where + ("with", name))
    missing = [name for name in required if name not in values]
    if missing:
        run.error(f"{owner} needs {', '.join(missing)} under `with`", where + (key,))
        raise CaseStopped
    return values


def _action(run: Run, s: Scenario, item: dict, where: tuple) -> Callable[[], Any]:
    d = run.definition
    given = item.get("with") or {}
    if "signal" in item:
        event = d.registry.events.get(item["signal"])
        if event is None:
            run.error(f"{d.id} has no event {item['signal']!r}", where + ("signal",), did_you_mean(item["signal"], d.registry.events))
            raise CaseStopped
        payload = _given(run, given, event.payload, [p.name for p in event.payload], f"event {event.name!r}",
                         "carries no {name} (it carries: " + (", ".join(p.name for p in event.payload) or "nothing") + ")",
                         where, "signal")
        return lambda: s.signal(event.name, **payload)
    if "step" in item:
        phase, _, step = item["step"].partition("/")
        steps = [f"{p.id}/{st.id}" for p in d.phases for st in p.steps]
        if item["step"] not in steps:
            run.error(f"{d.id} has no step {item['step']!r} (steps: {', '.join(steps)})", where + ("step",),
                      did_you_mean(item["step"], steps))
            raise CaseStopped
        return lambda: s.run_step(phase, step)
    procedure = d.procedures.get(item["call"])
    if procedure is None:
        run.error(f"{d.id} has no procedure {item['call']!r}", where + ("call",), did_you_mean(item["call"], d.procedures))
        raise CaseStopped
    arguments = _given(run, given, procedure.params, [p.name for p in procedure.params if p.required],
                       f"procedure {procedure.name!r}",
                       "has no parameter {name} (it has: " + (", ".join(p.name for p in procedure.params) or "none") + ")",
                       where, "call")
    return lambda: s.call(procedure.name, **arguments)


@dataclass
class Happened:
    """What the run did: where the log stood before it, and how it ended."""

    start: int
    asked_before: int
    over: bool = False
    error: RulekitError | None = None


def run_actions(s: Scenario, actions: list[Callable[[], Any]]) -> Happened:
    happened = Happened(len(s.ctx.log), len(s.asked))
    try:
        for action in actions:
            action()
    except GameOver:
        happened.over = True
    except RulekitError as error:  # UnansweredDecision, run-time errors of content, budgets
        happened.error = error
    return happened


__all__ = ["Answer", "ERROR", "FAILED", "Happened", "Outcome", "PASSED", "Run", "UnansweredDecision"]
