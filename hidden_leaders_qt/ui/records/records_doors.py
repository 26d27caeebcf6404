"""What Game ▸ History… and Game ▸ Statistics… open, beside the game: one window of each,
made once, read again each time it opens and brought to the front when already open."""

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from hidden_leaders_qt.ui.records.history_window import HistoryWindow
from hidden_leaders_qt.ui.records.statistics_window import StatisticsWindow
from hidden_leaders_qt.ui.replay.replay_window import open_replay

if TYPE_CHECKING:
    from hidden_leaders_qt.ui.window.main_window import MainWindow


def show_history(window: "MainWindow") -> HistoryWindow:
    shown = window.findChild(HistoryWindow)
    if shown is None:
        shown = HistoryWindow(window.preferences.folder, window)
        shown.replay_requested.connect(lambda saved: open_replay(window, saved))
        window.session.recorder.recorded.connect(shown.add)
    elif not shown.isVisible():
        shown.reload()
    _bring_forward(shown)
    return shown


def show_statistics(window: "MainWindow") -> StatisticsWindow:
    shown = window.findChild(StatisticsWindow)
    if shown is None:
        shown = StatisticsWindow(window)
    elif not shown.isVisible():
        shown.reload()
    _bring_forward(shown)
    return shown


def _bring_forward(widget: QWidget) -> None:
    widget.show()
    widget.raise_()
    widget.activateWindow()
