"""The heuristic agents of The Queen's Pendants, played through `Game` the way `rulekit simulate` plays them."""
from __future__ import annotations

from rulekit import catalog
from rulekit.agents.base import available_agents, make_agent, option_values
from rulekit.run.game import Game
from rulekit.run.rng import derive_seed


def test_the_heuristic_cardinal_plays_his_call_when_henchmen_can_close_in_together():
    """The Call (one action point: every henchman may move a room) once went unplayed in every game; now the
    Cardinal plays it when two or more henchmen stand next to a hunted musketeer, and only then."""
    definition = catalog.game("pendants")
    calls = 0
    for seed in (3, 16):
        game = Game(definition, 5, seed)
        seats = [make_agent("heuristic", derive_seed(seed, s), "pendants", available_agents("pendants"))
                 for s in range(5)]
        while not game.over:
            player = game.pending()[0].player
            view = game.view(player)
            asked = view["pending"][0]
            picked = seats[player].decide(view, asked)
            if asked["prompt"] == "cardinal-action" and option_values(asked)[picked[0]] == "call":
                calls += 1
                cardinal = seats[player]
                scene, links = cardinal.scene, cardinal.board.links
                hunted = [s for s, weight in cardinal.targets().items() if weight >= 1.0 and scene.standing(s)]
                assert any(sum(1 for link in links.get(scene.room_of(s), ()) if link.kind == "door"
                               and link.index not in scene.blocked and scene.fighters.get(link.to, 0)) >= 2
                           for s in hunted)
            game.answer(player, picked)
    assert calls >= 2
