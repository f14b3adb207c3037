/**
 * What a writer killed mid-write leaves (its temp file, its lock) never reaches git, is
 * reported by `verify` and `doctor`, removed by `gc`, and cleaned by the next writer: the
 * built CLI, killed for real (SIGKILL at its first rename, injected by a preload).
 */
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';

const KILL_AT_RENAME = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'support',
  'kill-at-rename.mjs',
);

let t: TempStore;
beforeEach(() => {
  t = makeTempStore({ realGit: true });
});
afterEach(() => t.cleanup());

/** Every file below `dir` (dot files too) whose name marks a temp or lock file. */
function tempAndLockFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tmp|lock)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Ages `files` past the grace a live writer in another pid namespace gets. */
function age(files: readonly string[]): void {
  const old = new Date(Date.now() - 60_000);
  for (const f of files) utimesSync(f, old, old);
}

async function killedEdit(): Promise<string[]> {
  const killed = await spawnStrataIn(
    t,
    ['edit', 'gotcha-vite-env-prefix', '--title', 'Vite prefix'],
    {
      env: { NODE_OPTIONS: `--import ${KILL_AT_RENAME}` },
    },
  );
  expect(killed.signal).toBe('SIGKILL');
  const left = tempAndLockFiles(t.memDir);
  expect(left.some((f) => f.endsWith('.tmp'))).toBe(true);
  return left;
}

describe('a writer killed mid-write', () => {
  it('leaves nothing git would commit, and verify, doctor and gc see to the rest', async () => {
    git(t.proj, ['add', '-A']);
    git(t.proj, ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'memory']);
    const left = await killedEdit();
    const status = git(t.proj, ['status', '--porcelain', '--untracked-files=all']);
    expect(status).not.toMatch(/\.tmp\b/);

    age(left);
    const verify = await spawnStrataIn(t, ['verify', '--json']);
    expect(verify.json.leftovers.map((l: { path: string }) => l.path).sort()).toEqual(
      [...left].sort(),
    );
    expect(verify.stdout).toBe(`${JSON.stringify(verify.json, null, 2)}\n`);
    const text = await spawnStrataIn(t, ['verify']);
    expect(text.stdout).toMatch(/leftover .*temp file of an interrupted write .*strata gc/);
    const doctor = await spawnStrataIn(t, ['doctor']);
    expect(doctor.stdout).toMatch(/WARN leftovers: \d+ temp or lock file/);

    const gc = await spawnStrataIn(t, ['gc', '--json']);
    expect(gc.code, gc.stdout + gc.stderr).toBe(0);
    expect([...gc.json.leftovers.removed].sort()).toEqual([...left].sort());
    expect(tempAndLockFiles(t.memDir)).toEqual([]);
    expect((await spawnStrataIn(t, ['verify', '--json'])).json.leftovers).toEqual([]);
  });

  it('the next writer in that folder removes the stale temp file and takes the stale lock', async () => {
    const left = await killedEdit();
    age(left);
    const edit = await spawnStrataIn(t, [
      'edit',
      'gotcha-vite-env-prefix',
      '--title',
      'Vite prefix',
    ]);
    expect(edit.code, edit.stderr).toBe(0);
    expect(tempAndLockFiles(t.memDir)).toEqual([]);
    for (const f of left) expect(existsSync(f)).toBe(false);
  });
});
