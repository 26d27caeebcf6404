"""How many seeded games or cases a soak or fuzzer runs: its CI size by default, its full size
under the `release` marker (`python -m pytest -m release`, before a release; `pyproject.toml`
leaves it out of the plain `python -m pytest`).

Both sizes run the same checks over the same kinds of case; the release size only runs more
seeds of them, so a test proves at CI size what it names, and the full size goes looking for
the rare case."""

import pytest


def sized(ci: object, release: object) -> list:
    """The parameters of a soak or fuzzer's size: `ci` always, `release` under the marker."""
    assert ci != release
    return [pytest.param(ci, id="ci"), pytest.param(release, id="release", marks=pytest.mark.release)]
