<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="18"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="21"/>
        <source>Hidden Leaders</source>
        <translation>Heimliche Herrschaft</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="32"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="33"/>
        <source>A digital adaptation of the hidden-role card game &lt;i&gt;Hidden Leaders&lt;/i&gt;: play solo against computer players or hot-seat on one computer, with every rule enforced.</source>
        <translation>Eine digitale Umsetzung des Kartenspiels mit geheimen Rollen &lt;i&gt;Hidden Leaders&lt;/i&gt; (auf Deutsch &lt;i&gt;Heimliche Herrschaft&lt;/i&gt;): spiele allein gegen Computerspieler oder mit mehreren Personen abwechselnd an einem Computer, und jede Regel wird eingehalten.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="38"/>
        <source>&lt;i&gt;Hidden Leaders&lt;/i&gt; is a game by {designers}, published by {publisher}. The game, its rules and the names of its cards are theirs; the card texts, the artwork and the program are this adaptation&apos;s own.</source>
        <translation>&lt;i&gt;Hidden Leaders&lt;/i&gt; ist ein Spiel von {designers}, erschienen bei {publisher}. Das Spiel, seine Regeln und die Namen seiner Karten gehören ihnen; die Kartentexte, die Grafiken und das Programm sind das eigene Werk dieser Umsetzung.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="44"/>
        <source>License: {license}</source>
        <translation>Lizenz: {license}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="45"/>
        <source>Built with Qt {qt} and PySide6 {pyside}.</source>
        <translation>Erstellt mit Qt {qt} und PySide6 {pyside}.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="55"/>
        <source>About {name}</source>
        <translation>Über {name}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/about_dialog.py" line="68"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="54"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="59"/>
        <source>Off (cards jump)</source>
        <translation>Aus (Karten springen)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="60"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="61"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="62"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="66"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="69"/>
        <source>As the desktop says (on)</source>
        <translation>Wie auf dem Desktop eingestellt (an)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="71"/>
        <source>As the desktop says (off)</source>
        <translation>Wie auf dem Desktop eingestellt (aus)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="72"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="73"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="77"/>
        <source>Reduce motion</source>
        <translation>Bewegung verringern</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="79"/>
        <source>Cards and markers appear where they land, fading in, instead of travelling across the table.</source>
        <translation>Karten und Marker werden dort eingeblendet, wo sie landen, statt über den Tisch zu wandern.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="85"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="86"/>
        <source>Pause before a computer player moves, in seconds</source>
        <translation>Pause, bevor ein Computerspieler zieht, in Sekunden</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="87"/>
        <source>How long a computer player waits before it moves, so you can follow the game.</source>
        <translation>Wie lange ein Computerspieler wartet, bevor er zieht, damit du dem Spiel folgen kannst.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="88"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="90"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="93"/>
        <source>R&amp;educe motion:</source>
        <translation>B&amp;ewegung verringern:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="96"/>
        <source>&amp;Computer players wait:</source>
        <translation>&amp;Computerspieler warten:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="100"/>
        <source>&amp;Play sounds</source>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="104"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="107"/>
        <source>&amp;Test</source>
        <translation>An&amp;hören</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="108"/>
        <source>Play a sound at this volume.</source>
        <translation>Spielt einen Ton in dieser Lautstärke.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="116"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="119"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="125"/>
        <source>System default ({language})</source>
        <translation>Wie das System ({language})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="128"/>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="129"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="131"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/dialogs/preferences_dialog.py" line="135"/>
        <source>A new language shows at once in most of the window, and everywhere once it is restarted.</source>
        <translation>Eine neue Sprache erscheint sofort in den meisten Teilen des Fensters und überall, sobald es neu gestartet ist.</translation>
    </message>
</context>
<context>
    <name>WindowRestart</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/language/window_restart.py" line="24"/>
        <source>Restart the window?</source>
        <translation>Fenster neu starten?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/language/window_restart.py" line="25"/>
        <source>Some texts of the window change language only when the window is built anew.</source>
        <translation>Manche Texte des Fensters wechseln die Sprache erst, wenn das Fenster neu aufgebaut wird.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/language/window_restart.py" line="30"/>
        <source>Restart the Window Now</source>
        <translation>Fenster jetzt neu starten</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/language/window_restart.py" line="34"/>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/language/window_restart.py" line="36"/>
        <source>Your game stays as it is: the new window goes on with it.</source>
        <translation>Dein Spiel bleibt, wie es ist: Das neue Fenster setzt es fort.</translation>
    </message>
</context>
</TS>
