<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assistant</name>
    <message numerus="yes">
        <source>winnable — %n move(s)</source>
        <translation>
            <numerusform>winnable — %n move</numerusform>
            <numerusform>winnable — %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to win</source>
        <translation>
            <numerusform>Demo: %n move to win</numerusform>
            <numerusform>Demo: %n moves to win</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message numerus="yes">
        <source>{count} cards are missing: {cards}</source>
        <translation>
            <numerusform>{count} card is missing: {cards}</numerusform>
            <numerusform>{count} cards are missing: {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} empty {word}</source>
        <translation>
            <numerusform>{count} empty {word}</numerusform>
            <numerusform>{count} empty {word}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} other empty columns</source>
        <translation>
            <numerusform>{count} other empty column</numerusform>
            <numerusform>{count} other empty columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} empty columns</source>
        <translation>
            <numerusform>{count} empty column</numerusform>
            <numerusform>{count} empty columns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Won in %n move</numerusform>
            <numerusform>Won in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionViewer</name>
    <message numerus="yes">
        <source>%n move(s) win from here.</source>
        <translation>
            <numerusform>%n move wins from here.</numerusform>
            <numerusform>%n moves win from here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>the {card} and the card on it</numerusform>
            <numerusform>the {card} and the %n cards on it</numerusform>
        </translation>
    </message>
</context>
</TS>
