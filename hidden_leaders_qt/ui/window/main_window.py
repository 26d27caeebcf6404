"""The main window: the table, the side panel, menus, hand-off screens, saving and undo.

Dialogs open window-modal without a nested event loop (`open()`), and what follows a
dialog runs when it has closed. A game in progress is never thrown away unasked: it is
autosaved after every decision, and New Game, Open and Quit ask first.
"""

import dataclasses
import random
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGraphicsView,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
)

from hidden_leaders_qt.engine import GameState, Settings
from hidden_leaders_qt.engine.constants import Phase
from hidden_leaders_qt.engine.errors import SaveFormatError
from hidden_leaders_qt.engine.narration import YOU
from hidden_leaders_qt.saves import (
    GameTooLongError,
    SavedGame,
    SeatConfig,
    autosave_path,
    describe_save_error,
    load_autosave,
    load_game,
    load_problem,
    replay,
    save_game,
    set_aside_autosave,
)
from hidden_leaders_qt.ui.dialogs.questions import ask, warn
from hidden_leaders_qt.ui.game.autosave_writer import AutosaveWriter
from hidden_leaders_qt.ui.game.background import run_in_background
from hidden_leaders_qt.ui.game.bot_notices import BotNotices
from hidden_leaders_qt.ui.game.bot_runner import BotRunner, shutdown_search_pool
from hidden_leaders_qt.ui.game.decisions import DecisionController
from hidden_leaders_qt.ui.game.game_model import GameModel, Seat, public_view
from hidden_leaders_qt.ui.game.log_model import EventLogModel
from hidden_leaders_qt.ui.table.card_art import warm_up
from hidden_leaders_qt.ui.table.items import PAINT_BUDGET
from hidden_leaders_qt.ui.table.keyboard_play import KeyboardPlay
from hidden_leaders_qt.ui.table.table_scene import TableScene, warm_up_table
from hidden_leaders_qt.ui.window.error_reporter import ErrorReporter
from hidden_leaders_qt.ui.window.handoff_page import GUARD_MS, HandoffPage, handoff_reason
from hidden_leaders_qt.ui.window.preferences import ANIMATION_SPEEDS, Preferences
from hidden_leaders_qt.ui.window.side_panel import MIN_WIDTH, SHARE_OF_WINDOW, SidePanel
from hidden_leaders_qt.ui.window.sounds import Sounds
from hidden_leaders_qt.ui.window.window_memory import remember_window, restore_window

