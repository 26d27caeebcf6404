"""A notice in words, in the language of the moment: a sentence for the side panel ("Bo's
Vegetarian Sharkguard discarded Bored Goblin from your party") and a caption for the mark on
the table ("Discarded by Bo's Vegetarian Sharkguard").

The sentences are Qt translations with the names filled in as German declines them: `{cause}`
is the subject (nominative), `{card}` and `{other}` the object (accusative), `{hero}` follows
"on" (dative) and `{by}` follows "by" ("durch", accusative).
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.card_language import card_name, declined, sentence_name
from hidden_leaders_qt.engine.words.german_grammar import Case
from hidden_leaders_qt.engine.words.log_names import side_name
from hidden_leaders_qt.ui.notices.notice_reading import Cause, Notice

CONTEXT = "notice_words"
SHOWN_AT_MOST = 4
"""Sentences the panel shows; the rest are counted (the log has them all)."""

SENTENCES = {
    "discarded": QT_TRANSLATE_NOOP("notice_words", "{cause} discarded {card} {source}"),
    "buried": QT_TRANSLATE_NOOP("notice_words", "{cause} buried {card} {source}"),
    "taken": QT_TRANSLATE_NOOP("notice_words", "{cause} took {card} {source}"),
    "placed_down": QT_TRANSLATE_NOOP("notice_words", "{cause} put {card} {source} face down into {owner}'s party"),
    "placed_up": QT_TRANSLATE_NOOP("notice_words", "{cause} put {card} {source} face up into {owner}'s party"),
    "moved": QT_TRANSLATE_NOOP("notice_words", "{cause} moved {card} away {source}"),
    "turned_down": QT_TRANSLATE_NOOP("notice_words", "{cause} turned {card} face down in your party"),
    "turned_up": QT_TRANSLATE_NOOP("notice_words", "{cause} turned {card} face up in your party"),
    "swapped": QT_TRANSLATE_NOOP("notice_words", "{cause} swapped {card} {source} for {other}"),
    "token_returned": QT_TRANSLATE_NOOP("notice_words", "{cause} put the token on {hero} back into the bag"),
    "token_swapped": QT_TRANSLATE_NOOP("notice_words", "{cause} swapped the token on {hero} for another"),
    "artifact_swapped": QT_TRANSLATE_NOOP("notice_words", "{cause} swapped your artifact with {owner}'s"),
    "artifact_token": QT_TRANSLATE_NOOP("notice_words", "{cause} discarded a token from your artifact"),
}
CAPTIONS = {
    "discarded": QT_TRANSLATE_NOOP("notice_words", "Discarded by {by}"),
    "buried": QT_TRANSLATE_NOOP("notice_words", "Buried by {by}"),
    "taken": QT_TRANSLATE_NOOP("notice_words", "Taken by {by}"),
    "placed": QT_TRANSLATE_NOOP("notice_words", "Taken by {by}"),
    "moved": QT_TRANSLATE_NOOP("notice_words", "Moved away by {by}"),
    "turned_down": QT_TRANSLATE_NOOP("notice_words", "Turned face down by {by}"),
    "turned_up": QT_TRANSLATE_NOOP("notice_words", "Turned face up by {by}"),
    "swapped": QT_TRANSLATE_NOOP("notice_words", "Swapped by {by}"),
    "token_returned": QT_TRANSLATE_NOOP("notice_words", "Token put back by {by}"),
    "token_swapped": QT_TRANSLATE_NOOP("notice_words", "Token swapped by {by}"),
    "artifact_swapped": QT_TRANSLATE_NOOP("notice_words", "Artifact swapped by {by}"),
    "artifact_token": QT_TRANSLATE_NOOP("notice_words", "Artifact token discarded by {by}"),
}
# what was done, for a mark too small to say by whom
DONE = {
    "discarded": QT_TRANSLATE_NOOP("notice_words", "Discarded"),
    "buried": QT_TRANSLATE_NOOP("notice_words", "Buried"),
    "taken": QT_TRANSLATE_NOOP("notice_words", "Taken"),
    "placed": QT_TRANSLATE_NOOP("notice_words", "Taken"),
    "moved": QT_TRANSLATE_NOOP("notice_words", "Moved away"),
    "turned_down": QT_TRANSLATE_NOOP("notice_words", "Turned face down"),
    "turned_up": QT_TRANSLATE_NOOP("notice_words", "Turned face up"),
    "swapped": QT_TRANSLATE_NOOP("notice_words", "Swapped"),
    "token_returned": QT_TRANSLATE_NOOP("notice_words", "Token put back"),
    "token_swapped": QT_TRANSLATE_NOOP("notice_words", "Token swapped"),
    "artifact_swapped": QT_TRANSLATE_NOOP("notice_words", "Artifact swapped"),
    "artifact_token": QT_TRANSLATE_NOOP("notice_words", "Artifact token discarded"),
}
SOURCES = {
    Zone.HAND: QT_TRANSLATE_NOOP("notice_words", "from your hand"),
    Zone.FACE_UP: QT_TRANSLATE_NOOP("notice_words", "from your party"),
    Zone.FACE_DOWN: QT_TRANSLATE_NOOP("notice_words", "from your party"),
}


def translate(text: str) -> str:
    """One of the tables' texts in the language of the moment."""
    return QCoreApplication.translate(CONTEXT, text)


