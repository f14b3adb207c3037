/**
 * The site's "Maintenance" page data: the report of `strata audit`, run once per build by
 * the caller, with its findings tied to the memory pages they name.
 */
import path from 'node:path';
import type { ScopeName } from '../core/scope.js';
import type { SiteMaintenance, SiteMemory, SiteMemoryRef } from '../core/site-data.js';
import type { ScopeDir } from '../storage/scope/scope-dir.js';

/**
 * What the site shows of `strata audit`'s report (its `--json` shape, docs/duplicates-and-audit.md).
 * The caller runs the audit, which lives above this layer, and hands the report over.
 */
export interface AuditFindings {
  duplicates: ReadonlyArray<{ ids: readonly string[]; keep: string; score: number }>;
  stale: ReadonlyArray<{ id: string; scope: ScopeName; reason: string; detail: string }>;
  superseded: ReadonlyArray<{ id: string; scope: ScopeName; by: readonly string[] }>;
  orphans: ReadonlyArray<{ id: string; scope: ScopeName }>;
  suggestedLinks: ReadonlyArray<{ from: string; to: string; label: string; score: number }>;
  expired: ReadonlyArray<{ id: string; scope: ScopeName; updated: string }>;
  /** `path` is absolute. */
  notMemories: ReadonlyArray<{ path: string; scope: ScopeName; reason: string }>;
  checked: number;
  duplicateCheck: 'keyword+semantic' | 'keyword';
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

/** Findings of every kind together. */
function countFindings(m: Omit<SiteMaintenance, 'total'>): number {
  const lists = [m.duplicates, m.stale, m.superseded, m.orphans, m.expired, m.notMemories];
  return lists.reduce((sum, list) => sum + list.length, 0);
}

/** The audit report in the site's terms: every id resolved to a title and a page. */
export function toSiteMaintenance(
  report: AuditFindings,
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
  return { ...maintenance, total: countFindings(maintenance) };
}
