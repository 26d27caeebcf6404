"""The advisor at the window: the "Advise me" button (F2, Edit ▸ Advise Me), the Training
Mode switch and its sign beside the button, and the dock that shows the answer: a sheet
of the side panel under the decision's buttons, so that asking leaves the table its size
(on a small screen every name on it stays readable) and never pushes an option out of sight.

Who may read what: an answer and a training note belong to the seat they were made for
and show only while that seat is the one on screen (`GameModel.viewer`), never behind a
hand-off screen. An answer is for one decision: once the decision is made, undone or the
game is left, it is never shown again, and an answer that comes back late is only kept
for the training note.

Training Mode (per seat, for the game, off at first): while that seat decides, the advisor
thinks in the background; after the move it compares the move with its own choice, and a
clearly worse move gets a note, shown when that seat is next on screen (at once with one
person at the table; in hot-seat after the hand-off back to them). A note names cards the
seat knew when it moved; one that names a card the seat can no longer see is dropped.
"""

from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMenu, QPushButton, QStatusBar, QWidget

from hidden_leaders_qt.ai.advisor import Advice, advice_seed
from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.language import language_code
from hidden_leaders_qt.ui.advisor.advice_runner import AdviceRunner, Budget, Request
from hidden_leaders_qt.ui.advisor.advisor_panel import AdvisorPanel, hint
from hidden_leaders_qt.ui.advisor.advisor_sheet import AdvisorSheet
from hidden_leaders_qt.ui.game.game_model import GameModel
from hidden_leaders_qt.ui.game.session import GameSession
from hidden_leaders_qt.ui.window.side_panel import SidePanel

ASK_KEY = "F2"
ASK_TIP = QT_TRANSLATE_NOOP(
    "AdvisorDesk", "what the {level} computer player would do now, and why (only you see the answer)"
)
THINKING = QT_TRANSLATE_NOOP("AdvisorDesk", "Thinking as {level} would…")
NOT_YOUR_TURN = QT_TRANSLATE_NOOP("AdvisorDesk", "The advisor answers when it is your turn to decide.")
SIGN_TIP = QT_TRANSLATE_NOOP(
    "AdvisorDesk",
    "Training Mode is on: after each of your moves, the advisor says when {level} rates another one clearly better."
    " Edit ▸ Training Mode turns it off.",
)
# the colours of the training note, so the sign and the note read as one thing
SIGN_STYLE = (
    "#training_sign { background: #fff1c2; color: #4a3300; border: 1px solid #d4a017; border-radius: 9px;"
    " padding: 1px 8px; }"
)
# a request: (game generation, seat, decisions made before it)
Key = tuple[int, int, int]


def names_only_known(text: str, view: SeatView, db: CardDB) -> bool:
    """Whether every hero named in `text` is one `view` can identify now."""
    groups = [*view.hands, *view.face_up, *view.face_down, view.tavern, view.graveyard, view.looking, view.in_play]
    groups += [view.wilderness, view.harbor]
    known = {card for group in groups for card in group if card >= 0}
    return all(hero.index in known for hero in db.heroes if card_name(hero) in text)


class AdvisorDoorway(Protocol):
    """The main window as the advisor sees it: the side panel its button and sheet go into,
    the Edit menu its actions join, the status line, and the game it follows."""

    panel: SidePanel
    session: GameSession

    def window(self) -> QMainWindow:
        """The main window itself (Qt's own `QWidget.window()`): the owner of the advisor's actions."""

    def statusBar(self) -> QStatusBar:
        """The window's status line."""


