#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  calibrationFor
} from "./chunk-6NYJ7ISR.js";
import {
  analyze
} from "./chunk-QKDODJ4C.js";

// src/search/command-lines.ts
var FENCED = /```([^\n]*)\n([\s\S]*?)```/g, SHELL_FENCES = /* @__PURE__ */ new Set([
  "",
  "sh",
  "bash",
  "zsh",
  "fish",
  "ksh",
  "shell",
  "console",
  "terminal",
  "shell-session",
  "sh-session",
  "text",
  "txt",
  "plain"
]);
function isShellFence(info) {
  return SHELL_FENCES.has(info.trim().split(/\s+/)[0].toLowerCase());
}
var SPAN = /`([^`\n]+)`/g;
function listCodeLines(body) {
  let bare = body.trim();
  if (!bare.includes("`"))
    return bare && !bare.includes(`
`) && bare.length <= 200 ? [bare.replace(/^[$❯\s]+/, "")] : [];
  let fenced = [...body.matchAll(FENCED)].filter((m) => isShellFence(m[1])).flatMap((m) => m[2].split(`
`)), spans = [...body.replace(/```[\s\S]*?```/g, "").matchAll(SPAN)].map((m) => m[1]);
  return [...fenced, ...spans].map((line) => line.trim().replace(/^[$❯\s]+/, "")).filter((line) => line && !line.startsWith("#"));
}
function toSkeleton(line) {
  let kept = /* @__PURE__ */ new Set();
  for (let raw of line.split(/\s+/)) {
    let token = raw.toLowerCase().split("=")[0];
    /^<.*>$/.test(raw) || (token.startsWith("-") || /^[a-z][a-z-]*$/.test(token)) && kept.add(token);
  }
  return kept;
}
function extractCommands(text) {
  return listCodeLines(text.body).map(toSkeleton).filter((skeleton) => skeleton.size >= 2).slice(0, 16);
}
function programOf(skeleton) {
  return skeleton.values().next().value;
}
function jaccard(a, b) {
  let shared = 0;
  for (let token of a) b.has(token) && shared++;
  return shared / (a.size + b.size - shared);
}
function commandSimilarity(a, b) {
  let best = null;
  for (let x of a)
    for (let y of b)
      if (programOf(x) === programOf(y) && (best = Math.max(best ?? 0, jaccard(x, y)), best === 1))
        return 1;
  return best;
}

// src/search/similarity.ts
var DUPLICATE_SETTINGS = {
  semanticWeight: 0,
  hybridThreshold: 0.175,
  keywordThreshold: 0.175,
  commandWeight: 0.8,
  commandSemanticWeight: 0,
  commandThreshold: 0.627,
  semanticFloor: 0.43
}, AUDIT_DUPLICATE_SETTINGS = {
  ...DUPLICATE_SETTINGS,
  hybridThreshold: 0.329,
  keywordThreshold: 0.329
}, LINK_SETTINGS = {
  semanticWeight: 0.1,
  hybridThreshold: 0.265,
  keywordThreshold: 0.238,
  commandWeight: 0.8,
  commandSemanticWeight: 0.1,
  commandThreshold: 0.637,
  semanticFloor: 0.43
};
function duplicateSettingsFor(space, base = DUPLICATE_SETTINGS) {
  return space ? { ...base, semanticFloor: calibrationFor(space).floor } : base;
}
var MARKUP = /<\/?(?:a|abbr|b|br|code|del|details|div|em|h[1-6]|hr|i|img|kbd|li|ol|p|picture|pre|s|small|source|span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul)\b[^>\n]*>|\]\([^)\s]*\)|\bhttps?:\/\/[^\s)>\]]+|&(?:[a-z]+|#\d+);/gi;
function stripMarkup(text) {
  return text.replace(MARKUP, (m) => m.startsWith("]") ? "] " : " ");
}
var TITLE_WEIGHT = 2;
function inverseFrequency(docCount, df) {
  return Math.log((docCount + 1) / (Math.max(0, df) + 1)) + 1;
}
function buildTermVector(text, idf, analyzer = analyze) {
  let counts = /* @__PURE__ */ new Map();
  for (let term of analyzer(stripMarkup(text.title)))
    counts.set(term, (counts.get(term) ?? 0) + TITLE_WEIGHT);
  for (let term of analyzer(stripMarkup(text.body)))
    counts.set(term, (counts.get(term) ?? 0) + 1);
  let weights = /* @__PURE__ */ new Map(), sum = 0;
  for (let [term, count] of counts) {
    let weight = (1 + Math.log(count)) * idf(term);
    weights.set(term, weight), sum += weight * weight;
  }
  return { weights, norm: Math.sqrt(sum) };
}
function termCosine(a, b) {
  if (a.norm === 0 || b.norm === 0) return 0;
  let [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a], dot = 0;
  for (let [term, weight] of small.weights) dot += weight * (large.weights.get(term) ?? 0);
  return dot / (a.norm * b.norm);
}
function mixSemantic(keyword, semantic, weight, floor) {
  if (semantic === null) return keyword;
  let calibrated = Math.max(0, (semantic - floor) / (1 - floor));
  return (1 - weight) * keyword + weight * calibrated;
}
function scorePair(keyword, semantic, settings = DUPLICATE_SETTINGS, command = null) {
  let floor = settings.semanticFloor, score, threshold;
  if (command !== null) {
    let words = mixSemantic(keyword, semantic, settings.commandSemanticWeight, floor);
    score = (1 - settings.commandWeight) * words + settings.commandWeight * command, threshold = settings.commandThreshold;
  } else
    score = mixSemantic(keyword, semantic, settings.semanticWeight, floor), threshold = semantic === null ? settings.keywordThreshold : settings.hybridThreshold;
  return { score, keyword, semantic, command, threshold, duplicate: score >= threshold };
}

export {
  extractCommands,
  commandSimilarity,
  AUDIT_DUPLICATE_SETTINGS,
  LINK_SETTINGS,
  duplicateSettingsFor,
  stripMarkup,
  TITLE_WEIGHT,
  inverseFrequency,
  buildTermVector,
  termCosine,
  scorePair
};
