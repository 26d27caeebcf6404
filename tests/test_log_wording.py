"""The game log reads as plain English, for the seat that acts and for everyone else."""

import re

from helpers import finish_turn, pick, play
from scenario import choose, scenario

from hidden_leaders_qt.engine import Option, Settings, new_game
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.engine.rules.scoring import TieBreakStep
from hidden_leaders_qt.engine.words.narration import LogRows, render_merged
from hidden_leaders_qt.tournaments.simulate import play_random_game
from hidden_leaders_qt.ui.dialogs.result_dialog import tie_break_sentence
from hidden_leaders_qt.ui.game.log_model import EventLogModel

SOLO = ["You", "Mira", "Tobin", "Elske", "Ada", "Bo"]
HOT_SEAT = ["Ann", "Mira", "Tobin", "Elske", "Ada", "Bo"]


def log_lines(st, viewer: int, names: list[str], since: int = 0) -> list[str]:
    rows = LogRows()
    rows.add(st.events()[since:])
    return [render_merged(row, viewer, lambda c: st.db.heroes[c].name, lambda s: names[s]) for row in rows.rows]


def test_the_opening_deal_is_one_line_per_player_naming_only_your_own_cards():
    st = new_game(Settings(players=3, seed=11))
    tavern = "Hairy Hermit, Nightmarish Northman and Unconfident Executioner came into the Tavern from the Harbor."
    assert log_lines(st, 0, SOLO) == [
        tavern,
        "Mira was dealt 5 cards.",
        "Tobin was dealt 5 cards.",
        "You were dealt Gorgeous Gorgon, Androgynous Assassin, Modest Monsterslayer, Hangry Barbarian and "
        "Goblin Cryptographer.",
    ]
    assert log_lines(st, 2, HOT_SEAT) == [
        tavern,
        "Mira was dealt 5 cards.",
        "Tobin was dealt Ghastly Granny, Bored Goblin, Grumpy Guard, Miniature Merman and Apathetic Waterpriest.",
        "Ann was dealt 5 cards.",
    ]


def test_the_log_model_merges_the_deal_alike_whether_events_come_at_once_or_one_by_one(qtbot):
    st = new_game(Settings(players=4, seed=5))
    while st.turn < 2:
        st.apply(st.options[0])
    events = st.events()
    whole, piecewise = EventLogModel(), EventLogModel()
    whole.show_game(events, 1, 4, lambda c: st.db.heroes[c].name, lambda s: HOT_SEAT[s])
    piecewise.show_game([], 1, 4, lambda c: st.db.heroes[c].name, lambda s: HOT_SEAT[s])
    changed = []
    piecewise.dataChanged.connect(lambda top, bottom: changed.append(top.row()))
    for event in events:
        piecewise.append([event])

    def lines(model):
        return [model.data(model.index(row, 0)) for row in range(model.rowCount())]

    assert lines(piecewise) == lines(whole)
    dealt = [line for line in lines(whole) if " dealt " in line]
    assert len(dealt) == 4
    assert sum(line.endswith(" was dealt 5 cards.") for line in dealt) == 3
    assert next(line for line in dealt if line.startswith("Mira ")) != "Mira was dealt 5 cards."
    assert changed  # rows that grew were redrawn


def test_cards_drawn_one_after_another_from_one_pile_share_a_line(qtbot):
    st = from_layout(
        3,
        hands={0: ["keen_koi", "leery_lizard"]},
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
        harbor=["ace_fighter", "hairy_hermit", "sanguine_scholar", "bored_goblin"],
    )
    since = len(st.events())
    play(st, "keen_koi")
    st.apply(Option("draw_tavern", (0,)))
    st.apply(Option("draw_harbor"))
    st.apply(Option("draw_harbor"))
    mine = [line for line in log_lines(st, 0, SOLO, since) if "drew" in line or "took" in line]
    assert mine == [
        "You took Flailing Knight from the Tavern.",
        "You drew Bored Goblin and Sanguine Scholar from the Harbor.",
    ]
    theirs = [line for line in log_lines(st, 1, HOT_SEAT, since) if "drew" in line or "took" in line]
    assert theirs == [
        "Ann took Flailing Knight from the Tavern.",
        "Ann drew 2 cards from the Harbor.",
    ]
    # the log on screen grows the line as the second card comes
    model = EventLogModel()
    model.show_game(st.events()[:since], 1, 3, lambda c: st.db.heroes[c].name, lambda s: HOT_SEAT[s])
    for event in st.events()[since:]:
        model.append([event])
    lines = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    assert [line for line in lines if "drew" in line or "took" in line] == theirs


