<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>About</name>
    <message>
        <source>The built-in cards are the program&apos;s own, drawn as it runs.</source>
        <translation>Las cartas incorporadas son del propio programa, dibujadas mientras se ejecuta.</translation>
    </message>
    <message>
        <source>David Parlett&apos;s patience game Penguin and its family:</source>
        <translation>El solitario Penguin de David Parlett y su familia:</translation>
    </message>
    <message>
        <source>Licence: {licence} (the GNU General Public License, version 3 or later).</source>
        <translation>Licencia: {licence} (la GNU General Public License, versión 3 o posterior).</translation>
    </message>
    <message>
        <source>The other card decks are installed on this computer (by KDE or GNOME) and belong to their authors:</source>
        <translation>Las demás barajas están instaladas en este ordenador (por KDE o GNOME) y pertenecen a sus autores:</translation>
    </message>
    <message>
        <source>Home page: {url}</source>
        <translation>Página web: {url}</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>nothing can move</source>
        <translation>nada se puede mover</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>su fundación</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>Large indices, four-colour suits and solid outlines on the empty piles</source>
        <translation>Índices grandes, palos en cuatro colores y contornos firmes en las pilas vacías</translation>
    </message>
    <message>
        <source>Foundation ({suit})</source>
        <translation>Fundación ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it can move</source>
        <translation>
            <numerusform>el {card} con la carta de encima se puede mover</numerusform>
            <numerusform>el {card} con las %n cartas de encima se puede mover</numerusform>
        </translation>
    </message>
    <message>
        <source>{pile}: {cards} — {moves}</source>
        <translation>{pile}: {cards} — {moves}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>la fundación</translation>
    </message>
    <message>
        <source>{pile}, card {i} of {n}</source>
        <translation>{pile}, carta {i} de {n}</translation>
    </message>
    <message>
        <source>the beak</source>
        <translation>el pico</translation>
    </message>
    <message numerus="yes">
        <source>{variant}, deal {deal}: base rank {base}; %n card(s) home</source>
        <translation>
            <numerusform>{variant}, partida {deal}: rango base {base}; %n carta en las fundaciones</numerusform>
            <numerusform>{variant}, partida {deal}: rango base {base}; %n cartas en las fundaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} from {source} to {target}</source>
        <translation>{what} de {source} a {target}</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Columna {n}</translation>
    </message>
    <message>
        <source>Free cell {letter}</source>
        <translation>Celda libre {letter}</translation>
    </message>
    <message>
        <source>the {card} can move</source>
        <translation>el {card} se puede mover</translation>
    </message>
    <message>
        <source>{pile}: up to the {card}</source>
        <translation>{pile}: hasta el {card}</translation>
    </message>
    <message>
        <source>{pile}: empty</source>
        <translation>{pile}: vacía</translation>
    </message>
    <message>
        <source>can move</source>
        <translation>se puede mover</translation>
    </message>
    <message numerus="yes">
        <source>{card} and the %n card(s) on it</source>
        <translation>
            <numerusform>{card} con la carta de encima</numerusform>
            <numerusform>{card} con las %n cartas de encima</numerusform>
        </translation>
    </message>
    <message>
        <source>the {what} goes to {where} by itself</source>
        <translation>el {what} va solo a {where}</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partida está ganada</translation>
    </message>
    <message>
        <source>No move is left</source>
        <translation>No queda ningún movimiento</translation>
    </message>
    <message>
        <source>Flipper {letter}</source>
        <translation>Aleta {letter}</translation>
    </message>
    <message>
        <source>{pile}: empty, it starts with the {card}</source>
        <translation>{pile}: vacía, empieza con el {card}</translation>
    </message>
    <message>
        <source>an empty column takes: {label}</source>
        <translation>una columna vacía acepta: {label}</translation>
    </message>
    <message>
        <source>it can go to: {targets}</source>
        <translation>puede ir a: {targets}</translation>
    </message>
    <message>
        <source>a flipper</source>
        <translation>una aleta</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>una celda libre</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>De vuelta al comienzo de la partida</translation>
    </message>
    <message>
        <source>the {card} goes on next</source>
        <translation>después va el {card}</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>columna {n}</translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n move(s)</source>
        <translation>
            <numerusform>Deshecho: %n movimiento</numerusform>
            <numerusform>Deshechos: %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>column {n} (%n cards)</source>
        <translation>
            <numerusform>columna {n} (%n cartas)</numerusform>
            <numerusform>columna {n} (%n cartas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Show a good move (ask again for another)</source>
        <translation>Mostrar un buen movimiento (pedir otra vez para otro)</translation>
    </message>
    <message>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Resolver (demostración)</translation>
    </message>
    <message>
        <source>Let the solver play the game; again to stop</source>
        <translation>Dejar que el resolutor juegue; otra vez para parar</translation>
    </message>
    <message>
        <source>Show S&amp;olution…</source>
        <translation>Mostrar la s&amp;olución…</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show a good move and play it (Enter plays a hint shown)</source>
        <translation>Mostrar un buen movimiento y jugarlo (Intro juega una pista mostrada)</translation>
    </message>
    <message>
        <source>Hint {i} of {n}: move {move}</source>
        <translation>Pista {i} de {n}: mueve {move}</translation>
    </message>
    <message>
        <source>Hint played: {move}</source>
        <translation>Pista jugada: {move}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>No quedan movimientos</translation>
    </message>
    <message>
        <source>The game was given up and counted as lost</source>
        <translation>Te rendiste: la partida cuenta como perdida</translation>
    </message>
    <message>
        <source>Take back moves until the game can be won again</source>
        <translation>Deshacer movimientos hasta que la partida vuelva a poder ganarse</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Ganable</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Ya no se puede ganar</translation>
    </message>
    <message>
        <source>Can&apos;t tell</source>
        <translation>No se sabe</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>No se puede ganar</translation>
    </message>
    <message>
        <source>Cannot be won from here</source>
        <translation>No se puede ganar desde aquí</translation>
    </message>
    <message>
        <source>Can&apos;t tell — no solver for these rules</source>
        <translation>No se sabe — ningún solucionador para estas reglas</translation>
    </message>
    <message>
        <source>No longer winnable since move {n}</source>
        <translation>Ya no se puede ganar desde el movimiento {n}</translation>
    </message>
    <message>
        <source>Undo to Last &amp;Winnable Position</source>
        <translation>Deshacer hasta la última posición &amp;ganable</translation>
    </message>
    <message>
        <source>Pla&amp;y a Hint</source>
        <translation>&amp;Jugar una pista</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start</source>
        <translation>El solucionador no encontró forma de ganar esta partida desde el principio</translation>
    </message>
    <message>
        <source>no longer winnable since move {n}, {when}</source>
        <translation>ya no se puede ganar desde el movimiento {n}, {when}</translation>
    </message>
    <message numerus="yes">
        <source>The solver found a win in %n move(s) from here (one line of many, not always the shortest)</source>
        <translation>
            <numerusform>El resolutor encontró desde aquí una victoria en %n movimiento (un camino entre muchos, no siempre el más corto)</numerusform>
            <numerusform>El resolutor encontró desde aquí una victoria en %n movimientos (un camino entre muchos, no siempre el más corto)</numerusform>
        </translation>
    </message>
    <message>
        <source>No solver can play these rules: {why}</source>
        <translation>Ningún solucionador puede jugar estas reglas: {why}</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Back to a position that can still be won</source>
        <translation>De vuelta en una posición que aún se puede ganar</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>There is no move left</source>
        <translation>No queda ningún movimiento</translation>
    </message>
    <message>
        <source>(it leads to a win)</source>
        <translation>(lleva a la victoria)</translation>
    </message>
    <message>
        <source>Demo stopped</source>
        <translation>Demostración detenida</translation>
    </message>
    <message>
        <source>The solver is looking for a way to win…</source>
        <translation>El resolutor busca un camino a la victoria…</translation>
    </message>
    <message>
        <source>This position cannot be won: nothing to show</source>
        <translation>Esta posición no se puede ganar: nada que mostrar</translation>
    </message>
    <message>
        <source>The solver could not decide this position</source>
        <translation>El resolutor no pudo decidir esta posición</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to win</source>
        <translation>
            <numerusform>Demostración: %n movimiento hasta la victoria</numerusform>
            <numerusform>Demostración: %n movimientos hasta la victoria</numerusform>
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
        <translation>Mostrar como &amp;tabla</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Play Penguin and its family.</source>
        <translation>Juegue a Penguin y a su familia.</translation>
    </message>
    <message>
        <source>a saved game or a challenge (.penguin.json), or a position to play in the board format of &apos;penguin-solve deal&apos;</source>
        <translation>una partida guardada o un desafío (.penguin.json), o una posición en el formato de &apos;penguin-solve deal&apos;</translation>
    </message>
    <message>
        <source>variant id (penguin, eight-off, freecell, ...; default: as last played)</source>
        <translation>nombre de la variante (penguin, eight-off, freecell, …; por omisión: la última jugada)</translation>
    </message>
    <message>
        <source>animation speed (default: as last set)</source>
        <translation>velocidad de animación (por omisión: la última elegida)</translation>
    </message>
    <message>
        <source>language of the window and of these messages: en, de, nl, it or es (default: as chosen in Settings, else the system&apos;s)</source>
        <translation>idioma de la ventana y de estos mensajes: en, de, nl, it o es (por omisión: el de las preferencias, si no el del sistema)</translation>
    </message>
    <message>
        <source>add Penguin Qt to this user&apos;s desktop menu (entry, icon, metainfo) and exit</source>
        <translation>añade Penguin Qt al menú del escritorio de este usuario (entrada, icono, metadatos) y sale</translation>
    </message>
    <message>
        <source>take it out of the menu again and exit</source>
        <translation>lo quita de nuevo del menú y sale</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder: its window comes to the front</source>
        <translation>Penguin Qt ya se está ejecutando con esta carpeta de datos: su ventana pasa al frente</translation>
    </message>
    <message>
        <source>deal numbers go from 1 to {max}</source>
        <translation>los números de partida van del 1 al {max}</translation>
    </message>
    <message>
        <source>--cells must be 0 to {max}</source>
        <translation>--cells debe estar entre 0 y {max}</translation>
    </message>
    <message>
        <source>Penguin Qt is already running on this data folder but does not answer; close it, then start again</source>
        <translation>Penguin Qt ya se está ejecutando con esta carpeta de datos pero no responde; ciérrelo y vuelva a empezar</translation>
    </message>
    <message>
        <source>The plugin {name} was not loaded: {error}</source>
        <translation>El complemento {name} no se ha cargado: {error}</translation>
    </message>
    <message>
        <source>no variant plugin is active; nothing to play</source>
        <translation>no hay ningún complemento de variantes activo; no hay nada que jugar</translation>
    </message>
    <message>
        <source>number of cells (flippers in Penguin), 0-{max}</source>
        <translation>número de celdas (aletas en Penguin), 0-{max}</translation>
    </message>
    <message>
        <source>card deck: builtin, builtin-four-colour, builtin-high-contrast, the name of an installed deck as View › Cards shows it (Dondorf), or the path of an SVG deck (default: as last set)</source>
        <translation>baraja: builtin, builtin-four-colour, builtin-high-contrast, el nombre de una baraja instalada tal como la muestra Ver › Cartas (Dondorf), o la ruta de una baraja SVG (por omisión: como se fijó la última vez)</translation>
    </message>
    <message>
        <source>deal number, 1 to {max}</source>
        <translation>número de partida, del 1 al {max}</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Racha: %n día</numerusform>
            <numerusform>Racha: %n días</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM</source>
        <translation>d &apos;de&apos; MMMM</translation>
    </message>
    <message>
        <source>Deal of the day · {day}</source>
        <translation>Partida del día · {day}</translation>
    </message>
    <message>
        <source>Deal of the Da&amp;y</source>
        <translation>Partida de&amp;l día</translation>
    </message>
    <message>
        <source>Looking for the deal of the day…</source>
        <translation>Buscando la partida del día…</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the deal of the day?</source>
        <translation>¿Dejar la partida en curso y jugar la partida del día?</translation>
    </message>
    <message>
        <source>Deal {n}: the same deal for every player of this variant on {day}</source>
        <translation>Partida {n}: la misma partida para quien juegue esta variante el {day}</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Partida del día</translation>
    </message>
    <message>
        <source>The deal of the day could not be found.</source>
        <translation>No se pudo encontrar la partida del día.</translation>
    </message>
    <message>
        <source>You won the deal of the day with help. {streak}</source>
        <translation>Partida del día ganada con ayuda. {streak}</translation>
    </message>
    <message>
        <source>Days played:</source>
        <translation>Días jugados:</translation>
    </message>
    <message>
        <source>Days won:</source>
        <translation>Días ganados:</translation>
    </message>
    <message>
        <source>Current streak of days:</source>
        <translation>Racha actual de días:</translation>
    </message>
    <message>
        <source>Longest streak of days:</source>
        <translation>Racha más larga de días:</translation>
    </message>
    <message>
        <source>{caption}, deal {n}. {streak}</source>
        <translation>{caption}, partida {n}. {streak}</translation>
    </message>
    <message>
        <source>You won the deal of the day. {streak}</source>
        <translation>Partida del día ganada. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day is lost. {streak}</source>
        <translation>La partida del día está perdida. {streak}</translation>
    </message>
    <message>
        <source>This is the deal of the day already. {streak}</source>
        <translation>Esta ya es la partida del día. {streak}</translation>
    </message>
    <message>
        <source>The deal of the day again: only its first game counts. {streak}</source>
        <translation>Otra vez la partida del día: solo cuenta la primera. {streak}</translation>
    </message>
</context>
<context>
    <name>DealHistoryTable</name>
    <message>
        <source>Deal history</source>
        <translation>Historial de las partidas</translation>
    </message>
    <message>
        <source>Press Enter on a deal to play it again.</source>
        <translation>Pulse Intro sobre una partida para jugarla de nuevo.</translation>
    </message>
    <message>
        <source>Double-click a deal, or press Enter on it, to play it again.</source>
        <translation>Haga doble clic en una partida, o pulse Intro sobre ella, para jugarla de nuevo.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Menos movimientos</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoria más rápida</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Jugada el</translation>
    </message>
    <message>
        <source>The bests count the games played alone (no hints, no solver&apos;s moves).</source>
        <translation>Las mejores marcas cuentan las partidas jugadas sin ayuda (sin pistas ni movimientos del solucionador).</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Todavía no se ha jugado ninguna partida.</translation>
    </message>
</context>
<context>
    <name>DealPool</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Experto</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <source>New Deal &amp;by Difficulty</source>
        <translation>Partida nueva por di&amp;ficultad</translation>
    </message>
    <message>
        <source>Winnable Deals On&amp;ly</source>
        <translation>Solo partidas &amp;ganables</translation>
    </message>
    <message>
        <source>New Deal deals only deals the solver has proven winnable (for this variant)</source>
        <translation>Partida nueva reparte solo partidas que el solucionador ha demostrado ganables (para esta variante)</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) ready</source>
        <translation>
            <numerusform>%n partida lista</numerusform>
            <numerusform>%n partidas listas</numerusform>
        </translation>
    </message>
    <message>
        <source>New Deal now deals only proven-winnable deals</source>
        <translation>Partida nueva reparte ahora solo partidas demostradas ganables</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Buscando una partida ganable…</translation>
    </message>
    <message>
        <source>{n} of the deals kept ready were not valid and were left out; the file as it was is kept as {name}</source>
        <translation>{n} de las partidas preparadas no eran válidas y se han omitido; el archivo tal como estaba se guarda como {name}</translation>
    </message>
    <message>
        <source>Difficulty: {tier}</source>
        <translation>Dificultad: {tier}</translation>
    </message>
    <message>
        <source>Deals cannot be proven winnable here ({reason}): a random deal is dealt</source>
        <translation>Aquí no se puede demostrar que las partidas sean ganables ({reason}): se reparte una partida al azar</translation>
    </message>
    <message>
        <source>Deals of this variant cannot be rated ({reason})</source>
        <translation>Las partidas de esta variante no se pueden valorar ({reason})</translation>
    </message>
    <message>
        <source>Still looking: {n} deals tried, none of them fits yet</source>
        <translation>Sigo buscando: {n} partidas probadas, ninguna sirve todavía</translation>
    </message>
    <message>
        <source>Deals cannot be rated ({reason})</source>
        <translation>Las partidas no se pueden valorar ({reason})</translation>
    </message>
    <message>
        <source>The deals kept ready could not be read ({reason}); the file was set aside as {name} and new deals are found again</source>
        <translation>No se pudieron leer las partidas preparadas ({reason}); el archivo se apartó como {name} y se vuelven a buscar partidas</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: looking for one…</source>
        <translation>Todavía no hay ninguna partida de nivel {tier}: buscando una…</translation>
    </message>
    <message>
        <source>No {tier} deal is ready yet: a {other} deal is dealt instead</source>
        <translation>Todavía no hay ninguna partida de nivel {tier}: se reparte una de nivel {other}</translation>
    </message>
