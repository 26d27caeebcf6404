"""Graphics items of the table: cards, piles, the power track and its markers, name plates.

Each item draws one part of the seat's view and reports clicks; none of them knows a rule.
"""

import time
from html import escape
from typing import NamedTuple

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QLineF,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hidden_leaders_qt.engine.core.constants import START_SPACE, TRACK_MAX, WAR_AREA_START
from hidden_leaders_qt.engine.data.cards import HeroCard
from hidden_leaders_qt.engine.rules.scoring import golem_ahead, winning_faction
from hidden_leaders_qt.ui.art.card_art import card_pixmap, is_cached, name_size
from hidden_leaders_qt.ui.art.faction_style import MARKER_COLORS, faction_title, paint_faction_symbol

HIGHLIGHT = QColor("#ffd34d")
SELECTED = QColor("#4dd2ff")
RECENT = QColor("#fff3c4")  # the last move: a pale ring, apart from gold (choosable) and blue (chosen)
TABLE_TEXT = QColor("#f3ead8")
MARKER_MS = 450


def slide(item: QObject, prop: bytes, target: QPointF, ms: int) -> QPropertyAnimation:
    """Move `item` to `target` over `ms`, easing out; the animation deletes itself when done."""
    animation = QPropertyAnimation(item, prop, item)
    animation.setDuration(ms)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    animation.setEndValue(target)
    animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation


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
# the start space's number stands on a gold medal this big (table units)
START_MEDAL_RADIUS = 14.0


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


class MarkerItem(QGraphicsObject):
    """The red or the green marker; its position animates along the track."""

    def __init__(self, color: QColor, label: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.color = color
        self.label = label
        self.recent = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # slides as a picture

    def set_recent(self, recent: bool) -> None:
        if recent != self.recent:
            self.recent = recent
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -24, 48, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.recent:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for width, alpha in ((8, 90), (3, 255)):
                color = QColor(RECENT)
                color.setAlpha(alpha)
                painter.setPen(QPen(color, width))
                painter.drawEllipse(QRectF(-19, -19, 38, 38))
        gradient = QLinearGradient(0, -16, 0, 16)
        gradient.setColorAt(0, self.color.lighter(140))
        gradient.setColorAt(1, self.color.darker(130))
        painter.setPen(QPen(QColor("#1b1208"), 2))
        painter.setBrush(QBrush(gradient))
        disc = QRectF(-TrackItem.DISC / 2, -TrackItem.DISC / 2, TrackItem.DISC, TrackItem.DISC)
        painter.drawEllipse(disc)
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.label)

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    slide = Property(QPointF, _get_pos, _set_pos)


