<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>About</name>
    <message>
        <source>The built-in cards are the program&apos;s own, drawn as it runs.</source>
        <translation>Le carte integrate sono del programma stesso, disegnate mentre è in esecuzione.</translation>
    </message>
    <message>
        <source>David Parlett&apos;s patience game Penguin and its family:</source>
        <translation>Il solitario Penguin di David Parlett e la sua famiglia:</translation>
    </message>
    <message>
        <source>Licence: {licence} (the GNU General Public License, version 3 or later).</source>
        <translation>Licenza: {licence} (la GNU General Public License, versione 3 o successiva).</translation>
    </message>
    <message>
        <source>The other card decks are installed on this computer (by KDE or GNOME) and belong to their authors:</source>
        <translation>Gli altri mazzi di carte sono installati su questo computer (da KDE o GNOME) e appartengono ai loro autori:</translation>
    </message>
    <message>
        <source>Home page: {url}</source>
        <translation>Sito web: {url}</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>regina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>nothing can move</source>
        <translation>niente si può spostare</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>la sua base</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contrasto</translation>
    </message>
    <message>
        <source>Large indices, four-colour suits and solid outlines on the empty piles</source>
        <translation>Indici grandi, semi in quattro colori e contorni pieni sulle pile vuote</translation>
    </message>
    <message>
        <source>Foundation ({suit})</source>
        <translation>Base ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it can move</source>
        <translation>
            <numerusform>{card} con la carta sopra si può spostare</numerusform>
            <numerusform>{card} con le %n carte sopra si può spostare</numerusform>
        </translation>
    </message>
    <message>
        <source>{pile}: {cards} — {moves}</source>
        <translation>{pile}: {cards} — {moves}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>la base</translation>
    </message>
    <message>
        <source>{pile}, card {i} of {n}</source>
        <translation>{pile}, carta {i} di {n}</translation>
    </message>
    <message>
        <source>the beak</source>
        <translation>il becco</translation>
    </message>
    <message numerus="yes">
        <source>{variant}, deal {deal}: base rank {base}; %n card(s) home</source>
        <translation>
            <numerusform>{variant}, partita {deal}: valore base {base}; %n carta sulle basi</numerusform>
            <numerusform>{variant}, partita {deal}: valore base {base}; %n carte sulle basi</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} from {source} to {target}</source>
        <translation>{what} da {source} a {target}</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Colonna {n}</translation>
    </message>
    <message>
        <source>Free cell {letter}</source>
        <translation>Cella libera {letter}</translation>
    </message>
    <message>
        <source>the {card} can move</source>
        <translation>{card} si può spostare</translation>
    </message>
    <message>
        <source>{pile}: up to the {card}</source>
        <translation>{pile}: fino a {card}</translation>
    </message>
    <message>
        <source>{pile}: empty</source>
        <translation>{pile}: nessuna carta</translation>
    </message>
    <message>
        <source>can move</source>
        <translation>si può spostare</translation>
    </message>
    <message numerus="yes">
        <source>{card} and the %n card(s) on it</source>
        <translation>
            <numerusform>{card} con la carta sopra</numerusform>
            <numerusform>{card} con le %n carte sopra</numerusform>
        </translation>
    </message>
    <message>
        <source>the {what} goes to {where} by itself</source>
        <translation>{what} va da sola su {where}</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partita è vinta</translation>
    </message>
    <message>
        <source>No move is left</source>
        <translation>Non resta nessuna mossa</translation>
    </message>
    <message>
        <source>Flipper {letter}</source>
        <translation>Flipper {letter}</translation>
    </message>
    <message>
        <source>{pile}: empty, it starts with the {card}</source>
        <translation>{pile}: vuota, inizia con {card}</translation>
    </message>
    <message>
        <source>an empty column takes: {label}</source>
        <translation>una colonna vuota accetta: {label}</translation>
    </message>
    <message>
        <source>it can go to: {targets}</source>
        <translation>può andare su: {targets}</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>un flipper</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>una cella libera</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Di nuovo all&apos;inizio della partita</translation>
    </message>
    <message>
        <source>the {card} goes on next</source>
        <translation>poi va {card}</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>colonna {n}</translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n move(s)</source>
        <translation>
            <numerusform>Annullata: %n mossa</numerusform>
            <numerusform>Annullate: %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>column {n} (%n cards)</source>
        <translation>
            <numerusform>colonna {n} (%n carte)</numerusform>
            <numerusform>colonna {n} (%n carte)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Show a good move (ask again for another)</source>
        <translation>Mostra una buona mossa (chiedi di nuovo per un&apos;altra)</translation>
    </message>
    <message>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Risolvi (demo)</translation>
    </message>
    <message>
        <source>Let the solver play the game; again to stop</source>
        <translation>Lascia giocare il risolutore; di nuovo per fermarlo</translation>
    </message>
    <message>
        <source>Show S&amp;olution…</source>
        <translation>Mostra la s&amp;oluzione…</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Sugg&amp;erimento</translation>
    </message>
    <message>
        <source>Show a good move and play it (Enter plays a hint shown)</source>
        <translation>Mostra una buona mossa e giocala (Invio gioca un suggerimento mostrato)</translation>
    </message>
    <message>
        <source>Hint {i} of {n}: move {move}</source>
        <translation>Suggerimento {i} di {n}: sposta {move}</translation>
    </message>
    <message>
        <source>Hint played: {move}</source>
        <translation>Suggerimento giocato: {move}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Data per persa</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Nessuna mossa rimasta</translation>
    </message>
    <message>
        <source>The game was given up and counted as lost</source>
        <translation>La partita è stata data per persa e conta come sconfitta</translation>
    </message>
    <message>
        <source>Take back moves until the game can be won again</source>
        <translation>Annulla mosse finché la partita torna vincibile</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vincibile</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Non più vincibile</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>Non si sa</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Non si può vincere</translation>
    </message>
    <message>
        <source>Cannot be won from here</source>
        <translation>Non si può vincere da qui</translation>
    </message>
    <message>
        <source>Can&apos;t tell — no solver for these rules</source>
        <translation>Non si sa — nessun risolutore per queste regole</translation>
    </message>
    <message>
        <source>No longer winnable since move {n}</source>
        <translation>Non più vincibile dalla mossa {n}</translation>
    </message>
    <message>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation>Annulla fino all&apos;ultima posizione &amp;vincibile</translation>
    </message>
    <message>
        <source>Pla&amp;y a Hint</source>
        <translation>Gioca il suggeri&amp;mento</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start</source>
        <translation>Il risolutore non ha trovato modo di vincere questa partita dall&apos;inizio</translation>
    </message>
    <message>
        <source>no longer winnable since move {n}, {when}</source>
        <translation>non più vincibile dalla mossa {n}, {when}</translation>
    </message>
    <message numerus="yes">
        <source>The solver found a win in %n move(s) from here (one line of many, not always the shortest)</source>
        <translation>
            <numerusform>Il risolutore ha trovato da qui una vittoria in %n mossa (una via tra tante, non sempre la più breve)</numerusform>
            <numerusform>Il risolutore ha trovato da qui una vittoria in %n mosse (una via tra tante, non sempre la più breve)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solver can play these rules: {why}</source>
        <translation>Nessun risolutore sa giocare queste regole: {why}</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Back to a position that can still be won</source>
        <translation>Di nuovo in una posizione ancora vincibile</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>There is no move left</source>
        <translation>Non resta nessuna mossa</translation>
    </message>
    <message>
        <source>(it leads to a win)</source>
        <translation>(porta alla vittoria)</translation>
    </message>
    <message>
        <source>Demo stopped</source>
        <translation>Demo fermata</translation>
    </message>
    <message>
        <source>The solver is looking for a way to win…</source>
        <translation>Il risolutore cerca una via per vincere…</translation>
    </message>
    <message>
        <source>This position cannot be won: nothing to show</source>
        <translation>Questa posizione non si può vincere: niente da mostrare</translation>
    </message>
    <message>
        <source>The solver could not decide this position</source>
        <translation>Il risolutore non ha potuto decidere questa posizione</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to win</source>
        <translation>
            <numerusform>Demo: %n mossa alla vittoria</numerusform>
            <numerusform>Demo: %n mosse alla vittoria</numerusform>
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
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank letter: queen</comment>
        <extracomment>The letter for the queen, in a card&apos;s corner index and in every text that names a card (&quot;Q♠&quot;). One or two letters, as players of your language read them on French-suited cards (German: D for Dame).</extracomment>
        <translation>Q</translation>
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
        <translation>Mostra come &amp;tabella</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Play Penguin and its family.</source>
        <translation>Gioca a Penguin e alla sua famiglia.</translation>
    </message>
    <message>
        <source>a saved game or a challenge (.penguin.json), or a position to play in the board format of &apos;penguin-solve deal&apos;</source>
        <translation>una partita salvata o una sfida (.penguin.json), o una posizione nel formato di &apos;penguin-solve deal&apos;</translation>
    </message>
    <message>
        <source>variant id (penguin, eight-off, freecell, ...; default: as last played)</source>
        <translation>nome della variante (penguin, eight-off, freecell, …; predefinito: come l&apos;ultima volta)</translation>
    </message>
    <message>
        <source>animation speed (default: as last set)</source>
        <translation>velocità delle animazioni (predefinita: come l&apos;ultima volta)</translation>
    </message>
    <message>
        <source>language of the window and of these messages: en, de, nl, it or es (default: as chosen in Settings, else the system&apos;s)</source>
        <translation>lingua della finestra e di questi messaggi: en, de, nl, it o es (predefinita: quella delle impostazioni, altrimenti quella del sistema)</translation>
    </message>
    <message>
        <source>add Penguin Qt to this user&apos;s desktop menu (entry, icon, metainfo) and exit</source>
        <translation>aggiunge Penguin Qt al menu del desktop di questo utente (voce, icona, metadati) ed esce</translation>
    </message>
    <message>
        <source>take it out of the menu again and exit</source>
        <translation>lo toglie di nuovo dal menu ed esce</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder: its window comes to the front</source>
        <translation>Penguin Qt è già in esecuzione con questa cartella dei dati: la sua finestra viene portata in primo piano</translation>
    </message>
    <message>
        <source>deal numbers go from 1 to {max}</source>
        <translation>i numeri delle partite vanno da 1 a {max}</translation>
    </message>
    <message>
        <source>--cells must be 0 to {max}</source>
        <translation>--cells deve essere tra 0 e {max}</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder but does not answer; close it, then start again</source>
        <translation>Penguin Qt è già in esecuzione con questa cartella dei dati ma non risponde; chiudilo, poi avvia di nuovo</translation>
    </message>
    <message>
        <source>The plugin {name} was not loaded: {error}</source>
        <translation>Il plugin {name} non è stato caricato: {error}</translation>
    </message>
    <message>
        <source>no variant plugin is active; nothing to play</source>
        <translation>nessun plugin di varianti è attivo; non c&apos;è niente da giocare</translation>
    </message>
    <message>
        <source>number of cells (flippers in Penguin), 0-{max}</source>
        <translation>numero di celle (flippers in Penguin), 0-{max}</translation>
    </message>
    <message>
        <source>card deck: builtin, builtin-four-colour, builtin-high-contrast, the name of an installed deck as View › Cards shows it (Dondorf), or the path of an SVG deck (default: as last set)</source>
        <translation>mazzo: builtin, builtin-four-colour, builtin-high-contrast, il nome di un mazzo installato come lo mostra Visualizza › Carte (Dondorf), o il percorso di un mazzo SVG (predefinito: come impostato l&apos;ultima volta)</translation>
    </message>
    <message>
        <source>deal number, 1 to {max}</source>
        <translation>numero della partita, da 1 a {max}</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Serie: %n giorno</numerusform>
            <numerusform>Serie: %n giorni</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM</source>
        <translation>d MMMM</translation>
    </message>
    <message>
        <source>Deal of the day · {day}</source>
        <translation>Partita del giorno · {day}</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y</source>
        <translation>Partita del &amp;giorno</translation>
    </message>
    <message>
        <source>Looking for the deal of the day…</source>
        <translation>Ricerca della partita del giorno…</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the deal of the day?</source>
        <translation>Lasciare la partita in corso e giocare la partita del giorno?</translation>
    </message>
    <message>
        <source>Deal {n}: the same deal for every player of this variant on {day}</source>
        <translation>Partita {n}: la stessa partita per chiunque giochi questa variante il {day}</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Partita del giorno</translation>
    </message>
    <message>
        <source>The deal of the day could not be found.</source>
        <translation>Non è stato possibile trovare la partita del giorno.</translation>
    </message>
    <message>
        <source>You won the deal of the day with help. {streak}</source>
        <translation>Partita del giorno vinta con aiuto. {streak}</translation>
    </message>
    <message>
        <source>Days played:</source>
        <translation>Giorni giocati:</translation>
    </message>
    <message>
        <source>Days won:</source>
        <translation>Giorni vinti:</translation>
    </message>
    <message>
        <source>Current streak of days:</source>
        <translation>Serie attuale di giorni:</translation>
    </message>
    <message>
        <source>Longest streak of days:</source>
        <translation>Serie più lunga di giorni:</translation>
    </message>
    <message>
        <source>{caption}, deal {n}. {streak}</source>
        <translation>{caption}, partita {n}. {streak}</translation>
    </message>
    <message>
        <source>You won the deal of the day. {streak}</source>
        <translation>Partita del giorno vinta. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day is lost. {streak}</source>
        <translation>La partita del giorno è persa. {streak}</translation>
    </message>
    <message>
        <source>This is the deal of the day already. {streak}</source>
        <translation>Questa è già la partita del giorno. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day again: only its first game counts. {streak}</source>
        <translation>Di nuovo la partita del giorno: conta solo la prima. {streak}</translation>
    </message>
