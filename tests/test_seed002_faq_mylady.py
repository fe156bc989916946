"""Mylady und die Musketiere, FAQ seed 002: one test per ruling outside the duels (those are in
test_seed002_faq_duels.py), named after the FAQ section. The real game's procedures, run by Scenario."""
from __future__ import annotations

import pytest

from mylady_helpers import ARAMIS, ATHOS, DARTAGNAN, MYLADY, PORTHOS, mylady, option_values, rolled, signals, table
from rulekit.run.scenario import Scenario
from rulekit.effects.values import zone_of as Z


@pytest.fixture(scope="module")
def game():
    return mylady()


def play_treachery(s: Scenario, card: str) -> Scenario:
    s.put("schemes@0", card).answer(MYLADY, "draw-or-play-treachery", ("play", card))
    return s.call("draw_or_play_treachery")


def menu(s: Scenario, seat: int) -> list:
    s.answer(seat, "choose-action", "end")
    before = len(s.asked)
    s.call("musketeer_action", seat, False)
    s.set("turn_over", 0, player=seat)
    return option_values(s.asked[before])


# ------------------------------------------------------------------------------------------------ Rochefort
def test_seed002_faq_rochefort_hit_alone_flees_and_the_action_goes_on(game):
    s = table(game).put("secret_location", "loc-louvre").put("louvre_mission", "louvre-giftaffaere")
    s.put("hand@4", "skill-bravery-1", "combat-1")
    # With a combat card Porthos rolls 4: three swords against two shields hit; the one red sword meets a shield.
    s.answer(MYLADY, "send-rochefort", "send")
    s.answer(PORTHOS, "commit-combat-cards", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "shield").force_dice("red", "sword", "shield", "shield")
    s.answer(PORTHOS, "commit-skill-cards", "skill-bravery-1")
    s.call("mission_challenge", PORTHOS, "louvre")
    assert s.card_counter("rochefort", "wounds") == 1 and s.counter("wounds", PORTHOS) == 0
    assert "rochefort" in s.zone("mylady_side") and "mylady-figure" in s.zone("mylady_side")
    assert "skill-bravery-1" in s.zone("adventure_discard")  # the challenge was played after the interruption


def test_seed002_faq_rochefort_both_hit_and_the_musketeer_knocked_out_the_action_is_not_resumed(game):
    """'Les deux camps touchent': Rochefort takes his wounds and flees; the musketeer takes his and goes on with
    his action only if he is still standing: knocked out, the challenge is never played."""
    s = table(game).put("secret_location", "loc-louvre").put("louvre_mission", "louvre-giftaffaere")
    s.put("hand@4", "skill-bravery-1").set("wounds", int(game.cards["musk-porthos"].stats["life"]) - 1, player=PORTHOS)
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "shield", "shield")
    s.call("mission_challenge", PORTHOS, "louvre")
    assert s.card_counter("rochefort", "wounds") == 1 and "rochefort" in s.zone("mylady_side")
    assert s.counter("knocked_out", PORTHOS) == 1 and "musk-porthos" in s.zone("vieux_colombier")
    assert s.zone("hand@4") == ["skill-bravery-1"] and not [d for d in s.asked if d.prompt == "commit-skill-cards"]


def test_seed002_faq_rochefort_costs_no_action(game):
    s = table(game).put("secret_location", "loc-louvre").put("louvre_mission", "louvre-giftaffaere")
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.answer(PORTHOS, "choose-action", "challenge").answer(PORTHOS, "choose-action", "draw")
    s.answer(PORTHOS, "choose-action", "draw")
    s.call("musketeer_turn", PORTHOS)
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 3  # the duel with Rochefort was free


# ------------------------------------------------------------------------------------------------ Cartes Perfidie
def test_seed002_faq_baume_heals_rochefort_even_knocked_out(game):
    s = table(game).set("wounds", 5, card="rochefort")
    play_treachery(s, "arg-heilsalbe-1")
    assert s.card_counter("rochefort", "wounds") == 3
    assert s.call("rochefort_up").result is True


