"""Starting the graphical game."""

import gc
import logging
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS
from hidden_leaders_qt.ui.game.bot_runner import prestart_search_pool
from hidden_leaders_qt.ui.game.question_gate import QUESTION_GUARD_MS
from hidden_leaders_qt.ui.language.translators import apply_language, startup_language
from hidden_leaders_qt.ui.window.identity import apply_identity
from hidden_leaders_qt.ui.window.main_window import MainWindow
from hidden_leaders_qt.ui.window.preferences import Preferences
from hidden_leaders_qt.ui.window.termination import end_without_waiting, quit_on_termination
from hidden_leaders_qt.ui.window.window_memory import remember_window

# The search processes start, and the sounds load, this long after the window appears,
# while the player is still choosing a game.
PRESTART_SEARCH_MS = 800
# Once the sounds are loaded, what the program made to start is put out of the garbage
# collector's sight (`settle_heap`).
SETTLE_HEAP_MS = 2 * PRESTART_SEARCH_MS


class Windows:
    """The main window now: the one `run` shuts down after the event loop, and the only
    reference that keeps a window rebuilt in a new language (`restart_window`)."""

    current: MainWindow | None = None


def launch(
    argv: list[str] | None = None,
    *,
    bot_pause_ms: int | None = None,
    animations: bool | None = None,
    prestart_search: bool = True,
    handoff_guard_ms: int = GUARD_MS,
    question_guard_ms: int = QUESTION_GUARD_MS,
) -> MainWindow:
    """Everything `hidden-leaders` does before it runs the event loop: the application,
    the error reporting, the window, and then the offer to resume or start a game. Tests
    start here too, so they walk the same way in as a person (they may turn the pauses
    and animations off, which only make the table wait, and shorten the guards of the
    hand-off screen and of a new question against hurried keys). Without them, the pause and the
    animation speed are the ones chosen in Preferences."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    apply_identity(app)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    preferences = Preferences()
    apply_language(startup_language(preferences.language))
    window = open_window(
        preferences,
        bot_pause_ms=bot_pause_ms,
        animations=animations,
        handoff_guard_ms=handoff_guard_ms,
        question_guard_ms=question_guard_ms,
    )
    QTimer.singleShot(0, window.files.offer_resume_or_new)
    if prestart_search:
        QTimer.singleShot(PRESTART_SEARCH_MS, prestart_search_pool)
    return window


def open_window(
    preferences: Preferences,
    *,
    bot_pause_ms: int | None = None,
    animations: bool | None = None,
    handoff_guard_ms: int = GUARD_MS,
    question_guard_ms: int = QUESTION_GUARD_MS,
) -> MainWindow:
    """The main window, shown, reporting unexpected errors, its sounds loaded soon after: at
    launch, and when the window is rebuilt in a new language (which it asks for with
    `restart_requested`, after the person agreed in `ui/language/window_restart.py`)."""
    window = Windows.current = MainWindow(
        bot_pause_ms=bot_pause_ms,
        animations=animations,
        preferences=preferences,
        handoff_guard_ms=handoff_guard_ms,
        question_guard_ms=question_guard_ms,
    )
    window.restart_requested.connect(lambda: restart_window(window))
    window.errors.install()
    window.show()
    QTimer.singleShot(PRESTART_SEARCH_MS, window, window.sounds.prepare)
    return window


def restart_window(old: MainWindow) -> MainWindow:
    """Close `old` and open a new window with the game it had (or the offer of a game, as at
    launch). The new window is built before the old one closes, so the application never
    finds itself without a window and quits; the game starts in it only once the old one has
    stopped its computer players and search processes. A lesson goes on where it was (its
    game was dealt from the lesson's script, which a save does not hold)."""
    lesson = old.lessons.course_in_hand()
    saved = old.session.saved() if old.session.model is not None and lesson is None else None
    remember_window(old)  # the new window opens where this one was
    window = open_window(old.preferences, handoff_guard_ms=old.handoff.guard_ms, question_guard_ms=old.gate.quiet_ms)
    old.shut_down()
    old.deleteLater()
    if lesson is not None:
        window.lessons.resume(*lesson)
    elif saved is not None:
        window.session.start_saved(saved)
    else:
        QTimer.singleShot(0, window.files.offer_resume_or_new)
    return window


def settle_heap() -> None:
    """Collect once, then keep every object alive now out of the collector's full passes.

    A full pass visits every tracked object: the 60,000 of a started window (modules, card
    data, Qt wrappers, sounds), which live as long as the program. Late in a long game such a
    pass held the table for 26-36 ms (`benchmarks/gui.py` with 4 Expert players); without the
    startup objects it visits only what the games made since."""
    gc.collect()
    gc.freeze()
    logging.getLogger(__name__).info(
        "%d objects made at start kept out of the collector's full passes", gc.get_freeze_count()
    )


def run(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    quit_on_termination(app)
    launch(argv)
    QTimer.singleShot(SETTLE_HEAP_MS, settle_heap)
    status = app.exec()
    # after a termination signal the window is still open: stop its computer players, finish
    # the autosave and end the search processes (after Quit this finds nothing left to do)
    Windows.current.shut_down()
    end_without_waiting(status)
    return status
