<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>The built-in cards are the program&apos;s own, drawn as it runs.</source>
        <translation>Die eingebauten Karten sind die des Programms selbst, zur Laufzeit gezeichnet.</translation>
    </message>
    <message>
        <source>David Parlett&apos;s patience game Penguin and its family:</source>
        <translation>David Parletts Patience Penguin und ihre Familie:</translation>
    </message>
    <message>
        <source>Licence: {licence} (the GNU General Public License, version 3 or later).</source>
        <translation>Lizenz: {licence} (die GNU General Public License, Version 3 oder neuer).</translation>
    </message>
    <message>
        <source>The other card decks are installed on this computer (by KDE or GNOME) and belong to their authors:</source>
        <translation>Die anderen Kartendecks sind auf diesem Rechner installiert (von KDE oder GNOME) und gehören ihren Urhebern:</translation>
    </message>
    <message>
        <source>Home page: {url}</source>
        <translation>Webseite: {url}</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>nothing can move</source>
        <translation>nichts kann ziehen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>ihr Fundament</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>Large indices, four-colour suits and solid outlines on the empty piles</source>
        <translation>Große Eckzeichen, vier Farben und kräftige Umrisse der leeren Stapel</translation>
    </message>
    <message>
        <source>Foundation ({suit})</source>
        <translation>Fundament ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it can move</source>
        <translation>
            <numerusform>{card} mit der Karte darauf kann ziehen</numerusform>
            <numerusform>{card} mit den %n Karten darauf kann ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>{pile}: {cards} — {moves}</source>
        <translation>{pile}: {cards} — {moves}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>das Fundament</translation>
    </message>
    <message>
        <source>{pile}, card {i} of {n}</source>
        <translation>{pile}, Karte {i} von {n}</translation>
    </message>
    <message>
        <source>the beak</source>
        <translation>der Schnabel</translation>
    </message>
    <message numerus="yes">
        <source>{variant}, deal {deal}: base rank {base}; %n card(s) home</source>
        <translation>
            <numerusform>{variant}, Spiel {deal}: Grundrang {base}; %n Karte abgelegt</numerusform>
            <numerusform>{variant}, Spiel {deal}: Grundrang {base}; %n Karten abgelegt</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} from {source} to {target}</source>
        <translation>{what} von {source} nach {target}</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Spalte {n}</translation>
    </message>
    <message>
        <source>Free cell {letter}</source>
        <translation>Freie Zelle {letter}</translation>
    </message>
    <message>
        <source>the {card} can move</source>
        <translation>{card} kann ziehen</translation>
    </message>
    <message>
        <source>{pile}: up to the {card}</source>
        <translation>{pile}: bis {card}</translation>
    </message>
    <message>
        <source>{pile}: empty</source>
        <translation>{pile}: leer</translation>
    </message>
    <message>
        <source>can move</source>
        <translation>kann ziehen</translation>
    </message>
    <message numerus="yes">
        <source>{card} and the %n card(s) on it</source>
        <translation>
            <numerusform>{card} mit der Karte darauf</numerusform>
            <numerusform>{card} mit den %n Karten darauf</numerusform>
        </translation>
    </message>
    <message>
        <source>the {what} goes to {where} by itself</source>
        <translation>{what} geht von selbst auf {where}</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Das Spiel ist gewonnen</translation>
    </message>
    <message>
        <source>No move is left</source>
        <translation>Es ist kein Zug mehr möglich</translation>
    </message>
    <message>
        <source>Flipper {letter}</source>
        <translation>Flipper {letter}</translation>
    </message>
    <message>
        <source>{pile}: empty, it starts with the {card}</source>
        <translation>{pile}: leer, beginnt mit {card}</translation>
    </message>
    <message>
        <source>an empty column takes: {label}</source>
        <translation>eine leere Spalte nimmt: {label}</translation>
    </message>
    <message>
        <source>it can go to: {targets}</source>
        <translation>kann ziehen nach: {targets}</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>einen Flipper</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>eine freie Zelle</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Zurück zum Anfang des Spiels</translation>
    </message>
    <message>
        <source>the {card} goes on next</source>
        <translation>als Nächstes kommt {card}</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>Spalte {n}</translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n move(s)</source>
        <translation>
            <numerusform>Rückgängig: %n Zug</numerusform>
            <numerusform>Rückgängig: %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>column {n} (%n cards)</source>
        <translation>
            <numerusform>Spalte {n} (%n Karten)</numerusform>
            <numerusform>Spalte {n} (%n Karten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Show a good move (ask again for another)</source>
        <translation>Einen guten Zug zeigen (erneut fragen für einen anderen)</translation>
    </message>
    <message>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Lösen (Demo)</translation>
    </message>
    <message>
        <source>Let the solver play the game; again to stop</source>
        <translation>Den Löser spielen lassen; erneut zum Anhalten</translation>
    </message>
    <message>
        <source>Show S&amp;olution…</source>
        <translation>L&amp;ösung zeigen…</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Partie auswerten</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show a good move and play it (Enter plays a hint shown)</source>
        <translation>Einen guten Zug zeigen und spielen (Eingabe spielt einen gezeigten Tipp)</translation>
    </message>
    <message>
        <source>Hint {i} of {n}: move {move}</source>
        <translation>Tipp {i} von {n}: {move} ziehen</translation>
    </message>
    <message>
        <source>Hint played: {move}</source>
        <translation>Tipp gespielt: {move}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>The game was given up and counted as lost</source>
        <translation>Das Spiel wurde aufgegeben und zählt als verloren</translation>
    </message>
    <message>
        <source>Take back moves until the game can be won again</source>
        <translation>Züge zurücknehmen, bis das Spiel wieder gewinnbar ist</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Nicht mehr gewinnbar</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>Unklar</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Nicht zu gewinnen</translation>
    </message>
    <message>
        <source>Cannot be won from here</source>
        <translation>Von hier aus nicht zu gewinnen</translation>
    </message>
    <message>
        <source>Can&apos;t tell — no solver for these rules</source>
        <translation>Unklar — kein Löser für diese Regeln</translation>
    </message>
    <message>
        <source>No longer winnable since move {n}</source>
        <translation>Nicht mehr gewinnbar seit Zug {n}</translation>
    </message>
    <message>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation>Zurück zur letzten &amp;gewinnbaren Stellung</translation>
    </message>
    <message>
        <source>Pla&amp;y a Hint</source>
        <translation>Tipp spie&amp;len</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start</source>
        <translation>Der Löser hat keinen Weg gefunden, dieses Spiel von Anfang an zu gewinnen</translation>
    </message>
    <message>
        <source>no longer winnable since move {n}, {when}</source>
        <translation>nicht mehr gewinnbar seit Zug {n}, {when}</translation>
    </message>
    <message numerus="yes">
        <source>The solver found a win in %n move(s) from here (one line of many, not always the shortest)</source>
        <translation>
            <numerusform>Der Löser hat von hier einen Sieg in %n Zug gefunden (ein Weg von vielen, nicht immer der kürzeste)</numerusform>
            <numerusform>Der Löser hat von hier einen Sieg in %n Zügen gefunden (ein Weg von vielen, nicht immer der kürzeste)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solver can play these rules: {why}</source>
        <translation>Kein Löser kann diese Regeln spielen: {why}</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Back to a position that can still be won</source>
        <translation>Zurück bei einer Stellung, die noch gewinnbar ist</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>There is no move left</source>
        <translation>Es ist kein Zug mehr möglich</translation>
    </message>
    <message>
        <source>(it leads to a win)</source>
        <translation>(führt zum Sieg)</translation>
    </message>
    <message>
        <source>Demo stopped</source>
        <translation>Demo angehalten</translation>
    </message>
    <message>
        <source>The solver is looking for a way to win…</source>
        <translation>Der Löser sucht einen Weg zum Sieg…</translation>
    </message>
    <message>
        <source>This position cannot be won: nothing to show</source>
        <translation>Diese Stellung ist nicht zu gewinnen: nichts zu zeigen</translation>
    </message>
    <message>
        <source>The solver could not decide this position</source>
        <translation>Der Löser konnte diese Stellung nicht entscheiden</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to win</source>
        <translation>
            <numerusform>Demo: %n Zug zum Sieg</numerusform>
            <numerusform>Demo: %n Züge zum Sieg</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>A</source>
        <comment>rank letter: ace</comment>
        <extracomment>The letter for the ace, in a card&apos;s corner index and in every text that names a card (&quot;A♠&quot;). One or two letters, as players of your language read them on French-suited cards.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank letter: jack</comment>
        <extracomment>The letter for the jack, in a card&apos;s corner index and in every text that names a card (&quot;J♠&quot;). One or two letters, as players of your language read them on French-suited cards (German: B for Bube).</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank letter: queen</comment>
        <extracomment>The letter for the queen, in a card&apos;s corner index and in every text that names a card (&quot;Q♠&quot;). One or two letters, as players of your language read them on French-suited cards (German: D for Dame).</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank letter: king</comment>
        <extracomment>The letter for the king, in a card&apos;s corner index and in every text that names a card (&quot;K♠&quot;). One or two letters, as players of your language read them on French-suited cards (Dutch: H for Heer).</extracomment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Show as &amp;table</source>
        <translation>Als &amp;Tabelle zeigen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Play Penguin and its family.</source>
        <translation>Penguin und seine Familie spielen.</translation>
    </message>
    <message>
        <source>a saved game or a challenge (.penguin.json), or a position to play in the board format of &apos;penguin-solve deal&apos;</source>
        <translation>ein gespeichertes Spiel oder eine Herausforderung (.penguin.json), oder eine Stellung im Format von &apos;penguin-solve deal&apos;</translation>
    </message>
    <message>
        <source>variant id (penguin, eight-off, freecell, ...; default: as last played)</source>
        <translation>Kennung der Variante (penguin, eight-off, freecell, …; ohne Angabe: wie zuletzt gespielt)</translation>
    </message>
    <message>
        <source>animation speed (default: as last set)</source>
        <translation>Animationstempo (ohne Angabe: wie zuletzt eingestellt)</translation>
    </message>
    <message>
        <source>language of the window and of these messages: en, de, nl, it or es (default: as chosen in Settings, else the system&apos;s)</source>
        <translation>Sprache des Fensters und dieser Meldungen: en, de, nl, it oder es (ohne Angabe: wie in den Einstellungen, sonst die des Systems)</translation>
    </message>
    <message>
        <source>add Penguin Qt to this user&apos;s desktop menu (entry, icon, metainfo) and exit</source>
        <translation>Penguin Qt ins Desktop-Menü dieses Benutzers eintragen (Eintrag, Symbol, Metadaten) und beenden</translation>
    </message>
    <message>
        <source>take it out of the menu again and exit</source>
        <translation>den Eintrag wieder aus dem Menü nehmen und beenden</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder: its window comes to the front</source>
        <translation>Penguin Qt läuft bereits mit diesem Datenordner: sein Fenster kommt nach vorn</translation>
    </message>
    <message>
        <source>deal numbers go from 1 to {max}</source>
        <translation>Spielnummern reichen von 1 bis {max}</translation>
    </message>
    <message>
        <source>--cells must be 0 to {max}</source>
        <translation>--cells muss zwischen 0 und {max} liegen</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder but does not answer; close it, then start again</source>
        <translation>Penguin Qt läuft bereits mit diesem Datenordner, antwortet aber nicht; beenden Sie es und starten Sie dann erneut</translation>
    </message>
    <message>
        <source>The plugin {name} was not loaded: {error}</source>
        <translation>Das Plugin {name} wurde nicht geladen: {error}</translation>
    </message>
    <message>
        <source>no variant plugin is active; nothing to play</source>
        <translation>kein Varianten-Plugin ist aktiv; es gibt nichts zu spielen</translation>
    </message>
    <message>
        <source>number of cells (flippers in Penguin), 0-{max}</source>
        <translation>Anzahl der Zellen (Flipper in Penguin), 0-{max}</translation>
    </message>
    <message>
        <source>card deck: builtin, builtin-four-colour, builtin-high-contrast, the name of an installed deck as View › Cards shows it (Dondorf), or the path of an SVG deck (default: as last set)</source>
        <translation>Kartenblatt: builtin, builtin-four-colour, builtin-high-contrast, der Name eines installierten Blatts, wie Ansicht › Karten ihn zeigt (Dondorf), oder der Pfad eines SVG-Blatts (Vorgabe: wie zuletzt eingestellt)</translation>
    </message>
    <message>
        <source>deal number, 1 to {max}</source>
        <translation>Spielnummer, 1 bis {max}</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Serie: %n Tag</numerusform>
            <numerusform>Serie: %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM</source>
        <translation>d. MMMM</translation>
    </message>
    <message>
        <source>Deal of the day · {day}</source>
        <translation>Spiel des Tages · {day}</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y</source>
        <translation>Spiel des T&amp;ages</translation>
    </message>
    <message>
        <source>Looking for the deal of the day…</source>
        <translation>Das Spiel des Tages wird gesucht…</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the deal of the day?</source>
        <translation>Das laufende Spiel verlassen und das Spiel des Tages spielen?</translation>
    </message>
    <message>
        <source>Deal {n}: the same deal for every player of this variant on {day}</source>
        <translation>Spiel {n}: dasselbe Spiel für alle Spieler dieser Variante am {day}</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Spiel des Tages</translation>
    </message>
    <message>
        <source>The deal of the day could not be found.</source>
        <translation>Das Spiel des Tages konnte nicht gefunden werden.</translation>
    </message>
    <message>
        <source>You won the deal of the day with help. {streak}</source>
        <translation>Spiel des Tages gewonnen, mit Hilfe. {streak}</translation>
    </message>
    <message>
        <source>Days played:</source>
        <translation>Gespielte Tage:</translation>
    </message>
    <message>
        <source>Days won:</source>
        <translation>Gewonnene Tage:</translation>
    </message>
    <message>
        <source>Current streak of days:</source>
        <translation>Aktuelle Serie von Tagen:</translation>
    </message>
    <message>
        <source>Longest streak of days:</source>
        <translation>Längste Serie von Tagen:</translation>
    </message>
    <message>
        <source>{caption}, deal {n}. {streak}</source>
        <translation>{caption}, Spiel {n}. {streak}</translation>
    </message>
    <message>
        <source>You won the deal of the day. {streak}</source>
        <translation>Spiel des Tages gewonnen. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day is lost. {streak}</source>
        <translation>Das Spiel des Tages ist verloren. {streak}</translation>
    </message>
    <message>
        <source>This is the deal of the day already. {streak}</source>
        <translation>Das ist schon das Spiel des Tages. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day again: only its first game counts. {streak}</source>
        <translation>Noch einmal das Spiel des Tages: nur das erste Spiel zählt. {streak}</translation>
    </message>
</context>
<context>
    <name>DealHistoryTable</name>
    <message>
        <source>Deal history</source>
        <translation>Verlauf der Spiele</translation>
    </message>
    <message>
        <source>Press Enter on a deal to play it again.</source>
        <translation>Drücken Sie die Eingabetaste auf einem Spiel, um es noch einmal zu spielen.</translation>
    </message>
    <message>
        <source>Double-click a deal, or press Enter on it, to play it again.</source>
        <translation>Doppelklicken Sie auf ein Spiel oder drücken Sie darauf die Eingabetaste, um es noch einmal zu spielen.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Schnellster Sieg</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Letztes Mal</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>The bests count the games played alone (no hints, no solver&apos;s moves).</source>
        <translation>Die Bestwerte zählen die allein gespielten Spiele (ohne Hinweise, ohne Züge des Lösers).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Noch keine Spiele gespielt.</translation>
    </message>
</context>
<context>
    <name>DealPool</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>E&amp;xperte</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Leicht</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Mittel</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Schwer</translation>
    </message>
    <message>
        <source>New Deal &amp;by Difficulty</source>
        <translation>Neues Spiel nach Schwierig&amp;keit</translation>
    </message>
    <message>
        <source>Winnable Deals On&amp;ly</source>
        <translation>Nur ge&amp;winnbare Spiele</translation>
    </message>
    <message>
        <source>New Deal deals only deals the solver has proven winnable (for this variant)</source>
        <translation>Neues Spiel gibt nur Spiele, deren Gewinnbarkeit der Löser bewiesen hat (für diese Variante)</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ready</source>
        <translation>
            <numerusform>%n Spiel bereit</numerusform>
            <numerusform>%n Spiele bereit</numerusform>
        </translation>
    </message>
    <message>
        <source>New Deal now deals only proven-winnable deals</source>
        <translation>Neues Spiel gibt jetzt nur bewiesen gewinnbare Spiele</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Suche ein gewinnbares Spiel…</translation>
    </message>
    <message>
        <source>{n} of the deals kept ready were not valid and were left out; the file as it was is kept as {name}</source>
        <translation>{n} der bereitgehaltenen Spiele waren ungültig und wurden ausgelassen; die Datei ist unverändert als {name} aufbewahrt</translation>
    </message>
    <message>
        <source>Difficulty: {tier}</source>
        <translation>Schwierigkeit: {tier}</translation>
    </message>
    <message>
        <source>Deals cannot be proven winnable here ({reason}): a random deal is dealt</source>
        <translation>Spiele können hier nicht als gewinnbar bewiesen werden ({reason}): ein zufälliges Spiel wird gegeben</translation>
    </message>
    <message>
        <source>Deals of this variant cannot be rated ({reason})</source>
        <translation>Spiele dieser Variante können nicht bewertet werden ({reason})</translation>
    </message>
    <message>
        <source>Still looking: {n} deals tried, none of them fits yet</source>
        <translation>Suche noch: {n} Spiele geprüft, noch keins passt</translation>
    </message>
    <message>
        <source>Deals cannot be rated ({reason})</source>
        <translation>Spiele können nicht bewertet werden ({reason})</translation>
    </message>
    <message>
        <source>The deals kept ready could not be read ({reason}); the file was set aside as {name} and new deals are found again</source>
        <translation>Die bereitgehaltenen Spiele konnten nicht gelesen werden ({reason}); die Datei wurde als {name} beiseitegelegt, und neue Spiele werden wieder gesucht</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: looking for one…</source>
        <translation>Noch kein Spiel der Stufe {tier} bereit: suche eins…</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: a {other} deal is dealt instead</source>
        <translation>Noch kein Spiel der Stufe {tier} bereit: stattdessen wird eins der Stufe {other} gegeben</translation>
    </message>
</context>
<context>
    <name>DealRater</name>
    <message>
        <source>the solver worker keeps ending</source>
        <translation>der Löser-Prozess endet immer wieder</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Built-in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>Built-in, high contrast</source>
        <translation>Eingebaut, hoher Kontrast</translation>
    </message>
    <message>
        <source>Built-in, four colours</source>
        <translation>Eingebaut, vier Farben</translation>
    </message>
    <message>
        <source>There is no card deck called {name} (the decks here: {names})</source>
        <translation>Es gibt kein Kartenblatt namens {name} (die Blätter hier: {names})</translation>
    </message>
    <message>
        <source>No card deck at {path}</source>
        <translation>Kein Kartenblatt unter {path}</translation>
    </message>
    <message>
        <source>Cannot read the card deck {path}</source>
        <translation>Das Kartenblatt {path} ist nicht lesbar</translation>
    </message>
    <message>
        <source>The card deck {path} has no card {card}</source>
        <translation>Dem Kartenblatt {path} fehlt die Karte {card}</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Deal numbers go from 1 to {max}</source>
        <translation>Spielnummern reichen von 1 bis {max}</translation>
    </message>
    <message>
        <source>{variant} has {expected} columns, the position has {found}</source>
        <translation>{variant} hat {expected} Spalten, die Stellung hat {found}</translation>
    </message>
    <message>
        <source>1 card is missing: {cards}</source>
        <translation>1 Karte fehlt: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards are missing: {cards}</source>
        <translation>
            <numerusform>{count} Karte fehlt: {cards}</numerusform>
            <numerusform>{count} Karten fehlen: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} appears twice (also on line {other})</source>
        <translation>{card} kommt doppelt vor (auch in Zeile {other})</translation>
    </message>
    <message>
        <source>A Base: line is needed: {variant} has a base rank</source>
        <translation>Eine Zeile „Base:“ fehlt: {variant} hat einen Grundrang</translation>
    </message>
    <message>
        <source>Not a rank: {text!r}</source>
        <translation>Kein Rang: {text!r}</translation>
    </message>
    <message>
        <source>{variant} builds its foundations from the ace</source>
        <translation>{variant} baut die Fundamente vom Ass an auf</translation>
    </message>
    <message>
        <source>This position is for the variant {found!r}, not {expected!r}</source>
        <translation>Diese Stellung gehört zur Variante {found!r}, nicht {expected!r}</translation>
    </message>
    <message>
        <source>Not a card: {text!r}</source>
        <translation>Keine Karte: {text!r}</translation>
    </message>
    <message>
        <source>Not a foundation entry: {text!r}</source>
        <translation>Kein Fundament-Eintrag: {text!r}</translation>
    </message>
    <message>
        <source>{text!r} is given twice</source>
        <translation>{text!r} steht doppelt da</translation>
    </message>
    <message>
        <source>{variant} has {expected} {word}, the position has {found}</source>
        <translation>{variant} hat {expected} {word}, die Stellung hat {found}</translation>
    </message>
    <message>
        <source>{name} is given twice</source>
        <translation>{name} steht doppelt da</translation>
    </message>
    <message>
        <source>Unknown line: {text!r}</source>
        <translation>Unbekannte Zeile: {text!r}</translation>
    </message>
    <message>
        <source>Not a move: {text!r}</source>
        <translation>Kein Zug: {text!r}</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there</source>
        <translation>Karten auf einem Fundament bleiben dort</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>An empty column takes only the rank below the base rank</source>
        <translation>Eine leere Spalte nimmt nur den Rang unter dem Grundrang</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty {word}</source>
        <translation>
            <numerusform>{count} {word} leer</numerusform>
            <numerusform>{count} {word} leer</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells}, {columns}</source>
        <translation>1 Karte kann jetzt bewegt werden: {cells}, {columns}</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells}, {columns}</source>
        <translation>{limit} Karten können jetzt bewegt werden: {cells}, {columns}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>das Fundament</translation>
    </message>
    <message>
        <source>free cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>An empty column takes any card</source>
        <translation>Eine leere Spalte nimmt jede Karte</translation>
    </message>
    <message>
        <source>An empty column stays empty</source>
        <translation>Eine leere Spalte bleibt leer</translation>
    </message>
    <message>
        <source>An empty column takes only a king</source>
        <translation>Eine leere Spalte nimmt nur einen König</translation>
    </message>
    <message>
        <source>Runs of any length move as a unit</source>
        <translation>Folgen jeder Länge ziehen als Einheit</translation>
    </message>
    <message>
        <source>One card moves at a time</source>
        <translation>Es wird immer nur eine Karte bewegt</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards move as a unit</source>
        <translation>Folgen von bis zu (leere {cells} + 1) Karten ziehen als Einheit</translation>
    </message>
    <message>
        <source>any number of cards can be carried</source>
        <translation>beliebig viele Karten können bewegt werden</translation>
    </message>
    <message>
        <source>one card can be moved at a time in this variant</source>
        <translation>in dieser Variante kann immer nur eine Karte bewegt werden</translation>
    </message>
    <message>
        <source>no empty {word}</source>
        <translation>keine {word} leer</translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells} (empty columns do not count)</source>
        <translation>1 Karte kann jetzt bewegt werden: {cells} (leere Spalten zählen nicht)</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells} (empty columns do not count)</source>
        <translation>{limit} Karten können jetzt bewegt werden: {cells} (leere Spalten zählen nicht)</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>Spalte {n}</translation>
    </message>
    <message>
        <source>{word} {letter}</source>
        <translation>{word} {letter}</translation>
    </message>
    <message>
        <source>There is no {pile}</source>
        <translation>{pile} gibt es nicht</translation>
    </message>
    <message>
        <source>The cards are already there</source>
        <translation>Die Karten liegen schon dort</translation>
    </message>
    <message>
        <source>Only {explanation}</source>
        <translation>Nur {explanation}</translation>
    </message>
    <message>
        <source>Empty columns stay empty in this variant</source>
        <translation>Leere Spalten bleiben in dieser Variante leer</translation>
    </message>
    <message>
        <source>A move carries at least one card</source>
        <translation>Ein Zug bewegt mindestens eine Karte</translation>
    </message>
    <message>
        <source>There is no card in {pile}</source>
        <translation>In {pile} liegt keine Karte</translation>
    </message>
    <message>
        <source>There are only {n} cards in {pile}</source>
        <translation>In {pile} liegen nur {n} Karten</translation>
    </message>
    <message>
        <source>The {card} cannot be moved with the cards on it: they are not a run</source>
        <translation>{card} kann nicht mit den Karten darauf bewegt werden: sie bilden keine Folge</translation>
    </message>
    <message>
        <source>Only one card at a time goes there</source>
        <translation>Dorthin geht nur eine Karte auf einmal</translation>
    </message>
    <message>
        <source>flipper</source>
        <translation>Flipper</translation>
    </message>
    <message>
        <source>flippers</source>
        <translation>Flipper</translation>
    </message>
    <message>
        <source>no other empty column</source>
        <translation>keine andere leere Spalte</translation>
    </message>
    <message>
        <source>no empty column</source>
        <translation>keine leere Spalte</translation>
    </message>
    <message>
        <source>the tableau builds down regardless of suit</source>
        <translation>die Spalten bauen abwärts ohne Rücksicht auf die Farbe</translation>
    </message>
    <message>
        <source>{variant} does not allow this move</source>
        <translation>{variant} erlaubt diesen Zug nicht</translation>
    </message>
    <message>
        <source>The deal procedure {name} made a position that does not fit the variant {variant}: {problem}</source>
        <translation>Das Austeilverfahren {name} hat eine Stellung erzeugt, die nicht zur Variante {variant} passt: {problem}</translation>
    </message>
    <message>
        <source>the foundations do not start with the aces</source>
        <translation>die Ablagestapel beginnen nicht mit den Assen</translation>
    </message>
    <message>
        <source>base rank {base}, but the deal procedure does not choose the base</source>
        <translation>Grundrang {base}, aber das Austeilverfahren wählt den Grundrang nicht</translation>
    </message>
    <message>
        <source>{card} is not a card (cards are 0-51)</source>
        <translation>{card} ist keine Karte (Karten sind 0-51)</translation>
    </message>
    <message>
        <source>{card} twice</source>
        <translation>{card} doppelt</translation>
    </message>
    <message>
        <source>The game was given up: deal again to play on</source>
        <translation>Das Spiel wurde aufgegeben: gib neu, um weiterzuspielen</translation>
    </message>
    <message>
        <source>{variant} fixes this rule, which makes the game: {rule}</source>
        <translation>{variant} legt diese Regel fest, sie macht das Spiel aus: {rule}</translation>
    </message>
    <message>
        <source>the deal {deal} {problem}</source>
        <translation>die Austeilung {deal}: {problem}</translation>
    </message>
    <message>
        <source>{number} {word}</source>
        <translation>{number} {word}</translation>
    </message>
    <message>
        <source>The deal procedure {name} made deal {number}, which does not fit: {problem}</source>
        <translation>Die Austeilung {name} hat Spiel {number} so ausgeteilt, dass es nicht passt: {problem}</translation>
    </message>
    <message>
        <source>The deal procedure {name} failed: {error}</source>
        <translation>Das Austeilverfahren {name} ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>The deal procedure {name} did not make deal {number} within {seconds} s</source>
        <translation>Die Austeilung {name} hat Spiel {number} nicht innerhalb von {seconds} s ausgeteilt</translation>
    </message>
    <message>
        <source>The deal procedure {name} cannot make deal {number} here: {reason}</source>
        <translation>Die Austeilung {name} kann Spiel {number} hier nicht austeilen: {reason}</translation>
    </message>
    <message>
        <source>The deal procedure {name} ended its process while making deal {number} ({how})</source>
        <translation>Die Austeilung {name} hat ihren Prozess beim Austeilen von Spiel {number} beendet ({how})</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>{name} is too large (over {limit} bytes)</source>
        <translation>{name} ist zu groß (über {limit} Bytes)</translation>
    </message>
    <message>
        <source>{name} is too large once expanded (over {limit} bytes)</source>
        <translation>{name} ist entpackt zu groß (über {limit} Bytes)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>not a game record: {value} is not a number JSON allows</source>
        <translation>keine Spielaufzeichnung: {value} ist keine Zahl, die JSON erlaubt</translation>
    </message>
    <message>
        <source>a game that was won cannot have been given up</source>
        <translation>ein gewonnenes Spiel kann nicht aufgegeben worden sein</translation>
    </message>
    <message>
        <source>the record says {said}, but its moves leave the game {actual}</source>
        <translation>laut Aufzeichnung ist das Spiel {said}, aber nach seinen Zügen ist es {actual}</translation>
    </message>
    <message>
        <source>the game is too long to be saved (over {limit} bytes)</source>
        <translation>das Spiel ist zu lang, um gespeichert zu werden (über {limit} Bytes)</translation>
    </message>
    <message>
        <source>a number in it is far too long to be part of a game</source>
        <translation>eine Zahl darin ist viel zu lang, um zu einem Spiel zu gehören</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}</source>
        <translation>muss eine ganze Zahl von {low} bis {high} sein</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>holds characters that are not text</source>
        <translation>enthält Zeichen, die kein Text sind</translation>
    </message>
    <message>
        <source>has more than {limit} moves</source>
        <translation>hat mehr als {limit} Züge</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>the game cannot be brought back from this record</source>
        <translation>das Spiel lässt sich aus dieser Aufzeichnung nicht wiederherstellen</translation>
    </message>
    <message>
        <source>the game holds text that cannot be written</source>
        <translation>das Spiel enthält Text, der nicht geschrieben werden kann</translation>
    </message>
    <message>
        <source>the deal was made with the deal procedure {shuffle}, which this variant here does not use (is the plugin that brings it installed?)</source>
        <translation>das Spiel wurde mit dem Austeilverfahren {shuffle} gegeben, das diese Variante hier nicht verwendet (ist das Plugin installiert, das es mitbringt?)</translation>
    </message>
    <message>
        <source>Moves to the foundation use index 0: the card&apos;s suit picks the pile</source>
        <translation>Züge auf ein Fundament verwenden Index 0: die Farbe der Karte wählt den Stapel</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time</source>
        <translation>Karten gehen einzeln auf ein Fundament</translation>
    </message>
    <message>
        <source>The {card} cannot go home yet: the {suit} foundation takes the {next} next</source>
        <translation>{card} kann noch nicht abgelegt werden: das {suit}-Fundament braucht als Nächstes {next}</translation>
    </message>
    <message>
        <source>A {word} holds one card</source>
        <translation>Nur eine Karte pro {word}</translation>
    </message>
    <message>
        <source>There is already a card in {pile}</source>
        <translation>In {pile} liegt schon eine Karte</translation>
    </message>
    <message>
        <source>Nothing may be placed on an ace</source>
        <translation>Auf ein Ass darf nichts gelegt werden</translation>
    </message>
    <message>
        <source>the tableau builds down in suit</source>
        <translation>die Spalten bauen absteigend in Farbe</translation>
    </message>
    <message>
        <source>the tableau builds down in alternating colours</source>
        <translation>die Spalten bauen absteigend in wechselnden Farben</translation>
    </message>
    <message>
        <source>The {card} does not go on the {target}: {rule}</source>
        <translation>{card} passt nicht auf {target}: {rule}</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}</source>
        <translation>Leere Spalten nehmen nur {ranks}</translation>
    </message>
    <message>
        <source>There is only 1 card in {pile}</source>
        <translation>In {pile} liegt nur 1 Karte</translation>
    </message>
    <message>
        <source>1 other empty column</source>
        <translation>1 andere leere Spalte</translation>
    </message>
    <message numerus="yes">
        <source>{count} other empty columns</source>
        <translation>
            <numerusform>{count} andere leere Spalte</numerusform>
            <numerusform>{count} andere leere Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 empty column</source>
        <translation>1 leere Spalte</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty columns</source>
        <translation>
            <numerusform>{count} leere Spalte</numerusform>
            <numerusform>{count} leere Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>The {suit} foundation starts with the {card}</source>
        <translation>Das {suit}-Fundament beginnt mit {card}</translation>
    </message>
    <message>
        <source>Nothing may be placed on the {card}: {rank} is the base rank</source>
        <translation>Auf {card} darf nichts gelegt werden: {rank} ist der Grundrang</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}: the base rank is {base}</source>
        <translation>Leere Spalten nehmen nur {ranks}: der Grundrang ist {base}</translation>
    </message>
    <message>
        <source>{made} columns, the rules have {columns}</source>
        <translation>{made} Spalten, die Regeln haben {columns}</translation>
    </message>
    <message>
        <source>{made} cells, the rules have {cells}</source>
        <translation>{made} Zellen, die Regeln haben {cells}</translation>
    </message>
    <message>
        <source>{made} cards, not 52</source>
        <translation>{made} Karten, nicht 52</translation>
    </message>
    <message>
        <source>This is too long to be a position ({size} characters, where a board has a few hundred)</source>
        <translation>Das ist zu lang für eine Stellung ({size} Zeichen, wo ein Spielfeld einige hundert hat)</translation>
    </message>
    <message>
        <source>{name} is too large to be a game or a position (over {limit} bytes)</source>
        <translation>{name} ist zu groß für ein Spiel oder eine Stellung (über {limit} Bytes)</translation>
    </message>
    <message>
        <source>There is no file {name}</source>
        <translation>Es gibt keine Datei {name}</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>{name} konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} ist keine Textdatei</translation>
    </message>
    <message>
        <source>the variant {variant} is not available here (is its plugin installed and on?)</source>
        <translation>die Variante {variant} gibt es hier nicht (ist ihr Plugin installiert und eingeschaltet?)</translation>
    </message>
    <message>
        <source>too large to be a game record</source>
        <translation>zu groß für eine Spielaufzeichnung</translation>
    </message>
    <message>
        <source>not a Penguin Qt game record</source>
        <translation>keine Spielaufzeichnung von Penguin Qt</translation>
    </message>
    <message>
        <source>the format version is missing or not a number</source>
        <translation>die Formatversion fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <source>written by a newer Penguin Qt (format {version}); this one reads up to {known}</source>
        <translation>von einem neueren Penguin Qt geschrieben (Format {version}); dieses liest bis Format {known}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>is missing or has the wrong type</source>
        <translation>fehlt oder hat den falschen Typ</translation>
    </message>
    <message>
        <source>must be a list of moves</source>
        <translation>muss eine Liste von Zügen sein</translation>
    </message>
    <message>
        <source>must be a list of game results</source>
        <translation>muss eine Liste von Spielergebnissen sein</translation>
    </message>
    <message>
        <source>a record needs either a deal number or a starting position</source>
        <translation>eine Aufzeichnung braucht eine Spielnummer oder eine Anfangsstellung</translation>
    </message>
    <message>
        <source>must be one of {values}</source>
        <translation>muss eines von {values} sein</translation>
    </message>
    <message>
        <source>a game given up must have the result lost</source>
        <translation>ein aufgegebenes Spiel muss das Ergebnis „verloren“ haben</translation>
    </message>
    <message>
        <source>must be a day written YYYY-MM-DD</source>
        <translation>muss ein Tag in der Form JJJJ-MM-TT sein</translation>
    </message>
    <message>
        <source>rules this variant cannot take: {reason}</source>
        <translation>Regeln, die diese Variante nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>the game cannot start: {reason}</source>
        <translation>das Spiel kann nicht beginnen: {reason}</translation>
    </message>
    <message>
        <source>each group of moves to redo is one move and the autoplay after it</source>
        <translation>jede Gruppe wiederherzustellender Züge ist ein Zug und das automatische Spiel danach</translation>
    </message>
    <message>
        <source>not a game record: cut off or malformed JSON at line {line}, column {column}</source>
        <translation>keine Spielaufzeichnung: abgebrochenes oder fehlerhaftes JSON in Zeile {line}, Spalte {column}</translation>
    </message>
    <message>
        <source>not a game record: nested too deeply</source>
        <translation>keine Spielaufzeichnung: zu tief verschachtelt</translation>
    </message>
    <message>
        <source>must be a number of seconds</source>
        <translation>muss eine Anzahl Sekunden sein</translation>
    </message>
    <message>
        <source>must be a move in the notation, like 34 or 3a</source>
        <translation>muss ein Zug in der Notation sein, etwa 34 oder 3a</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} ist hier nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the disk refused it: {error}</source>
        <translation>der Datenträger hat abgelehnt: {error}</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards, doubled for each empty column other than the destination, move as a unit</source>
        <translation>Folgen von bis zu (leere {cells} + 1) Karten, verdoppelt für jede leere Spalte außer dem Ziel, ziehen als Einheit</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ein anderes Programm benutzt die Datei</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>die Datei oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the file or its folder cannot be opened</source>
        <translation>die Datei oder ihr Ordner lässt sich nicht öffnen</translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file {path} were not text and no copy of it could be kept: the other settings are used, and changes are not kept</source>
        <translation>
            <numerusform>Eine Zeile der Einstellungsdatei {path} war kein Text, und keine Kopie davon konnte aufbewahrt werden: die übrigen Einstellungen gelten, Änderungen werden nicht gespeichert</numerusform>
            <numerusform>{count} Zeilen der Einstellungsdatei {path} waren kein Text, und keine Kopie davon konnte aufbewahrt werden: die übrigen Einstellungen gelten, Änderungen werden nicht gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file were not text and were left out; the file as it was is kept as {name}</source>
        <translation>
            <numerusform>Eine Zeile der Einstellungsdatei war kein Text und wurde ausgelassen; die Datei ist unverändert als {name} aufbewahrt</numerusform>
            <numerusform>{count} Zeilen der Einstellungsdatei waren kein Text und wurden ausgelassen; die Datei ist unverändert als {name} aufbewahrt</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be saved to {path}: {reason}</source>
        <translation>Die Einstellungen konnten nicht in {path} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The settings file {path} or its folder is read-only: changes are not kept</source>
        <translation>Die Einstellungsdatei {path} oder ihr Ordner ist schreibgeschützt: Änderungen werden nicht behalten</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({error}); it was kept as {name} and a new one was started.</source>
        <translation>Die Statistikdatei war nicht lesbar ({error}); sie wurde als {name} aufbewahrt und eine neue begonnen.</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>it was made by a newer version of Penguin Qt</source>
        <translation>sie stammt von einer neueren Version von Penguin Qt</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} ist ein Ordner</translation>
    </message>
    <message>
        <source>The statistics cannot be saved now: {reason}. The results of this session are kept and will be saved when it is possible.</source>
        <translation>Die Statistik kann gerade nicht gespeichert werden: {reason}. Die Ergebnisse dieser Sitzung bleiben erhalten und werden gespeichert, sobald es möglich ist.</translation>
    </message>
    <message>
        <source>the record says the game was won, but its moves do not win it</source>
        <translation>die Aufzeichnung sagt, das Spiel sei gewonnen, aber seine Züge gewinnen es nicht</translation>
    </message>
    <message>
        <source>The settings file was too large ({size} MB) to be read. It was kept as {name} and the default settings are used.</source>
        <translation>Die Einstellungsdatei war zu groß ({size} MB), um gelesen zu werden. Sie wurde als {name} aufbewahrt, und es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>The settings file {path} is too large ({size} MB) to be read. It was ignored: this session starts with the default settings, and changes will not be kept.</source>
        <translation>Die Einstellungsdatei {path} ist zu groß ({size} MB), um gelesen zu werden. Sie wurde übergangen: Diese Sitzung beginnt mit den Standardeinstellungen, und Änderungen werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>The saved rules could not be used ({reason}); {variant} is played with its own rules.</source>
        <translation>Die gespeicherten Regeln ließen sich nicht verwenden ({reason}); {variant} wird mit seinen eigenen Regeln gespielt.</translation>
    </message>
    <message>
        <source>line {line}: </source>
        <translation>Zeile {line}: </translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Stop the clock; P again or any move goes on</source>
        <translation>Die Uhr anhalten; erneut P oder ein beliebiger Zug lässt sie weiterlaufen</translation>
    </message>
    <message>
        <source>Paused: press P or make a move to go on</source>
        <translation>Pause: P drücken oder einen Zug machen, um weiterzuspielen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Dealing deal {n}…</source>
        <extracomment>``source(game)``: facts of the deal a room knows (its tier, its day as deal of the day)</extracomment>
        <translation>Spiel {n} wird gegeben…</translation>
    </message>
    <message>
        <source>An empty column takes: {label}</source>
        <translation>Eine leere Spalte nimmt: {label}</translation>
    </message>
    <message>
        <source>This foundation starts with the {card}</source>
        <translation>Dieses Fundament beginnt mit {card}</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>No card can go home safely now</source>
        <translation>Keine Karte kann jetzt gefahrlos abgelegt werden</translation>
    </message>
    <message>
        <source>The {card} is picked up: now choose where it goes</source>
        <translation>{card} ist aufgenommen: jetzt das Ziel wählen</translation>
    </message>
    <message>
        <source>{count} cards from the {card} are picked up: now choose where they go</source>
        <translation>{count} Karten ab {card} sind aufgenommen: jetzt das Ziel wählen</translation>
    </message>
    <message>
        <source>The {card} has no place to go</source>
        <translation>Für {card} gibt es keinen Platz</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The saved game could not be brought back: {reason}</source>
        <translation>Das gespeicherte Spiel konnte nicht wiederhergestellt werden: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}); play goes on</source>
        <translation>Das Spiel konnte nicht gespeichert werden ({reason}); es geht weiter</translation>
    </message>
    <message>
        <source>The game is being saved again</source>
        <translation>Das Spiel wird wieder gespeichert</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>Penguin Qt games (*.penguin.json *.json);;Positions (*.txt *.board);;All files (*)</source>
        <translation>Penguin-Qt-Spiele (*.penguin.json *.json);;Stellungen (*.txt *.board);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Play the same deal and compare your results?</source>
        <translation>Dasselbe Spiel spielen und die Ergebnisse vergleichen?</translation>
    </message>
    <message>
        <source>your friend</source>
        <translation>dein Gegenüber</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Stellung ei&amp;nfügen</translation>
    </message>
    <message>
        <source>C&amp;hallenge a Friend…</source>
        <translation>&amp;Herausforderung…</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the position in {where}?</source>
        <translation>Das laufende Spiel verlassen und die Stellung aus {where} spielen?</translation>
    </message>
    <message numerus="yes">
        <source>{player} won this deal in %n move(s), with a score of {score}.</source>
        <translation>
            <numerusform>{player} hat dieses Spiel in %n Zug gewonnen, mit {score} Punkten.</numerusform>
            <numerusform>{player} hat dieses Spiel in %n Zügen gewonnen, mit {score} Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} played this deal without winning it: %n move(s), score {score}.</source>
        <translation>
            <numerusform>{player} hat dieses Spiel gespielt, ohne es zu gewinnen: %n Zug, {score} Punkte.</numerusform>
            <numerusform>{player} hat dieses Spiel gespielt, ohne es zu gewinnen: %n Züge, {score} Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Game or a Position</source>
        <translation>Spiel oder Stellung öffnen</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the saved game {where}?</source>
        <translation>Das laufende Spiel verlassen und das gespeicherte Spiel {where} spielen?</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Challenge a Friend</source>
        <translation>Jemanden herausfordern</translation>
    </message>
    <message>
        <source>Your name, to show beside your friend&apos;s result when they play this deal:</source>
        <translation>Dein Name, der neben dem Ergebnis deines Gegenübers steht, wenn es dieses Spiel spielt:</translation>
    </message>
    <message>
        <source>Save the Challenge</source>
        <translation>Herausforderung speichern</translation>
    </message>
    <message>
        <source>A Challenge</source>
        <translation>Eine Herausforderung</translation>
    </message>
    <message>
        <source>Play This Deal</source>
        <translation>Dieses Spiel spielen</translation>
    </message>
    <message>
        <source>The Same Deal, Side by Side</source>
        <translation>Dasselbe Spiel im Vergleich</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Tipps genutzt</translation>
    </message>
    <message>
        <source>Moves by the solver</source>
        <translation>Züge des Lösers</translation>
    </message>
    <message>
        <source>The Game of {player}</source>
        <translation>Das Spiel von {player}</translation>
    </message>
    <message>
        <source>{variant}, deal {n}</source>
        <translation>{variant}, Spiel {n}</translation>
    </message>
    <message>
        <source>{variant}, from a position</source>
        <translation>{variant}, aus einer Stellung</translation>
    </message>
    <message>
        <source>Position copied to the clipboard, in the board format</source>
        <translation>Stellung in die Zwischenablage kopiert, im Brettformat</translation>
    </message>
    <message>
        <source>Saved as {name}</source>
        <translation>Gespeichert als {name}</translation>
    </message>
    <message>
        <source>Same deal as {player}: good luck</source>
        <translation>Dasselbe Spiel wie {player}: viel Glück</translation>
    </message>
    <message>
        <source>Step Through Their Game</source>
        <translation>Ihr Spiel Zug um Zug ansehen</translation>
    </message>
    <message>
        <source>The deal of the day of {day}.</source>
        <translation>Das Spiel des Tages vom {day}.</translation>
    </message>
    <message>
        <source>There is no position in {where}</source>
        <translation>In {where} ist keine Stellung</translation>
    </message>
    <message>
        <source>{player} used hints, but played every move.</source>
        <translation>{player} hat Tipps genutzt, aber jeden Zug selbst gespielt.</translation>
    </message>
    <message>
        <source>Game opened: {name}</source>
        <translation>Spiel geöffnet: {name}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message numerus="yes">
        <source>The solver played {solver} of those %n move(s).</source>
        <translation>
            <numerusform>Der Löser hat {solver} von diesem %n Zug gespielt.</numerusform>
            <numerusform>Der Löser hat {solver} dieser %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No position in {where}: {reason}</source>
        <translation>Keine Stellung in {where}: {reason}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved as {name}: {reason}</source>
        <translation>Das Spiel konnte nicht als {name} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The challenge cannot be played: {reason}</source>
        <translation>Die Herausforderung kann nicht gespielt werden: {reason}</translation>
    </message>
