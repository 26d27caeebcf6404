"""Tournaments: seat rotation on duplicate deals, Wilson intervals, and the report."""

from hidden_leaders_qt.tournament import play_game, run_tournament, wilson


def test_wilson_interval_brackets_the_share():
    low, high = wilson(30, 100)
    assert 0.21 < low < 0.30 < high < 0.40
    assert wilson(0, 0) == (0.0, 0.0)


def test_the_same_deal_and_seeds_give_the_same_game():
    first = play_game(["medium", "random", "random"], 1234, 5, 50, 0)
    again = play_game(["medium", "random", "random"], 1234, 5, 50, 0)
    assert (first.winner_kind, first.tested_won) == (again.winner_kind, again.tested_won)


def test_a_small_tournament_rotates_the_tested_bot_through_every_seat():
    report = run_tournament(3, "medium", "random", 6, seed=3, workers=1)
    assert report.games == 6
    assert report.baseline_games == 6
    assert 0 <= report.tested_wins <= 6
    lines = report.lines()
    assert lines[0].startswith("3-player tournament: medium against a field of random")
    assert any("decision time median" in line for line in lines)
