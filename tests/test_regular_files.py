"""Every path the program reads or writes goes through one guard: a FIFO, a link to
/dev/zero, a file of /proc and a name too long for the system are refused at once with a
short sentence, never read for ever, never waited on (issue 37)."""

import argparse
import os
import re
import stat
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from test_history import SEATS, finished
from test_launch import installed_command

from hidden_leaders_qt import cli
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.card_files import read_card_file
from hidden_leaders_qt.engine.data.cards import load_cards
from hidden_leaders_qt.engine.data.parsing import CardDataError
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, open_regular, read_regular
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.records import history
from hidden_leaders_qt.saved_games import saves
from hidden_leaders_qt.saved_games.saves import SavedGame
from hidden_leaders_qt.tournaments.tournament import deal_seeds
from hidden_leaders_qt.tournaments.tournament_journal import Journal, JournalError
from hidden_leaders_qt.tournaments.tournament_record import GameRecord

PACKAGE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt"
REFUSALS = (OSError, SaveFormatError, CardDataError, JournalError, argparse.ArgumentTypeError)
# how a reader answers a refused file without raising: the history's notice
NOTICE = re.compile(r"cannot be read \(.+\)")


def _in_data_folder(name: str, use: Callable[[], object]) -> Callable[[Path], object]:
    """A reader of a fixed name in the data folder, given the hostile path as that name."""

    def run(hostile: Path) -> object:
        folder = Path(os.environ["HIDDEN_LEADERS_DATA_DIR"])
        folder.mkdir(exist_ok=True)
        (folder / name).symlink_to(hostile)
        return use()

    return run


def _journal_add(hostile: Path) -> None:
    journal = Journal(hostile.with_name("journal.jsonl"), {"players": 2})
    journal.path = hostile
    journal.add("0:0", GameRecord(["random", "random"], 0, 0))


def _history_notice(hostile: Path) -> object:
    found = _in_data_folder("history.jsonl", history.load_history)(hostile)
    assert found.records == [] and len(found.problems) == 1 and NOTICE.search(found.problems[0])
    return found


# each reader and writer of the program, given the hostile path where it expects its file
READERS_AND_WRITERS: dict[str, Callable[[Path], object]] = {
    "a saved game": saves.load_game,
    "the autosave": _in_data_folder("autosave.json", saves.load_autosave),
    "a save written": lambda path: saves.save_game(path, SavedGame(Settings(players=2, seed=1), SEATS, [])),
    "the history read": _history_notice,
    "the history added to": _in_data_folder("history.jsonl", lambda: history.add_record(finished(2))),
    "the history appended to": lambda path: history._append(path, b"{}"),
    "an exported log": lambda path: saves.write_atomically(path, b"log"),
    "a tournament journal": lambda path: Journal(path, {"players": 2}),
    "a tournament journal added to": _journal_add,
    "the command line's journal": lambda path: cli._journal(str(path)),
    "a seed file": lambda path: deal_seeds(3, 1, path),
    "the command line's seed file": lambda path: cli._seed_file(str(path)),
    "a card file": read_card_file,
    "a card folder": load_cards,
    "a file read": lambda path: read_regular(path, 1024),
    "a file written": lambda path: open_regular(path, "ab"),
}


def hostile_paths(folder: Path) -> dict[str, Path]:
    pipe = folder / "pipe"
    os.mkfifo(pipe)
    zero = folder / "zero"
    zero.symlink_to("/dev/zero")
    return {
        "a FIFO": pipe,
        "a link to /dev/zero": zero,
        "a name too long": folder / ("x" * 300),
        "/proc": Path("/proc/self/status"),
    }


