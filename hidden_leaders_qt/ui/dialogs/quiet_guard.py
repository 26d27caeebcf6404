"""Input held back until a quiet moment, so that keys pressed for one screen do not act on the next."""

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

# How long a guarded screen ignores every key and click after it appears, and after each key
# or mouse button pressed meanwhile: the person who just decided may still be pressing keys (a
# double Enter, Enter hammered, a key held down, keys typed ahead while the table was busy).
GUARD_MS = 750
# A key held down repeats as a release and a press arriving together (X11 sends such pairs,
# and Qt does not always mark them as auto-repeated); a finger needs far longer than this
# to let a key up and press it again.
REPEAT_GAP_MS = 25
PRESSES = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class InputWatch(QObject):
    """The keyboard and the mouse seen application-wide (whatever widget has the focus, a
    disabled button included): when each key was last let up, so that a press arriving
    right after its own release is known as a held key repeating; and every key or mouse
    button pressed, told to `on_press`."""

    def __init__(self, parent: QObject, on_press: Callable[[], None]) -> None:
        super().__init__(parent)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._released: dict[int, int] = {}
        self._on_press = on_press
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyRelease:
            self._released[event.key()] = self._clock.elapsed()
        elif kind in PRESSES:
            self._on_press()
        return False

    def repeats(self, key: int) -> bool:
        released = self._released.get(key)
        return released is not None and self._clock.elapsed() - released < REPEAT_GAP_MS


class QuietGuard(QObject):
    """Calls `on_quiet` once `quiet_ms` have passed since `hold` with no key or mouse button
    pressed anywhere in the application; each press while it holds starts the wait again."""

    def __init__(self, parent: QObject, on_quiet: Callable[[], None], quiet_ms: int = GUARD_MS) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, quiet_ms))
        self._timer.timeout.connect(on_quiet)
        self._input = InputWatch(self, self._pressed)

    @property
    def quiet_ms(self) -> int:
        return self._timer.interval()

    @property
    def holding(self) -> bool:
        return self._timer.isActive()

    def hold(self) -> None:
        self._timer.start()

    def release(self) -> None:
        """Stop holding without calling `on_quiet`."""
        self._timer.stop()

    def repeats(self, key: int) -> bool:
        """Whether a press of `key` now is that key held down and repeating."""
        return self._input.repeats(key)

    def _pressed(self) -> None:
        if self._timer.isActive():
            self._timer.start()
