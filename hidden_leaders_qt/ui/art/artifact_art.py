"""Artifacts drawn by hand: a plaque with the side's name, a glyph for when it may be used
(a lightning bolt for fast, an hourglass for slow, a raised shield for a reaction), one pip
per artifact token left, and the back of a card whose side is still being chosen."""

from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from hidden_leaders_qt.ui.art.card_text import SANS, draw_fitted, fit_text

BRONZE = QColor("#a8742c")
BRONZE_DARK = QColor("#4a2f0c")
PLAQUE = QColor("#efe2c2")
INK = QColor("#2a1d10")
PIP = QColor("#2f6f8f")
PIP_SPENT = QColor(0, 0, 0, 60)
MIN_TEXT_PX = 10
PIP_LIGHT = QColor("#8fd3f0")
TIMING_TITLES = {
    "fast": QT_TRANSLATE_NOOP("artifact_art", "fast: during your main action step"),
    "slow": QT_TRANSLATE_NOOP("artifact_art", "slow: after the Tavern refill"),
    "reaction": QT_TRANSLATE_NOOP("artifact_art", "reaction: when a hero would be buried"),
}


def timing_title(timing: str) -> str:
    """When an artifact side may be used, in the language on screen."""
    return QCoreApplication.translate("artifact_art", TIMING_TITLES[timing])


def _glyph(timing: str, rect: QRectF) -> QPainterPath:
    """The timing's silhouette in `rect` (a 100x100 design box mapped onto it)."""
    points = {
        "fast": [(58, 2), (18, 56), (46, 56), (36, 98), (82, 40), (54, 40), (66, 2)],
        "slow": [
            (18, 4),
            (82, 4),
            (82, 12),
            (56, 48),
            (56, 52),
            (82, 88),
            (82, 96),
            (18, 96),
            (18, 88),
            (44, 52),
            (44, 48),
            (18, 12),
        ],
        "reaction": [(50, 4), (92, 18), (88, 56), (50, 96), (12, 56), (8, 18)],
    }[timing]
    side = min(rect.width(), rect.height())
    left = rect.center().x() - side / 2
    top = rect.center().y() - side / 2
    path = QPainterPath(QPointF(left + points[0][0] * side / 100, top + points[0][1] * side / 100))
    for x, y in points[1:]:
        path.lineTo(left + x * side / 100, top + y * side / 100)
    path.closeSubpath()
    return path


def paint_artifact_back(painter: QPainter, rect: QRectF) -> None:
    """An artifact whose side is not yet public: bronze with two interlocking rings."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, BRONZE.lighter(120))
    gradient.setColorAt(1, BRONZE_DARK)
    painter.setPen(QPen(BRONZE_DARK, 1.5))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, 6, 6)
    side = min(rect.width(), rect.height()) * 0.42
    painter.setPen(QPen(PLAQUE, max(1.2, side / 9)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    centre = rect.center()
    for dx in (-side * 0.28, side * 0.28):
        painter.drawEllipse(QRectF(centre.x() + dx - side / 2, centre.y() - side / 2, side, side))
    painter.restore()


def paint_artifact(painter: QPainter, rect: QRectF, name: str, timing: str, tokens: int, capacity: int) -> None:
    """A chosen side as a plaque: glyph and name on the first line, then a pip for each token
    it started with, filled while the token is still there."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(BRONZE_DARK, 1.5))
    painter.setBrush(PLAQUE)
    painter.drawRoundedRect(rect, 6, 6)
    pad = rect.height() * 0.1
    glyph_side = rect.height() * 0.5
    glyph = QRectF(rect.x() + pad, rect.y() + pad, glyph_side, glyph_side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BRONZE_DARK)
    painter.drawPath(_glyph(timing, glyph))
    text_rect = QRectF(
        glyph.right() + pad, rect.y() + pad * 0.5, rect.right() - glyph.right() - 2 * pad, glyph_side + pad
    )
    # a long name ("Doppelschuss-Armbrust") takes a second line, broken at a space or after a
    # hyphen, before its font gets smaller than MIN_TEXT_PX or it is cut short
    biggest = max(MIN_TEXT_PX, round(rect.height() * 0.3))
    fitted = fit_text(painter, name, text_rect, SANS, biggest, MIN_TEXT_PX, bold=True, max_lines=2, balanced=True)
    draw_fitted(painter, fitted, text_rect, INK)
    pip = rect.height() * 0.22
    top = rect.bottom() - pad - pip
    for i in range(capacity):
        painter.setBrush(PIP if i < tokens else PIP_SPENT)
        painter.setPen(QPen(BRONZE_DARK, 1) if i < tokens else Qt.PenStyle.NoPen)
        painter.drawEllipse(QRectF(rect.x() + pad + i * pip * 1.4, top, pip, pip))
    painter.restore()


