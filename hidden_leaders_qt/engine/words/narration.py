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
from typing import Any

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, MARKER_NAMES, Zone
from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.core.events import Event, EventKind, Place
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.words import narration_de
from hidden_leaders_qt.engine.words.log_names import fate_name, side_name
from hidden_leaders_qt.engine.words.log_names import known_place as _known
from hidden_leaders_qt.language import language

YOU = "You"
CardName = Callable[[int], str]
SeatName = Callable[[int], str]

# Zones named without an owner: "the Tavern", "the looking area".
_TABLE_PLACES = {
    Zone.TAVERN: "the Tavern",
    Zone.GRAVEYARD: "the Graveyard",
    Zone.WILDERNESS: "the Wilderness",
    Zone.HARBOR: "the Harbor",
    Zone.LOOKING: "the looking area",
    Zone.IN_PLAY: "play",
}
_PARTY = (Zone.FACE_UP, Zone.FACE_DOWN)


def render(event: Event, viewer: int, card_name: CardName, seat_name: SeatName) -> str:
    """A sentence describing `event` as `viewer` may see it, in the language of the moment."""
    if language() == "de":
        return narration_de.render(event, viewer, card_name, seat_name)
    return _Sentence(event, viewer, card_name, seat_name).text()


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
            if Zone(src[0]) in _TABLE_PLACES:
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
        return narration_de.render_merged(events, viewer, card_name, seat_name)
    shown = [card_name(e.card) for e in events if e.kind == "reveal"]
    if shown and len(shown) * 2 == len(events):
        pile = _TABLE_PLACES[Zone(_known(first.src, first)[0])]
        return f"{seat_name(first.actor)} drew {_join(shown)} from {pile} into the looking area, face up for everyone."
    if first.kind == "refill":
        return _refilled([card_name(e.card) for e in events], _known(first.src, first))
    seen = [card_name(e.card) for e in events if e.visible >> viewer & 1]
    unseen = len(events) - len(seen)
    if not seen:
        cards = f"{unseen} cards"
    elif unseen:
        cards = _join([*seen, f"{unseen} other card{'s' if unseen > 1 else ''}"])
    else:
        cards = _join(seen)
    if first.kind == "discard":
        return f"{seat_name(first.actor)} discarded {cards}."
    src, dst = first.src, _known(first.dst, first)
    if first.actor >= 0:
        into = " into the looking area" if dst[0] == Zone.LOOKING else ""
        return f"{seat_name(first.actor)} drew {cards} from {_TABLE_PLACES[Zone(_known(src, first)[0])]}{into}."
    name = seat_name(dst[1])
    return f"{name} {'were' if name == YOU else 'was'} dealt {cards}."


def _refilled(cards: list[str], src: Place) -> str:
    return f"{_join(cards)} came into the Tavern from {_TABLE_PLACES[Zone(src[0])]}."


