<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="375"/>
        <source>Search names and texts…</source>
        <translation>Namen und Texte durchsuchen …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="377"/>
        <source>Search cards</source>
        <translation>Karten durchsuchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="379"/>
        <source>Faction filter</source>
        <translation>Fraktionsfilter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="380"/>
        <source>All cards</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="384"/>
        <source>Leaders</source>
        <translation>Rollenkarten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="385"/>
        <source>Artifacts and bribery tokens</source>
        <translation>Artefakte und Bestechungsplättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="390"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="442"/>
        <source>{shown} of {count} cards</source>
        <translation>{shown} von {count} Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="451"/>
        <source>No card matches the search.</source>
        <translation>Keine Karte passt zur Suche.</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="348"/>
        <source>No card</source>
        <translation>Keine Karte</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="79"/>
        <source>base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="80"/>
        <source>promotional hero</source>
        <translation>Promo-Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="81"/>
        <source>Queens &amp; Friend</source>
        <translation>Königinnen &amp; Kumpel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="82"/>
        <source>Keeper of Discord promo</source>
        <translation>Promokarte Hüter der Zwietracht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="83"/>
        <source>Golems module</source>
        <translation>Golems-Modul</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="84"/>
        <source>in the deck with Bribery or Artifacts</source>
        <translation>im Stapel mit Bestechung oder Artefakten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="94"/>
        <source>Only with the Golems module: the golem marker stands strictly ahead of both the red and the green marker, and at least one leader is aligned with the Golems. This beats every other line, Undead included. If nobody is aligned with the Golems, their marker is ignored.</source>
        <translation>Nur mit dem Golems-Modul: Der Golem-Marker steht vor dem roten und vor dem grünen Marker, und mindestens eine Rolle ist mit den Golems verbündet. Das hat Vorrang vor allen anderen Zeilen, auch vor den Untoten. Ist niemand mit den Golems verbündet, zählt ihr Marker nicht.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="103"/>
        <source>Both markers stand in the dark war area, spaces {war} to {high}. This beats every other line.</source>
        <translation>Beide Marker stehen im dunklen Bereich, auf den Feldern {war} bis {high}. Das hat Vorrang vor allen folgenden Zeilen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="108"/>
        <source>The markers share a space or stand on neighbouring spaces.</source>
        <translation>Die Marker stehen auf demselben Feld oder auf benachbarten Feldern.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="109"/>
        <source>The red marker is two or more spaces ahead of the green one.</source>
        <translation>Der rote Marker liegt mindestens zwei Felder vor dem grünen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="110"/>
        <source>The green marker is two or more spaces ahead of the red one.</source>
        <translation>Der grüne Marker liegt mindestens zwei Felder vor dem roten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="155"/>
        <source>Players</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="156"/>
        <source>Full game</source>
        <translation>Volles Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="157"/>
        <source>Beginner variant</source>
        <translation>Einsteigervariante</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="185"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="186"/>
        <source>Leader</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="187"/>
        <source>Aligned with</source>
        <translation>Verbündet mit</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="197"/>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="313"/>
        <source>Leader number {number}. Aligned with {first} and {second}: this leader can win whenever either of them wins. In the last tie-break, the higher number wins.</source>
        <translation>Rollenkarte Nummer {number}. Verbündet mit {first} und {second}: Diese Rolle kann gewinnen, wenn eine der beiden siegt. Beim letzten Gleichstand gewinnt die höhere Zahl.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="319"/>
        <source>The Buried Emperor, a hero of all four factions</source>
        <translation>Der Alte Kaiser, ein Charakter aller vier Fraktionen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="321"/>
        <source>A hero of no faction</source>
        <translation>Ein Charakter ohne Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="323"/>
        <source>{faction} hero</source>
        <translation>Charakter – {faction}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="326"/>
        <source>advanced (+), not used in the beginner variant</source>
        <translation>fortgeschritten (+), in der Einsteigervariante nicht dabei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="329"/>
        <source>advanced (+), kept in the beginner variant with its module</source>
        <translation>fortgeschritten (+), mit seinem Modul auch in der Einsteigervariante dabei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="466"/>
        <source>Hidden Leaders – Help</source>
        <translation>Heimliche Herrschaft – Hilfe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="472"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="473"/>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="474"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/help_dialog.py" line="475"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
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
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="25"/>
        <source>Move the focus ring to the first or last choice.</source>
        <translation>Den Fokusring zur ersten oder letzten Wahl bewegen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="28"/>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="29"/>
        <source>Choose what the focus ring is on, or press the focused button.</source>
        <translation>Wählen, worauf der Fokusring liegt, oder den fokussierten Knopf drücken.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="32"/>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="33"/>
        <source>Cancel a choice you have started (the first card of two, cards picked to discard).</source>
        <translation>Eine begonnene Wahl abbrechen (die erste von zwei Karten, zum Abwerfen gewählte Karten).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="38"/>
        <source>Enter on a “Pass to …” screen</source>
        <translation>Eingabe auf einem Übergabe-Bildschirm</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="39"/>
        <source>Show your cards once the screen has been passed to you.</source>
        <translation>Deine Karten zeigen, sobald der Bildschirm an dich übergeben wurde.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="62"/>
        <source>Open the {menu} menu</source>
        <translation>Das Menü {menu} öffnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="76"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="77"/>
        <source>The whole game can be played with the keyboard. When it is your turn the table has the focus (else press Tab until it has): press an arrow key or Tab, and a black and white ring shows what Enter would choose.</source>
        <translation>Das ganze Spiel lässt sich mit der Tastatur spielen. Wenn du am Zug bist, hat der Tisch den Fokus (sonst drück Tab, bis er ihn hat): Drück eine Pfeiltaste oder Tab, und ein schwarz-weißer Ring zeigt, was die Eingabetaste wählen würde.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="86"/>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="88"/>
        <source>In dialogs</source>
        <translation>In Dialogen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/keyboard_help.py" line="89"/>
        <source>Tab moves between the fields, Enter presses the highlighted button, Escape closes the dialog, and Alt with an underlined letter goes to that field.</source>
        <translation>Tab wechselt zwischen den Feldern, die Eingabetaste drückt den hervorgehobenen Knopf, Esc schließt den Dialog, und Alt mit einem unterstrichenen Buchstaben springt zu diesem Feld.</translation>
    </message>
</context>
</TS>
