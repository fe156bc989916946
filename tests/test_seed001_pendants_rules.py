"""The Three Musketeers: The Queen's Pendants (seed 001, Italian; seed 003 where it adds details): one test per rule,
named after the section of seed 001 where it stands. The rules are the YAML procedures of content/games/pendants.yaml
and the triggers of the cards; situations are built with Scenario on the real content (the authored Louvre of
content/boards/pendants) and run through the procedures a game runs; dice are forced where a rule needs them.
Where a rule is about what a player sees or answers, the test plays the real `Game`."""
from __future__ import annotations

import pytest

from conftest import answer
from pendants_helpers import (ARAMIS, ATHOS, CARDINAL, DARTAGNAN, FIG, MUSKETEERS, PORTHOS, TRUE, chest,
                              chest_tokens, first_options, go, moves, offered, over, pendants, phase_of, room,
                              send, stunned, table, where)
from rulekit.run.game import Game
from rulekit.run.views import redacted_log


def hidden(zone) -> bool:
    """A zone as a view shows it to a seat that may not see its cards: a count, or face-down cards."""
    return isinstance(zone, int) or all(c["id"] == "?" for c in zone)


@pytest.fixture(scope="module")
def game():
    return pendants()


# ------------------------------------------------------------------------------------------------ PER INIZIARE
def test_seed001_per_iniziare_the_table_is_set(game):
    g = Game(game, 5, seed=13)
    zones, counters = g.state["zones"], g.state["counters"]
    assert g.pending()[0].prompt == "pendant-keeper" and g.pending()[0].player == DARTAGNAN
    answer(g, DARTAGNAN, "at_random")
    pendants_held = [zones[f"pendant@{seat}"] for seat in MUSKETEERS]
    assert all(len(p) == 1 for p in pendants_held)
    assert sum(game.cards[p[0]].stats["real"] for p in pendants_held) == 1
    for seat in MUSKETEERS:
        (token,) = zones[f"gear@{seat}"]
        assert game.cards[token].stats["corner"] == "blue"
        assert g.ctx.card_zone[FIG[seat]] == "quai"
    assert len(zones["chests"]) == 33
    for number in range(1, 12):
        assert sum(1 for t in zones["chests"] if g.ctx.counter("card", t, "slot") == number) == 3
    for space, tags in game.space_tags.items():
        marks = {game.cards[c].stats["mark"] for c in zones[space] if game.cards[c].kind == "marker"}
        assert marks == ({"chest"} if "chest" in tags else set()) | ({"crest"} if "crest" in tags else set())
        guards = [c for c in zones[space] if game.cards[c].stats.get("role") == "guard"]
        assert len(guards) == (1 if "crest" in tags else 0)
    assert "pen-rochefort" in zones["reserve"] and "pen-milady" in zones["reserve"]
    assert zones["queen_chamber"] == ["pen-queen"]
    assert len(zones["special_hand@0"]) >= 1 and len(zones["special_deck"]) + len(zones["special_hand@0"]) == 14
    assert set(zones["calls"]) == {"pen-cardinals-call", "pen-all-for-one"}
    assert counters["king_square"] == 15


def test_seed001_per_iniziare_0_the_queen_starts_in_her_chamber_before_square_1(game):
    g = Game(game, 5, seed=2)
    assert g.state["counters"]["queen_track"] == 0  # before square 1: a King on 15 is fifteen squares away
    s = table(game).put("turn_card", "pen-turn-01")  # the card's portrait: 2 squares
    s.call("queen_step")
    assert s.counter("queen_track") == 2


def test_seed001_per_iniziare_red_cornered_starting_tokens_go_back(game):
    s = table(game)
    pool = s.zone("equipment_pool")
    red = [t for t in pool if game.cards[t].stats["corner"] == "red"]
    blue = [t for t in pool if game.cards[t].stats["corner"] == "blue"][:4]
    s.put("removed", *[t for t in pool if t not in red + blue])
    s.call("starting_equipment")
    for seat in MUSKETEERS:
        assert len(s.zone(f"gear@{seat}")) == 1 and s.zone(f"gear@{seat}")[0] in blue
    assert sorted(s.zone("equipment_pool")) == sorted(red)


def test_seed001_per_iniziare_3_the_musketeers_choose_the_keeper_in_secret(game):
    g = Game(game, 5, seed=4)
    decision = g.pending()[0]
    assert decision.prompt == "pendant-keeper" and decision.secret  # a secret choice of the musketeers
    answer(g, DARTAGNAN, ("keeper", PORTHOS))
    assert g.state["zones"][f"pendant@{PORTHOS}"] == [TRUE]
    assert all(len(g.state["zones"][f"pendant@{seat}"]) == 1 for seat in MUSKETEERS)
    log = redacted_log(g, CARDINAL)
    chosen = [e for e in log if e["kind"] == "decision_answered" and e["prompt"] == "pendant-keeper"]
    assert chosen and chosen[0]["chosen"] == ["?"]  # the Cardinal never learns whom they chose
    assert not any(TRUE in (e.get("cards") or ()) for e in log if e["kind"] == "cards_moved")


def test_seed001_per_iniziare_5_the_musketeers_see_each_others_pendants_and_tokens_the_cardinal_does_not(game):
    g = Game(game, 5, seed=4)
    answer(g, DARTAGNAN, ("keeper", ARAMIS))
    cardinal_view, athos_view = g.view(CARDINAL), g.view(ATHOS)
    for seat in MUSKETEERS:  # one team: every musketeer sees every musketeer's pendant and equipment
        assert all(c["id"] != "?" for c in athos_view["zones"][f"pendant@{seat}"])
        assert all(c["id"] != "?" for c in athos_view["zones"][f"gear@{seat}"])
        assert hidden(cardinal_view["zones"][f"pendant@{seat}"]) and hidden(cardinal_view["zones"][f"gear@{seat}"])
    assert athos_view["zones"][f"pendant@{ARAMIS}"][0]["id"] == TRUE
    assert isinstance(athos_view["zones"]["special_hand@0"], int)  # his hand stays his
    assert all(c["id"] == "?" for c in cardinal_view["zones"]["chests"])  # the chests' slots show, not the tokens


def test_seed001_per_iniziare_harder_king_squares():
    for square in (14, 13, 12):
        assert pendants((f"king-{square}",)).counters["king_square"] == square


# ------------------------------------------------------------------------------------------------ TURNO DI GIOCO
def test_seed001_turno_di_gioco_the_card_names_the_phases(game):
    s = table(game).put("turn_card", "pen-turn-07")  # d'Artagnan, Porthos, Cardinal 2 + card, Aramis, Cardinal 1, Athos
    for seat in MUSKETEERS:
        s.answer(seat, "musketeer-action", "end")
    s.answer(CARDINAL, "cardinal-action", "end").answer(CARDINAL, "cardinal-action", "end")
    s.call("play_phases")
    assert [p for p, prompt in s.prompts()] == [DARTAGNAN, PORTHOS, CARDINAL, ARAMIS, CARDINAL, ATHOS]
    assert len(s.zone("special_hand@0")) == 1  # the card symbol: one special card drawn
    order = game.cards["pen-turn-07"].stats["order"]
    assert order[2] == {"seat": "cardinal", "points": 2, "draw": 1} and order[0] == {"seat": "dartagnan"}


def test_seed001_turno_di_gioco_action_points_from_the_card(game):
    s = table(game).put("turn_card", "pen-turn-09")  # Athos, Cardinal 2 + card, d'Artagnan, Aramis, Cardinal 1 + card, Porthos
    for seat in MUSKETEERS:
        s.answer(seat, "musketeer-action", "end")
    s.answer(CARDINAL, "cardinal-action", "end").answer(CARDINAL, "cardinal-action", "end")
    s.call("play_phases")
    from rulekit.run import events as ev
    started = [e.points for e in s.ctx.log if isinstance(e, ev.TurnStarted) and e.player == CARDINAL]
    assert started == [2, 1] and len(s.zone("special_hand@0")) == 2  # two card symbols: two special cards


def test_seed001_turno_di_gioco_twelve_cards_then_shuffled_again(game):
    s = table(game)
    deck = s.zone("turn_deck")
    s.put("turn_discard", *deck[:-1]).put("turn_card", deck[-1])
    s.call("turn_order_card")
    assert len(s.zone("turn_card")) == 1 and len(s.zone("turn_deck")) == 11 and s.zone("turn_discard") == []
    assert s.counter("turn_number") == 1 and s.counter("rochefort_entered") == 0


