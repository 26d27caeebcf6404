"""The rules reference's pages: which there are, their titles, and their text in the language
on screen.

Each page is an HTML file per language, `resources/help/rules_<page>_<language>.html`, in our
own words; the numbers of the track and the game-end table are filled in from the engine, so
a page cannot disagree with the game. A place on a page is named `page#anchor` (`glossary#bury`,
`bribery#protection`); links between pages use the `rules:` scheme with that name.
"""

import re
from html import escape
from importlib import resources

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from hidden_leaders_qt.engine.core.constants import END_THRESHOLD, START_SPACE, TRACK_MAX, TRACK_MIN, WAR_AREA_START
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.language import language, marked

RULES_SCHEME = "rules"
# the pages in the order of the reference's list: the base game, each module, the glossary
PAGES = (
    ("base", QT_TRANSLATE_NOOP("rules_pages", "Base game")),
    ("golems", QT_TRANSLATE_NOOP("rules_pages", "Golems")),
    ("queens", QT_TRANSLATE_NOOP("rules_pages", "Queens & Friend")),
    ("keeper", QT_TRANSLATE_NOOP("rules_pages", "Keeper of Discord")),
    ("bribery", QT_TRANSLATE_NOOP("rules_pages", "Bribery")),
    ("artifacts", QT_TRANSLATE_NOOP("rules_pages", "Artifacts")),
    ("royal_intrigue", QT_TRANSLATE_NOOP("rules_pages", "Royal Intrigue")),
    ("glossary", QT_TRANSLATE_NOOP("rules_pages", "Glossary")),
)
PAGE_KEYS = tuple(key for key, _title in PAGES)
MODULE_PAGES = PAGE_KEYS[1:-1]
# every term of the glossary, by its anchor (the same in every language)
GLOSSARY_TERMS = (
    "aligned", "at_random", "bribed", "bury", "buried_emperor", "discard", "discard_down", "draw",
    "exchange", "face_down", "face_up", "fast", "fate", "faction", "golem_marker", "graveyard",
    "hand", "harbor", "hidden", "leader", "leading", "look", "markers", "party", "pass", "perform",
    "place", "power_track", "reaction", "reveal", "slow", "tavern", "token", "trailing", "turn_over",
    "war_area", "wilderness",
)  # fmt: skip
PAGE_FILES = resources.files("hidden_leaders_qt.resources") / "help"
_ANCHOR = re.compile(r"""<a\s+name=["']([\w-]+)["']""")


def page_title(key: str) -> str:
    """A page's title in the language on screen."""
    return QCoreApplication.translate("rules_pages", dict(PAGES)[key])


def split_target(target: str) -> tuple[str, str]:
    """`page#anchor` (or `rules:page#anchor`, or a bare page) as its page and anchor."""
    target = target.removeprefix(f"{RULES_SCHEME}:")
    page, _hash, anchor = target.partition("#")
    return page, anchor


def _game_end_table() -> str:
    players = QCoreApplication.translate("rules_pages", "Players")
    full = QCoreApplication.translate("rules_pages", "Full game")
    beginner = QCoreApplication.translate("rules_pages", "Beginner variant")
    rows = "".join(
        f"<tr><td align='center'>{count}</td><td align='center'>{need}</td><td align='center'>{need - 1}</td></tr>"
        for count, need in sorted(END_THRESHOLD.items())
    )
    return (
        "<table border='1' cellspacing='0' cellpadding='4'>"
        f"<tr><th>{players}</th><th>{full}</th><th>{beginner}</th></tr>{rows}</table>"
    )


def page_source(key: str, code: str | None = None) -> str:
    """The page's file as written, in `code` (the language on screen by default)."""
    return (PAGE_FILES / f"rules_{key}_{code or language()}.html").read_text(encoding="utf-8")


def card_names() -> dict[str, str]:
    """Every hero's and artifact side's name in the language on screen, by its id: a page names
    a card as `{crabby_knight}`, so its name is the one the table and the card browser show."""
    db = default_db()
    return {card.id: escape(card_name(card)) for card in (*db.heroes, *db.artifact_sides)}


def page_html(key: str) -> str:
    """The page in the language on screen, its numbers filled in from the engine and its cards named."""
    return marked(page_source(key)).format(
        **card_names(),
        start=START_SPACE,
        low=TRACK_MIN,
        high=TRACK_MAX,
        war=WAR_AREA_START,
        game_end=_game_end_table(),
    )


def anchors(html: str) -> set[str]:
    """The anchors a page's HTML names."""
    return set(_ANCHOR.findall(html))
