<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>About</name>
    <message>
        <source>The built-in cards are the program&apos;s own, drawn as it runs.</source>
        <translation>De ingebouwde kaarten zijn van het programma zelf, getekend terwijl het draait.</translation>
    </message>
    <message>
        <source>David Parlett&apos;s patience game Penguin and its family:</source>
        <translation>Het patiencespel Penguin van David Parlett en zijn familie:</translation>
    </message>
    <message>
        <source>Licence: {licence} (the GNU General Public License, version 3 or later).</source>
        <translation>Licentie: {licence} (de GNU General Public License, versie 3 of later).</translation>
    </message>
    <message>
        <source>The other card decks are installed on this computer (by KDE or GNOME) and belong to their authors:</source>
        <translation>De andere kaartspellen zijn op deze computer geïnstalleerd (door KDE of GNOME) en zijn van hun makers:</translation>
    </message>
    <message>
        <source>Home page: {url}</source>
        <translation>Website: {url}</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>zeven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>negen</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tien</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>king</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>nothing can move</source>
        <translation>niets kan verplaatst worden</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>zijn grondslag</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
    <message>
        <source>Large indices, four-colour suits and solid outlines on the empty piles</source>
        <translation>Grote hoekindexen, vier kleuren en stevige randen om de lege stapels</translation>
    </message>
    <message>
        <source>Foundation ({suit})</source>
        <translation>Grondslag ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it can move</source>
        <translation>
            <numerusform>de {card} met de kaart erop kan verplaatst worden</numerusform>
            <numerusform>de {card} met de %n kaarten erop kan verplaatst worden</numerusform>
        </translation>
    </message>
    <message>
        <source>{pile}: {cards} — {moves}</source>
        <translation>{pile}: {cards} — {moves}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>de grondslag</translation>
    </message>
    <message>
        <source>{pile}, card {i} of {n}</source>
        <translation>{pile}, kaart {i} van {n}</translation>
    </message>
    <message>
        <source>the beak</source>
        <translation>de bek</translation>
    </message>
    <message numerus="yes">
        <source>{variant}, deal {deal}: base rank {base}; %n card(s) home</source>
        <translation>
            <numerusform>{variant}, spel {deal}: basisrang {base}; %n kaart thuis</numerusform>
            <numerusform>{variant}, spel {deal}: basisrang {base}; %n kaarten thuis</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} from {source} to {target}</source>
        <translation>{what} van {source} naar {target}</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Kolom {n}</translation>
    </message>
    <message>
        <source>Free cell {letter}</source>
        <translation>Vrije cel {letter}</translation>
    </message>
    <message>
        <source>the {card} can move</source>
        <translation>de {card} kan verplaatst worden</translation>
    </message>
    <message>
        <source>{pile}: up to the {card}</source>
        <translation>{pile}: tot en met de {card}</translation>
    </message>
    <message>
        <source>{pile}: empty</source>
        <translation>{pile}: leeg</translation>
    </message>
    <message>
        <source>can move</source>
        <translation>kan verplaatst worden</translation>
    </message>
    <message numerus="yes">
        <source>{card} and the %n card(s) on it</source>
        <translation>
            <numerusform>{card} met de kaart erop</numerusform>
            <numerusform>{card} met de %n kaarten erop</numerusform>
        </translation>
    </message>
    <message>
        <source>the {what} goes to {where} by itself</source>
        <translation>de {what} gaat vanzelf naar {where}</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Het spel is gewonnen</translation>
    </message>
    <message>
        <source>No move is left</source>
        <translation>Er is geen zet meer mogelijk</translation>
    </message>
    <message>
        <source>Flipper {letter}</source>
        <translation>Flipper {letter}</translation>
    </message>
    <message>
        <source>{pile}: empty, it starts with the {card}</source>
        <translation>{pile}: leeg, begint met de {card}</translation>
    </message>
    <message>
        <source>an empty column takes: {label}</source>
        <translation>een lege kolom neemt: {label}</translation>
    </message>
    <message>
        <source>it can go to: {targets}</source>
        <translation>kan naar: {targets}</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>een flipper</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>een vrije cel</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Terug naar het begin van het spel</translation>
    </message>
    <message>
        <source>the {card} goes on next</source>
        <translation>de {card} komt als volgende</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>kolom {n}</translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n move(s)</source>
        <translation>
            <numerusform>Ongedaan gemaakt: %n zet</numerusform>
            <numerusform>Ongedaan gemaakt: %n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>column {n} (%n cards)</source>
        <translation>
            <numerusform>kolom {n} (%n kaarten)</numerusform>
            <numerusform>kolom {n} (%n kaarten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Show a good move (ask again for another)</source>
        <translation>Een goede zet tonen (nogmaals vragen voor een andere)</translation>
    </message>
    <message>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Oplossen (demo)</translation>
    </message>
    <message>
        <source>Let the solver play the game; again to stop</source>
        <translation>De oplosser het spel laten spelen; nogmaals om te stoppen</translation>
    </message>
    <message>
        <source>Show S&amp;olution…</source>
        <translation>&amp;Oplossing tonen…</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Spel nabespreken</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show a good move and play it (Enter plays a hint shown)</source>
        <translation>Een goede zet tonen en spelen (Enter speelt een getoonde tip)</translation>
    </message>
    <message>
        <source>Hint {i} of {n}: move {move}</source>
        <translation>Tip {i} van {n}: zet {move}</translation>
    </message>
    <message>
        <source>Hint played: {move}</source>
        <translation>Tip gespeeld: {move}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Opgegeven</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Geen zetten meer</translation>
    </message>
    <message>
        <source>The game was given up and counted as lost</source>
        <translation>Het spel is opgegeven en telt als verloren</translation>
    </message>
    <message>
        <source>Take back moves until the game can be won again</source>
        <translation>Zetten terugnemen tot het spel weer te winnen is</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Winbaar</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Niet meer winbaar</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>Onbekend</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Niet te winnen</translation>
    </message>
    <message>
        <source>Cannot be won from here</source>
        <translation>Vanaf hier niet te winnen</translation>
    </message>
    <message>
        <source>Can&apos;t tell — no solver for these rules</source>
        <translation>Onbekend — geen oplosser voor deze regels</translation>
    </message>
    <message>
        <source>No longer winnable since move {n}</source>
        <translation>Niet meer te winnen sinds zet {n}</translation>
    </message>
    <message>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation>Terug naar de laatste &amp;winbare stand</translation>
    </message>
    <message>
        <source>Pla&amp;y a Hint</source>
        <translation>Tip spe&amp;len</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start</source>
        <translation>De oplosser vond geen manier om dit spel vanaf het begin te winnen</translation>
    </message>
    <message>
        <source>no longer winnable since move {n}, {when}</source>
        <translation>niet meer te winnen sinds zet {n}, {when}</translation>
    </message>
    <message numerus="yes">
        <source>The solver found a win in %n move(s) from here (one line of many, not always the shortest)</source>
        <translation>
            <numerusform>De oplosser vond vanaf hier een winst in %n zet (één weg van vele, niet altijd de kortste)</numerusform>
            <numerusform>De oplosser vond vanaf hier een winst in %n zetten (één weg van vele, niet altijd de kortste)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solver can play these rules: {why}</source>
        <translation>Geen oplosser kan deze regels spelen: {why}</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>Back to a position that can still be won</source>
        <translation>Terug bij een stand die nog te winnen is</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Zoekt een tip…</translation>
    </message>
    <message>
        <source>There is no move left</source>
        <translation>Er is geen zet meer mogelijk</translation>
    </message>
    <message>
        <source>(it leads to a win)</source>
        <translation>(dit leidt tot winst)</translation>
    </message>
    <message>
        <source>Demo stopped</source>
        <translation>Demo gestopt</translation>
    </message>
    <message>
        <source>The solver is looking for a way to win…</source>
        <translation>De oplosser zoekt een weg naar de winst…</translation>
    </message>
    <message>
        <source>This position cannot be won: nothing to show</source>
        <translation>Deze stand is niet te winnen: niets te tonen</translation>
    </message>
    <message>
        <source>The solver could not decide this position</source>
        <translation>De oplosser kon over deze stand niet beslissen</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to win</source>
        <translation>
            <numerusform>Demo: %n zet tot de winst</numerusform>
            <numerusform>Demo: %n zetten tot de winst</numerusform>
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
        <translation>V</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank letter: king</comment>
        <extracomment>The letter for the king, in a card&apos;s corner index and in every text that names a card (&quot;K♠&quot;). One or two letters, as players of your language read them on French-suited cards (Dutch: H for Heer).</extracomment>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>Show as &amp;table</source>
        <translation>Als &amp;tabel tonen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Play Penguin and its family.</source>
        <translation>Speel Penguin en zijn familie.</translation>
    </message>
    <message>
        <source>a saved game or a challenge (.penguin.json), or a position to play in the board format of &apos;penguin-solve deal&apos;</source>
        <translation>een bewaard spel of een uitdaging (.penguin.json), of een stand in het formaat van &apos;penguin-solve deal&apos;</translation>
    </message>
    <message>
        <source>variant id (penguin, eight-off, freecell, ...; default: as last played)</source>
        <translation>naam van de variant (penguin, eight-off, freecell, …; standaard: zoals laatst gespeeld)</translation>
    </message>
    <message>
        <source>animation speed (default: as last set)</source>
        <translation>animatiesnelheid (standaard: zoals laatst ingesteld)</translation>
    </message>
    <message>
        <source>language of the window and of these messages: en, de, nl, it or es (default: as chosen in Settings, else the system&apos;s)</source>
        <translation>taal van het venster en van deze meldingen: en, de, nl, it of es (standaard: zoals in de instellingen, anders die van het systeem)</translation>
    </message>
    <message>
        <source>add Penguin Qt to this user&apos;s desktop menu (entry, icon, metainfo) and exit</source>
        <translation>Penguin Qt aan het bureaubladmenu van deze gebruiker toevoegen (item, pictogram, metadata) en stoppen</translation>
    </message>
    <message>
        <source>take it out of the menu again and exit</source>
        <translation>het weer uit het menu halen en stoppen</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder: its window comes to the front</source>
        <translation>Penguin Qt draait al met deze gegevensmap: het venster komt naar voren</translation>
    </message>
    <message>
        <source>deal numbers go from 1 to {max}</source>
        <translation>spelnummers lopen van 1 tot {max}</translation>
    </message>
    <message>
        <source>--cells must be 0 to {max}</source>
        <translation>--cells moet tussen 0 en {max} liggen</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder but does not answer; close it, then start again</source>
        <translation>Penguin Qt draait al met deze gegevensmap maar antwoordt niet; sluit het en start dan opnieuw</translation>
    </message>
    <message>
        <source>The plugin {name} was not loaded: {error}</source>
        <translation>De plugin {name} is niet geladen: {error}</translation>
    </message>
    <message>
        <source>no variant plugin is active; nothing to play</source>
        <translation>geen variant-plug-in is actief; er is niets te spelen</translation>
    </message>
    <message>
        <source>number of cells (flippers in Penguin), 0-{max}</source>
        <translation>aantal cellen (flippers in Penguin), 0-{max}</translation>
    </message>
    <message>
        <source>card deck: builtin, builtin-four-colour, builtin-high-contrast, the name of an installed deck as View › Cards shows it (Dondorf), or the path of an SVG deck (default: as last set)</source>
        <translation>kaartspel: builtin, builtin-four-colour, builtin-high-contrast, de naam van een geïnstalleerd kaartspel zoals Beeld › Kaarten die toont (Dondorf), of het pad van een SVG-kaartspel (standaard: zoals laatst ingesteld)</translation>
    </message>
    <message>
        <source>deal number, 1 to {max}</source>
        <translation>spelnummer, 1 tot {max}</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Reeks: %n dag</numerusform>
            <numerusform>Reeks: %n dagen</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM</source>
        <translation>d MMMM</translation>
    </message>
    <message>
        <source>Deal of the day · {day}</source>
        <translation>Spel van de dag · {day}</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <source>Looking for the deal of the day…</source>
        <translation>Het spel van de dag wordt gezocht…</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the deal of the day?</source>
        <translation>Het lopende spel verlaten en het spel van de dag spelen?</translation>
    </message>
    <message>
        <source>Deal {n}: the same deal for every player of this variant on {day}</source>
        <translation>Spel {n}: hetzelfde spel voor iedereen die deze variant speelt op {day}</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Spel van de dag</translation>
    </message>
    <message>
        <source>The deal of the day could not be found.</source>
        <translation>Het spel van de dag kon niet worden gevonden.</translation>
    </message>
    <message>
        <source>You won the deal of the day with help. {streak}</source>
        <translation>Spel van de dag gewonnen, met hulp. {streak}</translation>
    </message>
    <message>
        <source>Days played:</source>
        <translation>Gespeelde dagen:</translation>
    </message>
    <message>
        <source>Days won:</source>
        <translation>Gewonnen dagen:</translation>
    </message>
    <message>
        <source>Current streak of days:</source>
        <translation>Huidige reeks dagen:</translation>
    </message>
    <message>
        <source>Longest streak of days:</source>
        <translation>Langste reeks dagen:</translation>
    </message>
    <message>
        <source>{caption}, deal {n}. {streak}</source>
        <translation>{caption}, spel {n}. {streak}</translation>
    </message>
    <message>
        <source>You won the deal of the day. {streak}</source>
        <translation>Spel van de dag gewonnen. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day is lost. {streak}</source>
        <translation>Het spel van de dag is verloren. {streak}</translation>
    </message>
    <message>
        <source>This is the deal of the day already. {streak}</source>
        <translation>Dit is al het spel van de dag. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day again: only its first game counts. {streak}</source>
        <translation>Nog eens het spel van de dag: alleen het eerste spel telt. {streak}</translation>
    </message>
</context>
<context>
    <name>DealHistoryTable</name>
    <message>
        <source>Deal history</source>
        <translation>Geschiedenis van de spellen</translation>
    </message>
    <message>
        <source>Press Enter on a deal to play it again.</source>
        <translation>Druk op Enter bij een spel om het opnieuw te spelen.</translation>
    </message>
    <message>
        <source>Double-click a deal, or press Enter on it, to play it again.</source>
        <translation>Dubbelklik op een spel, of druk er op Enter, om het opnieuw te spelen.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Minste zetten</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Snelste winst</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Laatste keer</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Gespeeld op</translation>
    </message>
    <message>
        <source>The bests count the games played alone (no hints, no solver&apos;s moves).</source>
        <translation>De beste resultaten tellen de spellen die alleen gespeeld zijn (geen hints, geen zetten van de oplosser).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Nog geen spellen gespeeld.</translation>
    </message>
</context>
<context>
    <name>DealPool</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>E&amp;xpert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Makkelijk</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Gemiddeld</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>M&amp;oeilijk</translation>
    </message>
    <message>
        <source>New Deal &amp;by Difficulty</source>
        <translation>Nieuw spel op &amp;moeilijkheid</translation>
    </message>
    <message>
        <source>Winnable Deals On&amp;ly</source>
        <translation>Alleen &amp;winbare spellen</translation>
    </message>
    <message>
        <source>New Deal deals only deals the solver has proven winnable (for this variant)</source>
        <translation>Nieuw spel deelt alleen spellen waarvan de oplosser heeft bewezen dat ze winbaar zijn (voor deze variant)</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ready</source>
        <translation>
            <numerusform>%n spel klaar</numerusform>
            <numerusform>%n spellen klaar</numerusform>
        </translation>
    </message>
    <message>
        <source>New Deal now deals only proven-winnable deals</source>
        <translation>Nieuw spel deelt nu alleen bewezen winbare spellen</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Zoekt een winbaar spel…</translation>
    </message>
    <message>
        <source>{n} of the deals kept ready were not valid and were left out; the file as it was is kept as {name}</source>
        <translation>{n} van de klaargezette spellen waren ongeldig en zijn weggelaten; het bestand is ongewijzigd bewaard als {name}</translation>
    </message>
    <message>
        <source>Difficulty: {tier}</source>
        <translation>Moeilijkheid: {tier}</translation>
    </message>
    <message>
        <source>Deals cannot be proven winnable here ({reason}): a random deal is dealt</source>
        <translation>Hier kan niet worden bewezen dat spellen winbaar zijn ({reason}): er wordt een willekeurig spel gedeeld</translation>
    </message>
    <message>
        <source>Deals of this variant cannot be rated ({reason})</source>
        <translation>Spellen van deze variant kunnen niet worden beoordeeld ({reason})</translation>
    </message>
    <message>
        <source>Still looking: {n} deals tried, none of them fits yet</source>
        <translation>Nog aan het zoeken: {n} spellen geprobeerd, nog geen enkele past</translation>
    </message>
    <message>
        <source>Deals cannot be rated ({reason})</source>
        <translation>Spellen kunnen niet worden beoordeeld ({reason})</translation>
    </message>
    <message>
        <source>The deals kept ready could not be read ({reason}); the file was set aside as {name} and new deals are found again</source>
        <translation>De klaargezette spellen konden niet worden gelezen ({reason}); het bestand is opzijgezet als {name} en er worden opnieuw spellen gezocht</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: looking for one…</source>
        <translation>Nog geen spel van niveau {tier} klaar: zoekt er een…</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: a {other} deal is dealt instead</source>
        <translation>Nog geen spel van niveau {tier} klaar: er wordt een spel van niveau {other} gedeeld</translation>
    </message>
</context>
<context>
    <name>DealRater</name>
    <message>
        <source>the solver worker keeps ending</source>
        <translation>het oplosproces stopt steeds</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Built-in</source>
        <translation>Ingebouwd</translation>
    </message>
    <message>
        <source>Built-in, high contrast</source>
        <translation>Ingebouwd, hoog contrast</translation>
    </message>
    <message>
        <source>Built-in, four colours</source>
        <translation>Ingebouwd, vier kleuren</translation>
    </message>
    <message>
        <source>There is no card deck called {name} (the decks here: {names})</source>
        <translation>Er is geen kaartspel met de naam {name} (de kaartspellen hier: {names})</translation>
    </message>
    <message>
        <source>No card deck at {path}</source>
        <translation>Geen kaartspel op {path}</translation>
    </message>
    <message>
        <source>Cannot read the card deck {path}</source>
        <translation>Het kaartspel {path} is niet te lezen</translation>
    </message>
    <message>
        <source>The card deck {path} has no card {card}</source>
        <translation>Het kaartspel {path} mist de kaart {card}</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Deal numbers go from 1 to {max}</source>
        <translation>Spelnummers lopen van 1 tot {max}</translation>
    </message>
    <message>
        <source>{variant} has {expected} columns, the position has {found}</source>
        <translation>{variant} heeft {expected} kolommen, de stand heeft er {found}</translation>
    </message>
    <message>
        <source>1 card is missing: {cards}</source>
        <translation>1 kaart ontbreekt: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards are missing: {cards}</source>
        <translation>
            <numerusform>{count} kaart ontbreekt: {cards}</numerusform>
            <numerusform>{count} kaarten ontbreken: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} appears twice (also on line {other})</source>
        <translation>De {card} komt twee keer voor (ook op regel {other})</translation>
    </message>
    <message>
        <source>A Base: line is needed: {variant} has a base rank</source>
        <translation>Een regel Base: is nodig: {variant} heeft een basisrang</translation>
    </message>
    <message>
        <source>Not a rank: {text!r}</source>
        <translation>Geen rang: {text!r}</translation>
    </message>
    <message>
        <source>{variant} builds its foundations from the ace</source>
        <translation>{variant} bouwt zijn grondslagen vanaf de aas</translation>
    </message>
    <message>
        <source>This position is for the variant {found!r}, not {expected!r}</source>
        <translation>Deze stand hoort bij de variant {found!r}, niet bij {expected!r}</translation>
    </message>
    <message>
        <source>Not a card: {text!r}</source>
        <translation>Geen kaart: {text!r}</translation>
    </message>
    <message>
        <source>Not a foundation entry: {text!r}</source>
        <translation>Geen grondslagwaarde: {text!r}</translation>
    </message>
    <message>
        <source>{text!r} is given twice</source>
        <translation>{text!r} staat er twee keer</translation>
    </message>
    <message>
        <source>{variant} has {expected} {word}, the position has {found}</source>
        <translation>{variant} heeft {expected} {word}, de stand heeft er {found}</translation>
    </message>
    <message>
        <source>{name} is given twice</source>
        <translation>{name} staat er twee keer</translation>
    </message>
    <message>
        <source>Unknown line: {text!r}</source>
        <translation>Onbekende regel: {text!r}</translation>
    </message>
    <message>
        <source>Not a move: {text!r}</source>
        <translation>Geen zet: {text!r}</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there</source>
        <translation>Kaarten op een grondslag blijven daar</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>azen</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>tweeën</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>drieën</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>vijven</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>zessen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>zevens</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>negens</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tienen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>boeren</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>vrouwen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>heren</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>any</source>
        <translation>elke</translation>
    </message>
    <message>
        <source>An empty column takes only the rank below the base rank</source>
        <translation>Een lege kolom neemt alleen de rang onder de basisrang</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty {word}</source>
        <translation>
            <numerusform>{count} lege {word}</numerusform>
            <numerusform>{count} lege {word}</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells}, {columns}</source>
        <translation>Nu kan 1 kaart in één zet mee: {cells}, {columns}</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells}, {columns}</source>
        <translation>Nu kunnen {limit} kaarten in één zet mee: {cells}, {columns}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>de grondslag</translation>
    </message>
    <message>
        <source>free cell</source>
        <translation>vrije cel</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>vrije cellen</translation>
    </message>
    <message>
        <source>An empty column takes any card</source>
        <translation>Een lege kolom neemt elke kaart</translation>
    </message>
    <message>
        <source>An empty column stays empty</source>
        <translation>Een lege kolom blijft leeg</translation>
    </message>
    <message>
        <source>An empty column takes only a king</source>
        <translation>Een lege kolom neemt alleen een heer</translation>
    </message>
    <message>
        <source>Runs of any length move as a unit</source>
        <translation>Reeksen van elke lengte gaan als geheel</translation>
    </message>
    <message>
        <source>One card moves at a time</source>
        <translation>Er wordt telkens één kaart verplaatst</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards move as a unit</source>
        <translation>Reeksen van hoogstens (lege {cells} + 1) kaarten gaan als geheel</translation>
    </message>
    <message>
        <source>any number of cards can be carried</source>
        <translation>elk aantal kaarten kan mee</translation>
    </message>
    <message>
        <source>one card can be moved at a time in this variant</source>
        <translation>in deze variant kan telkens maar één kaart worden verplaatst</translation>
    </message>
    <message>
        <source>no empty {word}</source>
        <translation>geen lege {word}</translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells} (empty columns do not count)</source>
        <translation>Nu kan 1 kaart in één zet mee: {cells} (lege kolommen tellen niet)</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells} (empty columns do not count)</source>
        <translation>Nu kunnen {limit} kaarten in één zet mee: {cells} (lege kolommen tellen niet)</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>kolom {n}</translation>
    </message>
    <message>
        <source>{word} {letter}</source>
        <translation>{word} {letter}</translation>
    </message>
    <message>
        <source>There is no {pile}</source>
        <translation>Er is geen {pile}</translation>
    </message>
    <message>
        <source>The cards are already there</source>
        <translation>De kaarten liggen daar al</translation>
    </message>
    <message>
        <source>Only {explanation}</source>
        <translation>Alleen: {explanation}</translation>
    </message>
    <message>
        <source>Empty columns stay empty in this variant</source>
        <translation>Lege kolommen blijven in deze variant leeg</translation>
    </message>
    <message>
        <source>A move carries at least one card</source>
        <translation>Een zet verplaatst minstens één kaart</translation>
    </message>
    <message>
        <source>There is no card in {pile}</source>
        <translation>Er ligt geen kaart in {pile}</translation>
    </message>
    <message>
        <source>There are only {n} cards in {pile}</source>
        <translation>Er liggen maar {n} kaarten in {pile}</translation>
    </message>
    <message>
        <source>The {card} cannot be moved with the cards on it: they are not a run</source>
        <translation>De {card} kan niet met de kaarten erop mee: ze vormen geen reeks</translation>
    </message>
    <message>
        <source>Only one card at a time goes there</source>
        <translation>Daar gaat maar één kaart tegelijk heen</translation>
    </message>
    <message>
        <source>flipper</source>
        <translation>flipper</translation>
    </message>
    <message>
        <source>flippers</source>
        <translation>flippers</translation>
    </message>
    <message>
        <source>no other empty column</source>
        <translation>geen andere lege kolom</translation>
    </message>
    <message>
        <source>no empty column</source>
        <translation>geen lege kolom</translation>
    </message>
    <message>
        <source>the tableau builds down regardless of suit</source>
        <translation>de kolommen bouwen af ongeacht de kleur</translation>
    </message>
    <message>
        <source>{variant} does not allow this move</source>
        <translation>{variant} staat deze zet niet toe</translation>
    </message>
    <message>
        <source>The deal procedure {name} made a position that does not fit the variant {variant}: {problem}</source>
        <translation>De deelprocedure {name} heeft een stand gemaakt die niet bij de variant {variant} past: {problem}</translation>
    </message>
    <message>
        <source>the foundations do not start with the aces</source>
        <translation>de aflegstapels beginnen niet met de azen</translation>
    </message>
    <message>
        <source>base rank {base}, but the deal procedure does not choose the base</source>
        <translation>basisrang {base}, maar de deelprocedure kiest de basisrang niet</translation>
    </message>
    <message>
        <source>{card} is not a card (cards are 0-51)</source>
        <translation>{card} is geen kaart (kaarten zijn 0-51)</translation>
    </message>
    <message>
        <source>{card} twice</source>
        <translation>{card} twee keer</translation>
    </message>
    <message>
        <source>The game was given up: deal again to play on</source>
        <translation>Het spel is opgegeven: deel opnieuw om verder te spelen</translation>
    </message>
    <message>
        <source>{variant} fixes this rule, which makes the game: {rule}</source>
        <translation>{variant} legt deze regel vast, die het spel maakt: {rule}</translation>
    </message>
    <message>
        <source>the deal {deal} {problem}</source>
        <translation>de deling {deal}: {problem}</translation>
    </message>
    <message>
        <source>{number} {word}</source>
        <translation>{number} {word}</translation>
    </message>
    <message>
        <source>The deal procedure {name} made deal {number}, which does not fit: {problem}</source>
        <translation>De deling {name} maakte spel {number}, dat niet past: {problem}</translation>
    </message>
    <message>
        <source>The deal procedure {name} failed: {error}</source>
        <translation>De deelprocedure {name} is mislukt: {error}</translation>
    </message>
    <message>
        <source>The deal procedure {name} did not make deal {number} within {seconds} s</source>
        <translation>De deling {name} heeft spel {number} niet binnen {seconds} s gedeeld</translation>
    </message>
    <message>
        <source>The deal procedure {name} cannot make deal {number} here: {reason}</source>
        <translation>De deling {name} kan spel {number} hier niet delen: {reason}</translation>
    </message>
    <message>
        <source>The deal procedure {name} ended its process while making deal {number} ({how})</source>
        <translation>De deling {name} beëindigde haar proces tijdens het delen van spel {number} ({how})</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} is geen gewoon bestand</translation>
    </message>
    <message>
        <source>{name} is too large (over {limit} bytes)</source>
        <translation>{name} is te groot (meer dan {limit} bytes)</translation>
    </message>
    <message>
        <source>{name} is too large once expanded (over {limit} bytes)</source>
        <translation>{name} is uitgepakt te groot (meer dan {limit} bytes)</translation>
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
        <translation>onafgemaakt</translation>
    </message>
    <message>
        <source>not a game record: {value} is not a number JSON allows</source>
        <translation>geen spelverslag: {value} is geen getal dat JSON toestaat</translation>
    </message>
    <message>
        <source>a game that was won cannot have been given up</source>
        <translation>een gewonnen spel kan niet opgegeven zijn</translation>
    </message>
    <message>
        <source>the record says {said}, but its moves leave the game {actual}</source>
        <translation>volgens het verslag is het spel {said}, maar na de zetten is het {actual}</translation>
    </message>
    <message>
        <source>the game is too long to be saved (over {limit} bytes)</source>
        <translation>het spel is te lang om te bewaren (meer dan {limit} bytes)</translation>
    </message>
    <message>
        <source>a number in it is far too long to be part of a game</source>
        <translation>een getal erin is veel te lang om bij een spel te horen</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}</source>
        <translation>moet een geheel getal van {low} tot {high} zijn</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>is langer dan {limit} tekens</translation>
    </message>
    <message>
        <source>holds characters that are not text</source>
        <translation>bevat tekens die geen tekst zijn</translation>
    </message>
    <message>
        <source>has more than {limit} moves</source>
        <translation>heeft meer dan {limit} zetten</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>moet true of false zijn</translation>
    </message>
    <message>
        <source>the game cannot be brought back from this record</source>
        <translation>het spel kan niet uit dit verslag worden teruggehaald</translation>
    </message>
    <message>
        <source>the game holds text that cannot be written</source>
        <translation>het spel bevat tekst die niet kan worden geschreven</translation>
    </message>
    <message>
        <source>the deal was made with the deal procedure {shuffle}, which this variant here does not use (is the plugin that brings it installed?)</source>
        <translation>het spel is gedeeld met de deelprocedure {shuffle}, die deze variant hier niet gebruikt (is de plug-in die haar meebrengt geïnstalleerd?)</translation>
    </message>
    <message>
        <source>Moves to the foundation use index 0: the card&apos;s suit picks the pile</source>
        <translation>Zetten naar de grondslag gebruiken index 0: de kleur van de kaart kiest de stapel</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time</source>
        <translation>Kaarten gaan één voor één naar een grondslag</translation>
    </message>
    <message>
        <source>The {card} cannot go home yet: the {suit} foundation takes the {next} next</source>
        <translation>De {card} kan nog niet naar huis: de grondslag {suit} neemt eerst de {next}</translation>
    </message>
    <message>
        <source>A {word} holds one card</source>
        <translation>Een {word} houdt één kaart</translation>
    </message>
    <message>
        <source>There is already a card in {pile}</source>
        <translation>Er ligt al een kaart in {pile}</translation>
    </message>
    <message>
        <source>Nothing may be placed on an ace</source>
        <translation>Op een aas mag niets worden gelegd</translation>
    </message>
    <message>
        <source>the tableau builds down in suit</source>
        <translation>het tableau bouwt aflopend op kleur</translation>
    </message>
    <message>
        <source>the tableau builds down in alternating colours</source>
        <translation>het tableau bouwt aflopend in afwisselend rood en zwart</translation>
    </message>
    <message>
        <source>The {card} does not go on the {target}: {rule}</source>
        <translation>De {card} past niet op de {target}: {rule}</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}</source>
        <translation>Lege kolommen nemen alleen {ranks}</translation>
    </message>
    <message>
        <source>There is only 1 card in {pile}</source>
        <translation>Er ligt maar 1 kaart in {pile}</translation>
    </message>
    <message>
        <source>1 other empty column</source>
        <translation>1 andere lege kolom</translation>
    </message>
    <message numerus="yes">
        <source>{count} other empty columns</source>
        <translation>
            <numerusform>{count} andere lege kolom</numerusform>
            <numerusform>{count} andere lege kolommen</numerusform>
        </translation>
    </message>
    <message>
        <source>1 empty column</source>
        <translation>1 lege kolom</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty columns</source>
        <translation>
            <numerusform>{count} lege kolom</numerusform>
            <numerusform>{count} lege kolommen</numerusform>
        </translation>
    </message>
    <message>
        <source>The {suit} foundation starts with the {card}</source>
        <translation>De grondslag {suit} begint met de {card}</translation>
    </message>
    <message>
        <source>Nothing may be placed on the {card}: {rank} is the base rank</source>
        <translation>Op de {card} mag niets worden gelegd: {rank} is de basisrang</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}: the base rank is {base}</source>
        <translation>Lege kolommen nemen alleen {ranks}: de basisrang is {base}</translation>
    </message>
    <message>
        <source>{made} columns, the rules have {columns}</source>
        <translation>{made} kolommen, de regels hebben er {columns}</translation>
    </message>
    <message>
        <source>{made} cells, the rules have {cells}</source>
        <translation>{made} cellen, de regels hebben er {cells}</translation>
    </message>
    <message>
        <source>{made} cards, not 52</source>
        <translation>{made} kaarten, niet 52</translation>
    </message>
    <message>
        <source>This is too long to be a position ({size} characters, where a board has a few hundred)</source>
        <translation>Dit is te lang voor een stelling ({size} tekens, waar een spel er een paar honderd heeft)</translation>
    </message>
    <message>
        <source>{name} is too large to be a game or a position (over {limit} bytes)</source>
        <translation>{name} is te groot voor een spel of een stand (meer dan {limit} bytes)</translation>
    </message>
    <message>
        <source>There is no file {name}</source>
        <translation>Er is geen bestand {name}</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} is een map, geen bestand</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>{name} kon niet gelezen worden: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} is geen tekstbestand</translation>
    </message>
    <message>
        <source>the variant {variant} is not available here (is its plugin installed and on?)</source>
        <translation>de variant {variant} is hier niet beschikbaar (is de plug-in geïnstalleerd en aan?)</translation>
    </message>
    <message>
        <source>too large to be a game record</source>
        <translation>te groot voor een spelverslag</translation>
    </message>
    <message>
        <source>not a Penguin Qt game record</source>
        <translation>geen spelverslag van Penguin Qt</translation>
    </message>
    <message>
        <source>the format version is missing or not a number</source>
        <translation>de formaatversie ontbreekt of is geen getal</translation>
    </message>
    <message>
        <source>written by a newer Penguin Qt (format {version}); this one reads up to {known}</source>
        <translation>geschreven door een nieuwere Penguin Qt (formaat {version}); deze leest tot formaat {known}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>moet een geheel getal zijn</translation>
    </message>
    <message>
        <source>is missing or has the wrong type</source>
        <translation>ontbreekt of heeft het verkeerde type</translation>
    </message>
    <message>
        <source>must be a list of moves</source>
        <translation>moet een lijst van zetten zijn</translation>
    </message>
    <message>
        <source>must be a list of game results</source>
        <translation>moet een lijst van spelresultaten zijn</translation>
    </message>
    <message>
        <source>a record needs either a deal number or a starting position</source>
        <translation>een verslag heeft een spelnummer of een beginstand nodig</translation>
    </message>
    <message>
        <source>must be one of {values}</source>
        <translation>moet een van {values} zijn</translation>
    </message>
    <message>
        <source>a game given up must have the result lost</source>
        <translation>een opgegeven spel moet als uitslag „verloren” hebben</translation>
    </message>
    <message>
        <source>must be a day written YYYY-MM-DD</source>
        <translation>moet een dag zijn in de vorm JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>rules this variant cannot take: {reason}</source>
        <translation>regels die deze variant niet toelaat: {reason}</translation>
    </message>
    <message>
        <source>the game cannot start: {reason}</source>
        <translation>het spel kan niet beginnen: {reason}</translation>
    </message>
    <message>
        <source>each group of moves to redo is one move and the autoplay after it</source>
        <translation>elke groep opnieuw uit te voeren zetten is één zet en het automatisch spelen erna</translation>
    </message>
    <message>
        <source>not a game record: cut off or malformed JSON at line {line}, column {column}</source>
        <translation>geen spelverslag: afgebroken of ongeldige JSON op regel {line}, kolom {column}</translation>
    </message>
    <message>
        <source>not a game record: nested too deeply</source>
        <translation>geen spelverslag: te diep genest</translation>
    </message>
    <message>
        <source>must be a number of seconds</source>
        <translation>moet een aantal seconden zijn</translation>
    </message>
    <message>
        <source>must be a move in the notation, like 34 or 3a</source>
        <translation>moet een zet in de notatie zijn, zoals 34 of 3a</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} mag hier niet: {reason}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>the disk refused it: {error}</source>
        <translation>de schijf weigerde het: {error}</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards, doubled for each empty column other than the destination, move as a unit</source>
        <translation>Reeksen van maximaal (lege {cells} + 1) kaarten, verdubbeld voor elke lege kolom behalve de bestemming, verplaatsen als geheel</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>een ander programma gebruikt het bestand</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>het bestand of de map is alleen-lezen</translation>
    </message>
    <message>
        <source>the file or its folder cannot be opened</source>
        <translation>het bestand of de map kan niet worden geopend</translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file {path} were not text and no copy of it could be kept: the other settings are used, and changes are not kept</source>
        <translation>
            <numerusform>Eén regel van het instellingenbestand {path} was geen tekst en er kon geen kopie van bewaard worden: de overige instellingen gelden, wijzigingen worden niet bewaard</numerusform>
            <numerusform>{count} regels van het instellingenbestand {path} waren geen tekst en er kon geen kopie van bewaard worden: de overige instellingen gelden, wijzigingen worden niet bewaard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file were not text and were left out; the file as it was is kept as {name}</source>
        <translation>
            <numerusform>Eén regel van het instellingenbestand was geen tekst en is weggelaten; het bestand is ongewijzigd bewaard als {name}</numerusform>
            <numerusform>{count} regels van het instellingenbestand waren geen tekst en zijn weggelaten; het bestand is ongewijzigd bewaard als {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be saved to {path}: {reason}</source>
        <translation>De instellingen konden niet in {path} worden bewaard: {reason}</translation>
    </message>
    <message>
        <source>The settings file {path} or its folder is read-only: changes are not kept</source>
        <translation>Het instellingenbestand {path} of de map ervan is alleen-lezen: wijzigingen worden niet bewaard</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({error}); it was kept as {name} and a new one was started.</source>
        <translation>Het statistiekbestand was niet te lezen ({error}); het is bewaard als {name} en er is een nieuw begonnen.</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} is een bestand, geen map</translation>
    </message>
    <message>
        <source>it was made by a newer version of Penguin Qt</source>
        <translation>het is gemaakt door een nieuwere versie van Penguin Qt</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} is een map</translation>
    </message>
    <message>
        <source>The statistics cannot be saved now: {reason}. The results of this session are kept and will be saved when it is possible.</source>
        <translation>De statistieken kunnen nu niet worden opgeslagen: {reason}. De resultaten van deze sessie blijven bewaard en worden opgeslagen zodra het kan.</translation>
    </message>
    <message>
        <source>the record says the game was won, but its moves do not win it</source>
        <translation>het verslag zegt dat het spel gewonnen is, maar de zetten winnen het niet</translation>
    </message>
    <message>
        <source>The settings file was too large ({size} MB) to be read. It was kept as {name} and the default settings are used.</source>
        <translation>Het instellingenbestand was te groot ({size} MB) om te lezen. Het is bewaard als {name} en de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <source>The settings file {path} is too large ({size} MB) to be read. It was ignored: this session starts with the default settings, and changes will not be kept.</source>
        <translation>Het instellingenbestand {path} is te groot ({size} MB) om te lezen. Het is genegeerd: deze sessie begint met de standaardinstellingen en wijzigingen worden niet bewaard.</translation>
    </message>
    <message>
        <source>The saved rules could not be used ({reason}); {variant} is played with its own rules.</source>
        <translation>De opgeslagen regels konden niet worden gebruikt ({reason}); {variant} wordt met de eigen regels gespeeld.</translation>
    </message>
    <message>
        <source>line {line}: </source>
        <translation>regel {line}: </translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>Stop the clock; P again or any move goes on</source>
        <translation>De klok stilzetten; nogmaals P of een zet laat hem verder lopen</translation>
    </message>
    <message>
        <source>Paused: press P or make a move to go on</source>
        <translation>Pauze: druk op P of doe een zet om verder te spelen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Dealing deal {n}…</source>
        <extracomment>``source(game)``: facts of the deal a room knows (its tier, its day as deal of the day)</extracomment>
        <translation>Spel {n} wordt uitgedeeld…</translation>
    </message>
    <message>
        <source>An empty column takes: {label}</source>
        <translation>Een lege kolom neemt: {label}</translation>
    </message>
    <message>
        <source>This foundation starts with the {card}</source>
        <translation>Deze grondslag begint met de {card}</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niets om ongedaan te maken</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Niets om opnieuw te doen</translation>
    </message>
    <message>
        <source>No card can go home safely now</source>
        <translation>Geen kaart kan nu veilig naar de grondslagen</translation>
    </message>
    <message>
        <source>The {card} is picked up: now choose where it goes</source>
        <translation>De {card} is opgepakt: kies nu waar hij heen gaat</translation>
    </message>
    <message>
        <source>{count} cards from the {card} are picked up: now choose where they go</source>
        <translation>{count} kaarten vanaf de {card} zijn opgepakt: kies nu waar ze heen gaan</translation>
    </message>
    <message>
        <source>The {card} has no place to go</source>
        <translation>De {card} kan nergens heen</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The saved game could not be brought back: {reason}</source>
        <translation>Het bewaarde spel kon niet worden teruggehaald: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}); play goes on</source>
        <translation>Het spel kon niet worden bewaard ({reason}); er wordt verder gespeeld</translation>
    </message>
    <message>
        <source>The game is being saved again</source>
        <translation>Het spel wordt weer bewaard</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>Penguin Qt games (*.penguin.json *.json);;Positions (*.txt *.board);;All files (*)</source>
        <translation>Penguin Qt-spellen (*.penguin.json *.json);;Standen (*.txt *.board);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Play the same deal and compare your results?</source>
        <translation>Hetzelfde spel spelen en de resultaten vergelijken?</translation>
    </message>
    <message>
        <source>your friend</source>
        <translation>je tegenspeler</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Op&amp;slaan als…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Stand &amp;kopiëren</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Stand &amp;plakken</translation>
    </message>
    <message>
        <source>C&amp;hallenge a Friend…</source>
        <translation>&amp;Uitdaging…</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>het klembord</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the position in {where}?</source>
        <translation>Het lopende spel verlaten en de stelling uit {where} spelen?</translation>
    </message>
    <message numerus="yes">
        <source>{player} won this deal in %n move(s), with a score of {score}.</source>
        <translation>
            <numerusform>{player} won dit spel in %n zet, met een score van {score}.</numerusform>
            <numerusform>{player} won dit spel in %n zetten, met een score van {score}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} played this deal without winning it: %n move(s), score {score}.</source>
        <translation>
            <numerusform>{player} speelde dit spel zonder het te winnen: %n zet, score {score}.</numerusform>
            <numerusform>{player} speelde dit spel zonder het te winnen: %n zetten, score {score}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Game or a Position</source>
        <translation>Een spel of een stand openen</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the saved game {where}?</source>
        <translation>Het lopende spel verlaten en het opgeslagen spel {where} spelen?</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>Challenge a Friend</source>
        <translation>Iemand uitdagen</translation>
    </message>
    <message>
        <source>Your name, to show beside your friend&apos;s result when they play this deal:</source>
        <translation>Je naam, die naast het resultaat van je tegenspeler staat als die dit spel speelt:</translation>
    </message>
    <message>
        <source>Save the Challenge</source>
        <translation>De uitdaging opslaan</translation>
    </message>
    <message>
        <source>A Challenge</source>
        <translation>Een uitdaging</translation>
    </message>
    <message>
        <source>Play This Deal</source>
        <translation>Dit spel spelen</translation>
    </message>
    <message>
        <source>The Same Deal, Side by Side</source>
        <translation>Hetzelfde spel naast elkaar</translation>
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
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Hints gebruikt</translation>
    </message>
    <message>
        <source>Moves by the solver</source>
        <translation>Zetten van de oplosser</translation>
    </message>
    <message>
        <source>The Game of {player}</source>
        <translation>Het spel van {player}</translation>
    </message>
    <message>
        <source>{variant}, deal {n}</source>
        <translation>{variant}, spel {n}</translation>
    </message>
    <message>
        <source>{variant}, from a position</source>
        <translation>{variant}, vanuit een stand</translation>
    </message>
    <message>
        <source>Position copied to the clipboard, in the board format</source>
        <translation>Stand naar het klembord gekopieerd, in het bordformaat</translation>
    </message>
    <message>
        <source>Saved as {name}</source>
        <translation>Opgeslagen als {name}</translation>
    </message>
    <message>
        <source>Same deal as {player}: good luck</source>
        <translation>Hetzelfde spel als {player}: veel succes</translation>
    </message>
    <message>
        <source>Step Through Their Game</source>
        <translation>Hun spel zet voor zet bekijken</translation>
    </message>
    <message>
        <source>The deal of the day of {day}.</source>
        <translation>Het spel van de dag van {day}.</translation>
    </message>
    <message>
        <source>There is no position in {where}</source>
        <translation>Er staat geen stand in {where}</translation>
    </message>
    <message>
        <source>{player} used hints, but played every move.</source>
        <translation>{player} gebruikte hints, maar speelde elke zet zelf.</translation>
    </message>
    <message>
        <source>Game opened: {name}</source>
        <translation>Spel geopend: {name}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message numerus="yes">
        <source>The solver played {solver} of those %n move(s).</source>
        <translation>
            <numerusform>De oplosser speelde {solver} van die %n zet.</numerusform>
            <numerusform>De oplosser speelde {solver} van die %n zetten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No position in {where}: {reason}</source>
        <translation>Geen stand in {where}: {reason}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} kon niet worden geopend: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved as {name}: {reason}</source>
        <translation>Het spel kon niet worden opgeslagen als {name}: {reason}</translation>
    </message>
    <message>
        <source>The challenge cannot be played: {reason}</source>
        <translation>De uitdaging kan niet gespeeld worden: {reason}</translation>
    </message>
