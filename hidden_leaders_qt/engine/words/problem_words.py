"""Every problem a file, a save or a game's state data can have, in English and German: the one
table an error's details are written from. An error keeps its kind and values (`SaidError`,
`Said`) and is put into words when it is read, in the language of that moment, so a German
window shows German details of the same error an English one shows in English. Quoted
excerpts of a file are values, bounded and escaped where they are taken. A card folder's
problems are `card_problem_words`', part of the same table."""

from collections.abc import Mapping
from dataclasses import dataclass

from hidden_leaders_qt.engine.words.card_problem_words import CARD_ENGLISH, CARD_GERMAN
from hidden_leaders_qt.language import language, marked

ENGLISH: dict[str, str] = {
    # the file guard's reasons (regular_files.py)
    "file_folder": "it is a folder, not a file",
    "file_pipe": "it is a named pipe, not a regular file",
    "file_device": "it is a device, not a regular file",
    "file_socket": "it is a socket, not a regular file",
    "file_irregular": "it is not a regular file",
    "file_pipe_or_device": "it is a pipe or a device, not a regular file",
    "file_no_folder": "it is not a folder",
    "file_bad_name": "the name cannot be used",
    "file_system": "it belongs to the system, it is no file of the program",
    "file_too_large": "it is larger than {amount}, which this file never is",
    "file_dangling": "it is a link to nothing",
    "file_name_too_long": "the name is too long for the system",
    "file_missing": "it does not exist",
    "file_path_not_folder": "a part of the name is not a folder",
    "file_forbidden": "you are not allowed to use it",
    "file_loop": "its links go round in a loop",
    "file_unusable": "it cannot be used ({why})",
    "megabytes": "{amount} MB",
    "kilobytes": "{amount} KB",
    # a save's file (save_reading.py, saves.py)
    "save_cannot_load": "cannot load {path}: {why}",
    "save_too_big": "the file is too large to be a save ({size} MB; a save is never over {limit} MB)",
    "save_unreadable": "the file cannot be read ({why})",
    "save_not_utf8": "not UTF-8 text (byte {byte})",
    "save_empty": "the file is empty",
    "save_not_json": "not valid JSON, perhaps truncated (line {line}, column {column}: {why})",
    "save_not_a_document": "not a readable JSON document ({why})",
    "save_not_an_object": "not a Hidden Leaders save (the file holds {found}, not an object)",
    "save_other_format": "not a Hidden Leaders save (format {found}, expected {expected})",
    "save_other_version": "unsupported save version {found}; this program reads versions 1 to {version}",
    "save_bad_time": "saved_at: {found} is not an ISO 8601 timestamp",
    "save_bribe_moments": (
        "saved by version {version}, in which a bribe was offered only with and right after the main action; at"
        " decision {number} this game offers one beside another question, so its later decisions cannot be"
        " replayed as they were made"
    ),
    "save_hand_swaps": (
        "saved by version 1, in which a card swapped into a hand took the place of the card it replaced; this"
        " game has such a swap, so its later decisions cannot be replayed as they were made"
    ),
    "save_not_applied": "decision {number} of {total} ({option}) cannot be applied: {why}",
    "save_missing_set": "the game uses the {title} cards; the card data has none",
    "save_missing_artifacts": "the game uses the artifacts; the card data has none (artifacts.yaml)",
    "save_missing_fates": "the game uses the Golems' fate cards; the card data has too few",
    "save_missing_golems": "the game uses the Golem leaders; the card data has too few",
    "set_base": "base game",
    "set_promo": "promotional heroes",
    "set_queens": "Queens & Friend",
    "set_keeper": "Keeper of Discord",
    "set_golems": "Golems",
    "set_module_heroes": "module heroes of Bribery and Artifacts",
    "set_artifacts": "artifact",
    "save_expected_object": "{where}: expected a JSON object, found {found}",
    "save_missing_key": "{where}: missing key {keys}",
    "save_unexpected_key": "{where}: unexpected key {keys}",
    "save_more_keys": "{keys} and {more} more",
    "save_expected_value": "{where}: expected {expected}, found {found}",
    "save_players": "settings: players must be 2 to 6, not {found}",
    "save_option_needs": "settings: {title} needs {needs}: switch on {missing} too",
    "save_listed": "{first} and {last}",
    "option_queens_and_friend": "Queens & Friend",
    "option_artifacts": "Artifacts",
    "option_royal_intrigue": "Royal Intrigue",
    "save_file_reason": "{why}",
    "save_expected_list": "{where}: expected a list, found {found}",
    "save_seat_count": "seats: {count} seats listed but settings.players is {players}",
    "save_expected_string": "{where}: expected a string, found {found}",
    "save_bad_name": "{where} {problem}",
    "save_same_name": "{where}: {name} is also the name of seats[{other}]; names must differ",
    "save_seat_kind": "{where}: unknown seat kind {found}; expected {expected}",
    "save_decision_count": "decisions: {count} listed, more than a game has (at most {most})",
    "save_decision_form": "decision {number}: expected [kind, [integers or strings]], found {found}",
    "json_expecting_value": "Expecting value",
    "json_expecting_comma": "Expecting ',' delimiter",
    "json_expecting_colon": "Expecting ':' delimiter",
    "json_expecting_name": "Expecting property name enclosed in double quotes",
    "json_unterminated": "Unterminated string starting at",
    "json_control": "Invalid control character at",
    "json_escape": "Invalid \\escape",
    "json_extra": "Extra data",
    "the_save": "the save",
    "an_integer": "an integer",
    "true_or_false": "true or false",
    "a_very_large_number": "a very large number",
    "json_object": "an object",
    "json_list": "a list",
    "json_string": "a string",
    "json_boolean": "a boolean",
    "json_null": "null",
    "json_number": "a number",
    "missing": "missing",
    # what a player reads first about a save (save_words.py)
    "words_not_a_save": "This file is not a Hidden Leaders saved game.",
    "words_other_version": "{game} comes from another version of Hidden Leaders, which this one cannot read.",
    "words_unreadable": "This file cannot be read.",
    "words_missing_cards": "{game} uses the {title} cards, which are missing from the card data.",
    "words_damaged": "{game} is damaged or incomplete.",
    "words_this_game": "This saved game",
    "words_autosaved_game": "The autosaved game",
    "words_too_many": "The game is too long to be saved: it has {count} decisions, and a saved game holds at most"
    " {most}.",
    "words_too_large": "The game is too long to be saved: its file would take {size} MB, and a saved game is never over"
    " {most} MB.",
    "words_not_saved": "The game could not be saved because {reason}.",
    "words_no_data_folder": "The data folder cannot be used because {reason}: games will not be autosaved.",
    "why_no_folder": "the folder {folder} does not exist",
    "why_not_a_folder": "{folder} is not a folder",
    "why_no_writing": "you are not allowed to write in the folder {folder}",
    "why_no_reading": "you are not allowed to read the folder {folder}",
    "why_a_folder": "{path} is a folder",
    "why_full": "the disk that holds {folder} is full",
    "why_read_only": "{folder} is on a disk that cannot be written to",
    "why_long_name": "the name {name} is too long",
    "why_no_save_there": "{path} cannot take a save ({why})",
    "why_system": "of a system error ({why})",
    # a decision the rules refuse (state.py)
    "rules_game_over": "the game is over; no decision is pending",
    "rules_illegal": "{option} is not a legal option for seat {seat} ({kind}); legal: {legal}",
    # a game's state data (serialize.py, consistency.py, the modules' data)
    "state_malformed": "the state data is malformed: {error}: {why}",
    "state_not_a_state": "this is not a Hidden Leaders game state",
    "state_version": "state format version {found} is not supported (expected {version})",
    "state_other_cards": "the state was saved mid-card with different card data",
    "state_whole_number": "{where}: expected a whole number, got {found}",
    "state_not_between": "{where}: {found} is not between {low} and {high}",
    "state_list": "{where}: expected a list, got {found}",
    "state_entries": "{where}: expected {size} entries, got {count}",
    "state_mapping": "{where}: expected a mapping, got {found}",
    "state_missing_keys": "{where}: missing key(s) {keys}",
    "state_unknown_keys": "{where}: unknown key(s) {keys}",
    "state_not_one_of": "{where}: {found} is not one of {allowed}",
    "state_true_or_false": "{where}: expected true or false, got {found}",
    "state_unknown_card": "{where}: unknown card {found}",
    "state_unknown_fate": "{where}: unknown fate card {found}",
    "state_unknown_leader": "{where}: unknown leader {found}",
    "state_result": "result: not the result this position scores",
    "state_unknown_entry": "{where}: unknown entry {found}",
    "state_not_a_pile": "{where}: {zone} is not a pile",
    "state_pending_texts": "pending: kind and step must be texts",
    "state_option_kind": "{where}: expected a kind of option, got {found}",
    "state_no_value": "{where}: a {kind} event carries no value, got {found}",
    "state_numbers": "{where}: expected a list of {size} numbers",
    "state_up_to_8": "up to 8",
    "state_number_range": "{where}: {found} is not a number from {low} to {high}",
    "state_exact_keys": "{where}: expected a mapping with exactly the keys {keys}",
    "state_sides": "{where}: expected {count} sides",
    "state_not_a_side": "{where}: {found} is not an artifact side",
    "state_row": "{where}: expected a list of up to 8 hero ids",
    "state_bool": "{where}: expected true or false",
    "state_sized_list": "{where}: expected a list of {size}, got {found}",
    "state_whole_range": "{where}: expected a whole number from {low} to {high}, got {found}",
    "state_token_kind": "{where}: {found} is not a kind of token",
    "state_unknown_hero": "{where}: unknown hero {found}",
    "state_keys": "{where}: expected the keys {keys}",
    "state_too_many_tokens": "{where}: more tokens than the game has",
    "state_deck": "the cards in the state do not match the game's deck (missing or duplicated cards)",
    "state_in_play": "in_play: a card lies in play without being performed",
    "state_leaders": "leaders: the seats' and the spare leaders must be every leader of the game once",
    "state_no_golems": "golem_marker, fates_due: there are no golems in this game",
    "state_fate_drawn": "fate_drawn: not a draw of the fate deck for a fate that is due",
    "state_bribery_on": "bribery: the Bribery module is on exactly when there are tokens",
    "state_bribery_off": "bribery: tokens in a game without the Bribery module",
    "state_token_count": "bribery: the tokens must be 3 of each kind, each in one place",
    "state_bribes": "bribery: the bribes made and the tokens taken from the card differ",
    "state_token_hero": "bribery: a token lies on a hero in a party, and its owner knows it",
    "state_token_drawn": "bribery: a token drawn onto a hero is held by the one placing it",
    "state_token_held": "bribery: tokens are held only by the seats still to place them",
    "state_setup_queue": "setup_queue: not the seats still to set up, in turn order",
    "state_setup_turn": "current, turn: no turn has begun during setup",
    "state_setup_empty": "setup_queue: setup with nobody left to set up",
    "state_sides_turn": "current, turn: no turn has begun while the artifact sides are chosen",
    "state_no_turn": "current, turn: a turn must be running after setup",
    "state_looking": "looking_seat: cards are looked at by nobody",
    "state_result_exists": "result: a finished game has its result, a running one none",
    "state_effect_phase": "phase, stack: cards resolve in the effect phase, and only then",
    "state_over_early": "phase: the game is over, but no party has the {threshold} face-up heroes that end it",
    "state_over_late": (
        "face_up: seat {seat} has {count} face-up heroes at the start of a turn; the game ends at the end of"
        " the turn in which a party has {threshold}"
    ),
    "state_setup_played": "face_up, tavern, graveyard: nothing is played before setup ends",
    "state_setup_markers": "markers: the markers stay on their start spaces during setup",
    "state_setup_hands": "hands, face_down: seat {seat} holds {hand} cards and hides {hidden} in setup",
    "state_setup_discards": "wilderness: each seat that set up discarded one card, and nobody else",
    "state_end_shown": "known: every card is shown at the end of a game",
    "state_public_hidden": "known: a card in a public place is hidden from some seat",
    "state_own_cards": "known: seat {seat} does not know its own hand or hidden heroes",
    "state_hand_lacks": "hand_lacks: seat {seat} holds a card of a faction it is known to lack",
    "state_looker": "known: the looker does not know the cards it looks at",
    "state_out_of_game": "known: {card} is not in this game, so nobody can know it",
    "state_in_harbor": "known: {card} lies face down in the Harbor, so nobody can know it",
    "state_setup_seen": "known: during setup only seat {seat} has seen its cards",
    "state_setup_discard_seen": "known: during setup a discarded card is known to the seat that discarded it alone",
    "state_over_asks": "pending: a finished game asks nothing",
    "state_no_pending": "pending: a running game must have a pending decision",
    "state_other_pending": "pending: not the decision the rules ask at this position",
    "state_artifacts_on": "artifacts: the module's state exists exactly when the module is on",
    "state_artifact_cards": "artifacts.cards: each seat holds a different artifact card",
    "state_artifact_queue_time": "artifacts.queue: sides are chosen after the hands are set up, before the first turn",
    "state_artifact_queue": "artifacts.queue: not the seats still to choose a side, in turn order",
    "state_artifact_side": "artifacts.sides: seat {seat}'s side is not one its card offers, when chosen",
    "state_artifact_tokens": "artifacts.tokens: seat {seat} has tokens before the sides are shown",
    "state_artifact_total": "artifacts: the tokens on artifacts, the row and in the box must be {total}",
    "state_artifact_row": "artifacts.row: only Royal Intrigue's heroes, in their order, lie in the row",
    "state_artifact_row_tokens": "artifacts.row_tokens: one count per row hero",
}

