"""The person's side of the game's life: leaving a game, Open, Save As, Resume, and quitting.

Every question here is a window-modal dialog (`open()`); the `GameSession` does the work once
the person has answered.
"""

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from hidden_leaders_qt.engine.errors import SaveFormatError
from hidden_leaders_qt.saves import SavedGame, load_problem, set_aside_autosave
from hidden_leaders_qt.ui.dialogs.questions import ask, warn
from hidden_leaders_qt.ui.game.session import GameSession

if TYPE_CHECKING:
    from hidden_leaders_qt.ui.window.main_window import MainWindow

GAME_FILES = "Hidden Leaders games (*.json)"
Accept, Reject, Destructive = (
    QMessageBox.ButtonRole.AcceptRole,
    QMessageBox.ButtonRole.RejectRole,
    QMessageBox.ButtonRole.DestructiveRole,
)


class GameFiles:
    """Asks, on behalf of `window`, what to do with the game in hand and its files."""

    def __init__(self, window: "MainWindow", session: GameSession) -> None:
        self.window = window
        self.session = session

    @property
    def folder(self) -> str:
        """Where Open and Save As start: the folder of the last game opened or saved."""
        return self.window.preferences.folder

    @folder.setter
    def folder(self, path: str) -> None:
        self.window.preferences.folder = path

    def leave_game_then(self, doing: str, then) -> None:
        """Run `then` at once, or, with a game in progress, once the person agreed to leave it."""
        if not self.session.in_progress():
            then()
            return
        ask(
            self.window,
            "Leave this game?",
            f"{doing} ends the game in progress.",
            [
                ("Save It First…", Accept, lambda: self.save_game_as(then=then)),
                ("Leave Game", Destructive, then),
                ("Cancel", Reject, None),
            ],
            "You can save it to a file and open it again later.",
        )

    def offer_resume_or_new(self) -> None:
        """At launch: offer the autosaved game if it is unfinished, else ask for a new one. A
        damaged autosave is set aside (not overwritten by the next game) and reported."""

        def loaded(found, error) -> None:
            if isinstance(error, SaveFormatError):
                try:
                    kept = f"The file was kept as {set_aside_autosave()}, and a new game can begin."
                except OSError as failure:
                    kept = f"The file could not be moved aside ({failure.strerror or failure})."
                warn(
                    self.window,
                    "Your last game cannot be restored",
                    load_problem(error).replace("This saved game", "The autosaved game"),
                    then=self.window.choose_new_game,
                    informative=kept,
                    details=str(error),
                )
                return
            if error is not None:
                raise error
            if found is None or found[1].is_over:
                self.window.choose_new_game()
                return
            saved = found[0]
            self.window.resume_action.setEnabled(True)
            ask(
                self.window,
                "Resume your last game?",
                f"Your last game is not finished:\n{saved.summary()}",
                [
                    ("Resume", Accept, lambda: self.session.start_saved(saved)),
                    ("New Game…", Reject, self.window.choose_new_game),
                ],
            )

        self.session.load_autosave_then(loaded)

    def resume_last_game(self) -> None:
        """Game ▸ Resume Last Game: the autosaved game, when no game is under way."""

        def loaded(found, error) -> None:
            if isinstance(error, SaveFormatError):
                self._refused("Cannot resume", error)
            elif error is not None:
                raise error
            elif found is None or found[1].is_over:
                self.window.statusBar().showMessage("There is no unfinished game to resume.", 6000)
            else:
                self.session.start_saved(found[0])

        self.leave_game_then("Resuming the last game", lambda: self.session.load_autosave_then(loaded))

    # --- files ------------------------------------------------------------------------------------

    def open_game(self) -> None:
        self.leave_game_then("Opening a game", lambda: self._choose_file("Open Game", None, self.open_path))

    def open_path(self, path: str) -> None:
        """Read, check and replay a save off the GUI thread; a bad file changes nothing."""
        self.window.statusBar().showMessage(f"Opening {path}…")

        def loaded(saved, error) -> None:
            if isinstance(error, SaveFormatError):
                self.window.statusBar().clearMessage()
                self._refused("Cannot open this file", error)
                return
            if error is not None:
                raise error
            self.folder = str(Path(path).parent)
            self.session.start_saved(saved)
            self.window.statusBar().showMessage(f"Opened {path}.", 6000)
            if self.session.model is not None and self.session.model.is_over:
                from hidden_leaders_qt.ui.replay.replay_doors import offer_replay

                offer_replay(self.window, saved)

        self.session.load_file_then(path, loaded)

    def _refused(self, title: str, error: SaveFormatError) -> None:
        """A save that cannot be played: what that means first, the technical reason in the details."""
        unchanged = "The game in hand is unchanged." if self.session.model is not None else ""
        warn(self.window, title, load_problem(error), informative=unchanged, details=str(error))

    def save_game_as(self, then=None, name: str = "hidden-leaders.json") -> None:
        """Ask for a file and save the game as it is now; `then` runs once it is saved."""
        if self.session.model is None:
            self.window.statusBar().showMessage("There is no game to save.", 6000)
            return
        saved = self.session.saved()
        self._choose_file("Save Game As", name, lambda path: self._save_to(path, saved, then))

    def rescue_save(self) -> None:
        """After an unexpected error: the game to a new file, never over the autosave."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        self.save_game_as(name=f"hidden-leaders-rescued-{stamp}.json")

    def _save_to(self, path: str, saved: SavedGame, then) -> None:
        target = Path(path)
        if self.session.is_autosave_file(target):
            warn(self.window, "Choose another file", "That is the autosave file, which the game keeps writing to.")
            return
        problem = self.session.write(target, saved)
        if problem is not None:
            warn(self.window, "The game was not saved", problem)
            return
        self.folder = str(target.parent)
        self.window.statusBar().showMessage(f"Saved to {target}.", 6000)
        if then is not None:
            then()

    def _choose_file(self, title: str, save_name: str | None, chosen) -> None:
        dialog = QFileDialog(self.window, title, self.folder, GAME_FILES)
        if save_name is not None:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            dialog.setDefaultSuffix("json")
            dialog.selectFile(save_name)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(chosen)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def ask_to_quit(self) -> None:
        """Quit with a game in progress: say whether the autosave has it, or offer to save it."""
        confirmed = self.window.shut_down
        if self.session.autosaved_safely():
            ask(
                self.window,
                "Quit Hidden Leaders?",
                "Your game is saved: it will be offered to you the next time you start Hidden Leaders.",
                [("Quit", Accept, confirmed), ("Cancel", Reject, None)],
            )
            return
        why = self.session.autosaver.last_error or "Autosaving is off."
        ask(
            self.window,
            "Quit without saving?",
            f"The game in progress is not saved. {why}",
            [
                ("Save It First…", Accept, lambda: self.save_game_as(then=confirmed)),
                ("Quit Without Saving", Destructive, confirmed),
                ("Cancel", Reject, None),
            ],
            icon=QMessageBox.Icon.Warning,
        )