def test_seed001_turno_di_gioco_4_the_queen_walks_the_portrait_number(game):
    s = table(game).put("turn_card", "pen-turn-01").set("queen_track", 1)  # queen 2
    s.call("queen_step")
    assert s.counter("queen_track") == 3


# ------------------------------------------------------------------------------------------------ MOSCHETTIERI
def test_seed001_moschettieri_come_vincono_the_true_pendant_in_the_ballroom(game):
    s = table(game, true_with=ARAMIS).put("salon_carre", FIG[ARAMIS])
    s.answer(ARAMIS, "musketeer-action", go("ballroom"))
    ended = over(s, "musketeer_phase", ARAMIS)
    assert ended.reason == "pendant_returned" and ended.winners == [1, 2, 3, 4]


def test_seed001_moschettieri_movimento_one_or_two_rooms(game):
    s = table(game)
    assert moves(first_options(s, DARTAGNAN)) == {"flore", "ecuries", "jardin", "vestibule", "cuisines", "pavillon_du_roi"}
    s = table(game)
    phase_of(s, DARTAGNAN, go("jardin"), go("librairie"), "end")
    assert where(s, DARTAGNAN) == "librairie" and s.counter("moved", DARTAGNAN) == 2
    assert not moves(offered(s, "musketeer-action"))


def test_seed001_moschettieri_movimento_blocked_by_the_door_or_the_portcullis(game):
    s = table(game).put("jardin", FIG[ATHOS])
    s.call("lay_blocker", "pen-portcullis", s.ctx.game.links["jardin"][2])  # jardin - librairie
    options = moves(first_options(s, ATHOS))
    assert "librairie" not in options and "vestibule" in options


def test_seed001_moschettieri_movimento_blocked_by_guards(game):
    s = table(game).put("jardin", FIG[ATHOS]).put("librairie", "pen-guard-1")
    s.answer(ATHOS, "musketeer-action", go("librairie")).answer(ATHOS, "musketeer-action", "duel")
    s.force_dice("d6", 1, 5, 6)  # the guard misses; Athos hits twice
    s.answer(ATHOS, "musketeer-action", "end")
    s.call("musketeer_phase", ATHOS)
    assert offered(s, "musketeer-action", 1) == ["duel"]  # he had to stop and fight
    assert where(s, ATHOS) == "librairie" and not moves(offered(s, "musketeer-action"))


def test_seed001_moschettieri_movimento_milady_alone_never_stops_him(game):
    s = table(game).put("jardin", FIG[ATHOS]).put("librairie", "pen-milady")
    phase_of(s, ATHOS, go("librairie"), go("salle_basse"), "end")
    assert where(s, ATHOS) == "salle_basse"


def test_seed001_moschettieri_equipaggiarsi_only_after_moving(game):
    s = table(game).put("ecuries", FIG[PORTHOS])
    chest(s, "ecuries", "pen-eq-potion-1", "pen-eq-charge-1")
    assert "equip" not in first_options(s, PORTHOS)
    s = table(game).put("ecuries", FIG[PORTHOS])
    chest(s, "ecuries", "pen-eq-potion-1", "pen-eq-charge-1")
    phase_of(s, PORTHOS, go("flore"), go("ecuries"), "equip", "end")
    assert s.zone("gear@3") == ["pen-eq-charge-1"]  # the top token
    assert s.card_counter("pen-eq-charge-1", "slot") == 0 and chest_tokens(s, "ecuries") == ["pen-eq-potion-1"]
    assert "equip" not in offered(s, "musketeer-action")  # once per room entered


def test_seed001_moschettieri_equipaggiarsi_not_with_guards_but_with_milady(game):
    s = table(game).put("librairie", FIG[PORTHOS], "pen-milady").set("moved", 1, player=PORTHOS)
    chest(s, "librairie", "pen-eq-potion-1")
    s.call("can_equip", PORTHOS)
    assert s.result is True
    s.put("librairie", "pen-rochefort").call("can_equip", PORTHOS)
    assert s.result is False


def test_seed001_moschettieri_equipaggiarsi_three_tokens_at_most(game):
    s = table(game).put("librairie", FIG[PORTHOS]).set("moved", 1, player=PORTHOS)
    chest(s, "librairie", "pen-eq-potion-1")
    s.put("gear@3", "pen-eq-potion-2", "pen-eq-potion-3").call("can_equip", PORTHOS)
    assert s.result is True
    s.put("gear@3", "pen-eq-potion-4").call("can_equip", PORTHOS)
    assert s.result is False


def test_seed001_moschettieri_equipaggiarsi_after_beating_the_henchmen(game):
    s = table(game).put("jardin", FIG[PORTHOS]).put("librairie", "pen-guard-1")
    chest(s, "librairie", "pen-eq-potion-1")
    s.force_dice("d6", 1, 5, 6)  # the guard misses, Porthos hits twice
    phase_of(s, PORTHOS, go("librairie"), "duel", "equip", "end")
    assert "pen-guard-1" in s.zone("reserve") and s.zone("gear@3") == ["pen-eq-potion-1"]


def test_seed001_moschettieri_equipaggiarsi_red_tokens_act_at_once(game):
    s = table(game).put("jardin", FIG[PORTHOS])
    chest(s, "librairie", "pen-eq-booby-trap-1")
    phase_of(s, PORTHOS, go("librairie"), "equip", "end")
    assert s.counter("wounds", PORTHOS) == 1 and s.zone("gear@3") == [] and "pen-eq-booby-trap-1" in s.zone("removed")
    assert s.ctx.card_seen("pen-eq-booby-trap-1", CARDINAL)  # shown at once


def test_seed001_moschettieri_scambiare_dare_tokens_in_the_same_room(game):
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS]).put("gear@2", "pen-eq-charge-1").put("gear@3", "pen-eq-cape-1")
    options = first_options(s, ATHOS)
    assert ("give", "pen-eq-charge-1", PORTHOS) in options and ("swap", PORTHOS) in options
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS]).put("gear@2", "pen-eq-charge-1").put("gear@3", "pen-eq-cape-1")
    s.answer(PORTHOS, "give-back", ("back", "pen-eq-cape-1"))
    phase_of(s, ATHOS, ("give", "pen-eq-charge-1", PORTHOS), "end")
    assert s.zone("gear@3") == ["pen-eq-charge-1"] and s.zone("gear@2") == ["pen-eq-cape-1"]
    assert not moves(offered(s, "musketeer-action"))  # at the end of his move
    assert ("give", "pen-eq-cape-1", PORTHOS) not in offered(s, "musketeer-action")  # not handed straight back


def test_seed001_moschettieri_scambiare_dare_an_exchange_with_a_full_friend(game):
    # 'scambiare e/o dare qualunque o tutti i suoi gettoni': a friend carrying three tokens cannot take a gift, but
    # can trade one of his for it (both agreeing); refused, nothing changes hands and the token is not offered
    # again this phase.
    full = ("pen-eq-cape-1", "pen-eq-potion-1", "pen-eq-door-1")
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS]).put("gear@2", "pen-eq-charge-1").put("gear@3", *full)
    assert ("give", "pen-eq-charge-1", PORTHOS) in first_options(s, ATHOS)
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS]).put("gear@2", "pen-eq-charge-1").put("gear@3", *full)
    s.answer(PORTHOS, "swap-back", ("take_for", "pen-eq-potion-1", "pen-eq-charge-1"))
    phase_of(s, ATHOS, ("give", "pen-eq-charge-1", PORTHOS), "end")
    assert sorted(s.zone("gear@3")) == ["pen-eq-cape-1", "pen-eq-charge-1", "pen-eq-door-1"]
    assert s.zone("gear@2") == ["pen-eq-potion-1"]
    assert [o for o in offered(s, "swap-back") if o != "refuse"] == [("take_for", c, "pen-eq-charge-1") for c in full]
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS]).put("gear@2", "pen-eq-charge-1").put("gear@3", *full)
    s.answer(PORTHOS, "swap-back", "refuse")
    phase_of(s, ATHOS, ("give", "pen-eq-charge-1", PORTHOS), "end")
    assert s.zone("gear@2") == ["pen-eq-charge-1"] and s.zone("gear@3") == list(full)
    assert not [o for o in offered(s, "musketeer-action") if isinstance(o, tuple) and o[0] == "give"]


