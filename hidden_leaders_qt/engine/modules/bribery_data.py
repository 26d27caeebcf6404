"""The Bribery module's tokens and the open reaction windows as saved data, and back, every
value checked (bad data is a `SaveFormatError` saying where, never a broken game)."""

from typing import Any, NoReturn

from hidden_leaders_qt.engine.core.errors import SaveFormatError, shown
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, TOTAL
from hidden_leaders_qt.engine.modules.reactions import Window
from hidden_leaders_qt.engine.modules.tokens import Tokens

TOKEN_KEYS = frozenset({"bag", "card", "heroes", "held", "placing", "used", "bribed_turn", "declined_turn"})
MAX_TURN = (1 << 31) - 1


def tokens_to_data(db: CardDB, tokens: Tokens | None) -> dict | None:
    if tokens is None:
        return None
    return {
        "bag": [TOKEN_KINDS[k] for k in tokens.bag],
        "card": [TOKEN_KINDS[k] if k >= 0 else None for k in tokens.card],
        "heroes": [[db.heroes[card].id, TOKEN_KINDS[kind], known] for card, kind, known in tokens.heroes],
        "held": [[TOKEN_KINDS[k] for k in held] for held in tokens.held],
        "placing": list(tokens.placing),
        "used": tokens.used,
        "bribed_turn": tokens.bribed_turn,
        "declined_turn": tokens.declined_turn,
    }


def windows_to_data(db: CardDB, windows: tuple[Window, ...]) -> list:
    return [[db.heroes[w.card].id, w.actor, list(w.asking), w.frame] for w in windows]


def _fail(where: str, kind: str, /, **values: object) -> NoReturn:
    raise SaveFormatError(kind, where=where, **values)


def _list(value: Any, where: str, size: int | None = None) -> list:
    if not isinstance(value, list) or (size is not None and len(value) != size):
        _fail(where, "state_list" if size is None else "state_sized_list", size=size, found=shown(value))
    return value


def _number(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        _fail(where, "state_whole_range", low=low, high=high, found=shown(value))
    return value


def _kind(value: Any, where: str) -> int:
    if not isinstance(value, str) or value not in TOKEN_KINDS:
        _fail(where, "state_token_kind", found=shown(value))
    return TOKEN_KINDS.index(value)


def _card(db: CardDB, value: Any, where: str) -> int:
    if not isinstance(value, str) or value not in db.hero_index:
        _fail(where, "state_unknown_hero", found=shown(value))
    return db.hero_index[value]


def tokens_from_data(raw: Any, db: CardDB, players: int, where: str = "bribery") -> Tokens | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != TOKEN_KEYS:
        _fail(where, "state_keys", keys=", ".join(sorted(TOKEN_KEYS)))
    seats = (1 << players) - 1
    bag = tuple(sorted(_kind(k, f"{where}.bag") for k in _list(raw["bag"], f"{where}.bag")))
    on_card = [-1 if k is None else _kind(k, f"{where}.card") for k in _list(raw["card"], f"{where}.card", 2)]
    heroes = []
    for i, entry in enumerate(_list(raw["heroes"], f"{where}.heroes")):
        at = f"{where}.heroes[{i}]"
        card, kind, known = _list(entry, at, 3)
        heroes.append((_card(db, card, at), _kind(kind, at), _number(known, at, 0, seats)))
    held = tuple(
        tuple(sorted(_kind(k, f"{where}.held") for k in _list(h, f"{where}.held")))
        for h in _list(raw["held"], f"{where}.held", players)
    )
    placing = tuple(_number(s, f"{where}.placing", 0, players - 1) for s in _list(raw["placing"], f"{where}.placing"))
    tokens = Tokens(
        bag,
        (on_card[0], on_card[1]),
        tuple(sorted(heroes)),
        held,
        placing,
        _number(raw["used"], f"{where}.used", 0, 2),
        _number(raw["bribed_turn"], f"{where}.bribed_turn", 0, MAX_TURN),
        _number(raw["declined_turn"], f"{where}.declined_turn", 0, MAX_TURN),
    )
    if tokens.total() > TOTAL:
        _fail(where, "state_too_many_tokens")
    return tokens


def windows_from_data(raw: Any, db: CardDB, players: int, where: str = "reaction") -> tuple[Window, ...]:
    windows = []
    for i, entry in enumerate(_list(raw, where)):
        at = f"{where}[{i}]"
        card, actor, asking, frame = _list(entry, at, 4)
        windows.append(
            Window(
                _card(db, card, at),
                _number(actor, at, -1, players - 1),
                tuple(_number(s, at, 0, players - 1) for s in _list(asking, at)),
                _number(frame, at, -1, 999),
            )
        )
    return tuple(windows)
