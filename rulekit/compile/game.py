"""Compile a game's YAML documents into a GameDef: resolve names, parse, check and compile every effect once.

Input: the loaded documents of one game (rulekit.load). Output: a GameDef, or a ContentError with every problem
found. Plugins (the game's ruleset, chosen house rules) are consulted here and only here. The stages, each in its
own function: packs merged (compile/packs.py) -> house rules -> events -> the world (seats, zones, counters, cards, names) -> every effect text
collected (flow, tracks, triggers, procedures) -> one generated module -> the GameDef.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pluggy

from rulekit import plugins
from rulekit.check.codes import diagnostic
from rulekit.compile import house_rules as house
from rulekit.compile.board import board_graph, collect_tracks
from rulekit.compile.constants import World as ConstantsWorld
from rulekit.compile.constants import check_constants
from rulekit.compile.model import CardDef, GameDef, Phase, ProcedureDef, Step, Trigger
from rulekit.compile.packs import merge_packs
from rulekit.compile.procedures import collect_procedures
from rulekit.compile.sources import fix, fix_span, source
from rulekit.compile.units import Unit, Units
from rulekit.compile.world import World, add_names, build_world, code_names
from rulekit.effects.checker import check_stat_ranges, endless_recursion, signal_loops, unconditional_signals
from rulekit.effects.registry import Registry, Scope
from rulekit.errors import ContentError, Diagnostic, PluginError, Span, did_you_mean
from rulekit.load.cards import text_id
from rulekit.run.flow import CARD, PLUGIN, RULE
from rulekit.run.game import BOX
from rulekit.run.primitives import core_registry

__all__ = ["BOX", "board_graph", "build_registry", "check_games", "compile_game"]

CORE_EVENTS = {
    "round_started": ("A new round begins (before its first step).", {"round": "int"}),
    "round_ended": ("A round ended (after its last step, before the end condition is checked).", {"round": "int"}),
}


def build_registry(game: str, house_rules: Sequence[str] = (), pm: pluggy.PluginManager | None = None) -> Registry:
    """The core vocabulary plus what the game's ruleset and the chosen house rules register, in plugin order."""
    pm = pm or plugins.default_plugin_manager()
    registry = core_registry()
    for name, (doc, payload) in CORE_EVENTS.items():
        registry.event(name, doc, **payload)
    for impl in pm.hook.rulekit_register_primitives.get_hookimpls():
        scoped = registry.scoped(impl.plugin_name)
        try:
            impl.function(registry=scoped, game=game, house_rules=tuple(house_rules))
        except PluginError:
            raise
        except Exception as error:
            raise PluginError(f"plugin {impl.plugin_name!r} failed to register primitives: {type(error).__name__}: {error}") from None
    return registry


@dataclass
class _Build:
    """What one compilation collects on its way."""

    game_id: str
    game_doc: Any
    definition: dict
    boards: list
    card_docs: list
    registry: Registry
    units: Units
    diagnostics: list[Diagnostic]
    world: World | None = None

    def problem(self, code: str, message: str, span: Span) -> None:
        self.diagnostics.append(diagnostic(code, message, span))


def compile_game(documents: Sequence[Any], game_id: str, house_rules: Sequence[str] = (),
                 pm: pluggy.PluginManager | None = None) -> GameDef:
    """Compile one game. Raises ContentError with every problem found, PluginError for a broken plugin."""
    definition, found = compile_with_findings(documents, game_id, house_rules, pm)
    if definition is None:
        raise ContentError(found)
    return definition


