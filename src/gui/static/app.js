// The page of `santorini gui`. It knows no rules: the server sends the legal turns of the
// position as click sequences (steps), and a click is legal when some turn continues with it.
// docs/gui.md lists the websocket messages.

const $ = (id) => document.getElementById(id);
const FILES = "abcde";

const ui = {
  ws: null,
  state: null,
  catalog: null,
  chosen: [],          // the steps clicked so far in the turn being built
  pending: null,       // the steps offered by the last ambiguous click
  flipped: false,
  lines: new Map(),    // multipv -> the latest info line of the shown ply
  previewing: false,
  editor: null,
  offer: new Set(),    // the gods ticked for the Challenger's offer
};

// ---------------------------------------------------------------- connection

function connect() {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  ui.ws = ws;
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = () => {
    setEngineStatus("dead", "disconnected from the server (reload the page)");
  };
}

function send(message) {
  if (ui.ws && ui.ws.readyState === WebSocket.OPEN) ui.ws.send(JSON.stringify(message));
}

function receive(message) {
  switch (message.type) {
    case "hello": ui.catalog = message.catalog; break;
    case "state": showState(message); break;
    case "info": showInfo(message); break;
    case "engine":
      if (message.status === "ready") setEngineStatus("ready", `engine: ${message.name}`);
      else setEngineStatus("dead", `engine stopped: ${message.detail}`);
      break;
    case "error":
      say(message.message, "refused");
      if (drafting() && message.request === "play") $("draft-problem").textContent = message.message;
      break;
    case "lineup":
      if (draftMode()) break;  // a late answer for the gods the dialog no longer uses
      $("ng-problem").textContent = message.problem || "";
      $("ng-start").disabled = !!message.problem;
      break;
    case "offer_check": offerChecked(message); break;
    case "engine_says": logLine(message.text, message.ply); break;
    case "record": $("record-text").value = message.text; say("record exported below", "info"); break;
    case "edited": editorAnswer(message); break;
    case "preview": if (ui.previewing) drawBoard(message.cells, true); break;
    default: break;
  }
}

function setEngineStatus(status, text) {
  const el = $("engine-status");
  el.dataset.status = status;
  el.textContent = text;
  $("btn-restart").hidden = status !== "dead";
}

function say(text, kind = "info") {
  const el = $("message");
  el.textContent = text;
  el.dataset.kind = kind;
}

// ---------------------------------------------------------------- the board

function squareOrder() {
  const order = [];
  for (let r = 5; r >= 1; r--) for (let f = 0; f < 5; f++) order.push(`${FILES[f]}${r}`);
  return ui.flipped ? order.reverse() : order;
}

function buildBoard() {
  const board = $("board");
  board.replaceChildren();
  for (const name of squareOrder()) {
    const cell = document.createElement("div");
    cell.className = "cell";
    cell.dataset.square = name;
    cell.setAttribute("role", "gridcell");
    cell.addEventListener("click", () => clickSquare(name));
    board.append(cell);
  }
}

function drawCell(cell, c) {
  cell.dataset.height = c.height;
  cell.dataset.dome = c.dome ? "1" : "0";
  if (c.worker) cell.dataset.worker = c.worker; else delete cell.dataset.worker;
  const parts = [`<span class="coord">${c.square}</span>`];
  for (let l = 1; l <= c.height; l++) parts.push(`<div class="level l${l}"></div>`);
  if (c.height) parts.push(`<span class="height-label">${c.height}</span>`);
  if (c.dome) parts.push('<div class="dome" title="dome"></div>');
  if (c.boulder) parts.push('<div class="boulder" title="boulder"></div>');
  if (c.ram) parts.push('<div class="ram" title="the Ram (Golden Fleece)"></div>');
  if (c.worker) {
    const side = c.worker.toUpperCase();
    const female = c.worker !== side ? " female" : "";
    parts.push(`<div class="worker${female}" data-side="${side}"><span>${side}</span></div>`);
  }
  cell.innerHTML = parts.join("");
  cell.title = `${c.square}: level ${c.height}${c.dome ? ", dome" : ""}${c.boulder ? ", boulder" : ""}${c.ram ? ", the Ram" : ""}${c.worker ? `, worker ${c.worker}` : ""}`;
}

