"""The pseudo language: no English left on screen in German, and nothing German cut short.

The window runs in the pseudo language (`hidden_leaders_qt.language.PSEUDO`): the German
catalogues with every translation's words between marks, ⟦so⟧ (made here by
`packaging/translations.py --pseudo`), and the engine's German tables marked as they are read.
Every question the engine asks is played, with every module, from a seeded game resumed at
it (the positions of test_hurried_questions: a kind the engine gains is played too, and one
no seeded game reaches fails), and every dialog and window is opened. Each text a person could
see (`pseudo_reader`) must be marked, whole, and fit its room; card names, from the table of
names, and the seats' names are the only words allowed outside the marks.
"""

import importlib.util
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pseudo_reader import Reader, watch_painting
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMenu, QMessageBox, QWidget
from test_hurried_questions import MODULES, position
from ui_driver import WAIT_MS, activate, click_item, ready, table_item

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.options import DECISION_KINDS, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.language import PSEUDO, pseudo_text, set_language
from hidden_leaders_qt.records.game_log import game_log_text
from hidden_leaders_qt.records.history import add_record, record_of
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, autosave, autosave_path, replay
from hidden_leaders_qt.ui.advisor.advice_runner import Budget
from hidden_leaders_qt.ui.dialogs.about_dialog import AboutDialog
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.dialogs.suspicion_chart import SuspicionPane
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE, PSEUDO_CATALOGUES
from hidden_leaders_qt.ui.records.history_window import HistoryWindow
from hidden_leaders_qt.ui.records.statistics_window import StatisticsWindow
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow, open_replay

ROOT = Path(__file__).resolve().parents[1]
SEATS = tuple(f"P{seat + 1}" for seat in range(6))
# the window's sizes the questions are read at, in turn: the least it allows, and a laptop's
SIZES = ((1024, 700), (1600, 1000))


