<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="11"/>
        <source>⇤ Start</source>
        <translation>⇤ Anfang</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="11"/>
        <source>To the deal (Home)</source>
        <translation>Zum Austeilen (Pos1)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="14"/>
        <source>« Turn</source>
        <translation>« Zug</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="15"/>
        <source>To the start of this turn, or of the one before (Page Up, Ctrl+Left)</source>
        <translation>Zum Anfang dieses Zuges oder des vorigen (Bild auf, Strg+Links)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="17"/>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="17"/>
        <source>One decision back (Left)</source>
        <translation>Eine Entscheidung zurück (Links)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="18"/>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="18"/>
        <source>One decision on (Right)</source>
        <translation>Eine Entscheidung weiter (Rechts)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="21"/>
        <source>Turn »</source>
        <translation>Zug »</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="22"/>
        <source>To the start of the next turn (Page Down, Ctrl+Right)</source>
        <translation>Zum Anfang des nächsten Zuges (Bild ab, Strg+Rechts)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="24"/>
        <source>End ⇥</source>
        <translation>Ende ⇥</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="24"/>
        <source>To the end of the game (End)</source>
        <translation>Zum Ende der Partie (Ende)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="45"/>
        <source>&amp;Seen:</source>
        <translation>&amp;Sicht:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="47"/>
        <source>Whose view of the game the replay shows</source>
        <translation>Wessen Sicht auf die Partie die Wiederholung zeigt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_bar.py" line="60"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="53"/>
        <source>Point at a card to see it large.</source>
        <translation>Zeig auf eine Karte, um sie groß zu sehen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="66"/>
        <source>Everything revealed</source>
        <translation>Alles aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="68"/>
        <source>The public table</source>
        <translation>Der offene Tisch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="71"/>
        <source>As you saw it</source>
        <translation>Wie du es gesehen hast</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="72"/>
        <source>As {name} saw it</source>
        <translation>Wie {name} es gesehen hat</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="82"/>
        <source>{name}: {leader}, aligned with {first} and {second}</source>
        <translation>{name}: {leader}, verbündet mit {first} und {second}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="87"/>
        <source>, holding {cards}</source>
        <translation>, auf der Hand: {cards}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="89"/>
        <source>, holding nothing</source>
        <translation>, keine Handkarten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="91"/>
        <source>Leaders and hands – {lines}.</source>
        <translation>Rollen und Handkarten – {lines}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="110"/>
        <source>Replay – {names}</source>
        <translation>Wiederholung – {names}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="127"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="138"/>
        <source>Every player&apos;s leader and hand</source>
        <translation>Rolle und Handkarten jeder Person</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="140"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="144"/>
        <source>Suspicion</source>
        <translation>Verdacht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="146"/>
        <source>How the public table pointed to each player&apos;s leader; the line marks this turn</source>
        <translation>Wie der offene Tisch auf die Rolle jeder Person hindeutete; die Linie markiert diesen Zug</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="230"/>
        <source>The replay will show the game as {name} saw it.</source>
        <translation>Die Wiederholung zeigt die Partie so, wie {name} sie gesehen hat.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="276"/>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="302"/>
        <source>Card shown large: {name}</source>
        <translation>Groß gezeigte Karte: {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_window.py" line="320"/>
        <source>Cannot replay this game</source>
        <translation>Diese Partie kann nicht wiederholt werden</translation>
    </message>
</context>
<context>
    <name>replay_doors</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="24"/>
        <source>Replay a Saved Game</source>
        <translation>Gespeicherte Partie wiederholen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="33"/>
        <source>Reading {path}…</source>
        <translation>{path} wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="40"/>
        <source>Cannot replay this file</source>
        <translation>Diese Datei kann nicht wiederholt werden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="58"/>
        <source>This game is over</source>
        <translation>Diese Partie ist vorbei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="59"/>
        <source>The game you opened is finished. Would you like to watch its replay?</source>
        <translation>Die geöffnete Partie ist beendet. Möchtest du ihre Wiederholung ansehen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="64"/>
        <source>Watch the Replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="69"/>
        <source>Just Show the Table</source>
        <translation>Nur den Tisch zeigen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/replay/replay_doors.py" line="74"/>
        <source>The replay steps through it decision by decision, as any player saw it or with every card face up.</source>
        <translation>Die Wiederholung geht sie Entscheidung für Entscheidung durch, so wie eine beliebige Person sie sah oder mit allen Karten offen.</translation>
    </message>
</context>
</TS>
