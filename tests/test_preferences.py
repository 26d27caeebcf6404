"""Preferences: what the window remembers by itself and what Edit ▸ Preferences sets, kept
between launches (each test has settings of its own, see `settings_dir` in conftest)."""

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QMessageBox
from ui_driver import (
    answer,
    choose_file,
    choose_menu,
    click_button,
    no_modal,
    press_shortcut,
    wait_modal,
    wait_ready,
)

from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from hidden_leaders_qt.ui.game.bot_runner import PAUSE_MS
from hidden_leaders_qt.ui.table.items import MARKER_MS
from hidden_leaders_qt.ui.table.table_scene import MOVE_MS
from hidden_leaders_qt.ui.window.preferences import DEFAULT_VOLUME, Preferences, settings_store


def set_up_new_game(qtbot, dialog) -> None:
    """Three players: Ann (a person), an easy Bo and a hard Cy; the beginner variant, no promos,
    the Golems."""
    dialog.players.setFocus()
    dialog.players.selectAll()
    qtbot.keyClicks(dialog.players, "3")
    for row, (name, kind) in zip(
        dialog.visible_rows(), [("Ann", "human"), ("Bo", "easy"), ("Cy", "hard")], strict=True
    ):
        row.name.selectAll()
        qtbot.keyClicks(row.name, name)
        row.kind.setCurrentIndex(row.kind.findData(kind))
    for box in (dialog.beginner, dialog.promo, dialog.modules["golems"]):
        box.setFocus()
        qtbot.keyClick(box, Qt.Key.Key_Space)
    assert dialog.ok.isEnabled(), dialog.hint.text()
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)


def open_preferences(qtbot, window) -> PreferencesDialog:
    choose_menu(qtbot, window, "Edit", "Preferences…")
    return wait_modal(qtbot, PreferencesDialog, "Preferences")


def test_preferences_survive_a_restart(qtbot, launch_app, tmp_path):
    window = launch_app(bot_pause_ms=None, animations=None)
    set_up_new_game(qtbot, wait_modal(qtbot, QDialog, "New game"))
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    wait_ready(qtbot, window)
    # through the dialog: fast animations, a 1.2 s pause, volume 60
    dialog = open_preferences(qtbot, window)
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.pause.setFocus()
    dialog.pause.selectAll()
    qtbot.keyClicks(dialog.pause, "1.2")
    dialog.volume.setValue(60)
    click_button(qtbot, dialog, "OK")
    qtbot.waitUntil(no_modal)
    assert window.session.bot_pause_ms == 1200 and window.session.bots.pause_ms == 1200
    assert window.scene.move_ms == MOVE_MS // 2
    # through the window: sounds off from the menu, a narrower side panel, a save into a folder
    choose_menu(qtbot, window, "Edit", "Play Sounds")
    assert not window.sounds.on
    window.setGeometry(120, 90, 1180, 760)
    qtbot.waitUntil(lambda: window.width() == 1180)
    table_width, panel_width = window.splitter.sizes()
    window.splitter.setSizes([table_width + panel_width - 240, 240])  # narrower than a window's share
    folder = tmp_path / "my games"
    folder.mkdir()
    press_shortcut(qtbot, window, Qt.Key.Key_S)
    choose_file(qtbot, str(folder / "evening.json"), "Save Game As")
    qtbot.waitUntil(lambda: (folder / "evening.json").exists())
    window.shut_down()

    again = launch_app(bot_pause_ms=None, animations=None)
    click_button(qtbot, wait_modal(qtbot, QMessageBox, "Resume your last game?"), "New Game…")
    dialog = wait_modal(qtbot, QDialog, "New game")
    assert dialog.players.value() == 3
    assert [(row.seat().name, row.seat().kind) for row in dialog.visible_rows()] == [
        ("Ann", "human"),
        ("Bo", "easy"),
        ("Cy", "hard"),
    ]
    assert dialog.beginner.isChecked() and not dialog.promo.isChecked()
    assert [option for option, box in dialog.modules.items() if box.isChecked()] == ["golems"]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert again.geometry() == QRect(120, 90, 1180, 760)
    assert again.splitter.sizes()[1] == 240
    assert again.session.bot_pause_ms == 1200
    assert again.scene.move_ms == MOVE_MS // 2 and again.scene.track.marker_ms == MARKER_MS // 2
    assert not again.sounds.on and again.sounds.volume == 60
    assert not again.sound_action.isChecked()
    press_shortcut(qtbot, again, Qt.Key.Key_O)
    opened = wait_modal(qtbot, QFileDialog, "Open Game")
    assert opened.directory().absolutePath() == str(folder)
    qtbot.keyClick(opened, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    dialog = open_preferences(qtbot, again)
    assert dialog.speed.currentData() == "fast"
    assert dialog.pause.value() == pytest.approx(1.2)
    assert not dialog.sound_on.isChecked() and dialog.volume.value() == 60
    click_button(qtbot, dialog, "Cancel")


def test_an_explicit_launch_argument_beats_the_stored_preference(qtbot, launch_app):
    stored = Preferences()
    stored.animation_speed = "off"
    stored.bot_pause_ms = 900
    stored.sync()
    window = launch_app(bot_pause_ms=0, animations=True)
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    assert window.session.bot_pause_ms == 0
    assert window.scene.animations and window.scene.move_ms == MOVE_MS
    window.shut_down()
    plain = launch_app(bot_pause_ms=None, animations=None)
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    assert plain.session.bot_pause_ms == 900
    assert not plain.scene.animations
    # what was passed for one launch is not stored
    assert Preferences().bot_pause_ms == 900 and Preferences().animation_speed == "off"


def test_cancel_keeps_the_preferences_and_restore_defaults_brings_back_the_defaults(qtbot, launch_app):
    window = launch_app()
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    dialog = open_preferences(qtbot, window)
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    dialog.sound_on.setChecked(False)
    click_button(qtbot, dialog, "Cancel")
    qtbot.waitUntil(no_modal)
    assert Preferences().animation_speed == "normal" and Preferences().sound_on
    dialog = open_preferences(qtbot, window)
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    dialog.volume.setValue(5)
    click_button(qtbot, dialog, "OK")
    qtbot.waitUntil(no_modal)
    assert not window.scene.animations and window.sounds.volume == 5
    dialog = open_preferences(qtbot, window)
    assert dialog.sound_on.isChecked() and dialog.volume_label.isEnabled() and dialog.volume.isEnabled()
    qtbot.keyClick(dialog.sound_on, Qt.Key.Key_Space)
    assert not dialog.sound_on.isChecked()
    assert not dialog.volume_label.isEnabled() and not dialog.volume.isEnabled()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults), Qt.MouseButton.LeftButton)
    click_button(qtbot, dialog, "OK")
    qtbot.waitUntil(no_modal)
    stored = Preferences()
    assert (stored.animation_speed, stored.bot_pause_ms, stored.sound_on, stored.sound_volume) == (
        "normal",
        PAUSE_MS,
        True,
        DEFAULT_VOLUME,
    )
    assert window.scene.animations and window.scene.move_ms == MOVE_MS