@pytest.fixture(scope="session")
def pseudo_catalogues(tmp_path_factory) -> Path:
    """The pseudo language's catalogues, made from the German ones as the packaging script makes them."""
    spec = importlib.util.spec_from_file_location("pseudo_translations", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    folder = tmp_path_factory.mktemp("pseudo")
    assert module.pseudo(folder), "no catalogue was made"
    return folder


@pytest.fixture
def reader(monkeypatch) -> Reader:
    found = Reader(seats=SEATS)
    watch_painting(monkeypatch, found)
    yield found
    print(f"\n{found.count} texts read")


@pytest.fixture
def pseudo_launch(launch_app, pseudo_catalogues, monkeypatch):
    """`launch_app` in the pseudo language."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, PSEUDO)
    monkeypatch.setenv(PSEUDO_CATALOGUES, str(pseudo_catalogues))
    return launch_app


def modal(qtbot, kind: type = QDialog) -> QDialog:
    found: list[QDialog] = []

    def shown() -> None:
        widget = QApplication.activeModalWidget()
        assert isinstance(widget, kind) and widget.isVisible(), f"no {kind.__name__} open"
        found[:] = [widget]

    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return found[0]


def press(qtbot, box: QMessageBox, *roles: QMessageBox.ButtonRole) -> None:
    button = next(b for b in box.buttons() if box.buttonRole(b) in roles)
    qtbot.waitUntil(button.isEnabled, timeout=WAIT_MS)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def resumed(qtbot, launch, reader: Reader, saved: SavedGame):
    """The game `saved` autosaved and resumed at launch, its offer read and taken."""
    autosave(saved)
    window = launch(animations=False)
    offer = modal(qtbot, QMessageBox)
    reader.read_windows()
    press(qtbot, offer, QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.YesRole)
    qtbot.waitUntil(lambda: window.session.model is not None, timeout=WAIT_MS)
    return window


def on_screen(qtbot, window, reader: Reader) -> None:
    """Through the hand-off page (read) to the question on screen, once it takes answers."""
    model = window.session.model
    qtbot.waitUntil(lambda: model.decision_is_on_screen() or window.pages.currentWidget() is window.handoff)
    if window.pages.currentWidget() is window.handoff:
        qtbot.waitUntil(window.handoff.button.isEnabled, timeout=WAIT_MS)
        reader.read_windows()
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: model.decision_is_on_screen() and window.gate.taking_input, timeout=WAIT_MS)


def answer(qtbot, window) -> None:
    """The first answer the table offers: a highlighted card, or else the first button."""
    choice = window.controller.choice
    before = answered(window)
    if choice.clicks:
        click_item(qtbot, window, table_item(window, sorted(choice.clicks, key=repr)[0]))
    else:
        qtbot.mouseClick(window.panel.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: answered(window) != before, timeout=WAIT_MS)


def answered(window) -> tuple:
    """What an answer changes: the decisions made, the cards picked on the table, the prompt."""
    model, choice = window.session.model, window.controller.choice
    return len(model.decisions), model.revision, choice.prompt, frozenset(choice.selected)


def first_steps(games: int = 60) -> dict[str, tuple[Settings, tuple[Option, ...]]]:
    """Where each step of a card or module first asks a question (its prompt is the step's
    own), in seeded random games with every module and 2 to 6 players: "kind:step" to the
    settings and the decisions before it."""
    found: dict[str, tuple[Settings, tuple[Option, ...]]] = {}
    for seed in range(games):
        settings = Settings(players=2 + seed % 5, seed=seed, **MODULES)
        state, chooser, decisions = new_game(settings), SplitMix64(seed), []
        while not state.is_over:
            if state.pending.step:
                found.setdefault(f"{state.pending.kind}:{state.pending.step}", (settings, tuple(decisions)))
            option = state.options[chooser.below(len(state.options))]
            decisions.append(option)
            state.apply(option)
    return found


STEPS = first_steps()


def read_question(qtbot, launch, reader: Reader, settings: Settings, decisions, size: tuple[int, int]):
    """Resume a hot-seat game at a question, read the table there and after the first answer."""
    seats = [SeatConfig(SEATS[index], "human") for index in range(settings.players)]
    window = resumed(qtbot, launch, reader, SavedGame(settings, seats, list(decisions)))
    window.resize(*size)
    on_screen(qtbot, window, reader)
    activate(qtbot, window)
    reader.read_windows()
    asked = window.session.model.view().decision
    answer(qtbot, window)
    reader.read_windows()
    assert not reader.problems, "\n".join(reader.problems)
    return asked


@pytest.mark.parametrize("kind", sorted(DECISION_KINDS))
def test_pseudo_every_question_of_every_module_is_marked_and_fits(qtbot, pseudo_launch, reader, kind):
    settings, decisions, _seat = position(kind, False)
    size = SIZES[sorted(DECISION_KINDS).index(kind) % len(SIZES)]
    assert read_question(qtbot, pseudo_launch, reader, settings, decisions, size).kind == kind


@pytest.mark.parametrize("step", sorted(STEPS))
def test_pseudo_every_step_that_asks_is_marked_and_fits(qtbot, pseudo_launch, reader, step):
    settings, decisions = STEPS[step]
    size = SIZES[sorted(STEPS).index(step) % len(SIZES)]
    asked = read_question(qtbot, pseudo_launch, reader, settings, decisions, size)
    assert f"{asked.kind}:{asked.step}" == step


@pytest.mark.parametrize("size", SIZES)
def test_pseudo_six_players_with_every_module_fit(qtbot, pseudo_launch, reader, size):
    """The fullest table: six parties, every module's pieces, the log a game long."""
    settings = Settings(players=6, seed=11, **MODULES)
    state, chooser, decisions = new_game(settings), SplitMix64(11), []
    while len(decisions) < 150 or state.pending.kind != "main":
        option = state.options[chooser.below(len(state.options))]
        decisions.append(option)
        state.apply(option)
    seats = [SeatConfig(SEATS[index], "human") for index in range(6)]
    window = resumed(qtbot, pseudo_launch, reader, SavedGame(settings, seats, decisions))
    window.resize(*size)
    on_screen(qtbot, window, reader)
    reader.read_windows()
    answer(qtbot, window)
    reader.read_windows()
    assert not reader.problems, "\n".join(reader.problems)


def choose(qtbot, window, menu_name: str, english: str) -> None:
    """Click the menu `menu_name` in the menu bar, then its item whose English is `english`
    (as a person does, whatever language the menu speaks)."""
    menu = window.findChild(QMenu, menu_name)
    bar = window.menuBar()
    activate(qtbot, window)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=WAIT_MS)
    text = QCoreApplication.translate("menus", english)
    item = next(action for action in menu.actions() if action.text() == text)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())


