"""A lesson for each module (Help ▸ Learn to Play): Golems; Queens & Friend with the Keeper of
Discord; Bribery; Artifacts with Royal Intrigue. Each is read and checked against the rules,
tells what is new from a stacked position, and is played to its last step through the real
doors by clicks, one move it did not ask for explained and refused, in English and German."""

import pytest
from lesson_helpers import follow_lesson
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu
from ui_driver import WAIT_MS, answer, wait_modal, wait_result

from hidden_leaders_qt.engine import Option, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.lessons.lesson_file import lesson_titles, read_lesson
from hidden_leaders_qt.records.history import history_path
from hidden_leaders_qt.saved_games.saves import autosave_path
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE
from hidden_leaders_qt.ui.lessons.lesson_spotlight import place_rects
from hidden_leaders_qt.ui.lessons.lesson_words import add_lessons_menu

MODULES = ("golems", "queens_and_keeper", "bribery", "artifacts_and_royal_intrigue")
# the move of each lesson where the journey first tries another one: the fate card not asked
# for, another hero, a Tavern card instead of the bribe, another faction named
WRONG_AT = {"golems": 156, "queens_and_keeper": 120, "bribery": 31, "artifacts_and_royal_intrigue": 17}
ENDS_THE_GAME = {"golems", "queens_and_keeper"}


def played(name: str, upto: int | None = None):
    """The lesson's game after its moves (or the first `upto` of them), and its events."""
    lesson = read_lesson(name)
    st = new_game(lesson.settings, chance=lesson.chance())
    for move in lesson.moves[:upto]:
        st.apply(move)
    return lesson, st


def names(st, cards) -> list[str]:
    return [st.db.heroes[card].name for card in cards]


@pytest.mark.parametrize("name", MODULES)
def test_lesson_module_is_short_starts_at_its_position_and_speaks_both_languages(name):
    lesson = read_lesson(name)
    assert 8 <= len(lesson.steps) <= 16
    assert lesson.start_at > 0 and lesson.steps[0].at == lesson.start_at
    asked = [step for step in lesson.steps if step.move]
    assert 4 <= len(asked) <= 10
    for step in lesson.steps:
        assert step.words("de") != step.words("en")
        if step.move:
            assert step.hint_words("en").startswith("the lesson asks you to")
            assert step.hint_words("de").startswith("Die Lektion möchte, dass du")
    # the last step is read, and ends the lesson with Finish
    assert not lesson.steps[-1].move


def test_lesson_modules_are_offered_after_the_first_game_in_their_order():
    titles = lesson_titles()
    assert [name for name, _title in titles] == ["first_game", *MODULES]
    assert [title["de"] for _name, title in titles][1:] == [
        "Golems", "Königinnen & Kumpel, Hüter der Zwietracht", "Bestechung", "Artefakte und Royale Ränkespiele",
    ]  # fmt: skip


def test_lesson_titles_in_the_menu_show_their_ampersand(qtbot):
    """'Queens & Friend' in Help ▸ Learn to Play reads so: no letter underlined in its stead."""
    menu = QMenu()
    lessons = add_lessons_menu(menu, lambda name: None)
    shown = [action.text() for action in lessons.actions()]
    assert "Queens && Friend, Keeper of Discord…" in shown
    assert all("&" not in text.replace("&&", "") for text in shown)


def test_lesson_golems_the_person_keeps_a_fate_card_and_the_golems_win():
    lesson, st = played("golems", 153)
    db = st.db
    assert db.leaders[st.leaders[0]].name == "Ulc" and (st.golem_marker, *st.markers) == (12, 11, 7)
    assert len(st.up[0]) == 6 and names(st, st.hands[0])[0] == "Baneful Beacon"
    for move in lesson.moves[153:156]:
        st.apply(move)
    # the golem buried draws two fate cards, which the person alone chooses between
    assert (st.pending.kind, st.deciding_seat) == ("fate", 0)
    assert [o.args[0] for o in st.options] == ["fate_ruined_tower", "fate_crumbling_shrine"]
    assert st.view_for(1).fate_drawn == ()
    for move in lesson.moves[156:]:
        st.apply(move)
    result = score(st)
    assert (result.winning_faction, result.winner, result.golem_marker, result.markers) == ("golems", 0, 12, (9, 7))
    fates = [event.value for event in st.events() if event.kind == "fate"]
    assert fates[-2:] == ["fate_ruined_tower", "fate_destroyed_sanctum"]


