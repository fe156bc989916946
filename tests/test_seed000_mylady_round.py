"""Mylady und die Musketiere, the round (seed 000 with the FAQ seed 002): one test per rule, named after the
section where it stands. Situations are built with Scenario on the real content and run through the game's own
procedures (content/games/mylady.yaml); dice are forced where the rulebook gives them. Tests marked "through
Game" drive a real Game with answers, the path a player's answer takes."""
from __future__ import annotations

import pytest

from mylady_helpers import (ARAMIS, ATHOS, DARTAGNAN, MYLADY, PORTHOS, answer, mylady, option_values, play_until,
                            prompts, rolled, signals, table)
from rulekit.run.game import Game
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario
from rulekit.effects.values import zone_of as Z


@pytest.fixture(scope="module")
def game():
    return mylady()


def hide_mylady_at(s: Scenario, place_card: str) -> Scenario:
    return s.put("secret_location", place_card)


def menu(s: Scenario, seat: int) -> list:
    """The options of the musketeer's action menu now (the test then answers 'end')."""
    s.answer(seat, "choose-action", "end")
    before = len(s.asked)
    s.call("musketeer_action", seat, False)
    return option_values(s.asked[before])


def short(values: list) -> set[str]:
    """Option values as text: "draw", "move:paris", "act:act-bastille-bribe", "exchange:4"."""
    return {":".join(str(part) for part in v) if isinstance(v, tuple) else str(v) for v in values}


def advance(s: Scenario, track: str, steps: int) -> None:
    frame = s.ctx.advance_control(track, steps)
    if frame is not None:
        s.run(frame)


def turn(s: Scenario, seat: int) -> Scenario:
    return s.call("musketeer_turn", seat)


def actions_asked(s: Scenario) -> int:
    return sum(1 for d in s.asked if d.prompt == "choose-action")


# ------------------------------------------------------------------------------------------------ Spielvorbereitung
def test_seed000_spielvorbereitung_five_players(game):
    """Through Game: the set-up decisions (Mylady's first Paris card, her foes, the inn's tokens) are answered
    until the first round asks where she goes."""
    g = Game(game, 5, seed=3)
    play_until(g, lambda g: g.state["step"] == "choose_location")
    zones = g.state["zones"]
    assert "musk-dartagnan" in zones["paris"] and "musk-aramis" in zones["la_rochelle"]
    assert "musk-athos" in zones["vieux_colombier"] and "musk-porthos" in zones["louvre"]
    for seat in (1, 2, 3, 4):
        assert len(zones[f"hand@{seat}"]) == 5
    assert len([c for c in zones["schemes@0"] if game.cards[c].kind == "treachery"]) == 3
    assert len(zones["locations_hand@0"]) == 6
    assert len(zones["louvre_mission"]) == 1 and len(zones["paris_mission"]) == 1
    assert g.state["counters"]["rochelle"] == game.tracks["rochelle"].start
    assert g.state["card_counters"].get("rochefort", {}).get("wounds", 0) == 0
    assert len(zones["quest_facedown"]) == 12 and g.state["counters"]["quest_chapter"] == 1


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
    s.answer(MYLADY, "choose-location", ("go", "loc-louvre"))
    s.call("mylady_location")
    assert s.zone("secret_location") == ["loc-louvre"]
    assert s.ctx.visible_to("secret_location", MYLADY) and not s.ctx.visible_to("secret_location", ATHOS)
    assert any(d.secret for d in s.asked if d.prompt == "choose-location")


def test_seed000_rochefort_kampfunfaehig_closes_three_locations(game):
    s = table(game).set("wounds", 5, card="rochefort")
    s.answer(MYLADY, "choose-location", ("go", "loc-richelieu"))
    s.call("mylady_location")
    offered = {v[1] for v in option_values(s.asked[-1])}
    assert offered == {"loc-mylady-house", "loc-richelieu", "loc-la-rochelle"}


def test_seed000_i_paris_karten_replacing_returns_foes_discards_ambush_resets_constance(game):
    s = table(game)
    s.put("paris_mission", "paris-vermisst").put("paris_foes", "adv-lubin", "amb-dieb").set("constance", 3)
    s.put("schemes@0", "paris-botschaft")
    s.answer(MYLADY, "play-paris-card", ("lay", "paris-botschaft"))
    s.answer(MYLADY, "place-foes", "adv-cavois").answer(MYLADY, "place-foes", "adv-lubin")
    s.call("play_paris_card")
    assert s.zone("paris_mission") == ["paris-botschaft"]
    assert "paris-vermisst" in s.zone("removed") and "amb-dieb" in s.zone("removed")
    assert s.zone("paris_foes") == ["adv-cavois", "adv-lubin"]  # Lubin came back to her hand and was laid again
    assert s.counter("constance") == 0


def test_seed000_paris_aktion_der_musketiere_a_card_asking_nothing_is_done_at_once(game):
    """'Sobald alle Voraussetzungen erfuellt sind': the Carmes-Deschaux asks for no challenge, only the duels Mylady
    lays on it; laid when her hand holds no adversary or ambush, it asks nothing and leaves the game at once (it
    used to stay, wounding a musketeer every round with nothing on it to beat)."""
    s = Scenario(game, 5).put("schemes@0", "paris-karmeliter")
    s.answer(MYLADY, "play-paris-card", ("lay", "paris-karmeliter"))
    s.call("play_paris_card")
    assert s.zone("paris_mission") == [] and "paris-karmeliter" in s.zone("removed")
    assert signals(s, "mission_done") == [{"mission": "paris-karmeliter"}]
    # with a foe in her hand the same card stays until the musketeers beat him
    s = Scenario(game, 5).put("schemes@0", "paris-karmeliter", "adv-lubin")
    s.answer(MYLADY, "play-paris-card", ("lay", "paris-karmeliter"))
    s.call("play_paris_card")
    assert s.zone("paris_mission") == ["paris-karmeliter"] and s.zone("paris_foes") == ["adv-lubin"]
    assert signals(s, "mission_done") == []


def test_seed000_paris_wert_foes_add_up_with_one_ambush_at_most(game):
    """Value 3 (the Carmes-Deschaux): the beggars (1) first, then no second ambush is offered, and only cards
    that still let the total come out at exactly 3."""
    s = table(game).put("paris_mission", "paris-karmeliter")
    s.answer(MYLADY, "place-foes", "amb-bettler").answer(MYLADY, "place-foes", "adv-brisemont")
    s.call("place_foes", "paris")
    first, second = s.asked
    assert {game.cards[c].kind for c in option_values(first)} == {"adversary", "ambush"}
    assert all(game.cards[c].kind == "adversary" and game.cards[c].stats["value"] <= 2 for c in option_values(second))
    assert sum(game.cards[c].stats["value"] for c in s.zone("paris_foes")) == 3
    assert signals(s, "ambush_placed") == [{"card": "amb-bettler", "place": Z("paris")}]


