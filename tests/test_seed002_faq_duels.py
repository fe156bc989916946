"""Mylady und die Musketiere, seed 002 (FAQ), sections 'Duels' (Principes généraux, Bottes, Adversaires
spéciaux) and 'Équipement' (Pistolet, Lame de Tolède; the cuirass). The FAQ wins where it differs from the
rulebook. Same minimal content as tests/test_seed000_duels.py; every die is forced (no luck)."""
from __future__ import annotations

import pytest

from rulekit.games.mylady.combat import DuelOutcome, Side, resolve_duel
from rulekit.run.decisions import Ask
from rulekit.run.scenario import Scenario
from test_seed000_duels import ATHOS, DARTAGNAN, PORTHOS, compile_mylady, duel_events, fight, rolls


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    return compile_mylady(tmp_path_factory.mktemp("mylady-faq") / "content")


def pure_duel(s: Scenario, blue: Side, red: Side, *toledo_answers: str) -> DuelOutcome:
    """resolve_duel alone, answering the Toledo question with the given faces (or "no")."""
    flow = resolve_duel(s.ctx, ATHOS, blue, red)
    answers = list(toledo_answers)
    reply = None
    while True:
        try:
            ask = flow.send(reply)
        except StopIteration as stop:
            assert answers == [], "a Toledo answer was not used"
            return stop.value
        assert isinstance(ask, Ask) and ask.decisions[0].prompt == "toledo-reroll"
        reply = {ATHOS: (answers.pop(0),)}


# ------------------------------------------------------------------------------------------------ first blood
def test_seed002_faq_duels_first_blood_musketeer_hits_duel_ends(game):
    """Only the musketeer hits: the duel ends at once; Cavois (2 lives) is not eliminated by one wound."""
    s = Scenario(game, 5).put("hand@1", "combat-1", "combat-2")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1", "combat-2")
    s.force_dice("blue", "sword", "sword", "sword", "shield", "shield").force_dice("red", "shield", "shield", "sword", "sword")
    s.force_dice("blue", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")  # never rolled
    assert not fight(s, DARTAGNAN, "cavois")
    assert len(rolls(s)) == 2 and len(s.forced_left("blue")) == 4
    assert s.card_counter("cavois", "wounds") == 1 and s.zone("paris_foes").count("cavois") == 1
    assert s.counter("wounds", player=DARTAGNAN) == 0


def test_seed002_faq_duels_first_blood_foe_hits_duel_ends(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    s.force_dice("blue", "sword", "sword").force_dice("red", "shield", "shield")  # never rolled
    assert not fight(s, ATHOS, "brisemont")
    assert len(rolls(s)) == 2 and s.counter("wounds", player=ATHOS) == 1
    assert s.zone("paris_foes").count("brisemont") == 1  # a new duel action is needed


def test_seed002_faq_duels_first_blood_both_hit_duel_ends(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "sword", "shield", "sword")
    assert fight(s, ATHOS, "brisemont")
    assert s.counter("wounds", player=ATHOS) == 2 and s.zone("removed") == ["brisemont"]


def test_seed002_faq_duels_first_blood_nobody_hits_duel_ends_drawn(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "sword").force_dice("red", "shield")
    assert not fight(s, ATHOS, "brisemont")
    assert s.counter("wounds", player=ATHOS) == 0 and s.card_counter("brisemont", "wounds") == 0
    assert duel_events(s, "duel_ended") == [{"musketeer": ATHOS, "foe": "brisemont", "beaten": False}]


# ------------------------------------------------------------------------------------------------ one side alone
def test_seed002_faq_duels_one_side_rolls_on_alone_until_it_hits(game):
    """Athos (3 dice) against Cavois (4): after three ties Athos has no die; Cavois rolls alone and hits."""
    s = Scenario(game, 5)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "sword")
    assert not fight(s, ATHOS, "cavois")
    assert [(d, len(f)) for d, f in rolls(s)] == [("blue", 3), ("red", 4), ("blue", 2), ("red", 3), ("blue", 1), ("red", 2), ("red", 1)]
    assert s.counter("wounds", player=ATHOS) == 1


def test_seed002_faq_duels_one_side_rolls_alone_until_out_of_dice_drawn(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield", "shield")
    s.force_dice("red", "shield")
    assert not fight(s, ATHOS, "cavois")
    assert s.counter("wounds", player=ATHOS) == 0 and s.card_counter("cavois", "wounds") == 0


# ------------------------------------------------------------------------------------------------ Bottes
def test_seed002_faq_duels_both_thrusts_both_wounded(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    assert fight(s, ATHOS, "la-houdiniere")  # one wound is his only life
    assert s.counter("wounds", player=ATHOS) == 1
    outcome = pure_duel(
        Scenario(game, 5).force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield", "shield"),
        Side(3, "blue", thrusts=(("shield", "shield", "shield"),)), Side(3, "red", thrusts=(("shield", "shield", "shield"),)),
    )
    assert outcome == DuelOutcome(1, 1, 1, musketeer_thrust=True, foe_thrust=True)


def test_seed002_faq_duels_thrust_wounds_once_however_many_swords(game):
    s = Scenario(game, 5).force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword")
    outcome = pure_duel(s, Side(3, "blue", thrusts=(("sword", "sword", "sword"),)), Side(3, "red", thrusts=(("sword", "sword", "sword"),)))
    assert (outcome.musketeer_wounds, outcome.foe_wounds, outcome.foe_thrust) == (1, 0, True)


def test_seed002_faq_duels_toledo_after_the_foes_thrust(game):
    """La Houdinière's thrust succeeds; Athos's Toledo blade rerolls his lily into the shield of his own thrust:
    both thrusts succeed, both take one wound."""
    s = Scenario(game, 5).put("gear@3", "toledo-1")
    s.force_dice("blue", "shield", "shield", "lily").force_dice("red", "shield", "shield", "shield")
    s.answer(ATHOS, "toledo-reroll", "lily").force_dice("blue", "shield")
    assert fight(s, ATHOS, "la-houdiniere")
    (asked,) = s.asked
    assert [o.value for o in asked.options] == ["lily", "shield", "no"]  # the face no thrust needs first
    assert s.counter("wounds", player=ATHOS) == 1 and s.zone("removed") == ["la-houdiniere"]


def test_seed002_faq_duels_toledo_after_the_foes_thrust_can_miss(game):
    s = Scenario(game, 5).force_dice("blue", "shield", "shield", "lily").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "sword")
    outcome = pure_duel(
        s, Side(3, "blue", thrusts=(("shield", "shield", "shield"),), toledo=True),
        Side(3, "red", thrusts=(("shield", "shield", "shield"),)), "lily",
    )
    assert outcome == DuelOutcome(1, 0, 1, musketeer_thrust=False, foe_thrust=True, toledo_used=True)


# ------------------------------------------------------------------------------------------------ Équipement
def test_seed002_faq_duels_pistol_first_roll_only(game):
    """Roll 1: the pistol's sword meets one of three shields (tie). Roll 2: a sword against a shield, no pistol
    any more: a tie again instead of a hit."""
    s = Scenario(game, 5).put("gear@3", "pistol-1")
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "sword", "shield").force_dice("red", "shield", "sword")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "brisemont")
    assert s.card_counter("brisemont", "wounds") == 0 and len(rolls(s)) == 6


