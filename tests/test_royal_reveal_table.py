"""Royal Intrigue shows what it turned up on the table: the Harbor cards lie face up in the
looking area while their question is open, and stay there a moment after they went back
under the Harbor, with a caption that says what they were shown for, so a person sees them
without reading the log."""

from pathlib import Path

from chance import dealt, moves
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem
from pytestqt.exceptions import TimeoutError as WaitTimeout
from test_artifacts import USE, intrigue, pick
from ui_driver import WAIT_MS, start_dealt

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import chain_to_list
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.table.royal_reveal import royal_reveal
from hidden_leaders_qt.ui.table.table_scene import TableScene

NAMES = ["You", "Mira"]
TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
FAST_WITH_EFFECT = ("soundless_shoes", "two_shot_crossbow", "overcharged_trident", "trapping_treasure")


def shown_cards(scene: TableScene) -> dict[tuple, str]:
    """Position -> hero id of every face-up card in the looking area or kept there as shown."""
    return {
        item.position: item.hero.id
        for item in scene.cards.values()
        if isinstance(item, CardItem)
        and item.hero is not None
        and item.isVisible()
        and item.position is not None
        and item.position[0] in ("shown", Zone.LOOKING)
    }


def texts(scene: TableScene) -> list[str]:
    return [
        label.text() if isinstance(label, QGraphicsSimpleTextItem) else label.toPlainText()
        for label in scene.labels
        if isinstance(label, (QGraphicsSimpleTextItem, QGraphicsTextItem))
    ]


def lay_out(scene: TableScene, st: GameState, since: int, seat: int = 1) -> None:
    scene.show_view(
        st.view_for(seat), NAMES, st.db, animate=False, revealed=royal_reveal(chain_to_list(st.log)[since:])
    )


def name_for_the_row(st, faction: str) -> None:
    """The artifact used, its token on the row's first hero, and `faction` named."""
    st.apply(USE)
    st.apply(Option("row", (0,)))
    st.apply(Option("faction", (faction,)))


def test_the_shown_cards_lie_face_up_while_their_order_is_chosen_and_stay_after(qapp, qtbot):
    st = intrigue(["furious_frog", "ace_fighter"], row_tokens=(1, 0, 0, 0))
    since = st.log_size
    scene = TableScene()
    scene.echo.echo_ms = 400
    name_for_the_row(st, "water_folk")
    lay_out(scene, st, since)  # the other player's table: the cards are public
    assert shown_cards(scene) == {(Zone.LOOKING, -1, 0): "ace_fighter", (Zone.LOOKING, -1, 1): "furious_frog"}
    assert "Royal Intrigue shows" in texts(scene)
    assert "Water Folk named and shown: Queen of the Wild taken" in texts(scene)
    pick(st, "furious_frog")  # the last one goes under too, asking nothing (R1)
    assert st.looking == [] and st.pending.step == "place_in_party"
    lay_out(scene, st, since)
    assert shown_cards(scene) == {("shown", 0): "ace_fighter", ("shown", 1): "furious_frog"}, "in the order shown"
    assert "Royal Intrigue showed" in texts(scene)
    item = next(item for item in scene.cards.values() if item.position == ("shown", 0))
    assert "back under the Harbor" in item.toolTip()
    qtbot.waitUntil(lambda: not shown_cards(scene), timeout=WAIT_MS)
    assert not any("Royal Intrigue" in text for text in texts(scene))
    assert item.toolTip() == "" or item.scene() is None


def test_the_caption_is_in_german_with_the_german_catalogue(qapp):
    translators = []
    for catalogue in ("table_de.qm", "art_de.qm"):  # the table's words and the factions' names
        translator = QTranslator()
        assert translator.load(str(TRANSLATIONS / catalogue))
        qapp.installTranslator(translator)
        translators.append(translator)
    set_language("de")
    try:
        st = intrigue(["furious_frog"])
        since = st.log_size
        scene = TableScene()
        name_for_the_row(st, "undead")
        lay_out(scene, st, since)
        assert "Royale Ränkespiele zeigten" in texts(scene)
        assert "Untote angesagt, nicht gezeigt: Die Königin der Wildnis bleibt in der Reihe" in texts(scene)
        item = next(item for item in scene.cards.values() if item.position == ("shown", 0))
        assert item.toolTip().endswith("Die Karte liegt wieder unter dem Hafen.")
        assert "also bleibt die Königin der Wildnis in der königlichen Reihe." in item.toolTip()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        set_language("en")


