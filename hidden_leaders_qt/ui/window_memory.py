"""The window opens as it was left: its size, place and state, and the split between the
table and the side panel. `restoreGeometry` moves a window that was left on a screen that
is gone back onto one that is there."""

from PySide6.QtWidgets import QMainWindow, QSplitter


def restore_window(window: QMainWindow) -> None:
    """Before the window is shown: the size, place and split it had when it was closed."""
    geometry = window.preferences.window_geometry
    if geometry is not None:
        window.restoreGeometry(geometry)
    splitter: QSplitter = window.splitter
    state = window.preferences.splitter_state
    if state is not None:
        splitter.restoreState(state)


def remember_window(window: QMainWindow) -> None:
    """When the window closes: keep its size, place and split for the next launch."""
    window.preferences.window_geometry = window.saveGeometry()
    window.preferences.splitter_state = window.splitter.saveState()
    window.preferences.sync()
