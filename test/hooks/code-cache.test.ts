/**
 * The hook loaders (`lib/hooks/<name>.js`) and V8's code cache: a run on Node leaves the
 * body's bytecode as a pending cache with a CRC-32 trailer, the next run checks it and
 * gives it its final name, later runs use it unchanged; a pending cache that fails the
 * check, a torn or a foreign cache costs nothing but the saving: same output, exit 0, a
 * fresh cache. Each hooks.json entry keeps a cache of its own.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeCacheFile } from '../../src/hooks/code-cache.js';
import { checkedPayload, PENDING } from '../../src/storage/code-cache-files.js';
import { REPO } from '../kit/cli.js';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

const REAL_BUN = path.join(REPO, 'node_modules', '.bin', 'bun');
const LOADER = path.join(REPO, 'lib', 'hooks', 'pre-tool-use.js');

async function gotchaStore(): Promise<TempStore> {
  const store = tempStore({ samples: false });
  mkdirSync(store.memDir, { recursive: true });
  writeFileSync(
    path.join(store.memDir, 'gotcha-migrations.md'),
    [
      '---',
      'id: gotcha-migrations',
      'title: Migrations are applied in order',
      'type: gotcha',
      'severity: medium',
      'created: "2026-05-01T10:00:00Z"',
      'file_patterns: ["prisma/migrations/**"]',
      'command_patterns: ["npx prisma migrate *"]',
      '---',
      'A migration edited after it ran is never applied again.',
      '',
    ].join('\n'),
  );
  expect((await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env })).code).toBe(
    0,
  );
  return store;
}

let sessions = 0;

/** An Edit of a migration, as hooks.json runs it: `pre-tool-use.js edit` (or `command`). */
function editMigration(store: TempStore, command: string[] = [process.execPath, LOADER, 'edit']) {
  const payload = {
    ...basePayload('PreToolUse', `cc${++sessions}`, store.proj),
    tool_name: 'Edit',
    tool_input: { file_path: path.join(store.proj, 'prisma', 'migrations', '001', 'up.sql') },
  };
  return runHook('pre-tool-use', JSON.stringify(payload), {
    cwd: store.proj,
    env: store.env,
    command,
  });
}

function runMigration(store: TempStore) {
  const payload = {
    ...basePayload('PreToolUse', `cc${++sessions}`, store.proj),
    tool_name: 'Bash',
    tool_input: { command: 'npx prisma migrate reset' },
  };
  return runHook('pre-tool-use', JSON.stringify(payload), {
    cwd: store.proj,
    env: store.env,
    command: [process.execPath, LOADER, 'bash'],
  });
}

function cacheFolder(store: TempStore): string {
  return path.join(store.env.STRATA_CACHE_DIR!, 'code-cache');
}

/** The cache file of `pre-tool-use.<variant>` for this Node, by its final name. */
function cacheOf(store: TempStore, variant: string): string {
  const prefix = `pre-tool-use.${variant}-`;
  const names = readdirSync(cacheFolder(store)).filter((n) => n.startsWith(prefix));
  expect(names).toHaveLength(1);
  const hash = names[0]!.slice(prefix.length, prefix.length + 16);
  return codeCacheFile(store.env.STRATA_CACHE_DIR!, 'pre-tool-use', variant, hash);
}

/** Runs until the Edit's cache has its final name; returns the first run's output. */
async function warmEdit(store: TempStore): Promise<string> {
  const first = await editMigration(store);
  expect(first.code, first.stderr).toBe(0);
  expect(first.context).toContain('gotcha-migrations');
  expect((await editMigration(store)).stdout).toBe(first.stdout);
  return first.stdout;
}

