"""The indefinite article a word takes: "an Undead card", "a Water Folk card".

English chooses by sound, not spelling; the names this game puts after "a" (factions, card
names) start with a plain vowel sound wherever they start with a vowel letter, except
for the few words below that start with a "y" or "w" sound.
"""

# words spelt with a vowel that start with a consonant sound ("a unicorn", "a one-eyed")
_CONSONANT_SOUNDS = ("uni", "use", "usu", "ure", "eu", "one", "once")


def indefinite(phrase: str) -> str:
    """`phrase` after "a" or "an", as its first sound asks."""
    word = phrase.lower()
    vowel = word[:1] in ("a", "e", "i", "o", "u") and not word.startswith(_CONSONANT_SOUNDS)
    return f"{'an' if vowel else 'a'} {phrase}"
