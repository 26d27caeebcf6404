"""Card artwork: every card renders at table and preview size, text fits, factions differ in shape."""

from dataclasses import replace
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QRegion

from hidden_leaders_qt.engine.core.constants import FACTION_ORDER
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.ui.art import card_text
from hidden_leaders_qt.ui.art.back_and_leader import paint_card_back, paint_leader_card
from hidden_leaders_qt.ui.art.card_art import card_pixmap, clear_card_cache, name_size
from hidden_leaders_qt.ui.art.card_frame import CARD_SIZE
from hidden_leaders_qt.ui.art.card_markers import marker_tokens
from hidden_leaders_qt.ui.art.faction_style import (
    FACTION_COLORS,
    MARKER_COLORS,
    contrast_ratio,
    faction_symbol_path,
    paint_faction_symbol,
)
from hidden_leaders_qt.ui.art.hero_faces import paint_card_face
from hidden_leaders_qt.ui.table.items import COMPACT_BELOW
from hidden_leaders_qt.ui.table.party_fit import CHIP_MAX_WIDTH, CHIP_ROOMY_PX, LEAST_TARGET_PX, SMALLEST_SCALE
from hidden_leaders_qt.ui.window.side_panel import PREVIEW

SIZES = [(120, 168), (300, 420)]
DB = default_db()


