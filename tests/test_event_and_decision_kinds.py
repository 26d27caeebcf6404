"""Every kind of event the engine writes has its sentence in the log, and every question it
asks has its choice on the table: the kinds are listed once in the engine, the log and the
table look them up in explicit tables, and random games meet no kind outside those lists."""

from functools import cache

import pytest

from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.events import EVENT_KINDS, Event
from hidden_leaders_qt.engine.core.options import DECISION_KINDS
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.rules.view import view_for
from hidden_leaders_qt.engine.words.narration import SENTENCES, LogRows, render, render_merged
from hidden_leaders_qt.ui.game.decisions import BUILDERS, DecisionController

NAMES = ["You", "Mira", "Tobin", "Elske", "Ada", "Bo"]
MODULES = {
    "golems": True,
    "queens_and_friend": True,
    "keeper_of_discord": True,
    "bribery": True,
    "artifacts": True,
    "royal_intrigue": True,
}
# rounds of one random game per player count, with and without the modules: the first few
# rounds already meet every kind; the rest is a margin for changes to the seeded games
MAX_ROUNDS = 60
# A bribe finds the bag empty only when more tokens lie on heroes than two bribes can put there
# (later, Nutritious Stew's draws): tested from such a position in test_bribery.py.
NOT_IN_RANDOM_GAMES = {"token_none"}


@cache
def random_games() -> tuple:
    """Seeded random games of 2 to 6 players, without and with every module, until every
    listed kind was met or the rounds run out; each with the decisions asked on the way, as
    the deciding seat saw them, and the words for their options."""
    games = []
    events, decisions = set(), set()
    for round_ in range(MAX_ROUNDS):
        for players in range(2, 7):
            for modules in ({}, MODULES):
                settings = Settings(players=players, seed=1000 * round_ + players, **modules)
                st = new_game(settings)
                chooser = SplitMix64(settings.seed)
                asked = []
                while not st.is_over:
                    words = {option: st.describe(option) for option in st.options}
                    asked.append((st.pending, view_for(st, st.pending.seat), words))
                    st.apply(st.options[chooser.below(len(st.options))])
                games.append((st, asked))
                events |= {event.kind for event in st.events()}
                decisions |= {decision.kind for decision, _, _ in asked}
        if events >= set(EVENT_KINDS) - NOT_IN_RANDOM_GAMES and decisions >= set(DECISION_KINDS):
            break
    return tuple(games)


def test_every_event_kind_but_the_leaders_dealt_has_its_sentence():
    assert set(SENTENCES) == set(EVENT_KINDS) - LogRows.QUIET
    assert set(EVENT_KINDS) >= LogRows.QUIET


def test_every_decision_kind_has_its_choice_on_the_table():
    assert set(BUILDERS) == set(DECISION_KINDS)


def test_random_games_write_and_ask_exactly_the_listed_kinds():
    games = random_games()
    events = {event.kind for st, _ in games for event in st.events()}
    decisions = {decision.kind for _, asked in games for decision, _, _ in asked}
    assert events == set(EVENT_KINDS) - NOT_IN_RANDOM_GAMES
    assert decisions == set(DECISION_KINDS)


def test_every_line_of_a_random_games_log_reads_as_a_sentence_for_every_seat():
    for st, _ in random_games()[:40]:
        rows = LogRows()
        rows.add(st.events())
        hero_names = [hero.name for hero in st.db.heroes]
        for viewer in range(st.n):
            for row in rows.rows:
                line = render_merged(row, viewer, hero_names.__getitem__, NAMES.__getitem__)
                assert line[0].isupper() and line.endswith("."), line


def test_every_decision_of_a_random_game_offers_something_on_the_table(qapp):
    for st, asked in random_games()[:40]:
        for decision, view, words in asked:
            controller = DecisionController(lambda option: None, words.__getitem__)
            controller.update_view(view, NAMES[: st.n], st.db)
            choice = controller.choice
            assert choice.prompt, decision
            assert choice.clicks or choice.buttons, decision


def test_an_event_of_an_unknown_kind_is_refused_not_told_as_a_move():
    teleport = Event("teleport", 0, 5, 1, (Zone.HAND, 0), (Zone.FACE_UP, 0))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no sentence for 'teleport' events"):
        render(teleport, 0, lambda card: "Keen Koi", lambda seat: NAMES[seat])
