"""Rules that answer "why" (issue 41): whatever a person might pick that the question does not
offer says why, in English and German, read from that person's view alone: on the table's
tooltip and the status bar while hovered, and in the refusal of a click."""

import random
import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QDialog, QToolTip

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.options import DECISION_KINDS, DONE, Decision
from hidden_leaders_qt.engine.data.card_language import german_name
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.modules.module_steps import MODULE_STEPS
from hidden_leaders_qt.engine.reasons.idle import idle_reason
from hidden_leaders_qt.engine.reasons.reason import Reason, Target
from hidden_leaders_qt.engine.reasons.targets import MISMATCHES, MODULE_TARGETS, pick_reason
from hidden_leaders_qt.engine.reasons.why_not import BY_KIND, offered_keys, why_not
from hidden_leaders_qt.engine.reasons.words import (
    ASKS,
    ENGLISH,
    MISMATCH_WORDS,
    TARGET_OWNERS,
    TARGET_ZONES,
    why_words,
)
from hidden_leaders_qt.engine.reasons.words_de import GERMAN
from hidden_leaders_qt.engine.rules.pile_steps import Exchange
from hidden_leaders_qt.engine.rules.select_steps import SelectStep
from hidden_leaders_qt.engine.rules.selectors import OWNER_NAMES, ZONE_NAMES
from hidden_leaders_qt.engine.rules.steps import SIMPLE_STEPS
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView
from hidden_leaders_qt.language import CLOSE, OPEN, set_language
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE

DB = default_db()
EVERY_MODULE = dict(golems=True, bribery=True, artifacts=True, royal_intrigue=True, queens_and_friend=True)
# every name a card has, English and German in every case: the only words a German text may leave unmarked
NAMES = sorted(
    {card.name for card in (*DB.heroes, *DB.artifact_sides)}
    | {
        form[:1].upper() + form[1:] if capital else form
        for card in (*DB.heroes, *DB.artifact_sides)
        for case in ("nom", "acc", "dat", "gen")
        for article in ("definite", "indefinite", "none")
        for form in (german_name(card, case, article),)
        for capital in (False, True)
    },
    key=len,
    reverse=True,
)
# what may stand outside the marks besides card names: punctuation, numbers and seats
OUTSIDE = re.compile(r"Seat|Platz|\d+")


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def english_left(text: str) -> str:
    """The words of a pseudo-German text outside its marks that are no card's name."""
    outside = re.sub(f"{OPEN}[^{CLOSE}]*{CLOSE}", " ", text)
    for name in NAMES:
        outside = outside.replace(name, " ")
    return " ".join(word for word in re.split(r"[\s.,:;!?()\u2014]+", outside) if word and not word.isdigit())


def said(reason: Reason, language) -> dict[str, str]:
    """The reason in English, German and the pseudo language, each checked: not empty, and
    in German no word left English."""
    texts = {}
    for code in ("en", "de", "pseudo"):
        language(code)
        texts[code] = why_words(reason, DB)
    language("en")
    assert texts["en"] and texts["de"] and texts["en"] != texts["de"], reason
    assert "{" not in texts["en"] + texts["de"], reason
    left = english_left(texts["pseudo"])
    assert all(OUTSIDE.fullmatch(word) for word in left.split()), (texts["pseudo"], left)
    return texts


def table_keys(view: SeatView) -> list[tuple]:
    """Everything a person might click on the table as this seat sees it."""
    keys: list[tuple] = [("pile", int(zone)) for zone in (Zone.HARBOR, Zone.WILDERNESS, Zone.GRAVEYARD)]
    keys += [("plate", seat) for seat in range(view.players)]
    keys += [("card", Zone.HAND, view.seat, i) for i in range(len(view.hand))]
    keys += [("card", Zone.TAVERN, -1, i) for i in range(len(view.tavern))]
    keys += [("card", Zone.LOOKING, -1, i) for i in range(len(view.looking))]
    for seat in range(view.players):
        keys += [("card", Zone.FACE_UP, seat, i) for i in range(len(view.face_up[seat]))]
        keys += [("card", Zone.FACE_DOWN, seat, i) for i in range(len(view.face_down[seat]))]
    keys += [("fate", fate) for fate in view.fate_drawn]
    if view.bribery is not None:
        keys.append(("bribery",))
    if view.artifacts is not None:
        keys += [("artifact", seat) for seat in range(view.players)]
        keys += [("row", i) for i in range(len(view.artifacts.row))]
    return keys


