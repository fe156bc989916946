"""Checked syntax trees to Python source: one module per game, a function per step, trigger, condition, reward and
procedure.

The source is generated from the syntax tree alone, never by pasting a content file's text: every name a content
file chooses becomes a string literal (`repr`) or a numbered constant of the module's namespace (`K12`), and every
generated identifier is made of a fixed prefix and a number. So no id, string or name can reach Python as code.

Two shapes of function:
- an effect that never asks players (found by `analysis`) becomes a plain function: locals are Python locals,
  loops are Python loops, a procedure call is a Python call;
- an effect that may ask becomes a resumable function `fn(ctx, fr)` over a `Frame` (rulekit.run.machine): its
  locals live in the list `fr.v`, its position in `fr.pc`, and it returns whenever it asks or calls something that
  may ask. A paused game is then plain data (frames of numbers and values), which is what lets the engine clone a
  game for search and roll back a failed answer.

Names are resolved here, with the types the checker inferred: `p.ducats` becomes `PC[p]['ducats']`, `c.value` a
look-up in the table of that stat, a zone its key. Every generated line remembers the span of the statement it
came from (`ModuleCode.spans`), so a run-time error names the YAML file:line:col.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from rulekit.effects import ast
from rulekit.effects.analysis import (SIGNAL, AskingFacts, calls_only_queries, pure_expression, read_closure,
                                      worth_remembering)
from rulekit.effects.registry import Primitive, Registry, function_type
from rulekit.effects.values import Family, zone_of
from rulekit.errors import Span

INDENT = "    "
ANYTHING = "*"  # the category of a read the compiler cannot pin down: every event forgets what depends on it


@dataclass(frozen=True)
class Names:
    """What the global names of one game are, for resolving them at compile time."""

    zones: Mapping[str, bool]  # zone name -> one per player
    counters: frozenset[str]  # game counters (tracks and supplies included)
    player_counters: frozenset[str]
    card_counters: frozenset[str]
    stats: Mapping[str, Mapping[str, Any]]  # stat -> card id -> printed value (cards that have the stat)
    kinds: Mapping[str, str]  # card id -> kind
    constants: Mapping[str, Any]  # seats (int), card and board ids, events (str)
    seats: int  # the most seats a game of it can have


@dataclass(frozen=True)
class UnitSpec:
    """One piece of effect text to compile: a step or trigger body ("effect"), a condition ("expression") or a
    procedure ("procedure", whose `variables` are its parameters in order)."""

    key: str
    kind: str
    node: Any
    types: Mapping[int, str]
    variables: tuple[str, ...] = ()
    asks: bool = False


@dataclass
class ModuleCode:
    """The generated module: its source, the span of every line, the constants its namespace needs, and for each
    unit the name of its function."""

    filename: str
    lines: list[str] = field(default_factory=list)
    spans: list[Span | None] = field(default_factory=list)
    constants: dict[str, Any] = field(default_factory=dict)
    functions: dict[str, str] = field(default_factory=dict)  # unit key -> function (or frame factory) name
    slots: dict[str, int] = field(default_factory=dict)  # unit key -> slots of its frame (resumable units)
    memo_plan: dict[str, tuple[int, ...]] = field(default_factory=dict)  # category -> memo tables (run.memo)
    memo_tables: int = 0  # how many tables the memo has (the highest procedure number + 1)
    memo_clears: dict = field(default_factory=dict, compare=False, repr=False)  # run.memo's cache of the plan
    memoised: list[str] = field(default_factory=list)  # the remembered procedures' functions (run.memo.watch)

    @property
    def source(self) -> str:
        return "\n".join(self.lines) + "\n"

    def legend(self) -> str:
        """What the module's constants are, as comments (for people reading `rulekit show --python`)."""
        rows = []
        for name, value in self.constants.items():
            text = getattr(value, "__qualname__", None) or repr(value)
            text = text if len(text) <= 70 else text[:67] + "..."
            rows.append(f"# {name} = " + "".join(ch if ch.isprintable() else "?" for ch in text))
        return "\n".join(rows)

    def span_of_line(self, number: int) -> Span | None:
        if 1 <= number <= len(self.spans):
            return self.spans[number - 1]
        return None


@dataclass(frozen=True)
class ProcedureRef:
    """How a procedure is called from generated code."""

    function: str  # plain: a function (ctx, *args); asking: a factory (*args) -> Frame
    asks: bool
    defaults: tuple[Any, ...]  # a default per parameter (REQUIRED_PARAM when none)
    memoised: bool = False  # pure, remembered until the state changes (analysis.memoised_procedures, settle_memo)


REQUIRED_PARAM = object()


class ModuleWriter:
    """Collects the functions of one game's module."""

    def __init__(self, filename: str, names: Names, registry: Registry, facts: AskingFacts, budget: int) -> None:
        self.code = ModuleCode(filename)
        self.names = names
        self.registry = registry
        self.facts = facts
        self.budget = budget
        self.procedures: dict[str, ProcedureRef] = {}
        self.reads: dict[str, tuple[frozenset[str], frozenset[str]]] = {}  # procedure -> (what it reads, callees)
        self.pure: frozenset[str] = frozenset()  # procedures that change no state (analysis.pure_procedures)
        self._constant_ids: dict[tuple[str, str], str] = {}
        self._functions = itertools.count(1)
        self.code.constants["BUDGET"] = budget

    # ------------------------------------------------------------------------------------------ bookkeeping
    def constant(self, value: Any, kind: str = "", key: str | None = None) -> str:
        """A namespace name for a value built at compile time (a zone, a table, a primitive). Values are told apart
        by `key` when given (large tables), else by their repr (or identity, for functions)."""
        if key is None:
            key = repr(value) if not callable(value) else f"{id(value)}"
        key = (kind or type(value).__name__, key)
        name = self._constant_ids.get(key)
        if name is None:
            name = f"K{len(self._constant_ids) + 1}"
            self._constant_ids[key] = name
            self.code.constants[name] = value
        return name

    def emit(self, line: str, span: Span | None) -> None:
        self.code.lines.append(line)
        self.code.spans.append(span)

    def plan_memo(self) -> None:
        """The module's memo layout (rulekit.run.memo): a table per procedure number, and for each category of the
        state the tables an event touching it clears (the memoised procedures that read it, themselves or through
        the procedures they call)."""
        closure = read_closure(self.reads, ANYTHING)
        plan: dict[str, list[int]] = {}
        numbers = {name: int(ref.function[1:]) for name, ref in self.procedures.items()}
        for name, ref in self.procedures.items():
            if ref.memoised:
                for category in closure.get(name, {ANYTHING}):
                    plan.setdefault(category, []).append(numbers[name])
        self.code.memo_plan = {category: tuple(sorted(tables)) for category, tables in sorted(plan.items())}
        self.code.memo_tables = 1 + max(numbers.values(), default=0)

    def declare_procedure(self, name: str, asks: bool, defaults: tuple[Any, ...], memoised: bool = False
                          ) -> ProcedureRef:
        number = next(self._functions)
        ref = ProcedureRef(f"n{number}" if asks else f"p{number}", asks, defaults, memoised and not asks)
        self.procedures[name] = ref
        return ref

    # ------------------------------------------------------------------------------------------ units
    def add(self, unit: UnitSpec) -> str:
        """Generate the unit's function; returns its name (a frame factory for asking procedures)."""
        if unit.kind == "expression":
            name = f"c{next(self._functions)}"
            _ExpressionUnit(self, unit, name).write()
        elif unit.kind == "procedure":
            ref = self.procedures[unit.key]
            name = ref.function
            _FunctionWriter(self, unit, name).write()
        else:
            name = f"{'r' if unit.asks else 'u'}{next(self._functions)}"
            _FunctionWriter(self, unit, name).write()
        self.code.functions[unit.key] = name
        return name


