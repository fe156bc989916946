"""Which games a content root holds, from its game files alone (read, not checked or compiled: the commands that
run a game check it fully first, rulekit.check.games)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from rulekit.errors import RulekitError, did_you_mean


def cwd_key(root: str | Path) -> str:
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
    return _index(cwd_key(root), root)


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


def unknown_game(game: str, root: str) -> RulekitError:
    known = sorted(index(root))
    hint = did_you_mean(game, known)
    return RulekitError(f"no game {game!r} in {root}" + (f" (did you mean {hint!r}?)" if hint else "")
                        + f"; games: {', '.join(known) or 'none'}")
