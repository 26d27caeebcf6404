"""Keyboard play: every dialog, menu and legal choice of the table by keys alone."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from ui_driver import no_modal, wait_modal


def test_enter_in_any_field_of_the_new_game_dialog_starts_the_game(qtbot, launch_app):
    """Enter presses "Start game" wherever the focus is, also after it left the button."""
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    name = dialog.visible_rows()[0].name
    name.setFocus()
    name.selectAll()
    qtbot.keyClicks(name, "Ann")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model is not None and no_modal())
    assert window.model.seats[0].name == "Ann"
