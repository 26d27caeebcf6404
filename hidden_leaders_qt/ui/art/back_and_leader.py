"""The one back every hero shares, so a face-down card tells nothing about itself, and a
leader's card: name and title, the two allied factions, the tie-break number."""

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient

from hidden_leaders_qt.engine.data.card_language import card_name, leader_title
from hidden_leaders_qt.engine.data.cards import Leader
from hidden_leaders_qt.ui.art.card_frame import (
    BACK_BLUE,
    CARD_H,
    CARD_W,
    INK,
    PARCHMENT,
    Box,
    paint_divider,
    paint_edge,
    paint_overlays,
    rounded,
)
from hidden_leaders_qt.ui.art.card_text import SANS, SERIF, draw_text
from hidden_leaders_qt.ui.art.faction_style import (
    EMPEROR_GOLD,
    EMPEROR_GOLD_DARK,
    FACTION_COLORS,
    faction_title,
    paint_faction_symbol,
)


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
        painter.fillPath(rounded(rect, radius), ground)
        painter.setPen(QPen(EMPEROR_GOLD, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(rounded(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1))
    b = Box.of(rect)
    outer = rounded(b.card, b.k(7))
    background = QLinearGradient(b.p(0, 0), b.p(CARD_W, CARD_H))
    background.setColorAt(0.0, BACK_BLUE.lighter(135))
    background.setColorAt(1.0, BACK_BLUE.darker(130))
    painter.fillPath(outer, background)

    painter.save()
    painter.setClipPath(outer)
    painter.setPen(QPen(QColor(232, 194, 90, 38), b.k(0.8)))
    for i in range(-12, 13):
        painter.drawLine(b.p(i * 12, 0), b.p(i * 12 + CARD_H, CARD_H))
        painter.drawLine(b.p(i * 12 + CARD_H, 0), b.p(i * 12, CARD_H))
    painter.restore()

    gold = EMPEROR_GOLD
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(gold, b.k(1.4)))
    painter.drawPath(rounded(b.r(5, 5, 110, 158), b.k(5)))
    painter.setPen(QPen(QColor(gold.red(), gold.green(), gold.blue(), 150), b.k(0.6)))
    painter.drawPath(rounded(b.r(8, 8, 104, 152), b.k(3.5)))

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

    # the game's name as its edition in the language prints it (German: "Heimliche Herrschaft")
    first = QCoreApplication.translate("card_back", "HIDDEN", "the first word of the game's name, above the medallion")
    second = QCoreApplication.translate("card_back", "LEADERS", "the second word of the game's name, below it")
    draw_text(painter, first, b.r(12, 16, 96, 24), gold, SERIF, b.k(17), b.k(8), bold=True)
    draw_text(painter, second, b.r(12, 126, 96, 24), gold, SERIF, b.k(17), b.k(8), bold=True)
    paint_overlays(painter, b, outer, highlighted, dimmed)
    painter.restore()


def paint_leader_card(
    painter: QPainter, rect: QRectF, leader: Leader, *, highlighted: bool = False, dimmed: bool = False
) -> None:
    """A leader: name and title, the two allied factions as coloured badges, the tie-break number."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    b = Box.of(rect)
    outer = rounded(b.card, b.k(7))
    first, second = (FACTION_COLORS[f] for f in leader.factions)
    split = QLinearGradient(b.p(0, 0), b.p(CARD_W, 0))
    split.setColorAt(0.0, first.lighter(115))
    split.setColorAt(0.48, first)
    split.setColorAt(0.52, second)
    split.setColorAt(1.0, second.darker(115))
    painter.fillPath(outer, split)
    paint_edge(painter, b, QColor("#3a2a10"))

    panel = rounded(b.r(4, 40, 112, 124), b.k(4))
    painter.fillPath(panel, PARCHMENT)
    draw_text(
        painter,
        QCoreApplication.translate("card_art", "LEADER"),
        b.r(10, 3, 100, 9),
        QColor(255, 255, 255, 220),
        SANS,
        b.k(6.5),
        b.k(4.5),
        bold=True,
    )
    draw_text(painter, card_name(leader), b.r(8, 11, 104, 28), QColor("white"), SERIF, b.k(17), b.k(8), bold=True)
    draw_text(painter, leader_title(leader), b.r(10, 43, 100, 14), INK, SERIF, b.k(10), b.k(6), italic=True)
    paint_divider(painter, b, 60, QColor("#9c7a2c"))
    draw_text(
        painter,
        QCoreApplication.translate("card_art", "aligned with"),
        b.r(10, 63, 100, 9),
        INK.lighter(170),
        SANS,
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
        draw_text(painter, faction_title(faction), name_rect, INK, SANS, b.k(8), b.k(5), bold=True, max_lines=2)

    number = b.r(8, 143, 17, 17)
    painter.setPen(QPen(EMPEROR_GOLD_DARK, b.k(1.0)))
    painter.setBrush(EMPEROR_GOLD)
    painter.drawEllipse(number)
    draw_text(painter, str(leader.number), number, QColor("#2a1d00"), SERIF, b.k(10.5), b.k(5), bold=True)
    painter.setPen(QPen(QColor("#3a2a10"), b.k(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(panel)
    paint_overlays(painter, b, outer, highlighted, dimmed)
    painter.restore()
