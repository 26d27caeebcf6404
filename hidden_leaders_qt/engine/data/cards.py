"""Loading the card data of `cards/`: strict, safe, and with errors that say where."""

import errno
import hashlib
import os
import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from dataclasses import replace
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from hidden_leaders_qt.engine.core.constants import ALL_BASE, GOLEM, GOLEMS, GREEN, RED
from hidden_leaders_qt.engine.core.errors import escaped, shown
from hidden_leaders_qt.engine.core.markers import MarkerSpec
from hidden_leaders_qt.engine.data.card_files import read_card_file
from hidden_leaders_qt.engine.data.card_german import LEADERS_FILE, ability_words, read_german
from hidden_leaders_qt.engine.data.card_records import FateCard, HeroCard, Leader, Scoring
from hidden_leaders_qt.engine.data.parsing import (
    MAX_COUNT,
    CardDataError,
    Ctx,
    card_faction_mask,
    card_label,
    is_card_id,
    move_amount,
)
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, check_folder
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_FILE, ArtifactSide, load_artifacts
from hidden_leaders_qt.engine.modules.module_steps import MODULE_STEPS
from hidden_leaders_qt.engine.modules.royal_intrigue import RoyalIntrigue
from hidden_leaders_qt.engine.rules.steps import Markers, Step, compile_step
from hidden_leaders_qt.engine.words.problem_words import said

HERO_KEYS = {
    "id",
    "ref",
    "name",
    "faction",
    "golem",
    "advanced",
    "text",
    "markers",
    "ability",
    "scoring",
    "passive",
    "min_players",
}
HERO_REQUIRED = {"id", "ref", "name", "faction", "advanced", "text"}
LEADER_KEYS = {"id", "name", "title", "factions", "number", "set"}
LEADER_REQUIRED = {"id", "name", "title", "factions", "number"}
FATE_KEYS = {"id", "name", "text", "copies", "moves"}
# The sets a hero belongs to, and the game option each set other than the base needs.
SETS = ("base", "promo", "queens", "keeper", "golems", "module_heroes")
LEADER_SETS = ("base", "golems")
SCORING_KEYS = {"counts_as", "with_leader", "with_card", "bonus_per", "counting"}
# Passive abilities: `shield_party` turns another face-up hero of its party face down
# instead of letting it be buried, while the card lies face up.
PASSIVES = ("shield_party",)
FATE_FILE = "fate.yaml"
MODULE_HEROES_FILE = "module_heroes.yaml"
"""The four heroes of Bribery and Artifacts (decision D12)."""
_FATE_MOVE = re.compile(r"(red|green|golem) ([+-])(\d+)", re.ASCII)
_MARKER_INDEX = {"red": RED, "green": GREEN, "golem": GOLEM}
EMPEROR_ID = "buried_emperor"
# The ranges of a card's numbers, well above the shipped cards' (see cards/README.md).
MIN_PLAYERS, MAX_PLAYERS = 2, 6
MAX_LEADER_NUMBER = 99
MAX_REF = 999
MAX_COPIES = 10
MAX_CARD_FILES = 64  # the game ships 12
# Bounds on one card's ability, far above the shipped cards (at most 5 steps, nested 2
# deep): YAML aliases can make a short file describe an endless or exponential ability.
MAX_STEPS_PER_CARD = 64
MAX_STEP_NESTING = 8
# A card folder of the player's own, used instead of the shipped cards (the command line's --cards sets it).
CARDS_ENV = "HIDDEN_LEADERS_CARDS"


