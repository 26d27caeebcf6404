"""The advisor's sentences (`ai/advisor.py`) in English and German: why it chose, and the
training note. The level it speaks for is named from the one table of level names
(`titles.level_title`), never written into a sentence."""

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.words import describe_de
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.language import language

ADVISING_LEVEL = "hard"
REASONS = {
    "untried": "{option}: the search ended before it tried any option.",
    "wins": "{option}: wins {chance} of simulated futures",
    "next": "; next best {option} ({chance}).",
    "close": " Too close to call by search, so {level} keeps the move its rules of thumb prefer.",
    "few": " That was tried {visits} times only, too few to trust.",
    "verdict": "{level} would rather have chosen {best}: {best_chance} against {mine_chance} for your {mine}.",
    "even": "{option}, but every option wins about {chance} of simulated futures: they are about equal, "
    "so this choice hardly changes your chances.",
}
GERMAN_REASONS = {
    "untried": "{option}: Die Suche endete, bevor sie eine Möglichkeit versucht hatte.",
    "wins": "{option}: gewinnt in {chance} der simulierten Zukünfte",
    "next": "; am zweitbesten {option} ({chance}).",
    "close": " Zu knapp für die Suche, also bleibt „{level}“ bei dem Zug, den seine Faustregeln vorziehen.",
    "few": " Das wurde nur {visits}-mal versucht, zu selten, um ihm zu trauen.",
    "verdict": ("„{level}“ hätte lieber „{best}“ gewählt: {best_chance} gegen {mine_chance} für deine Wahl „{mine}“."),
    "even": "{option}, aber jede Möglichkeit gewinnt in etwa {chance} der simulierten Zukünfte: Sie sind etwa "
    "gleich gut, diese Wahl ändert deine Aussichten kaum.",
}


def advice_sentence(key: str, **fields: object) -> str:
    """One of the advisor's sentences in the language of the moment, its fields filled."""
    words = GERMAN_REASONS if language() == "de" else REASONS
    return words[key].format(level=level_title(ADVISING_LEVEL), **fields)


def option_label(option: Option) -> str:
    """An option without card names, as the answer names one the search never tried."""
    return describe_de.label(option) if language() == "de" else option.label
