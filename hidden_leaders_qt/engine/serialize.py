"""A state as plain, JSON-compatible data, and back; cards are written by their ids.

The data carries a format version. Reading checks the structure and that every card
of the game lies in exactly one place, so a damaged file is refused with a message
instead of producing a broken game.
"""

from hidden_leaders_qt.engine.cards import CardDB
from hidden_leaders_qt.engine.constants import TAVERN_SLOTS, Phase
from hidden_leaders_qt.engine.errors import SaveFormatError
from hidden_leaders_qt.engine.events import Event, chain_to_list, list_to_chain
from hidden_leaders_qt.engine.frames import Frame
from hidden_leaders_qt.engine.options import Decision
from hidden_leaders_qt.engine.rng import SplitMix64
from hidden_leaders_qt.engine.scoring import GameResult
from hidden_leaders_qt.engine.settings import Settings

FORMAT = "hidden-leaders-state"
VERSION = 2
CARD_VARS = ("card", "card2")


def state_to_data(st) -> dict:
    heroes = st.db.heroes

    def ids(cards) -> list:
        return [heroes[c].id if c >= 0 else None for c in cards]

    frames = []
    vars_owner: dict[int, int] = {}
    for i, frame in enumerate(st.stack):
        shared = vars_owner.setdefault(id(frame.vars), i)
        frames.append(
            {
                "card": heroes[frame.card].id,
                "seat": frame.seat,
                "program": frame.pid,
                "pc": frame.pc,
                "then": frame.then,
                "vars": _vars_to_data(frame.vars, heroes) if shared == i else shared,
                "step": None if frame.ss is None else _step_to_data(frame.ss, heroes),
            }
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "cards": st.db.fingerprint,
        "settings": st.settings.to_data(),
        "markers": list(st.markers),
        "harbor": ids(st.harbor),
        "wilderness": ids(st.wilderness),
        "graveyard": ids(st.graveyard),
        "tavern": ids(st.tavern),
        "hands": [ids(h) for h in st.hands],
        "face_up": [ids(p) for p in st.up],
        "face_down": [ids(p) for p in st.down],
        "looking": ids(st.looking),
        "looking_seat": st.looking_seat,
        "in_play": ids(st.in_play),
        "known": {heroes[c].id: mask for c, mask in enumerate(st.known) if mask},
        "hand_lacks": list(st.hand_lacks),
        "leaders": [st.db.leaders[i].id for i in st.leaders],
        "spare_leaders": [st.db.leaders[i].id for i in st.spare_leaders],
        "start_seat": st.start_seat,
        "current": st.current,
        "turn": st.turn,
        "main_discards": st.main_discards,
        "phase": st.phase.name.lower(),
        "setup_queue": list(st.setup_queue),
        "stack": frames,
        "pending": st.pending.to_data() if st.pending is not None else None,
        "rng": st.rng.state,
        "log": [_event_to_data(e, st.db) for e in chain_to_list(st.log)],
        "result": st.result.to_data() if st.result is not None else None,
    }


def _vars_to_data(values: dict, heroes) -> dict:
    out = {}
    for key, value in values.items():
        if key in CARD_VARS and value is not None:
            value = heroes[value].id
        elif isinstance(value, int):
            value = int(value)
        out[key] = value
    return out


def _step_to_data(ss: dict, heroes) -> dict:
    out = {}
    for key, value in ss.items():
        if key == "picked":
            value = [heroes[c].id for c in value]
        elif key == "a":
            value = heroes[value].id
        elif isinstance(value, tuple):
            value = [int(v) for v in value]
        out[key] = value
    return out


def _event_to_data(event: Event, db: CardDB) -> list:
    data = event.to_data()
    if event.card >= 0:
        data[2] = db.heroes[event.card].id
    if event.kind == "exchange":
        hidden = event.value[0] < 0
        data[6] = [None if hidden else db.heroes[event.value[0]].id, event.value[1]]
    elif event.kind == "leader":
        data[6] = None if event.value < 0 else db.leaders[event.value].id
    return data


def state_from_data(data, db: CardDB):
    from hidden_leaders_qt.engine.state import GameState, deck_for

    try:
        return _read(data, db, GameState, deck_for)
    except SaveFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise SaveFormatError(f"the state data is malformed: {type(error).__name__}: {error}") from None