def test_the_settings_file_lies_in_the_tests_own_folder(settings_dir):
    assert settings_store().fileName().startswith(str(settings_dir))
    assert settings_store().format() == QSettings.Format.IniFormat


def test_a_damaged_settings_file_gives_the_defaults(qtbot, launch_app, settings_dir):
    path = Path(settings_store().fileName())
    path.parent.mkdir(parents=True)
    with path.open("w", encoding="utf-8") as damaged:
        damaged.write(
            '[new_game]\nplayers=lots\nseats=[["Ann", "wizard"]]\n'
            "[table]\nanimation_speed=warp\nbot_pause_ms=-5x\n[sound]\non=perhaps\nvolume=loud\n"
            "[window]\ngeometry=@ByteArray(nonsense)\nsplitter=12\n[files]\nfolder=/no/such/folder\n"
        )
    window = launch_app(bot_pause_ms=None, animations=None)
    dialog = wait_modal(qtbot, QDialog, "New game")
    assert dialog.players.value() == 4
    assert dialog.visible_rows()[0].seat().name == "You"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert window.session.bot_pause_ms == PAUSE_MS and window.scene.move_ms == MOVE_MS
    assert window.sounds.on and window.sounds.volume == DEFAULT_VOLUME
    assert window.files.folder != "/no/such/folder"


def test_a_hidden_seat_keeps_its_name_across_launches(qtbot, launch_app):
    """Six names typed once stay, even when the next game has fewer seats."""
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    dialog.players.setValue(6)
    dialog.rows[5].name.setText("Zed")
    dialog.players.setValue(2)
    qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    window.shut_down()
    again = launch_app()
    answer(qtbot, "New Game…", "Resume your last game?")
    dialog = wait_modal(qtbot, QDialog, "New game")
    assert dialog.players.value() == 2
    assert dialog.rows[5].seat().name == "Zed"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert again.session.model is None


