"""The games' heuristic agents read views through single lookups (a zone, where a card lies, a card's facts); they
must decide exactly as they do from the whole view given as plain data (a view from JSON has no lookups)."""
from __future__ import annotations

import json

import pytest

from rulekit import catalog
from rulekit.agents.base import available_agents
from rulekit.run.game import Game
from rulekit.run.rng import derive_seed
from rulekit.run.views import zone_name


@pytest.mark.parametrize("game_id, players", [("mylady", 3), ("mylady", 5), ("pendants", 2)])
def test_a_heuristic_decides_alike_from_a_live_view_and_from_its_json(game_id, players):
    definition = catalog.game(game_id)
    factory = available_agents(game_id)["heuristic"]
    game = Game(definition, players, seed=4)
    compared = 0
    while not game.over and compared < 120:
        for decision in game.pending():
            view = game.view(decision.player)
            plain = json.loads(json.dumps(view.to_dict(), default=str))
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            asked_plain = next(d for d in plain["pending"] if d["id"] == decision.id)
            seed = derive_seed(4, compared)
            live = factory(seed).decide(view, asked)
            assert factory(seed).decide(plain, asked_plain) == live, (decision.prompt, compared)
            game.answer(decision.player, live)
            compared += 1
    assert compared >= 60


def test_options_labelled_show_each_option_as_its_value_does():
    """`Options.labelled` (what the Mylady heuristic weighs) gives each option's label and first value exactly as
    the option's value shows them (a zone by its name if asked), read before and after the options are made."""
    definition = catalog.game("mylady")
    factory = available_agents("mylady")["heuristic"]
    game = Game(definition, 5, seed=6)
    for index in range(150):
        decision = game.pending()[0]
        view = game.view(decision.player)
        asked = next(d for d in view["pending"] if d["id"] == decision.id)
        fresh = asked["options"].labelled()
        named = asked["options"].labelled(zone_names=True)
        values = [option["value"] for option in asked["options"]]
        assert fresh == [(v[0], v[1] if len(v) > 1 else None) if isinstance(v, list) and v else (v, None)
                         for v in values], decision.prompt
        assert named == [(label, zone_name(arg) if isinstance(arg, dict) else arg) for label, arg in fresh]
        assert asked["options"].labelled() == fresh
        assert asked["options"].labelled(zone_names=True) == named
        game.answer(decision.player, factory(derive_seed(6, index)).decide(view, asked))
