import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { createFileExclusive, writeFileAtomic } from '../../src/io/atomic-write.js';
import { checkPayload, makePayload } from '../kit/payload.js';
import { exited, printedLines, spawnTsx } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let t: TempStore;
const namesIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);
beforeEach(() => {
  t = makeTempStore({ samples: false });
});
afterEach(() => t.cleanup());

describe('writeFileAtomic', () => {
  it('creates missing folders, replaces content, and leaves no temp file', async () => {
    const file = path.join(t.root, 'a', 'b', 'f.txt');
    await writeFileAtomic(file, 'one');
    await writeFileAtomic(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(path.dirname(file)).sort()).toEqual(['.strata-tmp', 'f.txt']);
    // Temp files are written in a folder git ignores whole.
    const temps = path.join(path.dirname(file), '.strata-tmp');
    expect(readdirSync(temps)).toEqual(['.gitignore']);
    expect(readFileSync(path.join(temps, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
  });

  it('names the file in the way when a folder on the path is a file, and leaves it as it was', async () => {
    const blocker = path.join(t.root, 'notes');
    writeFileSync(blocker, 'a file, not a folder');
    const error = await writeFileAtomic(path.join(blocker, 'f.md'), 'x').catch((e: unknown) => e);
    expect(isStrataError(error) && error.code).toBe('IO_ERROR');
    expect(isStrataError(error) && error.hint).toContain(blocker);
    expect(readFileSync(blocker, 'utf8')).toBe('a file, not a folder');
  });
});

describe('createFileExclusive', () => {
  it('refuses an existing file with ALREADY_EXISTS and leaves it as it was', async () => {
    const file = path.join(t.root, 'f.md');
    writeFileSync(file, 'mine');
    const error = await createFileExclusive(file, 'theirs').catch((e: unknown) => e);
    expect(isStrataError(error, 'ALREADY_EXISTS')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('mine');
    expect(readdirSync(t.root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('lets exactly one of many simultaneous creators win, with its full content', async () => {
    const file = path.join(t.root, 'race.md');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createFileExclusive(file, makePayload(i, 50_000))),
    );
    const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(checkPayload(readFileSync(file, 'utf8'))).toBe(winners[0]);
  });
});

describe('a writer killed with SIGKILL mid-write', () => {
  it.each([1, 2, 5, 9, 17])(
    'leaves one complete version when killed after %i writes',
    async (writes) => {
      const file = path.join(t.root, 'store', 'big.md');
      const child = spawnTsx('atomic-writer.ts', [file, '4000000']);
      const done = exited(child);
      await printedLines(child, writes);
      child.kill('SIGKILL');
      const { signal } = await done;
      expect(signal).toBe('SIGKILL');
      const version = checkPayload(readFileSync(file, 'utf8'));
      expect(version).toBeGreaterThanOrEqual(writes);
      // Temp files a killed writer leaves sit in the git-ignored .strata-tmp/, never read.
      expect(readdirSync(path.dirname(file)).sort()).toEqual(['.strata-tmp', 'big.md']);
      for (const name of readdirSync(path.join(path.dirname(file), '.strata-tmp'))) {
        expect(
          name === '.gitignore' || (name.startsWith('.big.md.') && name.endsWith('.tmp')),
        ).toBe(true);
      }
    },
  );

  it.each([1, 2, 3])(
    'leaves the last complete version when killed while writing content (write %i torn)',
    async (tornAt) => {
      const file = path.join(t.root, 'store', 'torn.md');
      // The preload writes half of the bytes of the tornAt-th content write, then hangs.
      const child = spawnTsx('atomic-writer.ts', [file, '1000000'], {
        FAULTS_TEAR_AT: String(tornAt),
        FAULTS_TEAR_MATCH: 'torn\\.md',
      });
      const done = exited(child);
      await new Promise<void>((resolve, reject) => {
        let seen = '';
        child.stderr?.on('data', (d: Buffer) => {
          seen += d.toString();
          if (seen.includes('FAULT-TORN ')) resolve();
        });
        child.on('close', () => reject(new Error(`writer exited before a torn write: ${seen}`)));
      });
      child.kill('SIGKILL');
      await done;
      if (tornAt === 1) expect(existsSync(file)).toBe(false);
      else expect(checkPayload(readFileSync(file, 'utf8'))).toBe(tornAt - 1);
    },
  );

  it('an existing file survives a writer killed before its first write completes', async () => {
    const file = path.join(t.root, 'old.md');
    writeFileSync(file, makePayload(0, 1000));
    const child = spawnTsx('atomic-writer.ts', [file, '64000000']);
    const done = exited(child);
    // Kill as soon as the writer's temp file appears: the rename cannot have happened yet
    // unless the whole 64 MB was written, and either way the file is one complete version.
    await new Promise<void>((resolve) => {
      const poll = () =>
        namesIn(path.join(t.root, '.strata-tmp')).some((n) => n.endsWith('.tmp'))
          ? resolve()
          : setImmediate(poll);
      poll();
    });
    child.kill('SIGKILL');
    await done;
    expect(existsSync(file)).toBe(true);
    expect(checkPayload(readFileSync(file, 'utf8'))).toBeLessThanOrEqual(1);
  });
});
