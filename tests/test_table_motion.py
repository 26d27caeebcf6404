"""Moves as motion (`pytest -k anim`): each move travels from where the still table had a card
or a marker to where the engine put it, and lands exactly where the still table draws it;
cards the person at the screen may not see stay backs in every frame of a hot-seat game;
a key or a click finishes a move at once; the computer players wait for their move to land;
with animations off the table is the still table at every moment. Bribery tokens and artifacts
travel too, a token as a back in every frame."""

import dataclasses
import functools
import random

from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import QPoint, QPointF, QPropertyAnimation, Qt, QVariantAnimation
from PySide6.QtWidgets import QGraphicsView
from test_hot_seat_privacy import whole_hot_seat_game
from test_journeys import start_through_dialog
from test_replay import bot_game
from test_replay_window import key
from ui_driver import (
    WAIT_MS,
    act_once,
    choose_menu,
    click_button,
    click_item,
    hover_item,
    no_modal,
    play_until,
    ready,
    start_default_game,
    table_item,
    wait_modal,
)

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.saved_games.replay import GameReplay
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow
from hidden_leaders_qt.ui.table.items import CardItem
from hidden_leaders_qt.ui.table.module_items import ArtifactBadge, ArtifactPip, TokenBadge
from hidden_leaders_qt.ui.table.motion import QUICK_MS, drawn
from hidden_leaders_qt.ui.table.table_scene import MOVE_MS, TableScene
from hidden_leaders_qt.ui.table.track_items import MarkerItem
from hidden_leaders_qt.ui.window.preferences import Preferences

FRAME_MS = 16  # a frame at 60 per second


class Still:
    """The table a scene lays out without motion, for the view it shows now."""

    def __init__(self, scene: TableScene) -> None:
        table = TableScene()
        table.set_animation_speed(0)
        table.set_table_width(scene.width, scene.device_scale)
        table.show_view(**(scene.shown | {"animate": False}))
        self.table = table
        self.cards = {key: (QPointF(item.pos()), item.width, drawn(item)) for key, item in table.cards.items()}
        self.markers = (QPointF(table.track.red.pos()), QPointF(table.track.green.pos()))
        self.piles = {zone: QPointF(pile.pos()) for zone, pile in table.piles.items()}


def table_now(scene: TableScene) -> dict:
    """Every card of the table: where it stands, how wide, which face, and untouched by motion."""
    return {
        key: (QPointF(item.pos()), item.width, drawn(item))
        for key, item in scene.cards.items()
        if item.scale() == 1.0 and item.opacity() == 1.0 and item.transform().isIdentity()
    }


def assert_landed_on_still_table(scene: TableScene) -> None:
    still = Still(scene)
    assert table_now(scene) == still.cards
    assert (scene.track.red.pos(), scene.track.green.pos()) == still.markers
    assert not scene.motion.in_flight()
    gone = [item for item in scene.items() if isinstance(item, CardItem) and not item.isEnabled()]
    assert not gone, "a card left the table but stayed on it"


def travels(scene: TableScene) -> list[tuple]:
    """The running move's slides: (item, property, from, to), and the items that turn over."""
    group = scene.motion.group
    found = []
    for index in range(group.animationCount()):
        animation = group.animationAt(index)
        if isinstance(animation, QPropertyAnimation):
            name = bytes(animation.propertyName()).decode()
            found.append((animation.targetObject(), name, animation.startValue(), animation.endValue()))
        elif isinstance(animation, QVariantAnimation):
            found.append((None, "flip", None, None))
    return found


def start_game(qtbot, window, seats: str, seed: int) -> None:
    """Through the New Game dialog: who sits where ("h" a person, "m" the Medium computer
    player), a seed, Enter."""
    dialog = wait_modal(qtbot, NewGameDialog)
    dialog.players.setValue(len(seats))
    for row, kind in zip(dialog.visible_rows(), seats, strict=False):
        row.kind.setCurrentIndex(row.kind.findData({"h": "human", "m": "medium"}[kind]))
    qtbot.keyClicks(dialog.seed, str(seed))
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())


