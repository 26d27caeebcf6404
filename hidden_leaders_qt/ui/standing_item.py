"""Beside the power track: who would win if the game ended now, and how near its end is.

A player should not have to hover the track to know the standing, nor count parties to
know whether the next turn can be the last.
"""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.engine.constants import FACTION_TITLES
from hidden_leaders_qt.engine.narration import YOU
from hidden_leaders_qt.ui.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.items import TABLE_TEXT

PLATE = QColor(0, 0, 0, 125)
ALERT = QColor("#ffd34d")


class StandingItem(QGraphicsObject):
    """A dark plate with a faction symbol and up to two lines: the standing, or the end."""

    HEIGHT = 27.0

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.faction: str | None = None
        self.text = ""
        self.alert = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()  # an empty plate on a table with no game in play says nothing

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width

    def set_text(self, text: str, faction: str | None = None, alert: bool = False) -> None:
        if (text, faction, alert) != (self.text, self.faction, self.alert):
            self.text, self.faction, self.alert = text, faction, alert
            self.setToolTip(text)
            self.setVisible(bool(text))
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(ALERT, 2) if self.alert else Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        left = 10.0
        if self.faction is not None:
            paint_faction_symbol(painter, self.faction, QRectF(left, 3, 21, 21))
            left += 28
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ALERT if self.alert else TABLE_TEXT)
        text_rect = QRectF(left, 0, self.width - left - 10, self.HEIGHT)
        shown = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(text_rect.width()))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)


def standing_text(view, names: list[str]) -> tuple[str, str]:
    """ "Now: Imperial Army would win (red 2 ahead)", with the faction; the tooltip says more.
    Once the game is over it says who won, with which faction."""
    if view.result is not None:
        return result_text(view.result, names), view.result.winning_faction
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
    return f"Now: {FACTION_TITLES[faction]} would win ({why})", faction


def result_text(result, names: list[str]) -> str:
    """ "Mira won with the Undead", "You won ...", or "Nobody won with the Hill Tribes"."""
    title = FACTION_TITLES[result.winning_faction]
    if result.winner is None:
        return f"Nobody won with the {title}"  # the faction won, but no leader sided with it
    return f"{names[result.winner]} won with the {title}"


def ending_text(view, names: list[str]) -> tuple[str, bool]:
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
        return f"Over: {who} showed {most} face up", False
    if most >= threshold:
        return f"Last turn: {who} {shows} {most} face up", True
    return f"Ends at {threshold} face up · most: {most} ({who})", False