</context>
<context>
    <name>DealHistoryTable</name>
    <message>
        <source>Deal history</source>
        <translation>Storia delle partite</translation>
    </message>
    <message>
        <source>Press Enter on a deal to play it again.</source>
        <translation>Premi Invio su una partita per giocarla di nuovo.</translation>
    </message>
    <message>
        <source>Double-click a deal, or press Enter on it, to play it again.</source>
        <translation>Fai doppio clic su una partita, o premi Invio su di essa, per giocarla di nuovo.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Meno mosse</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Vittoria più rapida</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Punteggio migliore</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Ultima volta</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Giocata il</translation>
    </message>
    <message>
        <source>The bests count the games played alone (no hints, no solver&apos;s moves).</source>
        <translation>I record contano le partite giocate da soli (senza suggerimenti né mosse del risolutore).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Ancora nessuna partita giocata.</translation>
    </message>
</context>
<context>
    <name>DealPool</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Esperto</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Facile</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difficile</translation>
    </message>
    <message>
        <source>New Deal &amp;by Difficulty</source>
        <translation>Nuova partita per diffico&amp;ltà</translation>
    </message>
    <message>
        <source>Winnable Deals On&amp;ly</source>
        <translation>Solo partite &amp;vincibili</translation>
    </message>
    <message>
        <source>New Deal deals only deals the solver has proven winnable (for this variant)</source>
        <translation>Nuova partita distribuisce solo partite che il risolutore ha dimostrato vincibili (per questa variante)</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ready</source>
        <translation>
            <numerusform>%n partita pronta</numerusform>
            <numerusform>%n partite pronte</numerusform>
        </translation>
    </message>
    <message>
        <source>New Deal now deals only proven-winnable deals</source>
        <translation>Nuova partita ora distribuisce solo partite dimostrate vincibili</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Cerco una partita vincibile…</translation>
    </message>
    <message>
        <source>{n} of the deals kept ready were not valid and were left out; the file as it was is kept as {name}</source>
        <translation>{n} delle partite tenute pronte non erano valide e sono state tralasciate; il file com&apos;era è conservato come {name}</translation>
    </message>
    <message>
        <source>Difficulty: {tier}</source>
        <translation>Difficoltà: {tier}</translation>
    </message>
    <message>
        <source>Deals cannot be proven winnable here ({reason}): a random deal is dealt</source>
        <translation>Qui non si può dimostrare che le partite siano vincibili ({reason}): viene distribuita una partita a caso</translation>
    </message>
    <message>
        <source>Deals of this variant cannot be rated ({reason})</source>
        <translation>Le partite di questa variante non possono essere valutate ({reason})</translation>
    </message>
    <message>
        <source>Still looking: {n} deals tried, none of them fits yet</source>
        <translation>Cerco ancora: {n} partite provate, nessuna va ancora bene</translation>
    </message>
    <message>
        <source>Deals cannot be rated ({reason})</source>
        <translation>Le partite non possono essere valutate ({reason})</translation>
    </message>
    <message>
        <source>The deals kept ready could not be read ({reason}); the file was set aside as {name} and new deals are found again</source>
        <translation>Le partite tenute pronte non si sono potute leggere ({reason}); il file è stato messo da parte come {name} e si cercano di nuovo partite</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: looking for one…</source>
        <translation>Nessuna partita di livello {tier} ancora pronta: ne cerco una…</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: a {other} deal is dealt instead</source>
        <translation>Nessuna partita di livello {tier} ancora pronta: ne viene distribuita una di livello {other}</translation>
    </message>
