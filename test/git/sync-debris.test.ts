/**
 * What `strata sync` must not leave behind: a sync killed while its git held
 * `.git/index.lock` (the next sync removes that lock, and only that one), a rewritten
 * `.git/config` on every run, strata's own lock files in a commit, and another copy of a
 * memory each time a sync that cannot finish is retried.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPidAlive } from '../../src/io/pid-alive.js';
import { spawnStrata } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { gitTestEnv } from '../support/git-env.js';
import { strata } from '../support/run-cli-in-process.js';

interface Machine {
  mem: string;
  work: string;
  env: Record<string, string>;
}

let root: string;
let remote: string;
let a: Machine;
let b: Machine;

function machine(name: string): Machine {
  const home = path.join(root, name);
  const work = path.join(home, 'work');
  mkdirSync(work, { recursive: true });
  const mem = path.join(home, '.claude', 'memory');
  git(root, ['clone', '-q', remote, mem]);
  return { mem, work, env: gitTestEnv(home, path.join(root, `${name}-cache`)) };
}

async function ok(m: Machine, ...args: string[]): Promise<string> {
  const r = await strata(args, { cwd: m.work, env: m.env });
  expect(r.code, `${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout;
}

const remember = (m: Machine, title: string, body = `${title}.`) =>
  ok(m, 'remember', '--type', 'learning', '--title', title, '--body', body);

/**
 * A `git` first on PATH that is killed with the sync that started it (kill -9 of both):
 * at `git add` once it holds the index lock as git does, or right after a `git merge`
 * that stopped on a conflict. `$KILL_AT` names the command.
 */
function killingGit(): string {
  const bin = path.join(root, 'bin');
  mkdirSync(bin, { recursive: true });
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const script = [
    '#!/bin/sh',
    'if [ "$1" = "$KILL_AT" ]; then',
    `  echo $$ > '${path.join(bin, 'killed.pid')}'`,
    `  dir=$('${real}' rev-parse --absolute-git-dir)`,
    `  if [ "$1" = add ]; then printf partial > "$dir/index.lock"; else '${real}' "$@"; fi`,
    '  kill -9 $PPID',
    '  kill -9 $$',
    'fi',
    `exec '${real}' "$@"`,
  ].join('\n');
  writeFileSync(path.join(bin, 'git'), `${script}\n`);
  chmodSync(path.join(bin, 'git'), 0o755);
  return bin;
}

