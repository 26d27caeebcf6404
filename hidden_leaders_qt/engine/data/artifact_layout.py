"""A layout (`layout.from_layout`) with the Artifacts module: given sides and tokens, and the
Royal Intrigue row, for rules scenarios of the module."""

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.state import GameState
from hidden_leaders_qt.engine.modules.artifact_state import ARTIFACT_TOKENS, ArtifactState
from hidden_leaders_qt.engine.modules.royal_intrigue import take_row


def with_artifacts(
    st: GameState,
    sides: Mapping[int, str],
    *,
    tokens: Mapping[int, int] = {},
    royal_intrigue: bool = False,
    row_tokens: Sequence[int] = (),
) -> GameState:
    """`st` (a fresh layout, at its first main action) with every seat playing the side given
    (its card is the side's), with the side's tokens unless `tokens` says otherwise, and, with
    `royal_intrigue`, the row laid out (its heroes taken from the Harbor) with `row_tokens`."""
    if not (st.settings.artifacts or st.settings.bribery):
        raise EngineError("lay the position out with artifacts=True: the module heroes are in its deck")
    db = st.db
    by_id = {side.id: side for side in db.artifact_sides}
    if sorted(sides) != list(range(st.n)) or any(side not in by_id for side in sides.values()):
        raise EngineError("give every seat one artifact side by its id")
    chosen = [by_id[sides[seat]] for seat in range(st.n)]
    if len({side.card for side in chosen}) != st.n:
        raise EngineError("each seat's side must be on a different artifact card")
    counts = tuple(tokens.get(seat, side.tokens) for seat, side in enumerate(chosen))
    st.settings = replace(st.settings, artifacts=True, royal_intrigue=royal_intrigue)
    row: tuple[int, ...] = ()
    if royal_intrigue:
        # the row's heroes were left with the cards not placed, in the Harbor or the Wilderness
        row = take_row(st.settings, db, [c for c in st.harbor + st.wilderness])
        for card in row:
            (st.harbor if card in st.harbor else st.wilderness).remove(card)
            st.known[card] = st.all_mask
    on_row = tuple(row_tokens) or (0,) * len(row)
    st.artifacts = ArtifactState(
        cards=tuple(side.card for side in chosen),
        sides=tuple(side.index for side in chosen),
        tokens=counts,
        box=ARTIFACT_TOKENS - sum(counts) - sum(on_row),
        row=row,
        row_tokens=on_row,
    )
    st.ask_again()
    return st
