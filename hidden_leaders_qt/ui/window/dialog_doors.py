"""The dialogs the menus open beside the game: Preferences, Help, About and the result (whose
Replay button opens the finished game's replay).

Each opens window-modal (`open()`) and deletes itself when closed; what follows a dialog
runs when it has closed.
"""

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from hidden_leaders_qt.ui.window.preferences import ANIMATION_SPEEDS

if TYPE_CHECKING:
    from hidden_leaders_qt.ui.window.main_window import MainWindow


def show_preferences(window: "MainWindow") -> None:
    from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
    from hidden_leaders_qt.ui.language.window_restart import offer_restart

    dialog = PreferencesDialog(window.preferences, window.sounds.sample, window)
    dialog.accepted.connect(lambda: apply_preferences(window))
    dialog.language_changed.connect(lambda _code: offer_restart(window))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def apply_preferences(window: "MainWindow") -> None:
    """The stored preferences, as the Preferences dialog left them, take effect at once."""
    prefs = window.preferences
    window.scene.set_animation_speed(ANIMATION_SPEEDS[prefs.animation_speed])
    window.session.set_bot_pause(prefs.bot_pause_ms)
    window.sounds.configure(prefs.sound_on, prefs.sound_volume)
    window.sound_action.setChecked(prefs.sound_on)


def set_sound(window: "MainWindow", on: bool) -> None:
    window.preferences.sound_on = on
    window.sounds.configure(on, window.preferences.sound_volume)
    sounds = QCoreApplication.translate("dialog_doors", "Sounds on.")
    if not on:
        sounds = QCoreApplication.translate("dialog_doors", "Sounds off.")
    window.statusBar().showMessage(sounds, 3000)


def show_help(window: "MainWindow") -> None:
    from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog

    dialog = HelpDialog(window.card_db(), window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def show_about(window: "MainWindow") -> None:
    from hidden_leaders_qt.ui.dialogs.about_dialog import AboutDialog

    dialog = AboutDialog(window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def show_result(window: "MainWindow") -> None:
    """The finished game's result; its buttons lead to a rematch, a new game or its replay."""
    from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
    from hidden_leaders_qt.ui.dialogs.suspicion_chart import SuspicionPane

    model = window.session.model
    if model is None or not model.is_over:
        return
    view = model.view()
    leaders = [model.db.leaders[i] for i in view.leaders]
    dialog = ResultDialog(view.result, window.session.names, leaders, model.db, window, window.handoff.guard_ms)
    dialog.add_suspicion(SuspicionPane(model.settings, model.decisions, window.session.names))

    def closed() -> None:
        dialog.deleteLater()
        if dialog.choice == ResultDialog.REMATCH:
            window.rematch()
        elif dialog.choice == ResultDialog.NEW:
            window.new_game_dialog()
        elif dialog.choice == ResultDialog.REPLAY:
            from hidden_leaders_qt.ui.replay.replay_window import open_replay

            open_replay(window, window.session.saved())

    dialog.finished.connect(closed)
    dialog.open()