describe('hook loaders with a code cache', () => {
  it('write a pending cache, check it once, then use it unchanged', async () => {
    const store = await gotchaStore();
    const first = await editMigration(store);
    expect(first.code, first.stderr).toBe(0);
    const file = cacheOf(store, 'edit');
    expect(existsSync(file)).toBe(false);
    const pending = readFileSync(file + PENDING);
    expect(pending.length).toBeGreaterThan(1000);
    expect(checkedPayload(pending)).not.toBeNull();

    const second = await editMigration(store);
    expect(second.stdout).toBe(first.stdout);
    expect(existsSync(file + PENDING)).toBe(false);
    const checked = statSync(file);
    expect(readFileSync(file).equals(pending)).toBe(true);

    const third = await editMigration(store);
    expect(third.stdout).toBe(first.stdout);
    // Accepted, not rewritten: a rewrite would leave a pending file and remove this one.
    expect(statSync(file).ino).toBe(checked.ino);
    expect(readdirSync(cacheFolder(store))).toHaveLength(1);
    // And V8 deserialized it: the flag prints each deserialization to stdout.
    const traced = await editMigration(store, [
      process.execPath,
      '--profile-deserialization',
      LOADER,
      'edit',
    ]);
    expect(traced.code, traced.stderr).toBe(0);
    const sizes = [...traced.stdout.matchAll(/^\[Deserializing from (\d+) bytes/gm)].map((m) =>
      Number(m[1]),
    );
    expect(sizes.some((n) => n > 20_000)).toBe(true);
    expect(traced.stdout.trimEnd().split('\n').at(-1)).toBe(first.stdout);
  });

  it('delete a pending cache that fails its check, and answer the same', async () => {
    const store = await gotchaStore();
    const clean = await editMigration(store);
    const file = cacheOf(store, 'edit');
    const good = readFileSync(file + PENDING);
    const corrupt = Buffer.from(good);
    for (let i = 64; i < corrupt.length - 4; i += 97) corrupt[i]! ^= 0xff;
    writeFileSync(file + PENDING, corrupt);
    const run = await editMigration(store);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(clean.stdout);
    // Compiled from source and written anew, never renamed to the final name.
    expect(existsSync(file)).toBe(false);
    expect(checkedPayload(readFileSync(file + PENDING))).not.toBeNull();
    expect(readFileSync(file + PENDING).equals(corrupt)).toBe(false);
  });

  it('answer the same over a torn or foreign cache, and replace it', async () => {
    const store = await gotchaStore();
    const clean = await warmEdit(store);
    const file = cacheOf(store, 'edit');
    const good = readFileSync(file);
    for (const bad of [good.subarray(0, good.length >> 1), Buffer.from('not a code cache')]) {
      writeFileSync(file, bad);
      const run = await editMigration(store);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(clean);
      // V8 rejected it: the run wrote a pending cache and removed the rejected one.
      expect(existsSync(file)).toBe(false);
      expect(checkedPayload(readFileSync(file + PENDING))).not.toBeNull();
      renameSync(file + PENDING, file);
    }
  });

  it('are checked by strata doctor, which removes one whose bytes changed', async () => {
    const store = await gotchaStore();
    const clean = await warmEdit(store);
    expect((await runMigration(store)).code).toBe(0);
    const file = cacheOf(store, 'edit');
    const flipped = readFileSync(file);
    for (let i = 64; i < flipped.length - 4; i += 97) flipped[i]! ^= 0xff;
    writeFileSync(file, flipped);
    const doctor = await strata(['doctor'], { cwd: store.proj, env: store.env });
    const line = doctor.stdout.split('\n').find((l) => l.includes('hook code cache'));
    expect(line).toMatch(/^WARN hook code cache: removed 1 of 2 file\(s\)/);
    expect(line).toContain(path.basename(file));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(cacheOf(store, 'bash') + PENDING)).toBe(true);
    // The next run compiles from source and answers as before.
    expect((await editMigration(store)).stdout).toBe(clean);
    const again = await strata(['doctor'], { cwd: store.proj, env: store.env });
    expect(again.stdout).toMatch(/^ok {3}hook code cache: 2 files, each matching its checksum$/m);
  });

  it('keep a cache per hooks.json entry, and remove the same entry’s older caches', async () => {
    const store = await gotchaStore();
    const folder = cacheFolder(store);
    mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, 'pre-tool-use.edit-0123456789abcdef-node-v1-v8-1.0-x64.bin');
    const other = path.join(folder, 'post-tool-use.read-0123456789abcdef-node-v1-v8-1.0-x64.bin');
    for (const f of [stale, other]) writeFileSync(f, 'old');
    expect((await editMigration(store)).code).toBe(0);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(other)).toBe(true);
    const bash = await runMigration(store);
    expect(bash.code, bash.stderr).toBe(0);
    expect(bash.context).toContain('gotcha-migrations');
    expect(existsSync(cacheOf(store, 'edit') + PENDING)).toBe(true);
    expect(existsSync(cacheOf(store, 'bash') + PENDING)).toBe(true);
  });

  it.skipIf(!existsSync(REAL_BUN))('run the body on Bun, which writes no cache', async () => {
    const store = await gotchaStore();
    const onNode = await warmEdit(store);
    const before = statSync(cacheOf(store, 'edit'));
    const onBun = await editMigration(store, [REAL_BUN, LOADER, 'edit']);
    expect(onBun.code, onBun.stderr).toBe(0);
    expect(onBun.stdout).toBe(onNode);
    expect(statSync(cacheOf(store, 'edit')).mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(cacheFolder(store))).toHaveLength(1);
  });
});
