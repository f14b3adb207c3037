/**
 * Importing from other memory systems, the part that needs no I/O: what a parsed source
 * holds, and the plan that compares it with the store (create, skip, changed, update).
 * An imported memory carries `source: <format>:<key>` and `source_hash`, so a second
 * import recognises it and only a change in the source makes a difference.
 */
import { findEdge, type Graph, isEdgeLabel } from './graph.js';
import type { KnownMemoryType, Memory } from './memory.js';
import { sha256Hex } from './sha256.js';
import { createMemoryId, slugify, withSuffix } from './slug.js';

/** One memory a source holds. */
export interface ImportEntry {
  /** `<format>:<key>`, stable across imports (an entity name, a permalink, a file#section). */
  origin: string;
  type: KnownMemoryType;
  title: string;
  body: string;
  tags: string[];
  status?: string;
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
  const content = [entry.type, entry.title, entry.body, entry.tags, entry.status ?? null];
  return sha256Hex(JSON.stringify(content)).slice(0, 16);
}

/** A relation name as an edge label: `works_at` → `works-at`; unusable names → `relates-to`. */
export function toEdgeLabel(name: string): string {
  const label = slugify(name).slice(0, 40).replace(/-+$/, '');
  return isEdgeLabel(label) ? label : 'relates-to';
}

function planEntry(
  entry: ImportEntry,
  existing: Memory | undefined,
  taken: Set<string>,
  update: boolean,
): PlannedMemory {
  const hash = hashEntry(entry);
  const base = { origin: entry.origin, title: entry.title, type: entry.type, hash };
  if (existing) {
    const same = existing.fields.source_hash === hash;
    const action = same ? 'skip' : update ? 'update' : 'changed';
    return { ...base, id: existing.id, action, path: existing.path };
  }
  const first = createMemoryId(entry.type, entry.title);
  let id = first as string;
  for (let n = 1; taken.has(id); n++) id = withSuffix(first, n);
  taken.add(id);
  return { ...base, id, action: 'create' };
}

/**
 * Compares `source` with the memories of the target scope and its graph. Entries are
 * matched by their `source` field, never by title, so renaming a memory after import
 * does not make a second copy.
 */
export function planImport(
  source: ParsedSource,
  scopeMemories: readonly Memory[],
  graph: Graph,
  update: boolean,
): ImportPlan {
  const byOrigin = new Map<string, Memory>();
  for (const m of scopeMemories) {
    if (typeof m.fields.source === 'string') byOrigin.set(m.fields.source, m);
  }
  const taken = new Set<string>(scopeMemories.map((m) => m.id));
  const memories = source.entries.map((e) => planEntry(e, byOrigin.get(e.origin), taken, update));
  const idOf = new Map(memories.map((m) => [m.origin, m.id]));
  const unresolved: UnresolvedRelation[] = [];
  const edges: PlannedEdge[] = [];
  for (const r of source.relations) {
    const from = idOf.get(r.from);
    const to = idOf.get(r.to);
    if (!from || !to) {
      const target = (from ? r.to : r.from).replace(/^[a-z-]+:/, '');
      unresolved.push({ from: from ?? r.from, target, file: r.file, line: r.line });
      continue;
    }
    if (from === to) continue;
    const there = findEdge(graph, from, to)?.label === r.label;
    edges.push({ from, to, label: r.label, action: there ? 'skip' : 'add' });
  }
  return { memories, edges, unresolved, problems: [...source.problems] };
}
