"""The history of finished games, kept in the user data folder beside the autosave.

Every game that ends in the window becomes one `GameRecord`: when it ended, who sat where
(names and kinds), the options, who won and how it was decided, each seat's leader, the
turns, the time played, and the whole game as a save (settings, seats, decisions), so that
it can be replayed and its log written out again.

File format: `history.jsonl`, UTF-8 JSON Lines. The first line is the header
``{"format": "hidden-leaders-history", "version": 1}``; every other line is one record::

    {"key": "3f1c…",                       # hash of settings + decisions: one game, one record
     "finished_at": "2026-11-26T23:40:00+00:00", "seconds": 754, "turns": 12,
     "winning_faction": "undead", "winner": 2,   # seat, or null when nobody was aligned
     "aligned": [0, 2], "decided_by": "both markers in the war area; most heroes",
     "leaders": [{"name": "Sister of Sorrow", "factions": ["undead", "water_folk"]}, …],
     "game": {…}}                          # the save document of `saves.SavedGame.to_data`

The key is trusted as written (recomputing it would mean reading every decision); the
decisions are checked when a game is replayed or its log exported.

A record is appended as one line (synced), so a crash can cut only the line being written;
when the history outgrows `MAX_RECORDS` or `MAX_HISTORY_BYTES` it is rewritten atomically
without its oldest games. Reading is forgiving where it can be: a line that is not a
record (damaged, tampered, or holding a name or phrase with a control, text-direction or
invisible character, refused as a seat's name would be) is skipped and reported, the others
are kept, and the line stays in the file until the history outgrows its bounds: then the
damaged lines are moved into `history-damaged-TIME.jsonl` beside it, so that only games count
and no game goes for them. A write first removes the temporary files a killed rewrite left
behind. A file that is not a history at all
(no header, not text, far too big) is reported, renamed `history-damaged-TIME.jsonl` (never
deleted), and a new history begins. One lock serialises this process's writers; two copies
of the program writing at the same moment are not guarded against.
"""

import errno
import hashlib
import json
import os
import re
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.core.game import Game
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, open_regular, read_regular
from hidden_leaders_qt.engine.rules.scoring import GameResult
from hidden_leaders_qt.language import language
from hidden_leaders_qt.records.record_words import say
from hidden_leaders_qt.saved_games.saves import (
    MAX_DECISIONS,
    MAX_SAVE_BYTES,
    SavedGame,
    SeatConfig,
    _remove_stale_temporaries,
    autosave_path,
    write_atomically,
)
from hidden_leaders_qt.seat_names import character_problem

FORMAT = "hidden-leaders-history"
VERSION = 1
HISTORY_NAME = "history.jsonl"
# A game of a few hundred decisions makes a record of about 10 KB: 5,000 games fit in 64 MB.
MAX_RECORDS = 5_000
MAX_HISTORY_BYTES = 64 * 1024 * 1024
# a record holds one save, and a save is never bigger
MAX_RECORD_BYTES = MAX_SAVE_BYTES + 64 * 1024
# hours of play recorded at most (a window left open for days is not a longer game)
MAX_SECONDS = 7 * 24 * 3600
HEADER = {"format": FORMAT, "version": VERSION}
_RECORD_KEYS = {
    "key",
    "finished_at",
    "seconds",
    "turns",
    "winning_faction",
    "winner",
    "aligned",
    "decided_by",
    "leaders",
    "game",
}
_KEY = re.compile("[0-9a-f]{32}")
_LINE_KEY = re.compile(rb'\{"key":"([0-9a-f]{32})"')
FACTIONS = ("undead", "water_folk", "imperial_army", "hill_tribes", "golems")
_LOCK = threading.Lock()


class HistoryError(ValueError):
    """A line of the history that is not a record, saying why."""


@dataclass(frozen=True)
class SeatLeader:
    """The leader a seat held, with the factions it was aligned with."""

    name: str
    factions: tuple[str, ...]


