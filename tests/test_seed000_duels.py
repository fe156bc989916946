"""Mylady und die Musketiere, seed 000 (German rulebook), 'Spielprinzipien' 1) Herausforderungen and 2) Duelle,
'Sich ausrüsten' (Pistole, Kürass, Toledoklinge), Aramis, Rochefort and the quest's fixed-result foes.

The real game: the procedures `fight`, `duel` and `challenge` of content/games/mylady.yaml with the real cards,
run by Scenario.call. The worked examples are played with the rulebook's own dice (force_dice); every die is
forced (no luck)."""
from __future__ import annotations

import pytest

from mylady_helpers import ARAMIS, ATHOS, DARTAGNAN, PORTHOS, challenge, fight, mylady, prompts, rolled, signals
from rulekit.run.scenario import Scenario


@pytest.fixture(scope="module")
def game():
    return mylady()


def new(game) -> Scenario:
    """Five players; Aramis in Paris (his start, La Rochelle, is where his card trick is not allowed)."""
    return Scenario(game, 5).put("paris", "musk-aramis")


# ------------------------------------------------------------------------------------------------ 1) Herausforderungen
def test_seed000_herausforderungen_dartagnan_bravery_7_with_three_cards(game):
    """The example: bravery 4 + three bravery cards reaches 7; the cards go to the discard pile."""
    s = new(game).put("hand@1", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3", "skill-charm-1")
    s.answer(DARTAGNAN, "commit-skill-cards", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3")
    assert challenge(s, DARTAGNAN, "bravery", 7)
    (asked,) = s.asked
    assert [o.value for o in asked.options] == ["skill-bravery-1", "skill-bravery-2", "skill-bravery-3"]  # matching only
    assert asked.min == 0 and asked.max == 3
    assert s.zone("adventure_discard") == ["skill-bravery-1", "skill-bravery-2", "skill-bravery-3"]
    assert s.zone("hand@1") == ["skill-charm-1"]


def test_seed000_herausforderungen_too_few_cards_fails_and_discards_them(game):
    s = new(game).put("hand@1", "skill-bravery-1", "skill-bravery-2", "skill-bravery-3")
    s.answer(DARTAGNAN, "commit-skill-cards", "skill-bravery-1", "skill-bravery-2")
    assert not challenge(s, DARTAGNAN, "bravery", 7)
    assert s.zone("adventure_discard") == ["skill-bravery-1", "skill-bravery-2"]  # 'werden abgeworfen'


def test_seed000_herausforderungen_skill_value_alone(game):
    s = new(game)
    assert challenge(s, DARTAGNAN, "bravery", 4) and not challenge(s, DARTAGNAN, "bravery", 5)
    assert s.asked == []  # no matching card: nothing to ask


def test_seed000_aramis_adds_one_card_of_any_type_to_a_challenge_once_a_round(game):
    s = new(game).put("hand@2", "combat-1", "skill-charm-1", "combat-double-1")
    s.answer(ARAMIS, "aramis-skill-card", "combat-1")
    assert challenge(s, ARAMIS, "bravery", 3)  # bravery 2 + 1
    assert s.counter("aramis_used", player=ARAMIS) == 1 and s.zone("adventure_discard") == ["combat-1"]
    assert not challenge(s, ARAMIS, "bravery", 3)  # used this round: not asked again
    assert prompts(s) == ["aramis-skill-card"]


# ------------------------------------------------------------------------------------------------ 2) Duelle
def test_seed000_duelle_aramis_brisemont_thrust_ignores_foe_dice(game):
    """Aramis plays a double combat card (5 dice), rolls 3 lilies, 1 sword, 1 shield: his thrust lily lily lily
    beats Brisemont without looking at his 3 red dice."""
    s = new(game).put("hand@2", "combat-double-1").put("paris_foes", "adv-brisemont")
    s.answer(ARAMIS, "commit-combat-cards", "combat-double-1")
    s.force_dice("blue", "lily", "lily", "lily", "sword", "shield").force_dice("red", "sword", "sword", "sword")
    gold = s.counter("gold")
    assert fight(s, ARAMIS, "adv-brisemont")
    assert rolled(s) == [("blue", ("lily", "lily", "lily", "sword", "shield")), ("red", ("sword", "sword", "sword"))]
    assert s.counter("wounds", player=ARAMIS) == 0  # three red swords ignored
    assert s.zone("removed") == ["adv-brisemont"] and s.zone("adventure_discard") == ["combat-double-1"]
    assert s.counter("gold") == gold + 2 and s.counter("heroism") == 0  # 'Belohnung': his 2 gold
    assert signals(s, "duel_ended") == [{"musketeer": ARAMIS, "foe": "adv-brisemont", "beaten": True}]
    assert signals(s, "adversary_beaten") == [{"musketeer": ARAMIS, "foe": "adv-brisemont"}]


def test_seed000_duelle_geheimer_fechtstoss_ignores_foe_dice(game):
    s = new(game)  # Athos's thrust is three swords
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ATHOS, "adv-brisemont")
    assert s.counter("wounds", player=ATHOS) == 0


def test_seed000_duelle_foe_thrust_wins_whatever_the_swords(game):
    """A foe's thrust wins automatically (Laffemas: three shields): the musketeer loses one life even with swords
    to spare."""
    s = new(game).put("paris_foes", "adv-laffemas")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    assert not fight(s, DARTAGNAN, "adv-laffemas")
    assert s.counter("wounds", player=DARTAGNAN) == 1 and s.card_counter("adv-laffemas", "wounds") == 0
    assert s.zone("paris_foes") == ["adv-laffemas"]


def test_seed000_duelle_dartagnan_succeeds_with_either_thrust(game):
    """d'Artagnan keeps his printed thrust (lily lily sword) beside an improved one (shield shield lily)."""
    s = new(game).put("gear@1", "eq-thrust-2")
    s.force_dice("blue", "shield", "lily", "shield").force_dice("red", "sword", "sword", "sword")
    assert fight(s, DARTAGNAN, "adv-brisemont")
    s = new(game).put("gear@1", "eq-thrust-2")
    s.force_dice("blue", "lily", "sword", "lily").force_dice("red", "sword", "sword", "sword")
    assert fight(s, DARTAGNAN, "adv-brisemont")
    assert s.counter("wounds", player=DARTAGNAN) == 0


def test_seed000_duelle_improved_thrust_replaces_the_printed_one(game):
    """Athos with the improved thrust sword sword lily: his printed three swords no longer count."""
    s = new(game).put("gear@3", "eq-thrust-1")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "sword", "sword").force_dice("red", "shield", "shield")
    s.force_dice("blue", "sword").force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-brisemont")  # three swords parried by three shields, and so on to the end
    assert s.counter("wounds", player=ATHOS) == 0 and s.card_counter("adv-brisemont", "wounds") == 0


