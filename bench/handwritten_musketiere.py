"""Musketiere (seed 004) written by hand in plain Python: the reference rulekit's speed is measured against.

The same rules as content/games/musketiere.yaml (deal, pay cards, nine duels a round, gems and prisons taken from
others when the supply is empty, three pay cards in prison, scoring to 100 ducats) and the same random agents
(rulekit.agents.RandomAgent's choice: a uniform number of picks between the decision's minimum and maximum, then
that many distinct options uniformly), on the same random generator class. No engine: no events, no log, no
views, no decisions as objects, just the game.

    python bench/handwritten_musketiere.py --games 1000
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulekit.run.rng import Rng, derive_seed  # noqa: E402

CARDS = [(value, swords) for value in range(11) for swords in range(5)]  # 55 musketeers: values 0-10, 0-4 swords
GUARDS = [4, 5, 7, 8, 10, 11, 12, 14, 16, 18, 20, 25, 30, 35, 40]  # as content/cards/musketiere/guards.yaml
REMOVED = {2: {25, 30, 35, 40}, 3: {4, 35, 40}, 4: {4, 5, 7}}


class Agent:
    """rulekit's random agent: how many to pick (uniform between min and max), then which (uniform, distinct)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(derive_seed(seed, "random-agent"))

    def pick(self, count: int, low: int, high: int) -> list[int]:
        high = min(high, count)
        k = low if low == high else low + self.rng.below(high - low + 1)
        return self.rng.sample(range(count), k)

    def one(self, count: int) -> int:
        return self.pick(count, 1, 1)[0]


class Musketiere:
    def __init__(self, players: int, seed: int) -> None:
        self.n = players
        self.rng = Rng(seed)
        self.agents = [Agent(derive_seed(seed, seat)) for seat in range(players)]
        self.guards = [g for g in GUARDS if g not in REMOVED[players]]
        self.ducats = [0] * players
        self.decisions = 0

    def play(self) -> list[int]:
        while max(self.ducats) < 100:
            self.round()
        best = max(self.ducats)
        return [p for p in range(self.n) if self.ducats[p] == best]

    def choose(self, seat: int, count: int) -> int:
        self.decisions += 1
        return self.agents[seat].one(count)

    def round(self) -> None:
        deck = self.rng.shuffled(list(range(55)))
        guards = self.rng.shuffled(self.guards)
        self.hands = [deck[-12 * (p + 1):len(deck) - 12 * p][::-1] for p in range(self.n)]
        self.pay = []
        for p in range(self.n):
            self.decisions += 1
            picks = self.agents[p].pick(12, 3, 3)
            self.pay.append([self.hands[p][i] for i in picks])
            self.hands[p] = [c for i, c in enumerate(self.hands[p]) if i not in picks]
        self.gem = {}
        self.prison = {}
        self.gems = self.prisons = 3
        self.out = [False] * self.n
        for duel in range(9):
            if any(sum(self.gem.get(c, 0) for c in self.pay[p]) == 3 for p in range(self.n)):
                break
            self.duel(guards.pop())
        for p in range(self.n):
            self.ducats[p] += sum(CARDS[c][0] * (1 + self.gem.get(c, 0)) for c in self.pay[p] if not self.prison.get(c))

    def duel(self, guard: int) -> None:
        shown = []
        for p in range(self.n):
            if self.out[p] or not self.hands[p]:
                continue
            self.decisions += 1
            shown.append((self.hands[p].pop(self.agents[p].one(len(self.hands[p]))), p))
        if not shown:
            return
        if sum(CARDS[c][0] for c, _ in shown) >= guard:
            self.claim_gem(max(shown, key=lambda s: CARDS[s[0]])[1])
        else:
            self.take_prison(min(shown, key=lambda s: CARDS[s[0]])[1])

    def covered(self, card: int) -> bool:
        return bool(self.gem.get(card) or self.prison.get(card))

    def claim_gem(self, p: int) -> None:
        free = [c for c in self.pay[p] if not self.covered(c)]
        jailed = [c for c in self.pay[p] if self.prison.get(c)]
        sources = [] if self.gems else [c for q in range(self.n) if q != p for c in self.pay[q] if self.gem.get(c)]
        can_take = bool(free) and (self.gems > 0 or bool(sources))
        if can_take and jailed and self.choose(p, 2) == 1 or (jailed and not can_take):
            card = jailed[self.choose(p, len(jailed))]
            self.prison[card] = 0
            self.prisons += 1
            self.freed(p)
            return
        if not can_take:
            return
        card = free[self.choose(p, len(free))]
        if self.gems:
            self.gems -= 1
        else:
            self.gem[sources[self.choose(p, len(sources))]] = 0
        self.gem[card] = 1

    def take_prison(self, p: int) -> None:
        free = [c for c in self.pay[p] if not self.covered(c)]
        if not free:
            held = [c for c in self.pay[p] if self.gem.get(c)]
            if held:
                self.gem[held[self.choose(p, len(held))]] = 0
                self.gems += 1
            return
        source = None
        if not self.prisons:
            sources = [(c, q) for q in range(self.n) if q != p for c in self.pay[q] if self.prison.get(c)]
            if not sources:
                return
            source = sources[self.choose(p, len(sources))]
        card = free[self.choose(p, len(free))]
        if source is None:
            self.prisons -= 1
        else:
            self.prison[source[0]] = 0
            self.freed(source[1])
        self.prison[card] = 1
        if all(self.prison.get(c) for c in self.pay[p]) and self.hands[p]:
            self.hands[p].pop(self.choose(p, len(self.hands[p])))
            self.out[p] = True

    def freed(self, p: int) -> None:
        self.out[p] = False


def play(players: int, seed: int) -> tuple[list[int], int]:
    game = Musketiere(players, seed)
    winners = game.play()
    return winners, game.decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    decisions = 0
    for index in range(args.games):
        decisions += play(args.players, derive_seed(1, index))[1]
    elapsed = time.perf_counter() - start
    print(f"{args.games} games in {elapsed:.2f} s: {args.games / elapsed:.0f} games/s, {decisions / args.games:.0f} decisions/game")


if __name__ == "__main__":
    main()
