"""Saving and opening at the edges, through the real window: an autosave folder that cannot
be made, files that are no save or a damaged one, hostile text in a file, and a save of a
module whose cards are missing."""

import json
import re
import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QLineEdit, QMessageBox
from test_saves import passes_only
from ui_driver import answer, choose_file, choose_menu, click_button, no_modal, start_default_game, wait_modal

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CARDS_ENV, default_cards_dir, default_db
from hidden_leaders_qt.saved_games.saves import DATA_DIR_ENV, MAX_DECISIONS, SavedGame, SeatConfig, load_game, save_game
from hidden_leaders_qt.ui.game.autosave_writer import AutosaveWriter
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE

CARDS = Path(str(default_cards_dir()))


@pytest.fixture(params=["under a plain file", "missing in a locked folder"])
def unmakeable_data_dir(request, tmp_path, monkeypatch) -> Path:
    """A data folder that cannot be created: below a file, or inside a folder nobody may write."""
    if request.param == "under a plain file":
        (tmp_path / "plain file").write_text("not a folder")
        folder = tmp_path / "plain file" / "data"
    else:
        folder = request.getfixturevalue("unwritable_folder") / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def test_save_as_and_save_before_quitting_work_when_the_autosave_folder_cannot_be_made(
    qtbot, launch_app, unmakeable_data_dir, tmp_path
):
    window = launch_app()
    start_default_game(qtbot)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave: The game could not be saved"))
    target = tmp_path / "evening.json"
    choose_menu(qtbot, window, "Game", "Save As…")
    choose_file(qtbot, str(target), "Save Game As")
    qtbot.waitUntil(target.exists)
    assert load_game(target).decisions == window.session.model.decisions
    choose_menu(qtbot, window, "Game", "Quit")
    answer(qtbot, "Save It First…", "Quit without saving?")
    before_quitting = tmp_path / "before quitting.json"
    choose_file(qtbot, str(before_quitting), "Save Game As")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert load_game(before_quitting).decisions == window.session.model.decisions
    assert not unmakeable_data_dir.exists()


def open_file(qtbot, window, path: Path) -> QMessageBox:
    """Game ▸ Open… the file, leaving the game in progress; the warning that follows."""
    choose_menu(qtbot, window, "Game", "Open…")
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(path), "Open Game")
    return wait_modal(qtbot, QMessageBox, "Cannot open this file")


def game_data(decisions: int = 12) -> dict:
    st = new_game(Settings(players=3, seed=5))
    chooser = SplitMix64(5)
    chosen = []
    for _ in range(decisions):
        option = st.options[chooser.below(len(st.options))]
        st.apply(option)
        chosen.append(option)
    seats = [SeatConfig(name, "human") for name in ("Ann", "Bo", "Cy")]
    return json.loads(json.dumps(SavedGame(st.settings, seats, chosen).to_data()))


def illegal_decision() -> bytes:
    data = game_data()
    data["decisions"][6] = ["play", [99]]
    return json.dumps(data).encode()


