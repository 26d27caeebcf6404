"""A `Reason` in words, in English or German (the German rulebook's terms, card names
declined as the sentence needs), in the language of the moment. Seats are written "Seat 2"
("Platz 2"), which the window names as at the table."""

from hidden_leaders_qt.engine.core.constants import FACTION_BITS, FACTION_TITLES, Zone
from hidden_leaders_qt.engine.data.card_language import NamedCard, card_name, german_name
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.reasons.reason import Reason, Target
from hidden_leaders_qt.engine.reasons.words_de import GERMAN
from hidden_leaders_qt.engine.words.german_grammar import Case
from hidden_leaders_qt.engine.words.german_words import FACTIONS
from hidden_leaders_qt.language import language, marked

# {card}: the card whose effect asks, {pile}, {seat}, {need}, {side}, {target}, {why}, {what}
ENGLISH = {
    "not_your_decision": "It is not your decision now.",
    "game_over": "The game is over.",
    "draw_after_action": "You draw after your action: first play a card from your hand, or discard up to 3 (or pass).",
    "pile_not_drawn": "Nobody draws from the {pile}: cards are drawn from the Tavern or the Harbor.",
    "main_plays_hand": "Your action now: play a card from your hand, or discard up to 3. A card on the table is "
    "chosen only when a card's effect asks for one.",
    "fate_not_now": "There is no fate card to keep now: fate cards are drawn when a golem goes to the Graveyard.",
    "discard_three": "You may discard at most 3 cards.",
    "discard_from_hand": "Only cards from your hand are discarded now.",
    "harbor_empty": "The Harbor and the Wilderness are both empty: take a Tavern card.",
    "tavern_slot_empty": "This Tavern slot is empty: the Tavern is refilled at the end of the turn.",
    "draw_from_tavern_or_harbor": "You are drawing now: take a Tavern card or draw from the Harbor.",
    "setup_from_hand": "At setup you choose from your hand: a card to hide in your party, then one to discard.",
    "keep_a_fate": "First keep one of the two fate cards you drew.",
    "answer_with_buttons": "Answer this question with the buttons beside the table ({what}).",
    "only_buttons": (
        "Nothing on the table can be chosen for this question now: answer it with the buttons beside the table."
    ),
    "extra_not_faction": "{card} lets you play one more card, but not of the {faction}: {hand} is {hand_faction}.",
    "extra_from_hand": "{card} lets you play one more card from your hand; nothing else is chosen now.",
    "token_on_hero": "Bribery tokens are laid on heroes in a party.",
    "token_already": "This hero already carries a bribery token: a token goes only on a hero without one.",
    "reaction_with_buttons": "Only the hero about to go to the Graveyard is in question now: answer with the "
    "buttons beside the table.",
    "royal_order_shown": "Royal Intrigue: only the Harbor cards shown go back under the Harbor, one by one.",
    "choose_a_player": "{card} asks for a player: click a name or a button beside the table.",
    "move_not_to_own": "{card} moves the hero into another player's party, not into yours.",
    "move_not_to_owner": "{card} moves the hero into another party, not back into the one it lies in.",
    "player_not_you": "{card} chooses one of the other players, not you.",
    "player_lacks": "Seat {seat} has {lacking}: {card} needs a player who has some.",
    "pile_empty": "The {pile} is empty.",
    "pile_not_among": "{card} does not take the {pile}.",
    "choose_a_pile": "{card} asks for a pile: click it or its button beside the table.",
    "not_a_target": "{card} can only choose {target}: {why}.",
    "not_a_target_unseen": "{card} can only choose {target}.",
    "would_copy_nothing": "{card}: played now, it would carry out the effect of {copied}, and {copied} has none: "
    "it would do nothing.",
    "would_do_nothing": "{card}: played now, its ability would find no target: it takes {target}, and there is none.",
    "row_by_intrigue": "A hero of the royal row is won only by Royal Intrigue, after an artifact is used.",
    "bribe_not_your_turn": "Only the player whose turn it is may bribe: now Seat {seat}.",
    "bribe_after_setup": "Bribes come once the setup is over, in the turn of the player who bribes.",
    "bribe_tokens_gone": "Both bribes of this game have been made: the bribery card holds no token.",
    "bribe_being_placed": "A bribe is being placed now.",
    "bribe_condition": "No party shows {need} face-up heroes yet: only then may the player whose turn it is bribe.",
    "bribe_once_a_turn": "You have already bribed this turn: one bribe a turn.",
    "bribe_not_in_effect": "A bribe may come at any moment of your turn, but not while a card's effect is being "
    "carried out.",
    "artifact_not_yours": "This is Seat {seat}'s artifact: only its owner uses it.",
    "artifact_side_unchosen": "The artifacts' sides are still being chosen.",
    "artifact_reaction": "{side} is a reaction: it is used when a hero is about to go to the Graveyard.",
    "artifact_not_your_turn": "You use {side} on your own turn.",
    "artifact_no_tokens": "{side} has no artifact token left: each use spends one.",
    "artifact_used": "You have already used your artifact this turn: once a turn.",
    "artifact_slow": "{side} is slow: slow artifacts are used after the Tavern is refilled.",
    "artifact_fast": "{side} is fast: fast artifacts are used with or right after your action.",
}
# what a question answered with buttons asks, by decision kind
ASKS = {
    "faction": ("name a faction", "nenne eine Fraktion"),
    "branch": ("choose what to do", "wähle, was geschieht"),
    "markers": ("choose how the markers move", "wähle, wie die Marker ziehen"),
    "bribe_moment": ("bribe or go on", "bestechen oder weitermachen"),
    "artifact_side": ("choose your artifact's side", "wähle die Seite deines Artefakts"),
    "artifact": ("use your artifact or not", "dein Artefakt benutzen oder nicht"),
    "royal_card": ("choose a hero of the royal row", "wähle einen Charakter der königlichen Reihe"),
    "use_artifact": ("choose the artifact to use", "wähle das Artefakt, das du benutzt"),
    "swap_artifacts": (
        "choose the two players whose artifacts swap",
        "wähle die beiden Spieler, deren Artefakte tauschen",
    ),
    "artifact_token": ("choose an artifact", "wähle ein Artefakt"),
}
PILES = {
    Zone.HARBOR: ("Harbor", "der Hafen", "vom Hafen"),
    Zone.WILDERNESS: ("Wilderness", "die Wildnis", "Aus der Wildnis"),
    Zone.GRAVEYARD: ("Graveyard", "der Friedhof", "Vom Friedhof"),
}
LACKING = {
    "face_up": ("no face-up heroes", "keine offenen Charaktere"),
    "face_down": ("no face-down heroes", "keine verdeckten Charaktere"),
    "hero": ("no heroes", "keine Charaktere"),
    "hand": ("no cards in hand", "keine Handkarten"),
}
# a step's target, by its selector's zone: English, German (accusative)
TARGET_ZONES = {
    "face_up": ("a face-up hero", "einen offenen Charakter"),
    "face_down": ("a face-down hero", "einen verdeckten Charakter"),
    "hero": ("a hero", "einen Charakter"),
    "hand": ("a card", "eine Karte"),
    "tavern": ("a Tavern card", "eine Karte{f} aus der Taverne"),
    "graveyard": ("a Graveyard card", "eine Karte{f} vom Friedhof"),
    "graveyard_top": ("the top card of the Graveyard", "die oberste Karte des Friedhofs"),
    "wilderness_top": ("the top card of the Wilderness", "die oberste Karte der Wildnis"),
    "looking": ("a card shown in the looking area", "eine Karte der Auslage"),
    "remembered": ("the hero chosen before", "den zuvor gewählten Charakter"),
    "bribed": ("a hero carrying a bribery token", "einen Charakter mit Bestechungsplättchen"),
    "any": ("a card it names", "eine Karte, die sie nennt"),
}
# whose card it takes, in a party and in a hand
TARGET_OWNERS = {
    "any": (("", ""), ("", "")),
    "self": ((" in your party", " from your hand"), (" in deiner Gruppe", " aus deiner Hand")),
    "others": (
        (" in another player's party", " from another player's hand"),
        (" in der Gruppe eines anderen Spielers", " aus der Hand eines anderen Spielers"),
    ),
    "next": (
        (" in the next player's party", " from the next player's hand"),
        (" in der Gruppe des nächsten Spielers", " aus der Hand des nächsten Spielers"),
    ),
    "previous": (
        (" in the previous player's party", " from the previous player's hand"),
        (" in der Gruppe des vorigen Spielers", " aus der Hand des vorigen Spielers"),
    ),
    "chosen": (
        (" in the chosen player's party", " from the chosen player's hand"),
        (" in der Gruppe des gewählten Spielers", " aus der Hand des gewählten Spielers"),
    ),
}
# what is wrong with the card clicked; {name} is the card, {faction} its factions
MISMATCH_WORDS = {
    "hand": ("this card is in your hand", "diese Karte ist in deiner Hand"),
    "tavern": ("this card lies in the Tavern", "diese Karte liegt in der Taverne"),
    "pile": ("no pile is chosen here", "hier wird kein Stapel gewählt"),
    "plate": ("no player is chosen here", "hier wird kein Spieler gewählt"),
    "face_down": ("this hero is face down", "dieser Charakter liegt verdeckt"),
    "face_up": ("this hero is face up", "dieser Charakter liegt offen"),
    "party": ("this hero lies in a party", "dieser Charakter liegt in einer Gruppe"),
    "looking": ("this card lies in the looking area", "diese Karte liegt in der Auslage"),
    "own": ("this hero is in your own party", "dieser Charakter liegt in deiner eigenen Gruppe"),
    "not_own": ("this hero is in another player's party", "dieser Charakter liegt in der Gruppe eines anderen"),
    "not_next": ("this is not the next player's", "das gehört nicht dem nächsten Spieler"),
    "not_previous": ("this is not the previous player's", "das gehört nicht dem vorigen Spieler"),
    "not_chosen": ("this is not the chosen player's", "das gehört nicht dem gewählten Spieler"),
    "faction": ("{name} is {faction}", "{name} gehört {faction}"),
    "not_faction": ("{name} is {faction}", "{name} gehört {faction}"),
    "itself": ("that is {name} itself", "das ist {name} selbst"),
    "picked": ("it was chosen already", "sie wurde schon gewählt"),
    "resolving": (
        "its effect is still being carried out, and a card is not copied while it acts",
        "ihre Wirkung wird gerade noch ausgeführt, und eine Karte wird nicht kopiert, solange sie wirkt",
    ),
    "swapped": (
        "it was swapped already, and a card once swapped is not picked again",
        "sie wurde schon getauscht, und eine getauschte Karte wird nicht noch einmal gewählt",
    ),
    "has_token": ("it already carries a bribery token", "auf ihm liegt schon ein Bestechungsplättchen"),
    "no_token": ("it carries no bribery token", "auf ihm liegt kein Bestechungsplättchen"),
}


