"""The Artifacts module and the Royal Intrigue variant, from the rulebook (Forgotten Legacy,
module 3): the deal and the side choice, each side's effect at its moment of the turn, the
game end after the slow moment, and the royal row."""

import json
import shutil
from pathlib import Path

import pytest
from chance import artifacts_dealt
from helpers import down, graveyard, hand, hero, tavern, up, wilderness

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.core.options import PASS
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.cards import load_cards
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.data.parsing import CardDataError
from hidden_leaders_qt.engine.modules.artifact_state import ARTIFACT_TOKENS
from hidden_leaders_qt.engine.modules.artifacts import tokens_total
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, load_game, replay, save_game

USE = Option("artifact")


def position(sides: dict[int, str], *, tokens=None, royal_intrigue=False, row_tokens=(), players=2, **layout):
    st = from_layout(players, artifacts=True, **layout)
    return with_artifacts(st, sides, tokens=tokens or {}, royal_intrigue=royal_intrigue, row_tokens=row_tokens)


def pick(st: GameState, hero_id: str) -> None:
    card = hero(st, hero_id)
    options = [o for o in st.options if o.kind == "card" and st.card_at(o.args) == card]
    assert options, f"{hero_id} is not offered: {[st.describe(o) for o in st.options]}"
    st.apply(options[0])


def to_slow_moment(st: GameState) -> None:
    """Pass, then discard the first card down to 3 (the hand holds 4): the refill follows."""
    st.apply(Option("pass"))
    while st.pending is not None and st.pending.kind == "discard_down":
        st.apply(Option("discard", (0,)))


def tokens(st: GameState, seat: int) -> int:
    return st.artifacts.tokens[seat]


# --- settings and the deal --------------------------------------------------------------------


def test_royal_intrigue_is_refused_without_queens_and_friend_and_artifacts():
    # ruling R54
    with pytest.raises(ValueError, match="Royal Intrigue needs Queens & Friend and Artifacts: switch on Queens"):
        Settings(royal_intrigue=True)
    with pytest.raises(ValueError, match="switch on Queens & Friend too"):
        Settings(royal_intrigue=True, artifacts=True)
    with pytest.raises(ValueError, match="switch on Artifacts too"):
        Settings(royal_intrigue=True, queens_and_friend=True)


def set_up_hands(st: GameState) -> None:
    while st.pending.kind == "setup":
        st.apply(st.options[0])


def test_each_player_gets_a_different_artifact_and_chooses_its_side_in_turn_order():
    # ruling R45
    st = new_game(Settings(players=6, seed=5, artifacts=True))
    set_up_hands(st)
    assert sorted(st.artifacts.cards) == [1, 2, 3, 4, 5, 6]
    asked = []
    while st.phase == Phase.SETUP:
        asked.append(st.deciding_seat)
        st.apply(st.options[-1])
    order = st.seats_from(st.start_seat)
    with_choice = [seat for seat in order if st.artifacts.cards[seat] != 6]
    assert asked == with_choice
    sides = [st.db.artifact_sides[side] for side in st.artifacts.sides]
    assert list(st.artifacts.tokens) == [side.tokens for side in sides]
    assert st.artifacts.box == ARTIFACT_TOKENS - sum(side.tokens for side in sides)
    assert st.phase == Phase.MAIN and st.turn == 1


def test_nutritious_stew_cannot_be_chosen_without_bribery():
    # ruling R46
    for seed in range(12):
        st = new_game(Settings(players=6, seed=seed, artifacts=True))
        set_up_hands(st)
        while st.phase == Phase.SETUP:
            assert "nutritious_stew" not in {o.args[0] for o in st.options}
            st.apply(st.options[0])
        played = {st.artifacts.cards[s]: st.db.artifact_sides[side].id for s, side in enumerate(st.artifacts.sides)}
        assert played[6] == "guarding_goblet"


def choosing_game() -> GameState:
    """A 3-player game at its first side choice, every seat dealt a card with two sides to choose."""
    st = artifacts_dealt(Settings(players=3, seed=0, artifacts=True), [1, 2, 3])
    set_up_hands(st)
    assert st.decision.kind == "artifact_side" and len(st.options) == 2
    return st


