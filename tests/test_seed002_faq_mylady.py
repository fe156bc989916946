"""Mylady und die Musketiere, FAQ seed 002: one test per ruling outside the duels (those are in
test_seed002_faq_duels.py), named after the FAQ section."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.games.mylady import actions, common, missions, rounds
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario
from conftest import mylady_table

MYLADY, DARTAGNAN, ARAMIS, ATHOS, PORTHOS = range(5)


@pytest.fixture(scope="module")
def game():
    return catalog.game("mylady")


def table(game) -> Scenario:
    return mylady_table(game)


def play_treachery(s: Scenario, card: str) -> Scenario:
    s.put("schemes@0", card).answer(MYLADY, "draw-or-play-treachery", card)
    return s.run(rounds.draw_or_play_treachery(s.ctx))


# ------------------------------------------------------------------------------------------------ Rochefort
def test_seed002_faq_rochefort_hit_alone_flees_and_the_action_goes_on(game):
    s = table(game).put("secret_location", "loc-louvre").put("louvre_mission", "louvre-giftaffaere")
    s.put("hand@4", "skill-bravery-1", "combat-1")
    # With a combat card Porthos rolls 4: three swords against two shields hit; the one red sword meets a shield.
    s.answer(PORTHOS, "commit-combat-cards", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "shield").force_dice("red", "sword", "shield", "shield")
    s.answer(PORTHOS, "commit-skill-cards", "skill-bravery-1")
    s.run(actions.mission_challenge(s.ctx, PORTHOS, "louvre"))
    assert s.card_counter("rochefort", "wounds") == 1 and s.counter("wounds", PORTHOS) == 0
    assert "rochefort" in s.zone("mylady_side")
    assert "skill-bravery-1" in s.zone("adventure_discard")  # the challenge was played after the interruption


def test_seed002_faq_rochefort_costs_no_action(game):
    s = table(game).put("secret_location", "loc-louvre").put("louvre_mission", "louvre-giftaffaere")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.answer(PORTHOS, "choose-action", "challenge:louvre").answer(PORTHOS, "choose-action", "draw")
    s.answer(PORTHOS, "choose-action", "draw")
    s.run(actions.take_turn(s.ctx, PORTHOS))
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 3  # the duel with Rochefort was free


# ------------------------------------------------------------------------------------------------ Cartes Perfidie
def test_seed002_faq_baume_heals_rochefort_even_knocked_out(game):
    s = table(game).set("wounds", 5, card="rochefort")
    play_treachery(s, "arg-heilsalbe-1")
    assert s.card_counter("rochefort", "wounds") == 3
    assert not missions.rochefort_down(s.ctx)


def test_seed002_faq_guet_apens_wound_through_the_cuirass_knocked_out_acts_at_once(game):
    s = table(game).put("gear@3", "eq-cuirass-1").set("wounds", 2, player=ATHOS)
    s.answer(MYLADY, "arg-wound-whom", ATHOS)
    play_treachery(s, "arg-guet-apens-1")
    assert s.counter("knocked_out", ATHOS) == 1 and common.location_of(s.ctx, ATHOS) == "vieux_colombier"
    s.run(actions.take_turn(s.ctx, ATHOS))  # this same round, in phase II, he stands up
    assert s.counter("knocked_out", ATHOS) == 0 and s.counter("wounds", ATHOS) == 0


def test_seed002_faq_renforts_one_more_red_die(game):
    s = table(game).set("time", 0).put("paris", "musk-aramis")
    play_treachery(s, "arg-verstaerkung-1")
    s.force_dice("red", "shield", "shield")
    start = s.counter("rochelle")
    s.run(rounds.siege(s.ctx))
    assert s.forced_left("red") == [] and s.counter("rochelle") == start


def test_seed002_faq_embastille_may_escape_at_once(game):
    s = table(game)
    s.answer(MYLADY, "arg-jail-whom", ATHOS)
    play_treachery(s, "arg-eingekerkert-1")
    assert common.location_of(s.ctx, ATHOS) == "bastille"
    assert "leave:break" in actions.legal_actions(s.ctx, ATHOS, False)


def test_seed002_faq_la_bastille_by_richelieu_escape_next_round(game):
    s = table(game).put("secret_location", "loc-paris")
    s.answer(ATHOS, "choose-action", "move:richelieu")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert common.location_of(s.ctx, ATHOS) == "bastille" and s.counter("jailed", ATHOS) == 2
    # next round: his turn starts in the Bastille and he may leave
    s.set("gold", 1).answer(ATHOS, "choose-action", "leave:bribe").answer(ATHOS, "choose-action", "end")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert common.location_of(s.ctx, ATHOS) == "vieux_colombier"


# ------------------------------------------------------------------------------------------------ Cartes Embûches
def test_seed002_faq_assassin_strikes_when_laid_and_on_arrival_not_on_those_who_stay(game):
    s = table(game).put("paris_mission", "paris-vermisst")
    s.force_dice("red", "sword")  # d'Artagnan stands in Paris when the assassin is laid
    s.put("paris_foes", "amb-meuchelmoerder")
    s.run(s.ctx.signal("ambush_placed", {"card": "amb-meuchelmoerder", "place": s.ctx.lookup("paris")}))
    assert s.counter("wounds", DARTAGNAN) == 1
    s.force_dice("red", "sword")
    s.run(actions.move(s.ctx, ATHOS, "paris"))
    assert s.counter("wounds", ATHOS) == 1 and s.counter("wounds", DARTAGNAN) == 1
    assert s.forced_left("red") == []


def test_seed002_faq_voleurs_steal_gold(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-dieb").set("gold", 3)
    s.force_dice("red", "sword")
    s.run(actions.move(s.ctx, ATHOS, "louvre"))
    assert s.counter("gold") == 2


def test_seed002_faq_mendiants_block_the_mission_until_paid_without_action_from_anywhere(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler", "adv-lubin").set("gold", 2)
    options = actions.legal_actions(s.ctx, PORTHOS, False)
    assert "challenge:louvre" not in options and not [o for o in options if o.startswith("duel:louvre")]
    assert "pay:louvre" in actions.legal_actions(s.ctx, ATHOS, False)  # Athos is not at the Louvre
    s.answer(ATHOS, "choose-action", "pay:louvre")
    for _ in range(3):
        s.answer(ATHOS, "choose-action", "draw")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert "amb-bettler" in s.zone("removed") and s.counter("gold") == 0
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 4  # paying cost no action


def test_seed002_faq_embuches_discarded_with_the_mission_never_back_to_mylady(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-dieb", "adv-lubin")
    missions.clear_mission(s.ctx, "louvre", foes_back=True)
    assert "amb-dieb" in s.zone("removed") and "adv-lubin" in s.zone("schemes@0")


# ------------------------------------------------------------------------------------------------ Cartes Paris
def test_seed002_faq_paris_resolved_is_discarded_for_good(game):
    s = table(game).put("paris_mission", "paris-vermisst").set("met", 1, card="paris-vermisst")
    s.run(missions.check_mission_done(s.ctx, "paris"))
    assert "paris-vermisst" in s.zone("removed") and s.zone("paris_mission") == []


def test_seed002_faq_paris_mylady_picks_the_card_of_her_choice_at_home(game):
    s = table(game).put("secret_location", "loc-mylady-house")
    choice = s.zone("paris_pile")[-1]
    s.answer(MYLADY, "take-paris-card", choice)
    s.run(rounds.mylady_location_action(s.ctx))
    assert choice in s.zone("schemes@0")
    assert {o.value for o in s.asked[-1].options} == set(s.zone("paris_pile")) | {choice}


# ------------------------------------------------------------------------------------------------ Équipement
def test_seed002_faq_botte_amelioree_costs_a_combat_card(game):
    s = table(game).set("gold", 0).put("hand@3", "skill-charm-1")
    assert not any(game.cards[c].stats["item"] == "thrust" for c in actions._purchases(s.ctx, ATHOS))
    s.put("hand@3", "combat-1")
    thrust = next(c for c in actions._purchases(s.ctx, ATHOS) if game.cards[c].stats["item"] == "thrust")
    s.answer(ATHOS, "buy-token", thrust).answer(ATHOS, "pay-with-card", "combat-1").answer(ATHOS, "buy-token", "done")
    s.run(actions.equip(s.ctx, ATHOS))
    assert thrust in s.zone("gear@3") and "combat-1" in s.zone("adventure_discard")
    assert common.thrusts(s.ctx, ATHOS) == [tuple(game.cards[thrust].stats["thrust"].split())]


def test_seed000_verbesserter_fechtstoss_dartagnan_keeps_both(game):
    s = table(game).put("gear@1", "eq-thrust-1")
    assert len(common.thrusts(s.ctx, DARTAGNAN)) == 2


def test_seed000_verbesserte_faehigkeit_plus_one(game):
    s = table(game)
    before = common.skill_value(s.ctx, ATHOS, "charm")
    s.put("gear@3", "eq-skill-charm-1")
    assert common.skill_value(s.ctx, ATHOS, "charm") == before + 1


# ------------------------------------------------------------------------------------------------ Le Louvre, La Rochelle
def test_seed002_faq_louvre_failure_mylady_draws_a_card(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").set("louvre_marker", 2)
    following = s.zone("louvre_deck")[-1]
    s.answer(MYLADY, "place-foes", missions.foe_options(s.ctx, int(game.cards[following].stats["value"]))[0])
    cards = len(s.zone("schemes@0"))
    s.run(rounds.louvre_marker(s.ctx))
    assert len(s.zone("schemes@0")) >= cards + 1 - int(game.cards[following].stats["value"])  # drew 1, laid foes
    assert any(d.prompt == "place-foes" for d in s.asked)


def test_seed002_faq_la_rochelle_far_right_one_for_all_game_goes_on(game):
    s = table(game).set("rochelle", game.tracks["rochelle"].length - 2)
    s.run(s.ctx.advance("rochelle", 1))
    assert len(s.zone("one_for_all")) == 1  # and no GameOver was raised


def test_seed002_faq_vieux_colombier_exchange_with_a_knocked_out_musketeer(game):
    s = table(game).put("vieux_colombier", "musk-porthos").set("knocked_out", 1, player=PORTHOS)
    assert "exchange:4" in actions.legal_actions(s.ctx, ATHOS, False)


def test_seed002_faq_vieux_colombier_no_healing_for_the_able(game):
    s = table(game).set("wounds", 1, player=ATHOS)
    s.answer(ATHOS, "choose-action", "end")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert s.counter("wounds", ATHOS) == 1


# ------------------------------------------------------------------------------------------------ person cards
def play_person(s: Scenario, seat: int, card: str) -> Scenario:
    s.put(f"hand@{seat}", card)
    return s.run(actions.perform(s.ctx, seat, f"person:{card}"))


def test_person_des_essarts_gold_when_nothing_else_helps(game):
    s = table(game).set("gold", 1)
    s.answer(ATHOS, "person-des-essarts", "gold")
    play_person(s, ATHOS, "person-des-essarts")
    assert s.counter("gold") == 4
    assert [o.value for o in s.asked[-1].options] == ["gold"]


def test_person_des_essarts_frees_a_jailed_musketeer(game):
    s = table(game).put("bastille", "musk-porthos").set("jailed", 2, player=PORTHOS)
    s.answer(ATHOS, "person-des-essarts", "release").answer(ATHOS, "person-release-whom", PORTHOS)
    play_person(s, ATHOS, "person-des-essarts")
    assert common.location_of(s.ctx, PORTHOS) == "vieux_colombier" and s.counter("jailed", PORTHOS) == 0


def test_person_des_essarts_pays_the_beggars(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler")
    s.answer(ATHOS, "person-des-essarts", "beggars")
    play_person(s, ATHOS, "person-des-essarts")
    assert "amb-bettler" in s.zone("removed") and not missions.blocked_by_beggars(s.ctx, "louvre")


def test_person_planchet_draws_two_refilling_from_the_discards(game):
    s = table(game)
    s.put("adventure_discard", *s.zone("adventure_deck"))
    play_person(s, ATHOS, "person-planchet")
    assert len(s.zone("hand@3")) == 2
