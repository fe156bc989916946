"""Compile a game's YAML documents into a GameDef: resolve names, parse, check and compile every effect once.

Input: the loaded documents of one game (rulekit.load). Output: a GameDef, or a ContentError with every problem
found. Plugins (the game's ruleset, chosen house rules) are consulted here and only here.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import pluggy

from rulekit import plugins
from rulekit.compile.model import CardDef, DiceDef, GameDef, Link, Phase, Reward, Step, TrackDef, Trigger, ZoneDef
from rulekit.effects import check_effect, check_expression, compile_effect, compile_expression, parse_effect, parse_expression
from rulekit.effects.checker import check_stat_ranges, signal_loops, unconditional_signals
from rulekit.effects.registry import Registry, Scope
from rulekit.errors import ContentError, Diagnostic, EffectSyntaxError, PluginError, Span, read_source_line
from rulekit.run.primitives import core_registry
from rulekit.run.values import Family, Zone

BOX = "box"  # the implicit hidden zone of cards out of play (removed for the player count, or never dealt)

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
class _Source:
    """An effect or condition string and where it stands."""

    text: str
    span: Span
    indent: int  # block scalars: columns stripped from every line after the first


class _Compiler:
    def __init__(self, game_id: str, documents: Sequence[Any], registry: Registry) -> None:
        self.game_id = game_id
        self.documents = documents
        self.registry = registry
        self.diagnostics: list[Diagnostic] = []
        self.signals: list[tuple[str, str, bool, list[tuple[str, Span]]]] = []  # per trigger, for signal_loops

    # ---------------------------------------------------------------- effect strings
    def source(self, doc: Any, path: tuple, card: str | None = None) -> _Source:
        text = _get(doc.data, path)
        span = doc.marks.span(path)
        if card and span.card != card:
            span = Span(span.path, span.line, span.column, span.end_line, span.end_column, card)
        line = read_source_line(span) or ""
        head = line[span.column - 1 :] if span.column else ""
        indent = 0
        if head[:1] in ("|", ">"):
            # A block scalar: its text starts on the next non-blank line, at that line's indentation.
            number = span.line + 1
            while True:
                following = read_source_line(Span(span.path, number))
                if following is None or following.strip():
                    break
                number += 1
            following = following or ""
            indent = len(following) - len(following.lstrip(" "))
            span = Span(span.path, number, indent + 1, 0, 0, span.card)
        elif head[:1] in ("'", '"'):
            span = Span(span.path, span.line, span.column + 1, 0, 0, span.card)
        return _Source(str(text), span, indent)

    def _fix(self, found: Iterable[Diagnostic], src: _Source) -> list[Diagnostic]:
        if not src.indent:
            return list(found)
        return [Diagnostic(d.code, d.message, self.fix_span(d.span, src), d.severity, d.suggestion) for d in found]

    def fix_span(self, s: Span, src: _Source) -> Span:
        """A span inside a block scalar's text, moved by the indentation the parser did not see."""
        if src.indent and s.path == src.span.path and s.line > src.span.line:
            return Span(s.path, s.line, s.column + src.indent, s.end_line, s.end_column + src.indent if s.end_column else 0, s.card)
        return s

    def effect(self, src: _Source, scope: Scope):
        return self._compile(src, scope, parse_effect, check_effect, compile_effect)

    def expression(self, src: _Source, scope: Scope):
        return self._compile(src, scope, parse_expression, check_expression, compile_expression)

    def _compile(self, src: _Source, scope: Scope, parse, check, compile_):
        """Parse, check, compile; on any problem record it (at its place in the file) and return None."""
        try:
            node = parse(src.text, src.span)
        except EffectSyntaxError as error:
            self.diagnostics.extend(self._fix(error.diagnostics, src))
            return None
        found = check(node, self.registry, scope)
        if found:
            self.diagnostics.extend(self._fix(found, src))
            return None
        return compile_(node, self.registry)

    def problem(self, code: str, message: str, span: Span) -> None:
        self.diagnostics.append(Diagnostic(code, message, span))


