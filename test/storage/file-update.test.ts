import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { addEdge } from '../../src/core/graph.js';
import { hashText, lockPathFor, updateFileText } from '../../src/storage/file-update.js';
import { graphPath, readGraph, updateGraph } from '../../src/storage/graph-store.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let t: TempStore;
let file: string;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  file = path.join(t.memDir, 'f.md');
  writeFileSync(file, 'v1');
});
afterEach(() => t.cleanup());

describe('updateFileText', () => {
  it('applies the change under the file lock and releases it', async () => {
    expect(await updateFileText(file, (text) => `${text}+`)).toBe('v1+');
    expect(readFileSync(file, 'utf8')).toBe('v1+');
    expect(existsSync(lockPathFor(file))).toBe(false);
    expect(path.basename(lockPathFor(file)).startsWith('.')).toBe(true);
  });

  it('refuses with CONFLICT when the file changed since it was read, changing nothing', async () => {
    const seen = hashText('v1');
    writeFileSync(file, 'changed by someone else');
    const error = await updateFileText(file, () => 'mine', { expectedHash: seen }).catch(
      (e: unknown) => e,
    );
    expect(isStrataError(error, 'CONFLICT')).toBe(true);
    expect((error as Error).message).toContain(file);
    expect(readFileSync(file, 'utf8')).toBe('changed by someone else');
  });

  it('a mutate returning null leaves the bytes (and mtime) alone', async () => {
    const before = readFileSync(file);
    expect(await updateFileText(file, () => null)).toBe('v1');
    expect(readFileSync(file)).toEqual(before);
  });
});

describe('graph store', () => {
  const legacy = `${JSON.stringify({ nodes: ['a', 'b'], edges: [{ source: 'a', target: 'b', type: 'implements' }] })}\n`;

  it('reads the legacy form without rewriting it', async () => {
    writeFileSync(graphPath(t.memDir), legacy);
    const { graph, format } = await readGraph(t.memDir);
    expect(format).toBe('legacy');
    expect(graph.b?.[0]?.label).toBe('implemented-by');
    await updateGraph(t.memDir, () => false);
    expect(readFileSync(graphPath(t.memDir), 'utf8')).toBe(legacy);
  });

  it('rewrites it as an adjacency list, keeping its edges, when strata changes the graph', async () => {
    writeFileSync(graphPath(t.memDir), legacy);
    await updateGraph(t.memDir, (g) => {
      addEdge(g, 'b', 'c', 'relates-to', 't');
      return true;
    });
    const written = JSON.parse(readFileSync(graphPath(t.memDir), 'utf8'));
    expect(written).toEqual({
      a: [{ target: 'b', label: 'implements', timestamp: '' }],
      b: [
        { target: 'a', label: 'implemented-by', timestamp: '' },
        { target: 'c', label: 'relates-to', timestamp: 't' },
      ],
      c: [{ target: 'b', label: 'relates-to', timestamp: 't' }],
    });
  });

  it('a missing graph is empty; a broken one is INVALID_GRAPH naming the file', async () => {
    expect(await readGraph(t.memDir)).toEqual({ graph: {}, format: 'empty' });
    writeFileSync(graphPath(t.memDir), '{oops');
    const error = await readGraph(t.memDir).catch((e: unknown) => e);
    expect(isStrataError(error, 'INVALID_GRAPH')).toBe(true);
    expect((error as Error).message).toContain(graphPath(t.memDir));
  });
});
