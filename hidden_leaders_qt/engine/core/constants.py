"""Factions, zones, markers and thresholds: the small vocabulary shared by the engine."""

from enum import IntEnum

# Factions are bits so that a card (the Buried Emperor belongs to all four) and a
# filter ("Imperial Army or Undead") are each one integer and matching is one `&`.
UNDEAD = 1
WATER_FOLK = 2
IMPERIAL_ARMY = 4
HILL_TRIBES = 8
ALL_BASE = UNDEAD | WATER_FOLK | IMPERIAL_ARMY | HILL_TRIBES
# The Golems module's faction: a golem hero keeps its base faction and is a golem too.
GOLEMS = 16
ALL_FACTIONS = ALL_BASE | GOLEMS

FACTION_BITS = {
    "undead": UNDEAD,
    "water_folk": WATER_FOLK,
    "imperial_army": IMPERIAL_ARMY,
    "hill_tribes": HILL_TRIBES,
    "golems": GOLEMS,
}
FACTION_NAMES = {bit: name for name, bit in FACTION_BITS.items()}
FACTION_TITLES = {
    "undead": "Undead",
    "water_folk": "Water Folk",
    "imperial_army": "Imperial Army",
    "hill_tribes": "Hill Tribes",
    "golems": "Golems",
}
# The order in which the base factions' victory conditions are checked, and factions are
# offered; the Golems come first in both when their module is on.
FACTION_ORDER = ("undead", "water_folk", "imperial_army", "hill_tribes")


class Zone(IntEnum):
    HAND = 0
    FACE_UP = 1
    FACE_DOWN = 2
    TAVERN = 3
    GRAVEYARD = 4
    WILDERNESS = 5
    HARBOR = 6
    LOOKING = 7
    IN_PLAY = 8


PARTY_ZONES = (Zone.FACE_UP, Zone.FACE_DOWN)
"""Where a player's heroes lie: their party, face up and face down."""


ZONE_TITLES = {
    Zone.HAND: "hand",
    Zone.FACE_UP: "party (face up)",
    Zone.FACE_DOWN: "party (face down)",
    Zone.TAVERN: "Tavern",
    Zone.GRAVEYARD: "Graveyard",
    Zone.WILDERNESS: "Wilderness",
    Zone.HARBOR: "Harbor",
    Zone.LOOKING: "looking area",
    Zone.IN_PLAY: "in play",
}

RED = 0
GREEN = 1
GOLEM = 2
MARKER_NAMES = ("red", "green")
TRACK_MIN = 1
TRACK_MAX = 12
START_SPACE = 4
WAR_AREA_START = 9
GOLEM_START = 1
# How far the golem marker moves each time a golem's effect is used.
GOLEM_STEP = 2
# Leaders in the pool with the Golems module, by player count: (base leaders, golem leaders).
LEADER_POOLS = {2: (4, 2), 3: (3, 1), 4: (4, 2), 5: (5, 2), 6: (6, 3)}
# A fate draw: draw this many fate cards, keep one.
FATE_DRAW = 2
TAVERN_SLOTS = 3
START_HAND = 5
HAND_AFTER_SETUP = 3
DRAW_UP_TO = 4
KEEP_AT_END = 3
MAX_MAIN_DISCARD = 3

# Face-up heroes in one party that end the game, by player count (full game).
END_THRESHOLD = {2: 8, 3: 7, 4: 7, 5: 6, 6: 5}


class Phase(IntEnum):
    SETUP = 0
    MAIN = 1
    EFFECT = 2
    DRAW = 3
    DISCARD = 4
    OVER = 5
    SLOW = 6
    """After the Tavern refill, the moment of slow artifacts (Artifacts module only)."""
