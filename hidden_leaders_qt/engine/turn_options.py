"""The option lists of the turn steps, built once per shape and shared by every state.

They depend only on a hand size or on which Tavern slots are filled, and building them
again at every decision was a large part of a random game's cost.
"""

from functools import cache

from hidden_leaders_qt.engine.options import DONE, DRAW_HARBOR, PASS, Option


@cache
def main_options(hand_size: int) -> tuple[Option, ...]:
    plays = tuple(Option("play", (i,)) for i in range(hand_size))
    return plays + discard_options(hand_size) + (PASS,)


@cache
def discard_options(hand_size: int) -> tuple[Option, ...]:
    return tuple(Option("discard", (i,)) for i in range(hand_size))


@cache
def discard_more_options(hand_size: int) -> tuple[Option, ...]:
    return discard_options(hand_size) + (DONE,)


@cache
def setup_options(hand_size: int) -> tuple[Option, ...]:
    return tuple(Option("setup", (a, b)) for a in range(hand_size) for b in range(hand_size) if a != b)


@cache
def draw_options(filled_slots: tuple[bool, ...], harbor: bool) -> tuple[Option, ...]:
    options = tuple(Option("draw_tavern", (slot,)) for slot, filled in enumerate(filled_slots) if filled)
    return options + (DRAW_HARBOR,) if harbor else options
