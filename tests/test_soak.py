"""Generic checks over many seeded random games, after every single decision, with every
combination of the module options."""

import json
from collections import Counter
from itertools import product
from typing import NamedTuple

import pytest
from sizes import sized

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.constants import FATE_DRAW, Zone
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import MODULE_OPTIONS
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.consistency import check_state
from hidden_leaders_qt.engine.modules.artifact_state import ARTIFACT_TOKENS
from hidden_leaders_qt.engine.modules.artifacts import tokens_total


class SoakSize(NamedTuple):
    """The games per player count: many without modules, fewer for each combination of part 1,
    and fewer still for each of the 32 combinations with Bribery or Artifacts; the first games
    of each also check clones, saved data and resampled worlds. Every combination and player
    count plays at both sizes (`tests/sizes.py`), every invariant checked after every decision:
    710 games at the CI size, 3,390 (four to five times the seeds) at the release size."""

    without_modules: int
    with_modules: int
    part_two: int
    round_trips: int
    """Of the games without modules, those that also check round trips."""
    with_modules_round_trips: int


CI_SIZE = SoakSize(without_modules=40, with_modules=10, part_two=1, round_trips=12, with_modules_round_trips=2)
RELEASE_SIZE = SoakSize(without_modules=200, with_modules=50, part_two=4, round_trips=60, with_modules_round_trips=10)
ROUND_TRIP_EVERY = 9
COMBINATIONS = [
    options
    for flags in product((False, True), repeat=len(MODULE_OPTIONS))
    if (options := dict(zip(MODULE_OPTIONS, flags, strict=True)))
    # Royal Intrigue is a variant of Queens & Friend with Artifacts
    and (not options["royal_intrigue"] or (options["queens_and_friend"] and options["artifacts"]))
]


def all_cards(st: GameState) -> list[int]:
    cards = st.harbor + st.wilderness + st.graveyard + st.looking + st.in_play
    cards += [c for c in st.tavern if c >= 0]
    for seat in range(st.n):
        cards += st.hands[seat] + st.up[seat] + st.down[seat]
    if st.artifacts is not None:
        cards += st.artifacts.row  # Royal Intrigue's row
    return cards


def check_round_trips(st: GameState, rng: SplitMix64) -> None:
    copy = st.clone()
    assert copy == st
    data = st.to_data()
    assert GameState.from_data(json.loads(json.dumps(data))) == st
    seat = st.deciding_seat
    resampled = st.resample_for(seat, rng)
    assert resampled.view_for(seat) == st.view_for(seat)
    if copy.options:
        copy.apply(copy.options[0])
        # the data reads back as the state (above), so unchanged data means an unchanged state
        assert st.to_data() == data, "a clone shares mutable parts with its original"


def check_fates(st: GameState) -> None:
    """The fate deck stays whole: a drawn pair is two of its cards, drawn for a draw that is due."""
    assert len(st.fate_drawn) in (0, FATE_DRAW)
    if st.fate_drawn:
        assert st.fates_due and st.pending.kind == "fate" and st.deciding_seat == st.fates_due[0]
        deck = Counter(st.db.fate_deck)
        assert all(deck[kind] >= count for kind, count in Counter(st.fate_drawn).items())
    assert 1 <= st.golem_marker <= 12


def check_tokens(st: GameState) -> None:
    """The bribery tokens are conserved: bag + card + heroes + hands = 3 of each of the 6 kinds."""
    tokens = st.bribery
    if tokens is None:
        # without Bribery only the Shield of Endurance opens a reaction window
        assert not st.settings.bribery and (st.settings.artifacts or not st.reaction)
        return
    kinds = list(tokens.bag) + [k for k in tokens.card if k >= 0] + [k for h in tokens.held for k in h]
    kinds += [kind for _card, kind, _known in tokens.heroes]
    assert Counter(kinds) == Counter({kind: 3 for kind in range(6)})
    assert tokens.used <= 2
    for card, _kind, known in tokens.heroes:
        pos = st.locate(card)
        assert pos[0] in (Zone.FACE_UP, Zone.FACE_DOWN) and known >> pos[1] & 1


