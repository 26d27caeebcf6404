<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ThinkingIndicator</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/thinking_indicator.py" line="142"/>
        <location filename="../../hidden_leaders_qt/ui/game/thinking_indicator.py" line="186"/>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/thinking_indicator.py" line="144"/>
        <source>{name} is thinking… {seconds} s</source>
        <translation>{name} denkt nach… {seconds} s</translation>
    </message>
</context>
<context>
    <name>bot_runner</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bot_runner.py" line="291"/>
        <source>A search process of {name} stopped unexpectedly. It was restarted, and {name} is thinking again.</source>
        <translation>Ein Suchprozess von {name} hat unerwartet aufgehört. Er wurde neu gestartet, und {name} denkt wieder nach.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bot_runner.py" line="299"/>
        <source>{name} could not search this time, so the {level} computer player chose this move.</source>
        <translation>{name} konnte diesmal nicht suchen, deshalb hat der Computer „{level}“ diesen Zug gewählt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bot_runner.py" line="307"/>
        <source>{name} ran into an error, so this move was chosen at random among the legal ones.</source>
        <translation>Bei {name} ist ein Fehler aufgetreten, deshalb wurde dieser Zug zufällig unter den erlaubten gewählt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bot_runner.py" line="317"/>
        <source>{name} cannot choose a move because of an internal error. Please save the game and report it.</source>
        <translation>{name} kann wegen eines internen Fehlers keinen Zug wählen. Bitte speichere das Spiel und melde den Fehler.</translation>
    </message>
</context>
<context>
    <name>bribery_decisions</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="28"/>
        <source>The Tavern is refilled and your turn is about to end: you may still bribe, or go on</source>
        <translation>Die Taverne ist aufgefüllt und dein Zug endet gleich: Du darfst noch bestechen oder weitermachen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="43"/>
        <source>no tokens</source>
        <translation>keine Plättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="45"/>
        <source>Bribery: you hold {tokens}. Click an unbribed hero to place your {token} token on it, or keep the rest back</source>
        <translation>Bestechung: Du hast {tokens}. Klicke auf einen unbestochenen Charakter, um dein Plättchen „{token}“ darauf zu legen, oder behalte den Rest zurück</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="54"/>
        <source>Bribery: you hold {tokens}. Choose the token to place next, or keep them back</source>
        <translation>Bestechung: Du hast {tokens}. Wähle das Plättchen, das du als Nächstes legst, oder behalte sie zurück</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="59"/>
        <source>Place {token}…</source>
        <translation>„{token}“ legen…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="61"/>
        <source>Keep the rest (back into the bag)</source>
        <translation>Rest behalten (zurück in den Beutel)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="84"/>
        <source>reveal a Protection token on it (if it is yours) to keep it, or one on a hero of yours to have that hero buried instead</source>
        <translation>ein Schutz-Plättchen auf ihm aufdecken (wenn es deins ist), um ihn zu behalten, oder eines auf einem deiner Charaktere, damit stattdessen dieser auf den Friedhof kommt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="91"/>
        <source>spend a token of your Shield of Endurance to keep it</source>
        <translation>ein Plättchen deines Schilds der Ausdauer ausgeben, um ihn zu behalten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="92"/>
        <source>nothing to do</source>
        <translation>nichts tun</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="94"/>
        <source>{first}; or {second}</source>
        <translation>{first}; oder {second}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="96"/>
        <source>{name}&apos;s effect is about to bury {card}. You may {choices}; or let it happen</source>
        <translation>Der Effekt von {name} legt gleich {card} auf den Friedhof. Du darfst {choices}; oder es geschehen lassen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/bribery_decisions.py" line="100"/>
        <source>A player&apos;s effect is about to bury {card}. You may {choices}; or let it happen</source>
        <translation>Der Effekt eines Spielers legt gleich {card} auf den Friedhof. Du darfst {choices}; oder es geschehen lassen</translation>
    </message>