function drawBoard(cells, preview = false) {
  const byName = Object.fromEntries(cells.map((c) => [c.square, c]));
  for (const cell of $("board").children) drawCell(cell, byName[cell.dataset.square]);
  $("board").classList.toggle("preview", preview);
  if (!preview) markTargets();
}

// ---------------------------------------------------------------- turns by clicks

const stepKey = (s) => `${s.kind}|${s.square}|${s.direction || ""}|${s.dome ? 1 : 0}|${s.female ? 1 : 0}`;

function humanToMove() {
  const s = ui.state;
  if (!s || s.outcome) return false;
  const seat = s.seats[s.turn - 1];
  return seat.kind === "human" || s.paused;
}

// The turns (spellings) that begin with the steps chosen so far.
function candidates() {
  if (!ui.state) return [];
  const n = ui.chosen.length;
  return ui.state.legal.filter((t) => t.steps.length >= n && ui.chosen.every((s, i) => stepKey(s) === stepKey(t.steps[i])));
}

function nextSteps(cands) {
  const seen = new Map();
  for (const t of cands) if (t.steps.length > ui.chosen.length) {
    const s = t.steps[ui.chosen.length];
    seen.set(stepKey(s), s);
  }
  return [...seen.values()];
}

function describe(s) {
  switch (s.kind) {
    case "worker": return `select the worker on ${s.square}`;
    case "move": return `move to ${s.square}`;
    case "build": return s.dome ? `dome on ${s.square}` : `build on ${s.square}`;
    case "place": return s.female ? `place the female worker on ${s.square}` : `place a worker on ${s.square}`;
    case "switch": return `switch to the worker on ${s.square}`;
    case "force": return `force the worker on ${s.square}`;
    case "remove": return `remove a block from ${s.square}`;
    case "pass": return "pass";
    case "orient": return s.direction === "off" ? "take the token off the board" : `turn the token toward ${s.direction}`;
    default: return `${s.kind} ${s.square}`;
  }
}

function markTargets() {
  const cands = humanToMove() ? candidates() : [];
  const next = nextSteps(cands);
  const kinds = {};
  for (const s of next) if (s.square) (kinds[s.square] ||= new Set()).add(s.kind);
  const chosenSquares = new Set(ui.chosen.map((s) => s.square));
  for (const cell of $("board").children) {
    const k = kinds[cell.dataset.square];
    if (k) cell.dataset.target = [...k].join(" "); else delete cell.dataset.target;
    if (chosenSquares.has(cell.dataset.square)) cell.dataset.chosen = "1"; else delete cell.dataset.chosen;
  }
  const complete = cands.filter((t) => t.steps.length === ui.chosen.length);
  $("btn-end-turn").hidden = !(complete.length && next.length);
  $("btn-cancel").hidden = ui.chosen.length === 0;
  const choices = $("choices");
  choices.replaceChildren();
  const offered = ui.pending || next.filter((s) => !s.square);
  for (const s of offered) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = describe(s);
    b.dataset.choice = s.kind + (s.dome ? "-dome" : "") + (s.female ? "-female" : "") + (s.direction ? `-${s.direction}` : "");
    if (s.square) b.dataset.square = s.square;
    b.addEventListener("click", () => { ui.pending = null; choose(s); });
    choices.append(b);
  }
  const kindsNext = [...new Set(next.map((s) => (s.kind === "build" && s.dome ? "dome" : s.kind === "worker" ? "a worker" : s.kind)))];
  $("hint").textContent = !humanToMove() ? "" :
    kindsNext.length ? `next: ${kindsNext.join(" or ")}${complete.length ? " (optional)" : ""}` : "";
}

function clickSquare(square) {
  if (ui.previewing) return;
  const s = ui.state;
  if (!s) return;
  if (drafting()) return refuse(square, "the god draft comes first (above the board)");
  if (s.outcome) return refuse(square, "the game is over");
  if (!humanToMove()) return refuse(square, `seat ${s.turn} (${s.side_to_move}) is played by the engine`);
  ui.pending = null;
  let options = nextSteps(candidates()).filter((x) => x.square === square);
  if (!options.length && ui.chosen.length) {
    // a click on another worker (or placement square) starts the turn again from it
    const saved = ui.chosen;
    ui.chosen = [];
    options = nextSteps(candidates()).filter((x) => x.square === square);
    if (!options.length) ui.chosen = saved;
  }
  if (!options.length) {
    const kinds = [...new Set(nextSteps(candidates()).map((x) => x.kind))].join(" or ");
    const what = ui.chosen.length ? `not a legal ${kinds} here` : `no legal turn starts there (${kinds || "nothing"} on the highlighted squares)`;
    return refuse(square, `${square}: ${what}`);
  }
  if (options.length > 1) {
    ui.pending = options;
    say(`${square}: choose what to do`, "choice");
    markTargets();
    return;
  }
  choose(options[0]);
}

