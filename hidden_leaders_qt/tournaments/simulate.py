"""Headless games between random players: a smoke test of the rules and a speed gauge."""

import time
from collections import Counter
from dataclasses import dataclass, field

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import FACTION_ORDER, FACTION_TITLES
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CardDB, default_db


@dataclass
class SimulationReport:
    players: int
    games: int = 0
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    factions: Counter = field(default_factory=Counter)
    no_winner: int = 0

    def lines(self) -> list[str]:
        out = [f"{self.games} random {self.players}-player games"]
        for faction in ("golems", *FACTION_ORDER) if self.factions["golems"] else FACTION_ORDER:
            share = self.factions[faction] / self.games if self.games else 0.0
            out.append(f"  {FACTION_TITLES[faction]:<14} {self.factions[faction]:>7}  {share:6.1%}")
        out.append(f"  games without a winner: {self.no_winner} ({self.no_winner / max(1, self.games):.1%})")
        out.append(f"  average turns per game: {self.turns / max(1, self.games):.1f}")
        out.append(f"  average decisions per game: {self.decisions / max(1, self.games):.1f}")
        out.append(f"  games per second: {self.games / self.seconds:.1f}" if self.seconds else "  games per second: -")
        return out


def play_random_game(settings: Settings, db: CardDB, record_events: bool = True) -> tuple:
    """One complete game with uniformly random legal choices; returns (state, decisions).

    Without `record_events` the game keeps no event log, as in a bot's search."""
    st = new_game(settings, db)
    if not record_events:
        st.stop_recording()
    chooser = SplitMix64(settings.seed ^ 0x5EED)
    decisions = 0
    while not st.is_over:
        options = st.options
        st.apply_fast(options[chooser.below(len(options))])
        decisions += 1
    return st, decisions


def simulate(
    players: int,
    games: int,
    seed: int,
    promo_heroes: bool = True,
    beginner: bool = False,
    modules: dict[str, bool] | None = None,
) -> SimulationReport:
    db = default_db()
    report = SimulationReport(players)
    start = time.perf_counter()
    for k in range(games):
        settings = Settings(
            players=players, seed=seed * 1_000_003 + k, promo_heroes=promo_heroes, beginner=beginner, **(modules or {})
        )
        st, decisions = play_random_game(settings, db)
        report.games += 1
        report.turns += st.turn
        report.decisions += decisions
        report.factions[st.result.winning_faction] += 1
        if st.result.winner is None:
            report.no_winner += 1
    report.seconds = time.perf_counter() - start
    return report
