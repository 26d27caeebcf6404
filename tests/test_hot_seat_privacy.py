"""Hot-seat games played to the end by clicks, with the privacy oracle watching every moment
a person could look at the screen: whenever the table waits for someone, every card face
and every card name on screen must be allowed by the engine's view of the person at the
screen, and behind a hand-off screen nothing private may show at all."""

import random

import pytest
from privacy_oracle import PrivacyTally, check_privacy
from PySide6.QtCore import Qt
from test_journeys import new_game_dialog_opens
from ui_driver import click_button, no_modal, play_until, wait_modal

from hidden_leaders_qt.ui.result_dialog import ResultDialog

# (players, seat kinds): every table size with people only, and people among computers
TABLES = [
    (2, "hh"),
    (3, "hhh"),
    (4, "hhhh"),
    (5, "hhhhh"),
    (6, "hhhhhh"),
    (3, "hmh"),
    (4, "hmhm"),
    (5, "hhmhm"),
    (6, "hmmhmh"),
]
KINDS = {"h": "human", "m": "medium"}
TOTALS = PrivacyTally()


def start_table(qtbot, window, seats: str, seed: int) -> None:
    """Through the New Game dialog: the seat count, who sits where, a seed, Enter."""
    dialog = new_game_dialog_opens(qtbot)
    dialog.players.setValue(len(seats))
    for row, kind in zip(dialog.visible_rows(), seats, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(KINDS[kind]))
    qtbot.keyClicks(dialog.seed, str(seed))
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model is not None and no_modal())


@pytest.mark.parametrize(("players", "seats"), TABLES, ids=[f"{n}p-{s}" for n, s in TABLES])
def test_nobody_sees_what_is_not_theirs_through_a_whole_hot_seat_game(qtbot, launch_app, players, seats):
    window = launch_app(animations=False)
    start_table(qtbot, window, seats, seed=100 + players)
    assert window.model.settings.players == players
    tally = PrivacyTally()
    # after every change of the table (computer players' moves too), and whenever it waits for a person
    window.model.changed.connect(lambda: check_privacy(window, tally))
    actions = play_until(
        qtbot, window, random.Random(players), lambda: window.model.is_over, lambda: check_privacy(window, tally)
    )
    result = wait_modal(qtbot, ResultDialog)
    check_privacy(window, tally)  # the result shows every leader, now that the game is over
    click_button(qtbot, result, "Close")
    humans = seats.count("h")
    assert tally.handoffs_seen >= humans  # every person took over the screen at least once
    assert {readers for readers in tally.readers if len(readers) == 1} == {
        (seat,) for seat, kind in enumerate(seats) if kind == "h"
    }
    assert tally.faces > actions
    for name in ("checks", "handoffs_seen", "faces", "names_in_text"):
        setattr(TOTALS, name, getattr(TOTALS, name) + getattr(tally, name))
    print(
        f"\n{players} players ({seats}): {actions} actions, {tally.checks} checks, {tally.handoffs_seen} hand-offs,"
        f" {tally.faces} card faces, {tally.names_in_text} card names in text;"
        f" all games so far: {TOTALS.checks} checks, {TOTALS.handoffs_seen} hand-offs, {TOTALS.faces} faces"
    )