def test_cards_drawn_into_the_looking_area_share_a_line():
    st = from_layout(
        3,
        hands={0: ["pessimistic_whaleman"]},
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
        harbor=["hairy_hermit", "sanguine_scholar", "bored_goblin"],
    )
    since = len(st.events())
    play(st, "pessimistic_whaleman")
    st.apply(st.options[0])  # red +1
    drew = [line for line in log_lines(st, 0, SOLO, since) if "drew" in line]
    assert drew == ["You drew Bored Goblin and Sanguine Scholar from the Harbor into the looking area."]
    drew = [line for line in log_lines(st, 1, HOT_SEAT, since) if "drew" in line]
    assert drew == ["Ann drew 2 cards from the Harbor into the looking area."]


def test_cards_discarded_at_once_share_a_line_named_only_for_their_owner():
    st = from_layout(
        3,
        hands={0: ["keen_koi", "leery_lizard", "ace_fighter"]},
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
    )
    since = len(st.events())
    st.apply(Option("discard", (0,)))
    st.apply(Option("discard", (1,)))
    st.apply(Option("done"))
    assert log_lines(st, 0, SOLO, since)[0] == "You discarded Keen Koi and Ace Fighter."
    assert log_lines(st, 2, HOT_SEAT, since)[0] == "Ann discarded 2 cards."


def test_a_discard_after_drawing_gets_a_line_of_its_own_after_the_draw():
    st = from_layout(
        3,
        hands={0: ["keen_koi", "leery_lizard", "ace_fighter", "hairy_hermit"]},
        tavern=["flailing_knight", "depressed_druid", "rotting_orangutan"],
        harbor=["sanguine_scholar", "bored_goblin", "curious_troll"],
    )
    since = len(st.events())
    st.apply(Option("discard", (0,)))
    st.apply(Option("discard", (0,)))
    st.apply(Option("done"))
    st.apply(Option("draw_harbor"))
    st.apply(Option("draw_harbor"))
    assert st.pending.kind == "discard_down"
    st.apply(Option("discard", (0,)))
    assert log_lines(st, 1, HOT_SEAT, since)[:3] == [
        "Ann discarded 2 cards.",
        "Ann drew 2 cards from the Harbor.",
        "Ann discarded a card.",
    ]


def test_naming_a_faction_uses_its_title():
    st = from_layout(
        3,
        hands={0: ["double_shielded_turtle"]},
        tavern=["arrowgant_skeleton", "hairy_hermit", "ace_fighter"],
        markers=(7, 5),
    )
    since = len(st.events())
    play(st, "double_shielded_turtle")
    st.apply(Option("faction", ("hill_tribes",)))
    assert log_lines(st, 0, SOLO, since)[1] == "You named the Hill Tribes."
    assert log_lines(st, 1, HOT_SEAT, since)[1] == "Ann named the Hill Tribes."


