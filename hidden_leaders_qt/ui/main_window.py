"""The main window: the table, the side panel, menus, hand-off screens, saving and undo."""

import dataclasses
import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine import Settings
from hidden_leaders_qt.engine.errors import SaveFormatError
from hidden_leaders_qt.engine.view import HIDDEN, SeatView
from hidden_leaders_qt.saves import SavedGame, SeatConfig, autosave, load_autosave, load_game, save_game
from hidden_leaders_qt.ui.bot_runner import BotRunner, shutdown_search_pool
from hidden_leaders_qt.ui.card_art import warm_up
from hidden_leaders_qt.ui.decisions import DecisionController
from hidden_leaders_qt.ui.game_model import GameModel, Seat
from hidden_leaders_qt.ui.items import PAINT_BUDGET
from hidden_leaders_qt.ui.log_model import EventLogModel
from hidden_leaders_qt.ui.side_panel import SidePanel
from hidden_leaders_qt.ui.table_scene import TableScene, warm_up_table


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
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class HandoffPage(QWidget):
    """Covers everything private until the next person at the screen says they are there."""

    def __init__(self, on_ready) -> None:
        super().__init__()
        self.setObjectName("handoff")
        self.setStyleSheet("#handoff { background: #1c2b22; } QLabel { color: #f3ead8; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 30pt; font-weight: bold;")
        layout.addWidget(self.title)
        hint = QLabel("Everyone else, please look away. Click when you are ready to see your cards.")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setStyleSheet("font-size: 13pt;")
        layout.addWidget(hint)
        self.button = QPushButton("I am ready")
        self.button.setMinimumHeight(44)
        self.button.setMaximumWidth(260)
        self.button.clicked.connect(on_ready)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.title.setText(f"Pass to {name}")
        self.button.setDefault(True)
        self.button.setFocus()


def public_view(view: SeatView) -> SeatView:
    """The view with every private card hidden, for the table behind a hand-off screen."""
    hidden = tuple(tuple(HIDDEN for _ in cards) for cards in view.hands)
    return dataclasses.replace(
        view,
        hands=hidden,
        face_down=tuple(tuple(HIDDEN for _ in cards) for cards in view.face_down),
        looking=tuple(HIDDEN for _ in view.looking),
        wilderness=tuple(HIDDEN for _ in view.wilderness),
        harbor=tuple(HIDDEN for _ in view.harbor),
        leaders=tuple(HIDDEN for _ in view.leaders),
        decision=None,
    )


