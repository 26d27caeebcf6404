"""Tournaments between computer players on duplicate deals, with seat rotation.

Every deal is played once with the tested bot in each seat (the field bots in the others),
so luck of the deal and of the seat cancels out; the same deals played by the field bot
alone give the baseline share a seat of the field wins. The games are played in worker
processes that end with the tournament, even when it is killed mid-game; a worker that dies
(killed, or out of memory) is replaced and the games it took down are played again.
"""

import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path

from hidden_leaders_qt.ai.bot import Bot
from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.ai.search.search_bot import LEAF_MODELS, SearchBot
from hidden_leaders_qt.ai.search.search_levels import SEARCH_LEVELS
from hidden_leaders_qt.ai.search.search_pool import watch_parent
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.regular_files import read_regular
from hidden_leaders_qt.records.intervals import wilson
from hidden_leaders_qt.tournaments.tournament_journal import Journal
from hidden_leaders_qt.tournaments.tournament_progress import TournamentProgress
from hidden_leaders_qt.tournaments.tournament_record import GameRecord

# the largest seed file read (the command line refuses a larger one before the run)
MAX_SEED_FILE_BYTES = 1 << 20
# The workers may die this many times in a row without a game finished in between before
# the tournament gives up: a game that kills every worker it runs in must not loop forever.
WORKER_DEATHS_IN_A_ROW = 5


class WorkersDiedError(RuntimeError):
    """The worker processes kept dying before any game could finish."""


class _Player:
    """A bot of some kind at one seat, timed per decision. A search level searches `budget`
    iterations a decision at Hard, and in the ratio of its time in play at another level."""

    def __init__(self, kind: str, seed: int, budget: int) -> None:
        self.kind = kind
        self.seed = seed
        self.searcher: SearchBot | None = None
        self.bot: Bot | None = None
        if kind in SEARCH_LEVELS:
            level = SEARCH_LEVELS[kind]
            self.searcher = level.bot(seed, iterations=level.tournament_iterations(budget))
        else:
            self.bot = make_bot(kind, seed)

    def choose(self, st, seat: int):
        if self.bot is not None:
            return self.bot.choose(st.view_for(seat), st.db)
        assert self.searcher is not None  # one of the two, set in __init__
        world = st.redacted_for(seat, self.seed * 7919 + st.log_size)
        return self.searcher.choose_in_world(world, seat)


def play_game(
    kinds: list[str], deal_seed: int, bot_seed: int, budget: int, tested_seat: int, modules: dict | None = None
) -> GameRecord:
    st = new_game(Settings(players=len(kinds), seed=deal_seed, **(modules or {})))
    players = [_Player(kind, bot_seed * 101 + seat, budget) for seat, kind in enumerate(kinds)]
    times: dict[str, list[float]] = {}
    moves: list[tuple] = []
    while not st.is_over:
        seat = st.deciding_seat
        started = time.perf_counter()
        option = players[seat].choose(st, seat) if len(st.options) > 1 else st.options[0]
        times.setdefault(kinds[seat], []).append(time.perf_counter() - started)
        moves.append((seat, option.kind, option.args))
        st.apply(option)
    assert st.result is not None, "a game over has its result"
    return GameRecord(list(kinds), st.result.winner, tested_seat, moves, times, _belief_on_truth(st, players))


def _belief_on_truth(st, players: list[_Player]) -> list[float]:
    """What each search seat believes about the others' leaders once the game is over (its
    belief read up to the last public event, before the leaders are revealed)."""
    found = []
    for seat, player in enumerate(players):
        if player.searcher is None:
            continue
        belief = player.searcher.belief
        belief.update(st.redacted_for(seat, 0), seat)
        for other, probabilities in belief.marginals().items():
            found.append(probabilities[st.leaders[other]])
    return found


def _play(job: tuple) -> GameRecord:
    return play_game(*job)


def _say(notice: str) -> None:
    print(notice, file=sys.stderr)


