"""The Statistics window and its chart, opened from Game ▸ Statistics… over a history of five
games written by hand, so every figure on screen is known: per person and per computer level,
by leader, by faction and by player count, the bars of the chart, an empty history, a game
added since, and the German window."""

import os
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from ui_driver import WAIT_MS, choose_menu

from hidden_leaders_qt.engine import Settings
from hidden_leaders_qt.records.history import GameRecord, SeatLeader, add_record
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE
from hidden_leaders_qt.ui.records.statistics_window import StatisticsWindow

SHOTS = os.environ.get("STATISTICS_SHOTS", "/tmp/shots_statistics")
LEADERS = {
    "Lemron": ("water_folk", "hill_tribes"),
    "Cyra": ("water_folk", "imperial_army"),
    "Myrad": ("undead", "hill_tribes"),
    "Xiadul": ("undead", "imperial_army"),
    "Pavyr": ("imperial_army", "hill_tribes"),
    "Enned": ("undead", "water_folk"),
    "Tissa": ("imperial_army", "golems"),
}
ANN, BOB = SeatConfig("Ann", "human"), SeatConfig("Bob", "human")
EASY, HARD = SeatConfig("Edda", "easy"), SeatConfig("Hugo", "hard")


def game(number: int, seats, leaders, faction: str, aligned: tuple[int, ...], winner: int | None) -> GameRecord:
    """A finished game as the history keeps it: who sat where with which leader, the faction
    that won, who was aligned with it and who of them won."""
    settings = Settings(players=len(seats), seed=number)
    saved = SavedGame(settings, list(seats), [])
    return GameRecord(
        f"{number:032x}",
        datetime(2026, 11, number, 20, 0, tzinfo=UTC),
        1200,
        12,
        faction,
        winner,
        aligned,
        "red marker ahead; only aligned leader",
        tuple(SeatLeader(name, LEADERS[name]) for name in leaders),
        tuple(seats),
        settings,
        saved.to_data(),
    )


# Ann: 5 games, 3 won; Bob: 2, none won; Easy: 2, 1 won; Hard: 3, 1 won.
KNOWN_GAMES = [
    game(1, [ANN, EASY], ["Pavyr", "Enned"], "imperial_army", (0,), 0),
    game(2, [ANN, HARD], ["Pavyr", "Cyra"], "imperial_army", (0, 1), 1),
    game(3, [ANN, BOB, HARD], ["Lemron", "Myrad", "Xiadul"], "hill_tribes", (0, 1), 0),
    game(4, [ANN, BOB, EASY], ["Cyra", "Pavyr", "Enned"], "undead", (2,), 2),
    game(5, [ANN, HARD], ["Lemron", "Tissa"], "water_folk", (0,), 0),
]
OVERALL = [
    ["Ann", "5", "3", "60%", "23% – 88%"],
    ["Bob", "2", "0", "0%", "0% – 66%"],
    ["Easy (computer)", "2", "1", "50%", "9% – 91%"],
    ["Hard (computer)", "3", "1", "33%", "6% – 79%"],
]


def with_history(records=KNOWN_GAMES) -> None:
    for record in records:
        assert add_record(record) == (True, [])


def open_statistics(qtbot, window, menu: str = "Game", item: str = "Statistics…") -> StatisticsWindow:
    """Game ▸ Statistics…, and the window once it has counted the history."""
    choose_menu(qtbot, window, menu, item)
    found: list[StatisticsWindow] = []

    def counted() -> None:
        shown = window.findChild(StatisticsWindow)
        assert shown is not None and shown.isVisible() and shown.counted
        found[:] = [shown]

    qtbot.waitUntil(counted, timeout=WAIT_MS)
    return found[0]


def choose(qtbot, combo, text: str) -> None:
    """Pick an entry of a drop-down list with the arrow keys, as a person at the keyboard does."""
    combo.setFocus()
    entries = [combo.itemText(index) for index in range(combo.count())]
    assert text in entries, entries
    key = Qt.Key.Key_Down if entries.index(text) > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentText() != text:
        qtbot.keyClick(combo, key)


def table_rows(stats: StatisticsWindow) -> list[list[str]]:
    table = stats.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())] for row in range(table.rowCount())
    ]


