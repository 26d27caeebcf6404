"""Reading the German card texts and names of `cards/de/`, as strictly as the cards themselves.

The German lives apart from the rules data, in three files of the folder's `de/` subfolder:
`names.yaml` (every card's German display name with its grammar, and each leader's title), `texts.yaml`
(every ability text) and `choices.yaml` (the words an ability itself shows: the labels of a
`choose_one`'s branches and a `name_faction`'s hint, each English text to its German). Each
is a mapping from an English card file's name (a section) to that file's card ids. A
section whose card file the folder lacks is left out (a folder may leave a module out); a
section of a card file that is read must name exactly that file's cards (in `choices.yaml`,
exactly those whose ability shows words). The files are not part of the card data's
fingerprint: a translation changes no rule, so saved games stay valid when it is corrected.

A name is either a text, a proper name never declined ("Keen Koi", a leader's "Lemron"), or a
mapping of its `name`, its `gender` (m, f, n, pl) and its `noun` in the four cases
(nominative, accusative, dative, genitive; one text when they are all alike), whatever
follows the noun included: the words before the noun are one adjective in the nominative
without article ("Blühender" of "Blühender Beutel"), and the sentences decline it
(`engine/words/german_grammar.py`).
"""

from dataclasses import dataclass, field
from importlib.resources.abc import Traversable
from string import Formatter
from typing import Any

from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.data.card_files import read_card_file
from hidden_leaders_qt.engine.data.parsing import CardDataError
from hidden_leaders_qt.engine.rules.steps import NameFaction
from hidden_leaders_qt.engine.words.german_grammar import CASES, GENDERS, GermanNoun, adjective_ending
from hidden_leaders_qt.engine.words.problem_words import said

GERMAN_FOLDER = "de"
NAMES_FILE = "names.yaml"
TEXTS_FILE = "texts.yaml"
CHOICES_FILE = "choices.yaml"
HINT_FIELDS = NameFaction.HINT_FIELDS
"""The placeholders a `name_faction` hint may use, in German as in English."""
MAX_NAME_CHARS = 60  # the longest German name is about 30 characters
MAX_TEXT_CHARS = 400  # the longest German ability text is about 260 characters
LEADERS_FILE = "leaders.yaml"
LEADER_NAME_KEYS = ("name", "title")
GRAMMAR_KEYS = {"name", "gender", "noun"}


@dataclass
class GermanCards:
    """The German of every card, by card id: empty when the folder has no `de/`."""

    names: dict[str, str] = field(default_factory=dict)
    grammar: dict[str, GermanNoun] = field(default_factory=dict)
    """Each card's name as German declines it (a proper name is never declined)."""
    titles: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    choices: dict[str, str] = field(default_factory=dict)
    """Each branch label and faction hint of an ability, English to German."""


def ability_words(ability: Any) -> list[str]:
    """The words an ability shows by itself: its `choose_one` branch labels and its
    `name_faction` hints, in the order they are written (the ability is already checked)."""
    words: list[str] = []
    seen: set[int] = set()

    def walk(node: Any) -> None:
        if id(node) in seen:
            return
        seen.add(id(node))
        if isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, dict):
            branches = (
                node.get("choose_one", {}).get("branches", []) if isinstance(node.get("choose_one"), dict) else []
            )
            words.extend(branch["label"] for branch in branches)
            hint = node["name_faction"].get("hint") if isinstance(node.get("name_faction"), dict) else None
            if isinstance(hint, str):
                words.append(hint)
            for value in node.values():
                walk(value)

    walk(ability)
    return list(dict.fromkeys(words))


def read_german(
    directory: Traversable,
    named: dict[str, list[str]],
    texted: dict[str, list[str]],
    worded: dict[str, dict[str, list[str]]],
) -> GermanCards:
    """The German of the cards read from `directory`.

    `named` maps each card file read to the ids of its cards that have a name, `texted` to
    those that have an ability text, `worded` to the cards whose ability shows words of its
    own (see `ability_words`), with those words. Without a `de/` subfolder there is no German
    (the English is shown instead); with one, every card must have its German."""
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
                    raise CardDataError(where, card_id, "name", said("de_leader_entry"))
                german.names[card_id] = _text(NAMES_FILE, card_id, "name", entry["name"], MAX_NAME_CHARS)
                german.grammar[card_id] = GermanNoun.proper(german.names[card_id])
                german.titles[card_id] = _text(NAMES_FILE, card_id, "title", entry["title"], MAX_NAME_CHARS)
            else:
                german.names[card_id], german.grammar[card_id] = _grammar(card_id, entry)
    texts = _sections(folder, TEXTS_FILE, texted)
    for section, ids in texted.items():
        for card_id in ids:
            german.texts[card_id] = _text(TEXTS_FILE, card_id, "text", texts[section][card_id], MAX_TEXT_CHARS)
    choices = _sections(folder, CHOICES_FILE, {section: list(cards) for section, cards in worded.items()})
    for section, cards in worded.items():
        for card_id, words in cards.items():
            _add_choices(german, card_id, words, choices[section][card_id])
    return german


