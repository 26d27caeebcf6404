"""Typed errors raised by the engine."""

from hidden_leaders_qt.engine.words.problem_words import problem_text


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class SaidError(EngineError):
    """An error kept as data: its kind (a key of `problem_words.ENGLISH`) and its values, put
    into words each time it is read (`str`), in the language of that moment: the details a
    German window shows are German, the same error's in an English one English."""

    def __init__(self, kind: str, /, **values: object) -> None:
        super().__init__(kind)
        self.kind, self.values = kind, values

    def __str__(self) -> str:
        return problem_text(self.kind, self.values)

    def __reduce__(self):
        # raised in a search process, it travels back whole
        return (_remade, (type(self), self.kind, self.values))


def _remade(kind_of_error: type[SaidError], kind: str, values: dict[str, object]) -> SaidError:
    return kind_of_error(kind, **values)


class IllegalOptionError(SaidError):
    """An option that is not among the legal options was applied; the state is unchanged."""


class GameOverError(SaidError):
    """A decision was applied after the game ended."""


class SaveFormatError(SaidError):
    """Serialized state data is malformed, of another format version, or inconsistent."""


def shown(value: object) -> str:
    """A value as an error message quotes it: short, and never built from the whole of a
    huge or deeply nested value (card data can hold alias bombs, state data anything)."""
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if value is None or isinstance(value, bool | float):
        return repr(value)
    if isinstance(value, int):
        return str(int(value)) if -(10**12) < value < 10**12 else "a very large number"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list | tuple):
        return "a list"
    return f"a {type(value).__name__}"


def escaped(text: str, limit: int) -> str:
    """`text` safe to print on one line: every character a terminal would act on or not
    show (controls, text-direction marks, invisible ones) written as its escape, and cut
    to about `limit` characters, so hostile card or file names cannot clear the screen,
    turn a line around or fill it."""
    cut = len(text) > limit
    shown_part = "".join(char if char.isprintable() else ascii(char)[1:-1] for char in text[:limit])
    if len(shown_part) > limit:
        shown_part, cut = shown_part[:limit], True
    return shown_part + "..." if cut else shown_part
