<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="378"/>
        <source>Search names and texts…</source>
        <translation>Namen und Texte durchsuchen …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="380"/>
        <source>Search cards</source>
        <translation>Karten durchsuchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="382"/>
        <source>Faction filter</source>
        <translation>Fraktionsfilter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="383"/>
        <source>All cards</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="387"/>
        <source>Leaders</source>
        <translation>Rollenkarten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="388"/>
        <source>Artifacts and bribery tokens</source>
        <translation>Artefakte und Bestechungsplättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="393"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="445"/>
        <source>{shown} of {count} cards</source>
        <translation>{shown} von {count} Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="454"/>
        <source>No card matches the search.</source>
        <translation>Keine Karte passt zur Suche.</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="351"/>
        <source>No card</source>
        <translation>Keine Karte</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="81"/>
        <source>base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="82"/>
        <source>promotional hero</source>
        <translation>Promo-Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="83"/>
        <source>Queens &amp; Friend</source>
        <translation>Königinnen &amp; Kumpel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="84"/>
        <source>Keeper of Discord promo</source>
        <translation>Promokarte Hüter der Zwietracht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="85"/>
        <source>Golems module</source>
        <translation>Golems-Modul</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="86"/>
        <source>in the deck with Bribery or Artifacts</source>
        <translation>im Stapel mit Bestechung oder Artefakten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="96"/>
        <source>Only with the Golems module: the golem marker stands strictly ahead of both the red and the green marker, and at least one leader is aligned with the Golems. This beats every other line, Undead included. If nobody is aligned with the Golems, their marker is ignored.</source>
        <translation>Nur mit dem Golems-Modul: Der Golem-Marker steht vor dem roten und vor dem grünen Marker, und mindestens eine Rolle ist mit den Golems verbündet. Das hat Vorrang vor allen anderen Zeilen, auch vor den Untoten. Ist niemand mit den Golems verbündet, zählt ihr Marker nicht.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="105"/>
        <source>Both markers stand in the dark war area, spaces {war} to {high}. This beats every other line.</source>
        <translation>Beide Marker stehen im dunklen Bereich, auf den Feldern {war} bis {high}. Das hat Vorrang vor allen folgenden Zeilen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="110"/>
        <source>The markers share a space or stand on neighbouring spaces.</source>
        <translation>Die Marker stehen auf demselben Feld oder auf benachbarten Feldern.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="111"/>
        <source>The red marker is two or more spaces ahead of the green one.</source>
        <translation>Der rote Marker liegt mindestens zwei Felder vor dem grünen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="112"/>
        <source>The green marker is two or more spaces ahead of the red one.</source>
        <translation>Der grüne Marker liegt mindestens zwei Felder vor dem roten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="157"/>
        <source>Players</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="158"/>
        <source>Full game</source>
        <translation>Volles Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="159"/>
        <source>Beginner variant</source>
        <translation>Einsteigervariante</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="187"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="188"/>
        <source>Leader</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="189"/>
        <source>Aligned with</source>
        <translation>Verbündet mit</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="199"/>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="315"/>
        <source>Leader number {number}. Aligned with {first} and {second}: this leader can win whenever either of them wins. In the last tie-break, the higher number wins.</source>
        <translation>Rollenkarte Nummer {number}. Verbündet mit {first} und {second}: Diese Rolle kann gewinnen, wenn eine der beiden siegt. Beim letzten Gleichstand gewinnt die höhere Zahl.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="321"/>
        <source>The Buried Emperor, a hero of all four factions</source>
        <translation>Der Alte Kaiser, ein Charakter aller vier Fraktionen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="323"/>
        <source>A hero of no faction</source>
        <translation>Ein Charakter ohne Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="325"/>
        <source>{faction} hero</source>
        <translation>Charakter – {faction}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="328"/>
        <source>advanced (+), not used in the beginner variant</source>
        <translation>fortgeschritten (+), in der Einsteigervariante nicht dabei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="331"/>
        <source>advanced (+), kept in the beginner variant with its module</source>
        <translation>fortgeschritten (+), mit seinem Modul auch in der Einsteigervariante dabei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="469"/>
        <source>Hidden Leaders – Help</source>
        <translation>Heimliche Herrschaft – Hilfe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="478"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="479"/>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="480"/>
        <source>Rules</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="481"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="482"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="55"/>
        <source>Search the rules…</source>
        <translation>Regeln durchsuchen …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="57"/>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="59"/>
        <source>Rules pages</source>
        <translation>Regelseiten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="67"/>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="71"/>
        <source>Rules page</source>
        <translation>Regelseite</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="183"/>
        <source>Found once.</source>
        <translation>Einmal gefunden.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="185"/>
        <source>Found {count} times.</source>
        <translation>{count}-mal gefunden.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_reference.py" line="187"/>
        <source>Not found in the rules.</source>
        <translation>In den Regeln nicht gefunden.</translation>
    </message>
