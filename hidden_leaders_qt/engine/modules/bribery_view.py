"""The Bribery module's tokens as one seat sees them (`TokenView`, in its `SeatView`), and the
tokens of a world that seat cannot tell from the real one (for the Hard player's search)."""

from collections.abc import Callable, Mapping
from typing import NamedTuple

from hidden_leaders_qt.engine.core.board import Position
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, TokenTable, conditions
from hidden_leaders_qt.engine.modules.tokens import Tokens


class TokenView(NamedTuple):
    conditions: tuple[int, int]
    """Face-up heroes some party must show, per condition of the bribery card."""
    on_card: tuple[bool, bool]
    """Whether each condition's token is still on the card (face down: only whether)."""
    bag: int
    used: int
    tokens: tuple[tuple[Position, str | None], ...]
    """Per bribed hero, its place and its token's kind if this seat knows it (else None)."""
    held: tuple[str, ...]
    """This seat's own tokens of the bribe being placed."""
    held_counts: tuple[int, ...]
    """How many tokens each seat holds in that bribe."""
    placing: int
    """The seat placing now, or -1."""
    bribed_this_turn: bool = False
    """Whether the player whose turn it is has bribed this turn (once a turn; public)."""

    def public(self) -> "TokenView":
        """What anybody at the table may see: every token face down, nobody's hand of tokens."""
        return self._replace(tokens=tuple((pos, None) for pos, _kind in self.tokens), held=())


def token_view(st: TokenTable, seat: int) -> TokenView | None:
    tokens = st.bribery
    if tokens is None:
        return None
    shown = []
    for card, kind, knowing in tokens.heroes:
        pos = st.locate(card)
        assert pos is not None
        shown.append((pos, TOKEN_KINDS[kind] if knowing >> seat & 1 else None))
    return TokenView(
        conditions(st.n),
        (tokens.card[0] >= 0, tokens.card[1] >= 0),
        len(tokens.bag),
        tokens.used,
        tuple(sorted(shown)),
        tuple(TOKEN_KINDS[k] for k in tokens.held[seat]),
        tuple(len(h) for h in tokens.held),
        tokens.placing[0] if tokens.placing else -1,
        tokens.bribed_turn == st.turn,
    )


def resampled(
    tokens: Tokens, seat: int, rng: SplitMix64, mapping: Mapping[int, int], place: Callable[[int], Position | None]
) -> Tokens:
    """The tokens of a world `seat` cannot tell from the real one: every token it does not
    know (in the bag, on the card, on a hero, in another's hand) shuffled over those places,
    and each token on the card now lying where its hero lay (`mapping`: old card -> new card).
    The heroes are dealt to in the order of their places (`place`), which the seat sees: in
    the order of their cards, a face-down hero's identity would steer the deal."""
    unknown = list(tokens.bag) + [k for k in tokens.card if k >= 0]
    unknown += [kind for _card, kind, knowing in tokens.heroes if not knowing >> seat & 1]
    unknown += [k for s, held in enumerate(tokens.held) if s != seat for k in held]
    kinds = sorted(unknown)
    rng.shuffle(kinds)
    deal = iter(kinds)
    bag = tuple(sorted(next(deal) for _ in tokens.bag))
    card = tuple(next(deal) if k >= 0 else -1 for k in tokens.card)
    heroes = tuple(
        sorted(
            (mapping.get(hero, hero), kind if knowing >> seat & 1 else next(deal), knowing)
            for hero, kind, knowing in sorted(tokens.heroes, key=lambda entry: place(entry[0]) or (-1, -1, -1))
        )
    )
    held = tuple(h if s == seat else tuple(sorted(next(deal) for _ in h)) for s, h in enumerate(tokens.held))
    return tokens._replace(bag=bag, card=(card[0], card[1]), heroes=heroes, held=held)
