/**
 * What a lock file says and when it may be taken over, in-process: the owner's pid and
 * host read from its text; a lock of a live owner, of another host, or an empty one still
 * inside its grace time is left alone (LOCK_TIMEOUT); a dead owner's, an old empty one or
 * one nobody refreshed is taken over; a stale takeover guard does not block.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStrataError } from '../../src/core/errors.js';
import { isOwnerGone, parseLockOwner, withLock } from '../../src/storage/lock.js';
import { deadPid } from '../kit/processes.js';

let dir: string;
let lock: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'strata-lock-owner-'));
  lock = path.join(dir, 'x.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const age = (file: string, ms: number) => {
  const when = (Date.now() - ms) / 1000;
  utimesSync(file, when, when);
};

async function outcome(options = { timeoutMs: 150, staleMs: 30_000 }): Promise<string> {
  try {
    return await withLock(lock, async () => readFileSync(lock, 'utf8').split(' ')[0]!, options);
  } catch (error) {
    if (isStrataError(error, 'LOCK_TIMEOUT')) return 'timeout';
    throw error;
  }
}

describe('a lock file names its owner', () => {
  it('as pid, token and host', () => {
    expect(parseLockOwner('42 ab12 box\n')).toEqual({ pid: 42, host: 'box' });
    expect(parseLockOwner('42')).toEqual({ pid: 42, host: null });
    for (const text of ['', '0 t h', '-3 t h', '4.5 t h', 'abc t h', '\n'])
      expect(parseLockOwner(text), text).toBeNull();
  });

  it('is gone when it names nobody or a dead pid here, never one of another host', async () => {
    const gone = await deadPid();
    expect(isOwnerGone('')).toBe(true);
    expect(isOwnerGone(`${gone} t ${hostname()}`)).toBe(true);
    expect(isOwnerGone(`${gone}`)).toBe(true);
    expect(isOwnerGone(`${gone} t another-host`)).toBe(false);
    expect(isOwnerGone(`${process.pid} t ${hostname()}`)).toBe(false);
  });
});

describe('taking a lock over', () => {
  it("leaves a live owner's lock, and another host's, until they go stale", async () => {
    writeFileSync(lock, `${process.pid} t ${hostname()}\n`);
    expect(await outcome()).toBe('timeout');
    writeFileSync(lock, `${await deadPid()} t another-host\n`);
    expect(await outcome()).toBe('timeout');
    age(lock, 60_000);
    expect(await outcome()).toBe(String(process.pid));
    expect(existsSync(lock)).toBe(false);
  });

  it("takes a dead owner's lock at once, and an empty one only after its grace time", async () => {
    writeFileSync(lock, `${await deadPid()} t ${hostname()}\n`);
    expect(await outcome()).toBe(String(process.pid));
    writeFileSync(lock, '');
    expect(await outcome()).toBe('timeout');
    age(lock, 5_000);
    expect(await outcome()).toBe(String(process.pid));
  });

  it('is not blocked by a stale takeover guard, and blocked by a fresh one', async () => {
    writeFileSync(lock, `${await deadPid()} t ${hostname()}\n`);
    writeFileSync(`${lock}.takeover`, `${process.pid} t ${hostname()}\n`);
    expect(await outcome()).toBe('timeout');
    age(`${lock}.takeover`, 60_000);
    expect(await outcome({ timeoutMs: 2_000, staleMs: 30_000 })).toBe(String(process.pid));
    expect(existsSync(`${lock}.takeover`)).toBe(false);
  });

  it("takes a live owner's lock nobody refreshed for the default 30 s, and names a held one", async () => {
    writeFileSync(lock, `${process.pid} t ${hostname()}\n`);
    age(lock, 31_000);
    expect(await withLock(lock, async () => 'taken', { timeoutMs: 150 })).toBe('taken');
    writeFileSync(lock, `${process.pid} t ${hostname()}\n`);
    const error = await withLock(lock, async () => 'no', { timeoutMs: 50 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'LOCK_TIMEOUT', subject: lock });
    expect((error as Error).message).toContain(`${lock} is held by another process`);
  });
});

describe('releasing a lock', () => {
  it("removes only its own: a successor's lock stays, a lock already gone is fine", async () => {
    await withLock(lock, async () => {
      writeFileSync(lock, `${process.pid} successor ${hostname()}\n`);
    });
    expect(readFileSync(lock, 'utf8')).toContain('successor');
    rmSync(lock);
    await withLock(lock, async () => rmSync(lock));
    expect(existsSync(lock)).toBe(false);
  });
});
