"""Card artwork painted with QPainter: hero faces, the common back, leaders, and a pixmap cache.

Every card is laid out in a 120x168 design box and scaled to the target rect, so one code path
serves the table (1x) and the zoomed preview (2.5x). Coordinates and font sizes are scaled by
hand rather than with a painter transform, so the font metrics that fit the text are the ones
it is drawn with, and no text can leave its box at any size.
"""

import re
from collections import OrderedDict
from dataclasses import dataclass
from math import cos, pi, sin

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from hidden_leaders_qt.engine.core.constants import FACTION_ORDER
from hidden_leaders_qt.engine.core.markers import MarkerSpec, Move
from hidden_leaders_qt.engine.data.card_language import card_name, card_text, leader_title
from hidden_leaders_qt.engine.data.cards import HeroCard, Leader
from hidden_leaders_qt.language import language
from hidden_leaders_qt.ui.table.faction_style import (
    EMPEROR_GOLD,
    EMPEROR_GOLD_DARK,
    FACTION_COLORS,
    MARKER_TITLES,
    faction_text_color,
    faction_title,
    of_faction,
    paint_faction_symbol,
    paint_marker_token,
)

CARD_SIZE = QSizeF(120, 168)
_W, _H = CARD_SIZE.width(), CARD_SIZE.height()

_SERIF = ["Georgia", "DejaVu Serif", "Liberation Serif", "Times New Roman", "serif"]
_SANS = ["DejaVu Sans Condensed", "Roboto Condensed", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"]

PARCHMENT = QColor("#f7f0de")
INK = QColor("#2b2118")
HIGHLIGHT = QColor("#ffd34d")
BACK_BLUE = QColor("#1b2440")
MINUS = "\u2212"
# the words on a card's face, translated where painted (the picture cache knows the language)
CONNECTORS = {
    "or": QT_TRANSLATE_NOOP("card_art", "or"),
    "and": QT_TRANSLATE_NOOP("card_art", "and"),
    "andor": QT_TRANSLATE_NOOP("card_art", "and/or"),
}
CONDITION_NOTES = {
    "red_leading": QT_TRANSLATE_NOOP("card_art", "while red leads"),
    "green_leading": QT_TRANSLATE_NOOP("card_art", "while green leads"),
}
CHOOSER_NOTES = {
    "next": QT_TRANSLATE_NOOP("card_art", "next player picks"),
    "card_owner": QT_TRANSLATE_NOOP("card_art", "that player picks"),
}
CONDITIONAL = QT_TRANSLATE_NOOP("card_art", "conditional")


def _words(text: str) -> str:
    return QCoreApplication.translate("card_art", text)


@dataclass(frozen=True)
class _Box:
    """Maps the 120x168 design box onto a target rect, keeping the card's aspect ratio."""

    origin: QPointF
    s: float

    @classmethod
    def of(cls, rect: QRectF) -> "_Box":
        s = min(rect.width() / _W, rect.height() / _H)
        return cls(QPointF(rect.center().x() - _W * s / 2, rect.center().y() - _H * s / 2), s)

    def r(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self.origin.x() + x * self.s, self.origin.y() + y * self.s, w * self.s, h * self.s)

    def p(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.s, self.origin.y() + y * self.s)

    def k(self, v: float) -> float:
        return v * self.s

    @property
    def card(self) -> QRectF:
        return self.r(0, 0, _W, _H)


def _font(painter: QPainter, families: list[str], px: float, *, bold: bool = False, italic: bool = False) -> QFont:
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


def _metrics(painter: QPainter, font: QFont) -> QFontMetricsF:
    device = painter.device()
    return QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)


def _wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
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


def _balanced_pair(text: str, fm: QFontMetricsF, width: float) -> list[str] | None:
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
class _Fitted:
    font: QFont
    lines: list[str]
    line_height: float
    elided: bool = False
    px: float = 0.0  # the font's size, in the painter's units


