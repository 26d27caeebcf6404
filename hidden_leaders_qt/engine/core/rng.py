"""The state's own seeded random generator.

A single 64-bit integer of state (SplitMix64) makes cloning free and keeps games
identical on every platform and Python version, unlike `random.Random`.
"""

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_LOW32 = (1 << 32) - 1


class SplitMix64:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        s = (self.state + _GAMMA) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n); the modulo bias of a 64-bit draw is negligible. Every
        random choice of a search's playout is one, so `next64` is written out here too."""
        s = (self.state + _GAMMA) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return (z ^ (z >> 31)) % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with each 64-bit draw split into two 32-bit ones (scaled by
        multiplication, bias below 2^-26 for any list a game holds): search reshuffles
        every hidden card thousands of times a second, so the generator is inlined."""
        s = self.state
        i = len(items) - 1
        while i > 0:
            s = (s + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            j = ((z & _LOW32) * (i + 1)) >> 32
            items[i], items[j] = items[j], items[i]
            i -= 1
            if i > 0:
                j = ((z >> 32) * (i + 1)) >> 32
                items[i], items[j] = items[j], items[i]
                i -= 1
        self.state = s

    def choice(self, items):
        return items[self.next64() % len(items)]

    def copy(self) -> "SplitMix64":
        return SplitMix64(self.state)
