/**
 * Writes memory files and graph.json by hand, the way a person or an older store would,
 * so a test controls every field and edge.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Graph, parseGraph } from '../../src/core/graph.js';

/** Fields of a hand-written memory. */
export interface MemorySpec {
  type?: string;
  title?: string;
  tags?: string[];
  links?: string[];
  filePatterns?: string[];
  commandPatterns?: string[];
  extra?: string;
  body?: string;
}

/** Writes `<dir>/<id>.md` and returns its path. */
export function writeMemory(dir: string, id: string, spec: MemorySpec = {}): string {
  const lines = [
    '---',
    `id: ${id}`,
    `title: ${spec.title ?? id.replace(/-/g, ' ')}`,
    `type: ${spec.type ?? id.split('-')[0]}`,
    `tags: [${(spec.tags ?? []).join(', ')}]`,
    'created: "2026-01-01T00:00:00Z"',
    'updated: "2026-01-01T00:00:00Z"',
  ];
  if (spec.links) lines.push(`links: [${spec.links.join(', ')}]`);
  if (spec.filePatterns)
    lines.push(`file_patterns: [${spec.filePatterns.map((p) => JSON.stringify(p)).join(', ')}]`);
  if (spec.commandPatterns)
    lines.push(
      `command_patterns: [${spec.commandPatterns.map((p) => JSON.stringify(p)).join(', ')}]`,
    );
  if (spec.extra) lines.push(spec.extra);
  lines.push('---', '', spec.body ?? `Body of ${id}.`, '');
  const file = path.join(dir, `${id}.md`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, lines.join('\n'));
  return file;
}

/** Writes `<dir>/graph.json` from `[from, to, label, inverse]` rows (both directions). */
export function writeGraph(
  dir: string,
  rows: ReadonlyArray<[string, string, string, string]>,
): void {
  const graph: Record<string, Array<{ target: string; label: string; timestamp: string }>> = {};
  const add = (from: string, target: string, label: string) => {
    graph[from] = [...(graph[from] ?? []), { target, label, timestamp: '2026-01-01T00:00:00Z' }];
  };
  for (const [from, to, label, inverse] of rows) {
    add(from, to, label);
    add(to, from, inverse);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'graph.json'), `${JSON.stringify(graph, null, 2)}\n`);
}

/** Reads `<dir>/graph.json` (an empty graph when absent). */
export function readGraphAt(dir: string): Graph {
  try {
    return parseGraph(readFileSync(path.join(dir, 'graph.json'), 'utf8'), 'graph.json').graph;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return parseGraph('', 'graph.json').graph;
    throw error;
  }
}

/** `from —label→ to` for every edge, sorted: easy to compare whole graphs. */
export function listEdges(graph: Graph): string[] {
  return Object.entries(graph)
    .flatMap(([from, edges]) => edges.map((e) => `${from} —${e.label}→ ${e.target}`))
    .sort();
}
