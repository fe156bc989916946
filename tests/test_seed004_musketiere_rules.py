"""Musketiere, seed 004 (../shared/seeds/004_2ec75cecd546d85f.txt): one test per rule, named after its section.

Situations are set up with Scenario (chosen cards in chosen zones, answers scripted by card id) so each test
shows the rule and nothing else.
"""
from __future__ import annotations

import copy

import pytest

from rulekit import catalog
from rulekit.run.events import apply
from rulekit.run.game import Game, SetupError
from rulekit.run.scenario import Scenario, UnansweredDecision


@pytest.fixture(scope="module")
def game():
    return catalog.game("musketiere")


def card(value: int, swords: int) -> str:
    return f"musketeer-{value:02d}-{swords}"


def fresh(game, players=3) -> Scenario:
    """All cards in their decks, supplies full, as after 'Préparation' but before dealing."""
    s = Scenario(game, players)
    s.set("gems", 3).set("prisons", 3)
    return s


def duel(s: Scenario, guard_value: int, plays: dict[int, str]) -> Scenario:
    """Put these cards in hands and the guard on top of the guard deck, script the secret picks, run one duel."""
    s.put("guard_deck", f"guard-{guard_value:02d}")
    for seat, played in plays.items():
        s.put(f"hand@{seat}", played)
        s.answer(seat, "choose-duel-card", played)
    return s.run_step("duels", "duel")


# ------------------------------------------------------------------------------------------------ Contenu
def test_seed004_contenu_55_musketeer_cards_values_0_to_10_five_each(game):
    musketeers = [c for c in game.cards.values() if c.kind == "musketeer"]
    assert len(musketeers) == 55
    for value in range(11):
        same = [c for c in musketeers if c.stats["value"] == value]
        assert len(same) == 5
        assert sorted(c.stats["swords"] for c in same) == [0, 1, 2, 3, 4]


def test_seed004_contenu_15_guard_cards_with_the_named_values(game):
    guards = sorted(c.stats["value"] for c in game.cards.values() if c.kind == "guard")
    assert len(guards) == 15
    assert {4, 5, 7, 25, 30, 35, 40} <= set(guards)
    assert len(set(guards)) == 15


def test_seed004_contenu_three_gems_and_three_prisons(game):
    assert game.counters["gems"] == 3
    assert game.counters["prisons"] == 3


# ------------------------------------------------------------------------------------------------ Préparation
@pytest.mark.parametrize(
    "players, removed",
    [(2, {25, 30, 35, 40}), (3, {4, 35, 40}), (4, {4, 5, 7})],
)
def test_seed004_preparation_guard_removals_by_player_count(game, players, removed):
    g = Game(game, players, seed=3)
    in_play = {game.cards[c].stats["value"] for c in g.state["zones"]["guard_deck"] + g.state["zones"]["guard"] + g.state["zones"]["beaten"]}
    out = {game.cards[c].stats["value"] for c in g.state["zones"]["box"]}
    assert out == removed
    assert len(in_play) == 15 - len(removed)
    assert not in_play & removed


def test_seed004_preparation_players_two_to_four(game):
    for players in (1, 5):
        with pytest.raises(SetupError):
            Game(game, players, seed=1)


def test_seed004_preparation_twelve_cards_each_rest_set_aside(game):
    g = Game(game, 4, seed=11)
    for seat in range(4):
        assert len(g.state["zones"][f"hand@{seat}"]) == 12
    assert len(g.state["zones"]["musketeer_deck"]) == 55 - 48


# ------------------------------------------------------------------------------------------------ La récompense
def test_seed004_recompense_three_cards_face_down_nine_kept(game):
    g = Game(game, 3, seed=5)
    pending = g.pending()
    assert [d.player for d in pending] == [0, 1, 2]
    assert all(d.prompt == "choose-pay" and d.min == d.max == 3 and d.secret for d in pending)
    for d in pending:
        g.answer(d.player, (0, 1, 2))
    for seat in range(3):
        assert len(g.state["zones"][f"pay@{seat}"]) == 3
        assert len(g.state["zones"][f"hand@{seat}"]) == 9


def test_seed004_recompense_pay_cards_hidden_from_other_players(game):
    g = Game(game, 3, seed=5)
    for d in g.pending():
        g.answer(d.player, (0, 1, 2))
    view = g.view(1)
    assert all(entry["id"] != "?" for entry in view["zones"]["pay@1"])
    assert view["zones"]["pay@0"] == 3 or all(entry["id"] == "?" for entry in view["zones"]["pay@0"])
    assert view["zones"]["hand@0"] == 9


