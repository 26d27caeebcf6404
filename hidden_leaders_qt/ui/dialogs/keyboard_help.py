"""The Help dialog's Keyboard page: the menus' shortcuts, read from the window's own
actions so the page cannot disagree with them, and the keys of the table."""

from html import escape

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow

TABLE_KEYS = (
    (
        "Tab, Shift+Tab",
        "Move the focus ring to the next or previous card, pile or player you can choose; "
        "past the last one, on to the buttons beside the table and the game log.",
    ),
    ("Arrow keys", "Move the focus ring to the nearest choice in that direction."),
    ("Home, End", "Move the focus ring to the first or last choice."),
    ("Enter, Space", "Choose what the focus ring is on, or press the focused button."),
    ("Escape", "Cancel a choice you have started (the first card of two, cards picked to discard)."),
    ("Enter on a “Pass to …” screen", "Show your cards once the screen has been passed to you."),
)


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
            rows.append(_row(mnemonic.toString(QKeySequence.SequenceFormat.NativeText), f"Open the {title} menu"))
        for action in menu.actions():
            shortcut = action.shortcut()
            if not shortcut.isEmpty():
                name = action.text().replace("&", "")
                what = f"{title} ▸ {name}" + (f": {action.statusTip()}" if action.statusTip() else "")
                rows.append(_row(shortcut.toString(QKeySequence.SequenceFormat.NativeText), what))
    return rows


def keyboard_html(window: QMainWindow | None) -> str:
    """Every key the game answers to; the menu part only when the window is known."""
    table = "".join(_row(keys, what) for keys, what in TABLE_KEYS)
    html = (
        "<h2>At the table</h2><p>The whole game can be played with the keyboard. When it is your turn the "
        "table has the focus (else press Tab until it has): press an arrow key or Tab, and a black and white "
        "ring shows what Enter would choose.</p>"
        f"<table cellspacing='0' cellpadding='5'>{table}</table>"
    )
    if window is not None:
        menus = "".join(_menu_rows(window))
        html += f"<h2>Menus</h2><table cellspacing='0' cellpadding='5'>{menus}</table>"
    html += (
        "<h2>In dialogs</h2><p>Tab moves between the fields, Enter presses the highlighted button, Escape "
        "closes the dialog, and Alt with an underlined letter goes to that field.</p>"
    )
    return html
