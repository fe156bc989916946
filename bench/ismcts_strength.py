"""How much stronger the ISMCTS agent plays than each game's own best agent (its heuristic, else greedy).

    python bench/ismcts_strength.py [--game ID ...] [--games 100] [--iterations 30] [--playout guided]
        [--players 2] [--side NAME] [--house-rule RULE ...] [--seed 2012] [--jobs N] [--cache DIR]
        [--out docs/balance-lab.md]

For every installed game (or those named): every seat of one side (seat 0's unless --side names another) is
played by `ismcts:ITERATIONS[:PLAYOUT]` against the baseline agent on every other seat, and the same games (paired
seeds) are played with the baseline on every seat too. A row gives that side's win rate both ways and the paired
difference with its 95% interval (normal approximation), and the command that re-makes it. A game whose ruleset
cannot be copied while it waits for a decision (Python generator code) is listed as such: there ISMCTS answers
with its fallback. With --out, the table between the markers of that page gets the new rows: a row of the same
game, players, side and baseline is replaced, the other rows are kept, so each game can be re-measured alone.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
import time
from dataclasses import replace
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import machine  # noqa: E402

from rulekit import catalog  # noqa: E402
from rulekit.agents import available_agents  # noqa: E402
from rulekit.agents.ismcts import parse_setting  # noqa: E402
from rulekit.errors import RulekitError  # noqa: E402
from rulekit.run.determinize import ForwardModel, NotClonable  # noqa: E402
from rulekit.run.game import Game, seat_count  # noqa: E402
from rulekit.sim.cells import Cell, Variant, play_batch
from rulekit.sim.cells import definition as cell_definition  # noqa: E402
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


def play(cell: Cell, games: int, runner, cache: Path | None = None) -> list[dict]:
    """The records of the cell's first `games` games; with a cache folder, games recorded there before (same cell,
    same index) are read back instead of played, and the new ones are added, so a measurement can be extended."""
    path = cache / (cache_key(cell) + ".jsonl") if cache else None
    found = {}
    if path is not None and path.exists():
        found = {r["index"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}
    missing = [i for i in range(games) if i not in found]
    tasks = [(start + a, play_batch, (cell, start + a, start + b)) for start, stop in _spans(missing)
             for a, b in batches(stop - start, runner.jobs, largest=5)]
    started = time.perf_counter()
    for _start, records in runner.run(tasks):
        spent, started = time.perf_counter() - started, time.perf_counter()
        for record in records:
            record["seconds"] = round(spent * runner.jobs / len(records), 3)  # about: batches end in any order
            found[record["index"]] = record
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
                with path.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(record) + "\n")
    return [found[i] for i in range(games)]


def cache_key(cell: Cell) -> str:
    """The name of a cell's records in a cache folder: the same in every checkout (the default content folder's
    path left out), so a measurement begun in one worktree can go on in another."""
    if cell.variant.root == str(catalog.default_content_root()):
        cell = replace(cell, variant=replace(cell.variant, root=""))
    return hashlib.sha256(repr(cell).encode()).hexdigest()[:20]


def _spans(indices: list[int]) -> list[tuple[int, int]]:
    """Runs of consecutive indices as (start, stop)."""
    spans: list[tuple[int, int]] = []
    for i in indices:
        if spans and spans[-1][1] == i:
            spans[-1] = (spans[-1][0], i + 1)
        else:
            spans.append((i, i + 1))
    return spans


def row(game_id: str, args: argparse.Namespace, runner) -> dict:
    variant = Variant(game_id, house_rules=tuple(args.house_rule or ()), root=str(catalog.default_content_root()))
    definition = cell_definition(variant)
    baseline = "heuristic" if "heuristic" in available_agents(game_id) else "greedy"
    players = max(definition.min_players, min(args.players, definition.max_players))
    head = {"game": game_id + "".join(f" +{r}" for r in variant.house_rules), "players": players, "baseline": baseline}
    if not clonable(definition, players):
        return {**head, "runs": False}
    seats = seat_count(definition, players)
    groups = side_groups({"sides": dict(definition.sides), "seats": list(definition.seats)}, seats)
    side = args.side or next(name for name, m in groups.items() if 0 in m)
    if side not in groups:
        raise SystemExit(f"{game_id} has no side {side!r}; its sides: {', '.join(groups)}")
    members = groups[side]
    strong = Cell(variant, players, tuple(agent_name(args) if s in members else baseline for s in range(seats)),
                  args.seed, "paired")
    plain = Cell(variant, players, (baseline,) * seats, args.seed, "paired")
    with_ismcts, without = play(strong, args.games, runner, args.cache), play(plain, args.games, runner, args.cache)
    pairs = [(side_won(a, members), side_won(b, members)) for a, b in zip(with_ismcts, without)
             if "error" not in a and "error" not in b]
    return {**head, "side": side, "runs": True, "pairs": len(pairs),
            "ismcts": sum(a for a, _ in pairs), "base": sum(b for _, b in pairs),
            "diffs": [a - b for a, b in pairs],
            "seconds": sum(r.get("seconds", math.nan) for r in with_ismcts + without)}


def agent_name(args: argparse.Namespace) -> str:
    """The searching agent's name: `ismcts:ITERATIONS`, with the playout policy when one is given."""
    return f"ismcts:{args.iterations}" + (f":{args.playout}" if args.playout else "")


