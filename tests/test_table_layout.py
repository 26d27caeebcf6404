"""The table's layout at every player count and window shape: parties, piles, the track,
the Tavern, the looking area and the hand never overlap one another, face-up heroes lie
side by side (fanned, most of each showing, only when a long party would not fit
otherwise), and the table's text is readable without hovering on the smallest window."""

import itertools
import math

import pytest
from chance import dealt, moves, next_fate_draw
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from scenario import scenario

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.saved_games.replay import GameReplay
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig
from hidden_leaders_qt.ui.advisor.advisor_sheet import ANSWER_MIN_HEIGHT
from hidden_leaders_qt.ui.game.decisions import Choice
from hidden_leaders_qt.ui.game.thinking_indicator import PlateRing, Spinner
from hidden_leaders_qt.ui.language.translators import apply_language
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow
from hidden_leaders_qt.ui.table.golem_pieces import SIDE
from hidden_leaders_qt.ui.table.items import RECENT_REACH, CardItem, PileItem, PlateLine, name_shown
from hidden_leaders_qt.ui.table.keyboard_play import RING_REACH
from hidden_leaders_qt.ui.table.keyboard_play import outline as outline_of
from hidden_leaders_qt.ui.table.module_items import LINE_PX as PANEL_LINE_PX
from hidden_leaders_qt.ui.table.module_items import TITLE_PX as PANEL_TITLE_PX
from hidden_leaders_qt.ui.table.module_items import ArtifactBadge
from hidden_leaders_qt.ui.table.plate_item import PlateItem
from hidden_leaders_qt.ui.table.standing_item import PlateText
from hidden_leaders_qt.ui.table.table_scene import (
    BOARD_LABEL_Y,
    BOARD_ROW_Y,
    HAND_Y,
    MAX_WIDTH,
    MIN_WIDTH,
    OWN_PARTY_Y,
    PILES_Y,
    SIDE_ROW_Y,
    TOP_ROW_Y,
    TRACK_Y,
    WILDERNESS_Y,
    TableScene,
)
from hidden_leaders_qt.ui.table.track_items import TrackItem

EVERY_MODULE = {
    "queens_and_friend": True,
    "keeper_of_discord": True,
    "golems": True,
    "bribery": True,
    "artifacts": True,
    "royal_intrigue": True,
}


def positions_along_a_game(players: int, seed: int, modules: bool = False) -> list:
    """Views of seat 0 every few decisions of a random game, up to its last decision, and
    every fate choice (seat 0's own, or another seat's) on the way."""
    st = new_game(Settings(players=players, seed=seed, **(EVERY_MODULE if modules else {})))
    chooser = SplitMix64(seed)
    views = []
    step = 0
    while not st.is_over:
        if step % 15 == 0 or st.pending.kind == "fate":
            views.append(st.view_for(0))
        st.apply(st.options[chooser.below(len(st.options))])
        step += 1
    views.append(st.view_for(0))
    return views


# heroes whose deal only fills the hands and the Tavern around the burial of a golem
FILLERS = [
    *("leery_lizard", "furious_frog", "apathetic_waterpriest", "pigmented_war_pig", "depressed_druid"),
    *("blind_eye_collector", "bored_goblin", "grumpy_guard", "short_sighted_soldier", "flailing_knight"),
    *("underpaid_mercenary", "arrowgant_skeleton", "rotting_orangutan", "naughty_necromancer", "drowned_deserter"),
    *("triple_sword_lizard", "hairy_hermit", "ace_fighter", "angry_priestess", "nagging_northman"),
    *("heart_bending_bard", "hangry_barbarian", "tentacle_oracle", "crow_carrier", "joyless_chief"),
    *("potato_privateer", "almost_evil_scholar", "krill_keeper", "oppressed_ocean", "double_shielded_turtle"),
    *("keen_koi", "wrapped_warrior", "resurrected_ram"),
]
# a side of each artifact card, none that reacts to a burial
SIDES = ("all_knowing_antler", "two_shot_crossbow", "sedative_shell", "trapping_treasure", "soundless_shoes")


