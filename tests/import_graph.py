"""The package's imports as a graph, read from the source with `ast`, for the layering tests.

Every import form counts, wherever it stands (at the top, inside a function, under
`if TYPE_CHECKING:`): `import a.b`, `from a import b`, `from . import x`, `from ..ai import
players`. `from pkg import name` is an import of the module `pkg.name` when that is a module,
otherwise of `pkg` itself; a relative import is resolved against the importing module."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE_NAME = "hidden_leaders_qt"
PACKAGE = Path(__file__).resolve().parents[1] / PACKAGE_NAME
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")


def module_name(path: Path, root: Path = PACKAGE) -> str:
    """The dotted name of a source file under `root` (a package's `__init__.py` is the package)."""
    parts = [root.name, *path.relative_to(root).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_modules(root: Path = PACKAGE) -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    return {module_name(path, root): path for path in sorted(root.rglob("*.py"))}


def _relative_base(importer: str, is_package: bool, level: int) -> str:
    """The package a relative import of `level` dots starts from, inside `importer`."""
    parts = importer.split(".")
    if not is_package:
        parts.pop()
    drop = level - 1
    if drop >= len(parts):
        raise ValueError(f"{importer}: a relative import reaches above the top package")
    return ".".join(parts[: len(parts) - drop])


def imported_names(path: Path, importer: str, known: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """Every module `path` (the module `importer`) imports, by its full dotted name.

    `known` holds the package's modules: a `from pkg import name` is read as the module
    `pkg.name` when that is one of them, and as `pkg` otherwise."""
    is_package = path.name == "__init__.py"
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _relative_base(importer, is_package, node.level)
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                names.add(submodule if submodule in known else source)
    return names


def import_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module of the package and the modules of the package it imports (not itself)."""
    modules = package_modules(root)
    known = set(modules)
    return {
        name: {imported for imported in imported_names(path, name, known) if imported in known} - {name}
        for name, path in modules.items()
    }


def all_imports(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module of the package and every module it imports, inside the package or not."""
    modules = package_modules(root)
    known = set(modules)
    return {name: imported_names(path, name, known) for name, path in modules.items()}


def import_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of imports in `graph` (a module list that ends where it began), or []."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(module: str) -> list[str]:
        if module in on_path:
            return path[path.index(module) :] + [module]
        if module in done:
            return []
        path.append(module)
        on_path.add(module)
        for imported in sorted(graph.get(module, ())):
            cycle = visit(imported)
            if cycle:
                return cycle
        path.pop()
        on_path.discard(module)
        done.add(module)
        return []

    for module in sorted(graph):
        cycle = visit(module)
        if cycle:
            return cycle
    return []


def under(name: str, prefixes: tuple[str, ...]) -> bool:
    """Whether the dotted `name` is one of `prefixes` or inside one of them."""
    return any(name == prefix or name.startswith(prefix + ".") for prefix in prefixes)
