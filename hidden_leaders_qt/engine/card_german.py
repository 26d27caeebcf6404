"""Reading the German card texts and names of `cards/de/`, as strictly as the cards themselves.

The German lives apart from the rules data, in two files of the folder's `de/` subfolder:
`names.yaml` (every card's German display name, and each leader's title) and `texts.yaml`
(every ability text). Each is a mapping from an English card file's name (a section) to
that file's card ids. A section whose card file the folder lacks is left out (a folder may
leave a module out); a section of a card file that is read must name exactly that file's
cards. The files are not part of the card data's fingerprint: a translation changes no rule,
so saved games stay valid when it is corrected.
"""

from dataclasses import dataclass, field
from importlib.resources.abc import Traversable
from typing import Any

from hidden_leaders_qt.engine.card_files import read_card_file
from hidden_leaders_qt.engine.errors import shown
from hidden_leaders_qt.engine.parsing import CardDataError

GERMAN_FOLDER = "de"
NAMES_FILE = "names.yaml"
TEXTS_FILE = "texts.yaml"
MAX_NAME_CHARS = 60  # the longest German name is about 30 characters
MAX_TEXT_CHARS = 400  # the longest German ability text is about 260 characters
LEADERS_FILE = "leaders.yaml"
LEADER_NAME_KEYS = ("name", "title")


@dataclass
class GermanCards:
    """The German of every card, by card id: empty when the folder has no `de/`."""

    names: dict[str, str] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)


def read_german(directory: Traversable, named: dict[str, list[str]], texted: dict[str, list[str]]) -> GermanCards:
    """The German of the cards read from `directory`.

    `named` maps each card file read to the ids of its cards that have a name, `texted` to
    those that have an ability text. Without a `de/` subfolder there is no German (the
    English is shown instead); with one, every card must have its German."""
    german = GermanCards()
    folder = directory.joinpath(GERMAN_FOLDER)
    if not folder.is_dir():
        return german
    names = _sections(folder, NAMES_FILE, named)
    for section, ids in named.items():
        for card_id in ids:
            entry = names[section][card_id]
            if section == LEADERS_FILE:
                where = f"{GERMAN_FOLDER}/{NAMES_FILE}"
                if not isinstance(entry, dict) or set(entry) != set(LEADER_NAME_KEYS):
                    raise CardDataError(where, card_id, "name", "a leader needs a mapping of name and title")
                german.names[card_id] = _text(NAMES_FILE, card_id, "name", entry["name"], MAX_NAME_CHARS)
                german.titles[card_id] = _text(NAMES_FILE, card_id, "title", entry["title"], MAX_NAME_CHARS)
            else:
                german.names[card_id] = _text(NAMES_FILE, card_id, "name", entry, MAX_NAME_CHARS)
    texts = _sections(folder, TEXTS_FILE, texted)
    for section, ids in texted.items():
        for card_id in ids:
            german.texts[card_id] = _text(TEXTS_FILE, card_id, "text", texts[section][card_id], MAX_TEXT_CHARS)
    return german


def _sections(folder: Traversable, file: str, expected: dict[str, list[str]]) -> dict[str, dict]:
    """The file's sections of the card files read, each holding exactly their cards' ids."""
    where = f"{GERMAN_FOLDER}/{file}"
    path = folder.joinpath(file)
    if not path.is_file():
        raise CardDataError(where, "(none)", "(file)", f"the German {file} is missing from the de folder")
    try:
        data, _raw = read_card_file(path)
    except CardDataError as error:
        raise CardDataError(where, error.card, error.field, error.problem) from None
    if not isinstance(data, dict):
        raise CardDataError(where, "(file)", "(file)", "expected a mapping of card files to their cards")
    for section, ids in expected.items():
        entries = data.get(section)
        if not isinstance(entries, dict):
            raise CardDataError(where, "(file)", section, "expected a mapping of the file's card ids")
        known = set(ids)
        for card_id in entries:
            if card_id not in known:
                raise CardDataError(where, str(card_id), "id", f"no card {shown(card_id)} in {section}")
        for card_id in ids:
            if card_id not in entries:
                field_name = "text" if file == TEXTS_FILE else "name"
                raise CardDataError(where, card_id, field_name, "missing: every card needs its German")
    for section in data:
        if not isinstance(section, str) or not section.endswith(".yaml"):
            raise CardDataError(where, "(file)", str(section), "a section is named by a card file, as leaders.yaml")
    return data


def _text(file: str, card_id: str, field_name: str, value: Any, limit: int) -> str:
    where = f"{GERMAN_FOLDER}/{file}"
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(where, card_id, field_name, f"expected a non-empty text, got {shown(value)}")
    if len(value) > limit:
        raise CardDataError(where, card_id, field_name, f"longer than {limit} characters ({len(value)})")
    if value != value.strip() or any(not char.isprintable() for char in value):
        raise CardDataError(where, card_id, field_name, "a text of printable characters without spaces at its ends")
    return value