class CardDB:
    """Every card, indexed by small integers: a state refers to cards by index only."""

    def __init__(self) -> None:
        self.heroes: list[HeroCard] = []
        self.leaders: list[Leader] = []
        self.factions: list[int] = []
        self.programs: list[tuple[Step, ...]] = []
        self.hero_index: dict[str, int] = {}
        self.leader_index: dict[str, int] = {}
        self.fates: list[FateCard] = []
        self.fate_deck: tuple[int, ...] = ()
        """The fate deck, one entry per card: indices into `fates`."""
        self.fate_index: dict[str, int] = {}
        self.shields: frozenset[int] = frozenset()
        """The heroes with the `shield_party` passive."""
        self.emperor = -1
        self.artifact_sides: tuple[ArtifactSide, ...] = ()
        """The 12 sides of the Artifacts module (none without `artifacts.yaml`)."""
        self.royal_row_ids: tuple[str, ...] = ()
        self.royal_pid = -1
        """The program of the Royal Intrigue steps that follow an artifact use."""
        self.fingerprint = ""
        self.choices_de: dict[str, str] = {}
        """The German of each branch label and faction hint the abilities show (from `cards/de/`)."""
        self.worded: dict[str, dict[str, list[str]]] = {}
        """Each card file's cards whose ability shows words of its own, with those words."""
        self._steps_left = 0
        self._nesting = 0

    def hero(self, hero_id: str) -> HeroCard:
        return self.heroes[self.hero_index[hero_id]]

    def compile_ability(self, ctx: Ctx, steps: Any) -> int:
        """Compile a card's ability, within the bounds on one card."""
        self._steps_left, self._nesting = MAX_STEPS_PER_CARD, 0
        return self.compile(ctx, steps)

    def compile(self, ctx: Ctx, steps: Any) -> int:
        """Compile a list of steps into a program and return its id."""
        if not isinstance(steps, list):
            ctx.fail("card_steps_list")
        if self._nesting >= MAX_STEP_NESTING:
            ctx.fail("card_steps_nested", most=MAX_STEP_NESTING)
        self._steps_left -= len(steps)
        if self._steps_left < 0:
            ctx.fail("card_steps_many", most=MAX_STEPS_PER_CARD)
        self._nesting += 1
        try:
            program = tuple(
                compile_step(ctx.at(f"[{i}]"), step, self.compile, MODULE_STEPS) for i, step in enumerate(steps)
            )
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
    if isinstance(directory, Path):
        try:
            check_folder(directory)
        except UnusableFileError as error:
            missing = error.errno == errno.ENOENT
            problem = said("card_folder_missing") if missing else said("card_folder_unusable", why=error.reason)
            raise CardDataError(escaped(str(directory), 200), "(none)", "(directory)", problem) from None
    if not directory.is_dir():
        raise CardDataError(str(directory), "(none)", "(directory)", said("card_folder_missing"))
    db = CardDB()
    files = _card_files(directory)
    if not any(f.name == "leaders.yaml" for f in files):
        raise CardDataError("leaders.yaml", "(none)", "(file)", said("card_leaders_missing"))
    refs: dict[int, str] = {}
    digest = hashlib.sha256()
    artifacts = None
    module_heroes = None
    for path in files:
        data, raw = read_card_file(path)
        if path.name == ARTIFACT_FILE:
            # read after the heroes, so that the heroes' programs keep their ids (and their
            # fingerprint: saves of games without artifacts read as before)
            artifacts = (path.name, data)
            continue
        if path.name == MODULE_HEROES_FILE:
            # read last, for the same reason: the other heroes keep their indices and programs
            module_heroes = (path.name, data)
            continue
        digest.update(path.name.encode() + b"\0" + raw)
        if path.name == "leaders.yaml":
            _load_leaders(db, path.name, data)
        elif path.name == FATE_FILE:
            _load_fates(db, path.name, data)
        else:
            _load_heroes(db, path.name, data, refs)
    emperors = [h for h in db.heroes if h.id == EMPEROR_ID]
    if len(emperors) != 1:
        raise CardDataError("(all files)", EMPEROR_ID, "id", said("card_one_emperor"))
    db.emperor = emperors[0].index
    db.fingerprint = digest.hexdigest()[:16]
    if emperors[0].factions != ALL_BASE:
        raise CardDataError(emperors[0].file, EMPEROR_ID, "faction", said("card_emperor_all"))
    base_leaders = sum(1 for leader in db.leaders if leader.set == "base")
    if base_leaders < 6:
        raise CardDataError("leaders.yaml", "(all)", "leaders", said("card_base_leaders", found=base_leaders))
    _check_scoring_names(db)
    if artifacts is not None:
        db.artifact_sides, db.royal_row_ids = load_artifacts(*artifacts, db, db.hero_index)
        _note_artifact_words(db, artifacts[1])
        db.royal_pid = len(db.programs)
        db.programs.append((RoyalIntrigue(),))
    if module_heroes is not None:
        _load_heroes(db, *module_heroes, refs)
    db.shields = frozenset(h.index for h in db.heroes if h.passive == "shield_party")
    _add_german(db, directory)
    return db


