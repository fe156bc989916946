"""Generic queries and actions added for games written as data (issue 11): `ready`/`fire` (rulekit/run/offers.py:
a menu whose actions are cards), `answerable`/`answer` (rulekit/run/responses.py: an "at any time" card played
out of a window), `first`/`stat`/`cards_of_kind` (rulekit/run/lists.py) and `same_person`
(rulekit/run/people.py). Driven through a real Game of the test game tests/games/games/menu.yaml."""
from __future__ import annotations

import pytest

from conftest import answer, load_test_game
from rulekit.run import events as ev
from rulekit.run.game import Game

NORTH, SOUTH, EAST = 0, 1, 2


@pytest.fixture(scope="module")
def menu():
    return load_test_game("menu")


def counters(game: Game, seat: int) -> dict:
    return game.state["players"][seat]


def test_ready_offers_only_the_cards_whose_trigger_condition_holds(menu):
    game = Game(menu, 3, seed=1)
    decision = game.pending_for(NORTH)
    assert decision.prompt == "act"
    # feast costs 5 and north has 2 gold: its `if` fails, so it is not offered; the dodge is answerable
    assert sorted(c for c in decision.choices if c[0] == "take") == [("take", "buy"), ("take", "rest")]
    assert ("play", "dodge") in decision.choices and "wait" in decision.choices


def test_fire_runs_that_cards_trigger_only_and_logs_the_event(menu):
    game = Game(menu, 3, seed=1)
    answer(game, NORTH, ("take", "buy"))
    assert game.pending_for(NORTH).prompt == "respond"  # the dodge still waits for the window that follows
    answer(game, NORTH)  # pass
    assert game.over
    assert counters(game, NORTH)["gold"] == 0 and counters(game, NORTH)["score"] == 10 + 7
    assert ev.Signalled("act", (("who", NORTH),)) in game.log


def test_a_fired_trigger_counts_in_the_card_statistics_only_when_it_runs(menu):
    """`rulekit simulate --cards` reads RunContext.fired: a card's action taken through `fire` counts as its
    trigger having fired (as a signalled trigger does); the cards merely offered do not."""
    from rulekit.sim.cardstats import fired_cards

    game = Game(menu, 3, seed=1)
    answer(game, NORTH, ("take", "buy"))
    assert game.ctx.fired.get(("buy", "buy-it")) == 1
    assert fired_cards(game).get("buy") == 1 and "rest" not in fired_cards(game) and "feast" not in fired_cards(game)


def test_a_fired_trigger_may_ask_and_the_game_waits_for_it(menu):
    game = Game(menu, 3, seed=1)
    answer(game, NORTH, ("take", "rest"))
    assert game.pending_for(NORTH).prompt == "how-long"
    answer(game, NORTH, "long")
    answer(game, NORTH)  # pass the window
    assert counters(game, NORTH)["gold"] == 5 and game.over


def test_answer_plays_a_response_card_outside_a_window(menu):
    game = Game(menu, 3, seed=1)
    answer(game, NORTH, ("play", "dodge"))
    assert counters(game, NORTH)["guard"] == 1 and "dodge" in game.state["zones"]["discard"]
    assert game.over  # played already: no window is opened for it


def test_first_stat_and_cards_of_kind_read_cards_wherever_they_lie(menu):
    game = Game(menu, 3, seed=1)
    answer(game, NORTH, "wait")
    answer(game, NORTH)
    assert counters(game, NORTH)["score"] == 7  # stat(first(cards_of_kind("trick")), "power")


def test_same_person_follows_the_controllers_of_the_player_count(menu):
    three = Game(menu, 3, seed=1)
    assert counters(three, NORTH)["partners"] == 1 and counters(three, SOUTH)["partners"] == 1
    two = Game(menu, 2, seed=1)
    assert counters(two, NORTH)["partners"] == 2 and counters(two, SOUTH)["partners"] == 1


def test_a_game_paused_inside_a_fired_trigger_clones_and_replays(menu):
    game = Game(menu, 3, seed=1)
    answer(game, NORTH, ("take", "rest"))
    twin = game.clone()
    for played in (game, twin):
        answer(played, NORTH, "short")
    assert game.digest() == twin.digest()
    assert Game.replay(menu, 3, 1, game.choices).digest() == game.digest()
