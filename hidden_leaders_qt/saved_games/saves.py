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
      "version": 2,                         # written as 2; 1 is read too (see below)
      "settings": {"players": 4, "seed": 7, "promo_heroes": true, "beginner": false,
                   "queens_and_friend": false, "keeper_of_discord": false, "golems": true},
      "seats": [{"name": "Ann", "kind": "human"}, ...],   # one per player, in seat order;
                                            # kind: human | random | easy | medium | hard | expert
      "decisions": [["setup", [0, 2]], ["play", [1]], ...],   # Option.to_data() of every
                                            # decision since new_game(settings), in order;
                                            # arguments are integers or strings
      "saved_at": "2025-01-31T18:04:05+00:00"   # ISO 8601 time of writing, informative
    }

Version 1 differs only in the rules it was played by: a card swapped into a hand took the
place of the card it replaced (it now joins the hand's end, which tells nobody which card
went out). A version 1 save replays as before unless its game has such a swap; that one
is refused as a save of another version, since its later decisions would mean other cards.

Every key is required and no other key is allowed, except that the module options
(`MODULE_OPTIONS`: Queens & Friend, Keeper of Discord, Golems, Bribery, Artifacts, Royal
Intrigue) may be absent, as in a save written before they existed: absent means off (and the
last three are written only when on). Seat names follow the New Game
dialog's rule (`seat_names`: 1 to 24 characters, no control or text-direction characters,
all different ignoring case). A file over `MAX_SAVE_BYTES` or with more than
`MAX_DECISIONS` decisions is refused before it is parsed or replayed, and `save_game`
refuses to write one (`GameTooLongError`): whatever it writes, `load_game` reads back.

Files are written atomically (a temporary file `.NAME.RANDOM.tmp` in the same folder,
flushed and synced, then renamed over the target), so a crash or a full disk leaves the
previous file intact; a temporary file that a killed process left behind is removed by a
later save to the same file, or when the autosave folder is next used. Anything wrong on
reading is a `SaveFormatError` saying what and where, of a kind (`NotASaveError`,
`OtherVersionError`, `MissingCardsError`, `UnreadableFileError`, or the plain damaged
save) that `load_problem` turns into a sentence for the player. Messages quote only short
escaped excerpts of what a file holds. Reading never changes a file, and nothing here
touches Qt, so a file can be loaded on a worker thread.
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
from typing import TypeGuard

import platformdirs

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import FATE_DRAW, LEADER_POOLS, Zone
from hidden_leaders_qt.engine.core.deal import set_options
from hidden_leaders_qt.engine.core.errors import EngineError, SaveFormatError, escaped
from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.core.settings import MODULE_OPTIONS
from hidden_leaders_qt.engine.data.cards import CardDB, default_db
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, check_target, read_regular
from hidden_leaders_qt.language import language
from hidden_leaders_qt.seat_names import name_key, name_problem, tidy_name

