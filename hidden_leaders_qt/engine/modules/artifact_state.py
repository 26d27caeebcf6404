"""The Artifacts module's part of a game state, as one immutable value (a state clones it
for free, and a game without the module carries None)."""

from typing import NamedTuple

ARTIFACT_TOKENS = 18
"""The artifact tokens of the box: on the artifacts, on the Royal Intrigue row or in the box."""


class ArtifactState(NamedTuple):
    cards: tuple[int, ...]
    """Per seat, the number (1 to 6) of the artifact card dealt to it: public."""
    sides: tuple[int, ...]
    """Per seat, the index of its chosen side in `CardDB.artifact_sides`, or -1 before it chose."""
    tokens: tuple[int, ...]
    """Per seat, the tokens left on its artifact."""
    box: int
    """The tokens in the box."""
    queue: tuple[int, ...] = ()
    """The seats still to choose a side, in turn order."""
    used: int = 0
    """The seats (a bit mask) that used their artifact in this turn."""
    declined: bool = False
    """The player whose turn it is let the moment for their artifact pass."""
    row: tuple[int, ...] = ()
    """Royal Intrigue: the heroes lying face up in the row, in order."""
    row_tokens: tuple[int, ...] = ()
    """Royal Intrigue: the tokens on each of them."""

    @property
    def chosen(self) -> bool:
        """Every seat has chosen its side (the sides are then public)."""
        return not self.queue

    def with_seat(self, field: str, seat: int, value: int) -> "ArtifactState":
        values = self._asdict()
        changed = list(values[field])
        changed[seat] = value
        values[field] = tuple(changed)
        return ArtifactState(**values)
