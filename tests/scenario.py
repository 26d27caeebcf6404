"""Card scenarios in a compact form: a position, the choices made, the expected result.

A scenario is data (see `scenarios/README.md`): the position is `from_layout`'s, each
choice is read by the kind of decision it answers (a hero id for a card, `[red, green]`
for a marker move, a seat for a player ...), and each expectation names only what it
checks. Tests written in Python use the same three verbs: `scenario`, `choose`, `expect`.
"""

from pathlib import Path

import yaml
from helpers import card_options
from helpers import names as ids

from hidden_leaders_qt.engine import GameState, Option
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.options import DONE, PASS
from hidden_leaders_qt.engine.data.layout import from_layout

SCENARIO_DIR = Path(__file__).parent / "scenarios"
PILES = {"harbor": Zone.HARBOR, "wilderness": Zone.WILDERNESS, "graveyard": Zone.GRAVEYARD}
POSITION_KEYS = {
    "hands",
    "face_up",
    "face_down",
    "tavern",
    "graveyard",
    "wilderness",
    "harbor",
    "rest",
    "markers",
    "golem_marker",
    "leaders",
    "current",
    "seed",
    "promo_heroes",
    "beginner",
    "queens_and_friend",
    "keeper_of_discord",
    "golems",
}


def scenario(players: int, *, play: str | None = None, then=(), **position) -> GameState:
    """The position (`from_layout`'s arguments), with `play` played and the choices `then` made."""
    st = from_layout(players, **position)
    if play is not None:
        choose(st, play)
    choose(st, *then)
    return st


# --- choices ---------------------------------------------------------------------------


def _card_option(st: GameState, hero_id: str) -> Option:
    card = st.db.hero_index[hero_id]
    for option in st.options:
        if option.kind == "card" and st.card_at(option.args) == card:
            return option
    raise AssertionError(f"{hero_id} is not among the options {[st.describe(o) for o in st.options]}")


def _play_option(st: GameState, hero_id: str) -> Option:
    index = st.hands[st.deciding_seat].index(st.db.hero_index[hero_id])
    return Option("play", (index,))


def _branch_option(st: GameState, label: str) -> Option:
    for option in st.options:
        if option.kind == "branch" and option.args[1] == label:
            return option
    raise AssertionError(f"no branch {label!r} among {st.options}")


CHOICE_READERS = {
    "card": _card_option,
    "main": _play_option,
    "extra_play": _play_option,
    "markers": lambda st, value: Option("markers", tuple(value)),
    "player": lambda st, seat: Option("player", (seat,)),
    "faction": lambda st, name: Option("faction", (name,)),
    "branch": _branch_option,
    "pile": lambda st, name: Option("pile", (int(PILES[name]),)),
    "fate": lambda st, fate_id: Option("fate", (fate_id,)),
}
WORDS = {"pass": PASS, "done": DONE}


def choose(st: GameState, *choices) -> None:
    """Make each choice in turn, read by the kind of the decision it answers: a hero id picks
    that card (or plays it from the hand), `[red, green]` a marker move, a number a seat, a
    faction, branch label, pile or fate card by its name; "pass" and "done" are themselves."""
    for value in choices:
        if isinstance(value, str) and value in WORDS:
            st.apply(WORDS[value])
            continue
        kind = st.pending.kind
        if kind not in CHOICE_READERS:
            raise AssertionError(f"no choice {value!r} for a {kind} decision")
        st.apply(CHOICE_READERS[kind](st, value))


# --- what a position shows ---------------------------------------------------------------


def known_by(st: GameState, hero_id: str) -> set[int]:
    """The seats that can identify `hero_id`."""
    mask = st.known[st.db.hero_index[hero_id]]
    return {seat for seat in range(st.n) if mask >> seat & 1}


def _at_draw(st: GameState) -> bool:
    """The card is done and the turn goes on to drawing."""
    return st.pending is not None and st.pending.kind == "draw" and not st.stack


def _per_seat(zone_of):
    return lambda st, expected: {seat: ids(st, zone_of(st)[seat]) for seat in expected}


