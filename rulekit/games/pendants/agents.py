"""Heuristic agents for both sides of The Queen's Pendants. They see only their seat's view and the game's public
definition (the Louvre's graph, what each card's triggers do); they decide nothing for the rules.

Cards and tokens are valued by what their effects do (`profile`: the calls and counters their compiled triggers
name), never by their ids or names, so a modded Potion that heals 2 is worth more to them without a line here.

Musketeers: the carrier of the true pendant walks the safest short way to the ballroom (rooms with guards or
Rochefort cost more, rooms the henchmen can reach soon a little), equips on the way, spends Charges when they bring
him home; the others walk ahead as decoys, take on lone guards, hold the crests on the carrier's way, and comfort
the Queen once she comes near the King. Everyone drinks before blows that hurt, strikes in secret, and throws
the Cape when a duel looks lost.
The Cardinal: seduces the musketeers whose pendant he has not seen, hunts the true carrier once he knows him (else
the unknown musketeers nearest the ballroom), blocks the rooms before the ballroom doors, attacks where his dice
can stun, reinforces at the crests nearest the hunt, plays Reinforcements first and his duel cards when he attacks.
"""
from __future__ import annotations

from typing import Any, Callable

from rulekit.games.pendants.cardinal_play import CardinalPlay
from rulekit.games.pendants.musketeer_play import MusketeerPlay
from rulekit.games.pendants.reading import Scene, board_for
from rulekit.agents.base import RanksAnswers, option_values
from rulekit.run.rng import Rng, derive_seed

MUSKETEERS = (1, 2, 3, 4)


class HeuristicAgent(RanksAnswers, MusketeerPlay, CardinalPlay):
    """One agent for every seat: the musketeers' play and the Cardinal's, chosen by the decision's prompt."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "pendants-heuristic"))

    def decide(self, view: Any, decision: dict[str, Any]) -> tuple[int, ...]:
        self.view = view
        self.board = board_for(view["game"], tuple(view.get("house_rules", ()) or ()))
        self.scene = Scene(view, self.board)
        handler = getattr(self, "on_" + decision["prompt"].replace("-", "_"), None)
        picks = handler(decision) if handler else None
        return picks if picks is not None else self.best(decision, lambda value: 0.0)

    def best(self, decision: dict[str, Any], score: Callable[[Any], float], allow_none: bool = False) -> tuple[int, ...]:
        """The best options by `score` (ties at random); with `allow_none` (a window one may pass), only those
        scoring above 0."""
        options = option_values(decision)
        want = min(max(decision["min"], 1) if decision["max"] else 0, len(options))
        scored = sorted(((score(value), self.rng.below(1 << 16), i) for i, value in enumerate(options)),
                        key=lambda s: (-s[0], s[1]))
        if allow_none and decision["min"] == 0:
            picks = tuple(i for s, _, i in scored if s > 0)[:max(decision["max"], 0)][:1]
            if self._orders is not None:
                self.record_order(picks, [(i,) for s, _, i in scored if s > 0] + [()]
                                  + [(i,) for s, _, i in scored if s <= 0])
            return picks
        picks = tuple(i for _, _, i in scored[:want])
        if self._orders is not None:
            self.record_order(picks, [(i,) for _, _, i in scored] + ([()] if decision["min"] == 0 else []))
        return picks

    def carrier(self) -> int | None:
        """The musketeer carrying the true pendant, if this seat knows it."""
        for seat in MUSKETEERS:
            if self.scene.pendant(seat) == 1:
                return seat
        return None

    def acting(self) -> int:
        """The musketeer a decision is for (with four players taking turns, another seat may speak for Athos)."""
        turn = self.view["turn"]
        if turn and self.scene.counters.get("shared_turns") and turn["player"] in MUSKETEERS:
            return turn["player"]
        return self.view["you"]

    def late(self) -> bool:
        return self.scene.queen >= self.scene.king - 5