</context>
<context>
    <name>keyboard_help</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="12"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="13"/>
        <source>Move the focus ring to the next or previous card, pile or player you can choose; past the last one, on to the buttons beside the table and the game log.</source>
        <translation>Den Fokusring zur nächsten oder vorigen wählbaren Karte, zum Stapel oder zur Person bewegen; nach der letzten weiter zu den Knöpfen neben dem Tisch und zum Spielprotokoll.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="20"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="21"/>
        <source>Move the focus ring to the nearest choice in that direction.</source>
        <translation>Den Fokusring zur nächsten Wahl in dieser Richtung bewegen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="24"/>
        <source>Alt+arrow keys</source>
        <translation>Alt+Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="25"/>
        <source>Move the focus ring to any card of the table, also one you cannot choose now: the status bar says why, as it does under the mouse.</source>
        <translation>Den Fokusring auf jede Karte des Tisches setzen, auch auf eine, die du jetzt nicht wählen kannst: Die Statusleiste sagt, warum, wie unter der Maus.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="32"/>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="33"/>
        <source>Move the focus ring to the first or last choice.</source>
        <translation>Den Fokusring zur ersten oder letzten Wahl bewegen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="36"/>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="37"/>
        <source>Choose what the focus ring is on, or press the focused button.</source>
        <translation>Wählen, worauf der Fokusring liegt, oder den fokussierten Knopf drücken.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="40"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="41"/>
        <source>Cancel a choice you have started (the first card of two, cards picked to discard).</source>
        <translation>Eine begonnene Wahl abbrechen (die erste von zwei Karten, zum Abwerfen gewählte Karten).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="46"/>
        <source>Enter on a “Pass to …” screen</source>
        <translation>Eingabe auf einem Übergabe-Bildschirm</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="47"/>
        <source>Show your cards once the screen has been passed to you.</source>
        <translation>Deine Karten zeigen, sobald der Bildschirm an dich übergeben wurde.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="70"/>
        <source>Open the {menu} menu</source>
        <translation>Das Menü {menu} öffnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="84"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="85"/>
        <source>The whole game can be played with the keyboard. When it is your turn the table has the focus (else press Tab until it has): press an arrow key or Tab, and a black and white ring shows what Enter would choose.</source>
        <translation>Das ganze Spiel lässt sich mit der Tastatur spielen. Wenn du am Zug bist, hat der Tisch den Fokus (sonst drück Tab, bis er ihn hat): Drück eine Pfeiltaste oder Tab, und ein schwarz-weißer Ring zeigt, was die Eingabetaste wählen würde.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="94"/>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="96"/>
        <source>In dialogs</source>
        <translation>In Dialogen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="97"/>
        <source>Tab moves between the fields, Enter presses the highlighted button, Escape closes the dialog, and Alt with an underlined letter goes to that field.</source>
        <translation>Tab wechselt zwischen den Feldern, die Eingabetaste drückt den hervorgehobenen Knopf, Esc schließt den Dialog, und Alt mit einem unterstrichenen Buchstaben springt zu diesem Feld.</translation>
    </message>
</context>
<context>
    <name>rule_links</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rule_links.py" line="91"/>
        <source>Rule: {pages}</source>
        <translation>Regel: {pages}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rule_links.py" line="92"/>
        <source>Rules: {pages}</source>
        <translation>Regeln: {pages}</translation>
    </message>
</context>
<context>
    <name>rules_pages</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="24"/>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="25"/>
        <source>Golems</source>
        <translation>Golems</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="26"/>
        <source>Queens &amp; Friend</source>
        <translation>Königinnen &amp; Kumpel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="27"/>
        <source>Keeper of Discord</source>
        <translation>Hüter der Zwietracht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="28"/>
        <source>Bribery</source>
        <translation>Bestechung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="29"/>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="30"/>
        <source>Royal Intrigue</source>
        <translation>Royale Ränkespiele</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="31"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="60"/>
        <source>Players</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="61"/>
        <source>Full game</source>
        <translation>Volles Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/help/rules_pages.py" line="62"/>
        <source>Beginner variant</source>
        <translation>Einsteigervariante</translation>
    </message>
</context>
</TS>
