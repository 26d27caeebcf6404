"""The game-end bonuses of Queens & Friend and Mother of Guardians (ruling R33) in wins and
tie-breaks, and the Keeper of Discord's shield on every burial (ruling R34)."""

import pytest
from scenario import choose, expect, scenario

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.rules.scoring import Bonus, GameResult, score

TAVERN = ["pigmented_war_pig", "bored_goblin", "depressed_druid"]
MODULES = {"queens_and_friend": True, "keeper_of_discord": True, "golems": True, "tavern": TAVERN}
# Water Folk win: red and green share a space
WATER_FOLK_WIN = (5, 5)
UNDEAD_WIN = (10, 10)
HILL_TRIBES_WIN = (2, 8)


def counts(result: GameResult) -> dict[int, int]:
    return result.tie_breaks[0].values


# ruling R33
def test_a_queen_of_her_owners_leader_counts_as_two_heroes_of_the_winning_faction():
    st = scenario(
        3,
        face_up={0: ["queen_of_the_wild", "keen_koi"], 1: ["leery_lizard", "furious_frog"]},
        leaders=["lemron", "cyra", "myrad"],
        markers=WATER_FOLK_WIN,
        **MODULES,
    )
    result = score(st)
    assert result.winning_faction == "water_folk" and counts(result) == {0: 3, 1: 2} and result.winner == 0
    assert result.bonuses == (
        Bonus(0, "queen_of_the_wild", 2, "counts as 2 heroes: its owner leads as Lemron", "leads_as", (2, "lemron")),
    )


# ruling R33
def test_a_queen_face_down_counts_too_and_a_queen_of_another_leader_counts_as_herself():
    st = scenario(
        3,
        face_up={0: ["keen_koi"], 1: ["queen_of_the_wild", "ace_fighter"]},
        face_down={0: ["queen_of_the_streets"]},
        leaders=["pavyr", "cyra", "myrad"],
        markers=(9, 4),
        **MODULES,
    )
    result = score(st)
    # Imperial Army wins; Pavyr's Queen of the Streets (Water Folk) counts 2, Cyra's Queen of the
    # Wild is an Imperial Army hero of another leader's and counts 1
    assert result.winning_faction == "imperial_army" and counts(result) == {0: 2, 1: 2}
    assert [(b.seat, b.card, b.amount) for b in result.bonuses] == [(0, "queen_of_the_streets", 2)]
    # the tie is broken by the fewest heroes, each card once: 2 against 2, then the leader number
    assert [step.rule for step in result.tie_breaks] == [
        "most heroes of the Imperial Army (face up and face down)",
        "fewest heroes in the party",
        "highest leader number",
    ]
    assert result.tie_breaks[1].values == {0: 2, 1: 2} and result.winner == 0


@pytest.mark.parametrize(
    ("markers", "golem_marker", "leaders", "rival", "faction", "bonus"),
    [
        # the Friend counts 2 instead of 1, the Emperor 1: the pair is 3, not 4
        (UNDEAD_WIN, 1, ["irafel", "enned", "pavyr"], ["arrowgant_skeleton", "rotting_orangutan"], "undead", 1),
        # the Friend counts 2 of whatever faction wins
        (WATER_FOLK_WIN, 1, ["vyma", "enned", "pavyr"], ["keen_koi", "leery_lizard"], "water_folk", 2),
        # in a Golems win the Friend counts 2 and the Emperor, no golem, 0
        ((4, 4), 9, ["irafel", "vyma", "pavyr"], ["obliging_ogre"], "golems", 2),
    ],
)
# ruling R33
def test_emperors_best_friend_with_the_emperor_counts_as_two_of_the_winning_faction(
    markers, golem_marker, leaders, rival, faction, bonus
):
    st = scenario(
        3,
        face_up={0: ["emperors_best_friend"], 1: rival},
        face_down={0: ["buried_emperor"]},
        graveyard=[],
        leaders=leaders,
        markers=markers,
        golem_marker=golem_marker,
        **MODULES,
    )
    result = score(st)
    pair = 3 if faction != "golems" else 2
    assert result.winning_faction == faction and counts(result) == {0: pair, 1: len(rival)} and result.winner == 0
    assert result.bonuses_of(0) == (
        Bonus(
            0,
            "emperors_best_friend",
            bonus,
            "counts as 2 heroes: Buried Emperor is in its party",
            "with_card",
            (2, "buried_emperor"),
        ),
    )


