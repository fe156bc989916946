"""Mylady und die Musketiere, seed 000 (German rulebook), 'Spielprinzipien' 1) Herausforderungen and 2) Duelle,
'Sich ausrüsten' (Pistole, Kürass, Toledoklinge), Aramis, Rochefort and the quest's fixed-result foes.

The worked examples are played with the rulebook's own dice (Scenario.force_dice). The content is a minimal game
written here after docs/games/mylady-design.md, so these tests do not depend on the real cards: stats that the
examples do not fix (thrusts, skills, rewards) are authored for the tests. The ruleset (rulekit/games/mylady) is
the real one, found like every built-in game.
"""
from __future__ import annotations

import textwrap

import pytest

from rulekit.compile.game import compile_game
from rulekit.games.mylady.combat import Side, resolve_duel
from rulekit.load import load_content
from rulekit.plugins import make_plugin_manager
from rulekit.run.scenario import Scenario

GAME = """
id: mylady
provenance: authored
players: {min: 2, max: 5, default: 5}
card_kinds:
  musketeer:
    stats: [life, education, nobility, charm, bravery, dice, thrust, seat, start]
    optional_stats: [two_thrusts, ability]
    counters: [wounds]
  figure: {stats: [role]}
  rochefort: {stats: [life, dice, thrust], counters: [wounds]}
  adversary:
    stats: [value, dice, gold, heroism, life, thrust, armor, returns]
    optional_stats: [fixed]
    counters: [wounds]
  skill_card: {stats: [skill]}
  combat_card: {stats: [dice]}
  person: {stats: [rochelle]}
  equipment: {stats: [item, price, skill, thrust, pays_with]}
dice:
  blue: {faces: [sword, sword, shield, shield, lily, lily]}
  red: {faces: [sword, sword, sword, shield, shield, shield]}
zones:
  mylady_house: {visibility: public}
  richelieu: {visibility: public}
  vieux_colombier: {visibility: public}
  bastille: {visibility: public}
  paris: {visibility: public}
  louvre: {visibility: public}
  la_rochelle: {visibility: public}
  quest: {visibility: public}
  mylady_side: {visibility: public}
  adventure_deck: {visibility: hidden}
  adventure_discard: {visibility: public}
  hand: {per_player: true, visibility: public}
  gear: {per_player: true, visibility: public}
  schemes: {per_player: true, visibility: owner}
  paris_mission: {visibility: public, active: true}
  paris_foes: {visibility: public, active: true}
  louvre_mission: {visibility: public, active: true}
  louvre_foes: {visibility: public, active: true}
  in_play: {visibility: public, active: true}
  arsenal: {visibility: public}
  removed: {visibility: public}
counters:
  gold: {initial: 0}
  heroism: {initial: 0}
  last_result: {initial: 0}
player_counters:
  wounds: {initial: 0}
  actions: {initial: 3}
  knocked_out: {initial: 0}
  jailed: {initial: 0}
  aramis_used: {initial: 0}
events:
  test_fight: {payload: {musketeer: player, foe: card}, description: "Tests: fight a foe."}
  test_challenge: {payload: {musketeer: player, skill: str, difficulty: int}, description: "Tests: a challenge."}
flow:
  phases:
    - id: main
      steps:
        - {id: idle, do: "last_result = 0"}
triggers:
  - id: run-fight
    on: test_fight
    do: |
      let won = fight(musketeer, foe)
      if won { last_result = 1 } else { last_result = 2 }
  - id: run-challenge
    on: test_challenge
    do: |
      let met = challenge(musketeer, skill, difficulty)
      if met { last_result = 1 } else { last_result = 2 }
"""

