/**
 * What moving a memory to another scope does, worked out before anything is written: the
 * checks that refuse a move, the new path and text, and the edges each scope's graph will
 * hold. `strata move --dry-run` reports this plan; `moveMemory` carries it out.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { editDocument, parseDocument } from '../../core/frontmatter.js';
import { conflictedMemory } from '../../core/git/conflict-text.js';
import { addEdge, DEFAULT_LABEL, findEdge, type Graph } from '../../core/graph.js';
import type { Memory } from '../../core/memory.js';
import {
  type DirectedEdge,
  dropEdgesTouching,
  listEdgesTouching,
  putEdge,
} from '../../core/merge/graph-rewire.js';
import { isScopeName, type ScopeName } from '../../core/scope.js';
import { type DanglingAfterMove, findDanglingAfterMove } from '../../core/scope-reach.js';
import { hashText, readFileText } from '../../storage/file-update.js';
import { holdsConflict } from '../../storage/git/git-conflict.js';
import { readGraph } from '../../storage/graph-store.js';
import {
  findMemory,
  getScope,
  type LoadedStore,
  loadStore,
  type StoreContext,
} from '../../storage/load-store.js';
import { resolveInside } from '../../storage/safe-path.js';
import type { ScopeDir } from '../../storage/scope-dir.js';

/** A move worked out: what `move` does, or (with `dryRun`) would do. */
export interface MovePlan {
  id: string;
  from: ScopeName;
  to: ScopeName;
  /** Where the file is, and where it goes. */
  path: string;
  newPath: string;
  /** The memory's edges in the target scope's graph after the move. */
  edges: DirectedEdge[];
  /** Edges leaving the source scope's graph (their copies are in the target's). */
  dropped: DirectedEdge[];
  /** The memory's edges the source graph keeps: their other end stays in the source scope. */
  kept: DirectedEdge[];
  /** Links that will not resolve everywhere after the move. */
  dangling: DanglingAfterMove[];
  /** True when an earlier, interrupted move of the same file is (or would be) finished. */
  resumed: boolean;
  /** True when nothing was written. */
  dryRun: boolean;
}

/** Everything a move reads before writing. */
export interface PreparedMove {
  store: LoadedStore;
  memory: Memory;
  source: ScopeDir;
  target: ScopeDir;
  /** The file's text now, and as it will be written in the target scope. */
  text: string;
  moved: string;
  newPath: string;
  /** True when the target already holds this exact file (an interrupted move). */
  resumed: boolean;
  /** The source graph's edges touching the memory. */
  sourceEdges: DirectedEdge[];
}

function refuseScopes(ctx: StoreContext, memory: Memory, to: ScopeName): ScopeDir {
  if (getScope(ctx, memory.scope).readOnly) {
    throw new StrataError(
      'READ_ONLY_SCOPE',
      `"${memory.id}" is in the ${memory.scope} scope, which is read-only`,
      {
        subject: memory.id,
        hint: 'enterprise memories are moved by administrators: rerun with --admin (or STRATA_ADMIN=1)',
      },
    );
  }
  const target = getScope(ctx, to);
  if (target.readOnly) {
    throw new StrataError('READ_ONLY_SCOPE', `the ${to} scope (${target.dir}) is read-only`, {
      subject: to,
      hint: 'moving into the enterprise scope needs --admin (or STRATA_ADMIN=1)',
    });
  }
  if (memory.scope === to) {
    throw new StrataError('INVALID_ARGUMENT', `"${memory.id}" is already in the ${to} scope`, {
      subject: '--to',
      hint: 'name another scope; to finish an interrupted move, name the copy to move with --from <scope>',
    });
  }
  return target;
}

/** The new file's path: same file name, in `archive/` or the folder new memories use. */
function targetPathOf(scope: ScopeDir, memory: Memory): string {
  const name = path.basename(memory.path);
  let folder = '';
  if (memory.archived) folder = 'archive';
  else if (memory.type === 'breadcrumb' && existsSync(path.join(scope.dir, 'temporary')))
    folder = 'temporary';
  else if (existsSync(path.join(scope.dir, 'permanent'))) folder = 'permanent';
  return resolveInside(scope.dir, folder ? `${folder}/${name}` : name);
}

/** The file's text in its new scope: a `scope:` field (older stores write one) follows. */
function renderMoved(text: string, memory: Memory, to: ScopeName): string {
  const data = parseDocument(text, memory.path).data;
  if (!isScopeName(data.scope) || data.scope === to) return text;
  return editDocument(text, memory.path, { scope: to });
}

