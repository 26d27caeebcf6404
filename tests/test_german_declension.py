"""German names declined as the sentence needs: each case (nominative, accusative, dative,
genitive) and gender (masculine, feminine, neuter, plural, with an adjective or without),
checked against German written by hand, in the table of names, the option texts and the log."""

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from test_artifacts import position, to_slow_moment
from test_artifacts_explained import at_side_choice

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import Phase, Zone
from hidden_leaders_qt.engine.core.events import Event
from hidden_leaders_qt.engine.data.card_language import card_name, declined, german_name, sentence_name
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_CARDS
from hidden_leaders_qt.engine.rules.scoring import Bonus
from hidden_leaders_qt.engine.rules.view import HIDDEN
from hidden_leaders_qt.engine.words import narration_de
from hidden_leaders_qt.engine.words.german_words import FACTIONS
from hidden_leaders_qt.engine.words.result_texts import bonus_reason
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.ui.game.decision_words import position_text

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


def _card(card_id: str):
    db = default_db()
    if card_id in db.hero_index:
        return db.hero(card_id)
    if card_id in db.fate_index:
        return db.fates[db.fate_index[card_id]]
    return next(side for side in db.artifact_sides if side.id == card_id)


# (card, article, nominative, accusative, dative, genitive), as a German speaker writes them
DECLINED = [
    # masculine with an adjective, and a weak masculine noun ("den Schamanen")
    ("blooming_bag", "definite", "der Blühende Beutel", "den Blühenden Beutel", "dem Blühenden Beutel",
     "des Blühenden Beutels"),
    ("blooming_bag", "indefinite", "ein Blühender Beutel", "einen Blühenden Beutel", "einem Blühenden Beutel",
     "eines Blühenden Beutels"),
    ("trapping_treasure", "none", "Tückischer Schatz", "Tückischen Schatz", "Tückischem Schatz",
     "Tückischen Schatzes"),
    ("spirited_shaman", "definite", "der Springende Schamane", "den Springenden Schamanen",
     "dem Springenden Schamanen", "des Springenden Schamanen"),
    # feminine with an adjective, and without one
    ("sedative_shell", "definite", "die Beruhigende Muschel", "die Beruhigende Muschel", "der Beruhigenden Muschel",
     "der Beruhigenden Muschel"),
    ("well_funded_queen", "indefinite", "eine Betuchte Königin", "eine Betuchte Königin",
     "einer Betuchten Königin", "einer Betuchten Königin"),
    ("two_shot_crossbow", "definite", "die Doppelschuss-Armbrust", "die Doppelschuss-Armbrust",
     "der Doppelschuss-Armbrust", "der Doppelschuss-Armbrust"),
    # neuter with an adjective
    ("all_knowing_antler", "definite", "das Allwissende Geweih", "das Allwissende Geweih",
     "dem Allwissenden Geweih", "des Allwissenden Geweihs"),
    ("fate_destroyed_sanctum", "indefinite", "ein Zerstörtes Heiligtum", "ein Zerstörtes Heiligtum",
     "einem Zerstörten Heiligtum", "eines Zerstörten Heiligtums"),
    ("gigantic_duo", "none", "Dickköpfiges Duo", "Dickköpfiges Duo", "Dickköpfigem Duo", "Dickköpfigen Duos"),
    # plural with an adjective: no indefinite article, so the strong endings
    ("soundless_shoes", "definite", "die Lautlosen Schuhe", "die Lautlosen Schuhe", "den Lautlosen Schuhen",
     "der Lautlosen Schuhe"),
    ("soundless_shoes", "indefinite", "Lautlose Schuhe", "Lautlose Schuhe", "Lautlosen Schuhen", "Lautloser Schuhe"),
    # a noun with the words that follow it, only the noun declined
    ("shield_of_endurance", "definite", "der Schild der Ausdauer", "den Schild der Ausdauer",
     "dem Schild der Ausdauer", "des Schilds der Ausdauer"),
    ("emperors_best_friend", "definite", "der Kumpel des Kaisers", "den Kumpel des Kaisers",
     "dem Kumpel des Kaisers", "des Kumpels des Kaisers"),
    ("queen_of_the_wild", "definite", "die Königin der Wildnis", "die Königin der Wildnis",
     "der Königin der Wildnis", "der Königin der Wildnis"),
    # a printed English name is a proper name: never an article, never an ending
    ("keen_koi", "definite", "Keen Koi", "Keen Koi", "Keen Koi", "Keen Koi"),
]  # fmt: skip


@pytest.mark.parametrize(("card", "article", "nom", "acc", "dat", "gen"), DECLINED)
def test_a_name_is_declined_in_every_case_as_german_writes_it(card, article, nom, acc, dat, gen):
    named = _card(card)
    assert [german_name(named, case, article) for case in ("nom", "acc", "dat", "gen")] == [nom, acc, dat, gen]