class ArtifactLine(NamedTuple):
    """Where a chosen side lies in its one line: the glyph's box, the name's box, its font size
    (table units) and the words shown, and the left edge of the pips."""

    glyph: QRectF
    text: QRectF
    px: int
    shown: str
    pips_left: float


def _line_parts(height: float, capacity: int) -> tuple[float, float, float, int]:
    """A line's glyph side, pip side, the pips' width, and the name's font size."""
    pip = height * 0.42
    return height * 0.8, pip, capacity * pip * 1.35, max(MIN_TEXT_PX, round(height * 0.68))


def _bold(px: int) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(px)
    return font


def artifact_line_width(name: str, capacity: int, height: float) -> float:
    """How wide a chosen side's line is with its whole name."""
    glyph_side, _pip, pips_width, px = _line_parts(height, capacity)
    return pips_width + QFontMetricsF(_bold(px)).horizontalAdvance(name) + glyph_side + 13  # and a unit to spare


def artifact_line(rect: QRectF, name: str, capacity: int) -> ArtifactLine:
    """A chosen side laid out right-aligned in `rect`: glyph, name, pips; the name is cut
    short only when `rect` is narrower than `artifact_line_width`."""
    height = rect.height()
    glyph_side, _pip, pips_width, px = _line_parts(height, capacity)
    metrics = QFontMetricsF(_bold(px))
    room = rect.width() - pips_width - glyph_side - 12
    shown = (
        name
        if metrics.horizontalAdvance(name) <= room
        else metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0.0, room))
    )
    text_width = metrics.horizontalAdvance(shown)
    x = rect.right() - pips_width - text_width - glyph_side - 10
    glyph = QRectF(x, rect.y() + (height - glyph_side) / 2, glyph_side, glyph_side)
    text = QRectF(x + glyph_side + 5, rect.y(), text_width + 2, height)
    return ArtifactLine(glyph, text, px, shown, rect.right() - pips_width)


def paint_artifact_line(
    painter: QPainter, rect: QRectF, name: str, timing: str, tokens: int, capacity: int, ink: QColor
) -> None:
    """A chosen side in one line, right-aligned in `rect`: glyph, name, then a pip per token it
    started with, filled while the token is there (see `artifact_line`)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    line = artifact_line(rect, name, capacity)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(_glyph(timing, line.glyph))
    painter.setFont(_bold(line.px))
    painter.setPen(ink)
    painter.drawText(line.text, Qt.AlignmentFlag.AlignVCenter, line.shown)
    pip = rect.height() * 0.42
    left = line.pips_left + pip * 0.35
    for i in range(capacity):
        circle = QRectF(left + i * pip * 1.35, rect.center().y() - pip / 2, pip, pip)
        if i < tokens:
            painter.setBrush(PIP_LIGHT)
            painter.setPen(QPen(ink, 1))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink, 1, Qt.PenStyle.DotLine))
        painter.drawEllipse(circle)
    painter.restore()
