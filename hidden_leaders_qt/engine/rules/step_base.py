"""The step vocabulary's common ground: what a step is and what it tells the turn.

A step's `run` returns a `StepResult`: NEXT, WAIT or AGAIN. `resume` returns True when
the step is complete. The step types are in `select_steps`, `pile_steps` and `choice_steps`,
registered by name in `steps`.
"""

from collections.abc import Callable
from enum import Enum
from typing import Any

from hidden_leaders_qt.engine.core.board import Board
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.data.parsing import Ctx


class StepResult(Enum):
    """What the turn does after a step's `run`."""

    NEXT = "next"
    """The step is over: go on to the next step."""
    WAIT = "wait"
    """A decision was asked: the step's `resume` gets the chosen option."""
    AGAIN = "again"
    """Run the step once more (after a random pick, or for the next seat)."""


NEXT, WAIT, AGAIN = StepResult.NEXT, StepResult.WAIT, StepResult.AGAIN

Compiler = Callable[[Ctx, Any], int]
"""Compiles a nested list of steps (a branch) and gives its program id."""
PILE_ZONES = {"harbor": Zone.HARBOR, "wilderness": Zone.WILDERNESS, "graveyard": Zone.GRAVEYARD}


class Step:
    name = ""
    extra_keys: frozenset = frozenset()
    __slots__ = ("when",)
    when: tuple | None
    """The condition (see `selectors.parse_condition`) under which the step runs at all."""

    def run(self, st: Board, fr: Frame) -> StepResult:
        raise NotImplementedError

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        raise NotImplementedError


def count_one(fr: Frame) -> None:
    """One more card the step acted on: the X of the steps after it."""
    fr.vars["x"] = fr.vars.get("x", 0) + 1
