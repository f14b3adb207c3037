import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { withLock } from '../../src/storage/lock.js';
import { deadPid, exited, spawnTsx } from '../kit/processes.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

let t: TempStore;
let lock: string;
let counter: string;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  lock = path.join(t.root, 'shared.lock');
  counter = path.join(t.root, 'counter');
});
afterEach(() => t.cleanup());

async function runCounters(processes: number, times: number): Promise<number> {
  const children = Array.from({ length: processes }, () =>
    spawnTsx('lock-counter.ts', [lock, counter, String(times)]),
  );
  const results = await Promise.all(children.map(exited));
  for (const r of results) expect(r).toMatchObject({ code: 0, stderr: '' });
  return Number(readFileSync(counter, 'utf8'));
}

describe('withLock across processes', () => {
  it('serialises read-modify-write: no increment is lost', async () => {
    expect(await runCounters(6, 15)).toBe(90);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a stale lock of a dead pid, once, even when many processes find it together', async () => {
    writeFileSync(lock, `${await deadPid()}\n`);
    expect(await runCounters(8, 5)).toBe(40);
    expect(existsSync(lock)).toBe(false);
  });
});

describe('withLock in one process', () => {
  it('takes over a lock whose pid is dead', async () => {
    writeFileSync(lock, `${await deadPid()}\n`);
    expect(await withLock(lock, async () => 'ran', { timeoutMs: 5_000 })).toBe('ran');
    expect(existsSync(lock)).toBe(false);
  });

  it('is not blocked by a takeover guard left by a process that died taking over', async () => {
    writeFileSync(lock, `${await deadPid()}\n`);
    writeFileSync(`${lock}.takeover`, `${await deadPid()}\n`);
    expect(await withLock(lock, async () => 'ran', { timeoutMs: 5_000 })).toBe('ran');
    expect(existsSync(lock)).toBe(false);
    expect(existsSync(`${lock}.takeover`)).toBe(false);
  });

  it('takes over a lock older than staleMs even if its pid looks alive', async () => {
    writeFileSync(lock, `${process.pid}\n`);
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(lock, old, old);
    expect(await withLock(lock, async () => 'ran', { timeoutMs: 5_000 })).toBe('ran');
  });

  it('does not take a fresh lock held by a live process: LOCK_TIMEOUT naming the file', async () => {
    writeFileSync(lock, `${process.pid}\n`);
    const error = await withLock(lock, async () => 'ran', { timeoutMs: 200 }).catch(
      (e: unknown) => e,
    );
    expect(isStrataError(error, 'LOCK_TIMEOUT')).toBe(true);
    expect((error as Error).message).toContain(lock);
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('releases the lock when the function throws', async () => {
    await expect(
      withLock(lock, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(existsSync(lock)).toBe(false);
  });
});
