// The players' page's script (page.html): its words in Spanish and English, the map, turn
// order and banner, the sheet, the rolls and the handouts. It works out no rule: the rank, the
// odds and every result come from the server, over the WebSocket. Served inline in the page
// (ryf_desktop/ui/players_web/page.py), as the page's Content-Security-Policy allows.
"use strict";
const es = (navigator.language || "es").toLowerCase().startsWith("es");
// Each of the page's words as [Spanish, English]; {name} in one is filled in by fmt().
const WORDS = {round: ["Ronda", "Round"], code: ["Código", "Code"],
  open: ["Ver mi hoja", "Open my sheet"], wrong: ["Código incorrecto", "Wrong code"],
  slow: ["Demasiados intentos: espera un minuto", "Too many tries: wait a minute"],
  pv: ["PV", "PV"], wounds: ["Heridas", "Wounds"], state: ["Estado", "State"],
  money: ["Dinero", "Money"], gear: ["Equipo", "Equipment"],
  attributes: ["Atributos", "Attributes"], derived: ["Valores derivados", "Derived values"],
  skills: ["Habilidades", "Skills"], tokens: ["Tokens", "Tokens"], xp: ["PX", "XP"],
  mana: ["Maná", "Maná"], spells: ["Hechizos", "Spells"], of: ["de", "of"],
  spell: ["nivel {level} · dificultad {difficulty} · {mana_cost} de maná",
          "level {level} · difficulty {difficulty} · {mana_cost} maná"],
  lost: ["Sin conexión; reintentando…", "Connection lost; retrying…"],
  live: ["En directo", "Live"], choose: ["Elige tu personaje", "Choose your character"],
  rolls: ["Tirar dados", "Roll the dice"],
  noSpec: ["Sin especialización", "No specialisation"],
  noDiff: ["Sin dificultad", "No difficulty"],
  otherDiff: ["Otra dificultad…", "Another difficulty…"],
  diffs: {facil: ["Fácil", "Easy"], normal: ["Normal", "Normal"], dificil: ["Difícil", "Hard"],
          muy_dificil: ["Muy difícil", "Very hard"],
          casi_imposible: ["Casi imposible", "Nearly impossible"]},
  token: ["Gastar un token (+1 al rango; tienes {n})", "Spend a token (+1 rank; you have {n})"],
  secret: ["Solo para el DJ (no sale en la pantalla de la mesa)",
           "For the GM only (not on the table screen)"],
  go: ["Tirar", "Roll"], dice: ["Dados tirados: 3 8 10", "Dice thrown: 3 8 10"],
  typed: ["Usar mis dados", "Use my dice"], rank: ["Rango {rank}", "Rank {rank}"],
  odds: ["{success} éxito · {critical} crítico · {fumble} pifia",
         "{success} success · {critical} critical · {fumble} fumble"],
  three: ["Escribe tres dados del 1 al 10 por tirada, como 3 8 10.",
          "Type three d10 from 1 to 10 per throw, as in 3 8 10."],
  more: ["La tirada {n} explotó: escribe los tres dados de la tirada {next}.",
         "Throw {n} exploded: type the three dice of throw {next}."],
  vs: ["contra", "vs"], margin: ["margen", "margin"],
  secretDone: ["Solo el DJ lo ve.", "Only the GM sees it."],
  verdicts: {fumble: ["Pifia: fallo", "Fumble: failure"],
             natural_one: ["1 natural: fallo", "Natural 1: failure"],
             critical: ["Éxito crítico", "Critical success"], success: ["Éxito", "Success"],
             failure: ["Fallo", "Failure"]},
  naturalOne: ["1 natural", "Natural 1"],
  reasons: {no_skill_points: ["sin puntos en la habilidad −1", "no points in the skill −1"],
            specialisation: ["especialización +1", "specialisation +1"],
            token_spent: ["token gastado +1", "token spent +1"],
            token_handed_back: ["token devuelto −1", "token handed back −1"],
            malherido: ["malherido −1", "malherido −1"],
            double_action: ["acción doble −1", "double action −1"]},
  handouts: ["Ayudas de juego", "Handouts"], toYou: ["Solo para ti", "For you only"],
  toTable: ["Para toda la mesa", "For the whole table"]};
