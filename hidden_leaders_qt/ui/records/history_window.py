"""The History window: every finished game in a table to sort and filter, and for the game
chosen, its replay, its log as a text file, or its removal.

It is a window of its own beside the game (not modal), read in the background each time it
opens, and it takes in the games that end while it is open.
"""

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.records.game_log import game_log_text
from hidden_leaders_qt.records.history import GameRecord, HistoryLoad, delete_record, load_history
from hidden_leaders_qt.saved_games.saves import describe_save_error, load_problem, write_atomically
from hidden_leaders_qt.ui.dialogs.file_dialog import file_dialog
from hidden_leaders_qt.ui.dialogs.questions import ask, warn
from hidden_leaders_qt.ui.game.background import run_in_background
from hidden_leaders_qt.ui.records.history_table import COLUMNS, RESULTS, HistoryFilter, HistoryTableModel, translated

TEXT_FILES = QT_TRANSLATE_NOOP("HistoryWindow", "Text files (*.txt)")
# the columns of long texts, which wrap: the players, the options, how the game was decided
WRAPPED = tuple(COLUMNS.index(title) for title in ("Players", "Options", "How decided"))


class HistoryWindow(QDialog):
    """`replay_requested(SavedGame)` asks for the chosen game's replay."""

    replay_requested = Signal(object)
    loaded = Signal()

    def __init__(self, folder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("History"))
        self.folder = folder
        self.records = HistoryTableModel(self)
        self.rows = HistoryFilter(self)
        self.rows.setSourceModel(self.records)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter by player, leader, faction…"))
        self.search.setClearButtonEnabled(True)
        self.players = QComboBox()
        self.players.addItem(self.tr("Any number of players"), 0)
        for count in range(2, 7):
            self.players.addItem(self.tr("{count} players").format(count=count), count)
        self.result = QComboBox()
        for title, _test in RESULTS:
            self.result.addItem(translated(title))
        self.table = self._make_table()
        self.count = QLabel(self.tr("Reading the history…"))
        self.replay_button = QPushButton(self.tr("&Replay"))
        self.export_button = QPushButton(self.tr("&Export Log…"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        close = QPushButton(self.tr("Close"))
        self._lay_out(close)
        self.search.textChanged.connect(self._filter)
        self.players.currentIndexChanged.connect(self._filter)
        self.result.currentIndexChanged.connect(self._filter)
        self.table.selectionModel().selectionChanged.connect(self._follow_selection)
        self.table.doubleClicked.connect(self._replay)
        self.replay_button.clicked.connect(self._replay)
        self.export_button.clicked.connect(self._export)
        self.delete_button.clicked.connect(self._delete)
        close.clicked.connect(self.close)
        self._follow_selection()
        self.resize(1000, 560)
        self.reload()

    def reload(self) -> None:
        """Read the history again (in the background): the window is opened anew."""
        self.count.setText(self.tr("Reading the history…"))
        self.notice.hide()
        run_in_background(load_history, self._loaded)

    def closeEvent(self, event) -> None:
        """Hidden, not deleted (a reading still under way finds it); the records let go."""
        self.records.set_records([])
        super().closeEvent(event)

    def _make_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.rows)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.verticalHeader().hide()
        table.setAccessibleName(self.tr("Finished games"))
        header = table.horizontalHeader()
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # the long texts share the width and wrap; each row is as tall as its longest, so every
        # player, option and reason shows whole
        for column in WRAPPED:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        table.setWordWrap(True)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _lay_out(self, close: QPushButton) -> None:
        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        filters.addWidget(self.players, 1)
        filters.addWidget(self.result, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for button in (self.replay_button, self.export_button, self.delete_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    # --- the records ----------------------------------------------------------------------------

    def _loaded(self, found: object, error: Exception | None) -> None:
        if error is not None:
            raise error
        assert isinstance(found, HistoryLoad)
        if found.problems:
            self.notice.setText(" ".join(found.problems))
            self.notice.show()
        self.records.set_records(found.records)
        self._counted()
        self.loaded.emit()

    def add(self, record: GameRecord) -> None:
        """A game that ended while the window is open (a closed one reads it when it opens)."""
        if self.isVisible() and all(old.key != record.key for old in self.records.records):
            self.records.set_records([*self.records.records, record])
            self._counted()

    def _filter(self) -> None:
        self.rows.set_filters(self.search.text(), self.players.currentData(), self.result.currentIndex())
        self._counted()

    def _counted(self) -> None:
        shown, total = self.rows.rowCount(), len(self.records.records)
        games = self.tr("1 game") if total == 1 else self.tr("{count} games").format(count=total)
        shown_text = self.tr("{shown} of {games} shown").format(shown=shown, games=games)
        self.count.setText(games if shown == total else shown_text)
        self._follow_selection()

    def chosen(self) -> GameRecord | None:
        rows = self.table.selectionModel().selectedRows()
        return self.rows.record_at(rows[0].row()) if rows else None

    def _follow_selection(self) -> None:
        chosen = self.chosen() is not None
        for button in (self.replay_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)

    # --- what a record offers -------------------------------------------------------------------

    def _replay(self) -> None:
        record = self.chosen()
        if record is None:
            return
        try:
            game = record.game
        except SaveFormatError as error:
            warn(
                self,
                self.tr("Replay"),
                self.tr("This game of the history is damaged and cannot be replayed."),
                details=str(error),
            )
            return
        self.replay_requested.emit(game)

    def _export(self) -> None:
        record = self.chosen()
        if record is None:
            return
        name = f"hidden-leaders-{record.finished_at.astimezone():%Y%m%d-%H%M}.txt"
        dialog = file_dialog(self, self.tr("Export the game's log"), str(Path(self.folder) / name), self.tr(TEXT_FILES))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("txt")
        dialog.fileSelected.connect(lambda path: self._write_log(record, Path(path)))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _write_log(self, record: GameRecord, path: Path) -> None:
        try:
            write_atomically(path, game_log_text(record).encode("utf-8"))
        except SaveFormatError as error:
            warn(self, self.tr("Export Log"), load_problem(error), details=str(error))
        except OSError as error:
            # the save's sentence (in the current language) said of the log
            game_unsaved, log_unsaved = self.tr("The game could not be saved"), self.tr("The log could not be saved")
            why = describe_save_error(error, path).replace(game_unsaved, log_unsaved)
            warn(self, self.tr("Export Log"), why)
        else:
            self.folder = str(path.parent)
            self.count.setText(self.tr("The log is saved as {name}.").format(name=path.name))

    def _delete(self) -> None:
        record = self.chosen()
        if record is None:
            return
        when = record.finished_at.astimezone().strftime(self.tr("%d %b %Y %H:%M"))
        ask(
            self,
            self.tr("Delete this game?"),
            self.tr("Delete the game of {when} from the history? It cannot be replayed afterwards.").format(when=when),
            [
                (self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole, None),
                (self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole, lambda: self._remove(record)),
            ],
        )

    def _remove(self, record: GameRecord) -> None:
        def removed(_result: object, error: Exception | None) -> None:
            if isinstance(error, OSError):
                warn(
                    self,
                    self.tr("Delete"),
                    self.tr("The history could not be changed ({why}).").format(why=error.strerror or error),
                )
            elif error is not None:
                raise error
            else:
                self.records.remove(record.key)
                self._counted()

        run_in_background(lambda: delete_record(record.key), removed)
