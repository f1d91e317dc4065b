<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>DicePresentation</name>
    <message>
        <source>fumble</source>
        <translation>pifia</translation>
    </message>
    <message>
        <source>natural 1</source>
        <translation>1 natural</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>objetivo</translation>
    </message>
    <message>
        <source>10 → explodes</source>
        <translation>10 → explota</translation>
    </message>
    <message>
        <source>10 → explodes: throw again</source>
        <translation>10 → explota: vuelve a tirar</translation>
    </message>
    <message>
        <source>1 → natural 1</source>
        <translation>1 → 1 natural</translation>
    </message>
    <message>
        <source>keeps {value}</source>
        <translation>objetivo: {value}</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Throw {n}</source>
        <translation>Tirada {n}</translation>
    </message>
    <message>
        <source>{sum} vs {difficulty}</source>
        <translation>{sum} contra {difficulty}</translation>
    </message>
    <message>
        <source>1 → fumble</source>
        <translation>1 → pifia</translation>
    </message>
    <message>
        <source>Fumble: failure</source>
        <translation>Pifia: fallo</translation>
    </message>
    <message>
        <source>Natural 1: failure whatever the total</source>
        <translation>1 natural: fallo sea cual sea el total</translation>
    </message>
    <message>
        <source>Critical success, by {margin}</source>
        <translation>Éxito crítico, por {margin}</translation>
    </message>
    <message>
        <source>Success, just</source>
        <translation>Éxito, por los pelos</translation>
    </message>
    <message>
        <source>Success, by {margin}</source>
        <translation>Éxito, por {margin}</translation>
    </message>
    <message>
        <source>Failure, short by {margin}</source>
        <translation>Fallo, por {margin}</translation>
    </message>
    <message>
        <source>= {value}</source>
        <translation>= {value}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more dice</source>
        <translation>
            <numerusform>… y %n dado más</numerusform>
            <numerusform>… y %n dados más</numerusform>
        </translation>
    </message>
    <message>
        <source>again</source>
        <translation>repite</translation>
    </message>
</context>
<context>
    <name>DiceRollerController</name>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Type the dice to roll, such as 2d6+1</source>
        <translation>Escribe los dados que quieres tirar, como 2d6+1</translation>
    </message>
    <message>
        <source>Attribute roll: {attribute} vs {difficulty}, rank {rank}</source>
        <translation>Tirada de atributo: {attribute} contra {difficulty}, rango {rank}</translation>
    </message>
    <message>
        <source>Skill roll: {attribute} + {skill} vs {difficulty}, rank {rank}</source>
        <translation>Tirada de habilidad: {attribute} + {skill} contra {difficulty}, rango {rank}</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>dados de la mesa</translation>
    </message>
    <message>
        <source>Attribute {attribute} vs {difficulty}</source>
        <translation>Atributo {attribute} contra {difficulty}</translation>
    </message>
    <message>
        <source>Skill {attribute} + {skill} vs {difficulty}</source>
        <translation>Habilidad {attribute} + {skill} contra {difficulty}</translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <translation>rango {rank}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message numerus="yes">
        <source>A throw is three dice; you typed %n dice. Type them in threes, as in 3 8 10.</source>
        <translation>
            <numerusform>Cada tirada son tres dados y has escrito %n dado. Escríbelos de tres en tres, como 3 8 10.</numerusform>
            <numerusform>Cada tirada son tres dados y has escrito %n dados. Escríbelos de tres en tres, como 3 8 10.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw {done} exploded: type the three dice of throw {next}.</source>
        <translation>La tirada {done} ha explotado: escribe los tres dados de la tirada {next}.</translation>
    </message>
    <message>
        <source>Type the three dice the player threw, for example 3 8 10.</source>
        <translation>Escribe los tres dados que ha tirado el jugador, por ejemplo 3 8 10.</translation>
    </message>
    <message>
        <source>“{token}” is not a die: type whole numbers from 1 to 10, such as 3 8 10.</source>
        <translation>«{token}» no es un dado: escribe números enteros del 1 al 10, como 3 8 10.</translation>
    </message>
    <message>
        <source>{value} is not a d10 face: each die shows 1 to 10.</source>
        <translation>{value} no es una cara de d10: cada dado va del 1 al 10.</translation>
    </message>