def test_seed001_moschettieri_scambiare_pendants_one_for_one_with_consent(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], FIG[ARAMIS])
    s.answer(ARAMIS, "accept-swap", "refuse")
    phase_of(s, ATHOS, ("swap", ARAMIS), "end")
    assert s.zone("pendant@4") == [TRUE]
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], FIG[ARAMIS])
    s.set("stunned", 1, card=FIG[ARAMIS])  # a stunned musketeer trades too (he still agrees)
    s.answer(ARAMIS, "accept-swap", "accept")
    phase_of(s, ATHOS, ("swap", ARAMIS), "end")
    assert s.zone("pendant@2") == [TRUE] and len(s.zone("pendant@4")) == 1
    assert not any(isinstance(o, tuple) and o[0] == "swap" for o in offered(s, "musketeer-action"))  # once a phase


def test_seed001_moschettieri_bloccare_a_crest_room(game):
    s = table(game).put("conseil", FIG[ATHOS])
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 2, False)
    rooms = {o[2].name for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "reinforce"}
    assert "conseil" not in rooms and "antiques" in rooms
    s.set("stunned", 1, card=FIG[ATHOS])  # a stunned musketeer blocks nothing
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 2, False)
    assert ("reinforce", "guard", room("conseil")) in offered(s, "cardinal-action")


def test_seed001_moschettieri_recupero_all_life_back_but_no_move(game):
    s = table(game).put("librairie", FIG[ATHOS]).set("wounds", 3, player=ATHOS).set("stunned", 1, card=FIG[ATHOS])
    chest(s, "librairie", "pen-eq-potion-1")
    phase_of(s, ATHOS, "end")
    assert s.counter("wounds", ATHOS) == 0 and not stunned(s, ATHOS)
    assert offered(s, "musketeer-action") == ["all_for_one", "end"]  # no move, no equipment
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").set("wounds", 3, player=ATHOS)
    s.set("stunned", 1, card=FIG[ATHOS])
    s.force_dice("d6", 1, 4, 2, 3)  # the guard misses; Athos hits once, his 2 rolled again
    phase_of(s, ATHOS, "duel", "end")  # henchmen in his room when he gets up: he duels
    assert "pen-guard-1" in s.zone("reserve")


def test_seed001_moschettieri_recupero_no_move_after_all_for_one_either(game):
    # Getting up, he may not move in this phase: opening it with All for one does not give him his moves back
    # (a Charge, which adds a room, stays unusable too).
    s = table(game).put("librairie", FIG[ATHOS]).set("wounds", 3, player=ATHOS).set("stunned", 1, card=FIG[ATHOS])
    s.put("gear@2", "pen-eq-charge-1").set("stunned", 1, card=FIG[ARAMIS])
    s.answer(ATHOS, "musketeer-action", "all_for_one")
    for seat in (DARTAGNAN, ATHOS, PORTHOS):
        s.answer(seat, "collective-action", "recover").answer(seat, "musketeer-action", "end")
    s.answer(ATHOS, "musketeer-action", "end")
    s.call("musketeer_phase", ATHOS)
    assert "pen-all-for-one" in s.zone("removed") and where(s, ATHOS) == "librairie"
    assert offered(s, "musketeer-action") == ["end"]  # neither a move nor the Charge
    assert "pen-eq-charge-1" in s.zone("gear@2")


def test_seed001_moschettieri_confortare_la_regina(game):
    s = table(game, true_with=ARAMIS).put("trone", FIG[PORTHOS]).set("queen_track", 6)
    phase_of(s, PORTHOS, go("ballroom"))
    assert s.counter("out", PORTHOS) == 1 and s.counter("queen_track") == 4
    s.asked.clear()
    s.call("musketeer_phase", PORTHOS)
    assert not s.asked  # out of the game: no more phases


def test_seed001_confortare_la_regina_sends_her_back_into_her_chamber(game):
    s = table(game, true_with=ARAMIS).put("trone", FIG[PORTHOS]).set("queen_track", 1)
    phase_of(s, PORTHOS, go("ballroom"))
    assert s.counter("queen_track") == 0  # back into her chamber, never behind it
    assert s.ctx.game.tracks["queen_track"].start == 0


def test_seed001_moschettieri_tutti_per_uno(game):
    s = table(game).put("librairie", FIG[ATHOS]).put("jardin", FIG[PORTHOS]).set("wounds", 1, player=ATHOS)
    s.set("stunned", 1, card=FIG[ARAMIS])  # the stunned take no part
    s.answer(ATHOS, "musketeer-action", "all_for_one")
    s.answer(DARTAGNAN, "collective-action", go("jardin")).answer(ATHOS, "collective-action", "recover")
    s.answer(PORTHOS, "collective-action", go("vestibule"))
    for seat in (DARTAGNAN, PORTHOS):
        s.answer(seat, "musketeer-action", "end")
    s.answer(ATHOS, "musketeer-action", "end")  # his own actions in the collective phase
    s.answer(ATHOS, "musketeer-action", go("salle_basse")).answer(ATHOS, "musketeer-action", "end")
    s.call("musketeer_phase", ATHOS)
    assert where(s, DARTAGNAN) == "jardin" and where(s, PORTHOS) == "vestibule" and s.counter("wounds", ATHOS) == 0
    assert ARAMIS not in [p for p, prompt in s.prompts() if prompt == "collective-action"]
    assert next(d for d in s.asked if d.prompt == "collective-action").secret  # all at once, in secret
    assert where(s, ATHOS) == "salle_basse"  # played at the start: his own phase followed
    assert "pen-all-for-one" in s.zone("removed") and "all_for_one" not in offered(s, "musketeer-action")


# ------------------------------------------------------------------------------------------------ GETTONI EQUIPAGGIAMENTO
def test_seed001_gettoni_potion_one_life(game):
    s = table(game).put("librairie", FIG[ATHOS]).set("wounds", 2, player=ATHOS).put("gear@2", "pen-eq-potion-1")
    phase_of(s, ATHOS, ("drink", "pen-eq-potion-1"), "end")
    assert s.counter("wounds", ATHOS) == 1 and "pen-eq-potion-1" in s.zone("removed")


def test_seed001_gettoni_potion_at_any_time_even_before_a_hit_that_would_not_stun(game):
    # In the Cardinal's phase: two guards attack Athos (2 wounds of 3); one hit would leave him standing, and he
    # drinks anyway before it lands (the window opens for every hit, not only for a knock-out).
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2").set("wounds", 1, player=ATHOS)
    s.put("gear@2", "pen-eq-potion-1")
    s.force_dice("d6", 5, 1, 6, 6)  # one hit on Athos; he hits twice
    s.answer(ATHOS, "before-hits", "pen-eq-potion-1")
    s.call("fight", "librairie", True)
    assert s.counter("wounds", ATHOS) == 1 and "pen-eq-potion-1" in s.zone("removed")  # healed, then hit
    # and he may pass: the potion stays for later
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2").set("wounds", 1, player=ATHOS)
    s.put("gear@2", "pen-eq-potion-1").force_dice("d6", 5, 1, 6, 6).answer(ATHOS, "before-hits")
    s.call("fight", "librairie", True)
    assert s.counter("wounds", ATHOS) == 2 and s.zone("gear@2") == ["pen-eq-potion-1"]


def test_seed001_gettoni_potion_in_a_duel_does_what_its_card_says(tmp_path):
    """A modded Potion that heals two heals two in the musketeer's phase and in a duel alike (the card's trigger is
    the one effect both moments run)."""
    from pendants_helpers import modded_pendants

    game = modded_pendants(tmp_path, ('do: "heal(owner, 1); move(self, removed)"', 'do: "heal(owner, 2); move(self, removed)"'))
    s = table(game).put("librairie", FIG[ATHOS]).set("wounds", 2, player=ATHOS).put("gear@2", "pen-eq-potion-1")
    phase_of(s, ATHOS, ("drink", "pen-eq-potion-1"), "end")
    assert s.counter("wounds", ATHOS) == 0
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2").set("wounds", 2, player=ATHOS)
    s.put("gear@2", "pen-eq-potion-1").force_dice("d6", 5, 6, 1, 1, 1)  # two hits would stun him; he misses
    s.answer(ATHOS, "before-hits", "pen-eq-potion-1")
    s.force_dice("d6", 1, 1, 6, 6)
    s.call("fight", "librairie", True)
    assert not stunned(s, ATHOS) and s.counter("wounds", ATHOS) == 2  # 2 - 2 healed + 2 hits