READERS = {
    "markers": lambda st, expected: list(st.markers),
    "golem_marker": lambda st, expected: st.golem_marker,
    "fates": lambda st, expected: sorted(o.args[0] for o in st.options if o.kind == "fate"),
    "fate_drawer": lambda st, expected: st.fates_due[0] if st.fates_due else None,
    "fates_told": lambda st, expected: [e.value for e in st.events() if e.kind == "fate"],
    "fate_drawers": lambda st, expected: [e.actor for e in st.events() if e.kind == "fate_draw"],
    "golem_moves": lambda st, expected: [
        [st.db.heroes[e.card].id if e.card >= 0 else None, e.value] for e in st.events() if e.kind == "golem"
    ],
    "skip_seats": lambda st, expected: [seat for seat in range(st.n) if st.skip_mask >> seat & 1],
    "hand": _per_seat(lambda st: st.hands),
    "up": _per_seat(lambda st: st.up),
    "down": _per_seat(lambda st: st.down),
    "graveyard": lambda st, expected: ids(st, st.graveyard),
    "wilderness": lambda st, expected: ids(st, st.wilderness),
    "tavern": lambda st, expected: ids(st, st.tavern),
    "harbor_top": lambda st, expected: ids(st, st.harbor[len(st.harbor) - len(expected) :]),
    "looking": lambda st, expected: ids(st, st.looking),
    "in_play": lambda st, expected: ids(st, st.in_play),
    "asks": lambda st, expected: [st.pending.kind, st.deciding_seat] if st.pending else None,
    "options": lambda st, expected: card_options(st),
    "option_set": lambda st, expected: sorted(card_options(st)),
    "decision": lambda st, expected: st.pending.kind if st.pending else None,
    "marker_options": lambda st, expected: [list(o.args) for o in st.options if o.kind == "markers"],
    "marker_set": lambda st, expected: sorted(list(o.args) for o in st.options if o.kind == "markers"),
    "players": lambda st, expected: [o.args[0] for o in st.options if o.kind == "player"],
    "factions": lambda st, expected: [o.args[0] for o in st.options],
    "branches": lambda st, expected: [o.args[1] for o in st.options],
    "plays": lambda st, expected: [
        st.db.heroes[st.hands[st.deciding_seat][o.args[0]]].id for o in st.options if o.kind == "play"
    ],
    "can_pass": lambda st, expected: PASS in st.options,
    "can_finish": lambda st, expected: DONE in st.options,
    "known": lambda st, expected: {hero_id: known_by(st, hero_id) for hero_id in expected},
    "at_draw": lambda st, expected: st.deciding_seat if _at_draw(st) else None,
    "seen_by": lambda st, expected: {h: {s for s in seats if s in known_by(st, h)} for h, seats in expected.items()},
    "unseen_by": lambda st, expected: {
        h: {s for s in seats if s not in known_by(st, h)} for h, seats in expected.items()
    },
}
NORMALIZE = {
    "markers": list,
    "option_set": sorted,
    "fates": sorted,
    "marker_options": lambda pairs: [list(p) for p in pairs],
    "marker_set": lambda pairs: sorted(list(p) for p in pairs),
    "known": lambda seats: {hero_id: set(s) for hero_id, s in seats.items()},
    "seen_by": lambda seats: {hero_id: set(s) for hero_id, s in seats.items()},
    "unseen_by": lambda seats: {hero_id: set(s) for hero_id, s in seats.items()},
    "asks": list,
}


def expect(st: GameState, **expected) -> None:
    """Check each named part of the position: `markers=[red, green]`, `up={seat: [ids]}`,
    `asks=["card", seat]`, `options=[ids]`, `known={id: [seats]}`, `at_draw=seat` ..."""
    for key, value in expected.items():
        if key not in READERS:
            raise AssertionError(f"unknown expectation {key!r}; known: {', '.join(READERS)}")
        want = NORMALIZE.get(key, lambda v: v)(value)
        got = READERS[key](st, want)
        assert got == want, f"{key}: expected {want!r}, got {got!r}"


# --- scenarios as data -----------------------------------------------------------------


def load_scenarios(path: Path) -> list[dict]:
    """The scenarios of one file, each with the file's `defaults` filled in."""
    with path.open(encoding="utf-8") as file:
        data = yaml.safe_load(file)
    defaults = data.get("defaults", {})
    entries = []
    for entry in data["scenarios"]:
        unknown = set(entry) - POSITION_KEYS - {"name", "players", "play", "steps", "why"}
        if unknown:
            raise AssertionError(f"{path.name}: {entry.get('name')}: unknown keys {sorted(unknown)}")
        entries.append({**defaults, **entry})
    return entries


def run_scenario(entry: dict) -> GameState:
    """Set the position up, then make each step's choices and check its expectations in order."""
    position = {key: entry[key] for key in POSITION_KEYS if key in entry}
    for key in ("markers",):
        if key in position:
            position[key] = tuple(position[key])
    st = scenario(entry["players"], play=entry.get("play"), **position)
    for step in entry.get("steps", ()):
        if "choose" in step:
            chosen = step["choose"]
            choose(st, *(chosen if isinstance(chosen, list) and not _is_pair(st, chosen) else [chosen]))
        expect(st, **{key: value for key, value in step.items() if key != "choose"})
    return st


def _is_pair(st: GameState, value: list) -> bool:
    """A marker move `[red, green]`, as opposed to a list of several choices."""
    return st.pending is not None and st.pending.kind == "markers" and all(isinstance(v, int) for v in value)
