"""Bad input is refused and loses nothing: decisions of the wrong type or out of range,
and tampered state data."""

import pytest

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.errors import IllegalOptionError
from hidden_leaders_qt.engine.layout import from_layout
from hidden_leaders_qt.engine.rng import SplitMix64

TAVERN = ["flailing_knight", "depressed_druid", "rotting_orangutan"]
FUZZ_GAMES = 4


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


def test_fuzz_apply_with_wrong_types_and_out_of_range_inputs_leaves_the_state_unchanged():
    refused = accepted = positions = 0
    for players in range(2, 7):
        for game in range(FUZZ_GAMES):
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
    assert refused >= 10_000