</context>
<context>
    <name>DealRater</name>
    <message>
        <source>the solver worker keeps ending</source>
        <translation>il processo del risolutore continua a terminare</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Built-in</source>
        <translation>Integrato</translation>
    </message>
    <message>
        <source>Built-in, high contrast</source>
        <translation>Integrato, alto contrasto</translation>
    </message>
    <message>
        <source>Built-in, four colours</source>
        <translation>Integrato, quattro colori</translation>
    </message>
    <message>
        <source>There is no card deck called {name} (the decks here: {names})</source>
        <translation>Non c&apos;è nessun mazzo chiamato {name} (i mazzi qui: {names})</translation>
    </message>
    <message>
        <source>No card deck at {path}</source>
        <translation>Nessun mazzo in {path}</translation>
    </message>
    <message>
        <source>Cannot read the card deck {path}</source>
        <translation>Impossibile leggere il mazzo {path}</translation>
    </message>
    <message>
        <source>The card deck {path} has no card {card}</source>
        <translation>Al mazzo {path} manca la carta {card}</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Deal numbers go from 1 to {max}</source>
        <translation>I numeri delle partite vanno da 1 a {max}</translation>
    </message>
    <message>
        <source>{variant} has {expected} columns, the position has {found}</source>
        <translation>{variant} ha {expected} colonne, la posizione ne ha {found}</translation>
    </message>
    <message>
        <source>1 card is missing: {cards}</source>
        <translation>Manca 1 carta: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards are missing: {cards}</source>
        <translation>
            <numerusform>Manca {count} carta: {cards}</numerusform>
            <numerusform>Mancano {count} carte: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} appears twice (also on line {other})</source>
        <translation>{card} compare due volte (anche alla riga {other})</translation>
    </message>
    <message>
        <source>A Base: line is needed: {variant} has a base rank</source>
        <translation>Serve una riga Base: {variant} ha un valore base</translation>
    </message>
    <message>
        <source>Not a rank: {text!r}</source>
        <translation>Non è un valore: {text!r}</translation>
    </message>
    <message>
        <source>{variant} builds its foundations from the ace</source>
        <translation>{variant} costruisce le basi a partire dall&apos;Asso</translation>
    </message>
    <message>
        <source>This position is for the variant {found!r}, not {expected!r}</source>
        <translation>Questa posizione è della variante {found!r}, non {expected!r}</translation>
    </message>
    <message>
        <source>Not a card: {text!r}</source>
        <translation>Non è una carta: {text!r}</translation>
    </message>
    <message>
        <source>Not a foundation entry: {text!r}</source>
        <translation>Non è una voce di base: {text!r}</translation>
    </message>
    <message>
        <source>{text!r} is given twice</source>
        <translation>{text!r} compare due volte</translation>
    </message>
    <message>
        <source>{variant} has {expected} {word}, the position has {found}</source>
        <translation>{variant} ha {expected} {word}, la posizione ne ha {found}</translation>
    </message>
    <message>
        <source>{name} is given twice</source>
        <translation>{name} compare due volte</translation>
    </message>
    <message>
        <source>Unknown line: {text!r}</source>
        <translation>Riga sconosciuta: {text!r}</translation>
    </message>
    <message>
        <source>Not a move: {text!r}</source>
        <translation>Non è una mossa: {text!r}</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there</source>
        <translation>Le carte sulle basi restano lì</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>2</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Fanti</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Regine</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tutte</translation>
    </message>
    <message>
        <source>An empty column takes only the rank below the base rank</source>
        <translation>Una colonna vuota accetta solo il valore sotto il valore base</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty {word}</source>
        <translation>
            <numerusform>{count} {word} disponibile</numerusform>
            <numerusform>{count} {word} disponibili</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells}, {columns}</source>
        <translation>Ora si può spostare 1 carta: {cells}, {columns}</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells}, {columns}</source>
        <translation>Ora si possono spostare {limit} carte: {cells}, {columns}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>la base</translation>
    </message>
    <message>
        <source>free cell</source>
        <translation>cella libera</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>celle libere</translation>
    </message>
    <message>
        <source>An empty column takes any card</source>
        <translation>Una colonna vuota accetta qualsiasi carta</translation>
    </message>
    <message>
        <source>An empty column stays empty</source>
        <translation>Una colonna vuota resta vuota</translation>
    </message>
    <message>
        <source>An empty column takes only a king</source>
        <translation>Una colonna vuota accetta solo un re</translation>
    </message>
    <message>
        <source>Runs of any length move as a unit</source>
        <translation>Le scale di qualsiasi lunghezza si spostano in blocco</translation>
    </message>
    <message>
        <source>One card moves at a time</source>
        <translation>Si sposta una carta alla volta</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards move as a unit</source>
        <translation>Scale fino a (numero di {cells} disponibili + 1) carte si spostano in blocco</translation>
    </message>
    <message>
        <source>any number of cards can be carried</source>
        <translation>si può spostare qualsiasi numero di carte</translation>
    </message>
    <message>
        <source>one card can be moved at a time in this variant</source>
        <translation>in questa variante si può spostare una sola carta alla volta</translation>
    </message>
    <message>
        <source>no empty {word}</source>
        <translation>0 {word} disponibili</translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells} (empty columns do not count)</source>
        <translation>Ora si può spostare 1 carta: {cells} (le colonne vuote non contano)</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells} (empty columns do not count)</source>
        <translation>Ora si possono spostare {limit} carte: {cells} (le colonne vuote non contano)</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>colonna {n}</translation>
    </message>
    <message>
        <source>{word} {letter}</source>
        <translation>{word} {letter}</translation>
    </message>
    <message>
        <source>There is no {pile}</source>
        <translation>Non esiste: {pile}</translation>
    </message>
    <message>
        <source>The cards are already there</source>
        <translation>Le carte sono già lì</translation>
    </message>
    <message>
        <source>Only {explanation}</source>
        <translation>Solo questo: {explanation}</translation>
    </message>
    <message>
        <source>Empty columns stay empty in this variant</source>
        <translation>In questa variante le colonne vuote restano vuote</translation>
    </message>
    <message>
        <source>A move carries at least one card</source>
        <translation>Una mossa sposta almeno una carta</translation>
    </message>
    <message>
        <source>There is no card in {pile}</source>
        <translation>Nessuna carta in {pile}</translation>
    </message>
    <message>
        <source>There are only {n} cards in {pile}</source>
        <translation>In {pile} ci sono solo {n} carte</translation>
    </message>
    <message>
        <source>The {card} cannot be moved with the cards on it: they are not a run</source>
        <translation>{card} non si può spostare con le carte sopra: non formano una scala</translation>
    </message>
    <message>
        <source>Only one card at a time goes there</source>
        <translation>Lì va una sola carta alla volta</translation>
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
        <translation>nessun&apos;altra colonna vuota</translation>
    </message>
    <message>
        <source>no empty column</source>
        <translation>nessuna colonna vuota</translation>
    </message>
    <message>
        <source>the tableau builds down regardless of suit</source>
        <translation>le colonne si costruiscono in discesa senza badare al seme</translation>
    </message>
    <message>
        <source>{variant} does not allow this move</source>
        <translation>{variant} non permette questa mossa</translation>
    </message>
    <message>
        <source>The deal procedure {name} made a position that does not fit the variant {variant}: {problem}</source>
        <translation>La procedura di distribuzione {name} ha creato una posizione che non si adatta alla variante {variant}: {problem}</translation>
    </message>
    <message>
        <source>the foundations do not start with the aces</source>
        <translation>le fondazioni non iniziano con gli assi</translation>
    </message>
    <message>
        <source>base rank {base}, but the deal procedure does not choose the base</source>
        <translation>valore base {base}, ma la procedura di distribuzione non sceglie il valore base</translation>
    </message>
    <message>
        <source>{card} is not a card (cards are 0-51)</source>
        <translation>{card} non è una carta (le carte sono 0-51)</translation>
    </message>
    <message>
        <source>{card} twice</source>
        <translation>{card} due volte</translation>
    </message>
    <message>
        <source>The game was given up: deal again to play on</source>
        <translation>La partita è stata data per persa: distribuisci di nuovo per continuare a giocare</translation>
    </message>
    <message>
        <source>{variant} fixes this rule, which makes the game: {rule}</source>
        <translation>{variant} fissa questa regola, che fa il gioco: {rule}</translation>
    </message>
    <message>
        <source>the deal {deal} {problem}</source>
        <translation>la distribuzione {deal}: {problem}</translation>
    </message>
    <message>
        <source>{number} {word}</source>
        <translation>{number} {word}</translation>
    </message>
    <message>
        <source>The deal procedure {name} made deal {number}, which does not fit: {problem}</source>
        <translation>La distribuzione {name} ha prodotto la partita {number}, che non va bene: {problem}</translation>
    </message>
    <message>
        <source>The deal procedure {name} failed: {error}</source>
        <translation>La procedura di distribuzione {name} non è riuscita: {error}</translation>
    </message>
    <message>
        <source>The deal procedure {name} did not make deal {number} within {seconds} s</source>
        <translation>La distribuzione {name} non ha distribuito la partita {number} entro {seconds} s</translation>
    </message>
    <message>
        <source>The deal procedure {name} cannot make deal {number} here: {reason}</source>
        <translation>La distribuzione {name} non può distribuire qui la partita {number}: {reason}</translation>
    </message>
    <message>
        <source>The deal procedure {name} ended its process while making deal {number} ({how})</source>
        <translation>La distribuzione {name} ha terminato il suo processo distribuendo la partita {number} ({how})</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} non è un file normale</translation>
    </message>
    <message>
        <source>{name} is too large (over {limit} bytes)</source>
        <translation>{name} è troppo grande (oltre {limit} byte)</translation>
    </message>
    <message>
        <source>{name} is too large once expanded (over {limit} bytes)</source>
        <translation>{name} è troppo grande una volta decompresso (oltre {limit} byte)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non finita</translation>
    </message>
    <message>
        <source>not a game record: {value} is not a number JSON allows</source>
        <translation>non è una registrazione di partita: {value} non è un numero ammesso da JSON</translation>
    </message>
    <message>
        <source>a game that was won cannot have been given up</source>
        <translation>una partita vinta non può essere stata data per persa</translation>
    </message>
    <message>
        <source>the record says {said}, but its moves leave the game {actual}</source>
        <translation>la registrazione dice {said}, ma le sue mosse lasciano la partita {actual}</translation>
    </message>
    <message>
        <source>the game is too long to be saved (over {limit} bytes)</source>
        <translation>la partita è troppo lunga per essere salvata (oltre {limit} byte)</translation>
    </message>
    <message>
        <source>a number in it is far too long to be part of a game</source>
        <translation>un numero al suo interno è troppo lungo per far parte di una partita</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}</source>
        <translation>deve essere un numero intero da {low} a {high}</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>è più lungo di {limit} caratteri</translation>
    </message>
    <message>
        <source>holds characters that are not text</source>
        <translation>contiene caratteri che non sono testo</translation>
    </message>
    <message>
        <source>has more than {limit} moves</source>
        <translation>ha più di {limit} mosse</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>deve essere true o false</translation>
    </message>
    <message>
        <source>the game cannot be brought back from this record</source>
        <translation>la partita non può essere ripresa da questa registrazione</translation>
    </message>
    <message>
        <source>the game holds text that cannot be written</source>
        <translation>la partita contiene testo che non può essere scritto</translation>
    </message>
    <message>
        <source>the deal was made with the deal procedure {shuffle}, which this variant here does not use (is the plugin that brings it installed?)</source>
        <translation>la smazzata è stata fatta con la procedura di distribuzione {shuffle}, che questa variante qui non usa (è installato il plugin che la fornisce?)</translation>
    </message>
    <message>
        <source>Moves to the foundation use index 0: the card&apos;s suit picks the pile</source>
        <translation>Le mosse verso la base usano l&apos;indice 0: il seme della carta sceglie la pila</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time</source>
        <translation>Le carte vanno sulle basi una alla volta</translation>
    </message>
    <message>
        <source>The {card} cannot go home yet: the {suit} foundation takes the {next} next</source>
        <translation>{card} non può ancora andare sulla base: la base di {suit} vuole prima {next}</translation>
    </message>
    <message>
        <source>A {word} holds one card</source>
        <translation>Una sola carta per {word}</translation>
    </message>
    <message>
        <source>There is already a card in {pile}</source>
        <translation>C&apos;è già una carta in {pile}</translation>
    </message>
    <message>
        <source>Nothing may be placed on an ace</source>
        <translation>Sull&apos;Asso non si può mettere nulla</translation>
    </message>
    <message>
        <source>the tableau builds down in suit</source>
        <translation>il tableau si costruisce verso il basso per seme</translation>
    </message>
    <message>
        <source>the tableau builds down in alternating colours</source>
        <translation>il tableau si costruisce verso il basso a colori alterni</translation>
    </message>
    <message>
        <source>The {card} does not go on the {target}: {rule}</source>
        <translation>{card} non va su {target}: {rule}</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}</source>
        <translation>Le colonne vuote accettano solo {ranks}</translation>
    </message>
    <message>
        <source>There is only 1 card in {pile}</source>
        <translation>In {pile} c&apos;è solo 1 carta</translation>
    </message>
    <message>
        <source>1 other empty column</source>
        <translation>1 altra colonna vuota</translation>
    </message>
    <message numerus="yes">
        <source>{count} other empty columns</source>
        <translation>
            <numerusform>{count} altra colonna vuota</numerusform>
            <numerusform>{count} altre colonne vuote</numerusform>
        </translation>
    </message>
    <message>
        <source>1 empty column</source>
        <translation>1 colonna vuota</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty columns</source>
        <translation>
            <numerusform>{count} colonna vuota</numerusform>
            <numerusform>{count} colonne vuote</numerusform>
        </translation>
    </message>
    <message>
        <source>The {suit} foundation starts with the {card}</source>
        <translation>La base di {suit} inizia con {card}</translation>
    </message>
    <message>
        <source>Nothing may be placed on the {card}: {rank} is the base rank</source>
        <translation>Su {card} non si può mettere nulla: {rank} è il valore base</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}: the base rank is {base}</source>
        <translation>Le colonne vuote accettano solo {ranks}: il valore base è {base}</translation>
    </message>
    <message>
        <source>{made} columns, the rules have {columns}</source>
        <translation>{made} colonne, le regole ne hanno {columns}</translation>
    </message>
    <message>
        <source>{made} cells, the rules have {cells}</source>
        <translation>{made} celle, le regole ne hanno {cells}</translation>
    </message>
    <message>
        <source>{made} cards, not 52</source>
        <translation>{made} carte, non 52</translation>
    </message>
    <message>
        <source>This is too long to be a position ({size} characters, where a board has a few hundred)</source>
        <translation>È troppo lungo per essere una posizione ({size} caratteri, dove una disposizione ne ha qualche centinaio)</translation>
    </message>
    <message>
        <source>{name} is too large to be a game or a position (over {limit} bytes)</source>
        <translation>{name} è troppo grande per essere una partita o una posizione (oltre {limit} byte)</translation>
    </message>
    <message>
        <source>There is no file {name}</source>
        <translation>Non esiste il file {name}</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} è una cartella, non un file</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>Impossibile leggere {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} non è un file di testo</translation>
    </message>
    <message>
        <source>the variant {variant} is not available here (is its plugin installed and on?)</source>
        <translation>la variante {variant} non è disponibile qui (il suo plugin è installato e attivo?)</translation>
    </message>
    <message>
        <source>too large to be a game record</source>
        <translation>troppo grande per essere una registrazione di partita</translation>
    </message>
    <message>
        <source>not a Penguin Qt game record</source>
        <translation>non è una registrazione di partita di Penguin Qt</translation>
    </message>
    <message>
        <source>the format version is missing or not a number</source>
        <translation>la versione del formato manca o non è un numero</translation>
    </message>
    <message>
        <source>written by a newer Penguin Qt (format {version}); this one reads up to {known}</source>
        <translation>scritta da un Penguin Qt più recente (formato {version}); questo legge fino al formato {known}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>deve essere un numero intero</translation>
    </message>
    <message>
        <source>is missing or has the wrong type</source>
        <translation>manca o è del tipo sbagliato</translation>
    </message>
    <message>
        <source>must be a list of moves</source>
        <translation>deve essere un elenco di mosse</translation>
    </message>
    <message>
        <source>must be a list of game results</source>
        <translation>deve essere un elenco di risultati di partite</translation>
    </message>
    <message>
        <source>a record needs either a deal number or a starting position</source>
        <translation>una registrazione richiede un numero di smazzata o una posizione iniziale</translation>
    </message>
    <message>
        <source>must be one of {values}</source>
        <translation>deve essere uno tra {values}</translation>
    </message>
    <message>
        <source>a game given up must have the result lost</source>
        <translation>una partita data per persa deve avere il risultato «persa»</translation>
    </message>
    <message>
        <source>must be a day written YYYY-MM-DD</source>
        <translation>deve essere un giorno scritto AAAA-MM-GG</translation>
    </message>
    <message>
        <source>rules this variant cannot take: {reason}</source>
        <translation>regole che questa variante non accetta: {reason}</translation>
    </message>
    <message>
        <source>the game cannot start: {reason}</source>
        <translation>la partita non può cominciare: {reason}</translation>
    </message>
    <message>
        <source>each group of moves to redo is one move and the autoplay after it</source>
        <translation>ogni gruppo di mosse da ripetere è una mossa e il gioco automatico che la segue</translation>
    </message>
    <message>
        <source>not a game record: cut off or malformed JSON at line {line}, column {column}</source>
        <translation>non è una registrazione di partita: JSON interrotto o malformato alla riga {line}, colonna {column}</translation>
    </message>
    <message>
        <source>not a game record: nested too deeply</source>
        <translation>non è una registrazione di partita: annidata troppo in profondità</translation>
    </message>
    <message>
        <source>must be a number of seconds</source>
        <translation>deve essere un numero di secondi</translation>
    </message>
    <message>
        <source>must be a move in the notation, like 34 or 3a</source>
        <translation>deve essere una mossa nella notazione, come 34 o 3a</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} non è consentita qui: {reason}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>the disk refused it: {error}</source>
        <translation>il disco ha rifiutato: {error}</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards, doubled for each empty column other than the destination, move as a unit</source>
        <translation>Sequenze fino a ({cells} vuote + 1) carte, raddoppiate per ogni colonna vuota diversa dalla destinazione, si spostano come un&apos;unità</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>un altro programma sta usando il file</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>il file o la sua cartella è di sola lettura</translation>
    </message>
    <message>
        <source>the file or its folder cannot be opened</source>
        <translation>il file o la sua cartella non si può aprire</translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file {path} were not text and no copy of it could be kept: the other settings are used, and changes are not kept</source>
        <translation>
            <numerusform>Una riga del file delle impostazioni {path} non era testo e non è stato possibile conservarne una copia: valgono le altre impostazioni, e le modifiche non vengono conservate</numerusform>
            <numerusform>{count} righe del file delle impostazioni {path} non erano testo e non è stato possibile conservarne una copia: valgono le altre impostazioni, e le modifiche non vengono conservate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file were not text and were left out; the file as it was is kept as {name}</source>
        <translation>
            <numerusform>Una riga del file delle impostazioni non era testo ed è stata tralasciata; il file com&apos;era è conservato come {name}</numerusform>
            <numerusform>{count} righe del file delle impostazioni non erano testo e sono state tralasciate; il file com&apos;era è conservato come {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be saved to {path}: {reason}</source>
        <translation>Non è stato possibile salvare le impostazioni in {path}: {reason}</translation>
    </message>
    <message>
        <source>The settings file {path} or its folder is read-only: changes are not kept</source>
        <translation>Il file delle impostazioni {path} o la sua cartella è di sola lettura: le modifiche non vengono conservate</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({error}); it was kept as {name} and a new one was started.</source>
        <translation>Il file delle statistiche non era leggibile ({error}); è stato conservato come {name} e ne è stato iniziato uno nuovo.</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} è un file, non una cartella</translation>
    </message>
    <message>
        <source>it was made by a newer version of Penguin Qt</source>
        <translation>è stato creato da una versione più recente di Penguin Qt</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} è una cartella</translation>
    </message>
    <message>
        <source>The statistics cannot be saved now: {reason}. The results of this session are kept and will be saved when it is possible.</source>
        <translation>Le statistiche non si possono salvare ora: {reason}. I risultati di questa sessione sono conservati e verranno salvati appena possibile.</translation>
    </message>
    <message>
        <source>the record says the game was won, but its moves do not win it</source>
        <translation>la registrazione dice che la partita è stata vinta, ma le sue mosse non la vincono</translation>
    </message>
    <message>
        <source>The settings file was too large ({size} MB) to be read. It was kept as {name} and the default settings are used.</source>
        <translation>Il file delle impostazioni era troppo grande ({size} MB) per essere letto. È stato conservato come {name} e si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>The settings file {path} is too large ({size} MB) to be read. It was ignored: this session starts with the default settings, and changes will not be kept.</source>
        <translation>Il file delle impostazioni {path} è troppo grande ({size} MB) per essere letto. È stato ignorato: questa sessione parte con le impostazioni predefinite e le modifiche non verranno conservate.</translation>
    </message>
    <message>
        <source>The saved rules could not be used ({reason}); {variant} is played with its own rules.</source>
        <translation>Le regole salvate non si sono potute usare ({reason}); {variant} si gioca con le sue regole.</translation>
    </message>
    <message>
        <source>line {line}: </source>
        <translation>riga {line}: </translation>
    </message>
