"""The game's random stream: seeded, fast, and fully described by two integers in the game state.

Draws come from Python's Mersenne Twister (`random.Random`, C code) seeded with the game's seed. The state
records {"seed": s, "counter": n}, n being the 32-bit words drawn so far; every draw takes whole words
(`getrandbits(k)` with k <= 32 takes one), so a saved game or a replay continues with exactly the same numbers by
skipping n words (`Rng(seed, counter)`), and a clone copies the generator's state directly. The same seed gives
the same numbers on every machine and Python version (CPython keeps `seed(int)` and `getrandbits` stable).
"""
from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_SKIP_CHUNK = 1 << 16  # words skipped per call when a generator is restored


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
    """Draws from the seeded stream; `counter` is what the game state records after each use."""

    __slots__ = ("seed", "counter", "_bits")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed & _MASK
        self.counter = 0
        generator = random.Random(self.seed)
        self._bits = generator.getrandbits
        self.skip(counter)

    def skip(self, words: int) -> None:
        """Draw and forget `words` 32-bit words (to continue a saved stream)."""
        while words > 0:
            chunk = min(words, _SKIP_CHUNK)
            self._bits(32 * chunk)
            self.counter += chunk
            words -= chunk

    def copy(self) -> "Rng":
        """An independent generator that goes on with the same numbers."""
        twin = Rng.__new__(Rng)
        twin.seed, twin.counter = self.seed, self.counter
        generator = random.Random()
        generator.setstate(self._bits.__self__.getstate())
        twin._bits = generator.getrandbits
        return twin

    def next64(self) -> int:
        self.counter += 2
        return self._bits(64)

    def below(self, bound: int) -> int:
        """Uniform in [0, bound) without bias: draw bound's bit length of bits until the number fits."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        k = bound.bit_length()
        words = (k + 31) >> 5
        bits = self._bits
        value = bits(k)
        self.counter += words
        while value >= bound:
            value = bits(k)
            self.counter += words
        return value

    def picks(self, items: Sequence[T], count: int) -> list[T]:
        """`count` items drawn one by one, each uniformly (the same draws as `items[below(len(items))]` each time,
        without a call per item: dice)."""
        bound = len(items)
        if bound <= 0 and count > 0:
            raise ValueError("no items to draw from")
        k = bound.bit_length()
        words = (k + 31) >> 5
        bits = self._bits
        found = []
        drawn = 0
        for _ in range(count):
            value = bits(k)
            drawn += words
            while value >= bound:
                value = bits(k)
                drawn += words
            found.append(items[value])
        self.counter += drawn
        return found

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Fisher-Yates on a copy: for each place from the top down, the same draw as `below(place + 1)`, without a
        call per card (as `picks` does; a deck is shuffled at every deal). A draw keeps bit_length(place + 1) bits
        of one word: that length is worked out once per power of two, not per card."""
        result = list(items)
        place = len(result) - 1
        if place < 1 or place >= 1 << 32:  # (nothing to draw, or more than one word per draw)
            return self._shuffled_by_draws(result)
        bits = self._bits
        drawn = 0
        k = (place + 1).bit_length()
        floor = (1 << (k - 1)) - 1  # the lowest place whose draw keeps k bits
        for i in range(place, 0, -1):
            if i < floor:
                k -= 1
                floor >>= 1
            j = bits(k)
            drawn += 1
            while j > i:
                j = bits(k)
                drawn += 1
            result[i], result[j] = result[j], result[i]
        self.counter += drawn
        return result

    def _shuffled_by_draws(self, result: list[T]) -> list[T]:
        """`shuffled` one draw per call (what it does in batches): the same numbers for any number of places."""
        bits = self._bits
        drawn = 0
        for i in range(len(result) - 1, 0, -1):
            k = (i + 1).bit_length()
            words = (k + 31) >> 5
            j = bits(k)
            drawn += words
            while j > i:
                j = bits(k)
                drawn += words
            result[i], result[j] = result[j], result[i]
        self.counter += drawn
        return result

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """k distinct items in random order (a partial Fisher-Yates: k draws, not len(items))."""
        if k == 1 and items:  # the same draw as below, without copying the pool
            return [items[self.below(len(items))]]
        pool = list(items)
        n = len(pool)
        below = self.below
        for i in range(min(k, n)):
            j = i + below(n - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
