"""A hero painted: the full face, the compact face a small screen shows at table size, and
the chip of a party too crowded for cards; the faction's name spelled out at the foot; and
how large each picture drew the hero's name (`name_sizes`, which `card_art.name_size` reads)."""

from math import cos, pi, sin

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient

from hidden_leaders_qt.engine.data.card_language import card_name, card_text
from hidden_leaders_qt.engine.data.cards import HeroCard
from hidden_leaders_qt.engine.words.titles import golem_title
from hidden_leaders_qt.ui.art import card_text as fitted_text
from hidden_leaders_qt.ui.art.card_frame import (
    INK,
    PARCHMENT,
    Box,
    frame_color,
    paint_divider,
    paint_frame,
    paint_overlays,
    rounded,
)
from hidden_leaders_qt.ui.art.card_markers import paint_emperor_emblem, paint_markers
from hidden_leaders_qt.ui.art.card_text import SANS, SERIF, Fitted, draw_text, fit_text
from hidden_leaders_qt.ui.art.faction_style import (
    EMPEROR_GOLD_DARK,
    faction_text_color,
    faction_title,
    paint_faction_symbol,
)

# the size of a hero's name (device pixels, and whether it was cut short) in each picture
# painted: the table lays a party out as chips when its cards would show names too small
name_sizes: dict[tuple, tuple[float, bool]] = {}
painting: list[tuple] = []  # the cache key of the picture being painted


def _note_name(painter: QPainter, fitted: Fitted) -> None:
    if painting:
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        name_sizes[painting[-1]] = (fitted.px * dpr, fitted.elided)


