"""The type checker holds over the engine and the computer players: mypy, configured in
pyproject.toml ([tool.mypy]: which packages, how strict), reports no error."""

import subprocess
import sys
from pathlib import Path

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
