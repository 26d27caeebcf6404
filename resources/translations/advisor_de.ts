<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdviceRunner</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advice_runner.py" line="64"/>
        <source>The advisor&apos;s search stopped unexpectedly. Please ask again.</source>
        <translation>Die Suche des Ratgebers brach unerwartet ab. Bitte frag noch einmal.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advice_runner.py" line="70"/>
        <source>The advisor could not think about this decision.</source>
        <translation>Der Ratgeber konnte über diese Entscheidung nicht nachdenken.</translation>
    </message>
</context>
<context>
    <name>AdvisorDesk</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="44"/>
        <source>The advisor answers when it is your turn to decide.</source>
        <translation>Der Ratgeber antwortet, wenn du mit einer Entscheidung dran bist.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="40"/>
        <source>what the {level} computer player would do now, and why (only you see the answer)</source>
        <translation>was der Computer „{level}“ jetzt tun würde, und warum (nur du siehst die Antwort)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="43"/>
        <source>Thinking as {level} would…</source>
        <translation>Denkt nach wie „{level}“ …</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="45"/>
        <source>Training Mode is on: after each of your moves, the advisor says when {level} rates another one clearly better. Edit ▸ Training Mode turns it off.</source>
        <translation>Der Trainingsmodus ist an: Nach jedem deiner Züge sagt der Ratgeber, wenn „{level}“ einen anderen Zug deutlich besser findet. Bearbeiten ▸ Trainingsmodus schaltet ihn aus.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="88"/>
        <source>Advisor</source>
        <translation>Ratgeber</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="88"/>
        <source>Close the advisor (F2 opens it again)</source>
        <translation>Ratgeber schließen (F2 öffnet ihn wieder)</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="91"/>
        <source>Advise me ({key})</source>
        <translation>Rat holen ({key})</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="99"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="103"/>
        <source>Training Mode is on</source>
        <translation>Der Trainingsmodus ist an</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="114"/>
        <source>&amp;Advise Me</source>
        <translation>&amp;Rat holen</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="118"/>
        <source>&amp;Training Mode</source>
        <translation>&amp;Trainingsmodus</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_desk.py" line="121"/>
        <source>after each of your moves, say when {level} rates another clearly better</source>
        <translation>nach jedem deiner Züge sagen, wenn „{level}“ einen anderen deutlich besser findet</translation>
    </message>
</context>
<context>
    <name>AdvisorPanel</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="16"/>
        <source>When it is your turn, press F2 or “Advise me” to hear what {level} would do. Only you see the answer.</source>
        <translation>Wenn du am Zug bist, drück F2 oder „Rat holen“, um zu erfahren, was „{level}“ tun würde. Nur du siehst die Antwort.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="20"/>
        <source>It is your turn: press F2 or “Advise me” to hear what {level} would do now. Only you see the answer.</source>
        <translation>Du bist am Zug: Drück F2 oder „Rat holen“, um zu erfahren, was „{level}“ jetzt tun würde. Nur du siehst die Antwort.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="24"/>
        <source>A percentage is the share of simulated futures, played on from what this seat can see, in which you win after that option.</source>
        <translation>Eine Prozentzahl ist der Anteil der simulierten Zukünfte, weitergespielt von dem aus, was dieser Platz sehen kann, in denen du nach dieser Möglichkeit gewinnst.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="45"/>
        <source>1 try</source>
        <translation>1 Versuch</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="46"/>
        <source>{count} tries</source>
        <translation>{count} Versuche</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="51"/>
        <source>1 simulated future searched.</source>
        <translation>1 simulierte Zukunft durchsucht.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="52"/>
        <source>{count} simulated futures searched.</source>
        <translation>{count} simulierte Zukünfte durchsucht.</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="74"/>
        <source>What {level} believes about the other leaders</source>
        <translation>Was „{level}“ über die anderen Rollen glaubt</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/advisor_panel.py" line="130"/>
        <source>{level} would choose:</source>
        <translation>„{level}“ würde wählen:</translation>
    </message>
</context>
<context>
    <name>BeliefBars</name>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/belief_bars.py" line="45"/>
        <source>1 other</source>
        <translation>1 andere</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/belief_bars.py" line="45"/>
        <source>{count} others</source>
        <translation>{count} andere</translation>
    </message>
    <message>
        <location filename="../../hidden_leaders_qt/ui/advisor/belief_bars.py" line="51"/>
        <source>What {level} believes about the other leaders.</source>
        <translation>Was „{level}“ über die anderen Rollen glaubt.</translation>
    </message>
</context>
</TS>