def test_anim_every_kind_of_move_travels_from_its_old_place_and_lands_on_the_still_table(qtbot, launch_app):
    """A game of a person and three computer players: every slide starts where the still
    table before the move had the card or marker (or at the pile or the player it came
    from) and ends where the still table after it has it (or at the pile it went to)."""
    window = launch_app(animations=True)
    start_default_game(qtbot)
    scene = window.scene
    model = window.session.model
    seen: set[str] = set()
    before = {"still": Still(scene)}
    landings = []

    def changed() -> None:
        old, new = before["still"], Still(scene)
        before["still"] = new
        if scene.motion.group is None:
            return
        piles = {(point.x(), point.y()): Zone(zone).name for zone, point in new.piles.items()}
        plates = {seat: plate for seat, plate in scene.plates.items()}
        items = {item: key for key, item in scene.cards.items()}
        for item, name, start, end in travels(scene):
            if name == "flip":
                seen.add("turns over")
            elif isinstance(item, MarkerItem) and name == "pos":
                assert start in old.markers and end in new.markers and start != end
                seen.add("marker glides")
            elif isinstance(item, CardItem) and name == "pos" and item in items:
                key = items[item]
                assert end == new.cards[key][0], f"{key} does not end where the still table has it"
                if key in old.cards:
                    assert start == old.cards[key][0], f"{key} does not start where it was"
                    seen.add("card moves")
                elif (start.x(), start.y()) in piles:
                    seen.add(f"card comes from {piles[start.x(), start.y()]}")
                else:
                    assert any(plate.contains(plate.mapFromScene(start)) for plate in plates.values())
                    seen.add("card comes from a player")
            elif isinstance(item, CardItem) and name == "pos":  # on its way off the table
                assert item.position is None and start in [shot[0] for shot in old.cards.values()]
                if (end.x(), end.y()) in piles:
                    seen.add(f"card goes to {piles[end.x(), end.y()]}")

    def landed() -> None:
        assert not scene.is_moving()
        assert_landed_on_still_table(scene)
        landings.append(model.revision)

    model.changed.connect(changed)
    scene.motion.landed.connect(landed)
    play_until(qtbot, window, random.Random(4), lambda: model.is_over or len(seen) >= 8, limit=400)
    qtbot.waitUntil(lambda: not scene.is_moving(), timeout=WAIT_MS)
    expected = {"card moves", "turns over", "marker glides", "card comes from a player", "card goes to GRAVEYARD"}
    assert expected <= seen, f"not seen: {expected - seen} (seen {seen})"
    assert {"card comes from HARBOR", "card comes from WILDERNESS"} & seen
    assert len(landings) > 10


def test_anim_hidden_cards_stay_backs_in_every_frame_of_a_hot_seat_game(qtbot, launch_app):
    """Two people and a computer player at one screen: every frame of every move is checked
    by the privacy oracle (each face on screen one the person who may look can name), a card
    that is a back on the table after the move is a back in every frame, and no move runs
    behind a hand-off screen."""
    window = launch_app(animations=True)
    start_game(qtbot, window, "hmh", seed=31)
    scene = window.scene
    model = window.session.model
    tally = PrivacyTally()
    frames = []

    def changed() -> None:
        if window.pages.currentWidget() is window.handoff:
            assert not scene.is_moving(), "a move runs behind the hand-off screen"
        group = scene.motion.group
        if group is None:
            check_privacy(window, tally)
            return
        still = Still(scene)  # a back on the table after the move is a back in every frame
        backs = [scene.cards[key] for key, (_pos, _width, face) in still.cards.items() if face[:2] == (None, None)]
        backs += [item for item in scene.motion.in_flight() if item.hero is None]
        for time in range(0, group.totalDuration() + FRAME_MS, FRAME_MS):
            group.setCurrentTime(min(time, group.totalDuration()))
            check_privacy(window, tally)
            assert all(item.hero is None and item.leader is None for item in backs), "a back showed a face"
            frames.append(time)
        scene.motion.finish()

    model.changed.connect(changed)
    check_privacy(window, tally)  # the first hand-off
    play_until(
        qtbot,
        window,
        random.Random(7),
        lambda: model.is_over,
        lambda: check_privacy(window, tally),
    )
    assert tally.handoffs_seen >= 2 and len(frames) > 100 and tally.faces > 100


