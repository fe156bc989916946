"""ISMCTS's `topK`: the search weighs only the game's own agent's K best answers where that agent ranks them
(an optional `rank(view, decision)`), here the Pendants heuristic's; and the Pendants' `estimate:`."""
from __future__ import annotations

import pytest

from rulekit import catalog
from rulekit.agents import make_agent
from rulekit.agents.base import RandomAgent, ask_agent
from rulekit.agents.ismcts import ISMCTSAgent, Setting, _significantly_better, parse_setting, ranked_answers
from rulekit.errors import RulekitError
from rulekit.run.determinize import ForwardModel
from rulekit.run.game import Game


@pytest.fixture(scope="module")
def pendants():
    return catalog.game("pendants")


def _asked(game: Game, decision):
    view = game.view(decision.player)
    return view, next(d for d in view["pending"] if d["id"] == decision.id)


def _at_cardinal_action(pendants, seed: int = 4) -> Game:
    """A two-player game played by the heuristic up to the Cardinal's first action with many answers."""
    game = Game(pendants, 2, seed)
    heuristic = make_agent("heuristic", 1, "pendants")
    while True:
        decision = game.pending()[0]
        view, asked = _asked(game, decision)
        if asked["prompt"] == "cardinal-action" and len(asked["options"]) > 20:
            return game
        game.answer(decision.player, heuristic.decide(view, asked))


def test_top_setting():
    assert parse_setting("40:guided:top5") == Setting(40, None, True, 0.0, None, 1, 5)
    assert parse_setting("40:top3").top == 3 and parse_setting("40:guided").top is None
    assert parse_setting("40:guided:top5:paired").paired and not parse_setting("40:guided:top5").paired
    assert parse_setting("40:guided:top5:paired:sure").sure and not parse_setting("40:guided:top5:paired").sure
    assert parse_setting("40:guided:top5:paired:sure:margin3").margin == 0.03
    assert parse_setting("40:guided:top5:paired:sure").margin == 0.0
    for bad in ("40:top0", "40:top", "40:top5:top4", "40:guided:paired", "40:guided:top5:sure",
                "40:guided:top5:paired:margin3", "40:guided:top5:paired:sure:margin101", "40:top5:paired:sure:margin"):
        with pytest.raises(RulekitError, match="ismcts takes a budget"):
            parse_setting(bad)


def test_the_pendants_heuristic_ranks_every_answer_its_own_first_drawing_the_same_numbers(pendants):
    game = _at_cardinal_action(pendants)
    view, asked = _asked(game, game.pending()[0])
    ranking_agent, deciding_agent = make_agent("heuristic", 9, "pendants"), make_agent("heuristic", 9, "pendants")
    ranking = ranking_agent.rank(view, asked)
    assert ranking[0] == deciding_agent.decide(view, asked)  # its answer first
    assert sorted(ranking) == [(i,) for i in range(len(asked["options"]))]  # every answer, once
    # ranking drew the random numbers deciding draws: the two agents go on answering alike
    for _ in range(3):
        assert ranking_agent.decide(view, asked) == deciding_agent.decide(view, asked)


def test_an_agent_without_a_ranking_gives_its_answer_alone(pendants):
    game = _at_cardinal_action(pendants)
    view, asked = _asked(game, game.pending()[0])
    assert ranked_answers(RandomAgent(3), view, asked, 5) == [tuple(sorted(RandomAgent(3).decide(view, asked)))]
    assert len(ranked_answers(make_agent("heuristic", 3, "pendants"), view, asked, 5)) == 5


class RootWatch(ISMCTSAgent):
    """Records the root's statistics when the search answers."""

    def _best(self, root, sample, asked, keys=None):
        self.root_stats = {key: stat[:] for (player, key), stat in root.stats.items() if player == asked.player}
        self.root_keys = {tuple(sorted(picks)): key for key, picks in _root_actions(sample, asked, keys)}
        return super()._best(root, sample, asked, keys)


def _root_actions(sample, asked, keys=None):
    from rulekit.agents.ismcts import Node, _actions
    from rulekit.run.rng import Rng

    return _actions(sample, asked, Rng(1), Node(), asked.player, keys)


