/**
 * The origin memory plugin's store (claude-memory-plugin): a scope folder holding
 * `permanent/` and `temporary/` markdown memories (frontmatter `id`, `title`, `type`,
 * `scope`, `tags`, `links`, `severity`, …) and a `graph.json` in the `{nodes, edges}` form,
 * each edge `{source, target, label | relation}`. Pure: the caller lists and reads files.
 */
import { parseDocument } from '../frontmatter.js';
import type { ScopeName } from '../scope.js';
import type { ImportEntry, ImportRelation, ParsedSource } from './import-plan.js';
import { toEdgeLabel } from './import-plan.js';

/** The prefix of the `source` field of memories imported from this format. */
export const ORIGIN_FORMAT = 'origin';

/** One memory file of an origin scope folder. */
export interface OriginNote {
  /** Path for messages. */
  file: string;
  /** The file name without `.md`, the id when the frontmatter has none. */
  name: string;
  text: string;
}

/** One scope folder of an origin store, read. */
export interface OriginFolder {
  /** `project` for `.claude/memory`, `local` for its `local/` folder. */
  scope: 'project' | 'local';
  notes: OriginNote[];
  /** `graph.json`, when the folder has one. */
  graph?: { file: string; text: string };
  /** Put every memory in the scope the import names instead of the one each records. */
  ignoreScopes: boolean;
}

/** Fields that become strata's own, not copied as they are. */
const OWN_FIELDS = new Set(['id', 'title', 'type', 'tags', 'links', 'scope', 'status']);
const STRATA_FIELDS = new Set(['source', 'source_hash', 'embedding']);
const TAG = /^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,49}$/u;

function readTags(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  const tags = list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => TAG.test(t));
  return [...new Set(tags)].slice(0, 50);
}

function readExtra(data: Record<string, unknown>): Record<string, unknown> | undefined {
  const extra = Object.entries(data).filter(([k]) => !OWN_FIELDS.has(k) && !STRATA_FIELDS.has(k));
  return extra.length ? Object.fromEntries(extra) : undefined;
}

/**
 * The scope a memory goes to. A memory in the `local/` folder stays local (its owner kept
 * it out of git); elsewhere its `scope` field decides, since the origin records it on
 * every memory, and the folder's scope stands in when the field is missing.
 */
function chooseScope(folder: OriginFolder, field: unknown): ScopeName | 'enterprise' {
  if (folder.scope === 'local') return 'local';
  if (field === 'local' || field === 'project' || field === 'global' || field === 'enterprise')
    return field;
  return folder.scope;
}

/** The origin of a memory: its id, below `local/` for the local folder. */
function originOf(folder: OriginFolder, id: string): string {
  return `${ORIGIN_FORMAT}:${folder.scope === 'local' ? 'local/' : ''}${id}`;
}

type NoteResult = { entry?: ImportEntry; links: string[]; problem?: string };

function readNote(folder: OriginFolder, note: OriginNote): NoteResult {
  const { data, body } = parseDocument(note.text, note.file);
  if (typeof data.type !== 'string') return { links: [] }; // not a memory, as strata reads it
  const id = typeof data.id === 'string' && data.id.trim() ? data.id.trim() : note.name;
  const scope = chooseScope(folder, data.scope);
  if (scope === 'enterprise' && !folder.ignoreScopes)
    return { links: [], problem: `"${id}" is an enterprise memory; import it with --scope` };
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim() : heading;
  const entry: ImportEntry = {
    origin: originOf(folder, id),
    id,
    type: data.type.trim().toLowerCase(),
    title: title || id,
    body: body.replace(/^\s*\n/, ''),
    tags: readTags(data.tags),
    status: typeof data.status === 'string' ? data.status : undefined,
    extra: readExtra(data),
    file: note.file,
  };
  if (!folder.ignoreScopes) entry.scope = scope as ScopeName;
  const links = Array.isArray(data.links) ? data.links.filter((l) => typeof l === 'string') : [];
  return { entry, links };
}

/** `graph.json` edges as relations between origins; a broken graph is one problem. */
function readGraphEdges(folder: OriginFolder, out: ParsedSource): ImportRelation[] {
  if (!folder.graph) return [];
  const { file, text } = folder.graph;
  let edges: unknown;
  try {
    edges = (JSON.parse(text) as { edges?: unknown } | null)?.edges;
  } catch {
    out.problems.push({ file, message: 'is not JSON; its edges were not imported' });
    return [];
  }
  if (!Array.isArray(edges)) return [];
  const relations: ImportRelation[] = [];
  for (const raw of edges) {
    const e = (raw ?? {}) as Record<string, unknown>;
    if (typeof e.source !== 'string' || typeof e.target !== 'string') continue;
    const name = [e.label, e.relation, e.type].find((l) => typeof l === 'string') as string;
    const label = toEdgeLabel(name ?? 'relates-to');
    relations.push({
      from: originOf(folder, e.source),
      to: originOf(folder, e.target),
      label,
      file,
    });
  }
  return relations;
}

/** Keeps one relation per pair of memories: the first with a specific label, else the first. */
export function dedupeRelations(relations: readonly ImportRelation[]): ImportRelation[] {
  const byPair = new Map<string, ImportRelation>();
  for (const r of relations) {
    const key = [r.from, r.to].sort().join('\u0000');
    const seen = byPair.get(key);
    if (!seen || (seen.label === 'relates-to' && r.label !== 'relates-to')) byPair.set(key, r);
  }
  return [...byPair.values()];
}

/**
 * Parses one scope folder: its memories, its graph's edges (labels kept, as strata
 * labels), and frontmatter `links` the graph lacks (as `relates-to`). An edge to a memory
 * the folder does not hold stays in the relations; the plan reports it as unresolved.
 */
export function parseOriginFolder(folder: OriginFolder): ParsedSource {
  const out: ParsedSource = { entries: [], relations: [], problems: [] };
  const linked: ImportRelation[] = [];
  const seen = new Set<string>();
  for (const note of folder.notes) {
    try {
      const { entry, links, problem } = readNote(folder, note);
      if (problem) out.problems.push({ file: note.file, message: problem });
      if (!entry) continue;
      if (seen.has(entry.origin)) {
        out.problems.push({ file: note.file, message: `repeats the id "${entry.id}"; skipped` });
        continue;
      }
      seen.add(entry.origin);
      out.entries.push(entry);
      for (const to of links)
        linked.push({
          from: entry.origin,
          to: originOf(folder, to),
          label: 'relates-to',
          file: note.file,
        });
    } catch (error) {
      const message = (error as Error).message
        .replace(/^strata: /, '')
        .replace(`${note.file}: `, '');
      out.problems.push({ file: note.file, message });
    }
  }
  out.relations = dedupeRelations([...readGraphEdges(folder, out), ...linked]);
  return out;
}
