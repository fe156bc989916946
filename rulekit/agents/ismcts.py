"""Information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and Whitehouse 2012) for every game.

Each iteration takes a fresh determinization of the game from the agent's own seat (rulekit.run.determinize: the
cards it cannot see dealt again at random, a new random stream; never the hidden truth), walks the tree from the
root choosing by UCB1 over the actions available in that determinization (counting for each action how often it
was available, as SO-ISMCTS does), adds one node, finishes with a playout and credits every player's actions on
the path with that player's reward. Simultaneous decisions (every player picks a card secretly) are chosen
decoupled: each player picks from the same node without seeing the others' picks. At the root, the game's own
agent (its heuristic, else greedy) names the action tried first, and the search answers otherwise only with an
action both more visited and better on average than that one, so a small budget (or playouts that cannot tell
the actions apart) plays as that agent would.

Setting: `ismcts[:BUDGET][:PLAYOUT...]`, parts separated by ':', each optional.
- BUDGET: `N` iterations (deterministic for a seed; default 200) or `Xs` seconds (as many iterations as fit; not
  reproducible).
- PLAYOUT: `random` (the default) follows a decision's `prefer` hint (the stat the greedy agent goes by) three
  times in four and answers at random otherwise. `guided` plays every seat of the sample with the game's own
  agent (its heuristic, else greedy), each seat deciding from its own view of the sample (`Game.view` of the
  copy: what that seat would see if the sample were true; the sample itself is already only what the searching
  seat may imagine). Guided, the tree below the root follows that agent too: its answer is expanded first at a
  node, and other answers join only as the node is visited more (progressive widening), so few iterations are
  not spent on random first moves. With `guided`, `mixN` answers N% of playout decisions as a random playout
  would, and `cutK` stops a playout after K decisions. `roundsR` (either kind) lets a playout run until the R-th
  round after the searched one begins (default 1: the next round; `rounds99` to the end). `topK` (either kind)
  searches only the game's own agent's K best answers at the root and, guided, at every node below it, tried in
  that agent's order, where the agent ranks its answers (an optional method `rank(view, decision)`: answers best
  first, its own answer first; the Pendants heuristic has one); a decision it does not rank is searched whole.
  So a budget too small for 60 answers separates a few plausible ones. With `topK`, `paired` tries the root's
  answers in turn, each on the same samples (a sample for every K iterations), and answers the one with the best
  mean (the agent's own where none is better): the differences between answers are then not drowned by those
  between samples (who carries what). With `paired`, `sure` keeps the agent's own answer unless another beats it
  on the same samples by more than two standard errors of the differences: where the search's reward cannot tell
  the answers apart, chance does not overrule the agent; `marginN` asks it to be better by N points of 100 too.
  Examples: `ismcts:40:guided`, `ismcts:guided` (200 iterations), `ismcts:2s:guided:mix10:cut30:rounds2`,
  `ismcts:40:guided:top5`, `ismcts:40:guided:top5:paired`, `ismcts:40:guided:top5:paired:sure:margin3`.
Playouts stop at the end of the game, when that round begins or after `cutK` decisions; an unfinished playout is
scored by the game's `estimate` (an expression of its YAML giving each seat's chances), else by its score counter
(the share of opponents a player is ahead of), or as even without either.

When the game cannot be copied (paused inside ruleset code written as Python generators: a plugin's old-style
primitive; every shipped game is data) or no forward model is given, the agent answers with the game's heuristic
agent if it has one, else the greedy one; `fallbacks` counts those answers.
"""
from __future__ import annotations

import math
import re
import time
from itertools import combinations
from typing import Any, NamedTuple

from rulekit.agents.base import GreedyAgent, available_agents
from rulekit.errors import RulekitError
from rulekit.run.machine import NotClonable
from rulekit.run.rng import Rng, derive_seed

DEFAULT_ITERATIONS = 200
EXPLORATION = 0.7
MAX_PLAYOUT_DECISIONS = 2_000
MAX_MULTI_ACTIONS = 24  # combinations of a pick-several decision considered at one node


