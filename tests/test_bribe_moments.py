"""When in the turn a bribe may come (ruling R35, D30): as the Forgotten Legacy rulebook says, at
any moment of one's own turn while a condition of the bribery card holds, once a turn: beside
the turn's own questions (the main action, the fast artifact's moment, each draw, each card
discarded down, the slow artifact's moment), and at the end of the turn after the Tavern refill,
asked there only while a bribe is possible; never in another player's turn."""

import pytest
from helpers import hand, pick, play, tavern, up

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.options import DONE, DRAW_HARBOR, PASS
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.engine.words.narration import render
from hidden_leaders_qt.language import set_language

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
GO_ON = Option("go_on")
USE = Option("artifact")
FIRST, SECOND = Option("bribe", (0,)), Option("bribe", (1,))
THREE_UP = ["hairy_hermit", "grumpy_guard", "bored_goblin"]
TAVERN = ["pigmented_war_pig", "depressed_druid", "arrowgant_skeleton"]
# the questions of the moving player's own turn, where a bribe may stand beside the answers
TURN_QUESTIONS = {"main", "artifact", "draw", "discard_down", "bribe_moment"}


def game(players: int = 4, **position) -> GameState:
    position.setdefault("bribery_card", ("loyalty_x2", "protection"))
    position.setdefault("tavern", TAVERN)
    return from_layout(players, bribery=True, **position)


def bribes(st: GameState) -> set[Option]:
    return {option for option in st.options if option.kind == "bribe"}


def tokens_on(st: GameState) -> dict[str, str]:
    return {st.db.heroes[card].id: TOKEN_KINDS[kind] for card, kind, _known in st.bribery.heroes}


def bribe_lines(st: GameState, viewer: int = 1) -> list[str]:
    set_language("en")
    return [
        render(event, viewer, lambda c: st.db.heroes[c].name, lambda s: NAMES[s])
        for event in st.events()
        if event.kind == "bribe"
    ]


def keep_everything_back(st: GameState) -> None:
    while st.decision.kind == "place_token":
        st.apply(DONE)


def place(st: GameState, kind: str, hero_id: str) -> None:
    pos = st.locate(st.db.hero_index[hero_id])
    st.apply(Option("place_token", (kind, *pos)))


# --- the moments --------------------------------------------------------------------------------


def test_the_reproduction_of_the_issue_the_draw_offers_the_bribe_after_the_main_action():
    # ruling R35: no "bribe now, or go on" after the main action any more; the draw offers it
    st = game(face_up={2: THREE_UP}, hands={0: ["keen_koi", "leery_lizard"]}, tavern=TAVERN[:2] + ["furious_frog"])
    assert bribes(st) == {FIRST}
    play(st, "keen_koi")
    assert st.decision.kind == "draw" and st.deciding_seat == 0
    assert set(st.options) == {
        Option("draw_tavern", (0,)),
        Option("draw_tavern", (1,)),
        Option("draw_tavern", (2,)),
        DRAW_HARBOR,
        FIRST,
    }


def test_a_bribe_at_the_draw_then_the_draws_go_on_without_it():
    st = game(face_up={2: THREE_UP}, hands={0: ["keen_koi", "leery_lizard"]}, tavern=TAVERN[:2] + ["furious_frog"])
    play(st, "keen_koi")
    st.apply(Option("draw_tavern", (2,)))  # the bribe passed over at the first draw
    assert st.decision.kind == "draw" and FIRST in st.options
    st.apply(FIRST)
    assert st.decision.kind == "place_token" and st.deciding_seat == 0
    place(st, "loyalty_x2", "keen_koi")  # on the hero just played
    keep_everything_back(st)
    assert st.decision.kind == "draw" and st.deciding_seat == 0 and not bribes(st)
    assert tokens_on(st) == {"keen_koi": "loyalty_x2"}
    assert st.bribery.card == (-1, TOKEN_KINDS.index("protection")) and st.bribery.bribed_turn == 1
    assert hand(st, 0) == ["leery_lizard", "furious_frog"] and up(st, 0) == ["keen_koi"]
    assert bribe_lines(st) == [
        "Ann bribed at the draw, taking the token beside the first condition of the bribery card."
    ]


def test_a_bribe_while_discarding_down():
    cards = ["keen_koi", "leery_lizard", "furious_frog", "apathetic_waterpriest", "triple_sword_lizard"]
    st = game(face_up={1: THREE_UP}, hands={0: cards})
    st.apply(PASS)  # the main action, the bribe beside it passed over; the hand holds 5, no draw
    assert st.decision.kind == "discard_down"
    assert set(st.options) == {Option("discard", (i,)) for i in range(5)} | {FIRST}
    st.apply(Option("discard", (0,)))
    assert st.decision.kind == "discard_down" and FIRST in st.options, "offered at each card discarded"
    st.apply(FIRST)
    place(st, "loyalty_x2", "hairy_hermit")
    keep_everything_back(st)
    assert st.decision.kind == "discard_down" and st.deciding_seat == 0 and not bribes(st)
    st.apply(Option("discard", (0,)))
    # once a turn: no last moment at the end of this turn, the next player's turn begins
    assert st.current == 1 and st.deciding_seat == 1
    assert hand(st, 0) == ["furious_frog", "apathetic_waterpriest", "triple_sword_lizard"]
    assert tokens_on(st) == {"hairy_hermit": "loyalty_x2"}
    assert bribe_lines(st) == [
        "Ann bribed while discarding down, taking the token beside the first condition of the bribery card."
    ]


