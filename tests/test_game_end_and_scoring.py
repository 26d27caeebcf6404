"""Game end thresholds, the winning faction, alignment, every tie-break step and "no winner"."""

import pytest
from helpers import finish_turn, pick, play

from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.scoring import score, winning_faction

TAVERN = ["flailing_knight", "depressed_druid", "rotting_orangutan"]
FILLERS = [
    "shaky_sharpshooter",
    "spirited_shaman",
    "joyless_chief",
    "battle_pet_master",
    "curious_troll",
    "pigmented_war_pig",
    "bored_goblin",
    "curious_cat_lover",
    "watchful_witch",
]


@pytest.mark.parametrize(("players", "threshold"), [(2, 8), (3, 7), (4, 7), (5, 6), (6, 5)])
@pytest.mark.parametrize("beginner", [False, True])
# ruling R14
def test_the_game_ends_after_the_turn_in_which_a_party_reaches_the_threshold(players, threshold, beginner):
    need = threshold - (1 if beginner else 0)
    layout = dict(hands={0: ["keen_koi", "leery_lizard"]}, tavern=TAVERN, beginner=beginner)
    short = from_layout(players, face_up={0: FILLERS[: need - 2]}, **layout)
    play(short, "keen_koi")
    finish_turn(short)
    assert not short.is_over and short.current == 1
    reach = from_layout(players, face_up={0: FILLERS[: need - 1]}, **layout)
    play(reach, "keen_koi")
    assert not reach.is_over, "the game ends at the end of the turn, not when the card is played"
    finish_turn(reach)
    assert reach.is_over and reach.result is not None
    assert reach.options == ()


def test_beginner_variant_ends_the_game_one_hero_earlier():
    st = from_layout(4, hands={0: ["keen_koi"]}, face_up={0: FILLERS[:5]}, tavern=TAVERN, beginner=True)
    assert st.threshold() == 6
    play(st, "keen_koi")
    finish_turn(st)
    assert st.is_over


# ruling R14
def test_another_players_party_can_end_the_game():
    st = from_layout(
        3,
        hands={0: ["long_eared_loner"]},
        face_up={1: FILLERS[:6]},
        face_down={1: ["leery_lizard"]},
        tavern=TAVERN,
    )
    play(st, "long_eared_loner")
    pick(st, "leery_lizard")
    assert st.pending.kind == "draw"
    assert len(st.up[1]) == 7
    finish_turn(st)
    assert st.is_over


@pytest.mark.parametrize(
    ("red", "green", "faction"),
    [
        (9, 9, "undead"),
        (9, 12, "undead"),
        (12, 9, "undead"),
        (9, 8, "water_folk"),
        (5, 5, "water_folk"),
        (1, 2, "water_folk"),
        (6, 4, "imperial_army"),
        (12, 8, "imperial_army"),
        (4, 6, "hill_tribes"),
        (1, 12, "hill_tribes"),
        (8, 10, "hill_tribes"),
    ],
)
def test_the_winning_faction_follows_the_rules_order(red, green, faction):
    assert winning_faction(red, green)[0] == faction


def end_position(leaders, face_up, face_down=None, markers=(6, 4), players=None):
    return from_layout(
        players or len(leaders),
        face_up=face_up,
        face_down=face_down or {},
        markers=markers,
        leaders=leaders,
        tavern=["hairy_hermit", "potato_privateer", "grumpy_guard"],
        graveyard=[],
    )


def test_a_single_aligned_leader_wins_even_without_heroes_of_that_faction():
    # Imperial Army wins; only Pavyr (Imperial Army + Hill Tribes) is aligned
    st = end_position(["lemron", "pavyr", "enned"], {0: ["flailing_knight"]})
    result = score(st)
    assert result.winning_faction == "imperial_army"
    assert result.aligned == (1,)
    assert result.winner == 1
    assert result.tie_breaks == ()


def test_no_aligned_leader_means_no_winner():
    # Imperial Army wins, but Lemron (Water Folk + Hill Tribes) and Enned (Undead + Water Folk) are not aligned
    st = end_position(["lemron", "enned"], {0: ["flailing_knight"]})
    result = score(st)
    assert result.aligned == ()
    assert result.winner is None
    assert "nobody wins" in result.reason


