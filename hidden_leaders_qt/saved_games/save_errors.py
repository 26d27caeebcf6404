"""The kinds of save a program refuses, each turned into a sentence for the player by
`save_words.load_problem`, its details a kind and values (`problem_words`); and the game too
long to be saved."""

from hidden_leaders_qt.engine.core.errors import SaveFormatError


class NotASaveError(SaveFormatError):
    """The file is something else than a Hidden Leaders save (a picture, an empty file...)."""


class OtherVersionError(SaveFormatError):
    """A save of a format version this program does not read."""


class UnreadableFileError(SaveFormatError):
    """The file could not be read at all (permissions, a device, a vanished file)."""


class MissingCardsError(SaveFormatError):
    """The game uses a card set that the card data in use lacks (its value `card_set`)."""

    @property
    def card_set(self) -> str:
        return str(self.values["card_set"])


class GameTooLongError(ValueError):
    """A game longer than a save may be: writing it would make a file no one can open."""
