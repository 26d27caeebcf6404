"""The history of finished games: its file, its bounds, its damage, the statistics drawn from
it and the exported log."""

import dataclasses
import json
import os
import random
from datetime import UTC, datetime

import pytest

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.records import history
from hidden_leaders_qt.records.game_log import game_log_text
from hidden_leaders_qt.records.history import (
    GameRecord,
    SeatLeader,
    add_record,
    delete_record,
    game_key,
    history_path,
    load_history,
    record_of,
)
from hidden_leaders_qt.records.statistics import Tally, Who, player_statistics, wilson
from hidden_leaders_qt.saved_games import saves
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig

SEATS = [SeatConfig("Ann", "human"), SeatConfig("Mira", "hard")]


def finished(seed: int, seats=SEATS, modules: dict | None = None) -> GameRecord:
    """A game (of two players, unless told otherwise) played to its end by random choices, as a record."""
    settings = Settings(players=len(seats), seed=seed, **(modules or {}))
    state, rng, decisions = new_game(settings), random.Random(seed), []
    while not state.is_over:
        option = rng.choice(state.options)
        decisions.append(option)
        state.apply(option)
    at = datetime(2026, 11, 1, 12, seed % 60, tzinfo=UTC)
    return record_of(SavedGame(settings, list(seats), decisions), state, 600 + seed, at)


def lines() -> list[str]:
    return history_path().read_text(encoding="utf-8").splitlines()


def test_a_record_goes_in_and_comes_back_the_same(data_dir):
    record = finished(3)
    assert add_record(record) == (True, [])
    found = load_history()
    assert found.problems == [] and found.set_aside is None
    assert found.records == [record]
    back = found.records[0]
    assert back.game.decisions == record.game.decisions and back.game.settings == record.game.settings
    assert back.seats == tuple(SEATS) and back.seconds == 603 and back.turns == record.turns > 0
    assert json.loads(lines()[0]) == {"format": "hidden-leaders-history", "version": 1}
    assert history_path().parent == data_dir


def test_the_same_game_is_never_recorded_twice(data_dir):
    record = finished(4)
    later = dataclasses.replace(record, finished_at=datetime(2027, 1, 1, tzinfo=UTC))
    assert add_record(record)[0]
    assert not add_record(record)[0]
    assert not add_record(later)[0]
    assert len(load_history().records) == 1 and len(lines()) == 2


def test_the_key_is_the_game_not_who_records_it():
    record = finished(5)
    renamed = SavedGame(
        record.game.settings, [SeatConfig("Bo", "human"), SeatConfig("Cy", "easy")], record.game.decisions
    )
    assert game_key(renamed) == record.key
    assert game_key(finished(6).game) != record.key


def test_a_damaged_history_is_set_aside_reported_and_a_new_one_begins(data_dir):
    data_dir.mkdir()
    history_path().write_bytes(b"\x89PNG not a history")
    found = load_history()
    assert found.records == [] and found.set_aside is not None
    assert found.set_aside.read_bytes() == b"\x89PNG not a history"
    assert "damaged" in found.problems[0] and found.set_aside.name in found.problems[0]
    assert not history_path().exists()
    assert add_record(finished(7))[0]
    assert len(load_history().records) == 1