def test_seed001_gettoni_secret_passage_uses_a_green_arrow(game):
    s = table(game).put("cour_carree", FIG[ATHOS])
    assert "caryatides" not in moves(first_options(s, ATHOS))
    s = table(game).put("cour_carree", FIG[ATHOS]).put("gear@2", "pen-eq-secret-passage-1")
    s.answer(ATHOS, "secret-passage", go("caryatides"))
    phase_of(s, ATHOS, ("use", "pen-eq-secret-passage-1"), "end")
    assert where(s, ATHOS) == "caryatides" and s.zone("gear@2") == []
    assert s.counter("moved", ATHOS) == 1 and s.counter("steps", ATHOS) == 1  # it is no free move


def test_seed001_gettoni_charges_one_room_more(game):
    s = table(game).put("gear@2", "pen-eq-charge-1", "pen-eq-charge-2")
    phase_of(s, ATHOS, go("jardin"), go("librairie"), ("use", "pen-eq-charge-1"), go("salle_basse"), "end")
    assert where(s, ATHOS) == "salle_basse" and s.zone("gear@2") == ["pen-eq-charge-2"]


def test_seed001_gettoni_musketeers_door(game):
    s = table(game).put("librairie", FIG[ATHOS]).put("gear@2", "pen-eq-door-1", "pen-eq-door-2")
    librairie_jardin = next(l for l in s.ctx.game.links["jardin"] if l.to == "librairie")
    s.answer(ATHOS, "door-link", ("at", librairie_jardin))
    phase_of(s, ATHOS, ("use", "pen-eq-door-1"), "end")
    shut = {frozenset((l.origin, l.to)) for _, l in [(0, o[1]) for o in offered(s, "door-link")]}
    assert not any("ballroom" in pair for pair in shut)  # never a ballroom door
    assert s.zone("doorway") == ["pen-musketeers-door"] and librairie_jardin.effect_attribute(s.ctx, "blocked")
    assert "jardin" not in moves(offered(s, "musketeer-action"))
    bains_flore = next(l for l in s.ctx.game.links["flore"] if l.to == "bains")
    s.answer(ATHOS, "door-link", ("at", bains_flore))
    phase_of(s, ATHOS, ("use", "pen-eq-door-2"), "end")  # played again, the door moves
    assert bains_flore.effect_attribute(s.ctx, "blocked") and not librairie_jardin.effect_attribute(s.ctx, "blocked")
    assert s.card_counter("pen-musketeers-door", "link") == bains_flore.index


def test_seed001_gettoni_door_never_shuts_anyone_in(game):
    # the King's bedchamber: doors to the cabinet and the throne room, and a secret passage (no way out)
    s = table(game)
    links = {link.to: link for link in s.ctx.game.links["chambre_du_roi"]}
    s.call("lay_blocker", "pen-portcullis", links["cabinet"])
    s.call("can_block", links["trone"], "pen-musketeers-door")
    assert s.result is True  # nobody there
    s.put("chambre_du_roi", "pen-guard-1").call("can_block", links["trone"], "pen-musketeers-door")
    assert s.result is False  # the guard would be shut in
    s.call("can_block", links["trone"], "pen-portcullis")
    assert s.result is True  # moving the portcullis itself opens its doorway
    s.put("chambre_du_roi", FIG[ATHOS]).put("reserve", "pen-guard-1").call("can_block", links["trone"], "pen-musketeers-door")
    assert s.result is False  # musketeers too


def test_seed001_gettoni_secret_strike_without_dice(game):
    s = table(game).put("librairie", FIG[PORTHOS], "pen-guard-1", "pen-rochefort")
    s.put("gear@3", "pen-eq-secret-strike-1", "pen-eq-secret-strike-2")
    s.answer(PORTHOS, "duel-round", "pen-eq-secret-strike-1").answer(PORTHOS, "duel-round", "pen-eq-secret-strike-2")
    s.call("fight", "librairie", False)
    assert "pen-guard-1" in s.zone("reserve") and "pen-rochefort" in s.zone("reserve")
    assert "pistol-target" not in [d.prompt for d in s.asked]  # Rochefort never fired
    assert s.counter("wounds", PORTHOS) == 0 and s.forced_left("d6") == []


def test_seed001_gettoni_cape_only_in_defence(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("gear@2", "pen-eq-cape-1")
    s.force_dice("d6", 1, 1, 1)
    s.call("fight", "librairie", False)
    assert "duel-begins" not in [d.prompt for d in s.asked]
    s = table(game).put("escalier", FIG[ATHOS], "pen-guard-1").put("gear@2", "pen-eq-cape-1")
    s.set("entered_by", s.ctx.game.links["escalier"][2].index, card="pen-guard-1")  # he came from caryatides
    s.answer(ATHOS, "duel-begins", "pen-eq-cape-1").answer(ATHOS, "cape-retreat", ("to", room("petite_galerie")))
    s.call("fight", "escalier", True)
    assert {o[1].name for o in offered(s, "cape-retreat")} == {"petite_galerie", "caryatides"}
    assert where(s, ATHOS) == "petite_galerie" and s.zone("gear@2") == []


def test_seed001_gettoni_cape_never_toward_the_ballroom(game):
    s = table(game).put("escalier", "pen-guard-1")
    s.call("retreat_rooms", ATHOS, "escalier")
    assert {r.name for r in s.result} == {"petite_galerie", "caryatides"}  # back or aside, not galerie_d_apollon


def test_seed001_gettoni_booby_trap_can_stun(game):
    s = table(game, true_with=ARAMIS).put("jardin", FIG[ARAMIS]).set("wounds", 2, player=ARAMIS).put("librairie", "pen-milady")
    chest(s, "librairie", "pen-eq-booby-trap-1")
    s.answer(ARAMIS, "musketeer-action", go("librairie")).answer(ARAMIS, "musketeer-action", "equip")
    ended = over(s, "musketeer_phase", ARAMIS)  # stunned with Milady watching: the true pendant
    assert ended.reason == "true_pendant_revealed" and ended.winners == [CARDINAL]
    assert s.counter("queen_track") == 1


def test_seed001_gettoni_poison_one_room_next_phase(game):
    s = table(game).put("jardin", FIG[ATHOS])
    chest(s, "librairie", "pen-eq-poison-1")
    phase_of(s, ATHOS, go("librairie"), "equip", go("salle_basse"), "end")
    assert where(s, ATHOS) == "salle_basse" and s.counter("poisoned", ATHOS) == 1  # this phase goes on as before
    phase_of(s, ATHOS, go("bains"), go("salle_basse"), "end")  # another phase of the same turn: not yet
    assert where(s, ATHOS) == "salle_basse" and s.counter("poisoned", ATHOS) == 1
    s.set("turn_number", 1)  # the next turn: his phase has one room, then the token is gone
    phase_of(s, ATHOS, go("bains"), "end")
    assert s.counter("poisoned", ATHOS) == 0 and not moves(offered(s, "musketeer-action"))


def test_seed001_gettoni_poison_waits_for_his_own_phase_past_all_for_one(game):
    # 'Poison!': the musketeer's own phase of the next turn has one room; a collective phase (All for one) played
    # before it is not that phase and leaves the token where it is.
    s = table(game).put("salle_basse", FIG[ATHOS]).put("jardin", FIG[PORTHOS]).set("stunned", 1, card=FIG[ARAMIS])
    s.set("turn_number", 1).set("poisoned", 1, player=ATHOS)
    s.answer(PORTHOS, "musketeer-action", "all_for_one")
    for seat in (DARTAGNAN, ATHOS, PORTHOS):
        s.answer(seat, "collective-action", "recover").answer(seat, "musketeer-action", "end")
    s.answer(PORTHOS, "musketeer-action", "end")
    s.call("musketeer_phase", PORTHOS)
    assert "pen-all-for-one" in s.zone("removed") and s.counter("poisoned", ATHOS) == 1
    phase_of(s, ATHOS, go("bains"), "end")
    assert s.counter("poisoned", ATHOS) == 0 and not moves(offered(s, "musketeer-action"))


# ------------------------------------------------------------------------------------------------ IL CARDINALE
def test_seed001_il_cardinale_come_vince_the_king_square(game):
    s = table(game).put("turn_card", "pen-turn-04").set("queen_track", 13)  # queen 2: onto the King's square 15
    ended = over(s, "queen_step")
    assert ended.reason == "queen_meets_king" and ended.winners == [CARDINAL]


def test_seed001_il_cardinale_come_vince_the_true_pendant_shown(game):
    s = table(game, true_with=ATHOS).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2", "pen-guard-3")
    s.set("wounds", 2, player=ATHOS).force_dice("d6", 5, 6, 1, 1, 2, 2)
    s.answer(ATHOS, "musketeer-action", "duel")
    ended = over(s, "musketeer_phase", ATHOS)
    assert ended.reason == "true_pendant_revealed" and s.ctx.card_seen(TRUE, CARDINAL)


def test_seed001_il_cardinale_false_pendant_shown_game_goes_on(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2", "pen-guard-3")
    s.set("wounds", 2, player=ATHOS).force_dice("d6", 5, 6, 1, 1, 2, 2)
    phase_of(s, ATHOS, "duel")
    assert stunned(s, ATHOS) and s.card_counter("pen-pendant-false-2", "seen") == 1
    assert s.zone("pendant@2") == ["pen-pendant-false-2"] and s.counter("queen_track") == 1


def test_seed001_il_cardinale_carta_speciale_three_in_hand_at_most(game):
    s = table(game).put("special_hand@0", "pen-special-reserve-1", "pen-special-perfume-1", "pen-special-perfume-2")
    s.put("special_deck", "pen-special-elite-guards-1")
    s.answer(CARDINAL, "discard-special", "pen-special-perfume-2").answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 2, True)
    assert len(s.zone("special_hand@0")) == 3 and "pen-special-perfume-2" in s.zone("special_discard")


def test_seed001_il_cardinale_carta_speciale_one_a_phase_reinforcements_announced_first(game):
    s = table(game).put("special_hand@0", "pen-special-reinforcements-2", "pen-special-reserve-1").put("conseil", "pen-guard-1")
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "antiques")).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 1, False)
    first, second = offered(s, "cardinal-action", 0), offered(s, "cardinal-action", 1)
    assert ("special", "pen-special-reinforcements-2") in first and ("special", "pen-special-reserve-1") in first
    assert ("special", "pen-special-reinforcements-2") not in second  # announced first, or never
    assert ("special", "pen-special-reserve-1") in second
    s = table(game).put("special_hand@0", "pen-special-reinforcements-2", "pen-special-reserve-1").put("conseil", "pen-guard-1")
    s.answer(CARDINAL, "cardinal-action", ("special", "pen-special-reinforcements-2"))
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "antiques")).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 1, False)
    from rulekit.run import events as ev
    assert [e.left for e in s.ctx.log if isinstance(e, ev.PointsChanged)] == [3, 2]  # 1 + 2 points, one spent
    assert not any(isinstance(o, tuple) and o[0] == "special" for o in offered(s, "cardinal-action"))  # one a phase


