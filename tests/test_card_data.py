"""The card files load strictly: every malformed case names the file, the card and the field."""

import shutil
from pathlib import Path

import pytest

from hidden_leaders_qt.cli import main
from hidden_leaders_qt.engine.cards import default_cards_dir, load_cards
from hidden_leaders_qt.engine.parsing import CardDataError

CARDS = default_cards_dir()
HERMIT = """  - id: hairy_hermit
    ref: 13
    name: Hairy Hermit
    faction: hill_tribes
    advanced: false"""


@pytest.fixture
def cards_copy(tmp_path: Path) -> Path:
    target = tmp_path / "cards"
    shutil.copytree(CARDS, target)
    return target


def rewrite(directory: Path, file: str, old: str, new: str) -> None:
    path = directory / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def load_error(directory: Path) -> CardDataError:
    with pytest.raises(CardDataError) as caught:
        load_cards(directory)
    return caught.value


def test_the_shipped_cards_load_and_are_complete():
    db = load_cards()
    assert len(db.heroes) == 85
    assert len(db.leaders) == 6
    assert sum(1 for h in db.heroes if h.set == "base") == 73
    assert sum(1 for h in db.heroes if h.set == "promo") == 12
    for faction in ("undead", "water_folk", "imperial_army", "hill_tribes"):
        assert sum(1 for h in db.heroes if h.faction == faction and h.set == "base") == 18
        assert sum(1 for h in db.heroes if h.faction == faction and h.set == "promo") == 3
    assert db.heroes[db.emperor].faction == "all"
    assert sorted(h.ref for h in db.heroes) == list(range(1, 86))


def test_a_missing_field_is_named(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", "    ref: 13\n", "")
    error = load_error(cards_copy)
    assert (error.file, error.card) == ("base_hill_tribes.yaml", "hairy_hermit")
    assert "ref" in str(error)


def test_an_unknown_key_is_named(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT, HERMIT + "\n    colour: green")
    error = load_error(cards_copy)
    assert error.card == "hairy_hermit" and "colour" in error.problem


def test_an_unknown_faction_is_named(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT, HERMIT.replace("hill_tribes", "elves"))
    error = load_error(cards_copy)
    assert (error.card, error.field) == ("hairy_hermit", "faction") and "elves" in error.problem


def test_an_unknown_step_is_named(cards_copy):
    rewrite(cards_copy, "base_undead.yaml", "      - bury: {zone: face_down}", "      - explode: {zone: face_down}")
    error = load_error(cards_copy)
    assert error.card == "slaughtered_slime" and error.field == "ability.[0]" and "explode" in error.problem


def test_a_bad_step_parameter_is_named(cards_copy):
    rewrite(cards_copy, "base_undead.yaml", "      - bury: {zone: face_down}", "      - bury: {zone: attic}")
    error = load_error(cards_copy)
    assert error.card == "slaughtered_slime" and error.field == "ability.[0].bury.zone"


def test_a_bad_marker_move_is_named(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", "moves: [red -3, green -1]", "moves: [blue -3, green -1]")
    error = load_error(cards_copy)
    assert error.card == "depressed_druid" and error.field == "markers.moves[0]"


def test_x_without_a_formula_is_refused(cards_copy):
    rewrite(cards_copy, "base_undead.yaml", "      x: {count: {zone: graveyard}, cap: 3}\n", "")
    error = load_error(cards_copy)
    assert error.card == "naughty_necromancer" and error.field == "markers.moves"


def test_an_unknown_condition_is_named(cards_copy):
    rewrite(cards_copy, "base_water_folk.yaml", "when: card_chosen", "when: full_moon")
    error = load_error(cards_copy)
    assert error.card == "bludgeoning_blowfish" and "full_moon" in error.problem


def test_a_duplicate_id_is_refused(cards_copy):
    rewrite(cards_copy, "promo.yaml", "id: seaweed_chopper", "id: hairy_hermit")
    error = load_error(cards_copy)
    assert error.file == "promo.yaml" and error.card == "hairy_hermit" and "duplicate" in error.problem


def test_a_duplicate_reference_number_is_refused(cards_copy):
    rewrite(cards_copy, "promo.yaml", "ref: 85", "ref: 13")
    error = load_error(cards_copy)
    assert error.field == "ref" and "hairy_hermit" in error.problem


def test_invalid_yaml_names_the_file_and_line(cards_copy):
    rewrite(cards_copy, "base_water_folk.yaml", "set: base", "set: [base")
    error = load_error(cards_copy)
    assert error.file == "base_water_folk.yaml" and error.field.startswith("line ")


def test_a_leader_needs_two_factions(cards_copy):
    rewrite(cards_copy, "leaders.yaml", "factions: [water_folk, hill_tribes]", "factions: [water_folk]")
    error = load_error(cards_copy)
    assert (error.file, error.card, error.field) == ("leaders.yaml", "lemron", "factions")


def test_yaml_tags_that_build_python_objects_are_refused(cards_copy):
    rewrite(cards_copy, "base_water_folk.yaml", "set: base", "set: !!python/object/apply:os.system ['true']")
    error = load_error(cards_copy)
    assert error.file == "base_water_folk.yaml"


def test_validate_cards_command_reports_success_and_failure(cards_copy, capsys):
    assert main(["validate-cards"]) == 0
    assert "85 heroes" in capsys.readouterr().out
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT, HERMIT.replace("hill_tribes", "elves"))
    assert main(["validate-cards", str(cards_copy)]) == 1
    err = capsys.readouterr().err
    assert "base_hill_tribes.yaml" in err and "hairy_hermit" in err and "faction" in err
