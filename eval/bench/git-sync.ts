/**
 * What sync's journal costs: every git a sync runs starts through a shell that writes the
 * git's pid into `.git` first (see services/git/sync-journal.ts). A local git command run
 * with and without that shell, interleaved so machine noise hits both alike, and a whole
 * `strata sync` with nothing to do (a bare remote on local disk) for scale.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runGit } from '../../src/storage/git/git-run.js';
import { type BenchRow, median, percentile, timeProcess } from './support/measure.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 60;
const SYNCS = 15;

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

async function timeGit(cwd: string, pidFile?: string): Promise<number> {
  const start = performance.now();
  const run = await runGit(cwd, ['rev-parse', 'HEAD'], pidFile ? { pidFile } : {});
  if (!run.ok) throw new Error(`git rev-parse failed: ${run.stderr}`);
  return performance.now() - start;
}

/** Runs the git-sync bench (`npm run build` first, for the sync rows). */
export async function benchGitSync(): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-sync-'));
  try {
    const home = path.join(root, 'home');
    const mem = path.join(home, '.claude', 'memory');
    const env = {
      ...process.env,
      HOME: home,
      STRATA_CACHE_DIR: path.join(root, 'cache'),
      GIT_AUTHOR_NAME: 'Bench',
      GIT_AUTHOR_EMAIL: 'bench@example.com',
      GIT_COMMITTER_NAME: 'Bench',
      GIT_COMMITTER_EMAIL: 'bench@example.com',
    };
    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env });
    git(root, 'init', '-q', '--bare', path.join(root, 'remote.git'));
    mkdirSync(path.dirname(mem), { recursive: true });
    git(root, 'clone', '-q', path.join(root, 'remote.git'), mem);
    const cli = path.join(REPO, 'lib', 'cli', 'main.js');
    const strata = (...args: string[]) =>
      timeProcess(process.execPath, [cli, ...args], '', env, home);
    const must = (...args: string[]) =>
      execFileSync(process.execPath, [cli, ...args], { cwd: home, env, stdio: 'ignore' });
    must('remember', '--type', 'learning', '--title', 'Bench note', '--body', 'Text.');
    must('sync');
    must('sync');

    const plain: number[] = [];
    const journal: number[] = [];
    const pidFile = path.join(mem, '.git', 'strata-sync.pid');
    for (let i = 0; i < RUNS + 3; i++) {
      const [a, b] = [await timeGit(mem), await timeGit(mem, pidFile)];
      if (i >= 3) [plain.push(a), journal.push(b)];
    }
    const syncs: number[] = [];
    for (let i = 0; i < SYNCS; i++) syncs.push(await strata('sync'));
    const base = median(plain);
    return [
      { name: 'git rev-parse HEAD (baseline)', value: round(base), unit: 'ms' },
      {
        name: `the same through the pid shell: median (p95 ${round(percentile(journal, 95))} ms)`,
        value: round(median(journal)),
        unit: 'ms',
        baseline: { name: 'git rev-parse HEAD', value: round(base) },
      },
      {
        name: `strata sync, nothing to do (p95 ${round(percentile(syncs, 95))} ms)`,
        value: round(median(syncs)),
        unit: 'ms',
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
