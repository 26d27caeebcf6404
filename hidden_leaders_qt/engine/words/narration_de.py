"""The game log in German: one sentence per event, as one seat may read it (`narration` the English).

German needs the case of every place and card ("aus dem Hafen", "in die eigene Gruppe") and
the verb's person ("Du ziehst", "Mira zieht"), so each sentence is written whole from phrase
tables; nothing is glued from English. The seat named "You" (or "Du") is addressed as "du";
the actor's own hand or party is "die eigene", so no sentence guesses anyone's gender. The
log is told in the present tense, as German game logs are. A card's name is declined as its
place in the sentence needs ("Du ziehst den Springenden Schamanen"), from the German table of
names; a name the table does not decline (a printed English name) stays as it is.
"""

from collections.abc import Callable, Sequence
from typing import Any

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.core.events import Event, EventKind, Place
from hidden_leaders_qt.engine.data.card_language import declined, german_name
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.words.german_grammar import Case
from hidden_leaders_qt.engine.words.german_words import (
    A_CARD,
    A_HIDDEN,
    FACTIONS,
    PLACE_AT,
    PLACE_FROM,
    PLACE_TO,
    TOKENS,
    count,
    join,
)
from hidden_leaders_qt.engine.words.log_names import fate_name, side_name
from hidden_leaders_qt.engine.words.log_names import known_place as _known

CardName = Callable[[int], str]
SeatName = Callable[[int], str]
# the names a seat addressed as "du" may have: the English default and its German form
YOU_NAMES = ("You", "Du")


def render(event: Event, viewer: int, card_name: CardName, seat_name: SeatName) -> str:
    """A German sentence describing `event` as `viewer` may see it."""
    sentence = SENTENCES.get(event.kind)
    if sentence is None:
        raise ValueError(f"the log has no sentence for {shown(event.kind)} events")
    return sentence(_Words(event, viewer, card_name, seat_name))


def render_merged(events: Sequence[Event], viewer: int, card_name: CardName, seat_name: SeatName) -> str:
    """The German line of several events sharing a `narration.merge_key` (a deal, a refill,
    draws from one pile, a discard of several hand cards)."""
    first = events[0]
    s = _Words(first, viewer, card_name, seat_name)
    if first.kind == "refill":
        return _refilled([declined(card_name(e.card), "nom") for e in events], s.src)
    shown = [declined(card_name(e.card), "acc") for e in events if e.kind == "reveal"]
    if shown and len(shown) * 2 == len(events):
        return f"{s.who} {s.verb('ziehst', 'zieht')} {join(shown)} {PLACE_FROM[Zone(s.src[0])]} offen in die Auslage."
    seen = [declined(card_name(e.card), "acc") for e in events if e.visible >> viewer & 1]
    unseen = len(events) - len(seen)
    if not seen:
        cards = count(unseen, "Karte", "Karten")
    elif unseen:
        cards = join([*seen, count(unseen, "weitere Karte", "weitere Karten")])
    else:
        cards = join(seen)
    if first.kind == "discard":
        return f"{s.who} {s.verb('wirfst', 'wirft')} {cards} ab."
    if first.actor >= 0:
        into = " in die Auslage" if s.dst[0] == Zone.LOOKING else ""
        return f"{s.who} {s.verb('ziehst', 'zieht')} {cards} {PLACE_FROM[Zone(s.src[0])]}{into}."
    if s.is_you(s.dst[1]):
        return f"Du erhältst {cards}."
    return f"{seat_name(s.dst[1])} erhält {cards}."


def _refilled(cards: list[str], src: Place) -> str:
    verb = "kommt" if len(cards) == 1 else "kommen"
    return f"{_capital(join(cards))} {verb} {PLACE_FROM[Zone(src[0])]} in die Taverne."


def genitive(name: str) -> str:
    """A name owning something: "Miras", "Tobias'"."""
    return f"{name}'" if name.endswith(("s", "ß", "x", "z")) else f"{name}s"


