"""What a content root defines, and where: the language server's table of names for completion, hover and
go-to-definition.

Built from the documents as read (also those a check held back: a game file with one schema error still names
its zones) and from the game's registry (primitives, events and procedures with their signatures and docs). Every
entry keeps the Span of its definition: a key's place in the YAML (`zones.hand`, `procedures.claim_gem`), a
card's `id`, a board space, or the Python function of a primitive. The data is read defensively: a value of the
wrong type was reported by the schema check and is skipped here.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from rulekit.effects.registry import Primitive, Registry
from rulekit.errors import Span


@dataclass(frozen=True)
class Symbol:
    """One named thing of a game: what it is, where it is defined and a short text about it (Markdown)."""

    name: str
    kind: str  # card, card kind, zone, space, counter, player counter, supply, track, seat, side, event, procedure,
    #            primitive, board, game, dice, house rule, phase
    game: str
    span: Span
    detail: str = ""  # one line: a signature, a kind and stats
    doc: str = ""


@dataclass
class GameNames:
    """The names one game's effects and files may use, by what they are."""

    game: str
    card_kinds: dict[str, dict[str, Any]] = field(default_factory=dict)  # kind -> its declaration
    cards: dict[str, str] = field(default_factory=dict)  # card id -> kind
    zones: dict[str, bool] = field(default_factory=dict)  # zone or space -> per player
    counters: set[str] = field(default_factory=set)  # game counters, supplies and tracks
    player_counters: set[str] = field(default_factory=set)
    seats: list[str] = field(default_factory=list)
    events: dict[str, str] = field(default_factory=dict)  # event -> payload "name: type, ..."
    payloads: dict[str, dict[str, str]] = field(default_factory=dict)  # event -> payload name -> type
    procedures: dict[str, dict[str, str]] = field(default_factory=dict)  # name -> params (name -> type)
    boards: set[str] = field(default_factory=set)
    registry: Registry | None = None

    def card_attributes(self) -> dict[str, str]:
        """Attribute name -> what it is, for a card (`c.value`)."""
        found = {"zone": "the zone it lies in", "owner": "the player who owns its zone", "kind": "its card kind",
                 "id": "its id"}
        for kind, spec in self.card_kinds.items():
            for stat in _names(spec.get("stats")) + _names(spec.get("optional_stats")):
                found.setdefault(stat, f"stat of {kind}")
            for counter in _names(spec.get("counters")):
                found.setdefault(counter, f"counter of {kind}")
        return found

    def player_attributes(self) -> dict[str, str]:
        found = {"seat": "the seat's number"}
        found.update({name: "player counter" for name in sorted(self.player_counters)})
        found.update({name: "zone of each player" for name, per_player in sorted(self.zones.items()) if per_player})
        return found


ZONE_ATTRIBUTES = {"size": "how many cards", "top": "the top card", "cards": "its cards", "owner": "its owner"}
LINK_ATTRIBUTES = {"to": "the space it leads to", "from": "the space it starts in", "kind": "door, gate...",
                   "blockable": "whether it can be blocked", "index": "its number", "blocked": "whether it is blocked",
                   "blocker": "the card blocking it"}


@dataclass
class Index:
    """Every symbol of a content root, by name, and the names of each game."""

    symbols: dict[str, list[Symbol]] = field(default_factory=dict)
    games: dict[str, GameNames] = field(default_factory=dict)
    english: dict[str, str] = field(default_factory=dict)  # message id -> English text
    descriptions: dict[str, str] = field(default_factory=dict)  # message id -> its English `.description`

    def described(self, spec: Any, message: str) -> str:
        """A thing's text: its English `.description` in Fluent, or an old `description:` still in the YAML."""
        return self.descriptions.get(message) or _text(spec, "description")

    def add(self, symbol: Symbol) -> None:
        self.symbols.setdefault(symbol.name, []).append(symbol)

    def lookup(self, name: str, game: str | None = None) -> list[Symbol]:
        """The symbols of that name, those of the given game first (a name of another game is still found)."""
        found = self.symbols.get(name, [])
        return sorted(found, key=lambda s: (s.game != game, s.kind))

    def names(self, game: str | None) -> GameNames:
        if game in self.games:
            return self.games[game]
        merged = GameNames(game or "")
        for names in self.games.values():  # a file of no one game (a locale): every game's names
            merged.card_kinds.update(names.card_kinds)
            merged.cards.update(names.cards)
            merged.zones.update(names.zones)
            merged.counters |= names.counters
            merged.player_counters |= names.player_counters
            merged.seats += [s for s in names.seats if s not in merged.seats]
            merged.events.update(names.events)
            merged.procedures.update(names.procedures)
        return merged