</context>
<context>
    <name>decisions</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="36"/>
        <source>choose a hero to bury</source>
        <translation>wähle einen Charakter, der auf den Friedhof kommt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="37"/>
        <source>choose a card to discard</source>
        <translation>wähle eine Karte zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="38"/>
        <source>choose a hero to turn over</source>
        <translation>wähle einen Charakter zum Umdrehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="39"/>
        <source>choose a card to take into your hand</source>
        <translation>wähle eine Karte, die du auf die Hand nimmst</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="40"/>
        <source>choose a card to place in your party</source>
        <translation>wähle eine Karte, die du in deine Gruppe legst</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="41"/>
        <source>choose a hero to move</source>
        <translation>wähle einen Charakter, der umzieht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="42"/>
        <source>choose a face-down hero to look at</source>
        <translation>wähle einen verdeckten Charakter zum Ansehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="43"/>
        <source>choose a face-down hero</source>
        <translation>wähle einen verdeckten Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="44"/>
        <source>choose the cards to exchange</source>
        <translation>wähle die Karten zum Vertauschen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="45"/>
        <source>choose a card to perform</source>
        <translation>wähle eine Karte, deren Effekt du ausführst</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="46"/>
        <source>choose how the markers move</source>
        <translation>wähle, wie die Marker ziehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="47"/>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="365"/>
        <source>choose a player</source>
        <translation>wähle einen Spieler</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="48"/>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="377"/>
        <source>name a faction</source>
        <translation>nenne eine Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="49"/>
        <source>choose a pile</source>
        <translation>wähle einen Stapel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="50"/>
        <source>choose what to do</source>
        <translation>wähle, was geschieht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="51"/>
        <source>you may play another card (not Imperial Army)</source>
        <translation>du darfst eine weitere Karte ausspielen (keine der Kaiserlichen Armee)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="52"/>
        <source>Royal Intrigue: name a base faction; one of it among the Harbor cards shown wins the hero</source>
        <translation>Royale Ränkespiele: Nenne eine Grundfraktion; ist eine ihrer Karten unter den aufgedeckten Hafenkarten, gewinnst du den Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="55"/>
        <source>place the bribery token you drew on a hero without a token</source>
        <translation>lege das gezogene Bestechungsplättchen auf einen Charakter ohne Plättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="56"/>
        <source>choose a bribery token to look at</source>
        <translation>wähle ein Bestechungsplättchen zum Ansehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="57"/>
        <source>choose two bribed heroes whose tokens swap places</source>
        <translation>wähle zwei bestochene Charaktere, deren Plättchen die Plätze tauschen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="58"/>
        <source>choose the two players whose artifacts swap (each keeps their own tokens)</source>
        <translation>wähle die zwei Spieler, deren Artefakte tauschen (jeder behält seine Plättchen)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="61"/>
        <source>choose an artifact</source>
        <translation>wähle ein Artefakt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="62"/>
        <source>you may use any artifact in play as if it were yours, spending no token</source>
        <translation>du darfst ein beliebiges Artefakt im Spiel wie dein eigenes nutzen, ohne ein Plättchen auszugeben</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="67"/>
        <source>Choose the side of your artifact (the others see it once all have chosen)</source>
        <translation>Wähle die Seite deines Artefakts (die anderen sehen sie, sobald alle gewählt haben)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="70"/>
        <source>You may use your artifact now</source>
        <translation>Du darfst jetzt dein Artefakt nutzen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="71"/>
        <source>Royal Intrigue: put the spent token on a hero of the royal row</source>
        <translation>Royale Ränkespiele: Lege das ausgegebene Plättchen auf einen Charakter der königlichen Reihe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="72"/>
        <source>Royal Intrigue: choose the next shown card to go under the Harbor (each below the one before)</source>
        <translation>Royale Ränkespiele: Wähle die nächste aufgedeckte Karte, die unter den Hafen kommt (jede unter die vorige)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/why_not_shown.py" line="39"/>
        <source>wait for your turn</source>
        <translation>warte, bis du am Zug bist</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/why_not_shown.py" line="42"/>
        <source>That cannot be chosen now. {wanted}</source>
        <translation>Das kann jetzt nicht gewählt werden. {wanted}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="138"/>
        <source>It is not your decision now.</source>
        <translation>Du bist jetzt nicht mit einer Entscheidung dran.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="94"/>
        <source>Setup: hiding {card}; now choose a card to discard. It goes face down into the Wilderness, where nobody sees it: drop the card you would least like to play.</source>
        <translation>Vorbereitung: {card} liegt verdeckt; wähle jetzt eine Karte zum Abwerfen. Sie kommt verdeckt in die Wildnis, wo niemand sie sieht: Wirf die Karte ab, die du am wenigsten ausspielen möchtest.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="55"/>
        <source>This turn ends the game: your party shows {count} face-up heroes.</source>
        <translation>Dieser Zug beendet das Spiel: Deine Gruppe zeigt {count} offene Charaktere.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="57"/>
        <source>This turn ends the game: {name}&apos;s party shows {count} face-up heroes.</source>
        <translation>Dieser Zug beendet das Spiel: Die Gruppe von {name} zeigt {count} offene Charaktere.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="68"/>
        <source>As the markers stand, {faction} would win.</source>
        <translation>Nach Stand der Marker ginge der Sieg an {faction}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="59"/>
        <source>A card you play now is your {threshold}th face-up hero: the game ends after this turn unless a hero leaves a party.</source>
        <translation>Eine Karte, die du jetzt ausspielst, ist dein {threshold}. offener Charakter: Das Spiel endet nach diesem Zug, außer ein Charakter verlässt eine Gruppe.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="195"/>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="102"/>
        <source>hidden hero {number} of {where}</source>
        <translation>der verdeckte Charakter {number} in {where}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="89"/>
        <source>a card of {where}</source>
        <translation>eine Karte in {where}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="88"/>
        <source>a card of {where}</source>
        <comment>dative</comment>
        <translation>einer Karte in {where}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="90"/>
        <source>{card} ({where})</source>
        <translation>{card} ({where})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="97"/>
        <source>hidden hero {number} of {where}</source>
        <comment>accusative</comment>
        <translation>den verdeckten Charakter {number} in {where}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="99"/>
        <source>hidden hero {number} of {where}</source>
        <comment>dative</comment>
        <translation>dem verdeckten Charakter {number} in {where}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="101"/>
        <source>hidden hero {number} of {where}</source>
        <comment>genitive</comment>
        <translation>des verdeckten Charakters {number} in {where}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="108"/>
        <source>the Tavern</source>
        <translation>der Taverne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="108"/>
        <source>the table</source>
        <translation>der Auslage</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="110"/>
        <source>your hand</source>
        <translation>deiner Hand</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="110"/>
        <source>{name}&apos;s hand</source>
        <translation>der Hand von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="112"/>
        <source>your party</source>
        <translation>deiner Gruppe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="112"/>
        <source>{name}&apos;s party</source>
        <translation>der Gruppe von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="114"/>
        <source>your table</source>
        <translation>deiner Auslage</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="114"/>
        <source>{name}&apos;s table</source>
        <translation>der Auslage von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="139"/>
        <source>Your</source>
        <translation>Deine</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="139"/>
        <source>your</source>
        <translation>deine</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="141"/>
        <source>{name}&apos;s</source>
        <translation>von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="42"/>
        <source>{name}&apos;s {card} asks you to {text}</source>
        <translation>{card} von {name} fordert dich auf: {text}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="36"/>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="45"/>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="210"/>
        <source>choose a card from your hand to give to {name}</source>
        <translation>wähle eine Karte deiner Hand, die du {name} gibst</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="213"/>
        <source>choose</source>
        <translation>wähle</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="88"/>
        <source>Setup: choose a card to hide face down in your party. A hidden hero stays with you all game, counts for its faction in the tie-breaks at the end, and only you know it: hide a hero of one of your leader&apos;s factions.</source>
        <translation>Vorbereitung: Wähle eine Karte, die du verdeckt in deine Gruppe legst. Ein verdeckter Charakter bleibt das ganze Spiel bei dir, zählt beim Auflösen von Gleichständen am Spielende für seine Fraktion, und nur du kennst ihn: Lege einen Charakter einer Fraktion deiner Rolle verdeckt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="228"/>
        <source>Choose again</source>
        <translation>Neu wählen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="248"/>
        <source>Choose up to 3 cards to discard, then confirm</source>
        <translation>Wähle bis zu 3 Karten zum Abwerfen und bestätige dann</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="254"/>
        <source>Discard nothing (pass)</source>
        <translation>Nichts abwerfen (passen)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="255"/>
        <source>Discard 1 card</source>
        <translation>1 Karte abwerfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="257"/>
        <source>Discard {count} cards</source>
        <translation>{count} Karten abwerfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="259"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="263"/>
        <source>Your turn: play a card from your hand, or discard up to 3</source>
        <translation>Du bist am Zug: Spiele eine Karte aus oder wirf bis zu 3 ab</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="268"/>
        <source>Discard cards…</source>
        <translation>Karten abwerfen…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="269"/>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="352"/>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="437"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="285"/>
        <source>You may discard at most 3 cards.</source>
        <translation>Du darfst höchstens 3 Karten abwerfen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="302"/>
        <source>Discard another card, or stop</source>
        <translation>Wirf eine weitere Karte ab oder hör auf</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="306"/>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="437"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="313"/>
        <source>Discard down to 3 cards: choose {count} cards to discard</source>
        <translation>Wirf auf 3 Karten ab: Wähle {count} Karten zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="317"/>
        <source>Discard down to 3 cards: choose {count} card to discard</source>
        <translation>Wirf auf 3 Karten ab: Wähle {count} Karte zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="328"/>
        <source>Draw 1 more card to hold {hold}: take a Tavern card or draw from the Harbor</source>
        <translation>Ziehe noch 1 Karte, bis du {hold} hast: Nimm eine Karte aus der Taverne oder ziehe vom Hafen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="332"/>
        <source>Draw {count} more cards to hold {hold}: take a Tavern card or draw from the Harbor</source>
        <translation>Ziehe noch {count} Karten, bis du {hold} hast: Nimm eine Karte aus der Taverne oder ziehe vom Hafen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="342"/>
        <source>Draw from the Harbor</source>
        <translation>Vom Hafen ziehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="122"/>
        <source>red {steps}</source>
        <translation>Rot {steps}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="122"/>
        <source>green {steps}</source>
        <translation>Grün {steps}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="124"/>
        <source>no movement</source>
        <translation>keine Bewegung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decision_words.py" line="125"/>
        <source>{moves}  →  red {red}, green {green}</source>
        <translation>{moves}  →  Rot {red}, Grün {green}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="385"/>
        <source>A golem went to the Graveyard: keep one of the fate cards you drew</source>
        <translation>Ein Golem kam auf den Friedhof: Behalte eine der Schicksalskarten, die du gezogen hast</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="411"/>
        <source>swap {card} with which card?</source>
        <translation>{card} mit welcher Karte vertauschen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/decisions.py" line="414"/>
        <source>put the token on {card} back into the bag, or leave it</source>
        <translation>das Plättchen auf {card} zurück in den Beutel legen oder liegen lassen</translation>
    </message>
</context>
<context>
    <name>game_model</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="29"/>
        <source>Nothing to undo yet this turn.</source>
        <translation>In diesem Zug gibt es noch nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="30"/>
        <source>Undo cannot go back past another player&apos;s move.</source>
        <translation>Rückgängig kann nicht hinter den Zug eines anderen Spielers zurück.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="31"/>
        <source>Nothing to undo: hidden cards were looked at since, and a look cannot be taken back.</source>
        <translation>Nichts rückgängig zu machen: Seitdem wurden verdeckte Karten angesehen, und ein Blick lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="34"/>
        <source>Nothing to undo: a hidden card has been seen since (drawn, taken or turned face up).</source>
        <translation>Nichts rückgängig zu machen: Seitdem wurde eine verdeckte Karte gesehen (gezogen, genommen oder aufgedeckt).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="37"/>
        <source>Nothing to undo: something was decided at random since (a shuffle or a draw).</source>
        <translation>Nichts rückgängig zu machen: Seitdem hat der Zufall entschieden (Mischen oder Ziehen).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="246"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/game/game_model.py" line="253"/>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
</context>
</TS>