def test_a_bad_record_is_skipped_and_reported_and_the_rest_kept(data_dir):
    first, second, third = finished(8), finished(9), finished(10)
    for record in (first, second, third):
        add_record(record)
    header, one, two, three = lines()
    tampered = json.loads(two)
    tampered["winner"] = 7
    cut = three[: len(three) // 2]  # a crash in the middle of writing the last line
    history_path().write_text("\n".join([header, one, json.dumps(tampered), cut]), encoding="utf-8")
    found = load_history()
    assert found.records == [first]
    assert found.set_aside is None
    assert "2 damaged game records" in found.problems[0] and "line 3" in found.problems[0]
    assert add_record(finished(11)) == (True, [])  # written on a line of its own
    again = load_history()
    assert [r.key for r in again.records] == [first.key, finished(11).key]
    assert again.problems == found.problems  # the damaged lines are kept, and told again


def test_damaged_decisions_are_found_when_the_game_is_replayed(data_dir):
    """Reading the history checks every record but not every decision (5,000 games would take
    seconds); a game whose decisions are damaged is listed, and refused when replayed."""
    record = finished(13)
    add_record(record)
    header, line = lines()
    data = json.loads(line)
    data["game"]["decisions"][3] = ["fly", ["away"]]
    history_path().write_text("\n".join([header, json.dumps(data)]) + "\n", encoding="utf-8")
    (back,) = load_history().records
    assert back == record
    with pytest.raises(SaveFormatError):
        game_log_text(back)


def test_the_oldest_games_go_beyond_the_bounds(data_dir, monkeypatch):
    monkeypatch.setattr(history, "MAX_RECORDS", 3)
    records = [finished(seed) for seed in range(20, 25)]
    for record in records:
        add_record(record)
    assert load_history().records == records[-3:]
    one_line = len(lines()[-1].encode()) + 1
    monkeypatch.setattr(history, "MAX_HISTORY_BYTES", 2 * one_line + one_line // 2)
    add_record(finished(25))
    assert [r.key for r in load_history().records] == [records[-1].key, finished(25).key]


def test_a_record_is_deleted(data_dir):
    first, second = finished(30), finished(31)
    add_record(first)
    add_record(second)
    delete_record(first.key)
    assert load_history().records == [second]


def copies(record: GameRecord, count: int, first: int = 0) -> list[bytes]:
    """`count` lines of games that differ by their keys (trusted as written), as the history holds them."""
    lines = []
    for number in range(first, first + count):
        data = {**record.to_data(), "key": f"{number:032x}"}
        lines.append(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    return lines


def write_history(lines: list[bytes]) -> None:
    history_path().parent.mkdir(parents=True, exist_ok=True)
    history_path().write_bytes(b"\n".join([json.dumps(history.HEADER).encode("utf-8"), *lines]) + b"\n")


def damaged_lines(path) -> list[bytes]:
    return [line for line in path.read_bytes().split(b"\n") if line]


def test_damaged_lines_never_push_a_game_out(data_dir):
    """4,000 games and 1,500 damaged lines (a line in every few cut short or tampered), then
    one game more: all 4,001 games stay, and the damaged lines are moved beside the history."""
    games = copies(finished(40), 4_000)
    damaged = [b'{"key":"%032x","winner":' % number for number in range(10_000, 11_500)]
    pending, mixed = iter(damaged), []
    for number, game in enumerate(games):
        mixed.append(game)
        if number % 8 < 3:
            mixed.append(next(pending))
    assert len(mixed) == 5_500
    write_history(mixed)
    before = load_history()
    assert len(before.records) == 4_000 and "1500 damaged game records" in before.problems[0]

    added, problems = add_record(finished(41))
    assert added
    found = load_history()
    assert [r.key for r in found.records] == [r.key for r in before.records] + [finished(41).key]
    assert found.problems == []
    (kept,) = data_dir.glob("history-damaged-*.jsonl")
    assert damaged_lines(kept) == damaged
    assert problems == [f"The history's 1500 damaged lines were moved out of it, into {kept.name}."]


def test_beyond_the_bounds_only_games_count(data_dir, monkeypatch):
    """The limit is a number of games: when it is reached the oldest game goes, and the damaged
    lines, whatever their number, are moved aside rather than counted."""
    monkeypatch.setattr(history, "MAX_RECORDS", 3)
    one, two, three = copies(finished(42), 3)
    cut = one[: len(one) // 2]
    write_history([one, cut, two, b"not json", three])
    add_record(finished(43))
    assert [r.key for r in load_history().records] == [f"{1:032x}", f"{2:032x}", finished(43).key]
    (kept,) = data_dir.glob("history-damaged-*.jsonl")
    assert damaged_lines(kept) == [cut, b"not json"]


@pytest.mark.parametrize(
    "character", ["\u202e", "\x1b", "\x07", "\x00"], ids=["right-to-left override", "ESC", "BEL", "NUL"]
)
@pytest.mark.parametrize("where", ["leader", "decided_by"])
def test_a_name_or_phrase_a_seat_could_not_hold_is_refused(data_dir, character, where):
    """A tampered history cannot put a control or text-direction character in front of a
    player: the record is left out and reported, as a seat named so is refused."""
    good, tampered = copies(finished(44), 2)
    data = json.loads(tampered)
    if where == "leader":
        data["leaders"][1]["name"] = f"Sister{character} of Sorrow"
    else:
        data["decided_by"] = f"red marker ahead{character}; most heroes"
    write_history([good, json.dumps(data).encode("utf-8")])
    found = load_history()
    assert [r.key for r in found.records] == [f"{0:032x}"]
    direction = character == "\u202e"
    why = f"contains a {'text-direction control' if direction else 'control'} character (U+{ord(character):04X})"
    assert "1 damaged game record" in found.problems[0] and "line 3" in found.problems[0]
    assert why in found.problems[0]


def test_a_killed_rewrite_leaves_no_temporary_files_beyond_the_next_game(data_dir):
    """A rewrite killed midway leaves its temporary file (the history itself whole); the next
    game added removes it. One being written now by another copy of the program stays."""
    add_record(finished(45))
    killed = [data_dir / f".history.jsonl.{name}.tmp" for name in ("k1lled", "x9q_2a")]
    for path in killed:
        path.write_bytes(b"{" * 100_000)
        os.utime(path, (saves.PROGRAM_STARTED - 60, saves.PROGRAM_STARTED - 60))
    young = data_dir / ".history.jsonl.n0w4b8.tmp"
    young.write_bytes(b"{")
    assert add_record(finished(46)) == (True, [])
    assert not any(path.exists() for path in killed) and young.exists()
    assert len(load_history().records) == 2


def test_the_exported_log_names_every_card_and_the_winner():
    record = finished(12)
    text = game_log_text(record)
    assert "Ann (human): " + record.leaders[0].name in text
    assert f"Decided by: {record.decided_by}" in text
    assert "a card" not in text and "hidden hero" not in text
    assert text.count("begins turn") == record.turns


def ended(leaders, markers, face_up=None, face_down=None, **options) -> str:
    """How a game ending in this position was decided, as the history keeps it."""
    tavern = ["hairy_hermit", "potato_privateer", "grumpy_guard"]
    layout = dict(face_up=face_up or {}, face_down=face_down or {}, markers=markers, leaders=leaders)
    st = from_layout(len(leaders), tavern=tavern, graveyard=[], **layout, **options)
    return history.decided_by(score(st))


def test_how_a_game_was_decided_is_one_short_phrase():
    """Every faction's way of winning, and every way its seat is found, in known endings."""
    # Enned (Undead and Water Folk) the only leader with the Undead
    assert ended(["enned", "pavyr"], (9, 10)) == "both markers in the war area; only aligned leader"
    # Pavyr and Xiadul, neither with the Water Folk
    assert ended(["pavyr", "xiadul"], (5, 5)) == "markers level; nobody aligned"
    # Lemron and Cyra both with the Water Folk: two of its heroes against one
    water = {0: ["pessimistic_whaleman", "tentacle_oracle"], 1: ["drowned_deserter"]}
    assert ended(["lemron", "cyra"], (5, 6), water) == "markers side by side; most heroes"
    # Cyra and Pavyr with one Imperial Army hero each: three heroes in all against two
    army = {0: ["flailing_knight", "keen_koi", "leery_lizard"], 1: ["underpaid_mercenary"]}
    hidden = {1: ["pigmented_war_pig"]}
    assert ended(["cyra", "pavyr"], (6, 4), army, hidden) == "red marker ahead; tie-break: fewest heroes"
    # Lemron (1) and Myrad (3), both with the Hill Tribes, with empty parties
    assert ended(["lemron", "myrad"], (4, 6)) == "green marker ahead; tie-break: leader number"
    # Tissa the only leader with the Golems, their marker past both others
    golems = dict(golems=True, golem_marker=8)
    assert ended(["tissa", "lemron"], (6, 4), **golems) == "golem marker ahead; only aligned leader"


# --- statistics -----------------------------------------------------------------------------

UNDEAD_LEADER = SeatLeader("Bonebinder", ("undead",))
WATER_LEADER = SeatLeader("Tidecaller", ("water_folk",))
DUAL_LEADER = SeatLeader("Twofold", ("undead", "hill_tribes"))


def made(seats: list[tuple[str, str]], leaders, winner: int | None, faction: str) -> GameRecord:
    """A record written by hand: only what the statistics read matters."""
    configs = [SeatConfig(name, kind) for name, kind in seats]
    settings = Settings(players=len(seats), seed=len(seats))
    aligned = () if winner is None else (winner,)
    at = datetime(2026, 1, 1, tzinfo=UTC)
    return GameRecord("k", at, 60, 5, faction, winner, aligned, "", tuple(leaders), tuple(configs), settings, {})


KNOWN_GAMES = [
    made([("Ann", "human"), ("E", "easy")], [UNDEAD_LEADER, WATER_LEADER], 0, "undead"),
    made(
        [("Ann", "human"), ("Bob", "human"), ("H", "hard")],
        [WATER_LEADER, UNDEAD_LEADER, DUAL_LEADER],
        2,
        "hill_tribes",
    ),
    made([("Ann", "human"), ("H", "hard")], [UNDEAD_LEADER, WATER_LEADER], None, "imperial_army"),
    made(
        [("Ann", "human"), ("E1", "easy"), ("E2", "easy")],
        [DUAL_LEADER, UNDEAD_LEADER, WATER_LEADER],
        0,
        "undead",
    ),
]


def test_statistics_of_a_known_set_of_games():
    stats = player_statistics(KNOWN_GAMES)
    assert [s.who for s in stats] == [Who(False, "Ann"), Who(False, "Bob"), Who(True, "Easy"), Who(True, "Hard")]
    ann, bob, easy, hard = stats
    assert ann.overall == Tally(4, 2)
    assert ann.by_leader == {"Bonebinder": Tally(2, 1), "Tidecaller": Tally(1, 0), "Twofold": Tally(1, 1)}
    # won with the Undead twice; Twofold's game counts for Hill Tribes too, not won by them
    assert ann.by_faction == {"Undead": Tally(3, 2), "Water Folk": Tally(1, 0), "Hill Tribes": Tally(1, 0)}
    assert ann.by_players == {2: Tally(2, 1), 3: Tally(2, 1)}
    assert bob.overall == Tally(1, 0)
    assert easy.overall == Tally(3, 0)  # three seats in two games
    assert hard.overall == Tally(1 + 1, 1)
    assert hard.by_faction == {"Undead": Tally(1, 0), "Hill Tribes": Tally(1, 1), "Water Folk": Tally(1, 0)}
    assert easy.who.label == "Easy (computer)" and ann.who.label == "Ann"


def test_a_person_named_like_a_level_is_not_that_level():
    games = [made([("Hard", "human"), ("H", "hard")], [UNDEAD_LEADER, WATER_LEADER], 0, "undead")]
    person, level = player_statistics(games)
    assert (person.who, person.overall) == (Who(False, "Hard"), Tally(1, 1))
    assert (level.who, level.overall) == (Who(True, "Hard"), Tally(1, 0))


def test_the_wilson_interval_by_hand():
    z2 = 1.959963984540054**2
    assert wilson(0, 3) == pytest.approx((0.0, z2 / (3 + z2)))  # 0.5615
    assert wilson(10, 10) == pytest.approx((10 / (10 + z2), 1.0))  # 0.7225
    low, high = wilson(2, 4)
    assert (round(low, 4), round(high, 4)) == (0.15, 0.85)
    assert wilson(0, 0) == (0.0, 1.0)
    assert Tally(4, 2).share == 0.5 and Tally().share == 0.0
