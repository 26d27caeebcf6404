"""What happened to my cards while I waited (issue 41, item 1): another player's move that
discards, takes, turns or swaps one of your cards is said on the table, at the place the card
left, and in the side panel, until you have seen it; in hot-seat only to its person."""

from pathlib import Path

import pytest
import test_pseudo_locale as pseudo
from chance import dealt, moves
from PySide6.QtCore import Qt
from scenario import choose
from ui_driver import (
    WAIT_MS,
    click_item,
    no_modal,
    press_shortcut,
    table_item,
    take_screen,
    wait_modal,
    wait_question,
)

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.language import OPEN
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE, apply_language
from hidden_leaders_qt.ui.notices.notice_marks import MarkText, NoticeMark, NoticeMarks
from hidden_leaders_qt.ui.notices.notice_reading import Cause, NoticeBook, read_event
from hidden_leaders_qt.ui.notices.notice_words import caption, captions, sentence
from hidden_leaders_qt.ui.table.motion import artifact_badges
from hidden_leaders_qt.ui.table.table_scene import TableScene

SETTINGS = Settings(players=2, seed=3)
TAVERN = ["spirited_shaman", "gorgeous_gorgon", "krill_keeper"]
HANDS = {
    0: ["bored_goblin", "keen_koi", "ace_fighter", "depressed_druid", "furious_frog"],
    1: ["vegetarian_sharkguard", "resilient_rearguard", "long_eared_loner", "canned_champion", "pigmented_war_pig"],
}
# the pseudo language's fixtures: its catalogues, the window launched in it, the reader of every text
pseudo_catalogues, pseudo_launch, reader = pseudo.pseudo_catalogues, pseudo.pseudo_launch, pseudo.reader
SHOTS = Path(__file__).resolve().parent.parent / "build" / "screenshots" / "what_happened"
TEXTS = {
    "en": {
        "panel": "While you waited: Bo's Vegetarian Sharkguard discarded Bored Goblin from your party.",
        "caption": "Discarded by Bo's Vegetarian Sharkguard",
        "label": "Bored Goblin",
        "seen": "Seen",
    },
    "de": {
        # the heroes keep their printed names in German (cards/de/names.yaml)
        "panel": "Während du gewartet hast: Vegetarian Sharkguard von Bo hat Bored Goblin aus deiner Gruppe "
        "abgeworfen.",
        "caption": "Abgeworfen durch Vegetarian Sharkguard von Bo",
        "label": "Bored Goblin",
        "seen": "Gesehen",
    },
}


def deal():
    return dealt(SETTINGS, tavern=TAVERN, hands=HANDS, start_seat=0)


def finish_turn(st, seat: int, made: list) -> None:
    """Draw from the Harbor and discard down (the oldest hand card) until `seat` is done."""
    while st.deciding_seat == seat and st.pending.kind in ("draw", "discard_down"):
        made += moves(st, "harbor" if st.pending.kind == "draw" else st.options[0])


# Bo's first turn, after You played Bored Goblin face up (Depressed Druid hidden)
SHARKGUARD = ("vegetarian_sharkguard", [2, 0])  # discards You's only face-up hero
REARGUARD = ("resilient_rearguard", [1, 0])  # takes a card at random from You's hand
LONER = ("long_eared_loner", "depressed_druid")  # turns You's hidden hero face up


def up_to_bos_turn(bos_moves=SHARKGUARD) -> tuple[list[Option], list[Option], GameState]:
    """The decisions up to Bo's first main action, Bo's turn that follows (`bos_moves`, then
    drawing), and the game after it, at You's main action."""
    st = new_game(SETTINGS, chance=deal())
    made = moves(st, ("depressed_druid", "furious_frog"), ("canned_champion", "pigmented_war_pig"), "bored_goblin")
    made += moves(st, "krill_keeper")
    finish_turn(st, 0, made)
    assert st.deciding_seat == 1 and st.pending.kind == "main"
    bos = moves(st, *bos_moves)
    finish_turn(st, 1, bos)
    assert st.deciding_seat == 0 and st.pending.kind == "main"
    return made, bos, st


def marks(window) -> list[NoticeMark]:
    return [item for item in window.scene.items() if isinstance(item, NoticeMark) and item.isVisible()]


