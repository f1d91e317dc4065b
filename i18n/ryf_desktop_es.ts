<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AddToCharacterDialog</name>
    <message>
        <source>Add to character</source>
        <translation>Añadir a un personaje</translation>
    </message>
    <message>
        <source>Who gets “{name}”?</source>
        <translation>¿Quién recibe «{name}»?</translation>
    </message>
    <message>
        <source>{name} (played by {player})</source>
        <translation>{name} (lo lleva {player})</translation>
    </message>
    <message>
        <source>Buy it for {price}, paid from the character&apos;s money</source>
        <translation>Comprarlo por {price}, pagado con el dinero del personaje</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>The price is in {currency}, but this campaign counts money in {campaign}: it can only be given, not bought.</source>
        <translation>El precio está en {currency}, pero esta campaña cuenta el dinero en {campaign}: solo se puede dar, no comprar.</translation>
    </message>
    <message>
        <source>This campaign has no characters yet: add one first.</source>
        <translation>Esta campaña aún no tiene personajes: añade uno primero.</translation>
    </message>
    <message>
        <source>Given, not bought: the money stays at {money}.</source>
        <translation>Se da, no se compra: el dinero sigue en {money}.</translation>
    </message>
    <message>
        <source>Cannot pay: the purse holds {money}, {short} short.</source>
        <translation>No puede pagarlo: la bolsa tiene {money}; faltan {short}.</translation>
    </message>
    <message>
        <source>{name} holds {money}; after paying, {left} are left.</source>
        <translation>{name} tiene {money}; tras pagar le quedan {left}.</translation>
    </message>
</context>
<context>
    <name>AttackCommand</name>
    <message>
        <source>More damage dice are needed than were typed: enter every die, with a further die after each one that shows its maximum (it explodes), and the critical d6.</source>
        <translation>Hacen falta más dados de daño de los escritos: escribe cada dado, con otro dado tras cada uno que saque su máximo (explota), y el d6 del crítico.</translation>
    </message>
    <message>
        <source>A typed damage die shows %1, but that die goes from %2 to %3.</source>
        <translation>Un dado de daño escrito saca %1, pero ese dado va de %2 a %3.</translation>
    </message>
    <message>
        <source>Too many damage dice typed: %1. The roll used %2 (%3); type each die once, and after a die that shows its maximum the die rolled again.</source>
        <translation>Sobran dados de daño escritos: %1. La tirada usó %2 (%3); escribe cada dado una vez y, tras un dado que saca su máximo, el dado que se vuelve a tirar.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>%1 has no weapon “%2” that needs reloading (crossbow, sawn-off shotgun).</source>
        <translation>%1 no tiene ningún arma «%2» que haya que recargar (ballesta, escopeta recortada).</translation>
    </message>
    <message>
        <source>%1 is already loaded: shoot it first.</source>
        <translation>%1 ya está cargada: dispárala primero.</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Lanzar un hechizo</translation>
    </message>
    <message>
        <source>Magic is switched off in this campaign&apos;s rules profile; switch it on in the campaign settings to cast spells.</source>
        <translation>La magia está desactivada en el perfil de reglas de esta campaña; actívala en los ajustes de la campaña para lanzar hechizos.</translation>
    </message>
    <message>
        <source>%1 does not know that spell; add it to the character&apos;s sheet first.</source>
        <translation>%1 no conoce ese hechizo; añádelo antes a la hoja del personaje.</translation>
    </message>
    <message>
        <source>%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a cheaper spell.</source>
        <translation>%1 no puede lanzar %2: cuesta %3 de maná y solo le quedan %4. Elige un hechizo más barato.</translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation>%1 lanza %2</translation>
    </message>
    <message>
        <source>Opposed roll</source>
        <translation>Tirada enfrentada</translation>
    </message>
    <message>
        <source>An opposed roll needs two different combatants.</source>
        <translation>Una tirada enfrentada necesita dos combatientes distintos.</translation>
    </message>
    <message>
        <source>Recover breath</source>
        <translation>Recuperar el aliento</translation>
    </message>
    <message>
        <source>Pick at least one character to recover their breath.</source>
        <translation>Elige al menos un personaje para recuperar el aliento.</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <source>Attack — {name}</source>
        <translation>Ataque — {name}</translation>
    </message>
    <message>
        <source>{name} attacks</source>
        <translation>Ataque de {name}</translation>
    </message>
    <message>
        <source>&amp;With</source>
        <translation>&amp;Con</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <source>Target r&amp;unning</source>
        <translation>Objetivo co&amp;rriendo</translation>
    </message>
    <message>
        <source>Target pr&amp;one</source>
        <translation>Objetivo t&amp;umbado</translation>
    </message>
    <message>
        <source>Among other &amp;people</source>
        <translation>Entre otras &amp;personas</translation>
    </message>
    <message>
        <source>Nothing between them</source>
        <translation>Nada entre ellos</translation>
    </message>
    <message>
        <source>Light cover, such as a lamp post</source>
        <translation>Cobertura ligera, como una farola</translation>
    </message>
    <message>
        <source>Medium cover, such as a car</source>
        <translation>Cobertura media, como un coche</translation>
    </message>
    <message>
        <source>Heavy cover, such as a bunker</source>
        <translation>Cobertura grande, como un búnker</translation>
    </message>
    <message>
        <source>from the map</source>
        <translation>del mapa</translation>
    </message>
    <message>
        <source>The distance to state when the tokens are not both on the combat&apos;s map</source>
        <translation>La distancia que se indica cuando las dos fichas no están en el mapa del combate</translation>
    </message>
    <message>
        <source>Ranged modifiers</source>
        <translation>Modificadores a distancia</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>impacto</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>crítico</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>pifia</translation>
    </message>
    <message>
        <source>wounds expected</source>
        <translation>heridas esperadas</translation>
    </message>
    <message>
        <source>&amp;Draw it (a minor action)</source>
        <translation>&amp;Desenfundar el arma (una acción menor)</translation>
    </message>
    <message>
        <source>&amp;Roll the attack</source>
        <translation>&amp;Tirar el ataque</translation>
    </message>
    <message>
        <source>attack: 3 8 10</source>
        <translation>ataque: 3 8 10</translation>
    </message>
    <message>
        <source>The three d10 of the attack, in any order; after a 10 that explodes, the next three: 3 10 10 / 3 4 7</source>
        <translation>Los tres d10 del ataque, en cualquier orden; tras un 10 que explota, los tres siguientes: 3 10 10 / 3 4 7</translation>
    </message>
    <message>
        <source>damage: 4 3, or 6 6 1 3</source>
        <translation>daño: 4 3, o 6 6 1 3</translation>
    </message>
    <message>
        <source>The damage dice in the order thrown, apart by spaces or commas; after a die at its highest (a 6 on a d6) the die rolled again: 6 6 1 3 is 6+6+1 and 3. Leave empty to let the program roll the damage</source>
        <translation>Los dados de daño en el orden tirado, separados por espacios o comas; tras un dado en su máximo (un 6 en un d6), el dado que se vuelve a tirar: 6 6 1 3 es 6+6+1 y 3. Déjalo vacío para que el programa tire el daño</translation>
    </message>
    <message>
        <source>Use these dice</source>
        <translation>Usar estos dados</translation>
    </message>
    <message>
        <source>{name} is carried, not in hand: draw it first (a minor action), then attack.</source>
        <translation>{name} se lleva encima, no en la mano: desenfunda el arma antes (una acción menor) y después ataca.</translation>
    </message>
    <message>
        <source>Nothing to attack with</source>
        <translation>No hay con qué atacar</translation>
    </message>
    <message>
        <source>Nobody to attack</source>
        <translation>No hay a quién atacar</translation>
    </message>
    <message>
        <source>Distance unknown: state it above</source>
        <translation>Distancia desconocida: indícala arriba</translation>
    </message>
    <message>
        <source>Distance {m}: out of range</source>
        <translation>Distancia {m}: fuera de alcance</translation>
    </message>
    <message>
        <source>Distance {m} · {band}</source>
        <translation>Distancia {m} · {band}</translation>
    </message>
    <message>
        <source>Melee · {m} away</source>
        <translation>Cuerpo a cuerpo · a {m}</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>{modifier} + 1o3d10 against {difficulty}</source>
        <translation>{modifier} + 1o3d10 contra {difficulty}</translation>
    </message>
    <message>
        <source>ignores armour</source>
        <translation>ignora la armadura</translation>
    </message>
    <message>
        <source>armour absorbs {n}</source>
        <translation>la armadura absorbe {n}</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>sin armadura</translation>
    </message>
    <message>
        <source>Damage {damage} (a die at its highest rolls again) · {armour}</source>
        <translation>Daño {damage} (un dado en su máximo se vuelve a tirar) · {armour}</translation>
    </message>
</context>
<context>
    <name>AttackFlow</name>
    <message>
        <source>ranged</source>
        <translation>a distancia</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>{label} — {kind}, {modifier} + 1o3d10, damage {damage}</source>
        <translation>{label} — {kind}, {modifier} + 1o3d10, daño {damage}</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>{name} — carried: draw it first</source>
        <translation>{name} — encima: desenfunda el arma antes</translation>
    </message>
    <message>
        <source>The attack was not made.</source>
        <translation>No se hizo el ataque.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
    </message>
</context>
<context>
    <name>AttackQuery</name>
    <message>
        <source>There is no combatant %1 (removed from the combat?). Refresh the combat tracker and pick the combatant again.</source>
        <translation>No existe el combatiente %1 (¿se quitó del combate?). Actualiza el seguimiento del combate y vuelve a elegir al combatiente.</translation>
    </message>
    <message>
        <source>no points in the skill −1</source>
        <translation>sin puntos en la habilidad −1</translation>
    </message>
    <message>
        <source>no points in %1 −1</source>
        <translation>sin puntos en %1 −1</translation>
    </message>
    <message>
        <source>specialisation +1</source>
        <translation>especialización +1</translation>
    </message>
    <message>
        <source>token spent +1</source>
        <translation>token gastado +1</translation>
    </message>
    <message>
        <source>token handed back −1</source>
        <translation>token devuelto −1</translation>
    </message>
    <message>
        <source>%1 −1</source>
        <translation>%1 −1</translation>
    </message>
    <message>
        <source>double action −1</source>
        <translation>acción doble −1</translation>
    </message>
    <message>
        <source>%1 is a creature: only characters have tokens to spend.</source>
        <translation>%1 es una criatura: solo los personajes tienen tokens que gastar.</translation>
    </message>
    <message>
        <source>%1 has no tokens left to spend; untick the token.</source>
        <translation>A %1 no le quedan tokens que gastar; desmarca el token.</translation>
    </message>
    <message>
        <source>%1 has no specialisation “%2” in the skill of %3; pick one of the list.</source>
        <translation>%1 no tiene la especialización «%2» en la habilidad de %3; elige una de la lista.</translation>
    </message>
    <message>
        <source>The combat is not running: begin it (everyone with an initiative) before acting.</source>
        <translation>El combate no está en marcha: empiézalo (todos con iniciativa) antes de actuar.</translation>
    </message>
    <message>
        <source>%1 is out of the fight (%2) and cannot act.</source>
        <translation>%1 está fuera del combate (%2) y no puede actuar.</translation>
    </message>
    <message>
        <source>Take a double action for one more, or end the turn.</source>
        <translation>Toma una acción doble para tener una más, o termina el turno.</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>Termina el turno.</translation>
    </message>
    <message>
        <source>%1 has no major action left this turn. %2</source>
        <translation>A %1 no le queda ninguna acción mayor este turno. %2</translation>
    </message>
    <message>
        <source>The attacker and the target are in different combats; pick a target of the attacker&apos;s combat.</source>
        <translation>El atacante y el objetivo están en combates distintos; elige un objetivo del combate del atacante.</translation>
    </message>
    <message>
        <source>A combatant cannot attack itself; pick a target.</source>
        <translation>Un combatiente no puede atacarse a sí mismo; elige un objetivo.</translation>
    </message>
    <message>
        <source>%1 is already %2; pick another target.</source>
        <translation>%1 ya está %2; elige otro objetivo.</translation>
    </message>
    <message>
        <source>%1 has no attack “%2” (a weapon unequipped or removed?); pick one of: %3.</source>
        <translation>%1 no tiene el ataque «%2» (¿un arma desequipada o quitada?); elige uno de: %3.</translation>
    </message>
    <message>
        <source>%1 must be reloaded before it shoots again: reloading is a major action.</source>
        <translation>Hay que recargar %1 antes de volver a disparar: recargar es una acción mayor.</translation>
    </message>
    <message>
        <source>%1 is not adjacent to %2 (%3 m away): a melee attack needs the target in a neighbouring square. Move next to it first.</source>
        <translation>%1 no está junto a %2 (a %3 m): un ataque cuerpo a cuerpo necesita el objetivo en una casilla vecina. Acércate primero.</translation>
    </message>
    <message>
        <source>%1 has no ranges to shoot with; give the weapon its ranges on the sheet.</source>
        <translation>%1 no tiene alcances para disparar; pon los alcances del arma en la hoja.</translation>
    </message>
    <message>
        <source>The distance to the target is unknown: place both tokens on the combat&apos;s map, or state the distance.</source>
        <translation>No se conoce la distancia al objetivo: pon las dos fichas en el mapa del combate, o indica la distancia.</translation>
    </message>
    <message>
        <source>%1 is %2 m away, beyond the reach of %3 (%4): move closer or pick another weapon.</source>
        <translation>%1 está a %2 m, más allá del alcance de %3 (%4): acércate o elige otra arma.</translation>
    </message>
    <message>
        <source>%1 cannot hit at %2 (its damage there is “-”): move closer.</source>
        <translation>%1 no puede impactar a distancia %2 (su daño ahí es «-»): acércate.</translation>
    </message>
    <message>
        <source>The damage “%1” of %2 cannot be rolled (%3); correct it on the sheet or in the catalog.</source>
        <translation>El daño «%1» de %2 no se puede tirar (%3); corrígelo en la hoja o en el catálogo.</translation>
    </message>
</context>
<context>
    <name>BlackoutPage</name>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate the background</source>
        <translation>Calibrar el fondo</translation>
    </message>
    <message>
        <source> px per square</source>
        <translation> px por casilla</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Square size in the image:</source>
        <translation>Tamaño de la &amp;casilla en la imagen:</translation>
    </message>
    <message>
        <source>First square&apos;s left edge at image &amp;x:</source>
        <translation>Borde izquierdo de la primera casilla en la &amp;x de la imagen:</translation>
    </message>
    <message>
        <source>First square&apos;s top edge at image &amp;y:</source>
        <translation>Borde superior de la primera casilla en la &amp;y de la imagen:</translation>
    </message>
    <message>
        <source>Or close this and drag across a number of squares of the image with the Calibrate tool.</source>
        <translation>O cierra esto y arrastra a lo largo de unas cuantas casillas de la imagen con la herramienta Calibrar.</translation>
    </message>
    <message>
        <source>Calibrate the table screen</source>
        <translation>Calibrar la pantalla de mesa</translation>
    </message>
    <message>
        <source>Lay a ruler along the yellow bar on the table screen, from one end tick to the other, and type the length you measure. By the screen&apos;s own report it is {length} mm.</source>
        <translation>Pon una regla a lo largo de la barra amarilla de la pantalla de mesa, de una marca del extremo a la otra, y escribe la longitud que mides. Según lo que informa la propia pantalla, mide {length} mm.</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Use the screen&apos;s report</source>
        <translation>Usar lo que informa la pantalla</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Nueva campaña…</translation>
    </message>
    <message>
        <source>Create a new campaign file</source>
        <translation>Crea un archivo de campaña nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>Abre un archivo de campaña</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
    <message>
        <source>Forget the recently opened campaigns</source>
        <translation>Olvida las campañas abiertas hace poco</translation>
    </message>
    <message>
        <source>Open the &amp;demo campaign</source>
        <translation>Abrir la campaña de &amp;demostración</translation>
    </message>
    <message>
        <source>Open the demo campaign: four characters, a map and a goblin encounter</source>
        <translation>Abre la campaña de demostración: cuatro personajes, un mapa y un encuentro con goblins</translation>
    </message>
    <message>
        <source>Save &amp;a copy…</source>
        <translation>&amp;Guardar una copia…</translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file (changes are saved as you go)</source>
        <translation>Escribe una copia de la campaña en otro archivo (los cambios ya se guardan sobre la marcha)</translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation>Restaurar una co&amp;pia de seguridad…</translation>
    </message>
    <message>
        <source>Put the campaign back as it was in one of its automatic backups</source>
        <translation>Devuelve la campaña al estado de una de sus copias de seguridad automáticas</translation>
    </message>
    <message>
        <source>Campaign &amp;settings…</source>
        <translation>Aj&amp;ustes de la campaña…</translation>
    </message>
    <message>
        <source>The campaign&apos;s name and rules profile</source>
        <translation>El nombre de la campaña y su perfil de reglas</translation>
    </message>
    <message>
        <source>C&amp;lose campaign</source>
        <translation>&amp;Cerrar campaña</translation>
    </message>
    <message>
        <source>Close the campaign (everything is already saved)</source>
        <translation>Cierra la campaña (todo está ya guardado)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Undo: {action}</source>
        <translation>Deshacer: {action}</translation>
    </message>
    <message>
        <source>Redo: {action}</source>
        <translation>Rehacer: {action}</translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <source>{name} [read-only]</source>
        <translation>{name} [solo lectura]</translation>
    </message>
    <message>
        <source>Preparing the demo campaign…</source>
        <translation>Preparando la campaña de demostración…</translation>
    </message>
    <message>
        <source>The demo campaign could not be prepared</source>
        <translation>No se pudo preparar la campaña de demostración</translation>
    </message>
    <message>
        <source>{name} is already open.</source>
        <translation>«{name}» ya está abierta.</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Ninguna campaña abierta</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Abriendo {name}…</translation>
    </message>
    <message>
        <source>Could not reopen {name}: {reason}</source>
        <translation>No se pudo volver a abrir {name}: {reason}</translation>
    </message>
    <message>
        <source>The campaign could not be opened</source>
        <translation>No se pudo abrir la campaña</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Abierta «{name}».</translation>
    </message>
    <message>
        <source>It was made by an older version of RyF Desktop and has been upgraded; the old file was kept as {backup}.</source>
        <translation>Se hizo con una versión anterior de RyF Desktop y se ha actualizado; el archivo antiguo se conserva en {backup}.</translation>
    </message>
    <message>
        <source>It was not closed properly last time ({user} on {host}); everything saved until then is there.</source>
        <translation>La última vez no se cerró bien ({user} en {host}); todo lo guardado hasta entonces sigue ahí.</translation>
    </message>
    <message>
        <source>The campaign was not created</source>
        <translation>No se creó la campaña</translation>
    </message>
    <message>
        <source>Creating {name}…</source>
        <translation>Creando «{name}»…</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Rehecho: {action}</translation>
    </message>
    <message>
        <source>{name} is open in RyF Desktop ({user} on {host}), so it cannot be replaced. Close it there first, or choose another name.</source>
        <translation>{name} está abierta en RyF Desktop ({user} en {host}), así que no se puede reemplazar. Ciérrala allí primero o elige otro nombre.</translation>
    </message>
    <message>
        <source>{name} could not be replaced ({reason}). Choose another name.</source>
        <translation>No se pudo reemplazar {name} ({reason}). Elige otro nombre.</translation>
    </message>
    <message>
        <source>Another copy of RyF Desktop took {name} over; the change was not saved.</source>
        <translation>Otra copia de RyF Desktop se ha hecho con {name}; el cambio no se ha guardado.</translation>
    </message>
    <message>
        <source>The change was not made</source>
        <translation>No se hizo el cambio</translation>
    </message>
    <message>
        <source>Backup {time}</source>
        <translation>Copia de seguridad {time}</translation>
    </message>
    <message>
        <source>Backup failed</source>
        <translation>Falló la copia de seguridad</translation>
    </message>
    <message>
        <source>{reason} ({path}).</source>
        <translation>{reason} ({path}).</translation>
    </message>
    <message>
        <source>{stem} (copy)</source>
        <translation>{stem} (copia)</translation>
    </message>
    <message>
        <source>Save a copy of the campaign</source>
        <translation>Guardar una copia de la campaña</translation>
    </message>
    <message>
        <source>Saving a copy…</source>
        <translation>Guardando una copia…</translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation>No se guardó la copia</translation>
    </message>
    <message>
        <source>A copy of {name} was saved as {path}.</source>
        <translation>Se guardó una copia de «{name}» en {path}.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar una copia de seguridad</translation>
    </message>
    <message>
        <source>Restore the backup of {time}?

{name} will be closed and replaced by the backup; the changes made since then will be lost. Save a copy first if you may want them.</source>
        <translation>¿Restaurar la copia de seguridad del {time}?

«{name}» se cerrará y la copia la reemplazará; se perderán los cambios hechos desde entonces. Si puedes necesitarlos, guarda antes una copia.</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Restaurando la copia de seguridad…</translation>
    </message>
    <message>
        <source>The backup was not restored</source>
        <translation>No se restauró la copia de seguridad</translation>
    </message>
    <message>
        <source>The backup of {time} was restored.</source>
        <translation>Se restauró la copia de seguridad del {time}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; the file {name} cannot be written (it, its folder or its disk is read-only). You can look, but changes cannot be saved.</source>
        <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; no se puede escribir en el archivo {name} (el archivo, su carpeta o su disco son de solo lectura). Puedes consultarla, pero los cambios no se pueden guardar.</translation>
    </message>
    <message>
        <source>Edit a copy…</source>
        <translation>Editar una copia…</translation>
    </message>
    <message>
        <source>Save a copy where you can write, and open the copy</source>
        <translation>Guarda una copia donde puedas escribir y abre esa copia</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; another copy of RyF Desktop took this campaign over, so nothing more is saved here (what you did before is saved).</source>
        <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; otra copia de RyF Desktop se ha quedado con esta campaña, así que aquí ya no se guarda nada más (lo que hiciste antes está guardado).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; {user} on the computer {host} took this campaign over, so nothing more is saved here (what you did before is saved).</source>
        <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; {user} en el ordenador {host} se ha quedado con esta campaña, así que aquí ya no se guarda nada más (lo que hiciste antes está guardado).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; the disk that holds {name} is full, so nothing can be saved (nothing is lost). Free some space on it, then open the campaign again.</source>
        <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; el disco donde está {name} está lleno, así que no se puede guardar nada (no se ha perdido nada). Libera espacio en él y vuelve a abrir la campaña.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; {user} on the computer {host} has this campaign open for editing since {since}. You can look, but changes cannot be saved here.</source>
        <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; {user} tiene esta campaña abierta para editarla en el ordenador {host} desde el {since}. Puedes consultarla, pero aquí los cambios no se pueden guardar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this campaign was opened read-only. You can look, but changes cannot be saved.</source>
        <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; esta campaña se abrió en modo de solo lectura. Puedes consultarla, pero los cambios no se pueden guardar.</translation>
    </message>
    <message>
        <source>Open for editing</source>
        <translation>Abrir para editar</translation>
    </message>
    <message>
        <source>Open the campaign again so that it can be changed</source>
        <translation>Vuelve a abrir la campaña para poder cambiarla</translation>
    </message>
    <message>
        <source>Change the campaign settings</source>
        <translation>Cambiar los ajustes de la campaña</translation>
    </message>
