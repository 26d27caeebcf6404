"""The panel beside the table: what to decide, the buttons for it, a card preview, the log."""

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.ui.art.card_art import card_pixmap
from hidden_leaders_qt.ui.game.decisions import Choice
from hidden_leaders_qt.ui.game.log_model import EventLogModel
from hidden_leaders_qt.ui.help.rule_links import RuleLine
from hidden_leaders_qt.ui.window.choice_button import ChoiceButton

PREVIEW = QSize(250, 350)
PREVIEW_MIN_HEIGHT = 150
# below this the preview gives its room up to the buttons altogether (the card is on the table)
PREVIEW_SMALLEST = 100
# the panel narrows on small windows (down to MIN_WIDTH) so that the table keeps its size
MIN_WIDTH = 220
MAX_WIDTH = 380
SHARE_OF_WINDOW = 0.22
# the log keeps at least this much when a long choice takes the panel's height
LOG_MIN_HEIGHT = 120
# and this much while a sheet (the advisor's answer) shares its room: a few lines
LOG_SHARED_MIN_HEIGHT = 70
BUTTONS_MIN_ROOM = 120
translate = QCoreApplication.translate


def fit_side_panel(splitter: QSplitter, window_width: int) -> None:
    """On a small window the side panel gives way to the table, down to its minimum."""
    share = max(MIN_WIDTH, round(window_width * SHARE_OF_WINDOW))
    sizes = splitter.sizes()
    if sum(sizes) and sizes[1] > share:
        splitter.setSizes([sum(sizes) - share, share])


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

    def moveCursor(self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier) -> QModelIndex:
        """Without a current line (on arrival by Tab, after a hot-seat hand-off) keys start at
        the newest entry: Qt starts at the first, which shows the start of the game and stops
        the log following new entries."""
        rows = self.model().rowCount()
        if not self.currentIndex().isValid() and rows:
            return self.model().index(rows - 1, 0)
        return super().moveCursor(action, modifiers)

    def resizeEvent(self, event) -> None:
        width = self.viewport().width()
        # the item delegate keeps the focus frame's margin and one pixel on either side
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
        self.model().set_text_metrics(self.font(), width, width - margin)
        super().resizeEvent(event)


