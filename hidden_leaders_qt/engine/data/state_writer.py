"""A state as plain, JSON-compatible data: every saved field of the state (see `fields`), cards
written by their ids, with the format version `serialize` reads it back by."""

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.core.fields import FIELDS, StateFields
from hidden_leaders_qt.engine.core.frames import CARD_VARS, Frame
from hidden_leaders_qt.engine.data.cards import CardDB, HeroCard
from hidden_leaders_qt.engine.modules.artifact_data import artifacts_to_data
from hidden_leaders_qt.engine.modules.bribery_data import tokens_to_data, windows_to_data

FORMAT = "hidden-leaders-state"
VERSION = 5
# Data written before the modules of Forgotten Legacy part 2 has no tokens, reaction windows or
# artifacts; a game without them leaves these keys out, as it did before they existed.
ADDED_LATER: dict[str, object] = {"bribery": None, "reaction": [], "artifacts": None}


def state_to_data(st: StateFields) -> dict:
    data = {"format": FORMAT, "version": VERSION}
    for field in FIELDS:
        if field.key is not None:
            data[field.key] = _WRITERS[field.name](st, getattr(st, field.name))
    for key, absent in ADDED_LATER.items():
        # written only when there is something: a game without the module saves as before it
        if data[key] == absent:
            del data[key]
    return data


def _ids(st: StateFields, cards: Iterable[int]) -> list:
    heroes = st.db.heroes
    return [heroes[c].id if c >= 0 else None for c in cards]


def _ids_per_seat(st: StateFields, zones: list[list[int]]) -> list:
    return [_ids(st, cards) for cards in zones]


def _frames_to_data(st: StateFields, stack: list[Frame]) -> list:
    heroes = st.db.heroes
    frames = []
    vars_owner: dict[int, int] = {}
    for i, frame in enumerate(stack):
        shared = vars_owner.setdefault(id(frame.vars), i)
        frames.append(
            {
                "card": heroes[frame.card].id if frame.card >= 0 else None,
                "seat": frame.seat,
                "program": frame.pid,
                "pc": frame.pc,
                "then": frame.then,
                "vars": _vars_to_data(frame.vars, heroes) if shared == i else shared,
                "step": None if frame.ss is None else _step_to_data(frame.ss, heroes),
            }
        )
    return frames


def _same(st: StateFields, value: Any) -> object:
    return value


def _as_list(st: StateFields, value: Any) -> list:
    return list(value)


def _to_data(st: StateFields, value: Any) -> object:
    return None if value is None else value.to_data()


_WRITERS: dict[str, Callable[[StateFields, Any], object]] = {
    "db": lambda st, db: db.fingerprint,
    "settings": _to_data,
    "markers": _as_list,
    "golem_marker": _same,
    "fates_due": _as_list,
    "fate_drawn": lambda st, drawn: [st.db.fates[k].id for k in drawn],
    "skip_mask": lambda st, mask: [seat for seat in range(st.n) if mask >> seat & 1],
    "harbor": _ids,
    "wilderness": _ids,
    "graveyard": _ids,
    "tavern": _ids,
    "hands": _ids_per_seat,
    "up": _ids_per_seat,
    "down": _ids_per_seat,
    "looking": _ids,
    "looking_seat": _same,
    "in_play": _ids,
    "known": lambda st, known: {st.db.heroes[c].id: mask for c, mask in enumerate(known) if mask},
    "hand_lacks": _as_list,
    "leaders": lambda st, leaders: [st.db.leaders[i].id for i in leaders],
    "spare_leaders": lambda st, leaders: [st.db.leaders[i].id for i in leaders],
    "start_seat": _same,
    "current": _same,
    "turn": _same,
    "main_discards": _same,
    "phase": lambda st, phase: phase.name.lower(),
    "setup_queue": _as_list,
    "stack": _frames_to_data,
    "pending": _to_data,
    "rng": lambda st, rng: rng.state,
    "log": lambda st, log: [_event_to_data(e, st.db) for e in chain_to_list(log)],
    "result": _to_data,
    "bribery": lambda st, tokens: tokens_to_data(st.db, tokens),
    "reaction": lambda st, windows: windows_to_data(st.db, windows),
    "artifacts": lambda st, artifacts: None if artifacts is None else artifacts_to_data(st.db, artifacts),
}
"""How each saved field of the state (see `fields`) is written."""


def _vars_to_data(values: Mapping[str, Any], heroes: list[HeroCard]) -> dict:
    out = {}
    for key, value in values.items():
        if key in CARD_VARS and value is not None:
            value = heroes[value].id
        elif isinstance(value, int):
            value = int(value)
        out[key] = value
    return out


def _step_to_data(ss: Mapping[str, Any], heroes: list[HeroCard]) -> dict:
    out = {}
    for key, value in ss.items():
        if key in ("picked", "swapped"):
            value = [heroes[c].id for c in value]
        elif key == "a":
            value = heroes[value].id
        elif isinstance(value, tuple):
            value = [int(v) for v in value]
        out[key] = value
    return out


def _event_to_data(event: Event, db: CardDB) -> list:
    data = event.to_data()
    value: Any = event.value  # its type follows the kind (see `serialize._Reader.event_value`)
    if event.card >= 0:
        data[2] = db.heroes[event.card].id
    if event.kind == "exchange":
        hidden = value[0] < 0
        data[6] = [None if hidden else db.heroes[value[0]].id, value[1]]
    elif event.kind == "leader":
        data[6] = None if value < 0 else db.leaders[value].id
    return data