def test_a_chosen_side_stays_secret_until_every_side_is_chosen():
    # ruling R59
    worlds = []
    for choice in (0, 1):
        st = choosing_game()
        chooser = st.deciding_seat
        st.apply(st.options[choice])
        other = st.next_seat(chooser)
        assert st.view_for(other).artifacts.sides[chooser] == ""
        assert st.view_for(chooser).artifacts.sides[chooser] != ""
        assert all(event.value is None for event in st.events() if event.kind == "artifact_side")
        worlds.append(json.dumps(st.redacted_for(other, 99).to_data(), sort_keys=True))
        assert st.view_for(other).artifacts.tokens == (0, 0, 0)
    assert worlds[0] == worlds[1]
    while st.phase == Phase.SETUP:
        st.apply(st.options[0])
    shown = st.view_for(other).artifacts.sides
    assert all(shown) and shown == st.view_for(chooser).artifacts.sides


def test_the_artifact_state_saves_and_reads_back_during_the_side_choice_and_in_play():
    st = choosing_game()
    st.apply(st.options[0])
    for state in (st, position({0: "soundless_shoes", 1: "guarding_goblet"}, hands={0: ["keen_koi"]})):
        data = json.loads(json.dumps(state.to_data()))
        assert GameState.from_data(data) == state


def test_a_game_without_artifacts_writes_no_trace_of_them():
    # ruling R58
    st = new_game(Settings(players=3, seed=2))
    assert "artifacts" not in st.settings.to_data() and "royal_intrigue" not in st.settings.to_data()
    assert "artifacts" not in st.to_data()
    assert st.view_for(0).artifacts is None


# --- moments and limits -----------------------------------------------------------------------


def test_soundless_shoes_before_the_main_action_then_the_main_action():
    # rulings R48 and R49
    st = position({0: "soundless_shoes", 1: "guarding_goblet"}, hands={0: ["keen_koi", "bored_goblin", "grumpy_guard"]})
    assert USE in st.options and st.pending.kind == "main"
    st.apply(USE)
    pick(st, "keen_koi")
    assert down(st, 0) == ["keen_koi"] and hand(st, 0) == ["bored_goblin", "grumpy_guard"]
    assert tokens(st, 0) == 1 and st.artifacts.box == ARTIFACT_TOKENS - 1 - 2
    assert st.pending.kind == "main" and USE not in st.options
    st.apply(Option("play", (0,)))
    assert st.pending.kind == "discard_down", "used once this turn: no second moment, the draws followed"


def test_a_fast_artifact_after_the_main_action_before_the_first_draw():
    # ruling R49
    st = position(
        {0: "two_shot_crossbow", 1: "guarding_goblet"},
        hands={0: ["bored_goblin", "grumpy_guard"]},
        face_down={1: ["ace_fighter"]},
        markers=(6, 5),
    )
    st.apply(Option("play", (0,)))
    assert st.pending.kind == "artifact" and set(st.options) == {USE, PASS}
    st.apply(USE)
    pick(st, "ace_fighter")
    assert graveyard(st)[-1] == "ace_fighter" and down(st, 1) == []
    assert st.pending.kind == "discard_down" and len(hand(st, 0)) == 4, "then the draws"


def test_letting_the_moment_pass_gives_the_artifact_up_for_this_turn_only():
    # rulings R48 and R49
    st = position({0: "trapping_treasure", 1: "guarding_goblet"}, hands={0: ["bored_goblin"], 1: ["keen_koi"]})
    st.apply(Option("play", (0,)))
    st.apply(PASS)
    assert st.pending.kind == "discard_down" and tokens(st, 0) == 3
    while st.current == 0:
        st.apply(Option("draw_harbor") if st.pending.kind == "draw" else Option("discard", (0,)))
    assert st.pending.kind == "main" and USE not in st.options, "seat 1's slow artifact is not offered now"
    st.apply(Option("play", (0,)))
    while st.current == 1:
        option = Option("draw_harbor") if st.pending.kind == "draw" else st.options[0]
        if st.pending.kind == "artifact":
            option = PASS
        st.apply(option)
    assert USE in st.options, "a new turn of seat 0: its artifact is offered again"


def test_blooming_bag_after_the_refill_leaves_the_tavern_slot_empty_until_the_next_refill():
    # ruling R49
    st = position(
        {0: "blooming_bag", 1: "guarding_goblet"},
        hands={0: ["keen_koi", "bored_goblin", "grumpy_guard", "ace_fighter"]},
        tavern=["pigmented_war_pig", "depressed_druid", "leery_lizard"],
    )
    assert USE not in st.options, "a slow artifact is not offered with the main action"
    to_slow_moment(st)
    assert st.pending.kind == "artifact" and st.phase == Phase.SLOW
    st.apply(USE)
    st.apply(next(o for o in st.options if o.kind == "branch" and o.args[1] == "Take a Tavern card"))
    pick(st, "depressed_druid")
    assert "depressed_druid" in hand(st, 0)
    assert st.current == 1 and tavern(st) == ["pigmented_war_pig", None, "leery_lizard"]


