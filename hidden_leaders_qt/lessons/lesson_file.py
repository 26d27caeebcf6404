"""A lesson as written in `resources/lessons/NAME.yaml`: its table, its stacked deal, every
move of its game and the steps that tell it.

The deal names cards and leaders, never positions in a list, so a lesson tells the same story
whatever order the card files keep; every move is checked against the rules when the file is
read, so a lesson that the rules would leave halfway is refused with the step that breaks it.
"""

from dataclasses import dataclass
from importlib import resources
from typing import Any

import yaml

from hidden_leaders_qt.engine import IllegalOptionError, Option, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.core.constants import LEADER_POOLS
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.data.cards import CardDB, default_db
from hidden_leaders_qt.engine.modules.royal_intrigue import take_row

LESSONS = resources.files("hidden_leaders_qt.resources") / "lessons"
LANGUAGES = ("en", "de")
# a lesson is read by hand: a bound on every list keeps a damaged file from holding the program
MOST_MOVES = 400
MOST_STEPS = 200
MOST_TEXT = 1200
PLACES = frozenset(
    {"track", "tavern", "harbor", "wilderness", "graveyard", "hand", "leader", "party", "parties", "standing"}
    # the modules' pieces: the golem marker, the fate cards drawn, the bribery card, the royal row
    | {"golem", "fate", "bribery", "royal"}
)
# what a step may draw beside its words: the four ways a faction wins, on the track
PICTURES = frozenset({"win_conditions"})


class LessonError(ValueError):
    """A lesson file that cannot be told: names the file, the part and what is wrong."""


@dataclass(frozen=True)
class Step:
    """What the lesson says at one point of its game. With `move`, it waits for the person
    to make that move (`moves[at]`); without, it waits for them to read on."""

    at: int
    text: dict[str, str]
    show: tuple[str, ...]
    move: bool
    hint: dict[str, str]
    picture: str = ""

    def words(self, language: str) -> str:
        return self.text.get(language) or self.text["en"]

    def hint_words(self, language: str) -> str:
        return self.hint.get(language) or self.hint.get("en", "")


@dataclass(frozen=True)
class Lesson:
    name: str
    title: dict[str, str]
    settings: Settings
    person: int
    seat_names: tuple[str, ...]
    draws: tuple[tuple[int, int], ...]
    orders: tuple[tuple[int, ...], ...]
    moves: tuple[Option, ...]
    steps: tuple[Step, ...]
    start_at: int = 0  # the moves already made when the lesson begins (a position, not a deal)
    order: int = 0  # where the lesson stands among the lessons offered

    def title_words(self, language: str) -> str:
        return self.title.get(language) or self.title["en"]

    def chance(self) -> ScriptedChance:
        """The stacked deal, afresh for each game: a script is used up as the game deals."""
        return ScriptedChance(self.settings.seed, self.draws, self.orders)


def lesson_titles() -> list[tuple[str, dict[str, str]]]:
    """Every lesson's name and title, in their order, read without playing them (for a menu)."""
    found = []
    for entry in LESSONS.iterdir():
        if entry.name.endswith(".yaml"):
            data = yaml.safe_load(entry.read_text(encoding="utf-8"))
            name = entry.name[: -len(".yaml")]
            found.append((data.get("order", 0), name, _texts(data.get("title"), f"lesson {name}: title")))
    return [(name, title) for _order, name, title in sorted(found, key=lambda item: (item[0], item[1]))]


def read_lesson(name: str, db: CardDB | None = None) -> Lesson:
    entry = LESSONS / f"{name}.yaml"
    return parse_lesson(entry.read_text(encoding="utf-8"), name, db)