# ---------------------------------------------------------------------------------------------------- locals


class _Locals:
    """Where each effect-language variable lives in the function being written: a Python local (`l3`) in a plain
    function, a slot of the frame (`v[3]`) in a resumable one."""

    def __init__(self, resumable: bool) -> None:
        self.resumable = resumable
        self.frames: list[dict[str, str]] = [{}]
        self.slots = 0
        self._ids = itertools.count()

    def push(self, bindings: dict[str, str] | None = None) -> None:
        self.frames.append(dict(bindings or {}))

    def pop(self) -> None:
        self.frames.pop()

    def bind(self, name: str) -> str:
        ref = self.fresh()
        self.frames[-1][name] = ref
        return ref

    def fresh(self) -> str:
        """A new storage place, for a variable or for the writer's own bookkeeping (loop positions)."""
        if self.resumable:
            self.slots += 1
            return f"v[{self.slots - 1}]"
        return f"l{next(self._ids)}"

    def python_name(self) -> str:
        """A new Python identifier for a comprehension or lambda variable (never a frame slot)."""
        return f"i{next(self._ids)}"

    def lookup(self, name: str) -> str | None:
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        return None


# ---------------------------------------------------------------------------------------------------- expressions


class _Expressions(ast.Visitor[str]):
    """Expressions to Python expressions (source text). Uses the checker's types to pick direct slots."""

    def __init__(self, writer: ModuleWriter, types: Mapping[int, str], scope: _Locals, env: str | None) -> None:
        self.w = writer
        self.types = types
        self.scope = scope
        self.env = env  # the name of the dict of trigger variables, when they are read from it directly
        self.uses: set[str] = set()  # state tables the function must bind first: ZS, GC, PC, CC
        self.searched: dict[int, str] = {}  # id of a stopping search's call -> the local holding what it found
        # What of the state the code reads (categories of rulekit.run.memo) and which procedures it calls: a
        # memoised procedure's result is forgotten only by events that touch what it, or they, read.
        self.reads: set[str] = set()
        self.callees: set[str] = set()
        self.projects = False  # whether it reads an attribute of every item of a list (a loop in Python)
        # whether a remembered procedure may be running the code, so that the zones it reads must be recorded (see
        # rulekit.run.memo): in pure procedures only, which alone run while a result is being computed
        self.records_reads = True

    def type_of(self, node: ast.Expr) -> str:
        return self.types.get(id(node), "any")

    def expr(self, node: ast.Expr) -> str:
        if isinstance(node, ast.Call):
            return self.call(node)
        return self.visit(node)

    def visit_Literal(self, node: ast.Literal) -> str:
        return repr(node.value)

    def visit_Name(self, node: ast.Name) -> str:
        ref = self.scope.lookup(node.id)
        if ref is not None:
            return ref
        return self.global_name(node.id)

    def global_name(self, name: str) -> str:
        names = self.w.names
        if name in names.zones:
            return self.w.constant(Family(name) if names.zones[name] else zone_of(name, None), "zone")
        if name in names.counters:
            self.uses.add("GC")
            self.reads.add(f"counter:{name}")
            return f"GC[{name!r}]"
        if name == "players":
            return "list(ctx.players)"
        if name == "player_count":
            return "len(ctx.players)"
        if name == "round":
            self.reads.add("round")
            return "ctx.state['round']"
        if name in names.constants:
            return repr(names.constants[name])
        self.reads.add(ANYTHING)
        return f"_global(ctx, {name!r})"

    # attributes
    def visit_Attribute(self, node: ast.Attribute) -> str:
        owner_type = self.type_of(node.obj)
        if isinstance(node.obj, ast.Where) and owner_type in ("players", "cards"):
            return self.where_attribute(node.obj, owner_type, node.name)
        owner = self.expr(node.obj)
        return self.attribute(owner, owner_type, node.name, node.obj)

    def fresh_list(self, node: ast.Expr) -> bool:
        """Is the node's code a list made on the spot, whose items the budget counted already?"""
        if isinstance(node, ast.Attribute):
            return isinstance(node.obj, ast.Where) and self.type_of(node.obj) in ("players", "cards")
        return isinstance(node, ast.Where)

    def where_source(self, source: ast.Expr) -> str:
        """What a `where` goes over. `cards_in(zone)` copies the zone's list for whoever keeps it; a `where` only
        reads it, so it goes over the zone itself (`_iter` records the read like `cards_in` does)."""
        if (isinstance(source, ast.Call) and len(source.args) == 1 and not source.kwargs
                and self.type_of(source.args[0]) == "zone"):
            prim = self.w.registry.primitives[source.name]
            if getattr(prim.impl, "inline", None) == "ctx.cards_of({0})":
                return self.read_only(source.args[0])
        return self.read_only(source)

    def read_only(self, source: ast.Expr) -> str:
        """A list that is only read (gone over by `_iter` or copied by `_snapshot`): `players` is the seats' own
        list, which never changes, not a copy of it; a zone the compiler knows, its own list (`zone_cards`)."""
        if isinstance(source, ast.Name) and source.id == "players" and self.scope.lookup("players") is None:
            return "ctx.players"
        code = self.expr(source)
        return self.zone_cards(source, code) if self.zone_key(source, code) is not None else code

    def zone_cards(self, node: ast.Expr | None, code: str) -> str:
        """The list of cards of the zone that `code`, the node's code, gives: found by its key when the compiler
        knows it and no read needs recording (`zone_key`), else by `_zk`, which records the read."""
        self.uses.add("ZS")
        key = self.zone_key(node, code)
        return f"ZS[{key}]" if key is not None else f"ZS[_zk(ctx, {code})]"

    def zone_key(self, node: ast.Expr | None, code: str) -> str | None:
        """The code of the key of the zone the node names, when the compiler knows which zone it is (one zone, or a
        player's `p.hand`) and no remembered procedure may be running (`records_reads`); else None."""
        if node is None or self.records_reads or not self.names_zone(node):
            return None
        if isinstance(node, ast.Name):
            return repr(zone_of(node.id, None).key)
        zones = self.zone_table(node.name)  # `attribute` wrote the zone as this table indexed by the player
        assert code.startswith(zones + "[") and code.endswith("]"), code
        keys = tuple(zone.key for zone in self.w.code.constants[zones])
        return f"{self.w.constant(keys, 'zone-keys:' + node.name)}{code[len(zones):]}"

    def zone_table(self, name: str) -> str:
        """The constant holding each seat's zone of a zone name that is one per player."""
        names = self.w.names
        return self.w.constant(tuple(zone_of(name, seat) for seat in range(names.seats)), "zones:" + name)

    def where_attribute(self, where: ast.Where, owner_type: str, name: str) -> str:
        """`(xs where P).name` in one pass, without the list in between."""
        source = self.where_source(where.source)
        item = self.scope.python_name()
        self.scope.push({"it": item})
        condition = self.expr(where.condition)
        self.scope.pop()
        single = self.attribute(item, "player" if owner_type == "players" else "card", name)
        return f"[{single} for {item} in _iter(ctx, {source}) if {condition}]"

    def attribute(self, owner: str, owner_type: str, name: str, node: ast.Expr | None = None) -> str:
        """`owner.name` for an owner of the type, `owner` being its code (and `node` its syntax, when known)."""
        names = self.w.names
        if owner_type == "player":
            if name in names.player_counters:
                self.uses.add("PC")
                self.reads.add(f"player:{name}")
                return f"PC[{owner}][{name!r}]"
            if names.zones.get(name):
                return f"{self.zone_table(name)}[{owner}]"
            if name == "seat":
                return owner
        elif owner_type == "card":
            return self.card_attribute(owner, name)
        elif owner_type == "zone":
            return self.zone_attribute(owner, name, node)
        elif owner_type == "link" and _SIMPLE.match(owner) and name in _LINK_FIELDS:
            # read in the inner loops of board searches: the field itself, the slow path only for a non-link
            self.reads |= self.dynamic_reads(name)
            if name == "blocked":
                self.uses.add("BL")
            return f"({_LINK_FIELDS[name].format(owner)} if {owner}.__class__ is Link else _attr(ctx, {owner}, {name!r}))"
        elif owner_type in ("players", "cards"):
            self.projects = True
            item = self.scope.python_name()
            single = self.attribute(item, "player" if owner_type == "players" else "card", name)
            return f"[{single} for {item} in _iter(ctx, {owner})]"
        self.reads |= self.dynamic_reads(name)
        return f"_attr(ctx, {owner}, {name!r})"

    def dynamic_reads(self, name: str) -> set[str]:
        """What `value.name` may read when the value's type shows only at run time: whatever the name means for
        any value (a card's or a player's counter, a link's state). Zones are not counted here: which zone's
        cards a procedure reads (a card's place included) is recorded as it runs (rulekit.run.memo)."""
        names = self.w.names
        found = set()
        if name in names.card_counters:
            found.add(f"card:{name}")
        if name in names.player_counters:
            found.add(f"player:{name}")
        if name in ("blocked", "blocker"):
            found.add("links")
        return found

    def card_attribute(self, card: str, name: str) -> str:
        names = self.w.names
        if name in names.stats:
            table = self.w.constant(names.stats[name], "stat", key=name)
            if name in names.card_counters:  # a stat of some kinds, a counter of others: the stat wins
                self.uses.add("CC")
                self.reads.add(f"card:{name}")
                return f"_stat_or_counter({table}, CC, {card}, {name!r})"
            return f"{table}[{card}]"
        if name in names.card_counters:
            self.uses.add("CC")
            self.reads.add(f"card:{name}")
            form = _COUNTER_OF_NAME if _SIMPLE.match(card) else _COUNTER_OF
            return form.format(card=card, name=repr(name))
        if name == "id":
            return card
        if name == "kind":
            return f"{self.w.constant(names.kinds, 'kinds', key='kinds')}[{card}]"
        if name == "zone":
            return f"ctx.zone_of_card({card})"
        if name == "owner":
            return f"ctx.owner_of({card})"
        self.reads |= self.dynamic_reads(name)
        return f"_attr(ctx, {card}, {name!r})"

    def zone_attribute(self, zone: str, name: str, node: ast.Expr | None) -> str:
        cards = self.zone_cards(node, zone)
        if name == "size":
            return f"len({cards})"
        if name == "top":
            return f"_top({cards})"
        if name == "cards":
            return f"list({cards})"
        if name == "owner":
            return f"_zone_owner({zone})"
        self.projects = True
        item = self.scope.python_name()
        return f"[{self.card_attribute(item, name)} for {item} in {cards}]"

    # operators
    def visit_ListExpr(self, node: ast.ListExpr) -> str:
        return "[" + ", ".join(self.expr(item) for item in node.items) + "]"

    def visit_BinOp(self, node: ast.BinOp) -> str:
        left, right = self.expr(node.left), self.expr(node.right)
        return f"{_ARITHMETIC[node.op]}({left}, {right})"  # checks the size of lists and numbers it makes

    def visit_UnaryOp(self, node: ast.UnaryOp) -> str:
        operand = self.expr(node.operand)
        if node.op == "not":
            return f"(not {operand})"
        return f"(-{operand})"

    def visit_Compare(self, node: ast.Compare) -> str:
        found = self.stopping_count(node)
        if found is not None:
            return found
        left, right = self.expr(node.left), self.expr(node.right)
        if node.op in ("in", "not in"):
            if self.type_of(node.right) == "zone":
                right = self.zone_cards(node.right, right)
            else:
                right = f"_members(ctx, {right})"
            return f"({left} {node.op} {right})"
        return f"({left} {node.op} {right})"

    def stopping_count(self, node: ast.Compare) -> str | None:
        """`count(xs where P) > 0` (or `!= 0`, `== 0`) as a search that stops at the first item where P holds, when
        P changes nothing; None for other comparisons."""
        if _counted_call(node) is None:
            return None
        prim = self.w.registry.primitives.get(node.left.name)
        found = self.stopping_where(prim, node.left, "inline_exists") if prim is not None else None
        if found is None:
            return None
        return f"(not {found})" if node.op == "==" else found

    def visit_BoolOp(self, node: ast.BoolOp) -> str:
        return "(" + f" {node.op} ".join(self.expr(v) for v in node.values) + ")"

    def visit_Where(self, node: ast.Where) -> str:
        source = self.where_source(node.source)
        item = self.scope.python_name()
        self.scope.push({"it": item})
        condition = self.expr(node.condition)
        self.scope.pop()
        return f"[{item} for {item} in _iter(ctx, {source}) if {condition}]"

    # calls
    def visit_Call(self, node: ast.Call) -> str:
        return self.call(node)

    def call(self, node: ast.Call) -> str:
        """A call as a Python expression. For an asking call the value may be a control object (a frame or a
        decision) that the resumable function hands to the machine."""
        prim = self.w.registry.primitives[node.name]
        if prim.procedure is not None:
            return self.procedure_call(prim, node)
        if prim.name == SIGNAL:
            return self.signal_call(node)
        return self.primitive_call(prim, node)

    def arguments(self, prim: Primitive, node: ast.Call) -> dict[int, str]:
        from rulekit.effects.checker import bind_arguments

        bound, _ = bind_arguments(prim, node)
        return {index: self.argument(prim.params[index].type, arg) for index, arg in bound.items()}

    def argument(self, type_name: str, arg: ast.Expr) -> str:
        if function_type(type_name) is None:
            return self.expr(arg)
        item = self.scope.python_name()
        self.scope.push({"it": item})
        body = self.expr(arg)
        self.scope.pop()
        return f"(lambda {item}: {body})"

    def procedure_call(self, prim: Primitive, node: ast.Call) -> str:
        ref = self.w.procedures[prim.name]
        self.callees.add(prim.name)
        given = self.arguments(prim, node)
        values = []
        for index, default in enumerate(ref.defaults):
            values.append(given[index] if index in given else repr(default))
        if ref.asks:
            return f"{ref.function}({', '.join(values)})"
        return f"{ref.function}(ctx{''.join(', ' + v for v in values)})"

    def signal_call(self, node: ast.Call) -> str:
        from rulekit.effects.analysis import _event_of

        event = _event_of(node)
        payload = "{" + ", ".join(f"{kw.name!r}: {self.expr(kw.value)}" for kw in node.kwargs) + "}"
        method = "signal_frame" if self.w.facts.call_asks(node) else "signal_now"
        return f"ctx.{method}({event!r}, {payload})"

    def primitive_call(self, prim: Primitive, node: ast.Call) -> str:
        import inspect

        stopping = self.stopping_where(prim, node)
        if stopping is not None:
            return stopping
        args = self.arguments(prim, node)
        if prim.kind != "query" or prim.reads is None or prim.reads_rules:
            self.reads.add(ANYTHING)
        else:
            self.reads |= prim.reads
        inline = getattr(prim.impl, "inline", None)
        if inline is not None and set(args) == set(range(getattr(prim.impl, "inline_args", 1))):
            if inline == _COUNT and not self.fresh_list(node.args[0]):
                return self.length(node.args[0], args[0])
            if node.args and self.fresh_list(node.args[0]):
                inline = getattr(prim.impl, "inline_fresh", inline)
            return "(" + inline.format(*(args[index] for index in sorted(args))) + ")"
        impl = self.w.constant(prim.impl, "primitive:" + prim.name)
        positional_ok = _positional(prim)
        parts: list[str] = []
        index = 0
        while index in args and positional_ok[index]:
            parts.append(args[index])
            index += 1
        parts += [f"{prim.params[i].name}={args[i]}" for i in sorted(args) if i >= index]
        if prim.extra_keywords:
            known = {p.name for p in prim.params}
            parts += [f"{kw.name}={self.expr(kw.value)}" for kw in node.kwargs if kw.name not in known]
        code = f"{impl}(ctx{''.join(', ' + p for p in parts)})"
        if inspect.isgeneratorfunction(prim.impl):
            return f"ctx.generator({code})"
        return code

    def length(self, node: ast.Expr, code: str) -> str:
        """`count(xs)` without going over xs (a length is not a loop: the budget counts nothing): a zone's list
        (its read recorded), a list in a local checked at run time, else the general form."""
        if self.names_zone(node):
            return f"len({self.zone_cards(node, code)})"
        if self.stat_list(node):
            return f"len({code})"
        if _SIMPLE.match(code):
            return f"(len({code}) if {code}.__class__ is list else {_COUNT.format(code)})"
        return f"({_COUNT.format(code)})"

    def names_zone(self, node: ast.Expr) -> bool:
        """Is the node one zone, never a zone per player (a `Family`, whose cards are every player's)?"""
        names = self.w.names
        if isinstance(node, ast.Name):
            return self.scope.lookup(node.id) is None and names.zones.get(node.id) is False
        return (isinstance(node, ast.Attribute) and self.type_of(node.obj) == "player"
                and names.zones.get(node.name) is True and node.name not in names.player_counters)

    def search_loop(self, node: ast.Expr) -> list[str]:
        """A stopping search (`first(xs where P)`, `count(xs where P) > 0`) that evaluating the node runs whatever the
        values, as the lines of a loop to write before the node's code, ending at the first hit: making the generator
        of the search's expression form costs more than the search usually does. The node's code then reads what
        the loop found. No lines when there is no such search."""
        found = self.unconditional_search(node)
        if found is None:
            return []
        call, form_name = found
        parts = self.search_parts(self.w.registry.primitives[call.name], call, form_name)
        hit, miss = _SEARCH_LOOPS[form_name]
        result = self.scope.python_name()
        self.searched[id(call)] = result
        return [f"{result} = {miss}", f"for {parts['item']} in _iter(ctx, {parts['source']}):",
                f"    if {parts['condition']}:", f"        {result} = {hit.format(**parts)}", "        break"]

    def unconditional_search(self, node: ast.Expr) -> tuple[ast.Call, str] | None:
        """The first stopping search that evaluating the node runs whatever the values, with nothing but pure code
        before it (which may then run after it, see `analysis.pure_expression`): its call and form, or None."""
        found = self.search_of(node)
        if found is not None:
            return found
        for part in self.evaluated_first(node):
            found = self.unconditional_search(part)
            if found is not None or not pure_expression(part, self.w.registry, self.w.pure):
                return found
        return None

    def search_of(self, node: ast.Expr) -> tuple[ast.Call, str] | None:
        """The node as a stopping search (its call and form), or None."""
        call, form_name = _counted_call(node), "inline_exists"
        if call is None:
            call, form_name = node, "inline_where"
        prim = self.w.registry.primitives.get(call.name) if isinstance(call, ast.Call) else None
        if prim is None or prim.procedure is not None or not self.stops(prim, call, form_name):
            return None
        return call, form_name

    def evaluated_first(self, node: ast.Expr) -> list[ast.Expr]:
        """The parts of the node's code that run before it whatever their values, in their order (of `and` and `or`
        the first operand only; no argument that is a function, made a lambda)."""
        if isinstance(node, ast.UnaryOp):
            return [node.operand]
        if isinstance(node, ast.BoolOp):
            return [node.values[0]]
        if isinstance(node, (ast.Compare, ast.BinOp)):
            return [node.left, node.right]
        if isinstance(node, ast.Attribute):
            return [node.obj]
        if isinstance(node, ast.ListExpr):
            return list(node.items)
        prim = self.w.registry.primitives.get(node.name) if isinstance(node, ast.Call) else None
        if prim is None or node.name == SIGNAL:
            return []
        from rulekit.effects.checker import bind_arguments

        bound, _ = bind_arguments(prim, node)
        return [bound[i] for i in sorted(bound) if function_type(prim.params[i].type) is None]

    def stat_list(self, node: ast.Expr) -> bool:
        """Is the node a card's stat whose printed value is a list on every card that has it?"""
        if not (isinstance(node, ast.Attribute) and self.type_of(node.obj) == "card"):
            return False
        table = self.w.names.stats.get(node.name)
        return (table is not None and node.name not in self.w.names.card_counters
                and all(value.__class__ is list for value in table.values()))

    def stopping_where(self, prim: Primitive, node: ast.Call, form_name: str = "inline_where") -> str | None:
        """`first(xs where P)` as a search that stops at the first item where P holds, when P changes nothing
        (testing the items after it would give the same answer); None for other calls. `form_name`: the attribute
        of the primitive's function giving the search's Python form. A search its statement made a loop of
        before it (`search_loop`) is the local holding what it found."""
        if id(node) in self.searched:
            return self.searched.pop(id(node))
        parts = self.search_parts(prim, node, form_name)
        if parts is None:
            return None
        return "(" + getattr(prim.impl, form_name).format(**parts) + ")"

    def stops(self, prim: Primitive, node: ast.Call, form_name: str) -> bool:
        """Can the call be a stopping search of the form `form_name` (see `stopping_where`)?"""
        return (getattr(prim.impl, form_name, None) is not None and len(node.args) == 1 and not node.kwargs
                and isinstance(node.args[0], ast.Where)
                and pure_expression(node.args[0].condition, self.w.registry, self.w.pure))

    def search_parts(self, prim: Primitive, node: ast.Call, form_name: str) -> dict[str, str] | None:
        """The item, source and condition of a stopping search (see `stopping_where`), or None."""
        if not self.stops(prim, node, form_name):
            return None
        where = node.args[0]
        self.reads |= prim.reads
        source = self.where_source(where.source)
        item = self.scope.python_name()
        self.scope.push({"it": item})
        condition = self.expr(where.condition)
        self.scope.pop()
        return {"item": item, "source": source, "condition": condition}


