"""Checked syntax trees to Python closures, once.

An expression compiles to `eval(ctx, env) -> value`, a statement list to a generator function
`run(ctx, env)` that yields the decisions its actions ask for (`yield from` each asking primitive) and returns
when the effect ends or hits `stop`. Running walks no tree: each node became a closure specialised at compile time
(arity of a call, a constant on the right of an operator, a block with or without decisions).

The run-time contract with the engine: `ctx.tick(span)` once per statement and per loop iteration,
`ctx.lookup(name, span)` for a global name, `ctx.attribute(value, name, span)` for `a.b`,
`ctx.iterate(value, span)` for what `for`/`where` go over and `ctx.assign(owner, name, value, span)` for a counter.
`env` maps the trigger's variables (player, winner, self ...) by name; locals made by `let`/`for` and the `it`
of a `where` live in `env` too, under keys that are not identifiers ("team#3"), so that each binding has its own
lexical scope and never hides a variable or global name after its block ends.

An `EffectRuntimeError` raised by a primitive without a span gets the span of the call; any other exception from
a primitive (a bug, not a rule) becomes a `PluginError` naming the plugin, the primitive and the call's place in the
YAML (for a core primitive an `EffectRuntimeError` there); rulekit's own errors and `Unwind` pass unchanged. Arithmetic and ordering on values of the wrong kind
(`none + 1`, `x // 0`) raise `EffectRuntimeError` with the span of the operator's expression.
"""
from __future__ import annotations

import inspect
import operator
from dataclasses import dataclass
from typing import Any, Callable, Generator

from rulekit.effects import ast
from rulekit.effects.checker import (
    ACTION_IN_EXPRESSION,
    SIGNAL,
    UNKNOWN_EVENT,
    UNKNOWN_PRIMITIVE,
    _event_name,
    bind_arguments,
)
from rulekit.effects.limits import MAX_INT, MAX_ITEMS, oversized, too_large
from rulekit.effects.registry import Primitive, Registry, Unwind
from rulekit.errors import Diagnostic, EffectCheckError, EffectRuntimeError, PluginError, RulekitError, Span

Ev = Callable[[Any, dict], Any]
Run = Callable[[Any, dict], Any]  # a plain function, or a generator function when it asks


@dataclass(frozen=True, slots=True)
class CompiledEffect:
    """A compiled effect: `run(ctx, env)` is a generator function (drive it, answer what it yields)."""

    node: ast.Effect
    span: Span
    run: Callable[[Any, dict], Generator[Any, Any, None]]
    asks: bool  # whether a run may yield decisions at all


@dataclass(frozen=True, slots=True)
class CompiledExpr:
    """A compiled expression: `eval(ctx, env)` returns its value."""

    node: ast.Expr
    span: Span
    eval: Ev


def compile_effect(node: ast.Effect, registry: Registry) -> CompiledEffect:
    """Compile checked statements. Raises EffectCheckError for what cannot be compiled at all (unknown
    primitive, unbindable arguments, an asking action inside an expression): run `check_effect` first."""
    compiler = _Compiler(registry)
    body, asks = compiler.block(node.statements)
    compiler.raise_problems()
    return CompiledEffect(node, node.span, _effect_runner(body, asks), asks)


def compile_expression(node: ast.Expr, registry: Registry) -> CompiledExpr:
    """Compile a checked expression (a condition)."""
    compiler = _Compiler(registry)
    ev = compiler.expr(node)
    compiler.raise_problems()
    return CompiledExpr(node, node.span, ev)


class _Stop(Unwind):
    """`stop`: unwinds to the effect's runner, which ends the run. Never leaves compiled code."""


