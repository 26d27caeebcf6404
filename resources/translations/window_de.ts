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
        <translation>In Hidden Leaders ist etwas schiefgelaufen:
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
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="23"/>
        <source>Hidden Leaders games (*.json)</source>
        <translation>Hidden-Leaders-Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="69"/>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="72"/>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="233"/>
        <source>Save It First…</source>
        <translation>Erst speichern…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="73"/>
        <source>Leave Game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="74"/>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="224"/>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="235"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="76"/>
        <source>You can save it to a file and open it again later.</source>
        <translation>Du kannst es in einer Datei speichern und später wieder öffnen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="86"/>
        <source>The file was kept as {path}, and a new game can begin.</source>
        <translation>Die Datei wurde als {path} aufbewahrt, und ein neues Spiel kann beginnen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="89"/>
        <source>The file could not be moved aside ({reason}).</source>
        <translation>Die Datei konnte nicht beiseitegelegt werden ({reason}).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="93"/>
        <source>Your last game cannot be restored</source>
        <translation>Dein letztes Spiel lässt sich nicht wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="109"/>
        <source>Resume your last game?</source>
        <translation>Dein letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="110"/>
        <source>Your last game is not finished:
{summary}</source>
        <translation>Dein letztes Spiel ist noch nicht zu Ende:
{summary}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="112"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="113"/>
        <source>New Game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="124"/>
        <source>Cannot resume</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="129"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="134"/>
        <source>Resuming the last game ends the game in progress.</source>
        <translation>Wenn du das letzte Spiel fortsetzt, endet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="140"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="141"/>
        <source>Opening a game ends the game in progress.</source>
        <translation>Wenn du ein Spiel öffnest, endet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="146"/>
        <source>Opening {path}…</source>
        <translation>{path} wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="151"/>
        <source>Cannot open this file</source>
        <translation>Diese Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="158"/>
        <source>Opened {path}.</source>
        <translation>{path} geöffnet.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="168"/>
        <source>The game in hand is unchanged.</source>
        <translation>Das laufende Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="174"/>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="177"/>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="188"/>
        <source>That is the autosave file, which the game keeps writing to.</source>
        <translation>Das ist die Datei der automatischen Speicherung, in die das Spiel laufend schreibt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="189"/>
        <source>Choose another file</source>
        <translation>Wähle eine andere Datei</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="193"/>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="197"/>
        <source>Saved to {path}.</source>
        <translation>In {path} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="220"/>
        <source>Quit Hidden Leaders?</source>
        <translation>Hidden Leaders beenden?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="221"/>
        <source>Your game is saved: it will be offered to you the next time you start Hidden Leaders.</source>
        <translation>Dein Spiel ist gespeichert: Beim nächsten Start von Hidden Leaders wird es dir wieder angeboten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="224"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="227"/>
        <source>Autosaving is off.</source>
        <translation>Die automatische Speicherung ist ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="230"/>
        <source>Quit without saving?</source>
        <translation>Ohne Speichern beenden?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="231"/>
        <source>The game in progress is not saved. {why}</source>
        <translation>Das laufende Spiel ist nicht gespeichert. {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/game_files.py" line="234"/>
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
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="75"/>
        <source>Autosave: {why}</source>
        <translation>Automatische Speicherung: {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="78"/>
        <source>History: {why}</source>
        <translation>Spielverlauf: {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="116"/>
        <source>Welcome to Hidden Leaders.</source>
        <translation>Willkommen bei Hidden Leaders.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="134"/>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="155"/>
        <source>Starting a new game ends the game in progress.</source>
        <translation>Wenn du ein neues Spiel beginnst, endet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="176"/>
        <source>A rematch ends the game in progress.</source>
        <translation>Eine Revanche beendet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="245"/>
        <source>Only public cards here while a replay shows one person&apos;s view.</source>
        <translation>Hier nur, was alle sehen dürfen, solange eine Wiederholung die Sicht einer Person zeigt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="251"/>
        <source>Waiting for you…</source>
        <translation>Warten auf dich…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="252"/>
        <source>Waiting for {name}…</source>
        <translation>Warten auf {name}…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="254"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="323"/>
        <source>There is no game to undo.</source>
        <translation>Es gibt kein Spiel, in dem etwas rückgängig zu machen wäre.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="325"/>
        <source>The game is over: nothing can be undone.</source>
        <translation>Das Spiel ist vorbei: Nichts lässt sich mehr rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="328"/>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/main_window.py" line="340"/>
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
        <location filename="../../hidden_leaders_qt/ui/window/side_panel.py" line="258"/>
        <source>Card shown large: {card}</source>
        <translation>Groß gezeigte Karte: {card}</translation>
    </message>
</context>
<context>
    <name>dialog_doors</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/dialog_doors.py" line="41"/>
        <source>Sounds on.</source>
        <translation>Töne an.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/dialog_doors.py" line="43"/>
        <source>Sounds off.</source>
        <translation>Töne aus.</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="21"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="23"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="24"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="26"/>
        <source>Resume &amp;Last Game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="29"/>
        <source>Show &amp;Result</source>
        <translation>&amp;Ergebnis anzeigen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="31"/>
        <source>&amp;History…</source>
        <translation>Spiel&amp;verlauf…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="32"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="34"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="35"/>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="36"/>
        <source>Replay a Saved &amp;Game…</source>
        <translation>Gespeichertes Spiel &amp;wiedergeben…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="39"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="41"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="44"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="50"/>
        <source>Play &amp;Sounds</source>
        <translation>Tö&amp;ne abspielen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="57"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="60"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="65"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/window/menus.py" line="69"/>
        <source>&amp;About Hidden Leaders</source>
        <translation>Ü&amp;ber Hidden Leaders</translation>
    </message>
</context>
</TS>
