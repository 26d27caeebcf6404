"""The computer levels that search (Hard and Expert), each described in one place: how long
it thinks in play, its least number of iterations, and the knobs of its `SearchBot`.

The window's runner, the search processes, the advisor and the tournament all read a level
from here, so a level is tuned by changing its line below and nothing else.
"""

from dataclasses import dataclass, replace

from hidden_leaders_qt.ai.search.search_bot import (
    EXPLORATION,
    KEEP_RULE_CHOICE_MARGIN,
    PLAYOUT_TURNS,
    PRIOR_WEIGHT,
    SearchBot,
)


@dataclass(frozen=True)
class SearchLevel:
    """One search level. `seconds` is the time each search process searches a decision in
    play (handing the world over and merging the answers add a few milliseconds); it
    searches on (up to `OVERRUN` times that) until all processes together have run
    `min_iterations`, so a slow position is not searched thinly."""

    kind: str
    seconds: float
    min_iterations: int
    playout_turns: int
    exploration: float
    prior_weight: float
    keep_rule_margin: float = KEEP_RULE_CHOICE_MARGIN
    fitted_leaf: bool = True

    def bot(self, seed: int, iterations: int | None = None) -> SearchBot:
        """A new search bot with this level's knobs (its budget given per search in play,
        or `iterations` a decision in tournaments and tests)."""
        return SearchBot(
            seed,
            iterations=iterations,
            playout_turns=self.playout_turns,
            exploration=self.exploration,
            prior_weight=self.prior_weight,
            keep_rule_margin=self.keep_rule_margin,
            fitted_leaf=self.fitted_leaf,
        )

    def tournament_iterations(self, budget: int) -> int:
        """The iterations a decision in a tournament whose Hard seats get `budget`: in the
        same ratio to Hard's as the level's time in play."""
        return max(1, round(budget * self.seconds / HARD.seconds))


# About a second a decision with two search processes: 0.94 s each, at least 5,000 iterations.
HARD = SearchLevel(
    "hard",
    seconds=0.94,
    min_iterations=5000,
    playout_turns=PLAYOUT_TURNS,
    exploration=EXPLORATION,
    prior_weight=PRIOR_WEIGHT,
)
# The same search, four times as long (a few seconds a move) with four times the floor, and
# trusting it: with four times the iterations its values are steady enough to overrule the
# rule-based choice by any margin. Kept at Hard's margin it chose as Hard in 154 of 155
# decisions; trusted, it won 29.2 % of 240 tuning games against three Hard players (22.9 %
# at Hard's margin) and 31.5 % of 200 measuring games (23.0 %).
EXPERT = replace(HARD, kind="expert", seconds=3.76, min_iterations=20_000, keep_rule_margin=0.0)

SEARCH_LEVELS: dict[str, SearchLevel] = {level.kind: level for level in (HARD, EXPERT)}
