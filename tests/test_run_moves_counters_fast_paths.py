"""The engine's card moves and counters apply their events where they are made (RunContext.move_all, the one-card
move, set_game/set_player/set_card), a round lists its steps once and a track makes no frame when no square passed has
a reward: these tests hold them to the general paths (events.apply, the phases' steps, the advance frame)."""
from __future__ import annotations

import copy

import pytest

from rulekit import catalog
from rulekit.errors import EffectRuntimeError
from rulekit.run import flow
from rulekit.run.events import CounterSet, apply
from rulekit.run.game import Game
from rulekit.run.machine import run
from rulekit.sim import play_game

GAMES = [("musketiere", 2, "greedy"), ("musketiere", 4, "random"), ("mylady", 5, "random"), ("pendants", 5, "greedy")]


@pytest.mark.parametrize("name, players, agent", GAMES)
def test_the_log_applied_to_the_initial_state_gives_the_state_and_the_cards_places(name, players, agent):
    for seed in (3, 11):
        game = play_game(catalog.game(name), players, seed, [agent] * players, keep=True)
        state = copy.deepcopy(game.initial_state)
        for event in game.log:
            apply(state, event)
        assert state == game.state
        assert game.ctx.card_zone == {card: key for key, cards in state["zones"].items() for card in cards}


def test_a_round_lists_the_steps_of_its_phases_in_order():
    for name in ("musketiere", "mylady", "pendants"):
        definition = catalog.game(name)
        listed = [(phase.id, step) for phase in definition.phases for step in phase.steps]
        assert list(flow._round_steps(definition)) == listed


@pytest.fixture()
def ctx():
    return Game(catalog.game("musketiere"), 2, 5).ctx


def test_counters_take_a_bool_as_its_number_and_log_only_a_change(ctx):
    card = next(iter(ctx.game.cards))
    gems, ducats = ctx.counters["gems"], ctx.pcounters[0]["ducats"]
    assert gems and card not in ctx.ccounters
    before = len(ctx.log)
    ctx.set_card(card, "gem", True)
    ctx.set_player(0, "ducats", ducats + 7)
    ctx.set_game("gems", False)
    ctx.set_player(0, "ducats", ducats + 7)  # unchanged: no event
    assert ctx.log[before:] == [CounterSet("card", card, "gem", 1, 0),
                                CounterSet("player", 0, "ducats", ducats + 7, ducats),
                                CounterSet("game", None, "gems", 0, gems)]
    ctx.set_card(card, "gem", 0)
    assert card not in ctx.ccounters  # back to 0: the card's table goes, as events.apply leaves it


@pytest.mark.parametrize("value, message", [(1.5, "can only hold a whole number"), ("2", "can only hold a whole"),
                                            (10 ** 30, "cannot hold it")])
def test_counters_refuse_what_they_cannot_hold(ctx, value, message):
    card = next(iter(ctx.game.cards))
    for setter in (lambda: ctx.set_game("gems", value), lambda: ctx.set_player(1, "ducats", value),
                   lambda: ctx.set_card(card, "gem", value), lambda: ctx.set_counter("player", 0, "ducats", value)):
        with pytest.raises(EffectRuntimeError, match=message):
            setter()


def test_set_counter_sets_as_the_setter_of_its_kind(ctx):
    card = next(iter(ctx.game.cards))
    ctx.set_counter("game", None, "gems", 2)
    ctx.set_counter("player", 1, "ducats", 4)
    ctx.set_counter("card", card, "prison", 1)
    assert (ctx.counters["gems"], ctx.pcounters[1]["ducats"], ctx.ccounters[card]["prison"]) == (2, 4, 1)
    with pytest.raises(EffectRuntimeError, match="not a player"):
        ctx.set_counter("player", 9, "ducats", 1)


@pytest.mark.parametrize("steps", [1, 3, 11, 12, -2])
def test_a_track_advances_as_its_reward_frame_would(steps):
    """Without a reward on the squares passed the track returns no frame; the state and log are those the frame
    would have left (it pays nothing)."""
    game = Game(catalog.game("mylady"), 5, 2)
    ours, theirs = game.clone(), game.clone()
    track = "time"
    old = ours.ctx.counters[track]
    frame = ours.ctx.advance_control(track, steps)
    new = ours.ctx.counters[track]
    passed = list(range(old + 1, new + 1)) if new > old else list(range(old - 1, new - 1, -1))
    assert (frame is None) == (not any(reward.at in passed for reward in ours.ctx.game.tracks[track].rewards))
    if frame is None:
        theirs.ctx.set_game(track, new)
        assert run(theirs.ctx, [flow.advance_frame(track, passed)]) is None
        assert ours.state == theirs.state and ours.log == theirs.log
