"""Issue 11, points 1-3, for The Queen's Pendants: the game is data. Every phase and step of the flow and every
procedure names the rulebook section it implements (`source:`) or says what it is for (`doc:`); the game's Python
package offers agents only (no primitive, trigger, definition change or house rule); its rule-carrying Python stays
under 300 lines (bench/game_lines.py counts it)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import yaml

import rulekit.games.pendants as package

ROOT = Path(__file__).resolve().parent.parent


def test_every_step_of_the_flow_and_every_rule_procedure_names_its_source():
    game = yaml.safe_load((ROOT / "content" / "games" / "pendants.yaml").read_text(encoding="utf-8"))
    steps = list(game["flow"]["setup"]) + [s for phase in game["flow"]["phases"] for s in phase["steps"]]
    assert steps and all(s.get("source") for s in steps), [s["id"] for s in steps if not s.get("source")]
    assert all(phase.get("source") for phase in game["flow"]["phases"])
    procedures = game["procedures"]
    assert all(p.get("doc") for p in procedures.values()), [n for n, p in procedures.items() if not p.get("doc")]
    with_source = [n for n, p in procedures.items() if p.get("source")]
    assert len(with_source) >= len(procedures) // 2  # the rest are small queries (who stands where)


def test_the_pendants_package_offers_agents_and_nothing_that_decides():
    hooks = {name for name, value in vars(package).items() if name.startswith("rulekit_") and callable(value)}
    assert hooks == {"rulekit_agents"}
    for path in Path(package.__file__).parent.glob("*.py"):
        assert "register_primitives" not in path.read_text(encoding="utf-8"), path.name


def test_rule_carrying_python_is_at_most_300_lines():
    spec = importlib.util.spec_from_file_location("game_lines", ROOT / "bench" / "game_lines.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    counts = module.count_game("pendants")
    assert counts["rules"] <= 300 and counts["yaml"] > 1000
