/**
 * The link graph: `graph.json` as an adjacency list with inverse labels. Pure: no I/O.
 */

import { createDict } from './dict.js';
import { StrataError } from './errors.js';

/** One directed, labelled edge. */
export interface Edge {
  target: string;
  label: string;
  timestamp: string;
}

/** `graph.json`: each memory id maps to its outgoing edges. */
export type Graph = Record<string, Edge[]>;

/** A graph with no edges; ids are data, so it has no prototype (see `dict.ts`). */
export function emptyGraph(): Graph {
  return createDict<Edge[]>();
}

/**
 * Which on-disk form a graph was read from; `conflicted`: a file with git conflict markers,
 * read as the three-way union of its sides.
 */
export type GraphFormat = 'adjacency' | 'legacy' | 'empty' | 'conflicted';

/** Labels and their inverses; a label not listed here is its own inverse. */
const INVERSE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['implements', 'implemented-by'],
  ['supersedes', 'superseded-by'],
  ['part-of', 'has-part'],
  ['depends-on', 'depended-on-by'],
  ['derived-from', 'source-of'],
  ['caused-by', 'causes'],
  ['fixes', 'fixed-by'],
  ['blocks', 'blocked-by'],
  ['references', 'referenced-by'],
];

const INVERSES = new Map<string, string>(
  INVERSE_PAIRS.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

/** The default label for a link made in frontmatter. */
export const DEFAULT_LABEL = 'relates-to';

/** The label of the reverse edge: `implements` → `implemented-by`; symmetric labels map to themselves. */
export function inverseLabel(label: string): string {
  return INVERSES.get(label) ?? label;
}

/** True when `label` is a usable edge label: a short kebab-case word. */
export function isEdgeLabel(label: unknown): label is string {
  return typeof label === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(label);
}

function invalidGraph(file: string, reason: string): StrataError {
  return new StrataError('INVALID_GRAPH', `${file}: ${reason}`, {
    subject: file,
    hint: 'fix graph.json by hand, or delete it and run `strata reindex` to rebuild it from frontmatter links',
  });
}

function readEdge(value: unknown, file: string, where: string): Edge {
  const e = value as Record<string, unknown> | null;
  if (!e || typeof e !== 'object' || typeof e.target !== 'string') {
    throw invalidGraph(file, `${where} is not an edge {target, label, timestamp}`);
  }
  const label = typeof e.label === 'string' ? e.label : DEFAULT_LABEL;
  const timestamp = typeof e.timestamp === 'string' ? e.timestamp : '';
  return { target: e.target, label, timestamp };
}

/**
 * The older form's edges, each with its inverse, one per ordered pair (the later wins, in
 * the place of the first), as {@link addEdge} would leave them. Keyed maps, not a search
 * of each id's list per edge: a file from any pull request is read in linear time, however
 * many edges one id has.
 */
function readLegacy(value: Record<string, unknown>, file: string): Graph {
  const edges = value.edges;
  if (!Array.isArray(edges)) throw invalidGraph(file, '"edges" must be a list');
  const byId = new Map<string, Map<string, Edge>>();
  const put = (from: string, edge: Edge) => {
    const targets = byId.get(from) ?? new Map<string, Edge>();
    byId.set(from, targets);
    targets.set(edge.target, edge);
  };
  if (Array.isArray(value.nodes)) {
    for (const node of value.nodes) {
      const id = typeof node === 'string' ? node : (node as { id?: unknown } | null)?.id;
      if (typeof id === 'string' && !byId.has(id)) byId.set(id, new Map());
    }
  }
  edges.forEach((raw, i) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const source = e.source ?? e.from;
    const target = e.target ?? e.to;
    if (typeof source !== 'string' || typeof target !== 'string') {
      throw invalidGraph(file, `edges[${i}] needs a source and a target`);
    }
    const label = [e.label, e.type, e.relation].find((l) => typeof l === 'string') as
      | string
      | undefined;
    const timestamp = [e.timestamp, e.created].find((t) => typeof t === 'string') as
      | string
      | undefined;
    const kind = label ?? DEFAULT_LABEL;
    put(source, { target, label: kind, timestamp: timestamp ?? '' });
    put(target, { target: source, label: inverseLabel(kind), timestamp: timestamp ?? '' });
  });
  const graph = emptyGraph();
  for (const [id, targets] of byId) graph[id] = [...targets.values()];
  return graph;
}

/** `{nodes, edges}`; careful, since a memory could be called "edges" in an adjacency list. */
function isLegacyForm(record: Record<string, unknown>): boolean {
  const edges = record.edges;
  if (!Array.isArray(edges)) return false;
  if (Array.isArray(record.nodes)) return true;
  return edges.every((e) => e && typeof e === 'object' && ('source' in e || 'from' in e));
}

