"""Saves from before a bribe could come at any moment of one's turn (save format version 2,
ruling R35 as it was): such a game opens where its decisions mean the same game, and is refused
as a save of another version where they no longer do (tests/golden/README.md)."""

import json
from pathlib import Path

import pytest

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.saved_games import saves
from hidden_leaders_qt.saved_games.saves import load_game, load_problem, replay, save_game

GOLDEN = Path(__file__).parent / "golden"


def test_a_version_2_save_at_the_old_moment_to_bribe_opens_at_the_draw_with_the_bribe_beside_it():
    saved = load_game(GOLDEN / "bribe_moment_saved_by_version_2.json")
    assert saved.version == 2 and saved.settings.bribery and len(saved.decisions) == 52
    st = replay(saved)
    # version 2 asked "bribe now, or go on" here, right after the main action of seat 3
    assert st.turn == 9 and st.current == 2 and st.decision.kind == "draw" and st.deciding_seat == 2
    assert Option("bribe", (0,)) in st.options and Option("draw_harbor") in st.options
    assert not [e for e in st.events() if e.kind == "bribe"]


def test_the_opened_save_is_written_again_as_version_3_and_reads_back_the_same(tmp_path):
    saved = load_game(GOLDEN / "bribe_moment_saved_by_version_2.json")
    path = tmp_path / "again.json"
    save_game(path, saved)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == saves.VERSION == 3
    assert replay(load_game(path)) == replay(saved)


def test_a_version_2_save_that_went_on_without_bribing_is_refused_with_the_version_message():
    path = GOLDEN / "went_on_without_bribing_by_version_2.json"
    with pytest.raises(saves.OtherVersionError, match="at decision 39 this game offers one beside another") as error:
        load_game(path)
    set_language("en")
    assert load_problem(error.value) == (
        "This saved game comes from another version of Hidden Leaders, which this one cannot read."
    )
    set_language("de")
    try:
        assert "aus einer anderen Version" in load_problem(error.value)
    finally:
        set_language("en")


def test_the_same_decisions_saved_as_version_3_mean_the_new_rules(tmp_path):
    # the go_on of version 2 is no answer to the draw the new rules ask at that point
    data = json.loads((GOLDEN / "went_on_without_bribing_by_version_2.json").read_text(encoding="utf-8"))
    path = tmp_path / "relabelled.json"
    path.write_text(json.dumps(data | {"version": 3}), encoding="utf-8")
    with pytest.raises(saves.SaveFormatError, match="decision 39 of 50") as error:
        load_game(path)
    assert not isinstance(error.value, saves.OtherVersionError)


def test_a_version_2_save_without_bribery_opens_as_before(tmp_path):
    saved = load_game(GOLDEN / "question_to_the_seat_off_turn.json")
    path = tmp_path / "old.json"
    path.write_text(json.dumps(saved.to_data() | {"version": 2}), encoding="utf-8")
    assert replay(load_game(path)) == replay(saved)