def _play_all(
    pending: dict[str, tuple], workers: int, finished: Callable[[str, GameRecord], None], say: Callable[[str], None]
) -> None:
    """Play every pending game in worker processes, handing each record to `finished` as it
    comes. When a worker dies the pool is broken: the games it held are played again in a
    new one (WorkersDiedError once the workers keep dying before any game finishes)."""
    deaths = 0
    while pending:
        futures: dict[Future, str] = {}
        try:
            with ProcessPoolExecutor(workers, mp_context=get_context("spawn"), initializer=watch_parent) as pool:
                futures = {pool.submit(_play, job): key for key, job in pending.items()}
                for future in as_completed(futures):
                    _take(future, futures[future], pending, finished)
                    deaths = 0
        except BrokenProcessPool:
            for future, key in futures.items():  # games that finished as the pool broke
                if future.done() and not future.cancelled() and future.exception() is None:
                    _take(future, key, pending, finished)
                    deaths = 0
            deaths += 1
            if deaths >= WORKER_DEATHS_IN_A_ROW:
                raise WorkersDiedError(
                    f"the worker processes died {deaths} times in a row before a game finished"
                ) from None
            say(f"a worker process ended unexpectedly; new ones play the {len(pending)} games left")


def _take(future: Future, key: str, pending: dict[str, tuple], finished: Callable[[str, GameRecord], None]) -> None:
    if key in pending:
        record = future.result()
        del pending[key]
        finished(key, record)


def deal_seeds(count: int, seed: int, seed_file: Path | None = None) -> list[int]:
    if seed_file is not None:
        text = read_regular(seed_file, MAX_SEED_FILE_BYTES).decode("utf-8")
        seeds = [int(word) for word in text.split()]
        return seeds[:count]
    rng = SplitMix64(seed)
    return [rng.next64() & 0x7FFFFFFF for _ in range(count)]


def seat_kinds(players: int, tested: str, fieldbots: list[str], tested_seat: int) -> list[str]:
    """The tested bot at `tested_seat`, the field bots in turn order after it (so each field
    bot keeps its place relative to the tested one as the seats rotate)."""
    kinds = [tested] * players
    for step in range(1, players):
        kinds[(tested_seat + step) % players] = fieldbots[(step - 1) % len(fieldbots)]
    return kinds


def _share_line(label: str, wins: int, games: int, what: str) -> str:
    share = wins / games if games else 0.0
    low, high = wilson(wins, games)
    return f"  {label:<8} {what:<9} {share:6.1%}  (95% {low:.1%} - {high:.1%}) over {games} seat-games"


@dataclass
class TournamentReport:
    players: int
    tested: str
    fieldbots: list[str]
    records: list[GameRecord]
    baseline: list[GameRecord]

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def tested_wins(self) -> int:
        return sum(r.tested_won for r in self.records)

    @property
    def baseline_games(self) -> int:
        return len(self.baseline) * self.players

    @property
    def baseline_wins(self) -> int:
        return sum(not r.no_winner for r in self.baseline)

    @property
    def no_winner(self) -> int:
        return sum(r.no_winner for r in self.records)

    def kind_results(self) -> dict[str, tuple[int, int]]:
        """Per field kind: (wins, seat-games) over the tested games."""
        results: dict[str, tuple[int, int]] = {}
        for record in self.records:
            for seat, kind in enumerate(record.kinds):
                if seat == record.tested_seat:
                    continue
                wins, games = results.get(kind, (0, 0))
                results[kind] = (wins + (record.winner == seat), games + 1)
        return results

    def belief_on_truth(self) -> list[float]:
        return [p for record in self.records + self.baseline for p in record.belief_on_truth]

    def lines(self) -> list[str]:
        field_name = ",".join(self.fieldbots)
        out = [
            f"{self.players}-player tournament: {self.tested} against a field of {field_name}",
            _share_line(self.tested, self.tested_wins, self.games, "win share").replace("seat-games", "games"),
        ]
        if len(set(self.fieldbots)) == 1:
            out.append(
                _share_line(self.fieldbots[0], self.baseline_wins, self.baseline_games, "baseline")
                + f" (all-{self.fieldbots[0]} tables)"
            )
        else:
            out.extend(
                _share_line(kind, wins, games, "win share") for kind, (wins, games) in self.kind_results().items()
            )
        out.append(f"  games without a winner: {self.no_winner}")
        beliefs = self.belief_on_truth()
        if beliefs:
            out.append(
                f"  belief on the true leader at game end: mean {statistics.fmean(beliefs):.3f} "
                f"over {len(beliefs)} opponent-games"
            )
        times: dict[str, list[float]] = {}
        for record in self.records + self.baseline:
            for kind, values in record.decision_seconds.items():
                times.setdefault(kind, []).extend(values)
        for kind, values in sorted(times.items()):
            ordered = sorted(values)
            p95 = ordered[int(len(ordered) * 0.95)]
            out.append(
                f"  {kind:<8} decision time median {statistics.median(ordered) * 1000:7.2f} ms, "
                f"p95 {p95 * 1000:7.2f} ms, max {ordered[-1] * 1000:7.2f} ms ({len(ordered)} decisions)"
            )
        return out


