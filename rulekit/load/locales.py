"""Fluent (.ftl) files of content/locales/<lang>/, read once with positions.

All files of one language form one namespace of messages (as in one FluentBundle). Syntax errors (Junk entries)
and duplicate ids are kept here and reported by rulekit.check.locales.

The checks need only a summary of each file (its entries with the position of their id, their variables,
attributes and references to other messages and terms, whether a translator marked them untranslated, a digest of
their source to tell a copy of English; its syntax errors), not fluent.syntax's tree with spans, which is the largest cost of a lint run in
time and memory. Summaries are cached by the hash of the file's text (rulekit.load.cache); the tree is parsed
again only when a caller asks for ``resource`` (the Localizer does, for formatting). The parser recurses once per
nested placeable, so a file nested deeper than MAX_DEPTH is one syntax error (RK007) and yields no entries.
"""
from __future__ import annotations

import bisect
import hashlib
import re
from functools import lru_cache
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable


if TYPE_CHECKING:  # fluent.syntax is imported where a file is parsed: listings served from the cache never need it
    from fluent.syntax import ast

from rulekit.errors import Span
from rulekit.load import cache
from rulekit.load.files import read_text

REFERENCE = "en"
MAX_DEPTH = 50  # nested placeables ({ { ... } }); messages need two or three
# The comment line `rulekit l10n new` puts above every message it copies from English: the message is still to be
# translated (Fluent reads it as an ordinary comment; the status and the linter count the message as missing).
UNTRANSLATED = "rulekit: untranslated"



@lru_cache(maxsize=1)
def _parser() -> Any:
    from fluent.syntax import FluentParser

    return FluentParser(with_spans=True)
_CACHE_KIND = "ftl3"  # entries with references, the untranslated mark, a digest
_NESTING = re.compile(r"[{}()]")


@dataclass(frozen=True, slots=True)
class Entry:
    """What the checks need of one message or term."""

    name: str  # the id without the "-" of a term
    term: bool
    start: int  # offsets of the id in the file's text
    end: int
    variables: frozenset[str]
    attributes: frozenset[str]
    has_value: bool
    text: str | None = None  # the value when it is plain text (no placeables): names for quick listings
    references: frozenset[str] = frozenset()  # "msg", "msg.attr", "-term", "-term.attr" it refers to
    untranslated: bool = False  # marked `# rulekit: untranslated` (a scaffolded copy of English)
    digest: str = ""  # of the entry as FluentSerializer writes it, without comment: the same text, the same digest

    @property
    def value(self) -> bool | None:  # as ast.Message.value for the checks: present or not
        return True if self.has_value else None


@dataclass(eq=False)
class LocaleFile:
    """One .ftl file: its text, entries and syntax errors (and, on demand, fluent.syntax's tree)."""

    path: str
    lang: str
    text: str
    entries: list[Entry] = field(default_factory=list)
    junk: list[tuple[int, str, str]] = field(default_factory=list)  # (offset, message, code)
    _line_starts: list[int] = field(default_factory=list, repr=False)
    _resource: ast.Resource | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self._line_starts = [0] + [match.end() for match in re.finditer("\n", self.text)]

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def resource(self) -> ast.Resource:
        """fluent.syntax's tree of the file (parsed on first use; empty for a file nested too deeply)."""
        if self._resource is None:
            from fluent.syntax import ast

            self._resource = ast.Resource([]) if _too_deep(self.text) else _parser().parse(self.text)
        return self._resource

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
    """A part of an .ftl file that does not parse (or is over a limit: code RK007)."""

    span: Span
    message: str
    code: str = "RK301"


@dataclass(frozen=True, slots=True)
class Duplicate:
    """A message or term id defined again in the same language."""

    id: str
    span: Span
    first: Span


