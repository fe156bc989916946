"""Response windows (issue 10, point 2): a card trigger marked `response: true` does not fire when its event is
signalled; `respond(event, players=..., payload)` goes round the listed players, each holding such a card (in a
zone of theirs) whose condition holds may play one or pass, a played card runs its trigger (which may ask in
turn), and the window closes when everyone has passed since the last card. Driven through a real Game of the test
game tests/games/games/parry.yaml (cards: tests/games/cards/parry/tricks.yaml)."""
from __future__ import annotations

import pytest

from conftest import answer, compiled_variant, load_test_game, play_out
from rulekit.run import events as ev
from rulekit.run.game import Game

NORTH, SOUTH = 0, 1


@pytest.fixture(scope="module")
def parry():
    return load_test_game("parry")


def counters(game: Game, seat: int) -> dict:
    return game.state["players"][seat]


def test_a_response_card_does_not_fire_when_its_event_is_signalled(parry):
    game = Game(parry, 2, seed=1)
    assert ev.Signalled("attacked", (("attacker", NORTH), ("target", SOUTH))) in game.log
    assert counters(game, SOUTH)["guard"] == 0  # parry waits for the window: it asks first
    assert [(d.player, d.prompt, d.choices, d.min, d.max) for d in game.pending()] == [
        (SOUTH, "respond", ("parry",), 0, 1)]  # riposte needs a guard up; the feather answers nothing


def test_the_window_goes_round_until_everyone_passes_after_the_last_card(parry):
    game = Game(parry, 2, seed=1)
    answer(game, SOUTH, "parry")  # the target answers first, as listed
    assert counters(game, SOUTH)["guard"] == 1 and "parry" in game.state["zones"]["discard"]
    assert game.pending_for(NORTH).choices == ("ambush",)  # the attacker's own card: its condition holds for him
    answer(game, NORTH, "ambush")
    assert counters(game, SOUTH)["wounds"] == 1
    assert game.pending_for(SOUTH).choices == ("riposte",)  # with a guard up, riposte can be played now
    answer(game, SOUTH, "riposte")
    assert game.pending_for(SOUTH).prompt == "riposte"  # the card's own trigger asks
    answer(game, SOUTH, "thrust")
    # north has nothing left, south only the feather: the window closed (the attack was answered: no extra wound);
    # round 2: south attacks north, who has nothing to answer with, and nobody is asked anything
    assert game.over and game.state["round"] == 2
    changes = [(e.owner, e.name, e.value) for e in game.log if isinstance(e, ev.CounterSet)]
    assert changes == [(SOUTH, "guard", 1), (SOUTH, "wounds", 1), (NORTH, "wounds", 1), (NORTH, "wounds", 2)]
    assert game.state["zones"]["discard"] == ["parry", "ambush", "riposte"]


def test_passing_closes_the_window_and_the_attack_lands(parry):
    game = Game(parry, 2, seed=1)
    answer(game, SOUTH)  # pass
    answer(game, NORTH)  # pass: both passed, nothing was played
    assert counters(game, SOUTH)["wounds"] == 1 and counters(game, SOUTH)["guard"] == 0
    assert sorted(game.state["zones"]["hand@1"]) == ["feather", "parry", "riposte"]
    assert game.state["round"] == 2  # round 2 asks north nothing: his ambush answers only his own attacks


def test_a_game_paused_in_a_window_or_in_a_card_it_played_clones(parry):
    for steps in ([], [(SOUTH, "parry"), (NORTH, "ambush"), (SOUTH, "riposte")]):
        game = Game(parry, 2, seed=1)
        for seat, card in steps:
            answer(game, seat, card)
        twin = game.clone()
        for played in (game, twin):
            play_out(played)
        assert game.digest() == twin.digest() and game.state == twin.state
        assert Game.replay(parry, 2, 1, game.choices).digest() == game.digest()


def test_respond_with_a_payload_that_is_not_the_events_is_a_finding(tmp_path):
    found = compiled_variant(tmp_path, "parry", ("players=[target, attacker], attacker=attacker, target=target)",
                                                 "players=[target, attacker], attacker=attacker, targt=target)"),
                             check=False)
    assert [(d.code, d.suggestion) for d in found] == [("RK244", None), ("RK244", "target")]
    assert "needs the event's payload target=..." in found[0].message and "no payload 'targt'" in found[1].message


def test_response_cards_no_window_opens_for_are_warnings(tmp_path):
    definition = compiled_variant(tmp_path, "parry", (
        "let played = respond(attacked, players=[target, attacker], attacker=attacker, target=target)",
        "let played = []"))
    assert definition is not None  # warnings do not stop a game
    found = compiled_variant(tmp_path / "again", "parry", (
        "let played = respond(attacked, players=[target, attacker], attacker=attacker, target=target)",
        "let played = []"), check=False)
    assert sorted((d.code, d.severity, d.span.card) for d in found) == [
        ("RK245", "warning", "ambush"), ("RK245", "warning", "parry"), ("RK245", "warning", "riposte")]


def test_a_window_no_card_answers_is_a_warning(tmp_path):
    found = compiled_variant(tmp_path, "parry", ("if count(played) == 0", "respond(round_started, round=round)\n"
                                                 "            if count(played) == 0"), check=False)
    assert [(d.code, d.severity) for d in found] == [("RK243", "warning")]


def test_voices_name_who_decides_for_each_listed_players_cards(tmp_path):
    """`voices`: another seat decides for a player's cards (a figure shared in turns): south's parry is offered to
    north, and played it is still south's card (his guard goes up)."""
    spoken = compiled_variant(tmp_path, "parry", ("players=[target, attacker], attacker=attacker",
                                                  "players=[target, attacker], voices=[attacker, attacker], attacker=attacker"))
    game = Game(spoken, 2, seed=1)
    assert [(d.player, d.prompt, d.choices) for d in game.pending()] == [(NORTH, "respond", ("parry",))]
    answer(game, NORTH, "parry")
    assert counters(game, SOUTH)["guard"] == 1 and counters(game, NORTH)["guard"] == 0
    assert game.pending_for(NORTH).choices == ("ambush",)  # then north's own card, asked of north


def test_voices_must_name_one_seat_for_each_player(tmp_path):
    from rulekit.errors import RulekitError

    short = compiled_variant(tmp_path, "parry", ("players=[target, attacker], attacker=attacker",
                                                 "players=[target, attacker], voices=[attacker], attacker=attacker"))
    with pytest.raises(RulekitError, match="'voices' lists 1 for 2 players: it needs one seat for each"):
        Game(short, 2, seed=1)