def test_seed002_faq_guet_apens_wound_through_the_cuirass_knocked_out_acts_at_once(game):
    """The wound knocks Athos out in phase I; 'il effectue immédiatement les actions prévues pour les Mousquetaires
    hors de combat': this same round, at his turn, he stands up and draws instead of acting."""
    s = table(game).put("gear@3", "eq-cuirass-1").set("wounds", 2, player=ATHOS)
    s.answer(MYLADY, "arg-wound-whom", ATHOS)
    play_treachery(s, "arg-guet-apens-1")
    assert s.counter("knocked_out", ATHOS) == 1 and "musk-athos" in s.zone("vieux_colombier")
    s.call("musketeer_turn", ATHOS)  # this same round, in phase II, he stands up
    assert s.counter("knocked_out", ATHOS) == 0 and s.counter("wounds", ATHOS) == 0
    assert len(s.zone("hand@3")) == 1


def test_seed002_faq_vieux_colombier_knocked_out_by_his_own_action_ends_his_turn(game):
    """Knocked out by one of his own actions, 'le joueur a terminé son tour': nothing more this turn; at his next
    turn he follows the rules for the knocked-out (he stands up, with all his life, and draws)."""
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "adv-lubin").put("louvre", "musk-porthos")
    s.set("wounds", int(game.cards["musk-porthos"].stats["life"]) - 1, player=PORTHOS)
    s.answer(PORTHOS, "choose-action", ("duel", "adv-lubin"))
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword")
    s.call("musketeer_turn", PORTHOS)
    assert s.counter("knocked_out", PORTHOS) == 1 and "musk-porthos" in s.zone("vieux_colombier")
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 1  # two actions left, none taken
    hand = len(s.zone("hand@4"))
    s.call("musketeer_turn", PORTHOS)  # the next round
    assert s.counter("knocked_out", PORTHOS) == 0 and s.counter("wounds", PORTHOS) == 0
    assert len(s.zone("hand@4")) == hand + 1 and sum(1 for d in s.asked if d.prompt == "choose-action") == 1


def test_seed002_faq_renforts_one_more_red_die(game):
    s = table(game).set("time", 0).put("paris", "musk-aramis")
    play_treachery(s, "arg-verstaerkung-1")
    s.force_dice("red", "shield", "shield")
    start = s.counter("rochelle")
    s.call("siege")
    assert s.forced_left("red") == [] and s.counter("rochelle") == start


def test_seed002_faq_conscrits_one_action_fewer_this_round(game):
    s = table(game)
    play_treachery(s, "arg-conscrits-1")
    s.answer(ATHOS, "choose-action", "draw").answer(ATHOS, "choose-action", "draw")
    s.call("musketeer_turn", ATHOS)
    assert len(s.zone("hand@3")) == 2


def test_seed002_faq_embastille_may_escape_at_once(game):
    s = table(game)
    s.answer(MYLADY, "arg-jail-whom", ATHOS)
    play_treachery(s, "arg-eingekerkert-1")
    assert "musk-athos" in s.zone("bastille") and s.counter("jailed", ATHOS) == 1
    assert ("act", "act-bastille-break") in menu(s, ATHOS)


def test_seed002_faq_la_bastille_by_richelieu_escape_next_round(game):
    s = table(game).put("secret_location", "loc-paris")
    s.answer(ATHOS, "choose-action", ("move", Z("richelieu")))
    s.call("musketeer_turn", ATHOS)
    assert "musk-athos" in s.zone("bastille") and s.counter("jailed", ATHOS) == 2
    # next round: his turn starts in the Bastille and he may leave
    s.set("gold", 1).answer(ATHOS, "choose-action", ("act", "act-bastille-bribe")).answer(ATHOS, "choose-action", "end")
    s.call("musketeer_turn", ATHOS)
    assert "musk-athos" in s.zone("vieux_colombier") and s.counter("jailed", ATHOS) == 0


