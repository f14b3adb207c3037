/**
 * Costs of strata's git features, reported as medians (never asserted):
 *   node --import tsx eval/bench/git-merge.ts
 * the three-way graph union and canonical writing on a large graph, reading a conflicted
 * graph.json (git's index stages) against a clean one, and session start's git notices.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mergeGraphs } from '../../src/core/git/three-way-graph.js';
import { addEdge, emptyGraph, type Graph, serializeGraph } from '../../src/core/graph.js';
import { gitNotices } from '../../src/hooks/features/git-notices.js';
import { readGraph } from '../../src/storage/graph-store.js';
import type { ScopeDir } from '../../src/storage/scope-dir.js';
import { median, timeRuns } from './support/measure.js';

const MEMORIES = 2000;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], {
    cwd,
    stdio: 'pipe',
  });

function bigGraph(extra: string): Graph {
  const g = emptyGraph();
  for (let i = 0; i < MEMORIES; i++)
    for (let k = 1; k <= 5; k++)
      addEdge(g, `m-${i}`, `m-${(i + k * 7) % MEMORIES}`, 'relates-to', 't');
  for (let i = 0; i < 100; i++) addEdge(g, `m-${i}`, `${extra}-${i}`, 'relates-to', 't');
  return g;
}

/** A repository whose graph.json git left conflicted (add/add on two branches). */
function conflictedRepo(root: string): string {
  const repo = path.join(root, 'proj');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  const write = (g: Graph) => writeFileSync(path.join(repo, 'graph.json'), serializeGraph(g));
  write(bigGraph('base'));
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'base');
  for (const side of ['one', 'two']) {
    git(repo, 'checkout', '-qb', side, 'main');
    write(bigGraph(side));
    git(repo, 'commit', '-qam', side);
  }
  git(repo, 'checkout', '-q', 'one');
  try {
    git(repo, 'merge', '-q', 'two');
  } catch {}
  return repo;
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-git-'));
  try {
    const [base, ours, theirs] = [bigGraph('base'), bigGraph('one'), bigGraph('two')];
    const edges = Object.values(ours).reduce((n, l) => n + l.length, 0);
    const rows: Array<[string, number]> = [];
    rows.push([
      `mergeGraphs, ${edges} edges a side`,
      median(await timeRuns(async () => mergeGraphs(base, ours, theirs), 20)),
    ]);
    rows.push([
      'serializeGraph (canonical)',
      median(await timeRuns(async () => serializeGraph(ours), 20)),
    ]);
    rows.push([
      'JSON.stringify pretty (old form, baseline)',
      median(await timeRuns(async () => JSON.stringify(ours, null, 2), 20)),
    ]);
    const repo = conflictedRepo(root);
    rows.push([
      'readGraph, conflicted (index stages)',
      median(await timeRuns(() => readGraph(repo), 10)),
    ]);
    git(repo, 'merge', '--abort');
    rows.push(['readGraph, clean (baseline)', median(await timeRuns(() => readGraph(repo), 10))]);
    const scopes: ScopeDir[] = [{ scope: 'project', dir: repo, readOnly: false } as ScopeDir];
    rows.push([
      'gitNotices at session start, one repository',
      median(await timeRuns(() => gitNotices(scopes, process.env), 20)),
    ]);
    for (const [name, ms] of rows) console.log(`${name.padEnd(48)} ${ms.toFixed(2)} ms`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