def answer_within_a_second(use: Callable[[Path], object], path: Path) -> object:
    """What `use(path)` returned or raised, from a thread of its own: a reader that blocks
    fails here (after a second) instead of hanging the suite."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(use(path))
        except REFUSALS as error:
            outcome.append(error)
        except SystemExit as exit_:
            outcome.append(exit_)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=1)
    assert not worker.is_alive(), "it blocked"
    assert outcome, "it raised something else than a refusal (see the thread's exception)"
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("reader", READERS_AND_WRITERS)
def test_every_reader_and_writer_refuses_what_is_no_regular_file_at_once(reader, tmp_path, data_dir):
    hostile = hostile_paths(tmp_path)
    for kind, path in hostile.items():
        for name in ("autosave.json", "history.jsonl"):
            (data_dir / name).unlink(missing_ok=True)
        answer = answer_within_a_second(READERS_AND_WRITERS[reader], path)
        if reader == "the history read":
            continue  # a notice, checked in _history_notice
        assert isinstance(answer, REFUSALS), f"{reader}, {kind}: {answer!r}"
        message = str(answer)
        assert len(message) < 400 and "\n" not in message, f"{reader}, {kind}: {message}"
    assert stat.S_ISFIFO(os.lstat(hostile["a FIFO"]).st_mode), "the FIFO was replaced"
    assert os.readlink(hostile["a link to /dev/zero"]) == "/dev/zero", "the link was replaced"


def test_a_refusal_names_the_path_quoted_short_and_escaped(tmp_path):
    hostile = Path("\x1b[2J\u202e" + "y" * 200)
    with pytest.raises(UnusableFileError) as refused:
        read_regular(hostile, 10)
    message = str(refused.value)
    assert "\x1b" not in message and "\u202e" not in message and "\\x1b[2J" in message and len(message) < 200


def test_a_file_larger_than_its_bound_is_never_read_whole(tmp_path):
    big = tmp_path / "big"
    big.write_bytes(b"x" * 5000)
    with pytest.raises(UnusableFileError, match="larger than 1 KB"):
        read_regular(big, 1024)
    assert read_regular(big, 5000) == b"x" * 5000


# Files the program opens without the guard, and why: its own files inside the package,
# and the atomic writer's fresh temporary file and folder. A new opening anywhere else
# fails the test below until it goes through the guard (or is added here, with its reason).
UNGUARDED = {
    "engine/data/card_files.py": 1,  # a card file inside an installed package (no Path), after the guard for a Path
    "lessons/lesson_file.py": 2,  # the lessons inside the package (a lesson and the titles of all)
    "saved_games/saves.py": 1,  # the folder synced after an atomic write
    "ui/dialogs/help_dialog.py": 1,  # the help pages inside the package
    "ui/help/rules_pages.py": 1,  # the rules reference's pages inside the package
    "ui/language/translators.py": 2,  # the translations inside the package
    "ui/window/identity.py": 1,  # the icon inside the package
    "ui/window/screenshot.py": 1,  # Qt writes the picture after check_target
}
OPENING = re.compile(r"\bopen\([^)]|\.open\([^)]|\.(read|write)_(text|bytes)\(|\.save\(str")


def test_no_file_is_opened_outside_the_guard_but_the_programs_own():
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name == "engine/data/regular_files.py":
            continue
        count = sum(
            bool(OPENING.search(line)) and not line.lstrip().startswith(("def ", "#"))
            for line in path.read_text(encoding="utf-8").splitlines()
        )
        if count:
            found[name] = count
    assert found == UNGUARDED


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("option", ["tournament --journal", "screenshot --out"])
def test_the_installed_command_refuses_a_pipe_or_a_device_with_exit_status_2(option, tmp_path):
    pipe = tmp_path / "pipe.png"
    os.mkfifo(pipe)
    zero = tmp_path / "zero.png"
    zero.symlink_to("/dev/zero")
    command, flag = option.split()
    for hostile, kind in ((pipe, "a named pipe"), (zero, "a device")):
        games = ["--games", "1"] if command == "tournament" else []
        argv = [installed_command(), command, flag, str(hostile), *games]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=30)
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
        assert done.stderr.strip().splitlines()[-1].endswith(f"it is {kind}, not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_history_that_is_a_pipe_is_told_in_the_window_at_once(qtbot, data_dir):
    from hidden_leaders_qt.ui.records.history_window import HistoryWindow

    data_dir.mkdir()
    os.mkfifo(data_dir / "history.jsonl")
    window = HistoryWindow(str(data_dir))
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.loaded, timeout=1000):
        window.show()
    assert window.notice.isVisible() and "it is a named pipe, not a regular file" in window.notice.text()
    assert window.rows.rowCount() == 0
    window.close()
    set_language("de")
    again = HistoryWindow(str(data_dir))
    qtbot.addWidget(again)
    with qtbot.waitSignal(again.loaded, timeout=1000):
        again.show()
    assert "es ist eine benannte Pipe, keine gewöhnliche Datei" in again.notice.text()
    again.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("file", ["app", "organisation"])
def test_preferences_that_are_a_pipe_or_a_device_give_the_defaults_at_once(file, settings_dir, tmp_path):
    from hidden_leaders_qt.app_info import APP_NAME, ORGANIZATION
    from hidden_leaders_qt.ui.window.preferences import Preferences

    (settings_dir / ORGANIZATION).mkdir(exist_ok=True)
    where = settings_dir / ORGANIZATION / f"{APP_NAME}.ini" if file == "app" else settings_dir / f"{ORGANIZATION}.ini"
    hostile = hostile_paths(tmp_path)
    for kind in ("a FIFO", "a link to /dev/zero"):
        where.unlink(missing_ok=True)
        where.symlink_to(hostile[kind])
        preferences = answer_within_a_second(lambda _path: Preferences(), where)
        assert isinstance(preferences, Preferences), kind
        assert preferences.store.fileName() == "" and preferences.language == "system", kind
        preferences.store.setValue("window/geometry", "kept nowhere")
        preferences.store.sync()
    assert stat.S_ISFIFO(os.lstat(hostile["a FIFO"]).st_mode)