</context>
<context>
    <name>GameClock</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Stop the clock; P again or any move goes on</source>
        <translation>Ferma l&apos;orologio; di nuovo P o una mossa qualsiasi lo fa ripartire</translation>
    </message>
    <message>
        <source>Paused: press P or make a move to go on</source>
        <translation>In pausa: premi P o fai una mossa per continuare</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Dealing deal {n}…</source>
        <extracomment>``source(game)``: facts of the deal a room knows (its tier, its day as deal of the day)</extracomment>
        <translation>Si distribuisce la smazzata {n}…</translation>
    </message>
    <message>
        <source>An empty column takes: {label}</source>
        <translation>Una colonna vuota accetta: {label}</translation>
    </message>
    <message>
        <source>This foundation starts with the {card}</source>
        <translation>Questa base inizia con {card}</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niente da annullare</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Niente da ripetere</translation>
    </message>
    <message>
        <source>No card can go home safely now</source>
        <translation>Nessuna carta può andare ora sulle basi senza rischi</translation>
    </message>
    <message>
        <source>The {card} is picked up: now choose where it goes</source>
        <translation>{card} è in mano: ora scegli dove va</translation>
    </message>
    <message>
        <source>{count} cards from the {card} are picked up: now choose where they go</source>
        <translation>{count} carte da {card} sono in mano: ora scegli dove vanno</translation>
    </message>
    <message>
        <source>The {card} has no place to go</source>
        <translation>{card} non ha dove andare</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The saved game could not be brought back: {reason}</source>
        <translation>Impossibile riprendere la partita salvata: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}); play goes on</source>
        <translation>Impossibile salvare la partita ({reason}); il gioco continua</translation>
    </message>
    <message>
        <source>The game is being saved again</source>
        <translation>La partita viene di nuovo salvata</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>Penguin Qt games (*.penguin.json *.json);;Positions (*.txt *.board);;All files (*)</source>
        <translation>Partite di Penguin Qt (*.penguin.json *.json);;Posizioni (*.txt *.board);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Play the same deal and compare your results?</source>
        <translation>Giocare la stessa smazzata e confrontare i risultati?</translation>
    </message>
    <message>
        <source>your friend</source>
        <translation>il tuo avversario</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Salva con nome…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copia posizione</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Incolla posizione</translation>
    </message>
    <message>
        <source>C&amp;hallenge a Friend…</source>
        <translation>Sfi&amp;da un amico…</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>gli appunti</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the position in {where}?</source>
        <translation>Lasciare la partita in corso e giocare la posizione in {where}?</translation>
    </message>
    <message numerus="yes">
        <source>{player} won this deal in %n move(s), with a score of {score}.</source>
        <translation>
            <numerusform>{player} ha vinto questa partita in %n mossa, con un punteggio di {score}.</numerusform>
            <numerusform>{player} ha vinto questa partita in %n mosse, con un punteggio di {score}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} played this deal without winning it: %n move(s), score {score}.</source>
        <translation>
            <numerusform>{player} ha giocato questa partita senza vincerla: %n mossa, punteggio {score}.</numerusform>
            <numerusform>{player} ha giocato questa partita senza vincerla: %n mosse, punteggio {score}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Game or a Position</source>
        <translation>Apri una partita o una posizione</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the saved game {where}?</source>
        <translation>Lasciare la partita in corso e giocare la partita salvata {where}?</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Challenge a Friend</source>
        <translation>Sfida un amico</translation>
    </message>
    <message>
        <source>Your name, to show beside your friend&apos;s result when they play this deal:</source>
        <translation>Il tuo nome, da mostrare accanto al risultato del tuo amico quando giocherà questa smazzata:</translation>
    </message>
    <message>
        <source>Save the Challenge</source>
        <translation>Salva la sfida</translation>
    </message>
    <message>
        <source>A Challenge</source>
        <translation>Una sfida</translation>
    </message>
    <message>
        <source>Play This Deal</source>
        <translation>Gioca questa smazzata</translation>
    </message>
    <message>
        <source>The Same Deal, Side by Side</source>
        <translation>La stessa smazzata a confronto</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Suggerimenti usati</translation>
    </message>
    <message>
        <source>Moves by the solver</source>
        <translation>Mosse del risolutore</translation>
    </message>
    <message>
        <source>The Game of {player}</source>
        <translation>La partita di {player}</translation>
    </message>
    <message>
        <source>{variant}, deal {n}</source>
        <translation>{variant}, smazzata {n}</translation>
    </message>
    <message>
        <source>{variant}, from a position</source>
        <translation>{variant}, da una posizione</translation>
    </message>
    <message>
        <source>Position copied to the clipboard, in the board format</source>
        <translation>Posizione copiata negli appunti, nel formato del tavolo</translation>
    </message>
    <message>
        <source>Saved as {name}</source>
        <translation>Salvata come {name}</translation>
    </message>
    <message>
        <source>Same deal as {player}: good luck</source>
        <translation>Stessa smazzata di {player}: buona fortuna</translation>
    </message>
    <message>
        <source>Step Through Their Game</source>
        <translation>Ripercorri la sua partita</translation>
    </message>
    <message>
        <source>The deal of the day of {day}.</source>
        <translation>La partita del giorno del {day}.</translation>
    </message>
    <message>
        <source>There is no position in {where}</source>
        <translation>Non c&apos;è nessuna posizione in {where}</translation>
    </message>
    <message>
        <source>{player} used hints, but played every move.</source>
        <translation>{player} ha usato dei suggerimenti, ma ha giocato ogni mossa.</translation>
    </message>
    <message>
        <source>Game opened: {name}</source>
        <translation>Partita aperta: {name}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message numerus="yes">
        <source>The solver played {solver} of those %n move(s).</source>
        <translation>
            <numerusform>Il risolutore ha giocato {solver} di quella %n mossa.</numerusform>
            <numerusform>Il risolutore ha giocato {solver} di quelle %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>No position in {where}: {reason}</source>
        <translation>Nessuna posizione in {where}: {reason}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>Impossibile aprire {name}: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved as {name}: {reason}</source>
        <translation>Impossibile salvare la partita come {name}: {reason}</translation>
    </message>
    <message>
        <source>The challenge cannot be played: {reason}</source>
        <translation>La sfida non può essere giocata: {reason}</translation>
    </message>