class SidePanel(QWidget):
    button_pressed = Signal(int)
    # the index of the button under the mouse (or with the focus), -1 when none is
    button_hovered = Signal(int)
    # the focus was on a button that a new choice replaces: it must go on to the next choice
    focus_released = Signal()
    # the prompt's rule link was followed: the rules page (`rules:page`) to open in Help
    rule_requested = Signal(str)

    def __init__(self, log_model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(MIN_WIDTH)
        self.setMaximumWidth(MAX_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        font = QFont(self.font())  # the system's size, a little larger: whatever the person chose
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setObjectName("prompt")
        layout.addWidget(self.prompt)
        # a module's question names its rule, a link to its page in Help (by mouse or by Tab and Enter)
        self.rule = RuleLine()
        self.rule.linkActivated.connect(self.rule_requested)
        self.rule.hide()
        layout.addWidget(self.rule)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setObjectName("warning")
        self.warning.setStyleSheet(
            "#warning { background: #fff1c2; color: #4a3300; border: 2px solid #d4a017;"
            " border-radius: 6px; padding: 6px; }"
        )
        self.warning.hide()
        layout.addWidget(self.warning)
        self.buttons_box = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.buttons_box)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop that shows nothing: the buttons are the stops
        self.scroll = scroll
        layout.addWidget(scroll)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # its pixmap must not hold the panel wide: the panel narrows, and the pixmap follows
        self.preview.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.preview_size = PREVIEW
        self.preview.setFixedHeight(PREVIEW.height() + 8)
        layout.addWidget(self.preview)
        log_title = QLabel(translate("SidePanel", "Game log"))
        log_title.setFont(font)
        self.log_title = log_title
        layout.addWidget(log_title)
        self.log = LogView(log_model)
        self.log.setAccessibleName(translate("SidePanel", "Game log"))
        layout.addWidget(self.log, 1)
        # follow the newest entry while the reader is at the bottom; rows are laid out in
        # batches (word wrap makes layout costly), so follow the scroll range as it grows
        bar = self.log.verticalScrollBar()
        self._follow = True
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if self._follow else None)
        bar.valueChanged.connect(lambda value: setattr(self, "_follow", value >= bar.maximum()))
        self.buttons: list[QPushButton] = []
        self.previewed = None
        self._preview_item = self._preview_face = None  # the table item shown large, and the face it showed
        # widgets other parts add under the status line (the advisor's button)
        self.tools: list[QWidget] = []
        # a sheet another part may open under the buttons (the advisor's answer)
        self.sheet: QWidget | None = None

    def add_tool(self, widget: QWidget) -> None:
        self.layout().insertWidget(self.layout().indexOf(self.warning), widget)
        self.tools.append(widget)

    def add_sheet(self, widget: QWidget) -> None:
        """Under the buttons, above the preview: shown and hidden by its owner, it takes its
        room from the preview and the log, never from the buttons while there is any."""
        self.layout().insertWidget(self.layout().indexOf(self.preview), widget)
        self.sheet = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.sheet and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.refit()
        return super().eventFilter(watched, event)

    def refit(self) -> None:
        """Share the height out again: the buttons first, then the sheet, the preview and the log."""
        self._fit_buttons()
        self._fit_sheet()
        self._fit_preview()

    def _sheet_open(self) -> bool:
        return self.sheet is not None and self.sheet.isVisibleTo(self)

    def _log_keeps(self) -> int:
        """The least the log keeps: less while a sheet shares its room."""
        return LOG_SHARED_MIN_HEIGHT if self._sheet_open() else LOG_MIN_HEIGHT

    def show_choice(self, choice: Choice, waiting_text: str) -> None:
        self.prompt.setText(choice.prompt or waiting_text)
        self.rule.show_pages(choice.rules)
        self.warning.setText(choice.warning)
        self.warning.setVisible(bool(choice.warning))
        if any(button.hasFocus() for button in self.buttons):
            # before Qt hands the focus of a hidden button to the next widget of the chain (the log)
            self.focus_released.emit()
        for button in self.buttons:
            button.hovered.disconnect()
            button.hide()  # gone from the screen now, not when Qt deletes it later
            button.deleteLater()
        self.buttons = []
        self.button_hovered.emit(-1)
        for index, (text, _action) in enumerate(choice.buttons):
            button = ChoiceButton(text)
            button.clicked.connect(lambda _checked=False, i=index: self.button_pressed.emit(i))
            button.hovered.connect(lambda on, i=index: self.button_hovered.emit(i if on else -1))
            self.buttons_layout.addWidget(button)
            self.buttons.append(button)
        self.refit()

    def take_answers(self, taking: bool) -> None:
        """The buttons answer only while the question takes answers (greyed while it is held)."""
        for button in self.buttons:
            button.setEnabled(taking)

    def _texts_height(self) -> int:
        """The height the prompt, the status, the warning, the log's title and the spacing
        between all parts take at the panel's width."""
        layout = self.layout()
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        texts = (self.prompt, self.rule, self.status, self.warning, self.log_title)
        labels = [label for label in texts if label.isVisibleTo(self)]
        # a label that has no height for a width (-1: one line, or empty) takes its size hint's
        heights = [label.heightForWidth(width) for label in labels]
        height = sum(h if h >= 0 else label.sizeHint().height() for h, label in zip(heights, labels, strict=True))
        tools = [tool for tool in self.tools if tool.isVisibleTo(self)]
        height += sum(tool.sizeHint().height() for tool in tools)
        parts = len(labels) + len(tools) + 3 + self._sheet_open()  # and the buttons, the preview, the log
        return height + layout.spacing() * (parts - 1) + margins.top() + margins.bottom()

    def _fit_buttons(self) -> None:
        """The button area is as tall as its buttons at the panel's width, as long as the
        log keeps some room; the preview gives up its room first, and only past that do the
        buttons scroll."""
        width = self.scroll.viewport().width() or self.width() - 16
        spacing = self.buttons_layout.spacing()
        # as tall as the layout makes a button: its wrapped text, and no less than its size hint
        needed = sum(max(button.heightForWidth(width), button.sizeHint().height()) + spacing for button in self.buttons)
        room = self.height() - self._texts_height() - 8 - self._log_keeps()
        if self._sheet_open():
            room -= self.sheet.minimumSizeHint().height()
        self.scroll.setFixedHeight(min(max(BUTTONS_MIN_ROOM, room), needed + 4) if self.buttons else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.refit()

    def _fit_sheet(self) -> None:
        """An open sheet is as tall as it asks, within what the buttons and the log leave it."""
        if not self._sheet_open():
            return
        least = self.sheet.minimumSizeHint().height()
        spare = self.height() - self._texts_height() - self.scroll.height() - 8 - self._log_keeps()
        self.sheet.setFixedHeight(max(least, min(self.sheet.sizeHint().height(), spare)))

    def _fit_preview(self) -> None:
        """The preview takes about a third of the panel's height, less when the buttons need
        it (a short window keeps room for the log; with too little left it shows nothing),
        and never more than its width."""
        sheet = self.sheet.height() if self._sheet_open() else 0
        left = self.height() - self._texts_height() - self.scroll.height() - sheet - LOG_MIN_HEIGHT - 8
        height = min(PREVIEW.height(), max(PREVIEW_MIN_HEIGHT, int(self.height() * 0.34)), left)
        width = min(self.width() - 20, round(height * PREVIEW.width() / PREVIEW.height()))
        size = QSize(width, round(width * PREVIEW.height() / PREVIEW.width()))
        if height < PREVIEW_SMALLEST:
            size = QSize()
        if size != self.preview_size:
            self.preview_size = size
            self.preview.setFixedHeight(size.height() + 8 if size.isValid() else 0)
            self.show_preview(self.previewed)

    def show_status(self, text: str) -> None:
        self.status.setText(text)

    def preview_item(self, item) -> None:
        """Show a table item's card large (None clears it), remembering the face it showed."""
        self._preview_item = item
        self._preview_face = None if item is None else (item.hero, item.leader)
        self.show_preview(*(self._preview_face or (None,)))

    def drop_stale_preview(self, scene) -> None:
        """A previewed card that left the table, or turned, must not stay on show: its item
        gets no hover-leave once it is gone, and the next person must not see it."""
        item = self._preview_item
        if item is not None and (item.scene() is not scene or (item.hero, item.leader) != self._preview_face):
            self.preview_item(None)

    def show_preview(self, hero, leader=None) -> None:
        self.previewed = leader if leader is not None else hero
        shown = (
            translate("SidePanel", "Card shown large: {card}").format(card=card_name(self.previewed))
            if self.previewed
            else ""
        )
        self.preview.setAccessibleName(shown)
        if self.previewed is None or not self.preview_size.isValid():
            self.preview.clear()
            return
        self.preview.setPixmap(card_pixmap(self.previewed, self.preview_size, self.devicePixelRatioF()))
