"""Instructions a game, counted by valgrind: a figure that, unlike time, does not move with the machine's load.

    python bench/instructions.py [--base DIR] [--case mylady:5:random:6 ...]

For each case (game:players:agents:games) the script runs the same games under `valgrind --tool=cachegrind` twice,
once with no game and once with them, and divides the difference by the number of games, so start-up and loading
do not count. With `--base DIR` (another checkout of rulekit, e.g. `git worktree add /tmp/base HEAD~5`) the same
is counted there and the ratio printed: the games must be the same for the ratio to mean anything (compare the
digests of their logs). `PYTHONHASHSEED` is fixed. Needs valgrind (apt-get install valgrind); numbers are never
asserted in tests.

`--no-gc` switches Python's cyclic garbage collector off in the counted process: when a collection happens depends
on how many objects were made, so a change that makes a few objects more or less can move a collection into or out
of the counted games and the count by up to 1%; without the collector two versions compare by their own work
alone (the games make no cycles: nothing is lost).

`--branches` also counts the branches the processor would mispredict (cachegrind's simulated predictor). Python's
interpreter mispredicts at most jumps from one bytecode to the next, and each miss costs some 15 cycles: code whose
work is many cheap bytecodes runs slower than its instruction count says against code whose work is in C loops, so
a ratio of instructions overstates a speed-up over such code (see docs/performance.md).
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ("musketiere:4:random:10", "musketiere:4:greedy:10", "mylady:5:random:6", "mylady:5:greedy:6",
         "mylady:5:heuristic:2", "pendants:5:random:6", "pendants:5:greedy:4", "pendants:5:heuristic:2")
PLAY = """
import gc, sys
if sys.argv[5] == "no-gc":
    gc.disable()
from rulekit import catalog
from rulekit.run.rng import derive_seed
from rulekit.sim import play_game
game, players, agents, games = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
definition = catalog.game(game)
play_game(definition, players, 99, [agents] * 8)  # warm: caches of compiled code and agents
for index in range(games):
    play_game(definition, players, derive_seed(1, index), [agents] * 8)
"""


def count(tree: Path, game: str, players: str, agents: str, games: int, gc: str = "gc",
          branches: bool = False) -> tuple[int, int]:
    """Instructions and mispredicted branches (0 unless `branches`) of one run of `games` games (start-up
    included); `gc`: "gc" or "no-gc"."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--branch-sim={'yes' if branches else 'no'}",
               "--cachegrind-out-file=/dev/null", sys.executable, "-c", PLAY, game, players, agents, str(games), gc]
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    missed = re.search(r"Mispredicts:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or not found or (branches and not missed):
        raise SystemExit(f"valgrind failed in {tree}:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), int(missed.group(1).replace(",", "")) if missed else 0


def per_game(tree: Path, case: str, gc: str = "gc", branches: bool = False) -> tuple[float, float]:
    """Instructions and mispredicted branches a game: a run of the games less a run without any."""
    game, players, agents, games = case.split(":")
    count(tree, game, players, agents, 0, gc)  # the first run may compile the game's code into the cache
    empty = count(tree, game, players, agents, 0, gc, branches)
    full = count(tree, game, players, agents, int(games), gc, branches)
    return (full[0] - empty[0]) / int(games), (full[1] - empty[1]) / int(games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another rulekit checkout to compare with")
    parser.add_argument("--case", action="append", help="game:players:agents:games (repeatable)")
    parser.add_argument("--no-gc", action="store_true", help="count with the garbage collector off (see above)")
    parser.add_argument("--branches", action="store_true", help="count mispredicted branches too (see above)")
    args = parser.parse_args()
    gc = "no-gc" if args.no_gc else "gc"
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    for case in args.case or CASES:
        now, missed = per_game(ROOT, case, gc, args.branches)
        line = f"{case}: {now / 1e6:.1f} M instructions a game"
        if args.branches:
            line += f", {missed / 1e6:.2f} M mispredicted branches"
        if args.base:
            before, before_missed = per_game(args.base.resolve(), case, gc, args.branches)
            line += f"; base {before / 1e6:.1f} M; speed-up x{before / now:.2f}"
            if args.branches:
                line += f"; base {before_missed / 1e6:.2f} M mispredicted, x{before_missed / missed:.2f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
