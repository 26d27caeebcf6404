"""The words of the history, its statistics, the exported log and the replay's position, in
the language `language()` names when they are made.

These texts are made by pure modules (no Qt), some on worker threads, so they cannot use
Qt's translators. The English text is the key; its German stands beside it, with the same
named placeholders, filled after translation so that German may order them its own way.
The history file keeps the English (`history.decided_by`): it is put into words when shown.
"""

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES
from hidden_leaders_qt.engine.words.german_words import FACTIONS, LEVELS
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.engine.words.titles import LEVEL_TITLES
from hidden_leaders_qt.language import language, marked

GERMAN = {
    "{name} (computer)": "{name} (Computer)",
    # how a game was decided: why the faction won, then why its player
    "both markers in the war area": "beide Marker im dunklen Bereich",
    "markers level": "Marker auf einem Feld",
    "markers side by side": "Marker auf Nachbarfeldern",
    "red marker ahead": "roter Marker vorn",
    "green marker ahead": "grüner Marker vorn",
    "golem marker ahead": "Golem-Marker vorn",
    "nobody aligned": "niemand verbündet",
    "only aligned leader": "einzige verbündete Rolle",
    "most heroes": "die meisten Charaktere",
    "tie-break: fewest heroes": "Gleichstand: die wenigsten Charaktere",
    "tie-break: leader number": "Gleichstand: Zahl der Rollenkarte",
    # the replay's position
    "Turn {turn}": "Zug {turn}",
    "Setup": "Spielaufbau",
    "decision {position} of {count}": "Entscheidung {position} von {count}",
    "your move": "du bist am Zug",
    "{name}'s move": "{name} ist am Zug",
    "the deal": "das Austeilen",
    "game over": "Spiel vorbei",
    # the exported log's header
    "Hidden Leaders: a game of {players} players, finished {when}": (
        "Heimliche Herrschaft: eine Partie mit {players} Personen, beendet am {when}"
    ),
    " (won)": " (gewonnen)",
    "Decided by: {how}": "Entschieden durch: {how}",
    "The game": "Das Spiel",
    "human": "Mensch",
    # reading the history
    "The history cannot be read ({why}).": "Der Verlauf kann nicht gelesen werden ({why}).",
    "line {number}: {why}": "Zeile {number}: {why}",
    "The history has 1 damaged game record, left out ({lines}).": (
        "Der Verlauf enthält 1 beschädigten Eintrag, der ausgelassen wurde ({lines})."
    ),
    "The history has {count} damaged game records, left out ({lines}).": (
        "Der Verlauf enthält {count} beschädigte Einträge, die ausgelassen wurden ({lines})."
    ),
    "The history is damaged ({why}) and could not be moved aside ({error}).": (
        "Der Verlauf ist beschädigt ({why}) und konnte nicht beiseitegelegt werden ({error})."
    ),
    "The history was damaged ({why}); it is kept as {name}, and a new one begins.": (
        "Der Verlauf war beschädigt ({why}); er bleibt als {name} erhalten, und ein neuer beginnt."
    ),
    "it is far larger than a history grows": "er ist weit größer, als ein Verlauf je wird",
    "it does not begin as a history of Hidden Leaders": "er beginnt nicht wie ein Verlauf von „Heimliche Herrschaft“",
    "The game is too long to be kept in the history.": "Die Partie ist zu lang, um im Verlauf zu bleiben.",
    "too long to be a record": "zu lang für einen Eintrag",
    "not UTF-8 text": "kein UTF-8-Text",
    "not a JSON line, perhaps cut short": "keine JSON-Zeile, vielleicht abgeschnitten",
    "not a game record (its keys are not a record's)": "kein Eintrag einer Partie (falsche Schlüssel)",
    "its game is not a saved game": "seine Partie ist kein gespeichertes Spiel",
    "its game is longer than a game can be": "seine Partie ist länger, als eine Partie sein kann",
    "its game is damaged: {why}": "seine Partie ist beschädigt: {why}",
    "its key is not a key": "sein Schlüssel ist kein Schlüssel",
    "its time of finishing is not a date": "sein Ende ist kein Datum",
    "its length or turns are not sensible numbers": "seine Dauer oder Zugzahl ist unsinnig",
    "its winning faction is unknown": "seine siegreiche Fraktion ist unbekannt",
    "its aligned seats are not seats of the game": "seine verbündeten Plätze gehören nicht zur Partie",
    "its winner is not an aligned seat of the game": "sein Sieger ist kein verbündeter Platz der Partie",
    "its explanation is not a short text": "seine Erklärung ist kein kurzer Text",
    "its leaders are not one for each seat": "seine Rollen sind nicht eine je Platz",
    "a leader of it is not a leader's name and factions": "eine seiner Rollen hat keinen Namen und keine Fraktionen",
    "its explanation {why}": "seine Erklärung {why}",
    "a leader's name in it {why}": "der Name einer seiner Rollen {why}",
    "A damaged line of the history was moved out of it, into {name}.": (
        "Eine beschädigte Zeile des Verlaufs wurde aus ihm in {name} verschoben."
    ),
    "The history's {count} damaged lines were moved out of it, into {name}.": (
        "{count} beschädigte Zeilen des Verlaufs wurden aus ihm in {name} verschoben."
    ),
}
# the computer levels, by their English title ("Hard") and by their kind ("hard"), from the one table
GERMAN |= {LEVEL_TITLES[kind]: german for kind, german in LEVELS.items()} | LEVELS


def with_faction(faction: str) -> str:
    """The faction after "with": "the Undead", German in the dative ("den Untoten")."""
    return marked(FACTIONS[faction].dat) if language() == "de" else f"the {FACTION_TITLES[faction]}"


def seat_name(name: str) -> str:
    """A seat's name as shown: the solo player's seat "You" is "Du" in German, as in the log."""
    return "Du" if name == YOU and language() == "de" else name


def say(english: str, **fields: object) -> str:
    """`english` in the current language (itself when there is no German for it), its
    `{placeholders}` filled from `fields`."""
    text = marked(GERMAN[english]) if language() == "de" and english in GERMAN else english
    return text.format(**fields) if fields else text


def decided_by_words(phrase: str) -> str:
    """A recorded "how decided" phrase ("red marker ahead; most heroes") in the current
    language; a part without German (a record from another version) stays as written."""
    return "; ".join(say(part) for part in phrase.split("; "))
