"""The replay window from the real window: opened from the result screen, from Game ▸ Replay a
Saved Game… and from Game ▸ Open of a finished game; stepped with keys, buttons and the
slider, it shows on the table and in the log exactly what the replay model says the chosen
eyes saw; stepping forward and back returns to the same table; in an unfinished hot-seat
game a person's view comes only after a hand-off, and the table face up never."""

import os
import random

from privacy_oracle import PrivacyTally, check_privacy, names_in, zone_cards
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem
from test_hot_seat_privacy import start_table
from test_replay import bot_game
from ui_driver import (
    WAIT_MS,
    answer,
    choose_file,
    choose_menu,
    click_button,
    no_modal,
    play_until,
    press_shortcut,
    start_default_game,
    take_screen,
    wait_modal,
    wait_ready,
)

from hidden_leaders_qt.engine import Settings
from hidden_leaders_qt.saved_games.replay import EVERYTHING, PUBLIC
from hidden_leaders_qt.saved_games.saves import SeatConfig, save_game
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow, open_replay
from hidden_leaders_qt.ui.table.items import CardItem

SHOTS = os.environ.get("REPLAY_SHOTS", "/tmp/shots_replay")


def shoot(widget, name: str) -> None:
    os.makedirs(SHOTS, exist_ok=True)
    widget.grab().save(os.path.join(SHOTS, f"{name}.png"))


def replay_windows() -> list[ReplayWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible()]


def wait_replay(qtbot, before: tuple[ReplayWindow, ...] = ()) -> ReplayWindow:
    """The replay window that opens, beside those open `before`, once it is the active window."""
    qtbot.waitUntil(lambda: len(replay_windows()) == len(before) + 1, timeout=WAIT_MS)
    replay = next(w for w in replay_windows() if w not in before)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=WAIT_MS)
    return replay


def key(qtbot, replay: ReplayWindow, pressed: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=WAIT_MS)
    qtbot.keyClick(QApplication.focusWidget() or replay, pressed, modifiers)


def assert_shows_the_model(replay: ReplayWindow) -> None:
    """The table and the log are the replay model's for the chosen eyes at its position."""
    game, reader = replay.game, replay.reader
    assert replay.bar.slider.value() == game.position
    assert replay.scene.shown["view"] == game.view(reader, reader if reader >= 0 else replay.home)
    if reader != PUBLIC:
        heroes = replay.db.heroes
        lines = game.log_lines(reader, lambda card: heroes[card].name, lambda seat: replay.names[seat])
        assert replay.log_lines() == lines


def table_items(replay: ReplayWindow) -> tuple:
    """What the table shows: every card's place and face, and every text on it."""
    cards = sorted(
        (repr(key), item.hero.name if item.hero else "", item.leader.name if item.leader else "", item.pos().toTuple())
        for key, item in replay.scene.cards.items()
        if item.isVisible()
    )
    texts = sorted(i.text() for i in replay.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible())
    return cards, texts, replay.log_lines(), replay.bar.where.text()


def assert_seen_only_by(replay: ReplayWindow, readers: list[int]) -> None:
    """Every card face and leader on the table, and every card a log line names, is one that
    each of `readers` could identify at this point of the game (worked out from the state,
    not from what the window was handed)."""
    st = replay.game.state()
    views = [st.view_for(seat) for seat in readers]
    for item in replay.scene.items():
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        if item.leader is not None:
            assert all(view.leaders[item.key[1]] == item.leader.index for view in views), item.leader.name
        elif item.hero is not None:
            zone, seat, index = item.position
            assert all(zone_cards(view, zone, seat)[index] == item.hero.index for view in views), item.hero.name
    everyone = sum(1 << seat for seat in readers)
    hero_names = {hero.name: hero.index for hero in st.db.heroes}
    log = replay.log_model
    for row in range(log.rowCount()):
        seen = {e.card for e in log.events_at(row) if e.card >= 0 and e.visible & everyone == everyone}
        seen |= {e.value[0] for e in log.events_at(row) if e.kind == "exchange" and e.value[1] & everyone == everyone}
        assert names_in(log.data(log.index(row, 0)), hero_names) <= seen, log.data(log.index(row, 0))