</context>
<context>
    <name>GiveUp</name>
    <message>
        <source>&amp;Give Up…</source>
        <translation>&amp;Mi arrendo…</translation>
    </message>
    <message>
        <source>End this game here: it is counted as lost</source>
        <translation>Termina qui questa partita: conta come persa</translation>
    </message>
    <message>
        <source>Give up this game? It ends here and is counted as lost.</source>
        <translation>Arrendersi? La partita finisce qui e conta come persa.</translation>
    </message>
    <message>
        <source>The position stays on the table; no move can be taken back. You can play the same deal again as a new game.</source>
        <translation>La posizione resta sul tavolo; nessuna mossa può essere annullata. Puoi giocare di nuovo la stessa partita come nuova partita.</translation>
    </message>
    <message>
        <source>Give Up</source>
        <translation>Arrendersi</translation>
    </message>
    <message>
        <source>Game given up: it is counted as lost</source>
        <translation>Partita data per persa: conta come sconfitta</translation>
    </message>
    <message>
        <source>Game Given Up</source>
        <translation>Partita data per persa</translation>
    </message>
    <message>
        <source>This game is counted as lost.</source>
        <translation>Questa partita conta come persa.</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Gioca di nuovo</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>The aim</source>
        <translation>Lo scopo</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Spostare le carte</translation>
    </message>
    <message>
        <source>The keyboard on the table</source>
        <translation>La tastiera sul tavolo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Help from the solver</source>
        <translation>Aiuto dal risolutore</translation>
    </message>
    <message>
        <source>Move every card to the four foundations, in suit, up from the base rank.</source>
        <translation>Porta tutte le carte sulle quattro basi, per seme, salendo dal valore base.</translation>
    </message>
    <message>
        <source>Help › Rules tells the rules of the variant on the table; the status bar says whether the game can still be won.</source>
        <translation>Aiuto › Regole spiega le regole della variante sul tavolo; la barra di stato dice se la partita si può ancora vincere.</translation>
    </message>
    <message>
        <source>Drag a card (or a run: the cards on it come along) onto another pile.</source>
        <translation>Trascina una carta (o una scala: le carte sopra vengono con lei) su un&apos;altra pila.</translation>
    </message>
    <message>
        <source>Or click a card, then click where it goes.</source>
        <translation>Oppure fai clic su una carta, poi dove deve andare.</translation>
    </message>
    <message>
        <source>Double-click a card to send it home, or to the best place it can go.</source>
        <translation>Un doppio clic manda la carta sulla sua base, o nel posto migliore in cui può andare.</translation>
    </message>
    <message>
        <source>Double-click a foundation, or use Game › Send Cards Home, to send home every card that can safely go there when autoplay is off.</source>
        <translation>Un doppio clic su una base, o Partita › Manda le carte alle basi, manda sulle basi ogni carta che ci può andare senza rischi quando il gioco automatico è spento.</translation>
    </message>
    <message>
        <source>Escape puts back the cards you drag or picked up.</source>
        <translation>Esc rimette a posto le carte che trascini o hai preso.</translation>
    </message>
    <message>
        <source>Arrow keys move the frame between piles. Space or Enter picks up the run in the frame, and puts it down on the pile the frame is on next.</source>
        <translation>I tasti freccia spostano la cornice tra le pile. Spazio o Invio prende la scala nella cornice e la posa sulla pila dove la cornice si trova dopo.</translation>
    </message>
    <message>
        <source>F sends the card in the frame home, or to the best place it can go, as a double-click does. Escape lets go.</source>
        <translation>F manda la carta nella cornice sulla sua base, o nel posto migliore in cui può andare, come un doppio clic. Esc lascia andare.</translation>
    </message>
    <message>
        <source>New Deal asks first when a game is in progress, since the game left counts as lost (Settings can turn the question off). Choose Deal plays a deal by its number; Restart goes back to the deal.</source>
        <translation>Nuova partita chiede prima se c&apos;è una partita in corso, perché la partita lasciata conta come persa (le Impostazioni possono spegnere la domanda). Scegli partita gioca una partita dal suo numero; Ricomincia torna alla distribuzione.</translation>
    </message>
    <message>
        <source>Pause stops the clock and hides the cards; P again, a click or a key on the table goes on. Undo and Redo take moves back and play them again.</source>
        <translation>Pausa ferma l&apos;orologio e nasconde le carte; di nuovo P, un clic o un tasto sul tavolo riprende. Annulla e Ripeti tolgono le mosse e le rigiocano.</translation>
    </message>
    <message>
        <source>Save As keeps the game in a file, Open brings a saved game or a position back. Copy Position puts the position on the clipboard in the board format; Paste Position plays one from the clipboard.</source>
        <translation>Salva con nome conserva la partita in un file, Apri riporta una partita salvata o una posizione. Copia posizione mette la posizione negli appunti nel formato della tavola; Incolla posizione ne gioca una dagli appunti.</translation>
    </message>
    <message>
        <source>Recent Deals deals again one of the last deals played; Deal of the Day is the same deal for everyone on a day. Give Up ends a game that cannot or will not be won; it counts as lost.</source>
        <translation>Partite recenti ridistribuisce una delle ultime partite giocate; la Partita del giorno è la stessa per tutti in un giorno. Mi arrendo chiude una partita che non si può o non si vuole vincere; conta come persa.</translation>
    </message>
    <message>
        <source>Statistics shows the games played, won and the streaks of each variant, with the help used counted apart.</source>
        <translation>Statistiche mostra le partite giocate e vinte e le serie di ogni variante, con l&apos;aiuto usato contato a parte.</translation>
    </message>
    <message>
        <source>Hint shows a good move (again for another); Enter plays the hint shown. Solve (Demo) lets the solver play the game; a click or a key on the table plays the rest at once.</source>
        <translation>Suggerimento mostra una buona mossa (di nuovo per un&apos;altra); Invio gioca il suggerimento mostrato. Risolvi (demo) fa giocare la partita al risolutore; un clic o un tasto sul tavolo gioca il resto in una volta.</translation>
    </message>
    <message>
        <source>Game › Show Solution steps through a winning line, forwards and backwards. Game › Undo to Last Winnable Position takes back the moves since the game could last be won. Game › Review Game draws the game as a timeline of the solver&apos;s verdicts.</source>
        <translation>Partita › Mostra la soluzione percorre una linea vincente, avanti e indietro. Partita › Annulla fino all&apos;ultima posizione vincibile toglie le mosse da quando la partita si poteva vincere l&apos;ultima volta. Partita › Rivedi la partita disegna la partita come una linea del tempo dei verdetti del risolutore.</translation>
    </message>
    <message>
        <source>A game won with hints or the solver&apos;s moves is counted apart.</source>
        <translation>Una partita vinta con suggerimenti o mosse del risolutore è contata a parte.</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
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
        <translation>Non esiste la variante {id}</translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Deal a new game? The game in progress ends and counts as lost.</source>
        <translation>Distribuire una nuova partita? La partita in corso finisce e conta come persa.</translation>
    </message>
    <message>
        <source>Settings can turn this question off.</source>
        <translation>Nelle Impostazioni si può disattivare questa domanda.</translation>
    </message>
    <message>
        <source>&amp;Choose Deal…</source>
        <translation>&amp;Scegli partita…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>R&amp;ipeti</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>{deck}, from {source}</source>
        <translation>{deck}, da {source}</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>una colonna vuota accetta qualsiasi carta</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>una colonna vuota accetta solo un re</translation>
    </message>
    <message>
        <source>{variant} — deal {n}</source>
        <translation>{variant} — smazzata {n}</translation>
    </message>
    <message>
        <source>an empty column takes the rank below the base</source>
        <translation>una colonna vuota accetta il valore sotto la base</translation>
    </message>
    <message>
        <source>{variant} (custom)</source>
        <translation>{variant} (regole proprie)</translation>
    </message>
    <message>
        <source>Custom rules, changed from the variant: {changes}.</source>
        <translation>Regole proprie, cambiate rispetto alla variante: {changes}.</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Punteggio {score}</translation>
    </message>
    <message>
        <source>{variant} — deal of the day</source>
        <translation>{variant} — partita del giorno</translation>
    </message>
    <message>
        <source>{variant} — a given position</source>
        <translation>{variant} — una posizione data</translation>
    </message>
    <message>
        <source>{n} {cells} instead of {m}</source>
        <translation>{n} {cells} invece di {m}</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Verde</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blu</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rosso</translation>
    </message>
    <message>
        <source>G&amp;rey</source>
        <translation>&amp;Grigio</translation>
    </message>
    <message>
        <source>Bro&amp;wn</source>
        <translation>&amp;Marrone</translation>
    </message>
    <message>
        <source>&amp;Table Colour</source>
        <translation>Colore del &amp;tavolo</translation>
    </message>
    <message>
        <source>Actual &amp;Size</source>
        <translation>Dimensioni &amp;originali</translation>
    </message>
    <message>
        <source>&amp;Other Colour…</source>
        <translation>A&amp;ltro colore…</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Schermo i&amp;ntero</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>The cards are as large as this window allows</source>
        <translation>Le carte sono grandi quanto questa finestra consente</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>Velocità delle &amp;animazioni</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Spenta</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>{problem}: the built-in cards are shown instead</source>
        <translation>{problem}: al loro posto sono mostrate le carte incorporate</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;About Penguin Qt</source>
        <translation>&amp;Informazioni su Penguin Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Given position</source>
        <translation>Posizione data</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Partita {n}</translation>
    </message>
    <message>
        <source>Base {rank}</source>
        <translation>Base {rank}</translation>
    </message>
    <message>
        <source>Moves {n}</source>
        <translation>Mosse {n}</translation>
    </message>
    <message>
        <source>Home {n}/52</source>
        <translation>Sulle basi {n}/52</translation>
    </message>
    <message>
        <source>Carry any</source>
        <translation>Spostabili tutte</translation>
    </message>
    <message>
        <source>Carry {n}</source>
        <translation>Spostabili {n}</translation>
    </message>
    <message>
        <source>Paused {m}:{s:02d}</source>
        <translation>In pausa {m}:{s:02d}</translation>
    </message>
    <message>
        <source>Time {m}:{s:02d}</source>
        <translation>Tempo {m}:{s:02d}</translation>
    </message>
    <message>
        <source>{points} points × {cards} cards home = {total}</source>
        <translation>{points} punti × {cards} carte sulle basi = {total}</translation>
    </message>
    <message>
        <source>no win bonus: the solver played moves of this game</source>
        <translation>nessun bonus di vittoria: il risolutore ha giocato mosse di questa partita</translation>
    </message>
    <message>
        <source>win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}</source>
        <translation>premio vittoria {bonus} − {penalty} × {moves} mosse − {seconds} secondi = {total}</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Punteggio: {score}</translation>
    </message>
    <message>
        <source>Deal {n} won!</source>
        <translation>Partita {n} vinta!</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Vinta!</translation>
    </message>
    <message>
        <source>New Deal</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Card size: {size}</source>
        <translation>Dimensione delle carte: {size}</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Vinta in %n mossa</numerusform>
            <numerusform>Vinta in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Nessuna mossa rimasta</translation>
    </message>
    <message>
        <source>No legal move is left in this position.</source>
        <translation>In questa posizione non resta nessuna mossa lecita.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>No moves left: undo to try another way</source>
        <translation>Nessuna mossa rimasta: annulla e prova un&apos;altra strada</translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation>Nuove regole</translation>
    </message>
    <message>
        <source>Leave the game in progress and deal {variant} with these rules now?</source>
        <translation>Lasciare la partita in corso e distribuire ora {variant} con queste regole?</translation>
    </message>
    <message>
        <source>Leave the Game?</source>
        <translation>Lasciare la partita?</translation>
    </message>
    <message>
        <source>Choose Deal</source>
        <translation>Scegli partita</translation>
    </message>
    <message>
        <source>Deal number (1 to {max}):</source>
        <translation>Numero della partita (da 1 a {max}):</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>About Penguin Qt</source>
        <translation>Informazioni su Penguin Qt</translation>
    </message>
    <message>
        <source>Penguin Qt {version}</source>
        <translation>Penguin Qt {version}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuta</translation>
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
        <translation>Partite &amp;recenti</translation>
    </message>
    <message>
        <source>No deals played yet</source>
        <translation>Ancora nessuna partita giocata</translation>
    </message>
    <message>
        <source>Leave the game in progress and play deal {n} again?</source>
        <translation>Lasciare la partita in corso e giocare di nuovo la partita {n}?</translation>
    </message>
    <message>
        <source>Play a Deal Again</source>
        <translation>Giocare di nuovo una partita</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abbandonata</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}: {result}, %n move(s)</source>
        <translation>
            <numerusform>Partita {deal}: {result}, %n mossa</numerusform>
            <numerusform>Partita {deal}: {result}, %n mosse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Game Review</source>
        <translation>Revisione della partita</translation>
    </message>
    <message>
        <source>Timeline of the game</source>
        <translation>Linea del tempo della partita</translation>
    </message>
    <message>
        <source>● winnable   ■ lost   ○ not known yet   ⚑ the move that threw the win away   faded and bracketed: taken back by the moves after it   dashed: ahead (Redo)</source>
        <translation>● vincibile   ■ persa   ○ non ancora nota   ⚑ la mossa che ha buttato via la vittoria   sbiadite e tra parentesi: annullate dalle mosse successive   tratteggiato: avanti (Ripeti)</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <source>The game move by move, with the solver&apos;s verdict after each move</source>
        <translation>La partita mossa per mossa, con il verdetto del risolutore dopo ogni mossa</translation>
    </message>
    <message>
        <source>cannot be won</source>
        <translation>impossibile da vincere</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>non ancora noto</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start.</source>
        <translation>Il risolutore non ha trovato modo di vincere questa smazzata dall&apos;inizio.</translation>
    </message>
    <message numerus="yes">
        <source>, then %n card(s) went home by themselves</source>
        <translation>
            <numerusform>, poi %n carta è andata da sola alla sua base</numerusform>
            <numerusform>, poi %n carte sono andate da sole alla loro base</numerusform>
        </translation>
    </message>
    <message>
        <source>this move threw the win away</source>
        <translation>questa mossa ha buttato via la vittoria</translation>
    </message>
    <message>
        <source>taken back by the moves after it</source>
        <translation>annullata dalle mosse successive</translation>
    </message>
    <message>
        <source>the game is here</source>
        <translation>la partita è qui</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back by the moves after them.</source>
        <translation>
            <numerusform>%n mossa annullata dalle mosse successive.</numerusform>
            <numerusform>%n mosse annullate dalle mosse successive.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some positions could not be decided by the solver.</source>
        <translation>Il risolutore non ha potuto decidere alcune posizioni.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>vincibile</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>non più vincibile</translation>
    </message>
    <message>
        <source>the solver could not tell</source>
        <translation>il risolutore non ha saputo dirlo</translation>
    </message>
    <message>
        <source>The deal: {verdict}</source>
        <translation>La smazzata: {verdict}</translation>
    </message>
    <message>
        <source>Move {n}: {move}; {verdict}</source>
        <translation>Mossa {n}: {move}; {verdict}</translation>
    </message>
    <message>
        <source>ahead: Redo plays it again</source>
        <translation>avanti: Ripeti la rigioca</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s), winnable all the way.</source>
        <translation>
            <numerusform>Vinta in %n mossa, sempre vincibile.</numerusform>
            <numerusform>Vinta in %n mosse, sempre vincibile.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest is worked out when the demo ends.</source>
        <translation>Il resto si calcola quando la demo finisce.</translation>
    </message>
    <message>
        <source>Winnable until move {n}, {when}, threw the win away.</source>
        <translation>Vincibile fino alla mossa {n}, {when}, che ha buttato via la vittoria.</translation>
    </message>
    <message>
        <source>The winning alternative is still being worked out.</source>
        <translation>L&apos;alternativa vincente è ancora in calcolo.</translation>
    </message>
    <message>
        <source>No solver can play these rules.</source>
        <translation>Nessun risolutore sa giocare queste regole.</translation>
    </message>
    <message numerus="yes">
        <source>Still working out %n position(s)…</source>
        <translation>
            <numerusform>Ancora %n posizione da calcolare…</numerusform>
            <numerusform>Ancora %n posizioni da calcolare…</numerusform>
        </translation>
    </message>
    <message>
        <source>instead, {move} keeps the game winnable</source>
        <translation>invece, {move} mantiene la partita vincibile</translation>
    </message>
    <message>
        <source>Winnable after every move so far.</source>
        <translation>Finora vincibile dopo ogni mossa.</translation>
    </message>
    <message>
        <source>Instead, {move} keeps it winnable.</source>
        <translation>Invece, {move} la mantiene vincibile.</translation>
    </message>
    <message>
        <source>No move made yet: the deal is {verdict}.</source>
        <translation>Nessuna mossa ancora: la smazzata è {verdict}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>The cards are dealt face up into %n columns.</source>
        <translation>
            <numerusform>Le carte si distribuiscono scoperte in una colonna.</numerusform>
            <numerusform>Le carte si distribuiscono scoperte in %n colonne.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no beak in this game: every foundation starts with its ace.</source>
        <translation>In questo gioco non c&apos;è becco: ogni base comincia dal suo Asso.</translation>
    </message>
    <message>
        <source>A card that has reached a foundation stays there.</source>
        <translation>Una carta arrivata su una base resta lì.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is one rank lower and of the other colour (red on black, black on red).</source>
        <translation>Si gioca solo l&apos;ultima carta di una colonna. Le si può mettere sopra una carta di un valore più basso e dell&apos;altro colore (rosso su nero, nero su rosso).</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is of the same suit and exactly one rank lower.</source>
        <translation>Si gioca solo l&apos;ultima carta di una colonna. Le si può mettere sopra una carta dello stesso seme e di esattamente un valore più basso.</translation>
    </message>
    <message numerus="yes">
        <source>There are %n flipper(s): free places above the columns that hold one card each. The last card of any column, or the card of another flipper, may go into an empty flipper; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>C&apos;è un flipper: un posto libero sopra le colonne per una sola carta. L&apos;ultima carta di qualsiasi colonna può entrarci quando è vuoto; da lì può andare in una colonna o su una base quando le regole lo permettono.</numerusform>
            <numerusform>Ci sono %n flippers: posti liberi sopra le colonne che tengono una carta ciascuno. L&apos;ultima carta di qualsiasi colonna, o la carta di un altro flipper, può andare in un flipper vuoto; da lì può andare in una colonna o su una base quando le regole lo permettono.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n free cell(s): free places above the columns that hold one card each. The last card of any column may go into an empty free cell; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>C&apos;è una cella libera: un posto sopra le colonne per una sola carta. L&apos;ultima carta di qualsiasi colonna può entrarci quando è vuota; da lì può andare in una colonna o su una base quando le regole lo permettono.</numerusform>
            <numerusform>Ci sono %n celle libere: posti sopra le colonne che tengono una carta ciascuno. L&apos;ultima carta di qualsiasi colonna può andare in una cella vuota; da lì può andare in una colonna o su una base quando le regole lo permettono.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moving a card from one cell to another changes nothing and is not counted as a move.</source>
        <translation>Spostare una carta da una cella all&apos;altra non cambia nulla e non conta come mossa.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank, or a run headed by one: with base 7 that is a six, with base ace a king.</source>
        <translation>Una colonna vuota accetta solo una carta del valore appena sotto il valore base, o una scala che comincia con una tale carta: con base 7 è un sei, con base Asso un Re.</translation>
    </message>
    <message>
        <source>A run is a group of cards at the end of a column that follow each other as the columns build. A run can be moved as one onto any place that would take its first card.</source>
        <translation>Una scala è un gruppo di carte in fondo a una colonna che si susseguono come si costruiscono le colonne. Una scala si sposta in blocco su qualsiasi posto che accetterebbe la sua prima carta.</translation>
    </message>
    <message>
        <source>The length is limited because a run really moves card by card: the cards above its first one have to wait somewhere on the way.</source>
        <translation>La lunghezza è limitata perché in realtà una scala si sposta carta per carta: le carte sopra la prima devono aspettare da qualche parte durante il tragitto.</translation>
    </message>
    <message>
        <source>The status bar always says how many cards can be carried right now.</source>
        <translation>La barra di stato dice sempre quante carte si possono spostare in questo momento.</translation>
    </message>
    <message>
        <source>A won game counts as a win. A lost or abandoned game keeps the cards it brought to the foundations (out of 52) as partial credit.</source>
        <translation>Una partita vinta conta come vittoria. Una partita persa o abbandonata conserva come punteggio parziale le carte portate sulle basi (su 52).</translation>
    </message>
    <message>
        <source>The game is won when all 52 cards are on the foundations.</source>
        <translation>La partita è vinta quando tutte le 52 carte sono sulle basi.</translation>
    </message>
    <message>
        <source>It is lost when no move is left that changes anything (moving a card from one cell to another does not count).</source>
        <translation>È persa quando non resta nessuna mossa che cambi qualcosa (spostare una carta da una cella all&apos;altra non conta).</translation>
    </message>
    <message>
        <source>Long before that, the solver can tell that a game can no longer be won: the status bar says so, names the move that lost it and offers to go back to the last position that could still be won.</source>
        <translation>Molto prima, il risolutore può capire che una partita non si può più vincere: la barra di stato lo dice, indica la mossa che l&apos;ha persa e propone di tornare all&apos;ultima posizione ancora vincibile.</translation>
    </message>
    <message>
        <source>Flippers</source>
        <translation>Flippers</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Celle libere</translation>
    </message>
    <message>
        <source>Penguin is a patience for one pack, devised by David Parlett and published in The Penguin Book of Patience. All 52 cards lie face up from the first move, so the whole game can be planned.</source>
        <translation>Penguin è un solitario con un solo mazzo, ideato da David Parlett e pubblicato in «The Penguin Book of Patience». Tutte le 52 carte sono scoperte fin dalla prima mossa, quindi si può pianificare l&apos;intera partita.</translation>
    </message>
    <message numerus="yes">
        <source>The pack is shuffled and dealt face up, row by row from left to right, into %n columns.</source>
        <translation>
            <numerusform>Il mazzo viene mescolato e distribuito scoperto in una colonna.</numerusform>
            <numerusform>Il mazzo viene mescolato e distribuito scoperto, fila per fila da sinistra a destra, in %n colonne.</numerusform>
        </translation>
    </message>
    <message>
        <source>The very first card dealt is the beak: it is the deepest card of the first column. Every other card of its rank that comes up while dealing is put on a foundation of its own, and the next card is dealt in its place. So 49 cards lie in the columns and three foundations are already started.</source>
        <translation>La primissima carta distribuita è il becco: è la carta più in basso della prima colonna. Ogni altra carta del suo valore che esce durante la distribuzione va su una base tutta sua, e al suo posto si distribuisce la carta seguente. Così nelle colonne ci sono 49 carte e tre basi sono già avviate.</translation>
    </message>
    <message>
        <source>48 cards are dealt face up, row by row, into 8 columns of 6 cards. The last 4 cards go into the first four free cells.</source>
        <translation>48 carte si distribuiscono scoperte, fila per fila, in 8 colonne da 6 carte. Le ultime 4 carte vanno nelle prime quattro celle libere.</translation>
    </message>
    <message>
        <source>All 52 cards are dealt face up, row by row, into 8 columns: four columns of seven cards and four of six. The deal numbers are those of Microsoft&apos;s FreeCell, so deal 11982 is the famous one that cannot be won.</source>
        <translation>Tutte le 52 carte si distribuiscono scoperte, fila per fila, in 8 colonne: quattro colonne da sette carte e quattro da sei. I numeri delle partite sono quelli del FreeCell di Microsoft, quindi la partita 11982 è la famosa che non si può vincere.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column; whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>Il valore del becco è il valore base della partita: ogni base comincia con una carta di quel valore. Il becco stesso aspetta nella prima colonna; appena una carta del valore base diventa l&apos;ultima carta di una colonna, va da sola sulla sua base, come parte della mossa che l&apos;ha liberata.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit. It is built up in suit from the base rank and goes on past the king to the ace, until it holds all 13 cards of its suit.</source>
        <translation>C&apos;è una base per ogni seme. Si costruisce verso l&apos;alto per seme a partire dal valore base e prosegue oltre il Re fino all&apos;Asso, finché contiene tutte le 13 carte del suo seme.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit, built up in suit from the ace to the king.</source>
        <translation>C&apos;è una base per ogni seme, costruita verso l&apos;alto per seme dall&apos;Asso al Re.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is exactly one rank lower, whatever its suit.</source>
        <translation>Si può giocare solo l&apos;ultima carta di una colonna. Vi si può mettere sopra una carta di esattamente un valore inferiore, di qualsiasi seme.</translation>
    </message>
    <message>
        <source>Ranks turn the corner here too: an ace may go on a two, and a king on an ace. But nothing may ever be put on a card of the base rank, so a column is never built past its foundation&apos;s start.</source>
        <translation>Anche qui i valori si avvolgono: un Asso può andare su un due e un Re su un Asso. Ma su una carta del valore base non si può mai mettere nulla, quindi nessuna colonna va oltre l&apos;inizio della sua base.</translation>
    </message>
    <message>
        <source>Nothing may be put on an ace.</source>
        <translation>Sull&apos;Asso non si può mettere nulla.</translation>
    </message>
    <message>
        <source>This variant has no flippers: cards move only between the columns and to the foundations.</source>
        <translation>Questa variante non ha flippers: le carte si spostano solo tra le colonne e verso le basi.</translation>
    </message>
    <message>
        <source>This variant has no free cells: cards move only between the columns and to the foundations.</source>
        <translation>Questa variante non ha celle libere: le carte si spostano solo tra le colonne e verso le basi.</translation>
    </message>
    <message>
        <source>Four of the free cells are filled by the deal.</source>
        <translation>Quattro celle libere vengono occupate dalla distribuzione.</translation>
    </message>
    <message>
        <source>An empty column takes any card, or any run.</source>
        <translation>Una colonna vuota accetta qualsiasi carta e qualsiasi scala.</translation>
    </message>
    <message>
        <source>An empty column takes only a king, or a run headed by a king.</source>
        <translation>Una colonna vuota accetta solo un Re, o una scala che comincia con un Re.</translation>
    </message>
    <message>
        <source>An empty column stays empty: no card may be put there.</source>
        <translation>Una colonna vuota resta vuota: non vi si può mettere nessuna carta.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank: with base 7 that is a six, with base ace a king.</source>
        <translation>Una colonna vuota accetta solo una carta del grado appena sotto il grado base: con base 7 è un sei, con base asso un re.</translation>
    </message>
    <message>
        <source>In this variant one card moves at a time: cards that follow each other in a column are moved one by one, never together.</source>
        <translation>In questa variante si muove una carta alla volta: le carte che si seguono in una colonna si spostano una per una, mai insieme.</translation>
    </message>
    <message>
        <source>In this variant a run of any length may move at once.</source>
        <translation>In questa variante una scala di qualsiasi lunghezza può spostarsi in una volta.</translation>
    </message>
    <message>
        <source>Here they can wait only in the empty cells, so one move may carry (empty cells + 1) cards; empty columns do not count.</source>
        <translation>Qui possono aspettare solo nelle celle vuote, quindi una mossa sposta al massimo (celle vuote + 1) carte; le colonne vuote non contano.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Basi</translation>
    </message>
    <message>
        <source>Building in the columns</source>
        <translation>Costruire nelle colonne</translation>
    </message>
    <message>
        <source>Empty columns</source>
        <translation>Colonne vuote</translation>
    </message>
    <message>
        <source>How many cards a move may carry</source>
        <translation>Quante carte può spostare una mossa</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Vincere e perdere</translation>
    </message>
    <message>
        <source>This page describes the variant as the program plays it.</source>
        <translation>Questa pagina descrive la variante come la gioca il programma.</translation>
    </message>
    <message>
        <source>Eight Off is a close cousin of FreeCell: eight columns, eight free cells and building in suit, which makes it feel close to Penguin.</source>
        <translation>Eight Off è un parente stretto di FreeCell: otto colonne, otto celle libere e costruzione per seme, che lo rendono simile a Penguin.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column until it is played to its foundation, like any other card.</source>
        <translation>Il grado del becco è il grado base della partita: ogni fondazione inizia con una carta di quel grado. Il becco stesso aspetta nella prima colonna finché non viene giocato sulla sua fondazione, come ogni altra carta.</translation>
    </message>
    <message>
        <source>The deal sets the base rank of the game: each foundation starts with a card of that rank.</source>
        <translation>La distribuzione stabilisce il grado base della partita: ogni fondazione inizia con una carta di quel grado.</translation>
    </message>
    <message>
        <source>An empty column takes any card.</source>
        <translation>Una colonna vuota accetta qualsiasi carta.</translation>
    </message>
    <message>
        <source>An empty column takes only a king.</source>
        <translation>Una colonna vuota accetta solo un re.</translation>
    </message>
    <message>
        <source>The score is {points} points for each card on a foundation; a won game adds a bonus of {bonus} minus {penalty} points per move minus one point per second, never below zero. Moves made by autoplay are not counted against you.</source>
        <translation>Ogni carta su una base vale {points} punti; una partita vinta aggiunge un premio di {bonus} meno {penalty} punti per mossa meno un punto al secondo, mai sotto zero. Le mosse del gioco automatico non contano contro di te.</translation>
    </message>
    <message>
        <source>The beak and the base rank</source>
        <translation>Il becco e il valore base</translation>
    </message>
    <message>
        <source>The base rank</source>
        <translation>Il valore base</translation>
    </message>
    <message>
        <source>Played here with settings of your own:</source>
        <translation>Qui giocato con impostazioni tue:</translation>
    </message>
    <message>
        <source>FreeCell is the best known game of the family: every card is face up and nearly every deal can be won with care.</source>
        <translation>FreeCell è il gioco più noto della famiglia: tutte le carte sono scoperte e quasi ogni partita si vince con attenzione.</translation>
    </message>
    <message>
        <source>Whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>Quando una carta del grado base diventa l&apos;ultima carta di una colonna, va da sola sulla sua fondazione, come parte della mossa che l&apos;ha scoperta.</translation>
    </message>
    <message>
        <source>In this deal empty columns take {ranks}.</source>
        <translation>In questa partita le colonne vuote accettano {ranks}.</translation>
    </message>
    <message>
        <source>This variant comes from a plugin. The rules below are read from its rule record: they are what the program lets you play.</source>
        <translation>Questa variante viene da un plugin. Le regole qui sotto sono lette dalla sua descrizione delle regole: sono quelle che il programma ti fa giocare.</translation>
    </message>
    <message>
        <source>In this deal the base rank is {rank}.</source>
        <translation>In questa partita il valore base è {rank}.</translation>
    </message>
    <message>
        <source>Each empty flipper holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty flippers + 1) cards, doubled for each empty column other than the destination: 2 empty flippers and 1 empty column carry 6 cards.</source>
        <translation>Ogni flipper vuoto tiene una carta in attesa, e ogni colonna vuota (tranne quella dove va la sequenza) raddoppia ciò che si può spostare, perché vi si può appoggiare un&apos;intera parte della sequenza e riprenderla. Una mossa sposta quindi al massimo (flipper vuoti + 1) carte, raddoppiate per ogni colonna vuota diversa dalla destinazione: 2 flipper vuoti e 1 colonna vuota spostano 6 carte.</translation>
    </message>
    <message>
        <source>Each empty cell holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty cells + 1) cards, doubled for each empty column other than the destination: 2 empty cells and 1 empty column carry 6 cards.</source>
        <translation>Ogni cella vuota tiene una carta in attesa, e ogni colonna vuota (tranne quella dove va la sequenza) raddoppia ciò che si può spostare, perché vi si può appoggiare un&apos;intera parte della sequenza e riprenderla. Una mossa sposta quindi al massimo (celle vuote + 1) carte, raddoppiate per ogni colonna vuota diversa dalla destinazione: 2 celle vuote e 1 colonna vuota spostano 6 carte.</translation>
    </message>
    <message>
        <source>With this base rank: {ranks}.</source>
        <translation>Con questo valore base: {ranks}.</translation>
    </message>