</context>
<context>
    <name>CampaignFileDialogs</name>
    <message>
        <source>RyF campaigns (*.ryf)</source>
        <translation>Campañas de RyF (*.ryf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a campaign</source>
        <translation>Abrir una campaña</translation>
    </message>
</context>
<context>
    <name>CampaignLabels</name>
    <message>
        <source>Medieval</source>
        <translation>Medieval</translation>
    </message>
    <message>
        <source>Present day</source>
        <translation>Actual</translation>
    </message>
    <message>
        <source>Future</source>
        <translation>Futuro</translation>
    </message>
    <message>
        <source>Swords and sorcery: medieval skills, weapons and coins</source>
        <translation>Espada y brujería: habilidades, armas y monedas medievales</translation>
    </message>
    <message>
        <source>Today&apos;s world: modern skills, firearms, prices in dollars</source>
        <translation>El mundo de hoy: habilidades modernas, armas de fuego, precios en dólares</translation>
    </message>
    <message>
        <source>Science fiction: modern skills, future weapons, prices in credits</source>
        <translation>Ciencia ficción: habilidades modernas, armas del futuro, precios en créditos</translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation>Heroicas</translation>
    </message>
    <message>
        <source>Realistic</source>
        <translation>Realistas</translation>
    </message>
    <message>
        <source>+1d6 per full 10 over the difficulty</source>
        <translation>+1d6 por cada 10 de más</translation>
    </message>
    <message>
        <source>Damage doubled</source>
        <translation>Daño doble</translation>
    </message>
    <message>
        <source>The quick sheet&apos;s rule, as in RyF 3.0</source>
        <translation>La regla de la hoja rápida, como en RyF 3.0</translation>
    </message>
    <message>
        <source>The rule of the manual&apos;s combat chapter</source>
        <translation>La regla del capítulo de combate del manual</translation>
    </message>
    <message>
        <source>Alternating 1.5&#xa0;m and 3&#xa0;m</source>
        <translation>Alternando 1,5&#xa0;m y 3&#xa0;m</translation>
    </message>
    <message>
        <source>Every diagonal 1.5&#xa0;m</source>
        <translation>Cada diagonal 1,5&#xa0;m</translation>
    </message>
    <message>
        <source>Straight-line distance</source>
        <translation>Distancia en línea recta</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>{preset} with {points} attribute points</source>
        <translation>{preset} con {points} puntos de atributo</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Reglas a medida</translation>
    </message>
    <message>
        <source>Attribute points</source>
        <translation>Puntos de atributo</translation>
    </message>
    <message>
        <source>PV per point of Físico</source>
        <translation>PV por punto de Físico</translation>
    </message>
    <message>
        <source>Skill pyramids</source>
        <translation>Pirámides de habilidades</translation>
    </message>
    <message>
        <source>Critical hits</source>
        <translation>Críticos</translation>
    </message>
    <message>
        <source>Attribute rolls explode</source>
        <translation>Atributos explotan</translation>
    </message>
    <message>
        <source>Diagonal moves</source>
        <translation>Movimiento en diagonal</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magia</translation>
    </message>
</context>
<context>
    <name>CampaignLogModel</name>
    <message>
        <source>Day {day} · {time}  {text}</source>
        <translation>Día {day} · {time}  {text}</translation>
    </message>
    <message>
        <source>Day {day}, {when}</source>
        <translation>Día {day}, {when}</translation>
    </message>
</context>
<context>
    <name>CampaignOverview</name>
    <message>
        <source>{setting} · {file}</source>
        <translation>{setting} · {file}</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>solo lectura</translation>
    </message>
    <message>
        <source>View…</source>
        <translation>Ver…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n personaje</numerusform>
            <numerusform>%n personajes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation>
            <numerusform>%n mapa</numerusform>
            <numerusform>%n mapas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n ficha en mapas</numerusform>
            <numerusform>%n fichas en mapas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n combat(s)</source>
        <translation>
            <numerusform>%n combate</numerusform>
            <numerusform>%n combates</numerusform>
        </translation>
    </message>
    <message>
        <source>Campaign log ({count})</source>
        <translation>Registro de la campaña ({count})</translation>
    </message>
</context>
<context>
    <name>CampaignOverviewView</name>
    <message>
        <source>No campaign open</source>
        <translation>Ninguna campaña abierta</translation>
    </message>
    <message>
        <source>Create a campaign, open one, or look around in the demo campaign.</source>
        <translation>Crea una campaña, abre una o echa un vistazo a la campaña de demostración.</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Nueva campaña…</translation>
    </message>
    <message>
        <source>Open a campaign…</source>
        <translation>Abrir una campaña…</translation>
    </message>
    <message>
        <source>Open the demo campaign</source>
        <translation>Abrir la campaña de demostración</translation>
    </message>
    <message>
        <source>A ready campaign with four characters, a map and a goblin encounter</source>
        <translation>Una campaña lista con cuatro personajes, un mapa y un encuentro con goblins</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>Campañas recientes</translation>
    </message>
    <message>
        <source>In-game day</source>
        <translation>Día de juego</translation>
    </message>
    <message>
        <source>Next day</source>
        <translation>Día siguiente</translation>
    </message>
    <message>
        <source>Advance the campaign to the next day (healing limits reset)</source>
        <translation>Pasa la campaña al día siguiente (los límites de curación vuelven a empezar)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message>
        <source>Open the campaign settings</source>
        <translation>Abre los ajustes de la campaña</translation>
    </message>
    <message>
        <source>Campaign log</source>
        <translation>Registro de la campaña</translation>
    </message>
    <message>
        <source>Rolls and events of this campaign, newest first</source>
        <translation>Tiradas y sucesos de esta campaña, los más recientes primero</translation>
    </message>
    <message>
        <source>No rolls yet: the dice dock writes its rolls here.</source>
        <translation>Aún no hay tiradas: el panel de dados anota aquí las suyas.</translation>
    </message>
</context>
<context>
    <name>CampaignSession</name>
    <message>
        <source>The automatic backup of “%1” failed: %2. The campaign itself is not affected; the next backup will be tried at the usual time.</source>
        <translation>Falló la copia de seguridad automática de «%1»: %2. La campaña en sí no se ve afectada; la próxima copia se intentará a la hora de siempre.</translation>
    </message>
    <message>
        <source>The campaign “%1” is closed, so it cannot be changed. Open it again.</source>
        <translation>La campaña «%1» está cerrada, así que no se puede cambiar. Vuelve a abrirla.</translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only, so it cannot be changed. Open it for editing to change it.</source>
        <translation>La campaña «%1» está abierta en solo lectura, así que no se puede cambiar. Ábrela para editar si quieres cambiarla.</translation>
    </message>
    <message>
        <source>The campaign “%1” was taken over by another copy of RyF Desktop, so it is read-only here. Open it again to go on.</source>
        <translation>Otra copia de RyF Desktop se ha quedado con la campaña «%1», así que aquí es de solo lectura. Vuelve a abrirla para seguir.</translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only because its disk is full, so it cannot be changed (nothing is lost). Free some space on the disk and open it again.</source>
        <translation>La campaña «%1» está abierta en solo lectura porque su disco está lleno, así que no se puede cambiar (no se ha perdido nada). Libera espacio en el disco y vuelve a abrirla.</translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only because its file cannot be written, so it cannot be changed. Copy it to a folder where you can write, or allow writing to it, and open it again.</source>
        <translation>La campaña «%1» está abierta en solo lectura porque no se puede escribir en su archivo, así que no se puede cambiar. Cópiala a una carpeta donde puedas escribir, o permite escribir en ella, y vuelve a abrirla.</translation>
    </message>
    <message>
        <source>The roll was not written to the campaign log: %1.</source>
        <translation>La tirada no se anotó en el registro de la campaña: %1.</translation>
    </message>
</context>
<context>
    <name>CampaignSettingsDialog</name>
    <message>
        <source>Campaign settings</source>
        <translation>Ajustes de la campaña</translation>
    </message>
    <message>
        <source>Chosen when the campaign was created</source>
        <translation>Se eligió al crear la campaña</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ambientación</translation>
    </message>
    <message>
        <source>The campaign is open read-only: these settings cannot be changed now.</source>
        <translation>La campaña está abierta en solo lectura: ahora no se pueden cambiar estos ajustes.</translation>
    </message>
    <message>
        <source>Changes apply from now on and can be undone with Edit → Undo.</source>
        <translation>Los cambios se aplican desde ahora y se pueden deshacer con Edición → Deshacer.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The campaign needs a name: type one.</source>
        <translation>La campaña necesita un nombre: escribe uno.</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
</context>
<context>
    <name>CatalogBrowserController</name>
    <message numerus="yes">
        <source>Nothing in %1; %n result(s) in other settings: choose “%2” beside the search.</source>
        <translation>
            <numerusform>Nada en %1; %n resultado en otras ambientaciones: elige «%2» junto a la búsqueda.</numerusform>
            <numerusform>Nada en %1; %n resultados en otras ambientaciones: elige «%2» junto a la búsqueda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a campaign to use its entries</source>
        <translation>Abre una campaña para usar sus entradas</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>La campaña está abierta solo para lectura</translation>
    </message>
</context>
<context>
    <name>CatalogBrowserView</name>
    <message>
        <source>Search every kind, e.g. dragon</source>
        <translation>Buscar en todo, p. ej. dragón</translation>
    </message>
    <message>
        <source>Finds monsters, weapons, armour, shields and equipment by name; accents and capitals do not matter</source>
        <translation>Encuentra monstruos, armas, armaduras, escudos y equipo por su nombre; tildes y mayúsculas dan igual</translation>
    </message>
    <message>
        <source>Show the tables of one setting (the bestiary serves every setting)</source>
        <translation>Muestra las tablas de una ambientación (el bestiario sirve para todas)</translation>
    </message>
    <message>
        <source>Add to character…</source>
        <translation>Añadir a un personaje…</translation>
    </message>
    <message>
        <source>Put it in a character&apos;s equipment, bought or given</source>
        <translation>Lo pone en el equipo de un personaje, comprado o regalado</translation>
    </message>
    <message>
        <source>Add to combat</source>
        <translation>Añadir al combate</translation>
    </message>
    <message>
        <source>A new creature of this kind, PV rolled, joins the running combat, else the one being prepared</source>
        <translation>Una nueva criatura de esta clase, con sus PV tirados, se une al combate en curso o, si no hay, al combate en preparación</translation>
    </message>
    <message>
        <source>Place on map</source>
        <translation>Poner en el mapa</translation>
    </message>
    <message>
        <source>A new creature of this kind stands on the first free square of the map</source>
        <translation>Una nueva criatura de esta clase aparece en la primera casilla libre del mapa</translation>
    </message>
    <message>
        <source>Duplicate as my entry…</source>
        <translation>Duplicar como entrada mía…</translation>
    </message>
    <message>
        <source>Make an entry of your own from this one, to change as you like</source>
        <translation>Hace una entrada tuya a partir de esta, para cambiarla a tu gusto</translation>
    </message>
    <message>
        <source>Edit my entry…</source>
        <translation>Editar mi entrada…</translation>
    </message>
    <message>
        <source>Delete my entry</source>
        <translation>Borrar mi entrada</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Ocultas</translation>
    </message>
    <message>
        <source>Creatures put on any map from here (the button or a drag) come hidden from the players. Unticked, they come hidden only on the map the players see.</source>
        <translation>Las criaturas que pongas desde aquí en cualquier mapa (con el botón o arrastrando) quedan ocultas a los jugadores. Sin marcar, solo quedan ocultas en el mapa que ven los jugadores.</translation>
    </message>
    <message>
        <source>My entries</source>
        <translation>Mis entradas</translation>
    </message>
    <message>
        <source>Make, duplicate, edit and delete your own entries</source>
        <translation>Crea, duplica, edita y borra tus propias entradas</translation>
    </message>
</context>
<context>
    <name>CatalogCommands</name>
    <message>
        <source>Add “%1” to a character</source>
        <translation>Añadir «%1» a un personaje</translation>
    </message>
    <message>
        <source>“%1” is a creature, not equipment: add it to a combat or place it on the map instead.</source>
        <translation>«%1» es una criatura, no equipo: añádela a un combate o ponla en el mapa.</translation>
    </message>
    <message>
        <source>Buy “%1” for “%2” (%3)</source>
        <translation>Comprar «%1» para «%2» (%3)</translation>
    </message>
    <message>
        <source>Add “%1” to “%2”</source>
        <translation>Añadir «%1» a «%2»</translation>
    </message>
    <message>
        <source>“%1” costs %2, but money in this %3 campaign is counted in %4, so it cannot be paid. Add it without buying, or change %5&apos;s money by hand.</source>
        <translation>«%1» cuesta %2, pero en esta campaña %3 el dinero se cuenta en %4, así que no se puede pagar. Añádelo sin comprarlo o cambia a mano el dinero de %5.</translation>
    </message>
    <message>
        <source>%1 cannot pay %2 for “%3”: the purse holds %4 (%5 short). Add it without buying, or give %1 more money first.</source>
        <translation>%1 no puede pagar %2 por «%3»: la bolsa tiene %4 (faltan %5). Añádelo sin comprarlo o dale antes más dinero a %1.</translation>
    </message>
    <message>
        <source>Add “%1” to the combat</source>
        <translation>Añadir «%1» al combate</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Add “%1” (%2 PV) to the combat “%3”</source>
        <translation>Añadir «%1» (%2 PV) al combate «%3»</translation>
    </message>
    <message>
        <source>Place “%1” on the map</source>
        <translation>Poner «%1» en el mapa</translation>
    </message>
    <message>
        <source>Place a character on the map</source>
        <translation>Poner un personaje en el mapa</translation>
    </message>
    <message>
        <source>This campaign has no map yet, so there is nowhere to place a token. Make a map first.</source>
        <translation>Esta campaña aún no tiene mapa, así que no hay dónde poner una ficha. Crea antes un mapa.</translation>
    </message>
    <message>
        <source>The map “%1” has no free square left for “%2”. Clear a square or make the map bigger.</source>
        <translation>En el mapa «%1» no queda ninguna casilla libre para «%2». Despeja una casilla o agranda el mapa.</translation>
    </message>
    <message>
        <source>Place “%1” on the map “%2”</source>
        <translation>Poner «%1» en el mapa «%2»</translation>
    </message>
    <message>
        <source>“%1” already stands on the map “%2” (square %3, %4). Move that token instead.</source>
        <translation>«%1» ya está en el mapa «%2» (casilla %3, %4). Mueve esa ficha.</translation>
    </message>
    <message>
        <source>Your catalog entry no longer exists in this campaign (id %1); it may have been deleted. Refresh the catalog and try again.</source>
        <translation>Tu entrada del catálogo ya no existe en esta campaña (id %1); puede que se haya borrado. Actualiza el catálogo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>You already have an entry of this kind called “%1”. Give this one another name.</source>
        <translation>Ya tienes una entrada de este tipo llamada «%1». Ponle otro nombre a esta.</translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation>Duplicar «%1» como «%2»</translation>
    </message>
    <message>
        <source>New catalog entry “%1”</source>
        <translation>Nueva entrada del catálogo «%1»</translation>
    </message>
    <message>
        <source>Edit catalog entry “%1”</source>
        <translation>Editar la entrada del catálogo «%1»</translation>
    </message>
    <message>
        <source>Delete catalog entry</source>
        <translation>Borrar una entrada del catálogo</translation>
    </message>
    <message>
        <source>Delete catalog entry “%1”</source>
        <translation>Borrar la entrada del catálogo «%1»</translation>
    </message>
</context>
<context>
    <name>CatalogDetails</name>
    <message>
        <source>Pick an entry to see what it means in play: damage, expected damage, ranges and price.</source>
        <translation>Elige una entrada para ver qué significa en juego: daño, daño esperado, alcances y precio.</translation>
    </message>
    <message>
        <source>your own entry, kept in this campaign</source>
        <translation>entrada tuya, guardada en esta campaña</translation>
    </message>
    <message>
        <source>The manual writes it “%1”.</source>
        <translation>El manual lo escribe «%1».</translation>
    </message>
    <message>
        <source>That is %1 mc (1 mo = 10 mp = 100 mc).</source>
        <translation>Son %1 mc (1 mo = 10 mp = 100 mc).</translation>
    </message>
    <message>
        <source>Paid from the character&apos;s money when bought.</source>
        <translation>Se paga con el dinero del personaje al comprarlo.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>a critical doubles the damage (this campaign&apos;s rule)</source>
        <translation>un crítico dobla el daño (regla de esta campaña)</translation>
    </message>
    <message>
        <source>a critical adds 1d6 per full 10 over the difficulty (this campaign&apos;s rule)</source>
        <translation>un crítico suma 1d6 por cada 10 completo sobre la dificultad (regla de esta campaña)</translation>
    </message>
    <message>
        <source>one hand (1M)</source>
        <translation>a una mano (1M)</translation>
    </message>
    <message>
        <source>two hands (2M)</source>
        <translation>a dos manos (2M)</translation>
    </message>
    <message>
        <source>ordinary ammunition</source>
        <translation>munición normal</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
    <message>
        <source>Every die that shows its highest face is rolled again and added.</source>
        <translation>Cada dado que saca su cara más alta se vuelve a tirar y se suma.</translation>
    </message>
    <message>
        <source>Held in one hand (1M) it deals %1; held in both hands (2M) it deals %2.</source>
        <translation>Empuñada a una mano (1M) hace %1; a dos manos (2M), %2.</translation>
    </message>
    <message>
        <source>The damage depends on the range band: %1 at short range, %2 at medium range, %3 at long range.</source>
        <translation>El daño depende de la distancia: %1 a distancia corta, %2 a media y %3 a larga.</translation>
    </message>
    <message>
        <source>none (it cannot hit)</source>
        <translation>ninguno (no puede acertar)</translation>
    </message>
    <message>
        <source>The damage depends on the ammunition: %1.</source>
        <translation>El daño depende de la munición: %1.</translation>
    </message>
    <message>
        <source>A hit deals %1.</source>
        <translation>Un impacto hace %1.</translation>
    </message>
    <message>
        <source>Point-blank</source>
        <translation>Bocajarro</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Larga</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Expected damage</source>
        <translation>Daño esperado</translation>
    </message>
    <message>
        <source>Per attack with an attack value of %1 (such as Físico 7 + Cuerpo a Cuerpo 5) against a typical Defensa %2, no armour; misses count as 0 and %3.</source>
        <translation>Por ataque, con un valor de ataque de %1 (como Físico 7 + Cuerpo a Cuerpo 5) contra una Defensa típica de %2, sin armadura; los fallos cuentan 0 y %3.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>It strikes an adjacent target, against its Defensa.</source>
        <translation>Golpea a un objetivo adyacente, contra su Defensa.</translation>
    </message>
    <message>
        <source>The target does not defend: the difficulty is the band&apos;s, plus cover and other modifiers. Beyond %1 m it cannot attack. Average damage per attack with an attack value of %2 (such as Destreza 8 + Armas a Distancia 4), no armour; misses count as 0 and %3:</source>
        <translation>El objetivo no se defiende: la dificultad es la de la distancia, más cobertura y otros modificadores. Más allá de %1 m no puede atacar. Daño medio por ataque con un valor de ataque de %2 (como Destreza 8 + Armas a Distancia 4), sin armadura; los fallos cuentan 0 y %3:</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>A dos manos</translation>
    </message>
    <message>
        <source>It needs both hands to be used.</source>
        <translation>Hacen falta las dos manos para usarla.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recarga</translation>
    </message>
    <message>
        <source>After each shot</source>
        <translation>Tras cada disparo</translation>
    </message>
    <message>
        <source>Reloading takes a major action after every shot.</source>
        <translation>Recargar cuesta una acción mayor tras cada disparo.</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Ignores armour</source>
        <translation>Ignora la armadura</translation>
    </message>
    <message>
        <source>Armour absorbs none of its damage.</source>
        <translation>La armadura no absorbe nada de su daño.</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Requisito</translation>
    </message>
    <message>
        <source>%1 %2 or more to use it well; below that the sheet warns, it does not forbid.</source>
        <translation>%1 %2 o más para usarla bien; por debajo, la hoja avisa pero no lo impide.</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Rolled when it joins a combat or is placed on the map: %1 to %2.</source>
        <translation>Se tiran al entrar en un combate o al ponerla en el mapa: de %1 a %2.</translation>
    </message>
    <message>
        <source>Ini.</source>
        <translation>Ini.</translation>
    </message>
    <message>
        <source>Its Iniciativa; it adds 1o3d10 at the start of a combat.</source>
        <translation>Su Iniciativa; suma 1o3d10 al empezar un combate.</translation>
    </message>
    <message>
        <source>Ata.</source>
        <translation>Ata.</translation>
    </message>
    <message>
        <source>Its attack value; it adds 1o3d10 against the target&apos;s Defensa.</source>
        <translation>Su valor de ataque; suma 1o3d10 contra la Defensa del objetivo.</translation>
    </message>
    <message>
        <source>Def.</source>
        <translation>Def.</translation>
    </message>
    <message>
        <source>Its Defensa: the total an attack needs to hit it in melee.</source>
        <translation>Su Defensa: el total que necesita un ataque cuerpo a cuerpo para darle.</translation>
    </message>
    <message>
        <source>Abs.</source>
        <translation>Abs.</translation>
    </message>
    <message>
        <source>It takes %1 points off every hit it receives (weapons that ignore armour pass through).</source>
        <translation>Resta %1 puntos a cada impacto que recibe (las armas que ignoran la armadura la atraviesan).</translation>
    </message>
    <message>
        <source>No armour: every point of damage counts.</source>
        <translation>Sin armadura: cuenta cada punto de daño.</translation>
    </message>
    <message>
        <source>With its Ata. %1 against a typical Defensa %2 an attack deals %3 on average; misses count as 0 and %4.</source>
        <translation>Con su Ata. %1 contra una Defensa típica de %2, un ataque hace %3 de media; los fallos cuentan 0 y %4.</translation>
    </message>
    <message>
        <source>Esp.</source>
        <translation>Esp.</translation>
    </message>
    <message>
        <source>The numbers of its special abilities in the manual&apos;s table; what they do is left to the GM.</source>
        <translation>Los números de sus habilidades especiales en la tabla del manual; lo que hacen queda a juicio del máster.</translation>
    </message>
    <message>
        <source>A creature has no Físico: it is never malherido, and it is defeated at 0 PV.</source>
        <translation>Una criatura no tiene Físico: nunca está malherida y cae derrotada a 0 PV.</translation>
    </message>
    <message>
        <source>Encumbrance</source>
        <translation>Estorbo</translation>
    </message>
    <message>
        <source>Subtracted (%1) from initiative, from Destreza rolls out of combat and from casting spells.</source>
        <translation>Se resta (%1) a la iniciativa, a las tiradas de Destreza fuera de combate y al lanzar hechizos.</translation>
    </message>
    <message>
        <source>It does not hinder.</source>
        <translation>No estorba.</translation>
    </message>
    <message>
        <source>Absorption</source>
        <translation>Absorción</translation>
    </message>
    <message>
        <source>Takes %1 points off every hit, never below 0 (weapons that ignore armour, such as the Maza*, pass through).</source>
        <translation>Resta %1 puntos a cada impacto, nunca por debajo de 0 (las armas que ignoran la armadura, como la Maza*, la atraviesan).</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Adds %1 to the bearer&apos;s Defensa against melee attacks.</source>
        <translation>Suma %1 a la Defensa de quien lo lleva contra ataques cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Adds %1 to the difficulty of ranged attacks against the bearer.</source>
        <translation>Suma %1 a la dificultad de los ataques a distancia contra quien lo lleva.</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
</context>
<context>
    <name>CatalogLabels</name>
    <message>
        <source>Monster</source>
        <translation>Monstruo</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Escudo</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Bestiario</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <source>New monster…</source>
        <translation>Nuevo monstruo…</translation>
    </message>
    <message>
        <source>New weapon…</source>
        <translation>Nueva arma…</translation>
    </message>
    <message>
        <source>New armour…</source>
        <translation>Nueva armadura…</translation>
    </message>
    <message>
        <source>New shield…</source>
        <translation>Nuevo escudo…</translation>
    </message>
    <message>
        <source>New piece of equipment…</source>
        <translation>Nuevo objeto de equipo…</translation>
    </message>
    <message>
        <source>All settings</source>
        <translation>Todas las ambientaciones</translation>
    </message>
    <message>
        <source>Weapon extras</source>
        <translation>Armas (extras)</translation>
    </message>
    <message>
        <source>Clothing</source>
        <translation>Ropa</translation>
    </message>
    <message>
        <source>Animals</source>
        <translation>Animales</translation>
    </message>
    <message>
        <source>Miscellany</source>
        <translation>Miscelánea</translation>
    </message>
    <message>
        <source>Instruments</source>
        <translation>Instrumentos</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Vehículos</translation>
    </message>
    <message>
        <source>%1 (%2 mc)</source>
        <translation>%1 (%2 mc)</translation>
    </message>
</context>
<context>
    <name>CatalogQueries</name>
    <message>
        <source>Your entry “%1” (%2) cannot be shown: %3</source>
        <translation>Tu entrada «%1» (%2) no se puede mostrar: %3</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <source>Your own entry, kept in this campaign</source>
        <translation>Entrada tuya, guardada en esta campaña</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ambientación</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>two hands</source>
        <translation>a dos manos</translation>
    </message>
    <message>
        <source>one or two hands</source>
        <translation>a una o dos manos</translation>
    </message>
    <message>
        <source>reload</source>
        <translation>recarga</translation>
    </message>
    <message>
        <source>ignores armour</source>
        <translation>ignora armadura</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Encumbrance</source>
        <translation>Estorbo</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Ini.</source>
        <translation>Ini.</translation>
    </message>
    <message>
        <source>Ata.</source>
        <translation>Ata.</translation>
    </message>
    <message>
        <source>Def.</source>
        <translation>Def.</translation>
    </message>
    <message>
        <source>Abs.</source>
        <translation>Abs.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Esp.</source>
        <translation>Esp.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Requisito</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>En resumen</translation>
    </message>
</context>
<context>
    <name>CatalogTree</name>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>My entries (GM)</source>
        <translation>Mis entradas (GM)</translation>
    </message>
</context>
<context>
    <name>CharacterFields</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Concept</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Trasfondo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Social class</source>
        <translation>Clase social</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Maná spent</source>
        <translation>Maná gastado</translation>
    </message>
    <message>
        <source>Token handed back</source>
        <translation>Token devuelto</translation>
    </message>
    <message>
        <source>In creation</source>
        <translation>En creación</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>A character needs a name. Type one and try again.</source>
        <translation>Un personaje necesita un nombre. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A character&apos;s name has at most %1 characters. Shorten it and try again.</source>
        <translation>El nombre de un personaje tiene como mucho %1 caracteres. Acórtalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A character is a player character (pc) or a non-player character (npc), not “%1”.</source>
        <translation>Un personaje es un personaje jugador (pc) o un personaje no jugador (npc), no «%1».</translation>
    </message>
    <message>
        <source>%1 is either on or off.</source>
        <translation>%1 solo puede estar activado o desactivado.</translation>
    </message>
    <message>
        <source>%1 must be text.</source>
        <translation>%1 debe ser texto.</translation>
    </message>
    <message>
        <source>%1 has at most %2 characters; this text has %3. Shorten it and try again.</source>
        <translation>%1 tiene como mucho %2 caracteres; este texto tiene %3. Acórtalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>%1 must be a whole number between %2 and %3.</source>
        <translation>%1 debe ser un número entero entre %2 y %3.</translation>
    </message>
    <message>
        <source>%1 cannot be negative (%4). Type 0 or more.</source>
        <translation>%1 no puede ser negativo (%4). Escribe 0 o más.</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4. Type a value in that range.</source>
        <translation>%1 debe estar entre %2 y %3, no %4. Escribe un valor en ese intervalo.</translation>
    </message>
</context>
<context>
    <name>CharacterListController</name>
    <message>
        <source>Drag {name} onto the map to put their token there.</source>
        <translation>Arrastra a {name} al mapa para poner allí su ficha.</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>no player</source>
        <translation>sin jugador</translation>
    </message>
    <message>
        <source>{name}
{kind} · {player} · PV {current}/{maximum} · {state}</source>
        <translation>{name}
{kind} · {player} · PV {current}/{maximum} · {state}</translation>
    </message>
    <message>
        <source>Open sheet</source>
        <translation>Abrir hoja</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Put on the map</source>
        <translation>Poner en el mapa</translation>
    </message>
    <message>
        <source>Damage or heal…</source>
        <translation>Dañar o curar…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre primero una campaña.</translation>
    </message>
    <message>
        <source>{name} stands at column {x}, row {y}.</source>
        <translation>{name} está en la columna {x}, fila {y}.</translation>
    </message>
    <message>
        <source>Hidden from the players, who see this map (right-click its token to show it).</source>
        <translation>Oculto a los jugadores, que ven este mapa (clic derecho en su ficha para mostrarlo).</translation>
    </message>
    <message>
        <source>Delete character</source>
        <translation>Borrar el personaje</translation>
    </message>
    <message>
        <source>Delete {name}? Undo (Ctrl+Z) brings the character back.</source>
        <translation>¿Borrar a {name}? Deshacer (Ctrl+Z) lo recupera.</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nuevo personaje</translation>
    </message>
    <message>
        <source>Name of the new character:</source>
        <translation>Nombre del nuevo personaje:</translation>
    </message>
    <message>
        <source>Export character</source>
        <translation>Exportar personaje</translation>
    </message>
    <message>
        <source>Character (*.json)</source>
        <translation>Personaje (*.json)</translation>
    </message>
    <message>
        <source>Import character</source>
        <translation>Importar personaje</translation>
    </message>
</context>
<context>
    <name>CharacterListPanel</name>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Open sheet</source>
        <translation>Abrir hoja</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
</context>
<context>
    <name>CharacterSheetController</name>
    <message>
        <source>Import a portrait</source>
        <translation>Importar un retrato</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>CharacterSheetView</name>
    <message>
        <source>Identity</source>
        <translation>Identidad</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Personaje jugador</translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation>Personaje no jugador</translation>
    </message>
    <message>
        <source>Import portrait…</source>
        <translation>Importar retrato…</translation>
    </message>
    <message>
        <source>A PNG, JPEG or WebP picture up to 20 MB and 8000 pixels a side; it is cropped to a centred square</source>
        <translation>Una imagen PNG, JPEG o WebP de hasta 20 MB y 8000 píxeles de lado; se recorta a un cuadrado centrado</translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation>Quitar retrato</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Retrato</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <source>&amp;Concept</source>
        <translation>&amp;Concepto</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Qty.</source>
        <translation>Cant.</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Equipado</translation>
    </message>
    <message>
        <source>Grip</source>
        <translation>Empuñadura</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Roll this attribute now; the result shows in the Dice dock</source>
        <translation>Tira este atributo ya; el resultado sale en el panel Dados</translation>
    </message>
    <message>
        <source>Close creation</source>
        <translation>Cerrar la creación</translation>
    </message>
    <message>
        <source>The character is made: from now on skills rise by spending XP</source>
        <translation>El personaje está hecho: desde ahora las habilidades suben gastando PX</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>New skill</source>
        <translation>Habilidad nueva</translation>
    </message>
    <message>
        <source>Add skill</source>
        <translation>Añadir habilidad</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Valores derivados</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Night&apos;s rest</source>
        <translation>Descanso nocturno</translation>
    </message>
    <message>
        <source>Comfortable rest</source>
        <translation>Descanso cómodo</translation>
    </message>
    <message>
        <source>Recuperar el aliento</source>
        <translation>Recuperar el aliento</translation>
    </message>
    <message>
        <source>Healer…</source>
        <translation>Sanador…</translation>
    </message>
    <message>
        <source>Who rolls Medicina on this character</source>
        <translation>Quién tira Medicina sobre este personaje</translation>
    </message>
    <message>
        <source>Sleeping 6–8 hours heals 1 PV; once a night (a campaign day)</source>
        <translation>Dormir de 6 a 8 horas cura 1 PV; una vez por noche (un día de juego)</translation>
    </message>
    <message>
        <source>A night with every comfort heals 2 PV; once a night (a campaign day)</source>
        <translation>Una noche con todas las comodidades cura 2 PV; una vez por noche (un día de juego)</translation>
    </message>
    <message>
        <source>5 minutes of rest after a combat heal 1d6; once after each fight, not while it goes on</source>
        <translation>5 minutos de descanso tras un combate curan 1d6; una vez tras cada combate, no mientras dura</translation>
    </message>
    <message>
        <source>Medicina</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>The healer rolls Medicina at 15: heals 1d6 (a critical 1d6 more), once a day per patient; a healer who failed may not try again that day</source>
        <translation>El sanador tira Medicina contra 15: cura 1d6 (un crítico, 1d6 más), una vez al día por paciente; un sanador que falló no puede volver a intentarlo ese día</translation>
    </message>
    <message>
        <source>Damage or heal…</source>
        <translation>Dañar o curar…</translation>
    </message>
    <message>
        <source>Damage or healing by hand: an amount or dice, armour applied or not</source>
        <translation>Daño o curación a mano: una cantidad o dados, con o sin armadura</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Drag items here from the catalog</source>
        <translation>Arrastra aquí objetos del catálogo</translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation>Quitar objeto</translation>
    </message>
    <message>
        <source>Take the selected item off the sheet</source>
        <translation>Quita de la hoja el objeto seleccionado</translation>
    </message>
    <message>
        <source>Money, tokens and XP</source>
        <translation>Dinero, tokens y PX</translation>
    </message>
    <message>
        <source>Spend a token on the next roll</source>
        <translation>Gastar un token en la próxima tirada</translation>
    </message>
    <message>
        <source>Token handed back: next roll −1</source>
        <translation>Token devuelto: próxima tirada a −1</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Hechizos</translation>
    </message>
    <message>
        <source>Roll Inteligencia + level − estorbo against the spell&apos;s difficulty; the spell&apos;s maná is spent, success or not. In a fight, cast from the Combat dock: it is a major action</source>
        <translation>Tira Inteligencia + nivel − estorbo contra la dificultad del hechizo; el maná del hechizo se gasta, salga bien o no. En combate, lánzalo desde el panel Combate: es una acción mayor</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Hechizo</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Maná</source>
        <translation>Maná</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Add spell</source>
        <translation>Añadir hechizo</translation>
    </message>
    <message>
        <source>Remove spell</source>
        <translation>Quitar hechizo</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lanzar</translation>
    </message>
</context>
<context>
    <name>CheckRolls</name>
    <message>
        <source>%1 has no tokens left to spend.</source>
        <translation>A %1 no le quedan tokens que gastar.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Roll of “%1”</source>
        <translation>Tirada de «%1»</translation>
    </message>
    <message>
        <source>Hand a token back</source>
        <translation>Devolver un token</translation>
    </message>
    <message>
        <source>Hand a token back to “%1”</source>
        <translation>Devolver un token a «%1»</translation>
    </message>
</context>
<context>
    <name>CombatCommands</name>
    <message>
        <source>The combat %1 is not in this campaign any more (deleted, or an undo took it back). Choose another combat.</source>
        <translation>El combate %1 ya no está en esta campaña (se borró o un deshacer lo quitó). Elige otro combate.</translation>
    </message>
    <message>
        <source>Combatant %1 is not in the combat any more (removed, or an undo took it back).</source>
        <translation>El combatiente %1 ya no está en el combate (se quitó o un deshacer lo retiró).</translation>
    </message>
    <message>
        <source>The combat “%1” has ended; it cannot change any more. Start a new combat.</source>
        <translation>El combate «%1» ha terminado; ya no puede cambiar. Empieza un combate nuevo.</translation>
    </message>
    <message>
        <source>The combat “%1” has not begun yet. Roll initiative for everyone and begin it first.</source>
        <translation>El combate «%1» aún no ha empezado. Tira la Iniciativa de todos y empiézalo primero.</translation>
    </message>
    <message>
        <source>It is not %1&apos;s turn (it is %2&apos;s). Only the combatant whose turn it is can act; use Next turn to get there.</source>
        <translation>No es el turno de %1 (es el de %2). Solo puede actuar el combatiente que tiene el turno; usa Turno siguiente para llegar a él.</translation>
    </message>
    <message>
        <source>There is no creature called “%1” in the catalog or among your own entries. Check the name in the catalog browser.</source>
        <translation>No hay ninguna criatura llamada «%1» en el catálogo ni entre tus propias entradas. Comprueba el nombre en el catálogo.</translation>
    </message>
    <message>
        <source>%1 already fights in the combat “%2”.</source>
        <translation>%1 ya lucha en el combate «%2».</translation>
    </message>
    <message>
        <source>Token %1 is not on the map any more. Choose the tokens again.</source>
        <translation>La ficha %1 ya no está en el mapa. Vuelve a elegir las fichas.</translation>
    </message>
    <message>
        <source>The token of %1 stands on another map than the combat&apos;s. Choose tokens of one map.</source>
        <translation>La ficha de %1 está en otro mapa que el del combate. Elige fichas de un solo mapa.</translation>
    </message>
    <message>
        <source>Start the combat “%1”</source>
        <translation>Preparar el combate «%1»</translation>
    </message>
    <message>
        <source>A combat needs a name. Type one, such as “Ambush”.</source>
        <translation>Un combate necesita un nombre. Escribe uno, como «Emboscada».</translation>
    </message>
    <message>
        <source>%1 × “%2”: the number of creatures must be 1 or more.</source>
        <translation>%1 × «%2»: el número de criaturas debe ser 1 o más.</translation>
    </message>
    <message>
        <source>Map %1 is not in this campaign any more. Choose a map.</source>
        <translation>El mapa %1 ya no está en esta campaña. Elige un mapa.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>nadie todavía</translation>
    </message>
    <message>
        <source>Combat “%1” prepared: %2.</source>
        <translation>Combate «%1» preparado: %2.</translation>
    </message>
    <message>
        <source>Add a combatant</source>
        <translation>Añadir un combatiente</translation>
    </message>
    <message>
        <source>Add %1 to the combat “%2”</source>
        <translation>Añadir a %1 al combate «%2»</translation>
    </message>
    <message>
        <source>%1 joins the combat “%2”.</source>
        <translation>%1 se une al combate «%2».</translation>
    </message>
    <message>
        <source>Remove a combatant</source>
        <translation>Quitar un combatiente</translation>
    </message>
    <message>
        <source>Remove %1 from the combat</source>
        <translation>Quitar a %1 del combate</translation>
    </message>
    <message>
        <source>%1 leaves the combat “%2”.</source>
        <translation>%1 deja el combate «%2».</translation>
    </message>
    <message>
        <source>%1 rolls initiative: %2 = %3 — pifia: does not act in round 1 and acts last after that.</source>
        <translation>%1 tira Iniciativa: %2 = %3 — pifia: no actúa en la ronda 1 y después actúa el último.</translation>
    </message>
    <message>
        <source>%1 rolls initiative: %2 = %3 — %4 per turn.</source>
        <translation>%1 tira Iniciativa: %2 = %3 — %4 por turno.</translation>
    </message>
    <message>
        <source>%1&apos;s initiative is set to %2 — %3 per turn.</source>
        <translation>La Iniciativa de %1 queda en %2 — %3 por turno.</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn (%3).</source>
        <translation>Ronda %1: turno de %2 (%3).</translation>
    </message>
    <message>
        <source>The combat “%1” ends after %2.</source>
        <translation>El combate «%1» termina tras %2.</translation>
    </message>
    <message>
        <source>%1 takes a double action: %2 this turn, every roll at −1.</source>
        <translation>%1 hace una acción doble: %2 este turno, todas sus tiradas a −1.</translation>
    </message>
    <message>
        <source>%1 moves %2 m (%3).</source>
        <translation>%1 se mueve %2 m (%3).</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 acción</translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation>%1 acciones</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 ronda</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 rondas</translation>
    </message>
    <message>
        <source>1 square</source>
        <translation>1 casilla</translation>
    </message>
    <message>
        <source>%1 squares</source>
        <translation>%1 casillas</translation>
    </message>
    <message>
        <source>%1 already has initiative %2, kept for the whole combat (RULES §5). Undo the roll instead if it was a mistake.</source>
        <translation>%1 ya tiene Iniciativa %2, que se mantiene todo el combate (REGLAS §5). Deshaz la tirada si fue un error.</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar Iniciativa</translation>
    </message>
    <message>
        <source>Every combatant has rolled initiative already; there is nobody left to roll for.</source>
        <translation>Todos los combatientes han tirado ya la Iniciativa; no queda nadie por tirar.</translation>
    </message>
    <message>
        <source>Roll initiative for %1</source>
        <translation>Tirar la Iniciativa de %1</translation>
    </message>
    <message>
        <source>Combatant %1 does not fight in the combat “%2”.</source>
        <translation>El combatiente %1 no lucha en el combate «%2».</translation>
    </message>
    <message>
        <source>Set initiative</source>
        <translation>Fijar la Iniciativa</translation>
    </message>
    <message>
        <source>Set the initiative of %1</source>
        <translation>Fijar la Iniciativa de %1</translation>
    </message>
    <message>
        <source>Reorder a tie</source>
        <translation>Reordenar un empate</translation>
    </message>
    <message>
        <source>%1 can only change places with combatants of the same initiative total and the same Iniciativa: the order of the others follows from their rolls.</source>
        <translation>%1 solo puede cambiar de puesto con combatientes del mismo total de Iniciativa y el mismo valor de Iniciativa: el orden de los demás sale de sus tiradas.</translation>
    </message>
    <message>
        <source>Move %1 within a tie</source>
        <translation>Mover a %1 dentro de un empate</translation>
    </message>
    <message>
        <source>The GM puts %1 at place %2 of the order (a tie).</source>
        <translation>El DJ pone a %1 en el puesto %2 del orden (un empate).</translation>
    </message>
    <message>
        <source>This is the first turn of the combat; there is no turn before it.</source>
        <translation>Este es el primer turno del combate; no hay ningún turno anterior.</translation>
    </message>
    <message>
        <source>Nobody can act: every combatant is out, down or without initiative. End the combat, or roll initiative for someone first.</source>
        <translation>Nadie puede actuar: todos los combatientes están fuera, caídos o sin Iniciativa. Termina el combate o tira antes la Iniciativa de alguien.</translation>
    </message>
    <message>
        <source>Begin the combat</source>
        <translation>Empezar el combate</translation>
    </message>
    <message>
        <source>The combat “%1” has already begun.</source>
        <translation>El combate «%1» ya ha empezado.</translation>
    </message>
    <message>
        <source>The combat “%1” is still running. End it before beginning “%2”.</source>
        <translation>El combate «%1» sigue en marcha. Termínalo antes de empezar «%2».</translation>
    </message>
    <message>
        <source>The combat “%1” has nobody in it. Add characters or creatures first.</source>
        <translation>En el combate «%1» no hay nadie. Añade antes personajes o criaturas.</translation>
    </message>
    <message>
        <source>Initiative is missing for %1. Roll it or type it before beginning.</source>
        <translation>Falta la Iniciativa de %1. Tírala o escríbela antes de empezar.</translation>
    </message>
    <message>
        <source>The combat “%1” begins.</source>
        <translation>Empieza el combate «%1».</translation>
    </message>
    <message>
        <source>Begin the combat “%1”</source>
        <translation>Empezar el combate «%1»</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>End the combat</source>
        <translation>Terminar el combate</translation>
    </message>
    <message>
        <source>End the combat “%1”</source>
        <translation>Terminar el combate «%1»</translation>
    </message>
    <message>
        <source>Take a double action</source>
        <translation>Hacer una acción doble</translation>
    </message>
    <message>
        <source>Give up the double action</source>
        <translation>Renunciar a la acción doble</translation>
    </message>
    <message>
        <source>%1 is malherido and already rolls at −1: no double action while that lasts (RULES §5).</source>
        <translation>%1 está malherido y ya tira a −1: no hay acción doble mientras dure (REGLAS §5).</translation>
    </message>
    <message>
        <source>%1 cannot take a double action now: only one per turn, and only by a combatant who acts this turn.</source>
        <translation>%1 no puede hacer ahora una acción doble: solo una por turno, y solo un combatiente que actúa este turno.</translation>
    </message>
    <message>
        <source>%1 has already used the extra action of the double action, so it cannot be given up. Undo what used it first.</source>
        <translation>%1 ya ha usado la acción de más de la acción doble, así que no puede renunciar a ella. Deshaz antes lo que la usó.</translation>
    </message>
    <message>
        <source>%1 gives up the double action.</source>
        <translation>%1 renuncia a la acción doble.</translation>
    </message>
    <message>
        <source>Spend an action</source>
        <translation>Gastar una acción</translation>
    </message>
    <message>
        <source>a major action</source>
        <translation>una acción mayor</translation>
    </message>
    <message>
        <source>a minor action</source>
        <translation>una acción menor</translation>
    </message>
    <message>
        <source>%1 has no major action left this turn for “%2”. Take a double action for one more, or end the turn.</source>
        <translation>A %1 no le queda ninguna acción mayor este turno para «%2». Haz una acción doble para tener una más o termina el turno.</translation>
    </message>
    <message>
        <source>%1 has no action left this turn for “%2”. Take a double action for one more, or end the turn.</source>
        <translation>A %1 no le queda ninguna acción este turno para «%2». Haz una acción doble para tener una más o termina el turno.</translation>
    </message>
    <message>
        <source>%1: %2 (major action).</source>
        <translation>%1: %2 (acción mayor).</translation>
    </message>
    <message>
        <source>%1: %2 (minor action).</source>
        <translation>%1: %2 (acción menor).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>%1 cannot move there: %2</source>
        <translation>%1 no puede moverse ahí: %2</translation>
    </message>
    <message>
        <source>%1 has no token on the combat&apos;s map.</source>
        <translation>%1 no tiene ficha en el mapa del combate.</translation>
    </message>
    <message>
        <source>Move %1 %2 m</source>
        <translation>Mover a %1 %2 m</translation>
    </message>
    <message>
        <source>Move a token anyway</source>
        <translation>Mover una ficha de todos modos</translation>
    </message>
    <message>
        <source>Square %1, %2 is off the map “%3” (%4 × %5 squares). Drop the token on the map.</source>
        <translation>La casilla %1, %2 está fuera del mapa «%3» (%4 × %5 casillas). Suelta la ficha dentro del mapa.</translation>
    </message>
    <message>
        <source>Move %1 anyway</source>
        <translation>Mover a %1 de todos modos</translation>
    </message>
    <message>
        <source>The GM moves %1 from square %2, %3 to %4, %5, overriding the movement rules.</source>
        <translation>El DJ mueve a %1 de la casilla %2, %3 a la %4, %5, saltándose las reglas de movimiento.</translation>
    </message>
    <message>
        <source>Draw or drop a weapon</source>
        <translation>Desenfundar o soltar un arma</translation>
    </message>
    <message>
        <source>%1 carries no such weapon.</source>
        <translation>%1 no lleva esa arma.</translation>
    </message>
    <message>
        <source>%1 already has %2 in hand.</source>
        <translation>%1 ya tiene %2 en la mano.</translation>
    </message>
    <message>
        <source>%1 does not have %2 in hand.</source>
        <translation>%1 no tiene %2 en la mano.</translation>
    </message>
    <message>
        <source>%1 has no action left this turn to draw or drop %2. Take a double action for one more, or end the turn.</source>
        <translation>A %1 no le queda ninguna acción este turno para desenfundar o soltar %2. Haz una acción doble para tener una más o termina el turno.</translation>
    </message>
    <message>
        <source>%1 draws %2 (minor action).</source>
        <translation>%1 desenfunda %2 (acción menor).</translation>
    </message>
    <message>
        <source>%1 drops %2 (minor action).</source>
        <translation>%1 suelta %2 (acción menor).</translation>
    </message>
</context>
<context>
    <name>CombatController</name>
    <message>
        <source>&amp;Start combat…</source>
        <translation>&amp;Empezar un combate…</translation>
    </message>
    <message>
        <source>Choose the fighters: tokens of a map, characters, creatures of the catalog</source>
        <translation>Elige a los combatientes: fichas de un mapa, personajes, criaturas del catálogo</translation>
    </message>
    <message>
        <source>&amp;Roll initiative for all</source>
        <translation>&amp;Tirar la iniciativa de todos</translation>
    </message>
    <message>
        <source>Roll initiative for everyone who has none yet</source>
        <translation>Tira la iniciativa de todos los que aún no la tienen</translation>
    </message>
    <message>
        <source>&amp;Begin round 1</source>
        <translation>Empe&amp;zar la ronda 1</translation>
    </message>
    <message>
        <source>Everyone has an initiative: the first acts</source>
        <translation>Todos tienen iniciativa: actúa el primero</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>Turno &amp;siguiente</translation>
    </message>
    <message>
        <source>End this turn; the next combatant acts</source>
        <translation>Termina este turno; actúa el siguiente combatiente</translation>
    </message>
    <message>
        <source>&amp;Previous turn</source>
        <translation>Turno a&amp;nterior</translation>
    </message>
    <message>
        <source>Back to the turn before (undo keeps what was done in it)</source>
        <translation>Vuelve al turno anterior (lo hecho en él se deshace con Deshacer)</translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation>&amp;Atacar…</translation>
    </message>
    <message>
        <source>The active combatant attacks: odds before the roll</source>
        <translation>Ataca el combatiente activo: probabilidades antes de tirar</translation>
    </message>
    <message>
        <source>&amp;Double action</source>
        <translation>Acción &amp;doble</translation>
    </message>
    <message>
        <source>One action more this turn, every roll at −1 rank</source>
        <translation>Una acción más este turno, todas las tiradas a rango −1</translation>
    </message>
    <message>
        <source>&amp;Opposed roll…</source>
        <translation>Tirada en&amp;frentada…</translation>
    </message>
    <message>
        <source>Two combatants roll against each other</source>
        <translation>Dos combatientes tiran uno contra otro</translation>
    </message>
    <message>
        <source>&amp;End combat…</source>
        <translation>Terminar el &amp;combate…</translation>
    </message>
    <message>
        <source>Stop the fight and see its summary</source>
        <translation>Termina la pelea y muestra su resumen</translation>
    </message>
    <message>
        <source>Other actions…</source>
        <translation>Otras acciones…</translation>
    </message>
    <message>
        <source>Spells, reloading, minor and free actions of the active combatant</source>
        <translation>Conjuros, recargas y acciones menores y libres del combatiente activo</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>Roll initiative for {name}</source>
        <translation>Tirar la iniciativa de {name}</translation>
    </message>
    <message>
        <source>Type the dice thrown…</source>
        <translation>Escribir los dados tirados…</translation>
    </message>
    <message>
        <source>Type the initiative total…</source>
        <translation>Escribir el total de iniciativa…</translation>
    </message>
    <message>
        <source>Attack {name}…</source>
        <translation>Atacar a {name}…</translation>
    </message>
    <message>
        <source>Opposed roll with {name}…</source>
        <translation>Tirada enfrentada con {name}…</translation>
    </message>
    <message>
        <source>Damage or heal {name}…</source>
        <translation>Dañar o curar a {name}…</translation>
    </message>
    <message>
        <source>Put {name} on the map</source>
        <translation>Poner a {name} en el mapa</translation>
    </message>
    <message>
        <source>Remove {name} from the combat</source>
        <translation>Quitar a {name} del combate</translation>
    </message>
    <message>
        <source>{name} stands at column {x}, row {y}.</source>
        <translation>{name} está en la columna {x}, fila {y}.</translation>
    </message>
    <message>
        <source>Only creatures of the bestiary join a combat; give weapons and gear to a character on its sheet.</source>
        <translation>Al combate solo se unen criaturas del bestiario; las armas y el equipo se dan a un personaje en su hoja.</translation>
    </message>
</context>
<context>
    <name>CombatDialogs</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
</context>
<context>
    <name>CombatDiceEntry</name>
    <message>
        <source>“{token}” is not a die: type whole numbers from 1 up, such as 3 8 10.</source>
        <translation>«{token}» no es un dado: escribe números enteros desde 1, como 3 8 10.</translation>
    </message>
    <message>
        <source>Type the three dice the player threw, for example 3 8 10.</source>
        <translation>Escribe los tres dados que tiró el jugador, por ejemplo 3 8 10.</translation>
    </message>
    <message>
        <source>{value} is not a d10 face: each die shows 1 to 10.</source>
        <translation>{value} no es una cara de d10: cada dado muestra de 1 a 10.</translation>
    </message>
    <message>
        <source>A throw is three dice; you typed {n}. Type them in threes, as in 3 8 10, and after a 10 that explodes the next three, as in 3 10 10 / 3 4 7.</source>
        <translation>Una tirada son tres dados; has escrito {n}. Escríbelos de tres en tres, como 3 8 10, y tras un 10 que explota los tres siguientes, como 3 10 10 / 3 4 7.</translation>
    </message>
    <message>
        <source>Type the damage dice, apart by commas, each with its rerolls: 3, 6 6 1.</source>
        <translation>Escribe los dados de daño, separados por comas, cada uno con sus repeticiones: 3, 6 6 1.</translation>
    </message>
</context>
<context>
    <name>CombatDiceWords</name>
    <message>
        <source>Throw {throw} exploded (its die counts 10): type its three d10 and then the three d10 of throw {next}, as in 3 10 10 / 3 4 7.</source>
        <translation>La tirada {throw} explotó (su dado vale 10): escribe sus tres d10 y después los tres d10 de la tirada {next}, como en 3 10 10 / 3 4 7.</translation>
    </message>
    <message>
        <source>Throw {throw} did not explode, so no throw {next} follows: remove the dice typed after throw {throw}.</source>
        <translation>La tirada {throw} no explotó, así que no sigue una tirada {next}: quita los dados escritos después de la tirada {throw}.</translation>
    </message>
    <message>
        <source>Type the three d10 of the first throw, as in 3 8 10.</source>
        <translation>Escribe los tres d10 de la primera tirada, como en 3 8 10.</translation>
    </message>
    <message>
        <source>These dice cannot be used: type three d10 from 1 to 10 for each throw, as in 3 8 10.</source>
        <translation>Estos dados no sirven: escribe tres d10 del 1 al 10 por cada tirada, como en 3 8 10.</translation>
    </message>
    <message>
        <source>The dice thrown cannot be used. %1</source>
        <translation>Los dados tirados no sirven. %1</translation>
    </message>
</context>
<context>
    <name>CombatDock</name>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>Com&amp;bate</translation>
    </message>
</context>
<context>
    <name>CombatLog</name>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>malherido</source>
        <translation>malherido</translation>
    </message>
    <message>
        <source>inconsciente</source>
        <translation>inconsciente</translation>
    </message>
    <message>
        <source>muerto</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>derrotado</source>
        <translation>derrotado</translation>
    </message>
    <message>
        <source>point-blank</source>
        <translation>bocajarro</translation>
    </message>
    <message>
        <source>short</source>
        <translation>corta</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>long</source>
        <translation>larga</translation>
    </message>
    <message>
        <source>running</source>
        <translation>corriendo</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>tumbado</translation>
    </message>
    <message>
        <source>light cover</source>
        <translation>cobertura ligera</translation>
    </message>
    <message>
        <source>medium cover</source>
        <translation>cobertura media</translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation>cobertura grande</translation>
    </message>
    <message>
        <source>among people</source>
        <translation>entre otra gente</translation>
    </message>
    <message>
        <source>shield cover</source>
        <translation>cobertura del escudo</translation>
    </message>
    <message>
        <source>Defensa %1</source>
        <translation>Defensa %1</translation>
    </message>
    <message>
        <source>%1 + critical %2</source>
        <translation>%1 + crítico %2</translation>
    </message>
    <message>
        <source>%1 × %2 (critical) = %3</source>
        <translation>%1 × %2 (crítico) = %3</translation>
    </message>
    <message>
        <source>1o3d10 rank %1%2: %3 + %4 = %5</source>
        <translation>1o3d10 rango %1%2: %3 + %4 = %5</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>pifia</translation>
    </message>
    <message>
        <source>natural 1, misses</source>
        <translation>1 natural, falla</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>impacto crítico</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>impacta</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 against %4</source>
        <translation>%1 ataca a %2: %3 contra %4</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4 against %5</source>
        <translation>%1 ataca a %2 con %3: %4 contra %5</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>daño %1</translation>
    </message>
    <message>
        <source>, ignores armour → 1 wound</source>
        <translation>, ignora la armadura → 1 herida</translation>
    </message>
    <message>
        <source>, ignores armour → %1 wounds</source>
        <translation>, ignora la armadura → %1 heridas</translation>
    </message>
    <message>
        <source>, absorbs %1 → 1 wound</source>
        <translation>, absorbe %1 → 1 herida</translation>
    </message>
    <message>
        <source>, absorbs %1 → %2 wounds</source>
        <translation>, absorbe %1 → %2 heridas</translation>
    </message>
    <message>
        <source> → 1 wound</source>
        <translation> → 1 herida</translation>
    </message>
    <message>
        <source> → %1 wounds</source>
        <translation> → %1 heridas</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 pasa al estado %2</translation>
    </message>
    <message>
        <source>%1 reloads %2</source>
        <translation>%1 recarga %2</translation>
    </message>
    <message>
        <source>natural 1, fails</source>
        <translation>1 natural, falla</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>éxito crítico</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>tiene éxito</translation>
    </message>
    <message>
        <source>%1 casts %2: %3 against %4 — %5; %6 maná spent, %7 left</source>
        <translation>%1 lanza %2: %3 contra %4 — %5; gasta %6 de maná, le quedan %7</translation>
    </message>
    <message>
        <source>a tie: the GM accepts it or has them roll again</source>
        <translation>empate: el DJ lo acepta o hace repetir la tirada</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>gana %1</translation>
    </message>
    <message>
        <source>%1 (%2) %3 against %4 (%5) %6 — %7</source>
        <translation>%1 (%2) %3 contra %4 (%5) %6 — %7</translation>
    </message>
    <message>
        <source>%1 (fumble)</source>
        <translation>%1 (pifia)</translation>
    </message>
    <message>
        <source>%1 (natural 1)</source>
        <translation>%1 (1 natural)</translation>
    </message>
    <message>
        <source>%1 recovers their breath: %2 → %3 PV healed, %4 wounds left</source>
        <translation>%1 recupera el aliento: %2 → cura %3 PV, le quedan %4 heridas</translation>
    </message>
</context>
<context>
    <name>CombatPresentation</name>
    <message>
        <source>Damage {dice}</source>
        <translation>Daño {dice}</translation>
    </message>
    <message>
        <source>Critical {dice}</source>
        <translation>Crítico {dice}</translation>
    </message>
    <message>
        <source>Fumble: the attack fails</source>
        <translation>Pifia: el ataque falla</translation>
    </message>
    <message>
        <source>Natural 1: a miss</source>
        <translation>1 natural: falla</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Falla</translation>
    </message>
    <message>
        <source>{n} wounds</source>
        <translation>{n} heridas</translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation>1 herida</translation>
    </message>
    <message>
        <source>Critical hit: {wounds}</source>
        <translation>Impacto crítico: {wounds}</translation>
    </message>
    <message>
        <source>Hit: {wounds}</source>
        <translation>Impacta: {wounds}</translation>
    </message>
</context>
<context>
    <name>CombatQueries</name>
    <message>
        <source>Move %1 m.</source>
        <translation>Moverse %1 m.</translation>
    </message>
    <message>
        <source>That square is off the map.</source>
        <translation>Esa casilla está fuera del mapa.</translation>
    </message>
    <message>
        <source>That square is a wall or a closed door.</source>
        <translation>Esa casilla es un muro o una puerta cerrada.</translation>
    </message>
    <message>
        <source>An enemy stands on that square.</source>
        <translation>En esa casilla hay un enemigo.</translation>
    </message>
    <message>
        <source>Someone already stands on that square; tokens may be crossed but not shared.</source>
        <translation>Esa casilla ya está ocupada; se puede cruzar una ficha, pero no compartir su casilla.</translation>
    </message>
    <message>
        <source>No way there: enemies are in the way.</source>
        <translation>No hay camino hasta ahí: hay enemigos en medio.</translation>
    </message>
    <message>
        <source>No way there: walls or closed doors are in the way.</source>
        <translation>No hay camino hasta ahí: hay muros o puertas cerradas en medio.</translation>
    </message>
    <message>
        <source>The way there is %1 m, and %2 m is the most a combatant can move in a turn. Choose a nearer square.</source>
        <translation>El camino hasta ahí es de %1 m, y %2 m es lo máximo que un combatiente puede moverse en un turno. Elige una casilla más cercana.</translation>
    </message>
    <message>
        <source>No movement left this turn. End the turn to move again.</source>
        <translation>No queda movimiento este turno. Termina el turno para volver a moverte.</translation>
    </message>
    <message>
        <source>The way there is %1 m, but only %2 m of movement are left this turn. Choose a nearer square.</source>
        <translation>El camino hasta ahí es de %1 m, pero solo quedan %2 m de movimiento este turno. Elige una casilla más cercana.</translation>
    </message>
    <message>
        <source>%1 has no token on the combat&apos;s map. Place one on the map first.</source>
        <translation>%1 no tiene ficha en el mapa del combate. Coloca antes una en el mapa.</translation>
    </message>
</context>
<context>
    <name>CombatSummaryDialog</name>
    <message>
        <source>Combat over — {name}</source>
        <translation>Combate terminado — {name}</translation>
    </message>
    <message>
        <source>{name}: over after 1 round</source>
        <translation>{name}: terminado tras 1 ronda</translation>
    </message>
    <message>
        <source>{name}: over after {n} rounds</source>
        <translation>{name}: terminado tras {n} rondas</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Daño causado</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Daño recibido</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Fell: {names}</source>
        <translation>Cayeron: {names}</translation>
    </message>
    <message>
        <source>Nobody fell.</source>
        <translation>No cayó nadie.</translation>
    </message>
    <message>
        <source>Recuperar el aliento (1d6 each, five minutes after)</source>
        <translation>Recuperar el aliento (1d6 cada uno, cinco minutos después)</translation>
    </message>
    <message>
        <source>&amp;Recover breath</source>
        <translation>&amp;Recuperar el aliento</translation>
    </message>
    <message>
        <source>Nobody in the fight is hurt: there is nothing to heal.</source>
        <translation>Nadie del combate está herido: no hay nada que curar.</translation>
    </message>
    <message>
        <source>The fight ended before round 1: there is no breath to recover.</source>
        <translation>El combate terminó antes de la ronda 1: no hay aliento que recuperar.</translation>
    </message>
    <message>
        <source>Tick at least one character.</source>
        <translation>Marca al menos un personaje.</translation>
    </message>
</context>
<context>
    <name>CombatText</name>
    <message>
        <source>player character</source>
        <translation>personaje jugador</translation>
    </message>
    <message>
        <source>non-player character</source>
        <translation>personaje no jugador</translation>
    </message>
    <message>
        <source>creature</source>
        <translation>criatura</translation>
    </message>
    <message>
        <source>{value} m</source>
        <translation>{value} m</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 acción</translation>
    </message>
    <message>
        <source>{n} actions</source>
        <translation>{n} acciones</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>sin tirar</translation>
    </message>
    <message>
        <source>{total} · fumble</source>
        <translation>{total} · pifia</translation>
    </message>
    <message>
        <source>{total} · fumble: skips this round</source>
        <translation>{total} · pifia: no actúa esta ronda</translation>
    </message>
    <message>
        <source>fumble: acts last</source>
        <translation>pifia: actúa el último</translation>
    </message>
    <message>
        <source>{n} major</source>
        <translation>{n} mayor</translation>
    </message>
    <message>
        <source>{n} majors</source>
        <translation>{n} mayores</translation>
    </message>
    <message>
        <source>{n} minor</source>
        <translation>{n} menor</translation>
    </message>
    <message>
        <source>{n} minors</source>
        <translation>{n} menores</translation>
    </message>
    <message>
        <source>{m} to move</source>
        <translation>{m} para moverse</translation>
    </message>
    <message>
        <source>(moved {m})</source>
        <translation>(se ha movido {m})</translation>
    </message>
    <message>
        <source>bocajarro</source>
        <translation>bocajarro</translation>
    </message>
    <message>
        <source>corta</source>
        <translation>corta</translation>
    </message>
    <message>
        <source>media</source>
        <translation>media</translation>
    </message>
    <message>
        <source>larga</source>
        <translation>larga</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>sin cobertura</translation>
    </message>
    <message>
        <source>light cover</source>
        <translation>cobertura ligera</translation>
    </message>
    <message>
        <source>medium cover</source>
        <translation>cobertura media</translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation>cobertura grande</translation>
    </message>
</context>
<context>
    <name>DamagedFileDialog</name>
    <message>
        <source>The campaign is damaged</source>
        <translation>La campaña está dañada</translation>
    </message>
    <message>
        <source>You can look at it read-only, or save a repaired copy (the rows that can still be read, written to a new file) and go on with that.</source>
        <translation>Puedes consultarla en solo lectura, o guardar una copia reparada (los datos que aún se pueden leer, escritos en un archivo nuevo) y seguir con ella.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
    <message>
        <source>Save a repaired copy…</source>
        <translation>Guardar una copia reparada…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{stem} (repaired)</source>
        <translation>{stem} (reparada)</translation>
    </message>
    <message>
        <source>Save a repaired copy</source>
        <translation>Guardar una copia reparada</translation>
    </message>
    <message>
        <source>The campaign was not repaired</source>
        <translation>La campaña no se ha reparado</translation>
    </message>
</context>
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
    <message>
        <source>Throw {done} exploded: type the three dice of throw {next}.</source>
        <translation>La tirada {done} ha explotado: escribe los tres dados de la tirada {next}.</translation>
    </message>
    <message>
        <source>Roll the dice panel&apos;s roll</source>
        <translation>Hacer la tirada del panel de dados</translation>
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
        <source>Too many dice in all ({count}): one roll throws at most {limit} dice.</source>
        <translation>Demasiados dados en total ({count}): una tirada lanza como mucho {limit} dados.</translation>
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
    <name>EndCombatQuestion</name>
    <message>
        <source>End combat</source>
        <translation>Terminar el combate</translation>
    </message>
    <message>
        <source>End the combat “{name}”?</source>
        <translation>¿Terminar el combate «{name}»?</translation>
    </message>
    <message>
        <source>Nobody acts any more and its summary opens. Undo brings the fight back.</source>
        <translation>Nadie actúa ya y se abre su resumen. Deshacer devuelve el combate.</translation>
    </message>
    <message>
        <source>End the combat</source>
        <translation>Terminar el combate</translation>
    </message>
    <message>
        <source>Keep fighting</source>
        <translation>Seguir luchando</translation>
    </message>
</context>
<context>
    <name>Fighters</name>
    <message>
        <source>Unarmed</source>
        <translation>Sin armas</translation>
    </message>
    <message>
        <source>%1 (thrown)</source>
        <translation>%1 (arrojada)</translation>
    </message>
    <message>
        <source>Attack (%1)</source>
        <translation>Ataque (%1)</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <source>Forecast (an estimate)</source>
        <translation>Pronóstico (una estimación)</translation>
    </message>
    <message numerus="yes">
        <source>From %Ln fight(s) played with the rules: everyone attacks the most wounded enemy it can hit with its best weapon; positions are ignored. The program&apos;s rolls are exact; this forecast is not.</source>
        <translation>
            <numerusform>De %Ln combate jugado con las reglas: cada uno ataca al enemigo más herido al que puede dañar, con su mejor arma; no se tienen en cuenta las posiciones. Las tiradas del programa son exactas; este pronóstico no lo es.</numerusform>
            <numerusform>De %Ln combates jugados con las reglas: cada uno ataca al enemigo más herido al que puede dañar, con su mejor arma; no se tienen en cuenta las posiciones. Las tiradas del programa son exactas; este pronóstico no lo es.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose fighters for both sides to see how the fight may go.</source>
        <translation>Elige combatientes de los dos bandos para ver cómo puede ir el combate.</translation>
    </message>
    <message>
        <source>Playing the fight…</source>
        <translation>Jugando el combate…</translation>
    </message>
    <message>
        <source>Forecast (an estimate) — updating…</source>
        <translation>Pronóstico (una estimación) — actualizando…</translation>
    </message>
    <message>
        <source>No forecast: {why}</source>
        <translation>Sin pronóstico: {why}</translation>
    </message>
    <message>
        <source>Share of the fights played in which each one ends down (0 PV or less). Everyone strikes the most wounded enemy first, so one already badly hurt falls in nearly all:</source>
        <translation>Parte de los combates jugados en que cada uno acaba en el suelo (0 PV o menos). Todos golpean primero al enemigo más herido, así que quien ya está muy herido cae en casi todos:</translation>
    </message>
    <message numerus="yes">
        <source>The party wins {p} (± {m}) · %Ln round(s) ({low}–{high})</source>
        <translation>
            <numerusform>El grupo gana el {p} (± {m}) · %Ln ronda ({low}–{high})</numerusform>
            <numerusform>El grupo gana el {p} (± {m}) · %Ln rondas ({low}–{high})</numerusform>
        </translation>
    </message>
    <message>
        <source>May fall: {names}</source>
        <translation>Pueden caer: {names}</translation>
    </message>
    <message>
        <source>Nobody of the party is likely to fall.</source>
        <translation>Es poco probable que caiga nadie del grupo.</translation>
    </message>
    <message>
        <source>Enemies falling: {names}</source>
        <translation>Enemigos que caen: {names}</translation>
    </message>
    <message>
        <source>Expected wounds: party {party}, enemies {enemies}</source>
        <translation>Heridas esperadas: grupo {party}, enemigos {enemies}</translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %Ln round(s): {p}</source>
        <translation>
            <numerusform>Sin decidir tras %Ln ronda: {p}</numerusform>
            <numerusform>Sin decidir tras %Ln rondas: {p}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GmEntries</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ambientación</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Ini.</source>
        <translation>Ini.</translation>
    </message>
    <message>
        <source>Ata.</source>
        <translation>Ata.</translation>
    </message>
    <message>
        <source>Def.</source>
        <translation>Def.</translation>
    </message>
    <message>
        <source>Abs.</source>
        <translation>Abs.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Esp.</source>
        <translation>Esp.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>A dos manos</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recarga</translation>
    </message>
    <message>
        <source>Ignores armour</source>
        <translation>Ignora la armadura</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Requisito</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Absorption</source>
        <translation>Absorción</translation>
    </message>
    <message>
        <source>Encumbrance</source>
        <translation>Estorbo</translation>
    </message>
    <message>
        <source>Defence bonus</source>
        <translation>Bonificación a la Defensa</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>medieval</source>
        <translation>medieval</translation>
    </message>
    <message>
        <source>present-day</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>future</source>
        <translation>futurista</translation>
    </message>
    <message>
        <source>“%1” is not a kind of catalog entry.</source>
        <translation>«%1» no es un tipo de entrada del catálogo.</translation>
    </message>
    <message>
        <source>The entry needs a name. Type one and save again.</source>
        <translation>La entrada necesita un nombre. Escribe uno y vuelve a guardar.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters. Shorten it and save again.</source>
        <translation>Un nombre tiene como mucho %1 caracteres. Acórtalo y vuelve a guardar.</translation>
    </message>
    <message>
        <source>The setting must be medieval, actual or futuro, not “%1”.</source>
        <translation>La ambientación debe ser medieval, actual o futuro, no «%1».</translation>
    </message>
    <message>
        <source>%1 must be text.</source>
        <translation>%1 debe ser texto.</translation>
    </message>
    <message>
        <source>%1 is required. Fill it in and save again.</source>
        <translation>%1 es obligatorio. Rellénalo y vuelve a guardar.</translation>
    </message>
    <message>
        <source>%1 has at most %2 characters. Shorten it and save again.</source>
        <translation>%1 tiene como mucho %2 caracteres. Acórtalo y vuelve a guardar.</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not “%4”. Type a value in that range.</source>
        <translation>%1 debe ser un número entero de %2 a %3, no «%4». Escribe un valor en ese intervalo.</translation>
    </message>
    <message>
        <source>%1 is either on or off.</source>
        <translation>%1 solo puede estar activado o desactivado.</translation>
    </message>
    <message>
        <source>%1 “%2” cannot be used: %3. Correct it and save again.</source>
        <translation>%1 «%2» no sirve: %3. Corrígelo y vuelve a guardar.</translation>
    </message>
    <message>
        <source>A %1 price is written in %2, such as “%3”; “%4” is in %5. Change the price or the setting.</source>
        <translation>Un precio %1 se escribe en %2, como «%3»; «%4» está en %5. Cambia el precio o la ambientación.</translation>
    </message>
    <message>
        <source>Damage by range band (short/medium/long) needs the weapon&apos;s ranges, such as “10m/25m/50m”. Give the ranges, or a single damage for a melee weapon.</source>
        <translation>El daño por distancia (corta/media/larga) necesita los alcances del arma, como «10m/25m/50m». Indica los alcances, o un solo daño para un arma cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>The damage and the requirement name different requirements. Keep one of them.</source>
        <translation>El daño y el requisito indican requisitos distintos. Deja solo uno.</translation>
    </message>
    <message>
        <source>“%1” is not an equipment list; the lists are %2.</source>
        <translation>«%1» no es una lista de equipo; las listas son %2.</translation>
    </message>
</context>
<context>
    <name>GmEntryActions</name>
    <message>
        <source>Duplicate “{name}”</source>
        <translation>Duplicar «{name}»</translation>
    </message>
    <message>
        <source>Edit “{name}”</source>
        <translation>Editar «{name}»</translation>
    </message>
    <message>
        <source>“{name}” deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation>«{name}» borrada. Deshacer (Ctrl+Z) la recupera.</translation>
    </message>
    <message>
        <source>You already have an entry of this kind called “{name}”. Give this one another name.</source>
        <translation>Ya tienes una entrada de este tipo llamada «{name}». Ponle otro nombre a esta.</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>“{name}” is now one of your entries.</source>
        <translation>«{name}» es ahora una de tus entradas.</translation>
    </message>
</context>
<context>
    <name>GmEntryDialog</name>
    <message>
        <source>A number plus dice, as the manual writes it: 10+1d6</source>
        <translation>Un número más dados, como lo escribe el manual: 10+1d6</translation>
    </message>
    <message>
        <source>Dice, such as 1d6+2</source>
        <translation>Dados, como 1d6+2</translation>
    </message>
    <message>
        <source>The manual&apos;s special-ability numbers, such as 4 y 5 (or nothing)</source>
        <translation>Los números de habilidades especiales del manual, como 4 y 5 (o nada)</translation>
    </message>
    <message>
        <source>2d6+1; by grip 2d6(1M)/2d6+1(2M); by range band 3d6+2/2d6/-; by ammunition 1d6+1/1d6+2(plomo)</source>
        <translation>2d6+1; según las manos 2d6(1M)/2d6+1(2M); según la distancia 3d6+2/2d6/-; según la munición 1d6+1/1d6+2(plomo)</translation>
    </message>
    <message>
        <source>n/a for melee, or short/medium/long such as 25m/50m/100m</source>
        <translation>n/a para cuerpo a cuerpo, o corta/media/larga como 25m/50m/100m</translation>
    </message>
    <message>
        <source>An amount and a currency: 10 mo, 3 mp, 5 mc, 400 $, 25 cr</source>
        <translation>Una cantidad y una moneda: 10 mo, 3 mp, 5 mc, 400 $, 25 cr</translation>
    </message>
    <message>
        <source>Nothing, or written like req. Físico 9</source>
        <translation>Nada, o escrito como req. Físico 9</translation>
    </message>
    <message>
        <source>Anything the table should remember</source>
        <translation>Lo que la mesa deba recordar</translation>
    </message>
    <message>
        <source>It needs both hands</source>
        <translation>Necesita las dos manos</translation>
    </message>
    <message>
        <source>A major action to reload after each shot</source>
        <translation>Una acción mayor para recargar tras cada disparo</translation>
    </message>
    <message>
        <source>Armour absorbs none of its damage</source>
        <translation>La armadura no absorbe nada de su daño</translation>
    </message>
</context>
<context>
    <name>HandoutCommands</name>
    <message>
        <source>That handout is no longer in the campaign (it was removed). Choose another one.</source>
        <translation>Esa ayuda de juego ya no está en la campaña (se eliminó). Elige otra.</translation>
    </message>
    <message>
        <source>A handout needs a title. Type one and try again.</source>
        <translation>Una ayuda de juego necesita un título. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A handout&apos;s title may be at most %1 characters. Shorten it and try again.</source>
        <translation>El título de una ayuda de juego puede tener como mucho %1 caracteres. Acórtalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A handout&apos;s text must be text.</source>
        <translation>El texto de una ayuda de juego tiene que ser texto.</translation>
    </message>
    <message>
        <source>A handout&apos;s text may be at most %1 characters; this one has %2. Shorten it and try again.</source>
        <translation>El texto de una ayuda de juego puede tener como mucho %1 caracteres; este tiene %2. Acórtalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Add handout “%1”</source>
        <translation>Añadir la ayuda de juego «%1»</translation>
    </message>
    <message>
        <source>Edit handout</source>
        <translation>Editar ayuda de juego</translation>
    </message>
    <message>
        <source>Edit handout “%1”</source>
        <translation>Editar la ayuda de juego «%1»</translation>
    </message>
    <message>
        <source>Remove handout</source>
        <translation>Quitar ayuda de juego</translation>
    </message>
    <message>
        <source>Remove handout “%1”</source>
        <translation>Quitar la ayuda de juego «%1»</translation>
    </message>
    <message>
        <source>Move handout</source>
        <translation>Mover ayuda de juego</translation>
    </message>
    <message>
        <source>Move handout “%1”</source>
        <translation>Mover la ayuda de juego «%1»</translation>
    </message>
</context>
<context>
    <name>HandoutTextDialog</name>
    <message>
        <source>Edit handout</source>
        <translation>Editar ayuda de juego</translation>
    </message>
    <message>
        <source>New text handout</source>
        <translation>Nueva ayuda de juego de texto</translation>
    </message>
    <message>
        <source>What the players read at the top</source>
        <translation>Lo que los jugadores leen arriba</translation>
    </message>
    <message>
        <source>A letter, a riddle, an inscription…</source>
        <translation>Una carta, un acertijo, una inscripción…</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Intro</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;xto:</translation>
    </message>
</context>
<context>
    <name>HandoutsController</name>
    <message>
        <source>Handout</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Edit handout…</source>
        <translation>Editar ayuda de juego…</translation>
    </message>
    <message>
        <source>Delete handout</source>
        <translation>Borrar ayuda de juego</translation>
    </message>
    <message>
        <source>Show the handout to the table</source>
        <translation>Mostrar la ayuda de juego en la mesa</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Put the handout chosen in the Handouts panel over the table screen</source>
        <translation>Pone la ayuda de juego elegida en el panel Ayudas de juego sobre la pantalla de mesa</translation>
    </message>
    <message>
        <source>Take the handout down</source>
        <translation>Retirar la ayuda de juego</translation>
    </message>
    <message>
        <source>Show the map on the table screen again</source>
        <translation>Vuelve a mostrar el mapa en la pantalla de mesa</translation>
    </message>
    <message>
        <source>Nothing on the table</source>
        <translation>Nada en la mesa</translation>
    </message>
    <message>
        <source>On the table: {title}</source>
        <translation>En la mesa: {title}</translation>
    </message>
    <message>
        <source>(on the table now)</source>
        <translation>(ahora en la mesa)</translation>
    </message>
    <message>
        <source>Show to one player</source>
        <translation>Mostrar a un jugador</translation>
    </message>
    <message>
        <source>Add picture handouts</source>
        <translation>Añadir imágenes como ayudas de juego</translation>
    </message>
    <message>
        <source>Pictures (%1)</source>
        <translation>Imágenes (%1)</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre primero una campaña.</translation>
    </message>
    <message>
        <source>“%1” is not a PNG, JPEG or WebP picture, so it cannot be a handout.</source>
        <translation>«%1» no es una imagen PNG, JPEG ni WebP, así que no puede ser una ayuda de juego.</translation>
    </message>
    <message>
        <source>Reading the picture “%1”…</source>
        <translation>Leyendo la imagen «%1»…</translation>
    </message>
    <message numerus="yes">
        <source>%n handout(s) added.</source>
        <translation>
            <numerusform>%n ayuda de juego añadida.</numerusform>
            <numerusform>%n ayudas de juego añadidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Handout not added</source>
        <translation>Ayuda de juego no añadida</translation>
    </message>
    <message>
        <source>Choose a handout in the Handouts panel first.</source>
        <translation>Elige primero una ayuda de juego en el panel Ayudas de juego.</translation>
    </message>
    <message>
        <source>“%1” is on the table.</source>
        <translation>«%1» está en la mesa.</translation>
    </message>
    <message>
        <source>“%1” sent to %2&apos;s phone.</source>
        <translation>«%1» enviada al móvil de %2.</translation>
    </message>
    <message>
        <source>The handout was taken down from the table.</source>
        <translation>La ayuda de juego se retiró de la mesa.</translation>
    </message>
    <message>
        <source>No player characters</source>
        <translation>No hay personajes jugadores</translation>
    </message>
</context>
<context>
    <name>HandoutsPanel</name>
    <message>
        <source>Handouts</source>
        <translation>Ayudas de juego</translation>
    </message>
    <message>
        <source>Drop PNG, JPEG or WebP pictures here to add them</source>
        <translation>Suelta aquí imágenes PNG, JPEG o WebP para añadirlas</translation>
    </message>
    <message>
        <source>No handouts yet: add a picture or a short text, or drop picture files here.</source>
        <translation>Aún no hay ayudas de juego: añade una imagen o un texto breve, o suelta aquí archivos de imagen.</translation>
    </message>
    <message>
        <source>Add picture…</source>
        <translation>Añadir imagen…</translation>
    </message>
    <message>
        <source>Add text…</source>
        <translation>Añadir texto…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Show to the table</source>
        <translation>Mostrar en la mesa</translation>
    </message>
    <message>
        <source>To one player</source>
        <translation>A un jugador</translation>
    </message>
    <message>
        <source>Send the handout to one player&apos;s phone only</source>
        <translation>Enviar la ayuda de juego solo al móvil de un jugador</translation>
    </message>
    <message>
        <source>Take down</source>
        <translation>Retirar</translation>
    </message>
</context>
<context>
    <name>HarmDialog</name>
    <message>
        <source>Damage or heal — {name}</source>
        <translation>Dañar o curar — {name}</translation>
    </message>
    <message>
        <source>Damage or heal {name}</source>
        <translation>Dañar o curar a {name}</translation>
    </message>
    <message>
        <source>7, or dice such as 2d6+1</source>
        <translation>7, o dados como 2d6+1</translation>
    </message>
    <message>
        <source>An amount, or dice to roll: damage dice explode, healing dice do not</source>
        <translation>Una cantidad, o dados que tirar: los dados de daño explotan, los de curación no</translation>
    </message>
    <message>
        <source>&amp;Damage</source>
        <translation>&amp;Daño</translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation>&amp;Curación</translation>
    </message>
    <message>
        <source>&amp;Armour applies (its absorption is subtracted)</source>
        <translation>Cuenta la &amp;armadura (se resta su absorción)</translation>
    </message>
    <message>
        <source>optional: a fall, a molotov…</source>
        <translation>opcional: una caída, un cóctel molotov…</translation>
    </message>
    <message>
        <source>A&amp;mount</source>
        <translation>Ca&amp;ntidad</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>A&amp;plicar</translation>
    </message>
    <message>
        <source>A&amp;pply the healing</source>
        <translation>A&amp;plicar la curación</translation>
    </message>
</context>
<context>
    <name>HealingLimits</name>
    <message>
        <source>%1 is still fighting in “%2”: recuperar el aliento comes after the fight. End the combat first (Combat dock, End combat…).</source>
        <translation>%1 sigue luchando en «%2»: el aliento se recupera después del combate. Termina antes el combate (panel Combate, Terminar el combate…).</translation>
    </message>
    <message>
        <source>%1 has already recovered their breath, and has fought no combat since. Recuperar el aliento is once after each fight; heal other PV with Damage or heal…, a night&apos;s rest or Medicina.</source>
        <translation>%1 ya ha recuperado el aliento y no ha vuelto a combatir desde entonces. El aliento se recupera una vez tras cada combate; cura otros PV con Dañar o curar…, un descanso nocturno o Medicina.</translation>
    </message>
    <message>
        <source>%1 has already recovered their breath after “%2”. Recuperar el aliento is once after each fight; heal other PV with Damage or heal…, a night&apos;s rest or Medicina.</source>
        <translation>%1 ya ha recuperado el aliento tras «%2». El aliento se recupera una vez tras cada combate; cura otros PV con Dañar o curar…, un descanso nocturno o Medicina.</translation>
    </message>
    <message>
        <source>%1 has already rested on day %2: a night&apos;s rest heals once a night. Pass to the next day (Campaign dock, Next day) before resting again.</source>
        <translation>%1 ya ha descansado el día %2: el descanso nocturno cura una vez por noche. Pasa al día siguiente (panel Campaña, Día siguiente) antes de volver a descansar.</translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>The file cannot be imported: {problem}.</source>
        <translation>El archivo no se puede importar: {problem}.</translation>
    </message>
    <message>
        <source>{field}: {problem}.</source>
        <translation>{field}: {problem}.</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column}: {detail})</source>
        <translation>no es JSON válido (línea {line}, columna {column}: {detail})</translation>
    </message>
    <message>
        <source>it is not a JSON text file (it is not UTF-8 text)</source>
        <translation>no es un archivo de texto JSON (no es texto UTF-8)</translation>
    </message>
    <message>
        <source>the file is too large ({size} bytes)</source>
        <translation>el archivo es demasiado grande ({size} bytes)</translation>
    </message>
    <message>
        <source>it is nested deeper than {depth} levels</source>
        <translation>tiene más de {depth} niveles de anidamiento</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} no es un número que JSON admita</translation>
    </message>
    <message>
        <source>the number has {digits} digits; at most {max} are allowed</source>
        <translation>el número tiene {digits} cifras; se admiten como mucho {max}</translation>
    </message>
    <message>
        <source>the text holds an invalid character (half of a character pair, at position {position})</source>
        <translation>el texto contiene un carácter no válido (medio par de caracteres, en la posición {position})</translation>
    </message>
    <message>
        <source>this file holds one character, not a campaign: import it into a campaign with {button} in the list of characters</source>
        <translation>este archivo contiene un personaje, no una campaña: impórtalo en una campaña con {button} en la lista de personajes</translation>
    </message>
    <message>
        <source>this file holds a whole campaign, not one character</source>
        <translation>este archivo contiene una campaña entera, no un personaje</translation>
    </message>
    <message>
        <source>expected {kind} (this is not a RyF Desktop export), got {got}</source>
        <translation>se esperaba {kind} (esto no es una exportación de RyF Desktop) y hay {got}</translation>
    </message>
    <message>
        <source>this file was exported by a newer RyF Desktop (format {found}; this version reads up to {known}); update the program to import it</source>
        <translation>este archivo lo exportó un RyF Desktop más reciente (formato {found}; esta versión lee hasta el {known}); actualiza el programa para importarlo</translation>
    </message>
    <message>
        <source>unknown field (the fields here are: {known})</source>
        <translation>campo desconocido (aquí los campos son: {known})</translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation>este campo es obligatorio</translation>
    </message>
    <message>
        <source>expected an object, got {got}</source>
        <translation>se esperaba un objeto y hay {got}</translation>
    </message>
    <message>
        <source>expected a whole number from {low} to {high}, got {got}</source>
        <translation>se esperaba un número entero de {low} a {high} y hay {got}</translation>
    </message>
    <message>
        <source>expected a number from {low} to {high}, got {got}</source>
        <translation>se esperaba un número de {low} a {high} y hay {got}</translation>
    </message>
    <message>
        <source>expected a finite number, got {got}</source>
        <translation>se esperaba un número finito y hay {got}</translation>
    </message>
    <message>
        <source>expected text of at most {max} characters, got {got}</source>
        <translation>se esperaba un texto de como mucho {max} caracteres y hay {got}</translation>
    </message>
    <message>
        <source>expected text that is not empty, got {got}</source>
        <translation>se esperaba un texto no vacío y hay {got}</translation>
    </message>
    <message>
        <source>expected true or false, got {got}</source>
        <translation>se esperaba true o false y hay {got}</translation>
    </message>
    <message>
        <source>expected one of {options}, got {got}</source>
        <translation>se esperaba uno de estos valores: {options}, y hay {got}</translation>
    </message>
    <message>
        <source>expected a date and time like &apos;2025-03-01T18:30:00+00:00&apos;, got {got}</source>
        <translation>se esperaba una fecha y hora como &apos;2025-03-01T18:30:00+00:00&apos; y hay {got}</translation>
    </message>
    <message>
        <source>expected a list of at most {max} entries, got {got}</source>
        <translation>se esperaba una lista de como mucho {max} elementos y hay {got}</translation>
    </message>
    <message>
        <source>expected 64 lowercase hexadecimal digits, got {got}</source>
        <translation>se esperaban 64 cifras hexadecimales en minúscula y hay {got}</translation>
    </message>
    <message>
        <source>expected the picture’s bytes in base64</source>
        <translation>se esperaban los bytes de la imagen en base64</translation>
    </message>
    <message>
        <source>expected a name of 1 to {max} characters, got {got}</source>
        <translation>se esperaba un nombre de 1 a {max} caracteres y hay {got}</translation>
    </message>
    <message>
        <source>expected a colour &apos;rrggbb&apos;, got {got}</source>
        <translation>se esperaba un color &apos;rrggbb&apos; y hay {got}</translation>
    </message>
    <message>
        <source>expected a square [x, y] on the {width}×{height} grid, got {got}</source>
        <translation>se esperaba una casilla [x, y] de la cuadrícula de {width}×{height} y hay {got}</translation>
    </message>
    <message>
        <source>the id {id} is used twice</source>
        <translation>el id {id} se usa dos veces</translation>
    </message>
    <message>
        <source>expected exactly one of &apos;character&apos; and &apos;monster&apos;</source>
        <translation>se esperaba exactamente uno de &apos;character&apos; y &apos;monster&apos;</translation>
    </message>
    <message>
        <source>refers to {key} {id}, which is not in the file</source>
        <translation>hace referencia a {key} {id}, que no está en el archivo</translation>
    </message>
    <message>
        <source>the skill “{name}” is listed twice</source>
        <translation>la habilidad «{name}» aparece dos veces</translation>
    </message>
    <message>
        <source>the specialisation “{name}” is listed twice</source>
        <translation>la especialización «{name}» aparece dos veces</translation>
    </message>
    <message>
        <source>the {kind} “{name}” is listed twice</source>
        <translation>el {kind} «{name}» aparece dos veces</translation>
    </message>
    <message>
        <source>the square {square} is not a door of this map</source>
        <translation>la casilla {square} no es una puerta de este mapa</translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation>la imagen está vacía</translation>
    </message>
    <message>
        <source>the picture’s bytes do not match its sha256 (a damaged file?)</source>
        <translation>los bytes de la imagen no coinciden con su sha256 (¿un archivo dañado?)</translation>
    </message>
    <message>
        <source>the picture cannot be decoded (only its header is whole, or it is damaged)</source>
        <translation>la imagen no se puede descodificar (solo su cabecera está entera, o está dañada)</translation>
    </message>
    <message>
        <source>the same picture is listed twice</source>
        <translation>la misma imagen aparece dos veces</translation>
    </message>
    <message>
        <source>the bytes are not a {mime} picture</source>
        <translation>los bytes no son una imagen {mime}</translation>
    </message>
    <message>
        <source>a {mime} picture cannot be used (only PNG, JPEG and WebP)</source>
        <translation>no se puede usar una imagen {mime} (solo PNG, JPEG y WebP)</translation>
    </message>
    <message>
        <source>the picture is {real_width}×{real_height} pixels, not {width}×{height}</source>
        <translation>la imagen mide {real_width}×{real_height} píxeles, no {width}×{height}</translation>
    </message>
    <message>
        <source>the picture is too big ({width}×{height} pixels; at most {side} pixels a side and {megapixels} megapixels)</source>
        <translation>la imagen es demasiado grande ({width}×{height} píxeles; como mucho {side} píxeles de lado y {megapixels} megapíxeles)</translation>
    </message>
    <message>
        <source>the picture is too large ({size} bytes; at most {limit} MB)</source>
        <translation>la imagen ocupa demasiado ({size} bytes; como mucho {limit} MB)</translation>
    </message>
    <message>
        <source>the data is inconsistent ({detail})</source>
        <translation>los datos son incoherentes ({detail})</translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <source>Initiative of {name}</source>
        <translation>Iniciativa de {name}</translation>
    </message>
    <message>
        <source>{name}: Iniciativa {value} + 1o3d10 (a 10 explodes)</source>
        <translation>{name}: Iniciativa {value} + 1o3d10 (un 10 explota)</translation>
    </message>
    <message>
        <source>&amp;Dice thrown</source>
        <translation>&amp;Dados tirados</translation>
    </message>
    <message>
        <source>&amp;Total</source>
        <translation>&amp;Total</translation>
    </message>
    <message>
        <source>e.g. 3 8 10, or 3 10 10 / 3 4 7</source>
        <translation>p. ej. 3 8 10, o 3 10 10 / 3 4 7</translation>
    </message>
    <message>
        <source>The three d10 the player threw, in any order; after a 10 that explodes, the next three</source>
        <translation>Los tres d10 que tiró el jugador, en cualquier orden; tras un 10 que explota, los tres siguientes</translation>
    </message>
    <message>
        <source>The initiative total, worked out at the table</source>
        <translation>El total de iniciativa, calculado en la mesa</translation>
    </message>