def test_blooming_bag_can_take_the_top_of_the_graveyard():
    # ruling R51
    st = position(
        {0: "blooming_bag", 1: "guarding_goblet"},
        hands={0: ["keen_koi", "bored_goblin", "grumpy_guard", "ace_fighter"]},
        graveyard=["buried_emperor", "furious_frog"],
    )
    to_slow_moment(st)
    st.apply(USE)
    st.apply(next(o for o in st.options if o.kind == "branch" and "Graveyard" in o.args[1]))
    assert "furious_frog" in hand(st, 0) and graveyard(st) == ["buried_emperor"]


def test_all_knowing_antler_searches_the_wilderness_for_one_card():
    # ruling R51
    st = position(
        {0: "all_knowing_antler", 1: "guarding_goblet"},
        hands={0: ["keen_koi", "bored_goblin", "grumpy_guard", "ace_fighter"]},
        wilderness=["furious_frog", "leery_lizard", "flailing_knight"],
    )
    to_slow_moment(st)
    st.apply(USE)
    assert sorted(st.db.heroes[st.card_at(o.args)].id for o in st.options) == sorted(
        ["furious_frog", "leery_lizard", "flailing_knight", "keen_koi"]
    )
    pick(st, "leery_lizard")
    assert "leery_lizard" in hand(st, 0)
    assert sorted(wilderness(st)) == ["flailing_knight", "furious_frog", "keen_koi"]
    assert st.looking == [] and tokens(st, 0) == 1


def test_sedative_shell_swaps_a_hidden_hero_with_a_hand_card_after_the_refill():
    # ruling R51
    st = position(
        {0: "sedative_shell", 1: "soundless_shoes"},
        hands={0: ["keen_koi", "bored_goblin", "grumpy_guard", "ace_fighter"]},
        face_down={0: ["furious_frog"]},
    )
    to_slow_moment(st)
    st.apply(USE)
    pick(st, "grumpy_guard")
    assert down(st, 0) == ["grumpy_guard"] and "furious_frog" in hand(st, 0)


def test_overcharged_trident_performs_an_own_face_up_hero_then_buries_it():
    # ruling R51
    st = position(
        {0: "overcharged_trident", 1: "guarding_goblet"},
        hands={0: ["keen_koi"]},
        face_up={0: ["arrowgant_skeleton", "grumpy_guard"]},
        markers=(6, 5),
    )
    st.apply(USE)
    pick(st, "arrowgant_skeleton")
    st.apply(Option("markers", (2, 2)))
    assert tuple(st.markers) == (8, 7), "Arrowgant Skeleton's markers, as though played"
    assert up(st, 0) == ["grumpy_guard"] and graveyard(st)[-1] == "arrowgant_skeleton"
    assert st.pending.kind == "main"


def test_trapping_treasure_swaps_a_tavern_card_with_any_face_up_hero():
    # ruling R51
    st = position(
        {0: "trapping_treasure", 1: "guarding_goblet"},
        hands={0: ["keen_koi"]},
        face_up={1: ["grumpy_guard"]},
        tavern=["pigmented_war_pig", "depressed_druid", "leery_lizard"],
    )
    st.apply(USE)
    pick(st, "depressed_druid")
    assert up(st, 1) == ["depressed_druid"] and tavern(st)[1] == "grumpy_guard"


def test_suggestive_puppet_performs_a_tavern_card_and_hides_it_in_another_party():
    # ruling R51
    st = position(
        {0: "suggestive_puppet", 1: "guarding_goblet", 2: "soundless_shoes"},
        players=3,
        hands={0: ["keen_koi"]},
        tavern=["arrowgant_skeleton", "depressed_druid", "leery_lizard"],
        markers=(6, 5),
    )
    st.apply(USE)
    pick(st, "arrowgant_skeleton")
    st.apply(Option("markers", (2, 0)))
    assert tuple(st.markers) == (8, 5)
    assert st.pending.kind == "player" and {o.args[0] for o in st.options} == {1, 2}
    st.apply(Option("player", (2,)))
    assert down(st, 2) == ["arrowgant_skeleton"] and st.in_play == []
    assert st.known[hero(st, "arrowgant_skeleton")] == st.all_mask, "everybody saw it performed"
    assert tavern(st)[0] is None


