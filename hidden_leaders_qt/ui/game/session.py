"""The life of the game in hand: starting it (new, rematch, saved, autosaved), leaving it, saving it.

The window, the journeys and the `screenshot` command start games here; the window only shows
what the session hands it (`started`) and asks the person what to do with it.
"""

import dataclasses
import random
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from hidden_leaders_qt.engine import GameState, Settings
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.saved_games.saves import (
    GameTooLongError,
    SavedGame,
    SeatConfig,
    autosave_path,
    describe_save_error,
    load_autosave,
    load_game,
    replay,
    save_game,
)
from hidden_leaders_qt.ui.game.autosave_writer import AutosaveWriter
from hidden_leaders_qt.ui.game.background import run_in_background
from hidden_leaders_qt.ui.game.bot_runner import BotRunner, shutdown_search_pool
from hidden_leaders_qt.ui.game.game_model import GameModel, Seat
from hidden_leaders_qt.ui.records.history_recorder import HistoryRecorder


class GameSession(QObject):
    """Owns the `GameModel`, the computer seats that play in it, the autosave writer and the
    recorder that adds each finished game to the history (both off when autosaving is off,
    as for the `screenshot` command)."""

    started = Signal(object)  # the GameModel now on the table
    leaving = Signal(object)  # the GameModel about to be thrown away

    def __init__(self, autosave_enabled: bool, bot_pause_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave_enabled = autosave_enabled
        self.bot_pause_ms = bot_pause_ms
        self.model: GameModel | None = None
        self.bots: BotRunner | None = None
        self.names: list[str] = []
        self.autosaver = AutosaveWriter(parent=self)
        self.recorder = HistoryRecorder(self)
        self.began = time.monotonic()  # when the game in hand came on the table
        # dealt from a chance script (a lesson): not the seed's game, so a save of its
        # settings and decisions would replay another one; neither autosaved nor recorded
        self.laid_out = False

    def in_progress(self) -> bool:
        return self.model is not None and not self.model.is_over

    def start(self, settings: Settings, seats: list[Seat], decisions=(), chance: ScriptedChance | None = None) -> None:
        """Put a new game (or a saved one, replayed) on the table in place of the old one;
        `chance` deals a laid-out position instead of the seed's deal."""
        self._retire()
        model = self.model = GameModel.from_decisions(settings, seats, list(decisions), chance)
        self.laid_out = chance is not None
        self.names = [seat.name for seat in seats]
        model.decided.connect(self.autosave)
        model.game_over.connect(self.record)
        self.began = time.monotonic()
        self.bots = BotRunner(model, self.bot_pause_ms, self)
        self.started.emit(model)
        self.autosave()
        self.bots.schedule()

    def start_saved(self, saved: SavedGame) -> None:
        self.start(saved.settings, [Seat(s.name, s.kind) for s in saved.seats], saved.decisions)

    def start_rematch(self) -> None:
        """The same table and options as the game in hand, dealt anew."""
        fresh = dataclasses.replace(self.model.settings, seed=random.SystemRandom().randrange(1 << 31))
        self.start(fresh, self.model.seats)

    def _retire(self) -> None:
        if self.bots is not None:
            self.bots.stop()
            self.bots.deleteLater()
            self.bots = None
        if self.model is not None:
            self.leaving.emit(self.model)
            self.model.disconnect(self)
            self.model.deleteLater()
            self.model = None

    def set_bot_pause(self, ms: int) -> None:
        self.bot_pause_ms = ms
        if self.bots is not None:
            self.bots.pause_ms = ms

    # --- reading saves ------------------------------------------------------------------------

    @staticmethod
    def load_autosave_then(loaded: Callable) -> None:
        """Read and replay the autosave off the GUI thread; `loaded((saved, state) or None, error)`."""
        run_in_background(_load_autosave_with_state, loaded)

    @staticmethod
    def load_file_then(path: str, loaded: Callable) -> None:
        """Read, check and replay a save off the GUI thread; `loaded(saved, error)`."""
        run_in_background(lambda: load_game(path), loaded)

    # --- writing saves ------------------------------------------------------------------------

    def saved(self) -> SavedGame:
        """The game in hand as a save: its settings, seats and decisions so far."""
        model = self.model
        seats = [SeatConfig(s.name, s.kind) for s in model.seats]
        return SavedGame(model.settings, seats, list(model.decisions), deal=model.deal)

    @staticmethod
    def is_autosave_file(target: Path) -> bool:
        return target.resolve() == autosave_path().resolve()

    @staticmethod
    def write(target: Path, saved: SavedGame) -> str | None:
        """Save to `target`; what went wrong, in words, or None once it is saved."""
        try:
            save_game(target, saved)
        except OSError as error:
            return describe_save_error(error, target)
        except GameTooLongError as error:
            return str(error)
        return None

    def autosave(self) -> None:
        if self.autosave_enabled and self.model is not None and not self.laid_out:
            self.autosaver.submit(self.saved())

    def record(self) -> None:
        """The game ended: into the history, with the time it was on the table (for a
        resumed game, since it was resumed)."""
        if self.autosave_enabled and self.model is not None and not self.laid_out:
            self.recorder.record(self.saved(), self.model.state_copy(), time.monotonic() - self.began)

    def autosaved_safely(self) -> bool:
        """Whether every decision so far is on disk in the autosave (waits for the writer)."""
        return self.autosave_enabled and self.autosaver.flush() and self.autosaver.last_error is None

    def close(self) -> None:
        """The window is closing: computer seats stop, the autosave and the history are written,
        the search processes end."""
        if self.bots is not None:
            self.bots.stop()
        self.autosaver.flush()
        self.recorder.flush()
        shutdown_search_pool()


def _load_autosave_with_state() -> tuple[SavedGame, GameState] | None:
    saved = load_autosave()
    return None if saved is None else (saved, replay(saved))
