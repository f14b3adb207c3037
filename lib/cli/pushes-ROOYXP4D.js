#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import "./chunk-TLHG7XIM.js";
import {
  oneLine,
  scopeLabel
} from "./chunk-HY2LQYPX.js";
import {
  buildPushDigest
} from "./chunk-FNSK6N3R.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import {
  textTerms
} from "./chunk-3ZGVL2AA.js";
import "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/core/push/push-match.ts
var MAX_PROMPT_TERMS = 48, MAX_LINE_CHARS = 400;
function own(map, key) {
  return Object.hasOwn(map, key) && typeof map[key] == "number" ? map[key] : 0;
}
function idf(digest, term) {
  return Math.log((digest.entries.length + 1) / (own(digest.df, term) + 0.5));
}
function rankForPrompt(digest, prompt, skip = /* @__PURE__ */ new Set()) {
  let terms = [...new Set(textTerms(prompt.slice(0, 2e4)))].slice(0, MAX_PROMPT_TERMS), weights = terms.map((t) => idf(digest, t)), total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return [];
  let found = [];
  for (let entry of digest.entries) {
    if (!entry || typeof entry.id != "string" || skip.has(entry.id) || !entry.terms) continue;
    let sum = 0, matched = 0;
    for (let [i, term] of terms.entries()) {
      let w = own(entry.terms, term);
      w <= 0 || (sum += weights[i] * Math.min(w, 1), matched += 1);
    }
    matched && found.push({ entry, score: sum / total, matched });
  }
  return found.sort(
    (a, b) => b.score - a.score || (a.entry.updated < b.entry.updated ? 1 : a.entry.updated > b.entry.updated ? -1 : 0)
  );
}
function formatPush(entry, why) {
  let kind = entry.type === "learning" ? "Learning" : "Decision", title = oneLine(String(entry.title), 200), head = `${scopeLabel(entry.scope)} ${kind} ${why} (${oneLine(entry.id, 100)}): ${title}`, summary = entry.summary ? oneLine(String(entry.summary), 300) : "", line = summary && summary !== title ? `${head} \u2014 ${summary}` : head, points = Array.from(line);
  return points.length <= MAX_LINE_CHARS ? line : `${points.slice(0, MAX_LINE_CHARS - 1).join("")}\u2026`;
}

// src/cli/commands/pushes.ts
var LISTED = 5, pushesCommand = {
  name: "pushes",
  help: `strata pushes <prompt\u2026>

  Scores the prompt as the UserPromptSubmit hook does (the share of its rarity-weighted
  terms a decision or learning carries) and lists the best ${LISTED}, marking those at or
  above hooks.pushDecisions.minScore that the hook would show in a new session (at most
  maxPerPrompt). Use it to see why something was shown, or to choose a floor.`,
  options: {},
  async run(ctx, args) {
    requirePositional(args, 0, "prompt", "strata pushes <prompt\u2026>");
    let prompt = args.positionals.join(" "), settings = ctx.config.hooks.pushDecisions, store = await loadStore(ctx.store), digest = buildPushDigest(store.visible, ctx.store.now()), ranked = rankForPrompt(digest, prompt).slice(0, LISTED), shownCount = settings.prompt ? settings.maxPerPrompt : 0, results = ranked.map((r, i) => ({
      id: r.entry.id,
      type: r.entry.type,
      scope: r.entry.scope,
      title: r.entry.title,
      score: Math.round(r.score * 1e3) / 1e3,
      matched: r.matched,
      shown: r.score >= settings.minScore && i < shownCount
    })), json = { prompt, enabled: settings.prompt, minScore: settings.minScore, results }, lines = ranked.map(
      (r, i) => `${results[i].shown ? "\u2192" : " "} ${results[i].score.toFixed(3)}  ${formatPush(r.entry, "matches")}`
    ), head = `Floor ${settings.minScore}${settings.prompt ? "" : " (the prompt push is off)"}; \u2192 marks what the hook would show.`, text = ranked.length ? [head, ...lines].join(`
`) : "No decision or learning shares a term with the prompt.";
    return { json, text };
  }
}, suggestCommand = {
  ...pushesCommand,
  name: "suggest",
  help: `strata suggest <prompt\u2026>

  The old name of strata pushes: runs it after a notice on stderr. See strata pushes --help.`,
  run(ctx, args) {
    return ctx.notice("strata suggest is now strata pushes; the old name will be removed"), pushesCommand.run(ctx, args);
  }
};
export {
  pushesCommand,
  suggestCommand
};
