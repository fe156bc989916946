"""The game's random stream: dice drawn several at once are the draws `below` gives one by one."""
from __future__ import annotations

import pytest

from rulekit.run.rng import Rng


@pytest.mark.parametrize("bound", [1, 2, 3, 6, 7, 33, (1 << 32) + 5])
def test_picks_are_the_draws_of_below_one_by_one(bound):
    items = list(range(bound)) if bound < 100 else range(bound)
    one, many = Rng(11, 4), Rng(11, 4)
    expected = [items[one.below(bound)] for _ in range(40)]
    assert many.picks(items, 40) == expected and many.counter == one.counter
    assert many.below(1000) == one.below(1000)  # and the stream goes on alike


def test_no_picks_from_nothing():
    rng = Rng(5)
    assert rng.picks([], 0) == [] and rng.counter == 0
    with pytest.raises(ValueError):
        rng.picks([], 1)