function choose(step) {
  ui.chosen.push(step);
  const cands = candidates();
  const next = nextSteps(cands);
  const complete = cands.filter((t) => t.steps.length === ui.chosen.length);
  if (complete.length && !next.length) return submit(complete[0].token);
  say(ui.chosen.map(describe).join(", "), "info");
  markTargets();
}

function endTurn() {
  const complete = candidates().filter((t) => t.steps.length === ui.chosen.length);
  if (complete.length) submit(complete[0].token);
}

function submit(token) {
  ui.chosen = [];
  ui.pending = null;
  say(`played ${token}`, "info");
  send({ type: "play", token });
}

function refuse(square, reason) {
  say(reason, "refused");
  const cell = document.querySelector(`#board [data-square="${square}"]`);
  if (cell) { cell.classList.remove("refused"); void cell.offsetWidth; cell.classList.add("refused"); }
}

function cancelTurn() {
  ui.chosen = [];
  ui.pending = null;
  say("", "info");
  markTargets();
}

// ---------------------------------------------------------------- state

function showState(s) {
  const newPly = !ui.state || ui.state.sfen !== s.sfen || ui.state.ply !== s.ply;
  ui.state = s;
  ui.chosen = [];
  ui.pending = null;
  if (newPly) ui.lines.clear();
  const board = $("board");
  board.dataset.sfen = s.sfen;
  board.dataset.engineSfen = s.engine_sfen || "";
  board.dataset.ply = s.ply;
  board.dataset.turn = s.turn;
  board.dataset.over = s.outcome ? "1" : "0";
  drawBoard(s.cells);
  const sideOf = (seat) => s.sides[seat - 1];
  const seat = s.seats[s.turn - 1];
  drawDraft();
  const first = s.legal[0]?.steps[0]?.kind;
  const action = first === "place" ? "place" : first === "ram" ? "place the Ram" : first === "orient" ? "orient its token" : "move";
  $("status").textContent = drafting() ? `god draft: seat ${s.turn} (${sideOf(s.turn)}) to decide` : s.outcome ? "game over" :
    `seat ${s.turn} (${sideOf(s.turn)}, ${s.gods[s.turn - 1]}) to ${action} — ${seat.kind === "engine" && !s.paused ? "engine thinking…" : "your click"} · round ${s.round}`;
  if (s.fleece) {
    const holders = s.sides.filter((_, i) => s.holds_fleece[i]);
    $("status").textContent += ` · Golden Fleece: ${s.fleece}, held by ${holders.length ? holders.join(" and ") : "nobody"}`;
  }
  if (s.eliminated.length) $("status").textContent += ` · eliminated: ${s.eliminated.join(", ")}`;
  const result = $("result");
  result.hidden = !s.outcome;
  if (s.outcome) {
    const god = s.outcome.god ? ` (${s.outcome.god})` : "";
    result.textContent = `${s.outcome.winner} wins: ${s.outcome.reason}${god}`;
    result.dataset.winner = s.outcome.winner;
    result.dataset.reason = s.outcome.reason;
  }
  $("btn-undo").disabled = s.ply === 0;
  $("btn-redo").disabled = s.ply >= s.moves.length;
  $("btn-resume").hidden = !(s.paused && !s.outcome && s.seats.some((x) => x.kind === "engine"));
  $("sfen-input").value = s.sfen;
  $("analyse-toggle").checked = s.analysing;
  drawSeats();
  drawMoves();
  drawLines();
  drawGraph();
  if (newPly && !s.outcome && !s.evals[String(s.ply)]) setEvalBar(null);
  else if (s.evals[String(s.ply)]) setEvalBar(s.evals[String(s.ply)]);
}

