#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  MISSING_PATH,
  auditLoadedStore
} from "./chunk-7VWX677F.js";
import {
  AUDIT_NEIGHBOURS_FILE
} from "./chunk-6NYJ7ISR.js";
import {
  readDocTableHeader
} from "./chunk-VUFTBUXA.js";
import {
  loadSavedVectorsWithDocs,
  toScopedKey
} from "./chunk-QKDODJ4C.js";
import {
  indexCacheDir
} from "./chunk-QUIOUXOQ.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  PRIVATE,
  writeFileAtomic
} from "./chunk-SDR562BD.js";

// src/core/audit-summary.ts
var SHOWN = [
  ["duplicates", "duplicate group", "duplicate groups"],
  ["staleGotchas", "stale gotcha", "stale gotchas"],
  ["missingPaths", "memory naming a missing path", "memories naming missing paths"],
  ["superseded", "superseded memory still current", "superseded memories still current"],
  ["expired", "expired breadcrumb", "expired breadcrumbs"],
  ["notMemories", "broken memory file", "broken memory files"],
  ["misread", "memory file read other than written", "memory files read other than written"]
];
function auditSummaryLine(counts) {
  let parts = SHOWN.filter(([key]) => counts[key] > 0).map(
    ([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`
  );
  return parts.length ? `${parts.join(", ")}: \`/strata:audit\`` : null;
}

// src/services/audit/audit-run.ts
import path from "node:path";

// src/services/saved-vectors.ts
import { closeSync } from "node:fs";
function vectorHashesOf(docsFd) {
  try {
    let hashes = readDocTableHeader(docsFd).vectorHashes;
    return hashes && typeof hashes == "object" ? hashes : null;
  } catch {
    return null;
  } finally {
    closeSync(docsFd);
  }
}
async function readSavedVectors(memories, cacheRoot, projectRoot) {
  let saved = await loadSavedVectorsWithDocs(indexCacheDir(cacheRoot, projectRoot)), hashes = saved ? vectorHashesOf(saved.docsFd) : null;
  if (!saved || !hashes) return null;
  let current = /* @__PURE__ */ new Set();
  for (let m of memories) {
    let key = toScopedKey(m.scope, m.id);
    m.hash !== void 0 && hashes[key] === m.hash && current.add(key);
  }
  for (let key of saved.index.keys()) current.has(key) || saved.index.delete(key);
  return saved.index.size ? { vectors: saved.index, space: saved.space } : null;
}

// src/services/audit/audit-run.ts
async function auditWithSavedVectors(ctx, options) {
  let store = await loadStore(ctx), saved = await readSavedVectors(store.all, options.cacheRoot, options.projectRoot);
  return auditLoadedStore(ctx, store, {
    projectRoot: options.projectRoot,
    ttlDays: options.ttlDays,
    vectors: saved?.vectors ?? null,
    space: saved?.space ?? null,
    // Beside the saved vectors they come from: derived data, never the store.
    neighbourFile: path.join(
      indexCacheDir(options.cacheRoot, options.projectRoot),
      AUDIT_NEIGHBOURS_FILE
    )
  });
}
function countFindings(report) {
  let missing = report.stale.filter((s) => s.reason === MISSING_PATH).length;
  return {
    duplicates: report.duplicates.length,
    staleGotchas: report.stale.length - missing,
    missingPaths: missing,
    superseded: report.superseded.length,
    orphans: report.orphans.length,
    expired: report.expired.length,
    notMemories: report.notMemories.length,
    misread: report.misread.length
  };
}
function summarizeForSessionStart(report, fingerprint, startedAt, ms) {
  return {
    version: 1,
    generatedAt: startedAt.toISOString(),
    fingerprint,
    counts: countFindings(report),
    ms: Math.round(ms)
  };
}
async function writeAuditSummary(file, summary) {
  await writeFileAtomic(file, JSON.stringify(summary), PRIVATE);
}

export {
  auditSummaryLine,
  auditWithSavedVectors,
  summarizeForSessionStart,
  writeAuditSummary
};
