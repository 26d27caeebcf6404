"""The game log as a list model: every event in words, as the seat on screen may see it."""

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics

from hidden_leaders_qt.engine.events import Event, render

Index = QModelIndex | QPersistentModelIndex
QUIET = frozenset({"leader"})
# Air above and below a row's text.
ROW_PADDING = 6


class EventLogModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._events: list[Event] = []
        self._lines: list[str] = []
        self._seat = 0
        self._public = 0
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
        self._events = [e for e in events if e.kind not in QUIET]
        self._lines = [self._render(e) for e in self._events]
        self._sizes.clear()
        self.endResetModel()

    def set_viewer(self, seat: int) -> None:
        """Render the same events for another reader (hot-seat hand-offs)."""
        if seat != self._seat:
            self.show_game(self._events, seat, self._public.bit_length(), self._card_name, self._seat_name)

    def set_events(self, events: list[Event]) -> None:
        """The same game after an undo: the events again, for the same reader."""
        self.show_game(events, self._seat, self._public.bit_length(), self._card_name, self._seat_name)

    def append(self, events: list[Event]) -> None:
        events = [e for e in events if e.kind not in QUIET]
        if not events:
            return
        first = len(self._events)
        self.beginInsertRows(QModelIndex(), first, first + len(events) - 1)
        self._events.extend(events)
        self._lines.extend(self._render(e) for e in events)
        self.endInsertRows()

    def event_at(self, row: int) -> Event:
        """The event a row tells of."""
        return self._events[row]

    def _render(self, event: Event) -> str:
        if self._seat >= 0:
            return render(event, self._seat, self._card_name, self._seat_name)
        # read by anybody: a card counts as seen only if every seat saw it
        public = self._public
        event = event._replace(visible=public if event.visible & public == public else 0)
        if event.kind == "exchange":
            card, visible = event.value
            event = event._replace(value=(card, public if visible & public == public else 0))
        return render(event, 0, self._card_name, self._seat_name)

    def rowCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._lines[index.row()]
        if role == Qt.ItemDataRole.SizeHintRole and self._metrics is not None:
            return self._size(index.row())
        return None

    def _size(self, row: int) -> QSize:
        size = self._sizes.get(row)
        if size is None:
            bounds = QRect(0, 0, max(40, self._text_width), 1_000_000)
            height = self._metrics.boundingRect(bounds, Qt.TextFlag.TextWordWrap, self._lines[row]).height()
            size = self._sizes[row] = QSize(self._width, height + ROW_PADDING)
        return size
