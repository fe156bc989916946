"""Where a cursor stands in a YAML content file: inside an effect string (`do:`, `if:`, `while:`, `end_when:`,
`repeat:`), and if so at which point of the effect text; else after which YAML key.

An editor asks while the user types, so the buffer is often not valid YAML (an open quote, half a key). The
effect scalar around the cursor is therefore found from the lines themselves: a `key: "..."` or `key: text` on
the cursor's line, or a `key: |` block above it whose indented lines reach the cursor. The effect language has no
`:`, so a line with `word:` at its start belongs to the YAML, never to an effect. When the buffer parses, the
YAML path of the scalar (which trigger, which procedure) comes from its marks.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rulekit.load.yamlnodes import parse_yaml

EFFECT_KEYS = ("do", "if", "while", "end_when", "repeat")
_SAME_LINE = re.compile(r"(?:^|[\s{,])(do|if|while|end_when|repeat)\s*:(?=\s|$)[ \t]*")
_BLOCK_KEY = re.compile(r"^(\s*)(?:-\s+)?(do|if|while|end_when|repeat)\s*:\s*[|>][-+0-9]*\s*(?:#.*)?$")
_YAML_KEY = re.compile(r"^\s*(?:-\s+)?[A-Za-z0-9_\"'-]+\s*:(?:\s|$)")
_MAX_LINES_UP = 2000


@dataclass(frozen=True)
class EffectCursor:
    """The cursor inside an effect string."""

    key: str  # do, if, while, end_when, repeat
    text: str  # the effect text from its start up to the cursor
    start: tuple[int, int]  # (line, column), 0-based, where the effect text starts in the file
    indent: int  # block scalars: the columns each later line of the text loses
    path: tuple | None = None  # the YAML path of the scalar, when the buffer parses
    data: Any = None  # the parsed buffer (to read the trigger's `on`, the procedure's params)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def effect_at(source: str, line: int, column: int) -> EffectCursor | None:
    """The effect string around a 0-based (line, column) of a YAML text, or None when the cursor is elsewhere."""
    lines = source.splitlines()
    if line >= len(lines):
        lines += [""] * (line - len(lines) + 1)
    found = _on_line(lines[line], line, column) or _in_block(lines, line, column)
    if found is None:
        return None
    path, data = _yaml_path(source, found.start, found.key)
    return EffectCursor(found.key, found.text, found.start, found.indent, path, data)


def _on_line(text: str, line: int, column: int) -> EffectCursor | None:
    """`key: value` on the cursor's line, the cursor inside the value (quoted or plain)."""
    matches = [m for m in _SAME_LINE.finditer(text) if m.end() <= column]
    if not matches:
        return None
    match = matches[-1]
    start = match.end()
    rest = text[start:column]
    if text[start:start + 1] in ("|", ">"):
        return None
    if text[start:start + 1] in ('"', "'"):
        quote = text[start]
        inner = rest[1:]
        if _closed(inner, quote):
            return None
        return EffectCursor(match.group(1), inner, (line, start + 1), 0)
    if re.search(r"(\s#|[,}\]])", rest):  # a plain scalar ends at a comment or, in a flow mapping, at , or }
        return None
    return EffectCursor(match.group(1), rest, (line, start), 0)


def _closed(inner: str, quote: str) -> bool:
    """Whether a YAML quoted scalar closes within this text (`''` is an escaped quote in single quotes)."""
    if quote == "'":
        return inner.replace("''", "").count("'") > 0
    position = 0
    while position < len(inner):
        if inner[position] == "\\":
            position += 2
            continue
        if inner[position] == '"':
            return True
        position += 1
    return False


def _in_block(lines: list[str], line: int, column: int) -> EffectCursor | None:
    """A `key: |` block above the cursor whose text reaches the cursor's line."""
    current = lines[line]
    lowest = _indent(current) if current.strip() else min(column, len(current))
    if current.strip() and _YAML_KEY.match(current):
        return None
    for number in range(line - 1, max(-1, line - _MAX_LINES_UP), -1):
        text = lines[number]
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        block = _BLOCK_KEY.match(text)
        if block and len(block.group(1)) < lowest:
            return _block_cursor(lines, number, block.group(2), line, column)
        if _YAML_KEY.match(text):
            return None
        lowest = min(lowest, _indent(text))
    return None


