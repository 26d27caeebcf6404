"""Text written in colour reaches WCAG 4.5:1 against what it is drawn on, with a light and with
dark system palettes: faction names in the result dialog, the help's victory page and card
browser, and the New Game dialog's hint."""

import re

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QStyleFactory

from hidden_leaders_qt.engine.core.constants import FACTION_ORDER
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.rules.scoring import GameResult, TieBreakStep
from hidden_leaders_qt.ui.art.contrast import LIGHTNESS_STEP, MINIMUM_CONTRAST, faction_ink
from hidden_leaders_qt.ui.art.faction_style import FACTION_COLORS, contrast_ratio
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog

COLOUR = re.compile(r"color:\s*(#[0-9a-fA-F]{6})")
# (window, base, text): two common dark themes and one that is dark grey rather than black
DARK = {
    "dark": ("#202326", "#141618", "#fcfcfc"),
    "dark grey": ("#3c3f41", "#2b2b2b", "#bbbbbb"),
}


def palette(name: str) -> QPalette:
    if name == "light":
        return QStyleFactory.create("Fusion").standardPalette()
    window, base, text = DARK[name]
    dark = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.ButtonText, text),
    ):
        dark.setColor(role, QColor(colour))
    return dark


@pytest.fixture(params=["light", *DARK])
def system_palette(request, qapp):
    before = qapp.palette()
    qapp.setPalette(palette(request.param))
    yield qapp.palette()
    qapp.setPalette(before)


def coloured_text(html: str) -> list[QColor]:
    return [QColor(found) for found in COLOUR.findall(html)]


def every_winner() -> list[GameResult]:
    """A won game for each faction, with a tie-break, so every faction colour is written."""
    return [
        GameResult(
            faction,
            "the markers say so",
            (5, 5),
            (0, 1),
            1,
            "2 leaders are aligned; decided by the fewest heroes.",
            (TieBreakStep("fewest heroes in the party", {0: 5, 1: 4}, (1,)),),
        )
        for faction in FACTION_ORDER
    ]


def test_the_result_dialog_writes_factions_readably(qtbot, system_palette):
    db = default_db()
    background = system_palette.color(QPalette.ColorRole.Window)
    for result in every_winner():
        leaders = [db.leaders[i] for i in range(4)]  # between them, every faction twice
        dialog = ResultDialog(result, ["You", "Mira", "Tobin", "Elske"], leaders, db)
        qtbot.addWidget(dialog)
        colours = [colour for label in dialog.findChildren(QLabel) for colour in coloured_text(label.text())]
        colours += coloured_text(dialog.headline.styleSheet())
        assert len(colours) >= 10
        for colour in colours:
            assert contrast_ratio(colour, background) >= MINIMUM_CONTRAST, (result.winning_faction, colour.name())


def test_the_help_writes_factions_readably(qtbot, system_palette):
    dialog = HelpDialog(default_db())
    qtbot.addWidget(dialog)
    base = dialog.victory.palette().color(QPalette.ColorRole.Base)
    colours = coloured_text(dialog.victory.toHtml())
    colours = [c for c in colours if c != dialog.victory.palette().color(QPalette.ColorRole.Text)]
    assert len(colours) == len(FACTION_ORDER) + 1  # the four factions and the Golems
    for colour in colours:
        assert contrast_ratio(colour, base) >= MINIMUM_CONTRAST, colour.name()
    browser = dialog.cards
    window = browser.name.palette().color(QPalette.ColorRole.Window)
    for row in range(browser.proxy.rowCount()):
        browser.list.setCurrentIndex(browser.proxy.index(row, 0))
        (colour,) = coloured_text(browser.name.text())
        assert contrast_ratio(colour, window) >= MINIMUM_CONTRAST, (browser.name.text(), colour.name())


def test_the_new_game_dialog_says_what_is_wrong_readably(qtbot, system_palette):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.rows[0].name.clear()
    assert dialog.hint.text() == "Player 1 needs a name."
    (colour,) = coloured_text(dialog.hint.styleSheet())
    assert contrast_ratio(colour, system_palette.color(QPalette.ColorRole.Window)) >= MINIMUM_CONTRAST


@pytest.mark.parametrize("background", ["#ffffff", "#efefef", "#808080", "#3c3f41", "#000000"])
def test_a_shade_keeps_the_hue_and_changes_only_as_much_as_needed(background):
    ground = QColor(background)
    for faction, colour in FACTION_COLORS.items():
        ink = faction_ink(faction, ground)
        assert contrast_ratio(ink, ground) >= MINIMUM_CONTRAST, faction
        if contrast_ratio(colour, ground) >= MINIMUM_CONTRAST:
            assert ink == colour
            continue
        hue, saturation, lightness, _ = colour.getHslF()
        assert abs(ink.hslHueF() - hue) < 0.02 or ink.lightnessF() in (0.0, 1.0), faction
        # the shade one step nearer the card colour does not read yet
        steps = round(abs(ink.lightnessF() - lightness) / LIGHTNESS_STEP)
        direction = 1 if ink.lightnessF() > lightness else -1
        nearer = QColor(QColor.fromHslF(hue, saturation, lightness + direction * (steps - 1) * LIGHTNESS_STEP).name())
        assert contrast_ratio(nearer, ground) < MINIMUM_CONTRAST, faction


def test_on_a_dark_window_the_plain_faction_colours_would_not_do():
    """The reason for all this: as they are, the card colours are too dark for dark themes."""
    window = QColor(DARK["dark"][0])
    assert all(contrast_ratio(FACTION_COLORS[f], window) < 3.5 for f in FACTION_ORDER)
