"""The generic list, offer and people primitives (rulekit/run/lists.py, offers.py, people.py), on the test game
tests/games/games/menus.yaml: a tavern whose actions are cards (`ready` offers those whose trigger's `if` holds,
`fire` runs that one card's trigger), and seats that two people share."""
from __future__ import annotations

import pytest

from conftest import answer, load_test_game, signalled
from rulekit.errors import EffectRuntimeError
from rulekit.run.game import Game
from rulekit.run.scenario import Scenario
from rulekit.effects.values import zone_of

ANN, BOB, CID = range(3)


@pytest.fixture(scope="module")
def menus():
    return load_test_game("menus")


def offered(game: Game) -> list:
    return [value for value in game.pending_for(ANN).choices]


def test_ready_offers_the_cards_whose_trigger_would_answer_now(menus):
    game = Game(menus, 3, seed=1)
    # 3 gold: the ale (2) and the song are offered, the feast (9) is not; `busk` lies in the street, not offered
    assert offered(game) == [("take", "buy-ale"), ("take", "sing"), "nothing"]


def test_fire_runs_only_that_cards_trigger_and_logs_the_event(menus):
    game = Game(menus, 3, seed=1)
    answer(game, ANN, ("take", "buy-ale"))
    assert game.state["counters"]["gold"] == 1 and game.state["counters"]["ale"] == 1
    assert signalled(game, "take") == [{"who": ANN}]
    assert game.over


def test_fire_may_ask_and_resumes_after_the_answer(menus):
    game = Game(menus, 3, seed=1)
    answer(game, ANN, ("take", "sing"))
    assert game.pending_for(ANN).prompt == "verse"
    answer(game, ANN, ("verse", 2))
    assert game.state["counters"]["sung"] == 2 and game.state["counters"]["gold"] == 3


def test_fire_at_a_card_without_triggers_only_logs(menus):
    s = Scenario(menus, 3).call("silent_fire")
    assert [e.event for e in s.ctx.log if e.kind == "signalled"] == ["unheard"]


def test_first_nth_and_index_of_count_from_one(menus):
    s = Scenario(menus, 3)
    s.put("purse@0", "coin-2")
    s.put("street", "busk", "coin-1")
    assert s.call("positions").result == ["busk", "coin-1", None, 2, 0, None]


def test_stat_reads_a_stat_named_by_a_value(menus):
    s = Scenario(menus, 3)
    assert s.call("stats_named", "cost").result == [2, None]
    assert s.call("stats_named", "worth").result == [None, 2]


def test_cards_of_kind_finds_cards_wherever_they_lie(menus):
    s = Scenario(menus, 3)
    s.put("purse@0", "coin-2")
    assert s.call("kinds").result == [["coin-1", "coin-2"], 3, []]


def test_zone_named_is_the_shared_zone_a_card_prints(menus):
    s = Scenario(menus, 3)
    assert s.call("place_of", "busk").result == zone_of("street")
    assert s.call("place_of", "buy-ale").result == zone_of("counter")


def test_same_person_groups_the_seats_one_person_plays(menus):
    two = Game(menus, 2, seed=1)
    assert two.players == 3
    s = Scenario(menus, 3)
    s.state["people"] = 2
    assert s.call("people_of", "cid").result == [ANN, CID]
    assert s.call("people_of", "bob").result == [BOB]
    alone = Scenario(menus, 3)
    assert alone.call("people_of", "cid").result == [CID]


def test_fire_passes_a_payload_keyword_named_card(menus):
    # the target is the first argument, so `card=` stays free for events whose payload names a card
    s = Scenario(menus, 3).call("give")
    assert s.zone("counter")[-1] == "coin-2"