def test_seed001_il_cardinale_seduzione(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ARAMIS], FIG[ATHOS], "pen-milady")
    s.force_dice("d6", 3)
    s.answer(CARDINAL, "cardinal-action", ("seduce", ARAMIS)).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 0, False)
    assert not s.ctx.card_seen(TRUE, CARDINAL)  # he resisted
    assert not any(isinstance(o, tuple) and o[0] == "seduce" for o in offered(s, "cardinal-action"))  # once a phase
    s.force_dice("d6", 4)
    s.answer(CARDINAL, "cardinal-action", ("seduce", ARAMIS)).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 0, False)
    assert s.ctx.card_seen(TRUE, CARDINAL)  # he saw it: the true one, he knows whom to hunt


def test_seed001_il_cardinale_duello_rochefort_fires_first(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-rochefort")
    s.force_dice("d6", 6, 1, 1, 4, 4)  # the pistol hits; Rochefort's two dice miss; Athos hits twice
    s.answer(CARDINAL, "pistol-target", ATHOS)
    s.call("fight", "librairie", True)
    assert s.counter("wounds", ATHOS) == 1 and "pen-rochefort" in s.zone("reserve")


def test_seed001_il_cardinale_movimento_one_point_one_or_two_rooms(game):
    s = table(game).put("caryatides", "pen-guard-1").put("escalier", FIG[ATHOS])
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 2, False)
    first = {o[2].name for o in offered(s, "cardinal-action", 0) if isinstance(o, tuple) and o[0] == "go" and o[1] == "pen-guard-1"}
    # a guard stops in the room of a standing musketeer: escalier, never petite_galerie beyond it; no secret passage
    assert first == {"escalier"}
    s = table(game).put("antiques", "pen-guard-1")
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "oratoire")).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 2, False)
    assert "oratoire" in {o[2].name for o in offered(s, "cardinal-action", 0) if isinstance(o, tuple) and o[0] == "go"}
    assert "pen-guard-1" in s.zone("oratoire")  # two rooms for one point
    assert not any(isinstance(o, tuple) and o[0] == "go" for o in offered(s, "cardinal-action"))  # moved once: no more


def test_seed001_il_cardinale_movimento_milady_passes_musketeers(game):
    s = table(game).put("caryatides", "pen-milady").put("escalier", FIG[ATHOS])
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 1, False)
    reach = {o[2].name for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "go"}
    assert "petite_galerie" in reach and "galerie_d_apollon" in reach
    assert "quai" not in reach and "ballroom" not in reach


def test_seed001_il_cardinale_no_moving_after_a_duel_but_reinforcing(game):
    """Once a duel has begun he moves no henchman any more; he may still bring new ones in at the crests."""
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("conseil", "pen-guard-2")
    s.force_dice("d6", 1, 5, 5)
    s.answer(CARDINAL, "cardinal-action", ("duel", room("librairie")))
    s.answer(CARDINAL, "cardinal-action", ("reinforce", "guard", room("antiques"))).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 3, False)
    after = offered(s, "cardinal-action", 1)
    assert not any(isinstance(o, tuple) and o[0] == "go" for o in after)
    assert any(isinstance(o, tuple) and o[0] == "reinforce" for o in after)
    assert [c for c in s.zone("antiques") if game.cards[c].kind == "figure"] != []


def test_seed001_il_cardinale_rinforzo_crests_rochefort_once_a_turn(game):
    s = table(game)
    s.answer(CARDINAL, "cardinal-action", ("reinforce", "rochefort", room("conseil")))
    s.answer(CARDINAL, "cardinal-action", ("special", "pen-special-reserve-1"))
    s.answer(CARDINAL, "reserve-henchmen", "pen-rochefort").answer(CARDINAL, "cardinal-action", "end")
    s.put("special_hand@0", "pen-special-reserve-1")
    s.call("cardinal_phase", 3, False)
    reinforce = [o for o in offered(s, "cardinal-action", 0) if isinstance(o, tuple) and o[0] == "reinforce"]
    crests = {r for r, tags in game.space_tags.items() if "crest" in tags}
    assert {o[2].name for o in reinforce} == crests and {o[1] for o in reinforce} == {"guard", "rochefort", "milady"}
    assert "pen-rochefort" in s.zone("reserve") and s.counter("rochefort_entered") == 1
    assert not any(o[1] == "rochefort" for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "reinforce")
    s.call("turn_order_card")  # a new turn: he may come in again
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 1, False)
    assert any(o[1] == "rochefort" for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "reinforce")


def test_seed001_il_cardinale_the_cardinals_call(game):
    s = table(game).put("conseil", "pen-guard-1").put("horloge", "pen-guard-2").put("diane", FIG[ATHOS])
    s.answer(CARDINAL, "cardinal-action", "call")
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "medailles"))
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-2", "diane"))
    s.answer(CARDINAL, "cardinal-action", "end")  # the Call's phase: the duel follows
    s.answer(CARDINAL, "cardinal-action", "end")  # then his own phase
    s.force_dice("d6", 1, 5, 5)
    s.call("cardinal_phase", 1, False)
    assert where(s, ATHOS) == "diane" and "pen-guard-2" in s.zone("reserve")
    assert "pen-cardinals-call" in s.zone("removed")
    call_moves = {o[2].name for o in offered(s, "cardinal-action", 1) if isinstance(o, tuple) and o[0] == "go"}
    assert "chapelle" not in call_moves and "medailles" in call_moves  # one room each, no points
    assert "call" not in offered(s, "cardinal-action")  # once a game
    # 'Azioni che costano 1 punto azione: ... The Cardinal's call': it took the phase's one point, so his own
    # phase after it moves nobody; in a phase without points it is not offered.
    assert not [o for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "go"]
    s2 = table(game).put("conseil", "pen-guard-1").answer(CARDINAL, "cardinal-action", "end")
    s2.call("cardinal_phase", 0, False)
    assert "call" not in offered(s2, "cardinal-action")