function refuseClash(
  store: LoadedStore,
  memory: Memory,
  to: ScopeName,
  text: string,
): Memory | undefined {
  const clash = store.all.find((m) => m.id === memory.id && m.scope === to);
  if (!clash) return undefined;
  if (clash.hash === hashText(text)) return clash;
  throw new StrataError(
    'ALREADY_EXISTS',
    `the ${to} scope already has a memory "${memory.id}" (${clash.path})`,
    {
      subject: memory.id,
      hint: `nothing was moved: compare the two, then delete one (strata forget ${memory.id} --scope ${to}) or rename it, and move again`,
    },
  );
}

/** Reads the store and the memory and runs every check that refuses the move. */
export async function prepareMove(
  ctx: StoreContext,
  id: string,
  to: ScopeName,
  options: { from?: ScopeName } = {},
): Promise<PreparedMove> {
  const store = await loadStore(ctx);
  const memory = findMemory(store, id, options.from);
  const target = refuseScopes(ctx, memory, to);
  const source = getScope(ctx, memory.scope);
  const text = await readFileText(memory.path);
  // Moved, the marked file would leave git's unmerged path behind and carry the markers on.
  if (await holdsConflict(memory.path, text)) throw conflictedMemory(memory.path);
  const moved = renderMoved(text, memory, to);
  const resumedFrom = refuseClash(store, memory, to, moved);
  const { graph } = await readGraph(source.dir);
  // Read (and so checked) before anything is written: a broken target graph refuses the move.
  await readGraph(target.dir);
  return {
    ...{ store, memory, source, target, text, moved },
    newPath: resumedFrom?.path ?? targetPathOf(target, memory),
    resumed: Boolean(resumedFrom),
    sourceEdges: listEdgesTouching(graph, memory.id),
  };
}

/** Adds the carried edges, and one for each frontmatter link, to a target graph in place. */
export function carryInto(
  graph: Graph,
  edges: readonly DirectedEdge[],
  memory: Memory,
  stamp: string,
): boolean {
  let changed = false;
  for (const e of edges) changed = putEdge(graph, e) || changed;
  for (const link of memory.links) {
    if (findEdge(graph, memory.id, link)) continue;
    addEdge(graph, memory.id, link, DEFAULT_LABEL, stamp);
    changed = true;
  }
  return changed;
}

/** Ids whose edges with the moved memory stay in the source graph: its scope's other memories. */
export function stayingIds(prepared: PreparedMove): Set<string> {
  const { store, memory } = prepared;
  return new Set(
    store.all.filter((m) => m.scope === memory.scope && m.id !== memory.id).map((m) => m.id),
  );
}

/** The edges a target graph holds for the memory, and the links that dangle after the move. */
export function reportEdges(graph: Graph, prepared: PreparedMove) {
  const { memory, store, target } = prepared;
  const edges = listEdgesTouching(graph, memory.id);
  const neighbours = edges.map((e) => (e.from === memory.id ? e.target : e.from));
  const others = store.all.filter((m) => m.id !== memory.id);
  const moved = { id: memory.id, scope: target.scope, links: memory.links };
  return { edges, dangling: findDanglingAfterMove(moved, neighbours, others) };
}

/** The move's timestamp for new edges: whole seconds, like every other edge. */
export function edgeStamp(ctx: StoreContext): string {
  return ctx
    .now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Works out a move on copies of both graphs; writes nothing. */
export async function planMove(
  ctx: StoreContext,
  id: string,
  to: ScopeName,
  options: { from?: ScopeName } = {},
): Promise<MovePlan> {
  const prepared = await prepareMove(ctx, id, to, options);
  const { memory } = prepared;
  const targetGraph = structuredClone((await readGraph(prepared.target.dir)).graph);
  carryInto(targetGraph, prepared.sourceEdges, memory, edgeStamp(ctx));
  const sourceGraph = structuredClone((await readGraph(prepared.source.dir)).graph);
  const stay = stayingIds(prepared);
  const dropped = dropEdgesTouching(sourceGraph, memory.id, (other) => stay.has(other));
  return {
    ...{ id: memory.id, from: memory.scope, to, path: memory.path, newPath: prepared.newPath },
    ...reportEdges(targetGraph, prepared),
    dropped,
    kept: listEdgesTouching(sourceGraph, memory.id),
    resumed: prepared.resumed,
    dryRun: true,
  };
}
