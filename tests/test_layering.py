"""The layers of ARCHITECTURE.md: the engine imports neither Qt nor the UI, the AI or the saves;
the computer players and the saves build on the engine alone, never on Qt or the UI."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt"
ENGINE = PACKAGE / "engine"
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
FORBIDDEN = (
    *QT,
    "hidden_leaders_qt.ui",
    "hidden_leaders_qt.ai",
    "hidden_leaders_qt.app",
    "hidden_leaders_qt.saves",
    "hidden_leaders_qt.cli",
)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module)
    return modules


def offenders(files: list[Path], forbidden: tuple[str, ...]) -> set[str]:
    assert files, "the package was not found"
    return {
        f"{path.name}: {module}"
        for path in files
        for module in imported_modules(path)
        if any(module == bad or module.startswith(bad + ".") for bad in forbidden)
    }


def test_engine_imports_no_qt_ui_or_ai():
    assert not offenders(sorted(ENGINE.glob("*.py")), FORBIDDEN)


def test_the_computer_players_and_the_saves_import_no_qt_and_no_ui():
    above_engine = (*QT, "hidden_leaders_qt.ui", "hidden_leaders_qt.app", "hidden_leaders_qt.cli")
    assert not offenders(sorted((PACKAGE / "ai").glob("*.py")), (*above_engine, "hidden_leaders_qt.saves"))
    assert not offenders([PACKAGE / "saves.py"], (*above_engine, "hidden_leaders_qt.ai"))


def test_engine_runs_with_qt_imports_blocked(tmp_path):
    import subprocess
    import sys

    script = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is blocked')\n"
        "sys.meta_path.insert(0, Block())\n"
        "from hidden_leaders_qt.engine import Settings, new_game\n"
        "st = new_game(Settings(players=3, seed=5))\n"
        "assert st.options\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
