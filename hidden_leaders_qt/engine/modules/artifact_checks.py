"""Whether the Artifacts module's part of a state is one the rules can stand in: every
token accounted for (18 on the artifacts, on the Royal Intrigue row and in the box), the
sides chosen in turn order from the first player, the row a part of the variant's row."""

from typing import Any

from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.modules.artifact_state import ARTIFACT_TOKENS
from hidden_leaders_qt.engine.modules.artifacts import choosable_sides, tokens_total


def check_artifacts(st: Any) -> None:
    """Raise `SaveFormatError` saying what does not fit."""
    artifacts = st.artifacts
    if (artifacts is not None) != st.settings.artifacts:
        raise SaveFormatError("state_artifacts_on")
    if artifacts is None:
        return
    n = st.n
    if len(set(artifacts.cards)) != n:
        raise SaveFormatError("state_artifact_cards")
    start = st.seats_from(st.start_seat)
    if artifacts.queue and st.phase != Phase.SETUP or st.setup_queue and artifacts.queue != start:
        raise SaveFormatError("state_artifact_queue_time")
    if artifacts.queue != start[len(start) - len(artifacts.queue) :]:
        raise SaveFormatError("state_artifact_queue")
    chosen = st.phase != Phase.SETUP or not st.setup_queue
    for seat, side in enumerate(artifacts.sides):
        waiting = seat in artifacts.queue or not chosen
        offered = {s.index for s in choosable_sides(st, artifacts.cards[seat])}
        if (side < 0) != waiting or side >= 0 and side not in offered:
            raise SaveFormatError("state_artifact_side", seat=seat + 1)
        # the module heroes add tokens and swap artifacts, so a side may hold more than it shows (ruling R66)
        if artifacts.tokens[seat] and not (side >= 0 and artifacts.chosen):
            raise SaveFormatError("state_artifact_tokens", seat=seat + 1)
    if tokens_total(artifacts) != ARTIFACT_TOKENS:
        raise SaveFormatError("state_artifact_total", total=ARTIFACT_TOKENS)
    row_ids = [st.db.hero_index[hero_id] for hero_id in st.db.royal_row_ids if hero_id in st.db.hero_index]
    in_order = [card for card in row_ids if card in artifacts.row]
    if list(artifacts.row) != in_order or (artifacts.row and not st.settings.royal_intrigue):
        raise SaveFormatError("state_artifact_row")
    if len(artifacts.row_tokens) != len(artifacts.row):
        raise SaveFormatError("state_artifact_row_tokens")
