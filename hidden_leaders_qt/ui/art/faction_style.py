"""Faction and marker look: a colour plus a distinct silhouette each, so nothing depends on hue alone.

Every shape is drawn in a 100x100 design box and mapped onto the caller's rect, so the same
path serves a 16 px badge and an 80 px emblem. The colours are dark enough for white text
(WCAG contrast of at least 4.5) and the four hues sit far apart for the common colour-vision
deficiencies; the shapes carry the meaning when the colours do not (greyscale, tritanopia).
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES
from hidden_leaders_qt.engine.words.german_words import FACTIONS
from hidden_leaders_qt.language import language, marked

FACTION_COLORS: dict[str, QColor] = {
    "undead": QColor("#6b3fa0"),
    "water_folk": QColor("#0b6aa8"),
    "imperial_army": QColor("#c0392b"),
    "hill_tribes": QColor("#1e7445"),
    "golems": QColor("#8c6420"),
    "none": QColor("#4d5560"),
    "all": QColor("#b8860b"),
}
# Light gold for the Buried Emperor's crown on dark grounds; the dark one for text on parchment.
EMPEROR_GOLD = QColor("#e8c25a")
EMPEROR_GOLD_DARK = QColor("#6e4f08")

# Red is the Imperial Army marker and green the Hill Tribes marker: a vermilion and a bluish
# green stay apart for red-green deficiencies, and the token shapes (disc, hexagon) differ too.
MARKER_COLORS: dict[str, QColor] = {
    "red": QColor("#c8321e"),
    "green": QColor("#127a5a"),
    "golem": QColor("#8c6420"),
}
MARKER_TITLES = {
    "red": QT_TRANSLATE_NOOP("markers", "red"),
    "green": QT_TRANSLATE_NOOP("markers", "green"),
    "golem": QT_TRANSLATE_NOOP("markers", "golem"),
    "leading": QT_TRANSLATE_NOOP("markers", "leading"),
    "trailing": QT_TRANSLATE_NOOP("markers", "trailing"),
}


# A faction's name in the form a sentence on the table asks for: German declines it ("die
# Untoten", "mit den Untoten", "Held der Untoten"); every form comes from the engine's one table
# of the factions' German (`engine/words/german_words.py`), English puts "the" before the title.


def faction_title(faction: str) -> str:
    """ "Hill Tribes": the faction's name on its own, in the language on screen."""
    return marked(FACTIONS[faction].title) if language() == "de" else FACTION_TITLES[faction]


def the_faction(faction: str) -> str:
    """ "the Hill Tribes", as subject or object ("die Hügelstämme")."""
    return marked(FACTIONS[faction].nom) if language() == "de" else f"the {FACTION_TITLES[faction]}"


def with_faction(faction: str) -> str:
    """ "the Hill Tribes" after "with" ("mit den Hügelstämmen": German's dative)."""
    return marked(FACTIONS[faction].dat) if language() == "de" else f"the {FACTION_TITLES[faction]}"


def of_faction(faction: str) -> str:
    """ "Hill Tribes" before "hero" ("Held der Hügelstämme": German's genitive)."""
    return marked(FACTIONS[faction].gen) if language() == "de" else FACTION_TITLES[faction]


def faction_text_color(faction: str) -> QColor:
    """The text colour that reads on a band of this faction's colour."""
    return QColor("#2a1d00") if faction == "all" else QColor("#ffffff")


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, used by the tests to keep white text readable on every band."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _skull() -> QPainterPath:
    head = QPainterPath()
    head.addEllipse(QRectF(14, 4, 72, 66))
    jaw = QPainterPath()
    jaw.addRoundedRect(QRectF(28, 50, 44, 44), 8, 8)
    holes = QPainterPath()
    holes.addEllipse(QRectF(25, 32, 20, 22))
    holes.addEllipse(QRectF(55, 32, 20, 22))
    holes.addPath(_polygon((50, 56), (43, 69), (57, 69)))
    for x in (38, 48, 58):
        holes.addRect(QRectF(x, 80, 4, 14))
    return head.united(jaw).subtracted(holes)


def _droplet() -> QPainterPath:
    drop = QPainterPath(QPointF(50, 2))
    drop.cubicTo(QPointF(50, 2), QPointF(16, 42), QPointF(16, 64))
    drop.arcTo(QRectF(16, 30, 68, 68), 180, 180)
    drop.cubicTo(QPointF(84, 42), QPointF(50, 2), QPointF(50, 2))
    drop.closeSubpath()
    wave = QPainterPath(QPointF(10, 62))
    wave.cubicTo(QPointF(26, 50), QPointF(38, 74), QPointF(50, 62))
    wave.cubicTo(QPointF(62, 50), QPointF(74, 74), QPointF(90, 62))
    wave.lineTo(QPointF(90, 72))
    wave.cubicTo(QPointF(74, 84), QPointF(62, 60), QPointF(50, 72))
    wave.cubicTo(QPointF(38, 84), QPointF(26, 60), QPointF(10, 72))
    wave.closeSubpath()
    return drop.subtracted(wave)


def _shield() -> QPainterPath:
    shield = QPainterPath(QPointF(12, 6))
    shield.lineTo(QPointF(88, 6))
    shield.lineTo(QPointF(88, 42))
    shield.cubicTo(QPointF(88, 70), QPointF(70, 86), QPointF(50, 97))
    shield.cubicTo(QPointF(30, 86), QPointF(12, 70), QPointF(12, 42))
    shield.closeSubpath()
    cross = QPainterPath()
    cross.addRect(QRectF(44, 16, 12, 66))
    cross.addRect(QRectF(24, 32, 52, 12))
    return shield.subtracted(cross.simplified())


