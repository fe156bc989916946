"""The one vocabulary of the effect language: primitives, events and their typed parameters.

The checker, the compiler, the generated reference (docs/effect-language.md) and the localized rules text all
read this registry, so they cannot drift apart. The core registers generic primitives (rulekit.run.primitives);
each game adds its own through the `rulekit_register_primitives` hook.

A primitive is a Python function whose first parameter is the run-time context; its other parameters are
annotated with effect-language type names (strings, see TYPES) and its docstring is its reference entry:

    @registry.action
    def move(ctx, cards: "cards", to: "zone") -> "none":
        '''Move cards to a zone, on top.'''

An int parameter may declare its range, `@registry.action(ranges={"count": (1, None)})`: a constant argument
outside it is a lint finding (RK222), and the reference shows it.

Actions change the game (and may be generator functions that yield decisions); queries only read it and may be
used inside expressions and conditions.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Mapping

from rulekit.errors import PluginError

# Effect-language types. "any" matches everything; "cards" accepts a single card too; "players" a single player;
# "number" is int. A zone value is a zone of one owner; a "zone" parameter also accepts a per-player zone family
# (e.g. bare `hand`) which the primitive resolves per player.
TYPES = ("any", "int", "bool", "str", "player", "players", "card", "cards", "zone", "link", "links", "id", "none")

# Which value types may be passed where a parameter of the given type is expected.
ACCEPTS: Mapping[str, frozenset[str]] = {
    "any": frozenset(TYPES),
    "int": frozenset({"int", "any"}),
    "bool": frozenset({"bool", "any"}),
    "str": frozenset({"str", "id", "any"}),
    "id": frozenset({"id", "str", "card", "any"}),
    "player": frozenset({"player", "any"}),
    "players": frozenset({"players", "player", "any"}),
    "card": frozenset({"card", "any"}),
    "cards": frozenset({"cards", "card", "zone", "any"}),
    "zone": frozenset({"zone", "any"}),
    "link": frozenset({"link", "any"}),
    "links": frozenset({"links", "link", "any"}),
    "none": frozenset({"none"}),
}


def function_type(type_name: str) -> str | None:
    """For a parameter type "fn(t)" (an expression of `it`, evaluated by the primitive for each item of type t),
    the type of `it`; None for every other type."""
    if type_name.startswith("fn(") and type_name.endswith(")"):
        inner = type_name[3:-1]
        return inner if inner in TYPES else None
    return None


def known_type(type_name: str) -> bool:
    return type_name in TYPES or function_type(type_name) is not None

REQUIRED = inspect.Parameter.empty


class Unwind(Exception):
    """Raised on purpose to unwind running effects (the end of the game, `stop`): it passes through primitives and
    handlers unchanged, while any other exception a plugin's code raises becomes a PluginError naming it."""


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    type: str
    default: Any = REQUIRED
    minimum: int | None = None  # an int parameter's declared range (None: open on that side)
    maximum: int | None = None

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    @property
    def ranged(self) -> bool:
        return self.minimum is not None or self.maximum is not None

    def in_range(self, value: int) -> bool:
        return (self.minimum is None or value >= self.minimum) and (self.maximum is None or value <= self.maximum)

    def range_text(self) -> str:
        """The declared range in words: "1 or more", "0 to 6", "at most 3"."""
        if self.minimum is not None and self.maximum is not None:
            return f"{self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"{self.minimum} or more"
        if self.maximum is not None:
            return f"at most {self.maximum}"
        return "any"


@dataclass(frozen=True, slots=True)
class Primitive:
    name: str
    kind: str  # "action" or "query"
    params: tuple[Param, ...]
    returns: str
    doc: str
    impl: Callable[..., Any]
    yields: bool  # a generator function: it may ask players for decisions
    origin: str  # "core" or the plugin that registered it
    extra_keywords: bool = False  # takes **payload (only `signal`: the keywords are the event's payload)
    procedure: Any = None  # a procedure of the game (written in the effect language), not a Python function
    reads_rules: bool = False  # a query that runs trigger conditions (which may call any procedure): never memoised over
    # What of the state a query reads, as categories of `rulekit.run.memo` ("zones", "links", "turn", ...; empty:
    # nothing beyond its arguments); None: undeclared, anything (a result using it is forgotten at every event).
    reads: frozenset[str] | None = None

    def signature(self) -> str:
        parts = []
        for p in self.params:
            parts.append(f"{p.name}: {p.type}" + ("" if p.required else f" = {p.default!r}"))
        ret = "" if self.returns == "none" else f" -> {self.returns}"
        return f"{self.name}({', '.join(parts)}){ret}"


