"""The heuristic agents of The Queen's Pendants, played through `Game` the way `rulekit simulate` plays them."""
from __future__ import annotations

from conftest import agent_decisions
from rulekit.agents.base import option_values


def test_the_heuristic_cardinal_plays_his_call_when_henchmen_can_close_in_together():
    """The Call (one action point: every henchman may move a room) once went unplayed in every game; now the
    Cardinal plays it when two or more henchmen stand next to a hunted musketeer, and only then. The check reads
    the Cardinal agent's own reading of the view (`scene`, `targets`), as it stood when he decided."""
    from rulekit.games.pendants.agents import HeuristicAgent
    from rulekit.games.pendants.reading import Scene, board_for

    calls = 0
    for game, asked, picked in agent_decisions("pendants", 5, (3, 16)):
        if asked["prompt"] == "cardinal-action" and option_values(asked)[picked[0]] == "call":
            calls += 1
            cardinal = HeuristicAgent(0)  # reading the view as the deciding Cardinal read it
            cardinal.view = game.view(asked["player"])
            cardinal.board = board_for("pendants", ())
            cardinal.scene = scene = Scene(cardinal.view, cardinal.board)
            links = cardinal.board.links
            hunted = [s for s, weight in cardinal.targets().items() if weight >= 1.0 and scene.standing(s)]
            assert any(sum(1 for link in links.get(scene.room_of(s), ()) if link.kind == "door"
                           and link.index not in scene.blocked and scene.fighters.get(link.to, 0)) >= 2
                       for s in hunted)
    assert calls >= 2