def _join(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


class _Sentence:
    """One event put into words; the helpers share who acts and who reads."""

    def __init__(self, event: Event, viewer: int, card_name: CardName, seat_name: SeatName) -> None:
        self.event = event
        self.viewer = viewer
        self.card_name = card_name
        self.seat_name = seat_name
        self.who = seat_name(event.actor) if event.actor >= 0 else "The game"
        self.value: Any = event.value
        """What the event carries; its type follows the kind (see `serialize`'s reading of it)."""

    @property
    def src(self) -> Place:
        return _known(self.event.src, self.event)

    @property
    def dst(self) -> Place:
        return _known(self.event.dst, self.event)

    def text(self) -> str:
        sentence = SENTENCES.get(self.event.kind)
        if sentence is None:
            raise ValueError(f"the log has no sentence for {shown(self.event.kind)} events")
        return sentence(self)

    # --- words for people, cards and places ----------------------------------------------------

    def verb(self, plain: str, third_person: str) -> str:
        return plain if self.who == YOU else third_person

    def owner(self, seat: int) -> str:
        """Whose hand or party: "your", "their" (the actor's own) or "Mira's"."""
        name = self.seat_name(seat)
        if name == YOU:
            return "your"
        if seat == self.event.actor:
            return "their"
        return f"{name}'s"

    def possessive(self, seat: int) -> str:
        """Whose turn, after a person: "your" or "their"."""
        return "your" if self.seat_name(seat) == YOU else "their"

    def person(self, seat: int) -> str:
        """A seat as the object of a sentence: "you", "yourself", "themself" or a name."""
        name = self.seat_name(seat)
        if seat == self.event.actor:
            return "yourself" if name == YOU else "themself"
        return "you" if name == YOU else name

    def card(self, card: int, visible: int, hidden: str = "a card") -> str:
        return self.card_name(card) if card >= 0 and visible >> self.viewer & 1 else hidden

    def what(self) -> str:
        return self.card(self.event.card, self.event.visible)

    def place(self, where: Place) -> str:
        """A zone as the object of "from" or "in": "their hand", "Mira's party", "the Tavern"."""
        zone, seat = Zone(where[0]), where[1]
        if zone in _TABLE_PLACES:
            return _TABLE_PLACES[zone]
        return f"{self.owner(seat)} {'hand' if zone == Zone.HAND else 'party'}"

    def is_actors_hand(self, where: Place) -> bool:
        return where[0] == Zone.HAND and where[1] == self.event.actor

    # --- one method per kind of event --------------------------------------------------------

    def _turn(self) -> str:
        return f"{self.who} {self.verb('begin', 'begins')} turn {self.value}."

    def _play(self) -> str:
        return f"{self.who} played {self.what()}."

    def _perform(self) -> str:
        pronoun = "you" if self.who == YOU else "they"
        return f"{self.who} performed {self.what()} as though {pronoun} had played it."

    def _pass(self) -> str:
        return f"{self.who} passed."

    def _none_to_give(self) -> str:
        return f"{self.who} had no such card to give."

    def _faction(self) -> str:
        return f"{self.who} named the {FACTION_TITLES[self.value]}."

    def _player(self) -> str:
        return f"{self.who} chose {self.person(self.value)}."

    def _markers(self) -> str:
        moves = [
            f"the {colour} marker {'up' if delta > 0 else 'down'} {_plural(abs(delta), 'space')}"
            for colour, delta in zip(MARKER_NAMES, self.value, strict=True)
            if delta
        ]
        if not moves:
            return f"{self.who} moved neither marker."
        return f"{self.who} moved {_join(moves)}."

    def _golem(self) -> str:
        delta = self.value
        way = "up" if delta > 0 else "down"
        return f"{self.who} moved the golem marker {way} {_plural(abs(delta), 'space')}."

    def _fate_draw(self) -> str:
        drawn = self.value
        if drawn is None or not self.event.visible >> self.viewer & 1:
            return f"{self.who} drew 2 fate cards, for a golem put into the Graveyard."
        names = _join([fate_name(fate_id) for fate_id in drawn])
        return f"{self.who} drew the fate cards {names}, for a golem put into the Graveyard."

    def _fate(self) -> str:
        return f"{self.who} chose the fate card {fate_name(self.value)}."

    def _shield(self) -> str:
        owner = self.owner(self.src[1])
        return f"Keeper of Discord shielded {self.what()} in {owner} party: it is turned face down instead of buried."

    def _skip_next(self) -> str:
        return f"{self.who} made {self.person(self.value)} miss {self.possessive(self.value)} next turn."

    def _skip(self) -> str:
        return f"{self.who} {self.verb('miss', 'misses')} this turn."

    # --- the Artifacts module and Royal Intrigue ----------------------------------------------

    def _artifact_side(self) -> str:
        return f"{self.who} chose a side of {self.possessive(self.event.actor)} artifact, in secret until all have."

    def _artifact_shown(self) -> str:
        return f"{self.who} {self.verb('play', 'plays')} with the artifact {side_name(self.value)}."

    def _artifact_use(self) -> str:
        # its effect is told as it happens: with Royal Intrigue, after the intrigue's steps
        return f"{self.who} spent a token to use {side_name(self.value)}."

    def _artifact_effect(self) -> str:
        return f"{self.who} went on to the effect of {side_name(self.value)} now that Royal Intrigue is done."

    def _royal_token(self) -> str:
        tokens = _plural(self.value, "token")
        return f"Royal Intrigue: {self.who} put the token on {self.what()} in the royal row, which now holds {tokens}."

    def _royal_take(self) -> str:
        return (
            f"The named faction was shown: {self.who} took {self.what()} from the royal row into "
            f"{self.possessive(self.event.actor)} hand; {_plural(self.value, 'token')} went back to the box."
        )

    def _royal_miss(self) -> str:
        return f"The named faction was not shown: {self.what()} stays in the royal row."

    def _under_harbor(self) -> str:
        return f"{self.who} put {self.what()} back under the Harbor."

    def _shuffle(self) -> str:
        return f"{self.who} shuffled the Wilderness."

    def _reshuffle(self) -> str:
        return f"The Wilderness was shuffled into a new Harbor of {_plural(self.value, 'card')}."

    def _game_over(self) -> str:
        faction, winner = self.value
        title = FACTION_TITLES[faction]
        if winner < 0:
            return f"The game is over: nobody wins, as no leader is aligned with the {title}."
        name = self.seat_name(winner)
        return f"The game is over: {'you win' if name == YOU else name + ' wins'} with the {title}."

    def _flip(self) -> str:
        side = "face up" if self.dst[0] == Zone.FACE_UP else "face down"
        return f"{self.who} turned {self.what()} {side} in {self.place(self.src)}."

    def _look(self) -> str:
        return f"{self.who} looked at {self._in_place(self.event.card, self.event.visible, self.src)}."

    def _reveal(self) -> str:
        if self.src[0] == Zone.WILDERNESS:
            return f"{self.who} revealed the top card of the Wilderness: {self.what()}."
        return f"{self.who} revealed {self.what()} in {self.place(self.src)}."

    def _exchange(self) -> str:
        event = self.event
        second, second_visible = self.value
        first = self._in_place(event.card, event.visible, self.src)
        return f"{self.who} swapped {first} with {self._in_place(second, second_visible, self.dst)}."

    def _in_place(self, card: int, visible: int, where: Place) -> str:
        """A card where it lies: "a hidden hero in Mira's party: Keen Koi" reads badly inside
        a longer sentence, so a known hidden hero is "the hidden Keen Koi in Mira's party"."""
        zone = where[0]
        place = self.place(where)
        if zone == Zone.FACE_DOWN:
            name = self.card(card, visible, "")
            return f"the hidden {name} in {place}" if name else f"a hidden hero in {place}"
        if zone in (Zone.HAND, Zone.LOOKING):
            return f"{self.card(card, visible)} from {place}"
        return f"{self.card(card, visible)} in {place}"

    # --- cards moving from one place to another ----------------------------------------------

    def _into_party(self, where: Place) -> str:
        side = "face down" if where[0] == Zone.FACE_DOWN else "face up"
        return f" {side} in {self.place(where)}"

    def _from(self, where: Place) -> str:
        """ "from X", left out where it goes without saying: the actor's own hand, or play."""
        if self.is_actors_hand(where) or where[0] == Zone.IN_PLAY:
            return ""
        return f" from {self.place(where)}"

    def _to_hand(self, where: Place) -> str:
        """Cards taken or drawn go to the actor's hand unless said otherwise."""
        if self.is_actors_hand(where):
            return ""
        if where[0] == Zone.LOOKING:
            return " into the looking area"
        return f" to {self.place(where)}"

    def _take(self) -> str:
        return f"{self.who} took {self.what()}{self._from(self.src)}{self._to_hand(self.dst)}."

    def _draw(self) -> str:
        return f"{self.who} drew {self.what()}{self._from(self.src)}{self._to_hand(self.dst)}."

    def _discard(self) -> str:
        if self.dst[0] != Zone.WILDERNESS:
            return self._moved()
        return f"{self.who} discarded {self.what()}{self._from(self.src)}."

    def _bury(self) -> str:
        src = self.src
        if self.dst[0] != Zone.GRAVEYARD:
            return self._moved()
        if src[0] == Zone.FACE_DOWN:
            return f"{self.who} buried {self.what()}, hidden in {self.place(src)}."
        return f"{self.who} buried {self.what()}{self._from(src)}."

    def _place(self) -> str:
        return self._to_party("placed")

    def _hide(self) -> str:
        return self._to_party("hid")

    def _to_party(self, verb: str) -> str:
        if self.dst[0] not in _PARTY:
            return self._moved()
        return f"{self.who} {verb} {self.what()}{self._from(self.src)}{self._into_party(self.dst)}."

    def _give(self) -> str:
        dst = self.dst
        if dst[0] == Zone.LOOKING and dst[1] >= 0:
            return f"{self.who} gave {self.what()}{self._from(self.src)} to {self.person(dst[1])}, set aside."
        if dst[0] != Zone.HAND:
            return self._moved()
        return f"{self.who} gave {self.what()}{self._from(self.src)} to {self.person(dst[1])}."

    def _lift(self) -> str:
        return f"{self.who} picked up {self.what()} from {self.place(self.src)}."

    def _return(self) -> str:
        return f"{self.who} put {self.what()} from {self.place(self.src)} on {self.place(self.dst)}."

    def _fill(self) -> str:
        return f"{self.who} filled the Tavern with {self.what()} from {self.place(self.src)}."

    def _refill(self) -> str:
        return _refilled([self.what()], self.src)

    def _moved(self) -> str:
        """Any other move, said in full (where a card goes face down, that too)."""
        face_down = ", face down" if self.dst[0] == Zone.FACE_DOWN else ""
        return f"{self.who} moved {self.what()} from {self.place(self.src)} to {self.place(self.dst)}{face_down}."


# --- the Bribery module: a token's kind is told only to a reader who knows it -------------------


def _token(name: str | None) -> str:
    return f"a {TOKEN_TITLES[name]} token" if name else "a token"


def _bribe(s: _Sentence) -> str:
    need = ("the first", "the second")[s.value]
    return f"{s.who} bribed, taking the token beside {need} condition of the bribery card."


def _token_draw(s: _Sentence) -> str:
    seen = s.value if s.event.visible >> s.viewer & 1 else None
    return f"{s.who} drew {_token(seen)} from the bag."


def _token_none(s: _Sentence) -> str:
    return f"{s.who} drew no token: the bag was empty."


def _token_return(s: _Sentence) -> str:
    return f"{s.who} put {_plural(s.value, 'token')} back into the bag unplaced."


def _token_on(s: _Sentence, verb: str) -> str:
    name, knowing = s.value
    seen = name if knowing >> s.viewer & 1 else None
    where = s._in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} {verb} {_token(seen)} {'on' if verb == 'placed' else 'lying on'} {where}."


