"""The game as everything outside the engine sees it: the decision contract and read-only views.

`GameState` is one object with two faces. To the cards' steps it is a `Board` (board.py):
the places and the primitive moves a step may make. To the window, the computer players, the
saves, the records and the tournaments it is a `Game`: what must be decided and the one way
to decide it (`apply`), copies, the seats' views, the state as data, and the table read
through read-only sequences, so that nothing outside the engine can move a card, a marker or
a token except by an offered option. mypy holds the non-Qt side to this protocol;
`tests/test_game_contract.py` holds the window to it as well.
"""

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from hidden_leaders_qt.engine.core.board import Position
from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.events import Event, EventChain
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.modules.artifact_state import ArtifactState
from hidden_leaders_qt.engine.modules.tokens import Tokens

if TYPE_CHECKING:
    from hidden_leaders_qt.engine.core.state import GameState
    from hidden_leaders_qt.engine.data.cards import CardDB
    from hidden_leaders_qt.engine.rules.scoring import GameResult
    from hidden_leaders_qt.engine.rules.view import Resampler, SeatView

Cards = Sequence[int]
"""The cards of one place, in order."""


class Game(Protocol):
    # --- the decision contract ---------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """What must be decided now, or None when the game is over."""
        ...

    @property
    def pending(self) -> Decision | None: ...

    @property
    def options(self) -> tuple[Option, ...]: ...

    @property
    def deciding_seat(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    def apply(self, option: Option) -> None:
        """The one way to change a game: an offered option, checked before anything moves."""
        ...

    def apply_fast(self, option: Option) -> None:
        """`apply` without the check, for searches that take their options from `options`."""
        ...

    def stop_recording(self) -> None:
        """Keep no event log from here on: a game played only to be counted or searched."""
        ...

    def clone(self) -> "Game": ...

    def describe(self, option: Option) -> str: ...

    # --- information sets and data -------------------------------------------------------

    def view_for(self, seat: int) -> "SeatView": ...

    def redacted_for(self, seat: int, seed: int) -> "Game": ...

    def resample_for(self, seat: int, rng: SplitMix64) -> "Game": ...

    def resampler_for(self, seat: int) -> "Resampler[GameState]":
        """Worlds the seat cannot tell from this one, for a search to play out (engine states)."""
        ...

    def to_data(self) -> dict: ...

    def events(self) -> list[Event]: ...

    # --- the table, read only ------------------------------------------------------------

    @property
    def db(self) -> "CardDB": ...

    @property
    def settings(self) -> Settings: ...

    @property
    def n(self) -> int: ...

    @property
    def turn(self) -> int: ...

    @property
    def current(self) -> int: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def result(self) -> "GameResult | None": ...

    @property
    def markers(self) -> Cards:
        """The red and the green marker's spaces."""
        ...

    @property
    def golem_marker(self) -> int: ...

    def threshold(self) -> int: ...

    @property
    def leaders(self) -> Cards: ...

    @property
    def hands(self) -> Sequence[Cards]: ...

    @property
    def up(self) -> Sequence[Cards]: ...

    @property
    def down(self) -> Sequence[Cards]: ...

    @property
    def tavern(self) -> Cards: ...

    @property
    def harbor(self) -> Cards: ...

    @property
    def graveyard(self) -> Cards: ...

    @property
    def wilderness(self) -> Cards: ...

    @property
    def looking(self) -> Cards: ...

    @property
    def known(self) -> Cards:
        """Per card, the bits of the seats that know it."""
        ...

    def locate(self, card: int) -> "Position | None": ...

    @property
    def bribery(self) -> Tokens | None: ...

    @property
    def artifacts(self) -> ArtifactState | None: ...

    @property
    def rng(self) -> SplitMix64:
        """Read only: whether chance has been drawn since another moment of the same game."""
        ...

    @property
    def log(self) -> EventChain: ...

    @property
    def log_size(self) -> int: ...
