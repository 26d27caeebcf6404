"""A finished game's whole log as plain text, every card named: once a game is over every
card is public, so the export reads as if every seat had seen everything.

The game is replayed from its save (`saves.replay`, which re-checks each decision), and its
events are put into words by `engine.narration`, grouped into lines as the window's log
groups them.
"""

from hidden_leaders_qt.engine.events import Event, chain_to_list
from hidden_leaders_qt.engine.narration import LogRows, render_merged
from hidden_leaders_qt.history import GameRecord
from hidden_leaders_qt.saves import replay


def game_log_text(record: GameRecord) -> str:
    """The header (players, leaders, winner) and one line per log row, ending in a newline.
    SaveFormatError when the recorded game no longer replays (other card data)."""
    saved = record.game
    state = replay(saved)
    names = [seat.name for seat in saved.seats]
    everyone = (1 << len(names)) - 1
    heroes = state.db.heroes
    revealed = [event._replace(visible=everyone) for event in chain_to_list(state.log)]
    rows = LogRows()
    rows.add(revealed)
    lines = [
        f"Hidden Leaders: a game of {len(names)} players, finished {record.finished_at.astimezone():%Y-%m-%d %H:%M}",
        "",
    ]
    for seat, (config, leader) in enumerate(zip(saved.seats, record.leaders, strict=True)):
        won = " (won)" if record.winner == seat else ""
        lines.append(f"{config.name} ({config.kind}): {leader.name}{won}")
    lines += [f"Decided by: {record.decided_by}", ""]
    lines += [_line(row, names, heroes) for row in rows.rows]
    return "\n".join(lines) + "\n"


def _line(row: list[Event], names: list[str], heroes) -> str:
    return render_merged(row, 0, lambda card: heroes[card].name, lambda seat: names[seat] if seat >= 0 else "The game")
