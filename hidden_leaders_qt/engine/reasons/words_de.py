"""The German of every reason (`words.ENGLISH` has the English), in the German rulebook's terms:
Gruppe, Taverne, Hafen, Wildnis, Friedhof, Auslage, Plättchen, Artefakt. Placeholders as there."""

GERMAN = {
    "not_your_decision": "Du bist jetzt nicht an der Reihe zu entscheiden.",
    "game_over": "Das Spiel ist vorbei.",
    "draw_after_action": "Gezogen wird nach deiner Aktion: spiele zuerst eine Karte aus deiner Hand aus oder wirf "
    "bis zu 3 ab (oder passe).",
    "pile_not_drawn": "{pile} zieht niemand: gezogen wird aus der Taverne oder vom Hafen.",
    "main_plays_hand": "Deine Aktion jetzt: spiele eine Karte aus deiner Hand aus oder wirf bis zu 3 ab. Eine Karte "
    "auf dem Tisch wird nur gewählt, wenn die Wirkung einer Karte danach fragt.",
    "fate_not_now": "Jetzt gibt es keine Schicksalskarte zu behalten: Schicksalskarten werden gezogen, wenn ein Golem "
    "auf den Friedhof kommt.",
    "discard_three": "Du darfst höchstens 3 Karten abwerfen.",
    "discard_from_hand": "Abgeworfen werden jetzt nur Karten aus deiner Hand.",
    "harbor_empty": "Hafen und Wildnis sind beide leer: nimm eine Karte aus der Taverne.",
    "tavern_slot_empty": "Dieser Platz der Taverne ist leer: die Taverne wird am Ende des Zuges aufgefüllt.",
    "draw_from_tavern_or_harbor": "Du ziehst jetzt: nimm eine Karte aus der Taverne oder ziehe vom Hafen.",
    "setup_from_hand": "Bei der Vorbereitung wählst du aus deiner Hand: eine Karte, die du verdeckt in deine Gruppe "
    "legst, dann eine zum Abwerfen.",
    "keep_a_fate": "Behalte zuerst eine der beiden Schicksalskarten, die du gezogen hast.",
    "answer_with_buttons": "Beantworte diese Frage mit den Knöpfen neben dem Tisch ({what}).",
    "only_buttons": (
        "Für diese Frage lässt sich jetzt nichts auf dem Tisch wählen: Beantworte sie mit den Knöpfen neben dem Tisch."
    ),
    "extra_not_faction": "{card} lässt dich noch eine Karte ausspielen, aber keine {faction}: {hand} gehört "
    "{hand_faction}.",
    "extra_from_hand": "{card} lässt dich noch eine Karte aus deiner Hand ausspielen; sonst wird jetzt nichts gewählt.",
    "token_on_hero": "Bestechungsplättchen werden auf Charaktere in einer Gruppe gelegt.",
    "token_already": "Auf diesem Charakter liegt schon ein Bestechungsplättchen: ein Plättchen kommt nur auf einen "
    "Charakter ohne Plättchen.",
    "reaction_with_buttons": "Jetzt geht es nur um den Charakter, der gleich auf den Friedhof kommt: antworte mit den "
    "Knöpfen neben dem Tisch.",
    "royal_order_shown": "Royale Ränkespiele: nur die gezeigten Karten des Hafens kommen zurück unter den Hafen, "
    "eine nach der anderen.",
    "choose_a_player": "{card} fragt nach einem Spieler: klicke auf einen Namen oder einen Knopf neben dem Tisch.",
    "move_not_to_own": "{card} legt den Charakter in die Gruppe eines anderen Spielers, nicht in deine.",
    "move_not_to_owner": "{card} legt den Charakter in eine andere Gruppe, nicht zurück in die, in der er liegt.",
    "player_not_you": "{card} wählt einen der anderen Spieler, nicht dich.",
    "player_lacks": "Bei Platz {seat} gibt es {lacking}: {card} braucht einen Spieler, bei dem es welche gibt.",
    "pile_empty": "{pile} ist leer.",
    "pile_not_among": "{pile} steht für {card_acc} nicht zur Wahl.",
    "choose_a_pile": "{card} fragt nach einem Stapel: klicke ihn oder seinen Knopf neben dem Tisch an.",
    "not_a_target": "{card} kann nur {target} wählen: {why}.",
    "not_a_target_unseen": "{card} kann nur {target} wählen.",
    "would_copy_nothing": "{card}: jetzt ausgespielt, würde die Karte {copied_acc} nachahmen, doch {copied} hat keine "
    "Wirkung: sie bewirkte nichts.",
    "would_do_nothing": "{card}: jetzt ausgespielt, fände die Karte kein Ziel: sie wählt {target}, und davon gibt es "
    "keine.",
    "row_by_intrigue": "Einen Charakter der königlichen Reihe gewinnt man nur durch Royale Ränkespiele, nachdem ein "
    "Artefakt benutzt wurde.",
    "bribe_not_your_turn": "Bestechen darf nur, wer am Zug ist: jetzt Platz {seat}.",
    "bribe_after_setup": "Bestochen wird erst nach der Vorbereitung, im Zug dessen, der besticht.",
    "bribe_tokens_gone": "Beide Bestechungen dieses Spiels sind gemacht: auf der Bestechungskarte liegt kein "
    "Plättchen mehr.",
    "bribe_being_placed": "Gerade wird eine Bestechung ausgelegt.",
    "bribe_condition": "Noch zeigt keine Gruppe {need} offene Charaktere: erst dann darf bestechen, wer am Zug ist.",
    "bribe_once_a_turn": "Du hast in diesem Zug schon bestochen: eine Bestechung pro Zug.",
    "bribe_not_in_effect": "Bestechen darfst du zu jedem Zeitpunkt deines Zuges, nur nicht, während die Wirkung "
    "einer Karte ausgeführt wird.",
    "artifact_not_yours": "Das ist das Artefakt von Platz {seat}: nur wer es besitzt, benutzt es.",
    "artifact_side_unchosen": "Die Seiten der Artefakte werden noch gewählt.",
    "artifact_reaction": "{side} ist eine Reaktion: sie wird benutzt, wenn ein Charakter auf den Friedhof kommen soll.",
    "artifact_not_your_turn": "{side_acc} benutzt du in deinem eigenen Zug.",
    "artifact_no_tokens": "Auf {side_dat} liegt kein Artefakt-Plättchen mehr: jede Benutzung kostet eins.",
    "artifact_used": "Du hast dein Artefakt in diesem Zug schon benutzt: einmal pro Zug.",
    "artifact_slow": "{side} ist langsam: langsame Artefakte werden benutzt, nachdem die Taverne aufgefüllt wurde.",
    "artifact_fast": "{side} ist schnell: schnelle Artefakte werden mit oder direkt nach deiner Aktion benutzt.",
}