@pytest.mark.parametrize("setting", ["12:guided:top3", "12:top3"])
def test_with_top_k_the_root_searches_only_the_heuristics_k_best_answers(pendants, setting):
    game = _at_cardinal_action(pendants)
    decision = game.pending()[0]
    view, asked = _asked(game, decision)
    best = make_agent("heuristic", 21, "pendants").rank(view, asked)[:3]
    agent = RootWatch(21, setting, "pendants")
    answer = ask_agent(agent, game, decision.player, view, asked)
    visited = {key for key, stat in agent.root_stats.items() if stat[0]}
    assert visited == {agent.root_keys[answer] for answer in best}  # each of the three tried, no other
    assert answer in best and game.can_answer(decision.player, answer) and agent.fallbacks == 0


def test_paired_tries_the_k_answers_in_turn_on_the_same_samples_and_answers_the_best_mean(pendants, monkeypatch):
    game = _at_cardinal_action(pendants)
    decision = game.pending()[0]
    view, asked = _asked(game, decision)
    best = make_agent("heuristic", 21, "pendants").rank(view, asked)[:3]
    agent = RootWatch(21, "12:guided:top3:paired", "pendants")
    seeds = []
    true_sample = ForwardModel.sample
    monkeypatch.setattr(ForwardModel, "sample", lambda self, seed: seeds.append(seed) or true_sample(self, seed))
    answer = ask_agent(agent, game, decision.player, view, asked)
    monkeypatch.undo()
    assert len(seeds) == 12 and len(set(seeds)) == 4  # a copy for each iteration, a sample for every three
    stats = {answer: agent.root_stats[agent.root_keys[answer]] for answer in best}
    assert {stat[0] for stat in stats.values()} == {4}  # each answer on each of the four samples
    means = {a: stat[1] / stat[0] for a, stat in stats.items()}
    assert answer == (best[0] if means[best[0]] >= max(means.values()) else max(means, key=means.get))


def test_significantly_better_needs_two_standard_errors_on_the_same_samples():
    assert _significantly_better([0.6, 0.7, 0.5, 0.6], [0.5, 0.6, 0.4, 0.5])  # 0.1 better on every sample
    assert not _significantly_better([0.9, 0.1, 0.9, 0.1], [0.5, 0.5, 0.5, 0.5])  # as good on average, noisy
    assert not _significantly_better([0.7, 0.3, 0.8, 0.2], [0.5, 0.4, 0.6, 0.3])  # a little better, too noisy
    assert not _significantly_better([0.4, 0.5], [0.5, 0.6]) and not _significantly_better([1.0], [0.0])


def test_a_margin_stops_a_consistent_but_tiny_gain_from_overruling():
    tiny = [0.801, 0.502, 0.303, 0.601], [0.8, 0.5, 0.3, 0.6]  # better on every sample, by a point or less
    assert _significantly_better(*tiny) and not _significantly_better(*tiny, margin=0.03)
    large = [0.65, 0.55, 0.45, 0.75], [0.6, 0.5, 0.4, 0.7]  # five points on every sample
    assert _significantly_better(*large, margin=0.03) and not _significantly_better(*large, margin=0.06)


def test_sure_keeps_the_agents_answer_unless_another_is_significantly_better(pendants):
    game = _at_cardinal_action(pendants)
    decision = game.pending()[0]
    view, asked = _asked(game, decision)
    best = make_agent("heuristic", 21, "pendants").rank(view, asked)[:3]

    class Rewards(RootWatch):
        def _best(self, root, sample, asked, keys=None):
            self.rewards = {key: list(r) for key, r in self._root_rewards.items()}
            return super()._best(root, sample, asked, keys)

    agent = Rewards(21, "12:guided:top3:paired:sure", "pendants")
    answer = ask_agent(agent, game, decision.player, view, asked)
    rewards = {a: agent.rewards[agent.root_keys[a]] for a in best}
    assert {len(r) for r in rewards.values()} == {4}  # each answer's reward on each of the four samples
    better = [a for a in best[1:] if _significantly_better(rewards[a], rewards[best[0]])]
    assert answer == (max(better, key=lambda a: sum(rewards[a])) if better else best[0])