def headers(stats: StatisticsWindow) -> list[str]:
    return [stats.table.horizontalHeaderItem(column).text() for column in range(stats.table.columnCount())]


def bar_lengths(chart) -> list[int]:
    """The chart as painted: the length in pixels of each bar, top to bottom (a row whose
    share is 0 % has none). A bar is the rows of pixels in the highlight colour; its whisker
    crosses it only near its middle, so its longest run of that colour is its length."""
    image = chart.grab().toImage()
    colour = chart.palette().color(QPalette.ColorRole.Highlight).rgb()
    bars: list[int] = []
    inside = False
    for y in range(image.height()):
        longest = run = 0
        for x in range(image.width()):
            run = run + 1 if image.pixel(x, y) == colour else 0
            longest = max(longest, run)
        if longest and not inside:
            bars.append(longest)
        elif longest:
            bars[-1] = max(bars[-1], longest)
        inside = bool(longest)
    return bars


def shoot(widget, name: str) -> None:
    os.makedirs(SHOTS, exist_ok=True)
    widget.grab().save(os.path.join(SHOTS, f"{name}.png"))


def test_each_person_and_computer_level_has_its_games_wins_share_and_interval(qtbot, launch_app):
    with_history()
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    assert stats.windowTitle() == "Statistics"
    assert stats.notice.text() == "From 5 finished games in the history."
    assert headers(stats) == ["Player", "Games", "Wins", "Win share", "95 % interval"]
    assert table_rows(stats) == OVERALL  # people first, the most games first; then the levels, Random to Expert
    assert not stats.who.isEnabled()  # overall, every person and level is shown
    assert stats.chart.title == "Win share per player and computer level"
    shoot(stats, "overall")
    stats.close()


def test_by_leader_shows_one_persons_games_with_each_leader(qtbot, launch_app):
    with_history()
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    choose(qtbot, stats.breakdown, "By leader")
    assert stats.who.isEnabled() and stats.who.currentText() == "Ann"
    assert headers(stats)[0] == "Leader"
    assert table_rows(stats) == [
        ["Lemron", "2", "2", "100%", "34% – 100%"],
        ["Pavyr", "2", "1", "50%", "9% – 91%"],
        ["Cyra", "1", "0", "0%", "0% – 79%"],
    ]
    assert stats.chart.title == "Win share of Ann, by leader"
    choose(qtbot, stats.who, "Hard (computer)")
    assert table_rows(stats) == [
        ["Cyra", "1", "1", "100%", "21% – 100%"],
        ["Tissa", "1", "0", "0%", "0% – 79%"],
        ["Xiadul", "1", "0", "0%", "0% – 79%"],
    ]
    assert stats.chart.title == "Win share of Hard (computer), by leader"
    stats.close()


def test_by_faction_counts_a_leader_in_both_its_factions_and_a_win_for_the_faction_that_won(qtbot, launch_app):
    with_history()
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    choose(qtbot, stats.breakdown, "By faction")
    assert headers(stats)[0] == "Faction"
    # Ann led the Hill Tribes' side in 4 games (Pavyr twice, Lemron twice) and won with
    # them once (game 3); her other two wins were the Imperial Army's and the Water Folk's
    assert table_rows(stats) == [
        ["Hill Tribes", "4", "1", "25%", "5% – 70%"],
        ["Imperial Army", "3", "1", "33%", "6% – 79%"],
        ["Water Folk", "3", "1", "33%", "6% – 79%"],
    ]
    assert stats.notice.text() == (
        "From 5 finished games in the history."
        " A leader of two factions counts in both; a win counts for the faction that won."
    )
    choose(qtbot, stats.breakdown, "Overall")
    assert stats.notice.text() == "From 5 finished games in the history."
    stats.close()


def test_by_player_count_splits_the_games_by_the_size_of_the_table(qtbot, launch_app):
    with_history()
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    choose(qtbot, stats.breakdown, "By player count")
    assert headers(stats)[0] == "Player count"
    assert table_rows(stats) == [
        ["2 players", "3", "2", "67%", "21% – 94%"],
        ["3 players", "2", "1", "50%", "9% – 91%"],
    ]
    choose(qtbot, stats.who, "Bob")
    assert table_rows(stats) == [["3 players", "2", "0", "0%", "0% – 66%"]]
    assert stats.chart.title == "Win share of Bob, by player count"
    stats.close()