/**
 * Reads `graph.json` text in either form: the adjacency list, or the older
 * `{nodes, edges}` form (turned into an adjacency list with inverse edges added).
 */
export function parseGraph(text: string, file: string): { graph: Graph; format: GraphFormat } {
  if (text.trim() === '') return { graph: emptyGraph(), format: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidGraph(file, `is not valid JSON (${(error as Error).message})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidGraph(file, 'must be a JSON object');
  }
  const record = value as Record<string, unknown>;
  if (isLegacyForm(record)) {
    return { graph: readLegacy(record, file), format: 'legacy' };
  }
  const graph = emptyGraph();
  for (const [id, edges] of Object.entries(record)) {
    if (!Array.isArray(edges)) throw invalidGraph(file, `"${id}" must map to a list of edges`);
    graph[id] = edges.map((e, i) => readEdge(e, file, `"${id}"[${i}]`));
  }
  return { graph, format: 'adjacency' };
}

/**
 * Serialises a graph in its canonical form: ids sorted, each id's edges sorted by target,
 * one edge per line with its keys sorted. Two people's changes then touch different
 * lines, so git merges them without conflict more often, and diffs stay small.
 */
export function serializeGraph(graph: Graph): string {
  const blocks: string[] = [];
  for (const id of Object.keys(graph).sort()) {
    const edges = [...(graph[id] ?? [])].sort((a, b) =>
      a.target === b.target ? a.label.localeCompare(b.label) : a.target < b.target ? -1 : 1,
    );
    if (!edges.length) continue;
    const lines = edges.map(
      (e) => `    ${JSON.stringify({ label: e.label, target: e.target, timestamp: e.timestamp })}`,
    );
    blocks.push(`  ${JSON.stringify(id)}: [\n${lines.join(',\n')}\n  ]`);
  }
  return blocks.length ? `{\n${blocks.join(',\n')}\n}\n` : '{}\n';
}

function upsert(graph: Graph, from: string, edge: Edge): void {
  const edges = graph[from] ?? [];
  graph[from] = edges;
  const existing = edges.findIndex((e) => e.target === edge.target);
  if (existing >= 0) edges[existing] = edge;
  else edges.push(edge);
}

/** Adds `from → to` with `label` and `to → from` with the inverse label. One edge per ordered pair. */
export function addEdge(
  graph: Graph,
  from: string,
  to: string,
  label: string,
  timestamp: string,
): void {
  upsert(graph, from, { target: to, label, timestamp });
  upsert(graph, to, { target: from, label: inverseLabel(label), timestamp });
}

/** Removes both directions between `a` and `b`. Returns true when anything was removed. */
export function removeEdge(graph: Graph, a: string, b: string): boolean {
  let removed = false;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const edges = graph[from];
    if (!edges) continue;
    const kept = edges.filter((e) => e.target !== to);
    removed ||= kept.length !== edges.length;
    if (kept.length) graph[from] = kept;
    else delete graph[from];
  }
  return removed;
}

/** The edge from `from` to `to`, if any. */
export function findEdge(graph: Graph, from: string, to: string): Edge | undefined {
  return graph[from]?.find((e) => e.target === to);
}

/** A place where frontmatter links and the graph disagree. */
export interface GraphDisagreement {
  from: string;
  to: string;
  /** `missing-edge`: in frontmatter, not in the graph; `missing-link`: in the graph only. */
  kind: 'missing-edge' | 'missing-link';
}

/**
 * Compares frontmatter links with graph edges. A link in either memory's frontmatter
 * accounts for the edges both ways, since a person usually writes it on one side only.
 */
export function compareLinks(
  links: ReadonlyMap<string, readonly string[]>,
  graph: Graph,
): GraphDisagreement[] {
  const linked = new Set<string>();
  for (const [from, targets] of links) for (const to of targets) linked.add(`${from}\u0000${to}`);
  const out: GraphDisagreement[] = [];
  for (const [from, targets] of links) {
    for (const to of targets)
      if (!findEdge(graph, from, to)) out.push({ from, to, kind: 'missing-edge' });
  }
  for (const [from, edges] of Object.entries(graph)) {
    if (!links.has(from)) continue;
    for (const e of edges) {
      if (!links.has(e.target)) continue;
      if (!linked.has(`${from}\u0000${e.target}`) && !linked.has(`${e.target}\u0000${from}`)) {
        out.push({ from, to: e.target, kind: 'missing-link' });
      }
    }
  }
  return out;
}
