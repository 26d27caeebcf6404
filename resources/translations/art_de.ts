<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>artifact_art</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/artifact_art.py" line="21"/>
        <source>fast: during your main action step</source>
        <translation>schnell: während deines Hauptaktionsschritts</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/artifact_art.py" line="22"/>
        <source>slow: after the Tavern refill</source>
        <translation>langsam: nach dem Auffüllen der Taverne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/artifact_art.py" line="23"/>
        <source>reaction: when a hero would be buried</source>
        <translation>Reaktion: wenn ein Charakter auf den Friedhof käme</translation>
    </message>
</context>
<context>
    <name>card_art</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/back_and_leader.py" line="114"/>
        <source>LEADER</source>
        <translation>ROLLENKARTE</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/back_and_leader.py" line="127"/>
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
</context>
<context>
    <name>card_back</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/back_and_leader.py" line="85"/>
        <source>HIDDEN</source>
        <comment>the first word of the game&apos;s name, above the medallion</comment>
        <translation>HEIMLICHE</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/back_and_leader.py" line="86"/>
        <source>LEADERS</source>
        <comment>the second word of the game&apos;s name, below it</comment>
        <translation>HERRSCHAFT</translation>
    </message>
</context>
<context>
    <name>card_terms</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_terms.py" line="26"/>
        <source>Leading marker: the one farther right on the power track; trailing: the one farther left. On the same space neither leads nor trails.</source>
        <translation>Vorderer Marker: der weiter rechts auf der Machtleiste; hinterer Marker: der weiter links. Sind beide Marker auf demselben Feld, liegt keiner vorn oder hinten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_terms.py" line="34"/>
        <source>The Buried Emperor counts as one hero of all four factions and has no ability, so it cannot be copied: a card that performs a hero as if played gets nothing from it.</source>
        <translation>Der Alte Kaiser zählt als ein einziger Charakter aller vier Fraktionen und hat keine Effekte, darum kann er nicht kopiert werden: Eine Karte, die einen Charakter so nutzt, als wäre er ausgespielt, bewirkt mit ihm nichts.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/card_terms.py" line="42"/>
        <source>The Emperor in the Graveyard cannot be copied: it has no ability to perform.</source>
        <translation>Der Kaiser im Friedhof kann nicht kopiert werden: Er hat keine Effekte, die genutzt werden können.</translation>
    </message>
</context>
<context>
    <name>markers</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="37"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="38"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="39"/>
        <source>golem</source>
        <translation>Golem</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="40"/>
        <source>leading</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/art/faction_style.py" line="41"/>
        <source>trailing</source>
        <translation>hinten</translation>
    </message>
</context>
</TS>
