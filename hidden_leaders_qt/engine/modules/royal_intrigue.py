"""The Royal Intrigue variant: after each artifact use the spent token goes onto a hero of
the row, a base faction is named and the Harbor shows whether that hero is won.

It runs as a step of its own program (`CardDB.royal_pid`), on a frame pushed above the
artifact's effect, so that it clones, saves and resamples like any card in mid-effect."""

from typing import Any, Protocol

from hidden_leaders_qt.engine.core.board import Board
from hidden_leaders_qt.engine.core.constants import FACTION_BITS, Zone
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.modules.artifact_state import ArtifactState
from hidden_leaders_qt.engine.rules.choice_steps import NameFaction
from hidden_leaders_qt.engine.rules.step_base import NEXT, WAIT, Step, StepResult

STEP = "royal_intrigue"


class RoyalBoard(Board, Protocol):
    """The board with the module's state and what it needs to hand a row hero over."""

    artifacts: ArtifactState | None
    known: list[int]
    all_mask: int
    hand_lacks: tuple[int, ...]


class RowFacts(Protocol):
    royal_row_ids: tuple[str, ...]
    hero_index: dict[str, int]


def take_row(settings: Settings, db: RowFacts, deck: list[int]) -> tuple[int, ...]:
    """The row's heroes (those of the row that this game's deck holds), taken out of `deck`."""
    known = [db.hero_index[hero_id] for hero_id in db.royal_row_ids if hero_id in db.hero_index]
    row = tuple(card for card in known if card in deck)
    for card in row:
        deck.remove(card)
    return row


class RoyalIntrigue(Step):
    """Token onto a row hero, a base faction named, the Harbor cards shown, the hero won or
    not, the shown cards back under the Harbor one by one (rulings R53 to R57)."""

    name = STEP
    __slots__ = ()

    def __init__(self) -> None:
        self.when = None

    def run(self, st: Board, fr: Frame) -> StepResult:
        board: Any = st
        artifacts: ArtifactState = board.artifacts
        ss = fr.ss
        assert ss is not None
        if "row" not in ss:
            options = tuple(Option("row", (i,)) for i in range(len(artifacts.row)))
            st.ask(Decision("royal_card", fr.seat, options, -1, STEP))
            return WAIT
        if "named" not in fr.vars:
            st.ask(Decision("faction", fr.seat, NameFaction.OPTIONS, -1, STEP))
            return WAIT
        if st.looking:
            options = tuple(Option("card", (Zone.LOOKING, -1, i)) for i in range(len(st.looking)))
            st.ask(Decision("royal_order", fr.seat, options, -1, STEP))
            return WAIT
        _over(board, fr.seat)
        return NEXT

    def resume(self, st: Board, fr: Frame, option: Option) -> bool:
        board: Any = st
        ss = fr.ss
        assert ss is not None
        if option.kind == "row":
            ss["row"] = option.args[0]
            _place_token(board, fr.seat, option.args[0])
            return False
        if option.kind == "faction":
            fr.vars["named"] = FACTION_BITS[option.args[0]]
            st.emit("faction", fr.seat, value=option.args[0])
            _reveal_and_take(board, fr.seat, ss["row"], fr.vars["named"])
            return False
        _put_under_harbor(board, fr.seat, option.args[2])
        if st.looking:
            return False
        _over(board, fr.seat)
        return True


def _over(st: Any, seat: int) -> None:
    """Royal Intrigue came first (ruling R53); the log says that the artifact's own effect
    comes now, so that its questions do not seem to belong to Royal Intrigue. A reaction
    (Shield of Endurance) has acted already and has no effect to follow."""
    artifacts = st.artifacts
    assert artifacts is not None
    side = st.db.artifact_sides[artifacts.sides[seat]]
    if side.pid >= 0:
        st.emit("artifact_effect", seat, value=side.id)


def _place_token(st: RoyalBoard, seat: int, index: int) -> None:
    """The token spent on the artifact goes onto the chosen row hero."""
    artifacts = st.artifacts
    assert artifacts is not None
    artifacts = artifacts.with_seat("tokens", seat, artifacts.tokens[seat] - 1)
    st.artifacts = artifacts.with_seat("row_tokens", index, artifacts.row_tokens[index] + 1)
    st.emit("royal_token", seat, artifacts.row[index], st.all_mask, value=artifacts.row_tokens[index] + 1)


def _reveal_and_take(st: RoyalBoard, seat: int, index: int, named: int) -> None:
    """Show as many Harbor cards as the hero has tokens; one of the named faction wins it."""
    artifacts = st.artifacts
    assert artifacts is not None
    st.looking_seat = seat
    for _ in range(artifacts.row_tokens[index]):
        if not st.harbor:
            st.reshuffle()
        if not st.harbor:
            break
        st.move((Zone.HARBOR, -1, len(st.harbor) - 1), Zone.LOOKING, seat, seat, "draw")
        st.reveal((Zone.LOOKING, -1, len(st.looking) - 1), seat)
    if not any(st.db.factions[card] & named for card in st.looking):
        st.emit("royal_miss", seat, artifacts.row[index], st.all_mask)
        return
    card, tokens = artifacts.row[index], artifacts.row_tokens[index]
    st.artifacts = artifacts._replace(
        row=artifacts.row[:index] + artifacts.row[index + 1 :],
        row_tokens=artifacts.row_tokens[:index] + artifacts.row_tokens[index + 1 :],
        box=artifacts.box + tokens,
    )
    st.hands[seat].append(card)
    st.known[card] = st.all_mask
    if st.hand_lacks[seat]:
        lacks = list(st.hand_lacks)
        lacks[seat] &= ~st.db.factions[card]
        st.hand_lacks = tuple(lacks)
    st.emit("royal_take", seat, card, st.all_mask, None, (Zone.HAND, seat), tokens)


def _put_under_harbor(st: RoyalBoard, seat: int, index: int) -> None:
    """The chosen shown card goes under the Harbor, below those put there before it. Nobody
    keeps track of it there (ruling R57), as of any card in the Harbor."""
    card = st.looking.pop(index)
    st.harbor.insert(0, card)
    st.known[card] = 0
    st.emit("under_harbor", seat, card, st.all_mask, (Zone.LOOKING, -1), (Zone.HARBOR, -1))