def at_a_fate_choice(players: int):
    """Seat 0's view of an every-module game at its first fate choice: seat 0 begins with the
    Kind King Slayer and buries the Obliging Ogre seat 1 hid at the set-up (each seat hides
    its fourth card and discards its fifth); the fates drawn are two different ones."""
    settings = Settings(players=players, seed=players, **EVERY_MODULE)
    fill = iter(FILLERS)
    hands = {seat: [next(fill) for _ in range(5)] for seat in range(players)}
    hands[0][0], hands[1][3] = "kind_king_slayer", "obliging_ogre"
    tavern = [next(fill) for _ in range(3)]
    cards = list(range(1, players + 1))
    st = new_game(settings, chance=dealt(settings, tavern=tavern, hands=hands, artifact_cards=cards))
    moves(st, *((hand[3], hand[4]) for hand in hands.values()), *(*SIDES, "guarding_goblet")[:players])
    moves(st, "kind_king_slayer")
    next_fate_draw(st, "fate_withering_tree", "fate_destroyed_sanctum")
    moves(st, "obliging_ogre")
    assert (st.pending.kind, st.deciding_seat, len(st.options)) == ("fate", 0, 2)
    return st.view_for(0)


def table_views(players: int, modules: bool) -> list:
    """The views of three seeded random games and, with every module, a fate choice besides."""
    views = [view for seed in range(3) for view in positions_along_a_game(players, seed, modules)]
    return [*views, at_a_fate_choice(players)] if modules else views


def card_rect(item: CardItem) -> QRectF:
    return QRectF(item.pos().x(), item.pos().y(), item.width, item.height)


def regions(scene: TableScene, view) -> dict[str, QRectF]:
    """The area each part of the table covers (piles with their titles)."""
    found: dict[str, QRectF] = {}

    def add(name: str, rect: QRectF) -> None:
        found[name] = found[name].united(rect) if name in found else rect

    for key, item in scene.position_items.items():
        if key[0] == "plate":
            add(f"party {key[1]}", QRectF(item.pos().x(), item.pos().y(), item.width, PlateItem.HEIGHT))
        elif key[0] == "pile":
            pile = item
            add(
                f"pile {key[1]}",
                QRectF(pile.x() - 10, pile.y() + pile.TITLE_TOP, pile.width + 20, pile.height + 8 - pile.TITLE_TOP),
            )
        elif key[0] in (Zone.FACE_UP, Zone.FACE_DOWN):
            add(f"party {key[1]}", card_rect(item))
        elif key[0] == Zone.TAVERN:
            add("tavern", card_rect(item))
        elif key[0] == Zone.LOOKING:
            add("looking", card_rect(item))
        elif key[0] == Zone.IN_PLAY:
            add("in play", card_rect(item))
        elif key[0] == Zone.HAND or key == ("leader",):
            add("hand", card_rect(item))
    add("track", scene.track.sceneBoundingRect())
    add("standing", scene.standing.sceneBoundingRect())
    add("ending", scene.ending.sceneBoundingRect())
    for rect in scene.fates.regions():
        add("fate cards", rect)
    for i, rect in enumerate(scene.modules.regions()):
        add(f"module panel {i}", rect)
    return found


