"""The card files load strictly: every malformed case names the file, the card and the field."""

import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from work_budget import work_budget

from hidden_leaders_qt.cli import main
from hidden_leaders_qt.engine.data.cards import default_cards_dir, load_cards
from hidden_leaders_qt.engine.data.parsing import CardDataError
from hidden_leaders_qt.engine.words.problem_words import said
from hidden_leaders_qt.language import set_language

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
    assert len(db.heroes) == 85 + 4 + 1 + 26 + 4
    assert [leader.set for leader in db.leaders] == ["base"] * 6 + ["golems"] * 4
    assert sum(1 for h in db.heroes if h.set == "base") == 73
    assert sum(1 for h in db.heroes if h.set == "promo") == 12
    assert sum(1 for h in db.heroes if h.set == "queens") == 4
    assert [h.id for h in db.heroes if h.set == "keeper"] == ["keeper_of_discord"]
    for faction in ("undead", "water_folk", "imperial_army", "hill_tribes"):
        assert sum(1 for h in db.heroes if h.faction == faction and h.set == "base") == 18
        assert sum(1 for h in db.heroes if h.faction == faction and h.set == "promo") == 3
        assert sum(1 for h in db.heroes if h.faction == faction and h.set == "queens") == 1
        # 6 golems of each base faction, and Mother of Guardians and Unmarked Mountain golems only
        assert sum(1 for h in db.heroes if h.faction == faction and h.golem) == 6
    assert {h.id for h in db.heroes if h.golem and h.faction == "golems"} == {
        "mother_of_guardians",
        "unmarked_mountain",
    }
    assert all(h.golem for h in db.heroes if h.set == "golems")
    assert db.heroes[db.emperor].faction == "all" and not db.heroes[db.emperor].golem
    # refs 97, 104, 111 and 118 are the module heroes of Bribery and Artifacts, not golems (ruling R60)
    assert sorted(h.ref for h in db.heroes) == list(range(1, 121))
    module = [(h.ref, h.faction, h.golem) for h in db.heroes if h.set == "module_heroes"]
    assert module == [
        (97, "hill_tribes", False),
        (104, "imperial_army", False),
        (111, "undead", False),
        (118, "water_folk", False),
    ]
    assert [(f.id, db.fate_deck.count(i)) for i, f in enumerate(db.fates)] == [
        ("fate_destroyed_sanctum", 3),
        ("fate_crumbling_shrine", 1),
        ("fate_ruined_tower", 1),
        ("fate_withering_tree", 1),
    ]


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
    assert error.file == "base_water_folk.yaml" and "line " in error.field


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
    assert "120 heroes" in capsys.readouterr().out
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT, HERMIT.replace("hill_tribes", "elves"))
    assert main(["validate-cards", str(cards_copy)]) == 1
    err = capsys.readouterr().err
    assert "base_hill_tribes.yaml" in err and "hairy_hermit" in err and "faction" in err


# function calls: loading every shipped card takes about 90,000
LOAD_CALLS_BUDGET = 1_000_000
HERMIT_TEXT = '    text: "Red -1. While red is the leading marker, you may move it -2 instead."'
LAUGHS = (
    "["
    + ", ".join(
        ["&l0 [" + ", ".join(["lol"] * 9) + "]"]
        + [f"&l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]" for i in range(1, 10)]
    )
    + "]"
)


def quick_error(directory: Path) -> CardDataError:
    """The load error, which must come with little work and as one short line (how fast it
    comes: `benchmarks/card_errors.py`)."""
    with work_budget(LOAD_CALLS_BUDGET):
        error = load_error(directory)
    assert "\n" not in str(error) and len(str(error)) < 500
    return error


def test_an_alias_bomb_in_a_heros_text_is_one_short_error(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT_TEXT, f"    text: {LAUGHS}")
    error = quick_error(cards_copy)
    assert (error.file, error.card, error.field) == ("base_hill_tribes.yaml", "hairy_hermit", "text")
    assert error.problem == "expected a non-empty text, got a list"


def test_an_alias_bomb_in_a_leaders_name_is_one_short_error(cards_copy):
    rewrite(cards_copy, "leaders.yaml", "    name: Lemron", f"    name: {LAUGHS}")
    error = quick_error(cards_copy)
    assert (error.file, error.card, error.field) == ("leaders.yaml", "lemron", "name")


