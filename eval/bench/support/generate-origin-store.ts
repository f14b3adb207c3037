/**
 * A generated store in the origin plugin's layout, for the import bench: the usual
 * generated memories under `.claude/memory/permanent/` (breadcrumbs under `temporary/`),
 * each with the `scope` field the origin writes (one in ten `local`), and `graph.json` in
 * its `{nodes, edges}` form.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateStore, memoryFileText } from '../../../test/kit/generate-store.js';

/** An origin store on disk, and the folder holding it. */
export interface OriginBenchStore {
  /** The folder to name to `strata import origin` (holds `.claude/memory`). */
  source: string;
  count: number;
  edges: number;
  cleanup(): void;
}

/** Writes `count` generated memories in the origin's layout into a fresh temp folder. */
export function createOriginStore(count: number, seed = 11): OriginBenchStore {
  const source = mkdtempSync(path.join(tmpdir(), `strata-bench-origin-${count}-`));
  const dir = path.join(source, '.claude', 'memory');
  for (const sub of ['permanent', 'temporary']) mkdirSync(path.join(dir, sub), { recursive: true });
  const { memories, graph } = generateStore({ count, seed });
  memories.forEach((m, i) => {
    const scope = i % 10 === 0 ? 'local' : 'project';
    const text = memoryFileText(m).replace(/\n---\n/, `\nscope: ${scope}\n---\n`);
    const folder = m.type === 'breadcrumb' ? 'temporary' : 'permanent';
    writeFileSync(path.join(dir, folder, `${m.id}.md`), text);
  });
  const nodes = memories.map((m) => ({ id: m.id, title: m.title, type: m.type }));
  const edges: Array<{ source: string; target: string; label: string }> = [];
  const seen = new Set<string>();
  for (const [from, out] of Object.entries(graph)) {
    for (const e of out) {
      const pair = [from, e.target].sort().join(' ');
      if (seen.has(pair)) continue;
      seen.add(pair);
      edges.push({ source: from, target: e.target, label: e.label });
    }
  }
  writeFileSync(path.join(dir, 'graph.json'), `${JSON.stringify({ nodes, edges }, null, 2)}\n`);
  const cleanup = () => rmSync(source, { recursive: true, force: true });
  return { source, count, edges: edges.length, cleanup };
}