def test_emperors_best_friend_without_the_emperor_is_an_undead_hero():
    st = scenario(
        3,
        face_up={0: ["emperors_best_friend", "keen_koi"], 1: ["arrowgant_skeleton"]},
        leaders=["irafel", "enned", "pavyr"],
        markers=UNDEAD_WIN,
        **MODULES,
    )
    result = score(st)
    assert counts(result) == {0: 1, 1: 1} and result.bonuses == ()


# ruling R33
def test_mother_of_guardians_adds_one_per_full_two_golems_face_down_and_in_any_factions_win():
    st = scenario(
        3,
        face_up={0: ["obliging_ogre", "keen_koi"], 1: ["pigmented_war_pig", "bored_goblin"]},
        face_down={0: ["mother_of_guardians", "huggable_hulk"]},
        leaders=["ulc", "myrad", "cyra"],
        markers=HILL_TRIBES_WIN,
        tavern=["depressed_druid", "hairy_hermit", "grumpy_guard"],
        **{k: v for k, v in MODULES.items() if k != "tavern"},
    )
    result = score(st)
    # Hill Tribes: the Ogre 1, and Mother's +1 for 2 of her party's 3 golems (herself included)
    assert result.winning_faction == "hill_tribes" and counts(result) == {0: 2, 1: 2}
    assert result.bonuses == (
        Bonus(0, "mother_of_guardians", 1, "+1 for each 2 golems in the party, 3 in all", "per_golems", (2, 3)),
    )
    # the tie goes to the fewest heroes, every card once, no bonus: 4 against 2
    assert result.tie_breaks[1].values == {0: 4, 1: 2} and result.winner == 1


# ruling R33
def test_mother_of_guardians_in_a_golems_win_counts_herself_and_her_bonus():
    st = scenario(
        3,
        face_up={0: ["mother_of_guardians", "obliging_ogre", "severed_seraph", "unmarked_mountain"]},
        face_down={1: ["huggable_hulk", "baneful_beacon", "demonic_darter", "possessed_poodle"]},
        leaders=["tissa", "ulc", "pavyr"],
        golem_marker=8,
        **MODULES,
    )
    result = score(st)
    # 4 golems and +2 against 4 golems
    assert counts(result) == {0: 6, 1: 4} and result.winner == 0


def test_a_single_aligned_player_wins_and_the_result_still_shows_the_bonuses():
    st = scenario(
        3,
        face_up={0: ["queen_of_the_wild"]},
        leaders=["lemron", "enned", "xiadul"],
        markers=HILL_TRIBES_WIN,
        **MODULES,
    )
    result = score(st)
    assert result.winner == 0 and result.tie_breaks == () and [b.card for b in result.bonuses] == ["queen_of_the_wild"]
    assert GameResult.from_data(result.to_data()) == result


def test_a_result_without_bonuses_reads_as_written_before_the_modules():
    data = score(scenario(3, markers=UNDEAD_WIN, tavern=TAVERN)).to_data()
    assert "bonuses" not in data and "golem_marker" not in data
    assert GameResult.from_data(data).bonuses == ()


# --- the Keeper of Discord's shield (ruling R34) -----------------------------------------------


KEEPER_CASES = {
    # the burying card: (the seat that plays it, the face-up heroes, the choices, the party shielded)
    "aimless_eel": (0, {1: ["keeper_of_discord", "arrowgant_skeleton"]}, [[1, 0]], 1),
    "nightmarish_northman": (0, {0: ["keeper_of_discord", "keen_koi"], 1: ["ace_fighter"]}, [[2, 2], "keen_koi"], 0),
    "mended_colossus": (0, {1: ["keeper_of_discord", "keen_koi"]}, ["keen_koi"], 1),
    "huggable_hulk": (0, {0: ["keeper_of_discord", "keen_koi"]}, [[4, 0], "keen_koi"], 0),
    "baneful_beacon": (0, {1: ["keeper_of_discord", "obliging_ogre"]}, [[-1, 0], "obliging_ogre", "done"], 1),
    "gigantic_duo": (0, {1: ["keeper_of_discord", "keen_koi"]}, ["keen_koi"], 1),
    "philanthropic_phantom": (1, {0: ["keeper_of_discord", "keen_koi"]}, ["keen_koi"], 0),
    "overworked_amazon": (0, {1: ["keeper_of_discord", "keen_koi"]}, [[1, 0], 1, "keen_koi"], 1),
    "kind_king_slayer": (0, {1: ["keeper_of_discord", "keen_koi"]}, ["keen_koi"], 1),
}