# ------------------------------------------------------------------------------------------------ Cartes Embûches
def test_seed002_faq_assassin_strikes_when_laid_and_on_arrival_not_on_those_who_stay(game):
    s = table(game).put("paris_mission", "paris-vermisst")
    s.force_dice("red", "sword")  # d'Artagnan stands in Paris when the assassin is laid
    s.answer(MYLADY, "place-foes", "amb-meuchelmoerder").answer(MYLADY, "place-foes", "adv-lubin")
    s.call("place_foes", "paris")
    assert s.zone("paris_foes") == ["amb-meuchelmoerder", "adv-lubin"] and s.counter("wounds", DARTAGNAN) == 1
    s.force_dice("red", "sword")
    s.call("go_to", ATHOS, "paris")
    assert s.counter("wounds", ATHOS) == 1 and s.counter("wounds", DARTAGNAN) == 1
    assert s.forced_left("red") == []


def test_seed002_faq_vieux_colombier_assassin_before_or_during_his_turn(game):
    """Knocked out by the assassin before he could play (struck as it is laid, phase I): he follows the rules of
    the knocked-out at once, standing up at this round's turn. Struck as he arrives, during his turn: that turn is
    over, and he stands up at the next."""
    s = table(game).put("paris_mission", "paris-vermisst")
    s.set("wounds", int(game.cards["musk-dartagnan"].stats["life"]) - 1, player=DARTAGNAN)
    s.force_dice("red", "sword")  # d'Artagnan stands in Paris when the assassin is laid
    s.answer(MYLADY, "place-foes", "amb-meuchelmoerder").answer(MYLADY, "place-foes", "adv-lubin")
    s.call("place_foes", "paris")
    assert s.counter("knocked_out", DARTAGNAN) == 1
    s.call("musketeer_turn", DARTAGNAN)  # this same round
    assert s.counter("knocked_out", DARTAGNAN) == 0 and s.counter("wounds", DARTAGNAN) == 0
    assert not [d for d in s.asked if d.prompt == "choose-action" and d.player == DARTAGNAN]
    s.set("wounds", int(game.cards["musk-athos"].stats["life"]) - 1, player=ATHOS)
    s.force_dice("red", "sword")
    s.answer(ATHOS, "choose-action", ("move", Z("paris")))
    s.call("musketeer_turn", ATHOS)
    assert s.counter("knocked_out", ATHOS) == 1 and "musk-athos" in s.zone("vieux_colombier")
    assert len([d for d in s.asked if d.prompt == "choose-action" and d.player == ATHOS]) == 1  # two actions unused
    s.call("musketeer_turn", ATHOS)  # the next round: he only stands up
    assert s.counter("knocked_out", ATHOS) == 0
    assert len([d for d in s.asked if d.prompt == "choose-action" and d.player == ATHOS]) == 1


def test_seed002_faq_voleurs_act_when_laid_and_on_arrival_not_on_those_who_stay(game):
    s = table(game).put("paris_mission", "paris-vermisst").set("gold", 3)
    s.force_dice("red", "sword")  # d'Artagnan stands in Paris when the thieves are laid
    s.answer(MYLADY, "place-foes", "amb-dieb").answer(MYLADY, "place-foes", "adv-lubin")
    s.call("place_foes", "paris")
    assert s.zone("paris_foes") == ["amb-dieb", "adv-lubin"] and s.counter("gold") == 2 and s.forced_left("red") == []
    s.force_dice("red", "sword")
    s.call("go_to", ATHOS, "paris")  # Athos walks in: one roll, for him only
    assert s.counter("gold") == 1 and s.forced_left("red") == []


