"""`decision_view` (what the play loop asks for each decision): the view of the decision's player and the decision
as that view's `pending` shows it, the same as reading `game.view(player)["pending"]`."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.run.game import Game
from rulekit.run.views import decision_view


@pytest.mark.parametrize("game_id, players", [("musketiere", 2), ("mylady", 5), ("pendants", 4)])
def test_decision_view_shows_the_decision_as_the_view_does(game_id, players):
    game = Game(catalog.game(game_id), players, 11)
    agents = [make_agent("random", seat, game_id) for seat in range(game.players)]
    for _ in range(150):
        if game.state["result"] is not None:
            break
        for decision in game.pending():
            view, asked = decision_view(game, decision)
            fresh = game.view(decision.player)
            assert asked["id"] == decision.id and view["you"] == decision.player
            assert view["pending"] == fresh["pending"]  # the same entries, options compared one by one
            assert asked in fresh["pending"]
            game.answer(decision.player, agents[decision.player].decide(view, asked))
