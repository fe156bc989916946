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
from typing import Any, Iterator, Mapping, Sequence

from rulekit.errors import Diagnostic, Span
from rulekit.load.files import check_entry, escapes, inside, internal_error, located, read_text
from rulekit.load.locales import LocaleSet, parse_ftl
from rulekit.load.yamlnodes import Marks, Parsed, parse_yaml

KINDS = ("game", "cards", "board", "pack")
PACK_FILE = "pack.yaml"  # a content pack's own file (rulekit.load.packs): its id, game, version and changes
SCENARIO_SUFFIX = ".scenario.yaml"  # card-test files (rulekit.testing.files); `rulekit lint` checks them as such
_KIND_DIRS = {"games": "game", "cards": "cards", "boards": "board"}
_YAML = (".yaml", ".yml")
_SKIP_DIRS = {"node_modules", "__pycache__", "venv", "site-packages"}


@dataclass(frozen=True, eq=False)
class Document:
    """One YAML content file, read.

    ``data`` is plain Python data (None when the file could not be parsed: then ``ok`` is False), ``marks`` the
    positions of its values. ``game`` is the game id the file belongs to: a game file's ``id``, else its ``game``
    key, else the directory it lies in. ``pack`` is the id of the content pack the file comes from (None for a
    game's own content).
    """

    path: str
    kind: str
    game: str
    data: Any
    marks: Marks
    ok: bool = True
    pack: str | None = None

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
    read: list[str] = field(default_factory=list)  # display paths of every file read, also those held back

    def games(self) -> list[str]:
        """Ids of the games the documents belong to."""
        return sorted({doc.game for doc in self.documents if doc.game})

    def documents_for(self, game: str) -> list[Document]:
        """The game's documents: game file(s) first, then boards, then cards, each in path order; then each pack's
        documents in the same way, packs in the order given (so a game with a pack is the same game wherever on
        disk the pack lies: its cards come after the game's whatever their paths)."""
        order = {"game": 0, "board": 1, "cards": 2, "pack": 3}
        docs = [doc for doc in self.documents if doc.game == game]
        packs: dict[Any, int] = {}
        for doc in docs:
            if doc.pack is not None:
                packs.setdefault(doc.pack, len(packs))
        return sorted(docs, key=lambda doc: (doc.pack is not None, packs.get(doc.pack, 0), order[doc.kind], doc.path))

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
                          self.targets, self.roots, self.read)

    def files(self) -> list[str]:
        """Display paths of every file read (YAML and Fluent), also of documents held back by a check."""
        return list(self.read) or [doc.path for doc in self.documents] + [f.path for f in self.locales.files]

    def is_context(self, path: str) -> bool:
        """Whether a path was read only as context: a file or place inside a content root not asked for.

        Findings there are not reported; findings in a path rulekit knows nothing of (e.g. "<unknown>") are.
        """
        if self.is_target(path):
            return False
        if path in self.sources:
            return True
        where = _where(path)
        return where is not None and any(inside(where, root) for root in self.roots)

    def is_target(self, path: str) -> bool:
        """Whether a display path is one of the paths asked for (or lies inside one). No targets: everything."""
        if not self.targets:
            return True
        where = _where(path)
        return where is not None and any(inside(where, target) for target in self.targets)


def _where(path: str) -> Path | None:
    try:
        return located(Path(path))
    except (OSError, ValueError):
        return None


def find_content_root(path: Path) -> Path | None:
    """The nearest directory at or above path that holds games/ plus cards/, boards/ or locales/."""
    current = Path(os.path.realpath(path))
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