CARDS = """
game: mylady
cards:
  - id: musk-dartagnan
    kind: musketeer
    deck: paris
    stats: {life: 3, education: 2, nobility: 3, charm: 3, bravery: 4, dice: 3, thrust: "sword lily lily", seat: 1,
            start: paris, two_thrusts: 1}
    provenance: authored
  - id: musk-aramis
    kind: musketeer
    deck: paris
    stats: {life: 3, education: 4, nobility: 3, charm: 3, bravery: 2, dice: 3, thrust: "lily lily lily", seat: 2,
            start: la_rochelle, ability: cunning}
    provenance: authored
  - id: musk-athos
    kind: musketeer
    deck: paris
    stats: {life: 3, education: 3, nobility: 4, charm: 2, bravery: 3, dice: 3, thrust: "shield shield shield", seat: 3,
            start: vieux_colombier}
    provenance: authored
  - id: musk-porthos
    kind: musketeer
    deck: louvre
    stats: {life: 5, education: 2, nobility: 2, charm: 3, bravery: 4, dice: 3, thrust: "sword sword sword", seat: 4,
            start: louvre}
    provenance: authored
  - {id: rochefort, kind: rochefort, deck: mylady_side, stats: {life: 5, dice: 4, thrust: "shield shield shield"}, provenance: authored}
  - id: brisemont
    kind: adversary
    deck: paris_foes
    stats: {value: 1, dice: 3, gold: 2, heroism: 1, life: 1, thrust: "", armor: 0, returns: 0}
    provenance: authored
  - id: handlanger
    kind: adversary
    deck: paris_foes
    stats: {value: 1, dice: 2, gold: 0, heroism: 0, life: 1, thrust: "", armor: 0, returns: 1}
    provenance: authored
  - id: cavois
    kind: adversary
    deck: paris_foes
    stats: {value: 2, dice: 4, gold: 1, heroism: 1, life: 2, thrust: "", armor: 0, returns: 0}
    provenance: authored
  - id: la-houdiniere
    kind: adversary
    deck: paris_foes
    stats: {value: 2, dice: 3, gold: 1, heroism: 0, life: 1, thrust: "shield shield shield", armor: 0, returns: 0}
    provenance: authored
  - id: vitray
    kind: adversary
    deck: paris_foes
    stats: {value: 2, dice: 2, gold: 1, heroism: 0, life: 1, thrust: "", armor: 1, returns: 0}
    provenance: authored
  - id: jussac
    kind: adversary
    deck: paris_foes
    stats: {value: 2, dice: 2, gold: 1, heroism: 1, life: 1, thrust: "", armor: 0, returns: 0}
    provenance: authored
    triggers:
      - {id: jussac-wound, on: duel_ended, if: "foe == self", do: "wound(musketeer, 1)"}
  - id: token-guard
    kind: adversary
    deck: quest
    stats: {value: 1, dice: 0, gold: 0, heroism: 0, life: 1, thrust: "", armor: 0, returns: 0, fixed: "sword shield"}
    provenance: authored
  - {id: combat-1, kind: combat_card, deck: adventure_deck, stats: {dice: 1}, provenance: authored}
  - {id: combat-2, kind: combat_card, deck: adventure_deck, stats: {dice: 1}, provenance: authored}
  - {id: combat-3, kind: combat_card, deck: adventure_deck, stats: {dice: 1}, provenance: authored}
  - {id: double-1, kind: combat_card, deck: adventure_deck, stats: {dice: 2}, provenance: authored}
  - {id: double-2, kind: combat_card, deck: adventure_deck, stats: {dice: 2}, provenance: authored}
  - {id: double-3, kind: combat_card, deck: adventure_deck, stats: {dice: 2}, provenance: authored}
  - {id: bravery-1, kind: skill_card, deck: adventure_deck, stats: {skill: bravery}, provenance: authored}
  - {id: bravery-2, kind: skill_card, deck: adventure_deck, stats: {skill: bravery}, provenance: authored}
  - {id: bravery-3, kind: skill_card, deck: adventure_deck, stats: {skill: bravery}, provenance: authored}
  - {id: charm-1, kind: skill_card, deck: adventure_deck, stats: {skill: charm}, provenance: authored}
  - {id: bassompierre, kind: person, deck: adventure_deck, stats: {rochelle: 1}, provenance: authored}
  - {id: pistol-1, kind: equipment, deck: arsenal, stats: {item: pistol, price: 2, skill: none, thrust: "", pays_with: gold}, provenance: authored}
  - {id: cuirass-1, kind: equipment, deck: arsenal, stats: {item: cuirass, price: 2, skill: none, thrust: "", pays_with: gold}, provenance: authored}
  - {id: toledo-1, kind: equipment, deck: arsenal, stats: {item: toledo, price: 2, skill: none, thrust: "", pays_with: gold}, provenance: authored}
  - id: thrust-1
    kind: equipment
    deck: arsenal
    stats: {item: thrust, price: 0, skill: none, thrust: "shield shield sword", pays_with: combat_card}
    provenance: authored
"""

DARTAGNAN, ARAMIS, ATHOS, PORTHOS = 1, 2, 3, 4


