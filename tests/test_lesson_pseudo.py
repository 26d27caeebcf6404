"""The guided first game in the pseudo language: every text of its band, its steps and the
table it is told on is translated and fits, at the smallest window and a laptop's."""

import pytest
from lesson_helpers import follow_lesson
from pseudo_reader import Reader, watch_painting
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton
from test_lesson_first_game import LESSON
from test_pseudo_locale import SIZES, modal, pseudo_catalogues, pseudo_launch  # noqa: F401
from ui_driver import WAIT_MS


@pytest.fixture
def reader(monkeypatch) -> Reader:
    """The reader of the lesson's table: its seats are named as the lesson names them."""
    found = Reader(seats=(*LESSON.seat_names[1:], "Du"))
    watch_painting(monkeypatch, found)
    yield found
    print(f"\n{found.count} texts read")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_pseudo_every_step_of_the_guided_game_is_marked_and_fits(qtbot, pseudo_launch, reader, size):  # noqa: F811
    window = pseudo_launch()
    window.resize(*size)
    learn = modal(qtbot, QDialog).findChild(QPushButton, "learn_to_play")
    reader.read_windows()
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    steps = len(follow_lesson(qtbot, window, LESSON, at_each_step=reader.read_windows))
    assert steps == len(LESSON.steps)
    assert not reader.problems, "\n".join(reader.problems)
