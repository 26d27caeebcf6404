"""What the game remembers between launches, kept with `QSettings`.

Some values are remembered as the person uses the window (its size, the New Game set-up,
the last folder of Open and Save As); the others are set in Edit ▸ Preferences. The file
is an INI file in the user's configuration folder on every system, so the tests can point
it at a folder of their own with `QSettings.setPath`. Every value is read through its
`Reader`, and all of them as soon as the preferences are opened: one that cannot be read (a
hand-edited or damaged file) is reported in the log once, removed from the file, and its
default used. A preference never stops the game from starting.
"""

import json
import logging
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from hidden_leaders_qt.app_info import APP_NAME, ORGANIZATION
from hidden_leaders_qt.engine.core.settings import MODULE_OPTIONS
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, check_target
from hidden_leaders_qt.saved_games.saves import SEAT_KINDS
from hidden_leaders_qt.seat_names import name_problem, tidy_name
from hidden_leaders_qt.ui.game.bot_runner import PAUSE_MS
from hidden_leaders_qt.ui.game.game_model import Seat

SETTINGS_FORMAT = QSettings.Format.IniFormat
SETTINGS_SCOPE = QSettings.Scope.UserScope
# an organisation no preferences are kept under: its file name shows where Qt keeps them
PROBE_ORGANIZATION = "hidden-leaders-no-such-organisation"
# animation speed: how long moves take, as a share of the normal duration; 0 is no animation
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
DEFAULT_SPEED = "normal"
# reduce motion: "desktop" follows the desktop's setting where Qt can read it
REDUCE_MOTION_CHOICES = ("desktop", "on", "off")
MAX_BOT_PAUSE_MS = 3000
MOST_LESSON_MOVES = 10_000  # how far into its game a lesson left halfway may be
DEFAULT_VOLUME = 35  # percent: quiet beside music or a conversation
# the language of the window: "system" follows the system's language (German or else English)
LANGUAGE_CHOICES = ("system", "en", "de")
# as many seats as the New Game dialog has rows; their JSON is far shorter than the limit
MIN_SEATS = 2
MAX_SEATS = 6
MAX_SEATS_TEXT = 4096
MAX_MODULES_TEXT = 200  # every module's name, with room to spare
# longer than any folder path a system accepts
MAX_FOLDER_TEXT = 4096
# a window's geometry and a splitter's state are a few dozen bytes
MAX_LAYOUT_BYTES = 1024
WHOLE_NUMBER = re.compile(r"-?[0-9]{1,12}")
T = TypeVar("T")
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Reader(Generic[T]):
    """How one stored preference is read: `read` returns the value, or None when the stored
    value is not `expected` (the words that end "the preference … is not …")."""

    read: Callable[[object], T | None]
    expected: str


def whole_number(low: int, high: int) -> Reader[int]:
    """A number in [low, high], written by the program (an int until the file is read again) or
    by hand (its digits; nothing Python's `int` would also take, such as "1_000" or "١٢")."""

    def read(value: object) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int | str):
            return None
        text = str(value)
        if not WHOLE_NUMBER.fullmatch(text):
            return None
        number = int(text)
        return number if low <= number <= high else None

    return Reader(read, f"a whole number from {low} to {high}")


def _true_or_false(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    return {"true": True, "false": False}.get(value.lower()) if isinstance(value, str) else None


def _animation_speed(value: object) -> str | None:
    return value if isinstance(value, str) and value in ANIMATION_SPEEDS else None


def _reduce_motion(value: object) -> str | None:
    return value if isinstance(value, str) and value in REDUCE_MOTION_CHOICES else None


def _language(value: object) -> str | None:
    return value if isinstance(value, str) and value in LANGUAGE_CHOICES else None


def _folder(value: object) -> str | None:
    """A path as the program writes it: text of a bounded length without control characters."""
    if not isinstance(value, str) or len(value) > MAX_FOLDER_TEXT:
        return None
    return None if any(unicodedata.category(char) in ("Cc", "Cs") for char in value) else value


def _modules(value: object) -> frozenset[str] | None:
    if not isinstance(value, str) or len(value) > MAX_MODULES_TEXT:
        return None
    chosen = frozenset(value.split())
    return chosen if chosen <= frozenset(MODULE_OPTIONS) else None


def _seats(value: object) -> tuple[Seat, ...] | None:
    """The seats the New Game dialog wrote, or None when the text is not that (hand-edited,
    damaged, or nested too deep for the JSON reader)."""
    if not isinstance(value, str) or len(value) > MAX_SEATS_TEXT:
        return None
    try:
        rows = json.loads(value)
    except (ValueError, RecursionError):
        return None
    if not isinstance(rows, list) or not MIN_SEATS <= len(rows) <= MAX_SEATS:
        return None
    seats = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 2 and all(isinstance(part, str) for part in row)):
            return None
        name, kind = tidy_name(row[0]), row[1]
        if kind not in SEAT_KINDS or name_problem(name):
            return None
        seats.append(Seat(name, kind))
    return tuple(seats)