def compile_mylady(root) -> object:
    for name, text in {"games/mylady.yaml": GAME, "cards/mylady/cards.yaml": CARDS}.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    content, problems = load_content([root])
    assert [d for d in problems if d.severity == "error"] == []
    return compile_game(content.documents_for("mylady"), "mylady", pm=make_plugin_manager(entry_points=False))


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    return compile_mylady(tmp_path_factory.mktemp("mylady") / "content")


def fight(s: Scenario, seat: int, foe: str) -> bool:
    """Run the `fight` primitive from an effect; every die rolled must be one the test forced (no luck)."""
    forced = len(s.forced_left("blue")) + len(s.forced_left("red"))
    before = len(s.ctx.log)
    s.signal("test_fight", musketeer=seat, foe=foe)
    rolled = sum(len(e.faces) for e in s.ctx.log[before:] if e.kind == "dice_rolled")
    assert rolled == forced - len(s.forced_left("blue")) - len(s.forced_left("red")), "a die was rolled at random"
    return s.counter("last_result") == 1


def challenge(s: Scenario, seat: int, skill: str, difficulty: int) -> bool:
    s.signal("test_challenge", musketeer=seat, skill=skill, difficulty=difficulty)
    return s.counter("last_result") == 1


def rolls(s: Scenario) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.dice, tuple(e.faces)) for e in s.ctx.log if e.kind == "dice_rolled"]


def duel_events(s: Scenario, name: str) -> list[dict]:
    return [dict(e.payload) for e in s.ctx.log if e.kind == "signalled" and e.event == name]


# ------------------------------------------------------------------------------------------------ 1) Herausforderungen
def test_seed000_herausforderungen_dartagnan_bravery_7_with_three_cards(game):
    """The example: bravery 4 + three bravery cards reaches 7; the cards go to the discard pile."""
    s = Scenario(game, 5).put("hand@1", "bravery-1", "bravery-2", "bravery-3", "charm-1")
    s.answer(DARTAGNAN, "commit-skill-cards", "bravery-1", "bravery-2", "bravery-3")
    assert challenge(s, DARTAGNAN, "bravery", 7)
    (asked,) = s.asked
    assert [o.value for o in asked.options] == ["bravery-1", "bravery-2", "bravery-3"]  # only matching cards
    assert asked.min == 0
    assert s.zone("adventure_discard") == ["bravery-1", "bravery-2", "bravery-3"]
    assert s.zone("hand@1") == ["charm-1"]


def test_seed000_herausforderungen_too_few_cards_fails_and_discards_them(game):
    s = Scenario(game, 5).put("hand@1", "bravery-1", "bravery-2", "bravery-3")
    s.answer(DARTAGNAN, "commit-skill-cards", "bravery-1", "bravery-2")
    assert not challenge(s, DARTAGNAN, "bravery", 7)
    assert s.zone("adventure_discard") == ["bravery-1", "bravery-2"]  # 'Die ausgespielten Karten werden abgeworfen'


def test_seed000_herausforderungen_skill_value_alone(game):
    s = Scenario(game, 5)
    assert challenge(s, DARTAGNAN, "bravery", 4) and not challenge(s, DARTAGNAN, "bravery", 5)
    assert s.asked == []  # no matching card: nothing to ask


def test_seed000_aramis_adds_one_card_of_any_type_to_a_challenge_once_a_round(game):
    s = Scenario(game, 5).put("hand@2", "combat-1", "charm-1", "double-1")
    s.answer(ARAMIS, "aramis-skill-card", "combat-1")
    assert challenge(s, ARAMIS, "bravery", 3)  # bravery 2 + 1
    assert s.counter("aramis_used", player=ARAMIS) == 1 and s.zone("adventure_discard") == ["combat-1"]
    assert not challenge(s, ARAMIS, "bravery", 3)  # used this round: not asked again
    assert [p for _, p in s.prompts()] == ["aramis-skill-card"]