class LocaleSet:
    """The messages of every language, with where each is defined.

    ``messages(lang)`` maps a message id to (Span of its identifier, its Entry); terms (``-name``)
    are in ``terms(lang)``. The first definition wins, as in a FluentBundle.
    """

    def __init__(self, files: Iterable[LocaleFile] = ()) -> None:
        self.files: list[LocaleFile] = []
        self._folders: dict[str, str] = {}  # every locale folder seen, also empty ones
        self._messages: dict[str, dict[str, tuple[Span, Entry]]] = {}
        self._terms: dict[str, dict[str, tuple[Span, Entry]]] = {}
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
        for offset, message, code in locale_file.junk:
            junk.append(Junk(locale_file.span(offset), message, code))
        for entry in locale_file.entries:
            table = terms if entry.term else messages
            key = "-" + entry.name if entry.term else entry.name
            span = locale_file.span(entry.start - 1 if entry.term else entry.start, entry.end)  # a term from its dash
            if entry.name in table:
                duplicates.append(Duplicate(key, span, table[entry.name][0]))
            else:
                table[entry.name] = (span, entry)

    def add_directory(self, lang: str, path: str) -> None:
        """A locale folder, read or not: an empty ``es/`` is a language without files (the checks report it)."""
        self._folders.setdefault(lang, path)
        self._dirs.setdefault(lang, path)

    @property
    def languages(self) -> list[str]:
        return sorted(set(self._messages) | set(self._folders))

    def messages(self, lang: str) -> dict[str, tuple[Span, Entry]]:
        return self._messages.get(lang, {})

    def terms(self, lang: str) -> dict[str, tuple[Span, Entry]]:
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


def parse_ftl(text: str, path: str, lang: str) -> LocaleFile:
    """Read one .ftl text (never raises: errors become junk). Uses the summary cache when it has this text."""
    name = cache.key(_CACHE_KIND, _fluent_version(), text)
    summary = cache.get(_CACHE_KIND, name, _valid_summary)
    if summary is None:
        summary = summarize(text)
        cache.put(_CACHE_KIND, name, summary)
    entries = [Entry(e[0], bool(e[1]), e[2], e[3], frozenset(e[4]), frozenset(e[5]), bool(e[6]), e[7],
                     frozenset(e[8]), bool(e[9]), e[10]) for e in summary["entries"]]
    junk = [(j[0], j[1], j[2]) for j in summary["junk"]]
    return LocaleFile(path, lang, text, entries, junk)


def summarize(text: str) -> dict[str, Any]:
    """The entries and syntax errors of an .ftl text, as plain JSON data.

    The text is cut where Fluent itself starts a new entry after an error (a line that begins with a letter, `-`
    or `#`), so each piece parses alone exactly as in the whole file. Simple pieces (a message of one line of text
    and `{ $var }`, `{ -term }` or `{ message }` placeables, with one-line attributes; comment lines) are read
    with a regular expression; the rest goes to fluent.syntax's parser. A first, uncached lint of 20,000
    generated messages takes a fraction of the parser's time.
    """
    if _too_deep(text):
        return {"entries": [], "junk": [[0, f"Fluent placeables nested deeper than {MAX_DEPTH} levels; the file is "
                                            "not read", "RK007"]]}
    entries: list[list[Any]] = []
    junk: list[list[Any]] = []
    starts = [0] + [match.start() + 1 for match in _ENTRY_START.finditer(text)]
    marked = False  # the comment lines right above the next entry carry the untranslated mark
    for start, end in zip(starts, starts[1:] + [len(text)]):
        piece = text[start:end]
        if not piece.strip() or _COMMENTS.fullmatch(piece):
            marked = _marked_after(piece, marked)
            continue
        simple = _simple(piece, start)
        if simple is not None:
            simple[9] = marked
            entries.append(simple)
            marked = False
            continue
        try:
            found, bad = parse_summary(piece)
        except RecursionError:
            return {"entries": [], "junk": [[0, "Fluent file nested too deeply to parse; the file is not read",
                                             "RK007"]]}
        if not found and not bad:  # a comment line the fast path does not read (a line end of "\r\n")
            marked = _marked_after(piece.replace("\r", ""), marked)
            continue
        for index, e in enumerate(found):
            entries.append([e[0], e[1], e[2] + start, e[3] + start, *e[4:9], e[9] or (marked and index == 0), e[10]])
        junk.extend([j[0] + start, *j[1:]] for j in bad)
        marked = False
    return {"entries": entries, "junk": junk}


