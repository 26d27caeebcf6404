"""Tournaments: seat rotation on duplicate deals, Wilson intervals, the report, journals that
survive damage, and workers that end with the tournament or are replaced when they die."""

import json
import os
import signal
import subprocess
from dataclasses import asdict, replace
from pathlib import Path

import pytest
from test_launch import installed_command, live_processes, wait_for

from hidden_leaders_qt.ai.search.search_bot import LEAF_MODELS
from hidden_leaders_qt.ai.search.search_levels import HARD, SEARCH_LEVELS
from hidden_leaders_qt.records.intervals import wilson
from hidden_leaders_qt.tournaments import tournament
from hidden_leaders_qt.tournaments.tournament import (
    WorkersDiedError,
    deal_seeds,
    leaf_knobs,
    play_game,
    run_tournament,
    seat_kinds,
)
from hidden_leaders_qt.tournaments.tournament_journal import Journal, JournalError
from hidden_leaders_qt.tournaments.tournament_progress import TournamentProgress
from hidden_leaders_qt.tournaments.tournament_record import GameRecord, RecordError


def test_wilson_interval_brackets_the_share():
    low, high = wilson(30, 100)
    assert 0.21 < low < 0.30 < high < 0.40
    assert wilson(0, 0) == (0.0, 0.0)


def test_the_same_deal_and_seeds_give_the_same_move_list():
    first = play_game(["medium", "easy", "hard"], 1234, 5, 40, 2)
    again = play_game(["medium", "easy", "hard"], 1234, 5, 40, 2)
    assert len(first.moves) > 30
    assert first.moves == again.moves
    assert first.winner == again.winner


def test_another_bot_seed_gives_another_game_on_the_same_deal():
    first = play_game(["easy", "easy", "easy"], 1234, 5, 40, 0)
    other = play_game(["easy", "easy", "easy"], 1234, 6, 40, 0)
    assert first.moves != other.moves


def test_field_bots_keep_their_place_after_the_tested_bot():
    assert seat_kinds(4, "hard", ["random", "easy", "medium"], 0) == ["hard", "random", "easy", "medium"]
    assert seat_kinds(4, "hard", ["random", "easy", "medium"], 2) == ["easy", "medium", "hard", "random"]
    assert seat_kinds(3, "medium", ["random"], 1) == ["random", "medium", "random"]


def test_a_small_tournament_rotates_the_tested_bot_through_every_seat():
    report = run_tournament(3, "medium", ["random"], 6, seed=3, workers=1)
    assert report.games == 6
    assert sorted(r.tested_seat for r in report.records) == [0, 0, 1, 1, 2, 2]
    assert report.baseline_games == 6
    replayed = [
        play_game(seat_kinds(3, "medium", ["random"], seat), deal, index, 400, seat)
        for index, deal in enumerate(deal_seeds(2, 3, None))
        for seat in range(3)
    ]
    assert [r.winner for r in report.records] == [r.winner for r in replayed]
    assert report.tested_wins == sum(r.winner == r.tested_seat for r in replayed)
    lines = report.lines()
    assert lines[0].startswith("3-player tournament: medium against a field of random")
    assert "baseline" in lines[2]
    assert any("decision time median" in line for line in lines)


def test_a_mixed_field_reports_every_kind_and_the_search_bots_belief():
    report = run_tournament(3, "hard", ["easy", "random"], 3, seed=4, budget=20, workers=1)
    assert report.baseline == []
    assert set(report.kind_results()) == {"easy", "random"}
    assert all(games == 3 for _, games in report.kind_results().values())
    beliefs = report.belief_on_truth()
    assert len(beliefs) == 3 * 2
    assert all(0.0 < p <= 1.0 for p in beliefs)
    text = "\n".join(report.lines())
    assert "belief on the true leader at game end" in text
    assert "easy     win share" in text and "random   win share" in text


