"""Option texts in German, as the deciding seat may see them (`describe` the English).

Each text is an imperative to "du" written whole, with the verb's separable part where German
puts it ("Wirf Keen Koi ab"); a card's name comes from the German table of names in the case
its place in the sentence needs ("Setze den Blühenden Beutel ein", "Spiele mit dem Tückischen
Schatz"; a printed English name stays as it is), and the texts of fate cards, artifact sides
and a choice's branches come from the card data as they are.
"""

from typing import Any

from hidden_leaders_qt.engine.core.constants import FACTION_BITS, Zone
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.data import card_language
from hidden_leaders_qt.engine.data.card_language import german_name
from hidden_leaders_qt.engine.modules.artifacts import side_idle
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, conditions
from hidden_leaders_qt.engine.rules.chosen_moves import chosen_player_moves
from hidden_leaders_qt.engine.words.german_grammar import Case, GermanNoun, decline
from hidden_leaders_qt.engine.words.german_words import FACTIONS, TOKENS, count

# What a step does to the card picked, "{card}" where the card goes, in the accusative
# unless the step names another case.
STEP_VERBS = {
    "bury": "Lege {card} auf den Friedhof",
    "discard": "Wirf {card} ab",
    "turn_over": "Dreh {card} um",
    "take_into_hand": "Nimm {card}",
    "place_in_party": "Lege {card} in deine Gruppe",
    "move_to_party": "Verschiebe {card}",
    "look_at": "Sieh dir {card} an",
    "choose": "Wähle {card}",
    "reveal": "Deck {card} auf",
    "exchange": "Vertausche {card}",
    "perform": "Führe {card} aus",
    "royal_intrigue": "Lege {card} unter den Hafen",
    "draw_token_onto": "Lege das Plättchen auf {card}",
    "swap_tokens": "Vertausche das Plättchen auf {card}",
}
STEP_CASES: dict[str, Case] = {"swap_tokens": "dat"}
HIDDEN_CARD = GermanNoun("f", ("Karte",) * 4, "verdeckt")
ZONE_TITLES = {
    Zone.HAND: "Hand",
    Zone.FACE_UP: "Gruppe, offen",
    Zone.FACE_DOWN: "Gruppe, verdeckt",
    Zone.TAVERN: "Taverne",
    Zone.GRAVEYARD: "Friedhof",
    Zone.WILDERNESS: "Wildnis",
    Zone.HARBOR: "Hafen",
    Zone.LOOKING: "Auslage",
    Zone.IN_PLAY: "im Spiel",
}
# Wann eine Seite genutzt werden darf (R49; eine Reaktion: R47 und D29).
TIMINGS = {
    "fast": "schnell: in deinem eigenen Zug direkt vor oder direkt nach deiner Hauptaktion nutzbar",
    "slow": "langsam: am Ende deines eigenen Zuges nutzbar, nachdem die Taverne aufgefüllt ist",
    "reaction": "Reaktion: in jedem Zug, in dem Moment, den ihr Text nennt, einmal pro Zug",
}
# Warum eine Seite nichts bewirken kann, nach dem Modul, das fehlt.
IDLE_WORDS = {"golems": "In diesem Spiel bewirkt es nichts: Ohne das Golems-Modul gibt es keine Golems."}


def lowered(text: str) -> str:
    """A card's text after a colon, as a sentence goes on."""
    return text[0].lower() + text[1:]


def card_text(st: Any, card: int, seat: int, case: Case = "acc") -> str:
    """A hero as `seat` knows it, in `case`: "den Springenden Schamanen", "eine verdeckte Karte"."""
    if card >= 0 and st.known[card] >> seat & 1:
        return german_name(st.db.heroes[card], case)
    return decline(HIDDEN_CARD, case, "indefinite")


def place_text(zone: int, seat: int) -> str:
    """ "Gruppe von Platz 2, offen", "Taverne"."""
    title = ZONE_TITLES[Zone(zone)]
    if seat >= 0 and zone in (Zone.HAND, Zone.FACE_UP, Zone.FACE_DOWN):
        noun, _, side = title.partition(", ")
        return f"{noun} von Platz {seat + 1}{', ' + side if side else ''}"
    return title


def hero_text(st: Any, pos: tuple, seat: int, case: Case = "acc") -> str:
    """A hero where it lies, as `seat` sees it, in `case`: "Keen Koi (Gruppe von Platz 2,
    offen)", "die verdeckte Karte 2 (Gruppe von Platz 3, verdeckt)"."""
    zone, owner, index = pos
    card = st.card_at(pos)
    where = place_text(zone, owner)
    if zone == Zone.FACE_DOWN and not st.known[card] >> seat & 1:
        numbered = GermanNoun("f", (f"Karte {index + 1}",) * 4, "verdeckt")
        return f"{decline(numbered, case)} ({where})"
    return f"{card_text(st, card, seat, case)} ({where})"


def marker_text(deltas: tuple) -> str:
    parts = [f"{name} {d:+d}" for name, d in zip(("rot", "grün"), deltas, strict=True) if d]
    return ", ".join(parts) if parts else "Keine Bewegung"