def cause_name(cause: Cause, db, names: list[str], case: Case) -> str:
    """Who did it, as `case` needs: "Bo's Vegetarian Sharkguard" ("den Vegetarischen
    Haiwächter von Bo"), or the player alone when no card of theirs is known to have."""
    if cause.hero >= 0:
        named = sentence_name(db.heroes[cause.hero], case)
    elif cause.side:
        named = declined(side_name(cause.side), case)
    else:
        return names[cause.seat]
    return QCoreApplication.translate("notice_words", "{seat}'s {card}").format(seat=names[cause.seat], card=named)


def card_phrase(card: int, place: Zone, db, case: Case) -> str:
    """The reader's card as the sentence names it, or what it was when they could not tell."""
    if card >= 0:
        return sentence_name(db.heroes[card], case)
    if place == Zone.HAND:
        if case == "dat":
            return QCoreApplication.translate("notice_words", "a card", "after 'on' (dative)")
        return QCoreApplication.translate("notice_words", "a card", "taken, discarded (accusative)")
    if place == Zone.FACE_UP:  # a hero whose token was swapped from another's
        if case == "dat":
            return QCoreApplication.translate("notice_words", "a hero", "after 'on' (dative)")
        return QCoreApplication.translate("notice_words", "a hero", "taken, discarded (accusative)")
    if case == "dat":
        return QCoreApplication.translate("notice_words", "a face-down hero", "after 'on' (dative)")
    return QCoreApplication.translate("notice_words", "a face-down hero", "taken, discarded (accusative)")


def card_label(notice: Notice, db) -> str:
    """The card's name as a mark on the table shows it: the name alone, or what it was."""
    if notice.card >= 0:
        return card_name(db.heroes[notice.card])
    if notice.place == Zone.HAND:
        return QCoreApplication.translate("notice_words", "A card")
    if notice.place == Zone.FACE_UP:
        return QCoreApplication.translate("notice_words", "A hero")
    return QCoreApplication.translate("notice_words", "A face-down hero")


def sentence(notice: Notice, db, names: list[str]) -> str:
    """The notice as a sentence of the side panel's line, without its full stop."""
    key = notice.what
    if key == "placed":
        key = "placed_down" if notice.face_down else "placed_up"
    text = translate(SENTENCES[key]).format(
        cause=cause_name(notice.cause, db, names, "nom"),
        card=card_phrase(notice.card, notice.place, db, "acc"),
        hero=card_phrase(notice.card, notice.place, db, "dat"),
        other=card_phrase(notice.other, notice.place, db, "acc"),
        source=translate(SOURCES.get(notice.place, SOURCES[Zone.FACE_UP])),
        owner=names[notice.owner] if notice.owner >= 0 else "",
    )
    return text[:1].upper() + text[1:]


def caption(notice: Notice, db, names: list[str]) -> str:
    """The short line written on the mark a notice leaves on the table."""
    return translate(CAPTIONS[notice.what]).format(by=cause_name(notice.cause, db, names, "acc"))


def captions(notice: Notice, db, names: list[str]) -> tuple[str, ...]:
    """The caption, then shorter forms of it for a smaller mark: by the player alone, and
    what was done alone."""
    by_seat = translate(CAPTIONS[notice.what]).format(by=names[notice.cause.seat])
    return tuple(dict.fromkeys((caption(notice, db, names), by_seat, translate(DONE[notice.what]))))


def panel_line(notices: list[Notice], db, names: list[str]) -> str:
    """ "While you waited: …" with the newest `SHOWN_AT_MOST` notices and a count of the rest."""
    shown = notices[-SHOWN_AT_MOST:]
    parts = [sentence(notice, db, names) for notice in shown]
    text = QCoreApplication.translate("notice_words", "While you waited: {notices}.").format(notices="; ".join(parts))
    earlier = len(notices) - len(shown)
    if earlier:
        more = QCoreApplication.translate("notice_words", "And {count} more in the game log.")
        text += " " + more.format(count=earlier)
    return text
