<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Solvers</name>
    <message>
        <source>Greedy (sample plugin)</source>
        <translation>Gierig (Beispiel-Plugin)</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Penguin, 4 flippers</source>
        <translation>Penguin, 4 Flipper</translation>
    </message>
    <message>
        <source>Microsoft&apos;s deal: 48 cards row by row into the columns, the last four into the free cells.</source>
        <translation>Microsofts Austeilung: 48 Karten Reihe für Reihe in die Spalten, die letzten vier in die freien Zellen.</translation>
    </message>
    <message>
        <source>ForeCell</source>
        <translation>ForeCell</translation>
    </message>
    <message>
        <source>needs 8 columns and 4 cells</source>
        <translation>braucht 8 Spalten und 4 freie Zellen</translation>
    </message>
    <message>
        <source>FreeCell with the free cells filled by the deal and kings in empty columns.</source>
        <translation>FreeCell, bei dem das Austeilen die freien Zellen füllt und leere Spalten nur Könige nehmen.</translation>
    </message>
</context>
</TS>
