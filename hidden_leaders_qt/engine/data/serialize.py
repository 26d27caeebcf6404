"""A state read back from plain, JSON-compatible data (`state_writer` writes it; cards by their ids).

The data carries a format version. Reading trusts nothing: every value must have its
type and range, and the result must pass `consistency.check_state` (every card in
exactly one place, a deal of distinct leaders, knowledge that fits where the cards lie,
the pending decision the rules ask at that position, the result a finished game
scores). Anything else is a `SaveFormatError` saying what and where, so damaged or
tampered data is refused instead of producing a broken game.
"""

from collections.abc import Callable, Collection
from typing import Any, NoReturn, TypeVar, cast

from hidden_leaders_qt.engine.core.constants import (
    ALL_FACTIONS,
    FACTION_BITS,
    FATE_DRAW,
    GOLEM_START,
    MAX_MAIN_DISCARD,
    TAVERN_SLOTS,
    Phase,
    Zone,
)
from hidden_leaders_qt.engine.core.errors import SaveFormatError, shown
from hidden_leaders_qt.engine.core.events import EVENT_KINDS, VALUED_KINDS, Event, list_to_chain
from hidden_leaders_qt.engine.core.fields import FIELDS
from hidden_leaders_qt.engine.core.frames import Frame, FrameVars, StepProgress
from hidden_leaders_qt.engine.core.options import Decision, DecisionKind, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import MODULE_OPTIONS, Settings
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.data.consistency import check_state
from hidden_leaders_qt.engine.data.state_writer import ADDED_LATER, FORMAT, VERSION
from hidden_leaders_qt.engine.modules.artifact_data import artifacts_from_data
from hidden_leaders_qt.engine.modules.bribery import MOMENTS, TOKEN_KINDS
from hidden_leaders_qt.engine.modules.bribery_data import tokens_from_data, windows_from_data
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.engine.rules.turn import Turn

# Older data reads with these values for what later versions added: version 3 the cards a
# pending decision's seat already picked, version 4 the modules, version 5 every seat that
# misses a turn (version 4 kept one, as `skip_seat`, -1 for none).
ADDED_IN_4 = {"golem_marker": GOLEM_START, "fates_due": [], "fate_drawn": [], "skip_seat": -1}
KEYS = frozenset({"format", "version"} | {field.key for field in FIELDS if field.key is not None})
SETTINGS_TYPES = Settings.types()
THEN = ("stay", "place_face_down", "bury")
DECISION_KEYS = frozenset({"kind", "seat", "options", "card", "step", "picked"})
# A bound no game reaches (its log, several events a turn, would fill the memory first): a
# game of nothing but passes is legal and endless, and past any smaller bound the Hard
# player's world of it would be refused.
MAX_TURNS = (1 << 31) - 1
_State = TypeVar("_State", bound=Turn)
_Value = TypeVar("_Value")


def state_from_data(data: Any, db: CardDB, state_class: type[_State]) -> _State:
    """A `state_class` state (the `GameState`, which is built on this module) read from `data`."""
    try:
        st = _Reader(data, db).state(state_class)
        check_state(st)
    except SaveFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError) as error:
        raise SaveFormatError("state_malformed", error=type(error).__name__, why=shown(str(error))) from None
    return st


def _fail(where: str, kind: str, /, **values: object) -> NoReturn:
    raise SaveFormatError(kind, where=where, **values)


def _number(value: Any, where: str, low: int, high: int) -> int:
    """A whole number (not a bool) in [low, high]."""
    if not isinstance(value, int) or isinstance(value, bool):
        _fail(where, "state_whole_number", found=shown(value))
    if not low <= value <= high:
        _fail(where, "state_not_between", found=shown(value), low=low, high=high)
    return int(value)


def _list(value: Any, where: str, size: int | None = None) -> list:
    if not isinstance(value, list):
        _fail(where, "state_list", found=shown(value))
    if size is not None and len(value) != size:
        _fail(where, "state_entries", size=size, count=len(value))
    return value