</context>
<context>
    <name>LockDialog</name>
    <message>
        <source>Campaign already open</source>
        <translation>Campaña ya abierta</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is already open in {program}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ya está abierta en {program}.</translation>
    </message>
    <message>
        <source>You can open it read-only to look at it, or cancel and close it there first to edit it here. If that copy of the program is no longer running, you can take the campaign over.</source>
        <translation>Puedes abrirla en solo lectura para consultarla, o cancelar y cerrarla primero allí para editarla aquí. Si esa copia del programa ya no está en marcha, puedes hacerte con la campaña.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
    <message>
        <source>Take over…</source>
        <translation>Hacerse con ella…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opened by {user} on the computer {host} ({program}, process {pid}) since {since}.</source>
        <translation>Abierta por {user} en el ordenador {host} ({program}, proceso {pid}) desde {since}.</translation>
    </message>
    <message>
        <source>It has given no sign of life for {minutes} minutes: that copy has probably stopped (a crash, or its computer asleep), and taking the campaign over is likely safe.</source>
        <translation>Lleva {minutes} minutos sin dar señales de vida: esa copia probablemente se ha detenido (un fallo, o su ordenador en reposo), y hacerse con la campaña es casi seguro sin riesgo.</translation>
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
        <source>As opened</source>
        <translation>Al abrir</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Historial de cambios</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>The campaign is backed up when it opens and every 30 minutes</source>
        <translation>Se hace una copia de seguridad de la campaña al abrirla y cada 30 minutos</translation>
    </message>
    <message>
        <source>Open a campaign to see its map</source>
        <translation>Abre una campaña para ver su mapa</translation>
    </message>
    <message>
        <source>The campaign&apos;s battlemap will show here</source>
        <translation>Aquí se verá el mapa de batalla de la campaña</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
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
        <source>&amp;Keyboard shortcuts</source>
        <translation>Ata&amp;jos de teclado</translation>
    </message>
    <message>
        <source>Every keyboard shortcut of the program</source>
        <translation>Todos los atajos de teclado del programa</translation>
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
        <translation>&lt;h3&gt;RyF Desktop {version}&lt;/h3&gt;&lt;p&gt;Un tablero virtual para directores de juego de &lt;i&gt;RyF (Rápido y Fácil)&lt;/i&gt;: hojas de personaje, un catálogo de monstruos y equipo, un mapa de batalla y la ronda de combate, en un solo portátil.&lt;/p&gt;&lt;p&gt;RyF es un sistema de rol libre de Miguel Ángel Zarza, bajo licencia CC BY-SA.&lt;/p&gt;&lt;p&gt;RyF Desktop es software libre bajo la GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About RyF Desktop</source>
        <translation>Acerca de RyF Desktop</translation>
    </message>