_NAME = r"[a-zA-Z][a-zA-Z0-9_-]*"
_LINE = rf"[^{{}}\n\r]*(?:\{{ *(?:\$|-)?{_NAME} *\}}[^{{}}\n\r]*)*"
_ENTRY_START = re.compile(r"\n(?=[a-zA-Z#-])")
_COMMENTS = re.compile(r"(?:#{1,3}(?: [^\n\r]*)?\n)+(?: *\n)*")  # Fluent wants a line end after a comment
_SIMPLE = re.compile(rf"(?P<id>{_NAME}) *= *(?P<value>{_LINE})\n(?P<attrs>(?: +\.{_NAME} *= *{_LINE}\n)*)(?: *\n)*")
_ATTRIBUTE = re.compile(rf" +\.(?P<name>{_NAME}) *= *(?P<value>{_LINE})\n")
_VARIABLE = re.compile(rf"\{{ *\$({_NAME}) *\}}")
_REFERENCE = re.compile(rf"\{{ *(-?{_NAME}) *\}}")
_ODD_BREAK = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_PLACEABLE = re.compile(rf"\{{ *([$-]?{_NAME}) *\}}")


def _marked_after(piece: str, marked: bool) -> bool:
    """Whether the untranslated mark is still attached after this piece (one comment line, or blank lines): Fluent
    attaches a block of `#` lines to the entry right below it; a blank line or a `##`/`###` comment ends the block."""
    line, _, rest = piece.partition("\n")
    if not line.startswith("#") or line.startswith("##"):
        return False
    marked = marked or line[1:].strip() == UNTRANSLATED
    return marked and "\n" not in rest