class Setting(NamedTuple):
    """An `ismcts:...` setting: the budget (iterations, else seconds) and how playouts are played."""

    iterations: int | None = DEFAULT_ITERATIONS
    seconds: float | None = None
    guided: bool = False  # playouts played by the game's own agent on every seat (else hinted random)
    mix: float = 0.0  # guided playouts: the share of answers given as a random playout would
    cut: int | None = None  # guided playouts: stopped (and valued) after this many decisions
    rounds: int = 1  # playouts stop when this many rounds after the searched one have begun
    top: int | None = None  # only the game's agent's best `top` answers are searched (where it ranks them)
    paired: bool = False  # with `top`: the root's answers tried in turn, each on the same samples
    sure: bool = False  # with `paired`: the agent's answer stands unless another is significantly better
    margin: float = 0.0  # with `sure`: ... and better by at least this much (rewards run 0-1)


SETTING_HELP = ("ismcts takes a budget and a playout policy separated by ':': iterations (ismcts:500) or seconds "
                "(ismcts:2s), then optionally `guided` (playouts by the game's own agent) or `random` (the default), "
                "and with `guided` `mixN` (N% of playout answers random, 0-100) and `cutK` (a playout stops after K "
                "decisions); `roundsR` lets playouts run R rounds (default 1); `topK` searches only the game's agent's K best "
                "answers where it ranks them, and with it `paired` tries the root's answers in turn on the same samples (and "
                "`sure` then overrules the agent's answer only with a significantly better one, with `marginN` only "
                "one better by at least N points of 100); e.g. ismcts:40:guided, "
                "ismcts:40:guided:top5:paired:sure:margin3")


def parse_setting(setting: str | None) -> Setting:
    """The Setting of "500", "2s", "guided", "40:guided", "40:guided:mix10:cut30"; RulekitError for anything else."""
    if not setting:
        return Setting()
    budget, *policy = setting.split(":")
    if _policy_part(budget):  # no budget given: the default one
        budget, policy = str(DEFAULT_ITERATIONS), [budget, *policy]
    found: dict[str, Any] = _parse_budget(budget, setting)
    for part in policy:
        name = _policy_part(part)
        contradicted = name in ("guided", "random") and ({"guided", "random"} - {name}) & found.keys()
        if name is None or name in found or contradicted:
            raise RulekitError(f"{SETTING_HELP}; not {setting!r} ({part!r} " + (
                "twice or contradicted)" if name else "is no part of a setting)"))
        found[name] = part
    if ("mix" in found or "cut" in found) and "guided" not in found:
        raise RulekitError(f"{SETTING_HELP}; `mix` and `cut` apply to guided playouts only, not {setting!r}")
    mix = float(found["mix"][3:]) / 100 if "mix" in found else 0.0
    if not 0 <= mix <= 1:
        raise RulekitError(f"{SETTING_HELP}; `mix` is a percentage (0-100), not {setting!r}")
    cut = int(found["cut"][3:]) if "cut" in found else None
    rounds = int(found["rounds"][6:]) if "rounds" in found else 1
    top = int(found["top"][3:]) if "top" in found else None
    if cut == 0 or rounds == 0 or top == 0:
        raise RulekitError(f"{SETTING_HELP}; `cut`, `rounds` and `top` need at least 1, not {setting!r}")
    if "paired" in found and top is None:
        raise RulekitError(f"{SETTING_HELP}; `paired` needs `topK`, not {setting!r}")
    if "sure" in found and "paired" not in found:
        raise RulekitError(f"{SETTING_HELP}; `sure` needs `paired`, not {setting!r}")
    margin = int(found["margin"][6:]) / 100 if "margin" in found else 0.0
    if "margin" in found and ("sure" not in found or margin > 1):
        raise RulekitError(f"{SETTING_HELP}; `marginN` (N from 0 to 100) needs `sure`, not {setting!r}")
    return Setting(found["iterations"], found["seconds"], "guided" in found, mix, cut, rounds, top, "paired" in found,
                   "sure" in found, margin)


def _policy_part(part: str) -> str | None:
    """Which playout part `part` is (guided, random, mix, cut, rounds, top, paired, sure, margin), or None."""
    if part in ("guided", "random", "paired", "sure"):
        return part
    if re.fullmatch(r"mix\d+(\.\d+)?", part):
        return "mix"
    found = re.fullmatch(r"(cut|rounds|top|margin)\d+", part)
    return found.group(1) if found else None


def _parse_budget(budget: str, setting: str) -> dict[str, Any]:
    try:
        if budget.endswith("s"):
            seconds = float(budget[:-1])
            if seconds > 0 and math.isfinite(seconds):
                return {"iterations": None, "seconds": seconds}
        elif budget.isdigit() and int(budget) > 0:
            return {"iterations": int(budget), "seconds": None}
    except ValueError:
        pass
    raise RulekitError(f"{SETTING_HELP}; not {setting!r}")