def test_an_alias_bomb_of_steps_is_stopped_at_the_bound_on_one_card(cards_copy):
    # each step chooses among 8 branches of 8 copies of the step before: 64^9 steps compiled out
    steps = ["&s0 {look_at: {zone: face_down}}"]
    for i in range(1, 10):
        copies = ", ".join([f"*s{i - 1}"] * 8)
        branches = ", ".join(f"{{label: b{k}, steps: [{copies}]}}" for k in range(8))
        steps.append(f"&s{i} {{choose_one: {{branches: [{branches}]}}}}")
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT_TEXT, HERMIT_TEXT + f"\n    ability: [{', '.join(steps)}]")
    error = quick_error(cards_copy)
    assert error.card == "hairy_hermit" and error.field.startswith("ability")
    assert "more than 64 steps" in error.problem


def test_a_self_referencing_alias_is_an_error_not_a_recursion(cards_copy):
    looping = "&loop [{choose_one: {branches: [{label: again, steps: *loop}, {label: stop, steps: []}]}}]"
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT_TEXT, HERMIT_TEXT + f"\n    ability: {looping}")
    error = quick_error(cards_copy)
    assert error.card == "hairy_hermit" and "nested more than 8 deep" in error.problem
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT_TEXT + f"\n    ability: {looping}", "    text: &t [*t]")
    error = quick_error(cards_copy)
    assert (error.card, error.field) == ("hairy_hermit", "text")


def test_a_byte_that_is_not_utf8_names_the_file_card_and_field(cards_copy):
    path = cards_copy / "base_hill_tribes.yaml"
    path.write_bytes(path.read_bytes().replace(b"Red -1. While red", b"Red -1. Wh\xe9le red"))
    error = quick_error(cards_copy)
    assert (error.file, error.card) == ("base_hill_tribes.yaml", "hairy_hermit")
    assert error.field.startswith("text (line ") and "0xe9" in error.problem


def test_a_folder_or_a_link_to_nothing_named_like_a_card_file_is_one_error(cards_copy):
    (cards_copy / "extra.yaml").mkdir()
    error = quick_error(cards_copy)
    assert error.file == "extra.yaml" and "folder" in error.problem
    (cards_copy / "extra.yaml").rmdir()
    (cards_copy / "gone.yaml").symlink_to(cards_copy / "nowhere.yaml")
    error = quick_error(cards_copy)
    assert error.file == "gone.yaml" and "link to nothing" in error.problem


def test_a_key_given_twice_is_refused_with_its_card_and_field(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT_TEXT, HERMIT_TEXT + '\n    text: "Green +5."')
    error = quick_error(cards_copy)
    assert (error.card, error.field) == ("hairy_hermit", "text") and "twice" in error.problem
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT_TEXT + '\n    text: "Green +5."', HERMIT_TEXT)
    rewrite(
        cards_copy, "base_undead.yaml", "      - bury: {zone: face_down}", "      - bury: {zone: face_down, zone: hand}"
    )
    error = quick_error(cards_copy)
    assert (error.card, error.field) == ("slaughtered_slime", "ability.[0].bury.zone")


def test_merge_keys_deep_nesting_and_huge_files_are_refused(cards_copy):
    rewrite(cards_copy, "base_hill_tribes.yaml", "    name: Hairy Hermit", "    <<: {name: Hairy Hermit}")
    error = quick_error(cards_copy)
    assert error.card == "hairy_hermit" and "merge keys" in error.problem
    rewrite(cards_copy, "base_hill_tribes.yaml", "    <<: {name: Hairy Hermit}", "    name: " + "[" * 3000 + "]" * 3000)
    error = quick_error(cards_copy)
    assert error.card == "hairy_hermit" and "not valid YAML" in error.problem
    (cards_copy / "base_hill_tribes.yaml").write_bytes(b"# " + b"x" * (2 << 20))
    error = quick_error(cards_copy)
    assert error.file == "base_hill_tribes.yaml" and "larger than" in error.problem


def test_a_card_error_survives_the_trip_back_from_a_worker_process():
    error = CardDataError("promo.yaml", "seaweed_chopper", "text", said("card_text", found="[1, 2]"))
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.file, copy.card, copy.field, copy.problem, str(copy)) == (
        error.file,
        error.card,
        error.field,
        error.problem,
        str(error),
    )
    assert str(copy) == "promo.yaml: card 'seaweed_chopper': field 'text': expected a non-empty text, got [1, 2]"


