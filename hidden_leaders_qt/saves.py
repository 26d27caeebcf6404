"""Saved games: a game is stored as its settings and the decisions taken, never as a pickle.

Replaying the decisions from the seeded start rebuilds the exact state, so a save stays
small, readable and safe to open (it holds no code), and every load re-checks the
rules: a decision that is not legal at its point refuses the file.

A save reveals everything to whoever reads it: its seed deals the same cards again, so
replaying it shows every leader, every hand and the order of the Harbor, and the seats'
private choices are among its decisions. That is what makes it replayable; keep a save
of a running hot-seat game away from the other players, and never hand one to a computer
player (bots get a seat's view or a redacted world, which carries no seed).

File format (UTF-8 JSON, one object)::

    {
      "format": "hidden-leaders-save",      # identifies the file; anything else is foreign
      "version": 1,                         # this module reads and writes version 1 only
      "settings": {"players": 4, "seed": 7, "promo_heroes": true, "beginner": false,
                   "queens_and_friend": false, "keeper_of_discord": false, "golems": true},
      "seats": [{"name": "Ann", "kind": "human"}, ...],   # one per player, in seat order;
                                            # kind: human | random | easy | medium | hard
      "decisions": [["setup", [0, 2]], ["play", [1]], ...],   # Option.to_data() of every
                                            # decision since new_game(settings), in order;
                                            # arguments are integers or strings
      "saved_at": "2025-01-31T18:04:05+00:00"   # ISO 8601 time of writing, informative
    }

Every key is required and no other key is allowed, except that the module options
(`MODULE_OPTIONS`: Queens & Friend, Keeper of Discord, Golems) may be absent, as in a save
written before they existed: absent means off. Seat names follow the New Game
dialog's rule (`seat_names`: 1 to 24 characters, no control or text-direction characters,
all different ignoring case). A file over `MAX_SAVE_BYTES` or with more than
`MAX_DECISIONS` decisions is refused before it is parsed or replayed.

Files are written atomically (a temporary file `.NAME.RANDOM.tmp` in the same folder,
flushed and synced, then renamed over the target), so a crash or a full disk leaves the
previous file intact; a temporary file that a killed process left behind is removed by a
later save to the same file, or when the autosave folder is next used. Anything wrong on
reading is a `SaveFormatError` saying what and where; reading never changes a file, and
nothing here touches Qt, so a file can be loaded on a worker thread.
"""

import errno
import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.errors import EngineError, SaveFormatError
from hidden_leaders_qt.engine.settings import MODULE_OPTIONS
from hidden_leaders_qt.seat_names import name_key, name_problem

FORMAT = "hidden-leaders-save"
VERSION = 1
SEAT_KINDS = ("human", "random", "easy", "medium", "hard")
DATA_DIR_ENV = "HIDDEN_LEADERS_DATA_DIR"
AUTOSAVE_NAME = "autosave.json"
_KEYS = {"format", "version", "settings", "seats", "decisions", "saved_at"}
# spelled out rather than derived from Settings, so a new setting is a deliberate format change
_SETTINGS_TYPES = {
    "players": int,
    "seed": int,
    "promo_heroes": bool,
    "beginner": bool,
    "queens_and_friend": bool,
    "keeper_of_discord": bool,
    "golems": bool,
}
# The longest of 900 random games (which play on longer than people or bots do) took 468
# decisions and saved to 18.5 KB, about 40 bytes a decision. 2 MB leaves a hundredfold
# margin and still reads and replays in well under a second; a bigger file is not a save.
MAX_SAVE_BYTES = 2 * 1024 * 1024
# as many decisions as fit in MAX_SAVE_BYTES at the size save_game writes them
MAX_DECISIONS = 50_000
# A temporary file older than this belongs to no save still being written.
STALE_TEMPORARY_SECONDS = 60
# how tempfile.mkstemp names save_game's temporary files: .NAME.RANDOM.tmp
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[^.]+\.tmp")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: a person or a computer opponent of some strength."""

    name: str
    kind: str


