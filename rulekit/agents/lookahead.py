"""One-step lookahead: an agent that values each answer by playing it forward, so a card is worth what its effects
do in play (never what its id says).

For each answer to the decision (each option; for decisions of several picks, the same candidate sets ISMCTS
considers), the agent takes `samples` copies of the game as its seat may know it (rulekit.run.determinize: the
cards it cannot see dealt again, a new random stream), gives that answer, lets every seat play on as the playouts
of ISMCTS do (the decision's `prefer` hint three times in four, else at random) until the round ends, and scores
the copy as ISMCTS does (a win, or the share of opponents it is ahead of by the score counter). The answer with
the best mean wins; ties go to the earlier option. `lookahead` takes 8 samples per answer, `lookahead:N` N.

Cheaper and plainer than ISMCTS (no tree: every answer gets the same number of playouts); where a game cannot be
copied it answers as the greedy agent (or the game's heuristic) does.
"""
from __future__ import annotations

from typing import Any

from rulekit.agents.ismcts import ModelAgent, Node, _actions, playout_answer, rewards
from rulekit.errors import RulekitError
from rulekit.run.rng import Rng, derive_seed

DEFAULT_SAMPLES = 8
MAX_DECISIONS = 400  # a playout's length, at most


def parse_samples(setting: str | None) -> int:
    if not setting:
        return DEFAULT_SAMPLES
    if setting.isdigit() and int(setting) > 0:
        return int(setting)
    raise RulekitError(f"lookahead takes a number of samples per answer (lookahead:16), not {setting!r}")


class LookaheadAgent(ModelAgent):
    name = "lookahead"
    check_setting = staticmethod(parse_samples)

    def __init__(self, seed: int, setting: str | None = None, game: str | None = None) -> None:
        super().__init__(seed, game)
        self.samples = parse_samples(setting)
        self.rng = Rng(derive_seed(seed, "lookahead"))

    def _choose(self, model: Any, me: int, decision_id: int) -> tuple[int, ...]:
        first, asked = self.first_sample(model, me, decision_id)
        best, best_value = None, -1.0
        for number, (_key, picks) in enumerate(_actions(first, asked, self.rng, Node(), me)):
            total = 0.0
            for sample in range(self.samples):
                game = model.sample(derive_seed(self.seed, self.calls, number, sample))
                total += self._play_forward(game, me, picks)[me]
            if total > best_value:
                best, best_value = picks, total
        return best

    def _play_forward(self, game: Any, me: int, picks: tuple[int, ...]) -> list[float]:
        start_round, decisions = game.state["round"], 0
        for decision in game.pending():  # the decision asked, and any others asked at the same time
            game.answer(decision.player, picks if decision.player == me else playout_answer(game, decision, self.rng))
        while not game.over and game.state["round"] <= start_round and decisions < MAX_DECISIONS:
            for decision in game.pending():
                game.answer(decision.player, playout_answer(game, decision, self.rng))
                decisions += 1
        return rewards(game)
