"""The layers of ARCHITECTURE.md: the engine imports neither Qt nor the UI, the AI or the saves;
the computer players and the saves build on the engine alone, never on Qt or the UI.

Every import form counts, wherever it stands (`tests/import_graph.py`): `import a.b`, `from a
import b`, relative imports, imports inside functions and under `if TYPE_CHECKING:`."""

import ast
import subprocess
import sys

from import_graph import PACKAGE, PACKAGE_NAME, QT, all_imports, package_modules, under

ENGINE = f"{PACKAGE_NAME}.engine"
UI = PACKAGE / "ui"
FORBIDDEN = (
    *QT,
    f"{PACKAGE_NAME}.ui",
    f"{PACKAGE_NAME}.ai",
    f"{PACKAGE_NAME}.app",
    f"{PACKAGE_NAME}.saved_games.saves",
    f"{PACKAGE_NAME}.cli",
)
ABOVE_ENGINE = (*QT, f"{PACKAGE_NAME}.ui", f"{PACKAGE_NAME}.app", f"{PACKAGE_NAME}.cli")
IMPORTS = all_imports()


def modules_in(*prefixes: str) -> list[str]:
    """The package's modules in these packages (or these modules themselves)."""
    found = sorted(name for name in IMPORTS if under(name, prefixes))
    assert found, f"none of {prefixes} was found"
    return found


def offenders(modules: list[str], forbidden: tuple[str, ...]) -> set[str]:
    return {f"{module}: {imported}" for module in modules for imported in IMPORTS[module] if under(imported, forbidden)}


def test_engine_imports_no_qt_ui_or_ai():
    assert not offenders(modules_in(ENGINE), FORBIDDEN)


def test_the_computer_players_the_saves_and_the_replay_import_no_qt_and_no_ui():
    saves, replay = f"{PACKAGE_NAME}.saved_games.saves", f"{PACKAGE_NAME}.saved_games.replay"
    assert not offenders(modules_in(f"{PACKAGE_NAME}.ai"), (*ABOVE_ENGINE, saves))
    assert not offenders(modules_in(saves), (*ABOVE_ENGINE, f"{PACKAGE_NAME}.ai"))
    assert not offenders(modules_in(replay), (*ABOVE_ENGINE, f"{PACKAGE_NAME}.ai"))


def test_the_history_its_statistics_and_the_log_export_import_no_qt_ui_or_ai():
    """The history is written and read on worker threads, where nothing of Qt belongs."""
    pure = modules_in(f"{PACKAGE_NAME}.records", f"{PACKAGE_NAME}.language")
    assert not offenders(pure, (*QT, f"{PACKAGE_NAME}.ui", f"{PACKAGE_NAME}.ai", f"{PACKAGE_NAME}.cli"))


def test_the_lessons_build_on_the_engine_and_the_language_alone():
    """A lesson is read and followed without Qt, so its file and its course are checked headless."""
    lessons = modules_in(f"{PACKAGE_NAME}.lessons")
    assert not offenders(lessons, (*QT, f"{PACKAGE_NAME}.ui", f"{PACKAGE_NAME}.ai", f"{PACKAGE_NAME}.saved_games"))


def test_the_engine_builds_on_the_language_module_alone_which_builds_on_nothing():
    """The engine's texts read the language of the moment from `language.py`, a pure leaf:
    nothing else of the package above the engine, and nothing of Qt, reaches the engine through it."""
    language = f"{PACKAGE_NAME}.language"
    outside = {
        f"{module}: {imported}"
        for module in modules_in(ENGINE)
        for imported in IMPORTS[module]
        if under(imported, (PACKAGE_NAME,)) and not under(imported, (ENGINE, language))
    }
    assert not outside
    assert not offenders([language], (PACKAGE_NAME, *QT))


def test_every_import_of_the_package_names_a_module_that_exists():
    """A relative import one level short (`from ..ai import players` deep in the engine) or a
    module moved away is found here, not only when that line first runs."""
    known = set(IMPORTS)
    missing = {
        f"{module}: {imported}"
        for module, names in IMPORTS.items()
        for imported in names
        if under(imported, (PACKAGE_NAME,)) and imported not in known
    }
    assert not missing


def test_engine_runs_with_qt_imports_blocked():
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


MAX_CLASS_LINES = 350


def test_no_class_of_the_engine_or_the_window_is_over_350_lines():
    """A class longer than that does more than one job (GameState once did three, and
    MainWindow ran the game's life beside the menus and the panel)."""
    long = []
    for name, path in package_modules().items():
        if not under(name, (ENGINE, f"{PACKAGE_NAME}.ui")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
                long.append(f"{path.name}: {node.name} ({node.end_lineno - node.lineno + 1} lines)")
    assert not long


def test_no_folder_of_the_package_holds_more_than_15_modules():
    """Each room of the UI, of the engine and of the package root, and the root itself."""
    folders = [PACKAGE, *(init.parent for init in PACKAGE.rglob("__init__.py") if init.parent != PACKAGE)]
    crowded = {
        str(folder.relative_to(PACKAGE.parent)): n
        for folder in folders
        if (n := len([path for path in folder.glob("*.py") if path.name != "__init__.py"])) > 15
    }
    assert not crowded
    rooms = [folder for folder in UI.iterdir() if (folder / "__init__.py").is_file()]
    assert len(rooms) >= 4
    assert [path.name for path in UI.glob("*.py")] == ["__init__.py"], "every UI module lives in a room"


def test_every_engine_module_says_its_job_in_its_first_line():
    for name in modules_in(ENGINE):
        path = package_modules()[name]
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc and doc.splitlines()[0].strip(), name
