#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  teamReasons
} from "./chunk-SHCZHLIN.js";
import {
  stripMergeMarkers
} from "./chunk-I5PEQ4ZW.js";
import {
  SEVERITIES
} from "./chunk-SDR562BD.js";

// src/core/digest.ts
var DIGEST_VERSION = 2;
function isDraft(m) {
  return m.status === "draft";
}
function summarizeBody(body, max = 300) {
  let flat = stripMergeMarkers(body).replace(/^#{1,6}\s+.*$/gm, "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 40))}\u2026`;
}
function severityRank(s) {
  return s ? SEVERITIES.indexOf(s) : SEVERITIES.length;
}
function buildGotchaDigest(memories, projectRoot, now) {
  let gotchas = memories.filter((m) => m.type === "gotcha" && !m.archived && !isDraft(m)).map((m) => {
    let entry = {
      id: m.id,
      title: m.title,
      scope: m.scope,
      severity: m.severity ?? "medium",
      globs: m.filePatterns ?? [],
      tags: m.tags.map((t) => t.toLowerCase()),
      summary: summarizeBody(m.body),
      updated: m.updated
    };
    return m.commandPatterns?.length && (entry.commands = m.commandPatterns), entry;
  }).sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.updated.localeCompare(a.updated)
  );
  return { version: DIGEST_VERSION, generatedAt: now.toISOString(), projectRoot, gotchas };
}
function toItem(m, summaryLength) {
  let item = {
    id: m.id,
    title: m.title,
    type: String(m.type),
    scope: m.scope,
    updated: m.updated,
    summary: summarizeBody(m.body, summaryLength)
  };
  return m.severity && (item.severity = m.severity), m.status && (item.status = m.status), item;
}
var isCriticalGotcha = (m) => m.type === "gotcha" && (m.severity === "critical" || m.severity === "high"), newestFirst = (a, b) => b.updated.localeCompare(a.updated), policyThenNewest = (a, b) => +(b.scope === "enterprise") - +(a.scope === "enterprise") || newestFirst(a, b);
function buildSessionDigest(memories, scopes, projectRoot, now) {
  let live = memories.filter((m) => !m.archived && !isDraft(m)), pick = (filter, n, len = 160, order = newestFirst) => live.filter(filter).sort(order).slice(0, n).map((m) => toItem(m, len));
  return {
    version: DIGEST_VERSION,
    generatedAt: now.toISOString(),
    projectRoot,
    scopes: scopes.map((s) => ({ ...s, count: live.filter((m) => m.scope === s.scope).length })),
    total: live.length,
    // Policy first: newer gotchas a repository commits cannot push it off the list.
    criticalGotchas: pick(isCriticalGotcha, 10, 160, policyThenNewest),
    criticalGotchaCount: live.filter(isCriticalGotcha).length,
    hubs: pick((m) => m.type === "hub", 8, 120),
    recentDecisions: pick((m) => m.type === "decision", 8, 160),
    openBreadcrumbs: pick(
      (m) => m.type === "breadcrumb" && (m.status === "open" || m.status === "stashed"),
      8,
      200
    ),
    drafts: memories.filter((m) => !m.archived && isDraft(m)).length,
    promotable: live.filter((m) => m.scope === "claude" && teamReasons(m).length > 0).length
  };
}

export {
  DIGEST_VERSION,
  summarizeBody,
  buildGotchaDigest,
  buildSessionDigest
};