</context>
<context>
    <name>DiceRollerView</name>
    <message>
        <source>Check</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Expresión de dados</translation>
    </message>
    <message>
        <source>Roll a skill or attribute check against a difficulty</source>
        <translation>Tirada de habilidad o de atributo contra una dificultad</translation>
    </message>
    <message>
        <source>Roll any dice: 2d6+1, 1o3d10+12, d6</source>
        <translation>Tira los dados que quieras: 2d6+1, 1o3d10+12, d6</translation>
    </message>
    <message>
        <source>The exact chances before rolling</source>
        <translation>Las probabilidades exactas antes de tirar</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <source>Let the program roll the dice (Ctrl+R)</source>
        <translation>El programa tira los dados (Ctrl+R)</translation>
    </message>
    <message>
        <source>Or the dice thrown at the table:</source>
        <translation>O los dados tirados en la mesa:</translation>
    </message>
    <message>
        <source>e.g. 3 8 10</source>
        <translation>p. ej. 3 8 10</translation>
    </message>
    <message>
        <source>Type the three d10 a player threw, in any order, and press Enter; the same rules apply as to the program&apos;s dice</source>
        <translation>Escribe los tres d10 que ha tirado un jugador, en cualquier orden, y pulsa Intro; se aplican las mismas reglas que a los dados del programa</translation>
    </message>
    <message>
        <source>Typed table dice work for 1o3d10 rolls; add up damage dice yourself</source>
        <translation>Los dados de la mesa sirven para tiradas de 1o3d10; los dados de daño súmalos tú</translation>
    </message>
    <message>
        <source>Use these dice</source>
        <translation>Usar estos dados</translation>
    </message>
    <message>
        <source>Apply the rules to the dice typed at the left</source>
        <translation>Aplica las reglas a los dados escritos a la izquierda</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Forget the throws typed so far</source>
        <translation>Olvida las tiradas escritas hasta ahora</translation>
    </message>
    <message>
        <source>Log of rolls</source>
        <translation>Registro de tiradas</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Empty the log of rolls</source>
        <translation>Vacía el registro de tiradas</translation>
    </message>
    <message>
        <source>Every roll, newest first</source>
        <translation>Todas las tiradas, la más reciente primero</translation>
    </message>
    <message>
        <source>Skill roll</source>
        <translation>Tirada de habilidad</translation>
    </message>
    <message>
        <source>Attribute + skill + 1o3d10; explodes on 10; a natural 1 fails</source>
        <translation>Atributo + habilidad + 1o3d10; explota con 10; un 1 natural falla</translation>
    </message>
    <message>
        <source>Attribute roll</source>
        <translation>Tirada de atributo</translation>
    </message>
    <message>
        <source>Attribute + 1o3d10 against the attribute difficulties (9, 12, 15, 18, 21)</source>
        <translation>Atributo + 1o3d10 contra las dificultades de atributo (9, 12, 15, 18, 21)</translation>
    </message>
    <message>
        <source>The attribute&apos;s value (Physique, Dexterity, Intelligence or Perception)</source>
        <translation>El valor del atributo (Físico, Destreza, Inteligencia o Percepción)</translation>
    </message>
    <message>
        <source>Pick a difficulty, or type a number such as 17 or a name such as “Hard”</source>
        <translation>Elige una dificultad, o escribe un número como 17 o un nombre como «Difícil»</translation>
    </message>
    <message>
        <source>Badly wounded</source>
        <translation>Malherido</translation>
    </message>
    <message>
        <source>Current HP at or below Physique: −1 rank</source>
        <translation>PV actuales iguales o menores que el Físico: −1 rango</translation>
    </message>
    <message>
        <source>Weapon damage explodes (6→6→1); switch off for plain rolls such as a monster&apos;s HP</source>
        <translation>El daño de las armas explota (6→6→1); desmárcalo para tiradas simples, como los PV de un monstruo</translation>
    </message>
    <message>
        <source>The skill&apos;s value; 0 means no points in it</source>
        <translation>El valor de la habilidad; 0 es sin puntos en ella</translation>
    </message>
    <message>
        <source>no points: −1 rank</source>
        <translation>sin puntos: −1 rango</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>&amp;Habilidad</translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation>Especialización</translation>
    </message>
    <message>
        <source>The character has a specialisation that fits this roll: +1 rank</source>
        <translation>El personaje tiene una especialización que encaja con esta tirada: +1 rango</translation>
    </message>
    <message>
        <source>Spends a token</source>
        <translation>Gasta un token</translation>
    </message>
    <message>
        <source>The player spends a token before rolling: +1 rank</source>
        <translation>El jugador gasta un token antes de tirar: +1 rango</translation>
    </message>
    <message>
        <source>Double action</source>
        <translation>Acción doble</translation>
    </message>
    <message>
        <source>The character took a double action this turn: −1 rank</source>
        <translation>El personaje ha hecho una acción doble este turno: −1 rango</translation>
    </message>
    <message>
        <source>Other advantages the GM grants, +1 rank each</source>
        <translation>Otras ventajas que concede el máster, +1 rango cada una</translation>
    </message>
    <message>
        <source>Other disadvantages the GM imposes, −1 rank each</source>
        <translation>Otras desventajas que impone el máster, −1 rango cada una</translation>
    </message>
    <message>
        <source>Advantages (+1 each)</source>
        <translation>Ventajas (+1 cada una)</translation>
    </message>
    <message>
        <source>Disadvantages (−1 each)</source>
        <translation>Desventajas (−1 cada una)</translation>
    </message>
    <message>
        <source>Others</source>
        <translation>Otras</translation>
    </message>
    <message>
        <source>Advantages and disadvantages cancel one for one; the rank stays between −1 and +1</source>
        <translation>Ventajas y desventajas se anulan una a una; el rango queda entre −1 y +1</translation>
    </message>
    <message>
        <source>&amp;Attribute</source>
        <translation>At&amp;ributo</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificultad</translation>
    </message>
    <message>
        <source>e.g. 2d6+1, 1o3d10+12, d6</source>
        <translation>p. ej. 2d6+1, 1o3d10+12, d6</translation>
    </message>
    <message>
        <source>Dice to roll: 1o3d10, 2d6+1, 1o3d10+12, d6, 47+1d6. Enter rolls.</source>
        <translation>Dados que tirar: 1o3d10, 2d6+1, 1o3d10+12, d6, 47+1d6. Intro tira.</translation>
    </message>
    <message>
        <source>Damage: a die showing its highest face rolls again</source>
        <translation>Daño: el dado que saca su cara más alta se vuelve a tirar</translation>
    </message>
