"""What the window explains without being asked: who won, where the markers start, who
plays first, what became of "You" at a shared table, and whether there is a game to resume."""

import random

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel, QMessageBox, QToolTip
from ui_driver import (
    WAIT_MS,
    answer,
    choose_menu,
    click_button,
    no_modal,
    open_menu,
    play_until,
    press_shortcut,
    start_default_game,
    wait_modal,
    wait_ready,
)

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, START_SPACE
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog


def menu_item_enabled(qtbot, window, menu_title: str, item_title: str) -> bool:
    """Open the menu as a person does, read whether the item is on, close the menu again."""
    menu, item = open_menu(qtbot, window, menu_title, item_title)
    enabled = item.isEnabled()
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=WAIT_MS)
    return enabled


def tooltip_at(qtbot, window, scene_point: QPointF) -> str:
    """Rest the mouse on a point of the table (whatever lies there) and read the tooltip."""
    viewport = window.table.viewport()
    point = window.table.mapFromScene(scene_point)
    qtbot.mouseMove(viewport, point)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=WAIT_MS)
    return QToolTip.text()


def test_once_the_game_is_over_the_strip_above_the_track_says_who_won(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    play_until(qtbot, window, random.Random(7), lambda: window.session.model.is_over)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Close")
    qtbot.waitUntil(no_modal)
    result = window.session.model.view().result
    title = FACTION_TITLES[result.winning_faction]
    strip = window.scene.standing
    plate = strip.plate
    assert "would win" not in plate.text
    if result.winner is None:
        assert plate.text == f"Nobody won with the {title}"
    else:
        assert plate.text == f"{window.session.names[result.winner]} won with the {title}"
    assert strip.fitted()[1] in (plate.text, f"The {title} won")  # whole, or short on a narrow table
    assert strip.toolTip() == plate.text
    assert plate.faction == result.winning_faction
    assert window.scene.ending.plate.text.startswith("Over: ")


def test_the_start_space_says_what_it_is_under_the_mouse(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    track = window.scene.track
    medal = track.mapToScene(track.number_rect(START_SPACE).center())  # where it is painted
    assert tooltip_at(qtbot, window, medal) == "Start space (4): both markers begin the game here."


def shown_labels(dialog: QDialog) -> str:
    return " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisible())


def test_the_new_game_dialog_says_who_plays_first_and_that_you_became_player_1(qtbot, launch_app):
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    assert "drawn at random" in shown_labels(dialog)
    assert "Player 1" not in shown_labels(dialog)
    second = dialog.findChildren(QComboBox)[1]  # the type of player 2
    assert second.accessibleName() == "Type of player 2"
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_Home)  # Human, the first type
    qtbot.waitUntil(lambda: "Player 1" in shown_labels(dialog))
    note = next(label for label in dialog.findChildren(QLabel) if label.isVisible() and "Player 1" in label.text())
    assert note.text().startswith("\u201cYou\u201d names the one person playing alone")
    assert dialog.rows[0].name.text() == "Player 1"
    qtbot.keyClick(second, Qt.Key.Key_End)  # a computer again: one person, no note
    qtbot.waitUntil(lambda: not note.isVisible())
    start_default_game(qtbot)
    assert [seat.name for seat in window.session.model.seats][:2] == ["Player 1", "Mira"]


def test_the_note_on_you_goes_once_the_person_types_their_own_name(qtbot, launch_app):
    launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    for row in dialog.rows[1:3]:  # players 2 and 3 are people too
        row.kind.setFocus()
        qtbot.keyClick(row.kind, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: "\u201cPlayer 1\u201d" in shown_labels(dialog))
    first = dialog.rows[0].name
    first.setFocus()
    first.selectAll()
    qtbot.keyClicks(first, "Ann")
    assert "Player 1" not in shown_labels(dialog) and "became" not in shown_labels(dialog)
    first.selectAll()
    qtbot.keyClicks(first, "You")  # "You" again: at a shared table it is renamed once more
    dialog.rows[1].kind.setFocus()
    qtbot.keyClick(dialog.rows[1].kind, Qt.Key.Key_End)
    qtbot.keyClick(dialog.rows[1].kind, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: "\u201cPlayer 1\u201d" in shown_labels(dialog))
    qtbot.keyClick(first, Qt.Key.Key_Backspace)
    assert "became" not in shown_labels(dialog)  # "Player " is no name the dialog gave
    qtbot.keyClicks(first, "1")
    assert "became \u201cPlayer 1\u201d" not in shown_labels(dialog)  # typed back: the person's own choice now
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_resume_last_game_is_on_only_when_there_is_an_unfinished_game_to_resume(qtbot, launch_app):
    window = launch_app()
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)  # a fresh machine
    qtbot.waitUntil(no_modal)
    assert not menu_item_enabled(qtbot, window, "Game", "Resume Last Game")
    press_shortcut(qtbot, window, Qt.Key.Key_N)
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    assert not menu_item_enabled(qtbot, window, "Game", "Resume Last Game")  # it is on the table
    play_until(qtbot, window, random.Random(3), lambda: window.session.model.is_over)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Close")
    qtbot.waitUntil(no_modal)
    assert not menu_item_enabled(qtbot, window, "Game", "Resume Last Game")  # the game ended
    choose_menu(qtbot, window, "Game", "Rematch")
    qtbot.waitUntil(lambda: not window.session.model.is_over)
    play_until(qtbot, window, random.Random(5), lambda: len(window.session.model.decisions) > 3)
    press_shortcut(qtbot, window, Qt.Key.Key_Q)
    answer(qtbot, "Quit", "Quit Hidden Leaders?")
    qtbot.waitUntil(lambda: not window.isVisible())

    again = launch_app()
    click_button(qtbot, wait_modal(qtbot, QMessageBox, "Resume your last game?"), "New Game…")
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert menu_item_enabled(qtbot, again, "Game", "Resume Last Game")
    choose_menu(qtbot, again, "Game", "Resume Last Game")
    qtbot.waitUntil(lambda: again.session.model is not None)
    assert not again.session.model.is_over
    assert not menu_item_enabled(qtbot, again, "Game", "Resume Last Game")