def _mountains() -> QPainterPath:
    range_ = _polygon((2, 92), (30, 38), (42, 54), (64, 8), (98, 92))
    snow = _polygon((64, 8), (76, 33), (69, 29), (63, 38), (57, 29), (52, 33))
    return range_.subtracted(snow)


def _crown() -> QPainterPath:
    crown = _polygon((16, 66), (8, 24), (32, 46), (50, 12), (68, 46), (92, 24), (84, 66))
    for x, y in ((8, 22), (50, 10), (92, 22)):
        jewel = QPainterPath()
        jewel.addEllipse(QPointF(x, y), 7, 7)
        crown = crown.united(jewel)
    band = QPainterPath()
    band.addRoundedRect(QRectF(14, 72, 72, 18), 3, 3)
    gem = QPainterPath()
    gem.addEllipse(QPointF(50, 81), 5, 5)
    return crown.united(band).subtracted(gem)


def _golem_head() -> QPainterPath:
    """A blocky stone head with slit eyes and a brow: the Golems."""
    head = _polygon((22, 6), (78, 6), (92, 30), (86, 94), (14, 94), (8, 30))
    eyes = QPainterPath()
    eyes.addRect(QRectF(24, 38, 18, 9))
    eyes.addRect(QRectF(58, 38, 18, 9))
    mouth = QPainterPath()
    mouth.addRect(QRectF(34, 68, 32, 8))
    crack = _polygon((50, 6), (56, 20), (48, 26), (54, 34), (50, 34), (44, 26), (51, 20), (46, 6))
    return head.subtracted(eyes).subtracted(mouth).subtracted(crack)


def _broken_ring() -> QPainterPath:
    """A ring split in two halves that do not meet: no faction, and discord."""
    ring = QPainterPath()
    ring.addEllipse(QRectF(6, 6, 88, 88))
    hole = QPainterPath()
    hole.addEllipse(QRectF(26, 26, 48, 48))
    gap = _polygon((40, 0), (60, 0), (60, 100), (40, 100))
    return ring.subtracted(hole).subtracted(gap)


_SHAPES = {
    "undead": _skull(),
    "water_folk": _droplet(),
    "imperial_army": _shield(),
    "hill_tribes": _mountains(),
    "golems": _golem_head(),
    "none": _broken_ring(),
    "all": _crown(),
}


def _fit(path: QPainterPath, rect: QRectF) -> QPainterPath:
    """Map a design-box path onto the largest centred square of `rect`."""
    side = min(rect.width(), rect.height())
    transform = QTransform()
    transform.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    transform.scale(side / 100.0, side / 100.0)
    return transform.map(path)


def faction_symbol_path(faction: str, rect: QRectF) -> QPainterPath:
    """The faction's filled silhouette (skull, droplet, shield, mountains; a crown for "all")."""
    return _fit(_SHAPES[faction], rect)


def paint_faction_symbol(
    painter: QPainter, faction: str, rect: QRectF, color: QColor | None = None, outline: QColor | None = None
) -> None:
    """Fill the faction's silhouette; an outline keeps it visible on a ground of similar tone."""
    if color is None:
        color = EMPEROR_GOLD if faction == "all" else FACTION_COLORS[faction]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        pen = QPen(outline, max(0.6, min(rect.width(), rect.height()) / 28))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    painter.setBrush(color)
    painter.drawPath(faction_symbol_path(faction, rect))
    painter.restore()


def _hexagon() -> QPainterPath:
    return _polygon((50, 2), (93, 26), (93, 74), (50, 98), (7, 74), (7, 26))


def marker_token_path(marker: str, rect: QRectF) -> QPainterPath:
    """Token outline: red is a disc, green a hexagon, the golem marker a diamond,
    leading/trailing a rounded square."""
    if marker == "red":
        shape = QPainterPath()
        shape.addEllipse(QRectF(2, 2, 96, 96))
    elif marker == "green":
        shape = _hexagon()
    elif marker == "golem":
        shape = _polygon((50, 2), (98, 50), (50, 98), (2, 50))
    else:
        shape = QPainterPath()
        shape.addRoundedRect(QRectF(6, 6, 88, 88), 20, 20)
    return _fit(shape, rect)


def paint_marker_token(painter: QPainter, marker: str, rect: QRectF) -> None:
    """A marker token without its label; leading/trailing is split red/green because it may be either."""
    path = marker_token_path(marker, rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    if marker in MARKER_COLORS:
        painter.setBrush(MARKER_COLORS[marker])
        painter.drawPath(path)
    else:
        bounds = path.boundingRect()
        half = QPainterPath()
        half.addPolygon(QPolygonF([bounds.topLeft(), bounds.topRight(), bounds.bottomLeft()]))
        painter.setBrush(MARKER_COLORS["red"])
        painter.drawPath(path.intersected(half))
        painter.setBrush(MARKER_COLORS["green"])
        painter.drawPath(path.subtracted(half))
    side = min(rect.width(), rect.height())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if side >= 30:  # the inner ring of a game token; at table size it would only blur the label
        painter.setPen(QPen(QColor(255, 255, 255, 140), side / 26))
        inset = side / 11
        painter.drawPath(marker_token_path(marker, rect.adjusted(inset, inset, -inset, -inset)))
    painter.setPen(QPen(QColor(0, 0, 0, 120), max(0.5, side / 30)))
    painter.drawPath(path)
    painter.restore()
