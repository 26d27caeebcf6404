"""Playing with the keyboard: a focus ring moves over the legal targets of the table.

While the table view has the keyboard focus, Tab and Shift+Tab step through the cards,
piles and name plates the current decision can use (past the last one, Tab goes on to the
buttons beside the table), the arrow keys move to the nearest target in their direction,
Home and End to the first and last, and Enter or Space choose the target in the ring.
Escape cancels a half-made choice (the window does that for every key focus).

The ring shows once a key moved it, or the focus came by Tab, and hides on a mouse click
on the table, so a mouse player never sees it. A `QGraphicsItem` is no accessible object
of its own: the view says what the ring is on through its accessible name and
description, and tells screen readers each time the ring moves.

No answer that spends or gives something away holds the focus of a new question: the focus
goes to the answer that spends nothing ("Go on", "Pass", "Keep the rest") where there is
one, otherwise to the table with the ring hidden, so a stray Enter chooses nothing until
the person moves the ring (arrows, Tab) or clicks. With nothing to choose on the table, the
arrows go on to the buttons. While a question is held (it came from elsewhere and has not
been on screen for a quiet moment, `QuestionGate`), Enter and Space on the table choose
nothing either. When a choice is made, the buttons it used are replaced; the focus then
goes back to the table, so keyboard play never loses its place.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from hidden_leaders_qt.ui.table.table_descriptions import card_text, describe_item

RING_Z = 10_000.0
RING_GAP = 5.25  # outside the yellow outline of a legal choice, short of a neighbour card
RING_WIDTH = 4.5
RING_REACH = RING_GAP + RING_WIDTH / 2
"""How far the ring reaches beyond the target: less than the gap under a plate and its text."""
TABLE_NAME = QT_TRANSLATE_NOOP("keyboard_play", "Table")
NAVIGATION = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
CHOOSE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def outline(item) -> QRectF:
    """What the ring surrounds, in the scene: the target itself (a card, a pile without its
    title, a plate), not the glow or title its item also paints."""
    if hasattr(item, "outline_rect"):
        return item.mapRectToScene(item.outline_rect())
    return item.sceneBoundingRect()


class FocusRingItem(QGraphicsItem):
    """A white ring on a black one, around the focused target: it shows on the dark felt,
    on light cards and beside the yellow outline of a legal choice."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def surround(self, rect: QRectF) -> None:
        grown = rect.adjusted(-RING_GAP, -RING_GAP, RING_GAP, RING_GAP)
        if grown != self.rect:
            self.prepareGeometryChange()
            self.rect = grown

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def _outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, 12, 12)
        return path

    def shape(self) -> QPainterPath:
        """Only the ring itself: the card inside it is what the mouse is over."""
        stroker = QPainterPathStroker()
        stroker.setWidth(RING_WIDTH)
        return stroker.createStroke(self._outline())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self._outline()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#101010"), RING_WIDTH))
        painter.drawPath(path)
        dashes = QPen(QColor("#ffffff"), 3.5)
        dashes.setDashPattern([3, 1.5])
        painter.setPen(dashes)
        painter.drawPath(path)


