"""`PlayerView.counter` and `player_counter` read one counter without copying them all: they must read exactly as
the `counters` and `player_counters` parts do (what an agent given the view as plain data reads), in every state."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.run.game import Game
from rulekit.run.views import decision_view


@pytest.mark.parametrize("game_id, players, agent", [("mylady", 5, "heuristic"), ("musketiere", 2, "greedy")])
def test_single_counter_reads_match_the_counters_parts(game_id, players, agent):
    game = Game(catalog.game(game_id), players, 6)
    agents = [make_agent(agent, seat, game_id) for seat in range(game.players)]
    names = set(game.state["counters"]) | {"no_such_counter"}
    seat_names = set(game.state["players"][0]) | {"no_such_counter"}
    first, changed = None, 0
    for _ in range(150):
        if game.state["result"] is not None:
            break
        decision = game.pending()[0]
        view, asked = decision_view(game, decision)
        reads = {name: view.counter(name) for name in names}
        seat_reads = [{name: view.player_counter(seat, name) for name in seat_names} for seat in range(players)]
        assert view.counter("no_such_counter", 4) == 4
        counters, player_counters = view["counters"], view["player_counters"]
        assert reads == {name: counters.get(name, 0) for name in names}
        assert seat_reads == [{name: seat.get(name, 0) for name in seat_names} for seat in player_counters]
        first = first or (reads, seat_reads)
        changed += (reads, seat_reads) != first
        game.answer(decision.player, agents[decision.player].decide(view, asked))
    assert changed > 10  # the counters moved: the reads were compared in more than the starting state