@dataclass(frozen=True)
class GameRecord:
    """One finished game, as the History window lists it and Statistics counts it."""

    key: str
    finished_at: datetime
    seconds: int
    turns: int
    winning_faction: str
    winner: int | None
    aligned: tuple[int, ...]
    decided_by: str
    leaders: tuple[SeatLeader, ...]
    seats: tuple[SeatConfig, ...]
    settings: Settings
    game_data: dict = field(compare=False, repr=False)
    """The save document of the whole game (`SavedGame.to_data`)."""

    @property
    def players(self) -> int:
        return len(self.seats)

    @cached_property
    def game(self) -> SavedGame:
        """The whole game, its decisions read when first asked for: checking 5,000 games'
        decisions each time the history is read would take seconds. SaveFormatError when
        they are damaged."""
        return SavedGame.from_data(self.game_data)

    def to_data(self) -> dict:
        return {
            "key": self.key,
            "finished_at": self.finished_at.isoformat(timespec="seconds"),
            "seconds": self.seconds,
            "turns": self.turns,
            "winning_faction": self.winning_faction,
            "winner": self.winner,
            "aligned": list(self.aligned),
            "decided_by": self.decided_by,
            "leaders": [{"name": leader.name, "factions": list(leader.factions)} for leader in self.leaders],
            "game": self.game_data,
        }

    @classmethod
    def from_data(cls, data: object) -> "GameRecord":
        """A record from its line's JSON data; HistoryError saying what is wrong otherwise.
        The game's settings and seats are checked here, its decisions when it is replayed."""
        if not isinstance(data, dict) or set(data) != _RECORD_KEYS:
            raise HistoryError(say("not a game record (its keys are not a record's)"))
        game = data["game"]
        if not isinstance(game, dict) or not isinstance(game.get("decisions"), list):
            raise HistoryError(say("its game is not a saved game"))
        if len(game["decisions"]) > MAX_DECISIONS:
            raise HistoryError(say("its game is longer than a game can be"))
        try:
            setup = SavedGame.from_data({**game, "decisions": []})
        except SaveFormatError as exc:
            raise HistoryError(say("its game is damaged: {why}", why=exc)) from exc
        players = len(setup.seats)
        key, finished, seconds, turns = data["key"], data["finished_at"], data["seconds"], data["turns"]
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise HistoryError(say("its key is not a key"))
        if not isinstance(finished, str) or _time(finished) is None:
            raise HistoryError(say("its time of finishing is not a date"))
        if not _count(seconds, MAX_SECONDS) or not _count(turns, 100_000):
            raise HistoryError(say("its length or turns are not sensible numbers"))
        winner, aligned = data["winner"], data["aligned"]
        if data["winning_faction"] not in FACTIONS:
            raise HistoryError(say("its winning faction is unknown"))
        if not isinstance(aligned, list) or not all(_count(seat, players - 1) for seat in aligned):
            raise HistoryError(say("its aligned seats are not seats of the game"))
        if not (winner is None or (_count(winner, players - 1) and winner in aligned)):
            raise HistoryError(say("its winner is not an aligned seat of the game"))
        if not isinstance(data["decided_by"], str) or len(data["decided_by"]) > 200:
            raise HistoryError(say("its explanation is not a short text"))
        if (why := character_problem(data["decided_by"], language())) is not None:
            raise HistoryError(say("its explanation {why}", why=why))
        return cls(
            key,
            _time(finished) or datetime.now(UTC),
            seconds,
            turns,
            data["winning_faction"],
            winner,
            tuple(aligned),
            data["decided_by"],
            _leaders_from_data(data["leaders"], players),
            tuple(setup.seats),
            setup.settings,
            game,
        )


def _leaders_from_data(data: object, players: int) -> tuple[SeatLeader, ...]:
    if not isinstance(data, list) or len(data) != players:
        raise HistoryError(say("its leaders are not one for each seat"))
    leaders = []
    for item in data:
        ok = (
            isinstance(item, dict)
            and set(item) == {"name", "factions"}
            and isinstance(item["name"], str)
            and 0 < len(item["name"]) <= 60
            and isinstance(item["factions"], list)
            and all(faction in FACTIONS for faction in item["factions"])
        )
        if not ok:
            raise HistoryError(say("a leader of it is not a leader's name and factions"))
        if (why := character_problem(item["name"], language())) is not None:
            raise HistoryError(say("a leader's name in it {why}", why=why))
        leaders.append(SeatLeader(item["name"], tuple(item["factions"])))
    return tuple(leaders)