@pytest.mark.parametrize("width", [MIN_WIDTH, MAX_WIDTH], ids=["narrow", "wide"])
@pytest.mark.parametrize("modules", [False, True], ids=["base", "every-module"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_two_parts_of_the_table_overlap(qtbot, players, modules, width):
    scene = TableScene()
    scene.set_table_width(width)
    names = [f"Player {k}" for k in range(players)]
    checked = fate_choices = 0
    for view in table_views(players, modules):
        scene.show_view(view, names, default_db(), animate=False)
        found = regions(scene, view)
        fate_choices += "fate cards" in found
        if modules:  # the golem marker stays on the track, in a lane of its own
            marker = scene.golem_marker.sceneBoundingRect()
            assert scene.golem_marker.isVisible() and found["track"].contains(marker)
            for other in (scene.track.red, scene.track.green):
                # their disc and the ring of a last move
                assert not marker.intersects(other.mapRectToScene(QRectF(-20, -20, 40, 40)))
        assert sum(name.startswith("party") for name in found) == players
        for (a, ra), (b, rb) in itertools.combinations(found.items(), 2):
            assert not ra.intersects(rb), f"{a} {ra} overlaps {b} {rb}"
        for name, rect in found.items():
            assert scene.sceneRect().contains(rect), f"{name} leaves the table"
        if view.result is None:
            for seat in range(players):
                ups = sorted(
                    (card_rect(item) for key, item in scene.position_items.items() if key[:2] == (Zone.FACE_UP, seat)),
                    key=QRectF.x,
                )
                for ra, rb in itertools.pairwise(ups):
                    # side by side (a row of cards, or chips in rows one above the other), or
                    # fanned with most of each hero (its symbol and tokens) showing
                    below = rb.top() >= ra.bottom() or ra.top() >= rb.bottom()
                    assert below or rb.x() - ra.x() >= 0.55 * ra.width(), f"seat {seat}: {len(ups)} crammed"
        checked += 1
    assert checked > 10 and (fate_choices > 0) == modules


SIZES = [(1024, 700), (1400, 900), (1920, 1080)]
SMALLEST_TARGET_PX = 24


def shown_extent(item, others) -> float:
    """How wide the part of a card is that the next card of its row leaves showing."""
    right = [o.pos().x() for o in others if o.pos().x() > item.pos().x() and abs(o.pos().y() - item.pos().y()) < 1]
    return min([item.width, *(x - item.pos().x() for x in right)])


def shown_height(item, others) -> float:
    """How tall the part of a card is that cards lying lower over it leave showing."""
    rect = card_rect(item)
    below = [
        o.pos().y() - item.pos().y()
        for o in others
        if o.zValue() > item.zValue() and o.pos().y() > item.pos().y() + 1 and card_rect(o).intersects(rect)
    ]
    return min([item.height, *below])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_target_is_big_enough_and_every_face_up_name_shows(qtbot, size, players):
    from hidden_leaders_qt.ui.window.main_window import MainWindow

    window = MainWindow(autosave_enabled=False, animations=False)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.table.transform().m11() > 0.3)
    scale = window.table.transform().m11()
    scene = window.scene
    names = [f"Player {k}" for k in range(players)]
    checked = 0
    try:
        for seed in range(3):
            db = new_game(Settings(players=players, seed=seed)).db
            for view in positions_along_a_game(players, seed):
                downs = frozenset(
                    ("card", Zone.FACE_DOWN, seat, i)
                    for seat in range(players)
                    for i in range(len(view.face_down[seat]))
                )
                for targets in (frozenset(), downs):
                    scene.show_view(view, names, db, animate=False, targets=targets)
                    cards = [
                        i for i in scene.position_items.values() if isinstance(i, CardItem) and len(i.position) == 3
                    ]
                    for item in cards:
                        zone = item.position[0]
                        if zone == Zone.FACE_DOWN and not targets:
                            continue  # a stack nobody may choose from stays stacked
                        row = [o for o in cards if o is not item and o.position[:2] == item.position[:2]]
                        if zone == Zone.FACE_DOWN:
                            row += [o for o in cards if o.position[:2] == (Zone.FACE_UP, item.position[1])]
                        party = [o for o in cards if o is not item and o.position[1] == item.position[1]]
                        smallest = min(shown_extent(item, row), shown_height(item, party)) * scale
                        assert smallest >= SMALLEST_TARGET_PX, f"{item.position} shows {smallest:.1f} px"
                        if zone == Zone.FACE_UP and not targets and view.result is None:
                            assert shown_extent(item, row) == item.width, f"{item.position}: its name is covered"
                    assert PlateItem.HEIGHT * scale >= SMALLEST_TARGET_PX  # a player is chosen on the plate
                    checked += 1
    finally:
        window.shut_down()
        window.deleteLater()
    assert checked > 10


def shellfish_looking(players: int):
    """Seat 0 has played Shellfish Defender: four Wilderness cards lie in its looking area."""
    wilderness = ["keen_koi", "leery_lizard", "furious_frog", "ace_fighter", "arrowgant_skeleton"]
    st = scenario(
        players, hands={0: ["shellfish_defender"]}, wilderness=wilderness, golems=True, play="shellfish_defender"
    )
    st.apply(next(option for option in st.options if option.kind == "markers" and option.args == (0, 1)))
    assert len(st.view_for(0).looking) == 4
    return st


@pytest.mark.parametrize("width", [MIN_WIDTH, 1600, MAX_WIDTH], ids=["narrow", "middle", "wide"])
@pytest.mark.parametrize("players", [2, 6])
def test_four_cards_looked_at_lie_side_by_side_clear_of_the_graveyard(qtbot, players, width):
    st = shellfish_looking(players)
    scene = TableScene()
    scene.set_table_width(width)
    for seat in (0, 1):  # the looker sees the faces, another seat the backs
        view = st.view_for(seat)
        scene.show_view(view, [f"Player {k}" for k in range(players)], st.db, animate=False)
        looked = [item for key, item in scene.position_items.items() if key[0] == Zone.LOOKING]
        assert len(looked) == 4
        for a, b in itertools.combinations(looked, 2):
            assert not card_rect(a).intersects(card_rect(b)), "cards looked at cover each other's names"
        found = regions(scene, view)
        for name, rect in found.items():
            if name != "looking":
                assert not found["looking"].intersects(rect), f"the looking area covers the {name}"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_hidden_hero_the_viewer_knows_shows_its_face_down_label(qtbot, players):
    st = scenario(
        players,
        face_down={0: ["keen_koi", "leery_lizard", "furious_frog"], 1: ["ace_fighter", "arrowgant_skeleton"]},
        face_up={0: ["grumpy_guard"]},
    )
    scene = TableScene()
    scene.show_view(st.view_for(0), [f"Player {k}" for k in range(players)], st.db, animate=False)
    mine = [item for key, item in scene.position_items.items() if key[:2] in ((Zone.FACE_DOWN, 0), (Zone.FACE_UP, 0))]
    hidden = [item for item in mine if item.position[0] == Zone.FACE_DOWN]
    assert len(hidden) == 3 and all(item.hero is not None for item in hidden)
    for item in hidden:
        rect = card_rect(item)
        band = QRectF(rect.left(), rect.center().y() - rect.height() * 0.09, rect.width(), rect.height() * 0.18)
        assert not item.covered, f"{item.hero.name}: its FACE DOWN label is not drawn"
        for other in mine:
            if other is not item and other.zValue() > item.zValue():
                assert not card_rect(other).intersects(band), f"{other.hero.name} hides {item.hero.name}'s label"


def test_the_golem_marker_is_as_big_as_the_red_and_green_ones_and_leaves_the_numbers_showing(qtbot):
    assert math.pi * (TrackItem.DISC / 2) ** 2 <= SIDE * SIDE / 2  # the diamond covers at least a disc's area
    scene = TableScene()
    track = scene.track
    for golem in range(1, 13):
        st = scenario(4, markers=(golem, min(12, golem + 1)), golem_marker=golem, golems=True)
        scene.show_view(st.view_for(0), list("ABCD"), st.db, animate=False)
        marker = scene.golem_marker
        token = marker.mapRectToScene(QRectF(-SIDE / 2, -SIDE / 2, SIDE, SIDE))
        for space in range(1, 13):
            number = track.mapRectToScene(track.number_rect(space))
            assert not token.intersects(number), f"the golem marker on {golem} hides the number {space}"
        for disc in (track.red, track.green):  # nor the red and green discs (with the ring of a last move)
            assert not marker.sceneBoundingRect().intersects(disc.mapRectToScene(QRectF(-20, -20, 40, 40)))


def open_window(qtbot, size):
    from hidden_leaders_qt.ui.window.main_window import MainWindow

    window = MainWindow(autosave_enabled=False, animations=False)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.table.transform().m11() > 0.3)
    return window


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_fills_the_window(qtbot, size):
    window = open_window(qtbot, size)
    try:
        viewport = window.table.viewport().rect()
        shown = window.table.mapFromScene(window.scene.sceneRect()).boundingRect()
        assert shown.width() >= viewport.width() - 8 and shown.height() >= viewport.height() - 8, (
            f"the table covers {shown.width()}x{shown.height()} of a {viewport.width()}x{viewport.height()} view"
        )
    finally:
        window.shut_down()
        window.deleteLater()


