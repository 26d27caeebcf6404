"""A finished game's whole log as plain text, every card named: once a game is over every
card is public, so the export reads as if every seat had seen everything.

The game is replayed from its save (`saves.replay`, which re-checks each decision), and its
events are put into words by `engine.narration`, grouped into lines as the window's log
groups them.
"""

from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.words.narration import LogRows, render_merged
from hidden_leaders_qt.records.history import GameRecord
from hidden_leaders_qt.records.record_words import decided_by_words, say, seat_name
from hidden_leaders_qt.saved_games.saves import replay


def game_log_text(record: GameRecord) -> str:
    """The header (players, leaders, winner) and one line per log row, ending in a newline,
    in the current language (the log's rows in the narration's).
    SaveFormatError when the recorded game no longer replays (other card data)."""
    saved = record.game
    state = replay(saved)
    names = [seat.name for seat in saved.seats]
    everyone = (1 << len(names)) - 1
    heroes = state.db.heroes
    revealed = [event._replace(visible=everyone) for event in chain_to_list(state.log)]
    rows = LogRows()
    rows.add(revealed)
    when = f"{record.finished_at.astimezone():%Y-%m-%d %H:%M}"
    lines = [say("Hidden Leaders: a game of {players} players, finished {when}", players=len(names), when=when), ""]
    for seat, (config, leader) in enumerate(zip(saved.seats, record.leaders, strict=True)):
        won = say(" (won)") if record.winner == seat else ""
        lines.append(f"{seat_name(config.name)} ({say(config.kind)}): {_leader_name(state.db, leader.name)}{won}")
    lines += [say("Decided by: {how}", how=decided_by_words(record.decided_by)), ""]
    lines += [_line(row, names, heroes) for row in rows.rows]
    return "\n".join(lines) + "\n"


def _line(row: list[Event], names: list[str], heroes) -> str:
    game = say("The game")
    return render_merged(row, 0, lambda card: card_name(heroes[card]), lambda seat: names[seat] if seat >= 0 else game)


def _leader_name(db: CardDB, printed: str) -> str:
    """A leader the history keeps by its printed name, as the language of the moment names it."""
    leader = next((card for card in db.leaders if card.name == printed), None)
    return card_name(leader) if leader is not None else printed
