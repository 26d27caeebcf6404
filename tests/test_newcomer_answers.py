"""A newcomer's questions (issue 41, items 2 to 8) answered where they arise, in English and
German: the New Game options' tooltips, the reason to choose at setup, Help's turn steps
with Pass, who sees what and the words on the cards, the tooltips on cards that speak of the
leading marker or could copy the Buried Emperor, and the advisor's percentage."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox
from ui_driver import click_item, no_modal, press_shortcut, wait_modal, wait_ready

from hidden_leaders_qt.ai.advisor import Advice, Rating, reason
from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.ui.advisor.advisor_panel import AdvisorPanel
from hidden_leaders_qt.ui.art.card_terms import card_terms
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog, card_description
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE, apply_language
from hidden_leaders_qt.ui.table.items import CardItem

WAIT_MS = 20_000
LANGUAGES = ("en", "de")
# what each answer says, by language: a phrase a reader would look for
PROMO = {"en": "Not in the base game", "de": "Nicht in der Schachtel des Grundspiels"}
BEGINNER = {"en": "advanced heroes, marked (+)", "de": "fortgeschrittenen Charaktere, mit (+)"}
HIDE_REASON = {"en": "counts for its faction in the tie-breaks", "de": "zählt beim Auflösen von Gleichständen"}
DISCARD_REASON = {"en": "face down into the Wilderness, where nobody sees it", "de": "verdeckt in die Wildnis"}
PASS = {"en": "Pass is that second choice with no cards", "de": "Passen ist diese zweite Wahl ohne Karten"}
WHO_SEES = {"en": "Who sees what", "de": "Wer was sieht"}
WILDERNESS_HIDDEN = {"en": "Nobody sees the Harbor and the Wilderness", "de": "Niemand sieht den Hafen und die Wildnis"}
PLACED_ELSEWHERE = {"en": "because you saw it as you placed it", "de": "weil du ihn beim Legen gesehen hast"}
NEITHER_LEADS = {"en": "On the same space, neither leads", "de": "liegt keiner vorn oder hinten"}
NOT_COPIED = {"en": "cannot be copied", "de": "nicht von anderen Karten kopiert"}
TIP_NEITHER = {"en": "On the same space neither leads nor trails", "de": "liegt keiner vorn oder hinten"}
TIP_EMPEROR = {
    "en": "The Emperor in the Graveyard cannot be copied",
    "de": "Der Kaiser im Friedhof kann nicht kopiert werden",
}
ABOUT_EQUAL = {"en": "they are about equal", "de": "Sie sind etwa gleich gut"}
MEANING = {"en": "the share of simulated futures", "de": "der Anteil der simulierten Zukünfte"}


@pytest.fixture
def speak(monkeypatch):
    """Start the window in a language, as the environment variable makes the program do."""

    def choose(code: str) -> None:
        monkeypatch.setenv(ENVIRONMENT_VARIABLE, code)

    return choose


@pytest.fixture
def in_language(qapp):
    """The catalogues of a language installed for widgets built outside a window."""
    yield apply_language
    apply_language("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_newcomer_every_new_game_option_has_a_tooltip(qtbot, launch_app, speak, code):
    speak(code)
    launch_app()
    dialog = wait_modal(qtbot, NewGameDialog)
    boxes = dialog.findChildren(QCheckBox)
    assert dialog.promo in boxes and dialog.beginner in boxes and len(boxes) >= 8
    for box in boxes:
        assert len(box.toolTip()) > 40, box.text()
    assert PROMO[code] in dialog.promo.toolTip()
    assert BEGINNER[code] in dialog.beginner.toolTip()
    dialog.reject()


@pytest.mark.parametrize("code", LANGUAGES)
def test_newcomer_setup_prompts_give_the_reason_to_choose(qtbot, launch_app, speak, code):
    speak(code)
    window = launch_app()
    dialog = wait_modal(qtbot, NewGameDialog)
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    wait_ready(qtbot, window)
    prompt = window.controller.choice.prompt
    assert HIDE_REASON[code] in prompt and DISCARD_REASON[code] not in prompt
    seat = window.session.model.viewer
    click_item(qtbot, window, window.scene.position_items[(Zone.HAND, seat, 0)])
    qtbot.waitUntil(lambda: DISCARD_REASON[code] in window.controller.choice.prompt, timeout=WAIT_MS)


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_help_names_pass_who_sees_what_and_the_words_on_cards(qtbot, launch_app, speak, code):
    speak(code)
    window = launch_app()
    wait_modal(qtbot, NewGameDialog).reject()
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    press_shortcut(qtbot, window, Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier)

    def helps() -> list[HelpDialog]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, HelpDialog) and w.isVisible()]

    qtbot.waitUntil(lambda: bool(helps()), timeout=WAIT_MS)
    (help_dialog,) = helps()
    rules = " ".join(help_dialog.rules.toPlainText().split())
    turn = rules[: rules.index(WHO_SEES[code])]
    assert PASS[code] in turn
    for phrase in (WILDERNESS_HIDDEN, PLACED_ELSEWHERE, NEITHER_LEADS, NOT_COPIED):
        assert phrase[code] in rules, phrase[code]
    help_dialog.reject()


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_cards_that_speak_of_leading_or_copying_say_what_it_means(qtbot, in_language, code):
    in_language(code)
    db = default_db()
    ace_fighter = next(hero for hero in db.heroes if hero.name == "Ace Fighter")
    copier = next(hero for hero in db.heroes if hero.name == "Saltwater Sage")
    emperor = next(hero for hero in db.heroes if hero.faction == "all")
    item = CardItem(("card", Zone.HAND, 0, 0), (60, 84))
    item.show_card(ace_fighter)
    assert TIP_NEITHER[code] in item.toolTip()
    item.show_card(copier)
    assert TIP_EMPEROR[code] in item.toolTip()
    item.show_card(emperor)
    assert NOT_COPIED[code].split()[-1] in item.toolTip() and TIP_EMPEROR[code] not in item.toolTip()
    item.show_card(None)
    assert item.toolTip() == ""
    assert TIP_NEITHER[code] in card_description(ace_fighter)
    quiet = next(hero for hero in db.heroes if not card_terms(hero))
    assert card_description(quiet).count("\n") == 1  # no note where the words need none


@pytest.mark.parametrize("code", LANGUAGES)
def test_learn_the_advisor_says_what_its_percentage_is_and_when_options_are_about_equal(qtbot, in_language, code):
    in_language(code)
    play, keep, other = Option("play", (0,)), Option("discard", (0,)), Option("play", (1,))
    even = (Rating(play, "Play", 0.014, 40), Rating(keep, "Keep", 0.010, 35), Rating(other, "Other", 0.006, 30))
    words = reason(play, even, None)
    assert ABOUT_EQUAL[code] in words and "1 %" in words and "0 %" not in words
    advice = Advice(0, play, even, words, (), 105)
    assert advice.even
    panel = AdvisorPanel()
    qtbot.addWidget(panel)
    panel.show_for(0, "", advice, "", ["You", "Mira"], default_db())
    shown = panel.words.text()
    assert ABOUT_EQUAL[code] in shown and MEANING[code] in shown
    assert "<tr>" not in shown  # no row of equal numbers
    spread = (Rating(play, "Play", 0.40, 40), Rating(keep, "Keep", 0.385, 35))
    apart = Advice(0, play, spread, reason(play, spread, None), (), 75)
    assert not apart.even and ABOUT_EQUAL[code] not in apart.reason
    panel.show_for(0, "", apart, "", ["You", "Mira"], default_db())
    assert panel.words.text().count("<tr>") == 2 and MEANING[code] in panel.words.text()
