/**
 * A project store git left conflicted (graph.json and a memory file, no merge driver):
 * hooks exit 0 and session start names the conflict once; the CLI keeps working and names
 * the conflicted file in list, verify, doctor and audit; the next write resolves graph.json.
 * A memory marked only in its body is loaded, but a write to it is refused before writing.
 * The hooks run as the built bundles; the CLI runs in-process (the merge driver is not set up).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOllama } from '../kit/fake-ollama.js';
import { git, makeRepo } from '../kit/git-repos.js';
import { startMcp } from '../kit/mcp.js';
import { hookChildrenGone } from '../kit/processes.js';
import { gitTestEnv } from '../support/git-env.js';
import { basePayload, promptPayload, readPayload, runHook } from '../support/hook-runner.js';
import {
  buildBranches,
  editBody,
  MEM,
  SCENARIOS,
  writeBaseStore,
} from '../support/merge-scenarios.js';
import { strata } from '../support/run-cli-in-process.js';

let root: string;
let repo: string;
let env: Record<string, string>;
const ALPHA = () => path.join(repo, MEM, 'decision-alpha.md');

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-conflicted-'));
  mkdirSync(path.join(root, 'home'));
  env = gitTestEnv(path.join(root, 'home'), path.join(root, 'cache'));
  repo = makeRepo(root, 'proj');
  await buildBranches(repo, env, SCENARIOS[0]!);
  git(repo, ['merge', '-q', 'one']);
  expect(() => git(repo, ['merge', '-q', '--no-edit', 'two'])).toThrow();
  expect(readFileSync(ALPHA(), 'utf8')).toContain('<<<<<<<');
  expect(readFileSync(path.join(repo, MEM, 'graph.json'), 'utf8')).toContain('<<<<<<<');
});

afterAll(async () => {
  // A detached reindex a hook started may still be writing: let it finish first.
  await hookChildrenGone(path.join(root, 'cache'), repo);
  rmSync(root, { recursive: true, force: true });
});

describe('a store git left conflicted', () => {
  it('hooks exit 0 and session start names the conflict once', async () => {
    const opts = { cwd: repo, env };
    const start = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 's1', repo), source: 'startup' }),
      opts,
    );
    expect(start.code, start.stderr).toBe(0);
    expect(start.context?.match(/merge left/g)).toHaveLength(1);
    expect(start.context).toContain('graph.json');
    expect(start.context).toContain('decision-alpha.md');
    expect(start.context).toContain('strata verify --fix');
    const others = await Promise.all([
      runHook('user-prompt-submit', promptPayload('s1', repo, 'why did we pick Postgres?'), opts),
      runHook('post-tool-use', readPayload('s1', repo, path.join(repo, 'README.md')), opts),
    ]);
    for (const r of others) expect(r.code, r.stderr).toBe(0);
  });

  it('the CLI keeps working and names the conflicted memory file', async () => {
    const run = (...args: string[]) => strata(args, { cwd: repo, env });
    const [list, show, verify, doctor, audit] = await Promise.all([
      run('list'),
      run('show', 'decision-alpha', '--json'),
      run('verify'),
      run('doctor'),
      run('audit', '--json'),
    ]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`conflict  ${ALPHA()}`);
    // The conflicted memory is shown as its merged view: both branches' links.
    expect(show.code, show.stderr).toBe(0);
    expect(show.json.links).toEqual(['hub-gamma', 'decision-beta', 'learning-delta']);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toContain(`${ALPHA()}: holds git conflict markers`);
    expect(verify.stdout).toContain(
      `${path.join(repo, MEM, 'graph.json')}: holds git conflict markers`,
    );
    expect(doctor.stdout).toMatch(/FAIL merge conflicts: .*decision-alpha\.md/);
    expect(doctor.stdout).toMatch(/WARN git merge \(project\): missing .*strata git-setup/);
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.json.notMemories.map((n: { path: string }) => n.path)).toContain(ALPHA());
  });

  it('the next link writes graph.json as the union of both sides', async () => {
    const link = await strata(['link', 'learning-delta', 'hub-gamma'], { cwd: repo, env });
    expect(link.code, link.stderr).toBe(0);
    const text = readFileSync(path.join(repo, MEM, 'graph.json'), 'utf8');
    expect(text).not.toContain('<<<<<<<');
    const graph = JSON.parse(text);
    const targets = (id: string) => graph[id].map((e: { target: string }) => e.target);
    expect(targets('decision-alpha')).toEqual([
      'decision-beta',
      'hub-gamma',
      'learning-delta',
      'learning-pool-size-one',
      'learning-pool-size-two',
    ]);
    expect(targets('learning-delta')).toEqual(['decision-alpha', 'hub-gamma']);
  });
});

/** A repository whose hub-gamma git left with conflict markers in its body only. */
function makeBodyConflict(name = 'body'): string {
  const dir = makeRepo(root, name);
  writeBaseStore(dir);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'base store']);
  for (const side of ['one', 'two']) {
    git(dir, ['checkout', '-q', '-b', side, 'main']);
    editBody(dir, 'hub-gamma.md', 'Tables.', `Tables on branch ${side}.`);
    git(dir, ['commit', '-q', '-am', side]);
  }
  git(dir, ['checkout', '-q', 'main']);
  git(dir, ['merge', '-q', 'one']);
  expect(() => git(dir, ['merge', '-q', '--no-edit', 'two'])).toThrow();
  return dir;
}