def test_most_heroes_of_the_winning_faction_face_up_and_face_down_wins_a_tie():
    # Cyra (Imperial Army + Water Folk) and Pavyr (Imperial Army + Hill Tribes) are both aligned
    st = end_position(
        ["cyra", "pavyr"],
        {0: ["flailing_knight", "ace_fighter"], 1: ["underpaid_mercenary"]},
        {1: ["canned_champion", "nagging_northman"]},
    )
    result = score(st)
    assert result.aligned == (0, 1)
    assert result.tie_breaks[0].values == {0: 2, 1: 3}
    assert result.winner == 1
    assert len(result.tie_breaks) == 1


def test_the_buried_emperor_counts_for_the_winning_faction():
    st = end_position(
        ["cyra", "pavyr"],
        {0: ["flailing_knight", "buried_emperor"], 1: ["underpaid_mercenary", "ace_fighter"]},
    )
    result = score(st)
    assert result.tie_breaks[0].values == {0: 2, 1: 2}
    assert result.tie_breaks[1].values == {0: 2, 1: 2}


def test_fewest_heroes_in_total_breaks_the_next_tie():
    # one Imperial Army hero each; seat 0 has three heroes in all, seat 1 two
    st = end_position(
        ["cyra", "pavyr"],
        {0: ["flailing_knight", "keen_koi", "leery_lizard"], 1: ["underpaid_mercenary"]},
        {1: ["pigmented_war_pig"]},
    )
    result = score(st)
    assert [step.rule.split()[0] for step in result.tie_breaks] == ["most", "fewest"]
    assert result.tie_breaks[0].values == {0: 1, 1: 1}
    assert result.tie_breaks[1].values == {0: 3, 1: 2}
    assert result.winner == 1


def test_the_highest_leader_number_breaks_the_last_tie():
    # Xiadul (4) and Pavyr (5) are both Imperial Army; identical parties
    st = end_position(
        ["xiadul", "pavyr", "lemron"],
        {0: ["flailing_knight", "keen_koi"], 1: ["underpaid_mercenary", "leery_lizard"]},
    )
    result = score(st)
    assert result.aligned == (0, 1)
    assert [len(step.remaining) for step in result.tie_breaks] == [2, 2, 1]
    assert result.tie_breaks[2].values == {0: 4, 1: 5}
    assert result.winner == 1
    assert "highest leader number" in result.reason


def test_the_finished_game_reveals_every_card_and_leader_to_every_seat():
    st = from_layout(
        2,
        hands={0: ["underpaid_mercenary"], 1: ["leery_lizard"]},
        face_up={0: FILLERS[:7]},
        face_down={1: ["ace_fighter"]},
        tavern=TAVERN,
        leaders=["pavyr", "cyra"],
        markers=(7, 4),
    )
    play(st, "underpaid_mercenary")
    finish_turn(st)
    assert st.is_over
    view = st.view_for(0)
    assert view.leaders == tuple(st.leaders)
    assert view.face_down[1] == (st.db.hero_index["ace_fighter"],)
    assert view.result.winning_faction == "imperial_army"
    assert view.result.winner in (0, 1)


def test_when_the_game_is_over_every_hidden_hero_is_turned_over_for_everyone():
    st = from_layout(
        3,
        hands={0: ["keen_koi", "leery_lizard"]},
        tavern=TAVERN,
        face_up={0: FILLERS[:6]},  # Keen Koi makes 7: the end
        face_down={0: ["ace_fighter"], 1: ["sanguine_scholar", "hangry_barbarian"]},
    )
    index = st.db.hero_index
    parties = (
        (index["ace_fighter"],),
        (index["sanguine_scholar"], index["hangry_barbarian"]),
        (),
    )
    play(st, "keen_koi")
    assert st.view_for(2).face_down[1] == (-1, -1), "hidden while the game goes on"
    finish_turn(st)
    assert st.is_over
    for seat in range(3):
        view = st.view_for(seat)
        assert view.face_down == parties