</context>
<context>
    <name>DealRater</name>
    <message>
        <source>the solver worker keeps ending</source>
        <translation>el proceso del solucionador termina una y otra vez</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Built-in</source>
        <translation>Incorporada</translation>
    </message>
    <message>
        <source>Built-in, high contrast</source>
        <translation>Incorporada, alto contraste</translation>
    </message>
    <message>
        <source>Built-in, four colours</source>
        <translation>Incorporada, cuatro colores</translation>
    </message>
    <message>
        <source>There is no card deck called {name} (the decks here: {names})</source>
        <translation>No hay ninguna baraja llamada {name} (las barajas de aquí: {names})</translation>
    </message>
    <message>
        <source>No card deck at {path}</source>
        <translation>No hay ninguna baraja en {path}</translation>
    </message>
    <message>
        <source>Cannot read the card deck {path}</source>
        <translation>No se puede leer la baraja {path}</translation>
    </message>
    <message>
        <source>The card deck {path} has no card {card}</source>
        <translation>A la baraja {path} le falta la carta {card}</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Deal numbers go from 1 to {max}</source>
        <translation>Los números de partida van del 1 al {max}</translation>
    </message>
    <message>
        <source>{variant} has {expected} columns, the position has {found}</source>
        <translation>{variant} tiene {expected} columnas, la posición tiene {found}</translation>
    </message>
    <message>
        <source>1 card is missing: {cards}</source>
        <translation>Falta 1 carta: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards are missing: {cards}</source>
        <translation>
            <numerusform>Falta {count} carta: {cards}</numerusform>
            <numerusform>Faltan {count} cartas: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} appears twice (also on line {other})</source>
        <translation>El {card} aparece dos veces (también en la línea {other})</translation>
    </message>
    <message>
        <source>A Base: line is needed: {variant} has a base rank</source>
        <translation>Hace falta una línea Base: {variant} tiene un rango base</translation>
    </message>
    <message>
        <source>Not a rank: {text!r}</source>
        <translation>No es un rango: {text!r}</translation>
    </message>
    <message>
        <source>{variant} builds its foundations from the ace</source>
        <translation>{variant} construye sus fundaciones desde el As</translation>
    </message>
    <message>
        <source>This position is for the variant {found!r}, not {expected!r}</source>
        <translation>Esta posición es de la variante {found!r}, no de {expected!r}</translation>
    </message>
    <message>
        <source>Not a card: {text!r}</source>
        <translation>No es una carta: {text!r}</translation>
    </message>
    <message>
        <source>Not a foundation entry: {text!r}</source>
        <translation>No es una entrada de fundación: {text!r}</translation>
    </message>
    <message>
        <source>{text!r} is given twice</source>
        <translation>{text!r} aparece dos veces</translation>
    </message>
    <message>
        <source>{variant} has {expected} {word}, the position has {found}</source>
        <translation>{variant} tiene {expected} {word}, la posición tiene {found}</translation>
    </message>
    <message>
        <source>{name} is given twice</source>
        <translation>{name} aparece dos veces</translation>
    </message>
    <message>
        <source>Unknown line: {text!r}</source>
        <translation>Línea desconocida: {text!r}</translation>
    </message>
    <message>
        <source>Not a move: {text!r}</source>
        <translation>No es un movimiento: {text!r}</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there</source>
        <translation>Las cartas de una fundación se quedan allí</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>any</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>An empty column takes only the rank below the base rank</source>
        <translation>Una columna vacía solo admite el rango inferior al rango base</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty {word}</source>
        <translation>
            <numerusform>{count} {word} vacía</numerusform>
            <numerusform>{count} {word} vacías</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells}, {columns}</source>
        <translation>Ahora se puede mover 1 carta: {cells}, {columns}</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells}, {columns}</source>
        <translation>Ahora se pueden mover {limit} cartas: {cells}, {columns}</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>la fundación</translation>
    </message>
    <message>
        <source>free cell</source>
        <translation>celda libre</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>celdas libres</translation>
    </message>
    <message>
        <source>An empty column takes any card</source>
        <translation>Una columna vacía admite cualquier carta</translation>
    </message>
    <message>
        <source>An empty column stays empty</source>
        <translation>Una columna vacía queda vacía</translation>
    </message>
    <message>
        <source>An empty column takes only a king</source>
        <translation>Una columna vacía solo admite un rey</translation>
    </message>
    <message>
        <source>Runs of any length move as a unit</source>
        <translation>Las escaleras de cualquier longitud se mueven juntas</translation>
    </message>
    <message>
        <source>One card moves at a time</source>
        <translation>Se mueve una sola carta cada vez</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards move as a unit</source>
        <translation>Las escaleras de hasta ({cells} vacías + 1) cartas se mueven juntas</translation>
    </message>
    <message>
        <source>any number of cards can be carried</source>
        <translation>se puede mover cualquier número de cartas</translation>
    </message>
    <message>
        <source>one card can be moved at a time in this variant</source>
        <translation>en esta variante solo se puede mover una carta cada vez</translation>
    </message>
    <message>
        <source>no empty {word}</source>
        <translation>sin {word} vacías</translation>
    </message>
    <message>
        <source>1 card can be carried now: {cells} (empty columns do not count)</source>
        <translation>Ahora se puede mover 1 carta: {cells} (las columnas vacías no cuentan)</translation>
    </message>
    <message>
        <source>{limit} cards can be carried now: {cells} (empty columns do not count)</source>
        <translation>Ahora se pueden mover {limit} cartas: {cells} (las columnas vacías no cuentan)</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>columna {n}</translation>
    </message>
    <message>
        <source>{word} {letter}</source>
        <translation>{word} {letter}</translation>
    </message>
    <message>
        <source>There is no {pile}</source>
        <translation>No existe: {pile}</translation>
    </message>
    <message>
        <source>The cards are already there</source>
        <translation>Las cartas ya están allí</translation>
    </message>
    <message>
        <source>Only {explanation}</source>
        <translation>Solo: {explanation}</translation>
    </message>
    <message>
        <source>Empty columns stay empty in this variant</source>
        <translation>En esta variante las columnas vacías quedan vacías</translation>
    </message>
    <message>
        <source>A move carries at least one card</source>
        <translation>Un movimiento lleva al menos una carta</translation>
    </message>
    <message>
        <source>There is no card in {pile}</source>
        <translation>No hay ninguna carta en {pile}</translation>
    </message>
    <message>
        <source>There are only {n} cards in {pile}</source>
        <translation>En {pile} solo hay {n} cartas</translation>
    </message>
    <message>
        <source>The {card} cannot be moved with the cards on it: they are not a run</source>
        <translation>El {card} no se puede mover con las cartas de encima: no forman una escalera</translation>
    </message>
    <message>
        <source>Only one card at a time goes there</source>
        <translation>Allí solo va una carta cada vez</translation>
    </message>
    <message>
        <source>flipper</source>
        <translation>aleta</translation>
    </message>
    <message>
        <source>flippers</source>
        <translation>aletas</translation>
    </message>
    <message>
        <source>no other empty column</source>
        <translation>ninguna otra columna vacía</translation>
    </message>
    <message>
        <source>no empty column</source>
        <translation>ninguna columna vacía</translation>
    </message>
    <message>
        <source>the tableau builds down regardless of suit</source>
        <translation>las columnas se construyen en orden descendente sin importar el palo</translation>
    </message>
    <message>
        <source>{variant} does not allow this move</source>
        <translation>{variant} no permite esta jugada</translation>
    </message>
    <message>
        <source>The deal procedure {name} made a position that does not fit the variant {variant}: {problem}</source>
        <translation>El procedimiento de reparto {name} ha creado una posición que no encaja en la variante {variant}: {problem}</translation>
    </message>
    <message>
        <source>the foundations do not start with the aces</source>
        <translation>las fundaciones no empiezan con los ases</translation>
    </message>
    <message>
        <source>base rank {base}, but the deal procedure does not choose the base</source>
        <translation>rango base {base}, pero el procedimiento de reparto no elige el rango base</translation>
    </message>
    <message>
        <source>{card} is not a card (cards are 0-51)</source>
        <translation>{card} no es una carta (las cartas son 0-51)</translation>
    </message>
    <message>
        <source>{card} twice</source>
        <translation>{card} dos veces</translation>
    </message>
    <message>
        <source>The game was given up: deal again to play on</source>
        <translation>Te rendiste en esta partida: reparte de nuevo para seguir jugando</translation>
    </message>
    <message>
        <source>{variant} fixes this rule, which makes the game: {rule}</source>
        <translation>{variant} fija esta regla, que hace el juego: {rule}</translation>
    </message>
    <message>
        <source>the deal {deal} {problem}</source>
        <translation>el reparto {deal}: {problem}</translation>
    </message>
    <message>
        <source>{number} {word}</source>
        <translation>{number} {word}</translation>
    </message>
    <message>
        <source>The deal procedure {name} made deal {number}, which does not fit: {problem}</source>
        <translation>El reparto {name} hizo la partida {number}, que no encaja: {problem}</translation>
    </message>
    <message>
        <source>The deal procedure {name} failed: {error}</source>
        <translation>El procedimiento de reparto {name} ha fallado: {error}</translation>
    </message>
    <message>
        <source>The deal procedure {name} did not make deal {number} within {seconds} s</source>
        <translation>El reparto {name} no repartió la partida {number} en {seconds} s</translation>
    </message>
    <message>
        <source>The deal procedure {name} cannot make deal {number} here: {reason}</source>
        <translation>El reparto {name} no puede repartir aquí la partida {number}: {reason}</translation>
    </message>
    <message>
        <source>The deal procedure {name} ended its process while making deal {number} ({how})</source>
        <translation>El reparto {name} terminó su proceso al repartir la partida {number} ({how})</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} no es un archivo normal</translation>
    </message>
    <message>
        <source>{name} is too large (over {limit} bytes)</source>
        <translation>{name} es demasiado grande (más de {limit} bytes)</translation>
    </message>
    <message>
        <source>{name} is too large once expanded (over {limit} bytes)</source>
        <translation>{name} es demasiado grande una vez descomprimido (más de {limit} bytes)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>not a game record: {value} is not a number JSON allows</source>
        <translation>no es un registro de partida: {value} no es un número que JSON admita</translation>
    </message>
    <message>
        <source>a game that was won cannot have been given up</source>
        <translation>una partida ganada no puede terminar en rendición</translation>
    </message>
    <message>
        <source>the record says {said}, but its moves leave the game {actual}</source>
        <translation>el registro dice {said}, pero sus movimientos dejan la partida {actual}</translation>
    </message>
    <message>
        <source>the game is too long to be saved (over {limit} bytes)</source>
        <translation>la partida es demasiado larga para guardarla (más de {limit} bytes)</translation>
    </message>
    <message>
        <source>a number in it is far too long to be part of a game</source>
        <translation>un número que contiene es demasiado largo para formar parte de una partida</translation>
    </message>
    <message>
        <source>must be a whole number from {low} to {high}</source>
        <translation>debe ser un número entero de {low} a {high}</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>holds characters that are not text</source>
        <translation>contiene caracteres que no son texto</translation>
    </message>
    <message>
        <source>has more than {limit} moves</source>
        <translation>tiene más de {limit} movimientos</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <source>the game cannot be brought back from this record</source>
        <translation>la partida no se puede recuperar de este registro</translation>
    </message>
    <message>
        <source>the game holds text that cannot be written</source>
        <translation>la partida contiene texto que no se puede escribir</translation>
    </message>
    <message>
        <source>the deal was made with the deal procedure {shuffle}, which this variant here does not use (is the plugin that brings it installed?)</source>
        <translation>la partida se repartió con el procedimiento de reparto {shuffle}, que esta variante no usa aquí (¿está instalado el complemento que lo aporta?)</translation>
    </message>
    <message>
        <source>Moves to the foundation use index 0: the card&apos;s suit picks the pile</source>
        <translation>Los movimientos a la fundación usan el índice 0: el palo de la carta elige la pila</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time</source>
        <translation>Las cartas van a una fundación de una en una</translation>
    </message>
    <message>
        <source>The {card} cannot go home yet: the {suit} foundation takes the {next} next</source>
        <translation>El {card} aún no puede subir: la fundación de {suit} espera antes el {next}</translation>
    </message>
    <message>
        <source>A {word} holds one card</source>
        <translation>Una {word} guarda una sola carta</translation>
    </message>
    <message>
        <source>There is already a card in {pile}</source>
        <translation>Ya hay una carta en {pile}</translation>
    </message>
    <message>
        <source>Nothing may be placed on an ace</source>
        <translation>Sobre un As no se puede poner nada</translation>
    </message>
    <message>
        <source>the tableau builds down in suit</source>
        <translation>el tableau se construye de forma descendente por palo</translation>
    </message>
    <message>
        <source>the tableau builds down in alternating colours</source>
        <translation>el tableau se construye de forma descendente alternando colores</translation>
    </message>
    <message>
        <source>The {card} does not go on the {target}: {rule}</source>
        <translation>El {card} no va sobre el {target}: {rule}</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}</source>
        <translation>Las columnas vacías solo aceptan {ranks}</translation>
    </message>
    <message>
        <source>There is only 1 card in {pile}</source>
        <translation>En {pile} solo hay 1 carta</translation>
    </message>
    <message>
        <source>1 other empty column</source>
        <translation>1 otra columna vacía</translation>
    </message>
    <message numerus="yes">
        <source>{count} other empty columns</source>
        <translation>
            <numerusform>{count} otra columna vacía</numerusform>
            <numerusform>otras {count} columnas vacías</numerusform>
        </translation>
    </message>
    <message>
        <source>1 empty column</source>
        <translation>1 columna vacía</translation>
    </message>
    <message numerus="yes">
        <source>{count} empty columns</source>
        <translation>
            <numerusform>{count} columna vacía</numerusform>
            <numerusform>{count} columnas vacías</numerusform>
        </translation>
    </message>
    <message>
        <source>The {suit} foundation starts with the {card}</source>
        <translation>La fundación de {suit} empieza con el {card}</translation>
    </message>
    <message>
        <source>Nothing may be placed on the {card}: {rank} is the base rank</source>
        <translation>Sobre el {card} no se puede poner nada: {rank} es el rango base</translation>
    </message>
    <message>
        <source>Empty columns take only {ranks}: the base rank is {base}</source>
        <translation>Las columnas vacías solo aceptan {ranks}: el rango base es {base}</translation>
    </message>
    <message>
        <source>{made} columns, the rules have {columns}</source>
        <translation>{made} columnas, las reglas tienen {columns}</translation>
    </message>
    <message>
        <source>{made} cells, the rules have {cells}</source>
        <translation>{made} celdas, las reglas tienen {cells}</translation>
    </message>
    <message>
        <source>{made} cards, not 52</source>
        <translation>{made} cartas, no 52</translation>
    </message>
    <message>
        <source>This is too long to be a position ({size} characters, where a board has a few hundred)</source>
        <translation>Es demasiado largo para ser una posición ({size} caracteres, cuando un tablero tiene unos cientos)</translation>
    </message>
    <message>
        <source>{name} is too large to be a game or a position (over {limit} bytes)</source>
        <translation>{name} es demasiado grande para ser una partida o una posición (más de {limit} bytes)</translation>
    </message>
    <message>
        <source>There is no file {name}</source>
        <translation>No existe el archivo {name}</translation>
    </message>
    <message>
        <source>{name} is a folder, not a file</source>
        <translation>{name} es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}</source>
        <translation>No se pudo leer {name}: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} no es un archivo de texto</translation>
    </message>
    <message>
        <source>the variant {variant} is not available here (is its plugin installed and on?)</source>
        <translation>la variante {variant} no está disponible aquí (¿está su plugin instalado y activado?)</translation>
    </message>
    <message>
        <source>too large to be a game record</source>
        <translation>demasiado grande para ser un registro de partida</translation>
    </message>
    <message>
        <source>not a Penguin Qt game record</source>
        <translation>no es un registro de partida de Penguin Qt</translation>
    </message>
    <message>
        <source>the format version is missing or not a number</source>
        <translation>falta la versión del formato o no es un número</translation>
    </message>
    <message>
        <source>written by a newer Penguin Qt (format {version}); this one reads up to {known}</source>
        <translation>escrito por un Penguin Qt más reciente (formato {version}); este lee hasta el formato {known}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>debe ser un número entero</translation>
    </message>
    <message>
        <source>is missing or has the wrong type</source>
        <translation>falta o tiene un tipo incorrecto</translation>
    </message>
    <message>
        <source>must be a list of moves</source>
        <translation>debe ser una lista de movimientos</translation>
    </message>
    <message>
        <source>must be a list of game results</source>
        <translation>debe ser una lista de resultados de partidas</translation>
    </message>
    <message>
        <source>a record needs either a deal number or a starting position</source>
        <translation>un registro necesita un número de reparto o una posición inicial</translation>
    </message>
    <message>
        <source>must be one of {values}</source>
        <translation>debe ser uno de {values}</translation>
    </message>
    <message>
        <source>a game given up must have the result lost</source>
        <translation>una partida con rendición debe tener el resultado «perdida»</translation>
    </message>
    <message>
        <source>must be a day written YYYY-MM-DD</source>
        <translation>debe ser un día escrito AAAA-MM-DD</translation>
    </message>
    <message>
        <source>rules this variant cannot take: {reason}</source>
        <translation>reglas que esta variante no admite: {reason}</translation>
    </message>
    <message>
        <source>the game cannot start: {reason}</source>
        <translation>la partida no puede empezar: {reason}</translation>
    </message>
    <message>
        <source>each group of moves to redo is one move and the autoplay after it</source>
        <translation>cada grupo de movimientos por rehacer es un movimiento y el juego automático que le sigue</translation>
    </message>
    <message>
        <source>not a game record: cut off or malformed JSON at line {line}, column {column}</source>
        <translation>no es un registro de partida: JSON cortado o mal formado en la línea {line}, columna {column}</translation>
    </message>
    <message>
        <source>not a game record: nested too deeply</source>
        <translation>no es un registro de partida: anidado demasiado</translation>
    </message>
    <message>
        <source>must be a number of seconds</source>
        <translation>debe ser un número de segundos</translation>
    </message>
    <message>
        <source>must be a move in the notation, like 34 or 3a</source>
        <translation>debe ser un movimiento en la notación, como 34 o 3a</translation>
    </message>
    <message>
        <source>{move} is not legal here: {reason}</source>
        <translation>{move} no está permitido aquí: {reason}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the disk refused it: {error}</source>
        <translation>el disco lo rechazó: {error}</translation>
    </message>
    <message>
        <source>Runs of up to (empty {cells} + 1) cards, doubled for each empty column other than the destination, move as a unit</source>
        <translation>Las secuencias de hasta ({cells} vacías + 1) cartas, el doble por cada columna vacía distinta del destino, se mueven como una unidad</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>otro programa está usando el archivo</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>el archivo o su carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>the file or its folder cannot be opened</source>
        <translation>no se puede abrir el archivo o su carpeta</translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file {path} were not text and no copy of it could be kept: the other settings are used, and changes are not kept</source>
        <translation>
            <numerusform>Una línea del archivo de configuración {path} no era texto y no se pudo guardar una copia: se usan los demás ajustes y los cambios no se guardan</numerusform>
            <numerusform>{count} líneas del archivo de configuración {path} no eran texto y no se pudo guardar una copia: se usan los demás ajustes y los cambios no se guardan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} lines of the settings file were not text and were left out; the file as it was is kept as {name}</source>
        <translation>
            <numerusform>Una línea del archivo de configuración no era texto y se ha omitido; el archivo tal como estaba se guarda como {name}</numerusform>
            <numerusform>{count} líneas del archivo de configuración no eran texto y se han omitido; el archivo tal como estaba se guarda como {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be saved to {path}: {reason}</source>
        <translation>No se pudieron guardar los ajustes en {path}: {reason}</translation>
    </message>
    <message>
        <source>The settings file {path} or its folder is read-only: changes are not kept</source>
        <translation>El archivo de ajustes {path} o su carpeta es de solo lectura: los cambios no se conservan</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({error}); it was kept as {name} and a new one was started.</source>
        <translation>No se pudo leer el archivo de estadísticas ({error}); se guardó como {name} y se empezó uno nuevo.</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>it was made by a newer version of Penguin Qt</source>
        <translation>lo creó una versión más reciente de Penguin Qt</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} es una carpeta</translation>
    </message>
    <message>
        <source>The statistics cannot be saved now: {reason}. The results of this session are kept and will be saved when it is possible.</source>
        <translation>Las estadísticas no se pueden guardar ahora: {reason}. Los resultados de esta sesión se conservan y se guardarán en cuanto sea posible.</translation>
    </message>
    <message>
        <source>the record says the game was won, but its moves do not win it</source>
        <translation>el registro dice que la partida se ganó, pero sus movimientos no la ganan</translation>
    </message>
    <message>
        <source>The settings file was too large ({size} MB) to be read. It was kept as {name} and the default settings are used.</source>
        <translation>El archivo de preferencias era demasiado grande ({size} MB) para leerlo. Se conservó como {name} y se usan las preferencias predeterminadas.</translation>
    </message>
    <message>
        <source>The settings file {path} is too large ({size} MB) to be read. It was ignored: this session starts with the default settings, and changes will not be kept.</source>
        <translation>El archivo de preferencias {path} es demasiado grande ({size} MB) para leerlo. Se ha ignorado: esta sesión empieza con las preferencias predeterminadas y los cambios no se conservarán.</translation>
    </message>
    <message>
        <source>The saved rules could not be used ({reason}); {variant} is played with its own rules.</source>
        <translation>Las reglas guardadas no se pudieron usar ({reason}); {variant} se juega con sus propias reglas.</translation>
    </message>
    <message>
        <source>line {line}: </source>
        <translation>línea {line}: </translation>
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
        <translation>Detiene el reloj; P de nuevo o cualquier movimiento lo reanuda</translation>
    </message>
    <message>
        <source>Paused: press P or make a move to go on</source>
        <translation>En pausa: pulse P o haga un movimiento para continuar</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Dealing deal {n}…</source>
        <extracomment>``source(game)``: facts of the deal a room knows (its tier, its day as deal of the day)</extracomment>
        <translation>Repartiendo el reparto {n}…</translation>
    </message>
    <message>
        <source>An empty column takes: {label}</source>
        <translation>Una columna vacía acepta: {label}</translation>
    </message>
    <message>
        <source>This foundation starts with the {card}</source>
        <translation>Esta fundación empieza con el {card}</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>No card can go home safely now</source>
        <translation>Ninguna carta puede ir ahora a las fundaciones sin riesgo</translation>
    </message>
    <message>
        <source>The {card} is picked up: now choose where it goes</source>
        <translation>El {card} está en la mano: elija ahora adónde va</translation>
    </message>
    <message>
        <source>{count} cards from the {card} are picked up: now choose where they go</source>
        <translation>{count} cartas desde el {card} están en la mano: elija ahora adónde van</translation>
    </message>
    <message>
        <source>The {card} has no place to go</source>
        <translation>El {card} no tiene adónde ir</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The saved game could not be brought back: {reason}</source>
        <translation>No se pudo recuperar la partida guardada: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}); play goes on</source>
        <translation>No se pudo guardar la partida ({reason}); el juego continúa</translation>
    </message>
    <message>
        <source>The game is being saved again</source>
        <translation>La partida vuelve a guardarse</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>Penguin Qt games (*.penguin.json *.json);;Positions (*.txt *.board);;All files (*)</source>
        <translation>Partidas de Penguin Qt (*.penguin.json *.json);;Posiciones (*.txt *.board);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Play the same deal and compare your results?</source>
        <translation>¿Jugar el mismo reparto y comparar los resultados?</translation>
    </message>
    <message>
        <source>your friend</source>
        <translation>tu rival</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copiar posición</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Pegar posición</translation>
    </message>
    <message>
        <source>C&amp;hallenge a Friend…</source>
        <translation>&amp;Desafiar a alguien…</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>el portapapeles</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the position in {where}?</source>
        <translation>¿Dejar la partida en curso y jugar la posición de {where}?</translation>
    </message>
    <message numerus="yes">
        <source>{player} won this deal in %n move(s), with a score of {score}.</source>
        <translation>
            <numerusform>{player} ganó esta partida en %n movimiento, con una puntuación de {score}.</numerusform>
            <numerusform>{player} ganó esta partida en %n movimientos, con una puntuación de {score}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} played this deal without winning it: %n move(s), score {score}.</source>
        <translation>
            <numerusform>{player} jugó esta partida sin ganarla: %n movimiento, puntuación {score}.</numerusform>
            <numerusform>{player} jugó esta partida sin ganarla: %n movimientos, puntuación {score}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Game or a Position</source>
        <translation>Abrir una partida o una posición</translation>
    </message>
    <message>
        <source>Leave the game in progress and play the saved game {where}?</source>
        <translation>¿Dejar la partida en curso y jugar la partida guardada {where}?</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Challenge a Friend</source>
        <translation>Desafiar a alguien</translation>
    </message>
    <message>
        <source>Your name, to show beside your friend&apos;s result when they play this deal:</source>
        <translation>Tu nombre, que aparecerá junto al resultado de tu rival cuando juegue este reparto:</translation>
    </message>
    <message>
        <source>Save the Challenge</source>
        <translation>Guardar el desafío</translation>
    </message>
    <message>
        <source>A Challenge</source>
        <translation>Un desafío</translation>
    </message>
    <message>
        <source>Play This Deal</source>
        <translation>Jugar este reparto</translation>
    </message>
    <message>
        <source>The Same Deal, Side by Side</source>
        <translation>El mismo reparto, lado a lado</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Pistas usadas</translation>
    </message>
    <message>
        <source>Moves by the solver</source>
        <translation>Movimientos del solucionador</translation>
    </message>
    <message>
        <source>The Game of {player}</source>
        <translation>La partida de {player}</translation>
    </message>
    <message>
        <source>{variant}, deal {n}</source>
        <translation>{variant}, reparto {n}</translation>
    </message>
    <message>
        <source>{variant}, from a position</source>
        <translation>{variant}, desde una posición</translation>
    </message>
    <message>
        <source>Position copied to the clipboard, in the board format</source>
        <translation>Posición copiada al portapapeles, en el formato de tablero</translation>
    </message>
    <message>
        <source>Saved as {name}</source>
        <translation>Guardada como {name}</translation>
    </message>
    <message>
        <source>Same deal as {player}: good luck</source>
        <translation>El mismo reparto que {player}: buena suerte</translation>
    </message>
    <message>
        <source>Step Through Their Game</source>
        <translation>Recorrer su partida</translation>
    </message>
    <message>
        <source>The deal of the day of {day}.</source>
        <translation>La partida del día del {day}.</translation>
    </message>
    <message>
        <source>There is no position in {where}</source>
        <translation>No hay ninguna posición en {where}</translation>
    </message>
    <message>
        <source>{player} used hints, but played every move.</source>
        <translation>{player} usó pistas, pero hizo todos los movimientos.</translation>
    </message>
    <message>
        <source>Game opened: {name}</source>
        <translation>Partida abierta: {name}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message numerus="yes">
        <source>The solver played {solver} of those %n move(s).</source>
        <translation>
            <numerusform>El solucionador jugó {solver} de ese %n movimiento.</numerusform>
            <numerusform>El solucionador jugó {solver} de esos %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No position in {where}: {reason}</source>
        <translation>No hay posición en {where}: {reason}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>No se pudo abrir {name}: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved as {name}: {reason}</source>
        <translation>No se pudo guardar la partida como {name}: {reason}</translation>
    </message>
    <message>
        <source>The challenge cannot be played: {reason}</source>
        <translation>El desafío no se puede jugar: {reason}</translation>
    </message>