def test_seed000_paris_wert_as_much_as_her_hand_makes(game):
    """With only a value-3 adversary in her hand, a value-2 mission gets nothing (nothing adds up to 2 or 1)."""
    s = Scenario(game, 5).put("schemes@0", "adv-cavois").put("louvre_mission", "louvre-giftaffaere")
    s.call("place_foes", "louvre")
    assert s.zone("louvre_foes") == [] and s.asked == []


def test_seed000_i_arglist_draw_or_play(game):
    s = table(game)
    s.put("schemes@0", "arg-conscrits-1")
    s.answer(MYLADY, "draw-or-play-treachery", ("play", "arg-conscrits-1"))
    s.call("draw_or_play_treachery")
    assert s.counter("action_penalty") == 1  # Conscrits: one action fewer this round
    assert "arg-conscrits-1" in s.zone("treachery_discard")
    assert signals(s, "treachery_played") == [{"card": "arg-conscrits-1"}]
    before = len([c for c in s.zone("schemes@0") if game.cards[c].kind == "treachery"])
    s.answer(MYLADY, "draw-or-play-treachery", "draw")
    s.call("draw_or_play_treachery")
    assert len([c for c in s.zone("schemes@0") if game.cards[c].kind == "treachery"]) == before + 1


# ------------------------------------------------------------------------------------------------ II - Musketiere
def test_seed000_ii_kampfunfaehig_only_stands_up_and_draws(game):
    s = table(game).set("knocked_out", 1, player=PORTHOS).set("wounds", 5, player=PORTHOS)
    hand = len(s.zone("hand@4"))
    turn(s, PORTHOS)
    assert s.counter("knocked_out", PORTHOS) == 0 and s.counter("wounds", PORTHOS) == 0
    assert len(s.zone("hand@4")) == hand + 1
    assert not s.asked  # no action was offered


def test_seed002_faq_conscrits_spare_knocked_out_musketeers(game):
    s = table(game).set("action_penalty", 1).set("knocked_out", 1, player=ATHOS)
    turn(s, ATHOS)
    assert s.counter("knocked_out", ATHOS) == 0 and len(s.zone("hand@3")) == 1


def test_seed000_ii_three_actions_then_the_turn_ends(game):
    s = table(game)
    for _ in range(3):
        s.answer(ATHOS, "choose-action", "draw")
    turn(s, ATHOS)
    assert len(s.zone("hand@3")) == 3
    assert actions_asked(s) == 3


def test_seed000_ii_conscrits_one_action_fewer(game):
    s = table(game).set("action_penalty", 1)
    s.answer(ATHOS, "choose-action", "draw").answer(ATHOS, "choose-action", "draw")
    turn(s, ATHOS)
    assert actions_asked(s) == 2


def test_seed000_ii_musketiere_in_the_order_they_choose(game):
    """Through the procedure of the phase: the first musketeer still waiting picks who acts next; each finishes
    his actions first."""
    s = table(game).set("actions_per_round", 1)
    s.answer(DARTAGNAN, "next-musketeer", PORTHOS).answer(PORTHOS, "choose-action", "end")
    s.answer(DARTAGNAN, "next-musketeer", ATHOS).answer(ATHOS, "choose-action", "end")
    s.answer(DARTAGNAN, "next-musketeer", DARTAGNAN).answer(DARTAGNAN, "choose-action", "end")
    s.answer(ARAMIS, "choose-action", "end")
    s.call("musketeer_turns")
    assert [(p, d) for p, d in s.prompts() if d == "choose-action"] == [(PORTHOS, "choose-action"),
           (ATHOS, "choose-action"), (DARTAGNAN, "choose-action"), (ARAMIS, "choose-action")]


def test_seed000_ii_bewegung_only_white_places(game):
    s = table(game)
    moves = {v[1].name for v in menu(s, ATHOS) if isinstance(v, tuple) and v[0] == "move"}
    assert "mylady_house" not in moves and "bastille" not in moves and "vieux_colombier" not in moves  # he is there
    assert {"paris", "louvre", "la_rochelle", "richelieu", "quest"} <= moves


def test_seed000_richelieu_mylady_absent_sends_to_bastille_and_ends_turn(game):
    s = hide_mylady_at(table(game), "loc-paris")
    s.answer(ATHOS, "choose-action", ("move", Z("richelieu")))
    turn(s, ATHOS)
    assert "musk-athos" in s.zone("bastille")
    assert s.counter("jailed", ATHOS) == 2
    assert actions_asked(s) == 1


def test_seed000_richelieu_finds_mylady_who_loses_her_action(game):
    s = hide_mylady_at(table(game), "loc-richelieu")
    s.answer(ATHOS, "choose-action", ("move", Z("richelieu"))).answer(ATHOS, "choose-action", "end")
    turn(s, ATHOS)
    assert "musk-athos" in s.zone("richelieu")  # the rule applies to Athos too
    assert s.counter("mylady_found") == 1 and s.zone("shown_location") == ["loc-richelieu"]
    hand = len(s.zone("schemes@0"))
    s.call("mylady_location_action")
    assert len(s.zone("schemes@0")) == hand and s.asked[-1].prompt == "choose-action"  # found: nothing for her


def test_seed002_faq_richelieu_a_musketeer_starting_there_must_leave(game):
    s = hide_mylady_at(table(game), "loc-richelieu").put("richelieu", "musk-athos")
    s.answer(ATHOS, "choose-action", ("move", Z("paris")))
    s.call("musketeer_action", ATHOS, True)
    options = option_values(s.asked[0])
    assert options and all(v[0] == "move" for v in options) and ("move", Z("richelieu")) not in options
    assert len(options) == 5  # every white place but Richelieu itself
    # 'Il doit obligatoirement quitter ce lieu': on horseback too, for no action (then his three actions follow).
    s = hide_mylady_at(table(game), "loc-richelieu").put("richelieu", "musk-athos").put("gear@3", "eq-horse-1")
    s.answer(ATHOS, "choose-action", ("ride", Z("paris"))).answer(ATHOS, "choose-action", "end")
    s.call("musketeer_turn", ATHOS)
    first = option_values(s.asked[0])
    assert ("ride", Z("paris")) in first and ("move", Z("paris")) in first and "draw" not in first
    assert "musk-athos" in s.zone("paris") and s.counter("horse_used", ATHOS) == 1
    assert "draw" in option_values(s.asked[1])  # left for free: his actions follow


def test_seed000_bastille_bribe_costs_one_gold_then_two_actions(game):
    s = table(game).put("bastille", "musk-athos").set("jailed", 1, player=ATHOS).set("gold", 3)
    assert not [v for v in menu(s, ATHOS) if isinstance(v, tuple) and v[0] in ("move", "ride")]
    s.set("turn_over", 0, player=ATHOS)
    s.answer(ATHOS, "choose-action", ("act", "act-bastille-bribe"))
    s.answer(ATHOS, "choose-action", "draw").answer(ATHOS, "choose-action", "draw")
    turn(s, ATHOS)
    assert "musk-athos" in s.zone("vieux_colombier") and s.counter("gold") == 2
    assert len(s.zone("hand@3")) == 2