function drawSeats() {
  const s = ui.state;
  const box = $("seats");
  box.replaceChildren();
  s.seats.forEach((seat, i) => {
    const row = document.createElement("div");
    row.className = "seat";
    row.dataset.seat = i + 1;
    if (s.turn === i + 1 && !s.outcome) row.dataset.toMove = "1";
    row.append(badge(s.sides[i]), `${s.gods[i] || "?"} `);
    row.append(...seatControls(seat, (value) => {
      const seats = s.seats.map((x) => ({ ...x }));
      seats[i] = value;
      send({ type: "seats", seats });
    }));
    box.append(row);
  });
}

function badge(side) {
  const b = document.createElement("span");
  b.className = "badge";
  b.dataset.side = side;
  b.textContent = side;
  return b;
}

// A seat's human/engine select and the engine's limit; onChange gets {kind, depth|movetime}.
function seatControls(seat, onChange) {
  const kind = document.createElement("select");
  kind.className = "seat-kind";
  kind.innerHTML = '<option value="human">human</option><option value="depth">engine, depth</option><option value="movetime">engine, ms a move</option>';
  kind.value = seat.kind === "human" ? "human" : ("depth" in seat ? "depth" : "movetime");
  const limit = document.createElement("input");
  limit.type = "number";
  limit.className = "seat-limit";
  limit.min = 1;
  limit.value = seat.depth || seat.movetime || 3;
  limit.hidden = kind.value === "human";
  const changed = () => {
    limit.hidden = kind.value === "human";
    if (kind.value === "depth" && Number(limit.value) > 62) limit.value = 4;
    if (!onChange) return;
    onChange(readSeat(kind, limit));
  };
  kind.addEventListener("change", changed);
  limit.addEventListener("change", changed);
  return [kind, limit];
}

function readSeat(kind, limit) {
  if (kind.value === "human") return { kind: "human" };
  return { kind: "engine", [kind.value]: Math.max(1, Math.floor(Number(limit.value) || 1)) };
}

function drawMoves() {
  const s = ui.state;
  const list = $("moves");
  list.replaceChildren();
  const start = document.createElement("li");
  start.innerHTML = `<button type="button" data-ply="0">start</button>`;
  list.append(start);
  s.moves.forEach((token, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.ply = i + 1;
    b.textContent = token;
    li.append(b);
    list.append(li);
  });
  for (const b of list.querySelectorAll("button")) {
    if (Number(b.dataset.ply) === s.ply) b.setAttribute("aria-current", "true");
    b.addEventListener("click", () => send({ type: "goto", ply: Number(b.dataset.ply) }));
  }
}

// ---------------------------------------------------------------- analysis

function scoreText(score) {
  if (!score) return "–";
  if (score.kind === "win") return `win in ${score.value}`;
  if (score.kind === "loss") return `loss in ${score.value}`;
  return (score.value >= 0 ? "+" : "") + (score.value / 100).toFixed(2);
}

// Side A's share of the bar: forced results fill it, centi-levels go through a logistic.
function share(scoreA) {
  if (!scoreA) return 0.5;
  if (scoreA.kind === "win") return 1;
  if (scoreA.kind === "loss") return 0;
  return 1 / (1 + Math.exp(-scoreA.value / 150));
}

function setEvalBar(scoreA) {
  $("evalbar-fill").style.height = `${(share(scoreA) * 100).toFixed(1)}%`;
  $("evalbar").dataset.score = scoreA ? `${scoreA.kind} ${scoreA.value}` : "";
  $("eval-text").textContent = scoreA ? `A ${scoreText(scoreA)}` : "–";
}

function showInfo(info) {
  if (!ui.state || info.ply !== ui.state.ply) return;
  ui.lines.set(info.multipv, info);
  if (info.multipv === 1 && info.score_a && !info.bound) {
    ui.state.evals[String(info.ply)] = info.score_a;
    setEvalBar(info.score_a);
    drawGraph();
  }
  drawLines();
}

function drawLines() {
  const list = $("lines");
  list.replaceChildren();
  for (const k of [...ui.lines.keys()].sort((a, b) => a - b)) {
    const info = ui.lines.get(k);
    const li = document.createElement("li");
    li.dataset.multipv = k;
    li.dataset.depth = info.depth;
    li.innerHTML = `<span class="score">${scoreText(info.score)}${info.bound ? (info.bound === "lowerbound" ? "+" : "−") : ""}</span> ` +
      `<span class="pv"></span><br><span class="meta">depth ${info.depth}/${info.seldepth} · ${fmt(info.nodes)} nodes · ${fmt(info.nps)} nps</span>`;
    li.querySelector(".pv").textContent = info.pv.join(" ");
    li.dataset.pv = info.pv.join(" ");
    list.append(li);
  }
}

