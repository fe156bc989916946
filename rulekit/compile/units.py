"""Every effect text of a game, from YAML string to running function: parse, find what asks, check, generate one
Python module, compile it once (cached by content hash), bind each unit to its function.

Collect first (`effect`, `expression`, `procedure` hand back a `Unit` whose `code` is filled in later), then
`compile`: procedures must all be known before any text that calls them is checked, and whether a text asks
depends on every trigger and procedure of the game.
"""
from __future__ import annotations

import hashlib
import linecache
import marshal
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from rulekit.effects import ast, check_effect, check_expression, parse_effect, parse_expression
from rulekit.effects.analysis import analyse, memoised_procedures, pure_procedures
from rulekit.effects.codegen import REQUIRED_PARAM, ModuleCode, ModuleWriter, Names, UnitSpec
from rulekit.effects.registry import Param, Primitive, Registry, Scope
from rulekit.errors import Diagnostic, EffectSyntaxError
from rulekit.compile.sources import Source, fix
from rulekit.run import locate, memo
from rulekit.run.flow import Code
from rulekit.run.runtime import namespace


@dataclass(eq=False)
class Unit:
    """One effect text of the game and, once compiled, its Code."""

    key: str
    kind: str  # "effect", "expression" or "procedure"
    src: Source
    scope: Scope
    variables: tuple[str, ...] = ()
    returns: str | None = None  # procedures: their result type ("none" without one)
    params: tuple[Param, ...] = ()
    doc: str = ""
    node: Any = None
    types: dict[int, str] = field(default_factory=dict)
    asks: bool = False
    code: Code | None = None


class Units:
    def __init__(self, diagnostics: list[Diagnostic], registry: Registry) -> None:
        self.diagnostics = diagnostics
        self.registry = registry
        self.units: list[Unit] = []
        self.procedures: dict[str, Unit] = {}

    # ------------------------------------------------------------------------------------------ collecting
    def effect(self, src: Source, scope: Scope, key: str) -> Unit:
        return self._add(Unit(key, "effect", src, scope, tuple(scope.variables)))

    def expression(self, src: Source, scope: Scope, key: str) -> Unit:
        return self._add(Unit(key, "expression", src, scope, tuple(scope.variables)))

    def procedure(self, name: str, src: Source, scope: Scope, params: tuple[Param, ...], returns: str,
                  doc: str) -> Unit:
        unit = Unit(name, "procedure", src, scope.with_variables({p.name: p.type for p in params}),
                    tuple(p.name for p in params), returns, params, doc)
        self.procedures[name] = unit
        return self._add(unit)

    def _add(self, unit: Unit) -> Unit:
        parse = parse_expression if unit.kind == "expression" else parse_effect
        try:
            unit.node = parse(unit.src.text, unit.src.span)
        except EffectSyntaxError as error:
            self.diagnostics.extend(fix(error.diagnostics, unit.src))
        self.units.append(unit)
        return unit

    # ------------------------------------------------------------------------------------------ compiling
    def compile(self, game_id: str, names: Names, budget: int, events: Mapping[str, Iterable[Unit]],
                rewards: Mapping[str, Iterable[Unit]], asking_handlers: Iterable[str]) -> tuple[ModuleCode, Any]:
        """Check and generate everything; returns the module and the asking facts (or raises nothing: problems go
        to the diagnostics, and then no code is made)."""
        self._declare_procedures(ask=set())
        parsed = lambda found: [u.node for u in found if u.node is not None]  # noqa: E731
        facts = analyse(
            self.registry,
            {name: u.node for name, u in self.procedures.items() if u.node is not None},
            {event: parsed(found) for event, found in events.items()},
            {track: parsed(found) for track, found in rewards.items()},
            asking_handlers,
        )
        self._declare_procedures(ask=facts.procedures)
        for unit in self.units:
            if unit.node is not None:
                self._check(unit)
        if self.diagnostics:
            return ModuleCode(""), facts
        for unit in self.units:
            unit.asks = unit.kind != "expression" and facts.asks(_statements(unit.node))
        module = self._generate(game_id, names, budget, facts)
        self._bind(module)
        return module, facts

    def _declare_procedures(self, ask: set[str]) -> None:
        """Procedures become callables of the game's registry, so the checker treats them like primitives. One
        that asks is an action (a statement or a `let` value); one that does not may stand in expressions."""
        for name, unit in self.procedures.items():
            asks = name in ask
            self.registry.primitives[name] = Primitive(
                name, "action" if asks else "query", unit.params, unit.returns or "none", unit.doc or name,
                None, asks, f"procedure at {unit.src.span}", procedure=unit)

    def _check(self, unit: Unit) -> None:
        if unit.kind == "expression":
            found = check_expression(unit.node, self.registry, unit.scope, types=unit.types)
        else:
            found = check_effect(unit.node, self.registry, unit.scope, types=unit.types,
                                 returns=unit.returns if unit.kind == "procedure" else None)
        self.diagnostics.extend(fix(found, unit.src))

    def _generate(self, game_id: str, names: Names, budget: int, facts: Any) -> ModuleCode:
        digest = hashlib.sha256(game_id.encode()).hexdigest()[:8]
        writer = ModuleWriter(f"<rulekit {game_id} {digest}>", names, self.registry, facts, budget)
        bodies = {name: (u.node, u.params) for name, u in self.procedures.items() if u.node is not None}
        writer.pure = frozenset(pure_procedures(self.registry, bodies, frozenset(names.counters), facts.procedures))
        memoised = memoised_procedures(self.registry, bodies, writer.pure)
        for name, unit in self.procedures.items():
            writer.declare_procedure(name, unit.asks, tuple(
                p.default if not p.required else REQUIRED_PARAM for p in unit.params), name in memoised)
        for unit in self.units:
            writer.add(UnitSpec(unit.key, unit.kind, unit.node, unit.types, unit.variables, unit.asks))
        module = writer.code
        writer.plan_memo()
        module.filename = f"<rulekit {game_id} {hashlib.sha256(module.source.encode()).hexdigest()[:12]}>"
        return module

    def _bind(self, module: ModuleCode) -> None:
        scope = namespace()
        scope.update(module.constants)
        exec(compiled(module), scope)  # noqa: S102 - generated from checked syntax trees only (see codegen)
        register_module(module)
        for name in module.memoised:
            memo.watch(scope, int(name[1:]))
        for unit in self.units:
            fn = scope[module.functions[unit.key]]
            unit.code = Code(unit.key, fn, unit.asks, module.slots.get(unit.key, 0), unit.src.span, unit.node)