def test_a_declined_name_is_found_by_its_german_text_and_other_names_stay_as_they_are():
    assert declined("Blühender Beutel", "acc") == "den Blühenden Beutel"
    assert declined("Hüter der Zwietracht", "gen") == "des Hüters der Zwietracht"
    assert declined("Keen Koi", "dat") == "Keen Koi"
    assert declined("Mein eigener Held", "dat") == "Mein eigener Held"


def test_the_factions_come_from_one_table_in_every_case():
    assert [FACTIONS["undead"][i] for i in range(6)] == [
        "Untote", "die Untoten", "die Untoten", "den Untoten", "der Untoten", "zu den Untoten",
    ]  # fmt: skip
    assert FACTIONS["water_folk"].gen == "des Seevolks" and FACTIONS["water_folk"].zu == "zum Seevolk"
    assert FACTIONS["imperial_army"].dat == "der Kaiserlichen Armee"
    assert FACTIONS["imperial_army"].zu == "zur Kaiserlichen Armee"
    assert FACTIONS["hill_tribes"].dat == "den Hügelstämmen" and FACTIONS["hill_tribes"].gen == "der Hügelstämme"


def _options_in_german(st, kind: str) -> list[str]:
    set_language("de")
    try:
        return [st.describe(option) for option in st.options if option.kind == kind]
    finally:
        set_language("en")


# how a side's option begins, as a German speaker writes it ("mit" asks for the dative)
PLAY_WITH = {
    "trapping_treasure": "Spiele mit dem Tückischen Schatz (",
    "sedative_shell": "Spiele mit der Beruhigenden Muschel (",
    "all_knowing_antler": "Spiele mit dem Allwissenden Geweih (",
    "soundless_shoes": "Spiele mit den Lautlosen Schuhen (",
    "blooming_bag": "Spiele mit dem Blühenden Beutel (",
    "shield_of_endurance": "Spiele mit dem Schild der Ausdauer (",
    "two_shot_crossbow": "Spiele mit der Doppelschuss-Armbrust (",
    "overcharged_trident": "Spiele mit dem Überladenen Dreizack (",
    "suggestive_puppet": "Spiele mit der Einflüsternden Puppe (",
    "confusing_crystal": "Spiele mit dem Verwirrenden Kristall (",
    "guarding_goblet": "Spiele mit dem Hütenden Kelch (",
    "nutritious_stew": "Spiele mit dem Nahrhaften Eintopf (",
}


def test_choosing_an_artifact_side_asks_for_the_dative():
    seen = set()
    for card in range(1, ARTIFACT_CARDS + 1):  # each card dealt once, both its sides offered
        st = at_side_choice(card, bribery=True)
        sides = [option.args[0] for option in st.options if option.kind == "side"]
        assert len(sides) == 2
        for side, text in zip(sides, _options_in_german(st, "side"), strict=True):
            assert text.startswith(PLAY_WITH[side]), text
            seen.add(side)
    assert seen == set(PLAY_WITH)


def test_using_an_artifact_asks_for_the_accusative():
    # seat 0 plays with the Blooming Bag, slow: at the end of its turn it may use it
    st = position(
        {0: "blooming_bag", 1: "guarding_goblet"},
        hands={0: ["keen_koi", "bored_goblin", "grumpy_guard", "ace_fighter"]},
    )
    to_slow_moment(st)
    assert (st.pending.kind, st.deciding_seat) == ("artifact", 0)
    side = st.db.artifact_sides[st.artifacts.sides[0]]
    (text,) = _options_in_german(st, "artifact")
    assert text.startswith(f"Setze {german_name(side, 'acc')} ein (noch ")
    assert text.startswith("Setze den Blühenden Beutel ein (noch ")


def _told(event: Event) -> str:
    db = default_db()
    return narration_de.render(event, 0, lambda card: card_name(db.heroes[card], "de"), ["Du", "Mira"].__getitem__)