def test_seed000_duelle_andere_ergebnisse_swords_against_shields_lilies_nothing(game):
    """Each sword is cancelled by one of the other side's shields; lilies count nothing."""
    s = new(game).put("paris_foes", "adv-brisemont")
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "shield", "shield", "sword")
    assert not fight(s, PORTHOS, "adv-brisemont")
    assert s.counter("wounds", player=PORTHOS) == 1  # the red sword met no blue shield
    assert s.zone("paris_foes") == ["adv-brisemont"]  # both blue swords parried


def test_seed000_duelle_athos_ties_then_a_sword_wounds(game):
    """3 blue against 2 red: tie; 2 against 1: tie; 1 against none: a sword wounds the Handlanger."""
    s = new(game).put("paris_foes", "adv-handlanger")
    s.force_dice("blue", "shield", "sword", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "sword", "lily").force_dice("red", "shield")
    s.force_dice("blue", "sword")
    assert fight(s, ATHOS, "adv-handlanger")
    assert [len(faces) for _, faces in rolled(s)] == [3, 2, 2, 1, 1]  # the Handlanger has no die left to roll
    assert s.zone("schemes@0") == ["adv-handlanger"]  # 'Der Handlanger kehrt immer in die Hand von Mylady zurück'
    assert s.card_counter("adv-handlanger", "wounds") == 0  # it comes back unhurt