</context>
<context>
    <name>GiveUp</name>
    <message>
        <source>&amp;Give Up…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <source>End this game here: it is counted as lost</source>
        <translation>Dieses Spiel hier beenden: es zählt als verloren</translation>
    </message>
    <message>
        <source>Give up this game? It ends here and is counted as lost.</source>
        <translation>Dieses Spiel aufgeben? Es endet hier und zählt als verloren.</translation>
    </message>
    <message>
        <source>The position stays on the table; no move can be taken back. You can play the same deal again as a new game.</source>
        <translation>Die Stellung bleibt auf dem Tisch; kein Zug kann zurückgenommen werden. Du kannst dasselbe Spiel als neues Spiel noch einmal spielen.</translation>
    </message>
    <message>
        <source>Give Up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Game given up: it is counted as lost</source>
        <translation>Spiel aufgegeben: es zählt als verloren</translation>
    </message>
    <message>
        <source>Game Given Up</source>
        <translation>Spiel aufgegeben</translation>
    </message>
    <message>
        <source>This game is counted as lost.</source>
        <translation>Dieses Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Noch einmal spielen</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Karten bewegen</translation>
    </message>
    <message>
        <source>The keyboard on the table</source>
        <translation>Die Tastatur auf dem Tisch</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Help from the solver</source>
        <translation>Hilfe vom Löser</translation>
    </message>
    <message>
        <source>Move every card to the four foundations, in suit, up from the base rank.</source>
        <translation>Alle Karten kommen auf die vier Fundamente, in Farbe, aufsteigend vom Grundrang.</translation>
    </message>
    <message>
        <source>Help › Rules tells the rules of the variant on the table; the status bar says whether the game can still be won.</source>
        <translation>Hilfe › Regeln erklärt die Regeln der Variante auf dem Tisch; die Statusleiste sagt, ob das Spiel noch gewonnen werden kann.</translation>
    </message>
    <message>
        <source>Drag a card (or a run: the cards on it come along) onto another pile.</source>
        <translation>Eine Karte (oder eine Folge: die Karten darauf kommen mit) auf einen anderen Stapel ziehen.</translation>
    </message>
    <message>
        <source>Or click a card, then click where it goes.</source>
        <translation>Oder eine Karte anklicken, dann das Ziel anklicken.</translation>
    </message>
    <message>
        <source>Double-click a card to send it home, or to the best place it can go.</source>
        <translation>Doppelklick legt eine Karte ab oder an den besten möglichen Platz.</translation>
    </message>
    <message>
        <source>Double-click a foundation, or use Game › Send Cards Home, to send home every card that can safely go there when autoplay is off.</source>
        <translation>Ein Doppelklick auf ein Fundament, oder Spiel › Karten ablegen, legt jede Karte ab, die gefahrlos abgelegt werden kann, wenn das automatische Ablegen aus ist.</translation>
    </message>
    <message>
        <source>Escape puts back the cards you drag or picked up.</source>
        <translation>Escape legt die gezogenen oder aufgenommenen Karten zurück.</translation>
    </message>
    <message>
        <source>Arrow keys move the frame between piles. Space or Enter picks up the run in the frame, and puts it down on the pile the frame is on next.</source>
        <translation>Die Pfeiltasten bewegen den Rahmen zwischen den Stapeln. Leertaste oder Eingabe nimmt die Folge im Rahmen auf und legt sie auf den Stapel, auf dem der Rahmen danach steht.</translation>
    </message>
    <message>
        <source>F sends the card in the frame home, or to the best place it can go, as a double-click does. Escape lets go.</source>
        <translation>F legt die Karte im Rahmen ab oder an den besten möglichen Platz, wie ein Doppelklick. Escape lässt los.</translation>
    </message>
    <message>
        <source>New Deal asks first when a game is in progress, since the game left counts as lost (Settings can turn the question off). Choose Deal plays a deal by its number; Restart goes back to the deal.</source>
        <translation>Neues Spiel fragt zuerst, wenn ein Spiel läuft, denn das verlassene Spiel zählt als verloren (die Einstellungen können die Frage abschalten). Spiel wählen spielt ein Spiel nach seiner Nummer; Neustart geht zurück zum Austeilen.</translation>
    </message>
    <message>
        <source>Pause stops the clock and hides the cards; P again, a click or a key on the table goes on. Undo and Redo take moves back and play them again.</source>
        <translation>Pause hält die Uhr an und verdeckt die Karten; erneut P, ein Klick oder eine Taste auf dem Tisch spielt weiter. Rückgängig und Wiederholen nehmen Züge zurück und spielen sie erneut.</translation>
    </message>
    <message>
        <source>Save As keeps the game in a file, Open brings a saved game or a position back. Copy Position puts the position on the clipboard in the board format; Paste Position plays one from the clipboard.</source>
        <translation>Speichern unter bewahrt das Spiel in einer Datei auf, Öffnen holt ein gespeichertes Spiel oder eine Stellung zurück. Stellung kopieren legt die Stellung im Brettformat in die Zwischenablage; Stellung einfügen spielt eine aus der Zwischenablage.</translation>
    </message>
    <message>
        <source>Recent Deals deals again one of the last deals played; Deal of the Day is the same deal for everyone on a day. Give Up ends a game that cannot or will not be won; it counts as lost.</source>
        <translation>Zuletzt gespielt teilt eines der zuletzt gespielten Spiele erneut aus; das Spiel des Tages ist an einem Tag für alle dasselbe. Aufgeben beendet ein Spiel, das nicht gewonnen werden kann oder soll; es zählt als verloren.</translation>
    </message>
    <message>
        <source>Statistics shows the games played, won and the streaks of each variant, with the help used counted apart.</source>
        <translation>Statistik zeigt die gespielten und gewonnenen Spiele und die Serien jeder Variante, die Spiele mit Hilfe getrennt gezählt.</translation>
    </message>
    <message>
        <source>Hint shows a good move (again for another); Enter plays the hint shown. Solve (Demo) lets the solver play the game; a click or a key on the table plays the rest at once.</source>
        <translation>Tipp zeigt einen guten Zug (erneut für einen anderen); Eingabe spielt den gezeigten Tipp. Lösen (Demo) lässt den Löser das Spiel spielen; ein Klick oder eine Taste auf dem Tisch spielt den Rest auf einmal.</translation>
    </message>
    <message>
        <source>Game › Show Solution steps through a winning line, forwards and backwards. Game › Undo to Last Winnable Position takes back the moves since the game could last be won. Game › Review Game draws the game as a timeline of the solver&apos;s verdicts.</source>
        <translation>Spiel › Lösung zeigen geht einen Gewinnweg durch, vorwärts und rückwärts. Spiel › Zurück zur letzten gewinnbaren Stellung nimmt die Züge zurück, seit das Spiel zuletzt gewonnen werden konnte. Spiel › Partie auswerten zeigt das Spiel als Zeitleiste der Urteile des Lösers.</translation>
    </message>
    <message>
        <source>A game won with hints or the solver&apos;s moves is counted apart.</source>
        <translation>Ein Spiel, das mit Tipps oder Zügen des Lösers gewonnen wurde, wird getrennt gezählt.</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Bedienung</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Penguin Qt</source>
        <translation>Penguin Qt</translation>
    </message>
    <message>
        <source>There is no variant {id}</source>
        <translation>Es gibt keine Variante {id}</translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Deal a new game? The game in progress ends and counts as lost.</source>
        <translation>Ein neues Spiel austeilen? Das laufende Spiel endet und zählt als verloren.</translation>
    </message>
    <message>
        <source>Settings can turn this question off.</source>
        <translation>In den Einstellungen lässt sich diese Frage abschalten.</translation>
    </message>
    <message>
        <source>&amp;Choose Deal…</source>
        <translation>Spiel &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu&amp;start</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>{deck}, from {source}</source>
        <translation>{deck}, von {source}</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>eine leere Spalte nimmt jede Karte</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>eine leere Spalte nimmt nur einen König</translation>
    </message>
    <message>
        <source>{variant} — deal {n}</source>
        <translation>{variant} — Spiel {n}</translation>
    </message>
    <message>
        <source>an empty column takes the rank below the base</source>
        <translation>eine leere Spalte nimmt den Rang unter dem Grundrang</translation>
    </message>
    <message>
        <source>{variant} (custom)</source>
        <translation>{variant} (eigene Regeln)</translation>
    </message>
    <message>
        <source>Custom rules, changed from the variant: {changes}.</source>
        <translation>Eigene Regeln, gegenüber der Variante geändert: {changes}.</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Punkte {score}</translation>
    </message>
    <message>
        <source>{variant} — deal of the day</source>
        <translation>{variant} — Spiel des Tages</translation>
    </message>
    <message>
        <source>{variant} — a given position</source>
        <translation>{variant} — eine vorgegebene Stellung</translation>
    </message>
    <message>
        <source>{n} {cells} instead of {m}</source>
        <translation>{n} {cells} statt {m}</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Grün</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blau</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rot</translation>
    </message>
    <message>
        <source>G&amp;rey</source>
        <translation>Gr&amp;au</translation>
    </message>
    <message>
        <source>Bro&amp;wn</source>
        <translation>Brau&amp;n</translation>
    </message>
    <message>
        <source>&amp;Table Colour</source>
        <translation>&amp;Tischfarbe</translation>
    </message>
    <message>
        <source>Actual &amp;Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Other Colour…</source>
        <translation>&amp;Andere Farbe…</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>V&amp;erkleinern</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>The cards are as large as this window allows</source>
        <translation>Die Karten sind so groß, wie dieses Fenster erlaubt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>{problem}: the built-in cards are shown instead</source>
        <translation>{problem}: stattdessen werden die eingebauten Karten gezeigt</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Bedienung</translation>
    </message>
    <message>
        <source>&amp;About Penguin Qt</source>
        <translation>Ü&amp;ber Penguin Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Given position</source>
        <translation>Vorgegebene Stellung</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Base {rank}</source>
        <translation>Grundrang {rank}</translation>
    </message>
    <message>
        <source>Moves {n}</source>
        <translation>Züge {n}</translation>
    </message>
    <message>
        <source>Home {n}/52</source>
        <translation>Abgelegt {n}/52</translation>
    </message>
    <message>
        <source>Carry any</source>
        <translation>Bewegbar alle</translation>
    </message>
    <message>
        <source>Carry {n}</source>
        <translation>Bewegbar {n}</translation>
    </message>
    <message>
        <source>Paused {m}:{s:02d}</source>
        <translation>Pause {m}:{s:02d}</translation>
    </message>
    <message>
        <source>Time {m}:{s:02d}</source>
        <translation>Zeit {m}:{s:02d}</translation>
    </message>
    <message>
        <source>{points} points × {cards} cards home = {total}</source>
        <translation>{points} Punkte × {cards} abgelegte Karten = {total}</translation>
    </message>
    <message>
        <source>no win bonus: the solver played moves of this game</source>
        <translation>kein Gewinnbonus: der Löser hat Züge dieses Spiels gespielt</translation>
    </message>
    <message>
        <source>win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}</source>
        <translation>Siegbonus {bonus} − {penalty} × {moves} Züge − {seconds} Sekunden = {total}</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Punkte: {score}</translation>
    </message>
    <message>
        <source>Deal {n} won!</source>
        <translation>Spiel {n} gewonnen!</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>New Deal</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Card size: {size}</source>
        <translation>Kartengröße: {size}</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Gewonnen in %n Zug</numerusform>
            <numerusform>Gewonnen in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>No legal move is left in this position.</source>
        <translation>In dieser Stellung ist kein Zug mehr möglich.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>No moves left: undo to try another way</source>
        <translation>Keine Züge mehr: rückgängig machen und anders versuchen</translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation>Neue Regeln</translation>
    </message>
    <message>
        <source>Leave the game in progress and deal {variant} with these rules now?</source>
        <translation>Das laufende Spiel verlassen und jetzt {variant} mit diesen Regeln geben?</translation>
    </message>
    <message>
        <source>Leave the Game?</source>
        <translation>Spiel verlassen?</translation>
    </message>
    <message>
        <source>Choose Deal</source>
        <translation>Spiel wählen</translation>
    </message>
    <message>
        <source>Deal number (1 to {max}):</source>
        <translation>Spielnummer (1 bis {max}):</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Bedienung</translation>
    </message>
    <message>
        <source>About Penguin Qt</source>
        <translation>Über Penguin Qt</translation>
    </message>
    <message>
        <source>Penguin Qt {version}</source>
        <translation>Penguin Qt {version}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{n}%</source>
        <translation>{n} %</translation>
    </message>
