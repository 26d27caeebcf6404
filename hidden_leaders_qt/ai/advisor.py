"""The advisor: what Hard would do for a seat now, and why, from that seat's knowledge only.

It searches the redacted world a Hard seat would be handed (`GameState.redacted_for`) with
Hard's own search, and reports what the search found instead of only its choice: each
root option's estimated win chance (the seat's mean value over the playouts through it)
and visits, the option `RootStats.choice` picks, a sentence that says why, and the
belief over the other seats' leaders. Nothing else goes in, so two states the seat cannot
tell apart give the same answer for the same seed and iteration budget.

A fresh belief reads the whole public log at every question: a belief carried from one
question to the next would weigh earlier events at earlier progress (see `Belief.update`)
and so depend on when the questions were asked, not only on the game.

`rate_world_data` is the part a worker process runs; `combine` adds up the parts of
several processes (root parallelism, as the Hard seats do) into one `Advice`.
"""

from collections.abc import Sequence
from typing import NamedTuple

from hidden_leaders_qt.ai.search.search_bot import RootStats
from hidden_leaders_qt.ai.search.search_levels import HARD
from hidden_leaders_qt.engine.core.game import Game
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.state import GameState
from hidden_leaders_qt.engine.words.advice_words import advice_sentence, option_label
from hidden_leaders_qt.language import marked, marking, set_language

# Options named in the answer besides the chosen one: the best few by win chance.
SHOWN_OPTIONS = 4
# Training: a move is flagged when the advisor's choice wins this much more often...
CLEARLY_WORSE = 0.08
# ...and the choice was searched at least this often (a thinly searched value is noise);
# the move made needs fewer, as the search gives up early on the options it finds poor.
ENOUGH_VISITS = 30
ENOUGH_VISITS_PLAYED = 3
# Options whose win chances lie within this of each other are called about equal, in words
# rather than as a row of equal numbers.
ABOUT_EQUAL = 0.01
# Leaders below this probability are left out of the belief shown.
SHOWN_LEADER_FLOOR = 0.005
# Keeps the advisor's seeds apart from the Hard seats' seeds of the same game.
ADVICE_SALT = 0x5EED_AD71_5E


class Rating(NamedTuple):
    """One option as the search saw it: its words, estimated win chance and visits."""

    option: Option
    text: str
    chance: float
    visits: int


class LeaderOdds(NamedTuple):
    """What the asking seat believes about one other seat's leader: (leader index,
    probability) pairs, the most likely first."""

    seat: int
    odds: tuple[tuple[int, float], ...]


class Advice(NamedTuple):
    """The answer to one seat at one decision."""

    seat: int
    best: Option
    # every option the search tried, the best win chance first (in whole percent, as shown;
    # the choice first among equals)
    ratings: tuple[Rating, ...]
    reason: str
    belief: tuple[LeaderOdds, ...]
    iterations: int

    def shown(self) -> tuple[Rating, ...]:
        """The few options worth naming: the best by win chance, and the chosen one."""
        top = self.ratings[:SHOWN_OPTIONS]
        if any(rating.option == self.best for rating in top):
            return top
        return (*top[: SHOWN_OPTIONS - 1], *(r for r in self.ratings if r.option == self.best))

    @property
    def even(self) -> bool:
        """Whether every option tried wins about as often as every other (within a point)."""
        chances = [rating.chance for rating in self.ratings]
        return len(chances) > 1 and max(chances) - min(chances) <= ABOUT_EQUAL

    def rating(self, option: Option) -> Rating | None:
        return next((rating for rating in self.ratings if rating.option == option), None)

    def verdict(self, played: Option) -> str | None:
        """A training note when `played` is rated clearly worse than the advisor's choice
        (both searched enough to tell), else None."""
        best, mine = self.rating(self.best), self.rating(played)
        if best is None or mine is None or played == self.best:
            return None
        if best.visits < ENOUGH_VISITS or mine.visits < ENOUGH_VISITS_PLAYED:
            return None
        if best.chance - mine.chance < CLEARLY_WORSE:
            return None
        return marked(
            advice_sentence(
                "verdict",
                best=best.text,
                best_chance=percent(best.chance),
                mine=mine.text,
                mine_chance=percent(mine.chance),
            )
        )


class RatedPart(NamedTuple):
    """What one search found, as plain data a worker process can send back: (option data,
    words, visits, summed value) per root option, the rule-based choice, the iterations and
    the belief's marginals per other seat."""

    found: list[tuple[list, str, int, float]]
    preferred: list | None
    iterations: int
    marginals: dict[int, list[float]]


def percent(chance: float) -> str:
    return f"{round(100 * chance)} %"