</context>
<context>
    <name>ManualHarm</name>
    <message>
        <source>“%1” is not an amount or dice: type a number such as 7, or dice such as 2d6+1.</source>
        <translation>«%1» no es una cantidad ni unos dados: escribe un número como 7, o dados como 2d6+1.</translation>
    </message>
    <message>
        <source>Damage and healing are rolled with ordinary dice, such as 2d6+1, not 1o3d10.</source>
        <translation>El daño y la curación se tiran con dados normales, como 2d6+1, no con 1o3d10.</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dañar</translation>
    </message>
    <message>
        <source>That combat has ended; damage or heal the character from its sheet.</source>
        <translation>Ese combate ha terminado; daña o cura al personaje desde su hoja.</translation>
    </message>
    <message>
        <source>%1 is gone from the campaign.</source>
        <translation>%1 ya no está en la campaña.</translation>
    </message>
    <message>
        <source>%1 is healed %2 PV</source>
        <translation>%1 se cura %2 PV</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1 recibe %2 de daño</translation>
    </message>
    <message>
        <source> → 1 wound left</source>
        <translation> → le queda 1 herida</translation>
    </message>
    <message>
        <source> → %1 wounds left</source>
        <translation> → le quedan %1 heridas</translation>
    </message>
    <message>
        <source>, absorbs %1 → 1 wound</source>
        <translation>, absorbe %1 → 1 herida</translation>
    </message>
    <message>
        <source>, absorbs %1 → %2 wounds</source>
        <translation>, absorbe %1 → %2 heridas</translation>
    </message>
    <message>
        <source>, armour not applied → 1 wound</source>
        <translation>, sin armadura → 1 herida</translation>
    </message>
    <message>
        <source>, armour not applied → %1 wounds</source>
        <translation>, sin armadura → %1 heridas</translation>
    </message>
    <message>
        <source> → 1 wound</source>
        <translation> → 1 herida</translation>
    </message>
    <message>
        <source> → %1 wounds</source>
        <translation> → %1 heridas</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 pasa al estado %2</translation>
    </message>
