"""Graphics items of the table: cards and piles, the lines of text plates are written in,
and what every item shares (colours, the paint budget, sliding). The power track and its
markers are in `track_items.py`, a player's name plate in `plate_item.py`.

Each item draws one part of the seat's view and reports clicks; none of them knows a rule.
"""

import time
from typing import NamedTuple

from PySide6.QtCore import (
    QCoreApplication,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hidden_leaders_qt.engine.data.cards import HeroCard
from hidden_leaders_qt.ui.art.card_art import card_pixmap, is_cached, name_size
from hidden_leaders_qt.ui.art.card_terms import card_terms

HIGHLIGHT = QColor("#ffd34d")
SELECTED = QColor("#4dd2ff")
RECENT = QColor("#fff3c4")  # the last move: a pale ring, apart from gold (choosable) and blue (chosen)
TABLE_TEXT = QColor("#f3ead8")
MARKER_MS = 450


class _PaintBudget:
    """Painting a card face costs milliseconds; when many new faces appear at once (a new
    game, a resize) they are painted over a few frames so the event loop never stalls.

    The table view opens a frame before it paints; within a frame, new faces may take
    `LIMIT` seconds, and the rest wait for the next frame."""

    LIMIT = 0.010

    def __init__(self) -> None:
        self.spent = 0.0
        self.enabled = True

    def begin_frame(self) -> None:
        self.spent = 0.0

    def allows(self) -> bool:
        return not self.enabled or self.spent < self.LIMIT

    def charge(self, started: float) -> None:
        self.spent += time.perf_counter() - started


PAINT_BUDGET = _PaintBudget()
PLACEHOLDER = QColor("#27305a")


COMPACT_BELOW = 118.0


def draw_card(painter: QPainter, rect: QRectF, card, dimmed: bool = False, badge: float = 0.0) -> bool:
    """Draw a hero, a leader or the back (None) from the pixmap cache, at the resolution the
    painter really paints at, so zoomed cards stay sharp and repaints stay cheap. A hero
    smaller than `COMPACT_BELOW` device pixels is drawn compact (big name, marker tokens).
    Returns False when a face was put off to a later frame (the back stands in for it)."""
    scale = round(painter.deviceTransform().m11() or 1.0, 2)
    size = QSize(round(rect.width()), round(rect.height()))
    compact = isinstance(card, HeroCard) and rect.width() * scale < COMPACT_BELOW
    if not is_cached(card, size, scale, dimmed=dimmed, compact=compact, badge=badge) and not PAINT_BUDGET.allows():
        if is_cached(None, size, scale):
            painter.drawPixmap(rect, card_pixmap(None, size, scale), QRectF())
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PLACEHOLDER)
            painter.drawRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
        return False
    started = time.perf_counter()
    painter.drawPixmap(rect, card_pixmap(card, size, scale, dimmed=dimmed, compact=compact, badge=badge), QRectF())
    PAINT_BUDGET.charge(started)
    return True


def name_shown(hero: HeroCard, width: float, height: float, scale: float) -> tuple[float, bool]:
    """How many device pixels high `draw_card` writes the hero's name on a card of that size
    seen at that scale, and whether it is cut short."""
    return name_size(hero, QSize(round(width), round(height)), round(scale, 2), compact=width * scale < COMPACT_BELOW)


class CardItem(QGraphicsObject):
    """One card, face up or as a back; may be highlighted as a legal choice."""

    clicked = Signal(object)
    preview_requested = Signal(object)

    def __init__(self, key, size: tuple[float, float], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.hero = None
        self.leader = None
        self.width, self.height = size
        self.highlighted = False
        self.selected_mark = False
        self.dimmed = False
        self.face_down = False
        self.covered = False
        self.recent = False
        # the width of a token badge in the top right corner, which the name keeps clear of
        self.badge = 0.0
        self.position = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_card(self, hero, leader=None, face_down: bool = False, covered: bool = False) -> None:
        """`face_down` with a hero: a hidden hero whose face this viewer may see; `covered`:
        another card of its stack lies on it, so only its edge shows."""
        state = (hero, leader, face_down, covered)
        if state != (self.hero, self.leader, self.face_down, self.covered):
            self.hero, self.leader, self.face_down, self.covered = state
            self.setToolTip(card_terms(hero) if leader is None else "")
            self.update()

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def set_marks(self, highlighted: bool, selected: bool = False, dimmed: bool = False) -> None:
        if (highlighted, selected, dimmed) != (self.highlighted, self.selected_mark, self.dimmed):
            self.highlighted, self.selected_mark, self.dimmed = highlighted, selected, dimmed
            self.setCursor(Qt.CursorShape.PointingHandCursor if highlighted else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_recent(self, recent: bool) -> None:
        """Mark the card as part of the last move, until the next one."""
        if recent != self.recent:
            self.recent = recent
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.width + 16, self.height + 16)

    def outline_rect(self) -> QRectF:
        """What a ring around the card surrounds: the card itself."""
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.recent:
            paint_recent_ring(painter, rect)
        card = self.leader if self.leader is not None else self.hero
        dimmed = self.hero is not None and (self.dimmed or self.face_down)
        if not draw_card(painter, rect, card, dimmed=dimmed, badge=self.badge):
            QTimer.singleShot(0, self.update)
        elif self.face_down and self.hero is not None:
            self._paint_hidden_band(painter, rect)
        if self.highlighted or self.selected_mark:
            color = SELECTED if self.selected_mark else HIGHLIGHT
            painter.setPen(QPen(color, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 9, 9)

    def _paint_hidden_band(self, painter: QPainter, rect: QRectF) -> None:
        """A face-down hero shown to its owner (or a looker) must not look face up."""
        if rect.width() > rect.height():  # a chip: the band along its foot, under the name
            band = QRectF(rect.left(), rect.bottom() - rect.height() * 0.22, rect.width(), rect.height() * 0.22)
        else:
            band = QRectF(rect.left(), rect.center().y() - rect.height() * 0.09, rect.width(), rect.height() * 0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 16, 30, 215))
        painter.drawRect(band)
        if self.covered:  # the words would show as a stray letter or two on the visible edge
            return
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, int(min(rect.height() * 0.085, band.height() * 0.75))))
        painter.setFont(font)
        painter.setPen(QColor("#f3ead8"))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("items", "FACE DOWN"))

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.preview_requested.emit(self)
        else:
            self.clicked.emit(self)
        event.accept()

    def hoverEnterEvent(self, event) -> None:
        self.setZValue(self.zValue() + 100)
        self.preview_requested.emit(self)

    def hoverLeaveEvent(self, event) -> None:
        self.setZValue(self.zValue() - 100)
        self.preview_requested.emit(None)


