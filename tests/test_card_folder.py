"""Which cards the game plays with: its own, wherever it is started, unless the player names a folder."""

import os
import re
import resource
import shutil
import subprocess
import sys

import pytest
from sizes import sized
from work_budget import work_budget

from hidden_leaders_qt.cli import main
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CARDS_ENV, default_cards_dir


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
    out = capsys.readouterr().out
    assert out.startswith("ok: 120 heroes, 10 leaders and 6 fate cards") and out.endswith(", 12 artifact sides\n")


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


@pytest.fixture
def full_copy(tmp_path):
    """A player's folder: a copy of every shipped card file."""
    folder = tmp_path / "cards"
    folder.mkdir()
    for card_file in default_cards_dir().iterdir():
        if card_file.name.endswith(".yaml"):
            (folder / card_file.name).write_bytes(card_file.read_bytes())
    return folder


def edit(folder, file: str, old: str, new: str) -> None:
    text = (folder / file).read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    (folder / file).write_text(text.replace(old, new, 1), encoding="utf-8")


def limit_the_command() -> None:
    """At most 512 MB of memory and 20 s of processor time (not of the clock, which a busy
    machine stretches): past either the command is stopped and its exit status says so."""
    resource.setrlimit(resource.RLIMIT_AS, (512 << 20, 512 << 20))
    resource.setrlimit(resource.RLIMIT_CPU, (20, 20))


def validate_by_command(folder) -> subprocess.CompletedProcess:
    """`hidden-leaders --cards FOLDER validate-cards`, within `limit_the_command`."""
    return subprocess.run(
        [sys.executable, "-m", "hidden_leaders_qt", "--cards", str(folder), "validate-cards"],
        capture_output=True,
        timeout=120,  # only against a command that waits for something without working
        preexec_fn=limit_the_command,
    )


def one_error_line(done: subprocess.CompletedProcess) -> str:
    """The command refused the folder with exit status 1 and one short, printable error line."""
    err = done.stderr.decode("utf-8")
    assert done.returncode == 1 and done.stdout == b"", err[-2000:]
    assert "Traceback" not in err and err.count("\n") == 1, err[-2000:]
    line = err.rstrip("\n")
    assert line.startswith("error: ") and len(line) < 1000 and line.isprintable(), line[:2000]
    return line


@pytest.mark.parametrize("copies", ["1000000000000", "1" + "0" * 30, "100000000", "0", "-3", "2.5", "many"])
def test_a_fate_cards_copies_out_of_range_is_one_error_line(full_copy, copies):
    edit(full_copy, "fate.yaml", "copies: 3", f"copies: {copies}")
    line = one_error_line(validate_by_command(full_copy))
    assert "fate.yaml: card 'fate_destroyed_sanctum': field 'copies" in line
    assert "from 1 to 10" in line or "no card number is that long" in line


@pytest.mark.parametrize("move", ["golem -" + "9" * 5000, "red +" + "7" * 5000, "green -12", "red +0", "golem -٣"])
def test_a_fate_move_of_thousands_of_digits_or_off_the_track_is_one_error_line(full_copy, move):
    edit(full_copy, "fate.yaml", "moves: [golem -2]", f"moves: [{move}]")
    line = one_error_line(validate_by_command(full_copy))
    assert "fate.yaml: card 'fate_destroyed_sanctum': field 'moves[0]'" in line


def test_a_heros_marker_move_of_thousands_of_digits_is_one_error_line(full_copy):
    edit(full_copy, "base_undead.yaml", "moves: [red +2, green +2]", "moves: [red +" + "1" * 5000 + ", green +2]")
    line = one_error_line(validate_by_command(full_copy))
    assert "base_undead.yaml: card 'arrowgant_skeleton': field 'markers.moves[0]': a move is by 1 to 11 spaces" in line


def test_a_leader_id_that_would_clear_the_terminal_is_printed_escaped(full_copy):
    edit(full_copy, "leaders.yaml", "id: lemron", 'id: "lem\\e[2J\\u202Eron"')
    line = one_error_line(validate_by_command(full_copy))
    assert "\x1b" not in line and "\u202e" not in line
    assert "leaders.yaml: card '#1': field 'id': 'lem\\x1b[2J\\u202eron' is not an id" in line


def test_a_file_name_that_would_clear_the_terminal_is_printed_escaped(full_copy):
    (full_copy / "\x1b[2J\u202e.yaml").write_text("heroes: 3\n", encoding="utf-8")
    line = one_error_line(validate_by_command(full_copy))
    assert line.startswith("error: \\x1b[2J\\u202e.yaml: card '(file)'")


