"""The page a player's phone or tablet opens: the map, the turn order, the last roll, the
handouts the GM showed this player or the table, and — after a code — the player's own whole
sheet (read-only, live: attributes, derived values with their sums, skills with
specialisations, health, maná, money, tokens, XP, spells, equipment) and their dice: a check of
their own character, rolled by the program or typed as the dice they threw, with the exact odds
the program works out shown before. Plain HTML and a little JS, no install; everything it shows
is what the server pushes or answers (the picture is made by the program, fog already removed;
no rule is worked out in the page).

The page's words are in Spanish and English both (the browser's language picks), kept as data
in :mod:`~ryf_desktop.ui.players_web.page_script`: Qt's translator does not reach a browser.
"""

from __future__ import annotations

from ryf_desktop.ui.players_web.page_script import SCRIPT

STYLE = """
[hidden] { display: none !important; }
body { margin: 0; background: #101014; color: #e8dcc0; font-family: sans-serif; }
header { padding: 6px 10px; background: #15151b; border-bottom: 1px solid #3a3a46; }
#round { color: #d8b45a; font-weight: bold; margin-right: 8px; }
.chip { display: inline-block; margin: 2px; padding: 3px 8px; border-radius: 8px;
        background: #2a2a34; border: 2px solid #3a3a46; color: #f0f0f0; }
.chip.active { background: #f2c94c; color: #15151b; border-color: #fff; font-weight: bold; }
.chip.out { color: #6c6c78; text-decoration: line-through; }
#map { display: block; width: 100%; height: auto; }
#roll, #roll_result, #handout { margin: 8px; padding: 8px; border: 2px solid #d8b45a;
                               border-radius: 10px; background: #0a0a0e; display: none; }
#roll b { color: #fff; }
section { margin: 8px; }
input, select, button { font-size: 1em; padding: 4px; }
button { background: #2a2a34; color: #f0f0f0; border: 1px solid #5a5a66; border-radius: 6px;
         padding: 6px 10px; }
select, input { background: #1b1b22; color: #f0f0f0; border: 1px solid #5a5a66;
                border-radius: 6px; }
#sheet table { border-collapse: collapse; }
#sheet td { padding: 2px 8px 2px 0; vertical-align: top; }
#sheet td.n { text-align: right; font-weight: bold; color: #fff; }
#sheet .sum, #sheet .spec { font-size: 0.8em; color: #a9a08a; }
#sheet h3, #rolls h3, #handouts h3 { margin: 12px 0 4px; color: #d8b45a; font-size: 1em; }
#sheet .concept { margin-top: -8px; color: #a9a08a; }
#refused, #roll_refused { color: #ff8a80; }
#status { font-size: 0.8em; color: #888; margin: 8px; }
#rolls { border-top: 1px solid #3a3a46; padding-top: 4px; }
#rolls .line { margin: 6px 0; display: flex; gap: 6px; align-items: center; }
#rolls .line select { flex: 1; min-width: 0; }
#roll_diff_number { width: 5em; }
#roll_dice { flex: 1; min-width: 0; }
#rolls label.check { display: flex; gap: 8px; align-items: flex-start; margin: 8px 0; }
#rolls input[type=checkbox] { width: 1.3em; height: 1.3em; margin: 0; flex: none; }
#roll_odds { color: #cfc6ae; font-size: 0.9em; margin: 6px 0; min-height: 1.2em; }
#roll_go { width: 100%; font-size: 1.2em; padding: 10px; background: #d8b45a;
           color: #15151b; font-weight: bold; border: none; }
#roll_prompt { color: #f2c94c; margin: 4px 0; }
#roll_result { margin: 8px 0; border-color: #5a5a66; }
#roll_result.success { border-color: #6fcf97; }
#roll_result.failure { border-color: #ff8a80; }
#roll_total { font-size: 2.2em; font-weight: bold; color: #fff; }
#roll_verdict { font-size: 1.1em; font-weight: bold; }
#roll_result.success #roll_verdict { color: #6fcf97; }
#roll_result.failure #roll_verdict { color: #ff8a80; }
#roll_dice_shown { font-size: 0.85em; color: #a9a08a; }
#handout { margin: 0; }
#handout img { display: block; max-width: 100%; max-height: 70vh; margin: 0 auto;
               object-fit: contain; }
#handout_title { font-weight: bold; font-size: 1.2em; color: #fff; margin: 4px 0; }
#handout_text { white-space: pre-wrap; }
#handout_to { font-size: 0.8em; color: #a9a08a; }
#handout_list { list-style: none; padding: 0; margin: 6px 0; }
#handout_list li { padding: 6px 8px; margin: 4px 0; border-radius: 6px; background: #1b1b22;
                   cursor: pointer; }
#handout_list li.on { outline: 2px solid #d8b45a; }
"""

BODY = """
<header><span id="round"></span><span id="turn"></span></header>
<img id="map" alt="">
<div id="roll"><b id="roll_text"></b><div id="roll_detail"></div></div>
<section id="handouts" hidden>
  <h3 id="handouts_title"></h3>
  <div id="handout"><div id="handout_to"></div><img id="handout_picture" alt="">
    <div id="handout_title"></div><div id="handout_text"></div></div>
  <ul id="handout_list"></ul>
</section>
<section id="join">
  <select id="who"></select>
  <input id="code" autocomplete="off" maxlength="16" size="8">
  <button id="open"></button> <span id="refused"></span>
</section>
<section id="rolls" hidden>
  <h3 id="rolls_title"></h3>
  <div class="line"><select id="roll_what"></select></div>
  <div class="line" id="roll_spec_line"><select id="roll_spec"></select></div>
  <div class="line"><select id="roll_diff"></select>
    <input id="roll_diff_number" type="number" inputmode="numeric" min="0" max="1000"
    placeholder="15"></div>
  <label class="check"><input type="checkbox" id="roll_token">
    <span id="roll_token_text"></span></label>
  <label class="check"><input type="checkbox" id="roll_secret">
    <span id="roll_secret_text"></span></label>
  <div id="roll_odds"></div>
  <button id="roll_go"></button>
  <div class="line"><input id="roll_dice" inputmode="numeric" autocomplete="off" maxlength="60">
    <button id="roll_typed"></button></div>
  <div id="roll_prompt"></div>
  <div id="roll_refused"></div>
  <div id="roll_result"><div id="roll_what_shown"></div><div id="roll_total"></div>
    <div id="roll_verdict"></div><div id="roll_dice_shown"></div></div>
</section>
<section id="sheet"></section>
<div id="status"></div>
"""

PAGE_HTML = ("""<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RyF</title>
<style>""" + STYLE + "</style></head><body>" + BODY + "<script>\n" + SCRIPT
             + "</script></body></html>\n")
