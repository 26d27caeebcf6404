"""The window's language: chosen at start-up (the environment, the preference, the system),
changed in Edit ▸ Preferences, and the window rebuilt in it with the game in hand."""

import random
import sys
import threading

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox
from ui_driver import (
    choose_menu,
    click_button,
    play_until,
    press_shortcut,
    start_default_game,
    take_screen,
    wait_modal,
    wait_ready,
)

from hidden_leaders_qt.language import LANGUAGES, language, set_language
from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from hidden_leaders_qt.ui.language import translators
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE, apply_language, startup_language
from hidden_leaders_qt.ui.window.app import Windows, launch
from hidden_leaders_qt.ui.window.preferences import Preferences, settings_store


def test_the_pure_language_is_english_until_set_and_refuses_an_unknown_code():
    assert LANGUAGES == ("en", "de") and language() == "en"
    set_language("de")
    assert language() == "de"
    with pytest.raises(ValueError, match="fr"):
        set_language("fr")
    assert language() == "de"
    set_language("en")


def test_the_environment_wins_then_the_preference_then_the_system(monkeypatch):
    monkeypatch.setattr(translators, "system_language", lambda: "de")
    assert startup_language("en") == "en"  # the test configuration asks for English
    monkeypatch.delenv(ENVIRONMENT_VARIABLE)
    assert [startup_language(choice) for choice in ("system", "en", "de")] == ["de", "en", "de"]
    monkeypatch.setattr(translators, "system_language", lambda: "en")
    assert startup_language("system") == "en"
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "de")
    assert startup_language("en") == "de"
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "klingon")  # not a language: the preference decides
    assert startup_language("en") == "en"


def test_a_stored_language_choice_is_read_back_and_a_damaged_one_is_the_system_default(caplog):
    preferences = Preferences()
    assert preferences.language == "system"
    preferences.language = "de"
    assert Preferences().language == "de"
    with pytest.raises(ValueError):
        preferences.language = "fr"
    store = settings_store()
    store.setValue("interface/language", "Deutsch!")
    store.sync()
    assert Preferences().language == "system"
    assert "the preference interface/language is not one of system, en, de" in caplog.text


def test_german_translates_the_programs_texts_and_qts_buttons_and_english_takes_them_back(qapp):
    def texts() -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("PreferencesDialog", "Preferences"),
            QCoreApplication.translate("QPlatformTheme", "Cancel"),
            QLocale().toString(1234.5, "f", 1),
        )

    apply_language("de")
    assert (language(), texts()) == ("de", ("Einstellungen", "Abbrechen", "1.234,5"))
    apply_language("en")
    # English numbers: the system's own when it writes them so (the plain "C" locale has no grouping)
    assert language() == "en" and texts()[:2] == ("Preferences", "Cancel") and texts()[2] in ("1,234.5", "1234.5")


@pytest.fixture
def first_window(qtbot, data_dir):
    """The window as launched; at the end, whichever window is the current one is shut, and any
    error it caught fails the test (as `launch_app`, which cannot follow a rebuilt window)."""
    hooks = sys.excepthook, threading.excepthook
    window = launch([], bot_pause_ms=0, animations=False, prestart_search=False, handoff_guard_ms=120)
    qtbot.waitExposed(window)
    yield window
    current = Windows.current
    current.shut_down()
    sys.excepthook, threading.excepthook = hooks
    errors = list(current.errors.errors)
    current.deleteLater()  # as `launch_app` does: no window outlives its test
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not errors, "\n".join(errors)


