"""The window's translation catalogues: extract, compile and check them.

    python packaging/translations.py              # every catalogue
    python packaging/translations.py table game   # only these
    python packaging/translations.py --check      # fail on anything unfinished or stale
    python packaging/translations.py --pseudo DIR # the pseudo language's catalogues, into DIR

There is one catalogue per UI sub-package, `resources/translations/<sub-package>_de.ts`, made
by `pyside6-lupdate` from the sub-package's modules (it keeps every translation already made,
and drops the texts the code no longer has), and compiled by `pyside6-lrelease` into the
`.qm` file the window loads. Some modules are set apart (`SET_APART`): the `language`
catalogue holds the language package's texts with those of the Preferences and About
dialogs, and `help` those of Help and its keys page beside the `help` sub-package's (the rules
pages); the `dialogs` catalogue leaves them out. A sub-package without a translatable text has no catalogue.

`--check` (run by tests/test_translations.py) reports, with the file and the source text:
a text of the code missing from its catalogue, a translation left unfinished or empty, a
translation that lost a `{placeholder}` or the `&` of a keyboard shortcut, a text with no
context (a bare `tr()` outside a class), a text the code no longer has, and a `.qm` file that
is not what `pyside6-lrelease` makes from its `.ts` today.

`--pseudo` makes the pseudo language's catalogues (`hidden_leaders_qt.language.PSEUDO`) from
the German ones, every translation's words between marks, for tests/test_pseudo_locale.py;
they are made where they are used and never committed.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "hidden_leaders_qt" / "ui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("de",)  # every language but English, the language of the source
# modules whose texts are in a catalogue of their own rather than their sub-package's: the
# dialogs of the language package, and Help, each translated on its own
SET_APART = {
    "language": ("dialogs/preferences_dialog.py", "dialogs/about_dialog.py"),
    "help": ("dialogs/help_dialog.py", "dialogs/keyboard_help.py"),
}
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
# a keyboard shortcut's ampersand: not a doubled one and not the start of an HTML entity
MNEMONIC = re.compile(r"&(?!&|#|[A-Za-z]+;)\w")
TOOL_TIMEOUT = 120


@dataclass(frozen=True)
class Message:
    """One text of a catalogue and its translation (several forms for a text with a number)."""

    context: str
    source: str
    comment: str
    forms: tuple[str, ...]
    unfinished: bool

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment

    def problem(self) -> str | None:
        """What is wrong with the translation, or None."""
        if not self.context:
            return "has no context (a bare tr() outside a class: use QCoreApplication.translate)"
        if self.unfinished or not self.forms or not all(form.strip() for form in self.forms):
            return "is not translated (unfinished)"
        wanted = set(PLACEHOLDER.findall(self.source))
        for form in self.forms:
            found = set(PLACEHOLDER.findall(form))
            # a plural form may leave out what its number makes plain, never add a placeholder
            if found - wanted or (len(self.forms) == 1 and found != wanted):
                return f"has the placeholders {sorted(found)} where the source has {sorted(wanted)}"
            if MNEMONIC.search(self.source) and not MNEMONIC.search(form):
                return "lost the & of its keyboard shortcut"
        return None


def catalogues() -> dict[str, list[Path]]:
    """Each catalogue's name and the modules its texts come from."""
    apart = {name: [UI / module for module in modules] for name, modules in SET_APART.items()}
    elsewhere = {module for modules in apart.values() for module in modules}
    found = {name: [] for name in apart}
    for folder in sorted(path for path in UI.iterdir() if (path / "__init__.py").is_file()):
        found.setdefault(folder.name, [])
        found[folder.name] += [path for path in folder.glob("*.py") if path not in elsewhere]
    for name, modules in apart.items():
        found[name] += modules
    return {name: sorted(found[name]) for name in sorted(found)}


def catalogue_path(name: str, language: str, suffix: str = ".ts", folder: Path = TRANSLATIONS) -> Path:
    return folder / f"{name}_{language}{suffix}"


def shown(path: Path) -> str:
    """A catalogue's file as the person finds it in the repository."""
    return f"{TRANSLATIONS.relative_to(ROOT).as_posix()}/{path.name}"