def test_seed002_faq_duels_pistol_not_counted_for_thrusts(game):
    """Porthos's thrust is three swords: two rolled swords and the pistol's are not a thrust."""
    s = Scenario(game, 5).put("gear@4", "pistol-1")
    s.force_dice("blue", "sword", "sword", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, PORTHOS, "brisemont")  # 3 swords against 3 shields: a tie, then ties to the end
    assert s.card_counter("brisemont", "wounds") == 0


def test_seed002_faq_duels_cuirass_every_roll(game):
    s = Scenario(game, 5).put("gear@3", "cuirass-1")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "sword", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "lily").force_dice("red", "sword")
    assert not fight(s, ATHOS, "la-houdiniere")
    assert s.counter("wounds", player=ATHOS) == 0  # three rolls, each red sword stopped by the cuirass


def test_seed002_faq_duels_cuirass_does_not_stop_a_thrust(game):
    s = Scenario(game, 5).put("gear@3", "cuirass-1")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    assert not fight(s, ATHOS, "la-houdiniere")
    assert s.counter("wounds", player=ATHOS) == 1


# ------------------------------------------------------------------------------------------------ Adversaires spéciaux
def test_seed002_faq_duels_vitray_armor_every_roll(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "sword", "shield", "shield").force_dice("red", "sword", "sword")
    s.force_dice("blue", "sword", "shield").force_dice("red", "sword")
    s.force_dice("blue", "sword")
    assert not fight(s, ATHOS, "vitray")  # each roll's one sword stopped by his armour
    assert s.card_counter("vitray", "wounds") == 0 and s.counter("wounds", player=ATHOS) == 0


def test_seed002_faq_duels_vitray_armor_does_not_stop_a_thrust(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield")
    assert fight(s, ATHOS, "vitray")


def test_seed002_faq_duels_jussac_wounds_even_on_a_tie(game):
    """Jussac's trigger on duel_ended wounds the musketeer whatever happened; the cuirass does not absorb it."""
    s = Scenario(game, 5).put("gear@3", "cuirass-1")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield")
    s.force_dice("blue", "lily")
    assert not fight(s, ATHOS, "jussac")
    assert s.counter("wounds", player=ATHOS) == 1


def test_seed002_faq_duels_jussac_wounds_even_after_the_musketeers_thrust(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword")
    assert fight(s, ATHOS, "jussac")
    assert s.counter("wounds", player=ATHOS) == 1 and s.zone("removed") == ["jussac"]
    assert s.counter("gold") == 1 and s.counter("heroism") == 1


def test_seed002_faq_duels_cavois_two_lives_survives_one_wound(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword", "sword")
    assert not fight(s, ATHOS, "cavois")  # the thrust wounds him once: a new duel is needed
    assert s.card_counter("cavois", "wounds") == 1 and s.zone("paris_foes").count("cavois") == 1
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword", "sword")
    assert fight(s, ATHOS, "cavois")
    assert s.zone("removed") == ["cavois"] and s.counter("wounds", player=ATHOS) == 0


def test_seed002_faq_duels_jussac_wound_can_knock_out_after_a_won_duel(game):
    s = Scenario(game, 5).set("wounds", 2, player=ATHOS)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword")
    assert fight(s, ATHOS, "jussac")  # Jussac beaten by the thrust, then his parting cut
    assert s.counter("knocked_out", player=ATHOS) == 1 and s.zone("vieux_colombier") == ["musk-athos"]
