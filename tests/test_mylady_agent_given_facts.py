"""The Mylady heuristic's Table made with what the agent knows already (the game's facts from its first view, the
seat the decision names) reads as one that reads them from the view, and the agent answers the same either way."""
from __future__ import annotations

from conftest import agent_decisions
from rulekit.games.mylady.agents import HeuristicAgent, Table, game_facts
from rulekit.run.rng import derive_seed


def test_a_table_given_the_facts_and_seat_reads_as_one_that_reads_the_view():
    checked = 0
    for game, asked, picked in agent_decisions("mylady", 5, [derive_seed(7, 0)]):
        view = game.view(asked["player"])
        given, read = Table(view, game_facts("mylady"), asked["player"]), Table(view)
        assert (given.you, given.facts) == (read.you, read.facts)
        seat = read.you
        assert (given.place(seat), given.hand(seat), given.life(seat)) == (read.place(seat), read.hand(seat),
                                                                          read.life(seat))
        checked += 1
    assert checked >= 150


def test_a_decision_without_its_player_is_answered_from_the_views_seat():
    for game, asked, picked in agent_decisions("mylady", 5, [derive_seed(7, 1)]):
        if asked["prompt"] != "choose-action":
            continue
        view = game.view(asked["player"])
        named, unnamed = HeuristicAgent(3), HeuristicAgent(3)
        anonymous = {key: value for key, value in asked.items() if key != "player"}
        assert named.decide(view, asked) == unnamed.decide(view, anonymous)
        return
    raise AssertionError("no action menu asked")


def test_the_single_best_pick_is_the_first_of_the_ranking():
    """`best` takes the least key (-score, tie-break, index) for a single pick, and sorts the keys for a ranking:
    both answer the same, drawing the same numbers."""
    checked = 0
    for game, asked, picked in agent_decisions("mylady", 5, [derive_seed(7, 2)]):
        if asked["prompt"] not in ("next-musketeer", "place-foes", "choose-location", "draw-or-play-treachery"):
            continue
        view = game.view(asked["player"])
        single, ranking = HeuristicAgent(checked), HeuristicAgent(checked)
        assert ranking.rank(view, asked)[0] == single.decide(view, asked)
        assert ranking.rng.counter == single.rng.counter
        checked += 1
    assert checked >= 20
