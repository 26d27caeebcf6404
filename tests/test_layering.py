"""The engine stays pure: it imports neither Qt nor the UI or AI packages."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt" / "engine"
FORBIDDEN = (
    "PySide6",
    "PyQt5",
    "PyQt6",
    "shiboken6",
    "hidden_leaders_qt.ui",
    "hidden_leaders_qt.ai",
    "hidden_leaders_qt.app",
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


def test_engine_imports_no_qt_ui_or_ai():
    files = sorted(ENGINE.glob("*.py"))
    assert files, "the engine package was not found"
    offenders = {
        f"{path.name}: {module}"
        for path in files
        for module in imported_modules(path)
        if any(module == bad or module.startswith(bad + ".") for bad in FORBIDDEN)
    }
    assert not offenders


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
