// The live table: one WebSocket per page. The server sends this seat's regions as HTML; answers, undo and the
// hot-seat curtain go back as small JSON messages. Without JavaScript the same forms post to the server.
(function () {
  "use strict";
  var page = document.getElementById("page");
  if (!page) { return; }
  var socket = null;
  var selected = [];  // board spaces and cards clicked so far ("space:louvre", "card:pen-guard-1")

  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + page.dataset.ws + "?lang=" + encodeURIComponent(page.dataset.lang));
    socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
    socket.onclose = function () { page.dataset.connected = "0"; setTimeout(connect, 1500); };
    socket.onopen = function () { page.dataset.connected = "1"; };
  }

  function receive(message) {
    if (message.type === "update") {
      ["status", "board", "options", "table", "log"].forEach(function (name) {
        var region = document.getElementById(name);
        if (region.innerHTML !== message.parts[name]) { region.innerHTML = message.parts[name]; }
      });
      page.dataset.version = message.version;
      selected = [];
      wire();
      var log = document.getElementById("log");
      log.scrollTop = log.scrollHeight;
    } else if (message.type === "error") {
      show(message.message);
    }
  }

  function show(text) {
    var box = document.getElementById("message");
    box.textContent = text;
    box.className = text ? "shown" : "";
  }

  function send(message) {
    if (!socket || socket.readyState !== 1) { return false; }
    show("");
    socket.send(JSON.stringify(message));
    return true;
  }

  function decisionForm() { return document.querySelector("#options form.decision"); }

  function answer(picks) {
    var form = decisionForm();
    return send({type: "answer", decision: parseInt(form.dataset.decision, 10), picks: picks});
  }

  function options() { return Array.prototype.slice.call(document.querySelectorAll("#options .option")); }

  // Clicking the board or a card narrows the options to those naming everything clicked; one left: answered.
  function pickTarget(target) {
    var form = decisionForm();
    if (!form) { return; }
    var next = selected.indexOf(target) >= 0 ? selected.filter(function (t) { return t !== target; }) : selected.concat([target]);
    var matching = options().filter(function (o) {
      var names = (o.dataset.targets || "").split(" ");
      return next.every(function (t) { return names.indexOf(t) >= 0; });
    });
    if (!matching.length) { next = [target]; matching = options().filter(function (o) { return (o.dataset.targets || "").split(" ").indexOf(target) >= 0; }); }
    if (!matching.length) { return; }
    selected = next;
    if (matching.length === 1 && form.dataset.single === "1") { answer([parseInt(matching[0].dataset.option, 10)]); return; }
    if (matching.length === 1) { var box = matching[0].querySelector("input"); if (box) { box.checked = !box.checked; } }
    options().forEach(function (o) { o.classList.toggle("narrowed", matching.indexOf(o) < 0); });
    mark();
  }

  // What a clicked element stands for: a board space, a card, or one die of the last roll.
  function targetOf(el) {
    if (el.dataset.space) { return "space:" + el.dataset.space; }
    if (el.dataset.die !== undefined) { return "die:" + el.dataset.die; }
    return "card:" + el.dataset.card;
  }

  function mark() {
    var wanted = {};
    options().forEach(function (o) {
      if (o.classList.contains("narrowed")) { return; }
      (o.dataset.targets || "").split(" ").forEach(function (t) { if (t) { wanted[t] = true; } });
    });
    document.querySelectorAll("[data-space], [data-card], [data-die]").forEach(function (el) {
      var key = targetOf(el);
      el.classList.toggle("clickable", !!wanted[key]);
      el.classList.toggle("selected", selected.indexOf(key) >= 0);
    });
  }

  function wire() {
    var form = decisionForm();
    if (form) {
      form.addEventListener("submit", function (event) {
        var picks;
        if (form.dataset.single === "1") {
          var button = event.submitter;
          if (!button || button.name !== "pick") { return; }
          picks = [parseInt(button.value, 10)];
        } else {
          picks = Array.prototype.slice.call(form.querySelectorAll("input[name=pick]:checked")).map(function (b) { return parseInt(b.value, 10); });
        }
        if (answer(picks)) { event.preventDefault(); }
      });
      form.querySelectorAll("button.filter").forEach(function (button) {
        button.addEventListener("click", function () {
          var kind = button.dataset.kind;
          form.querySelectorAll("fieldset.group").forEach(function (group) { group.hidden = !!kind && group.dataset.kind !== kind; });
        });
      });
    }
    var undo = document.querySelector("#options form.undo");
    if (undo) { undo.addEventListener("submit", function (event) { if (send({type: "undo"})) { event.preventDefault(); } }); }
    var reveal = document.querySelector("#status .curtain form");
    if (reveal) { reveal.addEventListener("submit", function (event) { if (send({type: "reveal"})) { event.preventDefault(); } }); }
    document.querySelectorAll("#board [data-space], #board [data-card], #table [data-card], #status [data-die]").forEach(function (el) {
      el.addEventListener("click", function () { pickTarget(targetOf(el)); });
    });
    mark();
  }

  // The hourglass counts down on the page; at zero the server is asked whether the time is up.
  setInterval(function () {
    var glass = document.querySelector("#status .hourglass[data-seconds]");
    if (!glass) { return; }
    var left = parseInt(glass.dataset.seconds, 10) - 1;
    glass.dataset.seconds = String(Math.max(left, 0));
    var number = glass.querySelector(".seconds");
    if (number) { number.textContent = String(Math.max(left, 0)); }
    if (left === 0) { send({type: "tick"}); }
  }, 1000);

  wire();
  connect();
}());