@pytest.fixture
def speak(monkeypatch):
    """Start the window in a language, as the environment variable makes the program do."""

    def choose(code: str) -> None:
        monkeypatch.setenv(ENVIRONMENT_VARIABLE, code)

    return choose


def launch(qtbot, launch_app, size=(1024, 700)):
    """The program as it opens the first time, its New Game dialog closed (the game is laid out)."""
    window = launch_app()
    wait_modal(qtbot, NewGameDialog).reject()
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=WAIT_MS)
    return window


def start_against_bo(qtbot, launch_app, size=(1024, 700), bos_moves=SHARKGUARD, names=("You", "Bo")):
    window = launch(qtbot, launch_app, size)
    made, bos, _after = up_to_bos_turn(bos_moves)
    script = dict(enumerate(bos, start=len(made)))  # Bo's moves, by the count of decisions before them
    window.session.start(SETTINGS, [Seat(names[0]), Seat(names[1], "random")], made, chance=deal())
    window.session.bots.script = script.get
    window.session.bots.schedule()
    model = window.session.model
    qtbot.waitUntil(lambda: model.decision_is_on_screen() and model.view().phase.name == "MAIN", timeout=WAIT_MS)
    wait_question(qtbot, window)
    return window


# --- reading the log -----------------------------------------------------------------------------


def test_learn_a_hidden_hero_never_seen_is_not_named(qapp):
    st = new_game(SETTINGS)
    card = st.db.hero_index["keen_koi"]
    cause = Cause(1, st.db.hero_index["vegetarian_sharkguard"])
    buried = Event("bury", 1, card, 0b10, (Zone.FACE_DOWN, 0), (Zone.GRAVEYARD, -1))
    notice = read_event(buried, 0, cause)
    assert notice is not None and notice.card == -1
    assert (
        sentence(notice, st.db, ["You", "Bo"]) == "Bo's Vegetarian Sharkguard buried a face-down hero from your party"
    )
    seen = read_event(buried._replace(visible=0b11), 0, cause)
    assert sentence(seen, st.db, ["You", "Bo"]) == "Bo's Vegetarian Sharkguard buried Keen Koi from your party"
    assert caption(seen, st.db, ["You", "Bo"]) == "Buried by Bo's Vegetarian Sharkguard"
    assert read_event(buried, 1, cause) is None, "not the mover's own notice"


def test_learn_a_card_taken_from_the_hand_into_another_party_is_named_to_its_owner(qapp):
    st = new_game(SETTINGS)
    card = st.db.hero_index["keen_koi"]
    placed = Event("place", 1, card, 0b11, (Zone.HAND, 0), (Zone.FACE_DOWN, 1))
    book = NoticeBook([0])
    book.read(Event("play", 1, st.db.hero_index["curious_cat_lover"], 0b11, (Zone.HAND, 1), (Zone.FACE_UP, 1)), 1)
    book.read(placed, 1)
    (notice,) = book.notices(0)
    assert sentence(notice, st.db, ["You", "Bo"]) == (
        "Bo's Curious Cat Lover put Keen Koi from your hand face down into Bo's party"
    )
    book.decided(0, 7)
    assert book.notices(0) == []
    book.undone(7)
    assert book.notices(0) == [notice], "an undo brings back what the decision had cleared"


