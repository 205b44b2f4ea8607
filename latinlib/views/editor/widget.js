// The board editor's view: shows the SVG that Python draws, keeps the selection, and sends actions.
// Python owns the state (editor_state.py); this file owns only what is local to the screen:
// the selected cell, the cells picked for a cage, the mode, the paint colour and the busy clock.

const HEAVY = new Set(["solve", "unique", "hint", "new", "lock", "clear", "import", "export", "draw", "check", "why", "mistakes"]);
const WORDS = {solve: "Solving", unique: "Counting solutions", hint: "Looking for a step", new: "Generating a puzzle",
  lock: "Locking", clear: "Clearing", import: "Importing", export: "Exporting", draw: "Drawing", check: "Checking",
  why: "Asking CP-SAT", auto: "Pencilling candidates", mistakes: "Proving the only solution", apply: "Applying",
  wait: "Waiting for the kernel (busy with another cell?)"};

/** Create an element with a class, text and attributes. */
function make(tag, cls, text, attrs = {}) {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text !== undefined) el.textContent = text;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

/** A button that runs `fn`; `name` becomes the class llv-b-<name> that tests click. */
function button(name, text, title, fn) {
  const b = make("button", `llv-btn llv-b-${name}`, text, {type: "button", title});
  b.addEventListener("click", fn);
  return b;
}

/** Build the static parts of the editor once: board, side panel, action rows, status, export box, figure. */
function skeleton(el) {
  const root = make("div", "llv", undefined, {"data-lm-suppress-shortcuts": "true"});
  const modes = make("div", "llv-modes", undefined, {role: "tablist"});
  const timer = make("span", "llv-timer", "0:00", {title: "time on this board", "aria-label": "timer"});
  const main = make("div", "llv-main");
  const board = make("div", "llv-boardwrap", undefined, {tabindex: "0", "aria-label": "puzzle board: arrows move, digits enter"});
  const side = make("div", "llv-side");
  const pad = make("div", "llv-pad");
  const cagebox = make("div", "llv-cagebox");
  side.append(pad, cagebox);
  main.append(board, side);
  const actions = make("div", "llv-actions");
  const status = make("div", "llv-status", "", {role: "status", "aria-live": "polite"});
  const io = make("details", "llv-io");
  const figure = make("div", "llv-figure");
  root.append(modes, status, main, actions, io, figure);
  el.replaceChildren(root);
  return {root, modes, timer, board, pad, cagebox, actions, status, io, figure};
}