REFUSED = {
    "a picture": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01", "This file is not a Hidden Leaders saved game."),
    "an empty file": (b"", "This file is not a Hidden Leaders saved game."),
    "a truncated save": (json.dumps(game_data()).encode()[:150], "This saved game is damaged or incomplete."),
    "a save with an illegal decision": (illegal_decision(), "This saved game is damaged or incomplete."),
}
DETAILS = {
    "a picture": "not UTF-8",
    "an empty file": "the file is empty",
    "a truncated save": "perhaps truncated",
    "a save with an illegal decision": "decision 7 of 12",
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_refused_file_says_first_what_it_means_and_keeps_the_reason_in_the_details(qtbot, launch_app, tmp_path, case):
    window = launch_app()
    start_default_game(qtbot)
    decisions = list(window.session.model.decisions)
    content, meaning = REFUSED[case]
    path = tmp_path / "chosen.json"
    path.write_bytes(content)
    box = open_file(qtbot, window, path)
    assert box.text() == meaning
    assert box.informativeText() == "The game in hand is unchanged."
    assert DETAILS[case] in box.detailedText() and str(path) in box.detailedText()
    click_button(qtbot, box, "OK")
    qtbot.waitUntil(no_modal)
    assert window.session.model.decisions == decisions


def test_a_damaged_save_opened_in_german_is_explained_in_german_down_to_its_details(
    qtbot, launch_app, tmp_path, monkeypatch
):
    """Spiel ▸ Öffnen… of a save with an illegal decision: the box, its note and its technical
    details all German, the file named and its decision quoted as the file has it."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "de")
    path = tmp_path / "kaputt.json"
    path.write_bytes(illegal_decision())
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "Neues Spiel")
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Spiel", "Öffnen…")
    answer(qtbot, "Spiel verlassen", "Dieses Spiel verlassen?")
    choose_file(qtbot, str(path))
    box = wait_modal(qtbot, QMessageBox, "Diese Datei lässt sich nicht öffnen")
    assert box.text() == "Dieses gespeicherte Spiel ist beschädigt oder unvollständig."
    assert box.informativeText() == "Das laufende Spiel bleibt unverändert."
    heading, details = box.detailedText().split("\n", 1)
    assert heading == "Technische Angaben:"
    assert details.startswith(
        f'{path} kann nicht geladen werden: Entscheidung 7 von 12 (["play", [99]]) lässt sich nicht anwenden:'
        " Option(kind='...', args=(99,)) ist keine erlaubte Wahl für Platz "
    )
    assert not re.search(r"\b(cannot|decision|legal|option|seat)\b", details)
    click_button(qtbot, box, "OK")
    qtbot.waitUntil(no_modal)


def test_a_save_holding_megabytes_of_text_is_refused_at_once_with_a_short_message(qtbot, launch_app, tmp_path):
    data = game_data()
    data["decisions"][3] = ["play", ["\u202e" + "x" * 1_900_000]]
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    window = launch_app()
    start_default_game(qtbot)
    started = time.monotonic()
    box = open_file(qtbot, window, path)
    assert time.monotonic() - started < 5
    assert box.text() == "This saved game is damaged or incomplete."
    assert len(box.detailedText()) < 600 and "\u202e" not in box.detailedText()
    click_button(qtbot, box, "OK")


@pytest.fixture
def cards_without(tmp_path, monkeypatch):
    """Have the game use a copy of its card data that lacks one file (for the rest of the test)."""

    def use(name: str) -> None:
        folder = tmp_path / "cards"
        shutil.copytree(CARDS, folder, ignore=shutil.ignore_patterns(name, "__*"))
        monkeypatch.setenv(CARDS_ENV, str(folder))
        default_db.cache_clear()

    yield use
    monkeypatch.delenv(CARDS_ENV, raising=False)
    default_db.cache_clear()


def golems_game() -> SavedGame:
    st = new_game(Settings(players=4, seed=8, golems=True))
    chooser = SplitMix64(8)
    chosen = []
    for _ in range(40):
        option = st.options[chooser.below(len(st.options))]
        st.apply(option)
        chosen.append(option)
    return SavedGame(st.settings, [SeatConfig(f"P{i}", "human") for i in range(4)], chosen)


def test_a_data_folder_name_too_long_for_the_system_is_a_notice_and_a_new_game(
    qtbot, launch_app, tmp_path, monkeypatch
):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / ("long" * 75) / "data"))  # one name of 300 characters
    window = launch_app()
    wait_modal(qtbot, QDialog, "New game")
    assert window.statusBar().currentMessage() == (
        "The data folder cannot be used because the name longlonglonglonglonglonglonglonglonglong… is too long:"
        " games will not be autosaved."
    )
    start_default_game(qtbot)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave: "))
    assert window.statusBar().currentMessage() == (
        "Autosave: The game could not be saved because the name longlonglonglonglonglonglonglonglonglong… is too long."
    )
    assert window.session.model is not None  # the game is under way, without its autosave


def test_resume_last_game_from_a_data_folder_become_unusable_is_a_notice(qtbot, launch_app, data_dir, monkeypatch):
    data_dir.mkdir(parents=True)
    unfinished = SavedGame(Settings(players=2, seed=3), [SeatConfig("Ann", "human"), SeatConfig("Bo", "easy")], [])
    save_game(data_dir / "autosave.json", unfinished)
    window = launch_app()
    answer(qtbot, "New Game…", "Resume your last game?")
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    monkeypatch.setenv(DATA_DIR_ENV, str(data_dir / ("long" * 75)))  # the folder moved to a name too long
    choose_menu(qtbot, window, "Game", "Resume Last Game")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("The data folder cannot be used"))
    assert "longlonglong… is too long" in window.statusBar().currentMessage()
    assert no_modal() and window.session.model is None


def test_a_golems_autosave_without_the_fate_cards_is_set_aside_once_and_a_new_game_begins(
    qtbot, launch_app, data_dir, cards_without
):
    data_dir.mkdir(parents=True)
    save_game(data_dir / "autosave.json", golems_game())  # written while the full card data is in use
    cards_without("fate.yaml")
    window = launch_app()
    box = wait_modal(qtbot, QMessageBox, "Your last game cannot be restored")
    assert box.text() == "The autosaved game uses the Golems cards, which are missing from the card data."
    assert "fate cards" in box.detailedText()
    assert not (data_dir / "autosave.json").exists()
    assert len(list(data_dir.glob("autosave-damaged-*.json"))) == 1
    click_button(qtbot, box, "OK")
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    window.shut_down()
    launch_app()  # the next launch goes straight to a new game
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)


def test_a_golems_save_without_the_golem_heroes_names_the_module_on_opening(qtbot, launch_app, tmp_path, cards_without):
    path = tmp_path / "golems.json"
    save_game(path, golems_game())
    cards_without("golems.yaml")
    window = launch_app()
    start_default_game(qtbot)
    box = open_file(qtbot, window, path)
    assert box.text() == "This saved game uses the Golems cards, which are missing from the card data."
    assert "Golems" in box.detailedText()
    click_button(qtbot, box, "OK")
    qtbot.waitUntil(no_modal)


def test_a_game_too_long_to_save_is_an_autosave_notice_and_no_file(qtbot, data_dir):
    writer = AutosaveWriter()
    with qtbot.waitSignal(writer.failed, timeout=20_000) as failed:
        writer.submit(passes_only(MAX_DECISIONS + 1))
    assert failed.args[0].startswith("The game is too long to be saved")
    assert writer.flush() and writer.last_error == failed.args[0]
    assert not (data_dir / "autosave.json").exists()


def proposed_name(qtbot) -> str:
    """The file name the open Save Game As dialog proposes; the dialog is cancelled."""
    dialog = wait_modal(qtbot, QFileDialog, "Save Game As")
    name = dialog.findChild(QLineEdit, "fileNameEdit").text()
    dialog.reject()
    qtbot.waitUntil(no_modal)
    return name


def test_save_as_proposes_the_games_own_file_or_a_new_dated_name(qtbot, launch_app, tmp_path):
    """Enter in Save As never saves one game over another: a new game gets a name with the
    date and time, a game saved or opened its own file."""
    window = launch_app()
    start_default_game(qtbot)
    choose_menu(qtbot, window, "Game", "Save As…")
    assert re.fullmatch(r"hidden-leaders-\d{4}-\d\d-\d\d-\d{4}\.json", proposed_name(qtbot))
    choose_menu(qtbot, window, "Game", "Save As…")
    choose_file(qtbot, str(tmp_path / "evening.json"), "Save Game As")
    qtbot.waitUntil((tmp_path / "evening.json").exists)
    choose_menu(qtbot, window, "Game", "Save As…")
    assert proposed_name(qtbot) == "evening.json"
    choose_menu(qtbot, window, "Game", "New Game…")
    answer(qtbot, "Leave Game", "Leave this game?")
    start_default_game(qtbot, seed=5)
    choose_menu(qtbot, window, "Game", "Save As…")
    assert proposed_name(qtbot).startswith("hidden-leaders-")
    choose_menu(qtbot, window, "Game", "Open…")
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(tmp_path / "evening.json"), "Open Game")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Opened"))
    choose_menu(qtbot, window, "Game", "Save As…")
    assert proposed_name(qtbot) == "evening.json"