# every kind of notice in words, from the event the engine writes for it (Bo, seat 1, acts on You, seat 0)
FU, FD, HAND = (Zone.FACE_UP, 0), (Zone.FACE_DOWN, 0), (Zone.HAND, 0)
EVENTS = {
    "discarded": Event("discard", 1, 7, 0b11, FU, (Zone.WILDERNESS, -1)),
    "buried": Event("bury", 1, 7, 0b11, FD, (Zone.GRAVEYARD, -1)),
    "taken": Event("take", 1, 7, 0b11, HAND, (Zone.HAND, 1)),
    "placed": Event("place", 1, 7, 0b11, HAND, (Zone.FACE_DOWN, 1)),
    "moved": Event("move", 1, 7, 0b11, FU, (Zone.TAVERN, -1)),
    "turned_down": Event("flip", 1, 7, 0b11, FU, (Zone.FACE_DOWN, 0)),
    "swapped": Event("exchange", 1, 6, 0b11, (Zone.TAVERN, -1), FU, (7, 0b11)),
    "token_returned": Event("token_discard", 1, 7, 0b11, None, FU),
    "token_swapped": Event("token_swap", 1, 6, 0b11, (Zone.FACE_UP, 1), FU),
    "artifact_swapped": Event("artifact_swap", 1, value=(0, 1)),
    "artifact_token": Event("artifact_token", 1, value=(0, -1)),
}
WORDS = {
    "en": {
        "discarded": ("X discarded Bored Goblin from your party", "Discarded by X"),
        "buried": ("X buried Bored Goblin from your party", "Buried by X"),
        "taken": ("X took Bored Goblin from your hand", "Taken by X"),
        "placed": ("X put Bored Goblin from your hand face down into Bo's party", "Taken by X"),
        "moved": ("X moved Bored Goblin away from your party", "Moved away by X"),
        "turned_down": ("X turned Bored Goblin face down in your party", "Turned face down by X"),
        "swapped": ("X swapped Bored Goblin from your party for Pigmented War Pig", "Swapped by X"),
        "token_returned": ("X put the token on Bored Goblin back into the bag", "Token put back by X"),
        "token_swapped": ("X swapped the token on a hero for another", "Token swapped by X"),
        "artifact_swapped": ("X swapped your artifact with Bo's", "Artifact swapped by X"),
        "artifact_token": ("X discarded a token from your artifact", "Artifact token discarded by X"),
    },
    "de": {
        "discarded": ("X hat Bored Goblin aus deiner Gruppe abgeworfen", "Abgeworfen durch X"),
        "buried": ("X hat Bored Goblin aus deiner Gruppe vergraben", "Vergraben durch X"),
        "taken": ("X hat Bored Goblin aus deiner Hand genommen", "Genommen durch X"),
        "placed": ("X hat Bored Goblin aus deiner Hand verdeckt in die Gruppe von Bo gelegt", "Genommen durch X"),
        "moved": ("X hat Bored Goblin aus deiner Gruppe entfernt", "Entfernt durch X"),
        "turned_down": ("X hat Bored Goblin in deiner Gruppe verdeckt umgedreht", "Verdeckt umgedreht durch X"),
        "swapped": ("X hat Bored Goblin aus deiner Gruppe gegen Pigmented War Pig getauscht", "Getauscht durch X"),
        "token_returned": (
            "X hat das Plättchen auf Bored Goblin zurück in den Beutel gelegt",
            "Plättchen zurückgelegt durch X",
        ),
        "token_swapped": (
            "X hat das Plättchen auf einem Charakter gegen ein anderes getauscht",
            "Plättchen getauscht durch X",
        ),
        "artifact_swapped": ("X hat dein Artefakt mit dem von Bo getauscht", "Artefakt getauscht durch X"),
        "artifact_token": (
            "X hat ein Artefakt-Plättchen von deinem Artefakt abgeworfen",
            "Artefakt-Plättchen abgeworfen durch X",
        ),
    },
}


@pytest.fixture
def in_language(qapp):
    """The catalogues of a language installed, as the window installs them."""
    yield apply_language
    apply_language("en")


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("what", sorted(EVENTS))
def test_learn_every_kind_of_notice_has_its_sentence_and_caption(in_language, code, what):
    in_language(code)
    st = new_game(SETTINGS)
    book = NoticeBook([0])
    shark = st.db.hero_index["vegetarian_sharkguard"]
    book.read(Event("play", 1, shark, 0b11, (Zone.HAND, 1), (Zone.FACE_UP, 1)), 1)
    assert st.db.heroes[7].id == "bored_goblin" and st.db.heroes[6].id == "pigmented_war_pig"
    book.read(EVENTS[what], 1)
    (notice,) = book.notices(0)
    assert notice.what == what
    cause = "Bo's Vegetarian Sharkguard" if code == "en" else "Vegetarian Sharkguard von Bo"
    said, shown = WORDS[code][what]
    assert sentence(notice, st.db, ["You", "Bo"]) == said.replace("X", cause, 1)
    assert caption(notice, st.db, ["You", "Bo"]) == shown.replace("X", cause)


