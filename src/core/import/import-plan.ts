/**
 * Importing from other memory systems, the part that needs no I/O: what a parsed source
 * holds, and the plan that compares it with the store (create, skip, changed, update).
 * An imported memory carries `source: <format>:<key>` and `source_hash`, so a second
 * import recognises it and only a change in the source makes a difference.
 */
import { findEdge, type Graph, isEdgeLabel } from '../graph.js';
import { isNewMemoryId, type Memory, type MemoryType } from '../memory.js';
import type { ScopeName } from '../scope.js';
import { sha256Hex } from '../sha256.js';
import { createMemoryId, slugify, withSuffix } from '../slug.js';

/** One memory a source holds. */
export interface ImportEntry {
  /** `<format>:<key>`, stable across imports (an entity name, a permalink, a file#section). */
  origin: string;
  /** A known type, or a custom one a source store already uses (kept as it is). */
  type: MemoryType;
  title: string;
  body: string;
  tags: string[];
  status?: string;
  /** The id the source gives it, kept when it is a valid new id and free. */
  id?: string;
  /** The scope it goes to; absent: the scope the import names. */
  scope?: ScopeName;
  /** More frontmatter fields to copy over as they are (`severity`, `created`, …). */
  extra?: Record<string, unknown>;
  /** Where the entry was read, for messages. */
  file: string;
  line?: number;
}

/** One labelled relation between two entries, named by their origins. */
export interface ImportRelation {
  from: string;
  to: string;
  label: string;
  file: string;
  line?: number;
}

/** Input that could not be imported; the rest still is. */
export interface ImportProblem {
  file: string;
  line?: number;
  message: string;
}

/** What a parser found in a source. */
export interface ParsedSource {
  entries: ImportEntry[];
  relations: ImportRelation[];
  problems: ImportProblem[];
}

/** What happens to one entry. */
export type MemoryAction = 'create' | 'skip' | 'changed' | 'update';

/** One entry's fate. */
export interface PlannedMemory {
  origin: string;
  id: string;
  title: string;
  type: string;
  scope: ScopeName;
  action: MemoryAction;
  hash: string;
  /** Present for entries already in the store. */
  path?: string;
}

/** One relation's fate: `add` writes it, `skip` finds it already there. */
export interface PlannedEdge {
  from: string;
  to: string;
  label: string;
  action: 'add' | 'skip';
  /** The scope whose graph holds it; an edge between two scopes is written to both graphs. */
  scope: ScopeName;
  /** The other end's scope, when it is not `scope`. */
  toScope?: ScopeName;
}

/** A relation whose other end the source does not hold (basic-memory allows these). */
export interface UnresolvedRelation {
  from: string;
  target: string;
  file: string;
  line?: number;
}

/** The whole plan, as `--dry-run --json` prints it. */
export interface ImportPlan {
  memories: PlannedMemory[];
  edges: PlannedEdge[];
  unresolved: UnresolvedRelation[];
  problems: ImportProblem[];
}

/** A short, stable hash of everything an entry writes. */
export function hashEntry(entry: ImportEntry): string {
  const content: unknown[] = [
    entry.type,
    entry.title,
    entry.body,
    entry.tags,
    entry.status ?? null,
  ];
  // Only formats that carry extra fields hash them, so older imports keep their hashes.
  if (entry.extra) content.push(entry.extra);
  return sha256Hex(JSON.stringify(content)).slice(0, 16);
}

/** A relation name as an edge label: `works_at` → `works-at`; unusable names → `relates-to`. */
export function toEdgeLabel(name: string): string {
  const label = slugify(name).slice(0, 40).replace(/-+$/, '');
  return isEdgeLabel(label) ? label : 'relates-to';
}

function planEntry(
  entry: ImportEntry,
  scope: ScopeName,
  existing: Memory | undefined,
  taken: Set<string>,
  update: boolean,
): PlannedMemory {
  const hash = hashEntry(entry);
  const base = { origin: entry.origin, title: entry.title, type: entry.type, scope, hash };
  if (existing) {
    const same = existing.fields.source_hash === hash;
    const action = same ? 'skip' : update ? 'update' : 'changed';
    return { ...base, id: existing.id, action, path: existing.path };
  }
  const first = isNewMemoryId(entry.id) ? entry.id : createMemoryId(entry.type, entry.title);
  let id = first as string;
  for (let n = 1; taken.has(id); n++) id = withSuffix(first, n);
  taken.add(id);
  return { ...base, id, action: 'create' };
}

/** What the plan needs to know of one target scope. */
export interface ScopeState {
  memories: readonly Memory[];
  graph: Graph;
}

function planMemories(
  source: ParsedSource,
  scopes: ReadonlyMap<ScopeName, ScopeState>,
  fallback: ScopeName,
  update: boolean,
): PlannedMemory[] {
  const byOrigin = new Map<string, Memory>();
  const taken = new Map<ScopeName, Set<string>>();
  for (const [name, state] of scopes) {
    taken.set(name, new Set(state.memories.map((m) => m.id)));
    for (const m of state.memories)
      if (typeof m.fields.source === 'string') byOrigin.set(`${name} ${m.fields.source}`, m);
  }
  return source.entries.map((e) => {
    const scope = e.scope ?? fallback;
    const ids = taken.get(scope) ?? new Set<string>();
    taken.set(scope, ids);
    return planEntry(e, scope, byOrigin.get(`${scope} ${e.origin}`), ids, update);
  });
}

function hasEdge(state: ScopeState | undefined, from: string, to: string, label: string): boolean {
  return state !== undefined && findEdge(state.graph, from, to)?.label === label;
}

/**
 * Compares `source` with the memories and graphs of the scopes it goes to. Entries are
 * matched by their `source` field within their scope, never by title, so renaming a
 * memory after import does not make a second copy.
 */
export function planImportScopes(
  source: ParsedSource,
  scopes: ReadonlyMap<ScopeName, ScopeState>,
  fallback: ScopeName,
  update: boolean,
): ImportPlan {
  const memories = planMemories(source, scopes, fallback, update);
  const byOrigin = new Map(memories.map((m) => [m.origin, m]));
  const unresolved: UnresolvedRelation[] = [];
  const edges: PlannedEdge[] = [];
  for (const r of source.relations) {
    const from = byOrigin.get(r.from);
    const to = byOrigin.get(r.to);
    if (!from || !to) {
      const target = (from ? r.to : r.from).replace(/^[a-z-]+:/, '');
      unresolved.push({ from: from?.id ?? r.from, target, file: r.file, line: r.line });
      continue;
    }
    if (from.id === to.id && from.scope === to.scope) continue;
    const there =
      hasEdge(scopes.get(from.scope), from.id, to.id, r.label) &&
      hasEdge(scopes.get(to.scope), from.id, to.id, r.label);
    const edge: PlannedEdge = {
      from: from.id,
      to: to.id,
      label: r.label,
      action: there ? 'skip' : 'add',
      scope: from.scope,
    };
    if (to.scope !== from.scope) edge.toScope = to.scope;
    edges.push(edge);
  }
  return { memories, edges, unresolved, problems: [...source.problems] };
}
