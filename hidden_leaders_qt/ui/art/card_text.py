"""Text fitted into a box of a card: the largest font at which it wraps inside the box, cut
short with an ellipsis only at the least size allowed.

Fonts are made for the painter's device and sized in its units, so a width measured here
still holds when a high-dpr picture draws the glyphs larger. Every fitted text is drawn by
`draw_fitted`, the one place the tests watch to find a text that leaves its box.
"""

import re
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

SERIF = ["Georgia", "DejaVu Serif", "Liberation Serif", "Times New Roman", "serif"]
SANS = ["DejaVu Sans Condensed", "Roboto Condensed", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"]


def card_font(painter: QPainter, families: list[str], px: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font of `px` device-independent pixels; fractional sizes give fine steps when shrinking to fit."""
    font = QFont()
    font.setFamilies(families)
    device = painter.device()
    dpi = device.logicalDpiY() if device is not None and device.logicalDpiY() > 0 else 96
    font.setPointSizeF(max(px, 0.5) * 72.0 / dpi)
    font.setBold(bold)
    font.setItalic(italic)
    # Vertical-only hinting keeps small text crisp while advances scale linearly, so a width
    # measured here still holds when a high-dpr pixmap draws the glyphs larger.
    font.setHintingPreference(QFont.HintingPreference.PreferVerticalHinting)
    return font


def metrics(painter: QPainter, font: QFont) -> QFontMetricsF:
    device = painter.device()
    return QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)


def wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """Greedy word wrap that may also break after a hyphen ("Saber-|Toothed")."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        for i, piece in enumerate(re.split(r"(?<=[^\W\d_]-)", word)):
            candidate = line + (" " if line and i == 0 else "") + piece
            if not line or fm.horizontalAdvance(candidate) <= width:
                line = candidate
            else:
                lines.append(line)
                line = piece
    if line:
        lines.append(line)
    return lines


def balanced_pair(text: str, fm: QFontMetricsF, width: float) -> list[str] | None:
    """The two-line split of a title whose lines are most even; a space beats a hyphen."""
    best: tuple[float, list[str]] | None = None
    for match in re.finditer(r" |(?<=[^\W\d_]-)", text):
        pair = [text[: match.start()], text[match.end() :]]
        widest = max(fm.horizontalAdvance(line) for line in pair)
        cost = widest * (1.0 if match.group() else 1.2)
        if widest <= width and (best is None or cost < best[0]):
            best = (cost, pair)
    return None if best is None else best[1]


@dataclass
class Fitted:
    font: QFont
    lines: list[str]
    line_height: float
    elided: bool = False
    px: float = 0.0  # the font's size, in the painter's units


def fit_text(
    painter: QPainter,
    text: str,
    rect: QRectF,
    families: list[str],
    max_px: float,
    min_px: float,
    *,
    bold: bool = False,
    italic: bool = False,
    max_lines: int = 99,
    spacing: float = 1.0,
    balanced: bool = False,
) -> Fitted:
    """The largest font at which `text` wraps into `rect`; at `min_px` the last line is elided."""
    width = rect.width() * 0.98  # a sliver of slack for rounding at high device-pixel ratios
    px = max_px
    while True:
        font = card_font(painter, families, px, bold=bold, italic=italic)
        fm = metrics(painter, font)
        line_height = fm.height() * spacing
        lines = wrap(text, fm, width)
        if balanced and len(lines) == 2:
            lines = balanced_pair(text, fm, width) or lines
        fits = (
            len(lines) <= max_lines
            and len(lines) * line_height <= rect.height() + 0.01
            and all(fm.horizontalAdvance(line) <= width for line in lines)
        )
        if fits:
            return Fitted(font, lines, line_height, px=px)
        if px <= min_px:
            keep = max(1, min(max_lines, int((rect.height() + 0.01) // line_height)))
            shown = [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines[:keep]]
            if len(lines) > keep:
                shown[-1] = fm.elidedText(" ".join(lines[keep - 1 :]), Qt.TextElideMode.ElideRight, width)
            return Fitted(font, shown, line_height, elided=True, px=px)
        px = max(min_px, px - max(0.25, px * 0.04))


def draw_text(
    painter: QPainter,
    text: str,
    rect: QRectF,
    color: QColor,
    families: list[str],
    max_px: float,
    min_px: float,
    **options,
) -> None:
    """Fit `text` into `rect` and draw its lines centred both ways."""
    draw_fitted(painter, fit_text(painter, text, rect, families, max_px, min_px, **options), rect, color)


def draw_fitted(painter: QPainter, fitted: Fitted, rect: QRectF, color: QColor) -> None:
    painter.setFont(fitted.font)
    painter.setPen(color)
    top = rect.top() + (rect.height() - len(fitted.lines) * fitted.line_height) / 2
    for i, line in enumerate(fitted.lines):
        line_rect = QRectF(rect.left(), top + i * fitted.line_height, rect.width(), fitted.line_height)
        painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, line)
