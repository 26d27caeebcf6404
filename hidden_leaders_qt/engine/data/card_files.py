"""Reading one card file into plain data, in bounded time and memory, with errors that
name the file, the card and the field even when the file is not UTF-8 or not YAML.

A card file is untrusted input: it may be huge, hold bytes that are not text, repeat a
key (YAML would silently keep the last), or nest aliases so that printing one value
would take the memory of the machine. Only the safe loader is used, merge keys are
refused, and no message ever quotes a whole value (see `errors.shown`).
"""

import re
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import NoReturn

import yaml

from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.data.parsing import CardDataError, card_label
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, read_regular
from hidden_leaders_qt.engine.words.problem_words import Said, said

MAX_FILE_BYTES = 1 << 20  # the largest shipped file is about 20 KB
MAX_NESTING = 32  # the shipped files nest 11 levels deep
# No number in card data needs more digits (see `Ctx.integer` for the ranges); Python
# refuses to read one of over 4300 digits at all.
MAX_NUMBER_CHARS = 20
_BASE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when PyYAML has it
_MERGE_TAG = "tag:yaml.org,2002:merge"
_CARD_LINE = re.compile(r"^\s*-\s+id:\s*([^\s#]+)")
_KEY_LINE = re.compile(r"^\s*(?:-\s+)?([A-Za-z_]+)\s*:")


class _Mapping(dict):
    """A YAML mapping that remembers the keys it was given more than once, with the line."""

    __slots__ = ("repeated",)
    repeated: list[tuple[object, int]]


# the base is chosen when PyYAML is imported, which a type checker cannot follow
class _CardLoader(_BASE_LOADER):  # type: ignore[misc,valid-type]
    """The safe loader (plain data only), whose mappings note repeated keys."""


def _construct_mapping(loader, node):
    mapping = _Mapping()
    mapping.repeated = []
    yield mapping
    for key_node, value_node in node.value:
        if key_node.tag == _MERGE_TAG:
            raise yaml.constructor.ConstructorError(None, None, said("card_merge_keys"), key_node.start_mark)
        key = loader.construct_object(key_node, deep=False)
        if isinstance(key, dict | list):
            raise yaml.constructor.ConstructorError(None, None, said("card_plain_key"), key_node.start_mark)
        if key in mapping:
            mapping.repeated.append((key, key_node.start_mark.line + 1))
        mapping[key] = loader.construct_object(value_node, deep=False)


def _construct_int(loader, node):
    if len(node.value) > MAX_NUMBER_CHARS:
        problem = said("card_long_number", count=len(node.value))
        raise yaml.constructor.ConstructorError(None, None, problem, node.start_mark)
    return loader.construct_yaml_int(node)


_CardLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)
_CardLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def read_card_file(path: Traversable) -> tuple[object, bytes]:
    """The file's data and its bytes (for the card data's fingerprint)."""
    raw = _read_bytes(path)
    text = _decode(path.name, raw)
    data = _parse(path.name, text)
    _check_structure(path.name, data)
    return data, raw


def _read_bytes(path: Traversable) -> bytes:
    def fail(why: object) -> NoReturn:
        raise CardDataError(path.name, "(file)", "(file)", said("card_file_unreadable", why=why))

    if isinstance(path, Path):  # a file of the disk: through the guard every file takes
        try:
            return read_regular(path, MAX_FILE_BYTES)
        except UnusableFileError as error:
            fail(error.reason)
    if not path.is_file():
        fail(said("card_file_folder" if path.is_dir() else "card_file_irregular"))
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        fail(error.strerror or type(error).__name__)
    if len(raw) > MAX_FILE_BYTES:
        fail(said("card_file_large", most=MAX_FILE_BYTES // 1024))
    return raw


def _decode(file: str, raw: bytes) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        before = raw[: error.start]
        line = before.count(b"\n") + 1
        column = len(before) - before.rfind(b"\n")
        card, field = _place(raw.decode("utf-8", "replace"), line)
        problem = said("card_not_utf8", byte=f"0x{raw[error.start]:02x}", column=column)
        raise CardDataError(file, card, field, problem) from None


def _parse(file: str, text: str) -> object:
    loader = _CardLoader(text)  # the safe loader (plain data only), as yaml.load would run it
    try:
        return loader.get_single_data()
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        card, field = _place(text, mark.line + 1) if mark is not None else ("(file)", "(file)")
        problem = getattr(error, "problem", None)
        # the parser's own account is its English; the loader's refusals below are ours, in words
        what = " ".join(part for part in (getattr(error, "context", None), problem) if isinstance(part, str) and part)
        why = problem if isinstance(problem, Said) else what or type(error).__name__
        raise CardDataError(file, card, field, said("card_not_yaml", why=why)) from None
    except RecursionError as error:  # nesting too deep for the parser
        why = shown(str(error))
        raise CardDataError(file, "(file)", "(file)", said("card_unreadable_data", why=why)) from None
    finally:
        loader.dispose()


def _place(text: str, line: int) -> tuple[str, str]:
    """The card and the field a line of the file belongs to, read from the text around it
    (for errors found before the file could be read as data)."""
    lines = text.splitlines()[:line]
    card = "(file)"
    for earlier in reversed(lines):
        found = _CARD_LINE.match(earlier)
        if found:
            card = found.group(1)[:40]
            break
    key = _KEY_LINE.match(lines[-1]) if lines else None
    return card, f"{key.group(1)} (line {line})" if key else f"line {line}"


def _check_structure(file: str, data: object) -> None:
    """No key given twice and no nesting past `MAX_NESTING`, found by one walk that visits a
    value shared through aliases only once."""
    seen: set[int] = set()

    def walk(node: object, card: str, field: str, depth: int) -> None:
        if not isinstance(node, dict | list) or id(node) in seen:
            return
        seen.add(id(node))
        if depth > MAX_NESTING:
            raise CardDataError(file, card, field, said("card_nested", most=MAX_NESTING))
        if isinstance(node, list):
            entries = card == "(file)" and field in ("heroes", "leaders")
            for i, value in enumerate(node):
                if entries:
                    walk(value, card_label(value, i), "", depth + 1)
                else:
                    walk(value, card, f"{field}.[{i}]" if field else f"[{i}]", depth + 1)
            return
        for key, line in getattr(node, "repeated", ()):
            where = f"{field}.{key}" if field else str(key)
            raise CardDataError(file, card, where[:80], said("card_twice", line=line))
        for key, value in node.items():
            name = str(key)[:40]
            walk(value, card, f"{field}.{name}" if field else name, depth + 1)

    walk(data, "(file)", "", 0)
