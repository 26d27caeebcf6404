"""The `draw` step's `count: all`, which no card of the game uses but a player's own card may:
the whole pile as it lies, never refilled from the Wilderness."""

import shutil
from pathlib import Path

import pytest
from scenario import choose, expect

from hidden_leaders_qt.engine.data.cards import load_cards
from hidden_leaders_qt.engine.data.layout import from_layout

CARDS = Path(__file__).parent.parent / "cards"
TAVERN3 = ["hairy_hermit", "depressed_druid", "bored_goblin"]


@pytest.fixture(scope="module")
def squire_draws_all(tmp_path_factory):
    """The cards with Deep Sea Squire drawing the whole Harbor instead of 2."""
    folder = tmp_path_factory.mktemp("cards")
    shutil.copytree(CARDS, folder, dirs_exist_ok=True)
    path = folder / "base_water_folk.yaml"
    text = path.read_text(encoding="utf-8")
    squire = text.index("id: deep_sea_squire")
    draw = text.index("count: 2", squire)
    path.write_text(text[:draw] + "count: all" + text[draw + len("count: 2") :], encoding="utf-8")
    return load_cards(str(folder))


def test_a_draw_of_all_takes_every_harbor_card_and_nothing_more(squire_draws_all):
    st = from_layout(
        3,
        db=squire_draws_all,
        hands={0: ["deep_sea_squire"]},
        tavern=TAVERN3,
        harbor=["ace_fighter", "keen_koi", "canned_champion"],
        rest="wilderness",
        markers=[6, 6],
    )
    choose(st, "deep_sea_squire", [1, 0])
    expect(st, harbor_top=[], looking=["ace_fighter", "keen_koi", "canned_champion"], asks=["card", 0])
    choose(st, "keen_koi")
    expect(st, down={0: ["keen_koi"]}, asks=["card", 0], options=["ace_fighter", "canned_champion"])
    assert st.harbor == []


def test_a_draw_of_all_from_an_empty_harbor_draws_nothing_and_reshuffles_nothing(squire_draws_all):
    st = from_layout(
        3,
        db=squire_draws_all,
        hands={0: ["deep_sea_squire"]},
        tavern=TAVERN3,
        rest="wilderness",
        markers=[6, 6],
    )
    wilderness = list(st.wilderness)
    choose(st, "deep_sea_squire", [1, 0])
    expect(st, looking=[], up={0: ["deep_sea_squire"]}, hand={0: []}, at_draw=0)
    assert st.wilderness == wilderness and st.harbor == []