# A Python local or frame slot: evaluating it twice costs nothing and does nothing.
_SIMPLE = re.compile(r"^(?:[lvi]\d+|v\[\d+\])$")
# a card's counter: a card named by a plain name (read twice at no cost) is looked up without two calls, since
# most cards have no counters (tests/test_codegen_card_counter.py holds the two to one result)
_COUNTER_OF = "CC.get({card}, EMPTY).get({name}, 0)"
_COUNTER_OF_NAME = "(CC[{card}].get({name}, 0) if {card} in CC else 0)"
# Link attributes read without a call (the rest go through Link.effect_attribute).
_LINK_FIELDS = {"kind": "{0}.kind", "index": "{0}.index", "blockable": "{0}.blockable",
                "blocked": "({0}.key in BL if BL else False)"}  # runtime._link_blocked, inline

# the core `count`'s form (rulekit.run.primitives): a list's length, its items counted by the budget
_COUNT = "len(_iter(ctx, {0}))"
_ARITHMETIC = {"+": "_add", "-": "_sub", "*": "_mul", "//": "_floordiv", "%": "_mod"}


def _checked_update(op: str, current: str, value: str) -> str:
    """`current op= value` through the operator's checked helper (runtime `_add`, `_mul`, ...)."""
    return f"{_ARITHMETIC[op[0]]}({current}, {value})"


