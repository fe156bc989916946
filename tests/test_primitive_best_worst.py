"""best/worst find their card in one pass: pinned to the stable sort they stand for (ties included)."""
import itertools
from types import SimpleNamespace

import pytest

from rulekit.run.primitives import _ranked

POWER = {"a": 2, "b": 1, "c": 2, "d": 1}
RANK = {"a": 1, "b": 1, "c": 0, "d": 1}


def _ctx(tables: dict) -> SimpleNamespace:
    cards = {c: SimpleNamespace(stats={"power": POWER[c], "rank": RANK[c]}) for c in POWER}
    game = SimpleNamespace(stat_tables=tables, cards=cards, card_counters=(), derived={})
    return SimpleNamespace(game=game, cards_of=list, ccounters={})


# the stat tables' path, the slow one, and the slow one after a card the tables lack
@pytest.mark.parametrize("tables", [{"power": POWER, "rank": RANK}, {}, {"power": {"a": 2, "b": 1}, "rank": RANK}])
@pytest.mark.parametrize("then", ["", "rank"])
def test_best_and_worst_are_the_last_and_first_of_the_stable_sort(tables, then):
    def key(c):
        return (POWER[c], RANK[c]) if then else POWER[c]
    for order in itertools.permutations(POWER):
        ranked = sorted(order, key=key)
        assert _ranked(_ctx(tables), list(order), "power", then, True) == ranked[-1]
        assert _ranked(_ctx(tables), list(order), "power", then, False) == ranked[0]
    assert _ranked(_ctx(tables), [], "power", then, True) is None