def test_lesson_queens_the_keeper_turns_a_hero_face_down_and_the_queen_decides_the_tie():
    lesson, st = played("queens_and_keeper", 107)
    assert "Queen of the Wild" in names(st, st.down[0]) and "Keeper of Discord" in names(st, st.up[0])
    seen = len(st.events())
    for move in lesson.moves[107:109]:
        st.apply(move)
    shielded = [event for event in st.events()[seen:] if event.kind == "shield"]
    assert names(st, [event.card for event in shielded]) == ["Nightmarish Northman"]
    assert "Nightmarish Northman" in names(st, st.down[0])
    for move in lesson.moves[109:]:
        st.apply(move)
    result = score(st)
    assert (result.winning_faction, result.winner) == ("undead", 0)
    assert [(bonus.seat, bonus.card) for bonus in result.bonuses] == [(0, "queen_of_the_wild")]
    # the Queen's two make the tie in the Undead; the smaller party breaks it
    assert [step.values for step in result.tie_breaks] == [{0: 6, 1: 6}, {0: 8, 1: 10}]


def test_lesson_bribery_a_token_goes_with_its_buried_hero_and_a_protection_saves_another():
    lesson, st = played("bribery", 31)
    assert [o.kind for o in st.options][-1] == "bribe" and len(st.up[0]) == 3
    for move in lesson.moves[31:34]:
        st.apply(move)
    placed = {st.db.heroes[card].name: TOKEN_KINDS[kind] for card, kind, _known in st.bribery.heroes}
    assert placed == {"Doubtful Priest": "protection", "Piranha Priestess": "switch_empire"}
    for move in lesson.moves[34:47]:
        st.apply(move)
    # Tomas buries a bribed hero of his own: the person is asked too, and could only sacrifice
    # the Priest their Protection lies on
    assert (st.pending.kind, st.deciding_seat, st.options) == (
        "reaction", 0, (Option("let_it_happen"), Option("substitute", (Zone.FACE_UP, 0, 0))),
    )  # fmt: skip
    keeper = next(card for card in st.up[2] if st.db.heroes[card].name == "Krill Keeper")
    assert st.bribery.token_on(keeper) is not None
    bag = len(st.bribery.bag)
    st.apply(lesson.moves[47])
    assert keeper in st.graveyard and st.bribery.token_on(keeper) is None and len(st.bribery.bag) == bag + 1
    for move in lesson.moves[48:50]:
        st.apply(move)
    assert (st.pending.kind, st.deciding_seat, [o.kind for o in st.options]) == (
        "reaction", 0, ["let_it_happen", "protect"],
    )  # fmt: skip
    st.apply(lesson.moves[50])
    assert "Doubtful Priest" in names(st, st.up[0])
    assert [st.db.heroes[card].name for card, _kind, _known in st.bribery.heroes if card in st.up[0]] == [
        "Piranha Priestess"
    ]  # the revealed Protection is back in the bag


def test_lesson_artifacts_a_fast_use_wins_a_queen_and_a_slow_one_follows_the_refill():
    lesson, st = played("artifacts_and_royal_intrigue", 4)
    sides = [o.args[0] for o in st.options]
    assert (st.pending.kind, sides) == ("artifact_side", ["sedative_shell", "overcharged_trident"])
    for move in lesson.moves[4:]:
        st.apply(move)
    events = st.events()
    taken = [(event.actor, st.db.heroes[event.card].name) for event in events if event.kind == "royal_take"]
    assert taken == [(0, "Queen of the Wild"), (1, "Queen of the Streets")]
    assert "Queen of the Wild" in names(st, st.up[0])
    shown = [event.value for event in events if event.kind == "artifact_shown"]
    assert sorted(shown) == ["blooming_bag", "overcharged_trident", "soundless_shoes"]
    # Rika's slow Bag took a Tavern card after the refill: its slot stays empty
    assert -1 in st.tavern


def open_lesson(qtbot, window, name: str, started: bool = True) -> None:
    """Help ▸ Learn to Play ▸ the lesson, clicked through the menus (found by their object names,
    so in any language); with `started`, until the lesson is told."""
    bar = window.menuBar()
    help_title = next(a for a in bar.actions() if a.menu() is not None and a.menu().objectName() == "menu_help")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(help_title).center())
    menu = help_title.menu()
    qtbot.waitUntil(menu.isVisible, timeout=WAIT_MS)
    learn = next(a for a in menu.actions() if a.menu() is not None and a.menu().objectName() == "menu_learn")
    lessons = learn.menu()
    # a submenu opens on hover too, and a click on its item may close it again: click until open
    for _ in range(3):
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(learn).center())
        qtbot.wait(200)
        if lessons.isVisible():
            break
    qtbot.waitUntil(lessons.isVisible, timeout=WAIT_MS)
    item = next(a for a in lessons.actions() if a.objectName() == f"lesson_{name}")
    qtbot.mouseClick(lessons, Qt.MouseButton.LeftButton, pos=lessons.actionGeometry(item).center())
    if started:
        qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)


