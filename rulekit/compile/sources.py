"""Where an effect string stands in its YAML file, so that every node and every finding points into the file.

A `do: |` block scalar starts on the next line and loses its indentation; a quoted string starts one column after
its quote. `source` finds the real start; `fix` moves the columns of findings on later lines of a block scalar
back to where they are in the file.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from rulekit.errors import Diagnostic, Span


@dataclass
class Source:
    """An effect or condition string and where it stands."""

    text: str
    span: Span
    indent: int  # block scalars: columns stripped from every line after the first


def get(data: Any, path: tuple) -> Any:
    for part in path:
        data = data[part]
    return data


def source(doc: Any, path: tuple, card: str | None = None) -> Source:
    text = get(doc.data, path)
    span = doc.marks.span(path)
    if card and span.card != card:
        span = Span(span.path, span.line, span.column, span.end_line, span.end_column, card)
    # the document's own text, not the file on disk: an editor's unsaved buffer is checked the same way
    style = doc.marks.style(path) if path in doc.marks else None
    indent = 0
    if style in ("|", ">"):
        # A block scalar: its text starts on the next non-blank line, at that line's indentation.
        start = doc.marks.content_span(path)
        indent = start.column - 1
        span = Span(span.path, start.line, start.column, 0, 0, span.card)
    elif style in ("'", '"'):
        span = Span(span.path, span.line, span.column + 1, 0, 0, span.card)
    return Source(str(text), span, indent)


def fix(found: Iterable[Diagnostic], src: Source) -> list[Diagnostic]:
    if not src.indent:
        return list(found)
    return [Diagnostic(d.code, d.message, fix_span(d.span, src), d.severity, d.suggestion) for d in found]


def fix_span(s: Span, src: Source) -> Span:
    """A span inside a block scalar's text, moved by the indentation the parser did not see."""
    if src.indent and s.path == src.span.path and s.line > src.span.line:
        return Span(s.path, s.line, s.column + src.indent, s.end_line, s.end_column + src.indent if s.end_column else 0,
                    s.card)
    return s
