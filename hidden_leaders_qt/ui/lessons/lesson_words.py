"""The words by which other parts of the window lead to the lessons (the menu, the New Game
dialog's offer, Save As during a lesson), kept with the lessons' own catalogue."""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from hidden_leaders_qt.language import language, marked
from hidden_leaders_qt.lessons.lesson_file import lesson_titles

translate = QCoreApplication.translate


def add_lessons_menu(menu: QMenu, learn: Callable[[str], None]) -> QMenu:
    """Help ▸ Learn to Play: the guided first game, then a lesson for each module."""
    lessons = menu.addMenu(translate("LessonWords", "&Learn to Play"))
    lessons.setObjectName("menu_learn")
    for name, title in lesson_titles():
        # "Queens & Friend": an ampersand of a title is shown, not taken for a shortcut's letter
        action = QAction(marked(title[language()] + "…").replace("&", "&&"), lessons)
        action.setObjectName(f"lesson_{name}")
        action.triggered.connect(lambda _checked=False, name=name: learn(name))
        lessons.addAction(action)
    return lessons


def learn_offer() -> tuple[str, str]:
    """The New Game dialog's button for a newcomer, and its tooltip."""
    return (
        translate("LessonWords", "New to the game? Learn to Play"),
        translate("LessonWords", "A guided first game of about ten minutes, step by step on the real table."),
    )


def not_saved_to_a_file() -> str:
    return translate(
        "LessonWords", "A lesson is not saved to a file: Help ▸ Learn to Play resumes it where you left it."
    )
