"""The three worked examples of seed 003 (the Portuguese rulebook) replayed on the authored Louvre with the same dice:
Exemplo 1 (Porthos's move and equipment), Exemplo 2 (a Cardinal's turn), Exemplo 3 (a duel: Rochefort's pistol,
the hits shared, Aramis's dodge, d'Artagnan's potion, Milady looking at the pendants). Each runs the procedures a
game runs (content/games/pendants.yaml) with the answers the example's players give.

The examples name no rooms: each is placed where the authored board has rooms in the same relation (a chest room,
an empty room, a chest room with one guard, one more room; a crest room with a chest room beside it; ...)."""
from __future__ import annotations

from collections import deque

import pytest

from pendants_helpers import (ARAMIS, ATHOS, CARDINAL, DARTAGNAN, FIG, PORTHOS, TRUE, chest, chest_tokens, go,
                              offered, pendants, room, send, stunned, table, where)
from rulekit.run import events as ev
from rulekit.run.primitives import GameOver


@pytest.fixture(scope="module")
def game():
    return pendants()


def dice_rolled(s) -> list[tuple]:
    return [e.faces for e in s.ctx.log if isinstance(e, ev.DiceRolled)]


def to_ballroom(game) -> dict[str, int]:
    found, queue = {"ballroom": 0}, deque(["ballroom"])
    while queue:
        here = queue.popleft()
        for link in game.links[here]:
            if link.kind != "secret" and link.to not in found:
                found[link.to] = found[here] + 1
                queue.append(link.to)
    return found


def test_seed003_exemplo_1_porthos_move_and_equipment(game):
    """Porthos starts in a chest room (no equipping: he has not moved), crosses an empty room, stops in a chest room
    held by a guard, beats it with a Secret Strike instead of a duel, equips a Charge, plays it to go one room
    further and ends with a Potion: three rooms, three tokens played, one life back."""
    s = table(game, ARAMIS)
    s.put("bains", FIG[PORTHOS]).put("petite_galerie", "pen-guard-1").set("wounds", 1, player=PORTHOS)
    s.put("gear@3", "pen-eq-secret-strike-1", "pen-eq-potion-1")
    chest(s, "bains", "pen-eq-cape-1")
    chest(s, "petite_galerie", "pen-eq-door-1", "pen-eq-charge-1")
    for action in (go("grande_galerie"), go("petite_galerie"), "duel", "equip", ("use", "pen-eq-charge-1"),
                   go("escalier"), ("drink", "pen-eq-potion-1"), "end"):
        s.answer(PORTHOS, "musketeer-action", action)
    s.answer(PORTHOS, "duel-round", "pen-eq-secret-strike-1")
    s.call("musketeer_phase", PORTHOS)

    asked = [d for d in s.asked if d.prompt == "musketeer-action"]
    assert "equip" not in [o.value for o in asked[0].options]  # not before moving
    assert [o.value for o in asked[2].options] == ["duel", ("drink", "pen-eq-potion-1")]  # stopped by the guard
    assert "pen-guard-1" in s.zone("reserve") and dice_rolled(s) == []  # beaten without a die
    assert where(s, PORTHOS) == "escalier" and s.counter("moved", PORTHOS) == 3
    assert s.zone("gear@3") == []  # three tokens played: strike, charge, potion
    assert {"pen-eq-secret-strike-1", "pen-eq-charge-1", "pen-eq-potion-1"} <= set(s.zone("removed"))
    assert s.counter("wounds", PORTHOS) == 0
    assert chest_tokens(s, "petite_galerie") == ["pen-eq-door-1"]
    distance = to_ballroom(game)
    assert distance["bains"] > distance["grande_galerie"] > distance["petite_galerie"] > distance["escalier"]


