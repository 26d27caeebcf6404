<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_bar.py" line="57"/>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_bar.py" line="89"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_bar.py" line="60"/>
        <source>Leave Lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_bar.py" line="80"/>
        <source>Learn to Play: {title} · step {number} of {count}</source>
        <translation>Spielen lernen: {title} · Schritt {number} von {count}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_bar.py" line="89"/>
        <source>Finish</source>
        <translation>Abschließen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_bar.py" line="96"/>
        <source>Learn to Play: {title}</source>
        <translation>Spielen lernen: {title}</translation>
    </message>
</context>
<context>
    <name>LessonDoors</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="79"/>
        <source>Resume the lesson?</source>
        <translation>Lektion fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="80"/>
        <source>You left “{title}” at step {step} of {count}.</source>
        <translation>Du hast „{title}“ bei Schritt {step} von {count} verlassen.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="85"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="89"/>
        <source>Start Over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="90"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="98"/>
        <source>Starting a lesson ends the game in progress.</source>
        <translation>Eine Lektion zu beginnen beendet das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_doors.py" line="128"/>
        <source>Lesson complete. Game ▸ New Game… deals a real game.</source>
        <translation>Lektion abgeschlossen. Spiel ▸ Neues Spiel… teilt ein echtes Spiel aus.</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_guide.py" line="62"/>
        <source>Not this move: {why}</source>
        <translation>Nicht dieser Zug: {why}</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_guide.py" line="75"/>
        <source>{move} ({ability})</source>
        <translation>{move} ({ability})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_guide.py" line="126"/>
        <source>Watch the others play…</source>
        <translation>Sieh den anderen beim Spielen zu…</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_words.py" line="18"/>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_words.py" line="31"/>
        <source>New to the game? Learn to Play</source>
        <translation>Neu im Spiel? Spielen lernen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_words.py" line="32"/>
        <source>A guided first game of about ten minutes, step by step on the real table.</source>
        <translation>Eine geführte erste Partie von etwa zehn Minuten, Schritt für Schritt am echten Tisch.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/lessons/lesson_words.py" line="37"/>
        <source>A lesson is not saved to a file: Help ▸ Learn to Play resumes it where you left it.</source>
        <translation>Eine Lektion wird nicht in eine Datei gespeichert: Hilfe ▸ Spielen lernen setzt sie dort fort, wo du sie verlassen hast.</translation>
    </message>
</context>
</TS>
