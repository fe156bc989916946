"""Mylady und die Musketiere, the round (seed 000 with the FAQ seed 002): one test per rule, named after the
section where it stands. Situations are built with Scenario on the real content; dice are forced where the
rulebook gives them."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.games.mylady import actions, common, effects, missions, rounds
from rulekit.run.game import Game
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario
from conftest import mylady_table

MYLADY, DARTAGNAN, ARAMIS, ATHOS, PORTHOS = range(5)


@pytest.fixture(scope="module")
def game():
    return catalog.game("mylady")


def table(game) -> Scenario:
    return mylady_table(game)


def hide_mylady_at(s: Scenario, place_card: str) -> Scenario:
    return s.put("secret_location", place_card)


# ------------------------------------------------------------------------------------------------ Spielvorbereitung
def test_seed000_spielvorbereitung_five_players(game):
    g = Game(game, 5, seed=3)
    # Set-up asks Mylady for her first Paris card, then where to lay adversaries; answer with the first options.
    while g.state["step"] != "choose_location":
        for d in g.pending():
            g.answer(d.player, tuple(range(max(d.min, 1) if d.max else 0)))
    zones = g.state["zones"]
    assert zones["paris"] == ["musk-dartagnan"] or "musk-dartagnan" in zones["paris"]
    assert "musk-aramis" in zones["la_rochelle"] and "musk-athos" in zones["vieux_colombier"] and "musk-porthos" in zones["louvre"]
    for seat in (1, 2, 3, 4):
        assert len(zones[f"hand@{seat}"]) == 5
    treachery = [c for c in zones["schemes@0"] if game.cards[c].kind == "treachery"]
    assert len(treachery) == 3
    assert len(zones["locations_hand@0"]) == 6
    assert len(zones["louvre_mission"]) == 1 and len(zones["paris_mission"]) == 1
    assert g.state["counters"]["rochelle"] == game.tracks["rochelle"].start
    assert g.state["card_counters"].get("rochefort", {}).get("wounds", 0) == 0


def test_seed000_spielvorbereitung_hidden_information(game):
    g = Game(game, 5, seed=3)
    musketeer_view = g.view(DARTAGNAN)
    mylady_view = g.view(MYLADY)
    assert isinstance(musketeer_view["zones"]["schemes@0"], int)  # Mylady's hand: only how many cards
    assert all(c["id"] != "?" for c in mylady_view["zones"]["schemes@0"])
    # the musketeers' hands are open to everyone, Mylady included ('Anmerkung: frei über ihre Kartenhand reden')
    assert all(c["id"] != "?" for c in mylady_view["zones"]["hand@1"])
    assert isinstance(musketeer_view["zones"]["paris_pile"], int) and isinstance(mylady_view["zones"]["paris_pile"], list)


# ------------------------------------------------------------------------------------------------ I - Mylady
def test_seed000_i_aufenthaltsort_is_secret(game):
    s = table(game)
    s.answer(MYLADY, "choose-location", "loc-louvre")
    s.run(rounds.choose_location(s.ctx))
    assert s.zone("secret_location") == ["loc-louvre"]
    assert s.ctx.visible_to("secret_location", MYLADY) and not s.ctx.visible_to("secret_location", ATHOS)
    assert any(d.secret for d in s.asked if d.prompt == "choose-location")


def test_seed000_rochefort_kampfunfaehig_closes_three_locations(game):
    s = table(game).set("wounds", 5, card="rochefort")
    s.answer(MYLADY, "choose-location", "loc-richelieu")
    s.run(rounds.choose_location(s.ctx))
    offered = {o.value for o in s.asked[-1].options}
    assert offered == {"loc-mylady-house", "loc-richelieu", "loc-la-rochelle"}


def test_seed000_i_paris_karten_replacing_returns_foes_discards_ambush_resets_constance(game):
    s = table(game)
    s.put("paris_mission", "paris-vermisst").put("paris_foes", "adv-lubin", "amb-dieb").set("constance", 3)
    s.put("schemes@0", "paris-botschaft")
    s.answer(MYLADY, "play-paris-card", "paris-botschaft")
    options = missions.foe_options(s.ctx, int(game.cards["paris-botschaft"].stats["value"]))
    s.answer(MYLADY, "place-foes", options[0])
    s.run(rounds.play_paris_card(s.ctx))
    assert s.zone("paris_mission") == ["paris-botschaft"]
    assert "paris-vermisst" in s.zone("removed") and "amb-dieb" in s.zone("removed")
    assert "adv-lubin" in s.zone("schemes@0") or "adv-lubin" in s.zone("paris_foes")
    assert s.counter("constance") == 0


def test_seed000_paris_wert_foes_add_up_with_one_ambush_at_most(game):
    s = table(game)
    for combo in missions.foe_options(s.ctx, 3):
        assert sum(int(game.cards[c].stats["value"]) for c in combo) == 3
        assert sum(1 for c in combo if game.cards[c].kind == "ambush") <= 1


def test_seed000_i_arglist_draw_or_play(game):
    s = table(game)
    s.put("schemes@0", "arg-conscrits-1")
    s.answer(MYLADY, "draw-or-play-treachery", "arg-conscrits-1")
    s.run(rounds.draw_or_play_treachery(s.ctx))
    assert s.counter("action_penalty") == 1  # Conscrits: one action fewer this round
    assert "arg-conscrits-1" in s.zone("treachery_discard")
    before = len([c for c in s.zone("schemes@0") if game.cards[c].kind == "treachery"])
    s.answer(MYLADY, "draw-or-play-treachery", "draw")
    s.run(rounds.draw_or_play_treachery(s.ctx))
    assert len([c for c in s.zone("schemes@0") if game.cards[c].kind == "treachery"]) == before + 1


# ------------------------------------------------------------------------------------------------ II - Musketiere
def test_seed000_ii_kampfunfaehig_only_stands_up_and_draws(game):
    s = table(game).set("knocked_out", 1, player=PORTHOS).set("wounds", 5, player=PORTHOS)
    hand = len(s.zone("hand@4"))
    s.run(actions.take_turn(s.ctx, PORTHOS))
    assert s.counter("knocked_out", PORTHOS) == 0 and s.counter("wounds", PORTHOS) == 0
    assert len(s.zone("hand@4")) == hand + 1
    assert not s.asked  # no action was offered


def test_seed002_faq_conscrits_spare_knocked_out_musketeers(game):
    s = table(game).set("action_penalty", 1).set("knocked_out", 1, player=ATHOS)
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert s.counter("knocked_out", ATHOS) == 0


def test_seed000_ii_three_actions_then_the_turn_ends(game):
    s = table(game)
    for _ in range(3):
        s.answer(ATHOS, "choose-action", "draw")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert len(s.zone("hand@3")) == 3
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 3


def test_seed000_ii_conscrits_one_action_fewer(game):
    s = table(game).set("action_penalty", 1)
    s.answer(ATHOS, "choose-action", "draw").answer(ATHOS, "choose-action", "draw")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 2


def test_seed000_ii_bewegung_only_white_places(game):
    s = table(game)
    moves = {o.split(":")[1] for o in actions.legal_actions(s.ctx, ATHOS, False) if o.startswith("move:")}
    assert "mylady_house" not in moves and "bastille" not in moves
    assert {"paris", "louvre", "la_rochelle", "richelieu", "quest"} <= moves


def test_seed000_richelieu_mylady_absent_sends_to_bastille_and_ends_turn(game):
    s = hide_mylady_at(table(game), "loc-paris")
    s.answer(ATHOS, "choose-action", "move:richelieu")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert common.location_of(s.ctx, ATHOS) == "bastille"
    assert s.counter("jailed", ATHOS) == 2
    assert sum(1 for d in s.asked if d.prompt == "choose-action") == 1


def test_seed000_richelieu_finds_mylady_who_loses_her_action(game):
    s = hide_mylady_at(table(game), "loc-richelieu")
    s.answer(ATHOS, "choose-action", "move:richelieu").answer(ATHOS, "choose-action", "end")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert common.location_of(s.ctx, ATHOS) == "richelieu"  # the rule applies to Athos too
    assert s.counter("mylady_found") == 1
    hand = len(s.zone("schemes@0"))
    s.run(rounds.mylady_location_action(s.ctx))
    assert len(s.zone("schemes@0")) == hand  # found: no Arglist cards for her


def test_seed002_faq_richelieu_a_musketeer_starting_there_must_leave(game):
    s = hide_mylady_at(table(game), "loc-richelieu").put("richelieu", "musk-athos")
    options = actions.legal_actions(s.ctx, ATHOS, True)
    assert options and all(o.startswith("move:") for o in options) and "move:richelieu" not in options


def test_seed000_bastille_bribe_costs_one_gold_then_two_actions(game):
    s = table(game).put("bastille", "musk-athos").set("jailed", 1, player=ATHOS).set("gold", 3)
    assert "move:paris" not in actions.legal_actions(s.ctx, ATHOS, False)
    s.answer(ATHOS, "choose-action", "leave:bribe").answer(ATHOS, "choose-action", "draw").answer(ATHOS, "choose-action", "draw")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert common.location_of(s.ctx, ATHOS) == "vieux_colombier" and s.counter("gold") == 2
    assert len(s.zone("hand@3")) == 2


def test_seed000_bastille_break_out_to_vieux_colombier_whatever_the_duel(game):
    s = table(game).put("bastille", "musk-athos").set("jailed", 1, player=ATHOS)
    s.force_dice("blue", "sword", "lily", "shield").force_dice("red", "sword", "sword", "shield")  # one red sword gets through
    s.answer(ATHOS, "choose-action", "leave:break").answer(ATHOS, "choose-action", "end")
    s.run(actions.take_turn(s.ctx, ATHOS))
    assert common.location_of(s.ctx, ATHOS) == "vieux_colombier"
    assert s.counter("wounds", ATHOS) == 1 and s.counter("jailed", ATHOS) == 0


def test_seed000_ii_verstaerkung_at_most_three_cards_bassompierre_counts(game):
    s = table(game).put("hand@2", "combat-1", "combat-2")
    assert "reinforce:combat-1" in actions.legal_actions(s.ctx, ARAMIS, False)
    s.put("rochelle_cards", "combat-3", "combat-4", "person-bassompierre")
    assert not [o for o in actions.legal_actions(s.ctx, ARAMIS, False) if o.startswith("reinforce:")]


def test_seed000_ii_personenkarte_anywhere_bassompierre_takes_a_rochelle_place(game):
    s = table(game).put("hand@1", "person-bassompierre")
    assert "person:person-bassompierre" in actions.legal_actions(s.ctx, DARTAGNAN, False)  # d'Artagnan is in Paris
    s.run(actions.perform(s.ctx, DARTAGNAN, "person:person-bassompierre"))
    assert s.zone("rochelle_cards") == ["person-bassompierre"]


def test_seed000_ii_austausch_only_at_the_same_place(game):
    s = table(game).put("louvre", "musk-athos")
    options = actions.legal_actions(s.ctx, ATHOS, False)
    assert "exchange:4" in options and "exchange:1" not in options  # Porthos is at the Louvre, d'Artagnan in Paris
    s.set("no_exchange", 1)  # Getrennt
    assert not [o for o in actions.legal_actions(s.ctx, ATHOS, False) if o.startswith("exchange:")]


def test_seed000_ii_austausch_cards_and_equipment_never_upgrades(game):
    s = table(game).put("louvre", "musk-athos").put("hand@3", "combat-1").put("gear@3", "eq-pistol-1", "eq-skill-charm-1")
    s.answer(ATHOS, "exchange-give", "combat-1").answer(ATHOS, "exchange-take")
    s.answer(ATHOS, "exchange-give-gear", "eq-pistol-1").answer(ATHOS, "exchange-take-gear")
    s.run(actions.exchange(s.ctx, ATHOS, PORTHOS))
    assert "combat-1" in s.zone("hand@4") and "eq-pistol-1" in s.zone("gear@4")
    offered = [o.value for d in s.asked if d.prompt == "exchange-give-gear" for o in d.options]
    assert "eq-skill-charm-1" not in offered and "eq-skill-charm-1" in s.zone("gear@3")


def test_seed000_ii_ausruesten_two_tokens_never_two_alike(game):
    s = table(game).set("gold", 20)
    s.answer(ATHOS, "buy-token", "eq-pistol-1").answer(ATHOS, "buy-token", "eq-cuirass-1")
    s.run(actions.equip(s.ctx, ATHOS))
    assert set(s.zone("gear@3")) == {"eq-pistol-1", "eq-cuirass-1"}
    second_offer = [o.value for o in s.asked[1].options]
    assert not any(game.cards[c].stats.get("item") == "pistol" for c in second_offer if c != "done")


def test_seed000_ii_ausruesten_limited_stock(game):
    s = table(game).set("gold", 20).put("gear@1", "eq-pistol-1").put("gear@2", "eq-pistol-2")
    offer = actions._purchases(s.ctx, ATHOS)
    assert not any(game.cards[c].stats.get("item") == "pistol" for c in offer)  # only two pistols in the game


def test_seed000_heilsalbe_heals_two_at_once_and_is_not_kept(game):
    s = table(game).set("gold", 20).set("wounds", 2, player=ATHOS)
    balm = next(c for c in s.zone("arsenal") if game.cards[c].stats["item"] == "balm")
    s.answer(ATHOS, "buy-token", balm).answer(ATHOS, "buy-token", "done")
    s.run(actions.equip(s.ctx, ATHOS))
    assert s.counter("wounds", ATHOS) == 0 and balm in s.zone("removed")


def test_seed002_faq_competence_amelioree_costs_any_adventure_card(game):
    s = table(game).set("gold", 0).put("hand@3", "skill-charm-1")
    offer = actions._purchases(s.ctx, ATHOS)
    skills = [c for c in offer if game.cards[c].stats["item"] == "skill"]
    assert skills
    s.answer(ATHOS, "buy-token", skills[0]).answer(ATHOS, "pay-with-card", "skill-charm-1")
    s.answer(ATHOS, "buy-token", "done")
    s.run(actions.equip(s.ctx, ATHOS))
    assert skills[0] in s.zone("gear@3") and "skill-charm-1" in s.zone("adventure_discard")


# ------------------------------------------------------------------------------------------------ Rochefort
def louvre_ready(game, secret="loc-louvre"):
    s = hide_mylady_at(table(game), secret)
    s.put("louvre_mission", "louvre-giftaffaere")
    return s


def test_seed000_rochefort_interrupts_a_challenge_and_retreats_when_hit(game):
    s = louvre_ready(game)
    # Both hit (3 blue swords against 2 red shields; the red sword finds no blue shield): Rochefort retreats, and
    # Porthos, not knocked out, goes on with his challenge (FAQ 'Les deux camps touchent').
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.put("hand@4", "skill-bravery-1")
    s.answer(PORTHOS, "commit-skill-cards")
    s.run(actions.mission_challenge(s.ctx, PORTHOS, "louvre"))
    assert s.card_counter("rochefort", "wounds") == 1 and s.counter("wounds", PORTHOS) == 1
    assert "rochefort" in s.zone("mylady_side") and s.zone("shown_location") == ["loc-louvre"]
    assert (PORTHOS, "commit-skill-cards") in s.prompts()  # the interrupted challenge goes on


def test_seed002_faq_rochefort_untouched_stays_and_the_action_is_lost(game):
    s = louvre_ready(game)
    s.force_dice("blue", "shield", "lily", "lily").force_dice("red", "sword", "sword", "shield")  # two swords, one shield stops one
    s.put("hand@4", "skill-bravery-1")
    s.run(actions.mission_challenge(s.ctx, PORTHOS, "louvre"))
    assert "rochefort" in s.zone("louvre") and s.counter("wounds", PORTHOS) == 1
    assert (PORTHOS, "commit-skill-cards") not in s.prompts()  # the challenge itself never happened
    # The next musketeer who tries there meets him again, with no new reveal; a draw also costs the action.
    s.put("louvre", "musk-dartagnan")
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "shield", "shield").force_dice("red", "shield", "shield")
    s.force_dice("blue", "shield").force_dice("red", "shield")
    s.run(missions.rochefort_blocks(s.ctx, DARTAGNAN, "louvre"))
    assert s.result is True and "rochefort" in s.zone("louvre")


def test_seed000_rochefort_never_interrupts_athos(game):
    s = louvre_ready(game).put("louvre", "musk-athos")
    s.answer(ATHOS, "commit-skill-cards")
    s.run(actions.mission_challenge(s.ctx, ATHOS, "louvre"))
    assert "rochefort" in s.zone("mylady_side") and s.counter("mylady_revealed") == 0


def test_seed000_rochefort_not_for_ambushes(game):
    s = louvre_ready(game).put("louvre_foes", "amb-kurtisane")
    s.answer(PORTHOS, "commit-skill-cards")
    s.run(actions.overcome_ambush(s.ctx, PORTHOS, "louvre"))
    assert "rochefort" in s.zone("mylady_side")


def test_seed000_rochefort_knocked_out_gives_one_for_all_once(game):
    s = louvre_ready(game).set("wounds", 4, card="rochefort")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.answer(PORTHOS, "commit-skill-cards")
    s.run(missions.rochefort_blocks(s.ctx, PORTHOS, "louvre"))
    assert missions.rochefort_down(s.ctx)
    assert len(s.zone("one_for_all")) == 1 and s.counter("one_for_all_won") == 1


# ------------------------------------------------------------------------------------------------ missions
def test_seed000_louvre_reward_with_the_challenge_and_two_heroism_on_top_squares(game):
    s = louvre_ready(game, secret="loc-paris")
    s.put("hand@4", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    following = s.zone("louvre_deck")[-1]
    s.answer(MYLADY, "place-foes", missions.foe_options(s.ctx, int(game.cards[following].stats["value"]))[0])
    gold = s.counter("gold")
    need = 7 - common.skill_value(s.ctx, PORTHOS, "bravery")
    s.answer(PORTHOS, "commit-skill-cards", *[f"skill-bravery-{i}" for i in range(1, need + 1)])
    s.run(actions.mission_challenge(s.ctx, PORTHOS, "louvre"))
    assert s.counter("gold") == gold + int(game.cards["louvre-giftaffaere"].stats["gold"])
    assert "louvre-giftaffaere" in s.zone("removed")  # no adversaries: the mission is done
    assert s.counter("heroism") == int(game.cards["louvre-giftaffaere"].stats["heroism"]) + 2


def test_seed000_louvre_mission_failed_at_the_bottom_replaced_at_once(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "adv-lubin").set("louvre_marker", 2)
    top = s.zone("louvre_deck")[-1]
    value = int(game.cards[top].stats["value"])
    for combo in missions.foe_options(s.ctx, value)[:1]:
        s.answer(MYLADY, "place-foes", combo)
    queen = s.counter("queen")
    s.run(rounds.louvre_marker(s.ctx))
    assert s.counter("queen") == queen + 2
    assert "louvre-giftaffaere" in s.zone("removed") and "adv-lubin" in s.zone("schemes@0")
    assert s.zone("louvre_mission") == [top] and s.counter("louvre_marker") == 0


def test_seed002_faq_louvre_marker_always_moves_and_third_square_costs_honour(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").set("louvre_marker", 1)
    s.run(rounds.louvre_marker(s.ctx))
    assert s.counter("louvre_marker") == 2 and s.counter("queen") == 1


def test_seed000_paris_penalty_every_round_end(game):
    s = table(game).put("paris_mission", "paris-vermisst")
    time = s.counter("time")
    s.signal("paris_penalty")
    assert s.counter("time") == time + 1


# ------------------------------------------------------------------------------------------------ III - La Rochelle
def test_seed000_la_rochelle_example_round_5_porthos_sacrifices(game):
    """Round 5: Mylady rolls 2 red dice, the musketeers 2 blue (two combat cards placed); one sword each; Porthos at
    La Rochelle gives a life to cancel her sword; the marker moves one square to the right."""
    s = table(game).set("time", 4).put("rochelle_cards", "combat-1", "combat-2").put("la_rochelle", "musk-porthos")
    s.put("paris", "musk-aramis")
    s.force_dice("red", "sword", "shield").force_dice("blue", "sword", "shield")
    s.answer(PORTHOS, "rochelle-sacrifice", "sacrifice")
    start = s.counter("rochelle")
    s.run(rounds.siege(s.ctx))
    assert s.counter("rochelle") == start + 1
    assert s.counter("wounds", PORTHOS) == 1
    assert s.forced_left("red") == [] and s.forced_left("blue") == []


def test_seed000_la_rochelle_swords_only_marker_moves_by_difference(game):
    s = table(game).set("time", 10).put("rochelle_cards", "combat-double-1").put("paris", "musk-aramis")
    s.force_dice("red", "sword", "sword", "sword", "shield").force_dice("blue", "lily", "shield")
    start = s.counter("rochelle")
    s.run(rounds.siege(s.ctx))
    assert s.counter("rochelle") == start - 3


def test_seed000_la_rochelle_bassompierre_one_die_and_never_more_than_six(game):
    s = table(game).put("rochelle_cards", "combat-double-1", "combat-double-2", "person-bassompierre")
    assert rounds.rochelle_blue_dice(s.ctx) == 5
    s.put("rochelle_cards", "combat-double-3")
    assert rounds.rochelle_blue_dice(s.ctx) == 6


def test_seed002_faq_renforts_with_four_dice_reroll_a_shield(game):
    s = table(game).set("time", 10).set("red_dice_bonus", 1).put("paris", "musk-aramis")
    s.force_dice("red", "sword", "sword", "shield", "shield", "sword")
    start = s.counter("rochelle")
    s.run(rounds.siege(s.ctx))
    assert s.counter("rochelle") == start - 3  # 2 swords + the rerolled shield turned sword


def test_seed000_la_rochelle_rewards_are_paid_once(game):
    s = table(game).set("rochelle", 2)
    hand = len(s.zone("schemes@0"))
    s.run(s.ctx.advance("rochelle", -1))
    assert len(s.zone("schemes@0")) == hand + 1
    s.run(s.ctx.advance("rochelle", 1))
    s.run(s.ctx.advance("rochelle", -1))
    assert len(s.zone("schemes@0")) == hand + 1  # not again


def test_seed000_mylady_location_la_rochelle_removes_one_card(game):
    s = hide_mylady_at(table(game), "loc-la-rochelle").put("rochelle_cards", "combat-1", "combat-double-1")
    s.answer(MYLADY, "remove-rochelle-card", "combat-double-1")
    s.run(rounds.mylady_location_action(s.ctx))
    assert s.zone("rochelle_cards") == ["combat-1"]


def test_seed000_mylady_location_house_takes_a_paris_card(game):
    s = hide_mylady_at(table(game), "loc-mylady-house")
    card = s.zone("paris_pile")[0]
    s.answer(MYLADY, "take-paris-card", card)
    s.run(rounds.mylady_location_action(s.ctx))
    assert card in s.zone("schemes@0")


def test_seed000_mylady_location_richelieu_pick_and_shuffle_or_draw_to_three(game):
    s = hide_mylady_at(table(game), "loc-richelieu")
    pick = s.zone("treachery_deck")[0]
    s.answer(MYLADY, "richelieu-action", "pick").answer(MYLADY, "pick-treachery", pick)
    s.run(rounds.mylady_location_action(s.ctx))
    assert pick in s.zone("schemes@0")
    s2 = hide_mylady_at(table(game), "loc-richelieu")
    s2.answer(MYLADY, "richelieu-action", "draw-to-three")
    s2.run(rounds.mylady_location_action(s2.ctx))
    assert len([c for c in s2.zone("schemes@0") if game.cards[c].kind == "treachery"]) == 3


# ------------------------------------------------------------------------------------------------ Spielende, One-for-all
@pytest.mark.parametrize("track, square, reason", [
    ("time", 12, "time"), ("rochelle", 0, "la_rochelle"), ("queen", 9, "queen"), ("constance", 6, "constance"),
])
def test_seed000_spielende_mylady_wins_on_each_track(game, track, square, reason):
    s = table(game).set(track, square - 1 if square else 1)
    with pytest.raises(GameOver) as over:
        s.run(s.ctx.advance(track, 1 if square else -1))
    assert over.value.reason == reason and over.value.winners == [MYLADY]


def test_seed000_einer_fuer_alle_holds_the_time_marker(game):
    s = table(game).set("time", 11).put("one_for_all", "one-for-all").put("paris_mission", "paris-vermisst")
    s.answer(DARTAGNAN, "one-for-all", "freeze")
    s.run_step("end_of_round", "time")
    assert s.counter("time") == 11 and "one-for-all" in s.zone("removed")
    s.run_step("end_of_round", "paris")  # Vermisst's extra step is held back too
    assert s.counter("time") == 11


def test_seed000_einer_fuer_alle_saves_the_queen(game):
    s = table(game).set("queen", 8).put("one_for_all", "one-for-all")
    s.answer(DARTAGNAN, "one-for-all", "queen")
    s.run(s.ctx.advance("queen", 1))
    assert s.counter("queen") == 7


def test_seed000_einer_fuer_alle_two_heroism_tokens(game):
    s = table(game).put("one_for_all", "one-for-all").set("heroism", 6)
    s.run(effects.play_one_for_all(s.ctx, "heroism"))
    assert s.counter("heroism") == 7  # the supply holds 7


def test_seed000_einer_fuer_alle_cannot_stop_la_rochelle(game):
    s = table(game).set("rochelle", 1).put("one_for_all", "one-for-all")
    with pytest.raises(GameOver):
        s.run(s.ctx.advance("rochelle", -1))


# ------------------------------------------------------------------------------------------------ whole rounds
def test_random_agents_play_many_rounds_without_engine_errors(game):
    from rulekit.sim import play_game

    for seed in range(12):
        outcome = play_game(game, 5, seed, ["random"] * 5)
        assert outcome.reason in ("time", "la_rochelle", "queen", "constance", "round_limit")