def test_swapping_a_hidden_hero_with_a_hand_card_reads_naturally_for_everyone():
    st = from_layout(
        4,
        hands={3: ["underestimated_squire", "leery_lizard", "rotting_orangutan"]},
        face_down={3: ["depressed_druid", "furious_frog"]},
        tavern=["keen_koi", "ace_fighter", "aimless_eel"],
        current=3,
    )
    since = len(st.events())
    play(st, "underestimated_squire")
    pick(st, "furious_frog")
    pick(st, "rotting_orangutan")
    assert log_lines(st, 3, HOT_SEAT, since) == [
        "Elske played Underestimated Squire.",
        "Elske moved the red marker down 1 space and the green marker down 1 space.",
        "Elske swapped the hidden Furious Frog in their party with Rotting Orangutan from their hand.",
    ]
    assert log_lines(st, 0, SOLO, since)[2] == "Elske swapped a hidden hero in their party with a card from their hand."
    as_you = ["Ann", "Mira", "Tobin", "You"]
    assert log_lines(st, 3, as_you, since)[2] == (
        "You swapped the hidden Furious Frog in your party with Rotting Orangutan from your hand."
    )


def test_a_card_performed_from_the_tavern_is_picked_up_then_placed_or_buried():
    st = from_layout(
        3,
        hands={0: ["modest_monsterslayer", "ace_fighter"]},
        tavern=["flailing_knight", "leery_lizard", "pigmented_war_pig"],
    )
    since = len(st.events())
    play(st, "modest_monsterslayer")
    pick(st, "leery_lizard")
    st.apply(Option("markers", (0, -2)))
    assert log_lines(st, 0, SOLO, since) == [
        "You played Modest Monsterslayer.",
        "You picked up Leery Lizard from the Tavern.",
        "You performed Leery Lizard as though you had played it.",
        "You moved the green marker down 2 spaces.",
        "You placed Leery Lizard face down in your party.",
    ]

    st = from_layout(
        3,
        hands={1: ["insidious_impaler"]},
        tavern=["rotting_orangutan", "pigmented_war_pig", "leery_lizard"],
        current=1,
    )
    since = len(st.events())
    play(st, "insidious_impaler")
    pick(st, "rotting_orangutan")
    st.apply(Option("markers", (2, 0)))
    assert log_lines(st, 0, SOLO, since)[2:] == [
        "Mira performed Rotting Orangutan as though they had played it.",
        "Mira moved the red marker up 2 spaces.",
        "Mira buried Rotting Orangutan.",
    ]


def test_the_last_line_names_the_winner_or_says_there_is_none():
    db = default_db()
    st, _ = play_random_game(Settings(players=3, seed=3), db)
    assert st.result.winner == 1
    assert log_lines(st, 0, SOLO)[-1] == "The game is over: Mira wins with the Undead."
    assert log_lines(st, 1, ["Ann", "You", "Tobin"])[-1] == "The game is over: you win with the Undead."
    st, _ = play_random_game(Settings(players=3, seed=33), db)
    assert st.result.winner is None
    assert log_lines(st, 0, SOLO)[-1] == "The game is over: nobody wins, as no leader is aligned with the Hill Tribes."


def test_you_win_a_tie_break_in_plain_english():
    names = ["You", "Mira", "Tobin"]
    won = TieBreakStep("fewest heroes in the party", {0: 6, 1: 7}, (0,))
    assert tie_break_sentence(2, won, names).endswith(" You win the tie.")
    still = TieBreakStep("most heroes of the Undead (face up and face down)", {0: 3, 1: 3, 2: 3}, (1, 0))
    assert tie_break_sentence(1, still, names).endswith(" Mira and you are still tied.")


SEAT_WORD = re.compile(r"\bYou (\w+)")
BAD_FRAGMENTS = ("_", "(face", "the in play", "The game drew", "  ", " .", "their hand to", "hand to your hand")


