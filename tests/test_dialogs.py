"""The new game, result and help dialogs: defaults, validation, what they show and what they return."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel
from ui_driver import no_modal, wait_modal

from hidden_leaders_qt.ai import RuleBot
from hidden_leaders_qt.engine import new_game as new_game_state
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import HeroCard, Leader, default_db
from hidden_leaders_qt.engine.rules.scoring import GameResult, TieBreakStep
from hidden_leaders_qt.ui.dialogs import result_dialog
from hidden_leaders_qt.ui.dialogs.help_dialog import CARD_ROLE, LEADERS_FILTER, HelpDialog
from hidden_leaders_qt.ui.dialogs.new_game_dialog import SEED_MAX, NewGameDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.game.game_model import Seat

# The offscreen platform warns that it cannot pass size hints to a window manager it does not have.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def new_game(qtbot) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    return dialog


def test_defaults_are_one_human_against_three_medium_computers(new_game):
    settings, seats = new_game.choice()
    assert settings.players == 4 and settings.promo_heroes and not settings.beginner
    assert [seat.kind for seat in seats] == ["human", "medium", "medium", "medium"]
    assert seats[0].name == "You"
    assert len({seat.name for seat in seats}) == 4


def test_enter_starts_the_default_game(qtbot, new_game):
    new_game.show()
    qtbot.waitExposed(new_game)
    with qtbot.waitSignal(new_game.accepted):
        qtbot.keyClick(new_game.focusWidget(), Qt.Key.Key_Return)
    assert new_game.result() == QDialog.DialogCode.Accepted
    settings, seats = new_game.choice()
    assert settings.players == 4
    assert [seat.is_human for seat in seats] == [True, False, False, False]


def test_enter_in_a_name_field_also_starts(qtbot, new_game):
    new_game.show()
    qtbot.waitExposed(new_game)
    new_game.rows[0].name.setFocus()
    with qtbot.waitSignal(new_game.accepted):
        qtbot.keyClick(new_game.rows[0].name, Qt.Key.Key_Enter)


def test_seat_rows_follow_the_player_count(new_game):
    new_game.players.setValue(6)
    assert len(new_game.visible_rows()) == 6
    assert all(row.name.isVisibleTo(new_game) for row in new_game.rows)
    new_game.players.setValue(2)
    assert [row.name.isVisibleTo(new_game) for row in new_game.rows] == [True, True] + [False] * 4
    settings, seats = new_game.choice()
    assert settings.players == 2 and len(seats) == 2
    assert new_game.players.minimum() == 2 and new_game.players.maximum() == 6


def test_a_hidden_row_keeps_its_name(new_game):
    new_game.rows[3].name.setText("Quinn")
    new_game.players.setValue(3)
    new_game.players.setValue(4)
    assert new_game.choice()[1][3].name == "Quinn"


def test_duplicate_or_empty_names_disable_ok(new_game):
    new_game.rows[2].name.setText(" mira ")
    assert not new_game.ok.isEnabled()
    assert "mira" in new_game.hint.text()
    new_game.rows[2].name.setText("Nadia")
    assert new_game.ok.isEnabled()
    assert new_game.hint.text() == ""
    new_game.rows[1].name.setText("   ")
    assert not new_game.ok.isEnabled()
    assert "Player 2" in new_game.hint.text()


def test_a_name_with_a_control_or_text_direction_character_disables_ok(new_game):
    new_game.rows[1].name.setText("Mira\u202e")
    assert not new_game.ok.isEnabled()
    assert new_game.hint.text() == "The name of player 2 contains a text-direction control character (U+202E)."
    new_game.rows[1].name.setText("Mi\x07ra")
    assert new_game.hint.text() == "The name of player 2 contains a control character (U+0007)."
    new_game.rows[1].name.setText("Mira")
    assert new_game.ok.isEnabled()


def test_a_duplicate_in_a_hidden_row_does_not_matter(new_game):
    new_game.rows[5].name.setText("You")
    assert new_game.ok.isEnabled()
    new_game.players.setValue(6)
    assert not new_game.ok.isEnabled()


def test_the_seed_is_used_when_given(new_game):
    new_game.seed.setText("1234")
    assert new_game.choice()[0].seed == 1234


def test_an_empty_seed_is_random_but_stable(new_game):
    first = new_game.choice()[0].seed
    assert 0 <= first <= SEED_MAX
    assert new_game.choice()[0].seed == first


def test_types_and_options_reach_the_choice(new_game):
    new_game.rows[1].kind.setCurrentIndex(new_game.rows[1].kind.findData("hard"))
    new_game.rows[2].kind.setCurrentIndex(new_game.rows[2].kind.findData("random"))
    new_game.rows[3].kind.setCurrentIndex(new_game.rows[3].kind.findData("human"))
    new_game.beginner.setChecked(True)
    new_game.promo.setChecked(False)
    settings, seats = new_game.choice()
    assert [seat.kind for seat in seats] == ["human", "hard", "random", "human"]
    assert settings.beginner and not settings.promo_heroes


def test_previous_table_is_prefilled(qtbot):
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "hard")]
    dialog = NewGameDialog(previous=(Settings(players=3, seed=99, promo_heroes=False, beginner=True), seats))
    qtbot.addWidget(dialog)
    settings, chosen = dialog.choice()
    assert chosen == seats
    assert settings.players == 3 and settings.beginner and not settings.promo_heroes


NAMES = ["You", "Mira", "Tobin", "Elske"]


def _leaders():
    db = default_db()
    return db, [db.leaders[i] for i in (1, 3, 4, 0)]


def _tied_result() -> GameResult:
    return GameResult(
        "imperial_army",
        "red is 3 spaces ahead of green (red 8, green 5)",
        (8, 5),
        (0, 1, 2),
        1,
        "3 leaders are aligned with the Imperial Army; decided by fewest heroes in the party.",
        (
            TieBreakStep("most heroes of the Imperial Army (face up and face down)", {0: 3, 1: 4, 2: 4}, (1, 2)),
            TieBreakStep("fewest heroes in the party", {1: 7, 2: 8}, (1,)),
        ),
    )


def test_result_shows_winner_faction_and_tie_breaks(qtbot):
    db, leaders = _leaders()
    dialog = ResultDialog(_tied_result(), NAMES, leaders, db)
    qtbot.addWidget(dialog)
    assert "Mira" in dialog.headline.text()
    assert "Imperial Army" in dialog.faction_label.text()
    assert "red 8, green 5" in dialog.faction_label.text()
    steps = dialog.tie_break_label.text()
    assert "Most heroes of the Imperial Army" in steps and "Fewest heroes in the party" in steps
    assert "Mira wins the tie." in steps


def test_result_without_winner(qtbot):
    db, leaders = _leaders()
    result = GameResult(
        "undead",
        "both markers are in the war area (red 9, green 10)",
        (9, 10),
        (),
        None,
        "No leader is aligned with the Undead: nobody wins.",
    )
    dialog = ResultDialog(result, NAMES[:2], [db.leaders[0], db.leaders[4]], db)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "No winner"
    assert not hasattr(dialog, "tie_break_label")


def six_player_tie() -> ResultDialog:
    """A 6-player game with every part 1 module, played out by Medium bots: three leaders
    tied on the Undead, the winner's cell one line longer for a Queen's count."""
    st = new_game_state(Settings(players=6, seed=11, golems=True, queens_and_friend=True, keeper_of_discord=True))
    bots = [RuleBot(seat) for seat in range(6)]
    while not st.is_over:
        st.apply(bots[st.deciding_seat].choose(st.view_for(st.deciding_seat), st.db))
    assert st.result is not None and len(st.result.aligned) == 3
    return ResultDialog(st.result, [f"Player {i + 1}" for i in range(6)], [st.db.leaders[i] for i in st.leaders], st.db)


def cut_lines(dialog: ResultDialog) -> list[str]:
    """The start of every wrapped text shorter on screen than its lines need."""
    return [
        label.text()[:40]
        for label in dialog.findChildren(QLabel)
        if label.wordWrap() and label.isVisible() and label.height() < label.heightForWidth(label.width())
    ]


LAPTOP_RESULT = """
import json
from PySide6.QtWidgets import QApplication
from test_dialogs import cut_lines, six_player_tie
app = QApplication([])
dialog = six_player_tie()
dialog.show()
app.processEvents()
print(json.dumps({"cut": cut_lines(dialog), "height": dialog.height()}))
"""


def test_a_long_result_shows_every_line_on_a_laptop_screen(tmp_path):
    # a window opens at most two thirds of the screen high unless its minimum says more: on
    # this screen the result opened 581 pixels high, the height it needs without wrapping,
    # and cut the winner's last line off
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "laptop", "width": 1366, "height": 768, "logicalDpi": 96}]}))
    environment = os.environ | {"QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
    environment["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(Path(__file__).parent), os.environ.get("PYTHONPATH")])
    )
    shown = subprocess.run(
        [sys.executable, "-c", LAPTOP_RESULT], env=environment, capture_output=True, text=True, timeout=120, check=True
    )
    result = json.loads(shown.stdout.splitlines()[-1])
    assert result["cut"] == [] and result["height"] <= 768


def test_a_result_taller_than_the_screen_scrolls_instead_of_cutting_lines(qtbot, monkeypatch):
    screen = QApplication.primaryScreen().availableGeometry().height()
    monkeypatch.setattr(result_dialog, "ROOM_AROUND_PAGE", screen - 250)  # a screen 250 pixels short
    dialog = six_player_tie()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.tabs.currentWidget()
    assert 250 <= page.height() < 300 and page.verticalScrollBar().maximum() > 300
    assert cut_lines(dialog) == []
    page.ensureWidgetVisible(dialog.tie_break_label)
    assert page.verticalScrollBar().value() > 0


@pytest.mark.parametrize("button", ["rematch", "new", "close"])
def test_result_buttons_set_the_choice(qtbot, button):
    db, leaders = _leaders()
    dialog = ResultDialog(_tied_result(), NAMES, leaders, db)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.taking_input)
    qtbot.mouseClick(dialog.buttons[button], Qt.MouseButton.LeftButton)
    assert dialog.choice == button
    assert dialog.result() == (QDialog.DialogCode.Rejected if button == "close" else QDialog.DialogCode.Accepted)


@pytest.fixture
def help_dialog(qtbot) -> HelpDialog:
    dialog = HelpDialog(default_db())
    qtbot.addWidget(dialog)
    return dialog


def _shown_cards(help_dialog: HelpDialog) -> list:
    proxy = help_dialog.cards.proxy
    return [proxy.index(row, 0).data(CARD_ROLE) for row in range(proxy.rowCount())]


def test_help_has_its_five_tabs(help_dialog):
    titles = [help_dialog.tabs.tabText(i) for i in range(help_dialog.tabs.count())]
    assert titles == ["How to play", "Victory", "Rules", "Cards", "Keyboard"]
    assert "Beginner variant" in help_dialog.rules.toPlainText()
    assert "Hill Tribes" in help_dialog.victory.toPlainText()


def test_card_list_holds_every_hero_and_leader(help_dialog):
    cards = _shown_cards(help_dialog)
    assert len([card for card in cards if isinstance(card, HeroCard)]) == 120
    assert len([card for card in cards if isinstance(card, Leader)]) == 10


def test_card_list_filters_by_text_and_faction(qtbot, help_dialog):
    cards = help_dialog.cards
    qtbot.keyClicks(cards.search, "sharpSHOOTER")
    assert [card.name for card in _shown_cards(help_dialog)] == ["Shaky Sharpshooter"]
    assert cards.view.card.name == "Shaky Sharpshooter"
    cards.search.setText("bury undead")
    assert all("bury" in card.text.lower() for card in _shown_cards(help_dialog))
    cards.search.clear()
    cards.faction.setCurrentIndex(cards.faction.findData("undead"))
    shown = _shown_cards(help_dialog)
    assert all(card.belongs_to("undead") for card in shown)
    assert "Buried Emperor" in [card.name for card in shown]
    cards.faction.setCurrentIndex(cards.faction.findData("golems"))
    shown = _shown_cards(help_dialog)
    assert len(shown) == 26 and all(card.golem for card in shown)
    cards.faction.setCurrentIndex(cards.faction.findData(LEADERS_FILTER))
    assert len(_shown_cards(help_dialog)) == 10
    cards.search.setText("no such card anywhere")
    assert cards.proxy.rowCount() == 0
    assert cards.view.card is None


def test_card_models_pass_the_model_tester(qtmodeltester, help_dialog):
    qtmodeltester.check(help_dialog.cards.model)
    help_dialog.cards.search.setText("red")
    qtmodeltester.check(help_dialog.cards.proxy)


def test_a_second_person_at_the_table_renames_you(new_game):
    new_game.players.setValue(3)
    new_game.rows[2].kind.setCurrentIndex(new_game.rows[2].kind.findData("human"))
    assert [row.name.text() for row in new_game.visible_rows()] == ["Player 1", "Mira", "Tobin"]
    assert new_game.ok.isEnabled()


def test_the_result_of_six_players_with_every_module_fits_a_1024_by_700_screen(qtbot):
    from hidden_leaders_qt.engine import new_game
    from hidden_leaders_qt.engine.core.rng import SplitMix64

    settings = Settings(players=6, seed=19, golems=True, queens_and_friend=True, keeper_of_discord=True)
    st = new_game(settings)
    chooser = SplitMix64(19)
    while not st.is_over:
        st.apply(st.options[chooser.below(len(st.options))])
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    dialog = ResultDialog(st.result, names, [st.db.leaders[i] for i in st.leaders], st.db)
    qtbot.addWidget(dialog)
    size = dialog.sizeHint()
    assert size.width() <= 1000 and size.height() <= 660, size  # room for the window frame


def type_name(qtbot, dialog: NewGameDialog, row: int, name: str) -> None:
    """Select the name in a row of the New Game dialog and paste another over it (Ctrl+V:
    the way such characters arrive, since no keyboard types them)."""
    field = dialog.rows[row].name
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QApplication.clipboard().setText(name)
    qtbot.keyClick(field, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == name


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("Mi\u200bra", "The name of player 2 contains an invisible character (U+200B)."),
        ("\u2800", "The name of player 2 contains an invisible character (U+2800)."),
        ("\u3164\u3164", "The name of player 2 contains an invisible character (U+3164)."),
        ("Mira\U000e0041\U000e007f", "The name of player 2 contains an invisible character (U+E0041)."),
        ("\u0301", "The name of player 2 has no visible character."),
        ("\uff4d\uff49\uff52\uff41", "Players 2 and 3 are both called \u201cMira\u201d"),
    ],
)
def test_an_invisible_or_look_alike_name_is_refused_in_the_new_game_dialog(qtbot, launch_app, name, says):
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    type_name(qtbot, dialog, 2, "Mira")
    type_name(qtbot, dialog, 1, name)
    assert dialog.hint.isVisible() and dialog.hint.text().startswith(says)
    assert not dialog.ok.isEnabled()
    qtbot.keyClick(dialog.rows[1].name, Qt.Key.Key_Return)
    assert dialog.isVisible() and window.session.model is None
    type_name(qtbot, dialog, 1, "Mira 🦊")
    assert dialog.ok.isEnabled() and not dialog.hint.isVisible()


def test_every_kind_of_space_in_a_name_is_a_plain_one_in_the_new_game_dialog(qtbot, launch_app):
    """Ideographic, no-break and em spaces look like the ordinary one: "Ann\u3000\u3000Lee"
    cannot sit beside "Ann Lee", and a name is played as it reads, with plain single spaces."""
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    type_name(qtbot, dialog, 2, "Ann Lee")
    type_name(qtbot, dialog, 1, "Ann\u3000\u3000Lee")
    assert dialog.hint.text().startswith("Players 2 and 3 are both called \u201cAnn Lee\u201d")
    assert not dialog.ok.isEnabled()
    type_name(qtbot, dialog, 1, "\u3000\u00a0\u2007")
    assert dialog.hint.text() == "Player 2 needs a name." and not dialog.ok.isEnabled()
    type_name(qtbot, dialog, 1, "Bo\u00a0\u2003Ek\u202f")
    assert dialog.ok.isEnabled()
    qtbot.keyClick(dialog.rows[1].name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    assert [seat.name for seat in window.session.model.seats][1:3] == ["Bo Ek", "Ann Lee"]
