/**
 * `strata import`: memories from another system's store into one scope. The plan comes
 * first (and is all a dry run does); applying it creates the new memories, rewrites the
 * changed ones only when asked, and adds the relations as labelled graph edges. Nothing
 * of the source is written.
 */
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { editDocument, parseDocument, serializeDocument } from '../../core/frontmatter.js';
import { addEdge } from '../../core/graph.js';
import {
  type ImportEntry,
  type ImportPlan,
  type ImportProblem,
  type ParsedSource,
  type PlannedMemory,
  planImportScopes,
  type ScopeState,
} from '../../core/import/import-plan.js';
import { isMemoryType, type MemoryId } from '../../core/memory.js';
import { listItems } from '../../core/memory-file.js';
import type { ScopeName } from '../../core/scope.js';
import { isoSeconds } from '../../core/time.js';
import { mapLimit } from '../../indexing/file-sync.js';
import { updateFileText } from '../../storage/file-update.js';
import { readGraph, updateGraph } from '../../storage/graph-store.js';
import { getWritableScope, loadStore, type StoreContext } from '../../storage/load-store.js';
import { ensureLocalIgnored } from '../../storage/local-ignore.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import type { ScopeDir } from '../../storage/scope/scope-dir.js';
import { createUnderFreeId, folderFor } from '../remember.js';
import * as check from '../validate-input.js';

/** What to import and how. */
export interface ImportOptions {
  format: string;
  /** The file or folder named on the command line. */
  source: string;
  scope: ScopeName;
  dryRun: boolean;
  /** Rewrite memories whose source changed since the last import. */
  update: boolean;
}

/** Memory files written at once. */
const WRITERS = 8;

/** The plan, and what applying it did. */
export interface ImportResult extends ImportPlan {
  format: string;
  source: string;
  /** The scope named (or the format's default); `scopes` lists every scope written. */
  scope: ScopeName;
  scopes: ScopeName[];
  dryRun: boolean;
  counts: Record<PlannedMemory['action'] | 'edges', number>;
}

function countActions(plan: ImportPlan): ImportResult['counts'] {
  const counts = { create: 0, skip: 0, changed: 0, update: 0, edges: 0 };
  for (const m of plan.memories) counts[m.action]++;
  counts.edges = plan.edges.filter((e) => e.action === 'add').length;
  return counts;
}

function checkImportType(type: string): string {
  if (isMemoryType(type)) return type;
  return check.checkType(type); // throws, naming the known types
}

function fieldsOf(entry: ImportEntry, hash: string): Record<string, unknown> {
  return {
    title: check.checkTitle(entry.title),
    type: checkImportType(entry.type),
    tags: check.checkTags(entry.tags),
    status: entry.status,
    ...entry.extra,
    source: entry.origin,
    source_hash: hash,
  };
}

async function createOne(
  ctx: StoreContext,
  scope: ScopeDir,
  entry: ImportEntry,
  planned: PlannedMemory,
  links: string[],
  taken: ReadonlySet<string>,
): Promise<void> {
  const stamp = isoSeconds(ctx.now());
  const body = check.checkBody(entry.body, ctx.read.maxFileBytes);
  const { title, type, tags, ...rest } = fieldsOf(entry, planned.hash);
  const head = { title, type, tags, created: stamp, updated: stamp };
  const fields = { ...head, links: links.length ? links : undefined, ...rest };
  const folder = folderFor(scope, entry.type);
  const rel = await createUnderFreeId(scope, folder, planned.id as MemoryId, taken, (id) =>
    serializeDocument({ id, ...fields }, body),
  );
  planned.path = path.join(scope.dir, rel);
}

async function rewriteOne(
  ctx: StoreContext,
  entry: ImportEntry,
  planned: PlannedMemory,
  links: string[],
): Promise<void> {
  const file = planned.path as string;
  const body = check.checkBody(entry.body, ctx.read.maxFileBytes);
  const rewrite = planned.action === 'update';
  await updateFileText(file, (text) => {
    const old = listItems(parseDocument(text, file).data.links) ?? [];
    const added = links.filter((l) => !old.includes(l));
    if (!rewrite && !added.length) return null;
    const changes: Record<string, unknown> = { updated: isoSeconds(ctx.now()) };
    if (rewrite) Object.assign(changes, fieldsOf(entry, planned.hash));
    if (added.length) changes.links = [...old, ...added];
    return editDocument(text, file, changes, rewrite ? `\n${body}` : undefined);
  });
}

function reportFailure(problems: ImportProblem[], entry: ImportEntry, error: unknown): void {
  const message = error instanceof Error ? error.message.replace(/^strata: /, '') : String(error);
  problems.push({ file: entry.file, line: entry.line, message: `"${entry.title}": ${message}` });
}

