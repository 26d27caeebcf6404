"""A hero's marker effect as its face shows it: tokens with signed amounts, each with its
label, connectors between them and short notes for what the tokens cannot show; and the
Buried Emperor's emblem of the four factions in its place."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from hidden_leaders_qt.engine.core.constants import FACTION_ORDER
from hidden_leaders_qt.engine.core.markers import MarkerSpec, Move
from hidden_leaders_qt.ui.art.card_frame import INK, Box
from hidden_leaders_qt.ui.art.card_text import SANS, SERIF, card_font, draw_text, fit_text, metrics
from hidden_leaders_qt.ui.art.faction_style import (
    EMPEROR_GOLD_DARK,
    FACTION_COLORS,
    MARKER_TITLES,
    paint_faction_symbol,
    paint_marker_token,
)

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


def paint_markers(painter: QPainter, b: Box, spec: MarkerSpec, area: QRectF) -> None:
    """The marker effect as tokens with signed amounts, a label each, and connectors between them."""
    moves = marker_tokens(spec)
    connector = _words(CONNECTORS[spec.choice])
    titles = [QCoreApplication.translate("markers", MARKER_TITLES[marker]) for marker, draw_text in moves]
    zoom = 1.0
    while True:  # one pass, or two when a long effect has to shrink into the area's width
        token = b.k(21.0 if len(moves) <= 2 else 17.0) * zoom
        label_font = card_font(painter, SANS, b.k(6.2) * zoom, bold=True)
        label_fm = metrics(painter, label_font)
        conn_font = card_font(painter, SERIF, b.k(7.4) * zoom, bold=True, italic=True)
        slots = [max(token, label_fm.horizontalAdvance(title) + b.k(2) * zoom) for title in titles]
        gap = metrics(painter, conn_font).horizontalAdvance(connector) + b.k(6) * zoom
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
        painter.setFont(fit_text(painter, text, inner, SANS, token * 0.48, 1.0, bold=True).font)
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
        # a caption of three notes may be long in German: it shrinks further before it is cut
        draw_text(painter, " \u00b7 ".join(notes), note_rect, INK.lighter(160), SANS, b.k(6.4), b.k(3.8), italic=True)


def paint_emperor_emblem(painter: QPainter, b: Box, area: QRectF) -> None:
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
    draw_text(
        painter,
        QCoreApplication.translate("card_art", "all four factions"),
        caption,
        EMPEROR_GOLD_DARK,
        SANS,
        b.k(6.6),
        b.k(4.5),
        italic=True,
    )