def build_index(documents: Iterable[Any], registries: Mapping[str, Registry], english: Mapping[str, str],
                descriptions: Mapping[str, str] | None = None) -> Index:
    """The index of documents (of one or more games) with each game's registry (when it compiled or was built);
    `descriptions`: the English `.description` of messages (zones and board spaces, counters, tracks, supplies),
    message id -> text."""
    index = Index(english=dict(english), descriptions=dict(descriptions or {}))
    documents = [d for d in documents if isinstance(getattr(d, "data", None), dict)]
    for doc in documents:
        names = index.games.setdefault(doc.game, GameNames(doc.game))
        {"game": _game_symbols, "board": _board_symbols, "cards": _card_symbols}[doc.kind](doc, names, index)
    for game, names in index.games.items():
        registry = registries.get(game)
        if registry is not None:
            _registry_symbols(registry, names, index)
    return index


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _names(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _text(spec: Any, *keys: str) -> str:
    spec = _mapping(spec)
    for key in keys:
        if isinstance(spec.get(key), str):
            return spec[key]
    return ""


def _game_symbols(doc: Any, names: GameNames, index: Index) -> None:
    data, game, marks = doc.data, doc.game, doc.marks
    index.add(Symbol(game, "game", game, marks.span(("id",)), f"game {game}", _text(data, "description")))
    for name, spec in _mapping(data.get("zones")).items():
        spec = _mapping(spec)
        names.zones[name] = bool(spec.get("per_player"))
        where = "one per player" if spec.get("per_player") else "shared"
        index.add(Symbol(name, "zone", game, marks.key_span(("zones", name)),
                         f"zone {name}: {spec.get('visibility', 'public')}, {where}", index.described(spec, f"zone-{name}")))
    for key, kind, into in (("counters", "counter", names.counters), ("player_counters", "player counter",
                                                                     names.player_counters)):
        for name, spec in _mapping(data.get(key)).items():
            into.add(name)
            index.add(Symbol(name, kind, game, marks.key_span((key, name)),
                             f"{kind} {name}, starts at {_mapping(spec).get('initial', 0)}",
                             index.described(spec, f"counter-{name}")))
    for name, spec in _mapping(data.get("card_kinds")).items():
        names.card_kinds[name] = _mapping(spec)
        stats = ", ".join(_names(_mapping(spec).get("stats")))
        counters = ", ".join(_names(_mapping(spec).get("counters")))
        index.add(Symbol(name, "card kind", game, marks.key_span(("card_kinds", name)),
                         f"card kind {name}" + (f": stats {stats}" if stats else "") +
                         (f"; counters {counters}" if counters else "")))
    for position, seat in enumerate(_names(data.get("seats"))):
        names.seats.append(seat)
        index.add(Symbol(seat, "seat", game, marks.span(("seats", position)), f"seat {position} of {game}"))
    for name, seats in _mapping(data.get("sides")).items():
        index.add(Symbol(name, "side", game, marks.key_span(("sides", name)), f"side: {', '.join(_names(seats))}"))
    for name, spec in _mapping(data.get("events")).items():
        payload = _mapping(_mapping(spec).get("payload"))
        names.events[name] = ", ".join(f"{k}: {v}" for k, v in payload.items())
        names.payloads[name] = {k: str(v) for k, v in payload.items()}
        index.add(Symbol(name, "event", game, marks.key_span(("events", name)),
                         f"event {name}({names.events[name]})", _text(spec, "description")))
    for name, spec in _mapping(data.get("procedures")).items():
        params = {k: str(v) for k, v in _mapping(_mapping(spec).get("params")).items()}
        names.procedures[name] = params
        returns = _text(spec, "returns")
        signature = f"{name}({', '.join(f'{k}: {v}' for k, v in params.items())})" + (f" -> {returns}" if returns else "")
        index.add(Symbol(name, "procedure", game, marks.key_span(("procedures", name)), signature,
                         _text(spec, "doc", "description")))
    for name in _mapping(data.get("dice")):
        index.add(Symbol(name, "dice", game, marks.key_span(("dice", name)), f"dice {name}"))
    for name, spec in _mapping(data.get("house_rules")).items():
        index.add(Symbol(name, "house rule", game, marks.key_span(("house_rules", name)), f"house rule {name}",
                         _text(spec, "description")))
    for position, phase in enumerate(_mapping(data.get("flow")).get("phases") or ()):
        if isinstance(phase, dict) and isinstance(phase.get("id"), str):
            index.add(Symbol(phase["id"], "phase", game, marks.span(("flow", "phases", position, "id")),
                             f"phase {phase['id']}", _text(phase, "description")))


def _board_symbols(doc: Any, names: GameNames, index: Index) -> None:
    data, game, marks = doc.data, doc.game, doc.marks
    if isinstance(data.get("id"), str):
        names.boards.add(data["id"])
        index.add(Symbol(data["id"], "board", game, marks.span(("id",)), f"board {data['id']}",
                         _text(data, "description")))
    for name, spec in _mapping(data.get("spaces")).items():
        names.zones[name] = False
        tags = ", ".join(_names(_mapping(spec).get("tags")))
        links = ", ".join(str(_mapping(link).get("to")) for link in _mapping(spec).get("links") or ())
        index.add(Symbol(name, "space", game, marks.key_span(("spaces", name)),
                         f"board space {name}" + (f" [{tags}]" if tags else "") + (f" -> {links}" if links else ""),
                         index.described(spec, f"zone-{name}")))
    for key, kind in (("supplies", "supply"), ("tracks", "track")):
        for name, spec in _mapping(data.get(key)).items():
            names.counters.add(name)
            index.add(Symbol(name, kind, game, marks.key_span((key, name)), f"{kind} {name} (a game counter)",
                             index.described(spec, f"counter-{name}")))


def _card_symbols(doc: Any, names: GameNames, index: Index) -> None:
    for position, card in enumerate(doc.data.get("cards") or ()):
        if not isinstance(card, dict) or not isinstance(card.get("id"), str):
            continue
        card_id, kind = card["id"], str(card.get("kind"))
        names.cards[card_id] = kind
        stats = _mapping(card.get("stats"))
        detail = f"card {card_id}: {kind}" + (f" in {card['deck']}" if isinstance(card.get("deck"), str) else "")
        lines = [f"**{index.english[card_id]}**" if card_id in index.english else ""]
        lines += [f"- {name}: `{value}`" for name, value in stats.items()]
        lines += [f"- counter {name}: `{value}`" for name, value in _mapping(card.get("counters")).items()]
        for trigger in card.get("triggers") or ():
            if isinstance(trigger, dict):
                lines.append(f"- on `{trigger.get('on')}`" + (" (response)" if trigger.get("response") else ""))
        lines.append(f"- provenance: {card.get('provenance', '?')}")
        index.add(Symbol(card_id, "card", doc.game, doc.marks.span(("cards", position, "id")), detail,
                         "\n".join(line for line in lines if line)))


def _registry_symbols(registry: Registry, names: GameNames, index: Index) -> None:
    names.registry = registry
    for name, event in registry.events.items():
        payload = ", ".join(f"{p.name}: {p.type}" for p in event.payload)
        names.payloads.setdefault(name, {p.name: p.type for p in event.payload})
        if name not in names.events:
            names.events[name] = payload
            index.add(Symbol(name, "event", names.game, Span(""), f"event {name}({payload})",
                             f"{event.doc}\n\nfrom {event.origin}"))
    for primitive in registry.primitives.values():
        if primitive.procedure is not None:
            continue
        if not any(s.kind == "primitive" for s in index.symbols.get(primitive.name, ())):
            index.add(Symbol(primitive.name, "primitive", "", python_span(primitive), primitive.signature(),
                             primitive_doc(primitive)))


def primitive_doc(primitive: Primitive) -> str:
    notes = [f"{primitive.kind} from {primitive.origin}"]
    if primitive.yields:
        notes.append("asks players")
    ranges = [f"`{p.name}` {p.range_text()}" for p in primitive.params if p.ranged]
    if ranges:
        notes.append("ranges: " + ", ".join(ranges))
    return f"{primitive.doc}\n\n*{'; '.join(notes)}*"


def python_span(primitive: Primitive) -> Span:
    """Where a primitive's Python function is defined (no place when Python cannot tell)."""
    try:
        function = inspect.unwrap(primitive.impl)
        path = inspect.getsourcefile(function) or ""
        lines, line = inspect.getsourcelines(function)
    except (OSError, TypeError):
        return Span("")
    skip = next((i for i, text in enumerate(lines) if text.lstrip().startswith("def ")), 0)  # past decorators
    column = len(lines[skip]) - len(lines[skip].lstrip()) + 1 if lines else 1
    return Span(path, line + skip, column)