class _Words:
    """The words one event is told in: who acts, who reads, and the places and cards by case."""

    def __init__(self, event: Event, viewer: int, card_name: CardName, seat_name: SeatName) -> None:
        self.event = event
        self.viewer = viewer
        self.card_name = card_name
        self.seat_name = seat_name
        self.you_act = event.actor >= 0 and self.is_you(event.actor)
        self.who = ("Du" if self.you_act else seat_name(event.actor)) if event.actor >= 0 else "Das Spiel"
        self.value: Any = event.value
        """What the event carries; its type follows the kind (see `serialize`'s reading of it)."""
        self.own = True
        """Whether the actor's hand or party may be "die eigene": not in a sentence whose
        subject is not the actor, where it is the owner's name."""

    def without_own(self) -> "_Words":
        self.own = False
        return self

    @property
    def src(self) -> Place:
        return _known(self.event.src, self.event)

    @property
    def dst(self) -> Place:
        return _known(self.event.dst, self.event)

    def is_you(self, seat: int) -> bool:
        return self.seat_name(seat) in YOU_NAMES

    def verb(self, second_person: str, third_person: str) -> str:
        """The verb for the actor: "ziehst" to "du", "zieht" to anyone else."""
        return second_person if self.you_act else third_person

    def owner(self, seat: int, case: str) -> str:
        """Whose hand or party (both feminine): "deine"/"deiner", "die eigene"/"der eigenen", "Miras"."""
        if self.is_you(seat):
            return {"acc": "deine", "dat": "deiner"}[case]
        if self.own and seat == self.event.actor:
            return {"acc": "die eigene", "dat": "der eigenen"}[case]
        return genitive(self.seat_name(seat))

    def owner_neuter(self, seat: int, case: str) -> str:
        """Whose artifact: "dein"/"deinem", "das eigene"/"dem eigenen", "Miras"."""
        if self.is_you(seat):
            return {"acc": "dein", "dat": "deinem"}[case]
        if self.own and seat == self.event.actor:
            return {"acc": "das eigene", "dat": "dem eigenen"}[case]
        return genitive(self.seat_name(seat))

    def person(self, seat: int, case: str = "acc") -> str:
        """A seat as an object: "dich"/"dir", "sich selbst" (the actor), or a name."""
        if seat == self.event.actor:
            return {"acc": "dich selbst", "dat": "dir selbst"}[case] if self.you_act else "sich selbst"
        if self.is_you(seat):
            return {"acc": "dich", "dat": "dir"}[case]
        return self.seat_name(seat)

    def card(self, card: int, visible: int, case: Case = "acc") -> str:
        """A card in `case`: "den Springenden Schamanen", or "eine Karte" to a reader who did not see it."""
        return declined(self.card_name(card), case) if card >= 0 and visible >> self.viewer & 1 else A_CARD[case]

    def what(self, case: Case = "acc") -> str:
        return self.card(self.event.card, self.event.visible, case)

    def owned(self, where: Place, case: str) -> str:
        noun = "Hand" if where[0] == Zone.HAND else "Gruppe"
        return f"{self.owner(where[1], case)} {noun}"

    def from_(self, where: Place) -> str:
        """ "aus der Taverne", "aus Miras Hand", "aus der eigenen Gruppe"."""
        zone = Zone(where[0])
        return PLACE_FROM[zone] if zone in PLACE_FROM else f"aus {self.owned(where, 'dat')}"

    def at(self, where: Place) -> str:
        """Where a card lies: "in der Taverne", "auf Miras Hand", "in der eigenen Gruppe"."""
        zone = Zone(where[0])
        if zone in PLACE_AT:
            return PLACE_AT[zone]
        return f"{'auf' if zone == Zone.HAND else 'in'} {self.owned(where, 'dat')}"

    def to(self, where: Place) -> str:
        """Where a card goes: "in die Wildnis", "auf Miras Hand", "in die eigene Gruppe"."""
        zone = Zone(where[0])
        if zone in PLACE_TO:
            return PLACE_TO[zone]
        return f"{'auf' if zone == Zone.HAND else 'in'} {self.owned(where, 'acc')}"

    def in_place(self, card: int, visible: int, where: Place, case: Case) -> str:
        """A card where it lies: "Keen Koi in Miras Gruppe", "Keen Koi (verdeckt in Miras
        Gruppe)", "einen verdeckten Charakter in Miras Gruppe", "eine Karte aus deiner Hand"."""
        zone = where[0]
        if zone == Zone.FACE_DOWN:
            if card >= 0 and visible >> self.viewer & 1:
                return f"{self.card(card, visible, case)} (verdeckt {self.at(where)})"
            return f"{A_HIDDEN[case]} {self.at(where)}"
        if zone in (Zone.HAND, Zone.LOOKING):
            return f"{self.card(card, visible, case)} {self.from_(where)}"
        return f"{self.card(card, visible, case)} {self.at(where)}"

    def where(self, case: Case) -> str:
        """The event's card where it lies now (its destination)."""
        return self.in_place(self.event.card, self.event.visible, self.dst, case)

    def is_actors_hand(self, where: Place) -> bool:
        return where[0] == Zone.HAND and where[1] == self.event.actor

    def source(self, where: Place) -> str:
        """ " aus …", left out where it goes without saying: the actor's own hand, or play."""
        if self.is_actors_hand(where) or where[0] == Zone.IN_PLAY:
            return ""
        return f" {self.from_(where)}"

    def to_hand(self, where: Place) -> str:
        """Cards taken or drawn go to the actor's hand unless said otherwise."""
        return "" if self.is_actors_hand(where) else f" {self.to(where)}"


