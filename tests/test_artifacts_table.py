"""The table offers the artifact questions: a fast artifact beside the main action, the
side choice, the moment after the main action and Royal Intrigue's questions, each as
buttons that say what they do; an artifact's own question is led by its name, in German too."""

from pathlib import Path

from PySide6.QtCore import QTranslator

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.data.artifact_layout import with_artifacts
from hidden_leaders_qt.engine.data.layout import from_layout
from hidden_leaders_qt.language import set_language
from hidden_leaders_qt.ui.game.decisions import DecisionController

NAMES = ["You", "Mira", "Tobin"]
TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
USE = Option("artifact")


def controller_for(st) -> tuple[DecisionController, list[Option]]:
    sent: list[Option] = []
    controller = DecisionController(sent.append, st.describe)
    controller.update_view(st.view_for(st.deciding_seat), NAMES[: st.n], st.db)
    return controller, sent


def test_a_fast_artifact_is_a_button_beside_the_main_action(qapp):
    position = from_layout(2, hands={0: ["keen_koi", "ace_fighter"]}, artifacts=True)
    st = with_artifacts(position, {0: "soundless_shoes", 1: "blooming_bag"})
    controller, sent = controller_for(st)
    labels = [label for label, _ in controller.choice.buttons]
    use = next(label for label in labels if label.startswith("Use Soundless Shoes (2 tokens left)"))
    dict(controller.choice.buttons)[use]()
    assert sent == [USE]
    st.apply(USE)
    controller, sent = controller_for(st)
    assert controller.choice.prompt == "Soundless Shoes: choose a card to place in your party"


def test_royal_intrigue_asks_for_the_row_hero_and_the_faction_in_words(qapp):
    st = with_artifacts(
        from_layout(2, hands={0: ["keen_koi"]}, queens_and_friend=True, artifacts=True),
        {0: "soundless_shoes", 1: "blooming_bag"},
        royal_intrigue=True,
    )
    st.apply(USE)
    controller, sent = controller_for(st)
    assert controller.choice.prompt.startswith("Royal Intrigue: put the spent token")
    labels = [label for label, _ in controller.choice.buttons]
    assert labels[0] == "Put the token on Queen of the Wild (then 1 Harbor card shown)"
    st.apply(Option("row", (0,)))
    controller, sent = controller_for(st)
    assert controller.choice.prompt.startswith("Royal Intrigue: name a base faction")
    assert [label for label, _ in controller.choice.buttons] == ["Undead", "Water Folk", "Imperial Army", "Hill Tribes"]


def test_an_artifacts_own_question_is_led_by_its_name_in_german(qapp):
    translator = QTranslator()
    assert translator.load(str(TRANSLATIONS / "game_de.qm"))
    qapp.installTranslator(translator)
    set_language("de")
    try:
        position = from_layout(2, hands={0: ["keen_koi", "ace_fighter"]}, artifacts=True)
        st = with_artifacts(position, {0: "soundless_shoes", 1: "blooming_bag"})
        st.apply(USE)
        controller, _sent = controller_for(st)
        assert controller.choice.prompt.startswith("Lautlose Schuhe: ")
    finally:
        qapp.removeTranslator(translator)
        set_language("en")