class MainWindow(QMainWindow):
    def __init__(self, autosave_enabled: bool = True, bot_pause_ms: int = 450) -> None:
        super().__init__()
        self.setWindowTitle("Hidden Leaders")
        self.resize(1400, 900)
        self.autosave_enabled = autosave_enabled
        self.bot_pause_ms = bot_pause_ms
        self.model: GameModel | None = None
        self.bots: BotRunner | None = None
        self._log_seat: tuple | None = None
        self.scene = TableScene()
        self.table = TableView(self.scene)
        self.log_model = EventLogModel(self)
        self.panel = SidePanel(self.log_model)
        self.controller = DecisionController(self._apply, self._describe)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        self.handoff = HandoffPage(self._handoff_done)
        self.pages = QStackedWidget()
        self.pages.addWidget(splitter)
        self.pages.addWidget(self.handoff)
        self.setCentralWidget(self.pages)
        self.scene.clicked.connect(self.controller.click)
        self.scene.preview.connect(self._preview)
        self.controller.choice_changed.connect(self._show_choice)
        self.controller.message.connect(self._message)
        self.panel.button_pressed.connect(self._button)
        self._build_menus()
        self.statusBar().showMessage("Welcome to Hidden Leaders.")
        warm_up(self._db().heroes[0])
        warm_up_table(self._db())

    # --- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self._action(game, "&New Game…", QKeySequence.StandardKey.New, self.new_game_dialog)
        self._action(game, "&Rematch", None, self.rematch)
        self._action(game, "Resume &Last Game", None, self.resume_last_game)
        game.addSeparator()
        self._action(game, "&Open…", QKeySequence.StandardKey.Open, self.open_game)
        self._action(game, "&Save As…", QKeySequence.StandardKey.Save, self.save_game_as)
        game.addSeparator()
        self._action(game, "&Quit", QKeySequence.StandardKey.Quit, self.close)
        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo", QKeySequence.StandardKey.Undo, self.undo)
        self.undo_action.setEnabled(False)
        help_menu = self.menuBar().addMenu("&Help")
        self._action(help_menu, "&How to Play", QKeySequence.StandardKey.HelpContents, self.show_help)
        about = self._action(help_menu, "&About Hidden Leaders", None, self.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # --- starting games ----------------------------------------------------------------------------

    def start_game(self, settings: Settings, seats: list[Seat], decisions=()) -> None:
        if self.bots is not None:
            self.bots.stop()
        if decisions:
            self.model = GameModel.from_decisions(settings, seats, list(decisions))
        else:
            self.model = GameModel(settings, seats)
        model = self.model
        model.changed.connect(self.refresh)
        model.events_added.connect(self.log_model.append)
        model.turn_ended.connect(self._autosave)
        model.game_over.connect(self._game_over)
        model.undo_available.connect(self.undo_action.setEnabled)
        self.bots = BotRunner(model, settings.seed, self.bot_pause_ms, self)
        self.bots.thinking.connect(self._thinking)
        self.log_model.set_events(model.events())
        self.refresh()
        self.bots.schedule()

    def new_game_dialog(self) -> None:
        from hidden_leaders_qt.ui.new_game_dialog import NewGameDialog

        previous = (self.model.settings, self.model.seats) if self.model is not None else None
        dialog = NewGameDialog(previous, self)
        if dialog.exec():
            settings, seats = dialog.choice()
            self.start_game(settings, seats)

    def rematch(self) -> None:
        if self.model is None:
            self.new_game_dialog()
            return
        settings = dataclasses.replace(self.model.settings, seed=random.SystemRandom().randrange(1 << 31))
        self.start_game(settings, self.model.seats)

    def resume_last_game(self) -> bool:
        try:
            saved = load_autosave()
        except SaveFormatError as error:
            QMessageBox.warning(self, "Cannot resume", str(error))
            return False
        if saved is None:
            self.statusBar().showMessage("There is no saved game to resume.")
            return False
        self._start_saved(saved)
        return True

    def _start_saved(self, saved: SavedGame) -> None:
        seats = [Seat(s.name, s.kind) for s in saved.seats]
        self.start_game(saved.settings, seats, saved.decisions)

    def open_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open game", "", "Hidden Leaders games (*.json)")
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        try:
            saved = load_game(path)
        except SaveFormatError as error:
            QMessageBox.warning(self, "Cannot open this file", str(error))
            return False
        self._start_saved(saved)
        return True

    def save_game_as(self) -> None:
        if self.model is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "hidden-leaders.json", "Hidden Leaders games (*.json)")
        if path:
            save_game(path, self._saved())
            self.statusBar().showMessage(f"Saved to {path}.")

    def _saved(self) -> SavedGame:
        model = self.model
        seats = [SeatConfig(s.name, s.kind) for s in model.seats]
        return SavedGame(model.settings, seats, list(model.decisions))

    def _autosave(self) -> None:
        if self.autosave_enabled and self.model is not None:
            try:
                autosave(self._saved())
            except OSError as error:
                self.statusBar().showMessage(f"Autosave failed: {error}")

    # --- showing the game ------------------------------------------------------------------------------

    def refresh(self) -> None:
        model = self.model
        if model is None:
            return
        names = [seat.name for seat in model.seats]
        if self._log_seat != (model, model.screen_seat):
            self._log_seat = (model, model.screen_seat)
            self.log_model.configure(model.screen_seat, self._card_name, lambda s: names[s] if s >= 0 else "The game")
        if model.needs_handoff():
            self.scene.show_view(public_view(model.view()), names, model.db, animate=False)
            self.controller.update_view(None, names, model.db)
            self.handoff.ask(names[model.human_waiting()])
            self.pages.setCurrentWidget(self.handoff)
            return
        self.pages.setCurrentIndex(0)
        view = model.view()
        self.scene.show_view(view, names, model.db)
        self.controller.update_view(view if model.decision_is_on_screen() else None, names, model.db)

    def _handoff_done(self) -> None:
        seat = self.model.human_waiting()
        if seat >= 0:
            self.model.show_seat(seat)

    def _card_name(self, card: int) -> str:
        return self.model.db.heroes[card].name

    def _show_choice(self) -> None:
        model = self.model
        choice = self.controller.choice
        waiting = ""
        if model is not None and not model.is_over:
            seat = model.deciding_seat
            waiting = f"Waiting for {model.seats[seat].name}…"
        elif model is not None:
            waiting = "The game is over."
        self.panel.show_choice(choice, waiting)
        self.scene.mark(set(choice.clicks), choice.selected)

    def _button(self, index: int) -> None:
        buttons = self.controller.choice.buttons
        if 0 <= index < len(buttons):
            buttons[index][1]()

    def _apply(self, option) -> str | None:
        return self.model.apply(option)

    def _describe(self, option) -> str:
        return self.model.describe(option)

    def _message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _thinking(self, seat: int) -> None:
        if seat >= 0 and self.model is not None:
            self.panel.show_status(f"{self.model.seats[seat].name} is thinking…")
        else:
            self.panel.show_status("")

    def _preview(self, item) -> None:
        if item is None:
            self.panel.show_preview(None)
        else:
            self.panel.show_preview(item.hero, item.leader)

    def undo(self) -> None:
        if self.model is not None and self.model.undo():
            self.log_model.set_events(self.model.events())
            self.statusBar().showMessage("Undone.", 3000)

    def show_help(self) -> None:
        from hidden_leaders_qt.ui.help_dialog import HelpDialog

        HelpDialog(self._db(), self).exec()

    def show_about(self) -> None:
        from hidden_leaders_qt.ui.about_dialog import AboutDialog

        AboutDialog(self).exec()

    def _db(self):
        from hidden_leaders_qt.engine.cards import default_db

        return self.model.db if self.model is not None else default_db()

    def _game_over(self) -> None:
        QTimer.singleShot(600, self._show_result)

    def _show_result(self) -> None:
        from hidden_leaders_qt.ui.result_dialog import ResultDialog

        model = self.model
        if model is None or not model.is_over:
            return
        view = model.view()
        names = [seat.name for seat in model.seats]
        leaders = [model.db.leaders[i] for i in view.leaders]
        dialog = ResultDialog(view.result, names, leaders, model.db, self)
        dialog.exec()
        if dialog.choice == "rematch":
            self.rematch()
        elif dialog.choice == "new":
            self.new_game_dialog()

    # --- keys and closing ----------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.pages.currentWidget() is self.handoff:
                self._handoff_done()
            else:
                self.controller.confirm()
        elif event.key() == Qt.Key.Key_Escape:
            self.controller.cancel()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        if self.bots is not None:
            self.bots.stop()
        shutdown_search_pool()
        super().closeEvent(event)
