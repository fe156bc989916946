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


# ---------------------------------------------------------------------------------------------------- memoising

# Parameter types whose values are hashable and compared by value: a memo key may hold them.
_KEY_TYPES = frozenset({"int", "bool", "str", "id", "player", "card", "zone", "link"})


def memoised_procedures(registry: Registry, procedures: Mapping[str, tuple[ast.Effect, tuple]],
                        pure: set[str] | frozenset[str]) -> set[str]:
    """The procedures whose result may be remembered until the state changes (`RunContext.memo`).

    A procedure qualifies when it is pure (it changes no state: no counter is set, only queries and pure
    procedures are called, nothing asks or stops; a greatest fixpoint, so procedures calling each other can be
    pure together) and every parameter is of a type a key can hold. The code generator remembers those that do
    enough work to be worth a lookup (`worth_remembering`, and what their types show). `pure`: what
    `pure_procedures` found."""
    return {name for name in pure if all(p.type in _KEY_TYPES for p in procedures[name][1])}


def pure_procedures(registry: Registry, procedures: Mapping[str, tuple[ast.Effect, tuple]],
                    counters: frozenset[str], asking: set[str]) -> set[str]:
    """The procedures that change no state: no counter is set, only queries and pure procedures are called,
    nothing asks or stops (a greatest fixpoint, so procedures calling each other can be pure together)."""
    pure = {name for name in procedures if name not in asking}
    changed = True
    while changed:
        changed = False
        for name in sorted(pure):
            node, _ = procedures[name]
            if not _pure(node, registry, pure, counters):
                pure.discard(name)
                changed = True
    return pure


def read_closure(reads: Mapping[str, tuple[frozenset[str], frozenset[str]]], anything: str
                 ) -> dict[str, frozenset[str]]:
    """What each procedure reads, itself or through the procedures it calls (a fixpoint: calls may be recursive),
    from what each reads itself and which it calls. A callee not listed counts as reading `anything`."""
    found = {name: set(own) for name, (own, _) in reads.items()}
    changed = True
    while changed:
        changed = False
        for name, (_, callees) in reads.items():
            before = len(found[name])
            for callee in callees:
                found[name] |= found.get(callee, {anything})
            changed = changed or len(found[name]) != before
    return {name: frozenset(categories) for name, categories in found.items()}


def pure_expression(node: ast.Node, registry: Registry, pure: set[str] | frozenset[str]) -> bool:
    """Whether evaluating an expression changes nothing and asks nothing, whatever the state: it calls only
    queries that run no trigger conditions and pure procedures. Such an expression may be evaluated earlier,
    once instead of many times, or not at all, with the same result."""
    for part in ast.walk(node):
        if isinstance(part, ast.Call):
            prim = registry.primitives.get(part.name)
            if prim is None:
                return False
            if prim.procedure is not None:
                if part.name not in pure:
                    return False
            elif prim.kind != "query" or prim.yields or prim.reads_rules:
                return False
    return True


def _pure(effect: ast.Effect, registry: Registry, pure: set[str], counters: frozenset[str]) -> bool:
    local = set()
    for node in ast.walk(effect):
        if isinstance(node, ast.Let):
            local.add(node.name)
        elif isinstance(node, ast.For):
            local.add(node.var)
    for node in ast.walk(effect):
        if isinstance(node, (ast.Choose, ast.Stop)):
            return False
        if isinstance(node, ast.Assign):
            if not isinstance(node.target, ast.Name) or node.target.id not in local or node.target.id in counters:
                return False
        if isinstance(node, ast.Call):
            prim = registry.primitives.get(node.name)
            if prim is None or prim.reads_rules:
                return False
            if prim.procedure is not None:
                if node.name not in pure:
                    return False
            elif prim.kind != "query" or prim.yields:
                return False
    return True


def worth_remembering(effect: ast.Effect, registry: Registry) -> bool:
    """Whether a procedure's syntax shows enough work for a memo lookup to pay: a loop, a `where`, a call of a
    procedure or of a query that goes over many things or is not written inline (a Python call costs more than a
    lookup)."""
    for node in ast.walk(effect):
        if isinstance(node, (ast.For, ast.While, ast.Repeat, ast.Where)):
            return True
        if isinstance(node, ast.Call):
            prim = registry.primitives.get(node.name)
            if prim is not None and (prim.procedure is not None or prim.returns in ("cards", "players", "links")
                                     or any(p.type.startswith("fn(") for p in prim.params)
                                     or (prim.kind == "query" and getattr(prim.impl, "inline", None) is None)):
                return True
    return False


def calls_only_queries(effect: ast.Effect, registry: Registry) -> bool:
    """Whether a procedure calls nothing but queries that run no rules: no procedure, no action, no signal. Its
    work is bounded by its own loops (which check the budget at each pass) and by the lists it goes over, so the
    check at its start may wait for the caller's next one; a chain of calls, however long or branching, still
    passes a check at each procedure that calls another."""
    for node in ast.walk(effect):
        if isinstance(node, ast.Call):
            prim = registry.primitives.get(node.name)
            if prim is None or prim.procedure is not None or prim.kind != "query" or prim.yields or prim.reads_rules:
                return False
    return True
