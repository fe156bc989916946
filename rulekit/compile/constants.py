"""Closed-world checks of what effects name by constant: a kind of dice, a seat, a board tag or link kind, a
board space, an event opened for responses. The type checker knows these are strings or zones; only the game's
world says whether the dice, the seat or the space exists. Each finding points at the argument.

    RK240 a dice kind the game does not have       RK244 respond(...) payload that is not the event's
    RK241 seat_named() of a name that is no seat   RK245 a response trigger no respond(...) ever opens
    RK243 respond() on an event no card answers    RK246 a space tag / RK247 a link kind no board has
    RK248 a zone given where a board space is wanted
    RK250 a track (advance, track_value, track_end) no board has
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from rulekit.check.codes import diagnostic
from rulekit.compile.sources import fix
from rulekit.effects import ast
from rulekit.effects.checker import bind_arguments
from rulekit.effects.registry import Registry
from rulekit.errors import Diagnostic, Span, did_you_mean

UNKNOWN_DICE, UNKNOWN_SEAT_NAME = "RK240", "RK241"
NOBODY_RESPONDS, BAD_RESPONSE_PAYLOAD, UNHEARD_RESPONSE = "RK243", "RK244", "RK245"
UNKNOWN_TAG, UNKNOWN_LINK_KIND, NOT_A_SPACE = "RK246", "RK247", "RK248"
UNKNOWN_TRACK = "RK250"

_DICE = {"roll": ("dice",), "reroll": ("dice",), "highest": ("order",), "lowest": ("order",),
         "sorted_faces": ("order",), "compare_pools": ("order",)}
_SPACES = {"links": ("space",), "neighbours": ("space",), "link_between": ("a", "b"), "distance": ("a", "b"),
           "path": ("a", "b"), "reachable": ("start",), "tagged": ("space",)}
_RESPOND_OWN = ("players", "prompt", "voices")
_TRACKS = ("advance", "track_value", "track_end")  # primitives whose `track` names a board track


class World:
    """What the checks compare against."""

    def __init__(self, dice: Iterable[str], seats: Iterable[str], zones: Iterable[str], spaces: Mapping[str, Any],
                 link_kinds: Iterable[str], responses: Mapping[str, list[tuple[str, Span]]],
                 tracks: Iterable[str] = ()) -> None:
        self.dice, self.seats, self.zones = set(dice), list(seats), set(zones)
        self.tracks = set(tracks)
        self.spaces = set(spaces)
        self.tags = {tag for tags in spaces.values() for tag in tags}
        self.link_kinds = set(link_kinds)
        self.responses = responses  # event -> (card, span of its response trigger)


def check_constants(units: Iterable[Any], registry: Registry, world: World) -> list[Diagnostic]:
    """Every finding in every unit's syntax tree, plus RK245 for response triggers no window opens."""
    found: list[Diagnostic] = []
    opened: set[str] = set()
    for unit in units:
        if unit.node is None:
            continue
        here = _UnitCheck(registry, world, _locals(unit))
        here.walk(unit.node)
        opened |= here.opened
        found.extend(fix(here.found, unit.src))
    for event, cards in world.responses.items():
        if event not in opened:
            for card, span in cards:
                found.append(diagnostic(UNHEARD_RESPONSE, f"card {card!r} answers {event!r} only in a response "
                                        f"window, and no effect opens one (respond({event}, ...))", span))
    return found


def _locals(unit: Any) -> set[str]:
    """Names a unit binds itself (they may hide a zone of the same name)."""
    names = set(unit.variables)
    for node in ast.walk(unit.node):
        if isinstance(node, (ast.Let, ast.Binding)):
            names.add(node.name)
        elif isinstance(node, ast.For):
            names.add(node.var)
        elif isinstance(node, ast.Choose) and node.each:
            names.add(node.each)
    return names


