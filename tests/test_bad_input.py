"""Bad input is refused and loses nothing: decisions of the wrong type or out of range,
and tampered state data."""

import json

import pytest
from sizes import sized

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.errors import IllegalOptionError, SaveFormatError
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.scoring import score

TAVERN = ["flailing_knight", "depressed_druid", "rotting_orangutan"]
FUZZ_GAMES = sized(ci=2, release=4)
"""Seeded games per player count of each fuzzer (`tests/sizes.py`)."""
FUZZ_TAMPERINGS = 5


def main_action() -> GameState:
    return from_layout(2, hands={0: ["keen_koi", "drowned_deserter"]}, tavern=TAVERN, markers=(6, 4))


@pytest.mark.parametrize(
    "bad",
    [
        ("play", (0,)),  # a plain tuple equal to an offered option
        Option("play", (0.0,)),
        Option("play", (False,)),
        Option("play", (True,)),
        Option("discard", [0]),
        Option("play", (-2,)),
        Option("play", (2,)),
        Option(0, (0,)),
        None,
    ],
    ids=repr,
)
def test_apply_refuses_anything_but_exactly_an_offered_option_and_changes_nothing(bad):
    st = main_action()
    before = st.to_data()
    with pytest.raises(IllegalOptionError):
        st.apply(bad)
    assert st.to_data() == before
    assert st.pending.kind == "main" and Option("play", (0,)) in st.options


def test_a_float_or_bool_marker_move_is_refused_and_an_int_one_plays_on():
    st = main_action()
    st.apply(Option("play", (1,)))  # Drowned Deserter: leading -1 or trailing +2
    assert st.pending.kind == "markers"
    before = st.to_data()
    for bad in (Option("markers", (-1.0, 0)), Option("markers", (-1, False)), Option("markers", (-1, 0, 0))):
        with pytest.raises(IllegalOptionError):
            st.apply(bad)
        assert st.to_data() == before
    st.apply(Option("markers", (-1, 0)))
    assert st.markers == [5, 4]
    moves = [e.value for e in st.events() if e.kind == "markers"]
    assert moves == [(-1, 0)] and all(type(v) is int for v in moves[0])


def random_value(rng: SplitMix64, depth: int = 0):
    """Something of a random type: numbers near and far, texts, containers, nothing."""
    small = rng.below(13) - 4
    scalars = (small, float(small), bool(small % 2), (1 << 70) + small, -small - 1, str(small), None)
    kind = rng.below(len(scalars) + (4 if depth < 2 else 1))
    if kind < len(scalars):
        return scalars[kind]
    if kind == len(scalars):
        return ("play", "card", "markers", "discard", "pass", "done", "setup", "player")[small % 8]
    items = [random_value(rng, depth + 1) for _ in range(rng.below(4))]
    return (tuple(items), items, {"kind": items})[kind - len(scalars) - 1]


def near_miss(rng: SplitMix64, legal: Option):
    """A legal option spoiled in one place: another type, another number, another shape."""
    args = list(legal.args)
    way = rng.below(8)
    if way == 0:
        return tuple(legal)
    if way == 1:
        return Option(legal.kind, list(args))
    if way == 2:
        return [legal.kind, args]
    if args:
        i = rng.below(len(args))
        if isinstance(args[i], int):
            args[i] = [float(args[i]), bool(args[i] % 2), args[i] + 1, args[i] - 99, -1, 1 << 64][way - 3]
        else:
            args[i] = args[i].upper()
        return Option(legal.kind, tuple(args))
    return Option(legal.kind, (0,))


def exactly_offered(candidate, options) -> bool:
    if type(candidate) is not Option or type(candidate.args) is not tuple:
        return False
    typed = all(type(a) is str or (isinstance(a, int) and not isinstance(a, bool)) for a in candidate.args)
    return typed and candidate in options


