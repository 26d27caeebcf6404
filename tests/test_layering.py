"""The layers of ARCHITECTURE.md: the engine imports neither Qt nor the UI, the AI or the saves;
the computer players and the saves build on the engine alone, never on Qt or the UI."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hidden_leaders_qt"
ENGINE = PACKAGE / "engine"
UI = PACKAGE / "ui"
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
FORBIDDEN = (
    *QT,
    "hidden_leaders_qt.ui",
    "hidden_leaders_qt.ai",
    "hidden_leaders_qt.app",
    "hidden_leaders_qt.saved_games.saves",
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
    assert not offenders(sorted(ENGINE.rglob("*.py")), FORBIDDEN)


def test_the_computer_players_the_saves_and_the_replay_import_no_qt_and_no_ui():
    above_engine = (*QT, "hidden_leaders_qt.ui", "hidden_leaders_qt.app", "hidden_leaders_qt.cli")
    assert not offenders(sorted((PACKAGE / "ai").rglob("*.py")), (*above_engine, "hidden_leaders_qt.saved_games.saves"))
    assert not offenders([PACKAGE / "saved_games" / "saves.py"], (*above_engine, "hidden_leaders_qt.ai"))
    assert not offenders([PACKAGE / "saved_games" / "replay.py"], (*above_engine, "hidden_leaders_qt.ai"))


def test_the_history_its_statistics_and_the_log_export_import_no_qt_ui_or_ai():
    """The history is written and read on worker threads, where nothing of Qt belongs."""
    pure = [*sorted((PACKAGE / "records").glob("*.py")), PACKAGE / "language.py"]
    assert not offenders(pure, (*QT, "hidden_leaders_qt.ui", "hidden_leaders_qt.ai", "hidden_leaders_qt.cli"))


def test_the_engine_builds_on_the_language_module_alone_which_builds_on_nothing():
    """The engine's texts read the language of the moment from `language.py`, a pure leaf:
    nothing else of the package above the engine, and nothing of Qt, reaches the engine through it."""
    outside = {
        f"{path.name}: {module}"
        for path in sorted(ENGINE.rglob("*.py"))
        for module in imported_modules(path)
        if module.startswith("hidden_leaders_qt.")
        and not module.startswith("hidden_leaders_qt.engine")
        and module != "hidden_leaders_qt.language"
    }
    assert not outside
    assert not {m for m in imported_modules(PACKAGE / "language.py") if m.startswith(("hidden_leaders_qt", *QT))}


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


def engine_imports() -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports, at its top or inside a function."""
    package = "hidden_leaders_qt.engine"
    graph = {}
    for path in sorted(ENGINE.rglob("*.py")):
        imported = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package if node.level else (node.module or "")
                module = f"{base}.{node.module}" if node.level and node.module else base
                # `from package import module` imports the module too
                names = [module] + [f"{module}.{alias.name}" for alias in node.names]
            else:
                continue
            for name in names:
                if name.startswith(package + "."):
                    imported.add(name[len(package) + 1 :].split(".")[0])
        graph[path.stem] = (imported & {p.stem for p in ENGINE.rglob("*.py")}) - {path.stem, "__init__"}
    return graph


def import_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of imports in `graph` (a module list that ends where it began), or []."""
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> list[str]:
        if module in path:
            return path[path.index(module) :] + [module]
        if module in done:
            return []
        path.append(module)
        for imported in sorted(graph.get(module, ())):
            cycle = visit(imported)
            if cycle:
                return cycle
        path.pop()
        done.add(module)
        return []

    for module in sorted(graph):
        cycle = visit(module)
        if cycle:
            return cycle
    return []


def test_the_cycle_finder_finds_a_circle():
    assert import_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert import_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_no_import_cycle_among_engine_modules():
    """Each engine module can be read, and changed, knowing only the modules below it."""
    graph = engine_imports()
    assert "state" in graph
    assert import_cycle(graph) == []


MAX_CLASS_LINES = 350


def test_no_class_of_the_engine_or_the_window_is_over_350_lines():
    """A class longer than that does more than one job (GameState once did three, and
    MainWindow ran the game's life beside the menus and the panel)."""
    long = []
    for path in sorted([*ENGINE.rglob("*.py"), *UI.rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
                long.append(f"{path.name}: {node.name} ({node.end_lineno - node.lineno + 1} lines)")
    assert not long


def test_no_room_of_the_ui_holds_more_than_15_modules():
    rooms = [folder for folder in UI.iterdir() if (folder / "__init__.py").is_file()]
    assert len(rooms) >= 4
    crowded = {room.name: n for room in rooms if (n := len(list(room.glob("*.py"))) - 1) > 15}
    assert not crowded
    assert [path.name for path in UI.glob("*.py")] == ["__init__.py"], "every UI module lives in a room"


def test_every_engine_module_says_its_job_in_its_first_line():
    for path in sorted(ENGINE.rglob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc and doc.splitlines()[0].strip(), path.name
