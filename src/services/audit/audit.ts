/**
 * `strata audit` / `memory_audit`: what keeps a store from staying few, linked and true —
 * near-duplicate groups, stale gotchas, superseded memories still current, orphans and the
 * links they could have, expired breadcrumbs, and markdown files that are not memories.
 * Reads only; changes nothing.
 */
import {
  findPromotionCandidates,
  type PromotionCandidate,
} from '../../core/claude/claude-promotion.js';
import type { Graph } from '../../core/graph.js';
import type { Memory } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import type { VectorIndex } from '../../search/vector-index.js';
import { readGraph } from '../../storage/graph-store.js';
import { type LoadedStore, loadStore, type StoreContext } from '../../storage/load-store.js';
import { listProjectFiles } from '../../storage/project-files.js';
import { findExpiredBreadcrumbs } from '../gc.js';
import { findMisreadFiles, type MisreadFile } from '../misread-files.js';
import {
  addPatternRenames,
  findNotMemories,
  findStaleGotchas,
  type NotMemory,
  type StaleMemory,
} from './audit-files.js';
import {
  createMergeRule,
  type DuplicateGroup,
  findSuperseded,
  groupDuplicates,
  type SuggestedLink,
  type SupersededMemory,
  suggestLinks,
} from './audit-graph.js';
import { scoreAuditPairs } from './audit-kept.js';
import { findMissingPaths, MISSING_PATH } from './audit-paths.js';

/** An orphan: a memory with no link in or out. */
export interface OrphanMemory {
  id: string;
  scope: ScopeName;
  title: string;
}

/** A breadcrumb past `breadcrumbs.ttlDays` (what `strata gc` would archive). */
export interface ExpiredMemory {
  id: string;
  scope: ScopeName;
  updated: string;
}

/** The audit report (`--json` shape, documented in the README). */
export interface AuditReport {
  duplicates: DuplicateGroup[];
  stale: StaleMemory[];
  superseded: SupersededMemory[];
  orphans: OrphanMemory[];
  suggestedLinks: SuggestedLink[];
  expired: ExpiredMemory[];
  notMemories: NotMemory[];
  /** Hand-edited files read other than written (`services/misread-files.ts`). */
  misread: MisreadFile[];
  /** Memories compared (visible, not archived). */
  checked: number;
  /** How duplicates were compared: with saved vectors or on words only. */
  duplicateCheck: 'keyword+semantic' | 'keyword';
  /** Notes of Claude Code's own memory that look like team knowledge (promote with the user's yes). */
  promote: PromotionCandidate[];
}

/** What the audit needs beyond the store. */
export interface AuditOptions {
  projectRoot: string | null;
  ttlDays: number;
  /** Saved vectors (keys `scope:id`), or null to compare words only. */
  vectors: VectorIndex | null;
  /** The model that made the vectors, for its calibrated floor (USE-lite's when absent). */
  space?: { provider: string; model: string } | null;
  /**
   * Where each memory's vector neighbours are kept between audits, its embedding beside
   * them (derived data in the cache folder, never the store); searched and read afresh
   * every time when absent.
   */
  neighbourFile?: string | null;
}

async function readGraphs(ctx: StoreContext): Promise<Map<ScopeName, Graph>> {
  const graphs = new Map<ScopeName, Graph>();
  for (const scope of ctx.scopes) {
    try {
      graphs.set(scope.scope, (await readGraph(scope.dir)).graph);
    } catch {
      // A broken graph.json is `strata verify`'s to report; the audit goes on without it.
    }
  }
  return graphs;
}

/** Links per memory id: frontmatter links both ways and graph edges both ways. */
function countLinks(memories: readonly Memory[], graphs: ReadonlyMap<ScopeName, Graph>) {
  const degree = new Map<string, number>();
  const bump = (id: string) => degree.set(id, (degree.get(id) ?? 0) + 1);
  for (const m of memories) {
    for (const target of m.links) {
      bump(m.id);
      bump(target);
    }
  }
  for (const graph of graphs.values()) {
    for (const [from, edges] of Object.entries(graph)) {
      for (const edge of edges) {
        bump(from);
        bump(edge.target);
      }
    }
  }
  return (m: Memory) => degree.get(m.id) ?? 0;
}

/** Reads the store and runs every check over it. */
export async function auditStore(ctx: StoreContext, options: AuditOptions): Promise<AuditReport> {
  return auditLoadedStore(ctx, await loadStore(ctx), options);
}

/** Runs every check over a store already read (its scope files are listed again). */
export async function auditLoadedStore(
  ctx: StoreContext,
  store: LoadedStore,
  options: AuditOptions,
): Promise<AuditReport> {
  // The project's CLAUDE.md files and rules are read, not kept: nothing there to merge or link.
  const live = store.visible.filter((m) => !m.archived && m.scope !== 'instructions');
  const graphs = await readGraphs(ctx);
  const degree = countLinks(store.all, graphs);
  // Breadcrumbs are trails that expire: not knowledge to merge or link.
  const kept = live.filter((m) => m.type !== 'breadcrumb');
  const pairs = await scoreAuditPairs(kept, options);
  // The project is listed once for both checks against its files.
  const listing = options.projectRoot ? await listProjectFiles(options.projectRoot) : null;
  const orphanAt = new Set<number>();
  kept.forEach((m, i) => {
    if (degree(m) === 0) orphanAt.add(i);
  });
  const staleGotchas = findStaleGotchas(live, listing);
  if (options.projectRoot && listing)
    await addPatternRenames(staleGotchas, live, options.projectRoot, listing);
  return {
    duplicates: groupDuplicates(kept, pairs, degree, createMergeRule(store.all, graphs.values())),
    stale: [
      ...staleGotchas,
      ...(await findMissingPaths(live, options.projectRoot, listing?.files ?? [])),
    ],
    superseded: findSuperseded(live, graphs),
    orphans: [...orphanAt].map((i) => ({
      id: kept[i]!.id,
      scope: kept[i]!.scope,
      title: kept[i]!.title,
    })),
    suggestedLinks: suggestLinks(kept, pairs, orphanAt),
    expired: findExpiredBreadcrumbs(live, options.ttlDays, ctx.now()).map((m) => ({
      id: m.id,
      scope: m.scope,
      updated: m.updated,
    })),
    notMemories: await findNotMemories(ctx, store.all, store.problems),
    misread: findMisreadFiles(store),
    checked: live.length,
    duplicateCheck: options.vectors?.size ? 'keyword+semantic' : 'keyword',
    promote: findPromotionCandidates(live),
  };
}

/** One line per kind of finding, for the CLI and the MCP text. */
export function summarizeAudit(report: AuditReport): string[] {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const missing = report.stale.filter((s) => s.reason === MISSING_PATH).length;
  return [
    count(report.duplicates.length, 'duplicate group', 'duplicate groups'),
    count(report.stale.length - missing, 'stale gotcha', 'stale gotchas'),
    count(missing, 'memory naming a missing path', 'memories naming missing paths'),
    count(
      report.superseded.length,
      'superseded memory still current',
      'superseded memories still current',
    ),
    count(report.orphans.length, 'orphan', 'orphans'),
    count(report.expired.length, 'expired breadcrumb', 'expired breadcrumbs'),
    count(
      report.notMemories.length,
      'markdown file that is not a memory',
      'markdown files that are not memories',
    ),
    count(report.misread.length, 'file read other than written', 'files read other than written'),
    count(
      report.promote.length,
      'Claude Code note that may be team knowledge',
      'Claude Code notes that may be team knowledge',
    ),
  ];
}
