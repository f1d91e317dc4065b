<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddToCharacterDialog</name>
    <message>
        <source>Add to character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who gets “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (played by {player})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy it for {price}, paid from the character&apos;s money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is in {currency}, but this campaign counts money in {campaign}: it can only be given, not bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no characters yet: add one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given, not bought: the money stays at {money}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot pay: the purse holds {money}, {short} short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds {money}; after paying, {left} are left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackCommand</name>
    <message>
        <source>More damage dice are needed than were typed: enter every die, with a further die after each one that shows its maximum (it explodes), and the critical d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typed damage die shows %1, but that die goes from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many damage dice typed: %1. The roll used %2 (%3); type each die once, and after a die that shows its maximum the die rolled again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no weapon “%2” that needs reloading (crossbow, sawn-off shotgun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already loaded: shoot it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic is switched off in this campaign&apos;s rules profile; switch it on in the campaign settings to cast spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know that spell; add it to the character&apos;s sheet first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a cheaper spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An opposed roll needs two different combatants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick at least one character to recover their breath.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <source>Attack — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target r&amp;unning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target pr&amp;one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among other &amp;people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light cover, such as a lamp post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium cover, such as a car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy cover, such as a bunker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance to state when the tokens are not both on the combat&apos;s map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounds expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw it (a minor action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack: 3 8 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three d10 of the attack, in any order; after a 10 that explodes, the next three: 3 10 10 / 3 4 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage: 4 3, or 6 6 1 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage dice in the order thrown, apart by spaces or commas; after a die at its highest (a 6 on a d6) the die rolled again: 6 6 1 3 is 6+6+1 and 3. Leave empty to let the program roll the damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is carried, not in hand: draw it first (a minor action), then attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to attack with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody to attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance unknown: state it above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance {m}: out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance {m} · {band}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee · {m} away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{modifier} + 1o3d10 against {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignores armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour absorbs {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage {damage} (a die at its highest rolls again) · {armour}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackFlow</name>
    <message>
        <source>ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} — {kind}, {modifier} + 1o3d10, damage {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — carried: draw it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack was not made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackQuery</name>
    <message>
        <source>There is no combatant %1 (removed from the combat?). Refresh the combat tracker and pick the combatant again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points in the skill −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points in %1 −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>specialisation +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token spent +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token handed back −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double action −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a creature: only characters have tokens to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no tokens left to spend; untick the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no specialisation “%2” in the skill of %3; pick one of the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat is not running: begin it (everyone with an initiative) before acting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of the fight (%2) and cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a double action for one more, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no major action left this turn. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker and the target are in different combats; pick a target of the attacker&apos;s combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combatant cannot attack itself; pick a target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already %2; pick another target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no attack “%2” (a weapon unequipped or removed?); pick one of: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be reloaded before it shoots again: reloading is a major action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not adjacent to %2 (%3 m away): a melee attack needs the target in a neighbouring square. Move next to it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ranges to shoot with; give the weapon its ranges on the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance to the target is unknown: place both tokens on the combat&apos;s map, or state the distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 m away, beyond the reach of %3 (%4): move closer or pick another weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot hit at %2 (its damage there is “-”): move closer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage “%1” of %2 cannot be rolled (%3); correct it on the sheet or in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlackoutPage</name>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px per square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Square size in the image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First square&apos;s left edge at image &amp;x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First square&apos;s top edge at image &amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or close this and drag across a number of squares of the image with the Calibrate tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate the table screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a ruler along the yellow bar on the table screen, from one end tick to the other, and type the length you measure. By the screen&apos;s own report it is {length} mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the screen&apos;s report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>&amp;New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the recently opened campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo campaign: four characters, a map and a goblin encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file (changes are saved as you go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the campaign back as it was in one of its automatic backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s name and rules profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lose campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the campaign (everything is already saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <source>{name} [read-only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the demo campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo campaign could not be prepared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is already open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reopen {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was made by an older version of RyF Desktop and has been upgraded; the old file was kept as {backup}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was not closed properly last time ({user} on {host}); everything saved until then is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign was not created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is open in RyF Desktop ({user} on {host}), so it cannot be replaced. Close it there first, or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} could not be replaced ({reason}). Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of RyF Desktop took {name} over; the change was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was not made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} ({path}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stem} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of {name} was saved as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the backup of {time}?

{name} will be closed and replaced by the backup; the changes made since then will be lost. Save a copy first if you may want them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup was not restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup of {time} was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; the file {name} cannot be written (it, its folder or its disk is read-only). You can look, but changes cannot be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy where you can write, and open the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; another copy of RyF Desktop took this campaign over, so nothing more is saved here (what you did before is saved).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; {user} on the computer {host} took this campaign over, so nothing more is saved here (what you did before is saved).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; the disk that holds {name} is full, so nothing can be saved (nothing is lost). Free some space on it, then open the campaign again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; {user} on the computer {host} has this campaign open for editing since {since}. You can look, but changes cannot be saved here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this campaign was opened read-only. You can look, but changes cannot be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open for editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the campaign again so that it can be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the campaign settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignFileDialogs</name>
    <message>
        <source>RyF campaigns (*.ryf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignLabels</name>
    <message>
        <source>Medieval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swords and sorcery: medieval skills, weapons and coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s world: modern skills, firearms, prices in dollars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Science fiction: modern skills, future weapons, prices in credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1d6 per full 10 over the difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quick sheet&apos;s rule, as in RyF 3.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule of the manual&apos;s combat chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternating 1.5&#xa0;m and 3&#xa0;m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every diagonal 1.5&#xa0;m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight-line distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{preset} with {points} attribute points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV per point of Físico</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill pyramids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute rolls explode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignLogModel</name>
    <message>
        <source>Day {day} · {time}  {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day {day}, {when}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignOverview</name>
    <message>
        <source>{setting} · {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation>
            <numerusform>%n map</numerusform>
            <numerusform>%n maps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n combat(s)</source>
        <translation>
            <numerusform>%n combat</numerusform>
            <numerusform>%n combats</numerusform>
        </translation>
    </message>
    <message>
        <source>Campaign log ({count})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignOverviewView</name>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a campaign, open one, or look around in the demo campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ready campaign with four characters, a map and a goblin encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-game day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance the campaign to the next day (healing limits reset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the campaign settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls and events of this campaign, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls yet: the dice dock writes its rolls here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignSession</name>
    <message>
        <source>The automatic backup of “%1” failed: %2. The campaign itself is not affected; the next backup will be tried at the usual time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” is closed, so it cannot be changed. Open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only, so it cannot be changed. Open it for editing to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” was taken over by another copy of RyF Desktop, so it is read-only here. Open it again to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only because its disk is full, so it cannot be changed (nothing is lost). Free some space on the disk and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only because its file cannot be written, so it cannot be changed. Copy it to a folder where you can write, or allow writing to it, and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll was not written to the campaign log: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignSettingsDialog</name>
    <message>
        <source>Campaign settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen when the campaign was created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is open read-only: these settings cannot be changed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes apply from now on and can be undone with Edit → Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign needs a name: type one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogBrowserController</name>
    <message numerus="yes">
        <source>Nothing in %1; %n result(s) in other settings: choose “%2” beside the search.</source>
        <translation>
            <numerusform>Nothing in %1; %n result in other settings: choose “%2” beside the search.</numerusform>
            <numerusform>Nothing in %1; %n results in other settings: choose “%2” beside the search.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a campaign to use its entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogBrowserView</name>
    <message>
        <source>Search every kind, e.g. dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds monsters, weapons, armour, shields and equipment by name; accents and capitals do not matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the tables of one setting (the bestiary serves every setting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to character…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it in a character&apos;s equipment, bought or given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new creature of this kind, PV rolled, joins the running combat, else the one being prepared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place on map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new creature of this kind stands on the first free square of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate as my entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make an entry of your own from this one, to change as you like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit my entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete my entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures put on any map from here (the button or a drag) come hidden from the players. Unticked, they come hidden only on the map the players see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make, duplicate, edit and delete your own entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogCommands</name>
    <message>
        <source>Add “%1” to a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a creature, not equipment: add it to a combat or place it on the map instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy “%1” for “%2” (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add “%1” to “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” costs %2, but money in this %3 campaign is counted in %4, so it cannot be paid. Add it without buying, or change %5&apos;s money by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot pay %2 for “%3”: the purse holds %4 (%5 short). Add it without buying, or give %1 more money first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add “%1” to the combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add “%1” (%2 PV) to the combat “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place “%1” on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a character on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no map yet, so there is nowhere to place a token. Make a map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map “%1” has no free square left for “%2”. Clear a square or make the map bigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place “%1” on the map “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already stands on the map “%2” (square %3, %4). Move that token instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your catalog entry no longer exists in this campaign (id %1); it may have been deleted. Refresh the catalog and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have an entry of this kind called “%1”. Give this one another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New catalog entry “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit catalog entry “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete catalog entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete catalog entry “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogDetails</name>
    <message>
        <source>Pick an entry to see what it means in play: damage, expected damage, ranges and price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your own entry, kept in this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual writes it “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is %1 mc (1 mo = 10 mp = 100 mc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid from the character&apos;s money when bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a critical doubles the damage (this campaign&apos;s rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a critical adds 1d6 per full 10 over the difficulty (this campaign&apos;s rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hand (1M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two hands (2M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordinary ammunition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every die that shows its highest face is rolled again and added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held in one hand (1M) it deals %1; held in both hands (2M) it deals %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage depends on the range band: %1 at short range, %2 at medium range, %3 at long range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (it cannot hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage depends on the ammunition: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hit deals %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point-blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per attack with an attack value of %1 (such as Físico 7 + Cuerpo a Cuerpo 5) against a typical Defensa %2, no armour; misses count as 0 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It strikes an adjacent target, against its Defensa.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target does not defend: the difficulty is the band&apos;s, plus cover and other modifiers. Beyond %1 m it cannot attack. Average damage per attack with an attack value of %2 (such as Destreza 8 + Armas a Distancia 4), no armour; misses count as 0 and %3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs both hands to be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloading takes a major action after every shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour absorbs none of its damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 or more to use it well; below that the sheet warns, it does not forbid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled when it joins a combat or is placed on the map: %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ini.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its Iniciativa; it adds 1o3d10 at the start of a combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ata.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its attack value; it adds 1o3d10 against the target&apos;s Defensa.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Def.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its Defensa: the total an attack needs to hit it in melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It takes %1 points off every hit it receives (weapons that ignore armour pass through).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No armour: every point of damage counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With its Ata. %1 against a typical Defensa %2 an attack deals %3 on average; misses count as 0 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers of its special abilities in the manual&apos;s table; what they do is left to the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A creature has no Físico: it is never malherido, and it is defeated at 0 PV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encumbrance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtracted (%1) from initiative, from Destreza rolls out of combat and from casting spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not hinder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absorption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes %1 points off every hit, never below 0 (weapons that ignore armour, such as the Maza*, pass through).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 to the bearer&apos;s Defensa against melee attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 to the difficulty of ranged attacks against the bearer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogLabels</name>
    <message>
        <source>Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New monster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New weapon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New armour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New shield…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New piece of equipment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon extras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miscellany</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 mc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogQueries</name>
    <message>
        <source>Your entry “%1” (%2) cannot be shown: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own entry, kept in this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one or two hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignores armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encumbrance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ini.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ata.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Def.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In short</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogTree</name>
    <message>
        <source>Everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My entries (GM)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterFields</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Social class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maná spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token handed back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character needs a name. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character&apos;s name has at most %1 characters. Shorten it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character is a player character (pc) or a non-player character (npc), not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is either on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has at most %2 characters; this text has %3. Shorten it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number between %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be negative (%4). Type 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4. Type a value in that range.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterListController</name>
    <message>
        <source>Drag {name} onto the map to put their token there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}
{kind} · {player} · PV {current}/{maximum} · {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stands at column {x}, row {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players, who see this map (right-click its token to show it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete {name}? Undo (Ctrl+Z) brings the character back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new character:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import character</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterListPanel</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterSheetController</name>
    <message>
        <source>Import a portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterSheetView</name>
    <message>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import portrait…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PNG, JPEG or WebP picture up to 20 MB and 8000 pixels a side; it is cropped to a centred square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll this attribute now; the result shows in the Dice dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character is made: from now on skills rise by spending XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night&apos;s rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comfortable rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recuperar el aliento</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who rolls Medicina on this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sleeping 6–8 hours heals 1 PV; once a night (a campaign day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A night with every comfort heals 2 PV; once a night (a campaign day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 minutes of rest after a combat heal 1d6; once after each fight, not while it goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The healer rolls Medicina at 15: heals 1d6 (a critical 1d6 more), once a day per patient; a healer who failed may not try again that day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or healing by hand: an amount or dice, armour applied or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag items here from the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected item off the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money, tokens and XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a token on the next roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token handed back: next roll −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Inteligencia + level − estorbo against the spell&apos;s difficulty; the spell&apos;s maná is spent, success or not. In a fight, cast from the Combat dock: it is a major action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maná</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckRolls</name>
    <message>
        <source>%1 has no tokens left to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand a token back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand a token back to “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatCommands</name>
    <message>
        <source>The combat %1 is not in this campaign any more (deleted, or an undo took it back). Choose another combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant %1 is not in the combat any more (removed, or an undo took it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” has ended; it cannot change any more. Start a new combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” has not begun yet. Roll initiative for everyone and begin it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not %1&apos;s turn (it is %2&apos;s). Only the combatant whose turn it is can act; use Next turn to get there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no creature called “%1” in the catalog or among your own entries. Check the name in the catalog browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already fights in the combat “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1 is not on the map any more. Choose the tokens again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token of %1 stands on another map than the combat&apos;s. Choose tokens of one map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the combat “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat needs a name. Type one, such as “Ambush”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × “%2”: the number of creatures must be 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map %1 is not in this campaign any more. Choose a map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat “%1” prepared: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the combat “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins the combat “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the combat “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls initiative: %2 = %3 — pifia: does not act in round 1 and acts last after that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls initiative: %2 = %3 — %4 per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s initiative is set to %2 — %3 per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” ends after %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a double action: %2 this turn, every roll at −1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves %2 m (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has initiative %2, kept for the whole combat (RULES §5). Undo the roll instead if it was a mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every combatant has rolled initiative already; there is nobody left to roll for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant %1 does not fight in the combat “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the initiative of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can only change places with combatants of the same initiative total and the same Iniciativa: the order of the others follows from their rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 within a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM puts %1 at place %2 of the order (a tie).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the first turn of the combat; there is no turn before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody can act: every combatant is out, down or without initiative. End the combat, or roll initiative for someone first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” has already begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” is still running. End it before beginning “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” has nobody in it. Add characters or creatures first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative is missing for %1. Roll it or type it before beginning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat “%1” begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the combat “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the combat “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a double action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up the double action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is malherido and already rolls at −1: no double action while that lasts (RULES §5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take a double action now: only one per turn, and only by a combatant who acts this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already used the extra action of the double action, so it cannot be given up. Undo what used it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives up the double action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a major action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a minor action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no major action left this turn for “%2”. Take a double action for one more, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action left this turn for “%2”. Take a double action for one more, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (major action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (minor action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move there: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no token on the combat&apos;s map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a token anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square %1, %2 is off the map “%3” (%4 × %5 squares). Drop the token on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM moves %1 from square %2, %3 to %4, %5, overriding the movement rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw or drop a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no such weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has %2 in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not have %2 in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action left this turn to draw or drop %2. Take a double action for one more, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2 (minor action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops %2 (minor action).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatController</name>
    <message>
        <source>&amp;Start combat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the fighters: tokens of a map, characters, creatures of the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll initiative for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative for everyone who has none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Begin round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has an initiative: the first acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this turn; the next combatant acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the turn before (undo keeps what was done in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active combatant attacks: odds before the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Double action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action more this turn, every roll at −1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opposed roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two combatants roll against each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End combat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the fight and see its summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other actions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells, reloading, minor and free actions of the active combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the dice thrown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the initiative total…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposed roll with {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or heal {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {name} on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {name} from the combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stands at column {x}, row {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only creatures of the bestiary join a combat; give weapons and gear to a character on its sheet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatDialogs</name>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatDiceEntry</name>
    <message>
        <source>“{token}” is not a die: type whole numbers from 1 up, such as 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the three dice the player threw, for example 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a d10 face: each die shows 1 to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A throw is three dice; you typed {n}. Type them in threes, as in 3 8 10, and after a 10 that explodes the next three, as in 3 10 10 / 3 4 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the damage dice, apart by commas, each with its rerolls: 3, 6 6 1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatDiceWords</name>
    <message>
        <source>Throw {throw} exploded (its die counts 10): type its three d10 and then the three d10 of throw {next}, as in 3 10 10 / 3 4 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {throw} did not explode, so no throw {next} follows: remove the dice typed after throw {throw}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the three d10 of the first throw, as in 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These dice cannot be used: type three d10 from 1 to 10 for each throw, as in 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice thrown cannot be used. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatDock</name>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatLog</name>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malherido</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inconsciente</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muerto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derrotado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point-blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>among people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shield cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defensa %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + critical %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (critical) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1o3d10 rank %1%2: %3 + %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural 1, misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 against %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4 against %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ignores armour → 1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ignores armour → %1 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, absorbs %1 → 1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, absorbs %1 → %2 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → 1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → %1 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reloads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural 1, fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2: %3 against %4 — %5; %6 maná spent, %7 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie: the GM accepts it or has them roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) %3 against %4 (%5) %6 — %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fumble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (natural 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recovers their breath: %2 → %3 PV healed, %4 wounds left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatPresentation</name>
    <message>
        <source>Damage {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fumble: the attack fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural 1: a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical hit: {wounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit: {wounds}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatQueries</name>
    <message>
        <source>Move %1 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is off the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is a wall or a closed door.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy stands on that square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone already stands on that square; tokens may be crossed but not shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way there: enemies are in the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way there: walls or closed doors are in the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The way there is %1 m, and %2 m is the most a combatant can move in a turn. Choose a nearer square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No movement left this turn. End the turn to move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The way there is %1 m, but only %2 m of movement are left this turn. Choose a nearer square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no token on the combat&apos;s map. Place one on the map first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatSummaryDialog</name>
    <message>
        <source>Combat over — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: over after 1 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: over after {n} rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fell: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody fell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recuperar el aliento (1d6 each, five minutes after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody in the fight is hurt: there is nothing to heal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fight ended before round 1: there is no breath to recover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one character.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatText</name>
    <message>
        <source>player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} · fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} · fumble: skips this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble: acts last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} majors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} minors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{m} to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(moved {m})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bocajarro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DamagedFileDialog</name>
    <message>
        <source>The campaign is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can look at it read-only, or save a repaired copy (the rows that can still be read, written to a new file) and go on with that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a repaired copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stem} (repaired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a repaired copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign was not repaired</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePresentation</name>
    <message>
        <source>fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 → explodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 → explodes: throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 → natural 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sum} vs {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 → fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fumble: failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural 1: failure whatever the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical success, by {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success, just</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success, by {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure, short by {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more dice</source>
        <translation>
            <numerusform>… and %n more die</numerusform>
            <numerusform>… and %n more dice</numerusform>
        </translation>
    </message>
    <message>
        <source>again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRollerController</name>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the dice to roll, such as 2d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute roll: {attribute} vs {difficulty}, rank {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill roll: {attribute} + {skill} vs {difficulty}, rank {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute {attribute} vs {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill {attribute} + {skill} vs {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {done} exploded: type the three dice of throw {next}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice panel&apos;s roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRollerView</name>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a skill or attribute check against a difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll any dice: 2d6+1, 1o3d10+12, d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact chances before rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the program roll the dice (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or the dice thrown at the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3 8 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the three d10 a player threw, in any order, and press Enter; the same rules apply as to the program&apos;s dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed table dice work for 1o3d10 rolls; add up damage dice yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the rules to the dice typed at the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the throws typed so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log of rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the log of rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every roll, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute + skill + 1o3d10; explodes on 10; a natural 1 fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute + 1o3d10 against the attribute difficulties (9, 12, 15, 18, 21)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attribute&apos;s value (Physique, Dexterity, Intelligence or Perception)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a difficulty, or type a number such as 17 or a name such as “Hard”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Badly wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current HP at or below Physique: −1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon damage explodes (6→6→1); switch off for plain rolls such as a monster&apos;s HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill&apos;s value; 0 means no points in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points: −1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character has a specialisation that fits this roll: +1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spends a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player spends a token before rolling: +1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character took a double action this turn: −1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other advantages the GM grants, +1 rank each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other disadvantages the GM imposes, −1 rank each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantages (+1 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disadvantages (−1 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantages and disadvantages cancel one for one; the rank stays between −1 and +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2d6+1, 1o3d10+12, d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice to roll: 1o3d10, 2d6+1, 1o3d10+12, d6, 47+1d6. Enter rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: a die showing its highest face rolls again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRuleMessages</name>
    <message>
        <source>The expression ends too soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{char}” does not fit at character {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}: {fix}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put + or − between the terms, as in 2d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a number or a die such as 2d6 or d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the number of faces after the d, as in d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the number of faces after the d, as in 1o3d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write how many dice are thrown after the o, as in 1o3d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a d after the number of dice, as in 1o3d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expression is too long: write at most {limit} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank {rank} is not a rank: a roll&apos;s rank is −1, 0 or +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {throw} needs exactly three d10, as in 4 8 3 (it has {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A throw needs exactly three d10, as in 4 8 3 (this one has {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die {die} of throw {throw} is {found}: a d10 shows a whole number from {low} to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die {die} of the throw is {found}: a d10 shows a whole number from {low} to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the three d10 of the first throw, as in 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {throw} exploded with a 10: type the three d10 of throw {next}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The random source gave {found} for a d{faces}, which no such die can show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A d{faces} exploded {limit} times in a row: the random source is not fair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice are written as text such as 2d6+1, not {found}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the dice to roll, such as 2d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number {value} is too large: use at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{dice}” is not a RyF roll: the only roll that keeps one die of several is 1o3d10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{dice}” rolls no dice: roll at least one, as in 1d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many dice in one term ({count}): roll at most {limit} at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many dice in all ({count}): one roll throws at most {limit} dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A d{faces} cannot be rolled: a die has {low} to {high} faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a difficulty: a number such as 15, or Easy, Normal, Hard, Very hard or Nearly impossible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{text}” is not a difficulty: type a number such as 15, or Easy, Normal, Hard, Very hard or Nearly impossible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A difficulty of {value} is out of range: use a number from {low} to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw {throw} did not explode, so no throw {next} follows: remove the dice typed after throw {throw}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceText</name>
    <message>
        <source>{success} success · {critical} critical · {fumble} fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank {rank}: the lowest die counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank {rank}: the highest die counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank 0: the middle die counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearly impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{expression}: always {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{expression}: {low} to {high}, more when dice explode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{expression}: {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average {mean}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndCombatQuestion</name>
    <message>
        <source>End combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the combat “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody acts any more and its summary opens. Undo brings the fight back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep fighting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fighters</name>
    <message>
        <source>Unarmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (thrown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <source>Forecast (an estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From %Ln fight(s) played with the rules: everyone attacks the most wounded enemy it can hit with its best weapon; positions are ignored. The program&apos;s rolls are exact; this forecast is not.</source>
        <translation>
            <numerusform>From %Ln fight played with the rules: everyone attacks the most wounded enemy it can hit with its best weapon; positions are ignored. The program&apos;s rolls are exact; this forecast is not.</numerusform>
            <numerusform>From %Ln fights played with the rules: everyone attacks the most wounded enemy it can hit with its best weapon; positions are ignored. The program&apos;s rolls are exact; this forecast is not.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose fighters for both sides to see how the fight may go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing the fight…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast (an estimate) — updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forecast: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the fights played in which each one ends down (0 PV or less). Everyone strikes the most wounded enemy first, so one already badly hurt falls in nearly all:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The party wins {p} (± {m}) · %Ln round(s) ({low}–{high})</source>
        <translation>
            <numerusform>The party wins {p} (± {m}) · %Ln round ({low}–{high})</numerusform>
            <numerusform>The party wins {p} (± {m}) · %Ln rounds ({low}–{high})</numerusform>
        </translation>
    </message>
    <message>
        <source>May fall: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody of the party is likely to fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies falling: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected wounds: party {party}, enemies {enemies}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %Ln round(s): {p}</source>
        <translation>
            <numerusform>Undecided after %Ln round: {p}</numerusform>
            <numerusform>Undecided after %Ln rounds: {p}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GmEntries</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ini.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ata.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Def.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absorption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encumbrance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medieval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>present-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a kind of catalog entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry needs a name. Type one and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name has at most %1 characters. Shorten it and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setting must be medieval, actual or futuro, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required. Fill it in and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has at most %2 characters. Shorten it and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not “%4”. Type a value in that range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is either on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 “%2” cannot be used: %3. Correct it and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 price is written in %2, such as “%3”; “%4” is in %5. Change the price or the setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage by range band (short/medium/long) needs the weapon&apos;s ranges, such as “10m/25m/50m”. Give the ranges, or a single damage for a melee weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage and the requirement name different requirements. Keep one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an equipment list; the lists are %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GmEntryActions</name>
    <message>
        <source>Duplicate “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have an entry of this kind called “{name}”. Give this one another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is now one of your entries.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GmEntryDialog</name>
    <message>
        <source>A number plus dice, as the manual writes it: 10+1d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice, such as 1d6+2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual&apos;s special-ability numbers, such as 4 y 5 (or nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2d6+1; by grip 2d6(1M)/2d6+1(2M); by range band 3d6+2/2d6/-; by ammunition 1d6+1/1d6+2(plomo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a for melee, or short/medium/long such as 25m/50m/100m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An amount and a currency: 10 mo, 3 mp, 5 mc, 400 $, 25 cr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing, or written like req. Físico 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything the table should remember</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs both hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A major action to reload after each shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour absorbs none of its damage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutCommands</name>
    <message>
        <source>That handout is no longer in the campaign (it was removed). Choose another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handout needs a title. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handout&apos;s title may be at most %1 characters. Shorten it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handout&apos;s text must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handout&apos;s text may be at most %1 characters; this one has %2. Shorten it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add handout “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit handout “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove handout “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move handout “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutTextDialog</name>
    <message>
        <source>Edit handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New text handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the players read at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A letter, a riddle, an inscription…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutsController</name>
    <message>
        <source>Handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit handout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the handout to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the handout chosen in the Handouts panel over the table screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the handout down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the map on the table screen again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(on the table now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add picture handouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a PNG, JPEG or WebP picture, so it cannot be a handout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the picture “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n handout(s) added.</source>
        <translation>
            <numerusform>%n handout added.</numerusform>
            <numerusform>%n handouts added.</numerusform>
        </translation>
    </message>
    <message>
        <source>Handout not added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a handout in the Handouts panel first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” sent to %2&apos;s phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handout was taken down from the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutsPanel</name>
    <message>
        <source>Handouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop PNG, JPEG or WebP pictures here to add them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handouts yet: add a picture or a short text, or drop picture files here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the handout to one player&apos;s phone only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HarmDialog</name>
    <message>
        <source>Damage or heal — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or heal {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7, or dice such as 2d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An amount, or dice to roll: damage dice explode, healing dice do not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Armour applies (its absorption is subtracted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: a fall, a molotov…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply the healing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HealingLimits</name>
    <message>
        <source>%1 is still fighting in “%2”: recuperar el aliento comes after the fight. End the combat first (Combat dock, End combat…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already recovered their breath, and has fought no combat since. Recuperar el aliento is once after each fight; heal other PV with Damage or heal…, a night&apos;s rest or Medicina.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already recovered their breath after “%2”. Recuperar el aliento is once after each fight; heal other PV with Damage or heal…, a night&apos;s rest or Medicina.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already rested on day %2: a night&apos;s rest heals once a night. Pass to the next day (Campaign dock, Next day) before resting again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportMessages</name>
    <message>
        <source>The file cannot be imported: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column}: {detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON text file (it is not UTF-8 text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large ({size} bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is nested deeper than {depth} levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number has {digits} digits; at most {max} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text holds an invalid character (half of a character pair, at position {position})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file holds one character, not a campaign: import it into a campaign with {button} in the list of characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file holds a whole campaign, not one character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {kind} (this is not a RyF Desktop export), got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file was exported by a newer RyF Desktop (format {found}; this version reads up to {known}); update the program to import it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field (the fields here are: {known})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from {low} to {high}, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number from {low} to {high}, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text of at most {max} characters, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text that is not empty, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of {options}, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date and time like &apos;2025-03-01T18:30:00+00:00&apos;, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of at most {max} entries, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 64 lowercase hexadecimal digits, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the picture’s bytes in base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a name of 1 to {max} characters, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a colour &apos;rrggbb&apos;, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a square [x, y] on the {width}×{height} grid, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id {id} is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one of &apos;character&apos; and &apos;monster&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to {key} {id}, which is not in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the skill “{name}” is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the specialisation “{name}” is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {kind} “{name}” is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the square {square} is not a door of this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture’s bytes do not match its sha256 (a damaged file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture cannot be decoded (only its header is whole, or it is damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same picture is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bytes are not a {mime} picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {mime} picture cannot be used (only PNG, JPEG and WebP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is {real_width}×{real_height} pixels, not {width}×{height}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is too big ({width}×{height} pixels; at most {side} pixels a side and {megapixels} megapixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is too large ({size} bytes; at most {limit} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data is inconsistent ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <source>Initiative of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Iniciativa {value} + 1o3d10 (a 10 explodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3 8 10, or 3 10 10 / 3 4 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three d10 the player threw, in any order; after a 10 that explodes, the next three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initiative total, worked out at the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockDialog</name>
    <message>
        <source>Campaign already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is already open in {program}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can open it read-only to look at it, or cancel and close it there first to edit it here. If that copy of the program is no longer running, you can take the campaign over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take over…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened by {user} on the computer {host} ({program}, process {pid}) since {since}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has given no sign of life for {minutes} minutes: that copy has probably stopped (a crash, or its computer asleep), and taking the campaign over is likely safe.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>RyF Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is backed up when it opens and every 30 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign to see its map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s battlemap will show here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close RyF Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every panel back where it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every keyboard shortcut of the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About RyF Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the {title} panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;RyF Desktop {version}&lt;/h3&gt;&lt;p&gt;A virtual tabletop for game masters of &lt;i&gt;RyF (Rápido y Fácil)&lt;/i&gt;: character sheets, a catalog of monsters and gear, a battlemap and the combat round, on one laptop.&lt;/p&gt;&lt;p&gt;RyF is a free role-playing system by Miguel Ángel Zarza, under CC BY-SA.&lt;/p&gt;&lt;p&gt;RyF Desktop is free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About RyF Desktop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManualHarm</name>
    <message>
        <source>“%1” is not an amount or dice: type a number such as 7, or dice such as 2d6+1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage and healing are rolled with ordinary dice, such as 2d6+1, not 1o3d10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That combat has ended; damage or heal the character from its sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is gone from the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is healed %2 PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → 1 wound left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → %1 wounds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, absorbs %1 → 1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, absorbs %1 → %2 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, armour not applied → 1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, armour not applied → %1 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → 1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → %1 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapCommands</name>
    <message>
        <source>That map is no longer in the campaign (it was deleted). Choose another map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That token is no longer on the map (it was deleted). Refresh the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” would stand off the map “%2” at square %3, %4: the map has %5×%6 squares. Choose a square inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot stand on square %2, %3 of “%4”: there is a wall. Choose a free square, or erase the wall first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot stand on square %2, %3 of “%4”: there is a closed door. Open the door first, or choose another square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token covers 1×1, 2×2 or 3×3 squares, not %1. Choose a size from 1 to 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map has from 1 to %1 squares a side, not %2×%3. Choose a size within that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map needs a name. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map&apos;s name has at most %1 characters. Shorten it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map&apos;s notes have at most %1 characters. Shorten them and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename map “%1” to “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize map “%1” to %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the notes of map “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map “%1” cannot shrink to %2×%3 squares: %4 would fall off it. Move those tokens inside the new size first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map “%1” cannot be deleted while the combat “%2” is fought on it. End the combat first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete map “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture “%1” cannot be read (%2). Check that the file is still there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture “%1” is %2 MB; a map background may be at most %3 MB. Save it smaller (for example as JPEG or WebP) and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a PNG, JPEG or WebP picture, so it cannot be a map background. Save it in one of those formats and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture “%1” cannot be read (%2). The file may be damaged: save it again and import it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture “%1” is %2 MB; a handout may be at most %3 MB. Save it smaller (for example as JPEG or WebP) and add it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a PNG, JPEG or WebP picture, so it cannot be a handout. Save it in one of those formats and add it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture “%1” is %2×%3 pixels; a handout may be at most %4 pixels a side and %5 megapixels. Scale it down in an image editor and add it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture “%1” is %2×%3 pixels; a map background may be at most %4 pixels a side and %5 megapixels. Scale it down in an image editor and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the background “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the background of “%1” to “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the background of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The background&apos;s scale must be more than 0 image pixels per square, not %1. Drag across some squares of the picture again, or type the scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The background&apos;s offset must be a number of pixels. Type it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate the background of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no map layer “%1”; paint walls, difficult, fog or doors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or close a door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no door on square %1, %2 of “%3”. Place a door there first, or choose a door.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the door at %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the door at %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already stands on the map “%2” (square %3, %4). Move that token instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place “%1” on the map “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That character is no longer in the campaign (it was deleted), so it cannot be placed. Refresh the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That creature is no longer in play (it was deleted), so it cannot be placed. Place it again from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move “%1” to square %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide or show a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide “%1” from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show “%1” to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make “%1” %2×%2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take “%1” off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal from sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player character&apos;s token stands visible on “%1”, so nobody sees anything. Place one, or choose the tokens whose sight to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the chosen tokens stands on “%1” any more. Choose tokens on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover all with fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map “%1” from a picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapCounts</name>
    <message numerus="yes">
        <source>Paint walls on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Paint walls on “%1” (%n square)</numerusform>
            <numerusform>Paint walls on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase walls on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Erase walls on “%1” (%n square)</numerusform>
            <numerusform>Erase walls on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint difficult terrain on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Paint difficult terrain on “%1” (%n square)</numerusform>
            <numerusform>Paint difficult terrain on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase difficult terrain on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Erase difficult terrain on “%1” (%n square)</numerusform>
            <numerusform>Erase difficult terrain on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hide under fog on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Hide under fog on “%1” (%n square)</numerusform>
            <numerusform>Hide under fog on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal from the fog on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Reveal from the fog on “%1” (%n square)</numerusform>
            <numerusform>Reveal from the fog on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place doors on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Place doors on “%1” (%n square)</numerusform>
            <numerusform>Place doors on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase doors on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Erase doors on “%1” (%n square)</numerusform>
            <numerusform>Erase doors on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal from sight on “%1” (%n square(s))</source>
        <translation>
            <numerusform>Reveal from sight on “%1” (%n square)</numerusform>
            <numerusform>Reveal from sight on “%1” (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s) revealed.</source>
        <translation>
            <numerusform>%n square revealed.</numerusform>
            <numerusform>%n squares revealed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n door(s) on “%1”</source>
        <translation>
            <numerusform>Draw %n door on “%1”</numerusform>
            <numerusform>Draw %n doors on “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n wall line(s) on “%1”</source>
        <translation>
            <numerusform>Draw %n wall line on “%1”</numerusform>
            <numerusform>Draw %n wall lines on “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n line(s) on “%1”</source>
        <translation>
            <numerusform>Erase %n line on “%1”</numerusform>
            <numerusform>Erase %n lines on “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n light(s)</source>
        <translation>
            <numerusform>%n light</numerusform>
            <numerusform>%n lights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cover “%1” with fog (%n square(s))</source>
        <translation>
            <numerusform>Cover “%1” with fog (%n square)</numerusform>
            <numerusform>Cover “%1” with fog (%n squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal all of “%1” (%n square(s))</source>
        <translation>
            <numerusform>Reveal all of “%1” (%n square)</numerusform>
            <numerusform>Reveal all of “%1” (%n squares)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapFeatureCommands</name>
    <message>
        <source>Line %1 runs off “%2” (from %3, %4 to %5, %6; the map is %7×%8 squares). Draw it on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 on “%2” has both ends at %3, %4. Drag from one end to the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light %1 on “%2” has no valid place, range or intensity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” would hold more than %2 lines or lights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 and %2 on “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or close a door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no door from %1, %2 to %3, %4 on “%5” any more (erased, or an undo took it back). Choose a door on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set walls and lights</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message>
        <source>&amp;Import map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a map from a Universal VTT file (Dungeondraft, DungeonFog…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the map shown to a Universal VTT file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Universal VTT maps (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the picture of “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map “%1” imported from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make or choose a map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map was not exported to “%1” (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>The picture inside “%1” cannot be decoded: the file may be damaged. Export the map again from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import map “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be read ({detail}). Check that the file is still there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is larger than {most} MB, more than a map picture may take. Export it smaller from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is not a Universal VTT map: it is not JSON text (at {detail}). Export the map again from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is not a file (it is a pipe, a device or a socket). Choose a map file exported by the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: it holds {detail} where a number should be, which no map can use. Export the map again from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is not a Universal VTT map: its lists and objects are nested far deeper than any map&apos;s. Export the map again from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} is missing. Export the map again from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} should be {what}. Export the map again from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} is out of range (it may be from {detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: {path} holds more than {detail} entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” names its picture ({detail}) instead of holding it. Export the map with the picture inside, or import the picture as a background.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” cannot be imported: the field {path} is not a PNG, JPEG or WebP picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture inside “{file}” is {detail}: a map background may be at most 16384 pixels a side and 50 MB. Export it smaller from the map maker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object {…}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list […]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colour like &quot;ffcc8844&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of two points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapImportDialog</name>
    <message>
        <source>Import map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects block movement too (not only sight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start under &amp;fog for the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table screen and the phones show nothing of the map until you reveal it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 squares, %3 pixels a square (picture %4 × %5, format %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wall segment(s)</source>
        <translation>
            <numerusform>%n wall segment</numerusform>
            <numerusform>%n wall segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n object outline segment(s) (block sight)</source>
        <translation>
            <numerusform>%n object outline segment (block sight)</numerusform>
            <numerusform>%n object outline segments (block sight)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <translation>
            <numerusform>%n door</numerusform>
            <numerusform>%n doors</numerusform>
        </translation>
    </message>
    <message>
        <source>({closed} closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n light(s)</source>
        <translation>
            <numerusform>%n light</numerusform>
            <numerusform>%n lights</numerusform>
        </translation>
    </message>
    <message>
        <source>walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open doors (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lights&apos; reach</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapLabels</name>
    <message>
        <source>1 square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{metres} m · {squares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{distance} (difficult terrain +{metres} m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall blocks the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point-blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range ({metres} m at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{band}, difficulty {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} Alt-drag to move it anyway (logged as an override).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{distance} — too far ({left} m left)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPanel</name>
    <message>
        <source>New map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new map of a size in squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a picture (PNG, JPEG or WebP) under the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag across squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag across a number of squares drawn on the picture, then say how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the square size and offset in the picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the picture away from under the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number the columns and rows along the edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected tokens up close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table screen shows the part of the map in view here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and move tokens; Alt-drag moves anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint walls and obstacles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint difficult terrain (costs double)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to put a door, or to open or close one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover squares with fog of war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear fog of war from squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure from square to square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to draw a thin wall from corner to corner; Shift draws a free line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to draw a door on a line; click a door to open or close it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag over thin walls and doors to erase them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint a rectangle instead of brushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take walls, difficult terrain or doors away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush radius in squares (0: one square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrating · Esc ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal from sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the fog the player characters see (or the selected tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal from sight after every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected tokens off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag across a number of squares drawn on the background picture; then say how many. Escape ends calibrating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({width}×{height})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the picture “{name}”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many squares did you drag across?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or more tokens first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {x}, row {y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move anyway (override)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next drag of this token ignores the movement rules; it is logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag {name} where it should go: this move ignores the movement rules and is logged as an override.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal what it sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{metres} m of movement left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moved {distance}; {left} m left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {name} anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moved by the GM&apos;s override (logged); no action spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only creatures of the bestiary go on the map; give weapons and gear to a character on its sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place “{name}” on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({pv} PV) stands at column {x}, row {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stands at column {x}, row {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make or choose a map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen from where {names} stand; walls and doorframes cast shadows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background set. Drag across squares of the image with “Calibrate” to line the grid up with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map has no background image to calibrate: import one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid was not calibrated: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No part of the map is in view: pan or zoom to it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table screen shows this part of the map.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPanelBars</name>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog and tool options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New map, background picture, calibration, tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid, coordinates, light radii and zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal from sight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPlacement</name>
    <message>
        <source>Put a character on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That character is no longer in the campaign (it was deleted), so it cannot be put on the map. Refresh the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” fights in the combat running on this map: move the token on the map (Alt-drag moves it anyway, and the log says so).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot stand on square %2, %3: “%4” stands there. Drop it on a free square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put “%1” on the map “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move “%1” to square %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a combatant on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no map to put “%1” on: the combat has none and no map is shown. Make or choose a map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already stands on the map “%2” (square %3, %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map “%1” has no free square left for “%2”. Make room first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPrep</name>
    <message>
        <source>Rename map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the map shown another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the map shown, with its tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover all with fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the whole map from the players under fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the fog from the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light radii</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the lights&apos; reach as dashed circles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map yet.

Map → New map… makes one, bare or over a picture.
File → Import map… brings a Universal VTT file (.dd2vtt, .uvtt), or drop one here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the picture “{name}”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map “{name}” made: {width} × {height} squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for “{name}”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map not renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the map “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) on it will be deleted with it.</source>
        <translation>
            <numerusform>%n token on it will be deleted with it.</numerusform>
            <numerusform>%n tokens on it will be deleted with it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its background picture will be deleted too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings it all back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole map is under fog: the players see none of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fog left: the players may see the whole map.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything of the campaign lives in this one file: characters, maps, combats and the log. Every change is saved as you make it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. The Crown of Ashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pv} PV per point of Físico, heroic skill pyramids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pv} PV per point of Físico, realistic skill pyramids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harsher campaign ({points} points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared among the four attributes at creation, each from 4 to 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder and name of the campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the existing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old file is moved to the trash, where it can still be recovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ttribute points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign needs a name: type one, such as “The Crown of Ashes”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to save the campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a folder. Type a name for the campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder {folder} does not exist. Choose a folder that exists with Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is the campaign open now. Choose another name for the new campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} will be replaced; the old file goes to the trash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a file named {name} in this folder. Choose another name, or tick “Replace the existing file”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A picture to put under the grid; the size in squares is worked out from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (a bare grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px per square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start under &amp;fog for the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table screen and the phones show nothing of the map until you reveal it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Square size in the picture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square is 1.5 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” cannot be read as a picture ({reason}). Choose a PNG, JPEG or WebP file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({width} × {height} px)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpposedRoll</name>
    <message>
        <source>“%1” is neither an attribute nor a skill of %2: type the value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a creature: the bestiary gives it no attributes or skills, only %2. Type the value it rolls.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpposedRollDialog</name>
    <message>
        <source>Opposed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Físico</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute + skill (or the creature&apos;s value), added to 1o3d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick two different combatants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the value {name} rolls first (see the note under it).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OtherActions</name>
    <message>
        <source>Other actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free major action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free minor action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does the combatant do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is acting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (level {level}, difficulty {difficulty}, {mana} maná)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw or drop a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws or drops a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drink a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drinks a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand something over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands something over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free major action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free minor action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhoneRolls</name>
    <message>
        <source>No such character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type three d10 from 1 to 10 for each throw, as in 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a difficulty: choose one or type a number from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such skill on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no specialisation “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a skill or an attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens left to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble: failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural 1: failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(phone, dice thrown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(phone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll of %1 from a phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the next throw&apos;s dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll was not made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>It joins the running combat “{combat}”: roll its initiative in the Combat dock (right-click its row); it acts once it has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new encounter “{combat}” is being prepared with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It joins the encounter “{combat}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players, who see this map (right-click its token to show it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} bought “{what}”; {money} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{what}” added to {who}&apos;s equipment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({pv} PV) joins “{combat}”, a new encounter being prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({pv} PV) joins the combat being prepared.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersDevicesDialog</name>
    <message>
        <source>Players&apos; devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer only (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local network: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New key and codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock out every device that has the address now: each player scans the new code and gets a new code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players may &amp;roll from their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player rolls checks of their own character on their phone; each roll is logged and can be undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: no device can connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address has changed: each player must scan the new code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this computer can open this address, so no phone can. For the players&apos; phones: Stop, choose “Local network” in “Listen on” and Start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this computer can open this address, and it is on no local network: join it to the phones&apos; Wi-Fi and open this window again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read each player their code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not listen there: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersWeb</name>
    <message>
        <source>This page needs the address the game master shows: scan the code on the game master&apos;s screen again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too busy: try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests: wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many codes tried: wait a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many devices are connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request took too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game master has switched rolls from the phones off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open your own sheet with your code first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many rolls: wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such handout.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Portrait</name>
    <message>
        <source>Cannot read “{file}”: {reason}. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is {size} MB; a portrait may be at most 20 MB. Save a smaller copy of the picture and import that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is not a PNG, JPEG or WebP picture. Save it in one of those formats and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” is {width}×{height} pixels; a portrait may be at most 8000 pixels a side. Scale the picture down and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{file}” could not be read as a picture ({reason}). Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesController</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the language RyF Desktop speaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language saved: it applies the next time RyF Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RyF Desktop cannot restart itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program to start ({program}) was not found. The language is saved: close RyF Desktop and start it again to use it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open windows keep their language: a new one applies from the next time RyF Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save, close RyF Desktop and start it again in the language chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RyF Desktop speaks {running} now. Restart it to use {chosen}: the open campaign is already saved and opens again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <source>Attribute points must be between {low} and {high}: four attributes of 4 to 10 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points must be between {low} and {high}: four attributes of 4 to 10 each. {usual} is usual, {harsh} makes a harsher campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute rolls explode on a 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic: spells and maná</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{usual} is usual; {harsh} makes a harsher campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum PV = Físico × this number (Heroico 4, Realista 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a diagonal step costs on the battlemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attribute points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PV per Físico</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill p&amp;yramids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Critical hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diagonal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every rule as {preset} has it (the attribute points stay)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QtGapsTranslator</name>
    <message>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>{name} — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{campaign} (not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file at {path} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <source>Restore a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups of “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A backup is taken when the campaign opens and every {minutes} minutes of play; the newest {count} are kept. Restoring one replaces the campaign as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no backups yet. The first is taken when it opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n hour ago</numerusform>
            <numerusform>%n hours ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Secret: the players do not see this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll to see the dice here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollChoices</name>
    <message>
        <source>Spend a to&amp;ken (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures have no tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens left: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation: {name} (+1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Or the dice thrown at the table:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretRollCheck</name>
    <message>
        <source>&amp;Secret rolls — stays on for every roll until unticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mode, like the Dice dock&apos;s Secret roll (the same switch): while it is ticked, every roll of the game master — this attack, the next combatant&apos;s, the Dice dock&apos;s — stays off the table screen and the phones. Untick it to roll in the open again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretToggle</name>
    <message>
        <source>Secret roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: the players see nothing of these rolls. Click to roll in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the table screen shows the rolls. Click to keep them from the players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionCommand</name>
    <message>
        <source>The campaign file has no campaign row. Check the file with “ryf-desktop check”, or restore a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename campaign to “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign needs a name. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A campaign name has at most %1 characters. Shorten it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the rules profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The day must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The in-game day must be between 1 and %1, not %2. Days are counted from 1, the campaign&apos;s first day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add character “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate character “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete character “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 of “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set wounds of “%1” to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character no longer exists in this campaign (id %1); it may have been deleted. Refresh the list and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign file refused it as inconsistent (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign file refused it (%1); please report this problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign file could not be written (%1); check that the disk has free space and that the file is still there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unexpected error occurred (%1: %2); please report this problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not done: %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo of “%1” failed: %2. Nothing was changed, and the step was taken off the undo history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo of “%1” failed: %2. The campaign keeps the change, and the step was taken off the undo history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import character “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetCommand</name>
    <message>
        <source>%1 must be a whole number between 0 and %2, not “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill no longer exists (id %1); it may have been removed. Refresh the sheet and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A skill needs a name. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A skill&apos;s name has at most %1 characters. Shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an attribute; choose Físico, Destreza, Inteligencia or Percepción.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a skill called “%2”. Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 %2 of “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At creation a skill is at most %1; %2 cannot be %3. Lower it, or close creation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At creation attribute + skill is at most %1; %2 would be %3. Lower the skill by %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove skill %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A specialisation needs a name. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A specialisation&apos;s name has at most %1 characters. Shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has the specialisation “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add specialisation %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove specialisation %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no specialisation “%2”. Refresh the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points: %1 of %2 spent, %3 over the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not in creation any more; there is nothing to close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creation of “%1” cannot be closed yet: %2 Fix the sheet first (or change the attribute points in the campaign settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close creation of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is still in creation: set the skill&apos;s points directly, or close creation before spending XP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already at level %2; XP only raises skills. Choose a level above %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising %1 from %2 to %3 costs %4 XP (%5), but “%6” has only %7 XP. Raise it fewer levels or award more XP first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise %1 to %2 (%3 XP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign&apos;s rules profile has no magic. Turn magic on in the campaign settings to give characters spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell needs a name. Type one and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell&apos;s name has at most %1 characters. Shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s maná cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number between 0 and 100, not “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell&apos;s effect has at most %1 characters. Shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set spell %1 of “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell no longer exists. Refresh the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove spell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a grip; a weapon is held in one hand (1M) or two (2M).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item is no longer on this sheet. Refresh the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a weapon; only weapons are held in one or two hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quantity of %1 is out of range: type a number from 1 to %2, or remove the item to carry none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: quantity %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The portrait is empty. Import the picture again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change portrait of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove portrait of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing is a whole number of PV, 0 or more, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” heals %3 PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comfortable rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night&apos;s rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {rest} on day {day}, {amount} PV healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recuperar el aliento</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: recuperar el aliento, 1d6 → {amount} PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicina by “%1” on “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{healer} treats {patient} with Medicina: {total} vs 15, success, heals {amount} PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{healer} treats {patient} with Medicina: {total} vs 15, failure; {healer} may not try again today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already been healed with Medicina on day %2; Medicina heals a patient once a day. Try again on day %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already failed to treat %2 on day %3 and may not try again that day. Another healer may try, or %1 on day %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetDisplay</name>
    <message>
        <source>No portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the creation? From now on skills rise only by spending XP, and the creation limits no longer apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skills go over the pyramid (level: skills of those allowed: {levels}); the rules let you accept that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points: {spent} of {budget} spent, {left} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points: {spent} of {budget} spent, {over} over the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In creation: creation limits apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation closed: skills rise with XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{left} of {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give back all the maná spent (when, the GM decides: after a rest, say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{money} · 1 mo = 10 mp = 100 mc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid {shape}: {verdict}&lt;br&gt;{cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a value to see its sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll it now; the result shows in the Dice dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{current} of {maximum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every roll at −1 rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many the character carries; remove the item to carry none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetDockInstaller</name>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetLabels</name>
    <message>
        <source>Físico</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destreza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inteligencia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percepción</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV max.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defensa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iniciativa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absorption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estorbo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maná</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estorbo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>versátil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>especialista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetPdf</name>
    <message>
        <source>RyF — character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Social class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — RyF character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet was not saved: {path} cannot be written (check that the folder exists and that you may write there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid {shape}: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points: {spent} of {budget}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(every roll at −1 rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money, tokens and XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(one handed back: next roll −1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range {bands}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absorption {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defensa +{value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estorbo {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level {level} · dif. {difficulty} · {mana} maná</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>■ equipped   □ carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background and notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetTableEdits</name>
    <message>
        <source>Select an item in the equipment table first, then remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is not in the catalog any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetTabs</name>
    <message>
        <source>Print to PDF…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>%1 is %2; at creation attributes are between %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At creation a skill is at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At creation attribute + skill is at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 %2; the character has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shield cannot be used with a weapon held in two hands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetsController</name>
    <message>
        <source>Print the sheet to PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShownMapMenu</name>
    <message>
        <source>Show &amp;map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No map (the campaign&apos;s title)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players see the campaign&apos;s name and day until you show them a map or a fight begins on one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has no map yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillMenus</name>
    <message>
        <source>Roll with specialisation “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise to {level} ({cost} XP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add specialisation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillTableModel</name>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1 now; the result shows in the Dice dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename, change attribute, specialisations, raise with XP, remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a skill to roll it; the result shows in the Dice dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points bought in the skill; click to change them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute + skill: what a roll adds to 1o3d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to change the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation is closed: raise it with XP from the ⋯ menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellCommands</name>
    <message>
        <source>Cast a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is fighting in “%2”: in a fight a spell is a major action of the turn. Cast it from the Combat dock (Other actions…, Cast a spell), which spends the action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot cast %2: it costs %3 maná and only %4 are left. Choose a cheaper spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic is switched off in this campaign&apos;s rules profile; switch it on in the campaign settings to cast spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know that spell; add it to the sheet first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellDialog</name>
    <message>
        <source>Cast a spell — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} casts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cast the spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice thrown: 3 8 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three d10 the player threw, in any order; after a 10 that explodes, the next three: 3 10 10 / 3 4 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{modifier} + 1o3d10 against {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs {cost} maná of the {left} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartCombatDialog</name>
    <message>
        <source>Start combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens on the map: they fight where they stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters of the campaign who are not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures of the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New creatures &amp;hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their tokens stand on the map for you alone until you show them (ticked by default when the players see this map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is not a creature of the catalog: pick one from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} combatants</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>The disk that holds {name} is full: nothing was written, and nothing is lost. Free some space on it (delete or move other files), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk failed while reading or writing {name} ({detail}). Nothing was written; check the disk (is it still connected?) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} was not closed properly, and what it holds of the last edits is in {sidecar} beside it, which cannot be read ({reason}). RyF Desktop changed nothing. Allow reading that file (or copy it back from where it came from), then open the campaign again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} could not be checked: the temporary folder has no room for the copy the check works on ({detail}). Free some space there and check it again; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is too large to import (the limit is {limit_mb} MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no campaign file at {file}. It may have been moved, renamed or deleted; use {menu} to find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {file} ({reason}). Check that you may read the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a folder, not a campaign file. Choose a .ryf campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a file (it is a pipe, a device or a socket). Choose a .ryf campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is empty (0 bytes): it holds no campaign. If it should, restore it from a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is not a RyF Desktop campaign: it is not a database at all (perhaps a picture, a document or a download that did not finish). Choose a .ryf campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is damaged ({detail}). RyF Desktop did not change it. Restore a backup ({menu}); “ryf-desktop check” lists what is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} was not closed properly and does not come out of the repair whole ({detail}). RyF Desktop did not change it. Restore a backup ({menu}); “ryf-desktop check” lists what is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is damaged: its schema version, {version}, is not one RyF Desktop ever wrote. RyF Desktop did not change it. Restore a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is damaged: its schema record (revision {revision}) does not match its schema version {version}. RyF Desktop did not change it. Restore a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {name} is too damaged to repair ({detail}). Restore a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} was not closed properly (the program or the computer stopped while it was open) and must be repaired before it can be read, which needs write permission. Open it normally (not read-only), or allow writing to the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open {name} ({detail}). Check that the file and its folder may be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is busy: another copy of RyF Desktop is opening or upgrading it. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is a database made by another program, not a RyF Desktop campaign. Choose a .ryf campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file was made by a newer version of RyF Desktop (schema {found}; this version knows up to {known}). Update the program to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a file at {file}. Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder {folder} does not exist. Choose a folder that exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign was made by an older version of RyF Desktop (schema {found}) and must be upgraded to schema {known} before it can be opened, but it was opened read-only. Open it normally once (when nobody else has it open) to upgrade it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign was made by an older version of RyF Desktop (schema {found}) and must be upgraded to schema {known} before it can be opened, but the file cannot be written. Copy it to a folder where you can write, or allow writing to it, and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign was made by an older version of RyF Desktop (schema {found}) and must be upgraded, but a safety copy could not be written next to it ({reason}). Free some disk space or allow writing to the folder, and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrading the campaign {name} from schema {found} to {known} failed ({detail}). Nothing was changed: the file is as it was, and a copy of it is also at {copy}. Please report this problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {name} is open read-only; changes cannot be saved. Open it again with write access to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {name} is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} holds no campaign (its campaign row is missing). Restore a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save a copy over the campaign that is open ({name}). Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore a backup over the campaign that is open ({name}). Choose another file, or close the campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy the campaign to {file} ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A backup named {name} already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign is already open in {program} (user {user} on the computer {host}, process {pid}, since {since}). Open it read-only to look at it, or close it there first. If that copy of the program is no longer running (the other computer crashed, or the file was carried here), you can take the campaign over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {name} was unlocked from the command line and may be open elsewhere now; this change was not saved. Open it again to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign {name} was taken over by {user} on the computer {host}; this change was not saved. Open it read-only to go on looking at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file at {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {file} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be imported: {field} is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is incomplete: it is {size} bytes, but it should be {expected} bytes. It was probably cut short while being copied or downloaded. RyF Desktop did not change it. Copy it again from where it came from, or restore a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} is incomplete: it is {size} bytes. It was probably cut short while being copied or downloaded. RyF Desktop did not change it. Copy it again from where it came from, or restore a backup ({menu}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {name} cannot be written ({detail}): it, its folder or its disk is read-only. Nothing was lost. Allow writing to it, or copy it to a folder where you can write and open the copy, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A -wal file beside it was not its own (another file&apos;s, or older than a backup put in its place), so it was not applied: it was moved aside as {moved}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableLayoutMenus</name>
    <message>
        <source>&amp;Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the map to the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square = &amp;25 mm (a miniature&apos;s base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square = 1 &amp;inch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square = a size I &amp;type…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate the screen size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure a bar drawn on the table screen, for screens that misreport their size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not turned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quarter turn &amp;clockwise (90°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Half a turn (180°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quarter turn &amp;anticlockwise (270°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;an</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square; the arrow keys do it on the table screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players may move tokens by &amp;touch outside combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a touch table screen, let a finger move any token the players see when no fight is running (in a fight only the active combatant&apos;s token moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One square on the table screen, in millimetres:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScreenControl</name>
    <message>
        <source>&amp;Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table screen blacked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+B shows the table screen again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to the &amp;players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or close the players&apos; window with the map as they may see it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blackout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black out the table screen between scenes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Darkness outside lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim the table screen outside the map&apos;s lights (remembered for this campaign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;onitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the picked monitor with the table screen, or show it in a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; &amp;devices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the players see the map, the turn order and their own sheet on their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3×%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the GM&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScreenWindow</name>
    <message>
        <source>Table screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableTouch</name>
    <message>
        <source>It is not {name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <source>Take the campaign over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &lt;b&gt;{name}&lt;/b&gt; over from {user} on the computer {host}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That copy of the program may still be running on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RyF Desktop cannot tell from here whether that copy is still running on the other computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take over only if it is not (it crashed, or the file was carried here). If it is, it loses the campaign: it is told so when it next saves a change, and may go on read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TakenOverDialog</name>
    <message>
        <source>Campaign taken over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of RyF Desktop took &lt;b&gt;{name}&lt;/b&gt; over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last change was not saved, and no other change can be saved here. Open the campaign read-only to go on looking at it, or close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TitleCard</name>
    <message>
        <source>Day {day}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerModel</name>
    <message>
        <source>Combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pv}/{max} PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skips this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs reloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iniciativa {value}; initiative {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the fight: the turn passes over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not act this round: the turn passes over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its weapon needs reloading (a major action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to reorder combatants tied on initiative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerView</name>
    <message>
        <source>No combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the combatant whose turn it is has left: each action gives a major and a minor action; moving spends them (at most 9 m a turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Double action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action more this turn, and every roll of the turn at −1 rank; not while malherido</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unused actions are lost; the next one acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order of this round; right-click a combatant for its initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposed roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start combat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for everyone without an initiative yet; right-click one to type it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Begin round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End combat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the last step did, as the log tells it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a combat to fight: pick tokens of the map, characters and creatures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign to run its combats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{next}: next turn · {previous}: previous turn · right-click a combatant for more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative for everyone, or right-click one to type the total or the dice thrown; then Begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has an initiative: Begin round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnStrip</name>
    <message>
        <source>Round {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
