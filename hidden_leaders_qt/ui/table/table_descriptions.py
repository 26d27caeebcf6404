"""Table items in words, for screen readers and keyboard players: the card and its place
("Blowfish, Water Folk hero, in your hand, card 2 of 4"), a pile and its count, a player's
name plate. A card is named only when its item shows its face, so the words never tell
more than the picture does."""

from PySide6.QtCore import QCoreApplication

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.card_language import card_name, leader_title
from hidden_leaders_qt.engine.data.card_language import card_text as card_ability
from hidden_leaders_qt.ui.art.faction_style import of_faction, with_faction
from hidden_leaders_qt.ui.table.items import CardItem, PileItem
from hidden_leaders_qt.ui.table.plate_item import PlateItem

translate = QCoreApplication.translate


def card_words(hero) -> str:
    if hero.faction == "all":
        return translate("table_descriptions", "{name}, hero of all factions").format(name=card_name(hero))
    if hero.faction == "none":  # the Keeper of Discord
        return translate("table_descriptions", "{name}, hero of no faction").format(name=card_name(hero))
    return translate("table_descriptions", "{name}, {faction} hero").format(
        name=card_name(hero), faction=of_faction(hero.faction)
    )


def _place(zone: Zone, seat: int, viewer: int, names: list[str]) -> str:
    """Where a card of a hand or party lies: "in your hand", "face up in Mira's party"."""
    if seat == viewer:
        places = {
            Zone.HAND: translate("table_descriptions", "in your hand"),
            Zone.FACE_UP: translate("table_descriptions", "face up in your party"),
            Zone.FACE_DOWN: translate("table_descriptions", "face down in your party"),
        }
        return places[zone]
    if not 0 <= seat < len(names):
        places = {
            Zone.HAND: translate("table_descriptions", "in a player's hand"),
            Zone.FACE_UP: translate("table_descriptions", "face up in a player's party"),
            Zone.FACE_DOWN: translate("table_descriptions", "face down in a player's party"),
        }
        return places[zone]
    places = {
        Zone.HAND: translate("table_descriptions", "in {name}'s hand"),
        Zone.FACE_UP: translate("table_descriptions", "face up in {name}'s party"),
        Zone.FACE_DOWN: translate("table_descriptions", "face down in {name}'s party"),
    }
    return places[zone].format(name=names[seat])


def describe_item(item, viewer: int, names: list[str], count_in_place: int = 0) -> str:
    """One table item in a sentence; `count_in_place` is how many cards share its place."""
    if isinstance(item, PileItem):
        if item.count == 1:
            pile = translate("table_descriptions", "{pile}, 1 card").format(pile=item.title)
        else:
            pile = translate("table_descriptions", "{pile}, {count} cards").format(pile=item.title, count=item.count)
        if item.top_hero is None:
            return pile
        return translate("table_descriptions", "{pile}, {card} on top").format(
            pile=pile, card=card_words(item.top_hero)
        )
    if isinstance(item, PlateItem):
        return f"{item.text}: {item.detail.replace('◆', '').strip()}"
    if not isinstance(item, CardItem):
        return ""
    if item.leader is not None:
        factions = with_faction(item.leader.factions[0])
        for faction in item.leader.factions[1:]:
            factions = translate("table_descriptions", "{first} and {second}").format(
                first=factions, second=with_faction(faction)
            )
        return translate("table_descriptions", "Your leader {name}, {title}, aligned with {factions}").format(
            name=card_name(item.leader), title=leader_title(item.leader), factions=factions
        )
    what = card_words(item.hero) if item.hero is not None else translate("table_descriptions", "a face-down card")
    position = item.position
    if position is None or not isinstance(position[0], int):
        return what
    zone, seat, index = position
    if zone in (Zone.HAND, Zone.FACE_UP, Zone.FACE_DOWN):
        if zone == Zone.FACE_DOWN and item.hero is None:
            what = translate("table_descriptions", "a hidden hero")
        place = _place(zone, seat, viewer, names)
    elif zone == Zone.TAVERN:
        place = translate("table_descriptions", "in the Tavern")
    elif zone == Zone.LOOKING:
        place = translate("table_descriptions", "being looked at")
    elif zone == Zone.IN_PLAY:
        place = translate("table_descriptions", "in play")
    else:
        return what
    if count_in_place > 1:
        return translate("table_descriptions", "{card}, {place}, card {number} of {count}").format(
            card=what, place=place, number=index + 1, count=count_in_place
        )
    return translate("table_descriptions", "{card}, {place}").format(card=what, place=place)


def card_text(item) -> str:
    """The ability of the card an item shows, or nothing when its face is not shown."""
    if isinstance(item, CardItem) and item.leader is None and item.hero is not None:
        return card_ability(item.hero)
    return ""
