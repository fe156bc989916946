"""The Three Musketeers: The Queen's Pendants: plugin glue. The game itself is data (content/games/pendants.yaml
and content/cards/pendants/); this package only offers its heuristic agents (`agents`)."""
from __future__ import annotations

from typing import Any

from rulekit.hookspecs import hookimpl

GAME = "pendants"


@hookimpl
def rulekit_agents(game: str) -> dict[str, Any] | None:
    if game != GAME:
        return None
    from rulekit.games.pendants.agents import HeuristicAgent

    return {"heuristic": HeuristicAgent}