class _UnitCheck:
    def __init__(self, registry: Registry, world: World, local: set[str]) -> None:
        self.registry, self.world, self.local = registry, world, local
        self.found: list[Diagnostic] = []
        self.opened: set[str] = set()

    def walk(self, root: Any) -> None:
        for node in ast.walk(root):
            if isinstance(node, ast.Call):
                prim = self.registry.primitives.get(node.name)
                if prim is not None and prim.origin == "core" and prim.procedure is None:
                    self.call(prim, node)

    def call(self, prim: Any, node: ast.Call) -> None:
        bound, _ = bind_arguments(prim, node)
        args = {prim.params[index].name: arg for index, arg in bound.items()}
        for name in _DICE.get(node.name, ()):
            self.dice(args.get(name))
        for name in _SPACES.get(node.name, ()):
            self.space(args.get(name))
        if node.name == "seat_named":
            self.constant(args.get("name"), self.world.seats, UNKNOWN_SEAT_NAME, "seat", "the game's seats")
        elif node.name in ("spaces_tagged", "tagged"):
            self.constant(args.get("tag"), self.world.tags, UNKNOWN_TAG, "space tag", "any board space's tags")
        elif node.name == "links":
            self.constant(args.get("kind"), self.world.link_kinds, UNKNOWN_LINK_KIND, "link kind", "the boards' links")
        elif node.name == "respond":
            self.respond(node)
        elif node.name in _TRACKS:
            self.constant(args.get("track"), self.world.tracks, UNKNOWN_TRACK, "track", "the boards' tracks")

    def constant(self, arg: Any, known: Iterable[str], code: str, what: str, where: str) -> None:
        value = _text(arg)
        if value is None or value == "" or value in known:
            return
        self.found.append(diagnostic(code, f"{what} {value!r} is not among {where}", arg.span,
                                     did_you_mean(value, list(known))))

    def dice(self, arg: Any) -> None:
        self.constant(arg, self.world.dice, UNKNOWN_DICE, "dice", "the game's dice")

    def space(self, arg: Any) -> None:
        if isinstance(arg, ast.Name) and arg.id not in self.local and arg.id in self.world.zones \
                and arg.id not in self.world.spaces:
            self.found.append(diagnostic(NOT_A_SPACE, f"{arg.id!r} is a zone of the game, not a space of its board",
                                         arg.span, did_you_mean(arg.id, self.world.spaces)))

    def respond(self, node: ast.Call) -> None:
        event, arg = _event(node)
        if event is None:
            return
        self.opened.add(event)
        spec = self.registry.events.get(event)
        if spec is None:
            return  # an unknown name: the checker reports it
        if event not in self.world.responses:
            self.found.append(diagnostic(NOBODY_RESPONDS, f"no card has a response trigger on {event!r} "
                                         "(`response: true`): this window never offers anything", arg.span))
        payload = [p.name for p in spec.payload]
        given = [kw for kw in node.kwargs if kw.name not in _RESPOND_OWN]
        for kw in given:
            if kw.name not in payload:
                self.found.append(diagnostic(BAD_RESPONSE_PAYLOAD, f"event {event!r} has no payload {kw.name!r}"
                                             + (f"; its payload is {', '.join(payload)}" if payload else ""),
                                             kw.span, did_you_mean(kw.name, payload)))
        missing = [name for name in payload if name not in {kw.name for kw in given}]
        if missing:
            self.found.append(diagnostic(BAD_RESPONSE_PAYLOAD, f"respond({event}) needs the event's payload "
                                         + ", ".join(f"{name}=..." for name in missing), node.span))


def _text(arg: Any) -> str | None:
    if isinstance(arg, ast.Literal) and isinstance(arg.value, str):
        return arg.value
    return None


def _event(node: ast.Call) -> tuple[str | None, Any]:
    """The event a respond(...) names, and the argument naming it."""
    arg = node.args[0] if node.args else next((kw.value for kw in node.kwargs if kw.name == "event"), None)
    if isinstance(arg, ast.Name):
        return arg.id, arg
    return _text(arg), arg
