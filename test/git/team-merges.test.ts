/**
 * Team merges that used to lose data without a word, each with real git and the built CLI:
 * a merge driver that cannot run (the plugin moved to a new version folder, or is gone),
 * two branches that created one id (the other side's copy must be in the next commit),
 * and bytes that are not UTF-8 (kept by the driver and by `verify --fix`).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, spawnStrata } from '../kit/cli.js';
import { git, makeRepo } from '../kit/git-repos.js';
import { writeMemory } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';

const MEM = path.join('.claude', 'memory');
let root: string;
let env: Record<string, string>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-team-'));
  mkdirSync(path.join(root, 'home'));
  env = gitTestEnv(path.join(root, 'home'), path.join(root, 'cache'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tryGit(repo: string, args: string[]): boolean {
  try {
    git(repo, args);
    return true;
  } catch {
    return false;
  }
}

async function run(repo: string, ...args: string[]) {
  const r = await spawnStrata(args, { cwd: repo, env });
  expect(r.code, `${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout;
}

/** A copy of the built plugin in a version folder, as Claude Code installs it. */
function installPlugin(version: string): string {
  const dir = path.join(root, 'plugins', 'strata', version);
  cpSync(path.join(REPO, 'lib'), path.join(dir, 'lib'), { recursive: true });
  return path.join(dir, 'lib', 'cli', 'main.js');
}

/**
 * A repository whose memory `decision-shared` is linked on branch `two` (to a new memory)
 * and on `main` (to another), the driver set up by the CLI at `cli`; `main` checked out.
 */
async function divergedRepo(name: string, cli: string): Promise<string> {
  const repo = makeRepo(root, name);
  writeMemory(path.join(repo, MEM), 'decision-shared', { title: 'Shared choice' });
  execFileSync(process.execPath, [cli, 'git-setup'], { cwd: repo, env });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  git(repo, ['switch', '-q', '-c', 'two']);
  writeMemory(path.join(repo, MEM), 'learning-from-two', { title: 'From two' });
  await run(repo, 'link', 'decision-shared', 'learning-from-two');
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'two']);
  git(repo, ['switch', '-q', 'main']);
  writeMemory(path.join(repo, MEM), 'learning-from-main', { title: 'From main' });
  await run(repo, 'link', 'decision-shared', 'learning-from-main');
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'main']);
  return repo;
}

/** The links of `decision-shared` and the edges of graph.json as committed at HEAD. */
function committedLinks(repo: string): { links: string; edges: string } {
  return {
    links: git(repo, ['show', `HEAD:${MEM}/decision-shared.md`]),
    edges: git(repo, ['show', `HEAD:${MEM}/graph.json`]),
  };
}

describe('a merge driver that cannot run', () => {
  it('still runs after the plugin moves to a new version folder', async () => {
    const cli = installPlugin('0.1.0');
    const repo = await divergedRepo('moved', cli);
    renameSync(
      path.join(root, 'plugins', 'strata', '0.1.0'),
      path.join(root, 'plugins', 'strata', '0.2.0'),
    );
    expect(tryGit(repo, ['merge', '-q', '--no-edit', 'two'])).toBe(true);
    const { links, edges } = committedLinks(repo);
    for (const id of ['learning-from-two', 'learning-from-main']) {
      expect(links).toContain(id);
      expect(edges).toContain(id);
    }
  });

  it('is never taken as resolved: verify names it, verify --fix merges both sides', async () => {
    const cli = installPlugin('0.3.0');
    const repo = await divergedRepo('gone', cli);
    rmSync(path.join(root, 'plugins'), { recursive: true, force: true });
    expect(tryGit(repo, ['merge', '-q', '--no-edit', 'two'])).toBe(false);
    const verify = await spawnStrata(['verify'], { cwd: repo, env });
    expect(verify.code).toBe(1);
    expect(verify.stdout).toContain('kept only one side');
    const doctor = await spawnStrata(['doctor'], { cwd: repo, env });
    expect(doctor.stdout, doctor.stderr).toContain('does not run');
    expect(doctor.stdout).toMatch(/merge conflicts: .*decision-shared\.md.*not merged yet/);
    const fix = await run(repo, 'verify', '--fix');
    expect(fix).not.toContain('kept and staged');
    git(repo, ['commit', '-q', '--no-edit']);
    expect(git(repo, ['status', '--porcelain'])).toBe('');
    const { links, edges } = committedLinks(repo);
    for (const id of ['learning-from-two', 'learning-from-main']) {
      expect(links).toContain(id);
      expect(edges).toContain(id);
    }
  });
});

