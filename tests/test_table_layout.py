"""The table's layout at every player count: parties, piles, the track, the Tavern and
the hand never overlap one another, and face-up heroes lie side by side (fanned, most of
each showing, only when a long party would not fit otherwise)."""

import itertools

import pytest
from PySide6.QtCore import QRectF

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.constants import Zone
from hidden_leaders_qt.engine.rng import SplitMix64
from hidden_leaders_qt.ui.items import CardItem, PlateItem
from hidden_leaders_qt.ui.table_scene import TableScene

EVERY_MODULE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}


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
            add(f"pile {key[1]}", QRectF(pile.x() - 10, pile.y() - 28, pile.width + 20, pile.height + 36))
        elif key[0] in (Zone.FACE_UP, Zone.FACE_DOWN):
            add(f"party {key[1]}", card_rect(item))
        elif key[0] == Zone.TAVERN:
            add("tavern", card_rect(item))
        elif key[0] == Zone.HAND or key == ("leader",):
            add("hand", card_rect(item))
    add("track", scene.track.sceneBoundingRect())
    add("standing", scene.standing.sceneBoundingRect())
    add("ending", scene.ending.sceneBoundingRect())
    for rect in scene.fates.regions():
        add("fate cards", rect)
    return found


@pytest.mark.parametrize("modules", [False, True], ids=["base", "every-module"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_two_parts_of_the_table_overlap(qtbot, players, modules):
    scene = TableScene()
    names = [f"Player {k}" for k in range(players)]
    checked = fate_choices = 0
    for seed in range(3):
        for view in positions_along_a_game(players, seed, modules):
            scene.show_view(view, names, new_game(Settings(players=players, seed=seed)).db, animate=False)
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
                        (
                            card_rect(item)
                            for key, item in scene.position_items.items()
                            if key[:2] == (Zone.FACE_UP, seat)
                        ),
                        key=QRectF.x,
                    )
                    for ra, rb in itertools.pairwise(ups):
                        # side by side, or fanned with most of each hero (its symbol and tokens) showing
                        assert rb.x() - ra.x() >= 0.55 * ra.width(), f"seat {seat}: {len(ups)} face-up heroes crammed"
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
    from hidden_leaders_qt.ui.main_window import MainWindow

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
