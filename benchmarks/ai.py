"""Speed of the computer players, as the table runs them.

Run: python benchmarks/ai.py [--games 6] [--hard-decisions 40]

- Hard: positions from 4-player games among Medium bots (the measuring seeds); each is
  redacted for the deciding seat, handed to the persistent pool of search processes with
  the play budget (Hard's `seconds` of `ai/search/search_levels.py` in every worker), and timed
  from redaction to answer.
  Prints the search iterations per decision (all workers) and the decision times.
- Search speed: Hard's search in this one process at a fixed number of iterations per
  position (`--search-iterations`), so that builds and changes compare on equal work.
- Easy and Medium: every decision of those games, timed from building the seat's view to
  the chosen option.
- Forced moves: the engine plays a decision with one legal option itself, so none reaches
  a bot; the pool answers such a request without searching, and that is timed too.

Needs the machine to itself: the Hard figures are wall-clock times of two processes.
"""

import argparse
import statistics
import time
from pathlib import Path

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.ai.search.search_bot import SearchBot
from hidden_leaders_qt.ai.search.search_levels import HARD
from hidden_leaders_qt.ai.search.search_pool import SearchPool
from hidden_leaders_qt.app_info import engine_build
from hidden_leaders_qt.engine import Settings, new_game

SEEDS = Path(__file__).with_name("seeds_measure.txt")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def times_line(name: str, seconds: list[float]) -> str:
    ms = [s * 1000 for s in seconds]
    return (
        f"  {name:<7} {len(ms):6} decisions: mean {statistics.fmean(ms):8.2f} ms, "
        f"median {statistics.median(ms):8.2f} ms, p95 {percentile(ms, 0.95):8.2f} ms, max {max(ms):8.2f} ms"
    )


def play_rule_games(seeds: list[int]) -> tuple[list, dict[str, list[float]], int, int]:
    """Games among Medium bots: (positions with a choice, per kind the decision times of
    Easy and Medium there, decisions with one option, all decisions)."""
    positions = []
    times: dict[str, list[float]] = {"easy": [], "medium": []}
    forced = total = 0
    for seed in seeds:
        st = new_game(Settings(players=4, seed=seed))
        bots = {kind: [make_bot(kind, seed * 10 + seat) for seat in range(4)] for kind in times}
        while not st.is_over:
            seat = st.deciding_seat
            total += 1
            if len(st.options) == 1:
                forced += 1
                st.apply(st.options[0])
                continue
            positions.append((seed, st.clone()))
            for kind in ("easy", "medium"):
                started = time.perf_counter()
                option = bots[kind][seat].choose(st.view_for(seat), st.db)
                times[kind].append(time.perf_counter() - started)
            st.apply(option)  # the game goes on as Medium plays it
    return positions, times, forced, total


def search_speed(positions: list, iterations: int) -> tuple[int, float]:
    """The Hard bot's search, in this process, at a fixed number of iterations per position:
    (iterations run, seconds). The same work on every machine and build, so the figures compare."""
    done, started = 0, time.perf_counter()
    for index, (_, st) in enumerate(positions):
        seat = st.deciding_seat
        world = st.redacted_for(seat, index)
        bot = SearchBot(index, iterations=iterations)
        bot.belief.update(world, seat)
        bot.search(world, seat)
        done += bot.last_iterations
    return done, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="4-player games among Medium bots")
    parser.add_argument("--hard-decisions", type=int, default=40, help="positions the Hard bot decides")
    parser.add_argument("--seconds", type=float, default=HARD.seconds, help="Hard's search time per worker")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--search-iterations", type=int, default=1000, help="per position, for the one-process speed")
    args = parser.parse_args()
    seeds = [int(word) for word in SEEDS.read_text().split()][: args.games]
    positions, times, forced, total = play_rule_games(seeds)
    picked = positions[:: max(1, len(positions) // args.hard_decisions)][: args.hard_decisions]

    hard_times, iterations, forced_times = [], [], []
    with SearchPool(args.workers) as pool:
        warm = picked[0][1]
        pool.submit(warm.redacted_for(warm.deciding_seat, 0).to_data(), warm.deciding_seat, 0, None, 20).result()
        for index, (seed, st) in enumerate(picked):
            seat = st.deciding_seat
            started = time.perf_counter()
            data = st.redacted_for(seat, index).to_data()
            answer = pool.submit(data, seat, index, args.seconds, None, f"bench:{seed}", HARD.min_iterations).result()
            hard_times.append(time.perf_counter() - started)
            iterations.append(answer.iterations)
            data["pending"]["options"] = data["pending"]["options"][:1]
            started = time.perf_counter()
            pool.submit(data, seat, index, args.seconds, None, f"bench:{seed}").result()
            forced_times.append(time.perf_counter() - started)

    print(
        f"AI speed benchmark ({engine_build()} engine): {len(seeds)} 4-player games among Medium bots, "
        f"{total} decisions"
    )
    searched, seconds = search_speed(picked, args.search_iterations)
    print(
        f"Search speed, one process: {searched:,} iterations over {len(picked)} positions in {seconds:.2f} s, "
        f"{searched / seconds:,.0f} iterations per second"
    )
    print(
        f"Hard ({args.workers} search processes, {args.seconds:.2f} s each per decision, "
        f"at least {HARD.min_iterations:,} iterations):"
    )
    print(
        f"  iterations per decision: median {statistics.median(iterations):,.0f}, "
        f"min {min(iterations):,}, max {max(iterations):,}"
    )
    print(times_line("hard", hard_times))
    print("Easy and Medium (view built and option chosen):")
    for kind, values in times.items():
        print(times_line(kind, values))
    print("Forced moves:")
    print(f"  decisions offered to a player with one legal option: {forced} of {total}")
    print(f"  the pool's answer to a one-option request: max {max(forced_times) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
