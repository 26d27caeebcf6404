"""The band above the table that tells a lesson: its step, what it asks, and why a move was not taken."""

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QImage, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from hidden_leaders_qt.ui.help.track_pictures import EXAMPLES, HEIGHT, WIDTH, track_image

translate = QCoreApplication.translate
# the four base factions' wins, two by two, at this share of the rules pages' size
WIN_ORDER = ("undead", "water_folk", "imperial_army", "hill_tribes")
PICTURE_SCALE = 0.45
STYLE = (
    "#lesson_bar { background: #f6ecd2; border-bottom: 2px solid #b8892b; }"
    "#lesson_bar QLabel { color: #2d2212; }"
    "#lesson_refusal { background: #fde3d8; color: #5a1a00; border: 1px solid #c0552b;"
    " border-radius: 4px; padding: 4px; }"
)


class LessonBar(QFrame):
    """Says the step; Next reads on (also Return, while a step waits for reading), Leave ends
    the lesson for now."""

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
        self.picture = QLabel()
        self.picture.setObjectName("lesson_picture")
        self.picture.hide()
        words.addWidget(self.heading)
        words.addWidget(self.text)
        words.addWidget(self.picture)
        words.addWidget(self.refusal)
        outer.addLayout(words, 1)
        buttons = QVBoxLayout()
        self.next_button = QPushButton(translate("LessonBar", "Next"))
        self.next_button.setObjectName("lesson_next")
        self.next_button.clicked.connect(self.read_on)
        self.leave_button = QPushButton(translate("LessonBar", "Leave Lesson"))
        self.leave_button.setObjectName("lesson_leave")
        self.leave_button.clicked.connect(self.leave)
        # while a step waits for reading, Return (or Enter) reads on wherever the focus is
        self.keys = [QShortcut(QKeySequence(key), self) for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)]
        for shortcut in self.keys:
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self.next_button.click)
            shortcut.setEnabled(False)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        outer.addLayout(buttons)

    def show_step(
        self, title: str, number: int, count: int, text: str, reading: bool, last: bool, picture: str = ""
    ) -> None:
        """A step: with a Next button while it waits for reading, without while it waits for a
        move; `picture` names a drawing beside the words (the win conditions)."""
        self.heading.setText(
            translate("LessonBar", "Learn to Play: {title} · step {number} of {count}").format(
                title=title, number=number, count=count
            )
        )
        self.text.setText(text)
        self.refusal.hide()
        if picture:
            self.picture.setPixmap(win_conditions(self.devicePixelRatioF()))
        self.picture.setVisible(bool(picture))
        self.next_button.setText(translate("LessonBar", "Finish") if last else translate("LessonBar", "Next"))
        self.next_button.setVisible(reading)
        for shortcut in self.keys:
            shortcut.setEnabled(reading)

    def show_waiting(self, title: str, text: str) -> None:
        """Between steps, while the computers play their moves."""
        self.heading.setText(translate("LessonBar", "Learn to Play: {title}").format(title=title))
        self.text.setText(text)
        self.refusal.hide()
        self.picture.hide()
        self.next_button.hide()
        for shortcut in self.keys:
            shortcut.setEnabled(False)

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.show()


def win_conditions(device_ratio: float) -> QPixmap:
    """The four ways a base faction wins, drawn as the rules pages draw them, two by two."""
    width, height = WIDTH * PICTURE_SCALE, HEIGHT * PICTURE_SCALE
    image = QImage(
        round(2 * width * device_ratio), round(2 * height * device_ratio), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(device_ratio, device_ratio)
    for index, faction in enumerate(WIN_ORDER):
        place = QRectF((index % 2) * width, (index // 2) * height, width, height)
        painter.drawImage(place, track_image(EXAMPLES[faction]))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(device_ratio)
    return pixmap
