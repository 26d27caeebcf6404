"""A hand's order tells the other seats nothing: a card that joins a hand goes to its end,
wherever the hand card it was swapped for lay, so a seat that knows the newcomer cannot
tell from its place which card the holder gave up."""

import pytest
from helpers import finish_turn, hero
from scenario import choose, scenario

from hidden_leaders_qt.engine.rules.view import HIDDEN, public_events

TAVERN = ["keen_koi", "ace_fighter", "aimless_eel"]


def looked_at_then_swapped(swap: str, hand_cards: tuple[str, ...]):
    """Seat 2 secretly looks at seat 0's face-down heroes (Curious Troll); then seat 0 plays
    `swap` and swaps the Furious Frog (and, for a second swap, the Druid) with `hand_cards`."""
    st = scenario(
        3,
        current=2,
        hands={0: [swap, "leery_lizard", "rotting_orangutan", "flailing_knight"], 2: ["curious_troll"]},
        face_down={0: ["depressed_druid", "furious_frog"]},
        tavern=TAVERN,
        golems=swap == "graceful_griffin",
        play="curious_troll",
        then=([1, 0], "furious_frog", "depressed_druid"),
    )
    finish_turn(st)
    choose(st, swap)
    if st.pending.kind == "markers":
        choose(st, [-2, 0])
    choose(st, "furious_frog", hand_cards[0])
    if len(hand_cards) > 1:
        choose(st, "depressed_druid", hand_cards[1])
    return st


@pytest.mark.parametrize(
    ("swap", "first", "second"),
    [
        ("underestimated_squire", ("leery_lizard",), ("flailing_knight",)),
        ("graceful_griffin", ("leery_lizard", "rotting_orangutan"), ("flailing_knight", "leery_lizard")),
    ],
)
def test_a_seat_that_knows_a_swapped_face_down_hero_cannot_tell_which_hand_card_took_its_place(swap, first, second):
    worlds = [looked_at_then_swapped(swap, cards) for cards in (first, second)]
    one, other = worlds
    assert one.view_for(2) == other.view_for(2)
    assert public_events(one.events(), 2) == public_events(other.events(), 2)
    # seat 2 still knows the hero that left the party last, now at the end of seat 0's hand
    last_out = "depressed_druid" if len(first) > 1 else "furious_frog"
    assert one.view_for(2).hands[0] == (HIDDEN, HIDDEN, hero(one, last_out))


def test_a_face_up_hero_swapped_into_a_hand_joins_its_end_whichever_card_went_out():
    """Queer Quartermaster: the hero leaving the party is seen by all; the hand card that
    replaces it is shown then, but where it lay in the hand is not."""
    hands = []
    for out in ("leery_lizard", "rotting_orangutan"):
        st = scenario(
            3,
            hands={0: ["queer_quartermaster", "leery_lizard", "rotting_orangutan"]},
            face_up={0: ["pigmented_war_pig"]},
            tavern=TAVERN,
            play="queer_quartermaster",
            then=("pigmented_war_pig", out),
        )
        hands.append(st.view_for(1).hands[0])
    assert hands[0] == hands[1] == (HIDDEN, hero(st, "pigmented_war_pig"))


def test_a_face_up_hero_taken_into_a_hand_joins_its_end():
    """Saber-Toothed Troll takes a hero everyone saw; its place in the hand is the last."""
    st = scenario(
        3,
        hands={0: ["saber_toothed_troll", "leery_lizard", "rotting_orangutan"]},
        face_up={1: ["pigmented_war_pig", "underpaid_mercenary"]},
        tavern=TAVERN,
        play="saber_toothed_troll",
        then=("underpaid_mercenary",),
    )
    assert st.view_for(2).hands[0] == (HIDDEN, HIDDEN, hero(st, "underpaid_mercenary"))
