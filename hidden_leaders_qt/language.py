"""The language texts are produced in now: the one place outside Qt that knows it.

Pure (no Qt), so the engine, the saves and the card texts read it when they make a text;
the window sets it at start-up and when Preferences change it.

Beside the languages a person may choose there is the pseudo language (`PSEUDO`): German's
tables with every text between marks and each word a third longer, ⟦so˜⟧, which the tests play
in (tests/test_pseudo_locale.py). A text on screen without its marks came from no language's
table and would stay English in German; a mark cut off is a text that does not fit a language
longer than German. Nobody is offered it.
"""

import re
from collections.abc import Callable
from functools import wraps
from typing import ParamSpec

LANGUAGES = ("en", "de")
PSEUDO = "pseudo"
OPEN, CLOSE = "\u27e6", "\u27e7"
# what makes each word of the pseudo language a third longer than its source: about a letter
# wide, and no letter, so the words stay the words they are
PAD = "\u02dc"
# what a translated text keeps as it is: placeholders ("{card}", "%1", "%n") and tags ("<b>");
# the words between them are marked, each run on its own
_KEPT = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%[0-9n]|<[^<>]*>")
_WORD = re.compile(r"[^\W\d_]", re.UNICODE)
_WORDS = re.compile(r"[^\W\d_]+", re.UNICODE)
P = ParamSpec("P")
_current = "en"
_pseudo = False


def language() -> str:
    """The code of the language texts are produced in now ("en" by default; the pseudo
    language's is "de", since its texts are German's)."""
    return _current


def set_language(code: str) -> None:
    """Make `code` (one of `LANGUAGES`, or `PSEUDO`) the language of every text produced from now on."""
    global _current, _pseudo
    if code not in (*LANGUAGES, PSEUDO):
        raise ValueError(f"unknown language {code!r}: expected one of {', '.join(LANGUAGES)}")
    _pseudo = code == PSEUDO
    _current = "de" if _pseudo else code


def language_code() -> str:
    """The code `set_language` was given last (the pseudo language's own), for another
    process to speak as this one does."""
    return PSEUDO if _pseudo else _current


def pseudo_text(text: str) -> str:
    """`text` as the pseudo language writes it: each run of words between its placeholders and
    markup between marks, the spaces around a run outside them, and every word a third longer
    (`PAD` after it), as a language longer than German would be; the breaks between words stay."""
    pieces, start = [], 0
    for kept in [*_KEPT.finditer(text), None]:
        end = kept.start() if kept else len(text)
        run = text[start:end]
        if _WORD.search(run):
            inner = run.strip()
            lead = run[: len(run) - len(run.lstrip())]
            pieces.append(f"{lead}{OPEN}{_longer(inner)}{CLOSE}{run[len(lead) + len(inner) :]}")
        else:
            pieces.append(run)
        if kept:
            pieces.append(kept.group())
            start = kept.end()
    return "".join(pieces)


def _longer(run: str) -> str:
    """`run` a third longer: each word padded by a third of its letters, the last by what the
    spaces and signs between them ask for too."""
    words = list(_WORDS.finditer(run))
    pads = [-(-len(word.group()) // 3) for word in words]
    pads[-1] += max(0, -(-len(run) // 3) - sum(pads))
    pieces, start = [], 0
    for word, pad in zip(words, pads, strict=True):
        pieces.append(run[start : word.end()] + PAD * pad)
        start = word.end()
    return "".join(pieces) + run[start:]


def percent(share: float) -> str:
    """A share (0.6) as a percentage the language of the moment writes: "60%"; German puts a
    narrow space that never breaks between the number and its sign, "60 %"."""
    whole = f"{share:.0%}"[:-1]
    return f"{whole}\u202f%" if _current == "de" else f"{whole}%"


def marked(text: str) -> str:
    """A text taken from a language's own table, as the language of the moment shows it:
    itself, or marked in the pseudo language."""
    return pseudo_text(text) if _pseudo else text


def marking(make: Callable[P, str]) -> Callable[P, str]:
    """`make`, a function that writes a text from a language's own words, with its text `marked`."""

    @wraps(make)
    def made(*args: P.args, **kwargs: P.kwargs) -> str:
        return marked(make(*args, **kwargs))

    return made