@pytest.mark.parametrize("games", FUZZ_GAMES)
def test_fuzz_apply_with_wrong_types_and_out_of_range_inputs_leaves_the_state_unchanged(games):
    refused = accepted = positions = 0
    for players in range(2, 7):
        for game in range(games):
            st = new_game(Settings(players=players, seed=400 + game))
            rng = SplitMix64(players * 100 + game)
            while not st.is_over:
                if rng.below(4) == 0:
                    positions += 1
                    before = st.to_data()
                    legal = st.options[rng.below(len(st.options))]
                    candidates = [near_miss(rng, legal) for _ in range(7)]
                    candidates += [Option(random_value(rng), random_value(rng)), random_value(rng)]
                    candidates.append(Option(legal.kind, (random_value(rng),)))
                    for candidate in candidates:
                        if exactly_offered(candidate, st.options):
                            accepted += 1
                            continue
                        with pytest.raises(IllegalOptionError):
                            st.apply(candidate)
                        assert st.to_data() == before, candidate
                        refused += 1
                st.apply(st.options[rng.below(len(st.options))])
    print(f"{refused} bad inputs refused at {positions} positions, {accepted} exact ones skipped")
    assert refused >= 2_500 * games


def mid_card_data() -> dict:
    """A 3-player state in the middle of Modest Monsterslayer performing Overworked Amazon."""
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer", "keen_koi"]},
        tavern=["overworked_amazon", "depressed_druid", "rotting_orangutan"],
        face_up={1: ["leery_lizard"], 2: ["aimless_eel"]},
    )
    st.apply(Option("play", (0,)))
    st.apply(next(o for o in st.options if st.card_at(o.args) == st.db.hero_index["overworked_amazon"]))
    st.apply(Option("markers", (1, 0)))
    assert st.pending.kind == "player" and len(st.stack) == 2
    return st.to_data()


def finished_data() -> dict:
    st = new_game(Settings(players=2, seed=3))
    rng = SplitMix64(3)
    while not st.is_over:
        st.apply(st.options[rng.below(len(st.options))])
    return st.to_data()


def tampered(data: dict, change) -> dict:
    change(data)
    return data


TAMPERINGS = {
    "current seat 99": lambda d: d.update(current=99),
    "current seat -2": lambda d: d.update(current=-2),
    "the same leader for every seat": lambda d: d.update(leaders=[d["leaders"][0]] * 3),
    "no spare leaders": lambda d: d.update(spare_leaders=[]),
    "a spare leader twice": lambda d: d["spare_leaders"].append(d["spare_leaders"][0]),
    "pending seat 9": lambda d: d["pending"].update(seat=9),
    "pending seat of another player": lambda d: d["pending"].update(seat=2),
    "out-of-range pending options": lambda d: d["pending"].update(options=[["player", [7]], ["player", [8]]]),
    "a pending option less": lambda d: d["pending"]["options"].pop(),
    "a step counter of 999": lambda d: d["stack"][-1].update(pc=999),
    "a step counter moved on": lambda d: d["stack"][-1].update(pc=d["stack"][-1]["pc"] + 1),
    "the stack emptied mid-effect": lambda d: d.update(stack=[]),
    "the phase set to main mid-effect": lambda d: d.update(phase="main"),
    "a shared memory pointing ahead": lambda d: d["stack"][0].update(vars=1),
    "a remembered seat 5": lambda d: d["stack"][-1]["vars"].update(chosen=5),
    "a remembered faction out of range": lambda d: d["stack"][-1]["vars"].update(named=64),
    "a step counter of true": lambda d: d["stack"][-1].update(pc=True),
    "a turn of minus one": lambda d: d.update(turn=-1),
    "a turn of 2.5": lambda d: d.update(turn=2.5),
    "players as text": lambda d: d["settings"].update(players="3"),
    "a hand card known to nobody": lambda d: d["known"].pop("keen_koi"),
    "a Tavern card hidden": lambda d: d["known"].update(depressed_druid=1),
    "a known mask beyond the seats": lambda d: d["known"].update(keen_koi=1 << 9),
    "a Harbor card known to a seat": lambda d: d["known"].update({d["harbor"][-1]: 2}),
    "a card out of the game known": lambda d: d["known"].update(graceful_griffin=1),
    "a hand known to lack its own card's faction": lambda d: d["hand_lacks"].__setitem__(0, 2),
    "a looking seat of 7": lambda d: d.update(looking_seat=7),
    "an unknown key": lambda d: d.update(cheat=True),
    "a rng state below zero": lambda d: d.update(rng=-1),
    "a log event of an unknown kind": lambda d: d["log"].append(["teleport", 0, -1, 0, None, None, None]),
    "a log event of a seat 9": lambda d: d["log"].append(["pass", 9, -1, 0, None, None, None]),
    "a log marker move of text": lambda d: d["log"].append(["markers", 0, -1, 7, None, None, ["a", "b"]]),
    "a result while running": lambda d: d.update(result=finished_data()["result"]),
}