// Lines are redrawn under the pointer as the search deepens, so the list, which stays,
// watches the pointer: entering a line previews it, leaving the list ends the preview.
function previewLine(event) {
  const li = event.target.closest("#lines li");
  if (!li || li.dataset.pv === ui.previewed) return;
  ui.previewing = true;
  ui.previewed = li.dataset.pv;
  send({ type: "preview", moves: li.dataset.pv.split(" ") });
}

function endPreview() {
  ui.previewed = null;
  ui.previewing = false;
  if (ui.state) drawBoard(ui.state.cells);
}

function fmt(n) {
  if (n == null) return "?";
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

function drawGraph() {
  const s = ui.state;
  const svg = $("graph");
  const n = Math.max(s.moves.length, 1);
  const pts = [];
  for (let ply = 0; ply <= s.moves.length; ply++) {
    const e = s.evals[String(ply)];
    if (e) pts.push(`${((ply / n) * 300).toFixed(1)},${((1 - share(e)) * 100).toFixed(1)}`);
  }
  const x = ((s.ply / n) * 300).toFixed(1);
  svg.innerHTML = `<line class="mid" x1="0" y1="50" x2="300" y2="50"/>` +
    `<line class="now" x1="${x}" y1="0" x2="${x}" y2="100"/>` +
    `<polyline points="${pts.join(" ")}"/>`;
  svg.dataset.points = pts.length;
}

// ---------------------------------------------------------------- the god draft
// The server's Draft decides what is legal: the page lists the gods the catalog plays for the
// player count, asks the server about the ticked offer, and shows the server's reasons.

function drafting() {
  const d = ui.state && ui.state.draft;
  return !!d && d.phase !== "done";
}

const godName = (g) => (g && ui.catalog.gods[g] ? ui.catalog.gods[g].display : g || "?");

function drawDraft() {
  const s = ui.state;
  const d = s.draft;
  const panel = $("draft-panel");
  panel.hidden = !drafting();
  if (panel.hidden) { ui.offer.clear(); return; }
  panel.dataset.phase = d.phase;
  panel.dataset.toMove = d.to_move;
  const engine = s.seats[d.to_move - 1].kind === "engine" && !s.paused;
  const what = { offer: `offers ${d.players} gods, one per player`, night: "names Nyx's Night Power",
    choose: "chooses a god", first: "names the seat that starts placing" }[d.phase];
  $("draft-status").textContent = `seat ${d.to_move} (${s.sides[d.to_move - 1]}${d.phase !== "choose" ? ", the Challenger" : ""}) ${what}` +
    (engine ? " — the engine is deciding…" : "");
  const seats = $("draft-seats");
  seats.replaceChildren();
  d.gods.forEach((g, i) => {
    const li = document.createElement("li");
    li.className = "seat";
    li.dataset.seat = i + 1;
    li.dataset.god = g || "";
    li.append(badge(s.sides[i]), `seat ${i + 1}: ${g ? godName(g) : "?"}`);
    seats.append(li);
  });
  if (d.offered.length) {
    const li = document.createElement("li");
    li.textContent = `offered: ${d.offered.map(godName).join(", ")}`;
    seats.append(li);
  }
  $("draft-problem").textContent = "";
  $("draft-offer").hidden = !(d.phase === "offer" && !engine);
  if (d.phase === "offer" && !engine) drawOfferChoices(d);
  const choices = $("draft-choices");
  choices.replaceChildren();
  if (engine) return;
  // every seat is a button, not only the legal ones: the server says why another is refused
  const tokens = d.phase === "choose" ? [...new Set(d.remaining)].map((g) => [`choose:${g}`, `take ${godName(g)}`]) :
    d.phase === "first" ? d.gods.map((g, i) => [`first:${i + 1}`, `seat ${i + 1} (${godName(g)}) starts`]) :
    d.phase === "night" ? d.legal.map((t) => [t, `Night Power: ${godName(t.slice("night:".length))}`]) : [];
  for (const [token, label] of tokens) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.token = token;
    b.textContent = label;
    if (d.legal.includes(token)) b.classList.add("legal");
    b.addEventListener("click", () => sendDraft(token));
    choices.append(b);
  }
}

