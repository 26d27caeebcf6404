"""A move the lesson did not ask for, in words: what it would do, and what the lesson wants."""

import pytest
from PySide6.QtWidgets import QDialog
from ui_driver import WAIT_MS, click_item, table_item, wait_modal

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.lessons.lesson_file import read_lesson

LESSON = read_lesson("first_game")


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        (
            "en",
            "Not this move: Play Wrapped Warrior (Red +1 or green +1. Search the Graveyard and take one card of"
            " your choice into your hand): the lesson asks you to play Blind Eye Collector, which moves green 3 up.",
        ),
        (
            "de",
            "Nicht dieser Zug: Spiele Wrapped Warrior aus (Rot +1 oder Grün +1. Durchsuche den Friedhof und nimm"
            " eine Karte deiner Wahl auf die Hand): Die Lektion möchte, dass du Blind Eye Collector ausspielst,"
            " der Grün um 3 vorrückt.",
        ),
    ],
)
def test_lesson_a_hero_played_against_the_lesson_says_what_it_would_do(
    qtbot, launch_app, data_dir, monkeypatch, code, expected
):
    monkeypatch.setenv("HIDDEN_LEADERS_LANGUAGE", code)
    window = launch_app()
    wait_modal(qtbot, QDialog).reject()
    window.lessons.start(LESSON, 13, 7)  # resumed at the person's first turn, its words read
    guide = window.lessons.guide
    qtbot.waitUntil(lambda: guide.course.current.move and window.gate.taking_input, timeout=WAIT_MS)
    click_item(qtbot, window, table_item(window, ("card", Zone.HAND, 0, 1)))  # Wrapped Warrior
    qtbot.waitUntil(window.lessons.bar.refusal.isVisible, timeout=WAIT_MS)
    assert window.lessons.bar.refusal.text() == expected
    assert len(window.session.model.decisions) == 13
