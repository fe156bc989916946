"""Which effects may ask players for decisions: found from the syntax trees alone, before anything is compiled.

An effect asks when it contains a `choose`, calls an asking primitive, calls a procedure that asks, or signals an
event one of whose triggers asks (an `advance` asks when a reward of the track asks). Procedures and events depend
on each other (a trigger may call a procedure that signals an event ...), so the answer is a fixpoint: start from
"nothing asks" and mark until nothing changes. The code generator turns asking effects into resumable functions
and everything else into plain Python functions, which is where most of the speed comes from.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from rulekit.effects import ast
from rulekit.effects.registry import Registry

SIGNAL = "signal"
ADVANCE = "advance"


@dataclass
class AskingFacts:
    """What asks: procedures by name, events by name, tracks (some reward asks) by name."""

    procedures: set[str] = field(default_factory=set)
    events: set[str] = field(default_factory=set)
    tracks: set[str] = field(default_factory=set)
    registry: Registry | None = None

    def call_asks(self, call: ast.Call) -> bool:
        name = call.name
        if name in self.procedures:
            return True
        if name == SIGNAL:
            event = _event_of(call)
            return event is None or event in self.events
        if name == ADVANCE:
            track = _literal_argument(call, 0, "track")
            return bool(self.tracks) if track is None else track in self.tracks
        prim = self.registry.primitives.get(name) if self.registry is not None else None
        return prim is not None and prim.procedure is None and prim.yields

    def asks(self, node: ast.Node | Iterable[ast.Stmt]) -> bool:
        """Whether running this node (or these statements) may ask for a decision."""
        nodes = node if isinstance(node, (tuple, list)) else (node,)
        for top in nodes:
            for sub in ast.walk(top):
                if isinstance(sub, ast.Choose):
                    return True
                if isinstance(sub, ast.Call) and self.call_asks(sub):
                    return True
        return False


def analyse(
    registry: Registry,
    procedures: Mapping[str, ast.Effect],
    triggers: Mapping[str, Iterable[ast.Effect]],
    rewards: Mapping[str, Iterable[ast.Effect]],
    asking_handlers: Iterable[str] = (),
) -> AskingFacts:
    """The fixpoint. triggers: event -> bodies of its triggers; rewards: track -> bodies of its rewards;
    asking_handlers: events a plugin handles with Python code that asks."""
    facts = AskingFacts(events=set(asking_handlers), registry=registry)
    changed = True
    while changed:
        changed = False
        for name, body in procedures.items():
            if name not in facts.procedures and facts.asks(body.statements):
                facts.procedures.add(name)
                changed = True
        for event, bodies in triggers.items():
            if event not in facts.events and any(facts.asks(b.statements) for b in bodies):
                facts.events.add(event)
                changed = True
        for track, bodies in rewards.items():
            if track not in facts.tracks and any(facts.asks(b.statements) for b in bodies):
                facts.tracks.add(track)
                changed = True
    return facts


def _event_of(call: ast.Call) -> str | None:
    if not call.args:
        return None
    arg = call.args[0]
    if isinstance(arg, ast.Name):
        return arg.id
    if isinstance(arg, ast.Literal) and isinstance(arg.value, str):
        return arg.value
    return None


def _literal_argument(call: ast.Call, index: int, keyword: str) -> str | None:
    if len(call.args) > index:
        arg = call.args[index]
    else:
        arg = next((kw.value for kw in call.kwargs if kw.name == keyword), None)
    if isinstance(arg, ast.Literal) and isinstance(arg.value, str):
        return arg.value
    return None
