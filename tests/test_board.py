"""The cards' steps reach the state through one interface, `board.Board`, and the state has all of it."""

import ast
import inspect
from pathlib import Path

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.board import Board, CardFacts

ENGINE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt" / "engine"
STEP_MODULES = (
    "rules/select_steps.py",
    "rules/pile_steps.py",
    "rules/choice_steps.py",
    "rules/selectors.py",
    "core/markers.py",
)


def members(protocol: type) -> dict[str, object]:
    """The protocol's attributes (by annotation or read-only property) and methods."""
    found: dict[str, object] = dict.fromkeys(protocol.__annotations__)
    found.update(dict.fromkeys(name for name, value in vars(protocol).items() if isinstance(value, property)))
    methods = {name: value for name, value in vars(protocol).items() if inspect.isfunction(value)}
    found.update({name: value for name, value in methods.items() if not name.startswith("_")})
    return found


def used_on_the_state(path: Path) -> tuple[set[str], set[str]]:
    """The names read on `st` in a module, and the names read on `st.db`."""
    on_state, on_db = set(), set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "st":
            on_state.add(node.attr)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "db"
            and isinstance(node.value.value, ast.Name)
            and node.value.value.id == "st"
        ):
            on_db.add(node.attr)
    return on_state, on_db


def test_the_state_has_every_member_of_the_board_with_the_same_parameters():
    st = new_game(Settings(players=3, seed=2))
    for name, method in members(Board).items():
        assert hasattr(st, name), name
        if method is not None:
            board_parameters = list(inspect.signature(method).parameters)[1:]
            assert list(inspect.signature(getattr(st, name)).parameters) == board_parameters, name
    for name in members(CardFacts):
        assert hasattr(st.db, name), name


def test_the_steps_use_the_state_only_through_the_board():
    allowed, allowed_on_db = set(members(Board)), set(members(CardFacts))
    for module in STEP_MODULES:
        on_state, on_db = used_on_the_state(ENGINE / module)
        assert on_state, f"{module} no longer names the state `st`"
        assert on_state <= allowed, f"{module}: {sorted(on_state - allowed)}"
        assert on_db <= allowed_on_db, f"{module}: st.db.{sorted(on_db - allowed_on_db)}"
