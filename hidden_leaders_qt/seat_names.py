"""What a seat may be called: one rule for the New Game dialog and for loading a save.

A name is shown on the table, in the log and in dialogs, so it must be short, visible and
unable to disturb the text around it: a control character breaks lines or is invisible,
and a text-direction control (an embedding, override or isolate) makes the rest of a log
line read backwards. An invisible character (a zero-width space, a Hangul filler, the
blank Braille pattern, a tag character) would let two names that look the same differ,
or a name look empty; so would two ways of writing the same letter, which is why names
are compared in their compatibility form (`name_key`). Every kind of space (no-break,
ideographic, thin, em ...) is a plain space in a name, and a run of them one space
(`tidy_name`): "Ann" and "Ann\u3000", or "Ann Lee" and "Ann\u2003\u2003Lee", are one name.
"""

import re
import unicodedata

from hidden_leaders_qt.language import marked

MAX_NAME_LENGTH = 24
TEXT_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# control characters, line and paragraph separators, and halves of UTF-16 pairs left alone
_CONTROL_CATEGORIES = frozenset({"Cc", "Zl", "Zp", "Cs"})
# format characters (zero-width spaces and joiners, tags ...), private use, unassigned
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Co", "Cn"})
# characters that are letters or symbols to Unicode but show nothing: Hangul fillers, the
# blank Braille pattern, the combining grapheme joiner, Khmer inherent vowels
_BLANK_CHARACTERS = frozenset("\u3164\u115f\u1160\uffa0\u2800\u034f\u17b4\u17b5")
_VARIATION_SELECTORS = frozenset(map(chr, [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)]))
_ZERO_WIDTH_JOINER = "\u200d"


def tidy_name(text: str) -> str:
    """A name as typed or stored, as the table shows it: its spaces plain, single, and none at
    either end (line breaks and other control characters at the ends go too, as `strip` does)."""
    spaced = "".join(" " if unicodedata.category(char) == "Zs" else char for char in text)
    return re.sub(" {2,}", " ", spaced.strip())


def name_problem(name: str, code: str = "en") -> str | None:
    """Why `name` (already tidied, see `tidy_name`) cannot name a seat, as the end of a sentence about it
    ("is empty"; in German, with `code` "de", "ist leer"), or None when it can."""
    problem = _problem(name)
    if problem is None:
        return None
    words, number = problem
    return (marked(_GERMAN[words]) if code == "de" else words).format(number=number, most=MAX_NAME_LENGTH)


def _problem(name: str) -> tuple[str, int] | None:
    """The English words of the problem, and the number they name (a length, a character)."""
    if not name:
        return "is empty", 0
    if len(name) > MAX_NAME_LENGTH:
        return "is longer than {most} characters ({number})", len(name)
    if (problem := _character_problem(name)) is not None:
        return problem
    if not any(unicodedata.category(char)[0] in "LNPS" and char not in _BLANK_CHARACTERS for char in name):
        return "has no visible character", 0
    return None


def character_problem(text: str, code: str = "en") -> str | None:
    """Why `text` cannot be shown as written beside names (a leader's name or a phrase read
    from a file, say), by the characters a name may not hold; None when it can."""
    problem = _character_problem(text)
    if problem is None:
        return None
    words, number = problem
    return (marked(_GERMAN[words]) if code == "de" else words).format(number=number)


def _character_problem(text: str) -> tuple[str, int] | None:
    for i, char in enumerate(text):
        if char in TEXT_DIRECTION_CONTROLS:
            return "contains a text-direction control character (U+{number:04X})", ord(char)
        if unicodedata.category(char) in _CONTROL_CATEGORIES:
            return "contains a control character (U+{number:04X})", ord(char)
        if _invisible(text, i):
            return "contains an invisible character (U+{number:04X})", ord(char)
    return None


_GERMAN = {
    "is empty": "ist leer",
    "is longer than {most} characters ({number})": "ist länger als {most} Zeichen ({number})",
    "contains a text-direction control character (U+{number:04X})": (
        "enthält ein Textrichtungs-Steuerzeichen (U+{number:04X})"
    ),
    "contains a control character (U+{number:04X})": "enthält ein Steuerzeichen (U+{number:04X})",
    "contains an invisible character (U+{number:04X})": "enthält ein unsichtbares Zeichen (U+{number:04X})",
    "has no visible character": "hat kein sichtbares Zeichen",
}


def _invisible(name: str, i: int) -> bool:
    """Whether the character at `i` shows nothing. A joiner between two emoji and a
    variation selector after one are part of the emoji (👩‍🚀, ❤️), and allowed there."""
    char = name[i]

    def symbol(j: int) -> bool:
        return 0 <= j < len(name) and unicodedata.category(name[j]) in ("So", "Sk")

    if char == _ZERO_WIDTH_JOINER:
        return not (symbol(i - 1) or name[i - 1 : i] in _VARIATION_SELECTORS) or not symbol(i + 1)
    if char in _VARIATION_SELECTORS:
        return not symbol(i - 1)
    return char in _BLANK_CHARACTERS or unicodedata.category(char) in _INVISIBLE_CATEGORIES


def name_key(name: str) -> str:
    """What two names are compared by: the same letters written two ways (a full-width
    Ｍ and an M, a no-break and an ordinary space) and in either case are one name."""
    return unicodedata.normalize("NFKC", name).casefold()
