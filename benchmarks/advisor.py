"""The advisor's answers in the window: how long each takes with Hard's budget, and the
longest event-loop stall from the key press until the answer is painted.

The person (seat 0, against three Medium players) asks at each of their decisions and then
plays what the advisor chose. The first question opens the advisor's dock, which lays the
table out anew once, as resizing the window does; it is reported on its own line.

Run: python benchmarks/advisor.py [--questions 12]
Runs off screen (QT_QPA_PLATFORM=offscreen) unless a platform is set.
"""

import argparse
import os
import time


def measure(questions: int) -> tuple[list[int], list[int], int]:
    """(answer times in ms, longest stall per question in ms, the first question's stall)."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from hidden_leaders_qt.engine import Settings
    from hidden_leaders_qt.ui.game.bot_runner import search_pool
    from hidden_leaders_qt.ui.game.game_model import Seat
    from hidden_leaders_qt.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(autosave_enabled=False, bot_pause_ms=0, animations=False)
    window.resize(1400, 900)
    window.show()
    pool = search_pool()  # the app starts it a moment after its window appears
    seats = [Seat("You"), *(Seat(f"Bot {k}", "medium") for k in range(1, 4))]
    window.session.start(Settings(players=4, seed=3), seats)
    model, desk = window.session.model, window.advisor

    def run_until(done, limit: float = 30.0) -> None:
        started = time.perf_counter()
        while not done() and time.perf_counter() - started < limit:
            app.processEvents()
            time.sleep(0.001)

    run_until(lambda: len(pool.executor._processes) == pool.workers and model.decision_is_on_screen())
    run_until(lambda: False, 1.5)  # the workers load the card data
    clock = QElapsedTimer()
    clock.start()
    last = [0]
    longest = [0]

    def on_tick() -> None:
        now = clock.elapsed()
        longest[0] = max(longest[0], now - last[0] - 5)
        last[0] = now

    tick = QTimer()
    tick.setInterval(5)
    tick.timeout.connect(on_tick)
    tick.start()
    times, stalls = [], []
    for _ in range(questions):
        if model.is_over:
            break
        run_until(lambda: False, 0.2)
        key = desk.current
        longest[0] = 0
        asked = clock.elapsed()
        desk.ask()
        run_until(lambda key=key: key in desk.answers)
        times.append(clock.elapsed() - asked)
        run_until(lambda: False, 0.1)  # painted
        stalls.append(longest[0])
        made = len(model.decisions)
        model.apply(desk.answers[key].best)
        run_until(lambda made=made: model.is_over or (len(model.decisions) > made and model.decision_is_on_screen()))
    tick.stop()
    window.shut_down()
    return times, stalls[1:], stalls[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--questions", type=int, default=12)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    times, stalls, first = measure(max(2, min(args.questions, 200)))
    times.sort()
    print("Advisor benchmark (offscreen, 1400x900, Hard's budget, 2 search processes)")
    print(f"  answers: {len(times)}, median {times[len(times) // 2]} ms, slowest {times[-1]} ms")
    print(f"  longest event-loop stall while it thinks: {max(stalls)} ms (per question: {stalls})")
    print(f"  the first question, which opens the dock: {first} ms")


if __name__ == "__main__":
    main()
