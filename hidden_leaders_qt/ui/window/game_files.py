"""The person's side of the game's life: leaving a game, Open, Save As, Resume, and quitting.

Every question here is a window-modal dialog (`open()`); the `GameSession` does the work once
the person has answered.
"""

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar, QWidget

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.saved_games.saves import (
    SavedGame,
    autosave_path,
    describe_data_folder_error,
    load_problem,
    set_aside_autosave,
)
from hidden_leaders_qt.ui.dialogs.file_dialog import file_dialog
from hidden_leaders_qt.ui.dialogs.questions import Accept, Destructive, Reject, ask, warn
from hidden_leaders_qt.ui.game.session import GameSession
from hidden_leaders_qt.ui.lessons.lesson_words import not_saved_to_a_file
from hidden_leaders_qt.ui.window.preferences import Preferences

# translated where shown, with the context "GameFiles"
GAME_FILES = QT_TRANSLATE_NOOP("GameFiles", "Hidden Leaders games (*.json)")
translate = QCoreApplication.translate


class FilesDoorway(Protocol):
    """The main window as `GameFiles` sees it: the parent of its questions, the folder it
    starts in, its status line and Resume action, and where an answer leads (a new game,
    or closing without another question)."""

    preferences: Preferences
    resume_action: QAction

    def window(self) -> QWidget:
        """The main window as a widget (Qt's own `QWidget.window()`): the questions' parent."""

    def statusBar(self) -> QStatusBar:
        """The window's status line."""

    def choose_new_game(self) -> None:
        """The New Game dialog, with no question about the game in hand."""

    def shut_down(self) -> None:
        """Close the window without asking."""


