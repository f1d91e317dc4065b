<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
        <extracomment>How long a passing note (a backup taken, a copy saved) stays in the status bar. How long a note the GM should read (an upgrade, a failure) stays. A campaign was opened or closed (read :attr:`session`). The window title to show. The rules profile in force (the presets&apos; default when no campaign is open). A short note on the last backup (&quot;Backup 17:46&quot;), or &quot;&quot; when there is none to show. Why the campaign asked for at start-up did not open, told with what opens instead.</extracomment>
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
        <source>{name} is open in another copy of RyF Desktop.</source>
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
        <source>There is already a file at {path}. Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating {name}…</source>
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
        <source>Change the campaign settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent campaigns</source>
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
        <source>{reason} ({path}).</source>
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
        <extracomment>The presets by the names the manual gives them (proper names: the same in every language).</extracomment>
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
        <extracomment>How many log lines the dock shows (older ones stay in the file).</extracomment>
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
        <extracomment>The path of a backup just written. Why a backup failed, for the GM. Emitted from the worker thread; queued to this object&apos;s (the GUI) thread. The backup started and not yet reported (set and cleared on the GUI thread only).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” is closed, so it cannot be changed. Open it again.</source>
        <extracomment>How many log entries :meth:`CampaignSession.log` returns unless told. Longest ``kind`` of a log entry (as the JSON import accepts). The campaign&apos;s name, setting, rules profile or in-game day changed. A character was added, removed or reordered (or every character&apos;s PV changed). One character&apos;s data changed (its id). Entries were appended to the roll and event log. A command (or an undo, a redo, a log write) failed; the reason, for the GM. A backup was written (its path). A backup failed (why, for the GM). The session is about to close its file: views let go of it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign “%1” is open read-only, so it cannot be changed. Open it for editing to change it.</source>
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
        <source>{usual} is usual; {harsh} makes a harsher campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum PV = Físico × this number (Heroico 4, Realista 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute rolls explode on a 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a diagonal step costs on the battlemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic: spells and maná</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
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
    <message>
        <source>Attribute points must be between {low} and {high}: four attributes of 4 to 10 each.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterFields</name>
    <message>
        <source>Name</source>
        <extracomment>Every field :class:`~ryf_desktop.session.character_commands.EditCharacterField` may change. The largest value of each counter (those of the JSON import).</extracomment>
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
    <name>LockDialog</name>
    <message>
        <source>Campaign already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; is already open in RyF Desktop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened by {user} on the computer {host} (process {pid}) since {since}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can open it read-only to look at it, or cancel and close it there first to edit it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
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
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <extracomment>The range RulesProfile accepts: four attributes of 4 to 10 each.</extracomment>
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
        <source>RyF campaigns (*.ryf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign needs a name: type one, such as “The Crown of Ashes”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute points must be between {low} and {high}: four attributes of 4 to 10 each. {usual} is usual, {harsh} makes a harsher campaign.</source>
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
        <source>Roll to see the dice here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionCommand</name>
    <message>
        <source>The campaign file has no campaign row. Check the file with “ryf-desktop check”, or restore a backup.</source>
        <extracomment>The latest in-game day a campaign may reach (far beyond any campaign; keeps numbers sane).</extracomment>
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
        <extracomment>Attributes of a new character unless given: the quick sheet&apos;s (Físico 7, Destreza 8, Inteligencia 7, Percepción 8), which spend the 30 points of both presets exactly.</extracomment>
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
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character no longer exists in this campaign (id %1); it may have been deleted. Refresh the list and try again.</source>
        <extracomment>Log entries about the character (their link is cleared on delete, set on restore).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character with id %1 is already in the campaign, so “%2” cannot be put back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign file refused it as inconsistent (%1)</source>
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
</context>
</TS>
