// lexaudit review page: plain JavaScript, no build step.
// Every text from the API is hostile input: it is only ever set with textContent.
"use strict";

const KEY = "lexaudit.key";
const REVIEWER = "lexaudit.reviewer";
const VERDICTS = ["supported", "partial", "unsupported", "contradicted", "not_checked"];
const state = { audit: null, cursor: null, selected: null };

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "onclick") node.addEventListener("click", value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function showMessage(text, kind) {
  const box = $("message");
  box.textContent = text || "";
  box.className = "message " + (kind || "info");
  box.hidden = !text;
}

class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function api(path, options) {
  const key = sessionStorage.getItem(KEY);
  if (!key) throw new ApiError(401, "no_key", "Enter your API key to see the audits.");
  const init = Object.assign({ headers: {} }, options || {});
  init.headers = Object.assign({ Authorization: "Bearer " + key }, init.headers);
  if (init.json !== undefined) {
    init.body = JSON.stringify(init.json);
    init.headers["Content-Type"] = "application/json";
    delete init.json;
  }
  const response = await fetch(path, init);
  let body = null;
  try {
    body = await response.json();
  } catch (err) {
    body = null;
  }
  if (!response.ok) {
    const error = (body && body.error) || {};
    throw new ApiError(response.status, error.code || "http_" + response.status,
      error.message || "request failed with status " + response.status);
  }
  return body;
}

function fmtRate(value) {
  return value === null || value === undefined ? "–" : (100 * value).toFixed(1) + "%";
}

function fmtNum(value, digits) {
  return value === null || value === undefined ? "–" : Number(value).toFixed(digits);
}

function fmtTime(iso) {
  return (iso || "").replace("T", " ").replace(/\.\d+Z$/, "");
}

function badge(kind, value) {
  return el("span", { class: "badge " + kind + "-" + value }, value);
}

// ---------------------------------------------------------------- list view
function filterParams() {
  const form = $("filters");
  const params = new URLSearchParams();
  for (const name of ["label", "decision", "since", "until"]) {
    const value = form.elements[name].value;
    if (value) params.set(name, value);
  }
  return params;
}

async function loadMetrics() {
  const params = filterParams();
  params.delete("label");
  params.delete("decision");
  const m = await api("/v1/metrics?" + params.toString());
  const cards = [
    ["Answers audited", m.n_audits],
    ["Unsupported-claim rate", fmtRate(m.unsupported_claim_rate)],
    ["Contradiction rate", fmtRate(m.contradiction_rate)],
    ["Strip rate", fmtRate(m.strip_rate)],
    ["Escalation rate", fmtRate(m.escalation_rate)],
    ["Median claims / answer", m.median_claims_per_answer === null ? "–" : m.median_claims_per_answer],
  ];
  $("metrics").replaceChildren(...cards.map(([name, value]) =>
    el("div", { class: "metric" }, el("div", { class: "metric-value" }, value),
      el("div", { class: "metric-name" }, name))));
}

function auditRow(item) {
  const link = el("a", { href: "#/audits/" + encodeURIComponent(item.id), "data-testid": "audit-link" },
    item.answer_preview || "(empty)");
  const row = el("tr", { "data-audit-id": item.id },
    el("td", { class: "nowrap" }, fmtTime(item.created_at)),
    el("td", { class: "preview" }, link, item.text_stored ? null : el("span", { class: "tag" }, "redacted")),
    el("td", {}, badge("label", item.label)),
    el("td", {}, badge("action", item.decision)),
    el("td", {}, item.policy || "–"),
    el("td", { class: "num" }, fmtNum(item.fidelity, 2)),
    el("td", { class: "num" }, item.n_claims),
    el("td", {}, item.review ? badge("review", item.review) : el("span", { class: "muted" }, "–")));
  row.addEventListener("click", (event) => {
    if (event.target.tagName !== "A") location.hash = "#/audits/" + encodeURIComponent(item.id);
  });
  return row;
}

async function loadAudits(append) {
  const params = filterParams();
  params.set("limit", "50");
  if (append && state.cursor) params.set("cursor", state.cursor);
  const page = await api("/v1/audits?" + params.toString());
  const rows = page.items.map(auditRow);
  if (append) $("audit-rows").append(...rows);
  else $("audit-rows").replaceChildren(...rows);
  state.cursor = page.next_cursor;
  $("more").hidden = !page.next_cursor;
  $("empty").hidden = $("audit-rows").children.length > 0;
}

async function showList() {
  $("audit-view").hidden = true;
  $("list-view").hidden = false;
  await Promise.all([loadMetrics(), loadAudits(false)]);
}

// ---------------------------------------------------------------- audit view
// Offsets are Python character offsets (code points); Array.from splits by code point too.
function chars(text) {
  return Array.from(text || "");
}

function renderAnswer(report) {
  const text = chars(report.answer);
  const claims = (report.claims || []).filter((c) => c.span && c.span.end > c.span.start);
  const cuts = new Set([0, text.length]);
  for (const c of claims) {
    cuts.add(Math.max(0, Math.min(text.length, c.span.start)));
    cuts.add(Math.max(0, Math.min(text.length, c.span.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const nodes = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i], points[i + 1]];
    const piece = text.slice(a, b).join("");
    const covering = claims.filter((c) => c.span.start <= a && c.span.end >= b)
      .sort((x, y) => (x.span.end - x.span.start) - (y.span.end - y.span.start));
    if (!covering.length) {
      nodes.push(document.createTextNode(piece));
      continue;
    }
    const claim = covering[0];
    const node = el("span", {
      class: "claim verdict-" + claim.verdict,
      "data-claim-id": claim.claim_id,
      "data-testid": "claim",
      role: "button",
      tabindex: "0",
      title: claim.verdict + " (score " + fmtNum(claim.score, 2) + ")",
    }, piece);
    node.addEventListener("click", () => selectClaim(claim.claim_id));
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        selectClaim(claim.claim_id);
      }
    });
    nodes.push(node);
  }
  $("answer").replaceChildren(...nodes);
  $("legend").replaceChildren(...VERDICTS.map((v) => el("span", { class: "claim verdict-" + v }, v)));
}

