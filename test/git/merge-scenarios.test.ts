/**
 * Two branches that both touch project memory, merged with real git and checked with the
 * CLI: once with plain git, once with strata's merge driver. Each merge ends in a store
 * `verify` calls clean after at most `strata verify --fix`, with every memory and edge
 * either side kept, and `show` of every memory working. The first scenario runs the built
 * CLI as processes throughout; the others run the CLI in-process. Git always invokes the
 * merge driver through the built binary (`git-setup` configures it so).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { git, makeRepo } from '../kit/git-repos.js';
import { readGraphAt } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';
import {
  buildBranches,
  MEM,
  type MergeScenario,
  type RunStrata,
  SCENARIOS,
} from '../support/merge-scenarios.js';
import { strata as strataInProcess } from '../support/run-cli-in-process.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-merge-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tryGit(repo: string, args: string[]): { ok: boolean; out: string } {
  try {
    return { ok: true, out: git(repo, args) };
  } catch (error) {
    return { ok: false, out: String((error as { stdout?: string }).stdout ?? error) };
  }
}

/** Clones the scenario's origin, optionally sets up the driver, merges `one` then `two`. */
async function mergeClone(
  strata: RunStrata,
  origin: string,
  dir: string,
  env: Record<string, string>,
  driver: boolean,
) {
  git(root, ['clone', '-q', origin, dir]);
  if (driver) {
    const setup = await strata(['git-setup'], { cwd: dir, env });
    expect(setup.code, setup.stderr).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'merge driver']);
  }
  tryGit(dir, ['merge', '-q', '--no-edit', 'origin/one']);
  const merged = tryGit(dir, ['merge', '-q', '--no-edit', 'origin/two']);
  const conflicted = git(dir, ['diff', '--name-only', '--diff-filter=U'])
    .split('\n')
    .filter(Boolean);
  return { merged: merged.ok, conflicted };
}

/** `verify`; when it fails it must name `verify --fix`, which must leave the store clean. */
async function finishMerge(strata: RunStrata, dir: string, env: Record<string, string>) {
  const first = await strata(['verify'], { cwd: dir, env });
  if (first.code === 0) return;
  expect(first.stdout).toContain('strata verify --fix');
  const fix = await strata(['verify', '--fix'], { cwd: dir, env });
  expect(fix.code, fix.stdout + fix.stderr).toBe(0);
  if (existsSync(path.join(dir, '.git', 'MERGE_HEAD'))) git(dir, ['commit', '-q', '--no-edit']);
}

async function checkStore(
  strata: RunStrata,
  dir: string,
  env: Record<string, string>,
  s: MergeScenario,
) {
  const mem = path.join(dir, MEM);
  for (const file of s.files) expect(existsSync(path.join(mem, file)), file).toBe(true);
  const ids = s.files.map((f) => path.basename(f, '.md'));
  const runs = await Promise.all([
    strata(['verify', '--json'], { cwd: dir, env }),
    ...ids.map((id) => strata(['show', id], { cwd: dir, env })),
  ]);
  const [verify, ...shows] = runs;
  expect(verify?.json?.ok, verify?.stdout).toBe(true);
  for (const [i, r] of shows.entries()) expect(r.code, `show ${ids[i]}: ${r.stderr}`).toBe(0);
  const graph = readGraphAt(mem);
  const has = (a: string, b: string) => Boolean(graph[a]?.some((e) => e.target === b));
  for (const [a, b] of s.edges) expect([has(a, b), has(b, a)], `${a} ↔ ${b}`).toEqual([true, true]);
  for (const [a, b] of s.gone ?? []) expect(has(a, b) || has(b, a), `${a} ↔ ${b}`).toBe(false);
  for (const [file, text] of s.texts ?? [])
    expect(readFileSync(path.join(mem, file), 'utf8'), file).toContain(text);
}

const CASES = SCENARIOS.map(
  (s, i) => [s.name, s, i === 0 ? spawnStrata : strataInProcess] as const,
);

describe.each(CASES)('merging: %s', (_name, scenario, strata) => {
  let origin: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(root, 'case-'));
    mkdirSync(path.join(dir, 'home'));
    env = gitTestEnv(path.join(dir, 'home'), path.join(dir, 'cache'));
    origin = makeRepo(dir, 'origin');
    await buildBranches(origin, env, scenario, strata);
  });

  it('with plain git: verify clean after at most verify --fix, nothing lost', async () => {
    const dir = path.join(path.dirname(origin), 'plain');
    await mergeClone(strata, origin, dir, env, false);
    await finishMerge(strata, dir, env);
    await checkStore(strata, dir, env, scenario);
  });

  it('with the merge driver: no conflict in graph.json, same result', async () => {
    const dir = path.join(path.dirname(origin), 'driver');
    const { conflicted } = await mergeClone(strata, origin, dir, env, true);
    expect(conflicted.filter((f) => f.endsWith('graph.json'))).toEqual([]);
    await finishMerge(strata, dir, env);
    await checkStore(strata, dir, env, scenario);
  });
});