BOOLEAN = Reader(_true_or_false, "true or false")
# Every preference but the window's layout (which only the window can read, as it opens),
# and how it is read.
READERS: dict[str, Reader] = {
    "files/folder": Reader(_folder, "a folder"),
    "new_game/seats": Reader(_seats, "a list of seats"),
    "new_game/players": whole_number(MIN_SEATS, MAX_SEATS),
    "new_game/beginner": BOOLEAN,
    "new_game/promo_heroes": BOOLEAN,
    "new_game/modules": Reader(_modules, "a list of the modules " + ", ".join(MODULE_OPTIONS)),
    "table/animation_speed": Reader(_animation_speed, "one of " + ", ".join(ANIMATION_SPEEDS)),
    "table/reduce_motion": Reader(_reduce_motion, "one of " + ", ".join(REDUCE_MOTION_CHOICES)),
    "table/bot_pause_ms": whole_number(0, MAX_BOT_PAUSE_MS),
    "sound/on": BOOLEAN,
    "sound/volume": whole_number(0, 100),
    "interface/language": Reader(_language, "one of " + ", ".join(LANGUAGE_CHOICES)),
}


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


def _is_folder(path: str) -> bool:
    """Whether `path` is a folder now; a name the system refuses (too long) is none."""
    try:
        return Path(path).is_dir()
    except OSError:
        return False


def settings_store() -> QSettings:
    """The preferences file; when it (or the organisation's file beside it, which Qt reads
    too) is no regular file, preferences kept in memory only: Qt reads the file as it opens
    it, and a pipe there would block the launch for good."""
    # Qt's folder for the preferences, found through a name no file has
    folder = Path(QSettings(SETTINGS_FORMAT, SETTINGS_SCOPE, PROBE_ORGANIZATION, APP_NAME).fileName()).parent.parent
    for path in (folder / ORGANIZATION / f"{APP_NAME}.ini", folder / f"{ORGANIZATION}.ini"):
        try:
            check_target(path)
        except UnusableFileError as error:
            log.warning("the preferences file cannot be used (%s); the defaults are used and not kept", error)
            return QSettings("", SETTINGS_FORMAT)
    return QSettings(SETTINGS_FORMAT, SETTINGS_SCOPE, ORGANIZATION, APP_NAME)


