"""bench/rules_only.py replays a version's own games in a process of its own, and says clearly when it cannot."""
from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from conftest import bench_script

ROOT = Path(__file__).resolve().parent.parent


def test_the_rules_alone_and_the_whole_game_are_both_measured():
    rules_only = bench_script("rules_only")
    args = argparse.Namespace(game="musketiere", players=2, agents="random", games=2)
    replaying, playing = rules_only.measure(ROOT, args)
    assert replaying > 0 and playing > 0


def test_a_tree_that_cannot_play_the_game_is_a_clear_error():
    rules_only = bench_script("rules_only")
    args = argparse.Namespace(game="no-such-game", players=2, agents="random", games=1)
    with pytest.raises(SystemExit, match="measuring in .* failed"):
        rules_only.measure(ROOT, args)