def render(paint, width: int, height: int, margin: int = 0) -> QImage:
    """Paint into a transparent image, optionally with an empty margin around the card."""
    image = QImage(width + 2 * margin, height + 2 * margin, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        paint(painter, QRectF(margin, margin, width, height))
    finally:
        painter.end()  # an image destroyed while still being painted crashes the interpreter
    return image


def distinct_colours(image: QImage, step: int = 2) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def assert_card_like(image: QImage) -> None:
    """Several distinct colours, and the card covers its rect apart from the rounded corners."""
    assert distinct_colours(image) >= 12
    w, h = image.width(), image.height()
    assert QColor.fromRgba(image.pixel(w // 2, h // 2)).alpha() == 255
    assert QColor.fromRgba(image.pixel(0, 0)).alpha() < 255  # rounded corner


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_hero_face_renders(qapp, width: int, height: int) -> None:
    for hero in DB.heroes:
        image = render(lambda p, r, hero=hero: paint_card_face(p, r, hero), width, height)
        assert_card_like(image)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_back_and_leaders_render(qapp, width: int, height: int) -> None:
    assert_card_like(render(paint_card_back, width, height))
    for leader in DB.leaders:
        assert_card_like(render(lambda p, r, leader=leader: paint_leader_card(p, r, leader), width, height))


def test_highlight_and_dim_change_the_face(qapp) -> None:
    hero = DB.heroes[0]
    plain = render(lambda p, r: paint_card_face(p, r, hero), 120, 168)
    lit = render(lambda p, r: paint_card_face(p, r, hero, highlighted=True), 120, 168)
    dim = render(lambda p, r: paint_card_face(p, r, hero, dimmed=True), 120, 168)
    assert plain != lit and plain != dim

    def brightness(image: QImage) -> float:
        return sum(QColor.fromRgba(image.pixel(x, y)).lightness() for x in range(0, 120, 3) for y in range(0, 168, 3))

    assert brightness(dim) < brightness(plain)


def test_nothing_is_painted_outside_the_card(qapp) -> None:
    """Drawn with a margin, the margin stays empty: no name, token or text leaks out of the card."""
    margin = 12
    painters = [lambda p, r, hero=hero: paint_card_face(p, r, hero, highlighted=True) for hero in DB.heroes]
    painters += [paint_card_back] + [
        lambda p, r, leader=leader: paint_leader_card(p, r, leader) for leader in DB.leaders
    ]
    for paint in painters:
        image = render(paint, 120, 168, margin)
        outside = QRegion(image.rect()).subtracted(QRegion(margin, margin, 120, 168))
        for rect in outside:
            for x in range(rect.left(), rect.right() + 1):
                for y in range(rect.top(), rect.bottom() + 1):
                    assert QColor.fromRgba(image.pixel(x, y)).alpha() == 0


# (size, scale, compact) as the app paints heroes: full faces on the table at a large scale
# and in the side panel's preview; compact faces on the table below `COMPACT_BELOW` device
# pixels, down to the smallest window's scale; chips where a party has no room for cards
TABLE = CARD_SIZE.toSize()
PAINTED = [
    (TABLE, COMPACT_BELOW / TABLE.width(), False),
    (TABLE, 2.0, False),
    (PREVIEW, 1.0, False),
    (TABLE, (COMPACT_BELOW - 1) / TABLE.width(), True),
    (TABLE, SMALLEST_SCALE, True),
    (QSize(round(CHIP_MAX_WIDTH), round(LEAST_TARGET_PX)), 1.0, False),
    (QSize(round(CHIP_ROOMY_PX), round(LEAST_TARGET_PX)), SMALLEST_SCALE, False),
]


@pytest.fixture
def drawn_texts(monkeypatch) -> list[tuple[list[str], bool, bool]]:
    """Every block of text the card art draws, as it draws it: (lines, within the box's
    width, within its height), measured with the font and painter it is drawn with."""
    drawn: list[tuple[list[str], bool, bool]] = []
    draw = card_text.draw_fitted

    def measured(painter: QPainter, fitted, rect: QRectF, color: QColor) -> None:
        metrics = card_text.metrics(painter, fitted.font)
        widest = max(metrics.horizontalAdvance(line) for line in fitted.lines)
        high = len(fitted.lines) * fitted.line_height
        drawn.append((fitted.lines, widest <= rect.width(), high <= rect.height() + 0.01))
        draw(painter, fitted, rect, color)

    monkeypatch.setattr(card_text, "draw_fitted", measured)
    clear_card_cache()
    yield drawn
    clear_card_cache()


@pytest.mark.parametrize(("size", "scale", "compact"), PAINTED)
def test_every_text_the_app_paints_stays_inside_its_box(qapp, drawn_texts, size, scale, compact) -> None:
    for hero in DB.heroes:
        card_pixmap(hero, size, scale, compact=compact)
    assert len(drawn_texts) >= len(DB.heroes)
    assert [lines for lines, wide_ok, high_ok in drawn_texts if not (wide_ok and high_ok)] == []


@pytest.mark.parametrize(("size", "scale", "compact"), [p for p in PAINTED if p[0].height() > p[0].width()])
def test_no_heros_name_is_cut_short_on_a_card(qapp, size, scale, compact) -> None:
    clear_card_cache()
    assert [h.id for h in DB.heroes if name_size(h, size, scale, compact=compact)[1]] == []


@pytest.mark.parametrize(("size", "scale", "compact"), PAINTED)
def test_a_text_too_long_for_its_box_is_cut_short_inside_it(qapp, drawn_texts, size, scale, compact) -> None:
    too_long = replace(
        DB.heroes[0], id="too_long_hero", name="Extraordinarily-Overlong Hero Name " * 4, text="Ability text. " * 80
    )
    card_pixmap(too_long, size, scale, compact=compact)
    assert [lines for lines, wide_ok, high_ok in drawn_texts if not (wide_ok and high_ok)] == []
    assert any(lines[-1].endswith("\u2026") for lines, _, _ in drawn_texts)


def symbol_mask(faction: str, side: int) -> list[bool]:
    """The symbol filled in one colour, as a coverage mask: only its shape can differ."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        paint_faction_symbol(painter, faction, QRectF(0, 0, side, side), QColor("black"))
    finally:
        painter.end()
    return [QColor.fromRgba(image.pixel(x, y)).alpha() > 127 for y in range(side) for x in range(side)]


@pytest.mark.parametrize("side", [16, 64])
def test_faction_symbols_differ_in_shape(qapp, side: int) -> None:
    masks = {faction: symbol_mask(faction, side) for faction in [*FACTION_ORDER, "all"]}
    for faction, mask in masks.items():
        assert 0.2 < sum(mask) / len(mask) < 0.85, faction
    for a, b in combinations(masks, 2):
        differ = sum(x != y for x, y in zip(masks[a], masks[b], strict=True))
        union = sum(x or y for x, y in zip(masks[a], masks[b], strict=True))
        assert differ / union > 0.25, (a, b)


def test_faction_symbol_path_scales_with_its_rect() -> None:
    for faction in FACTION_ORDER:
        small = faction_symbol_path(faction, QRectF(0, 0, 16, 16)).boundingRect()
        large = faction_symbol_path(faction, QRectF(10, 10, 80, 120)).boundingRect()
        assert QRectF(0, 0, 16, 16).contains(small)
        assert QRectF(10, 10, 80, 120).contains(large)
        assert large.width() == pytest.approx(small.width() * 5, rel=0.01)


def test_greyscale_cards_still_tell_factions_apart(qapp) -> None:
    """In greyscale the header symbols of the four factions' cards still differ clearly."""
    crops = {}
    for faction in FACTION_ORDER:
        hero = next(h for h in DB.heroes if h.faction == faction)
        image = render(lambda p, r, hero=hero: paint_card_face(p, r, hero), 120, 168)
        crops[faction] = image.copy(5, 5, 24, 24).convertToFormat(QImage.Format.Format_Grayscale8)
    for a, b in combinations(FACTION_ORDER, 2):
        pixels = [(x, y) for x in range(24) for y in range(24)]
        contrasty = sum(
            abs(crops[a].pixelColor(x, y).value() - crops[b].pixelColor(x, y).value()) > 60 for x, y in pixels
        )
        assert contrasty > 40, (a, b)


def test_colours_carry_white_text() -> None:
    for faction in FACTION_ORDER:
        assert contrast_ratio(FACTION_COLORS[faction], QColor("white")) >= 4.5, faction
    for marker in ("red", "green"):
        assert contrast_ratio(MARKER_COLORS[marker], QColor("white")) >= 4.5, marker
    assert MARKER_COLORS["red"] != MARKER_COLORS["green"]


def test_card_pixmap_is_cached_per_card_size_dpr_and_flags(qapp) -> None:
    clear_card_cache()
    hero = DB.heroes[3]
    size = CARD_SIZE.toSize()
    first = card_pixmap(hero, size, 2.0)
    assert first.size() == QSize(240, 336) and first.devicePixelRatio() == 2.0
    assert card_pixmap(hero, size, 2.0).cacheKey() == first.cacheKey()
    assert card_pixmap(hero, size, 1.0).cacheKey() != first.cacheKey()
    assert card_pixmap(hero, size, 2.0, highlighted=True).cacheKey() != first.cacheKey()
    assert card_pixmap(None, size).cacheKey() == card_pixmap(None, size).cacheKey()
    assert card_pixmap(DB.leaders[0], size).cacheKey() != card_pixmap(None, size).cacheKey()
    assert not card_pixmap(None, QSize(300, 420)).toImage().isNull()


def test_every_hero_has_a_compact_face_for_small_sizes(qapp):
    from PySide6.QtCore import QSize

    from hidden_leaders_qt.engine.data.cards import default_db
    from hidden_leaders_qt.ui.art.card_art import card_pixmap

    for hero in default_db().heroes:
        full = card_pixmap(hero, QSize(84, 118), 1.0).toImage()
        compact = card_pixmap(hero, QSize(84, 118), 1.0, compact=True).toImage()
        assert compact != full, hero.id
        colours = {compact.pixelColor(x, y).rgb() for x in range(0, 84, 6) for y in range(0, 118, 6)}
        assert len(colours) > 8, hero.id


def test_a_marker_that_may_go_either_way_by_the_same_amounts_shows_one_token():
    """Snappy Sea Snake's eight moves (each marker -2, -1, +1 or +2) as eight tokens were too
    small to read: one token a marker says it; every other card keeps a token a move."""
    either_way = "\u00b11\u20132"
    assert marker_tokens(DB.hero("snappy_sea_snake").markers) == [("red", either_way), ("green", either_way)]
    for hero in DB.heroes:
        if hero.markers is not None and hero.id != "snappy_sea_snake":
            assert len(marker_tokens(hero.markers)) == len(hero.markers.moves), hero.id
