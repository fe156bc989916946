"""Find and read content files: games, cards, boards (YAML) and locales (Fluent).

A content root is a directory holding ``games/`` and at least one of ``cards/``, ``boards/``, ``locales/``.
Checks are closed-world (a card's kind must be declared in its game file), so when a path inside a content root
is given, the rest of that root is read too, as context; ``ContentSet.is_target`` tells what was asked for, and
the linter reports only on those files.

A file's kind comes from where it lies: ``games/*.yaml`` is a game, ``cards/<game>/**/*.yaml`` cards,
``boards/<game>/**/*.yaml`` a board. A file given by name outside those directories is classified by its
top-level keys (``flow`` -> game, ``cards`` -> cards, otherwise board). Directory walks only pick up YAML inside
games/, cards/ and boards/ directories, so pointing the linter at a repository does not read CI files.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

from rulekit.errors import Diagnostic, Span
from rulekit.load.locales import LocaleSet, parse_ftl
from rulekit.load.yamlnodes import Marks, parse_yaml

KINDS = ("game", "cards", "board")
_KIND_DIRS = {"games": "game", "cards": "cards", "boards": "board"}
_YAML = (".yaml", ".yml")
_SKIP_DIRS = {"node_modules", "__pycache__", "venv", "site-packages"}


@dataclass(frozen=True, eq=False)
class Document:
    """One YAML content file, read.

    ``data`` is plain Python data (None when the file could not be parsed: then ``ok`` is False), ``marks`` the
    positions of its values. ``game`` is the game id the file belongs to: a game file's ``id``, else its ``game``
    key, else the directory it lies in.
    """

    path: str
    kind: str
    game: str
    data: Any
    marks: Marks
    ok: bool = True

    def span(self, path: tuple = ()) -> Span:
        return self.marks.span(path)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default) if isinstance(self.data, dict) else default


@dataclass(eq=False)
class ContentSet:
    """Every document and locale read by one load, plus what was asked for."""

    documents: list[Document] = field(default_factory=list)
    locales: LocaleSet = field(default_factory=LocaleSet)
    sources: dict[str, str] = field(default_factory=dict)  # display path -> text, read once
    targets: tuple[Path, ...] = ()  # resolved paths that were asked for
    roots: tuple[Path, ...] = ()  # resolved content roots found

    def games(self) -> list[str]:
        """Ids of the games the documents belong to."""
        return sorted({doc.game for doc in self.documents if doc.game})

    def documents_for(self, game: str) -> list[Document]:
        """The game's documents: game file(s) first, then boards, then cards, each in path order."""
        order = {"game": 0, "board": 1, "cards": 2}
        docs = [doc for doc in self.documents if doc.game == game]
        return sorted(docs, key=lambda doc: (order[doc.kind], doc.path))

    def game_document(self, game: str) -> Document | None:
        for doc in self.documents:
            if doc.kind == "game" and doc.game == game:
                return doc
        return None

    def cards(self, game: str | None = None) -> Iterator[tuple[Document, int, dict[str, Any]]]:
        """(document, index, card) for every well-formed card entry, optionally of one game."""
        for doc in self.documents:
            if doc.kind != "cards" or (game is not None and doc.game != game):
                continue
            cards = doc.get("cards")
            if isinstance(cards, list):
                for index, card in enumerate(cards):
                    if isinstance(card, dict):
                        yield doc, index, card

    def subset(self, games: Sequence[str]) -> "ContentSet":
        """The same content restricted to some games (locales and sources are shared)."""
        wanted = set(games)
        return ContentSet([d for d in self.documents if d.game in wanted], self.locales, self.sources,
                          self.targets, self.roots)

    def files(self) -> list[str]:
        """Display paths of every file read (YAML and Fluent)."""
        return [doc.path for doc in self.documents] + [f.path for f in self.locales.files]

    def is_context(self, path: str) -> bool:
        """Whether a path was read only as context: a file or place inside a content root not asked for.

        Findings there are not reported; findings in a path rulekit knows nothing of (e.g. "<unknown>") are.
        """
        if self.is_target(path):
            return False
        if path in self.sources:
            return True
        try:
            resolved = Path(path).resolve()
        except OSError:
            return False
        return any(resolved == root or root in resolved.parents for root in self.roots)

    def is_target(self, path: str) -> bool:
        """Whether a display path is one of the paths asked for (or lies inside one). No targets: everything."""
        if not self.targets:
            return True
        try:
            resolved = Path(path).resolve()
        except OSError:
            return False
        return any(resolved == target or target in resolved.parents for target in self.targets)


def find_content_root(path: Path) -> Path | None:
    """The nearest directory at or above path that holds games/ plus cards/, boards/ or locales/."""
    current = path.resolve()
    if not current.is_dir():
        current = current.parent
    for candidate in (current, *current.parents):
        if (candidate / "games").is_dir() and any((candidate / d).is_dir() for d in ("cards", "boards", "locales")):
            return candidate
    return None