</context>
<context>
    <name>RecentDeals</name>
    <message>
        <source>Rec&amp;ent Deals</source>
        <translation>&amp;Zuletzt gespielt</translation>
    </message>
    <message>
        <source>No deals played yet</source>
        <translation>Noch keine Spiele gespielt</translation>
    </message>
    <message>
        <source>Leave the game in progress and play deal {n} again?</source>
        <translation>Das laufende Spiel verlassen und Spiel {n} noch einmal spielen?</translation>
    </message>
    <message>
        <source>Play a Deal Again</source>
        <translation>Ein Spiel noch einmal spielen</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}: {result}, %n move(s)</source>
        <translation>
            <numerusform>Spiel {deal}: {result}, %n Zug</numerusform>
            <numerusform>Spiel {deal}: {result}, %n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Game Review</source>
        <translation>Auswertung der Partie</translation>
    </message>
    <message>
        <source>Timeline of the game</source>
        <translation>Zeitleiste der Partie</translation>
    </message>
    <message>
        <source>● winnable   ■ lost   ○ not known yet   ⚑ the move that threw the win away   faded and bracketed: taken back by the moves after it   dashed: ahead (Redo)</source>
        <translation>● gewinnbar   ■ verloren   ○ noch nicht bekannt   ⚑ der Zug, der den Sieg verspielte   blass und geklammert: von den folgenden Zügen zurückgenommen   gestrichelt: voraus (Wiederholen)</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>Partie &amp;auswerten</translation>
    </message>
    <message>
        <source>The game move by move, with the solver&apos;s verdict after each move</source>
        <translation>Die Partie Zug um Zug, mit dem Urteil des Lösers nach jedem Zug</translation>
    </message>
    <message>
        <source>cannot be won</source>
        <translation>nicht zu gewinnen</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start.</source>
        <translation>Der Löser fand keinen Weg, dieses Spiel von Beginn an zu gewinnen.</translation>
    </message>
    <message numerus="yes">
        <source>, then %n card(s) went home by themselves</source>
        <translation>
            <numerusform>, dann ging %n Karte von selbst auf ihr Fundament</numerusform>
            <numerusform>, dann gingen %n Karten von selbst auf ihr Fundament</numerusform>
        </translation>
    </message>
    <message>
        <source>this move threw the win away</source>
        <translation>dieser Zug verspielte den Sieg</translation>
    </message>
    <message>
        <source>taken back by the moves after it</source>
        <translation>von den folgenden Zügen zurückgenommen</translation>
    </message>
    <message>
        <source>the game is here</source>
        <translation>die Partie steht hier</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back by the moves after them.</source>
        <translation>
            <numerusform>%n Zug von den folgenden Zügen zurückgenommen.</numerusform>
            <numerusform>%n Züge von den folgenden Zügen zurückgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some positions could not be decided by the solver.</source>
        <translation>Manche Stellungen konnte der Löser nicht entscheiden.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>gewinnbar</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>nicht mehr gewinnbar</translation>
    </message>
    <message>
        <source>the solver could not tell</source>
        <translation>der Löser konnte es nicht sagen</translation>
    </message>
    <message>
        <source>The deal: {verdict}</source>
        <translation>Die Ausgangslage: {verdict}</translation>
    </message>
    <message>
        <source>Move {n}: {move}; {verdict}</source>
        <translation>Zug {n}: {move}; {verdict}</translation>
    </message>
    <message>
        <source>ahead: Redo plays it again</source>
        <translation>voraus: Wiederholen spielt ihn erneut</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s), winnable all the way.</source>
        <translation>
            <numerusform>In %n Zug gewonnen, die ganze Zeit gewinnbar.</numerusform>
            <numerusform>In %n Zügen gewonnen, die ganze Zeit gewinnbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest is worked out when the demo ends.</source>
        <translation>Der Rest wird ermittelt, wenn die Demo endet.</translation>
    </message>
    <message>
        <source>Winnable until move {n}, {when}, threw the win away.</source>
        <translation>Gewinnbar bis Zug {n}, {when}, der den Sieg verspielte.</translation>
    </message>
    <message>
        <source>The winning alternative is still being worked out.</source>
        <translation>Die gewinnende Alternative wird noch ermittelt.</translation>
    </message>
    <message>
        <source>No solver can play these rules.</source>
        <translation>Kein Löser kann diese Regeln spielen.</translation>
    </message>
    <message numerus="yes">
        <source>Still working out %n position(s)…</source>
        <translation>
            <numerusform>%n Stellung wird noch ermittelt…</numerusform>
            <numerusform>%n Stellungen werden noch ermittelt…</numerusform>
        </translation>
    </message>
    <message>
        <source>instead, {move} keeps the game winnable</source>
        <translation>stattdessen hält {move} die Partie gewinnbar</translation>
    </message>
    <message>
        <source>Winnable after every move so far.</source>
        <translation>Bisher nach jedem Zug gewinnbar.</translation>
    </message>
    <message>
        <source>Instead, {move} keeps it winnable.</source>
        <translation>Stattdessen hält {move} sie gewinnbar.</translation>
    </message>
    <message>
        <source>No move made yet: the deal is {verdict}.</source>
        <translation>Noch kein Zug: die Ausgangslage ist {verdict}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>The cards are dealt face up into %n columns.</source>
        <translation>
            <numerusform>Die Karten werden offen in eine Spalte ausgeteilt.</numerusform>
            <numerusform>Die Karten werden offen in %n Spalten ausgeteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no beak in this game: every foundation starts with its ace.</source>
        <translation>In diesem Spiel gibt es keinen Schnabel: jedes Fundament beginnt mit seinem Ass.</translation>
    </message>
    <message>
        <source>A card that has reached a foundation stays there.</source>
        <translation>Eine Karte, die ein Fundament erreicht hat, bleibt dort liegen.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is one rank lower and of the other colour (red on black, black on red).</source>
        <translation>Nur die unterste Karte einer Spalte ist spielbar. Auf sie darf eine Karte gelegt werden, die einen Rang niedriger ist und die andere Farbe hat (Rot auf Schwarz, Schwarz auf Rot).</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is of the same suit and exactly one rank lower.</source>
        <translation>Nur die unterste Karte einer Spalte ist spielbar. Auf sie darf eine Karte derselben Farbe gelegt werden, die genau einen Rang niedriger ist.</translation>
    </message>
    <message numerus="yes">
        <source>There are %n flipper(s): free places above the columns that hold one card each. The last card of any column, or the card of another flipper, may go into an empty flipper; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>Es gibt einen Flipper: einen freien Platz über den Spalten für eine einzelne Karte. Die unterste Karte jeder Spalte darf hinein, wenn er leer ist; von dort darf sie in eine Spalte oder auf ein Fundament, wenn die Regeln es erlauben.</numerusform>
            <numerusform>Es gibt %n Flipper: freie Plätze über den Spalten, die je eine Karte aufnehmen. Die unterste Karte jeder Spalte oder die Karte eines anderen Flippers darf in einen leeren Flipper; von dort darf sie in eine Spalte oder auf ein Fundament, wenn die Regeln es erlauben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n free cell(s): free places above the columns that hold one card each. The last card of any column may go into an empty free cell; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>Es gibt eine freie Zelle: einen freien Platz über den Spalten für eine einzelne Karte. Die unterste Karte jeder Spalte darf hinein, wenn sie leer ist; von dort darf sie in eine Spalte oder auf ein Fundament, wenn die Regeln es erlauben.</numerusform>
            <numerusform>Es gibt %n freie Zellen: freie Plätze über den Spalten, die je eine Karte aufnehmen. Die unterste Karte jeder Spalte darf in eine leere Zelle; von dort darf sie in eine Spalte oder auf ein Fundament, wenn die Regeln es erlauben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moving a card from one cell to another changes nothing and is not counted as a move.</source>
        <translation>Eine Karte von einer Zelle in eine andere zu legen ändert nichts und zählt nicht als Zug.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank, or a run headed by one: with base 7 that is a six, with base ace a king.</source>
        <translation>Eine leere Spalte nimmt nur eine Karte des Rangs direkt unter dem Grundrang auf, oder eine Folge, die mit einer solchen Karte beginnt: bei Grundrang 7 eine Sechs, bei Grundrang Ass ein König.</translation>
    </message>
    <message>
        <source>A run is a group of cards at the end of a column that follow each other as the columns build. A run can be moved as one onto any place that would take its first card.</source>
        <translation>Eine Folge ist eine Gruppe von Karten am Ende einer Spalte, die so aufeinander liegen, wie die Spalten gebaut werden. Eine Folge kann als Ganzes auf jeden Platz gezogen werden, der ihre erste Karte nehmen würde.</translation>
    </message>
    <message>
        <source>The length is limited because a run really moves card by card: the cards above its first one have to wait somewhere on the way.</source>
        <translation>Ihre Länge ist begrenzt, weil eine Folge eigentlich Karte für Karte wandert: die Karten über ihrer ersten müssen unterwegs irgendwo warten.</translation>
    </message>
    <message>
        <source>The status bar always says how many cards can be carried right now.</source>
        <translation>Die Statusleiste zeigt immer, wie viele Karten gerade mit einem Zug bewegt werden können.</translation>
    </message>
    <message>
        <source>A won game counts as a win. A lost or abandoned game keeps the cards it brought to the foundations (out of 52) as partial credit.</source>
        <translation>Ein gewonnenes Spiel zählt als Sieg. Ein verlorenes oder abgebrochenes Spiel behält die Karten, die es auf die Fundamente gebracht hat (von 52), als Teilwertung.</translation>
    </message>
    <message>
        <source>The game is won when all 52 cards are on the foundations.</source>
        <translation>Das Spiel ist gewonnen, wenn alle 52 Karten auf den Fundamenten liegen.</translation>
    </message>
    <message>
        <source>It is lost when no move is left that changes anything (moving a card from one cell to another does not count).</source>
        <translation>Es ist verloren, wenn kein Zug mehr bleibt, der etwas ändert (eine Karte von Zelle zu Zelle zu legen zählt nicht).</translation>
    </message>
    <message>
        <source>Long before that, the solver can tell that a game can no longer be won: the status bar says so, names the move that lost it and offers to go back to the last position that could still be won.</source>
        <translation>Schon lange vorher kann der Löser erkennen, dass ein Spiel nicht mehr zu gewinnen ist: die Statusleiste sagt es, nennt den Zug, der es verloren hat, und bietet an, zur letzten noch gewinnbaren Stellung zurückzugehen.</translation>
    </message>
    <message>
        <source>Flippers</source>
        <translation>Flipper</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Freie Zellen</translation>
    </message>
    <message>
        <source>Penguin is a patience for one pack, devised by David Parlett and published in The Penguin Book of Patience. All 52 cards lie face up from the first move, so the whole game can be planned.</source>
        <translation>Penguin ist eine Patience für ein Kartenspiel, erdacht von David Parlett und veröffentlicht in „The Penguin Book of Patience“. Alle 52 Karten liegen vom ersten Zug an offen, so lässt sich das ganze Spiel planen.</translation>
    </message>
    <message numerus="yes">
        <source>The pack is shuffled and dealt face up, row by row from left to right, into %n columns.</source>
        <translation>
            <numerusform>Die Karten werden gemischt und offen in eine Spalte ausgeteilt.</numerusform>
            <numerusform>Die Karten werden gemischt und offen Reihe für Reihe, von links nach rechts, in %n Spalten ausgeteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The very first card dealt is the beak: it is the deepest card of the first column. Every other card of its rank that comes up while dealing is put on a foundation of its own, and the next card is dealt in its place. So 49 cards lie in the columns and three foundations are already started.</source>
        <translation>Die allererste ausgeteilte Karte ist der Schnabel: sie liegt zuunterst in der ersten Spalte. Jede weitere Karte ihres Rangs, die beim Austeilen auftaucht, kommt auf ein eigenes Fundament, und an ihrer Stelle wird die nächste Karte ausgeteilt. So liegen 49 Karten in den Spalten, und drei Fundamente sind schon begonnen.</translation>
    </message>
    <message>
        <source>48 cards are dealt face up, row by row, into 8 columns of 6 cards. The last 4 cards go into the first four free cells.</source>
        <translation>48 Karten werden offen Reihe für Reihe in 8 Spalten zu je 6 Karten ausgeteilt. Die letzten 4 Karten kommen in die ersten vier freien Zellen.</translation>
    </message>
    <message>
        <source>All 52 cards are dealt face up, row by row, into 8 columns: four columns of seven cards and four of six. The deal numbers are those of Microsoft&apos;s FreeCell, so deal 11982 is the famous one that cannot be won.</source>
        <translation>Alle 52 Karten werden offen Reihe für Reihe in 8 Spalten ausgeteilt: vier Spalten zu sieben und vier zu sechs Karten. Die Spielnummern sind die von Microsofts FreeCell; Spiel 11982 ist also das berühmte, das sich nicht gewinnen lässt.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column; whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>Der Rang des Schnabels ist der Grundrang des Spiels: jedes Fundament beginnt mit einer Karte dieses Rangs. Der Schnabel selbst wartet in der ersten Spalte; sobald eine Karte des Grundrangs zur untersten Karte einer Spalte wird, geht sie von selbst auf ihr Fundament, als Teil des Zugs, der sie freigelegt hat.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit. It is built up in suit from the base rank and goes on past the king to the ace, until it holds all 13 cards of its suit.</source>
        <translation>Für jede Farbe gibt es ein Fundament. Es wird in Farbe aufsteigend vom Grundrang an gebaut und geht über den König hinaus zum Ass weiter, bis es alle 13 Karten seiner Farbe enthält.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit, built up in suit from the ace to the king.</source>
        <translation>Für jede Farbe gibt es ein Fundament, in Farbe aufsteigend vom Ass bis zum König gebaut.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is exactly one rank lower, whatever its suit.</source>
        <translation>Nur die letzte Karte einer Spalte kann gespielt werden. Eine Karte darf auf sie gelegt werden, wenn sie genau einen Rang niedriger ist, gleich welcher Farbe.</translation>
    </message>
    <message>
        <source>Ranks turn the corner here too: an ace may go on a two, and a king on an ace. But nothing may ever be put on a card of the base rank, so a column is never built past its foundation&apos;s start.</source>
        <translation>Auch hier schlagen die Ränge um: ein Ass darf auf eine Zwei, ein König auf ein Ass. Auf eine Karte des Grundrangs darf aber nie etwas gelegt werden, so reicht keine Spalte über den Anfang ihres Fundaments hinaus.</translation>
    </message>
    <message>
        <source>Nothing may be put on an ace.</source>
        <translation>Auf ein Ass darf nichts gelegt werden.</translation>
    </message>
    <message>
        <source>This variant has no flippers: cards move only between the columns and to the foundations.</source>
        <translation>Diese Variante hat keine Flipper: Karten ziehen nur zwischen den Spalten und auf die Fundamente.</translation>
    </message>
    <message>
        <source>This variant has no free cells: cards move only between the columns and to the foundations.</source>
        <translation>Diese Variante hat keine freien Zellen: Karten ziehen nur zwischen den Spalten und auf die Fundamente.</translation>
    </message>
    <message>
        <source>Four of the free cells are filled by the deal.</source>
        <translation>Vier der freien Zellen werden beim Austeilen belegt.</translation>
    </message>
    <message>
        <source>An empty column takes any card, or any run.</source>
        <translation>Eine leere Spalte nimmt jede Karte und jede Folge auf.</translation>
    </message>
    <message>
        <source>An empty column takes only a king, or a run headed by a king.</source>
        <translation>Eine leere Spalte nimmt nur einen König auf, oder eine Folge, die mit einem König beginnt.</translation>
    </message>
    <message>
        <source>An empty column stays empty: no card may be put there.</source>
        <translation>Eine leere Spalte bleibt leer: keine Karte darf dorthin gelegt werden.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank: with base 7 that is a six, with base ace a king.</source>
        <translation>Eine leere Spalte nimmt nur eine Karte des Rangs direkt unter dem Grundrang: bei Grundrang 7 eine Sechs, bei Grundrang Ass ein König.</translation>
    </message>
    <message>
        <source>In this variant one card moves at a time: cards that follow each other in a column are moved one by one, never together.</source>
        <translation>In dieser Variante wird immer nur eine Karte bewegt: Karten, die in einer Spalte aufeinander folgen, werden einzeln verschoben, nie zusammen.</translation>
    </message>
    <message>
        <source>In this variant a run of any length may move at once.</source>
        <translation>In dieser Variante darf eine Folge jeder Länge auf einmal ziehen.</translation>
    </message>
    <message>
        <source>Here they can wait only in the empty cells, so one move may carry (empty cells + 1) cards; empty columns do not count.</source>
        <translation>Hier können sie nur in den leeren Zellen warten, also bewegt ein Zug höchstens (leere Zellen + 1) Karten; leere Spalten zählen nicht.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fundamente</translation>
    </message>
    <message>
        <source>Building in the columns</source>
        <translation>Aufbau in den Spalten</translation>
    </message>
    <message>
        <source>Empty columns</source>
        <translation>Leere Spalten</translation>
    </message>
    <message>
        <source>How many cards a move may carry</source>
        <translation>Wie viele Karten ein Zug bewegen darf</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Gewinnen und verlieren</translation>
    </message>
    <message>
        <source>This page describes the variant as the program plays it.</source>
        <translation>Diese Seite beschreibt die Variante so, wie das Programm sie spielt.</translation>
    </message>
    <message>
        <source>Eight Off is a close cousin of FreeCell: eight columns, eight free cells and building in suit, which makes it feel close to Penguin.</source>
        <translation>Eight Off ist ein naher Verwandter von FreeCell: acht Spalten, acht freie Zellen und Aufbau in Farbe, darum spielt es sich ähnlich wie Penguin.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column until it is played to its foundation, like any other card.</source>
        <translation>Der Rang des Schnabels ist der Grundrang des Spiels: jede Ablage beginnt mit einer Karte dieses Rangs. Der Schnabel selbst wartet in der ersten Spalte, bis er wie jede andere Karte auf seine Ablage gespielt wird.</translation>
    </message>
    <message>
        <source>The deal sets the base rank of the game: each foundation starts with a card of that rank.</source>
        <translation>Das Austeilen legt den Grundrang des Spiels fest: jede Ablage beginnt mit einer Karte dieses Rangs.</translation>
    </message>
    <message>
        <source>An empty column takes any card.</source>
        <translation>Eine leere Spalte nimmt jede Karte.</translation>
    </message>
    <message>
        <source>An empty column takes only a king.</source>
        <translation>Eine leere Spalte nimmt nur einen König.</translation>
    </message>
    <message>
        <source>The score is {points} points for each card on a foundation; a won game adds a bonus of {bonus} minus {penalty} points per move minus one point per second, never below zero. Moves made by autoplay are not counted against you.</source>
        <translation>Jede Karte auf einem Fundament bringt {points} Punkte; ein gewonnenes Spiel erhält dazu einen Bonus von {bonus} minus {penalty} Punkte pro Zug minus einen Punkt pro Sekunde, nie unter null. Züge des automatischen Ablegens werden nicht angerechnet.</translation>
    </message>
    <message>
        <source>The beak and the base rank</source>
        <translation>Der Schnabel und der Grundrang</translation>
    </message>
    <message>
        <source>The base rank</source>
        <translation>Der Grundrang</translation>
    </message>
    <message>
        <source>Played here with settings of your own:</source>
        <translation>Hier mit eigenen Einstellungen gespielt:</translation>
    </message>
    <message>
        <source>FreeCell is the best known game of the family: every card is face up and nearly every deal can be won with care.</source>
        <translation>FreeCell ist das bekannteste Spiel der Familie: alle Karten liegen offen, und fast jedes Spiel lässt sich mit Sorgfalt gewinnen.</translation>
    </message>
    <message>
        <source>Whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>Sobald eine Karte des Grundrangs die letzte Karte einer Spalte wird, geht sie von selbst auf ihre Ablage, als Teil des Zugs, der sie freigelegt hat.</translation>
    </message>
    <message>
        <source>In this deal empty columns take {ranks}.</source>
        <translation>In diesem Spiel nehmen leere Spalten {ranks} auf.</translation>
    </message>
    <message>
        <source>This variant comes from a plugin. The rules below are read from its rule record: they are what the program lets you play.</source>
        <translation>Diese Variante stammt aus einem Plugin. Die Regeln unten sind aus ihrer Regelbeschreibung gelesen: so lässt das Programm sie spielen.</translation>
    </message>
    <message>
        <source>In this deal the base rank is {rank}.</source>
        <translation>In diesem Spiel ist der Grundrang {rank}.</translation>
    </message>
    <message>
        <source>Each empty flipper holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty flippers + 1) cards, doubled for each empty column other than the destination: 2 empty flippers and 1 empty column carry 6 cards.</source>
        <translation>Jeder leere Flipper nimmt eine wartende Karte auf, und jede leere Spalte (außer der, in die die Folge zieht) verdoppelt, was bewegt werden kann, denn dort lässt sich ein ganzer Teil der Folge ablegen und wieder aufnehmen. Ein Zug bewegt also höchstens (leere Flipper + 1) Karten, verdoppelt für jede leere Spalte außer dem Ziel: 2 leere Flipper und 1 leere Spalte bewegen 6 Karten.</translation>
    </message>
    <message>
        <source>Each empty cell holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty cells + 1) cards, doubled for each empty column other than the destination: 2 empty cells and 1 empty column carry 6 cards.</source>
        <translation>Jede leere Zelle nimmt eine wartende Karte auf, und jede leere Spalte (außer der, in die die Folge zieht) verdoppelt, was bewegt werden kann, denn dort lässt sich ein ganzer Teil der Folge ablegen und wieder aufnehmen. Ein Zug bewegt also höchstens (leere Zellen + 1) Karten, verdoppelt für jede leere Spalte außer dem Ziel: 2 leere Zellen und 1 leere Spalte bewegen 6 Karten.</translation>
    </message>
    <message>
        <source>With this base rank: {ranks}.</source>
        <translation>Mit diesem Grundrang: {ranks}.</translation>
    </message>
