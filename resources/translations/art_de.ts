<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>artifact_art</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/artifact_art.py" line="19"/>
        <source>fast: during your main action step</source>
        <translation>schnell: während deines Hauptaktionsschritts</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/artifact_art.py" line="20"/>
        <source>slow: after the Tavern refill</source>
        <translation>langsam: nach dem Auffüllen der Taverne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/artifact_art.py" line="21"/>
        <source>reaction: when a hero would be buried</source>
        <translation>Reaktion: wenn ein Charakter auf den Friedhof käme</translation>
    </message>
</context>
<context>
    <name>card_art</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/back_and_leader.py" line="111"/>
        <source>LEADER</source>
        <translation>ROLLENKARTE</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/back_and_leader.py" line="124"/>
        <source>aligned with</source>
        <translation>verbündet mit</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="23"/>
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="24"/>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="25"/>
        <source>and/or</source>
        <translation>und/oder</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="28"/>
        <source>while red leads</source>
        <translation>solange Rot führt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="29"/>
        <source>while green leads</source>
        <translation>solange Grün führt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="32"/>
        <source>next player picks</source>
        <translation>Nächste(r) wählt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="33"/>
        <source>that player picks</source>
        <translation>diese(r) wählt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="35"/>
        <source>conditional</source>
        <translation>bedingt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="70"/>
        <source>afterwards</source>
        <translation>danach</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_markers.py" line="141"/>
        <source>all four factions</source>
        <translation>alle vier Fraktionen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/hero_faces.py" line="120"/>
        <location filename="../../hidden_leaders_qt/ui/art/hero_faces.py" line="169"/>
        <source>no marker move</source>
        <translation>kein Markerzug</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/hero_faces.py" line="241"/>
        <source>Buried Emperor</source>
        <translation>Alter Kaiser</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/hero_faces.py" line="243"/>
        <source>No faction</source>
        <translation>Keine Fraktion</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/hero_faces.py" line="245"/>
        <source>{faction} golem</source>
        <translation>Golem {faction}</translation>
    </message>
</context>
<context>
    <name>factions</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="46"/>
        <source>Undead</source>
        <translation>Untote</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="47"/>
        <source>Water Folk</source>
        <translation>Seevolk</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="48"/>
        <source>Imperial Army</source>
        <translation>Kaiserliche Armee</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="49"/>
        <source>Hill Tribes</source>
        <translation>Hügelstämme</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="50"/>
        <source>Golems</source>
        <translation>Golems</translation>
    </message>
</context>
<context>
    <name>factions_of</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="67"/>
        <source>Undead</source>
        <translation>der Untoten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="68"/>
        <source>Water Folk</source>
        <translation>des Seevolks</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="69"/>
        <source>Imperial Army</source>
        <translation>der Kaiserlichen Armee</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="70"/>
        <source>Hill Tribes</source>
        <translation>der Hügelstämme</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="71"/>
        <source>Golems</source>
        <translation>der Golems</translation>
    </message>
</context>
<context>
    <name>factions_the</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="53"/>
        <source>the Undead</source>
        <translation>die Untoten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="54"/>
        <source>the Water Folk</source>
        <translation>das Seevolk</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="55"/>
        <source>the Imperial Army</source>
        <translation>die Kaiserliche Armee</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="56"/>
        <source>the Hill Tribes</source>
        <translation>die Hügelstämme</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="57"/>
        <source>the Golems</source>
        <translation>die Golems</translation>
    </message>
</context>
<context>
    <name>factions_with</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="60"/>
        <source>the Undead</source>
        <translation>den Untoten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="61"/>
        <source>the Water Folk</source>
        <translation>dem Seevolk</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="62"/>
        <source>the Imperial Army</source>
        <translation>der Kaiserlichen Armee</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="63"/>
        <source>the Hill Tribes</source>
        <translation>den Hügelstämmen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="64"/>
        <source>the Golems</source>
        <translation>den Golems</translation>
    </message>
</context>
<context>
    <name>markers</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="33"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="34"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="35"/>
        <source>golem</source>
        <translation>Golem</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="36"/>
        <source>leading</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="37"/>
        <source>trailing</source>
        <translation>hinten</translation>
    </message>
</context>
<context>
    <name>tokens</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/token_art.py" line="27"/>
        <source>Loyalty ×2</source>
        <translation>Loyalität ×2</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/token_art.py" line="28"/>
        <source>Switch to the Imperial Army</source>
        <translation>Wechsel zur Kaiserlichen Armee</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/token_art.py" line="29"/>
        <source>Switch to the Hill Tribes</source>
        <translation>Wechsel zu den Hügelstämmen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/token_art.py" line="30"/>
        <source>Switch to the Undead</source>
        <translation>Wechsel zu den Untoten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/token_art.py" line="31"/>
        <source>Switch to the Water Folk</source>
        <translation>Wechsel zum Seevolk</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/token_art.py" line="32"/>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
</context>
</TS>