def _get(data: Any, path: tuple) -> Any:
    for part in path:
        data = data[part]
    return data


def _documents(documents: Sequence[Any], kind: str) -> list[Any]:
    return [d for d in documents if d.kind == kind]


def compile_game(
    documents: Sequence[Any],
    game_id: str,
    house_rules: Sequence[str] = (),
    pm: pluggy.PluginManager | None = None,
) -> GameDef:
    """Compile one game. Raises ContentError with every problem found, PluginError for a broken plugin."""
    pm = pm or plugins.default_plugin_manager()
    house_rules = tuple(sorted(set(house_rules)))
    offered = plugins.house_rules_for(pm, game_id)
    unknown = [h for h in house_rules if h not in offered]
    if unknown:
        from rulekit.errors import did_you_mean

        hint = did_you_mean(unknown[0], offered)
        raise PluginError(
            f"game {game_id!r} has no house rule {unknown[0]!r}"
            + (f" (did you mean {hint!r}?)" if hint else "")
            + (f"; it offers: {', '.join(offered)}" if offered else "; it offers none")
        )
    plugins.check_exclusions(pm, game_id, house_rules)
    game_docs = [d for d in _documents(documents, "game") if d.data.get("id") == game_id]
    if not game_docs:
        raise ContentError([Diagnostic("RK026", f"no game file defines game {game_id!r}", Span("content/games"))])
    game_doc = game_docs[0]
    definition = game_doc.data
    for adjusted in plugins.call(pm, "rulekit_adjust_definition", game=game_id, definition=copy.deepcopy(definition), house_rules=house_rules):
        definition = adjusted
    if definition is not game_doc.data:
        game_doc = _Adjusted(game_doc, definition)

    registry = build_registry(game_id, house_rules, pm)
    c = _Compiler(game_id, documents, registry)
    for name, spec in (definition.get("events") or {}).items():
        if name in registry.events:
            c.problem("RK209", f"event {name!r} is already declared by {registry.events[name].origin}",
                      game_doc.marks.key_span(("events", name)))
            continue
        payload = {k: v for k, v in ((spec or {}).get("payload") or {}).items()}
        registry.scoped(game_doc.path).event(name, (spec or {}).get("description") or f"{name} (declared in {game_doc.path})", **payload)

    # ---- seats, zones (the game's and the boards' spaces), counters (the game's, supplies, tracks)
    seats = tuple(definition.get("seats") or ())
    seat_of = {name: index for index, name in enumerate(seats)}
    board_docs = [d for d in _documents(documents, "board") if d.data.get("game") == game_id]
    zones: dict[str, ZoneDef] = {BOX: ZoneDef(BOX, False, "hidden", False, Span(game_doc.path))}
    for name, spec in (definition.get("zones") or {}).items():
        seen_by = set()
        for index, seat in enumerate(spec.get("seen_by") or ()):
            if seat not in seat_of:
                c.problem("RK211", f"{seat!r} is not a seat of {game_id} (seats: {', '.join(seats) or 'none named'})",
                          game_doc.marks.span(("zones", name, "seen_by", index)))
            else:
                seen_by.add(seat_of[seat])
        zones[name] = ZoneDef(
            name,
            bool(spec.get("per_player", False)),
            spec.get("visibility", "public"),
            bool(spec.get("active", False)),
            game_doc.marks.span(("zones", name)),
            frozenset(seen_by),
        )
    space_tags: dict[str, frozenset[str]] = {}
    for board in board_docs:
        for name, spec in (board.data.get("spaces") or {}).items():
            if name in zones:
                c.problem("RK210", f"space {name!r} is also declared as a zone of the game: spaces are zones already",
                          board.marks.key_span(("spaces", name)))
                continue
            zones[name] = ZoneDef(name, False, "public", False, board.marks.span(("spaces", name)))
            space_tags[name] = frozenset((spec or {}).get("tags") or ())
    links, space_at = board_graph([board.data for board in board_docs])
    counters: dict[str, int] = {}
    for name, spec in (definition.get("counters") or {}).items():
        counters[name] = int(spec.get("initial", 0))
    for board in board_docs:
        for name, spec in (board.data.get("supplies") or {}).items():
            counters[name] = int(spec.get("count", 0))
        for name, spec in (board.data.get("tracks") or {}).items():
            if name in counters:
                c.problem("RK210", f"track {name!r} is also declared as a counter", board.marks.key_span(("tracks", name)))
            counters[name] = int(spec.get("start", 0))
    player_counters = {name: int(spec.get("initial", 0)) for name, spec in (definition.get("player_counters") or {}).items()}
    card_kinds = definition.get("card_kinds") or {}
    card_counters = frozenset(n for kind in card_kinds.values() for n in (kind.get("counters") or ()))
    dice = {name: DiceDef(name, tuple(spec.get("faces", ()))) for name, spec in (definition.get("dice") or {}).items()}

    card_docs = [d for d in _documents(documents, "cards") if d.data.get("game") == game_id]
    raw_cards: list[tuple[Any, int, dict]] = []
    for doc in card_docs:
        for index, card in enumerate(doc.data.get("cards") or ()):
            # A card the schema rejected is reported there; compiling it too would only add noise.
            if isinstance(card, dict) and isinstance(card.get("id"), str) and isinstance(card.get("kind"), str):
                raw_cards.append((doc, index, card))

    # ---- the names effects can use, and their types for the checker
    names: dict[str, Any] = {}
    name_types: dict[str, str] = {"players": "players", "player_count": "int", "round": "int"}
    for zone in zones.values():
        names[zone.name] = Family(zone.name) if zone.per_player else Zone(zone.name)
        name_types[zone.name] = "zone"
    for name in counters:
        name_types[name] = "int"
    for event in registry.events:
        names[event] = event
        name_types[event] = "str"
    for index, seat in enumerate(seats):
        names[seat] = index
        name_types[seat] = "player"
    for _, _, card in raw_cards:
        names[card["id"]] = card["id"]
        name_types[card["id"]] = "card"
    for board in board_docs:
        names.setdefault(board.data["id"], board.data["id"])
        name_types.setdefault(board.data["id"], "id")
    card_attributes = {"zone": "zone", "owner": "player", "kind": "str", "id": "str"}
    for kind in card_kinds.values():
        for stat in kind.get("stats") or ():
            card_attributes[stat] = "any"
        for counter in kind.get("counters") or ():
            card_attributes[counter] = "int"
    player_attributes = {"seat": "int"}
    player_attributes.update({name: "int" for name in player_counters})
    player_attributes.update({z.name: "zone" for z in zones.values() if z.per_player})
    zone_attributes = {"size": "int", "top": "card", "cards": "cards", "owner": "player"}
    for attr in card_attributes:
        zone_attributes.setdefault(attr, "any")
    scope = Scope(name_types, {"player": player_attributes, "card": card_attributes, "zone": zone_attributes})

    # ---- flow
    flow = definition.get("flow") or {}
    def step(base: tuple, spec: dict) -> Step:
        effect = c.effect(c.source(game_doc, base + ("do",)), scope)
        while_ = c.expression(c.source(game_doc, base + ("while",)), scope) if "while" in spec else None
        if_ = c.expression(c.source(game_doc, base + ("if",)), scope) if "if" in spec else None
        repeat = spec.get("repeat")
        if isinstance(repeat, str):
            repeat = c.expression(c.source(game_doc, base + ("repeat",)), scope)
        return Step(spec["id"], effect, repeat, while_, if_, spec.get("source"),
                    game_doc.marks.key_span(base + ("repeat",) if "repeat" in spec else base))

    setup = tuple(step(("flow", "setup", i), spec) for i, spec in enumerate(flow.get("setup") or ()))
    phases = []
    for pi, phase in enumerate(flow.get("phases") or ()):
        steps = tuple(step(("flow", "phases", pi, "steps", si), spec) for si, spec in enumerate(phase.get("steps") or ()))
        phases.append(Phase(phase["id"], steps, phase.get("source")))
    end_when = c.expression(c.source(game_doc, ("flow", "end_when")), scope) if "end_when" in flow else None

    # ---- tracks and their reward squares
    tracks: dict[str, TrackDef] = {}
    for board in board_docs:
        for name, spec in (board.data.get("tracks") or {}).items():
            length = int(spec["length"])
            rewards = []
            for ri, reward in enumerate(spec.get("rewards") or ()):
                if not 0 <= reward["at"] < length:
                    c.problem("RK212", f"reward square {reward['at']} is off track {name!r} (0 to {length - 1})",
                              board.marks.span(("tracks", name, "rewards", ri, "at")))
                    continue
                effect = c.effect(c.source(board, ("tracks", name, "rewards", ri, "do")), scope)
                if effect is not None:
                    rewards.append(Reward(int(reward["at"]), bool(reward.get("once", True)), effect))
            values = {}
            for key, row in (spec.get("values") or {}).items():
                if len(row) != length:
                    c.problem("RK212", f"track {name!r} has {length} squares but {len(row)} values of {key!r}",
                              board.marks.span(("tracks", name, "values", key)))
                values[key] = tuple(int(v) for v in row)
            start = int(spec.get("start", 0))
            if not 0 <= start < length:
                c.problem("RK212", f"track {name!r} starts on square {start}, off the track (0 to {length - 1})",
                          board.marks.span(("tracks", name, "start")))
            tracks[name] = TrackDef(name, length, start, values, tuple(sorted(rewards, key=lambda r: r.at)))

    # ---- triggers of the rules and of the cards
    rule_triggers: dict[str, list[Trigger]] = {}
    for ti, trig in enumerate(definition.get("triggers") or ()):
        trigger = _trigger(c, game_doc, ("triggers", ti), trig, scope, None)
        if trigger:
            rule_triggers.setdefault(trigger.event, []).append(trigger)
    cards: dict[str, CardDef] = {}
    card_triggers: dict[str, list[Trigger]] = {}
    for doc, index, card in raw_cards:
        triggers = []
        for ti, trig in enumerate(card.get("triggers") or ()):
            trigger = _trigger(c, doc, ("cards", index, "triggers", ti), trig, scope, card["id"])
            if trigger:
                triggers.append(trigger)
                card_triggers.setdefault(trigger.event, []).append(trigger)
        cards[card["id"]] = CardDef(
            card["id"], card["kind"], dict(card.get("stats") or {}), card.get("deck"), tuple(triggers),
            card.get("provenance", "authored"), doc.marks.span(("cards", index)),
            {k: int(v) for k, v in (card.get("counters") or {}).items() if v},
        )

    player_counts = {int(k): dict(v) for k, v in (definition.get("player_counts") or {}).items()}
    players = definition.get("players") or {}
    c.diagnostics.extend(signal_loops(c.signals))
    c.diagnostics.extend(check_stat_ranges(card_kinds, raw_cards, game_doc))

    if c.diagnostics:
        raise ContentError(sorted(c.diagnostics, key=lambda d: (d.span.path, d.span.line, d.span.column, d.code)))

    plugin_triggers: dict[str, list[Any]] = {}
    for pairs in plugins.call(pm, "rulekit_triggers", game=game_id, house_rules=house_rules):
        for event, handler in pairs:
            if event not in registry.events:
                raise PluginError(f"a plugin listens to event {event!r}, which game {game_id!r} does not have")
            plugin_triggers.setdefault(event, []).append(handler)
    limits = plugins.call(pm, "rulekit_round_limit", game=game_id, house_rules=house_rules)

    return GameDef(
        id=game_id,
        min_players=int(players.get("min", 1)),
        max_players=int(players.get("max", 1)),
        default_players=int(players.get("default", players.get("max", 1))),
        score=definition.get("score"),
        zones=zones,
        counters=counters,
        player_counters=player_counters,
        card_counters=card_counters,
        cards=cards,
        dice=dice,
        player_counts=player_counts,
        setup=setup,
        phases=tuple(phases),
        end_when=end_when,
        rule_triggers={k: tuple(v) for k, v in rule_triggers.items()},
        card_triggers={k: tuple(v) for k, v in card_triggers.items()},
        plugin_triggers={k: tuple(v) for k, v in plugin_triggers.items()},
        registry=registry,
        house_rules=house_rules,
        round_limit=min(limits + [int(flow.get("round_limit", 200))]),
        flow_span=game_doc.marks.key_span(("flow", "round_limit") if "round_limit" in flow else ("flow",)),
        names=names,
        card_facts={c.id: {"kind": c.kind, "stats": dict(c.stats)} for c in cards.values()},
        tracks=tracks,
        seats=seats,
        sides={side: tuple(seat_of[n] for n in names if n in seat_of) for side, names in (definition.get("sides") or {}).items()},
        automated=frozenset(seat_of[n] for n in definition.get("automated_seats") or () if n in seat_of),
        space_tags=space_tags,
        links=links,
        space_at=space_at,
    )


