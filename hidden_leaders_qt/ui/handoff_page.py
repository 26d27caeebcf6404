"""The screen shown between two people's turns in hot-seat play."""

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

BACKGROUND = QColor("#1c2b22")
TEXT = QColor("#f3ead8")


class HandoffPage(QWidget):
    """Covers everything private until the next person at the screen says they are there.

    Its colours are set on the palette with `autoFillBackground`: a style sheet on a plain
    QWidget paints no background, and cream text then stood on the light window colour."""

    def __init__(self, on_ready: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("handoff")
        self.name = ""
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
        self.hint = QLabel("Everyone else, please look away. Press the button when you are ready to see your cards.")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        hint_font = QFont(self.font())
        hint_font.setPointSizeF(hint_font.pointSizeF() * 1.3)
        self.hint.setFont(hint_font)
        layout.addWidget(self.hint)
        self.button = QPushButton("Show my cards")
        self.button.setMinimumHeight(44)
        self.button.setMinimumWidth(200)
        self.button.clicked.connect(on_ready)
        layout.addSpacing(12)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.name = name
        self._show_title()
        self.button.setAccessibleName(f"{name} is ready")
        self.button.setDefault(True)
        self.button.setFocus()

    def _show_title(self) -> None:
        """The name is elided to the page's width, so a long name cannot stretch the window."""
        text = f"Pass to {self.name}"
        width = max(100, self.width() - 40)
        self.title.setText(self.title.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width))
        self.title.setToolTip(text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.name:
            self._show_title()
