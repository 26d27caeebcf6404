"""A game's result explained in the language of the moment.

A `GameResult` keeps its reasons in English: they are part of the saved state, which is
checked against the position when read back, so they must not change with the reader's
language. The texts shown are made here from the result's facts: English returns the stored
sentences as they are, German writes its own. The German faction reason is a clause for
after "weil" (its verb last): "…, weil beide Marker im dunklen Bereich stehen (rot 9, grün 10)".
"""

from hidden_leaders_qt.engine.core.constants import FACTION_NAMES, GOLEMS
from hidden_leaders_qt.engine.data.card_language import card_name, german_name
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.modules.bribery import IDLE_PROTECTION, LOYALTY, PROTECTION, SWITCHES, TOKEN_KINDS
from hidden_leaders_qt.engine.rules.scoring import Bonus, GameResult, TokenNote, golem_lead
from hidden_leaders_qt.engine.words.german_words import FACTIONS, count
from hidden_leaders_qt.language import language, marking

_TIE_BREAKS_DE = (
    "die meisten Charaktere {gen} (offen und verdeckt)",
    "die wenigsten Charaktere in der Gruppe",
    "die höchste Nummer der Rollenkarte",
)


@marking
def faction_reason(result: GameResult) -> str:
    """Why the markers favour the winning faction (`GameResult.faction_reason`)."""
    if language() != "de":
        return result.faction_reason
    red, green = result.markers
    golem = result.golem_marker
    markers = f"rot {red}, grün {green}"
    if result.winning_faction == "golems":
        return f"der Golem-Marker vor beiden Markern liegt (Golem {golem}, {markers})"
    base = {
        "undead": f"beide Marker im dunklen Bereich stehen ({markers})",
        "water_folk": f"die Marker {'auf demselben Feld' if red == green else 'nebeneinander'} stehen ({markers})",
        "imperial_army": f"der rote Marker {count(red - green, 'Feld', 'Felder')} vor dem grünen liegt ({markers})",
        "hill_tribes": f"der grüne Marker {count(green - red, 'Feld', 'Felder')} vor dem roten liegt ({markers})",
    }[result.winning_faction]
    if golem and golem_lead(golem, red, green) > 0:
        ignored = "doch niemand gehört zu den Golems, daher zählt er nicht"
        return f"{base}; der Golem-Marker liegt zwar vorn (Golem {golem}), {ignored}"
    return base


@marking
def tie_break_rule(result: GameResult, index: int) -> str:
    """The rule of the tie-break step `index` (`TieBreakStep.rule`)."""
    if language() != "de":
        return result.tie_breaks[index].rule
    return _TIE_BREAKS_DE[index].format(gen=FACTIONS[result.winning_faction].gen)


@marking
def reason(result: GameResult) -> str:
    """Why the winner won among the aligned leaders, or why nobody did (`GameResult.reason`)."""
    if language() != "de":
        return result.reason
    zu = FACTIONS[result.winning_faction].zu
    if not result.aligned:
        return f"Keine Rollenkarte gehört {zu}: Niemand gewinnt."
    if len(result.aligned) == 1:
        return f"Nur eine Rollenkarte gehört {zu}."
    rule = tie_break_rule(result, len(result.tie_breaks) - 1)
    return f"{len(result.aligned)} Rollenkarten gehören {zu}; den Ausschlag gibt: {rule}."


@marking
def bonus_reason(bonus: Bonus, db: CardDB) -> str:
    """Why a card counts for more (`Bonus.reason`), made from its kind and values."""
    if language() != "de":
        return bonus.reason
    if bonus.kind == "leads_as":
        times, leader = bonus.values
        name = card_name(db.leaders[db.leader_index[str(leader)]])
        return f"zählt als {times} Charaktere: Die Gruppe wird von {name} angeführt"
    if bonus.kind == "with_card":
        times, card = bonus.values
        other = german_name(db.hero(str(card)), "nom")
        return f"zählt als {times} Charaktere: {other[0].upper()}{other[1:]} ist in derselben Gruppe"
    if bonus.kind == "per_golems":
        per, in_all = bonus.values
        return f"+1 je {per} Golems in der Gruppe, insgesamt {in_all}"
    raise ValueError(f"a bonus of a kind scoring does not make: {bonus.kind!r}")


@marking
def token_effect(note: TokenNote, db: CardDB) -> str:
    """What a bribery token revealed at the end changed (`TokenNote.effect`)."""
    if language() != "de":
        return note.effect
    kind = TOKEN_KINDS.index(note.token)
    if kind == LOYALTY:
        return "zählt für jede eigene Fraktion als 2 Charaktere"
    if kind == PROTECTION and note.effect == IDLE_PROTECTION:
        return "ändert bei der Wertung nichts (keine Golems in diesem Spiel)"
    if kind == PROTECTION:
        return "zählt zusätzlich als Golem"
    golem = " (bleibt ein Golem)" if db.factions[db.hero_index[note.card]] & GOLEMS else ""
    return f"zählt nur noch für {FACTIONS[FACTION_NAMES[SWITCHES[kind]]].acc}{golem}"