def test_the_chart_has_a_bar_per_row_as_long_as_its_win_share(qtbot, launch_app):
    with_history()
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    chart = stats.chart
    assert chart.accessibleDescription() == (
        "Ann: 60% of 5; Bob: 0% of 2; Easy (computer): 50% of 2; Hard (computer): 33% of 3"
    )
    ann, easy, hard = bar_lengths(chart)  # Bob's 0 % has no bar
    assert ann / easy == pytest.approx(0.60 / 0.50, rel=0.03)
    assert hard / easy == pytest.approx((1 / 3) / 0.50, rel=0.03)
    choose(qtbot, stats.breakdown, "By leader")  # Ann: Lemron 2 of 2, Pavyr 1 of 2, Cyra 0 of 1
    full, half = bar_lengths(chart)
    assert half / full == pytest.approx(0.5, rel=0.03)
    assert full > ann  # 100 % is the whole axis
    shoot(stats, "by_leader")
    stats.close()


def test_with_no_finished_games_the_window_says_so(qtbot, launch_app):
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    assert stats.notice.text() == "From 0 finished games in the history."
    assert stats.table.rowCount() == 0 and stats.who.count() == 0
    assert stats.chart.rows == [] and stats.chart.accessibleDescription() == "no games"
    assert bar_lengths(stats.chart) == []
    choose(qtbot, stats.breakdown, "By leader")  # nobody to break down: still nothing, and no error
    assert stats.table.rowCount() == 0
    assert stats.chart.title == "Win share per player and computer level"
    shoot(stats, "empty")
    stats.close()


def test_a_game_finished_since_is_counted_when_the_window_is_opened_again(qtbot, launch_app):
    with_history(KNOWN_GAMES[:4])
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window)
    assert stats.notice.text() == "From 4 finished games in the history."
    assert table_rows(stats)[0] == ["Ann", "4", "2", "50%", "15% – 85%"]
    stats.close()
    with_history(KNOWN_GAMES[4:])
    choose_menu(qtbot, window, "Game", "Statistics…")
    qtbot.waitUntil(lambda: stats.notice.text() == "From 5 finished games in the history.", timeout=WAIT_MS)
    assert window.findChild(StatisticsWindow) is stats and stats.isVisible()  # one window, counted anew
    assert table_rows(stats) == OVERALL
    stats.close()


def test_the_statistics_in_german(qtbot, launch_app, monkeypatch):
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "de")
    with_history()
    window = launch_app(animations=False)
    stats = open_statistics(qtbot, window, "Spiel", "Statistik…")
    assert stats.windowTitle() == "Statistik"
    assert stats.notice.text() == "Aus 5 beendeten Partien im Verlauf."
    assert headers(stats) == ["Person", "Partien", "Siege", "Siegquote", "95-%-Intervall"]
    assert [row[0] for row in table_rows(stats)] == ["Ann", "Bob", "Leicht (Computer)", "Schwer (Computer)"]
    # German writes a narrow space that never breaks between a number and its percent sign
    assert table_rows(stats)[0] == ["Ann", "5", "3", "60\u202f%", "23\u202f% – 88\u202f%"]
    assert stats.chart.accessibleDescription().startswith("Ann: 60\u202f% von 5")
    assert stats.chart.title == "Siegquote je Person und Computerstufe"
    choose(qtbot, stats.breakdown, "Nach Fraktion")
    assert headers(stats)[0] == "Fraktion"
    assert [row[:3] for row in table_rows(stats)] == [
        ["Hügelstämme", "4", "1"],
        ["Kaiserliche Armee", "3", "1"],
        ["Seevolk", "3", "1"],
    ]
    assert stats.chart.title == "Siegquote von Ann, nach Fraktion"
    assert stats.notice.text().endswith(
        "Eine Rolle mit zwei Fraktionen zählt bei beiden; ein Sieg zählt für die Fraktion, die siegte."
    )
    choose(qtbot, stats.breakdown, "Nach Personenzahl")
    assert [row[0] for row in table_rows(stats)] == ["2 Personen", "3 Personen"]
    shoot(stats, "german")
    stats.close()
