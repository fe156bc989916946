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
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from rulekit.errors import Diagnostic, RulekitError


def default_content_root() -> Path:
    """$RULEKIT_CONTENT, else ./content, else the games shipped with rulekit (`rulekit.shipped`)."""
    env = os.environ.get("RULEKIT_CONTENT")
    if env:
        return Path(env)
    here = Path.cwd() / "content"
    if (here / "games").is_dir():
        return here
    from rulekit.shipped import shipped

    return shipped("content")


def _cwd(root: str | Path) -> str:
    from rulekit.load.games import cwd_key

    return cwd_key(root)


def _refuse(diagnostics: list[Diagnostic]) -> None:
    from rulekit.check.games import refuse_errors

    refuse_errors(diagnostics)


def index(root: str) -> dict[str, Any]:
    """The games of a content root by id (`rulekit.load.games.index`: read, not compiled)."""
    from rulekit.load.games import index as games_index  # imported when used: `rulekit games` stays quick

    return games_index(root)


def unknown_game(game: str, root: str) -> RulekitError:
    from rulekit.load.games import unknown_game as unknown

    return unknown(game, root)


def game_content(root: str, game: str) -> Any:
    """One game's checked content (`rulekit.check.games.game_content`); ContentError on any error."""
    from rulekit.check.games import game_content as checked_game

    return checked_game(root, game)


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
        if not pack.game:
            raise PackError(f"pack {pack.display}: its pack.yaml names no game or does not read; "
                            f"`rulekit lint {pack.display}` says where")
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