# the smallest name of a face-up hero, in device pixels, at each window size
LEAST_NAME_PX = {(1024, 700): 10.0, (1400, 900): 11.0, (1920, 1080): 12.0}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_face_up_heros_name_reads_without_hovering(qtbot, players, size):
    views = [
        (view, new_game(Settings(players=players, seed=seed)).db)
        for seed in range(2)
        for view in positions_along_a_game(players, seed)
    ]
    read = names_read(qtbot, size, players, views, Zone.FACE_UP)
    for view, _key, item, px, elided in read:
        assert px >= LEAST_NAME_PX[size], f"{item.hero.name} reads at {px:.1f} px"
        # at the end a crowded party may cut names short to show its revealed hidden heroes too
        assert not elided or view.result is not None, f"{item.hero.name} is cut short"
    assert len(read) > 20


def names_read(qtbot, size, players: int, views: list, zone: Zone) -> list:
    """Each view shown in a window of `size`: every hero of `zone` on the table, with how big
    its name reads there and whether it is cut short, (view, key, item, px, cut) each."""
    window = open_window(qtbot, size)
    names = [f"Player {k}" for k in range(players)]
    read = []
    try:
        scale = window.table.transform().m11()
        for view, db in views:
            window.scene.show_view(view, names, db, animate=False)
            for key, item in window.scene.position_items.items():
                if key[0] == zone:
                    read.append((view, key, item, *name_shown(item.hero, item.width, item.height, scale)))
    finally:
        window.shut_down()
        window.deleteLater()
    return read


