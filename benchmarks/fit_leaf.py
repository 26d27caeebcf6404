"""Fit the constants Hard values its leaves by (`search_bot.LEAF_MODELS`) to who won games
among Medium bots.

Run: pip install scipy && python benchmarks/fit_leaf.py --players 6 [--games 3000] [--modules]

Plays seeded games among Medium bots (fresh deals, neither the tuning nor the measuring
seeds), takes each seat's view at the end of each of its turns with whether it won, and
minimises the log loss of `PositionEstimate`'s chance over the `ValueModel` constants
(Nelder-Mead, from the rule-based bots' constants) on evenly spread positions. Prints the
loss of a constant guess, of the rule-based constants and of the fit, and the fitted model
as a line for `LEAF_MODELS`. Fitted on half of the positions and checked on the other half,
so a fit that only learns its own games shows.
"""

import argparse
import math
import time
from dataclasses import astuple, fields

from scipy.optimize import minimize

from hidden_leaders_qt.ai.search.estimate import RULE_MODEL, ValueModel
from hidden_leaders_qt.ai.search.leaf_data import leaf_samples, log_loss
from hidden_leaders_qt.engine.data.cards import default_db

PART_ONE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}
# Shares and the discount are chances; the others are positive rates.
CHANCES = {"hidden_match", "shares_faction", "discount"}
NAMES = [field.name for field in fields(ValueModel)]


def model_from(x: list[float]) -> ValueModel | None:
    values = [abs(v) for v in x]
    if any(value > 1 for name, value in zip(NAMES, values, strict=True) if name in CHANCES):
        return None
    return ValueModel(*values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6, choices=range(2, 7))
    parser.add_argument("--games", type=int, default=3000, help="games among Medium bots to learn from")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--modules", action="store_true", help="every module of Forgotten Legacy part 1")
    parser.add_argument("--positions", type=int, default=6000, help="positions (every so many) to fit and to check on")
    parser.add_argument("--evaluations", type=int, default=400, help="the fit's budget of loss evaluations")
    args = parser.parse_args()
    db = default_db()
    started = time.perf_counter()
    samples = leaf_samples(args.players, args.games, args.seed, PART_ONE if args.modules else None)
    step = max(1, len(samples) // (2 * args.positions))
    train, check = samples[0 :: step * 2], samples[step :: step * 2]
    print(f"{len(samples)} positions from {args.games} games ({time.perf_counter() - started:.0f} s)")

    def loss(x: list[float]) -> float:
        model = model_from(x)
        return log_loss(train, db, model) if model is not None else 9.0

    fit = minimize(loss, list(astuple(RULE_MODEL)), method="Nelder-Mead", options={"maxfev": args.evaluations})
    model = model_from(list(fit.x))
    assert model is not None, "Nelder-Mead ends on its best point, which has a finite loss"
    share = sum(sample.won for sample in train) / len(train)
    constant = -share * math.log(share) - (1 - share) * math.log(1 - share)
    print(f"log loss on the check half: a constant {constant:.4f}, ", end="")
    print(f"rule-based {log_loss(check, db, RULE_MODEL):.4f}, fitted {log_loss(check, db, model):.4f}")
    knobs = ", ".join(f"{name}={value:.3g}" for name, value in zip(NAMES, astuple(model), strict=True))
    print(f"ValueModel({knobs})  ({fit.nfev} evaluations, {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
