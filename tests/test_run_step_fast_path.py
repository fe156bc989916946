"""A step whose effect may ask, without `repeat` or `while`, runs its effect's frame straight from the flow (no step
frame under it counting repetitions): the games are those the step frame gives, event for event."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.run import flow
from rulekit.run.rng import derive_seed
from rulekit.sim import play_game


def _through_step_frames(original):
    def enter_step(ctx, step, number, phase):
        if step.effect.asks:
            return flow.step_frame(step, number, phase)  # the general path, for every asking step
        return original(ctx, step, number, phase)
    return enter_step


@pytest.mark.parametrize("game_id, players, agents", [("mylady", 3, "heuristic"), ("musketiere", 2, "greedy"),
                                                      ("pendants", 4, "random")])
def test_steps_without_a_step_frame_give_the_same_games(monkeypatch, game_id, players, agents):
    definition = catalog.game(game_id)
    seeds = [derive_seed(11, i) for i in range(3)]
    fast = [play_game(definition, players, seed, [agents] * 8, keep=True) for seed in seeds]
    assert any(step.effect.asks and step.repeat is None and step.while_ is None
               for phase in definition.phases for step in phase.steps)  # the fast path is taken
    monkeypatch.setattr(flow, "enter_step", _through_step_frames(flow.enter_step))
    general = [play_game(definition, players, seed, [agents] * 8, keep=True) for seed in seeds]
    for one, other in zip(fast, general):
        assert one.log == other.log and one.choices == other.choices