class Preferences:
    """Typed access to the stored preferences. Every value is read through its `Reader`; one
    that is stored but cannot be read is reported in the log, removed, and its default used."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else settings_store()
        if self.store.status() == QSettings.Status.AccessError:
            log.warning("the preferences file %s cannot be read; the defaults are used", self.store.fileName())
        elif self.store.status() == QSettings.Status.FormatError:
            log.warning("the preferences file %s is damaged; what could be read is used", self.store.fileName())
        # some are read only when a menu is used: none stays in the file to be reported later
        for key in READERS:
            self._read(key, None)

    def _read(self, key: str, default: T, reader: Reader[T] | None = None) -> T:
        """The value stored under `key` as its reader (or `reader`) reads it, or `default`."""
        if not self.store.contains(key):
            return default
        reader = reader or READERS[key]
        value = reader.read(self.store.value(key))
        if value is None:
            self._forget(key, reader.expected)
            return default
        return value

    def _forget(self, key: str, expected: str) -> None:
        """Report a stored value that cannot be used and remove it, so that the next read (and
        the next launch) finds the default instead of the same damage."""
        log.warning("the preference %s is not %s; it was removed and the default is used", key, expected)
        self.store.remove(key)

    def _write(self, key: str, value) -> None:
        self.store.setValue(key, value)

    def sync(self) -> None:
        self.store.sync()

    # --- remembered as the window is used -------------------------------------------------

    def restore_layout(self, key: str, restore: Callable[[QByteArray], bool]) -> None:
        """Give the layout stored under `key` to `restore` (a widget's `restoreGeometry` or
        `restoreState`), which is the one to tell whether it can use it."""

        def read(value: object) -> bool | None:
            usable = isinstance(value, QByteArray) and 0 < value.size() <= MAX_LAYOUT_BYTES
            return True if usable and restore(value) else None

        self._read(key, False, Reader(read, "a window layout saved by this program that fits this screen"))

    def remember_layout(self, key: str, layout: QByteArray) -> None:
        self._write(key, layout)

    def lesson_course(self, name: str) -> tuple[int, int] | None:
        """Moves made and step shown of the lesson `name` left halfway, or None."""
        number = whole_number(0, MOST_LESSON_MOVES)
        position, step = (self._read(f"lessons/{name}/{part}", None, number) for part in ("position", "step"))
        return None if position is None or step is None else (position, step)

    def keep_lesson_course(self, name: str, position: int, step: int) -> None:
        self._write(f"lessons/{name}/position", position)
        self._write(f"lessons/{name}/step", step)

    def forget_lesson_course(self, name: str) -> None:
        self.store.remove(f"lessons/{name}")

    @property
    def folder(self) -> str:
        """The folder of the last game opened or saved, while it exists (one that is gone, on a
        drive not plugged in, is kept for when it is back)."""
        stored = self._read("files/folder", "")
        return stored if stored and _is_folder(stored) else default_folder()

    @folder.setter
    def folder(self, path: str) -> None:
        self._write("files/folder", str(path))

    @property
    def table_setup(self) -> TableSetup | None:
        """The last accepted New Game set-up, or None if there is none or it is damaged. Every
        part is read even without seats, so that no damage stays in the file."""
        seats = self._read("new_game/seats", ())
        players = self._read("new_game/players", len(seats))
        if players > len(seats) > 0:
            self._forget("new_game/players", f"a number of players the {len(seats)} seats stored can seat")
            players = len(seats)
        beginner = self._read("new_game/beginner", False)
        promo_heroes = self._read("new_game/promo_heroes", True)
        modules = self._read("new_game/modules", frozenset())
        if not seats:
            return None
        return TableSetup(players, seats, beginner, promo_heroes, modules)

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
        return self._read("table/animation_speed", DEFAULT_SPEED)

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._write("table/animation_speed", speed)

    @property
    def reduce_motion(self) -> str:
        """Whether moves fade in where they land instead of travelling: "on", "off", or
        "desktop" (as the desktop says, where Qt can read it)."""
        return self._read("table/reduce_motion", "desktop")

    @reduce_motion.setter
    def reduce_motion(self, choice: str) -> None:
        if choice not in REDUCE_MOTION_CHOICES:
            raise ValueError(f"unknown reduce motion choice {choice!r}")
        self._write("table/reduce_motion", choice)

    @property
    def bot_pause_ms(self) -> int:
        """How long a computer player waits before it moves, so people can follow."""
        return self._read("table/bot_pause_ms", PAUSE_MS)

    @bot_pause_ms.setter
    def bot_pause_ms(self, value: int) -> None:
        self._write("table/bot_pause_ms", min(MAX_BOT_PAUSE_MS, max(0, int(value))))

    @property
    def sound_on(self) -> bool:
        return self._read("sound/on", True)

    @sound_on.setter
    def sound_on(self, on: bool) -> None:
        self._write("sound/on", bool(on))

    @property
    def sound_volume(self) -> int:
        """Percent, 0 to 100."""
        return self._read("sound/volume", DEFAULT_VOLUME)

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._write("sound/volume", min(100, max(0, int(value))))

    @property
    def language(self) -> str:
        """ "system", "en" or "de": the language chosen in Preferences."""
        return self._read("interface/language", "system")

    @language.setter
    def language(self, choice: str) -> None:
        if choice not in LANGUAGE_CHOICES:
            raise ValueError(f"unknown language choice {choice!r}")
        self._write("interface/language", choice)