def leaf_knobs() -> dict[str, dict]:
    """The fitted leaf values, by tables such as "6 players" or "4 players, golems"."""
    return {
        f"{players} players{', golems' if golems else ''}": asdict(model)
        for (players, golems), model in LEAF_MODELS.items()
    }


def level_knobs(kinds: list[str]) -> dict[str, dict]:
    """The knobs of each search level among `kinds`, with the leaf values it fits: a journal
    names them, so games played before a level was retuned are not mixed with games played
    after."""
    knobs = {}
    for kind in sorted(set(kinds)):
        level = SEARCH_LEVELS.get(kind)
        if level is not None:
            knobs[kind] = asdict(level) | {"leaf_models": leaf_knobs() if level.fitted_leaf else {}}
    return knobs


def run_tournament(
    players: int,
    tested: str,
    fieldbots: list[str],
    games: int,
    seed: int,
    budget: int = 400,
    workers: int = 2,
    seed_file: Path | None = None,
    modules: dict[str, bool] | None = None,
    journal: Path | None = None,
    progress: bool = False,
) -> TournamentReport:
    """`games` games with the tested bot (games / players deals, each seat once), plus, for a
    field of one kind, the same deals with the field alone for the baseline; `modules` are
    the module options of every game. With a `journal`, every finished game is kept there
    and a run stopped half-way goes on from it; `progress` shows the games done, the
    tested bot's share so far and the time left on the terminal."""
    deals = deal_seeds(max(1, games // players), seed, seed_file)
    jobs = {
        f"t{index}:{seat}": (seat_kinds(players, tested, fieldbots, seat), deal, index, budget, seat, modules)
        for index, deal in enumerate(deals)
        for seat in range(players)
    }
    baseline = {}
    if len(set(fieldbots)) == 1:
        baseline = {
            f"b{index}": ([fieldbots[0]] * players, deal, index, budget, -1, modules)
            for index, deal in enumerate(deals)
        }
    header = {"players": players, "tested": tested, "field": list(fieldbots), "budget": budget}
    header |= {"modules": sorted(name for name, on in (modules or {}).items() if on), "deals": deals}
    header |= {"levels": level_knobs([tested, *fieldbots])}
    expected = {key: (job[0], job[4]) for key, job in (jobs | baseline).items()}
    kept = Journal(journal, header, expected) if journal is not None else None
    for notice in kept.notices if kept is not None else []:
        _say(notice)
    done = dict(kept.done) if kept is not None else {}
    shown = TournamentProgress(tested, len(jobs) + len(baseline), done.values()) if progress else None
    pending = {key: job for key, job in (jobs | baseline).items() if key not in done}

    def finished(key: str, record: GameRecord) -> None:
        done[key] = record
        if kept is not None:
            kept.add(key, record)
        if shown is not None:
            shown.add(record)

    _play_all(pending, workers, finished, shown.say if shown is not None else _say)
    if shown is not None:
        shown.close()
    return TournamentReport(
        players, tested, list(fieldbots), [done[key] for key in jobs], [done[key] for key in baseline]
    )