def _counter_update(op: str, current: str, value: str) -> str:
    """A counter's `+=`/`-=` as plain Python: its value is a whole number, so `+`/`-` builds nothing large (a list or
    a string raises TypeError as in `_add`/`_sub`), and the counter's setter refuses a sum out of range ("cannot hold
    it"); the other operators keep their checked helper (`*` of a list could build a huge one)."""
    if op in ("+=", "-="):
        return f"({current} {op[0]} {value})"
    return _checked_update(op, current, value)


def _counted_call(node: ast.Expr) -> ast.Call | None:
    """The call of `count(...) > 0` (or `!= 0`, `== 0`), or None."""
    if not isinstance(node, ast.Compare):
        return None
    zero = node.right
    if (node.op not in (">", "!=", "==") or not isinstance(zero, ast.Literal) or zero.value.__class__ is not int
            or zero.value != 0 or not isinstance(node.left, ast.Call)):
        return None
    return node.left


# A stopping search written as a loop (`_Expressions.search_loop`): per form of `_Expressions.stopping_where`,
# what the loop finds at a hit and what it gives without one (the values of the forms' generator expressions).
_SEARCH_LOOPS = {"inline_where": ("{item}", "None"), "inline_exists": ("True", "False")}


def _positional(prim: Primitive) -> tuple[bool, ...]:
    """For each parameter: may it be passed by position? (a keyword-only one may not)."""
    import inspect

    try:
        params = list(inspect.signature(prim.impl).parameters.values())[1:]
    except (TypeError, ValueError):
        return tuple(True for _ in prim.params)
    kinds = {p.name: p.kind for p in params}
    return tuple(kinds.get(p.name) is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in prim.params)