def hint_text(st: Any, hint: str, faction: str) -> str:
    """A card's hint for naming `faction`, in German, from public facts only: its German
    template is the card data's own (`cards/de/choices.yaml`), filled here."""
    template = card_language.card_words(st.db, hint, "de")
    if not hint or template == hint:
        return ""
    mask = FACTION_BITS[faction]
    tavern = sum(1 for card in st.tavern if card >= 0 and st.db.factions[card] & mask)
    cards = "keine Karte der Taverne" if not tavern else count(tavern, "Karte der Taverne", "Karten der Taverne")
    title = FACTIONS[faction].title
    return template.format(faction=title, a_faction=title, tavern_cards=cards, tavern_count=tavern)


def describe_bribery(st: Any, option: Option, seat: int) -> str:
    kind, args = option.kind, option.args
    if kind == "bribe":
        need = conditions(st.n)[args[0]]
        return f"Bestechen: Nimm das Plättchen neben „eine Gruppe zeigt {need} offene Charaktere“"
    if kind == "go_on":
        return "Weiter ohne Bestechung"
    if kind == "place_token":
        return f"Lege dein Plättchen „{TOKENS[args[0]]}“ auf {hero_text(st, args[1:], seat)}"
    if kind == "look_token":
        instead = "" if st.pending is not None and st.pending.step == "look_token" else " stattdessen"
        return f"Sieh dir{instead} das Plättchen auf {hero_text(st, args, seat, 'dat')} an"
    if kind == "protect":
        return (
            f"Deck das Plättchen „Schutz“ auf {hero_text(st, args, seat, 'dat')} auf: "
            "Die Karte kommt nicht auf den Friedhof"
        )
    if kind == "substitute":
        return (
            f"Deck das Plättchen „Schutz“ auf {hero_text(st, args, seat, 'dat')} auf: "
            "Lege diese Karte stattdessen auf den Friedhof"
        )
    return "Geschehen lassen"


def _idle(st: Any, side: Any) -> str:
    module = side_idle(side, st.settings)
    return f" {IDLE_WORDS[module]}" if module else ""


def describe_artifact(st: Any, option: Option) -> str:
    db = st.db
    if option.kind == "side":
        side = next(s for s in db.artifact_sides if s.id == option.args[0])
        tokens = count(side.tokens, "Plättchen", "Plättchen")
        name, text = german_name(side, "dat"), lowered(card_language.card_text(side))
        return f"Spiele mit {name} ({tokens}; {TIMINGS[side.timing]}): {text}{_idle(st, side)}"
    artifacts = st.artifacts
    if option.kind == "artifact":
        seat = st.pending.seat
        side = db.artifact_sides[artifacts.sides[seat]]
        name, text = german_name(side, "acc"), lowered(card_language.card_text(side))
        return f"Setze {name} ein (noch {artifacts.tokens[seat]} Plättchen): {text}{_idle(st, side)}"
    index = option.args[0]
    card = artifacts.row[index]
    shown = artifacts.row_tokens[index] + 1
    return (
        f"Lege das Plättchen auf {german_name(db.heroes[card], 'acc')} "
        f"(dann {'wird' if shown == 1 else 'werden'} {count(shown, 'Karte', 'Karten')} des Hafens gezeigt)"
    )


def describe_module(st: Any, option: Option, seat: int) -> str:
    kind, args = option.kind, option.args
    sides = st.db.artifact_sides
    if kind == "artifact_of":
        side = sides[st.artifacts.sides[args[0]]]
        name, text = german_name(side, "acc"), lowered(card_language.card_text(side))
        return f"Nutze {name} von Platz {args[0] + 1}: {text}"
    if kind == "artifact_pair":
        a, b = args
        first, second = sides[st.artifacts.sides[a]], sides[st.artifacts.sides[b]]
        return (
            f"Vertausche {german_name(first, 'acc')} (Platz {a + 1}) mit {german_name(second, 'dat')} (Platz {b + 1})"
        )
    if kind == "artifact_token":
        owner, change = args
        side, left = sides[st.artifacts.sides[owner]], st.artifacts.tokens[owner]
        if change > 0:
            there = f"{german_name(side, 'acc')} von Platz {owner + 1}"
            return f"Lege ein Plättchen aus der Schachtel auf {there} (dort liegen {left})"
        return f"Wirf ein Plättchen {german_name(side, 'gen')} von Platz {owner + 1} ab (dort liegen {left})"
    if kind == "discard_token":
        found = st.bribery.token_on(st.card_at(args))
        title = f" „{TOKENS[TOKEN_KINDS[found[0]]]}“" if found and found[1] >> seat & 1 else ""
        return f"Lege das Plättchen{title} auf {hero_text(st, args, seat, 'dat')} zurück in den Beutel"
    if kind == "keep_token":
        return "Lass das Plättchen liegen"
    left = st.artifacts.tokens[seat]
    # "deines" declines as "eines" does: "deines Schilds der Ausdauer"
    shield = "d" + german_name(st.db.artifact_sides[st.artifacts.sides[seat]], "gen", "indefinite")
    return f"Gib ein Plättchen {shield} aus (noch {left}): Der Charakter kommt nicht auf den Friedhof"