def _effect_runner(body: Run, asks: bool) -> Callable[[Any, dict], Generator[Any, Any, None]]:
    if asks:

        def run(ctx: Any, env: dict) -> Generator[Any, Any, None]:
            try:
                yield from body(ctx, env)
            except _Stop:
                return

    else:

        def run(ctx: Any, env: dict) -> Generator[Any, Any, None]:
            try:
                body(ctx, env)
            except _Stop:
                pass
            return
            yield  # pragma: no cover - makes this a generator function

    return run


def _locate(error: EffectRuntimeError, span: Span) -> EffectRuntimeError:
    """Give a span-less run-time error the span of the call that raised it (keeping its class)."""
    if error.span is None:
        error.span = span
        error.args = (f"{span}: {error.args[0] if error.args else ''}",)
    return error


def _guard(prim: Primitive, span: Span, error: Exception) -> Exception:
    """What to raise for an exception out of a primitive: a span-less run-time error gets the call's span;
    rulekit's own errors and `Unwind` pass as they are; anything else is a bug of the primitive's plugin, reported
    as an error that names the plugin, the primitive and the call's place in the YAML."""
    if isinstance(error, EffectRuntimeError):
        return _locate(error, span)
    if isinstance(error, (RulekitError, Unwind)):
        return error
    what = f"{type(error).__name__}: {error}"
    if prim.origin == "core":
        failed: Exception = EffectRuntimeError(f"{prim.name}() failed ({what})", span)
    else:
        failed = PluginError(f"{span}: plugin {prim.origin!r} failed in its primitive {prim.name}() ({what})")
    failed.__cause__ = error
    return failed


def _as_generator(fn: Run, asks: bool) -> Run:
    if asks:
        return fn

    def gen(ctx: Any, env: dict) -> Generator[Any, Any, None]:
        fn(ctx, env)
        return
        yield  # pragma: no cover

    return gen


def _noop(ctx: Any, env: dict) -> None:
    return None


_MISSING = object()


def _multiply(a: Any, b: Any) -> Any:
    """`*`, refusing a list or string repeated past MAX_ITEMS before building it."""
    if isinstance(a, (list, str)) and isinstance(b, int) and len(a) * b > MAX_ITEMS:
        raise OverflowError(too_large(a, len(a) * b))
    if isinstance(b, (list, str)) and isinstance(a, int) and len(b) * a > MAX_ITEMS:
        raise OverflowError(too_large(b, len(b) * a))
    return a * b


def _remainder(a: Any, b: Any) -> Any:
    """`%` on numbers only: on a string Python would format it (`"%09999999d" % 1` is a huge string)."""
    if isinstance(a, str):
        raise TypeError("'%' needs numbers")
    return a % b


_ARITHMETIC: dict[str, Callable[[Any, Any], Any]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": _multiply,
    "//": operator.floordiv,
    "%": _remainder,
}
_GROWING = frozenset({"+", "-", "*"})  # operators whose result may be larger than their operands
_ORDERING: dict[str, Callable[[Any, Any], Any]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "in": lambda a, b: a in b,
    "not in": lambda a, b: a not in b,
}
_VERBS = {"+": "add", "-": "subtract", "*": "multiply", "//": "divide", "%": "take the remainder of"}


def _combine(op: str, fn: Callable[[Any, Any], Any], a: Any, b: Any, span: Span) -> Any:
    """An arithmetic operator applied at run time, with located errors and the size limits."""
    try:
        result = fn(a, b)
    except (TypeError, ZeroDivisionError, OverflowError) as error:
        raise _value_error(op, a, b, error, span) from None
    if oversized(result):
        raise EffectRuntimeError(f"'{op}' gives a value too large: {too_large(result)}", span)
    return result


def _value_error(op: str, left: Any, right: Any, error: Exception, span: Span) -> EffectRuntimeError:
    if isinstance(error, OverflowError):
        return EffectRuntimeError(f"'{op}' gives a value too large: {error}", span)
    if isinstance(error, ZeroDivisionError):
        return EffectRuntimeError(f"'{op}' by zero: {_shown(left)} {op} {_shown(right)}", span)
    return EffectRuntimeError(f"cannot apply '{op}' to {_shown(left)} and {_shown(right)}", span)