def test_seed000_bastille_break_out_to_vieux_colombier_whatever_the_duel(game):
    s = table(game).put("bastille", "musk-athos").set("jailed", 1, player=ATHOS)
    s.force_dice("blue", "sword", "lily", "shield").force_dice("red", "sword", "sword", "shield")  # one red sword gets through
    s.answer(ATHOS, "choose-action", ("act", "act-bastille-break")).answer(ATHOS, "choose-action", "end")
    turn(s, ATHOS)
    assert "musk-athos" in s.zone("vieux_colombier")
    assert s.counter("wounds", ATHOS) == 1 and s.counter("jailed", ATHOS) == 0


def test_seed000_bastille_knocked_out_breaking_out_stands_up_and_his_turn_ends(game):
    s = table(game).put("bastille", "musk-athos").set("jailed", 1, player=ATHOS).set("wounds", 2, player=ATHOS)
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    s.answer(ATHOS, "choose-action", ("act", "act-bastille-break"))
    turn(s, ATHOS)
    assert "musk-athos" in s.zone("vieux_colombier") and s.counter("knocked_out", ATHOS) == 0
    assert s.counter("wounds", ATHOS) == 0 and len(s.zone("hand@3")) == 1 and actions_asked(s) == 1


def test_seed000_ii_verstaerkung_at_most_three_cards_bassompierre_counts(game):
    s = table(game).put("hand@2", "combat-1", "combat-2")
    assert ("act", "act-rochelle-reinforce") in menu(s, ARAMIS)
    s.answer(ARAMIS, "choose-action", ("act", "act-rochelle-reinforce")).answer(ARAMIS, "reinforce-with", "combat-2")
    s.set("turn_over", 0, player=ARAMIS).call("musketeer_action", ARAMIS, False)
    assert s.zone("rochelle_cards") == ["combat-2"] and s.result == 1
    s.put("rochelle_cards", "combat-3", "person-bassompierre")
    assert ("act", "act-rochelle-reinforce") not in menu(s, ARAMIS)


def test_seed000_ii_personenkarte_anywhere_bassompierre_takes_a_rochelle_place(game):
    s = table(game).put("hand@1", "person-bassompierre")
    assert ("person", "person-bassompierre") in menu(s, DARTAGNAN)  # d'Artagnan is in Paris
    s.call("play_person", DARTAGNAN, "person-bassompierre")
    assert s.zone("rochelle_cards") == ["person-bassompierre"]
    s.put("hand@1", "person-buckingham").put("rochelle_cards", "combat-1", "combat-2", "combat-3")
    s.put("hand@1", "person-bassompierre")  # back in hand, and La Rochelle full now
    assert ("person", "person-bassompierre") not in menu(s, DARTAGNAN)


def test_seed000_ii_austausch_only_at_the_same_place(game):
    s = table(game).put("louvre", "musk-athos")
    options = menu(s, ATHOS)
    assert ("exchange", PORTHOS) in options and ("exchange", DARTAGNAN) not in options  # Porthos at the Louvre
    s.set("no_exchange", 1)  # Getrennt
    assert not [v for v in menu(s, ATHOS) if isinstance(v, tuple) and v[0] == "exchange"]


def test_seed000_ii_austausch_cards_and_equipment_never_upgrades(game):
    s = table(game).put("louvre", "musk-athos").put("hand@3", "combat-1").put("gear@3", "eq-pistol-1", "eq-skill-charm-1")
    s.answer(ATHOS, "exchange-give", "combat-1").answer(ATHOS, "exchange-take")
    s.answer(ATHOS, "exchange-give-gear", "eq-pistol-1")
    s.call("exchange", ATHOS, PORTHOS)
    assert "combat-1" in s.zone("hand@4") and "eq-pistol-1" in s.zone("gear@4")
    offered = [o.value for d in s.asked if d.prompt == "exchange-give-gear" for o in d.options]
    assert "eq-skill-charm-1" not in offered and "eq-skill-charm-1" in s.zone("gear@3")
    assert "exchange-take-gear" not in prompts(s)  # Porthos owned no equipment to hand over


def test_seed002_faq_echanges_equipment_between_two_full_boards(game):
    """FAQ 'Échanges': as much equipment as they wish, both ways. With every equipment square full on both sides
    a token goes over only in exchange: Athos hands his horse for Porthos's Toledo blade."""
    s = table(game).put("louvre", "musk-athos").put("gear@3", "eq-pistol-1", "eq-cuirass-1", "eq-horse-1")
    s.put("gear@4", "eq-pistol-2", "eq-cuirass-2", "eq-toledo-1")
    s.answer(ATHOS, "exchange-give").answer(ATHOS, "exchange-take")
    s.answer(ATHOS, "exchange-give-gear", "eq-horse-1").answer(ATHOS, "exchange-take-gear", "eq-toledo-1")
    s.call("exchange", ATHOS, PORTHOS)
    assert sorted(s.zone("gear@3")) == ["eq-cuirass-1", "eq-pistol-1", "eq-toledo-1"]
    assert sorted(s.zone("gear@4")) == ["eq-cuirass-2", "eq-horse-1", "eq-pistol-2"]
    take = next(d for d in s.asked if d.prompt == "exchange-take-gear")
    assert (take.min, [o.value for o in take.options]) == (1, ["eq-toledo-1"])  # one must come back, never two alike
    give = next(d for d in s.asked if d.prompt == "exchange-give-gear")
    assert [o.value for o in give.options] == ["eq-horse-1"]  # Porthos owns a pistol and a cuirass already


def test_seed000_ii_ausruesten_two_tokens_never_two_alike(game):
    s = table(game).set("gold", 20)
    s.answer(ATHOS, "buy-token", ("buy", "eq-pistol-1")).answer(ATHOS, "buy-token", ("buy", "eq-cuirass-1"))
    s.call("equip", ATHOS)
    assert set(s.zone("gear@3")) == {"eq-pistol-1", "eq-cuirass-1"}
    second_offer = [v[1] for v in option_values(s.asked[1]) if isinstance(v, tuple)]
    assert not any(game.cards[c].stats["item"] == "pistol" for c in second_offer)
    assert s.counter("gold") == 20 - 3 - 3


def test_seed000_ii_ausruesten_limited_stock(game):
    s = table(game).set("gold", 20).put("gear@1", "eq-pistol-1").put("gear@2", "eq-pistol-2")
    offer = s.call("purchases", ATHOS).result
    assert not any(game.cards[c].stats["item"] == "pistol" for c in offer)  # only two pistols in the game


