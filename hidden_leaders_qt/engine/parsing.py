"""Strict reading of card data: the error type and the helpers every parser shares."""

from hidden_leaders_qt.engine.constants import ALL_BASE, FACTION_BITS
from hidden_leaders_qt.engine.errors import EngineError, shown


class CardDataError(EngineError):
    """Card data is malformed; the message names the file, the card and the field."""

    def __init__(self, file: str, card: str, field: str, problem: str) -> None:
        self.file, self.card, self.field, self.problem = file, card, field, problem
        super().__init__(f"{file}: card '{card}': field '{field}': {problem}")

    def __reduce__(self):
        # raised in a worker process (tournaments), it must travel back whole
        return (CardDataError, (self.file, self.card, self.field, self.problem))


def card_label(entry, index: int) -> str:
    """How errors name a card: its id when that is a short text, else its place in the file."""
    card_id = entry.get("id") if isinstance(entry, dict) else None
    return card_id if isinstance(card_id, str) and 0 < len(card_id) <= 40 else f"#{index + 1}"


class Ctx:
    """Where in the card data a parser is, so that every error can say so."""

    def __init__(self, file: str, card: str, field: str = "") -> None:
        self.file, self.card, self.field = file, card, field

    def at(self, name) -> "Ctx":
        field = f"{self.field}.{name}" if self.field else str(name)
        return Ctx(self.file, self.card, field)

    def fail(self, problem: str):
        raise CardDataError(self.file, self.card, self.field or "(card)", problem)

    def mapping(self, value, allowed: set[str], required: set[str] = frozenset()) -> dict:
        if not isinstance(value, dict):
            self.fail(f"expected a mapping, got {type(value).__name__}")
        unknown = sorted(shown(k) for k in value if k not in allowed)
        if unknown:
            self.fail(f"unknown key(s) {', '.join(unknown[:5])}; allowed: {', '.join(sorted(allowed))}")
        missing = sorted(required - set(value))
        if missing:
            self.fail(f"missing key(s) {', '.join(missing)}")
        return value

    def choice(self, value, allowed) -> str:
        if value not in allowed:
            self.fail(f"{shown(value)} is not one of {', '.join(map(str, allowed))}")
        return value

    def integer(self, value, low: int | None = None) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(f"expected an integer, got {shown(value)}")
        if low is not None and value < low:
            self.fail(f"must be at least {low}, got {value}")
        return value

    def boolean(self, value) -> bool:
        if not isinstance(value, bool):
            self.fail(f"expected true or false, got {shown(value)}")
        return value

    def text(self, value) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(f"expected a non-empty text, got {shown(value)}")
        return value

    def faction_mask(self, value, allow_named: bool = False) -> int:
        """A faction, a list of factions or `named` (-1) as a bit mask."""
        if allow_named and value == "named":
            return -1
        names = value if isinstance(value, list) else [value]
        if not names:
            self.fail("an empty list of factions")
        mask = 0
        for name in names:
            if not isinstance(name, str) or name not in FACTION_BITS:
                self.fail(f"unknown faction {shown(name)}; known: {', '.join(FACTION_BITS)}")
            mask |= FACTION_BITS[name]
        return mask


def card_faction_mask(ctx: Ctx, value) -> int:
    """A hero's faction: one faction, `all` (the Buried Emperor's four) or `none`."""
    if value == "all":
        return ALL_BASE
    if value == "none":
        return 0
    return ctx.faction_mask(value)
