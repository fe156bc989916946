"""One game's content read and checked alone (every check stage but the compiler's): what the commands that run a
game, and the pack checks, start from. `rulekit.catalog` compiles on top of it."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from rulekit.errors import ContentError, Diagnostic
from rulekit.load.games import cwd_key, index, unknown_game


def game_content(root: str, game: str) -> Any:
    """One game's checked content (its game file, cards, boards and the locales); ContentError on any error of its
    rules (see `refuse_errors`)."""
    return _game_content(cwd_key(root), str(root), game)


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
    refuse_errors(diagnostics)
    return checked


def refuse_errors(diagnostics: list[Diagnostic]) -> None:
    """ContentError with the errors of the rules (game, cards, boards, packs). Translations refuse no game: a broken
    message shows in English (`rulekit.view.i18n`), and `rulekit lint` reports it; a simulation shows no text at all,
    and a locale nobody plays in must not stop a game."""
    errors = sorted({d for d in diagnostics if d.severity == "error" and not is_translation(d)},
                    key=lambda d: (d.span.path, d.span.line, d.span.column, d.code))
    if errors:
        raise ContentError(errors)


def is_translation(diagnostic: Diagnostic) -> bool:
    """A finding about text, not rules: a translation check (RK3xx) or a Fluent file that is not read (RK009). A
    Fluent file that is unsafe to read (over a limit, unreadable, a link out of the content) still refuses the game:
    showing its text would read it."""
    return diagnostic.code.startswith("RK3") or diagnostic.code == "RK009"