def compile_with_findings(documents: Sequence[Any], game_id: str, house_rules: Sequence[str] = (),
                          pm: pluggy.PluginManager | None = None) -> tuple[GameDef | None, list[Diagnostic]]:
    """Compile one game: the definition (None when there are errors) and every finding, warnings included."""
    pm = pm or plugins.default_plugin_manager()
    documents, merged = merge_packs(documents, game_id)  # packs, and procedures kept in cards and board files
    game_doc = _game_document(documents, game_id)
    house_rules, definition, offered = house.apply(game_doc, game_id, house_rules, pm)
    if definition is not game_doc.data:
        game_doc = _Adjusted(game_doc, definition)
    registry = build_registry(game_id, house_rules, pm).copy()
    diagnostics: list[Diagnostic] = list(merged)
    b = _Build(game_id, game_doc, definition,
               [d for d in documents if d.kind == "board" and d.data.get("game") == game_id],
               [d for d in documents if d.kind == "cards" and d.data.get("game") == game_id],
               registry, Units(diagnostics, registry), diagnostics)
    _declare_events(b)
    b.world = build_world(game_id, game_doc, definition, b.boards, b.card_docs, b.problem)
    add_names(b.world, registry, b.boards)
    flow = _collect_flow(b)
    tracks, rewards = collect_tracks(b.units, b.boards, b.world.scope, b.problem)
    rule_triggers, card_units = _collect_triggers(b)
    procedures = collect_procedures(b.units, game_doc, definition, b.world.scope, b.problem)
    cards = _cards(b, card_units)
    handlers, plugin_events = _handlers(b, pm, rule_triggers, cards, house_rules)
    diagnostics.extend(signal_loops(_signals(rule_triggers, cards)))
    parsed = {name: unit for name, unit in b.units.procedures.items() if unit.node is not None}
    for name, found in endless_recursion({name: unit.node for name, unit in parsed.items()}, registry):
        diagnostics.extend(fix([found], parsed[name].src))  # spans inside a block scalar move by its indentation
    diagnostics.extend(check_stat_ranges(b.world.card_kinds, _entries(b.world.raw_cards), game_doc))
    diagnostics.extend(check_constants(b.units.units, registry, _constants_world(b, cards)))
    names = code_names(b.world, cards, _max_seats(definition))
    module, facts = b.units.compile(game_id, names,
                                    int(definition.get("step_budget", 100_000)), _events_of(b, rule_triggers, cards),
                                    rewards, plugin_events)
    found = sorted(diagnostics, key=lambda d: (d.span.path, d.span.line, d.span.column, d.code))
    if any(d.severity == "error" for d in found):
        return None, found
    return _definition(b, pm, house_rules, offered, flow, tracks, rule_triggers, cards, handlers, procedures,
                       module, facts, names.stats), found


def _removing_copies(setup: dict, raw_cards: list) -> dict:
    """A player count's `remove` with the id of an entry with copies standing for all its copies."""
    if not setup.get("remove"):
        return setup
    copies: dict[str, list[str]] = {}
    for _doc, _index, card in raw_cards:
        if "copy_of" in card:
            copies.setdefault(card["copy_of"], []).append(card["id"])
    setup["remove"] = [one for name in setup["remove"] for one in copies.get(name, [name])]
    return setup


def _entries(raw_cards: list) -> list:
    """One (document, index, card) per entry of a cards file: the copies of an entry share its findings."""
    seen: set[tuple[int, int]] = set()
    found = []
    for doc, index, card in raw_cards:
        if (id(doc), index) not in seen:
            seen.add((id(doc), index))
            found.append((doc, index, card))
    return found


def _constants_world(b: _Build, cards: dict[str, "_CardUnits"]) -> ConstantsWorld:
    """What the checks of constant arguments compare against (RK240-RK248)."""
    world = b.world
    links, _ = board_graph([board.data for board in b.boards])
    responses: dict[str, list] = {}
    for card in cards.values():
        for index, trig in enumerate(card.data.get("triggers") or ()):
            if isinstance(trig, dict) and _responds(trig, card.id) and isinstance(trig.get("on"), str):
                where = card.doc.marks.span(("cards", card.index, "triggers", index, "on"))
                responses.setdefault(trig["on"], []).append((card.id, where))
    tracks = {name for board in b.boards for name in (board.data.get("tracks") or {})}
    return ConstantsWorld(world.dice, world.seats, world.zones, world.space_tags,
                          {link.kind for found in links.values() for link in found}, responses, tracks)


def _signals(rule_triggers: list, cards: dict[str, "_CardUnits"]) -> list:
    """For RK221: (trigger id, its event, whether it has an `if`, the events its effect surely signals)."""
    found = []
    entries = [(None, i, t) for i, t in enumerate(rule_triggers)]
    entries += [(card_id, i, t) for card_id, card in cards.items() for i, t in enumerate(card.triggers)]
    for card, index, (trig, effect, _) in entries:
        if effect.node is None or _responds(trig, card):
            continue
        trigger_id = trig.get("id", f"{card or 'rule'}-{index}")
        signals = [(event, fix_span(span, effect.src)) for event, span in unconditional_signals(effect.node)]
        found.append((trigger_id, trig["on"], "if" in trig, signals))
    return found