SEAT_NAMES = {"en": "Player {k}", "de": "Spieler {k}"}


def shown_lines(scene: TableScene) -> list[tuple[str, object, PlateLine]]:
    """Every line of text the table's plates, piles, panels and artifacts write, as written:
    (what writes it, the item, the line)."""
    found = []
    for item in scene.items():
        if hasattr(item, "shown_texts") and item.isVisible():
            found += [(type(item).__name__, item, line) for line in item.shown_texts()]
    return found


@pytest.mark.parametrize("advisor", [False, True], ids=["", "advisor"])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_table_text_is_ten_pixels_or_more_on_the_smallest_window(qtbot, players, language, advisor):
    """Every module on, every computer seat thinking (its ring on its plate), with the
    advisor's answer open or not: each name and line reads at 10 px or more and whole, in
    English and in German: the names on the plates and their artifacts, the seat lines, the
    Royal Intrigue row, the bribery card, the piles, the standing."""
    apply_language(language)
    window = open_window(qtbot, (1024, 700))
    if advisor:
        window.advisor.dock.show()
        qtbot.waitUntil(lambda: window.advisor.dock.isVisible())
        qtbot.wait(20)  # the panel laid out again
    scene = window.scene
    names = [SEAT_NAMES[language].format(k=k + 1) for k in range(players)]
    spinner = Spinner()
    try:
        scale = window.table.transform().m11()
        for px in (PlateItem.NAME_LEAST_PX, PlateItem.DETAIL_PX, PileItem.TITLE_PX, PANEL_LINE_PX, PANEL_TITLE_PX):
            assert px * scale >= 10, f"{px} px on the table show {px * scale:.1f} px high"
        visible = window.table.mapToScene(window.table.viewport().rect()).boundingRect()
        fate_labels = 0
        read: dict[str, set[str]] = {}
        db = default_db()
        for view in table_views(players, modules=True):
            scene.show_view(view, names, db, animate=False)
            rings = [PlateRing(spinner, plate) for seat, plate in scene.plates.items() if seat != view.seat]
            labels = [*scene.labels, *([scene.fates.label] if scene.fates.label.isVisible() else [])]
            fate_labels += scene.fates.label.isVisible()
            for label in labels:
                assert label.font().pixelSize() * scale >= 10, f"{label.text()!r} is too small"
                assert visible.contains(label.sceneBoundingRect()), f"{label.text()!r} is cut off"
            for kind, item, line in shown_lines(scene):
                assert line.px * scale >= 10, f"{kind}: {line.shown!r} reads at {line.px * scale:.1f} px"
                assert not line.shown.endswith("…"), f"{kind} cuts {line.shown!r} short"
                assert visible.contains(item.mapRectToScene(line.ink())), f"{kind}: {line.shown!r} is cut off"
                read.setdefault(kind, set()).add(line.shown)
            for ring in rings:
                ring.leave()
        assert fate_labels
        # every side on every plate of the table, and every hero the Royal Intrigue row may hold
        for plate in scene.plates.values():
            for side in db.artifact_sides:
                badge = ArtifactBadge((card_name(side), side.timing, side.tokens, side.tokens), plate)
                badge.set_width(plate.artifact_room(badge.width))
                [line] = badge.shown_texts()
                scene.removeItem(badge)
                assert line.shown == card_name(side), f"{card_name(side)!r} shows as {line.shown!r}"
        royal = [db.heroes[db.hero_index[hero]] for hero in db.royal_row_ids]
        scene.modules.royal.set_row([(card_name(hero), hero.faction, 3) for hero in royal])
        shown = [line.shown for line in scene.modules.royal.shown_texts()]
        assert all(card_name(hero) in shown for hero in royal), shown
        # the artifacts' names, the Royal Intrigue row's heroes and the seat lines were all read
        assert {"PlateItem", "ArtifactBadge", "RoyalRowItem", "BriberyCardItem", "PileItem"} <= set(read)
        assert {card_name(hero) for hero in royal} & read["RoyalRowItem"], read["RoyalRowItem"]
        artifacts = {card_name(side) for side in db.artifact_sides}
        assert len(artifacts & read["ArtifactBadge"]) >= players, read["ArtifactBadge"]
    finally:
        window.shut_down()
        window.deleteLater()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_replay_on_the_smallest_screen_reads_as_the_table_does(qtbot, language):
    """The replay window as a 1024x700 screen holds it: its bar beside the table, not under
    it, so the table's names read at 10 px or more, and whole (artifacts, the Royal Intrigue
    row, the seat lines), through a finished six-player game with every module."""
    apply_language(language)
    settings = Settings(players=6, seed=2, **EVERY_MODULE)
    state, chooser, decisions = new_game(settings), SplitMix64(2), []
    while not state.is_over:
        decisions.append(state.options[chooser.below(len(state.options))])
        state.apply(decisions[-1])
    seats = [SeatConfig(SEAT_NAMES[language].format(k=k + 1), "medium") for k in range(6)]
    replay = ReplayWindow(GameReplay(SavedGame(settings, seats, decisions)), None, 0, 0.0)
    try:
        replay.resize(1024 - 16, 700 - 48)  # a 1024x700 screen less a title bar and borders
        replay.show()
        qtbot.waitExposed(replay)
        qtbot.waitUntil(lambda: replay.table.transform().m11() > 0.3)
        scale = replay.table.transform().m11()
        assert PlateItem.NAME_LEAST_PX * scale >= 10 and PANEL_LINE_PX * scale >= 10, f"the table at {scale:.3f}"
        read: set[str] = set()
        for position in range(0, replay.game.count + 1, 12):
            replay.go(position)
            for kind, _item, line in shown_lines(replay.scene):
                assert line.px * scale >= 10, f"{kind}: {line.shown!r} reads at {line.px * scale:.1f} px"
                assert not line.shown.endswith("…"), f"{kind} cuts {line.shown!r} short"
                read.add(kind)
        assert {"PlateItem", "ArtifactBadge", "RoyalRowItem"} <= read
    finally:
        replay.close()