class _ExpressionUnit:
    """A condition: `def cN(ctx, env): return <expr>`; trigger variables are read from env."""

    def __init__(self, writer: ModuleWriter, unit: UnitSpec, name: str) -> None:
        self.w, self.unit, self.name = writer, unit, name

    def write(self) -> None:
        scope = _Locals(resumable=False)
        scope.push({v: f"env.get({v!r})" for v in self.unit.variables})
        exprs = _Expressions(self.w, self.unit.types, scope, "env")
        exprs.records_reads = False  # a condition runs for the engine, never inside a remembered procedure
        search = exprs.search_loop(self.unit.node)
        body = exprs.expr(self.unit.node)
        span = self.unit.node.span
        self.w.emit(f"def {self.name}(ctx, env):", span)
        for table in sorted(exprs.uses):
            self.w.emit(INDENT + f"{table} = ctx.{_TABLES[table]}", span)
        for text in search:
            self.w.emit(INDENT + text, span)
        self.w.emit(INDENT + f"return {body}", span)
        self.w.emit("", None)


_TABLES = {"ZS": "zones", "GC": "counters", "PC": "pcounters", "CC": "ccounters", "BL": "blocked"}


# ---------------------------------------------------------------------------------------------------- statements


@dataclass
class _Line:
    depth: int
    text: str
    span: Span | None
    jump: int | None = None  # the block a jump's two lines (`pc = n`, `continue`) go to
    refs: tuple[int, ...] = ()  # the blocks the text names, as `{0}`, `{1}`...: numbered when the blocks are laid out

    def rendered(self, numbers: Mapping[int, int]) -> str:
        return self.text.format(*(numbers[ref] for ref in self.refs)) if self.refs else self.text


class _Loop:
    """The innermost loop, for break/continue: a Python loop, or a flattened one (jump to its head or end)."""

    def __init__(self, head: int | None = None, end: int | None = None) -> None:
        self.head, self.end = head, end

    @property
    def python(self) -> bool:
        return self.head is None


