"""Shared test helpers."""
from __future__ import annotations

import os
import tempfile

# Parse caches of the tests go to a directory of their own, never the user's cache.
os.environ.setdefault("RULEKIT_CACHE_DIR", tempfile.mkdtemp(prefix="rulekit-test-cache-"))

from rulekit.run.scenario import Scenario


def mylady_table(game) -> Scenario:
    """A Mylady scenario with every card where its deck puts it, Mylady's cards taken into her hand as at set-up."""
    s = Scenario(game, 5)
    for card in list(s.zone("mylady_reserve")):
        s.put("locations_hand@0" if game.cards[card].kind == "location" else "schemes@0", card)
    return s