def test_seed000_duelle_athos_last_die_misses_the_duel_fails(game):
    """'In den anderen Fällen endet das Duell mit einem Gleichstand': nobody has dice left."""
    s = new(game).put("paris_foes", "adv-handlanger")
    s.force_dice("blue", "shield", "sword", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "sword", "lily").force_dice("red", "shield")
    s.force_dice("blue", "lily")
    assert not fight(s, ATHOS, "adv-handlanger")
    assert s.zone("paris_foes") == ["adv-handlanger"] and s.counter("wounds", player=ATHOS) == 0
    assert signals(s, "duel_ended") == [{"musketeer": ATHOS, "foe": "adv-handlanger", "beaten": False}]


def test_seed000_duelle_dartagnan_cavois_tie_then_both_wounded(game):
    """d'Artagnan, one life left, plays two combat cards (5 dice): 2 swords 3 shields against Cavois's 2 swords
    2 shields: a tie. Then 2 swords, a shield, a lily against 2 swords and a shield: Cavois loses one of his two
    lives, d'Artagnan his last: knocked out, his figure lies at Vieux Colombier."""
    s = new(game).put("hand@1", "combat-1", "combat-2").set("wounds", 2, player=DARTAGNAN).put("paris_foes", "adv-cavois")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1", "combat-2")
    s.force_dice("blue", "sword", "sword", "shield", "shield", "shield")
    s.force_dice("red", "sword", "sword", "shield", "shield")
    s.force_dice("blue", "sword", "sword", "shield", "lily").force_dice("red", "sword", "sword", "shield")
    gold = s.counter("gold")
    assert not fight(s, DARTAGNAN, "adv-cavois")
    assert [len(faces) for _, faces in rolled(s)] == [5, 4, 4, 3]
    assert s.card_counter("adv-cavois", "wounds") == 1 and s.zone("paris_foes") == ["adv-cavois"]
    assert s.counter("wounds", player=DARTAGNAN) == 3 and s.counter("knocked_out", player=DARTAGNAN) == 1
    assert s.zone("vieux_colombier") == ["musk-athos", "treville", "musk-dartagnan"]
    assert s.zone("adventure_discard") == ["combat-1", "combat-2"]
    assert s.counter("gold") == gold  # not beaten: no reward


