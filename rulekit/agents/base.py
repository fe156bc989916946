"""The generic agents: random, and greedy by the decision's `prefer` hint.

Both see only `view(player)`: the decision's options, the cards the player may see and their stats. Each agent
has its own seeded random stream, apart from the game's, so agents never change the game's dice.
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence

from rulekit import plugins
from rulekit.errors import RulekitError
from rulekit.run.rng import Rng, derive_seed
from rulekit.run.views import Options


class Agent(Protocol):
    name: str

    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        """Option indices for `decision` (one of view["pending"])."""


class RanksAnswers:
    """For an agent that chooses by scoring options one by one: `rank(view, decision)` gives its answers best first,
    as search agents that weigh a few plausible answers want (ISMCTS's `topK`). While `rank` asks, the agent's
    scoring method appends `(answer, answers best first)` to `self._orders` (see `record_order`)."""

    _orders: list | None = None

    def rank(self, view: Any, decision: dict[str, Any]) -> list[tuple[int, ...]]:
        """Answers best first as this agent scores them, its own answer (the one `decide` gives, drawing the same
        random numbers) first. Where the answer picks several options or is not chosen by scoring options one by
        one, only that answer."""
        self._orders = []
        try:
            picks = self.decide(view, decision)  # type: ignore[attr-defined]
            orders = self._orders
        finally:
            self._orders = None
        order = next((o for answer, o in orders if answer == picks), None)
        if order is None or len(picks) > 1:
            return [picks]
        return [picks] + [answer for answer in order if answer != picks]

    def record_order(self, picks: tuple[int, ...], order: list[tuple[int, ...]]) -> None:
        """Called by the scoring method with its answer and every single answer best first, while `rank` asks."""
        if self._orders is not None:
            self._orders.append((picks, order))


class RandomAgent:
    """Picks uniformly among the legal answers."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "random-agent"))

    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        count = len(decision["options"])
        low, high = decision["min"], min(decision["max"], count)
        k = low if low == high else low + self.rng.below(high - low + 1)
        if k == 1:  # one option: the draw `sample` would make for it, without making the range and lists
            return (self.rng.below(count),)
        return tuple(self.rng.sample(range(count), k))


class GreedyAgent:
    """Takes the options best by the decision's `prefer` stat (a card stat it can see; "-stat" for the lowest);
    without a hint, or among equals, the first options, which rulesets list best-first."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        pass  # it draws nothing (ties go to the first option), so the seed every agent is given goes unused

    def decide(self, view: dict[str, Any], decision: dict[str, Any]) -> tuple[int, ...]:
        options = decision["options"]
        live = options.__class__ is Options  # a live view's options: counted, and read by stat, without the
        # Sequence protocol (a call of a Python method from C each)
        count, low = options.size if live else len(options), decision["min"]
        want = (low if low > 1 else 1) if decision["max"] else 0
        if want > count:
            want = count
        prefer = decision.get("prefer")
        if not prefer or count == 1:  # the first options (of one, the stat cannot change the pick)
            return (0,) if want == 1 else tuple(range(want))
        lowest = prefer[0] == "-"
        stat = prefer[1:] if lowest else prefer
        # a live view's options read the stat themselves (option_stats, one call less)
        scores = options.stats(stat) if live else option_stats(view, decision, stat)
        if want == 1:  # the best one, the first among equals
            return (scores.index(min(scores) if lowest else max(scores)),)
        # the best first, ties by option order: a sort is stable, in reverse too (no (score, index) pairs to make)
        ranks = sorted(range(len(scores)), key=scores.__getitem__, reverse=not lowest)
        return tuple(sorted(ranks[:want]))


AGENTS: dict[str, Any] = {"random": RandomAgent, "greedy": GreedyAgent}


def option_values(decision: dict[str, Any]) -> list[Any]:
    """The value of each option of a decision as the view shows it: from a live view without making the options'
    labels and message variables, from a view given as JSON by reading each option."""
    options = decision["options"]
    return options.values() if hasattr(options, "values") else [option["value"] for option in options]


def option_facts(view: Any, decision: dict[str, Any]) -> list[dict[str, Any] | None]:
    """The facts of each option that is a card the viewer sees, None for other options: from a live view as the
    options show them, from a view given as JSON (which may lack option_cards) by looking each card up."""
    options = decision["options"]
    if hasattr(options, "facts"):
        return options.facts()
    cards = view["option_cards"] if "option_cards" in view else view["cards"]
    return [cards.get(value) if value.__class__ is str else None for value in option_values(decision)]


def option_stats(view: Any, decision: dict[str, Any], stat: str) -> list[Any]:
    """Each option's `stat` where it is a card the viewer sees (0 for a card without it), 0 for any other option:
    from a live view through its one-stat reading (no facts per option), from a view given as JSON by its facts."""
    options = decision["options"]
    if hasattr(options, "stats"):
        return options.stats(stat)
    return [data["stats"].get(stat, 0) if data else 0 for data in option_facts(view, decision)]


def ask_agent(agent: Any, game: Any, player: int, view: Any, decision: dict[str, Any]) -> tuple[int, ...]:
    """The agent's answer. An agent with `uses_model` (a search agent) also gets a forward model of the game from
    its seat (rulekit.run.determinize.ForwardModel): samples of what it cannot see, never the game itself."""
    if getattr(agent, "uses_model", False):
        from rulekit.run.determinize import ForwardModel

        return agent.decide(view, decision, model=ForwardModel(game, player))
    return agent.decide(view, decision)


def available_agents(game: str | None = None) -> dict[str, Any]:
    """The generic agents (the search agents register in rulekit.agents), plus those the game's plugins offer."""
    found: dict[str, Any] = dict(AGENTS)
    if game:
        for offered in plugins.call(plugins.default_plugin_manager(), "rulekit_agents", game=game):
            for name, factory in offered.items():
                found.setdefault(name, factory)
    return found


def make_agent(name: str, seed: int, game: str | None = None, agents: dict[str, Any] | None = None) -> Agent:
    """An agent by name; `name:setting` passes a setting to agents that take one (`ismcts:500`, `ismcts:2s`).
    `agents`: what `available_agents(game)` gave, for a caller making several (the plugins are asked once)."""
    agents = available_agents(game) if agents is None else agents
    base, _, setting = name.partition(":")
    factory = agents.get(base)
    if factory is None:
        raise RulekitError(_unknown(name, agents))
    if setting:
        if not getattr(factory, "takes_setting", False):
            raise RulekitError(f"agent {base!r} takes no setting (got {name!r})")
        return factory(seed, setting=setting, game=game)
    return factory(seed, game=game) if getattr(factory, "takes_setting", False) else factory(seed)


def _unknown(name: str, agents: dict[str, Any]) -> str:
    from rulekit.errors import did_you_mean

    hint = did_you_mean(name.partition(":")[0], agents)
    return f"no agent {name!r}" + (f" (did you mean {hint!r}?)" if hint else "") + f"; agents: {', '.join(agents)}"


def check_agent_names(names: Sequence[str], game: str | None = None) -> None:
    """RulekitError for a name that is no agent of the game, or a setting the agent refuses."""
    agents = available_agents(game)
    for name in names:
        base, _, setting = name.partition(":")
        factory = agents.get(base)
        if factory is None:
            raise RulekitError(_unknown(name, agents))
        check = getattr(factory, "check_setting", None)
        if setting and check is None:
            raise RulekitError(f"agent {base!r} takes no setting (got {name!r})")
        if setting:
            check(setting)


def seat_agents(spec: str | None, players: int, default: str = "random", seat_names: Sequence[str] = (),
                sides: dict[str, Sequence[int]] | None = None) -> list[str]:
    """One agent name per seat from an `--agents` text: `greedy` (every seat), `random,greedy,...` (seat by seat),
    or `key=name` pairs where a key is a seat number, a seat name (`athos`) or a side (`musketeers`); seats not
    named get `default`. RulekitError (its message names what is wrong) for a key that is no seat or side."""
    seats = [default] * players
    if not spec:
        return seats
    parts = [p.strip() for p in spec.split(",") if p.strip()]
    if len(parts) == 1 and "=" not in parts[0]:
        return [parts[0]] * players
    if all("=" not in p for p in parts):
        if len(parts) != players:
            raise RulekitError(f"{len(parts)} agents for {players} seats")
        return parts
    sides = sides or {}
    for part in parts:
        key, _, name = part.partition("=")
        if key.isdigit() and 0 <= int(key) < players:
            targets = [int(key)]
        elif key in seat_names and seat_names.index(key) < players:
            targets = [seat_names.index(key)]
        elif key in sides:
            targets = [s for s in sides[key] if s < players]
        else:
            from rulekit.errors import did_you_mean

            known = [str(i) for i in range(players)] + list(seat_names[:players]) + list(sides)
            hint = did_you_mean(key, known)
            raise RulekitError(f"{key!r} is no seat or side" + (f" (did you mean {hint!r}?)" if hint else "")
                               + f"; use one of {', '.join(known)}")
        for seat in targets:
            seats[seat] = name
    return seats
