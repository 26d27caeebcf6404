"""The window opens whole on the screen it opens on, as it was left: its size, place and
state, and the split between the table and the side panel.

A first window takes `DEFAULT_SIZE`, centred, or the screen's available area where that is
smaller, title bar and borders counted. A remembered window that does not fit (left on a
larger screen, or on one that is gone) is shrunk and moved until it does, its split and its
maximised state kept. Qt's own `restoreGeometry` refuses any layout saved on a screen of
another width, so the layout is read here. The frame a window manager adds is known only
once the window is on screen: until then the frame it had when it was saved (or
`FRAME_GUESS`) stands in, and at its first exposure the window is placed again by its real
frame. Qt takes some damaged splitter states without complaint (panels millions of pixels
wide, or the split turned on its side), so a split is kept only when the window it gives is
one the screens can show; any other layout is dropped as any unreadable preference is."""

import struct
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QCursor, QGuiApplication, QScreen, QWindow
from PySide6.QtWidgets import QMainWindow

GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"
# how much a splitter state may change the window's smallest size (the handle's width)
HANDLE_SLACK = 32
DEFAULT_SIZE = QSize(1400, 900)
# a title bar and borders somewhat larger than most window managers draw, until the real
# ones are known: the first placement rarely has to be corrected
FRAME_GUESS = QMargins(8, 40, 8, 8)
# a saved frame wider than this on any side is damage, and the guess is used instead
MAX_FRAME = 200
# no screen is this far out or this large: a saved rectangle beyond it is damage
MAX_COORDINATE = 1 << 20
# Qt's saveGeometry: a magic number, version 3.0, the frame and normal geometry, the screen's
# number, maximised and full-screen flags, the screen's width, then the geometry (big-endian)
GEOMETRY_MAGIC = 0x1D9D0CB
GEOMETRY_LAYOUT = struct.Struct(">IHH4i4iiBBi4i")
MAXIMISED_OR_FULL_SCREEN = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen

# where a window goes in the room a screen leaves it (its available area less the frame)
Placement = Callable[[QRect], QRect]


@dataclass(frozen=True)
class SavedLayout:
    """What a saved window layout says: its place and size when not maximised, the frame the
    window manager drew around it, and whether it was maximised or full screen."""

    normal: QRect
    frame: QMargins
    state: Qt.WindowState


def place_new_window(window: QMainWindow) -> None:
    """Before the window is shown: `DEFAULT_SIZE`, or less on a small screen, centred on the
    screen under the pointer."""
    _place(window, opening_screen(), FRAME_GUESS, lambda room: centred(DEFAULT_SIZE, room))


def restore_window(window: QMainWindow) -> None:
    """Before the window is shown: the size, place and split it had when it was closed,
    fitted to the screen."""
    window.preferences.restore_layout(GEOMETRY_KEY, lambda layout: _restore_geometry(window, layout))
    window.preferences.restore_layout(SPLITTER_KEY, lambda layout: _restore_splitter(window, layout))


def remember_window(window: QMainWindow) -> None:
    """When the window closes: keep its size, place and split for the next launch."""
    window.preferences.remember_layout(GEOMETRY_KEY, window.saveGeometry())
    window.preferences.remember_layout(SPLITTER_KEY, window.splitter.saveState())
    window.preferences.sync()


def opening_screen() -> QScreen:
    """The screen a new window opens on: the one under the pointer, as most desktops do."""
    return QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()


def room_on(screen: QScreen, frame: QMargins) -> QRect:
    """Where a window's inside may lie on `screen` so that its frame lies in the available area
    (the screen less the task bars and panels)."""
    return screen.availableGeometry().marginsRemoved(frame)