def tool(name: str) -> str:
    """A Qt tool that PySide6 installs beside the Python that runs this."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is missing: it comes with PySide6 (pip install pyside6)")
    return found


def run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, timeout=TOOL_TIMEOUT)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[:1])} failed:\n{done.stdout}{done.stderr}")


def lupdate(modules: list[Path], ts: Path, language: str) -> None:
    """Bring `ts` up to date with the texts of `modules`, keeping its translations."""
    options = ["-no-obsolete", "-locations", "absolute", "-source-language", "en", "-target-language", language]
    run([tool("pyside6-lupdate"), "-silent", *map(str, modules), "-ts", str(ts), *options])


def lrelease(ts: Path, qm: Path) -> None:
    run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)])


def read_messages(ts: Path) -> list[Message]:
    messages = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                forms: tuple[str, ...] = ()
            elif message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            unfinished = translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete")
            source, comment = message.findtext("source") or "", message.findtext("comment") or ""
            messages.append(Message(name, source, comment, forms, unfinished))
    return messages


def pseudo(folder: Path) -> list[Path]:
    """The pseudo language's compiled catalogues, made in `folder` from the German ones."""
    sys.path.insert(0, str(ROOT))
    from hidden_leaders_qt.language import PSEUDO, pseudo_text

    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for name in catalogues():
        german = catalogue_path(name, "de")
        if not german.exists():
            continue
        tree = ET.parse(german)
        for translation in tree.getroot().iter("translation"):
            for form in [translation, *translation.iter("numerusform")]:
                if form.text:
                    form.text = pseudo_text(form.text)
        ts, qm = catalogue_path(name, PSEUDO, folder=folder), catalogue_path(name, PSEUDO, ".qm", folder)
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        lrelease(ts, qm)
        made.append(qm)
    return made


def update(names: list[str]) -> None:
    """Extract and compile the catalogues `names`; a catalogue left without a text is removed."""
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for name in names:
        for language in LANGUAGES:
            ts, qm = catalogue_path(name, language), catalogue_path(name, language, ".qm")
            lupdate(catalogues()[name], ts, language)
            if read_messages(ts):
                lrelease(ts, qm)
                print(f"{shown(ts)}: {sum(m.problem() is not None for m in read_messages(ts))} to translate")
            else:
                ts.unlink()
                qm.unlink(missing_ok=True)


def check_catalogue(name: str, modules: list[Path], language: str, folder: Path, scratch: Path) -> list[str]:
    """Every problem of one catalogue in `folder`, each with its file and text."""
    ts, qm = catalogue_path(name, language, folder=folder), catalogue_path(name, language, ".qm", folder)
    fresh = scratch / ts.name
    if ts.exists():
        shutil.copyfile(ts, fresh)
    lupdate(modules, fresh, language)
    wanted = read_messages(fresh)
    if not wanted:
        return [f"{shown(ts)}: none of its texts is in the code any more"] if ts.exists() else []
    if not ts.exists():
        return [f"{shown(ts)}: missing; its texts include {wanted[0].source!r}"]
    have = {message.key: message for message in read_messages(ts)}
    problems = []
    for message in wanted:
        if message.key not in have:
            problems.append(f"{shown(ts)}: {message.context}: {message.source!r} is missing")
        elif (problem := have[message.key].problem()) is not None:
            problems.append(f"{shown(ts)}: {message.context}: {message.source!r} {problem}")
    gone = set(have) - {message.key for message in wanted}
    problems += [f"{shown(ts)}: {context}: {source!r} is no longer in the code" for context, source, _ in sorted(gone)]
    made = scratch / qm.name
    lrelease(ts, made)
    if not qm.exists() or qm.read_bytes() != made.read_bytes():
        problems.append(f"{shown(qm)} is not what pyside6-lrelease makes from {ts.name}")
    return problems


def check(folder: Path = TRANSLATIONS, names: list[str] | None = None) -> list[str]:
    """Every problem of the catalogues `names` (all by default) in `folder` (the repository's,
    or a copy of it), and the files there that belong to no catalogue."""
    problems = []
    known = {
        f"{name}_{language}{suffix}" for name in catalogues() for language in LANGUAGES for suffix in (".ts", ".qm")
    }
    with tempfile.TemporaryDirectory(prefix="hidden-leaders-translations-") as scratch:
        for name, modules in catalogues().items():
            for language in LANGUAGES if names is None or name in names else ():
                problems += check_catalogue(name, modules, language, folder, Path(scratch))
    if folder.is_dir():
        stray = sorted(path for path in folder.glob("*.[tq][sm]") if path.name not in known)
        problems += [f"{shown(path)}: belongs to no UI sub-package" for path in stray]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="catalogues to update (default: all)")
    parser.add_argument("--check", action="store_true", help="change nothing; fail on any problem")
    parser.add_argument("--pseudo", metavar="FOLDER", help="make the pseudo language's catalogues in FOLDER")
    args = parser.parse_args(argv)
    if args.pseudo:
        for made in pseudo(Path(os.path.abspath(args.pseudo))):
            print(made)
        return 0
    if args.check:
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    unknown = sorted(set(args.names) - set(catalogues()))
    if unknown:
        parser.error(f"no such catalogue: {', '.join(unknown)} (one of {', '.join(catalogues())})")
    update(args.names or list(catalogues()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
