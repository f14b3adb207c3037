#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isUnsafeKey
} from "./chunk-KUORFSRG.js";
import {
  suggestWord
} from "./chunk-PD5D57LS.js";

// src/core/config/config-keys.ts
var CONFIG_KEYS = {
  $schema: !0,
  scopes: {
    enterprise: !0,
    local: !0,
    claude: !0,
    project: !0,
    instructions: !0,
    global: !0
  },
  embedding: {
    provider: !0,
    model: !0,
    fallbackModels: !0,
    endpoint: !0,
    timeoutMs: !0,
    batchSize: !0,
    workers: !0
  },
  search: {
    defaultLimit: !0,
    recencyHalfLifeDays: !0,
    semanticWeight: !0,
    semanticFloor: !0
  },
  hooks: {
    gotchas: {
      maxPerRead: !0,
      maxTokens: !0,
      matchTags: !0,
      critical: !0,
      high: !0,
      maxInterruptionsPerSession: !0
    },
    sessionStart: { tokenBudget: !0 },
    topic: { enabled: !0, sensitivity: !0, warmup: !0 },
    pushDecisions: { read: !0, prompt: !0, minScore: !0, maxPerPrompt: !0 },
    capture: { atStop: !0 }
  },
  privacy: { excludePatterns: !0, redactSecrets: !0 },
  limits: { maxFileBytes: !0 },
  breadcrumbs: { ttlDays: !0 },
  audit: { sessionStartIntervalHours: !0 },
  drafts: { capture: !0, ttlDays: !0, maxTranscriptBytes: !0 },
  capture: { model: !0, timeoutMs: !0, maxPromptChars: !0 }
};
function isRaw(value) {
  return value !== null && typeof value == "object" && !Array.isArray(value);
}
function showConfigKey(key) {
  let plain = key.replace(/[^A-Za-z0-9_$-]/g, "?");
  return plain.length > 40 ? `${plain.slice(0, 40)}\u2026` : plain;
}
function stripObject(value, known, prefix, drop) {
  let kept = {};
  for (let [key, inner] of Object.entries(value)) {
    let field = prefix ? `${prefix}.${showConfigKey(key)}` : showConfigKey(key), spec = isUnsafeKey(key) || !Object.hasOwn(known, key) ? void 0 : known[key];
    if (spec === void 0) {
      let near = suggestWord(key, Object.keys(known));
      drop({ source: "", field, reason: `unknown key${near ? ` (did you mean ${near}?)` : ""}` });
    } else spec !== !0 && isRaw(inner) ? kept[key] = stripObject(inner, spec, field, drop) : kept[key] = inner;
  }
  return kept;
}
function stripUnknownKeys(source, value) {
  if (!isRaw(value))
    return {
      value: {},
      problems: [{ source, field: "(top level)", reason: "is not a JSON object; file ignored" }]
    };
  let problems = [];
  return { value: stripObject(value, CONFIG_KEYS, "", (p) => problems.push({ ...p, source })), problems };
}
function fileProblem(source, reason) {
  return { source, field: "(file)", reason: `${reason}; file ignored` };
}
var MAX_SHOWN = 8;
function describeConfigProblems(problems) {
  if (!problems.length) return null;
  let shown = problems.slice(0, MAX_SHOWN).map((p) => `${p.source}: ${p.field}: ${p.reason}`), more = problems.length - MAX_SHOWN;
  return `config settings not used (ignored; the rest of the config applies): ${shown.join("; ")}${more > 0 ? `; and ${more} more` : ""}`;
}

export {
  stripUnknownKeys,
  fileProblem,
  describeConfigProblems
};