@dataclass(frozen=True, slots=True)
class EventSpec:
    """A named event triggers can listen to (`on: name`); its payload names become variables in the effect."""

    name: str
    payload: tuple[Param, ...]
    doc: str
    origin: str


Ranges = Mapping[str, tuple[int | None, int | None]]


def _ranged(fn: Callable[..., Any], params: list[Param], ranges: Ranges) -> list[Param]:
    """The parameters with their declared ranges: `ranges` maps an int parameter to (minimum, maximum), None for an
    open side. A range on another parameter, a reversed one or a default outside it is a PluginError."""
    by_name = {p.name: p for p in params}
    for key, bounds in ranges.items():
        param = by_name.get(key)
        if param is None or param.type != "int":
            raise PluginError(f"primitive {fn.__qualname__}: a range is declared for {key!r}, which is not an int parameter")
        try:
            low, high = bounds
        except (TypeError, ValueError):
            raise PluginError(f"primitive {fn.__qualname__}: the range of {key!r} must be (minimum, maximum)") from None
        if any(b is not None and type(b) is not int for b in (low, high)) or (
            low is not None and high is not None and low > high
        ):
            raise PluginError(f"primitive {fn.__qualname__}: the range of {key!r} is not (minimum <= maximum): {bounds!r}")
        ranged = Param(param.name, param.type, param.default, low, high)
        if not param.required and type(param.default) is int and not ranged.in_range(param.default):
            raise PluginError(f"primitive {fn.__qualname__}: the default of {key!r} lies outside its range {ranged.range_text()}")
        by_name[key] = ranged
    return [by_name[p.name] for p in params]


def _primitive_from_function(
    fn: Callable[..., Any], kind: str, name: str | None, origin: str, ranges: Ranges | None = None, asks: bool = False,
    reads_rules: bool = False, reads: Any = None,
) -> Primitive:
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    if not params or params[0].name != "ctx":
        raise PluginError(f"primitive {fn.__qualname__}: the first parameter must be 'ctx'")
    typed: list[Param] = []
    extra_keywords = False
    for p in params[1:]:
        if p.kind is inspect.Parameter.VAR_KEYWORD:
            extra_keywords = True
            continue
        if p.kind not in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY):
            raise PluginError(f"primitive {fn.__qualname__}: parameter {p.name!r} must be a plain named parameter")
        type_name = p.annotation if isinstance(p.annotation, str) else getattr(p.annotation, "__name__", "")
        type_name = type_name.strip("'\"")
        if not known_type(type_name):
            raise PluginError(
                f"primitive {fn.__qualname__}: parameter {p.name!r} has type {type_name!r}; use one of {', '.join(TYPES)}"
            )
        typed.append(Param(p.name, type_name, p.default))
    returns = sig.return_annotation
    returns = (returns if isinstance(returns, str) else "none").strip("'\"") if returns is not inspect.Signature.empty else "none"
    if returns not in TYPES:
        raise PluginError(f"primitive {fn.__qualname__}: return type {returns!r} is not one of {', '.join(TYPES)}")
    doc = inspect.cleandoc(fn.__doc__ or "")
    if not doc:
        raise PluginError(f"primitive {fn.__qualname__}: a docstring is required (it is the reference entry)")
    yields = asks or inspect.isgeneratorfunction(fn)
    if kind == "query" and yields:
        raise PluginError(f"primitive {fn.__qualname__}: a query cannot ask for decisions")
    if ranges:
        typed = _ranged(fn, typed, ranges)
    return Primitive(name or fn.__name__.rstrip("_"), kind, tuple(typed), returns, doc, fn, yields, origin, extra_keywords,
                     reads_rules=reads_rules, reads=None if reads is None else frozenset(reads))