RECENT_REACH = 5.0
"""How far the glow of a last move reaches beyond what it surrounds: less than the gap
between a party's plate and its cards, so it never crosses the plate's second line."""


def paint_recent_ring(painter: QPainter, rect: QRectF) -> None:
    """A soft glow around something the last move touched."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((6, 70), (3.5, 150), (2, 255)):
        color = QColor(RECENT)
        color.setAlpha(alpha)
        painter.setPen(QPen(color, width))
        grow = RECENT_REACH - 3
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 10, 10)


class PlateLine(NamedTuple):
    """One line of text as a plate draws it: in `rect` (centred in it, or from its left end),
    how big (table units), and the words shown."""

    rect: QRectF
    px: int
    shown: str
    bold: bool = False
    centred: bool = False

    def font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.px)
        font.setBold(self.bold)
        return font

    def ink(self) -> QRectF:
        """Where the letters lie, in the coordinates of `rect`."""
        metrics = QFontMetricsF(self.font())
        left = self.rect.left()
        if self.centred:
            left = self.rect.center().x() - metrics.horizontalAdvance(self.shown) / 2
        baseline = self.rect.center().y() - metrics.height() / 2 + metrics.ascent()
        return metrics.tightBoundingRect(self.shown).translated(left, baseline)


def fitted_line(text: str, rect: QRectF, largest: int, least: int, bold: bool) -> PlateLine:
    """`text` in the largest size from `largest` down to `least` that fits `rect`'s width,
    cut short with an ellipsis only when even `least` is too wide."""
    font = QFont()
    font.setBold(bold)
    for px in range(largest, least - 1, -1):
        font.setPixelSize(px)
        if QFontMetricsF(font).horizontalAdvance(text) <= rect.width():
            return PlateLine(rect, px, text, bold)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, rect.width()))
    return PlateLine(rect, least, shown, bold)


def text_width(text: str, px: int, bold: bool = False) -> float:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return QFontMetricsF(font).horizontalAdvance(text)


class ClickTarget(QGraphicsObject):
    """An item that can be outlined as a legal choice and reports clicks."""

    clicked = Signal(object)
    highlighted = False

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        # repainted only when its content changes (it calls update() then), not per frame
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def mousePressEvent(self, event) -> None:
        self.clicked.emit(self)
        event.accept()


class PileItem(ClickTarget):
    """A face-down pile (Harbor, Wilderness) or the Graveyard, with its card count."""

    TITLE_PX = 19  # about 10 pixels on the smallest window
    TITLE_TOP = -31.0  # clear of a ring around the pile (a last move, the keyboard's focus)

    def __init__(self, title: str, size: tuple[float, float]) -> None:
        super().__init__()
        self.title = title
        self.width, self.height = size
        self.count = 0
        self.top_hero = None
        self.recent = False
        self.setAcceptHoverEvents(True)

    def set_pile(self, count: int, top_hero=None, recent: bool = False) -> None:
        """`recent`: the face-up top card (Graveyard) was put there by the last move."""
        if (count, top_hero, recent) != (self.count, self.top_hero, self.recent):
            self.count, self.top_hero, self.recent = count, top_hero, recent
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-50, self.TITLE_TOP - 2, self.width + 100, self.height + 12 - self.TITLE_TOP)

    def outline_rect(self) -> QRectF:
        """What a ring around the pile surrounds: its cards, not its title above them."""
        return QRectF(0, 0, self.width, self.height)

    def title_line(self) -> PlateLine:
        """The title and count, centred above the pile."""
        rect = QRectF(-50, self.TITLE_TOP, self.width + 100, 24)
        return PlateLine(rect, self.TITLE_PX, f"{self.title} ({self.count})", bold=True, centred=True)

    def shown_texts(self) -> list[PlateLine]:
        return [self.title_line()]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        font = QFont()
        font.setPixelSize(self.TITLE_PX)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TABLE_TEXT)
        title = self.title_line()
        painter.drawText(title.rect, Qt.AlignmentFlag.AlignCenter, title.shown)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 8, 8)
        else:
            if self.recent:
                paint_recent_ring(painter, rect)
            for depth in range(min(3, self.count - 1), 0, -1):
                offset = depth * 2.5
                draw_card(painter, rect.translated(offset, offset), None)
            if not draw_card(painter, rect, self.top_hero):
                QTimer.singleShot(0, self.update)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 9, 9)