# ------------------------------------------------------------------------------------------------ LE CARTE SPECIALI
def test_seed001_carte_speciali_secret_passage(game):
    s = table(game).put("cour_carree", "pen-guard-1").put("special_hand@0", "pen-special-secret-passage-1")
    cour_caryatides = next(l for l in s.ctx.game.links["cour_carree"] if l.kind == "secret")
    s.answer(CARDINAL, "cardinal-action", ("special", "pen-special-secret-passage-1"))
    s.answer(CARDINAL, "secret-passage-link", ("open", cour_caryatides))
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "escalier")).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 1, False)
    before = {o[2].name for o in offered(s, "cardinal-action", 0) if isinstance(o, tuple) and o[0] == "go"}
    assert "caryatides" not in before and "escalier" not in before  # by doors: too far
    assert "pen-guard-1" in s.zone("escalier")  # under the courtyard to the Caryatids, then one room


def test_seed001_carte_speciali_enraged_and_elite_guards(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("special_hand@0", "pen-special-enraged-guards-1")
    s.answer(CARDINAL, "duel-round", "pen-special-enraged-guards-1")
    s.force_dice("d6", 1, 1, 6, 4, 1, 1)  # three red dice (1 + 2), one hit; Athos hits once (his 1 again: 1)
    s.call("fight", "librairie", False)  # he attacks: the Cardinal plays it in defence, outside his phase
    assert s.counter("wounds", ATHOS) == 1 and "pen-guard-1" in s.zone("reserve")
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("special_hand@0", "pen-special-elite-guards-1")
    s.answer(CARDINAL, "duel-round", "pen-special-elite-guards-1")
    s.force_dice("d6", 4, 2, 1, 3, 4, 4, 4)  # 4 hits in the first round only
    s.call("fight", "librairie", False)
    assert s.counter("wounds", ATHOS) == 1  # round 1: 4 hit; round 2: 4 missed; Athos rerolled his 1 once
    assert [d.prompt for d in s.asked].count("duel-round") == 1  # only the first round asks


def test_seed001_azioni_libere_one_special_card_in_his_phase_duel_cards_included(game):
    """'Si puo giocare solo una carta speciale durante la sua fase': in his own phase a duel card is his one
    special card, so the duel's window does not offer him a second (two Enraged Guards used to give a guard 5 dice)."""
    enraged = ("pen-special-enraged-guards-1", "pen-special-enraged-guards-2")
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("special_hand@0", *enraged)
    s.answer(CARDINAL, "cardinal-action", ("duel", room("librairie")))
    s.answer(CARDINAL, "duel-round", enraged[0]).answer(CARDINAL, "duel-round", enraged[1])
    s.answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 1, False)
    assert [d.prompt for d in s.asked].count("duel-round") == 1 and set(offered(s, "duel-round", 0)) >= set(enraged)
    assert enraged[0] in s.zone("special_discard") and enraged[1] in s.zone("special_hand@0")
    first = next(e for e in s.ctx.log if e.kind == "dice_rolled")
    assert len(first.faces) == 3  # one die for the guard, two for one Enraged Guards card
    assert s.counter("special_used") == 1


def test_seed001_carte_speciali_duel_cards_outside_his_phase_are_not_limited(game):
    """Reading (the rulebooks limit him to one special card only in his own phase): defending in a musketeer's
    phase, he may play both Enraged Guards in one duel."""
    enraged = ("pen-special-enraged-guards-1", "pen-special-enraged-guards-2")
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("special_hand@0", *enraged)
    s.answer(CARDINAL, "duel-round", enraged[0]).answer(CARDINAL, "duel-round", enraged[1])
    s.call("fight", "librairie", False)
    assert set(enraged) <= set(s.zone("special_discard"))
    first = next(e for e in s.ctx.log if e.kind == "dice_rolled")
    assert len(first.faces) == 5


def test_seed001_carte_speciali_perfume(game):
    s = table(game, true_with=ATHOS).put("librairie", FIG[ATHOS], "pen-milady").put("special_hand@0", "pen-special-perfume-1")
    s.answer(CARDINAL, "cardinal-action", ("special", "pen-special-perfume-1")).answer(CARDINAL, "perfume-target", ATHOS)
    s.answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 0, False)
    assert s.ctx.card_seen(TRUE, CARDINAL) and s.counter("seduced") == 1  # it counts as her seduction


def test_seed001_carte_speciali_reserve_and_portcullis(game):
    s = table(game).put("conseil", "pen-guard-1", "pen-milady").put("special_hand@0", "pen-special-portcullis-1")
    conseil_medailles = next(l for l in s.ctx.game.links["conseil"] if l.to == "medailles")
    s.answer(CARDINAL, "cardinal-action", ("special", "pen-special-portcullis-1"))
    s.answer(CARDINAL, "portcullis-link", ("at", conseil_medailles)).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 0, False)
    assert s.card_counter("pen-portcullis", "link") == conseil_medailles.index
    assert not any(o[1].kind == "ballroom" for o in offered(s, "portcullis-link"))
    s.put("special_hand@0", "pen-special-reserve-1")
    s.answer(CARDINAL, "cardinal-action", ("special", "pen-special-reserve-1"))
    s.answer(CARDINAL, "reserve-henchmen", "pen-guard-1", "pen-milady").answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 0, False)
    assert {"pen-guard-1", "pen-milady"} <= set(s.zone("reserve"))


# ------------------------------------------------------------------------------------------------ DUELLI
def test_seed001_duelli_guards_first_rochefort_last(game):
    s = table(game).put("librairie", "pen-rochefort", "pen-guard-1", "pen-guard-2")
    s.call("eliminate", "librairie", 2)
    assert [c for c in s.zone("librairie") if game.cards[c].kind == "figure"] == ["pen-rochefort"]


def test_seed001_duelli_hits_shared_evenly_the_cardinal_places_the_rest(game):
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS], "pen-guard-1", "pen-guard-2", "pen-guard-3")
    s.force_dice("d6", 5, 6, 6, 1, 1, 1, 1, 1)  # three hits on two musketeers; both miss (Athos's 1 again too)
    s.answer(CARDINAL, "assign-hits", PORTHOS)
    s.force_dice("d6", 1, 1, 1, 4, 4, 5, 5)
    s.call("fight", "librairie", True)
    assert s.counter("wounds", ATHOS) == 1 and s.counter("wounds", PORTHOS) == 2


def test_seed001_duelli_simultaneous_both_sides_may_fall(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], "pen-guard-1").set("wounds", 2, player=ATHOS)
    s.force_dice("d6", 6, 4, 1, 1)
    s.call("fight", "librairie", True)
    assert stunned(s, ATHOS) and "pen-guard-1" in s.zone("reserve")
    assert s.card_counter("pen-pendant-false-2", "seen") == 0  # no henchman left to look at his pendant
    assert s.counter("queen_track") == 1  # the Queen advances on the sad news


