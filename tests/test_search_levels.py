"""The search levels, Hard and Expert: each described once, Hard as it always played, Expert
longer; their knobs reach the search processes and the tournament, and Expert is a kind of
seat the saves, the command line, the statistics and the history know."""

import random
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from hidden_leaders_qt import language
from hidden_leaders_qt.ai.search import search_bot, search_pool
from hidden_leaders_qt.ai.search.search_levels import EXPERT, HARD, SEARCH_LEVELS
from hidden_leaders_qt.cli import build_parser
from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.records.game_log import game_log_text
from hidden_leaders_qt.records.history import add_record, load_history, record_of
from hidden_leaders_qt.records.statistics import Who, player_statistics, who_sat
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, load_game, save_game
from hidden_leaders_qt.tournaments.tournament import _Player, run_tournament


def test_hard_searches_as_it_always_did_and_expert_four_times_as_long():
    """Hard's figures since it was tuned: playouts of one turn beyond the leaf, exploration
    0.5, the rule-based prior weighed 0.3, the rule-based choice kept unless the search finds
    another 2 points better, its fitted leaf values; 0.94 s a process and at least 5,000
    iterations. Expert: the same search for 3.76 s and at least 20,000, trusting its search."""
    for level, seconds, least, margin in ((HARD, 0.94, 5000, 0.02), (EXPERT, 3.76, 20_000, 0.0)):
        bot = level.bot(5)
        knobs = (bot.playout_turns, bot.exploration, bot.prior_weight, bot.keep_rule_margin, bot.fitted_leaf)
        assert knobs == (1, 0.5, 0.3, margin, True), level.kind
        assert (level.seconds, level.min_iterations) == (seconds, least)
    assert list(SEARCH_LEVELS) == ["hard", "expert"]


def test_expert_takes_what_its_search_found_better_where_hard_keeps_the_rule_based_choice():
    """A search found playing card 1 worth 0.01 a visit more than discarding card 2, the
    rule-based bot's choice: below Hard's margin, above Expert's."""
    play, discard = Option("play", (0,)), Option("discard", (1,))
    stats = search_bot.RootStats({play: 100, discard: 60}, {play: 51.0, discard: 30.0}, preferred=discard)
    assert stats.choice([play, discard], HARD.keep_rule_margin) == discard
    assert stats.choice([play, discard], EXPERT.keep_rule_margin) == play


def test_every_search_level_is_a_kind_everywhere_kinds_are_listed():
    from hidden_leaders_qt import cli
    from hidden_leaders_qt.records import record_words, statistics
    from hidden_leaders_qt.saved_games import saves
    from hidden_leaders_qt.ui.dialogs import new_game_dialog

    for kind in SEARCH_LEVELS:
        assert kind in cli.BOTS and kind in saves.SEAT_KINDS and kind in statistics.LEVEL_TITLES
        assert kind in dict(new_game_dialog.SEAT_KINDS) and kind in new_game_dialog.SEAT_KIND_TIPS
        assert kind in record_words.GERMAN and statistics.LEVEL_TITLES[kind] in record_words.GERMAN


def test_a_tournament_gives_each_level_its_share_of_the_budget():
    assert HARD.tournament_iterations(500) == 500
    assert EXPERT.tournament_iterations(500) == 2000
    assert EXPERT.tournament_iterations(1) == 4
    assert _Player("hard", 1, 30).searcher.iterations == 30
    assert _Player("expert", 1, 30).searcher.iterations == 120