function render({model, el}) {
  const ui = skeleton(el);
  const local = {sel: null, picked: new Set(), mode: "digits", paint: 1, buffer: "", bufferAt: 0, busy: null, cells: [],
    queue: [], lost: null};
  let nextId = 1;
  const info = () => model.get("info");

  /** Send one action to Python; heavy ones make the editor busy until Python says it is done.
   *  While busy, typing is queued (sent when Python is free) and a second heavy action is refused, both in
   *  the status line; a kernel that is gone (restarted, shut down, disconnected) is said plainly. */
  function send(action, args = []) {
    if (local.lost) return sayLost();
    if (local.busy) {
      if (HEAVY.has(action)) local.busy.note = `${WORDS[action] || action} not started: one action at a time, press it again when this one ends.`;
      else { local.queue.push([action, args]); local.busy.note = `${local.queue.length} key(s) queued, entered when this ends.`; }
      return tick();
    }
    const id = nextId++;
    const started = performance.now();
    try {
      model.send({id, action, args});
    } catch (err) {
      return lose(`the kernel is gone (${err.message || err})`);
    }
    ui.root.dataset.pending = String(id);
    local.waiting = {id, action, started};
    if (HEAVY.has(action)) {
      local.busy = {id, action, started, note: ""};
      setBusy(true);
    } else {  // a key or click Python does not answer at once: the kernel is busy elsewhere, and the board says so
      setTimeout(() => {
        if (local.waiting && local.waiting.id === id && !local.busy && !local.lost) {
          local.busy = {id, action: "wait", started, note: ""};
          ui.root.dataset.waited = "1";
          setBusy(true);
        }
      }, 800);
    }
    clearTimeout(local.watch);  // no answer at all within twice the time limit (plus start-up): the kernel is not there
    local.watch = setTimeout(() => lose("no answer from the kernel"), (2 * (info().time_limit || 10) + 30) * 1000);
  }

  /** The kernel cannot answer: leave the busy state, keep every control live, and hand the board back as JSON. */
  function lose(why) {
    local.lost = why;
    local.busy = null; local.waiting = null; local.queue = [];
    clearTimeout(local.watch);
    setBusy(false);
    ui.root.dataset.lost = "1";
    ui.text.value = model.get("saved");
    ui.io.open = true;
    sayLost();
  }

  function sayLost() {
    ui.status.textContent = `This editor has lost its kernel (${local.lost}). Re-run this cell to get a working editor; ` +
      "your board is in the Export / Import box below: paste it into the new editor and press Import.";
    ui.status.className = "llv-status llv-error";
  }

  /** The busy line: what runs, for how long, and what was queued or refused meanwhile. */
  function tick() {
    if (!local.busy) return;
    const s = ((performance.now() - local.busy.started) / 1000).toFixed(1);
    ui.status.textContent = `${WORDS[local.busy.action] || "Working"}… ${s} s` + (local.busy.note ? ` ${local.busy.note}` : "");
    ui.status.className = "llv-status llv-info llv-working";
  }

  /** Show a heavy action under way (controls stay live: a click is queued or refused in words) and its elapsed time. */
  function setBusy(on) {
    ui.root.classList.toggle("llv-busy", on);
    ui.root.setAttribute("aria-busy", String(on));
    clearInterval(local.clock);
    if (on) {
      local.clock = setInterval(tick, 100);
      tick();
    }
  }

  /** Python finished action `done`: record the time taken, leave the busy state. */
  function finished() {
    const done = model.get("done");
    if (local.waiting && done >= local.waiting.id) {
      const ms = performance.now() - local.waiting.started;
      ui.root.dataset.lastAction = local.waiting.action;
      ui.root.dataset.lastMs = ms.toFixed(1);
      ui.root.dataset.done = String(done);
      local.waiting = null;
      clearTimeout(local.watch);
    }
    if (local.busy && done >= local.busy.id) {
      local.busy = null;
      setBusy(false);
      for (const [action, args] of local.queue.splice(0)) send(action, args);
    }
    showStatus();
    refreshButtons();
  }

  function showStatus() {
    if (local.busy || local.lost) return;
    ui.status.textContent = model.get("status");
    ui.status.title = model.get("status");
    ui.status.className = `llv-status llv-${model.get("kind")}`;
  }

  // ----- the board -------------------------------------------------------------------------------

  function showBoard() {
    ui.board.innerHTML = model.get("svg");
    ui.board.style.maxWidth = `${info().widest}px`;  // the container is as wide as the picture, so the pad sits beside it
    local.cells = [...ui.board.querySelectorAll("g.c")].map((g) => ({
      g, key: g.dataset.cell, groups: new Set(g.dataset.groups.split(" ")), v: g.dataset.v, marks: (g.dataset.marks || "").split(" "),
    }));
    local.byKey = new Map(local.cells.map((c) => [c.key, c]));
    if (local.sel && !local.byKey.has(local.sel)) local.sel = null;
    for (const k of [...local.picked]) if (!local.byKey.has(k)) local.picked.delete(k);
    highlight();
  }

  /** Selected cell, its groups (peers) and equal symbols, and cage picks, as CSS classes. */
  function highlight() {
    const sel = local.sel && local.byKey.get(local.sel);
    for (const c of local.cells) {
      const peer = sel && c !== sel && [...c.groups].some((g) => sel.groups.has(g));
      c.g.classList.toggle("sel", c === sel);
      c.g.classList.toggle("peer", Boolean(peer));
      c.g.classList.toggle("same", Boolean(sel && sel.v && c.v === sel.v && c !== sel));
      c.g.classList.toggle("cand", Boolean(sel && sel.v && !c.v && c.marks.includes(sel.v)));
      c.g.classList.toggle("pick", local.picked.has(c.key));
    }
    ui.root.dataset.sel = local.sel || "";
  }

  const cellOf = (target) => target && target.closest && target.closest("g.c");
  const args = (key) => key.split(",").map(Number);

  /** A click or touch on a cell: select it, paint it, or pick it for a cage (dragging picks more). */
  ui.board.addEventListener("pointerdown", (e) => {
    const g = cellOf(e.target);
    if (!g) return;
    ui.board.focus({preventScroll: true});
    local.sel = g.dataset.cell;
    if (local.mode === "cages") {
      local.dragAdd = !local.picked.has(local.sel);
      togglePick(local.sel, local.dragAdd);
      local.dragging = true;
    }
    highlight();
    e.preventDefault();
  });
  ui.board.addEventListener("pointermove", (e) => {
    if (!local.dragging) return;
    const g = cellOf(document.elementFromPoint(e.clientX, e.clientY));
    if (g) { togglePick(g.dataset.cell, local.dragAdd); highlight(); }
  });
  const stopDrag = () => { local.dragging = false; };
  window.addEventListener("pointerup", stopDrag);

  function togglePick(key, on) {
    if (on) local.picked.add(key); else local.picked.delete(key);
    ui.cageCount.textContent = `${local.picked.size} cell(s) picked`;
  }

  /** Move the selection by (dr, dc), skipping positions that are not cells, wrapping at the edges. */
  function move(dr, dc) {
    const {rows, cols} = info();
    let [r, c] = local.sel ? args(local.sel) : [0, -1];
    for (let step = 0; step < rows * cols; step++) {
      c += dc; r += dr;
      if (c >= cols) { c = 0; if (dr === 0) r += 1; }
      if (c < 0) { c = cols - 1; if (dr === 0) r -= 1; }
      r = (r + rows) % rows;
      if (local.byKey.has(`${r},${c}`)) break;
    }
    local.sel = `${r},${c}`;
    highlight();
  }

  /** The symbol a key stands for (digits, letters for labelled boards), joining digits on boards above 9. */
  function symbolOf(e) {
    const code = /^(Digit|Numpad)(\d)$/.exec(e.code || "");
    const key = code ? code[2] : e.key;
    const {labels, values} = info();
    if (labels.length) {
      const i = labels.findIndex((l) => String(l).toUpperCase() === String(key).toUpperCase());
      return i >= 0 ? values[i] : null;
    }
    if (!/^\d$/.test(key)) return null;
    const max = Math.max(...values);
    const now = performance.now();
    if (max > 9 && local.buffer && now - local.bufferAt < 1000 && Number(local.buffer + key) <= max) {
      local.buffer += key;
    } else {
      local.buffer = key;
    }
    local.bufferAt = now;
    return Number(local.buffer);
  }

  // Keys are caught on window in the capture phase, before JupyterLab or Notebook 7 shortcuts (digits,
  // z, y, arrows in command mode) can act on them, but only when the focus is on this board.
  const onKey = (e) => {
    if (!ui.root.contains(e.target)) return;
    e.stopPropagation();
    if (!ui.board.contains(e.target)) {  // typing in the sums box or the export box: let the text field have it
      if (e.target === ui.sums && e.key === "Enter") makeCage();
      return;
    }
    const ctrl = e.ctrlKey || e.metaKey;
    const key = e.key;
    const handled = () => e.preventDefault();
    if (ctrl && (key === "z" || key === "Z")) { handled(); return send(e.shiftKey ? "redo" : "undo"); }
    if (ctrl && (key === "y" || key === "Y")) { handled(); return send("redo"); }
    if (ctrl || e.altKey) return;
    const moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
    if (moves[key]) { handled(); return move(...moves[key]); }
    if (key === "Tab") { handled(); return move(0, e.shiftKey ? -1 : 1); }
    if (key === "Escape") { local.picked.clear(); ui.cageCount.textContent = ""; highlight(); return ui.board.blur(); }
    if (key === " ") { handled(); return; }  // Space would scroll the notebook
    if (!local.sel) return;
    const zero = key === "0" && Math.max(...info().values) <= 9 && !info().labels.length;
    if (key === "Backspace" || key === "Delete" || zero) {
      handled();
      return local.mode === "colours" ? send("paint", [args(local.sel), 0]) : send("clear_cell", [args(local.sel)]);
    }
    if (local.mode === "cages" && key === "Enter") { handled(); return makeCage(); }
    const symbol = symbolOf(e);
    if (symbol === null) return;
    handled();
    if (local.mode === "colours") { local.paint = symbol; buildPad(); return send("paint", [args(local.sel), symbol]); }
    symbolAction(symbol, e.shiftKey);
  };
  window.addEventListener("keydown", onKey, true);

  // ----- side panel: modes, number pad / palette, cage tools ---------------------------------------

  function buildModes() {
    const names = ["digits", "pencil", "why", info().two_layer ? "colours" : "cages"];
    ui.modes.replaceChildren(...names.map((name) => {
      const text = name === "why" ? "Why?" : name[0].toUpperCase() + name.slice(1);
      const tip = name === "why" ? "Why? mode: a symbol asks CP-SAT whether it can go in the selected cell" : `${name} mode`;
      const b = button(`mode-${name}`, text, tip, () => {
        local.mode = name; local.picked.clear(); buildModes(); buildPad(); highlight();
        ui.board.focus({preventScroll: true});
      });
      b.setAttribute("role", "tab");
      b.setAttribute("aria-selected", String(local.mode === name));
      return b;
    }));
    ui.cagebox.style.display = local.mode === "cages" ? "" : "none";
    ui.modes.append(ui.timer);
  }

  /** A symbol typed or clicked: a digit, a pencil mark or a Why? question, by the mode (Shift: pencil). */
  function symbolAction(symbol, shift = false) {
    if (!local.sel) return;
    const action = local.mode === "why" ? "why" : local.mode === "pencil" || shift ? "pencil" : "enter";
    send(action, [args(local.sel), symbol]);
  }

  /** After a click on a pad key or a button the keyboard goes on working on the board. */
  const refocus = () => ui.board.focus({preventScroll: true});

  /** The on-screen pad: symbols (digits or pencil marks) or colour swatches, and an eraser. */
  function buildPad() {
    const {values, labels, paints} = info();
    const colours = local.mode === "colours";
    const keys = values.map((v, i) => {
      const label = labels.length ? labels[i] : String(v);
      if (!colours) {
        const left = (info().left || {})[String(v)];
        const b = button(`pad-${v}`, label, `${local.mode} ${label}: ${left} left to place`, () => { symbolAction(v); refocus(); });
        b.append(make("small", "llv-left", left > 0 ? String(left) : "✓"));
        b.classList.toggle("llv-all-placed", left <= 0);
        return b;
      }
      const [fill, name, ink] = paints[i];
      const b = button(`pad-${v}`, String(v), `${v}: ${name}`, () => {
        local.paint = v; buildPad(); refocus();
        if (local.sel) send("paint", [args(local.sel), v]);
      });
      b.style.background = fill; b.style.color = ink;
      b.classList.toggle("llv-current", local.paint === v);
      b.setAttribute("aria-label", `colour ${v} ${name}`);
      return b;
    });
    const erase = button("pad-erase", "⌫", "clear the selected cell (Backspace, Delete or 0)", () => {
      if (local.sel) send(colours ? "paint" : "clear_cell", colours ? [args(local.sel), 0] : [args(local.sel)]);
      refocus();
    });
    ui.pad.replaceChildren(...keys, erase);
    ui.pad.classList.toggle("llv-swatches", colours);
  }

  function buildCageBox() {
    ui.sums = make("input", "llv-sums", undefined, {type: "text", placeholder: "sums, e.g. 10 or 4, 9, 16", "aria-label": "allowed sums"});
    ui.cageCount = make("span", "llv-count", "");
    ui.cagebox.replaceChildren(
      make("div", "llv-hintline", "Click or drag over cells, type the allowed sum(s), then Make cage."),
      ui.sums,
      button("make-cage", "Make cage", "make the picked cells a cage", makeCage),
      button("remove-cage", "Remove cage", "remove the cage under the selected cell", () => {
        if (local.sel) send("remove_cage", [args(local.sel)]);
      }),
      ui.cageCount);
  }

  function makeCage() {
    send("add_cage", [[...local.picked].map(args), ui.sums.value]);
    local.pendingPick = true;
  }

  // ----- action buttons, export / import, figure -------------------------------------------------

  function buildActions() {
    ui.level = make("select", "llv-level", undefined, {"aria-label": "difficulty"});
    for (const level of ["any", "easy", "medium", "hard"]) ui.level.append(make("option", "", level, {value: level}));
    ui.buttons = {
      solve: button("solve", "Solve", "fill the blanks (latinlib picks the engine), keeping your entries", () => send("solve")),
      check: button("check", "Check", "name every broken rule", () => send("check")),
      unique: button("unique", "Unique?", "count the solutions of the givens and your entries, up to 2", () => send("unique")),
      hint: button("hint", "Hint", "where to look, then which technique, then the whole step (press again)", () => send("hint")),
      apply: button("apply", "Apply", "perform the hint on the board and its pencil marks", () => send("apply")),
      auto: button("auto", "Auto candidates", "pencil in every candidate, kept as digits go in", () => send("auto", [!info().auto])),
      mistakes: button("mistakes", "Show mistakes", "mark digits that differ from the only solution", () => send("mistakes", [!info().mistakes])),
      new: button("new", "New puzzle", "a puzzle with one solution at the chosen difficulty", () => send("new", [ui.level.value])),
      clear: button("clear", "Clear", "remove your entries (Undo brings them back)", () => send("clear")),
      lock: button("lock", "Lock", "make your entries givens", () => send("lock")),
      undo: button("undo", "Undo", "Ctrl+Z", () => send("undo")),
      redo: button("redo", "Redo", "Ctrl+Y", () => send("redo")),
      draw: button("draw", "Draw", "a matplotlib picture of the board (latinlib.draw)", () => send("draw")),
    };
    const b = ui.buttons;
    const group = (...items) => { const g = make("div", "llv-group"); g.append(...items); return g; };
    for (const x of Object.values(b)) x.addEventListener("click", refocus);
    ui.actions.replaceChildren(group(b.hint, b.apply, b.auto, b.mistakes), group(b.solve, b.check, b.unique), group(ui.level, b.new),
                               group(b.clear, b.lock, b.undo, b.redo, b.draw));
    ui.io.replaceChildren(make("summary", "", "Export / Import"));
    ui.format = make("select", "llv-format", undefined, {"aria-label": "format"});
    for (const [f, text] of [["json", "JSON"], ["line", "line (givens)"], ["cell", "notebook cell (step log)"]]) ui.format.append(make("option", "", text, {value: f}));
    ui.text = make("textarea", "llv-text", undefined, {rows: "3", placeholder: "Export writes here; paste a line or JSON, then Import"});
    ui.io.append(group(ui.format, button("export", "Export", "write the puzzle and entries below", () => send("export", [ui.format.value])),
                       button("import", "Import", "read the text below", () => send("import", [ui.text.value]))), ui.text);
  }

  function refreshButtons() {
    const {undo, redo, auto, mistakes, hint_level, complete} = info();
    ui.buttons.auto.setAttribute("aria-pressed", String(Boolean(auto)));
    ui.buttons.mistakes.setAttribute("aria-pressed", String(Boolean(mistakes)));
    ui.buttons.apply.disabled = !hint_level;
    ui.buttons.hint.textContent = hint_level && hint_level < 3 ? `Hint (${hint_level + 1}/3)` : "Hint";
    ui.root.dataset.hintLevel = String(hint_level || 0);
    if (complete && !local.finished) {  // the completion moment: the clock stops, the board glows
      local.finished = (performance.now() - local.startedAt) / 1000;
      ui.status.textContent = `Complete and correct in ${clock(local.finished)}!`;
      ui.status.className = "llv-status llv-ok";
    }
    if (!complete) local.finished = null;
    ui.root.classList.toggle("llv-complete", Boolean(complete));
    for (const [name, on] of [["undo", undo], ["redo", redo]]) {
      ui.buttons[name].disabled = !on;
    }
  }

  function showFigure() {
    const src = model.get("figure");
    ui.figure.replaceChildren();
    if (!src) return;
    const img = make("img", "llv-img", undefined, {src, alt: "the board drawn by latinlib.draw"});
    ui.figure.append(img, button("close-figure", "Hide picture", "remove the picture", () => send("draw", [false])));
  }

  // ----- wiring ---------------------------------------------------------------------------------------

  function rebuild() {
    buildModes(); buildPad(); buildCageBox(); buildActions();
    showBoard(); showStatus(); refreshButtons(); showFigure();
    ui.cagebox.style.display = local.mode === "cages" ? "" : "none";
  }

  const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  local.startedAt = performance.now();
  local.timer = setInterval(() => {
    ui.timer.textContent = clock(local.finished ?? (performance.now() - local.startedAt) / 1000);
  }, 1000);

  rebuild();
  model.on("change:svg", showBoard);
  model.on("change:status", showStatus);
  model.on("change:info", () => { if (local.mode === "colours" && !info().two_layer) local.mode = "digits"; buildModes(); buildPad(); refreshButtons(); });
  model.on("change:done", () => queueMicrotask(() => {  // after every trait of the same update is shown
    if (local.pendingPick && model.get("kind") === "ok") { local.picked.clear(); ui.cageCount.textContent = ""; highlight(); }
    local.pendingPick = false;
    finished();
  }));
  model.on("change:text", () => { ui.text.value = model.get("text"); ui.io.open = true; });
  model.on("change:figure", showFigure);
  return () => { clearInterval(local.clock); clearInterval(local.timer); clearTimeout(local.watch); window.removeEventListener("pointerup", stopDrag);
    window.removeEventListener("keydown", onKey, true); };
}

export default {render};