def _fit_text(
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
) -> _Fitted:
    """The largest font at which `text` wraps into `rect`; at `min_px` the last line is elided."""
    width = rect.width() * 0.98  # a sliver of slack for rounding at high device-pixel ratios
    px = max_px
    while True:
        font = _font(painter, families, px, bold=bold, italic=italic)
        fm = _metrics(painter, font)
        line_height = fm.height() * spacing
        lines = _wrap(text, fm, width)
        if balanced and len(lines) == 2:
            lines = _balanced_pair(text, fm, width) or lines
        fits = (
            len(lines) <= max_lines
            and len(lines) * line_height <= rect.height() + 0.01
            and all(fm.horizontalAdvance(line) <= width for line in lines)
        )
        if fits:
            return _Fitted(font, lines, line_height, px=px)
        if px <= min_px:
            keep = max(1, min(max_lines, int((rect.height() + 0.01) // line_height)))
            shown = [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines[:keep]]
            if len(lines) > keep:
                shown[-1] = fm.elidedText(" ".join(lines[keep - 1 :]), Qt.TextElideMode.ElideRight, width)
            return _Fitted(font, shown, line_height, elided=True, px=px)
        px = max(min_px, px - max(0.25, px * 0.04))


def _text(
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
    _draw_fitted(painter, _fit_text(painter, text, rect, families, max_px, min_px, **options), rect, color)


def _draw_fitted(painter: QPainter, fitted: _Fitted, rect: QRectF, color: QColor) -> None:
    painter.setFont(fitted.font)
    painter.setPen(color)
    top = rect.top() + (rect.height() - len(fitted.lines) * fitted.line_height) / 2
    for i, line in enumerate(fitted.lines):
        line_rect = QRectF(rect.left(), top + i * fitted.line_height, rect.width(), fitted.line_height)
        painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, line)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _frame_color(faction: str) -> QColor:
    return EMPEROR_GOLD if faction == "all" else FACTION_COLORS[faction]


def _paint_frame(painter: QPainter, b: _Box, outer: QPainterPath, faction: str) -> None:
    """Faction-coloured card body with a soft sheen, so cards read as objects and not flat boxes."""
    base = _frame_color(faction)
    gradient = QLinearGradient(b.p(0, 0), b.p(_W, _H))
    gradient.setColorAt(0.0, base.lighter(125))
    gradient.setColorAt(0.45, base)
    gradient.setColorAt(1.0, base.darker(135))
    painter.fillPath(outer, gradient)
    _paint_edge(painter, b, base.darker(180))


def _paint_edge(painter: QPainter, b: _Box, colour: QColor) -> None:
    """A thin outline kept inside the card, so nothing is painted outside the rect we were given."""
    half = b.k(0.5)
    painter.setPen(QPen(colour, 2 * half))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_rounded(b.card.adjusted(half, half, -half, -half), b.k(7) - half))


def _paint_overlays(painter: QPainter, b: _Box, outer: QPainterPath, highlighted: bool, dimmed: bool) -> None:
    if dimmed:
        painter.fillPath(outer, QColor(24, 24, 28, 130))
    if highlighted:
        glow = b.k(4.0)
        ring = _rounded(b.card.adjusted(glow / 2, glow / 2, -glow / 2, -glow / 2), b.k(7) - glow / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 211, 77, 110), glow))
        painter.drawPath(ring)
        painter.setPen(QPen(HIGHLIGHT, b.k(2.2)))
        painter.drawPath(ring)


def _paint_divider(painter: QPainter, b: _Box, y: float, color: QColor) -> None:
    """A thin rule with a diamond in the middle between the marker area and the ability text."""
    painter.setPen(QPen(color, b.k(0.7)))
    painter.drawLine(b.p(14, y), b.p(52, y))
    painter.drawLine(b.p(68, y), b.p(106, y))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPolygon(QPolygonF([b.p(60, y - 3), b.p(64, y), b.p(60, y + 3), b.p(56, y)]))


def _amount(move: Move) -> str:
    sign = "+" if move.sign > 0 else MINUS
    return sign + ("X" if move.amount is None else str(move.amount))


def marker_tokens(spec: MarkerSpec) -> list[tuple[str, str]]:
    """The tokens a card shows for its marker effect, (marker, amount) each: one a move, but
    where a marker may go either way by the same amounts (Snappy Sea Snake's eight moves), one
    token for that marker ("±1–2"), so the tokens stay big enough to read."""
    tokens = [(move.marker, _amount(move)) for move in spec.moves]
    if len(tokens) <= 4 or spec.choice != "or" or any(move.amount is None or move.condition for move in spec.moves):
        return tokens
    by_marker: dict[str, set[int]] = {}
    for move in spec.moves:
        by_marker.setdefault(move.marker, set()).add(move.sign * move.amount)
    grouped = []
    for marker, deltas in by_marker.items():
        amounts = sorted({abs(delta) for delta in deltas})
        if deltas != {sign * amount for amount in amounts for sign in (1, -1)}:
            return tokens
        grouped.append((marker, "\u00b1" + "\u2013".join(str(amount) for amount in amounts)))
    return grouped