def test_seed001_duelli_stunned_musketeers_neither_fight_nor_stop(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").set("stunned", 1, card=FIG[ATHOS])
    s.call("contested", "librairie")
    assert s.result is False
    s.put("salle_basse", "pen-guard-2")
    s.answer(CARDINAL, "cardinal-action", "end").call("cardinal_phase", 1, False)
    reach = {(o[1], o[2].name) for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "go"}
    assert ("pen-guard-2", "jardin") in reach  # through librairie, where Athos lies
    assert ("pen-guard-1", "jardin") in reach


def test_seed001_duelli_abilities_dartagnan_and_aramis(game):
    s = table(game).put("librairie", FIG[DARTAGNAN], FIG[ARAMIS], "pen-guard-1", "pen-guard-2")
    s.force_dice("d6", 5, 5, 1, 1, 1, 1, 1, 2)  # two hits, one each; d'Artagnan rolls 4 dice; Aramis shows a 1
    s.force_dice("d6", 1, 1, 5, 5, 5, 5, 3, 3)
    s.call("fight", "librairie", True)
    assert s.counter("wounds", DARTAGNAN) == 1 and s.counter("wounds", ARAMIS) == 0  # Aramis dodged his hit


def test_seed001_duelli_ability_athos_rerolls_one_miss(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2")
    s.force_dice("d6", 1, 1, 4, 2, 5)  # Athos: 4 and 2, the 2 rolled again: 5
    s.call("fight", "librairie", True)
    assert [c for c in s.zone("librairie") if game.cards[c].stats.get("role") == "guard"] == []


def test_seed001_duelli_the_abilities_are_the_character_cards(game):
    """Each ability is a trigger on the character card (content/cards/pendants/characters.yaml), nothing else."""
    abilities = {card: [t.event for t in game.cards[card].triggers] for card in
                 ("pen-char-dartagnan", "pen-char-athos", "pen-char-aramis", "pen-char-rochefort")}
    assert abilities == {"pen-char-dartagnan": ["musketeer_rolls"], "pen-char-athos": ["musketeer_rolled"],
                         "pen-char-aramis": ["musketeer_rolled"], "pen-char-rochefort": ["round_begins"]}
    assert game.cards["pen-char-porthos"].stats["life"] == 4


# ------------------------------------------------------------------------------------------------ MOSCHETTIERI: four players
def test_seed001_moschettieri_four_players_one_runs_two(game):
    g = Game(game, 4, seed=6)
    assert g.pending()[0].prompt == "share-the-fourth"
    answer(g, DARTAGNAN, "one_runs_two")
    answer(g, DARTAGNAN, "at_random")
    from rulekit.run.game import controllers
    assert controllers(game, 4)[1] == [DARTAGNAN, ATHOS]  # d'Artagnan's player also runs Athos
    _play_until_phase_of(g, ATHOS)
    assert g.pending()[0].player == ATHOS  # Athos decides for himself (his player runs him)


def test_seed001_moschettieri_four_players_take_turns_with_the_shared_musketeer(game):
    g = Game(game, 4, seed=6)
    answer(g, DARTAGNAN, "take_turns")
    answer(g, DARTAGNAN, "at_random")
    assert g.state["counters"]["shared_turns"] == 1
    turn = _play_until_phase_of(g, ATHOS)
    expected = (DARTAGNAN, PORTHOS, ARAMIS)[turn % 3]
    decision = g.pending()[0]
    assert decision.prompt == "musketeer-action" and decision.player == expected and g.state["turn"]["player"] == ATHOS


def test_seed001_moschettieri_take_turns_the_player_running_athos_plays_his_tokens_in_a_duel(game):
    """Taking turns with Athos, whoever runs him this turn also decides for his equipment in a duel's window and
    before hits (a Secret Strike, a Potion); it used to be asked of d'Artagnan's player (who runs Athos's seat)."""
    s = table(game, players=4).set("shared_turns", 1).set("turn_number", 1)  # turn 1: Porthos's player runs Athos
    s.put("librairie", FIG[ATHOS], "pen-guard-1").put("gear@2", "pen-eq-secret-strike-1")
    s.answer(PORTHOS, "duel-round", "pen-eq-secret-strike-1")
    s.call("fight", "librairie", False)
    window = next(d for d in s.asked if d.prompt == "duel-round")
    assert window.player == PORTHOS and window.choices == ("pen-eq-secret-strike-1",)
    assert "pen-guard-1" in s.zone("reserve") and s.counter("wounds", ATHOS) == 0


def _play_until_phase_of(g: Game, seat: int) -> int:
    """Answer first options (ends of phases) until `seat`'s own phase asks; returns the turn number."""
    for _ in range(400):
        decision = g.pending()[0]
        if decision.prompt == "musketeer-action" and g.state["turn"] and g.state["turn"]["player"] == seat:
            return g.state["counters"]["turn_number"]
        ends = [i for i, c in enumerate(decision.choices) if c == "end"]
        g.answer(decision.player, (ends[0],) if ends else tuple(range(decision.min)))
    raise AssertionError("no phase of that musketeer came")


# ------------------------------------------------------------------------------------------------ variants
def test_seed001_varianti_aiuto_per_i_moschettieri():
    g = pendants(("musketeers-help",))
    from rulekit.run.scenario import Scenario
    s = Scenario(g, 5)
    s.answer(DARTAGNAN, "extra-chest-count", 2).answer(DARTAGNAN, "extra-chest", room("escalier"), room("jardin"))
    s.call("variant_rooms")
    s.call("starting_equipment").call("fill_chests")
    choices = {r.name for r in offered(s, "extra-chest")}
    assert "conseil" not in choices and "librairie" not in choices  # not on a crest, one chest a room
    assert len(s.zone("chests")) == 39 and len(chest_tokens(s, "jardin")) == 3
    gold = [t for t in s.zone("chests") + [c for seat in MUSKETEERS for c in s.zone(f"gear@{seat}")]
            if g.cards[t].stats["corner"] == "gold"]
    assert len(gold) == 6


def test_seed001_varianti_aiuto_per_il_cardinale():
    g = pendants(("cardinal-help",))
    from rulekit.run.scenario import Scenario
    s = Scenario(g, 5)
    s.answer(CARDINAL, "extra-crest-count", 1).answer(CARDINAL, "extra-crest", room("escalier"))
    s.call("variant_rooms")
    assert "librairie" not in {r.name for r in offered(s, "extra-crest")}  # never in a chest room
    s.call("place_figures")
    assert [g.cards[f].stats["role"] for f in s.zone("escalier") if g.cards[f].kind == "figure"] == ["guard"]
    s.call("entry_rooms")
    assert len(s.result) == 9


def test_seed001_varianti_sfida_per_i_moschettieri():
    g = pendants(("musketeers-challenge",))
    from rulekit.run.scenario import Scenario
    s = Scenario(g, 5)
    s.answer(DARTAGNAN, "carpet-count", 1).answer(CARDINAL, "cover-chest", room("librairie"))
    s.call("variant_rooms")
    s.call("starting_equipment").call("fill_chests")
    assert chest_tokens(s, "librairie") == [] and len(s.zone("chests")) == 30 and len(s.zone("removed")) == 4


def test_seed001_varianti_sfida_per_il_cardinale():
    g = pendants(("cardinal-challenge",))
    from rulekit.run.scenario import Scenario
    s = Scenario(g, 5)
    s.answer(CARDINAL, "carpet-count", 2).answer(DARTAGNAN, "cover-crest", room("conseil"), room("horloge"))
    s.call("variant_rooms")
    s.call("place_figures")
    assert [c for c in s.zone("conseil") if g.cards[c].kind == "figure"] == []
    s.call("entry_rooms")
    assert len(s.result) == 6
    assert len([c for c in s.zone("reserve") if g.cards[c].stats["role"] == "guard"]) == 8


def test_seed001_varianti_massima_suspense():
    g = pendants(("maximum-suspense",))
    s = table(g).put("turn_card", "pen-turn-01")
    walked = set()
    for _ in range(30):
        before = s.counter("queen_track")
        try:
            s.call("queen_step")
        except Exception:
            break
        walked.add(s.counter("queen_track") - before)
    assert walked <= {0, 1, 2} and len(walked) > 1  # the portrait tokens, not the card's 2
    assert any(getattr(e, "event", "") == "portrait_drawn" for e in s.ctx.log)


def test_seed001_varianti_equipaggiamento_pesca_scoperta():
    """Open draw: the Cardinal sees the token a musketeer takes from a chest, not the tokens the musketeers hold
    otherwise (a starting token handed over face down stays hidden)."""
    g = pendants(("open-draw",))
    s = table(g).put("jardin", FIG[PORTHOS]).put("gear@3", "pen-eq-cape-1")
    chest(s, "librairie", "pen-eq-potion-1")
    phase_of(s, PORTHOS, go("librairie"), "equip", "end")
    assert s.ctx.card_seen("pen-eq-potion-1", CARDINAL) and not s.ctx.card_seen("pen-eq-cape-1", CARDINAL)
    game = Game(g, 5, seed=3)
    answer(game, DARTAGNAN, "at_random")
    assert all(hidden(game.view(CARDINAL)["zones"][f"gear@{seat}"]) for seat in MUSKETEERS)
    assert hidden(game.view(CARDINAL)["zones"]["pendant@2"])  # the pendants stay hidden


def test_seed001_varianti_pesca_scoperta_later_gifts_stay_face_down():
    """Open draw shows the Cardinal the token drawn from a chest, never the tokens the musketeers later hand each
    other face down: after a gift and a token given back, he sees the drawn potion only, wherever it now lies."""
    g = pendants(("open-draw",))
    s = table(g).put("jardin", FIG[PORTHOS]).put("librairie", FIG[ATHOS]).put("gear@2", "pen-eq-cape-1")
    chest(s, "librairie", "pen-eq-potion-1")
    s.answer(ATHOS, "give-back", ("back", "pen-eq-cape-1"))
    phase_of(s, PORTHOS, go("librairie"), "equip", ("give", "pen-eq-potion-1", ATHOS), "end")
    assert s.zone("gear@2") == ["pen-eq-potion-1"] and s.zone("gear@3") == ["pen-eq-cape-1"]
    assert s.ctx.card_seen("pen-eq-potion-1", CARDINAL)  # drawn in the open
    assert not s.ctx.card_seen("pen-eq-cape-1", CARDINAL)  # handed over face down


# ------------------------------------------------------------------------------------------------ from an audit
# Rules of 001 (and 003) that held but had no test of their own (audit of both rulebooks against the YAML).
def test_seed001_turno_di_gioco_3_duels_in_the_cardinals_order(game):
    """'TURNO DI GIOCO 3' (003: the same): with guards facing musketeers in two rooms, the Cardinal chooses which
    duel is fought first."""
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("jardin", FIG[PORTHOS], "pen-guard-2")
    s.answer(CARDINAL, "cardinal-action", "end")
    s.answer(CARDINAL, "duel-order", ("duel", room("jardin")))
    s.force_dice("d6", 1, 5, 5, 1, 5, 5)
    s.call("cardinal_phase", 1, False)
    assert {o[1].name for o in offered(s, "duel-order")} == {"librairie", "jardin"}
    ended = [dict(e.payload)["room"].name for e in s.ctx.log if e.kind == "signalled" and e.event == "duel_ended"]
    assert ended == ["jardin", "librairie"]


def test_seed001_il_cardinale_unspent_points_are_lost(game):
    """'Il Cardinale': action points he does not spend in a phase are lost; the next phase starts with its own."""
    from rulekit.run import events as ev

    s = table(game).put("antiques", "pen-guard-1")
    s.answer(CARDINAL, "cardinal-action", "end")  # two points, none spent
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "oratoire")).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 2, False).call("cardinal_phase", 2, False)
    assert [e.points for e in s.ctx.log if isinstance(e, ev.TurnStarted)] == [2, 2]
    assert [e.left for e in s.ctx.log if isinstance(e, ev.PointsChanged)] == [1]


