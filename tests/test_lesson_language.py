"""A lesson goes on in the window rebuilt in another language, at the step it was at, in
the new language: its game was dealt from the lesson's script, which a save does not hold."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton
from test_language import choose_language, first_window  # noqa: F401
from test_lesson_first_game import play_lesson
from ui_driver import WAIT_MS, click_button, wait_modal

from hidden_leaders_qt.ui.window.app import Windows


def test_lesson_goes_on_in_german_after_the_window_is_rebuilt(qtbot, first_window):  # noqa: F811
    window = first_window
    learn = wait_modal(qtbot, QDialog, "New game").findChild(QPushButton, "learn_to_play")
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    play_lesson(qtbot, window, until=6)  # up to the person's first move of a turn
    course = window.lessons.guide.course
    where = (course.position, course.step)
    choose_language(qtbot, window, "de")
    offer = wait_modal(qtbot, QMessageBox, "Fenster neu starten?")
    click_button(qtbot, offer, "Fenster jetzt neu starten")
    qtbot.waitUntil(lambda: Windows.current is not window and Windows.current.isVisible(), timeout=WAIT_MS)
    again = Windows.current
    qtbot.waitUntil(lambda: again.lessons.guide is not None, timeout=WAIT_MS)
    guide = again.lessons.guide
    assert (guide.course.position, guide.course.step) == where
    assert again.session.model.decisions == list(guide.lesson.moves[: where[0]])
    assert again.lessons.bar.heading.text() == "Spielen lernen: Deine erste Partie · Schritt 7 von 27"
    assert again.lessons.bar.text.text().startswith("Spiele Blind Eye Collector aus: Rot +1 und Grün +3.")