</context>
<context>
    <name>GiveUp</name>
    <message>
        <source>&amp;Give Up…</source>
        <translation>Rend&amp;irse…</translation>
    </message>
    <message>
        <source>End this game here: it is counted as lost</source>
        <translation>Terminar aquí esta partida: cuenta como perdida</translation>
    </message>
    <message>
        <source>Give up this game? It ends here and is counted as lost.</source>
        <translation>¿Rendirse? La partida termina aquí y cuenta como perdida.</translation>
    </message>
    <message>
        <source>The position stays on the table; no move can be taken back. You can play the same deal again as a new game.</source>
        <translation>La posición se queda en la mesa; no se puede deshacer ningún movimiento. Puedes jugar la misma partida otra vez como partida nueva.</translation>
    </message>
    <message>
        <source>Give Up</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Game given up: it is counted as lost</source>
        <translation>Te has rendido: la partida cuenta como perdida</translation>
    </message>
    <message>
        <source>Game Given Up</source>
        <translation>Te has rendido</translation>
    </message>
    <message>
        <source>This game is counted as lost.</source>
        <translation>Esta partida cuenta como perdida.</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Jugar otra vez</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>The aim</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Mover las cartas</translation>
    </message>
    <message>
        <source>The keyboard on the table</source>
        <translation>El teclado en la mesa</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Help from the solver</source>
        <translation>Ayuda del solucionador</translation>
    </message>
    <message>
        <source>Move every card to the four foundations, in suit, up from the base rank.</source>
        <translation>Lleve todas las cartas a las cuatro fundaciones, por palo, subiendo desde el rango base.</translation>
    </message>
    <message>
        <source>Help › Rules tells the rules of the variant on the table; the status bar says whether the game can still be won.</source>
        <translation>Ayuda › Reglas explica las reglas de la variante en la mesa; la barra de estado dice si la partida aún se puede ganar.</translation>
    </message>
    <message>
        <source>Drag a card (or a run: the cards on it come along) onto another pile.</source>
        <translation>Arrastre una carta (o una escalera: las cartas de encima van con ella) a otra pila.</translation>
    </message>
    <message>
        <source>Or click a card, then click where it goes.</source>
        <translation>O haga clic en una carta y luego donde debe ir.</translation>
    </message>
    <message>
        <source>Double-click a card to send it home, or to the best place it can go.</source>
        <translation>Un doble clic envía la carta a su fundación, o al mejor sitio al que pueda ir.</translation>
    </message>
    <message>
        <source>Double-click a foundation, or use Game › Send Cards Home, to send home every card that can safely go there when autoplay is off.</source>
        <translation>Un doble clic en una fundación, o Partida › Enviar las cartas a las fundaciones, envía allí cada carta que puede ir sin riesgo cuando el juego automático está apagado.</translation>
    </message>
    <message>
        <source>Escape puts back the cards you drag or picked up.</source>
        <translation>Escape devuelve a su sitio las cartas que arrastra o ha cogido.</translation>
    </message>
    <message>
        <source>Arrow keys move the frame between piles. Space or Enter picks up the run in the frame, and puts it down on the pile the frame is on next.</source>
        <translation>Las flechas mueven el marco entre las pilas. Espacio o Intro coge la escalera del marco y la deja en la pila donde esté el marco después.</translation>
    </message>
    <message>
        <source>F sends the card in the frame home, or to the best place it can go, as a double-click does. Escape lets go.</source>
        <translation>F envía la carta del marco a su fundación, o al mejor sitio al que pueda ir, como un doble clic. Escape la suelta.</translation>
    </message>
    <message>
        <source>New Deal asks first when a game is in progress, since the game left counts as lost (Settings can turn the question off). Choose Deal plays a deal by its number; Restart goes back to the deal.</source>
        <translation>Partida nueva pregunta antes si hay una partida en curso, porque la partida abandonada cuenta como perdida (las Preferencias pueden quitar la pregunta). Elegir partida juega una partida por su número; Reiniciar vuelve al reparto.</translation>
    </message>
    <message>
        <source>Pause stops the clock and hides the cards; P again, a click or a key on the table goes on. Undo and Redo take moves back and play them again.</source>
        <translation>Pausa detiene el reloj y oculta las cartas; otra vez P, un clic o una tecla en la mesa continúa. Deshacer y Rehacer retiran movimientos y los vuelven a jugar.</translation>
    </message>
    <message>
        <source>Save As keeps the game in a file, Open brings a saved game or a position back. Copy Position puts the position on the clipboard in the board format; Paste Position plays one from the clipboard.</source>
        <translation>Guardar como guarda la partida en un archivo, Abrir recupera una partida guardada o una posición. Copiar posición pone la posición en el portapapeles en el formato de tablero; Pegar posición juega una del portapapeles.</translation>
    </message>
    <message>
        <source>Recent Deals deals again one of the last deals played; Deal of the Day is the same deal for everyone on a day. Give Up ends a game that cannot or will not be won; it counts as lost.</source>
        <translation>Partidas recientes reparte de nuevo una de las últimas partidas jugadas; la Partida del día es la misma para todos en un día. Rendirse termina una partida que no se puede o no se quiere ganar; cuenta como perdida.</translation>
    </message>
    <message>
        <source>Statistics shows the games played, won and the streaks of each variant, with the help used counted apart.</source>
        <translation>Estadísticas muestra las partidas jugadas y ganadas y las rachas de cada variante, con la ayuda usada contada aparte.</translation>
    </message>
    <message>
        <source>Hint shows a good move (again for another); Enter plays the hint shown. Solve (Demo) lets the solver play the game; a click or a key on the table plays the rest at once.</source>
        <translation>Pista muestra un buen movimiento (otra vez para otro); Intro juega la pista mostrada. Resolver (demostración) deja que el solucionador juegue la partida; un clic o una tecla en la mesa juega el resto de una vez.</translation>
    </message>
    <message>
        <source>Game › Show Solution steps through a winning line, forwards and backwards. Game › Undo to Last Winnable Position takes back the moves since the game could last be won. Game › Review Game draws the game as a timeline of the solver&apos;s verdicts.</source>
        <translation>Partida › Mostrar la solución recorre una línea ganadora, hacia delante y hacia atrás. Partida › Deshacer hasta la última posición ganable retira los movimientos desde que la partida se pudo ganar por última vez. Partida › Revisar la partida dibuja la partida como una línea de tiempo de los veredictos del solucionador.</translation>
    </message>
    <message>
        <source>A game won with hints or the solver&apos;s moves is counted apart.</source>
        <translation>Una partida ganada con pistas o movimientos del solucionador se cuenta aparte.</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
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
        <translation>No existe la variante {id}</translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation>Partida &amp;nueva</translation>
    </message>
    <message>
        <source>Deal a new game? The game in progress ends and counts as lost.</source>
        <translation>¿Repartir una partida nueva? La partida en curso termina y cuenta como perdida.</translation>
    </message>
    <message>
        <source>Settings can turn this question off.</source>
        <translation>En Preferencias se puede desactivar esta pregunta.</translation>
    </message>
    <message>
        <source>&amp;Choose Deal…</source>
        <translation>&amp;Elegir partida…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>{deck}, from {source}</source>
        <translation>{deck}, de {source}</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>una columna vacía admite cualquier carta</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>una columna vacía solo admite un rey</translation>
    </message>
    <message>
        <source>{variant} — deal {n}</source>
        <translation>{variant} — reparto {n}</translation>
    </message>
    <message>
        <source>an empty column takes the rank below the base</source>
        <translation>una columna vacía admite el rango inferior a la base</translation>
    </message>
    <message>
        <source>{variant} (custom)</source>
        <translation>{variant} (reglas propias)</translation>
    </message>
    <message>
        <source>Custom rules, changed from the variant: {changes}.</source>
        <translation>Reglas propias, cambiadas respecto a la variante: {changes}.</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Puntuación {score}</translation>
    </message>
    <message>
        <source>{variant} — deal of the day</source>
        <translation>{variant} — partida del día</translation>
    </message>
    <message>
        <source>{variant} — a given position</source>
        <translation>{variant} — una posición dada</translation>
    </message>
    <message>
        <source>{n} {cells} instead of {m}</source>
        <translation>{n} {cells} en lugar de {m}</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Verde</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Azul</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rojo</translation>
    </message>
    <message>
        <source>G&amp;rey</source>
        <translation>&amp;Gris</translation>
    </message>
    <message>
        <source>Bro&amp;wn</source>
        <translation>&amp;Marrón</translation>
    </message>
    <message>
        <source>&amp;Table Colour</source>
        <translation>Color de la &amp;mesa</translation>
    </message>
    <message>
        <source>Actual &amp;Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>&amp;Other Colour…</source>
        <translation>&amp;Otro color…</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Am&amp;pliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Pa&amp;ntalla completa</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>The cards are as large as this window allows</source>
        <translation>Las cartas son tan grandes como permite esta ventana</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>{problem}: the built-in cards are shown instead</source>
        <translation>{problem}: se muestran las cartas incorporadas en su lugar</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>&amp;About Penguin Qt</source>
        <translation>&amp;Acerca de Penguin Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Given position</source>
        <translation>Posición dada</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Partida {n}</translation>
    </message>
    <message>
        <source>Base {rank}</source>
        <translation>Base {rank}</translation>
    </message>
    <message>
        <source>Moves {n}</source>
        <translation>Movimientos {n}</translation>
    </message>
    <message>
        <source>Home {n}/52</source>
        <translation>En casa {n}/52</translation>
    </message>
    <message>
        <source>Carry any</source>
        <translation>Movibles todas</translation>
    </message>
    <message>
        <source>Carry {n}</source>
        <translation>Movibles {n}</translation>
    </message>
    <message>
        <source>Paused {m}:{s:02d}</source>
        <translation>En pausa {m}:{s:02d}</translation>
    </message>
    <message>
        <source>Time {m}:{s:02d}</source>
        <translation>Tiempo {m}:{s:02d}</translation>
    </message>
    <message>
        <source>{points} points × {cards} cards home = {total}</source>
        <translation>{points} puntos × {cards} cartas en las fundaciones = {total}</translation>
    </message>
    <message>
        <source>no win bonus: the solver played moves of this game</source>
        <translation>sin bonificación por victoria: el solucionador hizo movimientos de esta partida</translation>
    </message>
    <message>
        <source>win bonus {bonus} − {penalty} × {moves} moves − {seconds} seconds = {total}</source>
        <translation>bonificación {bonus} − {penalty} × {moves} movimientos − {seconds} segundos = {total}</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Puntuación: {score}</translation>
    </message>
    <message>
        <source>Deal {n} won!</source>
        <translation>¡Partida {n} ganada!</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>¡Ganada!</translation>
    </message>
    <message>
        <source>New Deal</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Card size: {size}</source>
        <translation>Tamaño de las cartas: {size}</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Ganada en %n movimiento</numerusform>
            <numerusform>Ganada en %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>No quedan movimientos</translation>
    </message>
    <message>
        <source>No legal move is left in this position.</source>
        <translation>En esta posición no queda ningún movimiento válido.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>No moves left: undo to try another way</source>
        <translation>No quedan movimientos: deshaga y pruebe otro camino</translation>
    </message>
    <message>
        <source>New Rules</source>
        <translation>Reglas nuevas</translation>
    </message>
    <message>
        <source>Leave the game in progress and deal {variant} with these rules now?</source>
        <translation>¿Dejar la partida en curso y repartir ahora {variant} con estas reglas?</translation>
    </message>
    <message>
        <source>Leave the Game?</source>
        <translation>¿Dejar la partida?</translation>
    </message>
    <message>
        <source>Choose Deal</source>
        <translation>Elegir partida</translation>
    </message>
    <message>
        <source>Deal number (1 to {max}):</source>
        <translation>Número de partida (del 1 al {max}):</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>About Penguin Qt</source>
        <translation>Acerca de Penguin Qt</translation>
    </message>
    <message>
        <source>Penguin Qt {version}</source>
        <translation>Penguin Qt {version}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
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
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <source>No deals played yet</source>
        <translation>Todavía no se ha jugado ninguna partida</translation>
    </message>
    <message>
        <source>Leave the game in progress and play deal {n} again?</source>
        <translation>¿Dejar la partida en curso y jugar de nuevo la partida {n}?</translation>
    </message>
    <message>
        <source>Play a Deal Again</source>
        <translation>Jugar de nuevo una partida</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonada</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}: {result}, %n move(s)</source>
        <translation>
            <numerusform>Partida {deal}: {result}, %n movimiento</numerusform>
            <numerusform>Partida {deal}: {result}, %n movimientos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Game Review</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Timeline of the game</source>
        <translation>Línea de tiempo de la partida</translation>
    </message>
    <message>
        <source>● winnable   ■ lost   ○ not known yet   ⚑ the move that threw the win away   faded and bracketed: taken back by the moves after it   dashed: ahead (Redo)</source>
        <translation>● ganable   ■ perdida   ○ aún no se sabe   ⚑ la jugada que echó a perder la victoria   atenuadas y entre corchetes: deshechas por las jugadas siguientes   discontinuo: por delante (Rehacer)</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>&amp;Revisar la partida</translation>
    </message>
    <message>
        <source>The game move by move, with the solver&apos;s verdict after each move</source>
        <translation>La partida jugada a jugada, con el veredicto del solucionador tras cada jugada</translation>
    </message>
    <message>
        <source>cannot be won</source>
        <translation>imposible de ganar</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>aún no se sabe</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from its start.</source>
        <translation>El solucionador no encontró forma de ganar esta partida desde el principio.</translation>
    </message>
    <message numerus="yes">
        <source>, then %n card(s) went home by themselves</source>
        <translation>
            <numerusform>, luego %n carta se fue sola a su fundación</numerusform>
            <numerusform>, luego %n cartas se fueron solas a su fundación</numerusform>
        </translation>
    </message>
    <message>
        <source>this move threw the win away</source>
        <translation>esta jugada echó a perder la victoria</translation>
    </message>
    <message>
        <source>taken back by the moves after it</source>
        <translation>deshecha por las jugadas siguientes</translation>
    </message>
    <message>
        <source>the game is here</source>
        <translation>la partida está aquí</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back by the moves after them.</source>
        <translation>
            <numerusform>%n jugada deshecha por las jugadas siguientes.</numerusform>
            <numerusform>%n jugadas deshechas por las jugadas siguientes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some positions could not be decided by the solver.</source>
        <translation>El solucionador no pudo decidir algunas posiciones.</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>ganable</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>ya no se puede ganar</translation>
    </message>
    <message>
        <source>the solver could not tell</source>
        <translation>el solucionador no supo decirlo</translation>
    </message>
    <message>
        <source>The deal: {verdict}</source>
        <translation>El reparto: {verdict}</translation>
    </message>
    <message>
        <source>Move {n}: {move}; {verdict}</source>
        <translation>Jugada {n}: {move}; {verdict}</translation>
    </message>
    <message>
        <source>ahead: Redo plays it again</source>
        <translation>por delante: Rehacer la vuelve a jugar</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s), winnable all the way.</source>
        <translation>
            <numerusform>Ganada en %n jugada, ganable en todo momento.</numerusform>
            <numerusform>Ganada en %n jugadas, ganable en todo momento.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rest is worked out when the demo ends.</source>
        <translation>El resto se calcula cuando termine la demostración.</translation>
    </message>
    <message>
        <source>Winnable until move {n}, {when}, threw the win away.</source>
        <translation>Ganable hasta la jugada {n}, {when}, que echó a perder la victoria.</translation>
    </message>
    <message>
        <source>The winning alternative is still being worked out.</source>
        <translation>La alternativa ganadora aún se está calculando.</translation>
    </message>
    <message>
        <source>No solver can play these rules.</source>
        <translation>Ningún solucionador puede jugar estas reglas.</translation>
    </message>
    <message numerus="yes">
        <source>Still working out %n position(s)…</source>
        <translation>
            <numerusform>Aún se calcula %n posición…</numerusform>
            <numerusform>Aún se calculan %n posiciones…</numerusform>
        </translation>
    </message>
    <message>
        <source>instead, {move} keeps the game winnable</source>
        <translation>en cambio, {move} mantiene la partida ganable</translation>
    </message>
    <message>
        <source>Winnable after every move so far.</source>
        <translation>Hasta ahora ganable tras cada jugada.</translation>
    </message>
    <message>
        <source>Instead, {move} keeps it winnable.</source>
        <translation>En cambio, {move} la mantiene ganable.</translation>
    </message>
    <message>
        <source>No move made yet: the deal is {verdict}.</source>
        <translation>Aún no hay jugadas: el reparto es {verdict}.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>The cards are dealt face up into %n columns.</source>
        <translation>
            <numerusform>Las cartas se reparten boca arriba en una columna.</numerusform>
            <numerusform>Las cartas se reparten boca arriba en %n columnas.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no beak in this game: every foundation starts with its ace.</source>
        <translation>En este juego no hay pico: cada fundación empieza con su As.</translation>
    </message>
    <message>
        <source>A card that has reached a foundation stays there.</source>
        <translation>Una carta que ha llegado a una fundación se queda allí.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is one rank lower and of the other colour (red on black, black on red).</source>
        <translation>Solo se juega la última carta de una columna. Sobre ella puede ir una carta de un rango menos y del otro color (roja sobre negra, negra sobre roja).</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is of the same suit and exactly one rank lower.</source>
        <translation>Solo se juega la última carta de una columna. Sobre ella puede ir una carta del mismo palo y exactamente un rango menor.</translation>
    </message>
    <message numerus="yes">
        <source>There are %n flipper(s): free places above the columns that hold one card each. The last card of any column, or the card of another flipper, may go into an empty flipper; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>Hay una aleta: un sitio libre encima de las columnas para una sola carta. La última carta de cualquier columna puede entrar cuando está vacía; desde allí puede ir a una columna o a una fundación cuando las reglas lo permiten.</numerusform>
            <numerusform>Hay %n aletas: sitios libres encima de las columnas que guardan una carta cada uno. La última carta de cualquier columna, o la carta de otra aleta, puede ir a una aleta vacía; desde allí puede ir a una columna o a una fundación cuando las reglas lo permiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are %n free cell(s): free places above the columns that hold one card each. The last card of any column may go into an empty free cell; from there it may go to a column or a foundation when the rules allow.</source>
        <translation>
            <numerusform>Hay una celda libre: un sitio encima de las columnas para una sola carta. La última carta de cualquier columna puede entrar cuando está vacía; desde allí puede ir a una columna o a una fundación cuando las reglas lo permiten.</numerusform>
            <numerusform>Hay %n celdas libres: sitios encima de las columnas que guardan una carta cada uno. La última carta de cualquier columna puede ir a una celda vacía; desde allí puede ir a una columna o a una fundación cuando las reglas lo permiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moving a card from one cell to another changes nothing and is not counted as a move.</source>
        <translation>Pasar una carta de una celda a otra no cambia nada y no cuenta como movimiento.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank, or a run headed by one: with base 7 that is a six, with base ace a king.</source>
        <translation>Una columna vacía solo acepta una carta del rango justo por debajo del rango base, o una escalera que empiece por una de ellas: con base 7 es un seis, con base As un rey.</translation>
    </message>
    <message>
        <source>A run is a group of cards at the end of a column that follow each other as the columns build. A run can be moved as one onto any place that would take its first card.</source>
        <translation>Una escalera es un grupo de cartas al final de una columna que se siguen tal como se construyen las columnas. Una escalera se mueve entera a cualquier sitio que aceptaría su primera carta.</translation>
    </message>
    <message>
        <source>The length is limited because a run really moves card by card: the cards above its first one have to wait somewhere on the way.</source>
        <translation>Su longitud está limitada porque en realidad una escalera se mueve carta a carta: las cartas que hay encima de la primera tienen que esperar en algún sitio por el camino.</translation>
    </message>
    <message>
        <source>The status bar always says how many cards can be carried right now.</source>
        <translation>La barra de estado dice siempre cuántas cartas se pueden mover ahora mismo.</translation>
    </message>
    <message>
        <source>A won game counts as a win. A lost or abandoned game keeps the cards it brought to the foundations (out of 52) as partial credit.</source>
        <translation>Una partida ganada cuenta como victoria. Una partida perdida o abandonada conserva como puntuación parcial las cartas que llevó a las fundaciones (sobre 52).</translation>
    </message>
    <message>
        <source>The game is won when all 52 cards are on the foundations.</source>
        <translation>La partida se gana cuando las 52 cartas están en las fundaciones.</translation>
    </message>
    <message>
        <source>It is lost when no move is left that changes anything (moving a card from one cell to another does not count).</source>
        <translation>Se pierde cuando no queda ningún movimiento que cambie algo (pasar una carta de una celda a otra no cuenta).</translation>
    </message>
    <message>
        <source>Long before that, the solver can tell that a game can no longer be won: the status bar says so, names the move that lost it and offers to go back to the last position that could still be won.</source>
        <translation>Mucho antes, el resolutor puede saber que una partida ya no se puede ganar: la barra de estado lo dice, nombra el movimiento que la perdió y ofrece volver a la última posición que aún se podía ganar.</translation>
    </message>
    <message>
        <source>Flippers</source>
        <translation>Aletas</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Celdas libres</translation>
    </message>
    <message>
        <source>Penguin is a patience for one pack, devised by David Parlett and published in The Penguin Book of Patience. All 52 cards lie face up from the first move, so the whole game can be planned.</source>
        <translation>Penguin es un solitario de una baraja, ideado por David Parlett y publicado en «The Penguin Book of Patience». Las 52 cartas están boca arriba desde el primer movimiento, así que se puede planear toda la partida.</translation>
    </message>
    <message numerus="yes">
        <source>The pack is shuffled and dealt face up, row by row from left to right, into %n columns.</source>
        <translation>
            <numerusform>La baraja se mezcla y se reparte boca arriba en una columna.</numerusform>
            <numerusform>La baraja se mezcla y se reparte boca arriba, fila a fila de izquierda a derecha, en %n columnas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The very first card dealt is the beak: it is the deepest card of the first column. Every other card of its rank that comes up while dealing is put on a foundation of its own, and the next card is dealt in its place. So 49 cards lie in the columns and three foundations are already started.</source>
        <translation>La primerísima carta repartida es el pico: es la carta más profunda de la primera columna. Cada otra carta de su rango que sale durante el reparto va a una fundación propia, y en su lugar se reparte la carta siguiente. Así quedan 49 cartas en las columnas y tres fundaciones ya empezadas.</translation>
    </message>
    <message>
        <source>48 cards are dealt face up, row by row, into 8 columns of 6 cards. The last 4 cards go into the first four free cells.</source>
        <translation>Se reparten 48 cartas boca arriba, fila a fila, en 8 columnas de 6 cartas. Las últimas 4 cartas van a las cuatro primeras celdas libres.</translation>
    </message>
    <message>
        <source>All 52 cards are dealt face up, row by row, into 8 columns: four columns of seven cards and four of six. The deal numbers are those of Microsoft&apos;s FreeCell, so deal 11982 is the famous one that cannot be won.</source>
        <translation>Las 52 cartas se reparten boca arriba, fila a fila, en 8 columnas: cuatro columnas de siete cartas y cuatro de seis. Los números de partida son los del FreeCell de Microsoft, así que la partida 11982 es la famosa que no se puede ganar.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column; whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>El rango del pico es el rango base de la partida: cada fundación empieza con una carta de ese rango. El pico espera en la primera columna; en cuanto una carta del rango base queda como última carta de una columna, sube sola a su fundación, como parte del movimiento que la destapó.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit. It is built up in suit from the base rank and goes on past the king to the ace, until it holds all 13 cards of its suit.</source>
        <translation>Hay una fundación por palo. Se construye de forma ascendente por palo desde el rango base y sigue después del rey hasta el As, hasta reunir las 13 cartas de su palo.</translation>
    </message>
    <message>
        <source>There is one foundation for each suit, built up in suit from the ace to the king.</source>
        <translation>Hay una fundación por palo, construida de forma ascendente por palo desde el As hasta el rey.</translation>
    </message>
    <message>
        <source>Only the last card of a column can be played. A card may be put on it when it is exactly one rank lower, whatever its suit.</source>
        <translation>Solo se puede jugar la última carta de una columna. Se le puede poner encima una carta exactamente un rango menor, de cualquier palo.</translation>
    </message>
    <message>
        <source>Ranks turn the corner here too: an ace may go on a two, and a king on an ace. But nothing may ever be put on a card of the base rank, so a column is never built past its foundation&apos;s start.</source>
        <translation>También aquí los rangos dan la vuelta: un As puede ir sobre un dos y un rey sobre un As. Pero sobre una carta del rango base nunca se puede poner nada, así que ninguna columna pasa del comienzo de su fundación.</translation>
    </message>
    <message>
        <source>Nothing may be put on an ace.</source>
        <translation>Sobre un As no se puede poner nada.</translation>
    </message>
    <message>
        <source>This variant has no flippers: cards move only between the columns and to the foundations.</source>
        <translation>Esta variante no tiene aletas: las cartas solo se mueven entre las columnas y a las fundaciones.</translation>
    </message>
    <message>
        <source>This variant has no free cells: cards move only between the columns and to the foundations.</source>
        <translation>Esta variante no tiene celdas libres: las cartas solo se mueven entre las columnas y a las fundaciones.</translation>
    </message>
    <message>
        <source>Four of the free cells are filled by the deal.</source>
        <translation>El reparto ocupa cuatro de las celdas libres.</translation>
    </message>
    <message>
        <source>An empty column takes any card, or any run.</source>
        <translation>Una columna vacía acepta cualquier carta y cualquier escalera.</translation>
    </message>
    <message>
        <source>An empty column takes only a king, or a run headed by a king.</source>
        <translation>Una columna vacía solo acepta un rey, o una escalera que empiece por un rey.</translation>
    </message>
    <message>
        <source>An empty column stays empty: no card may be put there.</source>
        <translation>Una columna vacía queda vacía: no se puede poner ninguna carta en ella.</translation>
    </message>
    <message>
        <source>An empty column takes only a card of the rank just below the base rank: with base 7 that is a six, with base ace a king.</source>
        <translation>Una columna vacía solo admite una carta del rango justo por debajo del rango base: con base 7 es un seis, con base as un rey.</translation>
    </message>
    <message>
        <source>In this variant one card moves at a time: cards that follow each other in a column are moved one by one, never together.</source>
        <translation>En esta variante se mueve una carta cada vez: las cartas que se siguen en una columna se mueven una a una, nunca juntas.</translation>
    </message>
    <message>
        <source>In this variant a run of any length may move at once.</source>
        <translation>En esta variante una escalera de cualquier longitud puede moverse de una vez.</translation>
    </message>
    <message>
        <source>Here they can wait only in the empty cells, so one move may carry (empty cells + 1) cards; empty columns do not count.</source>
        <translation>Aquí solo pueden esperar en las celdas vacías, así que un movimiento lleva como mucho (celdas vacías + 1) cartas; las columnas vacías no cuentan.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fundaciones</translation>
    </message>
    <message>
        <source>Building in the columns</source>
        <translation>Construir en las columnas</translation>
    </message>
    <message>
        <source>Empty columns</source>
        <translation>Columnas vacías</translation>
    </message>
    <message>
        <source>How many cards a move may carry</source>
        <translation>Cuántas cartas puede llevar un movimiento</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Ganar y perder</translation>
    </message>
    <message>
        <source>This page describes the variant as the program plays it.</source>
        <translation>Esta página describe la variante tal como la juega el programa.</translation>
    </message>
    <message>
        <source>Eight Off is a close cousin of FreeCell: eight columns, eight free cells and building in suit, which makes it feel close to Penguin.</source>
        <translation>Eight Off es un pariente cercano de FreeCell: ocho columnas, ocho celdas libres y construcción por palo, lo que lo acerca mucho a Penguin.</translation>
    </message>
    <message>
        <source>The rank of the beak is the base rank of the game: each foundation starts with a card of that rank. The beak itself waits in the first column until it is played to its foundation, like any other card.</source>
        <translation>El rango del pico es el rango base de la partida: cada fundación empieza con una carta de ese rango. El propio pico espera en la primera columna hasta que se juega a su fundación, como cualquier otra carta.</translation>
    </message>
    <message>
        <source>The deal sets the base rank of the game: each foundation starts with a card of that rank.</source>
        <translation>El reparto fija el rango base de la partida: cada fundación empieza con una carta de ese rango.</translation>
    </message>
    <message>
        <source>An empty column takes any card.</source>
        <translation>Una columna vacía admite cualquier carta.</translation>
    </message>
    <message>
        <source>An empty column takes only a king.</source>
        <translation>Una columna vacía solo admite un rey.</translation>
    </message>
    <message>
        <source>The score is {points} points for each card on a foundation; a won game adds a bonus of {bonus} minus {penalty} points per move minus one point per second, never below zero. Moves made by autoplay are not counted against you.</source>
        <translation>Cada carta en una fundación vale {points} puntos; una partida ganada suma una bonificación de {bonus} menos {penalty} puntos por movimiento menos un punto por segundo, nunca por debajo de cero. Los movimientos del juego automático no cuentan en su contra.</translation>
    </message>
    <message>
        <source>The beak and the base rank</source>
        <translation>El pico y el rango base</translation>
    </message>
    <message>
        <source>The base rank</source>
        <translation>El rango base</translation>
    </message>
    <message>
        <source>Played here with settings of your own:</source>
        <translation>Aquí se juega con ajustes propios:</translation>
    </message>
    <message>
        <source>FreeCell is the best known game of the family: every card is face up and nearly every deal can be won with care.</source>
        <translation>FreeCell es el juego más conocido de la familia: todas las cartas están boca arriba y casi todas las partidas se pueden ganar con cuidado.</translation>
    </message>
    <message>
        <source>Whenever a card of the base rank becomes the last card of a column, it goes to its foundation by itself, as part of the move that uncovered it.</source>
        <translation>Cuando una carta del rango base queda como última carta de una columna, va sola a su fundación, como parte del movimiento que la descubrió.</translation>
    </message>
    <message>
        <source>In this deal empty columns take {ranks}.</source>
        <translation>En esta partida las columnas vacías aceptan {ranks}.</translation>
    </message>
    <message>
        <source>This variant comes from a plugin. The rules below are read from its rule record: they are what the program lets you play.</source>
        <translation>Esta variante viene de un complemento. Las reglas de abajo se leen de su descripción de reglas: son las que el programa le deja jugar.</translation>
    </message>
    <message>
        <source>In this deal the base rank is {rank}.</source>
        <translation>En esta partida el rango base es {rank}.</translation>
    </message>
    <message>
        <source>Each empty flipper holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty flippers + 1) cards, doubled for each empty column other than the destination: 2 empty flippers and 1 empty column carry 6 cards.</source>
        <translation>Cada flipper vacío guarda una carta en espera, y cada columna vacía (salvo aquella a la que va la secuencia) duplica lo que se puede mover, porque allí se puede dejar una parte entera de la secuencia y recogerla de nuevo. Así, un movimiento lleva como mucho (flippers vacíos + 1) cartas, el doble por cada columna vacía distinta del destino: 2 flippers vacíos y 1 columna vacía llevan 6 cartas.</translation>
    </message>
    <message>
        <source>Each empty cell holds one waiting card, and each empty column (other than the one the run goes to) doubles what can be moved, because a whole part of the run can be set down there and picked up again. So one move may carry (empty cells + 1) cards, doubled for each empty column other than the destination: 2 empty cells and 1 empty column carry 6 cards.</source>
        <translation>Cada celda vacía guarda una carta en espera, y cada columna vacía (salvo aquella a la que va la secuencia) duplica lo que se puede mover, porque allí se puede dejar una parte entera de la secuencia y recogerla de nuevo. Así, un movimiento lleva como mucho (celdas vacías + 1) cartas, el doble por cada columna vacía distinta del destino: 2 celdas vacías y 1 columna vacía llevan 6 cartas.</translation>
    </message>
    <message>
        <source>With this base rank: {ranks}.</source>
        <translation>Con este rango base: {ranks}.</translation>
    </message>