def parse_lesson(text: str, name: str, db: CardDB | None = None) -> Lesson:
    """The lesson of a file's text, checked: its deal, each move legal in turn, each step's place."""
    db = db or default_db()
    where = f"lesson {name}"
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise LessonError(f"{where}: not readable as YAML ({str(error)[:200]!r})") from None
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected a mapping of title, table, deal, moves and steps")
    table = _mapping(data, "table", where)
    settings = Settings(
        players=_number(table, "players", where, 2, 6),
        seed=_number(table, "seed", where, 0, (1 << 63) - 1),
        **{key: bool(value) for key, value in table.items() if key not in ("players", "seed", "names", "person")},
    )
    names = table.get("names")
    if not isinstance(names, list) or len(names) != settings.players or not all(isinstance(n, str) for n in names):
        raise LessonError(f"{where}: table.names must name each of the {settings.players} seats")
    person = _number(table, "person", where, 0, settings.players - 1)
    draws, orders = _deal(_mapping(data, "deal", where), settings, db, where)
    lesson = Lesson(
        name=name,
        title=_texts(data.get("title"), f"{where}: title"),
        settings=settings,
        person=person,
        seat_names=tuple(names),
        draws=draws,
        orders=orders,
        moves=_moves(data.get("moves"), where),
        steps=_steps(data.get("steps"), where),
        start_at=_number(data, "start_at", where, 0, MOST_MOVES) if "start_at" in data else 0,
        order=_number(data, "order", where, 0, 1000) if "order" in data else 0,
    )
    _check_course(lesson, where)
    return lesson


def _mapping(data: dict, key: str, where: str) -> dict:
    value = data.get(key)
    if not isinstance(value, dict):
        raise LessonError(f"{where}: '{key}' must be a mapping")
    return value


def _number(data: dict, key: str, where: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise LessonError(f"{where}: '{key}' must be a whole number from {low} to {high}")
    return value


def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(value.get(lang), str) for lang in LANGUAGES):
        raise LessonError(f"{where}: needs a text for each of {', '.join(LANGUAGES)}")
    texts = {lang: " ".join(value[lang].split()) for lang in LANGUAGES}
    if any(not text or len(text) > MOST_TEXT for text in texts.values()):
        raise LessonError(f"{where}: each text is 1 to {MOST_TEXT} characters")
    return texts


def _deal(deal: dict, settings: Settings, db: CardDB, where: str) -> tuple[tuple, tuple]:
    """The chance script of a stacked deal: the leaders in seat order, who begins, the Tavern,
    the hands and the top of the Harbor, in the order the rules deal them."""
    n = settings.players
    leader_index = {leader.name: leader.index for leader in db.leaders}
    hero_index = {hero.name: hero.index for hero in db.heroes}
    leaders = _names(deal.get("leaders"), leader_index, f"{where}: deal.leaders", n)
    first = _number(deal, "first", where, 0, n - 1)
    tavern = _names(deal.get("tavern"), hero_index, f"{where}: deal.tavern", 3)
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise LessonError(f"{where}: deal.hands must give each seat's five cards")
    dealt = [_names(hand, hero_index, f"{where}: deal.hands[{seat}]", 5) for seat, hand in enumerate(hands)]
    top = _names(deal.get("harbor", []), hero_index, f"{where}: deal.harbor", None)
    from_top = list(tavern)
    order = [(first + k) % n for k in range(n)]
    for round_ in range(5):
        from_top += [dealt[seat][round_] for seat in order]
    from_top += top
    deck = deck_for(settings, db)
    if settings.royal_intrigue:
        take_row(settings, db, deck)  # the row's heroes lie apart, not in the Harbor
    missing = [db.heroes[card].name for card in from_top if card not in deck]
    if missing or len(set(from_top)) != len(from_top):
        raise LessonError(f"{where}: the deal names a card twice or one this table does not play: {missing[:3]}")
    rest = [card for card in deck if card not in from_top]
    harbor = rest + from_top[::-1]
    return ((n, first),), (*_leader_orders(leaders, settings, db, where), tuple(harbor))


def _leader_orders(leaders: list[int], settings: Settings, db: CardDB, where: str) -> tuple[tuple[int, ...], ...]:
    """The shuffles that deal `leaders` to the seats in order: the base leaders; with golems
    the base and golem leaders apart, then the pool drawn from both (`deal_leaders`)."""
    base = [leader.index for leader in db.leaders if leader.set == "base"]
    golem = [leader.index for leader in db.leaders if leader.set == "golems"]
    if not settings.golems:
        if not set(leaders) <= set(base):
            raise LessonError(f"{where}: deal.leaders names a golem leader in a game without golems")
        return (tuple(leaders + [leader for leader in base if leader not in leaders]),)
    base_count, golem_count = LEADER_POOLS[settings.players]
    named_base = [leader for leader in leaders if leader in base]
    named_golem = [leader for leader in leaders if leader in golem]
    if len(named_base) > base_count or len(named_golem) > golem_count:
        raise LessonError(f"{where}: deal.leaders names more base or golem leaders than this table deals")
    base_order = named_base + [leader for leader in base if leader not in named_base]
    golem_order = named_golem + [leader for leader in golem if leader not in named_golem]
    pool = base_order[:base_count] + golem_order[:golem_count]
    return (
        tuple(base_order),
        tuple(golem_order),
        tuple(leaders + [leader for leader in pool if leader not in leaders]),
    )