def label_ink(label) -> tuple[str, QRectF]:
    """A label's words and where its letters lie (a wrapped note: its whole box)."""
    if not isinstance(label, QGraphicsSimpleTextItem):
        return label.toPlainText(), label.sceneBoundingRect()
    metrics = QFontMetricsF(label.font())
    return label.text(), label.mapRectToScene(metrics.tightBoundingRect(label.text()).translated(0, metrics.ascent()))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_ring_crosses_a_line_of_text(qtbot, players):
    """The glow of a last move, the keyboard's focus ring and a thinking seat's ring, around
    anything on the table, never run through the letters of a plate, a pile's title, a label,
    the standing or a module's panel; a pile's focus ring stays off the track and the plates
    above it."""
    scene = TableScene()
    scene.set_table_width(MIN_WIDTH, 0.55)
    names = [f"Player {k}" for k in range(players)]
    spinner = Spinner()
    checked = 0
    for seed in range(2):
        db = new_game(Settings(players=players, seed=seed, **EVERY_MODULE)).db
        for view in positions_along_a_game(players, seed, modules=True):
            scene.show_view(view, names, db, animate=False)
            cards = [item for item in scene.items() if isinstance(item, CardItem)]
            # every card as the last move's, so every glow is drawn
            scene.show_view(view, names, db, animate=False, recent=frozenset(item.key[1] for item in cards))
            thinking = [PlateRing(spinner, plate) for seat, plate in scene.plates.items() if seat != view.seat]
            texts = [(line.shown, item.mapRectToScene(line.ink())) for _kind, item, line in shown_lines(scene)]
            texts += [label_ink(label) for label in scene.labels]
            rings = []
            for item in scene.items():
                if isinstance(item, (CardItem, PileItem, PlateItem)):
                    outline = outline_of(item)
                    if isinstance(item, CardItem) and item.recent:
                        rings.append(("last move", outline, RECENT_REACH))
                    rings.append(("focus", outline, RING_REACH))
            for ring in thinking:
                rings.append(("thinking", ring.sceneBoundingRect(), 0.0))
            for kind, outline, reach in rings:
                grown = outline.adjusted(-reach, -reach, reach, reach)
                for text, ink in texts:
                    crossed = grown.intersects(ink) and not outline.contains(ink)
                    assert not crossed, f"a {kind} ring around {outline} crosses {text!r} at {ink}"
            for pile in (scene.harbor, scene.wilderness, scene.graveyard):
                ring = outline_of(pile).adjusted(-RING_REACH, -RING_REACH, RING_REACH, RING_REACH)
                for other in (scene.track, scene.standing, scene.ending):
                    assert not ring.intersects(other.sceneBoundingRect()), f"{pile.title}'s ring covers {other}"
            for ring in thinking:
                ring.leave()
            checked += 1
    assert checked > 10


