"""The data a reason is made of: a `Reason` (a kind and its values), the `Target` a card's step
takes, and what every reason reads of the view and the cards: the card at a table key, the
program asking and its steps of one kind."""

from collections.abc import Iterator
from typing import NamedTuple

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.options import Decision
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.step_base import Step
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView


class Reason(NamedTuple):
    """Why a thing is not offered: `kind` names the rule, `values` what the words need
    (cards as indices, seats as numbers, selectors' names)."""

    kind: str
    values: tuple = ()


class Target(NamedTuple):
    """What a card's step may pick, as its words need it: where (`zone`, a selector's zone
    name), whose (`owner`), of which factions (bits; -1 the named one), not of which, and
    whether the card itself is left out."""

    zone: str
    owner: str
    faction: int
    not_faction: int
    not_this: bool


def asking(view: SeatView, db: CardDB, decision: Decision) -> tuple[tuple[str, int], int]:
    """Whose effect asks and its program: ("hero", card), or for an artifact's effect (a frame
    with no card) the side in play whose program has the step asking, the deciding player's
    own first (another's, when a card lets them use it), or ("royal", -1) for Royal Intrigue."""
    if decision.card >= 0:
        return ("hero", decision.card), db.heroes[decision.card].pid
    artifacts = view.artifacts
    if artifacts is None or decision.step == "royal_intrigue":
        return ("royal", -1), -1
    seats = sorted(range(len(artifacts.sides)), key=lambda seat: seat != view.current)
    sides = [side for seat in seats for side in db.artifact_sides if side.id == artifacts.sides[seat]]
    for side in sides:
        if any(True for _ in steps_named(db, side.pid, decision.step)):
            return ("side", side.index), side.pid
    return ("royal", -1), -1


def program_of(view: SeatView, db: CardDB, decision: Decision) -> int:
    """The program asking: the card's, or the effect of the artifact being used (-1: none)."""
    return asking(view, db, decision)[1]


def steps_named(db: CardDB, pid: int, name: str) -> Iterator[Step]:
    """Every step of the program (and the programs nested in it) of the type `name`."""
    if pid < 0:
        return
    for step in db.programs[pid]:
        if step.name == name:
            yield step
        for inner in nested(step):
            yield from steps_named(db, inner, name)


def nested(step: Step) -> list[int]:
    pids = [getattr(step, slot, None) for slot in ("pid", "then", "otherwise")]
    pids += [pid for _label, pid in getattr(step, "branches", ())]
    return [pid for pid in pids if isinstance(pid, int)]


def card_at(view: SeatView, key: tuple) -> int:
    """The card at a key's place as the view shows it (HIDDEN when unseen or gone)."""
    if key[0] != "card":
        return HIDDEN
    zone, seat, index = Zone(key[1]), key[2], key[3]
    places = {
        Zone.HAND: view.hands[seat] if seat >= 0 else (),
        Zone.FACE_UP: view.face_up[seat] if seat >= 0 else (),
        Zone.FACE_DOWN: view.face_down[seat] if seat >= 0 else (),
        Zone.TAVERN: view.tavern,
        Zone.GRAVEYARD: view.graveyard,
        Zone.WILDERNESS: (),
        Zone.HARBOR: (),
        Zone.LOOKING: view.looking,
        Zone.IN_PLAY: view.in_play,
    }
    cards = places[zone]
    return cards[index] if 0 <= index < len(cards) else HIDDEN