def test_every_log_line_of_many_games_reads_as_a_sentence():
    """Every kind of event and every pair of places that random games produce, read by the
    acting seat and by another, named "You" (solo) or by name (hot-seat)."""
    db = default_db()
    checked = set()
    for number in range(40):
        players = 2 + number % 5
        st, _ = play_random_game(Settings(players=players, seed=500 + number), db)
        for viewer in range(players):
            solo = ["You" if seat == viewer else HOT_SEAT[seat] for seat in range(players)]
            for names in (solo, HOT_SEAT):
                for line in log_lines(st, viewer, names):
                    if line in checked:
                        continue
                    checked.add(line)
                    assert line[0].isupper() and line.endswith("."), line
                    assert not any(fragment in line for fragment in BAD_FRAGMENTS), line
                    assert not re.search(r"[a-z,] You\b", line), line  # "chose you", not "chose You"
                    for word in SEAT_WORD.findall(line):
                        assert not word.endswith("s"), line  # "You begin", never "You begins"
    assert len(checked) > 5000


MODULES = {
    "golems": True,
    "keeper_of_discord": True,
    "tavern": ["pigmented_war_pig", "bored_goblin", "depressed_druid"],
}


def test_a_fate_draw_names_the_cards_for_the_drawer_only_and_the_kept_one_for_everyone():
    st = scenario(3, hands={0: ["kind_king_slayer"]}, face_up={1: ["obliging_ogre"]}, golem_marker=6, seed=4, **MODULES)
    since = st.log_size
    choose(st, "kind_king_slayer", "obliging_ogre")
    drawn = [e.value for e in st.events() if e.kind == "fate_draw"][0]
    kept = drawn[0] if st.pending.kind != "fate" else st.options[0].args[0]
    if st.pending.kind == "fate":
        choose(st, kept)
    names = {"fate_destroyed_sanctum": "A Destroyed Sanctum", "fate_crumbling_shrine": "A Crumbling Shrine"}
    names |= {"fate_ruined_tower": "A Ruined Tower", "fate_withering_tree": "A Withering Tree"}
    mine, theirs = log_lines(st, 0, SOLO, since), log_lines(st, 1, SOLO, since)
    drew = " and ".join(names[f] for f in drawn)
    assert f"You drew the fate cards {drew}, for a golem put into the Graveyard." in mine
    assert "You drew 2 fate cards, for a golem put into the Graveyard." in theirs
    left = [names[f] for f in drawn if f != kept]
    assert not any(name in line for name in left for line in theirs), "another seat learned the card put back"
    assert f"You chose the fate card {names[kept]}." in mine and f"You chose the fate card {names[kept]}." in theirs


def test_the_golem_marker_a_shield_and_a_missed_turn_are_told():
    st = scenario(3, hands={0: ["obliging_ogre"]}, face_up={0: ["keen_koi"]}, **MODULES)
    choose(st, "obliging_ogre", [0, 4], "keen_koi")
    assert log_lines(st, 1, HOT_SEAT)[-1] == "Ann moved the golem marker up 2 spaces."
    st = scenario(3, hands={0: ["shaky_sharpshooter"]}, face_up={1: ["keeper_of_discord", "ace_fighter"]}, **MODULES)
    choose(st, "shaky_sharpshooter", [1, 0])
    assert log_lines(st, 2, HOT_SEAT)[-2:] == [
        "Keeper of Discord shielded Ace Fighter in Mira's party: it is turned face down instead of buried.",
        "Ann turned Ace Fighter face down in Mira's party.",
    ]
    st = scenario(3, hands={0: ["possessed_poodle"], 1: ["keen_koi"]}, **MODULES)
    choose(st, "possessed_poodle", 1)
    assert log_lines(st, 0, SOLO)[-3:] == [
        "You chose Mira.",
        "You made Mira miss their next turn.",
        "You moved the golem marker up 2 spaces.",
    ]
    finish_turn(st)
    assert "Mira misses this turn." in log_lines(st, 2, SOLO)


def test_a_golems_win_is_told():
    st = scenario(3, markers=(9, 10), golem_marker=11, leaders=["lemron", "irafel", "myrad"], **MODULES)
    end = Event("game_over", value=("golems", 1))
    assert render_merged([end], 0, lambda c: st.db.heroes[c].name, lambda s: SOLO[s]) == (
        "The game is over: Mira wins with the Golems."
    )
