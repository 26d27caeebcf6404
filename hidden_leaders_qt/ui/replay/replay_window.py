"""The replay window: a game stepped through on the real table, beside the game in hand.

It is a window of its own (non-modal), so the game on the main table goes on untouched.
The table is read-only: no decision is asked, clicks do nothing, a hovered card shows large.
Whose eyes it is seen through follows `replay.readers`; a person's own view of an unfinished
hot-seat game comes only after a hand-off cover, as at the table (`replay.needs_cover`);
while the cover or that view is up, the main window shows no private card (`screen_share.py`).
The side holds tabs (the log first), where more about the game can go beside it.
"""

from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import CardDB, HeroCard, Leader
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.records.record_words import seat_name, with_faction
from hidden_leaders_qt.saved_games.replay import (
    EVERYTHING,
    PUBLIC,
    GameReplay,
    golem_moved,
    human_seats,
    markers_before,
    needs_cover,
    position_text,
    readable_events,
    readers,
    recent_cards,
)
from hidden_leaders_qt.saved_games.saves import SavedGame, load_problem
from hidden_leaders_qt.ui.art.card_art import card_pixmap
from hidden_leaders_qt.ui.dialogs.questions import warn
from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS
from hidden_leaders_qt.ui.dialogs.suspicion_chart import SuspicionPane
from hidden_leaders_qt.ui.game.log_model import EventLogModel
from hidden_leaders_qt.ui.game.session import GameSession
from hidden_leaders_qt.ui.replay.replay_bar import BACK, END, FORWARD, START, TURN_BACK, TURN_FORWARD, ReplayBar
from hidden_leaders_qt.ui.replay.screen_share import ScreenShare
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.table.royal_reveal import royal_reveal
from hidden_leaders_qt.ui.table.table_scene import MOVE_MS, TableScene
from hidden_leaders_qt.ui.table.table_view import TableView
from hidden_leaders_qt.ui.window.handoff_page import HandoffPage
from hidden_leaders_qt.ui.window.side_panel import LogView
from hidden_leaders_qt.ui.window.window_memory import FRAME_GUESS, centred, room_on

PREVIEW = QSize(200, 280)
SIZE = QSize(1300, 860)
SIDE_WIDTH = 330
# on a small screen the side narrows to this share of the window (no less than its least
# width), so the table's names stay readable
SIDE_SHARE = 0.22
SIDE_MIN_WIDTH = 220
HOVER_HINT = QT_TRANSLATE_NOOP("ReplayWindow", "Point at a card to see it large.")
KEYS = {
    BACK: ("Left",),
    FORWARD: ("Right",),
    TURN_BACK: ("PgUp", "Ctrl+Left"),
    TURN_FORWARD: ("PgDown", "Ctrl+Right"),
    START: ("Home",),
    END: ("End",),
}


def reader_text(reader: int, names: list[str]) -> str:
    if reader == EVERYTHING:
        return QCoreApplication.translate("ReplayWindow", "Everything revealed")
    if reader == PUBLIC:
        return QCoreApplication.translate("ReplayWindow", "The public table")
    name = names[reader]
    if name == YOU:
        return QCoreApplication.translate("ReplayWindow", "As you saw it")
    return QCoreApplication.translate("ReplayWindow", "As {name} saw it").format(name=name)


def leaders_text(view: SeatView, names: list[str], db: CardDB, bottom: int) -> str:
    """Who was who and what each held, for the table face up: the table names a leader's
    factions only at the end, and lays out only the hand of the seat at the bottom."""
    lines = []
    for seat, leader_index in enumerate(view.leaders):
        leader = db.leaders[leader_index]
        first, second = (with_faction(faction) for faction in leader.factions)
        line = QCoreApplication.translate("ReplayWindow", "{name}: {leader}, aligned with {first} and {second}")
        line = line.format(name=seat_name(names[seat]), leader=card_name(leader), first=first, second=second)
        if seat != bottom:
            held = [card_name(db.heroes[card]) for card in view.hands[seat] if card >= 0]
            if held:
                line += QCoreApplication.translate("ReplayWindow", ", holding {cards}").format(cards=", ".join(held))
            else:
                line += QCoreApplication.translate("ReplayWindow", ", holding nothing")
        lines.append(line)
    return QCoreApplication.translate("ReplayWindow", "Leaders and hands – {lines}.").format(lines="; ".join(lines))