FORMAT = "hidden-leaders-save"
VERSION = 2
READ_VERSIONS = (1, 2)
SEAT_KINDS = ("human", "random", "easy", "medium", "hard", "expert")
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
    "bribery": bool,
    "artifacts": bool,
    "royal_intrigue": bool,
}
# The longest of 900 random games (which play on longer than people or bots do) took 468
# decisions and saved to 18.5 KB, about 40 bytes a decision. 2 MB leaves a hundredfold
# margin and still reads and replays in well under a second; a bigger file is not a save.
MAX_SAVE_BYTES = 2 * 1024 * 1024
# as many decisions as fit in MAX_SAVE_BYTES at the size save_game writes them
MAX_DECISIONS = 50_000
# A temporary file older than this belongs to no save still being written, and neither
# does one older than this program: only a program that has ended can have left it.
STALE_TEMPORARY_SECONDS = 60
PROGRAM_STARTED = time.time()
# how long an excerpt of a file's text a message quotes
EXCERPT_CHARACTERS = 40
# how much of a file's path an error shows
PATH_CHARACTERS = 200
# the longest file or folder name the common file systems (ext4, NTFS, APFS) allow, in bytes
NAME_MAX_BYTES = 255
# the card sets a game's settings may call for, by the name a player knows them by
CARD_SET_TITLES = {
    "base": "base game",
    "promo": "promotional heroes",
    "queens": "Queens & Friend",
    "keeper": "Keeper of Discord",
    "golems": "Golems",
    "module_heroes": "module heroes of Bribery and Artifacts",
}
# how tempfile.mkstemp names save_game's temporary files: .NAME.RANDOM.tmp
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[^.]+\.tmp")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# The German side of what a player reads about saves (the technical details stay English).
CARD_SET_TITLES_DE = {
    "base": "des Grundspiels",
    "promo": "der Promo-Charaktere",
    "queens": "von Queens & Friend",
    "keeper": "von Keeper of Discord",
    "golems": "der Golems",
    "module_heroes": "der Modul-Charaktere von Bestechung und Artefakten",
}
_MONTHS_DE = ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez.")
_LOAD_PROBLEMS_DE = {
    "not_a_save": "Diese Datei ist kein gespeichertes Spiel von Hidden Leaders.",
    "other_version": "{game} stammt aus einer anderen Version von Hidden Leaders, die diese nicht lesen kann.",
    "unreadable": "Diese Datei kann nicht gelesen werden.",
    "missing_cards": "{game} nutzt die Karten {title}, die in den Kartendaten fehlen.",
    "damaged": "{game} ist beschädigt oder unvollständig.",
}


class NotASaveError(SaveFormatError):
    """The file is something else than a Hidden Leaders save (a picture, an empty file...)."""


class OtherVersionError(SaveFormatError):
    """A save of a format version this program does not read."""


class UnreadableFileError(SaveFormatError):
    """The file could not be read at all (permissions, a device, a vanished file)."""


class MissingCardsError(SaveFormatError):
    """The game uses a card set that the card data in use lacks."""

    def __init__(self, message: str, card_set: str) -> None:
        super().__init__(message)
        self.card_set = card_set


class GameTooLongError(ValueError):
    """A game longer than a save may be: writing it would make a file no one can open."""


def load_problem(error: SaveFormatError, autosaved: bool = False) -> str:
    """What a refused save means to the player, in one sentence, in the language of the
    moment; the error itself is the technical detail. `autosaved` speaks of the autosave."""
    if language() == "de":
        return _load_problem_de(error, autosaved)
    if autosaved:
        return load_problem(error).replace("This saved game", "The autosaved game")
    if isinstance(error, NotASaveError):
        return "This file is not a Hidden Leaders saved game."
    if isinstance(error, OtherVersionError):
        return "This saved game comes from another version of Hidden Leaders, which this one cannot read."
    if isinstance(error, UnreadableFileError):
        return "This file cannot be read."
    if isinstance(error, MissingCardsError):
        title = CARD_SET_TITLES.get(error.card_set, error.card_set)
        return f"This saved game uses the {title} cards, which are missing from the card data."
    return "This saved game is damaged or incomplete."