def to_the_end_of_the_turn(st: GameState) -> None:
    """Play the first card, draw from the Harbor and discard the first card, passing every bribe."""
    st.apply(Option("play", (0,)))
    while st.current == 0 and st.decision.kind in ("draw", "discard_down"):
        st.apply(DRAW_HARBOR if st.decision.kind == "draw" else Option("discard", (0,)))


def test_a_bribe_after_the_tavern_refill_at_the_end_of_the_turn():
    st = game(face_up={1: THREE_UP}, hands={0: ["keen_koi", "leery_lizard", "furious_frog"]}, tavern=[None] * 3)
    to_the_end_of_the_turn(st)
    # the Tavern is full again before the last moment is asked
    assert st.decision.kind == "bribe_moment" and st.deciding_seat == 0 and st.current == 0
    assert None not in tavern(st)
    assert set(st.options) == {FIRST, GO_ON}
    st.apply(FIRST)
    place(st, "loyalty_x2", "keen_koi")
    keep_everything_back(st)
    assert st.current == 1 and st.deciding_seat == 1
    assert tokens_on(st) == {"keen_koi": "loyalty_x2"}
    assert bribe_lines(st) == [
        "Ann bribed at the end of the turn, after the Tavern refill, taking the token beside the first condition "
        "of the bribery card."
    ]


def test_going_on_at_the_end_of_the_turn_passes_the_turn_without_a_second_question():
    st = game(face_up={1: THREE_UP}, hands={0: ["keen_koi", "leery_lizard", "furious_frog"]})
    to_the_end_of_the_turn(st)
    st.apply(GO_ON)
    assert st.current == 1 and st.decision.kind == "main" and st.bribery.card[0] >= 0
    assert bribes(st) == {FIRST}, "the next player may bribe in their own turn"


def test_a_fast_artifact_that_makes_the_second_condition_hold_brings_its_bribe_to_the_draw():
    # ruling R35: the bribe passed over at the fast artifact's moment; the artifact turns a fifth
    # hero of the other party face up, and the draw then offers both conditions
    st = from_layout(
        2,
        bribery=True,
        artifacts=True,
        bribery_card=("loyalty_x2", "protection"),
        tavern=TAVERN,
        face_up={0: ["long_eared_loner"], 1: ["hairy_hermit", "grumpy_guard", "bored_goblin", "keen_koi"]},
        face_down={1: ["furious_frog"]},
        hands={0: ["leery_lizard", "apathetic_waterpriest", "triple_sword_lizard"]},
    )
    st = with_artifacts(st, {0: "overcharged_trident", 1: "guarding_goblet"})
    assert bribes(st) == {FIRST}
    st.apply(PASS)
    assert st.decision.kind == "artifact" and set(st.options) == {USE, PASS, FIRST}
    st.apply(USE)  # its only face-up hero is performed: Long-Eared Loner turns a hero over
    pick(st, "furious_frog")
    assert len(up(st, 1)) == 5 and "long_eared_loner" not in up(st, 0)
    assert st.decision.kind == "draw" and bribes(st) == {FIRST, SECOND}
    st.apply(SECOND)
    assert st.bribery.card == (TOKEN_KINDS.index("loyalty_x2"), -1)
    assert TOKEN_KINDS.index("protection") in st.bribery.held[0]
    assert (
        bribe_lines(st)[-1]
        == "Ann bribed at the draw, taking the token beside the second condition of the bribery card."
    )


def at_the_slow_moment_with_a_bribe_possible():
    """Two players with Bribery and Artifacts: Ann (Blooming Bag, a slow artifact) at the end of
    her turn, after the refill, while the other party's three face-up heroes meet a condition."""
    st = from_layout(
        2,
        bribery=True,
        artifacts=True,
        bribery_card=("loyalty_x2", "protection"),
        tavern=TAVERN,
        face_up={1: THREE_UP},
        hands={0: ["keen_koi", "leery_lizard", "furious_frog"]},
    )
    st = with_artifacts(st, {0: "blooming_bag", 1: "two_shot_crossbow"})
    to_the_end_of_the_turn(st)
    return st