/** Runs the built CLI's sync with git killed at `at`, and waits until that git is gone. */
async function killedSync(m: Machine, at: string): Promise<void> {
  const env = { ...m.env, PATH: `${killingGit()}:${m.env.PATH}`, KILL_AT: at };
  const killed = await spawnStrata(['sync'], { cwd: m.work, env });
  expect(killed.signal).toBe('SIGKILL');
  // The killed git ends a moment after the sync: a lock of a git still running is kept.
  const pid = Number(readFileSync(path.join(root, 'bin', 'killed.pid'), 'utf8'));
  for (let i = 0; i < 500 && isPidAlive(pid); i++) await delay(10);
  expect(isPidAlive(pid)).toBe(false);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-debris-'));
  remote = path.join(root, 'memory.git');
  git(root, ['init', '-q', '--bare', remote]);
  a = machine('laptop');
  await remember(a, 'Shared note', 'One line.');
  await ok(a, 'sync');
  b = machine('desktop');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('strata sync leaves no debris', () => {
  it('after a kill -9 while git held index.lock, the next sync removes that lock', async () => {
    const lock = path.join(a.mem, '.git', 'index.lock');
    await remember(a, 'Written before the kill');
    await killedSync(a, 'add');
    expect(existsSync(lock)).toBe(true);
    const next = await spawnStrata(['sync'], { cwd: a.work, env: a.env });
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toContain('index.lock');
    expect(existsSync(lock)).toBe(false);
    expect(git(remote, ['ls-tree', '-r', '--name-only', 'HEAD'])).toContain(
      'learning-written-before-the-kill.md',
    );
  });

  it('keeps the index.lock of a git still running there, even after a killed sync', async () => {
    const lock = path.join(a.mem, '.git', 'index.lock');
    await remember(a, 'Waits for the commit');
    await killedSync(a, 'add');
    // The killed git's lock is gone; a commit waiting for its editor holds a new one.
    rmSync(lock);
    const file = path.join(a.mem, 'learning-written-before-the-kill.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}More.\n`);
    const editor = { ...a.env, GIT_EDITOR: 'sh -c "read line"' };
    const commit = spawn('git', ['commit', '-a', '-q'], { cwd: a.mem, env: editor });
    for (let i = 0; i < 500 && !existsSync(lock); i++) await delay(10);
    expect(existsSync(lock)).toBe(true);
    const r = await strata(['sync'], { cwd: a.work, env: a.env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('index.lock');
    expect(existsSync(lock)).toBe(true);
    // The editor ends without a message: git gives up the commit and its lock.
    commit.stdin.end();
    await once(commit, 'exit');
    expect(existsSync(lock)).toBe(false);
    await ok(a, 'sync');
  });

  it('leaves an index.lock no killed sync made to git, whose error names it', async () => {
    const lock = path.join(a.mem, '.git', 'index.lock');
    writeFileSync(lock, '');
    await remember(a, 'Waits for the other git');
    const r = await strata(['sync'], { cwd: a.work, env: a.env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('index.lock');
    expect(existsSync(lock)).toBe(true);
    rmSync(lock);
    await ok(a, 'sync');
  });

  it('does not rewrite .git/config on every run', async () => {
    const config = path.join(a.mem, '.git', 'config');
    const before = statSync(config);
    const text = readFileSync(config, 'utf8');
    await remember(a, 'Config stays');
    await ok(a, 'sync');
    const after = statSync(config);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(readFileSync(config, 'utf8')).toBe(text);
  });

  it('never commits strata’s lock files', async () => {
    const locks = ['graph.json.lock', '.learning-shared-note.md.lock', 'graph.json.lock.takeover'];
    for (const f of locks) writeFileSync(path.join(a.mem, f), `${process.pid} cafe01 elsewhere\n`);
    await remember(a, 'Saved while locked');
    await ok(a, 'sync');
    const pushed = git(remote, ['ls-tree', '-r', '--name-only', 'HEAD']);
    expect(pushed).toContain('learning-saved-while-locked.md');
    expect(pushed).not.toMatch(/\.lock/);
    for (const f of locks) expect(existsSync(path.join(a.mem, f)), f).toBe(true);
    // One an older version committed and pushed leaves the repository at the next sync.
    git(a.mem, ['add', '-f', 'graph.json.lock']);
    git(a.mem, ['commit', '-q', '-m', 'a lock, committed the old way']);
    git(a.mem, ['push', '-q']);
    await ok(a, 'sync');
    expect(git(remote, ['ls-tree', '-r', '--name-only', 'HEAD'])).not.toMatch(/\.lock/);
    for (const f of locks) expect(existsSync(path.join(a.mem, f)), f).toBe(true);
    for (const f of locks) rmSync(path.join(a.mem, f));
  });

  it('after a kill -9 in the middle of a merge, the next sync redoes it', async () => {
    await ok(b, 'sync');
    await remember(a, 'Merged after a kill', 'Laptop words.');
    await ok(a, 'sync');
    await remember(b, 'Merged after a kill', 'Desktop words.');
    await killedSync(b, 'merge');
    expect(existsSync(path.join(b.mem, '.git', 'MERGE_HEAD'))).toBe(true);
    const next = await spawnStrata(['sync'], { cwd: b.work, env: b.env });
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toContain('undid the merge');
    expect(git(b.mem, ['status', '--porcelain'])).toBe('');
    const texts = ['', '-2'].map((n) =>
      readFileSync(path.join(b.mem, `learning-merged-after-a-kill${n}.md`), 'utf8'),
    );
    expect(texts.join('\n')).toContain('Laptop words.');
    expect(texts.join('\n')).toContain('Desktop words.');
    await ok(a, 'sync');
  });

  it('a sync that cannot finish adds no copy of a memory however often it is retried', async () => {
    await ok(b, 'sync');
    // Both machines create one id (two memories: kept as <id> and <id>-2) and rewrite one
    // body differently (needs a person): the sync is undone each time.
    await remember(a, 'Same title', 'Laptop text.');
    await remember(b, 'Same title', 'Desktop text.');
    for (const [m, text] of [
      [a, 'Laptop line.'],
      [b, 'Desktop line.'],
    ] as const) {
      const file = path.join(m.mem, 'learning-shared-note.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('One line.', text));
    }
    await ok(a, 'sync');
    let head = '';
    for (let i = 0; i < 3; i++) {
      const r = await strata(['sync'], { cwd: b.work, env: b.env });
      expect(r.code, r.stdout).toBe(1);
      expect(r.stderr).toContain('learning-shared-note.md');
      expect(readdirSync(b.mem).filter((f) => /^learning-same-title-\d+\.md$/.test(f))).toEqual([]);
      expect(git(b.mem, ['status', '--porcelain'])).toBe('');
      const now = git(b.mem, ['rev-parse', 'HEAD']);
      if (head) expect(now).toBe(head);
      head = now;
    }
  });
});