def _load_problem_de(error: SaveFormatError, autosaved: bool) -> str:
    game = "Das automatisch gespeicherte Spiel" if autosaved else "Dieses gespeicherte Spiel"
    kind = {
        NotASaveError: "not_a_save",
        OtherVersionError: "other_version",
        UnreadableFileError: "unreadable",
        MissingCardsError: "missing_cards",
    }.get(type(error), "damaged")
    card_set = error.card_set if isinstance(error, MissingCardsError) else ""
    return _LOAD_PROBLEMS_DE[kind].format(game=game, title=CARD_SET_TITLES_DE.get(card_set, card_set))


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
    # the format version it was read from: the rules of hand swaps changed after version 1
    version: int = field(default=VERSION, compare=False)

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
            raise NotASaveError(f"not a Hidden Leaders save (the file holds {_json_type(data)}, not an object)")
        if data.get("format") != FORMAT:
            found = _shown(data["format"]) if "format" in data else "missing"
            raise NotASaveError(f"not a Hidden Leaders save (format {found}, expected {_shown(FORMAT)})")
        if not _is_int(data.get("version")) or data["version"] not in READ_VERSIONS:
            found = _shown(data["version"]) if "version" in data else "missing"
            raise OtherVersionError(f"unsupported save version {found}; this program reads versions 1 and {VERSION}")
        _check_mapping(data, _KEYS, "the save")
        saved_at = data["saved_at"]
        if not isinstance(saved_at, str) or not _is_iso_time(saved_at):
            raise SaveFormatError(f"saved_at: {_shown(saved_at)} is not an ISO 8601 timestamp")
        settings = _settings_from_data(data["settings"])
        seats = _seats_from_data(data["seats"], settings.players)
        decisions = _decisions_from_data(data["decisions"])
        return cls(settings, seats, decisions, datetime.fromisoformat(saved_at), data["version"])

    def summary(self, now: datetime | None = None) -> str:
        """One line to recognise the game by, e.g. "4 players: You, Mira, Tobin, Elske · turn 7 ·
        saved 26 Nov 14:05" (local time; the year too when it is not this one). It replays
        the game to find the turn, a couple of milliseconds even for a long game."""
        st = replay(self)
        if language() == "de":
            return self._summary_de(st, now)
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

    def _summary_de(self, st: GameState, now: datetime | None) -> str:
        """`summary` in German: "4 Spieler: Du, Mira, Tobin, Elske · Zug 7 · gespeichert am 26. Nov. 14:05"."""
        progress = "beendet" if st.is_over else "im Aufbau" if st.turn == 0 else f"Zug {st.turn}"
        # the solo player's seat "You" is "Du" in German, as in the log
        names = ", ".join("Du" if seat.name == "You" else seat.name for seat in self.seats)
        parts = [f"{len(self.seats)} Spieler: {names}", progress]
        if self.saved_at is not None:
            local = self.saved_at.astimezone()
            year = f" {local.year}" if local.year != (now or datetime.now().astimezone()).year else ""
            parts.append(f"gespeichert am {local.day}. {_MONTHS_DE[local.month - 1]}{year} {local:%H:%M}")
        return " \u00b7 ".join(parts)


def _when(moment: datetime, now: datetime) -> str:
    """ "26 Nov 14:05" in local time, with the year when it is not `now`'s; English month names
    like the rest of the app."""
    local = moment.astimezone()
    year = f" {local.year}" if local.year != now.year else ""
    return f"{local.day} {_MONTHS[local.month - 1]}{year} {local:%H:%M}"


def replay(saved: SavedGame) -> GameState:
    """Rebuild the game from its seed, applying every decision with the rules check."""
    db = default_db()
    _check_card_sets(saved.settings, db)
    st = new_game(saved.settings, db)
    total = len(saved.decisions)
    for number, option in enumerate(saved.decisions, 1):
        try:
            st.apply(option)
        except EngineError as exc:
            where = f"decision {number} of {total} ({_shown(option.to_data())})"
            raise SaveFormatError(f"{where} cannot be applied: {exc}") from exc
    if saved.version == 1 and any(_swaps_into_a_hand(event) for event in chain_to_list(st.log)):
        raise OtherVersionError(
            "saved by version 1, in which a card swapped into a hand took the place of the card it replaced;"
            " this game has such a swap, so its later decisions cannot be replayed as they were made"
        )
    return st


def _swaps_into_a_hand(event: Event) -> bool:
    if event.kind != "exchange" or event.src is None or event.dst is None:
        return False
    return Zone.HAND in (event.src[0], event.dst[0])


def save_game(path: str | os.PathLike, saved: SavedGame) -> None:
    """Write `saved` to `path` atomically; on any failure the old file (if any) is untouched.

    Raises OSError when the folder cannot be written, GameTooLongError (writing nothing)
    when `load_game` would refuse the file.
    """
    path = Path(path)
    text = _checked_text(saved)
    _remove_stale_temporaries(path.parent, path.name)
    write_atomically(path, text.encode("utf-8"))
    _fsync_dir(path.parent)


