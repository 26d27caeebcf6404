"""The Help dialog's Keyboard page: the menus' shortcuts, read from the window's own
actions so the page cannot disagree with them, and the keys of the table."""

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow

TABLE_KEYS = (
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Tab, Shift+Tab"),
        QT_TRANSLATE_NOOP(
            "keyboard_help",
            "Move the focus ring to the next or previous card, pile or player you can choose; "
            "past the last one, on to the buttons beside the table and the game log.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Arrow keys"),
        QT_TRANSLATE_NOOP("keyboard_help", "Move the focus ring to the nearest choice in that direction."),
    ),
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Alt+arrow keys"),
        QT_TRANSLATE_NOOP(
            "keyboard_help",
            "Move the focus ring to any card of the table, also one you cannot choose now: the status bar "
            "says why, as it does under the mouse.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Home, End"),
        QT_TRANSLATE_NOOP("keyboard_help", "Move the focus ring to the first or last choice."),
    ),
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Enter, Space"),
        QT_TRANSLATE_NOOP("keyboard_help", "Choose what the focus ring is on, or press the focused button."),
    ),
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Escape"),
        QT_TRANSLATE_NOOP(
            "keyboard_help", "Cancel a choice you have started (the first card of two, cards picked to discard)."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("keyboard_help", "Enter on a “Pass to …” screen"),
        QT_TRANSLATE_NOOP("keyboard_help", "Show your cards once the screen has been passed to you."),
    ),
)


def translated(text: str) -> str:
    """One of this page's marked texts in the current language."""
    return QCoreApplication.translate("keyboard_help", text)


def _row(keys: str, what: str) -> str:
    return f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>"


def _menu_rows(window: QMainWindow) -> list[str]:
    rows = []
    for title_action in window.menuBar().actions():
        menu = title_action.menu()
        if menu is None:
            continue
        title = title_action.text().replace("&", "")
        mnemonic = QKeySequence.mnemonic(title_action.text())
        if not mnemonic.isEmpty():
            what = QCoreApplication.translate("keyboard_help", "Open the {menu} menu").format(menu=title)
            rows.append(_row(mnemonic.toString(QKeySequence.SequenceFormat.NativeText), what))
        for action in menu.actions():
            shortcut = action.shortcut()
            if not shortcut.isEmpty():
                name = action.text().replace("&", "")
                what = f"{title} ▸ {name}" + (f": {action.statusTip()}" if action.statusTip() else "")
                rows.append(_row(shortcut.toString(QKeySequence.SequenceFormat.NativeText), what))
    return rows


def keyboard_html(window: QMainWindow | None) -> str:
    """Every key the game answers to; the menu part only when the window is known."""
    table = "".join(_row(translated(keys), translated(what)) for keys, what in TABLE_KEYS)
    at_table = QCoreApplication.translate("keyboard_help", "At the table")
    whole_game = QCoreApplication.translate(
        "keyboard_help",
        "The whole game can be played with the keyboard. When it is your turn the "
        "table has the focus (else press Tab until it has): press an arrow key or Tab, and a black and white "
        "ring shows what Enter would choose.",
    )
    html = f"<h2>{at_table}</h2><p>{whole_game}</p><table cellspacing='0' cellpadding='5'>{table}</table>"
    if window is not None:
        menus = "".join(_menu_rows(window))
        title = QCoreApplication.translate("keyboard_help", "Menus")
        html += f"<h2>{title}</h2><table cellspacing='0' cellpadding='5'>{menus}</table>"
    in_dialogs = QCoreApplication.translate("keyboard_help", "In dialogs")
    dialog_keys = QCoreApplication.translate(
        "keyboard_help",
        "Tab moves between the fields, Enter presses the highlighted button, Escape "
        "closes the dialog, and Alt with an underlined letter goes to that field.",
    )
    html += f"<h2>{in_dialogs}</h2><p>{dialog_keys}</p>"
    return html
