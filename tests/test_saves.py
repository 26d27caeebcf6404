"""Saves rebuild the exact game, refuse any damaged or foreign file, and never lose the previous save."""

import errno
import json
import os
import pickle
import re
import stat
import threading
import time
import tracemalloc
from datetime import datetime
from pathlib import Path

import pytest

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.words.problem_words import ENGLISH, GERMAN
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.saved_games import save_reading, saves
from hidden_leaders_qt.saved_games.saves import (
    SavedGame,
    SeatConfig,
    autosave,
    autosave_path,
    describe_save_error,
    load_autosave,
    load_game,
    replay,
    save_game,
)

GOLDEN = Path(__file__).parent / "golden"
KINDS = ("human", "random", "easy", "medium", "hard", "human")
PLACEHOLDERS = re.compile(r"\{\w+\}")


EVERY_MODULE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True, "bribery": True}


def random_game(players: int, seed: int, steps: int | None = None, **modules) -> tuple[SavedGame, GameState]:
    """Play `steps` seeded random decisions (or to the end), recording them as a save would."""
    settings = Settings(players=players, seed=seed, **modules)
    seats = [SeatConfig(f"Seat {i + 1} ✦", KINDS[i]) for i in range(players)]
    st = new_game(settings)
    chooser = SplitMix64(seed * 31 + 7)
    decisions = []
    while not st.is_over and (steps is None or len(decisions) < steps):
        option = st.options[chooser.below(len(st.options))]
        st.apply(option)
        decisions.append(option)
    return SavedGame(settings, seats, decisions), st


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every path under `folder` with its bytes (None for folders), to prove nothing changed."""
    return {str(p.relative_to(folder)): None if p.is_dir() else p.read_bytes() for p in sorted(folder.rglob("*"))}


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(saves.DATA_DIR_ENV, str(folder))
    return folder


@pytest.mark.parametrize(("players", "steps"), [(2, 0), (2, 37), (3, 60), (4, 1), (5, 90), (6, 45)])
def test_a_partial_game_saves_loads_and_replays_to_the_same_state(tmp_path, players, steps):
    saved, st = random_game(players, seed=100 + players, steps=steps)
    assert not st.is_over
    path = tmp_path / "game.json"
    save_game(path, saved)
    loaded = load_game(path)
    assert loaded == saved
    copy = replay(loaded)
    assert copy == st
    for _ in range(20):  # the rebuilt game also plays on exactly like the original
        if st.is_over:
            break
        copy.apply(copy.options[-1])
        st.apply(st.options[-1])
        assert copy == st


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_finished_game_round_trips(tmp_path, players):
    saved, st = random_game(players, seed=7 * players)
    assert st.is_over
    path = tmp_path / "finished.json"
    save_game(path, saved)
    copy = replay(load_game(path))
    assert copy.is_over and copy == st and copy.result == st.result


def test_the_file_is_the_documented_json(tmp_path):
    saved, _ = random_game(3, seed=5, steps=12)
    path = tmp_path / "game.json"
    save_game(path, saved)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format", "version", "settings", "seats", "decisions", "saved_at"}
    assert data["format"] == "hidden-leaders-save" and data["version"] == 3
    assert data["settings"] == {
        "players": 3,
        "seed": 5,
        "promo_heroes": True,
        "beginner": False,
        "queens_and_friend": False,
        "keeper_of_discord": False,
        "golems": False,
    }
    assert data["seats"][0] == {"name": "Seat 1 ✦", "kind": "human"}
    assert data["decisions"] == [[o.kind, list(o.args)] for o in saved.decisions]
    assert datetime.fromisoformat(data["saved_at"]).tzinfo is not None


def test_the_settings_keys_are_those_the_engine_writes():
    """A new engine setting must be added to the save format on purpose, not silently dropped."""
    assert set(save_reading.SETTINGS_TYPES) == set(Settings.types())


@pytest.mark.parametrize("players", [3, 5])
def test_a_game_with_bribery_artifacts_and_royal_intrigue_saves_and_replays(tmp_path, players):
    # ruling R60: its module heroes, tokens and artifacts come back as they were
    part_two = {"bribery": True, "artifacts": True, "royal_intrigue": True, "queens_and_friend": True}
    saved, st = random_game(players, seed=60 + players, **part_two)
    path = tmp_path / "part_two.json"
    save_game(path, saved)
    copy = replay(load_game(path))
    assert copy == st and copy.settings.royal_intrigue and copy.result == st.result


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_game_with_every_module_saves_its_options_and_replays(tmp_path, players):
    saved, st = random_game(players, seed=40 + players, **EVERY_MODULE)
    path = tmp_path / "modules.json"
    save_game(path, saved)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert all(data["settings"][option] is True for option in EVERY_MODULE)
    copy = replay(load_game(path))
    assert copy == st and copy.settings.golems and copy.result == st.result


def test_a_save_written_before_the_modules_opens_with_them_off(tmp_path):
    saved, st = random_game(3, seed=8, steps=30)
    data = saved.to_data()
    for option in EVERY_MODULE:
        data["settings"].pop(option, None)  # a module added later is written only when on
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path)
    assert loaded.settings == Settings(players=3, seed=8)
    assert replay(loaded) == st


def game_with_a_swap_into_a_hand() -> SavedGame:
    """A game whose last move swapped a card into a hand (tests/golden/README.md)."""
    saved = load_game(GOLDEN / "swap_into_a_hand.json")
    events = replay(saved).events()
    assert any(e.kind == "exchange" and Zone.HAND in (e.src[0], e.dst[0]) for e in events)
    return saved


def test_a_version_1_save_replays_unless_it_swapped_a_card_into_a_hand(tmp_path):
    """Version 1 was played by other swap rules: a card swapped into a hand took the place of
    the card it replaced. A game without such a swap replays the same under both."""
    saved, st = random_game(3, seed=8, steps=30)
    path = tmp_path / "old.json"
    data = saved.to_data() | {"version": 1}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert replay(load_game(path)) == st
    swapped = game_with_a_swap_into_a_hand()
    path.write_text(json.dumps(swapped.to_data() | {"version": 1}), encoding="utf-8")
    with pytest.raises(saves.OtherVersionError, match="swapped into a hand"):
        replay(load_game(path))
    save_game(path, swapped)  # the same game saved by this version replays
    assert len(replay(load_game(path)).events()) > 0


def test_a_module_option_that_is_not_true_or_false_is_refused(tmp_path):
    data = good_data()
    data["settings"]["golems"] = "yes"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFormatError, match="settings.golems: expected true or false"):
        load_game(path)


def good_data() -> dict:
    saved, _ = random_game(3, seed=11, steps=25)
    return json.loads(json.dumps(saved.to_data()))


def edited(change) -> bytes:
    data = good_data()
    change(data)
    return json.dumps(data).encode()


CORRUPT = {
    "not JSON": (b"this is not a save\n", "not valid JSON"),
    "truncated": (json.dumps(good_data(), indent=1).encode()[:300], "perhaps truncated"),
    "empty": (b"", "empty"),
    "not UTF-8": (b'{"format": "\xff\xfe"}', "not UTF-8"),
    "a list": (b'["hidden-leaders-save", 1]', "holds a list"),
    "an empty object": (b"{}", "format missing"),
    "wrong format": (edited(lambda d: d.update(format="chess-pgn")), '"chess-pgn"'),
    "an engine state file": (json.dumps(new_game(Settings(3)).to_data()).encode(), "hidden-leaders-state"),
    "wrong version": (edited(lambda d: d.update(version=4)), "unsupported save version 4"),
    "version true": (edited(lambda d: d.update(version=True)), "unsupported save version true"),
    "missing key": (edited(lambda d: d.pop("decisions")), "missing key decisions"),
    "extra key": (edited(lambda d: d.update(cheats=True)), "unexpected key cheats"),
    "bad timestamp": (edited(lambda d: d.update(saved_at="yesterday")), "saved_at"),
    "string seed": (edited(lambda d: d["settings"].update(seed="11")), "settings.seed"),
    "seven players": (edited(lambda d: d["settings"].update(players=7)), "players must be 2 to 6"),
    "unknown seat kind": (edited(lambda d: d["seats"][1].update(kind="godlike")), "seats[1].kind"),
    "nameless seat": (edited(lambda d: d["seats"][2].pop("name")), "seats[2]: missing key name"),
    "wrong player count": (edited(lambda d: d["seats"].pop()), "2 seats listed but settings.players is 3"),
    "malformed decision": (edited(lambda d: d["decisions"].__setitem__(4, ["play"])), "decision 5:"),
    "float argument": (edited(lambda d: d["decisions"].__setitem__(4, ["play", [0.5]])), "decision 5:"),
    "illegal decision": (edited(lambda d: d["decisions"].__setitem__(9, ["play", [42]])), "decision 10 of 25"),
    "too many decisions": (
        edited(lambda d: d.update(decisions=[["pass", []]] * (saves.MAX_DECISIONS + 1))),
        f"decisions: {saves.MAX_DECISIONS + 1} listed, more than a game has (at most {saves.MAX_DECISIONS})",
    ),
    "blank seat name": (edited(lambda d: d["seats"][1].update(name="  ")), "seats[1].name is empty"),
    "seat name of another seat": (
        edited(lambda d: d["seats"][2].update(name=" seat 1 ✦")),
        'seats[2].name: "seat 1 ✦" is also the name of seats[0]; names must differ',
    ),
    "bell in a seat name": (
        edited(lambda d: d["seats"][1].update(name="Mira\a")),
        "seats[1].name contains a control character (U+0007)",
    ),
    "line break in a seat name": (
        edited(lambda d: d["seats"][0].update(name="Mi\nra")),
        "seats[0].name contains a control character (U+000A)",
    ),
    "right-to-left override in a seat name": (
        edited(lambda d: d["seats"][1].update(name="\u202eariM")),
        "seats[1].name contains a text-direction control character (U+202E)",
    ),
    "isolate in a seat name": (
        edited(lambda d: d["seats"][2].update(name="\u2067Mira\u2069")),
        "seats[2].name contains a text-direction control character (U+2067)",
    ),
    "1,000-character seat name": (
        edited(lambda d: d["seats"][0].update(name="M" * 1000)),
        "seats[0].name is longer than 24 characters (1000)",
    ),
    "number as a seat name": (edited(lambda d: d["seats"][1].update(name=7)), "seats[1].name: expected a string"),
    "unknown decision kind": (edited(lambda d: d["decisions"].__setitem__(0, ["resign", []])), "decision 1 of 25"),
}


@pytest.mark.parametrize("case", sorted(CORRUPT))
def test_a_damaged_or_foreign_file_is_refused_and_nothing_on_disk_changes(tmp_path, data_dir, case):
    good, _ = random_game(4, seed=3, steps=30)
    autosave(good)
    content, fragment = CORRUPT[case]
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    before = snapshot(tmp_path)
    with pytest.raises(SaveFormatError) as caught:
        load_game(bad)
    message = str(caught.value)
    assert str(bad) in message and fragment in message
    assert snapshot(tmp_path) == before
    assert load_autosave() == good


# what the same refusals say in German, written by hand: the details a German error box shows
GERMAN_DETAILS = {
    "a list": "kein Spielstand von „Heimliche Herrschaft“ (die Datei enthält eine Liste, kein Objekt)",
    "an empty object": 'kein Spielstand von „Heimliche Herrschaft“ (Format fehlt, erwartet "hidden-leaders-save")',
    "extra key": "Spielstand: unerwarteter Schlüssel cheats",
    "nameless seat": "seats[2]: Schlüssel name fehlt",
    "seven players": "settings: ein Spiel hat 2 bis 6 Spieler, nicht 7",
    "string seed": 'settings.seed: eine Ganzzahl erwartet, gefunden: "11"',
    "number as a seat name": "seats[1].name: Zeichenkette erwartet, gefunden: eine Zahl",
    "blank seat name": "seats[1].name ist leer",
    "wrong version": "Spielstand-Version 4 wird nicht unterstützt; dieses Programm liest die Versionen 1 bis 3",
    "not JSON": "kein gültiges JSON, vielleicht abgeschnitten (Zeile 1, Spalte 1: ein Wert fehlt)",
    "not UTF-8": "kein UTF-8-Text (Byte 12)",
    "wrong player count": "seats: 2 Plätze aufgeführt, aber settings.players ist 3",
    "illegal decision": (
        "Entscheidung 10 von 25 ([\"play\", [42]]) lässt sich nicht anwenden: Option(kind='...', args=(42,)) ist"
        ' keine erlaubte Wahl für Platz 3 ("draw"); erlaubt: ["draw_tavern", [0]], ["draw_tavern", [1]],'
        ' ["draw_tavern", [2]], ["draw_harbor", []]'
    ),
}


@pytest.mark.parametrize("case", sorted(GERMAN_DETAILS))
def test_a_refused_file_is_explained_in_german_when_read_in_german(tmp_path, case):
    """One error, read in each language: its kind and values are kept, its words made when read."""
    bad = tmp_path / "kaputt.json"
    bad.write_bytes(CORRUPT[case][0])
    with pytest.raises(SaveFormatError) as caught:
        load_game(bad)
    english = str(caught.value)
    set_language("de")
    assert str(caught.value) == f"{bad} kann nicht geladen werden: {GERMAN_DETAILS[case]}"
    set_language("en")
    assert str(caught.value) == english and english.startswith(f"cannot load {bad}: ")
    assert CORRUPT[case][1] in english


def test_a_module_switched_on_without_what_it_needs_is_named_in_german_too(tmp_path):
    bad = tmp_path / "intrige.json"
    bad.write_bytes(edited(lambda d: d["settings"].update(royal_intrigue=True, queens_and_friend=True)))
    with pytest.raises(SaveFormatError) as caught:
        load_game(bad)
    assert str(caught.value).endswith(
        "settings: Royal Intrigue needs Queens & Friend and Artifacts: switch on Artifacts too"
    )
    set_language("de")
    assert str(caught.value).endswith(
        "settings: Royale Ränkespiele braucht Königinnen & Kumpel und Artefakte: schalte auch Artefakte ein"
    )


def test_a_refusal_sent_between_processes_keeps_its_kind_and_speaks_the_receivers_language(tmp_path):
    bad = tmp_path / "leer.json"
    bad.write_bytes(b"")
    with pytest.raises(SaveFormatError) as caught:
        load_game(bad)
    received = pickle.loads(pickle.dumps(caught.value))
    assert type(received) is type(caught.value) and received.kind == "save_cannot_load"
    set_language("de")
    assert str(received) == f"{bad} kann nicht geladen werden: die Datei ist leer"


def test_every_problem_has_its_english_and_its_german_with_the_same_values():
    """A kind missing in one language, a value the German forgets, or English left in the German fails."""
    assert ENGLISH.keys() == GERMAN.keys()
    the_same = {"json_null", "megabytes", "kilobytes", "save_file_reason", "save_bad_name"}
    for kind, english in ENGLISH.items():
        assert sorted(PLACEHOLDERS.findall(english)) == sorted(PLACEHOLDERS.findall(GERMAN[kind])), kind
        assert (english == GERMAN[kind]) == (kind in the_same), kind


def test_a_folder_instead_of_a_file_is_refused(tmp_path, data_dir):
    autosave(random_game(2, seed=1, steps=5)[0])
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    before = snapshot(tmp_path)
    with pytest.raises(SaveFormatError, match="folder"):
        load_game(folder)
    assert snapshot(tmp_path) == before


def test_a_missing_file_is_a_save_format_error(tmp_path):
    with pytest.raises(SaveFormatError, match="cannot be read"):
        load_game(tmp_path / "nowhere.json")


def test_a_decision_after_the_end_of_the_game_is_refused(tmp_path):
    saved, st = random_game(2, seed=9)
    saved.decisions.append(saved.decisions[-1])
    path = tmp_path / "overlong.json"
    save_game(path, saved)
    with pytest.raises(SaveFormatError, match=f"decision {len(saved.decisions)} of {len(saved.decisions)}"):
        load_game(path)


def test_replay_names_the_illegal_decision():
    saved, _ = random_game(3, seed=2, steps=8)
    saved.decisions[3] = saved.decisions[3]._replace(kind="nonsense")
    with pytest.raises(SaveFormatError, match="decision 4 of 8"):
        replay(saved)


def failing_fsync(fd) -> None:
    raise OSError("disk full")


def failing_replace(src, dst) -> None:
    raise OSError("rename refused")


@pytest.mark.parametrize(
    ("target", "name", "broken"), [(saves.os, "fsync", failing_fsync), (saves.os, "replace", failing_replace)]
)
def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch, target, name, broken):
    old, _ = random_game(3, seed=4, steps=10)
    new, _ = random_game(5, seed=8, steps=40)
    path = tmp_path / "game.json"
    save_game(path, old)
    before = snapshot(tmp_path)
    monkeypatch.setattr(target, name, broken)
    with pytest.raises(OSError):
        save_game(path, new)
    with pytest.raises(OSError):
        save_game(tmp_path / "fresh.json", new)
    monkeypatch.undo()
    assert snapshot(tmp_path) == before
    assert load_game(path) == old


def test_the_autosave_folder_override_is_honoured(tmp_path, monkeypatch):
    folder = tmp_path / "nested" / "data"
    monkeypatch.setenv(saves.DATA_DIR_ENV, str(folder))
    assert autosave_path() == folder / "autosave.json"
    assert load_autosave() is None
    assert not folder.exists()  # looking for the autosave makes no folder
    saved, st = random_game(4, seed=21, steps=33)
    assert autosave(saved) == folder / "autosave.json"
    assert load_autosave() == saved
    assert replay(load_autosave()) == st
    assert [p.name for p in folder.iterdir()] == ["autosave.json"]


def test_without_the_override_the_autosave_lives_in_the_user_data_folder(tmp_path, monkeypatch):
    calls = []

    def user_data_path(appname, appauthor=None):
        calls.append((appname, appauthor))
        return tmp_path / "user data"

    monkeypatch.delenv(saves.DATA_DIR_ENV, raising=False)
    monkeypatch.setattr(saves.platformdirs, "user_data_path", user_data_path)
    assert autosave_path() == tmp_path / "user data" / "autosave.json"
    assert calls == [("hidden-leaders-qt", False)]
    autosave(random_game(2, seed=1, steps=3)[0])
    assert (tmp_path / "user data" / "autosave.json").is_file()


def test_a_corrupt_autosave_raises_and_is_left_for_inspection(data_dir):
    data_dir.mkdir(parents=True)
    path = autosave_path()
    path.write_bytes(b'{"format": "hidden-leaders-save", "version": 1, "sett')
    with pytest.raises(SaveFormatError, match="autosave.json"):
        load_autosave()
    assert path.read_bytes() == b'{"format": "hidden-leaders-save", "version": 1, "sett'


def test_seat_names_are_trimmed_and_may_be_any_visible_text_up_to_24_characters(tmp_path):
    data = good_data()
    data["seats"][0]["name"] = "  Ærøskøbing Æbelø Ü 名前 "
    data["seats"][1]["name"] = "x" * 24
    data["seats"][2]["name"] = "Mira 🦊"
    path = tmp_path / "names.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [seat.name for seat in load_game(path).seats] == ["Ærøskøbing Æbelø Ü 名前", "x" * 24, "Mira 🦊"]


def test_every_kind_of_space_in_a_seat_name_is_a_plain_one_and_two_names_alike_are_refused(tmp_path):
    """A no-break, ideographic or em space reads as a space: a save where "Ann Lee" sits
    beside "Ann\u2003\u2003Lee" has two seats of one name."""
    data = good_data()
    data["seats"][0]["name"] = "\u3000Ann\u00a0Lee\u202f"
    data["seats"][1]["name"] = "Bo\u2000\u205f\u3000Ek"
    path = tmp_path / "spaces.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [seat.name for seat in load_game(path).seats][:2] == ["Ann Lee", "Bo Ek"]
    data["seats"][1]["name"] = "Ann\u2003\u2003Lee"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFormatError, match=r"seats\[1\]\.name: .*Ann Lee.* is also the name of seats\[0\]"):
        load_game(path)


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(200 * 1024 * 1024)  # sparse: 200 MB long, nothing written
    tracemalloc.start()
    try:
        with pytest.raises(SaveFormatError, match=r"too large to be a save \(200\.0 MB; a save is never over 2 MB\)"):
            load_game(huge)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024


def long_six_player_game() -> SavedGame:
    """A whole 6-player game, longer than most (tests/golden/README.md); it still replays to its end."""
    saved = load_game(GOLDEN / "long_six_player_game.json")
    assert replay(saved).is_over
    return saved


def test_the_size_limit_leaves_a_hundredfold_margin_over_a_long_six_player_game(tmp_path):
    saved = long_six_player_game()
    path = tmp_path / "long.json"
    save_game(path, saved)
    assert 100 * path.stat().st_size < saves.MAX_SAVE_BYTES
    assert saves.MAX_DECISIONS * path.stat().st_size / len(saved.decisions) <= 1.1 * saves.MAX_SAVE_BYTES


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_instead_of_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    outcome = []

    def load() -> None:
        try:
            load_game(pipe)
        except SaveFormatError as error:
            outcome.append(str(error))

    # in a thread of its own, so that a regression fails here instead of hanging the suite
    loader = threading.Thread(target=load, daemon=True)
    loader.start()
    loader.join(timeout=10)
    assert outcome == [f"cannot load {pipe}: it is a named pipe, not a regular file"]


def aged(path: Path, seconds: float) -> Path:
    path.write_text("half a save")
    moment = time.time() - seconds
    os.utime(path, (moment, moment))
    return path


def test_temporary_files_of_killed_saves_are_removed_when_the_autosave_folder_is_next_used(data_dir, monkeypatch):
    data_dir.mkdir(parents=True)
    monkeypatch.setattr(saves, "PROGRAM_STARTED", time.time() - 10)  # the program started 10 s ago
    stale = [aged(data_dir / ".autosave.json.k3x9_q1z.tmp", 120), aged(data_dir / ".crash 1.json.a1b2c3d4.tmp", 90)]
    # a save killed just before this program started: older than the program, if not by a minute
    stale.append(aged(data_dir / ".autosave.json.r2d2c3po.tmp", 15))
    young = aged(data_dir / ".autosave.json.w7c2m0pa.tmp", 5)  # perhaps being written right now
    unrelated = [aged(data_dir / "notes.tmp", 300), aged(data_dir / ".autosave.json", 300)]
    load_autosave()
    assert not any(path.exists() for path in stale)
    assert young.exists() and all(path.exists() for path in unrelated)


def test_saving_removes_the_stale_temporary_files_of_that_file_only(tmp_path):
    mine = aged(tmp_path / ".game.json.zq81_x0a.tmp", 600)
    theirs = aged(tmp_path / ".other.json.zq81_x0a.tmp", 600)
    save_game(tmp_path / "game.json", random_game(2, seed=1, steps=3)[0])
    assert not mine.exists() and theirs.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.zq81_x0a.tmp", "game.json"]


def test_a_failed_save_is_described_in_one_plain_sentence(tmp_path):
    saved = random_game(2, seed=1, steps=3)[0]
    nowhere = tmp_path / "no such folder" / "game.json"
    with pytest.raises(OSError) as caught:
        save_game(nowhere, saved)
    assert saves.describe_save_error(caught.value, nowhere) == (
        f"The game could not be saved because the folder {nowhere.parent} does not exist."
    )
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    with pytest.raises(OSError) as caught:
        save_game(folder, saved)
    assert (
        saves.describe_save_error(caught.value, folder) == f"The game could not be saved because {folder} is a folder."
    )
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == []
    denied = PermissionError(errno.EACCES, "Permission denied", str(tmp_path / ".game.json.abcdefgh.tmp"))
    assert saves.describe_save_error(denied, tmp_path / "game.json") == (
        f"The game could not be saved because you are not allowed to write in the folder {tmp_path}."
    )
    full = OSError(errno.ENOSPC, "No space left on device")
    assert saves.describe_save_error(full, tmp_path / "game.json") == (
        f"The game could not be saved because the disk that holds {tmp_path} is full."
    )
    odd = OSError(errno.EIO, "Input/output error")
    assert saves.describe_save_error(odd, tmp_path / "game.json") == (
        "The game could not be saved because of a system error (Input/output error)."
    )


@pytest.fixture
def one_hour_east_of_utc(monkeypatch):
    if not hasattr(time, "tzset"):
        pytest.skip("sets the time zone through TZ")
    monkeypatch.setenv("TZ", "XXX-1")  # POSIX: one hour ahead of UTC
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_saved_game_is_summed_up_in_one_line(tmp_path, one_hour_east_of_utc):
    saved, st = random_game(4, seed=12, steps=36)
    turn = sum(event.kind == "turn" for event in st.events())  # each turn's start is in the log
    assert turn > 1
    data = saved.to_data()
    data["seats"] = [{"name": name, "kind": "human"} for name in ("You", "Mira", "Tobin", "Elske")]
    data["saved_at"] = "2025-11-26T13:05:41+00:00"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path)
    later_that_year = datetime(2025, 12, 1, 9, 0).astimezone()
    assert loaded.summary(later_that_year) == f"4 players: You, Mira, Tobin, Elske · turn {turn} · saved 26 Nov 14:05"
    next_year = datetime(2026, 1, 2, 9, 0).astimezone()
    assert loaded.summary(next_year) == f"4 players: You, Mira, Tobin, Elske · turn {turn} · saved 26 Nov 2025 14:05"
    just_started, _ = random_game(3, seed=5, steps=1)
    assert just_started.summary() == "3 players: Seat 1 ✦, Seat 2 ✦, Seat 3 ✦ · setting up"


def passes_only(decisions: int) -> SavedGame:
    """A legal game of `decisions` decisions in which every player only ever passes, draws
    from the Harbor and discards: it never ends."""
    settings = Settings(players=2, seed=1)
    st = new_game(settings)
    chosen = []
    while len(chosen) < decisions:
        options = st.options
        option = next((o for o in options if o.kind in ("pass", "draw_harbor")), options[0])
        st.apply(option)
        chosen.append(option)
    assert not st.is_over
    return SavedGame(settings, [SeatConfig("Ann", "human"), SeatConfig("Bo", "human")], chosen)


def test_the_longest_game_the_program_writes_it_reads_back_and_a_longer_one_it_does_not_write(tmp_path):
    longest = passes_only(saves.MAX_DECISIONS)
    path = tmp_path / "endless.json"
    save_game(path, longest)
    assert load_game(path) == longest
    longer = SavedGame(longest.settings, longest.seats, longest.decisions + [replay(longest).options[0]])
    with pytest.raises(saves.GameTooLongError, match=r"too long to be saved: it has 50,001 decisions"):
        save_game(tmp_path / "longer.json", longer)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["endless.json"]


def test_a_game_whose_file_would_be_too_big_to_open_is_not_written(tmp_path, monkeypatch):
    saved = long_six_player_game()
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 16 * 1024)
    with pytest.raises(saves.GameTooLongError, match=r"too long to be saved: its file would take"):
        save_game(tmp_path / "big.json", saved)
    assert list(tmp_path.iterdir()) == []


def test_a_world_past_turn_ten_thousand_reads_back_for_the_hard_player():
    st = replay(passes_only(33_000))
    assert st.turn > 10_000
    world = st.redacted_for(st.pending.seat, seed=5)
    assert GameState.from_data(json.loads(json.dumps(world.to_data()))) == world


HUGE = "x" * 1_900_000
HOSTILE = {
    "a long text in a decision": lambda d: d["decisions"].__setitem__(3, ["play", [HUGE]]),
    "a long decision kind": lambda d: d["decisions"].__setitem__(3, [HUGE, [1]]),
    "a long malformed decision": lambda d: d["decisions"].__setitem__(3, [HUGE]),
    "a long saved_at": lambda d: d.update(saved_at=HUGE),
    "a long seat kind": lambda d: d["seats"][1].update(kind=HUGE),
    "a long format": lambda d: d.update(format=HUGE),
    "a long unknown key": lambda d: d.update({HUGE: 1}),
    "a nul key": lambda d: d.update({"\x00": 1}),
    "a right-to-left override key": lambda d: d.update({"\u202eevil": 1}),
    "a right-to-left override seat kind": lambda d: d["seats"][0].update(kind="\u202enamuh"),
    "a nul in saved_at": lambda d: d.update(saved_at="2025\x00"),
    "many unknown keys": lambda d: d["settings"].update({f"k{i}": i for i in range(10_000)}),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_refusal_quotes_only_a_short_escaped_excerpt_of_the_file(tmp_path, case):
    path = tmp_path / "hostile.json"
    path.write_bytes(edited(HOSTILE[case]))
    assert path.stat().st_size < saves.MAX_SAVE_BYTES
    with pytest.raises(SaveFormatError) as caught:
        load_game(path)
    message = str(caught.value).removeprefix(f"cannot load {path}: ")
    assert len(message) < 300, message[:300]
    assert not any(ch in message for ch in "\x00\u202e"), message


KINDS_OF_REFUSAL = {
    "a picture": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "This file is not a Hidden Leaders saved game."),
    "an empty file": (b"", "This file is not a Hidden Leaders saved game."),
    "a text file": (b"shopping: eggs, milk\n", "This file is not a Hidden Leaders saved game."),
    "a truncated save": (CORRUPT["truncated"][0], "This saved game is damaged or incomplete."),
    "an illegal decision": (CORRUPT["illegal decision"][0], "This saved game is damaged or incomplete."),
    "a newer version": (CORRUPT["wrong version"][0], "This saved game comes from another version"),
}


@pytest.mark.parametrize("case", sorted(KINDS_OF_REFUSAL))
def test_a_refusal_says_first_what_it_means_to_a_player(tmp_path, case):
    content, meaning = KINDS_OF_REFUSAL[case]
    path = tmp_path / "file.json"
    path.write_bytes(content)
    with pytest.raises(SaveFormatError) as caught:
        load_game(path)
    assert saves.load_problem(caught.value).startswith(meaning)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize(
    "code, said",
    [
        ("en", "The game could not be saved because {pipe} cannot take a save (it is a named pipe"),
        ("de", "Das Spiel konnte nicht gespeichert werden, weil {pipe} keinen Spielstand aufnehmen kann (es ist"),
    ],
)
def test_saving_onto_a_named_pipe_says_why_in_words_at_once(tmp_path, code, said):
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    saved = SavedGame(Settings(players=2, seed=1), [SeatConfig("Ann", "human"), SeatConfig("Bo", "easy")], [])
    set_language(code)
    try:
        with pytest.raises(OSError) as refused:
            save_game(pipe, saved)
        assert describe_save_error(refused.value, pipe).startswith(said.format(pipe=pipe))
    finally:
        set_language("en")
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)  # left as it was
