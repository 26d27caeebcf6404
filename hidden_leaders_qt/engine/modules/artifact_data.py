"""The Artifacts module's state as saved data, and read back with every value checked."""

from collections.abc import Callable
from typing import Any

from hidden_leaders_qt.engine.core.errors import SaveFormatError, shown
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_CARDS
from hidden_leaders_qt.engine.modules.artifact_state import ARTIFACT_TOKENS, ArtifactState
from hidden_leaders_qt.engine.words.problem_words import said

KEYS = ("cards", "sides", "tokens", "box", "queue", "used", "declined", "row", "row_tokens")


def artifacts_to_data(db: Any, artifacts: ArtifactState) -> dict:
    sides = db.artifact_sides
    return {
        "cards": list(artifacts.cards),
        "sides": [sides[side].id if side >= 0 else None for side in artifacts.sides],
        "tokens": list(artifacts.tokens),
        "box": artifacts.box,
        "queue": list(artifacts.queue),
        "used": artifacts.used,
        "declined": artifacts.declined,
        "row": [db.heroes[card].id for card in artifacts.row],
        "row_tokens": list(artifacts.row_tokens),
    }


def _fail(where: str, kind: str, /, **values: object) -> None:
    raise SaveFormatError(kind, where=where, **values)


def _numbers(value: Any, where: str, low: int, high: int, size: int | None = None) -> tuple[int, ...]:
    if not isinstance(value, list) or (size is not None and len(value) != size) or len(value) > 8:
        _fail(where, "state_numbers", size=size if size is not None else said("state_up_to_8"))
    for number in value:
        if not isinstance(number, int) or isinstance(number, bool) or not low <= number <= high:
            _fail(where, "state_number_range", found=shown(number), low=low, high=high)
    return tuple(value)


def artifacts_from_data(
    value: Any, where: str, db: Any, n: int, card: Callable[[Any, str], int]
) -> ArtifactState | None:
    """The module's state (None for a game without it); `card` reads a hero id."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != set(KEYS):
        _fail(where, "state_exact_keys", keys=", ".join(KEYS))
    index = {side.id: side.index for side in db.artifact_sides}
    sides = value["sides"]
    if not isinstance(sides, list) or len(sides) != n:
        _fail(f"{where}.sides", "state_sides", count=n)
    for side in sides:
        if side is not None and side not in index:
            _fail(f"{where}.sides", "state_not_a_side", found=shown(side))
    row = value["row"]
    if not isinstance(row, list) or len(row) > 8:
        _fail(f"{where}.row", "state_row")
    if not isinstance(value["declined"], bool):
        _fail(f"{where}.declined", "state_bool")
    return ArtifactState(
        cards=_numbers(value["cards"], f"{where}.cards", 1, ARTIFACT_CARDS, n),
        sides=tuple(-1 if side is None else index[side] for side in sides),
        tokens=_numbers(value["tokens"], f"{where}.tokens", 0, ARTIFACT_TOKENS, n),
        box=_numbers([value["box"]], f"{where}.box", 0, ARTIFACT_TOKENS)[0],
        queue=_numbers(value["queue"], f"{where}.queue", 0, n - 1),
        used=_numbers([value["used"]], f"{where}.used", 0, (1 << n) - 1)[0],
        declined=value["declined"],
        row=tuple(card(hero, f"{where}.row[{i}]") for i, hero in enumerate(row)),
        row_tokens=_numbers(value["row_tokens"], f"{where}.row_tokens", 0, ARTIFACT_TOKENS, len(row)),
    )
