/**
 * Creating a memory: validated input → a new file (exclusive create, so two writers never
 * share an id) → graph edges for its links. With links, the graph's lock is taken and the
 * graph read before the file is written, and a failed graph write removes the file again.
 */
import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { isStrataError, StrataError } from '../core/errors.js';
import { serializeDocument } from '../core/frontmatter.js';
import { addEdge, DEFAULT_LABEL } from '../core/graph.js';
import type { Memory, MemoryId } from '../core/memory.js';
import type { ScopeName } from '../core/scope.js';
import { createMemoryId, withSuffix } from '../core/slug.js';
import { isoSeconds } from '../core/time.js';
import { readGraph, updateHeldGraph } from '../storage/graph-store.js';
import { getWritableScope, loadStore, type StoreContext } from '../storage/load-store.js';
import { ensureLocalIgnored } from '../storage/local-ignore.js';
import { withGraphLocks } from '../storage/lock-set.js';
import { assertRealFolders, resolveInside } from '../storage/safe-path.js';
import { readMemoryFile } from '../storage/scan.js';
import type { ScopeDir } from '../storage/scope-dir.js';
import { createScopeFile } from '../storage/scope-write.js';
import * as check from './validate-input.js';

/** What a new memory is made of. Unchecked: values may come from a person or a model. */
export interface RememberInput {
  type: unknown;
  title: unknown;
  body: unknown;
  scope: ScopeName;
  tags?: unknown;
  /** Other ways someone would ask for it (see core/aliases.ts). */
  aliases?: unknown;
  links?: unknown;
  severity?: unknown;
  filePatterns?: unknown;
  commandPatterns?: unknown;
  status?: unknown;
  /** Extra string fields written after the known ones (e.g. where a draft came from). */
  extraFields?: Readonly<Record<string, string>>;
}

/** The folder new files go to: `permanent/`/`temporary/` when the store already uses them. */
export function folderFor(scope: ScopeDir, type: string): string {
  if (type === 'breadcrumb' && existsSync(path.join(scope.dir, 'temporary'))) return 'temporary';
  if (existsSync(path.join(scope.dir, 'permanent'))) return 'permanent';
  return '';
}

function buildFields(id: MemoryId, input: RememberInput, stamp: string): Record<string, unknown> {
  const type = check.checkType(input.type);
  const links = check.checkLinks(input.links);
  const aliases = input.aliases === undefined ? [] : check.checkAliases(input.aliases);
  return {
    id,
    title: check.checkTitle(input.title),
    type,
    tags: check.checkTags(input.tags),
    aliases: aliases.length ? aliases : undefined,
    created: stamp,
    updated: stamp,
    links: links.length ? links : undefined,
    severity: input.severity === undefined ? undefined : check.checkSeverity(input.severity),
    file_patterns:
      input.filePatterns === undefined ? undefined : check.checkFilePatterns(input.filePatterns),
    command_patterns:
      input.commandPatterns === undefined
        ? undefined
        : check.checkCommandPatterns(input.commandPatterns),
    status: typeof input.status === 'string' ? input.status : undefined,
    ...input.extraFields,
  };
}

/**
 * Every check of {@link remember} that needs no store read: the fields and whether the
 * scope may be written. Callers run it before anything slow (a search, a model probe), so
 * a person hears about a typo before a notice about Ollama.
 */
export function checkRememberInput(ctx: StoreContext, input: RememberInput): void {
  getWritableScope(ctx, input.scope);
  check.checkBody(input.body ?? '', ctx.read.maxFileBytes);
  buildFields(
    createMemoryId(check.checkType(input.type), check.checkTitle(input.title)),
    input,
    '',
  );
}

/** Writes the file under the first free id `base`, `base-1`, … and returns its relative path. */
export async function createUnderFreeId(
  scope: ScopeDir,
  folder: string,
  base: MemoryId,
  taken: ReadonlySet<string>,
  render: (id: MemoryId) => string,
): Promise<string> {
  for (let n = 0; n < 1000; n++) {
    const id = withSuffix(base, n);
    if (taken.has(id)) continue;
    const rel = folder ? `${folder}/${id}.md` : `${id}.md`;
    try {
      await createScopeFile(scope, resolveInside(scope.dir, rel), render(id));
      return rel;
    } catch (error) {
      if (!isStrataError(error, 'ALREADY_EXISTS')) throw error;
    }
  }
  throw new StrataError('ALREADY_EXISTS', `no free id near "${base}"`, {
    hint: 'choose a more specific title',
  });
}

/** Creates a memory and returns it as read back from disk. */
export async function remember(ctx: StoreContext, input: RememberInput): Promise<Memory> {
  const scope = getWritableScope(ctx, input.scope);
  const body = check.checkBody(input.body ?? '', ctx.read.maxFileBytes);
  const base = createMemoryId(check.checkType(input.type), check.checkTitle(input.title));
  const stamp = isoSeconds(ctx.now());
  const fields = buildFields(base, input, stamp);
  const store = await loadStore(ctx);
  const known = new Set<string>(store.all.map((m) => m.id));
  const missing = (fields.links as string[] | undefined)?.find((l) => !known.has(l));
  if (missing) {
    throw new StrataError('NOT_FOUND', `links: no memory with id "${missing}"`, {
      subject: 'links',
      hint: 'link to existing ids (see `strata list`)',
    });
  }
  await assertRealFolders(scope);
  if (scope.scope === 'local') await ensureLocalIgnored(scope.dir);
  const taken = new Set(store.all.filter((m) => m.scope === scope.scope).map((m) => m.id));
  const write = () =>
    createUnderFreeId(scope, folderFor(scope, String(fields.type)), base, taken, (id) =>
      serializeDocument({ ...fields, id }, body),
    );
  if (!(fields.links as string[] | undefined)?.length) return readBack(ctx, scope, await write());
  return writeWithEdges(ctx, scope, write, stamp);
}

/**
 * With links the graph is read (and so checked) under its lock before the file is
 * written, so a broken graph.json refuses the save with nothing written; a graph write
 * that fails removes the file again: answering "failed" means nothing was saved.
 */
async function writeWithEdges(
  ctx: StoreContext,
  scope: ScopeDir,
  write: () => Promise<string>,
  stamp: string,
): Promise<Memory> {
  return withGraphLocks([scope.dir], async () => {
    await readGraph(scope.dir);
    const memory = await readBack(ctx, scope, await write());
    try {
      await updateHeldGraph(scope.dir, (graph) => {
        for (const target of memory.links) addEdge(graph, memory.id, target, DEFAULT_LABEL, stamp);
        return true;
      });
    } catch (error) {
      await unlink(memory.path).catch(() => {});
      throw error;
    }
    return memory;
  });
}

/**
 * The new file read back as a memory. One that does not read back is removed before the
 * error is thrown: a refused save leaves nothing behind for a retry to step around.
 */
async function readBack(ctx: StoreContext, scope: ScopeDir, rel: string): Promise<Memory> {
  try {
    const memory = await readMemoryFile(scope, rel, ctx.read);
    if (!memory)
      throw new StrataError('IO_ERROR', `${rel} was written but does not read back as a memory`);
    return memory;
  } catch (error) {
    await unlink(resolveInside(scope.dir, rel)).catch(() => {});
    throw error;
  }
}
