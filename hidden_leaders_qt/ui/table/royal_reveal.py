"""What Royal Intrigue showed, kept on the table for a moment.

The Harbor cards Royal Intrigue turns up are public, but they go back under the Harbor at
once (one card asks nothing, R1) or after their order is chosen, and a computer player does
it all between two looks at the table. So the table keeps them face up in the looking area,
where they lay, while the question about them is open and for `ECHO_MS` after they left,
under a caption that says what they were shown for."""

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from shiboken6 import isValid

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.data.card_language import sentence_name
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.ui.art.faction_style import faction_title

ECHO_MS = 6000
"""How long the shown cards stay on the table once they went back under the Harbor."""


@dataclass(frozen=True)
class RoyalReveal:
    """One use of Royal Intrigue: the row hero the token went on, the faction named, the
    Harbor cards shown (in the order shown) and whether the hero was won (None: not yet)."""

    hero: int
    faction: str = ""
    cards: tuple[int, ...] = ()
    won: bool | None = None


def royal_reveal(events: Sequence[Event]) -> RoyalReveal | None:
    """The last Royal Intrigue among `events` (a move, oldest first), or None. Every part of
    it is public: the row, the faction named and the cards turned face up."""
    found: RoyalReveal | None = None
    for event in events:
        if event.kind == "royal_token":
            found = RoyalReveal(event.card)
        elif found is None or found.won is not None:
            continue
        elif event.kind == "faction":
            found = RoyalReveal(found.hero, str(event.value))
        elif event.kind == "reveal" and event.src is not None and event.src[0] == Zone.LOOKING:
            found = RoyalReveal(found.hero, found.faction, (*found.cards, event.card))
        elif event.kind in ("royal_take", "royal_miss"):
            found = RoyalReveal(found.hero, found.faction, found.cards, event.kind == "royal_take")
    return found


class RevealEcho(QObject):
    """Says which Royal Intrigue the table shows now: one whose cards still lie in the
    looking area (its question is open), or that left it less than `echo_ms` ago. Each use is
    shown once; `expired` asks the table to lay itself out without it."""

    expired = Signal()

    def __init__(self, parent: QObject | None = None, echo_ms: int = ECHO_MS) -> None:
        super().__init__(parent)
        self.echo_ms = echo_ms
        self.reveal: RoyalReveal | None = None
        self.over = False  # its moment after the looking area has passed
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._expire)
        self._explained: list = []  # the card items whose tooltips say what they were shown for

    def shown(self, reveal: RoyalReveal | None, looking: Sequence[int]) -> RoyalReveal | None:
        """The reveal to lay out with the looking area `looking` now, or None."""
        if reveal is None or not reveal.cards:
            return None
        if reveal != self.reveal:
            self.reveal, self.over = reveal, False
            self.timer.stop()
        if self.over or any(card not in reveal.cards for card in looking):
            return None  # its moment is over, or another effect is looking at cards: they have the place
        if any(card in looking for card in reveal.cards):
            self.timer.stop()  # the question about them is open: the moment starts when they leave
        elif not self.timer.isActive():
            self.timer.start(self.echo_ms)
        return reveal

    def _expire(self) -> None:
        self.over = True
        self.expired.emit()

    def explain(self, view: SeatView, reveal: RoyalReveal | None, looked: list, db, cards: dict) -> None:
        """The cards Royal Intrigue shows say, when hovered, what for and where they are now."""
        for item in self._explained:
            if isValid(item):
                item.setToolTip("")
        self._explained = []
        if reveal is None:
            return
        hero = hero_name(view, reveal, db)
        for card, pos in looked:
            item = cards.get(("c", card))
            if item is not None and item.position == pos:
                item.setToolTip(card_tooltip(reveal, hero, pos[0] == "shown"))
                self._explained.append(item)


def reveal_places(reveal: RoyalReveal | None, looking: Sequence[int]) -> list[tuple[int, tuple]]:
    """(card, position) of each card in the looking area, in its order: with a reveal shown,
    each card it showed in the order shown, at its looking position while it is still being
    looked at (it can be chosen there), else at `("shown", k)`, a place nothing is chosen in."""
    if reveal is None:
        return [(card, (Zone.LOOKING, -1, i)) for i, card in enumerate(looking)]
    return [
        (card, (Zone.LOOKING, -1, looking.index(card)) if card in looking else ("shown", k))
        for k, card in enumerate(reveal.cards)
    ]


def caption(reveal: RoyalReveal, looking: Sequence[int]) -> str:
    """The label over the shown cards: while they are still being looked at, and after."""
    if any(card in looking for card in reveal.cards):
        return QCoreApplication.translate("royal_reveal", "Royal Intrigue shows")
    return QCoreApplication.translate("royal_reveal", "Royal Intrigue showed")


def in_sight(view: SeatView, card: int) -> bool:
    """The viewer can tell where the card lies now. A hero won from the row can be out of sight
    (put face down with the hand card it is among): the table then says only that it was won."""
    groups = [*view.hands, *view.face_up, *view.face_down, view.tavern, view.graveyard, view.looking, view.in_play]
    if view.artifacts is not None:
        groups.append(view.artifacts.row)
    return any(card in group for group in groups)


def hero_name(view: SeatView, reveal: RoyalReveal, db) -> str | None:
    """The name of the row hero Royal Intrigue was for, while the viewer can tell where it is."""
    return sentence_name(db.heroes[reveal.hero]) if in_sight(view, reveal.hero) else None


def outcome(reveal: RoyalReveal, hero_name: str | None) -> str:
    """Beside the shown cards: the faction named and what came of it (`hero_name`: the row
    hero's name, None when the viewer has lost sight of it)."""
    if not reveal.won:
        text = QCoreApplication.translate("royal_reveal", "{faction} named, not shown: {hero} stays in the row")
    elif hero_name is None:
        text = QCoreApplication.translate("royal_reveal", "{faction} named and shown: the hero is won")
    else:
        text = QCoreApplication.translate("royal_reveal", "{faction} named and shown: {hero} taken")
    # after the colon a sentence begins: "… nicht gezeigt: Der Kumpel des Kaisers bleibt …"
    hero = hero_name[:1].upper() + hero_name[1:] if hero_name else hero_name
    return text.format(faction=faction_title(reveal.faction), hero=hero)


def card_tooltip(reveal: RoyalReveal, hero_name: str | None, harbor: bool) -> str:
    """What a shown card was shown for, and where it is now."""
    if not reveal.won:
        told = QCoreApplication.translate(
            "royal_reveal",
            "Shown by Royal Intrigue ({faction} named): no card shown is of it, so {hero} stays in the royal row.",
        )
    elif hero_name is None:
        told = QCoreApplication.translate(
            "royal_reveal",
            "Shown by Royal Intrigue ({faction} named): one of the cards shown is of it, so the hero is won.",
        )
    else:
        told = QCoreApplication.translate(
            "royal_reveal",
            "Shown by Royal Intrigue ({faction} named): one of the cards shown is of it, so {hero} was won.",
        )
    told = told.format(faction=faction_title(reveal.faction) if reveal.faction else "", hero=hero_name)
    if harbor:
        told += " " + QCoreApplication.translate("royal_reveal", "The card is back under the Harbor.")
    return told
