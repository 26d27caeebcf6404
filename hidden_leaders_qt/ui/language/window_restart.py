"""The offer to rebuild the window in a new language, with the game in hand.

Qt's translators change the texts of every widget that reads them again on a LanguageChange;
the texts the window builds once (its menus, the panel's words, the log) change only in a window
built anew. So after a new language is chosen the person is offered a restart of the window:
the old window closes as at Quit (its computer players stop, the autosave is written), a new
one opens where it was, and the same game goes on from the same decision, without a question.
The question is asked here; the rebuilding is `ui/window/app.py`'s, which opens the windows.
"""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from hidden_leaders_qt.ui.dialogs.questions import ask


def offer_restart(window: QWidget, restart: Callable[[], object]) -> None:
    """Ask, in the new language, whether to rebuild `window` now; `restart` does it (the
    window's `restart_requested`, which `ui/window/app.py` answers with `restart_window`)."""
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
                restart,
            ),
            (QCoreApplication.translate("WindowRestart", "Later"), QMessageBox.ButtonRole.RejectRole, None),
        ],
        QCoreApplication.translate("WindowRestart", "Your game stays as it is: the new window goes on with it."),
    )