@dataclass
class SavedGame:
    """Everything needed to rebuild a game: how it was set up, who plays, what was decided."""

    settings: Settings
    seats: list[SeatConfig]
    decisions: list[Option]
    # when the file was written (read from it); None for a game not read from a file
    saved_at: datetime | None = field(default=None, compare=False)

    def to_data(self) -> dict:
        """The JSON document described above, stamped with the time of writing."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "settings": self.settings.to_data(),
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "decisions": [option.to_data() for option in self.decisions],
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        }

    @classmethod
    def from_data(cls, data: object) -> "SavedGame":
        """Check the structure of save data (not yet the legality of the decisions)."""
        if not isinstance(data, dict):
            raise SaveFormatError(f"not a Hidden Leaders save (the file holds {_json_type(data)}, not an object)")
        if data.get("format") != FORMAT:
            found = _shown(data["format"]) if "format" in data else "missing"
            raise SaveFormatError(f"not a Hidden Leaders save (format {found}, expected {_shown(FORMAT)})")
        if not _is_int(data.get("version")) or data["version"] != VERSION:
            found = _shown(data["version"]) if "version" in data else "missing"
            raise SaveFormatError(f"unsupported save version {found}; this program reads version {VERSION}")
        _check_mapping(data, _KEYS, "the save")
        saved_at = data["saved_at"]
        if not isinstance(saved_at, str) or not _is_iso_time(saved_at):
            raise SaveFormatError(f"saved_at: {_shown(saved_at)} is not an ISO 8601 timestamp")
        settings = _settings_from_data(data["settings"])
        seats = _seats_from_data(data["seats"], settings.players)
        return cls(settings, seats, _decisions_from_data(data["decisions"]), datetime.fromisoformat(saved_at))

    def summary(self, now: datetime | None = None) -> str:
        """One line to recognise the game by, e.g. "4 players: You, Mira, Tobin, Elske · turn 7 ·
        saved 26 Nov 14:05" (local time; the year too when it is not this one). It replays
        the game to find the turn, a couple of milliseconds even for a long game."""
        st = replay(self)
        if st.is_over:
            progress = "finished"
        elif st.turn == 0:
            progress = "setting up"
        else:
            progress = f"turn {st.turn}"
        names = ", ".join(seat.name for seat in self.seats)
        parts = [f"{len(self.seats)} players: {names}", progress]
        if self.saved_at is not None:
            parts.append(f"saved {_when(self.saved_at, now or datetime.now().astimezone())}")
        return " \u00b7 ".join(parts)


def _when(moment: datetime, now: datetime) -> str:
    """ "26 Nov 14:05" in local time, with the year when it is not `now`'s; English month names
    like the rest of the app."""
    local = moment.astimezone()
    year = f" {local.year}" if local.year != now.year else ""
    return f"{local.day} {_MONTHS[local.month - 1]}{year} {local:%H:%M}"


def replay(saved: SavedGame) -> GameState:
    """Rebuild the game from its seed, applying every decision with the rules check."""
    st = new_game(saved.settings)
    total = len(saved.decisions)
    for number, option in enumerate(saved.decisions, 1):
        try:
            st.apply(option)
        except EngineError as exc:
            where = f"decision {number} of {total} ({_shown(option.to_data())})"
            raise SaveFormatError(f"{where} cannot be applied: {exc}") from exc
    return st


def save_game(path: str | os.PathLike, saved: SavedGame) -> None:
    """Write `saved` to `path` atomically; on any failure the old file (if any) is untouched.

    Raises OSError when the folder cannot be written.
    """
    path = Path(path)
    _remove_stale_temporaries(path.parent, path.name)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            json.dump(saved.to_data(), file, ensure_ascii=False, indent=1)
            file.write("\n")
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def describe_save_error(error: OSError, path: str | os.PathLike) -> str:
    """An OSError from `save_game` as one sentence a person understands (the exception names
    the temporary file, which the person never asked for)."""
    path = Path(path)
    folder = path.parent
    reasons = {
        errno.ENOENT: f"the folder {folder} does not exist",
        errno.ENOTDIR: f"{folder} is not a folder",
        errno.EACCES: f"you are not allowed to write in the folder {folder}",
        errno.EPERM: f"you are not allowed to write in the folder {folder}",
        errno.EISDIR: f"{path} is a folder",
        errno.ENOSPC: f"the disk that holds {folder} is full",
        errno.EROFS: f"{folder} is on a disk that cannot be written to",
        errno.ENAMETOOLONG: f"the name {path.name} is too long",
    }
    reason = reasons.get(error.errno) or f"of a system error ({error.strerror or error})"
    return f"The game could not be saved because {reason}."


def load_game(path: str | os.PathLike) -> SavedGame:
    """Read, check and replay a save; every problem is a SaveFormatError naming the file."""
    path = Path(path)
    try:
        saved = SavedGame.from_data(_read_json(path))
        replay(saved)
    except SaveFormatError as exc:
        raise SaveFormatError(f"cannot load {path}: {exc}") from exc
    return saved


def autosave_path() -> Path:
    """The autosave file in the user data folder (created if needed); the env variable overrides the folder."""
    override = os.environ.get(DATA_DIR_ENV)
    folder = Path(override) if override else platformdirs.user_data_path("hidden-leaders-qt", appauthor=False)
    folder.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(folder)
    return folder / AUTOSAVE_NAME


def autosave(saved: SavedGame) -> Path:
    """Write the autosave atomically and return where it went."""
    path = autosave_path()
    save_game(path, saved)
    return path


def load_autosave() -> SavedGame | None:
    """The autosaved game, or None when there is none; a damaged autosave raises SaveFormatError."""
    path = autosave_path()
    if not path.exists():
        return None
    return load_game(path)


def set_aside_autosave() -> Path:
    """Rename a damaged autosave out of the way (so the next game does not overwrite it)
    and return its new name."""
    path = autosave_path()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"autosave-damaged-{stamp}.json")
    os.replace(path, kept)
    return kept


def _remove_stale_temporaries(folder: Path, name: str | None = None) -> None:
    """Delete the temporary files of saves (to `name`, or to any file) that a killed process
    left in `folder`. Only old ones: a young one may be another save being written now."""
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return  # save_game reports a folder it cannot use
    for entry in entries:
        match = _TEMPORARY.fullmatch(entry.name)
        if match is None or (name is not None and match["name"] != name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMPORARY_SECONDS:
                os.unlink(entry.path)
        except OSError:
            pass  # removed by someone else meanwhile, or not ours to remove: only clutter is at stake


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows syncing a folder (POSIX)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return  # the file is already in place; only durability against power loss is at stake
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename has still happened
    finally:
        os.close(fd)


def _read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing anything that is not a regular file of a save's size before
    reading it (a FIFO would block, a device or a huge file would fill the memory)."""
    try:
        _check_regular(path.stat())
        with path.open("rb") as file:
            info = os.fstat(file.fileno())
            _check_regular(info)  # in case it was replaced meanwhile
            if info.st_size > MAX_SAVE_BYTES:
                raise SaveFormatError(_too_big(info.st_size))
            data = file.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveFormatError(f"the file cannot be read ({exc.strerror or exc})") from exc
    if len(data) > MAX_SAVE_BYTES:  # it grew while we looked
        raise SaveFormatError(_too_big(len(data)))
    return data


