"""The table and the game's prompts in German: the catalogues of ui/table and ui/game are
complete, and a table shown with them installed speaks German (zone titles, plates, the
standing, the keyboard's words, the prompt), while English stays the source."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from hidden_leaders_qt.engine import Settings
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.language.translators import apply_language
from hidden_leaders_qt.ui.table.items import PileItem
from hidden_leaders_qt.ui.table.plate_item import PlateItem
from hidden_leaders_qt.ui.table.table_descriptions import describe_item
from hidden_leaders_qt.ui.window.main_window import MainWindow
from hidden_leaders_qt.ui.window.screenshot import play_turns

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
CATALOGUES = ("table", "game")
ENGLISH_ZONES = ("Tavern", "Harbor", "Wilderness", "Graveyard")
GERMAN_ZONES = ("Taverne", "Hafen", "Wildnis", "Friedhof")


@pytest.mark.parametrize("name", CATALOGUES)
def test_catalogue_is_complete_and_keeps_placeholders(name):
    """Every entry has German, and the German fills the same named placeholders."""
    root = ET.parse(TRANSLATIONS / f"{name}_de.ts").getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 50
    for message in messages:
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation.get("type") is None and translation.text, source
        assert set(re.findall(r"\{\w+\}", source)) == set(re.findall(r"\{\w+\}", translation.text)), source
    assert (TRANSLATIONS / f"{name}_de.qm").stat().st_size > 0


@pytest.fixture
def german_window(qtbot, tmp_path, monkeypatch):
    """A window built in German as the program starts in it (the catalogues installed and the
    engine's words German), a 4-player game a few turns in."""
    monkeypatch.setenv("HIDDEN_LEADERS_DATA_DIR", str(tmp_path / "data"))
    apply_language("de")
    win = MainWindow(autosave_enabled=False, bot_pause_ms=0)
    try:
        win.resize(1024, 700)
        settings = Settings(players=4, seed=7)
        seats = [Seat("You" if s == 0 else f"Bot{s}", "human" if s == 0 else "medium") for s in range(4)]
        win.session.start(settings, seats, play_turns(settings, 2))
        win.session.bots.stop()
        win.show()
        qtbot.waitExposed(win)
        yield win
    finally:
        win.shut_down()
        win.deleteLater()
        apply_language("en")


def _scene_words(win: MainWindow) -> list[str]:
    words = []
    for item in win.scene.items():
        if isinstance(item, PileItem):
            words.append(item.title)
        elif isinstance(item, QGraphicsSimpleTextItem):
            words.append(item.text())
        elif isinstance(item, PlateItem):
            words.append(item.detail)
    return words + [win.scene.standing.plate.text, win.scene.ending.plate.text]


def test_table_speaks_german(german_window):
    win = german_window
    words = _scene_words(win)
    for zone in GERMAN_ZONES:
        assert zone in words, zone
    for zone in ENGLISH_ZONES:
        assert zone not in words, zone
    details = [item.detail for item in win.scene.items() if isinstance(item, PlateItem)]
    assert details and all("offen" in detail and "face up" not in detail for detail in details)
    assert win.scene.ending.plate.text.startswith("Ende bei") or win.scene.ending.plate.text.startswith("Letzter Zug")
    assert "would win" not in win.scene.standing.plate.text
    harbor = describe_item(win.scene.harbor, 0, win.session.names)
    assert harbor.startswith("Hafen, ") and harbor.endswith(" Karten")
    hand = describe_item(win.scene.position_items[(Zone.HAND, 0, 0)], 0, win.session.names, 2)
    assert "auf deiner Hand, Karte 1 von 2" in hand
    prompt = win.controller.choice.prompt
    assert prompt and not re.search(r"\b(choose|your|card)\b", prompt), prompt


def test_english_is_the_source(qtbot, tmp_path, monkeypatch):
    """Without the catalogues the same table says what it always said."""
    monkeypatch.setenv("HIDDEN_LEADERS_DATA_DIR", str(tmp_path / "data"))
    win = MainWindow(autosave_enabled=False, bot_pause_ms=0)
    try:
        words = _scene_words(win)
        for zone in ("Harbor", "Wilderness", "Graveyard"):
            assert zone in words
    finally:
        win.shut_down()
        win.deleteLater()
