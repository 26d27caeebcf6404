"""The engine's reason why a thing on the table cannot be chosen now, where the person looks:
in its tooltip and the status bar while the mouse is on it, and in the refusal of a click.

A reason is read from the view of the person on screen (`engine/rules/why_not.py`), so it
names no card that person may not see; it is said only while that person's cards are shown,
and the status bar's line goes when the screen changes hands (`PersonalMessages`)."""

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import Qt
from PySide6.QtWidgets import QGraphicsItem, QToolTip

from hidden_leaders_qt.engine.reasons.idle import idle_reason
from hidden_leaders_qt.engine.reasons.why_not import why_not
from hidden_leaders_qt.engine.reasons.words import why_words
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.ui.game.decision_words import with_names
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.table.module_items import ArtifactBadge, BriberyCardItem, RoyalRowItem

translate = QCoreApplication.translate
TIP_WIDTH = 380  # pixels: about 60 characters a line


def reason_text(view: SeatView | None, db, names: list[str], key: tuple, hovered: bool = False) -> str:
    """Why `key` cannot be chosen now, in the language on screen with the seats named as at
    the table; "" when it can, or when nobody on screen is asked. `hovered`: a card in hand
    that can be played but whose ability would find nothing now says so."""
    if view is None or db is None:
        return ""
    reason = why_not(view, db, key)
    if reason is None and hovered:
        reason = idle_reason(view, db, key)
    return with_names(why_words(reason, db), names) if reason is not None else ""


def refusal(view: SeatView, db, names: list[str], key: tuple, prompt: str) -> str:
    """What a refused click says: the reason, or else what the question wants."""
    wanted = reason_text(view, db, names, key) or prompt or translate("decisions", "wait for your turn")
    # a prompt that asks ("… with which card?") keeps its question mark
    wanted = wanted[0].upper() + wanted[1:] + ("" if wanted.endswith(("?", "!", ".")) else ".")
    return translate("decisions", "That cannot be chosen now. {wanted}").format(wanted=wanted)


class WhyNotHover(QObject):
    """Watches the table's viewport: a tooltip there gains the reason of the thing under the
    mouse, and the status bar says it as soon as the mouse is on it."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.key: tuple | None = None
        self.said = ""
        window.table.viewport().installEventFilter(self)
        # the keyboard's ring shows the card it is on as hovering does: what it says goes with it
        window.scene.preview.connect(self._focused)

    def key_at(self, item: QGraphicsItem | None) -> tuple | None:
        """The key the table chooses the item by (a card's place, a pile, a plate, a fate card),
        or the module piece's ("bribery",), ("artifact", seat), ("row", -1)."""
        scene = self.window.scene
        keys = {id(found): key for key, found in scene.position_items.items()}
        while item is not None:
            if isinstance(item, CardItem) and item.position is not None and isinstance(item.position[0], int):
                return ("card", *item.position)
            if id(item) in keys:
                key = keys[id(item)]
                return key if isinstance(key[0], str) else ("card", *key)
            if isinstance(item, BriberyCardItem):
                return ("bribery",)
            if isinstance(item, RoyalRowItem):
                return ("row", -1)
            if isinstance(item, ArtifactBadge):
                seat = next((s for s, plate in scene.plates.items() if plate is item.parentItem()), -1)
                return ("artifact", seat) if seat >= 0 else None
            item = item.parentItem()
        return None

    def reason_at(self, key: tuple | None) -> str:
        window = self.window
        model = window.session.model
        controller = window.controller
        if key is None or model is None:
            return ""
        if controller.view is not None:
            if key in controller.choice.clicks:  # offered: only a card whose ability would find nothing says so
                return reason_text(controller.view, model.db, window.session.names, key, hovered=True)
            return reason_text(controller.view, model.db, window.session.names, key)
        if key[0] in ("bribery", "artifact") and not model.needs_handoff():
            # the module pieces say why also to a person waiting for their turn
            return reason_text(model.view(), model.db, window.session.names, key)
        return ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseMove:
            self._moved(event.position().toPoint())
        elif kind == QEvent.Type.Leave:
            self._moved(None)
        elif kind == QEvent.Type.ToolTip:
            return self._tooltip(event)
        return False

    def _item_at(self, point) -> QGraphicsItem | None:
        return self.window.table.itemAt(point) if point is not None else None

    def _focused(self, item) -> None:
        keyboard = getattr(self.window, "keyboard", None)
        if item is not None and keyboard is not None and keyboard.showing:
            self._show(self.key_at(item))

    def _moved(self, point) -> None:
        self._show(self.key_at(self._item_at(point)))

    def _show(self, key: tuple | None) -> None:
        """Say the reason of the thing the mouse or the keyboard is on, once it changed; take
        back the last one said when the new thing has none."""
        if key == self.key:
            return
        self.key = key
        text = self.reason_at(key)
        status = self.window.statusBar()
        if text:
            model = self.window.session.model
            self.window.messages.say(text, model.viewer if model is not None else -1)
        elif self.said and status.currentMessage() == self.said:
            status.clearMessage()
        self.said = text

    def _tooltip(self, event) -> bool:
        item = self._item_at(event.pos())
        text = self.reason_at(self.key_at(item))
        if not text:
            return False
        own = item.toolTip() if item is not None else ""
        if own and not Qt.mightBeRichText(own):
            own = escape(own).replace("\n", "<br>")
        # rich text in a block of a reading width, so that Qt wraps a long reason there
        parts = [part for part in (own, escape(text, quote=False)) if part]
        rows = "".join(
            f"<tr><td><p style='margin-top:{6 if row else 0}px'>{part}</p></td></tr>" for row, part in enumerate(parts)
        )
        shown = f"<table width='{TIP_WIDTH}' cellspacing='0'>{rows}</table>"
        QToolTip.showText(event.globalPos(), shown, self.window.table.viewport())
        return True