def label(option: Option) -> str:
    """An option in German without card names (`Option.label` the English)."""
    kind, args = option.kind, option.args
    fixed = {
        "draw_harbor": "Ziehe aus dem Hafen",
        "pass": "Passen",
        "done": "Fertig",
        "go_on": "Weiter ohne Bestechung",
        "let_it_happen": "Geschehen lassen",
        "protect": "Deck den Schutz auf und behalte den Charakter",
        "artifact": "Setze dein Artefakt ein",
    }
    if kind in fixed:
        return fixed[kind]
    if kind == "discard" and not args:
        return "Passen (nichts abwerfen)"
    if kind in ("play", "discard"):
        numbers = ", ".join(str(i + 1) for i in args)
        noun = "Handkarte" if len(args) == 1 else "Handkarten"
        return f"Spiele Handkarte {numbers} aus" if kind == "play" else f"Wirf {noun} {numbers} ab"
    if kind == "setup":
        return f"Lege Handkarte {args[0] + 1} verdeckt in deine Gruppe, wirf Handkarte {args[1] + 1} ab"
    if kind == "draw_tavern":
        return f"Ziehe aus Tavernenfeld {args[0] + 1}"
    if kind == "card":
        zone, owner, index = args
        return f"Karte {index + 1} ({place_text(zone, owner)})"
    if kind == "player":
        return f"Platz {args[0] + 1}"
    if kind == "markers":
        return marker_text(args)
    if kind == "faction":
        return FACTIONS[args[0]].title
    if kind == "pile":
        return ZONE_TITLES[Zone(args[0])]
    if kind == "bribe":
        return f"Bestechen (Bedingung {args[0] + 1})"
    if kind == "place_token":
        return f"Lege „{TOKENS[args[0]]}“ auf Karte {args[3] + 1} von Platz {args[2] + 1}"
    if kind == "look_token":
        return f"Sieh dir das Plättchen auf Karte {args[2] + 1} von Platz {args[1] + 1} an"
    if kind == "substitute":
        return f"Deck den Schutz auf: Lege stattdessen Karte {args[2] + 1} von Platz {args[1] + 1} auf den Friedhof"
    if kind == "row":
        return f"Charakter {args[0] + 1} der Reihe"
    if kind == "fate":
        return f"Behalte die Schicksalskarte {args[0]}"
    if kind == "side":
        return f"Spiele mit der Seite {args[0].replace('_', ' ')}"
    return option.label


def describe_option(st: Any, option: Option, naming: Any) -> str:
    """`option` in German for the seat deciding now; `naming` is the name_faction step asking, if any."""
    pending = st.pending
    seat = pending.seat if pending is not None else -1
    kind, args = option.kind, option.args
    if kind == "play":
        return f"Spiele {card_text(st, st.hands[seat][args[0]], seat)} aus"
    if kind == "discard" and args:
        return f"Wirf {card_text(st, st.hands[seat][args[0]], seat)} ab"
    if kind == "setup":
        hand = st.hands[seat]
        hidden, dropped = card_text(st, hand[args[0]], seat), card_text(st, hand[args[1]], seat)
        return f"Lege {hidden} verdeckt in deine Gruppe, wirf {dropped} ab"
    if kind == "draw_tavern":
        return f"Nimm {card_text(st, st.tavern[args[0]], seat)} aus der Taverne"
    if kind == "card":
        step = pending.step if pending is not None else "choose"
        verb = STEP_VERBS.get(step, STEP_VERBS["choose"])
        return verb.format(card=hero_text(st, args, seat, STEP_CASES.get(step, "acc")))
    if kind == "player" and (moves := chosen_player_moves(st, args[0])) is not None:
        x, options = moves
        if len(options) > 1:
            return f"Platz {args[0] + 1} \u2014 X ist {x}: du wählst, wie die Marker ziehen"
        return f"Platz {args[0] + 1} \u2014 X ist {x}: {marker_text(options[0]) if options else 'keine Bewegung'}"
    if kind == "fate":
        fate = st.db.fates[st.db.fate_index[args[0]]]
        return f"Behalte {german_name(fate, 'acc')}: {lowered(card_language.card_text(fate))}"
    if kind == "branch":
        return card_language.card_words(st.db, args[1])
    if kind in ("bribe", "go_on", "place_token", "look_token", "let_it_happen", "protect", "substitute"):
        return describe_bribery(st, option, seat)
    if kind == "faction" and naming is not None and naming.hint:
        consequence = hint_text(st, naming.hint, args[0])
        return f"{FACTIONS[args[0]].title} \u2014 {consequence}" if consequence else FACTIONS[args[0]].title
    if kind in ("side", "artifact", "row"):
        return describe_artifact(st, option)
    if kind in ("artifact_of", "artifact_pair", "artifact_token", "discard_token", "keep_token", "endure"):
        return describe_module(st, option, seat)
    return label(option)
