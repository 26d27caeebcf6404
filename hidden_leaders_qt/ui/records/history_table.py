"""The history as a table: one row per finished game, newest first, sortable by every
column and filtered by text, player count and result."""

from datetime import datetime

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.words.titles import faction_title
from hidden_leaders_qt.records.history import GameRecord
from hidden_leaders_qt.records.record_words import decided_by_words, say, seat_name
from hidden_leaders_qt.records.statistics import LEVEL_TITLES

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryTable", "Date"),
    QT_TRANSLATE_NOOP("HistoryTable", "Players"),
    QT_TRANSLATE_NOOP("HistoryTable", "Options"),
    QT_TRANSLATE_NOOP("HistoryTable", "Winner"),
    QT_TRANSLATE_NOOP("HistoryTable", "How decided"),
    QT_TRANSLATE_NOOP("HistoryTable", "Turns"),
    QT_TRANSLATE_NOOP("HistoryTable", "Length"),
)
SORT_ROLE = Qt.ItemDataRole.UserRole
# the options a game may have on, in the words of the New Game dialog
OPTION_WORDS = (
    ("beginner", QT_TRANSLATE_NOOP("HistoryTable", "beginner")),
    ("promo_heroes", QT_TRANSLATE_NOOP("HistoryTable", "promo heroes")),
    ("queens_and_friend", QT_TRANSLATE_NOOP("HistoryTable", "Queens & Friend")),
    ("keeper_of_discord", QT_TRANSLATE_NOOP("HistoryTable", "Keeper of Discord")),
    ("golems", QT_TRANSLATE_NOOP("HistoryTable", "Golems")),
    ("bribery", QT_TRANSLATE_NOOP("HistoryTable", "Bribery")),
    ("artifacts", QT_TRANSLATE_NOOP("HistoryTable", "Artifacts")),
    ("royal_intrigue", QT_TRANSLATE_NOOP("HistoryTable", "Royal Intrigue")),
)
# the results the filter offers: a title (translated where shown), and whether a record has that result
FACTION_WON = {
    "undead": QT_TRANSLATE_NOOP("HistoryTable", "The Undead won"),
    "water_folk": QT_TRANSLATE_NOOP("HistoryTable", "The Water Folk won"),
    "imperial_army": QT_TRANSLATE_NOOP("HistoryTable", "The Imperial Army won"),
    "hill_tribes": QT_TRANSLATE_NOOP("HistoryTable", "The Hill Tribes won"),
    "golems": QT_TRANSLATE_NOOP("HistoryTable", "The Golems won"),
}
RESULTS = (
    (QT_TRANSLATE_NOOP("HistoryTable", "Any result"), lambda record: True),
    (
        QT_TRANSLATE_NOOP("HistoryTable", "A person won"),
        lambda record: record.winner is not None and record.seats[record.winner].kind == "human",
    ),
    (
        QT_TRANSLATE_NOOP("HistoryTable", "A computer won"),
        lambda record: record.winner is not None and record.seats[record.winner].kind != "human",
    ),
    (QT_TRANSLATE_NOOP("HistoryTable", "Nobody won"), lambda record: record.winner is None),
    *(
        (FACTION_WON[faction], lambda record, faction=faction: record.winning_faction == faction)
        for faction in FACTION_TITLES
    ),
)


def translated(text: str) -> str:
    """One of this module's marked texts in the current language."""
    return QCoreApplication.translate("HistoryTable", text)


def players_text(record: GameRecord) -> str:
    """ "Ann, Mira (Hard), Tobin (Easy)": people by name, computers with their level."""
    return ", ".join(
        seat_name(seat.name) if seat.kind == "human" else f"{seat.name} ({say(LEVEL_TITLES[seat.kind])})"
        for seat in record.seats
    )


def options_text(settings: Settings) -> str:
    words = [translated(word) for option, word in OPTION_WORDS if getattr(settings, option)]
    return ", ".join(words) if words else QCoreApplication.translate("HistoryTable", "base game")


def winner_text(record: GameRecord) -> str:
    faction = faction_title(record.winning_faction)
    if record.winner is None:
        return QCoreApplication.translate("HistoryTable", "nobody ({faction})").format(faction=faction)
    seat = record.winner
    return f"{seat_name(record.seats[seat].name)}: {shown_leader(record.leaders[seat].name)}, {faction}"


def shown_leader(name: str) -> str:
    """A leader the history keeps by its printed name, as the language on screen names it."""
    leader = next((card for card in default_db().leaders if card.name == name), None)
    return card_name(leader) if leader is not None else name


def length_text(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02}:{rest % 60:02}" if hours else f"{rest // 60}:{rest % 60:02}"


def date_text(moment: datetime) -> str:
    return f"{moment.astimezone():%Y-%m-%d %H:%M}"


class HistoryTableModel(QAbstractTableModel):
    """The records, each column with a text to show and a value to sort by (`SORT_ROLE`)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.records: list[GameRecord] = []

    def set_records(self, records: list[GameRecord]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.endResetModel()

    def remove(self, key: str) -> None:
        rows = [row for row, record in enumerate(self.records) if record.key == key]
        for row in reversed(rows):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.records[row]
            self.endRemoveRows()

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translated(COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        record = self.records[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.ToolTipRole:
            return self._text(record, column)
        if role == SORT_ROLE:
            return self._sort_value(record, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 5:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _text(record: GameRecord, column: int) -> str:
        texts = (
            lambda: date_text(record.finished_at),
            lambda: players_text(record),
            lambda: options_text(record.settings),
            lambda: winner_text(record),
            lambda: decided_by_words(record.decided_by),
            lambda: str(record.turns),
            lambda: length_text(record.seconds),
        )
        return texts[column]()

    @staticmethod
    def _sort_value(record: GameRecord, column: int):
        if column == 0:
            return record.finished_at.timestamp()
        if column == 1:
            return f"{record.players} {players_text(record).casefold()}"
        if column == 5:
            return record.turns
        if column == 6:
            return record.seconds
        return HistoryTableModel._text(record, column).casefold()


class HistoryFilter(QSortFilterProxyModel):
    """Rows whose text holds the filter text (a player's name, a leader, a faction...),
    with the chosen player count (0: any) and result (an index into `RESULTS`)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.text = ""
        self.players = 0
        self.result = 0

    def set_filters(self, text: str, players: int, result: int) -> None:
        self.beginFilterChange()
        self.text, self.players, self.result = text.strip().casefold(), players, result
        self.endFilterChange()

    def record_at(self, row: int) -> GameRecord:
        source = self.mapToSource(self.index(row, 0))
        model = self.sourceModel()
        assert isinstance(model, HistoryTableModel)
        return model.records[source.row()]

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, HistoryTableModel)
        record = model.records[source_row]
        if self.players and record.players != self.players:
            return False
        if not RESULTS[self.result][1](record):
            return False
        if not self.text:
            return True
        leaders = " ".join(f"{leader.name} {shown_leader(leader.name)}" for leader in record.leaders)
        words = [HistoryTableModel._text(record, column) for column in range(len(COLUMNS))]
        return self.text in " ".join([*words, leaders]).casefold()