def _marker_notes(spec: MarkerSpec) -> list[str]:
    """Short captions for what the icons cannot show: timing, conditions and who chooses."""
    notes = []
    if spec.after:
        notes.append(QCoreApplication.translate("card_art", "afterwards"))
    if spec.when is not None:
        notes.append(_words(CONDITIONAL))
    for move in spec.moves:
        if move.condition is not None:
            notes.append(f"{_amount(move)} {_words(CONDITION_NOTES.get(move.condition[0], CONDITIONAL))}")
    if spec.chooser in CHOOSER_NOTES:
        notes.append(_words(CHOOSER_NOTES[spec.chooser]))
    return notes


def _paint_markers(painter: QPainter, b: _Box, spec: MarkerSpec, area: QRectF) -> None:
    """The marker effect as tokens with signed amounts, a label each, and connectors between them."""
    moves = marker_tokens(spec)
    connector = _words(CONNECTORS[spec.choice])
    titles = [QCoreApplication.translate("markers", MARKER_TITLES[marker]) for marker, _text in moves]
    zoom = 1.0
    while True:  # one pass, or two when a long effect has to shrink into the area's width
        token = b.k(21.0 if len(moves) <= 2 else 17.0) * zoom
        label_font = _font(painter, _SANS, b.k(6.2) * zoom, bold=True)
        label_fm = _metrics(painter, label_font)
        conn_font = _font(painter, _SERIF, b.k(7.4) * zoom, bold=True, italic=True)
        slots = [max(token, label_fm.horizontalAdvance(title) + b.k(2) * zoom) for title in titles]
        gap = _metrics(painter, conn_font).horizontalAdvance(connector) + b.k(6) * zoom
        total = sum(slots) + gap * (len(moves) - 1)
        if total <= area.width() or zoom < 1.0:
            break
        zoom = area.width() / total * 0.98
    notes = _marker_notes(spec)
    note_h = b.k(8.5) if notes else 0.0
    label_h = label_fm.height()
    top = area.top() + (area.height() - token - label_h - note_h) / 2
    x = area.center().x() - total / 2
    for i, (marker, text) in enumerate(moves):
        rect = QRectF(x + (slots[i] - token) / 2, top, token, token)
        paint_marker_token(painter, marker, rect)
        inner = rect.adjusted(token * 0.17, 0, -token * 0.17, 0)
        painter.setFont(_fit_text(painter, text, inner, _SANS, token * 0.48, 1.0, bold=True).font)
        painter.setPen(QColor(0, 0, 0, 90))
        painter.drawText(rect.translated(b.k(0.5), b.k(0.6)), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.setFont(label_font)
        painter.setPen(INK)
        painter.drawText(QRectF(x, rect.bottom(), slots[i], label_h), Qt.AlignmentFlag.AlignCenter, titles[i])
        x += slots[i]
        if i < len(moves) - 1:
            painter.setFont(conn_font)
            painter.drawText(QRectF(x, top, gap, token), Qt.AlignmentFlag.AlignCenter, connector)
            x += gap
    if notes:
        note_rect = QRectF(area.left(), top + token + label_h, area.width(), note_h)
        _text(painter, " \u00b7 ".join(notes), note_rect, INK.lighter(160), _SANS, b.k(6.4), b.k(4.5), italic=True)


def _paint_emperor_emblem(painter: QPainter, b: _Box, area: QRectF) -> None:
    """The four faction badges in a row: the Emperor counts as each of them."""
    size = 19.0
    step = 24.0
    left = area.center().x() - b.k(step * 1.5 + size / 2)
    top = area.center().y() - b.k(size / 2 + 4)
    for i, faction in enumerate(FACTION_ORDER):
        rect = QRectF(left + b.k(step * i), top, b.k(size), b.k(size))
        painter.setPen(QPen(EMPEROR_GOLD_DARK, b.k(0.8)))
        painter.setBrush(FACTION_COLORS[faction])
        painter.drawEllipse(rect)
        inset = b.k(4.2)
        paint_faction_symbol(painter, faction, rect.adjusted(inset, inset, -inset, -inset), QColor("white"))
    caption = QRectF(area.left(), top + b.k(size + 1), area.width(), b.k(9))
    _text(
        painter,
        QCoreApplication.translate("card_art", "all four factions"),
        caption,
        EMPEROR_GOLD_DARK,
        _SANS,
        b.k(6.6),
        b.k(4.5),
        italic=True,
    )


def _begin_hero(painter: QPainter, rect: QRectF, faction: str) -> tuple[_Box, QColor, QPainterPath]:
    """Save the painter and lay down a hero's faction body; the box, the frame colour and
    the card's outline are what the rest of the face is drawn with (restore when done)."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    b = _Box.of(rect)
    outer = _rounded(b.card, b.k(7))
    _paint_frame(painter, b, outer, faction)
    return b, _frame_color(faction), outer


def _clear_of_badge(name_rect: QRectF, card: QRectF, badge: float) -> QRectF:
    """`name_rect` narrowed to end left of a badge `badge` wide in the card's top right corner
    (a bribery token), so that the badge covers no letter."""
    if badge <= 0:
        return name_rect
    width = min(name_rect.width(), card.right() - badge - name_rect.left())
    return QRectF(name_rect.left(), name_rect.top(), width, name_rect.height())


def paint_card_face(
    painter: QPainter,
    rect: QRectF,
    hero: HeroCard,
    *,
    highlighted: bool = False,
    dimmed: bool = False,
    badge: float = 0.0,
) -> None:
    """A hero's face: faction frame and symbol, fitted name, marker tokens, ability text, set
    marks; the name keeps clear of a `badge` that wide in the top right corner."""
    faction = hero.faction
    b, base, outer = _begin_hero(painter, rect, faction)

    symbol_rect = b.r(6, 6, 22, 22)
    shadow = symbol_rect.translated(b.k(0.6), b.k(0.8))
    paint_faction_symbol(painter, faction, shadow, QColor(0, 0, 0, 80))
    if faction == "all":
        paint_faction_symbol(painter, faction, symbol_rect, QColor("#fff4c8"), EMPEROR_GOLD_DARK)
    else:
        paint_faction_symbol(painter, faction, symbol_rect, QColor("white"))
    name_rect = _clear_of_badge(b.r(31, 3, 84, 29), rect, badge)
    name_colour = faction_text_color(faction)
    fitted = _fit_text(
        painter, card_name(hero), name_rect, _SERIF, b.k(10.5), b.k(6.5), bold=True, max_lines=2, balanced=True
    )
    _note_name(painter, fitted)
    _draw_fitted(painter, fitted, name_rect, name_colour)

    panel = b.r(4, 33, 112, 124)
    panel_path = _rounded(panel, b.k(4))
    painter.fillPath(panel_path, PARCHMENT)
    art = b.r(4, 33, 112, 47)
    tint = QRadialGradient(art.center(), art.width() * 0.62)
    glow = QColor(base)
    glow.setAlpha(70)
    tint.setColorAt(0.0, glow)
    tint.setColorAt(1.0, QColor(base.red(), base.green(), base.blue(), 10))
    painter.save()
    painter.setClipPath(panel_path)
    painter.fillRect(art, QBrush(tint))
    watermark = QColor(base)
    watermark.setAlpha(28)
    paint_faction_symbol(painter, faction, b.r(36, 34, 48, 45), watermark)
    painter.restore()

    marker_area = b.r(8, 34, 104, 45)
    if faction == "all":
        _paint_emperor_emblem(painter, b, marker_area)
    elif hero.markers is not None:
        _paint_markers(painter, b, hero.markers, marker_area)
    else:  # say so, or an empty area looks like a drawing that failed
        _text(
            painter,
            QCoreApplication.translate("card_art", "no marker move"),
            marker_area,
            INK.lighter(170),
            _SANS,
            b.k(7),
            b.k(4.5),
            italic=True,
        )
    _paint_divider(painter, b, 81, base.darker(110))

    text_rect = b.r(8, 84, 104, 71)
    _text(painter, card_text(hero), text_rect, INK, _SANS, b.k(9.6), b.k(5.0), spacing=1.02)
    painter.setPen(QPen(base.darker(140), b.k(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(panel_path)

    _paint_footer(painter, b, hero)
    _paint_overlays(painter, b, outer, highlighted, dimmed)
    painter.restore()


def paint_card_compact(
    painter: QPainter, rect: QRectF, hero: HeroCard, *, dimmed: bool = False, badge: float = 0.0
) -> None:
    """A hero as it reads at table size on a small screen: a large name and the marker
    tokens, no ability text (hovering shows the full card); the name keeps clear of a badge."""
    faction = hero.faction
    b, base, outer = _begin_hero(painter, rect, faction)
    colour = QColor("#fff4c8") if faction == "all" else QColor("white")
    name_options = {"bold": True, "max_lines": 3, "balanced": True}
    symbol, name_rect = b.r(5, 5, 30, 30), _clear_of_badge(b.r(37, 3, 80, 58), rect, badge)
    fitted = _fit_text(painter, card_name(hero), name_rect, _SERIF, b.k(17), b.k(10), **name_options)
    if fitted.elided:  # a long word ("Quartermaster"): a smaller symbol leaves the name more room
        symbol, name_rect = b.r(4, 4, 19, 19), _clear_of_badge(b.r(24, 3, 93, 58), rect, badge)
        fitted = _fit_text(painter, card_name(hero), name_rect, _SERIF, b.k(17), b.k(9), **name_options)
    paint_faction_symbol(painter, faction, symbol, colour)
    _note_name(painter, fitted)
    _draw_fitted(painter, fitted, name_rect, faction_text_color(faction))
    panel = b.r(4, 64, 112, 93)
    panel_path = _rounded(panel, b.k(4))
    painter.fillPath(panel_path, PARCHMENT)
    area = b.r(6, 66, 108, 89)
    if faction == "all":
        _paint_emperor_emblem(painter, b, area)
    elif hero.markers is not None:
        _paint_markers(painter, _Box(b.origin, b.s * 1.7), hero.markers, area)  # tokens 1.7 times larger
    else:
        _text(
            painter,
            QCoreApplication.translate("card_art", "no marker move"),
            area,
            INK.lighter(170),
            _SANS,
            b.k(11),
            b.k(7),
            italic=True,
        )
    painter.setPen(QPen(base.darker(140), b.k(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(panel_path)
    _paint_footer(painter, b, hero)
    _paint_overlays(painter, b, outer, False, dimmed)
    painter.restore()


def readable_name_px(scale: float) -> float:
    """The least size, in device pixels, of a hero's name on the table seen at `scale`: 10
    on the smallest window (a scale of about 0.55), more as the window grows."""
    return 10.0 * max(1.0, scale / 0.55) ** 0.5


def paint_card_chip(
    painter: QPainter, rect: QRectF, hero: HeroCard, *, dimmed: bool = False, badge: float = 0.0
) -> None:
    """A hero in a party where a card would be too small to read: a landscape tile with the
    faction symbol and the name in at least `readable_name_px` (hovering shows the full card),
    clear of a badge that wide in the top right corner."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    base = _frame_color(hero.faction)
    radius = min(rect.height() * 0.14, 8.0)
    outer = _rounded(rect, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, base.lighter(125))
    gradient.setColorAt(1.0, base.darker(125))
    painter.fillPath(outer, gradient)
    pad = rect.height() * 0.08
    colour = QColor("#fff4c8") if hero.faction == "all" else QColor("white")
    least = readable_name_px(dpr) / dpr
    fitted = None
    # a long name: a smaller symbol, none, then lighter letters leave it more room
    for share, bold in ((0.5, True), (0.3, True), (0.0, True), (0.0, False)):
        side = min(rect.height() * share, rect.width() * 0.2)
        symbol = QRectF(rect.left() + pad, rect.top() + pad, side, side)
        left = symbol.right() + (pad if side else 0.0)
        # dimmed (a hidden hero its owner sees): the name clear of the FACE DOWN band at the foot
        name_rect = QRectF(left, rect.top(), rect.right() - pad - left, rect.height() * (0.78 if dimmed else 1.0))
        name_rect = _clear_of_badge(name_rect, rect, badge)
        biggest = max(least, min(rect.height() * 0.42, least * 1.6))
        fitted = _fit_text(
            painter, card_name(hero), name_rect, _SANS, biggest, least, bold=bold, max_lines=3, balanced=True
        )
        if not fitted.elided:
            break
    if side:
        paint_faction_symbol(painter, hero.faction, symbol, colour)
    _note_name(painter, fitted)
    _draw_fitted(painter, fitted, name_rect, faction_text_color(hero.faction))
    painter.setPen(QPen(base.darker(180), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_rounded(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius))
    if dimmed:
        painter.fillPath(outer, QColor(24, 24, 28, 130))
    painter.restore()


def hero_faction_title(hero: HeroCard) -> str:
    """What a hero belongs to, in words: "Hill Tribes golem", "Golems", "No faction"..."""
    if hero.faction == "all":
        return QCoreApplication.translate("card_art", "Buried Emperor")
    if hero.faction == "none":
        return QCoreApplication.translate("card_art", "No faction")
    if hero.golem and hero.faction != "golems":
        return QCoreApplication.translate("card_art", "{faction} golem").format(faction=of_faction(hero.faction))
    return faction_title(hero.faction)


def _paint_footer(painter: QPainter, b: _Box, hero: HeroCard) -> None:
    """Faction name spelled out (for colour-blind players), a promo star and the advanced (+) badge."""
    title = hero_faction_title(hero)
    footer = b.r(20, 157, 80, 11)
    colour = faction_text_color(hero.faction)
    _text(painter, title.upper(), footer, colour, _SANS, b.k(6.6), b.k(4.5), bold=True)
    if hero.set == "promo":
        _paint_star(painter, b.p(11, 162.3), b.k(4.6), QColor("#ffd34d"), colour)
    if hero.advanced:
        disc = b.r(103.5, 157.4, 9.6, 9.6)
        painter.setPen(QPen(colour, b.k(0.8)))
        painter.setBrush(QColor(0, 0, 0, 60) if hero.faction != "all" else QColor(255, 255, 255, 90))
        painter.drawEllipse(disc)
        pen = QPen(colour, b.k(1.4))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        c = disc.center()
        arm = b.k(2.6)
        painter.drawLine(QPointF(c.x() - arm, c.y()), QPointF(c.x() + arm, c.y()))
        painter.drawLine(QPointF(c.x(), c.y() - arm), QPointF(c.x(), c.y() + arm))


def _paint_star(painter: QPainter, centre: QPointF, radius: float, fill: QColor, edge: QColor) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -pi / 2 + i * pi / 5
        points.append(QPointF(centre.x() + r * cos(angle), centre.y() + r * sin(angle)))
    painter.setPen(QPen(edge.darker(150) if edge.lightness() > 128 else QColor("#5a3d00"), radius / 6))
    painter.setBrush(fill)
    painter.drawPolygon(QPolygonF(points))


def paint_card_back(painter: QPainter, rect: QRectF, *, highlighted: bool = False, dimmed: bool = False) -> None:
    """The one back shared by every hero, so a face-down card tells nothing about itself (as
    a chip, wider than tall: the back's ground with the card in its middle)."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    if rect.width() > rect.height():
        radius = min(rect.height() * 0.14, 8.0)
        ground = QLinearGradient(rect.topLeft(), rect.bottomRight())
        ground.setColorAt(0.0, BACK_BLUE.lighter(120))
        ground.setColorAt(1.0, BACK_BLUE.darker(140))
        painter.fillPath(_rounded(rect, radius), ground)
        painter.setPen(QPen(EMPEROR_GOLD, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(_rounded(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1))
    b = _Box.of(rect)
    outer = _rounded(b.card, b.k(7))
    background = QLinearGradient(b.p(0, 0), b.p(_W, _H))
    background.setColorAt(0.0, BACK_BLUE.lighter(135))
    background.setColorAt(1.0, BACK_BLUE.darker(130))
    painter.fillPath(outer, background)

    painter.save()
    painter.setClipPath(outer)
    painter.setPen(QPen(QColor(232, 194, 90, 38), b.k(0.8)))
    for i in range(-12, 13):
        painter.drawLine(b.p(i * 12, 0), b.p(i * 12 + _H, _H))
        painter.drawLine(b.p(i * 12 + _H, 0), b.p(i * 12, _H))
    painter.restore()

    gold = EMPEROR_GOLD
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(gold, b.k(1.4)))
    painter.drawPath(_rounded(b.r(5, 5, 110, 158), b.k(5)))
    painter.setPen(QPen(QColor(gold.red(), gold.green(), gold.blue(), 150), b.k(0.6)))
    painter.drawPath(_rounded(b.r(8, 8, 104, 152), b.k(3.5)))

    medallion = b.r(24, 48, 72, 72)
    halo = QRadialGradient(medallion.center(), medallion.width() / 2)
    halo.setColorAt(0.0, QColor("#3b4a7a"))
    halo.setColorAt(1.0, QColor("#141a30"))
    painter.setBrush(QBrush(halo))
    painter.setPen(QPen(gold, b.k(1.6)))
    painter.drawEllipse(medallion)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(gold.red(), gold.green(), gold.blue(), 140), b.k(0.6)))
    painter.drawEllipse(medallion.adjusted(b.k(3), b.k(3), -b.k(3), -b.k(3)))
    centre = medallion.center()
    offsets = {"undead": (0, -1), "water_folk": (1, 0), "imperial_army": (0, 1), "hill_tribes": (-1, 0)}
    for faction, (dx, dy) in offsets.items():
        c = QPointF(centre.x() + dx * b.k(21), centre.y() + dy * b.k(21))
        paint_faction_symbol(painter, faction, QRectF(c.x() - b.k(7.5), c.y() - b.k(7.5), b.k(15), b.k(15)), gold)
    paint_faction_symbol(painter, "all", QRectF(centre.x() - b.k(10), centre.y() - b.k(10), b.k(20), b.k(20)), gold)

    _text(painter, "HIDDEN", b.r(12, 16, 96, 24), gold, _SERIF, b.k(17), b.k(8), bold=True)
    _text(painter, "LEADERS", b.r(12, 126, 96, 24), gold, _SERIF, b.k(17), b.k(8), bold=True)
    _paint_overlays(painter, b, outer, highlighted, dimmed)
    painter.restore()


def paint_leader_card(
    painter: QPainter, rect: QRectF, leader: Leader, *, highlighted: bool = False, dimmed: bool = False
) -> None:
    """A leader: name and title, the two allied factions as coloured badges, the tie-break number."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    b = _Box.of(rect)
    outer = _rounded(b.card, b.k(7))
    first, second = (FACTION_COLORS[f] for f in leader.factions)
    split = QLinearGradient(b.p(0, 0), b.p(_W, 0))
    split.setColorAt(0.0, first.lighter(115))
    split.setColorAt(0.48, first)
    split.setColorAt(0.52, second)
    split.setColorAt(1.0, second.darker(115))
    painter.fillPath(outer, split)
    _paint_edge(painter, b, QColor("#3a2a10"))

    panel = _rounded(b.r(4, 40, 112, 124), b.k(4))
    painter.fillPath(panel, PARCHMENT)
    _text(
        painter,
        QCoreApplication.translate("card_art", "LEADER"),
        b.r(10, 3, 100, 9),
        QColor(255, 255, 255, 220),
        _SANS,
        b.k(6.5),
        b.k(4.5),
        bold=True,
    )
    _text(painter, card_name(leader), b.r(8, 11, 104, 28), QColor("white"), _SERIF, b.k(17), b.k(8), bold=True)
    _text(painter, leader_title(leader), b.r(10, 43, 100, 14), INK, _SERIF, b.k(10), b.k(6), italic=True)
    _paint_divider(painter, b, 60, QColor("#9c7a2c"))
    _text(
        painter,
        QCoreApplication.translate("card_art", "aligned with"),
        b.r(10, 63, 100, 9),
        INK.lighter(170),
        _SANS,
        b.k(6.8),
        b.k(4.5),
        italic=True,
    )

    for i, faction in enumerate(leader.factions):
        x = 12 + i * 52
        badge = b.r(x + 6, 74, 36, 36)
        painter.setPen(QPen(FACTION_COLORS[faction].darker(160), b.k(1.0)))
        painter.setBrush(FACTION_COLORS[faction])
        painter.drawEllipse(badge)
        inset = b.k(7.5)
        paint_faction_symbol(painter, faction, badge.adjusted(inset, inset, -inset, -inset), QColor("white"))
        name_rect = b.r(x - 2, 112, 52, 20)
        _text(painter, faction_title(faction), name_rect, INK, _SANS, b.k(8), b.k(5), bold=True, max_lines=2)

    number = b.r(8, 143, 17, 17)
    painter.setPen(QPen(EMPEROR_GOLD_DARK, b.k(1.0)))
    painter.setBrush(EMPEROR_GOLD)
    painter.drawEllipse(number)
    _text(painter, str(leader.number), number, QColor("#2a1d00"), _SERIF, b.k(10.5), b.k(5), bold=True)
    painter.setPen(QPen(QColor("#3a2a10"), b.k(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(panel)
    _paint_overlays(painter, b, outer, highlighted, dimmed)
    painter.restore()


_CACHE_LIMIT = 512
_cache: OrderedDict[tuple, QPixmap] = OrderedDict()


def warm_up(hero: HeroCard) -> None:
    """Paint once off screen so that loading fonts and glyphs happens now, not in the middle
    of the first game's first frame."""
    for compact in (False, True):
        card_pixmap(hero, QSize(60, 84), 1.0, compact=compact)
    card_pixmap(None, QSize(60, 84), 1.0)


def clear_card_cache() -> None:
    """Forget every cached pixmap, e.g. after the card data or the screen changed."""
    _cache.clear()
    _name_sizes.clear()


# the size of a hero's name (device pixels, and whether it was cut short) in each picture
# painted: the table lays a party out as chips when its cards would show names too small
_name_sizes: dict[tuple, tuple[float, bool]] = {}
_painting: list[tuple] = []  # the cache key of the picture being painted


def _note_name(painter: QPainter, fitted: _Fitted) -> None:
    if _painting:
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        _name_sizes[_painting[-1]] = (fitted.px * dpr, fitted.elided)


def name_size(hero: HeroCard, size: QSize, dpr: float, *, compact: bool = False) -> tuple[float, bool]:
    """How many device pixels high the hero's name is drawn at that size and scale, and
    whether it is cut short (the picture is painted, and kept, to know)."""
    key = _cache_key(hero, size, dpr, False, False, compact)
    if key not in _name_sizes:
        _cache.pop(key, None)
        card_pixmap(hero, size, dpr, compact=compact)
    return _name_sizes[key]


def _cache_key(
    card, size: QSize, dpr: float, highlighted: bool, dimmed: bool, compact: bool = False, badge: float = 0.0
) -> tuple:
    if card is None:
        ident = "back"
    elif isinstance(card, Leader):
        ident = f"leader:{card.id}"
    else:
        ident = f"hero:{card.id}"
    # the language too: a card painted in English is not shown after a switch to German
    shape = (size.width(), size.height(), round(dpr, 3), highlighted, dimmed, compact, round(badge, 1))
    return (ident, language(), *shape)


def is_cached(
    card: HeroCard | Leader | None,
    size: QSize,
    dpr: float = 1.0,
    *,
    dimmed: bool = False,
    compact: bool = False,
    badge: float = 0.0,
) -> bool:
    """Whether `card_pixmap` can answer without painting (painting a face costs milliseconds)."""
    return _cache_key(card, size, dpr, False, dimmed, compact, badge) in _cache


def card_pixmap(
    card: HeroCard | Leader | None,
    size: QSize,
    dpr: float = 1.0,
    *,
    highlighted: bool = False,
    dimmed: bool = False,
    compact: bool = False,
    badge: float = 0.0,
) -> QPixmap:
    """A cached, device-pixel-ratio aware pixmap of a hero face, a leader, or the back (None);
    `compact` draws a hero for small sizes (see `paint_card_compact`); a hero wider than
    tall is drawn as a chip (see `paint_card_chip`); a hero's name keeps clear of a `badge`
    that wide in the top right corner."""
    key = _cache_key(card, size, dpr, highlighted, dimmed, compact, badge)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    rect = QRectF(0, 0, size.width(), size.height())
    if len(_name_sizes) > _CACHE_LIMIT * 4:
        _name_sizes.clear()
    _painting.append(key)
    try:
        if card is None:
            paint_card_back(painter, rect, highlighted=highlighted, dimmed=dimmed)
        elif isinstance(card, Leader):
            paint_leader_card(painter, rect, card, highlighted=highlighted, dimmed=dimmed)
        elif size.width() > size.height():
            paint_card_chip(painter, rect, card, dimmed=dimmed, badge=badge)
        elif compact:
            paint_card_compact(painter, rect, card, dimmed=dimmed, badge=badge)
        else:
            paint_card_face(painter, rect, card, highlighted=highlighted, dimmed=dimmed, badge=badge)
    finally:
        _painting.pop()
        painter.end()  # a pixmap destroyed while still being painted crashes the interpreter
    _cache[key] = pixmap
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return pixmap
