/**
 * Writes that lose nothing: an editor's save between strata's read and its rename is kept,
 * a lock is released only by its owner, file modes survive an atomic replace, and derived
 * data is private to the user.
 */
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { PRIVATE, writeFileAtomic } from '../../src/io/atomic-write.js';
import { updateFileText } from '../../src/storage/file-update.js';
import { withLock } from '../../src/storage/lock.js';
import { makeTempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'strata-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const mode = (file: string) => statSync(file).mode & 0o777;

describe('updateFileText', () => {
  it('keeps an editor save that lands between the read and the rename, and says CONFLICT', async () => {
    const file = path.join(dir, 'memory.md');
    writeFileSync(file, 'original\n');
    let thrown: unknown;
    try {
      await updateFileText(file, (text) => {
        // The IDE saves right after strata read the file.
        writeFileSync(file, 'saved in the IDE\n');
        return `${text}strata's change\n`;
      });
    } catch (error) {
      thrown = error;
    }
    expect(isStrataError(thrown, 'CONFLICT')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('saved in the IDE\n');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('withLock', () => {
  it("never removes a successor's lock", async () => {
    const lock = path.join(dir, '.graph.json.lock');
    await withLock(lock, async () => {
      // Another process took the lock over (as after a stale takeover) while we worked.
      rmSync(lock);
      writeFileSync(lock, '424242 successor-token\n');
    });
    expect(readFileSync(lock, 'utf8')).toBe('424242 successor-token\n');
  });

  it('removes its own lock', async () => {
    const lock = path.join(dir, '.own.lock');
    await withLock(lock, async () => expect(mode(lock)).toBe(0o600));
    expect(readdirSync(dir)).not.toContain('.own.lock');
  });
});

describe('file modes', () => {
  it('an atomic replace keeps the mode of the file it replaces', async () => {
    const file = path.join(dir, 'private.md');
    writeFileSync(file, 'a');
    chmodSync(file, 0o600);
    await writeFileAtomic(file, 'b');
    expect(mode(file)).toBe(0o600);
    chmodSync(file, 0o640);
    await writeFileAtomic(file, 'c', PRIVATE);
    expect(mode(file)).toBe(0o640);
  });

  it('a 0600 memory stays 0600 after strata edits it; derived data is owner-only', async () => {
    const t = makeTempStore();
    try {
      const file = t.mem('permanent/gotcha-vite-env-prefix.md');
      chmodSync(file, 0o600);
      const edit = await strataIn(t, [
        'edit',
        'gotcha-vite-env-prefix',
        '--title',
        'Vite env prefix matters',
      ]);
      expect(edit.code).toBe(0);
      expect(mode(file)).toBe(0o600);
      expect((await strataIn(t, ['reindex'])).code).toBe(0);
      const cache = t.env.STRATA_CACHE_DIR!;
      const files = listAll(cache).filter((f) => !f.endsWith('.lock'));
      expect(files.length).toBeGreaterThan(3);
      for (const f of files) expect([f, mode(f) & 0o077]).toEqual([f, 0]);
    } finally {
      t.cleanup();
    }
  });
});

function listAll(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listAll(path.join(root, e.name)) : [path.join(root, e.name)],
  );
}