class GameFiles:
    """Asks, on behalf of `window`, what to do with the game in hand and its files;
    `finished_opened` is handed a finished game that Open has just put on the table (the
    window offers its replay)."""

    def __init__(
        self, window: FilesDoorway, session: GameSession, finished_opened: Callable[[SavedGame], None]
    ) -> None:
        self.window = window
        self.parent = window.window()
        self.session = session
        self.finished_opened = finished_opened
        # the file the game in hand was opened from or last saved to, which Save As proposes
        self.game_file: str | None = None
        session.started.connect(self._forget_file)

    def _forget_file(self, _model=None) -> None:
        self.game_file = None

    def proposed_name(self) -> str:
        """The game's own file, or a new name with the date and time, never one shared by
        every game (saving one game over another by pressing Enter)."""
        if self.game_file is not None:
            return Path(self.game_file).name
        return f"hidden-leaders-{datetime.now():%Y-%m-%d-%H%M}.json"

    @property
    def folder(self) -> str:
        """Where Open and Save As start: the folder of the last game opened or saved."""
        return self.window.preferences.folder

    @folder.setter
    def folder(self, path: str) -> None:
        self.window.preferences.folder = path

    def leave_game_then(self, ending: str, then) -> None:
        """Run `then` at once, or, with a game in progress, once the person agreed to leave it;
        `ending` says what ends the game ("Opening a game ends the game in progress."). A
        lesson is left without asking: its course is kept, and Help ▸ Learn to Play resumes it."""
        if not self.session.in_progress() or self.session.laid_out:
            then()
            return
        ask(
            self.parent,
            translate("GameFiles", "Leave this game?"),
            ending,
            [
                (translate("GameFiles", "Save It First…"), Accept, lambda: self.save_game_as(then=then)),
                (translate("GameFiles", "Leave Game"), Destructive, then),
                (translate("GameFiles", "Cancel"), Reject, None),
            ],
            translate("GameFiles", "You can save it to a file and open it again later."),
        )

    def offer_resume_or_new(self) -> None:
        """At launch: offer the autosaved game if it is unfinished, else ask for a new one. A
        damaged autosave is set aside (not overwritten by the next game) and reported."""

        def loaded(found, error) -> None:
            if isinstance(error, SaveFormatError):
                try:
                    kept = translate("GameFiles", "The file was kept as {path}, and a new game can begin.")
                    kept = kept.format(path=set_aside_autosave())
                except OSError as failure:
                    kept = translate("GameFiles", "The file could not be moved aside ({reason}).")
                    kept = kept.format(reason=failure.strerror or failure)
                warn(
                    self.parent,
                    translate("GameFiles", "Your last game cannot be restored"),
                    load_problem(error, autosaved=True),
                    then=self.window.choose_new_game,
                    informative=kept,
                    details=str(error),
                )
                return
            if isinstance(error, OSError):
                self._data_folder_unusable(error)
                self.window.choose_new_game()
                return
            if error is not None:
                raise error
            if found is None or found[1].is_over:
                self.window.choose_new_game()
                return
            saved = found[0]
            self.window.resume_action.setEnabled(True)
            ask(
                self.parent,
                translate("GameFiles", "Resume your last game?"),
                translate("GameFiles", "Your last game is not finished:\n{summary}").format(summary=saved.summary()),
                [
                    (translate("GameFiles", "Resume"), Accept, lambda: self.session.start_saved(saved)),
                    (translate("GameFiles", "New Game…"), Reject, self.window.choose_new_game),
                ],
            )

        self.session.load_autosave_then(loaded)

    def resume_last_game(self) -> None:
        """Game ▸ Resume Last Game: the autosaved game, when no game is under way."""

        def loaded(found, error) -> None:
            if isinstance(error, SaveFormatError):
                self._refused(translate("GameFiles", "Cannot resume"), error)
            elif isinstance(error, OSError):
                self._data_folder_unusable(error)
            elif error is not None:
                raise error
            elif found is None or found[1].is_over:
                self.window.statusBar().showMessage(
                    translate("GameFiles", "There is no unfinished game to resume."), 6000
                )
            else:
                self.session.start_saved(found[0])

        ending = translate("GameFiles", "Resuming the last game ends the game in progress.")
        self.leave_game_then(ending, lambda: self.session.load_autosave_then(loaded))

    def _data_folder_unusable(self, error: OSError) -> None:
        """The data folder cannot be looked into: said on the status line until the next notice,
        as the autosave says a folder it cannot write; play goes on without the autosave."""
        self.window.statusBar().showMessage(describe_data_folder_error(error, autosave_path().parent))

    # --- files ------------------------------------------------------------------------------------

    def open_game(self) -> None:
        title = translate("GameFiles", "Open Game")
        ending = translate("GameFiles", "Opening a game ends the game in progress.")
        self.leave_game_then(ending, lambda: self._choose_file(title, None, self.open_path))

    def open_path(self, path: str) -> None:
        """Read, check and replay a save off the GUI thread; a bad file changes nothing."""
        self.window.statusBar().showMessage(translate("GameFiles", "Opening {path}…").format(path=path))

        def loaded(saved, error) -> None:
            if isinstance(error, SaveFormatError):
                self.window.statusBar().clearMessage()
                self._refused(translate("GameFiles", "Cannot open this file"), error)
                return
            if error is not None:
                raise error
            self.folder = str(Path(path).parent)
            self.session.start_saved(saved)
            self.game_file = path
            self.window.statusBar().showMessage(translate("GameFiles", "Opened {path}.").format(path=path), 6000)
            if self.session.model is not None and self.session.model.is_over:
                self.finished_opened(saved)

        self.session.load_file_then(path, loaded)

    def _refused(self, title: str, error: SaveFormatError) -> None:
        """A save that cannot be played: what that means first, the technical reason in the details."""
        unchanged = translate("GameFiles", "The game in hand is unchanged.") if self.session.model is not None else ""
        warn(self.parent, title, load_problem(error), informative=unchanged, details=str(error))

    def save_game_as(self, then=None, name: str | None = None) -> None:
        """Ask for a file and save the game as it is now; `then` runs once it is saved."""
        if self.session.model is None:
            self.window.statusBar().showMessage(translate("GameFiles", "There is no game to save."), 6000)
            return
        if self.session.laid_out:
            self.window.statusBar().showMessage(not_saved_to_a_file(), 8000)
            return
        saved = self.session.saved()
        title = translate("GameFiles", "Save Game As")
        self._choose_file(title, name or self.proposed_name(), lambda path: self._save_to(path, saved, then))

    def rescue_save(self) -> None:
        """After an unexpected error: the game to a new file, never over the autosave."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        self.save_game_as(name=f"hidden-leaders-rescued-{stamp}.json")

    def _save_to(self, path: str, saved: SavedGame, then) -> None:
        target = Path(path)
        if self.session.is_autosave_file(target):
            why = translate("GameFiles", "That is the autosave file, which the game keeps writing to.")
            warn(self.parent, translate("GameFiles", "Choose another file"), why)
            return
        problem = self.session.write(target, saved)
        if problem is not None:
            warn(self.parent, translate("GameFiles", "The game was not saved"), problem)
            return
        self.folder = str(target.parent)
        self.game_file = str(target)
        self.window.statusBar().showMessage(translate("GameFiles", "Saved to {path}.").format(path=target), 6000)
        if then is not None:
            then()

    def _choose_file(self, title: str, save_name: str | None, chosen) -> None:
        dialog = file_dialog(self.parent, title, self.folder, translate("GameFiles", GAME_FILES))
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
                self.parent,
                translate("GameFiles", "Quit Hidden Leaders?"),
                translate(
                    "GameFiles", "Your game is saved: it will be offered to you the next time you start Hidden Leaders."
                ),
                [(translate("GameFiles", "Quit"), Accept, confirmed), (translate("GameFiles", "Cancel"), Reject, None)],
            )
            return
        why = self.session.autosaver.last_error or translate("GameFiles", "Autosaving is off.")
        ask(
            self.parent,
            translate("GameFiles", "Quit without saving?"),
            translate("GameFiles", "The game in progress is not saved. {why}").format(why=why),
            [
                (translate("GameFiles", "Save It First…"), Accept, lambda: self.save_game_as(then=confirmed)),
                (translate("GameFiles", "Quit Without Saving"), Destructive, confirmed),
                (translate("GameFiles", "Cancel"), Reject, None),
            ],
            icon=QMessageBox.Icon.Warning,
        )
