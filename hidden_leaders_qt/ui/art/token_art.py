"""Bribery tokens drawn by hand: a spiral on every back, and a front whose symbol alone says
what the token does (x2, a faction's silhouette inside arrows that turn, a shield with a golem
head), so the tokens read in greyscale and without colour vision as well as in colour."""

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from hidden_leaders_qt.engine.words import titles
from hidden_leaders_qt.ui.art.faction_style import FACTION_COLORS, faction_symbol_path

TOKEN_BACK = QColor("#3b2a4a")
TOKEN_BACK_INK = QColor("#d9c7ef")
LOYALTY_GOLD = QColor("#e0b43a")
PROTECTION_BROWN = QColor("#7a4a22")
RIM = QColor(0, 0, 0, 150)

SWITCHES = {
    "switch_empire": "imperial_army",
    "switch_tribes": "hill_tribes",
    "switch_undead": "undead",
    "switch_water_folk": "water_folk",
}


def token_title(kind: str) -> str:
    """A bribery token's title ("Protection") in the language on screen, from the engine's one
    table of the tokens' German (`engine/words/german_words.TOKENS`)."""
    return titles.token_title(kind)


def _spiral(rect: QRectF) -> QPainterPath:
    """Two and a half turns of a spiral, the back of every token."""
    centre = rect.center()
    radius = min(rect.width(), rect.height()) / 2
    path = QPainterPath(centre)
    steps = 90
    for i in range(1, steps + 1):
        angle = i / steps * 5 * math.pi
        r = radius * i / steps
        path.lineTo(centre + QPointF(r * math.cos(angle), r * math.sin(angle)))
    return path


def _plain_shield(rect: QRectF) -> QPainterPath:
    """A heater shield filling `rect`."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath(QPointF(x, y))
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.45)
    path.quadTo(QPointF(x + w, y + h * 0.85), QPointF(x + w / 2, y + h))
    path.quadTo(QPointF(x, y + h * 0.85), QPointF(x, y + h * 0.45))
    path.closeSubpath()
    return path


def _turning_arrows(rect: QRectF, pen: QPen, painter: QPainter) -> None:
    """Two arcs chasing each other around the symbol: the token changes the hero's side."""
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for start in (20, 200):
        painter.drawArc(rect, start * 16, 140 * 16)
        tip_angle = math.radians(start + 140)
        centre, rx, ry = rect.center(), rect.width() / 2, rect.height() / 2
        tip = centre + QPointF(rx * math.cos(tip_angle), -ry * math.sin(tip_angle))
        # an arrowhead pointing along the arc (counter-clockwise on screen)
        along = QPointF(-math.sin(tip_angle), -math.cos(tip_angle))
        out = QPointF(math.cos(tip_angle), -math.sin(tip_angle))
        size = rect.width() / 7
        head = QPainterPath(tip + along * size)
        head.lineTo(tip + out * size * 0.7)
        head.lineTo(tip - out * size * 0.7)
        head.closeSubpath()
        painter.setBrush(pen.color())
        painter.drawPath(head)
        painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_token(painter: QPainter, kind: str | None, rect: QRectF) -> None:
    """A token in `rect`: its back when `kind` is None (unknown to the viewer), else its front."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    disc = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    inner = disc.adjusted(side * 0.16, side * 0.16, -side * 0.16, -side * 0.16)
    rim = QPen(RIM, max(0.8, side / 18))
    if kind is None:
        painter.setPen(rim)
        painter.setBrush(TOKEN_BACK)
        painter.drawEllipse(disc)
        ink = QPen(TOKEN_BACK_INK, max(1.0, side / 14))
        ink.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(ink)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(_spiral(inner))
    elif kind == "loyalty_x2":
        painter.setPen(rim)
        painter.setBrush(LOYALTY_GOLD)
        painter.drawEllipse(disc)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(side * 0.46)))
        painter.setFont(font)
        painter.setPen(QColor("#2a1d00"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "\u00d72")
    elif kind in SWITCHES:
        faction = SWITCHES[kind]
        painter.setPen(rim)
        painter.setBrush(FACTION_COLORS[faction])
        painter.drawEllipse(disc)
        _turning_arrows(
            inner.adjusted(-side * 0.06, -side * 0.06, side * 0.06, side * 0.06),
            QPen(QColor("#ffffff"), max(1.0, side / 16)),
            painter,
        )
        symbol = inner.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(faction_symbol_path(faction, symbol))
    elif kind == "protection":
        painter.setPen(rim)
        painter.setBrush(PROTECTION_BROWN)
        painter.drawEllipse(disc)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#f1e3c8"))
        painter.drawPath(_plain_shield(inner.adjusted(-side * 0.02, -side * 0.02, side * 0.02, side * 0.04)))
        painter.setBrush(PROTECTION_BROWN)
        painter.drawPath(
            faction_symbol_path("golems", inner.adjusted(side * 0.12, side * 0.08, -side * 0.12, -side * 0.16))
        )
    else:
        raise ValueError(f"unknown token kind {kind!r}")
    painter.restore()
