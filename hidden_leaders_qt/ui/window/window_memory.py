"""The window opens as it was left: its size, place and state, and the split between the
table and the side panel. `restoreGeometry` moves a window that was left on a screen that
is gone back onto one that is there. Qt takes some damaged layouts without complaint (a
splitter state asking for panels millions of pixels wide, or turning the split on its side),
so a layout is kept only when the window it gives is one the screens can show; any other is
dropped as any unreadable preference is."""

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtWidgets import QMainWindow

GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"
# how much a splitter state may change the window's smallest size (the handle's width)
HANDLE_SLACK = 32


def restore_window(window: QMainWindow) -> None:
    """Before the window is shown: the size, place and split it had when it was closed."""
    window.preferences.restore_layout(GEOMETRY_KEY, lambda layout: _restore_geometry(window, layout))
    window.preferences.restore_layout(SPLITTER_KEY, lambda layout: _restore_splitter(window, layout))


def remember_window(window: QMainWindow) -> None:
    """When the window closes: keep its size, place and split for the next launch."""
    window.preferences.remember_layout(GEOMETRY_KEY, window.saveGeometry())
    window.preferences.remember_layout(SPLITTER_KEY, window.splitter.saveState())
    window.preferences.sync()


def _restore_geometry(window: QMainWindow, layout: QByteArray) -> bool:
    rect, state = window.geometry(), window.windowState()
    if window.restoreGeometry(layout) and _fits(window.normalGeometry().size(), window.screen().virtualGeometry()):
        return True
    window.setWindowState(state)
    window.setGeometry(rect)
    return False


def _restore_splitter(window: QMainWindow, layout: QByteArray) -> bool:
    splitter = window.splitter
    before, orientation, smallest = splitter.saveState(), splitter.orientation(), window.minimumSizeHint()
    room = QRect(0, 0, smallest.width() + HANDLE_SLACK, smallest.height() + HANDLE_SLACK)
    if (
        splitter.restoreState(layout)
        and splitter.orientation() == orientation
        and all(size >= 0 for size in splitter.sizes())
        and _fits(window.minimumSizeHint(), room)
    ):
        return True
    splitter.restoreState(before)
    return False


def _fits(size: QSize, room: QRect) -> bool:
    return 0 < size.width() <= room.width() and 0 < size.height() <= room.height()
