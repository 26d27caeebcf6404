"""`ARCHITECTURE.md` names only what exists: every file, folder and test it cites in backticks is
in the tree, and every dotted name (`reactions.SOURCES`, `Table.move`, `GameModel.lend_screen` ...)
is defined where it says, so a rename or a move that forgets the page fails here."""

import ast
import importlib
import importlib.util
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "hidden_leaders_qt"
PAGE = ROOT / "ARCHITECTURE.md"
CODE_FOLDERS = (PACKAGE, ROOT / "tests", ROOT / "benchmarks", ROOT / "packaging")
PATH_BASES = (ROOT, PACKAGE, PACKAGE / "engine", PACKAGE / "ai", ROOT / "tests")
"""Where a path the page cites may start: the repository, the package, the engine's and the AI's
rooms (the page's tables name `core/`, `rules/turn.py`, `search/` within them), the tests."""
FILE_TYPES = ("py", "pxd", "md", "yaml", "toml", "ts")
DATA_FILES = ("json", "jsonl")
"""Files the program writes as it runs (`history.jsonl`): named, never in the tree."""
EXTERNAL = {"QCoreApplication": "PySide6.QtCore"}
"""Classes the page names that are Qt's, with the module that has them."""

SPAN = re.compile(r"`([^`\n]+)`")
PATH = re.compile(rf"^[\w./*-]*/[\w./*-]*$|^[\w*.-]+\.({'|'.join(FILE_TYPES)})$")
TEST_ID = re.compile(r"^([\w/]+\.py)::(\w+)$")
DOTTED = re.compile(r"^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(\(.*\))?$")


def cited() -> list[str]:
    return sorted(set(SPAN.findall(PAGE.read_text(encoding="utf-8"))))


def sources() -> list[Path]:
    return sorted(path for folder in CODE_FOLDERS for path in folder.rglob("*.py")) + [ROOT / "setup.py"]


@cache
def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def top_level_names(path: Path) -> set[str]:
    """What a module defines or imports at its top level."""
    names: set[str] = set()
    for node in tree(path).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return names


@cache
def classes() -> dict[str, list[tuple[set[str], list[str]]]]:
    """Every class of the code by name: its members (methods, class fields, what its methods set
    on `self`) and the names of its bases."""
    found: dict[str, list[tuple[set[str], list[str]]]] = {}
    for path in sources():
        for node in ast.walk(tree(path)):
            if not isinstance(node, ast.ClassDef):
                continue
            members: set[str] = set()
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                    members.add(item.name)
                elif isinstance(item, ast.Assign):
                    members.update(target.id for target in item.targets if isinstance(target, ast.Name))
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    members.add(item.target.id)
            members.update(
                inner.attr
                for inner in ast.walk(node)
                if isinstance(inner, ast.Attribute)
                and isinstance(inner.ctx, ast.Store)
                and isinstance(inner.value, ast.Name)
                and inner.value.id == "self"
            )
            bases = [base.id if isinstance(base, ast.Name) else ast.unparse(base) for base in node.bases]
            found.setdefault(node.name, []).append((members, bases))
    return found


def class_has(name: str, member: str, seen: frozenset[str] = frozenset()) -> bool:
    """Whether a class of the code (or a base of it) has `member`."""
    if name in seen:
        return False
    for members, bases in classes().get(name, []):
        if member in members or any(class_has(base, member, seen | {name}) for base in bases):
            return True
    return False


@cache
def modules_by_stem() -> dict[str, list[Path]]:
    found: dict[str, list[Path]] = {}
    for path in sources():
        found.setdefault(path.stem, []).append(path)
    return found


def modules_named(parts: list[str]) -> list[Path]:
    """The modules a dotted prefix may mean: a path from the repository or the package
    (`hidden_leaders_qt.language`, `ai.bot`), or, for one word, any module of that name."""
    relative = Path(*parts)
    paths = [base / relative.with_suffix(".py") for base in (ROOT, PACKAGE)]
    paths += [base / relative / "__init__.py" for base in (ROOT, PACKAGE)]
    found = [path for path in paths if path.is_file()]
    if len(parts) == 1:
        found += modules_by_stem().get(parts[0], [])
    return found


def dotted_exists(name: str) -> bool:
    parts = name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        attribute, rest = parts[cut], parts[cut + 1 :]
        for module in modules_named(parts[:cut]):
            if attribute in top_level_names(module) and (not rest or class_has(attribute, rest[0])):
                return True
    if parts[0] in classes():
        return class_has(parts[0], parts[1])
    if parts[0] in EXTERNAL:
        return hasattr(getattr(importlib.import_module(EXTERNAL[parts[0]]), parts[0]), parts[1])
    return importlib.util.find_spec(name) is not None if parts[0] == PACKAGE.name else False


def path_exists(cited_path: str) -> bool:
    if "/" not in cited_path:  # a file named by itself, as the tables of a room do
        return any(any(folder.rglob(cited_path)) for folder in (*CODE_FOLDERS, ROOT / "cards", ROOT / "resources")) or (
            any(ROOT.glob(cited_path))
        )
    relative = cited_path.rstrip("/")
    return any(any(base.glob(relative)) for base in PATH_BASES)


def test_the_page_cites_paths_and_names_in_backticks_this_test_reads():
    spans = cited()
    assert sum(bool(PATH.match(span)) for span in spans) > 150
    assert sum(bool(DOTTED.match(span)) for span in spans) > 20
    assert {"engine/rules/select_steps.py", "reactions.SOURCES", "Table.move"} <= set(spans)


def test_every_file_folder_and_test_the_page_cites_exists():
    missing = []
    for span in cited():
        test_id = TEST_ID.match(span)
        if test_id:
            file, test = test_id.groups()
            paths = [path for base in PATH_BASES for path in [base / file] if path.is_file()]
            if not any(test in top_level_names(path) for path in paths):
                missing.append(span)
        elif PATH.match(span) and not span.startswith("/") and "<" not in span and not path_exists(span):
            missing.append(span)
    assert not missing, f"ARCHITECTURE.md cites what the tree does not hold: {missing}"


def test_every_dotted_name_the_page_cites_is_defined_in_the_code():
    undefined = []
    for span in cited():
        match = DOTTED.match(span)
        data_file = span.rsplit(".", 1)[-1] in DATA_FILES
        if match and not PATH.match(span) and not data_file and not dotted_exists(match[1]):
            undefined.append(span)
    assert not undefined, f"ARCHITECTURE.md names what the code does not define: {undefined}"


def test_the_check_fails_on_a_name_or_a_path_that_does_not_exist():
    assert not dotted_exists("settings.LATER_MODULES")
    assert not dotted_exists("state.set_options")
    assert not dotted_exists("Table.no_such_move")
    assert dotted_exists("deal.set_options") and dotted_exists("GameState.move")
    assert not path_exists("engine/rules/no_such_module.py") and not path_exists("no_such_module.py")
    assert path_exists("engine/rules/steps.py") and path_exists("ui/table/") and path_exists("test_cards_*.py")