def _token(name: str | None, case: str = "acc") -> str:
    article = {"nom": "ein", "acc": "ein", "dat": "einem"}[case]
    return f"{article} Plättchen „{TOKENS[name]}“" if name else f"{article} Plättchen"


def _markers(s: _Words) -> str:
    moves = [
        f"den {colour} Marker um {count(abs(delta), 'Feld', 'Felder')} {'vor' if delta > 0 else 'zurück'}"
        for colour, delta in zip(("roten", "grünen"), s.value, strict=True)
        if delta
    ]
    if not moves:
        return f"{s.who} {s.verb('bewegst', 'bewegt')} keinen der beiden Marker."
    return f"{s.who} {s.verb('bewegst', 'bewegt')} {join(moves)}."


def _golem(s: _Words) -> str:
    way = "vor" if s.value > 0 else "zurück"
    return f"{s.who} {s.verb('bewegst', 'bewegt')} den Golem-Marker um {count(abs(s.value), 'Feld', 'Felder')} {way}."


def _fate_draw(s: _Words) -> str:
    why = "weil ein Golem auf den Friedhof gelegt wurde"
    if s.value is None or not s.event.visible >> s.viewer & 1:
        return f"{s.who} {s.verb('ziehst', 'zieht')} 2 Schicksalskarten, {why}."
    names = join([fate_name(fate_id) for fate_id in s.value])
    return f"{s.who} {s.verb('ziehst', 'zieht')} die Schicksalskarten {names}, {why}."


def _shield(s: _Words) -> str:
    keeper = german_name(default_db().hero(_KEEPER))
    return (
        f"{keeper[0].upper()}{keeper[1:]} schützt {s.what()} {s.at(s.src)}: Die Karte wird verdeckt umgedreht, "
        "statt auf den Friedhof zu kommen."
    )


def _game_over(s: _Words) -> str:
    faction, winner = s.value
    if winner < 0:
        return f"Das Spiel ist vorbei: Niemand gewinnt, denn keine Rollenkarte gehört {FACTIONS[faction].zu}."
    if s.is_you(winner):
        return f"Das Spiel ist vorbei: Du gewinnst mit {FACTIONS[faction].dat}."
    return f"Das Spiel ist vorbei: {s.seat_name(winner)} gewinnt mit {FACTIONS[faction].dat}."


def _flip(s: _Words) -> str:
    side = "offen" if s.dst[0] == Zone.FACE_UP else "verdeckt"
    return f"{s.who} {s.verb('drehst', 'dreht')} {s.what()} {s.at(s.src)} um: jetzt {side}."


def _reveal(s: _Words) -> str:
    if s.src[0] == Zone.WILDERNESS:
        return f"{s.who} {s.verb('deckst', 'deckt')} die oberste Karte der Wildnis auf: {s.what('nom')}."
    if s.src[0] == Zone.HAND:
        return f"{s.who} {s.verb('zeigst', 'zeigt')} {s.what()} {s.from_(s.src)}."
    if s.src[0] == Zone.FACE_DOWN:
        return f"{s.who} {s.verb('deckst', 'deckt')} {s.in_place(s.event.card, s.event.visible, s.src, 'acc')} auf."
    return f"{s.who} {s.verb('deckst', 'deckt')} {s.what()} {s.at(s.src)} auf."