def test_a_preference_nested_too_deep_to_read_is_dropped_once_and_the_game_starts(
    qtbot, launch_app, settings_dir, caplog
):
    path = Path(settings_store().fileName())
    path.parent.mkdir(parents=True)
    path.write_text("[new_game]\nplayers=3\nseats=" + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    assert dialog.visible_rows()[0].seat().name == "You"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Game", "New Game…")
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    reports = [record.getMessage() for record in caplog.records if "new_game/seats" in record.getMessage()]
    assert reports == ["the preference new_game/seats is not a list of seats; it was removed and the default is used"]
    window.preferences.sync()
    assert "[[[" not in path.read_text(encoding="utf-8")


DAMAGED_FILE = (
    "[window]\ngeometry=@ByteArray(nonsense)\nsplitter=12\n"
    '[files]\nfolder="/home/a\\x1b[2Jb"\n'
    '[new_game]\nplayers=9\nseats="[[\\"Ann\\", \\"human\\"], [\\"Bo\\", \\"easy\\"]]"\nbeginner=perhaps\n'
    "promo_heroes=1\nmodules=golems dragons\n"
    "[table]\nanimation_speed=warp\nreduce_motion=sometimes\nbot_pause_ms=-5\n[sound]\non=yes\nvolume=400\n"
)
DAMAGED_KEYS = [
    "window/geometry",
    "window/splitter",
    "files/folder",
    "new_game/players",
    "new_game/beginner",
    "new_game/promo_heroes",
    "new_game/modules",
    "table/animation_speed",
    "table/reduce_motion",
    "table/bot_pause_ms",
    "sound/on",
    "sound/volume",
]


def test_every_damaged_preference_is_reported_once_removed_and_replaced_by_its_default(qtbot, launch_app, caplog):
    """Window layout, folder, New Game set-up, animation, pause and sound alike: a value the
    game cannot read is said once in the log, and gone from the file after the launch."""
    path = Path(settings_store().fileName())
    path.parent.mkdir(parents=True)
    path.write_text(DAMAGED_FILE, encoding="utf-8")
    window = launch_app(bot_pause_ms=None, animations=None)
    dialog = wait_modal(qtbot, QDialog, "New game")
    assert dialog.players.value() == 2 and [row.seat().name for row in dialog.visible_rows()] == ["Ann", "Bo"]
    assert not dialog.beginner.isChecked() and dialog.promo.isChecked()
    assert not any(box.isChecked() for box in dialog.modules.values())
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert window.session.bot_pause_ms == PAUSE_MS and window.scene.move_ms == MOVE_MS
    assert window.sounds.on and window.sounds.volume == DEFAULT_VOLUME
    choose_menu(qtbot, window, "Game", "New Game…")
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    opened = wait_modal(qtbot, QFileDialog, "Open Game")
    assert "\x1b" not in opened.directory().absolutePath()
    qtbot.keyClick(opened, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    open_preferences(qtbot, window).reject()
    qtbot.waitUntil(no_modal)
    reports = [record.getMessage() for record in caplog.records if record.getMessage().startswith("the preference ")]
    assert sorted(report.split()[2] for report in reports) == sorted(DAMAGED_KEYS)
    assert all(report.endswith("; it was removed and the default is used") for report in reports)
    window.shut_down()
    caplog.clear()
    again = Preferences()
    assert (again.animation_speed, again.bot_pause_ms, again.sound_on, again.sound_volume) == (
        "normal",
        PAUSE_MS,
        True,
        DEFAULT_VOLUME,
    )
    assert again.table_setup is not None and again.folder != "/home/a\x1b[2Jb"
    assert again.reduce_motion == "desktop" and not window.scene.motion.reduced
    assert not caplog.records
    store = settings_store()
    # the layout is the one the window had when it closed
    assert [key for key in DAMAGED_KEYS if store.contains(key)] == ["window/geometry", "window/splitter"]


def test_a_folder_name_too_long_for_the_system_or_a_splitter_asking_for_a_huge_panel_is_not_used(
    qtbot, launch_app, caplog
):
    """Qt takes this damaged split (its sizes all but 2^32) without complaint; the window it
    gives cannot be drawn. The folder is no folder anywhere, yet may be asked about."""
    stored = settings_store()
    stored.setValue("files/folder", "/" + "x" * 1000)
    huge_split = bytes.fromhex("000000ff00000001000000026666ffffffffffffffff01ffffffff0100000001 00".replace(" ", ""))
    stored.setValue("window/splitter", QByteArray(huge_split))
    stored.sync()
    window = launch_app()
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert window.minimumSizeHint().width() < 2000 and window.minimumSizeHint().height() < 2000
    assert all(size > 0 for size in window.splitter.sizes())
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    opened = wait_modal(qtbot, QFileDialog, "Open Game")
    assert opened.directory().absolutePath() == window.files.folder != "/" + "x" * 1000
    qtbot.keyClick(opened, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    reports = [record.getMessage() for record in caplog.records if record.getMessage().startswith("the preference ")]
    assert reports == [
        "the preference window/splitter is not a window layout saved by this program that fits this screen; "
        "it was removed and the default is used"
    ]
