"""The marks notices leave on the table, painted with QPainter: where a card of yours left
your party or hand, a ghost of it (a dashed outline with its name and who took it) at the end
of the row it left; on a card of yours that is still there but was turned or lost its token,
a band across it saying so. A ghost is clicked away; a band lets clicks through to its card."""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.ui.art import card_text  # its draw_fitted through the module, as the pseudo reader watches it
from hidden_leaders_qt.ui.art.card_text import SANS, Fitted, fit_text
from hidden_leaders_qt.ui.notices.notice_reading import Notice
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.table.motion import artifact_badges
from hidden_leaders_qt.ui.table.plate_item import PlateItem
from hidden_leaders_qt.ui.table.table_scene import HAND_CARD, HAND_Y, OWN_PARTY_Y, PARTY_CARD

ON_CARD = frozenset({"turned_down", "turned_up", "token_returned", "token_swapped"})
# marked by a ring around the artifact on the plate
ON_PLATE = frozenset({"artifact_swapped", "artifact_token"})
GAP = 14.0
PARTY_LEFT = 190.0
GHOST_Z = 70.0
INK = QColor("#fff6d8")
GHOST_FILL = QColor(8, 22, 14, 150)
BAND_FILL = QColor(24, 18, 40, 228)
EDGE = QColor("#ffd97a")
SMALLEST_PX = 18.0
"""Table units: some ten pixels on the smallest window (1024x700)."""
# a ghost in the party's row is as tall as a card and wider, so that its words are readable
PARTY_GHOST = (170.0, PARTY_CARD[1])


@dataclass(frozen=True)
class MarkText:
    """What a mark says: the card's name (a ghost only), its caption in the longest of its
    forms that fits (who did it with which card, who did it, what was done), and the whole
    sentence for its tooltip."""

    label: str
    captions: tuple[str, ...]
    sentence: str

    @property
    def caption(self) -> str:
        return self.captions[0]


class NoticeMark(QGraphicsObject):
    """One notice's mark: a ghost card, or a band over a card (`on_card`)."""

    clicked = Signal(object)

    def __init__(self, notice: Notice, text: MarkText, on_card: bool) -> None:
        super().__init__()
        self.notice = notice
        self.text = text
        self.width, self.height = PARTY_CARD
        self.on_card = on_card
        self.setToolTip(text.sentence)
        self.set_band(on_card)
        self.setZValue(GHOST_Z)

    def set_band(self, on_card: bool) -> None:
        """A band over its card lets clicks through to the card; a ghost is clicked away."""
        self.prepareGeometryChange()
        self.on_card = on_card
        if on_card:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.unsetCursor()
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def boundingRect(self) -> QRectF:
        rect = QRectF(0, 0, self.width, self.height)
        if self.on_card:
            rect = rect.united(self.band_rect())
        return rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.on_card:
            self._paint_band(painter)
        else:
            self._paint_ghost(painter)

    def _paint_ghost(self, painter: QPainter) -> None:
        """A dashed outline where the card was, its name at the top, the caption under it."""
        rect = QRectF(0, 0, self.width, self.height)
        painter.setPen(QPen(EDGE, 3, Qt.PenStyle.DashLine))
        painter.setBrush(GHOST_FILL)
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
        inner = rect.adjusted(8, 8, -8, -8)
        largest = max(SMALLEST_PX, self.width * 0.14)
        name_rect = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.34)
        name = whole(painter, (self.text.label,), name_rect, largest, bold=True, max_lines=2)
        if name is not None:
            card_text.draw_fitted(painter, name, name_rect, EDGE)
        below = name_rect.bottom() + 4
        caption_rect = QRectF(inner.left(), below, inner.width(), inner.bottom() - below)
        caption = whole(painter, self.text.captions, caption_rect, largest)
        if caption is not None:
            card_text.draw_fitted(painter, caption, caption_rect, INK)

    def _paint_band(self, painter: QPainter) -> None:
        """Over the lower part of a card, its name left readable; under a chip (a hero shown
        by its name alone), as wide as it."""
        band = self.band_rect()
        painter.setPen(QPen(EDGE, 2.5))
        painter.setBrush(BAND_FILL)
        painter.drawRoundedRect(band, 6, 6)
        inner = band.adjusted(4, 3, -4, -3)
        caption = whole(painter, self.text.captions, inner, max(SMALLEST_PX, min(band.height() * 0.3, 24.0)))
        if caption is not None:
            card_text.draw_fitted(painter, caption, inner, INK)

    def band_rect(self) -> QRectF:
        if self.height > self.width:
            return QRectF(0, self.height * 0.4, self.width, self.height * 0.6)
        return QRectF(0, self.height + 2, self.width, max(self.height * 0.8, 2.6 * SMALLEST_PX))

    def mousePressEvent(self, event) -> None:
        self.clicked.emit(self)
        event.accept()


