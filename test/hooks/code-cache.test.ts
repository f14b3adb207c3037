/**
 * The hook loaders (`lib/hooks/<name>.js`) and V8's code cache: a run on Node leaves the
 * body's bytecode in the cache folder, the next run uses it unchanged, and a corrupt, torn
 * or foreign cache costs nothing but the saving: same output, exit 0, a fresh cache.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeCacheFile } from '../../src/hooks/code-cache.js';
import { REPO } from '../kit/cli.js';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

const REAL_BUN = path.join(REPO, 'node_modules', '.bin', 'bun');

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
function editMigration(store: TempStore, command?: string[]) {
  const payload = {
    ...basePayload('PreToolUse', `cc${++sessions}`, store.proj),
    tool_name: 'Edit',
    tool_input: { file_path: path.join(store.proj, 'prisma', 'migrations', '001', 'up.sql') },
  };
  return runHook('pre-tool-use', JSON.stringify(payload), {
    cwd: store.proj,
    env: store.env,
    ...(command ? { command } : {}),
  });
}

function cacheFolder(store: TempStore): string {
  return path.join(store.env.STRATA_CACHE_DIR!, 'code-cache');
}

/** The one pre-tool-use cache file of this Node. */
function preToolCache(store: TempStore): string {
  const names = readdirSync(cacheFolder(store)).filter((n) => n.startsWith('pre-tool-use-'));
  expect(names).toHaveLength(1);
  const file = path.join(cacheFolder(store), names[0]!);
  const hash = names[0]!.slice('pre-tool-use-'.length, 'pre-tool-use-'.length + 16);
  expect(file).toBe(codeCacheFile(store.env.STRATA_CACHE_DIR!, 'pre-tool-use', hash));
  return file;
}

describe('hook loaders with a code cache', () => {
  it('write the cache on the first run and use it unchanged on the next', async () => {
    const store = await gotchaStore();
    const first = await editMigration(store);
    expect(first.code, first.stderr).toBe(0);
    expect(first.context).toContain('gotcha-migrations');
    const file = preToolCache(store);
    const written = statSync(file);
    expect(written.size).toBeGreaterThan(1000);
    const second = await editMigration(store);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    // Accepted, not rewritten: a rewrite renames a new file over it.
    expect(statSync(file).ino).toBe(written.ino);
    expect(statSync(file).mtimeMs).toBe(written.mtimeMs);
    // And V8 deserialized it: the flag makes V8 print each deserialization to stdout.
    const loader = path.join(REPO, 'lib', 'hooks', 'pre-tool-use.js');
    const traced = await editMigration(store, [
      process.execPath,
      '--profile-deserialization',
      loader,
    ]);
    expect(traced.code, traced.stderr).toBe(0);
    expect(traced.stdout).toContain(`[Deserializing from ${written.size} bytes`);
    expect(traced.stdout.trimEnd().split('\n').at(-1)).toBe(first.stdout);
  });

  it('answer the same over a corrupt or torn cache, and replace it', async () => {
    const store = await gotchaStore();
    const clean = await editMigration(store);
    const file = preToolCache(store);
    const good = readFileSync(file);
    const corrupt = Buffer.from(good);
    for (let i = 64; i < corrupt.length; i += 97) corrupt[i]! ^= 0xff;
    for (const bad of [corrupt, good.subarray(0, good.length >> 1), Buffer.from('not a cache')]) {
      writeFileSync(file, bad);
      const run = await editMigration(store);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(clean.stdout);
      expect(readFileSync(file).equals(bad)).toBe(false);
    }
  });

  it("remove the hook's caches of other bodies and runtimes, and keep other hooks'", async () => {
    const store = await gotchaStore();
    const folder = cacheFolder(store);
    mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, 'pre-tool-use-0123456789abcdef-v8-1.0-x64.bin');
    const other = path.join(folder, 'post-tool-use-0123456789abcdef-v8-1.0-x64.bin');
    for (const f of [stale, other]) writeFileSync(f, 'old');
    expect((await editMigration(store)).code).toBe(0);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(other)).toBe(true);
    preToolCache(store);
  });

  it.skipIf(!existsSync(REAL_BUN))('run the body on Bun, which writes no cache', async () => {
    const store = await gotchaStore();
    const onNode = await editMigration(store);
    const before = statSync(preToolCache(store));
    const loader = path.join(REPO, 'lib', 'hooks', 'pre-tool-use.js');
    const onBun = await editMigration(store, [REAL_BUN, loader]);
    expect(onBun.code, onBun.stderr).toBe(0);
    expect(onBun.stdout).toBe(onNode.stdout);
    expect(statSync(preToolCache(store)).mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(cacheFolder(store))).toHaveLength(1);
  });
});
