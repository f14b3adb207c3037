/**
 * `verify` and `stats`: what is wrong with the store, and what is in it.
 */

import { checkCommandPattern } from '../core/command/command-pattern.js';
import { createDict } from '../core/dict.js';
import { isStrataError, type Problem, toProblem } from '../core/errors.js';
import { conflictedGraph } from '../core/git/conflict-text.js';
import { checkGlob } from '../core/glob.js';
import { compareLinks, type GraphDisagreement } from '../core/graph.js';
import { checkMemoryFields, type FieldWarning } from '../core/memory-file.js';
import type { ScopeName } from '../core/scope.js';
import { graphPath, readGraph } from '../storage/graph-store.js';
import { type LoadedStore, loadStore, type StoreContext } from '../storage/load-store.js';
import { findUnmergedProblems } from './git/git-problems.js';
import { findCopiesAcrossScopes, findLiveAndArchived, findNotUtf8 } from './verify-writes.js';

/** A link or edge pointing at an id no scope holds. */
export interface DanglingLink {
  from: string;
  to: string;
  scope: ScopeName;
  source: 'frontmatter' | 'graph';
}

/** The full `verify` report. `ok` is false when anything but warnings was found. */
export interface VerifyReport {
  ok: boolean;
  checked: number;
  invalid: Problem[];
  dangling: DanglingLink[];
  disagreements: Array<GraphDisagreement & { scope: ScopeName }>;
  warnings: FieldWarning[];
}

async function checkGraphs(
  ctx: StoreContext,
  store: LoadedStore,
  report: VerifyReport,
): Promise<void> {
  const known = new Set<string>(store.all.map((m) => m.id));
  for (const scope of ctx.scopes) {
    let graph: Awaited<ReturnType<typeof readGraph>>['graph'];
    try {
      const read = await readGraph(scope.dir);
      if (read.format === 'conflicted') report.invalid.push(conflictedGraph(graphPath(scope.dir)));
      graph = read.graph;
    } catch (error) {
      if (!isStrataError(error)) throw error;
      report.invalid.push(toProblem(graphPath(scope.dir), error));
      continue;
    }
    for (const [from, edges] of Object.entries(graph)) {
      for (const e of edges) {
        if (!known.has(from))
          report.dangling.push({ from: e.target, to: from, scope: scope.scope, source: 'graph' });
        else if (!known.has(e.target))
          report.dangling.push({ from, to: e.target, scope: scope.scope, source: 'graph' });
      }
    }
    const own = store.all.filter((m) => m.scope === scope.scope);
    const links = new Map<string, string[]>(
      own.map((m) => [m.id, m.links.filter((l) => known.has(l))]),
    );
    for (const d of compareLinks(links, graph))
      report.disagreements.push({ ...d, scope: scope.scope });
  }
}

/** Checks every file, link and graph of every scope (`loaded`: the store, when the caller read it already). */
export async function verifyStore(ctx: StoreContext, loaded?: LoadedStore): Promise<VerifyReport> {
  const store = loaded ?? (await loadStore(ctx));
  const known = new Set<string>(store.all.map((m) => m.id));
  const report: VerifyReport = {
    ok: true,
    checked: store.all.length + store.problems.length,
    invalid: [...store.problems],
    dangling: [],
    disagreements: [],
    warnings: [
      ...store.all.flatMap(checkMemoryFields),
      ...findNotUtf8(store),
      ...findCopiesAcrossScopes(store),
    ],
  };
  report.invalid.push(...findDuplicateIds(store), ...findRefusedGlobs(store));
  report.invalid.push(...findLiveAndArchived(store));
  for (const m of store.all) {
    for (const to of m.links) {
      if (!known.has(to))
        report.dangling.push({ from: m.id, to, scope: m.scope, source: 'frontmatter' });
    }
  }
  await checkGraphs(ctx, store, report);
  report.invalid.push(...(await findUnmergedProblems(ctx, report.invalid)));
  report.dangling = dedupe(report.dangling);
  report.ok = !report.invalid.length && !report.dangling.length && !report.disagreements.length;
  return report;
}

/**
 * Hand-written globs and command patterns beyond the matcher's limits: hooks skip them (they never match), so
 * the gotcha would stay silent without this report.
 */
function findRefusedGlobs(store: LoadedStore): Problem[] {
  const problems: Problem[] = [];
  for (const m of store.all) {
    for (const glob of m.filePatterns ?? []) {
      const problem = typeof glob === 'string' ? checkGlob(glob) : 'is not a string';
      if (!problem) continue;
      problems.push({
        path: m.path,
        code: 'INVALID_FRONTMATTER',
        message: `strata: ${m.path}: file_patterns holds ${JSON.stringify(String(glob).slice(0, 80))}, which ${problem}; it never matches. Split it into a few simple globs`,
      });
    }
    for (const pattern of m.commandPatterns ?? []) {
      const problem =
        typeof pattern === 'string' ? checkCommandPattern(pattern) : 'is not a string';
      if (!problem) continue;
      problems.push({
        path: m.path,
        code: 'INVALID_FRONTMATTER',
        message: `strata: ${m.path}: command_patterns holds ${JSON.stringify(String(pattern).slice(0, 80))}, which ${problem}; it never matches. Write the program and its words, e.g. prisma migrate reset`,
      });
    }
  }
  return problems;
}

/**
 * Two live files of one scope with the same id. The store lists the one named after the
 * id first (`preferNamedFiles`): commands answer with it, and the other is named here.
 */
export function findDuplicateIds(store: LoadedStore): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const m of store.all) {
    const key = `${m.scope}\u0000${m.id}`;
    const other = first.get(key);
    // A live file beside its archived copy is reported with its own fix (verify-writes).
    if (m.archived) continue;
    if (other === undefined) first.set(key, m.path);
    else {
      problems.push({
        path: m.path,
        code: 'ALREADY_EXISTS',
        message: `strata: ${m.path}: id "${m.id}" is already used by ${other} in the ${m.scope} scope, which commands show; give this file its own id (file name and id field), or delete it`,
      });
    }
  }
  return problems;
}

function dedupe(items: DanglingLink[]): DanglingLink[] {
  const seen = new Set<string>();
  return items.filter((d) => {
    const key = `${d.scope}|${d.from}|${d.to}|${d.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Counts for `stats`. */
export interface StoreStats {
  total: number;
  archived: number;
  shadowed: number;
  invalid: number;
  byScope: Record<string, number>;
  byType: Record<string, number>;
  topTags: Array<{ tag: string; count: number }>;
  links: number;
}

function countBy(values: string[]): Record<string, number> {
  const out = createDict<number>();
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Counts memories by scope, type and tag. */
export async function computeStats(ctx: StoreContext): Promise<StoreStats> {
  const store = await loadStore(ctx);
  const tags = Object.entries(countBy(store.visible.flatMap((m) => m.tags)))
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, 20);
  return {
    total: store.visible.length,
    archived: store.visible.filter((m) => m.archived).length,
    shadowed: store.shadowed.length,
    invalid: store.problems.length,
    byScope: countBy(store.all.map((m) => m.scope)),
    byType: countBy(store.visible.map((m) => String(m.type))),
    topTags: tags,
    links: store.visible.reduce((n, m) => n + m.links.length, 0),
  };
}