</context>
<context>
    <name>MapCommands</name>
    <message>
        <source>That map is no longer in the campaign (it was deleted). Choose another map.</source>
        <translation>Ese mapa ya no está en la campaña (se borró). Elige otro mapa.</translation>
    </message>
    <message>
        <source>That token is no longer on the map (it was deleted). Refresh the map.</source>
        <translation>Esa ficha ya no está en el mapa (se borró). Actualiza el mapa.</translation>
    </message>
    <message>
        <source>“%1” would stand off the map “%2” at square %3, %4: the map has %5×%6 squares. Choose a square inside it.</source>
        <translation>«%1» quedaría fuera del mapa «%2» en la casilla %3, %4: el mapa tiene %5×%6 casillas. Elige una casilla dentro de él.</translation>
    </message>
    <message>
        <source>“%1” cannot stand on square %2, %3 of “%4”: there is a wall. Choose a free square, or erase the wall first.</source>
        <translation>«%1» no puede estar en la casilla %2, %3 de «%4»: hay un muro. Elige una casilla libre o borra antes el muro.</translation>
    </message>
    <message>
        <source>“%1” cannot stand on square %2, %3 of “%4”: there is a closed door. Open the door first, or choose another square.</source>
        <translation>«%1» no puede estar en la casilla %2, %3 de «%4»: hay una puerta cerrada. Abre antes la puerta o elige otra casilla.</translation>
    </message>
    <message>
        <source>A token covers 1×1, 2×2 or 3×3 squares, not %1. Choose a size from 1 to 3.</source>
        <translation>Una ficha ocupa 1×1, 2×2 o 3×3 casillas, no %1. Elige un tamaño de 1 a 3.</translation>
    </message>
    <message>
        <source>A map has from 1 to %1 squares a side, not %2×%3. Choose a size within that.</source>
        <translation>Un mapa tiene de 1 a %1 casillas por lado, no %2×%3. Elige un tamaño dentro de ese margen.</translation>
    </message>
    <message>
        <source>A map needs a name. Type one and try again.</source>
        <translation>Un mapa necesita un nombre. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A map&apos;s name has at most %1 characters. Shorten it and try again.</source>
        <translation>El nombre de un mapa tiene como mucho %1 caracteres. Acórtalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>New map “%1”</source>
        <translation>Nuevo mapa «%1»</translation>
    </message>
    <message>
        <source>Edit map</source>
        <translation>Editar mapa</translation>
    </message>
    <message>
        <source>A map&apos;s notes have at most %1 characters. Shorten them and try again.</source>
        <translation>Las notas de un mapa tienen como mucho %1 caracteres. Acórtalas y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Rename map “%1” to “%2”</source>
        <translation>Renombrar el mapa «%1» a «%2»</translation>
    </message>
    <message>
        <source>Resize map “%1” to %2×%3</source>
        <translation>Cambiar el tamaño del mapa «%1» a %2×%3</translation>
    </message>
    <message>
        <source>Edit the notes of map “%1”</source>
        <translation>Editar las notas del mapa «%1»</translation>
    </message>
    <message>
        <source>The map “%1” cannot shrink to %2×%3 squares: %4 would fall off it. Move those tokens inside the new size first.</source>
        <translation>El mapa «%1» no puede reducirse a %2×%3 casillas: %4 quedaría fuera. Mueve antes esas fichas dentro del nuevo tamaño.</translation>
    </message>
    <message>
        <source>Delete map</source>
        <translation>Borrar mapa</translation>
    </message>
    <message>
        <source>The map “%1” cannot be deleted while the combat “%2” is fought on it. End the combat first.</source>
        <translation>El mapa «%1» no se puede borrar mientras se libra en él el combate «%2». Termina antes el combate.</translation>
    </message>
    <message>
        <source>Delete map “%1”</source>
        <translation>Borrar el mapa «%1»</translation>
    </message>
    <message>
        <source>The picture “%1” cannot be read (%2). Check that the file is still there.</source>
        <translation>No se puede leer la imagen «%1» (%2). Comprueba que el archivo sigue ahí.</translation>
    </message>
    <message>
        <source>The picture “%1” is %2 MB; a map background may be at most %3 MB. Save it smaller (for example as JPEG or WebP) and import it again.</source>
        <translation>La imagen «%1» ocupa %2 MB; un fondo de mapa puede ocupar como mucho %3 MB. Guárdala más pequeña (por ejemplo en JPEG o WebP) e impórtala de nuevo.</translation>
    </message>
    <message>
        <source>“%1” is not a PNG, JPEG or WebP picture, so it cannot be a map background. Save it in one of those formats and import it again.</source>
        <translation>«%1» no es una imagen PNG, JPEG ni WebP, así que no puede ser un fondo de mapa. Guárdala en uno de esos formatos e impórtala de nuevo.</translation>
    </message>
    <message>
        <source>The picture “%1” cannot be read (%2). The file may be damaged: save it again and import it.</source>
        <translation>No se puede leer la imagen «%1» (%2). El archivo puede estar dañado: guárdala de nuevo e impórtala.</translation>
    </message>
    <message>
        <source>The picture “%1” is %2 MB; a handout may be at most %3 MB. Save it smaller (for example as JPEG or WebP) and add it again.</source>
        <translation>La imagen «%1» ocupa %2 MB; una ayuda de juego puede ocupar como mucho %3 MB. Guárdala más pequeña (por ejemplo en JPEG o WebP) y vuelve a añadirla.</translation>
    </message>
    <message>
        <source>“%1” is not a PNG, JPEG or WebP picture, so it cannot be a handout. Save it in one of those formats and add it again.</source>
        <translation>«%1» no es una imagen PNG, JPEG ni WebP, así que no puede ser una ayuda de juego. Guárdala en uno de esos formatos y vuelve a añadirla.</translation>
    </message>
    <message>
        <source>The picture “%1” is %2×%3 pixels; a handout may be at most %4 pixels a side and %5 megapixels. Scale it down in an image editor and add it again.</source>
        <translation>La imagen «%1» mide %2×%3 píxeles; una ayuda de juego puede medir como mucho %4 píxeles por lado y %5 megapíxeles. Redúcela en un editor de imágenes y vuelve a añadirla.</translation>
    </message>
    <message>
        <source>The picture “%1” is %2×%3 pixels; a map background may be at most %4 pixels a side and %5 megapixels. Scale it down in an image editor and import it again.</source>
        <translation>La imagen «%1» mide %2×%3 píxeles; un fondo de mapa puede medir como mucho %4 píxeles por lado y %5 megapíxeles. Redúcela en un editor de imágenes e impórtala de nuevo.</translation>
    </message>
    <message>
        <source>Set the background “%1”</source>
        <translation>Poner el fondo «%1»</translation>
    </message>
    <message>
        <source>Set the background of “%1” to “%2”</source>
        <translation>Poner a «%1» el fondo «%2»</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>Quitar el fondo</translation>
    </message>
    <message>
        <source>Remove the background of “%1”</source>
        <translation>Quitar el fondo de «%1»</translation>
    </message>
    <message>
        <source>Calibrate the background</source>
        <translation>Calibrar el fondo</translation>
    </message>
    <message>
        <source>The background&apos;s scale must be more than 0 image pixels per square, not %1. Drag across some squares of the picture again, or type the scale.</source>
        <translation>La escala del fondo debe ser de más de 0 píxeles de imagen por casilla, no %1. Arrastra de nuevo a lo largo de algunas casillas de la imagen o escribe la escala.</translation>
    </message>
    <message>
        <source>The background&apos;s offset must be a number of pixels. Type it again.</source>
        <translation>El desplazamiento del fondo debe ser un número de píxeles. Escríbelo de nuevo.</translation>
    </message>
    <message>
        <source>Calibrate the background of “%1”</source>
        <translation>Calibrar el fondo de «%1»</translation>
    </message>
    <message>
        <source>Paint squares</source>
        <translation>Pintar casillas</translation>
    </message>
    <message>
        <source>There is no map layer “%1”; paint walls, difficult, fog or doors.</source>
        <translation>No hay ninguna capa de mapa «%1»; pinta muros, terreno difícil, niebla o puertas.</translation>
    </message>
    <message>
        <source>Open or close a door</source>
        <translation>Abrir o cerrar una puerta</translation>
    </message>
    <message>
        <source>There is no door on square %1, %2 of “%3”. Place a door there first, or choose a door.</source>
        <translation>No hay ninguna puerta en la casilla %1, %2 de «%3». Pon antes una puerta ahí o elige una puerta.</translation>
    </message>
    <message>
        <source>Close the door at %1, %2</source>
        <translation>Cerrar la puerta en %1, %2</translation>
    </message>
    <message>
        <source>Open the door at %1, %2</source>
        <translation>Abrir la puerta en %1, %2</translation>
    </message>
    <message>
        <source>Place a token</source>
        <translation>Poner una ficha</translation>
    </message>
    <message>
        <source>“%1” already stands on the map “%2” (square %3, %4). Move that token instead.</source>
        <translation>«%1» ya está en el mapa «%2» (casilla %3, %4). Mueve esa ficha en su lugar.</translation>
    </message>
    <message>
        <source>Place “%1” on the map “%2”</source>
        <translation>Poner a «%1» en el mapa «%2»</translation>
    </message>
    <message>
        <source>That character is no longer in the campaign (it was deleted), so it cannot be placed. Refresh the list.</source>
        <translation>Ese personaje ya no está en la campaña (se borró), así que no se puede poner. Actualiza la lista.</translation>
    </message>
    <message>
        <source>That creature is no longer in play (it was deleted), so it cannot be placed. Place it again from the catalog.</source>
        <translation>Esa criatura ya no está en juego (se borró), así que no se puede poner. Ponla de nuevo desde el catálogo.</translation>
    </message>
    <message>
        <source>Move a token</source>
        <translation>Mover una ficha</translation>
    </message>
    <message>
        <source>Move “%1” to square %2, %3</source>
        <translation>Mover a «%1» a la casilla %2, %3</translation>
    </message>
    <message>
        <source>Hide or show a token</source>
        <translation>Ocultar o mostrar una ficha</translation>
    </message>
    <message>
        <source>Hide “%1” from the players</source>
        <translation>Ocultar a «%1» a los jugadores</translation>
    </message>
    <message>
        <source>Show “%1” to the players</source>
        <translation>Mostrar a «%1» a los jugadores</translation>
    </message>
    <message>
        <source>Resize a token</source>
        <translation>Cambiar el tamaño de una ficha</translation>
    </message>
    <message>
        <source>Make “%1” %2×%2 squares</source>
        <translation>Hacer que «%1» ocupe %2×%2 casillas</translation>
    </message>
    <message>
        <source>Delete a token</source>
        <translation>Borrar una ficha</translation>
    </message>
    <message>
        <source>Take “%1” off the map</source>
        <translation>Quitar a «%1» del mapa</translation>
    </message>
    <message>
        <source>Reveal from sight</source>
        <translation>Revelar lo que se ve</translation>
    </message>
    <message>
        <source>No player character&apos;s token stands visible on “%1”, so nobody sees anything. Place one, or choose the tokens whose sight to use.</source>
        <translation>No hay ninguna ficha visible de un personaje jugador en «%1», así que nadie ve nada. Pon una o elige las fichas cuya vista usar.</translation>
    </message>
    <message>
        <source>None of the chosen tokens stands on “%1” any more. Choose tokens on this map.</source>
        <translation>Ninguna de las fichas elegidas sigue en «%1». Elige fichas de este mapa.</translation>
    </message>
    <message>
        <source>Cover all with fog</source>
        <translation>Cubrir todo de niebla</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>Revelar todo</translation>
    </message>
    <message>
        <source>New map “%1” from a picture</source>
        <translation>Mapa nuevo «%1» a partir de una imagen</translation>
    </message>
</context>
<context>
    <name>MapCounts</name>
    <message numerus="yes">
        <source>Paint walls on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Pintar muros en «%1» (%n casilla)</numerusform>
            <numerusform>Pintar muros en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase walls on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Borrar muros en «%1» (%n casilla)</numerusform>
            <numerusform>Borrar muros en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint difficult terrain on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Pintar terreno difícil en «%1» (%n casilla)</numerusform>
            <numerusform>Pintar terreno difícil en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase difficult terrain on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Borrar terreno difícil en «%1» (%n casilla)</numerusform>
            <numerusform>Borrar terreno difícil en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hide under fog on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Ocultar bajo la niebla en «%1» (%n casilla)</numerusform>
            <numerusform>Ocultar bajo la niebla en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal from the fog on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Revelar de la niebla en «%1» (%n casilla)</numerusform>
            <numerusform>Revelar de la niebla en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place doors on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Poner puertas en «%1» (%n casilla)</numerusform>
            <numerusform>Poner puertas en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase doors on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Borrar puertas en «%1» (%n casilla)</numerusform>
            <numerusform>Borrar puertas en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal from sight on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Revelar lo que se ve en «%1» (%n casilla)</numerusform>
            <numerusform>Revelar lo que se ve en «%1» (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s) revealed.</source>
        <translation>
            <numerusform>%n casilla revelada.</numerusform>
            <numerusform>%n casillas reveladas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n door(s) on “%1”</source>
        <translation>
            <numerusform>Dibujar %n puerta en «%1»</numerusform>
            <numerusform>Dibujar %n puertas en «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n wall line(s) on “%1”</source>
        <translation>
            <numerusform>Dibujar %n línea de muro en «%1»</numerusform>
            <numerusform>Dibujar %n líneas de muro en «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n line(s) on “%1”</source>
        <translation>
            <numerusform>Borrar %n línea en «%1»</numerusform>
            <numerusform>Borrar %n líneas en «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n light(s)</source>
        <translation>
            <numerusform>%n luz</numerusform>
            <numerusform>%n luces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cover “%1” with fog (%n square(s))</source>
        <translation>
            <numerusform>Cubrir «%1» de niebla (%n casilla)</numerusform>
            <numerusform>Cubrir «%1» de niebla (%n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal all of “%1” (%n square(s))</source>
        <translation>
            <numerusform>Revelar todo «%1» (%n casilla)</numerusform>
            <numerusform>Revelar todo «%1» (%n casillas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapFeatureCommands</name>
    <message>
        <source>Line %1 runs off “%2” (from %3, %4 to %5, %6; the map is %7×%8 squares). Draw it on the map.</source>
        <translation>La línea %1 se sale de «%2» (de %3, %4 a %5, %6; el mapa mide %7×%8 casillas). Dibújala dentro del mapa.</translation>
    </message>
    <message>
        <source>Line %1 on “%2” has both ends at %3, %4. Drag from one end to the other.</source>
        <translation>La línea %1 de «%2» tiene los dos extremos en %3, %4. Arrastra de un extremo al otro.</translation>
    </message>
    <message>
        <source>Light %1 on “%2” has no valid place, range or intensity.</source>
        <translation>La luz %1 de «%2» no tiene una posición, un alcance o una intensidad válidos.</translation>
    </message>
    <message>
        <source>“%1” would hold more than %2 lines or lights.</source>
        <translation>«%1» tendría más de %2 líneas o luces.</translation>
    </message>
    <message>
        <source>Draw walls</source>
        <translation>Dibujar muros</translation>
    </message>
    <message>
        <source>Set %1 and %2 on “%3”</source>
        <translation>Poner %1 y %2 en «%3»</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Borrar muros</translation>
    </message>
    <message>
        <source>Open or close a door</source>
        <translation>Abrir o cerrar una puerta</translation>
    </message>
    <message>
        <source>There is no door from %1, %2 to %3, %4 on “%5” any more (erased, or an undo took it back). Choose a door on the map.</source>
        <translation>Ya no hay ninguna puerta de %1, %2 a %3, %4 en «%5» (se borró, o un deshacer la quitó). Elige una puerta del mapa.</translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation>Abrir la puerta</translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation>Cerrar la puerta</translation>
    </message>
    <message>
        <source>Set walls and lights</source>
        <translation>Poner muros y luces</translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message>
        <source>&amp;Import map…</source>
        <translation>&amp;Importar mapa…</translation>
    </message>
    <message>
        <source>Make a map from a Universal VTT file (Dungeondraft, DungeonFog…)</source>
        <translation>Crear un mapa a partir de un archivo Universal VTT (Dungeondraft, DungeonFog…)</translation>
    </message>
    <message>
        <source>E&amp;xport map…</source>
        <translation>E&amp;xportar mapa…</translation>
    </message>
    <message>
        <source>Write the map shown to a Universal VTT file</source>
        <translation>Guardar el mapa mostrado en un archivo Universal VTT</translation>
    </message>
    <message>
        <source>Universal VTT maps (%1);;All files (*)</source>
        <translation>Mapas Universal VTT (%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre primero una campaña.</translation>
    </message>
    <message>
        <source>Reading the picture of “%1”…</source>
        <translation>Leyendo la imagen de «%1»…</translation>
    </message>
    <message>
        <source>Map “%1” imported from %2.</source>
        <translation>Mapa «%1» importado de %2.</translation>
    </message>
    <message>
        <source>Map not imported</source>
        <translation>Mapa no importado</translation>
    </message>
    <message>
        <source>Make or choose a map first.</source>
        <translation>Crea o elige primero un mapa.</translation>
    </message>
    <message>
        <source>Export map</source>
        <translation>Exportar mapa</translation>
    </message>
    <message>
        <source>The map was not exported to “%1” (%2).</source>
        <translation>El mapa no se exportó a «%1» (%2).</translation>
    </message>
    <message>
        <source>Map exported to %1.</source>
        <translation>Mapa exportado a %1.</translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>The picture inside “%1” cannot be decoded: the file may be damaged. Export the map again from the map maker.</source>
        <translation>La imagen de «%1» no se puede descodificar: el archivo puede estar dañado. Exporta el mapa de nuevo desde el editor de mapas.</translation>
    </message>
    <message>
        <source>Import map “%1”</source>
        <translation>Importar el mapa «%1»</translation>
    </message>
    <message>
        <source>“{file}” cannot be read ({detail}). Check that the file is still there.</source>
        <translation>No se puede leer «{file}» ({detail}). Comprueba que el archivo sigue ahí.</translation>
    </message>
    <message>
        <source>“{file}” is larger than {most} MB, more than a map picture may take. Export it smaller from the map maker.</source>
        <translation>«{file}» ocupa más de {most} MB, más de lo que admite la imagen de un mapa. Expórtalo más pequeño desde el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” is not a Universal VTT map: it is not JSON text (at {detail}). Export the map again from the map maker.</source>
        <translation>«{file}» no es un mapa Universal VTT: no es texto JSON (en {detail}). Exporta el mapa de nuevo desde el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” is not a file (it is a pipe, a device or a socket). Choose a map file exported by the map maker.</source>
        <translation>«{file}» no es un archivo (es una tubería, un dispositivo o un socket). Elige un archivo de mapa exportado por el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: it holds {detail} where a number should be, which no map can use. Export the map again from the map maker.</source>
        <translation>No se puede importar «{file}»: tiene {detail} donde debería haber un número, y ningún mapa puede usarlo. Exporta el mapa de nuevo desde el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” is not a Universal VTT map: its lists and objects are nested far deeper than any map&apos;s. Export the map again from the map maker.</source>
        <translation>«{file}» no es un mapa Universal VTT: sus listas y objetos están anidados mucho más hondo que los de cualquier mapa. Exporta el mapa de nuevo desde el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} is missing. Export the map again from the map maker.</source>
        <translation>No se puede importar «{file}»: falta el campo {path}. Exporta el mapa de nuevo desde el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} should be {what}. Export the map again from the map maker.</source>
        <translation>No se puede importar «{file}»: el campo {path} debería ser {what}. Exporta el mapa de nuevo desde el editor de mapas.</translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} is out of range (it may be from {detail}).</source>
        <translation>No se puede importar «{file}»: el campo {path} está fuera de rango (puede ir de {detail}).</translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: {path} holds more than {detail} entries.</source>
        <translation>No se puede importar «{file}»: {path} tiene más de {detail} elementos.</translation>
    </message>
    <message>
        <source>“{file}” names its picture ({detail}) instead of holding it. Export the map with the picture inside, or import the picture as a background.</source>
        <translation>«{file}» nombra su imagen ({detail}) en lugar de contenerla. Exporta el mapa con la imagen dentro, o importa la imagen como fondo.</translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} is not a PNG, JPEG or WebP picture.</source>
        <translation>No se puede importar «{file}»: el campo {path} no es una imagen PNG, JPEG ni WebP.</translation>
    </message>
    <message>
        <source>The picture inside “{file}” is {detail}: a map background may be at most 16384 pixels a side and 50 MB. Export it smaller from the map maker.</source>
        <translation>La imagen de «{file}» mide {detail}: el fondo de un mapa puede tener como mucho 16384 píxeles de lado y 50 MB. Expórtala más pequeña desde el editor de mapas.</translation>
    </message>
    <message>
        <source>an object {…}</source>
        <translation>un objeto {…}</translation>
    </message>
    <message>
        <source>a list […]</source>
        <translation>una lista […]</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a colour like &quot;ffcc8844&quot;</source>
        <translation>un color como &quot;ffcc8844&quot;</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a list of two points</source>
        <translation>una lista de dos puntos</translation>
    </message>
</context>
<context>
    <name>MapImportDialog</name>
    <message>
        <source>Import map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <source>Objects block movement too (not only sight)</source>
        <translation>Los objetos también impiden el paso (no solo la vista)</translation>
    </message>
    <message>
        <source>Start under &amp;fog for the players</source>
        <translation>Empezar bajo la ni&amp;ebla para los jugadores</translation>
    </message>
    <message>
        <source>The table screen and the phones show nothing of the map until you reveal it</source>
        <translation>La pantalla de mesa y los móviles no muestran nada del mapa hasta que lo reveles</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>%1 × %2 squares, %3 pixels a square (picture %4 × %5, format %6)</source>
        <translation>%1 × %2 casillas, %3 píxeles por casilla (imagen de %4 × %5, formato %6)</translation>
    </message>
    <message numerus="yes">
        <source>%n wall segment(s)</source>
        <translation>
            <numerusform>%n tramo de muro</numerusform>
            <numerusform>%n tramos de muro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n object outline segment(s) (block sight)</source>
        <translation>
            <numerusform>%n tramo de contorno de objeto (tapa la vista)</numerusform>
            <numerusform>%n tramos de contorno de objetos (tapan la vista)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n puerta</numerusform>
            <numerusform>%n puertas</numerusform>
        </translation>
    </message>
    <message>
        <source>({closed} closed)</source>
        <translation>(cerradas: {closed})</translation>
    </message>
    <message numerus="yes">
        <source>%n light(s)</source>
        <translation>
            <numerusform>%n luz</numerusform>
            <numerusform>%n luces</numerusform>
        </translation>
    </message>
    <message>
        <source>walls</source>
        <translation>muros</translation>
    </message>
    <message>
        <source>objects</source>
        <translation>objetos</translation>
    </message>
    <message>
        <source>closed doors</source>
        <translation>puertas cerradas</translation>
    </message>
    <message>
        <source>open doors (dashed)</source>
        <translation>puertas abiertas (a trazos)</translation>
    </message>
    <message>
        <source>lights&apos; reach</source>
        <translation>alcance de las luces</translation>
    </message>
</context>
<context>
    <name>MapLabels</name>
    <message>
        <source>1 square</source>
        <translation>1 casilla</translation>
    </message>
    <message>
        <source>{count} squares</source>
        <translation>{count} casillas</translation>
    </message>
    <message>
        <source>{metres} m · {squares}</source>
        <translation>{metres} m · {squares}</translation>
    </message>
    <message>
        <source>{distance} (difficult terrain +{metres} m)</source>
        <translation>{distance} (terreno difícil +{metres} m)</translation>
    </message>
    <message>
        <source>a wall blocks the line</source>
        <translation>un muro corta la línea</translation>
    </message>
    <message>
        <source>point-blank</source>
        <translation>bocajarro</translation>
    </message>
    <message>
        <source>short range</source>
        <translation>distancia corta</translation>
    </message>
    <message>
        <source>medium range</source>
        <translation>distancia media</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>distancia larga</translation>
    </message>
    <message>
        <source>out of range ({metres} m at most)</source>
        <translation>fuera de alcance (como mucho {metres} m)</translation>
    </message>
    <message>
        <source>{band}, difficulty {difficulty}</source>
        <translation>{band}, dificultad {difficulty}</translation>
    </message>
    <message>
        <source>{reason} Alt-drag to move it anyway (logged as an override).</source>
        <translation>{reason} Arrastra con Alt para moverla de todos modos (queda anotado como excepción del DJ).</translation>
    </message>
    <message>
        <source>{distance} — too far ({left} m left)</source>
        <translation>{distance} — demasiado lejos (quedan {left} m)</translation>
    </message>
</context>
<context>
    <name>MapPanel</name>
    <message>
        <source>New map…</source>
        <translation>Mapa nuevo…</translation>
    </message>
    <message>
        <source>Make a new map of a size in squares</source>
        <translation>Crear un mapa nuevo de un tamaño en casillas</translation>
    </message>
    <message>
        <source>Background…</source>
        <translation>Fondo…</translation>
    </message>
    <message>
        <source>Put a picture (PNG, JPEG or WebP) under the grid</source>
        <translation>Poner una imagen (PNG, JPEG o WebP) bajo la cuadrícula</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Calibrar</translation>
    </message>
    <message>
        <source>Show this to the players</source>
        <translation>Mostrar esto a los jugadores</translation>
    </message>
    <message>
        <source>Drag across squares</source>
        <translation>Arrastrar a lo largo de casillas</translation>
    </message>
    <message>
        <source>Drag across a number of squares drawn on the picture, then say how many</source>
        <translation>Arrastra a lo largo de unas cuantas casillas dibujadas en la imagen y luego di cuántas son</translation>
    </message>
    <message>
        <source>By numbers…</source>
        <translation>Con números…</translation>
    </message>
    <message>
        <source>Type the square size and offset in the picture</source>
        <translation>Escribir el tamaño de casilla y el desplazamiento en la imagen</translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation>Quitar el fondo</translation>
    </message>
    <message>
        <source>Take the picture away from under the grid</source>
        <translation>Quitar la imagen de debajo de la cuadrícula</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Cuadrícula</translation>
    </message>
    <message>
        <source>Show or hide the grid</source>
        <translation>Mostrar u ocultar la cuadrícula</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordenadas</translation>
    </message>
    <message>
        <source>Number the columns and rows along the edges</source>
        <translation>Numerar las columnas y filas en los bordes</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Mostrar el mapa entero</translation>
    </message>
    <message>
        <source>Zoom to selection</source>
        <translation>Acercar a la selección</translation>
    </message>
    <message>
        <source>Show the selected tokens up close</source>
        <translation>Ver de cerca las fichas seleccionadas</translation>
    </message>
    <message>
        <source>The table screen shows the part of the map in view here</source>
        <translation>La pantalla de mesa muestra la parte del mapa que se ve aquí</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Select and move tokens; Alt-drag moves anyway</source>
        <translation>Seleccionar y mover fichas; arrastrar con Alt mueve de todos modos</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
    <message>
        <source>Paint walls and obstacles</source>
        <translation>Pintar muros y obstáculos</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Paint difficult terrain (costs double)</source>
        <translation>Pintar terreno difícil (cuesta el doble)</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Puertas</translation>
    </message>
    <message>
        <source>Click to put a door, or to open or close one</source>
        <translation>Haz clic para poner una puerta, o para abrirla o cerrarla</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Cover squares with fog of war</source>
        <translation>Cubrir casillas con niebla de guerra</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>Clear fog of war from squares</source>
        <translation>Quitar la niebla de guerra de casillas</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Measure from square to square</source>
        <translation>Medir de casilla a casilla</translation>
    </message>
    <message>
        <source>Wall lines</source>
        <translation>Líneas de muro</translation>
    </message>
    <message>
        <source>Drag to draw a thin wall from corner to corner; Shift draws a free line</source>
        <translation>Arrastra para dibujar un muro fino de esquina a esquina; con Mayús, una línea libre</translation>
    </message>
    <message>
        <source>Door lines</source>
        <translation>Puertas en línea</translation>
    </message>
    <message>
        <source>Drag to draw a door on a line; click a door to open or close it</source>
        <translation>Arrastra para dibujar una puerta en una línea; haz clic en una puerta para abrirla o cerrarla</translation>
    </message>
    <message>
        <source>Erase lines</source>
        <translation>Borrar líneas</translation>
    </message>
    <message>
        <source>Drag over thin walls and doors to erase them</source>
        <translation>Arrastra sobre muros finos y puertas para borrarlos</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Paint a rectangle instead of brushing</source>
        <translation>Pintar un rectángulo en vez de con pincel</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Take walls, difficult terrain or doors away</source>
        <translation>Quitar muros, terreno difícil o puertas</translation>
    </message>
    <message>
        <source>Brush </source>
        <translation>Pincel </translation>
    </message>
    <message>
        <source>Brush radius in squares (0: one square)</source>
        <translation>Radio del pincel en casillas (0: una casilla)</translation>
    </message>
    <message>
        <source>Calibrating · Esc ends</source>
        <translation>Calibrando · Esc termina</translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation>Arma:</translation>
    </message>
    <message>
        <source>No weapon</source>
        <translation>Sin arma</translation>
    </message>
    <message>
        <source>Reveal from sight</source>
        <translation>Revelar lo que ven</translation>
    </message>
    <message>
        <source>Clear the fog the player characters see (or the selected tokens)</source>
        <translation>Quitar la niebla de lo que ven los personajes jugadores (o las fichas seleccionadas)</translation>
    </message>
    <message>
        <source>After every move</source>
        <translation>Tras cada movimiento</translation>
    </message>
    <message>
        <source>Reveal from sight after every move</source>
        <translation>Revelar lo que ven tras cada movimiento</translation>
    </message>
    <message>
        <source>Delete token</source>
        <translation>Borrar ficha</translation>
    </message>
    <message>
        <source>Take the selected tokens off the map</source>
        <translation>Quitar del mapa las fichas seleccionadas</translation>
    </message>
    <message>
        <source>Drag across a number of squares drawn on the background picture; then say how many. Escape ends calibrating.</source>
        <translation>Arrastra a lo largo de varias casillas dibujadas en la imagen de fondo; luego di cuántas. Escape termina la calibración.</translation>
    </message>
    <message>
        <source>{name} ({width}×{height})</source>
        <translation>{name} ({width}×{height})</translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation>Imagen de fondo</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading the picture “{name}”…</source>
        <translation>Leyendo la imagen «{name}»…</translation>
    </message>
    <message>
        <source>Background not set</source>
        <translation>Fondo no puesto</translation>
    </message>
    <message>
        <source>Calibrate the background</source>
        <translation>Calibrar el fondo</translation>
    </message>
    <message>
        <source>How many squares did you drag across?</source>
        <translation>¿A lo largo de cuántas casillas has arrastrado?</translation>
    </message>
    <message>
        <source>Select one or more tokens first.</source>
        <translation>Selecciona antes una o más fichas.</translation>
    </message>
    <message>
        <source>Column {x}, row {y}</source>
        <translation>Columna {x}, fila {y}</translation>
    </message>
    <message>
        <source>Move anyway (override)…</source>
        <translation>Mover de todos modos (excepción)…</translation>
    </message>
    <message>
        <source>The next drag of this token ignores the movement rules; it is logged</source>
        <translation>El siguiente arrastre de esta ficha no sigue las reglas de movimiento; queda anotado</translation>
    </message>
    <message>
        <source>Drag {name} where it should go: this move ignores the movement rules and is logged as an override.</source>
        <translation>Arrastra a {name} adonde deba ir: este movimiento no sigue las reglas de movimiento y queda anotado como excepción del DJ.</translation>
    </message>
    <message>
        <source>Show to the players</source>
        <translation>Mostrar a los jugadores</translation>
    </message>
    <message>
        <source>Hide from the players</source>
        <translation>Ocultar a los jugadores</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Reveal what it sees</source>
        <translation>Revelar lo que ve</translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation>Cerrar la puerta</translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation>Abrir la puerta</translation>
    </message>
    <message>
        <source>{metres} m of movement left this turn.</source>
        <translation>Quedan {metres} m de movimiento este turno.</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover a {name}</translation>
    </message>
    <message>
        <source>{name} moved {distance}; {left} m left this turn.</source>
        <translation>{name} se ha movido {distance}; le quedan {left} m este turno.</translation>
    </message>
    <message>
        <source>Move {name} anyway</source>
        <translation>Mover a {name} de todos modos</translation>
    </message>
    <message>
        <source>{name} moved by the GM&apos;s override (logged); no action spent.</source>
        <translation>{name} movido por excepción del DJ (anotado); no gasta acciones.</translation>
    </message>
    <message>
        <source>Put a door</source>
        <translation>Poner una puerta</translation>
    </message>
    <message>
        <source>Only creatures of the bestiary go on the map; give weapons and gear to a character on its sheet.</source>
        <translation>Al mapa solo van criaturas del bestiario; las armas y el equipo se dan a un personaje en su hoja.</translation>
    </message>
    <message>
        <source>Place “{name}” on the map</source>
        <translation>Poner «{name}» en el mapa</translation>
    </message>
    <message>
        <source>{name} ({pv} PV) stands at column {x}, row {y}.</source>
        <translation>{name} ({pv} PV) está en la columna {x}, fila {y}.</translation>
    </message>
    <message>
        <source>{name} stands at column {x}, row {y}.</source>
        <translation>{name} está en la columna {x}, fila {y}.</translation>
    </message>
    <message>
        <source>Make or choose a map first.</source>
        <translation>Crea o elige antes un mapa.</translation>
    </message>
    <message>
        <source>Seen from where {names} stand; walls and doorframes cast shadows.</source>
        <translation>Visto desde donde están {names}; los muros y los marcos de las puertas hacen sombra.</translation>
    </message>
    <message>
        <source>Background set. Drag across squares of the image with “Calibrate” to line the grid up with it.</source>
        <translation>Fondo puesto. Arrastra a lo largo de casillas de la imagen con «Calibrar» para alinear la cuadrícula con ella.</translation>
    </message>
    <message>
        <source>This map has no background image to calibrate: import one first.</source>
        <translation>Este mapa no tiene imagen de fondo que calibrar: importa antes una.</translation>
    </message>
    <message>
        <source>The grid was not calibrated: {reason}.</source>
        <translation>La cuadrícula no se ha calibrado: {reason}.</translation>
    </message>
    <message>
        <source>No part of the map is in view: pan or zoom to it first.</source>
        <translation>No se ve ninguna parte del mapa: desplaza la vista o acércala antes.</translation>
    </message>
    <message>
        <source>The table screen shows this part of the map.</source>
        <translation>La pantalla de mesa muestra esta parte del mapa.</translation>
    </message>
