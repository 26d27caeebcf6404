<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PlateItem</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/plate_item.py" line="46"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>fate_cards</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="120"/>
        <source>A fate card, face down</source>
        <translation>Eine Schicksalskarte, verdeckt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="186"/>
        <source>Keep one fate</source>
        <translation>Behalte ein Schicksal</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="189"/>
        <source>{name}: fate</source>
        <translation>{name}: Schicksal</translation>
    </message>
</context>
<context>
    <name>golem_marker</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="39"/>
        <source>it is ahead of both: if the game ended now, the Golems would win, provided someone is aligned with them</source>
        <translation>er liegt vor beiden: Endete das Spiel jetzt, gewönnen die Golems, sofern jemand mit ihnen verbündet ist</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="44"/>
        <source>it needs to pass space {space} to be ahead of both</source>
        <translation>er muss Feld {space} überholen, um vor beiden zu liegen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="47"/>
        <source>&lt;b&gt;Golem marker&lt;/b&gt; on space {space}: {now}.&lt;br&gt;</source>
        <translation>&lt;b&gt;Golem-Marker&lt;/b&gt; auf Feld {space}: {now}.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/golem_pieces.py" line="48"/>
        <source>It moves +2 whenever a golem&apos;s effect is used, and back with some fate cards. The &lt;b&gt;Golems&lt;/b&gt; win, before every other faction, when it is strictly ahead of both the red and the green marker at the end and at least one leader is aligned with them; otherwise it is ignored.</source>
        <translation>Er rückt jedes Mal um 2 vor, wenn der Effekt eines Golems genutzt wird, und mit manchen Schicksalskarten zurück. Die &lt;b&gt;Golems&lt;/b&gt; gewinnen vor jeder anderen Fraktion, wenn er am Ende echt vor dem roten und dem grünen Marker liegt und mindestens eine Rollenkarte mit ihnen verbündet ist; sonst zählt er nicht.</translation>
    </message>
