"""The language texts are produced in, for the texts made outside Qt.

The engine's narration and option texts, the card texts, result explanations and the saves'
messages are made by pure code that must not import Qt; they read `language()` when they make
a text. The window sets it at start-up and when the person changes it (`ui/language/`), beside
Qt's translators for its own texts. A pure leaf module: it imports nothing of the program.
"""

LANGUAGES = ("en", "de")

_current = "en"


def language() -> str:
    """The language texts are produced in now: "en" until the window sets another."""
    return _current


def set_language(code: str) -> None:
    """Produce texts in `code` (one of LANGUAGES) from now on."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: one of {', '.join(LANGUAGES)}")
    _current = code
