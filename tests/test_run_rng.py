"""The game's random stream: dice drawn several at once and shuffles are the draws `below` gives one by one."""
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


@pytest.mark.parametrize("size", [0, 1, 2, 5, 52, 300])
def test_a_shuffle_is_fisher_yates_with_the_draws_of_below(size):
    items = [f"card-{n}" for n in range(size)]
    one, shuffler = Rng(23, 7), Rng(23, 7)
    expected = list(items)
    for i in range(size - 1, 0, -1):
        j = one.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert shuffler.shuffled(items) == expected and shuffler.counter == one.counter
    assert shuffler.below(1000) == one.below(1000)  # and the stream goes on alike
