"""The rule bot's play for the questions of Bribery and Artifacts that a module hero, Nutritious
Stew or Shield of Endurance asks: simple preferences from the seat's own view (its held token,
the tokens it knows, whose party a hero lies in), never from what it cannot see."""

from hidden_leaders_qt.ai import bribery_play
from hidden_leaders_qt.ai.search.estimate import Estimate
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.modules.module_steps import MODULE_STEPS as STEP_TYPES

MODULE_STEPS = frozenset(STEP_TYPES)
HELPFUL = frozenset({"loyalty_x2", "protection"})
"""Tokens that make a hero count more: good on my heroes, not on the others'."""


def reaction(est: Estimate, decision: Decision) -> list[float]:
    """Spend the Shield to keep a hero of mine, let the others' heroes go; a protection token
    as the Bribery play says."""
    scores = bribery_play.reaction(est, decision) if decision.picked else [0.0] * len(decision.options)
    mine = bool(decision.picked) and decision.picked[0][1] == est.me
    return [
        (1.0 if mine else -0.5) if option.kind == "endure" else score
        for option, score in zip(decision.options, scores, strict=True)
    ]


def _known_token(est: Estimate, pos: tuple) -> str | None:
    tokens = est.view.bribery
    if tokens is None:
        return None
    return next((name for where, name in tokens.tokens if where == tuple(pos)), None)


def _token_value(est: Estimate, name: str | None, owner: int) -> float:
    """How good a token lying on a hero of `owner` is for me (unknown: a little, on my side)."""
    own = owner == est.me
    if name is None:
        return 0.2 if own else -0.2
    if name in HELPFUL:
        return 1.0 if own else -1.0
    return -0.3 if own else 0.3


def card_scores(est: Estimate, decision: Decision) -> list[float]:
    """One score per option of a module step's question."""
    step = decision.step
    held = est.view.bribery.held if est.view.bribery is not None else ()
    scores = []
    for option in decision.options:
        scores.append(_score(est, step, option, held))
    return scores


def _score(est: Estimate, step: str, option: Option, held: tuple[str, ...]) -> float:
    kind, args = option.kind, option.args
    if kind == "card" and step == "draw_token_onto":
        return _token_value(est, held[0] if held else None, args[1])
    if kind == "card" and step == "swap_tokens":
        return -_token_value(est, _known_token(est, args), args[1])
    if kind == "look_token":
        return 0.5 if _known_token(est, args) is None else 0.1
    if kind == "discard_token":
        return -_token_value(est, _known_token(est, args), args[1])
    if kind == "artifact_token":
        mine = args[0] == est.me
        return (1.0 if mine else -0.2) if args[1] > 0 else (-1.0 if mine else 0.5)
    if kind == "artifact_of":
        return 0.3
    if kind == "artifact_pair":
        return 0.1 if est.me in args else 0.0
    return 0.0
