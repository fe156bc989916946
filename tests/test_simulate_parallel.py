"""`rulekit simulate --jobs/--scheduler`, the changes a sweep makes to a game (cards out and in, counters), and the
cards drawn and played as read from the log."""
from __future__ import annotations

import json
import textwrap

import pytest
from click.testing import CliRunner

from rulekit import catalog
from rulekit.cli import main
from rulekit.errors import ContentError, RulekitError
from rulekit.run.game import Game
from rulekit.sim import play_game
from rulekit.sim.cardstats import card_events
from rulekit.sim.cells import Cell, Variant, definition, play_batch
from rulekit.sim.parallel import batches


def _simulate(tmp_path, name, *options):
    out = tmp_path / f"{name}.json"
    result = CliRunner().invoke(main, ["simulate", "musketiere", "--games", "24", "--seed", "5", "--agents", "greedy",
                                       "--players", "3", "--quiet", "--out", str(out), *options])
    assert result.exit_code == 0, result.output
    return out.read_bytes()


def test_simulate_summary_is_the_same_whatever_runs_it(tmp_path):
    one = _simulate(tmp_path, "one", "--jobs", "1")
    assert _simulate(tmp_path, "two", "--jobs", "2") == one
    assert json.loads(one)["games"] == 24


def test_simulate_on_a_local_dask_cluster(tmp_path):
    pytest.importorskip("distributed", reason="Dask is not installed: pip install 'rulekit[dask]' (the test extra has it)")
    assert _simulate(tmp_path, "dask", "--scheduler", "local", "--jobs", "2") == _simulate(tmp_path, "one", "--jobs", "1")


def test_a_scheduler_that_is_no_address_is_refused():
    result = CliRunner().invoke(main, ["simulate", "musketiere", "--games", "2", "--quiet", "--scheduler", "nowhere"])
    assert result.exit_code == 1 and "tcp://HOST:8786" in result.output


def test_batches_cover_every_game_once():
    for count in (1, 7, 100, 1001):
        for jobs in (1, 2, 16):
            spans = batches(count, jobs)
            assert [i for a, b in spans for i in range(a, b)] == list(range(count))


def test_a_batch_plays_the_same_games_as_one_by_one():
    cell = Cell(Variant("musketiere"), 2, ("greedy", "random"), 8)
    whole = play_batch(cell, 0, 6)
    parts = play_batch(cell, 0, 2) + play_batch(cell, 2, 6)
    assert whole == parts and [r["index"] for r in whole] == list(range(6))
    game = play_game(definition(cell.variant), 2, cell.game_seed(3), cell.agents, keep=True)
    assert whole[3]["winners"] == game.result["winners"] and whole[3]["decisions"] == len(game.choices)


# ------------------------------------------------------------------------------------------------ variants
def test_counters_start_at_other_values_also_where_a_player_count_sets_them():
    base = catalog.game("pendants")
    changed = definition(Variant("pendants", counters=(("king_square", 12),)))
    assert base.counters["king_square"] == 15 and changed.counters["king_square"] == 12
    assert Game(changed, 4, 1).state["counters"]["king_square"] == 12
    with pytest.raises(RulekitError, match="no counter 'king_squares'"):
        definition(Variant("pendants", counters=(("king_squares", 12),)))


def test_a_card_taken_out_is_not_in_the_game():
    gone = definition(Variant("musketiere", remove_cards=("musketeer-10-0",)))
    assert "musketeer-10-0" not in gone.cards and len(gone.cards) == len(catalog.game("musketiere").cards) - 1
    play_game(gone, 4, 1, ["greedy"] * 4)
    with pytest.raises(RulekitError, match="no card 'musketeer-10-9'"):
        definition(Variant("musketiere", remove_cards=("musketeer-10-9",)))


def test_a_card_added_from_a_yaml_file_is_dealt_like_the_others(tmp_path):
    path = tmp_path / "duelist.yaml"
    path.write_text(textwrap.dedent("""\
        game: musketiere
        cards:
          - {id: musketeer-11-0, kind: musketeer, deck: musketeer_deck, stats: {value: 10, swords: 4}, provenance: authored}
        """), encoding="utf-8")
    added = definition(Variant("musketiere", add_cards=(str(path),)))
    assert added.cards["musketeer-11-0"].stats["value"] == 10
    assert any("musketeer-11-0" in cards for cards in Game(added, 4, 1).state["zones"].values())
    play_game(added, 4, 1, ["greedy"] * 4)


def test_a_bad_added_card_file_is_located(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("game: musketiere\ncards:\n  - {id: x1, kind: musketeer, deck: musketeer_deck, stat: {}}\n",
                    encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        definition(Variant("musketiere", add_cards=(str(path),)))
    assert caught.value.diagnostics[0].span.path == str(path) and caught.value.diagnostics[0].span.line == 3


# ------------------------------------------------------------------------------------------------ cards drawn and played
def test_drawn_and_played_cards_of_musketiere():
    game = play_game(catalog.game("musketiere"), 3, 4, ["greedy"] * 3, keep=True)
    found = card_events(game)
    dealt = sum(1 for e in game.log if e.kind == "cards_moved" and e.sources and e.sources[0] == "musketeer_deck"
                for _ in e.cards)
    guards = sum(len(e.cards) for e in game.log if e.kind == "cards_moved" and e.to == "guard")
    assert sum(len(v) for v in found["drawn"].values()) == dealt + guards
    assert all(seat is None for card, who in found["drawn"].items() if card.startswith("guard") for seat in who)
    duel_plays = sum(len(e.cards) for e in game.log if e.kind == "cards_moved" and e.to.startswith("played@"))
    assert duel_plays <= sum(len(v) for v in found["played"].values())
    assert not any(card.startswith("guard") for card in found["played"])
