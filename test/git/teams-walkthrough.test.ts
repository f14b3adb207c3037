/**
 * docs/teams-and-git.md walked end to end, with the commands it gives, as a new user
 * would type them: the built CLI as a process and real git, remotes on local disk.
 * A team on branches (set up once per clone, branch, merge, `verify --fix`, commit, push,
 * the teammate pulls everything), and one person on several machines, joining from a
 * folder with memories of its own and from a clone made before the first push.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { readGraphAt } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';
import { strata as strataInProcess } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-guide-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A person at a machine: a HOME, and the CLI run in a folder. */
function person(name: string) {
  const home = path.join(root, name);
  mkdirSync(home, { recursive: true });
  const env = gitTestEnv(home, path.join(root, `${name}-cache`));
  const run = async (cwd: string, ...args: string[]) => {
    const r = await spawnStrata(args, { cwd, env });
    expect(r.code, `${name}: strata ${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
    return r.stdout;
  };
  /** The same CLI in this process, for the steps the guide does not spell out. */
  const quick = async (cwd: string, ...args: string[]) => {
    const r = await strataInProcess(args, { cwd, env });
    expect(r.code, `${name}: strata ${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
    return r.stdout;
  };
  const fails = async (cwd: string, ...args: string[]) => {
    const r = await spawnStrata(args, { cwd, env });
    expect(r.code, `${name}: strata ${args.join(' ')} should fail`).not.toBe(0);
    return r.stdout + r.stderr;
  };
  return { home, env, run, quick, fails };
}

const MEM = path.join('.claude', 'memory');

describe('a team on branches', () => {
  const alice = () => person('alice');
  const bob = () => person('bob');
  let repoA: string;
  let repoB: string;
  let origin: string;
  const gotcha = ['remember', '--type', 'gotcha', '--title', 'Flaky CI cache', '--tag', 'ci'];

  it('sets the driver up once per clone, and the teammate’s doctor checks it runs', async () => {
    origin = path.join(root, 'team.git');
    git(root, ['init', '-q', '--bare', origin]);
    repoA = path.join(root, 'alice', 'app');
    repoB = path.join(root, 'bob', 'app');
    git(root, ['clone', '-q', origin, repoA]);
    for (const title of ['Use Postgres', 'Use Redis', 'Use S3'])
      await alice().quick(
        repoA,
        'remember',
        '--type',
        'decision',
        '--title',
        title,
        '--body',
        `${title}.`,
      );
    await alice().run(repoA, 'git-setup');
    git(repoA, ['add', `${MEM}/.gitattributes`, `${MEM}/.gitignore`]);
    git(repoA, ['commit', '-q', '-m', 'strata merges memory']);
    git(repoA, ['add', MEM]);
    git(repoA, ['commit', '-q', '-m', 'decisions']);
    git(repoA, ['push', '-q', 'origin', 'HEAD:main']);
    git(root, ['clone', '-q', origin, repoB]);
    await bob().run(repoB, 'git-setup');
    expect(await bob().run(repoB, 'doctor')).toContain(
      'graph.json and memory files merge with strata',
    );
  });

  it('branches, merges, verify --fix, commit and push', async () => {
    // Alice on a branch, as the guide shows, and a note Bob also writes under one title.
    git(repoA, ['switch', '-q', '-c', 'one']);
    await alice().quick(repoA, 'link', 'decision-use-postgres', 'decision-use-redis');
    git(repoA, ['commit', '-q', '-am', 'link']);
    await alice().quick(repoA, ...gotcha, '--body', 'Clear it on Mondays.');
    git(repoA, ['add', MEM]);
    git(repoA, ['commit', '-q', '-m', 'gotcha']);
    await bob().quick(repoB, 'link', 'decision-use-postgres', 'decision-use-s3');
    await bob().quick(repoB, ...gotcha, '--body', 'Pin the runner image.');
    git(repoB, ['add', MEM]);
    git(repoB, ['commit', '-q', '-m', 'bob']);
    git(repoB, ['push', '-q', 'origin', 'HEAD:main']);

    git(repoA, ['switch', '-q', 'main']);
    git(repoA, ['pull', '-q', '--no-rebase', 'origin', 'main']);
    expect(() => git(repoA, ['merge', '-q', '--no-edit', 'one'])).toThrow();
    expect(await alice().fails(repoA, 'verify')).toContain('strata verify --fix');
    await alice().run(repoA, 'verify', '--fix');
    git(repoA, ['commit', '-q', '--no-edit']);
    expect(git(repoA, ['status', '--porcelain'])).toBe('');
    git(repoA, ['push', '-q', 'origin', 'HEAD:main']);
  });

  it('the teammate pulls both notes and every link, and verify is clean', async () => {
    git(repoB, ['pull', '-q', '--no-rebase', 'origin', 'main']);
    await bob().run(repoB, 'verify');
    const shown = await Promise.all(
      ['gotcha-flaky-ci-cache', 'gotcha-flaky-ci-cache-2'].map((id) =>
        bob().quick(repoB, 'show', id),
      ),
    );
    expect(shown.join('\n')).toContain('Clear it on Mondays.');
    expect(shown.join('\n')).toContain('Pin the runner image.');
    const graph = readGraphAt(path.join(repoB, MEM));
    const edges = graph['decision-use-postgres']?.map((e) => e.target);
    expect(edges?.sort()).toEqual(['decision-use-redis', 'decision-use-s3']);
  });
});

describe('one person on several machines', () => {
  it('joins from its own memories and from a clone made before the first push', async () => {
    const remote = path.join(root, 'memory.git');
    git(root, ['init', '-q', '--bare', remote]);
    const [laptop, desktop, spare] = ['laptop', 'desktop', 'spare'].map(person);
    if (!laptop || !desktop || !spare) throw new Error('three machines');
    const work = (m: typeof laptop) => {
      const dir = path.join(m.home, 'work');
      mkdirSync(dir, { recursive: true });
      return dir;
    };
    const mem = (m: typeof laptop) => path.join(m.home, '.claude', 'memory');
    // The spare machine clones before anything was pushed.
    mkdirSync(path.dirname(mem(spare)), { recursive: true });
    git(root, ['clone', '-q', remote, mem(spare)]);

    const note = (m: typeof laptop, title: string) =>
      m.quick(work(m), 'remember', '--type', 'learning', '--title', title, '--body', `${title}.`);
    await note(laptop, 'Laptop battery lasts six hours');
    await note(desktop, 'Desktop has the big monitor');
    await note(spare, 'Spare machine is for travel');
    for (const m of [laptop, desktop]) {
      git(mem(m), ['init', '-q']);
      git(mem(m), ['remote', 'add', 'origin', remote]);
    }
    for (const m of [laptop, desktop, spare, laptop, desktop]) await m.run(work(m), 'sync');

    const files = (m: typeof laptop) =>
      Object.fromEntries(Object.entries(snapshot(mem(m))).filter(([f]) => !f.startsWith('.git/')));
    expect(files(desktop)).toEqual(files(laptop));
    expect(files(spare)).toEqual(files(laptop));
    for (const id of [
      'learning-laptop-battery-lasts-six-hours',
      'learning-desktop-has-the-big-monitor',
      'learning-spare-machine-is-for-travel',
    ])
      expect(existsSync(path.join(mem(laptop), `${id}.md`)), id).toBe(true);
    for (const m of [laptop, desktop, spare]) await m.quick(work(m), 'verify');
  });
});
