"""Strict reading of card data: the error type and the helpers every parser shares."""

import re
from collections.abc import Collection
from collections.abc import Set as AbstractSet
from typing import Any, NoReturn, TypeVar

from hidden_leaders_qt.engine.core.constants import ALL_BASE, FACTION_BITS
from hidden_leaders_qt.engine.core.errors import EngineError, escaped, shown
from hidden_leaders_qt.engine.words.problem_words import Said, problem_text, said

# The ranges of the numbers in card data, far above what any card needs: a number of
# cards a step acts on, a move on a marker track, and so on.
_Choice = TypeVar("_Choice")

MAX_COUNT = 20
MAX_MOVE = 11  # from one end of a 12-space track to the other
MAX_ID_LENGTH = 40
_CARD_ID = re.compile(rf"[a-z0-9_]{{1,{MAX_ID_LENGTH}}}", re.ASCII)
# how much of each part an error message shows
MAX_NAME_SHOWN = 60
MAX_FIELD_SHOWN = 80
MAX_PROBLEM_SHOWN = 400


class CardDataError(EngineError):
    """Card data is malformed; the message names the file, the card and the field, each
    escaped and cut short (a file name, an id or a key may be hostile text), and the problem,
    a kind of `problem_words` with its values (`said`), written in the language it is read in."""

    def __init__(self, file: str, card: str, field: str, problem: Said) -> None:
        self.file, self.card = escaped(file, MAX_NAME_SHOWN), escaped(card, MAX_NAME_SHOWN)
        self.field, self.said = escaped(field, MAX_FIELD_SHOWN), problem
        super().__init__(self.file, self.card, self.field, problem.kind)

    @property
    def problem(self) -> str:
        return escaped(str(self.said), MAX_PROBLEM_SHOWN)

    def __str__(self) -> str:
        return problem_text(
            "card_data", {"file": self.file, "card": self.card, "field": self.field, "problem": self.problem}
        )

    def __reduce__(self):
        # raised in a worker process (tournaments), it must travel back whole
        return (CardDataError, (self.file, self.card, self.field, self.said))


def is_card_id(value: Any) -> bool:
    """A stable id: lower_snake_case ASCII, at most `MAX_ID_LENGTH` characters."""
    return isinstance(value, str) and _CARD_ID.fullmatch(value) is not None


def card_label(entry: Any, index: int) -> str:
    """How errors name a card: its id when that is a proper id, else its place in the file."""
    card_id = entry.get("id") if isinstance(entry, dict) else None
    return card_id if isinstance(card_id, str) and is_card_id(card_id) else f"#{index + 1}"


class Ctx:
    """Where in the card data a parser is, so that every error can say so."""

    def __init__(self, file: str, card: str, field: str = "") -> None:
        self.file, self.card, self.field = file, card, field

    def at(self, name: str | int) -> "Ctx":
        field = f"{self.field}.{name}" if self.field else str(name)
        return Ctx(self.file, self.card, field)

    def fail(self, kind: str, /, **values: object) -> NoReturn:
        """Raise the problem of `kind` (a key of `problem_words.ENGLISH`) with its `values` here."""
        raise CardDataError(self.file, self.card, self.field or "(card)", said(kind, **values))

    def mapping(self, value: Any, allowed: AbstractSet[str], required: AbstractSet[str] = frozenset()) -> dict:
        if not isinstance(value, dict):
            self.fail("card_mapping", found=type(value).__name__)
        unknown = sorted(shown(k) for k in value if k not in allowed)
        if unknown:
            self.fail("card_unknown_keys", keys=", ".join(unknown[:5]), allowed=", ".join(sorted(allowed)))
        missing = sorted(required - set(value))
        if missing:
            self.fail("card_missing_keys", keys=", ".join(missing))
        return value

    def choice(self, value: Any, allowed: Collection[_Choice]) -> _Choice:
        if value not in allowed:
            self.fail("card_not_one_of", found=shown(value), allowed=", ".join(map(str, allowed)))
        return value

    def integer(self, value: Any, low: int, high: int) -> int:
        """A whole number from `low` to `high`: every number in card data has a range."""
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail("card_whole_number", low=low, high=high, found=shown(value))
        if not low <= value <= high:
            self.fail("card_range", low=low, high=high, found=shown(value))
        return value

    def boolean(self, value: Any) -> bool:
        if not isinstance(value, bool):
            self.fail("card_bool", found=shown(value))
        return value

    def text(self, value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail("card_text", found=shown(value))
        return value

    def faction_mask(self, value: Any, allow_named: bool = False) -> int:
        """A faction, a list of factions or `named` (-1) as a bit mask."""
        if allow_named and value == "named":
            return -1
        names = value if isinstance(value, list) else [value]
        if not names:
            self.fail("card_no_factions")
        mask = 0
        for name in names:
            if not isinstance(name, str) or name not in FACTION_BITS:
                self.fail("card_unknown_faction", found=shown(name), known=", ".join(FACTION_BITS))
            mask |= FACTION_BITS[name]
        return mask


def move_amount(ctx: Ctx, sign: str, digits: str) -> int:
    """A signed move on a marker track from its sign and its digits, however many there are."""
    if len(digits) > 2 or not 1 <= int(digits) <= MAX_MOVE:
        ctx.fail("card_move_range", most=MAX_MOVE, found=shown(sign + digits))
    return int(digits) if sign == "+" else -int(digits)


def card_faction_mask(ctx: Ctx, value: Any) -> int:
    """A hero's faction: one faction, `all` (the Buried Emperor's four) or `none`."""
    if value == "all":
        return ALL_BASE
    if value == "none":
        return 0
    return ctx.faction_mask(value)
