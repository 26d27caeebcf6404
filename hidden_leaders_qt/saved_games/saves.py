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
      "version": 3,                         # written as 3; 1 and 2 are read too (see below)
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
Versions 1 and 2 offered a bribe only with the main action and right after it (version 3: at
any moment of one's turn, ruling R35), so the same decisions mean another game once a bribe
could stand beside another question: such a game with the Bribery module is refused as a
save of another version when its replay comes to one; any other opens as before.

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
from hidden_leaders_qt.engine.core.chance import ChanceScript
from hidden_leaders_qt.engine.core.constants import FATE_DRAW, LEADER_POOLS, Zone
from hidden_leaders_qt.engine.core.deal import set_options
from hidden_leaders_qt.engine.core.errors import EngineError, SaveFormatError, escaped
from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.data.cards import CardDB, default_db
from hidden_leaders_qt.engine.data.regular_files import check_target
from hidden_leaders_qt.engine.words.problem_words import card_set_title, said
from hidden_leaders_qt.saved_games.save_errors import (
    GameTooLongError,
    MissingCardsError,
    NotASaveError,
    OtherVersionError,
    UnreadableFileError,
)
from hidden_leaders_qt.saved_games.save_reading import (
    FORMAT,
    MAX_DECISIONS,
    MAX_SAVE_BYTES,
    SEAT_KINDS,
    SeatConfig,
    check_mapping,
    decisions_from_data,
    is_int,
    is_iso_time,
    json_type,
    read_json,
    seats_from_data,
    settings_from_data,
    shown,
)
from hidden_leaders_qt.saved_games.save_words import (
    describe_data_folder_error,
    describe_save_error,
    load_problem,
    summary_line,
    too_large_a_file,
    too_many_decisions,
)

__all__ = [
    "AUTOSAVE_NAME",
    "DATA_DIR_ENV",
    "MAX_DECISIONS",
    "MAX_SAVE_BYTES",
    "SEAT_KINDS",
    "GameTooLongError",
    "MissingCardsError",
    "NotASaveError",
    "OtherVersionError",
    "SaveFormatError",
    "SavedGame",
    "SeatConfig",
    "UnreadableFileError",
    "autosave",
    "autosave_path",
    "describe_data_folder_error",
    "describe_save_error",
    "load_autosave",
    "load_game",
    "load_problem",
    "replay",
    "save_game",
    "set_aside_autosave",
    "write_atomically",
]
"""The saves' surface: what the window, the history and the tests use (the sentences, the errors
and the reader live in `save_words`, `save_errors` and `save_reading`)."""

VERSION = 3
READ_VERSIONS = (1, 2, 3)
DATA_DIR_ENV = "HIDDEN_LEADERS_DATA_DIR"
AUTOSAVE_NAME = "autosave.json"
_KEYS = {"format", "version", "settings", "seats", "decisions", "saved_at"}
# A temporary file older than this belongs to no save still being written, and neither
# does one older than this program: only a program that has ended can have left it.
STALE_TEMPORARY_SECONDS = 60
PROGRAM_STARTED = time.time()
# how much of a file's path an error shows
PATH_CHARACTERS = 200
# how tempfile.mkstemp names save_game's temporary files: .NAME.RANDOM.tmp
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[^.]+\.tmp")


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
    # a game dealt from a chance script (a lesson): dealt again from it, and never written
    deal: ChanceScript | None = field(default=None, compare=False)

    def first_state(self, db: CardDB) -> GameState:
        """The game as dealt, before its first decision."""
        return new_game(self.settings, db, chance=self.deal.chance() if self.deal is not None else None)

    def to_data(self) -> dict:
        """The JSON document described above, stamped with the time of writing."""
        if self.deal is not None:
            raise ValueError("a game dealt from a chance script (a lesson) is not written to a file")
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
            raise NotASaveError("save_not_an_object", found=json_type(data))
        if data.get("format") != FORMAT:
            found = shown(data["format"]) if "format" in data else said("missing")
            raise NotASaveError("save_other_format", found=found, expected=shown(FORMAT))
        if not is_int(data.get("version")) or data["version"] not in READ_VERSIONS:
            found = shown(data["version"]) if "version" in data else said("missing")
            raise OtherVersionError("save_other_version", found=found, version=VERSION)
        check_mapping(data, _KEYS, said("the_save"))
        saved_at = data["saved_at"]
        if not isinstance(saved_at, str) or not is_iso_time(saved_at):
            raise SaveFormatError("save_bad_time", found=shown(saved_at))
        settings = settings_from_data(data["settings"])
        seats = seats_from_data(data["seats"], settings.players)
        decisions = decisions_from_data(data["decisions"])
        return cls(settings, seats, decisions, datetime.fromisoformat(saved_at), data["version"])

    def summary(self, now: datetime | None = None) -> str:
        """One line to recognise the game by, e.g. "4 players: You, Mira, Tobin, Elske · turn 7 ·
        the game to find the turn, a couple of milliseconds even for a long game."""
        st = replay(self)
        names = [seat.name for seat in self.seats]
        return summary_line(names, (st.is_over, st.turn), self.saved_at, now)


def replay(saved: SavedGame) -> GameState:
    """Rebuild the game from its seed, applying every decision with the rules check."""
    db = default_db()
    _check_card_sets(saved.settings, db)
    st = saved.first_state(db)
    total = len(saved.decisions)
    bribe_moments = saved.version < 3 and saved.settings.bribery
    for number, option in enumerate(saved.decisions, 1):
        if bribe_moments and _bribe_beside(st):
            raise OtherVersionError("save_bribe_moments", version=saved.version, number=number)
        try:
            st.apply(option)
        except EngineError as exc:
            shown_option = shown(option.to_data())
            raise SaveFormatError("save_not_applied", number=number, total=total, option=shown_option, why=exc) from exc
    if saved.version == 1 and any(_swaps_into_a_hand(event) for event in chain_to_list(st.log)):
        raise OtherVersionError("save_hand_swaps")
    return st


def _bribe_beside(st: GameState) -> bool:
    """Whether a bribe stands beside a question other than the main action's, where a save
    before version 3 asked something else (or nothing)."""
    pending = st.pending
    return pending is not None and pending.kind != "main" and any(o.kind == "bribe" for o in pending.options)


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
    if len(saved.decisions) > MAX_DECISIONS:
        raise GameTooLongError(too_many_decisions(len(saved.decisions), MAX_DECISIONS))
    text = json.dumps(saved.to_data(), ensure_ascii=False, indent=1) + "\n"
    size = len(text.encode("utf-8"))
    if size > MAX_SAVE_BYTES:
        raise GameTooLongError(too_large_a_file(size, MAX_SAVE_BYTES))
    return text


def _check_card_sets(settings: Settings, db: CardDB) -> None:
    """Refuse a game whose card sets the card data lacks, naming the set, before a replay
    would stumble over a missing card many decisions later."""
    for card_set, used in set_options(settings).items():
        if used and not any(hero.set == card_set for hero in db.heroes):
            raise MissingCardsError("save_missing_set", card_set=card_set, title=card_set_title(card_set))
    if settings.artifacts and not db.artifact_sides:
        raise MissingCardsError("save_missing_artifacts", card_set="artifacts")
    if not settings.golems:
        return
    if len(db.fate_deck) < FATE_DRAW:
        raise MissingCardsError("save_missing_fates", card_set="golems")
    golem_leaders = sum(leader.set == "golems" for leader in db.leaders)
    if golem_leaders < LEADER_POOLS[settings.players][1]:
        raise MissingCardsError("save_missing_golems", card_set="golems")


def load_game(path: str | os.PathLike) -> SavedGame:
    """Read, check and replay a save; every problem is a SaveFormatError naming the file."""
    path = Path(path)
    try:
        saved = SavedGame.from_data(read_json(path))
        replay(saved)
    except SaveFormatError as exc:
        # the same kind of refusal (a missing card set keeps its set), naming the file
        raise type(exc)("save_cannot_load", **{**exc.values, "path": _shown_path(path), "why": exc}) from exc
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
