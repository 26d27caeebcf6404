"""A tournament's finished games, one line each, so an interrupted run picks up where it stopped.

Cells of the strength benchmark take hours on two cores: losing them to a closed laptop or
an end of session would make them impossible to finish. The first line names the
tournament (players, bots, the knobs of the search levels among them, budget, modules and
deals); a journal of another tournament, or of a level since retuned, is refused, not mixed
in. A line cut short by the interruption is dropped and its game played again. A line
damaged otherwise (edited by hand, garbled on disk) is moved to a file beside the journal,
`NAME-damaged.jsonl`, and its game played again; the games on the lines after it are kept.
"""

import errno
import json
import os
from pathlib import Path

from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, open_regular, read_regular
from hidden_leaders_qt.saved_games.saves import write_atomically
from hidden_leaders_qt.tournaments.tournament_record import GameRecord

FORMAT = "hidden-leaders-tournament-journal"
MAX_JOURNAL_BYTES = 512 * 1024 * 1024
QUOTED = 60


class JournalError(ValueError):
    """A journal that cannot be used for this tournament, said in words."""


class Journal:
    """Appends each finished game of one tournament to `path`; `done` holds those already
    played. `expected` gives, by game key, the bots and tested seat of each game of the
    tournament: a line for another game is damaged. `notices` say what was set aside."""

    def __init__(self, path: Path, header: dict, expected: dict[str, tuple[list[str], int]] | None = None) -> None:
        self.path = path
        self.header = {"format": FORMAT, **header}
        self.expected = expected
        self.done: dict[str, GameRecord] = {}
        self.notices: list[str] = []
        if os.path.lexists(path):  # a pipe or a device too: refused by the guard, never created over
            self._read()
        else:
            with open_regular(path, "wb") as file:
                file.write(json.dumps(self.header).encode("utf-8") + b"\n")

    def _read(self) -> None:
        try:
            lines = read_regular(self.path, MAX_JOURNAL_BYTES).splitlines(keepends=True)
        except UnusableFileError as exc:
            if exc.errno != errno.EFBIG:
                raise  # a pipe, a device, a folder: said as the journal's problem
            raise JournalError(
                f"{self.path}: {exc.size} bytes is more than a journal holds ({MAX_JOURNAL_BYTES})"
            ) from exc
        first = lines[0].decode("utf-8", errors="replace") if lines else ""
        found = _json(first)
        if not isinstance(found, dict) or found.get("format") != FORMAT:
            raise JournalError(f"{self.path} is not a tournament journal (it starts {first[:QUOTED]!r})")
        if found != self.header:
            different = sorted(key for key in self.header if found.get(key) != self.header[key])
            if not found.keys() <= self.header.keys():
                different.append("fields of its own")
            raise JournalError(
                f"{self.path} belongs to another tournament (it differs in {', '.join(different)}); "
                "give another --journal file or remove this one"
            )
        kept, damaged = [lines[0]], []
        for number, line in enumerate(lines[1:], start=2):
            if not line.endswith(b"\n"):
                break  # the run stopped while writing its last line
            try:
                key, record = self._entry(line)
            except ValueError as problem:
                damaged.append((number, line, str(problem)))
                continue
            self.done[key] = record
            kept.append(line)
        if damaged:
            self._set_aside(damaged)
        if len(kept) < len(lines):
            write_atomically(self.path, b"".join(kept))

    def _entry(self, line: bytes) -> tuple[str, GameRecord]:
        """The game key and record of a journal line; ValueError saying why it is damaged."""
        data = _json(line)
        if data is None:
            raise ValueError("not JSON that can be read: garbled, or nested too deep")
        if not isinstance(data, dict) or set(data) != {"key", "record"} or not isinstance(data["key"], str):
            raise ValueError("not a game of a tournament journal")
        key = data["key"]
        if self.expected is not None and key not in self.expected:
            raise ValueError("a game that is not in this tournament")
        record = GameRecord.from_data(data["record"])
        if self.expected is not None and (record.kinds, record.tested_seat) != self.expected[key]:
            raise ValueError("its bots or tested seat are not those of its game")
        return key, record

    def _set_aside(self, damaged: list[tuple[int, bytes, str]]) -> None:
        """Append the damaged lines to the file beside the journal, and say so once."""
        aside = self.path.with_name(f"{self.path.stem}-damaged{self.path.suffix or '.jsonl'}")
        with open_regular(aside, "ab") as file:
            file.writelines(line for _, line, _ in damaged)
            file.flush()
            os.fsync(file.fileno())
        number, _, why = damaged[0]
        count = f"{len(damaged)} damaged lines" if len(damaged) > 1 else "a damaged line"
        again = "their games are" if len(damaged) > 1 else "its game is"
        self.notices.append(f"{self.path}: {count} (line {number}: {why}) moved to {aside.name}; {again} played again")

    def add(self, key: str, record: GameRecord) -> None:
        self.done[key] = record
        with open_regular(self.path, "ab") as file:
            file.write(json.dumps({"key": key, "record": record.to_data()}).encode("utf-8") + b"\n")
            file.flush()
            os.fsync(file.fileno())


def _json(line: bytes | str) -> object:
    """The JSON value of one line; None when it is not JSON or nests too deep to read."""
    try:
        return json.loads(line)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
