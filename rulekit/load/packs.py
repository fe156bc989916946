"""Content packs: where they are and what they hold.

A pack is a folder with a ``pack.yaml`` (its id, the game it extends, its version, the locales it supports and
what it replaces or removes) and the same kinds of files a game has: ``cards/**/*.yaml``, ``boards/**/*.yaml``,
``locales/<lang>/*.ftl``; its ``tests/`` hold card tests (``*.scenario.yaml``, rulekit.testing). It may lie
anywhere on disk, or come with a Python distribution through the entry-point group ``rulekit.packs``:

    [project.entry-points."rulekit.packs"]
    cardinal-spy = "my_package.spy"          # a package whose folder holds pack.yaml
    tavern = "my_package:tavern_folder"      # an attribute: a path, or a function returning one

`find_pack` resolves what a person typed (a folder, a pack.yaml, or the name of an installed pack);
`read_pack` loads its files as documents marked with the pack's id. What a pack changes in its game is merged
in rulekit.compile.packs; rulekit.check.packs checks it.
"""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from rulekit.errors import Diagnostic, RulekitError, Span, did_you_mean
from rulekit.load.documents import PACK_FILE, ContentSet, load_content
from rulekit.load.files import read_text
from rulekit.load.yamlnodes import parse_yaml

ENTRY_POINTS = "rulekit.packs"
PARTS = ("cards", "boards", "locales")


class PackError(RulekitError):
    """A pack that cannot be found or read (a usage error: the person named something that is not a pack)."""


@dataclass(frozen=True)
class Pack:
    """A pack found on disk: what its pack.yaml says of it, read without checking the rest."""

    id: str
    game: str
    version: str
    folder: Path
    display: str  # how its files are named in findings (as the person gave the folder, or absolute)
    origin: str = "folder"  # "folder", or "entry point <name> (<distribution>)"
    description: str = ""
    locales: tuple[str, ...] = ()

    @property
    def file(self) -> Path:
        return self.folder / PACK_FILE

    def key(self) -> tuple[str, str]:
        """(id, version): what a record names."""
        return self.id, self.version

    def label(self) -> str:
        return f"{self.id} {self.version}"


def find_pack(spec: str | Path, base: Path | None = None) -> Pack:
    """The pack a person named: a folder holding pack.yaml, a pack.yaml file, or the id of an installed pack
    (entry point). Relative paths are taken from `base` (default: the working folder). PackError otherwise."""
    text = str(spec)
    path = Path(text) if base is None or Path(text).is_absolute() else Path(base) / text
    if path.is_dir() or path.name == PACK_FILE and path.exists():
        folder = path if path.is_dir() else path.parent
        if not (folder / PACK_FILE).is_file():
            raise PackError(f"{text}: not a pack (a pack is a folder with a {PACK_FILE})")
        display = str(folder) if base is None else os.path.relpath(folder)
        return _described(folder, display, "folder")
    installed = installed_packs()
    if text in installed:
        return installed[text]
    if os.sep in text or "/" in text or text.endswith((".yaml", ".yml")):
        raise PackError(f"{text}: no such pack folder")
    hint = did_you_mean(text, installed)
    raise PackError(f"no pack {text!r}: not a folder with a {PACK_FILE}, nor an installed pack"
                    + (f" (did you mean {hint!r}?)" if hint else "")
                    + f"; installed packs: {', '.join(sorted(installed)) or 'none'}")


def find_packs(specs: Iterable[str | Path], base: Path | None = None) -> tuple[Pack, ...]:
    """Several packs in the order given; the same pack twice is an error (its changes would clash with
    themselves)."""
    found: list[Pack] = []
    for spec in specs:
        pack = find_pack(spec, base)
        same = next((p for p in found if p.id == pack.id), None)
        if same is not None:
            raise PackError(f"pack {pack.id!r} is given twice ({same.folder} and {pack.folder})")
        found.append(pack)
    return tuple(found)


def installed_packs() -> dict[str, Pack]:
    """Packs installed with Python distributions (entry-point group rulekit.packs), by their entry-point name.
    An entry point that does not lead to a pack folder is skipped here; `find_pack` of its name says why."""
    found: dict[str, Pack] = {}
    for entry in _entry_points():
        try:
            found[entry.name] = _from_entry_point(entry)
        except PackError:
            continue
    return found


def entry_point_problems() -> list[str]:
    """Why installed entry points of rulekit.packs are not packs (for `rulekit packs`)."""
    problems = []
    for entry in _entry_points():
        try:
            _from_entry_point(entry)
        except PackError as error:
            problems.append(str(error))
    return problems


