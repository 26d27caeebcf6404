"""The artifacts explain themselves: the side choice says in words when each side may be
used, a side this game's set-up leaves nothing to act on says so where it is chosen (D31),
and the log tells an artifact's use, Royal Intrigue and the artifact's own effect in the
order they happen (Royal Intrigue first, ruling R53)."""

import json

import pytest
from chance import artifacts_dealt
from test_artifacts import USE, intrigue, pick, position, set_up_hands
from test_module_heroes import ENDURE, executioner

from hidden_leaders_qt.engine import GameState, Option, Settings
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_CARDS
from hidden_leaders_qt.engine.words.narration import LogRows, render_merged
from hidden_leaders_qt.language import set_language

NAMES = ["You", "Mira", "Tobin"]
WHEN = {
    "en": {
        "fast": "fast: use it in your own turn, just before or just after your main action",
        "slow": "slow: use it at the end of your own turn, after the Tavern is refilled",
        "reaction": "reaction: in anyone's turn, at the moment its text names, once a turn",
    },
    "de": {
        "fast": "schnell: in deinem eigenen Zug direkt vor oder direkt nach deiner Hauptaktion nutzbar",
        "slow": "langsam: am Ende deines eigenen Zuges nutzbar, nachdem die Taverne aufgefüllt ist",
        "reaction": "Reaktion: in jedem Zug, in dem Moment, den ihr Text nennt, einmal pro Zug",
    },
}
NOTHING = {
    "en": "In this game it can do nothing: without the Golems module there are no golems.",
    "de": "In diesem Spiel bewirkt es nichts: Ohne das Golems-Modul gibt es keine Golems.",
}


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def side_texts(st: GameState, lang: str) -> dict[str, str]:
    set_language(lang)
    try:
        return {option.args[0]: st.describe(option) for option in st.options if option.kind == "side"}
    finally:
        set_language("en")