class Node:
    __slots__ = ("stats", "children", "ranked")

    def __init__(self) -> None:
        self.stats: dict[tuple[int, Any], list] = {}  # (player, action key) -> [visits, reward sum, availability]
        self.children: dict[tuple, "Node"] = {}
        self.ranked: dict[int, dict[tuple[int, ...], int]] = {}  # with `topK`: player -> answer -> its rank


class ModelAgent:
    """What the agents that play copies of the game share (ISMCTS, lookahead): a decision with nothing to weigh
    is answered at once; the others go to `_choose` with a forward model; where the game cannot be copied, the
    game's heuristic (else greedy) answers, and `fallbacks` counts it."""

    takes_setting = True
    uses_model = True

    def __init__(self, seed: int, game: str | None) -> None:
        self.seed = seed
        self.calls = 0
        self.fallbacks = 0
        self.fallback = _fallback(seed, game)

    def decide(self, view: dict[str, Any], decision: dict[str, Any], model: Any = None) -> tuple[int, ...]:
        count = len(decision["options"])
        if count == 1 and decision["min"] >= 1 or decision["min"] == decision["max"] == count:
            return tuple(range(min(decision["max"], count)))  # nothing to weigh
        self.calls += 1
        try:
            if model is None:
                raise NotClonable("no forward model given")
            return self._choose(model, view["you"], decision["id"])
        except NotClonable:
            self.fallbacks += 1
            return self.fallback.decide(view, decision)

    def _choose(self, model: Any, me: int, decision_id: int) -> tuple[int, ...]:
        raise NotImplementedError

    def first_sample(self, model: Any, me: int, decision_id: int) -> tuple[Any, Any]:
        """This call's first copy of the game and its decision for `me`, which must be the one asked."""
        first = model.sample(derive_seed(self.seed, self.calls, 0))
        asked = first.pending_for(me)
        if asked is None or asked.id != decision_id:
            raise NotClonable("the copy does not ask the same decision")
        return first, asked


