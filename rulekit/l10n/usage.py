"""Which messages rulekit's own code uses: a static scan of its Python and its web templates.

A message that only code names (`text("ui-round")`, an option label, a prompt asked from Python, the message of
an error a player sees) is in no content file, so the content checks alone would let it be deleted; players
would then see `[ui-round]`. The scan reads string literals in these places only, so nothing else that looks
like an id is taken for one:

- the first argument of `.text(...)`, `.attribute(...)`, `.has(...)`, `.text_or(...)` and of `t(...)` in a
  Jinja template;
- every string in a `labels=[...]` list (option labels);
- the prompt of `.choose(player, values, "prompt")` or any `prompt="..."` keyword: the message `prompt-<prompt>`;
- `message_id="..."` (errors a player can see);
- the code of `TableError("code")`, `.error(lang, "code")` and `.send_error(socket, "code")`: `web-error-<code>`;
- a module-level `MESSAGE_IDS = (...)` tuple, for ids the code builds at run time (f-strings are not read).

Results are cached per file by the hash of its text (rulekit.load.cache), so a command that checks content
reads the sources but parses none of them again.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

from rulekit.load import cache

_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9_]+)+")  # message ids used from code have at least one dash
_PROMPT = re.compile(r"[a-z0-9][a-z0-9_-]*")
_TEMPLATE = re.compile(r"""\bt\(\s*["']([a-z][a-z0-9-]*)["']""")
_TEXT_CALLS = {"text", "attribute", "has", "text_or"}
_PREFIXED = {("TableError", 0): "web-error-", ("error", 1): "web-error-", ("send_error", 1): "web-error-",
             ("choose", 2): "prompt-"}
_KIND = "pyids"
_VERSION = "2"  # bump when the rules of the scan change: cached results of the old rules are not used
PACKAGE = Path(__file__).resolve().parents[1]  # the rulekit package


@dataclass(frozen=True, slots=True)
class CodeUse:
    """One message id named by code: where (a path relative to the package's parent) and, for a game's ruleset
    under rulekit/games/<game>/, that game."""

    message: str
    path: str
    line: int
    game: str | None = None


def code_messages(package: Path = PACKAGE) -> tuple[CodeUse, ...]:
    """Every message id the package's Python and templates name, in file order."""
    return _scan(str(package))


@lru_cache(maxsize=4)
def _scan(package: str) -> tuple[CodeUse, ...]:
    base = Path(package)
    found: list[CodeUse] = []
    files = sorted(base.rglob("*.py")) + sorted(base.rglob("*.html"))
    for path in files:
        if any(part.startswith(".") or part == "__pycache__" for part in path.relative_to(base).parts):
            continue
        shown = str(path.relative_to(base.parent))
        parts = path.relative_to(base).parts
        game = parts[1] if len(parts) > 2 and parts[0] == "games" else None
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        for message, line in _uses(text, path.suffix):
            found.append(CodeUse(message, shown, line, game))
    return tuple(found)


def _uses(text: str, suffix: str) -> list[tuple[str, int]]:
    name = cache.key(_KIND, _VERSION + suffix, text)
    cached = cache.get(_KIND, name, _valid)
    if cached is not None:
        return [(m, n) for m, n in cached]
    if suffix == ".html":
        uses = [(match.group(1), text.count("\n", 0, match.start()) + 1) for match in _TEMPLATE.finditer(text)]
    else:
        try:
            uses = sorted(set(_python_uses(ast.parse(text))), key=lambda use: (use[1], use[0]))
        except (SyntaxError, ValueError, RecursionError):
            uses = []
    cache.put(_KIND, name, [list(use) for use in uses])
    return uses


def _valid(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and isinstance(v[1], int) for v in value)


def _python_uses(tree: ast.AST) -> Iterator[tuple[str, int]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield from _call_uses(node)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "MESSAGE_IDS"
                                                  for t in node.targets):
            yield from ((value, line) for value, line in _strings(node.value) if _ID.fullmatch(value))


def _call_uses(call: ast.Call) -> Iterator[tuple[str, int]]:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    args = call.args
    if name in _TEXT_CALLS and args:
        yield from ((value, line) for value, line in _choices(args[0]) if _ID.fullmatch(value))
    for (called, index), prefix in _PREFIXED.items():
        if name == called and len(args) > index and _literal(args[index]) and _PROMPT.fullmatch(args[index].value):
            yield prefix + args[index].value, args[index].lineno
    for keyword in call.keywords:
        if keyword.arg == "labels":
            yield from ((value, line) for value, line in _strings(keyword.value) if _ID.fullmatch(value))
        elif keyword.arg == "prompt" and _literal(keyword.value) and _PROMPT.fullmatch(keyword.value.value):
            yield "prompt-" + keyword.value.value, keyword.value.lineno
        elif keyword.arg == "message_id" and _literal(keyword.value) and _ID.fullmatch(keyword.value.value):
            yield keyword.value.value, keyword.value.lineno


def _literal(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _choices(node: ast.AST) -> Iterator[tuple[str, int]]:
    """A literal, or the literals of `"a" if x else "b"`."""
    if _literal(node):
        yield node.value, node.lineno
    elif isinstance(node, ast.IfExp):
        yield from _choices(node.body)
        yield from _choices(node.orelse)


def _strings(node: ast.AST) -> Iterator[tuple[str, int]]:
    """The non-empty literals of a list, tuple or set, also of lists added together (`["a"] + [""] * n`)."""
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        for item in node.elts:
            if _literal(item) and item.value:
                yield item.value, item.lineno
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        yield from _strings(node.left)
        yield from _strings(node.right)
