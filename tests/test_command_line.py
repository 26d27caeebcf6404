"""The `hidden-leaders` command refuses bad arguments with a clear message and exit status
2, before doing anything; a screenshot is written where asked or reported as not."""

from pathlib import Path

import pytest

from hidden_leaders_qt.cli import main


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


def test_a_screenshot_qt_fails_to_write_is_an_error_not_saved(tmp_path, capsys, monkeypatch):
    from PySide6.QtGui import QPixmap

    monkeypatch.setattr(QPixmap, "save", lambda self, *args: False)
    target = tmp_path / "table.png"
    assert main(["screenshot", "--out", str(target), "--turns", "0"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and f"could not write {target}" in captured.err
    assert not Path(target).exists()
