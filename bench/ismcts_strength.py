"""How much stronger the ISMCTS agent plays than each game's own best agent (its heuristic, else greedy).

    python bench/ismcts_strength.py [--games 100] [--iterations 30] [--players 2] [--jobs N] [--out docs/balance-lab.md]

For every installed game: seat 0 (with its side) is played by `ismcts:ITERATIONS` against the baseline agent on
every other seat, and the same games (paired seeds) are played with the baseline on every seat too. The table gives
seat 0's win rate both ways and the paired difference with its 95% interval. A game whose ruleset cannot be copied
while it waits for a decision (Python generator code) is listed as such: there ISMCTS answers with its fallback,
so it cannot be measured until the game's rules are data. With --out, the section between the markers of that page
is replaced: re-running this one command re-makes the table as games move to data.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import machine  # noqa: E402

from rulekit import catalog  # noqa: E402
from rulekit.agents import available_agents  # noqa: E402
from rulekit.run.determinize import ForwardModel, NotClonable  # noqa: E402
from rulekit.run.game import Game, seat_count  # noqa: E402
from rulekit.sim.cells import Cell, Variant, play_batch  # noqa: E402
from rulekit.sim.parallel import backend, batches  # noqa: E402
from rulekit.sim.report import side_groups, side_won  # noqa: E402
from rulekit.sim.simulate import wilson  # noqa: E402

BEGIN, END = "<!-- bench/ismcts_strength.py: begin -->", "<!-- bench/ismcts_strength.py: end -->"


def clonable(definition, players: int) -> bool:
    """Whether ISMCTS can search this game: a sample can be made at its first decisions."""
    game = Game(definition, players, 1)
    for _ in range(3):
        if game.over or not game.pending():
            return True
        decision = game.pending()[0]
        try:
            ForwardModel(game, decision.player).sample(1)
        except NotClonable:
            return False
        game.answer(decision.player, tuple(range(max(decision.min, 1) if decision.max else 0)))
    return True


def play(cell: Cell, games: int, runner) -> list[dict]:
    tasks = [(a, play_batch, (cell, a, b)) for a, b in batches(games, runner.jobs, largest=5)]
    found = dict(runner.run(tasks))
    return [r for start in sorted(found) for r in found[start]]


def row(game_id: str, args: argparse.Namespace, runner) -> dict:
    definition = catalog.game(game_id)
    baseline = "heuristic" if "heuristic" in available_agents(game_id) else "greedy"
    players = max(definition.min_players, min(args.players, definition.max_players))
    if not clonable(definition, players):
        return {"game": game_id, "players": players, "baseline": baseline, "runs": False}
    seats = seat_count(definition, players)
    root = str(catalog.default_content_root())
    strong = Cell(Variant(game_id, root=root), players, (f"ismcts:{args.iterations}",) + (baseline,) * (seats - 1),
                  args.seed, "paired")
    plain = Cell(Variant(game_id, root=root), players, (baseline,) * seats, args.seed, "paired")
    start = time.perf_counter()
    with_ismcts, without = play(strong, args.games, runner), play(plain, args.games, runner)
    members = next(m for m in side_groups({"sides": dict(definition.sides), "seats": list(definition.seats)}, seats).values()
                   if 0 in m)
    pairs = [(side_won(a, members), side_won(b, members)) for a, b in zip(with_ismcts, without)
             if "error" not in a and "error" not in b]
    return {"game": game_id, "players": players, "baseline": baseline, "runs": True, "pairs": len(pairs),
            "ismcts": sum(a for a, _ in pairs), "base": sum(b for _, b in pairs),
            "diffs": [a - b for a, b in pairs], "seconds": time.perf_counter() - start}


def describe(r: dict, iterations: int) -> str:
    if not r["runs"]:
        return (f"| {r['game']} | {r['players']} | {r['baseline']} | cannot run yet: the ruleset waits for decisions "
                f"inside Python generator code, which cannot be copied (ISMCTS answers with {r['baseline']}) | | | |")
    n = r["pairs"]
    lo, hi = wilson(r["ismcts"], n)
    blo, bhi = wilson(r["base"], n)
    mean = sum(r["diffs"]) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in r["diffs"]) / (n - 1)) if n > 1 else 0.0
    half = 1.959964 * sd / math.sqrt(n)
    verdict = "ISMCTS stronger" if mean - half > 0 else "ISMCTS weaker" if mean + half < 0 else "no clear difference"
    return (f"| {r['game']} | {r['players']} | {r['baseline']} | {n} games, ismcts:{iterations} on seat 0 | "
            f"{r['ismcts'] / n:.3f} ({lo:.3f}-{hi:.3f}) | {r['base'] / n:.3f} ({blo:.3f}-{bhi:.3f}) | "
            f"{mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f}): {verdict} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2012)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--game", action="append", default=None, help="Only these games (repeatable).")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    rows = []
    with backend(args.jobs) as runner:
        for game_id in args.game or catalog.games():
            rows.append(row(game_id, args, runner))
            print(describe(rows[-1], args.iterations), flush=True)
    text = "\n".join([BEGIN, "", f"Measured {date.today().isoformat()} with `python bench/ismcts_strength.py --games "
                      f"{args.games} --iterations {args.iterations} --players {args.players}` on: {machine()}.", "",
                      "| game | players | baseline | games | seat 0's side wins with ISMCTS (95%) | with the baseline "
                      "(95%) | paired difference (95%) |", "|---|---|---|---|---|---|---|"]
                     + [describe(r, args.iterations) for r in rows] + ["", END])
    print(text)
    if args.out:
        page = args.out.read_text(encoding="utf-8")
        page = page[: page.index(BEGIN)] + text + page[page.index(END) + len(END):]
        args.out.write_text(page, encoding="utf-8")


if __name__ == "__main__":
    main()
