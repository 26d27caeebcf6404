"""A player's name plate on the table: the name (and their artifact beside it), the counts
and whose turn it is, the leader's faction symbols, room for the thinking ring."""

from html import escape

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.ui.art.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.table.items import HIGHLIGHT, TABLE_TEXT, ClickTarget, PlateLine, fitted_line, text_width


class PlateItem(ClickTarget):
    """A player's name plate: the name (and their artifact at the right of its line), then
    hand size, face-up count and whose turn it is; while a computer player thinks, its ring
    at the right end of that second line."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.width = 300.0
        self.text = ""
        self.counts = ""
        self.turn = ""
        self.current = False
        self.leader_factions: tuple[str, ...] = ()
        self.reserved_right = 0.0
        """Room kept free at the right of the name line, for the player's artifact."""
        self.ring_room = 0.0
        """Room kept free at the right of the second line while the player's thinking ring is there."""

    @property
    def detail(self) -> str:
        """The whole second line: "3 in hand · 1/7 face up · 1 hidden  ◆ their turn"."""
        return self.counts + self.turn

    def set_plate(
        self, width: float, text: str, counts: str, current: bool, leader_factions=(), turn: str = ""
    ) -> None:
        """`counts`: the second line's counts; `turn`: what follows them on the current
        player's plate ("  ◆ their turn"), left out first when the line is short of room."""
        self.prepareGeometryChange()
        if text == YOU:  # the person playing alone, "Du" in German as in the log
            text = QCoreApplication.translate("PlateItem", "You")
        self.width, self.text, self.counts, self.turn, self.current = width, text, counts, turn, current
        self.reserved_right = 0.0
        self.leader_factions = tuple(leader_factions)
        self.setToolTip(f"<b>{escape(text)}</b><br>{escape(self.detail.replace('◆', '').strip())}")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.HEIGHT + 6)

    def outline_rect(self) -> QRectF:
        """What a ring around the plate surrounds."""
        return QRectF(0, 0, self.width, self.HEIGHT)

    HEIGHT = 52.0  # at least 24 pixels on the smallest table: a player is chosen here
    TEXT_MARGIN = 8.0  # between the text and the plate's right edge
    TEXT_LEFT = 14.0
    # the leader's faction symbols (the viewer's own, everybody's at the end) at the start of
    # the second line, which has room for them, so the name line keeps its width for the artifact
    SYMBOL = 24.0
    SYMBOL_STEP = 26.0
    SYMBOL_GAP = 4.0
    # the name and the summary line, at least 10 pixels high on the smallest window; a long
    # name beside an artifact is written smaller, down to NAME_LEAST_PX
    NAME_PX = 23
    NAME_LEAST_PX = 19
    DETAIL_PX = 19
    # the lines' boxes: the name's at the top, the second line's high enough above the plate's
    # foot that the ring of a card below (a last move, the keyboard's focus) keeps clear of it
    NAME_TOP, NAME_HEIGHT = 1.0, 26.0
    DETAIL_TOP, DETAIL_HEIGHT = 27.0, 22.0
    ARTIFACT_GAP = 14.0  # between the name and the artifact
    RING = 22.0  # the thinking ring's side, at the right end of the second line
    RING_GAP = 6.0

    def _detail_left(self) -> float:
        symbols = len(self.leader_factions)
        return self.TEXT_LEFT + (self.SYMBOL_STEP * symbols + self.SYMBOL_GAP if symbols else 0.0)

    def artifact_room(self, wanted: float) -> float:
        """How wide the player's artifact may be at the right of the name line: all it
        `wanted` as long as the name still fits at its least size, and never less than half."""
        line = self.width - self.TEXT_LEFT - self.TEXT_MARGIN - self.ARTIFACT_GAP
        name = text_width(self.text, self.NAME_LEAST_PX, bold=True)
        return max(0.0, min(wanted, max(line - name, line / 2)))

    def name_rect(self) -> QRectF:
        width = self.width - self.TEXT_LEFT - self.TEXT_MARGIN - self.reserved_right
        return QRectF(self.TEXT_LEFT, self.NAME_TOP, width, self.NAME_HEIGHT)

    def detail_rect(self) -> QRectF:
        """Under the name, as wide as the plate, after the leader's symbols, short of the ring
        while the player thinks."""
        left = self._detail_left()
        return QRectF(left, self.DETAIL_TOP, self.width - left - self.TEXT_MARGIN - self.ring_room, self.DETAIL_HEIGHT)

    def ring_rect(self) -> QRectF:
        """Where the thinking ring turns: the right end of the second line."""
        top = self.DETAIL_TOP + (self.DETAIL_HEIGHT - self.RING) / 2
        return QRectF(self.width - self.TEXT_MARGIN - self.RING, top, self.RING, self.RING)

    def lines(self) -> tuple[PlateLine, PlateLine]:
        """The name and the second line as drawn: the name as large as its room allows, the
        second line whole (its "◆ their turn" left out first when it does not fit)."""
        name = fitted_line(self.text, self.name_rect(), self.NAME_PX, self.NAME_LEAST_PX, bold=True)
        rect = self.detail_rect()
        detail = self.detail
        if self.turn and text_width(detail, self.DETAIL_PX) > rect.width():
            detail = self.counts
        return name, fitted_line(detail, rect, self.DETAIL_PX, self.DETAIL_PX, bold=False)

    def shown_texts(self) -> list[PlateLine]:
        return list(self.lines())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.HEIGHT)
        painter.setPen(QPen(HIGHLIGHT if self.highlighted else QColor(0, 0, 0, 0), 3))
        painter.setBrush(QColor(120, 78, 20, 230) if self.current else QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 10, 10)
        top = self.DETAIL_TOP + (self.DETAIL_HEIGHT - self.SYMBOL) / 2
        for index, faction in enumerate(self.leader_factions):
            left = self.TEXT_LEFT + self.SYMBOL_STEP * index
            paint_faction_symbol(painter, faction, QRectF(left, top, self.SYMBOL, self.SYMBOL))
        name, detail = self.lines()
        for line, colour in ((name, QColor("#ffe9a8") if self.current else TABLE_TEXT), (detail, TABLE_TEXT)):
            painter.setFont(line.font())
            painter.setPen(colour)
            painter.drawText(line.rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line.shown)