def _exchange(s: _Words) -> str:
    second, second_visible = s.value
    first = s.in_place(s.event.card, s.event.visible, s.src, "acc")
    other = s.in_place(second, second_visible, s.dst, "dat")
    return f"{s.who} {s.verb('vertauschst', 'vertauscht')} {first} mit {other}."


def _discard(s: _Words) -> str:
    if s.dst[0] != Zone.WILDERNESS:
        return _moved(s)
    return f"{s.who} {s.verb('wirfst', 'wirft')} {s.what()}{s.source(s.src)} ab."


def _bury(s: _Words) -> str:
    if s.dst[0] != Zone.GRAVEYARD:
        return _moved(s)
    if s.src[0] == Zone.FACE_DOWN:
        return f"{s.who} {s.verb('legst', 'legt')} {s.what()} (verdeckt {s.at(s.src)}) auf den Friedhof."
    return f"{s.who} {s.verb('legst', 'legt')} {s.what()}{s.source(s.src)} auf den Friedhof."


def _to_party(s: _Words) -> str:
    if s.dst[0] not in (Zone.FACE_UP, Zone.FACE_DOWN):
        return _moved(s)
    side = "verdeckt" if s.dst[0] == Zone.FACE_DOWN else "offen"
    return f"{s.who} {s.verb('legst', 'legt')} {s.what()}{s.source(s.src)} {side} {s.to(s.dst)}."


def _give(s: _Words) -> str:
    dst = s.dst
    if dst[0] == Zone.LOOKING and dst[1] >= 0:
        given = f"{s.who} {s.verb('gibst', 'gibt')} {s.what()}{s.source(s.src)} an {s.person(dst[1])}"
        return f"{given}; die Karte liegt beiseite."
    if dst[0] != Zone.HAND:
        return _moved(s)
    return f"{s.who} {s.verb('gibst', 'gibt')} {s.what()}{s.source(s.src)} an {s.person(dst[1])}."


def _moved(s: _Words) -> str:
    """Any other move, said in full (where a card goes face down, that too)."""
    face_down = " verdeckt" if s.dst[0] == Zone.FACE_DOWN else ""
    return f"{s.who} {s.verb('legst', 'legt')} {s.what()} {s.from_(s.src)}{face_down} {s.to(s.dst)}."


def _royal_take(s: _Words) -> str:
    hand = "deine Hand" if s.you_act else "die eigene Hand"
    back = "kommt" if s.value == 1 else "kommen"
    return (
        f"Die genannte Fraktion wurde gezeigt: {s.who} {s.verb('nimmst', 'nimmt')} {s.what()} aus der königlichen "
        f"Reihe auf {hand}; {count(s.value, 'Plättchen', 'Plättchen')} {back} zurück in die Schachtel."
    )


# Wann im Zug bestochen wurde (`bribery.MOMENTS`)
BRIBE_MOMENTS = {
    "main": "vor der Hauptaktion",
    "fast_artifact": "nach der Hauptaktion",
    "draw": "beim Nachziehen",
    "discard_down": "beim Abwerfen auf 3 Karten",
    "slow_artifact": "nach dem Auffüllen der Taverne",
    "end": "am Zugende nach dem Auffüllen der Taverne",
}


def _bribe(s: _Words) -> str:
    condition, moment = s.value
    need = ("ersten", "zweiten")[condition]
    return (
        f"{s.who} {s.verb('bestichst', 'besticht')} {BRIBE_MOMENTS[moment]} und {s.verb('nimmst', 'nimmt')} das "
        f"Plättchen neben der {need} Bedingung der Bestechungskarte."
    )


def _token_draw(s: _Words) -> str:
    seen = s.value if s.event.visible >> s.viewer & 1 else None
    return f"{s.who} {s.verb('ziehst', 'zieht')} {_token(seen)} aus dem Beutel."


def _token_on(s: _Words, verb: tuple[str, str]) -> str:
    name, knowing = s.value
    seen = name if knowing >> s.viewer & 1 else None
    if verb[0] == "legst":
        return f"{s.who} {s.verb(*verb)} {_token(seen)} auf {s.where('acc')}."
    return f"{s.who} {s.verb(*verb)} {_token(seen)} auf {s.where('dat')} an."


