"""Throughput of `--jobs N` against `--jobs 1`: the same games played in one process and in a pool of processes.

    python bench/parallel.py [--game pendants] [--games 600] [--agents greedy] [--jobs 2] [--repeat 3]
                             [--out docs/performance.md]

Each repetition plays the same games twice through the code `rulekit simulate` runs (rulekit.sim.cells.simulate_cell):
once on one process, once on a pool of `--jobs` processes (its start-up included), checks that both gave the same
outcomes, and writes the ratio of the two throughputs with the 1-minute load average before each run (other
programs on the machine take cores away: measure when the load is low and look at the load column), and the CPU
time the pool run took against one process's (its overhead: forking, sending batches, collecting records; with
that ratio r and N free cores, the best speed-up is N / r). With --out,
the section between the markers in that file is replaced. Numbers are never asserted in tests.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import machine  # noqa: E402

from rulekit import catalog  # noqa: E402
from rulekit.run.game import seat_count  # noqa: E402
from rulekit.sim.cells import Cell, Variant  # noqa: E402
from rulekit.sim.parallel import Pool, Serial  # noqa: E402
from rulekit.sim.cells import simulate_cell  # noqa: E402

BEGIN, END = "<!-- bench/parallel.py: begin -->", "<!-- bench/parallel.py: end -->"


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the pool's workers count once it is shut down)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(cell: Cell, games: int, runner_factory) -> tuple[float, float, list]:
    """(wall seconds, CPU seconds, outcomes)."""
    start, cpu = time.perf_counter(), cpu_seconds()
    with runner_factory() as runner:
        outcomes = simulate_cell(cell, games, runner)
    return time.perf_counter() - start, cpu_seconds() - cpu, outcomes


def measure(args: argparse.Namespace) -> list[dict]:
    definition = catalog.game(args.game)
    players = args.players or definition.default_players
    cell = Cell(Variant(args.game, root=str(catalog.default_content_root())), players,
                (args.agents,) * seat_count(definition, players), 1)
    rows = []
    for repeat in range(args.repeat):
        load_one = os.getloadavg()[0]
        one, one_cpu, first = timed(cell, args.games, Serial)
        load_many = os.getloadavg()[0]
        many, many_cpu, second = timed(cell, args.games, lambda: Pool(args.jobs))
        if first != second:
            raise SystemExit("the pool's outcomes differ from one process's: a bug")
        rows.append({"repeat": repeat + 1, "one_s": one, "many_s": many, "one_rate": args.games / one,
                     "many_rate": args.games / many, "ratio": one / many, "load_one": load_one, "load_many": load_many,
                     "cpu_ratio": many_cpu / one_cpu})
        print(f"run {repeat + 1}: 1 process {args.games / one:.1f} games/s (load {load_one:.2f}), {args.jobs} processes "
              f"{args.games / many:.1f} games/s (load {load_many:.2f}): x{one / many:.2f}; CPU time of the pool run "
              f"x{many_cpu / one_cpu:.2f} of one process's", flush=True)
    return rows


def section(args: argparse.Namespace, rows: list[dict]) -> str:
    ratios = [r["ratio"] for r in rows]
    lines = [BEGIN, "", f"Measured {date.today().isoformat()} with `python bench/parallel.py --game {args.game} --games "
             f"{args.games} --agents {args.agents} --jobs {args.jobs} --repeat {args.repeat}` on: {machine()}.", "",
             f"| run | 1 process: games/s | load before | {args.jobs} processes: games/s | load before | speed-up | "
             "CPU time, pool / one process |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['repeat']} | {r['one_rate']:.1f} | {r['load_one']:.2f} | {r['many_rate']:.1f} | "
                     f"{r['load_many']:.2f} | x{r['ratio']:.2f} | {r['cpu_ratio']:.2f} |")
    lines += ["", f"Speed-up: median x{statistics.median(ratios):.2f}, best x{max(ratios):.2f}, worst x{min(ratios):.2f}.",
              "", END]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="pendants")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--agents", default="greedy")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    rows = measure(args)
    text = section(args, rows)
    print(text)
    if args.out:
        page = args.out.read_text(encoding="utf-8")
        if BEGIN in page:
            page = page[: page.index(BEGIN)] + text + page[page.index(END) + len(END):]
        else:
            page = page.rstrip("\n") + "\n\n## Parallel throughput (`--jobs`)\n\n" + text + "\n"
        args.out.write_text(page, encoding="utf-8")


if __name__ == "__main__":
    main()
