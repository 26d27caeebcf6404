"""The game log in words: one sentence per event, as one seat may read it.

English is written here, German in `narration_de` (chosen by `language()` when a line is
made, from the same events).

Sentences name a seat "You" when its name is "You" (the solo player), and then say
"your" and "you win"; the actor's own hand or party is "their" hand or party, so no
sentence has to guess anyone's gender. A card the reader may not see is "a card", or
"a hidden hero" in a party. Some runs of events read better as one line (the opening deal,
a Tavern refilled with several cards): `merge_key` says which events belong together and
`render_merged` writes their line.
"""

from collections.abc import Callable, Sequence

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.core.events import Event, EventKind
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.words import narration_de
from hidden_leaders_qt.engine.words.log_names import known_place as _known
from hidden_leaders_qt.engine.words.log_names import side_name
from hidden_leaders_qt.engine.words.sentence import (
    METHOD_SENTENCES,
    TABLE_PLACES,
    YOU,
    CardName,
    SeatName,
    Sentence,
    join,
    plural,
    refilled,
)
from hidden_leaders_qt.language import language, marked


def render(event: Event, viewer: int, card_name: CardName, seat_name: SeatName) -> str:
    """A sentence describing `event` as `viewer` may see it, in the language of the moment."""
    if language() == "de":
        return marked(narration_de.render(event, viewer, card_name, seat_name))
    return _words(Sentence(event, viewer, card_name, seat_name))


def _words(sentence: Sentence) -> str:
    said = SENTENCES.get(sentence.event.kind)
    if said is None:
        raise ValueError(f"the log has no sentence for {shown(sentence.event.kind)} events")
    return said(sentence)


def merge_key(event: Event) -> tuple | None:
    """Events with the same key in one unbroken run of mergeable events share a log line:
    the opening deal gives one line per player, a Tavern refill one line for all its cards,
    cards drawn one after another one line per pile, and the cards a player discards from
    their hand at once one line."""
    if event.kind == "draw" and event.dst:
        if event.actor < 0 and event.dst[0] == Zone.HAND:
            return ("deal", event.dst[1])
        to_hand = event.dst[:2] == (Zone.HAND, event.actor)
        if to_hand or event.dst[0] == Zone.LOOKING:
            src = _known(event.src, event)
            if Zone(src[0]) in TABLE_PLACES:
                return ("draw", event.actor, src[0], event.dst[0])
    if (
        event.kind == "discard"
        and event.actor >= 0
        and event.src is not None
        and event.dst is not None
        and event.src[:2] == (Zone.HAND, event.actor)
        and event.dst[0] == Zone.WILDERNESS
    ):
        return ("discard", event.actor)
    if event.kind == "refill":
        return ("refill",)
    return None


class LogRows:
    """The log's lines as groups of events, built as events arrive: an event joins the line of
    its `merge_key` in the current run, or starts a line. The deal and a refill gather their
    cards over the whole run; draws and discards join only the line just before them, so that
    a discard after drawing is not told before the draw. A card drawn into the looking area and
    turned face up at once (Royal Intrigue) is one line with its draw. Leaders dealt are not
    told (each seat's own leader is on the table, the others' are secret)."""

    QUIET = frozenset({"leader"})
    GATHERED = frozenset({"deal", "refill"})

    def __init__(self) -> None:
        self.rows: list[list[Event]] = []
        self._open: dict[tuple, int] = {}

    def add(self, events: Sequence[Event]) -> set[int]:
        """Take in new events (new lines go at the end); returns the earlier lines that grew."""
        first = len(self.rows)
        grown = set()
        for event in events:
            if event.kind in self.QUIET:
                continue
            key = merge_key(event)
            if self._shows_drawn(event):
                self.rows[-1].append(event)
                if len(self.rows) - 1 < first:
                    grown.add(len(self.rows) - 1)
                continue
            if key is None:
                self._open.clear()
            elif key in self._open and (key[0] in self.GATHERED or self._open[key] == len(self.rows) - 1):
                row = self._open[key]
                self.rows[row].append(event)
                if row < first:
                    grown.add(row)
                continue
            else:
                self._open[key] = len(self.rows)
            self.rows.append([event])
        return grown

    def _shows_drawn(self, event: Event) -> bool:
        """The card just drawn into the looking area is turned face up for everyone."""
        if event.kind != "reveal" or event.src is None or event.src[0] != Zone.LOOKING or not self.rows:
            return False
        drawn = self.rows[-1][-1]
        return drawn.kind == "draw" and drawn.actor == event.actor and _known(drawn.dst, drawn)[0] == Zone.LOOKING


