"""Why a module's piece cannot be used now: the bribery card (a bribe) and an artifact, read
from the seat's view, for the person hovering them at any moment of the game."""

from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.options import Decision
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.reasons.reason import Reason
from hidden_leaders_qt.engine.rules.view import SeatView


def bribe_reason(view: SeatView, decision: Decision | None) -> Reason | None:
    tokens = view.bribery
    if tokens is None:
        return None
    if decision is not None and any(option.kind == "bribe" for option in decision.options):
        return None
    if view.result is not None:
        return Reason("game_over")
    if view.phase == Phase.SETUP:
        return Reason("bribe_after_setup")
    if view.current != view.seat:
        return Reason("bribe_not_your_turn", (view.current,))
    if not any(tokens.on_card):
        return Reason("bribe_tokens_gone")
    if tokens.placing >= 0:
        return Reason("bribe_being_placed")
    if tokens.bribed_this_turn:
        return Reason("bribe_once_a_turn")
    need = min(n for n, left in zip(tokens.conditions, tokens.on_card, strict=True) if left)
    if max(len(party) for party in view.face_up) < need:
        return Reason("bribe_condition", (need,))
    return Reason("bribe_not_in_effect")


def artifact_reason(view: SeatView, db: CardDB, decision: Decision | None, seat: int) -> Reason | None:
    artifacts = view.artifacts
    if artifacts is None:
        return None
    if decision is not None and decision.seat == seat and any(o.kind == "artifact" for o in decision.options):
        return None
    if decision is not None and decision.kind == "artifact" and decision.seat == seat:
        return None
    if view.result is not None:
        return Reason("game_over")
    if seat != view.seat:
        return Reason("artifact_not_yours", (seat,))
    if artifacts.choosing or not artifacts.sides[seat]:
        return Reason("artifact_side_unchosen")
    side = next(s for s in db.artifact_sides if s.id == artifacts.sides[seat])
    if side.timing == "reaction":
        return Reason("artifact_reaction", (side.index,))
    if view.current != seat:
        return Reason("artifact_not_your_turn", (side.index,))
    if artifacts.tokens[seat] <= 0:
        return Reason("artifact_no_tokens", (side.index,))
    if artifacts.used >> seat & 1:
        return Reason("artifact_used", (side.index,))
    if side.timing == "slow":
        return Reason("artifact_slow", (side.index,))
    return Reason("artifact_fast", (side.index,))
