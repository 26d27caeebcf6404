"""Option texts with card names, as the deciding seat may see them: English here, German in
`describe_de`, chosen by `language()` when the text is asked for."""

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, ZONE_TITLES, Zone
from hidden_leaders_qt.engine.core.options import Option, marker_text
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES, conditions
from hidden_leaders_qt.engine.modules.royal_intrigue import STEP as ROYAL_STEP
from hidden_leaders_qt.engine.rules.chosen_moves import chosen_player_moves
from hidden_leaders_qt.engine.rules.steps import NameFaction
from hidden_leaders_qt.engine.rules.turn import Turn
from hidden_leaders_qt.engine.words import describe_de
from hidden_leaders_qt.engine.words.module_texts import (
    ARTIFACT_OPTIONS,
    MODULE_OPTIONS,
    describe_artifact_option,
    describe_module_option,
)
from hidden_leaders_qt.language import language, marked

STEP_VERBS = {
    "bury": "Bury",
    "discard": "Discard",
    "turn_over": "Turn over",
    "take_into_hand": "Take",
    "place_in_party": "Place",
    "move_to_party": "Move",
    "look_at": "Look at",
    "choose": "Choose",
    "reveal": "Reveal",
    "exchange": "Exchange",
    "perform": "Perform",
    "royal_intrigue": "Put under the Harbor:",
    "draw_token_onto": "Place the token on",
    "swap_tokens": "Swap the token of",
}


def card_text(st: Turn, card: int, seat: int) -> str:
    if card >= 0 and st.known[card] >> seat & 1:
        return st.db.heroes[card].name
    return "a hidden card"


def place_text(zone: int, seat: int) -> str:
    """Where a card lies, without brackets of its own: option texts put it in brackets."""
    if seat >= 0 and zone == Zone.HAND:
        return f"seat {seat + 1}'s hand"
    if seat >= 0 and zone == Zone.FACE_UP:
        return f"seat {seat + 1}'s party"
    if seat >= 0 and zone == Zone.FACE_DOWN:
        return f"seat {seat + 1}'s party, face down"
    return f"the {ZONE_TITLES[Zone(zone)]}"


def hidden_hero_text(index: int, owner: int) -> str:
    """A face-down hero the reader has not seen, by its place in the row."""
    return f"face-down hero {index + 1} in seat {owner + 1}'s party"


def _naming_step(st: Turn) -> NameFaction:
    """The name_faction step that asks now (the top frame's current step)."""
    frame = st.stack[-1]
    step = st.db.programs[frame.pid][frame.pc]
    assert isinstance(step, NameFaction), "only a name_faction step asks to name a faction"
    return step


BRIBERY_KINDS = frozenset({"bribe", "go_on", "place_token", "look_token", "let_it_happen", "protect", "substitute"})


def _hero_text(st: Turn, pos: tuple, seat: int) -> str:
    zone, owner, index = pos
    card = st.card_at(pos)
    if zone == Zone.FACE_DOWN and not st.known[card] >> seat & 1:
        return hidden_hero_text(index, owner)
    return f"{card_text(st, card, seat)} ({place_text(zone, owner)})"


def _describe_bribery(st: Turn, option: Option, seat: int) -> str:
    kind, args = option.kind, option.args
    if kind == "bribe":
        need = conditions(st.n)[args[0]]
        return f"Bribe: take the token beside “some party shows {need} face-up heroes”"
    if kind == "go_on":
        return "Go on without bribing"
    if kind == "place_token":
        return f"Place your {TOKEN_TITLES[args[0]]} token on {_hero_text(st, args[1:], seat)}"
    if kind == "look_token":
        instead = "" if st.pending is not None and st.pending.step == "look_token" else " instead"
        return f"Look at the token on {_hero_text(st, args, seat)}{instead}"
    if kind == "protect":
        return f"Reveal the Protection token on {_hero_text(st, args, seat)}: it is not buried"
    if kind == "substitute":
        return f"Reveal the Protection token on {_hero_text(st, args, seat)}: bury it instead"
    return "Let it happen"


def describe_option(st: Turn, option: Option) -> str:
    pending = st.pending
    if language() == "de":
        naming = (
            _naming_step(st)
            if option.kind == "faction" and pending is not None and pending.step != ROYAL_STEP
            else None
        )
        return marked(describe_de.describe_option(st, option, naming))
    seat = pending.seat if pending is not None else -1
    kind, args = option.kind, option.args
    if kind == "play":
        return f"Play {card_text(st, st.hands[seat][args[0]], seat)}"
    if kind == "discard":
        return f"Discard {card_text(st, st.hands[seat][args[0]], seat)}"
    if kind == "setup":
        hand = st.hands[seat]
        return f"Hide {card_text(st, hand[args[0]], seat)}, discard {card_text(st, hand[args[1]], seat)}"
    if kind == "draw_tavern":
        return f"Take {card_text(st, st.tavern[args[0]], seat)} from the Tavern"
    if kind == "card":
        verb = STEP_VERBS.get(pending.step, "Choose") if pending is not None else "Choose"
        zone, owner, index = args
        card = st.card_at(args)
        if zone == Zone.FACE_DOWN and not st.known[card] >> seat & 1:
            return f"{verb} {hidden_hero_text(index, owner)}"
        return f"{verb} {card_text(st, card, seat)} ({place_text(zone, owner)})"
    if kind == "player":
        moves = chosen_player_moves(st, args[0])
        if moves is None:
            return f"Seat {args[0] + 1}"
        x, options = moves
        if len(options) > 1:
            return f"Seat {args[0] + 1} \u2014 X is {x}: you choose how the markers move"
        return f"Seat {args[0] + 1} \u2014 X is {x}: {marker_text(options[0]) if options else 'no marker moves'}"
    if kind == "markers":
        return marker_text(args)
    if kind == "fate":
        fate = st.db.fates[st.db.fate_index[args[0]]]
        return f"Keep {fate.name}: {fate.text[0].lower()}{fate.text[1:]}"
    if kind in BRIBERY_KINDS:
        return _describe_bribery(st, option, seat)
    if kind == "faction" and pending is not None and pending.step == ROYAL_STEP:
        return FACTION_TITLES[args[0]]
    if kind == "faction":
        consequence = _naming_step(st).consequence(st, args[0]) if pending is not None else ""
        return f"{FACTION_TITLES[args[0]]} \u2014 {consequence}" if consequence else FACTION_TITLES[args[0]]
    if kind in ARTIFACT_OPTIONS:
        return describe_artifact_option(st, option)
    if kind in MODULE_OPTIONS:
        return describe_module_option(st, option, lambda pos: _hero_text(st, pos, seat))
    return option.label