def board_graph(boards: Sequence[Any]) -> tuple[dict[str, tuple[Link, ...]], dict[str, tuple[float, float]]]:
    """Every space's links (both ends of each link, numbered from 1 in file order) and drawing positions, from the
    data of a game's boards (in the order the game's documents list them).

    Links to unknown spaces and links listed twice are reported by the reference check (RK029, RK032); here they
    are skipped, so a definition compiled from such content still has a consistent graph.
    """
    links: dict[str, list[Link]] = {}
    space_at: dict[str, tuple[float, float]] = {}
    spaces = {name for board in boards for name in (board.get("spaces") or {})}
    seen: set[frozenset[str]] = set()
    index = 0
    for board in boards:
        for name, spec in (board.get("spaces") or {}).items():
            spec = spec or {}
            links.setdefault(name, [])
            at = spec.get("at")
            if isinstance(at, dict) and "x" in at and "y" in at:
                space_at[name] = (float(at["x"]), float(at["y"]))
            for link in spec.get("links") or ():
                to = link.get("to")
                pair = frozenset((name, to))
                if to not in spaces or to == name or pair in seen:
                    continue
                seen.add(pair)
                index += 1
                kind = link.get("kind", "door")
                blockable = bool(link.get("blockable", kind == "door"))
                links[name].append(Link(to, kind, blockable, index))
                links.setdefault(to, []).append(Link(name, kind, blockable, index))
    return {name: tuple(found) for name, found in links.items()}, space_at


