"""The window opens as it was left: its size, place and state, and the split between the
table and the side panel. `restoreGeometry` moves a window that was left on a screen that
is gone back onto one that is there; a layout Qt cannot use is dropped as any unreadable
preference is."""

from PySide6.QtWidgets import QMainWindow

GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"


def restore_window(window: QMainWindow) -> None:
    """Before the window is shown: the size, place and split it had when it was closed."""
    window.preferences.restore_layout(GEOMETRY_KEY, window.restoreGeometry)
    window.preferences.restore_layout(SPLITTER_KEY, window.splitter.restoreState)


def remember_window(window: QMainWindow) -> None:
    """When the window closes: keep its size, place and split for the next launch."""
    window.preferences.remember_layout(GEOMETRY_KEY, window.saveGeometry())
    window.preferences.remember_layout(SPLITTER_KEY, window.splitter.saveState())
    window.preferences.sync()