def classify(path: Path) -> tuple[str | None, str | None]:
    """(kind, game from the directory) for a YAML file by where it lies; (None, None) when outside the dirs."""
    parts = path.parts
    for index in range(len(parts) - 2, -1, -1):
        kind = _KIND_DIRS.get(parts[index])
        if kind is None:
            continue
        if kind == "game":
            return kind, None
        game = parts[index + 1] if index + 1 < len(parts) - 1 else None
        return kind, game
    return None, None


def classify_by_keys(data: Any) -> str:
    if isinstance(data, dict):
        if "flow" in data:
            return "game"
        if "cards" in data:
            return "cards"
    return "board"


def locale_language(path: Path) -> str:
    return path.parent.name


def load_content(paths: Sequence[str | Path]) -> tuple[ContentSet, list[Diagnostic]]:
    """Read content from files and directories. Reports every problem found; never raises for bad content.

    Returns the content set and the diagnostics of reading: RK001 (YAML syntax), RK002 (unreadable file or
    unsupported YAML), RK003 (duplicate key), RK004 (a file's game disagrees with its directory). Schema,
    reference and locale checks are separate (rulekit.load.schemas, rulekit.check).
    """
    loader = _Loader()
    for given in paths:
        loader.add_given(Path(given), str(given))
    return loader.finish()


class _Loader:
    def __init__(self) -> None:
        self.content = ContentSet()
        self.diagnostics: list[Diagnostic] = []
        self.seen: set[Path] = set()
        self.targets: list[Path] = []
        self.roots: list[Path] = []
        self.yaml_files: list[tuple[str, Path, bool]] = []  # display path, resolved, given explicitly
        self.ftl_files: list[tuple[str, Path]] = []

    def add_given(self, path: Path, display: str) -> None:
        if not path.exists():
            self.diagnostics.append(Diagnostic("RK002", "no such file or directory", Span(display)))
            return
        resolved = path.resolve()
        self.targets.append(resolved)
        if path.is_dir():
            self.walk(path, display)
        else:
            self.add_file(path, display, explicit=True)
        root = find_content_root(path)
        if root is not None and root not in self.roots:
            self.roots.append(root)
            if root != resolved:  # read the rest of the root as context (files already read are skipped)
                self.walk(root, _display_for(root, absolute=path.is_absolute()))

    def walk(self, directory: Path, display: str) -> None:
        for dirpath, dirnames, filenames in os.walk(directory):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in _SKIP_DIRS)
            base = Path(dirpath)
            rel = base.relative_to(directory)
            for name in sorted(filenames):
                file_path = base / name
                shown = str(Path(display) / rel / name) if str(rel) != "." else str(Path(display) / name)
                if name.endswith(_YAML):
                    kind, _ = classify(file_path.resolve())
                    if kind is not None:
                        self.add_file(file_path, shown, explicit=False)
                elif name.endswith(".ftl") and file_path.resolve().parent.parent.name == "locales":
                    self.add_file(file_path, shown, explicit=False)

    def add_file(self, path: Path, display: str, *, explicit: bool) -> None:
        resolved = path.resolve()
        if resolved in self.seen:
            return
        self.seen.add(resolved)
        if path.suffix == ".ftl":
            self.ftl_files.append((display, resolved))
        elif path.suffix in _YAML or explicit:
            self.yaml_files.append((display, resolved, explicit))

    def finish(self) -> tuple[ContentSet, list[Diagnostic]]:
        content = self.content
        for display, resolved, _explicit in self.yaml_files:
            text = self.read(resolved, display)
            if text is None:
                continue
            content.sources[display] = text
            content.documents.append(self.document(display, resolved, text))
        for display, resolved in self.ftl_files:
            text = self.read(resolved, display)
            if text is None:
                continue
            content.sources[display] = text
            content.locales.add(parse_ftl(text, display, locale_language(resolved)))
        content.targets = tuple(self.targets)
        content.roots = tuple(self.roots)
        return content, self.diagnostics

    def read(self, resolved: Path, display: str) -> str | None:
        try:
            return resolved.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.diagnostics.append(Diagnostic("RK002", f"cannot read file: {reason}", Span(display)))
            return None

    def document(self, display: str, resolved: Path, text: str) -> Document:
        parsed = parse_yaml(text, display)
        self.diagnostics.extend(parsed.diagnostics)
        data = parsed.data
        kind, dir_game = classify(resolved)
        if kind is None:
            kind = classify_by_keys(data)
        if kind == "game":
            game = data.get("id") if isinstance(data, dict) else None
            game = game if isinstance(game, str) else resolved.stem
        else:
            game = data.get("game") if isinstance(data, dict) else None
            if isinstance(game, str) and dir_game and game != dir_game:
                self.diagnostics.append(Diagnostic(
                    "RK004", f"this file says game {game!r} but lies in the directory of game {dir_game!r}",
                    parsed.marks.span(("game",)), severity="warning", suggestion=None))
            if not isinstance(game, str):
                game = dir_game or ""
        return Document(display, kind, game, data, parsed.marks, parsed.ok)


def _display_for(root: Path, *, absolute: bool) -> str:
    if absolute:
        return str(root)
    try:
        return os.path.relpath(root)
    except ValueError:  # another drive on Windows
        return str(root)
