"""The Bribery module's part of the state: one immutable value, so a state clones by reference
and the board can name it without knowing the module's rules."""

from typing import NamedTuple


class Tokens(NamedTuple):
    bag: tuple[int, ...]
    """The kinds in the bag, sorted: a bag has no order, a draw picks at random."""
    card: tuple[int, int]
    """The kind beside each condition of the bribery card, -1 once taken."""
    heroes: tuple[tuple[int, int, int], ...]
    """Per bribed hero, sorted by card: (card, kind, the seats that know the token)."""
    held: tuple[tuple[int, ...], ...]
    """Per seat, the tokens drawn in the bribe now being placed."""
    placing: tuple[int, ...]
    """The seats still to place their tokens; the first places now."""
    used: int = 0
    bribed_turn: int = 0
    declined_turn: int = 0
    """The turn in which the moving player let its last moment to bribe pass (ruling R35)."""

    def token_on(self, card: int) -> tuple[int, int] | None:
        """The kind and the knowing seats of the token on `card`, or None."""
        for hero, kind, known in self.heroes:
            if hero == card:
                return kind, known
        return None

    def total(self) -> int:
        held = sum(len(h) for h in self.held)
        return len(self.bag) + sum(1 for k in self.card if k >= 0) + len(self.heroes) + held