def test_seed000_ii_ausruesten_full_squares_give_one_up(game):
    """Three equipment squares (authored): a fourth piece of equipment takes the place of one he gives up."""
    s = table(game).set("gold", 20).put("gear@3", "eq-pistol-1", "eq-cuirass-1", "eq-toledo-1")
    s.answer(ATHOS, "buy-token", ("buy", "eq-horse-1")).answer(ATHOS, "replace-token", "eq-toledo-1")
    s.answer(ATHOS, "buy-token", "done")
    s.call("equip", ATHOS)
    assert set(s.zone("gear@3")) == {"eq-pistol-1", "eq-cuirass-1", "eq-horse-1"} and "eq-toledo-1" in s.zone("removed")


def test_seed000_zusaetzliche_faehigkeiten_two_squares_a_third_replaces_one(game):
    """'Die Musketiere 7) Zusätzliche Fähigkeiten': two squares for improved skills; a third one bought takes the
    place of one he gives up (out of the game)."""
    s = table(game).put("gear@3", "eq-skill-charm-1", "eq-skill-bravery-1").put("hand@3", "combat-1")
    s.answer(ATHOS, "buy-token", ("buy", "eq-skill-education-1")).answer(ATHOS, "pay-with-card", "combat-1")
    s.answer(ATHOS, "replace-token", "eq-skill-charm-1").answer(ATHOS, "buy-token", "done")
    s.call("equip", ATHOS)
    assert set(s.zone("gear@3")) == {"eq-skill-bravery-1", "eq-skill-education-1"}
    assert "eq-skill-charm-1" in s.zone("removed") and "replace-token" in prompts(s)


def test_seed000_spielmaterial_card_counts(game):
    """'Spielmaterial' and 'Die Musketiere': 24 skill cards (6 of each skill), 16 combat cards (3 of them double),
    7 persons, 12 adversaries, 5 ambushes, 15 Arglist cards, 6 Paris and 8 Louvre cards."""
    from collections import Counter

    kinds = Counter(card.kind for card in game.cards.values())
    skills = Counter(card.stats["skill"] for card in game.cards.values() if card.kind == "skill_card")
    doubles = [c for c in game.cards.values() if c.kind == "combat_card" and c.stats.get("dice", 1) == 2]
    assert (kinds["skill_card"], kinds["combat_card"], kinds["person"]) == (24, 16, 7) and set(skills.values()) == {6}
    assert len(doubles) == 3
    assert (kinds["adversary"], kinds["ambush"], kinds["treachery"], kinds["paris"], kinds["louvre"]) == (12, 5, 15, 6, 8)


def test_seed000_ii_ziehen_a_card_drawn_from_an_empty_deck_comes_from_the_shuffled_discards(game):
    """'II 3) Eine Abenteuerkarte ziehen': with the adventure deck empty, the discards are shuffled into a new deck
    and the card comes from it (one action)."""
    s = table(game)
    for card in list(s.zone("adventure_deck")):
        s.put("adventure_discard", card)
    s.answer(ATHOS, "choose-action", "draw")
    s.call("musketeer_action", ATHOS, False)
    assert s.result == 1 and len(s.zone("hand@3")) == 1 and s.zone("adventure_discard") == []
    assert any(e.kind == "shuffled" for e in s.ctx.log)


def test_seed000_bastille_break_out_with_equipment(game):
    """'Die Bastille verlassen': breaking out is a duel with the guard, fought with the musketeer's equipment: the
    same dice beat him with a pistol (its sword) and not without."""
    for gear, beaten in (((), False), (("eq-pistol-1",), True)):
        s = table(game).put("bastille", "musk-athos").set("jailed", 1, player=ATHOS)
        if gear:
            s.put("gear@3", *gear)
        s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "sword", "sword")
        s.answer(ATHOS, "choose-action", ("act", "act-bastille-break")).answer(ATHOS, "choose-action", "end")
        s.call("musketeer_turn", ATHOS)
        assert [e["beaten"] for e in signals(s, "duel_ended")] == [beaten]


def test_seed000_heilsalbe_heals_two_at_once_and_is_not_kept(game):
    s = table(game).set("gold", 20).set("wounds", 2, player=ATHOS)
    s.answer(ATHOS, "buy-token", ("buy", "eq-balm-1")).answer(ATHOS, "buy-token", "done")
    s.call("equip", ATHOS)
    assert s.counter("wounds", ATHOS) == 0 and "eq-balm-1" in s.zone("removed")
    assert signals(s, "token_bought") == [{"musketeer": ATHOS, "token": "eq-balm-1"}]


def test_seed000_vollblueter_one_free_move_a_round(game):
    s = table(game).put("gear@3", "eq-horse-1")
    s.answer(ATHOS, "choose-action", ("ride", Z("paris"))).answer(ATHOS, "choose-action", "draw")
    s.answer(ATHOS, "choose-action", "draw").answer(ATHOS, "choose-action", "draw")
    turn(s, ATHOS)
    assert "musk-athos" in s.zone("paris") and len(s.zone("hand@3")) == 3  # the ride cost no action
    assert not [v for v in option_values(s.asked[-1]) if isinstance(v, tuple) and v[0] == "ride"]  # once a round


def test_seed002_faq_competence_amelioree_costs_any_adventure_card(game):
    s = table(game).set("gold", 0).put("hand@3", "skill-charm-1")
    offer = s.call("purchases", ATHOS).result
    skills = [c for c in offer if game.cards[c].stats["item"] == "skill"]
    assert skills and all(game.cards[c].stats["pays_with"] != "gold" for c in offer)
    s.answer(ATHOS, "buy-token", ("buy", skills[0])).answer(ATHOS, "pay-with-card", "skill-charm-1")
    s.call("equip", ATHOS)
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
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.put("hand@4", "skill-bravery-1")
    s.answer(PORTHOS, "commit-skill-cards")
    s.call("mission_challenge", PORTHOS, "louvre")
    assert s.card_counter("rochefort", "wounds") == 1 and s.counter("wounds", PORTHOS) == 1
    assert "rochefort" in s.zone("mylady_side") and s.zone("shown_location") == ["loc-louvre"]
    assert "commit-skill-cards" in prompts(s)  # the interrupted challenge goes on
    assert signals(s, "rochefort_interrupts") == [{"musketeer": PORTHOS, "place": Z("louvre")}]


def test_seed000_rochefort_mylady_may_keep_him_back(game):
    """'kann sie versuchen' / FAQ 'Oubli': Mylady may stay hidden; the action goes on, and she may still send
    Rochefort against the next action tried there."""
    s = louvre_ready(game)
    s.answer(MYLADY, "send-rochefort", "hide")
    s.put("hand@4", "skill-bravery-1").answer(PORTHOS, "commit-skill-cards")
    s.call("mission_challenge", PORTHOS, "louvre")
    assert "rochefort" in s.zone("mylady_side") and s.zone("secret_location") == ["loc-louvre"]
    assert s.counter("mylady_revealed") == 0 and "commit-skill-cards" in prompts(s)
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    s.call("rochefort_blocks", PORTHOS, "louvre")
    assert s.result is True and "rochefort" in s.zone("louvre")