</context>
<context>
    <name>SendHome</name>
    <message>
        <source>Send Cards &amp;Home</source>
        <translation>Enviar las cartas a las &amp;fundaciones</translation>
    </message>
    <message>
        <source>Every card that can go home safely goes now (autoplay is off); a double-click on a foundation does the same</source>
        <translation>Cada carta que puede ir a las fundaciones sin riesgo va ahora (el juego automático está apagado); un doble clic en una fundación hace lo mismo</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>any card</source>
        <translation>cualquier carta</translation>
    </message>
    <message>
        <source>only the rank below the base</source>
        <translation>solo el rango por debajo de la base</translation>
    </message>
    <message>
        <source>only kings</source>
        <translation>solo reyes</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>(flippers + 1) × 2^(empty columns)</source>
        <translation>(aletas + 1) × 2^(columnas vacías)</translation>
    </message>
    <message>
        <source>flippers + 1</source>
        <translation>aletas + 1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rápida</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lenta</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>con error</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Resolutor</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Complementos</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>as the variant has it</source>
        <translation>como en la variante</translation>
    </message>
    <message>
        <source>An empty column takes:</source>
        <translation>Una columna vacía acepta:</translation>
    </message>
    <message>
        <source>Cards carried in one move:</source>
        <translation>Cartas por movimiento:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartas:</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animación:</translation>
    </message>
    <message>
        <source>Send cards to the foundations by themselves</source>
        <translation>Enviar las cartas a las fundaciones solas</translation>
    </message>
    <message>
        <source>Autoplay:</source>
        <translation>Juego automático:</translation>
    </message>
    <message>
        <source>High contrast: large indices, four-colour suits, solid outlines</source>
        <translation>Alto contraste: índices grandes, palos en cuatro colores, contornos firmes</translation>
    </message>
    <message>
        <source>Readability:</source>
        <translation>Legibilidad:</translation>
    </message>
    <message>
        <source>Pause the clock when the window is in the background</source>
        <translation>Detener el reloj cuando la ventana está en segundo plano</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <source>Ask before New Deal leaves a game in progress (it counts as lost)</source>
        <translation>Preguntar antes de que Nueva partida deje una partida en curso (cuenta como perdida)</translation>
    </message>
    <message>
        <source>New Deal:</source>
        <translation>Nueva partida:</translation>
    </message>
    <message>
        <source>as the system has it</source>
        <translation>como en el sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language applies when Penguin Qt starts next.</source>
        <translation>Un idioma nuevo se aplica la próxima vez que se inicie Penguin Qt.</translation>
    </message>
    <message>
        <source>Solver for hints:</source>
        <translation>Resolutor para las pistas:</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>incorporado</translation>
    </message>
    <message>
        <source>Automatic: the best solvers race, the first answer wins</source>
        <translation>Automático: los mejores solucionadores compiten, gana la primera respuesta</translation>
    </message>
    <message>
        <source>{name} (not available: {why})</source>
        <translation>{name} (no disponible: {why})</translation>
    </message>
    <message>
        <source>Free cells:</source>
        <translation>Celdas libres:</translation>
    </message>
    <message>
        <source>Every available solver that is exact for the rules runs at once, each in its own process; the first to decide wins and the others stop.</source>
        <translation>Cada solucionador disponible y exacto para estas reglas se ejecuta a la vez, cada uno en su propio proceso; el primero que decide gana y los demás se detienen.</translation>
    </message>
    <message>
        <source>No solver is available.</source>
        <translation>No hay ningún resolutor disponible.</translation>
    </message>
    <message>
        <source>it cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>no puede jugar {variant} ({why}): juega en su lugar la elección automática</translation>
    </message>
    <message>
        <source>No variant is available: turn on a variant plugin on the Plugins page.</source>
        <translation>No hay ninguna variante disponible: active un complemento de variantes en la página Complementos.</translation>
    </message>
    <message>
        <source>{variant} cannot be played with these settings: {reason}</source>
        <translation>{variant} no se puede jugar con estas preferencias: {reason}</translation>
    </message>
    <message>
        <source>No variant to play</source>
        <translation>Ninguna variante para jugar</translation>
    </message>
    <message>
        <source>No variant plugin could be loaded, so there is no game to play. Reinstalling Penguin Qt should bring the built-in variants back.</source>
        <translation>No se pudo cargar ningún complemento de variantes, así que no hay juego. Reinstalar Penguin Qt debería devolver las variantes incluidas.</translation>
    </message>
    <message>
        <source>Every variant plugin is turned off, so there is no game to play. Turn the built-in plugins ({names}) back on?</source>
        <translation>Todos los complementos de variantes están desactivados, así que no hay juego. ¿Volver a activar los complementos incluidos ({names})?</translation>
    </message>
    <message>
        <source>From: {source}</source>
        <translation>Origen: {source}</translation>
    </message>
    <message>
        <source>Flippers:</source>
        <translation>Aletas:</translation>
    </message>
    <message>
        <source>not available here: {why}</source>
        <translation>no disponible aquí: {why}</translation>
    </message>
