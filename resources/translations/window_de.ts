<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/error_reporter.py" line="56"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/error_reporter.py" line="58"/>
        <source>Something went wrong inside Hidden Leaders:
{summary}</source>
        <translation>In „Heimliche Herrschaft“ ist etwas schiefgelaufen:
{summary}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/error_reporter.py" line="63"/>
        <source>The table may no longer show the game correctly. You can save the game to a new file and go on, or quit.</source>
        <translation>Der Tisch zeigt das Spiel womöglich nicht mehr richtig an. Du kannst das Spiel in einer neuen Datei speichern und weiterspielen oder das Programm beenden.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/error_reporter.py" line="70"/>
        <source>Save Game As…</source>
        <translation>Spiel speichern unter…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/error_reporter.py" line="71"/>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/error_reporter.py" line="72"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="30"/>
        <source>Hidden Leaders games (*.json)</source>
        <translation>Hidden-Leaders-Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="103"/>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="106"/>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="276"/>
        <source>Save It First…</source>
        <translation>Erst speichern…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="107"/>
        <source>Leave Game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="108"/>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="267"/>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="278"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="110"/>
        <source>You can save it to a file and open it again later.</source>
        <translation>Du kannst es in einer Datei speichern und später wieder öffnen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="120"/>
        <source>The file was kept as {path}, and a new game can begin.</source>
        <translation>Die Datei wurde als {path} aufbewahrt, und ein neues Spiel kann beginnen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="123"/>
        <source>The file could not be moved aside ({reason}).</source>
        <translation>Die Datei konnte nicht beiseitegelegt werden ({reason}).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="127"/>
        <source>Your last game cannot be restored</source>
        <translation>Dein letztes Spiel lässt sich nicht wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="147"/>
        <source>Resume your last game?</source>
        <translation>Dein letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="148"/>
        <source>Your last game is not finished:
{summary}</source>
        <translation>Dein letztes Spiel ist noch nicht zu Ende:
{summary}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="150"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="151"/>
        <source>New Game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="162"/>
        <source>Cannot resume</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="169"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="174"/>
        <source>Resuming the last game ends the game in progress.</source>
        <translation>Wenn du das letzte Spiel fortsetzt, endet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="185"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="186"/>
        <source>Opening a game ends the game in progress.</source>
        <translation>Wenn du ein Spiel öffnest, endet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="191"/>
        <source>Opening {path}…</source>
        <translation>{path} wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="196"/>
        <source>Cannot open this file</source>
        <translation>Diese Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="203"/>
        <source>Opened {path}.</source>
        <translation>{path} geöffnet.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="211"/>
        <source>The game in hand is unchanged.</source>
        <translation>Das laufende Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="217"/>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="220"/>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="231"/>
        <source>That is the autosave file, which the game keeps writing to.</source>
        <translation>Das ist die Datei der automatischen Speicherung, in die das Spiel laufend schreibt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="232"/>
        <source>Choose another file</source>
        <translation>Wähle eine andere Datei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="236"/>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="240"/>
        <source>Saved to {path}.</source>
        <translation>In {path} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="263"/>
        <source>Quit Hidden Leaders?</source>
        <translation>Heimliche Herrschaft beenden?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="264"/>
        <source>Your game is saved: it will be offered to you the next time you start Hidden Leaders.</source>
        <translation>Dein Spiel ist gespeichert: Beim nächsten Start von „Heimliche Herrschaft“ wird es dir wieder angeboten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="267"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="270"/>
        <source>Autosaving is off.</source>
        <translation>Die automatische Speicherung ist ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="273"/>
        <source>Quit without saving?</source>
        <translation>Ohne Speichern beenden?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="274"/>
        <source>The game in progress is not saved. {why}</source>
        <translation>Das laufende Spiel ist nicht gespeichert. {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="277"/>
        <source>Quit Without Saving</source>
        <translation>Ohne Speichern beenden</translation>
    </message>
</context>
<context>
    <name>HandoffPage</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="22"/>
        <source>{name} sets up: one card to hide face down in their party, one to discard.</source>
        <translation>{name} bereitet sich vor: eine Karte verdeckt in die eigene Gruppe, eine abwerfen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="24"/>
        <source>{name} chooses the side of their artifact, in secret until everybody has.</source>
        <translation>{name} wählt die Seite des eigenen Artefakts – geheim, bis alle gewählt haben.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="26"/>
        <source>{asker} bribed: {name} may lay bribery tokens on heroes.</source>
        <translation>{asker} hat bestochen: {name} darf Bestechungsplättchen auf Charaktere legen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="28"/>
        <source>A hero is about to be buried: {name} may answer before it happens.</source>
        <translation>Gleich wird ein Charakter vergraben: {name} darf vorher darauf antworten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="30"/>
        <source>{asker}&apos;s {card} asks {name} to decide.</source>
        <translation>{card} von {asker} verlangt eine Entscheidung von {name}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="32"/>
        <source>{asker}&apos;s turn asks {name} to decide.</source>
        <translation>Im Zug von {asker} muss {name} entscheiden.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="34"/>
        <source>{name}&apos;s turn goes on ({card}).</source>
        <translation>Der Zug von {name} geht weiter ({card}).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="36"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="87"/>
        <source>Everyone else, please look away. Press the button when you are ready to see your cards.</source>
        <translation>Alle anderen bitte wegsehen. Drück den Knopf, wenn du bereit bist, deine Karten zu sehen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="97"/>
        <source>Show my cards</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="124"/>
        <source>{name} is ready</source>
        <translation>{name} ist bereit</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/handoff_page.py" line="172"/>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="68"/>
        <source>Hidden Leaders</source>
        <translation>Heimliche Herrschaft</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="78"/>
        <source>Autosave: {why}</source>
        <translation>Automatische Speicherung: {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="81"/>
        <source>History: {why}</source>
        <translation>Spielverlauf: {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="119"/>
        <source>Welcome to Hidden Leaders.</source>
        <translation>Willkommen bei „Heimliche Herrschaft“.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="137"/>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="159"/>
        <source>Starting a new game ends the game in progress.</source>
        <translation>Wenn du ein neues Spiel beginnst, endet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="180"/>
        <source>A rematch ends the game in progress.</source>
        <translation>Eine Revanche beendet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="246"/>
        <source>Only public cards here while a replay shows one person&apos;s view.</source>
        <translation>Hier nur, was alle sehen dürfen, solange eine Wiederholung die Sicht einer Person zeigt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="252"/>
        <source>Waiting for you…</source>
        <translation>Warten auf dich…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="253"/>
        <source>Waiting for {name}…</source>
        <translation>Warten auf {name}…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="255"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="312"/>
        <source>There is no game to undo.</source>
        <translation>Es gibt kein Spiel, in dem etwas rückgängig zu machen wäre.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="314"/>
        <source>The game is over: nothing can be undone.</source>
        <translation>Das Spiel ist vorbei: Nichts lässt sich mehr rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="317"/>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="329"/>
        <source>Back to the start of this choice.</source>
        <translation>Zurück zum Anfang dieser Wahl.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/side_panel.py" line="120"/>
        <location filename="../../hidden_leaders_qt/ui/window/side_panel.py" line="125"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/side_panel.py" line="272"/>
        <source>Card shown large: {card}</source>
        <translation>Groß gezeigte Karte: {card}</translation>
    </message>
</context>
<context>
    <name>dialog_doors</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/dialog_doors.py" line="71"/>
        <source>Sounds on.</source>
        <translation>Töne an.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/dialog_doors.py" line="73"/>
        <source>Sounds off.</source>
        <translation>Töne aus.</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="48"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="50"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="51"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="53"/>
        <source>Resume &amp;Last Game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="56"/>
        <source>Show &amp;Result</source>
        <translation>&amp;Ergebnis anzeigen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="58"/>
        <source>&amp;History…</source>
        <translation>Spiel&amp;verlauf…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="59"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="61"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="62"/>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="63"/>
        <source>Replay a Saved &amp;Game…</source>
        <translation>Gespeichertes Spiel &amp;wiedergeben…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="66"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="68"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="71"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="77"/>
        <source>Play &amp;Sounds</source>
        <translation>Tö&amp;ne abspielen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="84"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="87"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="92"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="96"/>
        <source>&amp;About Hidden Leaders</source>
        <translation>Ü&amp;ber Heimliche Herrschaft</translation>
    </message>
</context>
</TS>
