#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  redactSecrets
} from "./chunk-CNJHIBE3.js";
import {
  remember
} from "./chunk-7TPGI3WZ.js";
import {
  updateMemory
} from "./chunk-BLEU5OF2.js";
import {
  textTerms
} from "./chunk-3ZGVL2AA.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  findMemory,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/core/stash-body.ts
var WHY_TEXT = {
  "topic-shift": "set aside when the conversation moved on",
  asked: "set aside on request"
}, MAX_PROMPT_CHARS = 400;
function oneLine(text, max = MAX_PROMPT_CHARS) {
  let flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
function renderStashBody(stash) {
  let prompts = stash.prompts.map((p, i) => `${i + 1}. ${oneLine(p)}`), files = stash.files.map((f) => `- \`${f.replace(/`/g, "")}\``);
  return [
    `Thread "${oneLine(stash.label, 120)}", ${WHY_TEXT[stash.why]}.`,
    "",
    `- Session: ${stash.sessionId}`,
    `- From ${stash.started} to ${stash.ended}`,
    "",
    "## Prompts",
    "",
    ...prompts.length ? prompts : ["(none)"],
    "",
    "## Files",
    "",
    ...files.length ? files : ["(none)"],
    ""
  ].join(`
`);
}
function section(body, heading) {
  let lines = body.split(/\r?\n/), start = lines.findIndex((l) => l.trim().toLowerCase() === `## ${heading}`);
  if (start < 0) return [];
  let out = [];
  for (let line of lines.slice(start + 1)) {
    if (/^##\s/.test(line)) break;
    line.trim() && out.push(line.trim());
  }
  return out;
}
function parseStashBody(body) {
  let prompts = section(body, "prompts").map((l) => l.replace(/^\d+[.)]\s*/, "")).filter((l) => l !== "(none)"), files = section(body, "files").map((l) => l.replace(/^[-*]\s*/, "").replace(/^`|`$/g, "")).filter((l) => l !== "(none)");
  return { prompts, files };
}
function stashTitle(label) {
  return label ? `Stashed thread: ${label}` : "Stashed thread";
}

// src/services/stash.ts
function labelOf(label, prompts) {
  if (label?.trim()) return label.trim().slice(0, 80);
  let counts = /* @__PURE__ */ new Map();
  for (let t of prompts.flatMap(textTerms)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([t]) => t).join(" ") || "thread";
}
async function stashThread(ctx, input) {
  let now = isoSeconds(ctx.now()), prompts = input.prompts.map(redactSecrets), label = labelOf(
    input.label === void 0 ? void 0 : redactSecrets(input.label),
    prompts
  ), body = renderStashBody({
    label,
    sessionId: input.sessionId ?? "unknown",
    started: input.started ?? now,
    ended: input.ended ?? now,
    prompts,
    files: input.files,
    why: "asked"
  }), scope = ctx.scopes.some((s) => s.scope === "local") ? "local" : "global";
  return remember(ctx, {
    type: "breadcrumb",
    title: stashTitle(label),
    body,
    scope,
    tags: ["stash"],
    status: "stashed"
  });
}
async function resumeStash(ctx, id) {
  let store = await loadStore(ctx), memory = findMemory(store, id);
  if (memory.type !== "breadcrumb")
    throw new StrataError("INVALID_ARGUMENT", `${id} is a ${memory.type}, not a stashed thread`, {
      subject: id,
      hint: "stashes are breadcrumbs: list them with `strata list --type breadcrumb`"
    });
  let { prompts, files } = parseStashBody(memory.body), linked = memory.links.flatMap((l) => {
    let m = store.visible.find((v) => v.id === l);
    return m ? [{ id: m.id, title: m.title, type: String(m.type) }] : [];
  }), changed = memory.status !== "resumed";
  return { memory: changed ? await updateMemory(ctx, id, { status: "resumed" }, { scope: memory.scope }) : memory, prompts, files, linked, changed };
}

export {
  stashThread,
  resumeStash
};
