"""YAML to plain data, keeping where every value stands.

PyYAML's composed node tree knows the line and column of every node; the constructed data does not. We compose
with libyaml (CSafeLoader, ~9x faster than the pure-Python loader), then build plain Python data ourselves and
record, for every JSON path (a tuple like ``("cards", 3, "stats", "value")``), the position of the value and of
its key. Schema errors and reference errors are reported at those positions.

Mapping keys are always text: the key as written (so ``on:`` stays "on" rather than YAML 1.1's True, and a player
count ``2:`` is "2"). Duplicate keys are an error (RK003) and the first value is kept.

Content is untrusted: the node tree is composed here from libyaml's event stream (iteratively: libyaml's own
composer recurses in C and crashes the interpreter on 100,000 nested brackets), with limits on nesting depth,
scalar size, digits of a number and nodes built through aliases (a ten-line "billion laughs" file would
otherwise take gigabytes). A file over a limit is RK007 and yields no data.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

import yaml
from yaml.composer import ComposerError
from yaml.constructor import SafeConstructor
from yaml.events import (AliasEvent, MappingEndEvent, MappingStartEvent, ScalarEvent, SequenceEndEvent,
                         SequenceStartEvent, StreamEndEvent)
from yaml.nodes import CollectionNode, MappingNode, Node, ScalarNode, SequenceNode

from rulekit.errors import Diagnostic, Span

try:
    from yaml import CSafeLoader as Loader
except ImportError:  # pragma: no cover - libyaml missing
    from yaml import SafeLoader as Loader  # type: ignore[assignment]


_TAG = "tag:yaml.org,2002:"
_MERGE = _TAG + "merge"
_PLAIN_TAGS = {_TAG + "str", _TAG + "int", _TAG + "float", _TAG + "bool", _TAG + "null"}
_NUMBER_TAGS = {_TAG + "int", _TAG + "float"}
_KEEP_AS_TEXT = {_TAG + "timestamp", _TAG + "binary", _TAG + "value"}
_CONSTRUCTOR = SafeConstructor()

MAX_DEPTH = 64  # nesting of mappings and lists (content needs fewer than 10)
MAX_SCALAR = 1 << 20  # characters in one scalar
MAX_DIGITS = 64  # characters of a number
MAX_ALIAS_NODES = 100_000  # values built through aliases and merge keys, per document


class LimitExceeded(Exception):
    """A YAML text over one of the limits above (reported as RK007)."""

    def __init__(self, message: str, mark: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark


# (line, column, end_line, end_column), all 1-based, packed into one int: a tree of 10,000 cards has hundreds of
# thousands of marks, and one int takes a third of the memory of a tuple of four
_Pos = int
_COLUMNS = 1 << 24  # columns and lines stay below this: files are at most 8 MiB


def _pos(node: Node) -> _Pos:
    start, end = node.start_mark, node.end_mark
    return (((start.line + 1) * _COLUMNS + start.column + 1) * _COLUMNS + end.line + 1) * _COLUMNS + end.column + 1


def _unpack(pos: _Pos) -> tuple[int, int, int, int]:
    rest, end_column = divmod(pos, _COLUMNS)
    rest, end_line = divmod(rest, _COLUMNS)
    line, column = divmod(rest, _COLUMNS)
    return line, column, end_line, end_column


class Marks:
    """Where each value (and each mapping key) of a YAML document stands.

    ``marks[path]`` is the Span of the value at that path; ``marks.span(path)`` falls back to the nearest
    enclosing value when the path itself has no mark (e.g. a key a schema says is missing). ``card`` in the
    returned spans is the id of the card (``cards[i].id``) the path is inside, when there is one.
    """

    __slots__ = ("path", "_values", "_keys", "_styles", "_card_ids", "_text", "_split")

    def __init__(self, path: str, text: str = "") -> None:
        self.path = path
        self._values: dict[tuple, _Pos] = {}
        self._keys: dict[tuple, _Pos] = {}
        self._styles: dict[tuple, str] = {}  # only quoted and block scalars: plain is the default
        self._card_ids: dict[int, str] = {}
        self._text = text  # the file's text (shared, not copied); split into lines only when needed
        self._split: list[str] | None = None

    @property
    def _lines(self) -> list[str]:
        if self._split is None:
            self._split = self._text.splitlines()
        return self._split

    # -- building
    def _set_cards(self, data: Any) -> None:
        cards = data.get("cards") if isinstance(data, dict) else None
        if isinstance(cards, list):
            for index, card in enumerate(cards):
                if isinstance(card, dict) and isinstance(card.get("id"), str):
                    self._card_ids[index] = card["id"]

    # -- lookup
    def card_for(self, path: tuple) -> str | None:
        if len(path) >= 2 and path[0] == "cards" and isinstance(path[1], int):
            return self._card_ids.get(path[1])
        return None

    def _make(self, path: tuple, pos: _Pos) -> Span:
        return Span(self.path, *_unpack(pos), self.card_for(path))

    def __getitem__(self, path: tuple) -> Span:
        return self._make(tuple(path), self._values[tuple(path)])

    def __contains__(self, path: object) -> bool:
        return isinstance(path, tuple) and path in self._values

    def __iter__(self) -> Iterator[tuple]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def span(self, path: tuple = ()) -> Span:
        """Span of the value at path, or of the nearest enclosing value that has one."""
        path = tuple(path)
        for cut in range(len(path), -1, -1):
            pos = self._values.get(path[:cut])
            if pos is not None:
                return self._make(path, pos)
        return Span(self.path, 1, 1, card=self.card_for(path))

    def key_span(self, path: tuple) -> Span:
        """Span of the mapping key whose value is at path (the value's span for list items or unknown keys)."""
        path = tuple(path)
        pos = self._keys.get(path)
        if pos is not None:
            return self._make(path, pos)
        return self.span(path)

    def style(self, path: tuple) -> str | None:
        """The YAML style of the scalar at path: None (plain), "'", '"', '|' or '>'."""
        return self._styles.get(tuple(path))

    def content_span(self, path: tuple) -> Span:
        """Where the text of the string at path starts: after the opening quote, or the first line of a block
        scalar (``|``/``>``), so that a position inside the string (line/column from an effect parser) can be
        added with ``Span.offset``. For block scalars continuation lines keep the file's own columns; add the
        block's indentation (this span's column - 1) to columns on later lines.
        """
        span = self.span(path)
        style = self.style(path)
        if style in ("'", '"'):
            return Span(span.path, span.line, span.column + 1, span.end_line, span.end_column, span.card)
        if style in ("|", ">"):
            line = span.line + 1
            while line <= len(self._lines) and not self._lines[line - 1].strip():
                line += 1
            text = self._lines[line - 1] if line <= len(self._lines) else ""
            column = len(text) - len(text.lstrip(" ")) + 1
            return Span(span.path, line, column, span.end_line, span.end_column, span.card)
        return span


@dataclass(frozen=True, slots=True)
class Parsed:
    """The result of reading one YAML text: data (None when unreadable), its marks, and problems found."""

    data: Any
    marks: Marks
    diagnostics: list[Diagnostic]
    ok: bool


def parse_yaml(text: str, path: str) -> Parsed:
    """Compose a YAML text and turn it into plain data with marks. Never raises for bad YAML."""
    lines = text.splitlines()
    marks = Marks(path, text)
    try:
        root = compose(text, lines)
    except LimitExceeded as exc:
        return Parsed(None, marks, [_limit(exc, path)], False)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        if "maximum nesting depth" in (exc.problem or ""):  # PyYAML 6.0.4's own limit met before ours: same code
            return Parsed(None, marks, [_limit(LimitExceeded(
                f"the YAML nesting is deeper than {MAX_DEPTH} levels", mark), path)], False)
        context = exc.context
        if context and exc.context_mark is not None and mark is not None and exc.context_mark.line != mark.line:
            # where the unfinished thing began: often the line to fix (a "{" never closed, a key without ":")
            context += f" (begun at line {exc.context_mark.line + 1}, column {exc.context_mark.column + 1})"
        parts = [p for p in (context, exc.problem) if p]
        message = "YAML syntax error: " + (", ".join(parts) if parts else str(exc).splitlines()[0])
        span = Span(path, mark.line + 1, mark.column + 1) if mark else Span(path, 1, 1)
        return Parsed(None, marks, [Diagnostic("RK001", message, span)], False)
    except yaml.YAMLError as exc:
        position = getattr(exc, "position", None)
        span = Span(path, 1, 1)
        if isinstance(position, int):
            before = text[:position]
            span = Span(path, before.count("\n") + 1, position - (before.rfind("\n") + 1) + 1)
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Parsed(None, marks, [Diagnostic("RK001", f"YAML syntax error: {first}", span)], False)
    if root is None:
        return Parsed(None, marks, [], True)
    builder = _Builder(marks)
    try:
        data = builder.build(root, ())
    except LimitExceeded as exc:
        return Parsed(None, marks, builder.diagnostics + [_limit(exc, path)], False)
    marks._set_cards(data)
    return Parsed(data, marks, builder.diagnostics, True)


def _limit(exc: LimitExceeded, path: str) -> Diagnostic:
    mark = exc.mark
    span = Span(path, mark.line + 1, mark.column + 1) if mark is not None else Span(path, 1, 1)
    return Diagnostic("RK007", exc.message, span)


_C_COMPOSE_SAFE = 2000  # libyaml's composer recurses once per level: fine to this depth, a crash near 100,000


def compose(text: str, lines: list[str] | None = None) -> Node | None:
    """The node tree of a one-document YAML text (None when empty).

    Block nesting needs a deeper column at every level or two and flow nesting a bracket, so the longest line
    plus the number of brackets bounds the depth: below _C_COMPOSE_SAFE libyaml's fast composer is used, else the
    iterative one. Raises yaml.YAMLError for bad YAML and LimitExceeded past MAX_DEPTH or MAX_SCALAR.
    """
    lines = text.splitlines() if lines is None else lines
    widest = max(map(len, lines), default=0)
    if widest + text.count("[") + text.count("{") < _C_COMPOSE_SAFE:
        return yaml.compose(text, Loader=Loader)
    return compose_iteratively(text)


def compose_iteratively(text: str) -> Node | None:
    """compose(), built from libyaml's events without recursion, with MAX_DEPTH and MAX_SCALAR enforced."""
    loader = Loader(text)
    try:
        loader.get_event()  # stream start
        if loader.check_event(StreamEndEvent):
            return None
        loader.get_event()  # document start
        root = _compose_document(loader)
        loader.get_event()  # document end
        if not loader.check_event(StreamEndEvent):
            event = loader.get_event()
            raise ComposerError("expected a single document in the stream", None,
                                "but found another document", event.start_mark)
        return root
    finally:
        loader.dispose()


def _compose_document(loader: Any) -> Node:
    anchors: dict[str, Node] = {}
    stack: list[CollectionNode] = []
    while True:
        event = loader.get_event()
        if isinstance(event, (SequenceEndEvent, MappingEndEvent)):
            node = stack.pop()
            node.end_mark = event.end_mark
            if isinstance(node, MappingNode):
                flat = node.value
                node.value = list(zip(flat[0::2], flat[1::2]))
            if not stack:
                return node
            continue
        if isinstance(event, AliasEvent):
            if event.anchor not in anchors:
                raise ComposerError(None, None, f"found undefined alias {event.anchor!r}", event.start_mark)
            node = anchors[event.anchor]
        elif isinstance(event, ScalarEvent):
            if len(event.value) > MAX_SCALAR:
                raise LimitExceeded(f"a value of {len(event.value):,} characters is over the limit of "
                                    f"{MAX_SCALAR:,}", event.start_mark)
            tag = event.tag
            if tag is None or tag == "!":
                tag = loader.resolve(ScalarNode, event.value, event.implicit)
            node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        else:  # a sequence or mapping starts
            kind = SequenceNode if isinstance(event, SequenceStartEvent) else MappingNode
            tag = event.tag
            if tag is None or tag == "!":
                tag = loader.resolve(kind, None, event.implicit)
            node = kind(tag, [], event.start_mark, None, flow_style=event.flow_style)
            if len(stack) >= MAX_DEPTH:
                raise LimitExceeded(f"the YAML nesting is deeper than {MAX_DEPTH} levels", event.start_mark)
        anchor = getattr(event, "anchor", None)
        if anchor is not None and not isinstance(event, AliasEvent):
            if anchor in anchors:
                raise ComposerError(f"found duplicate anchor {anchor!r}; first occurrence", anchors[anchor].start_mark,
                                    "second occurrence", event.start_mark)
            anchors[anchor] = node
        if stack:
            stack[-1].value.append(node)
        if isinstance(event, (SequenceStartEvent, MappingStartEvent)):
            stack.append(node)
        elif not stack:
            return node


class _Builder:
    def __init__(self, marks: Marks) -> None:
        self.marks = marks
        self.diagnostics: list[Diagnostic] = []
        self._reported: set[tuple[str, int, int]] = set()
        self._active: set[int] = set()  # collection nodes being built (to catch recursive aliases)
        self._built: set[int] = set()  # nodes built once: building one again is an alias
        self._through_alias = 0  # > 0 while building a node reached again through an alias
        self._alias_nodes = 0
        self._depth = 0

    def problem(self, code: str, message: str, node: Node) -> None:
        line, column, end_line, end_column = _unpack(_pos(node))
        if (code, line, column) in self._reported:
            return
        self._reported.add((code, line, column))
        self.diagnostics.append(Diagnostic(code, message, Span(self.marks.path, line, column, end_line, end_column)))

    def build(self, node: Node, path: tuple) -> Any:
        again = id(node) in self._built
        self._built.add(id(node))
        self._through_alias += again
        try:
            if self._through_alias:
                self._alias_nodes += 1
                if self._alias_nodes > MAX_ALIAS_NODES:
                    raise LimitExceeded(f"aliases expand to more than {MAX_ALIAS_NODES:,} values", node.start_mark)
            self.marks._values[path] = _pos(node)
            if isinstance(node, ScalarNode):
                return self.scalar(node, path)
            return self.collection(node, path)
        finally:
            self._through_alias -= again

    def collection(self, node: Node, path: tuple) -> Any:
        if id(node) in self._active:
            self.problem("RK002", "recursive YAML alias (an anchor used inside itself)", node)
            return None
        if len(self._active) >= MAX_DEPTH:
            raise LimitExceeded(f"the YAML nesting is deeper than {MAX_DEPTH} levels", node.start_mark)
        self._active.add(id(node))
        try:
            if isinstance(node, SequenceNode):
                self.check_tag(node, _TAG + "seq")
                return [self.build(child, path + (index,)) for index, child in enumerate(node.value)]
            if isinstance(node, MappingNode):
                self.check_tag(node, _TAG + "map")
                return self.mapping(node, path)
        finally:
            self._active.discard(id(node))
        return None  # pragma: no cover - PyYAML has no other node kinds

    def check_tag(self, node: Node, expected: str) -> None:
        if node.tag != expected:
            self.problem("RK002", f"unsupported YAML tag {node.tag!r}: content is plain data", node)

    def scalar(self, node: ScalarNode, path: tuple) -> Any:
        if len(node.value) > MAX_SCALAR:
            raise LimitExceeded(f"a value of {len(node.value):,} characters is over the limit of {MAX_SCALAR:,}",
                                node.start_mark)
        if node.style:
            self.marks._styles[path] = node.style
        tag = node.tag
        if tag == _TAG + "str":
            return node.value
        if tag in _PLAIN_TAGS:
            if tag in _NUMBER_TAGS and len(node.value) > MAX_DIGITS:
                raise LimitExceeded(f"a number of {len(node.value):,} characters is over the limit of {MAX_DIGITS}",
                                    node.start_mark)
            return _CONSTRUCTOR.yaml_constructors[tag](_CONSTRUCTOR, node)
        if tag not in _KEEP_AS_TEXT:
            self.problem("RK002", f"unsupported YAML tag {tag!r}: content is plain data", node)
        return node.value

    def mapping(self, node: MappingNode, path: tuple) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, key_node, value_node in self.entries(node):
            child = path + (key,)  # one tuple for the key's mark and the value's
            self.marks._keys[child] = _pos(key_node)
            result[key] = self.build(value_node, child)
        return result

    def entries(self, node: MappingNode) -> list[tuple[str, Node, Node]]:
        """The effective (key, key node, value node) entries of a mapping: its own keys (the first of duplicates),
        then keys from merge keys (``<<: *anchor``) it does not set itself; earlier merges win over later ones."""
        own: list[tuple[str, Node, Node]] = []
        first_seen: dict[str, int] = {}
        merges: list[Node] = []
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE:
                merges.append(value_node)
                continue
            if not isinstance(key_node, ScalarNode):
                self.problem("RK002", "mapping keys must be plain text, not lists or mappings", key_node)
                continue
            key = key_node.value
            if key in first_seen:
                self.problem("RK003", f"duplicate key {key!r} (first at line {first_seen[key]}); the first value is kept",
                             key_node)
                continue
            first_seen[key] = key_node.start_mark.line + 1
            own.append((key, key_node, value_node))
        merged: list[tuple[str, Node, Node]] = []
        for merge in merges:
            for source in merge.value if isinstance(merge, SequenceNode) else [merge]:
                if not isinstance(source, MappingNode):
                    self.problem("RK002", "a merge key (<<) needs a mapping or a list of mappings", source)
                    continue
                if id(source) in self._active:
                    self.problem("RK002", "recursive YAML alias (an anchor used inside itself)", source)
                    continue
                self._alias_nodes += len(source.value)  # merges cost work even where their keys are not kept
                if self._alias_nodes > MAX_ALIAS_NODES or len(self._active) >= MAX_DEPTH:
                    raise LimitExceeded(f"merge keys (<<) expand to more than {MAX_ALIAS_NODES:,} values or "
                                        f"{MAX_DEPTH} levels", source.start_mark)
                self._active.add(id(source))
                try:
                    for entry in self.entries(source):
                        if entry[0] not in first_seen:
                            first_seen[entry[0]] = 0
                            merged.append(entry)
                finally:
                    self._active.discard(id(source))
        return own + merged