def write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to `path` through a temporary file renamed over it: a crash or a full
    disk leaves the old file whole. OSError when it cannot be written."""
    check_target(path)  # only a regular file is replaced, never a pipe or a device
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def _checked_text(saved: SavedGame) -> str:
    """The file's text, provided `load_game` would read it back (a game of nothing but
    passes can outgrow a save); GameTooLongError otherwise."""
    german = language() == "de"
    if len(saved.decisions) > MAX_DECISIONS and german:
        raise GameTooLongError(
            f"Das Spiel ist zu lang, um gespeichert zu werden: Es hat {_thousands(len(saved.decisions))} "
            f"Entscheidungen, ein gespeichertes Spiel fasst höchstens {_thousands(MAX_DECISIONS)}."
        )
    if len(saved.decisions) > MAX_DECISIONS:
        raise GameTooLongError(
            f"The game is too long to be saved: it has {len(saved.decisions):,} decisions, "
            f"and a saved game holds at most {MAX_DECISIONS:,}."
        )
    text = json.dumps(saved.to_data(), ensure_ascii=False, indent=1) + "\n"
    size = len(text.encode("utf-8"))
    if size > MAX_SAVE_BYTES:
        limit = MAX_SAVE_BYTES // 1024 // 1024
        if german:
            raise GameTooLongError(
                "Das Spiel ist zu lang, um gespeichert zu werden: Die Datei wäre "
                f"{f'{size / 1024 / 1024:.1f}'.replace('.', ',')} MB groß (höchstens {limit} MB)."
            )
        raise GameTooLongError(
            f"The game is too long to be saved: its file would take {size / 1024 / 1024:.1f} MB, "
            f"and a saved game is never over {limit} MB."
        )
    return text


def _thousands(number: int) -> str:
    """A count as German writes it: "100.000"."""
    return f"{number:,}".replace(",", ".")


def _check_card_sets(settings: Settings, db: CardDB) -> None:
    """Refuse a game whose card sets the card data lacks, naming the set, before a replay
    would stumble over a missing card many decisions later."""
    for card_set, used in set_options(settings).items():
        if used and not any(hero.set == card_set for hero in db.heroes):
            title = CARD_SET_TITLES.get(card_set, card_set)
            raise MissingCardsError(f"the game uses the {title} cards; the card data has none", card_set)
    if settings.artifacts and not db.artifact_sides:
        raise MissingCardsError("the game uses the artifacts; the card data has none (artifacts.yaml)", "artifacts")
    if not settings.golems:
        return
    if len(db.fate_deck) < FATE_DRAW:
        raise MissingCardsError("the game uses the Golems' fate cards; the card data has too few", "golems")
    golem_leaders = sum(leader.set == "golems" for leader in db.leaders)
    if golem_leaders < LEADER_POOLS[settings.players][1]:
        raise MissingCardsError("the game uses the Golem leaders; the card data has too few", "golems")


def describe_save_error(error: OSError, path: str | os.PathLike) -> str:
    """An OSError from `save_game` as one sentence a person understands (the exception names
    the temporary file, which the person never asked for)."""
    path = Path(path)
    folder = path.parent
    reasons: dict[int | None, str] = {
        errno.ENOENT: f"the folder {folder} does not exist",
        errno.ENOTDIR: f"{folder} is not a folder",
        errno.EACCES: f"you are not allowed to write in the folder {folder}",
        errno.EPERM: f"you are not allowed to write in the folder {folder}",
        errno.EISDIR: f"{path} is a folder",
        errno.ENOSPC: f"the disk that holds {folder} is full",
        errno.EROFS: f"{folder} is on a disk that cannot be written to",
        errno.ENAMETOOLONG: f"the name {_too_long_name(path)} is too long",
    }
    if language() == "de":
        return _save_error_de(error, path)
    unusable = isinstance(error, UnusableFileError) and f"{path} cannot take a save ({error.strerror})"
    reason = reasons.get(error.errno) or unusable or f"of a system error ({error.strerror or error})"
    return f"The game could not be saved because {reason}."


def _save_error_de(error: OSError, path: Path) -> str:
    """`describe_save_error` in German: the reason a clause with its verb last, after "weil"."""
    folder = path.parent
    reasons: dict[int | None, str] = {
        errno.ENOENT: f"der Ordner {folder} nicht existiert",
        errno.ENOTDIR: f"{folder} kein Ordner ist",
        errno.EACCES: f"du im Ordner {folder} nicht schreiben darfst",
        errno.EPERM: f"du im Ordner {folder} nicht schreiben darfst",
        errno.EISDIR: f"{path} ein Ordner ist",
        errno.ENOSPC: f"der Datenträger mit {folder} voll ist",
        errno.EROFS: f"{folder} auf einem schreibgeschützten Datenträger liegt",
        errno.ENAMETOOLONG: f"der Name {_too_long_name(path)} zu lang ist",
    }
    unusable = isinstance(error, UnusableFileError) and f"{path} keinen Spielstand aufnehmen kann ({error.strerror})"
    reason = reasons.get(error.errno) or unusable or f"ein Systemfehler auftrat ({error.strerror or error})"
    return f"Das Spiel konnte nicht gespeichert werden, weil {reason}."


def describe_data_folder_error(error: OSError, folder: str | os.PathLike) -> str:
    """Why the data folder cannot even be looked into at launch, as one sentence: the player
    still gets a new game, and learns why it will not be autosaved."""
    folder = Path(folder)
    if language() == "de":
        reasons: dict[int | None, str] = {
            errno.ENAMETOOLONG: f"der Name {_too_long_name(folder)} zu lang ist",
            errno.EACCES: f"du den Ordner {folder} nicht lesen darfst",
            errno.EPERM: f"du den Ordner {folder} nicht lesen darfst",
        }
        reason = reasons.get(error.errno) or f"ein Systemfehler auftrat ({error.strerror or error})"
        return f"Der Datenordner ist nicht nutzbar, weil {reason}: Spiele werden nicht automatisch gespeichert."
    reasons = {
        errno.ENAMETOOLONG: f"the name {_too_long_name(folder)} is too long",
        errno.EACCES: f"you are not allowed to read the folder {folder}",
        errno.EPERM: f"you are not allowed to read the folder {folder}",
    }
    reason = reasons.get(error.errno) or f"of a system error ({error.strerror or error})"
    return f"The data folder cannot be used because {reason}: games will not be autosaved."


def _too_long_name(path: Path) -> str:
    """The part of `path` too long for the system (a folder's as often as the file's),
    shortened for a message; the whole path when no single part is too long."""
    for part in path.parts:
        if len(os.fsencode(part)) > NAME_MAX_BYTES:
            return f"{part[:EXCERPT_CHARACTERS]}…"
    return str(path)


def load_game(path: str | os.PathLike) -> SavedGame:
    """Read, check and replay a save; every problem is a SaveFormatError naming the file."""
    path = Path(path)
    try:
        saved = SavedGame.from_data(_read_json(path))
        replay(saved)
    except MissingCardsError as exc:
        raise MissingCardsError(f"cannot load {_shown_path(path)}: {exc}", exc.card_set) from exc
    except SaveFormatError as exc:
        raise type(exc)(f"cannot load {_shown_path(path)}: {exc}") from exc
    return saved


def _shown_path(path: Path) -> str:
    """A path as an error shows it: escaped, so a hostile name cannot turn the line around,
    and short however long it is."""
    return escaped(str(path), PATH_CHARACTERS)


def autosave_path() -> Path:
    """The autosave file in the user data folder; the env variable overrides the folder.
    Only finding the name: a folder that cannot be made must not stop Save As or Open."""
    override = os.environ.get(DATA_DIR_ENV)
    folder = Path(override) if override else platformdirs.user_data_path("hidden-leaders-qt", appauthor=False)
    return folder / AUTOSAVE_NAME


def autosave(saved: SavedGame) -> Path:
    """Write the autosave atomically (making its folder first) and return where it went;
    OSError when the folder cannot be made or written."""
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(path, saved)
    return path


def load_autosave() -> SavedGame | None:
    """The autosaved game, or None when there is none; a damaged autosave raises SaveFormatError,
    a data folder that cannot be looked into (a name too long, no permission) OSError."""
    path = autosave_path()
    _remove_stale_temporaries(path.parent)
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
            stale = info.st_mtime < PROGRAM_STARTED or now - info.st_mtime > STALE_TEMPORARY_SECONDS
            if stat.S_ISREG(info.st_mode) and stale:
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
        return read_regular(path, MAX_SAVE_BYTES)
    except UnusableFileError as exc:
        if exc.errno == errno.EFBIG:
            raise NotASaveError(_too_big(exc.size or MAX_SAVE_BYTES + 1)) from exc
        if exc.errno in (errno.EISDIR, errno.EINVAL, errno.EPERM):
            raise NotASaveError(exc.strerror or "it is not a regular file") from exc
        raise UnreadableFileError(f"the file cannot be read ({exc.strerror})") from exc


def _too_big(size: int) -> str:
    limit = MAX_SAVE_BYTES // 1024 // 1024
    return f"the file is too large to be a save ({size / 1024 / 1024:.1f} MB; a save is never over {limit} MB)"


def _read_json(path: Path) -> object:
    try:
        text = _read_bytes(path).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise NotASaveError(f"not UTF-8 text (byte {exc.start})") from exc
    if not text.strip():
        raise NotASaveError("the file is empty")
    # a save cut short is damaged; any other text that is no JSON is not a save at all
    unreadable = SaveFormatError if _looks_like_a_save(text) else NotASaveError
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise unreadable(f"not valid JSON, perhaps truncated ({where}: {exc.msg})") from exc
    except (ValueError, RecursionError) as exc:
        raise unreadable(f"not a readable JSON document ({type(exc).__name__})") from exc


def _looks_like_a_save(text: str) -> bool:
    """Whether the text begins as save_game begins a file: an object naming the format."""
    start = text[:200].lstrip()
    return start.startswith("{") and f'"format": "{FORMAT}"' in start


def _check_mapping(data: object, keys: set[str], where: str, optional: frozenset[str] = frozenset()) -> dict:
    """`data` itself once it is a JSON object with the keys `keys` (`optional` may be left out)."""
    if not isinstance(data, dict):
        raise SaveFormatError(f"{where}: expected a JSON object, found {_json_type(data)}")
    missing = keys - optional - data.keys()
    if missing:
        raise SaveFormatError(f"{where}: missing key {', '.join(sorted(missing))}")
    extra = data.keys() - keys
    if extra:
        plain = [key if key.isidentifier() and len(key) <= EXCERPT_CHARACTERS else _shown(key) for key in extra]
        shown = sorted(plain)[:3]
        more = f" and {len(extra) - 3} more" if len(extra) > 3 else ""
        raise SaveFormatError(f"{where}: unexpected key {', '.join(shown)}{more}")
    return data


def _settings_from_data(found: object) -> Settings:
    data = {key: False for key in MODULE_OPTIONS} | _check_mapping(
        found, set(_SETTINGS_TYPES), "settings", frozenset(MODULE_OPTIONS)
    )
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
        name = tidy_name(seat["name"])
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


def _is_int(value: object) -> TypeGuard[int]:
    """JSON integers only: Python's bool is an int, but `true` is not a number in a save."""
    return isinstance(value, int) and not isinstance(value, bool)