function drawOfferChoices(d) {
  const box = $("draft-gods");
  box.replaceChildren();
  for (const g of d.playable) {
    const label = document.createElement("label");
    const box1 = document.createElement("input");
    box1.type = "checkbox";
    box1.value = g;
    box1.checked = ui.offer.has(g);
    box1.addEventListener("change", () => {
      if (box1.checked) ui.offer.add(g); else ui.offer.delete(g);
      checkOffer();
    });
    label.title = ui.catalog.gods[g] ? ui.catalog.gods[g].description : "";
    label.append(box1, ` ${godName(g)}`);
    box.append(label);
  }
  checkOffer();
}

function checkOffer() {
  $("draft-offer-btn").disabled = true;
  send({ type: "check_offer", gods: [...ui.offer] });
}

function offerChecked(message) {
  if (!drafting() || ui.state.draft.phase !== "offer") return;
  const current = [...ui.offer].sort().join(",");
  if ([...message.gods].sort().join(",") !== current) return;  // an answer about an older ticking
  const none = !ui.offer.size;
  $("draft-problem").textContent = none ? "" : message.problem || "";
  $("draft-offer-btn").disabled = none || !!message.problem;
}

function sendDraft(token) {
  $("draft-problem").textContent = "";
  say(`draft: ${token}`, "info");
  send({ type: "play", token });
}

function logLine(text, ply) {
  const li = document.createElement("li");
  li.dataset.ply = ply;
  li.textContent = text;
  const log = $("engine-log");
  log.append(li);
  log.scrollTop = log.scrollHeight;  // scrollIntoView would scroll the whole page too
}

// ---------------------------------------------------------------- new game

function openNewGame() {
  const players = ui.state ? ui.state.players : 2;
  $("ng-players").value = String(players);
  drawNewGameSeats();
  $("newgame").showModal();
}

// The Pantheon teams (seats A, B, C, D, a pair of workers each), with chosen gods or the draft.
function ownPairs() {
  return Number($("ng-players").value) === 4 && $("ng-own-pairs").checked;
}

function drawNewGameSeats() {
  const players = Number($("ng-players").value);
  $("newgame").dataset.players = String(players);
  const sides = ownPairs() ? ui.catalog.own_pairs_sides : ui.catalog.sides[String(players)];
  const gods = ui.catalog.players[String(players)];
  const box = $("ng-seats");
  box.replaceChildren();
  for (let i = 0; i < players; i++) {
    const row = document.createElement("div");
    row.className = "seat";
    row.dataset.seat = i + 1;
    const select = document.createElement("select");
    select.className = "ng-god";
    for (const g of gods) {
      const o = document.createElement("option");
      o.value = g;
      o.textContent = ui.catalog.gods[g].display;
      o.title = ui.catalog.gods[g].description;
      select.append(o);
    }
    select.value = players === 2 ? "mortal" : gods[i];
    select.addEventListener("change", () => { if (!draftMode()) checkLineup(); });
    const [kind, limit] = seatControls(i === 0 ? { kind: "human" } : { kind: "engine", movetime: 500 }, null);
    row.append(badge(sides[i]), `seat ${i + 1} `, select, kind, limit);
    box.append(row);
  }
  newGameMode();
}

function newGameLineup() {
  return [...document.querySelectorAll("#ng-seats .ng-god")].map((s) => s.value);
}

function checkLineup() {
  $("ng-start").disabled = true;
  send({ type: "check_lineup", players: Number($("ng-players").value), gods: newGameLineup() });
}

function draftMode() {
  return document.querySelector('input[name="ng-mode"]:checked').value === "draft";
}

function newGameMode() {
  $("newgame").dataset.mode = draftMode() ? "draft" : "gods";
  if (draftMode()) $("ng-start").disabled = false; else checkLineup();
}

function startNewGame() {
  const seats = [...document.querySelectorAll("#ng-seats .seat")].map((row) =>
    readSeat(row.querySelector(".seat-kind"), row.querySelector(".seat-limit")));
  const players = Number($("ng-players").value);
  const team_workers = ownPairs() ? "own" : "shared";
  send(draftMode() ? { type: "new_game", players, draft: true, seats, team_workers }
    : { type: "new_game", players, gods: newGameLineup(), seats, team_workers });
  $("engine-log").replaceChildren();
  ui.offer.clear();
  $("newgame").close();
}

// ---------------------------------------------------------------- editor