// Where a span of a source chunk is, in code points; falls back to finding its text when the
// stored offsets do not slice it (an older record).
function locate(sourceText, text, span) {
  let start = span.start;
  let end = span.end;
  if (span.text && text.slice(start, end).join("") !== span.text) {
    const at = sourceText.indexOf(span.text);
    if (at >= 0) {
      start = chars(sourceText.slice(0, at)).length;
      end = start + chars(span.text).length;
    }
  }
  return [Math.max(0, Math.min(text.length, start)), Math.max(0, Math.min(text.length, end))];
}

// One source chunk, shown once, with every highlight of the claim marked in it. A stretch
// covered by several highlights is one <mark> that lists them all in data-hl.
function sourcePassage(report, chunkId, highlights) {
  const source = (report.sources || []).find((s) => s.chunk_id === chunkId);
  const head = el("div", { class: "source-head" },
    "source ", el("code", {}, chunkId),
    source && source.doc_rev ? " rev " + source.doc_rev : null);
  if (!source || source.text === null || source.text === undefined) {
    return el("div", { class: "evidence", "data-testid": "source-passage" }, head,
      el("p", { class: "muted" }, "Source text not stored for this tenant (hashes only)."),
      ...highlights.filter((h) => h.span.text).map((h) =>
        el("blockquote", { "data-hl": String(h.id), class: "hl-" + h.kind }, h.span.text)));
  }
  const text = chars(source.text);
  const placed = highlights.map((h) => ({ h, bounds: locate(source.text, text, h.span) }))
    .filter((p) => p.bounds[1] > p.bounds[0]);
  const cuts = new Set([0, text.length]);
  for (const p of placed) {
    cuts.add(p.bounds[0]);
    cuts.add(p.bounds[1]);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const nodes = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i], points[i + 1]];
    const piece = text.slice(a, b).join("");
    const covering = placed.filter((p) => p.bounds[0] <= a && p.bounds[1] >= b);
    if (!covering.length) {
      nodes.push(document.createTextNode(piece));
      continue;
    }
    const kinds = new Set(covering.map((p) => p.h.kind));
    nodes.push(el("mark", {
      class: [...kinds].map((k) => "hl-" + k).join(" "),
      "data-hl": covering.map((p) => p.h.id).join(" "),
      "data-testid": kinds.has("conflict") ? "conflict-span" : "evidence-span",
    }, piece));
  }
  return el("div", { class: "evidence", "data-testid": "source-passage", "data-chunk-id": chunkId },
    head, el("div", { class: "passage" }, ...nodes));
}

// Scroll to highlight `id` in the one source view and mark it as the current one.
function jumpTo(id) {
  const marks = [...document.querySelectorAll("#claim [data-hl]")]
    .filter((m) => m.dataset.hl.split(" ").includes(String(id)));
  for (const m of document.querySelectorAll("#claim .current")) m.classList.remove("current");
  for (const m of marks) m.classList.add("current");
  for (const b of document.querySelectorAll("#claim [data-jump]")) {
    b.classList.toggle("active", b.dataset.jump === String(id));
  }
  if (marks.length) marks[0].scrollIntoView({ block: "center", behavior: "smooth" });
}

function jumpButton(id, label) {
  return el("button", { type: "button", class: "jump secondary", "data-jump": String(id),
    "data-testid": "jump", onclick: () => jumpTo(id) }, label);
}

function overlaps(span, claim) {
  return span && claim.span && span.start < claim.span.end && span.end > claim.span.start;
}