def test_confusing_crystal_looks_at_two_hidden_heroes_and_moves_one_still_face_down():
    # ruling R51
    st = position(
        {0: "confusing_crystal", 1: "sedative_shell", 2: "blooming_bag"},
        players=3,
        hands={0: ["keen_koi"]},
        face_down={1: ["ace_fighter"], 2: ["furious_frog"]},
    )
    st.apply(USE)
    pick(st, "ace_fighter")
    assert st.pending.kind == "card" and PASS in st.options, "the other hero was looked at without a choice"
    assert st.known[hero(st, "furious_frog")] >> 0 & 1
    pick(st, "ace_fighter")
    assert down(st, 2) == ["furious_frog", "ace_fighter"] and down(st, 1) == []
    assert st.pending.kind == "main"


def test_confusing_crystal_may_leave_both_heroes_where_they_are():
    # ruling R51
    st = position(
        {0: "confusing_crystal", 1: "guarding_goblet"},
        hands={0: ["keen_koi"]},
        face_down={1: ["ace_fighter", "furious_frog"]},
    )
    st.apply(USE)
    pick(st, "furious_frog")
    st.apply(PASS)
    assert down(st, 1) == ["ace_fighter", "furious_frog"]


def test_the_crossbow_meets_the_keeper_of_discord_like_any_burial():
    # ruling R51
    st = position(
        {0: "two_shot_crossbow", 1: "guarding_goblet"},
        hands={0: ["bored_goblin"]},
        face_up={1: ["keeper_of_discord", "grumpy_guard"]},
        keeper_of_discord=True,
    )
    st.apply(USE)
    pick(st, "grumpy_guard")
    assert down(st, 1) == ["grumpy_guard"] and graveyard(st) == ["buried_emperor"]


def test_a_golem_buried_by_the_crossbow_makes_its_user_draw_fate_cards():
    # rulings R51 and R52
    st = position(
        {0: "two_shot_crossbow", 1: "guarding_goblet"},
        hands={0: ["bored_goblin"]},
        face_up={1: ["snappy_sea_snake"]},
        golems=True,
    )
    st.apply(USE)
    assert graveyard(st)[-1] == "snappy_sea_snake", "the only hero in play: no choice to ask"
    assert [event.actor for event in st.events() if event.kind == "fate_draw"] == [0]


def goblet_game(**extra) -> GameState:
    """Seat 1 shows 8 face-up heroes (the end of a 2-player game), one of them a golem."""
    party = ["snappy_sea_snake", "grumpy_guard", "bored_goblin", "pigmented_war_pig"]
    party += ["depressed_druid", "leery_lizard", "furious_frog", "flailing_knight"]
    return position(
        {0: "guarding_goblet", 1: "sedative_shell"},
        hands={0: ["keen_koi", "ace_fighter", "hairy_hermit", "underpaid_mercenary"]},
        face_up={1: party},
        golems=True,
        **extra,
    )


def test_a_slow_guarding_goblet_takes_a_party_back_below_the_threshold_before_the_end_check():
    # rulings R50 and R51
    st = goblet_game()
    to_slow_moment(st)
    assert not st.is_over and st.pending.kind == "artifact"
    st.apply(USE)
    assert "snappy_sea_snake" in hand(st, 0) and len(up(st, 1)) == 7
    assert not st.is_over and st.current == 1 and st.turn == 2


def test_the_game_ends_at_the_end_of_the_turn_when_the_goblet_is_not_used():
    # ruling R50
    st = goblet_game()
    to_slow_moment(st)
    st.apply(PASS)
    assert st.is_over


# --- Royal Intrigue ---------------------------------------------------------------------------


def intrigue(top_of_harbor: list[str], **extra) -> GameState:
    return position(
        {0: "soundless_shoes", 1: "guarding_goblet"},
        hands={0: ["keen_koi", "bored_goblin"]},
        harbor=top_of_harbor,
        queens_and_friend=True,
        royal_intrigue=True,
        **extra,
    )


def row_names(st: GameState) -> list[str]:
    return [st.db.heroes[card].id for card in st.artifacts.row]