</context>
<context>
    <name>DiceRuleMessages</name>
    <message>
        <source>The expression ends too soon</source>
        <translation>La expresión se acaba antes de tiempo</translation>
    </message>
    <message>
        <source>“{char}” does not fit at character {position}</source>
        <translation>«{char}» no encaja en el carácter {position}</translation>
    </message>
    <message>
        <source>{problem}: {fix}.</source>
        <translation>{problem}: {fix}.</translation>
    </message>
    <message>
        <source>put + or − between the terms, as in 2d6+1</source>
        <translation>pon + o − entre los términos, como en 2d6+1</translation>
    </message>
    <message>
        <source>write a number or a die such as 2d6 or d6</source>
        <translation>escribe un número o un dado, como 2d6 o d6</translation>
    </message>
    <message>
        <source>write the number of faces after the d, as in d6</source>
        <translation>escribe el número de caras tras la d, como en d6</translation>
    </message>
    <message>
        <source>write the number of faces after the d, as in 1o3d10</source>
        <translation>escribe el número de caras tras la d, como en 1o3d10</translation>
    </message>
    <message>
        <source>write how many dice are thrown after the o, as in 1o3d10</source>
        <translation>escribe cuántos dados se tiran tras la o, como en 1o3d10</translation>
    </message>
    <message>
        <source>write a d after the number of dice, as in 1o3d10</source>
        <translation>escribe una d tras el número de dados, como en 1o3d10</translation>
    </message>
    <message>
        <source>The expression is too long: write at most {limit} characters.</source>
        <translation>La expresión es demasiado larga: escribe como mucho {limit} caracteres.</translation>
    </message>
    <message>
        <source>Rank {rank} is not a rank: a roll&apos;s rank is −1, 0 or +1.</source>
        <translation>El rango {rank} no existe: el rango de una tirada es −1, 0 o +1.</translation>
    </message>
    <message>
        <source>Throw {throw} needs exactly three d10, as in 4 8 3 (it has {count}).</source>
        <translation>La tirada {throw} lleva exactamente tres d10, como 4 8 3 (tiene {count}).</translation>
    </message>
    <message>
        <source>A throw needs exactly three d10, as in 4 8 3 (this one has {count}).</source>
        <translation>Cada tirada lleva exactamente tres d10, como 4 8 3 (esta tiene {count}).</translation>
    </message>
    <message>
        <source>Die {die} of throw {throw} is {found}: a d10 shows a whole number from {low} to {high}.</source>
        <translation>El dado {die} de la tirada {throw} es {found}: un d10 muestra un número entero del {low} al {high}.</translation>
    </message>
    <message>
        <source>Die {die} of the throw is {found}: a d10 shows a whole number from {low} to {high}.</source>
        <translation>El dado {die} de la tirada es {found}: un d10 muestra un número entero del {low} al {high}.</translation>
    </message>
    <message>
        <source>Type the three d10 of the first throw, as in 3 8 10.</source>
        <translation>Escribe los tres d10 de la primera tirada, como 3 8 10.</translation>
    </message>
    <message>
        <source>Throw {throw} exploded with a 10: type the three d10 of throw {next}.</source>
        <translation>La tirada {throw} ha explotado con un 10: escribe los tres d10 de la tirada {next}.</translation>
    </message>
    <message>
        <source>The random source gave {found} for a d{faces}, which no such die can show.</source>
        <translation>El generador de números aleatorios ha dado {found} para un d{faces}, y ese dado no puede sacarlo.</translation>
    </message>
    <message>
        <source>A d{faces} exploded {limit} times in a row: the random source is not fair.</source>
        <translation>Un d{faces} ha explotado {limit} veces seguidas: el generador de números aleatorios no es fiable.</translation>
    </message>
    <message>
        <source>Dice are written as text such as 2d6+1, not {found}.</source>
        <translation>Los dados se escriben como texto, por ejemplo 2d6+1, no como {found}.</translation>
    </message>
    <message>
        <source>Type the dice to roll, such as 2d6+1</source>
        <translation>Escribe los dados que quieres tirar, como 2d6+1</translation>
    </message>
    <message>
        <source>The number {value} is too large: use at most {limit}.</source>
        <translation>El número {value} es demasiado grande: usa como mucho {limit}.</translation>
    </message>
    <message>
        <source>“{dice}” is not a RyF roll: the only roll that keeps one die of several is 1o3d10.</source>
        <translation>«{dice}» no es una tirada de RyF: la única que se queda con un dado de varios es 1o3d10.</translation>
    </message>
    <message>
        <source>“{dice}” rolls no dice: roll at least one, as in 1d6.</source>
        <translation>«{dice}» no tira ningún dado: tira al menos uno, como en 1d6.</translation>
    </message>
    <message>
        <source>Too many dice in one term ({count}): roll at most {limit} at a time.</source>
        <translation>Demasiados dados en un término ({count}): tira como mucho {limit} a la vez.</translation>
    </message>
    <message>
        <source>A d{faces} cannot be rolled: a die has {low} to {high} faces.</source>
        <translation>Un d{faces} no se puede tirar: un dado tiene de {low} a {high} caras.</translation>
    </message>
    <message>
        <source>Type a difficulty: a number such as 15, or Easy, Normal, Hard, Very hard or Nearly impossible.</source>
        <translation>Escribe una dificultad: un número como 15, o Fácil, Normal, Difícil, Muy difícil o Casi imposible.</translation>
    </message>
    <message>
        <source>“{text}” is not a difficulty: type a number such as 15, or Easy, Normal, Hard, Very hard or Nearly impossible.</source>
        <translation>«{text}» no es una dificultad: escribe un número como 15, o Fácil, Normal, Difícil, Muy difícil o Casi imposible.</translation>
    </message>
    <message>
        <source>A difficulty of {value} is out of range: use a number from {low} to {high}.</source>
        <translation>Una dificultad de {value} está fuera de rango: usa un número del {low} al {high}.</translation>
    </message>
    <message>
        <source>Throw {throw} did not explode, so no throw {next} follows: remove the dice typed after throw {throw}.</source>
        <translation>La tirada {throw} no ha explotado, así que no hay tirada {next}: quita los dados escritos después de la tirada {throw}.</translation>
    </message>