GERMAN: dict[str, str] = {
    "file_folder": "es ist ein Ordner, keine Datei",
    "file_pipe": "es ist eine benannte Pipe, keine gewöhnliche Datei",
    "file_device": "es ist ein Gerät, keine gewöhnliche Datei",
    "file_socket": "es ist ein Socket, keine gewöhnliche Datei",
    "file_irregular": "es ist keine gewöhnliche Datei",
    "file_pipe_or_device": "es ist eine Pipe oder ein Gerät, keine gewöhnliche Datei",
    "file_no_folder": "es ist kein Ordner",
    "file_bad_name": "der Name ist nicht verwendbar",
    "file_system": "es gehört dem System, keine Datei des Programms",
    "file_too_large": "es ist größer als {amount}, so groß ist diese Datei nie",
    "file_dangling": "es ist ein Verweis ins Leere",
    "file_name_too_long": "der Name ist für das System zu lang",
    "file_missing": "es existiert nicht",
    "file_path_not_folder": "ein Teil des Namens ist kein Ordner",
    "file_forbidden": "du darfst es nicht verwenden",
    "file_loop": "seine Verweise drehen sich im Kreis",
    "file_unusable": "es ist nicht verwendbar ({why})",
    "megabytes": "{amount} MB",
    "kilobytes": "{amount} KB",
    "save_cannot_load": "{path} kann nicht geladen werden: {why}",
    "save_too_big": "die Datei ist zu groß für einen Spielstand ({size} MB; ein Spielstand hat nie über {limit} MB)",
    "save_unreadable": "die Datei kann nicht gelesen werden ({why})",
    "save_not_utf8": "kein UTF-8-Text (Byte {byte})",
    "save_empty": "die Datei ist leer",
    "save_not_json": "kein gültiges JSON, vielleicht abgeschnitten (Zeile {line}, Spalte {column}: {why})",
    "save_not_a_document": "kein lesbares JSON-Dokument ({why})",
    "save_not_an_object": "kein Spielstand von „Heimliche Herrschaft“ (die Datei enthält {found}, kein Objekt)",
    "save_other_format": "kein Spielstand von „Heimliche Herrschaft“ (Format {found}, erwartet {expected})",
    "save_other_version": "Spielstand-Version {found} wird nicht unterstützt; dieses Programm liest die Versionen 1"
    " bis {version}",
    "save_bad_time": "saved_at: {found} ist kein Zeitstempel nach ISO 8601",
    "save_bribe_moments": (
        "gespeichert von Version {version}, in der eine Bestechung nur mit der Hauptaktion und direkt danach"
        " angeboten wurde; bei Entscheidung {number} bietet dieses Spiel eine neben einer anderen Frage an,"
        " daher lassen sich seine späteren Entscheidungen nicht so nachspielen, wie sie getroffen wurden"
    ),
    "save_hand_swaps": (
        "gespeichert von Version 1, in der eine in eine Hand getauschte Karte den Platz der ersetzten Karte"
        " einnahm; dieses Spiel enthält einen solchen Tausch, daher lassen sich seine späteren Entscheidungen"
        " nicht so nachspielen, wie sie getroffen wurden"
    ),
    "save_not_applied": "Entscheidung {number} von {total} ({option}) lässt sich nicht anwenden: {why}",
    "save_missing_set": "das Spiel nutzt die Karten {title}; die Kartendaten haben keine davon",
    "save_missing_artifacts": "das Spiel nutzt die Artefakte; die Kartendaten haben keine (artifacts.yaml)",
    "save_missing_fates": "das Spiel nutzt die Schicksalskarten der Golems; die Kartendaten haben zu wenige",
    "save_missing_golems": "das Spiel nutzt die Golem-Rollenkarten; die Kartendaten haben zu wenige",
    # a card set in the genitive, as "die Karten {title}" asks
    "set_base": "des Grundspiels",
    "set_promo": "der Promo-Charaktere",
    "set_queens": "von Königinnen & Kumpel",
    "set_keeper": "des Hüters der Zwietracht",
    "set_golems": "der Golems",
    "set_module_heroes": "der Modul-Charaktere von Bestechung und Artefakten",
    "set_artifacts": "der Artefakte",
    "save_expected_object": "{where}: JSON-Objekt erwartet, gefunden: {found}",
    "save_missing_key": "{where}: Schlüssel {keys} fehlt",
    "save_unexpected_key": "{where}: unerwarteter Schlüssel {keys}",
    "save_more_keys": "{keys} und {more} weitere",
    "save_expected_value": "{where}: {expected} erwartet, gefunden: {found}",
    "save_players": "settings: ein Spiel hat 2 bis 6 Spieler, nicht {found}",
    "save_option_needs": "settings: {title} braucht {needs}: schalte auch {missing} ein",
    "save_listed": "{first} und {last}",
    "option_queens_and_friend": "Königinnen & Kumpel",
    "option_artifacts": "Artefakte",
    "option_royal_intrigue": "Royale Ränkespiele",
    "save_file_reason": "{why}",
    "save_expected_list": "{where}: Liste erwartet, gefunden: {found}",
    "save_seat_count": "seats: {count} Plätze aufgeführt, aber settings.players ist {players}",
    "save_expected_string": "{where}: Zeichenkette erwartet, gefunden: {found}",
    "save_bad_name": "{where} {problem}",
    "save_same_name": "{where}: {name} ist auch der Name von seats[{other}]; Namen müssen sich unterscheiden",
    "save_seat_kind": "{where}: unbekannte Art von Platz {found}; erwartet: {expected}",
    "save_decision_count": "decisions: {count} aufgeführt, mehr als ein Spiel hat (höchstens {most})",
    "save_decision_form": "Entscheidung {number}: [Art, [Ganzzahlen oder Zeichenketten]] erwartet, gefunden: {found}",
    "json_expecting_value": "ein Wert fehlt",
    "json_expecting_comma": "ein Komma fehlt",
    "json_expecting_colon": "ein Doppelpunkt fehlt",
    "json_expecting_name": "ein Schlüssel in doppelten Anführungszeichen fehlt",
    "json_unterminated": "eine Zeichenkette endet nicht",
    "json_control": "ein Steuerzeichen steht in einer Zeichenkette",
    "json_escape": "ein ungültiges Escape-Zeichen",
    "json_extra": "weitere Daten nach dem Ende",
    "the_save": "Spielstand",
    "an_integer": "eine Ganzzahl",
    "true_or_false": "true oder false",
    "a_very_large_number": "eine sehr große Zahl",
    "json_object": "ein Objekt",
    "json_list": "eine Liste",
    "json_string": "eine Zeichenkette",
    "json_boolean": "ein Wahrheitswert",
    "json_null": "null",
    "json_number": "eine Zahl",
    "missing": "fehlt",
    "words_not_a_save": "Diese Datei ist kein gespeichertes Spiel von „Heimliche Herrschaft“.",
    "words_other_version": "{game} stammt aus einer anderen Version von „Heimliche Herrschaft“, die diese nicht lesen"
    " kann.",
    "words_unreadable": "Diese Datei kann nicht gelesen werden.",
    "words_missing_cards": "{game} nutzt die Karten {title}, die in den Kartendaten fehlen.",
    "words_damaged": "{game} ist beschädigt oder unvollständig.",
    "words_this_game": "Dieses gespeicherte Spiel",
    "words_autosaved_game": "Das automatisch gespeicherte Spiel",
    "words_too_many": "Das Spiel ist zu lang, um gespeichert zu werden: Es hat {count} Entscheidungen, ein"
    " gespeichertes Spiel fasst höchstens {most}.",
    "words_too_large": "Das Spiel ist zu lang, um gespeichert zu werden: Die Datei wäre {size} MB groß"
    " (höchstens {most} MB).",
    "words_not_saved": "Das Spiel konnte nicht gespeichert werden, weil {reason}.",
    "words_no_data_folder": "Der Datenordner ist nicht nutzbar, weil {reason}: Spiele werden nicht automatisch"
    " gespeichert.",
    # a reason after "weil": its verb last
    "why_no_folder": "der Ordner {folder} nicht existiert",
    "why_not_a_folder": "{folder} kein Ordner ist",
    "why_no_writing": "du im Ordner {folder} nicht schreiben darfst",
    "why_no_reading": "du den Ordner {folder} nicht lesen darfst",
    "why_a_folder": "{path} ein Ordner ist",
    "why_full": "der Datenträger mit {folder} voll ist",
    "why_read_only": "{folder} auf einem schreibgeschützten Datenträger liegt",
    "why_long_name": "der Name {name} zu lang ist",
    "why_no_save_there": "{path} keinen Spielstand aufnehmen kann ({why})",
    "why_system": "ein Systemfehler auftrat ({why})",
    "rules_game_over": "das Spiel ist vorbei; keine Entscheidung steht an",
    "rules_illegal": "{option} ist keine erlaubte Wahl für Platz {seat} ({kind}); erlaubt: {legal}",
    "state_malformed": "die Spielstandsdaten sind fehlerhaft: {error}: {why}",
    "state_not_a_state": "das ist kein Spielzustand von „Heimliche Herrschaft“",
    "state_version": "Zustandsformat-Version {found} wird nicht unterstützt (erwartet: {version})",
    "state_other_cards": "der Zustand wurde mitten in einer Karte mit anderen Kartendaten gespeichert",
    "state_whole_number": "{where}: ganze Zahl erwartet, gefunden: {found}",
    "state_not_between": "{where}: {found} liegt nicht zwischen {low} und {high}",
    "state_list": "{where}: Liste erwartet, gefunden: {found}",
    "state_entries": "{where}: {size} Einträge erwartet, gefunden: {count}",
    "state_mapping": "{where}: Zuordnung erwartet, gefunden: {found}",
    "state_missing_keys": "{where}: fehlende Schlüssel {keys}",
    "state_unknown_keys": "{where}: unbekannte Schlüssel {keys}",
    "state_not_one_of": "{where}: {found} ist keiner der Werte {allowed}",
    "state_true_or_false": "{where}: true oder false erwartet, gefunden: {found}",
    "state_unknown_card": "{where}: unbekannte Karte {found}",
    "state_unknown_fate": "{where}: unbekannte Schicksalskarte {found}",
    "state_unknown_leader": "{where}: unbekannte Rollenkarte {found}",
    "state_result": "result: nicht das Ergebnis, das diese Stellung ergibt",
    "state_unknown_entry": "{where}: unbekannter Eintrag {found}",
    "state_not_a_pile": "{where}: {zone} ist kein Stapel",
    "state_pending_texts": "pending: kind und step müssen Texte sein",
    "state_option_kind": "{where}: Art einer Wahl erwartet, gefunden: {found}",
    "state_no_value": "{where}: ein Ereignis {kind} trägt keinen Wert, gefunden: {found}",
    "state_numbers": "{where}: Liste von {size} Zahlen erwartet",
    "state_up_to_8": "bis zu 8",
    "state_number_range": "{where}: {found} ist keine Zahl von {low} bis {high}",
    "state_exact_keys": "{where}: Zuordnung mit genau den Schlüsseln {keys} erwartet",
    "state_sides": "{where}: {count} Seiten erwartet",
    "state_not_a_side": "{where}: {found} ist keine Artefaktseite",
    "state_row": "{where}: Liste von bis zu 8 Charakter-IDs erwartet",
    "state_bool": "{where}: true oder false erwartet",
    "state_sized_list": "{where}: Liste von {size} erwartet, gefunden: {found}",
    "state_whole_range": "{where}: ganze Zahl von {low} bis {high} erwartet, gefunden: {found}",
    "state_token_kind": "{where}: {found} ist keine Art von Plättchen",
    "state_unknown_hero": "{where}: unbekannter Charakter {found}",
    "state_keys": "{where}: die Schlüssel {keys} erwartet",
    "state_too_many_tokens": "{where}: mehr Plättchen, als das Spiel hat",
    "state_deck": "die Karten im Zustand passen nicht zum Stapel des Spiels (fehlende oder doppelte Karten)",
    "state_in_play": "in_play: eine Karte liegt im Spiel, ohne ausgeführt zu werden",
    "state_leaders": "leaders: die Rollenkarten der Plätze und die übrigen müssen jede Rollenkarte des Spiels"
    " einmal enthalten",
    "state_no_golems": "golem_marker, fates_due: in diesem Spiel gibt es keine Golems",
    "state_fate_drawn": "fate_drawn: kein Zug aus dem Schicksalsstapel für ein fälliges Schicksal",
    "state_bribery_on": "bribery: das Modul Bestechung ist genau dann an, wenn es Plättchen gibt",
    "state_bribery_off": "bribery: Plättchen in einem Spiel ohne das Modul Bestechung",
    "state_token_count": "bribery: es muss von jeder Art 3 Plättchen geben, jedes an einem Ort",
    "state_bribes": "bribery: die gemachten Bestechungen und die von der Karte genommenen Plättchen weichen ab",
    "state_token_hero": "bribery: ein Plättchen liegt auf einem Charakter in einer Gruppe, und sein Besitzer kennt es",
    "state_token_drawn": "bribery: ein auf einen Charakter gezogenes Plättchen hält, wer es platziert",
    "state_token_held": "bribery: Plättchen halten nur die Plätze, die sie noch platzieren müssen",
    "state_setup_queue": "setup_queue: nicht die Plätze, die noch aufbauen, in Zugreihenfolge",
    "state_setup_turn": "current, turn: während des Aufbaus hat kein Zug begonnen",
    "state_setup_empty": "setup_queue: Aufbau, obwohl niemand mehr aufbauen muss",
    "state_sides_turn": "current, turn: während die Artefaktseiten gewählt werden, hat kein Zug begonnen",
    "state_no_turn": "current, turn: nach dem Aufbau muss ein Zug laufen",
    "state_looking": "looking_seat: niemand sieht sich die Karten an",
    "state_result_exists": "result: ein beendetes Spiel hat sein Ergebnis, ein laufendes keines",
    "state_effect_phase": "phase, stack: Karten werden in der Effektphase abgehandelt, und nur dann",
    "state_over_early": "phase: das Spiel ist vorbei, aber keine Gruppe hat die {threshold} offenen Charaktere, die"
    " es beenden",
    "state_over_late": (
        "face_up: Platz {seat} hat zu Beginn eines Zuges {count} offene Charaktere; das Spiel endet am Ende"
        " des Zuges, in dem eine Gruppe {threshold} hat"
    ),
    "state_setup_played": "face_up, tavern, graveyard: vor dem Ende des Aufbaus wird nichts gespielt",
    "state_setup_markers": "markers: während des Aufbaus bleiben die Marker auf ihren Startfeldern",
    "state_setup_hands": "hands, face_down: Platz {seat} hält im Aufbau {hand} Karten und verdeckt {hidden}",
    "state_setup_discards": "wilderness: jeder Platz, der aufgebaut hat, hat eine Karte abgeworfen, und sonst niemand",
    "state_end_shown": "known: am Ende eines Spiels wird jede Karte gezeigt",
    "state_public_hidden": "known: eine Karte an einem öffentlichen Ort ist vor einem Platz verborgen",
    "state_own_cards": "known: Platz {seat} kennt seine eigene Hand oder seine verdeckten Charaktere nicht",
    "state_hand_lacks": "hand_lacks: Platz {seat} hält eine Karte einer Fraktion, von der bekannt ist, dass sie ihm"
    " fehlt",
    "state_looker": "known: wer die Karten ansieht, kennt sie nicht",
    "state_out_of_game": "known: {card} ist nicht in diesem Spiel, also kann niemand sie kennen",
    "state_in_harbor": "known: {card} liegt verdeckt im Hafen, also kann niemand sie kennen",
    "state_setup_seen": "known: während des Aufbaus hat nur Platz {seat} seine Karten gesehen",
    "state_setup_discard_seen": "known: während des Aufbaus kennt eine abgeworfene Karte nur der Platz, der sie"
    " abgeworfen hat",
    "state_over_asks": "pending: ein beendetes Spiel fragt nichts",
    "state_no_pending": "pending: ein laufendes Spiel muss eine offene Entscheidung haben",
    "state_other_pending": "pending: nicht die Entscheidung, die die Regeln in dieser Stellung verlangen",
    "state_artifacts_on": "artifacts: der Zustand des Moduls besteht genau dann, wenn das Modul an ist",
    "state_artifact_cards": "artifacts.cards: jeder Platz hält eine andere Artefaktkarte",
    "state_artifact_queue_time": "artifacts.queue: die Seiten werden nach dem Aufbau der Hände gewählt, vor dem"
    " ersten Zug",
    "state_artifact_queue": "artifacts.queue: nicht die Plätze, die noch eine Seite wählen, in Zugreihenfolge",
    "state_artifact_side": "artifacts.sides: die Seite von Platz {seat} ist, einmal gewählt, keine seiner Karte",
    "state_artifact_tokens": "artifacts.tokens: Platz {seat} hat Plättchen, bevor die Seiten gezeigt werden",
    "state_artifact_total": "artifacts: die Plättchen auf Artefakten, in der Reihe und in der Schachtel müssen"
    " {total} sein",
    "state_artifact_row": "artifacts.row: nur die Charaktere der Royalen Ränkespiele liegen in der Reihe, in ihrer"
    " Reihenfolge",
    "state_artifact_row_tokens": "artifacts.row_tokens: eine Zahl je Charakter der Reihe",
}