def describe(r: dict, agent: str, command: str) -> str:
    """The table row of one measurement (its first four cells are its key in the page)."""
    head = f"| {r['game']} | {r['players']} | {r.get('side', '')} | {r['baseline']} |"
    if not r["runs"]:
        return (f"{head} cannot run yet: the ruleset waits for decisions inside Python generator code, which cannot "
                f"be copied (ISMCTS answers with {r['baseline']}) | | | | |")
    n = r["pairs"]
    lo, hi = wilson(r["ismcts"], n)
    blo, bhi = wilson(r["base"], n)
    mean = sum(r["diffs"]) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in r["diffs"]) / (n - 1)) if n > 1 else 0.0
    half = 1.959964 * sd / math.sqrt(n)
    minutes = "time not recorded" if math.isnan(r["seconds"]) else f"{r['seconds'] / 60:.0f} min"
    verdict = "ISMCTS stronger" if mean - half > 0 else "ISMCTS weaker" if mean + half < 0 else "no clear difference"
    return (f"{head} {n} games, {agent} | {r['ismcts'] / n:.3f} ({lo:.3f}-{hi:.3f}) | {r['base'] / n:.3f} "
            f"({blo:.3f}-{bhi:.3f}) | {mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f}): {verdict} | "
            f"{date.today().isoformat()}, {minutes}: `{command}` |")


HEADER = ["| game | players | side searched | baseline | games, agent | the side wins with ISMCTS (95%) | with the "
          "baseline (95%) | paired difference (95%) | measured (date, minutes of play, command) |",
          "|---|---|---|---|---|---|---|---|---|"]


def command_line(args: argparse.Namespace, game_id: str) -> str:
    """The command that re-makes one game's row."""
    return (f"python bench/ismcts_strength.py --game {game_id} --games {args.games} --iterations {args.iterations}"
            + (f" --playout {args.playout}" if args.playout else "") + f" --players {args.players}"
            + (f" --side {args.side}" if args.side else "")
            + "".join(f" --house-rule {r}" for r in args.house_rule or ())
            + f" --seed {args.seed}")


def merge(page: str, rows: list[str]) -> str:
    """The page with its section's table holding `rows`: a row with the same key (game, players, side, baseline)
    is replaced, the others kept; the machine line is replaced."""
    before, rest = page[: page.index(BEGIN)], page[page.index(BEGIN) + len(BEGIN):]
    section, after = rest[: rest.index(END)], rest[rest.index(END) + len(END):]
    key = lambda line: tuple(c.strip() for c in line.strip().strip("|").split("|")[:4])  # noqa: E731
    kept = [line for line in section.splitlines() if line.startswith("| ") and line not in HEADER
            and not line.startswith("| game |")]
    new_keys = {key(r) for r in rows}
    table = [line for line in kept if key(line) not in new_keys] + rows
    return "\n".join([before + BEGIN, "", f"Last measured on: {machine()}.", ""] + HEADER + table + ["", END]) + after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--playout", default="", help="ISMCTS's playout policy, appended to its setting: guided, "
                        "guided:mix10, guided:rounds2 (see rulekit/agents/ismcts.py); default: hinted random playouts.")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--side", default=None, help="The side ISMCTS plays, on every seat of it (default: seat 0's).")
    parser.add_argument("--house-rule", action="append", default=None, help="Play with this house rule (repeatable).")
    parser.add_argument("--seed", type=int, default=2012)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--game", action="append", default=None, help="Only these games (repeatable).")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--cache", type=Path, default=None, help="A folder of the games' records: games played "
                        "before with the same cell are read back, so --games can grow run by run (clear it when "
                        "the agents' code changes).")
    args = parser.parse_args()
    try:
        parse_setting(agent_name(args).partition(":")[2])
    except RulekitError as error:
        parser.error(str(error))
    lines = []
    with backend(args.jobs) as runner:
        for game_id in args.game or catalog.games():
            lines.append(describe(row(game_id, args, runner), agent_name(args), command_line(args, game_id)))
            print(lines[-1], flush=True)
    if args.out:
        args.out.write_text(merge(args.out.read_text(encoding="utf-8"), lines), encoding="utf-8")


if __name__ == "__main__":
    main()