def _shown(value: Any) -> str:
    """A value for a message, cut short (a value may be a list of thousands of cards)."""
    text = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else "a very large number"
    return text if len(text) <= 80 else text[:77] + "..."


class _Compiler(ast.Visitor[Any]):
    """Expressions: visit_* return an `ev(ctx, env)`. Statements: visit_* return (run, asks)."""

    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        self.problems: list[Diagnostic] = []
        self.frames: list[dict[str, str]] = []  # name -> env key of the binding, innermost block last
        self.bindings = 0
        self.kinds: dict[str, tuple[bool, ...]] = {}

    def raise_problems(self) -> None:
        if self.problems:
            raise EffectCheckError(self.problems)

    def bind(self, name: str) -> str:
        self.bindings += 1
        key = f"{name}#{self.bindings}"
        self.frames[-1][name] = key
        return key

    def key_of(self, name: str) -> str | None:
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        return None

    # ------------------------------------------------------------------------------------------ statements

    def block(self, statements: tuple[ast.Stmt, ...], bind: dict[str, str] | None = None) -> tuple[Run, bool]:
        self.frames.append(dict(bind or {}))
        compiled = [self.call_statement(s) if isinstance(s, ast.Call) else self.visit(s) for s in statements]
        self.frames.pop()
        return _sequence(compiled)

    def call_statement(self, node: ast.Call) -> tuple[Run, bool]:
        fn, asks = self.call(node)
        span = node.span
        if asks:

            def run_asking(ctx: Any, env: dict) -> Generator[Any, Any, None]:
                ctx.tick(span)
                yield from fn(ctx, env)

            return run_asking, True

        def run(ctx: Any, env: dict) -> None:
            ctx.tick(span)
            fn(ctx, env)

        return run, False

    def visit_Let(self, node: ast.Let) -> tuple[Run, bool]:
        span = node.span
        if isinstance(node.value, ast.Call):
            value, asks = self.call(node.value)
        else:
            value, asks = self.expr(node.value), False
        key = self.bind(node.name)  # after the value: `let x = x + 1` reads the outer x
        if asks:

            def run_asking(ctx: Any, env: dict) -> Generator[Any, Any, None]:
                ctx.tick(span)
                env[key] = yield from value(ctx, env)

            return run_asking, True

        def run(ctx: Any, env: dict) -> None:
            ctx.tick(span)
            env[key] = value(ctx, env)

        return run, False

    def visit_Assign(self, node: ast.Assign) -> tuple[Run, bool]:
        span = node.span
        value = self.expr(node.value)
        target = node.target
        combine = None if node.op == "=" else _ARITHMETIC[node.op[0]]
        op = node.op[0]
        if isinstance(target, ast.Name):
            name = target.id
            key = self.key_of(name)
            if key is not None:
                if combine is None:

                    def run(ctx: Any, env: dict) -> None:
                        ctx.tick(span)
                        env[key] = value(ctx, env)

                else:

                    def run(ctx: Any, env: dict) -> None:
                        ctx.tick(span)
                        env[key] = _combine(op, combine, env[key], value(ctx, env), span)

                return run, False
            if combine is None:

                def run(ctx: Any, env: dict) -> None:
                    ctx.tick(span)
                    ctx.assign(None, name, value(ctx, env), span)

            else:

                def run(ctx: Any, env: dict) -> None:
                    ctx.tick(span)
                    current = ctx.lookup(name, span)
                    ctx.assign(None, name, _combine(op, combine, current, value(ctx, env), span), span)

            return run, False
        owner_of = self.expr(target.obj)
        attr = target.name
        if combine is None:

            def run(ctx: Any, env: dict) -> None:
                ctx.tick(span)
                owner = owner_of(ctx, env)
                ctx.assign(owner, attr, value(ctx, env), span)

        else:

            def run(ctx: Any, env: dict) -> None:
                ctx.tick(span)
                owner = owner_of(ctx, env)
                current = ctx.attribute(owner, attr, span)
                ctx.assign(owner, attr, _combine(op, combine, current, value(ctx, env), span), span)

        return run, False

    def visit_If(self, node: ast.If) -> tuple[Run, bool]:
        span = node.span
        branches = [(self.expr(cond), self.block(body)) for cond, body in node.branches]
        orelse = self.block(node.orelse) if node.orelse else None
        asks = any(a for _, (_, a) in branches) or (orelse is not None and orelse[1])
        if asks:
            gen_branches = tuple((cond, _as_generator(*body)) for cond, body in branches)
            gen_else = _as_generator(*orelse) if orelse is not None else None

            def run_asking(ctx: Any, env: dict) -> Generator[Any, Any, None]:
                ctx.tick(span)
                for cond, body in gen_branches:
                    if cond(ctx, env):
                        yield from body(ctx, env)
                        return
                if gen_else is not None:
                    yield from gen_else(ctx, env)

            return run_asking, True
        if len(branches) == 1:
            (cond, (body, _)), = branches
            if orelse is None:

                def run(ctx: Any, env: dict) -> None:
                    ctx.tick(span)
                    if cond(ctx, env):
                        body(ctx, env)

                return run, False
            other = orelse[0]

            def run_else(ctx: Any, env: dict) -> None:
                ctx.tick(span)
                if cond(ctx, env):
                    body(ctx, env)
                else:
                    other(ctx, env)

            return run_else, False
        plain = tuple((cond, body) for cond, (body, _) in branches)
        last = orelse[0] if orelse is not None else _noop

        def run_chain(ctx: Any, env: dict) -> None:
            ctx.tick(span)
            for cond, body in plain:
                if cond(ctx, env):
                    body(ctx, env)
                    return
            last(ctx, env)

        return run_chain, False

    def visit_For(self, node: ast.For) -> tuple[Run, bool]:
        span = node.span
        iterable = self.expr(node.iterable)
        self.frames.append({})
        key = self.bind(node.var)
        body, asks = self.block(node.body)
        self.frames.pop()
        # The loop goes over a snapshot: the body may move the very cards it iterates over.
        if asks:

            def run_asking(ctx: Any, env: dict) -> Generator[Any, Any, None]:
                ctx.tick(span)
                for item in tuple(ctx.iterate(iterable(ctx, env), span)):
                    ctx.tick(span)
                    env[key] = item
                    yield from body(ctx, env)

            return run_asking, True

        def run(ctx: Any, env: dict) -> None:
            ctx.tick(span)
            for item in tuple(ctx.iterate(iterable(ctx, env), span)):
                ctx.tick(span)
                env[key] = item
                body(ctx, env)

        return run, False

    def visit_Repeat(self, node: ast.Repeat) -> tuple[Run, bool]:
        span = node.span
        count_of = self.expr(node.count)
        body, asks = self.block(node.body)

        def times(ctx: Any, env: dict) -> range:
            count = count_of(ctx, env)
            if type(count) is not int:
                raise EffectRuntimeError(f"'repeat' needs a whole number, got {count!r}", span)
            return range(count)

        if asks:

            def run_asking(ctx: Any, env: dict) -> Generator[Any, Any, None]:
                ctx.tick(span)
                for _ in times(ctx, env):
                    ctx.tick(span)
                    yield from body(ctx, env)

            return run_asking, True

        def run(ctx: Any, env: dict) -> None:
            ctx.tick(span)
            for _ in times(ctx, env):
                ctx.tick(span)
                body(ctx, env)

        return run, False

    def visit_Stop(self, node: ast.Stop) -> tuple[Run, bool]:
        span = node.span

        def run(ctx: Any, env: dict) -> None:
            ctx.tick(span)
            raise _Stop

        return run, False

    # ------------------------------------------------------------------------------------------ expressions

    def expr(self, node: ast.Expr) -> Ev:
        if isinstance(node, ast.Call):
            fn, asks = self.call(node)
            if asks:
                self.problems.append(
                    Diagnostic(
                        ACTION_IN_EXPRESSION,
                        f"{node.name!r} asks players for decisions: it can only be a statement or the value of a 'let'",
                        node.span,
                    )
                )
            return fn
        return self.visit(node)

    def visit_Literal(self, node: ast.Literal) -> Ev:
        value = node.value

        def ev(ctx: Any, env: dict) -> Any:
            return value

        return ev

    def visit_Name(self, node: ast.Name) -> Ev:
        name, span = node.id, node.span
        key = self.key_of(name)
        if key is not None:

            def local(ctx: Any, env: dict) -> Any:
                return env[key]

            return local

        def variable_or_global(ctx: Any, env: dict) -> Any:
            value = env.get(name, _MISSING)
            if value is _MISSING:
                return ctx.lookup(name, span)
            return value

        return variable_or_global

    def visit_Attribute(self, node: ast.Attribute) -> Ev:
        obj, name, span = self.expr(node.obj), node.name, node.span

        def ev(ctx: Any, env: dict) -> Any:
            return ctx.attribute(obj(ctx, env), name, span)

        return ev

    def visit_ListExpr(self, node: ast.ListExpr) -> Ev:
        items = tuple(self.expr(item) for item in node.items)

        def ev(ctx: Any, env: dict) -> list:
            return [item(ctx, env) for item in items]

        return ev

    def visit_BinOp(self, node: ast.BinOp) -> Ev:
        if node.op in _GROWING:
            return self._growing(node.op, _ARITHMETIC[node.op], node.left, node.right, node.span)
        return self._binary(node.op, _ARITHMETIC[node.op], node.left, node.right, node.span)

    def _growing(self, op: str, fn: Callable[[Any, Any], Any], left_node: ast.Expr, right_node: ast.Expr, span: Span) -> Ev:
        """`+`, `-`, `*`: like _binary, and the result must keep to the size limits (checked inline: this is hot)."""
        left = self.expr(left_node)
        right = self.expr(right_node)

        def ev(ctx: Any, env: dict) -> Any:
            a = left(ctx, env)
            b = right(ctx, env)
            try:
                result = fn(a, b)
            except (TypeError, ZeroDivisionError, OverflowError) as error:
                raise _value_error(op, a, b, error, span) from None
            if type(result) is int:
                if -MAX_INT <= result <= MAX_INT:
                    return result
            elif not oversized(result):
                return result
            raise EffectRuntimeError(f"'{op}' gives a value too large: {too_large(result)}", span)

        return ev

    def _binary(self, op: str, fn: Callable[[Any, Any], Any], left_node: ast.Expr, right_node: ast.Expr, span: Span) -> Ev:
        left = self.expr(left_node)
        if isinstance(right_node, ast.Literal):
            constant = right_node.value

            def with_constant(ctx: Any, env: dict) -> Any:
                a = left(ctx, env)
                try:
                    return fn(a, constant)
                except (TypeError, ZeroDivisionError) as error:
                    raise _value_error(op, a, constant, error, span) from None

            return with_constant
        right = self.expr(right_node)

        def ev(ctx: Any, env: dict) -> Any:
            a = left(ctx, env)
            b = right(ctx, env)
            try:
                return fn(a, b)
            except (TypeError, ZeroDivisionError) as error:
                raise _value_error(op, a, b, error, span) from None

        return ev

    def visit_UnaryOp(self, node: ast.UnaryOp) -> Ev:
        operand, span = self.expr(node.operand), node.span
        if node.op == "not":

            def negate(ctx: Any, env: dict) -> bool:
                return not operand(ctx, env)

            return negate

        def minus(ctx: Any, env: dict) -> Any:
            a = operand(ctx, env)
            try:
                return -a
            except TypeError:
                raise EffectRuntimeError(f"cannot apply '-' to {a!r}", span) from None

        return minus

    def visit_Compare(self, node: ast.Compare) -> Ev:
        if node.op in _ORDERING:
            return self._binary(node.op, _ORDERING[node.op], node.left, node.right, node.span)
        left = self.expr(node.left)
        equal = node.op == "=="
        if isinstance(node.right, ast.Literal):
            constant = node.right.value
            if equal:
                return lambda ctx, env: left(ctx, env) == constant
            return lambda ctx, env: left(ctx, env) != constant
        right = self.expr(node.right)
        if equal:
            return lambda ctx, env: left(ctx, env) == right(ctx, env)
        return lambda ctx, env: left(ctx, env) != right(ctx, env)

    def visit_BoolOp(self, node: ast.BoolOp) -> Ev:
        values = tuple(self.expr(value) for value in node.values)
        if len(values) == 2:
            a, b = values
            if node.op == "and":
                return lambda ctx, env: a(ctx, env) and b(ctx, env)
            return lambda ctx, env: a(ctx, env) or b(ctx, env)
        head, last = values[:-1], values[-1]
        if node.op == "and":

            def all_of(ctx: Any, env: dict) -> Any:
                for value in head:
                    result = value(ctx, env)
                    if not result:
                        return result
                return last(ctx, env)

            return all_of

        def any_of(ctx: Any, env: dict) -> Any:
            for value in head:
                result = value(ctx, env)
                if result:
                    return result
            return last(ctx, env)

        return any_of

    def visit_Where(self, node: ast.Where) -> Ev:
        source, span = self.expr(node.source), node.span
        self.frames.append({})
        key = self.bind("it")
        condition = self.expr(node.condition)
        self.frames.pop()

        def ev(ctx: Any, env: dict) -> list:
            kept = []
            for item in ctx.iterate(source(ctx, env), span):
                env[key] = item
                if condition(ctx, env):
                    kept.append(item)
            return kept

        return ev

    # ------------------------------------------------------------------------------------------ calls

    def visit_Call(self, node: ast.Call) -> Ev:
        return self.expr(node)

    def call(self, node: ast.Call) -> tuple[Run, bool]:
        """A primitive call: (fn, asks). When asks, fn is a generator function returning the result."""
        prim = self.registry.primitives.get(node.name)
        if prim is None:
            self.problems.append(Diagnostic(UNKNOWN_PRIMITIVE, f"unknown primitive {node.name!r}", node.span))
            return _noop, False
        if prim.name == SIGNAL:
            return self.signal(prim, node)
        bound, problems = bind_arguments(prim, node)
        self.problems.extend(problems)
        args = {index: self.expr(arg) for index, arg in bound.items()}
        positional_ok = self.positional(prim)
        positional: list[Ev] = []
        index = 0
        while index in args and positional_ok[index]:
            positional.append(args[index])
            index += 1
        keywords = tuple((prim.params[i].name, args[i]) for i in sorted(args) if i >= index)
        extra = tuple((kw.name, self.expr(kw.value)) for kw in node.kwargs if kw.name not in {p.name for p in prim.params})
        if extra and prim.extra_keywords:
            keywords += extra
        return _call(prim, tuple(positional), keywords, node.span), prim.yields

    def positional(self, prim: Primitive) -> tuple[bool, ...]:
        """For each parameter: may it be passed by position? (a keyword-only one may not)."""
        kinds = self.kinds.get(prim.name)
        if kinds is None:
            try:
                params = list(inspect.signature(prim.impl).parameters.values())[1:]
                by_name = {p.name: p.kind for p in params}
                kinds = tuple(
                    by_name.get(p.name) is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in prim.params
                )
            except (TypeError, ValueError):
                kinds = tuple(True for _ in prim.params)
            self.kinds[prim.name] = kinds
        return kinds

    def signal(self, prim: Primitive, node: ast.Call) -> tuple[Run, bool]:
        """signal(event, k=v): the primitive is called as impl(ctx, "event", k=v)."""
        event = _event_name(node.args[0]) if node.args else None
        if event is None or len(node.args) != 1:
            self.problems.append(Diagnostic(UNKNOWN_EVENT, "signal() needs exactly one event name", node.span))
            return _noop, False
        event_arg = ast.Literal(event, node.args[0].span)
        payload = tuple((kw.name, self.expr(kw.value)) for kw in node.kwargs)
        return _call(prim, (self.visit_Literal(event_arg),), payload, node.span), prim.yields