def centred(size: QSize, room: QRect) -> QRect:
    """A window of `size`, or of as much of it as `room` holds, in the middle of `room`."""
    fitted = size.boundedTo(room.size())
    return QRect(
        room.topLeft() + QPoint((room.width() - fitted.width()) // 2, (room.height() - fitted.height()) // 2), fitted
    )


def fitted(rect: QRect, room: QRect) -> QRect:
    """`rect` shrunk to `room` where it is larger, then moved as little as takes it inside."""
    size = rect.size().boundedTo(room.size())
    left = max(room.left(), min(rect.left(), room.right() + 1 - size.width()))
    top = max(room.top(), min(rect.top(), room.bottom() + 1 - size.height()))
    return QRect(QPoint(left, top), size)


def read_layout(layout: bytes) -> SavedLayout | None:
    """The layout `QWidget.saveGeometry` wrote, or None when these bytes are not one."""
    if len(layout) < GEOMETRY_LAYOUT.size:
        return None
    magic, major, _minor, *numbers = GEOMETRY_LAYOUT.unpack_from(layout)
    frame, normal, geometry = numbers[0:4], numbers[4:8], numbers[12:16]
    maximised, full_screen = numbers[9:11]
    if magic != GEOMETRY_MAGIC or major != 3:
        return None
    if not all(_is_rect(corners) for corners in (frame, normal, geometry)):
        return None
    # the frame's width on each side: the frame's corners against the inside's
    sides = (geometry[0] - frame[0], geometry[1] - frame[1], frame[2] - geometry[2], frame[3] - geometry[3])
    state = Qt.WindowState.WindowMaximized if maximised else Qt.WindowState.WindowNoState
    return SavedLayout(
        QRect(QPoint(normal[0], normal[1]), QPoint(normal[2], normal[3])),
        QMargins(*sides) if all(0 <= side <= MAX_FRAME for side in sides) else FRAME_GUESS,
        Qt.WindowState.WindowFullScreen if full_screen else state,
    )


def _is_rect(corners: list[int]) -> bool:
    """Left, top, right and bottom of a rectangle of some size, on no screen too far out."""
    left, top, right, bottom = corners
    return all(abs(corner) <= MAX_COORDINATE for corner in corners) and left <= right and top <= bottom


def _restore_geometry(window: QMainWindow, layout: QByteArray) -> bool:
    saved = read_layout(layout.data())
    if saved is None:
        return False
    screen = QGuiApplication.screenAt(saved.normal.center())
    if screen is None:  # the screen it was left on is gone: the middle of this one
        _place(window, opening_screen(), saved.frame, lambda room: centred(saved.normal.size(), room))
    else:
        _place(window, screen, saved.frame, lambda room: fitted(saved.normal, room))
    window.setWindowState((window.windowState() & ~MAXIMISED_OR_FULL_SCREEN) | saved.state)
    return True


def _place(window: QMainWindow, screen: QScreen, frame: QMargins, placement: Placement) -> None:
    """Put the window where `placement` says in the room `screen` leaves for `frame`, and again
    by its real frame when it is first on screen."""
    window.setGeometry(placement(room_on(screen, frame)))
    refit = window.findChild(RefitWhenShown)
    if refit is None:
        RefitWhenShown(window, placement)
    else:
        refit.aim(placement)


class RefitWhenShown(QObject):
    """Places a window again at its first exposure, when its screen and the frame the window
    manager drew are known. A window sized otherwise between its placement and its showing
    (the screenshot command's picture) or in the moment after keeps that size, and a maximised
    or full-screen one is the window manager's to fit."""

    def __init__(self, window: QMainWindow, placement: Placement) -> None:
        super().__init__(window)
        self.window = window
        self.aim(placement)
        window.installEventFilter(self)

    def aim(self, placement: Placement) -> None:
        """Place the window by `placement`, which has just put it where it is."""
        self.placement, self.placed, self.shown = placement, self.window.size(), QSize()
        self.ours: bool | None = None  # whether the size is still the placement's when it shows

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the type first: the filter sees every event of the window, also while it is deleted
        kind = event.type()
        if kind in (QEvent.Type.Polish, QEvent.Type.Show) and watched is self.window and self.ours is None:
            # before the layout's first pass, which may grow the window to a minimum of the moment
            self.ours = self.window.size() == self.placed
        if kind == QEvent.Type.Show and watched is self.window and self.window.windowHandle() is not None:
            self.window.windowHandle().installEventFilter(self)
        elif kind == QEvent.Type.Expose and isinstance(watched, QWindow) and watched.isExposed():
            self.window.removeEventFilter(self)
            watched.removeEventFilter(self)
            self.shown = self.window.size()
            # after the geometry the platform reports with the exposure, which would undo it
            QTimer.singleShot(0, self, self._refit)
        return False

    def _refit(self) -> None:
        self.deleteLater()
        window = self.window
        resized = not self.ours or window.size() != self.shown
        if resized or window.windowState() & (MAXIMISED_OR_FULL_SCREEN | Qt.WindowState.WindowMinimized):
            return
        inside, outside = window.geometry(), window.frameGeometry()
        frame = QMargins(
            inside.left() - outside.left(),
            inside.top() - outside.top(),
            outside.right() - inside.right(),
            outside.bottom() - inside.bottom(),
        )
        place = self.placement(room_on(window.screen(), frame))
        # a window that fits stays where it appeared: no jump of a few pixels for a guess
        if place.size() != inside.size() or not window.screen().availableGeometry().contains(outside):
            window.setGeometry(place)


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
