"""No peeking, as properties over many positions: what a bot is handed depends only on
what its seat knows, never on where the hidden cards really are."""

import secrets
from collections.abc import Iterator
from dataclasses import replace

from hidden_leaders_qt.engine import GameState, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.ui.game.bot_runner import BotRunner
from hidden_leaders_qt.ui.game.game_model import GameModel, Seat

WORLD_SEED = 77
POSITIONS_PER_COUNT = 800
MODULE_POSITIONS_PER_COUNT = 300
EVERY_MODULE = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True}
TURN_DECISIONS = ("setup", "main", "discard_more", "draw", "discard_down")


def along_random_games(players: int, count: int, **modules) -> Iterator[tuple[GameState, int]]:
    """`count` positions of random games with a seat to redact for: every position in the
    middle of a card (multi-step effects among them) and every seventh other one, for the
    deciding seat (as bots are handed them); at every other turn decision, whose options
    depend on public facts only, for a waiting seat too; and at a fate choice, for a seat
    that did not see the fate cards drawn."""
    found = 0
    seed = 0
    while found < count:
        st = new_game(Settings(players=players, seed=9000 + 100 * players + seed, **modules))
        chooser = SplitMix64(seed)
        seed += 1
        step = 0
        while not st.is_over and found < count:
            if st.stack or step % 7 == 3:
                seat = st.deciding_seat
                if found % 2 and st.pending.kind in TURN_DECISIONS:
                    seat = (seat + 1 + found % (players - 1)) % players
                yield st.clone(), seat
                found += 1
            if st.pending.kind == "fate" and found < count:
                yield st.clone(), (st.deciding_seat + 1) % players
                found += 1
            st.apply(st.options[chooser.below(len(st.options))])
            step += 1


def world_data(world: GameState) -> dict:
    data = world.to_data()
    del data["log"]  # public events only; compared in test_information
    return data


def check_world_depends_on_the_view_alone(st: GameState, seat: int, salt: int) -> None:
    """The world handed to `seat` is the same for another truth with the same view: every
    unseen card, leader and drawn fate card elsewhere, another generator and another deal
    seed; nothing in the world may be computed from those."""
    redacted = st.redacted_for(seat, WORLD_SEED)
    if salt % 4 == 0:  # what the search processes read, with every check
        assert GameState.from_data(redacted.to_data()) == redacted
    world = world_data(redacted)
    other_truth = st.resample_for(seat, SplitMix64(salt))
    other_truth.settings = replace(st.settings, seed=st.settings.seed + 1 + salt)
    assert other_truth.view_for(seat) == st.view_for(seat)
    assert world_data(other_truth.redacted_for(seat, WORLD_SEED)) == world, (
        f"{st.n} players, seat {seat}, stack {[st.db.heroes[f.card].id for f in st.stack]}"
    )


def test_a_world_does_not_change_when_only_cards_the_seat_cannot_see_change():
    positions = mid_card = multi_step = shared = 0
    for players in range(2, 7):
        for st, seat in along_random_games(players, POSITIONS_PER_COUNT):
            check_world_depends_on_the_view_alone(st, seat, positions)
            positions += 1
            mid_card += bool(st.stack)
            multi_step += len(st.stack) >= 2
            shared += len({id(f.vars) for f in st.stack}) < len(st.stack)
    assert positions >= 3000
    print(f"{positions} positions, {mid_card} mid-card, {multi_step} of several frames, {shared} sharing")
    assert mid_card >= 1500 and multi_step >= 100 and shared >= 30


def test_with_every_module_a_world_depends_on_the_view_alone():
    """Golem leaders, fate cards another seat drew, golems and the Keeper change nothing of that."""
    positions = fate_choices = other_seats_fate = golem_leaders = 0
    for players in range(2, 7):
        for st, seat in along_random_games(players, MODULE_POSITIONS_PER_COUNT, **EVERY_MODULE):
            check_world_depends_on_the_view_alone(st, seat, positions)
            positions += 1
            fate_choices += st.pending.kind == "fate"
            other_seats_fate += bool(st.fates_due) and st.fates_due[0] != seat
            golem_leaders += any(st.db.leaders[leader].set == "golems" for leader in st.leaders)
    print(f"{positions} positions, {fate_choices} fate choices, {other_seats_fate} of another seat's fate")
    assert positions == 5 * MODULE_POSITIONS_PER_COUNT and golem_leaders >= 1000
    assert fate_choices >= 20 and other_seats_fate >= 20