# ------------------------------------------------------------------------------------------------ 2) Duelle
def test_seed000_duelle_aramis_brisemont_thrust_ignores_foe_dice(game):
    """Aramis plays a double combat card (5 dice), rolls 3 lilies, 1 sword, 1 shield: his thrust lily lily lily
    beats Brisemont without looking at his 3 red dice."""
    s = Scenario(game, 5).put("hand@2", "double-1")
    s.answer(ARAMIS, "commit-combat-cards", "double-1")
    s.force_dice("blue", "lily", "lily", "lily", "sword", "shield").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ARAMIS, "brisemont")
    assert rolls(s) == [("blue", ("lily", "lily", "lily", "sword", "shield")), ("red", ("sword", "sword", "sword"))]
    assert s.counter("wounds", player=ARAMIS) == 0  # three red swords ignored
    assert s.zone("removed") == ["brisemont"] and s.zone("adventure_discard") == ["double-1"]
    assert s.counter("gold") == 2 and s.counter("heroism") == 1  # 'Belohnung'
    assert duel_events(s, "duel_ended") == [{"musketeer": ARAMIS, "foe": "brisemont", "beaten": True}]
    assert duel_events(s, "adversary_beaten") == [{"musketeer": ARAMIS, "foe": "brisemont"}]


def test_seed000_duelle_geheimer_fechtstoss_ignores_foe_dice(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ATHOS, "brisemont")
    assert s.counter("wounds", player=ATHOS) == 0


def test_seed000_duelle_foe_thrust_wins_whatever_the_swords(game):
    """A foe's thrust wins automatically: the musketeer loses one life even with swords to spare."""
    s = Scenario(game, 5)
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    assert not fight(s, ATHOS, "la-houdiniere")
    assert s.counter("wounds", player=ATHOS) == 1 and s.card_counter("la-houdiniere", "wounds") == 0
    assert s.zone("paris_foes").count("la-houdiniere") == 1


def test_seed000_duelle_dartagnan_succeeds_with_either_thrust(game):
    s = Scenario(game, 5).put("gear@1", "thrust-1")  # improved thrust shield shield sword beside sword lily lily
    s.force_dice("blue", "shield", "sword", "shield").force_dice("red", "sword", "sword", "sword")
    assert fight(s, DARTAGNAN, "brisemont")
    s = Scenario(game, 5).put("gear@1", "thrust-1")
    s.force_dice("blue", "lily", "sword", "lily").force_dice("red", "sword", "sword", "sword")
    assert fight(s, DARTAGNAN, "brisemont")
    assert s.counter("wounds", player=DARTAGNAN) == 0


def test_seed000_duelle_improved_thrust_replaces_the_printed_one(game):
    s = Scenario(game, 5).put("gear@3", "thrust-1")  # Athos: shield shield sword instead of shield shield shield
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "shield", "shield").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "brisemont")


def test_seed000_duelle_andere_ergebnisse_swords_against_shields_lilies_nothing(game):
    """Each sword is cancelled by one of the other side's shields; lilies count nothing."""
    s = Scenario(game, 5)
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "shield", "shield", "sword")
    assert not fight(s, PORTHOS, "brisemont")
    assert s.counter("wounds", player=PORTHOS) == 1  # the red sword met no blue shield
    assert s.zone("paris_foes").count("brisemont") == 1  # both blue swords parried


def test_seed000_duelle_athos_ties_then_a_sword_wounds(game):
    """3 blue against 2 red: tie; 2 against 1: tie; 1 against none: a sword wounds the Handlanger."""
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "sword", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "sword", "lily").force_dice("red", "shield")
    s.force_dice("blue", "sword")
    assert fight(s, ATHOS, "handlanger")
    assert [len(faces) for _, faces in rolls(s)] == [3, 2, 2, 1, 1]  # the Handlanger has no die left to roll
    assert s.zone("schemes@0") == ["handlanger"]  # 'Der Handlanger kehrt immer in die Hand von Mylady zurück'
    assert s.card_counter("handlanger", "wounds") == 0  # it comes back unhurt


def test_seed000_duelle_athos_last_die_misses_the_duel_fails(game):
    """'In den anderen Fällen endet das Duell mit einem Gleichstand': nobody has dice left."""
    s = Scenario(game, 5)
    s.force_dice("blue", "shield", "sword", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "sword", "lily").force_dice("red", "shield")
    s.force_dice("blue", "lily")
    assert not fight(s, ATHOS, "handlanger")
    assert s.zone("paris_foes").count("handlanger") == 1 and s.counter("wounds", player=ATHOS) == 0
    assert duel_events(s, "duel_ended") == [{"musketeer": ATHOS, "foe": "handlanger", "beaten": False}]