class _FunctionWriter:
    """An effect or a procedure. Plain: nested Python. Resumable: numbered blocks in a dispatch loop; a block ends
    by jumping to another (`pc = n; continue`), by pausing (`fr.pc = n; return control`) or by finishing."""

    def __init__(self, writer: ModuleWriter, unit: UnitSpec, name: str) -> None:
        self.w, self.unit, self.name = writer, unit, name
        self.resumable = unit.asks
        self.scope = _Locals(self.resumable)
        self.exprs = _Expressions(writer, unit.types, self.scope, None)
        self.blocks: list[list[_Line]] = [[]]
        self.current = 0
        self.depth = 0
        self.loops: list[_Loop] = []
        self.is_procedure = unit.kind == "procedure"
        self.exprs.records_reads = self.is_procedure and unit.key in writer.pure

    # -------------------------------------------------------------------------------- output
    def line(self, text: str, span: Span | None) -> None:
        self.blocks[self.current].append(_Line(self.depth, text, span))

    def new_block(self) -> int:
        self.blocks.append([])
        return len(self.blocks) - 1

    def line_to(self, template: str, targets: tuple[int, ...], span: Span | None) -> None:
        """A line naming blocks (`fr.pc = {0}`): their numbers are written once the blocks are laid out."""
        self.blocks[self.current].append(_Line(self.depth, template, span, refs=targets))

    def jump(self, target: int, span: Span | None) -> None:
        block = self.blocks[self.current]
        block.append(_Line(self.depth, "pc = {0}", span, target, (target,)))
        block.append(_Line(self.depth, "continue", span, target))

    def finish(self, value: str, span: Span | None) -> None:
        if self.resumable:
            self.line(f"fr.result = {value}", span)
            self.line("return None", span)
        else:
            self.line(f"return {value}" if value != "None" else "return None", span)

    def tick(self, span: Span | None, checked: bool = True) -> None:
        """A step of the budget; `checked`: the budget is checked here too (else at the next check)."""
        self.line("ctx.steps += 1", span)
        if checked:
            self.line("if ctx.steps > BUDGET: _over_budget(ctx)", span)

    def write(self) -> None:
        params = self.unit.variables
        bindings = {name: self.scope.fresh() for name in params}
        self.scope.push(bindings)
        span = _span_of(self.unit.node)
        if self.resumable and not self.is_procedure:
            for name, ref in bindings.items():
                self.line(f"{ref} = fr.ret.get({name!r})", span)
        elif not self.resumable and not self.is_procedure:
            for name, ref in bindings.items():
                self.line(f"{ref} = env.get({name!r})", span)
        if self.is_procedure:  # counted; checked unless the procedure calls only queries (`calls_only_queries`)
            self.tick(span, checked=self.resumable or not calls_only_queries(self.unit.node, self.w.registry))
        self.statements(_body(self.unit.node))
        self.finish("None", span)
        self.scope.pop()
        self.render(params, bindings, span)
        if self.is_procedure:
            self.w.reads[self.unit.key] = (frozenset(self.exprs.reads), frozenset(self.exprs.callees))

    # -------------------------------------------------------------------------------- rendering
    def render(self, params: tuple[str, ...], bindings: dict[str, str], span: Span | None) -> None:
        w = self.w
        tables = [f"{t} = ctx.{_TABLES[t]}" for t in sorted(self.exprs.uses)]
        if not self.resumable:
            args = "env" if not self.is_procedure else ", ".join(bindings[p] for p in params)
            memoised = self.is_procedure and self.settle_memo()
            name = "_" + self.name if memoised else self.name
            w.emit(f"def {name}(ctx{', ' + args if args else ''}):", span)
            for text in tables:
                w.emit(INDENT + text, span)
            for line in self.blocks[0]:
                w.emit(INDENT * (1 + line.depth) + line.text, line.span)
            w.emit("", None)
            if memoised:
                self.render_memo(args, span)
            return
        function = f"f{self.name[1:]}" if self.is_procedure else self.name
        w.emit(f"def {function}(ctx, fr):", span)
        w.emit(INDENT + "v = fr.v", span)
        for text in tables:
            w.emit(INDENT + text, span)
        w.emit(INDENT + "pc = fr.pc", span)
        w.emit(INDENT + "while True:", span)
        self.render_blocks(span)
        w.emit("", None)
        w.code.slots[self.unit.key] = self.scope.slots
        if self.is_procedure:
            refs = [f"a{i}" for i in range(len(params))]
            fill = max(self.scope.slots - len(params), 0)
            # the slots after the arguments start empty: a few written out, more from a tuple made once (a slice of
            # a long tuple per call costs more than the frame itself)
            empty = "None, " * fill if fill <= 8 else f"*{w.constant((None,) * fill, 'nones', key=str(fill))}"
            w.emit(f"def {self.name}({', '.join(refs)}):", span)
            w.emit(INDENT + f"return Frame({function}, [{''.join(r + ', ' for r in refs)}{empty}])", span)
            w.emit("", None)

    def settle_memo(self) -> bool:
        """Whether the procedure, one the memo may hold (`analysis.memoised_procedures`), does enough work to be
        worth a lookup: what `analysis.worth_remembering` sees in its syntax, or an attribute read of every item of
        a list (`sum(m.gear.free_moves)`), which only its types show. A procedure that does not is marked as never
        remembered in its ProcedureRef, which `plan_memo` reads."""
        ref = self.w.procedures[self.unit.key]
        if ref.memoised and not (self.exprs.projects or worth_remembering(self.unit.node, self.w.registry)):
            ref = self.w.procedures[self.unit.key] = replace(ref, memoised=False)
        return ref.memoised

    def render_blocks(self, span: Span | None) -> None:
        """The blocks of the dispatch loop, in groups: a group but the last is entered by one test (`pc < its
        end`), so reaching block n tests about n / _GROUP groups and a few blocks, not the n blocks before it. A
        block falling through to a later one still reaches it: it leaves its group for the next ones."""
        w = self.w
        blocks, numbers = _laid_out(self.blocks)
        starts = list(range(0, len(blocks), _GROUP))
        for start in starts:
            end = min(start + _GROUP, len(blocks))
            depth = 2
            if start != starts[-1]:
                w.emit(INDENT * 2 + f"if pc < {end}:", span)
                depth = 3
            for number in range(start, end):
                block = blocks[number]
                w.emit(INDENT * depth + f"if pc == {number}:", span)
                if not block:
                    w.emit(INDENT * (depth + 1) + "pass", span)
                for line in _falling_through(block, number, numbers):
                    w.emit(INDENT * (depth + 1 + line.depth) + line.rendered(numbers), line.span)

    def render_memo(self, args: str, span: Span | None) -> None:
        """The procedure as called: its result remembered per arguments until an event touches what it reads (its
        own table of the memo, see rulekit.run.memo)."""
        w = self.w
        key = f"({args})" if "," in args else (args or "None")  # one argument: itself, the cheapest key
        number = self.name[1:]
        w.code.memoised.append(self.name)
        w.emit(f"def {self.name}(ctx{', ' + args if args else ''}):", span)
        w.emit(INDENT + "_m = ctx.memo", span)  # memo.table and memo.zones_read, inlined: called very often
        if "," in args:  # a tuple of the arguments: made once, used up to three times
            w.emit(INDENT + f"_key = {key}", span)
            key = "_key"
        w.emit(INDENT + f"_found = _m[1][{number}].get({key}, MISSING)", span)
        w.emit(INDENT + "if _found is MISSING:", span)
        w.emit(INDENT * 2 + f"return _compute(ctx, _m[1][{number}], {number}, {key}, "
                            f"_{self.name}{', ' + args if args else ''})", span)
        w.emit(INDENT + "if ctx.reads is not None:", span)  # a remembered caller runs: it read these zones too
        w.emit(INDENT * 2 + f"ctx.reads |= _m[2][{number}].get({key}, _NO_ZONES)", span)
        w.emit(INDENT + "return _found", span)
        w.emit("", None)

    # -------------------------------------------------------------------------------- statements
    def statements(self, statements: tuple[ast.Stmt, ...]) -> None:
        self.scope.push()
        for statement in statements:
            self.line(_comment(statement), statement.span)
            if self.resumable and self.w.facts.asks(statement):
                self.asking(statement)
            else:
                self.plain(statement)
        self.scope.pop()

    def expr(self, node: ast.Expr) -> str:
        return self.exprs.expr(node)

    def read_only(self, node: ast.Expr) -> str:
        return self.exprs.read_only(node)

    def plain(self, node: ast.Stmt) -> None:
        getattr(self, "plain_" + type(node).__name__)(node)

    def plain_Call(self, node: ast.Call) -> None:
        self.search_before(node, node.span)
        self.line(self.expr(node), node.span)

    def plain_Let(self, node: ast.Let) -> None:
        self.search_before(node.value, node.span)
        value = self.expr(node.value)  # before binding: `let x = x + 1` reads the outer x
        self.line(f"{self.scope.bind(node.name)} = {value}", node.span)

    def plain_Assign(self, node: ast.Assign) -> None:
        if isinstance(node.target, ast.Name):  # (an attribute's owner is evaluated first)
            self.search_before(node.value, node.span)
        self.assign(node, self.expr(node.value))

    def search_before(self, node: ast.Expr, span: Span | None) -> None:
        """The statement's stopping search that runs first, as a loop before it (`_Expressions.search_loop`)."""
        for text in self.exprs.search_loop(node):
            self.line(text, span)

    def assign(self, node: ast.Assign, value: str) -> None:
        target, span = node.target, node.span
        if isinstance(target, ast.Name):
            ref = self.scope.lookup(target.id)
            if ref is not None:
                if node.op != "=":
                    value = _checked_update(node.op, ref, value)
                self.line(f"{ref} = {value}", span)
                return
            current = self.exprs.global_name(target.id)
            if node.op != "=":
                value = _counter_update(node.op, current, value)
            self.line(f"ctx.set_game({target.id!r}, {value})", span)
            return
        owner_type = self.exprs.type_of(target.obj)
        owner = self.expr(target.obj)
        if not _SIMPLE.match(owner):  # evaluated once, before the value (a local is read as it is)
            owner, code = self.scope.fresh(), owner
            self.line(f"{owner} = {code}", span)
        names = self.w.names
        if owner_type == "player" and target.name in names.player_counters:
            setter, update = "ctx.set_player", _counter_update
        elif owner_type == "card" and target.name in names.card_counters and target.name not in names.stats:
            setter, update = "ctx.set_card", _counter_update
        else:  # a name only known at run time: ctx.assign checks it, the arithmetic is checked too
            setter, update = "ctx.assign", _checked_update
        if node.op != "=":
            value = update(node.op, self.exprs.attribute(owner, owner_type, target.name), value)
        self.line(f"{setter}({owner}, {target.name!r}, {value})", span)

    def plain_If(self, node: ast.If) -> None:
        self.search_before(node.branches[0][0], node.span)
        for index, (condition, body) in enumerate(node.branches):
            keyword = "if" if index == 0 else "elif"
            self.line(f"{keyword} {self.expr(condition)}:", node.span)
            self.indented(body, node.span)
        if node.orelse:
            self.line("else:", node.span)
            self.indented(node.orelse, node.span)

    def indented(self, body: tuple[ast.Stmt, ...], span: Span | None) -> None:
        self.depth += 1
        before = len(self.blocks[self.current])
        self.statements(body)
        if len(self.blocks[self.current]) == before:
            self.line("pass", span)
        self.depth -= 1

    def plain_For(self, node: ast.For) -> None:
        iterable = self.read_only(node.iterable)
        self.scope.push()
        var = self.scope.bind(node.var)
        self.line(f"for {var} in {self.loop_items(iterable)}:", node.span)
        self.python_loop(node.body, node.span)
        self.scope.pop()

    def loop_items(self, iterable: str) -> str:
        """What a `for` goes over: a copy of a zone's list when the loop may move cards (`_snapshot`); the list itself
        in a pure procedure, which moves none (lists never change in place), and for the seats, which never change."""
        if iterable == "ctx.players" or (self.is_procedure and self.unit.key in self.w.pure):
            return f"_iter(ctx, {iterable})"
        return f"_snapshot(ctx, {iterable})"

    def plain_Repeat(self, node: ast.Repeat) -> None:
        self.line(f"for _ in range(_times({self.expr(node.count)})):", node.span)
        self.python_loop(node.body, node.span)

    def plain_While(self, node: ast.While) -> None:
        self.line(f"while {self.expr(node.condition)}:", node.span)
        self.python_loop(node.body, node.span)

    def python_loop(self, body: tuple[ast.Stmt, ...], span: Span | None) -> None:
        self.depth += 1
        self.tick(span)
        self.loops.append(_Loop())
        self.statements(body)
        self.loops.pop()
        self.depth -= 1

    def plain_Stop(self, node: ast.Stop) -> None:
        self.finish("None", node.span)

    def plain_Return(self, node: ast.Return) -> None:
        if node.value is not None:
            self.search_before(node.value, node.span)
        self.finish(self.expr(node.value) if node.value is not None else "None", node.span)

    def plain_Break(self, node: ast.Break) -> None:
        loop = self.loops[-1]
        if loop.python:
            self.line("break", node.span)
        else:
            self.jump(loop.end, node.span)

    def plain_Continue(self, node: ast.Continue) -> None:
        loop = self.loops[-1]
        if loop.python:
            self.line("continue", node.span)
        else:
            self.jump(loop.head, node.span)

    # -------------------------------------------------------------------------------- asking statements
    def asking(self, node: ast.Stmt) -> None:
        getattr(self, "ask_" + type(node).__name__)(node)

    def pause_on(self, value: ast.Expr, span: Span | None) -> None:
        """Evaluate an asking call; if it hands back a control object, pause with it. Either way go on in a new
        block, where `fr.ret` holds the call's value."""
        after = self.new_block()
        self.line(f"fr.ret = {self.expr(value)}", span)
        if self.makes_frame(value):  # the callee's frame, always: run it, no test needed
            self.line_to("fr.pc = {0}", (after,), span)
            self.line("return fr.ret", span)
        else:
            self.line("if fr.ret.__class__ in CONTROL:", span)
            self.line_to("    fr.pc = {0}", (after,), span)
            self.line("    return fr.ret", span)
            self.jump(after, span)
        self.current = after
        assert self.depth == 0, "asking statements are flattened to the top of a block"

    def makes_frame(self, value: ast.Expr) -> bool:
        """Is the value a call of an asking procedure (whose factory always gives a frame)?"""
        ref = self.w.procedures.get(value.name) if isinstance(value, ast.Call) else None
        return ref is not None and ref.asks

    def ask_Call(self, node: ast.Call) -> None:
        self.pause_on(node, node.span)

    def ask_Let(self, node: ast.Let) -> None:
        self.pause_on(node.value, node.span)
        self.line(f"{self.scope.bind(node.name)} = fr.ret", node.span)

    def ask_Assign(self, node: ast.Assign) -> None:
        self.pause_on(node.value, node.span)
        self.assign(node, "fr.ret")

    def ask_Return(self, node: ast.Return) -> None:
        self.pause_on(node.value, node.span)
        self.finish("fr.ret", node.span)

    def ask_If(self, node: ast.If) -> None:
        end = self.new_block()
        targets = []
        for condition, body in node.branches:
            target = self.new_block()
            targets.append((target, body))
            self.line(f"if {self.expr(condition)}:", node.span)
            self.depth += 1
            self.jump(target, node.span)
            self.depth -= 1
        orelse = None
        if node.orelse:
            orelse = self.new_block()
            self.jump(orelse, node.span)
        else:
            self.jump(end, node.span)
        for target, body in targets + ([(orelse, node.orelse)] if orelse is not None else []):
            self.current = target
            self.statements(body)
            self.jump(end, node.span)
        self.current = end

    def ask_For(self, node: ast.For) -> None:
        items, position = self.scope.fresh(), self.scope.fresh()
        self.line(f"{items} = {self.loop_items(self.read_only(node.iterable))}", node.span)
        self.line(f"{position} = 0", node.span)
        self.scope.push()
        var = self.scope.bind(node.var)
        self.flattened_loop(
            f"{position} >= len({items})", [f"{var} = {items}[{position}]", f"{position} += 1"], node.body, node.span)
        self.scope.pop()

    def ask_Repeat(self, node: ast.Repeat) -> None:
        times, position = self.scope.fresh(), self.scope.fresh()
        self.line(f"{times} = _times({self.expr(node.count)})", node.span)
        self.line(f"{position} = 0", node.span)
        self.flattened_loop(f"{position} >= {times}", [f"{position} += 1"], node.body, node.span)

    def ask_While(self, node: ast.While) -> None:
        self.flattened_loop(f"not {self.expr(node.condition)}", [], node.body, node.span)

    def flattened_loop(self, done: str, advance: list[str], body: tuple[ast.Stmt, ...], span: Span | None) -> None:
        head, end = self.new_block(), self.new_block()
        self.jump(head, span)
        self.current = head
        self.line(f"if {done}:", span)
        self.depth += 1
        self.jump(end, span)
        self.depth -= 1
        for text in advance:
            self.line(text, span)
        self.tick(span)
        self.loops.append(_Loop(head, end))
        self.statements(body)
        self.loops.pop()
        self.jump(head, span)
        self.current = end

    def ask_Stop(self, node: ast.Stop) -> None:
        self.plain_Stop(node)

    def ask_Choose(self, node: ast.Choose) -> None:
        _ChooseWriter(self, node).write()


