"""Mylady und die Musketiere, seed 000 'Spielvarianten' and the variants of the rulebook and FAQ."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.games.mylady import actions, common
from rulekit.run.game import Game, controllers

MYLADY, DARTAGNAN, ARAMIS, ATHOS, PORTHOS = range(5)


@pytest.fixture(scope="module")
def game():
    return catalog.game("mylady")


def set_up(game, people: int, seed: int = 2) -> Game:
    g = Game(game, people, seed)
    while g.state["step"] != "choose_location":
        for d in g.pending():
            g.answer(d.player, tuple(range(d.min)) if d.min else ())
    return g


def test_seed000_spielvarianten_four_players_three_musketeers_seven_cards_four_actions(game):
    g = set_up(game, 4)
    assert g.players == 4 and "musk-porthos" in g.state["zones"]["box"]
    assert all(len(g.state["zones"][f"hand@{s}"]) == 7 for s in (1, 2, 3))
    assert g.state["counters"]["actions_per_round"] == 4


def test_seed000_spielvarianten_three_players_two_musketeers_each_one_hand_of_nine(game):
    g = set_up(game, 3)
    assert g.players == 5 and controllers(game, 3) == [[0], [1, 2], [3, 4]]
    assert len(g.state["zones"]["hand@1"]) == 9 and g.state["zones"]["hand@2"] == []
    assert len(g.state["zones"]["hand@3"]) == 9 and g.state["zones"]["hand@4"] == []
    assert common.hand(g.ctx, ARAMIS) == common.hand(g.ctx, DARTAGNAN)


def test_seed000_spielvarianten_three_players_no_exchange_within_a_shared_hand(game):
    g = set_up(game, 3)
    g.ctx.move(["musk-aramis"], g.ctx.lookup("paris"))  # d'Artagnan's place
    assert "exchange:2" not in actions.legal_actions(g.ctx, DARTAGNAN, False)


def test_seed000_spielvarianten_two_players_one_hand_a_card_each_round_no_getrennt(game):
    g = set_up(game, 2)
    assert controllers(game, 2) == [[0], [1, 2, 3, 4]]
    assert "arg-getrennt-1" in g.state["zones"]["box"]
    assert len(g.state["zones"]["hand@1"]) == 9 + 1  # the first round's card came before Mylady's location
    assert all(g.state["zones"][f"hand@{s}"] == [] for s in (2, 3, 4))


@pytest.mark.parametrize("people", [2, 3, 4, 5])
def test_every_player_count_plays_to_an_end(game, people):
    from rulekit.sim import play_game

    seats = Game(game, people, 1).players
    outcome = play_game(game, people, 5, ["random"] * seats)
    assert outcome.reason


# ------------------------------------------------------------------------------------------------ house rules
def test_seed000_einfacheres_spiel_musketeers_start_with_one_for_all():
    ruled = catalog.game("mylady", ("easier",))
    g = set_up(ruled, 5)
    assert len(g.state["zones"]["one_for_all"]) == 1
    assert set_up(catalog.game("mylady"), 5).state["zones"]["one_for_all"] == []


def test_seed000_tapferer_athos_must_fight_a_rochefort_already_shown():
    from conftest import mylady_table
    from rulekit.games.mylady import missions

    for rules, fights in (((), False), (("brave-athos",), True)):
        s = mylady_table(catalog.game("mylady", rules))
        s.put("louvre", "rochefort", "musk-athos")  # Rochefort already shown at the Louvre
        s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
        s.run(missions.rochefort_blocks(s.ctx, ATHOS, "louvre"))
        assert (s.card_counter("rochefort", "wounds") == 1) == fights


def test_seed002_faq_realism_beggars_paid_only_on_the_spot():
    from conftest import mylady_table

    s = mylady_table(catalog.game("mylady", ("beggars-on-the-spot",)))
    s.put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler").set("gold", 5)
    assert "pay:louvre" not in actions.legal_actions(s.ctx, ATHOS, False)  # Athos is at Vieux Colombier
    assert "pay:louvre" in actions.legal_actions(s.ctx, PORTHOS, False)  # Porthos stands at the Louvre


def test_seed002_faq_realism_jailed_musketeer_only_escapes():
    from conftest import mylady_table

    s = mylady_table(catalog.game("mylady", ("escape-only",))).put("bastille", "musk-athos").set("gold", 3)
    assert set(actions.legal_actions(s.ctx, ATHOS, False)) == {"leave:bribe", "leave:break", "end"}


def test_house_rules_are_listed_and_unknown_ones_refused():
    from rulekit import plugins
    from rulekit.errors import PluginError

    offered = plugins.house_rules_for(plugins.default_plugin_manager(), "mylady")
    assert {"easier", "deadly-quest", "brave-athos", "beggars-on-the-spot", "escape-only"} <= set(offered)
    with pytest.raises(PluginError, match="brave-athos"):
        catalog.game("mylady", ("brave-atos",))


# ------------------------------------------------------------------------------------------------ Sanduhr
def test_seed000_sanduhr_two_minutes_for_phase_two_paused_in_duels_then_actions_lost(game):
    from rulekit import plugins
    from rulekit.view.terminal import Clock

    (spec,) = plugins.call(plugins.default_plugin_manager(), "rulekit_play_clock", game="mylady")
    g = Game(game, 5, seed=4)
    from rulekit.agents import make_agent

    agent = make_agent("random", 1)
    while not (g.state["phase"] == "musketeers" and any(d.prompt == "choose-action" for d in g.pending())):
        for d in g.pending():
            view = g.view(d.player)
            g.answer(d.player, agent.decide(view, next(x for x in view["pending"] if x["id"] == d.id)))
    clock = Clock(spec, now=lambda: 0.0)
    assert not clock.running(g, "choose-action")  # no Beeilung!: no clock
    g.ctx.set_counter("game", None, "hourglass", 1)
    assert clock.running(g, "choose-action") and not clock.running(g, "commit-combat-cards")
    clock.used = 119.0
    assert not clock.timed_out(g, "choose-action")
    clock.used = 121.0
    assert clock.timed_out(g, "choose-action") and not clock.timed_out(g, "toledo-reroll")
    decision = g.view(g.pending()[0].player)["pending"][0]
    assert decision["options"][clock.forced_answer(decision)[0]]["value"] == "end"


# ------------------------------------------------------------------------------------------------ Spiel ohne Mylady
@pytest.fixture(scope="module")
def solo():
    return catalog.game("mylady", ("without-mylady",))


def play_solo(solo, people: int, seed: int, rounds: int = 3) -> Game:
    from rulekit.agents import make_agent

    g = Game(solo, people, seed)
    agent = make_agent("random", seed)
    while not g.over and g.state["round"] <= rounds:
        for d in g.pending():
            assert d.player != MYLADY  # nobody is ever asked for Mylady
            view = g.view(d.player)
            g.answer(d.player, agent.decide(view, next(x for x in view["pending"] if x["id"] == d.id)))
    return g


def test_seed000_ohne_mylady_one_to_four_players(solo):
    assert (solo.min_players, solo.max_players) == (1, 4)
    for people in (1, 2, 3, 4):
        assert play_solo(solo, people, seed=people).state["round"] >= 1


def test_seed000_ohne_mylady_location_drawn_never_richelieu_or_her_house(solo):
    for seed in range(6):
        g = play_solo(solo, 1, seed, rounds=4)
        for e in g.log:
            if e.kind == "cards_moved" and e.to == "secret_location":
                place = solo.cards[e.cards[0]].stats["place"]
                assert place not in ("richelieu", "mylady_house")


def test_seed000_ohne_mylady_an_arglist_card_each_round_and_no_drawing(solo):
    g = play_solo(solo, 2, seed=3, rounds=3)
    played = [e for e in g.log if e.kind == "signalled" and e.event == "treachery_played"]
    rounds = {e.round for e in g.log if e.kind == "step_started" and e.step == "treachery"}
    assert len(played) >= len(rounds) >= 2
    assert not [c for c in g.state["zones"]["schemes@0"] if solo.cards[c].kind == "treachery"]  # she never holds any


def test_seed000_ohne_mylady_random_paris_card_and_foes_drawn_to_value(solo):
    g = play_solo(solo, 1, seed=5, rounds=0)
    (paris,) = g.state["zones"]["paris_mission"]
    value = int(solo.cards[paris].stats["value"])
    foes = g.state["zones"]["paris_foes"]
    assert sum(int(solo.cards[c].stats["value"]) for c in foes) <= value
    assert sum(1 for c in foes if solo.cards[c].kind == "ambush") <= 1


def test_seed000_ohne_mylady_replays_exactly(solo):
    g = play_solo(solo, 2, seed=8, rounds=3)
    again = Game.replay(solo, 2, 8, g.choices)
    assert again.state == g.state
