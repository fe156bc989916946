"""Benchmarks: rulekit against the same game written by hand, and every game with every agent (one process).

    python bench/run.py [--games 200] [--pairs 5] [--repeat 3] [--base DIR] [--out docs/performance.md]

The comparison runs the hand-written Musketiere (bench/handwritten_musketiere.py) and rulekit's Musketiere with the
same random agents in alternation, a batch of each per pair, and reports the ratio of time per game (CPU time of
this process, so other work on the machine disturbs it less; the median of the pairs). With `--out`, the section of
the file between the markers of this script is replaced (other sections, written by other scripts, stay).
With `--base DIR` (a checkout of an earlier rulekit, e.g. `git worktree add /tmp/base 54e4194`, the code of the
2026-11-21 baseline) every row is also played by that code in the same run, each tree in a process of its own and in
alternation, so that the ratio does not depend on how fast the machine is that day (a virtual machine's speed
moves by a third between days). Numbers are never asserted in tests.
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
sys.path.insert(0, str(ROOT / "bench"))

import handwritten_musketiere  # noqa: E402

from rulekit import catalog  # noqa: E402
from rulekit.run.rng import derive_seed  # noqa: E402
from rulekit.sim import play_game  # noqa: E402

BEGIN = "<!-- BEGIN bench/run.py -->"
END = "<!-- END bench/run.py -->"
GAMES = (("musketiere", 2, ("random", "greedy")), ("musketiere", 4, ("random", "greedy")),
         ("mylady", 5, ("random", "greedy", "heuristic")), ("pendants", 5, ("random", "greedy", "heuristic")))


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


def compare(pairs: int, games: int) -> dict[str, float]:
    """Time per game of rulekit's Musketiere (4 players, random agents) over the hand-written one's, in pairs."""
    definition = catalog.game("musketiere")
    hand_games = games * 10  # the hand-written game is much faster: a batch of similar length
    ratios, hand_rates, rule_rates = [], [], []
    for pair in range(pairs):
        start = time.process_time()
        for index in range(hand_games):
            handwritten_musketiere.play(4, derive_seed(1, index))
        hand = (time.process_time() - start) / hand_games
        start = time.process_time()
        for index in range(games):
            play_game(definition, 4, derive_seed(1, index), ["random"] * 4)
        rule = (time.process_time() - start) / games
        ratios.append(rule / hand)
        hand_rates.append(1 / hand)
        rule_rates.append(1 / rule)
    return {"ratio": statistics.median(ratios), "best": min(ratios), "worst": max(ratios),
            "hand": statistics.median(hand_rates), "rulekit": statistics.median(rule_rates)}


def bench_play(game_id: str, games: int, players: int, agents: str, repeat: int = 1) -> dict[str, float]:
    """The same games `repeat` times; the fastest pass counts (a shared machine only ever slows a pass down)."""
    definition = catalog.game(game_id)
    elapsed = None
    for _ in range(max(1, repeat)):
        decisions = 0
        start = time.process_time()
        for index in range(games):
            outcome = play_game(definition, players, derive_seed(1, index), [agents] * players)
            decisions += outcome.decisions
        spent = time.process_time() - start
        elapsed = spent if elapsed is None else min(elapsed, spent)
    return {"games": games, "seconds": elapsed, "games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed,
            "decisions_per_game": decisions / games}


# One row's games in a process of its own, for a tree given by PYTHONPATH: prints CPU seconds and decisions.
ROW = """
import sys, time
from rulekit import catalog
from rulekit.run.rng import derive_seed
from rulekit.sim import play_game
game, players, agents, games = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
definition = catalog.game(game)
play_game(definition, players, 99, [agents] * players)  # warm: compiled code and agents' caches
decisions = 0
start = time.process_time()
for index in range(games):
    decisions += play_game(definition, players, derive_seed(1, index), [agents] * players).decisions