# --- over every decision kind, every selector and every card -------------------------------------


def test_every_decision_kind_and_every_selector_has_its_reasons():
    """A decision kind, a selector's zone or owner, or a card step that picks otherwise, added
    to the engine without its reasons fails here."""
    assert set(BY_KIND) == set(DECISION_KINDS)
    assert set(ENGLISH) == set(GERMAN)
    assert set(ZONE_NAMES) <= set(TARGET_ZONES) and set(OWNER_NAMES) <= set(TARGET_OWNERS)
    assert set(MISMATCHES) - {""} == set(MISMATCH_WORDS)
    picking = {name for name, cls in SIMPLE_STEPS.items() if issubclass(cls, SelectStep | Exchange)}
    picking_otherwise = {"draw_token_onto", "look_token", "swap_tokens"}
    assert picking_otherwise <= set(MODULE_STEPS) and picking_otherwise <= set(MODULE_TARGETS)
    # what is answered with buttons says so, naming what it asks: every such kind and module step
    with_buttons = {kind for kind, answer in BY_KIND.items() if answer.__name__ == "_buttons"}
    assert with_buttons | (set(MODULE_STEPS) - picking_otherwise) <= set(ASKS)
    assert picking >= {"bury", "discard", "turn_over", "perform", "exchange", "move_to_party"}


def every_target():
    """(card, step name, selector) of every step of every hero and artifact side that picks a card."""
    for owner, pid in [(("hero", h.index), h.pid) for h in DB.heroes] + [
        (("side", s.index), s.pid) for s in DB.artifact_sides if s.pid >= 0
    ]:
        stack = [pid]
        while stack:
            for step in DB.programs[stack.pop()]:
                for slot in ("pid", "then", "otherwise"):
                    if isinstance(getattr(step, slot, None), int):
                        stack.append(getattr(step, slot))
                stack += [branch for _label, branch in getattr(step, "branches", ())]
                if isinstance(step, SelectStep):
                    yield owner, step.name, step.sel
                elif isinstance(step, Exchange):
                    yield owner, step.name, step.first
                    yield owner, step.name, step.second


def test_every_card_that_picks_says_what_it_takes_and_why_a_card_is_not_it(language):
    seen = 0
    for owner, step, sel in every_target():
        target = Target(sel.zone or "remembered", sel.owner, sel.faction, sel.not_faction, sel.not_this)
        if sel.card_var is not None:
            target = Target("remembered", "any", 0, 0, False)
        said(Reason("not_a_target_unseen", (owner, step, target, "", HIDDEN)), language)
        for mismatch in MISMATCHES[:-1]:  # every one but ""
            said(Reason("not_a_target", (owner, step, target, mismatch, DB.emperor)), language)
        said(Reason("not_a_target", (owner, step, target, "faction", DB.hero_index["keen_koi"])), language)
        seen += 1
    assert seen > 60


def test_every_thing_not_offered_in_whole_games_says_why(language):
    """Whole games of every module, played at random until every kind of question was asked:
    at every question, everything on the table the deciding seat is not offered has a reason
    in both languages, and what it is offered has none."""
    kinds, reasons = set(), set()
    for seed in (3, 8, 9):
        st = new_game(Settings(players=4, seed=seed, **EVERY_MODULE))
        rng = random.Random(seed)
        while not st.is_over:
            view = st.view_for(st.deciding_seat)
            kinds.add(view.decision.kind)
            offered = offered_keys(view, view.decision)
            for key in table_keys(view):
                reason = why_not(view, DB, key)
                assert (reason is None) == (key in offered) or key[0] in ("bribery", "artifact"), (key, reason)
                if reason is not None:
                    reasons.add(reason.kind)
                    said(reason, language)
            st.apply(rng.choice(st.options))
    assert kinds == set(DECISION_KINDS)
    assert {"main_plays_hand", "draw_after_action", "not_a_target", "bribe_condition", "artifact_slow"} <= reasons


