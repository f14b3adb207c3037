/**
 * A full disk, for real: the store, the global scope and the cache on a small tmpfs filled
 * to the last page. A read-only search still answers (the index it cannot save is used
 * from memory) and writes nothing; a writer gets DISK_FULL naming the file, leaves no lock
 * and no temp file; and once space is freed the next writer goes through at once.
 *
 * Mounting needs root (CAP_SYS_ADMIN): where `mount` is refused the suite is skipped with
 * that reason, and test/cli/full-disk-injected.test.ts covers the same paths with ENOSPC
 * injected by a preload instead.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

const mountPoint = mkdtempSync(path.join(tmpdir(), 'strata-full-disk-'));
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint]);
const MOUNT_REFUSED =
  mounted.status === 0 ? null : `mount -t tmpfs refused: ${String(mounted.stderr).trim()}`;
if (MOUNT_REFUSED) console.warn(`full-disk suite skipped: ${MOUNT_REFUSED}`);

/** Every file on the disk: path, size. */
function filesOn(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out.set(file, statSync(file).size);
  }
  return out;
}

/** Fills the disk holding `file` to the last byte it will take. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(MOUNT_REFUSED !== null)('a full disk', () => {
  let t: TempStore;
  const filler = path.join(mountPoint, 'filler');
  const link = ['link', 'gotcha-vite-env-prefix', 'hub-authentication', '--json'];

  beforeAll(async () => {
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = mountPoint;
    try {
      t = makeTempStore();
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    const note = ['remember', '--type', 'learning', '--title', 'Cache on tmpfs'];
    expect((await strataIn(t, [...note, '--body', 'tmpfs notes', '--scope', 'global'])).code).toBe(
      0,
    );
    expect((await strataIn(t, ['search', 'vite', '--json'])).code).toBe(0);
    // A change the next search must index (and would save).
    expect(
      (await strataIn(t, ['edit', 'gotcha-vite-env-prefix', '--title', 'Vite env'])).code,
    ).toBe(0);
    fillDisk(filler);
  });
  afterAll(() => {
    spawnSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('search answers from memory and leaves the disk as it was', async () => {
    const before = filesOn(mountPoint);
    const search = await strataIn(t, ['search', 'vite', '--json']);
    expect(search.code, search.stdout + search.stderr).toBe(0);
    expect(search.json.results[0].id).toBe('gotcha-vite-env-prefix');
    const after = filesOn(mountPoint);
    const added = [...after.keys()].filter((f) => !before.has(f) && !f.endsWith('strata.log'));
    expect(added).toEqual([]);
  });

  it('a writer gets DISK_FULL naming the file and leaves no lock or temp file', async () => {
    const before = filesOn(mountPoint);
    const refused = await strataIn(t, link);
    expect(refused.code).toBe(1);
    expect(refused.json.error.code).toBe('DISK_FULL');
    expect(refused.json.error.message).toMatch(/the disk holding \/.+ is full/);
    expect(refused.json.error.hint).toMatch(/free space/);
    const added = [...filesOn(mountPoint).keys()].filter((f) => !before.has(f));
    expect(added.filter((f) => !f.endsWith('strata.log'))).toEqual([]);
  });

  it('once space is freed the next writer goes through, nothing stuck', async () => {
    rmSync(filler);
    const linked = await strataIn(t, link);
    expect(linked.code, linked.stdout + linked.stderr).toBe(0);
    const verify = await strataIn(t, ['verify', '--json']);
    expect(verify.json.leftovers).toEqual([]);
    const stray = [...filesOn(mountPoint).keys()].filter((f) => /\.(lock|tmp)$/.test(f));
    expect(stray).toEqual([]);
  });
});