</context>
<context>
    <name>GiveUp</name>
    <message>
        <source>&amp;Give Up…</source>
        <translation>Op&amp;geven…</translation>
    </message>
    <message>
        <source>End this game here: it is counted as lost</source>
        <translation>Dit spel hier beëindigen: het telt als verloren</translation>
    </message>
    <message>
        <source>Give up this game? It ends here and is counted as lost.</source>
        <translation>Dit spel opgeven? Het eindigt hier en telt als verloren.</translation>
    </message>
    <message>
        <source>The position stays on the table; no move can be taken back. You can play the same deal again as a new game.</source>
        <translation>De stand blijft op tafel; geen zet kan worden teruggenomen. Je kunt hetzelfde spel opnieuw spelen als nieuw spel.</translation>
    </message>
    <message>
        <source>Give Up</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>Game given up: it is counted as lost</source>
        <translation>Spel opgegeven: het telt als verloren</translation>
    </message>
    <message>
        <source>Game Given Up</source>
        <translation>Spel opgegeven</translation>
    </message>
    <message>
        <source>This game is counted as lost.</source>
        <translation>Dit spel telt als verloren.</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Opnieuw spelen</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>The aim</source>
        <translation>Het doel</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Kaarten verplaatsen</translation>
    </message>
    <message>
        <source>The keyboard on the table</source>
        <translation>Het toetsenbord op de tafel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Help from the solver</source>
        <translation>Hulp van de oplosser</translation>
    </message>
    <message>
        <source>Move every card to the four foundations, in suit, up from the base rank.</source>
        <translation>Breng alle kaarten naar de vier grondslagen, op kleur, oplopend vanaf de basisrang.</translation>
    </message>
    <message>
        <source>Help › Rules tells the rules of the variant on the table; the status bar says whether the game can still be won.</source>
        <translation>Hulp › Spelregels vertelt de regels van de variant op tafel; de statusbalk zegt of het spel nog gewonnen kan worden.</translation>
    </message>
    <message>
        <source>Drag a card (or a run: the cards on it come along) onto another pile.</source>
        <translation>Sleep een kaart (of een reeks: de kaarten erop gaan mee) naar een andere stapel.</translation>
    </message>
    <message>
        <source>Or click a card, then click where it goes.</source>
        <translation>Of klik op een kaart en daarna op de plek waar hij heen moet.</translation>
    </message>
    <message>
        <source>Double-click a card to send it home, or to the best place it can go.</source>
        <translation>Dubbelklik op een kaart om hem naar zijn grondslag te sturen, of naar de beste plek waar hij heen kan.</translation>
    </message>
    <message>
        <source>Double-click a foundation, or use Game › Send Cards Home, to send home every card that can safely go there when autoplay is off.</source>
        <translation>Dubbelklik op een grondslag, of kies Spel › Kaarten naar de grondslagen, om elke kaart die er veilig heen kan daarheen te sturen als automatisch spelen uit staat.</translation>
    </message>
    <message>
        <source>Escape puts back the cards you drag or picked up.</source>
        <translation>Escape legt de kaarten die je sleept of hebt opgepakt terug.</translation>
    </message>
    <message>
        <source>Arrow keys move the frame between piles. Space or Enter picks up the run in the frame, and puts it down on the pile the frame is on next.</source>
        <translation>De pijltoetsen verplaatsen het kader tussen de stapels. Spatie of Enter pakt de reeks in het kader op en legt die neer op de stapel waar het kader daarna staat.</translation>
    </message>
    <message>
        <source>F sends the card in the frame home, or to the best place it can go, as a double-click does. Escape lets go.</source>
        <translation>F stuurt de kaart in het kader naar zijn grondslag, of naar de beste plek waar hij heen kan, zoals een dubbelklik. Escape laat los.</translation>
    </message>
    <message>
        <source>New Deal asks first when a game is in progress, since the game left counts as lost (Settings can turn the question off). Choose Deal plays a deal by its number; Restart goes back to the deal.</source>
        <translation>Nieuw spel vraagt eerst als er een spel loopt, want het verlaten spel telt als verloren (in Instellingen kan de vraag uit). Spel kiezen speelt een spel op zijn nummer; Opnieuw beginnen gaat terug naar het delen.</translation>
    </message>
    <message>
        <source>Pause stops the clock and hides the cards; P again, a click or a key on the table goes on. Undo and Redo take moves back and play them again.</source>
        <translation>Pauze zet de klok stil en verbergt de kaarten; nog eens P, een klik of een toets op de tafel speelt verder. Ongedaan maken en Opnieuw doen nemen zetten terug en spelen ze opnieuw.</translation>
    </message>
    <message>
        <source>Save As keeps the game in a file, Open brings a saved game or a position back. Copy Position puts the position on the clipboard in the board format; Paste Position plays one from the clipboard.</source>
        <translation>Opslaan als bewaart het spel in een bestand, Openen haalt een bewaard spel of een stand terug. Stand kopiëren zet de stand in het bordformaat op het klembord; Stand plakken speelt er een van het klembord.</translation>
    </message>
    <message>
        <source>Recent Deals deals again one of the last deals played; Deal of the Day is the same deal for everyone on a day. Give Up ends a game that cannot or will not be won; it counts as lost.</source>
        <translation>Recente spellen deelt een van de laatst gespeelde spellen opnieuw; het Spel van de dag is op een dag voor iedereen hetzelfde. Opgeven beëindigt een spel dat niet gewonnen kan of zal worden; het telt als verloren.</translation>
    </message>
    <message>
        <source>Statistics shows the games played, won and the streaks of each variant, with the help used counted apart.</source>
        <translation>Statistieken toont de gespeelde en gewonnen spellen en de reeksen van elke variant, met de gebruikte hulp apart geteld.</translation>
    </message>
    <message>
        <source>Hint shows a good move (again for another); Enter plays the hint shown. Solve (Demo) lets the solver play the game; a click or a key on the table plays the rest at once.</source>
        <translation>Tip toont een goede zet (nog eens voor een andere); Enter speelt de getoonde tip. Oplossen (demo) laat de oplosser het spel spelen; een klik of een toets op de tafel speelt de rest in één keer.</translation>
    </message>
    <message>
        <source>Game › Show Solution steps through a winning line, forwards and backwards. Game › Undo to Last Winnable Position takes back the moves since the game could last be won. Game › Review Game draws the game as a timeline of the solver&apos;s verdicts.</source>
        <translation>Spel › Oplossing tonen loopt een winnende lijn door, vooruit en achteruit. Spel › Terug naar de laatste winbare stand neemt de zetten terug sinds het spel voor het laatst gewonnen kon worden. Spel › Spel nabespreken tekent het spel als tijdlijn van de oordelen van de oplosser.</translation>
    </message>
    <message>
        <source>A game won with hints or the solver&apos;s moves is counted apart.</source>
        <translation>Een spel gewonnen met tips of zetten van de oplosser wordt apart geteld.</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Bediening</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
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
        <translation>Er is geen variant {id}</translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Deal a new game? The game in progress ends and counts as lost.</source>
        <translation>Een nieuw spel delen? Het lopende spel eindigt en telt als verloren.</translation>
    </message>
    <message>
        <source>Settings can turn this question off.</source>
        <translation>In Instellingen kan deze vraag worden uitgezet.</translation>
    </message>
    <message>
        <source>&amp;Choose Deal…</source>
        <translation>Spel &amp;kiezen…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Opnieuw &amp;beginnen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>O&amp;pnieuw doen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variant</translation>
    </message>
    <message>
        <source>{deck}, from {source}</source>
        <translation>{deck}, van {source}</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>een lege kolom neemt elke kaart</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>een lege kolom neemt alleen een heer</translation>
    </message>
    <message>
        <source>{variant} — deal {n}</source>
        <translation>{variant} — spel {n}</translation>
    </message>
    <message>
        <source>an empty column takes the rank below the base</source>
        <translation>een lege kolom neemt de rang onder de basis</translation>
    </message>
    <message>
        <source>{variant} (custom)</source>
        <translation>{variant} (eigen regels)</translation>
    </message>
    <message>
        <source>Custom rules, changed from the variant: {changes}.</source>
        <translation>Eigen regels, gewijzigd ten opzichte van de variant: {changes}.</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Score {score}</translation>
    </message>
    <message>
        <source>{variant} — deal of the day</source>
        <translation>{variant} — spel van de dag</translation>
    </message>
    <message>
        <source>{variant} — a given position</source>
        <translation>{variant} — een gegeven stelling</translation>
    </message>
    <message>
        <source>{n} {cells} instead of {m}</source>
        <translation>{n} {cells} in plaats van {m}</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Groen</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blauw</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rood</translation>
    </message>
    <message>
        <source>G&amp;rey</source>
        <translation>Gr&amp;ijs</translation>
    </message>
    <message>
        <source>Bro&amp;wn</source>
        <translation>Br&amp;uin</translation>
    </message>
    <message>
        <source>&amp;Table Colour</source>
        <translation>&amp;Tafelkleur</translation>
    </message>
    <message>
        <source>Actual &amp;Size</source>
        <translation>&amp;Ware grootte</translation>
    </message>
    <message>
        <source>&amp;Other Colour…</source>
        <translation>&amp;Andere kleur…</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Tafelkleur</translation>
    </message>
    <message>
        <source>The cards are as large as this window allows</source>
        <translation>De kaarten zijn zo groot als dit venster toelaat</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Kaarten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>{problem}: the built-in cards are shown instead</source>
        <translation>{problem}: in plaats daarvan worden de ingebouwde kaarten getoond</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Bediening</translation>
    </message>
    <message>
        <source>&amp;About Penguin Qt</source>
        <translation>&amp;Over Penguin Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Given position</source>
        <translation>Gegeven stelling</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spel {n}</translation>
    </message>
    <message>
        <source>Base {rank}</source>
        <translation>Basis {rank}</translation>
    </message>
    <message>
        <source>Moves {n}</source>
        <translation>Zetten {n}</translation>
    </message>
    <message>
        <source>Home {n}/52</source>
        <translation>Thuis {n}/52</translation>
    </message>
    <message>
        <source>Carry any</source>
        <translation>Mee alle</translation>
    </message>
    <message>
        <source>Carry {n}</source>
        <translation>Mee {n}</translation>
    </message>
    <message>
        <source>Paused {m}:{s:02d}</source>
        <translation>Pauze {m}:{s:02d}</translation>
    </message>
    <message>
        <source>Time {m}:{s:02d}</source>
        <translation>Tijd {m}:{s:02d}</translation>
    </message>
    <message>
        <source>{points} points × {cards} cards home = {total}</source>
        <translation>{points} punten × {cards} kaarten thuis = {total}</translation>
    </message>
    <message>
        <source>no win bonus: the solver played moves of this game</source>
        <translation>geen winstbonus: de oplosser speelde zetten van dit spel</translation>
    </message>
    <message>
        <source>win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}</source>
        <translation>winstbonus {bonus} − {penalty} × {moves} zetten − {seconds} seconden = {total}</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Score: {score}</translation>
    </message>
    <message>
        <source>Deal {n} won!</source>
        <translation>Spel {n} gewonnen!</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>New Deal</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Card size: {size}</source>
        <translation>Kaartgrootte: {size}</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Gewonnen in %n zet</numerusform>
            <numerusform>Gewonnen in %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Geen zetten meer</translation>
    </message>
    <message>
        <source>No legal move is left in this position.</source>
        <translation>In deze stand is geen toegestane zet meer over.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <source>No moves left: undo to try another way</source>
        <translation>Geen zetten meer: maak ongedaan en probeer een andere weg</translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation>Nieuwe regels</translation>
    </message>
    <message>
        <source>Leave the game in progress and deal {variant} with these rules now?</source>
        <translation>Het lopende spel verlaten en nu {variant} met deze regels uitdelen?</translation>
    </message>
    <message>
        <source>Leave the Game?</source>
        <translation>Spel verlaten?</translation>
    </message>
    <message>
        <source>Choose Deal</source>
        <translation>Spel kiezen</translation>
    </message>
    <message>
        <source>Deal number (1 to {max}):</source>
        <translation>Spelnummer (1 tot {max}):</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Bediening</translation>
    </message>
    <message>
        <source>About Penguin Qt</source>
        <translation>Over Penguin Qt</translation>
    </message>
    <message>
        <source>Penguin Qt {version}</source>
        <translation>Penguin Qt {version}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{n}%</source>
        <translation>{n}%</translation>
    </message>
