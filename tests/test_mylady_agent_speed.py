"""The Mylady heuristic's shortcuts read the same as the general readings they replace: a hand counted and a
musketeer's duel gear summed from the game's tables (GameFacts) as from each card's facts in the view, effect
summaries kept per game as made afresh, the mission places known from the definition as found by asking the
view, kinds read in one call as one by one, and `_wanted` as its old formula."""
from __future__ import annotations

from conftest import agent_decisions
from rulekit.games.mylady.agents import HeuristicAgent, Table, summarise
from rulekit.run.rng import derive_seed

SEATS = 5


def _hand_counted_card_by_card(t: Table, seat: int) -> tuple[dict, int]:
    skills: dict = {}
    dice = 0
    for card in t.hand(seat):
        data = t.view.card(card)
        if data is None:
            continue
        if data["kind"] == "skill_card":
            skill = data["stats"].get("skill")
            skills[skill] = skills.get(skill, 0) + 1
        elif data["kind"] == "combat_card":
            dice += int(data["stats"].get("dice", 1))
    return skills, dice


def _gear_summed_stat_by_stat(t: Table, seat: int) -> tuple[int, int, int]:
    return tuple(sum(int(t.stats(card).get(stat, 0) or 0) for card in t.gear(seat))
                 for stat in ("first_swords", "shields", "rerolls"))


def test_tables_read_as_the_cards_facts_do():
    checked = carrying = 0
    for game, asked, _ in agent_decisions("mylady", SEATS, [derive_seed(3, i) for i in range(3)]):
        if asked["prompt"] not in ("choose-action", "choose-location"):
            continue
        t = Table(game.view(asked["player"]))
        for seat in range(SEATS):
            assert t._count_hand(seat) == _hand_counted_card_by_card(t, seat)
            assert t._gear_bonuses(seat) == _gear_summed_stat_by_stat(t, seat)
            carrying += any(t._gear_bonuses(seat))
            zone = t.zone(f"hand@{seat}")
            assert t.kinds(zone) == [t.kind(card) for card in zone]
        for place in ("paris", "louvre", "quest", "la_rochelle", "richelieu", "vieux_colombier", "bastille"):
            # a place outside the definition's mission places has no mission zone to ask for
            assert place in t.facts.mission_places or t.zone(f"{place}_mission") == []
        checked += 1
    assert checked >= 100 and carrying >= 10


def test_effect_summaries_kept_per_game_are_made_as_afresh():
    game, asked, _ = next(agent_decisions("mylady", SEATS, [derive_seed(3, 0)]))
    t = Table(game.view(asked["player"]))
    cards = game.definition.cards
    for card in list(cards)[:60]:
        assert t.effect(card) == summarise(cards[card].triggers)
        assert t.effect(card) is t.effect(card)  # made once


def test_wanted_is_its_old_formula():
    for low in range(3):
        for high in range(low, 4):
            for size in range(5):
                for count in (None, 0, 1, 2, 3):
                    decision = {"min": low, "max": high}
                    want = count if count is not None else (min(max(low, 1), size) if high else 0)
                    assert HeuristicAgent._wanted(decision, size, count) == max(low, min(want, high, size))