def load_content(paths: Sequence[str | Path], *, context: bool = True, overrides: Mapping[str, str] | None = None
                 ) -> tuple[ContentSet, list[Diagnostic]]:
    """Read content from files and directories. Reports every problem found; never raises for bad content.

    Returns the content set and the diagnostics of reading: RK001 (YAML syntax), RK002 (unreadable file or
    unsupported YAML), RK003 (duplicate key), RK004 (a file's game disagrees with its directory), RK005 (a link
    out of the content root), RK006 (not a regular file), RK007 (over a size limit). Schema, reference and locale
    checks are separate (rulekit.load.schemas, rulekit.check).

    A file given inside a content root brings in its own game as context (every game file, its game's cards and
    boards, the locales), not the whole root; ``context=False`` reads only what is given. ``overrides`` maps
    resolved file paths to the text to use instead of what is on disk (an editor's unsaved buffers).
    """
    loader = _Loader(context, overrides)
    for given in paths:
        loader.add_given(Path(given), str(given))
    return loader.finish()


class _Loader:
    def __init__(self, context: bool = True, overrides: Mapping[str, str] | None = None) -> None:
        self.with_context = context
        self.overrides = overrides or {}
        self.content = ContentSet()
        self.diagnostics: list[Diagnostic] = []
        self.seen: set[str] = set()
        self.targets: list[Path] = []
        self.roots: list[Path] = []
        self.context: dict[Path, set[str] | None] = {}  # root -> games read as context (None: all)
        self.absolute: dict[Path, bool] = {}  # root -> shown as an absolute path (as it was given)
        self.yaml_files: list[tuple[str, Path]] = []  # display path, where it is
        self.ftl_files: list[tuple[str, Path]] = []

    def add_given(self, path: Path, display: str) -> None:
        try:
            os.lstat(path)
        except OSError:
            self.diagnostics.append(Diagnostic("RK002", "no such file or directory", Span(display)))
            return
        where = located(path)
        self.targets.append(where)
        problem = self.given_problem(path, where, display)
        if problem is not None:
            self.diagnostics.append(problem)
            return
        resolved = Path(os.path.realpath(where))
        if resolved != where:
            self.targets.append(resolved)
        root = find_content_root(resolved)
        if path.is_dir():
            self.walk(path, display, root or resolved)
        else:
            self.add_file(path, display, explicit=True)
        if root is not None:
            if root not in self.roots:
                self.roots.append(root)
            if root != resolved and self.with_context:  # the rest of the game as context (read once)
                self.absolute.setdefault(root, path.is_absolute())
                self.want_context(root, self.game_of(resolved, root))

    def given_problem(self, path: Path, where: Path, display: str) -> Diagnostic | None:
        """RK005/RK006 for a path named on the command line: a link inside a content root must stay inside it
        (a CI job linting a contributor's files must not read the runner's), and a named file must stay beside
        itself."""
        if not path.is_symlink():
            return check_entry(path, display, where.parent) if not path.is_dir() else None
        boundary = find_content_root(where.parent)
        if boundary is None and path.is_dir():
            return None  # a linked directory outside any content root is what the user named
        return check_entry(path, display, boundary or where.parent)

    @staticmethod
    def game_of(resolved: Path, root: Path) -> str | None:
        """The game a path inside a root belongs to (None: every game, e.g. for locales)."""
        parts = resolved.relative_to(root).parts
        if len(parts) >= 2 and parts[0] in ("cards", "boards"):
            return parts[1]
        if len(parts) == 2 and parts[0] == "games" and parts[1].endswith(_YAML):
            return Path(parts[1]).stem
        return None

    def want_context(self, root: Path, game: str | None) -> None:
        """Read a game of root as context (game None: every game)."""
        wanted = self.context.get(root, set())
        if game is None or wanted is None:
            self.context[root] = None
        else:
            self.context[root] = wanted | {game}

    def walk(self, directory: Path, display: str, boundary: Path, games: set[str] | None = None) -> None:
        """Every content file under directory; with `games`, only those games' cards and boards."""
        if located(directory).parent.name == "locales":  # a locale folder given by name, read or empty
            self.content.locales.add_directory(directory.name, display)
        for dirpath, dirnames, filenames in os.walk(directory):
            base = Path(dirpath)
            rel = base.relative_to(directory)
            shown_dir = Path(display) / rel if str(rel) != "." else Path(display)
            kept = []
            for name in sorted(dirnames):
                if name.startswith(".") or name in _SKIP_DIRS:
                    continue
                if games is not None and base.name in ("cards", "boards") and name not in games:
                    continue
                if (base / name).is_symlink():
                    self.linked_directory(base / name, str(shown_dir / name), boundary)
                    continue
                kept.append(name)
                if base.name == "locales":  # every locale folder, also an empty one (the checks report it)
                    self.content.locales.add_directory(name, str(shown_dir / name))
            dirnames[:] = kept
            for name in sorted(filenames):
                file_path = base / name
                if name.endswith(_YAML):
                    kind, _ = classify(located(file_path))
                    if kind is not None:
                        self.add_walked(file_path, str(shown_dir / name), boundary)
                elif name.endswith(".ftl") and located(file_path).parent.parent.name == "locales":
                    self.add_walked(file_path, str(shown_dir / name), boundary)
                elif name.lower().endswith(".ftl"):
                    self.diagnostics.append(Diagnostic(
                        "RK009", "Fluent file outside a locale folder (content/locales/<lang>/*.ftl): it is not read",
                        Span(str(shown_dir / name))))

    def linked_directory(self, path: Path, display: str, boundary: Path) -> None:
        """A symlinked directory is not followed; one that leads out of the root where content lies is RK005."""
        kind, _ = classify(located(path) / "x.yaml")
        in_locales = located(path).parent.name == "locales"
        if (kind is not None or in_locales) and escapes(path, boundary):
            self.diagnostics.append(Diagnostic("RK005", "symbolic link to a directory outside the content root; "
                                                        "not read", Span(display)))

    def add_walked(self, path: Path, display: str, boundary: Path) -> None:
        problem = check_entry(path, display, boundary)
        if problem is not None:
            self.diagnostics.append(problem)
            return
        self.add_file(path, display, explicit=False)

    def add_file(self, path: Path, display: str, *, explicit: bool) -> None:
        key = os.path.realpath(path)
        if key in self.seen:
            return
        self.seen.add(key)
        if path.suffix == ".ftl":
            self.ftl_files.append((display, path))
        elif path.suffix in _YAML or explicit:
            self.yaml_files.append((display, path))

    def finish(self) -> tuple[ContentSet, list[Diagnostic]]:
        for root, games in self.context.items():
            self.walk(root, _display_for(root, absolute=self.absolute.get(root, False)), root, games)
        content = self.content
        for display, path in self.yaml_files:
            text = self.read(path, display)
            if text is not None:
                content.sources[display] = text
                content.read.append(display)
                content.documents.append(self.document(display, path, text))
        for display, path in self.ftl_files:
            text = self.read(path, display)
            if text is not None:
                content.sources[display] = text
                content.read.append(display)
                content.locales.add(parse_ftl(text, display, locale_language(located(path))))
        content.targets = tuple(self.targets)
        content.roots = tuple(self.roots)
        return content, self.diagnostics

    def read(self, path: Path, display: str) -> str | None:
        if self.overrides and os.path.realpath(path) in self.overrides:
            return self.overrides[os.path.realpath(path)]
        text, problem = read_text(path, display)
        if problem is not None:
            self.diagnostics.append(problem)
        return text

    def document(self, display: str, path: Path, text: str) -> Document:
        try:
            parsed = parse_yaml(text, display)
        except Exception as exc:  # noqa: BLE001 - a bug must become a finding (RK000), not a traceback
            self.diagnostics.append(internal_error(display, "the YAML", exc))
            parsed = Parsed(None, Marks(display), [], False)
        self.diagnostics.extend(parsed.diagnostics)
        data = parsed.data
        kind, dir_game = classify(located(path))
        if kind is None:
            kind = "pack" if path.name == PACK_FILE else classify_by_keys(data)
        if kind == "game":
            game = data.get("id") if isinstance(data, dict) else None
            game = game if isinstance(game, str) else path.stem
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
