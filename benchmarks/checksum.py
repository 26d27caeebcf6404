"""One fingerprint of how the engine plays: a refactoring that changes no behaviour prints the same.

Plays seeded games with a seeded random chooser and hashes, per game, every event, the
result, the generator's state and the final `to_data()`; along the way, every so many
decisions, the deciding seat's view, a resampled world and a redacted one, and a save read
back. Two fingerprints: the games of part 1 (2 to 6 players; half with every module of part 1,
promo heroes and the beginner game on and off), the one this benchmark has always printed, and
the games of part 2 (every combination of Bribery, Artifacts and Royal Intrigue with every
player count, part 1's modules, promo heroes and the beginner game on and off), so that a change
to either part shows and the compiled build is compared on every module it compiles.
Run: python benchmarks/checksum.py [--games N] [--part-two-games N]
"""

import argparse
import hashlib
import json
import time

from hidden_leaders_qt.app_info import engine_build
from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import default_db

SAMPLE_EVERY = 37
"""Decisions between two looks at the information sets along a game."""


def settings_for(k: int) -> Settings:
    """The k-th game's settings: every combination of players, modules, promo and beginner."""
    modules = k % 2 == 1
    return Settings(
        players=2 + k // 2 % 5,
        seed=k * 7919 + 11,
        promo_heroes=k // 10 % 2 == 0,
        beginner=k // 20 % 2 == 1,
        golems=modules,
        queens_and_friend=modules,
        keeper_of_discord=modules,
    )


PART_TWO = ((True, False, False), (False, True, False), (False, True, True), (True, True, False), (True, True, True))
"""Bribery, Artifacts and Royal Intrigue: every combination with at least one of them on."""


def part_two_settings_for(k: int) -> Settings:
    """The k-th part-2 game's settings: each of `PART_TWO` with each player count in 25 games,
    then part 1's modules, promo heroes and the beginner game changing every 25 games."""
    bribery, artifacts, royal_intrigue = PART_TWO[k % len(PART_TWO)]
    rounds = k // 25
    modules = rounds % 2 == 0
    return Settings(
        players=2 + k // len(PART_TWO) % 5,
        seed=k * 7919 + 13,
        promo_heroes=rounds // 2 % 2 == 0,
        beginner=(rounds + rounds // 2) % 2 == 1,
        golems=modules,
        queens_and_friend=modules or royal_intrigue,
        keeper_of_discord=modules,
        bribery=bribery,
        artifacts=artifacts,
        royal_intrigue=royal_intrigue,
    )


def feed(digest, value) -> None:
    digest.update(json.dumps(value, sort_keys=True, default=repr).encode())
    digest.update(b"\n")


def play(settings: Settings, db, digest) -> int:
    """Play one game into `digest`; how many decisions it took."""
    st = new_game(settings, db)
    chooser = SplitMix64(settings.seed ^ 0xC0FFEE)
    decisions = 0
    while not st.is_over:
        if decisions % SAMPLE_EVERY == 5:
            seat = st.deciding_seat
            feed(digest, repr(st.view_for(seat)))
            feed(digest, st.resample_for(seat, SplitMix64(decisions)).to_data())
            feed(digest, st.redacted_for(seat, decisions).to_data())
            data = st.to_data()
            if GameState.from_data(json.loads(json.dumps(data)), db).to_data() != data:
                raise SystemExit(f"seed {settings.seed}: a save does not read back as it was")
        options = st.options
        st.apply(options[chooser.below(len(options))])
        decisions += 1
    feed(digest, [event.to_data() for event in st.events()])
    feed(digest, st.result.to_data())
    feed(digest, st.rng.state)
    feed(digest, st.to_data())
    return decisions


def fingerprint(settings: list[Settings], db) -> tuple[str, int]:
    """The games' fingerprint and how many decisions they took."""
    digest = hashlib.sha256()
    decisions = sum(play(game, db, digest) for game in settings)
    return digest.hexdigest(), decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games of part 1")
    parser.add_argument("--part-two-games", type=int, default=100, help="games of part 2")
    args = parser.parse_args()
    db = default_db()
    start = time.perf_counter()
    part_one, decisions = fingerprint([settings_for(k) for k in range(args.games)], db)
    part_two, part_two_decisions = fingerprint([part_two_settings_for(k) for k in range(args.part_two_games)], db)
    seconds = time.perf_counter() - start
    print(f"engine:    {engine_build()}")
    print(f"games:     {args.games} of part 1, {args.part_two_games} of part 2")
    print(f"decisions: {decisions} in part 1, {part_two_decisions} in part 2")
    print(f"seconds:   {seconds:.1f}")
    print(f"sha256:    {part_one}")
    print(f"sha256 2:  {part_two}")


if __name__ == "__main__":
    main()
