"""Words on the felt. Beside the power track: who would win if the game ended now, and how
near its end is; over the board: the names of its places, and notes beside cards.

A player should not have to hover the track to know the standing, nor count parties to
know whether the next turn can be the last.
"""

import math
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.ui.art.faction_style import faction_title, paint_faction_symbol, with_faction
from hidden_leaders_qt.ui.table.items import TABLE_TEXT, PlateLine

translate = QCoreApplication.translate
PLATE = QColor(0, 0, 0, 125)
FONT_SIZE = 21  # table units: 11 pixels high on the smallest window
LEAST_PX = 10.0  # the text never reads smaller on screen
ALERT = QColor("#ffd34d")


LABEL_PX = 19  # about 10 pixels on the smallest window
NOTE_MIN_WIDTH = 140.0  # a note beside cards needs room for a word or two a line


def board_font(bold: bool) -> QFont:
    """The felt's words: about 10 pixels high on the smallest window."""
    font = QFont()
    font.setPixelSize(LABEL_PX)
    font.setBold(bold)
    return font


def board_label(text: str, x: float, y: float) -> QGraphicsSimpleTextItem:
    """A bold word on the felt naming a place (the Tavern, the cards looked at)."""
    label = QGraphicsSimpleTextItem(text)
    label.setFont(board_font(bold=True))
    label.setBrush(TABLE_TEXT)
    label.setPos(x, y)
    return label


def board_note(text: str, x: float, y: float, room: float) -> QGraphicsTextItem | None:
    """A few words beside cards, wrapped into the room there is (none where it is too narrow)."""
    if room < NOTE_MIN_WIDTH:
        return None
    note = QGraphicsTextItem()
    note.setFont(board_font(bold=False))
    note.setDefaultTextColor(TABLE_TEXT)
    note.setPlainText(text)
    note.setTextWidth(room)
    note.setPos(x, y)
    return note


class PlateText(NamedTuple):
    """What a plate says, the shorter form it says on a narrow table, and the fewest words for a
    language whose short form is still too long there (the tooltip keeps the whole)."""

    text: str
    short: str
    faction: str | None = None
    alert: bool = False
    least: str = ""


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
        text_rect = self.text_rect(left)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)

    def shown_texts(self) -> list[PlateLine]:
        """The line as painted (none while the plate is hidden)."""
        if not self.isVisible():
            return []
        font, shown = self.fitted()
        left = 38.0 if self.plate.faction is not None else 10.0
        return [PlateLine(self.text_rect(left), font.pixelSize(), shown, bold=True)]

    def text_rect(self, left: float) -> QRectF:
        """The line's box, a little below the plate's middle: clear of a ring around a party above."""
        return QRectF(left, 3, self.width - left - 10, self.HEIGHT - 3)

    def fitted(self) -> tuple[QFont, str]:
        """The font and text painted: the whole text, a little smaller if need be, else the
        short form, else the fewest words, cut short only as a last resort."""
        width = self.width - (38 if self.plate.faction is not None else 10) - 10
        font = QFont()
        font.setBold(True)
        for text in [form for form in (self.plate.text, self.plate.short, self.plate.least) if form]:
            least = min(FONT_SIZE, math.ceil(LEAST_PX / self.device_scale))
            for size in range(FONT_SIZE, least - 1, -1):
                font.setPixelSize(size)
                if QFontMetricsF(font).horizontalAdvance(text) <= width:
                    return font, text
        shortest = self.plate.least or self.plate.short
        return font, QFontMetricsF(font).elidedText(shortest, Qt.TextElideMode.ElideRight, width)


# the short form of a finished game, one sentence per faction so each language may decline it
_WON = {
    "undead": QT_TRANSLATE_NOOP("standing_item", "The Undead won"),
    "water_folk": QT_TRANSLATE_NOOP("standing_item", "The Water Folk won"),
    "imperial_army": QT_TRANSLATE_NOOP("standing_item", "The Imperial Army won"),
    "hill_tribes": QT_TRANSLATE_NOOP("standing_item", "The Hill Tribes won"),
    "golems": QT_TRANSLATE_NOOP("standing_item", "The Golems won"),
}


def standing_text(view, names: list[str]) -> PlateText:
    """ "Now: Imperial Army would win (red 2 ahead)", with the faction; the tooltip says more.
    Once the game is over it says who won, with which faction."""
    if view.result is not None:
        won = translate("standing_item", _WON[view.result.winning_faction])
        winner = view.result.winning_faction
        return PlateText(result_text(view.result, names), won, winner, least=faction_title(winner))
    faction, _reason = view.would_win()
    red, green = view.markers
    if faction == "golems":
        why = translate("standing_item", "golem marker ahead")
    elif faction == "undead":
        why = translate("standing_item", "both in the war area")
    elif faction == "water_folk":
        why = translate("standing_item", "side by side") if red != green else translate("standing_item", "together")
    elif red > green:
        why = translate("standing_item", "red {spaces} ahead").format(spaces=red - green)
    else:
        why = translate("standing_item", "green {spaces} ahead").format(spaces=abs(red - green))
    now = translate("standing_item", "Now: {faction} would win").format(faction=faction_title(faction))
    full = translate("standing_item", "{now} ({why})").format(now=now, why=why)
    # the fewest words: the faction beside its symbol, the plate's tooltip saying the rest
    return PlateText(full, now, faction, least=faction_title(faction))


def result_text(result, names: list[str]) -> str:
    """ "Mira won with the Undead", "You won ...", or "Nobody won with the Hill Tribes"."""
    faction = with_faction(result.winning_faction)
    if result.winner is None:  # the faction won, but no leader sided with it
        return translate("standing_item", "Nobody won with {faction}").format(faction=faction)
    if names[result.winner] == YOU:
        return translate("standing_item", "You won with {faction}").format(faction=faction)
    return translate("standing_item", "{name} won with {faction}").format(name=names[result.winner], faction=faction)


def ending_text(view, names: list[str]) -> PlateText:
    """How near the end is: the threshold and the fullest party; an alert once it is reached."""
    threshold = view.threshold
    counts = [len(party) for party in view.face_up]
    most = max(counts)
    leaders = [names[seat] for seat, count in enumerate(counts) if count == most]
    if len(leaders) > 1:
        who = "parties"
    elif leaders[0] == YOU:
        who = "you"
    else:
        who = "name"
    words = {"count": len(leaders), "name": leaders[0], "most": most}
    if view.result is not None:
        over = {
            "parties": translate("standing_item", "Over: {count} parties showed {most} face up"),
            "you": translate("standing_item", "Over: you showed {most} face up"),
            "name": translate("standing_item", "Over: {name} showed {most} face up"),
        }
        return PlateText(
            over[who].format(**words), translate("standing_item", "Over: {most} face up").format(most=most)
        )
    if most >= threshold:
        last = {
            "parties": translate("standing_item", "Last turn: {count} parties show {most} face up"),
            "you": translate("standing_item", "Last turn: you show {most} face up"),
            "name": translate("standing_item", "Last turn: {name} shows {most} face up"),
        }
        short = translate("standing_item", "Last turn: {most} face up").format(most=most)
        return PlateText(last[who].format(**words), short, alert=True)
    short = translate("standing_item", "Ends at {threshold} face up · most: {most}").format(
        threshold=threshold, most=most
    )
    whom = {
        "parties": translate("standing_item", "{count} parties"),
        "you": translate("standing_item", "you"),
        "name": "{name}",
    }
    return PlateText(
        translate("standing_item", "{short} ({who})").format(short=short, who=whom[who].format(**words)), short
    )