def test_the_royal_row_lies_out_of_the_deck_with_or_without_mother_of_guardians():
    # ruling R54
    for golems, row in ((False, 4), (True, 5)):
        st = new_game(
            Settings(players=3, seed=1, artifacts=True, royal_intrigue=True, queens_and_friend=True, golems=golems)
        )
        assert len(st.artifacts.row) == row and st.artifacts.row_tokens == (0,) * row
        assert not set(st.artifacts.row) & set(st.harbor + st.wilderness + sum(st.hands, []))


def test_royal_intrigue_hit_takes_the_row_hero_into_the_hand_and_its_tokens_go_to_the_box():
    # rulings R53, R55, R56 and R57
    st = intrigue(["furious_frog", "ace_fighter"], row_tokens=(1, 0, 0, 0))
    assert row_names(st) == ["queen_of_the_wild", "well_funded_queen", "queen_of_the_streets", "emperors_best_friend"]
    box = st.artifacts.box
    st.apply(USE)
    assert st.pending.kind == "royal_card"
    st.apply(Option("row", (0,)))
    assert st.artifacts.row_tokens[0] == 2 and tokens(st, 0) == 1
    assert tokens_total(st.artifacts) == ARTIFACT_TOKENS
    st.apply(Option("faction", ("water_folk",)))
    assert [st.db.heroes[c].id for c in st.looking] == ["ace_fighter", "furious_frog"], "2 tokens: 2 cards shown"
    assert all(st.known[c] == st.all_mask for c in st.looking)
    assert "queen_of_the_wild" in hand(st, 0) and "queen_of_the_wild" not in row_names(st)
    assert st.artifacts.box == box + 2 and len(st.artifacts.row_tokens) == 3
    assert st.pending.kind == "royal_order"
    pick(st, "furious_frog")
    assert st.db.heroes[st.harbor[0]].id == "ace_fighter" and st.db.heroes[st.harbor[1]].id == "furious_frog"
    assert st.looking == []
    assert st.pending.kind == "card" and st.pending.step == "place_in_party", "then the artifact's own effect"
    pick(st, "queen_of_the_wild")
    assert down(st, 0) == ["queen_of_the_wild"]


def test_royal_intrigue_miss_leaves_the_row_hero_with_the_token():
    # rulings R55 and R57
    st = intrigue(["furious_frog"])
    st.apply(USE)
    st.apply(Option("row", (3,)))
    st.apply(Option("faction", ("undead",)))
    assert row_names(st)[3] == "emperors_best_friend" and st.artifacts.row_tokens == (0, 0, 0, 1)
    assert st.db.heroes[st.harbor[0]].id == "furious_frog", "the one shown card went under the Harbor"
    assert tokens_total(st.artifacts) == ARTIFACT_TOKENS
    assert any(event.kind == "royal_miss" for event in st.events())


def test_royal_intrigue_shuffles_the_wilderness_into_a_short_harbor():
    # ruling R55
    st = intrigue(["furious_frog"], row_tokens=(0, 2, 0, 0), rest="wilderness")
    st.apply(USE)
    st.apply(Option("row", (1,)))
    st.apply(Option("faction", ("hill_tribes",)))
    assert len(st.looking) == 3 and st.pending.kind == "royal_order"
    assert st.db.heroes[st.looking[0]].id == "furious_frog", "the Harbor's last card first"
    assert any(event.kind == "reshuffle" for event in st.events())


def test_a_save_in_the_middle_of_royal_intrigue_reads_back_the_same():
    st = intrigue(["furious_frog", "ace_fighter"], row_tokens=(1, 0, 0, 0))
    st.apply(USE)
    st.apply(Option("row", (0,)))
    st.apply(Option("faction", ("undead",)))
    assert st.pending.kind == "royal_order"
    assert GameState.from_data(json.loads(json.dumps(st.to_data()))) == st


def test_a_saved_game_with_artifacts_and_royal_intrigue_replays_to_the_same_state(tmp_path):
    settings = Settings(players=4, seed=8, artifacts=True, royal_intrigue=True, queens_and_friend=True, golems=True)
    st = new_game(settings)
    chooser = SplitMix64(3)
    decisions = []
    while not st.is_over and st.turn < 12:
        option = st.options[chooser.below(len(st.options))]
        decisions.append(option)
        st.apply(option)
    seats = [SeatConfig(name, "human") for name in ("Ann", "Bo", "Cy", "Di")]
    save_game(tmp_path / "game.json", SavedGame(settings, seats, decisions))
    assert replay(load_game(tmp_path / "game.json")) == st
    assert any(event.kind == "artifact_use" for event in st.events())


