"""The ways into a replay from the main window besides the result screen: Game ▸ Replay a
Saved Game… (a file, read off the GUI thread; the game in hand stays as it is), and the
offer to watch a finished game that Game ▸ Open has just put on the table."""

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.saved_games.saves import SavedGame, load_problem
from hidden_leaders_qt.ui.dialogs.file_dialog import file_dialog
from hidden_leaders_qt.ui.dialogs.questions import ask, warn
from hidden_leaders_qt.ui.replay.replay_window import ReplayParent, open_replay
from hidden_leaders_qt.ui.window.game_files import GAME_FILES
from hidden_leaders_qt.ui.window.preferences import Preferences


class ReplayDoorway(ReplayParent, Protocol):
    """The main window as its replay doors see it: a replay's parent, with the folder games
    are chosen from and the status line that says a file is being read."""

    preferences: Preferences

    def statusBar(self) -> QStatusBar:
        """The window's status line."""


def replay_saved_game(window: ReplayDoorway) -> None:
    """Ask for a saved game and open its replay; a file that is no save says so, changing nothing."""
    title = QCoreApplication.translate("replay_doors", "Replay a Saved Game")
    games = QCoreApplication.translate("GameFiles", GAME_FILES)  # the filter in the language on screen
    dialog = file_dialog(window.window(), title, window.preferences.folder, games)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.fileSelected.connect(lambda path: replay_file(window, path))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def replay_file(window: ReplayDoorway, path: str) -> None:
    window.statusBar().showMessage(QCoreApplication.translate("replay_doors", "Reading {path}…").format(path=path))

    def loaded(saved: SavedGame | None, error: BaseException | None) -> None:
        window.statusBar().clearMessage()
        if isinstance(error, SaveFormatError):
            warn(
                window.window(),
                QCoreApplication.translate("replay_doors", "Cannot replay this file"),
                load_problem(error),
                details=str(error),
            )
            return
        if error is not None:
            raise error
        assert saved is not None
        window.preferences.folder = str(Path(path).parent)
        open_replay(window, saved)

    window.session.load_file_then(path, loaded)


def offer_replay(window: ReplayDoorway, saved: SavedGame) -> None:
    """A finished game was opened: watching it again is likely what the person came for."""
    ask(
        window.window(),
        QCoreApplication.translate("replay_doors", "This game is over"),
        QCoreApplication.translate(
            "replay_doors", "The game you opened is finished. Would you like to watch its replay?"
        ),
        [
            (
                QCoreApplication.translate("replay_doors", "Watch the Replay"),
                QMessageBox.ButtonRole.AcceptRole,
                lambda: open_replay(window, saved),
            ),
            (
                QCoreApplication.translate("replay_doors", "Just Show the Table"),
                QMessageBox.ButtonRole.RejectRole,
                None,
            ),
        ],
        QCoreApplication.translate(
            "replay_doors",
            "The replay steps through it decision by decision, as any player saw it or with every card face up.",
        ),
    )