# ------------------------------------------------------------------------------------------------ Le duel
def test_seed004_le_duel_team_sum_reaching_the_guard_wins_strongest_card_gets_gem(game):
    s = fresh(game)
    s.put("pay@1", card(8, 0), card(6, 0), card(2, 0))
    s.answer(1, "place-gem", card(8, 0))
    duel(s, 20, {0: card(5, 1), 1: card(9, 2), 2: card(6, 3)})  # 20 >= 20: an exact sum wins
    assert s.card_counter(card(8, 0), "gem") == 1
    assert s.counter("gems") == 2
    assert s.zone("guard") == [] and "guard-20" in s.zone("beaten")
    assert {card(5, 1), card(9, 2), card(6, 3)} <= set(s.zone("discard"))


def test_seed004_le_duel_equal_values_strongest_by_swords(game):
    s = fresh(game)
    s.put("pay@2", card(7, 0), card(6, 0), card(2, 0))
    s.answer(2, "place-gem", card(2, 0))
    duel(s, 12, {0: card(9, 1), 1: card(1, 0), 2: card(9, 3)})
    assert s.card_counter(card(2, 0), "gem") == 1
    assert (2, "place-gem") in s.prompts() and (0, "place-gem") not in s.prompts()


def test_seed004_le_duel_sum_below_guard_weakest_card_takes_prison(game):
    s = fresh(game)
    s.put("pay@0", card(10, 0), card(3, 0), card(1, 1))
    s.answer(0, "place-prison", card(1, 1))
    duel(s, 40, {0: card(2, 2), 1: card(8, 0), 2: card(4, 4)})
    assert s.card_counter(card(1, 1), "prison") == 1
    assert s.counter("prisons") == 2


def test_seed004_le_duel_equal_lowest_cards_fewest_swords_loses(game):
    s = fresh(game)
    s.put("pay@1", card(10, 1), card(3, 1), card(1, 2))
    s.answer(1, "place-prison", card(10, 1))
    duel(s, 40, {0: card(2, 4), 1: card(2, 1), 2: card(9, 0)})
    assert s.card_counter(card(10, 1), "prison") == 1
    assert (0, "place-prison") not in s.prompts()


def test_seed004_le_duel_gem_taken_from_another_player_when_supply_is_empty(game):
    s = fresh(game).set("gems", 0)
    s.put("pay@2", card(7, 0), card(6, 0), card(2, 0)).set("gem", 1, card=card(7, 0))
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.answer(0, "gem-or-free", "take-gem")
    s.answer(0, "place-gem", card(8, 0))
    s.answer(0, "steal-gem", card(7, 0))
    s.signal("duel_won", winner=0)
    assert s.card_counter(card(8, 0), "gem") == 1
    assert s.card_counter(card(7, 0), "gem") == 0
    assert s.counter("gems") == 0


def test_seed004_le_duel_prison_taken_from_another_player_frees_that_card(game):
    s = fresh(game).set("prisons", 0)
    s.put("pay@1", card(7, 0), card(6, 0), card(2, 0)).set("prison", 1, card=card(6, 0))
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.answer(0, "take-prison-from", card(6, 0))
    s.answer(0, "place-prison", card(3, 0))
    s.signal("duel_lost", loser=0)
    assert s.card_counter(card(6, 0), "prison") == 0
    assert s.card_counter(card(3, 0), "prison") == 1
    assert s.counter("prisons") == 0


# ------------------------------------------------------------------------------------------------ Libérer un Mousquetaire
def test_seed004_liberer_winner_may_free_own_card_instead_of_gem(game):
    s = fresh(game).set("prisons", 2)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0)).set("prison", 1, card=card(8, 0))
    s.answer(0, "gem-or-free", "free-card")
    s.answer(0, "free-card", card(8, 0))
    s.signal("duel_won", winner=0)
    assert s.card_counter(card(8, 0), "prison") == 0
    assert s.counter("prisons") == 3
    assert s.counter("gems") == 3


def test_seed004_liberer_no_choice_without_a_prisoner(game):
    s = fresh(game)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.answer(0, "place-gem", card(5, 0))
    s.signal("duel_won", winner=0)
    assert (0, "gem-or-free") not in s.prompts()


