"""What a seat may be called: one rule for the New Game dialog and for loading a save.

A name is shown on the table, in the log and in dialogs, so it must be short, visible and
unable to disturb the text around it: a control character breaks lines or is invisible,
and a text-direction control (an embedding, override or isolate) makes the rest of a log
line read backwards.
"""

import unicodedata

MAX_NAME_LENGTH = 24
TEXT_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# control characters, line and paragraph separators, and halves of UTF-16 pairs left alone
_CONTROL_CATEGORIES = frozenset({"Cc", "Zl", "Zp", "Cs"})


def name_problem(name: str) -> str | None:
    """Why `name` (already trimmed) cannot name a seat, as the end of a sentence about it
    ("is empty"), or None when it can."""
    if not name:
        return "is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"is longer than {MAX_NAME_LENGTH} characters ({len(name)})"
    for char in name:
        if char in TEXT_DIRECTION_CONTROLS:
            return f"contains a text-direction control character (U+{ord(char):04X})"
        if unicodedata.category(char) in _CONTROL_CATEGORIES:
            return f"contains a control character (U+{ord(char):04X})"
    return None