class _ChooseWriter:
    """`choose`: build the legal options (every combination of each option's values for which its condition
    holds), ask, then run the chosen option's block. The single form is the `each` form with one player."""

    def __init__(self, fw: _FunctionWriter, node: ast.Choose) -> None:
        self.fw, self.node = fw, node

    def write(self) -> None:
        fw, node, span = self.fw, self.node, self.node.span
        scope = fw.scope
        by_player, answers = scope.fresh(), scope.fresh()
        # the players in turn (`each` form only: one chooser needs no list of them)
        who, order, position = (scope.fresh() for _ in range(3)) if node.each is not None else ("", "", "")
        scope.push()
        each = scope.bind(node.each) if node.each is not None else scope.fresh()
        option_refs = [[scope.fresh() for _ in option.bindings] for option in node.options]  # bound per option below
        chooser = fw.expr(node.chooser)
        options = scope.python_name()
        after = fw.new_block()
        end = self.gather_all(who, by_player, each, chooser, options, option_refs)
        labels = fw.w.constant(tuple(o.label for o in node.options), "labels")
        messages = fw.w.constant(tuple(o.message for o in node.options), "option-messages")
        names = fw.w.constant(tuple(tuple(b.name for b in o.bindings) for o in node.options), "option-names")
        secret = node.each is not None
        fw.line(f"fr.ret = ctx.choice({by_player}, {node.prompt!r}, {labels}, {messages}, {names}, {secret})", span)
        fw.line_to("fr.pc = {0}", (after,), span)
        fw.line("return fr.ret", span)
        fw.current = after
        fw.line(f"{answers} = fr.ret", span)
        if node.each is None:  # one chooser, one answer: its option runs, then the choose is over
            loop = end
        else:  # each player's chosen option in turn, in the order of `who`
            loop = fw.new_block()
            fw.line(f"{order} = [p for p in {who} if p in {by_player}]", span)
            fw.line(f"{position} = 0", span)
            fw.jump(loop, span)
            fw.current = loop
            fw.line(f"if {position} >= len({order}):", span)
            fw.line_to("    pc = {0}", (end,), span)
            fw.line("    continue", span)
            fw.line(f"{each} = {order}[{position}]", span)
            fw.line(f"{position} += 1", span)
        chosen = scope.python_name()
        fw.line(f"{chosen} = {by_player}[{each}][{answers}[{each}][0]]", span)
        targets = tuple(fw.new_block() for _ in node.options)
        # the chosen option's block, found without a test per option
        numbered = "(" + "".join(f"{{{index}}}, " for index in range(len(targets))) + ")"
        fw.line_to(f"pc = {numbered}[{chosen}[0]]", targets, span)
        fw.line("continue", span)
        for target, option, refs in zip(targets, node.options, option_refs):  # break/continue act on the loop around
            fw.current = target
            for index, ref in enumerate(refs):  # the block is entered only from here: `chosen` is still set
                fw.line(f"{ref} = {chosen}[1][{index}]", span)
            scope.push({b.name: ref for b, ref in zip(option.bindings, refs)})  # two options may bind one name
            fw.statements(option.body)
            scope.pop()
            fw.jump(loop, span)
        scope.pop()
        fw.current = end

    def gather_all(self, who: str, by_player: str, each: str, chooser: str, options: str,
                   option_refs: list[list[str]]) -> int:
        """The options of every chooser into `by_player` (a choose without options jumps to the end, the block
        returned); one chooser's without a loop over the players."""
        fw, node, span = self.fw, self.node, self.node.span
        end = fw.new_block()
        if node.each is None:
            fw.line(f"{each} = {chooser}", span)
        else:
            fw.line(f"{who} = _players(ctx, {chooser})", span)
            fw.line(f"{by_player} = {{}}", span)
            fw.line(f"for {each} in {who}:", span)
            fw.depth += 1
        fw.line(f"{options} = []", span)
        for number, (option, refs) in enumerate(zip(node.options, option_refs)):
            self.gather(number, option, refs, options)
        if node.each is None:
            fw.line(f"if not {options}:", span)
            fw.line_to("    pc = {0}", (end,), span)
            fw.line("    continue", span)
            fw.line(f"{by_player} = {{{each}: {options}}}", span)
            return end
        fw.line(f"if {options}: {by_player}[{each}] = {options}", span)
        fw.depth -= 1
        fw.line(f"if not {by_player}:", span)
        fw.line_to("    pc = {0}", (end,), span)
        fw.line("    continue", span)
        return end

    def gather(self, number: int, option: ast.ChoiceOption, refs: list[str], options: str) -> None:
        """The loops over an option's bindings, appending each combination whose condition holds. A part of the
        condition (a term of its `and`) that uses none of the later bindings is tested before their loops, when
        it and the values it would skip are pure: an option whose condition fails costs no listing of values
        (the terms keep their order, so a term still runs only where the ones before it hold)."""
        fw = self.fw
        depth = fw.depth
        bindings = option.bindings
        guards = _guards_by_level(option, self.fw.w)
        # the values are gathered in Python locals (the chosen ones go to the frame's slots `refs` after the answer)
        refs = [fw.scope.python_name() for _ in refs]
        fw.scope.push()  # the option's own variables, each visible after its binding (as the checker has it)
        for level, (binding, ref) in enumerate(zip(bindings, refs)):
            if guards[level]:
                fw.line(f"if {' and '.join(fw.expr(term) for term in guards[level])}:", option.span)
                fw.depth += 1
            fw.line(f"for {ref} in _iter(ctx, {fw.read_only(binding.values)}):", binding.span)
            fw.scope.frames[-1][binding.name] = ref
            fw.depth += 1
        last = guards[len(bindings)]
        condition = f"if {' and '.join(fw.expr(term) for term in last)}: " if last else ""
        fw.scope.pop()
        values = "(" + "".join(f"{ref}, " for ref in refs) + ")"
        fw.line(f"{condition}{options}.append(({number}, {values}))", option.span)
        fw.depth = depth


