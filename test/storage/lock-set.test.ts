/**
 * Several locks at once: every lock of the set is held while the function runs, each
 * taken once however often it is named, in one global order (so two operations naming the
 * same locks in different orders never deadlock), and all released after, even on a throw.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockPathFor } from '../../src/storage/file-update.js';
import { graphLockPath } from '../../src/storage/graph-store.js';
import { withFileLocks, withGraphLocks, withLocks } from '../../src/storage/lock-set.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'strata-lockset-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('withLocks', () => {
  it('holds every lock while the function runs and none after', async () => {
    const locks = ['b', 'a', 'c'].map((n) => path.join(dir, `${n}.lock`));
    const held = await withLocks([...locks, locks[0]!], async () => locks.map(existsSync));
    expect(held).toEqual([true, true, true]);
    expect(locks.map(existsSync)).toEqual([false, false, false]);
  });

  it('releases them all when the function throws', async () => {
    const locks = ['x', 'y'].map((n) => path.join(dir, `${n}.lock`));
    await expect(withLocks(locks, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(locks.map(existsSync)).toEqual([false, false]);
  });

  it('takes the same locks in one order, so crossed requests both finish', async () => {
    const a = path.join(dir, 'a.lock');
    const b = path.join(dir, 'b.lock');
    const order: string[] = [];
    await Promise.all([
      withLocks([a, b], async () => {
        order.push('first');
      }),
      withLocks([b, a], async () => {
        order.push('second');
      }),
    ]);
    expect(order.sort()).toEqual(['first', 'second']);
  });

  it('runs the function once with no locks at all', async () => {
    expect(await withLocks([], async () => 7)).toBe(7);
  });
});

describe('graph and file locks', () => {
  it('lock graph.json of each scope (folders made as needed) and each memory file', async () => {
    const scopes = [path.join(dir, 'one'), path.join(dir, 'two', 'deep')];
    const files = [path.join(dir, 'one', 'm.md')];
    const seen = await withGraphLocks(scopes, () =>
      withFileLocks(files, async () => [
        ...scopes.map((s) => existsSync(graphLockPath(s))),
        ...files.map((f) => existsSync(lockPathFor(f))),
      ]),
    );
    expect(seen).toEqual([true, true, true]);
    expect(existsSync(graphLockPath(scopes[0]!))).toBe(false);
    expect(existsSync(lockPathFor(files[0]!))).toBe(false);
  });
});
