"""Mylady und die Musketiere: what is not the rules. The game itself is data (content/games/mylady.yaml and the
cards and boards beside it); this package only offers the game's heuristic agents and the hourglass's real-time
clock to the terminal and the web table. Nothing here decides what happens in a game.
"""
from __future__ import annotations

from typing import Any

from rulekit.hookspecs import hookimpl

GAME = "mylady"

# The prompts during which the hourglass lies on its side ('Sanduhr'): a duel is fought (Rochefort's too), a new
# Paris or Louvre card is laid out with its foes, a quest chapter is set up. Every name is a prompt of the game's
# YAML (tests/test_seed000_mylady_variants.py checks them).
PAUSED_PROMPTS = (
    "send-rochefort", "commit-combat-cards", "aramis-combat-card", "toledo-reroll", "toledo-more",
    "quest-heroism-dice", "place-foes", "quest-pick-inn-tokens", "quest-lay-rooms", "quest-lay-stables",
    "quest-lay-cellar", "quest-lay-return", "quest-lay-challenges", "quest-lay-antechambers",
)


@hookimpl
def rulekit_play_clock(game: str) -> dict[str, Any] | None:
    """'Sanduhr': while the game's counter `hourglass` is 1 (Beeilung!), the musketeers have `hourglass_seconds` for
    their whole phase II; once it runs out, the clock sets the external counter `hourglass_out` and answers the
    question then asked (`end`, or the first option, which the rules then ignore). What is lost (every action
    left, standing up too) is data: the rules read `hourglass_out`. This is only the clock people play against."""
    if game != GAME:
        return None
    from rulekit import catalog

    seconds = catalog.game(GAME).counters.get("hourglass_seconds", 120)
    return {
        "counter": "hourglass",
        "phase": "musketeers",
        "seconds": seconds,
        "paused": list(PAUSED_PROMPTS),
        "timeout_prompts": ["choose-action", "next-musketeer"],
        "timeout_answer": "end",
        "expired": "hourglass_out",
    }


@hookimpl
def rulekit_agents(game: str) -> dict[str, Any] | None:
    if game != GAME:
        return None
    from rulekit.games.mylady.agents import HeuristicAgent

    return {"heuristic": HeuristicAgent}