def test_seed002_faq_voleurs_steal_gold(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-dieb").set("gold", 3)
    s.force_dice("red", "sword")
    s.call("go_to", ATHOS, "louvre")
    assert s.counter("gold") == 2


def test_seed002_faq_mendiants_block_the_mission_until_paid_without_action_from_anywhere(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler", "adv-lubin")
    s.set("gold", 2)
    options = menu(s, PORTHOS)
    assert "challenge" not in options and not [v for v in options if isinstance(v, tuple) and v[0] == "duel"]
    assert ("pay", "amb-bettler") in menu(s, ATHOS)  # Athos is not at the Louvre
    s.answer(ATHOS, "choose-action", ("pay", "amb-bettler"))
    for _ in range(3):
        s.answer(ATHOS, "choose-action", "draw")
    s.call("musketeer_turn", ATHOS)
    assert "amb-bettler" in s.zone("removed") and s.counter("gold") == 0
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 6  # the two menus above, then 4: paying is free
    assert ("duel", "adv-lubin") in menu(s, PORTHOS)


def test_seed002_faq_mendiants_paying_them_can_complete_the_mission(game):
    """The beggars are the last thing left on the mission (its challenge met): paying them completes it."""
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler").set("gold", 4)
    s.set("met", 1, card="louvre-giftaffaere")
    following = s.zone("louvre_deck")[-1]
    s.answer(MYLADY, "place-foes", {1: "adv-boisrenard", 2: "adv-brisemont", 3: "adv-cavois"}[game.cards[following].stats["value"]])
    s.call("pay_beggars", "amb-bettler")
    assert s.counter("gold") == 2 and "louvre-giftaffaere" in s.zone("removed")
    assert signals(s, "mission_done") == [{"mission": "louvre-giftaffaere"}] and s.zone("louvre_mission") == [following]


def test_seed002_faq_mendiants_rochefort_cannot_stop_the_payment(game):
    """'S'il est présent sur le lieu, Rochefort ne peut intervenir pour empêcher les Mousquetaires de payer': with
    Rochefort standing at the Louvre, and with Mylady hiding there unseen, paying the beggars asks nobody, rolls
    nothing and costs no action."""
    for rochefort_there in (True, False):
        s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler", "adv-lubin")
        s.set("gold", 2).put("secret_location", "loc-louvre")
        if rochefort_there:
            s.put("louvre", "rochefort")
        s.answer(PORTHOS, "choose-action", ("pay", "amb-bettler"))
        s.call("musketeer_action", PORTHOS, False)
        assert s.result == 0 and "amb-bettler" in s.zone("removed") and s.counter("gold") == 0
        assert [d.prompt for d in s.asked] == ["choose-action"] and rolled(s) == []
        assert signals(s, "rochefort_interrupts") == [] and s.card_counter("rochefort", "wounds") == 0


@pytest.mark.parametrize("place, mission, seat", [("louvre", "louvre-giftaffaere", PORTHOS),
                                                  ("paris", "paris-vermisst", DARTAGNAN)])
@pytest.mark.parametrize("duel_first", [True, False])
def test_seed002_faq_le_louvre_et_paris_done_only_when_all_is_won_in_any_order(game, place, mission, seat, duel_first):
    """'Le Louvre' and 'Paris', principes généraux: a mission is over only once all its challenges and duels are
    won, in the order the musketeers like: the card stays while the duel or the challenge is left, either way."""
    s = table(game).put(f"{place}_mission", mission).put(f"{place}_foes", "adv-lubin").put(place, f"musk-{game.seats[seat]}")

    def win_the_duel():
        s.force_dice("blue", *["sword"] * int(game.cards[f"musk-{game.seats[seat]}"].stats["dice"]))
        s.force_dice("red", "shield")
        s.answer(seat, "choose-action", ("duel", "adv-lubin"))
        s.call("musketeer_action", seat, False)
        assert "adv-lubin" not in s.zone(f"{place}_foes")

    def meet_the_challenge():
        s.set("met", 1, card=mission)  # as a met challenge leaves it (the challenge itself: its own tests)
        s.call("check_mission_done", place)

    first, second = (win_the_duel, meet_the_challenge) if duel_first else (meet_the_challenge, win_the_duel)
    first()
    assert s.zone(f"{place}_mission") == [mission] and signals(s, "mission_done") == []
    if place == "louvre":  # the next Louvre mission comes at once: Mylady lays a foe worth its value
        value = game.cards[s.zone("louvre_deck")[-1]].stats["value"]
        s.answer(MYLADY, "place-foes", {1: "adv-boisrenard", 2: "adv-brisemont", 3: "adv-cavois"}[value])
    second()
    assert mission in s.zone("removed") and signals(s, "mission_done") == [{"mission": mission}]


def test_seed002_faq_embuches_discarded_with_the_mission_never_back_to_mylady(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-dieb", "adv-lubin")
    s.call("clear_mission", "louvre", True)
    assert "amb-dieb" in s.zone("removed") and "adv-lubin" in s.zone("schemes@0")


# ------------------------------------------------------------------------------------------------ Cartes Paris
def test_seed002_faq_paris_resolved_is_discarded_for_good(game):
    s = table(game).put("paris_mission", "paris-vermisst").set("met", 1, card="paris-vermisst")
    s.call("check_mission_done", "paris")
    assert "paris-vermisst" in s.zone("removed") and s.zone("paris_mission") == []


def test_seed002_faq_paris_mylady_picks_the_card_of_her_choice_at_home(game):
    s = table(game).put("secret_location", "loc-mylady-house")
    choice = s.zone("paris_pile")[-1]
    pile = set(s.zone("paris_pile"))
    s.answer(MYLADY, "take-paris-card", choice)
    s.call("mylady_location_action")
    assert choice in s.zone("schemes@0")
    assert set(option_values(s.asked[-1])) == pile


def test_seed002_faq_paris_sent_home_by_rochefort_no_card(game):
    """'Si Milady est renvoyée chez elle suite à une blessure de Rochefort, elle ne peut bien sûr prendre de carte
    Paris': revealed this round, she does nothing at the end of phase II."""
    s = table(game).put("secret_location", "loc-mylady-house").set("mylady_revealed", 1)
    s.call("mylady_location_action")
    assert s.asked == [] and s.zone("shown_location") == ["loc-mylady-house"]


# ------------------------------------------------------------------------------------------------ Équipement
def test_seed002_faq_botte_amelioree_costs_a_combat_card(game):
    s = table(game).set("gold", 0).put("hand@3", "skill-charm-1")
    assert not any(game.cards[c].stats["item"] == "thrust" for c in s.call("purchases", ATHOS).result)
    s.put("hand@3", "combat-1")
    thrust = next(c for c in s.call("purchases", ATHOS).result if game.cards[c].stats["item"] == "thrust")
    s.answer(ATHOS, "buy-token", ("buy", thrust)).answer(ATHOS, "pay-with-card", "combat-1")
    s.answer(ATHOS, "buy-token", "done")
    s.call("equip", ATHOS)
    assert thrust in s.zone("gear@3") and "combat-1" in s.zone("adventure_discard")
    assert s.call("thrusts", ATHOS).result == [game.cards[thrust].stats["thrust"]]


def test_seed000_verbesserter_fechtstoss_dartagnan_keeps_both(game):
    s = table(game).put("gear@1", "eq-thrust-1")
    assert s.call("thrusts", DARTAGNAN).result == [["lily", "lily", "sword"], ["sword", "sword", "lily"]]


def test_seed000_verbesserte_faehigkeit_plus_one(game):
    s = table(game)
    before = s.call("skill_of", ATHOS, "charm").result
    s.put("gear@3", "eq-skill-charm-1")
    assert s.call("skill_of", ATHOS, "charm").result == before + 1


def test_seed002_faq_echanges_equipment_between_musketeers_of_one_player(game):
    """Three players: one person runs Athos and Porthos with one hand; they have no cards to swap, but their
    equipment still changes hands by an exchange at the same place (the FAQ's 'autant d'équipement')."""
    s = table(game, players=3).put("louvre", "musk-athos").put("gear@3", "eq-pistol-1")
    assert ("exchange", PORTHOS) in menu(s, ATHOS)
    s.answer(ATHOS, "exchange-give-gear", "eq-pistol-1")
    s.call("exchange", ATHOS, PORTHOS)
    assert s.zone("gear@4") == ["eq-pistol-1"]
    assert "exchange-give" not in [d.prompt for d in s.asked]  # one hand: no cards to swap
    s.put("gear@4", "eq-pistol-1")
    s2 = table(game, players=3).put("louvre", "musk-athos")
    assert ("exchange", PORTHOS) not in menu(s2, ATHOS)  # nothing at all to swap


# ------------------------------------------------------------------------------------------------ Le Louvre, La Rochelle
def test_seed002_faq_louvre_failure_mylady_draws_a_card(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").set("louvre_marker", 2)
    following = s.zone("louvre_deck")[-1]
    s.answer(MYLADY, "place-foes", {1: "adv-boisrenard", 2: "adv-brisemont", 3: "adv-cavois"}[game.cards[following].stats["value"]])
    treachery = len([c for c in s.zone("schemes@0") if game.cards[c].kind == "treachery"])
    s.call("louvre_step")
    assert len([c for c in s.zone("schemes@0") if game.cards[c].kind == "treachery"]) == treachery + 1
    assert any(d.prompt == "place-foes" for d in s.asked)


def test_seed002_faq_la_rochelle_far_right_one_for_all_game_goes_on(game):
    s = table(game).set("rochelle", game.tracks["rochelle"].length - 2)
    s.run(s.ctx.advance_control("rochelle", 1))
    assert s.zone("one_for_all@1") == ["one-for-all-rochelle"]  # and no GameOver was raised


def test_seed002_faq_vieux_colombier_exchange_with_a_knocked_out_musketeer(game):
    s = table(game).put("vieux_colombier", "musk-porthos").set("knocked_out", 1, player=PORTHOS)
    assert ("exchange", PORTHOS) in menu(s, ATHOS)


def test_seed002_faq_vieux_colombier_no_healing_for_the_able(game):
    s = table(game).set("wounds", 1, player=ATHOS)
    s.answer(ATHOS, "choose-action", "end")
    s.call("musketeer_turn", ATHOS)
    assert s.counter("wounds", ATHOS) == 1


def test_seed002_faq_treville_starts_at_the_vieux_colombier(game):
    """'Tréville commence la partie au Vieux-Colombier': his figure stands there from the start; no person card
    is invented for him."""
    s = Scenario(game, 5)
    assert "treville" in s.zone("vieux_colombier") and game.cards["treville"].kind == "figure"
    assert not [c for c in game.cards.values() if c.kind == "person" and "treville" in c.id]
    assert len([c for c in game.cards.values() if c.kind == "person"]) == 7  # 'C) 7 Personenkarten'


# ------------------------------------------------------------------------------------------------ person cards
def play_person(s: Scenario, seat: int, card: str) -> Scenario:
    s.put(f"hand@{seat}", card)
    return s.call("play_person", seat, card)


def test_person_des_essarts_gold_when_nothing_else_helps(game):
    s = table(game).set("gold", 1)
    s.answer(ATHOS, "person-des-essarts", "gold")
    play_person(s, ATHOS, "person-des-essarts")
    assert s.counter("gold") == 4
    assert option_values(s.asked[-1]) == ["gold"]


def test_person_des_essarts_frees_a_jailed_musketeer(game):
    s = table(game).put("bastille", "musk-porthos").set("jailed", 2, player=PORTHOS)
    s.answer(ATHOS, "person-des-essarts", "release").answer(ATHOS, "person-release-whom", PORTHOS)
    play_person(s, ATHOS, "person-des-essarts")
    assert "musk-porthos" in s.zone("vieux_colombier") and s.counter("jailed", PORTHOS) == 0


def test_person_des_essarts_pays_the_beggars(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-bettler")
    s.answer(ATHOS, "person-des-essarts", "beggars")
    play_person(s, ATHOS, "person-des-essarts")
    assert "amb-bettler" in s.zone("removed") and s.call("mission_open", "louvre").result is True


def test_person_planchet_draws_two_refilling_from_the_discards(game):
    s = table(game)
    s.put("adventure_discard", *s.zone("adventure_deck"))
    play_person(s, ATHOS, "person-planchet")
    assert len(s.zone("hand@3")) == 2


def test_person_kitty_mylady_throws_away_an_arglist_card(game):
    s = table(game).put("schemes@0", "arg-sackgasse-1", "arg-conscrits-1")
    s.answer(MYLADY, "person-kitty-discard", "arg-sackgasse-1")
    play_person(s, ARAMIS, "person-kitty")
    assert "arg-sackgasse-1" in s.zone("treachery_discard") and "arg-conscrits-1" in s.zone("schemes@0")


def test_person_la_porte_heals_a_musketeer(game):
    s = table(game).set("wounds", 3, player=PORTHOS)
    s.answer(DARTAGNAN, "person-heal-whom", PORTHOS)
    play_person(s, DARTAGNAN, "person-la-porte")
    assert s.counter("wounds", PORTHOS) == 1 and "person-la-porte" in s.zone("adventure_discard")