def test_anim_a_key_or_a_click_finishes_the_move_at_once(qtbot, launch_app):
    """At the slow pace a computer player's move is under way: Shift lands it on the still
    table at once, and so does a click on the felt."""
    window = launch_app(animations=True)
    window.scene.set_animation_speed(4.0)  # long moves, to act in the middle of them
    start_default_game(qtbot)
    scene = window.scene
    rng = random.Random(2)
    finishes = ["key", "click"]
    while finishes:
        qtbot.waitUntil(lambda: scene.is_moving() or ready(window), timeout=WAIT_MS)
        if not scene.is_moving():
            act_once(qtbot, window, rng)
            continue
        if finishes.pop(0) == "key":
            qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Shift)
        else:
            qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
        assert not scene.is_moving()
        assert_landed_on_still_table(scene)


def test_anim_computer_players_wait_for_their_move_to_land_and_the_persons_own_moves_are_quick(qtbot, launch_app):
    window = launch_app(animations=True)
    start_default_game(qtbot)
    scene = window.scene
    model = window.session.model
    moving_when_decided = []
    durations: dict[bool, list[int]] = {True: [], False: []}

    def decided() -> None:
        if not model.seats[model.last_mover].is_human:
            moving_when_decided.append(scene.is_moving())

    def changed() -> None:
        if scene.motion.group is not None:
            durations[model.seats[model.last_mover].is_human].append(scene.motion.group.totalDuration())

    model.decided.connect(decided)
    model.changed.connect(changed)
    play_until(qtbot, window, random.Random(5), lambda: model.revision > 40)
    assert moving_when_decided and not any(moving_when_decided)
    assert durations[True] and max(durations[True]) <= QUICK_MS
    assert durations[False] and max(durations[False]) >= MOVE_MS