class KeyboardPlay(QObject):
    """Keyboard play of the main window's table (see the module doc)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.view = window.table
        self.scene = window.scene
        self.ring = FocusRingItem()
        self.scene.addItem(self.ring)
        self.focused: tuple | None = None
        self.showing = False  # the ring is wanted: the last way into the table was a key
        self._followed = None
        self._arriving = False  # a person has just taken the screen: the focus starts afresh
        self._new_question = False  # the focus starts afresh unless someone is reading the log
        self._from_button = False  # a panel button made the last choice: the focus moves on
        self.exploring = False  # the ring was put by Alt and an arrow, on any place of the table
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setAccessibleName(QCoreApplication.translate("keyboard_play", TABLE_NAME))
        self.viewport = self.view.viewport()
        self.view.installEventFilter(self)
        self.viewport.installEventFilter(self)
        window.controller.choice_changed.connect(self.choice_changed)
        window.panel.focus_released.connect(self._button_used)

    # --- the targets --------------------------------------------------------------------------

    def item_for(self, key: tuple):
        items = self.scene.position_items
        return items.get(key[1:]) if key[0] == "card" else items.get(key)

    @property
    def every_place(self) -> list[tuple]:
        """Every card, pile and plate on the table, in reading order: what Alt and an arrow key
        visit, to read a card and why it cannot be chosen now as a mouse hovering it does."""
        found = [
            (("card", *pos) if isinstance(pos[0], int) else pos, item)
            for pos, item in self.scene.position_items.items()
        ]
        return [key for key, item in sorted(found, key=_reading_order) if item is not None and item.isVisible()]

    @property
    def targets(self) -> list[tuple]:
        """The click keys of the current choice that are on the table, in reading order."""
        found = [(key, self.item_for(key)) for key in self.window.controller.choice.clicks]
        return [key for key, item in sorted(found, key=_reading_order) if item is not None]

    def choice_changed(self) -> None:
        """A new decision, or the same one half made: once the table is laid out for it and
        the panel has replaced its buttons (the old ones are deleted later), the focus stays
        on the same target if it still is one."""
        QTimer.singleShot(0, self, self._settle)

    def person_arrived(self) -> None:
        """After a hot-seat hand-off the focus starts on this person's choice, wherever Qt
        moved it when the hand-off button was hidden (the log, next in the tab chain)."""
        self._arriving = True
        QTimer.singleShot(0, self, self._settle)

    def new_question(self) -> None:
        """A new question: the ring hides and the focus starts afresh, on no answer that spends."""
        self.showing = False
        self._new_question = True
        QTimer.singleShot(0, self, self._settle)

    def question_opened(self) -> None:
        """The held question takes answers now: the answer that spends nothing takes the focus
        (unless the person moved the ring meanwhile, or is reading the log)."""
        window = self.window
        on_table = window.pages.currentWidget() is window.table_page
        if on_table and not self.showing and window.focusWidget() is not window.panel.log:
            self._place_focus()

    def _place_focus(self) -> None:
        panel, choice = self.window.panel, self.window.controller.choice
        safe = choice.safe
        if safe is not None and safe < len(panel.buttons) and panel.buttons[safe].isEnabled():
            panel.buttons[safe].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _button_used(self) -> None:
        """The focused button is about to go: the table holds the focus until `_settle`
        passes it on, so Qt does not hand it to the log."""
        self._from_button = True
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _settle(self) -> None:
        self.exploring = False
        targets = self.targets
        if self.focused not in targets or self._from_button:
            self.focused = targets[0] if targets else None
        self._order_tabs()
        self._keep_focus()
        self.show_ring()

    def _order_tabs(self) -> None:
        """Tab goes from the table to the buttons of this choice, in their order, then to the log."""
        panel = self.window.panel
        chain = [self.view, *panel.buttons, panel.log]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _keep_focus(self) -> None:
        """Place the focus afresh (`_place_focus`) when a person arrived, a new question came
        (unless the log is being read), or the window's focus went with the buttons of the
        last choice (deleted by now) or never had one. While a dialog is open this sets where the focus returns."""
        window = self.window
        arriving, self._arriving = self._arriving, False
        from_button, self._from_button = self._from_button, False
        new, self._new_question = self._new_question, False
        if window.pages.currentWidget() is not window.table_page:
            return
        for button in window.panel.buttons:
            button.setAutoDefault(True)  # Enter presses the focused button, as in a dialog
        focus = window.focusWidget()
        if from_button:
            self.showing = False
        if arriving or from_button or focus is None or not focus.isVisible() or new and focus is not window.panel.log:
            self._place_focus()

    # --- the ring -----------------------------------------------------------------------------

    def show_ring(self) -> None:
        item = self.item_for(self.focused) if self.focused is not None else None
        visible = item is not None and self.showing and self.view.hasFocus()
        self._follow(item if visible else None)
        self.ring.setVisible(visible)
        if visible:
            self.ring.surround(outline(item))
            self.view.ensureVisible(self.ring)
        self._describe(item if visible else None)

    def _follow(self, item) -> None:
        """Keep the ring on a card while it slides to its new place."""
        if item is self._followed:
            return
        if self._followed is not None:
            try:
                self._followed.xChanged.disconnect(self._moved)
                self._followed.yChanged.disconnect(self._moved)
            except RuntimeError:  # the item is gone
                pass
        self._followed = item
        if item is not None:
            item.xChanged.connect(self._moved)
            item.yChanged.connect(self._moved)

    def _moved(self) -> None:
        if self._followed is not None and self.ring.isVisible():
            self.ring.surround(outline(self._followed))

    def _describe(self, item) -> None:
        """The view's accessible name says what the ring is on; screen readers hear it as a
        new focus. The card preview beside the table shows the card, as hovering does."""
        if item is None:
            name, description = (
                QCoreApplication.translate("keyboard_play", TABLE_NAME),
                self.window.controller.choice.prompt,
            )
        else:
            model = self.window.session.model
            viewer = model.viewer if model is not None else -1
            names = self.window.session.names
            name = QCoreApplication.translate("keyboard_play", "{item}. Press Enter to choose.").format(
                item=describe_item(item, viewer, names, self._sharing(item))
            )
            description = card_text(item)
        if (name, description) == (self.view.accessibleName(), self.view.accessibleDescription()):
            return
        self.view.setAccessibleName(name)
        self.view.setAccessibleDescription(description)
        if self.view.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.Focus))
        if item is not None and hasattr(item, "preview_requested"):
            item.preview_requested.emit(item)

    def _sharing(self, item) -> int:
        """How many cards lie in the same place as `item` (a hand, a party's face-up row)."""
        place = getattr(item, "position", None)
        if place is None or not isinstance(place[0], int):
            return 0
        return sum(1 for pos in self.scene.position_items if isinstance(pos[0], int) and pos[:2] == place[:2])

    # --- keys ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.FocusIn, QEvent.Type.FocusOut, QEvent.Type.MouseButtonPress):
            return False
        if not isValid(self.view):  # the window is being taken down
            return False
        if watched is self.viewport:
            if kind == QEvent.Type.MouseButtonPress:
                self.showing = False
                self.show_ring()
            return False
        if kind == QEvent.Type.KeyPress:
            return self._key(event)
        if kind == QEvent.Type.FocusIn:
            reason = event.reason()
            if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                self.showing = True
                targets = self.targets
                if targets:
                    self.focused = targets[0] if reason == Qt.FocusReason.TabFocusReason else targets[-1]
            self.show_ring()
        elif kind == QEvent.Type.FocusOut:
            self.show_ring()
        return False

    def _key(self, event) -> bool:
        """True when the key was used here; other keys go on to the window."""
        key = event.key()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers == Qt.KeyboardModifier.AltModifier and key in NAVIGATION:
            return self._explore(key)
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        targets = self.targets
        if key in CHOOSE_KEYS:
            if not self.window.gate.taking_input:
                return True  # a key meant for what came before this question
            offered = self.focused in targets
            # a place reached by Alt and an arrow, not offered, answers as a click: with why
            if not self.showing or not (offered or self.exploring and self.focused in self.every_place):
                return False
            self.window.controller.click(self.focused)
            return True
        if key in NAVIGATION and not targets and self.window.panel.buttons:
            return self._to_buttons(key)
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            backwards = key == Qt.Key.Key_Backtab or modifiers == Qt.KeyboardModifier.ShiftModifier
            return self._step(targets, -1 if backwards else 1)
        if key not in NAVIGATION and key not in (Qt.Key.Key_Home, Qt.Key.Key_End) or not targets:
            return False
        self.exploring = False
        if self.focused not in targets:
            self.focused = targets[0]
        elif self.showing:  # the first key only shows where the ring is
            if key == Qt.Key.Key_Home:
                self.focused = targets[0]
            elif key == Qt.Key.Key_End:
                self.focused = targets[-1]
            else:
                self.focused = self._nearest(targets, NAVIGATION[key]) or self.focused
        self.showing = True
        self.show_ring()
        return True

    def _explore(self, key: int) -> bool:
        """Alt and an arrow: the ring goes to the nearest place on the table that way, offered
        or not; the status bar says what a mouse on it would."""
        places = self.every_place
        if not places:
            return False
        if not self.showing or self.focused not in places:
            self.focused = self.focused if self.focused in places else places[0]
        else:
            self.focused = self._nearest(places, NAVIGATION[key]) or self.focused
        self.showing = self.exploring = True
        self.show_ring()
        return True

    def _to_buttons(self, key: int) -> bool:
        """With nothing to choose on the table, an arrow goes on to the buttons (Up and Left to the last)."""
        buttons = self.window.panel.buttons
        backwards = key in (Qt.Key.Key_Up, Qt.Key.Key_Left)
        (buttons[-1] if backwards else buttons[0]).setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def _step(self, targets: list[tuple], step: int) -> bool:
        """Tab within the table's targets; past either end, the focus leaves the table."""
        if not targets:
            return False
        self.exploring = False
        if not self.showing or self.focused not in targets:
            self.showing = True
            self.focused = self.focused if self.focused in targets else targets[0]
            self.show_ring()
            return True
        index = targets.index(self.focused) + step
        if not 0 <= index < len(targets):
            return False
        self.focused = targets[index]
        self.show_ring()
        return True

    def _nearest(self, targets: list[tuple], direction: tuple[int, int]) -> tuple | None:
        """The target closest in the direction of an arrow key, favouring those straight ahead."""
        here = self.item_for(self.focused).sceneBoundingRect().center()
        best, best_score = None, None
        dx, dy = direction
        for key in targets:
            point: QPointF = self.item_for(key).sceneBoundingRect().center() - here
            ahead = point.x() * dx + point.y() * dy
            aside = abs(point.x() * dy) + abs(point.y() * dx)
            if ahead <= 1:
                continue
            score = ahead + 2 * aside
            if best_score is None or score < best_score:
                best, best_score = key, score
        return best


def _reading_order(found: tuple) -> tuple:
    """Rows from the top, then left to right."""
    _key, item = found
    if item is None:
        return (0, 0.0)
    center = item.sceneBoundingRect().center()
    return (round(center.y() / 80), center.x())
