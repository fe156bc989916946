"""Hidden information (issue 10, point 2): `reveal(cards, to=players)` shows hidden cards to chosen seats (views,
pending options and redacted logs) while they stay in their hidden zones, until the card is shuffled; zones with
`visibility: side` are seen by their owner and the owner's side. Driven through a real Game of the test game
tests/games/games/spies.yaml; nothing may leak to a seat that was not shown."""
from __future__ import annotations

import copy
import json

import pytest

from conftest import answer, assert_lookups_match_the_whole_view, compiled_variant, load_test_game
from rulekit.run import events as ev
from rulekit.run.game import Game
from rulekit.run.views import HIDDEN, redacted_log

ANN, BOB, CID, DEE = 0, 1, 2, 3
EVERYONE = (ANN, BOB, CID, DEE, None)


@pytest.fixture(scope="module")
def spies():
    return load_test_game("spies")


def hand(game: Game, seat, owner: int = ANN):
    shown = game.view(seat)["zones"][f"hand@{owner}"]
    return shown if isinstance(shown, int) else [card["id"] for card in shown]


def log_of(game: Game, seat) -> list[dict]:
    """The redacted log of `seat` as JSON gives it."""
    return json.loads(json.dumps(redacted_log(game, seat), default=str))


def leaks(game: Game, seat, card: str) -> bool:
    """Whether `card` appears anywhere in what `seat` is given: view, pending options, log."""
    text = json.dumps([game.view(seat).to_dict(), redacted_log(game, seat)], default=str)
    return f'"{card}"' in text


def test_a_side_zone_is_seen_by_its_owner_and_the_owners_side_only(spies):
    game = Game(spies, 4, seed=1)
    for seat, sees in ((ANN, True), (BOB, True), (CID, False), (DEE, False), (None, False)):
        plans = game.view(seat)["zones"]["plans@0"]
        assert (plans == [{"id": "plan-a", "counters": {}}]) is sees and (plans == 1) is not sees
        assert leaks(game, seat, "plan-a") is sees
    assert game.view(DEE)["zones"]["plans@2"] == [{"id": "plan-b", "counters": {}}]  # the other side's plans
    assert hand(game, BOB) == 2  # a hand stays the owner's alone


def test_a_hand_revealed_to_one_opponent_is_shown_to_them_alone(spies):
    game = Game(spies, 4, seed=1)
    answer(game, ANN, "show_hand")
    assert game.state["revealed"] == {"letter-a": [CID], "letter-b": [CID]}
    assert game.state["zones"]["hand@0"] == ["letter-a", "letter-b"]  # still in the hand, a hidden zone
    assert hand(game, CID) == ["letter-a", "letter-b"] and hand(game, ANN) == ["letter-a", "letter-b"]
    assert hand(game, BOB) == 2 and hand(game, DEE) == 2 and hand(game, None) == 2
    assert game.view(CID)["cards"]["letter-b"] == {"kind": "secret", "stats": {"worth": 6}}
    event = {"kind": "cards_revealed", "to": [CID]}
    assert dict(event, cards=["letter-a", "letter-b"]) in log_of(game, CID)
    for seat in (BOB, DEE, None):
        assert dict(event, cards=[HIDDEN, HIDDEN]) in log_of(game, seat)
        assert not leaks(game, seat, "letter-a")


def test_a_views_single_lookups_show_exactly_what_the_whole_view_shows(spies):
    game = Game(spies, 4, seed=1)
    answer(game, ANN, "show_hand")  # letters revealed to one seat while they stay in a hidden hand
    for seat in EVERYONE:
        assert_lookups_match_the_whole_view(game, seat)
    assert game.view(CID).place_of("letter-a") == "hand@0" and game.view(BOB).place_of("letter-a") is None
    assert game.view(BOB).card("letter-a") is None and game.view(BOB).counters_of("letter-a") == {}


def test_a_peek_shows_the_vault_to_the_side_that_peeked_and_the_options_never_leak(spies):
    game = Game(spies, 4, seed=1)
    answer(game, ANN, "keep")
    look = game.view(CID)["pending"][0]["options"][0]
    assert look["value"] == ["look", {"face_down_in": "vault", "counters": {}}]  # cid chooses it unseen
    assert look["args"] == {"c": {"face_down_in": "vault", "counters": {}}}
    assert not leaks(game, CID, "cipher")
    answer(game, CID, ("look", "cipher"))
    assert game.view(DEE)["zones"]["vault"] == [{"id": "cipher", "counters": {}}]
    assert game.view(ANN)["zones"]["vault"] == 1 and not leaks(game, ANN, "cipher")
    answered = [e for e in log_of(game, ANN) if e["kind"] == "decision_answered" and e["player"] == CID]
    assert answered[0]["chosen"] == [["look", HIDDEN]]  # what cid chose, without the card
    assert [e for e in log_of(game, DEE) if e["kind"] == "decision_answered" and e["player"] == CID][0]["chosen"] \
        == [["look", "cipher"]]


def test_shuffling_ends_what_was_seen(spies):
    game = Game(spies, 4, seed=1)
    answer(game, ANN, "show_hand")
    answer(game, CID, ("look", "cipher"))
    before = copy.deepcopy(game.state["revealed"])
    answer(game, DEE, "bury_hand")  # ann's hand goes into the deck, which is shuffled
    assert game.state["revealed"] == {"cipher": [CID, DEE]} and before["letter-a"] == [CID]
    assert [e for e in game.log if isinstance(e, ev.CardsMoved)][-1].cards == ("letter-a", "letter-b")
    assert game.view(CID)["zones"]["deck"] == 4 and not leaks(game, DEE, "letter-a")
    state = copy.deepcopy(game.initial_state)
    for event in game.log:
        ev.apply(state, event)
    assert state == game.state  # reveals and their end replay from the log


def test_shuffling_the_vault_ends_the_peek(spies):
    game = Game(spies, 4, seed=1)
    answer(game, ANN, "keep")
    answer(game, CID, ("look", "cipher"))
    answer(game, DEE, "shuffle_vault")
    assert game.state["revealed"] == {} and game.view(CID)["zones"]["vault"] == 1


def test_a_game_paused_after_a_reveal_clones_and_both_copies_go_on_alike(spies):
    game = Game(spies, 4, seed=1)
    answer(game, ANN, "show_hand")
    twin = game.clone()
    for played in (game, twin):
        answer(played, CID, ("look", "cipher"))
        answer(played, DEE, "rest")
    assert game.digest() == twin.digest() and game.state == twin.state
    twin.state["revealed"]["cipher"].append(ANN)
    assert game.state["revealed"]["cipher"] == [CID, DEE]  # the copies share nothing


def test_side_visibility_needs_an_owner_and_sides(tmp_path):
    found = compiled_variant(tmp_path, "spies", ("vault: {visibility: hidden}", "vault: {visibility: side}"),
                             check=False)
    assert [(d.code, d.severity) for d in found] == [("RK242", "error")]
    found = compiled_variant(tmp_path / "again", "spies", ("sides: {north: [ann, bob], south: [cid, dee]}\n", ""),
                             check=False)
    assert [(d.code, d.severity) for d in found] == [("RK249", "warning")]