# ------------------------------------------------------------------------------------------------ Trois Mousquetaires en prison
def test_seed004_trois_en_prison_card_discarded_and_player_sits_out(game):
    s = fresh(game).set("prisons", 1)
    s.put("pay@1", card(7, 0), card(6, 0), card(2, 0)).set("prison", 1, card=card(7, 0)).set("prison", 1, card=card(6, 0))
    s.put("hand@1", card(4, 4), card(9, 4))
    s.answer(1, "place-prison", card(2, 0))
    s.answer(1, "discard-in-prison", card(4, 4))
    s.signal("duel_lost", loser=1)
    assert s.counter("sitting_out", player=1) == 1
    assert card(4, 4) in s.zone("discard")
    # The next duel goes on without player 1: nobody asks them for a card.
    s.put("pay@0", card(1, 0), card(1, 1), card(1, 2))
    s.answer(0, "place-gem", card(1, 0))
    duel(s, 14, {0: card(10, 4), 2: card(10, 3)})  # nothing is scripted for seat 1: asking them would fail
    assert (1, "choose-duel-card") not in s.prompts()
    assert card(9, 4) in s.zone("hand@1")


def test_seed004_trois_en_prison_freed_when_another_player_takes_a_prison(game):
    s = fresh(game).set("prisons", 0)
    s.put("pay@1", card(7, 0), card(6, 0), card(2, 0))
    for c in (card(7, 0), card(6, 0), card(2, 0)):
        s.set("prison", 1, card=c)
    s.set("sitting_out", 1, player=1)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.answer(0, "take-prison-from", card(2, 0))
    s.answer(0, "place-prison", card(3, 0))
    s.signal("duel_lost", loser=0)
    assert s.counter("sitting_out", player=1) == 0
    # Free again, he plays a card in the next duel (the secret pick asks him with the others).
    before = len(s.asked)
    duel(s, 4, {0: card(9, 1), 1: card(9, 2), 2: card(9, 3)})
    assert sorted(d.player for d in s.asked[before:] if d.prompt == "choose-duel-card") == [0, 1, 2]


# ------------------------------------------------------------------------------------------------ Trois cartes occupées
def test_seed004_trois_cartes_occupees_winner_must_free_a_prison(game):
    s = fresh(game).set("gems", 1).set("prisons", 2)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.set("gem", 1, card=card(8, 0)).set("gem", 1, card=card(5, 0)).set("prison", 1, card=card(3, 0))
    s.answer(0, "free-card", card(3, 0))
    s.signal("duel_won", winner=0)
    assert (0, "gem-or-free") not in s.prompts()
    assert s.card_counter(card(3, 0), "prison") == 0 and s.counter("gems") == 1


def test_seed004_trois_cartes_occupees_loser_gives_a_gem_back(game):
    s = fresh(game).set("gems", 1).set("prisons", 2)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.set("gem", 1, card=card(8, 0)).set("gem", 1, card=card(5, 0)).set("prison", 1, card=card(3, 0))
    s.answer(0, "return-gem", card(5, 0))
    s.signal("duel_lost", loser=0)
    assert s.card_counter(card(5, 0), "gem") == 0
    assert s.counter("gems") == 2 and s.counter("prisons") == 2


# ------------------------------------------------------------------------------------------------ Trois pierres précieuses
def test_seed004_trois_pierres_precieuses_end_the_round_at_once(game):
    s = fresh(game).set("gems", 0)
    s.put("pay@2", card(7, 0), card(6, 0), card(2, 0))
    assert s.condition("duels", "duel")
    for c in (card(7, 0), card(6, 0), card(2, 0)):
        s.set("gem", 1, card=c)
    assert not s.condition("duels", "duel")


def test_seed004_trois_pierres_precieuses_whole_games_round_has_nine_duels_unless_three_gems(game):
    """Over whole games: a round has nine duels, fewer only when one player holds all three gems."""
    early = 0
    for seed in range(30):
        g = Game(game, 2, seed)
        while not g.over:
            for d in g.pending():
                g.answer(d.player, tuple(range(d.min)))
        state = copy.deepcopy(g.initial_state)
        duels = 0
        for e in g.log:
            if e.kind == "step_started" and e.step == "duel":
                duels += 1
            if e.kind == "step_started" and e.step == "reveal_and_pay":
                gems = [sum(state["card_counters"].get(c, {}).get("gem", 0) for c in state["zones"][f"pay@{p}"]) for p in range(2)]
                if duels < 9:
                    assert 3 in gems
                    early += 1
                else:
                    assert duels == 9
                duels = 0
            apply(state, e)
    assert early > 0, "some round in 30 games should end early by three gems"