class TrackItem(QGraphicsObject):
    """The power track: 12 spaces, the dark war area 9-12, the start space, both markers.
    Each space has three lanes: its number at the top, the golem marker's lane (Golems
    module) in the middle, the red and green markers at the bottom."""

    SPACE = 78.0
    HEIGHT = 126.0
    GOLEM_LANE = 52.0
    MARKER_LANE = 96.0
    DISC = 30.0  # the red and green markers' diameter

    def __init__(self) -> None:
        super().__init__()
        self.markers = (START_SPACE, START_SPACE)
        self.golem = 0  # the golem marker's space; 0 without the Golems module
        self.marker_ms = MARKER_MS
        self.red = MarkerItem(MARKER_COLORS["red"], "R", self)
        self.green = MarkerItem(MARKER_COLORS["green"], "G", self)
        # where the markers would go, shown while a marker option is under the mouse
        self.ghosts = (MarkerItem(MARKER_COLORS["red"], "R", self), MarkerItem(MARKER_COLORS["green"], "G", self))
        for ghost in self.ghosts:
            ghost.setOpacity(0.5)
            ghost.setZValue(-1)
            ghost.hide()
        self.previewed: tuple[int, int] | None = None
        # the last move's path of each marker, from where it stood to where it went
        self.trails = (QGraphicsPathItem(self), QGraphicsPathItem(self))
        for trail, marker in zip(self.trails, (self.red, self.green), strict=True):
            trail.setPen(QPen(marker.color.lighter(115), 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            trail.setZValue(-2)
        self.before: tuple[int, int] | None = None
        # the gold medal painted behind the start space's number explains itself under the mouse
        radius = START_MEDAL_RADIUS
        self.start_circle = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius), self)
        self.start_circle.setPos(self.number_rect(START_SPACE).center())
        self.start_circle.setPen(Qt.PenStyle.NoPen)
        self.start_circle.setZValue(-3)
        self.start_circle.setToolTip(
            QCoreApplication.translate("items", "Start space ({space}): both markers begin the game here.").format(
                space=START_SPACE
            )
        )
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # the spaces never change
        self._place_markers(animate=False)
        self.setToolTip(self.explanation())

    @property
    def width(self) -> float:
        return self.SPACE * TRACK_MAX + 80

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def number_rect(self, space: int) -> QRectF:
        """Where a space's number is written, at the top of the space."""
        return QRectF(40 + (space - 1) * self.SPACE + 3, 14, self.SPACE - 6, 18)

    def space_center(self, space: int) -> QPointF:
        """Where a marker on `space` stands (its lane at the bottom of the space)."""
        return QPointF(40 + (space - 0.5) * self.SPACE, self.MARKER_LANE)

    def set_markers(self, markers: tuple[int, int], animate: bool = True) -> list:
        """Move the markers; returns the animations started (none when not animating)."""
        if tuple(markers) == self.markers:
            return []
        self.markers = tuple(markers)
        self.setToolTip(self.explanation())
        return self._place_markers(animate)

    def set_golem(self, golem: int) -> None:
        """The golem marker's space (0: no Golems module), which the explanation checks first."""
        if golem != self.golem:
            self.golem = golem
            self.setToolTip(self.explanation())

    def show_last_move(self, before: tuple[int, int] | None) -> None:
        """Ring the markers the last move moved, with a dashed arc from where each stood."""
        self.before = before
        starts = self.marker_targets(before) if before is not None else (None, None)
        ends = self.marker_targets()
        for number, (marker, trail, start, end) in enumerate(
            zip((self.red, self.green), self.trails, starts, ends, strict=True)
        ):
            moved = before is not None and before[number] != self.markers[number]
            marker.set_recent(moved)
            trail.setVisible(moved)
            if moved:
                trail.setPath(_arc(start, end, above=number == 0))

    def preview_markers(self, positions: tuple[int, int] | None) -> None:
        """Show faded markers where a choice would put them (None hides them)."""
        self.previewed = positions
        for ghost, target, now in zip(
            self.ghosts, self.marker_targets(positions or self.markers), self.marker_targets(), strict=True
        ):
            ghost.setPos(target)
            ghost.setVisible(positions is not None and target != now)

    def marker_targets(self, markers: tuple[int, int] | None = None) -> tuple[QPointF, QPointF]:
        red, green = markers or self.markers
        red_point, green_point = self.space_center(red), self.space_center(green)
        if red == green:
            red_point += QPointF(-17, 0)
            green_point += QPointF(17, 0)
        return red_point, green_point

    def _place_markers(self, animate: bool) -> list:
        animations = []
        for item, target in zip((self.red, self.green), self.marker_targets(), strict=True):
            if animate and self.scene() is not None and item.pos() != target:
                animations.append(slide(item, b"slide", target, self.marker_ms))
            else:
                item.setPos(target)
        return animations

    def explanation(self) -> str:
        red, green = self.markers
        faction, reason = winning_faction(red, green)
        conditions = QCoreApplication.translate(
            "items",
            "<b>Victory conditions</b>, checked in this order:<br>"
            "1. <b>Undead</b>: both markers in the dark war area (9-12)<br>"
            "2. <b>Water Folk</b>: markers on the same or neighbouring spaces<br>"
            "3. <b>Imperial Army</b>: red at least 2 spaces ahead of green<br>"
            "4. <b>Hill Tribes</b>: green at least 2 spaces ahead of red<br><br>",
        )
        now = QCoreApplication.translate("items", "If the game ended now: <b>{faction}</b> — {reason}.")
        if self.golem and golem_ahead(self.golem, red, green):
            now = QCoreApplication.translate(
                "items",
                "If the game ended now: the <b>Golems</b>, if a leader is aligned with them; "
                "otherwise <b>{faction}</b> — {reason}.",
            )
        now = now.format(faction=faction_title(faction), reason=reason)
        if not self.golem:
            return conditions + now
        golems = QCoreApplication.translate(
            "items",
            "First of all, the <b>Golems</b>: the golem marker strictly ahead of both others, and a leader "
            "aligned with them. Otherwise:<br>",
        )
        return golems + conditions + now

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(0, 0, self.width, self.HEIGHT)
        painter.setPen(QPen(QColor("#2a1d10"), 3))
        painter.setBrush(QColor("#c9b48a"))
        painter.drawRoundedRect(outer, 14, 14)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(30)
        painter.setFont(font)
        painter.setPen(QColor("#3a2a17"))
        painter.drawText(QRectF(0, 0, 40, self.HEIGHT), Qt.AlignmentFlag.AlignCenter, "−")
        painter.drawText(QRectF(self.width - 40, 0, 40, self.HEIGHT), Qt.AlignmentFlag.AlignCenter, "+")
        number_font = QFont()
        number_font.setPixelSize(16)
        number_font.setBold(True)
        for space in range(1, TRACK_MAX + 1):
            rect = QRectF(40 + (space - 1) * self.SPACE + 3, 10, self.SPACE - 6, self.HEIGHT - 20)
            war = space >= WAR_AREA_START
            path = QPainterPath()
            if war:
                path.moveTo(rect.left(), rect.top())
                teeth = 4
                step = rect.width() / teeth
                for k in range(teeth):
                    path.lineTo(rect.left() + step * (k + 0.5), rect.top() + 7)
                    path.lineTo(rect.left() + step * (k + 1), rect.top())
                path.lineTo(rect.right(), rect.bottom())
                path.lineTo(rect.left(), rect.bottom())
                path.closeSubpath()
            else:
                path.addRoundedRect(rect, 6, 6)
            painter.setPen(QPen(QColor("#3a2a17"), 1.5))
            painter.setBrush(QColor("#3b2f3f") if war else QColor("#e8dcbc"))
            painter.drawPath(path)
            if space == START_SPACE:  # a gold medal behind the number, clear of the markers' lane
                painter.setPen(QPen(QColor("#8a6d1f"), 2))
                painter.setBrush(QColor("#d4af37"))
                painter.drawEllipse(self.number_rect(space).center(), START_MEDAL_RADIUS, START_MEDAL_RADIUS)
            painter.setFont(number_font)
            painter.setPen(QColor("#e8dcbc") if war else QColor("#3a2a17"))
            painter.drawText(self.number_rect(space), Qt.AlignmentFlag.AlignCenter, str(space))


