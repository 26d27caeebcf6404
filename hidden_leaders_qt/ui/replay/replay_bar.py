"""The replay's controls: where it stands, whose eyes it is seen through, and the ways to move
(buttons, a slider over the decisions, and the keys, which the window gives the same jobs),
in a column at the top of the replay's side, so that the table keeps the window's height."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

# the moves, each with its button's text, and what its tooltip says it does with which key
START, TURN_BACK, BACK, FORWARD, TURN_FORWARD, END = "start", "turn back", "back", "forward", "turn forward", "end"
MOVES = (
    (START, QT_TRANSLATE_NOOP("ReplayBar", "\u21e4 Start"), QT_TRANSLATE_NOOP("ReplayBar", "To the deal (Home)")),
    (
        TURN_BACK,
        QT_TRANSLATE_NOOP("ReplayBar", "\u00ab Turn"),
        QT_TRANSLATE_NOOP("ReplayBar", "To the start of this turn, or of the one before (Page Up, Ctrl+Left)"),
    ),
    (BACK, QT_TRANSLATE_NOOP("ReplayBar", "\u2039 Back"), QT_TRANSLATE_NOOP("ReplayBar", "One decision back (Left)")),
    (FORWARD, QT_TRANSLATE_NOOP("ReplayBar", "Next \u203a"), QT_TRANSLATE_NOOP("ReplayBar", "One decision on (Right)")),
    (
        TURN_FORWARD,
        QT_TRANSLATE_NOOP("ReplayBar", "Turn \u00bb"),
        QT_TRANSLATE_NOOP("ReplayBar", "To the start of the next turn (Page Down, Ctrl+Right)"),
    ),
    (END, QT_TRANSLATE_NOOP("ReplayBar", "End \u21e5"), QT_TRANSLATE_NOOP("ReplayBar", "To the end of the game (End)")),
)


class ReplayBar(QWidget):
    moved = Signal(str)  # one of the moves above
    slid = Signal(int)  # the slider was taken to a position
    reader_chosen = Signal(int)  # a seat, or replay.PUBLIC / replay.EVERYTHING

    def __init__(self, count: int, readers: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        self.where = QLabel()
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.where.setFont(font)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setWordWrap(True)  # the bar is a column beside the table
        layout.addWidget(self.where)
        seen = QHBoxLayout()
        seen_as = QLabel(self.tr("&Seen:"))
        self.readers = QComboBox()
        self.readers.setAccessibleName(self.tr("Whose view of the game the replay shows"))
        # as narrow as the column: a long name is cut in the closed box, whole in its list
        self.readers.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.readers.setMinimumContentsLength(8)
        for reader, text in readers:
            self.readers.addItem(text, reader)
            self.readers.setItemData(self.readers.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
        seen_as.setBuddy(self.readers)
        self.readers.activated.connect(lambda index: self.reader_chosen.emit(self.readers.itemData(index)))
        seen.addWidget(seen_as)
        seen.addWidget(self.readers, 1)
        layout.addLayout(seen)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, count)
        self.slider.setPageStep(max(1, count // 20))
        self.slider.setAccessibleName(self.tr("Decision"))
        self.slider.valueChanged.connect(self.slid.emit)
        layout.addWidget(self.slider)
        # the moves back in the left column, the moves on in the right, the farthest at the top
        grid = QGridLayout()
        grid.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for number, (move, text, tip) in enumerate(MOVES):
            button = QPushButton(self.tr(text))
            button.setToolTip(self.tr(tip))
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys to the window
            button.clicked.connect(lambda _checked=False, m=move: self.moved.emit(m))
            grid.addWidget(button, number if number < 3 else 5 - number, number // 3)
            self.buttons[move] = button
        layout.addLayout(grid)

    def show_position(self, position: int, count: int, text: str) -> None:
        """Follow the replay: the slider, the words, and which moves lead anywhere."""
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.where.setText(text)
        for move in (START, TURN_BACK, BACK):
            self.buttons[move].setEnabled(position > 0)
        for move in (FORWARD, TURN_FORWARD, END):
            self.buttons[move].setEnabled(position < count)

    def show_reader(self, reader: int) -> None:
        self.readers.setCurrentIndex(self.readers.findData(reader))

    def set_moving_enabled(self, enabled: bool) -> None:
        """Behind a hand-off cover the replay stands still; only another reader may be chosen."""
        self.slider.setEnabled(enabled)
        for button in self.buttons.values():
            button.setEnabled(enabled)