describe('a memory git left marked in its body only', () => {
  it('refuses edit, memory_update and link before writing, naming the file and the fix', async () => {
    const dir = makeBodyConflict();
    const file = path.join(dir, MEM, 'hub-gamma.md');
    const before = readFileSync(file);
    expect(before.toString()).toMatch(/^<{7} /m);
    expect(before.toString().split('\n---\n')[0]).not.toContain('<<<<<<<');
    const edit = await strata(['edit', 'hub-gamma', '--title', 'Storage layer'], {
      cwd: dir,
      env,
    });
    expect(edit.code).toBe(1);
    expect(edit.stderr).toContain(`strata: ${file}: holds git conflict markers`);
    expect(edit.stderr).toContain('fix: run `strata verify --fix`');
    expect(readFileSync(file)).toEqual(before);
    const ollama = await startFakeOllama();
    const mcp = await startMcp({ env: { ...env, OLLAMA_HOST: ollama.url }, cwd: dir });
    try {
      const update = await mcp.refused('memory_update', { id: 'hub-gamma', add_tags: ['db'] });
      expect(update.code).toBe('CONFLICT');
      expect(update.text).toContain(`strata: ${file}: holds git conflict markers`);
      expect(update.text).toContain('fix: run `strata verify --fix`');
    } finally {
      await mcp.close();
      await ollama.close();
    }
    expect(readFileSync(file)).toEqual(before);
    const link = await strata(['link', 'hub-gamma', 'decision-beta'], { cwd: dir, env });
    expect(link.code).toBe(1);
    expect(link.stderr).toContain(`${file}: holds git conflict markers`);
    expect(readFileSync(file)).toEqual(before);
  });

  it('refuses a merge or a move of it before writing anything', async () => {
    const dir = makeBodyConflict('body-merge');
    const file = path.join(dir, MEM, 'hub-gamma.md');
    const status = git(dir, ['status', '--porcelain']);
    const keeper = readFileSync(path.join(dir, MEM, 'decision-beta.md'));
    const merge = await strata(['merge', 'decision-beta', 'hub-gamma'], { cwd: dir, env });
    expect(merge.code).toBe(1);
    expect(merge.stderr).toContain(`strata: ${file}: holds git conflict markers`);
    expect(merge.stderr).not.toContain('began writing');
    const move = await strata(['move', 'hub-gamma', '--to', 'global'], { cwd: dir, env });
    expect(move.code).toBe(1);
    expect(move.stderr).toContain(`strata: ${file}: holds git conflict markers`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(path.join(dir, MEM, 'decision-beta.md'))).toEqual(keeper);
    expect(git(dir, ['status', '--porcelain'])).toBe(status);
  });
});
