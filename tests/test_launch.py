"""The installed `hidden-leaders` command, run as a person runs it: it starts without a
traceback, and however it ends (asked to at logout, or killed) none of its processes stays."""

import os
import shutil
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

# the app, the multiprocessing resource tracker and the two search processes
APP_PROCESSES = 4
SEARCH_PROCESSES = 2
STARTUP_SECONDS = 20
# logged when the sounds are prepared: the test environment has no audio output (conftest)
SOUNDS_LOOKED_FOR = "no audio output was found"
# logged once what the app made to start is kept out of the garbage collector's full passes
HEAP_SETTLED = "objects made at start kept out of the collector's full passes"
ENDING_SECONDS = 5

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc")


def installed_command() -> str:
    script = Path(sys.executable).with_name("hidden-leaders")
    found = str(script) if script.exists() else shutil.which("hidden-leaders")
    assert found, "the hidden-leaders command is not installed (pip install -e .)"
    return found


def live_processes(session: int) -> list[tuple[int, str]]:
    """Processes of a session that still run (a zombie has ended; only its parent has not
    collected it yet), as (pid, command line)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue  # it ended while we looked
        state, _parent, _group, sid = stat[stat.rindex(")") + 2 :].split()[:4]
        if int(sid) == session and state not in "ZX":
            found.append((int(entry.name), command))
    return found


def wait_for(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def search_processes_ready(session: int) -> bool:
    """Each search process has started the thread that watches the app: it has read its
    start-up data from the app (killed before, it would print that the pipe was empty)."""
    workers = [pid for pid, command in live_processes(session) if "spawn_main" in command]
    try:
        return len(workers) == SEARCH_PROCESSES and all(len(os.listdir(f"/proc/{pid}/task")) >= 2 for pid in workers)
    except OSError:
        return False  # one ended while we looked


def start_installed(tmp_path: Path, *command: str) -> tuple[subprocess.Popen, Path]:
    """The installed command (or `command`), off screen, its output to a file; in a session of
    its own, so that every process it starts can be found, and none is ours."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HIDDEN_LEADERS_DATA_DIR=str(tmp_path / "data"))
    output = tmp_path / "output.txt"
    with output.open("wb") as sink:
        app = subprocess.Popen(
            list(command or [installed_command()]),
            stdout=sink,
            stderr=subprocess.STDOUT,
            env=env,
            start_new_session=True,
        )
    return app, output


@contextmanager
def none_left(app: subprocess.Popen):
    """Whatever the test found, no process of the app outlives it."""
    try:
        yield
    finally:
        for pid, _ in live_processes(app.pid):
            os.kill(pid, signal.SIGKILL)
        app.wait(timeout=ENDING_SECONDS)


def wait_until_started(app: subprocess.Popen, output: Path) -> None:
    """Until the app has its helpers ready and has done the last of its start-up work (the
    sounds are looked for on the same timer as the helpers are started)."""
    started = wait_for(lambda: len(live_processes(app.pid)) >= APP_PROCESSES, STARTUP_SECONDS)
    assert started, f"expected the app and its helpers, found {live_processes(app.pid)}"
    assert wait_for(lambda: search_processes_ready(app.pid), STARTUP_SECONDS), live_processes(app.pid)
    looked = wait_for(lambda: SOUNDS_LOOKED_FOR in output.read_text(errors="replace"), STARTUP_SECONDS)
    assert looked, output.read_text(errors="replace")
    settled = wait_for(lambda: HEAP_SETTLED in output.read_text(errors="replace"), STARTUP_SECONDS)
    assert settled, output.read_text(errors="replace")


@pytest.mark.parametrize("ending", [signal.SIGTERM, signal.SIGKILL], ids=["terminated", "killed"])
def test_the_installed_command_runs_cleanly_and_leaves_no_process_behind(tmp_path, ending):
    app, output = start_installed(tmp_path)
    with none_left(app):
        wait_until_started(app, output)
        assert app.poll() is None, "the app ended by itself"
        app.send_signal(ending)
        app.wait(timeout=ENDING_SECONDS)
        # ended by the signal, not by itself in the meantime
        assert app.returncode == (0 if ending == signal.SIGTERM else -signal.SIGKILL)
        assert wait_for(lambda: not live_processes(app.pid), ENDING_SECONDS), live_processes(app.pid)
    text = output.read_text(errors="replace")
    assert "Traceback" not in text, text


def test_killing_the_resource_tracker_prints_no_traceback_when_the_app_ends(tmp_path):
    """The Hard bots' processes share multiprocessing's resource tracker; killed (by a
    person, or the system), it must not make the app's ending print tracebacks."""
    app, output = start_installed(tmp_path)
    with none_left(app):
        wait_until_started(app, output)
        trackers = [pid for pid, command in live_processes(app.pid) if "resource_tracker" in command]
        assert len(trackers) == 1, live_processes(app.pid)
        os.kill(trackers[0], signal.SIGKILL)
        assert wait_for(lambda: trackers[0] not in dict(live_processes(app.pid)), ENDING_SECONDS)
        app.send_signal(signal.SIGTERM)
        app.wait(timeout=ENDING_SECONDS)
        assert app.returncode == 0
        assert wait_for(lambda: not live_processes(app.pid), ENDING_SECONDS), live_processes(app.pid)
    text = output.read_text(errors="replace")
    assert "Traceback" not in text and "resource_tracker" not in text, text


