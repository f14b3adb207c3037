/**
 * Test helper process: increments a counter file `times` times, each read-modify-write
 * under withLock. With real mutual exclusion the final count is processes × times.
 *
 * usage: node --import tsx test/kit/lock-counter.ts <lock> <counter> <times>
 */
import { readFile, writeFile } from 'node:fs/promises';
import { withLock } from '../../src/storage/lock.js';

const [lockPath, counter, times = '10'] = process.argv.slice(2);
if (!lockPath || !counter) throw new Error('usage: lock-counter.ts <lock> <counter> <times>');
for (let i = 0; i < Number(times); i++) {
  await withLock(
    lockPath,
    async () => {
      const n = Number((await readFile(counter, 'utf8').catch(() => '0')) || '0');
      // Yield between read and write so a second holder would interleave and lose counts.
      await new Promise((resolve) => setImmediate(resolve));
      await writeFile(counter, String(n + 1));
    },
    { timeoutMs: 60_000 },
  );
}
