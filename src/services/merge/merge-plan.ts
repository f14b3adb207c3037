/**
 * Planning a merge: every check, and every change computed, before anything is written.
 * A dry run shows this plan; the real run writes it (see `merge.ts`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { editDocument, sliceBody } from '../../core/frontmatter.js';
import type { Graph } from '../../core/graph.js';
import type { Memory } from '../../core/memory.js';
import type { RepointedEdge } from '../../core/merge/graph-rewire.js';
import {
  addKeeperEdges,
  mergeBodies,
  rewireMergedGraph,
  SUPERSEDED_BY,
  unionLists,
} from '../../core/merge/merge-content.js';
import type { ScopeName } from '../../core/scope.js';
import { readFileText } from '../../storage/file-update.js';
import { readGraph } from '../../storage/graph-store.js';
import { findMemory, getScope, loadStore, type StoreContext } from '../../storage/load-store.js';
import { resolveInside } from '../../storage/safe-path.js';
import { dropArchivedInto, findLiveFirst, isArchivedByMerge } from './merge-resume.js';

/** A merge as planned: JSON for `--dry-run --json` and the result of the real run. */
export interface MergePlan {
  dryRun: boolean;
  keeper: { id: string; scope: ScopeName; path: string };
  /** The merged memories and where each is archived. */
  others: Array<{ id: string; scope: ScopeName; path: string; archivedPath: string }>;
  tags: string[];
  filePatterns: string[];
  commandPatterns: string[];
  links: string[];
  /** Memories whose frontmatter links named a merged memory and now name the keeper. */
  relinked: Array<{ id: string; scope: ScopeName; path: string }>;
  /** Graph edges re-pointed to the keeper, with the graph (scope) that holds them. */
  edges: Array<RepointedEdge & { scope: ScopeName }>;
  /** Scopes whose graph.json changes. */
  graphs: ScopeName[];
  /** Links and edges left alone because their scope is read-only. */
  untouched: Array<{ scope: ScopeName; id?: string; reason: string }>;
  /** The keeper's file as written (or as it would be). */
  keeperText: string;
}

/** The plan with the memories it was computed from (hashes guard the writes). */
export interface PreparedMerge {
  plan: MergePlan;
  keeper: Memory;
  /** The merged memories, each body as its file holds it (see {@link readFileBodies}). */
  others: Memory[];
  relink: Memory[];
  stamp: string;
  /** Ids whose archived copy an interrupted run of this merge already wrote. */
  archivedAlready: ReadonlySet<string>;
}

function refuseReadOnly(ctx: StoreContext, m: Memory): void {
  if (!getScope(ctx, m.scope).readOnly) return;
  throw new StrataError(
    'READ_ONLY_SCOPE',
    `"${m.id}" is in the ${m.scope} scope, which is read-only: nothing was merged`,
    {
      subject: m.id,
      hint: 'enterprise memories are changed by administrators (--admin or STRATA_ADMIN=1); otherwise leave it out of the merge',
    },
  );
}

function checkIds(keepId: string, otherIds: readonly string[]): void {
  if (!otherIds.length) {
    throw new StrataError('INVALID_ARGUMENT', 'nothing to merge: name at least one other memory', {
      subject: 'other',
      hint: 'usage: strata merge <keep-id> <other-id>…',
    });
  }
  const seen = new Set([keepId]);
  for (const id of otherIds) {
    if (seen.has(id)) {
      throw new StrataError('INVALID_ARGUMENT', `"${id}" is named twice in the merge`, {
        subject: id,
        hint: 'name the keeper first and each other memory once',
      });
    }
    seen.add(id);
  }
}

function refuseArchived(m: Memory): void {
  if (!m.archived) return;
  throw new StrataError('INVALID_ARGUMENT', `"${m.id}" is archived (${m.path})`, {
    subject: m.id,
    hint: 'merge live memories only; an archived one is already out of the way',
  });
}

/**
 * The keeper's file after the merge: `text` is its current content, and each of `others`
 * carries its body as its file holds it, so bytes that are not UTF-8 move intact.
 */
export function renderKeeper(
  text: string,
  keeper: Memory,
  others: readonly Memory[],
  stamp: string,
): string {
  const drop = new Set<string>([keeper.id, ...others.map((o) => o.id)]);
  const all = [keeper, ...others];
  const tags = unionLists(all.map((m) => m.tags));
  const patterns = unionLists(all.map((m) => m.filePatterns ?? []));
  const links = unionLists(
    all.map((m) => m.links),
    drop,
  );
  const changes: Record<string, unknown> = { updated: stamp };
  if (tags.length !== keeper.tags.length) changes.tags = tags;
  if (patterns.length !== (keeper.filePatterns?.length ?? 0)) changes.file_patterns = patterns;
  const commands = unionLists(all.map((m) => m.commandPatterns ?? []));
  if (commands.length !== (keeper.commandPatterns?.length ?? 0))
    changes.command_patterns = commands;
  if (JSON.stringify(links) !== JSON.stringify(keeper.links))
    changes.links = links.length ? links : undefined;
  const body = mergeBodies(sliceBody(text, keeper.path), others);
  return editDocument(text, keeper.path, changes, body);
}

function archivePathOf(ctx: StoreContext, m: Memory): string {
  return resolveInside(getScope(ctx, m.scope).dir, `archive/${path.basename(m.path)}`);
}

