"""What the side panel offers for a choice says enough to choose well: the first card of a
swap stays marked and named, and naming a faction says what it will do."""

from helpers import pick, pick_markers, play

from hidden_leaders_qt.engine.constants import Zone
from hidden_leaders_qt.engine.layout import from_layout
from hidden_leaders_qt.ui.decisions import DecisionController

NAMES = ["Ann", "Bo", "Cy"]


def controller_for(st, seat: int) -> DecisionController:
    controller = DecisionController(lambda option: None, st.describe)
    controller.update_view(st.view_for(seat), NAMES, st.db)
    return controller


def test_the_first_card_of_a_swap_stays_marked_and_is_named_in_the_prompt(qtbot):
    st = from_layout(
        3,
        hands={0: ["careful_chameleon", "keen_koi", "aimless_eel"]},
        face_up={1: ["rotting_orangutan", "ghastly_granny"]},
    )
    play(st, "careful_chameleon")
    pick_markers(st, 1, 0)
    pick(st, "keen_koi")
    assert st.pending.picked == ((Zone.HAND, 0, 0),)
    choice = controller_for(st, 0).choice
    assert choice.selected == {("card", Zone.HAND, 0, 0)}
    assert choice.prompt == "Careful Chameleon: swap Keen Koi (your hand) with which card?"
    assert set(choice.clicks) == {("card", Zone.FACE_UP, 1, 0), ("card", Zone.FACE_UP, 1, 1)}


def test_the_first_pick_of_a_swap_survives_a_save_of_the_state(qtbot):
    from hidden_leaders_qt.engine import GameState

    st = from_layout(
        3,
        hands={0: ["careful_chameleon", "keen_koi", "aimless_eel"]},
        face_up={1: ["rotting_orangutan", "ghastly_granny"]},
    )
    play(st, "careful_chameleon")
    pick_markers(st, 1, 0)
    pick(st, "keen_koi")
    assert GameState.from_data(st.to_data()).pending == st.pending


def test_each_faction_button_says_what_naming_it_does(qtbot):
    st = from_layout(
        3,
        hands={0: ["double_shielded_turtle"]},
        tavern=["rotting_orangutan", "ghastly_granny", "keen_koi"],
    )
    play(st, "double_shielded_turtle")
    buttons = [text for text, _ in controller_for(st, 0).choice.buttons]
    assert buttons == [
        "Undead \u2014 2 Tavern cards to the Wilderness, so X = 2",
        "Water Folk \u2014 1 Tavern card to the Wilderness, so X = 1",
        "Imperial Army \u2014 no Tavern card to the Wilderness, so X = 0",
        "Hill Tribes \u2014 no Tavern card to the Wilderness, so X = 0",
    ]
