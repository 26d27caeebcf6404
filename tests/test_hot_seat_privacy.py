"""Hot-seat games played to the end by clicks, with the privacy oracle watching every moment
a person could look at the screen: whenever the table waits for someone, every card face
and every card name on screen must be allowed by the engine's view of the person at the
screen, and behind a hand-off screen nothing private may show at all. Around the first
hand-offs the person who just decided hurries on (keys at once, a key held down, clicks):
the hand-off must hold."""

import random
import re
from dataclasses import replace

import pytest
from hurried_input import Hurry, on_handoff
from privacy_oracle import PrivacyTally, check_privacy, on_screen_texts
from PySide6.QtCore import QPoint, Qt
from ui_driver import no_modal, play_until, wait_modal, wait_result

from hidden_leaders_qt.ai.search.search_levels import EXPERT, SEARCH_LEVELS
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.language import LANGUAGES
from hidden_leaders_qt.ui.dialogs.new_game_dialog import NewGameDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game import bot_runner
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE

# (players, seat kinds, modules): every table size with people only, and people among
# computers (at 3 players with the modules below); and tables with the modules of Forgotten
# Legacy part 1, or with every module and variant of both parts
TABLES = [
    (2, "hh", False),
    (3, "hhh", False),
    (4, "hhhh", False),
    (5, "hhhhh", False),
    (6, "hhhhhh", False),
    (4, "hmhm", False),
    (5, "hhmhm", False),
    (4, "hhhh", "part 1"),
    (3, "hmh", "part 1"),
    (4, "hhhh", "all"),
    (3, "hmh", "all"),
]
PART_ONE = ("golems", "queens_and_friend", "keeper_of_discord")
KINDS = {"h": "human", "m": "medium", "x": "expert"}
TOTALS = PrivacyTally()


def tick(qtbot, box) -> None:
    """Click a check box on its box, at its left end."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()


def start_table(qtbot, window, seats: str, seed: int, modules: str | bool = False) -> None:
    """Through the New Game dialog: the seat count, who sits where, the modules (those of
    "part 1", or every one), a seed, Enter."""
    dialog = wait_modal(qtbot, NewGameDialog)  # by its kind: its title is in the language on screen
    dialog.players.setValue(len(seats))
    for row, kind in zip(dialog.visible_rows(), seats, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(KINDS[kind]))
    for name, box in dialog.modules.items() if modules else ():
        if modules == "part 1" and name not in PART_ONE:
            continue
        tick(qtbot, box)
    qtbot.keyClicks(dialog.seed, str(seed))
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())


@pytest.mark.parametrize(
    ("players", "seats", "modules"),
    TABLES,
    ids=[f"{n}p-{s}{f'-{m}' if m else ''}".replace(" ", "") for n, s, m in TABLES],
)
def test_nobody_sees_what_is_not_theirs_through_a_whole_hot_seat_game(qtbot, launch_app, players, seats, modules):
    whole_hot_seat_game(qtbot, launch_app(animations=False), players, seats, modules)


def test_nobody_sees_what_is_not_theirs_with_an_expert_thinking_between_people(qtbot, launch_app, monkeypatch):
    """The oracle watches every change while Expert thinks too: its indicator and the ring on
    its plate say only who is thinking (a short search keeps the game quick)."""
    monkeypatch.setitem(SEARCH_LEVELS, "expert", replace(EXPERT, seconds=0.02, min_iterations=0))
    window = launch_app(animations=False)
    shown: list[bool] = []  # after each change, as the oracle checks it: was Expert shown thinking?
    window.session.started.connect(
        lambda model: model.changed.connect(lambda: shown.append(window.thinking.indicator.isVisible()))
    )
    try:
        whole_hot_seat_game(qtbot, window, 3, "hxh", False)
        assert any(shown) and not all(shown)
    finally:
        window.session.bots.stop()
        bot_runner.shutdown_search_pool()


GERMAN_TABLES = [(4, "hhhh", "part 1"), (3, "hmh", "all")]


@pytest.mark.parametrize(("players", "seats", "modules"), GERMAN_TABLES, ids=["4p-hhhh-part1", "3p-hmh-all"])
def test_nobody_sees_what_is_not_theirs_in_german_either(qtbot, launch_app, monkeypatch, players, seats, modules):
    """The oracle knows the German names too; the table, the log and the questions are German."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "de")
    window = launch_app(animations=False)
    assert window.menuBar().actions()[0].text() == "&Spiel"
    whole_hot_seat_game(qtbot, window, players, seats, modules)
    db = window.session.model.db
    names = sorted({card_name(card, code) for card in (*db.heroes, *db.leaders, *db.fates) for code in LANGUAGES})
    log = window.log_model
    lines = [log.data(log.index(row, 0)) for row in range(log.rowCount())]
    screen = [text for text in on_screen_texts(window) if text != "Hidden Leaders"]  # the program's name
    for line in [*lines, *screen, window.controller.choice.prompt]:
        for name in sorted(names, key=len, reverse=True):  # a hero keeps its printed name
            line = line.replace(name, "")
        assert not ENGLISH.search(line), f"English on a German table: {line!r}"
    assert len(lines) > 50


