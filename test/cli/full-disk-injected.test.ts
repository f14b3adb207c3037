/**
 * The full-disk cases with ENOSPC injected by a preload into the built CLI (every data
 * write under the store fails as on a full disk: the file is created, its bytes refused).
 * It runs everywhere, also where test/cli/full-disk.test.ts cannot mount its tmpfs, and
 * pins the lock's own write: a lock whose owner cannot be written is never left behind.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const ENOSPC_UNDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'support',
  'enospc-under.mjs',
);

let t: TempStore;
let full: Record<string, string>;
const link = ['link', 'gotcha-vite-env-prefix', 'hub-authentication', '--json'];

/** Temp and lock files anywhere in the temp tree. */
function strays(): string[] {
  return readdirSync(t.root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tmp|lock)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  t = makeTempStore();
  full = { NODE_OPTIONS: `--import ${ENOSPC_UNDER}`, STRATA_TEST_FULL_DIR: t.root };
  expect((await spawnStrataIn(t, ['search', 'vite', '--json'])).code).toBe(0);
  const edit = ['edit', 'gotcha-vite-env-prefix', '--title', 'Vite env'];
  expect((await spawnStrataIn(t, edit)).code).toBe(0);
});
afterAll(() => t?.cleanup());

describe('ENOSPC on every write', () => {
  it('search still answers, and leaves no temp file', async () => {
    const search = await spawnStrataIn(t, ['search', 'vite', '--json'], { env: full });
    expect(search.code, search.stdout + search.stderr).toBe(0);
    expect(search.json.results[0].id).toBe('gotcha-vite-env-prefix');
    expect(strays()).toEqual([]);
  });

  it('a writer gets DISK_FULL naming the file, and leaves no lock', async () => {
    const refused = await spawnStrataIn(t, link, { env: full });
    expect(refused.code).toBe(1);
    expect(refused.json.error.code).toBe('DISK_FULL');
    expect(refused.json.error.message).toMatch(/the disk holding \/.+ is full/);
    expect(refused.json.error.hint).toMatch(/free space/);
    expect(strays()).toEqual([]);
  });

  it('with space again, the next writer goes through', async () => {
    const linked = await spawnStrataIn(t, link);
    expect(linked.code, linked.stdout + linked.stderr).toBe(0);
    expect(strays()).toEqual([]);
  });
});

describe('ENOSPC on every write, with no saved index yet', () => {
  it('a search rebuilds the index, answers from memory, and leaves no temp file', async () => {
    const fresh = makeTempStore();
    try {
      const env = { ...full, STRATA_TEST_FULL_DIR: fresh.root };
      const search = await spawnStrataIn(fresh, ['search', 'vite', '--json'], { env });
      expect(search.code, search.stdout + search.stderr).toBe(0);
      expect(search.json.results[0].id).toBe('gotcha-vite-env-prefix');
      const left = readdirSync(fresh.root, { recursive: true, withFileTypes: true });
      expect(left.filter((e) => e.isFile() && /\.(tmp|lock)$/.test(e.name))).toEqual([]);
    } finally {
      fresh.cleanup();
    }
  });
});
