/**
 * Test helper process: rewrites one file with writeFileAtomic in a loop, each version a
 * large payload of its own, and prints the number of every completed write. A test kills
 * it with SIGKILL at some moment and checks the file holds one complete version.
 *
 * usage: node --import tsx test/kit/atomic-writer.ts <file> [bytes]
 */
import { writeFileAtomic } from '../../src/io/atomic-write.js';
import { makePayload } from './payload.js';

const [file, size = '2000000'] = process.argv.slice(2);
if (!file) throw new Error('usage: atomic-writer.ts <file> [bytes]');
for (let i = 1; ; i++) {
  await writeFileAtomic(file, makePayload(i, Number(size)));
  process.stdout.write(`${i}\n`);
}
