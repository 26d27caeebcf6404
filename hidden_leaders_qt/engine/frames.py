"""A frame: one card's effect (or a branch of it) in the middle of resolving.

Effects are interpreted step by step from card data, and a decision can interrupt
them at any step. Keeping the continuation as plain data (program id, step counter,
remembered values) instead of a Python generator is what makes a state clonable and
serializable in the middle of a card.
"""


class Frame:
    """`vars` holds what the card remembers (`card`, `chosen`, `named`, `x` ...) and is
    shared with the frames of its branches; `ss` is the running step's own progress."""

    __slots__ = ("card", "seat", "pid", "pc", "vars", "ss", "then")

    def __init__(self, card: int, seat: int, pid: int, vars_: dict, then: str = "stay") -> None:
        self.card = card
        self.seat = seat
        self.pid = pid
        self.pc = 0
        self.vars = vars_
        self.ss: dict | None = None
        self.then = then

    def copy(self, memo: dict) -> "Frame":
        new = Frame.__new__(Frame)
        new.card, new.seat, new.pid, new.pc, new.then = self.card, self.seat, self.pid, self.pc, self.then
        key = id(self.vars)
        shared = memo.get(key)
        if shared is None:
            shared = memo[key] = dict(self.vars)
        new.vars = shared
        new.ss = None if self.ss is None else dict(self.ss)
        return new


def copy_stack(stack: list[Frame]) -> list[Frame]:
    if not stack:
        return []
    memo: dict = {}
    return [frame.copy(memo) for frame in stack]