</context>
<context>
    <name>SendHome</name>
    <message>
        <source>Send Cards &amp;Home</source>
        <translation>Karten a&amp;blegen</translation>
    </message>
    <message>
        <source>Every card that can go home safely goes now (autoplay is off); a double-click on a foundation does the same</source>
        <translation>Jede Karte, die gefahrlos abgelegt werden kann, kommt jetzt auf ihr Fundament (automatisches Ablegen ist aus); ein Doppelklick auf ein Fundament tut dasselbe</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>any card</source>
        <translation>jede Karte</translation>
    </message>
    <message>
        <source>only the rank below the base</source>
        <translation>nur den Rang unter dem Grundrang</translation>
    </message>
    <message>
        <source>only kings</source>
        <translation>nur Könige</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>(flippers + 1) × 2^(empty columns)</source>
        <translation>(Flipper + 1) × 2^(leere Spalten)</translation>
    </message>
    <message>
        <source>flippers + 1</source>
        <translation>Flipper + 1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>as the variant has it</source>
        <translation>wie in der Variante</translation>
    </message>
    <message>
        <source>An empty column takes:</source>
        <translation>Eine leere Spalte nimmt:</translation>
    </message>
    <message>
        <source>Cards carried in one move:</source>
        <translation>Karten pro Zug:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <source>Send cards to the foundations by themselves</source>
        <translation>Karten von selbst auf die Fundamente legen</translation>
    </message>
    <message>
        <source>Autoplay:</source>
        <translation>Automatisch ablegen:</translation>
    </message>
    <message>
        <source>High contrast: large indices, four-colour suits, solid outlines</source>
        <translation>Hoher Kontrast: große Eckzeichen, vier Farben, kräftige Umrisse</translation>
    </message>
    <message>
        <source>Readability:</source>
        <translation>Lesbarkeit:</translation>
    </message>
    <message>
        <source>Pause the clock when the window is in the background</source>
        <translation>Die Uhr anhalten, wenn das Fenster im Hintergrund ist</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <source>Ask before New Deal leaves a game in progress (it counts as lost)</source>
        <translation>Fragen, bevor Neues Spiel ein laufendes Spiel verlässt (es zählt als verloren)</translation>
    </message>
    <message>
        <source>New Deal:</source>
        <translation>Neues Spiel:</translation>
    </message>
    <message>
        <source>as the system has it</source>
        <translation>wie im System eingestellt</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language applies when Penguin Qt starts next.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Penguin Qt.</translation>
    </message>
    <message>
        <source>Solver for hints:</source>
        <translation>Löser für Tipps:</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>Automatic: the best solvers race, the first answer wins</source>
        <translation>Automatisch: die besten Löser treten gegeneinander an, die erste Antwort gilt</translation>
    </message>
    <message>
        <source>{name} (not available: {why})</source>
        <translation>{name} (nicht verfügbar: {why})</translation>
    </message>
    <message>
        <source>Free cells:</source>
        <translation>Freie Zellen:</translation>
    </message>
    <message>
        <source>Every available solver that is exact for the rules runs at once, each in its own process; the first to decide wins and the others stop.</source>
        <translation>Jeder verfügbare Löser, der für diese Regeln exakt ist, läuft gleichzeitig in einem eigenen Prozess; wer zuerst entscheidet, gilt, die anderen hören auf.</translation>
    </message>
    <message>
        <source>No solver is available.</source>
        <translation>Kein Löser verfügbar.</translation>
    </message>
    <message>
        <source>it cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>er kann {variant} nicht spielen ({why}): stattdessen spielt die automatische Wahl</translation>
    </message>
    <message>
        <source>No variant is available: turn on a variant plugin on the Plugins page.</source>
        <translation>Keine Variante verfügbar: Schalten Sie auf der Seite „Plugins“ ein Varianten-Plugin ein.</translation>
    </message>
    <message>
        <source>{variant} cannot be played with these settings: {reason}</source>
        <translation>{variant} lässt sich mit diesen Einstellungen nicht spielen: {reason}</translation>
    </message>
    <message>
        <source>No variant to play</source>
        <translation>Keine Variante zum Spielen</translation>
    </message>
    <message>
        <source>No variant plugin could be loaded, so there is no game to play. Reinstalling Penguin Qt should bring the built-in variants back.</source>
        <translation>Kein Varianten-Plugin ließ sich laden, daher gibt es kein Spiel. Eine Neuinstallation von Penguin Qt sollte die eingebauten Varianten zurückbringen.</translation>
    </message>
    <message>
        <source>Every variant plugin is turned off, so there is no game to play. Turn the built-in plugins ({names}) back on?</source>
        <translation>Alle Varianten-Plugins sind ausgeschaltet, daher gibt es kein Spiel. Die eingebauten Plugins ({names}) wieder einschalten?</translation>
    </message>
    <message>
        <source>From: {source}</source>
        <translation>Herkunft: {source}</translation>
    </message>
    <message>
        <source>Flippers:</source>
        <translation>Flipper:</translation>
    </message>
    <message>
        <source>not available here: {why}</source>
        <translation>hier nicht verfügbar: {why}</translation>
    </message>
