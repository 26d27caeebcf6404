"""The side panel's line of what happened to your cards while you waited, under the prompt,
with a Seen button that clears it (and the marks on the table) before your next decision."""

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate
STYLE = (
    "#whatHappened { background: #e3eefc; border: 2px solid #5b86c5; border-radius: 6px; }"
    " #whatHappened QLabel { color: #0f2340; background: transparent; border: none; }"
)


class NoticeBar(QFrame):
    seen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("whatHappened")
        self.setStyleSheet(STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 5, 6, 5)
        layout.setSpacing(3)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.button = QPushButton(translate("NoticeBar", "Seen"))
        self.button.setToolTip(
            translate("NoticeBar", "Clear this line and its marks on the table (your next decision clears them too).")
        )
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.button.clicked.connect(self.seen.emit)
        row.addWidget(self.button)
        layout.addLayout(row)
        self.setAccessibleName(translate("NoticeBar", "What happened to your cards"))
        self.hide()

    def show_text(self, text: str) -> None:
        """The line, or nothing shown for an empty text."""
        if text != self.label.text():
            self.label.setText(text)
            self._fit()
        self.setVisible(bool(text))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        """As tall as the wrapped line needs at the width the panel gives it, no taller: the
        panel shares its height out by the hints of what it holds."""
        if not self.label.text():
            return
        margins = self.layout().contentsMargins()
        text = self.label.heightForWidth(max(1, self.width() - margins.left() - margins.right()))
        spacing = self.layout().spacing()
        self.label.setFixedHeight(text)
        self.setFixedHeight(margins.top() + text + spacing + self.button.sizeHint().height() + margins.bottom())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.maximumHeight())
