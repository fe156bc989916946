"""The engine's undo rule (rulekit/run/undo.py): one's own last answer may be taken back until something new is
learned: a random draw, a shuffle or roll, a card newly shown to that person, another seat's decision."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.errors import IllegalActionError
from rulekit.run import events as ev
from rulekit.run.game import Choice, Game
from rulekit.run.rng import derive_seed
from rulekit.run.undo import can_undo, undo, undo_blocker


class Visibility:
    """Zones "hand@0" (seat 0's), "hand@1" (seat 1's), "deck" (nobody's) and "table" (everyone's)."""

    def visible_to(self, zone, seat):
        name, _, owner = zone.partition("@")
        if name == "table":
            return True
        return name == "hand" and seat is not None and int(owner) == seat


def fake(after, player=0, over=False):
    """A game whose last answer was seat `player`'s decision 7, followed by the events `after`."""
    answered = ev.DecisionAnswered(7, player, "pick", ("a",), False)
    return SimpleNamespace(over=over, choices=[Choice(player, 7, (0,), 2)], externals=[], log=[answered, *after],
                           ctx=Visibility())


def test_an_answer_with_nothing_after_it_may_be_taken_back():
    assert undo_blocker(fake([]), (0,)) is None and can_undo(fake([]), [0])


@pytest.mark.parametrize("event, reason", [
    (ev.Shuffled("deck", ("x", "y"), 3), "random"),
    (ev.DiceRolled(0, "d6", ("4",), 2), "random"),
    (ev.RandomDrawn(2, 1), "random"),
    (ev.DecisionAnswered(8, 1, "pick", ("b",), False), "other-seat"),
    (ev.CardsMoved(("x",), ("deck",), "hand@0"), "revealed"),
    (ev.CardsMoved(("x",), ("hand@1",), "table"), "revealed"),
    (ev.GameEnded((0,), (1, 0), "end_condition"), "over"),
])
def test_what_blocks_taking_an_answer_back(event, reason):
    assert undo_blocker(fake([event]), (0,)) == reason


def test_moves_that_show_nothing_new_do_not_block():
    quiet = [ev.CardsMoved(("x",), ("hand@0",), "table"),  # one's own card laid out: known already
             ev.CardsMoved(("y",), ("deck",), "hand@1"),  # a card another seat sees: nothing shown to seat 0
             ev.CounterSet("player", 0, "gold", 2, 1), ev.StepStarted(1, "main", "act"),
             ev.Signalled("moved", (("to", "table"),))]
    assert undo_blocker(fake(quiet), (0,)) is None


def test_a_person_playing_several_seats_is_not_blocked_by_their_own_seats():
    other_seat_of_mine = ev.DecisionAnswered(8, 1, "pick", ("b",), False)
    assert undo_blocker(fake([other_seat_of_mine]), (0, 1)) is None
    assert undo_blocker(fake([other_seat_of_mine]), (0,)) == "other-seat"


def test_nothing_to_take_back_and_another_seats_last_answer():
    assert undo_blocker(SimpleNamespace(over=False, choices=[], log=[], ctx=Visibility()), (0,)) == "nothing"
    assert undo_blocker(fake([], player=1), (0,)) == "nothing"  # seat 0 has answered nothing yet
    assert undo_blocker(fake([], player=1), (1,)) is None
    assert undo_blocker(fake([], over=True), (0,)) == "over"


def test_musketiere_hidden_pay_may_be_changed_until_the_other_player_answers():
    """seed 004 (Musketiere): every player lays three cards face down as pay, all at once. Seat 1 may take its
    choice back while seat 2 has not chosen; once both have, the round goes on and the choice stands."""
    game = Game(catalog.game("musketiere"), 2, 4)
    before = game.digest()
    game.answer(0, (0, 1, 2))
    assert undo_blocker(game, (0,)) is None
    back = undo(game, (0,))
    assert back.digest() == before and back.pending_for(0) is not None and back.choices == []
    game.answer(1, (0, 1, 2))
    assert undo_blocker(game, (1,)) is not None
    with pytest.raises(IllegalActionError, match="cannot be taken back"):
        undo(game, (1,))


@pytest.mark.parametrize("game_id, players", [("pendants", 2), ("mylady", 3)])
def test_whenever_the_rule_allows_it_undo_gives_back_the_game_before_the_answer(game_id, players):
    """Through the same path as a player's answer: at every answer of the first ones, where the rule allows
    taking it back, the game taken back is exactly the game before it (the event log's digest)."""
    definition = catalog.game(game_id)
    game = Game(definition, players, 6)
    agents = [make_agent("random", derive_seed(6, seat), game_id) for seat in range(game.players)]
    allowed = 0
    for _ in range(70):
        if game.over:
            break
        decision = game.pending()[0]
        view = game.view(decision.player)
        asked = next(d for d in view["pending"] if d["id"] == decision.id)
        before = game.digest()
        game.answer(decision.player, agents[decision.player].decide(view, asked))
        if undo_blocker(game, (decision.player,)) is None:
            allowed += 1
            assert undo(game, (decision.player,)).digest() == before
    assert allowed > 0
