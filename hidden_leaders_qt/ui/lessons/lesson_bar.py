"""The band above the table that tells a lesson: its step, what it asks, and why a move was not taken."""

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate
STYLE = (
    "#lesson_bar { background: #f6ecd2; border-bottom: 2px solid #b8892b; }"
    "#lesson_bar QLabel { color: #2d2212; }"
    "#lesson_refusal { background: #fde3d8; color: #5a1a00; border: 1px solid #c0552b;"
    " border-radius: 4px; padding: 4px; }"
)


class LessonBar(QFrame):
    """Says the step; Next reads on (also with Return), Leave ends the lesson for now."""

    read_on = Signal()
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_bar")
        self.setStyleSheet(STYLE)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(12, 6, 12, 6)
        words = QVBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("lesson_heading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel()
        self.text.setObjectName("lesson_text")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.refusal = QLabel()
        self.refusal.setObjectName("lesson_refusal")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        words.addWidget(self.heading)
        words.addWidget(self.text)
        words.addWidget(self.refusal)
        outer.addLayout(words, 1)
        buttons = QVBoxLayout()
        self.next_button = QPushButton(translate("LessonBar", "Next"))
        self.next_button.setObjectName("lesson_next")
        self.next_button.clicked.connect(self.read_on)
        self.leave_button = QPushButton(translate("LessonBar", "Leave Lesson"))
        self.leave_button.setObjectName("lesson_leave")
        self.leave_button.clicked.connect(self.leave)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        outer.addLayout(buttons)

    def show_step(self, title: str, number: int, count: int, text: str, reading: bool, last: bool) -> None:
        """A step: with a Next button while it waits for reading, without while it waits for a move."""
        self.heading.setText(
            translate("LessonBar", "Learn to Play: {title} · step {number} of {count}").format(
                title=title, number=number, count=count
            )
        )
        self.text.setText(text)
        self.refusal.hide()
        self.next_button.setText(translate("LessonBar", "Finish") if last else translate("LessonBar", "Next"))
        self.next_button.setVisible(reading)
        if reading:
            self.next_button.setDefault(True)

    def show_waiting(self, title: str, text: str) -> None:
        """Between steps, while the computers play their moves."""
        self.heading.setText(translate("LessonBar", "Learn to Play: {title}").format(title=title))
        self.text.setText(text)
        self.refusal.hide()
        self.next_button.hide()

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.show()
