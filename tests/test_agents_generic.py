"""The generic agents choose exactly as their plain definitions say: random draws what `Rng.sample` of the range
draws, greedy takes the options best by the `prefer` stat (sorted, ties by option order). Their code takes
shortcuts for the common cases; these compare it with the definitions over many decisions."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulekit.agents.base import GreedyAgent, RandomAgent


def decision(stats: list[int | None], low: int, high: int, prefer: str) -> tuple[dict, dict]:
    """A view and a decision (as JSON gives them) over cards with these stats (None: an option that is no card)."""
    cards = {f"c{i}": {"kind": "card", "stats": {"might": s}} for i, s in enumerate(stats) if s is not None}
    options = [{"value": f"c{i}" if s is not None else i} for i, s in enumerate(stats)]
    return {"option_cards": cards}, {"options": options, "min": low, "max": high, "prefer": prefer}


def greedy_by_definition(stats: list[int | None], low: int, high: int, prefer: str) -> tuple[int, ...]:
    want = min(max(low, 1) if high else 0, len(stats))
    if not prefer:
        return tuple(range(want))
    sign = 1 if prefer.startswith("-") else -1
    ranks = sorted((sign * (s or 0), index) for index, s in enumerate(stats))
    return tuple(sorted(index for _, index in ranks[:want]))


@settings(max_examples=300, deadline=None)
@given(stats=st.lists(st.none() | st.integers(-3, 3), max_size=8), low=st.integers(0, 3), high=st.integers(0, 4),
       prefer=st.sampled_from(["", "might", "-might"]))
def test_greedy_takes_the_options_best_by_the_preferred_stat(stats, low, high, prefer):
    view, asked = decision(stats, low, high, prefer)
    assert GreedyAgent(1).decide(view, asked) == greedy_by_definition(stats, low, high, prefer)


@settings(max_examples=300, deadline=None)
@given(count=st.integers(0, 9), low=st.integers(0, 3), high=st.integers(0, 4), seed=st.integers(0, 2**32))
def test_random_draws_what_sampling_the_options_draws(count, low, high, seed):
    low = min(low, count)
    view, asked = decision([1] * count, low, max(low, high), "")
    agent, reference = RandomAgent(seed), RandomAgent(seed)
    for _ in range(3):  # the streams stay together
        top = min(asked["max"], count)
        k = low if low == top else low + reference.rng.below(top - low + 1)
        assert agent.decide(view, asked) == tuple(reference.rng.sample(range(count), k))