def _token_place(s: _Sentence) -> str:
    return _token_on(s, "placed")


def _token_look(s: _Sentence) -> str:
    return _token_on(s, "looked at")


def _token_back(s: _Sentence) -> str:
    return f"The token on {s.what()} went back into the bag."


def _token_reveal(s: _Sentence) -> str:
    return f"Revealed: {_token(s.value)} on {s._in_place(s.event.card, s.event.visible, s.dst)}."


def _react_window(s: _Sentence) -> str:
    where = s._in_place(s.event.card, s.event.visible, s.dst)
    return f"{where[0].upper()}{where[1:]} was about to be buried: everyone who could react was asked."


def _react_pass(s: _Sentence) -> str:
    return f"{s.who} let it happen."


def _protect(s: _Sentence) -> str:
    where = s._in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} revealed a Protection token on {where}: it was not buried."


def _substitute(s: _Sentence) -> str:
    where = s._in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} revealed a Protection token on {where}, to bury it instead."


def _token_discard(s: _Sentence) -> str:
    where = s._in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} put the token on {where} back into the bag."


def _token_swap(s: _Sentence) -> str:
    first = s._in_place(s.event.card, s.event.visible, s.src)
    return f"{s.who} swapped the token on {first} with a token in {s.place(s.dst)}."


