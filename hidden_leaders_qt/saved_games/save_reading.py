"""The strict reader of a save's file: only a regular file of a save's size, UTF-8 JSON of
exactly the keys and types the format has (see `saves`); every problem a `SaveFormatError` of
its kind, quoting at most a short escaped excerpt of what the file holds."""

import errno
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TypeGuard

from hidden_leaders_qt.engine import Option, Settings
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.core.settings import MODULE_OPTIONS, OPTION_NEEDS
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, read_regular
from hidden_leaders_qt.engine.words.problem_words import Number, Said, said
from hidden_leaders_qt.language import language
from hidden_leaders_qt.saved_games.save_errors import NotASaveError, UnreadableFileError
from hidden_leaders_qt.seat_names import name_key, name_problem, tidy_name

FORMAT = "hidden-leaders-save"
SEAT_KINDS = ("human", "random", "easy", "medium", "hard", "expert")
# spelled out rather than derived from Settings, so a new setting is a deliberate format change
SETTINGS_TYPES = {
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
# how long an excerpt of a file's text a message quotes
EXCERPT_CHARACTERS = 40
# what Python's JSON reader finds wrong, as the kind of problem that says it in every language
JSON_REASONS = {
    "Expecting value": "json_expecting_value",
    "Expecting ',' delimiter": "json_expecting_comma",
    "Expecting ':' delimiter": "json_expecting_colon",
    "Expecting property name enclosed in double quotes": "json_expecting_name",
    "Unterminated string starting at": "json_unterminated",
    "Invalid control character at": "json_control",
    "Invalid \\escape": "json_escape",
    "Invalid \\uXXXX escape": "json_escape",
    "Extra data": "json_extra",
}


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: a person or a computer opponent of some strength."""

    name: str
    kind: str


def _read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing anything that is not a regular file of a save's size before
    reading it (a FIFO would block, a device or a huge file would fill the memory)."""
    try:
        return read_regular(path, MAX_SAVE_BYTES)
    except UnusableFileError as exc:
        if exc.errno == errno.EFBIG:
            size = Number((exc.size or MAX_SAVE_BYTES + 1) / 1024 / 1024)
            raise NotASaveError("save_too_big", size=size, limit=MAX_SAVE_BYTES // 1024 // 1024) from exc
        if exc.errno in (errno.EISDIR, errno.EINVAL, errno.EPERM):
            raise NotASaveError("save_file_reason", why=exc.reason) from exc
        raise UnreadableFileError("save_unreadable", why=exc.reason) from exc


def read_json(path: Path) -> object:
    try:
        text = _read_bytes(path).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise NotASaveError("save_not_utf8", byte=exc.start) from exc
    if not text.strip():
        raise NotASaveError("save_empty")
    # a save cut short is damaged; any other text that is no JSON is not a save at all
    unreadable = SaveFormatError if _looks_like_a_save(text) else NotASaveError
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        why = said(JSON_REASONS[exc.msg]) if exc.msg in JSON_REASONS else exc.msg
        raise unreadable("save_not_json", line=exc.lineno, column=exc.colno, why=why) from exc
    except (ValueError, RecursionError) as exc:
        raise unreadable("save_not_a_document", why=type(exc).__name__) from exc


def _looks_like_a_save(text: str) -> bool:
    """Whether the text begins as save_game begins a file: an object naming the format."""
    start = text[:200].lstrip()
    return start.startswith("{") and f'"format": "{FORMAT}"' in start


def check_mapping(data: object, keys: set[str], where: object, optional: frozenset[str] = frozenset()) -> dict:
    """`data` itself once it is a JSON object with the keys `keys` (`optional` may be left out);
    `where` names it in a message (a JSON path, or a `Said` such as the save itself)."""
    if not isinstance(data, dict):
        raise SaveFormatError("save_expected_object", where=where, found=json_type(data))
    missing = keys - optional - data.keys()
    if missing:
        raise SaveFormatError("save_missing_key", where=where, keys=", ".join(sorted(missing)))
    extra = data.keys() - keys
    if extra:
        plain = [key if key.isidentifier() and len(key) <= EXCERPT_CHARACTERS else shown(key) for key in extra]
        listed: object = ", ".join(sorted(plain)[:3])
        if len(extra) > 3:
            listed = said("save_more_keys", keys=listed, more=len(extra) - 3)
        raise SaveFormatError("save_unexpected_key", where=where, keys=listed)
    return data


def settings_from_data(found: object) -> Settings:
    data = {key: False for key in MODULE_OPTIONS} | check_mapping(
        found, set(SETTINGS_TYPES), "settings", frozenset(MODULE_OPTIONS)
    )
    for key, kind in SETTINGS_TYPES.items():
        value = data[key]
        if not (is_int(value) if kind is int else isinstance(value, kind)):
            expected = said("an_integer" if kind is int else "true_or_false")
            raise SaveFormatError("save_expected_value", where=f"settings.{key}", expected=expected, found=shown(value))
    if not 2 <= data["players"] <= 6:
        raise SaveFormatError("save_players", found=data["players"])
    for option, needs in OPTION_NEEDS.items():
        missing = [need for need in needs if not data[need]]
        if data[option] and missing:
            title, both, also = said(f"option_{option}"), _listed(list(needs)), _listed(missing)
            raise SaveFormatError("save_option_needs", title=title, needs=both, missing=also)
    return Settings.from_data(data)


def _listed(options: list[str]) -> object:
    """The options' titles as "A and B", in the language they are read in."""
    last = said(f"option_{options[-1]}")
    return said("save_listed", first=_listed(options[:-1]), last=last) if len(options) > 1 else last


def seats_from_data(data: object, players: int) -> list[SeatConfig]:
    if not isinstance(data, list):
        raise SaveFormatError("save_expected_list", where="seats", found=json_type(data))
    if len(data) != players:
        raise SaveFormatError("save_seat_count", count=len(data), players=players)
    seats = []
    first_with_name: dict[str, int] = {}
    for i, seat in enumerate(data):
        where = f"seats[{i}]"
        check_mapping(seat, {"name", "kind"}, where)
        if not isinstance(seat["name"], str):
            raise SaveFormatError("save_expected_string", where=f"{where}.name", found=json_type(seat["name"]))
        name = tidy_name(seat["name"])
        if name_problem(name) is not None:
            # the name itself is not shown: it may be huge or turn the message around
            raise SaveFormatError("save_bad_name", where=f"{where}.name", problem=_NameProblem(name))
        if name_key(name) in first_with_name:
            other = first_with_name[name_key(name)]
            raise SaveFormatError("save_same_name", where=f"{where}.name", name=shown(name), other=other)
        first_with_name[name_key(name)] = i
        if seat["kind"] not in SEAT_KINDS:
            expected = " | ".join(SEAT_KINDS)
            raise SaveFormatError("save_seat_kind", where=f"{where}.kind", found=shown(seat["kind"]), expected=expected)
        seats.append(SeatConfig(name, seat["kind"]))
    return seats


def decisions_from_data(data: object) -> list[Option]:
    if not isinstance(data, list):
        raise SaveFormatError("save_expected_list", where="decisions", found=json_type(data))
    if len(data) > MAX_DECISIONS:
        raise SaveFormatError("save_decision_count", count=len(data), most=MAX_DECISIONS)
    options = []
    for number, item in enumerate(data, 1):
        well_formed = (
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], str)
            and isinstance(item[1], list)
            and all(is_int(arg) or isinstance(arg, str) for arg in item[1])
        )
        if not well_formed:
            raise SaveFormatError("save_decision_form", number=number, found=shown(item))
        options.append(Option.from_data(item))
    return options


def is_int(value: object) -> TypeGuard[int]:
    """JSON integers only: Python's bool is an int, but `true` is not a number in a save."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_iso_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def shown(value: object) -> str:
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
    if is_int(value):
        return str(value) if abs(value) < 10**room else str(said("a_very_large_number"))
    return json.dumps(value)


def _escaped(character: str) -> str:
    if character.isprintable() and character not in '"\\':
        return character
    return json.dumps(character)[1:-1]


def json_type(value: object) -> Said:
    """What kind of JSON value `value` is, in words of the language it is read in."""
    names = {dict: "json_object", list: "json_list", str: "json_string", bool: "json_boolean", type(None): "json_null"}
    return said(names.get(type(value), "json_number"))


class _NameProblem:
    """Why a seat's name cannot be, in the language it is read in (`seat_names` has the words)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return name_problem(self.name, language()) or ""