class ISMCTSAgent(ModelAgent):
    name = "ismcts"
    check_setting = staticmethod(parse_setting)

    def __init__(self, seed: int, setting: str | None = None, game: str | None = None) -> None:
        super().__init__(seed, game)
        self.setting = parse_setting(setting)
        self.iterations, self.seconds = self.setting.iterations, self.setting.seconds
        self.rng = Rng(derive_seed(seed, "ismcts"))
        # guided playouts: the game's own agent, with its own stream, answers for every seat of a sample
        self.guide = _fallback(derive_seed(seed, "ismcts-playouts"), game) if self.setting.guided else None
        self._hint: tuple[int, ...] | None = None
        self._root_ranks: dict[tuple[int, ...], int] | None = None  # with `topK`: the root's answers searched
        self._root: tuple[Node, int, int] | None = None  # during a search: its root, the player asked, the decision
        self._root_rewards: dict[Any, list[float]] | None = None  # with `sure`: each root answer's reward per sample

    def decide(self, view: dict[str, Any], decision: dict[str, Any], model: Any = None) -> tuple[int, ...]:
        """As ModelAgent; the game's own agent (heuristic, else greedy) names the action the search tries first
        and prefers among equally visited ones, so a small budget plays at least as that agent would; with
        `topK`, the search weighs only that agent's K best answers (where it ranks them)."""
        ranking = ranked_answers(self.fallback, view, decision, self.setting.top)
        self._hint = ranking[0]
        self._root_ranks = _places(ranking) if _ranks_answers(self.fallback, self.setting.top) else None
        try:
            return super().decide(view, decision, model)
        finally:
            self._hint = self._root = self._root_ranks = self._root_rewards = None  # no tree kept between decisions

    # ------------------------------------------------------------------ the search
    def _choose(self, model: Any, me: int, decision_id: int) -> tuple[int, ...]:
        root = Node()
        first, asked = self.first_sample(model, me, decision_id)
        keys = _keys(first, asked)  # before the first playout moves the options' cards (a key may name a card's zone)
        self._root = (root, asked.player, asked.id)
        deadline = time.monotonic() + self.seconds if self.seconds else None
        iteration = 0
        block = len(self._root_ranks) if self.setting.paired and self._root_ranks else 1  # answers per sample
        self._root_rewards = {} if self.setting.sure and self._root_ranks else None
        while True:
            game = first if iteration == 0 else model.sample(derive_seed(self.seed, self.calls, iteration // block))
            self._iterate(root, game)
            iteration += 1
            if deadline is None and iteration >= self.iterations or deadline is not None and time.monotonic() >= deadline:
                break
        return self._best(root, first, asked, keys)

    def _best(self, root: Node, sample: Any, asked: Any, keys: list[Any] | None = None) -> tuple[int, ...]:
        """The most visited of the root decision's actions, as option numbers; but the game's own agent's choice
        (the hint) stands unless an action has both more visits and a higher mean reward: where the playouts
        cannot tell the actions apart (equal values), the search does not overrule the agent by chance. `keys` are
        the options' keys as the search met them (`sample` has been played on since)."""
        found = []
        for key, picks in _actions(sample, asked, self.rng, root, asked.player, keys):
            visits, total = root.stats.get((asked.player, key), (0, 0.0))[:2]
            found.append((visits, total / visits if visits else 0.0, tuple(sorted(picks)) == self._hint, picks, key))
        hint = next((f for f in found if f[2]), None)
        if self._root_rewards is not None and hint is not None:  # `sure`: only a significantly better answer
            rewards = self._root_rewards
            better = [f for f in found if not f[2] and _significantly_better(
                rewards.get(f[4], ()), rewards.get(hint[4], ()), self.setting.margin)]
            return max(better, key=lambda f: f[1])[3] if better else hint[3]
        if self.setting.paired and self._root_ranks:  # equal visits on the same samples: the best mean
            tried = [f for f in found if f[0]]
            best = max(tried, key=lambda f: (f[1], f[2])) if tried else hint
            return (hint if hint is not None and hint[1] >= best[1] else best)[3]
        if hint is not None:
            found = [f for f in found if f[2] or f[0] > hint[0] and f[1] > hint[1]]
        best = max(found, key=lambda f: (f[0], f[2], f[1]))
        return best[3]

    def _iterate(self, root: Node, game: Any) -> None:
        start_round = game.state["round"]
        node, path, expanded = root, [], False
        while not game.over and not expanded:
            moves = []
            for decision in game.pending():
                key, picks, new = self._select(node, game, decision)
                moves.append((decision.player, key, picks))
                expanded = expanded or new
            for player, _key, picks in moves:
                game.answer(player, picks)
            path.append((node, moves))
            node = node.children.setdefault(tuple((p, k) for p, k, _ in moves), Node())
        rewards = self._playout(game, start_round)
        if self._root_rewards is not None and path:
            for player, key, _picks in path[0][1]:
                if player == self._root[1]:
                    self._root_rewards.setdefault(key, []).append(rewards[player])
        for visited, moves in path:
            for player, key, _picks in moves:
                stat = visited.stats[(player, key)]
                stat[0] += 1
                stat[1] += rewards[player]

    def _select(self, node: Node, game: Any, decision: Any) -> tuple[Any, tuple[int, ...], bool]:
        """UCB1 over the actions available here (untried ones first; with guided playouts, below the root, the
        game's agent's answer first and the others as the node is visited more); counts their availability.
        With `topK`, only the game's agent's K best answers here are actions, tried in its order."""
        player, stats = decision.player, node.stats
        untried, best, best_score, tried, visits = [], None, -1.0, 0, 0
        actions = _actions(game, decision, self.rng, node, player)
        ranks = self._ranks(node, game, decision)
        if ranks is not None:
            actions = [a for a in actions if tuple(sorted(a[1])) in ranks] or actions
        for key, picks in actions:
            stat = stats.get((player, key))
            if stat is None:
                stat = stats[(player, key)] = [0, 0.0, 0]
            stat[2] += 1
            if stat[0] == 0:
                untried.append((key, picks))
                continue
            tried, visits = tried + 1, visits + stat[0]
            score = stat[1] / stat[0] + EXPLORATION * math.sqrt(math.log(stat[2]) / stat[0])
            if score > best_score:
                best, best_score = (key, picks), score
        at_root = self._at_root(node, decision)
        if at_root and self.setting.paired and ranks is not None:  # in turn, in the agent's order
            key, picks = min(actions, key=lambda a: (stats[(player, a[0])][0], ranks.get(tuple(sorted(a[1])), 99)))
            return key, picks, stats[(player, key)][0] == 0
        if not untried:
            return best[0], best[1], False
        if ranks is not None and (at_root or best is None or visits >= 2 * tried * tried):
            key, picks = min(untried, key=lambda a: ranks.get(tuple(sorted(a[1])), len(ranks)))
            return key, picks, True
        if ranks is not None:
            return best[0], best[1], False
        if self._at_root(node, decision):
            hinted = [a for a in untried if tuple(sorted(a[1])) == self._hint]
            key, picks = hinted[0] if hinted else untried[self.rng.below(len(untried))]
            return key, picks, True
        if self.guide is not None:
            return self._widen(game, decision, untried, best, tried, visits)
        key, picks = untried[self.rng.below(len(untried))]
        return key, picks, True

    def _widen(self, game: Any, decision: Any, untried: list, best: Any, tried: int, visits: int) -> tuple:
        """Guided, below the root: the game's agent's answer (from the seat's view of the sample) is tried first,
        and one more untried action only once the node's k tried ones have 2k² visits (progressive widening), so
        a small budget follows the agent's line instead of trying every answer once at every depth."""
        wanted = tuple(sorted(guided_answer(game, decision, self.guide)))
        for key, picks in untried:
            if tuple(sorted(picks)) == wanted:
                return key, picks, True
        if best is not None and visits < 2 * tried * tried:
            return best[0], best[1], False
        key, picks = untried[self.rng.below(len(untried))]
        return key, picks, True

    def _ranks(self, node: Node, game: Any, decision: Any) -> dict[tuple[int, ...], int] | None:
        """With `topK`: the answers searched at this node and their order (the root's from the true view; below
        it, guided, the game's agent's ranking from the seat's view of the first sample to reach the node)."""
        if self.setting.top is None:
            return None
        if self._at_root(node, decision):
            return self._root_ranks
        if self.guide is None or not _ranks_answers(self.guide, self.setting.top):
            return None
        found = node.ranked.get(decision.player)
        if found is None:
            view = game.view(decision.player)
            asked = next(d for d in view["pending"] if d["id"] == decision.id)
            found = node.ranked[decision.player] = _places(ranked_answers(self.guide, view, asked, self.setting.top))
        return found

    def _at_root(self, node: Node, decision: Any) -> bool:
        root = self._root
        return root is not None and node is root[0] and decision.player == root[1] and decision.id == root[2]

    def _playout(self, game: Any, start_round: int) -> list[float]:
        rng, decisions = self.rng, 0
        guide, mix = self.guide, self.setting.mix
        limit = self.setting.cut or MAX_PLAYOUT_DECISIONS if guide is not None else MAX_PLAYOUT_DECISIONS
        last_round = start_round + self.setting.rounds - 1
        while not game.over and game.state["round"] <= last_round and decisions < limit:
            for decision in game.pending():
                if guide is None or mix and rng.below(10_000) < mix * 10_000:
                    answer = playout_answer(game, decision, rng)
                else:
                    answer = guided_answer(game, decision, guide)
                game.answer(decision.player, answer)
                decisions += 1
        return rewards(game)


def _significantly_better(mine: Any, theirs: Any, margin: float = 0.0) -> bool:
    """Whether the rewards `mine` beat `theirs`, sample by sample (the same samples in the same order), by more than
    two standard errors of the mean difference and by more than `margin` on average (a difference too small to
    matter can be consistent: a move far from where the game is decided shifts every sample's estimate a little)."""
    diffs = [a - b for a, b in zip(mine, theirs)]
    if len(diffs) < 2:
        return False
    mean = sum(diffs) / len(diffs)
    spread = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean > margin and mean * mean * len(diffs) > 4 * spread


def ranked_answers(agent: Any, view: Any, decision: dict[str, Any], top: int | None) -> list[tuple[int, ...]]:
    """The agent's answer first (options sorted), then, with `top` and an agent that ranks its answers (an optional
    `rank(view, decision)`: answers best first), its next best ones, `top` in all."""
    rank = getattr(agent, "rank", None) if top else None
    answers = rank(view, decision)[:top] if rank is not None else [agent.decide(view, decision)]
    return [tuple(sorted(answer)) for answer in answers]


def _ranks_answers(agent: Any, top: int | None) -> bool:
    return bool(top) and callable(getattr(agent, "rank", None))


def _places(ranking: list[tuple[int, ...]]) -> dict[tuple[int, ...], int]:
    return {answer: place for place, answer in enumerate(ranking)}


def guided_answer(game: Any, decision: Any, agent: Any) -> tuple[int, ...]:
    """`agent`'s answer for the seat asked, from that seat's view of `game` (in a search, a sample: the searching
    seat's imagined game, never the true one), as a player at the table would be asked."""
    view = game.view(decision.player)
    asked = next(d for d in view["pending"] if d["id"] == decision.id)
    return tuple(agent.decide(view, asked))


def playout_answer(game: Any, decision: Any, rng: Rng) -> tuple[int, ...]:
    """A playout's answer: where the decision names a `prefer` stat, the options best by it three times in four
    (as the greedy agent would), else options at random."""
    count = decision.size
    low, high = decision.min, min(decision.max, count)
    prefer = decision.prefer
    if prefer and high >= 1 and rng.below(4) != 0:
        stat, sign = (prefer[1:], 1) if prefer.startswith("-") else (prefer, -1)
        cards = game.definition.cards

        def rank(index: int) -> tuple[float, int]:
            card = cards.get(decision.choices[index]) if decision.choices[index].__class__ is str else None
            return (sign * card.stats.get(stat, 0) if card is not None else 0, index)

        return tuple(sorted(range(count), key=rank)[:max(low, 1)])
    k = low if low == high else low + rng.below(high - low + 1)
    return tuple(rng.sample(range(count), k))


def rewards(game: Any) -> list[float]:
    """Each seat's reward: a finished game's win shared by the winning sides; else the game's `estimate` of its
    chances, or the share of opponents a seat is ahead of by the score counter (ties half), or an even share."""
    seats = game.players
    sides = game.definition.sides
    group = {s: name for name, members in sides.items() for s in members}
    if game.over:
        winners = game.result["winners"]
        groups = {group.get(s, s) for s in winners}
        return [1.0 / len(groups) if winners and group.get(s, s) in groups else 0.0 for s in range(seats)]
    if game.definition.estimate is not None:  # the game says how to value an unfinished game
        return [game.definition.estimated(game.ctx, s) for s in range(seats)]
    score = game.definition.score
    if not score or seats < 2:
        return [1.0 / max(1, len(sides) or seats)] * seats
    values = [p.get(score, 0) for p in game.state["players"]]
    return [sum(1.0 if values[s] > v else 0.5 if values[s] == v else 0.0 for o, v in enumerate(values) if o != s)
            / (seats - 1) for s in range(seats)]


def _key(game: Any, decision: Any, index: int) -> Any:
    """An option as an action: its value, or its place in the decision when it is a card its chooser cannot see."""
    value = decision.choices[index]
    if value.__class__ is str:
        zone = game.ctx.card_zone.get(value)
        if zone is not None and not game.ctx.visible_to(zone, decision.player):
            return ("#", index)
        return value
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value


def _keys(game: Any, decision: Any) -> list[Any]:
    return [_key(game, decision, i) for i in range(decision.size)]


def _actions(game: Any, decision: Any, rng: Rng, node: Node, player: int,
             keys: list[Any] | None = None) -> list[tuple[Any, tuple[int, ...]]]:
    """The actions of a decision: (key, option numbers). Single picks: every option (and passing where allowed);
    several picks: the combinations tried before at this node that are still possible, plus new random ones.
    `keys`: the options' keys when the game has moved on since the decision was asked."""
    count = decision.size
    low, high = decision.min, min(decision.max, count)
    keys = keys if keys is not None else _keys(game, decision)
    if high <= 1:
        found = [(keys[i], (i,)) for i in range(count)] if high == 1 else []
        return found + ([((), ())] if low == 0 else [])
    if math.comb(count, high) <= MAX_MULTI_ACTIONS and low == high:
        return [(tuple(sorted(map(str, (keys[i] for i in c)))), c) for c in combinations(range(count), high)]
    index = {k: i for i, k in enumerate(keys)}
    found, seen = [], set()
    for stat_player, key in node.stats:
        if stat_player == player and isinstance(key, tuple) and key and all(k in index for k in key[1:]) \
                and key[0] == "picks" and low <= len(key) - 1 <= high:
            found.append((key, tuple(index[k] for k in key[1:])))
            seen.add(key)
    for _ in range(2):
        k = low if low == high else low + rng.below(high - low + 1)
        picks = tuple(sorted(rng.sample(range(count), k)))
        key = ("picks",) + tuple(keys[i] for i in picks)
        if key not in seen:
            seen.add(key)
            found.append((key, picks))
    return found


def _fallback(seed: int, game: str | None) -> Any:
    factory = available_agents(game).get("heuristic") if game else None
    return factory(seed) if factory is not None else GreedyAgent(seed)