def final_views(players: int, seeds: range) -> list:
    """Seat 0's view of each finished game, every module on: every hidden hero is shown."""
    return [positions_along_a_game(players, seed, modules=True)[-1] for seed in seeds]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [4, 6])
def test_at_the_end_every_revealed_hidden_heros_name_reads_without_hovering(qtbot, players, size):
    """The result tells who hid what: a crowded party shows its hidden heroes as chips with
    their names (a long one may be cut short; hovering shows the card), not as slivers of a
    stack."""
    views = [(view, default_db()) for view in final_views(players, range(8))]
    assert all(view.result is not None for view, _db in views)
    read = names_read(qtbot, size, players, views, Zone.FACE_DOWN)
    for _view, key, item, px, _cut in read:
        assert item.hero is not None, "a hidden hero stays hidden after the end"
        where = f"{item.hero.name} in party {key[1]}"
        assert px >= LEAST_NAME_PX[size] and not item.covered, f"{where} reads at {px:.1f} px"
    assert len(read) > 10


LONG_OPTION = (
    "Option {n}: move the red marker up 2 spaces and the green marker down 1 space, then bury a face-up hero of any "
    "party and put the top card of the Graveyard into the Tavern, and the player on your left draws a card from "
    "the Harbor."
)
MARKER_OPTION = "red {n:+d}  →  red {red}, green 5"
# a window size, whether the advisor's answer is open, and the options of the choice
CHOICES = [
    ((1400, 900), False, [LONG_OPTION.format(n=n) for n in (1, 2, 3)]),
    ((1400, 900), True, [LONG_OPTION.format(n=n) for n in (1, 2, 3)]),
    ((1024, 700), False, [MARKER_OPTION.format(n=n, red=7 + n) for n in (-2, -1, 1, 2, -2, -1, 1, 2)]),
    ((1024, 700), True, [MARKER_OPTION.format(n=n, red=7 + n) for n in (-2, -1, 1, 2)]),
]


@pytest.mark.parametrize(
    ("size", "advisor", "texts"), CHOICES, ids=["long", "long-advisor", "eight-small", "four-small-advisor"]
)
def test_a_long_choice_shows_every_option_when_the_panel_has_room(qtbot, size, advisor, texts):
    """The options take the room of the card preview (and of the advisor's answer and the
    log down to a few lines) before they scroll."""
    window = open_window(qtbot, size)
    try:
        if advisor:
            window.advisor.dock.show()
        window.panel.show_choice(Choice("Choose what happens", buttons=[(t, lambda: None) for t in texts]), "")
        qtbot.waitUntil(lambda: all(button.isVisible() for button in window.panel.buttons))
        qtbot.wait(20)
        scroll = window.panel.scroll
        assert scroll.verticalScrollBar().maximum() == 0, f"the options scroll in a {scroll.height()} px box"
        for button in window.panel.buttons:
            assert button.geometry().bottom() <= scroll.viewport().height()
        assert window.panel.log.height() >= 70  # the log keeps some room
        if advisor:  # the answer lies under the options, and keeps a few lines
            sheet = window.advisor.dock
            assert sheet.isVisible() and sheet.geometry().top() >= scroll.geometry().bottom()
            assert sheet.scroll.height() >= ANSWER_MIN_HEIGHT
    finally:
        window.shut_down()
        window.deleteLater()


