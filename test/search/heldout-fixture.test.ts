import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMemory } from '../../src/core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import type { EvalQuery } from '../../src/search/evaluate.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/search-heldout');

describe('held-out search set', () => {
  it('parses every memory and labels only memories that exist', async () => {
    const dir = path.join(FIXTURE, 'store');
    const ids = new Set<string>();
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.md'))) {
      const file = path.join(dir, name);
      const memory = parseMemory(await readFile(file, 'utf8'), {
        path: toAbsolutePath(file),
        relPath: toScopeRelativePath(name),
        scope: 'project',
      });
      expect(memory?.id).toBe(name.slice(0, -3));
      ids.add(name.slice(0, -3));
    }
    const queries = JSON.parse(
      await readFile(path.join(FIXTURE, 'queries.json'), 'utf8'),
    ) as EvalQuery[];
    expect(ids.size).toBeGreaterThanOrEqual(60);
    expect(queries.length).toBeGreaterThanOrEqual(50);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(['lexical', 'paraphrase']));
    for (const q of queries) {
      expect(q.relevant.length).toBeGreaterThan(0);
      for (const id of q.relevant) expect(ids).toContain(id);
    }
  });
});