def _begin_hero(painter: QPainter, rect: QRectF, faction: str) -> tuple[Box, QColor, QPainterPath]:
    """Save the painter and lay down a hero's faction body; the box, the frame colour and
    the card's outline are what the rest of the face is drawn with (restore when done)."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    b = Box.of(rect)
    outer = rounded(b.card, b.k(7))
    paint_frame(painter, b, outer, faction)
    return b, frame_color(faction), outer


def _clear_of_badge(name_rect: QRectF, card: QRectF, badge: float) -> QRectF:
    """`name_rect` narrowed to end left of a badge `badge` wide in the card's top right corner
    (a bribery token), so that the badge covers no letter."""
    if badge <= 0:
        return name_rect
    width = min(name_rect.width(), card.right() - badge - name_rect.left())
    return QRectF(name_rect.left(), name_rect.top(), width, name_rect.height())


def paint_card_face(
    painter: QPainter,
    rect: QRectF,
    hero: HeroCard,
    *,
    highlighted: bool = False,
    dimmed: bool = False,
    badge: float = 0.0,
) -> None:
    """A hero's face: faction frame and symbol, fitted name, marker tokens, ability text, set
    marks; the name keeps clear of a `badge` that wide in the top right corner."""
    faction = hero.faction
    b, base, outer = _begin_hero(painter, rect, faction)

    symbol_rect = b.r(6, 6, 22, 22)
    shadow = symbol_rect.translated(b.k(0.6), b.k(0.8))
    paint_faction_symbol(painter, faction, shadow, QColor(0, 0, 0, 80))
    if faction == "all":
        paint_faction_symbol(painter, faction, symbol_rect, QColor("#fff4c8"), EMPEROR_GOLD_DARK)
    else:
        paint_faction_symbol(painter, faction, symbol_rect, QColor("white"))
    name_rect = _clear_of_badge(b.r(31, 3, 84, 29), rect, badge)
    name_colour = faction_text_color(faction)
    fitted = fit_text(
        painter, card_name(hero), name_rect, SERIF, b.k(10.5), b.k(6.5), bold=True, max_lines=2, balanced=True
    )
    _note_name(painter, fitted)
    fitted_text.draw_fitted(painter, fitted, name_rect, name_colour)

    panel = b.r(4, 33, 112, 124)
    panel_path = rounded(panel, b.k(4))
    painter.fillPath(panel_path, PARCHMENT)
    art = b.r(4, 33, 112, 47)
    tint = QRadialGradient(art.center(), art.width() * 0.62)
    glow = QColor(base)
    glow.setAlpha(70)
    tint.setColorAt(0.0, glow)
    tint.setColorAt(1.0, QColor(base.red(), base.green(), base.blue(), 10))
    painter.save()
    painter.setClipPath(panel_path)
    painter.fillRect(art, QBrush(tint))
    watermark = QColor(base)
    watermark.setAlpha(28)
    paint_faction_symbol(painter, faction, b.r(36, 34, 48, 45), watermark)
    painter.restore()

    marker_area = b.r(8, 34, 104, 45)
    if faction == "all":
        paint_emperor_emblem(painter, b, marker_area)
    elif hero.markers is not None:
        paint_markers(painter, b, hero.markers, marker_area)
    else:  # say so, or an empty area looks like a drawing that failed
        draw_text(
            painter,
            QCoreApplication.translate("card_art", "no marker move"),
            marker_area,
            INK.lighter(170),
            SANS,
            b.k(7),
            b.k(4.5),
            italic=True,
        )
    paint_divider(painter, b, 81, base.darker(110))

    text_rect = b.r(8, 84, 104, 71)
    draw_text(painter, card_text(hero), text_rect, INK, SANS, b.k(9.6), b.k(5.0), spacing=1.02)
    painter.setPen(QPen(base.darker(140), b.k(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(panel_path)

    _paint_footer(painter, b, hero)
    paint_overlays(painter, b, outer, highlighted, dimmed)
    painter.restore()


def paint_card_compact(
    painter: QPainter, rect: QRectF, hero: HeroCard, *, dimmed: bool = False, badge: float = 0.0
) -> None:
    """A hero as it reads at table size on a small screen: a large name and the marker
    tokens, no ability text (hovering shows the full card); the name keeps clear of a badge."""
    faction = hero.faction
    b, base, outer = _begin_hero(painter, rect, faction)
    colour = QColor("#fff4c8") if faction == "all" else QColor("white")
    name_options = {"bold": True, "max_lines": 3, "balanced": True}
    symbol, name_rect = b.r(5, 5, 30, 30), _clear_of_badge(b.r(37, 3, 80, 58), rect, badge)
    fitted = fit_text(painter, card_name(hero), name_rect, SERIF, b.k(17), b.k(10), **name_options)
    if fitted.elided:  # a long word ("Quartermaster"): a smaller symbol leaves the name more room
        symbol, name_rect = b.r(4, 4, 19, 19), _clear_of_badge(b.r(24, 3, 93, 58), rect, badge)
        fitted = fit_text(painter, card_name(hero), name_rect, SERIF, b.k(17), b.k(9), **name_options)
    paint_faction_symbol(painter, faction, symbol, colour)
    _note_name(painter, fitted)
    fitted_text.draw_fitted(painter, fitted, name_rect, faction_text_color(faction))
    panel = b.r(4, 64, 112, 93)
    panel_path = rounded(panel, b.k(4))
    painter.fillPath(panel_path, PARCHMENT)
    area = b.r(6, 66, 108, 89)
    if faction == "all":
        paint_emperor_emblem(painter, b, area)
    elif hero.markers is not None:
        paint_markers(painter, Box(b.origin, b.s * 1.7), hero.markers, area)  # tokens 1.7 times larger
    else:
        draw_text(
            painter,
            QCoreApplication.translate("card_art", "no marker move"),
            area,
            INK.lighter(170),
            SANS,
            b.k(11),
            b.k(7),
            italic=True,
        )
    painter.setPen(QPen(base.darker(140), b.k(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(panel_path)
    _paint_footer(painter, b, hero)
    paint_overlays(painter, b, outer, False, dimmed)
    painter.restore()


def readable_name_px(scale: float) -> float:
    """The least size, in device pixels, of a hero's name on the table seen at `scale`: 10
    on the smallest window (a scale of about 0.55), more as the window grows."""
    return 10.0 * max(1.0, scale / 0.55) ** 0.5


def paint_card_chip(
    painter: QPainter, rect: QRectF, hero: HeroCard, *, dimmed: bool = False, badge: float = 0.0
) -> None:
    """A hero in a party where a card would be too small to read: a landscape tile with the
    faction symbol and the name in at least `readable_name_px` (hovering shows the full card),
    clear of a badge that wide in the top right corner."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    base = frame_color(hero.faction)
    radius = min(rect.height() * 0.14, 8.0)
    outer = rounded(rect, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, base.lighter(125))
    gradient.setColorAt(1.0, base.darker(125))
    painter.fillPath(outer, gradient)
    pad = rect.height() * 0.08
    colour = QColor("#fff4c8") if hero.faction == "all" else QColor("white")
    least = readable_name_px(dpr) / dpr
    fitted = None
    # a long name: a smaller symbol, none, then lighter letters leave it more room
    for share, bold in ((0.5, True), (0.3, True), (0.0, True), (0.0, False)):
        side = min(rect.height() * share, rect.width() * 0.2)
        symbol = QRectF(rect.left() + pad, rect.top() + pad, side, side)
        left = symbol.right() + (pad if side else 0.0)
        # dimmed (a hidden hero its owner sees): the name clear of the FACE DOWN band at the foot
        name_rect = QRectF(left, rect.top(), rect.right() - pad - left, rect.height() * (0.78 if dimmed else 1.0))
        name_rect = _clear_of_badge(name_rect, rect, badge)
        biggest = max(least, min(rect.height() * 0.42, least * 1.6))
        fitted = fit_text(
            painter, card_name(hero), name_rect, SANS, biggest, least, bold=bold, max_lines=3, balanced=True
        )
        if not fitted.elided:
            break
    if side:
        paint_faction_symbol(painter, hero.faction, symbol, colour)
    _note_name(painter, fitted)
    fitted_text.draw_fitted(painter, fitted, name_rect, faction_text_color(hero.faction))
    painter.setPen(QPen(base.darker(180), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rounded(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius))
    if dimmed:
        painter.fillPath(outer, QColor(24, 24, 28, 130))
    painter.restore()


def hero_faction_title(hero: HeroCard) -> str:
    """What a hero belongs to, in words: "Hill Tribes golem", "Golems", "No faction"..."""
    if hero.faction == "all":
        return QCoreApplication.translate("card_art", "Buried Emperor")
    if hero.faction == "none":
        return QCoreApplication.translate("card_art", "No faction")
    if hero.golem and hero.faction != "golems":
        return golem_title(hero.faction)
    return faction_title(hero.faction)


def _paint_footer(painter: QPainter, b: Box, hero: HeroCard) -> None:
    """Faction name spelled out (for colour-blind players), a promo star and the advanced (+) badge."""
    title = hero_faction_title(hero)
    footer = b.r(20, 157, 80, 11)
    colour = faction_text_color(hero.faction)
    draw_text(painter, title.upper(), footer, colour, SANS, b.k(6.6), b.k(4.5), bold=True)
    if hero.set == "promo":
        _paint_star(painter, b.p(11, 162.3), b.k(4.6), QColor("#ffd34d"), colour)
    if hero.advanced:
        disc = b.r(103.5, 157.4, 9.6, 9.6)
        painter.setPen(QPen(colour, b.k(0.8)))
        painter.setBrush(QColor(0, 0, 0, 60) if hero.faction != "all" else QColor(255, 255, 255, 90))
        painter.drawEllipse(disc)
        pen = QPen(colour, b.k(1.4))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        c = disc.center()
        arm = b.k(2.6)
        painter.drawLine(QPointF(c.x() - arm, c.y()), QPointF(c.x() + arm, c.y()))
        painter.drawLine(QPointF(c.x(), c.y() - arm), QPointF(c.x(), c.y() + arm))


def _paint_star(painter: QPainter, centre: QPointF, radius: float, fill: QColor, edge: QColor) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -pi / 2 + i * pi / 5
        points.append(QPointF(centre.x() + r * cos(angle), centre.y() + r * sin(angle)))
    painter.setPen(QPen(edge.darker(150) if edge.lightness() > 128 else QColor("#5a3d00"), radius / 6))
    painter.setBrush(fill)
    painter.drawPolygon(QPolygonF(points))