</context>
<context>
    <name>RecentDeals</name>
    <message>
        <source>Rec&amp;ent Deals</source>
        <translation>&amp;Recente spellen</translation>
    </message>
    <message>
        <source>No deals played yet</source>
        <translation>Nog geen spellen gespeeld</translation>
    </message>
    <message>
        <source>Leave the game in progress and play deal {n} again?</source>
        <translation>Het lopende spel verlaten en spel {n} opnieuw spelen?</translation>
    </message>
    <message>
        <source>Play a Deal Again</source>
        <translation>Een spel opnieuw spelen</translation>
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
        <translation>afgebroken</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}: {result}, %n move(s)</source>
        <translation>
            <numerusform>Spel {deal}: {result}, %n zet</numerusform>
            <numerusform>Spel {deal}: {result}, %n zetten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Game Review</source>
        <translation>Nabespreking van het spel</translation>
    </message>
    <message>
        <source>Timeline of the game</source>
        <translation>Tijdlijn van het spel</translation>
    </message>
    <message>
        <source>● winnable   ■ lost   ○ not known yet   ⚑ the move that threw the win away   faded and bracketed: taken back by the moves after it   dashed: ahead (Redo)</source>
        <translation>● winbaar   ■ verloren   ○ nog niet bekend   ⚑ de zet die de winst verspeelde   vaag en tussen haken: door de volgende zetten teruggedraaid   gestreept: vooruit (Opnieuw doen)</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>Spel &amp;nabespreken</translation>
    </message>
    <message>
        <source>The game move by move, with the solver&apos;s verdict after each move</source>
        <translation>Het spel zet voor zet, met het oordeel van de oplosser na elke zet</translation>
    </message>
    <message>
        <source>cannot be won</source>
        <translation>niet te winnen</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>nog niet bekend</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start.</source>
        <translation>De oplosser vond geen manier om dit spel vanaf het begin te winnen.</translation>
    </message>
    <message numerus="yes">
        <source>, then %n card(s) went home by themselves</source>
        <translation>
            <numerusform>, daarna ging %n kaart vanzelf naar de grondslag</numerusform>
            <numerusform>, daarna gingen %n kaarten vanzelf naar de grondslag</numerusform>
        </translation>
    </message>
    <message>
        <source>this move threw the win away</source>
        <translation>deze zet verspeelde de winst</translation>
    </message>
    <message>
        <source>taken back by the moves after it</source>
        <translation>teruggedraaid door de zetten erna</translation>
    </message>
    <message>
        <source>the game is here</source>
        <translation>het spel staat hier</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back by the moves after them.</source>
        <translation>
            <numerusform>%n zet teruggedraaid door de zetten erna.</numerusform>
            <numerusform>%n zetten teruggedraaid door de zetten erna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some positions could not be decided by the solver.</source>
        <translation>Sommige standen kon de oplosser niet beslissen.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>winbaar</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>niet meer winbaar</translation>
    </message>
    <message>
        <source>the solver could not tell</source>
        <translation>de oplosser kon het niet zeggen</translation>
    </message>
    <message>
        <source>The deal: {verdict}</source>
        <translation>Het begin: {verdict}</translation>
    </message>
    <message>
        <source>Move {n}: {move}; {verdict}</source>
        <translation>Zet {n}: {move}; {verdict}</translation>
    </message>
    <message>
        <source>ahead: Redo plays it again</source>
        <translation>vooruit: Opnieuw doen speelt hem weer</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s), winnable all the way.</source>
        <translation>
            <numerusform>Gewonnen in %n zet, de hele weg winbaar.</numerusform>
            <numerusform>Gewonnen in %n zetten, de hele weg winbaar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest is worked out when the demo ends.</source>
        <translation>De rest wordt uitgezocht als de demo stopt.</translation>
    </message>
    <message>
        <source>Winnable until move {n}, {when}, threw the win away.</source>
        <translation>Winbaar tot zet {n}, {when}, die de winst verspeelde.</translation>
    </message>
    <message>
        <source>The winning alternative is still being worked out.</source>
        <translation>Het winnende alternatief wordt nog uitgezocht.</translation>
    </message>
    <message>
        <source>No solver can play these rules.</source>
        <translation>Geen oplosser kan deze regels spelen.</translation>
    </message>
    <message numerus="yes">
        <source>Still working out %n position(s)…</source>
        <translation>
            <numerusform>Nog %n stand uit te zoeken…</numerusform>
            <numerusform>Nog %n standen uit te zoeken…</numerusform>
        </translation>
    </message>
    <message>
        <source>instead, {move} keeps the game winnable</source>
        <translation>in plaats daarvan houdt {move} het spel winbaar</translation>
    </message>
    <message>
        <source>Winnable after every move so far.</source>
        <translation>Tot nu toe na elke zet winbaar.</translation>
    </message>
    <message>
        <source>Instead, {move} keeps it winnable.</source>
        <translation>In plaats daarvan houdt {move} het winbaar.</translation>
    </message>
    <message>
        <source>No move made yet: the deal is {verdict}.</source>
        <translation>Nog geen zet gedaan: het begin is {verdict}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>The cards are dealt face up into %n columns.</source>
        <translation>
            <numerusform>De kaarten worden open in één kolom gedeeld.</numerusform>
            <numerusform>De kaarten worden open in %n kolommen gedeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no beak in this game: every foundation starts with its ace.</source>
        <translation>Dit spel heeft geen bek: elke grondslag begint met zijn aas.</translation>
    </message>
    <message>
        <source>A card that has reached a foundation stays there.</source>
        <translation>Een kaart die een grondslag heeft bereikt, blijft daar liggen.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is one rank lower and of the other colour (red on black, black on red).</source>
        <translation>Alleen de onderste kaart van een kolom is speelbaar. Er mag een kaart op die één rang lager is en de andere kaartkleur heeft (rood op zwart, zwart op rood).</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is of the same suit and exactly one rank lower.</source>
        <translation>Alleen de onderste kaart van een kolom is speelbaar. Er mag een kaart op van dezelfde kleur die precies één rang lager is.</translation>
    </message>
    <message numerus="yes">
        <source>There are %n flipper(s): free places above the columns that hold one card each. The last card of any column, or the card of another flipper, may go into an empty flipper; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>Er is één flipper: een vrije plek boven de kolommen voor één kaart. De onderste kaart van elke kolom mag erin als hij leeg is; van daar mag de kaart naar een kolom of een grondslag als de regels het toestaan.</numerusform>
            <numerusform>Er zijn %n flippers: vrije plekken boven de kolommen die elk één kaart houden. De onderste kaart van elke kolom, of de kaart van een andere flipper, mag in een lege flipper; van daar mag de kaart naar een kolom of een grondslag als de regels het toestaan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n free cell(s): free places above the columns that hold one card each. The last card of any column may go into an empty free cell; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>Er is één vrije cel: een vrije plek boven de kolommen voor één kaart. De onderste kaart van elke kolom mag erin als hij leeg is; van daar mag de kaart naar een kolom of een grondslag als de regels het toestaan.</numerusform>
            <numerusform>Er zijn %n vrije cellen: vrije plekken boven de kolommen die elk één kaart houden. De onderste kaart van elke kolom mag in een lege vrije cel; van daar mag de kaart naar een kolom of een grondslag als de regels het toestaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moving a card from one cell to another changes nothing and is not counted as a move.</source>
        <translation>Een kaart van de ene cel naar de andere verplaatsen verandert niets en telt niet als zet.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank, or a run headed by one: with base 7 that is a six, with base ace a king.</source>
        <translation>Een lege kolom neemt alleen een kaart van de rang net onder de basisrang, of een reeks die met zo&apos;n kaart begint: bij basis 7 is dat een zes, bij basis aas een heer.</translation>
    </message>
    <message>
        <source>A run is a group of cards at the end of a column that follow each other as the columns build. A run can be moved as one onto any place that would take its first card.</source>
        <translation>Een reeks is een groep kaarten onderaan een kolom die op elkaar volgen zoals de kolommen bouwen. Een reeks kan als geheel verplaatst worden naar elke plek die haar eerste kaart zou nemen.</translation>
    </message>
    <message>
        <source>The length is limited because a run really moves card by card: the cards above its first one have to wait somewhere on the way.</source>
        <translation>De lengte is beperkt, omdat een reeks eigenlijk kaart voor kaart verhuist: de kaarten boven haar eerste kaart moeten onderweg ergens wachten.</translation>
    </message>
    <message>
        <source>The status bar always says how many cards can be carried right now.</source>
        <translation>De statusbalk zegt altijd hoeveel kaarten er nu in één zet mee kunnen.</translation>
    </message>
    <message>
        <source>A won game counts as a win. A lost or abandoned game keeps the cards it brought to the foundations (out of 52) as partial credit.</source>
        <translation>Een gewonnen spel telt als overwinning. Een verloren of afgebroken spel houdt de kaarten die het op de grondslagen bracht (van de 52) als gedeeltelijke score.</translation>
    </message>
    <message>
        <source>The game is won when all 52 cards are on the foundations.</source>
        <translation>Het spel is gewonnen als alle 52 kaarten op de grondslagen liggen.</translation>
    </message>
    <message>
        <source>It is lost when no move is left that changes anything (moving a card from one cell to another does not count).</source>
        <translation>Het is verloren als er geen zet meer over is die iets verandert (een kaart van cel naar cel verplaatsen telt niet).</translation>
    </message>
    <message>
        <source>Long before that, the solver can tell that a game can no longer be won: the status bar says so, names the move that lost it and offers to go back to the last position that could still be won.</source>
        <translation>Al lang daarvoor kan de oplosser zien dat een spel niet meer te winnen is: de statusbalk zegt het, noemt de zet die het spel verloor en biedt aan terug te gaan naar de laatste stand die nog te winnen was.</translation>
    </message>
    <message>
        <source>Flippers</source>
        <translation>Flippers</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Vrije cellen</translation>
    </message>
    <message>
        <source>Penguin is a patience for one pack, devised by David Parlett and published in The Penguin Book of Patience. All 52 cards lie face up from the first move, so the whole game can be planned.</source>
        <translation>Penguin is een patience met één kaartspel, bedacht door David Parlett en verschenen in &apos;The Penguin Book of Patience&apos;. Alle 52 kaarten liggen vanaf de eerste zet open, dus het hele spel laat zich plannen.</translation>
    </message>
    <message numerus="yes">
        <source>The pack is shuffled and dealt face up, row by row from left to right, into %n columns.</source>
        <translation>
            <numerusform>De kaarten worden geschud en open in één kolom gedeeld.</numerusform>
            <numerusform>De kaarten worden geschud en open gedeeld, rij voor rij van links naar rechts, in %n kolommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The very first card dealt is the beak: it is the deepest card of the first column. Every other card of its rank that comes up while dealing is put on a foundation of its own, and the next card is dealt in its place. So 49 cards lie in the columns and three foundations are already started.</source>
        <translation>De allereerste gedeelde kaart is de bek: de diepste kaart van de eerste kolom. Elke andere kaart van zijn rang die tijdens het delen opduikt, gaat naar een eigen grondslag, en in haar plaats wordt de volgende kaart gedeeld. Zo liggen er 49 kaarten in de kolommen en zijn drie grondslagen al begonnen.</translation>
    </message>
    <message>
        <source>48 cards are dealt face up, row by row, into 8 columns of 6 cards. The last 4 cards go into the first four free cells.</source>
        <translation>48 kaarten worden open gedeeld, rij voor rij, in 8 kolommen van 6 kaarten. De laatste 4 kaarten gaan in de eerste vier vrije cellen.</translation>
    </message>
    <message>
        <source>All 52 cards are dealt face up, row by row, into 8 columns: four columns of seven cards and four of six. The deal numbers are those of Microsoft&apos;s FreeCell, so deal 11982 is the famous one that cannot be won.</source>
        <translation>Alle 52 kaarten worden open gedeeld, rij voor rij, in 8 kolommen: vier kolommen van zeven kaarten en vier van zes. De spelnummers zijn die van FreeCell van Microsoft; spel 11982 is dus het beroemde dat niet te winnen is.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column; whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>De rang van de bek is de basisrang van het spel: elke grondslag begint met een kaart van die rang. De bek zelf wacht in de eerste kolom; zodra een kaart van de basisrang de onderste kaart van een kolom wordt, gaat ze vanzelf naar haar grondslag, als deel van de zet die haar vrijmaakte.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit. It is built up in suit from the base rank and goes on past the king to the ace, until it holds all 13 cards of its suit.</source>
        <translation>Elke kleur heeft één grondslag. Die wordt oplopend op kleur gebouwd vanaf de basisrang en loopt na de heer door naar de aas, tot ze alle 13 kaarten van haar kleur bevat.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit, built up in suit from the ace to the king.</source>
        <translation>Elke kleur heeft één grondslag, oplopend op kleur gebouwd van aas tot heer.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is exactly one rank lower, whatever its suit.</source>
        <translation>Alleen de laatste kaart van een kolom kan gespeeld worden. Er mag een kaart op gelegd worden die precies één rang lager is, van welke kleur ook.</translation>
    </message>
    <message>
        <source>Ranks turn the corner here too: an ace may go on a two, and a king on an ace. But nothing may ever be put on a card of the base rank, so a column is never built past its foundation&apos;s start.</source>
        <translation>Ook hier lopen de rangen door: een aas mag op een twee en een heer op een aas. Maar op een kaart van de basisrang mag nooit iets, dus geen kolom wordt voorbij het begin van haar grondslag gebouwd.</translation>
    </message>
    <message>
        <source>Nothing may be put on an ace.</source>
        <translation>Op een aas mag niets.</translation>
    </message>
    <message>
        <source>This variant has no flippers: cards move only between the columns and to the foundations.</source>
        <translation>Deze variant heeft geen flippers: kaarten gaan alleen tussen de kolommen en naar de grondslagen.</translation>
    </message>
    <message>
        <source>This variant has no free cells: cards move only between the columns and to the foundations.</source>
        <translation>Deze variant heeft geen vrije cellen: kaarten gaan alleen tussen de kolommen en naar de grondslagen.</translation>
    </message>
    <message>
        <source>Four of the free cells are filled by the deal.</source>
        <translation>Vier van de vrije cellen worden bij het delen gevuld.</translation>
    </message>
    <message>
        <source>An empty column takes any card, or any run.</source>
        <translation>Een lege kolom neemt elke kaart en elke reeks.</translation>
    </message>
    <message>
        <source>An empty column takes only a king, or a run headed by a king.</source>
        <translation>Een lege kolom neemt alleen een heer, of een reeks die met een heer begint.</translation>
    </message>
    <message>
        <source>An empty column stays empty: no card may be put there.</source>
        <translation>Een lege kolom blijft leeg: er mag geen kaart in gelegd worden.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank: with base 7 that is a six, with base ace a king.</source>
        <translation>Een lege kolom neemt alleen een kaart van de rang net onder de basisrang: bij basis 7 is dat een zes, bij basis aas een heer.</translation>
    </message>
    <message>
        <source>In this variant one card moves at a time: cards that follow each other in a column are moved one by one, never together.</source>
        <translation>In deze variant wordt telkens maar één kaart verplaatst: kaarten die in een kolom op elkaar volgen, worden één voor één verplaatst, nooit samen.</translation>
    </message>
    <message>
        <source>In this variant a run of any length may move at once.</source>
        <translation>In deze variant mag een reeks van elke lengte in één keer verplaatst worden.</translation>
    </message>
    <message>
        <source>Here they can wait only in the empty cells, so one move may carry (empty cells + 1) cards; empty columns do not count.</source>
        <translation>Hier kunnen ze alleen in de lege cellen wachten, dus één zet neemt hoogstens (lege cellen + 1) kaarten mee; lege kolommen tellen niet.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Het delen</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Grondslagen</translation>
    </message>
    <message>
        <source>Building in the columns</source>
        <translation>Bouwen in de kolommen</translation>
    </message>
    <message>
        <source>Empty columns</source>
        <translation>Lege kolommen</translation>
    </message>
    <message>
        <source>How many cards a move may carry</source>
        <translation>Hoeveel kaarten een zet mag meenemen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Winnen en verliezen</translation>
    </message>
    <message>
        <source>This page describes the variant as the program plays it.</source>
        <translation>Deze pagina beschrijft de variant zoals het programma haar speelt.</translation>
    </message>
    <message>
        <source>Eight Off is a close cousin of FreeCell: eight columns, eight free cells and building in suit, which makes it feel close to Penguin.</source>
        <translation>Eight Off is een naaste verwant van FreeCell: acht kolommen, acht vrije cellen en bouwen op kleur, waardoor het dicht bij Penguin aanvoelt.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column until it is played to its foundation, like any other card.</source>
        <translation>De rang van de snavel is de basisrang van het spel: elke stapel begint met een kaart van die rang. De snavel zelf wacht in de eerste kolom tot hij, zoals elke andere kaart, naar zijn stapel wordt gespeeld.</translation>
    </message>
    <message>
        <source>The deal sets the base rank of the game: each foundation starts with a card of that rank.</source>
        <translation>Het delen bepaalt de basisrang van het spel: elke stapel begint met een kaart van die rang.</translation>
    </message>
    <message>
        <source>An empty column takes any card.</source>
        <translation>Een lege kolom neemt elke kaart.</translation>
    </message>
    <message>
        <source>An empty column takes only a king.</source>
        <translation>Een lege kolom neemt alleen een heer.</translation>
    </message>
    <message>
        <source>The score is {points} points for each card on a foundation; a won game adds a bonus of {bonus} minus {penalty} points per move minus one point per second, never below zero. Moves made by autoplay are not counted against you.</source>
        <translation>Elke kaart op een grondslag levert {points} punten op; een gewonnen spel krijgt er een bonus bij van {bonus} min {penalty} punten per zet min één punt per seconde, nooit onder nul. Zetten van het automatisch spelen tellen niet tegen je.</translation>
    </message>
    <message>
        <source>The beak and the base rank</source>
        <translation>De bek en de basisrang</translation>
    </message>
    <message>
        <source>The base rank</source>
        <translation>De basisrang</translation>
    </message>
    <message>
        <source>Played here with settings of your own:</source>
        <translation>Hier gespeeld met je eigen instellingen:</translation>
    </message>
    <message>
        <source>FreeCell is the best known game of the family: every card is face up and nearly every deal can be won with care.</source>
        <translation>FreeCell is het bekendste spel van de familie: alle kaarten liggen open en bijna elk spel is met zorg te winnen.</translation>
    </message>
    <message>
        <source>Whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>Zodra een kaart van de basisrang de laatste kaart van een kolom wordt, gaat ze vanzelf naar haar stapel, als deel van de zet die haar vrijmaakte.</translation>
    </message>
    <message>
        <source>In this deal empty columns take {ranks}.</source>
        <translation>In dit spel nemen lege kolommen {ranks}.</translation>
    </message>
    <message>
        <source>This variant comes from a plugin. The rules below are read from its rule record: they are what the program lets you play.</source>
        <translation>Deze variant komt uit een plug-in. De regels hieronder zijn uit haar regelbeschrijving gelezen: zo laat het programma je spelen.</translation>
    </message>
    <message>
        <source>In this deal the base rank is {rank}.</source>
        <translation>In dit spel is de basisrang {rank}.</translation>
    </message>
    <message>
        <source>Each empty flipper holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty flippers + 1) cards, doubled for each empty column other than the destination: 2 empty flippers and 1 empty column carry 6 cards.</source>
        <translation>Elke lege flipper houdt één wachtende kaart vast, en elke lege kolom (behalve die waar de reeks naartoe gaat) verdubbelt wat verplaatst kan worden, omdat een heel deel van de reeks daar neergelegd en weer opgepakt kan worden. Eén zet verplaatst dus hoogstens (lege flippers + 1) kaarten, verdubbeld voor elke lege kolom behalve de bestemming: 2 lege flippers en 1 lege kolom verplaatsen 6 kaarten.</translation>
    </message>
    <message>
        <source>Each empty cell holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty cells + 1) cards, doubled for each empty column other than the destination: 2 empty cells and 1 empty column carry 6 cards.</source>
        <translation>Elke lege cel houdt één wachtende kaart vast, en elke lege kolom (behalve die waar de reeks naartoe gaat) verdubbelt wat verplaatst kan worden, omdat een heel deel van de reeks daar neergelegd en weer opgepakt kan worden. Eén zet verplaatst dus hoogstens (lege cellen + 1) kaarten, verdubbeld voor elke lege kolom behalve de bestemming: 2 lege cellen en 1 lege kolom verplaatsen 6 kaarten.</translation>
    </message>
    <message>
        <source>With this base rank: {ranks}.</source>
        <translation>Met deze basisrang: {ranks}.</translation>
    </message>
