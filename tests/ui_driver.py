"""Acting on the real window as a person does: menus opened and items clicked with the
mouse, keys pressed, dialogs answered with their buttons, scene items clicked where they
show on screen. Journey tests use nothing else to make the game move."""

import os
import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
)

from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.window.main_window import MainWindow

WAIT_MS = 20_000
# how long a hand-off screen ignores input in the tests: long enough to be a guard that every
# hand-off waits out (the real one is longer), short enough for whole hot-seat games
TEST_HANDOFF_GUARD_MS = 120
# the same for a question that came from elsewhere (after a computer's move, a hand-off)
TEST_QUESTION_GUARD_MS = 60


def activate(qtbot, window: MainWindow) -> None:
    """Bring the window to the front, as a click on it would (shortcuts need an active window)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT_MS)


def press_shortcut(qtbot, window: MainWindow, key: Qt.Key, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:
    activate(qtbot, window)
    qtbot.keyClick(window, key, modifiers)


def open_menu(qtbot, window: MainWindow, menu_title: str, item_title: str):
    """Click a menu title in the menu bar; the menu that opens and its item titled `item_title`."""
    bar = window.menuBar()
    title = next(a for a in bar.actions() if a.text().replace("&", "") == menu_title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    menu = title.menu()
    qtbot.waitUntil(menu.isVisible, timeout=WAIT_MS)
    return menu, next(a for a in menu.actions() if a.text().replace("&", "") == item_title)


def choose_menu(qtbot, window: MainWindow, menu_title: str, item_title: str) -> None:
    """Click a menu title in the menu bar, then the item in the menu that opens."""
    menu, item = open_menu(qtbot, window, menu_title, item_title)
    assert item.isEnabled(), f"{menu_title} ▸ {item_title} is disabled"
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())


def wait_modal(qtbot, kind: type = QDialog, title: str | None = None) -> QDialog:
    """The modal dialog on top once it is there."""
    found: list[QDialog] = []

    def shown() -> None:
        widget = QApplication.activeModalWidget()
        assert isinstance(widget, kind) and widget.isVisible(), f"no {kind.__name__} open (found {widget!r})"
        if title is not None:
            assert widget.windowTitle() == title, widget.windowTitle()
        found[:] = [widget]

    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return found[0]


def no_modal() -> bool:
    return QApplication.activeModalWidget() is None


def wait_result(qtbot) -> ResultDialog:
    """The result dialog once it is up and takes input (after its quiet moment)."""
    dialog = wait_modal(qtbot, ResultDialog)
    qtbot.waitUntil(lambda: dialog.taking_input, timeout=WAIT_MS)
    return dialog


def click_button(qtbot, dialog: QDialog, text: str) -> None:
    """Click the dialog's button labelled `text` (mnemonic ampersands ignored) once it takes
    input (the result's buttons wait for a quiet moment)."""
    buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    matches = [b for b in buttons if b.text().replace("&", "") == text]
    assert matches, f"no button {text!r} in {dialog.windowTitle()!r}: {[b.text() for b in buttons]}"
    qtbot.waitUntil(matches[0].isEnabled, timeout=WAIT_MS)
    qtbot.mouseClick(matches[0], Qt.MouseButton.LeftButton)


def answer(qtbot, text: str, title: str | None = None) -> QMessageBox:
    """Answer the question box on top with the button labelled `text`."""
    box = wait_modal(qtbot, QMessageBox, title)
    click_button(qtbot, box, text)
    return box


def choose_file(qtbot, path: str, title: str | None = None) -> None:
    """In the open file dialog, go to the file's folder, type its name and click Open or Save."""
    dialog = wait_modal(qtbot, QFileDialog, title)
    folder, name = os.path.split(path)
    dialog.setDirectory(folder)
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    dialog.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus, timeout=WAIT_MS)  # typed without focus, a proposed file stays chosen
    edit.selectAll()
    qtbot.keyClicks(edit, name)
    accept = dialog.findChild(QDialogButtonBox).buttons()[0]
    assert accept.text().replace("&", "") in ("Open", "Save", "Öffnen", "Speichern"), accept.text()
    qtbot.waitUntil(accept.isEnabled, timeout=WAIT_MS)  # the dialog looks the file up first
    qtbot.mouseClick(accept, Qt.MouseButton.LeftButton)


# the deal of the journeys: a random one made them fail now and then, on whichever deal
# showed a problem, with nothing left to reproduce it
JOURNEY_SEED = 2026


def start_default_game(qtbot, seed: int | None = JOURNEY_SEED) -> None:
    """The New Game dialog is open: type `seed` into its seed field (None: leave it empty,
    for a random deal), press Enter."""
    dialog = wait_modal(qtbot, QDialog, "New game")
    if seed is not None:
        qtbot.keyClicks(dialog.seed, str(seed))
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)