# --- scenarios, word for word ------------------------------------------------------------------------


def shaky_bury() -> GameState:
    """Ann plays the Shaky Sharpshooter: red +1, then a face-up Imperial Army hero to bury."""
    st = from_layout(
        3,
        hands={0: ["shaky_sharpshooter", "doubtful_priest"]},
        face_up={0: ["keen_koi"], 1: ["modest_monsterslayer", "ghastly_granny"], 2: ["short_sighted_soldier"]},
        face_down={0: ["arrowgant_skeleton"], 1: ["insidious_impaler"]},
        tavern=["sun_shy_skeleton"],
    )
    st.apply(Option("play", (0,)))
    st.apply(Option("markers", (1, 0)))
    assert (st.decision.kind, st.decision.step) == ("card", "bury")
    return st


def words(st: GameState, key: tuple, code: str) -> str:
    set_language(code)
    try:
        return why_words(why_not(st.view_for(st.deciding_seat), DB, key), DB)
    finally:
        set_language("en")


def test_a_hero_of_another_faction_a_face_down_hero_and_a_hand_card_are_not_buried():
    st = shaky_bury()
    koi, granny = ("card", Zone.FACE_UP, 0, 0), ("card", Zone.FACE_UP, 1, 1)
    hidden, hand = ("card", Zone.FACE_DOWN, 1, 0), ("card", Zone.HAND, 0, 0)
    assert words(st, koi, "en") == (
        "Shaky Sharpshooter can only choose a face-up hero of the Imperial Army: Keen Koi is Water Folk."
    )
    assert words(st, granny, "de") == (
        "Shaky Sharpshooter kann nur einen offenen Charakter der Kaiserlichen Armee wählen: "
        "Ghastly Granny gehört zu den Untoten."
    )
    assert words(st, hidden, "en").endswith(": this hero is face down.")
    assert words(st, hidden, "de").endswith(": dieser Charakter liegt verdeckt.")
    assert words(st, hand, "en").endswith(": this card is in your hand.")
    assert why_not(st.view_for(0), DB, ("card", Zone.FACE_UP, 1, 0)) is None  # the Monsterslayer is offered


def test_the_main_action_the_draw_and_the_harbor_say_what_they_are_for():
    st = from_layout(3, hands={0: ["shaky_sharpshooter"]}, tavern=["sun_shy_skeleton", None, "keen_koi"])
    assert st.decision.kind == "main"
    assert words(st, ("card", Zone.TAVERN, -1, 0), "en") == (
        "You draw after your action: first play a card from your hand, or discard up to 3 (or pass)."
    )
    assert words(st, ("pile", int(Zone.WILDERNESS)), "de") == (
        "Aus der Wildnis zieht niemand: gezogen wird aus der Taverne oder vom Hafen."
    )
    st.apply(Option("pass"))
    assert st.decision.kind == "draw"
    assert words(st, ("card", Zone.TAVERN, -1, 1), "en") == (
        "This Tavern slot is empty: the Tavern is refilled at the end of the turn."
    )


def test_a_bribe_says_why_it_is_not_possible():
    settings = Settings(players=3, seed=5, bribery=True)
    st = from_layout(3, hands={0: ["shaky_sharpshooter"]}, face_up={1: ["keen_koi"]}, bribery=True)
    assert st.settings.bribery and settings.bribery
    assert words(st, ("bribery",), "en") == (
        "No party shows 3 face-up heroes yet: only then may the player whose turn it is bribe."
    )
    assert words(st, ("bribery",), "de") == (
        "Noch zeigt keine Gruppe 3 offene Charaktere: erst dann darf bestechen, wer am Zug ist."
    )
    other = st.view_for(1)
    set_language("en")
    assert why_words(why_not(other, DB, ("bribery",)), DB) == (
        "Only the player whose turn it is may bribe: now Seat 1."
    )