</context>
<context>
    <name>MapPanelBars</name>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Map tools</source>
        <translation>Herramientas del mapa</translation>
    </message>
    <message>
        <source>Fog and tool options</source>
        <translation>Niebla y opciones de la herramienta</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>Mapa:</translation>
    </message>
    <message>
        <source>New map, background picture, calibration, tokens</source>
        <translation>Mapa nuevo, imagen de fondo, calibrado, fichas</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Grid, coordinates, light radii and zoom</source>
        <translation>Cuadrícula, coordenadas, radios de luz y zoom</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>Pantalla de mesa</translation>
    </message>
    <message>
        <source>Reveal from sight</source>
        <translation>Revelar lo que ven</translation>
    </message>
</context>
<context>
    <name>MapPlacement</name>
    <message>
        <source>Put a character on the map</source>
        <translation>Poner un personaje en el mapa</translation>
    </message>
    <message>
        <source>That character is no longer in the campaign (it was deleted), so it cannot be put on the map. Refresh the list.</source>
        <translation>Ese personaje ya no está en la campaña (se borró), así que no se puede poner en el mapa. Actualiza la lista.</translation>
    </message>
    <message>
        <source>“%1” fights in the combat running on this map: move the token on the map (Alt-drag moves it anyway, and the log says so).</source>
        <translation>«%1» lucha en el combate en curso en este mapa: mueve la ficha en el mapa (arrastrar con Alt la mueve de todos modos, y el registro lo anota).</translation>
    </message>
    <message>
        <source>“%1” cannot stand on square %2, %3: “%4” stands there. Drop it on a free square.</source>
        <translation>«%1» no puede estar en la casilla %2, %3: allí está «%4». Suéltalo en una casilla libre.</translation>
    </message>
    <message>
        <source>Put “%1” on the map “%2”</source>
        <translation>Poner a «%1» en el mapa «%2»</translation>
    </message>
    <message>
        <source>Move “%1” to square %2, %3</source>
        <translation>Mover a «%1» a la casilla %2, %3</translation>
    </message>
    <message>
        <source>Put a combatant on the map</source>
        <translation>Poner un combatiente en el mapa</translation>
    </message>
    <message>
        <source>There is no map to put “%1” on: the combat has none and no map is shown. Make or choose a map first.</source>
        <translation>No hay mapa en el que poner a «%1»: el combate no tiene ninguno y no se muestra ningún mapa. Crea o elige un mapa primero.</translation>
    </message>
    <message>
        <source>“%1” already stands on the map “%2” (square %3, %4).</source>
        <translation>«%1» ya está en el mapa «%2» (casilla %3, %4).</translation>
    </message>
    <message>
        <source>The map “%1” has no free square left for “%2”. Make room first.</source>
        <translation>El mapa «%1» no tiene ninguna casilla libre para «%2». Haz sitio primero.</translation>
    </message>
</context>
<context>
    <name>MapPrep</name>
    <message>
        <source>Rename map…</source>
        <translation>Renombrar mapa…</translation>
    </message>
    <message>
        <source>Give the map shown another name</source>
        <translation>Dar otro nombre al mapa que se ve</translation>
    </message>
    <message>
        <source>Delete map…</source>
        <translation>Borrar mapa…</translation>
    </message>
    <message>
        <source>Delete the map shown, with its tokens</source>
        <translation>Borrar el mapa que se ve, con sus fichas</translation>
    </message>
    <message>
        <source>Cover all with fog</source>
        <translation>Cubrir todo de niebla</translation>
    </message>
    <message>
        <source>Hide the whole map from the players under fog</source>
        <translation>Ocultar todo el mapa a los jugadores bajo la niebla</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>Revelar todo</translation>
    </message>
    <message>
        <source>Clear the fog from the whole map</source>
        <translation>Quitar la niebla de todo el mapa</translation>
    </message>
    <message>
        <source>Light radii</source>
        <translation>Radios de luz</translation>
    </message>
    <message>
        <source>Show the lights&apos; reach as dashed circles</source>
        <translation>Mostrar el alcance de las luces con círculos a trazos</translation>
    </message>
    <message>
        <source>No map yet.

Map → New map… makes one, bare or over a picture.
File → Import map… brings a Universal VTT file (.dd2vtt, .uvtt), or drop one here.</source>
        <translation>Aún no hay ningún mapa.

Mapa → Mapa nuevo… crea uno, vacío o sobre una imagen.
Archivo → Importar mapa… trae un archivo Universal VTT (.dd2vtt, .uvtt), o suéltalo aquí.</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>Reading the picture “{name}”…</source>
        <translation>Leyendo la imagen «{name}»…</translation>
    </message>
    <message>
        <source>Map “{name}” made: {width} × {height} squares.</source>
        <translation>Mapa «{name}» creado: {width} × {height} casillas.</translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation>Renombrar mapa</translation>
    </message>
    <message>
        <source>New name for “{name}”:</source>
        <translation>Nuevo nombre para «{name}»:</translation>
    </message>
    <message>
        <source>Map not renamed</source>
        <translation>Mapa sin renombrar</translation>
    </message>
    <message>
        <source>Delete the map “{name}”?</source>
        <translation>¿Borrar el mapa «{name}»?</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) on it will be deleted with it.</source>
        <translation>
            <numerusform>Con él se borrará %n ficha que tiene.</numerusform>
            <numerusform>Con él se borrarán las %n fichas que tiene.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its background picture will be deleted too.</source>
        <translation>También se borrará su imagen de fondo.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings it all back.</source>
        <translation>Deshacer (Ctrl+Z) lo recupera todo.</translation>
    </message>
    <message>
        <source>Delete map</source>
        <translation>Borrar mapa</translation>
    </message>
    <message>
        <source>Map not deleted</source>
        <translation>Mapa sin borrar</translation>
    </message>
    <message>
        <source>Map deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation>Mapa borrado. Deshacer (Ctrl+Z) lo recupera.</translation>
    </message>
    <message>
        <source>The whole map is under fog: the players see none of it.</source>
        <translation>Todo el mapa está bajo la niebla: los jugadores no ven nada de él.</translation>
    </message>
    <message>
        <source>No fog left: the players may see the whole map.</source>
        <translation>Ya no queda niebla: los jugadores pueden ver todo el mapa.</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>A new campaign file</source>
        <translation>Un archivo de campaña nuevo</translation>
    </message>
    <message>
        <source>Everything of the campaign lives in this one file: characters, maps, combats and the log. Every change is saved as you make it.</source>
        <translation>Todo lo de la campaña vive en este único archivo: personajes, mapas, combates y el registro. Cada cambio se guarda en cuanto lo haces.</translation>
    </message>
    <message>
        <source>e.g. The Crown of Ashes</source>
        <translation>p. ej. La Corona de Ceniza</translation>
    </message>
    <message>
        <source>{pv} PV per point of Físico, heroic skill pyramids</source>
        <translation>{pv} PV por punto de Físico, pirámides de habilidades heroicas</translation>
    </message>
    <message>
        <source>{pv} PV per point of Físico, realistic skill pyramids</source>
        <translation>{pv} PV por punto de Físico, pirámides de habilidades realistas</translation>
    </message>
    <message>
        <source>Harsher campaign ({points} points)</source>
        <translation>Campaña más dura ({points} puntos)</translation>
    </message>
    <message>
        <source>Shared among the four attributes at creation, each from 4 to 10</source>
        <translation>Se reparten entre los cuatro atributos al crear el personaje, cada uno de 4 a 10</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose the folder and name of the campaign file</source>
        <translation>Elige la carpeta y el nombre del archivo de campaña</translation>
    </message>
    <message>
        <source>Replace the existing file</source>
        <translation>Reemplazar el archivo que ya existe</translation>
    </message>
    <message>
        <source>The old file is moved to the trash, where it can still be recovered</source>
        <translation>El archivo anterior va a la papelera, desde donde aún se puede recuperar</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Setting</source>
        <translation>&amp;Ambientación</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>A&amp;ttribute points</source>
        <translation>Puntos de a&amp;tributo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>A&amp;rchivo</translation>
    </message>
    <message>
        <source>Create campaign</source>
        <translation>Crear campaña</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>New campaign file</source>
        <translation>Archivo de campaña nuevo</translation>
    </message>
    <message>
        <source>The campaign needs a name: type one, such as “The Crown of Ashes”.</source>
        <translation>La campaña necesita un nombre: escribe uno, como «La Corona de Ceniza».</translation>
    </message>
    <message>
        <source>Choose where to save the campaign file.</source>
        <translation>Elige dónde guardar el archivo de campaña.</translation>
    </message>
    <message>
        <source>{path} is a folder. Type a name for the campaign file.</source>
        <translation>{path} es una carpeta. Escribe un nombre para el archivo de campaña.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist. Choose a folder that exists with Browse…</source>
        <translation>La carpeta {folder} no existe. Elige una carpeta que exista con Examinar…</translation>
    </message>
    <message>
        <source>{name} is the campaign open now. Choose another name for the new campaign.</source>
        <translation>{name} es la campaña que está abierta ahora. Elige otro nombre para la campaña nueva.</translation>
    </message>
    <message>
        <source>{name} will be replaced; the old file goes to the trash.</source>
        <translation>Se reemplazará {name}; el archivo anterior irá a la papelera.</translation>
    </message>
    <message>
        <source>There is already a file named {name} in this folder. Choose another name, or tick “Replace the existing file”.</source>
        <translation>Ya hay un archivo llamado {name} en esta carpeta. Elige otro nombre o marca «Reemplazar el archivo que ya existe».</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Mapa nuevo</translation>
    </message>
    <message>
        <source>&amp;Picture…</source>
        <translation>&amp;Imagen…</translation>
    </message>
    <message>
        <source>A picture to put under the grid; the size in squares is worked out from it</source>
        <translation>Una imagen para poner bajo la cuadrícula; el tamaño en casillas se calcula a partir de ella</translation>
    </message>
    <message>
        <source>None (a bare grid)</source>
        <translation>Ninguna (solo la cuadrícula)</translation>
    </message>
    <message>
        <source> px per square</source>
        <translation> px por casilla</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> casillas</translation>
    </message>
    <message>
        <source>Start under &amp;fog for the players</source>
        <translation>Empezar bajo la ni&amp;ebla para los jugadores</translation>
    </message>
    <message>
        <source>The table screen and the phones show nothing of the map until you reveal it</source>
        <translation>La pantalla de mesa y los móviles no muestran nada del mapa hasta que lo reveles</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Background:</source>
        <translation>Fondo:</translation>
    </message>
    <message>
        <source>&amp;Square size in the picture:</source>
        <translation>Tamaño de ca&amp;silla en la imagen:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>A&amp;lto:</translation>
    </message>
    <message>
        <source>One square is 1.5 m.</source>
        <translation>Una casilla son 1,5 m.</translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation>Imagen de fondo</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>“{name}” cannot be read as a picture ({reason}). Choose a PNG, JPEG or WebP file.</source>
        <translation>«{name}» no se puede leer como imagen ({reason}). Elige un archivo PNG, JPEG o WebP.</translation>
    </message>
    <message>
        <source>{name} ({width} × {height} px)</source>
        <translation>{name} ({width} × {height} px)</translation>
    </message>
</context>
<context>
    <name>OpposedRoll</name>
    <message>
        <source>“%1” is neither an attribute nor a skill of %2: type the value.</source>
        <translation>«%1» no es un atributo ni una habilidad de %2: escribe el valor.</translation>
    </message>
    <message>
        <source>%1 is a creature: the bestiary gives it no attributes or skills, only %2. Type the value it rolls.</source>
        <translation>%1 es una criatura: el bestiario no le da atributos ni habilidades, solo %2. Escribe el valor que tira.</translation>
    </message>
</context>
<context>
    <name>OpposedRollDialog</name>
    <message>
        <source>Opposed roll</source>
        <translation>Tirada enfrentada</translation>
    </message>
    <message>
        <source>Físico</source>
        <translation>Físico</translation>
    </message>
    <message>
        <source>Attribute + skill (or the creature&apos;s value), added to 1o3d10</source>
        <translation>Atributo + habilidad (o el valor de la criatura), sumado a 1o3d10</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contra</translation>
    </message>
    <message>
        <source>&amp;Roll both</source>
        <translation>&amp;Tirar los dos</translation>
    </message>
    <message>
        <source>Pick two different combatants.</source>
        <translation>Elige dos combatientes distintos.</translation>
    </message>
    <message>
        <source>Type the value {name} rolls first (see the note under it).</source>
        <translation>Escribe antes el valor que tira {name} (mira la nota de debajo).</translation>
    </message>
</context>
<context>
    <name>OtherActions</name>
    <message>
        <source>Other actions</source>
        <translation>Otras acciones</translation>
    </message>
    <message>
        <source>Free major action</source>
        <translation>Acción mayor libre</translation>
    </message>
    <message>
        <source>Free minor action</source>
        <translation>Acción menor libre</translation>
    </message>
    <message>
        <source>What does the combatant do?</source>
        <translation>¿Qué hace el combatiente?</translation>
    </message>
    <message>
        <source>Nobody is acting.</source>
        <translation>No actúa nadie.</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Lanzar un hechizo</translation>
    </message>
    <message>
        <source>{name} (level {level}, difficulty {difficulty}, {mana} maná)</source>
        <translation>{name} (nivel {level}, dificultad {difficulty}, {mana} de maná)</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>Draw or drop a weapon</source>
        <translation>Desenfundar o soltar un arma</translation>
    </message>
    <message>
        <source>draws or drops a weapon</source>
        <translation>desenfunda o suelta un arma</translation>
    </message>
    <message>
        <source>Drink a potion</source>
        <translation>Beber una poción</translation>
    </message>
    <message>
        <source>drinks a potion</source>
        <translation>bebe una poción</translation>
    </message>
    <message>
        <source>Hand something over</source>
        <translation>Pasar algo a otro</translation>
    </message>
    <message>
        <source>hands something over</source>
        <translation>pasa algo a otro</translation>
    </message>
    <message>
        <source>Free major action…</source>
        <translation>Acción mayor libre…</translation>
    </message>
    <message>
        <source>Free minor action…</source>
        <translation>Acción menor libre…</translation>
    </message>
    <message>
        <source>Drop {name}</source>
        <translation>Soltar {name}</translation>
    </message>
    <message>
        <source>Draw {name}</source>
        <translation>Desenfundar {name}</translation>
    </message>
</context>
<context>
    <name>PhoneRolls</name>
    <message>
        <source>No such character.</source>
        <translation>No existe ese personaje.</translation>
    </message>
    <message>
        <source>Bad request.</source>
        <translation>Petición incorrecta.</translation>
    </message>
    <message>
        <source>Type three d10 from 1 to 10 for each throw, as in 3 8 10.</source>
        <translation>Escribe tres d10 del 1 al 10 por tirada, como 3 8 10.</translation>
    </message>
    <message>
        <source>“%1” is not a difficulty: choose one or type a number from 0 to %2.</source>
        <translation>«%1» no es una dificultad: elige una o escribe un número del 0 al %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No such skill on this sheet.</source>
        <translation>Esa habilidad no está en esta hoja.</translation>
    </message>
    <message>
        <source>%1 has no specialisation “%2”.</source>
        <translation>%1 no tiene la especialización «%2».</translation>
    </message>
    <message>
        <source>Choose a skill or an attribute.</source>
        <translation>Elige una habilidad o un atributo.</translation>
    </message>
    <message>
        <source>No tokens left to spend.</source>
        <translation>No te quedan tokens que gastar.</translation>
    </message>
    <message>
        <source>fumble: failure</source>
        <translation>pifia: fallo</translation>
    </message>
    <message>
        <source>natural 1</source>
        <translation>1 natural</translation>
    </message>
    <message>
        <source>natural 1: failure</source>
        <translation>1 natural: fallo</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>éxito crítico</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>fallo</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation>contra %1</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rango %1</translation>
    </message>
    <message>
        <source>(phone, dice thrown)</source>
        <translation>(móvil, dados tirados)</translation>
    </message>
    <message>
        <source>(phone)</source>
        <translation>(móvil)</translation>
    </message>
    <message>
        <source>Roll of %1 from a phone</source>
        <translation>Tirada de %1 desde un móvil</translation>
    </message>
    <message>
        <source>Type the next throw&apos;s dice.</source>
        <translation>Escribe los dados de la tirada siguiente.</translation>
    </message>
    <message>
        <source>The roll was not made.</source>
        <translation>No se hizo la tirada.</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>It joins the running combat “{combat}”: roll its initiative in the Combat dock (right-click its row); it acts once it has one.</source>
        <translation>Se une al combate en curso «{combat}»: tira su iniciativa en el panel Combate (clic derecho en su fila); actúa en cuanto la tenga.</translation>
    </message>
    <message>
        <source>A new encounter “{combat}” is being prepared with it.</source>
        <translation>Con ella se prepara un encuentro nuevo, «{combat}».</translation>
    </message>
    <message>
        <source>It joins the encounter “{combat}”.</source>
        <translation>Se une al encuentro «{combat}».</translation>
    </message>
    <message>
        <source>Hidden from the players, who see this map (right-click its token to show it).</source>
        <translation>Oculta a los jugadores, que ven este mapa (clic derecho en su ficha para mostrarla).</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>{who} bought “{what}”; {money} left.</source>
        <translation>{who} ha comprado «{what}»; le quedan {money}.</translation>
    </message>
    <message>
        <source>“{what}” added to {who}&apos;s equipment.</source>
        <translation>«{what}» añadido al equipo de {who}.</translation>
    </message>
    <message>
        <source>{name} ({pv} PV) joins “{combat}”, a new encounter being prepared.</source>
        <translation>{name} ({pv} PV) se une a «{combat}», un encuentro nuevo en preparación.</translation>
    </message>
    <message>
        <source>{name} ({pv} PV) joins the combat being prepared.</source>
        <translation>{name} ({pv} PV) se une al combate en preparación.</translation>
    </message>
</context>
<context>
    <name>PlayersDevicesDialog</name>
    <message>
        <source>Players&apos; devices</source>
        <translation>Dispositivos de los jugadores</translation>
    </message>
    <message>
        <source>This computer only (%1)</source>
        <translation>Solo este ordenador (%1)</translation>
    </message>
    <message>
        <source>Local network: %1</source>
        <translation>Red local: %1</translation>
    </message>
    <message>
        <source>&amp;New key and codes</source>
        <translation>&amp;Nueva clave y códigos</translation>
    </message>
    <message>
        <source>Lock out every device that has the address now: each player scans the new code and gets a new code</source>
        <translation>Deja fuera a todos los dispositivos que tienen ahora la dirección: cada jugador escanea el nuevo código QR y recibe un código nuevo</translation>
    </message>
    <message>
        <source>Players may &amp;roll from their phones</source>
        <translation>Los jugadores pueden &amp;tirar desde sus móviles</translation>
    </message>
    <message>
        <source>A player rolls checks of their own character on their phone; each roll is logged and can be undone</source>
        <translation>Cada jugador tira las pruebas de su propio personaje en su móvil; cada tirada queda en el registro y se puede deshacer</translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation>Escuchar en:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Off: no device can connect.</source>
        <translation>Apagado: ningún dispositivo puede conectarse.</translation>
    </message>
    <message>
        <source>The address has changed: each player must scan the new code.</source>
        <translation>La dirección ha cambiado: cada jugador debe escanear el nuevo código.</translation>
    </message>
    <message>
        <source>Only this computer can open this address, so no phone can. For the players&apos; phones: Stop, choose “Local network” in “Listen on” and Start again.</source>
        <translation>Solo este ordenador puede abrir esta dirección, así que ningún móvil puede. Para los móviles de los jugadores: pulsa Parar, elige «Red local» en «Escuchar en» y pulsa Iniciar otra vez.</translation>
    </message>
    <message>
        <source>Only this computer can open this address, and it is on no local network: join it to the phones&apos; Wi-Fi and open this window again.</source>
        <translation>Solo este ordenador puede abrir esta dirección, y no está en ninguna red local: conéctalo a la wifi de los móviles y vuelve a abrir esta ventana.</translation>
    </message>
    <message>
        <source>Read each player their code:</source>
        <translation>Lee a cada jugador su código:</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Abre antes una campaña.</translation>
    </message>
    <message>
        <source>Could not listen there: %1</source>
        <translation>No se pudo escuchar ahí: %1</translation>
    </message>
</context>
<context>
    <name>PlayersWeb</name>
    <message>
        <source>This page needs the address the game master shows: scan the code on the game master&apos;s screen again.</source>
        <translation>Esta página necesita la dirección que muestra el director de juego: vuelve a escanear el código de su pantalla.</translation>
    </message>
    <message>
        <source>Too busy: try again in a moment.</source>
        <translation>Demasiado ocupado: vuelve a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>Too many requests: wait a moment.</source>
        <translation>Demasiadas peticiones: espera un momento.</translation>
    </message>
    <message>
        <source>Too many codes tried: wait a few minutes.</source>
        <translation>Demasiados códigos probados: espera unos minutos.</translation>
    </message>
    <message>
        <source>Wrong code.</source>
        <translation>Código incorrecto.</translation>
    </message>
    <message>
        <source>No such character.</source>
        <translation>No existe ese personaje.</translation>
    </message>
    <message>
        <source>Too many devices are connected.</source>
        <translation>Hay demasiados dispositivos conectados.</translation>
    </message>
    <message>
        <source>Bad request.</source>
        <translation>Petición incorrecta.</translation>
    </message>
    <message>
        <source>The request took too long.</source>
        <translation>La petición ha tardado demasiado.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Algo ha fallado.</translation>
    </message>
    <message>
        <source>The game master has switched rolls from the phones off.</source>
        <translation>El DJ ha desactivado las tiradas desde los móviles.</translation>
    </message>
    <message>
        <source>Open your own sheet with your code first.</source>
        <translation>Abre primero tu propia hoja con tu código.</translation>
    </message>
    <message>
        <source>Too many rolls: wait a moment.</source>
        <translation>Demasiadas tiradas: espera un momento.</translation>
    </message>
    <message>
        <source>No such handout.</source>
        <translation>No existe esa ayuda de juego.</translation>
    </message>
</context>
<context>
    <name>Portrait</name>
    <message>
        <source>Cannot read “{file}”: {reason}. Choose another file.</source>
        <translation>No se puede leer «{file}»: {reason}. Elige otro archivo.</translation>
    </message>
    <message>
        <source>“{file}” is {size} MB; a portrait may be at most 20 MB. Save a smaller copy of the picture and import that.</source>
        <translation>«{file}» ocupa {size} MB; un retrato puede ocupar como mucho 20 MB. Guarda una copia más pequeña de la imagen e impórtala.</translation>
    </message>
    <message>
        <source>“{file}” is not a PNG, JPEG or WebP picture. Save it in one of those formats and import it again.</source>
        <translation>«{file}» no es una imagen PNG, JPEG o WebP. Guárdala en uno de esos formatos y vuelve a importarla.</translation>
    </message>
    <message>
        <source>“{file}” is {width}×{height} pixels; a portrait may be at most 8000 pixels a side. Scale the picture down and import it again.</source>
        <translation>«{file}» mide {width}×{height} píxeles; un retrato puede medir como mucho 8000 píxeles de lado. Reduce la imagen y vuelve a importarla.</translation>
    </message>
    <message>
        <source>“{file}” could not be read as a picture ({reason}). Choose another file.</source>
        <translation>«{file}» no se pudo leer como imagen ({reason}). Elige otro archivo.</translation>
    </message>
</context>
<context>
    <name>PreferencesController</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Choose the language RyF Desktop speaks</source>
        <translation>Elige el idioma en que habla RyF Desktop</translation>
    </message>
    <message>
        <source>Language saved: it applies the next time RyF Desktop starts.</source>
        <translation>Idioma guardado: se usará la próxima vez que se inicie RyF Desktop.</translation>
    </message>
    <message>
        <source>RyF Desktop cannot restart itself</source>
        <translation>RyF Desktop no puede reiniciarse solo</translation>
    </message>
    <message>
        <source>The program to start ({program}) was not found. The language is saved: close RyF Desktop and start it again to use it.</source>
        <translation>No se encuentra el programa que hay que iniciar ({program}). El idioma está guardado: cierra RyF Desktop y vuelve a abrirlo para usarlo.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation>Predeterminado del sistema ({language})</translation>
    </message>
    <message>
        <source>The open windows keep their language: a new one applies from the next time RyF Desktop starts.</source>
        <translation>Las ventanas abiertas conservan su idioma: uno nuevo se aplica desde el próximo inicio de RyF Desktop.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Reiniciar ahora</translation>
    </message>
    <message>
        <source>Save, close RyF Desktop and start it again in the language chosen</source>
        <translation>Guarda, cierra RyF Desktop y lo vuelve a iniciar en el idioma elegido</translation>
    </message>
    <message>
        <source>RyF Desktop speaks {running} now. Restart it to use {chosen}: the open campaign is already saved and opens again.</source>
        <translation>Ahora RyF Desktop está en {running}. Reinícialo para usar {chosen}: la campaña abierta ya está guardada y se volverá a abrir.</translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <source>Attribute points must be between {low} and {high}: four attributes of 4 to 10 each.</source>
        <translation>Los puntos de atributo deben estar entre {low} y {high}: cuatro atributos de 4 a 10 cada uno.</translation>
    </message>
    <message>
        <source>Attribute points must be between {low} and {high}: four attributes of 4 to 10 each. {usual} is usual, {harsh} makes a harsher campaign.</source>
        <translation>Los puntos de atributo deben estar entre {low} y {high}: cuatro atributos de 4 a 10 cada uno. Lo habitual son {usual}; con {harsh} la campaña es más dura.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Attribute rolls explode on a 10</source>
        <translation>Las tiradas de atributo explotan con un 10</translation>
    </message>
    <message>
        <source>Magic: spells and maná</source>
        <translation>Magia: hechizos y maná</translation>
    </message>
    <message>
        <source>{usual} is usual; {harsh} makes a harsher campaign</source>
        <translation>Lo habitual son {usual}; con {harsh} la campaña es más dura</translation>
    </message>
    <message>
        <source>Maximum PV = Físico × this number (Heroico 4, Realista 3)</source>
        <translation>PV máximos = Físico × este número (Heroico 4, Realista 3)</translation>
    </message>
    <message>
        <source>What a diagonal step costs on the battlemap</source>
        <translation>Lo que cuesta un paso en diagonal en el mapa de batalla</translation>
    </message>
    <message>
        <source>&amp;Attribute points</source>
        <translation>Puntos de &amp;atributo</translation>
    </message>
    <message>
        <source>&amp;PV per Físico</source>
        <translation>&amp;PV por Físico</translation>
    </message>
    <message>
        <source>Skill p&amp;yramids</source>
        <translation>Pirámides de &amp;habilidades</translation>
    </message>
    <message>
        <source>&amp;Critical hits</source>
        <translation>&amp;Críticos</translation>
    </message>
    <message>
        <source>&amp;Diagonal moves</source>
        <translation>Movimiento en &amp;diagonal</translation>
    </message>
    <message>
        <source>Start from a preset:</source>
        <translation>Partir de un perfil:</translation>
    </message>
    <message>
        <source>Set every rule as {preset} has it (the attribute points stay)</source>
        <translation>Pone cada regla como la tiene {preset} (los puntos de atributo se mantienen)</translation>
    </message>
