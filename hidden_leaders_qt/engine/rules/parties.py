"""What the parties' view and the leaders' prior read of a game, whichever face it shows: the
engine's `Turn`, or the `Game` the computer players hold (see `core/game.py`)."""

from collections.abc import Sequence
from typing import Protocol

from hidden_leaders_qt.engine.core.settings import Settings


class _Leader(Protocol):
    @property
    def set(self) -> str: ...


class _LeaderFacts(Protocol):
    @property
    def leaders(self) -> Sequence[_Leader]: ...


class Parties(Protocol):
    """What the parties' view and the leaders' prior read of a game: a `Turn`, or the `Game`
    the computer players hold."""

    @property
    def n(self) -> int: ...

    @property
    def db(self) -> _LeaderFacts: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def markers(self) -> Sequence[int]: ...

    @property
    def golem_marker(self) -> int: ...

    def threshold(self) -> int: ...

    @property
    def leaders(self) -> Sequence[int]: ...

    @property
    def up(self) -> Sequence[Sequence[int]]: ...

    @property
    def down(self) -> Sequence[Sequence[int]]: ...

    @property
    def known(self) -> Sequence[int]: ...
