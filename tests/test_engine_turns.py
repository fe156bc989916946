"""Turns driven by drawn cards (issue 10, point 2): a card's data names which seats act in which order and with
how many action points (card stats that are lists of records); the engine keeps the active player and their
points (take_turn, spend, gain_points, points_left, active_player, end_turn), with events that views and logs
show. Driven through a real Game of the test game tests/games/games/orders.yaml."""
from __future__ import annotations

import pytest

from conftest import TEST_GAMES, answer, compiled_variant, load_test_game, play_out
from rulekit.errors import EffectRuntimeError
from rulekit.load import load_content
from rulekit.load.schemas import validate_content
from rulekit.run import events as ev
from rulekit.run.game import Game
from rulekit.run.views import redacted_log

RED, BLUE, GREEN = 0, 1, 2
TURN_EVENTS = (ev.TurnStarted, ev.PointsChanged, ev.TurnEnded)


@pytest.fixture(scope="module")
def orders():
    return load_test_game("orders")


def turns(game: Game) -> list:
    return [e for e in game.log if isinstance(e, TURN_EVENTS)]


def query(game: Game, name: str, *args):
    return game.definition.registry.primitives[name].impl(game.ctx, *args)


def test_card_stats_may_be_lists_of_records_and_records():
    content, _ = load_content([TEST_GAMES])
    assert validate_content(content) == []
    definition = load_test_game("orders")
    assert definition.cards["order-dusk"].stats["order"] == [{"seat": "green", "points": 1},
                                                            {"seat": "blue", "points": 1}]
    assert definition.cards["order-dusk"].stats["bonus"] == {"seat": "green", "points": 2}


def test_the_turned_card_says_who_acts_in_which_order_and_with_how_many_points(orders):
    game = Game(orders, 3, seed=2)
    assert game.state["zones"]["shown"] == ["order-dusk"]  # the top card of the orders
    # green first, with 1 point and the card's bonus of 2 (a record read as card.bonus.points)
    assert turns(game) == [ev.TurnStarted(GREEN, 1), ev.PointsChanged(GREEN, 2, 3)]
    assert [d.player for d in game.pending()] == [GREEN]
    answer(game, GREEN, "work")
    answer(game, GREEN, "toil")  # the last two points: the turn ends by itself
    assert turns(game)[2:] == [ev.PointsChanged(GREEN, -1, 2), ev.PointsChanged(GREEN, -2, 0), ev.TurnEnded(GREEN),
                               ev.TurnStarted(BLUE, 1)]
    assert game.state["players"][GREEN]["gold"] == 4
    assert game.pending_for(BLUE).choices == ("work", "rest")  # toil needs two points
    answer(game, BLUE, "rest")  # ends the turn with its point unspent
    # the next round turns up the next card: blue, red (with the bonus), green
    assert game.state["zones"]["shown"] == ["order-dawn"]
    assert turns(game)[-2:] == [ev.TurnEnded(BLUE), ev.TurnStarted(BLUE, 2)]


def test_views_and_logs_show_whose_turn_it_is(orders):
    game = Game(orders, 3, seed=2)
    for seat in (RED, BLUE, GREEN, None):
        assert game.view(seat)["turn"] == {"player": GREEN, "points": 3}
    answer(game, GREEN, "work")
    assert game.view(RED)["turn"] == {"player": GREEN, "points": 2}
    log = redacted_log(game, RED)
    assert {"kind": "turn_started", "player": GREEN, "points": 1} in log
    assert {"kind": "points_changed", "player": GREEN, "change": -1, "left": 2} in log
    play_out(game)
    assert game.view(RED)["turn"] is None and game.over


def test_a_seat_the_card_names_that_is_not_in_play_is_skipped(orders):
    game = Game(orders, 2, seed=2)  # red and blue: green does not play
    assert turns(game) == [ev.TurnStarted(BLUE, 1)]  # green's turn and bonus are skipped
    assert query(game, "seat_named", "green") is None and query(game, "seat_named", "blue") == BLUE
    with pytest.raises(EffectRuntimeError, match="'purple' is not a seat"):
        query(game, "seat_named", "purple")


def test_spending_what_is_not_there_is_an_error_of_the_rules(orders):
    game = Game(orders, 3, seed=2)
    assert query(game, "points_left") == 3 and query(game, "active_player") == GREEN
    with pytest.raises(EffectRuntimeError, match="cannot spend 4 action points: 3 left"):
        query(game, "spend", 4)
    query(game, "end_turn")
    assert query(game, "points_left") == 0 and query(game, "active_player") is None
    with pytest.raises(EffectRuntimeError, match="nobody's turn"):
        query(game, "spend", 1)


def test_a_game_paused_in_a_turn_clones_and_both_copies_go_on_alike(orders):
    game = Game(orders, 3, seed=2)
    answer(game, GREEN, "work")
    twin = game.clone()
    for played in (game, twin):
        answer(played, GREEN, "work")
        play_out(played)
    assert game.digest() == twin.digest() and game.state == twin.state
    assert Game.replay(orders, 3, 2, game.choices).digest() == game.digest()


def test_an_unknown_seat_name_is_a_located_finding(tmp_path):
    found = compiled_variant(tmp_path, "orders", ("seat_named(entry.seat)", 'seat_named("bleu")'), check=False)
    assert [(d.code, d.suggestion) for d in found] == [("RK241", "blue")]
