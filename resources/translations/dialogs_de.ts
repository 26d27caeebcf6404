<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="49"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="58"/>
        <source>Searches the possible futures for about a second a move.</source>
        <translation>Durchsucht die möglichen Verläufe etwa eine Sekunde pro Zug.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="22"/>
        <source>Golems module</source>
        <translation>Modul Golems</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="23"/>
        <source>26 golem heroes, golem leaders, a third marker and fate cards: the Golems can win.</source>
        <translation>26 Golems, Golem-Rollenkarten, ein dritter Marker und Schicksalskarten: Die Golems können siegen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="26"/>
        <source>26 golem heroes, 4 golem leaders, the golem marker (space 1, +2 whenever a golem&apos;s effect is used) and 6 fate cards (drawn for every golem put into the Graveyard). The Golems win first of all when their marker ends ahead of both others and someone leads with a golem leader.</source>
        <translation>26 Golem-Charaktere, 4 Golem-Rollenkarten, der Golem-Marker (Feld 1, +2 bei jedem genutzten Golem-Effekt) und 6 Schicksalskarten (gezogen für jeden Golem, der auf den Friedhof kommt). Die Golems siegen vor allen anderen, wenn ihr Marker am Ende vor den beiden anderen liegt und jemand eine Golem-Rollenkarte hat.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="35"/>
        <source>Queens &amp; Friend</source>
        <translation>Königinnen &amp; Kumpel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="36"/>
        <source>3 Queens and Emperor&apos;s Best Friend, who count double with the right partner.</source>
        <translation>3 Königinnen und der Kumpel des Kaisers, die mit dem richtigen Partner doppelt zählen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="39"/>
        <source>3 Queens, each counting as 2 heroes of the winning faction for two leaders, and Emperor&apos;s Best Friend, counting as 2 in the Buried Emperor&apos;s party.</source>
        <translation>3 Königinnen, die für je zwei Rollenkarten als 2 Charaktere der siegreichen Fraktion zählen, und der Kumpel des Kaisers, der in der Gruppe mit dem Alten Kaiser doppelt zählt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="47"/>
        <source>Keeper of Discord</source>
        <translation>Hüter der Zwietracht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="48"/>
        <source>A hero of no faction who saves its party&apos;s face-up heroes from burial.</source>
        <translation>Ohne Fraktion; schützt die offenen Charaktere seiner Gruppe vor dem Vergraben.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="49"/>
        <source>A promo hero of no faction: while it lies face up, the other face-up heroes of its party are turned face down instead of being buried.</source>
        <translation>Ein Promo-Charakter ohne Fraktion: Solange er offen liegt, werden die anderen offenen Charaktere seiner Gruppe umgedreht statt vergraben.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="57"/>
        <source>Bribery</source>
        <translation>Bestechung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="58"/>
        <source>Secret tokens laid on heroes by bribes change how they count at the end.</source>
        <translation>Geheime Bestechungsplättchen auf Charakteren ändern, wie diese am Ende zählen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="59"/>
        <source>18 tokens in a bag: loyalty (x2), four faction switches and protection. Once a party shows 3 (then 5) face-up heroes, the player in turn may bribe: everybody draws a token and may lay it face down on a hero. All are revealed before the count; a protection token can save its hero from a burial.</source>
        <translation>18 Plättchen im Beutel: Loyalität (×2), vier Fraktionswechsel und Schutz. Sobald eine Gruppe 3 (dann 5) offene Charaktere zeigt, darf die Person am Zug bestechen: Alle ziehen ein Plättchen und dürfen es verdeckt auf einen Charakter legen. Vor der Wertung werden alle aufgedeckt; ein Schutzplättchen kann seinen Charakter vor dem Vergraben retten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="69"/>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="70"/>
        <source>Each player&apos;s own artifact, used once a turn while its tokens last.</source>
        <translation>Ein eigenes Artefakt für alle, einmal pro Zug nutzbar, solange seine Plättchen reichen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="71"/>
        <source>Each player is dealt a two-sided artifact and chooses its side: fast ones are used in your main action step, slow ones after the Tavern refill, and Shield of Endurance answers a burial. With Artifacts the end of the game is checked at the very end of the turn.</source>
        <translation>Alle erhalten ein doppelseitiges Artefakt und wählen eine Seite: Schnelle nutzt du in deinem Hauptschritt, langsame nach dem Auffüllen der Taverne, und ein Reaktions-Artefakt antwortet auf ein Vergraben. Mit Artefakten wird das Spielende erst ganz am Ende des Zuges geprüft.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="80"/>
        <source>Royal Intrigue</source>
        <translation>Royale Ränkespiele</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="81"/>
        <source>The Queens and Friend wait in a row; an artifact&apos;s spent token may win you one.</source>
        <translation>Königinnen und Kumpel liegen aus; ein Artefaktplättchen kann dir eine davon einbringen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="84"/>
        <source>A variant for Queens &amp; Friend with Artifacts: the 3 Queens and Emperor&apos;s Best Friend (and Mother of Guardians with the Golems) lie in a row. After each artifact use its token goes onto one of them; name a faction and reveal that many Harbor cards: if one shows it, that card goes into your hand.</source>
        <translation>Eine Variante für Königinnen &amp; Kumpel mit Artefakten: Die 3 Königinnen und der Kumpel des Kaisers (mit den Golems auch die Mutter der Golems) liegen in einer Reihe. Nach jeder Artefaktnutzung kommt das Plättchen auf eine von ihnen; sag eine Fraktion an und decke so viele Karten vom Hafen auf: Zeigt eine davon die Fraktion, nimmst du die Karte auf die Hand.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="71"/>
        <source>Turns go down this list; the player who takes the first turn is drawn at random.</source>
        <translation>Gespielt wird in der Reihenfolge dieser Liste; wer den ersten Zug hat, wird ausgelost.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="93"/>
        <source>Crabby Knight, Possessed Poodle, Gigantic Duo and Hard-Shelled Titan</source>
        <translation>Krustiger Krieger, Zottel-Zombie, Dickköpfiges Duo und Titan-Titan</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="83"/>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="134"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="84"/>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="86"/>
        <source>Type of player {number}</source>
        <translation>Art von Spieler {number}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="96"/>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="106"/>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="360"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="124"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="129"/>
        <source> players</source>
        <translation> Spieler</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="130"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="132"/>
        <source>Players, in turn order</source>
        <translation>Spieler in Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="135"/>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="158"/>
        <source>Beginner variant (no advanced cards, game ends one hero earlier)</source>
        <translation>Einsteigervariante (ohne „+“-Karten, Spielende eine Karte früher)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="161"/>
        <source>The rulebook&apos;s variant for a first game: the advanced heroes, marked (+), stay out of the deck, and the game ends when a party shows one face-up hero fewer.</source>
        <translation>Die Variante der Spielregel für das erste Spiel: Die fortgeschrittenen Charaktere, mit (+) markiert, bleiben aus dem Stapel, und das Spiel endet, sobald eine Gruppe einen offenen Charakter weniger zeigt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="167"/>
        <source>Promotional heroes</source>
        <translation>Promo-Charaktere</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="170"/>
        <source>Not in the base game&apos;s box: twelve extra heroes, three per faction, marked with a star, that were given away as promotions. All are advanced, so the beginner variant leaves them out.</source>
        <translation>Nicht in der Schachtel des Grundspiels: zwölf zusätzliche Charaktere, drei je Fraktion, mit einem Stern markiert, die als Promo-Karten verteilt wurden. Alle sind fortgeschritten (+), darum lässt die Einsteigervariante sie weg.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="178"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="179"/>
        <source>The same seed and options deal the same cards again.</source>
        <translation>Derselbe Startwert mit denselben Optionen teilt wieder dieselben Karten aus.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="180"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="182"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="187"/>
        <source>Forgotten Legacy</source>
        <translation>Vergessenes Vermächtnis</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="211"/>
        <source>What these options deal</source>
        <translation>Was diese Optionen austeilen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="222"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="227"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="232"/>
        <source>S&amp;eed (optional):</source>
        <translation>Start&amp;wert (optional):</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="102"/>
        <source>The deck: {count} heroes and the Buried Emperor.</source>
        <translation>Der Stapel: {count} Charaktere und der Alte Kaiser.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="104"/>
        <source>The golem leaders join the leaders dealt, so many per player count.</source>
        <translation>Golem-Rollenkarten werden mit ausgeteilt, so viele wie die Spielerzahl verlangt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="107"/>
        <source>At 2 players, {heroes} are left out.</source>
        <translation>Zu zweit bleiben {heroes} draußen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="109"/>
        <source>The beginner variant keeps every golem: a module comes whole.</source>
        <translation>Die Einsteigervariante behält alle Golems: Ein Modul kommt immer ganz ins Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="112"/>
        <source>Golem leaders, the golem marker and fate cards come only with the Golems module.</source>
        <translation>Golem-Rollenkarten, Golem-Marker und Schicksalskarten gibt es nur mit dem Modul Golems.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="118"/>
        <source>Queens &amp; Friend and the Keeper do not depend on the promotional heroes or each other.</source>
        <translation>Königinnen &amp; Kumpel und der Hüter der Zwietracht hängen weder von den Promo-Charakteren noch voneinander ab.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_options.py" line="124"/>
        <source>Bribery or Artifacts shuffles in the four module heroes.</source>
        <translation>Mit Bestechung oder Artefakten werden die vier Modul-Charaktere eingemischt.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="303"/>
        <source>{option} needs {options}.</source>
        <translation>{option} braucht {options}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="111"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="47"/>
        <source>Computer – {level}</source>
        <translation>Computer – {level}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="59"/>
        <source>{level}&apos;s search given four times as long: a few seconds a move.</source>
        <translation>Die Suche von „{level}“ mit viermal so viel Zeit: ein paar Sekunden pro Zug.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="355"/>
        <source>“{you}” names the one person playing alone, so with several people at the table it became “{player}”: type each person&apos;s own name.</source>
        <translation>„{you}“ steht für die eine Person, die allein spielt; mit mehreren Personen am Tisch wurde daraus „{player}“: Gib jeder Person ihren eigenen Namen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="369"/>
        <source>Player {number} needs a name.</source>
        <translation>Spieler {number} braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="372"/>
        <source>The name of player {number} {problem}.</source>
        <translation>Der Name von Spieler {number} {problem}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="377"/>
        <source>Players {first} and {second} are both called “{name}”; every name must differ.</source>
        <translation>Spieler {first} und {second} heißen beide „{name}“; jeder Name muss anders sein.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/new_game_dialog.py" line="384"/>
        <source>The seed must be a whole number from 0 to {largest}.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis {largest} sein.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="55"/>
        <source>Buried Emperor</source>
        <translation>Alter Kaiser</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="73"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="78"/>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="84"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="78"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="89"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="91"/>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="99"/>
        <source>The {faction} win the conflict because {reason}.</source>
        <comment>Undead</comment>
        <translation>Die {faction} gewinnen den Konflikt, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="100"/>
        <source>The {faction} win the conflict because {reason}.</source>
        <comment>Water Folk</comment>
        <translation>Das {faction} gewinnt den Konflikt, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="101"/>
        <source>The {faction} wins the conflict because {reason}.</source>
        <comment>Imperial Army</comment>
        <translation>Die {faction} gewinnt den Konflikt, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="104"/>
        <source>The {faction} win the conflict because {reason}.</source>
        <comment>Hill Tribes</comment>
        <translation>Die {faction} gewinnen den Konflikt, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="105"/>
        <source>The {faction} win the conflict because {reason}.</source>
        <comment>Golems</comment>
        <translation>Die {faction} gewinnen den Konflikt, weil {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="122"/>
        <source>{names} are still tied.</source>
        <translation>Weiterhin gleichauf: {names}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="124"/>
        <source>You win the tie.</source>
        <translation>Du entscheidest den Gleichstand für dich.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="126"/>
        <source>{name} wins the tie.</source>
        <translation>{name} entscheidet den Gleichstand für sich.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="135"/>
        <source>+{amount} in the count: {hero} ({reason})</source>
        <translation>+{amount} in der Wertung: {hero} ({reason})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="147"/>
        <source>{name}: Token {token} on {hero}: {effect}</source>
        <translation>{name}: Plättchen {token} auf {hero}: {effect}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="181"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="189"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="194"/>
        <source>No winner</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="201"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="217"/>
        <source>Bribery tokens revealed before the count:</source>
        <translation>Vor der Wertung aufgedeckte Bestechungsplättchen:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="229"/>
        <source>Leaders not in play: {leaders}</source>
        <translation>Nicht im Spiel: {leaders}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="238"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="239"/>
        <source>The same players and options, with new cards.</source>
        <translation>Dieselben Spieler und Optionen, mit neuen Karten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="240"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="241"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="243"/>
        <source>Step through this game again, as any player saw it or with every card face up.</source>
        <translation>Dieses Spiel Schritt für Schritt noch einmal ansehen – so, wie es jemand am Tisch sah, oder mit allen Karten offen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="245"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="287"/>
        <source>Suspicion</source>
        <translation>Verdacht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="289"/>
        <source>How the public table pointed to each player&apos;s leader, turn by turn</source>
        <translation>Wie der offene Tisch Zug um Zug auf die Rollenkarte jeder Person hinwies</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="307"/>
        <source>, the golem marker on space {space}</source>
        <translation>, der Golem-Marker auf Feld {space}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="308"/>
        <source>Final marker positions: red on space {red}, green on space {green}{golem} (the dark war area is spaces {first} to {last}).</source>
        <translation>Marker am Ende: Rot auf Feld {red}, Grün auf Feld {green}{golem} (das dunkle Kriegsgebiet sind die Felder {first} bis {last}).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="334"/>
        <source>Leader card of {name}</source>
        <translation>Rollenkarte von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="338"/>
        <source>★ Winner, aligned with the {faction}</source>
        <translation>★ Sieg, verbündet mit {faction}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="340"/>
        <source>✔ Aligned with the {faction}</source>
        <translation>✔ Verbündet mit {faction}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="342"/>
        <source>✕ Not aligned with the winning faction</source>
        <translation>✕ Nicht mit der siegreichen Fraktion verbündet</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="343"/>
        <source>{leader}, &lt;i&gt;{title}&lt;/i&gt; (leader number {number})</source>
        <translation>{leader}, &lt;i&gt;{title}&lt;/i&gt; (Rollenkarte Nr. {number})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="346"/>
        <source>Aligned with the {factions}</source>
        <translation>Verbündet mit {factions}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="365"/>
        <source>{names} are both aligned with the winning faction, so the tie-breaks decide:</source>
        <translation>Mit der siegreichen Fraktion verbündet: {names}. Es entscheiden die Regeln für den Gleichstand:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/result_dialog.py" line="369"/>
        <source>{names} are all aligned with the winning faction, so the tie-breaks decide:</source>
        <translation>Mit der siegreichen Fraktion verbündet: {names}. Es entscheiden die Regeln für den Gleichstand:</translation>
    </message>
</context>
<context>
    <name>SuspicionChart</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="68"/>
        <source>Suspicion of {name}&apos;s leader</source>
        <translation>Verdacht auf die Rollenkarte von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="70"/>
        <source>The chance of {leader} went from {start} at the deal to {end} at the end.</source>
        <translation>Die Wahrscheinlichkeit für {leader} ging von {start} beim Austeilen zu {end} am Ende.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="247"/>
        <source>Turn {turn}: {move} {before} → {after}</source>
        <translation>Zug {turn}: {move} {before} → {after}</translation>
    </message>
</context>
<context>
    <name>SuspicionPane</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="343"/>
        <source>Computing the suspicion timeline…</source>
        <translation>Der Verdachtsverlauf wird berechnet…</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="360"/>
        <source>The suspicion timeline could not be worked out: {error}</source>
        <translation>Der Verdachtsverlauf ließ sich nicht berechnen: {error}</translation>
    </message>
</context>
<context>
    <name>SuspicionTimeline</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="27"/>
        <source>Whose suspicion: an onlooker who holds no leader and sees only the public table, reading each hero played face up and each marker move picked with the {level} computer player&apos;s model of play. Thick line: the chance of the player&apos;s true leader; faint lines: the other leaders; dashed: the odds of the deal; turns run from left to right. ▲ and ▼: the moves that moved it most towards or away from the truth.</source>
        <translation>Wessen Verdacht: jemand, der zuschaut, keine Rollenkarte hat und nur den offenen Tisch sieht, und jeden offen gespielten Charakter und jede gewählte Markerbewegung mit dem Spielmodell des Computers „{level}“ deutet. Dicke Linie: die Wahrscheinlichkeit der wahren Rollenkarte; blasse Linien: die anderen Rollenkarten; gestrichelt: die Chance beim Austeilen; die Züge laufen von links nach rechts. ▲ und ▼: die Spielzüge, die den Verdacht am stärksten zur Wahrheit hin oder von ihr weg bewegten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="291"/>
        <source>{name} held {leader}: {start} at the deal, {end} at the end</source>
        <comment>You</comment>
        <translation>{name} hattest {leader}: {start} beim Austeilen, {end} am Ende</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="292"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="294"/>
        <source>{name} held {leader}: {start} at the deal, {end} at the end</source>
        <translation>{name} hatte {leader}: {start} beim Austeilen, {end} am Ende</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/suspicion_chart.py" line="313"/>
        <source>No single move changed it by two points or more.</source>
        <translation>Kein einzelner Spielzug änderte ihn um zwei Punkte oder mehr.</translation>
    </message>
</context>
<context>
    <name>module_pieces</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="26"/>
        <source>At the end of the game the hero counts as two heroes of its faction; a golem counts as two golems and as two heroes of its base faction. In the count of the fewest heroes it is still one card.</source>
        <translation>Am Spielende zählt der Charakter als zwei Charaktere seiner Fraktion; ein Golem zählt als zwei Golems und als zwei Charaktere seiner Grundfraktion. Beim Zählen der wenigsten Charaktere bleibt er eine Karte.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="32"/>
        <source>When a hero with a token would be buried, its owner may reveal this token on it to keep the hero, or reveal it on another hero of their own to have that one buried instead; the token goes back into the bag. Still in place at the end, it makes its hero count as a Golem as well.</source>
        <translation>Würde ein Charakter mit Plättchen vergraben, darf die Person, der er gehört, dieses Plättchen auf ihm aufdecken, um ihn zu behalten, oder auf einem anderen eigenen Charakter, der dann stattdessen vergraben wird; das Plättchen kommt zurück in den Beutel. Liegt es am Ende noch, zählt sein Charakter zusätzlich als Golem.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="38"/>
        <source>At the end of the game the hero counts only as a hero of the {faction}. A golem stays a golem; only its base faction changes. Until then every effect sees the printed faction.</source>
        <translation>Am Spielende zählt der Charakter nur als Charakter {faction}. Ein Golem bleibt ein Golem; nur seine Grundfraktion ändert sich. Bis dahin sieht jeder Effekt die aufgedruckte Fraktion.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="66"/>
        <source>{name} (bribery token)</source>
        <translation>{name} (Bestechungsplättchen)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="67"/>
        <source>{name} (artifact)</source>
        <translation>{name} (Artefakt)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="72"/>
        <source>A bribery token of the Bribery module, three of its kind in the bag.</source>
        <translation>Ein Bestechungsplättchen aus dem Modul Bestechung, drei seiner Art im Beutel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/module_pieces.py" line="74"/>
        <source>Artifact card {card}, one of its two sides: {tokens} tokens, {timing}.</source>
        <translation>Artefaktkarte {card}, eine ihrer beiden Seiten: {tokens} Plättchen, {timing}.</translation>
    </message>
</context>
<context>
    <name>questions</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/questions.py" line="36"/>
        <source>Technical details:</source>
        <translation>Technische Angaben:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/questions.py" line="66"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
</TS>
