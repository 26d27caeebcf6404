"""The state's own seeded random generator.

A single 64-bit integer of state (SplitMix64) makes cloning free and keeps games
identical on every platform and Python version, unlike `random.Random`.
"""

_MASK = (1 << 64) - 1


class SplitMix64:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n); the modulo bias of a 64-bit draw is negligible."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.next64() % len(items)]

    def copy(self) -> "SplitMix64":
        return SplitMix64(self.state)
