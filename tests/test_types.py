"""The type checker holds over the engine and the computer players: mypy, configured in
pyproject.toml ([tool.mypy]: which packages, how strict), reports no error; and the types
say what the engine means (a step's result is a `StepResult`, not a number)."""

import subprocess
import sys
from pathlib import Path
from typing import get_type_hints

from hidden_leaders_qt.engine import options, steps
from hidden_leaders_qt.engine.steps import AGAIN, NESTED_STEPS, NEXT, SIMPLE_STEPS, WAIT, Markers, StepResult

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_reports_no_error_over_the_engine_and_the_computer_players(tmp_path):
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
    assert steps.DONE is options.DONE