ENGLISH |= CARD_ENGLISH
GERMAN |= CARD_GERMAN


@dataclass(frozen=True)
class Said:
    """A problem's words not yet written: its kind (a key of `ENGLISH` and `GERMAN`) and its
    values, written in the language of the moment each time it is read."""

    kind: str
    values: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return problem_text(self.kind, dict(self.values))


@dataclass(frozen=True)
class Number:
    """A number written with the signs of the language it is read in: German swaps the decimal
    point and the thousands separator ("2,5", "50.000")."""

    value: float
    format: str = ".1f"

    def __str__(self) -> str:
        text = f"{self.value:{self.format}}"
        return text.translate(_GERMAN_SIGNS) if language() == "de" else text


_GERMAN_SIGNS = str.maketrans({".": ",", ",": "."})


def said(kind: str, /, **values: object) -> Said:
    return Said(kind, tuple(values.items()))


def card_set_title(card_set: str) -> object:
    """A card set by the name a player knows it by (its own name when it has none)."""
    return said(f"set_{card_set}") if f"set_{card_set}" in ENGLISH else card_set


def problem_text(kind: str, values: Mapping[str, object]) -> str:
    """The words of a problem of `kind` with its `values` (each written as it is read: a `Said`
    or an error in the language of the moment too), in the language of the moment."""
    template = marked(GERMAN[kind]) if language() == "de" else ENGLISH[kind]
    return template.format(**{name: str(value) for name, value in values.items()})
