"""Helpers shared by the web table's tests: play a table through the server's own paths."""
from __future__ import annotations

import re
from typing import Any

DECISION = re.compile(r'data-decision="(\d+)"')
SINGLE = re.compile(r'data-single="(\d)"')
OPTION = re.compile(r'data-option="(\d+)"')
HINT = re.compile(r'name="pick" value="(\d+)"')
FALLBACK = re.compile(r"\[(?:ui|web|prompt|event|zone|counter|step|option|seat|end|side|dice|face)-[a-z0-9_-]+\]")


def first_answer(options_html: str, decision: dict[str, Any] | None = None) -> tuple[int, list[int]] | None:
    """The decision id on a page's options region and the first legal picks (as many as the least allowed, at
    least one), or None when the page asks nothing."""
    found = DECISION.search(options_html)
    if not found:
        return None
    picks = [int(i) for i in OPTION.findall(options_html)]
    low = int(re.search(r'data-min="(\d+)"', options_html).group(1))
    return int(found.group(1)), sorted(picks)[:max(low, 1)] if picks else []


def hidden_from(game: Any, *seats: int) -> set[str]:
    """Card ids in zones none of these seats (one person's) may see right now."""
    ctx = game.ctx
    return {card for key, cards in game.state["zones"].items()
            if not any(ctx.visible_to(key, seat) for seat in seats) for card in cards}


def leaks(hidden: set[str], text: str) -> list[str]:
    """The hidden card ids that occur in `text` as whole ids (not as part of a longer id: combat-1 in combat-12)."""
    found = set(re.findall(r"[A-Za-z0-9_-]+", text))
    return sorted(hidden & found)
