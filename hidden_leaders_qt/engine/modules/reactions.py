"""The reaction window: questions to players who are not moving, in the middle of an effect,
before a hero is buried.

A burial that some source of reactions watches (`SOURCES`) does not happen at once: a
`Window` is opened, and every seat that could react *by public facts* is asked in turn
order from the active player (ruling R41), even one whose only answer is to let it happen
(the question is exempt from answering single options automatically: skipping it would tell
everybody that the seat holds nothing). The first seat to react closes the window; when
nobody does, the burial goes on and only then may the Keeper of Discord step in (ruling R43).

A new source of reactions (an artifact that cancels a burial, say) is an object with
`kinds` (the option kinds it answers with), `watchers(st, card)` (the bit mask of seats that
may react to burying `card`, from public facts only), `answers(st, seat, card)` (that seat's
options, which may be none) and `react(st, seat, card, option)` (do it: None when the burial
is prevented, or the position of a hero to bury instead), added to `SOURCES`."""

from typing import NamedTuple, Protocol

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import PARTY_ZONES, Zone
from hidden_leaders_qt.engine.core.events import MoveKind
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.modules.bribery import PROTECTION_SOURCE
from hidden_leaders_qt.engine.modules.shield import SHIELD_SOURCE

LET_IT_HAPPEN = Option("let_it_happen")


class Window(NamedTuple):
    card: int
    """The hero about to be buried."""
    actor: int
    """Whose effect buries it."""
    asking: tuple[int, ...]
    """The seats still to be asked, the first now; empty until the window is the open one."""
    frame: int
    """The stack index of the frame whose step buries it (it counts the burial), or -1."""


class Source(Protocol):
    kinds: frozenset[str]

    def watchers(self, st: Board, card: int) -> int: ...

    def answers(self, st: Board, seat: int, card: int) -> tuple[Option, ...]: ...

    def react(self, st: Board, seat: int, card: int, option: Option) -> Position | None: ...


SOURCES: tuple[Source, ...] = (PROTECTION_SOURCE, SHIELD_SOURCE)
KINDS = frozenset(kind for source in SOURCES for kind in source.kinds)


class Reacting(Board, Protocol):
    """The state as the window sees it."""

    reaction: tuple[Window, ...]
    stack: list[Frame]

    def bury_now(self, pos: Position, actor: int) -> bool: ...

    def move(self, pos: Position, zone: int, seat: int, actor: int, kind: MoveKind, witnesses: int = 0) -> int: ...


def watchers(st: Board, card: int) -> int:
    mask = 0
    for source in SOURCES:
        mask |= source.watchers(st, card)
    return mask


def open_window(st: Reacting, card: int, actor: int) -> None:
    """Hold the burial of `card` for the reactions; asked at once unless a window is open."""
    st.reaction = st.reaction + (Window(card, actor, (), len(st.stack) - 1),)
    if len(st.reaction) == 1:
        _start(st)


def _start(st: Reacting) -> None:
    """Open the first window in the queue: the seats to ask, taken now (an earlier window may
    have changed them), or straight on to the burial when nobody may react any more."""
    while st.reaction:
        window = st.reaction[0]
        pos = st.locate(window.card)
        if pos is None or pos[0] not in PARTY_ZONES:
            st.reaction = st.reaction[1:]
            continue
        mask = watchers(st, window.card)
        asking = tuple(s for s in st.seats_from(st.current) if mask >> s & 1)
        if not asking:
            st.reaction = st.reaction[1:]
            _bury(st, window)
            continue
        st.reaction = (window._replace(asking=asking),) + st.reaction[1:]
        st.emit("react_window", window.actor, window.card, st.known[window.card], None, (pos[0], pos[1]))
        ask(st)
        return


def ask(st: Reacting) -> None:
    """The open window's question to its next seat: let it happen, or a reaction it holds."""
    window = st.reaction[0]
    seat = window.asking[0]
    options: tuple[Option, ...] = (LET_IT_HAPPEN,)
    for source in SOURCES:
        options += source.answers(st, seat, window.card)
    pos = st.locate(window.card)
    assert pos is not None
    st.pending = Decision("reaction", seat, options, picked=(pos,))


def answer(st: Reacting, seat: int, option: Option) -> None:
    window = st.reaction[0]
    if option.kind == "let_it_happen":
        st.emit("react_pass", seat)
        if len(window.asking) > 1:
            st.reaction = (window._replace(asking=window.asking[1:]),) + st.reaction[1:]
            ask(st)
            return
        st.reaction = st.reaction[1:]
        _bury(st, window)
    else:
        source = next(s for s in SOURCES if option.kind in s.kinds)
        instead = source.react(st, seat, window.card, option)
        st.reaction = st.reaction[1:]
        if instead is not None:
            # the sacrifice is the reaction's own doing: no window of its own, no Keeper (ruling R42)
            st.move(instead, Zone.GRAVEYARD, -1, window.actor, "bury")
    _start(st)


def _bury(st: Reacting, window: Window) -> None:
    """Nobody prevented it: the burial goes on (the Keeper of Discord may still turn it over)."""
    pos = st.locate(window.card)
    assert pos is not None
    if st.bury_now(pos, window.actor) and 0 <= window.frame < len(st.stack):
        values = st.stack[window.frame].vars
        values["x"] = values.get("x", 0) + 1
