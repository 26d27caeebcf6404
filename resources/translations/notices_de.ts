<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_bar.py" line="30"/>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_bar.py" line="32"/>
        <source>Clear this line and its marks on the table (your next decision clears them too).</source>
        <translation>Diese Zeile und ihre Zeichen auf dem Tisch entfernen (deine nächste Entscheidung entfernt sie auch).</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_bar.py" line="38"/>
        <source>What happened to your cards</source>
        <translation>Was mit deinen Karten geschah</translation>
    </message>
</context>
<context>
    <name>notice_words</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="23"/>
        <source>{cause} discarded {card} {source}</source>
        <translation>{cause} hat {card} {source} abgeworfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="24"/>
        <source>{cause} buried {card} {source}</source>
        <translation>{cause} hat {card} {source} vergraben</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="25"/>
        <source>{cause} took {card} {source}</source>
        <translation>{cause} hat {card} {source} genommen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="26"/>
        <source>{cause} put {card} {source} face down into {owner}&apos;s party</source>
        <translation>{cause} hat {card} {source} verdeckt in die Gruppe von {owner} gelegt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="27"/>
        <source>{cause} put {card} {source} face up into {owner}&apos;s party</source>
        <translation>{cause} hat {card} {source} offen in die Gruppe von {owner} gelegt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="28"/>
        <source>{cause} moved {card} away {source}</source>
        <translation>{cause} hat {card} {source} entfernt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="29"/>
        <source>{cause} turned {card} face down in your party</source>
        <translation>{cause} hat {card} in deiner Gruppe verdeckt umgedreht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="30"/>
        <source>{cause} turned {card} face up in your party</source>
        <translation>{cause} hat {card} in deiner Gruppe offen umgedreht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="31"/>
        <source>{cause} swapped {card} {source} for {other}</source>
        <translation>{cause} hat {card} {source} gegen {other} getauscht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="32"/>
        <source>{cause} put the token on {hero} back into the bag</source>
        <translation>{cause} hat das Plättchen auf {hero} zurück in den Beutel gelegt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="33"/>
        <source>{cause} swapped the token on {hero} for another</source>
        <translation>{cause} hat das Plättchen auf {hero} gegen ein anderes getauscht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="34"/>
        <source>{cause} swapped your artifact with {owner}&apos;s</source>
        <translation>{cause} hat dein Artefakt mit dem von {owner} getauscht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="35"/>
        <source>{cause} discarded a token from your artifact</source>
        <translation>{cause} hat ein Artefakt-Plättchen von deinem Artefakt abgeworfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="38"/>
        <source>Discarded by {by}</source>
        <translation>Abgeworfen durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="39"/>
        <source>Buried by {by}</source>
        <translation>Vergraben durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="40"/>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="41"/>
        <source>Taken by {by}</source>
        <translation>Genommen durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="42"/>
        <source>Moved away by {by}</source>
        <translation>Entfernt durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="43"/>
        <source>Turned face down by {by}</source>
        <translation>Verdeckt umgedreht durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="44"/>
        <source>Turned face up by {by}</source>
        <translation>Offen umgedreht durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="45"/>
        <source>Swapped by {by}</source>
        <translation>Getauscht durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="46"/>
        <source>Token put back by {by}</source>
        <translation>Plättchen zurückgelegt durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="47"/>
        <source>Token swapped by {by}</source>
        <translation>Plättchen getauscht durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="48"/>
        <source>Artifact swapped by {by}</source>
        <translation>Artefakt getauscht durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="49"/>
        <source>Artifact token discarded by {by}</source>
        <translation>Artefakt-Plättchen abgeworfen durch {by}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="53"/>
        <source>Discarded</source>
        <translation>Abgeworfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="54"/>
        <source>Buried</source>
        <translation>Vergraben</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="55"/>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="56"/>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="57"/>
        <source>Moved away</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="58"/>
        <source>Turned face down</source>
        <translation>Verdeckt umgedreht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="59"/>
        <source>Turned face up</source>
        <translation>Offen umgedreht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="60"/>
        <source>Swapped</source>
        <translation>Getauscht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="61"/>
        <source>Token put back</source>
        <translation>Plättchen zurückgelegt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="62"/>
        <source>Token swapped</source>
        <translation>Plättchen getauscht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="63"/>
        <source>Artifact swapped</source>
        <translation>Artefakt getauscht</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="64"/>
        <source>Artifact token discarded</source>
        <translation>Artefakt-Plättchen abgeworfen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="67"/>
        <source>from your hand</source>
        <translation>aus deiner Hand</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="68"/>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="69"/>
        <source>from your party</source>
        <translation>aus deiner Gruppe</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="87"/>
        <source>{seat}&apos;s {card}</source>
        <translation>{card} von {seat}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="96"/>
        <source>a card</source>
        <comment>after &apos;on&apos; (dative)</comment>
        <translation>einer Karte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="97"/>
        <source>a card</source>
        <comment>taken, discarded (accusative)</comment>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="100"/>
        <source>a hero</source>
        <comment>after &apos;on&apos; (dative)</comment>
        <translation>einem Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="101"/>
        <source>a hero</source>
        <comment>taken, discarded (accusative)</comment>
        <translation>einen Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="103"/>
        <source>a face-down hero</source>
        <comment>after &apos;on&apos; (dative)</comment>
        <translation>einem verdeckten Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="104"/>
        <source>a face-down hero</source>
        <comment>taken, discarded (accusative)</comment>
        <translation>einen verdeckten Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="112"/>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="114"/>
        <source>A hero</source>
        <translation>Ein Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="115"/>
        <source>A face-down hero</source>
        <translation>Ein verdeckter Charakter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="150"/>
        <source>While you waited: {notices}.</source>
        <translation>Während du gewartet hast: {notices}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/notices/notice_words.py" line="153"/>
        <source>And {count} more in the game log.</source>
        <translation>Dazu {count} weitere im Spielprotokoll.</translation>
    </message>
</context>
</TS>
