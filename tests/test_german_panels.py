"""The advisor, History, Statistics, replay and Help in German: their catalogues are complete
and keep every placeholder, and the windows built with the German translators installed
show German (the English of these windows is the other tests' business)."""

import re
import xml.etree.ElementTree as ET
from importlib import resources

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from test_history import finished

from hidden_leaders_qt.ai.advisor import Advice, Rating, reason
from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.records.game_log import game_log_text
from hidden_leaders_qt.records.history import add_record
from hidden_leaders_qt.records.record_words import GERMAN, decided_by_words
from hidden_leaders_qt.saved_games.replay import GameReplay, position_text
from hidden_leaders_qt.saved_games.saves import SeatConfig
from hidden_leaders_qt.ui.advisor.advisor_panel import AdvisorPanel
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.game.decision_words import with_names
from hidden_leaders_qt.ui.records.history_table import COLUMNS, players_text
from hidden_leaders_qt.ui.records.history_window import HistoryWindow
from hidden_leaders_qt.ui.records.statistics_window import StatisticsWindow
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow

CATALOGUES = ("advisor", "records", "replay", "help")
TRANSLATIONS = resources.files("hidden_leaders_qt.resources") / "translations"
PLACEHOLDER = re.compile(r"\{\w*\}")
WAIT_MS = 20_000


@pytest.fixture
def german(qapp):
    """German texts: the panels' Qt catalogues installed and `language()` set, undone after."""
    translators = []
    for name in CATALOGUES:
        translator = QTranslator()
        assert translator.load(str(TRANSLATIONS / f"{name}_de.qm")), name
        QCoreApplication.installTranslator(translator)
        translators.append(translator)
    set_language("de")
    yield
    set_language("en")
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("name", CATALOGUES)
def test_every_entry_has_german_with_the_same_placeholders(name):
    root = ET.parse(str(TRANSLATIONS / f"{name}_de.ts")).getroot()
    messages = list(root.iter("message"))
    assert messages
    for message in messages:
        source, translation = message.findtext("source"), message.find("translation")
        assert translation is not None and translation.get("type") is None, source
        assert translation.text and translation.text.strip(), source
        assert sorted(PLACEHOLDER.findall(translation.text)) == sorted(PLACEHOLDER.findall(source)), source


def test_the_pure_texts_keep_their_placeholders_in_german():
    for english, german in GERMAN.items():
        assert sorted(PLACEHOLDER.findall(german)) == sorted(PLACEHOLDER.findall(english)), english


def test_history_and_statistics_in_german(qtbot, german, data_dir):
    records = [finished(seed) for seed in (40, 41)]
    for record in records:
        add_record(record)
    history = HistoryWindow(str(data_dir))
    qtbot.addWidget(history)
    with qtbot.waitSignal(history.loaded, timeout=WAIT_MS):
        history.reload()
    model = history.table.model()
    headers = [model.headerData(column, history.table.horizontalHeader().orientation()) for column in range(7)]
    assert headers == ["Datum", "Personen", "Optionen", "Gewinner", "Entschieden durch", "Züge", "Dauer"]
    assert history.windowTitle() == "Verlauf" and history.count.text() == "2 Partien"
    assert history.result.itemText(0) == "Jedes Ergebnis" and history.players.itemText(2) == "3 Personen"
    decided = {model.index(row, COLUMNS.index("How decided")).data() for row in range(2)}
    assert decided == {decided_by_words(record.decided_by) for record in records}
    assert all(record.decided_by not in decided for record in records)  # the English is not shown
    assert "(Schwer)" in model.index(0, COLUMNS.index("Players")).data()

    statistics = StatisticsWindow()
    qtbot.addWidget(statistics)
    with qtbot.waitSignal(statistics.loaded, timeout=WAIT_MS):
        statistics.reload()
    assert statistics.windowTitle() == "Statistik"
    assert statistics.notice.text() == "Aus 2 beendeten Partien im Verlauf."
    assert statistics.table.horizontalHeaderItem(1).text() == "Partien"
    assert statistics.who.itemText(1) == "Schwer (Computer)"
    statistics.breakdown.setCurrentIndex(2)
    assert statistics.table.horizontalHeaderItem(0).text() == "Fraktion"
    assert statistics.chart.title.startswith("Siegquote von ")


