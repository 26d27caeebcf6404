"""The cards in German: every card has its German name and text in `cards/de/`, read as strictly
as the cards themselves, shown by the card art and the card browser when the language is German."""

import shutil
from pathlib import Path

import pytest

from hidden_leaders_qt.cli import main
from hidden_leaders_qt.engine.data.card_language import card_name, card_text, card_words, leader_title
from hidden_leaders_qt.engine.data.cards import CARDS_ENV, CardDataError, default_db, load_cards
from hidden_leaders_qt.language import language, set_language

CARDS = Path(__file__).resolve().parents[1] / "cards"
DB = default_db()
# the names the German rulebooks print, for the English cards they belong to
RULEBOOK_NAMES = {
    "buried_emperor": "Alter Kaiser",
    "spirited_shaman": "Springender Schamane",
    "emperors_best_friend": "Kumpel des Kaisers",
    "mother_of_guardians": "Mutter der Golems",
    "crabby_knight": "Krustiger Krieger",
    "possessed_poodle": "Zottel-Zombie",
    "gigantic_duo": "Dickköpfiges Duo",
    "hard_shelled_titan": "Titan-Titan",
    "unmarked_mountain": "Blanker Berg",
}


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


@pytest.fixture
def cards_copy(tmp_path: Path) -> Path:
    target = tmp_path / "cards"
    shutil.copytree(CARDS, target, ignore=shutil.ignore_patterns("__*"))
    return target