def test_a_card_error_is_written_in_the_language_it_is_read_in(cards_copy):
    """The problem is kept as its kind and values: the same error reads English, then German."""
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT, HERMIT.replace("hill_tribes", "elves"))
    with pytest.raises(CardDataError) as caught:
        load_cards(cards_copy)
    known = "undead, water_folk, imperial_army, hill_tribes, golems"
    assert str(caught.value) == (
        f"base_hill_tribes.yaml: card 'hairy_hermit': field 'faction': unknown faction 'elves'; known: {known}"
    )
    set_language("de")
    try:
        assert str(caught.value) == (
            "base_hill_tribes.yaml: Karte 'hairy_hermit': Feld 'faction': "
            f"unbekannte Fraktion 'elves'; bekannt: {known}"
        )
    finally:
        set_language("en")


@pytest.mark.parametrize("command", [["simulate", "--games", "1"], ["tournament", "--games", "2", "--workers", "1"]])
def test_a_command_with_a_broken_cards_folder_prints_one_line_and_exits_1(cards_copy, command):
    rewrite(cards_copy, "base_hill_tribes.yaml", HERMIT, HERMIT.replace("hill_tribes", "elves"))
    env = dict(os.environ, HIDDEN_LEADERS_CARDS=str(cards_copy))
    done = subprocess.run(
        [sys.executable, "-m", "hidden_leaders_qt", *command], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "base_hill_tribes.yaml: card 'hairy_hermit': field 'faction'" in done.stderr


@pytest.mark.parametrize(
    ("file", "old", "new", "card", "field", "problem"),
    [
        (
            "queens_and_friend.yaml",
            "with_leader: [myrad, lemron]",
            "with_leader: [myrad, lemon]",
            "queen_of_the_wild",
            "scoring.with_leader",
            "unknown leader 'lemon'",
        ),
        (
            "golems.yaml",
            "scoring: {bonus_per: 2, counting: golems}",
            "scoring: {bonus_per: 2}",
            "mother_of_guardians",
            "scoring",
            "bonus_per needs counting",
        ),
        (
            "keeper_of_discord.yaml",
            "passive: shield_party",
            "passive: shield",
            "keeper_of_discord",
            "passive",
            "'shield'",
        ),
        ("fate.yaml", "moves: [red -1]", "moves: [blue -1]", "fate_ruined_tower", "moves[0]", "'blue -1'"),
        ("golems.yaml", "    min_players: 3\n", "    min_players: 1\n", "gigantic_duo", "min_players", "from 2 to 6"),
        (
            "leaders.yaml",
            "    factions: [imperial_army, golems]\n    number: 7\n    set: golems",
            "    factions: [imperial_army, golems]\n    number: 7",
            "tissa",
            "set",
            "golems set",
        ),
    ],
)
def test_the_modules_card_data_is_checked_too(cards_copy, file, old, new, card, field, problem):
    rewrite(cards_copy, file, old, new)
    error = load_error(cards_copy)
    assert (error.file, error.card, error.field) == (file, card, field) and problem in error.problem


def _uses_rule_of_advanced(node) -> bool:
    """The card performs or exchanges, or lets another player choose (a step's `chooser:
    chosen`, a marker effect's `chooser: next` or `card_owner`)."""
    if isinstance(node, dict):
        if "perform" in node or "exchange" in node or node.get("chooser") in ("chosen", "next", "card_owner"):
            return True
        return any(_uses_rule_of_advanced(value) for value in node.values())
    if isinstance(node, list):
        return any(_uses_rule_of_advanced(value) for value in node)
    return False


# ruling R23
def test_the_advanced_flag_marks_the_cards_that_perform_exchange_guess_or_hand_over_a_choice():
    guessing = {"androgynous_assassin"}  # names a faction, then the hero is buried only if it was guessed right
    wrong = []
    for path in sorted(CARDS.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for hero in data.get("heroes", ()):
            expected = (
                data["set"] == "promo"
                or hero["id"] in guessing
                or _uses_rule_of_advanced([hero.get("ability"), hero.get("markers")])
            )
            if hero["advanced"] != expected:
                wrong.append(hero["id"])
    assert wrong == []