@pytest.mark.parametrize("name", MODULES)
def test_lesson_module_journey_from_help_to_its_last_step(qtbot, launch_app, data_dir, name):
    lesson = read_lesson(name)
    window = launch_app()
    wait_modal(qtbot, QDialog, "New game").reject()
    open_lesson(qtbot, window, name)
    bar = window.lessons.bar
    model = window.session.model
    # the lesson begins at its position: the moves before it already made
    assert list(model.decisions) == list(lesson.moves[: lesson.start_at])
    title = lesson.title_words("en")
    assert bar.heading.text() == f"Learn to Play: {title} · step 1 of {len(lesson.steps)}"
    assert bar.text.text() == lesson.steps[0].words("en")
    headings = follow_lesson(qtbot, window, lesson, wrong_at=WRONG_AT[name])
    assert len(headings) >= len(lesson.steps)
    assert list(model.decisions[: len(lesson.moves)]) == list(lesson.moves)
    assert window.lessons.guide is None and not bar.isVisible()
    assert "Lesson complete" in window.statusBar().currentMessage()
    if name in ENDS_THE_GAME:
        assert model.is_over
        wait_result(qtbot)
        window.session.recorder.flush()
        assert not history_path().exists() and not autosave_path().exists()
    else:  # the game goes on after the lesson: the computers play their own moves to the person
        qtbot.waitUntil(lambda: model.deciding_seat == lesson.person and window.gate.taking_input, timeout=WAIT_MS)
        assert len(model.decisions) > len(lesson.moves)


def test_lesson_golems_in_german_refuses_the_other_fate_card_in_german(qtbot, launch_app, data_dir, monkeypatch):
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "de")
    lesson = read_lesson("golems")
    window = launch_app()
    wait_modal(qtbot, QDialog).reject()
    open_lesson(qtbot, window, "golems")
    bar = window.lessons.bar
    assert bar.heading.text().startswith("Spielen lernen: Golems")
    assert bar.text.text() == lesson.steps[0].words("de")
    follow_lesson(qtbot, window, lesson, until=7)
    assert bar.text.text() == lesson.steps[7].words("de")
    follow_lesson(qtbot, window, lesson, wrong_at=156, refused="Nicht dieser Zug: ")
    assert window.session.model.is_over and window.lessons.guide is None
    wait_result(qtbot)


@pytest.mark.parametrize(
    ("name", "step", "place"),
    [
        ("golems", 1, "golem"),
        ("golems", 6, "fate"),
        ("bribery", 0, "bribery"),
        ("artifacts_and_royal_intrigue", 2, "royal"),
    ],
)
def test_lesson_module_step_lights_the_new_piece_on_the_table(qtbot, launch_app, data_dir, name, step, place):
    lesson = read_lesson(name)
    assert place in lesson.steps[step].show
    window = launch_app()
    wait_modal(qtbot, QDialog, "New game").reject()
    open_lesson(qtbot, window, name)
    follow_lesson(qtbot, window, lesson, until=step)
    assert window.lessons.guide.course.step == step
    [lit] = place_rects(window.scene, place, lesson.person)[:1]
    spotlight = window.lessons.guide.spotlight
    assert spotlight.isVisible() and spotlight.outline.path().contains(lit.center())


def test_lesson_module_left_halfway_resumes_at_its_step(qtbot, launch_app, data_dir):
    lesson = read_lesson("artifacts_and_royal_intrigue")
    window = launch_app()
    wait_modal(qtbot, QDialog, "New game").reject()
    open_lesson(qtbot, window, "artifacts_and_royal_intrigue")
    follow_lesson(qtbot, window, lesson, until=6)  # the person's Trident used, the row hero to choose
    left_at = (len(window.session.model.decisions), window.lessons.guide.course.step)
    assert left_at[0] > lesson.start_at
    qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is None, timeout=WAIT_MS)
    wait_modal(qtbot, QDialog, "New game").reject()
    open_lesson(qtbot, window, "artifacts_and_royal_intrigue", started=False)
    answer(qtbot, "Resume", "Resume the lesson?")
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    assert (len(window.session.model.decisions), window.lessons.guide.course.step) == left_at
    follow_lesson(qtbot, window, lesson)
    assert list(window.session.model.decisions[: len(lesson.moves)]) == list(lesson.moves)