def _read(data, db: CardDB, GameState, deck_for):
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFormatError("this is not a Hidden Leaders game state")
    if data.get("version") != VERSION:
        raise SaveFormatError(f"state format version {data.get('version')!r} is not supported (expected {VERSION})")
    settings = Settings.from_data(data["settings"])
    index = db.hero_index

    def card(name) -> int:
        if name not in index:
            raise SaveFormatError(f"unknown card {name!r}")
        return index[name]

    def cards(names) -> list[int]:
        if not isinstance(names, list):
            raise SaveFormatError("a zone must be a list of card ids")
        return [card(n) for n in names]

    n = settings.players

    def per_seat(values) -> list[list[int]]:
        if not isinstance(values, list) or len(values) != n:
            raise SaveFormatError(f"expected {n} seats")
        return [cards(v) for v in values]

    st = GameState.__new__(GameState)
    st.db = db
    st.settings = settings
    st.n = n
    st.all_mask = (1 << n) - 1
    st.markers = [int(m) for m in data["markers"]]
    if len(st.markers) != 2 or not all(1 <= m <= 12 for m in st.markers):
        raise SaveFormatError(f"marker positions {data['markers']!r} are off the track")
    st.harbor = cards(data["harbor"])
    st.wilderness = cards(data["wilderness"])
    st.graveyard = cards(data["graveyard"])
    tavern = data["tavern"]
    if not isinstance(tavern, list) or len(tavern) != TAVERN_SLOTS:
        raise SaveFormatError("the Tavern must have 3 slots")
    st.tavern = [card(c) if c is not None else -1 for c in tavern]
    st.hands = per_seat(data["hands"])
    st.up = per_seat(data["face_up"])
    st.down = per_seat(data["face_down"])
    st.looking = cards(data["looking"])
    st.looking_seat = int(data["looking_seat"])
    st.in_play = cards(data["in_play"])
    placed = (
        st.harbor
        + st.wilderness
        + st.graveyard
        + [c for c in st.tavern if c >= 0]
        + [c for zone in (st.hands, st.up, st.down) for cs in zone for c in cs]
        + st.looking
        + st.in_play
    )
    expected = set(deck_for(settings, db)) | {db.emperor}
    if len(placed) != len(set(placed)) or set(placed) != expected:
        raise SaveFormatError("the cards in the state do not match the game's deck (missing or duplicated cards)")
    st.known = [0] * len(db.heroes)
    for name, mask in data["known"].items():
        st.known[card(name)] = int(mask)
    st.hand_lacks = tuple(int(mask) for mask in data["hand_lacks"])
    leaders = [db.leader_index[name] for name in data["leaders"]]
    if len(leaders) != n:
        raise SaveFormatError(f"expected {n} leaders")
    st.leaders = tuple(leaders)
    st.spare_leaders = tuple(db.leader_index[name] for name in data["spare_leaders"])
    st.start_seat = int(data["start_seat"])
    st.current = int(data["current"])
    st.turn = int(data["turn"])
    st.main_discards = int(data["main_discards"])
    st.phase = Phase[data["phase"].upper()]
    st.setup_queue = tuple(int(s) for s in data["setup_queue"])
    if data["stack"] and data.get("cards") != db.fingerprint:
        raise SaveFormatError("the state was saved mid-card with different card data")
    st.stack = _read_stack(data["stack"], db, card)
    st.pending = Decision.from_data(data["pending"]) if data["pending"] is not None else None
    if st.pending is None and st.phase != Phase.OVER:
        raise SaveFormatError("a running game must have a pending decision")
    st.pending_seat_was = -1
    st.rng = SplitMix64(int(data["rng"]))
    events = []
    for raw in data["log"]:
        event = Event.from_data(raw)
        if isinstance(event.card, str):
            event = event._replace(card=card(event.card))
        if event.kind == "exchange":
            first = event.value[0]
            event = event._replace(value=(-1 if first is None else card(first), event.value[1]))
        elif event.kind == "leader":
            event = event._replace(value=-1 if event.value is None else db.leader_index[event.value])
        events.append(event)
    st.log = list_to_chain(events)
    st.log_size = len(events)
    st.recording = True
    st.result = GameResult.from_data(data["result"]) if data["result"] is not None else None
    return st


def _read_stack(frames_data, db: CardDB, card) -> list[Frame]:
    frames: list[Frame] = []
    for raw in frames_data:
        pid = int(raw["program"])
        if not 0 <= pid < len(db.programs):
            raise SaveFormatError(f"unknown program {pid}")
        shared = raw["vars"]
        if isinstance(shared, int):
            values = frames[shared].vars
        else:
            values = {k: (card(v) if k in CARD_VARS and v is not None else v) for k, v in shared.items()}
        frame = Frame(card(raw["card"]), int(raw["seat"]), pid, values, raw["then"])
        frame.pc = int(raw["pc"])
        step = raw["step"]
        if step is not None:
            ss = {}
            for key, value in step.items():
                if key == "picked":
                    value = tuple(card(c) for c in value)
                elif key == "a":
                    value = card(value)
                elif isinstance(value, list):
                    value = tuple(value)
                ss[key] = value
            step = ss
        frame.ss = step
        frames.append(frame)
    return frames