@dataclass
class Registry:
    """Primitives and events by name. Registering a name twice replaces it only with `replace=True`."""

    primitives: dict[str, Primitive] = field(default_factory=dict)
    events: dict[str, EventSpec] = field(default_factory=dict)
    origin: str = "core"

    def add(self, primitive: Primitive, *, replace: bool = False) -> Primitive:
        if primitive.name in self.primitives and not replace:
            have = self.primitives[primitive.name]
            raise PluginError(
                f"primitive {primitive.name!r} from {primitive.origin} is already registered by {have.origin}; "
                "pass replace=True to override it"
            )
        self.primitives[primitive.name] = primitive
        return primitive

    def action(self, fn: Callable[..., Any] | None = None, *, name: str | None = None, replace: bool = False,
               ranges: Ranges | None = None, asks: bool = False):
        """Decorator: register an action primitive (it may change the game and ask for decisions).

        `ranges` declares the values an int parameter takes, e.g. `ranges={"count": (1, None)}` (1 or more): the
        checker reports a constant argument outside it (RK222) and the reference shows it.

        An action that asks players returns `rulekit.run.machine.Asking(decisions, then)` (or its result at once when
        there is nothing to ask): pass `asks=True`. A generator function that yields decisions works too, but a
        game paused inside one cannot be cloned (search agents need clones)."""

        def wrap(f: Callable[..., Any]) -> Callable[..., Any]:
            self.add(_primitive_from_function(f, "action", name, self.origin, ranges, asks), replace=replace)
            return f

        return wrap(fn) if fn is not None else wrap

    def query(self, fn: Callable[..., Any] | None = None, *, name: str | None = None, replace: bool = False,
              ranges: Ranges | None = None, reads_rules: bool = False, reads: Iterable[str] | None = None):
        """Decorator: register a query primitive (reads the game, usable in expressions); `ranges` as for actions.
        `reads_rules=True` for a query that evaluates trigger conditions (which may call any procedure): a procedure
        that uses it is never memoised (effects/analysis.py). `reads` names what of the state the query reads
        beyond its arguments, as categories of `rulekit.run.memo` (`reads=()`: nothing; `reads=("links",)`): a
        procedure's remembered result then survives events that touch nothing it reads. Without it, any event
        forgets the result (always correct, only slower)."""

        def wrap(f: Callable[..., Any]) -> Callable[..., Any]:
            self.add(_primitive_from_function(f, "query", name, self.origin, ranges, reads_rules=reads_rules,
                                              reads=reads), replace=replace)
            return f

        return wrap(fn) if fn is not None else wrap

    def event(self, name: str, doc: str, *, replace: bool = False, **payload: str) -> EventSpec:
        """Declare an event; payload maps variable names to types."""
        for type_name in payload.values():
            if type_name not in TYPES:
                raise PluginError(f"event {name!r}: payload type {type_name!r} is not one of {', '.join(TYPES)}")
        if name in self.events and not replace:
            raise PluginError(f"event {name!r} is already declared by {self.events[name].origin}")
        spec = EventSpec(name, tuple(Param(k, v) for k, v in payload.items()), inspect.cleandoc(doc), self.origin)
        self.events[name] = spec
        return spec

    def scoped(self, origin: str) -> "Registry":
        """A view of this registry that records `origin` on what it registers (one per plugin)."""
        view = Registry(self.primitives, self.events, origin)
        return view

    def copy(self) -> "Registry":
        """An independent registry with the same entries (a game adds its procedures to its own copy)."""
        return Registry(dict(self.primitives), dict(self.events), self.origin)

    def __iter__(self) -> Iterator[Primitive]:
        return iter(sorted(self.primitives.values(), key=lambda p: p.name))


@dataclass(frozen=True, slots=True)
class Scope:
    """What the checker knows about one game besides the registry.

    names: global names and their types (shared zones -> "zone", per-player zone families -> "zone",
        global counters -> "int", constants such as `players` -> "players", content ids -> "id" or "card").
    attributes: for a value type ("player", "card", "zone"), the attribute names it has and their types
        (player: per-player zones and counters; card: stats and card counters; zone: size/top/cards).
    variables: names bound by the surrounding trigger or step (e.g. `self`, `owner`, event payload) and types.
    """

    names: Mapping[str, str]
    attributes: Mapping[str, Mapping[str, str]]
    variables: Mapping[str, str] = field(default_factory=dict)

    def with_variables(self, extra: Mapping[str, str]) -> "Scope":
        merged = dict(self.variables)
        merged.update(extra)
        return Scope(self.names, self.attributes, merged)
