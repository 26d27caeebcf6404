"""Short sounds of our own for what happens at the table: a card played, markers moved,
your turn, the game's end. They are quiet by default and can be switched off (Edit ▸ Play
Sounds, or Preferences).

The files are made by `packaging/render_sounds.py`. Qt Multimedia plays them; it is loaded
only when a sound is first wanted, and on a machine without an audio output (a server, a
test run) the game stays silent: what Qt Multimedia says while it looks for an output goes
to this module's log, not to the terminal.
"""

import logging
from contextlib import ExitStack
from importlib import resources

from PySide6.QtCore import QObject, QUrl, Signal, qInstallMessageHandler

from hidden_leaders_qt.ui.game.game_model import GameModel

CARD_PLAYED = "card_played"
MARKERS_MOVED = "markers_moved"
YOUR_TURN = "your_turn"
GAME_END = "game_end"
SOUND_NAMES = (CARD_PLAYED, MARKERS_MOVED, YOUR_TURN, GAME_END)
log = logging.getLogger(__name__)


class SoundOutput(QObject):
    """Plays the sound files through the default audio output, if the machine has one."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effects: dict | None = None  # None: not looked for yet; empty: no output
        self._files = ExitStack()
        self.destroyed.connect(self._files.close)

    def play(self, name: str, volume: int) -> None:
        """`volume` in percent, as a person hears it (a logarithmic scale)."""
        effect = self.load().get(name)
        if effect is None:
            return
        from PySide6.QtMultimedia import QtAudio

        linear = QtAudio.convertVolume(
            volume / 100, QtAudio.VolumeScale.LogarithmicVolumeScale, QtAudio.VolumeScale.LinearVolumeScale
        )
        effect.setVolume(linear)
        effect.play()

    def load(self) -> dict:
        """The sound effects by name, loaded on first use: none without an audio output."""
        if self._effects is not None:
            return self._effects
        self._effects = {}
        if not has_audio_output():
            log.info("no audio output was found: the game stays silent")
            return self._effects
        from PySide6.QtMultimedia import QSoundEffect

        folder = resources.files("hidden_leaders_qt.resources") / "sounds"
        for name in SOUND_NAMES:
            path = self._files.enter_context(resources.as_file(folder / f"{name}.wav"))
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[name] = effect
        return self._effects


def has_audio_output() -> bool:
    """Whether Qt Multimedia loads and finds an audio output. While it looks, its messages
    (missing optional libraries, no sound server) are logged here and not shown as warnings."""
    heard: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, message: heard.append(message))
    try:
        from PySide6.QtMultimedia import QMediaDevices

        found = bool(QMediaDevices.audioOutputs())
    except ImportError as error:  # a system library Qt Multimedia needs is missing
        heard.append(str(error))
        found = False
    finally:
        qInstallMessageHandler(previous)
    for message in heard:
        log.debug("Qt Multimedia: %s", message)
    return found


class Sounds(QObject):
    """Decides which sound a change of the game asks for; `requested` names every sound
    that passes the switch and the volume, just before it is sent to the output."""

    requested = Signal(str)

    def __init__(self, on: bool, volume: int, output: SoundOutput | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on = on
        self.volume = volume
        self.output = output if output is not None else SoundOutput(self)

    def configure(self, on: bool, volume: int) -> None:
        self.on, self.volume = on, volume

    def play(self, name: str) -> None:
        if self.on and self.volume > 0:
            self.requested.emit(name)
            self.output.play(name, self.volume)

    def prepare(self) -> None:
        """Find the audio output and load the sounds now, while nothing moves on the table,
        rather than when the first card is played."""
        if self.on:
            self.output.load()

    def sample(self, volume: int) -> None:
        """The Preferences dialog's Test button: a sound at a volume not yet stored."""
        self.output.play(YOUR_TURN, volume)

    def follow(self, model: GameModel) -> None:
        """Sound the game's changes from now on (a game replayed from a save is not heard)."""
        model.events_added.connect(self._events)
        model.turn_ended.connect(lambda: self._turn_ended(model))
        model.game_over.connect(lambda: self.play(GAME_END))

    def _events(self, events: list) -> None:
        if any(event.kind == "play" for event in events):
            self.play(CARD_PLAYED)
        if any(event.kind == "markers" and any(event.value) for event in events):
            self.play(MARKERS_MOVED)

    def _turn_ended(self, model: GameModel) -> None:
        """A person's turn begins: in hot-seat, the one the screen is passed to."""
        if not model.is_over and model.seats[model.view().current].is_human:
            self.play(YOUR_TURN)
