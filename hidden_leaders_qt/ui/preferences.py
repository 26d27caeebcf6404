"""What the game remembers between launches, kept with `QSettings`.

Some values are remembered as the person uses the window (its size, the New Game set-up,
the last folder of Open and Save As); the others are set in Edit ▸ Preferences. The file
is an INI file in the user's configuration folder on every system, so the tests can point
it at a folder of their own with `QSettings.setPath`. A value that cannot be read back (a
hand-edited or damaged file) is reported in the log once, removed from the file, and its
default used: a preference never stops the game from starting.
"""

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from hidden_leaders_qt.app_info import APP_NAME, ORGANIZATION
from hidden_leaders_qt.saves import SEAT_KINDS
from hidden_leaders_qt.seat_names import name_problem
from hidden_leaders_qt.ui.bot_runner import PAUSE_MS
from hidden_leaders_qt.ui.game_model import Seat

SETTINGS_FORMAT = QSettings.Format.IniFormat
SETTINGS_SCOPE = QSettings.Scope.UserScope
# animation speed: how long moves take, as a share of the normal duration; 0 is no animation
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
DEFAULT_SPEED = "normal"
ANIMATION_TITLES = {"off": "Off (cards jump)", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
MAX_BOT_PAUSE_MS = 3000
DEFAULT_VOLUME = 35  # percent: quiet beside music or a conversation
# a stored number longer than this is damage, not a preference
MAX_NUMBER_DIGITS = 12
# as many seats as the New Game dialog has rows; their JSON is far shorter than the limit
MAX_SEATS = 6
MAX_SEATS_TEXT = 4096
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TableSetup:
    """The New Game dialog as last accepted: every seat row (shown or not) and the options."""

    players: int
    seats: tuple[Seat, ...]
    beginner: bool
    promo_heroes: bool
    modules: frozenset[str] = frozenset()  # the expansion options that were on


def default_folder() -> str:
    """Where Save As and Open start: the documents folder, or home if there is none (a
    folder that does not exist would send the dialog back to wherever it was last)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if Path(documents).is_dir() else str(Path.home())


def settings_store() -> QSettings:
    return QSettings(SETTINGS_FORMAT, SETTINGS_SCOPE, ORGANIZATION, APP_NAME)


def _seats(text: str) -> tuple[Seat, ...] | None:
    """The seats the New Game dialog wrote, or None when the text is not that (hand-edited,
    damaged, or nested too deep for the JSON reader)."""
    try:
        rows = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(rows, list) or not 0 < len(rows) <= MAX_SEATS:
        return None
    seats = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 2 and all(isinstance(part, str) for part in row)):
            return None
        name, kind = row
        if kind not in SEAT_KINDS or name_problem(name):
            return None
        seats.append(Seat(name, kind))
    return tuple(seats)


class Preferences:
    """Typed access to the stored preferences; every read falls back to the default."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else settings_store()

    def _drop(self, key: str, problem: str) -> None:
        """Forget a stored value that cannot be read, saying so once: the next launch finds the
        default instead of the same damage."""
        log.warning("the preference %s %s; it was removed and the default is used", key, problem)
        self.store.remove(key)

    def _int(self, key: str, default: int) -> int:
        text = str(self.store.value(key, default))
        if len(text) <= MAX_NUMBER_DIGITS:
            try:
                return int(text)
            except ValueError:
                pass  # dropped below, as a number too long to be one
        self._drop(key, "is not a whole number")
        return default

    def _bool(self, key: str, default: bool) -> bool:
        value = str(self.store.value(key, default)).lower()
        if value in ("true", "false"):
            return value == "true"
        self._drop(key, "is neither true nor false")
        return default

    def _str(self, key: str, default: str) -> str:
        value = self.store.value(key, default)
        if isinstance(value, str):
            return value
        self._drop(key, "is not a text")
        return default

    def _write(self, key: str, value) -> None:
        self.store.setValue(key, value)

    def sync(self) -> None:
        self.store.sync()

    # --- remembered as the window is used -------------------------------------------------

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.store.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._write("window/geometry", value)

    @property
    def splitter_state(self) -> QByteArray | None:
        return self._bytes("window/splitter")

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._write("window/splitter", value)

    @property
    def folder(self) -> str:
        """The folder of the last game opened or saved, while it exists."""
        stored = self._str("files/folder", "")
        return stored if stored and Path(stored).is_dir() else default_folder()

    @folder.setter
    def folder(self, path: str) -> None:
        self._write("files/folder", str(path))

    @property
    def table_setup(self) -> TableSetup | None:
        """The last accepted New Game set-up, or None if there is none or it is damaged."""
        text = self._str("new_game/seats", "")
        if not text:
            return None
        seats = _seats(text) if len(text) <= MAX_SEATS_TEXT else None
        if seats is None:
            self._drop("new_game/seats", "is not a list of seats")
            return None
        players = self._int("new_game/players", len(seats))
        return TableSetup(
            players=players if 2 <= players <= len(seats) else len(seats),
            seats=seats,
            beginner=self._bool("new_game/beginner", False),
            promo_heroes=self._bool("new_game/promo_heroes", True),
            modules=frozenset(self._str("new_game/modules", "").split()),
        )

    @table_setup.setter
    def table_setup(self, setup: TableSetup) -> None:
        self._write("new_game/players", setup.players)
        self._write("new_game/seats", json.dumps([[seat.name, seat.kind] for seat in setup.seats]))
        self._write("new_game/beginner", setup.beginner)
        self._write("new_game/promo_heroes", setup.promo_heroes)
        self._write("new_game/modules", " ".join(sorted(setup.modules)))

    # --- set in the Preferences dialog ----------------------------------------------------

    @property
    def animation_speed(self) -> str:
        speed = self._str("table/animation_speed", DEFAULT_SPEED)
        return speed if speed in ANIMATION_SPEEDS else DEFAULT_SPEED

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._write("table/animation_speed", speed)

    @property
    def bot_pause_ms(self) -> int:
        """How long a computer player waits before it moves, so people can follow."""
        return min(MAX_BOT_PAUSE_MS, max(0, self._int("table/bot_pause_ms", PAUSE_MS)))

    @bot_pause_ms.setter
    def bot_pause_ms(self, value: int) -> None:
        self._write("table/bot_pause_ms", min(MAX_BOT_PAUSE_MS, max(0, int(value))))

    @property
    def sound_on(self) -> bool:
        return self._bool("sound/on", True)

    @sound_on.setter
    def sound_on(self, on: bool) -> None:
        self._write("sound/on", bool(on))

    @property
    def sound_volume(self) -> int:
        """Percent, 0 to 100."""
        return min(100, max(0, self._int("sound/volume", DEFAULT_VOLUME)))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._write("sound/volume", min(100, max(0, int(value))))