</context>
<context>
    <name>SendHome</name>
    <message>
        <source>Send Cards &amp;Home</source>
        <translation>Manda le carte alle &amp;basi</translation>
    </message>
    <message>
        <source>Every card that can go home safely goes now (autoplay is off); a double-click on a foundation does the same</source>
        <translation>Ogni carta che può andare sulle basi senza rischi ci va ora (il gioco automatico è spento); un doppio clic su una base fa lo stesso</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>any card</source>
        <translation>qualsiasi carta</translation>
    </message>
    <message>
        <source>only the rank below the base</source>
        <translation>solo il valore sotto la base</translation>
    </message>
    <message>
        <source>only kings</source>
        <translation>solo i Re</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>(flippers + 1) × 2^(empty columns)</source>
        <translation>(flippers + 1) × 2^(colonne vuote)</translation>
    </message>
    <message>
        <source>flippers + 1</source>
        <translation>flippers + 1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitate</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>off</source>
        <translation>spenta</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>veloce</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lenta</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscito</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Risolutore</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>as the variant has it</source>
        <translation>come nella variante</translation>
    </message>
    <message>
        <source>An empty column takes:</source>
        <translation>Una colonna vuota accetta:</translation>
    </message>
    <message>
        <source>Cards carried in one move:</source>
        <translation>Carte per mossa:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Carte:</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animazione:</translation>
    </message>
    <message>
        <source>Send cards to the foundations by themselves</source>
        <translation>Manda le carte sulle basi da sole</translation>
    </message>
    <message>
        <source>Autoplay:</source>
        <translation>Gioco automatico:</translation>
    </message>
    <message>
        <source>High contrast: large indices, four-colour suits, solid outlines</source>
        <translation>Alto contrasto: indici grandi, semi in quattro colori, contorni pieni</translation>
    </message>
    <message>
        <source>Readability:</source>
        <translation>Leggibilità:</translation>
    </message>
    <message>
        <source>Pause the clock when the window is in the background</source>
        <translation>Ferma l&apos;orologio quando la finestra è in secondo piano</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Orologio:</translation>
    </message>
    <message>
        <source>Ask before New Deal leaves a game in progress (it counts as lost)</source>
        <translation>Chiedere prima che Nuova partita lasci una partita in corso (conta come persa)</translation>
    </message>
    <message>
        <source>New Deal:</source>
        <translation>Nuova partita:</translation>
    </message>
    <message>
        <source>as the system has it</source>
        <translation>come nel sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>A new language applies when Penguin Qt starts next.</source>
        <translation>Una nuova lingua vale dal prossimo avvio di Penguin Qt.</translation>
    </message>
    <message>
        <source>Solver for hints:</source>
        <translation>Risolutore per i suggerimenti:</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>integrato</translation>
    </message>
    <message>
        <source>Automatic: the best solvers race, the first answer wins</source>
        <translation>Automatico: i risolutori migliori gareggiano, vince la prima risposta</translation>
    </message>
    <message>
        <source>{name} (not available: {why})</source>
        <translation>{name} (non disponibile: {why})</translation>
    </message>
    <message>
        <source>Free cells:</source>
        <translation>Celle libere:</translation>
    </message>
    <message>
        <source>Every available solver that is exact for the rules runs at once, each in its own process; the first to decide wins and the others stop.</source>
        <translation>Ogni risolutore disponibile ed esatto per queste regole gira insieme agli altri, ciascuno nel proprio processo; il primo che decide vince e gli altri si fermano.</translation>
    </message>
    <message>
        <source>No solver is available.</source>
        <translation>Nessun risolutore disponibile.</translation>
    </message>
    <message>
        <source>it cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>non sa giocare {variant} ({why}): gioca invece la scelta automatica</translation>
    </message>
    <message>
        <source>No variant is available: turn on a variant plugin on the Plugins page.</source>
        <translation>Nessuna variante disponibile: attiva un plugin di varianti nella pagina Plugin.</translation>
    </message>
    <message>
        <source>{variant} cannot be played with these settings: {reason}</source>
        <translation>{variant} non si può giocare con queste impostazioni: {reason}</translation>
    </message>
    <message>
        <source>No variant to play</source>
        <translation>Nessuna variante da giocare</translation>
    </message>
    <message>
        <source>No variant plugin could be loaded, so there is no game to play. Reinstalling Penguin Qt should bring the built-in variants back.</source>
        <translation>Non è stato possibile caricare alcun plugin di varianti, quindi non c’è nessun gioco. Reinstallare Penguin Qt dovrebbe riportare le varianti incluse.</translation>
    </message>
    <message>
        <source>Every variant plugin is turned off, so there is no game to play. Turn the built-in plugins ({names}) back on?</source>
        <translation>Tutti i plugin di varianti sono disattivati, quindi non c’è nessun gioco. Riattivare i plugin inclusi ({names})?</translation>
    </message>
    <message>
        <source>From: {source}</source>
        <translation>Origine: {source}</translation>
    </message>
    <message>
        <source>Flippers:</source>
        <translation>Flippers:</translation>
    </message>
    <message>
        <source>not available here: {why}</source>
        <translation>non disponibile qui: {why}</translation>
    </message>