GAME_FILES = "Hidden Leaders games (*.json)"
RESULT_DELAY_MS = 600
Accept, Reject, Destructive = (
    QMessageBox.ButtonRole.AcceptRole,
    QMessageBox.ButtonRole.RejectRole,
    QMessageBox.ButtonRole.DestructiveRole,
)


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(640, 420)

    def paintEvent(self, event) -> None:
        PAINT_BUDGET.begin_frame()
        super().paintEvent(event)

    def resizeEvent(self, event) -> None:
        """The table takes the window's shape (within limits), then is scaled to fill it."""
        super().resizeEvent(event)
        viewport = self.viewport().size()
        if viewport.height() > 0 and viewport.width() > 0:
            self.scene().fit_to_view(viewport.width(), viewport.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class MainWindow(QMainWindow):
    def __init__(
        self,
        autosave_enabled: bool = True,
        bot_pause_ms: int | None = None,
        animations: bool | None = None,
        preferences: Preferences | None = None,
        handoff_guard_ms: int = GUARD_MS,
    ) -> None:
        """`bot_pause_ms` and `animations`, when given, stand in for the stored preferences
        for this window (tests turn the waiting off); the Preferences dialog changes them.
        `handoff_guard_ms` is how long a hand-off screen ignores input (tests shorten it)."""
        super().__init__()
        self.setWindowTitle("Hidden Leaders")
        self.resize(1400, 900)
        self.autosave_enabled = autosave_enabled
        self.preferences = preferences if preferences is not None else Preferences()
        self.bot_pause_ms = self.preferences.bot_pause_ms if bot_pause_ms is None else bot_pause_ms
        self.model: GameModel | None = None
        self.bots: BotRunner | None = None
        self.names: list[str] = []
        self._quit_confirmed = False
        self._preview_item = None
        self._preview_face = None
        self.autosaver = AutosaveWriter(parent=self)
        self.autosaver.failed.connect(lambda why: self.statusBar().showMessage(f"Autosave: {why}"))
        self.bot_notices = BotNotices(self.statusBar(), self)
        self.errors = ErrorReporter(self, self.rescue_save, self.shut_down)
        self.scene = TableScene()
        speed = self.preferences.animation_speed if animations is None else "normal" if animations else "off"
        self.scene.set_animation_speed(ANIMATION_SPEEDS[speed])
        self.table = TableView(self.scene)
        self.log_model = EventLogModel(self)
        self.panel = SidePanel(self.log_model)
        self.controller = DecisionController(self._apply, self._describe)
        self.sounds = Sounds(self.preferences.sound_on, self.preferences.sound_volume, parent=self)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 1)
        self.handoff = HandoffPage(self._handoff_done, handoff_guard_ms)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.splitter)
        self.pages.addWidget(self.handoff)
        self.setCentralWidget(self.pages)
        self.scene.clicked.connect(self.controller.click)
        self.scene.preview.connect(self._preview)
        self.controller.choice_changed.connect(self._show_choice)
        self.controller.message.connect(self._message)
        self.panel.button_pressed.connect(self._button)
        self.panel.button_hovered.connect(self._button_hovered)
        self.keyboard = KeyboardPlay(self)
        self._build_menus()
        restore_window(self)
        self.statusBar().showMessage("Welcome to Hidden Leaders.")
        warm_up(self._db().heroes[0])
        warm_up_table(self._db())

    # --- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self._action(game, "&New Game…", QKeySequence.StandardKey.New, self.new_game_dialog)
        self._action(game, "&Rematch", None, self.rematch)
        self.resume_action = self._action(game, "Resume &Last Game", None, self.resume_last_game)
        self.resume_action.setEnabled(False)  # until the autosave read at launch holds an unfinished game
        self.result_action = self._action(game, "Show &Result", None, self._show_result)
        self.result_action.setEnabled(False)
        game.addSeparator()
        self._action(game, "&Open…", QKeySequence.StandardKey.Open, self.open_game)
        self._action(game, "&Save As…", QKeySequence.StandardKey.Save, self.save_game_as)
        game.addSeparator()
        self._action(game, "&Quit", QKeySequence("Ctrl+Q"), self.close)  # Quit has no standard key on Windows
        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo", QKeySequence.StandardKey.Undo, self.undo)
        # the key of a disabled Undo still gets an answer: why there is nothing to undo
        self.undo_refused = QShortcut(QKeySequence.StandardKey.Undo, self)
        self.undo_refused.activated.connect(self.undo)
        self._set_undo_available(False)
        edit.addSeparator()
        self.sound_action = QAction("Play &Sounds", self)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.sounds.on)
        self.sound_action.setShortcut(QKeySequence("Ctrl+Shift+M"))
        self.sound_action.toggled.connect(self._set_sound)
        edit.addAction(self.sound_action)
        preferences = self._action(edit, "&Preferences…", QKeySequence("Ctrl+,"), self.show_preferences)
        preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        help_menu = self.menuBar().addMenu("&Help")
        self._action(help_menu, "&How to Play", QKeySequence.StandardKey.HelpContents, self.show_help)
        about = self._action(help_menu, "&About Hidden Leaders", None, self.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())  # not the `checked` flag as an argument
        menu.addAction(action)
        return action

    @property
    def folder(self) -> str:
        """Where Open and Save As start: the folder of the last game opened or saved."""
        return self.preferences.folder

    @folder.setter
    def folder(self, path: str) -> None:
        self.preferences.folder = path

    # --- starting and leaving games --------------------------------------------------------------

    def game_in_progress(self) -> bool:
        return self.model is not None and not self.model.is_over

    def start_game(self, settings: Settings, seats: list[Seat], decisions=()) -> None:
        """Put a new game (or a saved one, replayed) on the table in place of the old one."""
        self._retire_game()
        self.statusBar().clearMessage()  # the greeting, or news of the game before
        model = self.model = GameModel.from_decisions(settings, seats, list(decisions))
        names = self.names = [seat.name for seat in seats]
        heroes = model.db.heroes
        self.scene.clear_table()
        self.log_model.show_game(
            model.events(),
            model.viewer,
            settings.players,
            lambda card: heroes[card].name,
            lambda seat: names[seat] if seat >= 0 else "The game",
        )
        self.log_model.mark_recent(model.last_move)
        model.changed.connect(self.refresh)
        model.events_added.connect(lambda events: self.log_model.append(events, model.move_began))
        model.decided.connect(self._autosave)
        model.game_over.connect(self._game_over)
        model.undo_available.connect(self._set_undo_available)
        self.sounds.follow(model)
        self._set_undo_available(model.can_undo())
        self.result_action.setEnabled(model.is_over)
        self.resume_action.setEnabled(False)  # the autosave is this game from now on
        self.bots = BotRunner(model, self.bot_pause_ms, self)
        self.bots.thinking.connect(self._thinking)
        self.bots.notice.connect(self.bot_notices.show)
        model.turn_ended.connect(self.bot_notices.turn_ended)
        self.refresh()
        self._autosave()
        self.bots.schedule()

    def _retire_game(self) -> None:
        if self.bots is not None:
            self.bots.stop()
            self.bots.deleteLater()
            self.bots = None
        if self.model is not None:
            self.model.disconnect(self)
            self.model.deleteLater()
            self.model = None
        self._preview(None)

    def _leave_game_then(self, doing: str, then) -> None:
        """Run `then` at once, or, with a game in progress, once the person agreed to leave it."""
        if not self.game_in_progress():
            then()
            return
        ask(
            self,
            "Leave this game?",
            f"{doing} ends the game in progress.",
            [
                ("Save It First…", Accept, lambda: self.save_game_as(then=then)),
                ("Leave Game", Destructive, then),
                ("Cancel", Reject, None),
            ],
            "You can save it to a file and open it again later.",
        )

    def new_game_dialog(self) -> None:
        self._leave_game_then("Starting a new game", self._choose_new_game)

    def _choose_new_game(self) -> None:
        from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog

        previous = (self.model.settings, self.model.seats) if self.model is not None else None
        dialog = NewGameDialog(previous, self, self.preferences.table_setup)
        dialog.accepted.connect(lambda: self._start_chosen_game(dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _start_chosen_game(self, dialog) -> None:
        self.preferences.table_setup = dialog.setup()
        self.start_game(*dialog.choice())

    def rematch(self) -> None:
        if self.model is None:
            self.new_game_dialog()
        else:
            self._leave_game_then("A rematch", self._start_rematch)

    def _start_rematch(self) -> None:
        fresh = dataclasses.replace(self.model.settings, seed=random.SystemRandom().randrange(1 << 31))
        self.start_game(fresh, self.model.seats)

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
                    self,
                    "Your last game cannot be restored",
                    load_problem(error).replace("This saved game", "The autosaved game"),
                    then=self._choose_new_game,
                    informative=kept,
                    details=str(error),
                )
                return
            if error is not None:
                raise error
            if found is None or found[1].is_over:
                self._choose_new_game()
                return
            saved = found[0]
            self.resume_action.setEnabled(True)
            ask(
                self,
                "Resume your last game?",
                f"Your last game is not finished:\n{saved.summary()}",
                [("Resume", Accept, lambda: self._start_saved(saved)), ("New Game…", Reject, self._choose_new_game)],
            )

        run_in_background(_load_autosave_with_state, loaded)

    def resume_last_game(self) -> None:
        """Game ▸ Resume Last Game: the autosaved game, when no game is under way."""

        def loaded(found, error) -> None:
            if isinstance(error, SaveFormatError):
                self._refused("Cannot resume", error)
            elif error is not None:
                raise error
            elif found is None or found[1].is_over:
                self.statusBar().showMessage("There is no unfinished game to resume.", 6000)
            else:
                self._start_saved(found[0])

        self._leave_game_then("Resuming the last game", lambda: run_in_background(_load_autosave_with_state, loaded))

    def _start_saved(self, saved: SavedGame) -> None:
        seats = [Seat(s.name, s.kind) for s in saved.seats]
        self.start_game(saved.settings, seats, saved.decisions)

    # --- files ------------------------------------------------------------------------------------

    def open_game(self) -> None:
        self._leave_game_then("Opening a game", lambda: self._choose_file("Open Game", None, self.open_path))

    def open_path(self, path: str) -> None:
        """Read, check and replay a save off the GUI thread; a bad file changes nothing."""
        self.statusBar().showMessage(f"Opening {path}…")

        def loaded(saved, error) -> None:
            if isinstance(error, SaveFormatError):
                self.statusBar().clearMessage()
                self._refused("Cannot open this file", error)
                return
            if error is not None:
                raise error
            self.folder = str(Path(path).parent)
            self._start_saved(saved)
            self.statusBar().showMessage(f"Opened {path}.", 6000)

        run_in_background(lambda: load_game(path), loaded)

    def _refused(self, title: str, error: SaveFormatError) -> None:
        """A save that cannot be played: what that means first, the technical reason in the details."""
        unchanged = "The game in hand is unchanged." if self.model is not None else ""
        warn(self, title, load_problem(error), informative=unchanged, details=str(error))

    def save_game_as(self, then=None, name: str = "hidden-leaders.json") -> None:
        """Ask for a file and save the game as it is now; `then` runs once it is saved."""
        if self.model is None:
            self.statusBar().showMessage("There is no game to save.", 6000)
            return
        saved = self._saved()
        self._choose_file("Save Game As", name, lambda path: self._save_to(path, saved, then))

    def rescue_save(self) -> None:
        """After an unexpected error: the game to a new file, never over the autosave."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        self.save_game_as(name=f"hidden-leaders-rescued-{stamp}.json")

    def _save_to(self, path: str, saved: SavedGame, then) -> None:
        target = Path(path)
        if target.resolve() == autosave_path().resolve():
            warn(self, "Choose another file", "That is the autosave file, which the game keeps writing to.")
            return
        try:
            save_game(target, saved)
        except OSError as error:
            warn(self, "The game was not saved", describe_save_error(error, target))
            return
        except GameTooLongError as error:
            warn(self, "The game was not saved", str(error))
            return
        self.folder = str(target.parent)
        self.statusBar().showMessage(f"Saved to {target}.", 6000)
        if then is not None:
            then()

    def _choose_file(self, title: str, save_name: str | None, chosen) -> None:
        dialog = QFileDialog(self, title, self.folder, GAME_FILES)
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

    def _saved(self) -> SavedGame:
        model = self.model
        seats = [SeatConfig(s.name, s.kind) for s in model.seats]
        return SavedGame(model.settings, seats, list(model.decisions))

    def _autosave(self) -> None:
        if self.autosave_enabled and self.model is not None:
            self.autosaver.submit(self._saved())

    # --- showing the game ------------------------------------------------------------------------------

    def refresh(self) -> None:
        model = self.model
        if model is None:
            return
        self.log_model.set_viewer(model.viewer)
        if model.needs_handoff():
            self._preview(None)
            self.scene.show_view(public_view(model.view()), self.names, model.db, animate=False, owner_present=False)
            self.controller.update_view(None, self.names, model.db)
            self._ask_for_handoff()
            self.pages.setCurrentWidget(self.handoff)
            return
        self.pages.setCurrentWidget(self.splitter)
        view = model.view()
        # the choice first: the table lays out the parties whose hidden heroes can be chosen
        self.controller.update_view(view if model.decision_is_on_screen() else None, self.names, model.db)
        choice = self.controller.choice
        self.scene.show_view(
            view,
            self.names,
            model.db,
            owner_present=model.private_shown,
            recent=model.recent_cards(),
            markers_before=model.recent_markers(),
            targets=frozenset(choice.clicks),
            golem_moved=model.golem_moved(),
        )
        self.scene.mark(set(choice.clicks), choice.selected)
        self._drop_stale_preview()

    def _ask_for_handoff(self) -> None:
        model = self.model
        seat = model.human_waiting()
        card = model.asking_card()
        reason = handoff_reason(
            self.names,
            seat,
            model.view().current,
            model.view().phase == Phase.SETUP,
            model.db.heroes[card].name if card >= 0 else None,
        )
        self.handoff.ask(self.names[seat], reason, fresh=self.pages.currentWidget() is not self.handoff)

    def _handoff_done(self) -> None:
        seat = self.model.human_waiting() if self.model is not None else -1
        if seat >= 0:
            self.model.show_seat(seat)
            self.keyboard.person_arrived()

    def _show_choice(self) -> None:
        model = self.model
        choice = self.controller.choice
        waiting = ""
        if model is not None and not model.is_over:
            name = self.names[model.deciding_seat]
            waiting = f"Waiting for {'you' if name == YOU else name}…"
        elif model is not None:
            waiting = "The game is over."
        self.panel.show_choice(choice, waiting)
        self.scene.mark(set(choice.clicks), choice.selected)

    def _button(self, index: int) -> None:
        buttons = self.controller.choice.buttons
        if 0 <= index < len(buttons):
            buttons[index][1]()

    def _button_hovered(self, index: int) -> None:
        """A marker option under the mouse shows where the markers would go."""
        self.scene.track.preview_markers(self.controller.choice.previews.get(index))

    def _apply(self, option) -> str | None:
        return self.model.apply(option)

    def _describe(self, option) -> str:
        return self.model.describe(option)

    def _message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _thinking(self, seat: int) -> None:
        if seat >= 0 and self.model is not None:
            self.panel.show_status(f"{self.names[seat]} is thinking…")
        else:
            self.panel.show_status("")

    def _preview(self, item) -> None:
        """Show the hovered (or right-clicked) card large; None clears the preview."""
        self._preview_item = item
        if item is None:
            self._preview_face = None
            self.panel.show_preview(None)
        else:
            self._preview_face = (item.hero, item.leader)
            self.panel.show_preview(item.hero, item.leader)

    def _drop_stale_preview(self) -> None:
        """A previewed card that left the table, or turned, must not stay on show: its item
        gets no hover-leave once it is gone, and the next person must not see it."""
        item = self._preview_item
        if item is not None and (item.scene() is not self.scene or (item.hero, item.leader) != self._preview_face):
            self._preview(None)

    def _set_undo_available(self, available: bool) -> None:
        self.undo_action.setEnabled(available)
        self.undo_refused.setEnabled(not available)

    def undo(self) -> None:
        """Take back the last decision, or say why that cannot be done."""
        model = self.model
        if model is None:
            self.statusBar().showMessage("There is no game to undo.", 6000)
        elif model.is_over:
            self.statusBar().showMessage("The game is over: nothing can be undone.", 6000)
        elif model.undo():
            self.log_model.set_events(model.events())
            self.statusBar().showMessage("Undone.", 3000)
        else:
            self.statusBar().showMessage(model.undo_refusal, 6000)

    def show_preferences(self) -> None:
        from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.preferences, self.sounds.sample, self)
        dialog.accepted.connect(self.apply_preferences)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def apply_preferences(self) -> None:
        """The stored preferences, as the Preferences dialog left them, take effect at once."""
        prefs = self.preferences
        self.scene.set_animation_speed(ANIMATION_SPEEDS[prefs.animation_speed])
        self.bot_pause_ms = prefs.bot_pause_ms
        if self.bots is not None:
            self.bots.pause_ms = self.bot_pause_ms
        self.sounds.configure(prefs.sound_on, prefs.sound_volume)
        self.sound_action.setChecked(prefs.sound_on)

    def _set_sound(self, on: bool) -> None:
        self.preferences.sound_on = on
        self.sounds.configure(on, self.preferences.sound_volume)
        self.statusBar().showMessage("Sounds on." if on else "Sounds off.", 3000)

    def show_help(self) -> None:
        from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog

        dialog = HelpDialog(self._db(), self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def show_about(self) -> None:
        from hidden_leaders_qt.ui.dialogs.about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _db(self):
        from hidden_leaders_qt.engine.cards import default_db

        return self.model.db if self.model is not None else default_db()

    def _game_over(self) -> None:
        self.result_action.setEnabled(True)
        QTimer.singleShot(RESULT_DELAY_MS, self._show_result)

    def _show_result(self) -> None:
        from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog

        model = self.model
        if model is None or not model.is_over:
            return
        view = model.view()
        leaders = [model.db.leaders[i] for i in view.leaders]
        dialog = ResultDialog(view.result, self.names, leaders, model.db, self)

        def closed() -> None:
            dialog.deleteLater()
            if dialog.choice == ResultDialog.REMATCH:
                self.rematch()
            elif dialog.choice == ResultDialog.NEW:
                self.new_game_dialog()

        dialog.finished.connect(closed)
        dialog.open()

    # --- keys and closing ----------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_panel()

    def _fit_panel(self) -> None:
        """On a small window the side panel gives way to the table, down to its minimum."""
        width = self.width()
        share = max(MIN_WIDTH, round(width * SHARE_OF_WINDOW))
        sizes = self.splitter.sizes()
        if sum(sizes) and sizes[1] > share:
            self.splitter.setSizes([sum(sizes) - share, share])

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # behind the hand-off screen Enter chooses nothing: only the page's own guarded
            # button shows the next person's cards
            if self.pages.currentWidget() is not self.handoff:
                self.controller.confirm()
        elif event.key() == Qt.Key.Key_Escape:
            self.controller.cancel()
        else:
            super().keyPressEvent(event)

    def shut_down(self) -> None:
        """Close without asking (the system is logging out, or the person chose Quit after an
        error); the autosave has the game."""
        self._quit_confirmed = True
        self.close()

    def closeEvent(self, event) -> None:
        if self.game_in_progress() and not self._quit_confirmed:
            event.ignore()
            self._ask_to_quit()
            return
        if self.bots is not None:
            self.bots.stop()
        self.autosaver.flush()
        shutdown_search_pool()
        for dialog in self.findChildren(QDialog):  # none may outlive the window it belongs to
            if dialog.isVisible():
                dialog.close()
        remember_window(self)
        super().closeEvent(event)

    def _ask_to_quit(self) -> None:
        def confirmed() -> None:
            self._quit_confirmed = True
            self.close()

        saved = self.autosave_enabled and self.autosaver.flush() and self.autosaver.last_error is None
        if saved:
            ask(
                self,
                "Quit Hidden Leaders?",
                "Your game is saved: it will be offered to you the next time you start Hidden Leaders.",
                [("Quit", Accept, confirmed), ("Cancel", Reject, None)],
            )
            return
        why = self.autosaver.last_error or "Autosaving is off."
        ask(
            self,
            "Quit without saving?",
            f"The game in progress is not saved. {why}",
            [
                ("Save It First…", Accept, lambda: self.save_game_as(then=confirmed)),
                ("Quit Without Saving", Destructive, confirmed),
                ("Cancel", Reject, None),
            ],
            icon=QMessageBox.Icon.Warning,
        )


def _load_autosave_with_state() -> tuple[SavedGame, GameState] | None:
    saved = load_autosave()
    return None if saved is None else (saved, replay(saved))
