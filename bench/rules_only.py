"""The rules alone: decisions a second when a game's recorded answers are replayed, without views or agents.

    python bench/rules_only.py [--base DIR] [--game mylady] [--players 5] [--agents heuristic] [--games 30]

Plays the games with the agents, keeping each, then times `Game.replay` over their answers (the fastest of three
passes, CPU time) and, for comparison, playing them again with the agents. With `--base DIR` (another rulekit
checkout, e.g. `git worktree add DIR 54e4194`) the same is done there, each tree in a process of its own, in
alternation: its games are its own (rules and agents may differ), so compare decisions a second. It tells how much
of an agent row's time is the rules' and how much the agents'. Figures are never asserted in tests.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from run import ROOT, in_tree  # the scripts of bench/ import each other from there

MEASURE = """
import sys, time
from rulekit import catalog
from rulekit.run.game import Game
from rulekit.run.rng import derive_seed
from rulekit.sim import play_game
game, players, agents, games = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
definition = catalog.game(game)
played = [play_game(definition, players, derive_seed(1, i), [agents] * 8, keep=True) for i in range(games)]
decisions = sum(len(g.choices) for g in played)
rules = playing = float("inf")
for _ in range(3):
    start = time.process_time()
    for g in played:
        Game.replay(definition, players, g.seed, g.choices)
    rules = min(rules, time.process_time() - start)
    start = time.process_time()
    for i in range(games):
        play_game(definition, players, derive_seed(1, i), [agents] * 8)
    playing = min(playing, time.process_time() - start)
print(decisions / rules, decisions / playing)
"""


def measure(tree: Path, args: argparse.Namespace) -> tuple[float, float]:
    """(decisions a second replaying, decisions a second playing) in a fresh process on `tree`."""
    out = in_tree(tree, MEASURE, args.game, str(args.players), args.agents, str(args.games), what="measuring")
    rules, playing = out.split()
    return float(rules), float(playing)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another rulekit checkout to compare with")
    parser.add_argument("--game", default="mylady")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--agents", default="heuristic")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--pairs", type=int, default=2, help="alternating measurements of each tree")
    args = parser.parse_args()
    trees = [("now", ROOT)] + ([("base", args.base.resolve())] if args.base else [])
    best: dict[str, tuple[float, float]] = {}
    for _ in range(args.pairs):
        for name, tree in trees:
            rules, playing = measure(tree, args)
            old = best.get(name, (0.0, 0.0))
            best[name] = (max(old[0], rules), max(old[1], playing))
    for name, (rules, playing) in best.items():
        agents = 1e6 / playing - 1e6 / rules
        print(f"{name}: rules alone {rules:.0f} decisions/s ({1e6 / rules:.0f} us), with the agents {playing:.0f} "
              f"decisions/s ({1e6 / playing:.0f} us; agents and views about {agents:.0f} us)")
    if args.base:
        (now_rules, now_playing), (base_rules, base_playing) = best["now"], best["base"]
        print(f"now / base: rules alone x{now_rules / base_rules:.2f}, with the agents x{now_playing / base_playing:.2f}")


if __name__ == "__main__":
    main()
