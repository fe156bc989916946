"""The generic agents: random, and greedy by the decision's `prefer` hint.

Both see only `view(player)`: the decision's options, the cards the player may see and their stats. Each agent
has its own seeded random stream, apart from the game's, so agents never change the game's dice.
"""
from __future__ import annotations

from typing import Any, Protocol

from rulekit.errors import RulekitError
from rulekit.run.rng import Rng, derive_seed


class Agent(Protocol):
    name: str

    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        """Option indices for `decision` (one of view["pending"])."""


class RandomAgent:
    """Picks uniformly among the legal answers."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "random-agent"))

    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        count = len(decision["options"])
        low, high = decision["min"], min(decision["max"], count)
        k = low if low == high else low + self.rng.below(high - low + 1)
        return tuple(self.rng.sample(range(count), k))


class GreedyAgent:
    """Takes the options best by the decision's `prefer` stat (a card stat it can see; "-stat" for the lowest);
    without a hint, or among equals, the first options, which rulesets list best-first."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "greedy-agent"))

    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        options = decision["options"]
        want = max(decision["min"], 1) if decision["max"] else 0
        want = min(want, len(options))
        prefer = decision.get("prefer") or ""
        if not prefer:
            return tuple(range(want))
        stat, sign = (prefer[1:], 1) if prefer.startswith("-") else (prefer, -1)
        cards = view["cards"]

        def rank(index: int) -> tuple[float, int]:
            value = options[index]["value"]
            data = cards.get(value) if isinstance(value, str) else None
            score = data["stats"].get(stat, 0) if data else 0
            return (sign * score, index)

        return tuple(sorted(sorted(range(len(options)), key=rank)[:want]))


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}


def available_agents(game: str | None = None) -> dict[str, Any]:
    """The generic agents, plus those the game's plugins offer."""
    found: dict[str, Any] = dict(AGENTS)
    if game:
        from rulekit import plugins

        for offered in plugins.call(plugins.default_plugin_manager(), "rulekit_agents", game=game):
            for name, factory in offered.items():
                found.setdefault(name, factory)
    return found


def make_agent(name: str, seed: int, game: str | None = None) -> Agent:
    agents = available_agents(game)
    try:
        return agents[name](seed)
    except KeyError:
        from rulekit.errors import did_you_mean

        hint = did_you_mean(name, agents)
        raise RulekitError(
            f"no agent {name!r}" + (f" (did you mean {hint!r}?)" if hint else "") + f"; agents: {', '.join(agents)}"
        ) from None