def test_the_exported_log_begins_in_german(german):
    text = game_log_text(finished(42))
    assert text.startswith("Heimliche Herrschaft: eine Partie mit 2 Personen, beendet am ")
    assert "Ann (Mensch): " in text and "Mira (Schwer): " in text and "\nEntschieden durch: " in text


def test_replay_in_german(qtbot, german):
    game = GameReplay(finished(43).game)
    replay = ReplayWindow(game, None, guard_ms=0, speed=0)
    qtbot.addWidget(replay)
    assert replay.bar.where.text() == f"Spielaufbau · Entscheidung 0 von {game.count} · das Austeilen"
    assert replay.windowTitle() == "Wiederholung – Ann, Mira"
    assert replay.bar.buttons["forward"].text() == "Weiter ›"
    readers = [replay.bar.readers.itemText(i) for i in range(replay.bar.readers.count())]
    assert "Alles aufgedeckt" in readers and "Wie Mira es gesehen hat" in readers
    assert replay.tabs.tabText(0) == "Protokoll" and replay.tabs.tabText(1) == "Verdacht"
    replay.step("end")
    assert position_text(game, replay.names).endswith(" · Spiel vorbei")
    replay.close()


def test_help_in_german(qtbot, german):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    assert [dialog.tabs.tabText(i) for i in range(5)] == ["Spielregeln", "Sieg", "Regelwerk", "Karten", "Tastatur"]
    rules = dialog.rules.toPlainText()
    assert "Dein Zug: vier Schritte" in rules and "Machtleiste" in rules and "The idea" not in rules
    victory = dialog.victory.toPlainText()
    assert "Welche Fraktion siegt?" in victory and "Gleichstände auflösen" in victory
    assert "Die Marker stehen auf demselben Feld oder auf benachbarten Feldern." in victory
    assert re.fullmatch(r"\d+ von \d+ Karten", dialog.cards.count.text())
    assert "Am Tisch" in dialog.keyboard.toPlainText()


def test_advisor_in_german(qtbot, german):
    panel = AdvisorPanel()
    qtbot.addWidget(panel)
    assert "„Rat holen“" in panel.words.text()
    assert panel.belief_title.text() == "Was „Schwer“ über die anderen Rollen glaubt"
    play, keep = Option("play", (0,)), Option("discard", (0,))
    ratings = [Rating(play, "Spielen", 0.6, 40), Rating(keep, "Behalten", 0.7, 3)]
    assert reason(play, ratings, None) == (
        "Spielen: gewinnt in 60 % der simulierten Zukünfte; am zweitbesten Behalten (70 %)."
        " Das wurde nur 3-mal versucht, zu selten, um ihm zu trauen."
    )
    ratings = [Rating(play, "Spielen", 0.7, 40), Rating(keep, "Behalten", 0.3, 10)]
    advice = Advice(0, play, tuple(ratings), "", (), 50)
    assert advice.verdict(keep) == "„Schwer“ hätte lieber „Spielen“ gewählt: 70 % gegen 30 % für deine Wahl „Behalten“."
    names = ["You", "Mira"]
    assert with_names("Vertausche Keen Koi (Platz 2) mit Ace Fighter (Gruppe von Platz 1)", names) == (
        "Vertausche Keen Koi (Mira) mit Ace Fighter (Gruppe von dir)"
    )


def test_the_solo_seat_is_du_in_german(german):
    record = finished(44, [SeatConfig("You", "human"), SeatConfig("Mira", "hard")])
    assert players_text(record) == "Du, Mira (Schwer)"
    assert "\nDu (Mensch): " in game_log_text(record)