def at_side_choice(card: int, **modules) -> GameState:
    """A 3-player game at the side choice of seat 0, dealt artifact card `card` (the next two
    cards to the others)."""
    others = [other for other in range(1, ARTIFACT_CARDS + 1) if other != card][:2]
    st = artifacts_dealt(Settings(players=3, seed=0, artifacts=True, **modules), [card, *others])
    set_up_hands(st)
    while st.deciding_seat != 0:  # the sides are chosen in turn order from the first player
        st.apply(st.options[0])
    assert st.pending.kind == "artifact_side" and st.artifacts.cards[0] == card
    return st


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_side_choice_says_in_words_when_the_side_may_be_used(lang):
    seen = set()
    for card in range(1, 7):
        st = at_side_choice(card, bribery=True, golems=True)
        sides = {side.id: side for side in st.db.artifact_sides}
        for side_id, text in side_texts(st, lang).items():
            timing = sides[side_id].timing
            assert WHEN[lang][timing] in text, text
            seen.add(timing)
    assert seen == {"fast", "slow", "reaction"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_guarding_goblet_without_golems_says_where_it_is_chosen_that_it_can_do_nothing(lang):
    # D31: Bribery makes card 6 a choice; without the Golems the Goblet has nothing to take (R46)
    texts = side_texts(at_side_choice(6, bribery=True), lang)
    assert texts["guarding_goblet"].endswith(NOTHING[lang])
    assert NOTHING[lang] not in texts["nutritious_stew"]
    with_golems = side_texts(at_side_choice(6, bribery=True, golems=True), lang)
    assert not any(NOTHING[lang] in text for text in with_golems.values())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_using_a_goblet_with_nothing_to_take_says_so_too(lang):
    st = position({0: "guarding_goblet", 1: "soundless_shoes"}, hands={0: ["keen_koi", "ace_fighter", "bored_goblin"]})
    st.apply(Option("pass"))
    while st.pending.kind != "artifact":
        st.apply(st.options[0])
    set_language(lang)
    try:
        assert st.describe(USE).endswith(NOTHING[lang])
    finally:
        set_language("en")


def log_lines(st: GameState, since: int, viewer: int) -> list[tuple[str, str]]:
    rows = LogRows()
    rows.add(st.events()[since:])
    return [
        (row[0].kind, render_merged(row, viewer, lambda c: st.db.heroes[c].name, lambda s: NAMES[s]))
        for row in rows.rows
    ]


def use_shoes_with_royal_intrigue() -> tuple[GameState, int]:
    """Seat 0 uses Soundless Shoes with Royal Intrigue: the token onto Queen of the Wild (one
    token on her already), the Water Folk named, two Harbor cards shown and put back, then the
    Shoes put Keen Koi face down. Returns the state and where the log stood before."""
    st = intrigue(["furious_frog", "ace_fighter"], row_tokens=(1, 0, 0, 0))
    since = len(st.events())
    st.apply(USE)
    st.apply(Option("row", (0,)))
    st.apply(Option("faction", ("water_folk",)))
    pick(st, "furious_frog")
    assert st.pending.kind == "card" and st.pending.step == "place_in_party"
    pick(st, "keen_koi")
    return st, since


def test_the_log_tells_the_use_then_royal_intrigue_then_the_artifacts_own_effect():
    # ruling R53: Royal Intrigue's steps come before the artifact's effect (D31)
    st, since = use_shoes_with_royal_intrigue()
    lines = log_lines(st, since, viewer=1)
    kinds = [kind for kind, _ in lines]
    assert kinds[0] == "artifact_use" and kinds[1] == "royal_token"
    assert kinds[-2:] == ["artifact_effect", "place"]
    assert kinds.index("royal_take") < kinds.index("under_harbor") < kinds.index("artifact_effect")
    words = [line for _, line in lines]
    assert words[0] == "You spent a token to use Soundless Shoes."
    assert words[1].startswith("Royal Intrigue: You put the token on Queen of the Wild")
    assert "You drew Ace Fighter and Furious Frog from the Harbor into the looking area, face up for everyone." in words
    assert words[-2] == "You went on to the effect of Soundless Shoes now that Royal Intrigue is done."
    assert words[-1] == "You placed a card face down in your party."
    # no sentence before the effect says the artifact did anything yet
    assert not any("used it" in line or "and used" in line for line in words)


def test_the_german_log_keeps_the_same_order(language):
    st, since = use_shoes_with_royal_intrigue()
    language("de")
    words = [line for _, line in log_lines(st, since, viewer=0)]
    assert words[0] == "Du gibst ein Plättchen aus, um die Lautlosen Schuhe einzusetzen."
    assert words[1].startswith("Royale Ränkespiele: Du legst das Plättchen auf")
    assert words[-2] == (
        "Du fährst mit dem Effekt der Lautlosen Schuhe fort, nachdem die Royalen Ränkespiele abgeschlossen sind."
    )
    assert "Du ziehst Ace Fighter und Furious Frog aus dem Hafen offen in die Auslage." in words
    assert words[-1] == "Du legst Keen Koi verdeckt in deine Gruppe."


def test_a_single_card_shown_goes_under_the_harbor_before_the_effect_is_told():
    # one shown card asks nothing (R1): it still goes back before the Shoes take effect
    st = intrigue(["furious_frog"])
    since = len(st.events())
    st.apply(USE)
    st.apply(Option("row", (3,)))
    st.apply(Option("faction", ("undead",)))
    kinds = [event.kind for event in st.events()[since:]]
    assert kinds.index("royal_miss") < kinds.index("under_harbor") < kinds.index("artifact_effect")
    assert kinds[-1] == "artifact_effect" and st.pending.step == "place_in_party"


def test_the_shield_with_royal_intrigue_tells_no_effect_to_come():
    # the Shield acted in the reaction window (R47, R68); Royal Intrigue follows, and nothing after it
    st = executioner(royal=True, queens_and_friend=True)
    since = len(st.events())
    st.apply(ENDURE)
    st.apply(st.options[0])
    st.apply(Option("faction", ("undead",)))
    while st.pending.kind == "royal_order":
        st.apply(st.options[0])
    kinds = [event.kind for event in st.events()[since:]]
    assert kinds[:2] == ["artifact_use", "endure"] and "royal_token" in kinds
    assert "artifact_effect" not in kinds


def test_a_state_with_the_effect_told_saves_and_reads_back():
    st, _since = use_shoes_with_royal_intrigue()
    assert any(event.kind == "artifact_effect" for event in st.events())
    assert GameState.from_data(json.loads(json.dumps(st.to_data()))) == st
