// The page of the online server. It only shows what the server's bridge tells it and sends
// what the player typed or chose: every word comes from the server (the page's words are in
// the #words block, the rest in the bridge's messages), every move is read by the server.
"use strict";

(function () {
  const words = JSON.parse(document.getElementById("words").textContent);
  const $ = (id) => document.getElementById(id);
  const lang = document.documentElement.lang;
  let socket = null;
  let grid = { columns: 0, rows: 0, column: 0, row: 0 };
  let atTable = null;

  // -- earcons: short tones, never the only sign of anything ------------------------------
  let audio = null;
  const sounds = $("sounds");
  sounds.checked = localStorage.getItem("sounds") !== "off";
  sounds.addEventListener("change", () => {
    localStorage.setItem("sounds", sounds.checked ? "on" : "off");
  });
  function wake() {
    if (!audio && window.AudioContext) { audio = new AudioContext(); }
  }
  document.addEventListener("keydown", wake, { once: true });
  document.addEventListener("pointerdown", wake, { once: true });
  const TONES = {
    move: [[440, 0.08]], capture: [[330, 0.08], [262, 0.1]], turn: [[523, 0.08], [784, 0.12]],
    illegal: [[196, 0.2]], error: [[196, 0.2]], result: [[523, 0.1], [659, 0.1], [784, 0.2]],
    chat: [[1568, 0.03], [1568, 0.03]],
  };
  function earcon(kind) {
    const tones = TONES[kind];
    if (!tones || !sounds.checked || !audio) { return; }
    let at = audio.currentTime;
    for (const [freq, length] of tones) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + length);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + length);
      at += length + 0.03;
    }
  }

  // -- the connection ---------------------------------------------------------------------
  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(message)); }
  }
  // A dropped connection is tried again by itself: after 1, 2, 4, 8, 15 s and then every
  // 15 s for about two minutes. A page that had signed in gives its ticket back (kept for
  // this browser tab only) and finds its table as it left it.
  const RETRY_WAITS = [1, 2, 4, 8, 15, 15, 15, 15, 15, 15, 15];
  let tries = 0;
  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(scheme + "://" + location.host + "/play");
    socket.addEventListener("open", () => {
      tries = 0;
      $("news").replaceChildren();
      const ticket = sessionStorage.getItem("ticket");
      if (ticket) { send({ type: "hello", ticket, lang }); }
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      const handler = HANDLERS[message.type];
      if (handler) { handler(message); }
    });
    socket.addEventListener("close", () => {
      if (tries >= RETRY_WAITS.length) {
        show([{ text: words.gave_up, kind: "error" }], true);
        return;
      }
      if (tries === 0) { show([{ text: words.lost, kind: "error" }], true); }
      setTimeout(connect, RETRY_WAITS[tries] * 1000);
      tries += 1;
    });
  }

  // -- announcements: the live regions and the history ------------------------------------
  function show(messages, answer) {
    if (!messages.length) { return; }
    const region = answer ? $("said") : $("news");
    region.replaceChildren(...messages.map((m) => {
      const p = document.createElement("p");
      p.textContent = m.text;
      return p;
    }));
    const history = $("history");
    for (const m of messages) {
      const li = document.createElement("li");
      li.textContent = m.text;
      li.dataset.kind = m.kind;
      history.append(li);
    }
    earcon(messages[messages.length - 1].kind);
  }

  const HANDLERS = {
    said(message) { show(message.messages, message.answer); },
    options(message) { showOptions(message); },
    retype() {
      $("password").value = "";
      $("password-again").value = "";
      $("password").focus();
    },
    signed(message) {
      sessionStorage.setItem("ticket", message.ticket);
      $("signin").hidden = true;
      for (const id of ["lobby", "command-section", "chat-section", "skip"]) {
        $(id).hidden = false;
      }
      const select = $("game");
      select.replaceChildren(...message.games.map((g) => new Option(g.name, g.id)));
      askOptions();
      $("lobby-h").tabIndex = -1;
      $("lobby-h").focus();
    },
    signed_out() {
      sessionStorage.removeItem("ticket");
      for (const id of ["lobby", "table", "command-section", "chat-section", "skip"]) {
        $(id).hidden = true;
      }
      $("signin").hidden = false;
      $("name").focus();
    },
    lobby(message) {
      if ($("lobby-count").textContent !== message.count) {
        $("lobby-count").textContent = message.count;
      }
      // Updated in place: a join button keeps the focus while others open tables and sit.
      const rows = keyed($("tables"), message.tables.map((row) => row.table),
                         () => document.createElement("li"));
      message.tables.forEach((row, index) => {
        const [line] = keyed(rows[index], ["line", ...row.open], (key) => {
          if (key === "line") { return document.createElement("p"); }
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = row.labels[row.open.indexOf(key)];
          button.addEventListener("click", () => send({ type: "join", table: row.table,
                                                         seat: key }));
          return button;
        });
        if (line.textContent !== row.text) { line.textContent = row.text; }
      });
    },
    view(message) { showView(message); },
  };

  // The children of ``parent``, one per key, in the keys' order: a child whose key stays is
  // left where it is (taken out and put back, a focused one would lose the focus), the
  // others are removed, a new key's child is made by ``make(key)``. Returns them in order.
  function keyed(parent, keys, make) {
    const wanted = new Set(keys.map(String));
    for (const child of [...parent.children]) {
      if (!wanted.has(child.dataset.key)) { child.remove(); }
    }
    const have = new Map([...parent.children].map((child) => [child.dataset.key, child]));
    let next = parent.firstElementChild;
    return keys.map((key) => {
      let child = have.get(String(key));
      if (!child) {
        child = make(key);
        child.dataset.key = String(key);
        parent.insertBefore(child, next);
      } else if (child !== next) {
        parent.insertBefore(child, next);
      } else {
        next = child.nextElementSibling;
      }
      return child;
    });
  }

  // -- the table --------------------------------------------------------------------------
  function showView(view) {
    const seated = view.table !== null;
    $("lobby").hidden = seated;
    $("table").hidden = !seated;
    if (!seated) {
      if (atTable !== null && !$("lobby").contains(document.activeElement)
          && document.activeElement !== $("command")) {
        $("lobby-h").tabIndex = -1;
        $("lobby-h").focus();
      }
      atTable = null;
      return;
    }
    const heading = $("table-h");
    heading.textContent = view.title;
    if (atTable !== view.table) {
      atTable = view.table;
      if (document.activeElement !== $("command")) { heading.tabIndex = -1; heading.focus(); }
    }
    const yourTurn = view.moves && view.moves.length > 0;
    // The status says whose turn it is ("North, your turn.") or how the game ended.
    $("status").textContent = view.status || words.waiting;
    $("status").classList.toggle("mine", yourTurn);
    showBoard(view.board);
    showHand(view.hand);
    showChoices(view.choices || []);
    $("lines").replaceChildren(...(view.lines || []).map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      return li;
    }));
    const moves = $("moves");
    // After the game there are no moves because it is over, not because of whose turn it is.
    const none = view.over ? words.no_moves_over : words.no_moves;
    moves.replaceChildren(...(yourTurn ? view.moves.map((m) => m.said) : [none])
      .map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      return li;
    }));
  }

  function showBoard(board) {
    const table = $("board");
    $("no-board").hidden = Boolean(board);
    table.hidden = !board;
    if (!board) { table.replaceChildren(); grid.columns = 0; return; }
    const rows = board.rows.length;
    const columns = board.columns.length;
    const focused = table.contains(document.activeElement);
    if (grid.columns !== columns || grid.rows !== rows || !table.rows.length) {
      table.replaceChildren();
      // The roving stop starts on the bottom row's first place (a1, or South's first house).
      const bottom = board.rows[rows - 1].cells;
      const first = Math.max(0, bottom.findIndex((cell) => cell.kind !== "none"));
      grid = { columns, rows, column: first, row: rows - 1 };
      const head = table.createTHead().insertRow();
      head.append(document.createElement("td"));
      for (const name of board.columns) {
        const th = document.createElement("th");
        th.setAttribute("role", "columnheader");
        th.scope = "col";
        th.textContent = name;
        head.append(th);
      }
      const body = table.createTBody();
      board.rows.forEach((row, r) => {
        const tr = body.insertRow();
        const th = document.createElement("th");
        th.setAttribute("role", "rowheader");
        th.scope = "row";
        th.textContent = row.header;
        tr.append(th);
        row.cells.forEach((cell, c) => {
          const td = tr.insertCell();
          td.setAttribute("role", "gridcell");
          td.dataset.column = c;
          td.dataset.row = r;
          td.tabIndex = -1;
        });
      });
    }
    const body = table.tBodies[0];
    board.rows.forEach((row, r) => {
      row.cells.forEach((cell, c) => {
        const td = body.rows[r].cells[c + 1];
        td.setAttribute("aria-label", cell.name);
        td.textContent = cell.kind === "unplayable" ? "" : cell.short;
        td.className = "cell " + cell.kind;
        td.dataset.x = cell.column;
        td.dataset.y = cell.row;
      });
    });
    place(grid.column, grid.row, focused);
  }

  function cellAt(column, row) {
    const body = $("board").tBodies[0];
    return body ? body.rows[row].cells[column + 1] : null;
  }

  function place(column, row, focus) {
    const old = cellAt(grid.column, grid.row);
    if (old) { old.tabIndex = -1; }
    grid.column = Math.max(0, Math.min(grid.columns - 1, column));
    grid.row = Math.max(0, Math.min(grid.rows - 1, row));
    const cell = cellAt(grid.column, grid.row);
    if (!cell) { return; }
    cell.tabIndex = 0;
    if (focus) { cell.focus(); }
  }

  $("board").addEventListener("keydown", (event) => {
    if (!event.target.matches("td[role=gridcell]")) { return; }
    const moves = {
      ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
    };
    let column = grid.column;
    let row = grid.row;
    if (moves[event.key]) {
      column += moves[event.key][0];
      row += moves[event.key][1];
    } else if (event.key === "Home") {
      column = 0;
      if (event.ctrlKey) { row = 0; }
    } else if (event.key === "End") {
      column = grid.columns - 1;
      if (event.ctrlKey) { row = grid.rows - 1; }
    } else if (event.key === "Enter" || event.key === " ") {
      const cell = event.target;
      send({ type: "cell", column: Number(cell.dataset.x), row: Number(cell.dataset.y) });
      event.preventDefault();
      return;
    } else {
      return;
    }
    event.preventDefault();
    place(column, row, true);
  });
  $("board").addEventListener("click", (event) => {
    const cell = event.target.closest("td[role=gridcell]");
    if (cell) { place(Number(cell.dataset.column), Number(cell.dataset.row), true); }
  });

  // A list of buttons, one per text, updated in place: a view comes after every move of
  // anybody, and a focused button made anew would be announced again each time by the
  // screen reader, cutting off the news. The focused button stays the same element; only
  // a changed text is written. Pressing one sends ``press(its index)``.
  function buttonList(list, texts, press) {
    const items = [...list.children];
    texts.forEach((text, index) => {
      let button = items[index] ? items[index].querySelector("button") : null;
      if (!button) {
        const li = document.createElement("li");
        button = document.createElement("button");
        button.type = "button";
        const made = button;
        button.addEventListener("click", () => press(Number(made.dataset.index)));
        li.append(button);
        if (items[index]) { items[index].replaceWith(li); } else { list.append(li); }
      }
      button.dataset.index = index;
      if (button.textContent !== text) { button.textContent = text; }
    });
    for (const extra of items.slice(texts.length)) { extra.remove(); }
    return list.querySelectorAll("button");
  }

  function showHand(hand) {
    $("hand-section").hidden = hand === null || hand === undefined;
    if (!hand) { return; }
    const list = $("hand");
    const focused = list.contains(document.activeElement)
      ? Number(document.activeElement.dataset.index) : null;
    if (!hand.length) {
      const li = document.createElement("li");
      li.textContent = words.no_hand;
      list.replaceChildren(li);
      return;
    }
    const buttons = buttonList(list, hand, (index) => send({ type: "card", index }));
    for (const button of buttons) { button.setAttribute("aria-describedby", "card-hint"); }
    // The card played (the last one of the hand) is gone: the focus goes to its neighbour.
    if (focused !== null && !list.contains(document.activeElement) && buttons.length) {
      buttons[Math.min(focused, buttons.length - 1)].focus();
    }
  }

  function showChoices(choices) {
    const section = $("choices-section");
    const list = $("choices");
    const wasHidden = section.hidden;
    section.hidden = !choices.length;
    buttonList(list, choices, (index) => send({ type: "choice", index }));
    // Choices that appear after a card or a square was chosen take the focus.
    const from = document.activeElement;
    if (choices.length && wasHidden && from && from !== $("command")
        && (from === document.body || $("table").contains(from))) {
      list.querySelector("button").focus();
    }
  }

  // -- the chosen game's options, as the server words them ------------------------------------
  function askOptions() { send({ type: "options", game: $("game").value }); }
  function showOptions(message) {
    if (message.game !== $("game").value) { return; }  // another game was chosen since
    const fields = message.fields;
    $("options-set").hidden = fields.length === 0;
    $("options").replaceChildren(...fields.map((field) => {
      const p = document.createElement("p");
      const label = document.createElement("label");
      label.htmlFor = `option-${field.key}`;
      label.textContent = field.name;
      let control;
      if (field.kind === "number") {
        control = document.createElement("input");
        control.type = "number";
        control.min = "0";
        control.step = "1";
        control.value = field.default;
      } else {
        control = document.createElement("select");
        control.replaceChildren(...field.values.map((v) => new Option(v.name, v.value)));
        control.value = field.default;
      }
      control.id = `option-${field.key}`;
      control.dataset.key = field.key;
      control.dataset.default = field.default;
      const about = document.createElement("span");
      about.id = `option-${field.key}-about`;
      about.className = "about";
      about.textContent = field.about;
      control.setAttribute("aria-describedby", about.id);
      p.append(label, document.createElement("br"), control, document.createElement("br"), about);
      return p;
    }));
  }
  $("game").addEventListener("change", askOptions);

  function chosenOptions() {
    const chosen = {};
    for (const control of $("options").querySelectorAll("[data-key]")) {
      if (control.value !== control.dataset.default) {
        chosen[control.dataset.key] = control.value;
      }
    }
    return chosen;
  }

  // -- forms --------------------------------------------------------------------------------
  // Registering, the password is typed twice (the server compares them): a typing slip in
  // a field nobody sees would lock the player out of the new account.
  function showAgain() {
    $("again").hidden = !$("register").checked;
    $("password-again").required = $("register").checked;
  }
  $("register").addEventListener("change", showAgain);
  showAgain();
  $("signin-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const hello = { type: "hello", name: $("name").value, password: $("password").value,
                    register: $("register").checked, lang };
    if (hello.register) { hello.again = $("password-again").value; }
    send(hello);
  });
  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "create", game: $("game").value, bots: $("bots").checked,
           level: Number($("level").value), options: chosenOptions() });
  });
  $("refresh").addEventListener("click", () => send({ type: "lobby" }));
  $("leave").addEventListener("click", () => send({ type: "leave" }));
  $("command-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("command").value.trim();
    if (text) { send({ type: "line", text }); }
    $("command").value = "";
  });
  $("chat-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("chat").value.trim();
    if (text) { send({ type: "chat", text }); }
    $("chat").value = "";
  });

  connect();
})();