function words(table) {
  const picked = {};
  for (const [name, pair] of Object.entries(table)) {
    picked[name] = Array.isArray(pair) ? pair[es ? 0 : 1] : words(pair);
  }
  return picked;
}
const T = words(WORDS);
function fmt(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}
function rank(r) { return fmt(T.rank, {rank: r > 0 ? "+" + r : String(r)}); }
function pct(p) {
  const shown = Math.round(p * 100);
  if (shown === 0 && p > 0) return "<1 %";
  if (shown === 100 && p < 1) return ">99 %";
  return shown + " %";
}
const key = new URLSearchParams(location.search).get("k") || "";
const $ = (id) => document.getElementById(id);
$("code").placeholder = T.code; $("open").textContent = T.open;
$("rolls_title").textContent = T.rolls; $("roll_secret_text").textContent = T.secret;
$("roll_go").textContent = T.go; $("roll_dice").placeholder = T.dice;
$("roll_typed").textContent = T.typed; $("handouts_title").textContent = T.handouts;
let socket = null, picture = null, wanted = null, opened = null;
let choices = null, rollsAllowed = false, pending = [], sentThrows = [];
const handouts = new Map(), handoutPictures = new Map();
let shownHandout = null, pickedHandout = null;
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
  option(who, T.choose, "");
  for (const c of list) option(who, c.name, String(c.id));
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
  $("refused").textContent = ""; opened = s.id; if (s.rolls) showChoices(s.rolls);
  const box = $("sheet"); box.replaceChildren();
  text(box, "h2", s.name);
  if (s.concept) text(box, "div", s.concept, "concept");
  const health = table(box);
  row(health, T.pv, s.pv + " / " + s.pv_max); row(health, T.wounds, s.wounds);
  row(health, T.state, s.state);  // the rules' own words in both languages
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
    text(box, "h3", T.spells); const list = text(box, "ul", "");
    for (const sp of s.spells) {
      const li = text(list, "li", sp.name + " "); text(li, "span", fmt(T.spell, sp), "spec");
    }
  }
  text(box, "h3", T.gear);
  const list = text(box, "ul", "");
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
        count("pictures"); };
      $("map").src = url; return;
    }
    const m = JSON.parse(event.data);
    if (m.type === "state") showState(m);
    else if (m.type === "characters") showCharacters(m.list);
    else if (m.type === "sheet") showSheet(m);
    else if (m.type === "refused") { wanted = null; opened = null; choices = null;
      $("sheet").replaceChildren(); showRolls();
      $("refused").textContent = m.status === 403 ? T.wrong : m.status === 429 ? T.slow : m.text; }
    else if (m.type === "options") { rollsAllowed = !!m.rolls; showRolls(); }
    else if (m.type === "odds") showOdds(m);
    else if (m.type === "rolled") showRolled(m);
    else if (m.type === "more") {
      prompt(sentThrows, fmt(T.more, {n: m.throws, next: m.throws + 1}));
      $("roll_dice").value = ""; $("roll_dice").focus(); }
    else if (m.type === "roll_refused") { prompt(); $("roll_refused").textContent = m.text; }
    else if (m.type === "handouts") showHandouts(m.list, m.newest);
  };
  socket.onclose = () => { $("status").textContent = T.lost; setTimeout(connect, 1500); };
}
// How many times the page showed each kind of news, for the tests that watch it.
function count(name) {
  document.body.dataset[name] = String(Number(document.body.dataset[name] || 0) + 1);
}
// The throws of a roll still to be finished and what the player is asked for it (none: a roll
// ended or began anew).
function prompt(throws = [], asked = "") {
  pending = throws;
  $("roll_prompt").textContent = asked;
}
// The option ``select`` had before it was filled again, if it is still one of them.
function keep(select, before) {
  if ([...select.options].some((o) => o.value === before)) select.value = before;
}
function option(parent, label, value) {
  const o = text(parent, "option", label); o.value = value; return o;
}
function showRolls() {
  $("rolls").hidden = !(rollsAllowed && opened !== null && choices);
}
function showChoices(c) {
  const what = $("roll_what"), before = what.value, diff = $("roll_diff");
  const diffBefore = diff.value;
  choices = c; what.replaceChildren();
  const skills = document.createElement("optgroup"); skills.label = T.skills;
  for (const k of c.skills) option(skills, k.name + " (" + k.total + ")", "s:" + k.id);
  const attributes = document.createElement("optgroup"); attributes.label = T.attributes;
  for (const a of c.attributes) option(attributes, a.name + " (" + a.value + ")", "a:" + a.key);
  what.append(skills, attributes);
  keep(what, before);
  fillDifficulties(diffBefore);
  fillSpecialisations();
  const token = $("roll_token");
  token.disabled = c.tokens <= 0; if (token.disabled) token.checked = false;
  $("roll_token_text").textContent = fmt(T.token, {n: c.tokens});
  showRolls(); askOdds();
}
function attributeRoll() { return $("roll_what").value.startsWith("a:"); }
function fillDifficulties(before) {
  const diff = $("roll_diff"); diff.replaceChildren(); option(diff, T.noDiff, "");
  const table = choices.difficulties[attributeRoll() ? "attribute" : "skill"];
  for (const [name, value] of table) {
    option(diff, (T.diffs[name] || name) + " (" + value + ")", name);
  }
  option(diff, T.otherDiff, "n");
  keep(diff, before);
  $("roll_diff_number").hidden = diff.value !== "n";
}
function fillSpecialisations() {
  const spec = $("roll_spec"), before = spec.value; spec.replaceChildren();
  option(spec, T.noSpec, "");
  const value = $("roll_what").value;
  const skill = choices.skills.find((k) => "s:" + k.id === value);
  for (const name of skill ? skill.specialisations : []) option(spec, name, name);
  keep(spec, before);
  $("roll_spec_line").hidden = spec.options.length < 2;
}
function rollRequest(type) {
  const value = $("roll_what").value, r = {type: type, character: opened};
  if (value.startsWith("s:")) r.skill = Number(value.slice(2)); else r.attribute = value.slice(2);
  if ($("roll_spec").value && !attributeRoll()) r.specialisation = $("roll_spec").value;
  const diff = $("roll_diff").value;
  if (diff === "n") { const typed = $("roll_diff_number").value.trim();
    if (typed !== "") r.difficulty = typed; }
  else if (diff) r.difficulty = diff;
  r.spend_token = $("roll_token").checked; r.secret = $("roll_secret").checked;
  return r;
}
function send(message) {
  if (socket && socket.readyState === 1) { socket.send(JSON.stringify(message)); return true; }
  return false;
}
function askOdds() {
  if (opened === null || !choices || !rollsAllowed || !$("roll_what").value) return;
  send(rollRequest("odds"));
}
function showOdds(m) {
  let line = rank(m.rank);
  const reasons = (m.reason_keys || []).map((k, i) => T.reasons[k] || m.reasons[i]);
  if (reasons.length) line += " (" + reasons.join(", ") + ")";
  if (m.success !== undefined) line += " · " + fmt(T.odds, {success: pct(m.success),
    critical: pct(m.critical), fumble: pct(m.fumble)});
  $("roll_odds").textContent = line;
}
function showRolled(m) {
  prompt(); $("roll_refused").textContent = "";
  $("roll_dice").value = ""; $("roll_token").checked = false;
  const box = $("roll_result"); box.style.display = "block";
  box.className = m.success === true ? "success" : m.success === false || m.fumble ? "failure" : "";
  $("roll_what_shown").textContent = m.what + ": " + m.modifier + " + 1o3d10"
    + (m.difficulty !== null ? " " + T.vs + " " + m.difficulty : "");
  $("roll_total").textContent = String(m.total);
  const verdict = m.difficulty === null && m.verdict_key === "natural_one" ? T.naturalOne
    : T.verdicts[m.verdict_key] || m.verdict;
  $("roll_verdict").textContent = verdict + (m.margin !== null ? " (" + T.margin + " "
    + (m.margin > 0 ? "+" : "") + m.margin + ")" : "") + (m.secret ? " · " + T.secretDone : "");
  $("roll_dice_shown").textContent = m.throws.map((t, i) => "(" + t.join(", ") + ") → "
    + m.kept[i]).join(" + ") + " · " + rank(m.rank);
  count("rolls");
}
function rollClear() { $("roll_refused").textContent = ""; }
$("roll_what").onchange = () => { prompt();
  fillDifficulties($("roll_diff").value); fillSpecialisations(); askOdds(); };