def unfinished_autosave(folder: Path) -> bytes:
    """An unfinished game autosaved in `folder`: at launch the app asks whether to resume it."""
    from hidden_leaders_qt.engine import Settings
    from hidden_leaders_qt.saved_games.saves import AUTOSAVE_NAME, SavedGame, SeatConfig, save_game

    folder.mkdir(parents=True)
    seats = [SeatConfig("You", "human"), SeatConfig("Bo", "medium"), SeatConfig("Cy", "medium")]
    save_game(folder / AUTOSAVE_NAME, SavedGame(Settings(players=3, seed=5), seats, []))
    return (folder / AUTOSAVE_NAME).read_bytes()


def ends_promptly_leaving_the_autosave(app: subprocess.Popen, output: Path, autosave: Path, kept: bytes) -> None:
    app.send_signal(signal.SIGTERM)
    app.wait(timeout=ENDING_SECONDS)
    assert app.returncode == 0
    assert wait_for(lambda: not live_processes(app.pid), ENDING_SECONDS), live_processes(app.pid)
    assert autosave.read_bytes() == kept, "the autosaved game changed"
    text = output.read_text(errors="replace")
    assert "Traceback" not in text, text


def test_terminating_with_a_question_open_keeps_the_autosave(tmp_path):
    """Logging out while the app asks whether to resume the last game: it ends, the game kept."""
    from hidden_leaders_qt.saved_games.saves import AUTOSAVE_NAME

    kept = unfinished_autosave(tmp_path / "data")
    app, output = start_installed(tmp_path)
    with none_left(app):
        wait_until_started(app, output)
        ends_promptly_leaving_the_autosave(app, output, tmp_path / "data" / AUTOSAVE_NAME, kept)


# the program as the installed command runs it, whose GUI thread, with Preferences open, then
# waits in a system call that never returns (as reading a file of /proc or a pipe does)
STUCK_PROGRAM = """
import sys
from PySide6.QtCore import QTimer
from hidden_leaders_qt.ui.window import app
from hidden_leaders_qt.ui.window.dialog_doors import show_preferences

def stuck():
    show_preferences(app.Windows.current)
    print("reading a pipe nobody writes to", flush=True)
    open(sys.argv[1], "rb").read()

def launch(argv):
    window = started(argv)
    QTimer.singleShot(3000, stuck)
    return window

started, app.launch = app.launch, launch
sys.exit(app.run([]))
"""


def test_terminating_ends_the_app_even_when_its_window_is_stuck(tmp_path):
    from hidden_leaders_qt.saved_games.saves import AUTOSAVE_NAME

    kept = unfinished_autosave(tmp_path / "data")
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    app, output = start_installed(tmp_path, sys.executable, "-c", STUCK_PROGRAM, str(pipe))
    with none_left(app):
        wait_until_started(app, output)
        assert wait_for(lambda: "reading a pipe" in output.read_text(errors="replace"), STARTUP_SECONDS)
        time.sleep(0.5)  # into the read
        ends_promptly_leaving_the_autosave(app, output, tmp_path / "data" / AUTOSAVE_NAME, kept)


# the program as the installed command runs it, reading a pipe nobody writes to off the GUI
# thread (as the history or a save is read) when its window is closed
STILL_READING_PROGRAM = """
import sys
from PySide6.QtCore import QTimer
from hidden_leaders_qt.ui.game.background import run_in_background
from hidden_leaders_qt.ui.window import app

def close_while_reading():
    run_in_background(lambda: open(sys.argv[1], "rb").read(), lambda *_: None)
    print("closing the window", flush=True)
    app.Windows.current.close()

def launch(argv):
    window = started(argv)
    QTimer.singleShot(3000, close_while_reading)
    return window

started, app.launch = app.launch, launch
sys.exit(app.run([]))
"""


def test_the_app_ends_when_its_window_closes_whatever_is_still_being_read(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    app, output = start_installed(tmp_path, sys.executable, "-c", STILL_READING_PROGRAM, str(pipe))
    with none_left(app):
        assert wait_for(lambda: "closing the window" in output.read_text(errors="replace"), STARTUP_SECONDS)
        app.wait(timeout=ENDING_SECONDS)
        assert app.returncode == 0
        assert wait_for(lambda: not live_processes(app.pid), ENDING_SECONDS), live_processes(app.pid)
    text = output.read_text(errors="replace")
    assert "Traceback" not in text, text
