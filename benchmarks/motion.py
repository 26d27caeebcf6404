"""Frame times of the table's moves: a 6-player game with every module, the person's seat and
five Medium computer players, animations at the normal pace and the computer players' usual
pause, in a window of each size.

For every size it prints how long painting the table took (median, 99th percentile, longest;
by the wall clock, and the GUI thread's own work, which other processes on a busy machine do
not stretch):
the first frame after the table changed (new faces, plates and counts; the still table pays it
too, `--pace off` measures that alone) and the frames of the motion after it; and the longest
stretch the event loop was busy while a move ran (painting, laying out the next move, the
computer players' threads holding the interpreter), which is what a person sees as a stutter.

Run: python benchmarks/motion.py [--decisions 400] [--sizes 1920x1080 1024x700] [--pace off]
Runs off screen (QT_QPA_PLATFORM=offscreen) unless a platform is set; each size in a process
of its own, so the offscreen screen is made that size.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TICK_MS = 1


def measure(size: str, decisions: int, pace: str) -> dict:
    """Play until `decisions` were made (or the game ended) and time every frame of a move:
    the first after the table changed (the still table pays it too) apart from the others."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from hidden_leaders_qt.ai.players import make_bot
    from hidden_leaders_qt.engine import Settings
    from hidden_leaders_qt.engine.core.settings import MODULE_OPTIONS
    from hidden_leaders_qt.ui.dialogs import result_dialog
    from hidden_leaders_qt.ui.game.bot_runner import PAUSE_MS
    from hidden_leaders_qt.ui.game.game_model import Seat
    from hidden_leaders_qt.ui.table.table_view import TableView
    from hidden_leaders_qt.ui.window.app import settle_heap
    from hidden_leaders_qt.ui.window.main_window import MainWindow

    paints: list[tuple[float, float]] = []  # (wall-clock ms, ms of the GUI thread's own work)
    firsts: list[tuple[float, float]] = []
    changed = [False]
    painting = TableView.paintEvent

    def timed_paint(view, event) -> None:
        started, working = time.perf_counter(), time.thread_time()
        painting(view, event)
        took = ((time.perf_counter() - started) * 1000, (time.thread_time() - working) * 1000)
        if changed[0]:
            firsts.append(took)
            changed[0] = False
        elif view.scene().is_moving():
            paints.append(took)

    TableView.paintEvent = timed_paint
    app = QApplication.instance() or QApplication([])
    result_dialog.ResultDialog.open = lambda self: None
    window = MainWindow(autosave_enabled=False, bot_pause_ms=PAUSE_MS, animations=pace == "normal")
    width, height = (int(side) for side in size.split("x"))
    window.show()
    window.sounds.prepare()
    settle_heap()
    shown = time.perf_counter()
    while time.perf_counter() - shown < 1.0:
        app.processEvents()
        time.sleep(0.001)
        if (window.width(), window.height()) != (width, height):  # once the window has placed itself
            window.setGeometry(0, 0, width, height)
    settings = Settings(players=6, seed=11, **{name: True for name in MODULE_OPTIONS})
    seats = [Seat("You")] + [Seat(f"Bot {k}", "medium") for k in range(1, 6)]
    window.session.start(settings, seats)
    model = window.session.model
    model.changed.connect(lambda: changed.__setitem__(0, True))
    person = make_bot("random", 5)
    stalls: list[float] = []
    clock = QElapsedTimer()
    last = [0]

    def tick() -> None:
        now = clock.elapsed()
        if window.scene.is_moving() or pace == "off":
            stalls.append(now - last[0] - TICK_MS)
        last[0] = now

    def play_person() -> None:
        """The person answers at once, through the window, as a click would."""
        if model.decision_is_on_screen() and not window.scene.is_moving() and window.gate.taking_input:
            window._apply(person.choose(model.view(), model.db))

    ticker = QTimer(interval=TICK_MS)
    ticker.timeout.connect(tick)
    person_timer = QTimer(interval=50)
    person_timer.timeout.connect(play_person)
    moves = [0]
    window.scene.motion.landed.connect(lambda: moves.__setitem__(0, moves[0] + 1))
    clock.start()
    ticker.start()
    person_timer.start()
    started = time.perf_counter()
    while not model.is_over and len(model.decisions) < decisions and time.perf_counter() - started < 900:
        app.processEvents()
        time.sleep(0.0005)
    ticker.stop()
    person_timer.stop()
    viewport = window.table.viewport().size()
    result = {
        "size": size,
        "viewport": f"{viewport.width()}x{viewport.height()}",
        "decisions": len(model.decisions),
        "moves": moves[0],
        "seconds": time.perf_counter() - started,
        "paints": paints,
        "firsts": firsts,
        "stall": max(stalls, default=0.0),
    }
    window.session.bots.stop()
    window.shut_down()
    return result


def run_size(size: str, decisions: int, pace: str) -> dict:
    """`measure` in a process whose offscreen screen is `size`."""
    width, height = (int(side) for side in size.split("x"))
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder) / "screen.json"
        screen = {"name": "bench", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96}
        config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
        environment = dict(os.environ)
        environment.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={config}")
        environment["HIDDEN_LEADERS_DATA_DIR"] = folder
        done = subprocess.run(
            [sys.executable, __file__, "--one", size, "--decisions", str(decisions), "--pace", pace],
            capture_output=True,
            text=True,
            env=environment,
            check=True,
        )
    return json.loads(done.stdout.strip().splitlines()[-1])


def frames(name: str, measured: list[list[float]]) -> None:
    """Wall-clock times (which a busy machine stretches) and the GUI thread's own work."""
    print(f"    {name} ({len(measured)} frames):")
    for label, index in (("wall clock", 0), ("the GUI thread's work", 1)):
        times = sorted(frame[index] for frame in measured)
        if times:
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            print(
                f"      {label}: median {statistics.median(times):.1f} ms, 99th percentile {p99:.1f} ms,"
                f" longest frame {times[-1]:.1f} ms"
            )


def report(result: dict) -> None:
    print(
        f"  {result['size']} (table {result['viewport']}): {result['decisions']} decisions, {result['moves']} moves"
        f" in {result['seconds']:.0f} s"
    )
    frames("first frame after the table changed", result["firsts"])
    frames("frames of the motion after it", result["paints"])
    during = "while moves ran" if result["moves"] else "through the game (the still table)"
    print(f"    longest busy stretch of the event loop {during}: {result['stall']:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=400, help="stop after this many decisions")
    parser.add_argument("--sizes", nargs="+", default=["1920x1080", "1024x700"])
    parser.add_argument("--pace", choices=("normal", "off"), default="normal", help="off: the still table")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        print(json.dumps(measure(args.one, args.decisions, args.pace)))
        return
    print(f"Table motion benchmark (6 players, every module, 5 Medium computer players, pace {args.pace})")
    for size in args.sizes:
        report(run_size(size, args.decisions, args.pace))


if __name__ == "__main__":
    main()
