"""What the panel and the table offer for a question (`Choice`), and the surface of the
controller that fills it (`ChoiceMaker`), through which the builders of a module's questions
(`bribery_decisions.py`) work without knowing the controller itself."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.engine.words.german_grammar import Case


@dataclass
class Choice:
    """What the panel and the table offer for the current decision."""

    prompt: str = ""
    clicks: dict[tuple, Callable[[], None]] = field(default_factory=dict)
    buttons: list[tuple[str, Callable[[], None]]] = field(default_factory=list)
    selected: set = field(default_factory=set)
    default: Callable[[], None] | None = None
    # marker positions (red, green) a button leads to, by button index, for a preview on the track
    previews: dict[int, tuple[int, int]] = field(default_factory=dict)
    # said before the person decides, e.g. that this turn ends the game
    warning: str = ""
    # the index of the button that spends nothing, if there is one: it holds the focus
    safe: int | None = None
    # the rules pages of the module the question belongs to (`ui/help/rule_links.py`), if any
    rules: tuple[str, ...] = ()


class ChoiceMaker(Protocol):
    """The controller as a builder of a question sees it: the position, the choice being
    filled, and the ways to answer."""

    view: SeatView | None
    names: list[str]
    choice: Choice

    @property
    def selection(self) -> tuple[int, ...]:
        """The half-made choice: what was picked so far (cards, or the index of a token kind)."""

    def select(self, picked: list[int]) -> None:
        """Make `picked` the half-made choice and build the question again around it."""

    def offer(self, text: str, option: Option) -> None:
        """A button that answers with `option`."""

    def send(self, option: Option) -> None:
        """Answer with `option` now (a message says why, if the engine refuses it)."""

    def describe(self, option: Option) -> str:
        """The engine's words for `option`, with the seats named as at the table."""

    def position_words(self, position: tuple, case: Case = "nom") -> str:
        """A card's place on the table in words ("Ada's face-down hero"), a German name in `case`."""
