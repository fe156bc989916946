"""The three worked examples of seed 003 (the Portuguese rulebook) replayed on the authored Louvre with the same dice:
Exemplo 1 (Porthos's move and equipment), Exemplo 2 (a Cardinal's turn), Exemplo 3 (a duel: Rochefort's pistol,
the hits shared, Aramis's dodge, d'Artagnan's potion, Milady looking at the pendants).

The examples name no rooms: each is placed where the authored board has rooms in the same relation (a chest room,
an empty room, a chest room with one guard, one more room; a crest room with a chest room beside it; ...)."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.games.pendants import cardinal, graph, musketeers
from rulekit.run import events as ev
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario

CARDINAL, DARTAGNAN, ATHOS, PORTHOS, ARAMIS = range(5)


@pytest.fixture(scope="module")
def game():
    return catalog.game("pendants")


def table(game, true_with: int) -> Scenario:
    s = Scenario(game, 5)
    false = iter(["pen-pendant-false-1", "pen-pendant-false-2", "pen-pendant-false-3"])
    for seat in (DARTAGNAN, ATHOS, PORTHOS, ARAMIS):
        s.put(f"pendant@{seat}", "pen-pendant-true" if seat == true_with else next(false))
    return s


def chest(s: Scenario, room: str, *tokens: str) -> Scenario:
    slot = graph.chest_slot(s.ctx, room)
    for token in tokens:
        s.set("slot", slot, card=token)
        s.put("chests", token)
    return s


def dice_rolled(s: Scenario) -> list[tuple]:
    return [e.faces for e in s.ctx.log if isinstance(e, ev.DiceRolled)]


def test_seed003_exemplo_1_porthos_move_and_equipment(game):
    """Porthos starts in a chest room (no equipping: he has not moved), crosses an empty room, stops in a chest room
    held by a guard, beats it with a Secret Strike instead of a duel, equips a Charge, plays it to go one room
    further and ends with a Potion: three rooms, three tokens played, one life back."""
    s = table(game, ARAMIS)
    s.put("ecuries", "pen-fig-porthos").put("petite_galerie", "pen-guard-1").set("wounds", 1, player=PORTHOS)
    s.put("gear@3", "pen-eq-secret-strike-1", "pen-eq-potion-1")
    chest(s, "ecuries", "pen-eq-cape-1")
    chest(s, "petite_galerie", "pen-eq-door-1", "pen-eq-charge-1")
    for action in ("move:salle_basse", "move:petite_galerie", "duel", "equip", "use:pen-eq-charge-1",
                   "move:galerie_d_apollon", "use:pen-eq-potion-1", "end"):
        s.answer(PORTHOS, "musketeer-action", action)
    s.answer(PORTHOS, "secret-strike", "pen-eq-secret-strike-1")
    s.run(musketeers.musketeer_phase(s.ctx, PORTHOS))

    asked = [d for d in s.asked if d.prompt == "musketeer-action"]
    assert "equip" not in [o.value for o in asked[0].options]  # not before moving
    assert [o.value for o in asked[2].options] == ["duel", "use:pen-eq-potion-1"]  # stopped by the guard
    assert "pen-guard-1" in s.zone("reserve") and dice_rolled(s) == []  # beaten without a die
    assert graph.location(s.ctx, PORTHOS) == "galerie_d_apollon" and s.counter("moved", PORTHOS) == 3
    assert s.zone("gear@3") == []  # three tokens played: strike, charge, potion
    assert {"pen-eq-secret-strike-1", "pen-eq-charge-1", "pen-eq-potion-1"} <= set(s.zone("removed"))
    assert s.counter("wounds", PORTHOS) == 0
    assert graph.chest_tokens(s.ctx, "petite_galerie") == ["pen-eq-door-1"]
    dist = graph.distances_to_ballroom(s.ctx)
    assert dist["galerie_d_apollon"] < dist["ecuries"]  # nearer the ballroom


def test_seed003_exemplo_2_a_cardinal_turn(game):
    """4 points and a card: he draws 'Secret Passage or Portcullis'; a guard enters at a crest and walks two rooms to
    the chest room beside Athos; the card's portcullis closes the door between Athos and d'Artagnan; Rochefort and a
    guard step into Athos's crest room; Athos throws his Cape and withdraws into the chest room, where he must
    fight the guard; he wins but cannot equip outside his phase. The crest is free, the musketeers apart."""
    s = table(game, ARAMIS)
    s.put("escalier", "pen-fig-dartagnan").put("conseil", "pen-fig-athos").put("gear@2", "pen-eq-cape-1")
    s.put("antichambre", "pen-rochefort", "pen-guard-1", "pen-guard-2")
    s.put("special_deck", "pen-special-passage-or-portcullis-1")  # on top
    chest(s, "chapelle", "pen-eq-potion-1")
    for action in ("reinforce:guard:horloge", "move:pen-guard-3:chapelle", "special:pen-special-passage-or-portcullis-1",
                   "move:pen-rochefort:conseil", "move:pen-guard-1:conseil", "end"):
        s.answer(CARDINAL, "cardinal-action", action)
    s.answer(CARDINAL, "special-effect", "move_portcullis").answer(CARDINAL, "portcullis-link", "conseil|escalier")
    s.answer(ATHOS, "throw-cape", "pen-eq-cape-1").answer(ATHOS, "cape-retreat", "chapelle")
    s.force_dice("d6", 3, 5, 6)  # the guard misses, Athos hits twice
    s.run(cardinal.cardinal_phase(s.ctx, 4, True))

    assert "pen-special-passage-or-portcullis-1" in s.zone("special_discard")
    assert set(s.asked[[d.prompt for d in s.asked].index("special-effect")].options[i].value for i in range(2)) == {
        "secret_passage", "move_portcullis"}
    assert graph.link_name(s.ctx, s.card_counter("pen-portcullis", "link")) == "conseil|escalier"
    assert "move:conseil" not in musketeers.legal_actions(s.ctx, musketeers.Phase(DARTAGNAN, 2))  # kept apart
    retreat = [o.value for o in s.asked[[d.prompt for d in s.asked].index("cape-retreat")].options]
    assert "chapelle" in retreat and "escalier" not in retreat and "salon_carre" not in retreat
    assert graph.location(s.ctx, ATHOS) == "chapelle" and "pen-guard-3" in s.zone("reserve")
    assert s.zone("gear@2") == [] and graph.chest_tokens(s.ctx, "chapelle") == ["pen-eq-potion-1"]  # no equipping
    assert set(s.zone("conseil")) == {"pen-rochefort", "pen-guard-1"}
    assert "reinforce:guard:conseil" in cardinal.reinforce_options(s.ctx)  # the crest is free again
    assert s.counter("action_points") == 0 and s.counter("wounds", ATHOS) == 0


def test_seed003_exemplo_3_the_duel(game):
    """3 points + Reinforcements (3): Milady walks two rooms and seduces d'Artagnan (4: a false pendant); a guard
    enters beside Rochefort; three guards and Rochefort attack d'Artagnan and Aramis. The pistol (5) wounds
    d'Artagnan; 1-3-5-5-6 against Aramis 1-3 and d'Artagnan 2-3-6-6 (four dice against many): two guards fall,
    three hits shared, Aramis dodges with his 1, d'Artagnan drinks his potion and still falls to the Cardinal's
    extra hit. Second round 2-5-6 against Aramis 4-6: the last guard and Rochefort fall, and so does Aramis. Milady
    looks at both pendants: Aramis carries the true one, the Cardinal wins."""
    s = table(game, ARAMIS)
    s.put("escalier", "pen-fig-dartagnan", "pen-fig-aramis").set("wounds", 1, player=DARTAGNAN).set("wounds", 1, player=ARAMIS)
    s.put("gear@1", "pen-eq-potion-1")
    s.put("salle_basse", "pen-milady").put("conseil", "pen-rochefort", "pen-guard-1", "pen-guard-2")
    s.put("special_hand@0", "pen-special-reinforcements-3")
    for action in ("special:pen-special-reinforcements-3", "move:pen-milady:escalier", "seduce:1", "reinforce:guard:conseil",
                   "move:pen-rochefort:escalier", "move:pen-guard-1:escalier", "move:pen-guard-2:escalier",
                   "move:pen-guard-3:escalier", "duel:escalier"):
        s.answer(CARDINAL, "cardinal-action", action)
    s.answer(CARDINAL, "pistol-target", DARTAGNAN).answer(CARDINAL, "assign-hits", DARTAGNAN)
    s.answer(DARTAGNAN, "drink-potion", "pen-eq-potion-1")
    s.force_dice("d6", 4)  # Milady's charm
    s.force_dice("d6", 5)  # Rochefort's pistol
    s.force_dice("d6", 1, 3, 5, 5, 6, 2, 3, 6, 6, 1, 3)  # round 1: the Cardinal, d'Artagnan, Aramis
    s.force_dice("d6", 2, 5, 6, 4, 6)  # round 2: the Cardinal, Aramis
    with pytest.raises(GameOver) as ended:
        s.run(cardinal.cardinal_phase(s.ctx, 3, False))

    assert ended.value.reason == "true_pendant_revealed" and ended.value.winners == [CARDINAL]
    assert s.forced_left("d6") == []
    assert s.counter("pendant_known", DARTAGNAN) == 1  # seduced, then shown again when he fell: false
    rolls = dice_rolled(s)
    assert rolls[0] == (4,) and rolls[1] == (5,) and rolls[2] == (1, 3, 5, 5, 6)
    assert rolls[3] == (2, 3, 6, 6) and rolls[4] == (1, 3)  # d'Artagnan rolls four dice, Aramis two
    assert rolls[5] == (2, 5, 6) and rolls[6] == (4, 6)  # one guard and Rochefort: three dice
    assert graph.stunned(s.ctx, DARTAGNAN) and graph.stunned(s.ctx, ARAMIS)
    assert "pen-eq-potion-1" in s.zone("removed")
    assert graph.fighters_in(s.ctx, "escalier") == [] and s.zone("escalier")[-1] == "pen-milady"
    assert s.counter("queen_track") == 3  # two musketeers fell: two squares
    assert s.zone("revealed") == ["pen-pendant-true"]
