"""Mylady und die Musketiere, seed 002 (FAQ), sections 'Duels' (Principes généraux, Bottes, Adversaires
spéciaux) and 'Équipement' (Pistolet, Lame de Tolède; the cuirass). The FAQ wins where it differs from the
rulebook. The real game's `fight` procedure with the real cards; every die is forced (no luck)."""
from __future__ import annotations

import pytest

from mylady_helpers import ATHOS, DARTAGNAN, PORTHOS, fight, mylady, rolled, signals
from rulekit.run.scenario import Scenario


@pytest.fixture(scope="module")
def game():
    return mylady()


def new(game) -> Scenario:
    return Scenario(game, 5)


# ------------------------------------------------------------------------------------------------ first blood
def test_seed002_faq_duels_first_blood_musketeer_hits_duel_ends(game):
    """Only the musketeer hits: the duel ends at once; Cavois (2 lives) is not eliminated by one wound."""
    s = new(game).put("hand@1", "combat-1", "combat-2").put("paris_foes", "adv-cavois")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1", "combat-2")
    s.force_dice("blue", "sword", "sword", "sword", "shield", "shield").force_dice("red", "shield", "shield", "sword", "sword")
    s.force_dice("blue", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")  # never rolled
    assert not fight(s, DARTAGNAN, "adv-cavois")
    assert len(rolled(s)) == 2 and len(s.forced_left("blue")) == 4
    assert s.card_counter("adv-cavois", "wounds") == 1 and s.zone("paris_foes") == ["adv-cavois"]
    assert s.counter("wounds", player=DARTAGNAN) == 0


def test_seed002_faq_duels_first_blood_foe_hits_duel_ends(game):
    s = new(game).put("paris_foes", "adv-brisemont")
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    s.force_dice("blue", "sword", "sword").force_dice("red", "shield", "shield")  # never rolled
    assert not fight(s, ATHOS, "adv-brisemont")
    assert len(rolled(s)) == 2 and s.counter("wounds", player=ATHOS) == 1
    assert s.zone("paris_foes") == ["adv-brisemont"]  # a new duel action is needed


def test_seed002_faq_duels_first_blood_both_hit_duel_ends(game):
    s = new(game)
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "sword", "shield", "sword")
    assert fight(s, ATHOS, "adv-brisemont")
    assert s.counter("wounds", player=ATHOS) == 2 and s.zone("removed") == ["adv-brisemont"]


def test_seed002_faq_duels_first_blood_nobody_hits_duel_ends_drawn(game):
    s = new(game)
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "sword").force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-brisemont")
    assert s.counter("wounds", player=ATHOS) == 0 and s.card_counter("adv-brisemont", "wounds") == 0
    assert signals(s, "duel_ended") == [{"musketeer": ATHOS, "foe": "adv-brisemont", "beaten": False}]


# ------------------------------------------------------------------------------------------------ one side alone
def test_seed002_faq_duels_one_side_rolls_on_alone_until_it_hits(game):
    """Athos (3 dice) against Cavois (4): after three ties Athos has no die; Cavois rolls alone and hits."""
    s = new(game)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "sword")
    assert not fight(s, ATHOS, "adv-cavois")
    assert [(d, len(f)) for d, f in rolled(s)] == [("blue", 3), ("red", 4), ("blue", 2), ("red", 3), ("blue", 1), ("red", 2), ("red", 1)]
    assert s.counter("wounds", player=ATHOS) == 1


def test_seed002_faq_duels_one_side_rolls_alone_until_out_of_dice_drawn(game):
    s = new(game)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-cavois")
    assert s.counter("wounds", player=ATHOS) == 0 and s.card_counter("adv-cavois", "wounds") == 0


# ------------------------------------------------------------------------------------------------ Bottes
def test_seed002_faq_duels_both_thrusts_both_wounded(game):
    """Porthos's thrust (three shields) against Laffemas's (three shields): both take one wound."""
    s = new(game)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    assert fight(s, PORTHOS, "adv-laffemas")  # one wound is his only life
    assert s.counter("wounds", player=PORTHOS) == 1 and len(rolled(s)) == 2


def test_seed002_faq_duels_thrust_wounds_once_however_many_swords(game):
    """Bernajoux's thrust is three swords: it wounds Athos once, not three times, and Athos's shields do not
    parry it."""
    s = new(game).force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword")
    assert not fight(s, ATHOS, "adv-bernajoux")
    assert s.counter("wounds", player=ATHOS) == 1 and s.card_counter("adv-bernajoux", "wounds") == 0


def test_seed002_faq_duels_toledo_after_the_foes_thrust(game):
    """Laffemas's thrust succeeds; Porthos's Toledo blade rerolls his lily into the shield of his own thrust:
    both thrusts succeed, both take one wound."""
    s = new(game).put("gear@4", "eq-toledo-1")
    s.force_dice("blue", "shield", "shield", "lily").force_dice("red", "shield", "shield", "shield")
    s.answer(PORTHOS, "toledo-reroll", "lily").force_dice("blue", "shield")
    assert fight(s, PORTHOS, "adv-laffemas")
    (asked,) = s.asked
    assert [o.value for o in asked.options] == ["shield", "lily"] and asked.min == 0  # each face once, or none
    assert s.counter("wounds", player=PORTHOS) == 1 and s.zone("removed") == ["adv-laffemas"]


