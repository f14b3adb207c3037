/**
 * `graph.json` on disk: read in either form (or as the union of a git conflict's sides),
 * changed only under a lock, written atomically.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasConflictMarkers } from '../core/git/conflict-text.js';
import {
  emptyGraph,
  type Graph,
  type GraphFormat,
  parseGraph,
  serializeGraph,
} from '../core/graph.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { readConflictedGraph } from './git/graph-conflict.js';
import { withLock } from './lock.js';

/** The graph file of a scope directory. */
export function graphPath(scopeDir: string): string {
  return path.join(scopeDir, 'graph.json');
}

/** Reads a scope's graph; a missing file is an empty graph. */
export async function readGraph(scopeDir: string): Promise<{ graph: Graph; format: GraphFormat }> {
  const file = graphPath(scopeDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { graph: emptyGraph(), format: 'empty' };
    throw error;
  }
  if (hasConflictMarkers(text))
    return { graph: await readConflictedGraph(file, text), format: 'conflicted' };
  return parseGraph(text, file);
}

/**
 * Read-modify-write of a scope's graph under its lock. `mutate` returns false to leave
 * the file untouched (an older `{nodes, edges}` file is rewritten only when it changes,
 * and a file with conflict markers is replaced by its merged union when anything changes).
 */
export async function updateGraph(
  scopeDir: string,
  mutate: (graph: Graph) => boolean,
): Promise<Graph> {
  await mkdir(scopeDir, { recursive: true });
  return withLock(graphLockPath(scopeDir), () => updateHeldGraph(scopeDir, mutate));
}

/** The lock file guarding a scope's `graph.json`. */
export function graphLockPath(scopeDir: string): string {
  return `${graphPath(scopeDir)}.lock`;
}

/** {@link updateGraph} for a caller that already holds the graph's lock. */
export async function updateHeldGraph(
  scopeDir: string,
  mutate: (graph: Graph) => boolean,
): Promise<Graph> {
  const { graph } = await readGraph(scopeDir);
  if (mutate(graph)) await writeFileAtomic(graphPath(scopeDir), serializeGraph(graph));
  return graph;
}