def rewrite(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_every_card_has_its_german_name_and_text():
    named = [*DB.heroes, *DB.leaders, *DB.fates, *DB.artifact_sides]
    assert [card.id for card in named if not card.name_de] == []
    assert [leader.id for leader in DB.leaders if not leader.title_de] == []
    texted = [*DB.heroes, *DB.fates, *DB.artifact_sides]
    assert len(texted) == 136
    # our own German for every ability: no text is left in English
    assert [card.id for card in texted if not card.text_de or card.text_de == card.text] == []


def test_the_names_the_rulebooks_print_belong_to_their_cards():
    assert {hero_id: card_name(DB.hero(hero_id), "de") for hero_id in RULEBOOK_NAMES} == RULEBOOK_NAMES
    leaders = {leader.id: card_name(leader, "de") for leader in DB.leaders}
    assert (leaders["cyra"], leaders["ulc"], leaders["vyma"]) == ("Kyra", "Ulk", "Wyma")
    assert leader_title(DB.leaders[DB.leader_index["ulc"]], "de") == "Der Verwurzelte"
    queens = [card_name(DB.hero(q), "de") for q in ("queen_of_the_wild", "well_funded_queen", "queen_of_the_streets")]
    assert all("Königin" in name for name in queens)
    # the others keep the name printed on the international cards
    assert card_name(DB.hero("shaky_sharpshooter"), "de") == "Shaky Sharpshooter"


def test_card_text_gives_the_german_words_of_a_card():
    shaman = DB.hero("spirited_shaman")
    assert card_text(shaman, "de") == (
        "Rot -1 und Grün -1. Drehe einen Charakter in der Gruppe einer anderen Person um, offen oder verdeckt."
    )
    assert card_text(DB.hero("arrowgant_skeleton"), "de") == "Rot +2, Grün +2 oder beides."
    assert card_text(DB.hero("buried_emperor"), "de") == (
        "Gehört zu allen vier Fraktionen zugleich. Ausgespielt hat er keinen Effekt."
    )
    tower = DB.fates[DB.fate_index["fate_ruined_tower"]]
    assert (card_name(tower, "de"), card_text(tower, "de")) == ("Verfallener Turm", "Roter Marker 1 Feld zurück")
    shoes = next(side for side in DB.artifact_sides if side.id == "soundless_shoes")
    assert card_text(shoes, "de") == "Lege 1 deiner Handkarten verdeckt in deine Gruppe."
    # English stays exactly as written in the card files
    assert card_text(shaman, "en") == shaman.text and card_name(shaman, "en") == "Spirited Shaman"


def test_the_words_follow_the_language_texts_are_produced_in(german):
    shaman = DB.hero("spirited_shaman")
    assert language() == "de" and card_name(shaman) == "Springender Schamane"
    set_language("en")
    assert card_name(shaman) == "Spirited Shaman" and card_text(shaman) == shaman.text
    with pytest.raises(ValueError, match="unknown language"):
        card_text(shaman, "fr")
    with pytest.raises(ValueError, match="unknown language"):
        set_language("fr")
    assert language() == "en"


@pytest.mark.parametrize(
    ("file", "old", "new", "card", "field", "problem"),
    [
        ("texts.yaml", '  keen_koi: "', '  keen_koix: "', "keen_koix", "id", "no card"),
        ("texts.yaml", '  keen_koi: "Liegt', '  keen_koi: ""  # "Liegt', "keen_koi", "text", "non-empty"),
        ("texts.yaml", '  keen_koi: "Liegt', '  keen_koi: "' + "x" * 500 + " Liegt", "keen_koi", "text", "longer"),
        ("texts.yaml", '  keen_koi: "Liegt', '  keen_koi: "\\u202eLiegt', "keen_koi", "text", "printable"),
        ("texts.yaml", '  keen_koi: "Liegt', '  keen_koi: 3  # "Liegt', "keen_koi", "text", "non-empty"),
        ("names.yaml", "  lemron: {name: ", "  lemron: {nome: ", "lemron", "name", "name and title"),
        ("names.yaml", '  hairy_hermit: "Hairy Hermit"', '  hairy_hermit: [1]', "hairy_hermit", "name",
         "a text or a mapping"),
        ("names.yaml", "gender: m, noun: [Beutel,", "gender: x, noun: [Beutel,", "blooming_bag", "gender",
         "one of m, f"),
        ("names.yaml", "gender: m, noun: [Beutel,", "gender: f, noun: [Beutel,", "blooming_bag", "name",
         "ending in -e "),
        ("names.yaml", "noun: [Beutel, Beutel, Beutel,", "noun: [Sack, Sack, Sack,", "blooming_bag", "noun",
         "end with"),
        ("names.yaml", "noun: [Beutel, Beutel, Beutel, Beutels]", "noun: [Beutel, Beutel]", "blooming_bag", "noun",
         "four cases"),
        ("names.yaml", '  hairy_hermit: "Hairy Hermit"', '  hairy_hermit: "Hairy Hermit"\n  hairy_hermit: "X"',
         "(file)", "base_hill_tribes.yaml.hairy_hermit", "given twice"),
    ],
)  # fmt: skip
def test_a_bad_german_entry_is_refused_naming_file_card_and_field(cards_copy, file, old, new, card, field, problem):
    rewrite(cards_copy / "de", file, old, new)
    with pytest.raises(CardDataError, match=problem) as error:
        load_cards(str(cards_copy))
    assert (error.value.file, error.value.card, error.value.field) == (f"de/{file}", card, field)


def test_a_card_without_german_is_refused(cards_copy):
    rewrite(cards_copy / "de", "texts.yaml", "  keen_koi: ", "  # keen_koi: ")
    with pytest.raises(CardDataError, match="every card needs its German") as error:
        load_cards(str(cards_copy))
    assert (error.value.file, error.value.card, error.value.field) == ("de/texts.yaml", "keen_koi", "text")
    (cards_copy / "de" / "names.yaml").unlink()
    with pytest.raises(CardDataError, match="names.yaml is missing"):
        load_cards(str(cards_copy))


def test_a_folder_without_german_shows_english_and_a_left_out_module_needs_none(cards_copy):
    (cards_copy / "golems.yaml").unlink()
    without_golems = load_cards(str(cards_copy))
    assert card_name(without_golems.hero("spirited_shaman"), "de") == "Springender Schamane"
    shutil.rmtree(cards_copy / "de")
    english = load_cards(str(cards_copy))
    assert card_name(english.hero("spirited_shaman"), "de") == "Spirited Shaman"
    assert card_text(english.hero("keen_koi"), "de") == english.hero("keen_koi").text


def test_a_corrected_translation_keeps_saved_games_valid(cards_copy):
    """The German is no rule: the card data's fingerprint, which saves carry, ignores it."""
    rewrite(cards_copy / "de", "texts.yaml", "Rot +2, Grün +2 oder beides.", "Rot +2 und/oder Grün +2.")
    changed = load_cards(str(cards_copy))
    assert changed.fingerprint == DB.fingerprint
    assert card_text(changed.hero("arrowgant_skeleton"), "de") == "Rot +2 und/oder Grün +2."


def test_validate_cards_checks_the_german_too(cards_copy, monkeypatch, capsys):
    monkeypatch.setenv(CARDS_ENV, "")
    rewrite(cards_copy / "de", "names.yaml", "  ulc: {name: ", "  ulc: {nom: ")
    assert main(["--cards", str(cards_copy), "validate-cards"]) == 1
    assert "error: de/names.yaml: card 'ulc': field 'name'" in capsys.readouterr().err


def test_every_card_paints_in_german_with_nothing_cut_short(qapp, monkeypatch):
    """In German as the window shows it: its catalogues and the engine's words both German."""
    from hidden_leaders_qt.ui.art import card_text as fitted_text
    from hidden_leaders_qt.ui.language.translators import apply_language

    apply_language("de")
    from hidden_leaders_qt.ui.art.card_art import card_pixmap, clear_card_cache
    from hidden_leaders_qt.ui.art.card_frame import CARD_SIZE
    from hidden_leaders_qt.ui.window.side_panel import PREVIEW

    drawn: list[tuple[str, list[str], bool]] = []
    draw = fitted_text.draw_fitted
    painting = [""]

    def noted(painter, fitted, rect, color) -> None:
        widest = max(fitted_text.metrics(painter, fitted.font).horizontalAdvance(line) for line in fitted.lines)
        inside = widest <= rect.width() and len(fitted.lines) * fitted.line_height <= rect.height() + 0.01
        drawn.append((painting[0], fitted.lines, inside and not fitted.elided))
        draw(painter, fitted, rect, color)

    monkeypatch.setattr(fitted_text, "draw_fitted", noted)
    clear_card_cache()
    try:
        # a hand card on the smallest table, and the large preview
        for size, scale in ((CARD_SIZE.toSize(), 0.55), (PREVIEW, 1.0)):
            for card in [*DB.heroes, *DB.leaders]:
                painting[0] = card.id
                assert not card_pixmap(card, size, scale).isNull()
    finally:
        clear_card_cache()
    blocks = {" ".join(block) for _, block, _ in drawn}
    assert "Springender Schamane" in blocks and "Der Verwurzelte" in blocks
    # the marker notes ("afterwards · conditional …") are the UI's words, not the card's
    assert [(card, block) for card, block, ok in drawn if not ok and "afterwards" not in block[-1]] == []


def test_the_card_browser_names_and_describes_the_cards_in_german(german):
    from hidden_leaders_qt.ui.dialogs.help_dialog import card_description, card_title
    from hidden_leaders_qt.ui.dialogs.module_pieces import piece_description

    assert card_title(DB.hero("buried_emperor")) == "Alter Kaiser"
    assert card_title(DB.leaders[DB.leader_index["cyra"]]) == "Kyra, Die Gerechte"
    # the card's German text, then (for Keen Koi, which speaks of the leading marker) the note on it
    assert "\n" + DB.hero("keen_koi").text_de + "\n" in card_description(DB.hero("keen_koi"))
    shoes = next(side for side in DB.artifact_sides if side.id == "soundless_shoes")
    assert piece_description(shoes).endswith(shoes.text_de)


def test_a_drawn_fate_card_shows_its_german(qapp, german):
    from hidden_leaders_qt.ui.table.golem_pieces import FateCardItem

    tower = DB.fates[DB.fate_index["fate_ruined_tower"]]
    assert FateCardItem(tower).toolTip() == "<b>Verfallener Turm</b>: Roter Marker 1 Feld zurück"


def test_the_words_an_ability_shows_have_their_german():
    assert card_words(DB, "Look at it", "de") == "Ansehen"
    assert card_words(DB, "Look at it", "en") == "Look at it"
    turtle_hint = "{tavern_cards} to the Wilderness, so X = {tavern_count}"
    german_hint = card_words(DB, turtle_hint, "de")
    assert (
        german_hint.format(tavern_cards="", tavern_count=2)
        == "X = 2: so viele Karten der Taverne kommen in die Wildnis"
    )
    # every label and hint of every ability (artifact effects too) has its German
    words = {word for cards in DB.worded.values() for card_words_ in cards.values() for word in card_words_}
    assert len(words) == 13 and set(DB.choices_de) == words
    assert DB.worded["artifacts.yaml"] == {"blooming_bag": ["Take a Tavern card", "Take the top card of the Graveyard"]}


@pytest.mark.parametrize(
    ("old", "new", "card", "problem"),
    [
        ('    "Look at it": "Ansehen"\n', "", "bludgeoning_blowfish", "no German for 'Look at it'"),
        ('    "Look at it": "Ansehen"', '    "Look at them": "Ansehen"', "bludgeoning_blowfish", "no label or hint"),
        ("muss dir eine Karte der Fraktion {faction}", "muss dir {player}", "underwater_artist", "unknown placeholder"),
        ("  blooming_bag:\n", "  blooming_bag: 3\n  old_bag:\n", "old_bag", "no card"),
    ],
)
def test_a_bad_german_label_or_hint_is_refused(cards_copy, old, new, card, problem):
    rewrite(cards_copy / "de", "choices.yaml", old, new)
    with pytest.raises(CardDataError, match=problem) as error:
        load_cards(str(cards_copy))
    assert (error.value.file, error.value.card) == ("de/choices.yaml", card)


@pytest.mark.parametrize(("width", "height"), [(180, 45), (240, 60), (360, 90)])
def test_every_artifact_plaque_shows_its_whole_german_name(qapp, monkeypatch, width, height):
    """The card browser's plaque breaks a long name ("Doppelschuss-Armbrust", "Beruhigende
    Muschel") onto a second line rather than cut it short ("Doppelschuss-…")."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from hidden_leaders_qt.ui.art import artifact_art

    drawn = []
    draw = artifact_art.draw_fitted

    def noted(painter, fitted, rect, color) -> None:
        drawn.append((fitted.lines, fitted.elided, fitted.px))
        draw(painter, fitted, rect, color)

    monkeypatch.setattr(artifact_art, "draw_fitted", noted)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for side in DB.artifact_sides:
        artifact_art.paint_artifact(painter, QRectF(0, 0, width, height), side.name_de, side.timing, 2, 3)
    painter.end()
    assert len(drawn) == len(DB.artifact_sides)
    assert all(not elided and px >= artifact_art.MIN_TEXT_PX for _, elided, px in drawn), drawn
    whole = {"".join(line if line.endswith("-") else line + " " for line in lines).strip() for lines, _, _ in drawn}
    assert whole == {side.name_de for side in DB.artifact_sides}
