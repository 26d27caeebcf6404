"""The type checker holds over everything but the Qt side (the engine, the computer players,
saves, history, replay, tournaments): mypy, configured in
pyproject.toml ([tool.mypy]: which packages, how strict), reports no error; and the types
say what the engine means (a step's result is a `StepResult`, not a number; what a card
remembers is named by `FrameVars` and `StepProgress`)."""

import subprocess
import sys
from pathlib import Path
from typing import get_type_hints

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core import options
from hidden_leaders_qt.engine.core.frames import FrameVars, StepProgress
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.rules import select_steps
from hidden_leaders_qt.engine.rules.choice_steps import Markers
from hidden_leaders_qt.engine.rules.step_base import AGAIN, NEXT, WAIT, StepResult
from hidden_leaders_qt.engine.rules.steps import NESTED_STEPS, SIMPLE_STEPS

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_reports_no_error_outside_the_qt_side(tmp_path):
    # the cache in a fresh folder: a cache left by another version of the code cannot hide an error
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "Success: no issues found" in result.stdout


def test_a_step_tells_the_turn_what_next_as_a_step_result_and_done_is_only_the_option():
    step_types = (*SIMPLE_STEPS.values(), *NESTED_STEPS.values(), Markers)
    assert step_types
    for step_type in step_types:
        assert get_type_hints(step_type.run)["return"] is StepResult, step_type.__name__
    assert set(StepResult) == {NEXT, WAIT, AGAIN}
    # the "Done" a player may choose, not a step's end
    assert select_steps.DONE is options.DONE


def test_everything_a_card_remembers_in_seeded_games_is_named_by_the_frame_types():
    remembered, progress = set(), set()
    for players in range(2, 7):
        for modules in (False, True):
            settings = Settings(
                players=players,
                seed=players,
                golems=modules,
                queens_and_friend=modules,
                keeper_of_discord=modules,
                artifacts=modules,
                royal_intrigue=modules,
            )
            st = new_game(settings)
            chooser = SplitMix64(settings.seed)
            while not st.is_over:
                for frame in st.stack:
                    remembered |= frame.vars.keys()
                    progress |= frame.ss.keys() if frame.ss else set()
                    assert all(card is None or isinstance(card, int) for card in map(frame.vars.get, ("card", "card2")))
                st.apply(st.options[chooser.below(len(st.options))])
    # these seeded games meet every one: the types list no name that nothing uses
    assert remembered == FrameVars.__annotations__.keys()
    assert progress == StepProgress.__annotations__.keys()