def _block_cursor(lines: list[str], key_line: int, key: str, line: int, column: int) -> EffectCursor | None:
    first = key_line + 1
    while first < line and not lines[first].strip():
        first += 1
    indent = _indent(lines[first]) if lines[first].strip() else min(column, len(lines[first]))
    if indent <= _indent(lines[key_line]):
        return None
    parts = [text[indent:] for text in lines[first:line]]
    parts.append(lines[line][indent:column] if column > indent else "")
    return EffectCursor(key, "\n".join(parts), (first, indent), indent)


def _yaml_path(source: str, start: tuple[int, int], key: str) -> tuple[tuple | None, Any]:
    """The path of the effect scalar, found in the parsed buffer by the line its text starts on, and the data."""
    parsed = parse_yaml(source, "<buffer>")
    if not parsed.ok or parsed.data is None:
        return None, None
    best = None
    for path in parsed.marks:
        if not path or path[-1] != key:
            continue
        span = parsed.marks.content_span(path)
        if span.line - 1 == start[0] or parsed.marks.span(path).line - 1 == start[0]:
            best = path
    return best, parsed.data


@dataclass(frozen=True)
class Token:
    """What the cursor is typing inside the effect text."""

    prefix: str  # the part of a name typed so far
    owner: str | None = None  # after `name.`: the name before the dot
    quoted: bool = False  # inside `backticks` (a card id with hyphens)
    in_string: bool = False  # inside a "string" or a # comment: nothing to complete


def token_at(text: str) -> Token:
    """The token being typed at the end of an effect text."""
    state = ""  # "", '"', "'", "`", "#"
    start = position = 0
    while position < len(text):
        char = text[position]
        if state == "#":
            state = "" if char == "\n" else state
        elif state in ('"', "'"):
            if char == "\\":
                position += 1  # the escaped character
            elif char == state:
                state = ""
        elif state == "`":
            state = "" if char == "`" else state
        elif char in ('"', "'", "#"):
            state = char
        elif char == "`":
            state, start = "`", position + 1
        position += 1
    if state == "`":
        return Token(text[start:], quoted=True)
    if state:
        return Token("", in_string=True)
    match = re.search(r"(?:([A-Za-z_][A-Za-z0-9_]*|\))\s*\.\s*)?([A-Za-z_][A-Za-z0-9_]*)?$", text)
    prefix = (match.group(2) or "") if match else ""
    owner = match.group(1) if match and match.group(1) else None
    if owner is None and re.search(r"\.\s*$", text) is None:
        return Token(prefix)
    return Token(prefix, owner=owner or ")")


def local_names(text: str) -> dict[str, str]:
    """Names the effect text binds before the cursor: `let x`, `for x in`, `choose each x in`, option bindings."""
    found: dict[str, str] = {}
    for match in re.finditer(r"\blet\s+([A-Za-z_]\w*)", text):
        found[match.group(1)] = "let"
    for match in re.finditer(r"\b(?:for|each)\s+([A-Za-z_]\w*)\s+in\b", text):
        found[match.group(1)] = "loop variable"
    for match in re.finditer(r"[(,]\s*([A-Za-z_]\w*)\s+in\b", text):
        found.setdefault(match.group(1), "option binding")
    return found


YAML_VALUE = re.compile(r"(?:^|[\s{,])(on|kind|deck|to|game|score|zone)\s*:\s*([A-Za-z0-9_-]*)$")
YAML_LIST = re.compile(r"(?:^|[\s{,])(remove|seen_by|automated_seats|excludes)\s*:\s*\[[^\]]*?([A-Za-z0-9_-]*)$")


def yaml_key_at(line_text: str) -> tuple[str, str] | None:
    """(the key, what is typed of its value) when the cursor stands on a plain YAML value that names something."""
    match = YAML_VALUE.search(line_text) or YAML_LIST.search(line_text)
    return (match.group(1), match.group(2)) if match else None
