"""Sounds: which sound the table asks for, when, and that the switch silences them; the files
are our own (made by packaging/render_sounds.py) and a machine without audio stays quiet."""

import random
import subprocess
import sys
import wave
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from ui_driver import choose_menu, play_until, press_shortcut, start_default_game, wait_modal, wait_ready, wait_result

from hidden_leaders_qt.ui.window.app import PRESTART_SEARCH_MS
from hidden_leaders_qt.ui.window.dialog_doors import apply_preferences
from hidden_leaders_qt.ui.window.preferences import Preferences
from hidden_leaders_qt.ui.window.sounds import (
    CARD_PLAYED,
    GAME_END,
    MARKERS_MOVED,
    SOUND_NAMES,
    YOUR_TURN,
    SoundOutput,
    Sounds,
    has_audio_output,
)

ROOT = Path(__file__).resolve().parents[1]


def record(window) -> list[tuple]:
    """The sounds asked for and the game's changes, in the order they happened. The
    recorder hears a change after the sounds did, so a batch of events comes after the
    sounds it asked for."""
    heard: list[tuple] = []
    window.sounds.requested.connect(lambda name: heard.append(("sound", name)))
    model = window.session.model
    model.events_added.connect(lambda events: heard.append(("events", events)))
    model.turn_ended.connect(lambda: heard.append(("turn ended", model.view().current, model.is_over)))
    model.game_over.connect(lambda: heard.append(("game over",)))
    return heard


def test_each_sound_comes_with_its_change_along_a_whole_game(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    heard = record(window)
    human = next(seat for seat, info in enumerate(window.session.model.seats) if info.is_human)
    play_until(qtbot, window, random.Random(11), lambda: window.session.model.is_over)
    # the sounds asked for just before each change, or right after it for turns and the end
    for number, entry in enumerate(heard):
        if entry[0] == "events":
            before = [e[1] for e in heard[:number][::-1][: _sounds_run(heard, number)]]
            plays = any(event.kind == "play" for event in entry[1])
            moves = any(event.kind == "markers" and any(event.value) for event in entry[1])
            assert (CARD_PLAYED in before) == plays, entry
            assert (MARKERS_MOVED in before) == moves, entry
        elif entry[0] == "turn ended":
            _, current, over = entry
            assert (heard[number - 1] == ("sound", YOUR_TURN)) == (current == human and not over), entry
    sounds = [name for kind, *rest in heard if kind == "sound" for name in rest]
    assert sounds.count(GAME_END) == 1
    assert heard[-2:] == [("sound", GAME_END), ("game over",)]
    assert sounds.count(CARD_PLAYED) >= 5 and sounds.count(MARKERS_MOVED) >= 3 and sounds.count(YOUR_TURN) >= 2
    qtbot.keyClick(wait_result(qtbot), Qt.Key.Key_Escape)


def _sounds_run(heard: list[tuple], number: int) -> int:
    """How many sounds directly precede entry `number`."""
    count = 0
    while count < number and heard[number - 1 - count][0] == "sound":
        count += 1
    return count


def test_the_switch_in_the_edit_menu_silences_every_sound(qtbot, launch_app, monkeypatch):
    window = launch_app()
    start_default_game(qtbot)
    sent: list[str] = []
    monkeypatch.setattr(window.sounds.output, "play", lambda name, volume: sent.append(name))
    heard = record(window)
    choose_menu(qtbot, window, "Edit", "Play Sounds")
    assert not window.sound_action.isChecked()
    model = window.session.model
    play_until(qtbot, window, random.Random(5), lambda: model.view().turn >= 3 and plays(heard) >= 2)
    assert not [entry for entry in heard if entry[0] == "sound"] and not sent
    press_shortcut(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.sound_action.isChecked()
    before = plays(heard)
    play_until(qtbot, window, random.Random(6), lambda: plays(heard) > before or model.is_over)
    assert CARD_PLAYED in sent and sent == [entry[1] for entry in heard if entry[0] == "sound"]


def plays(heard: list[tuple]) -> int:
    """How many cards were played while recording."""
    return sum(1 for entry in heard if entry[0] == "events" for event in entry[1] if event.kind == "play")


def test_volume_zero_asks_for_nothing(qtbot, launch_app):
    window = launch_app()
    start_default_game(qtbot)
    window.preferences.sound_volume = 0
    apply_preferences(window)
    heard = record(window)
    play_until(qtbot, window, random.Random(2), lambda: window.session.model.view().turn >= 2)
    wait_ready(qtbot, window)
    assert not [entry for entry in heard if entry[0] == "sound"]


def test_playing_each_sound_on_this_machine_shows_no_warning(qtbot):
    """With or without an audio output (a test machine has none), Qt Multimedia's messages
    while it looks for one stay in the log: a Qt warning would fail this test."""
    assert not has_audio_output()  # conftest points Qt Multimedia at a sound server that is not there
    output = SoundOutput()
    for name in SOUND_NAMES:
        output.play(name, 40)
    assert output.load() == {}  # no sound effect exists that could still play and warn later
    flushed: list[bool] = []
    QTimer.singleShot(0, lambda: flushed.append(True))
    qtbot.waitUntil(lambda: flushed == [True])  # what the plays posted to the event loop has run


def test_the_sound_files_are_short_quiet_and_made_by_our_script():
    check = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "render_sounds.py"), "--check"], capture_output=True, text=True
    )
    assert check.returncode == 0, check.stderr
    for name in SOUND_NAMES:
        with wave.open(str(ROOT / "resources" / "sounds" / f"{name}.wav"), "rb") as sound:
            seconds = sound.getnframes() / sound.getframerate()
            frames = sound.readframes(sound.getnframes())
        peak = max(abs(int.from_bytes(frames[i : i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
        assert 0.1 <= seconds <= 1.5, name
        assert peak <= 0.55 * 32767, name


def test_the_sounds_load_while_the_new_game_dialog_is_open(qtbot, launch_app, monkeypatch):
    """Finding the audio output and reading the files is done before the first card is
    played, not when it is (and not at all with the sounds off)."""
    loads: list[bool] = []
    monkeypatch.setattr(SoundOutput, "load", lambda self: loads.append(True) or {})
    launch_app()
    wait_modal(qtbot, QDialog, "New game")
    qtbot.waitUntil(lambda: loads == [True], timeout=3000)
    qtbot.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Escape)


def test_with_the_sounds_off_nothing_is_loaded(qtbot, launch_app, monkeypatch):
    stored = Preferences()
    stored.sound_on = False
    stored.sync()
    loads: list[bool] = []
    monkeypatch.setattr(SoundOutput, "load", lambda self: loads.append(True) or {})
    prepared: list[bool] = []
    prepare = Sounds.prepare
    monkeypatch.setattr(Sounds, "prepare", lambda self: prepare(self) or prepared.append(True))
    launch_app()
    wait_modal(qtbot, QDialog, "New game")
    qtbot.waitUntil(lambda: prepared == [True], timeout=PRESTART_SEARCH_MS + 5000)  # when the sounds would load
    assert loads == []
    qtbot.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Escape)