def _arc(start: QPointF, end: QPointF, above: bool) -> QPainterPath:
    """A dashed arc with an arrowhead from `start` to `end`, over (red) or under (green) the spaces."""
    lift = -34.0 if above else 34.0
    middle = QPointF((start.x() + end.x()) / 2, start.y() + lift)
    path = QPainterPath()
    path.addEllipse(start, 9, 9)  # where the marker stood
    path.moveTo(start)
    path.quadTo(middle, end)
    angle = path.angleAtPercent(0.98)
    head = QLineF.fromPolar(12, angle + 150).p2(), QLineF.fromPolar(12, angle - 150).p2()
    path.moveTo(end + head[0])
    path.lineTo(end)
    path.lineTo(end + head[1])
    return path


class PlateItem(ClickTarget):
    """A player's name plate: the name (and their artifact at the right of its line), then
    hand size, face-up count and whose turn it is; while a computer player thinks, its ring
    at the right end of that second line."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.width = 300.0
        self.text = ""
        self.counts = ""
        self.turn = ""
        self.current = False
        self.leader_factions: tuple[str, ...] = ()
        self.reserved_right = 0.0
        """Room kept free at the right of the name line, for the player's artifact."""
        self.ring_room = 0.0
        """Room kept free at the right of the second line while the player's thinking ring is there."""

    @property
    def detail(self) -> str:
        """The whole second line: "3 in hand · 1/7 face up · 1 hidden  ◆ their turn"."""
        return self.counts + self.turn

    def set_plate(
        self, width: float, text: str, counts: str, current: bool, leader_factions=(), turn: str = ""
    ) -> None:
        """`counts`: the second line's counts; `turn`: what follows them on the current
        player's plate ("  ◆ their turn"), left out first when the line is short of room."""
        self.prepareGeometryChange()
        self.width, self.text, self.counts, self.turn, self.current = width, text, counts, turn, current
        self.reserved_right = 0.0
        self.leader_factions = tuple(leader_factions)
        self.setToolTip(f"<b>{escape(text)}</b><br>{escape(self.detail.replace('◆', '').strip())}")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.HEIGHT + 6)

    def outline_rect(self) -> QRectF:
        """What a ring around the plate surrounds."""
        return QRectF(0, 0, self.width, self.HEIGHT)

    HEIGHT = 52.0  # at least 24 pixels on the smallest table: a player is chosen here
    TEXT_MARGIN = 8.0  # between the text and the plate's right edge
    TEXT_LEFT = 14.0
    # the leader's faction symbols (the viewer's own, everybody's at the end) at the start of
    # the second line, which has room for them, so the name line keeps its width for the artifact
    SYMBOL = 24.0
    SYMBOL_STEP = 26.0
    SYMBOL_GAP = 4.0
    # the name and the summary line, at least 10 pixels high on the smallest window; a long
    # name beside an artifact is written smaller, down to NAME_LEAST_PX
    NAME_PX = 23
    NAME_LEAST_PX = 19
    DETAIL_PX = 19
    # the lines' boxes: the name's at the top, the second line's high enough above the plate's
    # foot that the ring of a card below (a last move, the keyboard's focus) keeps clear of it
    NAME_TOP, NAME_HEIGHT = 1.0, 26.0
    DETAIL_TOP, DETAIL_HEIGHT = 27.0, 22.0
    ARTIFACT_GAP = 14.0  # between the name and the artifact
    RING = 22.0  # the thinking ring's side, at the right end of the second line
    RING_GAP = 6.0

    def _detail_left(self) -> float:
        symbols = len(self.leader_factions)
        return self.TEXT_LEFT + (self.SYMBOL_STEP * symbols + self.SYMBOL_GAP if symbols else 0.0)

    def artifact_room(self, wanted: float) -> float:
        """How wide the player's artifact may be at the right of the name line: all it
        `wanted` as long as the name still fits at its least size, and never less than half."""
        line = self.width - self.TEXT_LEFT - self.TEXT_MARGIN - self.ARTIFACT_GAP
        name = text_width(self.text, self.NAME_LEAST_PX, bold=True)
        return max(0.0, min(wanted, max(line - name, line / 2)))

    def name_rect(self) -> QRectF:
        width = self.width - self.TEXT_LEFT - self.TEXT_MARGIN - self.reserved_right
        return QRectF(self.TEXT_LEFT, self.NAME_TOP, width, self.NAME_HEIGHT)

    def detail_rect(self) -> QRectF:
        """Under the name, as wide as the plate, after the leader's symbols, short of the ring
        while the player thinks."""
        left = self._detail_left()
        return QRectF(left, self.DETAIL_TOP, self.width - left - self.TEXT_MARGIN - self.ring_room, self.DETAIL_HEIGHT)

    def ring_rect(self) -> QRectF:
        """Where the thinking ring turns: the right end of the second line."""
        top = self.DETAIL_TOP + (self.DETAIL_HEIGHT - self.RING) / 2
        return QRectF(self.width - self.TEXT_MARGIN - self.RING, top, self.RING, self.RING)

    def lines(self) -> tuple[PlateLine, PlateLine]:
        """The name and the second line as drawn: the name as large as its room allows, the
        second line whole (its "◆ their turn" left out first when it does not fit)."""
        name = fitted_line(self.text, self.name_rect(), self.NAME_PX, self.NAME_LEAST_PX, bold=True)
        rect = self.detail_rect()
        detail = self.detail
        if self.turn and text_width(detail, self.DETAIL_PX) > rect.width():
            detail = self.counts
        return name, fitted_line(detail, rect, self.DETAIL_PX, self.DETAIL_PX, bold=False)

    def shown_texts(self) -> list[PlateLine]:
        return list(self.lines())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.HEIGHT)
        painter.setPen(QPen(HIGHLIGHT if self.highlighted else QColor(0, 0, 0, 0), 3))
        painter.setBrush(QColor(120, 78, 20, 230) if self.current else QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 10, 10)
        top = self.DETAIL_TOP + (self.DETAIL_HEIGHT - self.SYMBOL) / 2
        for index, faction in enumerate(self.leader_factions):
            left = self.TEXT_LEFT + self.SYMBOL_STEP * index
            paint_faction_symbol(painter, faction, QRectF(left, top, self.SYMBOL, self.SYMBOL))
        name, detail = self.lines()
        for line, colour in ((name, QColor("#ffe9a8") if self.current else TABLE_TEXT), (detail, TABLE_TEXT)):
            painter.setFont(line.font())
            painter.setPen(colour)
            painter.drawText(line.rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line.shown)