class AdvisorDesk(QObject):
    def __init__(self, window: AdvisorDoorway, budget: Budget | None = None) -> None:
        owner = window.window()
        super().__init__(owner)
        self.window = window
        self.budget = budget or Budget()
        self.panel = AdvisorPanel()
        self.dock = AdvisorSheet(self.tr("Advisor"), self.tr("Close the advisor (F2 opens it again)"), self.panel)
        self.dock.hide()
        window.panel.add_sheet(self.dock)
        self.button = QPushButton(self.tr("Advise me ({key})").format(key=ASK_KEY))
        tip = self.tr(ASK_TIP).format(level=level_title("hard"))
        self.button.setToolTip(f"{tip[0].upper()}{tip[1:]}.")
        self.button.clicked.connect(self.ask)
        # not a Tab stop: Tab goes over the table, this choice's buttons and the log, and F2 asks
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setEnabled(False)
        # the sign that Training Mode is on for the person on screen, beside the button
        self.sign = QLabel(self.tr("Training"))
        self.sign.setObjectName("training_sign")
        self.sign.setStyleSheet(SIGN_STYLE)
        self.sign.setToolTip(self.tr(SIGN_TIP).format(level=level_title("hard")))
        self.sign.setAccessibleName(self.tr("Training Mode is on"))
        self.sign.hide()
        self.tools = QWidget()
        tools = QHBoxLayout(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        tools.addWidget(self.button, 1)
        tools.addWidget(self.sign)
        window.panel.add_tool(self.tools)
        edit = owner.menuBar().findChild(QMenu, "menu_edit")  # by name: its title is translated
        assert isinstance(edit, QMenu), "the window's menus are built before the advisor"
        edit.addSeparator()
        self.ask_action = QAction(self.tr("&Advise Me"), owner)
        self.ask_action.setShortcut(QKeySequence(ASK_KEY))
        self.ask_action.setStatusTip(tip)
        self.ask_action.triggered.connect(lambda _checked=False: self.ask())
        self.training_action = QAction(self.tr("&Training Mode"), owner)
        self.training_action.setCheckable(True)
        self.training_action.setStatusTip(
            self.tr("after each of your moves, say when {level} rates another clearly better").format(
                level=level_title("hard")
            )
        )
        self.training_action.setEnabled(False)
        self.training_action.toggled.connect(self._set_training)
        edit.addActions([self.ask_action, self.training_action])
        self.runner = AdviceRunner(self)
        self.runner.answered.connect(self._answered)
        self.runner.failed.connect(self._failed)
        self.model: GameModel | None = None
        self.generation = 0
        self._forget_game()
        window.session.started.connect(self._follow)
        window.session.leaving.connect(lambda _model: self._forget_game())

    def _forget_game(self) -> None:
        self.generation += 1
        self.model = None
        self.training: set[int] = set()
        self._forget_answers()
        self.notes: dict[int, str] = {}

    def _forget_answers(self) -> None:
        self.answers: dict[Key, Advice] = {}
        self.asked: set[Key] = set()
        self.problems: dict[Key, str] = {}
        self.wanted: Key | None = None
        self.to_judge: dict[Key, Option] = {}
        self.current: Key | None = None
        self.decisions_seen = 0

    def _follow(self, model: GameModel) -> None:
        self._forget_game()
        self.model = model
        self.tools.setVisible(any(seat.is_human for seat in model.seats))
        model.decided.connect(self._moved)
        model.changed.connect(self.refresh)
        self.refresh()

    # --- asking ---------------------------------------------------------------------------------

    def ask(self) -> None:
        """The person on screen asks what Hard would do (the button, F2, Edit ▸ Advise Me)."""
        if self.current is None:
            self.window.statusBar().showMessage(self.tr(NOT_YOUR_TURN), 5000)
            return
        self.wanted = self.current
        self.problems.pop(self.current, None)
        self._request(self.current)
        self._open_dock()
        self.refresh()

    def _request(self, key: Key) -> None:
        if key in self.answers or key in self.asked or self.model is None:
            return
        _, seat, decisions = key
        world = self.model.redacted_state(seat).to_data()
        seed = advice_seed(self.model.bot_secret, seat, decisions)
        self.asked.add(key)
        self.runner.start(Request(key, world, seat, seed, self.budget, language_code()))

    def _answered(self, key: Key, advice: Advice) -> None:
        self.asked.discard(key)
        if key[0] != self.generation:
            return
        self.answers[key] = advice
        played = self.to_judge.pop(key, None)
        if played is not None:
            self.notes[key[1]] = advice.verdict(played) or ""
        self.refresh()

    def _failed(self, key: Key, why: str) -> None:
        self.asked.discard(key)
        if key[0] == self.generation:
            self.problems[key] = why
            self.to_judge.pop(key, None)
            self.refresh()

    # --- following the game -----------------------------------------------------------------------

    def _moved(self) -> None:
        """A decision was made: the answer for it is spent; in training, judge the move."""
        model = self.model
        key = self.current
        if model is None or key is None or key[2] != len(model.decisions) - 1:
            return
        seat, played = key[1], model.decisions[-1]
        if seat not in self.training:
            return
        advice = self.answers.get(key)
        if advice is not None:
            self.notes[seat] = advice.verdict(played) or ""
        elif key in self.asked:
            self.to_judge[key] = played
        else:
            self.notes[seat] = ""

    def _set_training(self, on: bool) -> None:
        seat = self.model.viewer if self.model is not None else -1
        if seat < 0:
            return
        if on:
            self.training.add(seat)
        else:
            self.training.discard(seat)
            self.notes.pop(seat, None)
        self.refresh()

    def refresh(self) -> None:
        """Follow the table: which decision is in hand, whose screen it is, what may show."""
        model = self.model
        if model is None:
            self.current = None
            self._show_nothing()
            return
        decisions = len(model.decisions)
        if decisions < self.decisions_seen:  # undone: the answers are for moves taken back, as are the notes
            self.generation += 1
            self._forget_answers()
            self.notes.clear()
        self.decisions_seen = decisions
        handoff = model.needs_handoff()
        seat = model.deciding_seat
        on_screen = not handoff and model.decision_is_on_screen()
        self.current = (self.generation, seat, decisions) if on_screen else None
        if self.wanted != self.current:
            self.wanted = None
        self.button.setEnabled(on_screen)
        self.ask_action.setEnabled(on_screen)
        for old in [key for key in self.answers if key[2] < decisions - 1]:
            del self.answers[old]
        viewer = -1 if handoff else model.viewer
        self.training_action.setEnabled(viewer >= 0 and model.seats[viewer].is_human and not model.is_over)
        self.training_action.blockSignals(True)
        self.training_action.setChecked(viewer in self.training)
        self.training_action.blockSignals(False)
        self.sign.setVisible(viewer in self.training and not model.is_over)
        if self.current is not None and seat in self.training:
            self._request(self.current)
        if viewer < 0:
            self._show_nothing()
            return
        self._show(viewer)

    def _show(self, viewer: int) -> None:
        """What `viewer` (on screen) may read: their note, and the answer they asked for."""
        model = self.model
        assert model is not None
        note = self.notes.get(viewer, "")
        if note and not names_only_known(note, model.view(), model.db):
            note = self.notes[viewer] = ""
        wanted = self.wanted
        advice = self.answers.get(wanted) if wanted is not None else None
        waiting = (
            hint(now=self.current is not None)
            if wanted is None
            else self.problems.get(wanted, self.tr(THINKING).format(level=level_title("hard")))
        )
        if not note and wanted is None:
            self.panel.clear(now=self.current is not None)
            return
        self.panel.show_for(viewer, note, advice, waiting, self.window.session.names, model.db)
        self._open_dock()

    def _open_dock(self) -> None:
        self.dock.show()
        # the side panel shares its height out again once the answer's words are laid out
        QTimer.singleShot(0, self.window.panel.refit)

    def _show_nothing(self) -> None:
        """Nobody's: a hand-off is due, or (in hot-seat) only public cards are on screen."""
        self.panel.clear()
        self.sign.hide()
        self.button.setEnabled(False)
        self.ask_action.setEnabled(False)

    def stop(self) -> None:
        self.runner.stop()