# --- at the table -----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)], ids=["small", "laptop"])
@pytest.mark.parametrize("code", ["en", "de"])
def test_learn_a_computers_discard_is_said_on_the_table_and_in_the_panel_until_seen(
    qtbot, launch_app, speak, code, size
):
    speak(code)
    window = start_against_bo(qtbot, launch_app, size)
    words = TEXTS[code]
    bar = window.what_happened.bar
    assert bar.isVisible() and bar.label.text() == words["panel"]
    (mark,) = marks(window)
    assert (mark.text.label, mark.text.caption) == (words["label"], words["caption"])
    assert not mark.on_card
    party = [
        item
        for pos, item in window.scene.position_items.items()
        if isinstance(pos[0], int) and pos[0] in (Zone.FACE_UP, Zone.FACE_DOWN) and pos[1] == 0
    ]
    assert mark.y() >= min(item.y() for item in party) - 1, "in the row of the party it left"
    assert window.table.viewport().rect().contains(window.table.mapFromScene(mark.sceneBoundingRect().center()))
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / f"discarded_{code}_{window.width()}x{window.height()}.png"))
    assert bar.button.text() == words["seen"]
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and not marks(window)


def test_learn_the_notice_stays_through_a_resize_and_a_ghost_is_clicked_away(qtbot, launch_app):
    window = start_against_bo(qtbot, launch_app, (1600, 1000))
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=WAIT_MS)
    (mark,) = marks(window)
    qtbot.waitUntil(lambda: window.table.viewport().rect().contains(window.table.mapFromScene(mark.pos())))
    assert window.what_happened.bar.isVisible()
    click_item(qtbot, window, mark)
    assert not marks(window) and not window.what_happened.bar.isVisible()


def test_learn_the_next_decision_clears_the_notice(qtbot, launch_app):
    window = start_against_bo(qtbot, launch_app)
    assert window.what_happened.bar.isVisible()
    model = window.session.model
    decisions = len(model.decisions)
    click_item(qtbot, window, window.scene.position_items[(Zone.HAND, 0, 0)])
    qtbot.waitUntil(lambda: len(model.decisions) > decisions, timeout=WAIT_MS)
    assert not window.what_happened.bar.isVisible() and not marks(window)
    press_shortcut(qtbot, window, Qt.Key.Key_Z)  # taken back: the notice is unseen again
    qtbot.waitUntil(lambda: len(model.decisions) == decisions, timeout=WAIT_MS)
    assert window.what_happened.bar.isVisible() and len(marks(window)) == 1


def test_learn_a_game_resumed_while_you_waited_still_says_what_happened(qtbot, launch_app):
    """The autosave of a game left during Bo's move, opened again: the notice is still unseen."""
    window = launch(qtbot, launch_app)
    made, bos, _after = up_to_bos_turn()
    window.session.start(SETTINGS, [Seat("You"), Seat("Bo", "random")], made + bos, chance=deal())
    wait_question(qtbot, window)
    assert window.what_happened.bar.label.text() == TEXTS["en"]["panel"]
    assert [mark.text.label for mark in marks(window)] == ["Bored Goblin"]


def test_learn_hot_seat_notices_show_only_to_their_person_after_the_hand_off(qtbot, launch_app):
    window = launch(qtbot, launch_app)
    made, bos, _after = up_to_bos_turn()
    window.session.start(SETTINGS, [Seat("Ann"), Seat("Bo")], made, chance=deal())
    model = window.session.model
    take_screen(qtbot, window)
    assert model.viewer == 1
    for option in bos:  # Bo's turn, by clicks on the table and the panel
        wait_question(qtbot, window)
        assert not window.what_happened.bar.isVisible() and not marks(window), "Ann's notice never shows to Bo"
        decisions = len(model.decisions)
        if option.kind == "markers":
            said = model.describe(option) + "  →"  # "red +2  →  red 6, green 4"
            button = next(b for b in window.panel.buttons if b.text().startswith(said))
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            key = ("pile", int(Zone.HARBOR)) if option.kind == "draw_harbor" else ("card", Zone.HAND, 1, option.args[0])
            click_item(qtbot, window, table_item(window, key))
        qtbot.waitUntil(lambda made=decisions: len(model.decisions) > made, timeout=WAIT_MS)
        assert model.decisions[-1] == option
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.handoff, timeout=WAIT_MS)
    assert not window.what_happened.bar.isVisible() and not marks(window)
    assert window.what_happened.book.notices(0), "kept for Ann while Bo played"
    take_screen(qtbot, window)
    assert model.viewer == 0
    text = window.what_happened.bar.label.text()
    assert window.what_happened.bar.isVisible() and "Bo's Vegetarian Sharkguard discarded Bored Goblin" in text
    assert [mark.text.label for mark in marks(window)] == ["Bored Goblin"]