def test_seed003_exemplo_2_a_cardinal_turn(game):
    """4 points and a card: he draws 'Secret Passage or Displace the Portcullis'; a guard enters at a crest and walks
    two rooms to the chest room beside Athos; the card's portcullis closes the door between Athos and d'Artagnan;
    Rochefort and a guard step into Athos's crest room; Athos throws his Cape and withdraws into the chest room, where
    he must fight the guard; he wins but cannot equip outside his phase. The crest is free, the musketeers apart."""
    s = table(game, ARAMIS)
    s.put("chambre_du_roi", FIG[DARTAGNAN]).put("cabinet", FIG[ATHOS]).put("gear@2", "pen-eq-cape-1")
    s.put("chapelle", "pen-rochefort", "pen-guard-1", "pen-guard-2")
    s.put("special_deck", "pen-special-passage-or-portcullis-1")  # on top
    chest(s, "medailles", "pen-eq-potion-1")
    door = next(link for link in game.links["cabinet"] if link.to == "chambre_du_roi")
    for action in (("reinforce", "guard", room("antiques")), send("pen-guard-3", "medailles"),
                   ("special", "pen-special-passage-or-portcullis-1"), send("pen-rochefort", "cabinet"),
                   send("pen-guard-1", "cabinet"), "end"):
        s.answer(CARDINAL, "cardinal-action", action)
    s.answer(CARDINAL, "special-effect", "move_portcullis").answer(CARDINAL, "portcullis-link", ("at", door))
    s.answer(ATHOS, "duel-begins", "pen-eq-cape-1").answer(ATHOS, "cape-retreat", ("to", room("medailles")))
    s.force_dice("d6", 3, 5, 6)  # the guard misses, Athos hits twice
    s.call("cardinal_phase", 4, True)

    assert "pen-special-passage-or-portcullis-1" in s.zone("special_discard")
    assert set(offered(s, "special-effect")) == {"secret_passage", "move_portcullis"}  # one of the two, never both
    assert s.card_counter("pen-portcullis", "link") == door.index
    retreat = {o[1].name for o in offered(s, "cape-retreat")}
    assert "medailles" in retreat and "chambre_du_roi" not in retreat  # never toward the ballroom
    assert where(s, ATHOS) == "medailles" and "pen-guard-3" in s.zone("reserve")
    assert s.zone("gear@2") == [] and chest_tokens(s, "medailles") == ["pen-eq-potion-1"]  # no equipping
    assert {c for c in s.zone("cabinet") if game.cards[c].kind == "figure"} == {"pen-rochefort", "pen-guard-1"}
    assert s.counter("wounds", ATHOS) == 0 and "pistol-target" not in [d.prompt for d in s.asked]
    # the crest is free again, and the portcullis keeps d'Artagnan from joining Athos
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 1, False)
    assert ("reinforce", "guard", room("cabinet")) in offered(s, "cardinal-action")
    s.answer(DARTAGNAN, "musketeer-action", "end").call("musketeer_phase", DARTAGNAN)
    assert go("cabinet") not in offered(s, "musketeer-action")


def test_seed003_exemplo_3_the_duel(game):
    """3 points + Reinforcements (3): Milady walks two rooms and seduces d'Artagnan (4: a false pendant); a guard
    enters beside Rochefort; three guards and Rochefort attack d'Artagnan and Aramis. The pistol (5) wounds
    d'Artagnan; 1-3-5-5-6 against Aramis 1-3 and d'Artagnan 2-3-6-6 (four dice against many): two guards fall,
    three hits shared, Aramis dodges with his 1, d'Artagnan drinks his potion and still falls to the Cardinal's
    extra hit. Second round 2-5-6 against Aramis 4-6: the last guard and Rochefort fall, and so does Aramis. Milady
    looks at both pendants: Aramis carries the true one, the Cardinal wins."""
    s = table(game, ARAMIS)
    s.put("escalier", FIG[DARTAGNAN], FIG[ARAMIS]).set("wounds", 1, player=DARTAGNAN).set("wounds", 1, player=ARAMIS)
    s.put("gear@1", "pen-eq-potion-1")
    s.put("grande_galerie", "pen-milady").put("caryatides", "pen-rochefort", "pen-guard-1", "pen-guard-2")
    s.put("special_hand@0", "pen-special-reinforcements-3")
    for action in (("special", "pen-special-reinforcements-3"), send("pen-milady", "escalier"), ("seduce", DARTAGNAN),
                   ("reinforce", "guard", room("caryatides")), send("pen-rochefort", "escalier"),
                   send("pen-guard-1", "escalier"), send("pen-guard-2", "escalier"), send("pen-guard-3", "escalier"),
                   ("duel", room("escalier"))):
        s.answer(CARDINAL, "cardinal-action", action)
    s.answer(CARDINAL, "pistol-target", DARTAGNAN).answer(CARDINAL, "assign-hits", DARTAGNAN)
    s.answer(DARTAGNAN, "before-hits")  # before the pistol's wound he keeps it
    s.answer(DARTAGNAN, "before-hits", "pen-eq-potion-1")  # and drinks it before the first round's blows
    s.force_dice("d6", 4)  # Milady's charm
    s.force_dice("d6", 5)  # Rochefort's pistol
    s.force_dice("d6", 1, 3, 5, 5, 6, 2, 3, 6, 6, 1, 3)  # round 1: the Cardinal, d'Artagnan, Aramis
    s.force_dice("d6", 2, 5, 6, 4, 6)  # round 2: the Cardinal, Aramis
    with pytest.raises(GameOver) as ended:
        s.call("cardinal_phase", 3, False)

    assert ended.value.reason == "true_pendant_revealed" and ended.value.winners == [CARDINAL]
    assert s.forced_left("d6") == []
    assert s.ctx.card_seen("pen-pendant-false-1", CARDINAL)  # seduced: false
    rolls = dice_rolled(s)
    assert rolls[0] == (4,) and rolls[1] == (5,) and rolls[2] == (1, 3, 5, 5, 6)
    assert rolls[3] == (2, 3, 6, 6) and rolls[4] == (1, 3)  # d'Artagnan rolls four dice, Aramis two
    assert rolls[5] == (2, 5, 6) and rolls[6] == (4, 6)  # one guard and Rochefort: three dice
    assert stunned(s, DARTAGNAN) and stunned(s, ARAMIS)
    assert "pen-eq-potion-1" in s.zone("removed")
    assert [c for c in s.zone("escalier") if game.cards[c].stats.get("role") in ("guard", "rochefort")] == []
    assert "pen-milady" in s.zone("escalier")
    assert s.counter("queen_track") == 2  # two musketeers fell: two squares
    assert s.ctx.card_seen(TRUE, CARDINAL)
