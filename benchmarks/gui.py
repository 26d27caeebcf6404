"""GUI responsiveness: time to the first painted table, event-loop stalls while computer
players play a whole game, and peak memory.

Run: python benchmarks/gui.py [--kind medium|hard|expert ...] [--pause-ms 60]
Runs off screen (QT_QPA_PLATFORM=offscreen) unless a platform is set.
"""

import argparse
import os
import resource
import subprocess
import sys
import time

FIRST_FRAME = r"""
import os, sys, time
start = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from hidden_leaders_qt.engine import Settings
from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.window.main_window import MainWindow

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print(time.time() - start), window.shut_down(), app.quit()))
            obj.removeEventFilter(self)
        return False

app = QApplication([])
window = MainWindow(autosave_enabled=False)
seats = [Seat("You")] + [Seat(name, "medium") for name in ("Mira", "Tobin", "Elske")]
window.session.start(Settings(players=4, seed=1), seats)
window.session.bots.stop()
watcher = FirstPaint()
window.table.viewport().installEventFilter(watcher)
window.resize(1280, 800)
window.show()
app.exec()
"""


def first_frame_seconds() -> float:
    start = time.time()
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME, str(start)], capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def full_game_stalls(kind: str, pause_ms: int) -> tuple[tuple[float, float], float, int, float]:
    """((longest stall ms, seconds into the game), 99th percentile ms, decisions, seconds)
    of a 4-bot game, started once the window has been on screen for a moment (as after the
    New Game dialog; the window's own first paint is the first-frame figure)."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from hidden_leaders_qt.ai.search.search_levels import SEARCH_LEVELS
    from hidden_leaders_qt.engine import Settings
    from hidden_leaders_qt.ui.dialogs import result_dialog
    from hidden_leaders_qt.ui.game.bot_runner import prestart_search_pool
    from hidden_leaders_qt.ui.game.game_model import Seat
    from hidden_leaders_qt.ui.window.app import settle_heap
    from hidden_leaders_qt.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    result_dialog.ResultDialog.exec = lambda self: 0
    window = MainWindow(autosave_enabled=False, bot_pause_ms=pause_ms)
    window.resize(1280, 800)
    window.show()
    window.sounds.prepare()  # as the app does once its window is up
    settle_heap()  # as the app does once the sounds are loaded
    if kind in SEARCH_LEVELS:
        prestart_search_pool()  # as the app does while the player chooses a game
    shown = time.perf_counter()
    while time.perf_counter() - shown < 1.5:
        app.processEvents()
        time.sleep(0.001)
    gaps: list[tuple[float, float]] = []
    clock = QElapsedTimer()
    tick = QTimer()
    tick.setInterval(5)
    last = [0]

    def on_tick() -> None:
        now = clock.elapsed()
        gaps.append((now - last[0] - 5, now / 1000))
        last[0] = now

    tick.timeout.connect(on_tick)
    seats = [Seat(f"Bot {k}", kind) for k in range(4)]
    window.session.start(Settings(players=4, seed=3), seats)
    clock.start()
    tick.start()
    started = time.perf_counter()
    while not window.session.model.is_over and time.perf_counter() - started < 600:
        app.processEvents()
        time.sleep(0.001)
    seconds = time.perf_counter() - started
    tick.stop()
    gaps.sort()
    decisions = len(window.session.model.decisions)
    window.session.bots.stop()
    window.shut_down()
    return gaps[-1], gaps[int(len(gaps) * 0.99)][0], decisions, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kind", default="medium", help="computer player kind for all four seats")
    parser.add_argument("--pause-ms", type=int, default=60, help="pause before each computer move")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    frames = sorted(first_frame_seconds() for _ in range(3))
    worst, p99, decisions, seconds = full_game_stalls(args.kind, args.pause_ms)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("GUI benchmark (offscreen, 1280x800)")
    print(f"  process start to first painted table: {frames[1]:.2f} s (median of 3; {frames[0]:.2f}-{frames[2]:.2f})")
    print(f"  full 4-player game of '{args.kind}' bots: {decisions} decisions in {seconds:.1f} s")
    print(
        f"  longest event-loop stall: {worst[0]:.0f} ms, {worst[1]:.1f} s into the game (99th percentile {p99:.0f} ms)"
    )
    print(f"  peak memory: {peak_mb:.0f} MB")


if __name__ == "__main__":
    main()
