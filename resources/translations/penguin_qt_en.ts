<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Accessibility</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it can move</source>
        <translation>
            <numerusform>the {card} and the card on it can move</numerusform>
            <numerusform>the {card} and the %n cards on it can move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{variant}, deal {deal}: base rank {base}; %n card(s) home</source>
        <translation>
            <numerusform>{variant}, deal {deal}: base rank {base}; %n card home</numerusform>
            <numerusform>{variant}, deal {deal}: base rank {base}; %n cards home</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} and the %n card(s) on it</source>
        <translation>
            <numerusform>{card} and the card on it</numerusform>
            <numerusform>{card} and the %n cards on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n move(s)</source>
        <translation>
            <numerusform>Undone: %n move</numerusform>
            <numerusform>Undone: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>column {n} (%n cards)</source>
        <translation>
            <numerusform>column {n} (%n cards)</numerusform>
            <numerusform>column {n} (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message numerus="yes">
        <source>Demo: %n move(s) to win</source>
        <translation>
            <numerusform>Demo: %n move to win</numerusform>
            <numerusform>Demo: %n moves to win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The solver found a win in %n move(s) from here (one line of many, not always the shortest)</source>
        <translation>
            <numerusform>The solver found a win in %n move from here (one line of many, not always the shortest)</numerusform>
            <numerusform>The solver found a win in %n moves from here (one line of many, not always the shortest)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Streak: %n day</numerusform>
            <numerusform>Streak: %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealPool</name>
    <message numerus="yes">
        <source>%n deal(s) ready</source>
        <translation>
            <numerusform>%n deal ready</numerusform>
            <numerusform>%n deals ready</numerusform>
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
    <message numerus="yes">
        <source>{count} lines of the settings file {path} were not text and no copy of it could be kept: the other settings are used, and changes are not kept</source>
        <translation>
            <numerusform>1 line of the settings file {path} was not text and no copy of it could be kept: the other settings are used, and changes are not kept</numerusform>
            <numerusform>{count} lines of the settings file {path} were not text and no copy of it could be kept: the other settings are used, and changes are not kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file were not text and were left out; the file as it was is kept as {name}</source>
        <translation>
            <numerusform>1 line of the settings file was not text and was left out; the file as it was is kept as {name}</numerusform>
            <numerusform>{count} lines of the settings file were not text and were left out; the file as it was is kept as {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message numerus="yes">
        <source>{player} won this deal in %n move(s), with a score of {score}.</source>
        <translation>
            <numerusform>{player} won this deal in %n move, with a score of {score}.</numerusform>
            <numerusform>{player} won this deal in %n moves, with a score of {score}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} played this deal without winning it: %n move(s), score {score}.</source>
        <translation>
            <numerusform>{player} played this deal without winning it: %n move, score {score}.</numerusform>
            <numerusform>{player} played this deal without winning it: %n moves, score {score}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The solver played {solver} of those %n move(s).</source>
        <translation>
            <numerusform>The solver played {solver} of that %n move.</numerusform>
            <numerusform>The solver played {solver} of those %n moves.</numerusform>
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
    <name>RecentDeals</name>
    <message numerus="yes">
        <source>Deal {deal}: {result}, %n move(s)</source>
        <translation>
            <numerusform>Deal {deal}: {result}, %n move</numerusform>
            <numerusform>Deal {deal}: {result}, %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>, then %n card(s) went home by themselves</source>
        <translation>
            <numerusform>, then %n card went home by itself</numerusform>
            <numerusform>, then %n cards went home by themselves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back by the moves after them.</source>
        <translation>
            <numerusform>%n move taken back by the moves after it.</numerusform>
            <numerusform>%n moves taken back by the moves after them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s), winnable all the way.</source>
        <translation>
            <numerusform>Won in %n move, winnable all the way.</numerusform>
            <numerusform>Won in %n moves, winnable all the way.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still working out %n position(s)…</source>
        <translation>
            <numerusform>Still working out %n position…</numerusform>
            <numerusform>Still working out %n positions…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>The cards are dealt face up into %n columns.</source>
        <translation>
            <numerusform>The cards are dealt face up into one column.</numerusform>
            <numerusform>The cards are dealt face up into %n columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n flipper(s): free places above the columns that hold one card each. The last card of any column, or the card of another flipper, may go into an empty flipper; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>There is one flipper: a free place above the columns that holds one card. The last card of any column may go into it when it is empty; from there it may go to a column or a foundation when the rules allow.</numerusform>
            <numerusform>There are %n flippers: free places above the columns that hold one card each. The last card of any column, or the card of another flipper, may go into an empty flipper; from there it may go to a column or a foundation when the rules allow.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n free cell(s): free places above the columns that hold one card each. The last card of any column may go into an empty free cell; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>There is one free cell: a free place above the columns that holds one card. The last card of any column may go into it when it is empty; from there it may go to a column or a foundation when the rules allow.</numerusform>
            <numerusform>There are %n free cells: free places above the columns that hold one card each. The last card of any column may go into an empty free cell; from there it may go to a column or a foundation when the rules allow.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pack is shuffled and dealt face up, row by row from left to right, into %n columns.</source>
        <translation>
            <numerusform>The pack is shuffled and dealt face up into one column.</numerusform>
            <numerusform>The pack is shuffled and dealt face up, row by row from left to right, into %n columns.</numerusform>
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
    <message numerus="yes">
        <source>%n move(s) of this game to go.</source>
        <translation>
            <numerusform>%n move of this game to go.</numerusform>
            <numerusform>%n moves of this game to go.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message numerus="yes">
        <source>No game played without help yet: %n with help are counted apart.</source>
        <translation>
            <numerusform>No game played without help yet: %n with help is counted apart.</numerusform>
            <numerusform>No game played without help yet: %n with help are counted apart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No game won without help yet: %n won with help are counted apart.</source>
        <translation>
            <numerusform>No game won without help yet: %n won with help is counted apart.</numerusform>
            <numerusform>No game won without help yet: %n won with help are counted apart.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n move(s), {time}</source>
        <translation>
            <numerusform>%n move, {time}</numerusform>
            <numerusform>%n moves, {time}</numerusform>
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
