"""The option lists of the turn steps, built once per shape and shared by every state.

They depend only on a hand size or on which Tavern slots are filled, and building them
again at every decision was a large part of a random game's cost. The turn's decisions
themselves (who is asked, between which of these options) are shared the same way: a
`Decision` is immutable, and a random game asks one at every step.
"""

from functools import cache

from hidden_leaders_qt.engine.core.options import DONE, DRAW_HARBOR, PASS, Decision, Option


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


@cache
def main_decision(seat: int, hand_size: int) -> Decision:
    """The main action of a game without Bribery and Artifacts (they add options of their own)."""
    return Decision("main", seat, main_options(hand_size))


@cache
def discard_more_decision(seat: int, hand_size: int) -> Decision:
    return Decision("discard_more", seat, discard_more_options(hand_size))


@cache
def discard_down_decision(seat: int, hand_size: int) -> Decision:
    return Decision("discard_down", seat, discard_options(hand_size))


@cache
def setup_decision(seat: int, hand_size: int) -> Decision:
    return Decision("setup", seat, setup_options(hand_size))


@cache
def draw_decision(seat: int, slot_0: bool, slot_1: bool, slot_2: bool, harbor: bool) -> Decision | None:
    """The draw from the filled Tavern slots or the Harbor, or None when there is nothing to draw."""
    options = draw_options((slot_0, slot_1, slot_2), harbor)
    return Decision("draw", seat, options) if options else None
