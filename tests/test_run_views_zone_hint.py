"""A decision that names the zone holding its cards (`Decision.zone_key`, set by `secret_pick`) lets a view ask who
sees that zone instead of where each card lies: the hint must hold (every option a card of that zone while the
decision waits) and the options must read the same as without it."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.run.game import Game
from rulekit.run.views import decision_view


def _read(options):
    return options.values(), options.stats("value"), options.facts()


@pytest.mark.parametrize("game_id, players", [("musketiere", 2), ("musketiere", 4)])
def test_a_zone_hint_holds_and_reads_as_the_cards_own_places_do(game_id, players):
    game = Game(catalog.game(game_id), players, 5)
    agents = [make_agent("greedy", seat, game_id) for seat in range(game.players)]
    hinted = 0
    for _ in range(400):
        if game.state["result"] is not None:
            break
        for decision in game.pending():
            if decision.zone_key:
                hinted += 1
                assert all(game.ctx.card_zone[card] == decision.zone_key for card in decision.choices)
                with_hint = _read(decision_view(game, decision)[1]["options"])
                key, decision.zone_key = decision.zone_key, ""
                without = _read(decision_view(game, decision)[1]["options"])
                decision.zone_key = key
                assert with_hint == without
            view, asked = decision_view(game, decision)
            game.answer(decision.player, agents[decision.player].decide(view, asked))
    assert hinted > 0


def test_the_asked_entry_is_the_one_the_views_pending_part_shows():
    """`decision_view` makes the asked decision's entry alone; `view["pending"]`, read later, holds that very entry
    (the cards its options showed are noted once, for `option_cards` and `card`)."""
    game = Game(catalog.game("musketiere"), 2, 3)
    agents = [make_agent("greedy", seat, "musketiere") for seat in range(game.players)]
    for _ in range(60):
        for decision in game.pending():
            view, asked = decision_view(game, decision)
            chosen = agents[decision.player].decide(view, asked)
            assert [entry["id"] for entry in view["pending"]] == [d.id for d in game.pending()
                                                                  if d.player == decision.player]
            assert any(entry is asked for entry in view["pending"])
            assert view["option_cards"] == game.view(decision.player)["option_cards"]
            game.answer(decision.player, chosen)


@pytest.mark.parametrize("game_id, players", [("musketiere", 2), ("mylady", 5), ("pendants", 4)])
def test_the_greedy_agent_answers_a_live_view_as_its_plain_data(game_id, players):
    """GreedyAgent reads a live view's options by their count and stat table (fast paths); the same view as plain
    data (JSON), read option by option, gets the same answer."""
    game = Game(catalog.game(game_id), players, 7)
    greedy = make_agent("greedy", 0, game_id)
    for _ in range(120):
        if game.state["result"] is not None:
            break
        for decision in game.pending():
            view, asked = decision_view(game, decision)
            assert asked["options"].size == len(asked["options"].to_list())
            plain = view.to_dict()
            answer = greedy.decide(view, asked)
            assert greedy.decide(plain, next(d for d in plain["pending"] if d["id"] == decision.id)) == answer
            game.answer(decision.player, answer)
