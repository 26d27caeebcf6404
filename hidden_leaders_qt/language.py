"""The language texts are produced in now: the one place outside Qt that knows it.

Pure (no Qt), so that the engine, the saves and the card data can read it when they
produce a text; the UI sets it at start-up and when the player changes it.
"""

LANGUAGES = ("en", "de")

_current = "en"


def language() -> str:
    """The code of the language texts are produced in now ("en" by default)."""
    return _current


def set_language(code: str) -> None:
    """Produce texts in `code` from now on; a code not in LANGUAGES is refused."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    _current = code
