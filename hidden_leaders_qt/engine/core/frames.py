"""A frame: one card's effect (or a branch of it) in the middle of resolving.

Effects are interpreted step by step from card data, and a decision can interrupt
them at any step. Keeping the continuation as plain data (program id, step counter,
remembered values) instead of a Python generator is what makes a state clonable and
serializable in the middle of a card.
"""

from typing import Literal, TypedDict

from hidden_leaders_qt.engine.core.constants import Zone

CardVar = Literal["card", "card2"]
CARD_VARS: tuple[CardVar, ...] = ("card", "card2")
"""The names under which a card remembers a card it picked."""

FrameVars = TypedDict(
    "FrameVars",
    {
        "card": int | None,
        "card2": int | None,
        "chosen": int | None,
        "from": int,
        "named": int,
        "x": int,
        "pile": Zone | None,
    },
    total=False,
)
"""What a card remembers while it resolves (`from`, a keyword, keeps this form): the cards
it picked, the player chosen, the seat a card came from, the faction named (bits), the
count X, the pile chosen."""


class StepProgress(TypedDict, total=False):
    """How far the running step got."""

    n: int
    """Cards picked so far."""
    picked: tuple[int, ...]
    a: int
    """The first card of an exchange, picked before the second."""
    swapped: tuple[int, ...]
    card_pos: tuple[int, int, int]
    """The card to move, at its `board.Position`, while the player to receive it is asked."""
    left: tuple[int, ...]
    """The seats still to go, for each of whom a branch runs."""
    row: int
    """Royal Intrigue: the row hero the spent token went onto."""


class Frame:
    """`vars` holds what the card remembers (`card`, `chosen`, `named`, `x` ...) and is
    shared with the frames of its branches; `ss` is the running step's own progress."""

    __slots__ = ("card", "seat", "pid", "pc", "vars", "ss", "then")

    def __init__(self, card: int, seat: int, pid: int, vars_: FrameVars, then: str = "stay") -> None:
        self.card = card
        self.seat = seat
        self.pid = pid
        self.pc = 0
        self.vars = vars_
        self.ss: StepProgress | None = None
        self.then = then

    def copy(self, memo: dict[int, FrameVars]) -> "Frame":
        new = Frame.__new__(Frame)
        new.card, new.seat, new.pid, new.pc, new.then = self.card, self.seat, self.pid, self.pc, self.then
        key = id(self.vars)
        shared = memo.get(key)
        if shared is None:
            shared = memo[key] = self.vars.copy()
        new.vars = shared
        new.ss = None if self.ss is None else self.ss.copy()
        return new


def copy_stack(stack: list[Frame]) -> list[Frame]:
    if not stack:
        return []
    memo: dict[int, FrameVars] = {}
    return [frame.copy(memo) for frame in stack]
