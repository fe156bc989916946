"""A game ready to run: the YAML definition with every effect compiled and every name resolved.

Built once per (game, house rules) by rulekit.compile.game.compile_game and shared by all games played with
it; nothing here changes while a game runs. Effects are `rulekit.run.flow.Code` objects (functions of the game's
generated module).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from rulekit.effects.registry import Registry
from rulekit.errors import EffectRuntimeError, Span
from rulekit.effects.values import Link  # noqa: F401 - defined with the run-time values, read by rulesets from here


@dataclass(frozen=True, slots=True)
class ZoneDef:
    name: str
    per_player: bool
    visibility: str  # "public": everyone sees the cards; "owner": only the owning seat; "hidden": nobody
    active: bool  # cards here have their triggers switched on
    span: Span
    seen_by: frozenset[int] = frozenset()  # seats that see a hidden shared zone anyway


@dataclass(frozen=True, slots=True)
class Reward:
    at: int
    once: bool
    effect: Any  # CompiledEffect


@dataclass(frozen=True, slots=True)
class TrackDef:
    """A game counter moving along squares 0..length-1, with printed values and reward squares."""

    name: str
    length: int
    start: int
    values: Mapping[str, tuple[int, ...]]
    rewards: tuple[Reward, ...]


@dataclass(frozen=True, slots=True)
class Trigger:
    id: str
    event: str
    condition: Any  # Code of an expression, or None
    effect: Any  # Code
    card: str | None
    source: str | None
    response: bool = False  # a card's "at any time" trigger: it fires only in a response window (`respond`)


@dataclass(frozen=True, slots=True)
class ProcedureDef:
    """A named procedure of the game, written in the effect language (`procedures:` in the game file)."""

    name: str
    params: tuple[Any, ...]  # registry.Param
    returns: str
    doc: str
    source: str | None
    span: Span
    code: Any  # Code
    asks: bool


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    kind: str
    stats: Mapping[str, Any]
    deck: str | None
    triggers: tuple[Trigger, ...]
    provenance: str
    span: Span
    counters: Mapping[str, int] = field(default_factory=dict)  # start values of the card's counters
    text: str = ""  # the Fluent message that names it (shared by copies and by cards naming one `text`)
    back: tuple[Any, ...] = ()  # the values of its kind's `back` stats: what everyone knows of it face down


@dataclass(frozen=True, slots=True)
class DiceDef:
    name: str
    faces: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Step:
    id: str
    effect: Any  # Code
    repeat: Any  # None (once), an int, or Code of an expression evaluated when the step starts
    while_: Any  # Code of an expression or None: checked before each run
    if_: Any  # Code of an expression or None: the step is skipped unless it holds
    source: str | None
    span: Span | None = None  # the step in its YAML file (budget errors point here)


@dataclass(frozen=True, slots=True)
class Phase:
    id: str
    steps: tuple[Step, ...]
    source: str | None


PluginHandler = Callable[..., Any]


@dataclass(frozen=True)
class GameDef:
    id: str
    min_players: int
    max_players: int
    default_players: int
    score: str | None
    zones: Mapping[str, ZoneDef]
    counters: Mapping[str, int]
    player_counters: Mapping[str, int]
    card_counters: frozenset[str]
    cards: Mapping[str, CardDef]
    dice: Mapping[str, DiceDef]
    player_counts: Mapping[int, Mapping[str, Any]]
    setup: tuple[Step, ...]
    phases: tuple[Phase, ...]
    end_when: Any  # Code of an expression, or None
    rule_triggers: Mapping[str, tuple[Trigger, ...]]
    card_triggers: Mapping[str, tuple[Trigger, ...]]
    plugin_triggers: Mapping[str, tuple[PluginHandler, ...]]
    registry: Registry
    house_rules: tuple[str, ...]
    round_limit: int = 200
    step_budget: int = 100_000  # effect steps, step repetitions and rounds between two decisions
    flow_span: Span | None = None  # the game file's `flow` (budget errors of whole rounds point here)
    names: Mapping[str, Any] = field(default_factory=dict)  # static global names: zones, ids, events
    card_facts: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # what a visible card shows: kind, stats
    tracks: Mapping[str, TrackDef] = field(default_factory=dict)
    seats: tuple[str, ...] = ()  # seat names, seat 0 first (empty: seats are only numbers)
    sides: Mapping[str, tuple[int, ...]] = field(default_factory=dict)  # side name -> its seats
    automated: frozenset[int] = frozenset()  # seats whose decisions the rules make at random
    space_tags: Mapping[str, frozenset[str]] = field(default_factory=dict)
    links: Mapping[str, tuple[Link, ...]] = field(default_factory=dict)  # space -> its links (every space, maybe ())
    space_at: Mapping[str, tuple[float, float]] = field(default_factory=dict)  # space -> (x, y) where it is drawn
    handlers: Mapping[str, tuple[tuple[int, Any], ...]] = field(default_factory=dict)  # event -> (kind, trigger)
    asking_tracks: frozenset[str] = frozenset()  # tracks with a reward that asks
    procedures: Mapping[str, ProcedureDef] = field(default_factory=dict)
    responses: Mapping[str, tuple[Trigger, ...]] = field(default_factory=dict)  # event -> cards' response triggers
    module: Any = None  # the generated module (codegen.ModuleCode): `rulekit show GAME --python NAME`
    house_rules_offered: Mapping[str, str] = field(default_factory=dict)  # name -> description
    stat_tables: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # stat -> card -> printed value
    packs: tuple[tuple[str, str], ...] = ()  # (id, version) of the content packs merged in, in order
    external_counters: frozenset[str] = frozenset()  # game counters set only from outside (Game.external)
    estimate: Any = None  # Code of the `estimate` expression (variable p: a seat), or None: see GameDef.estimated
    # facts the engine derives from this definition alone, worked out by the first game that asks and shared by all
    # (RunContext.derived); not an argument, so a definition made by dataclasses.replace starts without them
    derived: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def estimated(self, ctx: Any, seat: int) -> float | None:
        """How likely `seat`'s side is to win from here, 0 to 1, by the game's `estimate` (for search agents that
        stop a playout before the end); None when the game has none."""
        if self.estimate is None:
            return None
        value = self.estimate.fn(ctx, {"p": seat})
        if value.__class__ is not int:
            raise EffectRuntimeError(f"the game's estimate gave {value!r}, not a whole number from 0 to 100",
                                     self.estimate.span)
        return min(max(value, 0), 100) / 100

    def zone_key(self, name: str, owner: int | None) -> str:
        return name if owner is None else f"{name}@{owner}"

    def zone_keys(self, players: int) -> list[str]:
        keys = []
        for zone in self.zones.values():
            if zone.per_player:
                keys.extend(self.zone_key(zone.name, p) for p in range(players))
            else:
                keys.append(zone.name)
        return keys
