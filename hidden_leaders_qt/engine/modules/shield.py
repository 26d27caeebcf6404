"""Shield of Endurance, the reaction side of artifact card 2: when any hero in a party would be
buried, a player whose Shield still has a token may spend one to cancel the burial (a source of
the reaction window, see `reactions`).

Everything that decides whether a seat can use its Shield is public (the sides are shown once
all are chosen, the tokens lie in the open, a use is seen), so only the seats that can use it
now are asked (ruling R67): asking the others would tell nothing, and would only add hand-offs."""

from hidden_leaders_qt.engine.core.board import Board, Position
from hidden_leaders_qt.engine.core.constants import PARTY_ZONES
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.modules import artifacts
from hidden_leaders_qt.engine.modules.artifact_state import ArtifactState

SIDE = "shield_of_endurance"
ENDURE = Option("endure")


def _able(st: Board, seat: int) -> bool:
    """The seat plays the Shield, has a token on it and has not used it in this turn (D29)."""
    state = st.artifacts
    assert state is not None
    return st.db.artifact_sides[state.sides[seat]].id == SIDE and state.tokens[seat] > 0 and not state.used >> seat & 1


class Shield:
    kinds = frozenset({"endure"})

    def watchers(self, st: Board, card: int) -> int:
        state: ArtifactState | None = st.artifacts
        if state is None or not state.chosen:
            return 0
        pos = st.locate(card)
        if pos is None or pos[0] not in PARTY_ZONES:
            return 0
        mask = 0
        for seat in range(st.n):
            if _able(st, seat):
                mask |= 1 << seat
        return mask

    def answers(self, st: Board, seat: int, card: int) -> tuple[Option, ...]:
        state: ArtifactState | None = st.artifacts
        return (ENDURE,) if state is not None and state.chosen and _able(st, seat) else ()

    def react(self, st: Board, seat: int, card: int, option: Option) -> Position | None:
        """Spend the token (onto the royal row with Royal Intrigue, whose step follows the
        window, ruling R68); the hero stays where it lies."""
        artifacts.use(st, seat)
        pos = st.locate(card)
        assert pos is not None
        st.emit("endure", seat, card, st.known[card], None, (pos[0], pos[1]))
        return None


SHIELD_SOURCE = Shield()
