"""The window and its dialogs in German: the catalogues are complete and compiled, and with
them installed the menus, the New Game dialog, a hand-off and the result speak German."""

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.ui.dialogs.faction_names import faction_name
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog, join_subjects, winner_headline
from hidden_leaders_qt.ui.language.translators import apply_language
from hidden_leaders_qt.ui.window.handoff_page import handoff_reason
from hidden_leaders_qt.ui.window.main_window import MainWindow
from hidden_leaders_qt.ui.window.screenshot import play_turns

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"
CATALOGUES = ("window", "dialogs")
PLACEHOLDER = re.compile(r"\{\w+\}")


@pytest.fixture
def german(qapp):
    """The shell's German catalogues installed and German texts made for one test, English
    again afterwards."""
    set_language("de")
    translators = []
    for name in CATALOGUES:
        translator = QTranslator()
        assert translator.load(str(TRANSLATIONS / f"{name}_de.qm"))
        QCoreApplication.installTranslator(translator)
        translators.append(translator)
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    set_language("en")


def messages(name: str):
    return list(ET.parse(TRANSLATIONS / f"{name}_de.ts").getroot().iter("message"))


@pytest.mark.parametrize("name", CATALOGUES)
def test_every_entry_is_translated_with_the_same_placeholders(name):
    for message in messages(name):
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation.get("type") is None, f"unfinished: {source!r}"
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        for text in forms:
            assert text.strip(), f"empty translation of {source!r}"
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), source


@pytest.mark.parametrize("name", CATALOGUES)
def test_the_compiled_catalogue_is_the_catalogue(name, tmp_path):
    """The committed .qm is what lrelease makes of the .ts today."""
    fresh = tmp_path / f"{name}.qm"
    subprocess.run(
        ["pyside6-lrelease", "-silent", str(TRANSLATIONS / f"{name}_de.ts"), "-qm", str(fresh)],
        check=True,
        capture_output=True,
    )
    assert fresh.read_bytes() == (TRANSLATIONS / f"{name}_de.qm").read_bytes()


def test_the_window_speaks_german(qtbot, german):
    window = MainWindow(autosave_enabled=False, bot_pause_ms=0, animations=False)
    qtbot.addWidget(window)
    menus = [action.menu() for action in window.menuBar().actions()]
    assert [menu.title() for menu in menus] == ["&Spiel", "&Bearbeiten", "&Hilfe"]
    assert window.statusBar().currentMessage() == "Willkommen bei „Heimliche Herrschaft“."
    assert window.windowTitle() == "Heimliche Herrschaft"  # the German edition's name, as its rulebook
    assert window.panel.log_title.text() == "Spielprotokoll"
    for menu in menus:  # each letter underlined once per menu, so Alt+letter is never ambiguous
        keys = [action.text().split("&")[1][0].lower() for action in menu.actions() if "&" in action.text()]
        assert len(keys) == len(set(keys)), f"{menu.title()}: {keys}"
    edit = window.menuBar().findChild(type(menus[1]), "menu_edit")
    assert edit is menus[1]
    window.shut_down()


def test_the_new_game_dialog_speaks_german(qtbot, german):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Neues Spiel"
    assert dialog.ok.text() == "Spiel starten"
    assert dialog.rows[0].name.text() == "Du"
    assert dialog.rows[0].seat().name == YOU  # the one person alone is "You" whatever the language
    assert dialog.rows[1].kind.currentText() == "Computer – Mittel"
    assert dialog.modules["queens_and_friend"].text() == "Königinnen && Kumpel"
    assert dialog.module_note.text().startswith("Der Stapel: ")
    assert "Royale Ränkespiele braucht Königinnen & Kumpel und Artefakte." in dialog.module_note.text()
    dialog.rows[1].name.setText("Mi\u200bra")
    assert dialog.hint.text() == "Der Name von Spieler 2 enthält ein unsichtbares Zeichen (U+200B)."
    dialog.rows[1].name.setText("Mira")
    dialog.rows[1].kind.setCurrentIndex(0)  # a second person: "Du" becomes a name to replace
    assert dialog.rows[0].name.text() == "Spieler 1"
    assert dialog.renamed_note.text().startswith("„Du“ steht für die eine Person")


def test_a_hand_off_and_the_result_speak_german(german):
    names = ["Anna", "Bernhard", "Mira"]
    assert (
        handoff_reason(names, 1, 0, "choose", "Keen Koi")
        == "Keen Koi von Anna verlangt eine Entscheidung von Bernhard."
    )
    assert handoff_reason(names, 1, 1, "choose", None) == "Bernhard ist am Zug."
    assert winner_headline(YOU) == "Du gewinnst!"
    assert winner_headline("Mira") == "Mira gewinnt!"
    assert join_subjects(["Mira", YOU]) == "Mira und du"
    assert faction_name("water_folk", "genitive") == "des Seevolks"
    assert faction_name("imperial_army", "dative") == "der Kaiserlichen Armee"


def test_english_is_the_source_without_catalogues():
    assert handoff_reason(["Anna", "Bernhard"], 1, 1, "choose", None) == "It is Bernhard's turn."
    assert join_subjects(["Mira", YOU]) == "Mira and you"
    assert faction_name("undead", "dative") == "Undead"


def test_the_result_dialog_speaks_german(qtbot, german):
    settings = Settings(players=3, seed=7)
    state = new_game(settings)
    for option in play_turns(settings, 999, kind="random"):
        state.apply(option)
    view = state.view_for(0)
    leaders = [state.db.leaders[i] for i in view.leaders]
    dialog = ResultDialog(view.result, [YOU, "Mira", "Tobin"], leaders, state.db)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Spielende"
    assert dialog.buttons[ResultDialog.REMATCH].text() == "Revanche"
    assert dialog.headline.text() in ("Du gewinnst!", "Mira gewinnt!", "Tobin gewinnt!", "Niemand gewinnt")
    sentence = dialog.faction_label.text()
    assert " den Konflikt, weil " in sentence and "Marker am Ende: Rot auf Feld " in sentence


def test_faction_cases_hold_with_every_catalogue_of_the_window_installed(qapp):
    """The table's catalogue names the factions too: the cases of a sentence must not fall
    back to its plain titles when both are installed."""
    apply_language("de")
    try:
        assert faction_name("water_folk", "dative") == "dem Seevolk"
        assert faction_name("undead", "genitive") == "der Untoten"
        assert faction_name("imperial_army", "nominative") == "Kaiserliche Armee"
    finally:
        apply_language("en")


def test_every_file_dialog_names_the_saved_games_in_german(qtbot, german):
    """Open, Save As and Replay a Saved Game share one filter, in the language on screen."""
    from PySide6.QtWidgets import QFileDialog

    from hidden_leaders_qt.ui.replay.replay_doors import replay_saved_game

    window = MainWindow(autosave_enabled=False, bot_pause_ms=0, animations=False)
    qtbot.addWidget(window)
    replay_saved_game(window)
    dialog = window.findChild(QFileDialog)
    assert dialog.nameFilters() == ["Hidden-Leaders-Spiele (*.json)"]
    dialog.reject()
    window.shut_down()
