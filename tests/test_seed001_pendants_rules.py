"""The Three Musketeers: The Queen's Pendants (seed 001, Italian; seed 003 where it adds details): one test per rule,
named after the section of seed 001 where it stands. Situations are built with Scenario on the real content (the
authored Louvre of content/boards/pendants); dice are forced where a rule needs them."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.games.pendants import cardinal, duels, graph, musketeers, turns
from rulekit.games.pendants.musketeers import Phase
from rulekit.run.game import Game
from rulekit.run.primitives import GameOver
from rulekit.run.scenario import Scenario

CARDINAL, DARTAGNAN, ATHOS, PORTHOS, ARAMIS = range(5)
FIG = {DARTAGNAN: "pen-fig-dartagnan", ATHOS: "pen-fig-athos", PORTHOS: "pen-fig-porthos", ARAMIS: "pen-fig-aramis"}
TRUE = "pen-pendant-true"


@pytest.fixture(scope="module")
def game():
    return catalog.game("pendants")


def table(game, true_with: int = ARAMIS) -> Scenario:
    """Every card where its deck puts it, one pendant each (the true one with `true_with`)."""
    s = Scenario(game, 5)
    false = iter(["pen-pendant-false-1", "pen-pendant-false-2", "pen-pendant-false-3"])
    for seat in (DARTAGNAN, ATHOS, PORTHOS, ARAMIS):
        s.put(f"pendant@{seat}", TRUE if seat == true_with else next(false))
    return s


def chest(s: Scenario, room: str, *tokens: str) -> Scenario:
    """Tokens into the chest of `room`, the last one on top."""
    slot = graph.chest_slot(s.ctx, room)
    assert slot, f"{room} has no chest"
    for token in tokens:
        s.set("slot", slot, card=token)
        s.put("chests", token)
    return s


def options(s: Scenario, seat: int, **phase) -> list[str]:
    return musketeers.legal_actions(s.ctx, Phase(seat, phase.pop("steps", 2), **phase))


def phase_of(s: Scenario, seat: int, *answers: str) -> Scenario:
    for answer in answers:
        s.answer(seat, "musketeer-action", answer)
    return s.run(musketeers.musketeer_phase(s.ctx, seat))


def where(s: Scenario, seat: int) -> str:
    return graph.location(s.ctx, seat)


def offered(s: Scenario, prompt: str) -> list:
    return [o.value for o in [d for d in s.asked if d.prompt == prompt][-1].options]


def over(s: Scenario, flow) -> GameOver:
    with pytest.raises(GameOver) as ended:
        s.run(flow)
    return ended.value


# ------------------------------------------------------------------------------------------------ PER INIZIARE
def test_seed001_per_iniziare_the_table_is_set(game):
    g = Game(game, 5, seed=13)  # a seed whose first turn-order card gives the Cardinal no second special card yet
    zones, counters = g.state["zones"], g.state["counters"]
    pendants = [zones[f"pendant@{seat}"] for seat in (1, 2, 3, 4)]
    assert all(len(p) == 1 for p in pendants)
    assert sum(duels.is_true(g.ctx, p[0]) for p in pendants) == 1
    for seat in (1, 2, 3, 4):
        (token,) = zones[f"gear@{seat}"]
        assert game.cards[token].stats["corner"] == "blue"
        assert g.ctx.card_zone[FIG[seat]] == "quai"
    assert len(zones["chests"]) == 33
    for slot in range(1, 12):
        assert sum(1 for t in zones["chests"] if g.ctx.counter("card", t, "slot") == slot) == 3
    for room in graph.tagged(g.ctx, "crest"):
        assert [graph.role(g.ctx, f) for f in zones[room]] == ["guard"]
    assert "pen-rochefort" in zones["reserve"] and "pen-milady" in zones["reserve"]
    assert zones["queen_chamber"] == ["pen-queen"]
    assert len(zones["special_hand@0"]) == 1 and len(zones["special_deck"]) == 13
    assert zones["call"] == ["pen-cardinals-call"]
    assert counters["king_square"] == 15 and counters["queen_track"] == 1


def test_seed001_per_iniziare_red_cornered_starting_tokens_go_back(game):
    s = Scenario(game, 5)
    pool = s.zone("equipment_pool")
    red = [t for t in pool if game.cards[t].stats["corner"] == "red"]
    blue = [t for t in pool if game.cards[t].stats["corner"] == "blue"][:4]
    s.put("removed", *[t for t in pool if t not in red + blue])
    turns.starting_equipment(s.ctx)
    for seat in (1, 2, 3, 4):
        assert len(s.zone(f"gear@{seat}")) == 1 and s.zone(f"gear@{seat}")[0] in blue
    assert sorted(s.zone("equipment_pool")) == sorted(red)


def test_seed001_per_iniziare_hidden_from_the_cardinal_and_from_the_musketeers(game):
    g = Game(game, 5, seed=4)
    cardinal_view, athos_view = g.view(CARDINAL), g.view(ATHOS)
    assert isinstance(cardinal_view["zones"]["gear@2"], int) and isinstance(cardinal_view["zones"]["pendant@2"], int)
    assert isinstance(athos_view["zones"]["special_hand@0"], int)
    assert all(c["id"] != "?" for c in athos_view["zones"]["pendant@2"])
    assert all(c["id"] == "?" for c in cardinal_view["zones"]["chests"])  # the slot counters show, not the tokens


def test_seed001_per_iniziare_harder_king_squares():
    for square in (14, 13, 12):
        assert catalog.game("pendants", (f"king-{square}",)).counters["king_square"] == square


# ------------------------------------------------------------------------------------------------ TURNO DI GIOCO
def test_seed001_turno_di_gioco_the_card_names_the_phases(game):
    s = table(game).put("turn_card", "pen-turn-01")  # dartagnan cardinal:2+card athos porthos cardinal:2 aramis
    for seat in (DARTAGNAN, ATHOS, PORTHOS, ARAMIS):
        s.answer(seat, "musketeer-action", "end")
    s.answer(CARDINAL, "cardinal-action", "end").answer(CARDINAL, "cardinal-action", "end")
    s.run(turns.play_phases(s.ctx))
    assert [p for p, prompt in s.prompts()] == [DARTAGNAN, CARDINAL, ATHOS, PORTHOS, CARDINAL, ARAMIS]
    assert len(s.zone("special_hand@0")) == 1  # the card symbol: one special card drawn
    assert turns.parse_order(s.ctx, "cardinal:3+card aramis") == [("cardinal", 3, True), ("musketeer", ARAMIS, False)]


def test_seed001_turno_di_gioco_action_points_from_the_card(game, monkeypatch):
    s = table(game).put("turn_card", "pen-turn-07")  # dartagnan porthos cardinal:4+card aramis cardinal:2 athos
    seen = []
    for seat in (DARTAGNAN, PORTHOS, ARAMIS, ATHOS):
        s.answer(seat, "musketeer-action", "end")
    s.answer(CARDINAL, "cardinal-action", "end").answer(CARDINAL, "cardinal-action", "end")
    original = cardinal.cardinal_phase

    def spy(ctx, points, draw):
        seen.append(points)
        return original(ctx, points, draw)

    monkeypatch.setattr(cardinal, "cardinal_phase", spy)
    s.run(turns.play_phases(s.ctx))
    assert seen == [4, 2] and len(s.zone("special_hand@0")) == 1


def test_seed001_turno_di_gioco_twelve_cards_then_shuffled_again(game):
    s = table(game)
    s.put("turn_discard", *s.zone("turn_deck")[:-1]).put("turn_card", s.zone("turn_deck")[-1]).set("turns_played", 12)
    s.run(turns.turn_order_card(s.ctx))
    assert len(s.zone("turn_card")) == 1 and len(s.zone("turn_deck")) == 11 and s.zone("turn_discard") == []
    assert s.counter("turns_played") == 1


def test_seed001_turno_di_gioco_4_the_queen_walks_the_portrait_number(game):
    s = table(game).put("turn_card", "pen-turn-01")  # queen 2
    s.run(turns.queen_advances(s.ctx))
    assert s.counter("queen_track") == 3


# ------------------------------------------------------------------------------------------------ MOSCHETTIERI
def test_seed001_moschettieri_come_vincono_the_true_pendant_in_the_ballroom(game):
    s = table(game, true_with=ARAMIS).put("salon_carre", FIG[ARAMIS])
    s.answer(ARAMIS, "musketeer-action", "move:ballroom")
    ended = over(s, musketeers.musketeer_phase(s.ctx, ARAMIS))
    assert ended.reason == "pendant_returned" and ended.winners == [1, 2, 3, 4]


def test_seed001_moschettieri_movimento_one_or_two_rooms(game):
    s = table(game)
    assert {o for o in options(s, DARTAGNAN) if o.startswith("move:")} == {
        f"move:{room}" for room in ("cuisines", "ecuries", "flore", "jardin", "pavillon_du_roi", "vestibule")}
    phase_of(s, DARTAGNAN, "move:jardin", "move:librairie", "end")
    assert where(s, DARTAGNAN) == "librairie"
    assert not any(o.startswith("move:") for o in offered(s, "musketeer-action"))
    assert s.counter("moved", DARTAGNAN) == 2


def test_seed001_moschettieri_movimento_blocked_by_the_door_or_the_portcullis(game):
    s = table(game).put("jardin", FIG[ATHOS])
    index = graph.link_between(s.ctx, "jardin", "librairie").index
    graph.place_blocker(s.ctx, "pen-portcullis", index)
    assert "move:librairie" not in options(s, ATHOS) and "move:vestibule" in options(s, ATHOS)


def test_seed001_moschettieri_movimento_blocked_by_guards(game):
    s = table(game).put("jardin", FIG[ATHOS]).put("librairie", "pen-guard-1")
    phase = Phase(ATHOS, 2)
    s.run(musketeers.enter(s.ctx, phase, "librairie"))
    assert phase.steps == 0
    assert musketeers.legal_actions(s.ctx, phase) == ["duel"]  # he must stop and fight


def test_seed001_moschettieri_movimento_milady_alone_never_stops_him(game):
    s = table(game).put("jardin", FIG[ATHOS]).put("librairie", "pen-milady")
    phase_of(s, ATHOS, "move:librairie", "move:escalier", "end")
    assert where(s, ATHOS) == "escalier"


def test_seed001_moschettieri_equipaggiarsi_only_after_moving(game):
    s = table(game).put("ecuries", FIG[PORTHOS])
    chest(s, "ecuries", "pen-eq-potion-1", "pen-eq-charge-1")
    assert "equip" not in options(s, PORTHOS)
    phase_of(s, PORTHOS, "move:salle_basse", "move:ecuries", "equip", "end")
    assert s.zone("gear@3") == ["pen-eq-charge-1"]  # the top token
    assert s.card_counter("pen-eq-charge-1", "slot") == 0 and graph.chest_tokens(s.ctx, "ecuries") == ["pen-eq-potion-1"]
    assert "equip" not in offered(s, "musketeer-action")  # once per room entered


def test_seed001_moschettieri_equipaggiarsi_not_with_guards_but_with_milady(game):
    s = table(game).put("librairie", FIG[PORTHOS], "pen-milady").set("moved", 1, player=PORTHOS)
    chest(s, "librairie", "pen-eq-potion-1")
    assert "equip" in options(s, PORTHOS)
    s.put("librairie", "pen-rochefort")
    assert "equip" not in options(s, PORTHOS)


def test_seed001_moschettieri_equipaggiarsi_three_tokens_at_most(game):
    s = table(game).put("librairie", FIG[PORTHOS]).set("moved", 1, player=PORTHOS)
    chest(s, "librairie", "pen-eq-potion-1")
    s.put("gear@3", "pen-eq-potion-2", "pen-eq-potion-3")
    assert "equip" in options(s, PORTHOS)
    s.put("gear@3", "pen-eq-potion-4")
    assert "equip" not in options(s, PORTHOS)


def test_seed001_moschettieri_equipaggiarsi_after_beating_the_henchmen(game):
    s = table(game).put("jardin", FIG[PORTHOS]).put("librairie", "pen-guard-1")
    chest(s, "librairie", "pen-eq-potion-1")
    s.force_dice("d6", 1, 5, 6)  # the guard misses, Porthos hits twice
    phase_of(s, PORTHOS, "move:librairie", "duel", "equip", "end")
    assert "pen-guard-1" in s.zone("reserve") and s.zone("gear@3") == ["pen-eq-potion-1"]


def test_seed001_moschettieri_equipaggiarsi_red_tokens_act_at_once(game):
    s = table(game).put("jardin", FIG[PORTHOS])
    chest(s, "librairie", "pen-eq-booby-trap-1")
    phase_of(s, PORTHOS, "move:librairie", "equip", "end")
    assert s.counter("wounds", PORTHOS) == 1 and s.zone("gear@3") == [] and "pen-eq-booby-trap-1" in s.zone("removed")


def test_seed001_moschettieri_scambiare_dare_tokens_in_the_same_room(game):
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS]).put("gear@2", "pen-eq-charge-1").put("gear@3", "pen-eq-cape-1")
    assert "give:3:pen-eq-charge-1" in options(s, ATHOS) and "swap:3" in options(s, ATHOS)
    s.answer(PORTHOS, "give-back", "pen-eq-cape-1")
    phase_of(s, ATHOS, "give:3:pen-eq-charge-1", "end")
    assert s.zone("gear@3") == ["pen-eq-charge-1"] and s.zone("gear@2") == ["pen-eq-cape-1"]
    assert not any(o.startswith("move:") for o in offered(s, "musketeer-action"))  # at the end of his move


def test_seed001_moschettieri_scambiare_pendants_one_for_one_with_consent(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], FIG[ARAMIS]).set("pendant_known", 1, player=ATHOS)
    s.answer(ARAMIS, "accept-swap", "no")
    phase_of(s, ATHOS, "swap:4", "end")
    assert s.zone("pendant@4") == [TRUE]
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], FIG[ARAMIS]).set("pendant_known", 1, player=ATHOS)
    s.ctx.set_counter("card", FIG[ARAMIS], "stunned", 1)  # a stunned musketeer swaps too (he still agrees)
    s.answer(ARAMIS, "accept-swap", "yes")
    phase_of(s, ATHOS, "swap:4", "end")
    assert s.zone("pendant@2") == [TRUE] and len(s.zone("pendant@4")) == 1
    assert s.counter("pendant_known", ARAMIS) == 1 and s.counter("pendant_known", ATHOS) == 0  # the knowledge moves


def test_seed001_moschettieri_bloccare_a_crest_room(game):
    s = table(game).put("conseil", FIG[ATHOS]).set("action_points", 2)
    assert "reinforce:guard:conseil" not in cardinal.reinforce_options(s.ctx)
    s.ctx.set_counter("card", FIG[ATHOS], "stunned", 1)  # a stunned musketeer blocks nothing
    assert "reinforce:guard:conseil" in cardinal.reinforce_options(s.ctx)


def test_seed001_moschettieri_recupero_all_life_back_but_no_move(game):
    s = table(game).put("librairie", FIG[ATHOS]).set("wounds", 3, player=ATHOS)
    s.ctx.set_counter("card", FIG[ATHOS], "stunned", 1)
    chest(s, "librairie", "pen-eq-potion-1")
    phase_of(s, ATHOS, "end")
    assert s.counter("wounds", ATHOS) == 0 and not graph.stunned(s.ctx, ATHOS)
    assert offered(s, "musketeer-action") == ["all-for-one", "end"]  # no move, no equipment
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").set("wounds", 3, player=ATHOS)
    s.ctx.set_counter("card", FIG[ATHOS], "stunned", 1)
    s.force_dice("d6", 1, 4, 2, 3)  # the guard misses; Athos hits once, his 2 rolled again
    phase_of(s, ATHOS, "duel", "end")  # henchmen in his room when he gets up: he duels
    assert "pen-guard-1" in s.zone("reserve")


def test_seed001_moschettieri_confortare_la_regina(game):
    s = table(game, true_with=ARAMIS).put("trone", FIG[PORTHOS]).set("queen_track", 6)
    phase_of(s, PORTHOS, "move:ballroom")
    assert s.counter("out", PORTHOS) == 1 and s.counter("queen_track") == 4
    s.asked.clear()
    s.run(musketeers.musketeer_phase(s.ctx, PORTHOS))
    assert not s.asked  # out of the game: no more phases
    s = table(game, true_with=ARAMIS).put("trone", FIG[PORTHOS]).set("queen_track", 2)
    phase_of(s, PORTHOS, "move:ballroom")
    assert s.counter("queen_track") == 1  # never behind her chamber


def test_seed001_moschettieri_tutti_per_uno(game):
    s = table(game).put("librairie", FIG[ATHOS]).put("jardin", FIG[PORTHOS]).set("wounds", 1, player=ATHOS)
    s.ctx.set_counter("card", FIG[ARAMIS], "stunned", 1)  # the stunned take no part
    s.answer(ATHOS, "musketeer-action", "all-for-one")
    s.answer(DARTAGNAN, "collective-action", "move:jardin").answer(ATHOS, "collective-action", "heal")
    s.answer(PORTHOS, "collective-action", "move:vestibule")
    s.answer(ATHOS, "musketeer-action", "move:escalier").answer(ATHOS, "musketeer-action", "end")
    s.run(musketeers.musketeer_phase(s.ctx, ATHOS))
    assert where(s, DARTAGNAN) == "jardin" and where(s, PORTHOS) == "vestibule" and s.counter("wounds", ATHOS) == 0
    assert ARAMIS not in [p for p, prompt in s.prompts() if prompt == "collective-action"]
    assert where(s, ATHOS) == "escalier"  # played at the start: his own phase followed
    assert s.counter("one_for_all") == 0 and "all-for-one" not in options(s, ATHOS)


# ------------------------------------------------------------------------------------------------ GETTONI EQUIPAGGIAMENTO
def test_seed001_gettoni_potion_one_life(game):
    s = table(game).put("librairie", FIG[ATHOS]).set("wounds", 2, player=ATHOS).put("gear@2", "pen-eq-potion-1")
    phase_of(s, ATHOS, "use:pen-eq-potion-1", "end")
    assert s.counter("wounds", ATHOS) == 1 and "pen-eq-potion-1" in s.zone("removed")


def test_seed001_gettoni_secret_passage_uses_a_green_arrow(game):
    s = table(game).put("cour_carree", FIG[ATHOS])
    assert "move:chapelle" not in options(s, ATHOS)
    s.put("gear@2", "pen-eq-secret-passage-1")
    phase_of(s, ATHOS, "move:chapelle", "end")
    assert where(s, ATHOS) == "chapelle" and s.zone("gear@2") == []
    assert s.counter("moved", ATHOS) == 1  # it is no free move


def test_seed001_gettoni_charges_one_room_more(game):
    s = table(game).put("gear@2", "pen-eq-charge-1", "pen-eq-charge-2")
    phase_of(s, ATHOS, "move:jardin", "move:librairie", "use:pen-eq-charge-1", "move:escalier", "end")
    assert where(s, ATHOS) == "escalier" and s.zone("gear@2") == ["pen-eq-charge-2"]


def test_seed001_gettoni_musketeers_door(game):
    s = table(game).put("librairie", FIG[ATHOS]).put("gear@2", "pen-eq-door-1", "pen-eq-door-2")
    links = musketeers.door_links(s.ctx)
    names = {graph.link_name(s.ctx, i) for i in links}
    assert "ballroom|salon_carre" not in names  # never a ballroom door
    s.answer(ATHOS, "door-link", "escalier|librairie")
    phase_of(s, ATHOS, "use:pen-eq-door-1", "end")
    assert s.zone("doorway") == ["pen-musketeers-door"]
    assert graph.link_name(s.ctx, s.card_counter("pen-musketeers-door", "link")) == "escalier|librairie"
    assert "move:escalier" not in options(s, ATHOS)
    s.answer(ATHOS, "door-link", "bains|flore")
    phase_of(s, ATHOS, "use:pen-eq-door-2", "end")  # played again, the door moves
    assert graph.link_name(s.ctx, s.card_counter("pen-musketeers-door", "link")) == "bains|flore"
    assert "move:escalier" in options(s, ATHOS)


def test_seed001_gettoni_door_never_shuts_anyone_in(game):
    # the King's bedchamber: doors to the clock room and the throne room, and a secret passage (no way out)
    s = table(game)
    graph.place_blocker(s.ctx, "pen-portcullis", graph.link_between(s.ctx, "chambre_du_roi", "horloge").index)
    last = graph.link_between(s.ctx, "chambre_du_roi", "trone").index
    assert graph.can_block(s.ctx, last)  # nobody there
    s.put("chambre_du_roi", "pen-guard-1")
    assert not graph.can_block(s.ctx, last)  # the guard would be shut in
    assert graph.can_block(s.ctx, last, ignoring="pen-portcullis")  # moving the portcullis itself opens its doorway
    s.put("chambre_du_roi", FIG[ATHOS]).put("reserve", "pen-guard-1")
    assert not graph.can_block(s.ctx, last)  # musketeers too


def test_seed001_gettoni_secret_strike_without_dice(game):
    s = table(game).put("librairie", FIG[PORTHOS], "pen-guard-1", "pen-rochefort").put("gear@3", "pen-eq-secret-strike-1", "pen-eq-secret-strike-2")
    s.answer(PORTHOS, "secret-strike", "pen-eq-secret-strike-1").answer(PORTHOS, "secret-strike", "pen-eq-secret-strike-2")
    s.run(duels.fight(s.ctx, "librairie", defence=False, cardinal_phase=False))
    assert "pen-guard-1" in s.zone("reserve") and "pen-rochefort" in s.zone("reserve")
    assert not [d for d in s.asked if d.prompt == "pistol-target"]  # Rochefort never fired
    assert s.counter("wounds", PORTHOS) == 0


def test_seed001_gettoni_cape_only_in_defence(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("gear@2", "pen-eq-cape-1")
    s.force_dice("d6", 1, 1, 1)
    s.run(duels.fight(s.ctx, "librairie", defence=False, cardinal_phase=False))
    assert not [d for d in s.asked if d.prompt == "throw-cape"]
    s = table(game).put("conseil", FIG[ATHOS], "pen-guard-1").put("gear@2", "pen-eq-cape-1")
    s.answer(ATHOS, "throw-cape", "pen-eq-cape-1").answer(ATHOS, "cape-retreat", "escalier")
    s.run(duels.fight(s.ctx, "conseil", defence=True, cardinal_phase=True, came_from={"pen-guard-1": "salon_carre"}))
    assert set(offered(s, "cape-retreat")) == {"antichambre", "chapelle", "escalier", "salon_carre"}
    assert where(s, ATHOS) == "escalier" and s.zone("gear@2") == []


def test_seed001_gettoni_cape_never_toward_the_ballroom(game):
    s = table(game).put("conseil", "pen-guard-1")
    assert duels.retreat_rooms(s.ctx, "conseil", {}) == ["antichambre", "chapelle", "escalier"]


def test_seed001_gettoni_booby_trap_can_stun(game):
    s = table(game, true_with=ARAMIS).put("jardin", FIG[ARAMIS]).set("wounds", 2, player=ARAMIS).put("librairie", "pen-milady")
    chest(s, "librairie", "pen-eq-booby-trap-1")
    s.answer(ARAMIS, "musketeer-action", "move:librairie").answer(ARAMIS, "musketeer-action", "equip")
    ended = over(s, musketeers.musketeer_phase(s.ctx, ARAMIS))  # stunned with Milady watching: the true pendant
    assert ended.reason == "true_pendant_revealed" and ended.winners == [CARDINAL]
    assert s.counter("queen_track") == 2


def test_seed001_gettoni_poison_one_room_next_phase(game):
    s = table(game).put("jardin", FIG[ATHOS])
    chest(s, "librairie", "pen-eq-poison-1")
    phase_of(s, ATHOS, "move:librairie", "equip", "move:escalier", "end")
    assert where(s, ATHOS) == "escalier" and s.counter("poisoned", ATHOS) == 1  # this phase goes on as before
    phase_of(s, ATHOS, "move:conseil", "end")
    assert s.counter("poisoned", ATHOS) == 0
    assert "move:" not in " ".join(offered(s, "musketeer-action"))


# ------------------------------------------------------------------------------------------------ IL CARDINALE
def test_seed001_il_cardinale_come_vince_the_king_square(game):
    s = table(game).put("turn_card", "pen-turn-04").set("queen_track", 14)  # queen 1
    ended = over(s, turns.queen_advances(s.ctx))
    assert ended.reason == "queen_meets_king" and ended.winners == [CARDINAL]


def test_seed001_il_cardinale_come_vince_the_true_pendant_shown(game):
    s = table(game, true_with=ATHOS).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2", "pen-guard-3")
    s.set("wounds", 2, player=ATHOS).force_dice("d6", 5, 6, 1, 1, 2, 2)
    s.answer(ATHOS, "musketeer-action", "duel")
    ended = over(s, musketeers.musketeer_phase(s.ctx, ATHOS))
    assert ended.reason == "true_pendant_revealed" and s.zone("revealed") == [TRUE]


def test_seed001_il_cardinale_false_pendant_shown_game_goes_on(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2", "pen-guard-3")
    s.set("wounds", 2, player=ATHOS).force_dice("d6", 5, 6, 1, 1, 2, 2)
    phase_of(s, ATHOS, "duel")
    assert graph.stunned(s.ctx, ATHOS) and s.counter("pendant_known", ATHOS) == 1
    assert s.zone("pendant@2") == ["pen-pendant-false-2"] and s.counter("queen_track") == 2


def test_seed001_il_cardinale_carta_speciale_three_in_hand_at_most(game):
    s = table(game).put("special_hand@0", "pen-special-reserve-1", "pen-special-perfume-1", "pen-special-perfume-2")
    s.put("special_deck", "pen-special-elite-guards-1")
    s.answer(CARDINAL, "discard-special", "pen-special-perfume-2").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 2, True))
    assert len(s.zone("special_hand@0")) == 3 and "pen-special-perfume-2" in s.zone("special_discard")


def test_seed001_il_cardinale_carta_speciale_one_a_phase_reinforcements_announced_first(game):
    s = table(game).put("special_hand@0", "pen-special-reinforcements-2", "pen-special-reserve-1")
    s.put("conseil", "pen-guard-1")
    acts = cardinal.cardinal_actions(s.ctx, cardinal.CardinalPhase(), True)
    assert "special:pen-special-reinforcements-2" in acts
    acts = cardinal.cardinal_actions(s.ctx, cardinal.CardinalPhase(acted=True), True)
    assert "special:pen-special-reinforcements-2" not in acts and "special:pen-special-reserve-1" in acts
    s.answer(CARDINAL, "cardinal-action", "special:pen-special-reinforcements-2").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 1, False))
    assert not any(o.startswith("special:") for o in offered(s, "cardinal-action"))  # one a phase
    assert s.counter("action_points") == 0


def test_seed001_il_cardinale_seduzione(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ARAMIS], FIG[ATHOS], "pen-milady")
    s.force_dice("d6", 3)
    s.answer(CARDINAL, "cardinal-action", "seduce:4").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 0, False))
    assert s.counter("pendant_known", ARAMIS) == 0  # he resisted
    assert not any(o.startswith("seduce:") for o in offered(s, "cardinal-action"))  # once a phase
    s.force_dice("d6", 4)
    s.answer(CARDINAL, "cardinal-action", "seduce:4").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 0, False))
    assert s.counter("pendant_known", ARAMIS) == 2  # the true one: the Cardinal knows whom to hunt


def test_seed001_il_cardinale_duello_rochefort_fires_first(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-rochefort")
    s.force_dice("d6", 6, 1, 1, 4, 4)  # the pistol hits; Rochefort's two dice miss; Athos hits twice
    s.answer(CARDINAL, "pistol-target", ATHOS)
    s.run(duels.fight(s.ctx, "librairie", defence=True, cardinal_phase=True))
    assert s.counter("wounds", ATHOS) == 1 and "pen-rochefort" in s.zone("reserve")


def test_seed001_il_cardinale_movimento_one_point_one_or_two_rooms(game):
    s = table(game).put("conseil", "pen-guard-1").put("escalier", FIG[ATHOS]).set("action_points", 2)
    phase = cardinal.CardinalPhase()
    moves = {o for o in cardinal.move_options(s.ctx, phase) if o.startswith("move:pen-guard-1:")}
    # a guard stops in the room of a standing musketeer: escalier, never librairie beyond it
    assert "move:pen-guard-1:escalier" in moves and "move:pen-guard-1:librairie" not in moves
    assert "move:pen-guard-1:trone" in moves  # two rooms
    s.answer(CARDINAL, "cardinal-action", "move:pen-guard-1:salon_carre").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 2, False))
    assert s.counter("action_points") == 0
    assert not any(o.startswith("move:pen-guard-1") for o in offered(s, "cardinal-action"))  # once a phase


def test_seed001_il_cardinale_movimento_milady_passes_musketeers(game):
    s = table(game).put("conseil", "pen-milady").put("escalier", FIG[ATHOS]).set("action_points", 1)
    moves = cardinal.move_options(s.ctx, cardinal.CardinalPhase())
    assert "move:pen-milady:librairie" in moves
    assert not any(m.endswith(":ballroom") or m.endswith(":quai") for m in moves)


def test_seed001_il_cardinale_movimento_none_after_a_duel(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("conseil", "pen-guard-2")
    s.force_dice("d6", 1, 5, 5)
    s.answer(CARDINAL, "cardinal-action", "duel:librairie").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 3, False))
    assert not any(o.startswith(("move:", "reinforce:")) for o in offered(s, "cardinal-action"))


def test_seed001_il_cardinale_rinforzo_crests_rochefort_once_a_turn(game):
    s = table(game).set("action_points", 3)
    opts = cardinal.reinforce_options(s.ctx)
    assert {o.split(":")[2] for o in opts} == set(graph.crest_rooms(s.ctx))
    assert {o.split(":")[1] for o in opts} == {"guard", "rochefort", "milady"}
    s.answer(CARDINAL, "cardinal-action", "reinforce:rochefort:conseil").answer(CARDINAL, "cardinal-action", "special:pen-special-reserve-1")
    s.answer(CARDINAL, "reserve-henchmen", "pen-rochefort").answer(CARDINAL, "cardinal-action", "end")
    s.put("special_hand@0", "pen-special-reserve-1")
    s.run(cardinal.cardinal_phase(s.ctx, 3, False))
    assert "pen-rochefort" in s.zone("reserve") and s.counter("rochefort_entered") == 1
    assert not any(o.startswith("reinforce:rochefort") for o in cardinal.reinforce_options(s.ctx))
    s.run(turns.turn_order_card(s.ctx))
    assert any(o.startswith("reinforce:rochefort") for o in cardinal.reinforce_options(s.ctx))


def test_seed001_il_cardinale_the_cardinals_call(game):
    s = table(game).put("conseil", "pen-guard-1").put("horloge", "pen-guard-2").put("medailles", FIG[ATHOS])
    s.answer(CARDINAL, "cardinal-action", "call")
    s.answer(CARDINAL, "cardinal-action", "move:pen-guard-1:escalier")
    s.answer(CARDINAL, "cardinal-action", "move:pen-guard-2:medailles")
    s.answer(CARDINAL, "cardinal-action", "end")  # the Call's phase: the duel follows
    s.answer(CARDINAL, "cardinal-action", "end")  # then his own phase
    s.force_dice("d6", 1, 5, 5)
    s.run(cardinal.cardinal_phase(s.ctx, 0, False))
    assert where(s, ATHOS) == "medailles" and "pen-guard-2" in s.zone("reserve")
    assert s.zone("call") == [] and "pen-cardinals-call" in s.zone("removed")
    call_moves = [d for d in s.asked if d.prompt == "cardinal-action"][1].options
    assert not any(o.value.endswith(":trone") for o in call_moves)  # one room each
    assert "call" not in offered(s, "cardinal-action")  # once a game


# ------------------------------------------------------------------------------------------------ LE CARTE SPECIALI
def test_seed001_carte_speciali_secret_passage(game):
    s = table(game).put("cour_carree", "pen-guard-1").put("special_hand@0", "pen-special-secret-passage-1")
    assert "move:pen-guard-1:medailles" not in cardinal.move_options(s.ctx, cardinal.CardinalPhase())  # 3 rooms by doors
    s.answer(CARDINAL, "cardinal-action", "special:pen-special-secret-passage-1")
    s.answer(CARDINAL, "secret-passage-link", "chapelle|cour_carree")
    s.answer(CARDINAL, "cardinal-action", "move:pen-guard-1:medailles").answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 1, False))
    assert s.zone("medailles") == ["pen-guard-1"]  # under the courtyard to the chapel, then one room


def test_seed001_carte_speciali_enraged_and_elite_guards(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("special_hand@0", "pen-special-enraged-guards-1")
    s.answer(CARDINAL, "duel-card", "pen-special-enraged-guards-1")
    s.force_dice("d6", 1, 1, 6, 4, 1, 1)  # three red dice (1 + 2), one hit; Athos hits once (his 1 again: 1)
    s.run(duels.fight(s.ctx, "librairie", defence=False, cardinal_phase=False))  # in defence, in his phase or not
    assert s.counter("wounds", ATHOS) == 1 and "pen-guard-1" in s.zone("reserve")
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1").put("special_hand@0", "pen-special-elite-guards-1")
    s.answer(CARDINAL, "duel-card", "pen-special-elite-guards-1")
    s.force_dice("d6", 4, 2, 1, 3, 4, 4, 4)  # 4 hits in the first round only
    s.run(duels.fight(s.ctx, "librairie", defence=False, cardinal_phase=False))
    assert s.counter("wounds", ATHOS) == 1  # round 1: 4 hit; round 2: 3 missed; Athos rerolled his 1 once


def test_seed001_carte_speciali_perfume(game):
    s = table(game, true_with=ATHOS).put("librairie", FIG[ATHOS], "pen-milady").put("special_hand@0", "pen-special-perfume-1")
    s.answer(CARDINAL, "cardinal-action", "special:pen-special-perfume-1").answer(CARDINAL, "perfume-target", ATHOS)
    s.answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 0, False))
    assert s.counter("pendant_known", ATHOS) == 2 and s.counter("seduced") == 1


def test_seed001_carte_speciali_reserve_and_portcullis(game):
    s = table(game).put("conseil", "pen-guard-1", "pen-milady").put("special_hand@0", "pen-special-portcullis-1")
    s.answer(CARDINAL, "cardinal-action", "special:pen-special-portcullis-1").answer(CARDINAL, "portcullis-link", "conseil|escalier")
    s.answer(CARDINAL, "cardinal-action", "end")
    s.run(cardinal.cardinal_phase(s.ctx, 0, False))
    assert graph.link_name(s.ctx, s.card_counter("pen-portcullis", "link")) == "conseil|escalier"
    assert "ballroom|trone" not in offered(s, "portcullis-link")


# ------------------------------------------------------------------------------------------------ DUELLI
def test_seed001_duelli_guards_first_rochefort_last(game):
    s = table(game).put("librairie", "pen-rochefort", "pen-guard-1", "pen-guard-2")
    assert duels.eliminate(s.ctx, "librairie", 2) == ["pen-guard-1", "pen-guard-2"]
    assert s.zone("librairie") == ["pen-rochefort"]


def test_seed001_duelli_hits_shared_evenly_the_cardinal_places_the_rest(game):
    s = table(game).put("librairie", FIG[ATHOS], FIG[PORTHOS], "pen-guard-1", "pen-guard-2", "pen-guard-3")
    s.force_dice("d6", 5, 6, 6, 1, 1, 1, 1, 1)  # three hits on two musketeers; both miss (Athos's 1 again too)
    s.answer(CARDINAL, "assign-hits", PORTHOS)
    s.force_dice("d6", 1, 1, 1, 4, 4, 5, 5)
    s.run(duels.fight(s.ctx, "librairie", defence=True, cardinal_phase=True))
    assert s.counter("wounds", ATHOS) == 1 and s.counter("wounds", PORTHOS) == 2


def test_seed001_duelli_simultaneous_both_sides_may_fall(game):
    s = table(game, true_with=ARAMIS).put("librairie", FIG[ATHOS], "pen-guard-1").set("wounds", 2, player=ATHOS)
    s.force_dice("d6", 6, 4, 1, 1)
    s.run(duels.fight(s.ctx, "librairie", defence=True, cardinal_phase=True))
    assert graph.stunned(s.ctx, ATHOS) and "pen-guard-1" in s.zone("reserve")
    assert s.counter("pendant_known", ATHOS) == 0  # no henchman left to look at his pendant
    assert s.counter("queen_track") == 2  # the Queen advances on the sad news


def test_seed001_duelli_stunned_musketeers_neither_fight_nor_stop(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1")
    s.ctx.set_counter("card", FIG[ATHOS], "stunned", 1)
    assert not graph.contested(s.ctx, "librairie")
    s.put("conseil", "pen-guard-2").set("action_points", 1)
    assert "move:pen-guard-2:librairie" in cardinal.move_options(s.ctx, cardinal.CardinalPhase())
    assert "move:pen-guard-1:jardin" in cardinal.move_options(s.ctx, cardinal.CardinalPhase())


def test_seed001_duelli_abilities_dartagnan_and_aramis(game):
    s = table(game).put("librairie", FIG[DARTAGNAN], FIG[ARAMIS], "pen-guard-1", "pen-guard-2")
    s.force_dice("d6", 5, 5, 1, 1, 1, 1, 1, 2)  # two hits, one each; d'Artagnan rolls 4 dice; Aramis shows a 1
    s.force_dice("d6", 1, 1, 5, 5, 5, 5, 3, 3)
    s.run(duels.fight(s.ctx, "librairie", defence=True, cardinal_phase=True))
    assert s.counter("wounds", DARTAGNAN) == 1 and s.counter("wounds", ARAMIS) == 0  # Aramis dodged his hit


def test_seed001_duelli_ability_athos_rerolls_one_miss(game):
    s = table(game).put("librairie", FIG[ATHOS], "pen-guard-1", "pen-guard-2")
    s.force_dice("d6", 1, 1, 4, 2, 5)  # Athos: 4 and 2, the 2 rolled again: 5
    s.run(duels.fight(s.ctx, "librairie", defence=True, cardinal_phase=True))
    assert graph.fighters_in(s.ctx, "librairie") == []


# ------------------------------------------------------------------------------------------------ variants
def test_seed001_varianti_aiuto_per_i_moschettieri():
    g = catalog.game("pendants", ("musketeers-help",))
    s = Scenario(g, 5)
    s.answer(DARTAGNAN, "extra-chest-count", 2).answer(DARTAGNAN, "extra-chest", "escalier", "jardin")
    s.run(turns.variant_rooms(s.ctx))
    turns.fill_pool(s.ctx)
    turns.starting_equipment(s.ctx)
    turns.fill_chests(s.ctx)
    assert "conseil" not in offered(s, "extra-chest") and "librairie" not in offered(s, "extra-chest")
    assert graph.chest_rooms(s.ctx)[-2:] == ["escalier", "jardin"]
    assert len(s.zone("chests")) == 39 and len(graph.chest_tokens(s.ctx, "jardin")) == 3
    assert sum(1 for t in s.zone("chests") + [c for seat in (1, 2, 3, 4) for c in s.zone(f"gear@{seat}")]
               if g.cards[t].stats["corner"] == "gold") == 6


def test_seed001_varianti_aiuto_per_il_cardinale():
    g = catalog.game("pendants", ("cardinal-help",))
    s = Scenario(g, 5)
    s.answer(CARDINAL, "extra-crest-count", 1).answer(CARDINAL, "extra-crest", "escalier")
    s.run(turns.variant_rooms(s.ctx))
    assert "librairie" not in offered(s, "extra-crest")  # never in a chest room
    turns.place_figures(s.ctx)
    assert [graph.role(s.ctx, f) for f in s.zone("escalier")] == ["guard"] and len(graph.crest_rooms(s.ctx)) == 9


def test_seed001_varianti_sfida_per_i_moschettieri():
    g = catalog.game("pendants", ("musketeers-challenge",))
    s = Scenario(g, 5)
    s.answer(DARTAGNAN, "carpet-count", 1).answer(CARDINAL, "cover-chest", "librairie")
    s.run(turns.variant_rooms(s.ctx))
    turns.fill_pool(s.ctx)
    turns.starting_equipment(s.ctx)
    turns.fill_chests(s.ctx)
    assert graph.chest_tokens(s.ctx, "librairie") == [] and len(s.zone("chests")) == 30 and len(s.zone("box")) > 0


def test_seed001_varianti_sfida_per_il_cardinale():
    g = catalog.game("pendants", ("cardinal-challenge",))
    s = Scenario(g, 5)
    s.answer(CARDINAL, "carpet-count", 2).answer(DARTAGNAN, "cover-crest", "conseil", "horloge")
    s.run(turns.variant_rooms(s.ctx))
    turns.place_figures(s.ctx)
    assert s.zone("conseil") == [] and len(graph.crest_rooms(s.ctx)) == 6
    assert len(graph.in_reserve(s.ctx, "guard")) == 8


def test_seed001_varianti_massima_suspense():
    g = catalog.game("pendants", ("maximum-suspense",))
    s = Scenario(g, 5).put("turn_card", "pen-turn-01")
    for _ in range(20):
        before = s.counter("queen_track")
        s.run(turns.queen_advances(s.ctx))
        assert s.counter("queen_track") - before in turns.PORTRAIT_TOKENS
        if s.counter("queen_track") >= 12:
            break
    drawn = [e for e in s.ctx.log if getattr(e, "event", "") == "portrait_drawn"]
    assert drawn


def test_seed001_varianti_equipaggiamento_pesca_scoperta():
    g = catalog.game("pendants", ("open-draw",))
    game = Game(g, 5, seed=3)
    assert all(c["id"] != "?" for c in game.view(CARDINAL)["zones"]["gear@2"])
    assert isinstance(game.view(CARDINAL)["zones"]["pendant@2"], int)  # the pendants stay hidden
