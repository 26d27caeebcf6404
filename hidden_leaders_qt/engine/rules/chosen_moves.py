"""What choosing a player comes to, for the option texts of both languages."""

from hidden_leaders_qt.engine.rules.turn import Turn


def chosen_player_moves(st: Turn, seat: int) -> tuple[int, list[tuple[int, int]]] | None:
    """For a card whose marker move, after the player is chosen, counts that player's face-up
    heroes (public facts): X and the moves it offers if `seat` is chosen; None otherwise."""
    if not st.stack or st.stack[-1].card < 0:  # an artifact's effect has no card of its own
        return None
    frame = st.stack[-1]
    spec = st.db.heroes[frame.card].markers
    if spec is None or not spec.after or spec.x is None or spec.x.selector is None:
        return None
    selector = spec.x.selector
    if selector.owner != "chosen" or selector.zone != "face_up":
        return None
    probe = frame.copy({})
    probe.vars["chosen"] = seat
    return spec.x.value(st, probe), spec.options(st, probe)