def test_seed000_duelle_dartagnan_cavois_tie_then_both_wounded(game):
    """d'Artagnan, one life left, plays two combat cards (5 dice): 2 swords 3 shields against Cavois's 2 swords
    2 shields: a tie. Then 2 swords, a shield, a lily against 2 swords and a shield: Cavois loses one of his two
    lives, d'Artagnan his last: knocked out, his figure lies at Vieux Colombier."""
    s = Scenario(game, 5).put("hand@1", "combat-1", "combat-2").set("wounds", 2, player=DARTAGNAN)
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1", "combat-2")
    s.force_dice("blue", "sword", "sword", "shield", "shield", "shield")
    s.force_dice("red", "sword", "sword", "shield", "shield")
    s.force_dice("blue", "sword", "sword", "shield", "lily").force_dice("red", "sword", "sword", "shield")
    assert not fight(s, DARTAGNAN, "cavois")
    assert [len(faces) for _, faces in rolls(s)] == [5, 4, 4, 3]
    assert s.card_counter("cavois", "wounds") == 1 and s.zone("paris_foes").count("cavois") == 1
    assert s.counter("wounds", player=DARTAGNAN) == 3 and s.counter("knocked_out", player=DARTAGNAN) == 1
    assert s.zone("vieux_colombier") == ["musk-dartagnan"]
    assert s.zone("adventure_discard") == ["combat-1", "combat-2"]
    assert s.counter("gold") == 0  # not beaten: no reward


def test_seed000_duelle_never_more_than_six_blue_dice(game):
    s = Scenario(game, 5).put("hand@4", "double-1", "double-2", "double-3", "combat-1")
    s.answer(PORTHOS, "commit-combat-cards", "double-1", "double-2", "double-3")
    s.force_dice("blue", "sword", "sword", "sword", "sword", "sword", "sword").force_dice("red", "shield", "shield", "shield")
    assert fight(s, PORTHOS, "brisemont")
    (asked,) = s.asked
    assert asked.max == 3  # three more dice at most: room for three cards
    assert rolls(s)[0] == ("blue", ("sword",) * 6)


def test_seed000_wunden_porthos_has_five_lives(game):
    s = Scenario(game, 5).set("wounds", 3, player=PORTHOS)
    s.force_dice("blue", "lily", "lily", "shield").force_dice("red", "sword", "sword", "shield")
    assert not fight(s, PORTHOS, "brisemont")
    assert s.counter("wounds", player=PORTHOS) == 4 and s.counter("knocked_out", player=PORTHOS) == 0
    assert s.zone("louvre") == ["musk-porthos"]


def test_seed000_belohnung_heroism_at_most_seven(game):
    s2 = Scenario(game, 5).set("heroism", 7).set("gold", 3)
    s2.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword", "sword")
    assert fight(s2, ATHOS, "cavois") is False  # a thrust wounds Cavois once: he has two lives
    s2.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword", "sword")
    assert fight(s2, ATHOS, "cavois")
    assert s2.counter("heroism") == 7 and s2.counter("gold") == 4


# ------------------------------------------------------------------------------------------------ Sich ausrüsten
def test_seed000_pistole_one_more_sword_in_the_first_roll(game):
    s = Scenario(game, 5).put("gear@3", "pistol-1")
    s.force_dice("blue", "sword", "shield", "shield").force_dice("red", "shield", "sword", "sword")
    assert fight(s, ATHOS, "brisemont")  # 1 sword + the pistol's against 1 shield; both red swords parried
    assert s.counter("wounds", player=ATHOS) == 0 and len(rolls(s)) == 2


def test_seed000_kuerass_adds_a_shield_to_every_roll(game):
    s = Scenario(game, 5).put("gear@3", "cuirass-1")
    s.force_dice("blue", "lily", "lily", "sword").force_dice("red", "sword", "shield", "shield")
    s.force_dice("blue", "lily", "lily").force_dice("red", "sword", "shield")
    s.force_dice("blue", "sword").force_dice("red", "sword")
    assert fight(s, ATHOS, "brisemont")
    assert s.counter("wounds", player=ATHOS) == 0  # every red sword met the cuirass


def test_seed000_toledoklinge_rerolls_one_die_once(game):
    s = Scenario(game, 5).put("gear@3", "toledo-1")
    s.force_dice("blue", "lily", "lily", "lily").force_dice("red", "shield", "shield", "shield")
    s.answer(ATHOS, "toledo-reroll", "lily").force_dice("blue", "sword")
    s.force_dice("blue", "lily", "lily").force_dice("red", "shield", "shield")
    s.force_dice("blue", "lily").force_dice("red", "shield")
    assert not fight(s, ATHOS, "brisemont")  # the reroll's sword met a shield; then ties to the end
    assert [p for _, p in s.prompts()] == ["toledo-reroll"]  # once per duel
    assert ("blue", ("sword",)) in rolls(s)