def _entry_points() -> list[Any]:
    from importlib.metadata import entry_points

    return sorted(entry_points(group=ENTRY_POINTS), key=lambda e: e.name)


def _from_entry_point(entry: Any) -> Pack:
    where = f"entry point {entry.name!r} ({entry.value})"
    try:
        loaded = entry.load()
    except Exception as error:  # noqa: BLE001 - a broken distribution is reported, not raised as a traceback
        raise PackError(f"{where} cannot be loaded: {type(error).__name__}: {error}") from None
    if callable(loaded) and not isinstance(loaded, type):
        try:
            loaded = loaded()
        except Exception as error:  # noqa: BLE001
            raise PackError(f"{where} failed: {type(error).__name__}: {error}") from None
    folder = _folder_of(loaded)
    if folder is None or not (folder / PACK_FILE).is_file():
        raise PackError(f"{where} does not lead to a folder with a {PACK_FILE} (got {loaded!r})")
    dist = getattr(getattr(entry, "dist", None), "name", None)
    return _described(folder, str(folder), f"entry point {entry.name}" + (f" ({dist})" if dist else ""))


def _folder_of(value: Any) -> Path | None:
    """A module (its package folder), a path or a string."""
    if isinstance(value, (str, os.PathLike)):
        return Path(value)
    file = getattr(value, "__file__", None)
    if isinstance(file, str):
        return Path(file).parent
    return None


def enclosing_pack(path: str | Path) -> Path | None:
    """The folder of the content pack a file lies in (the nearest folder above it with a pack.yaml)."""
    for folder in Path(os.path.realpath(path)).parents:
        if (folder / PACK_FILE).is_file():
            return folder
    return None


def _described(folder: Path, display: str, origin: str) -> Pack:
    """A Pack from the head of its pack.yaml (id, game, version); a broken pack.yaml still names the folder, so
    that `rulekit lint` can report its problems where they are."""
    data = _head(folder / PACK_FILE)
    text = lambda key, default="": data.get(key) if isinstance(data.get(key), str) else default  # noqa: E731
    locales = tuple(x for x in data.get("locales") or () if isinstance(x, str)) if isinstance(data.get("locales"), list) else ()
    return Pack(text("id", folder.name), text("game"), text("version", "?"), folder.resolve(), display, origin,
                text("description"), locales)


@lru_cache(maxsize=64)
def _head_cached(path: str, mtime: float) -> dict[str, Any]:
    text, problem = read_text(Path(path), path)
    if text is None or problem is not None:
        return {}
    data = parse_yaml(text, path).data
    return data if isinstance(data, dict) else {}


def _head(path: Path) -> dict[str, Any]:
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return {}
    return _head_cached(str(path), mtime)


def read_pack(pack: Pack, overrides: Mapping[str, str] | None = None) -> tuple[ContentSet, list[Diagnostic]]:
    """Every file of a pack as documents marked with its id (pack.yaml is the document of kind "pack"), and the
    problems of reading them. Nothing outside the pack folder is read; `overrides` (resolved path -> text) is read
    instead of a file (the language server's unsaved buffers)."""
    display = Path(pack.display)
    given = [display / PACK_FILE] + [display / part for part in PARTS if (pack.folder / part).is_dir()]
    content, problems = load_content(given, context=False, overrides=overrides)
    content.documents = [_marked(doc, pack) for doc in content.documents]
    for doc in content.documents:
        if doc.kind == "game":
            problems.append(Diagnostic("RK045", "a pack cannot hold a game file: it extends the game its pack.yaml "
                                                "names", doc.span(())))
    content.documents = [doc for doc in content.documents if doc.kind != "game"]
    return content, problems


def _marked(doc: Any, pack: Pack) -> Any:
    game = pack.game or doc.game
    if doc.kind in ("cards", "board") and not isinstance(doc.get("game"), str):
        game = pack.game
    elif doc.kind in ("cards", "board"):
        game = doc.get("game")
    return dataclasses.replace(doc, pack=pack.id, game=game)


def pack_span(pack: Pack, key: str | None = None) -> Span:
    """Where a pack's pack.yaml says something (its first line when the key cannot be found)."""
    path = str(Path(pack.display) / PACK_FILE)
    text, _ = read_text(pack.file, path)
    if text is None:
        return Span(path, 1, 1)
    parsed = parse_yaml(text, path)
    return parsed.marks.span((key,) if key else ())
