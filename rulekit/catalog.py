"""Where content comes from and which games it holds: each game is read and checked alone, compiled on demand.

Every command that runs content (simulate, play, show, record, replay) comes through here, and content with
errors is refused before any of it runs: the game's files go through the same check stages as `rulekit lint`
(files, YAML, schema, ids, locales; effects when it is compiled) and any error raises ContentError, which the
command line prints with the request to run `rulekit lint`. Nothing reads more than the game asked for:
`rulekit games` reads only the game files and the English names, `show` one game's files.
"""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from rulekit.errors import ContentError, Diagnostic, RulekitError, did_you_mean


def default_content_root() -> Path:
    """$RULEKIT_CONTENT, else ./content, else the content folder of this checkout."""
    env = os.environ.get("RULEKIT_CONTENT")
    if env:
        return Path(env)
    here = Path.cwd() / "content"
    if (here / "games").is_dir():
        return here
    return Path(__file__).resolve().parent.parent / "content"


def _cwd(root: str | Path) -> str:
    """Part of every cache key: a relative root names another folder after a chdir."""
    return "" if os.path.isabs(root) else os.getcwd()


@dataclass(frozen=True)
class GameEntry:
    """What `rulekit games` shows of a game without compiling it."""

    id: str
    path: str
    players: tuple[int, int] | None  # None when the game file has errors
    problems: int


def index(root: str) -> dict[str, GameEntry]:
    """The games of a content root by id, from its game files alone (read, not compiled: the other commands check
    a game fully before they use it)."""
    return _index(_cwd(root), root)


@lru_cache(maxsize=8)
def _index(cwd: str, root: str) -> dict[str, GameEntry]:
    from rulekit.load.documents import load_content

    content, problems = load_content([Path(root) / "games"], context=False)
    games: dict[str, GameEntry] = {}
    for doc in content.documents:
        if doc.kind != "game" or doc.game in games:
            continue
        errors = [d for d in problems if d.span.path == doc.path and d.severity == "error"]
        players = doc.get("players")
        low, high = (players.get("min"), players.get("max")) if isinstance(players, dict) else (None, None)
        span = (low, high) if not errors and _whole(low) and _whole(high) else None
        games[doc.game] = GameEntry(doc.game, doc.path, span, len(errors) + (span is None))
    return games


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def english_names(root: Path) -> dict[str, str]:
    """Message id -> plain English text, from the cached summaries of the English .ftl files (no Fluent parse)."""
    from rulekit.load.documents import load_content

    folder = Path(root) / "locales" / "en"
    if not folder.is_dir():
        return {}
    content, _problems = load_content([folder], context=False)
    return {name: entry.text for name, (_span, entry) in content.locales.messages("en").items() if entry.text}


def games(root: Path | None = None) -> list[str]:
    return sorted(index(str(root or default_content_root())))


def unknown_game(game: str, root: str) -> RulekitError:
    known = sorted(index(root))
    hint = did_you_mean(game, known)
    return RulekitError(f"no game {game!r} in {root}" + (f" (did you mean {hint!r}?)" if hint else "")
                        + f"; games: {', '.join(known) or 'none'}")


def game_content(root: str, game: str) -> Any:
    """One game's checked content (its game file, cards, boards and the locales); ContentError on any error."""
    return _game_content(_cwd(root), str(root), game)


@lru_cache(maxsize=8)
def _game_content(cwd: str, root: str, game: str) -> Any:
    from rulekit.check.stages import run_stages
    from rulekit.load.documents import load_content

    entry = index(root).get(game)
    if entry is None:
        raise unknown_game(game, root)
    base = Path(root)
    paths = [Path(entry.path)] + [base / kind / game for kind in ("cards", "boards") if (base / kind / game).is_dir()]
    if (base / "locales").is_dir():
        paths.append(base / "locales")
    content, found = load_content(paths, context=False)
    diagnostics = list(found)
    checked = run_stages(content, diagnostics)
    _refuse(diagnostics)
    return checked


def _refuse(diagnostics: list[Diagnostic]) -> None:
    errors = sorted({d for d in diagnostics if d.severity == "error"},
                    key=lambda d: (d.span.path, d.span.line, d.span.column, d.code))
    if errors:
        raise ContentError(errors)


def load(root: str) -> Any:
    """Every game's checked content (for pages generated from all of them); ContentError on any error."""
    return _load(_cwd(root), str(root))