print(time.process_time() - start, decisions)
"""


def in_tree(tree: Path, code: str, *args: str, what: str) -> str:
    """What `code` prints, run by a fresh Python on the rulekit in `tree` (SystemExit naming `what` when it fails)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=tree, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{what} in {tree} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def bench_tree(tree: Path, game_id: str, players: int, agents: str, games: int) -> tuple[float, int]:
    """(CPU seconds, decisions) of a row's games played by the rulekit in `tree`."""
    out = in_tree(tree, ROW, game_id, str(players), agents, str(games), what=f"the row {game_id} {players} {agents}")
    seconds, decisions = out.split()[-2:]
    return float(seconds), int(decisions)


def against_base(base: Path, games: int, repeat: int) -> list[str]:
    """Every row played by the base tree and by this one in alternation; the fastest pass of each counts."""
    lines = []
    for game_id, players, agent_names in GAMES:
        for agents in agent_names:
            best: dict[Path, tuple[float, int]] = {}
            for _ in range(max(1, repeat)):
                for tree in (base, ROOT):
                    seconds, decisions = bench_tree(tree, game_id, players, agents, games)
                    if tree not in best or seconds < best[tree][0]:
                        best[tree] = (seconds, decisions)
            (old_s, old_d), (new_s, new_d) = best[base], best[ROOT]
            lines.append(f"| {game_id} | {players} | {agents} | {games / old_s:.1f} | {games / new_s:.1f} | "
                         f"x{old_s / new_s:.2f} | {old_d / old_s:.0f} | {new_d / new_s:.0f} | "
                         f"x{(new_d / new_s) / (old_d / old_s):.2f} |")
            print(lines[-1], flush=True)
    return lines


def bench_command(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "cli.py"), *args], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def section(args: argparse.Namespace, versus: dict[str, float], rows: list[str], jobs: dict[str, float],
            compared: list[str], based: list[str]) -> str:
    return "\n".join([
        BEGIN,
        f"Measured {date.today().isoformat()} with `python bench/run.py --games {args.games} --pairs {args.pairs}"
        f"{f' --repeat {args.repeat}' if args.repeat > 1 else ''}"
        f"{f' --base DIR ({args.base_label})' if based else ''}` on: {machine()}. One process, CPU time of the "
        "process" + (f", the fastest of {args.repeat} passes over the same games" if args.repeat > 1 else "")
        + ". Each decision includes the deciding player's view (built lazily: an agent pays for what it reads), as "
        "agents only see views.",
        "",
        "### rulekit against the same game written by hand",
        "",
        "Musketiere, 4 players, random agents; `bench/handwritten_musketiere.py` is the same rules in plain Python "
        "with the same random agents and random generator, and no engine (no events, log, views or decisions).",
        "",
        "| | games/s | time per game |",
        "|---|---|---|",
        f"| hand-written | {versus['hand']:.0f} | 1 |",
        f"| rulekit | {versus['rulekit']:.1f} | **{versus['ratio']:.1f}x** (pairs: {versus['best']:.1f}x to "
        f"{versus['worst']:.1f}x) |",
        "",
        "### Every game and agent",
        "",
        "| game | players | agents | games | games/s | decisions/s | decisions/game |",
        "|---|---|---|---|---|---|---|",
        *rows,
        "",
        "### Against the baseline (2026-11-21, the table at the top of this page)",
        "",
        "The baseline was measured on the same machine; its games were not always the same length (rules and agents "
        "changed since), so decisions/s is the fairer figure. Issue 10 asks for x3.",
        "",
        "| game | players | agents | baseline games/s | now | ratio | baseline decisions/s | now | ratio |",
        "|---|---|---|---|---|---|---|---|---|",
        *compared,
        "",
        *([f"### Against the baseline's code, played in this run ({args.base_label})",
           "",
           "The same rows played by the code of the baseline and by this code in alternation, each in a process of "
           "its own, the fastest of the passes: a ratio that does not move with the machine's speed that day (the "
           "table above compares with figures of another day).",
           "",
           "| game | players | agents | base games/s | now | ratio | base decisions/s | now | ratio |",
           "|---|---|---|---|---|---|---|---|---|",
           *based,
           ""] if based else []),
        "### Whole commands (wall time, start-up included)",
        "",
        f"- the README's main job, `rulekit simulate musketiere --games 1000 --seed 1 --agents greedy`: "
        f"{jobs['readme']:.1f} s",
        f"- `rulekit simulate musketiere --games 1000 --seed 1` (random agents, 4 players): {jobs['random']:.1f} s",
        END,
    ])