def _trigger(c: _Compiler, doc: Any, base: tuple, trig: dict, scope: Scope, card: str | None) -> Trigger | None:
    event = trig["on"]
    spec = c.registry.events.get(event)
    if spec is None:
        from rulekit.errors import did_you_mean

        c.diagnostics.append(
            Diagnostic("RK207", f"unknown event {event!r}", doc.marks.span(base + ("on",)), suggestion=did_you_mean(event, c.registry.events))
        )
        return None
    variables = {p.name: p.type for p in spec.payload}
    if card:
        variables.update({"self": "card", "owner": "player"})
    local = scope.with_variables(variables)
    condition = c.expression(c.source(doc, base + ("if",), card), local) if "if" in trig else None
    src = c.source(doc, base + ("do",), card)
    effect = c.effect(src, local)
    if effect is None:
        return None
    trigger_id = trig.get("id", f"{card or 'rule'}-{base[-1]}")
    signals = [(signalled, c.fix_span(span, src)) for signalled, span in unconditional_signals(effect.node)]
    c.signals.append((trigger_id, event, "if" in trig, signals))
    return Trigger(trigger_id, event, condition, effect, card, trig.get("source"))


class _Adjusted:
    """A game document whose data a plugin replaced; spans still point into the original file."""

    def __init__(self, doc: Any, data: dict) -> None:
        self.path, self.kind, self.game, self.marks = doc.path, doc.kind, doc.game, doc.marks
        self.data = data


def check_games(content: Any, pm: pluggy.PluginManager | None = None) -> list[Diagnostic]:
    """The compile stage as a lint check: every effect of every game, all problems."""
    found: list[Diagnostic] = []
    for game_id in content.games():
        try:
            compile_game(content.documents_for(game_id), game_id, pm=pm)
        except ContentError as error:
            found.extend(error.diagnostics)
    return found