function selectClaim(claimId) {
  const report = state.audit.report;
  const claim = (report.claims || []).find((c) => c.claim_id === claimId);
  if (!claim) return;
  state.selected = claimId;
  for (const node of document.querySelectorAll("#answer .claim")) {
    node.classList.toggle("selected", node.dataset.claimId === claimId);
  }
  // every span of the sources this claim points at, numbered; the sources are shown once
  const highlights = [];
  const conflictIds = (claim.conflicts || []).map((c) => {
    if (!c.evidence_span) return null;
    highlights.push({ id: highlights.length, kind: "conflict", span: c.evidence_span });
    return highlights.length - 1;
  });
  const evidenceIds = (claim.evidence || []).map((ev) => {
    highlights.push({ id: highlights.length, kind: "evidence", span: ev });
    return highlights.length - 1;
  });
  const parts = [
    el("p", { class: "claim-text" }, claim.text),
    el("dl", { class: "facts" },
      el("dt", {}, "Verdict"), el("dd", {}, badge("verdict", claim.verdict)),
      el("dt", {}, "Score"), el("dd", { "data-testid": "claim-score" }, fmtNum(claim.score, 2)),
      el("dt", {}, "Judge"), el("dd", {}, claim.judge || "–"),
      el("dt", {}, "Type"), el("dd", {}, claim.type || "–"),
      el("dt", {}, "Reason"), el("dd", { "data-testid": "claim-reason" }, claim.reason || "–")),
  ];
  if ((claim.conflicts || []).length) {
    parts.push(el("h3", {}, "Conflicts"));
    parts.push(el("ul", { class: "conflicts", "data-testid": "conflicts" }, ...claim.conflicts.map((c, i) =>
      el("li", {}, el("strong", {}, c.field + ": "), "answer says ",
        el("code", {}, c.claim_value === null ? "(redacted)" : c.claim_value), ", source says ",
        el("code", {}, c.evidence_value === null ? "(redacted)" : c.evidence_value), " ",
        conflictIds[i] === null ? null : jumpButton(conflictIds[i], "show in source")))));
  }
  parts.push(el("h3", {}, "Evidence"));
  if ((claim.evidence || []).length) {
    parts.push(el("ul", { class: "evidence-list", "data-testid": "evidence" }, ...claim.evidence.map((ev, i) =>
      el("li", {}, el("code", {}, ev.chunk_id + ":" + ev.start + "-" + ev.end), " ",
        jumpButton(evidenceIds[i], "show in source")))));
  } else {
    parts.push(el("p", { class: "muted", "data-testid": "no-evidence" },
      "No passage of the sources supports this claim."));
  }
  if (highlights.length) {
    parts.push(el("h3", {}, "Source"));
    const chunks = [...new Set(highlights.map((h) => h.span.chunk_id))];
    const view = el("div", { class: "source-view", "data-testid": "source-view" },
      ...chunks.map((id) => sourcePassage(report, id, highlights.filter((h) => h.span.chunk_id === id))));
    parts.push(view);
  }
  $("claim").replaceChildren(...parts);
  if (highlights.length) jumpTo(conflictIds.find((x) => x !== null) ?? evidenceIds[0]);
  for (const item of document.querySelectorAll("#findings li")) {
    const span = item.dataset.start === undefined ? null
      : { start: Number(item.dataset.start), end: Number(item.dataset.end) };
    item.classList.toggle("related", overlaps(span, claim));
  }
}

function renderFindings(report) {
  const items = (report.findings || []).map((f) => {
    const li = el("li", { class: "severity-" + f.severity },
      badge("severity", f.severity), " ", el("code", {}, f.subtype || f.type), " ",
      f.content, f.rule ? el("div", { class: "rule" }, f.rule) : null);
    if (f.answer_span) {
      li.dataset.start = f.answer_span.start;
      li.dataset.end = f.answer_span.end;
      li.addEventListener("click", () => {
        const claim = (report.claims || []).find((c) => overlaps(f.answer_span, c));
        if (claim) selectClaim(claim.claim_id);
      });
    }
    return li;
  });
  if (!items.length) items.push(el("li", { class: "muted" }, "No findings."));
  $("findings").replaceChildren(...items);
}

function renderDecision(record) {
  const d = record.report.decision || {};
  $("decision").replaceChildren(
    el("p", {}, badge("action", d.action), " under ", el("strong", {}, d.policy || "–")),
    el("ul", { class: "reasons" }, ...(d.reasons || []).map((r) => el("li", {}, r))),
    el("h3", {}, "Delivered text"),
    d.delivered_text === null || d.delivered_text === undefined
      ? el("p", { class: "muted" }, "Nothing delivered.")
      : el("pre", { class: "delivered", "data-testid": "delivered" }, d.delivered_text),
    ...repairList(record.report.repairs || []));
}

