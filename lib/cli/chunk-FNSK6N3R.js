#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  DIGEST_VERSION,
  summarizeBody
} from "./chunk-TZM32FOC.js";
import {
  textTerms
} from "./chunk-3ZGVL2AA.js";

// src/core/push/push-digest.ts
var PUSH_LIMIT = 300, TERMS_PER_ENTRY = 32, HEAD_WEIGHT = 1, BODY_WEIGHT = 0.5, PUSH_TYPES = ["decision", "learning"];
function entryTerms(m) {
  let terms = /* @__PURE__ */ new Map();
  for (let t of textTerms(`${m.title} ${m.tags.join(" ")}`)) terms.set(t, HEAD_WEIGHT);
  let counts = /* @__PURE__ */ new Map();
  for (let t of textTerms(summarizeBody(m.body, 200)))
    terms.has(t) || counts.set(t, (counts.get(t) ?? 0) + 1);
  let body = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (let [t] of body) {
    if (terms.size >= TERMS_PER_ENTRY) break;
    terms.set(t, BODY_WEIGHT);
  }
  return Object.fromEntries([...terms.entries()].slice(0, TERMS_PER_ENTRY));
}
function buildPushDigest(memories, now) {
  let entries = memories.filter((m) => PUSH_TYPES.includes(String(m.type)) && !m.archived && m.status !== "draft").sort((a, b) => a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0).slice(0, PUSH_LIMIT).map((m) => ({
    id: m.id,
    title: m.title,
    type: String(m.type),
    scope: m.scope,
    updated: m.updated,
    globs: m.filePatterns ?? [],
    tags: m.tags.map((t) => t.toLowerCase()),
    summary: summarizeBody(m.body, 200),
    terms: entryTerms(m)
  })), df = {};
  for (let e of entries) for (let t of Object.keys(e.terms)) df[t] = (df[t] ?? 0) + 1;
  return {
    version: DIGEST_VERSION,
    generatedAt: now.toISOString(),
    count: entries.length,
    df,
    entries
  };
}

export {
  buildPushDigest
};
