"""Table items in words, for screen readers and keyboard players: the card and its place
("Blowfish, Water Folk hero, in your hand, card 2 of 4"), a pile and its count, a player's
name plate. A card is named only when its item shows its face, so the words never tell
more than the picture does."""

from hidden_leaders_qt.engine.constants import FACTION_TITLES, Zone
from hidden_leaders_qt.ui.table.items import CardItem, PileItem, PlateItem


def card_words(hero) -> str:
    if hero.faction == "all":
        return f"{hero.name}, hero of all factions"
    if hero.faction == "none":  # the Keeper of Discord
        return f"{hero.name}, hero of no faction"
    return f"{hero.name}, {FACTION_TITLES[hero.faction]} hero"


def owner(seat: int, viewer: int, names: list[str]) -> str:
    """ "your" for the seat on screen, else the player's name with an apostrophe."""
    if seat == viewer:
        return "your"
    return f"{names[seat]}'s" if 0 <= seat < len(names) else "a player's"


def describe_item(item, viewer: int, names: list[str], count_in_place: int = 0) -> str:
    """One table item in a sentence; `count_in_place` is how many cards share its place."""
    if isinstance(item, PileItem):
        top = f", {card_words(item.top_hero)} on top" if item.top_hero is not None else ""
        return f"{item.title}, {item.count} card{'s' if item.count != 1 else ''}{top}"
    if isinstance(item, PlateItem):
        return f"{item.text}: {item.detail.replace('◆', '').strip()}"
    if not isinstance(item, CardItem):
        return ""
    if item.leader is not None:
        factions = " and the ".join(FACTION_TITLES[f] for f in item.leader.factions)
        return f"Your leader {item.leader.name}, {item.leader.title}, aligned with the {factions}"
    what = card_words(item.hero) if item.hero is not None else "a face-down card"
    position = item.position
    if position is None or not isinstance(position[0], int):
        return what
    zone, seat, index = position
    number = f", card {index + 1} of {count_in_place}" if count_in_place > 1 else ""
    if zone == Zone.HAND:
        place = f"in {owner(seat, viewer, names)} hand"
    elif zone == Zone.FACE_UP:
        place = f"face up in {owner(seat, viewer, names)} party"
    elif zone == Zone.FACE_DOWN:
        if item.hero is None:
            what = "a hidden hero"
        place = f"face down in {owner(seat, viewer, names)} party"
    elif zone == Zone.TAVERN:
        place = "in the Tavern"
    elif zone == Zone.LOOKING:
        place = "being looked at"
    elif zone == Zone.IN_PLAY:
        place = "in play"
    else:
        place = ""
    return f"{what}, {place}{number}" if place else what


def card_text(item) -> str:
    """The ability of the card an item shows, or nothing when its face is not shown."""
    if isinstance(item, CardItem) and item.leader is None and item.hero is not None:
        return item.hero.text
    return ""
