"""bench/run.py reads the baseline table of docs/performance.md to set each measured row against it."""
from __future__ import annotations

from pathlib import Path

from conftest import bench_script

ROOT = Path(__file__).resolve().parent.parent


def _script():
    return bench_script("run")


def test_the_baseline_table_of_the_performance_page_is_read_row_by_row():
    run = _script()
    baseline = run.baseline_rows(ROOT / "docs" / "performance.md")
    assert baseline[("musketiere", 4, "random")] == (57.8, 15333.0)
    assert baseline[("pendants", 5, "heuristic")] == (6.0, 743.0)
    assert {key[0] for key in baseline} == {"musketiere", "mylady", "pendants"} and len(baseline) == 10


def test_each_row_is_set_against_its_baseline_and_rows_without_one_are_left_out(tmp_path):
    run = _script()
    page = tmp_path / "performance.md"
    page.write_text("# P\n\n## Baseline\n\n| game | players | agents | games | games/s | decisions/s | d/g |\n"
                    "|---|---|---|---|---|---|---|\n| toy | 2 | random | 10 | 20.0 | 1000 | 50 |\n\n## Later\n"
                    "| toy | 3 | random | 10 | 1.0 | 1 | 1 |\n")
    baseline = run.baseline_rows(page)
    assert baseline == {("toy", 2, "random"): (20.0, 1000.0)}  # the table after the next heading is not the baseline
    rows = run.against_baseline([dict(game="toy", players=2, agents="random", games_per_s=60.0, decisions_per_s=2500.0),
                                 dict(game="toy", players=4, agents="random", games_per_s=1.0, decisions_per_s=1.0)],
                                baseline)
    assert rows == ["| toy | 2 | random | 20.0 | 60.0 | x3.00 | 1000 | 2500 | x2.50 |"]
    assert run.baseline_rows(tmp_path / "missing.md") == {}


def test_a_row_played_by_a_tree_in_its_own_process_gives_the_games_decisions():
    from rulekit import catalog
    from rulekit.run.rng import derive_seed
    from rulekit.sim import play_game

    run = _script()
    seconds, decisions = run.bench_tree(ROOT, "musketiere", 2, "random", 3)
    definition = catalog.game("musketiere")
    assert seconds > 0
    assert decisions == sum(play_game(definition, 2, derive_seed(1, i), ["random"] * 2).decisions for i in range(3))
