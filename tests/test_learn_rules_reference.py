"""Help's rules reference: a page for the base game and one for each module, in English and
German, the power track's win conditions drawn, a search across the pages, a glossary other
parts link to, and every module's question naming its rule with a link that opens Help there.
"""

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication, QMessageBox
from test_hurried_questions import MODULES, position
from ui_driver import WAIT_MS, activate, no_modal, press_shortcut, wait_modal

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.options import DECISION_KINDS
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.language import LANGUAGES, set_language
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, autosave
from hidden_leaders_qt.ui.art.faction_style import FACTION_COLORS, MARKER_COLORS
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.help.rule_links import KIND_RULES, rule_line, rule_pages
from hidden_leaders_qt.ui.help.rules_pages import (
    GLOSSARY_TERMS,
    MODULE_PAGES,
    PAGE_KEYS,
    RULES_SCHEME,
    anchors,
    page_source,
    split_target,
)
from hidden_leaders_qt.ui.help.track_pictures import EXAMPLES, SCALE, TOKEN, TRACK_TOP, space_rect, track_image
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE, apply_language

LINK = re.compile(rf"""href=["']{RULES_SCHEME}:([\w#]+)["']""")
# what each module's page is about, as its own rulebook words it
MODULE_WORDS = {
    "en": {
        "golems": "golem marker",
        "queens": "two heroes of the winning faction",
        "keeper": "turned face down instead",
        "bribery": "bag",
        "artifacts": "once in each turn",
        "royal_intrigue": "royal row",
    },
    "de": {
        "golems": "Golem-Marker",
        "queens": "zwei Charaktere der siegreichen Fraktion",
        "keeper": "stattdessen umgedreht",
        "bribery": "Beutel",
        "artifacts": "einmal in jedem Zug",
        "royal_intrigue": "königliche Reihe",
    },
}
MODULE_QUESTIONS = ("fate", "bribe_moment", "place_token", "reaction", "artifact_side", "artifact", "royal_card")


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_every_module_has_its_rules_page_in_both_languages(code):
    english = {key: anchors(page_source(key, "en")) for key in PAGE_KEYS}
    for key in MODULE_PAGES:
        text = " ".join(re.sub(r"<[^>]+>", " ", page_source(key, code)).split())
        assert MODULE_WORDS[code][key] in text, f"{key} ({code}) does not explain its rule"
        assert len(text) > 600, f"{key} ({code}) is a stub"
    for key in PAGE_KEYS:
        # the same places in every language, so a link finds its place in each
        assert anchors(page_source(key, code)) == english[key], key


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_every_glossary_term_has_an_anchor_and_every_link_a_place(code):
    glossary = anchors(page_source("glossary", code))
    assert set(GLOSSARY_TERMS) <= glossary, set(GLOSSARY_TERMS) - glossary
    for term in ("bury", "hidden", "reveal", "face_up", "face_down", "leading", "trailing", "slow", "fast"):
        assert term in GLOSSARY_TERMS
    for key in PAGE_KEYS:
        for target in LINK.findall(page_source(key, code)):
            page, anchor = split_target(target)
            assert page in PAGE_KEYS, f"{key} ({code}) links to a missing page {target}"
            assert not anchor or anchor in anchors(page_source(page, code)), f"{key} ({code}): {target}"


@pytest.mark.parametrize(
    ("target", "term"), [("glossary#bury", "Bury"), ("glossary#slow", "Slow"), ("bribery#protection", "Protection")]
)
def test_learn_help_opens_at_a_term_with_the_term_in_sight(qtbot, target, term):
    """What other parts link to: Help at a glossary term (or a place on a page) shows it selected."""
    set_language("en")
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.resize(900, 680)
    dialog.show()
    dialog.open_at(target)
    browser = dialog.reference.browser
    assert dialog.tabs.currentWidget() is dialog.reference and dialog.reference.page == split_target(target)[0]
    cursor = browser.textCursor()
    assert cursor.selectedText().startswith(term)
    qtbot.waitUntil(lambda: browser.viewport().rect().contains(browser.cursorRect(cursor).center()))


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_how_to_play_leads_to_the_glossary_by_its_link(qtbot, qapp, code):
    """How to Play's few words on the cards end with a link; a click on it shows the glossary."""
    apply_language(code)
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.resize(900, 680)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.rules
    start = _link_position(browser.document(), "rules:glossary")
    cursor = QTextCursor(browser.document())
    cursor.setPosition(start + 1)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=browser.cursorRect(cursor).center())
    qtbot.waitUntil(lambda: dialog.tabs.currentWidget() is dialog.reference)
    assert dialog.reference.page == "glossary"


def _link_position(document: QTextDocument, href: str) -> int:
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref() == href:
                return fragment.position()
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


def test_learn_the_track_pictures_draw_each_win_condition(qapp):
    """Each marker stands above the space its example names, and what decides is drawn in the
    faction's colour (the war area's frame, the Water Folk's pair, the arrows of the lead)."""
    for faction, example in EXAMPLES.items():
        image = track_image(example)
        markers = [("red", example.red), ("green", example.green)] + ([("golem", example.golem)] * bool(example.golem))
        for marker, space in markers:
            # each marker stands alone on its space in the examples: its colour is above that space's centre
            x = space_rect(space).center().x()
            seen = image.pixelColor(round(x * SCALE), round((TRACK_TOP - TOKEN / 2 - 4) * SCALE))
            assert _near(seen, MARKER_COLORS[marker]), f"{faction}: {marker} is not on space {space}"
        colour = FACTION_COLORS[faction]
        drawn = sum(
            _near(image.pixelColor(x, y), colour)
            for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)
        )
        assert drawn > 400, f"{faction}: its condition is not drawn in its colour"