</context>
<context>
    <name>QtGapsTranslator</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Tipo de archivo:</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Archivo %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Acceso directo</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>{name} — {file}</source>
        <translation>{name} — {file}</translation>
    </message>
    <message>
        <source>{campaign} (not found)</source>
        <translation>{campaign} (no está)</translation>
    </message>
    <message>
        <source>There is no file at {path} now.</source>
        <translation>Ahora no hay ningún archivo en {path}.</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>No hay campañas recientes</translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar una copia de seguridad</translation>
    </message>
    <message>
        <source>Backups of “{name}”</source>
        <translation>Copias de seguridad de «{name}»</translation>
    </message>
    <message>
        <source>A backup is taken when the campaign opens and every {minutes} minutes of play; the newest {count} are kept. Restoring one replaces the campaign as it is now.</source>
        <translation>Se hace una copia de seguridad al abrir la campaña y cada {minutes} minutos de juego; se guardan las {count} más recientes. Restaurar una reemplaza la campaña tal como está ahora.</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <source>How long ago</source>
        <translation>Hace</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>This campaign has no backups yet. The first is taken when it opens.</source>
        <translation>Esta campaña aún no tiene copias de seguridad. La primera se hace al abrirla.</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Restaurar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>ahora mismo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>hace %n minuto</numerusform>
            <numerusform>hace %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>hace %n hora</numerusform>
            <numerusform>hace %n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>hace %n día</numerusform>
            <numerusform>hace %n días</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Secret: the players do not see this roll</source>
        <translation>Secreta: los jugadores no ven esta tirada</translation>
    </message>
    <message>
        <source>Roll to see the dice here.</source>
        <translation>Tira para ver aquí los dados.</translation>
    </message>
</context>
<context>
    <name>RollChoices</name>
    <message>
        <source>Spend a to&amp;ken (+1)</source>
        <translation>&amp;Gastar un token (+1)</translation>
    </message>
    <message>
        <source>No specialisation</source>
        <translation>Sin especialización</translation>
    </message>
    <message>
        <source>Creatures have no tokens</source>
        <translation>Las criaturas no tienen tokens</translation>
    </message>
    <message>
        <source>Tokens left: {n}</source>
        <translation>Tokens que quedan: {n}</translation>
    </message>
    <message>
        <source>No tokens left</source>
        <translation>No quedan tokens</translation>
    </message>
    <message>
        <source>Specialisation: {name} (+1)</source>
        <translation>Especialización: {name} (+1)</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Or the dice thrown at the table:</source>
        <translation>O los dados tirados en la mesa:</translation>
    </message>
</context>
<context>
    <name>SecretRollCheck</name>
    <message>
        <source>&amp;Secret rolls — stays on for every roll until unticked</source>
        <translation>Tiradas &amp;secretas — sigue activo en todas las tiradas hasta quitarlo</translation>
    </message>
    <message>
        <source>A mode, like the Dice dock&apos;s Secret roll (the same switch): while it is ticked, every roll of the game master — this attack, the next combatant&apos;s, the Dice dock&apos;s — stays off the table screen and the phones. Untick it to roll in the open again.</source>
        <translation>Un modo, como la Tirada secreta del panel de dados (el mismo interruptor): mientras está marcado, todas las tiradas del director de juego —este ataque, el del siguiente combatiente, las del panel de dados— quedan fuera de la pantalla de mesa y de los móviles. Desmárcalo para volver a tirar a la vista.</translation>
    </message>
</context>
<context>
    <name>SecretToggle</name>
    <message>
        <source>Secret roll</source>
        <translation>Tirada secreta</translation>
    </message>
    <message>
        <source>On: the players see nothing of these rolls. Click to roll in the open</source>
        <translation>Activada: los jugadores no ven nada de estas tiradas. Pulsa para tirar a la vista</translation>
    </message>
    <message>
        <source>Off: the table screen shows the rolls. Click to keep them from the players</source>
        <translation>Desactivada: la pantalla de la mesa muestra las tiradas. Pulsa para ocultárselas a los jugadores</translation>
    </message>
</context>
<context>
    <name>SessionCommand</name>
    <message>
        <source>The campaign file has no campaign row. Check the file with “ryf-desktop check”, or restore a backup.</source>
        <translation>El archivo no tiene la fila de la campaña. Revísalo con «ryf-desktop check» o restaura una copia de seguridad.</translation>
    </message>
    <message>
        <source>Rename campaign to “%1”</source>
        <translation>Renombrar la campaña como «%1»</translation>
    </message>
    <message>
        <source>The campaign needs a name. Type one and try again.</source>
        <translation>La campaña necesita un nombre. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A campaign name has at most %1 characters. Shorten it and try again.</source>
        <translation>El nombre de una campaña tiene como mucho %1 caracteres. Acórtalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Change the rules profile</source>
        <translation>Cambiar el perfil de reglas</translation>
    </message>
    <message>
        <source>Go to day %1</source>
        <translation>Ir al día %1</translation>
    </message>
    <message>
        <source>The day must be a whole number.</source>
        <translation>El día debe ser un número entero.</translation>
    </message>
    <message>
        <source>The in-game day must be between 1 and %1, not %2. Days are counted from 1, the campaign&apos;s first day.</source>
        <translation>El día de juego debe estar entre 1 y %1, no %2. Los días se cuentan desde 1, el primer día de la campaña.</translation>
    </message>
    <message>
        <source>Add character “%1”</source>
        <translation>Añadir el personaje «%1»</translation>
    </message>
    <message>
        <source>Duplicate character</source>
        <translation>Duplicar personaje</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>Duplicate character “%1”</source>
        <translation>Duplicar el personaje «%1»</translation>
    </message>
    <message>
        <source>Delete character</source>
        <translation>Borrar personaje</translation>
    </message>
    <message>
        <source>Delete character “%1”</source>
        <translation>Borrar el personaje «%1»</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Change %1 of “%2”</source>
        <translation>Cambiar %1 de «%2»</translation>
    </message>
    <message>
        <source>Set wounds</source>
        <translation>Poner heridas</translation>
    </message>
    <message>
        <source>Set wounds of “%1” to %2</source>
        <translation>Poner las heridas de «%1» en %2</translation>
    </message>
    <message>
        <source>The character no longer exists in this campaign (id %1); it may have been deleted. Refresh the list and try again.</source>
        <translation>El personaje ya no existe en esta campaña (id %1); quizá se borró. Actualiza la lista y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>the campaign file refused it as inconsistent (%1)</source>
        <translation>el archivo de campaña lo rechazó por incoherente (%1)</translation>
    </message>
    <message>
        <source>the campaign file refused it (%1); please report this problem</source>
        <translation>el archivo de la campaña lo rechazó (%1); por favor, informa de este problema</translation>
    </message>
    <message>
        <source>the campaign file could not be written (%1); check that the disk has free space and that the file is still there</source>
        <translation>no se pudo escribir en el archivo de campaña (%1); comprueba que el disco tiene espacio libre y que el archivo sigue ahí</translation>
    </message>
    <message>
        <source>an unexpected error occurred (%1: %2); please report this problem</source>
        <translation>ocurrió un error inesperado (%1: %2); por favor, informa de este problema</translation>
    </message>
    <message>
        <source>“%1” was not done: %2. Nothing was changed.</source>
        <translation>No se hizo «%1»: %2. No se cambió nada.</translation>
    </message>
    <message>
        <source>Redo of “%1” failed: %2. Nothing was changed, and the step was taken off the undo history.</source>
        <translation>Falló rehacer «%1»: %2. No se cambió nada y el paso se quitó del historial de cambios.</translation>
    </message>
    <message>
        <source>Undo of “%1” failed: %2. The campaign keeps the change, and the step was taken off the undo history.</source>
        <translation>Falló deshacer «%1»: %2. La campaña conserva el cambio y el paso se quitó del historial de cambios.</translation>
    </message>
    <message>
        <source>Import character “%1”</source>
        <translation>Importar el personaje «%1»</translation>
    </message>
</context>
<context>
    <name>SheetCommand</name>
    <message>
        <source>%1 must be a whole number between 0 and %2, not “%3”.</source>
        <translation>%1 debe ser un número entero entre 0 y %2, no «%3».</translation>
    </message>
    <message>
        <source>The skill no longer exists (id %1); it may have been removed. Refresh the sheet and try again.</source>
        <translation>La habilidad ya no existe (id %1); puede que se haya quitado. Actualiza la hoja y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Set skill</source>
        <translation>Fijar habilidad</translation>
    </message>
    <message>
        <source>A skill needs a name. Type one and try again.</source>
        <translation>Una habilidad necesita un nombre. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A skill&apos;s name has at most %1 characters. Shorten it.</source>
        <translation>El nombre de una habilidad tiene como mucho %1 caracteres. Acórtalo.</translation>
    </message>
    <message>
        <source>“%1” is not an attribute; choose Físico, Destreza, Inteligencia or Percepción.</source>
        <translation>«%1» no es un atributo; elige Físico, Destreza, Inteligencia o Percepción.</translation>
    </message>
    <message>
        <source>%1 already has a skill called “%2”. Choose another name.</source>
        <translation>%1 ya tiene una habilidad llamada «%2». Elige otro nombre.</translation>
    </message>
    <message>
        <source>Set %1 %2 of “%3”</source>
        <translation>Poner %1 a %2 en «%3»</translation>
    </message>
    <message>
        <source>At creation a skill is at most %1; %2 cannot be %3. Lower it, or close creation first.</source>
        <translation>En la creación una habilidad vale como mucho %1; %2 no puede valer %3. Bájala o cierra antes la creación.</translation>
    </message>
    <message>
        <source>At creation attribute + skill is at most %1; %2 would be %3. Lower the skill by %4.</source>
        <translation>En la creación atributo + habilidad es como mucho %1; %2 sumaría %3. Baja la habilidad %4.</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>Quitar habilidad</translation>
    </message>
    <message>
        <source>Remove skill %1</source>
        <translation>Quitar la habilidad %1</translation>
    </message>
    <message>
        <source>Add specialisation</source>
        <translation>Añadir especialización</translation>
    </message>
    <message>
        <source>A specialisation needs a name. Type one and try again.</source>
        <translation>Una especialización necesita un nombre. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A specialisation&apos;s name has at most %1 characters. Shorten it.</source>
        <translation>El nombre de una especialización tiene como mucho %1 caracteres. Acórtalo.</translation>
    </message>
    <message>
        <source>%1 already has the specialisation “%2”.</source>
        <translation>%1 ya tiene la especialización «%2».</translation>
    </message>
    <message>
        <source>Add specialisation %1 to %2</source>
        <translation>Añadir la especialización %1 a %2</translation>
    </message>
    <message>
        <source>Remove specialisation</source>
        <translation>Quitar especialización</translation>
    </message>
    <message>
        <source>Remove specialisation %1 of %2</source>
        <translation>Quitar la especialización %1 de %2</translation>
    </message>
    <message>
        <source>%1 has no specialisation “%2”. Refresh the sheet.</source>
        <translation>%1 no tiene la especialización «%2». Actualiza la hoja.</translation>
    </message>
    <message>
        <source>Attribute points: %1 of %2 spent, %3 over the budget.</source>
        <translation>Puntos de atributo: %1 de %2 gastados, %3 por encima del presupuesto.</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 de %3</translation>
    </message>
    <message>
        <source>Close creation</source>
        <translation>Cerrar la creación</translation>
    </message>
    <message>
        <source>“%1” is not in creation any more; there is nothing to close.</source>
        <translation>«%1» ya no está en creación; no hay nada que cerrar.</translation>
    </message>
    <message>
        <source>The creation of “%1” cannot be closed yet: %2 Fix the sheet first (or change the attribute points in the campaign settings).</source>
        <translation>Aún no se puede cerrar la creación de «%1»: %2 Corrige antes la hoja (o cambia los puntos de atributo en los ajustes de la campaña).</translation>
    </message>
    <message>
        <source>Close creation of “%1”</source>
        <translation>Cerrar la creación de «%1»</translation>
    </message>
    <message>
        <source>Raise skill</source>
        <translation>Subir habilidad</translation>
    </message>
    <message>
        <source>The new level</source>
        <translation>El nivel nuevo</translation>
    </message>
    <message>
        <source>“%1” is still in creation: set the skill&apos;s points directly, or close creation before spending XP.</source>
        <translation>«%1» sigue en creación: pon los puntos de la habilidad directamente, o cierra la creación antes de gastar PX.</translation>
    </message>
    <message>
        <source>%1 is already at level %2; XP only raises skills. Choose a level above %2.</source>
        <translation>%1 ya está a nivel %2; los PX solo suben habilidades. Elige un nivel por encima de %2.</translation>
    </message>
    <message>
        <source>Raising %1 from %2 to %3 costs %4 XP (%5), but “%6” has only %7 XP. Raise it fewer levels or award more XP first.</source>
        <translation>Subir %1 de %2 a %3 cuesta %4 PX (%5), pero «%6» solo tiene %7 PX. Súbela menos niveles o concede antes más PX.</translation>
    </message>
    <message>
        <source>Raise %1 to %2 (%3 XP)</source>
        <translation>Subir %1 a %2 (%3 PX)</translation>
    </message>
    <message>
        <source>Set spell</source>
        <translation>Fijar hechizo</translation>
    </message>
    <message>
        <source>This campaign&apos;s rules profile has no magic. Turn magic on in the campaign settings to give characters spells.</source>
        <translation>El perfil de reglas de esta campaña no tiene magia. Activa la magia en los ajustes de la campaña para dar hechizos a los personajes.</translation>
    </message>
    <message>
        <source>A spell needs a name. Type one and try again.</source>
        <translation>Un hechizo necesita un nombre. Escribe uno y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A spell&apos;s name has at most %1 characters. Shorten it.</source>
        <translation>El nombre de un hechizo tiene como mucho %1 caracteres. Acórtalo.</translation>
    </message>
    <message>
        <source>The spell&apos;s level</source>
        <translation>El nivel del hechizo</translation>
    </message>
    <message>
        <source>The spell&apos;s difficulty</source>
        <translation>La dificultad del hechizo</translation>
    </message>
    <message>
        <source>The spell&apos;s maná cost</source>
        <translation>El coste de maná del hechizo</translation>
    </message>
    <message>
        <source>%1 must be a whole number between 0 and 100, not “%2”.</source>
        <translation>%1 debe ser un número entero entre 0 y 100, no «%2».</translation>
    </message>
    <message>
        <source>A spell&apos;s effect has at most %1 characters. Shorten it.</source>
        <translation>El efecto de un hechizo tiene como mucho %1 caracteres. Acórtalo.</translation>
    </message>
    <message>
        <source>Set spell %1 of “%2”</source>
        <translation>Fijar el hechizo %1 de «%2»</translation>
    </message>
    <message>
        <source>The spell no longer exists. Refresh the sheet.</source>
        <translation>El hechizo ya no existe. Actualiza la hoja.</translation>
    </message>
    <message>
        <source>Remove spell</source>
        <translation>Quitar hechizo</translation>
    </message>
    <message>
        <source>Remove spell %1</source>
        <translation>Quitar el hechizo %1</translation>
    </message>
    <message>
        <source>Equip item</source>
        <translation>Equipar objeto</translation>
    </message>
    <message>
        <source>Unequip item</source>
        <translation>Desequipar objeto</translation>
    </message>
    <message>
        <source>“%1” is not a grip; a weapon is held in one hand (1M) or two (2M).</source>
        <translation>«%1» no es una empuñadura; un arma se lleva a una mano (1M) o a dos (2M).</translation>
    </message>
    <message>
        <source>The item is no longer on this sheet. Refresh the sheet.</source>
        <translation>El objeto ya no está en esta hoja. Actualiza la hoja.</translation>
    </message>
    <message>
        <source>%1 is not a weapon; only weapons are held in one or two hands.</source>
        <translation>%1 no es un arma; solo las armas se llevan a una o dos manos.</translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation>Equipar %1</translation>
    </message>
    <message>
        <source>Unequip %1</source>
        <translation>Desequipar %1</translation>
    </message>
    <message>
        <source>Change quantity</source>
        <translation>Cambiar cantidad</translation>
    </message>
    <message>
        <source>A quantity of %1 is out of range: type a number from 1 to %2, or remove the item to carry none.</source>
        <translation>Una cantidad de %1 está fuera de límites: escribe un número de 1 a %2, o quita el objeto para no llevar ninguno.</translation>
    </message>
    <message>
        <source>%1: quantity %2</source>
        <translation>%1: cantidad %2</translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation>Quitar objeto</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <source>Change portrait</source>
        <translation>Cambiar retrato</translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation>Quitar retrato</translation>
    </message>
    <message>
        <source>The portrait is empty. Import the picture again.</source>
        <translation>El retrato está vacío. Vuelve a importar la imagen.</translation>
    </message>
    <message>
        <source>Change portrait of %1</source>
        <translation>Cambiar el retrato de %1</translation>
    </message>
    <message>
        <source>Remove portrait of %1</source>
        <translation>Quitar el retrato de %1</translation>
    </message>
    <message>
        <source>Healing is a whole number of PV, 0 or more, not “%1”.</source>
        <translation>La curación es un número entero de PV, 0 o más, no «%1».</translation>
    </message>
    <message>
        <source>%1: “%2” heals %3 PV</source>
        <translation>%1: «%2» cura %3 PV</translation>
    </message>
    <message>
        <source>Comfortable rest</source>
        <translation>Descanso cómodo</translation>
    </message>
    <message>
        <source>Night&apos;s rest</source>
        <translation>Descanso nocturno</translation>
    </message>
    <message>
        <source>{name}: {rest} on day {day}, {amount} PV healed</source>
        <translation>{name}: {rest} el día {day}, cura {amount} PV</translation>
    </message>
    <message>
        <source>Recuperar el aliento</source>
        <translation>Recuperar el aliento</translation>
    </message>
    <message>
        <source>{name}: recuperar el aliento, 1d6 → {amount} PV</source>
        <translation>{name}: recuperar el aliento, 1d6 → {amount} PV</translation>
    </message>
    <message>
        <source>Medicina</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>Medicina by “%1” on “%2”</source>
        <translation>Medicina de «%1» a «%2»</translation>
    </message>
    <message>
        <source>{healer} treats {patient} with Medicina: {total} vs 15, success, heals {amount} PV</source>
        <translation>{healer} atiende a {patient} con Medicina: {total} contra 15, éxito, cura {amount} PV</translation>
    </message>
    <message>
        <source>{healer} treats {patient} with Medicina: {total} vs 15, failure; {healer} may not try again today</source>
        <translation>{healer} atiende a {patient} con Medicina: {total} contra 15, fallo; {healer} no puede volver a intentarlo hoy</translation>
    </message>
    <message>
        <source>%1 has already been healed with Medicina on day %2; Medicina heals a patient once a day. Try again on day %3.</source>
        <translation>%1 ya ha sido curado con Medicina el día %2; Medicina cura a un paciente una vez al día. Vuelve a intentarlo el día %3.</translation>
    </message>
    <message>
        <source>%1 already failed to treat %2 on day %3 and may not try again that day. Another healer may try, or %1 on day %4.</source>
        <translation>%1 ya falló al tratar a %2 el día %3 y no puede volver a intentarlo ese día. Puede intentarlo otro sanador, o %1 el día %4.</translation>
    </message>
</context>
<context>
    <name>SheetDisplay</name>
    <message>
        <source>No portrait</source>
        <translation>Sin retrato</translation>
    </message>
    <message>
        <source>Close creation</source>
        <translation>Cerrar la creación</translation>
    </message>
    <message>
        <source>Close the creation? From now on skills rise only by spending XP, and the creation limits no longer apply.</source>
        <translation>¿Cerrar la creación? Desde ahora las habilidades solo suben gastando PX, y los límites de creación dejan de aplicarse.</translation>
    </message>
    <message>
        <source>The skills go over the pyramid (level: skills of those allowed: {levels}); the rules let you accept that.</source>
        <translation>Las habilidades se salen de la pirámide (nivel: habilidades de las permitidas: {levels}); las reglas te dejan aceptarlo.</translation>
    </message>
    <message>
        <source>Attribute points: {spent} of {budget} spent, {left} left</source>
        <translation>Puntos de atributo: {spent} de {budget} gastados, quedan {left}</translation>
    </message>
    <message>
        <source>Attribute points: {spent} of {budget} spent, {over} over the budget</source>
        <translation>Puntos de atributo: {spent} de {budget} gastados, {over} por encima del presupuesto</translation>
    </message>
    <message>
        <source>In creation: creation limits apply</source>
        <translation>En creación: se aplican los límites de creación</translation>
    </message>
    <message>
        <source>Creation closed: skills rise with XP</source>
        <translation>Creación cerrada: las habilidades suben con PX</translation>
    </message>
    <message>
        <source>{left} of {most}</source>
        <translation>{left} de {most}</translation>
    </message>
    <message>
        <source>Give back all the maná spent (when, the GM decides: after a rest, say)</source>
        <translation>Devuelve todo el maná gastado (cuándo, lo decide el máster: tras un descanso, por ejemplo)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>{money} · 1 mo = 10 mp = 100 mc</source>
        <translation>{money} · 1 mo = 10 mp = 100 mc</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>válida</translation>
    </message>
    <message>
        <source>over the pyramid</source>
        <translation>por encima de la pirámide</translation>
    </message>
    <message>
        <source>Pyramid {shape}: {verdict}&lt;br&gt;{cells}</source>
        <translation>Pirámide {shape}: {verdict}&lt;br&gt;{cells}</translation>
    </message>
    <message>
        <source>Hover a value to see its sum</source>
        <translation>Pasa el ratón sobre un valor para ver su suma</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Roll it now; the result shows in the Dice dock</source>
        <translation>Tíralo ya; el resultado sale en el panel Dados</translation>
    </message>
    <message>
        <source>{current} of {maximum}</source>
        <translation>{current} de {maximum}</translation>
    </message>
    <message>
        <source>every roll at −1 rank</source>
        <translation>todas las tiradas a rango −1</translation>
    </message>
    <message>
        <source>How many the character carries; remove the item to carry none</source>
        <translation>Cuántos lleva el personaje; quita el objeto para no llevar ninguno</translation>
    </message>
</context>
<context>
    <name>SheetDockInstaller</name>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Hojas</translation>
    </message>
</context>
<context>
    <name>SheetLabels</name>
    <message>
        <source>Físico</source>
        <translation>Físico</translation>
    </message>
    <message>
        <source>Destreza</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Inteligencia</source>
        <translation>Inteligencia</translation>
    </message>
    <message>
        <source>Percepción</source>
        <translation>Percepción</translation>
    </message>
    <message>
        <source>PV max.</source>
        <translation>PV máx.</translation>
    </message>
    <message>
        <source>Defensa</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Iniciativa</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation>Ataque cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Ranged attack</source>
        <translation>Ataque a distancia</translation>
    </message>
    <message>
        <source>Absorption</source>
        <translation>Absorción</translation>
    </message>
    <message>
        <source>Estorbo</source>
        <translation>Estorbo</translation>
    </message>
    <message>
        <source>Maná</source>
        <translation>Maná</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>armadura</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>escudo</translation>
    </message>
    <message>
        <source>estorbo</source>
        <translation>estorbo</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>short</source>
        <translation>incompleto</translation>
    </message>
    <message>
        <source>over</source>
        <translation>excedido</translation>
    </message>
    <message>
        <source>versátil</source>
        <translation>versátil</translation>
    </message>
    <message>
        <source>especialista</source>
        <translation>especialista</translation>
    </message>
    <message>
        <source>not held</source>
        <translation>sin empuñar</translation>
    </message>
    <message>
        <source>1M</source>
        <translation>1M</translation>
    </message>
    <message>
        <source>2M</source>
        <translation>2M</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arma</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>equipo</translation>
    </message>
</context>
<context>
    <name>SheetPdf</name>
    <message>
        <source>RyF — character sheet</source>
        <translation>RyF — hoja de personaje</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Concept</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Social class</source>
        <translation>Clase social</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>{name} — RyF character sheet</source>
        <translation>{name} — hoja de personaje de RyF</translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation>Personaje no jugador</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Personaje jugador</translation>
    </message>
    <message>
        <source>In creation</source>
        <translation>En creación</translation>
    </message>
    <message>
        <source>Sheet saved to {path}</source>
        <translation>Hoja guardada en {path}</translation>
    </message>
    <message>
        <source>The sheet was not saved: {path} cannot be written (check that the folder exists and that you may write there).</source>
        <translation>La hoja no se ha guardado: no se puede escribir {path} (comprueba que la carpeta existe y que puedes escribir en ella).</translation>
    </message>
    <message>
        <source>Creation closed</source>
        <translation>Creación cerrada</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>válida</translation>
    </message>
    <message>
        <source>over the pyramid</source>
        <translation>por encima de la pirámide</translation>
    </message>
    <message>
        <source>Pyramid {shape}: {verdict}</source>
        <translation>Pirámide {shape}: {verdict}</translation>
    </message>
    <message>
        <source>Attribute points: {spent} of {budget}</source>
        <translation>Puntos de atributo: {spent} de {budget}</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Valores derivados</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>(every roll at −1 rank)</source>
        <translation>(todas las tiradas a rango −1)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Money, tokens and XP</source>
        <translation>Dinero, tokens y PX</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>(one handed back: next roll −1)</source>
        <translation>(una devuelta: próxima tirada a −1)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation>daño {damage}</translation>
    </message>
    <message>
        <source>range {bands}</source>
        <translation>alcance {bands}</translation>
    </message>
    <message>
        <source>absorption {value}</source>
        <translation>absorción {value}</translation>
    </message>
    <message>
        <source>Defensa +{value}</source>
        <translation>Defensa +{value}</translation>
    </message>
    <message>
        <source>estorbo {value}</source>
        <translation>estorbo {value}</translation>
    </message>
    <message>
        <source>price {price}</source>
        <translation>precio {price}</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Hechizos</translation>
    </message>
    <message>
        <source>Wound thresholds</source>
        <translation>Umbrales de heridas</translation>
    </message>
    <message>
        <source>level {level} · dif. {difficulty} · {mana} maná</source>
        <translation>nivel {level} · dif. {difficulty} · {mana} maná</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Qty.</source>
        <translation>Cant.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>■ equipped   □ carried</source>
        <translation>■ equipado   □ llevado</translation>
    </message>
    <message>
        <source>Background and notes</source>
        <translation>Historia y notas</translation>
    </message>
</context>
<context>
    <name>SheetTableEdits</name>
    <message>
        <source>Select an item in the equipment table first, then remove it.</source>
        <translation>Selecciona primero un objeto en la tabla de equipo y luego quítalo.</translation>
    </message>
    <message>
        <source>“{name}” is not in the catalog any more.</source>
        <translation>«{name}» ya no está en el catálogo.</translation>
    </message>
    <message>
        <source>Add spell</source>
        <translation>Añadir hechizo</translation>
    </message>
    <message>
        <source>Spell:</source>
        <translation>Hechizo:</translation>
    </message>
</context>
<context>
    <name>SheetTabs</name>
    <message>
        <source>Print to PDF…</source>
        <translation>Imprimir a PDF…</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>%1 is %2; at creation attributes are between %3 and %4.</source>
        <translation>%1 vale %2; en la creación los atributos van de %3 a %4.</translation>
    </message>
    <message>
        <source>At creation a skill is at most %1.</source>
        <translation>En la creación una habilidad vale como mucho %1.</translation>
    </message>
    <message>
        <source>At creation attribute + skill is at most %1.</source>
        <translation>En la creación atributo + habilidad es como mucho %1.</translation>
    </message>
    <message>
        <source>Needs %1 %2; the character has %3.</source>
        <translation>Requiere %1 %2; el personaje tiene %3.</translation>
    </message>
    <message>
        <source>A shield cannot be used with a weapon held in two hands.</source>
        <translation>No se puede usar un escudo con un arma empuñada a dos manos.</translation>
    </message>
</context>
<context>
    <name>SheetsController</name>
    <message>
        <source>Print the sheet to PDF</source>
        <translation>Imprimir la hoja a PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation>En toda la ventana</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
</context>
<context>
    <name>ShownMapMenu</name>
    <message>
        <source>Show &amp;map</source>
        <translation>Mostrar &amp;mapa</translation>
    </message>
    <message>
        <source>&amp;No map (the campaign&apos;s title)</source>
        <translation>&amp;Ningún mapa (el título de la campaña)</translation>
    </message>
    <message>
        <source>The players see the campaign&apos;s name and day until you show them a map or a fight begins on one</source>
        <translation>Los jugadores ven el nombre y el día de la campaña hasta que les muestres un mapa o empiece un combate en uno</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>No hay ninguna campaña abierta</translation>
    </message>
    <message>
        <source>The campaign has no map yet</source>
        <translation>La campaña aún no tiene ningún mapa</translation>
    </message>
</context>
<context>
    <name>SkillMenus</name>
    <message>
        <source>Roll with specialisation “{name}”</source>
        <translation>Tirar con la especialización «{name}»</translation>
    </message>
    <message>
        <source>Raise to {level} ({cost} XP)</source>
        <translation>Subir a {level} ({cost} PX)</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>Add specialisation…</source>
        <translation>Añadir especialización…</translation>
    </message>
    <message>
        <source>Remove specialisation</source>
        <translation>Quitar especialización</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>Quitar habilidad</translation>
    </message>
    <message>
        <source>Rename skill</source>
        <translation>Renombrar habilidad</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <source>Add specialisation</source>
        <translation>Añadir especialización</translation>
    </message>
    <message>
        <source>Specialisation:</source>
        <translation>Especialización:</translation>
    </message>
