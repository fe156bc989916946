"""Fluent (.ftl) files of content/locales/<lang>/, parsed once with positions.

All files of one language form one namespace of messages (as in one FluentBundle). Syntax errors (Junk entries)
and duplicate ids are kept here and reported by rulekit.check.locales.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from rulekit.errors import Span

REFERENCE = "en"

_PARSER = FluentParser(with_spans=True)


@dataclass(eq=False)
class LocaleFile:
    """One parsed .ftl file."""

    path: str
    lang: str
    text: str
    resource: ast.Resource
    _line_starts: list[int] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        starts = [0]
        for index, char in enumerate(self.text):
            if char == "\n":
                starts.append(index + 1)
        self._line_starts = starts

    @property
    def name(self) -> str:
        return Path(self.path).name

    def span(self, start: int, end: int | None = None) -> Span:
        """Span of a character range (0-based offsets into the file's text)."""
        line, column = self.position(start)
        if end is None:
            return Span(self.path, line, column)
        end_line, end_column = self.position(end)
        return Span(self.path, line, column, end_line, end_column)

    def position(self, offset: int) -> tuple[int, int]:
        index = bisect.bisect_right(self._line_starts, offset) - 1
        return index + 1, offset - self._line_starts[index] + 1


@dataclass(frozen=True, slots=True)
class Junk:
    """A part of an .ftl file that does not parse."""

    span: Span
    message: str


@dataclass(frozen=True, slots=True)
class Duplicate:
    """A message or term id defined again in the same language."""

    id: str
    span: Span
    first: Span


class LocaleSet:
    """The messages of every language, with where each is defined.

    ``messages(lang)`` maps a message id to (Span of its identifier, fluent.syntax Message); terms (``-name``)
    are in ``terms(lang)``. The first definition wins, as in a FluentBundle.
    """

    def __init__(self, files: Iterable[LocaleFile] = ()) -> None:
        self.files: list[LocaleFile] = []
        self._messages: dict[str, dict[str, tuple[Span, ast.Message]]] = {}
        self._terms: dict[str, dict[str, tuple[Span, ast.Term]]] = {}
        self._junk: dict[str, list[Junk]] = {}
        self._duplicates: dict[str, list[Duplicate]] = {}
        self._dirs: dict[str, str] = {}
        for locale_file in files:
            self.add(locale_file)

    def add(self, locale_file: LocaleFile) -> None:
        lang = locale_file.lang
        self.files.append(locale_file)
        self._dirs.setdefault(lang, str(Path(locale_file.path).parent))
        messages = self._messages.setdefault(lang, {})
        terms = self._terms.setdefault(lang, {})
        junk = self._junk.setdefault(lang, [])
        duplicates = self._duplicates.setdefault(lang, [])
        for entry in locale_file.resource.body:
            if isinstance(entry, ast.Junk):
                junk.append(_junk(locale_file, entry))
            elif isinstance(entry, (ast.Message, ast.Term)):
                table = messages if isinstance(entry, ast.Message) else terms
                key = entry.id.name if isinstance(entry, ast.Message) else "-" + entry.id.name
                span = locale_file.span(entry.id.span.start, entry.id.span.end)
                if entry.id.name in table:
                    duplicates.append(Duplicate(key, span, table[entry.id.name][0]))
                else:
                    table[entry.id.name] = (span, entry)

    @property
    def languages(self) -> list[str]:
        return sorted(self._messages)

    def messages(self, lang: str) -> dict[str, tuple[Span, ast.Message]]:
        return self._messages.get(lang, {})

    def terms(self, lang: str) -> dict[str, tuple[Span, ast.Term]]:
        return self._terms.get(lang, {})

    def junk(self, lang: str) -> list[Junk]:
        return self._junk.get(lang, [])

    def duplicates(self, lang: str) -> list[Duplicate]:
        return self._duplicates.get(lang, [])

    def files_of(self, lang: str) -> list[LocaleFile]:
        return [f for f in self.files if f.lang == lang]

    def directory(self, lang: str) -> str | None:
        """The directory holding the language's files (as a display path), if any file was loaded."""
        return self._dirs.get(lang)

    def resource_ids(self) -> list[str]:
        """File names over all languages (the resource ids for a FluentLocalization)."""
        return sorted({f.name for f in self.files})

    def resources(self, lang: str) -> list[ast.Resource]:
        return [f.resource for f in self.files_of(lang)]

    def __bool__(self) -> bool:
        return bool(self.files)


def _junk(locale_file: LocaleFile, entry: ast.Junk) -> Junk:
    if entry.annotations:
        note = entry.annotations[0]
        start = note.span.start if note.span else entry.span.start
        return Junk(locale_file.span(start), f"Fluent syntax error: {note.message} ({note.code})")
    return Junk(locale_file.span(entry.span.start), "Fluent syntax error")


def parse_ftl(text: str, path: str, lang: str) -> LocaleFile:
    """Parse one .ftl text (never raises: errors become Junk entries)."""
    return LocaleFile(path, lang, text, _PARSER.parse(text))


def load_locales(directory: str | Path) -> tuple[LocaleSet, list[tuple[str, str]]]:
    """Read ``<directory>/<lang>/*.ftl``. Returns the set and (path, reason) pairs for files that cannot be read."""
    locales = LocaleSet()
    unreadable: list[tuple[str, str]] = []
    base = Path(directory)
    for path in sorted(base.glob("*/*.ftl")):
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            unreadable.append((str(path), str(exc)))
            continue
        locales.add(parse_ftl(text, str(path), path.parent.name))
    return locales, unreadable


def variables(entry: ast.Message | ast.Term) -> set[str]:
    """The names of the variables ($name) a message uses anywhere (value, attributes, selectors)."""
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - fluent's API
            found.add(node.id.name)
            self.generic_visit(node)

    Variables().visit(entry)
    return found


def attributes(entry: ast.Message | ast.Term) -> set[str]:
    return {attribute.id.name for attribute in entry.attributes}
