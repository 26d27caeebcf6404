"""Beside the power track: who would win if the game ended now, and how near its end is.

A player should not have to hover the track to know the standing, nor count parties to
know whether the next turn can be the last.
"""

import math
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.engine.constants import FACTION_TITLES
from hidden_leaders_qt.engine.narration import YOU
from hidden_leaders_qt.ui.table.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.table.items import TABLE_TEXT

PLATE = QColor(0, 0, 0, 125)
FONT_SIZE = 21  # table units: 11 pixels high on the smallest window
LEAST_PX = 10.0  # the text never reads smaller on screen
ALERT = QColor("#ffd34d")


class PlateText(NamedTuple):
    """What a plate says, and the shorter form it says on a narrow table (the tooltip keeps
    the whole)."""

    text: str
    short: str
    faction: str | None = None
    alert: bool = False


class StandingItem(QGraphicsObject):
    """A dark plate with a faction symbol and up to two lines: the standing, or the end."""

    HEIGHT = 28.0

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.plate = PlateText("", "")
        self.device_scale = 0.5  # device pixels per table unit, which the scene keeps up to date
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()  # an empty plate on a table with no game in play says nothing

    def set_width(self, width: float, device_scale: float) -> None:
        if (width, device_scale) != (self.width, self.device_scale):
            self.prepareGeometryChange()
            self.width, self.device_scale = width, device_scale

    def set_text(self, plate: PlateText) -> None:
        if plate != self.plate:
            self.plate = plate
            self.setToolTip(plate.text)
            self.setVisible(bool(plate.text))
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        alert = self.plate.alert
        painter.setPen(QPen(ALERT, 2) if alert else Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        left = 10.0
        if self.plate.faction is not None:
            paint_faction_symbol(painter, self.plate.faction, QRectF(left, (self.HEIGHT - 21) / 2, 21, 21))
            left += 28
        font, shown = self.fitted()
        painter.setFont(font)
        painter.setPen(ALERT if alert else TABLE_TEXT)
        text_rect = QRectF(left, 0, self.width - left - 10, self.HEIGHT)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)

    def fitted(self) -> tuple[QFont, str]:
        """The font and text painted: the whole text, a little smaller if need be, else the
        short form, cut short only as a last resort."""
        width = self.width - (38 if self.plate.faction is not None else 10) - 10
        font = QFont()
        font.setBold(True)
        for text in (self.plate.text, self.plate.short):
            least = min(FONT_SIZE, math.ceil(LEAST_PX / self.device_scale))
            for size in range(FONT_SIZE, least - 1, -1):
                font.setPixelSize(size)
                if QFontMetricsF(font).horizontalAdvance(text) <= width:
                    return font, text
        return font, QFontMetricsF(font).elidedText(self.plate.short, Qt.TextElideMode.ElideRight, width)


def standing_text(view, names: list[str]) -> PlateText:
    """ "Now: Imperial Army would win (red 2 ahead)", with the faction; the tooltip says more.
    Once the game is over it says who won, with which faction."""
    if view.result is not None:
        title = FACTION_TITLES[view.result.winning_faction]
        return PlateText(result_text(view.result, names), f"The {title} won", view.result.winning_faction)
    faction, _reason = view.would_win()
    red, green = view.markers
    if faction == "golems":
        why = "golem marker ahead"
    elif faction == "undead":
        why = "both in the war area"
    elif faction == "water_folk":
        why = "side by side" if red != green else "together"
    else:
        why = f"{'red' if red > green else 'green'} {abs(red - green)} ahead"
    now = f"Now: {FACTION_TITLES[faction]} would win"
    return PlateText(f"{now} ({why})", now, faction)


def result_text(result, names: list[str]) -> str:
    """ "Mira won with the Undead", "You won ...", or "Nobody won with the Hill Tribes"."""
    title = FACTION_TITLES[result.winning_faction]
    if result.winner is None:
        return f"Nobody won with the {title}"  # the faction won, but no leader sided with it
    return f"{names[result.winner]} won with the {title}"


def ending_text(view, names: list[str]) -> PlateText:
    """How near the end is: the threshold and the fullest party; an alert once it is reached."""
    threshold = view.threshold
    counts = [len(party) for party in view.face_up]
    most = max(counts)
    leaders = [names[seat] for seat, count in enumerate(counts) if count == most]
    if len(leaders) > 1:
        who, shows = f"{len(leaders)} parties", "show"
    elif leaders[0] == YOU:
        who, shows = "you", "show"
    else:
        who, shows = leaders[0], "shows"
    if view.result is not None:
        return PlateText(f"Over: {who} showed {most} face up", f"Over: {most} face up")
    if most >= threshold:
        return PlateText(f"Last turn: {who} {shows} {most} face up", f"Last turn: {most} face up", alert=True)
    short = f"Ends at {threshold} face up · most: {most}"
    return PlateText(f"{short} ({who})", short)