def _sequence(compiled: list[tuple[Run, bool]]) -> tuple[Run, bool]:
    """A block: its statements in order, as a plain function unless one of them asks."""
    if not compiled:
        return _noop, False
    if not any(asks for _, asks in compiled):
        fns = tuple(fn for fn, _ in compiled)
        if len(fns) == 1:
            return fns[0], False
        if len(fns) == 2:
            first, second = fns

            def pair(ctx: Any, env: dict) -> None:
                first(ctx, env)
                second(ctx, env)

            return pair, False

        def plain(ctx: Any, env: dict) -> None:
            for fn in fns:
                fn(ctx, env)

        return plain, False
    steps = tuple(compiled)

    def asking(ctx: Any, env: dict) -> Generator[Any, Any, None]:
        for fn, asks in steps:
            if asks:
                yield from fn(ctx, env)
            else:
                fn(ctx, env)

    return asking, True


def _call(prim: Primitive, positional: tuple[Ev, ...], keywords: tuple[tuple[str, Ev], ...], span: Span) -> Run:
    """The closure calling a primitive, specialised by arity (plain) or a generator function (asking)."""
    impl = prim.impl
    if prim.yields:

        def asking(ctx: Any, env: dict) -> Generator[Any, Any, Any]:
            args = [a(ctx, env) for a in positional]
            kwargs = {name: v(ctx, env) for name, v in keywords}
            try:
                return (yield from impl(ctx, *args, **kwargs))
            except Exception as error:
                raise _guard(prim, span, error)

        return asking
    if keywords:

        def general(ctx: Any, env: dict) -> Any:
            args = [a(ctx, env) for a in positional]
            kwargs = {name: v(ctx, env) for name, v in keywords}
            try:
                return impl(ctx, *args, **kwargs)
            except Exception as error:
                raise _guard(prim, span, error)

        return general
    n = len(positional)
    if n == 0:

        def call0(ctx: Any, env: dict) -> Any:
            try:
                return impl(ctx)
            except Exception as error:
                raise _guard(prim, span, error)

        return call0
    if n == 1:
        (a,) = positional

        def call1(ctx: Any, env: dict) -> Any:
            x = a(ctx, env)
            try:
                return impl(ctx, x)
            except Exception as error:
                raise _guard(prim, span, error)

        return call1
    if n == 2:
        a, b = positional

        def call2(ctx: Any, env: dict) -> Any:
            x = a(ctx, env)
            y = b(ctx, env)
            try:
                return impl(ctx, x, y)
            except Exception as error:
                raise _guard(prim, span, error)

        return call2
    if n == 3:
        a, b, c = positional

        def call3(ctx: Any, env: dict) -> Any:
            x = a(ctx, env)
            y = b(ctx, env)
            z = c(ctx, env)
            try:
                return impl(ctx, x, y, z)
            except Exception as error:
                raise _guard(prim, span, error)

        return call3

    def call_n(ctx: Any, env: dict) -> Any:
        args = [p(ctx, env) for p in positional]
        try:
            return impl(ctx, *args)
        except Exception as error:
            raise _guard(prim, span, error)

    return call_n