def test_learn_a_card_taken_from_the_hand_leaves_a_ghost_in_the_hand_row(qtbot, launch_app):
    _made, _bos, after = up_to_bos_turn(REARGUARD)
    (taken,) = [event.card for event in after.events() if event.kind == "take" and event.src == (Zone.HAND, 0)]
    name = after.db.heroes[taken].name
    assert taken not in after.view_for(0).hands[1], "Bo discarded unseen since: You lost track of it there"
    window = start_against_bo(qtbot, launch_app, bos_moves=REARGUARD)
    assert window.what_happened.bar.label.text() == (
        f"While you waited: Bo's Resilient Rearguard took {name} from your hand."
    ), "the card taken from your own hand is yours to name, wherever it went since"
    (mark,) = marks(window)
    assert (mark.text.label, mark.text.caption, mark.on_card) == (name, "Taken by Bo's Resilient Rearguard", False)
    hand = [item for pos, item in window.scene.position_items.items() if pos[:2] == (Zone.HAND, 0)]
    assert abs(mark.y() - hand[0].y()) < 1, "in the row of the hand it left"
    window.grab().save(str(SHOTS / "taken_en_1024x700.png"))


def test_learn_a_hero_turned_face_up_gets_a_band_on_the_card(qtbot, launch_app):
    window = start_against_bo(qtbot, launch_app, bos_moves=LONER)
    assert window.what_happened.bar.label.text() == (
        "While you waited: Bo's Long-Eared Loner turned Depressed Druid face up in your party."
    )
    (mark,) = marks(window)
    druid = window.scene.cards[("c", window.session.model.db.hero_index["depressed_druid"])]
    assert mark.on_card and mark.pos() == druid.pos() and mark.zValue() > druid.zValue()
    assert mark.text.captions[-1] == "Turned face up"
    window.grab().save(str(SHOTS / "turned_en_1024x700.png"))
    clicks = []
    window.scene.clicked.connect(clicks.append)
    point = window.table.mapFromScene(mark.sceneBoundingRect().center())
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicks == [("card", *druid.position)], "the band lets a click through to its card"
    assert marks(window) == [mark]


@pytest.mark.parametrize("bos_moves", [SHARKGUARD, REARGUARD, LONER], ids=["discarded", "taken", "turned"])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)], ids=["small", "laptop"])
def test_learn_pseudo_every_notice_text_is_translated_and_fits(qtbot, pseudo_launch, reader, bos_moves, size):
    window = start_against_bo(qtbot, pseudo_launch, size, bos_moves, names=pseudo.SEATS[:2])
    assert window.what_happened.bar.isVisible() and marks(window)
    reader.read_windows()
    assert not reader.problems, "\n".join(reader.problems)
    assert any(OPEN in text for text in [window.what_happened.bar.label.text(), marks(window)[0].toolTip()])


def test_learn_an_artifact_swapped_away_is_ringed_on_your_plate(qapp):
    position = from_layout(2, hands={1: ["self_made_widow", "keen_koi"], 0: ["ace_fighter"]}, artifacts=True, current=1)
    st = with_artifacts(position, {0: "soundless_shoes", 1: "blooming_bag"})
    since = st.log_size
    choose(st, "self_made_widow", [1, 0])  # the only branch with Artifacts alone: swap the two artifacts
    book = NoticeBook([0])
    for event in st.events()[since:]:
        book.read(event, 1)
    (notice,) = book.notices(0)
    assert sentence(notice, st.db, ["You", "Bo"]) == "Bo's Self-Made Widow swapped your artifact with Bo's"
    scene = TableScene()
    scene.show_view(st.view_for(0), ["You", "Bo"], st.db, animate=False)
    seen = []
    layer = NoticeMarks(scene, seen.append)
    layer.show([(notice, MarkText("", captions(notice, st.db, ["You", "Bo"]), "said"))], 0)
    (ring,) = layer.items()
    badge = artifact_badges(scene)[0]
    assert ring.isVisible() and ring.pos() == badge.sceneBoundingRect().topLeft()
    assert ring.acceptedMouseButtons() == Qt.MouseButton.NoButton, "the artifact under it stays clickable"
