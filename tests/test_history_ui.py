"""The History and Statistics windows, and a finished game finding its way into both."""

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QStyleOptionViewItem
from test_history import finished
from test_replay_window import key, wait_replay
from test_table_layout import EVERY_MODULE
from ui_driver import answer, choose_file, choose_menu, click_button, no_modal, wait_modal

from hidden_leaders_qt.records.history import add_record, history_path, load_history
from hidden_leaders_qt.saved_games.saves import SeatConfig, replay
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.language.translators import apply_language
from hidden_leaders_qt.ui.records import history_recorder
from hidden_leaders_qt.ui.records.history_recorder import HistoryRecorder
from hidden_leaders_qt.ui.records.history_table import COLUMNS, RESULTS
from hidden_leaders_qt.ui.records.history_window import WRAPPED, HistoryWindow
from hidden_leaders_qt.ui.records.statistics_window import StatisticsWindow
from hidden_leaders_qt.ui.window.screenshot import BOT_NAMES

WAIT_MS = 20_000


def start_computer_game(qtbot) -> None:
    """In the New Game dialog: two Random computer players, a fixed deal, Enter."""
    dialog = wait_modal(qtbot, QDialog, "New game")
    dialog.players.setFocus()
    dialog.players.selectAll()
    qtbot.keyClicks(dialog.players, "2")
    for row in dialog.visible_rows():
        row.kind.setCurrentIndex(row.kind.findData("random"))
    qtbot.keyClicks(dialog.seed, "2026")
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)


def opened(qtbot, window, kind):
    found = []

    def shown() -> None:
        widget = window.findChild(kind)
        assert widget is not None and widget.isVisible() and widget.table.model().rowCount() > 0
        found[:] = [widget]

    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return found[0]


def cell(table, row: int, column: int) -> str:
    return table.model().index(row, column).data()


