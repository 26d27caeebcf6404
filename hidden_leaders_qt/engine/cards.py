"""Loading the card data of `cards/`: strict, safe, and with errors that say where."""

import hashlib
import os
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from hidden_leaders_qt.engine.card_files import read_card_file
from hidden_leaders_qt.engine.constants import ALL_BASE, FACTION_BITS
from hidden_leaders_qt.engine.errors import shown
from hidden_leaders_qt.engine.markers import MarkerSpec
from hidden_leaders_qt.engine.parsing import CardDataError, Ctx, card_faction_mask, card_label
from hidden_leaders_qt.engine.steps import Markers, Step, compile_step

HERO_KEYS = {"id", "ref", "name", "faction", "advanced", "text", "markers", "ability"}
HERO_REQUIRED = {"id", "ref", "name", "faction", "advanced", "text"}
LEADER_KEYS = {"id", "name", "title", "factions", "number"}
SETS = ("base", "promo")
EMPEROR_ID = "buried_emperor"
# Bounds on one card's ability, far above the shipped cards (at most 5 steps, nested 2
# deep): YAML aliases can make a short file describe an endless or exponential ability.
MAX_STEPS_PER_CARD = 64
MAX_STEP_NESTING = 8
# A card folder of the player's own, used instead of the shipped cards (the command line's --cards sets it).
CARDS_ENV = "HIDDEN_LEADERS_CARDS"


@dataclass(frozen=True)
class Leader:
    index: int
    id: str
    name: str
    title: str
    factions: tuple[str, ...]
    mask: int
    number: int


@dataclass(frozen=True)
class HeroCard:
    index: int
    id: str
    ref: int
    name: str
    faction: str
    factions: int
    set: str
    advanced: bool
    text: str
    markers: MarkerSpec | None
    pid: int
    file: str

    def belongs_to(self, faction: str) -> bool:
        return bool(self.factions & FACTION_BITS[faction])


class CardDB:
    """Every card, indexed by small integers: a state refers to cards by index only."""

    def __init__(self) -> None:
        self.heroes: list[HeroCard] = []
        self.leaders: list[Leader] = []
        self.factions: list[int] = []
        self.programs: list[tuple[Step, ...]] = []
        self.hero_index: dict[str, int] = {}
        self.leader_index: dict[str, int] = {}
        self.emperor = -1
        self.fingerprint = ""
        self._steps_left = 0
        self._nesting = 0

    def hero(self, hero_id: str) -> HeroCard:
        return self.heroes[self.hero_index[hero_id]]

    def compile_ability(self, ctx: Ctx, steps) -> int:
        """Compile a card's ability, within the bounds on one card."""
        self._steps_left, self._nesting = MAX_STEPS_PER_CARD, 0
        return self.compile(ctx, steps)

    def compile(self, ctx: Ctx, steps) -> int:
        """Compile a list of steps into a program and return its id."""
        if not isinstance(steps, list):
            ctx.fail("expected a list of steps")
        if self._nesting >= MAX_STEP_NESTING:
            ctx.fail(f"steps nested more than {MAX_STEP_NESTING} deep")
        self._steps_left -= len(steps)
        if self._steps_left < 0:
            ctx.fail(f"more than {MAX_STEPS_PER_CARD} steps in one card")
        self._nesting += 1
        try:
            program = tuple(compile_step(ctx.at(f"[{i}]"), step, self.compile) for i, step in enumerate(steps))
        finally:
            self._nesting -= 1
        self.programs.append(program)
        return len(self.programs) - 1


def default_cards_dir() -> Traversable:
    """The folder named by HIDDEN_LEADERS_CARDS, else the card data installed with the package.

    The installed data is found through the import system, never relative to the working
    folder, so a `cards/` folder wherever the game is started from is not picked up by chance.
    """
    override = os.environ.get(CARDS_ENV)
    if override:
        return Path(override)
    return resources.files("hidden_leaders_qt.cards")