def _add_german(db: CardDB, directory: Traversable) -> None:
    """Give every card its German name and text from the folder's `de/` (see card_german)."""
    named: dict[str, list[str]] = {LEADERS_FILE: [leader.id for leader in db.leaders]}
    texted: dict[str, list[str]] = {}
    for hero in db.heroes:
        named.setdefault(hero.file, []).append(hero.id)
        texted.setdefault(hero.file, []).append(hero.id)
    for file, cards in ((FATE_FILE, db.fates), (ARTIFACT_FILE, db.artifact_sides)):
        if cards:
            named[file] = texted[file] = [card.id for card in cards]
    german = read_german(directory, named, texted, db.worded)
    if not german.names:
        return
    names, texts, grammar = german.names, german.texts, german.grammar
    db.choices_de = german.choices
    db.leaders = [
        replace(c, name_de=names[c.id], title_de=german.titles[c.id], grammar_de=grammar[c.id]) for c in db.leaders
    ]
    db.heroes = [replace(c, name_de=names[c.id], text_de=texts[c.id], grammar_de=grammar[c.id]) for c in db.heroes]
    db.fates = [replace(c, name_de=names[c.id], text_de=texts[c.id], grammar_de=grammar[c.id]) for c in db.fates]
    db.artifact_sides = tuple(
        replace(c, name_de=names[c.id], text_de=texts[c.id], grammar_de=grammar[c.id]) for c in db.artifact_sides
    )


def _note_artifact_words(db: CardDB, data: Any) -> None:
    """The artifact sides whose effect shows words of its own (the file is already checked)."""
    for entry in data["artifacts"]:
        words = ability_words(entry.get("effect", []))
        if words:
            db.worded.setdefault(ARTIFACT_FILE, {})[entry["id"]] = words


def _card_files(directory: Traversable) -> list[Traversable]:
    """The folder's .yaml files by name, at most `MAX_CARD_FILES` of them."""
    files = []
    for entry in directory.iterdir():
        if entry.name.endswith(".yaml"):
            files.append(entry)
            if len(files) > MAX_CARD_FILES:
                problem = said("card_folder_files", most=MAX_CARD_FILES)
                raise CardDataError(str(directory), "(none)", "(directory)", problem)
    return sorted(files, key=lambda f: f.name)


def _check_scoring_names(db: CardDB) -> None:
    """The leaders and cards a scoring bonus names must exist."""
    for hero in db.heroes:
        scoring = hero.scoring
        if scoring is None:
            continue
        for name in scoring.with_leader:
            if name not in db.leader_index:
                raise CardDataError(
                    hero.file, hero.id, "scoring.with_leader", said("card_unknown_leader", found=shown(name))
                )
        if scoring.with_card and scoring.with_card not in db.hero_index:
            problem = said("card_unknown_hero", found=shown(scoring.with_card))
            raise CardDataError(hero.file, hero.id, "scoring.with_card", problem)


def _entries(ctx: Ctx, data: Any, key: str, allowed: AbstractSet[str]) -> list:
    data = ctx.mapping(data, allowed, {key})
    entries = data[key]
    if not isinstance(entries, list) or not entries:
        ctx.at(key).fail("card_nonempty_list")
    return entries


def _identified(
    file: str, data: Any, key: str, keys: AbstractSet[str], required: AbstractSet[str], known: dict, duplicate: str
) -> Iterator[tuple[Ctx, dict, str]]:
    """Each entry of a list file (leaders, fate cards) with its context and its new id; `duplicate`
    the kind of problem an id met before is."""
    for i, entry in enumerate(_entries(Ctx(file, "(file)"), data, key, {key})):
        ctx = Ctx(file, card_label(entry, i))
        entry = ctx.mapping(entry, keys, required)
        identifier = _identifier(ctx.at("id"), entry["id"])
        if identifier in known:
            ctx.at("id").fail(duplicate)
        yield ctx, entry, identifier


def _load_leaders(db: CardDB, file: str, data: Any) -> None:
    numbers: set[int] = set()
    for ctx, entry, leader_id in _identified(
        file, data, "leaders", LEADER_KEYS, LEADER_REQUIRED, db.leader_index, "card_duplicate_leader"
    ):
        factions = entry["factions"]
        if not isinstance(factions, list) or len(factions) != 2:
            ctx.at("factions").fail("card_two_factions")
        mask = ctx.at("factions").faction_mask(factions)
        if factions[0] == factions[1]:
            ctx.at("factions").fail("card_two_factions")
        number = ctx.at("number").integer(entry["number"], 1, MAX_LEADER_NUMBER)
        if number in numbers:
            ctx.at("number").fail("card_number_twice", number=number)
        numbers.add(number)
        leader = Leader(
            len(db.leaders),
            leader_id,
            ctx.at("name").text(entry["name"]),
            ctx.at("title").text(entry["title"]),
            tuple(factions),
            mask,
            number,
            ctx.at("set").choice(entry.get("set", "base"), LEADER_SETS),
        )
        if (leader.set == "golems") != bool(mask & GOLEMS):
            ctx.at("set").fail("card_golem_set")
        db.leader_index[leader_id] = leader.index
        db.leaders.append(leader)