def test_a_bribe_once_a_turn():
    st = from_layout(
        3,
        hands={0: ["shaky_sharpshooter", "keen_koi"]},
        face_up={1: ["ghastly_granny", "insidious_impaler", "arrowgant_skeleton"]},
        bribery=True,
    )
    bribe = next(o for o in st.options if o.kind == "bribe")
    st.apply(bribe)
    while st.decision.kind == "place_token":
        st.apply(Option("done"))
    assert st.deciding_seat == 0 and st.decision.kind == "main"
    assert words(st, ("bribery",), "en") == "You have already bribed this turn: one bribe a turn."
    assert words(st, ("bribery",), "de") == "Du hast in diesem Zug schon bestochen: eine Bestechung pro Zug."


# --- at the table -----------------------------------------------------------------------------------

SETUP_REASON = {
    "en": "At setup you choose from your hand: a card to hide in your party, then one to discard.",
    "de": "Bei der Vorbereitung wählst du aus deiner Hand: eine Karte, die du verdeckt in deine Gruppe legst, "
    "dann eine zum Abwerfen.",
}
TAVERN_REASON = {
    "en": "You draw after your action: first play a card from your hand, or discard up to 3 (or pass).",
    "de": "Gezogen wird nach deiner Aktion: spiele zuerst eine Karte aus deiner Hand aus oder wirf bis zu 3 ab "
    "(oder passe).",
}
REFUSED = {"en": "That cannot be chosen now. ", "de": "Das kann jetzt nicht gewählt werden. "}


def tooltip_on(qtbot, window, item) -> str:
    """Rest the mouse on `item` until its tooltip shows (as Qt asks for one), and read it."""
    from ui_driver import WAIT_MS, visible_point

    point = visible_point(window, item)
    viewport = window.table.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=WAIT_MS)
    return QToolTip.text()


@pytest.mark.parametrize("code", ["en", "de"])
def test_learn_why_a_pile_and_a_tavern_card_are_not_offered_at_the_table(qtbot, launch_app, monkeypatch, code):
    """A new game through the menus: at the setup the Harbor, hovered, says why it is not
    chosen (tooltip and status bar), and so does a click on it; at the person's first action a
    Tavern card says that drawing comes after it, while a card in hand, offered, says nothing."""
    from ui_driver import JOURNEY_SEED, WAIT_MS, click_item, hover_item, no_modal, table_item, wait_modal, wait_ready

    monkeypatch.setenv(ENVIRONMENT_VARIABLE, code)
    window = launch_app(animations=False)
    dialog = wait_modal(qtbot, QDialog)  # New Game, as the first launch opens it
    qtbot.keyClicks(dialog.seed, str(JOURNEY_SEED))
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    wait_ready(qtbot, window)
    assert window.session.model.view().decision.kind == "setup"
    harbor = table_item(window, ("pile", int(Zone.HARBOR)))
    hover_item(qtbot, window, harbor)
    assert window.statusBar().currentMessage() == SETUP_REASON[code]
    assert SETUP_REASON[code] in tooltip_on(qtbot, window, harbor)
    click_item(qtbot, window, harbor)
    assert window.statusBar().currentMessage() == REFUSED[code] + SETUP_REASON[code]
    seat = window.session.model.viewer
    for index in (0, 1):  # hide one card, discard another
        click_item(qtbot, window, table_item(window, ("card", Zone.HAND, seat, index)))
    qtbot.waitUntil(lambda: window.controller.view is not None and window.controller.view.decision.kind == "main")
    wait_ready(qtbot, window)
    tavern = table_item(window, ("card", Zone.TAVERN, -1, 0))
    hover_item(qtbot, window, tavern)
    assert window.statusBar().currentMessage() == TAVERN_REASON[code]
    hover_item(qtbot, window, table_item(window, ("card", Zone.HAND, seat, 0)))  # offered: no reason
    assert window.statusBar().currentMessage() == ""
    text = tooltip_on(qtbot, window, tavern)
    assert TAVERN_REASON[code] in text
    tip = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.inherits("QTipLabel"))
    tip.grab().save(f"/tmp/why_not_tooltip_{code}.png")
    window.grab().save(f"/tmp/why_not_window_{code}.png")
    click_item(qtbot, window, tavern)
    assert window.statusBar().currentMessage() == REFUSED[code] + TAVERN_REASON[code]


