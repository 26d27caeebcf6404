"""The replay model: a saved game rebuilt at every decision shows each seat exactly the table
and the log it saw while the game was played, in any order of steps; the rules of who may
look at which view (hot-seat, unfinished games)."""

import dataclasses

import pytest

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.events import chain_to_list
from hidden_leaders_qt.engine.words.narration import LogRows, render_merged
from hidden_leaders_qt.saved_games import replay as replay_module
from hidden_leaders_qt.saved_games.replay import (
    EVERYTHING,
    MIN_INTERVAL,
    PUBLIC,
    GameReplay,
    HiddenFromReaderError,
    needs_cover,
    position_text,
    readers,
    revealed_view,
)
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig

NAMES = ["Ardan", "Mira", "Tobin", "Elske", "Ode"]


def bot_game(settings: Settings, kinds: list[str], stop_after: int | None = None):
    """A seeded game played by bots through the engine; at each decision point, every seat's
    view and the log as that seat reads it, as the live game showed them."""
    st = new_game(settings)
    bots = [make_bot("medium", 11 + seat) for seat in range(settings.players)]
    decisions, seen = [], []
    while not st.is_over and (stop_after is None or len(decisions) < stop_after):
        seen.append(live_point(st))
        seat = st.deciding_seat
        option = bots[seat].choose(st.view_for(seat), st.db)
        st.apply(option)
        decisions.append(option)
    seen.append(live_point(st))
    seats = [SeatConfig(NAMES[seat], kind) for seat, kind in enumerate(kinds)]
    return SavedGame(settings, seats, decisions), seen, st


def live_point(st):
    rows = LogRows()
    rows.add(chain_to_list(st.log))
    views = [st.view_for(seat) for seat in range(st.n)]
    logs = [[render_merged(row, seat, card_name(st.db), seat_name) for row in rows.rows] for seat in range(st.n)]
    return views, logs


def card_name(db):
    return lambda card: db.heroes[card].name


def seat_name(seat: int) -> str:
    return NAMES[seat] if seat >= 0 else "The game"


GAMES = {
    "4p-golems-bribery": Settings(players=4, seed=31, golems=True, bribery=True),
    "5p-artifacts-royal-intrigue": Settings(
        players=5, seed=9, queens_and_friend=True, artifacts=True, royal_intrigue=True
    ),
}


@pytest.fixture(scope="module", params=list(GAMES))
def finished(request):
    settings = GAMES[request.param]
    return bot_game(settings, ["human"] + ["medium"] * (settings.players - 1))


def test_every_step_shows_each_seat_the_table_and_log_of_the_live_game(finished):
    saved, seen, _final = finished
    game = GameReplay(saved)
    assert game.count == len(seen) - 1 > 2 * game.interval  # the copies are used, not only the first
    names = card_name(game.state().db)
    # in a shuffled order: each position is rebuilt from a copy or from the last one reached
    order = list(range(game.count + 1))
    order = order[::2] + order[1::2][::-1]
    for position in order:
        assert game.go(position) == position
        views, logs = seen[position]
        for seat in range(saved.settings.players):
            assert game.view(seat) == views[seat], (position, seat)
            assert game.log_lines(seat, names, seat_name) == logs[seat], (position, seat)


def test_a_long_game_keeps_a_bounded_number_of_copies(finished, monkeypatch):
    saved, seen, _final = finished
    monkeypatch.setattr(replay_module, "MAX_SNAPSHOTS", 4)
    game = GameReplay(saved)
    assert len(game._snapshots) <= 4 and game.interval >= game.count / 4
    for position in (game.count, 1, game.interval * 2 - 1, game.interval * 2, 0):
        game.go(position)
        assert game.view(1) == seen[position][0][1]


def test_forward_then_backward_returns_to_the_same_table(finished):
    saved, _seen, _final = finished
    game = GameReplay(saved)
    game.go(40)
    before = [game.view(seat) for seat in range(4)], game.view(EVERYTHING), game.events_so_far()
    for position in range(41, 41 + MIN_INTERVAL * 2):
        game.go(position)
        game.view(0)
    for position in range(40 + MIN_INTERVAL * 2, 39, -1):
        game.go(position)
        game.view(1)
    assert ([game.view(seat) for seat in range(4)], game.view(EVERYTHING), game.events_so_far()) == before