def test_a_won_hero_put_out_of_sight_is_no_longer_named_to_the_others(qapp):
    # the Shoes put the won Queen face down among the hand's cards: the others lose track of her
    st = intrigue(["furious_frog", "ace_fighter"], row_tokens=(1, 0, 0, 0))
    since = st.log_size
    name_for_the_row(st, "water_folk")
    pick(st, "furious_frog")
    pick(st, "queen_of_the_wild")
    scene = TableScene()
    lay_out(scene, st, since, seat=1)
    assert "Water Folk named and shown: the hero is won" in texts(scene)
    assert not any("Queen of the Wild" in item.toolTip() for item in scene.cards.values())
    lay_out(scene, st, since, seat=0)
    assert "Water Folk named and shown: Queen of the Wild taken" in texts(scene)


def test_another_look_at_cards_takes_the_place_of_the_shown_ones(qapp):
    st = intrigue(["furious_frog"])
    since = st.log_size
    scene = TableScene()
    name_for_the_row(st, "undead")
    lay_out(scene, st, since)
    assert list(shown_cards(scene).values()) == ["furious_frog"]
    assert "Undead named, not shown: Queen of the Wild stays in the row" in texts(scene)
    st.looking.append(st.harbor.pop())  # as if an effect looked at a card now
    st.known[st.looking[-1]] = st.all_mask
    st.looking_seat = 0
    lay_out(scene, st, since)
    assert not any(pos[0] == "shown" for pos in shown_cards(scene))
    assert not any("Royal Intrigue" in text for text in texts(scene))


ROYAL = Settings(players=2, seed=3, artifacts=True, queens_and_friend=True, royal_intrigue=True)


def royal_deal() -> ScriptedChance:
    """You (seat 0) begin, dealt the card of the Soundless Shoes (fast, with an effect); the
    Furious Frog (Water Folk) lies on top of the Harbor after the deal."""
    return dealt(
        ROYAL,
        tavern=["arrowgant_skeleton", "rotting_orangutan", "ace_fighter"],
        hands={
            0: ["keen_koi", "pigmented_war_pig", "short_sighted_soldier", "aimless_eel", "leery_lizard"],
            1: ["flailing_knight", "underpaid_mercenary", "blind_eye_collector", "grumpy_guard", "bored_goblin"],
        },
        harbor=["furious_frog"],
        artifact_cards=[5, 1],
    )


def game_at_fast_artifact() -> list[Option]:
    """The decisions to the human's (seat 0's) first main action, where the Shoes may be used:
    each seat hides its fourth card and discards its fifth, You play with the Shoes."""
    st = new_game(ROYAL, chance=royal_deal())
    decisions = moves(
        st, ("aimless_eel", "leery_lizard"), ("grumpy_guard", "bored_goblin"), "soundless_shoes", "all_knowing_antler"
    )
    assert (st.turn, st.deciding_seat, st.pending.kind) == (1, 0, "main") and USE in st.options
    assert st.db.artifact_sides[st.artifacts.sides[0]].id == "soundless_shoes"
    assert not any(st.artifacts.row_tokens), "a row hero without tokens: Royal Intrigue shows one Harbor card"
    assert st.db.heroes[st.harbor[-1]].id == "furious_frog"
    return decisions


def press(qtbot, window, start: str) -> None:
    """Click the panel button whose text starts with `start`, as a person does who waits for
    the question to take answers (a click while it holds them is ignored: click again)."""

    def button():
        return next((b for b in window.panel.buttons if b.text().startswith(start) and b.isEnabled()), None)

    decided = len(window.session.model.decisions)
    for _attempt in range(20):
        qtbot.waitUntil(lambda: button() is not None, timeout=WAIT_MS)
        qtbot.mouseClick(button(), Qt.MouseButton.LeftButton)
        try:
            qtbot.waitUntil(lambda: len(window.session.model.decisions) > decided, timeout=1000)
            return
        except WaitTimeout:
            continue
    raise AssertionError(f"the button {start!r} took no click")


def test_the_card_royal_intrigue_shows_and_puts_back_at_once_is_on_the_table(launch_app, qtbot):
    window = launch_app()
    start_dealt(qtbot, window, ROYAL, [Seat("You"), Seat("Bot", "random")], game_at_fast_artifact(), royal_deal())
    press(qtbot, window, "Use ")
    press(qtbot, window, "Put the token on")  # a hero without tokens: one Harbor card is shown
    press(qtbot, window, "Undead")
    model = window.session.model
    shown = [event.card for event in model.events() if event.kind == "reveal"]
    assert len(shown) == 1 and model.state_copy().looking == [], "the one card went straight back"
    hero = model.db.heroes[shown[0]].id
    assert hero == "furious_frog"
    assert shown_cards(window.scene) == {("shown", 0): hero}
    assert "Royal Intrigue showed" in texts(window.scene)
    assert any(text.startswith("Undead named") for text in texts(window.scene))
    assert window.controller.choice.prompt  # the artifact's own question is open meanwhile
