"""The game log as a list model: every event in words, as the seat on screen may see it.

A row is usually one event; events that read better together (the opening deal, a Tavern
refilled with several cards) share a row, as `narration.merge_key` says.
"""

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics

from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.words.narration import LogRows, render_merged

Index = QModelIndex | QPersistentModelIndex
# Air above and below a row's text.
ROW_PADDING = 6
# The rows of the last move: a translucent gold that reads on light and dark palettes alike.
RECENT_ROW = QBrush(QColor(255, 200, 60, 70))


class EventLogModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows = LogRows()
        self._lines: list[str] = []
        self._seat = 0
        self._public = 0
        self._recent_from = 0
        self._card_name = str
        self._seat_name = str
        self._font = QFont()
        self._metrics: QFontMetrics | None = None
        self._width = self._text_width = 0
        self._sizes: dict[int, QSize] = {}

    def set_text_metrics(self, font: QFont, width: int, text_width: int) -> None:
        """The font, row width and width of a row's text in the log's view, so that every
        row's height is measured once: a list view lays out all rows again whenever one is
        added, and measuring wrapped text each time cost seconds of the GUI thread a game."""
        if (width, text_width) != (self._width, self._text_width) or self._metrics is None or font != self._font:
            self._font, self._metrics = QFont(font), QFontMetrics(font)
            self._width, self._text_width = width, text_width
            self._sizes.clear()

    def show_game(self, events: list[Event], seat: int, players: int, card_name, seat_name) -> None:
        """Show a game's log as `seat` may read it; seat -1 reads only what every seat saw
        (hot-seat, while nobody's cards are on screen). `card_name(card)` and
        `seat_name(seat)` give the names, and must know this game's cards and seats before
        any row is rendered."""
        self.beginResetModel()
        self._public = (1 << players) - 1
        self._seat, self._card_name, self._seat_name = seat, card_name, seat_name
        self._rows = LogRows()
        self._rows.add(events)
        self._lines = [self._render(row) for row in self._rows.rows]
        self._sizes.clear()
        self._recent_from = len(self._lines)
        self.endResetModel()

    def set_viewer(self, seat: int) -> None:
        """Render the same events for another reader (hot-seat hand-offs)."""
        if seat != self._seat:
            self.beginResetModel()
            self._seat = seat
            self._lines = [self._render(row) for row in self._rows.rows]
            self._sizes.clear()
            self.endResetModel()

    def set_events(self, events: list[Event]) -> None:
        """The same game after an undo: the events again, for the same reader."""
        self.show_game(events, self._seat, self._public.bit_length(), self._card_name, self._seat_name)

    def events_at(self, row: int) -> list[Event]:
        """The events a row tells of."""
        return self._rows.rows[row]

    def append(self, events: list[Event], new_move: bool = False) -> None:
        """Events of a decision; `new_move`: they begin another seat's move, and the rows of
        the last move (marked until the next one) start here."""
        rows = self._rows.rows
        first = len(rows)
        if new_move and self._recent_from < first:
            earlier, self._recent_from = self._recent_from, first
            self.dataChanged.emit(self.index(earlier, 0), self.index(first - 1, 0), [Qt.ItemDataRole.BackgroundRole])
        for row in sorted(self._rows.add(events)):
            self._lines[row] = self._render(rows[row])
            self._sizes.pop(row, None)
            index = self.index(row, 0)
            self.dataChanged.emit(index, index)
        if len(rows) > first:
            self.beginInsertRows(QModelIndex(), first, len(rows) - 1)
            self._lines.extend(self._render(row) for row in rows[first:])
            self.endInsertRows()

    def _render(self, row: list[Event]) -> str:
        if self._seat >= 0:
            return render_merged(row, self._seat, self._card_name, self._seat_name)
        # read by anybody: a card counts as seen only if every seat saw it
        return render_merged([self._public_event(e) for e in row], 0, self._card_name, self._seat_name)

    def _public_event(self, event: Event) -> Event:
        public = self._public
        event = event._replace(visible=public if event.visible & public == public else 0)
        if event.kind == "exchange":
            card, visible = event.value
            event = event._replace(value=(card, public if visible & public == public else 0))
        elif event.kind in ("token_place", "token_look"):
            # the token's kind, only if every seat knows it
            kind, knowing = event.value
            everyone = knowing & public == public
            event = event._replace(value=(kind if everyone else None, public if everyone else 0))
        elif event.kind in ("token_draw", "fate_draw") and not event.visible:
            event = event._replace(value=None)
        return event

    def rowCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._lines[index.row()]
        if role == Qt.ItemDataRole.SizeHintRole and self._metrics is not None:
            return self._size(index.row())
        if role == Qt.ItemDataRole.BackgroundRole and index.row() >= self._recent_from:
            return RECENT_ROW
        return None

    def mark_recent(self, events: list[Event]) -> None:
        """Mark the rows that tell of these events (the last move of a game just put on the
        table) as the last move."""
        ids = {id(event) for event in events}
        rows = self._rows.rows
        first = next((row for row, group in enumerate(rows) if any(id(e) in ids for e in group)), len(rows))
        if first != self._recent_from:
            self._recent_from = first
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, 0), [Qt.ItemDataRole.BackgroundRole])

    def is_recent(self, row: int) -> bool:
        """The row tells of the last move."""
        return row >= self._recent_from

    def _size(self, row: int) -> QSize:
        size = self._sizes.get(row)
        if size is None:
            bounds = QRect(0, 0, max(40, self._text_width), 1_000_000)
            height = self._metrics.boundingRect(bounds, Qt.TextFlag.TextWordWrap, self._lines[row]).height()
            size = self._sizes[row] = QSize(self._width, height + ROW_PADDING)
        return size
