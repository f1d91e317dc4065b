"""The page a player's phone or tablet opens: the map, the turn order, the last roll, and the
player's own whole sheet after a code (read-only, live: attributes, derived values with their
sums, skills with specialisations, health, maná, money, tokens, XP, spells, equipment). Plain
HTML and a little JS, no install; everything it shows is what the server pushes (the picture is
made by the program, fog already removed).

The page's words are in Spanish and English both (the browser's language picks), kept here as
data: Qt's translator does not reach a browser.
"""

from __future__ import annotations

PAGE_HTML = """<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RyF</title>
<style>
body { margin: 0; background: #101014; color: #e8dcc0; font-family: sans-serif; }
header { padding: 6px 10px; background: #15151b; border-bottom: 1px solid #3a3a46; }
#round { color: #d8b45a; font-weight: bold; margin-right: 8px; }
.chip { display: inline-block; margin: 2px; padding: 3px 8px; border-radius: 8px;
        background: #2a2a34; border: 2px solid #3a3a46; color: #f0f0f0; }
.chip.active { background: #f2c94c; color: #15151b; border-color: #fff; font-weight: bold; }
.chip.out { color: #6c6c78; text-decoration: line-through; }
#map { display: block; width: 100%; height: auto; }
#roll { margin: 8px; padding: 8px; border: 2px solid #d8b45a; border-radius: 10px;
        background: #0a0a0e; display: none; }
#roll b { color: #fff; }
section { margin: 8px; }
input, select, button { font-size: 1em; padding: 4px; }
#sheet table { border-collapse: collapse; }
#sheet td { padding: 2px 8px 2px 0; vertical-align: top; }
#sheet td.n { text-align: right; font-weight: bold; color: #fff; }
#sheet .sum, #sheet .spec { font-size: 0.8em; color: #a9a08a; }
#sheet h3 { margin: 12px 0 4px; color: #d8b45a; font-size: 1em; }
#sheet .concept { margin-top: -8px; color: #a9a08a; }
#refused { color: #ff8a80; }
#status { font-size: 0.8em; color: #888; margin: 8px; }
</style></head><body>
<header><span id="round"></span><span id="turn"></span></header>
<img id="map" alt="">
<div id="roll"><b id="roll_text"></b><div id="roll_detail"></div></div>
<section id="join">
  <select id="who"></select>
  <input id="code" autocomplete="off" maxlength="16" size="8">
  <button id="open"></button> <span id="refused"></span>
</section>
<section id="sheet"></section>
<div id="status"></div>
<script>
"use strict";
const es = (navigator.language || "es").toLowerCase().startsWith("es");
const T = es ? {round: "Ronda", code: "Código", open: "Ver mi ficha", wrong: "Código incorrecto",
  slow: "Demasiados intentos: espera un minuto",
  pv: "PV", wounds: "Heridas", state: "Estado", money: "Dinero", gear: "Equipo",
  attributes: "Atributos", derived: "Valores derivados", skills: "Habilidades",
  tokens: "Fichas", xp: "PX", mana: "Maná", spells: "Hechizos", of: "de",
  spell: (s) => "nivel " + s.level + " · dificultad " + s.difficulty + " · "
    + s.mana_cost + " de maná",
  lost: "Sin conexión; reintentando…", live: "En directo", choose: "Elige tu personaje",
  states: {normal: "normal", malherido: "malherido", inconsciente: "inconsciente",
           muerto: "muerto"}}
 : {round: "Round", code: "Code", open: "Open my sheet", wrong: "Wrong code",
  slow: "Too many tries: wait a minute",
  pv: "PV", wounds: "Wounds", state: "State", money: "Money", gear: "Equipment",
  attributes: "Attributes", derived: "Derived values", skills: "Skills",
  tokens: "Tokens", xp: "XP", mana: "Maná", spells: "Spells", of: "of",
  spell: (s) => "level " + s.level + " · difficulty " + s.difficulty + " · "
    + s.mana_cost + " maná",
  lost: "Connection lost; retrying…", live: "Live", choose: "Choose your character",
  states: {}};
const key = new URLSearchParams(location.search).get("k") || "";
const $ = (id) => document.getElementById(id);
$("code").placeholder = T.code; $("open").textContent = T.open;
let socket = null, picture = null, wanted = null;
function text(parent, tag, value, cls) {
  const node = document.createElement(tag); node.textContent = value;
  if (cls) node.className = cls; parent.appendChild(node); return node;
}
function showState(s) {
  $("round").textContent = s.round ? T.round + " " + s.round : "";
  const turn = $("turn"); turn.replaceChildren();
  for (const e of s.turn || []) {
    text(turn, "span", e.name, "chip" + (e.active ? " active" : "") + (e.out ? " out" : ""));
  }
  if (s.roll) { $("roll").style.display = "block"; $("roll_text").textContent = s.roll.text;
    $("roll_detail").textContent = s.roll.detail || ""; }
  else { $("roll").style.display = "none"; }
  document.title = s.campaign || "RyF";
}
function showCharacters(list) {
  const who = $("who"); who.replaceChildren();
  const first = text(who, "option", T.choose); first.value = "";
  for (const c of list) { const o = text(who, "option", c.name); o.value = String(c.id); }
}
function table(box, title) {
  if (title) text(box, "h3", title);
  const t = document.createElement("table"); box.appendChild(t); return t;
}
function row(t, label, value, note, noteClass) {
  const tr = t.insertRow(); tr.insertCell().textContent = label;
  const cell = tr.insertCell(); cell.textContent = value; cell.className = "n";
  if (note) {
    const extra = tr.insertCell(); extra.textContent = note; extra.className = noteClass;
  }
}
function showSheet(s) {
  $("refused").textContent = ""; const box = $("sheet"); box.replaceChildren();
  text(box, "h2", s.name);
  if (s.concept) text(box, "div", s.concept, "concept");
  const health = table(box);
  row(health, T.pv, s.pv + " / " + s.pv_max); row(health, T.wounds, s.wounds);
  row(health, T.state, T.states[s.state] || s.state);
  if (s.mana) row(health, T.mana, s.mana.left + " " + T.of + " " + s.mana.most);
  row(health, T.money, s.money_text || s.money);
  if (s.tokens !== undefined) { row(health, T.tokens, s.tokens); row(health, T.xp, s.xp); }
  const attributes = table(box, T.attributes);
  for (const a of s.attributes || []) row(attributes, a.name, a.value);
  const derived = table(box, T.derived);
  for (const d of s.derived || []) row(derived, d.name, d.value, d.sum, "sum");
  const skills = table(box, T.skills);
  for (const k of s.skills || []) {
    row(skills, k.name, k.total, k.attribute + " + " + k.level
        + (k.specialisations.length ? " · " + k.specialisations.join(", ") : ""), "spec");
  }
  if ((s.spells || []).length) {
    text(box, "h3", T.spells); const list = document.createElement("ul"); box.appendChild(list);
    for (const sp of s.spells) {
      const li = text(list, "li", sp.name + " "); text(li, "span", T.spell(sp), "spec");
    }
  }
  text(box, "h3", T.gear);
  const list = document.createElement("ul"); box.appendChild(list);
  for (const item of s.equipment) {
    text(list, "li", (item.quantity > 1 ? item.quantity + " × " : "") + item.name
         + (item.equipped ? " ✓" : ""));
  }
}
function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(scheme + "//" + location.host + "/ws?k=" + encodeURIComponent(key));
  socket.binaryType = "blob";
  socket.onopen = () => { $("status").textContent = T.live; if (wanted) socket.send(wanted); };
  socket.onmessage = (event) => {
    if (typeof event.data !== "string") {
      const url = URL.createObjectURL(event.data);
      $("map").onload = () => { if (picture) URL.revokeObjectURL(picture); picture = url;
        document.body.dataset.pictures = String(Number(document.body.dataset.pictures || 0) + 1); };
      $("map").src = url; return;
    }
    const m = JSON.parse(event.data);
    if (m.type === "state") showState(m);
    else if (m.type === "characters") showCharacters(m.list);
    else if (m.type === "sheet") showSheet(m);
    else if (m.type === "refused") { wanted = null; $("sheet").replaceChildren();
      $("refused").textContent = m.status === 403 ? T.wrong : m.status === 429 ? T.slow : m.text; }
  };
  socket.onclose = () => { $("status").textContent = T.lost; setTimeout(connect, 1500); };
}
$("open").onclick = () => {
  const id = Number($("who").value); if (!id) return;
  wanted = JSON.stringify({type: "sheet", character: id, code: $("code").value});
  if (socket && socket.readyState === 1) socket.send(wanted);
};
connect();
</script></body></html>
"""
