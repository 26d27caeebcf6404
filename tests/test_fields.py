"""The state's fields are defined once (engine/core/fields.py): every one is cloned, compared and
saved, or the table says why not, and equality sees every compared field."""

import ast
import re
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.core.fields import FIELDS, NAMES, StateFields
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.table import Table
from hidden_leaders_qt.engine.data.state_writer import _WRITERS
from hidden_leaders_qt.engine.rules.turn import Turn

ENGINE = Path(__file__).parent.parent / "hidden_leaders_qt" / "engine" / "core"


def mid_game(seed: int = 3) -> GameState:
    """A state some decisions into a game with every module, with a card resolving if one comes."""
    st = new_game(Settings(players=4, seed=seed, golems=True, queens_and_friend=True, keeper_of_discord=True))
    chooser = SplitMix64(seed)
    for _ in range(400):
        if st.stack and st.turn > 3:
            break
        st.apply(st.options[chooser.below(len(st.options))])
    assert st.stack, "no card was resolving along the way"
    return st


def changed(name: str, value):
    """Another value of the field, as a bug might leave it."""
    if name == "db":
        return SimpleNamespace(fingerprint="other cards")
    if name == "settings":
        return replace(value, seed=value.seed + 1)
    if name == "log":
        return (Event("pass", 0), value)
    if name == "stack":
        return value + [Frame(0, 0, 0, {})]
    if name == "rng":
        return SplitMix64(value.state + 1)
    if name == "pending":
        return value._replace(seat=(value.seat + 1) % 4)
    if name == "phase":
        return Phase.OVER if value != Phase.OVER else Phase.MAIN
    if name in ("hands", "up", "down"):
        return [cards + [0] for cards in value]
    if value is None:
        return object()
    if isinstance(value, int):
        return value + 1
    if isinstance(value, tuple | list):
        return value + type(value)([0])
    raise AssertionError(f"no change written for {name}")


def test_the_state_has_exactly_the_fields_of_the_table():
    st = mid_game()
    assert StateFields.__slots__ == NAMES
    assert GameState.__slots__ == Table.__slots__ == Turn.__slots__ == ()
    assert not hasattr(st, "__dict__")
    assert all(hasattr(st, name) for name in NAMES)


def test_the_field_types_and_the_compiled_slots_list_every_field():
    """Read from the sources, the same in both builds: a compiled class keeps no annotations."""
    tree = ast.parse((ENGINE / "fields.py").read_text(encoding="utf-8"))
    body = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "StateFields").body
    annotated = [item.target for item in body if isinstance(item, ast.AnnAssign)]
    assert tuple(target.id for target in annotated if isinstance(target, ast.Name)) == NAMES
    declared = re.findall(r"cdef public object ([^\n]+)", (ENGINE / "fields.pxd").read_text(encoding="utf-8"))
    assert sorted(name.strip() for line in declared for name in line.split(",")) == sorted(NAMES)


# what `clone` writes for each way a field is copied (`Field.copy`)
COPIES = {
    "shared": "self.{0}",
    "list": "self.{0}[:]",
    "lists": "[cards[:] for cards in self.{0}]",
    "stack": "copy_stack(self.{0}) if self.{0} else []",
    "generator": "SplitMix64(self.{0}.state)",
}


def test_clone_copies_every_field_as_the_table_says():
    tree = ast.parse((ENGINE / "fields.py").read_text(encoding="utf-8"))
    cls = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "StateFields")
    clone = next(node for node in cls.body if isinstance(node, ast.FunctionDef) and node.name == "clone")
    written = {
        ast.unparse(statement.targets[0]): ast.unparse(statement.value)
        for statement in clone.body
        if isinstance(statement, ast.Assign) and ast.unparse(statement.targets[0]).startswith("new.")
    }
    assert written == {f"new.{field.name}": COPIES[field.copy].format(field.name) for field in FIELDS}


def test_a_field_neither_compared_nor_saved_says_why():
    for field in FIELDS:
        if field.same is None or field.key is None:
            assert field.why, field.name


def test_every_saved_field_is_written():
    assert {field.name for field in FIELDS if field.key is not None} == set(_WRITERS)


@pytest.mark.parametrize("field", [f for f in FIELDS if f.same is not None], ids=lambda f: f.name)
def test_a_change_in_any_compared_field_makes_the_states_differ(field):
    st = mid_game()
    other = st.clone()
    assert other == st
    setattr(other, field.name, changed(field.name, getattr(st, field.name)))
    assert other != st


def test_a_clone_changes_nothing_of_its_original():
    st = mid_game()
    before = st.to_data()
    other = st.clone()
    for frame in other.stack:
        frame.vars["x"] = 99
        frame.pc += 1
    for field in FIELDS:
        value = getattr(other, field.name)
        if isinstance(value, list):
            for item in value:
                if isinstance(item, list):
                    item.append(0)
            value.append(0)
    other.rng.next64()
    assert st.to_data() == before


def test_equal_states_need_not_share_their_log_or_frames():
    st = mid_game()
    read = GameState.from_data(st.to_data(), st.db)
    assert read.log is not st.log and read.stack[0] is not st.stack[0]
    assert read == st