def baseline_rows(path: Path) -> dict[tuple[str, int, str], tuple[float, float]]:
    """The figures of the baseline table in docs/performance.md (the reference of issue 10's "3x faster"):
    (game, players, agents) -> (games/s, decisions/s). Empty when the page or the table is missing."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return {}
    start = text.find("## Baseline")
    end = text.find("\n## ", start + 1)
    found = {}
    for line in text[start:end].splitlines() if start >= 0 else ():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[1].isdigit():
            try:
                found[(cells[0], int(cells[1]), cells[2])] = (float(cells[4]), float(cells[5]))
            except ValueError:
                continue
    return found


def against_baseline(measured: list[dict], baseline: dict) -> list[str]:
    """Rows comparing this run with the recorded baseline: both figures and their ratios."""
    lines = []
    for r in measured:
        old = baseline.get((r["game"], r["players"], r["agents"]))
        if old is None:
            continue
        lines.append(f"| {r['game']} | {r['players']} | {r['agents']} | {old[0]:.1f} | {r['games_per_s']:.1f} | "
                     f"x{r['games_per_s'] / old[0]:.2f} | {old[1]:.0f} | {r['decisions_per_s']:.0f} | "
                     f"x{r['decisions_per_s'] / old[1]:.2f} |")
    return lines


def _label(tree: Path) -> str:
    """The base tree's commit and date, for the page."""
    done = subprocess.run(["git", "-C", str(tree), "log", "-1", "--format=commit %h of %ad", "--date=short"],
                          capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else str(tree)


def write_section(path: Path, text: str) -> None:
    old = path.read_text(encoding="utf-8") if path.exists() else "# Performance\n"
    if BEGIN in old and END in old:
        new = old[:old.index(BEGIN)] + text + old[old.index(END) + len(END):]
    else:
        new = old.rstrip("\n") + "\n\n## Engine speed\n\n" + text + "\n"
    path.write_text(new, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per row of the table")
    parser.add_argument("--pairs", type=int, default=5, help="alternating batches of the comparison")
    parser.add_argument("--repeat", type=int, default=1, help="passes over each row's games; the fastest counts")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--base", type=Path, default=None, help="an earlier rulekit checkout to play every row too")
    args = parser.parse_args()
    args.base_label = _label(args.base) if args.base else ""
    versus = compare(args.pairs, max(args.games // 5, 10))
    print(f"hand-written {versus['hand']:.0f} games/s, rulekit {versus['rulekit']:.1f} games/s: "
          f"{versus['ratio']:.1f}x ({versus['best']:.1f}-{versus['worst']:.1f})", flush=True)
    rows, measured = [], []
    for game_id, players, agent_names in GAMES:
        for agents in agent_names:
            r = bench_play(game_id, args.games, players, agents, args.repeat)
            measured.append(dict(r, game=game_id, players=players, agents=agents))
            rows.append(f"| {game_id} | {players} | {agents} | {r['games']} | {r['games_per_s']:.1f} | "
                        f"{r['decisions_per_s']:.0f} | {r['decisions_per_game']:.0f} |")
            print(rows[-1], flush=True)
    jobs = {"readme": bench_command(["simulate", "musketiere", "--games", "1000", "--seed", "1", "--agents", "greedy",
                                     "--quiet"]),
            "random": bench_command(["simulate", "musketiere", "--games", "1000", "--seed", "1", "--quiet"])}
    compared = against_baseline(measured, baseline_rows(args.out or ROOT / "docs" / "performance.md"))
    based = against_base(args.base.resolve(), args.games, args.repeat) if args.base else []
    text = section(args, versus, rows, jobs, compared, based)
    print(text)
    if args.out:
        write_section(args.out, text)


if __name__ == "__main__":
    main()