def test_a_search_process_builds_its_bot_with_the_levels_knobs(monkeypatch):
    """In a worker: one bot per (game, seat, level), made with that level's knobs."""
    monkeypatch.setattr(search_pool, "_bots", type(search_pool._bots)())
    st = new_game(Settings(players=3, seed=4))
    seat = st.deciding_seat
    world = st.redacted_for(seat, 2).to_data()
    tuned = replace(EXPERT, exploration=0.9, prior_weight=0.1, playout_turns=2, keep_rule_margin=0.0, fitted_leaf=False)
    found, _preferred, done = search_pool._search(world, seat, 7, None, 12, "game", 0, tuned)
    assert done == 12 and {Option.from_data(data) for data, _visits, _value in found} <= set(st.options)
    bot = search_pool._bots["game", seat, tuned]
    knobs = (bot.exploration, bot.prior_weight, bot.playout_turns, bot.keep_rule_margin, bot.fitted_leaf)
    assert knobs == (0.9, 0.1, 2, 0.0, False)
    search_pool._search(world, seat, 7, None, 12, "game", 0, HARD)
    hard = search_pool._bots["game", seat, HARD]
    assert hard.exploration == HARD.exploration and hard.fitted_leaf


def test_a_levels_margin_decides_when_its_search_overrules_the_rule_based_choice():
    """The search found `play` worth 0.01 more a visit than the rule-based bot's `pass`."""
    play, wait = Option("play", (0,)), Option("pass", ())
    stats = search_bot.RootStats({play: 100, wait: 50}, {play: 51.0, wait: 25.0}, wait)
    assert stats.choice([play, wait]) == wait  # Hard's margin, 0.02
    assert stats.choice([play, wait], margin=0.0) == play
    assert stats.choice([play, wait], margin=0.01) == play


def test_a_tournament_seats_expert_against_hard():
    report = run_tournament(2, "expert", ["hard"], 2, seed=3, budget=2, workers=1)
    assert report.games == 2 and len(report.baseline) == 1
    assert all(record.kinds.count("expert") == 1 for record in report.records)
    assert report.lines()[0] == "2-player tournament: expert against a field of hard"


def test_the_tournament_command_knows_expert():
    args = build_parser().parse_args(["tournament", "--seat", "expert", "--field", "hard,expert"])
    assert (args.seat, args.field) == ("expert", ["hard", "expert"])


def played(seats: list[SeatConfig], seed: int) -> tuple[SavedGame, object]:
    settings = Settings(players=len(seats), seed=seed)
    state, rng, decisions = new_game(settings), random.Random(seed), []
    while not state.is_over:
        decisions.append(rng.choice(state.options))
        state.apply(decisions[-1])
    return SavedGame(settings, seats, decisions), state


def test_a_save_keeps_an_expert_seat_and_an_unknown_kind_is_still_refused(tmp_path):
    saved, _state = played([SeatConfig("Ann", "human"), SeatConfig("Brunhild", "expert")], 3)
    save_game(tmp_path / "game.json", saved)
    assert load_game(tmp_path / "game.json").seats == saved.seats
    text = (tmp_path / "game.json").read_text(encoding="utf-8").replace('"expert"', '"grandmaster"')
    (tmp_path / "odd.json").write_text(text, encoding="utf-8")
    with pytest.raises(SaveFormatError, match=r"seats\[1\]\.kind: unknown seat kind .*hard \| expert"):
        load_game(tmp_path / "odd.json")


def test_the_history_and_its_statistics_name_the_expert_level(data_dir, monkeypatch):
    seats = [SeatConfig("Ann", "human"), SeatConfig("Brunhild", "expert"), SeatConfig("Mira", "hard")]
    for seed in (1, 2):
        saved, state = played(seats, seed)
        add_record(record_of(saved, state, 300, datetime(2026, 11, 27, 3, seed, tzinfo=UTC)))
    records = load_history().records
    assert records[0].seats == tuple(seats)
    assert who_sat(seats[1]) == Who(True, "Expert")
    levels = [stats.who for stats in player_statistics(records) if stats.who.computer]
    assert levels == [Who(True, "Hard"), Who(True, "Expert")]  # from Random up to Expert
    assert levels[1].label == "Expert (computer)"
    assert "Brunhild (expert): " in game_log_text(records[0])
    monkeypatch.setattr(language, "_current", "de")
    assert levels[1].label == "Experte (Computer)"
    assert "Brunhild (Experte): " in game_log_text(records[0])
