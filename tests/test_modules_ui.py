"""The modules on screen: the New Game options and what they explain, the golem marker on
the track, fate cards kept by a click on the table, the result's bonus lines and Help."""

import shutil
from pathlib import Path

import pytest
from chance import next_fate_draw
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel
from scenario import choose, scenario
from ui_driver import answer, choose_file, click_item, press_shortcut, start_default_game, wait_ready

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.saved_games.saves import load_game, replay
from hidden_leaders_qt.ui.art.card_art import card_pixmap
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.table.golem_pieces import FateCardItem
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.table.module_items import TokenBadge
from hidden_leaders_qt.ui.table.table_scene import TableScene

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
EVERY_MODULE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}
TAVERN = ["pigmented_war_pig", "bored_goblin", "depressed_druid"]
GOLDEN = Path(__file__).parent / "golden"


def tick(qtbot, box) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_the_new_game_dialog_offers_the_modules_and_explains_what_they_deal(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    shown = [box.text().replace("&&", "&") for box in dialog.modules.values()]  # "&&" shows as "&"
    assert shown == ["Golems module", "Queens & Friend", "Keeper of Discord", "Bribery", "Artifacts", "Royal Intrigue"]
    assert not any(box.isChecked() for box in dialog.modules.values())
    assert "85 heroes" not in dialog.module_note.text() and "84 heroes" in dialog.module_note.text()
    assert "come only with the Golems module" in dialog.module_note.text()
    dialog.show()
    qtbot.waitExposed(dialog)
    for box in dialog.modules.values():
        tick(qtbot, box)
    settings, _ = dialog.choice()
    assert settings.golems and settings.queens_and_friend and settings.keeper_of_discord
    assert "119 heroes" in dialog.module_note.text()  # with Bribery and Artifacts, the 4 module heroes (R60)
    dialog.players.setValue(2)
    assert "Crabby Knight, Possessed Poodle, Gigantic Duo and Hard-Shelled Titan are left out" in (
        dialog.module_note.text()
    )
    assert "115 heroes" in dialog.module_note.text()
    tick(qtbot, dialog.beginner)  # ruling R23: the modules come whole, the base game loses its advanced heroes
    assert "keeps every golem" in dialog.module_note.text() and "115 heroes" not in dialog.module_note.text()
    # Enter still starts the game once a check box had the focus
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)


