"""Starting the graphical game."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from hidden_leaders_qt.engine.errors import SaveFormatError
from hidden_leaders_qt.saves import load_autosave
from hidden_leaders_qt.ui.bot_runner import prestart_search_pool
from hidden_leaders_qt.ui.main_window import MainWindow
from hidden_leaders_qt.ui.termination import quit_on_termination

# The search processes start this long after the window appears, while the player is
# still choosing a game.
PRESTART_SEARCH_MS = 800


def offer_start(window: MainWindow) -> None:
    """Resume an unfinished autosaved game if the player wants to, else ask for a new one."""
    try:
        saved = load_autosave()
    except SaveFormatError:
        saved = None
    if saved is not None:
        from hidden_leaders_qt.saves import replay

        if not replay(saved).is_over:
            answer = QMessageBox.question(
                window,
                "Resume?",
                "Resume your last game?",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,
            )
            if answer == QMessageBox.StandardButton.Yes and window.resume_last_game():
                return
    window.new_game_dialog()


def run(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("Hidden Leaders")
    app.setOrganizationName("hidden-leaders-qt")
    quit_on_termination(app)
    window = MainWindow()
    window.show()
    QTimer.singleShot(0, lambda: offer_start(window))
    QTimer.singleShot(PRESTART_SEARCH_MS, prestart_search_pool)
    return app.exec()
