"""Tournaments between computer players on duplicate deals, with seat rotation.

Every deal is played once with the tested bot in each seat (the field bots in the others),
so luck of the deal and of the seat cancels out; the same deals played by the field bot
alone give the baseline share a seat of the field wins.
"""

import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.rng import SplitMix64

SEARCH_KINDS = ("hard",)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win share."""
    if games == 0:
        return (0.0, 0.0)
    share = wins / games
    centre = share + z * z / (2 * games)
    spread = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    denominator = 1 + z * z / games
    return ((centre - spread) / denominator, (centre + spread) / denominator)


@dataclass
class GameRecord:
    winner_kind: str | None
    tested_won: bool
    no_winner: bool
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)


class _Player:
    """A bot of some kind at one seat, timed per decision."""

    def __init__(self, kind: str, seed: int, budget: int) -> None:
        self.kind = kind
        self.seed = seed
        if kind in SEARCH_KINDS:
            from hidden_leaders_qt.ai.search_bot import SearchBot

            self.searcher = SearchBot(seed, iterations=budget)
            self.bot = None
        else:
            self.searcher = None
            self.bot = make_bot(kind, seed)

    def choose(self, st, seat: int):
        if self.searcher is not None:
            world = st.redacted_for(seat, self.seed * 7919 + st.log_size)
            return self.searcher.choose_in_world(world, seat)
        return self.bot.choose(st.view_for(seat), st.db)


def play_game(kinds: list[str], deal_seed: int, bot_seed: int, budget: int, tested_seat: int) -> GameRecord:
    st = new_game(Settings(players=len(kinds), seed=deal_seed))
    players = [_Player(kind, bot_seed * 101 + seat, budget) for seat, kind in enumerate(kinds)]
    times: dict[str, list[float]] = {}
    while not st.is_over:
        seat = st.deciding_seat
        started = time.perf_counter()
        option = players[seat].choose(st, seat) if len(st.options) > 1 else st.options[0]
        times.setdefault(kinds[seat], []).append(time.perf_counter() - started)
        st.apply(option)
    winner = st.result.winner
    return GameRecord(
        kinds[winner] if winner is not None else None,
        winner == tested_seat,
        winner is None,
        times,
    )


def _play(job: tuple) -> GameRecord:
    return play_game(*job)


def deal_seeds(count: int, seed: int, seed_file: Path | None = None) -> list[int]:
    if seed_file is not None:
        seeds = [int(line) for line in seed_file.read_text().split() if line.strip()]
        return seeds[:count]
    rng = SplitMix64(seed)
    return [rng.next64() & 0x7FFFFFFF for _ in range(count)]


@dataclass
class TournamentReport:
    players: int
    tested: str
    fieldbot: str
    games: int
    tested_wins: int
    baseline_games: int
    baseline_wins: int
    no_winner: int
    decision_times: dict[str, list[float]]

    def lines(self) -> list[str]:
        share = self.tested_wins / self.games if self.games else 0.0
        low, high = wilson(self.tested_wins, self.games)
        base = self.baseline_wins / self.baseline_games if self.baseline_games else 0.0
        base_low, base_high = wilson(self.baseline_wins, self.baseline_games)
        out = [
            f"{self.players}-player tournament: {self.tested} against a field of {self.fieldbot}",
            f"  {self.tested:<8} win share {share:6.1%}  (95% {low:.1%} - {high:.1%}) over {self.games} games",
            f"  {self.fieldbot:<8} baseline  {base:6.1%}  (95% {base_low:.1%} - {base_high:.1%}) per seat, "
            f"all-{self.fieldbot} tables, {self.baseline_games} seat-games",
            f"  games without a winner: {self.no_winner}",
        ]
        for kind, times in sorted(self.decision_times.items()):
            ordered = sorted(times)
            p95 = ordered[int(len(ordered) * 0.95)] if ordered else 0.0
            out.append(
                f"  {kind:<8} decision time median {statistics.median(ordered) * 1000:7.2f} ms, "
                f"p95 {p95 * 1000:7.2f} ms, max {ordered[-1] * 1000:7.2f} ms ({len(ordered)} decisions)"
            )
        return out


def run_tournament(
    players: int,
    tested: str,
    fieldbot: str,
    games: int,
    seed: int,
    budget: int = 400,
    workers: int = 2,
    seed_file: Path | None = None,
) -> TournamentReport:
    """`games` games with the tested bot (games / players deals, each seat once), plus the
    same deals with the field alone for the baseline."""
    deals = deal_seeds(max(1, games // players), seed, seed_file)
    jobs = []
    for index, deal in enumerate(deals):
        for seat in range(players):
            kinds = [fieldbot] * players
            kinds[seat] = tested
            jobs.append((kinds, deal, index, budget, seat))
    baseline = [([fieldbot] * players, deal, index, budget, -1) for index, deal in enumerate(deals)]
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as pool:
        records = list(pool.map(_play, jobs, chunksize=4))
        base_records = list(pool.map(_play, baseline, chunksize=4))
    times: dict[str, list[float]] = {}
    for record in records + base_records:
        for kind, values in record.decision_seconds.items():
            times.setdefault(kind, []).extend(values)
    base_wins = sum(1 for r in base_records if not r.no_winner)
    return TournamentReport(
        players,
        tested,
        fieldbot,
        len(records),
        sum(r.tested_won for r in records),
        len(base_records) * players,
        base_wins,
        sum(r.no_winner for r in records),
        times,
    )