@pytest.mark.parametrize("change", TAMPERINGS.values(), ids=TAMPERINGS.keys())
def test_tampered_state_data_is_refused_with_a_clear_error(change):
    data = mid_card_data()
    GameState.from_data(data)  # the untouched data reads
    with pytest.raises(SaveFormatError) as refused:
        GameState.from_data(tampered(data, change))
    assert "malformed" not in str(refused.value), "refused only by accident"


FINISHED_TAMPERINGS = {
    "over without a result": lambda d: d.update(result=None),
    "over with a pending decision": lambda d: d.update(
        pending={"kind": "main", "seat": 0, "options": [["pass", []]] * 2, "card": -1, "step": ""}
    ),
    "over with another winner": lambda d: d["result"].update(winner=1 - (d["result"]["winner"] or 0)),
    "over with the markers moved": lambda d: d.update(markers=[d["markers"][0] % 12 + 1, d["markers"][1]]),
    "running without a decision": lambda d: d.update(phase="main", result=None),
}


@pytest.mark.parametrize("change", FINISHED_TAMPERINGS.values(), ids=FINISHED_TAMPERINGS.keys())
def test_a_tampered_finished_game_is_refused_with_a_clear_error(change):
    data = finished_data()
    GameState.from_data(data)
    with pytest.raises(SaveFormatError) as refused:
        GameState.from_data(tampered(data, change))
    assert "malformed" not in str(refused.value)


def refusal(data: dict) -> str:
    with pytest.raises(SaveFormatError) as refused:
        GameState.from_data(data)
    return str(refused.value)


PARTY = ["leery_lizard", "keen_koi", "furious_frog", "aimless_eel", "ace_fighter", "underpaid_mercenary"]


@pytest.mark.parametrize("more", [["canned_champion"], ["canned_champion", "bored_goblin", "pigmented_war_pig"]])
def test_a_turn_beginning_after_the_game_should_have_ended_is_refused(more):
    """3 players: the game ends at the end of the turn in which a party has 7 face-up heroes."""
    below = from_layout(3, hands={0: ["drowned_deserter"]}, face_up={1: PARTY}, tavern=TAVERN)
    assert GameState.from_data(below.to_data()) == below
    reached = from_layout(3, hands={0: ["drowned_deserter"]}, face_up={1: PARTY + more}, tavern=TAVERN)
    message = refusal(reached.to_data())
    assert message.startswith(f"face_up: seat 2 has {len(PARTY + more)} face-up heroes at the start of a turn")


def test_a_finished_game_whose_parties_are_short_of_the_end_is_refused():
    st = GameState.from_data(finished_data())
    seat = max(range(st.n), key=lambda s: len(st.up[s]))
    st.wilderness.append(st.up[seat].pop())
    st.result = score(st)
    assert refusal(st.to_data()) == "phase: the game is over, but no party has the 8 face-up heroes that end it"


def setup_data() -> dict:
    """A 3-player game in setup, after the first seat hid a card and discarded one."""
    st = new_game(Settings(players=3, seed=5))
    st.apply(st.options[0])
    assert st.phase == Phase.SETUP and len(st.setup_queue) == 2
    return st.to_data()


def set_up(data: dict) -> int:
    """The seat that has set up."""
    return next(seat for seat, hidden in enumerate(data["face_down"]) if hidden)


def seen_by_all(card: str):
    return lambda d: d["known"].update({card: 0b111})


SETUP_TAMPERINGS = {
    "another seat knows a hand card": (
        lambda d: seen_by_all(d["hands"][set_up(d)][0])(d),
        "known: during setup only seat",
    ),
    "another seat knows a hidden hero": (
        lambda d: seen_by_all(d["face_down"][set_up(d)][0])(d),
        "known: during setup only seat",
    ),
    "the discard known to all": (
        lambda d: seen_by_all(d["wilderness"][0])(d),
        "known: during setup a discarded card is known to the seat that discarded it alone",
    ),
    "a second card hidden": (
        lambda d: d["face_down"][set_up(d)].append(d["hands"][set_up(d)].pop()),
        "hands, face_down: seat",
    ),
    "a card played": (
        lambda d: d["face_up"][set_up(d)].append(d["hands"][set_up(d)].pop()),
        "face_up, tavern, graveyard: nothing is played before setup ends",
    ),
    "the markers moved": (lambda d: d.update(markers=[5, 4]), "markers: the markers stay on their start spaces"),
}


