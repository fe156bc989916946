"""How well a game's `estimate:` predicts who wins: the estimate at the start of every round against the outcome.

    python bench/estimate_calibration.py GAME [--games 300] [--players 2] [--seat 1] [--agents heuristic] [--seed 1]
        [--bins 10]

Plays GAME with the agents (every seat), reads the estimate of `--seat` at the start of each round (the value a
search agent gives a playout stopped there), and prints, per round and estimate, how many games passed through
that point and how often the seat's side then won. A well-made estimate has win rates near its values in every
row; one whose rows of equal value differ (say by round) leaves the search blind to what tells them apart. With
--bins N (for an estimate with many values) the estimates are grouped into N equal ranges, and a last table
gives every round together and the mean log loss (lower is better; always saying 50% scores 0.693).
"""
from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulekit import catalog  # noqa: E402
from rulekit.agents import make_agent  # noqa: E402
from rulekit.run.game import Game  # noqa: E402
from rulekit.run.rng import derive_seed  # noqa: E402


def points(definition, players: int, seed: int, agent: str, seat: int) -> tuple[list[tuple[int, float]], bool]:
    """(round, estimate) at the start of each round of one game, and whether `seat`'s side won it."""
    game = Game(definition, players, seed)
    agents = [make_agent(agent, derive_seed(seed, s), definition.id) for s in range(game.players)]
    seen, last = [], None
    while not game.over:
        if game.state["round"] != last:
            last = game.state["round"]
            seen.append((last, round(definition.estimated(game.ctx, seat), 2)))
        for decision in game.pending():
            view = game.view(decision.player)
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            game.answer(decision.player, agents[decision.player].decide(view, asked))
    side = next((m for m in definition.sides.values() if seat in m), [seat])
    return seen, any(w in side for w in game.result["winners"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seat", type=int, default=1)
    parser.add_argument("--agents", default="heuristic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bins", type=int, default=0, help="Group the estimates into this many ranges.")
    args = parser.parse_args()
    definition = catalog.game(args.game)
    if definition.estimate is None:
        raise SystemExit(f"{args.game} has no estimate:")
    table: dict[tuple[int, float], list[int]] = defaultdict(lambda: [0, 0])
    overall: dict[float, list[int]] = defaultdict(lambda: [0, 0])
    loss, count = 0.0, 0
    for index in range(args.games):
        seen, won = points(definition, args.players, derive_seed(args.seed, index), args.agents, args.seat)
        for rnd, value in seen:
            near = min(max(value if won else 1 - value, 0.01), 1.0)
            loss, count = loss - math.log(near), count + 1
            if args.bins:
                value = min(int(value * args.bins), args.bins - 1) / args.bins
            for cell in (table[(rnd, value)], overall[value]):
                cell[0] += 1
                cell[1] += won
    label = f"estimate (from, in {args.bins} ranges)" if args.bins else "estimate"
    print(f"| round | {label} | games | the side won |\n|---|---|---|---|")
    for (rnd, value), (games, won) in sorted(table.items()):
        print(f"| {rnd} | {value:.2f} | {games} | {won / games:.2f} |")
    if args.bins:
        print(f"\n| every round: {label} | points | the side won |\n|---|---|---|")
        for value, (games, won) in sorted(overall.items()):
            print(f"| {value:.2f} | {games} | {won / games:.2f} |")
    print(f"\nmean log loss over {count} points: {loss / max(count, 1):.3f}")


if __name__ == "__main__":
    main()