@lru_cache(maxsize=8)
def _load(cwd: str, root: str) -> Any:
    from rulekit.check.stages import run_stages
    from rulekit.load.documents import load_content

    content, found = load_content([root])
    diagnostics = list(found)
    checked = run_stages(content, diagnostics)
    _refuse(diagnostics)
    return checked


@lru_cache(maxsize=32)
def _compiled(cwd: str, root: str, game: str, house_rules: tuple[str, ...], packs: tuple[str, ...] = ()) -> Any:
    from rulekit.compile.game import compile_game

    if not packs:
        content = game_content(root, game)
        return compile_game(content.documents_for(game), game, house_rules)
    content, found = _with_packs(cwd, root, game, packs)
    definition = compile_game(content.documents_for(game), game, house_rules)
    return dataclasses.replace(definition, packs=tuple(pack.key() for pack in found))


def game(game_id: str, house_rules: tuple[str, ...] = (), root: Path | None = None, packs: Sequence[Any] = ()) -> Any:
    """The compiled GameDef of a game with house rules and content packs (folders, pack.yaml files, installed pack
    ids or `Pack`s, in the order their changes apply); ContentError when the content has errors, PackError when a
    pack cannot be found or extends another game."""
    root = str(root or default_content_root())
    return _compiled(_cwd(root), root, game_id, tuple(sorted(set(house_rules))), pack_folders(packs))


def pack_folders(packs: Sequence[Any]) -> tuple[str, ...]:
    """Each pack named as its folder (absolute), the key every cache and worker process uses."""
    from rulekit.load.packs import Pack, find_packs

    given = [p for p in packs if not isinstance(p, Pack)]
    found = iter(find_packs(given)) if given else iter(())
    return tuple(str(p.folder) if isinstance(p, Pack) else str(next(found).folder) for p in packs)


def packs_of(packs: Sequence[Any]) -> tuple[Any, ...]:
    """The `Pack`s of some pack folders, pack.yaml files or installed pack ids (PackError for one that is none)."""
    from rulekit.load.packs import Pack, find_packs

    return tuple(p if isinstance(p, Pack) else find_packs([p])[0] for p in packs)


def content_with_packs(root: str, game: str, packs: Sequence[Any]) -> Any:
    """The game's checked content with these packs' documents and locales (see `game`)."""
    root = str(root)
    return _with_packs(_cwd(root), root, game, pack_folders(packs))[0]


@lru_cache(maxsize=16)
def _with_packs(cwd: str, root: str, game: str, folders: tuple[str, ...]) -> tuple[Any, tuple[Any, ...]]:
    """The game's checked content with its packs' documents and locales (pack messages first: they win); refused
    with every finding when a pack has errors (the checks of `rulekit lint PACK`)."""
    from rulekit.check.packs import check_packs
    from rulekit.load.documents import ContentSet
    from rulekit.load.locales import LocaleSet
    from rulekit.load.packs import PackError, find_packs

    packs = find_packs(folders)
    for pack in packs:
        if pack.game != game:
            raise PackError(f"pack {pack.id!r} ({pack.folder}) extends game {pack.game!r}, not {game!r}")
    if game not in index(root):
        raise unknown_game(game, root)
    combined, diagnostics = check_packs(packs, Path(root), compile_hook=None)
    _refuse(diagnostics)
    base = game_content(root, game)
    locales = LocaleSet(list(combined.locales.files) + list(base.locales.files))
    return ContentSet(base.documents_for(game) + combined.documents, locales, base.sources), packs


def locales(root: str | Path, packs: Sequence[Any] = ()) -> Any:
    """The LocaleSet of a content folder, with the locales of packs before it (a pack's message wins)."""
    from rulekit.load.locales import LocaleSet, load_locales

    folder = Path(root) / "locales"
    base, _unreadable = load_locales(folder) if folder.is_dir() else (LocaleSet(), [])
    if not packs:
        return base
    from rulekit.load.packs import read_pack

    files = [f for pack in packs_of(packs) for f in read_pack(pack)[0].locales.files]
    return LocaleSet(files + list(base.files))


def localizer(root: str | Path, lang: str, packs: Sequence[Any] = ()) -> Any:
    """Text in one language for a game played with these packs (their messages first, then the game's)."""
    from rulekit.view.i18n import Localizer

    return Localizer(locales(root, packs) if packs else Path(root), lang)