def test_anim_off_shows_the_still_table_at_every_moment(qtbot, launch_app):
    """Animations off in Preferences: no move runs, and after every change each card stands
    where the still table has it."""
    window = launch_app(animations=True)
    dialog = wait_modal(qtbot, NewGameDialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Edit", "Preferences…")
    preferences = wait_modal(qtbot, PreferencesDialog, "Preferences")
    preferences.speed.setCurrentIndex(preferences.speed.findData("off"))
    click_button(qtbot, preferences, "OK")
    qtbot.waitUntil(no_modal)
    assert Preferences().animation_speed == "off"
    choose_menu(qtbot, window, "Game", "New Game…")
    start_default_game(qtbot)
    model = window.session.model
    changes = []

    def changed() -> None:
        assert scene.motion.group is None and not scene.is_moving()
        assert_landed_on_still_table(scene)
        changes.append(model.revision)

    scene = window.scene
    model.changed.connect(changed)
    play_until(qtbot, window, random.Random(3), lambda: model.revision > 30)
    assert len(changes) > 30


def test_anim_reduce_motion_fades_moves_in_where_they_land(qtbot, launch_app):
    """Reduce motion on in Preferences: nothing travels across the table; what moved fades in
    on its place, and the move still ends on the still table."""
    window = launch_app(animations=True)
    qtbot.keyClick(wait_modal(qtbot, NewGameDialog), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    choose_menu(qtbot, window, "Edit", "Preferences…")
    preferences = wait_modal(qtbot, PreferencesDialog, "Preferences")
    preferences.reduce_motion.setCurrentIndex(preferences.reduce_motion.findData("on"))
    click_button(qtbot, preferences, "OK")
    qtbot.waitUntil(no_modal)
    assert Preferences().reduce_motion == "on" and window.scene.motion.reduced
    choose_menu(qtbot, window, "Game", "New Game…")
    start_default_game(qtbot)
    scene = window.scene
    model = window.session.model
    kinds: set[str] = set()

    def changed() -> None:
        if scene.motion.group is not None:
            kinds.update(name for _item, name, _start, _end in travels(scene))

    model.changed.connect(changed)
    scene.motion.landed.connect(lambda: assert_landed_on_still_table(scene))
    play_until(qtbot, window, random.Random(6), lambda: model.revision > 25)
    assert kinds == {"opacity"}


def test_anim_a_replay_step_forward_moves_and_a_jump_does_not(qtbot):
    """In a replay, Right (one decision on) plays the move and lands on the still table;
    End and Home jump, and so does a step back."""
    saved, _seen, _state = bot_game(Settings(players=4, seed=12), ["human"] + ["medium"] * 3)
    replay = ReplayWindow(GameReplay(saved), None, 0, 1.0)
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    replay.go(20)
    scene = replay.scene
    stepped = 0
    for _ in range(12):
        key(qtbot, replay, Qt.Key.Key_Right)
        stepped += scene.is_moving()
        qtbot.waitUntil(lambda: not scene.is_moving(), timeout=WAIT_MS)
        assert_landed_on_still_table(scene)
    assert stepped >= 3  # many decisions move something (some only choose)
    for jump in (Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_Home):
        key(qtbot, replay, jump)
        assert not scene.is_moving() and scene.motion.group is None
        assert_landed_on_still_table(scene)


def test_anim_the_hot_seat_privacy_game_holds_with_every_module_in_motion(qtbot, launch_app):
    """The privacy oracle's whole hot-seat game (hurried hand-offs included) with the table
    in motion: four people, every module of both parts."""
    whole_hot_seat_game(qtbot, launch_app(animations=True), 4, "hhhh", "all")


def test_anim_a_card_shown_large_goes_from_the_panel_once_a_move_carried_it_off(qtbot, launch_app):
    """The person hides a card, then discards the one under the mouse, shown large in the
    panel: it travels to the Wilderness and, once it lands, the panel no longer shows it."""
    window = launch_app(animations=True)
    start_default_game(qtbot)
    scene = window.scene
    model = window.session.model
    play_until(qtbot, window, random.Random(1), lambda: model.decision_is_on_screen())
    assert model.view().decision.kind == "setup"
    for _question in ("hide", "discard"):
        qtbot.waitUntil(lambda: ready(window) and window.gate.taking_input, timeout=WAIT_MS)
        hand = sorted(key for key in window.controller.choice.clicks if key[1] == Zone.HAND)
        card = table_item(window, hand[0])
        hover_item(qtbot, window, card)
        assert window.panel.previewed is card.hero
        click_item(qtbot, window, card)
    assert scene.is_moving() and card.position is None  # on its way to the Wilderness
    assert window.panel.previewed is card.hero  # the person knows the card they discard
    shown_as_it_landed = []
    scene.motion.landed.connect(lambda: shown_as_it_landed.append((card.scene(), window.panel.previewed)))
    qtbot.waitUntil(lambda: bool(shown_as_it_landed), timeout=WAIT_MS)
    assert shown_as_it_landed[0] == (None, None)


def test_anim_a_new_game_appears_at_once(qtbot, launch_app):
    """A game put on the table (the first, a new one after a game in progress) is laid out
    still: nothing flies in from the game before."""
    window = launch_app(animations=True)
    moving_at_start = []
    window.session.started.connect(lambda _model: moving_at_start.append(window.scene.motion.group is not None))
    start_default_game(qtbot)
    model = window.session.model
    play_until(qtbot, window, random.Random(8), lambda: model.revision > 12)
    start_through_dialog(qtbot, window, players=5)
    assert moving_at_start == [False, False]
    assert_landed_on_still_table(window.scene)


@functools.cache
def bribed_game() -> tuple:
    """Seat 0's view before and after each of the first 140 decisions of a seeded 4-player
    game of easy computer players with Bribery, Artifacts and Royal Intrigue, and the game's cards."""
    settings = Settings(players=4, seed=1, bribery=True, artifacts=True, royal_intrigue=True, queens_and_friend=True)
    st = new_game(settings)
    bots = [make_bot("easy", 10 + seat) for seat in range(4)]
    views = [st.view_for(0)]
    while len(views) <= 140:
        seat = st.deciding_seat
        st.apply(bots[seat].choose(st.view_for(seat), st.db))
        views.append(st.view_for(0))
    return tuple(views), st.db


def first_step(test) -> tuple:
    """The first (view before, view after) of the bribed game for which `test` holds."""
    views, _db = bribed_game()
    return next((old, new) for old, new in zip(views, views[1:], strict=False) if test(old, new))


def move_table(qtbot, old, new) -> tuple[TableScene, dict]:
    """A table laid out still for `old`, then moving to `new` at the normal pace; and the
    token badges of the table before."""
    _views, db = bribed_game()
    scene = TableScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1600, 1000)
    scene.show_view(old, list("ABCD"), db, animate=False)
    before = token_badges(scene)
    scene.show_view(new, list("ABCD"), db)
    assert scene.is_moving()
    return scene, before


def animations(scene: TableScene) -> list:
    group = scene.motion.group
    return [group.animationAt(index) for index in range(group.animationCount())]


def slide_of(scene: TableScene, item) -> QPropertyAnimation:
    """The running move's slide of `item` across the table."""
    return next(
        anim
        for anim in animations(scene)
        if isinstance(anim, QPropertyAnimation) and anim.targetObject() is item and anim.propertyName() == b"pos"
    )


def token_badges(scene: TableScene) -> dict:
    """The token badges on the table's cards, by card key: (where it is, its kind, seen)."""
    keys = {item: key for key, item in scene.cards.items()}
    return {
        keys[item.parentItem()]: (item.scenePos(), item.kind, item.opacity() > 0)
        for item in scene.items()
        if isinstance(item, TokenBadge) and item.parentItem() in keys
    }


def travellers(scene: TableScene, kind: type) -> list:
    """The pieces of that kind on their way (not on a card or a plate)."""
    return [item for item in scene.items() if isinstance(item, kind) and item.parentItem() is None]


def test_anim_a_token_laid_on_a_hero_travels_from_the_bag_and_lands_on_the_still_tables_place(qtbot):
    """The bribe: a token laid on a hero of another party comes from the bribery card's bag to
    the hero, as a back the whole way (its kind is its owner's), and ends where the still table
    draws it; a token taken off a hero goes back to the bag."""
    old, new = first_step(lambda old, new: len(new.bribery.tokens) > len(old.bribery.tokens))
    scene, before = move_table(qtbot, old, new)
    still_badges = token_badges(Still(scene).table)
    came = [key for key in still_badges if key not in before]
    assert len(came) == 1 and still_badges[came[0]][1] is None  # a token seat 0 does not know
    (traveller,) = travellers(scene, TokenBadge)
    slide = slide_of(scene, traveller)
    assert slide.startValue() == scene.modules.bribery.bag_point() and slide.endValue() == still_badges[came[0]][0]
    group = scene.motion.group
    middles = []
    for time in range(0, group.totalDuration(), FRAME_MS):  # the last frame is the still table
        group.setCurrentTime(time)
        assert traveller.kind is None and not token_badges(scene)[came[0]][2]  # the back travels, alone
        middles.append(traveller.scenePos())
    assert len({(point.x(), point.y()) for point in middles}) > 10  # it moves across the table
    scene.motion.finish()
    assert token_badges(scene) == still_badges and not travellers(scene, TokenBadge)

    old, new = first_step(lambda old, new: len(new.bribery.tokens) < len(old.bribery.tokens))
    scene, before = move_table(qtbot, old, new)
    (traveller,) = travellers(scene, TokenBadge)
    slide = slide_of(scene, traveller)
    assert slide.startValue() in [pos for pos, _kind, _seen in before.values()]
    assert slide.endValue() == scene.modules.bribery.bag_point() and traveller.kind is None
    scene.motion.finish()
    assert token_badges(scene) == token_badges(Still(scene).table) and not travellers(scene, TokenBadge)


def test_anim_a_token_the_viewer_lays_shows_no_kind_on_its_way_and_its_own_kind_on_the_hero(qtbot):
    """Seat 0 lays its own token (it knows its kind): on the way it is a back like any token, no
    frame shows a kind the still table after does not show on that hero, and once it lands
    the hero shows the token's front, as on the still table."""
    old, new = first_step(lambda old, new: bool(old.bribery and old.bribery.held) and not new.bribery.held)
    scene, _before = move_table(qtbot, old, new)
    still_badges = token_badges(Still(scene).table)
    known = {key: kind for key, (_pos, kind, _seen) in still_badges.items() if kind is not None}
    assert len(travellers(scene, TokenBadge)) == 1
    group = scene.motion.group
    for time in range(0, group.totalDuration() + FRAME_MS, FRAME_MS):
        group.setCurrentTime(min(time, group.totalDuration()))
        assert all(item.kind is None for item in travellers(scene, TokenBadge))
        shown = {key: kind for key, (_pos, kind, seen) in token_badges(scene).items() if seen and kind}
        assert all(known.get(key) == kind for key, kind in shown.items())
    assert not scene.is_moving() and not travellers(scene, TokenBadge)
    assert token_badges(scene) == still_badges and old.bribery.held[0] in known.values()


def test_anim_swapped_artifacts_cross_and_a_spent_artifact_token_goes_to_the_royal_row(qtbot):
    """Self-Made Widow's swap: the two artifacts cross between the name plates, each showing on
    its way what the still table after shows of it, and land on the plates' places. An
    artifact used sends its token from the artifact's pips to its hero in the Royal Intrigue row."""
    views, _db = bribed_game()
    old = views[100]
    artifacts = old.artifacts
    cards, sides = list(artifacts.cards), list(artifacts.sides)
    cards[1], cards[2], sides[1], sides[2] = cards[2], cards[1], sides[2], sides[1]
    new = dataclasses.replace(old, artifacts=dataclasses.replace(artifacts, cards=tuple(cards), sides=tuple(sides)))
    scene, _before = move_table(qtbot, old, new)
    on_plates = {
        badge.parentItem().seat: badge
        for badge in scene.items()
        if isinstance(badge, ArtifactBadge) and badge.parentItem() is not None
    }
    crossing = travellers(scene, ArtifactBadge)
    assert len(crossing) == 2 and on_plates[1].opacity() == on_plates[2].opacity() == 0.0
    for seat, other in ((1, 2), (2, 1)):
        traveller = next(item for item in crossing if item.shown == on_plates[seat].shown)
        assert on_plates[seat].shown[0] != on_plates[other].shown[0]
        assert slide_of(scene, traveller).endValue() == on_plates[seat].scenePos()
        start = slide_of(scene, traveller).startValue()
        assert scene.plates[other].contains(scene.plates[other].mapFromScene(start))
    scene.motion.finish()
    assert not travellers(scene, ArtifactBadge) and all(badge.opacity() == 1.0 for badge in on_plates.values())

    old, new = first_step(
        lambda old, new: (
            old.artifacts.row == new.artifacts.row and sum(new.artifacts.row_tokens) > sum(old.artifacts.row_tokens)
        )
    )
    scene, _before = move_table(qtbot, old, new)
    (pip,) = travellers(scene, ArtifactPip)
    slide = slide_of(scene, pip)
    row = next(
        i for i, (a, b) in enumerate(zip(old.artifacts.row_tokens, new.artifacts.row_tokens, strict=True)) if b > a
    )
    assert slide.endValue() == scene.modules.royal.count_point(row)
    seat = next(s for s in range(4) if new.artifacts.tokens[s] < old.artifacts.tokens[s])
    assert scene.plates[seat].contains(scene.plates[seat].mapFromScene(slide.startValue()))
    scene.motion.finish()
    assert not travellers(scene, ArtifactPip)


def test_anim_tokens_and_artifacts_do_not_move_with_animations_off(qtbot):
    """Animations off: the bribe's token is on its hero at once, nothing on its way."""
    old, new = first_step(lambda old, new: len(new.bribery.tokens) > len(old.bribery.tokens))
    _views, db = bribed_game()
    scene = TableScene()
    scene.set_animation_speed(0)
    scene.show_view(old, list("ABCD"), db, animate=False)
    scene.show_view(new, list("ABCD"), db)
    assert scene.motion.group is None and not travellers(scene, TokenBadge)
    assert all(seen for _pos, _kind, seen in token_badges(scene).values()) and len(token_badges(scene)) == 1
