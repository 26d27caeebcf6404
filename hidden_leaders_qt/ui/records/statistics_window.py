"""The Statistics window: win shares per person and per computer level, overall or broken
down by leader, faction or player count, as a table and as a chart with 95 % intervals."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.language import percent
from hidden_leaders_qt.records.history import HistoryLoad, load_history
from hidden_leaders_qt.records.statistics import PlayerStats, Tally, player_statistics
from hidden_leaders_qt.ui.game.background import run_in_background
from hidden_leaders_qt.ui.records.history_table import shown_leader
from hidden_leaders_qt.ui.records.share_chart import ShareChart

BREAKDOWNS = (
    QT_TRANSLATE_NOOP("StatisticsWindow", "Overall"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "By leader"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "By faction"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "By player count"),
)
# the first column's title and the chart's title for each breakdown but the first
PARTS = (
    QT_TRANSLATE_NOOP("StatisticsWindow", "Player"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Leader"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Faction"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Player count"),
)
CHART_TITLES = (
    "",
    QT_TRANSLATE_NOOP("StatisticsWindow", "Win share of {who}, by leader"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Win share of {who}, by faction"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Win share of {who}, by player count"),
)
FACTION_NOTE = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "A leader of two factions counts in both; a win counts for the faction that won."
)
HEADERS = (
    "",
    QT_TRANSLATE_NOOP("StatisticsWindow", "Games"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Wins"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "Win share"),
    QT_TRANSLATE_NOOP("StatisticsWindow", "95 % interval"),
)


def translated(text: str) -> str:
    """One of this module's marked texts in the current language."""
    return QCoreApplication.translate("StatisticsWindow", text) if text else text


def breakdown_rows(stats: list[PlayerStats], breakdown: int, chosen: int) -> list[tuple[str, Tally]]:
    """The rows of a breakdown: every person and level overall (0), or the chosen one's
    games by leader (1), faction (2) or player count (3), the most games first."""
    if breakdown == 0:
        return [(entry.who.label, entry.overall) for entry in stats]
    if not stats:
        return []
    entry = stats[chosen]
    if breakdown == 3:
        players = QCoreApplication.translate("StatisticsWindow", "{count} players")
        return [(players.format(count=count), tally) for count, tally in sorted(entry.by_players.items())]
    if breakdown == 1:  # the history keeps printed names: shown as the language on screen names them
        parts = {shown_leader(name): tally for name, tally in entry.by_leader.items()}
    else:
        parts = entry.by_faction
    return sorted(parts.items(), key=lambda item: (-item[1].games, item[0]))


class StatisticsWindow(QDialog):
    loaded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Statistics"))
        self.stats: list[PlayerStats] = []
        self.counted = ""  # how many games the figures come from, and any trouble reading them
        self.notice = QLabel(self.tr("Reading the history…"))
        self.notice.setWordWrap(True)
        self.breakdown = QComboBox()
        self.breakdown.addItems([translated(title) for title in BREAKDOWNS])
        self.breakdown.setAccessibleName(self.tr("Breakdown"))
        self.who = QComboBox()
        self.who.setAccessibleName(self.tr("Player or computer level"))
        self.table = QTableWidget(0, len(HEADERS))
        self.table.setHorizontalHeaderLabels([translated(title) for title in HEADERS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(HEADERS)):
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.chart = ShareChart()
        close = QPushButton(self.tr("Close"))
        choices = QHBoxLayout()
        choices.addWidget(QLabel(self.tr("Show:")))
        choices.addWidget(self.breakdown)
        choices.addWidget(QLabel(self.tr("for:")))
        choices.addWidget(self.who, 1)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setSizes([420, 560])
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(choices)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)
        self.breakdown.currentIndexChanged.connect(self._show)
        self.who.currentIndexChanged.connect(self._show)
        close.clicked.connect(self.close)
        self.resize(1000, 620)
        self.reload()

    def reload(self) -> None:
        """Count the history again (in the background): the window is opened anew."""
        self.notice.setText(self.tr("Reading the history…"))
        run_in_background(load_history, self._loaded)

    def _loaded(self, found: object, error: Exception | None) -> None:
        if error is not None:
            raise error
        assert isinstance(found, HistoryLoad)
        self.stats = player_statistics(found.records)
        games = len(found.records)
        if games == 1:
            counted = self.tr("From 1 finished game in the history.")
        else:
            counted = self.tr("From {count} finished games in the history.").format(count=games)
        self.counted = " ".join([counted, *found.problems])
        self.who.blockSignals(True)
        self.who.clear()
        self.who.addItems([entry.who.label for entry in self.stats])
        self.who.blockSignals(False)
        self._show()
        self.loaded.emit()

    def _show(self) -> None:
        breakdown = self.breakdown.currentIndex()
        self.who.setEnabled(breakdown != 0)
        chosen = max(self.who.currentIndex(), 0)
        rows = breakdown_rows(self.stats, breakdown, chosen)
        self.table.setHorizontalHeaderItem(0, QTableWidgetItem(translated(PARTS[breakdown])))
        self.table.setRowCount(len(rows))
        for row, (label, tally) in enumerate(rows):
            low, high = tally.interval
            cells = (
                label,
                str(tally.games),
                str(tally.wins),
                percent(tally.share),
                f"{percent(low)} – {percent(high)}",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        if breakdown == 0 or not self.stats:
            title = self.tr("Win share per player and computer level")
        else:
            title = translated(CHART_TITLES[breakdown]).format(who=self.stats[chosen].who.label)
        note = translated(FACTION_NOTE) if breakdown == 2 else ""
        self.notice.setText(" ".join(part for part in (self.counted, note) if part))
        self.chart.show_rows(title, rows)