# words that show an English sentence (a German one never uses them)
ENGLISH = re.compile(
    r"\b(the|from|with|and|you|your|played|drew|took|discarded|turn|Tavern|Harbor|Graveyard|Wilderness)\b"
)


def whole_hot_seat_game(qtbot, window, players: int, seats: str, modules: str | bool) -> None:
    """A whole game of people (and computers) taking turns, the oracle watching every change
    and every wait, every hand-off hurried by the person who just decided."""
    start_table(qtbot, window, seats, seed=100 + players, modules=modules)
    assert window.session.model.settings.players == players
    settings = window.session.model.settings
    assert settings.golems == settings.keeper_of_discord == bool(modules)
    assert settings.bribery == settings.artifacts == settings.royal_intrigue == (modules == "all")
    tally = PrivacyTally()
    hurry = Hurry(qtbot, window, tally)
    covered = [on_handoff(window)]

    hurried = 2 * seats.count("h")  # the first hand-offs, each person's twice on average

    def changed() -> None:
        """After every change of the table (computer players' moves too); the moment one of
        the first hand-offs appears, the person who just decided goes on pressing keys and
        clicking (test_handoff_guard.py hurries every moment of a hand-off at every speed)."""
        check_privacy(window, tally)
        if on_handoff(window) and not covered[0] and hurry.met < hurried:
            hurry.at_once()
        covered[0] = on_handoff(window)

    def waiting() -> None:
        """Whenever the table waits for a person: a key held since the hand-off comes up."""
        check_privacy(window, tally)
        if hurry.holding and on_handoff(window):
            hurry.key_held_through()

    window.session.model.changed.connect(changed)
    actions = play_until(qtbot, window, random.Random(players), lambda: window.session.model.is_over, waiting)
    result = wait_result(qtbot)
    if modules == "part 1":  # people chose fate cards, on the table, with the oracle watching
        state = window.session.model.state_copy()
        kept = [e.actor for e in state.events() if e.kind == "fate"]
        assert any(seats[seat] == "h" for seat in kept), f"no person kept a fate card ({kept})"
    check_privacy(window, tally)  # the result shows every leader, now that the game is over
    qtbot.mouseClick(result.buttons[ResultDialog.CLOSE], Qt.MouseButton.LeftButton)
    humans = seats.count("h")
    assert tally.handoffs_seen >= humans  # every person took over the screen at least once
    assert {readers for readers in tally.readers if len(readers) == 1} == {
        (seat,) for seat, kind in enumerate(seats) if kind == "h"
    }
    assert tally.faces > actions
    # the first hand-offs were hurried: 4 acts at once, then 5 repeats and the release of the held key
    assert hurry.met == hurried and hurry.refused == 10 * hurry.met
    TOTALS.hurried += hurry.met
    for name in ("checks", "handoffs_seen", "faces", "names_in_text"):
        setattr(TOTALS, name, getattr(TOTALS, name) + getattr(tally, name))
    print(
        f"\n{players} players ({seats}): {actions} actions, {tally.checks} checks, {tally.handoffs_seen} hand-offs,"
        f" {tally.faces} card faces, {tally.names_in_text} card names in text, {hurry.met} hurried hand-offs;"
        f" all games so far: {TOTALS.checks} checks, {TOTALS.handoffs_seen} hand-offs, {TOTALS.faces} faces,"
        f" {TOTALS.hurried} hurried hand-offs"
    )
