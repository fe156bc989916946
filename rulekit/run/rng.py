"""A counter-based random number generator whose whole state is two integers in the game state.

The state holds {"seed": s, "counter": n}; the n-th draw is SplitMix64(seed, n). Nothing lives outside the
state, so a saved game or a replay continues with exactly the same numbers.
"""
from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def _splitmix64(value: int) -> int:
    value = (value + 0x9E3779B97F4A7C15) & _MASK
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK
    return value ^ (value >> 31)


def derive_seed(*parts: int | str) -> int:
    """A 63-bit seed from several parts (sweep seed, game index, seat...), the same on every machine."""
    value = 0
    for part in parts:
        if isinstance(part, str):
            for byte in part.encode("utf-8"):
                value = _splitmix64(value ^ byte)
        else:
            value = _splitmix64(value ^ (part & _MASK))
    return value & ((1 << 63) - 1)


class Rng:
    """Draws from the counter-based stream; `counter` is what the game state records after each use."""

    __slots__ = ("seed", "counter")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed & _MASK
        self.counter = counter

    def next64(self) -> int:
        self.counter += 1
        return _splitmix64(self.seed ^ _splitmix64(self.counter))

    def below(self, bound: int) -> int:
        """Uniform in [0, bound) without modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = _MASK - (_MASK + 1) % bound
        while True:
            value = self.next64()
            if value <= limit:
                return value % bound

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Fisher-Yates on a copy."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self.shuffled(items)[:k]