def _check_regular(info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise SaveFormatError("it is a folder, not a save file")
    if not stat.S_ISREG(info.st_mode):
        raise SaveFormatError("it is not a regular file")


def _too_big(size: int) -> str:
    limit = MAX_SAVE_BYTES // 1024 // 1024
    return f"the file is too large to be a save ({size / 1024 / 1024:.1f} MB; a save is never over {limit} MB)"


def _read_json(path: Path) -> object:
    try:
        text = _read_bytes(path).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveFormatError(f"not UTF-8 text (byte {exc.start})") from exc
    if not text.strip():
        raise SaveFormatError("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise SaveFormatError(f"not valid JSON, perhaps truncated ({where}: {exc.msg})") from exc
    except (ValueError, RecursionError) as exc:
        raise SaveFormatError(f"not a readable JSON document ({exc})") from exc


def _check_mapping(data: object, keys: set[str], where: str, optional: frozenset[str] = frozenset()) -> None:
    if not isinstance(data, dict):
        raise SaveFormatError(f"{where}: expected a JSON object, found {_json_type(data)}")
    missing = keys - optional - data.keys()
    if missing:
        raise SaveFormatError(f"{where}: missing key {', '.join(sorted(missing))}")
    extra = data.keys() - keys
    if extra:
        raise SaveFormatError(f"{where}: unexpected key {', '.join(sorted(extra))}")


def _settings_from_data(data: object) -> Settings:
    _check_mapping(data, set(_SETTINGS_TYPES), "settings", frozenset(MODULE_OPTIONS))
    data = {key: False for key in MODULE_OPTIONS} | data
    for key, kind in _SETTINGS_TYPES.items():
        value = data[key]
        if not (_is_int(value) if kind is int else isinstance(value, kind)):
            expected = "an integer" if kind is int else "true or false"
            raise SaveFormatError(f"settings.{key}: expected {expected}, found {_shown(value)}")
    try:
        return Settings.from_data(data)
    except ValueError as exc:
        raise SaveFormatError(f"settings: {exc}") from exc


def _seats_from_data(data: object, players: int) -> list[SeatConfig]:
    if not isinstance(data, list):
        raise SaveFormatError(f"seats: expected a list, found {_json_type(data)}")
    if len(data) != players:
        raise SaveFormatError(f"seats: {len(data)} seats listed but settings.players is {players}")
    seats = []
    first_with_name: dict[str, int] = {}
    for i, seat in enumerate(data):
        where = f"seats[{i}]"
        _check_mapping(seat, {"name", "kind"}, where)
        if not isinstance(seat["name"], str):
            raise SaveFormatError(f"{where}.name: expected a string, found {_json_type(seat['name'])}")
        name = seat["name"].strip()
        problem = name_problem(name)
        if problem is not None:
            # the name itself is not shown: it may be huge or turn the message around
            raise SaveFormatError(f"{where}.name {problem}")
        if name_key(name) in first_with_name:
            other = first_with_name[name_key(name)]
            raise SaveFormatError(f"{where}.name: {_shown(name)} is also the name of seats[{other}]; names must differ")
        first_with_name[name_key(name)] = i
        if seat["kind"] not in SEAT_KINDS:
            expected = " | ".join(SEAT_KINDS)
            raise SaveFormatError(f"{where}.kind: unknown seat kind {_shown(seat['kind'])}; expected {expected}")
        seats.append(SeatConfig(name, seat["kind"]))
    return seats


def _decisions_from_data(data: object) -> list[Option]:
    if not isinstance(data, list):
        raise SaveFormatError(f"decisions: expected a list, found {_json_type(data)}")
    if len(data) > MAX_DECISIONS:
        raise SaveFormatError(f"decisions: {len(data)} listed, more than a game has (at most {MAX_DECISIONS})")
    options = []
    for number, item in enumerate(data, 1):
        well_formed = (
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], str)
            and isinstance(item[1], list)
            and all(_is_int(arg) or isinstance(arg, str) for arg in item[1])
        )
        if not well_formed:
            raise SaveFormatError(f"decision {number}: expected [kind, [integers or strings]], found {_shown(item)}")
        options.append(Option.from_data(item))
    return options


def _is_int(value: object) -> bool:
    """JSON integers only: Python's bool is an int, but `true` is not a number in a save."""
    return isinstance(value, int) and not isinstance(value, bool)


def _is_iso_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def _shown(value: object) -> str:
    """A value as it is written in the file, so messages match what the user would see there."""
    return json.dumps(value, ensure_ascii=False)


def _json_type(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}
    return names.get(type(value), "a number")
