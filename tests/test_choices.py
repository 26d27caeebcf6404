"""What the side panel offers for a choice says enough to choose well: the first card of a
swap stays marked and named, and naming a faction says what it will do."""

from helpers import pick, pick_markers, play

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.ui.game.decisions import DecisionController

NAMES = ["Ann", "Bo", "Cy"]


def controller_for(st, seat: int) -> DecisionController:
    controller = DecisionController(lambda option: None, st.describe)
    controller.update_view(st.view_for(seat), NAMES, st.db)
    return controller


def halfway_through_a_swap():
    """Careful Chameleon played and Keen Koi picked from the hand: the second card is next."""
    st = from_layout(
        3,
        hands={0: ["careful_chameleon", "keen_koi", "aimless_eel"]},
        face_up={1: ["rotting_orangutan", "ghastly_granny"]},
    )
    play(st, "careful_chameleon")
    pick_markers(st, 1, 0)
    pick(st, "keen_koi")
    return st


def test_the_first_card_of_a_swap_stays_marked_and_is_named_in_the_prompt(qtbot):
    st = halfway_through_a_swap()
    assert st.pending.picked == ((Zone.HAND, 0, 0),)
    choice = controller_for(st, 0).choice
    assert choice.selected == {("card", Zone.HAND, 0, 0)}
    assert choice.prompt == "Careful Chameleon: swap Keen Koi (your hand) with which card?"
    assert set(choice.clicks) == {("card", Zone.FACE_UP, 1, 0), ("card", Zone.FACE_UP, 1, 1)}


def test_the_first_pick_of_a_swap_survives_a_save_of_the_state(qtbot):
    from hidden_leaders_qt.engine import GameState

    st = halfway_through_a_swap()
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


SIX = ["aimless_eel", "keen_koi", "rotting_orangutan", "ghastly_granny", "mummy_mystic", "pigmented_war_pig"]


def test_before_a_play_that_can_end_the_game_the_panel_says_so(qtbot):
    st = from_layout(4, hands={0: ["flailing_knight", "curious_troll"]}, face_up={0: SIX}, markers=(8, 5))
    warning = controller_for(st, 0).choice.warning
    assert warning == (
        "A card you play now is your 7th face-up hero: the game ends after this turn unless a hero "
        "leaves a party. As the markers stand, the Imperial Army would win."
    )
    play(st, "curious_troll")
    while st.deciding_seat == 0 and st.pending.kind == "markers":
        st.apply(st.options[0])
    assert st.deciding_seat == 0 and not st.is_over
    warning = controller_for(st, 0).choice.warning
    assert warning.startswith("This turn ends the game: your party shows 7 face-up heroes.")


def test_no_warning_while_the_end_is_further_off(qtbot):
    st = from_layout(4, hands={0: ["flailing_knight", "curious_troll"]}, face_up={0: SIX[:4]})
    assert controller_for(st, 0).choice.warning == ""


def test_the_table_says_who_would_win_now_and_how_near_the_end_is(qtbot):
    from hidden_leaders_qt.ui.table.table_scene import TableScene

    st = from_layout(4, face_up={1: SIX[:3], 2: SIX[3:5]}, markers=(8, 5))
    scene = TableScene()
    scene.show_view(st.view_for(0), ["Ann", "Bo", "Cy", "Di"], st.db, animate=False)
    assert scene.standing.plate.text == "Now: Imperial Army would win (red 3 ahead)"
    assert scene.standing.plate.faction == "imperial_army"
    assert scene.ending.plate.text == "Ends at 7 face up · most: 3 (Bo)"
    assert not scene.ending.plate.alert