</context>
<context>
    <name>SkillTableModel</name>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Roll %1 now; the result shows in the Dice dock</source>
        <translation>Tira %1 ya; el resultado sale en el panel Dados</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Specialisations</source>
        <translation>Especializaciones</translation>
    </message>
    <message>
        <source>Rename, change attribute, specialisations, raise with XP, remove</source>
        <translation>Renombrar, cambiar de atributo, especializaciones, subir con PX, quitar</translation>
    </message>
    <message>
        <source>Click a skill to roll it; the result shows in the Dice dock</source>
        <translation>Haz clic en una habilidad para tirarla; el resultado sale en el panel Dados</translation>
    </message>
    <message>
        <source>Points bought in the skill; click to change them</source>
        <translation>Puntos comprados en la habilidad; pulsa para cambiarlos</translation>
    </message>
    <message>
        <source>Attribute + skill: what a roll adds to 1o3d10</source>
        <translation>Atributo + habilidad: lo que la tirada suma a 1o3d10</translation>
    </message>
    <message>
        <source>Click to change the points</source>
        <translation>Pulsa para cambiar los puntos</translation>
    </message>
    <message>
        <source>Creation is closed: raise it with XP from the ⋯ menu</source>
        <translation>La creación está cerrada: súbela con PX desde el menú ⋯</translation>
    </message>
</context>
<context>
    <name>SpellCommands</name>
    <message>
        <source>Cast a spell</source>
        <translation>Lanzar un hechizo</translation>
    </message>
    <message>
        <source>%1 is fighting in “%2”: in a fight a spell is a major action of the turn. Cast it from the Combat dock (Other actions…, Cast a spell), which spends the action.</source>
        <translation>%1 está luchando en «%2»: en combate, un hechizo es una acción mayor del turno. Lánzalo desde el panel Combate (Otras acciones…, Lanzar un hechizo), que gasta la acción.</translation>
    </message>
    <message>
        <source>%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a cheaper spell.</source>
        <translation>%1 no puede lanzar %2: cuesta %3 de maná y solo le quedan %4. Elige un hechizo más barato.</translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation>%1 lanza %2</translation>
    </message>
    <message>
        <source>Magic is switched off in this campaign&apos;s rules profile; switch it on in the campaign settings to cast spells.</source>
        <translation>La magia está desactivada en el perfil de reglas de esta campaña; actívala en los ajustes de la campaña para lanzar hechizos.</translation>
    </message>
    <message>
        <source>%1 does not know that spell; add it to the sheet first.</source>
        <translation>%1 no conoce ese hechizo; añádelo antes a su hoja.</translation>
    </message>
</context>
<context>
    <name>SpellDialog</name>
    <message>
        <source>Cast a spell — {name}</source>
        <translation>Lanzar un hechizo — {name}</translation>
    </message>
    <message>
        <source>{name} casts</source>
        <translation>{name} lanza</translation>
    </message>
    <message>
        <source>S&amp;pell</source>
        <translation>&amp;Hechizo</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>crítico</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>pifia</translation>
    </message>
    <message>
        <source>&amp;Cast the spell</source>
        <translation>&amp;Lanzar el hechizo</translation>
    </message>
    <message>
        <source>dice thrown: 3 8 10</source>
        <translation>dados tirados: 3 8 10</translation>
    </message>
    <message>
        <source>The three d10 the player threw, in any order; after a 10 that explodes, the next three: 3 10 10 / 3 4 7</source>
        <translation>Los tres d10 que tiró el jugador, en cualquier orden; tras un 10 que explota, los tres siguientes: 3 10 10 / 3 4 7</translation>
    </message>
    <message>
        <source>&amp;Use these dice</source>
        <translation>&amp;Usar estos dados</translation>
    </message>
    <message>
        <source>No spell</source>
        <translation>Ningún hechizo</translation>
    </message>
    <message>
        <source>{modifier} + 1o3d10 against {difficulty}</source>
        <translation>{modifier} + 1o3d10 contra {difficulty}</translation>
    </message>
    <message>
        <source>Costs {cost} maná of the {left} left</source>
        <translation>Cuesta {cost} de maná de los {left} que quedan</translation>
    </message>
</context>
<context>
    <name>StartCombatDialog</name>
    <message>
        <source>Start combat</source>
        <translation>Empezar un combate</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>No map</source>
        <translation>Sin mapa</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>Tokens on the map: they fight where they stand</source>
        <translation>Fichas del mapa: pelean donde están</translation>
    </message>
    <message>
        <source>Characters of the campaign who are not on the map</source>
        <translation>Personajes de la campaña que no están en el mapa</translation>
    </message>
    <message>
        <source>Tokens on the map</source>
        <translation>Fichas del mapa</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Creatures of the catalog</source>
        <translation>Criaturas del catálogo</translation>
    </message>
    <message>
        <source>New creatures &amp;hidden from the players</source>
        <translation>Criaturas nuevas &amp;ocultas a los jugadores</translation>
    </message>
    <message>
        <source>Their tokens stand on the map for you alone until you show them (ticked by default when the players see this map)</source>
        <translation>Sus fichas están en el mapa solo para ti hasta que las muestres (marcado por defecto cuando los jugadores ven este mapa)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>“{name}” is not a creature of the catalog: pick one from the list.</source>
        <translation>«{name}» no es una criatura del catálogo: elige una de la lista.</translation>
    </message>
    <message>
        <source>1 combatant</source>
        <translation>1 combatiente</translation>
    </message>
    <message>
        <source>{n} combatants</source>
        <translation>{n} combatientes</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>The disk that holds {name} is full: nothing was written, and nothing is lost. Free some space on it (delete or move other files), then try again.</source>
        <translation>El disco donde está {name} está lleno: no se ha escrito nada y no se ha perdido nada. Libera espacio en él (borra o mueve otros archivos) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The disk failed while reading or writing {name} ({detail}). Nothing was written; check the disk (is it still connected?) and try again.</source>
        <translation>El disco ha fallado al leer o escribir {name} ({detail}). No se ha escrito nada; revisa el disco (¿sigue conectado?) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The file {name} was not closed properly, and what it holds of the last edits is in {sidecar} beside it, which cannot be read ({reason}). RyF Desktop changed nothing. Allow reading that file (or copy it back from where it came from), then open the campaign again.</source>
        <translation>El archivo {name} no se cerró bien, y los últimos cambios que guarda están en {sidecar}, a su lado, que no se puede leer ({reason}). RyF Desktop no ha cambiado nada. Permite leer ese archivo (o vuelve a copiarlo de donde vino) y abre la campaña de nuevo.</translation>
    </message>
    <message>
        <source>The file {name} could not be checked: the temporary folder has no room for the copy the check works on ({detail}). Free some space there and check it again; nothing was changed.</source>
        <translation>No se ha podido comprobar el archivo {name}: la carpeta temporal no tiene sitio para la copia sobre la que trabaja la comprobación ({detail}). Libera espacio allí y vuelve a comprobarlo; no se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The file {file} is too large to import (the limit is {limit_mb} MB).</source>
        <translation>El archivo {file} es demasiado grande para importarlo (el límite es {limit_mb} MB).</translation>
    </message>
    <message>
        <source>There is no campaign file at {file}. It may have been moved, renamed or deleted; use {menu} to find it.</source>
        <translation>No hay ningún archivo de campaña en {file}. Puede que se haya movido, renombrado o borrado; usa {menu} para buscarlo.</translation>
    </message>
    <message>
        <source>Cannot read {file} ({reason}). Check that you may read the file.</source>
        <translation>No se puede leer {file} ({reason}). Comprueba que tienes permiso para leer el archivo.</translation>
    </message>
    <message>
        <source>{file} is a folder, not a campaign file. Choose a .ryf campaign file.</source>
        <translation>{file} es una carpeta, no un archivo de campaña. Elige un archivo de campaña .ryf.</translation>
    </message>
    <message>
        <source>{name} is not a file (it is a pipe, a device or a socket). Choose a .ryf campaign file.</source>
        <translation>{name} no es un archivo (es una tubería, un dispositivo o un socket). Elige un archivo de campaña .ryf.</translation>
    </message>
    <message>
        <source>The file {name} is empty (0 bytes): it holds no campaign. If it should, restore it from a backup ({menu}).</source>
        <translation>El archivo {name} está vacío (0 bytes): no contiene ninguna campaña. Si debería contenerla, restáurala desde una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>The file {name} is not a RyF Desktop campaign: it is not a database at all (perhaps a picture, a document or a download that did not finish). Choose a .ryf campaign file.</source>
        <translation>El archivo {name} no es una campaña de RyF Desktop: ni siquiera es una base de datos (quizá sea una imagen, un documento o una descarga que no terminó). Elige un archivo de campaña .ryf.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({detail}). RyF Desktop did not change it. Restore a backup ({menu}); “ryf-desktop check” lists what is wrong.</source>
        <translation>El archivo {name} está dañado ({detail}). RyF Desktop no lo ha modificado. Restaura una copia de seguridad ({menu}); «ryf-desktop check» detalla qué falla.</translation>
    </message>
    <message>
        <source>The file {name} was not closed properly and does not come out of the repair whole ({detail}). RyF Desktop did not change it. Restore a backup ({menu}); “ryf-desktop check” lists what is wrong.</source>
        <translation>El archivo {name} no se cerró bien y no sale entero de la reparación ({detail}). RyF Desktop no lo ha modificado. Restaura una copia de seguridad ({menu}); «ryf-desktop check» detalla qué falla.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its schema version, {version}, is not one RyF Desktop ever wrote. RyF Desktop did not change it. Restore a backup ({menu}).</source>
        <translation>El archivo {name} está dañado: su versión de esquema, {version}, no es ninguna que RyF Desktop haya escrito nunca. RyF Desktop no lo ha modificado. Restaura una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its schema record (revision {revision}) does not match its schema version {version}. RyF Desktop did not change it. Restore a backup ({menu}).</source>
        <translation>El archivo {name} está dañado: su registro de esquema (revisión {revision}) no coincide con su versión de esquema {version}. RyF Desktop no lo ha modificado. Restaura una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>The campaign {name} is too damaged to repair ({detail}). Restore a backup ({menu}).</source>
        <translation>La campaña {name} está demasiado dañada para repararla ({detail}). Restaura una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>The file {name} was not closed properly (the program or the computer stopped while it was open) and must be repaired before it can be read, which needs write permission. Open it normally (not read-only), or allow writing to the file.</source>
        <translation>El archivo {name} no se cerró bien (el programa o el ordenador se detuvo mientras estaba abierto) y hay que repararlo antes de poder leerlo, para lo que hace falta permiso de escritura. Ábrelo de forma normal (no en solo lectura) o permite escribir en el archivo.</translation>
    </message>
    <message>
        <source>Cannot open {name} ({detail}). Check that the file and its folder may be read.</source>
        <translation>No se puede abrir {name} ({detail}). Comprueba que se pueden leer el archivo y su carpeta.</translation>
    </message>
    <message>
        <source>The file {name} is busy: another copy of RyF Desktop is opening or upgrading it. Try again in a moment.</source>
        <translation>El archivo {name} está ocupado: otra copia de RyF Desktop lo está abriendo o actualizando. Vuelve a intentarlo dentro de un momento.</translation>
    </message>
    <message>
        <source>The file {name} is a database made by another program, not a RyF Desktop campaign. Choose a .ryf campaign file.</source>
        <translation>El archivo {name} es una base de datos de otro programa, no una campaña de RyF Desktop. Elige un archivo de campaña .ryf.</translation>
    </message>
    <message>
        <source>This file was made by a newer version of RyF Desktop (schema {found}; this version knows up to {known}). Update the program to open it.</source>
        <translation>Este archivo lo creó una versión más reciente de RyF Desktop (esquema {found}; esta versión conoce hasta el {known}). Actualiza el programa para abrirlo.</translation>
    </message>
    <message>
        <source>There is already a file at {file}. Choose another name.</source>
        <translation>Ya hay un archivo en {file}. Elige otro nombre.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist. Choose a folder that exists.</source>
        <translation>La carpeta {folder} no existe. Elige una carpeta que exista.</translation>
    </message>
    <message>
        <source>This campaign was made by an older version of RyF Desktop (schema {found}) and must be upgraded to schema {known} before it can be opened, but it was opened read-only. Open it normally once (when nobody else has it open) to upgrade it.</source>
        <translation>Esta campaña la creó una versión anterior de RyF Desktop (esquema {found}) y hay que actualizarla al esquema {known} antes de abrirla, pero se abrió en solo lectura. Ábrela una vez de forma normal (cuando nadie más la tenga abierta) para actualizarla.</translation>
    </message>
    <message>
        <source>This campaign was made by an older version of RyF Desktop (schema {found}) and must be upgraded to schema {known} before it can be opened, but the file cannot be written. Copy it to a folder where you can write, or allow writing to it, and open it again.</source>
        <translation>Esta campaña la creó una versión anterior de RyF Desktop (esquema {found}) y hay que actualizarla al esquema {known} antes de abrirla, pero no se puede escribir en el archivo. Cópialo a una carpeta donde puedas escribir, o permite escribir en él, y vuelve a abrirlo.</translation>
    </message>
    <message>
        <source>This campaign was made by an older version of RyF Desktop (schema {found}) and must be upgraded, but a safety copy could not be written next to it ({reason}). Free some disk space or allow writing to the folder, and open it again.</source>
        <translation>Esta campaña la creó una versión anterior de RyF Desktop (esquema {found}) y hay que actualizarla, pero no se pudo escribir una copia de seguridad a su lado ({reason}). Libera espacio en el disco o permite escribir en la carpeta, y vuelve a abrirla.</translation>
    </message>
    <message>
        <source>Upgrading the campaign {name} from schema {found} to {known} failed ({detail}). Nothing was changed: the file is as it was, and a copy of it is also at {copy}. Please report this problem.</source>
        <translation>Falló la actualización de la campaña {name} del esquema {found} al {known} ({detail}). No se ha cambiado nada: el archivo está como estaba, y además hay una copia en {copy}. Por favor, informa de este problema.</translation>
    </message>
    <message>
        <source>The campaign {name} is open read-only; changes cannot be saved. Open it again with write access to change it.</source>
        <translation>La campaña {name} está abierta en solo lectura; los cambios no se pueden guardar. Vuelve a abrirla con permiso de escritura para cambiarla.</translation>
    </message>
    <message>
        <source>The campaign {name} is closed.</source>
        <translation>La campaña {name} está cerrada.</translation>
    </message>
    <message>
        <source>The file {name} holds no campaign (its campaign row is missing). Restore a backup ({menu}).</source>
        <translation>El archivo {name} no contiene ninguna campaña (falta su fila de campaña). Restaura una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>Cannot save a copy over the campaign that is open ({name}). Choose another file.</source>
        <translation>No se puede guardar una copia encima de la campaña abierta ({name}). Elige otro archivo.</translation>
    </message>
    <message>
        <source>Cannot restore a backup over the campaign that is open ({name}). Choose another file, or close the campaign first.</source>
        <translation>No se puede restaurar una copia de seguridad encima de la campaña abierta ({name}). Elige otro archivo o cierra antes la campaña.</translation>
    </message>
    <message>
        <source>Could not copy the campaign to {file} ({detail}).</source>
        <translation>No se pudo copiar la campaña en {file} ({detail}).</translation>
    </message>
    <message>
        <source>A backup named {name} already exists.</source>
        <translation>Ya existe una copia de seguridad llamada {name}.</translation>
    </message>
    <message>
        <source>This campaign is already open in {program} (user {user} on the computer {host}, process {pid}, since {since}). Open it read-only to look at it, or close it there first. If that copy of the program is no longer running (the other computer crashed, or the file was carried here), you can take the campaign over.</source>
        <translation>Esta campaña ya está abierta en {program} (usuario {user} en el ordenador {host}, proceso {pid}, desde {since}). Ábrela en solo lectura para consultarla, o ciérrala antes allí. Si esa copia del programa ya no está en marcha (el otro ordenador se colgó, o el archivo se trajo hasta aquí), puedes hacerte con la campaña.</translation>
    </message>
    <message>
        <source>The campaign {name} was unlocked from the command line and may be open elsewhere now; this change was not saved. Open it again to go on.</source>
        <translation>La campaña {name} se desbloqueó desde la línea de órdenes y puede que ahora esté abierta en otro sitio; este cambio no se ha guardado. Vuelve a abrirla para seguir.</translation>
    </message>
    <message>
        <source>The campaign {name} was taken over by {user} on the computer {host}; this change was not saved. Open it read-only to go on looking at it.</source>
        <translation>{user} se ha hecho con la campaña {name} en el ordenador {host}; este cambio no se ha guardado. Ábrela en solo lectura para seguir consultándola.</translation>
    </message>
    <message>
        <source>There is no file at {file}.</source>
        <translation>No hay ningún archivo en {file}.</translation>
    </message>
    <message>
        <source>Cannot read {file} ({reason}).</source>
        <translation>No se puede leer {file} ({reason}).</translation>
    </message>
    <message>
        <source>The file cannot be imported: {field} is not valid.</source>
        <translation>El archivo no se puede importar: {field} no es válido.</translation>
    </message>
    <message>
        <source>The file {name} is incomplete: it is {size} bytes, but it should be {expected} bytes. It was probably cut short while being copied or downloaded. RyF Desktop did not change it. Copy it again from where it came from, or restore a backup ({menu}).</source>
        <translation>El archivo {name} está incompleto: tiene {size} bytes, pero debería tener {expected}. Seguramente se cortó al copiarlo o descargarlo. RyF Desktop no lo ha modificado. Vuelve a copiarlo desde donde vino o restaura una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>The file {name} is incomplete: it is {size} bytes. It was probably cut short while being copied or downloaded. RyF Desktop did not change it. Copy it again from where it came from, or restore a backup ({menu}).</source>
        <translation>El archivo {name} está incompleto: tiene {size} bytes. Seguramente se cortó al copiarlo o descargarlo. RyF Desktop no lo ha modificado. Vuelve a copiarlo desde donde vino o restaura una copia de seguridad ({menu}).</translation>
    </message>
    <message>
        <source>The file {name} cannot be written ({detail}): it, its folder or its disk is read-only. Nothing was lost. Allow writing to it, or copy it to a folder where you can write and open the copy, then try again.</source>
        <translation>No se puede escribir en el archivo {name} ({detail}): el archivo, su carpeta o su disco son de solo lectura. No se ha perdido nada. Permite escribir en él, o cópialo a una carpeta donde puedas escribir y abre la copia, y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A -wal file beside it was not its own (another file&apos;s, or older than a backup put in its place), so it was not applied: it was moved aside as {moved}.</source>
        <translation>Un archivo -wal que había a su lado no era suyo (era de otro archivo, o anterior a una copia de seguridad puesta en su lugar), así que no se aplicó: se apartó como {moved}.</translation>
    </message>
</context>
<context>
    <name>TableLayoutMenus</name>
    <message>
        <source>&amp;Scale</source>
        <translation>&amp;Escala</translation>
    </message>
    <message>
        <source>&amp;Fit the map to the window</source>
        <translation>&amp;Ajustar el mapa a la ventana</translation>
    </message>
    <message>
        <source>One square = &amp;25 mm (a miniature&apos;s base)</source>
        <translation>Una casilla = &amp;25 mm (la peana de una miniatura)</translation>
    </message>
    <message>
        <source>One square = 1 &amp;inch</source>
        <translation>Una casilla = 1 &amp;pulgada</translation>
    </message>
    <message>
        <source>One square = a size I &amp;type…</source>
        <translation>Una casilla = un tamaño que &amp;escribo…</translation>
    </message>
    <message>
        <source>&amp;Calibrate the screen size…</source>
        <translation>&amp;Calibrar el tamaño de la pantalla…</translation>
    </message>
    <message>
        <source>Measure a bar drawn on the table screen, for screens that misreport their size</source>
        <translation>Mide una barra dibujada en la pantalla de mesa, para pantallas que informan mal de su tamaño</translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation>&amp;Girar</translation>
    </message>
    <message>
        <source>&amp;Not turned</source>
        <translation>Sin &amp;girar</translation>
    </message>
    <message>
        <source>A quarter turn &amp;clockwise (90°)</source>
        <translation>Un cuarto de vuelta en sentido &amp;horario (90°)</translation>
    </message>
    <message>
        <source>&amp;Half a turn (180°)</source>
        <translation>&amp;Media vuelta (180°)</translation>
    </message>
    <message>
        <source>A quarter turn &amp;anticlockwise (270°)</source>
        <translation>Un cuarto de vuelta en sentido &amp;antihorario (270°)</translation>
    </message>
    <message>
        <source>P&amp;an</source>
        <translation>&amp;Desplazar</translation>
    </message>
    <message>
        <source>&amp;Left</source>
        <translation>&amp;Izquierda</translation>
    </message>
    <message>
        <source>&amp;Right</source>
        <translation>&amp;Derecha</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Arriba</translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation>A&amp;bajo</translation>
    </message>
    <message>
        <source>One square; the arrow keys do it on the table screen</source>
        <translation>Una casilla; en la pantalla de mesa lo hacen las flechas del teclado</translation>
    </message>
    <message>
        <source>Players may move tokens by &amp;touch outside combat</source>
        <translation>Los jugadores pueden mover &amp;fichas tocando fuera del combate</translation>
    </message>
    <message>
        <source>On a touch table screen, let a finger move any token the players see when no fight is running (in a fight only the active combatant&apos;s token moves)</source>
        <translation>En una pantalla de mesa táctil, deja que un dedo mueva cualquier ficha que vean los jugadores cuando no hay un combate en curso (en combate solo se mueve la ficha del combatiente activo)</translation>
    </message>
    <message>
        <source>Size of a square</source>
        <translation>Tamaño de una casilla</translation>
    </message>
    <message>
        <source>One square on the table screen, in millimetres:</source>
        <translation>Una casilla en la pantalla de mesa, en milímetros:</translation>
    </message>
</context>
<context>
    <name>TableScreenControl</name>
    <message>
        <source>&amp;Window</source>
        <translation>Ve&amp;ntana</translation>
    </message>
    <message>
        <source>Table screen blacked out</source>
        <translation>Pantalla de mesa oscurecida</translation>
    </message>
    <message>
        <source>Ctrl+B shows the table screen again</source>
        <translation>Ctrl+B vuelve a mostrar la pantalla de mesa</translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation>&amp;Pantalla de mesa</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>Show to the &amp;players</source>
        <translation>Mostrar a los &amp;jugadores</translation>
    </message>
    <message>
        <source>Open or close the players&apos; window with the map as they may see it</source>
        <translation>Abre o cierra la ventana de los jugadores con el mapa tal como pueden verlo</translation>
    </message>
    <message>
        <source>&amp;Blackout</source>
        <translation>&amp;Oscurecer</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Black out the table screen between scenes</source>
        <translation>Deja la pantalla de mesa en negro entre escenas</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Darkness outside lights</source>
        <translation>Oscuridad fuera de las &amp;luces</translation>
    </message>
    <message>
        <source>Dim the table screen outside the map&apos;s lights (remembered for this campaign)</source>
        <translation>Oscurece la pantalla de mesa fuera de las luces del mapa (se recuerda para esta campaña)</translation>
    </message>
    <message>
        <source>M&amp;onitor</source>
        <translation>Moni&amp;tor</translation>
    </message>
    <message>
        <source>Fill the picked monitor with the table screen, or show it in a window</source>
        <translation>Llena el monitor elegido con la pantalla de mesa, o la muestra en una ventana</translation>
    </message>
    <message>
        <source>Players&apos; &amp;devices…</source>
        <translation>&amp;Dispositivos de los jugadores…</translation>
    </message>
    <message>
        <source>Let the players see the map, the turn order and their own sheet on their phones</source>
        <translation>Deja que los jugadores vean el mapa, el orden de turnos y su propia hoja en sus móviles</translation>
    </message>
    <message>
        <source>%1: %2 (%3×%4)</source>
        <translation>%1: %2 (%3×%4)</translation>
    </message>
    <message>
        <source>monitor</source>
        <translation>monitor</translation>
    </message>
    <message>
        <source>%1 — the GM&apos;s</source>
        <translation>%1 — el del máster</translation>
    </message>
</context>
<context>
    <name>TableScreenWindow</name>
    <message>
        <source>Table screen</source>
        <translation>Pantalla de mesa</translation>
    </message>
</context>
<context>
    <name>TableTouch</name>
    <message>
        <source>It is not {name}&apos;s turn.</source>
        <translation>No es el turno de {name}.</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <source>Take the campaign over</source>
        <translation>Hacerse con la campaña</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;{name}&lt;/b&gt; over from {user} on the computer {host}?</source>
        <translation>¿Hacerse con &lt;b&gt;{name}&lt;/b&gt;, que tiene abierta {user} en el ordenador {host}?</translation>
    </message>
    <message>
        <source>That copy of the program may still be running on this computer.</source>
        <translation>Puede que esa copia del programa siga en marcha en este ordenador.</translation>
    </message>
    <message>
        <source>RyF Desktop cannot tell from here whether that copy is still running on the other computer.</source>
        <translation>RyF Desktop no puede saber desde aquí si esa copia sigue en marcha en el otro ordenador.</translation>
    </message>
    <message>
        <source>Take over only if it is not (it crashed, or the file was carried here). If it is, it loses the campaign: it is told so when it next saves a change, and may go on read-only.</source>
        <translation>Hazte con ella solo si no lo está (se colgó, o el archivo se trajo hasta aquí). Si lo está, perderá la campaña: se le avisará al guardar el siguiente cambio y podrá seguir en solo lectura.</translation>
    </message>
    <message>
        <source>Take over</source>
        <translation>Hacerse con ella</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>TakenOverDialog</name>
    <message>
        <source>Campaign taken over</source>
        <translation>Otra copia se ha hecho con la campaña</translation>
    </message>
    <message>
        <source>Another copy of RyF Desktop took &lt;b&gt;{name}&lt;/b&gt; over.</source>
        <translation>Otra copia de RyF Desktop se ha hecho con &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Your last change was not saved, and no other change can be saved here. Open the campaign read-only to go on looking at it, or close it.</source>
        <translation>Tu último cambio no se ha guardado, y aquí ya no se puede guardar ninguno. Abre la campaña en solo lectura para seguir consultándola, o ciérrala.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Abrir en solo lectura</translation>
    </message>
    <message>
        <source>Close the campaign</source>
        <translation>Cerrar la campaña</translation>
    </message>
</context>
<context>
    <name>TitleCard</name>
    <message>
        <source>Day {day}</source>
        <translation>Día {day}</translation>
    </message>
</context>
<context>
    <name>TrackerModel</name>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este turno</translation>
    </message>
    <message>
        <source>{pv}/{max} PV</source>
        <translation>{pv}/{max} PV</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>fuera de combate</translation>
    </message>
    <message>
        <source>skips this round</source>
        <translation>no actúa esta ronda</translation>
    </message>
    <message>
        <source>needs reloading</source>
        <translation>por recargar</translation>
    </message>
    <message>
        <source>acting</source>
        <translation>actuando</translation>
    </message>
    <message>
        <source>double action</source>
        <translation>acción doble</translation>
    </message>
    <message>
        <source>Iniciativa {value}; initiative {total}</source>
        <translation>Iniciativa {value}; iniciativa {total}</translation>
    </message>
    <message>
        <source>Out of the fight: the turn passes over it</source>
        <translation>Fuera de combate: el turno lo salta</translation>
    </message>
    <message>
        <source>Does not act this round: the turn passes over it</source>
        <translation>No actúa esta ronda: el turno lo salta</translation>
    </message>
    <message>
        <source>Its weapon needs reloading (a major action)</source>
        <translation>Hay que recargar su arma (una acción mayor)</translation>
    </message>
    <message>
        <source>Drag to reorder combatants tied on initiative</source>
        <translation>Arrastra para ordenar a los empatados en iniciativa</translation>
    </message>
</context>
<context>
    <name>TrackerView</name>
    <message>
        <source>No combat</source>
        <translation>Sin combate</translation>
    </message>
    <message>
        <source>What the combatant whose turn it is has left: each action gives a major and a minor action; moving spends them (at most 9 m a turn)</source>
        <translation>Lo que le queda al combatiente del turno: cada acción da una acción mayor y una menor; moverse las gasta (como mucho 9 m por turno)</translation>
    </message>
    <message>
        <source>&amp;Double action</source>
        <translation>Acción &amp;doble</translation>
    </message>
    <message>
        <source>One action more this turn, and every roll of the turn at −1 rank; not while malherido</source>
        <translation>Una acción más este turno, y todas las tiradas del turno a rango −1; no estando malherido</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>Unused actions are lost; the next one acts</source>
        <translation>Las acciones sin usar se pierden; actúa el siguiente</translation>
    </message>
    <message>
        <source>The order of this round; right-click a combatant for its initiative</source>
        <translation>El orden de esta ronda; clic derecho en un combatiente para su iniciativa</translation>
    </message>
    <message>
        <source>◀ Previous turn</source>
        <translation>◀ Turno anterior</translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation>Turno siguiente ▶</translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation>&amp;Atacar…</translation>
    </message>
    <message>
        <source>Other actions</source>
        <translation>Otras acciones</translation>
    </message>
    <message>
        <source>Opposed roll…</source>
        <translation>Tirada enfrentada…</translation>
    </message>
    <message>
        <source>&amp;Start combat…</source>
        <translation>&amp;Empezar un combate…</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar la iniciativa</translation>
    </message>
    <message>
        <source>Roll for everyone without an initiative yet; right-click one to type it</source>
        <translation>Tira para todos los que aún no tienen iniciativa; clic derecho en uno para escribirla</translation>
    </message>
    <message>
        <source>&amp;Begin round 1</source>
        <translation>Empe&amp;zar la ronda 1</translation>
    </message>
    <message>
        <source>End combat…</source>
        <translation>Terminar el combate…</translation>
    </message>
    <message>
        <source>What the last step did, as the log tells it</source>
        <translation>Lo que hizo el último paso, tal como lo cuenta el registro</translation>
    </message>
    <message>
        <source>Start a combat to fight: pick tokens of the map, characters and creatures.</source>
        <translation>Empieza un combate para pelear: elige fichas del mapa, personajes y criaturas.</translation>
    </message>
    <message>
        <source>Open a campaign to run its combats.</source>
        <translation>Abre una campaña para llevar sus combates.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>en preparación</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>{next}: next turn · {previous}: previous turn · right-click a combatant for more</source>
        <translation>{next}: turno siguiente · {previous}: turno anterior · clic derecho en un combatiente para más</translation>
    </message>
    <message>
        <source>Roll initiative for everyone, or right-click one to type the total or the dice thrown; then Begin.</source>
        <translation>Tira la iniciativa de todos, o haz clic derecho en uno para escribir el total o los dados tirados; después, Empezar.</translation>
    </message>
    <message>
        <source>Everyone has an initiative: Begin round 1.</source>
        <translation>Todos tienen iniciativa: empieza la ronda 1.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Nobody&apos;s turn</source>
        <translation>No es el turno de nadie</translation>
    </message>
</context>
<context>
    <name>TurnStrip</name>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
</context>
</TS>
