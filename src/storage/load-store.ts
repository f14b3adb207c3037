/**
 * Loading the whole store (all scopes merged) and finding memories in it.
 */
import path from 'node:path';
import { type Problem, StrataError } from '../core/errors.js';
import type { Memory } from '../core/memory.js';
import { isMemoryId } from '../core/memory.js';
import { resolveShadowing, type ScopeName } from '../core/scope.js';
import { didYouMean } from '../core/suggest.js';
import { type ReadOptions, scanScope } from './scan.js';
import type { ScopeDir } from './scope/scope-dir.js';

/** What every service needs: the scopes in force, read limits and a clock. */
export interface StoreContext {
  /** Scope directories, most specific first. */
  scopes: readonly ScopeDir[];
  read: ReadOptions;
  now: () => Date;
}

/** Every scope read and merged. */
export interface LoadedStore {
  /** Every memory of every scope, archived ones included. */
  all: Memory[];
  /** What wins for each id (most specific scope). */
  visible: Memory[];
  shadowed: Array<{ item: Memory; by: ScopeName }>;
  problems: Problem[];
}

function isNamedAfterId(m: Memory): boolean {
  return path.basename(m.path, '.md') === m.id;
}

/**
 * Live files of one scope sharing an id, the one named after it (`<id>.md`) first: that is
 * the memory every command answers with, and a hand-made file reusing its id is the one
 * `verify` names, whichever the scan listed first. Other files keep their order.
 */
export function preferNamedFiles(all: readonly Memory[]): Memory[] {
  const groups = new Map<string, number[]>();
  all.forEach((m, i) => {
    if (m.archived) return;
    const key = `${m.scope}\u0000${m.id}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out = [...all];
  for (const places of groups.values()) {
    if (places.length < 2) continue;
    const items = places.map((i) => all[i]!);
    const ordered = [...items.filter(isNamedAfterId), ...items.filter((m) => !isNamedAfterId(m))];
    places.forEach((place, j) => {
      out[place] = ordered[j]!;
    });
  }
  return out;
}

/** Reads every scope. Broken files become problems; the rest load. */
export async function loadStore(ctx: StoreContext): Promise<LoadedStore> {
  const scans = await Promise.all(ctx.scopes.map((s) => scanScope(s, ctx.read)));
  const all = preferNamedFiles(scans.flatMap((s) => s.memories));
  const { visible, shadowed } = resolveShadowing(all);
  return { all, visible, shadowed, problems: scans.flatMap((s) => s.problems) };
}

/** The scope directory for `name`, or an error saying why it does not apply here. */
export function getScope(ctx: StoreContext, name: ScopeName): ScopeDir {
  const scope = ctx.scopes.find((s) => s.scope === name);
  if (scope) return scope;
  const hint =
    name === 'enterprise'
      ? 'IT sets CLAUDE_MEMORY_ENTERPRISE_PATH in managed-settings.json'
      : name === 'global'
        ? 'the global scope is turned off in config.json (scopes.global)'
        : 'run inside a git repository, or pass --project DIR';
  throw new StrataError('SCOPE_UNAVAILABLE', `the ${name} scope is not available here`, {
    subject: name,
    hint,
  });
}

/** The scope directory for `name`, refusing read-only ones (enterprise without admin). */
export function getWritableScope(ctx: StoreContext, name: ScopeName): ScopeDir {
  const scope = getScope(ctx, name);
  if (name === 'claude') {
    // strata's writers would add strata's fields; this folder keeps Claude Code's format.
    throw new StrataError(
      'READ_ONLY_SCOPE',
      `the claude scope (${scope.dir}) is Claude Code's own memory: strata writes there only to link, edit, forget or promote a note, in Claude Code's format`,
      {
        subject: name,
        hint: 'save to the project or local scope, or promote the note to the project with `strata promote <id>`',
      },
    );
  }
  if (name === 'instructions') {
    throw new StrataError(
      'READ_ONLY_SCOPE',
      "the instructions scope is the project's CLAUDE.md files and .claude/rules: strata reads them, never writes them",
      { subject: name, hint: 'edit those files yourself, or save to the project or local scope' },
    );
  }
  if (scope.readOnly) {
    throw new StrataError('READ_ONLY_SCOPE', `the ${name} scope (${scope.dir}) is read-only`, {
      subject: name,
      hint: 'enterprise memories are managed by administrators: rerun with --admin (or STRATA_ADMIN=1) if you are one',
    });
  }
  return scope;
}

/** Refuses ids that could be paths before they reach the file system. */
export function assertMemoryId(id: unknown, field = 'id'): asserts id is string {
  if (!isMemoryId(id)) {
    throw new StrataError('INVALID_ID', `${field} ${JSON.stringify(id)} is not a memory id`, {
      subject: field,
      hint: 'a memory id is a slug like decision-use-postgres (no slashes or dots)',
    });
  }
}

/** A file that did not load and is named like memory `id` (`<id>.md`), if any. */
function findBrokenFile(store: LoadedStore, id: string): Problem | undefined {
  return store.problems.find((p) => path.basename(p.path) === `${id}.md`);
}

/**
 * Finds a memory by id: the visible one, or the one in `scope` when given. Archived
 * memories are found too, so links to them can still be followed.
 */
export function findMemory(store: LoadedStore, id: string, scope?: ScopeName): Memory {
  assertMemoryId(id);
  const found = scope
    ? store.all.find((m) => m.id === id && m.scope === scope)
    : store.visible.find((m) => m.id === id);
  if (!found) {
    const broken = findBrokenFile(store, id);
    if (broken) {
      throw new StrataError(
        broken.code,
        `the file of "${id}" is broken: ${broken.message.replace(/^strata: /, '')}`,
        { subject: broken.path, hint: `fix ${broken.path}, then check it with strata verify` },
      );
    }
    throw new StrataError(
      'NOT_FOUND',
      `no memory with id "${id}"${scope ? ` in the ${scope} scope` : ''}`,
      {
        subject: id,
        hint: `${suggestIds(store, id, scope)}list ids with \`strata list\`, or search with \`strata search <words>\``,
      },
    );
  }
  return found;
}

/** Most ids a "did you mean" names. */
const MAX_SUGGESTED = 3;

/** The ids of the store (in `scope`, when given) that start with `prefix`, sorted. */
export function findIdsByPrefix(store: LoadedStore, prefix: string, scope?: ScopeName): string[] {
  const pool = scope ? store.all.filter((m) => m.scope === scope) : store.all;
  return [...new Set(pool.filter((m) => m.id.startsWith(prefix)).map((m) => m.id))].sort();
}

/** `did you mean …? ` naming the ids that start with `id`, else the nearest one; or ''. */
function suggestIds(store: LoadedStore, id: string, scope?: ScopeName): string {
  const started = findIdsByPrefix(store, id, scope);
  if (started.length > 0) {
    const named = started.slice(0, MAX_SUGGESTED).join(', ');
    const more = started.length > MAX_SUGGESTED ? ` (${started.length} ids start so)` : '';
    return `did you mean ${named}${more}? `;
  }
  const pool = scope ? store.all.filter((m) => m.scope === scope) : store.all;
  return didYouMean(
    id,
    pool.map((m) => m.id),
  );
}
