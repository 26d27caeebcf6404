"""The screen shown between two people's turns in hot-seat play."""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS, QuietGuard

BACKGROUND = QColor("#1c2b22")
TEXT = QColor("#f3ead8")
SHOW_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select)
translate = QCoreApplication.translate


def handoff_reason(names: list[str], seat: int, current: int, kind: str, card: str | None) -> str:
    """Why `seat` is called to the screen, from public facts only: the turn, the question's
    kind (everybody sees who is asked what), or the played card that asks them."""
    name, asker = names[seat], names[current]
    if kind == "setup":
        text = translate("HandoffPage", "{name} sets up: one card to hide face down in their party, one to discard.")
    elif kind == "artifact_side":
        text = translate("HandoffPage", "{name} chooses the side of their artifact, in secret until everybody has.")
    elif kind == "place_token":
        text = translate("HandoffPage", "{asker} bribed: {name} may lay bribery tokens on heroes.")
    elif kind == "reaction":
        text = translate("HandoffPage", "A hero is about to be buried: {name} may answer before it happens.")
    elif seat != current and card:
        text = translate("HandoffPage", "{asker}'s {card} asks {name} to decide.")
    elif seat != current:
        text = translate("HandoffPage", "{asker}'s turn asks {name} to decide.")
    elif card:
        text = translate("HandoffPage", "{name}'s turn goes on ({card}).")
    else:
        text = translate("HandoffPage", "It is {name}'s turn.")
    return text.format(name=name, asker=asker, card=card)


class HandoffPage(QWidget):
    """Covers everything private until the next person at the screen says they are there.

    Saying so takes a deliberate act after the page has been up for `guard_ms` with no key or
    mouse button pressed meanwhile (each press starts that wait again): a click on the
    button (pressed and released while it is enabled), or a key pressed and released then,
    not auto-repeated. Anything before, a key already held when the page came up included
    (however its repeats are marked), is swallowed here and reaches neither the button nor
    the window.

    Its colours are set on the palette with `autoFillBackground`: a style sheet on a plain
    QWidget paints no background, and cream text then stood on the light window colour."""

    def __init__(self, on_ready: Callable[[], None], guard_ms: int = GUARD_MS) -> None:
        super().__init__()
        self.setObjectName("handoff")
        self.name = ""
        self._on_ready = on_ready
        self._pressed: set[int] = set()  # keys pressed since the page took input
        self._quiet = QuietGuard(self, self._take_input, guard_ms)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, BACKGROUND)
        palette.setColor(QPalette.ColorRole.WindowText, TEXT)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 2.8)
        title_font.setBold(True)
        self.title.setFont(title_font)
        layout.addWidget(self.title)
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setWordWrap(True)
        reason_font = QFont(self.font())
        reason_font.setPointSizeF(reason_font.pointSizeF() * 1.5)
        self.reason.setFont(reason_font)
        layout.addWidget(self.reason)
        layout.addSpacing(6)
        self.hint = QLabel(
            translate(
                "HandoffPage", "Everyone else, please look away. Press the button when you are ready to see your cards."
            )
        )
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        hint_font = QFont(self.font())
        hint_font.setPointSizeF(hint_font.pointSizeF() * 1.3)
        self.hint.setFont(hint_font)
        layout.addWidget(self.hint)
        self.button = QPushButton(translate("HandoffPage", "Show my cards"))
        self.button.setMinimumHeight(44)
        self.button.setMinimumWidth(200)
        self.button.setAutoDefault(False)
        self.button.setEnabled(False)
        self.button.clicked.connect(self._ready)
        self.button.installEventFilter(self)
        layout.addSpacing(12)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    @property
    def guard_ms(self) -> int:
        return self._quiet.quiet_ms

    @property
    def taking_input(self) -> bool:
        return self.button.isEnabled()

    def ask(self, name: str, reason: str, fresh: bool) -> None:
        """Ask for `name`. The page has just come up when `fresh`; otherwise the table only
        refreshed behind it, and the same question keeps its guard."""
        self.reason.setText(reason)
        if name == self.name and not fresh:
            return
        self.name = name
        self._show_title()
        self.button.setAccessibleName(translate("HandoffPage", "{name} is ready").format(name=name))
        self._hold_input()

    def _hold_input(self) -> None:
        self.button.setEnabled(False)
        self._pressed.clear()
        self.setFocus()
        self._quiet.hold()

    def _take_input(self) -> None:
        self.button.setEnabled(True)
        if self.isVisible():
            self.button.setFocus()

    def _ready(self) -> None:
        if self.taking_input and self.isVisible():
            self.button.setEnabled(False)  # one hand-off per act, however the events pile up
            self._on_ready()

    def _key(self, event: QKeyEvent) -> bool:
        """Show the cards on the release of a key whose press came while input was taken."""
        if event.key() not in SHOW_KEYS:
            return False
        if event.isAutoRepeat() or not self.taking_input:
            return True
        if event.type() == QEvent.Type.KeyPress:
            if not self._quiet.repeats(event.key()):
                self._pressed.add(event.key())
        elif event.key() in self._pressed:
            self._pressed.clear()
            self._ready()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and self._key(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyReleaseEvent(event)

    def _show_title(self) -> None:
        """The name is elided to the page's width, so a long name cannot stretch the window."""
        text = translate("HandoffPage", "Pass to {name}").format(name=self.name)
        width = max(100, self.width() - 40)
        self.title.setText(self.title.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width))
        self.title.setToolTip(text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.name:
            self._show_title()
