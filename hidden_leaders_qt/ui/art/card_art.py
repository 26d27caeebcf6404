"""The cards as pictures: a cached, device-pixel-ratio aware pixmap of a hero (its face,
compact face or chip), a leader or the back, and how large a hero's name came out in one.

The painting is in the modules beside it: `hero_faces.py` and `back_and_leader.py`, drawn
with `card_frame.py`, `card_text.py` and `card_markers.py`.
"""

from collections import OrderedDict

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap

from hidden_leaders_qt.engine.data.cards import HeroCard, Leader
from hidden_leaders_qt.language import language_code
from hidden_leaders_qt.ui.art.back_and_leader import paint_card_back, paint_leader_card
from hidden_leaders_qt.ui.art.hero_faces import (
    name_sizes,
    paint_card_chip,
    paint_card_compact,
    paint_card_face,
    painting,
)

_CACHE_LIMIT = 512
_cache: OrderedDict[tuple, QPixmap] = OrderedDict()


def warm_up(hero: HeroCard) -> None:
    """Paint once off screen so that loading fonts and glyphs happens now, not in the middle
    of the first game's first frame."""
    for compact in (False, True):
        card_pixmap(hero, QSize(60, 84), 1.0, compact=compact)
    card_pixmap(None, QSize(60, 84), 1.0)


def clear_card_cache() -> None:
    """Forget every cached pixmap, e.g. after the card data or the screen changed."""
    _cache.clear()
    name_sizes.clear()


def name_size(hero: HeroCard, size: QSize, dpr: float, *, compact: bool = False) -> tuple[float, bool]:
    """How many device pixels high the hero's name is drawn at that size and scale, and
    whether it is cut short (the picture is painted, and kept, to know)."""
    key = _cache_key(hero, size, dpr, False, False, compact)
    if key not in name_sizes:
        _cache.pop(key, None)
        card_pixmap(hero, size, dpr, compact=compact)
    return name_sizes[key]


def _cache_key(
    card, size: QSize, dpr: float, highlighted: bool, dimmed: bool, compact: bool = False, badge: float = 0.0
) -> tuple:
    if card is None:
        ident = "back"
    elif isinstance(card, Leader):
        ident = f"leader:{card.id}"
    else:
        ident = f"hero:{card.id}"
    # the language too: a card painted in English is not shown after a switch to German
    shape = (size.width(), size.height(), round(dpr, 3), highlighted, dimmed, compact, round(badge, 1))
    return (ident, language_code(), *shape)


def is_cached(
    card: HeroCard | Leader | None,
    size: QSize,
    dpr: float = 1.0,
    *,
    dimmed: bool = False,
    compact: bool = False,
    badge: float = 0.0,
) -> bool:
    """Whether `card_pixmap` can answer without painting (painting a face costs milliseconds)."""
    return _cache_key(card, size, dpr, False, dimmed, compact, badge) in _cache


def card_pixmap(
    card: HeroCard | Leader | None,
    size: QSize,
    dpr: float = 1.0,
    *,
    highlighted: bool = False,
    dimmed: bool = False,
    compact: bool = False,
    badge: float = 0.0,
) -> QPixmap:
    """A cached, device-pixel-ratio aware pixmap of a hero face, a leader, or the back (None);
    `compact` draws a hero for small sizes (see `paint_card_compact`); a hero wider than
    tall is drawn as a chip (see `paint_card_chip`); a hero's name keeps clear of a `badge`
    that wide in the top right corner."""
    key = _cache_key(card, size, dpr, highlighted, dimmed, compact, badge)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    rect = QRectF(0, 0, size.width(), size.height())
    if len(name_sizes) > _CACHE_LIMIT * 4:
        name_sizes.clear()
    painting.append(key)
    try:
        if card is None:
            paint_card_back(painter, rect, highlighted=highlighted, dimmed=dimmed)
        elif isinstance(card, Leader):
            paint_leader_card(painter, rect, card, highlighted=highlighted, dimmed=dimmed)
        elif size.width() > size.height():
            paint_card_chip(painter, rect, card, dimmed=dimmed, badge=badge)
        elif compact:
            paint_card_compact(painter, rect, card, dimmed=dimmed, badge=badge)
        else:
            paint_card_face(painter, rect, card, highlighted=highlighted, dimmed=dimmed, badge=badge)
    finally:
        painting.pop()
        painter.end()  # a pixmap destroyed while still being painted crashes the interpreter
    _cache[key] = pixmap
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return pixmap
