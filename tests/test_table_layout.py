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
                    assert not marker.intersects(other.sceneBoundingRect())
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
