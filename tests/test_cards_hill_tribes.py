"""Scenario tests of the Hill Tribes heroes: known position, the card played, the exact result."""

from helpers import (
    card_options,
    graveyard,
    hand,
    markers,
    pick,
    pick_markers,
    play,
    up,
)

from hidden_leaders_qt.engine.layout import from_layout


def test_shaky_sharpshooter_buries_a_face_up_imperial_hero_after_moving_a_marker():
    st = from_layout(
        3,
        hands={0: ["shaky_sharpshooter", "flailing_knight"]},
        face_up={1: ["canned_champion", "aimless_eel"], 2: ["ace_fighter"]},
        tavern=["keen_koi", "leery_lizard", "furious_frog"],
    )
    play(st, "shaky_sharpshooter")
    assert st.pending.kind == "markers" and st.deciding_seat == 0
    pick_markers(st, 1, 0)
    assert markers(st) == (5, 4)
    assert st.pending.kind == "card"
    assert sorted(card_options(st)) == ["ace_fighter", "canned_champion"]
    pick(st, "ace_fighter")
    assert up(st, 2) == []
    assert up(st, 1) == ["canned_champion", "aimless_eel"]
    assert graveyard(st) == ["buried_emperor", "ace_fighter"]
    assert up(st, 0) == ["shaky_sharpshooter"]
    assert hand(st, 0) == ["flailing_knight"]
    assert st.pending.kind == "draw" and st.deciding_seat == 0