function openEditor() {
  const s = ui.state;
  // first: the start seat (SFEN item first:K) while seats still place; kept while the seats stay
  ui.editor = { cells: s.cells.map((c) => ({ ...c })), gods: [...s.gods], states: (s.god_states || []).map((x) => x || ""),
    fleece: s.fleece || null, first: s.first || null };
  $("ed-round").value = String(Math.max(1, s.round));
  $("ed-players").value = String(s.players);
  $("ed-own-pairs").checked = s.players === 4 && s.sides === ui.catalog.own_pairs_sides;
  ui.editor.seating = editorSides();
  drawEditorGods();
  $("ed-to-move").value = String(s.turn);
  drawEditor();
  $("ed-error").textContent = "";
  $("ed-sfen").textContent = s.sfen;
  $("editor").showModal();
}

// The editor's seats: A,B,C,D with 4 players and Pantheon teams ticked, else the classic sides.
function editorSides() {
  const players = Number($("ed-players").value);
  return players === 4 && $("ed-own-pairs").checked ? ui.catalog.own_pairs_sides : ui.catalog.sides[String(players)];
}

function drawEditorGods() {
  const players = Number($("ed-players").value);
  const gods = ui.catalog.players[String(players)];
  const sides = editorSides();
  $("ed-own-pairs-label").hidden = players !== 4;
  if (ui.editor.seating !== sides) ui.editor.first = null;  // the start seat was the old seating's
  ui.editor.seating = sides;
  // worker tools for the sides these seats have (C, D for the Pantheon teams' second seats)
  for (const tool of document.querySelectorAll('input[name="ed-tool"]')) {
    if (!/^[a-d]$/i.test(tool.value)) continue;
    tool.closest("label").hidden = !sides.includes(tool.value.toUpperCase());
    if (tool.checked && tool.closest("label").hidden) document.querySelector('input[name="ed-tool"][value="up"]').checked = true;
  }
  const box = $("ed-gods");
  box.replaceChildren();
  ui.editor.gods = ui.editor.gods.slice(0, players);
  ui.editor.states = Array.from({ length: players }, (_, i) => ui.editor.states[i] || "");
  for (let i = 0; i < players; i++) {
    const select = document.createElement("select");
    select.className = "ed-god";
    select.dataset.seat = i + 1;
    for (const g of gods) select.add(new Option(ui.catalog.gods[g].display, g));
    select.value = gods.includes(ui.editor.gods[i]) ? ui.editor.gods[i] : gods[i];
    ui.editor.gods[i] = select.value;
    select.addEventListener("change", () => { ui.editor.gods[i] = select.value; });
    // the god's state is the SFEN's text inside [...]: the server's SFEN parser judges it
    const state = document.createElement("input");
    state.className = "ed-state";
    state.dataset.seat = i + 1;
    state.placeholder = "state";
    state.title = "the god's state, as inside [...] in the SFEN: ^ for Athena, 3 for Morpheus' stock";
    state.value = ui.editor.states[i];
    state.addEventListener("input", () => { ui.editor.states[i] = state.value; });
    const row = document.createElement("div");
    row.className = "seat";
    row.append(badge(sides[i]), select, "[", state, "]");
    box.append(row);
  }
  const toMove = $("ed-to-move");
  const old = toMove.value;
  toMove.replaceChildren(...Array.from({ length: players }, (_, i) => new Option(`seat ${i + 1} (${sides[i]})`, String(i + 1))));
  toMove.value = Number(old) <= players ? old : "1";
}

function drawEditor() {
  const board = $("ed-board");
  board.replaceChildren();
  const byName = Object.fromEntries(ui.editor.cells.map((c) => [c.square, c]));
  for (const name of squareOrder()) {
    const cell = document.createElement("div");
    cell.className = "cell";
    cell.dataset.square = name;
    drawCell(cell, byName[name]);
    cell.addEventListener("click", () => editSquare(byName[name]));
    board.append(cell);
  }
}

function editSquare(c) {
  const tool = document.querySelector('input[name="ed-tool"]:checked').value;
  if (tool === "up") c.height = Math.min(3, c.height + 1);
  else if (tool === "down") c.height = Math.max(0, c.height - 1);
  else if (tool === "dome") c.dome = !c.dome;
  else if (tool === "boulder") c.boulder = !c.boulder;
  else if (tool === "ram") c.ram = !c.ram;
  else if (tool === "none") c.worker = null;
  else c.worker = tool;
  drawEditor();
}