def _artifact_token(s: _Words) -> str:
    seat, change = s.value
    if change > 0:
        whose = s.owner_neuter(seat, "acc")
        return f"{s.who} {s.verb('legst', 'legt')} ein Artefakt-Plättchen aus der Schachtel auf {whose} Artefakt."
    whose = s.owner_neuter(seat, "dat")
    return f"{s.who} {s.verb('wirfst', 'wirft')} ein Artefakt-Plättchen von {whose} Artefakt ab."


def _artifact_swap(s: _Words) -> str:
    first, second = s.value
    one, other = s.owner_neuter(first, "acc"), s.owner_neuter(second, "dat")
    return (
        f"{s.who} {s.verb('vertauschst', 'vertauscht')} {one} Artefakt mit {other} Artefakt; "
        "die Plättchen bleiben liegen."
    )


def _react_window(s: _Words) -> str:
    where = s.without_own().where("nom")
    return f"{where[0].upper()}{where[1:]} soll auf den Friedhof: Alle, die reagieren können, werden gefragt."


_SHIELD = "shield_of_endurance"
_KEEPER = "keeper_of_discord"


def _side(side_id: str, case: Case) -> str:
    """An artifact side's name in `case`: "mit dem Schild der Ausdauer"."""
    return declined(side_name(side_id), case)


def _capital(text: str) -> str:
    """A sentence after a colon begins with a capital, as German writes it."""
    return text[:1].upper() + text[1:]


