"""The King's squares of The Queen's Pendants, measured (issue 11, point 5): heuristic agents on both sides, N games
per setting (the King on 15 as printed, and the harder 14, 13, 12), the same seeds for every setting (paired).

    python bench/pendants_balance.py --games 1000 --jobs 2          # a Markdown table on stdout
    python bench/pendants_balance.py --games 1000 --first 1001      # the same on seeds 1001-2000

For each setting: the musketeers' win rate with its 95% Wilson interval, whether that interval overlaps the King-on-15
one, how the games ended, and the median square the Queen reached."""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulekit import catalog  # noqa: E402
from rulekit.sim import play_game  # noqa: E402

MUSKETEER = 1  # a musketeer's seat: the musketeers win together


def one(job: tuple[tuple[str, ...], int]) -> tuple[int, str, bool]:
    rules, seed = job
    game = play_game(catalog.game("pendants", rules), 5, seed, ["heuristic"] * 5, keep=True)
    result = game.state["result"]
    return game.state["counters"]["queen_track"], result["reason"], MUSKETEER in result["winners"]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--kings", default="15,14,13,12")
    parser.add_argument("--first", type=int, default=1, help="the first seed (another sample: --first 1001)")
    args = parser.parse_args()
    print(f"{args.games} games per setting, seeds {args.first}-{args.first + args.games - 1}, heuristic agents on "
          f"both sides, 5 players; load average at start {os.getloadavg()[0]:.1f}")
    print()
    print("| King on square | musketeers win (95%) | overlaps 15? | pendant home / Queen meets King / true pendant "
          "shown | median square reached | time |")
    print("|---|---|---|---|---|---|")
    default = None
    with Pool(args.jobs) as pool:
        for king in args.kings.split(","):
            rules = () if king == "15" else (f"king-{king}",)
            start = time.time()
            out = pool.map(one, [(rules, seed) for seed in range(args.first, args.first + args.games)], chunksize=4)
            wins = sum(1 for _, _, won in out if won)
            low, high = wilson(wins, len(out))
            reasons = {r: sum(1 for _, reason, _ in out if reason == r)
                       for r in ("pendant_returned", "queen_meets_king", "true_pendant_revealed")}
            if default is None:
                default, overlap = (low, high), ""
            else:
                overlap = "yes" if high >= default[0] else "no"
            print(f"| {king} | {wins / len(out):.1%} ({low:.1%}-{high:.1%}) | {overlap} | "
                  f"{reasons['pendant_returned']} / {reasons['queen_meets_king']} / {reasons['true_pendant_revealed']} "
                  f"| {statistics.median(q for q, _, _ in out):g} | {time.time() - start:.0f} s |", flush=True)


if __name__ == "__main__":
    main()
