"""Faction names written in their faction's colour stay readable on any palette.

The faction colours are chosen for fills (card bands, symbols) under white text; as text
they are too dark for a dark window (about 2:1). Text takes the colour's hue with the
lightness moved, as little as needed, away from the background's: darker on a light
palette, lighter on a dark one, until the WCAG contrast ratio reaches 4.5:1 (the level for
body text). The palette's own colour decides, so a custom or high-contrast theme gets the
same care.
"""

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from hidden_leaders_qt.ui.art.faction_style import FACTION_COLORS, contrast_ratio

MINIMUM_CONTRAST = 4.5
LIGHTNESS_STEP = 0.01


def readable(color: QColor, background: QColor, minimum: float = MINIMUM_CONTRAST) -> QColor:
    """`color` itself when it reads on `background`, else the nearest shade of its hue that does."""
    if contrast_ratio(color, background) >= minimum:
        return QColor(color)
    hue, saturation, lightness, _alpha = color.getHslF()
    towards_white = background.lightnessF() < 0.5
    shade = QColor(color)
    while contrast_ratio(shade, background) < minimum:
        lightness = min(1.0, lightness + LIGHTNESS_STEP) if towards_white else max(0.0, lightness - LIGHTNESS_STEP)
        # measured as written, in 8 bits a channel: a colour name cannot hold more
        shade = QColor(QColor.fromHslF(max(0.0, hue), saturation, lightness).name())
        if lightness in (0.0, 1.0):  # black or white: as far as a shade can go
            break
    return shade


def faction_ink(faction: str, background: QColor) -> QColor:
    """The colour to write a faction's name in on `background`."""
    return readable(FACTION_COLORS[faction], background)


def background_of(widget: QWidget, role: QPalette.ColorRole = QPalette.ColorRole.Window) -> QColor:
    """What text in a widget is drawn on: the window colour, or the base colour of text views."""
    return widget.palette().color(role)
