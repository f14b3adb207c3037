/**
 * `strata import`: memories from another system's store into one scope. The plan comes
 * first (and is all a dry run does); applying it creates the new memories, rewrites the
 * changed ones only when asked, and adds the relations as labelled graph edges. Nothing
 * of the source is written.
 */
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { editDocument, parseDocument, serializeDocument } from '../core/frontmatter.js';
import { addEdge } from '../core/graph.js';
import {
  type ImportEntry,
  type ImportPlan,
  type ImportProblem,
  type ParsedSource,
  type PlannedMemory,
  planImport,
} from '../core/import-plan.js';
import type { MemoryId } from '../core/memory.js';
import { listItems } from '../core/memory-file.js';
import type { ScopeName } from '../core/scope.js';
import { isoSeconds } from '../core/time.js';
import { updateFileText } from '../storage/file-update.js';
import { readGraph, updateGraph } from '../storage/graph-store.js';
import { getWritableScope, loadStore, type StoreContext } from '../storage/load-store.js';
import { ensureLocalIgnored } from '../storage/local-ignore.js';
import { assertRealFolders } from '../storage/safe-path.js';
import type { ScopeDir } from '../storage/scope-dir.js';
import { createUnderFreeId, folderFor } from './remember.js';
import * as check from './validate-input.js';

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

/** The plan, and what applying it did. */
export interface ImportResult extends ImportPlan {
  format: string;
  source: string;
  scope: ScopeName;
  dryRun: boolean;
  counts: Record<PlannedMemory['action'] | 'edges', number>;
}

function countActions(plan: ImportPlan): ImportResult['counts'] {
  const counts = { create: 0, skip: 0, changed: 0, update: 0, edges: 0 };
  for (const m of plan.memories) counts[m.action]++;
  counts.edges = plan.edges.filter((e) => e.action === 'add').length;
  return counts;
}

function fieldsOf(entry: ImportEntry, hash: string): Record<string, unknown> {
  return {
    title: check.checkTitle(entry.title),
    type: entry.type,
    tags: check.checkTags(entry.tags),
    status: entry.status,
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

/** Outgoing link targets per memory id, from the edges the plan adds. */
function linksByMemory(plan: ImportPlan): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of plan.edges) {
    if (e.action !== 'add') continue;
    out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  }
  return out;
}

async function applyPlan(
  ctx: StoreContext,
  scope: ScopeDir,
  parsed: ParsedSource,
  plan: ImportPlan,
  taken: ReadonlySet<string>,
): Promise<void> {
  const links = linksByMemory(plan);
  const entries = new Map(parsed.entries.map((e) => [e.origin, e]));
  for (const planned of plan.memories) {
    const entry = entries.get(planned.origin) as ImportEntry;
    const out = links.get(planned.id) ?? [];
    try {
      if (planned.action === 'create') await createOne(ctx, scope, entry, planned, out, taken);
      else if (planned.action === 'update' || out.length)
        await rewriteOne(ctx, entry, planned, out);
    } catch (error) {
      reportFailure(plan.problems, entry, error);
      plan.edges = plan.edges.filter((e) => e.from !== planned.id && e.to !== planned.id);
    }
  }
  const stamp = isoSeconds(ctx.now());
  const adds = plan.edges.filter((e) => e.action === 'add');
  if (adds.length) {
    await updateGraph(scope.dir, (graph) => {
      for (const e of adds) addEdge(graph, e.from, e.to, e.label, stamp);
      return true;
    });
  }
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

/** Plans an import of `parsed` into `options.scope` and, unless a dry run, applies it. */
export async function importParsed(
  ctx: StoreContext,
  read: ParsedSource,
  options: ImportOptions,
): Promise<ImportResult> {
  const parsed = dropInvalid(ctx, read);
  const scope = getWritableScope(ctx, options.scope);
  const store = await loadStore(ctx);
  const inScope = store.all.filter((m) => m.scope === scope.scope);
  const { graph } = await readGraph(scope.dir);
  const plan = planImport(parsed, inScope, graph, options.update);
  if (!options.dryRun) {
    await assertRealFolders(scope);
    if (scope.scope === 'local') await ensureLocalIgnored(scope.dir);
    await applyPlan(ctx, scope, parsed, plan, new Set(inScope.map((m) => m.id)));
  }
  const { format, source, dryRun } = options;
  return { format, source, scope: scope.scope, dryRun, ...plan, counts: countActions(plan) };
}

/** The error for a format strata cannot import. */
export function unknownFormat(format: string, known: readonly string[]): StrataError {
  return new StrataError('INVALID_ARGUMENT', `format ${JSON.stringify(format)} is not importable`, {
    subject: 'format',
    hint: `use one of ${known.join(', ')}`,
  });
}