</context>
<context>
    <name>SolutionViewer</name>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Find a Line from Here</source>
        <translation>Lösung von hier suchen</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Das Spiel ist gewonnen</translation>
    </message>
    <message>
        <source>The game ended here</source>
        <translation>Hier endete das Spiel</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) win from here.</source>
        <translation>
            <numerusform>Von hier gewinnt %n Zug.</numerusform>
            <numerusform>Von hier gewinnen %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game to go.</source>
        <translation>
            <numerusform>Noch %n Zug dieses Spiels.</numerusform>
            <numerusform>Noch %n Züge dieses Spiels.</numerusform>
        </translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>Das Ende.</translation>
    </message>
    <message>
        <source>The next move of this line cannot be made here.</source>
        <translation>Der nächste Zug dieser Lösung ist hier nicht möglich.</translation>
    </message>
    <message>
        <source>The game has left this line.</source>
        <translation>Das Spiel hat diese Lösung verlassen.</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>Der Löser denkt nach…</translation>
    </message>
    <message>
        <source>This position cannot be won.</source>
        <translation>Diese Stellung ist nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>The solver could not decide this position.</source>
        <translation>Der Löser konnte diese Stellung nicht entscheiden.</translation>
    </message>
</context>
<context>
    <name>SolverRunner</name>
    <message>
        <source>No solver is available for these rules</source>
        <translation>Für diese Regeln ist kein Löser verfügbar</translation>
    </message>
    <message>
        <source>The solver {name} could not run: {why}</source>
        <translation>Der Löser {name} konnte nicht laufen: {why}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; using {other}</source>
        <translation>Der Löser {name} hat eine falsche Lösung geliefert; jetzt mit {other}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; no other solver is available</source>
        <translation>Der Löser {name} hat eine falsche Lösung geliefert; kein anderer Löser ist verfügbar</translation>
    </message>
    <message>
        <source>undecided after {ms} ms</source>
        <translation>nach {ms} ms unentschieden</translation>
    </message>
    <message>
        <source>solved by {solver} in {ms} ms</source>
        <translation>gelöst von {solver} in {ms} ms</translation>
    </message>
    <message>
        <source>{solver} cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>{solver} kann {variant} nicht spielen ({why}): stattdessen spielt die automatische Wahl</translation>
    </message>
    <message>
        <source>unsolvable according to {solver}, unverified, in {ms} ms</source>
        <translation>laut {solver} unlösbar, unbestätigt, in {ms} ms</translation>
    </message>
    <message>
        <source>proven unsolvable by {solver} in {ms} ms</source>
        <translation>von {solver} in {ms} ms als unlösbar bewiesen</translation>
    </message>
    <message>
        <source>{solver} cancelled</source>
        <translation>{solver} abgebrochen</translation>
    </message>
    <message>
        <source>{solver} stopped responding</source>
        <translation>{solver} antwortet nicht mehr</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; it was started again</source>
        <translation>Der Löser {name} antwortete nicht mehr; er wurde neu gestartet</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; no other solver is available</source>
        <translation>Der Löser {name} antwortet nicht mehr; kein anderer Löser ist verfügbar</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; using {other}</source>
        <translation>Der Löser {name} antwortet nicht mehr; jetzt mit {other}</translation>
    </message>
