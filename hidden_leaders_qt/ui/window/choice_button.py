"""A side-panel button whose text wraps: an option may say what it does in a sentence.

The style's focus frame is a faint line that a keyboard player loses; the focused button
gets a thick ring in the palette's highlight colour instead, darkened or lightened until
it stands out from the button's face (3:1, the level for controls).
"""

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy

from hidden_leaders_qt.ui.art.contrast import readable

MIN_HEIGHT = 34
FOCUS_RING_WIDTH = 3.5
FOCUS_RING_CONTRAST = 3.0


class ChoiceButton(QPushButton):
    """QPushButton draws its text on one line and cuts it; here a word-wrapped label inside
    the button carries the text, and the button is as tall as the label needs."""

    hovered = Signal(bool)

    def __init__(self, text: str) -> None:
        super().__init__()
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 5, 10, 5)
        layout.addWidget(self.label)
        self.setAccessibleName(text)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self.label.text()

    def enterEvent(self, event) -> None:
        super().enterEvent(event)
        self.hovered.emit(True)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self.hovered.emit(False)

    def focusInEvent(self, event) -> None:  # a keyboard player sees the same as one with a mouse
        super().focusInEvent(event)
        self.hovered.emit(True)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.hovered.emit(False)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            self._paint_focus_ring()

    def _paint_focus_ring(self) -> None:
        palette = self.palette()
        face = palette.color(QPalette.ColorRole.Button)
        color = readable(palette.color(QPalette.ColorRole.Highlight), face, FOCUS_RING_CONTRAST)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(color, FOCUS_RING_WIDTH))
        inset = FOCUS_RING_WIDTH / 2 + 0.5
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 4, 4)
        painter.end()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right()
        return max(MIN_HEIGHT, self.label.heightForWidth(inner) + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        hint = self.layout().sizeHint()
        return QSize(hint.width(), max(MIN_HEIGHT, hint.height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, MIN_HEIGHT)