</context>
<context>
    <name>SendHome</name>
    <message>
        <source>Send Cards &amp;Home</source>
        <translation>Kaarten naar de &amp;grondslagen</translation>
    </message>
    <message>
        <source>Every card that can go home safely goes now (autoplay is off); a double-click on a foundation does the same</source>
        <translation>Elke kaart die veilig naar de grondslagen kan, gaat er nu heen (automatisch spelen staat uit); een dubbelklik op een grondslag doet hetzelfde</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>any card</source>
        <translation>elke kaart</translation>
    </message>
    <message>
        <source>only the rank below the base</source>
        <translation>alleen de rang onder de basis</translation>
    </message>
    <message>
        <source>only kings</source>
        <translation>alleen heren</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>geen kaart</translation>
    </message>
    <message>
        <source>(flippers + 1) × 2^(empty columns)</source>
        <translation>(flippers + 1) × 2^(lege kolommen)</translation>
    </message>
    <message>
        <source>flippers + 1</source>
        <translation>flippers + 1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>onbeperkt</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>één kaart</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>snel</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normaal</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langzaam</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actief</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plug-ins</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>as the variant has it</source>
        <translation>zoals in de variant</translation>
    </message>
    <message>
        <source>An empty column takes:</source>
        <translation>Een lege kolom neemt:</translation>
    </message>
    <message>
        <source>Cards carried in one move:</source>
        <translation>Kaarten per zet:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Kaarten:</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animatie:</translation>
    </message>
    <message>
        <source>Send cards to the foundations by themselves</source>
        <translation>Kaarten vanzelf naar de grondslagen sturen</translation>
    </message>
    <message>
        <source>Autoplay:</source>
        <translation>Automatisch spelen:</translation>
    </message>
    <message>
        <source>High contrast: large indices, four-colour suits, solid outlines</source>
        <translation>Hoog contrast: grote hoekindexen, vier kleuren, stevige randen</translation>
    </message>
    <message>
        <source>Readability:</source>
        <translation>Leesbaarheid:</translation>
    </message>
    <message>
        <source>Pause the clock when the window is in the background</source>
        <translation>De klok stilzetten als het venster op de achtergrond staat</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Klok:</translation>
    </message>
    <message>
        <source>Ask before New Deal leaves a game in progress (it counts as lost)</source>
        <translation>Vragen voordat Nieuw spel een lopend spel verlaat (het telt als verloren)</translation>
    </message>
    <message>
        <source>New Deal:</source>
        <translation>Nieuw spel:</translation>
    </message>
    <message>
        <source>as the system has it</source>
        <translation>zoals het systeem is ingesteld</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <source>A new language applies when Penguin Qt starts next.</source>
        <translation>Een nieuwe taal geldt vanaf de volgende start van Penguin Qt.</translation>
    </message>
    <message>
        <source>Solver for hints:</source>
        <translation>Oplosser voor tips:</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>ingebouwd</translation>
    </message>
    <message>
        <source>Automatic: the best solvers race, the first answer wins</source>
        <translation>Automatisch: de beste oplossers racen, het eerste antwoord telt</translation>
    </message>
    <message>
        <source>{name} (not available: {why})</source>
        <translation>{name} (niet beschikbaar: {why})</translation>
    </message>
    <message>
        <source>Free cells:</source>
        <translation>Vrije cellen:</translation>
    </message>
    <message>
        <source>Every available solver that is exact for the rules runs at once, each in its own process; the first to decide wins and the others stop.</source>
        <translation>Elke beschikbare oplosser die exact is voor deze regels draait tegelijk, elk in een eigen proces; wie het eerst beslist wint en de andere stoppen.</translation>
    </message>
    <message>
        <source>No solver is available.</source>
        <translation>Er is geen oplosser beschikbaar.</translation>
    </message>
    <message>
        <source>it cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>hij kan {variant} niet spelen ({why}): de automatische keuze speelt in zijn plaats</translation>
    </message>
    <message>
        <source>No variant is available: turn on a variant plugin on the Plugins page.</source>
        <translation>Er is geen variant beschikbaar: zet een variant-plug-in aan op de pagina Plug-ins.</translation>
    </message>
    <message>
        <source>{variant} cannot be played with these settings: {reason}</source>
        <translation>{variant} kan met deze instellingen niet worden gespeeld: {reason}</translation>
    </message>
    <message>
        <source>No variant to play</source>
        <translation>Geen variant om te spelen</translation>
    </message>
    <message>
        <source>No variant plugin could be loaded, so there is no game to play. Reinstalling Penguin Qt should bring the built-in variants back.</source>
        <translation>Er kon geen variant-plug-in worden geladen, dus er is geen spel. Penguin Qt opnieuw installeren zou de ingebouwde varianten terug moeten brengen.</translation>
    </message>
    <message>
        <source>Every variant plugin is turned off, so there is no game to play. Turn the built-in plugins ({names}) back on?</source>
        <translation>Alle variant-plug-ins staan uit, dus er is geen spel. De ingebouwde plug-ins ({names}) weer aanzetten?</translation>
    </message>
    <message>
        <source>From: {source}</source>
        <translation>Herkomst: {source}</translation>
    </message>
    <message>
        <source>Flippers:</source>
        <translation>Flippers:</translation>
    </message>
    <message>
        <source>not available here: {why}</source>
        <translation>hier niet beschikbaar: {why}</translation>
    </message>