@pytest.mark.parametrize("burier", list(KEEPER_CASES))
# ruling R34
def test_the_keeper_shields_its_party_from_every_kind_of_burial(burier):
    seat, face_up, choices, shielded = KEEPER_CASES[burier]
    st = scenario(3, hands={seat: [burier]}, face_up=face_up, current=seat, **MODULES)
    card = next(c for c in st.up[shielded] if st.db.heroes[c].id != "keeper_of_discord")
    name = st.db.heroes[card].id
    choose(st, burier, *choices)
    assert card in st.down[shielded] and card not in st.graveyard, f"{name} was not shielded"
    assert any(e.kind == "shield" and e.card == card for e in st.events())
    assert st.db.hero_index["keeper_of_discord"] in st.up[shielded]
    # a golem shielded from its burial draws no fate
    assert not any(e.kind == "fate_draw" for e in st.events())


# ruling R34
def test_no_face_up_hero_of_a_keepers_party_is_ever_buried_in_random_games():
    shielded = 0
    for seed in range(60):
        st = new_game(Settings(players=4, seed=seed, **{k: v for k, v in MODULES.items() if k != "tavern"}))
        keeper = st.db.hero_index["keeper_of_discord"]
        chooser = SplitMix64(seed)
        while not st.is_over:
            guarded = {s for s in range(st.n) if keeper in st.up[s]}
            seen = st.log_size
            st.apply(st.options[chooser.below(len(st.options))])
            for event in st.events()[seen:]:
                if event.kind == "shield":
                    shielded += 1
                    guarded_party = event.src[1]
                    assert guarded_party in guarded
                if event.kind == "bury" and event.src[0] == Zone.FACE_UP and event.card != keeper:
                    party = event.src[1]
                    assert party not in guarded or keeper not in st.up[party], "a shielded hero was buried"
    assert shielded >= 5


# ruling R34
def test_a_face_down_hero_of_the_keepers_party_is_buried():
    st = scenario(
        3, hands={0: ["twiggy_tree_keeper"]}, face_up={1: ["keeper_of_discord"]}, face_down={1: ["keen_koi"]}, **MODULES
    )
    choose(st, "twiggy_tree_keeper", [2, 0])
    expect(st, graveyard=["buried_emperor", "keen_koi"], at_draw=0)


ENDING_PARTY = ["keen_koi", "leery_lizard", "furious_frog", "ace_fighter", "flailing_knight"]


def test_a_finished_game_saved_before_bonuses_kept_their_kind_still_reads():
    """Saves of older versions wrote a bonus with its English reason only; they open, and the
    bonus read back has its kind and values again (the position scores them)."""
    # Lemron's party ends the game with the Queen of the Wild: she counts as 2 heroes
    st = scenario(
        3,
        leaders=["lemron", "cyra", "pavyr"],
        face_up={
            0: ["queen_of_the_wild", "keen_koi", "leery_lizard", "furious_frog", "ace_fighter", "flailing_knight"]
        },
        hands={0: ["pigmented_war_pig", "bored_goblin", "grumpy_guard", "short_sighted_soldier", "depressed_druid"]},
        queens_and_friend=True,
        golems=True,
    )
    choose(st, "pigmented_war_pig")
    st.apply(Option("discard", (0,)))  # down to 3: the turn ends, and with it the game
    assert st.is_over and [(bonus.card, bonus.kind) for bonus in st.result.bonuses] == [
        ("queen_of_the_wild", "leads_as")
    ]
    data = st.to_data()
    bonuses = data["result"]["bonuses"]
    assert all({"kind", "values"} <= set(bonus) for bonus in bonuses)
    for bonus in bonuses:
        del bonus["kind"], bonus["values"]
    read = GameState.from_data(data)
    assert read.result == st.result and all(bonus.kind for bonus in read.result.bonuses)