function repairList(repairs) {
  if (!repairs.length) return [];
  return [
    el("h3", {}, "Repairs"),
    el("ul", { class: "repairs", "data-testid": "repairs" }, ...repairs.map((r) =>
      el("li", {}, el("strong", {}, r.rule), ": ", r.original, " \u2192 ",
        r.replacement || "(removed)"))),
  ];
}

function renderOverrides(record) {
  const items = (record.overrides || []).map((o) =>
    el("li", { "data-testid": "override" }, badge("review", o.action), " by ",
      el("strong", {}, o.reviewer), " ", el("span", { class: "muted" }, fmtTime(o.created_at)),
      o.note ? el("div", { class: "note" }, o.note) : null));
  if (!items.length) items.push(el("li", { class: "muted empty" }, "Not reviewed yet."));
  $("overrides").replaceChildren(...items);
}

function renderHead(record) {
  const r = record.report;
  const m = r.metrics || {};
  $("audit-head").replaceChildren(
    el("h1", {}, "Audit ", el("code", { "data-testid": "audit-id" }, record.id)),
    el("div", { class: "head-facts" },
      badge("label", record.label), badge("action", record.decision),
      el("span", {}, "fidelity " + fmtNum(r.fidelity, 2)),
      el("span", {}, "EG " + fmtNum(m.eg, 2) + " · RP " + fmtNum(m.rp, 2) + " · CFI " + fmtNum(m.cfi, 2)),
      el("span", {}, "as of " + (r.as_of || "–")),
      el("span", { class: "muted" }, fmtTime(record.created_at)),
      record.text_stored ? null : el("span", { class: "tag" }, "texts not stored")),
    r.query ? el("p", { class: "query" }, el("strong", {}, "Question: "), r.query) : null);
}

async function showAudit(auditId) {
  $("list-view").hidden = true;
  $("audit-view").hidden = false;
  const record = await api("/v1/audits/" + encodeURIComponent(auditId));
  state.audit = record;
  state.selected = null;
  renderHead(record);
  renderAnswer(record.report);
  renderDecision(record);
  renderFindings(record.report);
  renderOverrides(record);
  $("claim").replaceChildren(el("p", { class: "muted" },
    "Click a highlighted claim in the answer to see its evidence."));
  $("override-form").elements.reviewer.value = sessionStorage.getItem(REVIEWER) || "";
}

async function submitOverride(event) {
  event.preventDefault();
  const form = $("override-form");
  const action = event.submitter ? event.submitter.value : "approve";
  const reviewer = form.elements.reviewer.value.trim();
  if (!reviewer) {
    showMessage("Enter your name as reviewer before approving or rejecting.", "error");
    return;
  }
  sessionStorage.setItem(REVIEWER, reviewer);
  const id = state.audit.id;
  try {
    await api("/v1/audits/" + encodeURIComponent(id) + "/overrides", {
      method: "POST",
      json: { action, reviewer, note: form.elements.note.value },
    });
    form.elements.note.value = "";
    const record = await api("/v1/audits/" + encodeURIComponent(id));
    state.audit.overrides = record.overrides;
    renderOverrides(record);
    showMessage("Recorded: " + action + " by " + reviewer + ".", "ok");
  } catch (err) {
    handleError(err);
  }
}

// ---------------------------------------------------------------- wiring
function handleError(err) {
  if (err instanceof ApiError && err.status === 401) {
    $("api-key").focus();
  }
  showMessage(err.message || String(err), "error");
}

async function route() {
  showMessage("");
  const match = location.hash.match(/^#\/audits\/(.+)$/);
  try {
    if (match) await showAudit(decodeURIComponent(match[1]));
    else await showList();
  } catch (err) {
    handleError(err);
  }
}

async function showTenant() {
  try {
    const t = await api("/v1/tenant");
    $("tenant").textContent = "tenant " + t.tenant;
  } catch (err) {
    $("tenant").textContent = "";
  }
}

document.addEventListener("DOMContentLoaded", () => {
  $("api-key").value = sessionStorage.getItem(KEY) || "";
  $("key-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const key = $("api-key").value.trim();
    if (key) sessionStorage.setItem(KEY, key);
    showTenant();
    route();
  });
  $("forget-key").addEventListener("click", () => {
    sessionStorage.removeItem(KEY);
    $("api-key").value = "";
    $("tenant").textContent = "";
    $("audit-rows").replaceChildren();
    $("metrics").replaceChildren();
    showMessage("Key forgotten.", "info");
  });
  $("filters").addEventListener("submit", (event) => {
    event.preventDefault();
    showList().catch(handleError);
  });
  $("more").addEventListener("click", () => loadAudits(true).catch(handleError));
  $("override-form").addEventListener("submit", submitOverride);
  window.addEventListener("hashchange", route);
  showTenant();
  route();
});