</context>
<context>
    <name>SolutionViewer</name>
    <message>
        <source>Solution</source>
        <translation>Oplossing</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Verder ▶</translation>
    </message>
    <message>
        <source>Find a Line from Here</source>
        <translation>Oplossing vanaf hier zoeken</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Het spel is gewonnen</translation>
    </message>
    <message>
        <source>The game ended here</source>
        <translation>Hier eindigde het spel</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) win from here.</source>
        <translation>
            <numerusform>Vanaf hier wint %n zet.</numerusform>
            <numerusform>Vanaf hier winnen %n zetten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Het spel is gewonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game to go.</source>
        <translation>
            <numerusform>Nog %n zet van dit spel.</numerusform>
            <numerusform>Nog %n zetten van dit spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>Het einde.</translation>
    </message>
    <message>
        <source>The next move of this line cannot be made here.</source>
        <translation>De volgende zet van deze oplossing kan hier niet worden gedaan.</translation>
    </message>
    <message>
        <source>The game has left this line.</source>
        <translation>Het spel heeft deze oplossing verlaten.</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>De oplosser denkt na…</translation>
    </message>
    <message>
        <source>This position cannot be won.</source>
        <translation>Deze stand is niet te winnen.</translation>
    </message>
    <message>
        <source>The solver could not decide this position.</source>
        <translation>De oplosser kon over deze stand niet beslissen.</translation>
    </message>