def test_the_bribe_beside_the_fast_artifact_and_at_the_slow_artifacts_moment():
    st = at_the_slow_moment_with_a_bribe_possible()
    # the slow artifact's moment after the refill carries the bribe beside it
    assert st.decision.kind == "artifact" and set(st.options) == {USE, PASS, FIRST}
    st.apply(FIRST)
    keep_everything_back(st)
    assert st.decision.kind == "artifact" and set(st.options) == {USE, PASS}
    assert bribe_lines(st) == [
        "Ann bribed after the Tavern refill, taking the token beside the first condition of the bribery card."
    ]


def test_letting_the_slow_moment_pass_lets_the_bribe_beside_it_pass_too():
    st = at_the_slow_moment_with_a_bribe_possible()
    st.apply(PASS)
    assert st.current == 1 and st.decision.kind == "main", "no second question with nothing changed"


# --- once a turn, in one's own turn, and no question without a bribe -------------------------------


def test_once_a_turn_a_bribe_in_the_main_action_leaves_none_for_the_draw_the_discards_or_the_end():
    st = game(face_up={1: THREE_UP + ["keen_koi", "leery_lizard"]}, hands={0: ["furious_frog"]})
    assert bribes(st) == {FIRST, SECOND}
    st.apply(FIRST)
    keep_everything_back(st)
    asked = []
    while st.current == 0:
        assert not bribes(st), f"a second bribe offered at {st.decision.kind}"
        asked.append(st.decision.kind)
        st.apply(PASS if st.decision.kind == "main" else st.options[0])
    assert "bribe_moment" not in asked and "draw" in asked
    assert bribes(st) == {SECOND}, "the next player's turn: the other token may be taken"


def test_another_players_question_in_my_turn_never_offers_a_bribe():
    # Sabertooth Troll: seat 1 picks green +2 or -2 in seat 0's turn, while a condition holds
    st = game(face_up={1: ["keen_koi"], 2: THREE_UP}, hands={0: ["saber_toothed_troll", "leery_lizard"]})
    play(st, "saber_toothed_troll")
    pick(st, "keen_koi")
    assert st.deciding_seat == 1 and st.current == 0
    assert not bribes(st)


@pytest.mark.parametrize("seed", range(12))
def test_in_random_games_a_bribe_comes_only_at_the_moving_players_own_questions_once_a_turn(seed):
    st = new_game(Settings(players=4, seed=seed, bribery=True, artifacts=True))
    rng = SplitMix64(seed)
    bribed_turns = []
    while not st.is_over and st.turn < 200:
        decision = st.decision
        offered = {o for o in decision.options if o.kind == "bribe"}
        if offered:
            assert decision.seat == st.current and decision.kind in TURN_QUESTIONS
            assert st.bribery.bribed_turn != st.turn
        if decision.kind == "bribe_moment":
            assert offered, "the last moment is asked only while a bribe is possible"
        option = decision.options[rng.below(len(decision.options))]
        if option.kind == "bribe":
            bribed_turns.append(st.turn)
        st.apply(option)
    assert len(bribed_turns) == len(set(bribed_turns)) <= 2


def test_no_question_is_asked_when_no_bribe_is_possible():
    # no party shows 3 face-up heroes: the turn asks what a game without the module asks
    layout = {"face_up": {1: THREE_UP[:2]}, "hands": {0: ["keen_koi", "leery_lizard", "furious_frog"]}}
    with_module, without = game(**layout), from_layout(4, tavern=TAVERN, **layout)
    for st in (with_module, without):
        to_the_end_of_the_turn(st)
    assert with_module.current == without.current == 1
    assert [e.kind for e in with_module.events()] == [e.kind for e in without.events()]


def test_with_both_tokens_taken_no_question_is_asked_any_more():
    st = game(
        face_up={1: THREE_UP + ["furious_frog", "leery_lizard"]},
        hands={0: ["keen_koi", "apathetic_waterpriest", "triple_sword_lizard"]},
    )
    st.bribery = st.bribery._replace(card=(-1, -1), used=2)  # both bribes of the game made
    st.ask_again()
    assert not bribes(st)
    to_the_end_of_the_turn(st)
    assert st.current == 1 and st.deciding_seat == 1, "the turn passed on without a last question"


def test_the_german_log_says_when_in_the_turn_the_bribe_came():
    st = game(face_up={1: THREE_UP}, hands={0: ["keen_koi", "leery_lizard", "furious_frog"]}, tavern=[None] * 3)
    to_the_end_of_the_turn(st)
    st.apply(FIRST)
    set_language("de")
    try:
        lines = [
            render(event, 1, lambda c: st.db.heroes[c].name, lambda s: NAMES[s])
            for event in st.events()
            if event.kind == "bribe"
        ]
    finally:
        set_language("en")
    assert lines == [
        "Ann besticht am Zugende nach dem Auffüllen der Taverne und nimmt das Plättchen neben der ersten "
        "Bedingung der Bestechungskarte."
    ]