def _count(value: object, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _time(text: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def game_key(saved: SavedGame) -> str:
    """The same game (settings and decisions) always has the same key, whoever records it
    and however often: the history holds it once."""
    text = json.dumps(
        {"settings": saved.settings.to_data(), "decisions": [option.to_data() for option in saved.decisions]},
        sort_keys=True,
        separators=(",", ":"),
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def decided_by(result: GameResult) -> str:
    """How the game was decided, in one short phrase: why the faction won, then why its seat.
    Kept in English in the history; `record_words.decided_by_words` says it when shown."""
    red, green = result.markers
    faction = {
        "undead": "both markers in the war area",
        "water_folk": "markers level" if red == green else "markers side by side",
        "imperial_army": "red marker ahead",
        "hill_tribes": "green marker ahead",
        "golems": "golem marker ahead",
    }[result.winning_faction]
    if result.winner is None:
        seat = "nobody aligned"
    elif len(result.aligned) == 1:
        seat = "only aligned leader"
    else:
        seat = ("most heroes", "tie-break: fewest heroes", "tie-break: leader number")[len(result.tie_breaks) - 1]
    return f"{faction}; {seat}"


def record_of(saved: SavedGame, state: Game, seconds: float, finished_at: datetime | None = None) -> GameRecord:
    """The record of a finished game: `state` is `saved` played to its end."""
    result = state.result
    if not state.is_over or result is None:
        raise ValueError("only a finished game is recorded")
    leaders = state.db.leaders
    return GameRecord(
        game_key(saved),
        finished_at or datetime.now(UTC),
        min(max(round(seconds), 0), MAX_SECONDS),
        state.turn,
        result.winning_faction,
        result.winner,
        tuple(result.aligned),
        decided_by(result),
        tuple(SeatLeader(leaders[i].name, tuple(leaders[i].factions)) for i in state.leaders),
        tuple(saved.seats),
        saved.settings,
        saved.to_data(),
    )


@dataclass
class HistoryLoad:
    """What reading the history found: its records, oldest first, and what went wrong."""

    records: list[GameRecord]
    problems: list[str] = field(default_factory=list)
    set_aside: Path | None = None


def history_path() -> Path:
    """The history file, in the autosave's folder (`saves.DATA_DIR_ENV` moves both)."""
    return autosave_path().with_name(HISTORY_NAME)


def load_history() -> HistoryLoad:
    """Every readable record; a damaged file is set aside (and reported), bad lines skipped."""
    with _LOCK:
        try:
            lines = _record_lines(history_path())
        except _Damaged as damage:
            return damage.found
        except OSError as exc:
            return HistoryLoad([], [say("The history cannot be read ({why}).", why=exc.strerror or exc)])
    records: list[GameRecord] = []
    skipped: list[str] = []
    seen: set[str] = set()
    for number, line in lines:
        try:
            record = _record_from_line(line)
        except HistoryError as exc:
            skipped.append(say("line {number}: {why}", number=number, why=exc))
            continue
        if record.key not in seen:
            seen.add(record.key)
            records.append(record)
    problems = []
    if skipped:
        shown = "; ".join(skipped[:3])
        if len(skipped) == 1:
            problems.append(say("The history has 1 damaged game record, left out ({lines}).", lines=shown))
        else:
            damaged = "The history has {count} damaged game records, left out ({lines})."
            problems.append(say(damaged, count=len(skipped), lines=shown))
    return HistoryLoad(records[-MAX_RECORDS:], problems)


class _Damaged(Exception):
    """The history file is not a history: it has been set aside, as `found` tells."""

    def __init__(self, found: HistoryLoad) -> None:
        super().__init__(found.problems[0])
        self.found = found


def _record_lines(path: Path) -> list[tuple[int, bytes]]:
    """The history's lines after its header, with their numbers, blank ones left out; [] when
    there is no history yet. A file that is no history is set aside (`_Damaged`); OSError
    when it cannot be read."""
    try:
        lines = read_regular(path, MAX_HISTORY_BYTES + MAX_RECORD_BYTES).split(b"\n")
    except UnusableFileError as exc:
        if exc.errno == errno.ENOENT:
            return []
        if exc.errno == errno.EFBIG:
            raise _Damaged(_set_aside(path, say("it is far larger than a history grows"))) from exc
        raise  # a pipe, a device, a folder: reported, never read nor set aside
    if not _is_header(lines[0]):
        raise _Damaged(_set_aside(path, say("it does not begin as a history of Hidden Leaders")))
    return [(number, line) for number, line in enumerate(lines[1:], 2) if line.strip()]


def _is_header(line: bytes) -> bool:
    try:
        return json.loads(line.decode("utf-8")) == HEADER
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False


def _record_from_line(line: bytes) -> GameRecord:
    if len(line) > MAX_RECORD_BYTES:
        raise HistoryError(say("too long to be a record"))
    try:
        data = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise HistoryError(say("not UTF-8 text")) from exc
    except (ValueError, RecursionError) as exc:
        raise HistoryError(say("not a JSON line, perhaps cut short")) from exc
    return GameRecord.from_data(data)


def _key_of(line: bytes) -> str | None:
    """The key a record's line begins with (`to_data` writes it first), without reading the
    rest: adding a game to 5,000 must not parse them all."""
    match = _LINE_KEY.match(line)
    return match[1].decode("ascii") if match else None


def _set_aside(path: Path, why: str) -> HistoryLoad:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    kept = path.with_name(f"history-damaged-{stamp}.jsonl")
    try:
        os.replace(path, kept)
    except OSError as exc:
        stuck = "The history is damaged ({why}) and could not be moved aside ({error})."
        return HistoryLoad([], [say(stuck, why=why, error=exc.strerror)])
    fresh = "The history was damaged ({why}); it is kept as {name}, and a new one begins."
    return HistoryLoad([], [say(fresh, why=why, name=kept.name)], kept)


def add_record(record: GameRecord) -> tuple[bool, list[str]]:
    """Append `record` unless the history has its game already; whether it was added, and
    what went wrong with the file before (a damaged history set aside). OSError when the
    history cannot be read or written: then nothing is changed."""
    with _LOCK:
        path = history_path()
        problems: list[str] = []
        try:
            lines = [line for _number, line in _record_lines(path)]
        except _Damaged as damage:
            if damage.found.set_aside is None:  # still in the way: not overwritten
                return False, damage.found.problems
            lines, problems = [], damage.found.problems
        if any(_key_of(line) == record.key for line in lines):
            return False, problems
        line = json.dumps(record.to_data(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if len(line) > MAX_RECORD_BYTES:
            return False, [*problems, say("The game is too long to be kept in the history.")]
        _remove_stale_temporaries(path.parent, path.name)
        if path.exists() and _within_bounds([*lines, line]):
            _append(path, line)
        else:
            problems += _rewrite(path, [*lines, line])
        return True, problems


def delete_record(key: str) -> None:
    """Remove one game from the history (rewritten atomically; every other line, even one
    that cannot be read, is kept as it was). OSError when it cannot be."""
    with _LOCK:
        path = history_path()
        try:
            lines = [line for _number, line in _record_lines(path)]
        except _Damaged:
            return
        _remove_stale_temporaries(path.parent, path.name)
        _rewrite(path, [line for line in lines if _key_of(line) != key])


def _append(path: Path, line: bytes) -> None:
    with open_regular(path, "r+b") as file:
        file.seek(0, os.SEEK_END)
        if file.tell() > 0:
            file.seek(-1, os.SEEK_END)
            ends_line = file.read(1) == b"\n"
            file.seek(0, os.SEEK_END)
            if not ends_line:  # a line cut short by a crash stays a line of its own
                file.write(b"\n")
        file.write(line + b"\n")
        file.flush()
        os.fsync(file.fileno())


def _within_bounds(lines: list[bytes]) -> bool:
    return len(lines) <= MAX_RECORDS and sum(len(line) + 1 for line in lines) <= MAX_HISTORY_BYTES


def _rewrite(path: Path, lines: list[bytes]) -> list[str]:
    """Write the header and `lines`, atomically, as `saves.save_game` writes a save: a crash
    leaves the old history whole. Beyond the bounds, the lines that are not games are first
    set aside (`_keep_damaged`), so that they never count and never push a game out, and
    then the oldest games go. What was set aside is told."""
    problems: list[str] = []
    if not _within_bounds(lines):
        games, damaged = _games_and_damage(lines)
        if damaged:
            kept = _keep_damaged(path, damaged)
            if len(damaged) == 1:
                problems.append(say("A damaged line of the history was moved out of it, into {name}.", name=kept.name))
            else:
                told = "The history's {count} damaged lines were moved out of it, into {name}."
                problems.append(say(told, count=len(damaged), name=kept.name))
        lines = []
        size = 0
        for line in reversed(games[-MAX_RECORDS:]):
            size += len(line) + 1
            if size > MAX_HISTORY_BYTES:
                break
            lines.append(line)
        lines.reverse()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = b"\n".join([json.dumps(HEADER).encode("utf-8"), *lines]) + b"\n"
    write_atomically(path, text)
    return problems


def _games_and_damage(lines: list[bytes]) -> tuple[list[bytes], list[bytes]]:
    """The lines that are game records, and those that are not, each in their order."""
    games: list[bytes] = []
    damaged: list[bytes] = []
    for line in lines:
        try:
            _record_from_line(line)
        except HistoryError:
            damaged.append(line)
        else:
            games.append(line)
    return games, damaged


def _keep_damaged(path: Path, lines: list[bytes]) -> Path:
    """Write the damaged `lines` to a new file beside the history, named as a damaged history
    is (`history-damaged-TIME.jsonl`), before they leave the history: nothing is lost. OSError
    when it cannot be written, and then the history is left as it was."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    kept = path.with_name(f"history-damaged-{stamp}.jsonl")
    write_atomically(kept, b"\n".join(lines) + b"\n")
    return kept