def _identifier(ctx: Ctx, value: Any) -> str:
    if not is_card_id(value):
        ctx.fail("card_not_an_id", found=shown(value))
    return value


def _load_heroes(db: CardDB, file: str, data: Any, refs: dict[int, str]) -> None:
    fctx = Ctx(file, "(file)")
    entries = _entries(fctx, data, "heroes", {"set", "heroes"})
    card_set = fctx.at("set").choice(data.get("set"), SETS)
    for i, entry in enumerate(entries):
        ctx = Ctx(file, card_label(entry, i))
        entry = ctx.mapping(entry, HERO_KEYS, HERO_REQUIRED)
        hero_id = _identifier(ctx.at("id"), entry["id"])
        if hero_id in db.hero_index:
            ctx.at("id").fail("card_duplicate_hero", file=db.hero(hero_id).file)
        ref = ctx.at("ref").integer(entry["ref"], 1, MAX_REF)
        if ref in refs:
            ctx.at("ref").fail("card_ref_twice", ref=ref, other=refs[ref])
        refs[ref] = hero_id
        markers = MarkerSpec(ctx.at("markers"), entry["markers"]) if "markers" in entry else None
        factions = card_faction_mask(ctx.at("faction"), entry["faction"])
        if ctx.at("golem").boolean(entry.get("golem", False)):
            factions |= GOLEMS
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
            factions,
            card_set,
            ctx.at("advanced").boolean(entry["advanced"]),
            ctx.at("text").text(entry["text"]),
            markers,
            ability_pid,
            file,
            _scoring(ctx.at("scoring"), entry["scoring"]) if "scoring" in entry else None,
            ctx.at("passive").choice(entry["passive"], PASSIVES) if "passive" in entry else "",
            ctx.at("min_players").integer(entry.get("min_players", 2), MIN_PLAYERS, MAX_PLAYERS),
        )
        db.hero_index[hero_id] = hero.index
        db.heroes.append(hero)
        words = ability_words(entry.get("ability", []))
        if words:
            db.worded.setdefault(file, {})[hero_id] = words
        db.factions.append(hero.factions)


def _scoring(ctx: Ctx, data: Any) -> Scoring:
    data = ctx.mapping(data, SCORING_KEYS)
    if ("counts_as" in data) == ("bonus_per" in data):
        ctx.fail("card_scoring_form")
    if "counts_as" in data:
        if ("with_leader" in data) == ("with_card" in data) or "counting" in data:
            ctx.fail("card_counts_as")
        leaders = data.get("with_leader", [])
        if not isinstance(leaders, list) or not all(isinstance(name, str) for name in leaders):
            ctx.at("with_leader").fail("card_leader_ids")
        card = data.get("with_card", "")
        if not isinstance(card, str):
            ctx.at("with_card").fail("card_hero_id", found=shown(card))
        counts_as = ctx.at("counts_as").integer(data["counts_as"], 1, MAX_COUNT)
        return Scoring(counts_as=counts_as, with_leader=tuple(leaders), with_card=card)
    if set(data) != {"bonus_per", "counting"}:
        ctx.fail("card_bonus_per")
    return Scoring(
        bonus_per=ctx.at("bonus_per").integer(data["bonus_per"], 1, MAX_COUNT),
        counting=ctx.at("counting").faction_mask(data["counting"]),
    )


def _load_fates(db: CardDB, file: str, data: Any) -> None:
    deck = []
    for ctx, entry, fate_id in _identified(
        file, data, "fates", FATE_KEYS, FATE_KEYS, db.fate_index, "card_duplicate_fate"
    ):
        moves = entry["moves"]
        if not isinstance(moves, list) or not moves:
            ctx.at("moves").fail("card_moves_list")
        parsed = []
        for k, move in enumerate(moves):
            match = _FATE_MOVE.fullmatch(move) if isinstance(move, str) else None
            if match is None:
                ctx.at(f"moves[{k}]").fail("card_golem_move", found=shown(move))
            marker, sign, amount = match.groups()
            parsed.append((_MARKER_INDEX[marker], move_amount(ctx.at(f"moves[{k}]"), sign, amount)))
        db.fate_index[fate_id] = len(db.fates)
        deck += [len(db.fates)] * ctx.at("copies").integer(entry["copies"], 1, MAX_COPIES)
        db.fates.append(
            FateCard(fate_id, ctx.at("name").text(entry["name"]), ctx.at("text").text(entry["text"]), tuple(parsed))
        )
    db.fate_deck = tuple(deck)


@lru_cache(maxsize=1)
def default_db() -> CardDB:
    """The card data of the default directory, read once per process."""
    return load_cards()