def _endure(s: _Sentence) -> str:
    where = s._in_place(s.event.card, s.event.visible, s.dst)
    return f"{s.who} kept {where} from being buried with the Shield of Endurance."


def _artifact_swap(s: _Sentence) -> str:
    first, second = s.value
    return f"{s.who} swapped {s.owner(first)} artifact with {s.owner(second)}; the tokens stayed."


def _artifact_token(s: _Sentence) -> str:
    seat, change = s.value
    whose = s.owner(seat)
    if change > 0:
        return f"{s.who} put an artifact token from the box on {whose} artifact."
    return f"{s.who} discarded an artifact token from {whose} artifact."


def _artifact_borrow(s: _Sentence) -> str:
    return f"{s.who} used {side_name(s.value)} as if it were {'yours' if s.who == YOU else 'theirs'}."


# One sentence for each kind of event but the leaders dealt, which the log never tells
# (`LogRows.QUIET`); a "move" between parties is said in full, like any move in another's words.
SENTENCES: dict[EventKind, Callable[[_Sentence], str]] = {
    "turn": _Sentence._turn,
    "play": _Sentence._play,
    "perform": _Sentence._perform,
    "pass": _Sentence._pass,
    "none_to_give": _Sentence._none_to_give,
    "faction": _Sentence._faction,
    "player": _Sentence._player,
    "markers": _Sentence._markers,
    "golem": _Sentence._golem,
    "fate_draw": _Sentence._fate_draw,
    "fate": _Sentence._fate,
    "shield": _Sentence._shield,
    "skip_next": _Sentence._skip_next,
    "skip": _Sentence._skip,
    "reshuffle": _Sentence._reshuffle,
    "game_over": _Sentence._game_over,
    "flip": _Sentence._flip,
    "look": _Sentence._look,
    "reveal": _Sentence._reveal,
    "exchange": _Sentence._exchange,
    "take": _Sentence._take,
    "draw": _Sentence._draw,
    "discard": _Sentence._discard,
    "bury": _Sentence._bury,
    "place": _Sentence._place,
    "hide": _Sentence._hide,
    "give": _Sentence._give,
    "lift": _Sentence._lift,
    "return": _Sentence._return,
    "fill": _Sentence._fill,
    "refill": _Sentence._refill,
    "move": _Sentence._moved,
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
    "artifact_side": _Sentence._artifact_side,
    "artifact_shown": _Sentence._artifact_shown,
    "artifact_use": _Sentence._artifact_use,
    "artifact_effect": _Sentence._artifact_effect,
    "royal_token": _Sentence._royal_token,
    "royal_take": _Sentence._royal_take,
    "royal_miss": _Sentence._royal_miss,
    "under_harbor": _Sentence._under_harbor,
    "shuffle": _Sentence._shuffle,
    "token_discard": _token_discard,
    "token_swap": _token_swap,
    "endure": _endure,
    "artifact_swap": _artifact_swap,
    "artifact_token": _artifact_token,
    "artifact_borrow": _artifact_borrow,
}
