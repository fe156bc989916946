"""A view reads as a mapping of its documented keys only: what it keeps for itself (the card counters it reads
zones with, the cards among the options, the entry `decision_view` made) is not readable through `view[key]`,
before or after it was made."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.run.game import Game
from rulekit.run.views import PlayerView, decision_view

_DOCUMENTED = ("game", "you", "players", "round", "phase", "step", "turn", "counters", "player_counters", "zones",
               "cards", "option_cards", "blocked", "pending", "waiting_for", "result")
_UNDOCUMENTED = ("_reading", "_option_cards", "_asked", "_option_facts", "_reading_made", "_parts", "_game",
                 "_player", "_looked_up", "_seen_by", "reading", "asked", "_part_game", "_part_counters", "", "zone")


def _assert_only_documented_keys(view: PlayerView) -> None:
    assert list(view) == list(_DOCUMENTED)
    for key in _UNDOCUMENTED:
        with pytest.raises(KeyError):
            view[key]  # noqa: B018 (the reading is the test)
        assert key not in view
        assert view.get(key) is None


@pytest.mark.parametrize("game_id, players", [("mylady", 5), ("musketiere", 2)])
def test_no_key_outside_the_documented_ones_reads_through_a_view(game_id, players):
    game = Game(catalog.game(game_id), players, 3)
    decision = game.pending()[0]
    view, _ = decision_view(game, decision)
    _assert_only_documented_keys(view)  # before the view made its private parts
    zone = next(iter(game.state["zones"]))
    view.zone(zone)  # makes the zone reading (the live card counters)
    view.zone_ids(zone)
    view.card(decision.choices[0] if decision.choices.__class__ is not tuple else "rochefort")
    _assert_only_documented_keys(view)
    assert view["option_cards"] is not None and view["pending"] and view["zones"] and view["cards"]
    _assert_only_documented_keys(view)  # after: options, zones and cards all made
    assert set(view.to_dict()) == set(_DOCUMENTED)


def test_a_view_made_whole_first_hides_its_private_parts_too():
    game = Game(catalog.game("mylady"), 5, 4)
    view = game.view(game.pending()[0].player)
    assert view["cards"] and view["option_cards"] is not None
    _assert_only_documented_keys(view)