</context>
<context>
    <name>SolutionViewer</name>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>Find a Line from Here</source>
        <translation>Buscar una solución desde aquí</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partida está ganada</translation>
    </message>
    <message>
        <source>The game ended here</source>
        <translation>Aquí terminó la partida</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) win from here.</source>
        <translation>
            <numerusform>Desde aquí gana %n movimiento.</numerusform>
            <numerusform>Desde aquí ganan %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partida está ganada.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game to go.</source>
        <translation>
            <numerusform>Queda %n movimiento de esta partida.</numerusform>
            <numerusform>Quedan %n movimientos de esta partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>The end.</source>
        <translation>Fin.</translation>
    </message>
    <message>
        <source>The next move of this line cannot be made here.</source>
        <translation>El siguiente movimiento de esta solución no se puede hacer aquí.</translation>
    </message>
    <message>
        <source>The game has left this line.</source>
        <translation>La partida ha dejado esta solución.</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>El resolutor está pensando…</translation>
    </message>
    <message>
        <source>This position cannot be won.</source>
        <translation>Esta posición no se puede ganar.</translation>
    </message>
    <message>
        <source>The solver could not decide this position.</source>
        <translation>El resolutor no pudo decidir esta posición.</translation>
    </message>
</context>
<context>
    <name>SolverRunner</name>
    <message>
        <source>No solver is available for these rules</source>
        <translation>No hay ningún solucionador disponible para estas reglas</translation>
    </message>
    <message>
        <source>The solver {name} could not run: {why}</source>
        <translation>El solucionador {name} no pudo ejecutarse: {why}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; using {other}</source>
        <translation>El solucionador {name} dio una solución errónea; se usa {other}</translation>
    </message>
    <message>
        <source>The solver {name} gave a wrong solution; no other solver is available</source>
        <translation>El solucionador {name} dio una solución errónea; no hay otro solucionador disponible</translation>
    </message>
    <message>
        <source>undecided after {ms} ms</source>
        <translation>sin decidir tras {ms} ms</translation>
    </message>
    <message>
        <source>solved by {solver} in {ms} ms</source>
        <translation>resuelto por {solver} en {ms} ms</translation>
    </message>
    <message>
        <source>{solver} cannot play {variant} ({why}): the automatic choice plays instead</source>
        <translation>{solver} no puede jugar {variant} ({why}): juega en su lugar la elección automática</translation>
    </message>
    <message>
        <source>unsolvable according to {solver}, unverified, in {ms} ms</source>
        <translation>irresoluble según {solver}, sin verificar, en {ms} ms</translation>
    </message>
    <message>
        <source>proven unsolvable by {solver} in {ms} ms</source>
        <translation>demostrado irresoluble por {solver} en {ms} ms</translation>
    </message>
    <message>
        <source>{solver} cancelled</source>
        <translation>{solver} cancelado</translation>
    </message>
    <message>
        <source>{solver} stopped responding</source>
        <translation>{solver} dejó de responder</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; it was started again</source>
        <translation>El solucionador {name} dejó de responder; se ha vuelto a iniciar</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; no other solver is available</source>
        <translation>El solucionador {name} dejó de responder; no hay otro solucionador disponible</translation>
    </message>
    <message>
        <source>The solver {name} stopped responding; using {other}</source>
        <translation>El solucionador {name} dejó de responder; se usa {other}</translation>
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
        <translation>Resolutor de búsqueda incorporado</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Win rate by week</source>
        <translation>Porcentaje de victorias por semana</translation>
    </message>
    <message>
        <source>Moves in won games</source>
        <translation>Movimientos en las partidas ganadas</translation>
    </message>
    <message>
        <source>Times of won games</source>
        <translation>Tiempos de las partidas ganadas</translation>
    </message>
    <message>
        <source>Win rate by difficulty</source>
        <translation>Porcentaje de victorias por dificultad</translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{won} ganadas de {played} ({rate})</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Todavía no se ha jugado ninguna partida.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message numerus="yes">
        <source>No game played without help yet: %n with help are counted apart.</source>
        <translation>
            <numerusform>Aún no hay partidas jugadas sin ayuda: %n con ayuda se cuenta aparte.</numerusform>
            <numerusform>Aún no hay partidas jugadas sin ayuda: %n con ayuda se cuentan aparte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No game won without help yet: %n won with help are counted apart.</source>
        <translation>
            <numerusform>Aún no hay partidas ganadas sin ayuda: %n ganada con ayuda se cuenta aparte.</numerusform>
            <numerusform>Aún no hay partidas ganadas sin ayuda: %n ganadas con ayuda se cuentan aparte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No won games yet.</source>
        <translation>Todavía no hay partidas ganadas.</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Todavía no hay partidas con nivel de dificultad.</translation>
    </message>
    <message>
        <source>Week of {date}: {figures}</source>
        <translation>Semana del {date}: {figures}</translation>
    </message>
    <message>
        <source>Week of {date}: no games</source>
        <translation>Semana del {date}: ninguna partida</translation>
    </message>
    <message>
        <source>{moves} moves: {games}</source>
        <translation>{moves} movimientos: {games}</translation>
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
        <translation>{tier}: ninguna partida</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Games played alone</source>
        <translation>Partidas jugadas sin ayuda</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partidas ganadas:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Porcentaje de victorias:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Racha de victorias actual:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Racha de victorias más larga:</translation>
    </message>
    <message>
        <source>Current losing streak:</source>
        <translation>Racha de derrotas actual:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Mejor puntuación:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Victoria más rápida:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Menos movimientos en una victoria:</translation>
    </message>
    <message>
        <source>Games with help (hints or the solver&apos;s moves)</source>
        <translation>Partidas con ayuda (pistas o movimientos del resolutor)</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Jugadas:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganadas:</translation>
    </message>
    <message>
        <source>Best win:</source>
        <translation>Mejor victoria:</translation>
    </message>
    <message>
        <source>Reset This Variant</source>
        <translation>Reiniciar esta variante</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>&amp;Resumen</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Gráficos</translation>
    </message>
    <message>
        <source>&amp;Deals</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <source>From a position: {played} played, {won} won</source>
        <translation>Desde una posición: {played} jugadas, {won} ganadas</translation>
    </message>
    <message>
        <source>{n} results are not saved yet: {why}</source>
        <translation>{n} resultados aún no están guardados: {why}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Partida {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), {time}</source>
        <translation>
            <numerusform>%n movimiento, {time}</numerusform>
            <numerusform>%n movimientos, {time}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <source>Forget every recorded game of {variant}?</source>
        <translation>¿Olvidar todas las partidas registradas de {variant}?</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>E&amp;stadísticas…</translation>
    </message>
    <message>
        <source>The statistics are saved again.</source>
        <translation>Las estadísticas vuelven a guardarse.</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Estadísticas no guardadas</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Paused
