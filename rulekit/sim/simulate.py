"""Playing many games with agents, and the summary of what happened.

Game i of a sweep uses the seed derive_seed(sweep seed, i): any subset or any backend gives the same games. The
summary holds no timings, so identical arguments give an identical summary.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from rulekit.agents import make_agent
from rulekit.agents.base import ask_agent, available_agents
from rulekit.compile.model import GameDef
from rulekit.errors import RulekitError
from rulekit.run.game import Game
from rulekit.run.rng import derive_seed
from rulekit.run.views import decision_view


@dataclass(frozen=True, slots=True)
class GameOutcome:
    seed: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    rounds: int
    decisions: int


def play_game(definition: GameDef, players: int, seed: int, agents: Sequence[str], max_decisions: int = 1_000_000,
              keep: bool = False) -> Any:
    """Play one game with agents; the outcome, or with `keep` the finished Game itself."""
    game = Game(definition, players, seed)
    offered = available_agents(definition.id)
    seats = [make_agent(agents[seat], derive_seed(seed, seat), definition.id, offered) for seat in range(game.players)]
    plain = [None if getattr(agent, "uses_model", False) else agent.decide for agent in seats]  # no model to make
    decisions = 0
    while game.state["result"] is None:  # (game.over, without the property's call)
        pending = game.pending()
        if not pending:
            raise RulekitError(f"game {definition.id} seed {seed}: no decision pending and no result")
        for decision in pending:
            player = decision.player
            view, asked = decision_view(game, decision)  # (game.view(player) and its pending entry)
            decide = plain[player]
            game.answer(player, decide(view, asked) if decide is not None
                        else ask_agent(seats[player], game, player, view, asked))
            decisions += 1
        if decisions > max_decisions:
            raise RulekitError(f"game {definition.id} seed {seed}: more than {max_decisions} decisions")
    if keep:
        return game
    result = game.result
    return GameOutcome(seed, tuple(result["winners"]), tuple(result["scores"]), result["reason"], game.state["round"], decisions)


def simulate(
    definition: GameDef,
    games: int,
    seed: int,
    players: int,
    agents: Sequence[str],
    progress: Callable[[int], None] | None = None,
    failures: list[dict[str, Any]] | None = None,
) -> list[GameOutcome]:
    """The outcomes of `games` games. A game that raises stops the sweep, unless `failures` is given: then each
    failing game is appended there ({index, seed, error}) and the sweep goes on with the next."""
    outcomes = []
    for index in range(games):
        game_seed = derive_seed(seed, index)
        try:
            outcomes.append(play_game(definition, players, game_seed, agents))
        except Exception as error:  # noqa: BLE001 - reported per game; the others still count
            if failures is None:
                raise
            failures.append({"index": index, "seed": game_seed, "error": f"{_kind(error)}{error}"})
        if progress:
            progress(1)
    return outcomes


def _kind(error: Exception) -> str:
    """rulekit's own errors speak for themselves; anything else is named by its type."""
    return "" if isinstance(error, RulekitError) else f"{type(error).__name__}: "


def wilson(successes: float, total: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a rate, rounded to 4 places ((0, 0) for no games)."""
    if total == 0:
        return (0.0, 0.0)
    lo, hi = wilson_interval(successes, total, z)
    return (round(lo, 4), round(hi, 4))


def wilson_interval(successes: float, total: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a rate, unrounded ((0, 1) for no games: nothing is known)."""
    if total == 0:
        return (0.0, 1.0)
    p = successes / total
    denom = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _drawn(winners: Sequence[int], sides: Any) -> bool:
    """No winner, or winners who are not one side (a team's shared win is no draw)."""
    if not winners:
        return True
    if sides:
        return not any(set(winners) <= set(members) for members in sides.values())
    return len(winners) != 1


def _stats(values: Sequence[int]) -> dict[str, Any]:
    if not values:
        return {"mean": 0, "min": 0, "max": 0}
    return {"mean": round(sum(values) / len(values), 3), "min": min(values), "max": max(values)}


def summarize(
    definition: GameDef, outcomes: Sequence[GameOutcome], *, seed: int, players: int, agents: Sequence[str],
    failures: Sequence[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """What happened in the games that ended; with `failures`, also the games that failed (key `failed`)."""
    total = len(outcomes)
    seats = []
    for seat in range(len(agents)):
        outright = sum(1 for o in outcomes if o.winners == (seat,))
        shared = sum(1 for o in outcomes if seat in o.winners and len(o.winners) > 1)
        seats.append(
            {
                "seat": seat,
                "name": definition.seats[seat] if seat < len(definition.seats) else None,  # the name --agents takes
                "agent": agents[seat],
                "wins": outright,
                "shared_wins": shared,
                "win_rate": round(outright / total, 4) if total else 0.0,
                "win_rate_ci95": list(wilson(outright, total)),
                "mean_score": round(sum(o.scores[seat] for o in outcomes) / total, 3) if total else 0.0,
            }
        )
    sides = []
    for side, members in definition.sides.items():
        members = set(members)
        won = sum(1 for o in outcomes if o.winners and set(o.winners) <= members)
        sides.append({"side": side, "wins": won, "win_rate": round(won / total, 4) if total else 0.0,
                      "win_rate_ci95": list(wilson(won, total))})
    endings: dict[str, int] = {}
    for o in outcomes:
        endings[o.reason] = endings.get(o.reason, 0) + 1
    summary = {
        "game": definition.id,
        "house_rules": list(definition.house_rules),
        "games": total,
        "seed": seed,
        "players": players,
        "agents": list(agents),
        "seats": seats,
        "sides": sides,
        "draws": sum(1 for o in outcomes if _drawn(o.winners, definition.sides)),
        "endings": dict(sorted(endings.items())),
        "rounds": _stats([o.rounds for o in outcomes]),
        "decisions": _stats([o.decisions for o in outcomes]),
    }
    if failures is not None:
        summary["failed"] = [dict(f) for f in failures]
    return summary
