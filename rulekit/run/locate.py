"""Run-time errors named by the YAML line they come from.

Generated modules register the span of every line they have. When an effect fails, the innermost generated line
on the traceback names the statement: an `EffectRuntimeError` without a place gets that span, and a plain Python
error raised by the generated code itself (`none + 1`, a card without the stat read) becomes an
`EffectRuntimeError` saying what went wrong in the language's words. An error raised inside a primitive's own
Python code is the primitive's bug; it keeps its type and gains a note naming the YAML line that called it.
"""
from __future__ import annotations

import re
from types import TracebackType
from typing import Any, Sequence

from rulekit.run import runtime
from rulekit.errors import EffectBudgetError, EffectRuntimeError, PluginError, RulekitError, Span

_SPANS: dict[str, Sequence[Span | None]] = {}
_RUNTIME = runtime.__file__


def register(filename: str, spans: Sequence[Span | None]) -> None:
    _SPANS[filename] = spans


def _generated_span(tb: TracebackType | None) -> tuple[Span | None, bool, Any]:
    """(the span of the innermost generated line, whether that line is the innermost frame of all, the code object
    of the function it called when it is not). The helpers of rulekit.run.runtime count as generated code."""
    found: Span | None = None
    innermost = False
    callee = None
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == _RUNTIME:
            tb = tb.tb_next
            continue
        spans = _SPANS.get(code.co_filename)
        if spans is not None:
            number = tb.tb_lineno
            if 1 <= number <= len(spans) and spans[number - 1] is not None:
                found = spans[number - 1]
            innermost, callee = True, None
        else:
            if innermost and callee is None:
                callee = code
            innermost = False
        tb = tb.tb_next
    return found, innermost, callee


def locate(error: BaseException, registry: Any = None) -> BaseException:
    """The error to report for one that escaped from running effects (returned, not raised).

    A run-time error gets the span of the generated line it came from; a Python error of the generated code
    itself becomes a run-time error in the language's words; an exception out of a primitive's own code (a bug,
    not a rule) becomes a PluginError naming the plugin, the primitive and the YAML place of the call (for a core
    primitive, a located run-time error). rulekit's other errors pass unchanged."""
    span, in_generated, callee = _generated_span(error.__traceback__)
    if isinstance(error, RecursionError) and span is not None:
        located: BaseException = EffectBudgetError(
            "procedures called each other too deeply (one that calls itself for ever?); stopped", span)
        located.__cause__ = None
        return located
    if isinstance(error, (EffectRuntimeError, EffectBudgetError)):
        if error.span is None and span is not None:
            error.span = span
            error.args = (f"{span}: {error.args[0] if error.args else ''}",)
        return error
    if span is None or isinstance(error, RulekitError):
        return error
    if in_generated and isinstance(error, (TypeError, KeyError, IndexError, ZeroDivisionError, AttributeError,
                                           ValueError, RecursionError)):
        located = EffectRuntimeError(_in_words(error), span)
        located.__cause__ = None
        return located
    prim = _primitive_of(registry, callee)
    what = f"{type(error).__name__}: {error}"
    if prim is not None:
        if prim.origin == "core":
            failed: BaseException = EffectRuntimeError(f"{span}: {prim.name}() failed ({what})", span)
        else:
            failed = PluginError(f"{span}: plugin {prim.origin!r} failed in its primitive {prim.name}() ({what})")
        failed.__cause__ = error
        return failed
    error.add_note(f"called from the effect at {span}")
    return error


def _primitive_of(registry: Any, code: Any) -> Any:
    """The primitive whose function has this code object (None when unknown)."""
    if registry is None or code is None:
        return None
    table = getattr(registry, "_by_code", None)
    if table is None:
        table = {}
        for prim in registry.primitives.values():
            function = getattr(prim.impl, "__code__", None)
            if function is not None:
                table[function] = prim
        try:
            registry._by_code = table
        except AttributeError:
            pass
    return table.get(code)


_OPERAND = re.compile(r"unsupported operand type\(s\) for (\S+): '(\w+)' and '(\w+)'")
_ORDER = re.compile(r"'(\S+)' not supported between instances of '(\w+)' and '(\w+)'")
_TYPES = {"NoneType": "none", "int": "a number", "str": "a string", "list": "a list", "bool": "true/false",
          "tuple": "a list", "Zone": "a zone", "Family": "a zone of every player", "dict": "a record"}


def _in_words(error: BaseException) -> str:
    text = str(error)
    if isinstance(error, TypeError):
        match = _OPERAND.search(text)
        if match:
            op, a, b = match.groups()
            return f"cannot apply '{op}' to {_TYPES.get(a, a)} and {_TYPES.get(b, b)}"
        match = _ORDER.search(text)
        if match:
            op, a, b = match.groups()
            return f"cannot compare {_TYPES.get(a, a)} and {_TYPES.get(b, b)} with '{op}'"
        return f"a value of the wrong kind: {text}"
    if isinstance(error, KeyError):
        key = error.args[0] if error.args else None
        if key is None:
            return "none has no such attribute (is the card or zone missing?)"
        return f"{key!r} has no such attribute here (a card without this stat, or not a card at all?)"
    if isinstance(error, IndexError):
        return "there is no such player or position"
    if isinstance(error, ZeroDivisionError):
        return "division by zero"
    if isinstance(error, RecursionError):
        return "procedures called each other too deeply (a procedure that calls itself forever?)"
    return text
