"""Where an agent spends its time: each decision's `decide` timed, summed per prompt.

    python bench/agent_time.py [--game mylady] [--players 5] [--agents heuristic] [--games 100]

Plays the games as `rulekit.sim.play_game` does (the same seeds, the same answers) and times each agent's `decide`
(its reading of the view included), so a row of bench/run.py splits into what each kind of decision costs the
agent, beside the whole game's time. Wall time (`time.perf_counter`, cheap enough to read twice a decision): run it
on an idle machine. Figures are never asserted in tests.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulekit import catalog  # noqa: E402
from rulekit.agents.base import available_agents, make_agent  # noqa: E402
from rulekit.run.game import Game  # noqa: E402
from rulekit.run.rng import derive_seed  # noqa: E402


def measure(game_id: str, players: int, agents: str, games: int) -> dict[str, Any]:
    """{"seconds": the games' whole time, "decisions": their number, "prompts": {prompt: (decisions, seconds in
    decide)}}."""
    definition = catalog.game(game_id)
    offered = available_agents(game_id)
    counts: Counter[str] = Counter()
    spent: Counter[str] = Counter()
    clock = time.perf_counter
    start = clock()
    for index in range(games):
        seed = derive_seed(1, index)
        game = Game(definition, players, seed)
        seats = [make_agent(agents, derive_seed(seed, seat), game_id, offered) for seat in range(game.players)]
        while not game.over:
            for decision in game.pending():
                view = game.view(decision.player)
                asked = next(d for d in view["pending"] if d["id"] == decision.id)
                began = clock()
                picks = seats[decision.player].decide(view, asked)
                spent[decision.prompt] += clock() - began
                counts[decision.prompt] += 1
                game.answer(decision.player, picks)
    return {"seconds": clock() - start, "decisions": sum(counts.values()),
            "prompts": {prompt: (counts[prompt], spent[prompt]) for prompt in counts}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="mylady")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--agents", default="heuristic")
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args(argv)
    found = measure(args.game, args.players, args.agents, args.games)
    total, decisions = found["seconds"], found["decisions"]
    in_agents = sum(seconds for _, seconds in found["prompts"].values())
    print(f"{args.game} {args.players}p {args.agents}, {args.games} games: {decisions} decisions, "
          f"{1e6 * total / decisions:.0f} us a decision, {1e6 * in_agents / decisions:.0f} us of it in the agents")
    print("| prompt | decisions | us a decision | share of all the time |")
    print("|---|---|---|---|")
    for prompt, (count, seconds) in sorted(found["prompts"].items(), key=lambda item: -item[1][1]):
        print(f"| {prompt} | {count} | {1e6 * seconds / count:.1f} | {100 * seconds / total:.1f}% |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
