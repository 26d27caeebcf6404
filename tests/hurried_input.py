"""A person in a hurry around a hot-seat hand-off: the keys the last decision was made with
go on being pressed, at once and at a person's speed, a key stays held, the mouse clicks
where the button will be. After each act the hand-off must still be up, with nothing
private behind it (the privacy oracle looks)."""

from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from hidden_leaders_qt.ui.window.main_window import MainWindow


def on_handoff(window: MainWindow) -> bool:
    return window.pages.currentWidget() is window.handoff


def key_event(kind: QEvent.Type, key: Qt.Key, repeat: bool = False) -> QKeyEvent:
    return QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "\r" if key == Qt.Key.Key_Return else " ", repeat)


def send_key(window: MainWindow, kind: QEvent.Type, key: Qt.Key, repeat: bool = False) -> None:
    """A key event to whatever has the keyboard focus, as the keyboard sends it."""
    window.activateWindow()
    QApplication.sendEvent(QApplication.focusWidget() or window, key_event(kind, key, repeat))


def tap(window: MainWindow, key: Qt.Key) -> None:
    send_key(window, QEvent.Type.KeyPress, key)
    send_key(window, QEvent.Type.KeyRelease, key)


def click_on_button(qtbot, window: MainWindow) -> None:
    button = window.handoff.button
    qtbot.mouseClick(window.handoff, Qt.MouseButton.LeftButton, pos=button.geometry().center())


class Hurry:
    """Everything a person in a hurry does around a hand-off, each act followed by a look."""

    def __init__(self, qtbot, window: MainWindow, tally: PrivacyTally) -> None:
        self.qtbot, self.window, self.tally = qtbot, window, tally
        self.refused = 0
        self.met = 0  # hand-offs hurried at once
        self.holding = False  # an Enter is held down since the last hand-off appeared

    def still_covered(self, what: str) -> None:
        assert on_handoff(self.window), f"{what} uncovered the next person's cards"
        check_privacy(self.window, self.tally)
        self.refused += 1

    def at_once(self) -> None:
        """Right as the hand-off appears: the keys the last decision was made with go on."""
        self.met += 1
        tap(self.window, Qt.Key.Key_Return)
        self.still_covered("an Enter at once")
        tap(self.window, Qt.Key.Key_Space)
        self.still_covered("a Space at once")
        click_on_button(self.qtbot, self.window)
        self.still_covered("a click at once")
        send_key(self.window, QEvent.Type.KeyPress, Qt.Key.Key_Return)  # held down from here on
        self.holding = True
        self.still_covered("an Enter held down")

    def at_a_persons_speed(self) -> None:
        """The second press of a double Enter (0.12 s), a click 0.15 s after a decision, a
        Space: each while the screen has not yet taken input."""
        page = self.window.handoff
        keys = ((120, Qt.Key.Key_Return), (30, Qt.Key.Key_Space))
        for pause, key in keys:
            self.qtbot.wait(pause)
            if page.taking_input:  # a slow machine: the moment is over, and that is fine
                return
            tap(self.window, key)
            self.still_covered("a quick key")
        self.qtbot.wait(100)
        if not page.taking_input:
            click_on_button(self.qtbot, self.window)
            self.still_covered("a quick click")

    def key_held_through(self) -> None:
        """The Enter held since the hand-off repeats, then comes up: a key pressed before the
        screen took input shows nothing, however long it is held. X11 repeats a held key as a
        release and a press arriving together, which Qt marks as auto-repeated, but not always."""
        page = self.window.handoff
        self.qtbot.waitUntil(lambda: page.taking_input)
        for marked in (True, True, True, False, False):
            send_key(self.window, QEvent.Type.KeyRelease, Qt.Key.Key_Return, repeat=marked)
            send_key(self.window, QEvent.Type.KeyPress, Qt.Key.Key_Return, repeat=marked)
            self.still_covered(f"a repeating Enter ({'marked' if marked else 'unmarked'})")
            self.qtbot.wait(35)  # the repeat rate of a keyboard
        send_key(self.window, QEvent.Type.KeyRelease, Qt.Key.Key_Return)
        self.holding = False
        self.still_covered("the release of an Enter held since the hand-off")