def test_seed000_duelle_never_more_than_six_blue_dice(game):
    s = new(game).put("hand@4", "combat-double-1", "combat-double-2", "combat-double-3", "combat-1")
    s.answer(PORTHOS, "commit-combat-cards", "combat-double-1", "combat-double-2", "combat-double-3")
    s.force_dice("blue", "sword", "sword", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    assert fight(s, PORTHOS, "adv-brisemont")
    (asked,) = s.asked
    assert asked.max == 3  # three more dice at most: room for three cards
    assert rolled(s)[0] == ("blue", ("sword",) * 6)


def test_seed000_wunden_porthos_has_five_lives(game):
    s = new(game).set("wounds", 3, player=PORTHOS)
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    assert not fight(s, PORTHOS, "adv-brisemont")
    assert s.counter("wounds", player=PORTHOS) == 4 and s.counter("knocked_out", player=PORTHOS) == 0
    assert s.zone("louvre") == ["musk-porthos"]


def test_seed000_belohnung_heroism_at_most_seven(game):
    s = new(game).set("heroism", 7).set("gold", 3)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword", "sword")
    assert fight(s, ATHOS, "adv-cavois") is False  # a thrust wounds Cavois once: he has two lives
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword", "sword")
    assert fight(s, ATHOS, "adv-cavois")
    assert s.counter("heroism") == 7 and s.counter("gold") == 5  # his 1 heroism finds the supply empty


# ------------------------------------------------------------------------------------------------ Sich ausrüsten
def test_seed000_pistole_one_more_sword_in_the_first_roll(game):
    s = new(game).put("gear@3", "eq-pistol-1")
    s.force_dice("blue", "sword", "shield", "shield").force_dice("red", "shield", "sword", "sword")
    assert fight(s, ATHOS, "adv-brisemont")  # 1 sword + the pistol's against 1 shield; both red swords parried
    assert s.counter("wounds", player=ATHOS) == 0 and len(rolled(s)) == 2


def test_seed000_kuerass_adds_a_shield_to_every_roll(game):
    s = new(game).put("gear@3", "eq-cuirass-1")
    s.force_dice("blue", "lily", "lily", "sword").force_dice("red", "sword", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "sword").force_dice("red", "sword")
    assert fight(s, ATHOS, "adv-brisemont")
    assert s.counter("wounds", player=ATHOS) == 0  # every red sword met the cuirass


def test_seed000_toledoklinge_rerolls_one_die_once(game):
    s = new(game).put("gear@3", "eq-toledo-1")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.answer(ATHOS, "toledo-reroll", "lily").force_dice("blue", "sword")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "adv-brisemont")  # the reroll's sword met a shield; then ties to the end
    assert prompts(s) == ["toledo-reroll"]  # once per duel
    assert ("blue", ("sword",)) in rolled(s)  # the one die rolled again


def test_seed000_toledoklinge_not_asked_when_the_roll_is_won(game):
    s = new(game).put("gear@3", "eq-toledo-1")
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "shield", "sword", "sword")
    s.answer(ATHOS, "toledo-reroll")  # he declines
    assert fight(s, ATHOS, "adv-brisemont")  # both wounded: not a won roll, so he may try to better it
    assert s.counter("wounds", player=ATHOS) == 2 and len(s.asked) == 1
    s = new(game).put("gear@3", "eq-toledo-1")
    s.force_dice("blue", "sword", "sword", "shield").force_dice("red", "shield", "sword")
    assert fight(s, ATHOS, "adv-handlanger")
    assert s.asked == []  # won outright: nothing to reroll for


def test_seed000_toledoklinge_at_any_point_also_after_a_won_roll_against_two_lives(game):
    """'kann zu einem beliebigen Zeitpunkt geschehen': a roll that wins but leaves Cavois (2 lives) standing may
    still be bettered; the lily thrown again turns up a second sword and he falls in one duel."""
    s = new(game).put("gear@4", "eq-toledo-1").put("hand@4", "combat-double-1", "combat-1").put("paris_foes", "adv-cavois")
    s.answer(PORTHOS, "commit-combat-cards", "combat-double-1", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "sword", "shield", "lily").force_dice("red", "sword", "shield", "shield", "shield")
    s.answer(PORTHOS, "toledo-more", "lily").force_dice("blue", "sword")
    assert fight(s, PORTHOS, "adv-cavois")
    assert "adv-cavois" not in s.zone("paris_foes") and s.counter("wounds", player=PORTHOS) == 0
    assert [d.prompt for d in s.asked if d.prompt.startswith("toledo")] == ["toledo-more"]


