"""How long the window's GUI thread waits on work that runs elsewhere: recording a finished
game into the history (the file is read and written in the recorder's thread), and starting a
new game while Expert is searching (the search is let go of, not waited for).

The tests check that this work is done elsewhere; the times are measured here, where the
machine is the benchmark's alone.

Run: python benchmarks/window_waits.py [--games 20] [--history 200] [--rematches 5]
Runs off screen (QT_QPA_PLATFORM=offscreen) unless a platform is set.
"""

import argparse
import os
import random
import statistics
import tempfile
import time


def finished_game(seed: int):
    """A 2-player game of a person and Hard played to its end by random choices: (save, state)."""
    from hidden_leaders_qt.engine import Settings, new_game
    from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig

    settings = Settings(players=2, seed=seed)
    state, chooser, decisions = new_game(settings), random.Random(seed), []
    while not state.is_over:
        option = chooser.choice(state.options)
        decisions.append(option)
        state.apply(option)
    return SavedGame(settings, [SeatConfig("Ann", "human"), SeatConfig("Mira", "hard")], decisions), state


def recording_holds(app, games: int, history: int) -> list[float]:
    """Milliseconds `HistoryRecorder.record` holds the GUI thread, for each of `games` games
    added to a history of `history` games."""
    from hidden_leaders_qt.records.history import add_record, record_of
    from hidden_leaders_qt.ui.records.history_recorder import HistoryRecorder

    for seed in range(history):
        add_record(record_of(*finished_game(seed), 600.0))
    recorder = HistoryRecorder()
    written: list[object] = []
    recorder.recorded.connect(written.append)
    held = []
    for seed in range(history, history + games):
        saved, state = finished_game(seed)
        began = time.perf_counter()
        recorder.record(saved, state, 600.0)
        held.append(1000 * (time.perf_counter() - began))
        while len(written) < len(held):
            app.processEvents()
            time.sleep(0.001)
    return held


def rematch_waits(app, rematches: int) -> list[float]:
    """Milliseconds `start_rematch` takes while an Expert search is under way."""
    from hidden_leaders_qt.engine import Settings
    from hidden_leaders_qt.ui.game.bot_runner import prestart_search_pool, search_pool
    from hidden_leaders_qt.ui.game.game_model import Seat
    from hidden_leaders_qt.ui.window.main_window import MainWindow

    def run_until(done, limit: float = 60.0) -> None:
        started = time.perf_counter()
        while not done() and time.perf_counter() - started < limit:
            app.processEvents()
            time.sleep(0.001)

    window = MainWindow(autosave_enabled=False, bot_pause_ms=0, animations=False)
    window.resize(1280, 800)
    window.show()
    prestart_search_pool()
    pool = search_pool()
    run_until(lambda: len(pool.executor._processes) == pool.workers)
    run_until(lambda: False, 1.5)  # the workers load the card data
    window.session.start(Settings(players=2, seed=7), [Seat("Brunhild", "expert"), Seat("Ortrud", "expert")])
    waits = []
    for _ in range(rematches):
        run_until(lambda: window.session.bots.attempt == "search")
        run_until(lambda: False, 0.3)  # well into the search
        began = time.perf_counter()
        window.session.start_rematch()
        waits.append(1000 * (time.perf_counter() - began))
    window.session.bots.stop()
    window.shut_down()
    return waits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games recorded")
    parser.add_argument("--history", type=int, default=200, help="games in the history before")
    parser.add_argument("--rematches", type=int, default=5, help="new games started while Expert searches")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["HIDDEN_LEADERS_DATA_DIR"] = tempfile.mkdtemp(prefix="hidden-leaders-bench-")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    held = recording_holds(app, max(1, args.games), max(0, args.history))
    waits = rematch_waits(app, max(1, args.rematches))
    print("Window waits benchmark (offscreen)")
    print(
        f"  recording a finished game, history of {args.history}: GUI thread held median"
        f" {statistics.median(held):.1f} ms, longest {max(held):.1f} ms ({len(held)} games)"
    )
    print(
        f"  a new game while Expert searches: median {statistics.median(waits):.0f} ms,"
        f" longest {max(waits):.0f} ms ({len(waits)} times)"
    )


if __name__ == "__main__":
    main()