def why_words(reason: Reason, db: CardDB) -> str:
    """The reason in the language of the moment, a whole sentence."""
    german = language() == "de"
    template = marked(GERMAN[reason.kind]) if german else ENGLISH[reason.kind]
    return _first_upper(template.format(**_values(reason, db, german)))


def _values(reason: Reason, db: CardDB, german: bool) -> dict[str, str]:
    kind, values = reason.kind, reason.values
    if kind == "not_a_target" or kind == "not_a_target_unseen":
        asker, _step, target, why, card = values
        return {
            "card": _asker(asker, db, german),
            "target": _target(target, db, german, asker),
            "why": _mismatch(why, card, db, german),
        }
    if kind == "would_copy_nothing":
        card, copied = values
        return {
            "card": _hero(card, db, german),
            "copied": _hero(copied, db, german),
            "copied_acc": _hero(copied, db, german, "acc"),
        }
    if kind == "would_do_nothing":
        card, target = values
        return {"card": _hero(card, db, german), "target": _target(target, db, german, ("hero", card))}
    if kind == "answer_with_buttons":
        what = ASKS[values[0]]
        return {"what": marked(what[1]) if german else what[0]}
    if kind == "extra_not_faction":
        card, hand, faction = values
        return {
            "card": _hero(card, db, german),
            "hand": _hero(hand, db, german),
            "faction": marked(_factions(faction, german, "gen")) if german else _factions(faction, german, "or"),
            "hand_faction": marked(_factions(db.heroes[hand].factions, german, "zu"))
            if german
            else _factions(db.heroes[hand].factions, german, "and"),
        }
    if kind in ("pile_empty", "pile_not_drawn", "pile_not_among"):
        pile = PILES[Zone(values[-1])]
        shown = pile[2 if kind == "pile_not_drawn" else 1] if german else pile[0]
        words = {"pile": marked(shown) if german else shown}
        if kind == "pile_not_among":
            words["card"] = _hero(values[0], db, german)
            words["card_acc"] = _hero(values[0], db, german, "acc")
        return words
    if kind == "player_lacks":
        card, seat, lacking = values
        pair = LACKING.get(lacking, LACKING["hero"])
        return {
            "card": _hero(card, db, german),
            "seat": str(seat + 1),
            "lacking": marked(pair[1]) if german else pair[0],
        }
    if kind in ("bribe_not_your_turn", "artifact_not_yours"):
        return {"seat": str(values[0] + 1)}
    if kind == "bribe_condition":
        return {"need": str(values[0])}
    if kind.startswith("artifact_") and values:
        side = db.artifact_sides[values[0]]
        return {
            "side": _named(side, german),
            "side_acc": _named(side, german, "acc"),
            "side_dat": _named(side, german, "dat"),
        }
    if values:
        return {"card": _hero(values[0], db, german)}
    return {}


