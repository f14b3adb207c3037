/**
 * The catch-up's listing in batches: the very files a whole listing finds, whatever the
 * batch size, and an unreadable folder reported as a listing reports it.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/core/errors.js';
import { eachMarkdownBatch } from '../../src/storage/markdown-batches.js';
import { listMarkdown } from '../../src/storage/scan.js';
import type { ScopeDir } from '../../src/storage/scope/scope-dir.js';

const root = mkdtempSync(path.join(tmpdir(), 'strata-batches-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '---\ntype: learning\n---\n');
}

for (let i = 0; i < 25; i++) write(`permanent/learning-${i}.md`);
write('top.md');
write('deep/er/still/note.md');
write('local/skipped.md');
write('.hidden/skipped.md');
write('node_modules/skipped.md');
write('permanent/.hidden.md');
write('permanent/not-markdown.txt');
symlinkSync(path.join(root, 'top.md'), path.join(root, 'linked.md'));
const scope: ScopeDir = { scope: 'project', dir: root, readOnly: false };

async function batches(size: number, problems: Problem[] = []): Promise<string[][]> {
  const out: string[][] = [];
  await eachMarkdownBatch(scope, problems, size, async (rels) => {
    out.push([...rels]);
  });
  return out;
}

describe('eachMarkdownBatch', () => {
  it.each([1, 7, 1000])(
    'hands over the files a listing finds, %i at most at a time',
    async (size) => {
      const listed = await listMarkdown(scope, []);
      expect(listed).toContain('linked.md');
      expect(listed).not.toContain('local/skipped.md');
      const got = await batches(size);
      for (const batch of got) expect(batch.length).toBeLessThanOrEqual(size);
      expect(got.flat().sort()).toEqual(listed);
    },
  );

  it.skipIf(process.getuid?.() === 0)('reports an unreadable folder as a problem', async () => {
    const locked = path.join(root, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o000);
    try {
      const problems: Problem[] = [];
      await batches(10, problems);
      expect(problems.map((p) => p.path)).toEqual([locked]);
    } finally {
      chmodSync(locked, 0o755);
    }
  });
});
