"""Engine speed: random games, decisions, clone() and view_for(), on one core.

Run: python benchmarks/engine.py [--games N] [--players P] [--modules | --all-options]
(`--modules` plays with Queens & Friend, the Keeper of Discord and the Golems module;
`--all-options` with every module and variant of both parts of Forgotten Legacy)
"""

import argparse
import statistics
import time

from hidden_leaders_qt.app_info import engine_build
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.tournaments.simulate import play_random_game

MODULES = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}
ALL_OPTIONS = MODULES | {"bribery": True, "artifacts": True, "royal_intrigue": True}


def mid_game_states(players: int, count: int, modules: dict) -> list:
    """States sampled along random games, where search would clone them."""
    states = []
    seed = 0
    while len(states) < count:
        st = new_game(Settings(players=players, seed=seed, **modules))
        chooser = SplitMix64(seed)
        seed += 1
        step = 0
        while not st.is_over:
            if step % 25 == 10:
                states.append(st.clone())
            st.apply_fast(st.options[chooser.below(len(st.options))])
            step += 1
    return states[:count]


def per_call(fn, states, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        for st in states:
            fn(st)
    return (time.perf_counter() - start) / (repeat * len(states))


def games_per_second(players: int, games: int, db, record_events: bool, modules: dict) -> tuple[float, float, float]:
    """Median games/s over five batches, decisions/s and decisions per game."""
    rates, decisions_total, seconds_total = [], 0, 0.0
    per_batch = max(1, games // 5)
    for batch in range(5):
        start = time.perf_counter()
        for k in range(per_batch):
            settings = Settings(players=players, seed=batch * per_batch + k, **modules)
            decisions_total += play_random_game(settings, db, record_events)[1]
        elapsed = time.perf_counter() - start
        rates.append(per_batch / elapsed)
        seconds_total += elapsed
    return statistics.median(rates), decisions_total / seconds_total, decisions_total / (5 * per_batch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    chosen = parser.add_mutually_exclusive_group()
    chosen.add_argument("--modules", action="store_true", help="with every module of Forgotten Legacy part 1")
    chosen.add_argument("--all-options", action="store_true", help="with every module and variant of both parts")
    args = parser.parse_args()
    db = default_db()
    modules = ALL_OPTIONS if args.all_options else MODULES if args.modules else {}
    title = "every option" if args.all_options else "every module of part 1" if args.modules else "no modules"

    search = games_per_second(args.players, args.games, db, False, modules)
    logged = games_per_second(args.players, args.games, db, True, modules)
    states = mid_game_states(args.players, 200, modules)
    clone_s = per_call(lambda st: st.clone(), states, 50)
    view_s = per_call(lambda st: st.view_for(st.deciding_seat), states, 20)
    rng = SplitMix64(7)
    resample_s = per_call(lambda st: st.resample_for(st.deciding_seat, rng), states, 10)
    to_data_s = per_call(lambda st: st.to_data(), states, 2)

    print(f"engine benchmark, {args.players} players, one core, {title}, {engine_build()} engine")
    print(f"  random games per second (search, no log): {search[0]:8.1f}")
    print(f"  random games per second (with event log): {logged[0]:8.1f}")
    print(f"  decisions per second (search, no log):    {search[1]:8.0f}")
    print(f"  decisions per game:                       {search[2]:8.1f}")
    print(f"  clone():        {clone_s * 1e6:7.2f} us  ({1 / clone_s:9.0f} per second)")
    print(f"  view_for():     {view_s * 1e6:7.2f} us  ({1 / view_s:9.0f} per second)")
    print(f"  resample_for(): {resample_s * 1e6:7.2f} us  ({1 / resample_s:9.0f} per second)")
    print(f"  to_data():      {to_data_s * 1e6:7.2f} us")


if __name__ == "__main__":
    main()