def _hero(card: int, db: CardDB, german: bool, case: Case = "nom") -> str:
    return "?" if card < 0 else _named(db.heroes[card], german, case)


def _named(card: NamedCard, german: bool, case: Case = "nom") -> str:
    return german_name(card, case) if german and card.name_de else card_name(card, "en")


def _asker(asker: tuple, db: CardDB, german: bool) -> str:
    """The card whose effect asks: a hero, an artifact side, or Royal Intrigue."""
    kind, index = asker
    if kind == "hero":
        return _hero(index, db, german)
    if kind == "side":
        return _named(db.artifact_sides[index], german)
    return marked("Royale Ränkespiele") if german else "Royal Intrigue"


def _target(target: Target, db: CardDB, german: bool, asker: tuple) -> str:
    """What the step takes: "a face-up hero of the Imperial Army in another player's party"."""
    base = TARGET_ZONES[target.zone][german]
    faction = ""
    if target.faction < 0:
        faction = " der genannten Fraktion" if german else " of the named faction"
    elif target.faction:
        faction = (
            " " + _factions(target.faction, german, "gen")
            if german
            else " of the " + _factions(target.faction, german, "or")
        )
    # a German place after the card ("eine Karte der Untoten aus der Taverne") takes the faction inside
    pieces = [base.format(f=faction)] if "{f}" in base else [base, faction]
    if target.zone in ("face_up", "face_down", "hero", "hand", "remembered"):
        pieces.append(TARGET_OWNERS[target.owner][german][target.zone == "hand"])
    if target.not_faction:
        refused = _factions(target.not_faction, german, "gen" if german else "or")
        pieces.append(f" (nicht {refused})" if german else f" (not of the {refused})")
    words = "".join(marked(piece) for piece in pieces if piece) if german else "".join(pieces)
    if target.not_this and asker[0] == "hero":
        other = _hero(asker[1], db, german, "dat")
        words += (marked(" außer") + f" {other}") if german else f" other than {other}"
    return words


def _mismatch(why: str, card: int, db: CardDB, german: bool) -> str:
    pair = MISMATCH_WORDS.get(why, ("", ""))
    text = marked(pair[1]) if german else pair[0]
    if "{" not in text:
        return text
    hero = db.heroes[card]
    faction = marked(_factions(hero.factions, german, "zu")) if german else _factions(hero.factions, german, "and")
    return text.format(name=_named(hero, german), faction=faction)


def _factions(mask: int, german: bool, form: str) -> str:
    """The factions of a mask, unmarked: English titles joined by `form` ("or", "and"), German
    in `form` ("gen": "der Untoten oder des Seevolks", "zu": "zu den Untoten und zum Seevolk")."""
    names = [name for name, bit in FACTION_BITS.items() if mask & bit and name != "golems" or mask == bit]
    if german:
        if form == "zu":
            return " und ".join(_zu(name) for name in names)
        return " oder ".join(getattr(FACTIONS[name], form) for name in names)
    return f" {form} ".join(FACTION_TITLES[name] for name in names)


def _zu(name: str) -> str:
    """ "zu den Untoten", "zum Seevolk", "zur Kaiserlichen Armee"."""
    return FACTIONS[name].zu


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]