def test_a_fast_artifact_before_the_main_action_that_completes_a_party_ends_the_game_at_the_end_of_the_turn():
    # ruling R50
    party = ["grumpy_guard", "bored_goblin", "pigmented_war_pig", "depressed_druid", "leery_lizard"]
    st = position(
        {0: "suggestive_puppet", 1: "guarding_goblet"},
        hands={0: ["keen_koi", "ace_fighter", "hairy_hermit", "underpaid_mercenary"]},
        face_up={1: party + ["furious_frog", "flailing_knight"]},
        face_down={1: ["arrowgant_skeleton"]},
        tavern=["long_eared_loner", "drowned_deserter", "apathetic_waterpriest"],
    )
    st.apply(USE)
    pick(st, "long_eared_loner")
    pick(st, "arrowgant_skeleton")
    assert len(up(st, 1)) == 8 and down(st, 1) == ["long_eared_loner"]
    assert st.pending.kind == "main" and not st.is_over
    assert GameState.from_data(json.loads(json.dumps(st.to_data()))) == st, "a position the rules can stand in"
    to_slow_moment(st)
    assert st.is_over


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("    timing: slow\n", "    timing: sometimes\n", "timing"),
        ("    tokens: 2\n", "    tokens: 9\n", "tokens"),
        ("  - card: 6\n    id: nutritious_stew", "  - card: 5\n    id: nutritious_stew", "card 5 needs exactly"),
        ("    tokens: 2\n    timing: reaction\n", "    tokens: 2\n    timing: fast\n", "a side used at a moment"),
        ("    id: soundless_shoes\n", "    id: soundless_shoes\n    colour: red\n", "unknown key"),
        ("mother_of_guardians]", "Mother of Guardians]", "not a hero id"),
    ],
)
def test_a_broken_artifact_file_is_refused_naming_the_side_and_the_field(tmp_path, old, new, problem):
    folder = tmp_path / "cards"
    shutil.copytree(Path(__file__).parent.parent / "cards", folder)
    path = folder / "artifacts.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardDataError, match=problem) as error:
        load_cards(str(folder))
    assert "artifacts.yaml" in str(error.value)


def test_no_artifact_moment_is_asked_when_no_use_is_possible():
    # rulings R48 and R49
    hand4 = ["keen_koi", "bored_goblin", "grumpy_guard", "ace_fighter"]
    fast = position({0: "soundless_shoes", 1: "guarding_goblet"}, hands={0: hand4})
    fast.apply(Option("pass"))
    assert fast.pending.kind == "artifact", "the fast moment after the main action"
    fast.apply(PASS)
    fast.apply(Option("discard", (0,)))
    assert fast.current == 1, "a fast artifact has no moment after the refill"
    spent = position({0: "blooming_bag", 1: "guarding_goblet"}, hands={0: hand4}, tokens={0: 0})
    to_slow_moment(spent)
    assert spent.current == 1 and spent.artifacts.box == ARTIFACT_TOKENS - 2, "no token left: not asked"


def test_a_token_spent_on_an_effect_with_nothing_to_do_is_spent_all_the_same():
    # ruling R48
    st = position({0: "guarding_goblet", 1: "soundless_shoes"}, hands={0: ["keen_koi", "ace_fighter", "hairy_hermit"]})
    st.apply(Option("pass"))
    while st.pending.kind != "artifact":
        st.apply(st.options[0])
    st.apply(USE)
    assert tokens(st, 0) == 1 and st.current == 1, "no golem to take: the turn goes on"


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda a: a.update(box=a["box"] + 1), "must be 18"),
        (lambda a: a.update(sides=["soundless_shoes", "two_shot_crossbow"]), "not one its card offers"),
        (lambda a: a.update(sides=["nutritious_stew", "guarding_goblet"]), "not one its card offers"),
        (lambda a: a.update(cards=[5, 5]), "different artifact card"),
        (lambda a: a.update(row=["keen_koi"], row_tokens=[0]), "missing or duplicated cards"),
        (lambda a: a.update(used="all"), "not a number"),
    ],
)
def test_tampered_artifact_data_is_refused_with_what_is_wrong(change, problem):
    st = position({0: "soundless_shoes", 1: "guarding_goblet"}, hands={0: ["keen_koi"]})
    data = json.loads(json.dumps(st.to_data()))
    change(data["artifacts"])
    with pytest.raises(SaveFormatError, match=problem):
        GameState.from_data(data)
