"""Outside the engine a game changes only by its offered options: the window, the computer
players, the saves, the records and the tournaments hold it as a `Game` (the decision
contract and read-only views), never as the `Board` the cards' steps move cards on."""

import ast
import inspect
from pathlib import Path

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.board import Board
from hidden_leaders_qt.engine.core.game import Game

PACKAGE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt"
# the names a game is held by outside the engine
STATE_NAMES = {"st", "state", "game", "world", "det", "new", "before", "after", "live", "shown", "snapshot", "start"}
# what changes a list or a dict in place
IN_PLACE = {"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse", "update", "setdefault"}
DOORS = {
    "apply",
    "apply_fast",
    "stop_recording",
    "clone",
    "describe",
    "view_for",
    "redacted_for",
    "resample_for",
    "resampler_for",
    "to_data",
    "events",
    "threshold",
    "locate",
}
"""The methods of `Game`: every one but `apply`, `apply_fast` and `stop_recording` only reads."""


def holds_a_game(node: ast.expr) -> bool:
    """`st`, `self.state`, `self._world` …: an expression that, by its name, holds a game."""
    if isinstance(node, ast.Name):
        return node.id in STATE_NAMES
    if isinstance(node, ast.Attribute):
        return node.attr.lstrip("_") in STATE_NAMES
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in {"state_copy", "clone"}
    return False


def rooted_in_a_game(node: ast.expr) -> bool:
    """`st.hands[0]`, `state.up[seat]`: a place inside a game."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Attribute) and holds_a_game(node.value):
            return True
        node = node.value
    return False


def unpacked(target: ast.expr) -> list[ast.expr]:
    """`a.x, (b.y, *c.z) = …`: each place a value goes to."""
    if isinstance(target, (ast.Tuple, ast.List)):
        return [part for element in target.elts for part in unpacked(element)]
    if isinstance(target, ast.Starred):
        return unpacked(target.value)
    return [target]


def changes(path: Path, root: Path = PACKAGE) -> list[str]:
    """Every place in `path` that changes a game other than through its doors."""
    board = {name for name in dir(Board) if not name.startswith("_")} | {"bury_now", "ask_again", "move_golem"}
    fields = {name for name in dir(GameState) if not name.startswith("_")}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        where = f"{path.relative_to(root)}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name, target = node.func.attr, node.func.value
            if holds_a_game(target) and name in board - DOORS:
                found.append(f"{where}: {name}()")
            elif name in IN_PLACE and rooted_in_a_game(target):
                found.append(f"{where}: .{name}() inside a game")
        targets = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        for target in [part for place in targets for part in unpacked(place)]:
            if isinstance(target, ast.Attribute) and holds_a_game(target.value) and target.attr in fields:
                found.append(f"{where}: {target.attr} set")
            elif isinstance(target, ast.Subscript) and rooted_in_a_game(target):
                found.append(f"{where}: a place inside a game set")
    return sorted(found, key=lambda change: int(change.split(":")[1]))


def test_nothing_outside_the_engine_moves_a_card_or_sets_a_field_of_a_game():
    outside = [path for path in sorted(PACKAGE.rglob("*.py")) if "engine" not in path.relative_to(PACKAGE).parts]
    assert len(outside) > 100
    found = [change for path in outside for change in changes(path)]
    assert not found


def test_the_check_finds_each_way_of_changing_a_game(tmp_path):
    planted = tmp_path / "planted.py"
    source = (
        "def f(self, st, state):\n"
        "    st.bury((1, 0, 0), 0)\n"
        "    self.state.move_markers((1, 0), 0, 3)\n"
        "    state.turn = 4\n"
        "    st.hands[0].append(7)\n"
        "    self._world.up[1] = []\n"
        "    st.leaders, st.spare_leaders = (1, 2), ()\n"
        "    st.apply(None)\n"
        "    self.window.move(3, 4)\n"
    )
    planted.write_text(source, encoding="utf-8")
    found = changes(planted, tmp_path)
    assert [change.split(": ", 1)[1] for change in found] == [
        "bury()",
        "move_markers()",
        "turn set",
        ".append() inside a game",
        "a place inside a game set",
        "leaders set",
        "spare_leaders set",
    ]


def test_the_state_shows_every_member_of_the_game_with_the_same_parameters():
    st = new_game(Settings(players=3, seed=1))
    members = {name for name in dir(Game) if not name.startswith("_")}
    methods = {name for name in members if inspect.isfunction(getattr(Game, name))}
    assert methods == DOORS, "a new door of the game is a change of the contract: name it in DOORS"
    for name in members:
        assert hasattr(st, name), name
        if name in methods:
            expected = list(inspect.signature(getattr(Game, name)).parameters)[1:]
            assert list(inspect.signature(getattr(st, name)).parameters) == expected, name