def test_a_tournament_stopped_half_way_goes_on_from_its_journal(tmp_path):
    journal = tmp_path / "cell.jsonl"
    whole = run_tournament(3, "medium", ["random"], 6, seed=3, workers=1, journal=journal)
    lines = journal.read_text().splitlines(keepends=True)
    assert len(lines) == 1 + 6 + 2  # the header, six games with the tested bot, two baseline deals
    # the run is cut off while writing its fourth game: three whole games and half a line remain
    journal.write_text("".join(lines[:4]) + lines[4][: len(lines[4]) // 2])
    header = {key: value for key, value in json.loads(lines[0]).items() if key != "format"}
    kept = Journal(journal, header)
    assert len(kept.done) == 3
    assert journal.read_text() == "".join(lines[:4])  # the broken line is gone before more are added
    again = run_tournament(3, "medium", ["random"], 6, seed=3, workers=1, journal=journal)
    assert [r.winner for r in again.records] == [r.winner for r in whole.records]
    assert [r.moves for r in again.records + again.baseline] == [r.moves for r in whole.records + whole.baseline]
    assert len(journal.read_text().splitlines()) == 1 + 6 + 2


def test_the_journal_of_another_tournament_is_refused_and_left_as_it_was(tmp_path):
    journal = tmp_path / "cell.jsonl"
    run_tournament(3, "medium", ["random"], 3, seed=3, workers=1, journal=journal)
    before = journal.read_bytes()
    with pytest.raises(JournalError, match="belongs to another tournament .*differs in players, tested"):
        run_tournament(2, "easy", ["random"], 2, seed=3, workers=1, journal=journal)
    assert journal.read_bytes() == before
    stranger = tmp_path / "notes.txt"
    stranger.write_text("shopping list\n")
    with pytest.raises(JournalError, match="is not a tournament journal .*'shopping list"):
        run_tournament(2, "easy", ["random"], 2, seed=3, workers=1, journal=stranger)


def test_progress_shows_the_tested_bots_share_so_far_with_its_interval():
    won = GameRecord(["hard", "medium"], 0, 0)
    lost = GameRecord(["medium", "hard"], 0, 1)
    baseline = GameRecord(["medium", "medium"], 1, -1)
    progress = TournamentProgress("hard", 10, [won, baseline])
    assert progress.share() == "hard 100.0% (20.7%-100.0%) of 1"
    progress.add(lost)
    assert progress.share() == "hard 50.0% (9.5%-90.5%) of 2"
    assert progress.bar.n == 3
    progress.close()


def test_a_journal_written_before_a_level_was_retuned_is_refused(tmp_path, monkeypatch):
    journal = tmp_path / "cell.jsonl"
    run_tournament(2, "hard", ["medium"], 2, seed=3, budget=4, workers=1, journal=journal)
    before = journal.read_bytes()
    levels = json.loads(before.splitlines()[0])["levels"]
    assert levels == {"hard": asdict(HARD) | {"leaf_models": leaf_knobs()}}
    assert levels["hard"]["leaf_models"]["6 players"] == asdict(LEAF_MODELS[6, False])
    monkeypatch.setitem(SEARCH_LEVELS, "hard", replace(HARD, keep_rule_margin=HARD.keep_rule_margin + 0.01))
    with pytest.raises(JournalError, match="belongs to another tournament .*differs in levels"):
        run_tournament(2, "hard", ["medium"], 2, seed=3, budget=4, workers=1, journal=journal)
    assert journal.read_bytes() == before


def test_a_journal_written_before_the_leaf_values_were_refitted_is_refused(tmp_path, monkeypatch):
    journal = tmp_path / "cell.jsonl"
    run_tournament(2, "hard", ["medium"], 2, seed=3, budget=4, workers=1, journal=journal)
    before = journal.read_bytes()
    monkeypatch.setitem(LEAF_MODELS, (2, False), replace(LEAF_MODELS[2, False], discount=0.5))
    with pytest.raises(JournalError, match="belongs to another tournament .*differs in levels"):
        run_tournament(2, "hard", ["medium"], 2, seed=3, budget=4, workers=1, journal=journal)
    assert journal.read_bytes() == before


def workers_busy(session: int) -> bool:
    """Two worker processes, each a second of processor time into its games."""
    workers = [pid for pid, command in live_processes(session) if "spawn_main" in command]
    try:
        stats = [Path(f"/proc/{pid}/stat").read_text() for pid in workers]
    except OSError:
        return False  # one ended while we looked
    ticks = [int(stat[stat.rindex(")") + 2 :].split()[11]) for stat in stats]  # utime
    return len(workers) == 2 and all(tick >= os.sysconf("SC_CLK_TCK") for tick in ticks)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc")
def test_a_tournament_killed_mid_game_leaves_no_worker_playing_on(tmp_path):
    """A person stops a long tournament with kill (or the machine's session ends): its
    worker processes, each in the middle of a game, end with it instead of playing on."""
    command = [installed_command(), "tournament", "--players", "4", "--seat", "hard", "--field", "medium"]
    command += ["--games", "40", "--budget", "4000", "--workers", "2", "--quiet"]
    with (tmp_path / "output.txt").open("wb") as sink:
        parent = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        assert wait_for(lambda: workers_busy(parent.pid), 30), live_processes(parent.pid)
        parent.kill()
        parent.wait(timeout=5)
        assert wait_for(lambda: not live_processes(parent.pid), 5), live_processes(parent.pid)
    finally:
        for pid, _ in live_processes(parent.pid):
            os.kill(pid, signal.SIGKILL)
        parent.wait(timeout=5)


NESTED = "[" * 200_000 + "]" * 200_000


def _with_record_field(line: str, field: str, value: str) -> str:
    """A journal line with one field of its record replaced by the JSON text `value`."""
    data = json.loads(line)
    data["record"][field] = "@@"
    return json.dumps(data).replace('"@@"', value) + "\n"


def _without_times(line: str) -> dict:
    data = json.loads(line)
    del data["record"]["decision_seconds"]
    return data


TAMPERED = {
    "decision seconds as a list": lambda line: _with_record_field(line, "decision_seconds", "[1, 2]"),
    "a winner of 1e400": lambda line: _with_record_field(line, "winner", "1e400"),
    "200,000 nested brackets": lambda line: _with_record_field(line, "moves", NESTED),
    "a time of -1 second": lambda line: line.replace('": [', '": [-1, ', 1),
    "a belief of NaN": lambda line: _with_record_field(line, "belief_on_truth", "[NaN]"),
    "a game of another tournament": lambda line: line.replace('"key": "t', '"key": "t99', 1),
    "another bot in a seat": lambda line: line.replace('"random"', '"hard"', 1),
    "a seat past the table": lambda line: _with_record_field(line, "tested_seat", "7"),
    "not JSON": lambda line: line[: len(line) // 2] + "\n",
    "bytes that are not text": lambda line: "\udcff" + line,
}


@pytest.mark.parametrize("tamper", TAMPERED.values(), ids=TAMPERED.keys())
def test_a_damaged_journal_line_is_set_aside_and_the_games_after_it_kept(tmp_path, capsys, tamper):
    """A journal edited by hand or garbled on disk: the tournament goes on, the one damaged
    game is played again, every finished game after it is kept, and the damaged line is
    kept in a file beside the journal."""
    journal = tmp_path / "cell.jsonl"
    whole = run_tournament(2, "easy", ["random"], 8, seed=5, workers=1, journal=journal)
    lines = journal.read_text().splitlines(keepends=True)
    assert len(lines) == 1 + 8 + 4
    damaged = tamper(lines[3]).encode("utf-8", errors="surrogateescape")
    journal.write_bytes("".join(lines[:3]).encode() + damaged + "".join(lines[4:]).encode())
    again = run_tournament(2, "easy", ["random"], 8, seed=5, workers=1, journal=journal)
    assert [r.moves for r in again.records + again.baseline] == [r.moves for r in whole.records + whole.baseline]
    # the games after the damaged line are where they were; only its own game was added again
    *kept, replayed = journal.read_text().splitlines(keepends=True)
    assert kept == lines[:3] + lines[4:]
    assert _without_times(replayed) == _without_times(lines[3])
    assert (tmp_path / "cell-damaged.jsonl").read_bytes() == damaged
    notice = capsys.readouterr().err
    assert "cell.jsonl: a damaged line (line 4: " in notice
    assert "moved to cell-damaged.jsonl; its game is played again" in notice
    assert "Traceback" not in notice


@pytest.mark.parametrize("tamper", ['"players": 1e400', '"players": ' + NESTED], ids=["1e400", "nested"])
def test_a_tampered_journal_header_is_refused_in_words(tmp_path, tamper):
    journal = tmp_path / "cell.jsonl"
    run_tournament(2, "easy", ["random"], 2, seed=5, workers=1, journal=journal)
    header, *games = journal.read_text().splitlines(keepends=True)
    journal.write_text(header.replace('"players": 2', tamper) + "".join(games))
    before = journal.read_bytes()
    expected = "is not a tournament journal" if "[" in tamper else "belongs to another tournament .*differs in players"
    with pytest.raises(JournalError, match=expected):
        run_tournament(2, "easy", ["random"], 2, seed=5, workers=1, journal=journal)
    assert journal.read_bytes() == before


BAD_FIELDS: dict[str, list] = {
    "winner": [1e400, float("inf"), 2, -1, True, "0", 0.5],
    "tested_seat": [2, -2, None, False, 1.0],
    "kinds": [["easy"], "easy", ["easy", 3], ["easy"] * 7, ["easy", "\x1b[2J"]],
    "decision_seconds": [[1, 2], {"easy": [1.0]}, {"hard": [0.1, 0.2]}, {"easy": [float("nan"), 0.1]}],
    "belief_on_truth": [[1.5], [float("inf")], "0.5", [True]],
    "moves": [[[0, "play"]], [[5, "play", [0]], [0, "play", [0]]], [[0, "play", [[0]]], [0, "pass", []]], {}],
}


@pytest.mark.parametrize(
    ("field", "value"), [(field, value) for field, values in BAD_FIELDS.items() for value in values]
)
def test_every_field_of_a_journal_record_is_checked(field, value):
    good = GameRecord(["easy", "random"], 1, 0, [(0, "play", (0,)), (1, "pass", ())], {"easy": [0.1], "random": [0.2]})
    data = json.loads(json.dumps(good.to_data()))  # as a journal line holds it
    assert GameRecord.from_data(data) == good
    with pytest.raises(RecordError, match=field):
        GameRecord.from_data(data | {field: value})


def _a_worker_at_work(session: int) -> int | None:
    """A worker process of the tournament a third of a second of processor time into its games."""
    for pid, command in live_processes(session):
        if "spawn_main" not in command:
            continue
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        if int(stat[stat.rindex(")") + 2 :].split()[11]) >= os.sysconf("SC_CLK_TCK") // 3:
            return pid
    return None


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc")
def test_a_worker_killed_mid_tournament_is_replaced_and_its_games_played_again(tmp_path):
    """A worker dies (killed, out of memory): the tournament says so, plays the games it
    took down in new workers and ends with every game and exit status 0."""
    journal = tmp_path / "cell.jsonl"
    command = [installed_command(), "tournament", "--players", "2", "--seat", "hard", "--field", "medium"]
    command += ["--games", "8", "--budget", "300", "--workers", "2", "--quiet", "--journal", str(journal)]
    parent = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        assert wait_for(lambda: _a_worker_at_work(parent.pid), 60), parent.communicate()
        victim = _a_worker_at_work(parent.pid)  # a worker of the pool stays until the pool ends
        assert victim is not None
        os.kill(victim, signal.SIGKILL)
        out, err = parent.communicate(timeout=240)
        # the workers end with the tournament (one may still be on its way out as it returns)
        assert wait_for(lambda: not live_processes(parent.pid), 10), live_processes(parent.pid)
    finally:
        for pid, _ in live_processes(parent.pid):
            os.kill(pid, signal.SIGKILL)
    assert parent.returncode == 0, err
    assert "Traceback" not in err
    assert "a worker process ended unexpectedly; new ones play the" in err
    assert "hard     win share" in out and "over 8 games" in out
    assert len(journal.read_text().splitlines()) == 1 + 8 + 4


def _end_the_worker(job: tuple) -> None:
    os._exit(1)  # as a worker the system ends for want of memory


def test_workers_that_die_at_every_game_end_the_tournament_in_words(monkeypatch, capsys):
    """A game that takes down every worker it runs in is not retried for ever."""
    monkeypatch.setattr(tournament, "_play", _end_the_worker)
    with pytest.raises(WorkersDiedError, match="died 5 times in a row before a game finished"):
        run_tournament(2, "easy", ["random"], 2, seed=5, workers=1)
    assert capsys.readouterr().err.count("a worker process ended unexpectedly; new ones play the 3 games left") == 4