def test_seed001_il_cardinale_movimento_a_henchman_moves_once_a_phase(game):
    """'Movimento': each henchman moves once a phase (one or two rooms for a point): with a point left, the guard
    who moved is not offered again."""
    s = table(game).put("antiques", "pen-guard-1")
    s.answer(CARDINAL, "cardinal-action", send("pen-guard-1", "oratoire")).answer(CARDINAL, "cardinal-action", "end")
    s.call("cardinal_phase", 2, False)
    from rulekit.run import events as ev

    assert [e.left for e in s.ctx.log if isinstance(e, ev.PointsChanged)] == [1]  # a point is left
    assert not [o for o in offered(s, "cardinal-action") if isinstance(o, tuple) and o[0] == "go" and o[1] == "pen-guard-1"]


def test_seed001_il_cardinale_the_call_allows_a_special_card_but_not_reinforcements(game):
    """'The Cardinal's call' (003: the same): in the Call's phase he may play a special card, never Reinforcements;
    in his own phase after it both are offered."""
    s = table(game).put("conseil", "pen-guard-1").put("special_hand@0", "pen-special-reinforcements-2",
                                                        "pen-special-reserve-1")
    s.answer(CARDINAL, "cardinal-action", "call")
    s.answer(CARDINAL, "cardinal-action", "end")  # the Call's phase
    s.answer(CARDINAL, "cardinal-action", "end")  # his own phase
    s.call("cardinal_phase", 2, False)
    specials = [{o[1] for o in offered(s, "cardinal-action", n) if isinstance(o, tuple) and o[0] == "special"}
                for n in (1, 2)]
    assert specials == [{"pen-special-reserve-1"}, {"pen-special-reinforcements-2", "pen-special-reserve-1"}]


@pytest.mark.parametrize("players, groups", [(2, [[CARDINAL], [DARTAGNAN, ATHOS, PORTHOS, ARAMIS]]),
                                             (3, [[CARDINAL], [DARTAGNAN, ATHOS], [PORTHOS, ARAMIS]]),
                                             (5, [[CARDINAL], [DARTAGNAN], [ATHOS], [PORTHOS], [ARAMIS]])])
def test_seed001_moschettieri_who_runs_which_musketeer(game, players, groups):
    """'MOSCHETTIERI': two players, one runs all four musketeers; three, two each; five, one each (four: its own
    tests). Every musketeer plays, whatever the count."""
    from rulekit.run.game import controllers

    assert sorted(controllers(game, players)) == sorted(groups)
    g = Game(game, players, seed=1)
    assert g.players == 5 and all(f"pen-fig-{n}" not in g.state["zones"]["box"] for n in ("dartagnan", "athos",
                                                                                          "porthos", "aramis"))


def test_seed001_gettoni_an_empty_chest_gives_nothing(game):
    """'Equipaggiarsi': a musketeer in a chest room whose chest is empty is not offered to equip."""
    s = table(game).put("jardin", FIG[PORTHOS])
    assert chest_tokens(s, "librairie") == []
    phase_of(s, PORTHOS, go("librairie"), "end")
    assert "equip" not in offered(s, "musketeer-action")
    full = chest(table(game).put("jardin", FIG[PORTHOS]), "librairie", "pen-eq-charge-1")  # the same with a token
    phase_of(full, PORTHOS, go("librairie"), "end")
    assert "equip" in offered(full, "musketeer-action")


def test_seed001_scopo_the_true_pendant_enters_the_ballroom_by_the_secret_passage(game):
    """'Scopo del gioco' (003: three doors and a secret passage lead into the ballroom): the musketeer carrying the
    true pendant who takes the secret passage from the King's chamber wins."""
    s = table(game, true_with=ATHOS).put("chambre_du_roi", FIG[ATHOS]).put("gear@2", "pen-eq-secret-passage-1")
    s.answer(ATHOS, "secret-passage", go("ballroom"))
    for action in (("use", "pen-eq-secret-passage-1"), "end"):
        s.answer(ATHOS, "musketeer-action", action)
    assert over(s, "musketeer_phase", ATHOS).reason == "pendant_returned"


def test_seed001_gettoni_charges_still_work_while_poisoned(game):
    """'Gettoni': poisoned, a musketeer moves one room in his phase, 'tra cui charges' counted apart: a Charge still
    takes him one room further."""
    s = table(game).put("gear@2", "pen-eq-charge-1").set("turn_number", 1).set("poisoned", 1, player=ATHOS)
    phase_of(s, ATHOS, go("jardin"), ("use", "pen-eq-charge-1"), go("librairie"), "end")
    assert where(s, ATHOS) == "librairie" and s.counter("moved", ATHOS) == 2


def test_seed001_varianti_options_combine():
    """'Varianti': the options may all be combined: a game with the musketeers' help, the Cardinal's challenge,
    maximum suspense and open draw together plays to its end."""
    from rulekit.sim import play_game

    combined = pendants(("musketeers-help", "cardinal-challenge", "maximum-suspense", "open-draw"))
    assert set(combined.house_rules) == {"musketeers-help", "cardinal-challenge", "maximum-suspense", "open-draw"}
    outcome = play_game(combined, 5, 3, ["random"] * 5)
    assert outcome.reason


def test_seed001_moschettieri_tutti_per_uno_recovering_at_full_life_logs_nothing():
    """Recovering a life point with none lost changes nothing, and the log says nothing (it said Wounds -1, then
    Wounds 0). Played through `Game` until a musketeer unhurt is asked for the collective action."""
    from rulekit.agents import make_agent
    from rulekit.agents.base import ask_agent

    game = Game(pendants(), 5, 4)
    agents = {seat: make_agent("random", seat, "pendants") for seat in range(game.players)}
    while True:
        decision = game.pending()[0]
        if decision.prompt == "collective-action" and game.state["players"][decision.player]["wounds"] == 0:
            break
        view = game.view(decision.player)
        asked = next(d for d in view["pending"] if d["id"] == decision.id)
        game.answer(decision.player, ask_agent(agents[decision.player], game, decision.player, view, asked))
    before, unhurt = len(game.log), decision.player
    game.answer(unhurt, (next(i for i, o in enumerate(decision.options) if o.value == "recover"),))
    while any(d.prompt == "collective-action" for d in game.pending()):  # chosen in secret: done once all chose
        decision = next(d for d in game.pending() if d.prompt == "collective-action")
        view = game.view(decision.player)
        asked = next(d for d in view["pending"] if d["id"] == decision.id)
        game.answer(decision.player, ask_agent(agents[decision.player], game, decision.player, view, asked))
    wounds = [e for e in game.log[before:] if type(e).__name__ == "CounterSet" and e.name == "wounds"
              and e.owner == unhurt]
    assert any(type(e).__name__ == "DecisionAnswered" for e in game.log[before:])
    assert wounds == [] and game.state["players"][unhurt]["wounds"] == 0