@pytest.mark.parametrize(("change", "message"), SETUP_TAMPERINGS.values(), ids=SETUP_TAMPERINGS.keys())
def test_a_setup_state_with_more_than_the_deal_and_the_setup_choices_is_refused(change, message):
    data = setup_data()
    GameState.from_data(data)
    assert refusal(tampered(data, change)).startswith(message)


def some_path(rng: SplitMix64, data) -> list:
    """A random way down into the data: keys and indices, at least one step."""
    path = []
    node = data
    while isinstance(node, dict | list) and node and (not path or rng.below(3)):
        key = list(node)[rng.below(len(node))] if isinstance(node, dict) else rng.below(len(node))
        path.append(key)
        node = node[key]
    return path


NAMES = ["keen_koi", "buried_emperor", "lemron", "main", "card", "player", "over", "stay", "undead", "no_such"]


def tamper(rng: SplitMix64, data: dict) -> None:
    """One random change somewhere in the data: a new value, a key or an entry less or more,
    two entries swapped, a number nudged."""
    path = some_path(rng, data)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    old = parent[key]
    way = rng.below(7)
    if way == 0:
        parent[key] = random_value(rng)
    elif way == 1:
        parent[key] = NAMES[rng.below(len(NAMES))]
    elif way == 2 and isinstance(old, int) and not isinstance(old, bool):
        parent[key] = old + rng.below(5) - 2
    elif way == 3 and isinstance(old, list) and old:
        old.pop(rng.below(len(old)))
    elif way == 4 and isinstance(old, list) and old:
        old.append(old[rng.below(len(old))])
    elif way == 5 and isinstance(old, list) and len(old) > 1:
        i, j = rng.below(len(old)), rng.below(len(old))
        old[i], old[j] = old[j], old[i]
    elif isinstance(parent, dict):
        del parent[key]
    else:
        parent[key] = None


def plays_to_a_legal_end(st: GameState, rng: SplitMix64) -> None:
    expected = sorted(all_cards_of(GameState.from_data(st.to_data())))
    decisions = 0
    while not st.is_over:
        assert st.options and st.pending.seat in range(st.n)
        st.apply(st.options[rng.below(len(st.options))])
        assert sorted(all_cards_of(st)) == expected
        assert 1 <= st.markers[0] <= 12 and 1 <= st.markers[1] <= 12
        decisions += 1
        assert decisions < 5000, "the game does not end"
    assert st.result is not None and GameState.from_data(st.to_data()) == st


def all_cards_of(st: GameState) -> list[int]:
    cards = st.harbor + st.wilderness + st.graveyard + st.looking + st.in_play + [c for c in st.tavern if c >= 0]
    return cards + [c for zone in (st.hands, st.up, st.down) for cards in zone for c in cards]


@pytest.mark.parametrize("games", FUZZ_GAMES)
def test_fuzz_from_data_refuses_tamperings_clearly_or_plays_them_to_a_legal_end(games):
    refused = played = 0
    messages = set()
    for players in range(2, 7):
        for game in range(games):
            st = new_game(Settings(players=players, seed=600 + game))
            rng = SplitMix64(players * 10 + game)
            while not st.is_over:
                if rng.below(6) == 0:
                    for _ in range(FUZZ_TAMPERINGS):
                        data = json.loads(json.dumps(st.to_data()))
                        for _ in range(1 + rng.below(2)):
                            tamper(rng, data)
                        try:
                            tampered_state = GameState.from_data(data)
                        except SaveFormatError as error:
                            assert "malformed" not in str(error), str(error)
                            messages.add(str(error).split(":")[0])
                            refused += 1
                            continue
                        plays_to_a_legal_end(tampered_state, rng)
                        played += 1
                st.apply(st.options[rng.below(len(st.options))])
    print(f"{refused} tamperings refused ({len(messages)} kinds of message), {played} played to a legal end")
    assert refused + played >= 750 * games and played >= 25 * games
