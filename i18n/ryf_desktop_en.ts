<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
    <message numerus="yes">
        <source>A throw is three dice; you typed %n dice. Type them in threes, as in 3 8 10.</source>
        <translation>
            <numerusform>A throw is three dice; you typed %n die. Type them in threes, as in 3 8 10.</numerusform>
            <numerusform>A throw is three dice; you typed %n dice. Type them in threes, as in 3 8 10.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw {done} exploded: type the three dice of throw {next}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the three dice the player threw, for example 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{token}” is not a die: type whole numbers from 1 to 10, such as 3 8 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a d10 face: each die shows 1 to 10.</source>
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
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign to see its map</source>
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
    <name>ResultPanel</name>
    <message>
        <source>Roll to see the dice here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