def test_seed002_faq_duels_toledo_after_the_foes_thrust_can_miss(game):
    s = new(game).put("gear@4", "eq-toledo-1")
    s.force_dice("blue", "shield", "shield", "lily").force_dice("red", "shield", "shield", "shield")
    s.answer(PORTHOS, "toledo-reroll", "lily").force_dice("blue", "sword")
    assert not fight(s, PORTHOS, "adv-laffemas")
    assert s.counter("wounds", player=PORTHOS) == 1 and s.card_counter("adv-laffemas", "wounds") == 0
    assert len(rolled(s)) == 3  # the duel ended with that roll


# ------------------------------------------------------------------------------------------------ Équipement
def test_seed002_faq_duels_pistol_first_roll_only(game):
    """Roll 1: the pistol's sword meets one of three shields (tie). Roll 2: a sword against a shield, no pistol
    any more: a tie again instead of a hit."""
    s = new(game).put("gear@3", "eq-pistol-1")
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "sword", "shield").force_dice("red", "shield", "sword")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-brisemont")
    assert s.card_counter("adv-brisemont", "wounds") == 0 and len(rolled(s)) == 6


def test_seed002_faq_duels_pistol_not_counted_for_thrusts(game):
    """Athos's thrust is three swords: two rolled swords and the pistol's are not a thrust."""
    s = new(game).put("gear@3", "eq-pistol-1")
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-brisemont")  # 3 swords against 3 shields: a tie, then ties to the end
    assert s.card_counter("adv-brisemont", "wounds") == 0


def test_seed002_faq_duels_cuirass_every_roll(game):
    s = new(game).put("gear@3", "eq-cuirass-1")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "lily").force_dice("red", "sword")
    assert not fight(s, ATHOS, "adv-laffemas")
    assert s.counter("wounds", player=ATHOS) == 0  # three rolls, each red sword stopped by the cuirass


def test_seed002_faq_duels_cuirass_does_not_stop_a_thrust(game):
    s = new(game).put("gear@4", "eq-cuirass-1")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    assert not fight(s, PORTHOS, "adv-laffemas")
    assert s.counter("wounds", player=PORTHOS) == 1


# ------------------------------------------------------------------------------------------------ Adversaires spéciaux
def test_seed002_faq_duels_vitray_armor_every_roll(game):
    s = new(game)
    s.force_dice("blue", "sword", "shield", "shield").force_dice("red", "sword", "sword")
    s.force_dice("blue", "sword", "shield").force_dice("red", "sword")
    s.force_dice("blue", "sword")
    assert not fight(s, ATHOS, "adv-vitray")  # each roll's one sword stopped by his armour
    assert s.card_counter("adv-vitray", "wounds") == 0 and s.counter("wounds", player=ATHOS) == 0


def test_seed002_faq_duels_vitray_armor_does_not_stop_a_thrust(game):
    s = new(game)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield")
    assert fight(s, ATHOS, "adv-vitray")


def test_seed002_faq_duels_jussac_wounds_even_on_a_tie(game):
    """Jussac's trigger on duel_ended wounds the musketeer whatever happened; the cuirass does not absorb it."""
    s = new(game).put("gear@3", "eq-cuirass-1").put("paris_foes", "adv-jussac")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-jussac")
    assert s.counter("wounds", player=ATHOS) == 1


def test_seed002_faq_duels_jussac_wounds_even_after_the_musketeers_thrust(game):
    s = new(game).put("paris_foes", "adv-jussac")
    gold = s.counter("gold")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ATHOS, "adv-jussac")
    assert s.counter("wounds", player=ATHOS) == 1 and s.zone("removed") == ["adv-jussac"]
    assert s.counter("gold") == gold + 1 and s.counter("heroism") == 1


def test_seed002_faq_duels_cavois_two_lives_survives_one_wound(game):
    s = new(game).put("paris_foes", "adv-cavois")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword", "sword")
    assert not fight(s, ATHOS, "adv-cavois")  # the thrust wounds him once: a new duel is needed
    assert s.card_counter("adv-cavois", "wounds") == 1 and s.zone("paris_foes") == ["adv-cavois"]
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword", "sword")
    assert fight(s, ATHOS, "adv-cavois")
    assert s.zone("removed") == ["adv-cavois"] and s.counter("wounds", player=ATHOS) == 0


def test_seed002_faq_duels_jussac_wound_can_knock_out_after_a_won_duel(game):
    s = new(game).set("wounds", 2, player=ATHOS).put("paris_foes", "adv-jussac")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ATHOS, "adv-jussac")  # Jussac beaten by the thrust, then his parting cut
    assert s.counter("knocked_out", player=ATHOS) == 1 and s.zone("vieux_colombier") == ["treville", "musk-athos"]