def _is_iso_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def _shown(value: object) -> str:
    """A value as the file spells it, so a message matches what a reader finds there, but
    cut to a short excerpt with every invisible or text-turning character escaped: a file's
    text may be megabytes long or spell a message backwards."""
    text = _spelled(value, EXCERPT_CHARACTERS)
    return text if len(text) <= EXCERPT_CHARACTERS else text[: EXCERPT_CHARACTERS - 1] + "\u2026"


def _spelled(value: object, room: int) -> str:
    """JSON text of `value`, stopping once it is longer than `room`; recursion is bounded by
    `room`, since every level of a list spends a character."""
    if isinstance(value, str):
        return '"' + "".join(_escaped(character) for character in value[:room]) + '"'
    if isinstance(value, list) and room <= 0:
        return "[\u2026]"
    if isinstance(value, list):
        parts: list[str] = []
        for item in value:
            if sum(len(part) + 2 for part in parts) > room:
                break
            parts.append(_spelled(item, room - 1))
        return "[" + ", ".join(parts) + "]"
    if isinstance(value, dict):
        return "{\u2026}"
    if _is_int(value):
        return str(value) if abs(value) < 10**room else "a very large number"
    return json.dumps(value)


def _escaped(character: str) -> str:
    if character.isprintable() and character not in '"\\':
        return character
    return json.dumps(character)[1:-1]


def _json_type(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}
    return names.get(type(value), "a number")