def _near(seen: QColor, wanted: QColor) -> bool:
    return all(abs(a - b) < 24 for a, b in zip(seen.getRgb()[:3], wanted.getRgb()[:3], strict=True))


def test_learn_every_module_question_names_its_rule_and_base_questions_none():
    """Seeded games, every question asked: a module's question links to an existing page of
    that module; a game without modules never shows a rule line."""
    seen_kinds: dict[str, set[str]] = {}
    for seed in range(12):
        for modules in (MODULES, {}):
            settings = Settings(players=2 + seed % 3, seed=seed, **modules)
            st = new_game(settings)
            chooser = SplitMix64(seed)
            while not st.is_over:
                view = st.view_for(st.deciding_seat)
                pages = rule_pages(view, view.decision, st.db)
                assert set(pages) <= set(MODULE_PAGES), pages
                if not modules:
                    assert pages == (), f"{view.decision.kind} of the base game names a rule"
                else:
                    seen_kinds.setdefault(view.decision.kind, set()).update(pages)
                st.apply(st.options[chooser.below(len(st.options))])
    for kind in MODULE_QUESTIONS:
        assert seen_kinds.get(kind), f"{kind} names no rule"
    for kind, page in KIND_RULES.items():
        if kind in seen_kinds:
            assert seen_kinds[kind] == {page}, kind
    assert set(KIND_RULES) <= set(DECISION_KINDS)


def test_learn_a_rule_line_is_one_link_per_page():
    set_language("en")
    assert rule_line(()) == ""
    line = rule_line(("bribery",))
    assert line.startswith("Rule: ") and 'href="rules:bribery"' in line and ">Bribery<" in line
    assert rule_line(("bribery", "artifacts")).count("<a ") == 2


def open_help(qtbot, window) -> HelpDialog:
    """Help, by its key (F1), as a person opens it in either language."""
    wait_modal(qtbot, NewGameDialog).reject()  # the first launch offers a new game
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    press_shortcut(qtbot, window, Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier)
    return wait_modal(qtbot, HelpDialog)


@pytest.mark.parametrize(
    ("code", "term", "page"), [("en", "fate card", "golems"), ("de", "Schicksalskarten", "golems")]
)
def test_learn_the_rules_search_finds_a_term_and_shows_it(qtbot, launch_app, monkeypatch, code, term, page):
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, code)
    window = launch_app()
    help_dialog = open_help(qtbot, window)
    tab = help_dialog.tabs.indexOf(help_dialog.reference)
    qtbot.mouseClick(
        help_dialog.tabs.tabBar(), Qt.MouseButton.LeftButton, pos=help_dialog.tabs.tabBar().tabRect(tab).center()
    )
    reference = help_dialog.reference
    assert reference.page == "base"
    qtbot.mouseClick(reference.search, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(reference.search, term)
    qtbot.waitUntil(lambda: reference.results.isVisible(), timeout=WAIT_MS)
    assert reference.results.count() >= 1
    assert reference.page == page  # the first place it stands is shown at once
    browser = reference.browser
    cursor = browser.textCursor()
    assert cursor.selectedText().casefold() == term.casefold()
    assert browser.viewport().rect().contains(browser.cursorRect(cursor).center())
    # Enter goes on to the next place, on whatever page it stands
    first = (reference.page, cursor.selectionStart())
    qtbot.keyClick(reference.search, Qt.Key.Key_Return)
    if reference.results.count() > 1:
        assert (reference.page, browser.textCursor().selectionStart()) != first
    reference.search.clear()
    qtbot.keyClicks(reference.search, "xyzzy")
    assert not reference.results.isVisible() and reference.found.isVisible()
    help_dialog.reject()


@pytest.mark.parametrize(
    ("code", "line", "title"), [("en", "Rule: Bribery", "Bribery"), ("de", "Regel: Bestechung", "Bestechung")]
)
def test_learn_a_module_question_links_to_its_rules_page(qtbot, launch_app, monkeypatch, code, line, title):
    """The bribe's placement in a resumed game: the prompt's rule line opens Help at the
    Bribery page, by a click in English and by Tab and Enter in German."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, code)
    settings, decisions, seat = position("place_token", False)
    seats = [SeatConfig(f"P{n + 1}", "human" if n == seat else "medium") for n in range(settings.players)]
    autosave(SavedGame(settings, seats, list(decisions)))
    window = launch_app()
    offer = wait_modal(qtbot, QMessageBox)  # "Resume your last game?" in the language on screen
    resume = next(b for b in offer.buttons() if offer.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.rule.isVisible(), timeout=WAIT_MS)
    rule = window.panel.rule
    assert rule.text().count("<a ") == 1 and re.sub(r"<[^>]+>", "", rule.text()) == line
    activate(qtbot, window)
    if code == "en":
        words = line.split(": ")[0] + ": "
        at = QPoint(rule.contentsRect().left() + rule.fontMetrics().horizontalAdvance(words) + 6, rule.height() // 2)
        qtbot.mouseClick(rule, Qt.MouseButton.LeftButton, pos=at)
    else:
        rule.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(rule, Qt.Key.Key_Return)
    help_dialog = wait_modal(qtbot, HelpDialog)
    assert help_dialog.tabs.currentWidget() is help_dialog.reference
    assert help_dialog.reference.page == "bribery"
    assert help_dialog.reference.pages.currentItem().text() == title
    assert help_dialog.reference.browser.toPlainText().startswith(title)
    help_dialog.reject()
    qtbot.waitUntil(
        lambda: not any(isinstance(w, HelpDialog) and w.isVisible() for w in QApplication.topLevelWidgets())
    )