def advice_seed(secret: int, seat: int, decisions: int) -> int:
    """The advisor's seed for `seat` after `decisions` decisions: from the game's bot secret
    and the public count of decisions, never from the deal's seed."""
    return SplitMix64((secret * 1_000_003 + decisions) ^ (ADVICE_SALT + seat)).next64()


def rate_world(
    world: Game,
    seat: int,
    seed: int,
    iterations: int | None = None,
    seconds: float | None = None,
    at_least: int = 0,
) -> RatedPart:
    """Search `world` (a redacted world at `seat`'s decision) as Hard would, with a fresh
    belief, and keep everything the search found."""
    decision = world.decision
    if decision is None or decision.seat != seat:
        raise ValueError(f"the advisor answers the deciding seat only, not seat {seat}")
    bot = HARD.bot(seed)
    bot.belief.update(world, seat)
    stats = bot.search(world, seat, iterations=iterations, seconds=seconds, at_least=at_least)
    found = [
        (option.to_data(), world.describe(option), visits, stats.totals[option])
        for option, visits in stats.visits.items()
    ]
    preferred = stats.preferred.to_data() if stats.preferred is not None else None
    return RatedPart(found, preferred, bot.last_iterations, bot.belief.marginals())


def rate_world_data(
    world_data: dict,
    seat: int,
    seed: int,
    seconds: float | None,
    iterations: int | None,
    at_least: int,
    language_code: str = "en",
) -> RatedPart:
    """In a worker process: `rate_world` of a world sent as `to_data()`, its options
    described in `language_code` (a worker does not share the window's language)."""
    set_language(language_code)
    return rate_world(GameState.from_data(world_data), seat, seed, iterations, seconds, at_least)


def combine(seat: int, options: Sequence[Option], parts: Sequence[RatedPart]) -> Advice:
    """One answer from the parts of one or more searches of the same world."""
    visits: dict[Option, int] = {}
    totals: dict[Option, float] = {}
    texts: dict[Option, str] = {}
    preferred = None
    for part in parts:
        if part.preferred is not None:
            preferred = Option.from_data(part.preferred)
        for data, text, count, total in part.found:
            option = Option.from_data(data)
            texts[option] = text
            visits[option] = visits.get(option, 0) + count
            totals[option] = totals.get(option, 0.0) + total
    best = RootStats(visits, totals, preferred).choice(options)
    ratings = sorted(
        (
            Rating(option, texts[option], totals[option] / visits[option], visits[option])
            for option in visits
            if visits[option]
        ),
        key=lambda rating: (-round(100 * rating.chance), rating.option != best, -rating.chance, rating.text),
    )
    belief = tuple(
        LeaderOdds(
            other,
            tuple(
                sorted(
                    ((leader, p) for leader, p in enumerate(probs) if p >= SHOWN_LEADER_FLOOR),
                    key=lambda lp: (-lp[1], lp[0]),
                )
            ),
        )
        for other, probs in sorted(parts[0].marginals.items())
    )
    words = reason(best, ratings, preferred)
    return Advice(seat, best, tuple(ratings), words, belief, sum(part.iterations for part in parts))


@marking
def reason(best: Option, ratings: Sequence[Rating], preferred: Option | None) -> str:
    """Why, in a sentence or two: the chosen option's win chance, and the next best's; when
    that one scored higher, why it was not chosen (see `RootStats.choice`)."""
    chosen = next((rating for rating in ratings if rating.option == best), None)
    if chosen is None:
        return advice_sentence("untried", option=option_label(best))
    others = [rating for rating in ratings if rating.option != best]
    chances = [rating.chance for rating in ratings]
    if others and max(chances) - min(chances) <= ABOUT_EQUAL:  # in words, not a row of equal numbers
        sentence = advice_sentence("even", option=chosen.text, chance=percent(chosen.chance))
        return sentence + (advice_sentence("close") if others[0].chance > chosen.chance and best == preferred else "")
    sentence = advice_sentence("wins", option=chosen.text, chance=percent(chosen.chance))
    if not others:
        return sentence + "."
    runner_up = others[0]
    sentence += advice_sentence("next", option=runner_up.text, chance=percent(runner_up.chance))
    if runner_up.chance > chosen.chance and best == preferred:
        sentence += advice_sentence("close")
    elif runner_up.chance > chosen.chance:
        sentence += advice_sentence("few", visits=runner_up.visits)
    return sentence


def advise(
    world: Game,
    seat: int,
    seed: int,
    iterations: int | None = None,
    seconds: float | None = None,
) -> Advice:
    """The advice for `seat`, deciding in `world` (its redacted world), from one search in
    this process: with `iterations` alone it is the same every time."""
    return combine(seat, world.options, [rate_world(world, seat, seed, iterations, seconds)])