/** Outgoing link targets per `<scope> <id>`, from the edges the plan adds. */
function linksByMemory(plan: ImportPlan): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of plan.edges) {
    if (e.action !== 'add') continue;
    const key = `${e.scope} ${e.from}`;
    out.set(key, [...(out.get(key) ?? []), e.to]);
  }
  return out;
}

/** Writes the edges the plan adds, each scope's graph once; a cross-scope edge goes to both. */
async function writeEdges(
  ctx: StoreContext,
  dirs: ReadonlyMap<ScopeName, ScopeDir>,
  plan: ImportPlan,
): Promise<void> {
  const stamp = isoSeconds(ctx.now());
  const adds = plan.edges.filter((e) => e.action === 'add');
  for (const [name, dir] of dirs) {
    const mine = adds.filter((e) => e.scope === name || e.toScope === name);
    if (!mine.length) continue;
    await updateGraph(dir.dir, (graph) => {
      for (const e of mine) addEdge(graph, e.from, e.to, e.label, stamp);
      return true;
    });
  }
}

async function applyPlan(
  ctx: StoreContext,
  dirs: ReadonlyMap<ScopeName, ScopeDir>,
  states: ReadonlyMap<ScopeName, ScopeState>,
  parsed: ParsedSource,
  plan: ImportPlan,
): Promise<void> {
  const links = linksByMemory(plan);
  const entries = new Map(parsed.entries.map((e) => [e.origin, e]));
  const taken = new Map([...states].map(([n, s]) => [n, new Set(s.memories.map((m) => m.id))]));
  // Several files at once: each create waits on its own fsync, and ids were made unique by the plan.
  const failures = await mapLimit(plan.memories, WRITERS, async (planned) => {
    const entry = entries.get(planned.origin) as ImportEntry;
    const out = links.get(`${planned.scope} ${planned.id}`) ?? [];
    const scope = dirs.get(planned.scope) as ScopeDir;
    try {
      if (planned.action === 'create')
        await createOne(ctx, scope, entry, planned, out, taken.get(planned.scope) ?? new Set());
      else if (planned.action === 'update' || out.length)
        await rewriteOne(ctx, entry, planned, out);
      return undefined;
    } catch (error) {
      return { entry, planned, error };
    }
  });
  for (const failure of failures) {
    if (!failure) continue;
    const { entry, planned, error } = failure;
    reportFailure(plan.problems, entry, error);
    const gone = (id: string, s?: ScopeName) => id === planned.id && s === planned.scope;
    plan.edges = plan.edges.filter(
      (e) => !gone(e.from, e.scope) && !gone(e.to, e.toScope ?? e.scope),
    );
  }
  await writeEdges(ctx, dirs, plan);
}

/** Entries that would not make a valid memory become problems before planning, so a dry run shows them too. */
function dropInvalid(ctx: StoreContext, parsed: ParsedSource): ParsedSource {
  const problems = [...parsed.problems];
  const entries = parsed.entries.filter((entry) => {
    try {
      fieldsOf(entry, '');
      check.checkBody(entry.body, ctx.read.maxFileBytes);
      return true;
    } catch (error) {
      reportFailure(problems, entry, error);
      return false;
    }
  });
  return { ...parsed, entries, problems };
}

/** The scopes an import writes to: each entry's own, else the one named. */
function listTargetScopes(parsed: ParsedSource, fallback: ScopeName): ScopeName[] {
  const names = new Set(parsed.entries.map((e) => e.scope ?? fallback));
  if (!names.size) names.add(fallback);
  return [...names];
}

/** Plans an import of `parsed` into its scopes (`options.scope` by default) and, unless a dry run, applies it. */
export async function importParsed(
  ctx: StoreContext,
  read: ParsedSource,
  options: ImportOptions,
): Promise<ImportResult> {
  const parsed = dropInvalid(ctx, read);
  const names = listTargetScopes(parsed, options.scope);
  const dirs = new Map(names.map((n) => [n, getWritableScope(ctx, n)]));
  const store = await loadStore(ctx);
  const states = new Map<ScopeName, ScopeState>();
  for (const [name, dir] of dirs) {
    const memories = store.all.filter((m) => m.scope === name);
    states.set(name, { memories, graph: (await readGraph(dir.dir)).graph });
  }
  const plan = planImportScopes(parsed, states, options.scope, options.update);
  if (!options.dryRun) {
    for (const dir of dirs.values()) {
      await assertRealFolders(dir);
      if (dir.scope === 'local') await ensureLocalIgnored(dir.dir);
    }
    await applyPlan(ctx, dirs, states, parsed, plan);
  }
  const { format, source, dryRun, scope } = options;
  return { format, source, scope, scopes: names, dryRun, ...plan, counts: countActions(plan) };
}

/** The error for a format strata cannot import. */
export function unknownFormat(format: string, known: readonly string[]): StrataError {
  return new StrataError('INVALID_ARGUMENT', `format ${JSON.stringify(format)} is not importable`, {
    subject: 'format',
    hint: `use one of ${known.join(', ')}`,
  });
}