Press P or click to go on</source>
        <translation>En pausa
Pulse P o haga clic para continuar</translation>
    </message>
    <message>
        <source>The beak: the first card dealt; its rank is the base rank</source>
        <translation>El pico: la primera carta repartida; su rango es el rango base</translation>
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
        <translation>FreeCell descendente del mismo palo: 8 columnas, 4 celdas libres; los números de partida de Microsoft.</translation>
    </message>
    <message>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <source>8 columns of 6, 8 free cells (4 filled), builds down in suit, kings in empty columns.</source>
        <translation>8 columnas de 6, 8 celdas libres (4 ocupadas), descendente por palo, reyes en las columnas vacías.</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells, builds down in alternating colours; Microsoft deals.</source>
        <translation>8 columnas, 4 celdas libres, descendente alternando colores; los números de partida de Microsoft.</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>The cards are dealt row by row into 13 columns of four, and each column&apos;s kings are moved under its other cards.</source>
        <translation>Las cartas se reparten fila a fila en 13 columnas de cuatro, y los reyes de cada columna pasan debajo de las demás cartas.</translation>
    </message>
    <message>
        <source>needs 13 columns</source>
        <translation>necesita 13 columnas</translation>
    </message>
    <message>
        <source>13 columns of 4, kings at the bottom, build down regardless of suit, one card at a time; empty columns stay empty.</source>
        <translation>13 columnas de 4, reyes al fondo, en orden descendente sin importar el palo, una carta cada vez; las columnas vacías quedan vacías.</translation>
    </message>
    <message>
        <source>Beleaguered Castle</source>
        <translation>Castillo sitiado</translation>
    </message>
    <message>
        <source>Aces start the foundations; 8 columns of 6 build down regardless of suit, one card at a time.</source>
        <translation>Los ases empiezan las fundaciones; 8 columnas de 6 en orden descendente sin importar el palo, una carta cada vez.</translation>
    </message>
    <message>
        <source>Forecell</source>
        <translation>Forecell</translation>
    </message>
    <message>
        <source>8 columns, 4 free cells filled by the deal, alternating colours, kings in empty columns.</source>
        <translation>8 columnas, 4 celdas libres llenadas al repartir, colores alternos, reyes en las columnas vacías.</translation>
    </message>
    <message>
        <source>Streets and Alleys</source>
        <translation>Calles y callejones</translation>
    </message>
    <message>
        <source>All 52 cards in 8 columns that build down regardless of suit, one card at a time; no free cells.</source>
        <translation>Las 52 cartas en 8 columnas que se construyen en orden descendente sin importar el palo, una carta cada vez; sin celdas libres.</translation>
    </message>
    <message>
        <source>Penguin</source>
        <translation>Penguin</translation>
    </message>
    <message>
        <source>David Parlett&apos;s game: 7 columns, 7 flippers, foundations from the beak&apos;s rank.</source>
        <translation>El juego de David Parlett: 7 columnas, 7 aletas, fundaciones desde el rango del pico.</translation>
    </message>
    <message>
        <source>Relaxed Penguin</source>
        <translation>Penguin relajado</translation>
    </message>
    <message>
        <source>Penguin where an empty column takes any card.</source>
        <translation>Penguin en el que una columna vacía acepta cualquier carta.</translation>
    </message>
    <message>
        <source>Penguin, 6 flippers</source>
        <translation>Penguin con 6 aletas</translation>
    </message>
    <message>
        <source>Penguin with 6 flippers.</source>
        <translation>Penguin con 6 aletas.</translation>
    </message>
    <message>
        <source>Penguin, 5 flippers</source>
        <translation>Penguin con 5 aletas</translation>
    </message>
    <message>
        <source>Penguin with 5 flippers.</source>
        <translation>Penguin con 5 aletas.</translation>
    </message>
    <message>
        <source>Penguin, 3 flippers</source>
        <translation>Penguin con 3 aletas</translation>
    </message>
    <message>
        <source>Penguin with 3 flippers.</source>
        <translation>Penguin con 3 aletas.</translation>
    </message>
    <message>
        <source>Penguin without flippers</source>
        <translation>Penguin sin aletas</translation>
    </message>
    <message>
        <source>Penguin with no flippers at all: only tableau and foundation moves.</source>
        <translation>Penguin sin ninguna aleta: solo movimientos en el tableau y a las fundaciones.</translation>
    </message>
    <message>
        <source>50 cards are dealt row by row into the 10 columns, five to a column, and the last two go into the two middle free cells; the foundations start with the aces.</source>
        <translation>50 cartas se reparten fila a fila en las 10 columnas, cinco por columna, y las dos últimas van a las dos celdas libres del centro; las fundaciones empiezan por los ases.</translation>
    </message>
    <message>
        <source>Row by row, aces out</source>
        <translation>Fila a fila, ases fuera</translation>
    </message>
    <message>
        <source>The four aces start the foundations and the other 48 cards are dealt row by row into the columns; the cells start empty.</source>
        <translation>Los cuatro ases empiezan las fundaciones y las otras 48 cartas se reparten fila a fila en las columnas; las celdas empiezan vacías.</translation>
    </message>
    <message>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <source>needs 10 columns and 2 cells or more</source>
        <translation>necesita 10 columnas y 2 o más celdas libres</translation>
    </message>
    <message>
        <source>10 columns of 5, 4 free cells (2 filled), builds down in suit, kings in empty columns.</source>
        <translation>10 columnas de 5 cartas, 4 celdas libres (2 ocupadas), descendente del mismo palo, reyes en las columnas vacías.</translation>
    </message>
    <message>
        <source>Parlett&apos;s deal</source>
        <translation>El reparto de Parlett</translation>
    </message>
    <message>
        <source>The first card dealt, the beak, lies deepest in the first column and sets the base rank; the other three cards of its rank start the foundations, and the rest are dealt row by row.</source>
        <translation>La primera carta repartida, el pico, queda al fondo de la primera columna y fija el valor base; las otras tres cartas de ese valor empiezan las fundaciones y el resto se reparte fila a fila.</translation>
    </message>
    <message>
        <source>48 cards are dealt row by row into the columns and the last four into the first four cells; the foundations start with the aces.</source>
        <translation>48 cartas se reparten fila a fila en las columnas y las cuatro últimas en las cuatro primeras celdas; las fundaciones empiezan por los ases.</translation>
    </message>
    <message>
        <source>needs 8 columns and 4 cells or more</source>
        <translation>necesita 8 columnas y 4 o más celdas libres</translation>
    </message>
    <message>
        <source>deals all 52 cards: the foundations start empty</source>
        <translation>reparte las 52 cartas: las fundaciones empiezan vacías</translation>
    </message>
    <message>
        <source>Microsoft FreeCell</source>
        <translation>Microsoft FreeCell</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, numbered as in Microsoft FreeCell; the foundations start with the aces.</source>
        <translation>Las 52 cartas se reparten fila a fila en las columnas, numeradas como en Microsoft FreeCell; las fundaciones empiezan por los ases.</translation>
    </message>
    <message>
        <source>needs 8 columns (the numbers are Microsoft&apos;s)</source>
        <translation>necesita 8 columnas (los números son los de Microsoft)</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Fila por fila</translation>
    </message>
    <message>
        <source>All 52 cards are dealt row by row into the columns, the cells start empty and the foundations start with the aces.</source>
        <translation>Las 52 cartas se reparten fila a fila en las columnas, las celdas empiezan vacías y las fundaciones empiezan por los ases.</translation>
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
        <translation>una aleta</translation>
    </message>
    <message>
        <source>a free cell</source>
        <translation>una celda libre</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>su fundación</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>el {card} con la carta de encima</numerusform>
            <numerusform>el {card} con las %n cartas de encima</numerusform>
        </translation>
    </message>
    <message>
        <source>the empty column {n}</source>
        <translation>la columna vacía {n}</translation>
    </message>
    <message>
        <source>{cards} to {target}</source>
        <translation>{cards} a {target}</translation>
    </message>
    <message>
        <source>when {cards} went to {target}</source>
        <translation>cuando {cards} fue a {target}</translation>
    </message>
    <message>
        <source>an empty column stays empty</source>
        <translation>una columna vacía queda vacía</translation>
    </message>
    <message>
        <source>the foundations start at the rank of the beak, the first card dealt</source>
        <translation>las fundaciones empiezan por el rango del pico, la primera carta repartida</translation>
    </message>
    <message>
        <source>the foundations start with the aces</source>
        <translation>las fundaciones empiezan por los ases</translation>
    </message>
    <message>
        <source>columns build down in suit</source>
        <translation>las columnas se construyen hacia abajo por palo</translation>
    </message>
    <message>
        <source>columns build down in alternating colours</source>
        <translation>las columnas se construyen hacia abajo alternando colores</translation>
    </message>
    <message>
        <source>an empty column takes only the rank below the base</source>
        <translation>una columna vacía solo admite el rango inferior a la base</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>el {card}</translation>
    </message>
    <message>
        <source>the {card} in column {n}</source>
        <translation>el {card} de la columna {n}</translation>
    </message>
    <message>
        <source>{columns} columns, no {cells}</source>
        <translation>{columns} columnas, sin {cells}</translation>
    </message>
    <message>
        <source>{columns} columns, {n} {cells}</source>
        <translation>{columns} columnas, {n} {cells}</translation>
    </message>
    <message>
        <source>columns build down regardless of suit</source>
        <translation>las columnas se construyen en orden descendente sin importar el palo</translation>
    </message>
    <message>
        <source>an empty column takes any card</source>
        <translation>una columna vacía admite cualquier carta</translation>
    </message>
    <message>
        <source>an empty column takes only a king</source>
        <translation>una columna vacía solo admite un rey</translation>
    </message>
</context>
<context>
    <name>self.runner</name>
    <message>
        <source>The solver cannot start: {why}</source>
        <translation>El solucionador no puede iniciarse: {why}</translation>
    </message>
</context>
</TS>
