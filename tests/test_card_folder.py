"""Which cards the game plays with: its own, wherever it is started, unless the player names a folder."""

import os
import shutil

import pytest

from hidden_leaders_qt.cli import main
from hidden_leaders_qt.engine.cards import CARDS_ENV, default_cards_dir


@pytest.fixture(autouse=True)
def no_own_cards(monkeypatch):
    """No folder of the player's; main() may set one, and monkeypatch takes it away afterwards."""
    monkeypatch.setenv(CARDS_ENV, "")


@pytest.fixture
def base_only(tmp_path):
    """A player's folder: the shipped cards of the base game alone."""
    folder = tmp_path / "my cards"
    folder.mkdir()
    for card_file in default_cards_dir().iterdir():
        if card_file.name.startswith(("base_", "buried_emperor", "leaders")):
            (folder / card_file.name).write_bytes(card_file.read_bytes())
    return folder


def test_a_cards_folder_in_the_working_folder_is_not_picked_up(tmp_path, monkeypatch, capsys):
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "leaders.yaml").write_text("leaders: []\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["validate-cards"]) == 0
    assert capsys.readouterr().out.startswith("ok: 116 heroes, 10 leaders and 6 fate cards")


def test_the_cards_option_names_the_players_folder(base_only, capsys):
    assert main(["--cards", str(base_only), "validate-cards"]) == 0
    assert capsys.readouterr().out.startswith("ok: 73 heroes, 10 leaders and 0 fate cards")


def test_the_environment_variable_names_the_players_folder(base_only, monkeypatch, capsys):
    monkeypatch.setenv(CARDS_ENV, str(base_only))
    assert main(["validate-cards"]) == 0
    assert capsys.readouterr().out.startswith("ok: 73 heroes, 10 leaders and 0 fate cards")


def test_the_cards_option_reaches_other_processes_as_an_absolute_path(base_only, monkeypatch, capsys):
    """The Hard bots' worker processes read the cards again, maybe from another working folder."""
    monkeypatch.chdir(base_only.parent)
    assert main(["--cards", base_only.name, "validate-cards"]) == 0
    assert os.environ[CARDS_ENV] == str(base_only)


def test_a_folder_that_does_not_exist_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--cards", str(tmp_path / "nowhere"), "simulate", "--games", "1"])
    assert exit_.value.code == 2
    assert "is not a folder" in capsys.readouterr().err


def test_a_broken_folder_is_reported_before_any_game_starts(base_only, capsys):
    shutil.move(base_only / "leaders.yaml", base_only.parent / "leaders.yaml")
    assert main(["--cards", str(base_only), "simulate", "--games", "1"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"error: in the card folder {base_only}" in captured.err
    assert "the leaders file is missing" in captured.err