def render_merged(events: Sequence[Event], viewer: int, card_name: CardName, seat_name: SeatName) -> str:
    """The one line for events that share a `merge_key` (a single event reads as `render` has it)."""
    first = events[0]
    if len(events) == 1 or merge_key(first) is None:
        return render(first, viewer, card_name, seat_name)
    if language() == "de":
        return marked(narration_de.render_merged(events, viewer, card_name, seat_name))
    shown = [card_name(e.card) for e in events if e.kind == "reveal"]
    if shown and len(shown) * 2 == len(events):
        pile = TABLE_PLACES[Zone(_known(first.src, first)[0])]
        return f"{seat_name(first.actor)} drew {join(shown)} from {pile} into the looking area, face up for everyone."
    if first.kind == "refill":
        return refilled([card_name(e.card) for e in events], _known(first.src, first))
    seen = [card_name(e.card) for e in events if e.visible >> viewer & 1]
    unseen = len(events) - len(seen)
    if not seen:
        cards = f"{unseen} cards"
    elif unseen:
        cards = join([*seen, f"{unseen} other card{'s' if unseen > 1 else ''}"])
    else:
        cards = join(seen)
    if first.kind == "discard":
        return f"{seat_name(first.actor)} discarded {cards}."
    src, dst = first.src, _known(first.dst, first)
    if first.actor >= 0:
        into = " into the looking area" if dst[0] == Zone.LOOKING else ""
        return f"{seat_name(first.actor)} drew {cards} from {TABLE_PLACES[Zone(_known(src, first)[0])]}{into}."
    name = seat_name(dst[1])
    return f"{name} {'were' if name == YOU else 'was'} dealt {cards}."


# --- the Bribery module: a token's kind is told only to a reader who knows it -------------------


def _token(name: str | None) -> str:
    return f"a {TOKEN_TITLES[name]} token" if name else "a token"


# When in the turn the bribe came (`bribery.MOMENTS`)
BRIBE_MOMENTS = {
    "main": "before the main action",
    "fast_artifact": "after the main action",
    "draw": "at the draw",
    "discard_down": "while discarding down",
    "slow_artifact": "after the Tavern refill",
    "end": "at the end of the turn, after the Tavern refill",
}


def _bribe(s: Sentence) -> str:
    condition, moment = s.value
    need = ("the first", "the second")[condition]
    return f"{s.who} bribed {BRIBE_MOMENTS[moment]}, taking the token beside {need} condition of the bribery card."


def _token_draw(s: Sentence) -> str:
    seen = s.value if s.event.visible >> s.viewer & 1 else None
    return f"{s.who} drew {_token(seen)} from the bag."


def _token_none(s: Sentence) -> str:
    return f"{s.who} drew no token: the bag was empty."


def _token_return(s: Sentence) -> str:
    return f"{s.who} put {plural(s.value, 'token')} back into the bag unplaced."


def _token_on(s: Sentence, verb: str) -> str:
    name, knowing = s.value
    seen = name if knowing >> s.viewer & 1 else None
    where = s.in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} {verb} {_token(seen)} {'on' if verb == 'placed' else 'lying on'} {where}."


def _token_place(s: Sentence) -> str:
    return _token_on(s, "placed")


def _token_look(s: Sentence) -> str:
    return _token_on(s, "looked at")


def _token_back(s: Sentence) -> str:
    return f"The token on {s.what()} went back into the bag."


def _token_reveal(s: Sentence) -> str:
    return f"Revealed: {_token(s.value)} on {s.in_place(s.event.card, s.event.visible, s.dst)}."


def _react_window(s: Sentence) -> str:
    where = s.in_place(s.event.card, s.event.visible, s.dst)
    return f"{where[0].upper()}{where[1:]} was about to be buried: everyone who could react was asked."


def _react_pass(s: Sentence) -> str:
    return f"{s.who} let it happen."


def _protect(s: Sentence) -> str:
    where = s.in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} revealed a Protection token on {where}: it was not buried."


def _substitute(s: Sentence) -> str:
    where = s.in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} revealed a Protection token on {where}, to bury it instead."


def _token_discard(s: Sentence) -> str:
    where = s.in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} put the token on {where} back into the bag."


def _token_swap(s: Sentence) -> str:
    first = s.in_place(s.event.card, s.event.visible, s.src)
    return f"{s.who} swapped the token on {first} with a token in {s.place(s.dst)}."


def _endure(s: Sentence) -> str:
    where = s.in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} kept {where} from being buried with the Shield of Endurance."


def _artifact_swap(s: Sentence) -> str:
    first, second = s.value
    return f"{s.who} swapped {s.owner(first)} artifact with {s.owner(second)}; the tokens stayed."


def _artifact_token(s: Sentence) -> str:
    seat, change = s.value
    whose = s.owner(seat)
    if change > 0:
        return f"{s.who} put an artifact token from the box on {whose} artifact."
    return f"{s.who} discarded an artifact token from {whose} artifact."


def _artifact_borrow(s: Sentence) -> str:
    return f"{s.who} used {side_name(s.value)} as if it were {'yours' if s.who == YOU else 'theirs'}."


# One sentence for each kind of event but the leaders dealt, which the log never tells
# (`LogRows.QUIET`); a "move" between parties is said in full, like any move in another's words.
SENTENCES: dict[EventKind, Callable[[Sentence], str]] = {
    **METHOD_SENTENCES,
    "bribe": _bribe,
    "token_draw": _token_draw,
    "token_none": _token_none,
    "token_return": _token_return,
    "token_place": _token_place,
    "token_look": _token_look,
    "token_back": _token_back,
    "token_reveal": _token_reveal,
    "react_window": _react_window,
    "react_pass": _react_pass,
    "protect": _protect,
    "substitute": _substitute,
    "token_discard": _token_discard,
    "token_swap": _token_swap,
    "endure": _endure,
    "artifact_swap": _artifact_swap,
    "artifact_token": _artifact_token,
    "artifact_borrow": _artifact_borrow,
}
