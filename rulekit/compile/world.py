"""The things a game is made of, from its documents: seats, zones (the game's and the boards' spaces), counters
(the game's, supplies, tracks), dice, cards; and the names effects may use, with their types.

Problems found here (a space named like a zone, a seat that does not exist) are reported, never raised, so one run
reports them all.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rulekit.compile.model import DiceDef, ZoneDef
from rulekit.effects.codegen import Names
from rulekit.effects.registry import Registry, Scope
from rulekit.errors import Span
from rulekit.load.cards import unfolded
from rulekit.run.game import BOX
from rulekit.effects.values import LINK_ATTRIBUTES, Family, zone_of

Problem = Callable[[str, str, Span], None]


@dataclass
class World:
    seats: tuple[str, ...]
    seat_of: dict[str, int]
    zones: dict[str, ZoneDef]
    space_tags: dict[str, frozenset[str]]
    counters: dict[str, int]
    external_counters: frozenset[str]  # game counters set from outside the rules (`external: true`)
    player_counters: dict[str, int]
    card_counters: frozenset[str]
    card_kinds: dict[str, Any]
    dice: dict[str, DiceDef]
    raw_cards: list[tuple[Any, int, dict]]  # (document, index in its `cards`, card data): copies unfolded
    names: dict[str, Any] = field(default_factory=dict)  # static global names and their run-time values
    scope: Scope | None = None


def build_world(game_id: str, game_doc: Any, definition: dict, boards: Sequence[Any], card_docs: Sequence[Any],
                problem: Problem) -> World:
    seats = tuple(definition.get("seats") or ())
    seat_of = {name: index for index, name in enumerate(seats)}
    zones, space_tags = _zones(game_id, game_doc, definition, boards, seats, seat_of, problem)
    card_kinds = definition.get("card_kinds") or {}
    world = World(
        seats=seats,
        seat_of=seat_of,
        zones=zones,
        space_tags=space_tags,
        counters=_counters(definition, boards, problem),
        external_counters=frozenset(name for name, spec in (definition.get("counters") or {}).items()
                                    if spec.get("external")),
        player_counters={n: int(s.get("initial", 0)) for n, s in (definition.get("player_counters") or {}).items()},
        card_counters=frozenset(n for kind in card_kinds.values() for n in (kind.get("counters") or ())),
        card_kinds=card_kinds,
        dice={n: DiceDef(n, tuple(s.get("faces", ()))) for n, s in (definition.get("dice") or {}).items()},
        # A card the schema rejected is reported there; compiling it too would only add noise.
        raw_cards=[(doc, i, card) for doc in card_docs for i, card in unfolded(doc.data.get("cards"))
                   if isinstance(card.get("id"), str) and isinstance(card.get("kind"), str)],
    )
    return world


def _zones(game_id: str, game_doc: Any, definition: dict, boards: Sequence[Any], seats: tuple[str, ...],
           seat_of: dict[str, int], problem: Problem) -> tuple[dict[str, ZoneDef], dict[str, frozenset[str]]]:
    zones: dict[str, ZoneDef] = {BOX: ZoneDef(BOX, False, "hidden", False, Span(game_doc.path))}
    for name, spec in (definition.get("zones") or {}).items():
        seen_by = set()
        for index, seat in enumerate(spec.get("seen_by") or ()):
            if seat not in seat_of:
                problem("RK211", f"{seat!r} is not a seat of {game_id} (seats: {', '.join(seats) or 'none named'})",
                        game_doc.marks.span(("zones", name, "seen_by", index)))
            else:
                seen_by.add(seat_of[seat])
        zones[name] = ZoneDef(name, bool(spec.get("per_player", False)), spec.get("visibility", "public"),
                              bool(spec.get("active", False)), game_doc.marks.span(("zones", name)), frozenset(seen_by))
        _side_visibility(zones[name], definition, game_doc, problem)
    space_tags: dict[str, frozenset[str]] = {}
    for board in boards:
        for name, spec in (board.data.get("spaces") or {}).items():
            if name in zones:
                problem("RK210", f"space {name!r} is also declared as a zone of the game: spaces are zones already",
                        board.marks.key_span(("spaces", name)))
                continue
            zones[name] = ZoneDef(name, False, "public", False, board.marks.span(("spaces", name)))
            space_tags[name] = frozenset((spec or {}).get("tags") or ())
    return zones, space_tags


def _side_visibility(zone: ZoneDef, definition: dict, game_doc: Any, problem: Problem) -> None:
    """`visibility: side` shows a zone to its owner's side: it needs an owner (per_player) and sides to mean more
    than `owner`."""
    if zone.visibility != "side":
        return
    where = game_doc.marks.span(("zones", zone.name, "visibility"))
    if not zone.per_player:
        problem("RK242", f"zone {zone.name!r} is shown to its owner's side, but it is shared (no owner): make it "
                "per_player, or use seen_by", where)
    elif not definition.get("sides"):
        problem("RK249", f"zone {zone.name!r} is shown to its owner's side, but the game declares no `sides`: "
                "only the owner sees it", where)


def _counters(definition: dict, boards: Sequence[Any], problem: Problem) -> dict[str, int]:
    counters = {name: int(spec.get("initial", 0)) for name, spec in (definition.get("counters") or {}).items()}
    for board in boards:
        for name, spec in (board.data.get("supplies") or {}).items():
            counters[name] = int(spec.get("count", 0))
        for name, spec in (board.data.get("tracks") or {}).items():
            if name in counters:
                problem("RK210", f"track {name!r} is also declared as a counter", board.marks.key_span(("tracks", name)))
            counters[name] = int(spec.get("start", 0))
    return counters


def add_names(world: World, registry: Registry, boards: Sequence[Any]) -> None:
    """The global names effects can use (zones, counters, events, seats, card and board ids) with their types,
    and the attributes each type of value has, for the checker."""
    names: dict[str, Any] = {}
    types: dict[str, str] = {"players": "players", "player_count": "int", "round": "int"}
    for zone in world.zones.values():
        names[zone.name] = Family(zone.name) if zone.per_player else zone_of(zone.name)
        types[zone.name] = "zone"
    for name in world.counters:
        types[name] = "int"
    for event in registry.events:
        names[event] = event
        types[event] = "str"
    for index, seat in enumerate(world.seats):
        names[seat] = index
        types[seat] = "player"
    for _, _, card in world.raw_cards:
        names[card["id"]] = card["id"]
        types[card["id"]] = "card"
    for board in boards:
        names.setdefault(board.data["id"], board.data["id"])
        types.setdefault(board.data["id"], "id")
    world.names = names
    world.scope = Scope(types, _attributes(world))


def _attributes(world: World) -> dict[str, dict[str, str]]:
    card = {"zone": "zone", "owner": "player", "kind": "str", "id": "str"}
    for kind in world.card_kinds.values():
        for stat in list(kind.get("stats") or ()) + list(kind.get("optional_stats") or ()):
            card[stat] = "any"
        for counter in kind.get("counters") or ():
            card[counter] = "int"
    player = {"seat": "int"}
    player.update({name: "int" for name in world.player_counters})
    player.update({z.name: "zone" for z in world.zones.values() if z.per_player})
    zone = {"size": "int", "top": "card", "cards": "cards", "owner": "player"}
    for attr in card:
        zone.setdefault(attr, "any")
    return {"player": player, "card": card, "zone": zone, "link": dict(LINK_ATTRIBUTES)}


def code_names(world: World, cards: dict[str, Any], max_seats: int) -> Names:
    """What the code generator needs to resolve names at compile time."""
    stats: dict[str, dict[str, Any]] = {}
    for card in cards.values():
        for stat, value in card.stats.items():
            stats.setdefault(stat, {})[card.id] = value
    constants = {name: value for name, value in world.names.items() if isinstance(value, (str, int))}
    return Names(
        zones={z.name: z.per_player for z in world.zones.values()},
        counters=frozenset(world.counters),
        player_counters=frozenset(world.player_counters),
        card_counters=world.card_counters,
        stats=stats,
        kinds={card.id: card.kind for card in cards.values()},
        constants=constants,
        seats=max_seats,
    )