class ReplayParent(Protocol):
    """The main window as a replay opened from it sees it: where the replay belongs, how the
    table moves and how long a hand-off cover ignores input there, and the game in hand that
    lends its screen while the replay shows one person's view (`screen_share.py`)."""

    scene: TableScene
    handoff: HandoffPage
    session: GameSession

    def window(self) -> QWidget:
        """The main window as a widget (Qt's own `QWidget.window()`): the replay's parent."""


class ReplayWindow(QDialog):
    """One game's replay; `guard_ms` is how long a hand-off cover ignores input, `speed` how
    long a move takes on the table (a factor of the normal time, 0 for no animation).
    `stepped` tells what the window now shows (the position), for whatever follows it in a tab;
    `private_eyes` whether somebody in particular is at the screen for it: True while a hand-off
    cover or one person's view of an unfinished hot-seat game is up, False once it shows what
    anybody may see or has closed."""

    stepped = Signal(int)
    private_eyes = Signal(bool)

    def __init__(self, game: GameReplay, parent: QWidget | None, guard_ms: int = GUARD_MS, speed: float = 1.0) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setModal(False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.game = game
        saved = game.saved
        self.names = [seat.name for seat in saved.seats]
        shown_names = ", ".join(seat_name(name) for name in self.names)
        self.setWindowTitle(self.tr("Replay \u2013 {names}").format(names=shown_names))
        self.resize(SIZE)
        self.db = game.state().db
        humans = human_seats(saved)
        self.home = humans[0] if humans else 0  # the seat nearest when nobody's eyes are chosen
        self.choices = readers(saved, game.is_over)
        self.reader = PUBLIC
        # the card shown large, and the face it showed
        self._preview_item: CardItem | None = None
        self._preview_face: tuple[HeroCard | None, Leader | None] | None = None
        self._pending_reader = PUBLIC  # the reader chosen while the cover is up
        self._told_private = False  # what `private_eyes` said last
        self.finished.connect(lambda _result: self._tell_eyes(closed=True))
        self.scene = TableScene(self)
        self.scene.set_animation_speed(speed)
        self.table = TableView(self.scene)
        self.scene.preview.connect(self._preview)
        self.log_model = EventLogModel(self)
        self.log = LogView(self.log_model)
        self.log.setAccessibleName(self.tr("Game log"))
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))  # the newest line stays in sight
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.preview.setFixedHeight(PREVIEW.height() + 8)
        self.preview.setWordWrap(True)
        self.leaders = QLabel()
        self.leaders.setWordWrap(True)
        self.leaders.setTextFormat(Qt.TextFormat.PlainText)
        self.leaders.setAccessibleName(self.tr("Every player's leader and hand"))
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log, self.tr("Log"))
        self.suspicion: SuspicionPane | None = None
        if game.is_over:  # its charts name every player's leader: only once the game is over
            self.suspicion = SuspicionPane(saved.settings, saved.decisions, self.names, columns=1, deal=saved.deal)
            self.tabs.addTab(self.suspicion, self.tr("Suspicion"))
            self.tabs.setTabToolTip(
                1, self.tr("How the public table pointed to each player's leader; the line marks this turn")
            )
            self.stepped.connect(self._mark_turn)
        side = QWidget()
        side.setMaximumWidth(SIDE_WIDTH + 80)
        side_box = QVBoxLayout(side)
        side_box.setContentsMargins(6, 6, 6, 6)
        side_box.addWidget(self.preview)
        side_box.addWidget(self.leaders)
        side_box.addWidget(self.tabs, 1)
        self.side_box = side_box
        self.splitter = QSplitter()
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setSizes([SIZE.width() - SIDE_WIDTH, SIDE_WIDTH])
        self.cover = HandoffPage(self._uncovered, guard_ms)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.splitter)
        self.pages.addWidget(self.cover)
        self.bar = ReplayBar(game.count, [(reader, reader_text(reader, self.names)) for reader in self.choices])
        self.bar.moved.connect(self.step)
        self.bar.slid.connect(self.go)
        self.bar.reader_chosen.connect(self.choose_reader)
        # the bar heads the side; behind a cover (which hides the side) it stands in a column
        # of its own beside it, so another reader can still be chosen
        side_box.insertWidget(0, self.bar)
        self.cover_side = QWidget()
        cover_box = QVBoxLayout(self.cover_side)
        cover_box.setContentsMargins(6, 6, 6, 6)
        cover_box.addStretch(1)
        self.cover_side.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.cover_side)
        for move, keys in KEYS.items():
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.activated.connect(lambda m=move: self.step(m))
        self._preview(None)
        self.choose_reader(self.choices[0])

    # --- moving ------------------------------------------------------------------------------

    def _mark_turn(self, position: int) -> None:
        """The suspicion charts mark the last turn completed at this position."""
        assert self.suspicion is not None
        turn = self.game.point.turn
        done = turn if position == self.game.count else turn - 1
        self.suspicion.set_current_turn(done if done >= 1 else None)

    @property
    def covered(self) -> bool:
        return self.pages.currentWidget() is self.cover

    def step(self, move: str) -> None:
        """One of the bar's moves (a button or its key); nothing behind a cover."""
        if self.covered:
            return
        game = self.game
        target = {
            START: 0,
            TURN_BACK: game.previous_turn_start(),
            BACK: game.position - 1,
            FORWARD: game.position + 1,
            TURN_FORWARD: game.next_turn_start(),
            END: game.count,
        }[move]
        self.go(target)

    def go(self, position: int) -> None:
        if self.covered:
            return
        before = self.game.position
        self.game.go(position)
        self._show(animate=self.game.position == before + 1)

    # --- whose eyes ---------------------------------------------------------------------------

    def choose_reader(self, reader: int) -> None:
        """See the game as `reader` saw it; behind a hand-off first when `needs_cover` says so."""
        if reader not in self.choices:
            raise ValueError(f"the replay does not offer reader {reader}")
        self.reader = reader
        self.bar.show_reader(reader)
        if needs_cover(self.game.saved, self.game.is_over, reader):
            self.reader = PUBLIC  # behind the cover, only what anybody may see
            self._show(animate=False)
            self._pending_reader = reader
            self._preview(None)
            name = self.names[reader]
            self.cover.ask(
                name, self.tr("The replay will show the game as {name} saw it.").format(name=name), fresh=True
            )
            self._cover(True)
            self.bar.set_moving_enabled(False)
            self._tell_eyes()
            return
        self._cover(False)
        self.bar.set_moving_enabled(True)
        self._show(animate=False)
        self._tell_eyes()

    def _cover(self, covered: bool) -> None:
        """The hand-off cover over the table and the side, the bar beside it; or the table."""
        if covered:
            self.cover_side.setFixedWidth(self.splitter.sizes()[1] or SIDE_WIDTH)
        (self.cover_side.layout() if covered else self.side_box).insertWidget(0, self.bar)
        self.cover_side.setVisible(covered)
        self.pages.setCurrentWidget(self.cover if covered else self.splitter)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_side()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_side()

    def _fit_side(self) -> None:
        """On a small screen the side gives way to the table, as the main window's does."""
        share = max(SIDE_MIN_WIDTH, round(self.width() * SIDE_SHARE))
        sizes = self.splitter.sizes()
        if sum(sizes) and sizes[1] > share:
            self.splitter.setSizes([sum(sizes) - share, share])

    def _uncovered(self) -> None:
        """The person whose view was chosen is at the screen."""
        self.reader = self._pending_reader
        self._cover(False)
        self.bar.set_moving_enabled(True)
        self._show(animate=False)

    @property
    def shows_private(self) -> bool:
        """A hand-off cover, or the private view it led to, is up: one person is at the screen."""
        reader = self._pending_reader if self.covered else self.reader
        return needs_cover(self.game.saved, self.game.is_over, reader)

    def _tell_eyes(self, closed: bool = False) -> None:
        private = not closed and self.shows_private
        if private != self._told_private:
            self._told_private = private
            self.private_eyes.emit(private)

    # --- showing --------------------------------------------------------------------------------

    def _show(self, animate: bool) -> None:
        game, reader = self.game, self.reader
        bottom = reader if reader >= 0 else self.home
        view = game.view(reader, bottom)
        players = len(self.names)
        last = game.last_decision_events()
        self.scene.show_view(
            view,
            self.names,
            self.db,
            animate=animate,
            owner_present=reader != PUBLIC,
            recent=recent_cards(last, reader, players),
            markers_before=markers_before(view.markers, last),
            golem_moved=golem_moved(last),
            revealed=royal_reveal(last),
        )
        self._show_log(last)
        self.leaders.setText(leaders_text(view, self.names, self.db, self.home) if reader == EVERYTHING else "")
        self.leaders.setVisible(reader == EVERYTHING)
        self.bar.show_position(game.position, game.count, position_text(game, self.names))
        self._drop_stale_preview()
        self.stepped.emit(game.position)

    def _show_log(self, last: list) -> None:
        game, reader = self.game, self.reader
        players = len(self.names)
        events = readable_events(game.events_so_far(), reader, players)
        heroes = self.db.heroes
        game_name = self.tr("The game")
        self.log_model.show_game(
            events,
            reader if reader != EVERYTHING else 0,
            players,
            lambda card: card_name(heroes[card]),
            lambda seat: self.names[seat] if seat >= 0 else game_name,
        )
        self.log_model.mark_recent(events[len(events) - len(last) :] if last else [])
        self.log.scrollToBottom()

    def log_lines(self) -> list[str]:
        """The log as it is on screen, line by line."""
        model = self.log_model
        return [model.data(model.index(row, 0)) for row in range(model.rowCount())]

    def _preview(self, item: CardItem | None) -> None:
        """The hovered card large beside the table; nothing while the cover is up."""
        self._preview_item = item = None if self.covered else item
        card = None if item is None else item.leader if item.leader is not None else item.hero
        self._preview_face = None if item is None else (item.hero, item.leader)
        if card is None:
            self.preview.setText(self.tr(HOVER_HINT))
            self.preview.setAccessibleName("")
            return
        self.preview.setPixmap(card_pixmap(card, PREVIEW, self.devicePixelRatioF()))
        self.preview.setAccessibleName(self.tr("Card shown large: {name}").format(name=card.name))

    def _drop_stale_preview(self) -> None:
        """A previewed card that left the table or turned over is no longer shown large."""
        item = self._preview_item
        if item is not None and (item.scene() is not self.scene or (item.hero, item.leader) != self._preview_face):
            self._preview(None)


def open_replay(window: ReplayParent, saved: SavedGame) -> None:
    """Open the replay of `saved` in a window of its own beside `window` (which it belongs to:
    it closes with it), at the start of the game. A save whose decisions cannot be replayed
    is reported, and nothing opens."""
    try:
        game = GameReplay(saved)
    except SaveFormatError as error:
        warn(
            window.window(),
            QCoreApplication.translate("ReplayWindow", "Cannot replay this game"),
            load_problem(error),
            details=str(error),
        )
        return
    scene = window.scene
    speed = scene.move_ms / MOVE_MS if scene.animations else 0.0
    parent = window.window()
    replay_window = ReplayWindow(game, parent, window.handoff.guard_ms, speed)
    replay_window.scene.motion.reduced = scene.motion.reduced  # reduce motion there too
    # whole on the screen of the window it belongs to, title bar included, however small
    replay_window.setGeometry(centred(SIZE, room_on(parent.screen(), FRAME_GUESS)))
    ScreenShare.of(parent, window.session).follow(replay_window)
    replay_window.show()
    replay_window.raise_()
    replay_window.activateWindow()
