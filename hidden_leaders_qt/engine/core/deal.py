"""What a game deals from: its deck of heroes, its leaders and the fate cards drawn."""

from hidden_leaders_qt.engine.core.constants import LEADER_POOLS
from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import CardDB

BEGINNER_TRIMS = ("base", "promo")
"""The sets whose advanced heroes the beginner variant leaves out; a module the players switch
on comes whole (ruling R23)."""


def set_options(settings: Settings) -> dict[str, bool]:
    """Which card sets a game with these settings plays with."""
    return {
        "base": True,
        "promo": settings.promo_heroes,
        "queens": settings.queens_and_friend,
        "keeper": settings.keeper_of_discord,
        "golems": settings.golems,
        # the four heroes of Bribery and Artifacts come in once with either module (decision D12)
        "module_heroes": settings.bribery or settings.artifacts,
    }


def deck_for(settings: Settings, db: CardDB) -> list[int]:
    """The hero cards of a game with these settings, the Buried Emperor excluded, in the
    order of their reference numbers (so a deal depends on the cards, not on their files)."""
    sets = set_options(settings)
    deck = []
    for hero in sorted(db.heroes, key=lambda h: h.ref):
        if hero.index == db.emperor or not sets[hero.set]:
            continue
        if settings.beginner and hero.advanced and hero.set in BEGINNER_TRIMS:
            continue
        if settings.players < hero.min_players:
            continue
        deck.append(hero.index)
    return deck


def revealed_at_end(settings: Settings, db: CardDB, everyone: int) -> list[int]:
    """Who knows each card once the game is over: everyone, every card, except the module
    heroes in a game without Bribery and Artifacts: they joined the card data later, and a
    finished game of such settings saves as it did before them."""
    known = [everyone] * len(db.heroes)
    if not set_options(settings)["module_heroes"]:
        for hero in db.heroes:
            if hero.set == "module_heroes":
                known[hero.index] = 0
    return known


def leaders_for(settings: Settings, db: CardDB) -> list[int]:
    """Every leader a game with these settings may deal: the base leaders, and the golem
    leaders with the Golems module."""
    return [leader.index for leader in db.leaders if leader.set == "base" or settings.golems]


def draw_fates(deck: tuple[int, ...], rng: SplitMix64) -> tuple[int, int]:
    """Two different cards of the fate deck, at random (the deck is always whole)."""
    first = rng.below(len(deck))
    second = rng.below(len(deck) - 1)
    second += second >= first
    return (deck[first], deck[second])


def deal_leaders(settings: Settings, db: CardDB, rng: SplitMix64) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The leaders dealt to the seats, and the rest. With golems the pool is a random set of
    so many base and golem leaders by player count; the ones left out are unseen too."""
    n = settings.players
    base = [leader.index for leader in db.leaders if leader.set == "base"]
    if not settings.golems:
        rng.shuffle(base)
        return tuple(base[:n]), tuple(base[n:])
    golem = [leader.index for leader in db.leaders if leader.set == "golems"]
    base_count, golem_count = LEADER_POOLS[n]
    if len(base) < base_count or len(golem) < golem_count:
        raise EngineError(f"the Golems module needs {base_count} base and {golem_count} golem leaders")
    rng.shuffle(base)
    rng.shuffle(golem)
    pool = base[:base_count] + golem[:golem_count]
    rng.shuffle(pool)
    return tuple(pool[:n]), tuple(pool[n:] + base[base_count:] + golem[golem_count:])