</context>
<context>
    <name>SolutionViewer</name>
    <message>
        <source>Solution</source>
        <translation>Soluzione</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Find a Line from Here</source>
        <translation>Cerca una soluzione da qui</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partita è vinta</translation>
    </message>
    <message>
        <source>The game ended here</source>
        <translation>La partita è finita qui</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) win from here.</source>
        <translation>
            <numerusform>Da qui vince %n mossa.</numerusform>
            <numerusform>Da qui vincono %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partita è vinta.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game to go.</source>
        <translation>
            <numerusform>Ancora %n mossa di questa partita.</numerusform>
            <numerusform>Ancora %n mosse di questa partita.</numerusform>
        </translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>Fine.</translation>
    </message>
    <message>
        <source>The next move of this line cannot be made here.</source>
        <translation>La prossima mossa di questa soluzione non si può fare qui.</translation>
    </message>
    <message>
        <source>The game has left this line.</source>
        <translation>La partita ha lasciato questa soluzione.</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>Il risolutore sta pensando…</translation>
    </message>
    <message>
        <source>This position cannot be won.</source>
        <translation>Questa posizione non si può vincere.</translation>
    </message>
    <message>
        <source>The solver could not decide this position.</source>
        <translation>Il risolutore non ha potuto decidere questa posizione.</translation>
    </message>