def _digest(canonical: str) -> str:
    """A short digest of an entry written the way FluentSerializer writes it (without its comment): the same
    message laid out differently has the same digest."""
    return hashlib.blake2b(canonical.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def _canonical_digest(entry: ast.Message | ast.Term) -> str:
    from fluent.syntax import FluentSerializer

    comment, entry.comment = entry.comment, None
    try:
        return _digest(FluentSerializer().serialize_entry(entry))
    finally:
        entry.comment = comment


def _simple(piece: str, offset: int) -> list[Any] | None:
    """The summary of a simple message, or None when the parser must read the piece."""
    match = _SIMPLE.fullmatch(piece if piece.endswith("\n") else piece + "\n")
    if match is None or _ODD_BREAK.search(piece):  # a break str.splitlines sees: the serializer indents after it
        return None
    value = match.group("value").strip(" ")  # Fluent drops the spaces around a line of text (not tabs)
    attributes = [(a.group("name"), a.group("value").strip(" ")) for a in _ATTRIBUTE.finditer(match.group("attrs"))]
    if any(not v for _, v in attributes) or (not value and not attributes):
        return None  # an empty attribute, or a message with nothing: the parser says what is wrong
    names = [name for name, _ in attributes]
    if len(set(names)) != len(names):
        return None
    found = set(_VARIABLE.findall(value))
    for _, attribute in attributes:
        found.update(_VARIABLE.findall(attribute))
    references = set(_REFERENCE.findall(value))
    for _, attribute in attributes:
        references.update(_REFERENCE.findall(attribute))
    name = match.group("id")
    plain = value if value and "{" not in value else None
    canonical = f"{name} = {_spaced(value)}\n" if value else f"{name} =\n"  # as FluentSerializer writes it
    canonical += "".join(f"    .{attribute} = {_spaced(text)}\n" for attribute, text in attributes)
    return [name, False, offset, offset + len(name), sorted(found), sorted(names), bool(value), plain,
            sorted(references), False, _digest(canonical)]


def _spaced(text: str) -> str:
    return _PLACEABLE.sub(r"{ \1 }", text)


def parse_summary(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    """(entries, junk) of an .ftl text by fluent.syntax's parser (the reference the fast path must agree with)."""
    from fluent.syntax import ast

    resource = _parser().parse(text)
    entries: list[list[Any]] = []
    junk: list[list[Any]] = []
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            junk.append(_junk(entry))
        elif isinstance(entry, (ast.Message, ast.Term)):
            entries.append([entry.id.name, isinstance(entry, ast.Term), entry.id.span.start, entry.id.span.end,
                            sorted(variables(entry)), sorted(attributes(entry)), entry.value is not None,
                            _plain(entry.value), sorted(references(entry)), _has_mark(entry), _canonical_digest(entry)])
    return entries, junk


def _has_mark(entry: ast.Message | ast.Term) -> bool:
    return entry.comment is not None and any(line.strip() == UNTRANSLATED for line in entry.comment.content.splitlines())


def _plain(pattern: ast.Pattern | None) -> str | None:
    from fluent.syntax import ast

    if pattern is None or not all(isinstance(e, ast.TextElement) for e in pattern.elements):
        return None
    return "".join(e.value for e in pattern.elements)


def _junk(entry: ast.Junk) -> list[Any]:
    if entry.annotations:
        note = entry.annotations[0]
        start = note.span.start if note.span else entry.span.start
        # Fluent places a missing "}" after the blank lines that follow the entry: point at its last character
        last = entry.span.start + max(0, len(entry.content.rstrip()) - 1)
        return [min(start, last), f"Fluent syntax error: {note.message} ({note.code})", "RK301"]
    return [entry.span.start, "Fluent syntax error", "RK301"]


def _too_deep(text: str) -> bool:
    """Whether placeables or call arguments nest deeper than MAX_DEPTH: braces and parentheses are counted, also
    in plain text and string literals, which can only make the bound stricter."""
    if text.count("{") + text.count("(") <= MAX_DEPTH:
        return False
    depth = 0
    for match in _NESTING.finditer(text):
        depth = depth + 1 if match.group() in "{(" else max(depth - 1, 0)
        if depth > MAX_DEPTH:
            return True
    return False


def _valid_summary(value: Any) -> bool:
    if not isinstance(value, dict) or not isinstance(value.get("entries"), list) or not isinstance(value.get("junk"), list):
        return False
    for e in value["entries"]:
        if not (isinstance(e, list) and len(e) == 11 and isinstance(e[0], str) and isinstance(e[2], int)
                and (e[7] is None or isinstance(e[7], str))
                and isinstance(e[3], int) and isinstance(e[4], list) and isinstance(e[5], list)
                and isinstance(e[8], list) and isinstance(e[10], str)
                and all(isinstance(v, str) for v in e[4] + e[5] + e[8])):
            return False
    return all(isinstance(j, list) and len(j) == 3 and isinstance(j[0], int) and isinstance(j[1], str)
               and isinstance(j[2], str) for j in value["junk"])


def _fluent_version() -> str:
    try:
        from importlib.metadata import version

        return version("fluent.syntax")
    except Exception:  # noqa: BLE001 - unknown version: the cache key still changes with rulekit's FORMAT
        return "?"


def load_locales(directory: str | Path) -> tuple[LocaleSet, list[tuple[str, str]]]:
    """Read ``<directory>/<lang>/*.ftl``. Returns the set and (path, reason) pairs for files that cannot be read."""
    locales = LocaleSet()
    unreadable: list[tuple[str, str]] = []
    base = Path(directory)
    for path in sorted(base.glob("*/*.ftl")):
        text, problem = read_text(path, str(path))
        if text is None:
            unreadable.append((str(path), problem.message if problem else "cannot read"))
            continue
        locales.add(parse_ftl(text, str(path), path.parent.name))
    return locales, unreadable


def nodes(entry: ast.SyntaxNode) -> Iterable[Any]:
    """Every syntax node inside an entry (value, attributes, selectors, variants; not its comment)."""
    from fluent.syntax import ast

    stack: list[Any] = [entry]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, ast.SyntaxNode) and not isinstance(node, (ast.Span, ast.BaseComment)):
            yield node
            stack.extend(value for name, value in vars(node).items() if name != "span")


def variables(entry: ast.Message | ast.Term) -> set[str]:
    """The names of the variables ($name) a message uses anywhere (value, attributes, selectors)."""
    from fluent.syntax import ast

    return {node.id.name for node in nodes(entry) if isinstance(node, ast.VariableReference)}


def references(entry: ast.Message | ast.Term) -> set[str]:
    """The messages and terms an entry refers to: "msg", "msg.attr", "-term", "-term.attr"."""
    from fluent.syntax import ast

    found: set[str] = set()
    for node in nodes(entry):
        if isinstance(node, (ast.MessageReference, ast.TermReference)):
            name = ("-" if isinstance(node, ast.TermReference) else "") + node.id.name
            found.add(name + (f".{node.attribute.name}" if node.attribute else ""))
    return found


def attributes(entry: ast.Message | ast.Term) -> set[str]:
    return {attribute.id.name for attribute in entry.attributes}
