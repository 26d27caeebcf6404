"""How close each faction is to winning from a marker position.

The victory conditions cut the 12 x 12 grid of (red, green) into four regions. A
faction's *signed distance* is how many single marker steps it takes to reach its
region, or, for the faction that wins now, minus the steps it takes to leave it. A
softmax over those distances turns a position into smooth chances per faction, so a
bot can prefer "safely inside my region" over "on its border" over "far away".
"""

import math
from functools import cache

from hidden_leaders_qt.engine.core.constants import FACTION_BITS, FACTION_ORDER, LEADER_POOLS, TRACK_MAX, TRACK_MIN
from hidden_leaders_qt.engine.rules.scoring import golem_lead, winning_faction

BITS = tuple(FACTION_BITS[name] for name in FACTION_ORDER)
# A space of the golem marker's lead weighs less than a step of a base marker in the
# chances: golems move it 2 spaces at a time.
GOLEM_LEAD_WEIGHT = 0.8
SPACES = range(TRACK_MIN, TRACK_MAX + 1)


@cache
def winner_bit(red: int, green: int) -> int:
    return FACTION_BITS[winning_faction(red, green)[0]]


@cache
def _signed_distances() -> dict[tuple[int, int], tuple[int, ...]]:
    cells = [(r, g) for r in SPACES for g in SPACES]
    # one multi-source breadth-first search per faction: steps from every cell to its region
    reach = {}
    for bit in BITS:
        steps = {cell: 0 for cell in cells if winner_bit(*cell) == bit}
        frontier = list(steps)
        while frontier:
            following = []
            for r, g in frontier:
                for cell in ((r - 1, g), (r + 1, g), (r, g - 1), (r, g + 1)):
                    if cell[0] in SPACES and cell[1] in SPACES and cell not in steps:
                        steps[cell] = steps[r, g] + 1
                        following.append(cell)
            frontier = following
        reach[bit] = steps
    table = {}
    for cell in cells:
        won = winner_bit(*cell)
        leave = min(reach[bit].get(cell, 99) for bit in BITS if bit != won)
        table[cell] = tuple(-leave if bit == won else reach[bit].get(cell, 99) for bit in BITS)
    return table


def golem_chance(red: int, green: int, golem: int, sharpness: float) -> float:
    """The chance that the golem marker ends strictly ahead of both others (the Golems
    then win, if anyone is aligned with them): a logistic of how far it leads, which
    sharpens like `faction_chances` as the game nears its end."""
    lead = golem_lead(golem, red, green)
    return 1 / (1 + math.exp(-sharpness * GOLEM_LEAD_WEIGHT * (lead - 0.5)))


@cache
def golem_ally_chance(players: int) -> float:
    """The chance that another seat leads with a golem leader, for a seat whose own leader
    is no golem: the others are dealt from a pool of so many base and golem leaders."""
    base, golems = LEADER_POOLS[players]
    others = players - 1
    return 1 - math.comb(base - 1, others) / math.comb(base - 1 + golems, others)


def faction_chances(red: int, green: int, sharpness: float) -> tuple[float, ...]:
    """Chances per faction (in `BITS` order) that the game ends in its region; a larger
    `sharpness` trusts the current position more, as the end of the game draws near."""
    weights = [math.exp(-sharpness * d) for d in _signed_distances()[red, green]]
    total = sum(weights)
    return tuple(w / total for w in weights)
