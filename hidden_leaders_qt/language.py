"""The language texts are produced in now: the one place outside Qt that knows it.

Pure (no Qt), so the engine, the saves and the card texts read it when they make a text;
the window sets it at start-up and when Preferences change it.
"""

LANGUAGES = ("en", "de")
_current = "en"


def language() -> str:
    """The code of the language texts are produced in now ("en" by default)."""
    return _current


def set_language(code: str) -> None:
    """Make `code` (one of `LANGUAGES`) the language of every text produced from now on."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: expected one of {', '.join(LANGUAGES)}")
    _current = code