function editorRequest(apply) {
  const own = Number($("ed-players").value) === 4 && $("ed-own-pairs").checked;
  send({ type: "edit", cells: ui.editor.cells, gods: ui.editor.gods, states: ui.editor.states, fleece: ui.editor.fleece,
    team_workers: own ? "own" : "shared", first: ui.editor.first,
    to_move: Number($("ed-to-move").value), round: Number($("ed-round").value), apply });
  if (apply) ui.editor.applying = true;
}

function editorAnswer(message) {
  $("ed-error").textContent = message.ok ? "" : message.error;
  if (message.ok) $("ed-sfen").textContent = message.sfen;
  if (message.ok && ui.editor && ui.editor.applying) $("editor").close();
  if (ui.editor) ui.editor.applying = false;
}

// ---------------------------------------------------------------- wiring

function undo() { if (ui.state && ui.state.ply > 0) send({ type: "undo" }); }
function redo() { if (ui.state && ui.state.ply < ui.state.moves.length) send({ type: "redo" }); }
function flip() {
  ui.flipped = !ui.flipped;
  $("board").dataset.flipped = ui.flipped ? "1" : "0";
  buildBoard();
  if (ui.state) drawBoard(ui.state.cells);
}

function analyse() {
  send({ type: "analyse", on: $("analyse-toggle").checked, multipv: Number($("multipv").value) });
}

function init() {
  buildBoard();
  $("btn-new").addEventListener("click", openNewGame);
  $("ng-players").addEventListener("change", drawNewGameSeats);
  $("ng-own-pairs").addEventListener("change", drawNewGameSeats);
  $("ng-start").addEventListener("click", startNewGame);
  for (const radio of document.querySelectorAll('input[name="ng-mode"]')) radio.addEventListener("change", drawNewGameSeats);
  $("draft-offer-btn").addEventListener("click", () => sendDraft(`offer:${[...ui.offer].sort().join(",")}`));
  $("ng-cancel").addEventListener("click", () => $("newgame").close());
  $("btn-undo").addEventListener("click", undo);
  $("btn-redo").addEventListener("click", redo);
  $("btn-flip").addEventListener("click", flip);
  $("btn-resume").addEventListener("click", () => send({ type: "resume" }));
  $("btn-restart").addEventListener("click", () => { setEngineStatus("starting", "engine: restarting…"); send({ type: "restart_engine" }); });
  $("btn-end-turn").addEventListener("click", endTurn);
  $("btn-cancel").addEventListener("click", cancelTurn);
  $("lines").addEventListener("mouseover", previewLine);
  $("lines").addEventListener("mouseleave", endPreview);
  $("analyse-toggle").addEventListener("change", analyse);
  $("multipv").addEventListener("change", analyse);
  $("btn-load-sfen").addEventListener("click", () => send({ type: "load_sfen", sfen: $("sfen-input").value }));
  $("btn-copy-sfen").addEventListener("click", () => navigator.clipboard?.writeText(ui.state.sfen).catch(() => {}));
  $("btn-export-record").addEventListener("click", () => send({ type: "export_record" }));
  $("btn-import-record").addEventListener("click", () => send({ type: "load_record", text: $("record-text").value }));
  $("record-file").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    if (file) { $("record-text").value = await file.text(); send({ type: "load_record", text: $("record-text").value }); }
  });
  $("btn-editor").addEventListener("click", openEditor);
  $("ed-players").addEventListener("change", drawEditorGods);
  $("ed-own-pairs").addEventListener("change", drawEditorGods);
  $("ed-check").addEventListener("click", () => editorRequest(false));
  $("ed-apply").addEventListener("click", () => editorRequest(true));
  $("ed-close").addEventListener("click", () => $("editor").close());
  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input, textarea, select") || document.querySelector("dialog[open]")) return;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && key === "z") { e.preventDefault(); undo(); }
    else if ((e.ctrlKey || e.metaKey) && key === "y") { e.preventDefault(); redo(); }
    else if (e.key === "ArrowLeft") undo();
    else if (e.key === "ArrowRight") redo();
    else if (key === "f" && !e.ctrlKey && !e.metaKey) flip();
    else if (e.key === "Escape") cancelTurn();
  });
  connect();
}

init();
