"""Benchmarks: random play (decisions and games per second, one process) and `rulekit lint content` time.

    python bench/run.py [--games 200] [--out docs/performance.md]

Writes the figures with the machine they were measured on. Numbers are never asserted in tests.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulekit import catalog  # noqa: E402
from rulekit.run.rng import derive_seed  # noqa: E402
from rulekit.sim import play_game  # noqa: E402


KEEP_FROM = "<!-- kept by bench/run.py -->"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(next(l for l in Path("/proc/meminfo").read_text().splitlines() if l.startswith("MemTotal")).split()[1])
        mem = f", {kb / 1024 / 1024:.0f} GiB RAM"
    except (OSError, StopIteration, ValueError):
        pass
    return f"{cpu}, {os.cpu_count()} cores{mem}; {platform.system()} {platform.release()}; Python {platform.python_version()}"


def bench_play(game_id: str, games: int, players: int, agents: str) -> dict[str, float]:
    definition = catalog.game(game_id)
    decisions = 0
    start = time.perf_counter()
    for index in range(games):
        outcome = play_game(definition, players, derive_seed(1, index), [agents] * players)
        decisions += outcome.decisions
    elapsed = time.perf_counter() - start
    return {"games": games, "seconds": elapsed, "games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed,
            "decisions_per_game": decisions / games}


def bench_lint(runs: int) -> dict[str, float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "cli.py"), "lint", "content"], cwd=ROOT, check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return {"runs": runs, "median_s": statistics.median(times), "min_s": min(times)}


def bench_command(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "cli.py"), *args], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    rows = []
    for game_id, players in (("musketiere", 2), ("musketiere", 4), ("mylady", 5), ("pendants", 5)):
        for agents in ("random", "greedy", "heuristic") if game_id != "musketiere" else ("random", "greedy"):
            r = bench_play(game_id, args.games, players, agents)
            rows.append(f"| {game_id} | {players} | {agents} | {r['games']} | {r['games_per_s']:.1f} | "
                        f"{r['decisions_per_s']:.0f} | {r['decisions_per_game']:.0f} |")
            print(rows[-1], flush=True)
    lint = bench_lint(5)
    readme_job = bench_command(["simulate", "musketiere", "--games", "1000", "--seed", "1", "--agents", "greedy", "--quiet"])
    random_job = bench_command(["simulate", "musketiere", "--games", "1000", "--seed", "1", "--quiet"])
    text = "\n".join([
        "# Performance",
        "",
        f"Measured {date.today().isoformat()} with `python bench/run.py --games {args.games}` on: {machine()}.",
        "One process, no parallelism. Each decision includes building the deciding player's view, as agents only",
        "see views. Figures are for comparison between versions on the same machine; tests never assert them.",
        "",
        "## Random and greedy play",
        "",
        "| game | players | agents | games | games/s | decisions/s | decisions/game |",
        "|---|---|---|---|---|---|---|",
        *rows,
        "",
        "## `rulekit lint content` (whole process: start-up, load, schemas, compile, locales)",
        "",
        f"median {lint['median_s']:.2f} s, best {lint['min_s']:.2f} s over {lint['runs']} runs.",
        "",
        "## Whole commands",
        "",
        f"- the README's main job, `rulekit simulate musketiere --games 1000 --seed 1 --agents greedy`: {readme_job:.1f} s",
        f"- `rulekit simulate musketiere --games 1000 --seed 1` (random agents, 4 players): {random_job:.1f} s",
        "",
    ])
    print(text)
    if args.out:
        # sections measured by other scripts (bench/lint_scale.py) follow a marker and are kept
        old = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        kept = old[old.index(KEEP_FROM):] if KEEP_FROM in old else ""
        args.out.write_text(text.rstrip("\n") + "\n\n" + kept if kept else text, encoding="utf-8")


if __name__ == "__main__":
    main()
