#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  forgetMemory
} from "./chunk-W4JP4HG3.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";

// src/services/gc.ts
function findExpiredBreadcrumbs(memories, ttlDays, now) {
  let cutoff = now.getTime() - ttlDays * 864e5;
  return memories.filter((m) => {
    if (m.type !== "breadcrumb" || m.archived || m.status && !["open", "stashed", "resumed", "snapshot", "handoff"].includes(m.status))
      return !1;
    let at = Date.parse(m.updated || m.created);
    return Number.isFinite(at) && at < cutoff;
  });
}
async function expireBreadcrumbs(ctx, ttlDays, dryRun) {
  let store = await loadStore(ctx), writable = new Set(ctx.scopes.filter((s) => !s.readOnly).map((s) => s.scope)), expired = findExpiredBreadcrumbs(store.all, ttlDays, ctx.now()).filter(
    (m) => writable.has(m.scope)
  ), report = {
    expired: expired.map((m) => ({ id: m.id, scope: m.scope, updated: m.updated, path: m.path })),
    archived: [],
    failed: []
  };
  if (dryRun) return report;
  for (let m of expired)
    try {
      await forgetMemory(ctx, m.id, { scope: m.scope }), report.archived.push(m.id);
    } catch (error) {
      report.failed.push({
        id: m.id,
        message: error instanceof Error ? error.message : String(error)
      });
    }
  return report;
}

export {
  findExpiredBreadcrumbs,
  expireBreadcrumbs
};
