"""The card's measures and the parts every card is drawn with: its colours, its outline, the
faction body with its edge, the highlight and the dimming, the divider.

Every card is laid out in a 120x168 design box (`Box`) and scaled to the target rect, so one
code path serves the table (1x) and the zoomed preview (2.5x). Coordinates are scaled by hand
rather than with a painter transform, so the font metrics that fit a text (`card_text.py`)
are the ones it is drawn with, and no text can leave its box at any size.
"""

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from hidden_leaders_qt.ui.art.faction_style import EMPEROR_GOLD, FACTION_COLORS

CARD_SIZE = QSizeF(120, 168)
CARD_W, CARD_H = CARD_SIZE.width(), CARD_SIZE.height()

PARCHMENT = QColor("#f7f0de")
INK = QColor("#2b2118")
HIGHLIGHT = QColor("#ffd34d")
BACK_BLUE = QColor("#1b2440")


@dataclass(frozen=True)
class Box:
    """Maps the 120x168 design box onto a target rect, keeping the card's aspect ratio."""

    origin: QPointF
    s: float

    @classmethod
    def of(cls, rect: QRectF) -> "Box":
        s = min(rect.width() / CARD_W, rect.height() / CARD_H)
        return cls(QPointF(rect.center().x() - CARD_W * s / 2, rect.center().y() - CARD_H * s / 2), s)

    def r(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self.origin.x() + x * self.s, self.origin.y() + y * self.s, w * self.s, h * self.s)

    def p(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.s, self.origin.y() + y * self.s)

    def k(self, v: float) -> float:
        return v * self.s

    @property
    def card(self) -> QRectF:
        return self.r(0, 0, CARD_W, CARD_H)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def frame_color(faction: str) -> QColor:
    return EMPEROR_GOLD if faction == "all" else FACTION_COLORS[faction]


def paint_frame(painter: QPainter, b: Box, outer: QPainterPath, faction: str) -> None:
    """Faction-coloured card body with a soft sheen, so cards read as objects and not flat boxes."""
    base = frame_color(faction)
    gradient = QLinearGradient(b.p(0, 0), b.p(CARD_W, CARD_H))
    gradient.setColorAt(0.0, base.lighter(125))
    gradient.setColorAt(0.45, base)
    gradient.setColorAt(1.0, base.darker(135))
    painter.fillPath(outer, gradient)
    paint_edge(painter, b, base.darker(180))


def paint_edge(painter: QPainter, b: Box, colour: QColor) -> None:
    """A thin outline kept inside the card, so nothing is painted outside the rect we were given."""
    half = b.k(0.5)
    painter.setPen(QPen(colour, 2 * half))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rounded(b.card.adjusted(half, half, -half, -half), b.k(7) - half))


def paint_overlays(painter: QPainter, b: Box, outer: QPainterPath, highlighted: bool, dimmed: bool) -> None:
    if dimmed:
        painter.fillPath(outer, QColor(24, 24, 28, 130))
    if highlighted:
        glow = b.k(4.0)
        ring = rounded(b.card.adjusted(glow / 2, glow / 2, -glow / 2, -glow / 2), b.k(7) - glow / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 211, 77, 110), glow))
        painter.drawPath(ring)
        painter.setPen(QPen(HIGHLIGHT, b.k(2.2)))
        painter.drawPath(ring)


def paint_divider(painter: QPainter, b: Box, y: float, color: QColor) -> None:
    """A thin rule with a diamond in the middle between the marker area and the ability text."""
    painter.setPen(QPen(color, b.k(0.7)))
    painter.drawLine(b.p(14, y), b.p(52, y))
    painter.drawLine(b.p(68, y), b.p(106, y))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPolygon(QPolygonF([b.p(60, y - 3), b.p(64, y), b.p(60, y + 3), b.p(56, y)]))
