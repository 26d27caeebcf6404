"""What the log's sentences in every language share: the names of fate cards and artifact
sides, and the place a move or a look always carries."""

from hidden_leaders_qt.engine.core.events import Event, Place
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import default_db


def known_place(place: Place | None, event: Event) -> Place:
    """A move's or a look's place, which `Table.emit` always gives those kinds."""
    if place is None:
        raise TypeError(f"a {event.kind} event without the place it tells")
    return place


def fate_name(fate_id: str) -> str:
    """A fate card's name in the language of the moment, from the game's card data."""
    db = default_db()
    return card_name(db.fates[db.fate_index[fate_id]])


def side_name(side_id: str) -> str:
    return card_name(next(side for side in default_db().artifact_sides if side.id == side_id))