def _mapping(value: Any, where: str, keys: frozenset, optional: frozenset = frozenset()) -> dict:
    if not isinstance(value, dict):
        _fail(where, "state_mapping", found=shown(value))
    missing = sorted(keys - optional - set(value))
    if missing:
        _fail(where, "state_missing_keys", keys=", ".join(missing))
    unknown = sorted(shown(k) for k in set(value) - keys)
    if unknown:
        _fail(where, "state_unknown_keys", keys=", ".join(unknown[:5]))
    return value


def _text(value: Any, where: str, allowed: Collection[str]) -> str:
    if not isinstance(value, str) or value not in allowed:
        _fail(where, "state_not_one_of", found=shown(value), allowed=", ".join(map(str, allowed)))
    return value


class _Reader:
    """Reads state data value by value, each checked for its type and range."""

    def __init__(self, data: Any, db: CardDB) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFormatError("state_not_a_state")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version not in (2, 3, 4, VERSION):
            raise SaveFormatError("state_version", found=shown(version), version=VERSION)
        if version == 2 and isinstance(data.get("pending"), dict):
            data = {**data, "pending": {"picked": [], **data["pending"]}}
        if version < 4:
            data = {**ADDED_IN_4, **data}
        if version < 5 and "skip_seat" in data:
            skipped = data.get("skip_seat", -1)
            data = {key: value for key, value in data.items() if key != "skip_seat"}
            data["skip_seats"] = [] if skipped == -1 else [skipped]
        data = {**ADDED_LATER, **data}
        self.data = _mapping(data, "the state", KEYS)
        self.db = db
        raw = _mapping(data["settings"], "settings", frozenset(SETTINGS_TYPES), frozenset(MODULE_OPTIONS))
        raw = {key: False for key in MODULE_OPTIONS} | raw
        for key, kind in SETTINGS_TYPES.items():
            if kind is bool and not isinstance(raw[key], bool):
                _fail(f"settings.{key}", "state_true_or_false", found=shown(raw[key]))
        _number(raw["players"], "settings.players", 2, 6)
        _number(raw["seed"], "settings.seed", -(1 << 63), (1 << 64) - 1)
        self.settings = Settings.from_data(raw)
        self.n = self.settings.players

    def seat(self, value: Any, where: str, low: int = 0) -> int:
        return _number(value, where, low, self.n - 1)

    def card(self, name: Any, where: str) -> int:
        if not isinstance(name, str) or name not in self.db.hero_index:
            _fail(where, "state_unknown_card", found=shown(name))
        return self.db.hero_index[name]

    def cards(self, names: Any, where: str) -> list[int]:
        return [self.card(name, f"{where}[{i}]") for i, name in enumerate(_list(names, where))]

    def per_seat(self, zones: Any, key: str) -> list[list[int]]:
        return [self.cards(cards, f"{key}[{s}]") for s, cards in enumerate(_list(zones, key, self.n))]

    def fate(self, name: Any, where: str) -> int:
        if not isinstance(name, str) or name not in self.db.fate_index:
            _fail(where, "state_unknown_fate", found=shown(name))
        return self.db.fate_index[name]

    def leader(self, name: Any, where: str) -> int:
        if not isinstance(name, str) or name not in self.db.leader_index:
            _fail(where, "state_unknown_leader", found=shown(name))
        return self.db.leader_index[name]

    def state(self, state_class: type[_State]) -> _State:
        data = self.data
        readers = self.readers()
        values: dict[str, Any] = {"settings": self.settings, "db": self.db}
        for field in FIELDS:
            if field.key is not None and field.name not in values:
                values[field.name] = readers[field.name](data[field.key], field.key)
        log = values["log"]
        values["log"] = list_to_chain(log)
        values["log_size"] = len(log)
        # a result is what the position scores; anything else would misreport the game
        result = values.pop("result")
        st = state_class.from_fields(values)
        if result is not None:
            st.result = score(st)
            # saves of older versions wrote a bonus without its kind and values
            if result not in (st.result.to_data(), st.result.old_data()):
                raise SaveFormatError("state_result")
        return st

    def readers(self) -> dict:
        """How each saved field of the state (see `fields`) is read, from its value and key."""
        seat = self.seat

        def seats(values: Any, where: str) -> tuple[int, ...]:
            return tuple(seat(s, f"{where}[{i}]") for i, s in enumerate(_list(values, where)))

        def leaders(values: Any, where: str, size: int | None = None) -> tuple[int, ...]:
            return tuple(self.leader(x, f"{where}[{i}]") for i, x in enumerate(_list(values, where, size)))

        return {
            "markers": lambda value, at: [_number(m, at, 1, 12) for m in _list(value, at, 2)],
            "golem_marker": lambda value, at: _number(value, at, 1, 12),
            "fates_due": seats,
            "fate_drawn": lambda value, at: tuple(
                self.fate(name, f"{at}[{i}]") for i, name in enumerate(_list(value, at))
            ),
            "skip_mask": lambda value, at: sum({1 << s for s in seats(value, at)}),
            "harbor": self.cards,
            "wilderness": self.cards,
            "graveyard": self.cards,
            "tavern": self.tavern,
            "hands": self.per_seat,
            "up": self.per_seat,
            "down": self.per_seat,
            "looking": self.cards,
            "looking_seat": lambda value, at: seat(value, at, -1),
            "in_play": self.cards,
            "known": self.known,
            "hand_lacks": lambda value, at: tuple(
                _number(mask, f"{at}[{s}]", 0, ALL_FACTIONS) for s, mask in enumerate(_list(value, at, self.n))
            ),
            "leaders": lambda value, at: leaders(value, at, self.n),
            "spare_leaders": leaders,
            "start_seat": seat,
            "current": lambda value, at: seat(value, at, -1),
            "turn": lambda value, at: _number(value, at, 0, MAX_TURNS),
            "main_discards": lambda value, at: _number(value, at, 0, MAX_MAIN_DISCARD),
            "phase": lambda value, at: Phase[_text(value, at, [p.name.lower() for p in Phase]).upper()],
            "setup_queue": seats,
            "stack": self.stack,
            "pending": lambda value, at: None if value is None else self.decision(value),
            "rng": lambda value, at: SplitMix64(_number(value, at, 0, (1 << 64) - 1)),
            "log": lambda value, at: [self.event(raw, f"{at}[{i}]") for i, raw in enumerate(_list(value, at))],
            "result": lambda value, at: value,
            "bribery": lambda value, at: tokens_from_data(value, self.db, self.n, at),
            "reaction": lambda value, at: windows_from_data(value, self.db, self.n, at),
            "artifacts": lambda value, at: artifacts_from_data(value, at, self.db, self.n, self.card),
        }

    def tavern(self, names: Any, where: str) -> list[int]:
        slots = _list(names, where, TAVERN_SLOTS)
        return [-1 if c is None else self.card(c, f"{where}[{i}]") for i, c in enumerate(slots)]

    def known(self, raw: Any, where: str) -> list[int]:
        if not isinstance(raw, dict):
            _fail(where, "state_mapping", found=shown(raw))
        known = [0] * len(self.db.heroes)
        for name, mask in raw.items():
            known[self.card(name, where)] = _number(mask, f"{where}[{name}]", 0, (1 << self.n) - 1)
        return known

    def stack(self, frames_data: Any, where: str) -> list[Frame]:
        if frames_data and self.data["cards"] != self.db.fingerprint:
            raise SaveFormatError("state_other_cards")
        frames_data = _list(frames_data, where)
        frames: list[Frame] = []
        programs = self.db.programs
        for i, raw in enumerate(frames_data):
            where = f"stack[{i}]"
            raw = _mapping(raw, where, frozenset({"card", "seat", "program", "pc", "then", "vars", "step"}))
            pid = _number(raw["program"], f"{where}.program", 0, len(programs) - 1)
            shared = raw["vars"]
            if isinstance(shared, int) and not isinstance(shared, bool):  # shared with an earlier frame
                values = frames[_number(shared, f"{where}.vars", 0, i - 1)].vars
            else:
                values = self.frame_vars(shared, f"{where}.vars")
            # an artifact's effect is run by no card
            card = -1 if raw["card"] is None else self.card(raw["card"], f"{where}.card")
            frame = Frame(card, self.seat(raw["seat"], f"{where}.seat"), pid, values)
            frame.then = _text(raw["then"], f"{where}.then", THEN)
            frame.pc = _number(raw["pc"], f"{where}.pc", 0, len(programs[pid]))
            frame.ss = None if raw["step"] is None else self.step_progress(raw["step"], f"{where}.step")
            frames.append(frame)
        return frames

    def frame_vars(self, raw: Any, where: str) -> FrameVars:
        """What a card remembers: cards, seats, a named faction, a count, a pile."""
        card = self.optional(self.card)
        # the readers are the entries of FrameVars, each reading its type
        return cast(
            FrameVars,
            self.entries(
                raw,
                where,
                {
                    "card": card,
                    "card2": card,
                    "chosen": self.optional(self.seat),
                    "from": lambda value, at: self.seat(value, at, -1),
                    "named": lambda value, at: _number(value, at, 0, ALL_FACTIONS),
                    "x": lambda value, at: _number(value, at, 0, len(self.db.heroes)),
                    "pile": self.optional(self.pile),
                },
            ),
        )

    def step_progress(self, raw: Any, where: str) -> StepProgress:
        """How far the running step got: picks so far, the cards picked, the seats left..."""
        # the readers are the entries of StepProgress, each reading its type
        return cast(
            StepProgress,
            self.entries(
                raw,
                where,
                {
                    "n": lambda value, at: _number(value, at, 0, len(self.db.heroes)),
                    "a": self.card,
                    "picked": lambda value, at: tuple(self.cards(value, at)),
                    "swapped": lambda value, at: tuple(self.cards(value, at)),
                    "left": lambda value, at: tuple(self.seat(s, f"{at}[{i}]") for i, s in enumerate(_list(value, at))),
                    "card_pos": self.position,
                    "row": lambda value, at: _number(value, at, 0, len(self.db.heroes)),
                },
            ),
        )

    @staticmethod
    def entries(raw: Any, where: str, readers: dict) -> dict:
        """A mapping whose every key has its reader."""
        if not isinstance(raw, dict):
            _fail(where, "state_mapping", found=shown(raw))
        values = {}
        for key, value in raw.items():
            if key not in readers:
                _fail(where, "state_unknown_entry", found=shown(key))
            values[key] = readers[key](value, f"{where}.{key}")
        return values

    @staticmethod
    def optional(read: Callable[[Any, str], _Value]) -> Callable[[Any, str], _Value | None]:
        return lambda value, at: None if value is None else read(value, at)

    def pile(self, value: Any, where: str) -> Zone:
        zone = _number(value, where, 0, len(Zone) - 1)
        if zone not in (Zone.HARBOR, Zone.WILDERNESS, Zone.GRAVEYARD):
            _fail(where, "state_not_a_pile", zone=zone)
        return Zone(zone)

    def position(self, value: Any, where: str) -> tuple[int, int, int]:
        zone, seat, index = _list(value, where, 3)
        return (_number(zone, where, 0, len(Zone) - 1), self.seat(seat, where, -1), _number(index, where, 0, 999))

    def decision(self, raw: Any) -> Decision:
        raw = _mapping(raw, "pending", DECISION_KEYS)
        if not isinstance(raw["kind"], str) or not isinstance(raw["step"], str):
            raise SaveFormatError("state_pending_texts")
        options = []
        for i, option in enumerate(_list(raw["options"], "pending.options")):
            where = f"pending.options[{i}]"
            kind, args = _list(option, where, 2)
            if not isinstance(kind, str):
                _fail(where, "state_option_kind", found=shown(kind))
            values = []
            for arg in _list(args, where):
                if not isinstance(arg, str):
                    arg = _number(arg, where, -(1 << 31), 1 << 31)
                values.append(arg)
            options.append(Option(kind, tuple(values)))
        card = _number(raw["card"], "pending.card", -1, len(self.db.heroes) - 1)
        picked = []
        for i, position in enumerate(_list(raw["picked"], "pending.picked")):
            zone, seat, index = _list(position, f"pending.picked[{i}]", 3)
            where = f"pending.picked[{i}]"
            picked.append(
                (_number(zone, where, 0, len(Zone) - 1), self.seat(seat, where, -1), _number(index, where, 0, 200))
            )
        seat = self.seat(raw["seat"], "pending.seat")
        # any text here; `check_state` then wants the very decision the rules ask at the position
        kind = cast(DecisionKind, raw["kind"])
        return Decision(kind, seat, tuple(options), card, raw["step"], tuple(picked))

    def event(self, raw: Any, where: str) -> Event:
        kind, actor, card, visible, src, dst, value = _list(raw, where, 7)
        _text(kind, where, EVENT_KINDS)
        actor = self.seat(actor, f"{where} actor", -1)
        # a card the log names by its id, or -1 for none
        card = self.card(card, f"{where} card") if isinstance(card, str) else _number(card, f"{where} card", -1, -1)
        visible = _number(visible, f"{where} visible", 0, (1 << self.n) - 1)
        places = []
        for place in (src, dst):
            if place is not None:
                zone, seat = _list(place, where, 2)
                place = (_number(zone, where, 0, len(Zone) - 1), self.seat(seat, where, -1))
            places.append(place)
        return Event(kind, actor, card, visible, places[0], places[1], self.event_value(kind, value, where))

    def event_value(self, kind: str, value: Any, where: str) -> object:
        if kind not in VALUED_KINDS:
            if value is not None:
                _fail(where, "state_no_value", kind=kind, found=shown(value))
            return None
        if kind == "markers":
            return tuple(_number(d, where, -11, 11) for d in _list(value, where, 2))
        if kind == "exchange":
            second, mask = _list(value, where, 2)
            return (-1 if second is None else self.card(second, where), _number(mask, where, 0, (1 << self.n) - 1))
        if kind == "leader":
            return -1 if value is None else self.leader(value, where)
        if kind == "faction":
            return _text(value, where, tuple(FACTION_BITS))
        if kind == "player":
            return self.seat(value, where)
        if kind == "game_over":  # the winning faction and the winner's seat (-1: nobody)
            faction, winner = _list(value, where, 2)
            return _text(faction, where, tuple(FACTION_BITS)), self.seat(winner, where, -1)
        if kind == "golem":
            return _number(value, where, -11, 11)
        if kind == "fate_draw":  # the two fate cards drawn, or nothing for a seat that did not see them
            if value is None:
                return None
            return tuple(self.db.fates[self.fate(name, where)].id for name in _list(value, where, FATE_DRAW))
        if kind == "fate":
            return self.db.fates[self.fate(value, where)].id
        if kind == "skip_next":
            return self.seat(value, where)
        if kind in ("token_draw", "token_reveal"):  # a kind of token, or nothing for a seat that did not see it
            return None if value is None else _text(value, where, TOKEN_KINDS)
        if kind in ("token_place", "token_look"):  # the token's kind (unless unseen) and who knows it
            name, knowing = _list(value, where, 2)
            kind_name = None if name is None else _text(name, where, TOKEN_KINDS)
            return kind_name, _number(knowing, where, 0, (1 << self.n) - 1)
        if kind == "bribe":  # the condition and when in the turn (a bare condition: with the main action)
            if isinstance(value, int):
                return _number(value, where, 0, 1), "main"
            condition, moment = _list(value, where, 2)
            return _number(condition, where, 0, 1), _text(moment, where, MOMENTS)
        if kind == "artifact_swap":  # the two seats whose artifacts were swapped
            first, second = _list(value, where, 2)
            return self.seat(first, where), self.seat(second, where)
        if kind == "artifact_token":  # the seat whose artifact gained (+1) or lost (-1) a token
            seat, change = _list(value, where, 2)
            return self.seat(seat, where), _number(change, where, -1, 1)
        if kind in ("artifact_shown", "artifact_use", "artifact_borrow", "artifact_effect"):
            return _text(value, where, tuple(side.id for side in self.db.artifact_sides))
        return _number(value, where, 0, MAX_TURNS * 100)