def choose_language(qtbot, window, code: str) -> None:
    """Edit ▸ Preferences (by its key, which works in any language), the language `code`, no
    pause before computer moves and no animation (so the game goes on quickly), OK."""
    press_shortcut(qtbot, window, Qt.Key.Key_Comma)
    dialog = wait_modal(qtbot, PreferencesDialog)
    dialog.language.setCurrentIndex(dialog.language.findData(code))
    dialog.pause.setValue(0)
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_deutsch_in_preferences_then_a_restart_of_the_window_keeps_the_game_in_hand(qtbot, first_window):
    window = first_window
    start_default_game(qtbot)
    model = window.session.model
    play_until(qtbot, window, random.Random(3), lambda: len(model.decisions) >= 4)
    wait_ready(qtbot, window)
    decisions, state = list(model.decisions), model.state_copy()
    assert window.menuBar().actions()[0].text() == "&Game"
    window.setGeometry(60, 50, 1100, 720)
    qtbot.waitUntil(lambda: window.width() == 1100)
    choose_menu(qtbot, window, "Edit", "Preferences…")
    dialog = wait_modal(qtbot, PreferencesDialog, "Preferences")
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    dialog.pause.setValue(0)
    click_button(qtbot, dialog, "OK")
    offer = wait_modal(qtbot, QMessageBox, "Fenster neu starten?")
    assert "Dein Spiel bleibt" in offer.informativeText()
    assert language() == "de" and Preferences().language == "de"
    assert not window.errors.errors
    click_button(qtbot, offer, "Fenster jetzt neu starten")
    qtbot.waitUntil(lambda: Windows.current is not window and Windows.current.isVisible())
    again = Windows.current
    qtbot.waitUntil(lambda: again.session.model is not None)
    wait_ready(qtbot, again)
    assert again.session.model.decisions == decisions and again.session.model.state_copy() == state
    assert again.size().toTuple() == (1100, 720)  # where the old window was
    assert QCoreApplication.instance().activeModalWidget() is None  # resumed without a question
    # the menus, built once, are those of the new language (German once the window's catalogue has them)
    assert again.menuBar().actions()[0].text() == QCoreApplication.translate("menus", "&Game")
    # the rebuilt window speaks German: its Preferences, and Qt's own buttons in them
    press_shortcut(qtbot, again, Qt.Key.Key_Comma)
    dialog = wait_modal(qtbot, PreferencesDialog, "Einstellungen")
    assert dialog.language.currentText() == "Deutsch"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Abbrechen"
    dialog.reject()
    qtbot.waitUntil(lambda: QCoreApplication.instance().activeModalWidget() is None)


def test_a_hot_seat_game_comes_back_behind_a_hand_off_and_later_keeps_the_window(qtbot, first_window):
    """The rebuilt window shows nobody's hand before its person takes the screen; choosing
    English again and Later keeps the window as it is, in English where it can."""
    window = first_window
    dialog = wait_modal(qtbot, QDialog, "New game")
    for row in dialog.visible_rows()[:2]:
        row.kind.setCurrentIndex(row.kind.findData("human"))
    qtbot.keyClicks(dialog.seed, "7")
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None)
    model = window.session.model
    play_until(qtbot, window, random.Random(5), lambda: len(model.decisions) >= 2)
    wait_ready(qtbot, window)
    if window.pages.currentWidget() is window.handoff:
        take_screen(qtbot, window)
    assert model.viewer >= 0  # a person's hand is on the screen
    choose_language(qtbot, window, "de")
    click_button(qtbot, wait_modal(qtbot, QMessageBox, "Fenster neu starten?"), "Fenster jetzt neu starten")
    qtbot.waitUntil(lambda: Windows.current is not window and Windows.current.session.model is not None)
    again = Windows.current
    wait_ready(qtbot, again)
    assert again.pages.currentWidget() is again.handoff and again.session.model.viewer == -1
    assert again.session.model.decisions == model.decisions
    take_screen(qtbot, again)
    choose_language(qtbot, again, "en")
    click_button(qtbot, wait_modal(qtbot, QMessageBox, "Restart the window?"), "Later")
    qtbot.waitUntil(lambda: QCoreApplication.instance().activeModalWidget() is None)
    assert Windows.current is again and language() == "en" and Preferences().language == "en"
