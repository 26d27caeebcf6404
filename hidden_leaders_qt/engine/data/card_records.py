"""The cards as the rules read them: a leader, a hero with its marker effect, program and
game-end bonus, a Golems fate card; each with its German words once `cards/de/` is read."""

from dataclasses import dataclass

from hidden_leaders_qt.engine.core.constants import FACTION_BITS, GOLEMS
from hidden_leaders_qt.engine.core.markers import MarkerSpec
from hidden_leaders_qt.engine.words.german_grammar import GermanNoun


@dataclass(frozen=True)
class Leader:
    index: int
    id: str
    name: str
    title: str
    factions: tuple[str, ...]
    mask: int
    number: int
    set: str = "base"
    name_de: str = ""
    title_de: str = ""
    """The German name and title (from `cards/de/`); empty when the folder has no German."""
    grammar_de: GermanNoun | None = None
    """The German name as German declines it (a leader's name is a proper name)."""


@dataclass(frozen=True)
class Scoring:
    """A hero's game-end bonus in the count of the winning faction.

    `counts_as` N: the card counts as N heroes of the winning faction (instead of its
    normal count) when its owner's leader is one of `with_leader`, or when `with_card`
    lies in the same party. `bonus_per` N: +1 on top of its normal count for each full N
    cards of `counting` (a faction mask) in its party, itself included."""

    counts_as: int = 0
    with_leader: tuple[str, ...] = ()
    with_card: str = ""
    bonus_per: int = 0
    counting: int = 0


@dataclass(frozen=True)
class FateCard:
    id: str
    name: str
    text: str
    moves: tuple[tuple[int, int], ...]
    """(marker, amount) pairs; the marker is RED, GREEN or GOLEM."""
    name_de: str = ""
    text_de: str = ""
    grammar_de: GermanNoun | None = None


@dataclass(frozen=True)
class HeroCard:
    index: int
    id: str
    ref: int
    name: str
    faction: str
    factions: int
    set: str
    advanced: bool
    text: str
    markers: MarkerSpec | None
    pid: int
    file: str
    scoring: Scoring | None = None
    passive: str = ""
    min_players: int = 2
    name_de: str = ""
    text_de: str = ""
    """The German name and ability text (from `cards/de/`); empty when the folder has no German."""
    grammar_de: GermanNoun | None = None
    """The German name as German declines it (`engine/words/german_grammar.py`)."""

    def belongs_to(self, faction: str) -> bool:
        return bool(self.factions & FACTION_BITS[faction])

    @property
    def golem(self) -> bool:
        return bool(self.factions & GOLEMS)