</context>
<context>
    <name>items</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/items.py" line="186"/>
        <source>FACE DOWN</source>
        <translation>VERDECKT</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="28"/>
        <source>both markers are in the war area (red {red}, green {green})</source>
        <translation>beide Marker stehen im Kriegsgebiet (rot {red}, grün {green})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="30"/>
        <source>the markers share a space (red {red}, green {green})</source>
        <translation>die Marker stehen auf demselben Feld (rot {red}, grün {green})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="32"/>
        <source>the markers are next to each other (red {red}, green {green})</source>
        <translation>die Marker stehen nebeneinander (rot {red}, grün {green})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="34"/>
        <source>red is {ahead} spaces ahead of green (red {red}, green {green})</source>
        <translation>Rot liegt {ahead} Felder vor Grün (rot {red}, grün {green})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="36"/>
        <source>green is {ahead} spaces ahead of red (red {red}, green {green})</source>
        <translation>Grün liegt {ahead} Felder vor Rot (rot {red}, grün {green})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="120"/>
        <source>Start space ({space}): both markers begin the game here.</source>
        <translation>Startfeld ({space}): Hier beginnen beide Marker das Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="197"/>
        <source>&lt;b&gt;Victory conditions&lt;/b&gt;, checked in this order:&lt;br&gt;1. &lt;b&gt;Undead&lt;/b&gt;: both markers in the dark war area (9-12)&lt;br&gt;2. &lt;b&gt;Water Folk&lt;/b&gt;: markers on the same or neighbouring spaces&lt;br&gt;3. &lt;b&gt;Imperial Army&lt;/b&gt;: red at least 2 spaces ahead of green&lt;br&gt;4. &lt;b&gt;Hill Tribes&lt;/b&gt;: green at least 2 spaces ahead of red&lt;br&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;Siegbedingungen&lt;/b&gt;, in dieser Reihenfolge geprüft:&lt;br&gt;1. &lt;b&gt;Untote&lt;/b&gt;: beide Marker im dunklen Kriegsgebiet (9-12)&lt;br&gt;2. &lt;b&gt;Seevolk&lt;/b&gt;: die Marker auf demselben oder auf benachbarten Feldern&lt;br&gt;3. &lt;b&gt;Kaiserliche Armee&lt;/b&gt;: Rot mindestens 2 Felder vor Grün&lt;br&gt;4. &lt;b&gt;Hügelstämme&lt;/b&gt;: Grün mindestens 2 Felder vor Rot&lt;br&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="205"/>
        <source>If the game ended now: &lt;b&gt;{faction}&lt;/b&gt; — {reason}.</source>
        <translation>Endete das Spiel jetzt: &lt;b&gt;{faction}&lt;/b&gt; — {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="207"/>
        <source>If the game ended now: the &lt;b&gt;Golems&lt;/b&gt;, if a leader is aligned with them; otherwise &lt;b&gt;{faction}&lt;/b&gt; — {reason}.</source>
        <translation>Endete das Spiel jetzt: die &lt;b&gt;Golems&lt;/b&gt;, sofern jemand mit ihnen verbündet ist; sonst &lt;b&gt;{faction}&lt;/b&gt; — {reason}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/track_items.py" line="215"/>
        <source>First of all, the &lt;b&gt;Golems&lt;/b&gt;: the golem marker strictly ahead of both others, and a leader aligned with them. Otherwise:&lt;br&gt;</source>
        <translation>Zuallererst die &lt;b&gt;Golems&lt;/b&gt;: der Golem-Marker echt vor beiden anderen und jemand mit ihnen verbündet. Sonst:&lt;br&gt;</translation>
    </message>
</context>
<context>
    <name>keyboard_play</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/keyboard_play.py" line="44"/>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/keyboard_play.py" line="257"/>
        <source>{item}. Press Enter to choose.</source>
        <translation>{item}. Eingabetaste zum Wählen.</translation>
    </message>
</context>
<context>
    <name>module_items</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="69"/>
        <source>Bribed: a token lies on this hero</source>
        <translation>Bestochen: Auf diesem Charakter liegt ein Plättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="71"/>
        <source>Bribed: {token} lies on this hero</source>
        <translation>Bestochen: Auf diesem Charakter liegt „{token}“</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="123"/>
        <source>Bribery</source>
        <translation>Bestechung</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="139"/>
        <source>&lt;b&gt;Bribery&lt;/b&gt;: once a party shows {first} face-up heroes (for the second token, {second}), the player whose turn it is may bribe, once a turn: everybody draws a token from the bag and may lay it face down on a hero that has none. Bribes made: {used} of 2. Tokens in the bag: {bag}.</source>
        <translation>&lt;b&gt;Bestechung&lt;/b&gt;: Sobald eine Gruppe {first} offene Charaktere zeigt (für das zweite Plättchen {second}), darf, wer am Zug ist, einmal im Zug bestechen: Alle ziehen ein Plättchen aus dem Beutel und dürfen es verdeckt auf einen Charakter ohne Plättchen legen. Bestechungen: {used} von 2. Plättchen im Beutel: {bag}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="156"/>
        <source>{count}+ face up in a party</source>
        <translation>{count}+ offene Charaktere</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="159"/>
        <source>Bag: {bag} · bribes: {used} of 2</source>
        <translation>Beutel {bag} · bestochen {used}/2</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="164"/>
        <source>Bag: {bag} · {used}/2</source>
        <translation>Beutel {bag} · {used}/2</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="169"/>
        <source>Yours to place:</source>
        <translation>Zu platzieren:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="207"/>
        <source>Royal Intrigue</source>
        <translation>Royale Ränkespiele</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="221"/>
        <source>&lt;br&gt;{name}: 1 token</source>
        <translation>&lt;br&gt;{name}: 1 Plättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="222"/>
        <source>&lt;br&gt;{name}: {count} tokens</source>
        <translation>&lt;br&gt;{name}: {count} Plättchen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="226"/>
        <source>&lt;b&gt;Royal Intrigue&lt;/b&gt;: after each use of an artifact its token goes onto one of these heroes; name a faction and reveal as many Harbor cards as the hero holds tokens. If one shows that faction, the hero goes into your hand.</source>
        <translation>&lt;b&gt;Royale Ränkespiele&lt;/b&gt;: Nach jedem Einsatz eines Artefakts kommt sein Plättchen auf einen dieser Charaktere; nenne eine Fraktion und decke so viele Karten vom Hafen auf, wie der Charakter Plättchen trägt. Zeigt eine davon diese Fraktion, nimmst du den Charakter auf die Hand.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="232"/>
        <source>&lt;br&gt;The row is empty.</source>
        <translation>&lt;br&gt;Die Reihe ist leer.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="241"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="295"/>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="309"/>
        <source>artifact: choosing</source>
        <translation>Artefakt: wird gewählt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="442"/>
        <source>Artifact: its side is still being chosen</source>
        <translation>Artefakt: Seine Seite wird noch gewählt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/module_items.py" line="444"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; ({timing}), {left} of {tokens} tokens left: {text}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ({timing}), noch {left} von {tokens} Plättchen: {text}</translation>
    </message>
</context>
<context>
    <name>royal_reveal</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="121"/>
        <source>Royal Intrigue shows</source>
        <translation>Royale Ränkespiele zeigen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="122"/>
        <source>Royal Intrigue showed</source>
        <translation>Royale Ränkespiele zeigten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="145"/>
        <source>{faction} named and shown: the hero is won</source>
        <translation>{faction} angesagt und gezeigt: Der Charakter ist gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="147"/>
        <source>{faction} named and shown: {hero} taken</source>
        <translation>{faction} angesagt und gezeigt: {hero} genommen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="143"/>
        <source>{faction} named, not shown: {hero} stays in the row</source>
        <translation>{faction} angesagt, nicht gezeigt: {hero} bleibt in der Reihe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="161"/>
        <source>Shown by Royal Intrigue ({faction} named): one of the cards shown is of it, so the hero is won.</source>
        <translation>Aufgedeckt von den Royalen Ränkespielen ({faction} angesagt): Eine der gezeigten Karten gehört dazu, also ist der Charakter gewonnen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="166"/>
        <source>Shown by Royal Intrigue ({faction} named): one of the cards shown is of it, so {hero} was won.</source>
        <translation>Aufgedeckt von den Royalen Ränkespielen ({faction} angesagt): Eine der gezeigten Karten gehört dazu, also wurde {hero} gewonnen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="156"/>
        <source>Shown by Royal Intrigue ({faction} named): no card shown is of it, so {hero} stays in the royal row.</source>
        <translation>Aufgedeckt von den Royalen Ränkespielen ({faction} angesagt): Keine gezeigte Karte gehört dazu, also bleibt {hero} in der königlichen Reihe.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/royal_reveal.py" line="172"/>
        <source>The card is back under the Harbor.</source>
        <translation>Die Karte liegt wieder unter dem Hafen.</translation>
    </message>
</context>
<context>
    <name>standing_item</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="153"/>
        <source>The Undead won</source>
        <translation>Die Untoten haben gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="154"/>
        <source>The Water Folk won</source>
        <translation>Das Seevolk hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="155"/>
        <source>The Imperial Army won</source>
        <translation>Die Kaiserliche Armee hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="156"/>
        <source>The Hill Tribes won</source>
        <translation>Die Hügelstämme haben gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="157"/>
        <source>The Golems won</source>
        <translation>Die Golems haben gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="171"/>
        <source>golem marker ahead</source>
        <translation>Golem-Marker vorn</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="173"/>
        <source>both in the war area</source>
        <translation>beide im Kriegsgebiet</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="175"/>
        <source>side by side</source>
        <translation>nebeneinander</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="175"/>
        <source>together</source>
        <translation>auf einem Feld</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="177"/>
        <source>red {spaces} ahead</source>
        <translation>Rot {spaces} vorn</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="179"/>
        <source>green {spaces} ahead</source>
        <translation>Grün {spaces} vorn</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="180"/>
        <source>Now: {faction} would win</source>
        <translation>Sieger jetzt: {faction}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="181"/>
        <source>{now} ({why})</source>
        <translation>{now} ({why})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="190"/>
        <source>Nobody won with {faction}</source>
        <translation>Niemand hat mit {faction} gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="192"/>
        <source>You won with {faction}</source>
        <translation>Du hast mit {faction} gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="193"/>
        <source>{name} won with {faction}</source>
        <translation>{name} hat mit {faction} gewonnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="211"/>
        <source>Over: {count} parties showed {most} face up</source>
        <translation>Vorbei: {count} Gruppen hatten {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="212"/>
        <source>Over: you showed {most} face up</source>
        <translation>Vorbei: Du hattest {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="213"/>
        <source>Over: {name} showed {most} face up</source>
        <translation>Vorbei: {name} hatte {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="216"/>
        <source>Over: {most} face up</source>
        <translation>Vorbei: {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="220"/>
        <source>Last turn: {count} parties show {most} face up</source>
        <translation>Letzter Zug: {count} Gruppen haben {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="221"/>
        <source>Last turn: you show {most} face up</source>
        <translation>Letzter Zug: Du hast {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="222"/>
        <source>Last turn: {name} shows {most} face up</source>
        <translation>Letzter Zug: {name} hat {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="224"/>
        <source>Last turn: {most} face up</source>
        <translation>Letzter Zug: {most} offen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="226"/>
        <source>Ends at {threshold} face up · most: {most}</source>
        <translation>Ende bei {threshold} offen · vorn: {most}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="230"/>
        <source>{count} parties</source>
        <translation>{count} Gruppen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="231"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/standing_item.py" line="235"/>
        <source>{short} ({who})</source>
        <translation>{short} ({who})</translation>
    </message>
</context>
<context>
    <name>table_descriptions</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="20"/>
        <source>{name}, hero of all factions</source>
        <translation>{name}, Charakter aller Fraktionen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="22"/>
        <source>{name}, hero of no faction</source>
        <translation>{name}, Charakter ohne Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="23"/>
        <source>{name}, {faction} hero</source>
        <translation>{name}, Charakter {faction}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="32"/>
        <source>in your hand</source>
        <translation>auf deiner Hand</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="33"/>
        <source>face up in your party</source>
        <translation>offen in deiner Gruppe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="34"/>
        <source>face down in your party</source>
        <translation>verdeckt in deiner Gruppe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="39"/>
        <source>in a player&apos;s hand</source>
        <translation>auf der Hand eines Spielers</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="40"/>
        <source>face up in a player&apos;s party</source>
        <translation>offen in der Gruppe eines Spielers</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="41"/>
        <source>face down in a player&apos;s party</source>
        <translation>verdeckt in der Gruppe eines Spielers</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="45"/>
        <source>in {name}&apos;s hand</source>
        <translation>auf der Hand von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="46"/>
        <source>face up in {name}&apos;s party</source>
        <translation>offen in der Gruppe von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="47"/>
        <source>face down in {name}&apos;s party</source>
        <translation>verdeckt in der Gruppe von {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="56"/>
        <source>{pile}, 1 card</source>
        <translation>{pile}, 1 Karte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="58"/>
        <source>{pile}, {count} cards</source>
        <translation>{pile}, {count} Karten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="61"/>
        <source>{pile}, {card} on top</source>
        <translation>{pile}, obenauf {card}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="71"/>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="74"/>
        <source>Your leader {name}, {title}, aligned with {factions}</source>
        <translation>Deine Rollenkarte {name}, {title}, verbündet mit {factions}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="77"/>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="84"/>
        <source>a hidden hero</source>
        <translation>ein verdeckter Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="87"/>
        <source>in the Tavern</source>
        <translation>in der Taverne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="89"/>
        <source>being looked at</source>
        <translation>wird angesehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="91"/>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="95"/>
        <source>{card}, {place}, card {number} of {count}</source>
        <translation>{card}, {place}, Karte {number} von {count}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_descriptions.py" line="98"/>
        <source>{card}, {place}</source>
        <translation>{card}, {place}</translation>
    </message>
</context>
<context>
    <name>table_scene</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="99"/>
        <source>your turn</source>
        <translation>du bist am Zug</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="100"/>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="88"/>
        <source>{hand} in hand · {up}/{threshold} face up · {hidden} hidden</source>
        <translation>Hand: {hand} · {up}/{threshold} offen · {hidden} verdeckt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="416"/>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="421"/>
        <source>Looking at</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="423"/>
        <source>Being looked at</source>
        <translation>Wird angesehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/table/table_scene.py" line="427"/>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
</context>
</TS>