def choose_reader(qtbot, replay: ReplayWindow, text: str) -> None:
    """Pick whose eyes in the chooser with the keys, as a person at the keyboard does."""
    combo = replay.bar.readers
    target = combo.findText(text)
    assert target >= 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setFocus()
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def test_replay_from_the_result_screen_by_keys_slider_and_eyes_then_from_open(qtbot, launch_app, tmp_path):
    window = launch_app(animations=False)
    start_default_game(qtbot)
    model = window.session.model
    play_until(qtbot, window, random.Random(7), lambda: model.is_over)
    click_button(qtbot, wait_modal(qtbot, ResultDialog), "Replay")
    replay = wait_replay(qtbot)
    game = replay.game
    assert game.count == len(model.decisions) and game.is_over
    assert (replay.reader, game.position) == (EVERYTHING, 0)
    assert_shows_the_model(replay)
    key(qtbot, replay, Qt.Key.Key_Right)
    assert game.position == 1
    assert_shows_the_model(replay)
    key(qtbot, replay, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert game.position == game.turn_starts[1] and game.point.turn == 1
    key(qtbot, replay, Qt.Key.Key_PageDown)
    assert game.position == game.turn_starts[2]
    assert replay.bar.where.text().startswith("Turn 2 \u00b7 decision ")
    key(qtbot, replay, Qt.Key.Key_PageUp)
    assert game.position == game.turn_starts[1]
    key(qtbot, replay, Qt.Key.Key_End)
    assert game.position == game.count and replay.bar.where.text().endswith("game over")
    assert replay.log_lines()[-1].startswith("The game is over")
    assert_shows_the_model(replay)
    key(qtbot, replay, Qt.Key.Key_Left)
    assert game.position == game.count - 1
    key(qtbot, replay, Qt.Key.Key_Home)
    assert game.position == 0
    slider = replay.bar.slider
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(slider.width() * 3 // 4, slider.height() // 2))
    qtbot.waitUntil(lambda: game.position > 0)
    assert_shows_the_model(replay)
    qtbot.mouseClick(replay.bar.buttons["forward"], Qt.MouseButton.LeftButton)
    assert_shows_the_model(replay)
    choose_reader(qtbot, replay, "As you saw it")
    assert replay.reader == 0 and replay.pages.currentWidget() is replay.splitter  # over: no hand-off
    assert_shows_the_model(replay)
    choose_reader(qtbot, replay, "As Tobin saw it")
    assert replay.reader == 2 and replay.scene.shown["view"].seat == 2
    assert_shows_the_model(replay)
    replay.grab().save(str(tmp_path / "replay.png"))
    # the game in hand is untouched, and a finished game opened from a file offers its replay
    assert window.session.model is model and model.is_over
    path = tmp_path / "finished.json"
    save_game(path, window.session.saved())
    press_shortcut(qtbot, window, Qt.Key.Key_O)
    choose_file(qtbot, str(path), "Open Game")
    answer(qtbot, "Watch the Replay", "This game is over")
    second = wait_replay(qtbot, (replay,))
    assert second.game.count == game.count and second.reader == EVERYTHING
    for shown in replay_windows():
        shown.close()


def test_forward_then_back_shows_the_same_table_and_log(qtbot):
    saved, _seen, _st = bot_game(Settings(players=5, seed=3, artifacts=True), ["human"] + ["medium"] * 4)
    from hidden_leaders_qt.saved_games.replay import GameReplay

    replay = ReplayWindow(GameReplay(saved), None, 0, 0.0)
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    for reader in (EVERYTHING, 3):
        replay.choose_reader(reader)
        replay.go(30)
        before = table_items(replay)
        for _ in range(25):
            key(qtbot, replay, Qt.Key.Key_Right)
            assert_shows_the_model(replay)
        assert table_items(replay) != before
        for _ in range(24):
            key(qtbot, replay, Qt.Key.Key_Left)
        with qtbot.waitSignal(replay.stepped) as stepped:
            key(qtbot, replay, Qt.Key.Key_Left)
        assert stepped.args == [30]
        assert replay.game.position == 30
        assert table_items(replay) == before
        assert_shows_the_model(replay)


def test_a_finished_games_replay_has_the_suspicion_charts_marking_the_turn_shown(qtbot):
    saved, _seen, _st = bot_game(Settings(players=4, seed=12), ["human"] + ["medium"] * 3)
    from hidden_leaders_qt.saved_games.replay import GameReplay

    replay = ReplayWindow(GameReplay(saved), None, 0, 0.0)
    qtbot.addWidget(replay)
    replay.show()
    assert replay.tabs.tabText(1) == "Suspicion" and replay.suspicion is not None
    qtbot.waitUntil(lambda: replay.suspicion.ready, timeout=WAIT_MS)
    charts = replay.suspicion.timeline_view.charts
    assert len(charts) == 4 and all(chart.current_turn is None for chart in charts)  # at the deal
    replay.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: charts[3].isVisible(), timeout=WAIT_MS)
    assert len({chart.mapTo(replay, charts[0].rect().topLeft()).x() for chart in charts}) == 1  # one a row
    key(qtbot, replay, Qt.Key.Key_End)
    last = replay.game.point.turn
    assert all(chart.current_turn == last for chart in charts)
    replay.go(replay.game.turn_starts[3])
    assert all(chart.current_turn == replay.game.point.turn - 1 for chart in charts)
    unfinished, _seen, _st = bot_game(Settings(players=3, seed=5), ["human"] + ["medium"] * 2, stop_after=30)
    early = ReplayWindow(GameReplay(unfinished), None, 0, 0.0)
    qtbot.addWidget(early)
    assert early.suspicion is None and early.tabs.count() == 1  # it would name the leaders


def test_everything_revealed_names_the_hands_the_table_does_not_lay_out(qtbot):
    saved, _seen, _st = bot_game(Settings(players=4, seed=12), ["human"] + ["medium"] * 3)
    from hidden_leaders_qt.saved_games.replay import GameReplay

    replay = ReplayWindow(GameReplay(saved), None, 0, 0.0)
    qtbot.addWidget(replay)
    replay.choose_reader(EVERYTHING)
    replay.go(40)
    st, heroes = replay.game.state(), replay.db.heroes
    text = replay.leaders.text()
    for seat in (1, 2, 3):
        held = ", ".join(heroes[card].name for card in st.hands[seat]) or "nothing"
        assert f"{replay.names[seat]}: {replay.db.leaders[st.leaders[seat]].name}, " in text
        assert f"holding {held}" in text
    assert text.count("holding") == 3  # the bottom seat's hand is on the table
    replay.choose_reader(0)
    assert replay.leaders.text() == ""


def test_an_unfinished_hot_seat_game_shows_a_persons_view_only_after_a_hand_off(qtbot, launch_app, tmp_path):
    settings = Settings(players=3, seed=21)
    saved, _seen, _st = bot_game(settings, ["human", "human", "medium"], stop_after=40)
    saved.seats[:2] = [SeatConfig("Ann", "human"), SeatConfig("Bo", "human")]
    path = tmp_path / "hot-seat.json"
    save_game(path, saved)
    window = launch_app(animations=False)
    start_default_game(qtbot)
    in_hand = window.session.model
    choose_menu(qtbot, window, "Game", "Replay a Saved Game…")
    choose_file(qtbot, str(path), "Replay a Saved Game")
    replay = wait_replay(qtbot)
    combo = replay.bar.readers
    # no table face up and no computer's cards while the game may still be played
    assert [combo.itemText(i) for i in range(combo.count())] == ["The public table", "As Ann saw it", "As Bo saw it"]
    assert replay.reader == PUBLIC
    for _ in range(25):
        key(qtbot, replay, Qt.Key.Key_Right)
        assert_seen_only_by(replay, [0, 1, 2])
    public = replay.scene.shown["view"]
    assert {card for hand in public.hands for card in hand} == {-1} and set(public.leaders) == {-1}
    choose_reader(qtbot, replay, "As Bo saw it")
    assert replay.pages.currentWidget() is replay.cover and replay.cover.title.text() == "Pass to Bo"
    assert replay.scene.shown["view"] == public and not replay.preview.pixmap().width()
    key(qtbot, replay, Qt.Key.Key_Right)  # the replay stands still behind the cover
    assert replay.game.position == 25 and not replay.bar.slider.isEnabled()
    qtbot.waitUntil(replay.cover.button.isEnabled, timeout=WAIT_MS)
    qtbot.mouseClick(replay.cover.button, Qt.MouseButton.LeftButton)
    assert replay.pages.currentWidget() is replay.splitter and replay.reader == 1
    for _ in range(15):
        key(qtbot, replay, Qt.Key.Key_Right)
        assert_shows_the_model(replay)
        assert_seen_only_by(replay, [1])
    choose_reader(qtbot, replay, "As Ann saw it")
    assert replay.pages.currentWidget() is replay.cover and replay.reader == PUBLIC
    choose_reader(qtbot, replay, "The public table")
    assert replay.pages.currentWidget() is replay.splitter
    assert_shows_the_model(replay)
    assert window.session.model is in_hand and not in_hand.decisions
    replay.close()
    qtbot.waitUntil(no_modal)


def test_a_file_that_is_no_save_cannot_be_replayed_and_says_why(qtbot, launch_app, tmp_path):
    path = tmp_path / "notes.json"
    path.write_text('{"hello": 1}', encoding="utf-8")
    window = launch_app(animations=False)
    start_default_game(qtbot)
    choose_menu(qtbot, window, "Game", "Replay a Saved Game…")
    choose_file(qtbot, str(path), "Replay a Saved Game")
    box = answer(qtbot, "OK", "Cannot replay this file")
    assert "not a Hidden Leaders saved game" in box.text()
    assert not replay_windows()


def test_a_hovered_card_shows_large(qtbot):
    saved, _seen, _st = bot_game(Settings(players=3, seed=5), ["human", "easy", "easy"], stop_after=20)
    from hidden_leaders_qt.saved_games.replay import GameReplay

    replay = ReplayWindow(GameReplay(saved), None, 0, 0.0)
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    replay.go(20)
    item = next(i for i in replay.scene.cards.values() if isinstance(i, CardItem) and i.hero is not None)
    qtbot.mouseMove(replay.table.viewport(), replay.table.mapFromScene(item.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: replay.preview.accessibleName().startswith("Card shown large: "), timeout=WAIT_MS)
    assert replay.preview.pixmap().width() > 0


def test_a_save_whose_decisions_cannot_be_replayed_opens_no_replay(qtbot, launch_app):
    saved, _seen, _st = bot_game(Settings(players=3, seed=5), ["human", "easy", "easy"], stop_after=6)
    saved.decisions[3] = saved.decisions[0]  # a setup answer where a turn's decision is asked
    window = launch_app(animations=False)
    start_default_game(qtbot)
    open_replay(window, saved)
    box = answer(qtbot, "OK", "Cannot replay this game")
    assert box.text() == "This saved game is damaged or incomplete."
    assert not replay_windows()


def test_a_replay_showing_one_persons_eyes_never_shares_the_screen_with_a_private_hand(qtbot, launch_app, tmp_path):
    """Hot-seat, in the middle of one person's turn: the replay of the game, as another person
    saw it, lends it the screen. From its hand-off cover on, the main table shows public cards
    only, and once the replay shows the public table or closes, the main window asks for a
    hand-off again before it shows anybody's hand. The oracle watches both windows throughout."""
    window = launch_app(animations=False)
    start_table(qtbot, window, "hhm", seed=36)
    window.resize(1024, 700)
    model, names = window.session.model, window.session.names
    tally = PrivacyTally()

    def check() -> None:
        check_privacy(window, tally)

    def mid_turn() -> bool:
        return len(model.decisions) >= 6 and model.decision_is_on_screen() and ready_to_decide()

    def ready_to_decide() -> bool:
        return window.pages.currentWidget() is window.table_page and bool(window.controller.choice.buttons)

    play_until(qtbot, window, random.Random(36), mid_turn, check)
    mine = model.viewer
    other = next(seat for seat in (0, 1) if seat != mine)
    path = tmp_path / "hot-seat.json"
    save_game(path, window.session.saved())
    model.changed.connect(check)
    choose_menu(qtbot, window, "Game", "Replay a Saved Game…")
    choose_file(qtbot, str(path), "Replay a Saved Game")
    replay = wait_replay(qtbot)
    replay.resize(1024, 700)
    # once the step has been handled, as the screen shows it
    replay.stepped.connect(lambda _position: check(), Qt.ConnectionType.QueuedConnection)
    check()
    assert replay.reader == PUBLIC and model.viewer == mine  # the public replay takes nobody's place
    choose_reader(qtbot, replay, f"As {names[other]} saw it")
    assert replay.cover.title.text() == f"Pass to {names[other]}"
    check()
    assert model.viewer == -1 and window.pages.currentWidget() is window.table_page
    assert {card for hand in window.scene.shown["view"].hands for card in hand} == {-1}
    assert window.panel.prompt.text() == "Only public cards here while a replay shows one person's view."
    assert not window.controller.choice.buttons and not window.advisor.button.isEnabled()
    qtbot.wait(50)  # laid out, as a person sees it
    shoot(window, "main_lent")
    shoot(replay, "replay_cover")
    qtbot.waitUntil(replay.cover.button.isEnabled, timeout=WAIT_MS)
    qtbot.mouseClick(replay.cover.button, Qt.MouseButton.LeftButton)
    assert replay.reader == other and replay.pages.currentWidget() is replay.splitter
    for _ in range(4):
        key(qtbot, replay, Qt.Key.Key_Right)
    check()
    shoot(replay, "replay_private")
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # nothing to confirm, and no hand-off to take here
    assert model.viewer == -1 and window.pages.currentWidget() is window.table_page
    choose_reader(qtbot, replay, "The public table")
    check()
    assert window.pages.currentWidget() is window.handoff and window.handoff.name == names[mine]
    shoot(window, "main_asks_again")
    take_screen(qtbot, window)
    check()
    assert model.viewer == mine
    choose_reader(qtbot, replay, f"As {names[other]} saw it")
    check()
    assert model.viewer == -1
    key(qtbot, replay, Qt.Key.Key_Escape)  # the replay closes behind its cover
    qtbot.waitUntil(lambda: not replay_windows(), timeout=WAIT_MS)
    check()
    assert window.pages.currentWidget() is window.handoff and window.handoff.name == names[mine]
    take_screen(qtbot, window)
    wait_ready(qtbot, window)
    check()
    assert model.viewer == mine and ready_to_decide()  # the turn goes on where it was
    assert tally.handoffs_seen >= 3 and tally.faces > 0