</context>
<context>
    <name>SolverRunner</name>
    <message>
        <source>No solver is available for these rules</source>
        <translation>Er is geen oplosser beschikbaar voor deze regels</translation>
    </message>
    <message>
        <source>The solver {name} could not run: {why}</source>
        <translation>De oplosser {name} kon niet draaien: {why}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; using {other}</source>
        <translation>De oplosser {name} gaf een verkeerde oplossing; nu met {other}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; no other solver is available</source>
        <translation>De oplosser {name} gaf een verkeerde oplossing; er is geen andere oplosser beschikbaar</translation>
    </message>
    <message>
        <source>undecided after {ms} ms</source>
        <translation>onbeslist na {ms} ms</translation>
    </message>
    <message>
        <source>solved by {solver} in {ms} ms</source>
        <translation>opgelost door {solver} in {ms} ms</translation>
    </message>
    <message>
        <source>{solver} cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>{solver} kan {variant} niet spelen ({why}): de automatische keuze speelt in zijn plaats</translation>
    </message>
    <message>
        <source>unsolvable according to {solver}, unverified, in {ms} ms</source>
        <translation>volgens {solver} onoplosbaar, onbevestigd, in {ms} ms</translation>
    </message>
    <message>
        <source>proven unsolvable by {solver} in {ms} ms</source>
        <translation>door {solver} in {ms} ms onoplosbaar bewezen</translation>
    </message>
    <message>
        <source>{solver} cancelled</source>
        <translation>{solver} afgebroken</translation>
    </message>
    <message>
        <source>{solver} stopped responding</source>
        <translation>{solver} reageert niet meer</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; it was started again</source>
        <translation>De oplosser {name} reageerde niet meer; hij is opnieuw gestart</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; no other solver is available</source>
        <translation>De oplosser {name} reageert niet meer; er is geen andere oplosser beschikbaar</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; using {other}</source>
        <translation>De oplosser {name} reageert niet meer; nu met {other}</translation>
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
        <translation>Ingebouwde zoekende oplosser</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Win rate by week</source>
        <translation>Winstpercentage per week</translation>
    </message>
    <message>
        <source>Moves in won games</source>
        <translation>Zetten in gewonnen spellen</translation>
    </message>
    <message>
        <source>Times of won games</source>
        <translation>Tijden van gewonnen spellen</translation>
    </message>
    <message>
        <source>Win rate by difficulty</source>
        <translation>Winstpercentage per moeilijkheid</translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{won} van {played} gewonnen ({rate})</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Nog geen spellen gespeeld.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message numerus="yes">
        <source>No game played without help yet: %n with help are counted apart.</source>
        <translation>
            <numerusform>Nog geen spel zonder hulp gespeeld: %n met hulp telt apart.</numerusform>
            <numerusform>Nog geen spel zonder hulp gespeeld: %n met hulp tellen apart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No game won without help yet: %n won with help are counted apart.</source>
        <translation>
            <numerusform>Nog geen spel zonder hulp gewonnen: %n met hulp gewonnen telt apart.</numerusform>
            <numerusform>Nog geen spel zonder hulp gewonnen: %n met hulp gewonnen tellen apart.</numerusform>
        </translation>
    </message>
    <message>
        <source>No won games yet.</source>
        <translation>Nog geen gewonnen spellen.</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Nog geen spellen met een moeilijkheidsgraad.</translation>
    </message>
    <message>
        <source>Week of {date}: {figures}</source>
        <translation>Week van {date}: {figures}</translation>
    </message>
    <message>
        <source>Week of {date}: no games</source>
        <translation>Week van {date}: geen spellen</translation>
    </message>
    <message>
        <source>{moves} moves: {games}</source>
        <translation>{moves} zetten: {games}</translation>
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
        <translation>{tier}: geen spellen</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Games played alone</source>
        <translation>Zonder hulp gespeelde spellen</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnen spellen:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Winstpercentage:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Huidige winstreeks:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Langste winstreeks:</translation>
    </message>
    <message>
        <source>Current losing streak:</source>
        <translation>Huidige verliesreeks:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste score:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Snelste winst:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Minste zetten in een winst:</translation>
    </message>
    <message>
        <source>Games with help (hints or the solver&apos;s moves)</source>
        <translation>Spellen met hulp (tips of zetten van de oplosser)</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Gespeeld:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Best win:</source>
        <translation>Beste winst:</translation>
    </message>
    <message>
        <source>Reset This Variant</source>
        <translation>Deze variant wissen</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Overzicht</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Grafieken</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>&amp;Spellen</translation>
    </message>
    <message>
        <source>From a position: {played} played, {won} won</source>
        <translation>Vanuit een stand: {played} gespeeld, {won} gewonnen</translation>
    </message>
    <message>
        <source>{n} results are not saved yet: {why}</source>
        <translation>{n} resultaten zijn nog niet opgeslagen: {why}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spel {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), {time}</source>
        <translation>
            <numerusform>%n zet, {time}</numerusform>
            <numerusform>%n zetten, {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget every recorded game of {variant}?</source>
        <translation>Alle vastgelegde spellen van {variant} vergeten?</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>The statistics are saved again.</source>
        <translation>De statistieken worden weer opgeslagen.</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Statistieken niet opgeslagen</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Paused
Press P or click to go on</source>
        <translation>Pauze
Druk op P of klik om verder te spelen</translation>
    </message>
    <message>
        <source>The beak: the first card dealt; its rank is the base rank</source>
        <translation>De bek: de eerste gedeelde kaart; zijn rang is de basisrang</translation>
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
        <translation>FreeCell aflopend in dezelfde kleur: 8 kolommen, 4 vrije cellen; de spelnummers van Microsoft.</translation>
    </message>
    <message>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <source>8 columns of 6, 8 free cells (4 filled), builds down in suit, kings in empty columns.</source>
        <translation>8 kolommen van 6, 8 vrije cellen (4 bezet), aflopend op kleur, heren in lege kolommen.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells, builds down in alternating colours; Microsoft deals.</source>
        <translation>8 kolommen, 4 vrije cellen, aflopend in afwisselend rood en zwart; de spelnummers van Microsoft.</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>The cards are dealt row by row into 13 columns of four, and each column&apos;s kings are moved under its other cards.</source>
        <translation>De kaarten worden rij na rij in 13 kolommen van vier gedeeld, en de heren van elke kolom gaan onder de andere kaarten.</translation>
    </message>
    <message>
        <source>needs 13 columns</source>
        <translation>heeft 13 kolommen nodig</translation>
    </message>
    <message>
        <source>13 columns of 4, kings at the bottom, build down regardless of suit, one card at a time; empty columns stay empty.</source>
        <translation>13 kolommen van 4, heren onderop, aflopend ongeacht de kleur, één kaart per zet; lege kolommen blijven leeg.</translation>
    </message>
    <message>
        <source>Beleaguered Castle</source>
        <translation>Belegerd kasteel</translation>
    </message>
    <message>
        <source>Aces start the foundations; 8 columns of 6 build down regardless of suit, one card at a time.</source>
        <translation>De azen beginnen de aflegstapels; 8 kolommen van 6 bouwen af ongeacht de kleur, één kaart per zet.</translation>
    </message>
    <message>
        <source>Forecell</source>
        <translation>Forecell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells filled by the deal, alternating colours, kings in empty columns.</source>
        <translation>8 kolommen, 4 door het delen gevulde vrije cellen, afwisselende kleuren, heren in lege kolommen.</translation>
    </message>
    <message>
        <source>Streets and Alleys</source>
        <translation>Straten en stegen</translation>
    </message>
    <message>
        <source>All 52 cards in 8 columns that build down regardless of suit, one card at a time; no free cells.</source>
        <translation>Alle 52 kaarten in 8 kolommen die aflopend bouwen ongeacht de kleur, één kaart per zet; geen vrije cellen.</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Penguin</translation>
    </message>
    <message>
        <source>David Parlett&apos;s game: 7 columns, 7 flippers, foundations from the beak&apos;s rank.</source>
        <translation>Het spel van David Parlett: 7 kolommen, 7 flippers, grondslagen vanaf de rang van de bek.</translation>
    </message>
    <message>
        <source>Relaxed Penguin</source>
        <translation>Ontspannen Penguin</translation>
    </message>
    <message>
        <source>Penguin where an empty column takes any card.</source>
        <translation>Penguin waarin een lege kolom elke kaart neemt.</translation>
    </message>
    <message>
        <source>Penguin, 6 flippers</source>
        <translation>Penguin met 6 flippers</translation>
    </message>
    <message>
        <source>Penguin with 6 flippers.</source>
        <translation>Penguin met 6 flippers.</translation>
    </message>
    <message>
        <source>Penguin, 5 flippers</source>
        <translation>Penguin met 5 flippers</translation>
    </message>
    <message>
        <source>Penguin with 5 flippers.</source>
        <translation>Penguin met 5 flippers.</translation>
    </message>
    <message>
        <source>Penguin, 3 flippers</source>
        <translation>Penguin met 3 flippers</translation>
    </message>
    <message>
        <source>Penguin with 3 flippers.</source>
        <translation>Penguin met 3 flippers.</translation>
    </message>
    <message>
        <source>Penguin without flippers</source>
        <translation>Penguin zonder flippers</translation>
    </message>
    <message>
        <source>Penguin with no flippers at all: only tableau and foundation moves.</source>
        <translation>Penguin helemaal zonder flippers: alleen zetten in het tableau en naar de grondslagen.</translation>
    </message>
    <message>
        <source>50 cards are dealt row by row into the 10 columns, five to a column, and the last two go into the two middle free cells; the foundations start with the aces.</source>
        <translation>50 kaarten worden rij voor rij in de 10 kolommen gedeeld, vijf per kolom, en de laatste twee gaan naar de twee middelste vrije cellen; de grondslagen beginnen met de azen.</translation>
    </message>
    <message>
        <source>Row by row, aces out</source>
        <translation>Rij voor rij, azen eruit</translation>
    </message>
    <message>
        <source>The four aces start the foundations and the other 48 cards are dealt row by row into the columns; the cells start empty.</source>
        <translation>De vier azen beginnen de aflegstapels en de andere 48 kaarten worden rij na rij in de kolommen gedeeld; de cellen zijn eerst leeg.</translation>
    </message>
    <message>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <source>needs 10 columns and 2 cells or more</source>
        <translation>heeft 10 kolommen en 2 of meer vrije cellen nodig</translation>
    </message>
    <message>
        <source>10 columns of 5, 4 free cells (2 filled), builds down in suit, kings in empty columns.</source>
        <translation>10 kolommen van 5 kaarten, 4 vrije cellen (2 bezet), aflopend in dezelfde kleur, heren in lege kolommen.</translation>
    </message>
    <message>
        <source>Parlett&apos;s deal</source>
        <translation>Parletts deling</translation>
    </message>
    <message>
        <source>The first card dealt, the beak, lies deepest in the first column and sets the base rank; the other three cards of its rank start the foundations, and the rest are dealt row by row.</source>
        <translation>De eerste gedeelde kaart, de snavel, ligt onderop in de eerste kolom en bepaalt de basiswaarde; de drie andere kaarten van die waarde beginnen de grondslagen, de rest wordt rij voor rij gedeeld.</translation>
    </message>
    <message>
        <source>48 cards are dealt row by row into the columns and the last four into the first four cells; the foundations start with the aces.</source>
        <translation>48 kaarten worden rij voor rij in de kolommen gedeeld en de laatste vier in de eerste vier cellen; de grondslagen beginnen met de azen.</translation>
    </message>
    <message>
        <source>needs 8 columns and 4 cells or more</source>
        <translation>heeft 8 kolommen en 4 of meer vrije cellen nodig</translation>
    </message>
    <message>
        <source>deals all 52 cards: the foundations start empty</source>
        <translation>deelt alle 52 kaarten: de grondslagen beginnen leeg</translation>
    </message>
    <message>
        <source>Microsoft FreeCell</source>
        <translation>Microsoft FreeCell</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, numbered as in Microsoft FreeCell; the foundations start with the aces.</source>
        <translation>Alle 52 kaarten worden rij voor rij in de kolommen gedeeld, genummerd als in Microsoft FreeCell; de grondslagen beginnen met de azen.</translation>
    </message>
    <message>
        <source>needs 8 columns (the numbers are Microsoft&apos;s)</source>
        <translation>heeft 8 kolommen nodig (de nummers zijn die van Microsoft)</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Rij voor rij</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, the cells start empty and the foundations start with the aces.</source>
        <translation>Alle 52 kaarten worden rij voor rij in de kolommen gedeeld, de cellen zijn eerst leeg en de grondslagen beginnen met de azen.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>the card</source>
        <translation>de kaart</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>een flipper</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>een vrije cel</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>zijn grondslag</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>de {card} met de kaart erop</numerusform>
            <numerusform>de {card} met de %n kaarten erop</numerusform>
        </translation>
    </message>
    <message>
        <source>the empty column {n}</source>
        <translation>de lege kolom {n}</translation>
    </message>
    <message>
        <source>{cards} to {target}</source>
        <translation>{cards} naar {target}</translation>
    </message>
    <message>
        <source>when {cards} went to {target}</source>
        <translation>toen {cards} naar {target} ging</translation>
    </message>
    <message>
        <source>an empty column stays empty</source>
        <translation>een lege kolom blijft leeg</translation>
    </message>
    <message>
        <source>the foundations start at the rank of the beak, the first card dealt</source>
        <translation>de grondslagen beginnen bij de rang van de bek, de eerste gedeelde kaart</translation>
    </message>
    <message>
        <source>the foundations start with the aces</source>
        <translation>de grondslagen beginnen met de azen</translation>
    </message>
    <message>
        <source>columns build down in suit</source>
        <translation>kolommen bouwen af in kleur</translation>
    </message>
    <message>
        <source>columns build down in alternating colours</source>
        <translation>kolommen bouwen af in afwisselende kleuren</translation>
    </message>
    <message>
        <source>an empty column takes only the rank below the base</source>
        <translation>een lege kolom neemt alleen de rang onder de basis</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>de {card}</translation>
    </message>
    <message>
        <source>the {card} in column {n}</source>
        <translation>de {card} in kolom {n}</translation>
    </message>
    <message>
        <source>{columns} columns, no {cells}</source>
        <translation>{columns} kolommen, geen {cells}</translation>
    </message>
    <message>
        <source>{columns} columns, {n} {cells}</source>
        <translation>{columns} kolommen, {n} {cells}</translation>
    </message>
    <message>
        <source>columns build down regardless of suit</source>
        <translation>de kolommen bouwen af ongeacht de kleur</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>een lege kolom neemt elke kaart</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>een lege kolom neemt alleen een heer</translation>
    </message>
</context>
<context>
    <name>self.runner</name>
    <message>
        <source>The solver cannot start: {why}</source>
        <translation>De oplosser kan niet starten: {why}</translation>
    </message>
</context>
</TS>