def start_dealt(qtbot, window: MainWindow, settings, seats, decisions, chance) -> None:
    """Instead of the New Game dialog that opens at launch, a stacked deal (a `ScriptedChance`)
    and the decisions a test wrote, on the table through the session's door: the position
    the test states, not whatever a seed deals."""
    wait_modal(qtbot, QDialog, "New game").reject()
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    window.session.start(settings, seats, decisions, chance=chance)


def visible_point(window: MainWindow, item) -> QPoint:
    """A point of the view where `item` is the topmost item, as a person aims at the part
    of a card that shows (a stacked card shows only its edge)."""
    rect = item.sceneBoundingRect().adjusted(6, 6, -6, -6)
    for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
        for fx in (0.5, 0.8, 0.2, 0.95, 0.05):
            scene_point = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            point = window.table.mapFromScene(scene_point)
            # what takes no click (a lesson's spotlight over the table) lets it through, as in Qt
            takers = [i for i in window.table.items(point) if i.acceptedMouseButtons() != Qt.MouseButton.NoButton]
            top = takers[0] if takers else None
            while top is not None and top is not item and top.parentItem() is not None:
                top = top.parentItem()
            if top is item:
                return point
    raise AssertionError(f"{item!r} is nowhere visible on the table")


def click_item(qtbot, window: MainWindow, item) -> None:
    """Move the mouse onto a table item (hovering it), then click it."""
    point = visible_point(window, item)
    viewport = window.table.viewport()
    qtbot.mouseMove(viewport, point)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)


def hover_item(qtbot, window: MainWindow, item) -> None:
    qtbot.mouseMove(window.table.viewport(), visible_point(window, item))


def table_item(window: MainWindow, key: tuple):
    """The scene item for a click key of the decision controller."""
    if key[0] == "card":
        return window.scene.position_items[key[1:]]
    return window.scene.position_items[key]


def ready(window: MainWindow) -> bool:
    """Nothing is moving: a person must act (a decision, a hand-off, a dialog) or the game is over."""
    if QApplication.activeModalWidget() is not None:
        return True
    if window.scene.is_moving():
        return False
    model = window.session.model
    if model is None:
        return False
    if model.is_over:
        return True
    if window.pages.currentWidget() is window.handoff:
        return True
    choice = window.controller.choice
    return model.decision_is_on_screen() and bool(choice.clicks or choice.buttons) and window.gate.taking_input


def take_screen(qtbot, window: MainWindow) -> None:
    """The next person, at the hand-off screen, waits for its button to take input and clicks
    it, then looks at the question until it takes answers."""
    assert window.pages.currentWidget() is window.handoff, "no hand-off screen is up"
    qtbot.waitUntil(window.handoff.button.isEnabled, timeout=WAIT_MS)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    wait_question(qtbot, window)


def wait_question(qtbot, window: MainWindow) -> None:
    """Until the question on screen takes answers (one that came from elsewhere waits a quiet moment)."""
    qtbot.waitUntil(lambda: window.gate.taking_input, timeout=WAIT_MS)


def wait_ready(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: ready(window), timeout=WAIT_MS)


def act_once(qtbot, window: MainWindow, rng: random.Random) -> str:
    """Make one move a person could make now, chosen at random among what the table
    offers: the hand-off button, a highlighted table item, or a panel button."""
    if window.pages.currentWidget() is window.handoff:
        take_screen(qtbot, window)
        return "hand-off"
    choice = window.controller.choice
    targets = [("click", key) for key in sorted(choice.clicks, key=repr)]
    targets += [("button", index) for index, (text, _) in enumerate(choice.buttons) if text not in BACK_BUTTONS]
    kind, what = rng.choice(targets)
    if kind == "click":
        click_item(qtbot, window, table_item(window, what))
        return f"click {what}"
    button = window.panel.buttons[what]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return f"button {button.text()}"


# buttons that only undo a half-made choice; a random player pressing them just dawdles
BACK_BUTTONS = ("Cancel", "Choose again")


def play_until(
    qtbot,
    window: MainWindow,
    rng: random.Random,
    done: Callable[[], bool],
    check: Callable[[], None] | None = None,
    limit: int = 3000,
) -> int:
    """Act at random until `done()` (watched while the computer players move, too); `check()`
    runs whenever the table waits for a person. Returns the number of actions."""
    for count in range(limit):
        qtbot.waitUntil(lambda: done() or ready(window), timeout=WAIT_MS)
        if done():
            return count
        if check is not None:
            check()
        act_once(qtbot, window, rng)
    raise AssertionError(f"not done after {limit} actions")


def visible_cards(window: MainWindow) -> list[CardItem]:
    return [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible()]
