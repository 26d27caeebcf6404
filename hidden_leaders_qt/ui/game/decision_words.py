"""The panel's own sentences about a decision, beside the engine's words for each option:
the card (or artifact) that asks, where a card lies as the deciding seat knows it, the
warning that the game ends, a marker move's button. Each is one translatable sentence with
named places, so a language may order it its own way ("der Gruppe von Mira", not "Mira's
party" glued)."""

import re

from PySide6.QtCore import QCoreApplication

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.core.options import Decision
from hidden_leaders_qt.engine.data.card_language import card_name, sentence_name
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.engine.words.german_grammar import Case
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.ui.art.faction_style import the_faction

translate = QCoreApplication.translate
# the engine's option texts name seats by number ("Seat 2", "seat 2's party")
SEAT_NUMBER = re.compile(r"\b([Ss])eat (\d)\b('s)?")
# ...and in German by place ("Platz 2", "Gruppe von Platz 2")
PLACE_NUMBER = re.compile(r"\b(von )?Platz (\d)\b")


def asking_prompt(view: SeatView, db, names: list[str], decision: Decision, text: str) -> str:
    """The card that asks leads the prompt; a card of another player's turn says whose it
    is, since the person asked has just come to the screen (hot-seat) or was waiting. A
    question of an artifact's effect (asked by no card) is led by the artifact's name."""
    if decision.card < 0:
        artifacts = view.artifacts
        if artifacts is None or not artifacts.used >> decision.seat & 1 or decision.step in ("", "royal_intrigue"):
            return text
        side = artifacts.sides[decision.seat]
        name = next(card_name(s) for s in db.artifact_sides if s.id == side)
        return translate("decisions", "{card}: {text}").format(card=name, text=text)
    card = card_name(db.heroes[decision.card])
    current = view.current
    if decision.seat != current and view.in_public_sight(decision.card):
        # the card leads the sentence: "Der Springende Schamane von Mira fordert dich auf: …"
        subject = sentence_name(db.heroes[decision.card])
        return translate("decisions", "{name}'s {card} asks you to {text}").format(
            name=names[current], card=subject[:1].upper() + subject[1:], text=text
        )
    return translate("decisions", "{card}: {text}").format(card=card, text=text)


def end_warning(view: SeatView, names: list[str], decision: Decision) -> str:
    """Whether this turn ends the game (a party shows the threshold), or would if the
    person plays a card now, and which faction the markers favour."""
    counts = [len(party) for party in view.face_up]
    full = [seat for seat, count in enumerate(counts) if count >= view.threshold]
    playing = decision.kind == "main" and any(option.kind == "play" for option in decision.options)
    if full and full[0] == view.seat:
        ends = translate("decisions", "This turn ends the game: your party shows {count} face-up heroes.")
    elif full:
        ends = translate("decisions", "This turn ends the game: {name}'s party shows {count} face-up heroes.")
    elif playing and counts[decision.seat] + 1 >= view.threshold:
        ends = translate(
            "decisions",
            "A card you play now is your {threshold}th face-up hero: the game ends after "
            "this turn unless a hero leaves a party.",
        )
    else:
        return ""
    seat = full[0] if full else decision.seat
    ends = ends.format(name=names[seat], count=counts[seat], threshold=view.threshold)
    favoured = translate("decisions", "As the markers stand, {faction} would win.")
    return ends + " " + favoured.format(faction=the_faction(view.would_win()[0]))


def position_text(view: SeatView, db, names: list[str], position: tuple, case: Case = "nom") -> str:
    """A card where it lies, as the deciding seat knows it: "Keen Koi (your hand)"; a German
    name declined as `case` asks ("den Springenden Schamanen (deine Hand)")."""
    zone, seat, index = position
    cards = {
        Zone.HAND: view.hands[seat] if seat >= 0 else (),
        Zone.FACE_UP: view.face_up[seat] if seat >= 0 else (),
        Zone.FACE_DOWN: view.face_down[seat] if seat >= 0 else (),
        Zone.TAVERN: view.tavern,
        Zone.LOOKING: view.looking,
    }.get(Zone(zone), ())
    card = cards[index] if index < len(cards) else -1
    where = _where(view, names, Zone(zone), seat)
    if card < 0 and zone == Zone.FACE_DOWN:
        return _hidden_hero(case).format(number=index + 1, where=where)
    if card < 0:
        unknown = translate("decisions", "a card of {where}", "dative") if case in ("dat", "gen") else None
        return (unknown or translate("decisions", "a card of {where}")).format(where=where)
    return translate("decisions", "{card} ({where})").format(card=sentence_name(db.heroes[card], case), where=where)


def _hidden_hero(case: Case) -> str:
    """ "hidden hero 2 of Mira's party" in `case`: an entry of the catalogue for each, since German
    declines the article and the adjective ("den verdeckten Charakter 2 in der Gruppe von Mira")."""
    if case == "acc":
        return translate("decisions", "hidden hero {number} of {where}", "accusative")
    if case == "dat":
        return translate("decisions", "hidden hero {number} of {where}", "dative")
    if case == "gen":
        return translate("decisions", "hidden hero {number} of {where}", "genitive")
    return translate("decisions", "hidden hero {number} of {where}")


def _where(view: SeatView, names: list[str], zone: Zone, seat: int) -> str:
    """ "your hand", "Mira's party", "the Tavern": a place as the deciding seat says it."""
    if seat < 0:
        return translate("decisions", "the Tavern") if zone == Zone.TAVERN else translate("decisions", "the table")
    if zone == Zone.HAND:
        places = (translate("decisions", "your hand"), translate("decisions", "{name}'s hand"))
    elif zone in (Zone.FACE_UP, Zone.FACE_DOWN):
        places = (translate("decisions", "your party"), translate("decisions", "{name}'s party"))
    else:
        places = (translate("decisions", "your table"), translate("decisions", "{name}'s table"))
    return places[0] if seat == view.seat else places[1].format(name=names[seat])


def marker_text(markers: tuple[int, int], moves: tuple[int, int]) -> str:
    """A marker choice's button: "red +1, green -1  →  red 5, green 4"."""
    red, green = markers
    dr, dg = moves
    named = (translate("decisions", "red {steps}"), translate("decisions", "green {steps}"))
    steps = [words.format(steps=f"{d:+d}") for words, d in zip(named, moves, strict=True) if d]
    shown = ", ".join(steps) if steps else translate("decisions", "no movement")
    return translate("decisions", "{moves}  →  red {red}, green {green}").format(
        moves=shown, red=red + dr, green=green + dg
    )


def with_names(text: str, names: list[str]) -> str:
    """`text` with the seats it names by number ("Seat 2", German "Platz 2") named as at the table."""

    def named(match: re.Match) -> str:
        index = int(match.group(2)) - 1
        if not 0 <= index < len(names):
            return match.group(0)
        name, possessive = names[index], bool(match.group(3))
        if name == YOU:
            your = translate("decisions", "Your") if match.group(1) == "S" else translate("decisions", "your")
            return your if possessive else name
        return translate("decisions", "{name}'s").format(name=name) if possessive else name

    def placed(match: re.Match) -> str:
        index = int(match.group(2)) - 1
        if not 0 <= index < len(names):
            return match.group(0)
        after = match.group(1) or ""
        if names[index] == YOU:  # the person reading: "von dir", "du"
            return "von dir" if after else "du"
        return after + names[index]

    return PLACE_NUMBER.sub(placed, SEAT_NUMBER.sub(named, text))