def test_seed002_faq_rochefort_untouched_stays_and_the_action_is_lost(game):
    s = louvre_ready(game)
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "shield", "lily", "lily").force_dice("red", "sword", "sword", "shield")  # one sword gets through
    s.put("hand@4", "skill-bravery-1")
    s.call("mission_challenge", PORTHOS, "louvre")
    assert "rochefort" in s.zone("louvre") and s.counter("wounds", PORTHOS) == 1
    assert "commit-skill-cards" not in prompts(s)  # the challenge itself never happened
    # The next musketeer who tries there meets him again, with no new reveal; a draw also costs the action.
    s.put("louvre", "musk-dartagnan")
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "shield", "shield").force_dice("red", "shield", "shield")
    s.force_dice("blue", "shield").force_dice("red", "shield")
    s.call("rochefort_blocks", DARTAGNAN, "louvre")
    assert s.result is True and "rochefort" in s.zone("louvre")
    assert prompts(s).count("send-rochefort") == 1


def test_seed000_rochefort_never_interrupts_athos(game):
    s = louvre_ready(game).put("louvre", "musk-athos")
    s.answer(ATHOS, "commit-skill-cards")
    s.call("mission_challenge", ATHOS, "louvre")
    assert "rochefort" in s.zone("mylady_side") and s.counter("mylady_revealed") == 0
    assert "send-rochefort" not in prompts(s)


def test_seed000_rochefort_athos_does_not_shield_the_others(game):
    """'Athos beschützt sie nicht': Mylady never sends Rochefort against Athos, but the next musketeer acting at her
    hiding place is asked about, and met by, Rochefort as usual."""
    s = louvre_ready(game).put("louvre", "musk-athos")
    s.answer(ATHOS, "commit-skill-cards")
    s.call("mission_challenge", ATHOS, "louvre")
    assert "send-rochefort" not in prompts(s) and s.counter("mylady_revealed") == 0
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    s.call("mission_challenge", PORTHOS, "louvre")
    assert prompts(s).count("send-rochefort") == 1 and "rochefort" in s.zone("louvre")


def test_seed000_rochefort_interrupts_the_successes_of_a_paris_card(game):
    """'Rochefort' (and 'Paris: Aktion von Mylady'): he may step in when a musketeer tries to score the successes
    a Paris card asks (the Mousetrap); not hit, he stays and the roll for the successes is lost (the action spent)."""
    s = hide_mylady_at(table(game), "loc-paris").put("paris_mission", "paris-mausefalle").put("paris", "musk-dartagnan")
    s.answer(DARTAGNAN, "choose-action", "successes").answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    s.call("musketeer_action", DARTAGNAN, False)
    assert s.result == 1 and prompts(s) == ["choose-action", "send-rochefort"]
    assert "rochefort" in s.zone("paris") and s.card_counter("rochefort", "wounds") == 0
    assert s.counter("constance") == 0 and [d for d, _ in rolled(s)] == ["blue", "red"]  # only the duel's dice


def test_seed000_hinterhalte_kurtisane_leaves_when_her_challenge_is_met(game):
    """'Hinterhalte': the courtesan is removed once overcome (her challenge met); a failed challenge leaves her."""
    for cards, gone in ((("skill-charm-1", "skill-charm-2"), True), (("skill-charm-1",), False)):
        s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "amb-kurtisane")
        s.put("hand@4", *cards).answer(PORTHOS, "commit-skill-cards", *cards)
        s.call("overcome_ambush", PORTHOS, "louvre", "amb-kurtisane")
        assert ("amb-kurtisane" in s.zone("removed")) is gone and (s.zone("louvre_foes") == []) is gone


def test_seed000_hinterhalte_erzfeind_leaves_when_beaten(game):
    """'Hinterhalte': the arch-enemy is removed once beaten in a duel (never back to Mylady's hand); not beaten,
    he stays and the musketeer takes his wound."""
    s = table(game).put("paris_mission", "paris-vermisst").put("paris_foes", "amb-erzfeind")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.call("overcome_ambush", DARTAGNAN, "paris", "amb-erzfeind")
    assert "amb-erzfeind" in s.zone("removed") and "amb-erzfeind" not in s.zone("schemes@0")
    s = table(game).put("paris_mission", "paris-vermisst").put("paris_foes", "amb-erzfeind")
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    s.call("overcome_ambush", DARTAGNAN, "paris", "amb-erzfeind")
    assert s.zone("paris_foes") == ["amb-erzfeind"] and s.counter("wounds", player=DARTAGNAN) == 1


def test_seed000_rochefort_not_for_ambushes(game):
    s = louvre_ready(game).put("louvre_foes", "amb-kurtisane")
    s.answer(PORTHOS, "commit-skill-cards")
    s.call("overcome_ambush", PORTHOS, "louvre", "amb-kurtisane")
    assert "rochefort" in s.zone("mylady_side") and "send-rochefort" not in prompts(s)


def test_seed000_rochefort_knocked_out_gives_one_for_all_once(game):
    s = louvre_ready(game).set("wounds", 4, card="rochefort")
    s.answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.call("rochefort_blocks", PORTHOS, "louvre")
    assert s.call("rochefort_up").result is False
    assert s.zone("one_for_all@4") == ["one-for-all-rochelle"] and s.counter("one_for_all_won") == 1
    s.set("wounds", 4, card="rochefort").put("louvre_mission", "louvre-spielschulden").set("mylady_revealed", 0)
    s.put("secret_location", "loc-louvre").answer(MYLADY, "send-rochefort", "send")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "sword")
    s.call("rochefort_blocks", PORTHOS, "louvre")
    assert s.zone("one_for_all@4") == ["one-for-all-rochelle"]  # only once a game


