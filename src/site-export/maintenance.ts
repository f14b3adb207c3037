/**
 * The site's "Maintenance" page data: `strata audit` run once per build (it only reads the
 * store) and its findings tied to the memory pages they name.
 */
import path from 'node:path';
import { defaultConfig } from '../core/config.js';
import type { ScopeName } from '../core/scope.js';
import type { SiteMaintenance, SiteMemory, SiteMemoryRef } from '../core/site-data.js';
import type { VectorIndex } from '../search/vector-index.js';
import { type AuditReport, auditStore } from '../services/audit.js';
import type { ScopeDir } from '../storage/scope-dir.js';

/** What the audit of a site build needs. */
export interface SiteAuditOptions {
  scopes: ScopeDir[];
  projectRoot?: string;
  maxFileBytes: number;
  now?: Date;
  /** `breadcrumbs.ttlDays` of the configuration; the default when omitted. */
  breadcrumbTtlDays?: number;
  /**
   * Reads the saved vectors (keys `scope:id`) without writing anything; without it, or
   * when it finds none, duplicates are compared on words only.
   */
  loadAuditVectors?: () => Promise<VectorIndex | null>;
}

/** Runs `strata audit` over the scopes being exported. Reads only. */
export async function auditForSite(options: SiteAuditOptions): Promise<AuditReport> {
  const now = options.now ?? new Date();
  const store = {
    scopes: options.scopes,
    read: { maxFileBytes: options.maxFileBytes },
    now: () => now,
  };
  return auditStore(store, {
    projectRoot: options.projectRoot ?? null,
    ttlDays: options.breadcrumbTtlDays ?? defaultConfig().breadcrumbs.ttlDays,
    vectors: options.loadAuditVectors ? await options.loadAuditVectors() : null,
  });
}

/** A finding's memory with its title and page, when a visible memory has that id. */
function makeRef(byId: ReadonlyMap<string, SiteMemory>) {
  return (id: string, scope?: ScopeName): SiteMemoryRef => {
    const m = byId.get(id);
    const ref: SiteMemoryRef = { id, title: m?.title ?? id };
    if (m) ref.slug = m.slug;
    const where = scope ?? m?.scope;
    if (where) ref.scope = where;
    return ref;
  };
}

/** A file's path relative to its scope directory, `/`-separated. */
function relativeToScope(scopes: readonly ScopeDir[], scope: ScopeName, file: string): string {
  const dir = scopes.find((s) => s.scope === scope)?.dir;
  const rel = dir ? path.relative(dir, file) : file;
  return rel.split(path.sep).join('/');
}

/** The audit report in the site's terms: every id resolved to a title and a page. */
export function toSiteMaintenance(
  report: AuditReport,
  memories: readonly SiteMemory[],
  scopes: readonly ScopeDir[],
): SiteMaintenance {
  const ref = makeRef(new Map(memories.map((m) => [m.id, m])));
  const suggestionsOf = (id: string) =>
    report.suggestedLinks
      .filter((l) => l.from === id)
      .map((l) => ({ ...ref(l.to), label: l.label, score: l.score }));
  const maintenance: Omit<SiteMaintenance, 'total'> = {
    checked: report.checked,
    duplicateCheck: report.duplicateCheck,
    duplicates: report.duplicates.map((g) => ({
      members: [g.keep, ...g.ids.filter((id) => id !== g.keep)].map((id) => ref(id)),
      keep: g.keep,
      score: g.score,
    })),
    stale: report.stale.map((s) => ({ ...ref(s.id, s.scope), reason: s.reason, detail: s.detail })),
    superseded: report.superseded.map((s) => ({
      ...ref(s.id, s.scope),
      by: s.by.map((id) => ref(id)),
    })),
    orphans: report.orphans.map((o) => ({
      ...ref(o.id, o.scope),
      suggestions: suggestionsOf(o.id),
    })),
    expired: report.expired.map((e) => ({ ...ref(e.id, e.scope), updated: e.updated })),
    notMemories: report.notMemories.map((n) => ({
      scope: n.scope,
      relPath: relativeToScope(scopes, n.scope, n.path),
      reason: n.reason,
    })),
  };
  const { duplicates, stale, superseded, orphans, expired, notMemories } = maintenance;
  const total = [duplicates, stale, superseded, orphans, expired, notMemories].reduce(
    (sum, list) => sum + list.length,
    0,
  );
  return { ...maintenance, total };
}
