"""What Game ▸ History… and Game ▸ Statistics… open, beside the game: one window of each,
made once, read again each time it opens and brought to the front when already open."""

from typing import Protocol

from PySide6.QtWidgets import QWidget

from hidden_leaders_qt.ui.records.history_window import HistoryWindow
from hidden_leaders_qt.ui.records.statistics_window import StatisticsWindow
from hidden_leaders_qt.ui.replay.replay_window import ReplayParent, open_replay
from hidden_leaders_qt.ui.window.preferences import Preferences


class RecordsDoorway(ReplayParent, Protocol):
    """The main window as the records' doors see it: the windows' parent, the game whose
    recorder adds each finished game to the history, the folder exports start in, and what a
    replay opened from the history needs."""

    preferences: Preferences


def show_history(window: RecordsDoorway) -> HistoryWindow:
    shown = window.window().findChild(HistoryWindow)
    if shown is None:
        shown = HistoryWindow(window.preferences.folder, window.window())
        shown.replay_requested.connect(lambda saved: open_replay(window, saved))
        window.session.recorder.recorded.connect(shown.add)
    elif not shown.isVisible():
        shown.reload()
    _bring_forward(shown)
    return shown


def show_statistics(window: RecordsDoorway) -> StatisticsWindow:
    shown = window.window().findChild(StatisticsWindow)
    if shown is None:
        shown = StatisticsWindow(window.window())
    elif not shown.isVisible():
        shown.reload()
    _bring_forward(shown)
    return shown


def _bring_forward(widget: QWidget) -> None:
    widget.show()
    widget.raise_()
    widget.activateWindow()
