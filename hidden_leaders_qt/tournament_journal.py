"""A tournament's finished games, one line each, so an interrupted run picks up where it stopped.

Cells of the strength benchmark take hours on two cores: losing them to a closed laptop or
an end of session would make them impossible to finish. The first line names the
tournament (players, bots, the knobs of the search levels among them, budget, modules and
deals); a journal of another tournament, or of a level since retuned, is refused, not mixed
in. A line cut short by the interruption is dropped and its game played again.
"""

import json
import os
from pathlib import Path

from hidden_leaders_qt.tournament_record import GameRecord

FORMAT = "hidden-leaders-tournament-journal"
MAX_JOURNAL_BYTES = 512 * 1024 * 1024
QUOTED = 60


class JournalError(ValueError):
    """A journal that cannot be used for this tournament, said in words."""


class Journal:
    """Appends each finished game of one tournament to `path`; `done` holds those already played."""

    def __init__(self, path: Path, header: dict) -> None:
        self.path = path
        self.header = {"format": FORMAT, **header}
        self.done: dict[str, GameRecord] = {}
        if path.exists():
            self._read()
        else:
            with path.open("w", encoding="utf-8") as file:
                file.write(json.dumps(self.header) + "\n")

    def _read(self) -> None:
        size = self.path.stat().st_size
        if size > MAX_JOURNAL_BYTES:
            raise JournalError(f"{self.path}: {size} bytes is more than a journal holds ({MAX_JOURNAL_BYTES})")
        lines = self.path.read_bytes().splitlines(keepends=True)
        first = lines[0].decode("utf-8", errors="replace") if lines else ""
        try:
            found = json.loads(first)
        except json.JSONDecodeError:
            found = None
        if not isinstance(found, dict) or found.get("format") != FORMAT:
            raise JournalError(f"{self.path} is not a tournament journal (it starts {first[:QUOTED]!r})")
        if found != self.header:
            different = sorted(
                key for key in self.header.keys() | found.keys() if found.get(key) != self.header.get(key)
            )
            raise JournalError(
                f"{self.path} belongs to another tournament (it differs in {', '.join(different)}); "
                "give another --journal file or remove this one"
            )
        good_end = len(lines[0])
        for line in lines[1:]:
            entry = _entry(line) if line.endswith(b"\n") else None
            if entry is None:
                break  # the run stopped while writing this line: what follows cannot be trusted
            self.done[entry[0]] = entry[1]
            good_end += len(line)
        if good_end < size:
            with self.path.open("r+b") as file:
                file.truncate(good_end)

    def add(self, key: str, record: GameRecord) -> None:
        self.done[key] = record
        with self.path.open("a", encoding="utf-8") as file:
            file.write(json.dumps({"key": key, "record": record.to_data()}) + "\n")
            file.flush()
            os.fsync(file.fileno())


def _entry(line: bytes) -> tuple[str, GameRecord] | None:
    try:
        data = json.loads(line)
        return str(data["key"]), GameRecord.from_data(data["record"])
    except (UnicodeDecodeError, KeyError, TypeError, ValueError):
        return None
