"""The words by which other parts of the window lead to the lessons (the menu, the New Game
dialog's offer, Save As during a lesson), kept with the lessons' own catalogue."""

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def learn_menu_text() -> str:
    return translate("LessonWords", "&Learn to Play…")


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