class ArtifactRing(NoticeMark):
    """A dashed ring around your artifact on your name plate (swapped, or a token of it
    discarded); its words are in its tooltip and the side panel, the plate has no room."""

    def __init__(self, notice: Notice, text: MarkText) -> None:
        super().__init__(notice, text, True)

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.width + 10, self.height + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(-3, -3, self.width + 6, self.height + 6), 6, 6)


def whole(painter: QPainter, texts: tuple[str, ...], rect: QRectF, largest: float, **options) -> Fitted | None:
    """The first of `texts` that fits `rect` whole, as large as it may be; None when none does
    (the tooltip and the side panel still say it all)."""
    for text in texts:
        fitted = fit_text(painter, text, rect, SANS, largest, SMALLEST_PX, **options)
        if not fitted.elided:
            return fitted
    return None


class NoticeMarks(QObject):
    """The marks of the notices of the seat on screen, laid out over the still table: while
    cards are on their way they wait, and they come as the move lands."""

    def __init__(self, scene, seen: Callable[[Notice], None]) -> None:
        super().__init__(scene)
        self.scene = scene
        self.seen = seen
        self.marks: list[NoticeMark] = []
        self.seat = -1
        scene.motion.landed.connect(self.lay_out)
        # a new width lays the rows out again, after the scene's own relayout
        scene.sceneRectChanged.connect(lambda _rect: QTimer.singleShot(0, self.lay_out))

    def show(self, notices: list[tuple[Notice, MarkText]], seat: int) -> None:
        """Mark `notices` (the newest per card) for `seat`'s rows; none for -1."""
        for mark in self.marks:
            self.scene.removeItem(mark)
        self.marks = []
        self.seat = seat
        latest: dict[object, tuple[Notice, MarkText]] = {}
        for notice, text in notices:
            if notice.what in ON_PLATE:
                latest["artifact"] = (notice, text)
            else:
                latest[notice.card if notice.card >= 0 else ("unknown", notice.serial)] = (notice, text)
        for notice, text in latest.values():
            if notice.what in ON_PLATE:
                mark: NoticeMark = ArtifactRing(notice, text)
            else:
                mark = NoticeMark(notice, text, notice.what in ON_CARD)
            mark.clicked.connect(lambda item: self.seen(item.notice))
            mark.setVisible(False)
            self.scene.addItem(mark)
            self.marks.append(mark)
        self.lay_out()

    def lay_out(self) -> None:
        if self.scene.motion.running():
            for mark in self.marks:
                mark.setVisible(False)
            return
        party, hand = [], []
        for mark in self.marks:
            if isinstance(mark, ArtifactRing):
                self._ring(mark)
                continue
            card = self.scene.cards.get(("c", mark.notice.card)) if mark.notice.what in ON_CARD else None
            if card is not None and card.scene() is self.scene:
                mark.set_band(True)
                mark.set_size(card.width, card.height)
                mark.setPos(card.pos())
                mark.setZValue(card.zValue() + 0.5)
                mark.setVisible(True)
                continue
            mark.set_band(False)
            (hand if mark.notice.place == Zone.HAND else party).append(mark)
        self._lay_row(party, (Zone.FACE_UP, Zone.FACE_DOWN), PARTY_GHOST, OWN_PARTY_Y + PlateItem.HEIGHT + 6)
        self._lay_row(hand, (Zone.HAND,), HAND_CARD, HAND_Y)

    def _ring(self, mark: NoticeMark) -> None:
        """Around the artifact on the seat's plate, while it shows one."""
        badge = artifact_badges(self.scene).get(self.seat)
        mark.setVisible(badge is not None and badge.isVisible())
        if badge is not None:
            rect = badge.sceneBoundingRect()
            mark.set_size(rect.width(), rect.height())
            mark.setPos(rect.topLeft())
            mark.setZValue(badge.parentItem().zValue() + 1)

    def _lay_row(self, marks: list[NoticeMark], zones: tuple, size: tuple[float, float], top: float) -> None:
        """Ghosts after the last card of the seat's row, within the table's right edge."""
        if not marks:
            return
        cards = [
            item
            for pos, item in self.scene.position_items.items()
            if isinstance(item, CardItem) and isinstance(pos[0], int) and pos[0] in zones and pos[1] == self.seat
        ]
        ends = [item.x() + item.width for item in cards]
        start = max(ends) + GAP if ends else (PARTY_LEFT if zones != (Zone.HAND,) else self.scene.width / 2)
        width, height = size
        total = len(marks) * (width + GAP) - GAP
        shown = self.scene.shown
        reserved = self.scene.modules.reserved_width(shown["view"]) if shown else 0.0
        start = min(start, self.scene.width - reserved - 10 - total)
        for i, mark in enumerate(marks):
            mark.set_size(width, height)
            mark.setPos(start + i * (width + GAP), top)
            mark.setZValue(GHOST_Z)
            mark.setVisible(True)

    def items(self) -> list[NoticeMark]:
        return list(self.marks)