def _game_document(documents: Sequence[Any], game_id: str) -> Any:
    found = [d for d in documents if d.kind == "game" and d.data.get("id") == game_id]
    if not found:
        raise ContentError([Diagnostic("RK026", f"no game file defines game {game_id!r}", Span("content/games"))])
    return found[0]


def _declare_events(b: _Build) -> None:
    for name, spec in (b.definition.get("events") or {}).items():
        if name in b.registry.events:
            b.problem("RK209", f"event {name!r} is already declared by {b.registry.events[name].origin}",
                      b.game_doc.marks.key_span(("events", name)))
            continue
        payload = dict(((spec or {}).get("payload") or {}))
        b.registry.scoped(b.game_doc.path).event(
            name, (spec or {}).get("description") or f"{name} (declared in {b.game_doc.path})", **payload)


# ---------------------------------------------------------------------------------------------------- the flow


def _collect_flow(b: _Build) -> dict[str, Any]:
    """Steps (set-up and phases) and the end condition, as units; built into model objects after compiling."""
    flow = b.definition.get("flow") or {}
    doc, scope = b.game_doc, b.world.scope

    def step(base: tuple, spec: dict) -> dict:
        key = "/".join(str(p) for p in base[1:])
        parts: dict[str, Any] = {"spec": spec, "do": b.units.effect(source(doc, base + ("do",)), scope, f"step:{key}"),
                                 "span": doc.marks.key_span(base + ("repeat",) if "repeat" in spec else base)}
        for word in ("while", "if"):
            if word in spec:
                parts[word] = b.units.expression(source(doc, base + (word,)), scope, f"{word}:{key}")
        if isinstance(spec.get("repeat"), str):
            parts["repeat"] = b.units.expression(source(doc, base + ("repeat",)), scope, f"repeat:{key}")
        return parts

    setup = [step(("flow", "setup", i), s) for i, s in enumerate(flow.get("setup") or ())]
    phases = [(phase, [step(("flow", "phases", pi, "steps", si), s) for si, s in enumerate(phase.get("steps") or ())])
              for pi, phase in enumerate(flow.get("phases") or ())]
    end_when = b.units.expression(source(doc, ("flow", "end_when")), scope, "end_when") if "end_when" in flow else None
    estimate = (b.units.expression(source(doc, ("estimate",)), scope.with_variables({"p": "player"}), "estimate")
                if "estimate" in b.definition else None)
    return {"setup": setup, "phases": phases, "end_when": end_when, "estimate": estimate,
            "round_limit": int(flow.get("round_limit", 200)),
            "span": doc.marks.key_span(("flow", "round_limit") if "round_limit" in flow else ("flow",))}


def _step(parts: dict) -> Step:
    spec = parts["spec"]
    code = lambda word: parts[word].code if word in parts else None  # noqa: E731
    repeat = code("repeat") if "repeat" in parts else spec.get("repeat")
    return Step(spec["id"], parts["do"].code, repeat, code("while"), code("if"), spec.get("source"), parts["span"])


# ---------------------------------------------------------------------------------------------------- triggers


def _collect_triggers(b: _Build) -> tuple[list[tuple[dict, Unit, Unit | None]], dict[str, list]]:
    rule = []
    for ti, trig in enumerate(b.definition.get("triggers") or ()):
        found = _trigger_units(b, b.game_doc, ("triggers", ti), trig, None)
        if found:
            rule.append(found)
    by_card: dict[str, list] = {}
    for doc, index, card in b.world.raw_cards:
        for ti, trig in enumerate(card.get("triggers") or ()):
            found = _trigger_units(b, doc, ("cards", index, "triggers", ti), trig, card["id"])
            if found:
                by_card.setdefault(card["id"], []).append(found)
    return rule, by_card


def _trigger_units(b: _Build, doc: Any, base: tuple, trig: dict, card: str | None):
    event = trig["on"]
    spec = b.registry.events.get(event)
    if spec is None:
        b.diagnostics.append(Diagnostic("RK207", f"unknown event {event!r}", doc.marks.span(base + ("on",)),
                                        suggestion=did_you_mean(event, b.registry.events)))
        return None
    variables = {p.name: p.type for p in spec.payload}
    if card:
        variables.update({"self": "card", "owner": "player"})
    local: Scope = b.world.scope.with_variables(variables)
    key = f"{card or 'rule'}:{base[-1]}:{event}"
    condition = b.units.expression(source(doc, base + ("if",), card), local, f"trigger-if:{key}") if "if" in trig else None
    effect = b.units.effect(source(doc, base + ("do",), card), local, f"trigger:{key}")
    return (trig, effect, condition)