def test_the_new_game_dialog_with_six_seats_fits_a_700_pixel_screen(qtbot):
    from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(6)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(dialog.visible_rows()) == 6
    assert dialog.height() + 40 <= 700  # and its title bar


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 6])
def test_the_plates_above_the_track_say_the_whole_standing(qtbot, players, size):
    """The longest standings and ends (a name of 24 characters, a long faction) read at
    10 px or more without hovering: whole where the table is wide enough, else in their
    short form, never cut off."""
    window = open_window(qtbot, size)
    scene = window.scene
    names = ["Wilhelmina Fitzgeraldine"] * players
    try:
        scale = window.table.transform().m11()
        db = new_game(Settings(players=players, seed=1)).db
        view = positions_along_a_game(players, 1)[-1]
        scene.show_view(view, names, db, animate=False)
        longest = {
            scene.standing: PlateText(
                "Now: Imperial Army would win (green 11 ahead)", "Now: Imperial Army would win", "imperial_army"
            ),
            scene.ending: PlateText("Last turn: Wilhelmina Fitzgeraldine shows 8 face up", "Last turn: 8 face up"),
        }
        for plate, text in longest.items():
            plate.set_text(text)
            font, shown = plate.fitted()
            assert shown in (text.text, text.short), f"the plate shows {shown!r}"
            assert font.pixelSize() * scale >= 10, f"{shown!r} reads at {font.pixelSize() * scale:.1f} px"
            if size[0] >= 1920:
                assert shown == text.text, "a wide table says the whole standing"
    finally:
        window.shut_down()
        window.deleteLater()


def test_each_part_of_the_table_lies_on_its_named_row_from_top_to_bottom(qtbot):
    """Six players: three opponents along the top and two at the sides, then the Wilderness,
    the track between the Harbor and the Graveyard, the Tavern, the viewer's party and hand."""
    assert TOP_ROW_Y < SIDE_ROW_Y < WILDERNESS_Y < TRACK_Y <= PILES_Y < BOARD_LABEL_Y < BOARD_ROW_Y
    assert BOARD_ROW_Y < OWN_PARTY_Y < HAND_Y
    st = scenario(
        6,
        hands={0: ["keen_koi", "ace_fighter"]},
        face_up={0: ["canned_champion"], 1: ["bored_goblin"], 5: ["hairy_hermit"]},
        face_down={2: ["depressed_druid"]},
        tavern=["pigmented_war_pig", "arrowgant_skeleton", "tentacle_oracle"],
        wilderness=["gambling_overseer"],
    )
    scene = TableScene()
    scene.set_table_width(MIN_WIDTH)
    scene.show_view(st.view_for(0), [f"Player {k}" for k in range(6)], st.db, animate=False)
    items = scene.position_items
    plate_rows = {seat: items[("plate", seat)].y() for seat in range(6)}
    assert plate_rows == {0: OWN_PARTY_Y, 1: SIDE_ROW_Y, 2: TOP_ROW_Y, 3: TOP_ROW_Y, 4: TOP_ROW_Y, 5: SIDE_ROW_Y}
    for key, item in items.items():
        if key[0] in (Zone.FACE_UP, Zone.FACE_DOWN):  # a party's heroes lie under its plate
            assert plate_rows[key[1]] < item.y() < plate_rows[key[1]] + 100
        elif key[0] == Zone.TAVERN:
            assert item.y() == BOARD_ROW_Y
        elif key[0] == Zone.HAND or key == ("leader",):
            assert item.y() == HAND_Y
    assert scene.track.y() == TRACK_Y and scene.harbor.y() == scene.graveyard.y() == PILES_Y
    assert scene.wilderness.y() == WILDERNESS_Y
    labels = [item for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert [label.y() for label in labels if label.text() == "Tavern"] == [BOARD_LABEL_Y]
