/**
 * Personal memory on two machines: two clones of a global memory folder and a bare
 * repository on local disk. Edits, links and archives on both, synced in both orders,
 * end identical with nothing lost; a conflict sync cannot settle is refused, and session
 * start tells a machine how far behind it is without touching the remote. The first sync
 * runs the built CLI as a process; the rest of the CLI and the hooks run in-process.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { hookChildrenGone } from '../kit/processes.js';
import { readGraphAt } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';
import { runHookInProcess } from '../support/hook-in-process.js';
import { basePayload } from '../support/hook-runner.js';
import { strata } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

interface Machine {
  home: string;
  mem: string;
  work: string;
  env: Record<string, string>;
  run: (...args: string[]) => Promise<{ code: number | null; stdout: string; stderr: string }>;
}

let root: string;
let remote: string;
let a: Machine;
let b: Machine;

function machine(name: string): Machine {
  const home = path.join(root, name);
  const work = path.join(home, 'work');
  mkdirSync(work, { recursive: true });
  const env = gitTestEnv(home, path.join(root, `${name}-cache`));
  const mem = path.join(home, '.claude', 'memory');
  git(root, ['clone', '-q', remote, mem]);
  // Outside any repository the global scope is the default one.
  const run = (...args: string[]) => strata(args, { cwd: work, env });
  return { home, mem, work, env, run };
}

async function ok(m: Machine, ...args: string[]): Promise<string> {
  const r = await m.run(...args);
  expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r.stdout;
}

const withoutGit = (m: Machine) =>
  Object.fromEntries(Object.entries(snapshot(m.mem)).filter(([f]) => !f.startsWith('.git/')));

function edges(m: Machine): string[] {
  const graph = readGraphAt(m.mem);
  return Object.entries(graph)
    .flatMap(([from, list]) => list.map((e) => `${from}>${e.target}`))
    .sort();
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-sync-'));
  remote = path.join(root, 'memory.git');
  git(root, ['init', '-q', '--bare', remote]);
  a = machine('laptop');
  const remember = (m: Machine, title: string, ...more: string[]) =>
    ok(m, 'remember', '--type', 'learning', '--title', title, '--body', `${title}.`, ...more);
  await remember(a, 'Tabs not spaces');
  await remember(a, 'Coffee after lunch');
  await remember(a, 'Old laptop quirk');
  // The first push, through the built binary: git's remote commands from a real CLI process.
  const first = await spawnStrata(['sync'], { cwd: a.work, env: a.env });
  expect(first.code, first.stderr).toBe(0);
  b = machine('desktop');
});
afterAll(async () => {
  // Session start on the desktop may have started a detached reindex or audit.
  await hookChildrenGone(path.join(root, 'desktop-cache'), null);
  rmSync(root, { recursive: true, force: true });
});

describe('strata sync between two machines', () => {
  it('edits, links and archives on both end identical, in both orders', async () => {
    await ok(a, 'link', 'learning-tabs-not-spaces', 'learning-coffee-after-lunch');
    await ok(a, 'forget', 'learning-old-laptop-quirk');
    await ok(b, 'link', 'learning-tabs-not-spaces', 'learning-old-laptop-quirk');
    const coffee = path.join(b.mem, 'learning-coffee-after-lunch.md');
    writeFileSync(
      coffee,
      readFileSync(coffee, 'utf8').replace('Coffee after lunch.', 'Tea at four.'),
    );
    await ok(a, 'sync');
    await ok(b, 'sync');
    await ok(a, 'sync');
    expect(withoutGit(a)).toEqual(withoutGit(b));
    expect(edges(a)).toEqual([
      'learning-coffee-after-lunch>learning-tabs-not-spaces',
      'learning-old-laptop-quirk>learning-tabs-not-spaces',
      'learning-tabs-not-spaces>learning-coffee-after-lunch',
      'learning-tabs-not-spaces>learning-old-laptop-quirk',
    ]);
    expect(readFileSync(path.join(a.mem, 'learning-coffee-after-lunch.md'), 'utf8')).toContain(
      'Tea at four.',
    );
    expect(withoutGit(a)).toHaveProperty(['archive/learning-old-laptop-quirk.md']);

    // The other order: the desktop syncs first.
    await ok(a, 'unlink', 'learning-tabs-not-spaces', 'learning-coffee-after-lunch');
    await ok(
      b,
      'remember',
      '--type',
      'gotcha',
      '--title',
      'Desk lamp flickers',
      '--body',
      'Lamp.',
      '--link',
      'learning-tabs-not-spaces',
    );
    await ok(b, 'sync');
    await ok(a, 'sync');
    await ok(b, 'sync');
    expect(withoutGit(b)).toEqual(withoutGit(a));
    expect(edges(b)).toEqual([
      'gotcha-desk-lamp-flickers>learning-tabs-not-spaces',
      'learning-old-laptop-quirk>learning-tabs-not-spaces',
      'learning-tabs-not-spaces>gotcha-desk-lamp-flickers',
      'learning-tabs-not-spaces>learning-old-laptop-quirk',
    ]);
    const verify = await Promise.all([a.run('verify'), b.run('verify')]);
    for (const r of verify) expect(r.code, r.stdout).toBe(0);
  });

  it('session start counts the commits behind from the last fetch, without fetching', async () => {
    await ok(a, 'remember', '--type', 'learning', '--title', 'Standing desk', '--body', 'Stand.');
    await ok(a, 'sync');
    const payload = JSON.stringify({
      ...basePayload('SessionStart', 's1', b.work),
      source: 'startup',
    });
    const before = await runHookInProcess('session-start', payload, { cwd: b.work, env: b.env });
    expect(before.code).toBe(0);
    expect(before.context ?? '').not.toContain('behind');
    git(b.mem, ['fetch', '-q']);
    const after = await runHookInProcess('session-start', payload, { cwd: b.work, env: b.env });
    expect(after.code).toBe(0);
    expect(after.context).toContain('global memory is 1 commit(s) behind its remote');
    await ok(b, 'sync');
  });

  it('refuses a conflict it cannot settle, undoes the merge and never forces', async () => {
    const file = (m: Machine) => path.join(m.mem, 'learning-standing-desk.md');
    for (const [m, text] of [
      [a, 'Stand an hour.'],
      [b, 'Sit mostly.'],
    ] as const)
      writeFileSync(file(m), readFileSync(file(m), 'utf8').replace('Stand.', text));
    await ok(a, 'sync');
    const remoteHead = git(remote, ['rev-parse', 'HEAD']);
    const refused = await b.run('sync');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('learning-standing-desk.md');
    expect(refused.stderr).toContain('fix:');
    // The advice names the remote branch to merge and the state the file is in.
    const branch = git(b.mem, ['rev-parse', '--abbrev-ref', 'HEAD']);
    expect(refused.stderr).toContain(`git -C ${b.mem} merge origin/${branch}`);
    expect(refused.stderr).toContain('as this machine last committed');
    expect(git(remote, ['rev-parse', 'HEAD'])).toBe(remoteHead);
    expect(readFileSync(file(b), 'utf8')).toContain('Sit mostly.');
    expect(git(b.mem, ['status', '--porcelain'])).toBe('');
  });
});
