"""The power track's win conditions drawn, for the rules pages: one small track per faction,
its markers on an example position and what decides it outlined in the faction's colour.

Pictures carry no words (numbers and symbols only), so one picture serves every language;
the page beside it says the condition in words.
"""

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

from hidden_leaders_qt.engine.core.constants import START_SPACE, TRACK_MAX, WAR_AREA_START
from hidden_leaders_qt.ui.art.faction_style import FACTION_COLORS, paint_faction_symbol, paint_marker_token

# the picture's size in logical pixels (drawn at twice that, for high-dpi screens)
WIDTH, HEIGHT = 560, 96
SCALE = 2
SYMBOL = 44
LEFT = SYMBOL + 12
SPACE = (WIDTH - LEFT - 8) / TRACK_MAX
TRACK_TOP, TRACK_HEIGHT = 44, 30
TOKEN = 20
INK = QColor("#3a2a17")
PAPER = QColor("#e8dcbc")
WAR = QColor("#3b2f3f")


@dataclass(frozen=True)
class Example:
    """A position that wins for `faction`: where the markers stand and what is outlined."""

    faction: str
    red: int
    green: int
    golem: int = 0  # 0: no golem marker on the track
    # spaces outlined from first to last (the war area, the two markers' span ...)
    span: tuple[int, int] = (0, 0)
    # an arrow from one space to another over the track: "this one is ahead by so much"
    arrow: tuple[int, int] = (0, 0)


EXAMPLES = {
    "golems": Example("golems", red=8, green=6, golem=10, arrow=(8, 10)),
    "undead": Example("undead", red=9, green=11, span=(WAR_AREA_START, TRACK_MAX)),
    "water_folk": Example("water_folk", red=6, green=7, span=(6, 7)),
    "imperial_army": Example("imperial_army", red=8, green=5, arrow=(5, 8)),
    "hill_tribes": Example("hill_tribes", red=3, green=7, arrow=(3, 7)),
}
# where the markers start, the picture of setup
START = Example("none", red=START_SPACE, green=START_SPACE)


def space_rect(space: int) -> QRectF:
    return QRectF(LEFT + (space - 1) * SPACE + 1.5, TRACK_TOP, SPACE - 3, TRACK_HEIGHT)


def track_image(example: Example) -> QImage:
    """The example drawn on a transparent image twice the logical size."""
    image = QImage(WIDTH * SCALE, HEIGHT * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SCALE, SCALE)
    if example.faction != "none":
        paint_faction_symbol(painter, example.faction, QRectF(2, TRACK_TOP - 8, SYMBOL, SYMBOL))
    _paint_spaces(painter)
    colour = FACTION_COLORS.get(example.faction, INK)
    if example.span != (0, 0):
        _paint_span(painter, example.span, colour)
    if example.arrow != (0, 0):
        _paint_arrow(painter, example.arrow, colour)
    _paint_markers(painter, example)
    painter.end()
    return image


def _paint_spaces(painter: QPainter) -> None:
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    painter.setFont(font)
    for space in range(1, TRACK_MAX + 1):
        rect = space_rect(space)
        war = space >= WAR_AREA_START
        painter.setPen(QPen(INK, 1))
        painter.setBrush(WAR if war else PAPER)
        painter.drawRoundedRect(rect, 3, 3)
        if space == START_SPACE:
            painter.setPen(QPen(QColor("#8a6d1f"), 1.5))
            painter.setBrush(QColor("#d4af37"))
            painter.drawEllipse(rect.center(), 8, 8)
        painter.setPen(PAPER if war else INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(space))


def _paint_span(painter: QPainter, span: tuple[int, int], colour: QColor) -> None:
    """A thick frame around the spaces that decide, in the faction's colour."""
    first, last = span
    rect = space_rect(first).united(space_rect(last)).adjusted(-3, -4, 3, 4)
    painter.setPen(QPen(colour, 3.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 6, 6)


def _paint_arrow(painter: QPainter, arrow: tuple[int, int], colour: QColor) -> None:
    """A bow under the track from the space behind to the space ahead, its head at the one ahead."""
    behind, ahead = arrow
    y = TRACK_TOP + TRACK_HEIGHT + 8
    start = QPointF(space_rect(behind).center().x(), y)
    end = QPointF(space_rect(ahead).center().x(), y)
    path = QPainterPath(start)
    path.cubicTo(start + QPointF(0, 12), end + QPointF(0, 12), end)
    painter.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    head = QPainterPath(end)
    head.lineTo(end + QPointF(-5, 8))
    head.lineTo(end + QPointF(5, 8))
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(head)


def _paint_markers(painter: QPainter, example: Example) -> None:
    """The markers stand above their spaces; two on one space stand side by side."""
    markers = [("red", example.red), ("green", example.green)]
    if example.golem:
        markers.append(("golem", example.golem))
    for marker, space in markers:
        sharing = [name for name, other in markers if other == space]
        offset = (sharing.index(marker) - (len(sharing) - 1) / 2) * (TOKEN - 2)
        centre = QPointF(space_rect(space).center().x() + offset, TRACK_TOP - TOKEN / 2 - 4)
        rect = QRectF(centre.x() - TOKEN / 2, centre.y() - TOKEN / 2, TOKEN, TOKEN)
        painter.setPen(QPen(QColor("#1b1208"), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        paint_marker_token(painter, marker, rect)