# ------------------------------------------------------------------------------------------------ Aramis, Rochefort
def test_seed000_aramis_one_adventure_card_as_one_die_once_a_round(game):
    s = new(game).put("hand@2", "skill-charm-1", "person-bassompierre")
    s.answer(ARAMIS, "aramis-combat-card", "skill-charm-1")
    s.force_dice("blue", "sword", "sword", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "sword", "lily", "shield").force_dice("red", "shield", "shield")
    s.force_dice("blue", "sword", "sword").force_dice("red", "shield")
    assert fight(s, ARAMIS, "adv-brisemont")
    assert rolled(s)[0] == ("blue", ("sword", "sword", "shield", "shield"))
    assert s.counter("aramis_used", player=ARAMIS) == 1 and s.zone("adventure_discard") == ["skill-charm-1"]
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword", "sword")
    assert not fight(s, ARAMIS, "adv-cavois")
    assert prompts(s) == ["aramis-combat-card"]  # not a second time this round


def test_seed000_aramis_not_at_la_rochelle(game):
    s = new(game).put("hand@2", "skill-charm-1").put("la_rochelle", "musk-aramis")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ARAMIS, "adv-brisemont")  # both wounded, Brisemont beaten
    assert s.asked == []


def test_seed000_la_rochelle_aramis_reinforces_only_with_combat_cards(game):
    """'II 5) Verstärkung in La Rochelle', Anmerkung: at La Rochelle Aramis may not use his gift to send any card
    as a combat card: holding only a skill card and a person (his gift unused this round), he is offered no
    reinforcement; with a combat card he is."""
    from mylady_helpers import table

    def reinforce_offered(*hand: str) -> bool:
        s = table(game).put("hand@2", *hand)  # Aramis starts at La Rochelle
        assert "musk-aramis" in s.zone("la_rochelle") and s.counter("aramis_used", player=ARAMIS) == 0
        s.answer(ARAMIS, "choose-action", "end")
        s.call("musketeer_action", ARAMIS, False)
        return any(isinstance(v, tuple) and v[0] == "act" and v[1] == "act-rochelle-reinforce"
                   for v in (o.value for o in s.asked[0].options))

    assert not reinforce_offered("skill-charm-1", "person-planchet")
    assert reinforce_offered("combat-1")


def test_seed000_rochefort_fought_like_any_duel_and_stays(game):
    s = new(game).put("paris", "rochefort").put("hand@1", "combat-1")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "shield").force_dice("red", "shield", "sword", "sword")
    assert not fight(s, DARTAGNAN, "rochefort")  # wounded, not beaten: he has five lives
    assert s.card_counter("rochefort", "wounds") == 2 and s.counter("wounds", player=DARTAGNAN) == 1
    assert "rochefort" in s.zone("paris") and s.zone("removed") == []
    assert signals(s, "adversary_beaten") == []


# ------------------------------------------------------------------------------------------------ Diamantnadeln
def test_seed000_diamantnadeln_fixed_result_foe_keeps_its_result_and_dice(game):
    """A token with a printed result (sword shield) shows it every roll and never loses a die."""
    s = new(game).put("quest", "musk-athos")
    s.force_dice("blue", "sword", "shield", "lily")  # sword parried, sword parried: tie
    s.force_dice("blue", "lily", "lily")  # the token's sword hits
    assert not fight(s, ATHOS, "quest-fixed-a1")
    assert [d for d, _ in rolled(s)] == ["blue", "blue"]  # the token never rolls
    assert s.counter("wounds", player=ATHOS) == 1


def test_seed000_diamantnadeln_fixed_result_duel_ends_when_nothing_can_change(game):
    """Athos in a cuirass against a fixed sword and shield: three blue rolls tie, then he has no die left and
    the token's result can never change: the duel is drawn."""
    s = new(game).put("gear@3", "eq-cuirass-1")
    s.force_dice("blue", "shield", "lily", "lily").force_dice("blue", "lily", "lily").force_dice("blue", "lily")
    assert not fight(s, ATHOS, "quest-fixed-a1")
    assert [len(f) for _, f in rolled(s)] == [3, 2, 1]
    assert s.counter("wounds", player=ATHOS) == 0 and s.card_counter("quest-fixed-a1", "wounds") == 0
