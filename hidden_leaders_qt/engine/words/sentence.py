"""One event of the log put into English words as one seat may read it (`narration` chooses
the words of each kind of event, and German is `narration_de`'s): who acts, whose hand or party,
which cards the reader may see, and one method per kind of event of the rules and of the modules'
own (the modules' token and reaction sentences are functions in `narration`)."""

from collections.abc import Callable
from typing import Any

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, MARKER_NAMES, Zone
from hidden_leaders_qt.engine.core.events import Event, EventKind, Place
from hidden_leaders_qt.engine.words.log_names import fate_name, side_name
from hidden_leaders_qt.engine.words.log_names import known_place as _known

YOU = "You"
CardName = Callable[[int], str]
SeatName = Callable[[int], str]

# Zones named without an owner: "the Tavern", "the looking area".
TABLE_PLACES = {
    Zone.TAVERN: "the Tavern",
    Zone.GRAVEYARD: "the Graveyard",
    Zone.WILDERNESS: "the Wilderness",
    Zone.HARBOR: "the Harbor",
    Zone.LOOKING: "the looking area",
    Zone.IN_PLAY: "play",
}
_PARTY = (Zone.FACE_UP, Zone.FACE_DOWN)


def refilled(cards: list[str], src: Place) -> str:
    return f"{join(cards)} came into the Tavern from {TABLE_PLACES[Zone(src[0])]}."


def join(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


class Sentence:
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
        if zone in TABLE_PLACES:
            return TABLE_PLACES[zone]
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
            f"the {colour} marker {'up' if delta > 0 else 'down'} {plural(abs(delta), 'space')}"
            for colour, delta in zip(MARKER_NAMES, self.value, strict=True)
            if delta
        ]
        if not moves:
            return f"{self.who} moved neither marker."
        return f"{self.who} moved {join(moves)}."

    def _golem(self) -> str:
        delta = self.value
        way = "up" if delta > 0 else "down"
        return f"{self.who} moved the golem marker {way} {plural(abs(delta), 'space')}."

    def _fate_draw(self) -> str:
        drawn = self.value
        if drawn is None or not self.event.visible >> self.viewer & 1:
            return f"{self.who} drew 2 fate cards, for a golem put into the Graveyard."
        names = join([fate_name(fate_id) for fate_id in drawn])
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
        tokens = plural(self.value, "token")
        return f"Royal Intrigue: {self.who} put the token on {self.what()} in the royal row, which now holds {tokens}."

    def _royal_take(self) -> str:
        return (
            f"The named faction was shown: {self.who} took {self.what()} from the royal row into "
            f"{self.possessive(self.event.actor)} hand; {plural(self.value, 'token')} went back to the box."
        )

    def _royal_miss(self) -> str:
        return f"The named faction was not shown: {self.what()} stays in the royal row."

    def _under_harbor(self) -> str:
        return f"{self.who} put {self.what()} back under the Harbor."

    def _shuffle(self) -> str:
        return f"{self.who} shuffled the Wilderness."

    def _reshuffle(self) -> str:
        return f"The Wilderness was shuffled into a new Harbor of {plural(self.value, 'card')}."

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
        return f"{self.who} looked at {self.in_place(self.event.card, self.event.visible, self.src)}."

    def _reveal(self) -> str:
        if self.src[0] == Zone.WILDERNESS:
            return f"{self.who} revealed the top card of the Wilderness: {self.what()}."
        return f"{self.who} revealed {self.what()} in {self.place(self.src)}."

    def _exchange(self) -> str:
        event = self.event
        second, second_visible = self.value
        first = self.in_place(event.card, event.visible, self.src)
        return f"{self.who} swapped {first} with {self.in_place(second, second_visible, self.dst)}."

    def in_place(self, card: int, visible: int, where: Place) -> str:
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
        return refilled([self.what()], self.src)

    def _moved(self) -> str:
        """Any other move, said in full (where a card goes face down, that too)."""
        face_down = ", face down" if self.dst[0] == Zone.FACE_DOWN else ""
        return f"{self.who} moved {self.what()} from {self.place(self.src)} to {self.place(self.dst)}{face_down}."


# the kinds of event a method of `Sentence` puts into words
METHOD_SENTENCES: dict[EventKind, Callable[[Sentence], str]] = {
    "turn": Sentence._turn,
    "play": Sentence._play,
    "perform": Sentence._perform,
    "pass": Sentence._pass,
    "none_to_give": Sentence._none_to_give,
    "faction": Sentence._faction,
    "player": Sentence._player,
    "markers": Sentence._markers,
    "golem": Sentence._golem,
    "fate_draw": Sentence._fate_draw,
    "fate": Sentence._fate,
    "shield": Sentence._shield,
    "skip_next": Sentence._skip_next,
    "skip": Sentence._skip,
    "reshuffle": Sentence._reshuffle,
    "game_over": Sentence._game_over,
    "flip": Sentence._flip,
    "look": Sentence._look,
    "reveal": Sentence._reveal,
    "exchange": Sentence._exchange,
    "take": Sentence._take,
    "draw": Sentence._draw,
    "discard": Sentence._discard,
    "bury": Sentence._bury,
    "place": Sentence._place,
    "hide": Sentence._hide,
    "give": Sentence._give,
    "lift": Sentence._lift,
    "return": Sentence._return,
    "fill": Sentence._fill,
    "refill": Sentence._refill,
    "move": Sentence._moved,
    "artifact_side": Sentence._artifact_side,
    "artifact_shown": Sentence._artifact_shown,
    "artifact_use": Sentence._artifact_use,
    "artifact_effect": Sentence._artifact_effect,
    "royal_token": Sentence._royal_token,
    "royal_take": Sentence._royal_take,
    "royal_miss": Sentence._royal_miss,
    "under_harbor": Sentence._under_harbor,
    "shuffle": Sentence._shuffle,
}