# ------------------------------------------------------------------------------------------------ missions
def test_seed000_louvre_reward_with_the_challenge_and_two_heroism_on_top_squares(game):
    s = louvre_ready(game, secret="loc-paris")
    s.put("hand@4", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    following = s.zone("louvre_deck")[-1]
    gold = s.counter("gold")
    need = 7 - game.cards["musk-porthos"].stats["bravery"]
    s.answer(PORTHOS, "commit-skill-cards", *[f"skill-bravery-{i}" for i in range(1, need + 1)])
    one_card = {1: "adv-lubin", 2: "adv-brisemont", 3: "adv-cavois"}[game.cards[following].stats["value"]]
    s.answer(MYLADY, "place-foes", one_card)  # the next mission comes at once, with its foes
    s.call("mission_challenge", PORTHOS, "louvre")
    assert s.counter("gold") == gold + game.cards["louvre-giftaffaere"].stats["gold"]
    assert "louvre-giftaffaere" in s.zone("removed")  # no adversaries: the mission is done
    assert s.counter("heroism") == game.cards["louvre-giftaffaere"].stats["heroism"] + 2
    assert s.zone("louvre_mission") == [following] and signals(s, "mission_done") == [{"mission": "louvre-giftaffaere"}]


@pytest.mark.parametrize("marker, bonus", [(0, 2), (1, 2), (2, 0)])
def test_seed000_louvre_heldenmarke_only_on_the_two_upper_squares(game, marker, bonus):
    """'Der Louvre-Palast: Heldenmarke': a mission done while the Louvre marker is still on one of the two upper
    squares gives two heroism tokens besides its reward; on the third square it gives none."""
    s = louvre_ready(game, secret="loc-paris").set("louvre_marker", marker)
    s.put("hand@4", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-bravery-4", "skill-bravery-5")
    following = s.zone("louvre_deck")[-1]
    need = 7 - game.cards["musk-porthos"].stats["bravery"]
    s.answer(PORTHOS, "commit-skill-cards", *[f"skill-bravery-{i}" for i in range(1, need + 1)])
    s.answer(MYLADY, "place-foes", {1: "adv-lubin", 2: "adv-brisemont", 3: "adv-cavois"}[game.cards[following].stats["value"]])
    s.call("mission_challenge", PORTHOS, "louvre")
    assert "louvre-giftaffaere" in s.zone("removed")
    assert s.counter("heroism") == game.cards["louvre-giftaffaere"].stats["heroism"] + bonus


def test_seed000_louvre_mission_failed_at_the_bottom_replaced_at_once(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").put("louvre_foes", "adv-lubin").set("louvre_marker", 2)
    top = s.zone("louvre_deck")[-1]
    s.answer(MYLADY, "place-foes", {1: "adv-boisrenard", 2: "adv-brisemont", 3: "adv-cavois"}[game.cards[top].stats["value"]])
    queen = s.counter("queen")
    s.call("louvre_step")
    assert s.counter("queen") == queen + 2
    assert "louvre-giftaffaere" in s.zone("removed") and "adv-lubin" in s.zone("schemes@0")
    assert s.zone("louvre_mission") == [top] and s.counter("louvre_marker") == 0
    assert signals(s, "mission_failed") == [{"mission": "louvre-giftaffaere"}]


def test_seed002_faq_louvre_marker_always_moves_and_third_square_costs_honour(game):
    s = table(game).put("louvre_mission", "louvre-giftaffaere").set("louvre_marker", 1)
    s.call("louvre_step")
    assert s.counter("louvre_marker") == 2 and s.counter("queen") == 1


def test_seed000_paris_penalty_every_round_end(game):
    s = table(game).put("paris_mission", "paris-vermisst")
    time = s.counter("time")
    s.run_step("end_of_round", "paris")
    assert s.counter("time") == time + 1


def test_seed000_paris_erfolg_die_entfuehrung_counts_mylady_successes(game):
    """Die Entführung: at the end of each round Mylady rolls 4 red dice; each sword is a success on the Constance
    track; the sixth strangles Constance and Mylady wins."""
    s = table(game).put("paris_mission", "paris-entfuehrung")
    s.force_dice("red", "sword", "sword", "shield", "sword")
    s.run_step("end_of_round", "paris")
    assert s.counter("constance") == 3
    s.force_dice("red", "sword", "sword", "sword", "shield")
    with pytest.raises(GameOver) as over:
        s.run_step("end_of_round", "paris")
    assert over.value.reason == "constance" and over.value.winners == [MYLADY]


def test_seed000_paris_erfolg_the_musketeers_roll_for_their_successes(game):
    """'Paris, Erfolg': on some Paris cards one of the two sides must score 6 successes on the Paris scale. The
    Mousetrap (authored) asks them of the musketeers: in Paris one rolls his blue dice, every sword is a success;
    the sixth fulfils the card (no game for Mylady), and it leaves the game."""
    s = table(game).put("paris_mission", "paris-mausefalle").put("paris", "musk-dartagnan")
    s.force_dice("blue", "sword", "shield", "sword")
    s.answer(DARTAGNAN, "choose-action", "successes")
    s.call("musketeer_action", DARTAGNAN, False)
    assert rolled(s) == [("blue", ("sword", "shield", "sword"))]
    assert s.counter("constance") == 2 and s.zone("paris_mission") == ["paris-mausefalle"]
    s.set("constance", 5).force_dice("blue", "lily", "sword", "lily")
    s.answer(DARTAGNAN, "choose-action", "successes")
    s.call("musketeer_action", DARTAGNAN, False)
    assert s.counter("constance") == 0 and "paris-mausefalle" in s.zone("removed")  # the card left; scale reset
    assert signals(s, "mission_done") == [{"mission": "paris-mausefalle"}]


def test_seed000_paris_erfolg_only_a_card_asking_the_musketeers_for_successes_offers_the_roll(game):
    """The roll is offered in Paris while the Mousetrap's successes are missing; never for Mylady's successes
    (Die Entführung), nor where the card lies not."""
    def offered(mission: str, place: str, constance: int = 0) -> bool:
        s = table(game).put("paris_mission", mission).put(place, "musk-dartagnan").set("constance", constance)
        s.answer(DARTAGNAN, "choose-action", "end")
        s.call("musketeer_action", DARTAGNAN, False)
        return any(v == "successes" or (isinstance(v, tuple) and v[0] == "successes") for v in option_values(s.asked[0]))

    assert offered("paris-mausefalle", "paris")
    assert not offered("paris-entfuehrung", "paris")
    assert not offered("paris-mausefalle", "louvre")


# ------------------------------------------------------------------------------------------------ III - La Rochelle
def test_seed000_la_rochelle_example_round_5_porthos_sacrifices(game):
    """Round 5: Mylady rolls 2 red dice, the musketeers 2 blue (two combat cards placed); one sword each; Porthos at
    La Rochelle gives a life to cancel her sword; the marker moves one square to the right."""
    s = table(game).set("time", 4).put("rochelle_cards", "combat-1", "combat-2").put("la_rochelle", "musk-porthos")
    s.put("paris", "musk-aramis")
    s.force_dice("red", "sword", "shield").force_dice("blue", "sword", "shield")
    s.answer(PORTHOS, "rochelle-sacrifice", "sacrifice")
    start = s.counter("rochelle")
    s.call("siege")
    assert s.counter("rochelle") == start + 1
    assert s.counter("wounds", PORTHOS) == 1
    assert s.forced_left("red") == [] and s.forced_left("blue") == []


def test_seed000_la_rochelle_swords_only_marker_moves_by_difference(game):
    s = table(game).set("time", 10).put("rochelle_cards", "combat-double-1").put("paris", "musk-aramis")
    s.force_dice("red", "sword", "sword", "sword", "shield").force_dice("blue", "lily", "shield")
    start = s.counter("rochelle")
    s.call("siege")
    assert s.counter("rochelle") == start - 3


def test_seed000_la_rochelle_bassompierre_one_die_and_never_more_than_six(game):
    s = table(game).put("rochelle_cards", "combat-double-1", "combat-double-2", "person-bassompierre")
    assert s.call("rochelle_blue_dice").result == 5
    s.put("rochelle_cards", "combat-double-3")
    assert s.call("rochelle_blue_dice").result == 6


def test_seed002_faq_renforts_with_four_dice_reroll_a_shield(game):
    s = table(game).set("time", 10).set("red_dice_bonus", 1).put("paris", "musk-aramis")
    s.force_dice("red", "sword", "sword", "shield", "shield", "sword")
    start = s.counter("rochelle")
    s.call("siege")
    assert s.counter("rochelle") == start - 3  # 2 swords + the rerolled shield turned sword


def test_seed000_la_rochelle_schwarzhaendler_adds_a_red_sword(game):
    s = table(game).set("time", 0).put("paris_mission", "paris-schwarzhaendler").put("paris", "musk-aramis")
    s.force_dice("red", "shield")
    start = s.counter("rochelle")
    s.call("siege")
    assert s.counter("rochelle") == start - 1 and s.counter("red_swords_bonus") == 1


def test_seed000_la_rochelle_rewards_are_paid_once(game):
    s = table(game).set("rochelle", 2)
    hand = len(s.zone("schemes@0"))
    advance(s, "rochelle", -1)
    assert len(s.zone("schemes@0")) == hand + 1
    advance(s, "rochelle", 1)
    advance(s, "rochelle", -1)
    assert len(s.zone("schemes@0")) == hand + 1  # not again


def test_seed000_mylady_location_la_rochelle_removes_one_card(game):
    s = hide_mylady_at(table(game), "loc-la-rochelle").put("rochelle_cards", "combat-1", "combat-double-1")
    s.answer(MYLADY, "remove-rochelle-card", "combat-double-1")
    s.call("mylady_location_action")
    assert s.zone("rochelle_cards") == ["combat-1"] and s.zone("shown_location") == ["loc-la-rochelle"]
    assert signals(s, "mylady_acts") == [{}]


def test_seed000_la_rochelle_belohnung_heroism_next_to_the_right_end_once(game):
    """'La Rochelle: Belohnung': the square next to the right end gives the musketeers one heroism token, once; a
    jump over it pays it too, with the One-for-all card of the right end."""
    s = table(game).set("rochelle", 6)
    advance(s, "rochelle", 1)
    assert s.counter("heroism") == 1
    advance(s, "rochelle", -1)
    advance(s, "rochelle", 1)
    assert s.counter("heroism") == 1  # not a second time
    s = table(game).set("rochelle", 6)
    advance(s, "rochelle", 2)
    assert s.counter("heroism") == 1 and s.zone("one_for_all@1") == ["one-for-all-rochelle"]


def test_seed000_la_rochelle_anmerkung_cards_stay_until_mylady_removes_them(game):
    """'La Rochelle', Anmerkung: the combat cards laid at La Rochelle stay there round after round (only Mylady's
    action there removes one); a tie moves the marker nowhere."""
    s = table(game).set("time", 4).put("rochelle_cards", "combat-1", "combat-2").put("paris", "musk-aramis")
    s.force_dice("red", "sword", "shield").force_dice("blue", "sword", "shield")
    start = s.counter("rochelle")
    s.call("siege")
    s.run_step("end_of_round", "reset")
    assert s.counter("rochelle") == start and s.zone("rochelle_cards") == ["combat-1", "combat-2"]


def test_seed000_la_rochelle_aktion_von_mylady_removes_a_combat_card_never_bassompierre(game):
    """'entfernt eine von den Spielern gelegte Kampfkarte': Bassompierre is a person card that only takes up one of
    the three places (FAQ 'Mr de Bassompierre'), so she is never offered him; with him alone there she removes
    nothing."""
    s = hide_mylady_at(table(game), "loc-la-rochelle").put("rochelle_cards", "person-bassompierre", "combat-1")
    s.answer(MYLADY, "remove-rochelle-card", "combat-1")
    s.call("mylady_location_action")
    asked = [d for d in s.asked if d.prompt == "remove-rochelle-card"]
    assert [option_values(d) for d in asked] == [["combat-1"]]
    assert s.zone("rochelle_cards") == ["person-bassompierre"]
    s = hide_mylady_at(table(game), "loc-la-rochelle").put("rochelle_cards", "person-bassompierre")
    s.call("mylady_location_action")
    assert s.zone("rochelle_cards") == ["person-bassompierre"] and s.asked == []


def test_seed000_mylady_location_house_takes_a_paris_card(game):
    s = hide_mylady_at(table(game), "loc-mylady-house")
    card = s.zone("paris_pile")[0]
    s.answer(MYLADY, "take-paris-card", card)
    s.call("mylady_location_action")
    assert card in s.zone("schemes@0")


def test_seed000_mylady_location_richelieu_pick_and_shuffle_or_draw_to_three(game):
    s = hide_mylady_at(table(game), "loc-richelieu")
    pick = s.zone("treachery_deck")[0]
    s.answer(MYLADY, "richelieu-action", "pick").answer(MYLADY, "pick-treachery", pick)
    s.call("mylady_location_action")
    assert pick in s.zone("schemes@0")
    assert any(e.kind == "shuffled" and e.zone == "treachery_deck" for e in s.ctx.log)
    s2 = hide_mylady_at(table(game), "loc-richelieu")
    s2.answer(MYLADY, "richelieu-action", "draw_to_three")
    s2.call("mylady_location_action")
    assert len([c for c in s2.zone("schemes@0") if game.cards[c].kind == "treachery"]) == 3


def test_seed000_richelieu_mylady_sees_the_arglist_cards_she_picks_from(game):
    """Through Game: at Richelieu Mylady picks a card she looks at in the pile (the FAQ's 'choisir'), not a blind
    pick among backs; the musketeers still do not see them."""
    g = Game(game, 5, seed=7)

    def chooser(decision):
        if decision.prompt == "choose-location":
            return (next(i for i, v in enumerate(decision.choices) if v[1] == "loc-richelieu"),)
        if decision.prompt == "choose-action":
            return (decision.choices.index("end"),)
        return None

    play_until(g, lambda g: g.pending() and g.pending()[0].prompt == "richelieu-action", chooser)
    answer(g, MYLADY, "pick")
    (decision,) = g.view(MYLADY)["pending"]
    assert decision["prompt"] == "pick-treachery"
    shown = [o["value"] for o in decision["options"]]
    assert shown and all(isinstance(v, str) and g.definition.cards[v].kind == "treachery" for v in shown)
    assert all(isinstance(c, dict) and c["id"] != "?" for c in g.view(MYLADY)["zones"]["treachery_deck"])
    assert isinstance(g.view(ATHOS)["zones"]["treachery_deck"], int)


# ------------------------------------------------------------------------------------------------ Spielende, One-for-all
@pytest.mark.parametrize("track, square, reason", [
    ("time", 12, "time"), ("rochelle", 0, "la_rochelle"), ("queen", 9, "queen"), ("constance", 6, "constance"),
])
def test_seed000_spielende_mylady_wins_on_each_track(game, track, square, reason):
    s = table(game).set(track, square - 1 if square else 1)
    with pytest.raises(GameOver) as over:
        advance(s, track, 1 if square else -1)
    assert over.value.reason == reason and over.value.winners == [MYLADY]


def test_seed000_einer_fuer_alle_holds_the_time_marker(game):
    s = table(game).set("time", 11).put("one_for_all@1", "one-for-all").put("paris_mission", "paris-vermisst")
    s.answer(DARTAGNAN, "one-for-all", "one-for-all").answer(DARTAGNAN, "one-for-all-use", "ofa_freeze")
    s.run_step("end_of_round", "time")
    assert s.counter("time") == 11 and "one-for-all" in s.zone("removed")
    assert option_values(s.asked[-1]) == ["ofa_freeze", "ofa_queen", "ofa_heroism"]
    s.run_step("end_of_round", "paris")  # Vermisst's extra step is held back too
    assert s.counter("time") == 11


@pytest.mark.parametrize("played_at, moved", [("round_start", 0), ("time", 1)])
def test_seed000_einer_fuer_alle_holds_back_sackgasse_only_from_the_start_of_the_round(game, played_at, moved):
    """'Wenn die Wirkung zu Beginn der Runde ausgelöst wird, hebt sie auch die Wirkung der Arglistkarte Sackgasse
    auf': played when the round starts, time stands still through Sackgasse too; played in phase IV it holds back
    only the usual step (and Vermisst's), and Sackgasse's step is still taken."""
    s = table(game).set("time", 3).put("one_for_all@1", "one-for-all")
    s.answer(DARTAGNAN, "one-for-all", "one-for-all").answer(DARTAGNAN, "one-for-all-use", "ofa_freeze")
    if played_at == "round_start":
        s.run_step("mylady", "round_start")
    s.put("schemes@0", "arg-sackgasse-1").answer(MYLADY, "draw-or-play-treachery", ("play", "arg-sackgasse-1"))
    s.call("draw_or_play_treachery")
    s.run_step("end_of_round", "time")
    assert "one-for-all" in s.zone("removed") and s.counter("time") == 3 + moved


def test_seed000_einer_fuer_alle_when_mylady_would_win_on_time(game):
    s = table(game).set("time", 11).put("one_for_all@2", "one-for-all")
    s.answer(ARAMIS, "one-for-all", "one-for-all").answer(ARAMIS, "one-for-all-use", "ofa_freeze")
    s.set("time_start", 11)
    advance(s, "time", 1)
    assert s.counter("time") == 11 and s.counter("time_frozen") == 1
    assert option_values(s.asked[-1]) == ["ofa_freeze"]  # only what can stop this win


def test_seed000_einer_fuer_alle_saves_the_queen(game):
    s = table(game).set("queen", 8).put("one_for_all@1", "one-for-all")
    s.answer(DARTAGNAN, "one-for-all", "one-for-all").answer(DARTAGNAN, "one-for-all-use", "ofa_queen")
    advance(s, "queen", 1)
    assert s.counter("queen") == 7


def test_seed000_einer_fuer_alle_two_heroism_tokens(game):
    """'Einer für alle': the card is worth two heroism tokens at any moment; played as tokens it gives both."""
    s = table(game).put("one_for_all@1", "one-for-all").set("heroism", 5)
    s.answer(DARTAGNAN, "one-for-all-use", "ofa_heroism")
    s.call("use_one_for_all", DARTAGNAN, "one-for-all", ["ofa_freeze", "ofa_queen", "ofa_heroism"])
    assert s.counter("heroism") == 7 and "one-for-all" in s.zone("removed")


def test_seed000_einer_fuer_alle_never_traded_for_tokens_the_supply_cannot_hold(game):
    """'Einer für alle': the supply of tokens is small (7), so the card need not be traded for tokens to count as
    two. With 6 tokens out it is not offered as tokens (one would be lost); held, it still pays two: spending 8
    takes the six tokens and the card, and spending 1 beyond the tokens leaves the card's second token on the
    quest."""
    s = table(game).put("one_for_all@1", "one-for-all").set("heroism", 6)
    s.answer(DARTAGNAN, "one-for-all-use", "ofa_freeze")
    s.call("use_one_for_all", DARTAGNAN, "one-for-all", ["ofa_freeze", "ofa_queen", "ofa_heroism"])
    assert option_values(s.asked[0]) == ["ofa_freeze", "ofa_queen"]
    s = table(game).put("one_for_all@1", "one-for-all").set("heroism", 6)
    assert s.call("heroism_available").result == 8
    s.call("spend_heroism", 8)
    assert s.counter("heroism") == 0 and "one-for-all" in s.zone("removed")
    s = table(game).put("one_for_all@1", "one-for-all")
    s.call("spend_heroism", 1)
    assert s.counter("heroism") == 1 and "one-for-all" in s.zone("removed")


def test_seed000_einer_fuer_alle_cannot_stop_la_rochelle(game):
    s = table(game).set("rochelle", 1).put("one_for_all@1", "one-for-all")
    with pytest.raises(GameOver):
        advance(s, "rochelle", -1)
    assert "one-for-all" in s.zone("one_for_all@1") and s.asked == []


def test_seed000_einer_fuer_alle_at_the_start_of_the_round(game):
    """Through Game (easier: the musketeers start with the card): the card is offered when the round starts, and
    time standing still from then holds the marker at the end of the round."""
    g = Game(mylady(("easier",)), 5, seed=11)
    play_until(g, lambda g: bool(g.pending()) and g.pending()[0].prompt == "one-for-all")
    assert g.state["round"] == 1 and g.state["step"] == "round_start"
    answer(g, DARTAGNAN, "one-for-all-rochelle")  # the top card of the supply
    answer(g, DARTAGNAN, "ofa_freeze")
    play_until(g, lambda g: g.state["round"] == 2)
    assert g.state["counters"]["time"] == 0 and "one-for-all-rochelle" in g.state["zones"]["removed"]


# ------------------------------------------------------------------------------------------------ whole rounds
def test_random_agents_play_many_rounds_without_engine_errors(game):
    from rulekit.sim import play_game

    for seed in range(12):
        outcome = play_game(game, 5, seed, ["random"] * 5)
        assert outcome.reason in ("time", "la_rochelle", "queen", "constance", "quest", "round_limit")