/** Refuses a merge whose archive path is taken by anything but its own earlier work. */
async function checkArchivePaths(others: readonly Memory[], targets: string[], keeper: string) {
  const already = new Set<string>();
  for (const [i, m] of others.entries()) {
    const target = targets[i]!;
    if (!existsSync(target)) continue;
    if (await isArchivedByMerge(target, m, keeper)) {
      already.add(m.id);
      continue;
    }
    throw new StrataError(
      'ALREADY_EXISTS',
      `${target} already exists: "${m.id}" cannot be archived there`,
      {
        subject: target,
        hint: 'rename or delete the archived copy first; nothing was merged',
      },
    );
  }
  return already;
}

/** Applies the graph side of the merge to every scope's graph, in memory. */
export function rewireAll(
  graphs: Map<ScopeName, Graph>,
  prepared: Pick<PreparedMerge, 'keeper' | 'others' | 'stamp'>,
  links: readonly string[],
): Array<RepointedEdge & { scope: ScopeName }> {
  const spec = {
    keeper: { id: prepared.keeper.id, scope: prepared.keeper.scope },
    others: prepared.others.map((o) => ({ id: o.id, scope: o.scope })),
    stamp: prepared.stamp,
  };
  const edges: Array<RepointedEdge & { scope: ScopeName }> = [];
  for (const [scope, graph] of graphs) {
    if (scope === spec.keeper.scope) continue;
    edges.push(...rewireMergedGraph(graph, scope, spec).map((e) => ({ ...e, scope })));
  }
  const own = graphs.get(spec.keeper.scope);
  if (own) {
    edges.push(
      ...rewireMergedGraph(own, spec.keeper.scope, spec).map((e) => ({
        ...e,
        scope: spec.keeper.scope,
      })),
    );
    addKeeperEdges(own, spec.keeper.id, edges, links, spec.stamp);
  }
  return edges;
}

async function readGraphs(ctx: StoreContext, ids: ReadonlySet<string>, plan: MergePlan) {
  const graphs = new Map<ScopeName, Graph>();
  for (const scope of ctx.scopes) {
    const { graph } = await readGraph(scope.dir);
    const touches = Object.entries(graph).some(
      ([from, edges]) => ids.has(from) || edges.some((e) => ids.has(e.target)),
    );
    if (scope.readOnly) {
      if (touches) plan.untouched.push({ scope: scope.scope, reason: 'graph.json is read-only' });
    } else if (existsSync(scope.dir)) graphs.set(scope.scope, graph);
  }
  return graphs;
}

/** The memories whose links name a merged one: rewritten where writable, else reported. */
function findLinking(
  ctx: StoreContext,
  all: readonly Memory[],
  keeper: Memory,
  ids: ReadonlySet<string>,
) {
  const linking = all.filter(
    (m) => m !== keeper && !ids.has(m.id) && m.links.some((l) => ids.has(l)),
  );
  const relink = linking.filter((m) => !getScope(ctx, m.scope).readOnly);
  const untouched = linking
    .filter((m) => !relink.includes(m))
    .map((m) => ({
      scope: m.scope,
      id: m.id,
      reason: `its links still name a merged memory (now archived, with a ${SUPERSEDED_BY} edge)`,
    }));
  return { relink, untouched };
}

/**
 * `others` with each body read from its file undecoded: a parsed body shows bytes that are
 * not UTF-8 as U+FFFD, which the keeper must not receive in their place.
 */
async function readFileBodies(others: readonly Memory[]): Promise<Memory[]> {
  return Promise.all(
    others.map(async (o) => ({ ...o, body: sliceBody(await readFileText(o.path), o.path) })),
  );
}

/** Loads the store, checks the merge and computes every change without writing. */
export async function prepareMerge(
  ctx: StoreContext,
  keepId: string,
  otherIds: readonly string[],
): Promise<PreparedMerge> {
  checkIds(keepId, otherIds);
  const store = await loadStore(ctx);
  const keeper = findMemory(store, keepId);
  // A memory an interrupted run of this merge already archived is done: the rest goes on.
  const others = await readFileBodies(
    dropArchivedInto(
      otherIds.map((id) => findLiveFirst(store, id)),
      keeper.id,
    ),
  );
  const all = [keeper, ...others];
  for (const m of all) refuseReadOnly(ctx, m);
  for (const m of all) refuseArchived(m);
  const stamp = ctx
    .now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  const ids = new Set(others.map((o) => o.id));
  const { relink, untouched } = findLinking(ctx, store.all, keeper, ids);
  const plan: MergePlan = {
    dryRun: true,
    keeper: { id: keeper.id, scope: keeper.scope, path: keeper.path },
    others: others.map((o) => ({
      id: o.id,
      scope: o.scope,
      path: o.path,
      archivedPath: archivePathOf(ctx, o),
    })),
    tags: unionLists(all.map((m) => m.tags)),
    filePatterns: unionLists(all.map((m) => m.filePatterns ?? [])),
    commandPatterns: unionLists(all.map((m) => m.commandPatterns ?? [])),
    links: unionLists(
      all.map((m) => m.links),
      new Set([keeper.id, ...ids]),
    ),
    relinked: relink.map((m) => ({ id: m.id, scope: m.scope, path: m.path })),
    edges: [],
    graphs: [],
    untouched,
    keeperText: renderKeeper(await readFileText(keeper.path), keeper, others, stamp),
  };
  const archivedAlready = await checkArchivePaths(
    others,
    plan.others.map((o) => o.archivedPath),
    keeper.id,
  );
  const graphs = await readGraphs(ctx, ids, plan);
  const before = new Map([...graphs].map(([s, g]) => [s, JSON.stringify(g)]));
  plan.edges = rewireAll(graphs, { keeper, others, stamp }, plan.links);
  plan.graphs = [...graphs].filter(([s, g]) => JSON.stringify(g) !== before.get(s)).map(([s]) => s);
  return { plan, keeper, others, relink, stamp, archivedAlready };
}
