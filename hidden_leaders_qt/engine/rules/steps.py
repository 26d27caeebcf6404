"""The step vocabulary of card abilities by name: each step type is implemented once, in
`select_steps`, `pile_steps` or `choice_steps` (over `step_base`), and compiled from a card's data here.

This is the vocabulary's front door: the turn, the card loader and the texts import what they
need of it from here (`__all__`), whichever module a step type lives in."""

from collections.abc import Mapping
from typing import Any

from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.data.parsing import Ctx
from hidden_leaders_qt.engine.rules.choice_steps import (
    ChooseOne,
    ChoosePile,
    ChoosePlayer,
    ExtraPlay,
    ForEachPlayer,
    If,
    Markers,
    NameFaction,
    SkipTurn,
)
from hidden_leaders_qt.engine.rules.pile_steps import (
    DiscardAllFromTavern,
    Draw,
    Exchange,
    FillTavern,
    ReturnLooking,
    Shuffle,
)
from hidden_leaders_qt.engine.rules.select_steps import (
    Bury,
    Choose,
    Discard,
    LookAt,
    MoveToParty,
    Perform,
    PlaceInParty,
    Reveal,
    SetAside,
    TakeIntoHand,
    TurnOver,
)
from hidden_leaders_qt.engine.rules.selectors import parse_condition
from hidden_leaders_qt.engine.rules.step_base import AGAIN, NEXT, WAIT, Compiler, Step, StepResult

__all__ = [
    "AGAIN",
    "ChooseOne",
    "DiscardAllFromTavern",
    "Exchange",
    "Perform",
    "TakeIntoHand",
    "NESTED_STEPS",
    "NEXT",
    "SIMPLE_STEPS",
    "STEP_NAMES",
    "WAIT",
    "Markers",
    "NameFaction",
    "Step",
    "StepResult",
    "compile_step",
]

SIMPLE_STEPS = {
    cls.name: cls
    for cls in (
        Bury,
        Discard,
        TurnOver,
        TakeIntoHand,
        PlaceInParty,
        SetAside,
        LookAt,
        Choose,
        Reveal,
        Perform,
        MoveToParty,
        Exchange,
        DiscardAllFromTavern,
        Draw,
        ReturnLooking,
        FillTavern,
        ChoosePlayer,
        NameFaction,
        ChoosePile,
        SkipTurn,
        ExtraPlay,
        Shuffle,
    )
}
NESTED_STEPS = {cls.name: cls for cls in (ChooseOne, ForEachPlayer, If)}
STEP_NAMES = tuple(sorted(SIMPLE_STEPS) + sorted(NESTED_STEPS))


def compile_step(ctx: Ctx, data: Any, compiler: Compiler, more: Mapping[str, type[Step]] | None = None) -> Step:
    """One step of a card's program; `more` adds step types defined outside this module (the
    modules' steps, which build on these)."""
    if not isinstance(data, dict) or len(data) != 1:
        ctx.fail("card_step_form")
    ((name, params),) = data.items()
    sctx = ctx.at(name)
    simple = SIMPLE_STEPS if more is None else {**SIMPLE_STEPS, **more}
    step: Step
    if name in simple:
        step = simple[name](sctx, params if params is not None else {})  # type: ignore[call-arg]
    elif name in NESTED_STEPS:
        step = NESTED_STEPS[name](sctx, params, compiler)
    else:
        ctx.fail("card_step_type", found=shown(name), known=", ".join(sorted(STEP_NAMES + tuple(more or ()))))
    when = params.get("when") if isinstance(params, dict) else None
    step.when = parse_condition(sctx.at("when"), when) if when is not None else None
    return step
