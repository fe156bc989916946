"""bench/agent_time.py times each agent's decide per prompt over the same games play_game plays."""
from __future__ import annotations

from conftest import bench_script

from rulekit import catalog
from rulekit.run.rng import derive_seed
from rulekit.sim import play_game


def test_every_decision_of_the_games_is_timed_under_its_prompt():
    agent_time = bench_script("agent_time")
    found = agent_time.measure("musketiere", 2, "greedy", 2)
    played = sum(play_game(catalog.game("musketiere"), 2, derive_seed(1, i), ["greedy"] * 2).decisions for i in range(2))
    assert found["decisions"] == played == sum(count for count, _ in found["prompts"].values())
    assert all(seconds >= 0 for _, seconds in found["prompts"].values())
    assert sum(seconds for _, seconds in found["prompts"].values()) <= found["seconds"]


def test_the_table_names_each_prompt(capsys):
    agent_time = bench_script("agent_time")
    assert agent_time.main(["--game", "musketiere", "--players", "2", "--agents", "random", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("musketiere 2p random, 1 games:")
    rows = [line for line in out.splitlines() if line.startswith("| ") and not line.startswith("| prompt")]
    assert rows and all(line.count("|") == 5 for line in rows)