def _names(value: Any, index: dict[str, int], where: str, count: int | None) -> list[int]:
    if not isinstance(value, list) or (count is not None and len(value) != count) or len(value) > MOST_MOVES:
        raise LessonError(f"{where}: expected a list of {count or 'some'} names")
    unknown = [name for name in value if name not in index]
    if unknown:
        raise LessonError(f"{where}: unknown name {str(unknown[0])[:60]!r}")
    return [index[name] for name in value]


def _moves(value: Any, where: str) -> tuple[Option, ...]:
    if not isinstance(value, list) or not 0 < len(value) <= MOST_MOVES:
        raise LessonError(f"{where}: 'moves' must list 1 to {MOST_MOVES} moves")
    moves = []
    for number, move in enumerate(value):
        if not (isinstance(move, list) and len(move) == 2 and isinstance(move[0], str) and isinstance(move[1], list)):
            raise LessonError(f"{where}: move {number} must be [kind, [arguments]]")
        moves.append(Option.from_data(move))
    return tuple(moves)


def _steps(value: Any, where: str) -> tuple[Step, ...]:
    if not isinstance(value, list) or not 0 < len(value) <= MOST_STEPS:
        raise LessonError(f"{where}: 'steps' must list 1 to {MOST_STEPS} steps")
    steps = []
    for number, step in enumerate(value):
        here = f"{where}: step {number + 1}"
        if not isinstance(step, dict):
            raise LessonError(f"{here}: must be a mapping")
        show = step.get("show", [])
        show = [show] if isinstance(show, str) else show
        if not isinstance(show, list) or not all(isinstance(s, str) and s.split(":")[0] in PLACES for s in show):
            raise LessonError(f"{here}: 'show' names places of the table ({', '.join(sorted(PLACES))})")
        move = bool(step.get("move", False))
        picture = step.get("picture", "")
        if picture and picture not in PICTURES:
            raise LessonError(f"{here}: 'picture' is one of {', '.join(sorted(PICTURES))}")
        steps.append(
            Step(
                at=_number(step, "at", here, 0, MOST_MOVES),
                text=_texts(step.get("say"), here),
                show=tuple(show),
                move=move,
                hint=_texts(step.get("hint"), f"{here}: hint") if move else {},
                picture=picture,
            )
        )
    if [step.at for step in steps] != sorted(step.at for step in steps):
        raise LessonError(f"{where}: the steps must follow the game's course ('at' never goes back)")
    for before, after in zip(steps, steps[1:], strict=False):
        if before.move and after.at == before.at:
            raise LessonError(f"{where}: a step at move {before.at} comes after the step asking for that move")
    return tuple(steps)


def _check_course(lesson: Lesson, where: str) -> None:
    """Play the lesson's game: every move legal where it stands, every step asking for a move
    of the person where the person decides, and no move of the person without a step."""
    chance = lesson.chance()
    st = new_game(lesson.settings, chance=chance)
    if chance.unused:
        raise LessonError(
            f"{where}: the deal does not fit this table ({chance.unused} of its outcomes were never asked for)"
        )
    asked = {step.at for step in lesson.steps if step.move}
    for number, move in enumerate(lesson.moves):
        if st.is_over:
            raise LessonError(f"{where}: move {number} comes after the game is over")
        mine = st.deciding_seat == lesson.person
        if mine != (number in asked) and number >= lesson.start_at:
            whose = "the person's" if mine else "a computer's"
            raise LessonError(f"{where}: move {number} is {whose}, but the steps say otherwise")
        try:
            st.apply(move)
        except IllegalOptionError:
            raise LessonError(f"{where}: move {number} {move.to_data()} is not possible there") from None
    last = max(step.at for step in lesson.steps)
    if last > len(lesson.moves):
        raise LessonError(f"{where}: a step stands after the last move")
    if lesson.start_at > len(lesson.moves) or lesson.steps[0].at < lesson.start_at:
        raise LessonError(f"{where}: the lesson begins after its first step or its last move")
