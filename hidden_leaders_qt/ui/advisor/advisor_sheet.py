"""The advisor's sheet in the side panel: a title with a close button over the answer, which
scrolls when it is longer than the room the decision's buttons and the log leave it."""

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

# the least the answer keeps on a crowded panel: two lines (the rest scrolls); the options come first
ANSWER_MIN_HEIGHT = 40


class AdvisorSheet(QFrame):
    """`content` under a bold `title`; the close button hides the sheet until the next answer."""

    def __init__(self, title: str, close_tip: str, content: QWidget) -> None:
        super().__init__()
        self.setObjectName("advisor")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 2, 4)
        layout.setSpacing(2)
        header = QHBoxLayout()
        self.title = QLabel(title)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(close_tip)
        self.close_button.setAccessibleName(close_tip)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Esc and the menus stay the keyboard's way
        self.close_button.clicked.connect(self.hide)
        header.addWidget(self.title, 1)
        header.addWidget(self.close_button)
        layout.addLayout(header)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(content)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setMinimumHeight(ANSWER_MIN_HEIGHT)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the words wrap
        layout.addWidget(self.scroll, 1)

    def sizeHint(self) -> QSize:
        """Tall enough for the whole answer at the sheet's width (the side panel gives what it can)."""
        hint = super().sizeHint()
        content = self.scroll.widget()
        width = self.scroll.viewport().width()
        wanted = content.heightForWidth(width) if content.hasHeightForWidth() and width > 0 else -1
        if wanted < 0:
            wanted = content.sizeHint().height()
        return QSize(hint.width(), hint.height() - self.scroll.sizeHint().height() + wanted + 2)

    def windowTitle(self) -> str:
        """The sheet's title, as a dock's title was (tests and screen readers read it)."""
        return self.title.text()
