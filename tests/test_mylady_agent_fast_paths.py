"""The Mylady heuristic's shortcuts pick as the general paths they replace: the action menu's `best_index` (which
leaves out options whose bound cannot win) as scoring every option, drawing the same numbers."""
from __future__ import annotations

from conftest import agent_decisions
from rulekit.games.mylady.agents import HeuristicAgent, Table, _ActionScores
from rulekit.run.rng import derive_seed


def test_the_action_menu_picks_as_scoring_every_option_does():
    checked = 0
    for game, asked, _ in agent_decisions("mylady", 5, [derive_seed(5, i) for i in range(4)]):
        if asked["prompt"] != "choose-action":
            continue
        view = game.view(asked["player"])
        fast, general = HeuristicAgent(checked), HeuristicAgent(checked)
        picked = fast.pick_actions(asked, _ActionScores(fast, Table(view)))
        assert picked == general.pick_label(asked, _ActionScores(general, Table(view)).score)
        assert fast.rng.counter == general.rng.counter
        checked += 1
    assert checked >= 200
