"""The `hidden-leaders` command refuses bad arguments with a clear message and exit status
2, before doing anything; a screenshot is written where asked or reported as not."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from sizes import sized

from hidden_leaders_qt.cli import main
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.ui.window.main_window import MainWindow
from hidden_leaders_qt.ui.window.preferences import settings_store
from hidden_leaders_qt.ui.window.window_memory import GEOMETRY_KEY


def refused(argv: list[str], capsys) -> str:
    """Run the command, expect exit status 2, return the message."""
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and captured.out == ""
    return captured.err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["simulate", "--games", "-5"], "--games: -5 is less than 1"),
        (["simulate", "--games", "many"], "--games: 'many' is not a whole number"),
        (["tournament", "--games", "-3"], "--games: -3 is less than 1"),
        (["tournament", "--workers", "0"], "--workers: 0 is less than 1"),
        (["tournament", "--budget", "-1"], "--budget: -1 is less than 1"),
        (["screenshot", "--turns", "-1"], "--turns: -1 is less than 0"),
        (["screenshot", "--size", "abc"], "--size: 'abc' is not WIDTHxHEIGHT"),
        (["screenshot", "--size", "40000x40000"], "--size: 40000 is more than 7680"),
        (["screenshot", "--size", "100x800"], "--size: 100 is less than 640"),
        (["screenshot", "--seat", "9"], "--seat: seat 9 does not exist at 4 players (0 to 3)"),
        (["screenshot", "--seat", "-1"], "--seat: seat -1 does not exist at 4 players (0 to 3)"),
        (["screenshot", "--players", "2", "--seat", "2"], "--seat: seat 2 does not exist at 2 players (0 to 1)"),
    ],
)
def test_bad_numbers_are_refused_with_exit_status_2(argv, says, capsys):
    assert says in refused(argv, capsys)


def test_a_missing_or_broken_seed_file_is_refused(tmp_path, capsys):
    missing = tmp_path / "nowhere.txt"
    assert "cannot read" in refused(["tournament", "--seed-file", str(missing)], capsys)
    words = tmp_path / "words.txt"
    words.write_text("12\n34\nfive\n")
    assert refused(["tournament", "--seed-file", str(words)], capsys).endswith("line 3: 'five' is not a whole number")
    empty = tmp_path / "empty.txt"
    empty.write_text("\n")
    assert refused(["tournament", "--seed-file", str(empty)], capsys).endswith("holds no seeds")
    assert "cannot read" in refused(["tournament", "--seed-file", str(tmp_path)], capsys)


@pytest.mark.parametrize(
    ("out", "says"),
    [
        ("missing/table.png", "the folder {tmp}/missing does not exist"),
        (".", "{tmp} is a folder; give a file name"),
        ("table.xyz", "cannot write images of type '.xyz'"),
        ("table", "cannot write images of type ''"),
    ],
)
def test_a_screenshot_that_cannot_be_written_is_refused_before_playing(tmp_path, out, says, capsys):
    target = tmp_path / out
    message = refused(["screenshot", "--out", str(target), "--turns", "0"], capsys)
    assert says.format(tmp=tmp_path) in message
    assert sorted(tmp_path.iterdir()) == []


def test_a_screenshot_is_written_where_asked(tmp_path, capsys):
    target = tmp_path / "table.jpg"
    assert main(["screenshot", "--out", str(target), "--turns", "1", "--size", "800x600", "--players", "3"]) == 0
    assert target.read_bytes()[:2] == b"\xff\xd8"
    assert capsys.readouterr().out == f"saved {target}\n"


def test_a_screenshot_leaves_the_players_window_layout_alone(qapp, tmp_path, capsys):
    # the game window was left at 1,000 x 700 in the last game; a picture at 800 x 600 is taken
    played = MainWindow(autosave_enabled=False)
    played.resize(1000, 700)
    played.shut_down()
    kept = settings_store().value(GEOMETRY_KEY)
    assert kept is not None
    assert main(["screenshot", "--out", str(tmp_path / "table.png"), "--turns", "0", "--size", "800x600"]) == 0
    assert settings_store().value(GEOMETRY_KEY) == kept
    assert "window/geometry" not in capsys.readouterr().err
    again = MainWindow(autosave_enabled=False)
    assert again.size() == QSize(1000, 700)
    again.shut_down()


def test_a_screenshot_qt_fails_to_write_is_an_error_not_saved(tmp_path, capsys, monkeypatch):
    from PySide6.QtGui import QPixmap

    monkeypatch.setattr(QPixmap, "save", lambda self, *args: False)
    target = tmp_path / "table.png"
    assert main(["screenshot", "--out", str(target), "--turns", "0"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and f"could not write {target}" in captured.err
    assert not Path(target).exists()


def run_command(*argv: str) -> subprocess.CompletedProcess:
    """`hidden-leaders ARGV` as a person runs it, which must end within seconds."""
    return subprocess.run(
        [sys.executable, "-m", "hidden_leaders_qt", *argv], capture_output=True, text=True, timeout=30, cwd=Path.home()
    )


def refused_by_command(*argv: str) -> str:
    done = run_command(*argv)
    assert done.returncode == 2 and done.stdout == "", done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    return done.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["simulate", "--games", "99999999999999999999"], "--games: 99999999999999999999 is more than 1000000"),
        (["tournament", "--games", "99999999999999999999"], "--games: 99999999999999999999 is more than 100000"),
        (["tournament", "--budget", "99999999999999"], "--budget: 99999999999999 is more than 100000"),
        (["simulate", "--seed", "9" * 5000], "--seed: '" + "9" * 60 + "...' is not from 0 to 9223372036854775807"),
        (["screenshot", "--turns", "99999999999"], "--turns: 99999999999 is more than 500"),
        (["validate-cards", "/missing"], "'/missing' is not a folder"),
    ],
)
def test_counts_out_of_range_are_refused_with_exit_status_2_at_once(argv, says):
    assert says in refused_by_command(*argv)


def test_a_seed_file_that_is_a_pipe_is_refused_not_read_for_ever(tmp_path):
    pipe = tmp_path / "seeds"
    os.mkfifo(pipe)
    for seeds, kind in ((str(pipe), "a named pipe"), ("/dev/zero", "a device")):
        message = refused_by_command("tournament", "--seed-file", seeds)
        assert message.endswith(f"it is {kind}, not a regular file")


def test_arguments_that_would_clear_the_terminal_are_quoted_escaped_and_short():
    line = refused_by_command("simulate", "\x1b[2J\u202e" + "x" * 100_000)
    assert "\x1b" not in line and "\u202e" not in line and "\\x1b[2J\\u202e" in line and len(line) < 500
    line = refused_by_command("tournament", "--field", "\x1b[2J")
    assert "\x1b" not in line and "unknown bot '\\x1b[2J'" in line


FUZZ_COMMAND_CASES = sized(ci=100, release=300)
HOSTILE_ARGUMENTS = [
    "99999999999999999999",
    "9" * 5000,
    "-1",
    "0",
    "",
    " ",
    "1e3",
    "0x10",
    "1_000",
    "\u0663",
    "nan",
    "\x1b[2J\u202e",
    "x" * 100_000,
    "-",
    "--",
    "/missing",
    "/dev/zero",
    "{fifo}",
    "{tmp}/nowhere/t.png",
]
# per command: its options and the values a person might give them that are fine and quick
GOOD_VALUES = {
    "simulate": {
        "--games": ["1", "2"],
        "--players": ["2", "3", "6"],
        "--seed": ["0", "7", str(2**63 - 1)],
        "--no-promo": None,
        "--beginner": None,
        "--golems": None,
        "--all-modules": None,
    },
    "tournament": {
        "--games": ["1", "2"],
        "--players": ["2", "3"],
        "--seat": ["random", "easy"],
        "--field": ["random", "easy,random"],
        "--seed": ["0", "5"],
        "--seed-file": ["{seeds}"],
        "--budget": ["1", "20"],
        "--workers": ["1"],
        "--queens-and-friend": None,
    },
    "screenshot": {
        "--turns": ["0", "1"],
        "--seat": ["0", "1"],
        "--players": ["2", "4"],
        "--size": ["640x420", "800X600"],
        "--out": ["{tmp}/a.png", "{tmp}/b.jpg"],
        "--seed": ["3"],
    },
    "validate-cards": {},
}
# the options that decide how long a command runs, which a mutation does not take away
COUNTS = {"--games", "--turns"}


def command_case(rng: SplitMix64, command: str) -> list[str]:
    """The command with small counts, then one to three random changes: an option given a
    good or a hostile value, an unknown option, a stray word, a word taken away."""
    good = GOOD_VALUES[command]
    argv = {
        "simulate": ["simulate", "--games", "1", "--players", "2"],
        "tournament": ["tournament", "--games", "1", "--players", "2", "--workers", "1"],
        "screenshot": ["screenshot", "--turns", "0", "--size", "640x420", "--out", "{tmp}/t.png"],
        "validate-cards": ["validate-cards"],
    }[command]
    pick = lambda values: values[rng.below(len(values))]  # noqa: E731
    for _ in range(1 + rng.below(3)):
        way = rng.below(6)
        if way <= 2 and good:
            option = pick(sorted(good))
            values = good[option]
            if values is None:
                argv.append(option)
            else:
                argv += [option, pick(values) if way == 0 else pick(HOSTILE_ARGUMENTS)]
        elif way == 3:
            argv += [pick(["--cards", "--bogus", "--games=", "-x"]), pick(HOSTILE_ARGUMENTS)]
        elif way == 4:
            argv.append(pick(HOSTILE_ARGUMENTS + (["{cards}"] if command == "validate-cards" else [])))
        elif len(argv) > 1:
            i = 1 + rng.below(len(argv) - 1)
            if argv[i] not in COUNTS and argv[i - 1] not in COUNTS:
                del argv[i]
    return argv


@pytest.mark.parametrize("cases", FUZZ_COMMAND_CASES)
def test_fuzz_mutated_command_lines_run_or_are_refused_with_exit_status_2(tmp_path, capsys, monkeypatch, cases):
    """The real command line, in process: every mutation runs (exit 0) or is refused with
    exit status 2 and one short printable line, never a traceback, never for long."""
    monkeypatch.setenv("HIDDEN_LEADERS_CARDS", "")
    places = {"tmp": str(tmp_path), "fifo": str(tmp_path / "fifo"), "seeds": str(tmp_path / "seeds.txt")}
    places["cards"] = str(Path(__file__).parent.parent / "cards")
    os.mkfifo(places["fifo"])
    Path(places["seeds"]).write_text("11 12\n13\n", encoding="utf-8")
    rng = SplitMix64(6)
    outcomes = {0: 0, 2: 0}
    slowest = 0.0
    commands = ["simulate", "tournament", "validate-cards"] * 3 + ["screenshot"]  # a screenshot takes a second
    for _ in range(cases):
        argv = [word.format(**places) for word in command_case(rng, commands[rng.below(len(commands))])]
        monkeypatch.setenv("HIDDEN_LEADERS_CARDS", "")
        started = time.perf_counter()
        try:
            status = main(argv)
        except SystemExit as exit_:
            status = exit_.code
        slowest = max(slowest, time.perf_counter() - started)
        captured = capsys.readouterr()
        assert status in (0, 2), (argv[:8], captured.err[-1000:])
        assert "Traceback" not in captured.err
        if status == 0:
            assert captured.out
        else:
            line = captured.err.strip().splitlines()[-1]
            assert line.isprintable() and len(line) < 600 and "error: " in line, line[:600]
        outcomes[status] += 1
    print(f"{cases} mutated command lines: {outcomes[2]} refused, {outcomes[0]} ran, {slowest:.2f} s max")
    assert outcomes[2] >= cases // 2 and outcomes[0] >= cases // 15


def test_simulate_plays_games_with_artifacts_and_royal_intrigue():
    done = run_command("simulate", "--players", "3", "--games", "3", "--artifacts", "--royal-intrigue", "--all-modules")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "games per second" in done.stdout


@pytest.mark.parametrize("command", ["simulate", "tournament", "screenshot"])
@pytest.mark.parametrize(
    ("modules", "missing"),
    [
        (["--artifacts"], "Queens & Friend"),
        (["--queens-and-friend"], "Artifacts"),
        ([], "Queens & Friend and Artifacts"),
    ],
)
def test_royal_intrigue_without_its_modules_is_a_bad_command_line_exit_status_2(command, modules, missing, tmp_path):
    # ruling R54
    out = tmp_path / "table.png"
    argv = [command, "--royal-intrigue", *modules] + (["--out", str(out)] if command == "screenshot" else [])
    assert refused_by_command(*argv) == (
        f"hidden-leaders {command}: error: Royal Intrigue needs Queens & Friend and Artifacts: switch on {missing} too"
    )
    assert not out.exists()


def test_a_tournament_goes_on_from_its_journal_and_refuses_a_file_that_is_not_one(tmp_path, capsys):
    journal = tmp_path / "run.jsonl"
    argv = ["tournament", "--players", "2", "--games", "2", "--workers", "1", "--journal", str(journal)]
    assert main(argv) == 0
    first = capsys.readouterr()
    assert "2-player tournament: medium against a field of random" in first.out
    bar = first.err.rsplit("\r", 1)[-1]  # the bar as it was left: games done, time, the share so far
    assert "3/3 [" in bar and "game" in bar and bar.rstrip().endswith("of 2]")
    assert main([*argv, "--quiet"]) == 0
    again = capsys.readouterr()
    assert again.out == first.out and again.err == ""
    stranger = tmp_path / "notes.txt"
    stranger.write_text("\x1b[2Jclear the screen\n")
    assert main([*argv[:-1], str(stranger), "--quiet"]) == 1
    said = capsys.readouterr()
    assert said.err.startswith(f"error: {stranger} is not a tournament journal (it starts '\\x1b[2Jclear")
    assert "Traceback" not in said.err and said.out == ""