# One sentence for each kind of event but the leaders dealt, as in `narration.SENTENCES`.
SENTENCES: dict[EventKind, Callable[[_Words], str]] = {
    "turn": lambda s: f"{s.who} {s.verb('beginnst', 'beginnt')} Zug {s.value}.",
    "play": lambda s: f"{s.who} {s.verb('spielst', 'spielt')} {s.what()} aus.",
    "perform": lambda s: (
        f"{s.who} {s.verb('führst', 'führt')} {s.what()} aus, als wäre die Karte gerade gespielt worden."
    ),
    "pass": lambda s: f"{s.who} passt.",
    "none_to_give": lambda s: f"{s.who} {s.verb('hast', 'hat')} keine solche Karte abzugeben.",
    "faction": lambda s: f"{s.who} {s.verb('nennst', 'nennt')} {FACTIONS[s.value].acc}.",
    "player": lambda s: f"{s.who} {s.verb('wählst', 'wählt')} {s.person(s.value)}.",
    "markers": _markers,
    "golem": _golem,
    "fate_draw": _fate_draw,
    "fate": lambda s: f"{s.who} {s.verb('wählst', 'wählt')} die Schicksalskarte {fate_name(s.value)}.",
    "shield": _shield,
    "skip_next": lambda s: f"{s.who} {s.verb('lässt', 'lässt')} {s.person(s.value)} den nächsten Zug aussetzen.",
    "skip": lambda s: f"{s.who} {s.verb('setzt', 'setzt')} in diesem Zug aus.",
    "reshuffle": lambda s: f"Die Wildnis wird zu einem neuen Hafen aus {count(s.value, 'Karte', 'Karten')} gemischt.",
    "game_over": _game_over,
    "flip": _flip,
    "look": lambda s: (
        f"{s.who} {s.verb('siehst dir', 'sieht sich')} {s.in_place(s.event.card, s.event.visible, s.src, 'acc')} an."
    ),
    "reveal": _reveal,
    "exchange": _exchange,
    "take": lambda s: f"{s.who} {s.verb('nimmst', 'nimmt')} {s.what()}{s.source(s.src)}{s.to_hand(s.dst)}.",
    "draw": lambda s: f"{s.who} {s.verb('ziehst', 'zieht')} {s.what()}{s.source(s.src)}{s.to_hand(s.dst)}.",
    "discard": _discard,
    "bury": _bury,
    "place": _to_party,
    "hide": _to_party,
    "give": _give,
    "lift": lambda s: f"{s.who} {s.verb('nimmst', 'nimmt')} {s.what()} {s.from_(s.src)} auf.",
    "return": lambda s: f"{s.who} {s.verb('legst', 'legt')} {s.what()} {s.from_(s.src)} {s.to(s.dst)}.",
    "fill": lambda s: f"{s.who} {s.verb('füllst', 'füllt')} die Taverne mit {s.what('dat')} {s.from_(s.src)} auf.",
    "refill": lambda s: _refilled([s.what("nom")], s.src),
    "move": _moved,
    "bribe": _bribe,
    "token_draw": _token_draw,
    "token_none": lambda s: f"{s.who} {s.verb('ziehst', 'zieht')} kein Plättchen: Der Beutel ist leer.",
    "token_return": lambda s: (
        f"{s.who} {s.verb('legst', 'legt')} {count(s.value, 'Plättchen', 'Plättchen')} ungenutzt zurück in den Beutel."
    ),
    "token_place": lambda s: _token_on(s, ("legst", "legt")),
    "token_look": lambda s: _token_on(s, ("siehst dir", "sieht sich")),
    "token_back": lambda s: f"Das Plättchen auf {s.what('dat')} kommt zurück in den Beutel.",
    "token_reveal": lambda s: f"Aufgedeckt: {_token(s.value, 'nom')} auf {s.without_own().where('dat')}.",
    "react_window": _react_window,
    "react_pass": lambda s: f"{s.who} {s.verb('lässt', 'lässt')} es geschehen.",
    "protect": lambda s: (
        f"{s.who} {s.verb('deckst', 'deckt')} ein Plättchen „{TOKENS['protection']}“ auf {s.where('dat')} auf: "
        "Die Karte kommt nicht auf den Friedhof."
    ),
    "substitute": lambda s: (
        f"{s.who} {s.verb('deckst', 'deckt')} ein Plättchen „{TOKENS['protection']}“ auf {s.where('dat')} auf "
        "und legt diese Karte stattdessen auf den Friedhof."
    ),
    "artifact_side": lambda s: (
        f"{s.who} {s.verb('wählst', 'wählt')} geheim eine Seite {'deines' if s.you_act else 'des eigenen'} "
        "Artefakts; sie bleibt verborgen, bis alle gewählt haben."
    ),
    "artifact_shown": lambda s: f"{s.who} {s.verb('spielst', 'spielt')} mit {_side(s.value, 'dat')}.",
    "artifact_use": lambda s: (
        f"{s.who} {s.verb('gibst', 'gibt')} ein Plättchen aus, um {_side(s.value, 'acc')} einzusetzen."
    ),
    "artifact_effect": lambda s: (
        f"{s.who} {s.verb('fährst', 'fährt')} mit dem Effekt {_side(s.value, 'gen')} fort, nachdem die "
        "Royalen Ränkespiele abgeschlossen sind."
    ),
    "royal_token": lambda s: (
        f"Royale Ränkespiele: {s.who} {s.verb('legst', 'legt')} das Plättchen auf {s.what()} in der königlichen Reihe; "
        f"dort {'liegt' if s.value == 1 else 'liegen'} jetzt {count(s.value, 'Plättchen', 'Plättchen')}."
    ),
    "royal_take": _royal_take,
    "royal_miss": lambda s: (
        f"Die genannte Fraktion wurde nicht gezeigt: {_capital(s.what('nom'))} bleibt in der königlichen Reihe."
    ),
    "under_harbor": lambda s: f"{s.who} {s.verb('legst', 'legt')} {s.what()} zurück unter den Hafen.",
    "shuffle": lambda s: f"{s.who} {s.verb('mischst', 'mischt')} die Wildnis.",
    "token_discard": lambda s: (
        f"{s.who} {s.verb('legst', 'legt')} das Plättchen auf {s.where('dat')} zurück in den Beutel."
    ),
    "token_swap": lambda s: (
        f"{s.who} {s.verb('vertauschst', 'vertauscht')} das Plättchen auf "
        f"{s.in_place(s.event.card, s.event.visible, s.src, 'dat')} mit einem Plättchen {s.at(s.dst)}."
    ),
    "endure": lambda s: (
        f"{s.who} {s.verb('bewahrst', 'bewahrt')} {s.where('acc')} mit {_side(_SHIELD, 'dat')} davor, "
        "auf den Friedhof zu kommen."
    ),
    "artifact_swap": _artifact_swap,
    "artifact_token": _artifact_token,
    "artifact_borrow": lambda s: (
        f"{s.who} {s.verb('nutzt', 'nutzt')} {_side(s.value, 'acc')}, als wäre es "
        f"{'dein eigenes' if s.you_act else 'das eigene'} Artefakt."
    ),
}
