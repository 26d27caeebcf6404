"""The panel beside the table: what to decide, the buttons for it, a card preview, the log."""

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.ui.card_art import card_pixmap
from hidden_leaders_qt.ui.decisions import Choice
from hidden_leaders_qt.ui.log_model import EventLogModel

PREVIEW = QSize(250, 350)


class LogView(QListView):
    """The log, word-wrapped, with row heights measured by the model for the view's width."""

    def __init__(self, model: EventLogModel) -> None:
        super().__init__()
        self.setModel(model)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(40)
        # a scroll bar that comes and goes would change the width rows were measured for
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)

    def resizeEvent(self, event) -> None:
        width = self.viewport().width()
        # the item delegate keeps the focus frame's margin and one pixel on either side
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
        self.model().set_text_metrics(self.font(), width, width - margin)
        super().resizeEvent(event)


class SidePanel(QWidget):
    button_pressed = Signal(int)

    def __init__(self, log_model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(300)
        self.setMaximumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        font = QFont()
        font.setPointSize(12)
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setObjectName("prompt")
        layout.addWidget(self.prompt)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons_box = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.buttons_box)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setMaximumHeight(300)
        self.scroll = scroll
        layout.addWidget(scroll)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumHeight(PREVIEW.height() + 8)
        self.preview.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.preview)
        log_title = QLabel("Game log")
        log_title.setFont(font)
        layout.addWidget(log_title)
        self.log = LogView(log_model)
        self.log.setAccessibleName("Game log")
        layout.addWidget(self.log, 1)
        # follow the newest entry while the reader is at the bottom; rows are laid out in
        # batches (word wrap makes layout costly), so follow the scroll range as it grows
        bar = self.log.verticalScrollBar()
        self._follow = True
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if self._follow else None)
        bar.valueChanged.connect(lambda value: setattr(self, "_follow", value >= bar.maximum()))
        self.buttons: list[QPushButton] = []
        self.previewed = None

    def show_choice(self, choice: Choice, waiting_text: str) -> None:
        self.prompt.setText(choice.prompt or waiting_text)
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        for index, (text, _action) in enumerate(choice.buttons):
            button = QPushButton(text)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _checked=False, i=index: self.button_pressed.emit(i))
            self.buttons_layout.addWidget(button)
            self.buttons.append(button)
        spacing = self.buttons_layout.spacing()
        self.scroll.setFixedHeight(min(300, len(self.buttons) * (34 + spacing) + 4))

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    def show_preview(self, hero, leader=None) -> None:
        self.previewed = leader if leader is not None else hero
        self.preview.setAccessibleName(f"Card shown large: {self.previewed.name}" if self.previewed else "")
        if self.previewed is None:
            self.preview.clear()
            return
        ratio = self.devicePixelRatioF()
        self.preview.setPixmap(card_pixmap(leader if leader is not None else hero, PREVIEW, ratio))
