"""The dialogs the menus open beside the game: Preferences, Help, About and the result (whose
Replay button opens the finished game's replay).

Each opens window-modal (`open()`) and deletes itself when closed; what follows a dialog
runs when it has closed.
"""

from typing import Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStatusBar

from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.ui.dialogs.about_dialog import AboutDialog
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.dialogs.suspicion_chart import SuspicionPane
from hidden_leaders_qt.ui.language.window_restart import offer_restart
from hidden_leaders_qt.ui.replay.replay_window import ReplayParent, open_replay
from hidden_leaders_qt.ui.table.motion_pace import reduces_motion
from hidden_leaders_qt.ui.window.preferences import ANIMATION_SPEEDS, Preferences
from hidden_leaders_qt.ui.window.sounds import Sounds


class DialogDoorway(ReplayParent, Protocol):
    """The main window as the dialogs beside the game see it: the preferences they change
    and what follows them (the sounds, the table's pace, the Sounds action), the cards Help
    shows, the game whose result is shown and where its buttons lead."""

    preferences: Preferences
    sounds: Sounds
    sound_action: QAction
    # the person agreed to rebuild the window in a new language (`ui/window/app.py` does it)
    restart_requested: SignalInstance

    def statusBar(self) -> QStatusBar:
        """The window's status line."""

    def card_db(self) -> CardDB:
        """The cards of the game in hand, or the default cards."""

    def rematch(self) -> None:
        """The same players and options again, once the person agreed to leave the game."""

    def new_game_dialog(self) -> None:
        """The New Game dialog, once the person agreed to leave the game."""


def show_preferences(window: DialogDoorway) -> None:
    dialog = PreferencesDialog(window.preferences, window.sounds.sample, window.window())
    dialog.accepted.connect(lambda: apply_preferences(window))
    dialog.language_changed.connect(lambda _code: offer_restart(window.window(), window.restart_requested.emit))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def apply_preferences(window: DialogDoorway) -> None:
    """The stored preferences, as the Preferences dialog left them, take effect at once."""
    prefs = window.preferences
    window.scene.set_animation_speed(ANIMATION_SPEEDS[prefs.animation_speed], reduces_motion(prefs.reduce_motion))
    window.session.set_bot_pause(prefs.bot_pause_ms)
    window.sounds.configure(prefs.sound_on, prefs.sound_volume)
    window.sound_action.setChecked(prefs.sound_on)


def set_sound(window: DialogDoorway, on: bool) -> None:
    window.preferences.sound_on = on
    window.sounds.configure(on, window.preferences.sound_volume)
    sounds = QCoreApplication.translate("dialog_doors", "Sounds on.")
    if not on:
        sounds = QCoreApplication.translate("dialog_doors", "Sounds off.")
    window.statusBar().showMessage(sounds, 3000)


def show_help(window: DialogDoorway, target: str = "") -> None:
    """Help; at a rules page or a place on it (`bribery`, `glossary#bury`, `rules:golems`) when given."""
    dialog = HelpDialog(window.card_db(), window.window())
    dialog.finished.connect(dialog.deleteLater)
    if target:
        dialog.open_at(target)
    dialog.open()


def show_about(window: DialogDoorway) -> None:
    dialog = AboutDialog(window.window())
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def show_result(window: DialogDoorway) -> None:
    """The finished game's result; its buttons lead to a rematch, a new game or its replay."""
    model = window.session.model
    if model is None or not model.is_over:
        return
    view = model.view()
    leaders = [model.db.leaders[i] for i in view.leaders]
    dialog = ResultDialog(
        view.result, window.session.names, leaders, model.db, window.window(), window.handoff.guard_ms
    )
    dialog.add_suspicion(SuspicionPane(model.settings, model.decisions, window.session.names, deal=model.deal))

    def closed() -> None:
        dialog.deleteLater()
        if dialog.choice == ResultDialog.REMATCH:
            window.rematch()
        elif dialog.choice == ResultDialog.NEW:
            window.new_game_dialog()
        elif dialog.choice == ResultDialog.REPLAY:
            open_replay(window, window.session.saved())

    dialog.finished.connect(closed)
    dialog.open()
