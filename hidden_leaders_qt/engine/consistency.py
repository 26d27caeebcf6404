"""Whether a state is one the rules can stand in. Read state data must pass, since a
state is played on without further checks: a seat number out of range, a leader dealt
twice or a decision the position does not ask would break the game moves later."""

from collections import Counter

from hidden_leaders_qt.engine.constants import FATE_DRAW, GOLEM_START, Phase
from hidden_leaders_qt.engine.errors import SaveFormatError
from hidden_leaders_qt.engine.state import GameState, deck_for, leaders_for


def check_state(st: GameState) -> None:
    """Raise `SaveFormatError` saying what does not fit."""
    _check_cards(st)
    _check_leaders(st)
    _check_golems(st)
    _check_turn(st)
    _check_knowledge(st)
    _check_decision(st)


def _check_cards(st: GameState) -> None:
    placed = st.harbor + st.wilderness + st.graveyard + [c for c in st.tavern if c >= 0] + st.looking + st.in_play
    placed += [card for zone in (st.hands, st.up, st.down) for cards in zone for card in cards]
    expected = set(deck_for(st.settings, st.db)) | {st.db.emperor}
    if len(placed) != len(set(placed)) or set(placed) != expected:
        raise SaveFormatError("the cards in the state do not match the game's deck (missing or duplicated cards)")
    performed = {frame.card for frame in st.stack}
    if any(card not in performed for card in st.in_play):
        raise SaveFormatError("in_play: a card lies in play without being performed")


def _check_leaders(st: GameState) -> None:
    dealt = st.leaders + st.spare_leaders
    if sorted(dealt) != leaders_for(st.settings, st.db):
        raise SaveFormatError("leaders: the seats' and the spare leaders must be every leader of the game once")


def _check_golems(st: GameState) -> None:
    """The golem marker and the fate draws exist with the Golems module only; a drawn pair
    is one the fate deck can give, and is drawn only for a draw that is due."""
    if not st.settings.golems and (st.golem_marker != GOLEM_START or st.fates_due):
        raise SaveFormatError("golem_marker, fates_due: there are no golems in this game")
    if st.fate_drawn:
        deck = Counter(st.db.fate_deck)
        drawn = Counter(st.fate_drawn)
        if not st.fates_due or len(st.fate_drawn) != FATE_DRAW or any(deck[k] < c for k, c in drawn.items()):
            raise SaveFormatError("fate_drawn: not a draw of the fate deck for a fate that is due")


def _check_turn(st: GameState) -> None:
    over = st.is_over
    if st.setup_queue:
        start = st.seats_from(st.start_seat)
        if st.phase != Phase.SETUP or st.setup_queue != start[len(start) - len(st.setup_queue) :]:
            raise SaveFormatError("setup_queue: not the seats still to set up, in turn order")
        if st.current != -1 or st.turn != 0:
            raise SaveFormatError("current, turn: no turn has begun during setup")
    elif st.phase == Phase.SETUP:
        raise SaveFormatError("setup_queue: setup with nobody left to set up")
    elif st.current < 0 or st.turn < 1:
        raise SaveFormatError("current, turn: a turn must be running after setup")
    if st.looking and st.looking_seat < 0:
        raise SaveFormatError("looking_seat: cards are looked at by nobody")
    if over != (st.result is not None):
        raise SaveFormatError("result: a finished game has its result, a running one none")
    if (st.phase == Phase.EFFECT) != bool(st.stack):
        raise SaveFormatError("phase, stack: cards resolve in the effect phase, and only then")


def _check_knowledge(st: GameState) -> None:
    """Who knows a card must fit where it lies: everybody for a public place, the owner
    for a hand or a face-down hero, the looker for a looked-at card."""
    known, everyone = st.known, st.all_mask
    if st.is_over and any(mask != everyone for mask in known):
        raise SaveFormatError("known: every card is shown at the end of a game")
    public = st.graveyard + st.in_play + [c for c in st.tavern if c >= 0] + [c for p in st.up for c in p]
    if any(known[card] != everyone for card in public):
        raise SaveFormatError("known: a card in a public place is hidden from some seat")
    for seat in range(st.n):
        bit = 1 << seat
        if any(not known[card] & bit for card in st.hands[seat] + st.down[seat]):
            raise SaveFormatError(f"known: seat {seat + 1} does not know its own hand or hidden heroes")
        if any(st.db.factions[card] & st.hand_lacks[seat] for card in st.hands[seat]):
            raise SaveFormatError(f"hand_lacks: seat {seat + 1} holds a card of a faction it is known to lack")
    if st.looking and any(not known[card] >> st.looking_seat & 1 for card in st.looking):
        raise SaveFormatError("known: the looker does not know the cards it looks at")


def _check_decision(st: GameState) -> None:
    """The pending decision must be the one the rules ask at this position: asked anew, it
    comes out the same and nothing else moves."""
    if st.is_over:
        if st.pending is not None:
            raise SaveFormatError("pending: a finished game asks nothing")
        return
    if st.pending is None:
        raise SaveFormatError("pending: a running game must have a pending decision")
    again = st.clone()
    again.recording = False
    again.ask_again()
    if again.pending != st.pending or _position(again) != _position(st):
        raise SaveFormatError("pending: not the decision the rules ask at this position")


def _position(st: GameState) -> tuple:
    frames = tuple((f.card, f.seat, f.pid, f.pc, f.then, f.vars, f.ss) for f in st.stack)
    zones = (st.harbor, st.wilderness, st.graveyard, st.tavern, st.hands, st.up, st.down, st.looking, st.in_play)
    turn = (st.phase, st.current, st.turn, st.main_discards, st.setup_queue, st.looking_seat)
    return (frames, zones, turn, st.markers, st.known, st.hand_lacks, st.rng.state)