def check_artifact_tokens(st: GameState) -> None:
    """The 18 artifact tokens: on the artifacts, on the royal row or in the box."""
    if st.artifacts is None:
        assert not st.settings.artifacts
        return
    assert tokens_total(st.artifacts) == ARTIFACT_TOKENS and min(st.artifacts.tokens) >= 0


def golems_buried(st: GameState) -> int:
    """How many times a golem went into the Graveyard, by any move or exchange."""
    golem = [st.db.heroes[c].golem for c in range(len(st.db.heroes))]
    count = 0
    for event in st.events():
        if event.kind == "exchange":
            count += event.dst[0] == Zone.GRAVEYARD and golem[event.card]
            count += event.src[0] == Zone.GRAVEYARD and golem[event.value[0]]
        elif event.dst is not None and event.dst[0] == Zone.GRAVEYARD and event.card >= 0:
            count += golem[event.card]
    return count


@pytest.mark.soak
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda o: "+".join(k for k, v in o.items() if v) or "base")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", sized(CI_SIZE, RELEASE_SIZE))
def test_random_games_keep_every_invariant(players, modules, size):
    db = default_db()
    with_modules = any(modules.values())
    games = size.with_modules if with_modules else size.without_modules
    if modules["bribery"] or modules["artifacts"]:
        games = size.part_two
    round_trip_games = size.with_modules_round_trips if with_modules else size.round_trips
    for game in range(games):
        settings = Settings(players=players, seed=1000 * players + game, **modules)
        expected = sorted(set(deck_for(settings, db)) | {db.emperor})
        st = new_game(settings, db)
        chooser = SplitMix64(settings.seed)
        round_trips = game < round_trip_games
        decisions = 0
        while not st.is_over:
            options = st.options
            assert options, "a running game must offer options"
            turn, seat = st.turn, st.current
            st.apply(options[chooser.below(len(options))])
            decisions += 1
            cards = all_cards(st)
            assert len(cards) == len(expected) and sorted(cards) == expected
            assert 1 <= st.markers[0] <= 12 and 1 <= st.markers[1] <= 12
            check_fates(st)
            check_tokens(st)
            check_artifact_tokens(st)
            if turn > 0 and (st.turn != turn or st.is_over):
                # a slow artifact comes after the discard down to 3 and may take a card, and with
                # Royal Intrigue its token may win a row hero too (ruling R49)
                extra = (1 + settings.royal_intrigue) if settings.artifacts else 0
                size = len(st.hands[seat])
                if st.harbor or st.wilderness:
                    assert 3 <= size <= 3 + extra, f"seat {seat} ended turn {turn} with {size} cards"
                else:
                    assert size <= 3 + extra
            if round_trips and decisions % ROUND_TRIP_EVERY == 0 and not st.is_over:
                check_round_trips(st, chooser)
        assert st.result is not None
        assert max(len(p) for p in st.up) >= st.threshold()
        # one fate draw for each golem put into the Graveyard, all of them resolved
        assert sum(1 for e in st.events() if e.kind == "fate") == golems_buried(st) and not st.fates_due
        if not settings.golems:
            assert st.golem_marker == 1 and st.result.winning_faction != "golems"


# what the module heroes, the Stew and the Shield do, as the log tells it
MODULE_EVENTS = ("token_swap", "token_discard", "artifact_swap", "artifact_token", "artifact_borrow", "endure")


@pytest.mark.soak
def test_random_games_with_the_module_heroes_use_every_one_of_their_effects_and_stay_consistent():
    # rulings R60-R68: every effect of theirs happens in seeded random games, every state checked
    db = default_db()
    seen: Counter = Counter()
    placed_by_step = 0
    for game in range(40):
        players = 3 + game % 4
        settings = Settings(players=players, seed=77_000 + game, bribery=True, artifacts=True)
        st = new_game(settings, db)
        chooser = SplitMix64(settings.seed)
        while not st.is_over:
            stepping = st.pending.step == "draw_token_onto"
            st.apply(st.options[chooser.below(len(st.options))])
            placed_by_step += stepping
            check_state(st)
            check_tokens(st)
            check_artifact_tokens(st)
        seen.update(e.kind for e in st.events() if e.kind in MODULE_EVENTS)
    assert set(seen) == set(MODULE_EVENTS), seen
    assert placed_by_step > 0