def test_turns_and_the_ends(finished):
    saved, _seen, final = finished
    game = GameReplay(saved)
    assert game.go(-5) == 0 and game.go(10**6) == game.count
    assert game.state().is_over and game.is_over
    game.go(0)
    starts = []
    while (following := game.next_turn_start()) != game.count:
        assert following > game.position
        starts.append(game.go(following))
        assert game.point.turn != game.points[following - 1].turn
    assert len(starts) == final.turn  # turn 1 to the last turn, each entered once
    game.go(starts[3] + 1)
    assert game.previous_turn_start() == starts[3]
    game.go(starts[3])
    assert game.previous_turn_start() == starts[2]


def test_the_revealed_table_shows_every_card_and_at_the_end_is_the_end_table(finished):
    saved, _seen, final = finished
    game = GameReplay(saved)
    game.go(game.count)
    for seat in range(4):
        assert game.view(EVERYTHING, seat) == final.view_for(seat)
    game.go(game.count // 2)
    view = game.view(EVERYTHING, 2)
    st = game.state()
    assert view.seat == 2
    assert view.leaders == tuple(st.leaders) and -1 not in view.leaders
    for cards in (*view.hands, *view.face_down, view.wilderness, view.harbor, view.looking):
        assert -1 not in cards
    if view.bribery is not None:
        assert all(kind is not None for _pos, kind in view.bribery.tokens)
    lines = game.log_lines(EVERYTHING, card_name(st.db), seat_name)
    assert "a card" not in " ".join(lines)
    assert any(" a card" in line or "cards from" in line for line in game.log_lines(3, card_name(st.db), seat_name))


def test_an_unfinished_game_offers_no_revealed_table_and_no_computer_seat():
    settings = Settings(players=3, seed=8)
    solo, _seen, _st = bot_game(settings, ["medium", "human", "easy"], stop_after=30)
    game = GameReplay(solo)
    assert not game.is_over
    with pytest.raises(ValueError):
        game.view(EVERYTHING)
    assert readers(solo, over=False) == [1, PUBLIC]
    assert not needs_cover(solo, False, 1)
    hot_seat = dataclasses.replace(solo, seats=[SeatConfig("Ann", "human"), *solo.seats[1:]])
    assert readers(hot_seat, over=False) == [PUBLIC, 0, 1]
    assert needs_cover(hot_seat, False, 0) and needs_cover(hot_seat, False, 1)
    assert not needs_cover(hot_seat, False, PUBLIC)
    # once over, everything is free to see
    assert readers(hot_seat, over=True) == [EVERYTHING, 0, 1, 2, PUBLIC]
    assert not needs_cover(hot_seat, True, 1)
    public = game.view(PUBLIC, 1)
    assert set(public.hands[1]) == {-1} and set(public.leaders) == {-1}


def test_the_api_refuses_every_view_and_log_of_an_unfinished_game_that_readers_do_not_offer():
    settings = Settings(players=3, seed=8)
    solo, seen, st = bot_game(settings, ["medium", "human", "easy"], stop_after=30)
    game = GameReplay(solo)
    game.go(game.count)
    names = card_name(st.db)
    for reader in (EVERYTHING, 0, 2, 3, -7):  # the face-up table, both computer seats, no seat at all
        with pytest.raises(HiddenFromReaderError):
            game.view(reader)
        with pytest.raises(HiddenFromReaderError):
            game.log_lines(reader, names, seat_name)
    live_views, live_logs = seen[game.count]
    live_view, live_log = live_views[1], live_logs[1]
    assert game.view(1) == live_view and game.log_lines(1, names, seat_name) == live_log
    assert set(game.view(PUBLIC, 1).hands[0]) == {-1}
    # at a hot-seat table each person's own eyes are lent (the window covers them with a hand-off)
    hot_seat = GameReplay(dataclasses.replace(solo, seats=[SeatConfig("Ann", "human"), *solo.seats[1:]]))
    hot_seat.go(hot_seat.count)
    assert hot_seat.view(0) == live_views[0]
    with pytest.raises(HiddenFromReaderError):
        hot_seat.view(2)


def test_the_position_reads_as_turn_decision_and_mover(finished):
    saved, _seen, _final = finished
    game = GameReplay(saved)
    assert position_text(game, NAMES) == f"Setup \u00b7 decision 0 of {game.count} \u00b7 the deal"
    game.go(game.next_turn_start())
    mover = NAMES[game.points[game.position - 1].decider]
    assert position_text(game, NAMES) == f"Turn 1 \u00b7 decision {game.position} of {game.count} \u00b7 {mover}'s move"
    game.go(game.count)
    assert position_text(game, NAMES).endswith("game over")


def test_revealed_view_of_a_live_state_hides_nothing():
    st = new_game(Settings(players=3, seed=4))
    view = revealed_view(st, 1)
    assert view.hands == tuple(tuple(hand) for hand in st.hands)
    assert st.view_for(1).hands != view.hands
