"""No import circle anywhere in the package, read from every import form (`tests/import_graph.py`):
each module can be read, and changed, knowing only the modules below it."""

from pathlib import Path

from import_graph import PACKAGE_NAME, import_cycle, import_graph, package_modules


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "pkg"


def test_no_module_of_the_package_imports_one_that_imports_it_back():
    graph = import_graph()
    # the whole package, every room of it, not only the engine
    assert f"{PACKAGE_NAME}.ui.window.main_window" in graph
    assert f"{PACKAGE_NAME}.ui.game.bribery_decisions" in graph
    assert len(graph) == len(package_modules()) > 150
    cycle = import_cycle(graph)
    assert not cycle, "an import circle: " + " -> ".join(cycle)


def test_the_graph_reads_every_import_form(tmp_path):
    package = write(
        tmp_path,
        {
            "pkg/__init__.py": "VERSION = 1\n",
            "pkg/app.py": "",
            "pkg/ai/__init__.py": "",
            "pkg/ai/players.py": "",
            "pkg/records/__init__.py": "",
            "pkg/records/saves.py": "",
            "pkg/records/history.py": "",
            "pkg/ui/__init__.py": "",
            "pkg/ui/window.py": "",
            "pkg/ui/menus.py": "",
            "pkg/engine/__init__.py": "from . import state\n",
            "pkg/engine/rules.py": "",
            "pkg/engine/state.py": (
                "from typing import TYPE_CHECKING\n"
                "import pkg.records.history\n"
                "from pkg.records import saves\n"
                "from pkg import app, VERSION\n"
                "from . import rules\n"
                "from ..ai import players\n"
                "if TYPE_CHECKING:\n"
                "    from pkg.ui import window\n"
                "def later():\n"
                "    from ..ui.menus import build\n"
            ),
        },
    )
    graph = import_graph(package)
    assert graph["pkg.engine.state"] == {
        "pkg.records.history",  # import a.b
        "pkg.records.saves",  # from a import module
        "pkg.app",  # from the package import a module
        "pkg",  # ... and a name of its own
        "pkg.engine.rules",  # from . import
        "pkg.ai.players",  # from .. import, relative above
        "pkg.ui.window",  # under TYPE_CHECKING
        "pkg.ui.menus",  # inside a function
    }
    assert graph["pkg.engine"] == {"pkg.engine.state"}  # a package's `from .` is the package itself


def test_a_circle_made_only_of_a_type_checking_import_and_one_inside_a_function_is_named(tmp_path):
    package = write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/window.py": "def open_doors():\n    from pkg.doors import door\n",
            "pkg/doors.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.window import Window\n",
        },
    )
    assert import_cycle(import_graph(package)) == ["pkg.doors", "pkg.window", "pkg.doors"]


def test_the_cycle_finder_finds_a_circle_and_nothing_else():
    assert import_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert import_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
