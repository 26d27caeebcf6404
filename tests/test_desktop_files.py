"""The desktop integration files in packaging/ are valid and agree with the package they describe.

desktop-file-validate and appstreamcli come from Debian's desktop-file-utils and appstream packages
(.ci/run installs them).
"""

import configparser
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from hidden_leaders_qt.app_info import APP_ID, app_version
from hidden_leaders_qt.ui.window.identity import ICON_SIZES

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = ROOT / "packaging" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
# a screenshot's address is the repository's raw file address of its path in this tree
SCREENSHOT_PREFIX = "https://raw.githubusercontent.com/hidden-leaders-qt/hidden-leaders-qt/main/"


def run_tool(*command: str) -> subprocess.CompletedProcess:
    assert shutil.which(command[0]), f"{command[0]} is missing: .ci/run installs it with apt-get"
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


@pytest.fixture(scope="module")
def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.fixture(scope="module")
def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_the_desktop_file_is_valid():
    checked = run_tool("desktop-file-validate", str(DESKTOP))
    assert checked.returncode == 0 and checked.stdout == "", checked.stdout + checked.stderr


def test_the_desktop_file_starts_the_window_command_with_the_games_icon(desktop_entry):
    assert desktop_entry["Exec"] in PROJECT["gui-scripts"]
    assert desktop_entry["Icon"] == APP_ID
    assert desktop_entry["Terminal"] == "false"


def test_the_metainfo_is_valid():
    checked = run_tool("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_metainfo_describes_this_package(metainfo):
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == DESKTOP.name
    assert metainfo.findtext("project_license") == PROJECT["license"]
    assert {b.text for b in metainfo.iter("binary")} == set(PROJECT["scripts"]) | set(PROJECT["gui-scripts"])
    assert metainfo.find("content_rating") is not None
    assert metainfo.find("releases/release").get("version") == app_version()


def test_the_metainfo_screenshots_are_files_of_this_tree(metainfo):
    images = [image.text for image in metainfo.iter("image")]
    assert images
    for address in images:
        assert address.startswith(SCREENSHOT_PREFIX)
        screenshot = QImage(str(ROOT / address.removeprefix(SCREENSHOT_PREFIX)))
        assert screenshot.width() >= 1024 and screenshot.height() >= 576, address


def test_the_icon_exists_at_every_hicolor_size():
    assert (HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for side in ICON_SIZES:
        png = QImage(str(HICOLOR / f"{side}x{side}" / "apps" / f"{APP_ID}.png"))
        assert (png.width(), png.height()) == (side, side)


def test_the_icon_pngs_are_rendered_from_the_current_svg():
    checked = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "render_icons.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert checked.returncode == 0, checked.stderr


def test_the_desktop_file_and_the_metainfo_speak_german_too(desktop_entry, metainfo):
    """A German desktop shows the game's German description; every translated text is there."""
    assert {"Name[de]", "GenericName[de]", "Comment[de]", "Keywords[de]"} <= set(desktop_entry)
    assert "Heimliche Herrschaft" in desktop_entry["Keywords[de]"]
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("name", "summary", "description/p", "description/ul/li", "screenshots/screenshot/caption"):
        english = [e for e in metainfo.findall(tag) if lang not in e.attrib]
        german = [e for e in metainfo.findall(tag) if e.get(lang) == "de"]
        assert len(german) == len(english) > 0, tag
