"""bench/ismcts_strength.py keeps each cell's games in a cache folder under a name that does not depend on the
checkout, so a measurement begun in one worktree goes on in another."""
from __future__ import annotations

from conftest import bench_script

from rulekit import catalog
from rulekit.sim.cells import Cell, Variant


def _script():
    return bench_script("ismcts_strength")


def test_the_cache_name_leaves_out_the_default_content_folders_path():
    key = _script().cache_key
    here = Variant("pendants", root=str(catalog.default_content_root()))
    cell = Cell(here, 2, ("heuristic",) * 5, 2012)
    assert key(cell) == key(Cell(Variant("pendants"), 2, ("heuristic",) * 5, 2012))
    assert key(cell) != key(Cell(Variant("pendants", root="/elsewhere/content"), 2, ("heuristic",) * 5, 2012))
    assert key(cell) != key(Cell(here, 2, ("heuristic",) * 5, 2013)) and len(key(cell)) == 20


def test_records_read_back_from_the_cache_are_not_played_again(tmp_path):
    script = _script()
    cell = Cell(Variant("pendants"), 2, ("random",) * 5, 7)

    class Runner:
        jobs, played = 1, []

        def run(self, tasks):
            for start, fn, args in tasks:
                self.played.append(args[1:])
                yield start, fn(*args)

    first = script.play(cell, 2, Runner(), tmp_path)
    runner = Runner()
    runner.played = []
    again = script.play(cell, 3, runner, tmp_path)
    assert runner.played == [(2, 3)] and [r["index"] for r in again] == [0, 1, 2]
    assert [r["winners"] for r in again[:2]] == [r["winners"] for r in first]