</context>
<context>
    <name>SolverRunner</name>
    <message>
        <source>No solver is available for these rules</source>
        <translation>Nessun risolutore è disponibile per queste regole</translation>
    </message>
    <message>
        <source>The solver {name} could not run: {why}</source>
        <translation>Il risolutore {name} non è potuto partire: {why}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; using {other}</source>
        <translation>Il risolutore {name} ha dato una soluzione sbagliata; si usa {other}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; no other solver is available</source>
        <translation>Il risolutore {name} ha dato una soluzione sbagliata; nessun altro risolutore è disponibile</translation>
    </message>
    <message>
        <source>undecided after {ms} ms</source>
        <translation>indeciso dopo {ms} ms</translation>
    </message>
    <message>
        <source>solved by {solver} in {ms} ms</source>
        <translation>risolto da {solver} in {ms} ms</translation>
    </message>
    <message>
        <source>{solver} cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>{solver} non sa giocare {variant} ({why}): gioca invece la scelta automatica</translation>
    </message>
    <message>
        <source>unsolvable according to {solver}, unverified, in {ms} ms</source>
        <translation>irrisolvibile secondo {solver}, non verificato, in {ms} ms</translation>
    </message>
    <message>
        <source>proven unsolvable by {solver} in {ms} ms</source>
        <translation>dimostrato irrisolvibile da {solver} in {ms} ms</translation>
    </message>
    <message>
        <source>{solver} cancelled</source>
        <translation>{solver} annullato</translation>
    </message>
    <message>
        <source>{solver} stopped responding</source>
        <translation>{solver} non risponde più</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; it was started again</source>
        <translation>Il risolutore {name} non rispondeva più; è stato riavviato</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; no other solver is available</source>
        <translation>Il risolutore {name} non risponde più; nessun altro risolutore è disponibile</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; using {other}</source>
        <translation>Il risolutore {name} non risponde più; si usa {other}</translation>
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
        <translation>Risolutore di ricerca integrato</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Win rate by week</source>
        <translation>Percentuale di vittorie per settimana</translation>
    </message>
    <message>
        <source>Moves in won games</source>
        <translation>Mosse nelle partite vinte</translation>
    </message>
    <message>
        <source>Times of won games</source>
        <translation>Tempi delle partite vinte</translation>
    </message>
    <message>
        <source>Win rate by difficulty</source>
        <translation>Percentuale di vittorie per difficoltà</translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{won} vinte su {played} ({rate})</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Ancora nessuna partita giocata.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message numerus="yes">
        <source>No game played without help yet: %n with help are counted apart.</source>
        <translation>
            <numerusform>Ancora nessuna partita giocata senza aiuto: %n con aiuto è contata a parte.</numerusform>
            <numerusform>Ancora nessuna partita giocata senza aiuto: %n con aiuto sono contate a parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No game won without help yet: %n won with help are counted apart.</source>
        <translation>
            <numerusform>Ancora nessuna partita vinta senza aiuto: %n vinta con aiuto è contata a parte.</numerusform>
            <numerusform>Ancora nessuna partita vinta senza aiuto: %n vinte con aiuto sono contate a parte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No won games yet.</source>
        <translation>Ancora nessuna partita vinta.</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Ancora nessuna partita con un livello di difficoltà.</translation>
    </message>
    <message>
        <source>Week of {date}: {figures}</source>
        <translation>Settimana del {date}: {figures}</translation>
    </message>
    <message>
        <source>Week of {date}: no games</source>
        <translation>Settimana del {date}: nessuna partita</translation>
    </message>
    <message>
        <source>{moves} moves: {games}</source>
        <translation>{moves} mosse: {games}</translation>
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
        <translation>{tier}: nessuna partita</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Games played alone</source>
        <translation>Partite giocate senza aiuto</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partite giocate:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partite vinte:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Percentuale di vittorie:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Serie di vittorie attuale:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Serie di vittorie più lunga:</translation>
    </message>
    <message>
        <source>Current losing streak:</source>
        <translation>Serie di sconfitte attuale:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Punteggio migliore:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Vittoria più rapida:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Meno mosse in una vittoria:</translation>
    </message>
    <message>
        <source>Games with help (hints or the solver&apos;s moves)</source>
        <translation>Partite con aiuto (suggerimenti o mosse del risolutore)</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Giocate:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vinte:</translation>
    </message>
    <message>
        <source>Best win:</source>
        <translation>Vittoria migliore:</translation>
    </message>
    <message>
        <source>Reset This Variant</source>
        <translation>Azzera questa variante</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Riepilogo</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Grafici</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>&amp;Partite</translation>
    </message>
    <message>
        <source>From a position: {played} played, {won} won</source>
        <translation>Da una posizione: {played} giocate, {won} vinte</translation>
    </message>
    <message>
        <source>{n} results are not saved yet: {why}</source>
        <translation>{n} risultati non sono ancora salvati: {why}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Partita {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), {time}</source>
        <translation>
            <numerusform>%n mossa, {time}</numerusform>
            <numerusform>%n mosse, {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget every recorded game of {variant}?</source>
        <translation>Dimenticare tutte le partite registrate di {variant}?</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>The statistics are saved again.</source>
        <translation>Le statistiche vengono di nuovo salvate.</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Statistiche non salvate</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Paused
Press P or click to go on</source>
        <translation>In pausa
Premi P o fai clic per continuare</translation>
    </message>
    <message>
        <source>The beak: the first card dealt; its rank is the base rank</source>
        <translation>Il becco: la prima carta distribuita; il suo valore è il valore base</translation>
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
        <translation>FreeCell verso il basso per seme: 8 colonne, 4 celle libere; le partite numerate di Microsoft.</translation>
    </message>
    <message>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <source>8 columns of 6, 8 free cells (4 filled), builds down in suit, kings in empty columns.</source>
        <translation>8 colonne da 6, 8 celle libere (4 occupate), verso il basso per seme, Re nelle colonne vuote.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells, builds down in alternating colours; Microsoft deals.</source>
        <translation>8 colonne, 4 celle libere, verso il basso a colori alterni; le partite numerate di Microsoft.</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>The cards are dealt row by row into 13 columns of four, and each column&apos;s kings are moved under its other cards.</source>
        <translation>Le carte sono distribuite riga per riga in 13 colonne da quattro, e i re di ogni colonna vanno sotto le altre carte.</translation>
    </message>
    <message>
        <source>needs 13 columns</source>
        <translation>richiede 13 colonne</translation>
    </message>
    <message>
        <source>13 columns of 4, kings at the bottom, build down regardless of suit, one card at a time; empty columns stay empty.</source>
        <translation>13 colonne da 4, re in fondo, in discesa senza badare al seme, una carta per volta; le colonne vuote restano vuote.</translation>
    </message>
    <message>
        <source>Beleaguered Castle</source>
        <translation>Castello assediato</translation>
    </message>
    <message>
        <source>Aces start the foundations; 8 columns of 6 build down regardless of suit, one card at a time.</source>
        <translation>Gli assi iniziano le fondazioni; 8 colonne da 6 in discesa senza badare al seme, una carta per volta.</translation>
    </message>
    <message>
        <source>Forecell</source>
        <translation>Forecell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells filled by the deal, alternating colours, kings in empty columns.</source>
        <translation>8 colonne, 4 celle libere riempite dalla distribuzione, colori alterni, re nelle colonne vuote.</translation>
    </message>
    <message>
        <source>Streets and Alleys</source>
        <translation>Strade e vicoli</translation>
    </message>
    <message>
        <source>All 52 cards in 8 columns that build down regardless of suit, one card at a time; no free cells.</source>
        <translation>Tutte le 52 carte in 8 colonne che si costruiscono in discesa senza badare al seme, una carta per volta; niente celle libere.</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Penguin</translation>
    </message>
    <message>
        <source>David Parlett&apos;s game: 7 columns, 7 flippers, foundations from the beak&apos;s rank.</source>
        <translation>Il gioco di David Parlett: 7 colonne, 7 flippers, basi dal valore del becco.</translation>
    </message>
    <message>
        <source>Relaxed Penguin</source>
        <translation>Penguin rilassato</translation>
    </message>
    <message>
        <source>Penguin where an empty column takes any card.</source>
        <translation>Penguin in cui una colonna vuota accetta qualsiasi carta.</translation>
    </message>
    <message>
        <source>Penguin, 6 flippers</source>
        <translation>Penguin con 6 flipper</translation>
    </message>
    <message>
        <source>Penguin with 6 flippers.</source>
        <translation>Penguin con 6 flipper.</translation>
    </message>
    <message>
        <source>Penguin, 5 flippers</source>
        <translation>Penguin con 5 flipper</translation>
    </message>
    <message>
        <source>Penguin with 5 flippers.</source>
        <translation>Penguin con 5 flipper.</translation>
    </message>
    <message>
        <source>Penguin, 3 flippers</source>
        <translation>Penguin con 3 flipper</translation>
    </message>
    <message>
        <source>Penguin with 3 flippers.</source>
        <translation>Penguin con 3 flipper.</translation>
    </message>
    <message>
        <source>Penguin without flippers</source>
        <translation>Penguin senza flipper</translation>
    </message>
    <message>
        <source>Penguin with no flippers at all: only tableau and foundation moves.</source>
        <translation>Penguin senza nessun flipper: solo mosse nel tableau e verso le basi.</translation>
    </message>
    <message>
        <source>50 cards are dealt row by row into the 10 columns, five to a column, and the last two go into the two middle free cells; the foundations start with the aces.</source>
        <translation>50 carte si distribuiscono riga per riga nelle 10 colonne, cinque per colonna, e le ultime due vanno nelle due celle libere centrali; le basi iniziano dagli assi.</translation>
    </message>
    <message>
        <source>Row by row, aces out</source>
        <translation>Riga per riga, assi fuori</translation>
    </message>
    <message>
        <source>The four aces start the foundations and the other 48 cards are dealt row by row into the columns; the cells start empty.</source>
        <translation>I quattro assi iniziano le fondazioni e le altre 48 carte sono distribuite riga per riga nelle colonne; le celle sono vuote all&apos;inizio.</translation>
    </message>
    <message>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <source>needs 10 columns and 2 cells or more</source>
        <translation>richiede 10 colonne e 2 o più celle libere</translation>
    </message>
    <message>
        <source>10 columns of 5, 4 free cells (2 filled), builds down in suit, kings in empty columns.</source>
        <translation>10 colonne di 5 carte, 4 celle libere (2 occupate), verso il basso per seme, re nelle colonne vuote.</translation>
    </message>
    <message>
        <source>Parlett&apos;s deal</source>
        <translation>La distribuzione di Parlett</translation>
    </message>
    <message>
        <source>The first card dealt, the beak, lies deepest in the first column and sets the base rank; the other three cards of its rank start the foundations, and the rest are dealt row by row.</source>
        <translation>La prima carta distribuita, il becco, sta in fondo alla prima colonna e stabilisce il valore base; le altre tre carte di quel valore aprono le basi, il resto si distribuisce riga per riga.</translation>
    </message>
    <message>
        <source>48 cards are dealt row by row into the columns and the last four into the first four cells; the foundations start with the aces.</source>
        <translation>48 carte si distribuiscono riga per riga nelle colonne e le ultime quattro nelle prime quattro celle; le basi iniziano dagli assi.</translation>
    </message>
    <message>
        <source>needs 8 columns and 4 cells or more</source>
        <translation>richiede 8 colonne e 4 o più celle libere</translation>
    </message>
    <message>
        <source>deals all 52 cards: the foundations start empty</source>
        <translation>distribuisce tutte le 52 carte: le basi iniziano vuote</translation>
    </message>
    <message>
        <source>Microsoft FreeCell</source>
        <translation>Microsoft FreeCell</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, numbered as in Microsoft FreeCell; the foundations start with the aces.</source>
        <translation>Tutte le 52 carte si distribuiscono riga per riga nelle colonne, numerate come in Microsoft FreeCell; le basi iniziano dagli assi.</translation>
    </message>
    <message>
        <source>needs 8 columns (the numbers are Microsoft&apos;s)</source>
        <translation>richiede 8 colonne (i numeri sono quelli di Microsoft)</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Riga per riga</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, the cells start empty and the foundations start with the aces.</source>
        <translation>Tutte le 52 carte si distribuiscono riga per riga nelle colonne, le celle sono vuote all&apos;inizio e le basi iniziano dagli assi.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>the card</source>
        <translation>la carta</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>un flipper</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>una cella libera</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>la sua base</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>il {card} con la carta sopra</numerusform>
            <numerusform>il {card} con le %n carte sopra</numerusform>
        </translation>
    </message>
    <message>
        <source>the empty column {n}</source>
        <translation>la colonna vuota {n}</translation>
    </message>
    <message>
        <source>{cards} to {target}</source>
        <translation>{cards} su {target}</translation>
    </message>
    <message>
        <source>when {cards} went to {target}</source>
        <translation>quando {cards} è andato su {target}</translation>
    </message>
    <message>
        <source>an empty column stays empty</source>
        <translation>una colonna vuota resta vuota</translation>
    </message>
    <message>
        <source>the foundations start at the rank of the beak, the first card dealt</source>
        <translation>le basi iniziano dal valore del becco, la prima carta distribuita</translation>
    </message>
    <message>
        <source>the foundations start with the aces</source>
        <translation>le basi iniziano con gli assi</translation>
    </message>
    <message>
        <source>columns build down in suit</source>
        <translation>le colonne si costruiscono verso il basso per seme</translation>
    </message>
    <message>
        <source>columns build down in alternating colours</source>
        <translation>le colonne si costruiscono verso il basso a colori alterni</translation>
    </message>
    <message>
        <source>an empty column takes only the rank below the base</source>
        <translation>una colonna vuota accetta solo il valore sotto la base</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>il {card}</translation>
    </message>
    <message>
        <source>the {card} in column {n}</source>
        <translation>il {card} nella colonna {n}</translation>
    </message>
    <message>
        <source>{columns} columns, no {cells}</source>
        <translation>{columns} colonne, nessun {cells}</translation>
    </message>
    <message>
        <source>{columns} columns, {n} {cells}</source>
        <translation>{columns} colonne, {n} {cells}</translation>
    </message>
    <message>
        <source>columns build down regardless of suit</source>
        <translation>le colonne si costruiscono in discesa senza badare al seme</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>una colonna vuota accetta qualsiasi carta</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>una colonna vuota accetta solo un re</translation>
    </message>
</context>
<context>
    <name>self.runner</name>
    <message>
        <source>The solver cannot start: {why}</source>
        <translation>Il risolutore non può partire: {why}</translation>
    </message>
</context>
</TS>
