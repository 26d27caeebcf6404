"""Why something a person might pick is not offered now, as data (a `Reason`: a kind and its
values), read from one seat's view alone, so a reason never tells more than that seat knows.

A thing is named by the key the table clicks it with: `("card", zone, seat, index)`, a pile
`("pile", zone)`, a name plate `("plate", seat)`, a fate card `("fate", id)`, and the module
pieces `("bribery",)`, `("artifact", seat)` and `("row", index)`. `words.py` puts a
reason into words in the language of the moment."""

from collections.abc import Callable

from hidden_leaders_qt.engine.core.constants import PARTY_ZONES, Zone
from hidden_leaders_qt.engine.core.options import DECISION_KINDS, Decision, DecisionKind
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.reasons.pieces import artifact_reason, bribe_reason
from hidden_leaders_qt.engine.reasons.reason import Reason, card_at, program_of, steps_named
from hidden_leaders_qt.engine.reasons.targets import pick_reason
from hidden_leaders_qt.engine.rules.choice_steps import ChoosePlayer
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView

__all__ = ["BY_KIND", "Reason", "offered_keys", "why_not"]


def offered_keys(view: SeatView, decision: Decision) -> set[tuple]:
    """The keys the decision's options pick (the table's clicks for them)."""
    keys: set[tuple] = set()
    hand = (Zone.HAND, decision.seat)
    for option in decision.options:
        kind, args = option.kind, option.args
        if kind in ("play", "discard"):
            keys.add(("card", *hand, args[0]))
        elif kind == "setup":
            keys.update(("card", *hand, i) for i in args)
        elif kind == "draw_tavern":
            keys.add(("card", Zone.TAVERN, -1, args[0]))
        elif kind == "draw_harbor":
            keys.add(("pile", int(Zone.HARBOR)))
        elif kind in ("card", "look_token", "substitute", "protect"):
            keys.add(("card", *args))
            if args[0] == Zone.GRAVEYARD and args[2] == len(view.graveyard) - 1:
                keys.add(("pile", int(Zone.GRAVEYARD)))
        elif kind == "place_token":
            keys.add(("card", *args[1:]))
        elif kind == "pile":
            keys.add(("pile", args[0]))
        elif kind == "player":
            keys.add(("plate", args[0]))
        elif kind == "fate":
            keys.add(("fate", args[0]))
        elif kind == "bribe":
            keys.add(("bribery",))
        elif kind == "artifact":
            keys.add(("artifact", decision.seat))
        elif kind == "row":
            keys.add(("row", args[0]))
    return keys


def why_not(view: SeatView, db: CardDB, key: tuple) -> Reason | None:
    """Why `key` cannot be chosen now by the seat of `view`; None when it can (or there is
    nothing to say, as for a Pass)."""
    decision = view.decision
    if key[0] == "bribery":
        return bribe_reason(view, decision)
    if key[0] == "artifact":
        return artifact_reason(view, db, decision, key[1])
    if decision is None:
        return Reason("game_over") if view.result is not None else Reason("not_your_decision")
    if key in offered_keys(view, decision):
        return None
    if key[0] == "row":  # while Royal Intrigue asks for a row hero, its buttons name them
        return None if decision.kind == "royal_card" else Reason("row_by_intrigue")
    return BY_KIND[decision.kind](view, db, decision, key)


# --- the turn's own questions ----------------------------------------------------------------


def _main(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if key[0] == "card" and key[1] == Zone.TAVERN or key == ("pile", int(Zone.HARBOR)):
        return Reason("draw_after_action")
    if key[0] == "pile":
        return Reason("pile_not_drawn", (key[1],))
    if key[0] == "fate":
        return Reason("fate_not_now")
    return Reason("main_plays_hand")


def _discard(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if key[0] == "card" and key[1] == Zone.HAND and key[2] == decision.seat:
        return Reason("discard_three")
    return Reason("discard_from_hand")


def _draw(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if key == ("pile", int(Zone.HARBOR)):
        return Reason("harbor_empty")
    if key[0] == "card" and key[1] == Zone.TAVERN:
        return Reason("tavern_slot_empty")
    if key[0] == "pile":
        return Reason("pile_not_drawn", (key[1],))
    return Reason("draw_from_tavern_or_harbor")


def _setup(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    return Reason("setup_from_hand")


def _fate(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    return Reason("keep_a_fate")


def _buttons(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    """A question answered with the buttons beside the table (a branch, a faction, markers)."""
    return Reason("answer_with_buttons", (decision.kind, decision.card))


def _extra_play(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    card = card_at(view, key)
    if key[0] == "card" and key[1] == Zone.HAND and key[2] == decision.seat and card != HIDDEN:
        refused = [
            getattr(step, "not_faction", 0) for step in steps_named(db, program_of(view, db, decision), "extra_play")
        ]
        return Reason("extra_not_faction", (decision.card, card, refused[0] if refused else 0))
    return Reason("extra_from_hand", (decision.card,))


def _place_token(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if key[0] != "card" or key[1] not in PARTY_ZONES:
        return Reason("token_on_hero")
    return Reason("token_already")


def _reaction(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    return Reason("reaction_with_buttons")


def _royal_order(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    return Reason("royal_order_shown")


def _player(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if key[0] != "plate":
        return Reason("choose_a_player", (decision.card,))
    seat = key[1]
    if decision.step == "move_to_party":
        return Reason("move_not_to_own" if seat == decision.seat else "move_not_to_owner", (decision.card,))
    if seat == decision.seat:
        return Reason("player_not_you", (decision.card,))
    steps = steps_named(db, program_of(view, db, decision), "choose_player")
    required = next((step.require for step in steps if isinstance(step, ChoosePlayer)), None)
    lacking = next((name for name, zones in ChoosePlayer.REQUIRE.items() if zones == required), "hero")
    return Reason("player_lacks", (decision.card, seat, lacking))


def _pile(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if key[0] == "pile":
        zone = Zone(key[1])
        # an empty Harbor is refilled from the Wilderness
        counts = {Zone.HARBOR: len(view.harbor) + len(view.wilderness), Zone.WILDERNESS: len(view.wilderness)}
        count = counts.get(zone, len(view.graveyard))
        return Reason("pile_empty" if count == 0 else "pile_not_among", (decision.card, key[1]))
    return Reason("choose_a_pile", (decision.card,))


# What answers each question the engine asks: a new decision kind fails the test over them.
BY_KIND: dict[DecisionKind, Callable[[SeatView, CardDB, Decision, tuple], Reason]] = {
    "setup": _setup,
    "main": _main,
    "discard_more": _discard,
    "draw": _draw,
    "discard_down": _discard,
    "fate": _fate,
    "card": pick_reason,
    "player": _player,
    "faction": _buttons,
    "pile": _pile,
    "branch": _buttons,
    "extra_play": _extra_play,
    "markers": _buttons,
    "bribe_moment": _buttons,
    "place_token": _place_token,
    "reaction": _reaction,
    "artifact_side": _buttons,
    "artifact": _buttons,
    "royal_card": _buttons,
    "royal_order": _royal_order,
}
assert set(BY_KIND) == set(DECISION_KINDS), "every decision kind has its reasons"
