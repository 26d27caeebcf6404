"""Every module of the package is at most 500 lines: a module that grows past it has taken on a
second job, which gets a module of its own in the room of that job (`ARCHITECTURE.md`)."""

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt"
MAX_LINES = 500


def test_no_module_of_the_package_is_over_500_lines():
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 100
    long = {}
    for path in modules:
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long[str(path.relative_to(PACKAGE))] = lines
    assert not long, f"modules over {MAX_LINES} lines: {long}"
