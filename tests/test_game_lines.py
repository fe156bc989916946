"""bench/game_lines.py: the count of each game's YAML and Python, and issue 11's bound on rule-carrying Python."""
from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _script():
    spec = importlib.util.spec_from_file_location("game_lines", ROOT / "bench" / "game_lines.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_game_lines_counts_code_not_blank_or_comment_lines(tmp_path):
    lines = _script()
    (tmp_path / "content" / "games").mkdir(parents=True)
    (tmp_path / "content" / "games" / "toy.yaml").write_text("# a comment\nid: toy\n\nflow: {}\n")
    package = tmp_path / "rulekit" / "games" / "toy"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("# glue\nGAME = 'toy'\n")
    (package / "agents.py").write_text("class A:\n    pass\n")
    (package / "duels.py").write_text("def duel():\n\n    return 1\n")
    assert lines.count_game("toy", tmp_path) == {"yaml": 2, "rules": 2, "agents": 2, "drawing": 0, "glue": 1}
    assert lines.games(tmp_path) == ["toy"]


def test_game_lines_mylady_and_musketiere_keep_rules_as_data():
    # issue 11: at most 300 lines of rule-carrying Python per game; Mylady's and Musketiere's have none left
    lines = _script()
    assert lines.main(["--max-rules", "0", "mylady", "musketiere"]) == 0
    assert lines.count_game("mylady")["yaml"] > 3000