def test_top_k_search_is_deterministic_and_never_reads_the_true_game(pendants, monkeypatch):
    game = _at_cardinal_action(pendants, seed=6)
    decision = game.pending()[0]
    view, asked = _asked(game, decision)
    viewed = []
    true_view = Game.view
    monkeypatch.setattr(Game, "view", lambda self, player: viewed.append(self) or true_view(self, player))
    answers = {ask_agent(make_agent("ismcts:8:guided:top4", 5, "pendants"), game, decision.player, view, asked)
               for _ in range(2)}
    monkeypatch.undo()
    assert len(answers) == 1 and viewed and all(g is not game for g in viewed)


def _moved(game: Game, card: str, zone: str) -> Game:
    """A copy of `game` with `card` put into `zone` (no rule does it; to compare the estimate of two positions)."""
    twin = game.clone()
    zones, where = twin.state["zones"], twin.ctx.card_zone
    zones[where[card]].remove(card)
    zones[zone].append(card)
    where[card] = zone
    return twin


def test_the_pendants_estimate_falls_with_guards_near_the_carrier(pendants):
    """`chances` (content/games/pendants.yaml): the musketeers' chances, less for every guard or Rochefort a room or
    less from the carrier of the true pendant; the Cardinal's are the rest."""
    game = _at_cardinal_action(pendants)
    zones, where = game.state["zones"], game.ctx.card_zone
    before = pendants.estimated(game.ctx, 1)
    assert 0 < before < 1 and pendants.estimated(game.ctx, 0) == pytest.approx(1 - before)
    carrier = next(s for s in range(1, 5) if zones[f"pendant@{s}"] == ["pen-pendant-true"])
    room = where[f"pen-fig-{game.definition.seats[carrier]}"]
    guards = [card for card, zone in where.items() if card.startswith("pen-guard") and zone not in ("reserve", "box")]
    after = [pendants.estimated(_moved(game, guard, room).ctx, 1) for guard in guards]
    assert all(value <= before for value in after) and min(after) < before


def test_the_mylady_heuristic_ranks_every_answer_its_own_first_drawing_the_same_numbers():
    game = Game(catalog.game("mylady"), 2, 4)
    heuristic = make_agent("heuristic", 1, "mylady")
    several = None  # the first answer that lays several cards at once
    while True:  # the heuristic plays up to a musketeer's choice of action among many
        decision = game.pending()[0]
        view, asked = _asked(game, decision)
        if asked["prompt"] == "choose-action" and len(asked["options"]) > 8:
            break
        if several is None and asked["min"] > 1:
            several = (view, asked)
        game.answer(decision.player, heuristic.decide(view, asked))
    ranking_agent, deciding_agent = make_agent("heuristic", 9, "mylady"), make_agent("heuristic", 9, "mylady")
    ranking = ranking_agent.rank(view, asked)
    assert ranking[0] == deciding_agent.decide(view, asked)
    assert sorted(ranking) == [(i,) for i in range(len(asked["options"]))]
    for _ in range(3):
        assert ranking_agent.decide(view, asked) == deciding_agent.decide(view, asked)
    # several cards laid at once are one answer: it is ranked alone
    assert several is not None
    picks = make_agent("heuristic", 9, "mylady").decide(*several)
    assert len(picks) > 1 and make_agent("heuristic", 9, "mylady").rank(*several) == [picks]


@pytest.mark.parametrize("prompt", ["pay-with-card", "commit-skill-cards"])
def test_the_search_finds_its_root_answers_after_the_first_sample_moved_their_cards(prompt):
    """A key names a card that its chooser cannot see by its place: the first sample is played to its end before
    the search answers, and by then the cards offered may lie face down. The answer is read with the keys the
    search used, so every answer it tried is found (found none, it failed where the agent's own answer was not
    among them: 'NoneType' object is not subscriptable, Mylady, 2026-11-24)."""
    game = Game(catalog.game("mylady"), 2, 4)
    heuristic = make_agent("heuristic", 1, "mylady")
    while True:
        decision = game.pending()[0]
        view, asked = _asked(game, decision)
        if asked["prompt"] == prompt:
            break
        game.answer(decision.player, heuristic.decide(view, asked))
    agent = RootWatch(5, "8:guided", "mylady")
    ask_agent(agent, game, decision.player, view, asked)
    tried = {key for key, stat in agent.root_stats.items() if stat[0]}
    assert tried and tried <= set(agent.root_keys.values())