describe('strata’s lock files', () => {
  it('git-setup keeps them out of a plain git add -A', async () => {
    const repo = makeRepo(root, 'locks');
    await run(repo, 'git-setup');
    const dir = path.join(repo, MEM);
    for (const f of ['graph.json.lock', '.decision-x.md.lock', 'graph.json.lock.takeover'])
      writeFileSync(path.join(dir, f), `${process.pid} cafe01 elsewhere\n`);
    git(repo, ['add', '-A']);
    const staged = git(repo, ['diff', '--cached', '--name-only']);
    expect(staged).toContain(`${MEM}/.gitignore`);
    expect(staged).not.toMatch(/\.lock/);
  });
});

describe('two branches create the same id', () => {
  it('verify --fix stages the other side’s copy, so the commit carries it', async () => {
    const repo = makeRepo(root, 'add-add');
    await run(repo, 'git-setup');
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'driver']);
    const save = (body: string) =>
      run(repo, 'remember', '--type', 'gotcha', '--title', 'Flaky build cache', '--body', body);
    git(repo, ['switch', '-q', '-c', 'two']);
    await save('Clear it on Mondays.');
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'two']);
    git(repo, ['switch', '-q', 'main']);
    await save('Pin the runner image.');
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'main']);
    expect(tryGit(repo, ['merge', '-q', '--no-edit', 'two'])).toBe(false);
    const fix = await run(repo, 'verify', '--fix');
    expect(fix).toContain('gotcha-flaky-build-cache-2.md');
    git(repo, ['commit', '-q', '--no-edit']);
    expect(git(repo, ['status', '--porcelain'])).toBe('');
    const tree = git(repo, ['ls-tree', '-r', '--name-only', 'HEAD']);
    expect(tree).toContain(`${MEM}/gotcha-flaky-build-cache-2.md`);
    const texts = ['gotcha-flaky-build-cache', 'gotcha-flaky-build-cache-2'].map((id) =>
      git(repo, ['show', `HEAD:${MEM}/${id}.md`]),
    );
    expect(texts.join('\n')).toContain('Clear it on Mondays.');
    expect(texts.join('\n')).toContain('Pin the runner image.');
  });
});

describe('bytes that are not UTF-8', () => {
  const LATIN1 = Buffer.from('Caf\xe9 au lait, cr\xe8me.', 'latin1');
  const REPLACEMENT = Buffer.from('\uFFFD', 'utf8');

  function latin1Repo(name: string): { repo: string; file: string } {
    const repo = makeRepo(root, name);
    const dir = path.join(repo, MEM);
    const file = writeMemory(dir, 'learning-cafe', { title: 'Cafe', links: [] });
    writeMemory(dir, 'learning-milk', { title: 'Milk' });
    writeMemory(dir, 'learning-sugar', { title: 'Sugar' });
    const text = readFileSync(file);
    writeFileSync(file, Buffer.concat([text, LATIN1, Buffer.from('\n')]));
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'latin-1']);
    return { repo, file };
  }

  it('the merge driver keeps them when one side edits the body, the other the links', async () => {
    const { repo, file } = latin1Repo('bytes-driver');
    await run(repo, 'git-setup');
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'driver']);
    git(repo, ['switch', '-q', '-c', 'two']);
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('Na\xefve.\n', 'latin1')]));
    git(repo, ['commit', '-q', '-am', 'body']);
    git(repo, ['switch', '-q', 'main']);
    await run(repo, 'link', 'learning-cafe', 'learning-milk');
    git(repo, ['commit', '-q', '-am', 'link']);
    expect(tryGit(repo, ['merge', '-q', '--no-edit', 'two'])).toBe(true);
    const bytes = readFileSync(file);
    expect(bytes.includes(LATIN1)).toBe(true);
    expect(bytes.includes(Buffer.from('Na\xefve.', 'latin1'))).toBe(true);
    expect(bytes.includes(REPLACEMENT)).toBe(false);
    expect(bytes.toString('latin1')).toContain('learning-milk');
  });

  it('verify --fix keeps them when both sides linked the same memory', async () => {
    const { repo, file } = latin1Repo('bytes-fix');
    git(repo, ['switch', '-q', '-c', 'two']);
    await run(repo, 'link', 'learning-cafe', 'learning-sugar');
    git(repo, ['commit', '-q', '-am', 'sugar']);
    git(repo, ['switch', '-q', 'main']);
    await run(repo, 'link', 'learning-cafe', 'learning-milk');
    git(repo, ['commit', '-q', '-am', 'milk']);
    expect(tryGit(repo, ['merge', '-q', '--no-edit', 'two'])).toBe(false);
    await run(repo, 'verify', '--fix');
    const bytes = readFileSync(file);
    expect(bytes.includes(LATIN1)).toBe(true);
    expect(bytes.includes(REPLACEMENT)).toBe(false);
    expect(bytes.toString('latin1')).toMatch(
      /links: \[.*learning-milk.*learning-sugar|links: \[.*learning-sugar.*learning-milk/,
    );
  });
});