def test_with_bribery_a_world_depends_on_the_view_alone():
    """Tokens in the bag, on the card, in other hands and on heroes the seat never looked at
    are redistributed; nothing of where they really are reaches the world."""
    positions = hidden_tokens = placing = reactions = 0
    for players in range(2, 7):
        for st, seat in along_random_games(players, 120, bribery=True, **EVERY_MODULE):
            check_world_depends_on_the_view_alone(st, seat, positions)
            positions += 1
            hidden_tokens += any(not known >> seat & 1 for _card, _kind, known in st.bribery.heroes)
            placing += st.pending.kind == "place_token"
            reactions += st.pending.kind == "reaction"
    print(f"{positions} positions, {hidden_tokens} with unknown tokens on heroes, {placing} placing, {reactions}")
    assert hidden_tokens >= 200 and placing >= 5


def test_the_deal_cannot_be_dealt_again_from_a_world():
    checked = 0
    for players in range(2, 7):
        for st, seat in along_random_games(players, 100):
            world = st.redacted_for(seat, WORLD_SEED)
            again = new_game(world.settings)
            assert (again.leaders, again.start_seat) != (st.leaders, st.start_seat)
            assert GameState.from_data(world.to_data()).settings.seed == world.settings.seed
            checked += 1
    assert checked == 500


def test_the_bots_of_a_game_get_seeds_and_worlds_that_tell_nothing_of_the_deal(monkeypatch):
    seats = [Seat("You"), Seat("Belka", "medium"), Seat("Corvin", "easy")]
    settings = Settings(players=3, seed=5)
    # drawn afresh for every game, so not a function of the deal
    assert GameModel(settings, seats).bot_secret != GameModel(settings, seats).bot_secret
    # with the same secret, two different deals give the bots the same seeds and worlds the
    # same generators: these carry nothing from which the deal could be computed
    monkeypatch.setattr(secrets, "randbits", lambda bits: 4242)
    models = [GameModel(Settings(players=3, seed=seed), seats) for seed in (5, 6)]
    runners = [BotRunner(model, 0) for model in models]
    for seat in (1, 2):
        assert runners[0].bots[seat].rng.state == runners[1].bots[seat].rng.state
    worlds = [model.redacted_state(model.deciding_seat) for model in models]
    assert worlds[0].rng.state == worlds[1].rng.state
    assert worlds[0].settings == worlds[1].settings == replace(settings, seed=0)
    for runner in runners:
        runner.stop()


def test_every_world_respects_what_everyone_knows_a_hand_lacks():
    checked = 0
    for players in range(2, 7):
        seed = found = 0
        while found < 60:
            st = new_game(Settings(players=players, seed=7000 + seed))
            chooser = SplitMix64(seed)
            seed += 1
            while not st.is_over and found < 60:
                st.apply(st.options[chooser.below(len(st.options))])
                if not any(st.hand_lacks) or st.is_over:
                    continue
                found += 1
                seat = st.deciding_seat
                for k in range(3):
                    world = st.resample_for(seat, SplitMix64(k))
                    assert world.view_for(seat) == st.view_for(seat)
                    for other, lacks in enumerate(st.hand_lacks):
                        assert not any(st.db.factions[card] & lacks for card in world.hands[other])
                    checked += 1
    assert checked == 5 * 60 * 3


ARTIFACT_MODULES = {**EVERY_MODULE, "artifacts": True, "royal_intrigue": True}
ARTIFACT_POSITIONS_PER_COUNT = 100


def test_with_artifacts_a_world_depends_on_the_view_alone_even_while_sides_are_chosen_in_secret():
    # ruling R59
    positions = 0
    for players in range(2, 7):
        for st, seat in along_random_games(players, ARTIFACT_POSITIONS_PER_COUNT, **ARTIFACT_MODULES):
            check_world_depends_on_the_view_alone(st, seat, positions)
            positions += 1
    secret_sides = 0
    for seed in range(40):
        st = new_game(Settings(players=2 + seed % 5, seed=seed, **ARTIFACT_MODULES))
        while st.phase == Phase.SETUP:
            for seat in range(st.n):
                check_world_depends_on_the_view_alone(st, seat, positions + seat)
            # sides chosen that another seat may not know yet
            secret_sides += sum(side >= 0 for side in st.artifacts.sides)
            st.apply(st.options[0])
    assert positions == 5 * ARTIFACT_POSITIONS_PER_COUNT and secret_sides >= 40


def test_with_bribery_artifacts_and_the_module_heroes_a_world_depends_on_the_view_alone():
    """Tokens in the bag, on the card, on heroes and drawn by another seat (the Stew's and the
    Mentalist's too), and tokens another seat looked at, change nothing of a world (ruling R69)."""
    positions = module_steps = 0
    for players in range(2, 7):
        for st, seat in along_random_games(players, 120, bribery=True, artifacts=True):
            check_world_depends_on_the_view_alone(st, seat, positions)
            positions += 1
            module_steps += st.pending.step in ("draw_token_onto", "look_token", "swap_tokens", "use_artifact")
    print(f"{positions} positions, {module_steps} at a module hero's or the Stew's question")
    assert positions == 5 * 120 and module_steps >= 5