def test_royal_intrigue_is_offered_once_queens_and_friend_and_artifacts_are_on(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    royal = dialog.modules["royal_intrigue"]
    assert not royal.isEnabled() and "Royal Intrigue needs Queens & Friend and Artifacts." in dialog.module_note.text()
    tick(qtbot, dialog.modules["artifacts"])
    assert not royal.isEnabled()
    tick(qtbot, dialog.modules["queens_and_friend"])
    assert royal.isEnabled() and "needs" not in dialog.module_note.text()
    tick(qtbot, royal)
    settings, _ = dialog.choice()
    assert settings.royal_intrigue and settings.artifacts and settings.queens_and_friend
    tick(qtbot, dialog.modules["artifacts"])  # taking a need away takes the variant with it
    assert not royal.isChecked() and not royal.isEnabled() and not dialog.choice()[0].royal_intrigue


def test_a_rematch_keeps_the_modules(qtbot):
    seats = NewGameDialog().choice()[1]
    dialog = NewGameDialog(previous=(Settings(players=3, seed=4, golems=True, keeper_of_discord=True), seats[:3]))
    qtbot.addWidget(dialog)
    settings = dialog.choice()[0]
    assert settings.golems and settings.keeper_of_discord and not settings.queens_and_friend


def test_the_golem_marker_stands_on_the_track_only_with_the_module(qtbot):
    scene = TableScene()
    st = new_game(Settings(players=4, seed=3))
    scene.show_view(st.view_for(0), list("ABCD"), st.db, animate=False)
    assert not scene.golem_marker.isVisible()
    st = scenario(4, markers=(4, 6), golem_marker=8, leaders=["tissa", "lemron", "cyra", "myrad"], golems=True)
    scene.show_view(st.view_for(0), list("ABCD"), st.db, animate=False)
    marker = scene.golem_marker
    assert marker.isVisible() and marker.space == 8
    assert marker.pos() == marker.target(8) and marker.pos().x() == scene.track.space_center(8).x()
    assert marker.pos().y() < scene.track.space_center(8).y()  # in its lane above the red and green markers
    assert "ahead of both" in marker.toolTip()
    track = scene.track.toolTip()
    assert track.startswith("First of all, the <b>Golems</b>: the golem marker strictly ahead of both others")
    assert track.endswith(
        "If the game ended now: the <b>Golems</b>, if a leader is aligned with them; otherwise <b>Hill Tribes</b> "
        "— green is 2 spaces ahead of red (red 4, green 6)."
    )


def fate_save(path: Path) -> None:
    """A saved game with golems in which the person (seat 0) must now keep one of two fate
    cards (tests/golden/README.md), copied to `path`."""
    golden = GOLDEN / "fate_choice_for_seat_0.json"
    st = replay(load_game(golden))
    assert st.pending.kind == "fate" and st.deciding_seat == 0
    shutil.copyfile(golden, path)


def test_a_person_keeps_a_fate_card_by_clicking_it_on_the_table(qtbot, launch_app, tmp_path):
    path = tmp_path / "fate.json"
    fate_save(path)
    window = launch_app(animations=False)
    start_default_game(qtbot)
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    answer(qtbot, "Leave Game", "Leave this game?")
    choose_file(qtbot, str(path), "Open Game")
    qtbot.waitUntil(lambda: window.session.model.settings.golems)
    wait_ready(qtbot, window)
    assert window.controller.choice.prompt.startswith("A golem went to the Graveyard")
    shown = [item for item in window.scene.items() if isinstance(item, FateCardItem) and item.isVisible()]
    assert len(shown) == 2 and all(item.fate is not None for item in shown)
    assert len(window.panel.buttons) == 2 and window.panel.buttons[0].text().startswith("Keep ")
    kept = shown[1].fate
    click_item(qtbot, window, shown[1])
    qtbot.waitUntil(lambda: any(e.kind == "fate" for e in window.session.model.state_copy().events()))
    events = window.session.model.state_copy().events()
    assert [e.value for e in events if e.kind == "fate"][-1] == kept.id
    lines = [window.log_model.data(window.log_model.index(row, 0)) for row in range(window.log_model.rowCount())]
    assert f"Ann chose the fate card {kept.name}." in lines


def test_another_seat_sees_only_the_backs_of_the_fate_cards_drawn():
    st = scenario(3, hands={1: ["kind_king_slayer"]}, face_up={0: ["obliging_ogre"]}, current=1, golems=True)
    next_fate_draw(st, "fate_crumbling_shrine", "fate_ruined_tower")
    choose(st, "kind_king_slayer", "obliging_ogre")
    assert st.pending.kind == "fate"
    scene = TableScene()
    scene.show_view(st.view_for(0), ["Ann", "Bo", "Cy"], st.db, animate=False)
    backs = [item for item in scene.items() if isinstance(item, FateCardItem)]
    assert len(backs) == 2 and all(item.fate is None for item in backs)
    assert scene.fates.label.text() == "Bo: fate"
    scene.show_view(st.view_for(1), ["Ann", "Bo", "Cy"], st.db, animate=False)
    faces = [item.fate.id for item in scene.fates.items]
    assert tuple(faces) == st.view_for(1).fate_drawn


def test_the_result_shows_each_bonus_as_a_line_of_the_count_and_the_golem_marker(qtbot):
    st = scenario(
        3,
        face_up={0: ["queen_of_the_wild", "mother_of_guardians", "obliging_ogre"], 1: ["huggable_hulk"]},
        leaders=["vyma", "ulc", "cyra"],
        golem_marker=9,
        **EVERY_MODULE,
        tavern=TAVERN,
    )
    result = score(st)
    db = default_db()
    dialog = ResultDialog(result, ["Ann", "Bo", "Cy"], [db.leaders[i] for i in st.leaders], db)
    qtbot.addWidget(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "the golem marker on space 9" in dialog.faction_label.text() and "Golems" in dialog.faction_label.text()
    assert "+1 in the count: Mother of Guardians (+1 for each 2 golems in the party, 2 in all)" in texts
    # Vyma's Queen of the Wild is not of her leader: no line for it
    assert "Queen of the Wild" not in texts


def test_help_explains_the_golems_victory_and_the_modules(qtbot):
    dialog = HelpDialog(default_db())
    qtbot.addWidget(dialog)
    victory = dialog.victory.toPlainText()
    assert "Golems" in victory and "golem marker stands strictly ahead of both" in victory
    assert victory.index("Golems") < victory.index("Undead")
    rules = dialog.rules.toPlainText()
    assert "Golems module" in rules and "Keeper of Discord" in rules and "Queens & Friend" in rules
    assert "comes whole in the beginner variant" in rules
    browser = dialog.cards
    browser.search.setText("Hard-Shelled Titan")
    browser.list.setCurrentIndex(browser.proxy.index(0, 0))
    assert "kept in the beginner variant with its module" in browser.text.text()


def test_help_explains_bribery_artifacts_and_royal_intrigue_and_shows_every_piece(qtbot):
    dialog = HelpDialog(default_db())
    qtbot.addWidget(dialog)
    rules = dialog.rules.toPlainText()
    for words in ("Bribery.", "Protection is answered", "Artifacts.", "Royal Intrigue (needs Queens & Friend and"):
        assert words in rules
    browser = dialog.cards
    browser.faction.setCurrentIndex(browser.faction.findText("Artifacts and bribery tokens"))
    titles = [browser.proxy.index(row, 0).data() for row in range(browser.proxy.rowCount())]
    assert len(titles) == 6 + 12
    assert "Protection (bribery token)" in titles and "Loyalty \u00d72 (bribery token)" in titles
    assert "Shield of Endurance (artifact)" in titles and "Nutritious Stew (artifact)" in titles
    browser.list.setCurrentIndex(browser.proxy.index(titles.index("2-Shot Crossbow (artifact)"), 0))
    assert "Artifact card 2" in browser.text.text() and "fast" in browser.text.text()


def test_the_standing_names_the_golems_while_their_marker_is_ahead(qtbot):
    scene = TableScene()
    st = scenario(4, markers=(5, 7), golem_marker=8, leaders=["lemron", "tissa", "cyra", "myrad"], golems=True)
    view = st.view_for(0)
    assert view.would_win()[0] == "golems" and "if anyone is aligned with the Golems" in view.would_win()[1]
    scene.show_view(view, list("ABCD"), st.db, animate=False)
    assert scene.standing.plate.text == "Now: Golems would win (golem marker ahead)"
    behind = scenario(4, markers=(5, 7), golem_marker=7, golems=True).view_for(0)
    assert behind.would_win()[0] == "hill_tribes"


def test_the_golem_marker_is_marked_while_the_last_move_is_the_one_that_moved_it(qtbot):
    from hidden_leaders_qt.ui.game.game_model import GameModel, Seat

    model = GameModel(Settings(players=3, seed=4, **EVERY_MODULE), [Seat("Ann"), Seat("Bo"), Seat("Cy")])
    chooser = SplitMix64(4)
    while not model.golem_moved():
        options = model.state_copy().options
        assert model.apply(options[chooser.below(len(options))]) is None
    scene = TableScene()
    names = ["Ann", "Bo", "Cy"]
    scene.show_view(model.view(), names, model.db, animate=False, golem_moved=model.golem_moved())
    assert scene.golem_marker.recent
    mover = model.last_mover
    while model.last_mover == mover or model.golem_moved():
        options = model.state_copy().options
        model.apply(options[chooser.below(len(options))])
    scene.show_view(model.view(), names, model.db, animate=False, golem_moved=model.golem_moved())
    assert not scene.golem_marker.recent


def bright_pixels(image: QImage, area: QRect) -> int:
    """How many pixels of `area` are as light as a name's letters on a chip."""
    return sum(
        QColor(image.pixel(x, y)).lightness() > 200
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
    )


def test_a_token_badge_covers_no_letter_of_the_heros_name(qtbot):
    """A bribed hero's name keeps clear of the token lying in its corner; the token gone, the
    name has its whole width again."""
    db = default_db()
    party = {1: ["will_bending_witch", "keen_koi"]}
    st = scenario(4, bribery=True, face_up=party, tokens={"will_bending_witch": "protection"})
    scene = TableScene()
    scene.show_view(st.view_for(0), list("ABCD"), st.db, animate=False)
    item = next(i for i in scene.items() if isinstance(i, CardItem) and i.hero is db.hero("will_bending_witch"))
    badge = next(child for child in item.childItems() if isinstance(child, TokenBadge))
    assert item.badge == badge.side + 3
    # on a chip of a crowded party the name spans the chip, under where a token lies
    for width, height in ((96, 34), (120, 40), (150, 45)):
        side = max(18.0, min(34.0, height * 0.4))  # as the table sizes the badge
        square = QRect(round(width - side - 3), 3, round(side), round(side))
        crowded = card_pixmap(item.hero, QSize(width, height), 1.0).toImage()
        clear = card_pixmap(item.hero, QSize(width, height), 1.0, badge=side + 3).toImage()
        assert bright_pixels(crowded, square) > 20, "without room kept, the name runs under the token"
        assert bright_pixels(clear, square) == 0
    st = scenario(4, bribery=True, face_up=party)
    scene.show_view(st.view_for(0), list("ABCD"), st.db, animate=False)
    assert item.badge == 0