</context>
<context>
    <name>Solvers</name>
    <message>
        <source>Freecell Solver</source>
        <translation>Freecell Solver</translation>
    </message>
    <message>
        <source>Built-in search solver</source>
        <translation>Eingebauter Suchlöser</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Win rate by week</source>
        <translation>Gewinnquote pro Woche</translation>
    </message>
    <message>
        <source>Moves in won games</source>
        <translation>Züge in gewonnenen Spielen</translation>
    </message>
    <message>
        <source>Times of won games</source>
        <translation>Zeiten gewonnener Spiele</translation>
    </message>
    <message>
        <source>Win rate by difficulty</source>
        <translation>Gewinnquote nach Schwierigkeit</translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{won} von {played} gewonnen ({rate})</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Noch keine Spiele gespielt.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message numerus="yes">
        <source>No game played without help yet: %n with help are counted apart.</source>
        <translation>
            <numerusform>Noch kein Spiel ohne Hilfe gespielt: %n mit Hilfe zählt für sich.</numerusform>
            <numerusform>Noch kein Spiel ohne Hilfe gespielt: %n mit Hilfe zählen für sich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No game won without help yet: %n won with help are counted apart.</source>
        <translation>
            <numerusform>Noch kein Spiel ohne Hilfe gewonnen: %n mit Hilfe gewonnenes zählt für sich.</numerusform>
            <numerusform>Noch kein Spiel ohne Hilfe gewonnen: %n mit Hilfe gewonnene zählen für sich.</numerusform>
        </translation>
    </message>
    <message>
        <source>No won games yet.</source>
        <translation>Noch keine gewonnenen Spiele.</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Noch keine Spiele mit Schwierigkeitsgrad.</translation>
    </message>
    <message>
        <source>Week of {date}: {figures}</source>
        <translation>Woche vom {date}: {figures}</translation>
    </message>
    <message>
        <source>Week of {date}: no games</source>
        <translation>Woche vom {date}: keine Spiele</translation>
    </message>
    <message>
        <source>{moves} moves: {games}</source>
        <translation>{moves} Züge: {games}</translation>
    </message>
    <message>
        <source>{time}: {games}</source>
        <translation>{time}: {games}</translation>
    </message>
    <message>
        <source>{tier}: {figures}</source>
        <translation>{tier}: {figures}</translation>
    </message>
    <message>
        <source>{tier}: no games</source>
        <translation>{tier}: keine Spiele</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Games played alone</source>
        <translation>Ohne Hilfe gespielte Spiele</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielte Spiele:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnene Spiele:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Aktuelle Gewinnserie:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Längste Gewinnserie:</translation>
    </message>
    <message>
        <source>Current losing streak:</source>
        <translation>Aktuelle Verlustserie:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Schnellster Sieg:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Wenigste Züge in einem Sieg:</translation>
    </message>
    <message>
        <source>Games with help (hints or the solver&apos;s moves)</source>
        <translation>Spiele mit Hilfe (Tipps oder Züge des Lösers)</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Best win:</source>
        <translation>Bester Sieg:</translation>
    </message>
    <message>
        <source>Reset This Variant</source>
        <translation>Diese Variante zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>From a position: {played} played, {won} won</source>
        <translation>Aus einer Stellung: {played} gespielt, {won} gewonnen</translation>
    </message>
    <message>
        <source>{n} results are not saved yet: {why}</source>
        <translation>{n} Ergebnisse sind noch nicht gespeichert: {why}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), {time}</source>
        <translation>
            <numerusform>%n Zug, {time}</numerusform>
            <numerusform>%n Züge, {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every recorded game of {variant}?</source>
        <translation>Alle aufgezeichneten Spiele von {variant} vergessen?</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>The statistics are saved again.</source>
        <translation>Die Statistik wird wieder gespeichert.</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Statistik nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Paused
Press P or click to go on</source>
        <translation>Pause
P drücken oder klicken, um weiterzuspielen</translation>
    </message>
    <message>
        <source>The beak: the first card dealt; its rank is the base rank</source>
        <translation>Der Schnabel: die erste ausgeteilte Karte; ihr Rang ist der Grundrang</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Baker&apos;s Game</source>
        <translation>Baker&apos;s Game</translation>
    </message>
    <message>
        <source>FreeCell building down in suit: 8 columns, 4 free cells; Microsoft deals.</source>
        <translation>FreeCell mit Aufbau in Farbe: 8 Spalten, 4 freie Zellen; Microsofts Spielnummern.</translation>
    </message>
    <message>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <source>8 columns of 6, 8 free cells (4 filled), builds down in suit, kings in empty columns.</source>
        <translation>8 Spalten zu 6 Karten, 8 freie Zellen (4 belegt), absteigend in Farbe, Könige in leere Spalten.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells, builds down in alternating colours; Microsoft deals.</source>
        <translation>8 Spalten, 4 freie Zellen, absteigend in wechselnden Farben; Microsofts Spielnummern.</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>The cards are dealt row by row into 13 columns of four, and each column&apos;s kings are moved under its other cards.</source>
        <translation>Die Karten werden Reihe für Reihe in 13 Spalten zu vier gegeben, und die Könige jeder Spalte kommen unter ihre anderen Karten.</translation>
    </message>
    <message>
        <source>needs 13 columns</source>
        <translation>braucht 13 Spalten</translation>
    </message>
    <message>
        <source>13 columns of 4, kings at the bottom, build down regardless of suit, one card at a time; empty columns stay empty.</source>
        <translation>13 Spalten zu 4, Könige zuunterst, abwärts ohne Rücksicht auf die Farbe, eine Karte je Zug; leere Spalten bleiben leer.</translation>
    </message>
    <message>
        <source>Beleaguered Castle</source>
        <translation>Belagerte Burg</translation>
    </message>
    <message>
        <source>Aces start the foundations; 8 columns of 6 build down regardless of suit, one card at a time.</source>
        <translation>Die Asse beginnen die Ablagestapel; 8 Spalten zu 6 bauen abwärts ohne Rücksicht auf die Farbe, eine Karte je Zug.</translation>
    </message>
    <message>
        <source>Forecell</source>
        <translation>Forecell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells filled by the deal, alternating colours, kings in empty columns.</source>
        <translation>8 Spalten, 4 vom Geben gefüllte freie Zellen, abwechselnde Farben, Könige in leere Spalten.</translation>
    </message>
    <message>
        <source>Streets and Alleys</source>
        <translation>Straßen und Gassen</translation>
    </message>
    <message>
        <source>All 52 cards in 8 columns that build down regardless of suit, one card at a time; no free cells.</source>
        <translation>Alle 52 Karten in 8 Spalten, die abwärts ohne Rücksicht auf die Farbe bauen, eine Karte je Zug; keine freien Zellen.</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Penguin</translation>
    </message>
    <message>
        <source>David Parlett&apos;s game: 7 columns, 7 flippers, foundations from the beak&apos;s rank.</source>
        <translation>David Parletts Spiel: 7 Spalten, 7 Flipper, Fundamente ab dem Rang des Schnabels.</translation>
    </message>
    <message>
        <source>Relaxed Penguin</source>
        <translation>Entspannter Penguin</translation>
    </message>
    <message>
        <source>Penguin where an empty column takes any card.</source>
        <translation>Penguin, bei dem eine leere Spalte jede Karte nimmt.</translation>
    </message>
    <message>
        <source>Penguin, 6 flippers</source>
        <translation>Penguin mit 6 Flippern</translation>
    </message>
    <message>
        <source>Penguin with 6 flippers.</source>
        <translation>Penguin mit 6 Flippern.</translation>
    </message>
    <message>
        <source>Penguin, 5 flippers</source>
        <translation>Penguin mit 5 Flippern</translation>
    </message>
    <message>
        <source>Penguin with 5 flippers.</source>
        <translation>Penguin mit 5 Flippern.</translation>
    </message>
    <message>
        <source>Penguin, 3 flippers</source>
        <translation>Penguin mit 3 Flippern</translation>
    </message>
    <message>
        <source>Penguin with 3 flippers.</source>
        <translation>Penguin mit 3 Flippern.</translation>
    </message>
    <message>
        <source>Penguin without flippers</source>
        <translation>Penguin ohne Flipper</translation>
    </message>
    <message>
        <source>Penguin with no flippers at all: only tableau and foundation moves.</source>
        <translation>Penguin ganz ohne Flipper: nur Züge in den Spalten und auf die Fundamente.</translation>
    </message>
    <message>
        <source>50 cards are dealt row by row into the 10 columns, five to a column, and the last two go into the two middle free cells; the foundations start with the aces.</source>
        <translation>50 Karten werden Reihe für Reihe in die 10 Spalten ausgeteilt, fünf in jede Spalte, und die letzten zwei kommen in die beiden mittleren freien Zellen; die Fundamente beginnen mit den Assen.</translation>
    </message>
    <message>
        <source>Row by row, aces out</source>
        <translation>Reihe für Reihe, Asse vorab</translation>
    </message>
    <message>
        <source>The four aces start the foundations and the other 48 cards are dealt row by row into the columns; the cells start empty.</source>
        <translation>Die vier Asse beginnen die Ablagestapel, und die übrigen 48 Karten werden Reihe für Reihe in die Spalten gegeben; die Zellen sind anfangs leer.</translation>
    </message>
    <message>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <source>needs 10 columns and 2 cells or more</source>
        <translation>braucht 10 Spalten und 2 oder mehr freie Zellen</translation>
    </message>
    <message>
        <source>10 columns of 5, 4 free cells (2 filled), builds down in suit, kings in empty columns.</source>
        <translation>10 Spalten zu 5 Karten, 4 freie Zellen (2 belegt), absteigend in Farbe, Könige in leere Spalten.</translation>
    </message>
    <message>
        <source>Parlett&apos;s deal</source>
        <translation>Parletts Austeilung</translation>
    </message>
    <message>
        <source>The first card dealt, the beak, lies deepest in the first column and sets the base rank; the other three cards of its rank start the foundations, and the rest are dealt row by row.</source>
        <translation>Die erste ausgeteilte Karte, der Schnabel, liegt zuunterst in der ersten Spalte und bestimmt den Grundwert; die drei anderen Karten dieses Rangs beginnen die Fundamente, der Rest wird Reihe für Reihe ausgeteilt.</translation>
    </message>
    <message>
        <source>48 cards are dealt row by row into the columns and the last four into the first four cells; the foundations start with the aces.</source>
        <translation>48 Karten werden Reihe für Reihe in die Spalten ausgeteilt und die letzten vier in die ersten vier Zellen; die Fundamente beginnen mit den Assen.</translation>
    </message>
    <message>
        <source>needs 8 columns and 4 cells or more</source>
        <translation>braucht 8 Spalten und 4 oder mehr freie Zellen</translation>
    </message>
    <message>
        <source>deals all 52 cards: the foundations start empty</source>
        <translation>gibt alle 52 Karten aus: die Fundamente beginnen leer</translation>
    </message>
    <message>
        <source>Microsoft FreeCell</source>
        <translation>Microsoft FreeCell</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, numbered as in Microsoft FreeCell; the foundations start with the aces.</source>
        <translation>Alle 52 Karten werden Reihe für Reihe in die Spalten ausgeteilt, nummeriert wie in Microsoft FreeCell; die Fundamente beginnen mit den Assen.</translation>
    </message>
    <message>
        <source>needs 8 columns (the numbers are Microsoft&apos;s)</source>
        <translation>braucht 8 Spalten (die Nummern sind die von Microsoft)</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Reihe für Reihe</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, the cells start empty and the foundations start with the aces.</source>
        <translation>Alle 52 Karten werden Reihe für Reihe in die Spalten ausgeteilt, die Zellen sind anfangs leer und die Fundamente beginnen mit den Assen.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>the card</source>
        <translation>die Karte</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>einen Flipper</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>eine freie Zelle</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>ihr Fundament</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>die {card} mit der Karte darauf</numerusform>
            <numerusform>die {card} mit den %n Karten darauf</numerusform>
        </translation>
    </message>
    <message>
        <source>the empty column {n}</source>
        <translation>die leere Spalte {n}</translation>
    </message>
    <message>
        <source>{cards} to {target}</source>
        <translation>{cards} auf {target}</translation>
    </message>
    <message>
        <source>when {cards} went to {target}</source>
        <translation>als {cards} auf {target} kam</translation>
    </message>
    <message>
        <source>an empty column stays empty</source>
        <translation>eine leere Spalte bleibt leer</translation>
    </message>
    <message>
        <source>the foundations start at the rank of the beak, the first card dealt</source>
        <translation>die Fundamente beginnen mit dem Rang des Schnabels, der ersten gegebenen Karte</translation>
    </message>
    <message>
        <source>the foundations start with the aces</source>
        <translation>die Fundamente beginnen mit den Assen</translation>
    </message>
    <message>
        <source>columns build down in suit</source>
        <translation>Spalten werden abwärts in Farbe gebaut</translation>
    </message>
    <message>
        <source>columns build down in alternating colours</source>
        <translation>Spalten werden abwärts in wechselnden Farben gebaut</translation>
    </message>
    <message>
        <source>an empty column takes only the rank below the base</source>
        <translation>eine leere Spalte nimmt nur den Rang unter dem Grundrang</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>die {card}</translation>
    </message>
    <message>
        <source>the {card} in column {n}</source>
        <translation>die {card} in Spalte {n}</translation>
    </message>
    <message>
        <source>{columns} columns, no {cells}</source>
        <translation>{columns} Spalten, keine {cells}</translation>
    </message>
    <message>
        <source>{columns} columns, {n} {cells}</source>
        <translation>{columns} Spalten, {n} {cells}</translation>
    </message>
    <message>
        <source>columns build down regardless of suit</source>
        <translation>die Spalten bauen abwärts ohne Rücksicht auf die Farbe</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>eine leere Spalte nimmt jede Karte</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>eine leere Spalte nimmt nur einen König</translation>
    </message>
</context>
<context>
    <name>self.runner</name>
    <message>
        <source>The solver cannot start: {why}</source>
        <translation>Der Löser kann nicht starten: {why}</translation>
    </message>
</context>
</TS>
