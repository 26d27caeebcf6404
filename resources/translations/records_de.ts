<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HistoryRecorder</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_recorder.py" line="69"/>
        <source>could not be saved</source>
        <translation>konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_recorder.py" line="69"/>
        <source>could not be added to the history</source>
        <translation>konnte nicht in den Verlauf aufgenommen werden</translation>
    </message>
</context>
<context>
    <name>HistoryTable</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="28"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="29"/>
        <source>Players</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="30"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="31"/>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="32"/>
        <source>How decided</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="33"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="34"/>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="39"/>
        <source>beginner</source>
        <translation>Einsteiger</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="40"/>
        <source>promo heroes</source>
        <translation>Promo-Charaktere</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="41"/>
        <source>Queens &amp; Friend</source>
        <translation>Königinnen &amp; Kumpel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="42"/>
        <source>Keeper of Discord</source>
        <translation>Hüter der Zwietracht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="43"/>
        <source>Golems</source>
        <translation>Golems</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="44"/>
        <source>Bribery</source>
        <translation>Bestechung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="45"/>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="46"/>
        <source>Royal Intrigue</source>
        <translation>Royale Ränkespiele</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="50"/>
        <source>The Undead won</source>
        <translation>Die Untoten siegten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="51"/>
        <source>The Water Folk won</source>
        <translation>Das Seevolk siegte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="52"/>
        <source>The Imperial Army won</source>
        <translation>Die Kaiserliche Armee siegte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="53"/>
        <source>The Hill Tribes won</source>
        <translation>Die Hügelstämme siegten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="54"/>
        <source>The Golems won</source>
        <translation>Die Golems siegten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="57"/>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="59"/>
        <source>A person won</source>
        <translation>Ein Mensch gewann</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="63"/>
        <source>A computer won</source>
        <translation>Ein Computer gewann</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="66"/>
        <source>Nobody won</source>
        <translation>Niemand gewann</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="89"/>
        <source>base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_table.py" line="95"/>
        <source>nobody ({faction})</source>
        <translation>niemand ({faction})</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="36"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="49"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="58"/>
        <source>Filter by player, leader, faction…</source>
        <translation>Nach Person, Rolle, Fraktion filtern …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="61"/>
        <source>Any number of players</source>
        <translation>Beliebig viele Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="63"/>
        <source>{count} players</source>
        <translation>{count} Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="68"/>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="89"/>
        <source>Reading the history…</source>
        <translation>Der Verlauf wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="69"/>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="70"/>
        <source>&amp;Export Log…</source>
        <translation>Protokoll &amp;exportieren …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="71"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="72"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="108"/>
        <source>Finished games</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="161"/>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="161"/>
        <source>{count} games</source>
        <translation>{count} Partien</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="162"/>
        <source>{shown} of {games} shown</source>
        <translation>{shown} von {games} gezeigt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="186"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="187"/>
        <source>This game of the history is damaged and cannot be replayed.</source>
        <translation>Diese Partie des Verlaufs ist beschädigt und kann nicht wiederholt werden.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="198"/>
        <source>Export the game&apos;s log</source>
        <translation>Protokoll der Partie exportieren</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="209"/>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="214"/>
        <source>Export Log</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="212"/>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="212"/>
        <source>The log could not be saved</source>
        <translation>Das Protokoll konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="217"/>
        <source>The log is saved as {name}.</source>
        <translation>Das Protokoll ist als {name} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="223"/>
        <source>%d %b %Y %H:%M</source>
        <translation>%d.%m.%Y, %H:%M Uhr</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="226"/>
        <source>Delete this game?</source>
        <translation>Diese Partie löschen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="227"/>
        <source>Delete the game of {when} from the history? It cannot be replayed afterwards.</source>
        <translation>Die Partie vom {when} aus dem Verlauf löschen? Danach kann sie nicht mehr wiederholt werden.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="229"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="230"/>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="239"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/history_window.py" line="240"/>
        <source>The history could not be changed ({why}).</source>
        <translation>Der Verlauf konnte nicht geändert werden ({why}).</translation>
    </message>
</context>
<context>
    <name>ShareChart</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="24"/>
        <source>Win share chart</source>
        <translation>Diagramm der Siegquoten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="30"/>
        <source>{label}: {share} of {games}</source>
        <translation>{label}: {share} von {games}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="35"/>
        <source>no games</source>
        <translation>keine Partien</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="62"/>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="66"/>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="117"/>
        <source>wins / games</source>
        <translation>Siege / Partien</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/share_chart.py" line="112"/>
        <source>Win share (bar) and its 95 % interval (whisker)</source>
        <translation>Siegquote (Balken) und ihr 95-%-Intervall (Strich)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="27"/>
        <source>Overall</source>
        <translation>Insgesamt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="28"/>
        <source>By leader</source>
        <translation>Nach Rolle</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="29"/>
        <source>By faction</source>
        <translation>Nach Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="30"/>
        <source>By player count</source>
        <translation>Nach Personenzahl</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="34"/>
        <source>Player</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="35"/>
        <source>Leader</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="36"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="37"/>
        <source>Player count</source>
        <translation>Personenzahl</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="41"/>
        <source>Win share of {who}, by leader</source>
        <translation>Siegquote von {who}, nach Rolle</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="42"/>
        <source>Win share of {who}, by faction</source>
        <translation>Siegquote von {who}, nach Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="43"/>
        <source>Win share of {who}, by player count</source>
        <translation>Siegquote von {who}, nach Personenzahl</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="45"/>
        <source>A leader of two factions counts in both; a win counts for the faction that won.</source>
        <translation>Eine Rolle mit zwei Fraktionen zählt bei beiden; ein Sieg zählt für die Fraktion, die siegte.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="50"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="51"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="52"/>
        <source>Win share</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="53"/>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="71"/>
        <source>{count} players</source>
        <translation>{count} Personen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="85"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="88"/>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="130"/>
        <source>Reading the history…</source>
        <translation>Der Verlauf wird gelesen …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="92"/>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="94"/>
        <source>Player or computer level</source>
        <translation>Person oder Computerstufe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="104"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="106"/>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="108"/>
        <source>for:</source>
        <translation>für:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="140"/>
        <source>From 1 finished game in the history.</source>
        <translation>Aus 1 beendeten Partie im Verlauf.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="142"/>
        <source>From {count} finished games in the history.</source>
        <translation>Aus {count} beendeten Partien im Verlauf.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/records/statistics_window.py" line="167"/>
        <source>Win share per player and computer level</source>
        <translation>Siegquote je Person und Computerstufe</translation>
    </message>
</context>
</TS>