$("roll_diff").onchange = () => { $("roll_diff_number").hidden = $("roll_diff").value !== "n";
  askOdds(); };
$("roll_diff_number").oninput = askOdds;
for (const id of ["roll_spec", "roll_token", "roll_secret"]) $(id).onchange = askOdds;
$("roll_go").onclick = () => { rollClear(); prompt(); send(rollRequest("roll")); };
$("roll_typed").onclick = () => {
  rollClear();
  const dice = ($("roll_dice").value.match(/\d+/g) || []).map(Number);
  if (!dice.length || dice.length % 3 || dice.some((d) => d < 1 || d > 10)) {
    $("roll_refused").textContent = T.three; return;
  }
  const throws = [...pending];
  for (let i = 0; i < dice.length; i += 3) throws.push(dice.slice(i, i + 3));
  sentThrows = throws;
  const r = rollRequest("roll"); r.throws = throws; send(r);
};
function showHandouts(list, newest) {
  handouts.clear();
  for (const h of list) handouts.set(h.id, h);
  if (newest !== null && newest !== undefined && handouts.has(newest)) pickedHandout = newest;
  if (!handouts.has(pickedHandout)) pickedHandout = null;
  const ordered = [...handouts.values()].sort((a, b) => b.serial - a.serial);
  const shown = pickedHandout !== null ? handouts.get(pickedHandout) : ordered[0];
  $("handouts").hidden = !ordered.length;
  const ul = $("handout_list"); ul.replaceChildren();
  for (const h of ordered) {
    const li = text(ul, "li", h.title + (h.to_table ? "" : " · " + T.toYou));
    if (shown && h.id === shown.id) li.className = "on";
    li.onclick = () => { pickedHandout = h.id; showHandouts([...handouts.values()], null); };
  }
  showHandout(shown || null);
  count("handouts");
}
function showHandout(h) {
  const box = $("handout"), img = $("handout_picture");
  if (!h) { box.style.display = "none"; shownHandout = null; return; }
  box.style.display = "block";
  $("handout_to").textContent = h.to_table ? T.toTable : T.toYou;
  $("handout_title").textContent = h.title; $("handout_text").textContent = h.text;
  $("handout_text").hidden = !h.text;
  shownHandout = h.id;
  img.hidden = !h.picture;
  if (!h.picture) { img.removeAttribute("src"); return; }
  if (handoutPictures.has(h.id)) { img.src = handoutPictures.get(h.id); return; }
  const body = {id: h.id};
  if (!h.to_table && wanted) { const asked = JSON.parse(wanted);
    body.character = asked.character; body.code = asked.code; }
  fetch("/api/handout?k=" + encodeURIComponent(key), {method: "POST",
    headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)})
    .then((r) => r.ok ? r.blob() : null).then((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob); handoutPictures.set(h.id, url);
      if (shownHandout === h.id) {
        img.onload = () => count("handoutPictures");
        img.src = url;
      }
    }).catch(() => {});
}
$("open").onclick = () => {
  const id = Number($("who").value); if (!id) return;
  wanted = JSON.stringify({type: "sheet", character: id, code: $("code").value});
  if (socket && socket.readyState === 1) socket.send(wanted);
};
connect();