def _trigger(trig: dict, effect: Unit, condition: Unit | None, card: str | None, index: int) -> Trigger:
    return Trigger(trig.get("id", f"{card or 'rule'}-{index}"), trig["on"], condition.code if condition else None,
                   effect.code, card, trig.get("source"), _responds(trig, card))


def _responds(trig: dict, card: str | None) -> bool:
    """Whether a trigger waits for a response window instead of firing on its event (cards' triggers only)."""
    return card is not None and trig.get("response") is True


def _cards(b: _Build, card_units: dict[str, list]) -> dict[str, "_CardUnits"]:
    return {card["id"]: _CardUnits(doc, index, card, card_units.get(card["id"], [])) for doc, index, card in b.world.raw_cards}


@dataclass
class _CardUnits:
    doc: Any
    index: int
    data: dict
    triggers: list

    @property
    def id(self) -> str:
        return self.data["id"]

    @property
    def kind(self) -> str:
        return self.data["kind"]

    @property
    def stats(self) -> dict:
        return dict(self.data.get("stats") or {})

    def card_def(self, card_kinds: dict) -> CardDef:
        data = self.data
        text = text_id(data, card_kinds) or self.id
        triggers = tuple(_trigger(t, e, c, self.id, i) for i, (t, e, c) in enumerate(self.triggers))
        return CardDef(self.id, self.kind, self.stats, data.get("deck"), triggers, data.get("provenance", "authored"),
                       self.doc.marks.span(("cards", self.index)),
                       {k: int(v) for k, v in (data.get("counters") or {}).items() if v}, text,
                       tuple(self.stats.get(stat) for stat in (card_kinds.get(self.kind) or {}).get("back") or ()))


def _events_of(b: _Build, rule_triggers: list, cards: dict[str, _CardUnits]) -> dict[str, list[Unit]]:
    events: dict[str, list[Unit]] = {}
    for trig, effect, _ in rule_triggers:
        events.setdefault(trig["on"], []).append(effect)
    for card in cards.values():
        for trig, effect, _ in card.triggers:
            if not _responds(trig, card.id):  # a response runs in a window, never when its event is signalled
                events.setdefault(trig["on"], []).append(effect)
    return events


def _handlers(b: _Build, pm: Any, rule_triggers: list, cards: dict[str, _CardUnits], house_rules: tuple):
    """Plugin handlers per event (checked now) and the events whose Python handlers ask; the triggers themselves
    join them once compiled (`_handler_table`)."""
    import inspect

    plugin: dict[str, list[Any]] = {}
    for pairs in plugins.call(pm, "rulekit_triggers", game=b.game_id, house_rules=house_rules):
        for event, handler in pairs:
            if event not in b.registry.events:
                raise PluginError(f"a plugin listens to event {event!r}, which game {b.game_id!r} does not have")
            plugin.setdefault(event, []).append(handler)
    asking = {event for event, found in plugin.items() if any(inspect.isgeneratorfunction(h) for h in found)}
    return plugin, asking


def _handler_table(rule: list[Trigger], cards: dict[str, CardDef], plugin: dict[str, list[Any]]) -> dict:
    table: dict[str, list] = {}
    for trigger in rule:
        table.setdefault(trigger.event, []).append((RULE, trigger))
    for card in cards.values():
        for trigger in card.triggers:
            if not trigger.response:
                table.setdefault(trigger.event, []).append((CARD, trigger))
    for event, found in plugin.items():
        table.setdefault(event, []).extend((PLUGIN, handler) for handler in found)
    return {event: tuple(entries) for event, entries in table.items()}


# ---------------------------------------------------------------------------------------------------- the result


def _max_seats(definition: dict) -> int:
    players = definition.get("players") or {}
    counts = [int(players.get("max", 1))]
    counts += [int(spec.get("seats", n)) for n, spec in (definition.get("player_counts") or {}).items()]
    return max(counts)