def test_a_card_in_hand_whose_ability_would_find_nothing_says_so():
    """A card can always be played, but the Ghastly Granny with no other face-up hero in its
    party, or the Shaky Sharpshooter with no face-up Imperial Army hero anywhere, would find
    no target; the Keen Koi, whose target a hidden card might be, says nothing."""
    st = from_layout(
        3, hands={0: ["ghastly_granny", "shaky_sharpshooter", "keen_koi"]}, face_up={1: ["hopeful_salamander"]}
    )
    view = st.view_for(0)
    granny, shaky, koi = (("card", Zone.HAND, 0, i) for i in range(3))
    set_language("en")
    assert why_words(idle_reason(view, DB, granny), DB) == (
        "Ghastly Granny: played now, its ability would find no target: it takes a face-up hero in your party "
        "other than Ghastly Granny, and there is none."
    )
    set_language("de")
    try:
        assert why_words(idle_reason(view, DB, shaky), DB) == (
            "Shaky Sharpshooter: jetzt ausgespielt, fände die Karte kein Ziel: sie wählt einen offenen Charakter "
            "der Kaiserlichen Armee, und davon gibt es keine."
        )
    finally:
        set_language("en")
    assert idle_reason(view, DB, koi) is None
    assert why_not(view, DB, granny) is None  # it is offered all the same


def test_every_card_whose_ability_may_find_nothing_says_so_in_both_languages(language):
    seen = 0
    modules = dict(golems=True, bribery=True, artifacts=True, queens_and_friend=True, keeper_of_discord=True)
    for card in DB.heroes:
        if card.index == DB.emperor:
            continue
        st = from_layout(3, hands={0: [card.id]}, tavern=[None, None, None], **modules)
        reason = idle_reason(st.view_for(0), DB, ("card", Zone.HAND, 0, 0))
        if reason is not None:
            said(reason, language)
            seen += 1
    assert seen > 10


def test_a_card_that_would_copy_the_buried_emperor_says_it_would_do_nothing():
    """The Sun-Shy Skeleton carries out the top Graveyard card, and the Emperor alone lies there:
    playing it copies an effect that the Emperor has not (ruling R16)."""
    st = from_layout(3, hands={0: ["sun_shy_skeleton"]})
    view = st.view_for(0)
    skeleton = ("card", Zone.HAND, 0, 0)
    assert words_of(idle_reason(view, DB, skeleton), "en") == (
        "Sun-Shy Skeleton: played now, it would carry out the effect of Buried Emperor, and Buried Emperor has "
        "none: it would do nothing."
    )
    assert words_of(idle_reason(view, DB, skeleton), "de") == (
        "Sun-Shy Skeleton: jetzt ausgespielt, würde die Karte den Alten Kaiser nachahmen, doch der Alte Kaiser hat "
        "keine Wirkung: sie bewirkte nichts."
    )


def words_of(reason: Reason, code: str) -> str:
    set_language(code)
    try:
        return why_words(reason, DB)
    finally:
        set_language("en")


BRIBE_REASON = {
    "setup": "Bribes come once the setup is over, in the turn of the player who bribes.",
    "main": "No party shows 3 face-up heroes yet: only then may the player whose turn it is bribe.",
}