def read_and_close(qtbot, reader: Reader, widget: QWidget) -> None:
    """Read a dialog or window that has opened, then close it with Escape (a window is closed)."""
    qtbot.waitUntil(widget.isVisible, timeout=WAIT_MS)
    reader.read_windows()
    if isinstance(widget, QDialog):
        qtbot.keyClick(widget, Qt.Key.Key_Escape)
    else:
        widget.close()
    qtbot.waitUntil(lambda: not widget.isVisible(), timeout=WAIT_MS)


def opened(qtbot, kind: type) -> QWidget:
    found: list[QWidget] = []

    def shown() -> None:
        found[:] = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
        assert found, f"no {kind.__name__} open"

    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return found[0]


def finished_game(seed: int) -> SavedGame:
    """A game with every module, played to its end by seeded random choices."""
    settings = Settings(players=3, seed=seed, **MODULES)
    state, chooser, decisions = new_game(settings), SplitMix64(seed), []
    while not state.is_over:
        option = state.options[chooser.below(len(state.options))]
        decisions.append(option)
        state.apply(option)
    return SavedGame(
        settings, [SeatConfig(SEATS[0], "human"), SeatConfig(SEATS[1], "easy"), SeatConfig(SEATS[2], "hard")], decisions
    )


def test_pseudo_every_dialog_and_window_is_marked_and_fits(qtbot, pseudo_launch, reader):
    for seed in (1, 2):
        saved = finished_game(seed)
        state = replay(saved)
        add_record(record_of(saved, state, 600 + seed, datetime(2026, 11, 1, 12, seed, tzinfo=UTC)))
    window = pseudo_launch(animations=False)
    read_and_close(qtbot, reader, modal(qtbot, NewGameDialog))
    choose(qtbot, window, "menu_game", "&New Game…")
    dialog = modal(qtbot, NewGameDialog)
    reader.read_windows()
    qtbot.keyClicks(dialog.seed, "7")
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and ready(window), timeout=WAIT_MS)
    # the computer players' names are names; the person's "You" is a word, "Du" in German
    reader.seats += tuple(name for name in window.session.names if name != YOU)
    reader.read_windows()
    window.advisor.budget = Budget(seconds=None, iterations=80, at_least=0)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: window.advisor.panel.belief_title.isVisible(), timeout=WAIT_MS)
    reader.read_windows()
    for menu_name, english, kind in (
        ("menu_edit", "&Preferences…", PreferencesDialog),
        ("menu_help", "&How to Play", HelpDialog),
        ("menu_help", "&About Hidden Leaders", AboutDialog),
        ("menu_game", "&History…", HistoryWindow),
        ("menu_game", "S&tatistics…", StatisticsWindow),
    ):
        choose(qtbot, window, menu_name, english)
        read_and_close(qtbot, reader, opened(qtbot, kind))
    open_replay(window, finished_game(1))
    replay_window = opened(qtbot, ReplayWindow)
    qtbot.waitUntil(lambda: replay_window.suspicion.ready, timeout=WAIT_MS)  # its Suspicion tab, worked out
    read_and_close(qtbot, reader, replay_window)
    assert not reader.problems, "\n".join(reader.problems)


