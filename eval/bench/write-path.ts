/**
 * The cost of one crash-safe write and of one uncontended lock, as the store pays them
 * (a 2 KB memory file in a folder of 500). Medians of 7 rounds of 500 operations.
 *
 *   node --import tsx eval/bench/write-path.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '../../src/io/atomic-write.js';
import { withLock } from '../../src/storage/lock.js';

const OPS = 500;
const ROUNDS = 7;
const body = `---\nid: learning-x\ntitle: X\ntype: learning\n---\n${'word '.repeat(400)}\n`;

async function round(fn: (dir: string, i: number) => Promise<void>): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-write-path-'));
  try {
    const start = performance.now();
    for (let i = 0; i < OPS; i++) await fn(dir, i);
    return (performance.now() - start) / OPS;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function median(fn: (dir: string, i: number) => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) times.push(await round(fn));
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

const write = await median((dir, i) => writeFileAtomic(path.join(dir, `m-${i}.md`), body));
const lock = await median((dir, i) =>
  withLock(path.join(dir, `.m-${i % 50}.md.lock`), async () => {}),
);
console.log(`writeFileAtomic (2 KB, fsync): ${write.toFixed(3)} ms per write`);
console.log(`withLock, uncontended:        ${lock.toFixed(3)} ms per acquire+release`);