_GROUP = 8  # blocks of a dispatch loop behind one test of pc (see _FunctionWriter.render_blocks)


def _falling_through(block: list, number: int, numbers: Mapping[int, int]) -> list:
    """A block's lines, without the `continue` of a jump that ends it and goes to a later block: the blocks are
    tested in order after it, so the jump reaches its target without starting the dispatch again from block 0."""
    last = block[-1] if block else None
    if last is not None and last.depth == 0 and last.jump is not None and numbers[last.jump] > number:
        return block[:-1]
    return block


def _laid_out(blocks: list[list[_Line]]) -> tuple[list[list[_Line]], dict[int, int]]:
    """The blocks to write, and the number each block is written as. A block that only jumps (`pc = n; continue`)
    is numbered as the block it jumps to, so that a jump or a pause reaching it goes straight on (a pause resumes
    there: a second pass through the dispatch saved); blocks nothing names any more are left out."""
    onward = {number: block[0].jump for number, block in enumerate(blocks)
              if number and len(block) == 2 and block[0].depth == 0 and block[0].jump is not None}

    def final(number: int) -> int:
        seen = set()
        while number in onward and number not in seen:  # (a ring of jumps, never run, ends where it closes)
            seen.add(number)
            number = onward[number]
        return number

    reached, waiting = {0}, [0]
    while waiting:
        for line in blocks[waiting.pop()]:
            for target in map(final, line.refs):
                if target not in reached:
                    reached.add(target)
                    waiting.append(target)
    kept = sorted(reached)
    numbers = {old: new for new, old in enumerate(kept)}
    numbers.update({old: numbers[final(old)] for old in onward if final(old) in numbers})
    return [blocks[old] for old in kept], numbers


def _guards_by_level(option: ast.ChoiceOption, writer: ModuleWriter) -> list[list[ast.Expr]]:
    """The terms of an option's condition, placed before the loop of the first binding they need (index len(bindings):
    inside the innermost loop). Terms keep their order: a term never goes before the loop of an earlier term. A
    term moves outward only if it is pure and so are the values of every loop it would skip."""
    bindings = option.bindings
    levels: list[list[ast.Expr]] = [[] for _ in range(len(bindings) + 1)]
    if option.condition is None:
        return levels
    condition = option.condition
    terms = condition.values if isinstance(condition, ast.BoolOp) and condition.op == "and" else (condition,)
    names = [b.name for b in bindings]
    # the outermost level from which every loop's values are pure (a term may go no further out)
    outermost = len(bindings)
    while outermost > 0 and pure_expression(bindings[outermost - 1].values, writer.registry, writer.pure):
        outermost -= 1
    floor = 0
    for term in terms:
        level = len(bindings)
        if pure_expression(term, writer.registry, writer.pure):
            used = {node.id for node in ast.walk(term) if isinstance(node, ast.Name)}
            needed = max((i + 1 for i, name in enumerate(names) if name in used), default=0)
            level = max(needed, outermost, floor)
        floor = level
        levels[level].append(term)
    return levels


def _comment(statement: ast.Stmt) -> str:
    """`# line: statement`, so the generated code reads alongside its YAML. Only printable characters: nothing a
    content file says can end the comment early."""
    from rulekit.effects.unparse import unparse

    text = unparse(statement).split("\n", 1)[0]
    if len(text) > 90:
        text = text[:87] + "..."
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return f"# {statement.span.line}: {text}"


def _body(node: Any) -> tuple[ast.Stmt, ...]:
    return node.statements if isinstance(node, ast.Effect) else tuple(node)


def _span_of(node: Any) -> Span | None:
    return getattr(node, "span", None)
