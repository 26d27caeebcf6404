"""States round-trip through plain JSON data, even in the middle of a card; bad data is refused."""

import json

import pytest
from helpers import down, graveyard, pick, pick_markers, play, up

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.layout import from_layout

TAVERN = ["flailing_knight", "depressed_druid", "rotting_orangutan"]


def round_trip(st: GameState) -> GameState:
    return GameState.from_data(json.loads(json.dumps(st.to_data())))


def test_a_state_in_the_middle_of_a_nested_perform_round_trips_and_plays_on_identically():
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer", "keen_koi"]},
        tavern=["overworked_amazon", "depressed_druid", "rotting_orangutan"],
        face_up={1: ["leery_lizard"], 2: ["aimless_eel"]},
    )
    play(st, "modest_monsterslayer")
    pick(st, "overworked_amazon")
    pick_markers(st, 1, 0)  # the performed Amazon's marker choice
    assert st.pending.kind == "player" and len(st.stack) == 2
    copy = round_trip(st)
    assert copy == st
    for state in (st, copy):
        state.apply(state.options[1])  # the Amazon picks seat 1, who buries its only hero
    assert copy == st
    assert copy.events() == st.events()
    assert up(copy, 1) == [] and graveyard(copy)[-1] == "leery_lizard"
    assert down(copy, 0) == ["overworked_amazon"] and copy.stack == []


def test_the_data_is_json_with_card_ids_and_a_format_version():
    st = new_game(Settings(players=2, seed=4))
    data = st.to_data()
    assert data["format"] == "hidden-leaders-state" and data["version"] == 5
    assert data["graveyard"] == ["buried_emperor"]
    assert json.loads(json.dumps(data)) == data


def corrupted(change) -> dict:
    data = new_game(Settings(players=3, seed=4)).to_data()
    change(data)
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(version=99),
        lambda d: d.update(format="chess"),
        lambda d: d["harbor"].pop(),
        lambda d: d["harbor"].append(d["harbor"][0]),
        lambda d: d["hands"][0].__setitem__(0, "no_such_card"),
        lambda d: d.update(markers=[0, 4]),
        lambda d: d.update(tavern=["keen_koi"]),
        lambda d: d.pop("pending"),
        lambda d: d.update(hands="everything"),
        lambda d: d.update(pending=None),
    ],
)
def test_malformed_data_is_refused_with_a_save_format_error(change):
    with pytest.raises(SaveFormatError):
        GameState.from_data(corrupted(change))


def test_not_even_a_mapping_is_refused():
    with pytest.raises(SaveFormatError):
        GameState.from_data(["hidden-leaders-state"])


@pytest.mark.parametrize("version", [2, 3])
def test_older_state_data_reads_as_a_game_without_modules(version):
    """Version 3 added the cards a pending decision's seat already picked, version 4 the modules."""
    st = new_game(Settings(players=3, seed=9))
    for option in st.options[:1]:
        st.apply(option)
    data = json.loads(json.dumps(st.to_data()))
    data["version"] = version
    if version == 2:
        del data["pending"]["picked"]
    for key in ("golem_marker", "fates_due", "fate_drawn", "skip_seats"):
        del data[key]
    for key in ("queens_and_friend", "keeper_of_discord", "golems"):
        del data["settings"][key]
    assert GameState.from_data(data) == st


@pytest.mark.parametrize("skipped", [-1, 2])
def test_version_4_data_reads_its_one_player_to_skip(skipped):
    """Version 4 kept one player who misses their next turn (`skip_seat`, -1 for none)."""
    st = new_game(Settings(players=3, seed=9, golems=True))
    st.skip_mask = 0 if skipped == -1 else 1 << skipped
    data = json.loads(json.dumps(st.to_data()))
    data["version"] = 4
    data["skip_seat"] = skipped
    del data["skip_seats"]
    assert GameState.from_data(data) == st


def test_state_data_in_the_middle_of_a_fate_choice_round_trips_and_is_checked():
    seed = 0
    st = new_game(Settings(players=4, seed=seed, golems=True))
    chooser = SplitMix64(seed)
    while st.pending is None or st.pending.kind != "fate":
        if st.is_over:
            seed += 1
            st, chooser = new_game(Settings(players=4, seed=seed, golems=True)), SplitMix64(seed)
        st.apply(st.options[chooser.below(len(st.options))])
    data = json.loads(json.dumps(st.to_data()))
    assert GameState.from_data(data) == st and len(data["fate_drawn"]) == 2
    data["fate_drawn"] = ["fate_crumbling_shrine", "fate_crumbling_shrine"]  # there is only one
    with pytest.raises(SaveFormatError, match="fate_drawn"):
        GameState.from_data(data)
    data["fate_drawn"] = []
    data["golem_marker"] = 13
    with pytest.raises(SaveFormatError, match="golem_marker"):
        GameState.from_data(data)
