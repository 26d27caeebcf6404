"""The main window: the table, the side panel, hand-off screens, undo, and the dialogs.

Dialogs open window-modal without a nested event loop (`open()`), and what follows a
dialog runs when it has closed. A game in progress is never thrown away unasked: it is
autosaved after every decision, and New Game, Open and Quit ask first. The game's life
(starting, saving, leaving) is the `GameSession`'s; the questions about it are `GameFiles`'.
"""

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QSplitter,
    QStackedWidget,
)

from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.ui.advisor.advisor_desk import AdvisorDesk
from hidden_leaders_qt.ui.art.card_art import warm_up
from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS
from hidden_leaders_qt.ui.game.bot_notices import BotNotices
from hidden_leaders_qt.ui.game.decisions import DecisionController
from hidden_leaders_qt.ui.game.game_model import GameModel, public_view
from hidden_leaders_qt.ui.game.log_model import EventLogModel
from hidden_leaders_qt.ui.game.personal_messages import PersonalMessages
from hidden_leaders_qt.ui.game.question_gate import QUESTION_GUARD_MS, QuestionGate
from hidden_leaders_qt.ui.game.session import GameSession
from hidden_leaders_qt.ui.game.thinking_indicator import ThinkingStatus
from hidden_leaders_qt.ui.game.why_not_shown import WhyNotHover
from hidden_leaders_qt.ui.lessons.lesson_doors import LessonDoors
from hidden_leaders_qt.ui.notices.what_happened import WhatHappened
from hidden_leaders_qt.ui.replay.replay_doors import offer_replay
from hidden_leaders_qt.ui.table.keyboard_play import KeyboardPlay
from hidden_leaders_qt.ui.table.motion_pace import reduces_motion
from hidden_leaders_qt.ui.table.royal_reveal import royal_reveal
from hidden_leaders_qt.ui.table.table_scene import TableScene, warm_up_table
from hidden_leaders_qt.ui.table.table_view import TableView
from hidden_leaders_qt.ui.window.dialog_doors import show_help, show_result
from hidden_leaders_qt.ui.window.error_reporter import ErrorReporter
from hidden_leaders_qt.ui.window.game_files import GameFiles
from hidden_leaders_qt.ui.window.handoff_page import HandoffPage, handoff_reason
from hidden_leaders_qt.ui.window.menus import build_menus
from hidden_leaders_qt.ui.window.preferences import ANIMATION_SPEEDS, Preferences
from hidden_leaders_qt.ui.window.side_panel import SidePanel, fit_side_panel
from hidden_leaders_qt.ui.window.sounds import Sounds
from hidden_leaders_qt.ui.window.window_memory import place_new_window, remember_window, restore_window

RESULT_DELAY_MS = 600
translate = QCoreApplication.translate