def test_seed000_toledoklinge_not_asked_when_the_roll_is_won(game):
    s = Scenario(game, 5).put("gear@3", "toledo-1")
    s.force_dice("blue", "sword", "sword", "lily").force_dice("red", "shield", "sword", "sword")
    s.answer(ATHOS, "toledo-reroll", "no")
    assert fight(s, ATHOS, "brisemont")  # both wounded: not a won roll, so he may try to better it; he declines
    assert s.counter("wounds", player=ATHOS) == 2 and len(s.asked) == 1
    s = Scenario(game, 5).put("gear@3", "toledo-1")
    s.force_dice("blue", "sword", "sword", "shield").force_dice("red", "shield", "sword")
    assert fight(s, ATHOS, "handlanger")
    assert s.asked == []  # won outright: nothing to reroll for


# ------------------------------------------------------------------------------------------------ Aramis, Rochefort
def test_seed000_aramis_one_adventure_card_as_one_die_once_a_round(game):
    s = Scenario(game, 5).put("hand@2", "charm-1", "bassompierre")
    s.answer(ARAMIS, "aramis-combat-card", "charm-1")
    s.force_dice("blue", "sword", "sword", "shield", "shield").force_dice("red", "shield", "shield", "shield")
    s.force_dice("blue", "sword", "lily", "shield").force_dice("red", "shield", "shield")
    s.force_dice("blue", "sword", "sword").force_dice("red", "shield")
    assert fight(s, ARAMIS, "brisemont")
    assert rolls(s)[0] == ("blue", ("sword", "sword", "shield", "shield"))
    assert s.counter("aramis_used", player=ARAMIS) == 1 and s.zone("adventure_discard") == ["charm-1"]
    s.force_dice("blue", "shield", "shield", "shield").force_dice("red", "sword", "sword", "sword", "sword")
    assert not fight(s, ARAMIS, "cavois")
    assert [p for _, p in s.prompts()] == ["aramis-combat-card"]  # not a second time this round


def test_seed000_aramis_not_at_la_rochelle(game):
    s = Scenario(game, 5).put("hand@2", "charm-1").put("la_rochelle", "musk-aramis")
    s.force_dice("blue", "sword", "sword", "sword").force_dice("red", "sword", "sword", "sword")
    assert fight(s, ARAMIS, "brisemont")  # both wounded, Brisemont beaten
    assert s.asked == []


def test_seed000_rochefort_fought_like_any_duel_and_stays(game):
    s = Scenario(game, 5).put("paris", "rochefort").put("hand@1", "combat-1")
    s.answer(DARTAGNAN, "commit-combat-cards", "combat-1")
    s.force_dice("blue", "sword", "sword", "sword", "shield").force_dice("red", "shield", "shield", "sword", "sword")
    assert not fight(s, DARTAGNAN, "rochefort")  # wounded, not beaten: he has five lives
    assert s.card_counter("rochefort", "wounds") == 1 and s.counter("wounds", player=DARTAGNAN) == 1
    assert s.zone("paris").count("rochefort") == 1 and s.zone("removed") == []
    assert duel_events(s, "adversary_beaten") == []


# ------------------------------------------------------------------------------------------------ Diamantnadeln
def test_seed000_diamantnadeln_fixed_result_foe_keeps_its_result_and_dice(game):
    """A token with a printed result (sword shield) shows it every roll and never loses a die."""
    s = Scenario(game, 5).put("quest", "musk-athos")
    s.force_dice("blue", "sword", "shield", "lily")  # sword parried, sword parried: tie
    s.force_dice("blue", "lily", "lily")  # the token's sword hits
    assert not fight(s, ATHOS, "token-guard")
    assert [d for d, _ in rolls(s)] == ["blue", "blue"]  # the token never rolls
    assert s.counter("wounds", player=ATHOS) == 1


def test_seed000_diamantnadeln_fixed_result_pure_duel_ends_when_nothing_can_change(game):
    s = Scenario(game, 5)
    s.force_dice("blue", "shield")
    flow = resolve_duel(s.ctx, ATHOS, Side(1, "blue", armor=0), Side(0, "red", fixed=("shield",)))
    try:
        next(flow)
        raise AssertionError("no decision expected")
    except StopIteration as stop:
        outcome = stop.value
    assert outcome.drawn and outcome.rounds == 2