# ------------------------------------------------------------------------------------------------ Fin de la partie et comptes
def test_seed004_comptes_gem_doubles_prison_zeroes(game):
    s = fresh(game, players=2)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0)).set("gem", 1, card=card(8, 0)).set("prison", 1, card=card(5, 0))
    s.put("pay@1", card(10, 0), card(0, 0), card(4, 0))
    s.run_step("scoring", "reveal_and_pay")
    assert s.counter("ducats", player=0) == 16 + 0 + 3
    assert s.counter("ducats", player=1) == 14
    assert s.zone("scored@0") and s.zone("pay@0") == []
    assert s.card_counter(card(8, 0), "gem") == 0 and s.card_counter(card(5, 0), "prison") == 0


def test_seed004_comptes_ducats_add_up_over_rounds(game):
    s = fresh(game, players=2).set("ducats", 40, player=0)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    s.run_step("scoring", "reveal_and_pay")
    assert s.counter("ducats", player=0) == 56


def test_seed004_comptes_game_ends_when_someone_reaches_100(game):
    g = Game(game, 3, seed=2)
    while not g.over:
        for d in g.pending():
            g.answer(d.player, tuple(range(d.min)) if d.min else ())
    scores = g.result["scores"]
    assert max(scores) >= 100
    assert g.result["reason"] == "end_condition"
    assert g.result["winners"] == [p for p, s in enumerate(scores) if s == max(scores)]
    # It ended after the first round in which someone reached 100, not later: no step of a later round began.
    round_now, reached = 0, []
    for e in g.log:
        if e.kind == "step_started":
            round_now = e.round
        elif e.kind == "counter_set" and e.owner_kind == "player" and e.name == "ducats" and e.value >= 100:
            reached.append(round_now)
    assert reached and g.state["round"] == min(reached) > 1


def test_seed004_scenario_refuses_unscripted_decisions(game):
    s = fresh(game)
    s.put("pay@0", card(8, 0), card(5, 0), card(3, 0))
    with pytest.raises(UnansweredDecision):
        s.signal("duel_won", winner=0)


# ------------------------------------------------------------------------------------------------ from an audit
# Rules of 004 that held with no test of their own (audit of the rules against the YAML).
def test_seed004_le_duel_cards_chosen_secretly_and_revealed_together_against_a_face_up_guard(game):
    """'Le duel': the guard card is turned face up first; then every player picks a card for the duel at the same
    time, in secret, and nothing of a pick shows before all have picked."""
    g = Game(game, 3, seed=5)
    for seat in range(3):
        g.answer(seat, (0, 1, 2))  # the three pay cards
    pending = g.pending()
    assert [d.player for d in pending] == [0, 1, 2]
    assert all(d.prompt == "choose-duel-card" and d.secret and d.min == d.max == 1 for d in pending)
    (guard,) = g.view(0)["zones"]["guard"]
    assert guard["id"].startswith("guard-")  # face up before anyone picks
    from rulekit.run.views import redacted_log

    picked = g.pending_for(0).choices[0]
    g.answer(0, (0,))
    g.answer(1, (0,))
    assert g.view(1)["zones"]["played@0"] == [] and g.view(2)["zones"]["played@0"] == []
    assert picked not in str(redacted_log(g, 1, 0))  # seat 1 has not seen seat 0's card
    g.answer(2, (0,))
    assert picked in str(redacted_log(g, 1, 0))  # all have picked: shown to everyone together


def test_seed004_comptes_next_round_starts_with_full_supply_and_everyone_in(game):
    """'Comptes' with 'Préparation': every round starts as the first: three gems and three prisons back, nobody
    sitting out, all the cards gathered (the beaten guards too) before the new deal."""
    s = Scenario(game, 3).set("gems", 0).set("prisons", 1).set("sitting_out", 1, player=2)
    s.put("discard", "musketeer-04-4").put("beaten", "guard-20").put("hand@2", "musketeer-09-4")
    s.run_step("deal", "gather")
    assert (s.counter("gems"), s.counter("prisons"), s.counter("sitting_out", player=2)) == (3, 3, 0)
    assert s.zone("discard") == s.zone("beaten") == s.zone("hand@2") == []
    assert "guard-20" in s.zone("guard_deck") and len(s.zone("musketeer_deck")) == 55


def test_seed004_preparation_guard_deck_shuffled_face_down(game):
    """'Préparation': the guard cards are shuffled and lie face down: the players see only how many there are."""
    g = Game(game, 3, seed=5)
    hidden = g.view(0)["zones"]["guard_deck"]
    assert isinstance(hidden, int) and hidden == len(g.state["zones"]["guard_deck"])
    orders = {tuple(Game(game, 3, seed=seed).state["zones"]["guard_deck"]) for seed in range(1, 6)}
    assert len(orders) == 5