class MainWindow(QMainWindow):
    restart_requested = Signal()  # to be built anew in a new language (`app.restart_window`)

    def __init__(
        self,
        autosave_enabled: bool = True,
        bot_pause_ms: int | None = None,
        animations: bool | None = None,
        preferences: Preferences | None = None,
        handoff_guard_ms: int = GUARD_MS,
        question_guard_ms: int = QUESTION_GUARD_MS,
    ) -> None:
        """`bot_pause_ms` and `animations`, when given, stand in for the stored preferences
        for this window (tests turn the waiting off); the Preferences dialog changes them.
        `handoff_guard_ms` is how long a hand-off screen ignores input, `question_guard_ms`
        how long a question that came from elsewhere does (tests shorten both)."""
        super().__init__()
        self.setWindowTitle(translate("MainWindow", "Hidden Leaders"))
        self.preferences = preferences if preferences is not None else Preferences()
        pause = self.preferences.bot_pause_ms if bot_pause_ms is None else bot_pause_ms
        self.session = GameSession(autosave_enabled, pause, self)
        self.session.started.connect(self._game_started)
        self.session.leaving.connect(self._game_leaving)
        self.files = GameFiles(self, self.session, lambda saved: offer_replay(self, saved))
        self._quit_confirmed = False
        self.messages = PersonalMessages(self.statusBar())
        self.session.autosaver.failed.connect(
            lambda why: self.statusBar().showMessage(translate("MainWindow", "Autosave: {why}").format(why=why))
        )
        self.session.recorder.failed.connect(
            lambda why: self.statusBar().showMessage(translate("MainWindow", "History: {why}").format(why=why))
        )
        self.bot_notices = BotNotices(self.statusBar(), self)
        self.errors = ErrorReporter(self, self.files.rescue_save, self.shut_down)
        self.scene = TableScene()
        speed = self.preferences.animation_speed if animations is None else "normal" if animations else "off"
        self.scene.set_animation_speed(ANIMATION_SPEEDS[speed], reduces_motion(self.preferences.reduce_motion))
        self.table = TableView(self.scene)
        self.log_model = EventLogModel(self)
        self.panel = SidePanel(self.log_model)
        self.thinking = ThinkingStatus(self.session, self.panel, self.scene)
        self.controller = DecisionController(self._apply, self._describe)
        self.gate = QuestionGate(self, question_guard_ms)
        self.gate.opened.connect(self._question_opened)
        # the result comes a moment after the last move, unless the person has gone on by then
        self._result_timer = QTimer(self, singleShot=True, interval=RESULT_DELAY_MS)
        self._result_timer.timeout.connect(self._result_due)
        self.sounds = Sounds(self.preferences.sound_on, self.preferences.sound_volume, parent=self)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 1)
        self.lessons = LessonDoors(self)
        self.table_page = self.lessons.band_over(self.splitter)
        self.handoff = HandoffPage(self._handoff_done, handoff_guard_ms)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table_page)
        self.pages.addWidget(self.handoff)
        self.setCentralWidget(self.pages)
        self.scene.clicked.connect(self._table_clicked)
        self.scene.preview.connect(self._preview)
        self.controller.choice_changed.connect(self._show_choice)
        self.controller.message.connect(self._message)
        self.panel.button_pressed.connect(self._button)
        self.panel.button_hovered.connect(self._button_hovered)
        self.panel.rule_requested.connect(lambda target: show_help(self, target))
        self.keyboard, self.why_not = KeyboardPlay(self), WhyNotHover(self)
        build_menus(self)
        self.advisor, self.what_happened = AdvisorDesk(self), WhatHappened(self)
        place_new_window(self)
        restore_window(self)
        self.statusBar().showMessage(translate("MainWindow", "Welcome to Hidden Leaders."))
        warm_up(self.card_db().heroes[0])
        warm_up_table(self.card_db())

    # --- starting and leaving games --------------------------------------------------------------

    def _game_started(self, model: GameModel) -> None:
        """The session put a game on the table: show it and follow it."""
        self.statusBar().clearMessage()  # the greeting, or news of the game before
        self.gate.forget()
        names = self.session.names
        heroes = model.db.heroes
        self.scene.clear_table()
        self.log_model.show_game(
            model.events(),
            model.viewer,
            model.settings.players,
            lambda card: card_name(heroes[card]),
            lambda seat: names[seat] if seat >= 0 else translate("MainWindow", "The game"),
        )
        self.log_model.mark_recent(model.last_move)
        model.changed.connect(self.refresh)
        model.events_added.connect(lambda events: self.log_model.append(events, model.move_began))
        model.game_over.connect(self._game_over)
        model.undo_available.connect(self.set_undo_available)
        self.sounds.follow(model)
        self.set_undo_available(model.can_undo())
        self.result_action.setEnabled(model.is_over)
        self.resume_action.setEnabled(False)  # the autosave is this game from now on
        self.session.bots.notice.connect(self.bot_notices.show)
        self.session.bots.table_busy = self.scene.is_moving  # each computer move is seen to its end
        model.turn_ended.connect(self.bot_notices.turn_ended)
        self.refresh()

    def _game_leaving(self, model: GameModel) -> None:
        model.disconnect(self)
        self._preview(None)

    def new_game_dialog(self) -> None:
        self.files.leave_game_then(
            translate("MainWindow", "Starting a new game ends the game in progress."), self.choose_new_game
        )

    def choose_new_game(self) -> None:
        from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog

        model = None if self.session.laid_out else self.session.model  # a lesson's table is not the person's
        previous = (model.settings, model.seats) if model is not None else None
        dialog = NewGameDialog(previous, self, self.preferences.table_setup)
        dialog.accepted.connect(lambda: self._start_chosen_game(dialog))
        dialog.learn_requested.connect(self.lessons.learn_to_play)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _start_chosen_game(self, dialog) -> None:
        self.preferences.table_setup = dialog.setup()
        self.session.start(*dialog.choice())

    def rematch(self) -> None:
        if self.session.model is None:
            self.new_game_dialog()
        else:
            self.files.leave_game_then(
                translate("MainWindow", "A rematch ends the game in progress."), self.session.start_rematch
            )

    # --- showing the game ------------------------------------------------------------------------------

    def refresh(self) -> None:
        model = self.session.model
        if model is None:
            return
        self.log_model.set_viewer(model.viewer)
        self.messages.screen_shows(model.viewer)
        if model.needs_handoff():
            self._preview(None)
            names = self.session.names
            self.scene.show_view(public_view(model.view()), names, model.db, animate=False, owner_present=False)
            self.controller.update_view(None, self.session.names, model.db)
            self._ask_for_handoff()
            self.pages.setCurrentWidget(self.handoff)
            return
        self.pages.setCurrentWidget(self.table_page)
        view = model.view()
        on_screen = model.decision_is_on_screen()
        asked = model.deciding_seat if on_screen else -1
        if self.gate.show(model.revision, asked, view.decision.kind if on_screen else ""):
            self.keyboard.new_question()
        # the choice first: the table lays out the parties whose hidden heroes can be chosen
        self.controller.update_view(view if on_screen else None, self.session.names, model.db)
        choice = self.controller.choice
        self.scene.show_view(
            view,
            self.session.names,
            model.db,
            owner_present=model.private_shown,
            recent=model.recent_cards(),
            markers_before=model.recent_markers(),
            targets=frozenset(choice.clicks),
            golem_moved=model.golem_moved(),
            revealed=royal_reveal(model.last_move),
        )
        self.scene.mark(set(choice.clicks), choice.selected)
        self.panel.drop_stale_preview(self.scene)

    def _ask_for_handoff(self) -> None:
        model = self.session.model
        seat = model.human_waiting()
        card = model.asking_card()
        reason = handoff_reason(
            self.session.names,
            seat,
            model.view().current,
            model.view().waiting_for[0],
            card_name(model.db.heroes[card]) if card >= 0 else None,
        )
        self.handoff.ask(self.session.names[seat], reason, fresh=self.pages.currentWidget() is not self.handoff)

    def _handoff_done(self) -> None:
        seat = self.session.model.human_waiting() if self.session.model is not None else -1
        if seat >= 0:
            self.session.model.show_seat(seat)
            self.keyboard.person_arrived()

    def _show_choice(self) -> None:
        model = self.session.model
        choice = self.controller.choice
        waiting = ""
        if model is not None and model.screen_lent and not model.is_over:
            waiting = translate(
                "MainWindow",
                "Only public cards here while a replay shows one person's view.",
            )
        elif model is not None and not model.is_over:
            name = self.session.names[model.deciding_seat]
            you = translate("MainWindow", "Waiting for you…")
            waiting = you if name == YOU else translate("MainWindow", "Waiting for {name}…").format(name=name)
        elif model is not None:
            waiting = translate("MainWindow", "The game is over.")
        self.panel.show_choice(choice, waiting)
        self.panel.take_answers(self.gate.taking_input)
        self.scene.mark(set(choice.clicks), choice.selected)

    def _question_opened(self) -> None:
        """The question has been on screen for a quiet moment: it takes answers now."""
        self.panel.take_answers(True)
        self.keyboard.question_opened()

    def _table_clicked(self, key: tuple) -> None:
        if self.gate.taking_input:
            self.controller.click(key)

    def _button(self, index: int) -> None:
        buttons = self.controller.choice.buttons
        if self.gate.taking_input and 0 <= index < len(buttons):
            buttons[index][1]()

    def _button_hovered(self, index: int) -> None:
        """A marker option under the mouse shows where the markers would go."""
        self.scene.track.preview_markers(self.controller.choice.previews.get(index))

    def _apply(self, option) -> str | None:
        model = self.session.model
        if (refused := self.lessons.refusal(option)) is not None:
            return refused
        before = self.gate.last_answer
        # said before the table shows what follows, which happens within `apply`
        self.gate.answered(model.revision + 1, model.deciding_seat)
        self.scene.motion.quick_next()
        problem = model.apply(option)
        if problem is not None:
            self.gate.last_answer = before
        return problem

    def _describe(self, option) -> str:
        return self.session.model.describe(option)

    def _message(self, text: str) -> None:
        self.messages.say(text, self.session.model.viewer if self.session.model is not None else -1)

    def _preview(self, item) -> None:
        """Show the hovered (or right-clicked) card large; None, or a hand-off screen (a late hover), clears it."""
        self.panel.preview_item(None if self.pages.currentWidget() is self.handoff else item)

    def set_undo_available(self, available: bool) -> None:
        """A greyed Undo says why under the mouse (tooltip and status bar), as Ctrl+Z does."""
        self.undo_action.setEnabled(available)
        self.undo_refused.setEnabled(not available)
        model = self.session.model
        why = "" if available or model is None else model.undo_refusal
        self.undo_action.setToolTip(why or self.undo_action.text().replace("&", ""))
        self.undo_action.setStatusTip(why)

    def undo(self) -> None:
        """Take back the last decision, or say why that cannot be done."""
        model = self.session.model
        if model is None:
            self.statusBar().showMessage(translate("MainWindow", "There is no game to undo."), 6000)
        elif model.is_over:
            self.statusBar().showMessage(translate("MainWindow", "The game is over: nothing can be undone."), 6000)
        elif model.undo():
            self._taken_back()
            self.statusBar().showMessage(translate("MainWindow", "Undone."), 3000)
        else:
            self.statusBar().showMessage(model.undo_refusal, 6000)

    def back_to_choice_start(self) -> None:
        """Escape: a half-made choice of the table is dropped; otherwise the answers given to
        the choice in hand (a marker option, then its hero) are taken back to its first question."""
        model = self.session.model
        if self.controller.cancel() or model is None or not model.decision_is_on_screen():
            return
        if model.back_to_choice_start():
            self._taken_back()
            self.statusBar().showMessage(translate("MainWindow", "Back to the start of this choice."), 4000)

    def _taken_back(self) -> None:
        """After an undo the question on screen is one the person has seen and may answer at once."""
        model = self.session.model
        self.gate.taken_back(model.revision, model.deciding_seat)
        self.log_model.set_events(model.events())

    def card_db(self):
        from hidden_leaders_qt.engine.data.cards import default_db

        return self.session.model.db if self.session.model is not None else default_db()

    def _game_over(self) -> None:
        self.result_action.setEnabled(True)
        self._result_timer.start()

    def _result_due(self) -> None:
        """A dialog the person opened in the moment before (New Game, Open) keeps the screen:
        the result stays under Game ▸ Show Result."""
        if QApplication.activeModalWidget() is None:
            show_result(self)

    # --- keys and closing ----------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        fit_side_panel(self.splitter, self.width())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        fit_side_panel(self.splitter, self.width())

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # behind the hand-off screen Enter chooses nothing: only the page's own guarded
            # button shows the next person's cards
            if self.pages.currentWidget() is not self.handoff and self.gate.taking_input:
                self.controller.confirm()
        elif event.key() == Qt.Key.Key_Escape:
            if self.pages.currentWidget() is not self.handoff:
                self.back_to_choice_start()
        else:
            super().keyPressEvent(event)

    def shut_down(self) -> None:
        """Close without asking (the system is logging out, or the person chose Quit after an
        error); the autosave has the game."""
        self._quit_confirmed = True
        self.close()

    def closeEvent(self, event) -> None:
        if self.session.in_progress() and not self._quit_confirmed:
            event.ignore()
            self.files.ask_to_quit()
            return
        self._result_timer.stop()
        self.advisor.stop()  # before the session ends the search processes it may be waiting for
        self.session.close()
        for dialog in self.findChildren(QDialog):  # none may outlive the window it belongs to
            if dialog.isVisible():
                dialog.close()
        remember_window(self)
        super().closeEvent(event)