def test_a_finished_game_is_in_the_history_replays_exports_and_counts(qtbot, launch_app, tmp_path):
    window = launch_app(animations=False)
    start_computer_game(qtbot)
    model = window.session.model
    qtbot.waitUntil(lambda: model.is_over, timeout=WAIT_MS)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Close")
    qtbot.waitUntil(lambda: history_path().exists() and len(load_history().records) == 1, timeout=WAIT_MS)
    result = model.state_copy().result
    names = window.session.names

    choose_menu(qtbot, window, "Game", "History…")
    history = opened(qtbot, window, HistoryWindow)
    table = history.table
    assert table.model().rowCount() == 1
    winner = cell(table, 0, COLUMNS.index("Winner"))
    assert winner.startswith("nobody" if result.winner is None else f"{names[result.winner]}: ")
    assert cell(table, 0, COLUMNS.index("Players")) == f"{names[0]} (Random), {names[1]} (Random)"
    assert cell(table, 0, COLUMNS.index("Turns")) == str(model.state_copy().turn)
    assert not history.replay_button.isEnabled()
    first_row = table.visualRect(table.model().index(0, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=first_row)
    assert history.replay_button.isEnabled()

    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    replay = wait_replay(qtbot)
    assert replay.game.saved.decisions == model.decisions and replay.game.saved.settings == model.settings
    assert replay.game.position == 0
    key(qtbot, replay, Qt.Key.Key_End)
    assert replay.game.position == replay.game.count
    assert replay.scene.shown["view"] == replay.game.view(replay.reader, replay.home)
    key(qtbot, replay, Qt.Key.Key_Left)
    assert replay.game.position == replay.game.count - 1
    replay.close()
    history.activateWindow()

    qtbot.mouseClick(history.export_button, Qt.MouseButton.LeftButton)
    target = tmp_path / "the game.txt"
    choose_file(qtbot, str(target))
    qtbot.waitUntil(target.exists, timeout=WAIT_MS)
    text = target.read_text(encoding="utf-8")
    assert f"{names[0]} (random): " in text and " turn 1." in text
    history.close()
    choose_menu(qtbot, window, "Game", "History…")  # read again, the same window
    assert opened(qtbot, window, HistoryWindow) is history and history.rows.rowCount() == 1
    history.close()

    choose_menu(qtbot, window, "Game", "Statistics…")
    stats = opened(qtbot, window, StatisticsWindow)
    table = stats.table
    wins = "0" if result.winner is None else "1"
    assert [cell(table, 0, column) for column in range(3)] == ["Random (computer)", "2", wins]
    assert "From 1 finished game" in stats.notice.text()
    stats.close()


def test_the_history_filters_and_sorts(qtbot, data_dir):
    people = [SeatConfig("Ann", "human"), SeatConfig("Mira", "hard")]
    three = [SeatConfig("Ann", "human"), SeatConfig("Bo", "easy"), SeatConfig("Cy", "medium")]
    records = [finished(50, people), finished(51, three), finished(52, [SeatConfig("Zed", "human"), people[1]])]
    for record in records:
        add_record(record)
    history = HistoryWindow(str(data_dir))
    qtbot.addWidget(history)
    with qtbot.waitSignal(history.loaded, timeout=WAIT_MS):
        history.show()
    rows = history.rows
    assert rows.rowCount() == 3 and history.count.text() == "3 games"
    qtbot.keyClicks(history.search, "ann")
    assert rows.rowCount() == 2 and history.count.text() == "2 of 3 games shown"
    history.players.setCurrentIndex(history.players.findData(3))
    assert rows.rowCount() == 1 and "Bo (Easy)" in cell(history.table, 0, 1)
    history.search.clear()
    history.players.setCurrentIndex(0)
    nobody = [title for title, _ in RESULTS].index("Nobody won")
    history.result.setCurrentIndex(nobody)
    assert rows.rowCount() == sum(record.winner is None for record in records)
    history.result.setCurrentIndex(0)
    turns = COLUMNS.index("Turns")
    history.table.sortByColumn(turns, Qt.SortOrder.AscendingOrder)
    shown = [int(cell(history.table, row, turns)) for row in range(3)]
    assert shown == sorted(record.turns for record in records)
    history.close()


def test_a_game_is_deleted_after_asking(qtbot, data_dir):
    first, second = finished(60), finished(61)
    add_record(first)
    add_record(second)
    history = HistoryWindow(str(data_dir))
    qtbot.addWidget(history)
    with qtbot.waitSignal(history.loaded, timeout=WAIT_MS):
        history.show()
    history.table.selectRow(0)
    doomed = history.chosen()
    qtbot.mouseClick(history.delete_button, Qt.MouseButton.LeftButton)
    answer(qtbot, "Delete", "Delete this game?")
    qtbot.waitUntil(lambda: history.rows.rowCount() == 1, timeout=WAIT_MS)
    assert [record.key for record in load_history().records] == [r.key for r in (first, second) if r.key != doomed.key]
    history.close()


def test_a_damaged_history_is_told_in_the_window(qtbot, data_dir):
    data_dir.mkdir()
    history_path().write_text("this is no history\n", encoding="utf-8")
    history = HistoryWindow(str(data_dir))
    qtbot.addWidget(history)
    with qtbot.waitSignal(history.loaded, timeout=WAIT_MS):
        history.show()
    assert history.notice.isVisible() and "kept as history-damaged-" in history.notice.text()
    assert history.rows.rowCount() == 0
    history.close()


def test_a_history_that_cannot_be_written_is_a_message_not_a_crash(qtbot, unwritable_folder, monkeypatch):
    monkeypatch.setenv("HIDDEN_LEADERS_DATA_DIR", str(unwritable_folder))
    record = finished(70)
    recorder = HistoryRecorder()
    state = replay(record.game)
    with qtbot.waitSignal(recorder.failed, timeout=WAIT_MS) as signal:
        recorder.record(record.game, state, 12.0)
    assert signal.args[0].startswith("The game could not be added to the history because")
    assert no_modal()


def test_recording_a_game_leaves_the_history_file_to_the_recorders_thread(qtbot, data_dir, monkeypatch):
    """Only the record is made on the GUI thread: reading and appending the history, which
    may be large, happen in the recorder's own thread, and recording returns while they are
    still to be done (how long the GUI thread is held: benchmarks/window_waits.py)."""
    for seed in range(80, 90):
        add_record(finished(seed))
    record = finished(90)
    state = replay(record.game)
    writing, written = threading.Event(), threading.Event()
    writers: list[threading.Thread] = []

    def write_when_let(record):
        writers.append(threading.current_thread())
        writing.set()
        written.wait(timeout=WAIT_MS / 1000)  # held until the test lets it go on
        return add_record(record)

    monkeypatch.setattr(history_recorder, "add_record", write_when_let)
    recorder = HistoryRecorder()
    with qtbot.waitSignal(recorder.recorded, timeout=WAIT_MS):
        recorder.record(record.game, state, 12.0)
        assert writing.wait(timeout=WAIT_MS / 1000)
        assert writers == [writers[0]] and writers[0] is not threading.main_thread()
        assert len(load_history().records) == 10  # recording returned; the file is not written yet
        written.set()
    assert len(load_history().records) == 11


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_history_shows_every_player_option_and_reason_whole(qtbot, data_dir, language):
    """Six seats with long names and every module: the long columns wrap and each row is as
    tall as its longest text, so no player, option or reason is cut short."""
    apply_language(language)
    six = [SeatConfig("Wilhelmina Fitzgeraldine", "human")]
    levels = ("expert", "hard", "medium", "easy", "random")
    six += [SeatConfig(name, kind) for name, kind in zip(BOT_NAMES[:5], levels, strict=True)]
    for seed, modules in ((60, EVERY_MODULE), (61, {})):
        add_record(finished(seed, six, modules))
    history = HistoryWindow(str(data_dir))
    qtbot.addWidget(history)
    with qtbot.waitSignal(history.loaded, timeout=WAIT_MS):
        history.show()
    table = history.table
    qtbot.waitUntil(lambda: table.rowHeight(0) > 2 * table.fontMetrics().height())
    # the window settles: the wrapped columns take their widths, then the rows their heights
    qtbot.waitUntil(lambda: all(table.rowHeight(r) >= table.sizeHintForRow(r) for r in range(history.rows.rowCount())))
    option = QStyleOptionViewItem()
    option.initFrom(table)
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    for row in range(history.rows.rowCount()):
        for column in range(len(COLUMNS)):
            index = history.rows.index(row, column)
            text = index.data()
            option.rect = table.visualRect(index)
            wanted = table.itemDelegate().sizeHint(option, index)
            assert wanted.height() <= table.rowHeight(row), f"{text!r} is cut short in a row of {table.rowHeight(row)}"
            if column not in WRAPPED:
                assert wanted.width() <= table.columnWidth(column), f"{text!r} is wider than its column"
    players = history.rows.index(0, COLUMNS.index("Players")).data()
    assert all(seat.name in players for seat in six)
    history.close()