def test_learn_why_the_bribery_card_takes_no_bribe_now(qtbot, launch_app):
    """The bribery card keeps its own tooltip and adds why no bribe can be made now: at the
    setup, and in the person's first action while no party shows 3 face-up heroes."""
    from ui_driver import WAIT_MS, click_item, hover_item, no_modal, table_item, wait_modal, wait_ready

    from hidden_leaders_qt.ui.game.game_model import Seat

    window = launch_app(animations=False)
    qtbot.keyClick(wait_modal(qtbot, QDialog), Qt.Key.Key_Escape)  # no New Game: the game comes through the session
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    window.session.start(
        Settings(players=3, seed=5, bribery=True), [Seat("Ann"), Seat("Belka", "medium"), Seat("Corvin", "medium")]
    )
    wait_ready(qtbot, window)
    card = window.scene.modules.bribery
    hover_item(qtbot, window, card)
    assert window.statusBar().currentMessage() == BRIBE_REASON["setup"]
    text = tooltip_on(qtbot, window, card)
    assert "once a turn" in text and BRIBE_REASON["setup"] in text
    window.grab().save("/tmp/why_not_bribery_setup.png")
    for index in (0, 1):
        click_item(qtbot, window, table_item(window, ("card", Zone.HAND, 0, index)))
    qtbot.waitUntil(
        lambda: window.controller.view is not None and window.controller.view.decision.kind == "main", timeout=WAIT_MS
    )
    wait_ready(qtbot, window)
    hover_item(qtbot, window, table_item(window, ("card", Zone.HAND, 0, 0)))
    hover_item(qtbot, window, card)
    assert window.statusBar().currentMessage() == BRIBE_REASON["main"]
    assert BRIBE_REASON["main"] in tooltip_on(qtbot, window, card)


def test_an_artifact_says_when_it_is_used_and_whose_it_is():
    from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts

    st = with_artifacts(
        from_layout(3, hands={0: ["keen_koi", "shaky_sharpshooter"]}, artifacts=True),
        {0: "all_knowing_antler", 1: "shield_of_endurance", 2: "trapping_treasure"},
    )
    mine, others = st.view_for(0), st.view_for(1)
    assert words_of(why_not(mine, DB, ("artifact", 0)), "en") == (
        "All-Knowing Antler is slow: slow artifacts are used after the Tavern is refilled."
    )
    assert words_of(why_not(mine, DB, ("artifact", 0)), "de") == (
        "Das Allwissende Geweih ist langsam: langsame Artefakte werden benutzt, nachdem die Taverne aufgefüllt wurde."
    )
    assert words_of(why_not(mine, DB, ("artifact", 2)), "en") == "This is Seat 3's artifact: only its owner uses it."
    assert words_of(why_not(others, DB, ("artifact", 1)), "de") == (
        "Der Schild der Ausdauer ist eine Reaktion: sie wird benutzt, wenn ein Charakter auf den Friedhof kommen soll."
    )


def test_an_extra_play_names_the_faction_it_refuses():
    """The Doubtful Priest's extra play takes no Imperial Army card (nor the Emperor, R16)."""
    st = from_layout(3, hands={0: ["doubtful_priest", "shaky_sharpshooter", "short_sighted_soldier"]})
    st.apply(Option("play", (0,)))
    st.apply(st.decision.options[0])  # the next player moves red
    assert st.decision.kind == "extra_play"
    soldier = ("card", Zone.HAND, 0, 1)
    assert words_of(why_not(st.view_for(0), DB, soldier), "en") == (
        "Doubtful Priest lets you play one more card, but not of the Imperial Army: Short-Sighted Soldier is "
        "Imperial Army."
    )
    assert words_of(why_not(st.view_for(0), DB, soldier), "de") == (
        "Doubtful Priest lässt dich noch eine Karte ausspielen, aber keine der Kaiserlichen Armee: Short-Sighted "
        "Soldier gehört zur Kaiserlichen Armee."
    )