def load_cards(directory: Traversable | str | None = None) -> CardDB:
    """Read and check every file of the card directory."""
    if directory is None:
        directory = default_cards_dir()
    elif isinstance(directory, str):
        directory = Path(directory)
    if not directory.is_dir():
        raise CardDataError(str(directory), "(none)", "(directory)", "card directory not found")
    db = CardDB()
    files = sorted((f for f in directory.iterdir() if f.name.endswith(".yaml")), key=lambda f: f.name)
    if not any(f.name == "leaders.yaml" for f in files):
        raise CardDataError("leaders.yaml", "(none)", "(file)", "the leaders file is missing")
    refs: dict[int, str] = {}
    digest = hashlib.sha256()
    for path in files:
        data, raw = read_card_file(path)
        digest.update(path.name.encode() + b"\0" + raw)
        if path.name == "leaders.yaml":
            _load_leaders(db, path.name, data)
        else:
            _load_heroes(db, path.name, data, refs)
    emperors = [h for h in db.heroes if h.id == EMPEROR_ID]
    if len(emperors) != 1:
        raise CardDataError("(all files)", EMPEROR_ID, "id", "exactly one Buried Emperor is required")
    db.emperor = emperors[0].index
    db.fingerprint = digest.hexdigest()[:16]
    if emperors[0].factions != ALL_BASE:
        raise CardDataError(emperors[0].file, EMPEROR_ID, "faction", "the Buried Emperor must be 'all'")
    if len(db.leaders) < 6:
        raise CardDataError("leaders.yaml", "(all)", "leaders", f"6 leaders are needed, found {len(db.leaders)}")
    return db


def _entries(ctx: Ctx, data, key: str, allowed: set[str]) -> list:
    data = ctx.mapping(data, allowed, {key})
    entries = data[key]
    if not isinstance(entries, list) or not entries:
        ctx.at(key).fail("expected a non-empty list")
    return entries


def _load_leaders(db: CardDB, file: str, data) -> None:
    numbers: set[int] = set()
    for i, entry in enumerate(_entries(Ctx(file, "(file)"), data, "leaders", {"leaders"})):
        ctx = Ctx(file, card_label(entry, i))
        entry = ctx.mapping(entry, LEADER_KEYS, LEADER_KEYS)
        leader_id = _identifier(ctx.at("id"), entry["id"])
        if leader_id in db.leader_index:
            ctx.at("id").fail("duplicate leader id")
        factions = entry["factions"]
        if not isinstance(factions, list) or len(factions) != 2:
            ctx.at("factions").fail("a leader has exactly two different factions")
        mask = ctx.at("factions").faction_mask(factions)
        if factions[0] == factions[1]:
            ctx.at("factions").fail("a leader has exactly two different factions")
        number = ctx.at("number").integer(entry["number"], 1)
        if number in numbers:
            ctx.at("number").fail(f"tie-break number {number} is used twice")
        numbers.add(number)
        leader = Leader(
            len(db.leaders),
            leader_id,
            ctx.at("name").text(entry["name"]),
            ctx.at("title").text(entry["title"]),
            tuple(factions),
            mask,
            number,
        )
        db.leader_index[leader_id] = leader.index
        db.leaders.append(leader)


def _identifier(ctx: Ctx, value) -> str:
    if not isinstance(value, str) or not value.replace("_", "").isalnum() or value != value.lower():
        ctx.fail(f"{shown(value)} is not a lower_snake_case id")
    return value


def _load_heroes(db: CardDB, file: str, data, refs: dict[int, str]) -> None:
    fctx = Ctx(file, "(file)")
    entries = _entries(fctx, data, "heroes", {"set", "heroes"})
    card_set = fctx.at("set").choice(data.get("set"), SETS)
    for i, entry in enumerate(entries):
        ctx = Ctx(file, card_label(entry, i))
        entry = ctx.mapping(entry, HERO_KEYS, HERO_REQUIRED)
        hero_id = _identifier(ctx.at("id"), entry["id"])
        if hero_id in db.hero_index:
            ctx.at("id").fail(f"duplicate hero id (also in {db.hero(hero_id).file})")
        ref = ctx.at("ref").integer(entry["ref"], 1)
        if ref in refs:
            ctx.at("ref").fail(f"reference number {ref} is also used by {refs[ref]}")
        refs[ref] = hero_id
        markers = MarkerSpec(ctx.at("markers"), entry["markers"]) if "markers" in entry else None
        steps: list[Step] = []
        ability_pid = db.compile_ability(ctx.at("ability"), entry.get("ability", []))
        ability = db.programs[ability_pid]
        if markers is not None and not markers.after:
            steps.append(Markers(markers))
        steps.extend(ability)
        if markers is not None and markers.after:
            steps.append(Markers(markers))
        db.programs[ability_pid] = tuple(steps)
        hero = HeroCard(
            len(db.heroes),
            hero_id,
            ref,
            ctx.at("name").text(entry["name"]),
            entry["faction"],
            card_faction_mask(ctx.at("faction"), entry["faction"]),
            card_set,
            ctx.at("advanced").boolean(entry["advanced"]),
            ctx.at("text").text(entry["text"]),
            markers,
            ability_pid,
            file,
        )
        db.hero_index[hero_id] = hero.index
        db.heroes.append(hero)
        db.factions.append(hero.factions)


@lru_cache(maxsize=1)
def default_db() -> CardDB:
    """The card data of the default directory, read once per process."""
    return load_cards()
