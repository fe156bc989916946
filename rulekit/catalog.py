"""Where content comes from and which games it holds: load once, compile per (game, house rules) on demand."""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from rulekit.compile.game import compile_game
from rulekit.compile.model import GameDef
from rulekit.errors import ContentError, RulekitError, did_you_mean
from rulekit.load import load_content


def default_content_root() -> Path:
    """$RULEKIT_CONTENT, else ./content, else the content folder of this checkout."""
    env = os.environ.get("RULEKIT_CONTENT")
    if env:
        return Path(env)
    here = Path.cwd() / "content"
    if (here / "games").is_dir():
        return here
    return Path(__file__).resolve().parent.parent / "content"


@lru_cache(maxsize=8)
def load(root: str):
    content, problems = load_content([root])
    errors = [d for d in problems if d.severity == "error"]
    if errors:
        raise ContentError(errors)
    return content


def games(root: Path | None = None) -> list[str]:
    return sorted(load(str(root or default_content_root())).games())


@lru_cache(maxsize=32)
def _compiled(root: str, game: str, house_rules: tuple[str, ...]) -> GameDef:
    content = load(root)
    if game not in content.games():
        hint = did_you_mean(game, content.games())
        raise RulekitError(
            f"no game {game!r} in {root}" + (f" (did you mean {hint!r}?)" if hint else "")
            + f"; games: {', '.join(sorted(content.games()))}"
        )
    return compile_game(content.documents_for(game), game, house_rules)


def game(game_id: str, house_rules: tuple[str, ...] = (), root: Path | None = None) -> GameDef:
    return _compiled(str(root or default_content_root()), game_id, tuple(sorted(set(house_rules))))