</context>
<context>
    <name>DiceText</name>
    <message>
        <source>{success} success · {critical} critical · {fumble} fumble</source>
        <translation>{success} éxito · {critical} crítico · {fumble} pifia</translation>
    </message>
    <message>
        <source>Rank {rank}: the lowest die counts</source>
        <translation>Rango {rank}: cuenta el dado más bajo</translation>
    </message>
    <message>
        <source>Rank {rank}: the highest die counts</source>
        <translation>Rango {rank}: cuenta el dado más alto</translation>
    </message>
    <message>
        <source>Rank 0: the middle die counts</source>
        <translation>Rango 0: cuenta el dado del medio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Muy difícil</translation>
    </message>
    <message>
        <source>Nearly impossible</source>
        <translation>Casi imposible</translation>
    </message>
    <message>
        <source>{name} ({value})</source>
        <translation>{name} ({value})</translation>
    </message>
    <message>
        <source>{expression}: always {total}</source>
        <translation>{expression}: siempre {total}</translation>
    </message>
    <message>
        <source>{expression}: {low} to {high}, more when dice explode</source>
        <translation>{expression}: de {low} a {high}, más si explotan los dados</translation>
    </message>
    <message>
        <source>{expression}: {low} to {high}</source>
        <translation>{expression}: de {low} a {high}</translation>
    </message>
    <message>
        <source>average {mean}</source>
        <translation>media {mean}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>RyF Desktop</source>
        <translation>RyF Desktop</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Ninguna campaña abierta</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Open a campaign to see its map</source>
        <translation>Abre una campaña para ver su mapa</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Close RyF Desktop</source>
        <translation>Cierra RyF Desktop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Restablecer paneles</translation>
    </message>
    <message>
        <source>Put every panel back where it started</source>
        <translation>Devuelve cada panel a su sitio inicial</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About RyF Desktop</source>
        <translation>&amp;Acerca de RyF Desktop</translation>
    </message>
    <message>
        <source>Show or hide the {title} panel</source>
        <translation>Muestra u oculta el panel {title}</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RyF Desktop {version}&lt;/h3&gt;&lt;p&gt;A virtual tabletop for game masters of &lt;i&gt;RyF (Rápido y Fácil)&lt;/i&gt;: character sheets, a catalog of monsters and gear, a battlemap and the combat round, on one laptop.&lt;/p&gt;&lt;p&gt;RyF is a free role-playing system by Miguel Ángel Zarza, under CC BY-SA.&lt;/p&gt;&lt;p&gt;RyF Desktop is free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RyF Desktop {version}&lt;/h3&gt;&lt;p&gt;Un tablero virtual para directores de juego de &lt;i&gt;RyF (Rápido y Fácil)&lt;/i&gt;: fichas de personaje, un catálogo de monstruos y equipo, un mapa de batalla y la ronda de combate, en un solo portátil.&lt;/p&gt;&lt;p&gt;RyF es un sistema de rol libre de Miguel Ángel Zarza, bajo licencia CC BY-SA.&lt;/p&gt;&lt;p&gt;RyF Desktop es software libre bajo la GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About RyF Desktop</source>
        <translation>Acerca de RyF Desktop</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Roll to see the dice here.</source>
        <translation>Tira para ver aquí los dados.</translation>
    </message>
</context>
</TS>