def test_learn_what_a_card_in_hand_would_do_when_the_keyboard_is_on_it(qtbot, launch_app):
    """A keyboard player sees what the mouse would: with the ring on a card in hand whose
    ability would find no target now, the status bar says so (a card can be played all the
    same), and a card that would act says nothing."""
    from ui_driver import WAIT_MS, activate, click_item, no_modal, table_item, wait_modal, wait_ready

    from hidden_leaders_qt.ui.game.game_model import Seat
    from hidden_leaders_qt.ui.game.why_not_shown import reason_text

    window = launch_app(animations=False)
    qtbot.keyClick(wait_modal(qtbot, QDialog), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    # Ann begins; after her setup she holds the Ghastly Granny with no other face-up hero beside it
    window.session.start(Settings(players=3, seed=46), [Seat("Ann"), Seat("Belka", "medium"), Seat("Corvin", "medium")])
    wait_ready(qtbot, window)
    for index in (0, 1):
        click_item(qtbot, window, table_item(window, ("card", Zone.HAND, 0, index)))
    qtbot.waitUntil(
        lambda: window.controller.view is not None and window.controller.view.decision.kind == "main", timeout=WAIT_MS
    )
    wait_ready(qtbot, window)
    view, names = window.controller.view, window.session.names
    said_on = {}
    activate(qtbot, window)
    window.table.setFocus()
    for _ in range(len(view.hand) + 3):
        qtbot.keyClick(window.table, Qt.Key.Key_Tab)
        key = window.keyboard.focused
        if key is not None and key[:3] == ("card", Zone.HAND, 0):
            said_on[key] = window.statusBar().currentMessage()
    assert said_on, "the ring went over the hand"
    idle = {key: reason_text(view, DB, names, key, hovered=True) for key in said_on}
    assert any(idle.values()), "the deal leaves a card in hand whose ability finds nothing"
    for key, text in said_on.items():
        assert text == idle[key] or (not idle[key] and text == ""), key


def test_a_picking_question_with_nothing_left_to_pick_points_to_its_buttons():
    """A step that picks on the table (a token to look at) offering only its buttons says so,
    in both languages, whatever step it is (found by the prompts of every card played)."""
    decision = Decision("card", 0, (DONE,), card=0, step="look_token")
    view = new_game(Settings(players=3, seed=1)).view_for(0)
    reason = pick_reason(view, DB, decision, ("card", Zone.FACE_UP, 1, 0))
    assert why_words(reason, DB) == (
        "Nothing on the table can be chosen for this question now: answer it with the buttons beside the table."
    )
    set_language("de")
    assert why_words(reason, DB) == (
        "Für diese Frage lässt sich jetzt nichts auf dem Tisch wählen: Beantworte sie mit den Knöpfen neben dem Tisch."
    )


def test_learn_why_by_the_keyboard_alt_and_an_arrow_reach_what_is_not_offered(qtbot, launch_app):
    """A keyboard player reads why as a mouse does: Alt and the arrows take the ring to any
    card of the table, the status bar says why it cannot be chosen now, Enter on it is refused
    with the reason and chooses nothing, and a plain arrow goes back to what can be chosen."""
    from ui_driver import activate, start_default_game, wait_ready

    window = launch_app(animations=False)
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    activate(qtbot, window)
    keyboard = window.keyboard
    window.table.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(window.table.hasFocus)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)  # the first key shows the ring where it is
    qtbot.waitUntil(lambda: keyboard.showing and keyboard.focused in keyboard.targets)
    for _ in range(8):
        if keyboard.focused[:2] == ("card", Zone.TAVERN):
            break
        qtbot.keyClick(window.table, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert keyboard.focused[:2] == ("card", Zone.TAVERN) and keyboard.ring.isVisible()
    assert window.statusBar().currentMessage() == SETUP_REASON["en"]
    decisions = len(window.session.model.decisions)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() == REFUSED["en"] + SETUP_REASON["en"]
    assert len(window.session.model.decisions) == decisions
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    assert keyboard.focused in keyboard.targets