def test_pseudo_an_error_and_the_result_are_marked_and_fit(qtbot, pseudo_launch, reader):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "hidden-leaders-save", "version": 1, "settings": 7}', encoding="utf-8")
    window = pseudo_launch(animations=False)
    box = modal(qtbot, QMessageBox)
    reader.read_windows()
    press(qtbot, box, QMessageBox.ButtonRole.AcceptRole)
    read_and_close(qtbot, reader, modal(qtbot, NewGameDialog))
    window.session.start_saved(finished_game(3))
    qtbot.waitUntil(window.result_action.isEnabled, timeout=WAIT_MS)
    choose(qtbot, window, "menu_game", "Show &Result")
    result = modal(qtbot, ResultDialog)
    suspicion = result.findChild(SuspicionPane)
    qtbot.waitUntil(lambda: result.taking_input and suspicion.ready, timeout=WAIT_MS)
    read_and_close(qtbot, reader, result)
    reader.read_windows()
    assert not reader.problems, "\n".join(reader.problems)


def test_pseudo_the_reader_finds_english_cut_and_overflowing_texts(qtbot, monkeypatch):
    """The check itself: an unmarked word, an English card name inside marks, an ellipsis that
    cut a text, and a label wider than its room are each found; marks, card names and numbers pass."""
    reader = Reader(seats=SEATS)
    watch_painting(monkeypatch, reader)
    window = QWidget()
    qtbot.addWidget(window)
    texts = {
        "fine": f"{pseudo_text('Ziehe {count} Karten')} · Kyra".format(count=3),
        "english": f"{pseudo_text('Lege')} Queen of the Wild",
        "named": pseudo_text("Lege das Plättchen auf Queen of the Wild"),
        "elided": f"{pseudo_text('Beutel')} 16 {pseudo_text('· bestochen')} \N{HORIZONTAL ELLIPSIS}",
    }
    for name, text in texts.items():
        label = QLabel(text, window)
        label.setObjectName(name)
        label.move(0, 30 * len(window.children()))
    narrow = QLabel(pseudo_text("Ein Text, der nicht in seinen Platz passt"), window)
    narrow.setObjectName("narrow")
    narrow.setFixedWidth(40)
    window.show()
    qtbot.waitExposed(window)
    reader.read_window(window)
    found = {problem.split(":")[0].split()[-1] for problem in reader.problems}
    assert found == {"english", "named", "elided", "narrow"}, reader.problems
    assert reader.count == len(texts) + 1


def test_pseudo_every_word_is_a_third_longer_inside_its_marks(pseudo_catalogues):
    """The pseudo language is longer than German, as a language that does not fit would be:
    each word a third longer (the padding inside the marks), the spaces between words kept so
    that a text still wraps, placeholders and markup left as they are."""
    assert pseudo_text("Ziehe {count} Karten aus dem Hafen.") == "⟦Ziehe˜˜⟧ {count} ⟦Karten˜˜ aus˜ dem˜ Hafen˜˜˜.⟧"
    assert pseudo_text("<b>Bestechung</b>: 3 offen") == "<b>⟦Bestechung˜˜˜˜⟧</b>⟦: 3 offen˜˜˜⟧"
    translator = QTranslator()
    assert translator.load(str(pseudo_catalogues / "window_pseudo.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        text = QCoreApplication.translate("GameFiles", "Leave this game?")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert text == "⟦Dieses˜˜ Spiel˜˜ verlassen˜˜˜˜?⟧"
    assert len(text) - len("⟦⟧") >= len("Dieses Spiel verlassen?") * 4 / 3


def test_pseudo_the_exported_log_is_marked(qapp):
    """History's Export Log writes the game in the language on screen, every card by the table of names."""
    saved = finished_game(4)
    record = record_of(saved, replay(saved), 600, datetime(2026, 11, 1, 12, 4, tzinfo=UTC))
    reader = Reader(seats=SEATS)
    set_language(PSEUDO)
    for number, line in enumerate(game_log_text(record).splitlines()):
        reader.read(f"line {number + 1}", line)
    assert reader.count > 20
    assert not reader.problems, "\n".join(reader.problems)
