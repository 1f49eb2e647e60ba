// The ask_user_rich form (functional version): every question on one page, markdown rendered with
// marked and sanitized with DOMPurify, rank ordering by buttons, live follow-ups by polling, and the
// submit body of $defs/InterviewSubmitBody. No inline script (the page's CSP forbids it).
(() => {
  "use strict";
  const token = location.pathname.split("/").pop();
  const api = `/api/s/${token}`;
  const $ = (id) => document.getElementById(id);
  const state = { spec: null, version: 0, answers: new Map(), settled: false, newIds: new Set() };

  const md = (text) => (text ? window.DOMPurify.sanitize(window.marked.parse(String(text))) : "");
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === "html") node.innerHTML = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (value !== undefined && value !== false) node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children) if (child != null) node.append(child);
    return node;
  };

  function answerOf(q) {
    if (!state.answers.has(q.id)) state.answers.set(q.id, { id: q.id, status: "answered", selected: [], other: "", ranked: null, notes: "" });
    return state.answers.get(q.id);
  }

  function renderQuestion(q, index) {
    const a = answerOf(q);
    const options = q.options || [];
    const rank = q.kind === "rank";
    const box = el("fieldset", { class: `question${state.newIds.has(q.id) ? " new" : ""}`, id: `q-${q.id}`, "data-id": q.id });
    box.append(el("legend", {}, `${index + 1}. ${q.header}`));
    if (q.dependsOn && q.dependsOn.length) {
      const refs = q.dependsOn.map((dep) => {
        const n = state.spec.questions.findIndex((x) => x.id === dep);
        return el("a", { href: `#q-${dep}` }, `#${n + 1}`);
      });
      box.append(el("p", { class: "recommendation" }, "Builds on ", ...refs.flatMap((r, i) => (i ? [", ", r] : [r]))));
    }
    if (q.body) box.append(el("div", { class: "markdown", html: md(q.body) }));
    const recommended = q.recommended === undefined ? [] : [].concat(q.recommended);
    if (recommended.length) {
      const labels = recommended.map((id) => (options.find((o) => o.id === id) || { label: id }).label);
      box.append(el("div", { class: "recommendation" }, el("strong", {}, "Recommended: "), labels.join(rank ? " > " : ", ")));
      if (q.rationale) box.append(el("div", { class: "recommendation markdown", html: md(q.rationale) }));
    }
    if (rank) {
      const current = a.ranked || options.map((o) => o.id);
      const list = el("div", { class: "rank", role: "list" });
      current.forEach((id, i) => {
        const option = options.find((o) => o.id === id);
        const move = (delta) => () => {
          const next = [...current];
          const j = i + delta;
          if (j < 0 || j >= next.length) return;
          [next[i], next[j]] = [next[j], next[i]];
          a.ranked = next;
          render();
        };
        list.append(
          el("div", { class: "rank-row", role: "listitem" }, el("span", { class: "pos" }, `${i + 1}.`), el("span", {}, option ? option.label : id), el("button", { type: "button", "aria-label": `Move ${option ? option.label : id} up`, onclick: move(-1) }, "↑"), el("button", { type: "button", "aria-label": `Move ${option ? option.label : id} down`, onclick: move(1) }, "↓")),
        );
      });
      box.append(list);
      box.append(el("div", { class: "row" }, el("button", { type: "button", onclick: () => ((a.ranked = [...current]), render()) }, a.ranked ? "Order kept" : "Keep this order"), recommended.length === options.length ? el("button", { type: "button", onclick: () => ((a.ranked = [...recommended]), render()) }, "Apply recommended order") : null));
    } else {
      const multi = Boolean(q.multiSelect);
      options.forEach((o, k) => {
        const input = el("input", { type: multi ? "checkbox" : "radio", name: `opt-${q.id}`, value: o.id, checked: a.selected.includes(o.id), onchange: (event) => {
          if (multi) a.selected = event.target.checked ? [...new Set([...a.selected, o.id])] : a.selected.filter((s) => s !== o.id);
          else a.selected = [o.id];
        } });
        const label = el("label", { class: "option" }, input, ` ${k + 1}. ${o.label}`);
        box.append(label);
        if (o.description) box.append(el("div", { class: "description markdown", html: md(o.description) }));
        if (o.preview) box.append(el("div", { class: "preview markdown", html: md(o.preview) }));
      });
      if (q.allowOther !== false) {
        box.append(el("label", { class: "row" }, "Other", el("input", { type: "text", value: a.other || "", oninput: (event) => (a.other = event.target.value) })));
      }
    }
    const mode = el("select", { "aria-label": "Answer mode", onchange: (event) => (a.status = event.target.value) });
    for (const [value, label] of [["answered", "Answer"], ["deferred", "Defer"], ["needs-info", "Need more info"]]) mode.append(el("option", { value, selected: a.status === value }, label));
    box.append(el("div", { class: "row" }, mode, el("label", {}, "Note", el("textarea", { rows: 2, oninput: (event) => (a.notes = event.target.value) }, a.notes || ""))));
    return box;
  }

  function render() {
    const spec = state.spec;
    document.title = spec.title;
    $("title").textContent = spec.title;
    $("intro").innerHTML = md(spec.intro);
    const list = $("questions");
    list.replaceChildren(...spec.questions.map(renderQuestion));
  }

  function body() {
    return {
      specVersion: state.version,
      generalNotes: $("generalNotes").value || null,
      answers: state.spec.questions.map((q) => {
        const a = answerOf(q);
        return { id: q.id, status: a.status, selected: a.selected, other: a.other || null, ranked: q.kind === "rank" ? a.ranked : null, notes: a.notes || null };
      }),
    };
  }

  function showNotice(text) {
    const notice = $("notice");
    notice.hidden = !text;
    notice.innerHTML = text ? md(text) : "";
  }

  async function load() {
    const response = await fetch(api, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = await response.json();
    const grew = state.spec && data.version !== state.version;
    state.spec = data.spec;
    state.version = data.version;
    state.newIds = new Set(grew ? data.newQuestionIds : []);
    if (grew) showNotice(`**${data.newQuestionIds.length} new question(s) were added.** ${data.note || ""}`);
    setWaiting(data.agentWaiting, data.state);
    if (data.state === "submitted") return finished("These answers were already submitted.");
    render();
  }

  function setWaiting(waiting, stateName) {
    $("status").textContent = stateName === "submitted" ? "Submitted." : waiting ? "The agent is waiting for your answers." : "The agent is not waiting any more; your answers can still be submitted and will be kept.";
  }

  function finished(text) {
    state.settled = true;
    $("form").hidden = true;
    const done = $("done");
    done.hidden = false;
    done.textContent = text;
  }

  $("form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const response = await fetch(`${api}/submit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body()) });
    const data = await response.json().catch(() => ({}));
    if (response.ok) return finished(data.agentWaiting ? "Thank you. Your answers were sent to the agent." : "Thank you. Your answers were saved; the agent will collect them.");
    if (response.status === 409 && data.version) {
      await load();
      return showNotice("New questions were added while you answered. Please look at them, then submit again.");
    }
    showNotice(`Could not submit: ${data.error || response.status}`);
  });

  setInterval(async () => {
    if (state.settled) return;
    try {
      const response = await fetch(`${api}/state`);
      const data = await response.json();
      setWaiting(data.agentWaiting, data.state);
      if (data.version !== state.version) await load();
    } catch {
      // the server may be gone; keep the draft on screen
    }
  }, 2000);

  load().catch((error) => showNotice(`Could not load the interview: ${error.message}`));
})();
