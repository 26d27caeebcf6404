"""One fingerprint of how the engine plays: a refactoring that changes no behaviour prints the same.

Plays seeded games with a seeded random chooser (2 to 6 players; half with every module,
promo heroes and the beginner game on and off) and hashes, per game, every event, the
result, the generator's state and the final `to_data()`; along the way, every so many
decisions, the deciding seat's view, a resampled world and a redacted one, and a save read
back. Run: python benchmarks/checksum.py [--games N]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    db = default_db()
    digest = hashlib.sha256()
    decisions = 0
    start = time.perf_counter()
    for k in range(args.games):
        decisions += play(settings_for(k), db, digest)
    seconds = time.perf_counter() - start
    print(f"engine:    {engine_build()}")
    print(f"games:     {args.games}")
    print(f"decisions: {decisions}")
    print(f"seconds:   {seconds:.1f}")
    print(f"sha256:    {digest.hexdigest()}")


if __name__ == "__main__":
    main()