def _statements(node: Any) -> tuple:
    return node.statements if isinstance(node, ast.Effect) else (node,)


# ---------------------------------------------------------------------------------------------------- modules

_MODULES: dict[str, ModuleCode] = {}


def register_module(module: ModuleCode) -> None:
    """Remember a generated module, so that a run-time error in it can name its YAML line, and tracebacks show
    its source."""
    _MODULES[module.filename] = module
    locate.register(module.filename, module.spans)
    lines = [line + "\n" for line in module.lines]
    linecache.cache[module.filename] = (len(module.source), None, lines, module.filename)


def module_named(filename: str) -> ModuleCode | None:
    return _MODULES.get(filename)


def compiled(module: ModuleCode) -> Any:
    """The module's code object, from the cache when the same source was compiled before."""
    source = module.source
    key = hashlib.sha256((sys.version + "\0" + source).encode()).hexdigest()
    folder = _cache_dir()
    path = folder / f"{key}.marshal" if folder is not None else None
    if path is not None and path.is_file():
        try:
            code = marshal.loads(path.read_bytes())
            if code.co_filename == module.filename:
                return code
        except (OSError, ValueError, EOFError, TypeError):
            pass  # a broken cache entry is compiled again
    code = compile(source, module.filename, "exec")
    if path is not None:
        try:
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(marshal.dumps(code))
            os.replace(tmp, path)
        except OSError:
            pass
    return code


def _cache_dir() -> Path | None:
    root = os.environ.get("RULEKIT_CACHE")
    if root == "":
        return None
    base = Path(root) if root else Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "rulekit"
    try:
        (base / "code").mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return base / "code"