def _definition(b: _Build, pm: Any, house_rules: tuple, offered: dict, flow: dict, tracks: dict, rule_triggers: list,
                cards: dict[str, _CardUnits], handlers: dict, procedures: dict, module: Any, facts: Any,
                stat_tables: dict) -> GameDef:
    definition, world = b.definition, b.world
    card_defs = {card_id: unit.card_def(b.world.card_kinds) for card_id, unit in cards.items()}
    rules = [_trigger(t, e, c, None, i) for i, (t, e, c) in enumerate(rule_triggers)]
    plugin = handlers
    players = definition.get("players") or {}
    limits = plugins.call(pm, "rulekit_round_limit", game=b.game_id, house_rules=house_rules)
    links, space_at = board_graph([board.data for board in b.boards])
    return GameDef(
        id=b.game_id,
        min_players=int(players.get("min", 1)),
        max_players=int(players.get("max", 1)),
        default_players=int(players.get("default", players.get("max", 1))),
        score=definition.get("score"),
        zones=world.zones,
        counters=world.counters,
        external_counters=world.external_counters,
        player_counters=world.player_counters,
        card_counters=world.card_counters,
        cards=card_defs,
        dice=world.dice,
        player_counts={int(k): _removing_copies(dict(v), b.world.raw_cards)
                       for k, v in (definition.get("player_counts") or {}).items()},
        setup=tuple(_step(parts) for parts in flow["setup"]),
        phases=tuple(Phase(phase["id"], tuple(_step(p) for p in steps), phase.get("source")) for phase, steps in flow["phases"]),
        end_when=flow["end_when"].code if flow["end_when"] is not None else None,
        estimate=flow["estimate"].code if flow["estimate"] is not None else None,
        rule_triggers=_by_event(rules),
        card_triggers=_by_event([t for card in card_defs.values() for t in card.triggers]),
        plugin_triggers={k: tuple(v) for k, v in plugin.items()},
        registry=b.registry,
        house_rules=house_rules,
        round_limit=min(limits + [flow["round_limit"]]),
        flow_span=flow["span"],
        step_budget=int(definition.get("step_budget", 100_000)),
        names=world.names,
        card_facts={c.id: {"kind": c.kind, "stats": dict(c.stats)} for c in card_defs.values()},
        tracks={name: track.build() for name, track in tracks.items()},
        seats=world.seats,
        sides={side: tuple(world.seat_of[n] for n in names if n in world.seat_of)
               for side, names in (definition.get("sides") or {}).items()},
        automated=frozenset(world.seat_of[n] for n in definition.get("automated_seats") or () if n in world.seat_of),
        space_tags=world.space_tags,
        links=links,
        space_at=space_at,
        handlers=_handler_table(rules, card_defs, plugin),
        asking_tracks=frozenset(facts.tracks),
        responses=_by_event([t for card in card_defs.values() for t in card.triggers if t.response]),
        procedures={name: ProcedureDef(name, u.params, u.returns or "none", u.doc, spec.get("source"), u.src.span,
                                       u.code, u.asks) for name, (u, spec) in procedures.items()},
        module=module,
        house_rules_offered=offered,
        stat_tables=stat_tables,
    )


def _by_event(triggers: list[Trigger]) -> dict[str, tuple[Trigger, ...]]:
    found: dict[str, list[Trigger]] = {}
    for trigger in triggers:
        found.setdefault(trigger.event, []).append(trigger)
    return {event: tuple(t) for event, t in found.items()}


class _Adjusted:
    """A game document whose data a plugin or a house rule replaced; spans still point into the original file."""

    def __init__(self, doc: Any, data: dict) -> None:
        self.path, self.kind, self.game, self.marks = doc.path, doc.kind, doc.game, doc.marks
        self.data = data


def check_games(content: Any, pm: pluggy.PluginManager | None = None) -> list[Diagnostic]:
    """The compile stage as a lint check: every effect of every game, all problems."""
    found: list[Diagnostic] = []
    from rulekit.check.option_text import check_option_messages
    from rulekit.check.rules_text import check_card_variables, check_rules_text

    for game_id in content.games():
        try:
            definition, findings = compile_with_findings(content.documents_for(game_id), game_id, pm=pm)
        except ContentError as error:
            found.extend(error.diagnostics)
            continue
        found.extend(findings)
        if definition is not None and getattr(content, "locales", None):
            found.extend(check_rules_text(definition, content.locales))  # RK320: needs the effects and the text
            found.extend(check_card_variables(definition, content.locales))  # RK321: the stats and the text
            found.extend(check_option_messages(definition, content.locales))  # RK302: every option's label
    return found
