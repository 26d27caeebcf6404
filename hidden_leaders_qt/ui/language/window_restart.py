"""The window rebuilt in a new language, with the game in hand.

Qt's translators change the texts of every widget that reads them again on a LanguageChange;
the texts the window builds once (its menus, the panel's words, the log) change only in a window
built anew. So after a new language is chosen the person is offered a restart of the window:
the old window closes as at Quit (its computer players stop, the autosave is written), a new
one opens where it was, and the same game goes on from the same decision, without a question.
"""

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMessageBox

from hidden_leaders_qt.ui.dialogs.questions import ask
from hidden_leaders_qt.ui.window.window_memory import remember_window

if TYPE_CHECKING:
    from hidden_leaders_qt.ui.window.main_window import MainWindow


def offer_restart(window: "MainWindow") -> None:
    """Ask, in the new language, whether to rebuild the window now."""
    ask(
        window,
        QCoreApplication.translate("WindowRestart", "Restart the window?"),
        QCoreApplication.translate(
            "WindowRestart", "Some texts of the window change language only when the window is built anew."
        ),
        [
            (
                QCoreApplication.translate("WindowRestart", "Restart the Window Now"),
                QMessageBox.ButtonRole.AcceptRole,
                lambda: restart_window(window),
            ),
            (QCoreApplication.translate("WindowRestart", "Later"), QMessageBox.ButtonRole.RejectRole, None),
        ],
        QCoreApplication.translate("WindowRestart", "Your game stays as it is: the new window goes on with it."),
    )


def restart_window(old: "MainWindow") -> "MainWindow":
    """Close `old` and open a new window with the game it had (or the offer of a game, as at
    launch). The new window is built before the old one closes, so the application never
    finds itself without a window and quits; the game starts in it only once the old one has
    stopped its computer players and search processes."""
    from hidden_leaders_qt.ui.window.app import open_window

    saved = old.session.saved() if old.session.model is not None else None
    remember_window(old)  # the new window opens where this one was
    window = open_window(old.preferences, handoff_guard_ms=old.handoff.guard_ms, question_guard_ms=old.gate.quiet_ms)
    old.shut_down()
    old.deleteLater()
    if saved is not None:
        window.session.start_saved(saved)
    else:
        QTimer.singleShot(0, window.files.offer_resume_or_new)
    return window
