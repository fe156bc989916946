"""`new_state` copies starting tables made once per definition and player count (`_start_tables`): each game
gets the state made from the definition itself, and changing one game's state changes no later game's."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.run.context import RunContext
from rulekit.run.game import BOX, _start_tables, new_state, seat_count


def made_from_the_definition(game, people: int, seed: int) -> dict:
    """The starting state as new_state made it before the tables were kept."""
    count_rules = game.player_counts.get(people, {})
    seats = seat_count(game, people)
    removed = set(count_rules.get("remove", ()))
    zones = {key: [] for key in game.zone_keys(seats)}
    for card in game.cards.values():
        zones[card.deck if card.deck and card.id not in removed else BOX].append(card.id)
    counters = dict(game.counters)
    counters.update(count_rules.get("counters", {}))
    player_counters = dict(game.player_counters)
    player_counters.update(count_rules.get("player_counters", {}))
    return {"game": game.id, "people": people, "house_rules": list(game.house_rules), "seed": seed,
            "rng": {"seed": seed, "counter": 0}, "round": 0, "phase": "", "step": "", "zones": zones,
            "counters": counters, "players": [dict(player_counters) for _ in range(seats)],
            "card_counters": {c.id: dict(c.counters) for c in game.cards.values() if c.counters},
            "paid": [], "blocked": {}, "turn": None, "revealed": {}, "result": None}


@pytest.mark.parametrize("game_id", ["musketiere", "mylady", "pendants"])
def test_each_new_state_is_the_definitions_own_and_unshared(game_id):
    game = catalog.game(game_id)
    for people in range(game.min_players, game.max_players + 1):
        first = new_state(game, people, 7)
        assert first == made_from_the_definition(game, people, 7)
        for cards in first["zones"].values():
            cards.append("changed")
        for table in [first["counters"], *first["players"], *first["card_counters"].values()]:
            table["changed"] = 1
        assert new_state(game, people, 8) == made_from_the_definition(game, people, 8)


@pytest.mark.parametrize("game_id", ["musketiere", "mylady", "pendants"])
def test_a_new_games_card_places_are_those_of_its_zones(game_id):
    """A game's context starts from where new_state's tables put each card (Game passes them): the same places, in
    the same order, as reading the zones gives, and its own (changing them changes no later game's)."""
    game = catalog.game(game_id)
    for people in range(game.min_players, game.max_players + 1):
        given = RunContext(game, new_state(game, people, 3), card_zone=_start_tables(game, people)[5])
        read = RunContext(game, new_state(game, people, 3))
        assert list(given.card_zone.items()) == list(read.card_zone.items())
        given.card_zone["changed"] = "box"
        later = RunContext(game, new_state(game, people, 4), card_zone=_start_tables(game, people)[5])
        assert "changed" not in later.card_zone