def _grammar(card_id: str, entry: Any) -> tuple[str, GermanNoun]:
    """A card's German name with its grammar: a proper name, or name, gender and noun."""
    where = f"{GERMAN_FOLDER}/{NAMES_FILE}"
    if isinstance(entry, str):
        name = _text(NAMES_FILE, card_id, "name", entry, MAX_NAME_CHARS)
        return name, GermanNoun.proper(name)
    if not isinstance(entry, dict) or set(entry) != GRAMMAR_KEYS:
        raise CardDataError(where, card_id, "name", said("de_name_entry"))
    name = _text(NAMES_FILE, card_id, "name", entry["name"], MAX_NAME_CHARS)
    if entry["gender"] not in GENDERS:
        raise CardDataError(where, card_id, "gender", said("de_gender", known=", ".join(GENDERS)))
    raw = entry["noun"]
    forms = [raw] * len(CASES) if isinstance(raw, str) else raw
    if not isinstance(forms, list) or len(forms) != len(CASES) or not all(isinstance(f, str) for f in forms):
        raise CardDataError(where, card_id, "noun", said("de_cases"))
    if any(form != form.strip() or len(form) > MAX_NAME_CHARS for form in forms):
        raise CardDataError(where, card_id, "noun", said("de_noun_spaces"))
    head = forms[0]
    if head and name != head and not name.endswith(" " + head):
        raise CardDataError(where, card_id, "noun", said("de_noun_end", name=shown(name), noun=shown(head)))
    before = name[: len(name) - len(head)].rstrip(" ") if head else name
    ending = adjective_ending(entry["gender"])
    if " " in before or (before and not before.endswith(ending)):
        problem = said("de_adjective", found=shown(before), ending=ending)
        raise CardDataError(where, card_id, "name", problem)
    return name, GermanNoun(entry["gender"], (forms[0], forms[1], forms[2], forms[3]), before.removesuffix(ending))


def _add_choices(german: GermanCards, card_id: str, words: list[str], entry: Any) -> None:
    """One card's words, each English text given its German, with no other key."""
    where = f"{GERMAN_FOLDER}/{CHOICES_FILE}"
    if not isinstance(entry, dict):
        raise CardDataError(where, card_id, "text", said("de_text_mapping"))
    for english in entry:
        if english not in words:
            raise CardDataError(where, card_id, "text", said("de_no_label", found=shown(english)))
    for english in words:
        if english not in entry:
            raise CardDataError(where, card_id, "text", said("de_no_german", found=shown(english)))
        text = _text(CHOICES_FILE, card_id, "text", entry[english], MAX_TEXT_CHARS)
        try:
            fields = {name for _, name, _, _ in Formatter().parse(text) if name is not None}
        except ValueError as error:
            raise CardDataError(where, card_id, "text", said("card_hint_template", why=error)) from None
        if fields - HINT_FIELDS:
            names, known = ", ".join(sorted(fields - HINT_FIELDS)), ", ".join(sorted(HINT_FIELDS))
            raise CardDataError(where, card_id, "text", said("card_placeholder", names=names, known=known))
        if german.choices.get(english, text) != text:
            raise CardDataError(where, card_id, "text", said("de_other_german", found=shown(english)))
        german.choices[english] = text


def _sections(folder: Traversable, file: str, expected: dict[str, list[str]]) -> dict[str, dict]:
    """The file's sections of the card files read, each holding exactly their cards' ids."""
    where = f"{GERMAN_FOLDER}/{file}"
    path = folder.joinpath(file)
    if not path.is_file():
        raise CardDataError(where, "(none)", "(file)", said("de_file_missing", file=file))
    try:
        data, _raw = read_card_file(path)
    except CardDataError as error:
        raise CardDataError(where, error.card, error.field, error.said) from None
    if not isinstance(data, dict):
        raise CardDataError(where, "(file)", "(file)", said("de_sections"))
    for section, ids in expected.items():
        entries = data.get(section)
        if not isinstance(entries, dict):
            raise CardDataError(where, "(file)", section, said("de_section_ids"))
        known = set(ids)
        for card_id in entries:
            if card_id not in known:
                raise CardDataError(
                    where, str(card_id), "id", said("de_no_card", found=shown(card_id), section=section)
                )
        for card_id in ids:
            if card_id not in entries:
                field_name = "name" if file == NAMES_FILE else "text"
                raise CardDataError(where, card_id, field_name, said("de_missing"))
    for section in data:
        if not isinstance(section, str) or not section.endswith(".yaml"):
            raise CardDataError(where, "(file)", str(section), said("de_section_name"))
    return data


def _text(file: str, card_id: str, field_name: str, value: Any, limit: int) -> str:
    where = f"{GERMAN_FOLDER}/{file}"
    if not isinstance(value, str) or not value.strip():
        raise CardDataError(where, card_id, field_name, said("card_text", found=shown(value)))
    if len(value) > limit:
        raise CardDataError(where, card_id, field_name, said("de_long", most=limit, count=len(value)))
    if value != value.strip() or any(not char.isprintable() for char in value):
        raise CardDataError(where, card_id, field_name, said("de_printable"))
    return value
