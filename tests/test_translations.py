"""The window's translation catalogues are complete and compiled: `packaging/translations.py
--check` passes on the repository, and fails, naming the file and the text, on a copy with an
unfinished translation, a stale `.qm`, a lost placeholder or a missing catalogue."""

import importlib.util
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "translations.py"
ONLY = ["language"]  # the damaged copies: the catalogue damaged, which this branch's tests know


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("translations_tool", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def copy(tool, tmp_path) -> Path:
    """The repository's catalogues in a folder of their own, to damage."""
    folder = tmp_path / "translations"
    shutil.copytree(tool.TRANSLATIONS, folder)
    return folder


def change_translation(ts: Path, source: str, translation: str, unfinished: bool = False) -> None:
    tree = ET.parse(ts)
    (message,) = [m for m in tree.getroot().iter("message") if m.findtext("source") == source]
    element = message.find("translation")
    element.text = translation
    if unfinished:
        element.set("type", "unfinished")
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def test_every_catalogue_is_complete_and_its_qm_compiled_from_it():
    checked = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stderr


def test_the_catalogues_are_one_per_ui_sub_package_with_language_and_help_set_apart(tool):
    found = tool.catalogues()
    assert {"window", "dialogs", "table", "game", "advisor", "records", "replay", "language", "help"} <= set(found)
    dialogs = tool.UI / "dialogs"
    language = {dialogs / "preferences_dialog.py", dialogs / "about_dialog.py"}
    assert language | set((tool.UI / "language").glob("*.py")) <= set(found["language"])
    # Help's catalogue: its dialog and keys page, and the room of its rules pages
    help_room = set((tool.UI / "help").glob("*.py"))
    assert set(found["help"]) == {dialogs / "help_dialog.py", dialogs / "keyboard_help.py"} | help_room
    assert not (language | set(found["help"])) & set(found["dialogs"])
    assert dialogs / "new_game_dialog.py" in found["dialogs"]
    assert (tool.TRANSLATIONS / "language_de.ts").is_file()


def test_an_unfinished_translation_fails_the_check_with_its_file_and_text(tool, copy):
    assert tool.check(copy, ONLY) == []
    change_translation(copy / "language_de.ts", "Preferences", "Einstellungen", unfinished=True)
    problems = tool.check(copy, ONLY)
    assert any(
        p.startswith("resources/translations/language_de.ts: PreferencesDialog: 'Preferences'") and "unfinished" in p
        for p in problems
    ), problems


def test_a_qm_older_than_its_ts_fails_the_check(tool, copy):
    change_translation(copy / "language_de.ts", "Later", "Nachher")
    assert tool.check(copy, ONLY) == [
        "resources/translations/language_de.qm is not what pyside6-lrelease makes from language_de.ts"
    ]


def test_a_text_missing_from_its_catalogue_or_gone_from_the_code_fails_the_check(tool, copy):
    ts = copy / "language_de.ts"
    tree = ET.parse(ts)
    for context in tree.getroot().iter("context"):
        for message in context.findall("message"):
            if message.findtext("source") == "Later":
                message.find("source").text = "Afterwards"  # as if the code said "Later" only now
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    problems = tool.check(copy, ONLY)
    assert "resources/translations/language_de.ts: WindowRestart: 'Later' is missing" in problems
    assert "resources/translations/language_de.ts: WindowRestart: 'Afterwards' is no longer in the code" in problems


def test_a_missing_catalogue_and_a_stray_one_fail_the_check(tool, copy):
    (copy / "language_de.ts").rename(copy / "lost_de.ts")
    problems = tool.check(copy, ONLY)
    assert any(p.startswith("resources/translations/language_de.ts: missing") for p in problems), problems
    assert "resources/translations/lost_de.ts: belongs to no UI sub-package" in problems


def test_a_translation_must_keep_its_placeholders_and_shortcut_and_a_text_its_context(tool):
    def problem(source: str, *forms: str, context: str = "Dialog") -> str | None:
        return tool.Message(context, source, "", forms, unfinished=False).problem()

    assert problem("Waiting for {name}…", "Warten auf {name} …") is None
    assert "placeholders" in problem("Waiting for {name}…", "Warten auf {Name} …")
    assert "placeholders" in problem("{count} cards", "Karten")
    # a plural form may drop the number ("eine Karte"), never bring a placeholder of its own
    assert problem("%n card(s) of {name}", "eine Karte von {name}", "%n Karten von {name}") is None
    assert "placeholders" in problem("%n card(s)", "{n} Karte", "%n Karten")
    assert "&" in problem("&Volume:", "Lautstärke:")
    assert problem("Tom &amp; Jerry", "Tom &amp; Jerry") is None  # an entity is no shortcut
    assert "unfinished" in problem("Later", "  ")
    assert "unfinished" in problem("%n card(s)", "eine Karte", "")
    assert "context" in problem("Later", "Später", context="")