def test_a_900_kb_key_gives_a_short_error_line(full_copy):
    edit(full_copy, "leaders.yaml", "    name: Lemron", "    " + "k" * 900_000 + ": 1\n    name: Lemron")
    line = one_error_line(validate_by_command(full_copy))
    assert line.startswith("error: leaders.yaml: card 'lemron': field 'kkkk")


def test_a_folder_of_thousands_of_card_files_is_refused_at_once(full_copy):
    for number in range(100):
        (full_copy / f"extra_{number}.yaml").write_text("set: base\nheroes: []\n", encoding="utf-8")
    line = one_error_line(validate_by_command(full_copy))
    assert "more than 64 .yaml files" in line


FUZZ_CARD_CASES = sized(ci=80, release=240)
# function calls of one check (tests/work_budget.py): checking the shipped cards makes about 100,000
CHECK_CALLS_BUDGET = 1_000_000
DEEP = "[" * 60 + "]" * 60
HOSTILE_VALUES = [
    "1000000000000",
    "1" + "0" * 30,
    "9" * 5000,
    "-1",
    "0",
    "1e400",
    ".nan",
    "0x7fffffffffffffff",
    DEEP,
    "[" * 3000 + "]" * 3000,
    '"\\e[2J\\u202e\\u200b"',
    '"' + "x" * 100_000 + '"',
    "{a: 1}",
    "[1, 2]",
    "[]",
    "null",
    "true",
    "!!python/object:os.system {}",
    "&a [*a]",
    "'unclosed",
    "red +" + "7" * 5000,
    "[golem -" + "9" * 5000 + "]",
]
HOSTILE_KEYS = ["k" * 900_000, "\x1b[2J", "\u202eid", "<<", "id", "9" * 5000, "[a]"]


def mutate(rng: SplitMix64, text: bytes) -> bytes:
    """One random change to a card file: a value or a key replaced by something hostile,
    a line doubled, dropped or indented, or bytes that are not UTF-8."""
    lines = text.split(b"\n")
    i = rng.below(len(lines))
    line = lines[i]
    indent = line[: len(line) - len(line.lstrip())]
    way = rng.below(8)
    if way <= 2 and b":" in line:
        key = line.split(b":", 1)[0]
        lines[i] = key + b": " + HOSTILE_VALUES[rng.below(len(HOSTILE_VALUES))].encode()
    elif way == 3:
        lines.insert(i, indent + HOSTILE_KEYS[rng.below(len(HOSTILE_KEYS))].encode() + b": 1")
    elif way == 4:
        lines.insert(i, line)
    elif way == 5:
        del lines[i]
    elif way == 6:
        lines[i] = b"\t" + line
    else:
        lines[i] = line + (b"\xe9", b"\x00", b"\xff\xfe", b"\x1b[2J")[rng.below(4)]
    return b"\n".join(lines)


@pytest.mark.parametrize("cases", FUZZ_CARD_CASES)
def test_fuzz_mutated_card_folders_give_one_short_escaped_error_or_load(full_copy, capsys, cases):
    """Every mutated folder, checked by the real command, loads or is refused with exit
    status 1 and one printable line naming file, card and field, fast, in little memory."""
    files = sorted(path.name for path in full_copy.iterdir())
    originals = {name: (full_copy / name).read_bytes() for name in files}
    rng = SplitMix64(16)
    outcomes = {0: 0, 1: 0}
    most = 0
    memory_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for _ in range(cases):
        name = files[rng.below(len(files))]
        mutated = originals[name]
        for _ in range(1 + rng.below(2)):
            mutated = mutate(rng, mutated)
        (full_copy / name).write_bytes(mutated)
        with work_budget(CHECK_CALLS_BUDGET) as made:
            status = main(["--cards", str(full_copy), "validate-cards"])
        most = max(most, made())
        captured = capsys.readouterr()
        if status == 0:
            assert captured.out.startswith("ok: ") and captured.err == ""
        else:
            assert status == 1 and captured.out == "", captured.err[:500]
            line = captured.err.removesuffix("\n")
            assert "\n" not in line and line.isprintable() and len(line) < 1000, line[:500]
            assert re.fullmatch(r"error: \S.*: card '.+': field '.+': .+", line), line
        outcomes[status] += 1
        (full_copy / name).write_bytes(originals[name])
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - memory_before
    print(f"{cases} mutated card folders: {outcomes[1]} refused, {outcomes[0]} loaded, {most:,} calls max")
    assert outcomes[1] >= cases // 2
    assert grown < 200 * 1024  # kilobytes
