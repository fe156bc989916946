"""`_sum_of` (generated code's `sum(xs)` in one call) gives `_sum(_iter(ctx, xs))`'s total and budget steps."""
from types import SimpleNamespace

import pytest

from rulekit.effects.values import zone_of
from rulekit.run.runtime import _iter, _sum, _sum_of


@pytest.mark.parametrize("values", [[], [1, 2, 3], [4, None, 5], (1, 2), zone_of("pile", None)])
def test_sum_of_is_sum_over_iter(values):
    def ctx():
        return SimpleNamespace(steps=0, reads=None, zones={"pile": [2, 3]})
    fast, slow = ctx(), ctx()
    assert _sum_of(fast, values) == _sum(_iter(slow, values))
    assert fast.steps == slow.steps
