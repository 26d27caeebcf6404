"""Typed errors raised by the engine."""


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalOptionError(EngineError):
    """An option that is not among the legal options was applied; the state is unchanged."""


class GameOverError(EngineError):
    """A decision was applied after the game ended."""


class SaveFormatError(EngineError):
    """Serialized state data is malformed, of another format version, or inconsistent."""