@pytest.mark.parametrize(
    ("card", "kind", "src", "dst", "sentence"),
    [
        ("spirited_shaman", "draw", (Zone.HARBOR, -1), (Zone.HAND, 0),
         "Du ziehst den Springenden Schamanen aus dem Hafen."),
        ("spirited_shaman", "draw", (Zone.HARBOR, -1), (Zone.HAND, 1),
         "Du ziehst den Springenden Schamanen aus dem Hafen auf Miras Hand."),
        ("buried_emperor", "play", (Zone.HAND, 0), (Zone.FACE_UP, 0), "Du spielst den Alten Kaiser aus."),
        ("well_funded_queen", "bury", (Zone.FACE_UP, 1), (Zone.GRAVEYARD, -1),
         "Du legst die Betuchte Königin aus Miras Gruppe auf den Friedhof."),
        ("gigantic_duo", "discard", (Zone.HAND, 0), (Zone.WILDERNESS, -1), "Du wirfst das Dickköpfige Duo ab."),
        ("hard_shelled_titan", "refill", (Zone.HARBOR, -1), (Zone.TAVERN, -1),
         "Der Titan-Titan kommt aus dem Hafen in die Taverne."),
        ("crabby_knight", "fill", (Zone.HARBOR, -1), (Zone.TAVERN, -1),
         "Du füllst die Taverne mit dem Krustigen Krieger aus dem Hafen auf."),
        ("keen_koi", "draw", (Zone.HARBOR, -1), (Zone.HAND, 0), "Du ziehst Keen Koi aus dem Hafen."),
    ],
)  # fmt: skip
def test_the_log_declines_a_card_where_the_sentence_puts_it(german, card, kind, src, dst, sentence):
    index = default_db().hero_index[card]
    assert _told(Event(kind, 0, index, 0b11, src, dst)) == sentence


def test_the_log_declines_artifacts_and_the_keeper(german):
    assert _told(Event("artifact_shown", 1, value="trapping_treasure")) == "Mira spielt mit dem Tückischen Schatz."
    assert _told(Event("artifact_use", 0, value="blooming_bag")) == (
        "Du gibst ein Plättchen aus, um den Blühenden Beutel einzusetzen."
    )
    assert _told(Event("artifact_effect", 1, value="soundless_shoes")).startswith(
        "Mira fährt mit dem Effekt der Lautlosen Schuhe fort"
    )
    koi = default_db().hero_index["keen_koi"]
    shielded = _told(Event("shield", -1, koi, 0b11, (Zone.FACE_UP, 1), (Zone.FACE_DOWN, 1)))
    assert shielded.startswith("Der Hüter der Zwietracht schützt Keen Koi in Miras Gruppe")


def test_a_sentence_on_screen_names_a_card_with_its_article_in_german_only(german):
    shaman, koi = _card("spirited_shaman"), _card("keen_koi")
    assert sentence_name(shaman, "acc") == "den Springenden Schamanen"
    assert sentence_name(shaman, "dat") == "dem Springenden Schamanen"
    assert sentence_name(koi, "dat") == "Keen Koi"
    set_language("en")
    assert sentence_name(shaman, "acc") == "Spirited Shaman"


def test_a_bonus_is_put_into_words_from_its_kind_and_values_not_its_english(german):
    db = default_db()
    # the stored English may say anything: the German comes from the kind and the values
    friend = Bonus(
        0, "emperors_best_friend", 1, "(an English sentence of another version)", "with_card", (2, "buried_emperor")
    )
    assert bonus_reason(friend, db) == "zählt als 2 Charaktere: Der Alte Kaiser ist in derselben Gruppe"
    mother = Bonus(0, "mother_of_guardians", 1, "", "per_golems", (2, 3))
    assert bonus_reason(mother, db) == "+1 je 2 Golems in der Gruppe, insgesamt 3"


@pytest.mark.parametrize(
    ("case", "words"),
    [
        ("nom", "der verdeckte Charakter 1 in der Gruppe von Mira"),
        ("acc", "den verdeckten Charakter 1 in der Gruppe von Mira"),
        ("dat", "dem verdeckten Charakter 1 in der Gruppe von Mira"),
        ("gen", "des verdeckten Charakters 1 in der Gruppe von Mira"),
    ],
)
def test_a_hidden_hero_nobody_can_name_is_declined_as_the_sentence_asks(qapp, german, case, words):
    """A face-down hero of another party, unknown to the seat deciding: the panel's catalogue
    declines its article and adjective too (a swap asks for the accusative, a token's look the dative)."""
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "game_de.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        state = new_game(Settings(players=3, seed=4))
        while state.phase == Phase.SETUP:
            state.apply(state.options[0])
        view = state.view_for(0)
        assert tuple(view.face_down[1]) == (HIDDEN,)  # Mira's hidden hero, which the first seat cannot name
        names = ["Du", "Mira", "Tobin"]
        assert position_text(view, state.db, names, (Zone.FACE_DOWN, 1, 0), case) == words
        assert position_text(view, state.db, names, (Zone.HAND, 1, 0), "dat") == "einer Karte in der Hand von Mira"
        assert position_text(view, state.db, names, (Zone.HAND, 1, 0), "acc") == "eine Karte in der Hand von Mira"
    finally:
        QCoreApplication.removeTranslator(translator)
