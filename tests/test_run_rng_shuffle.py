"""`Rng.shuffled` draws its words in batches (as many as places are left, so none ahead of its use) and unpacks them
in C: the same order, the same counter and the same stream after it as drawing `below(place + 1)` place by place
(`_shuffled_by_draws`), for every deck size."""
from __future__ import annotations

from hypothesis import given, strategies as st

from rulekit.run.rng import Rng


def by_draws(seed: int, items: list) -> tuple[list, int, int]:
    rng = Rng(seed)
    done = rng._shuffled_by_draws(list(items))
    return done, rng.counter, rng.next64()


def batched(seed: int, items: list) -> tuple[list, int, int]:
    rng = Rng(seed)
    done = rng.shuffled(items)
    return done, rng.counter, rng.next64()


def test_every_size_up_to_three_hundred_and_past_powers_of_two():
    for size in [*range(0, 300), 511, 512, 513, 1024, 1025]:
        for seed in (1, size * 7919 + 3):
            items = list(range(size))
            assert batched(seed, items) == by_draws(seed, items), size


@given(st.integers(0, 2**63 - 1), st.lists(st.text(max_size=3), max_size=80))
def test_any_seed_and_deck(seed, items):
    assert batched(seed, items) == by_draws(seed, items)


def test_the_place_by_place_draw_is_below_each_place():
    """The reference is what `below(place + 1)` draws for each place, from the top down."""
    for size in (2, 5, 55, 130):
        rng, reference = Rng(size), Rng(size)
        result = list(range(size))
        for place in range(size - 1, 0, -1):
            other = reference.below(place + 1)
            result[place], result[other] = result[other], result[place]
        assert rng._shuffled_by_draws(list(range(size))) == result and rng.counter == reference.counter
