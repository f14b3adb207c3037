/**
 * CLI start bench: `strata --help` and `strata --version` (spawn to exit) beside a bare
 * `node -e ''` timed in the same run, interleaved so machine noise hits all alike. What
 * every CLI start costs before a command's own work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchRow, median, percentile, timeProcess } from './support/measure.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 30;
const WARMUP = 2;
const TARGET = 1.3;

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/** Runs the CLI start bench (`npm run build` first). */
export async function benchCliStart(): Promise<BenchRow[]> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'strata-bench-cli-'));
  try {
    const cli = path.join(REPO, 'lib', 'cli', 'main.js');
    const runs: Record<string, string[]> = {
      "node -e ''": ['-e', ''],
      'strata --help': [cli, '--help'],
      'strata --version': [cli, '--version'],
    };
    const times: Record<string, number[]> = {};
    for (const name of Object.keys(runs)) times[name] = [];
    for (let i = 0; i < RUNS + WARMUP; i++) {
      for (const [name, args] of Object.entries(runs)) {
        const ms = await timeProcess(process.execPath, args, '', process.env, cwd);
        if (i >= WARMUP) times[name]!.push(ms);
      }
    }
    const [bareName, ...names] = Object.keys(runs);
    const bare = median(times[bareName!]!);
    const rows: BenchRow[] = [{ name: `${bareName} (baseline)`, value: round(bare), unit: 'ms' }];
    for (const name of names) {
      const ms = times[name]!;
      const ratio = median(ms) / bare;
      rows.push({
        name: `${name}: median (p95 ${round(percentile(ms, 95))} ms), ratio ${ratio.toFixed(2)}×`,
        value: round(median(ms)),
        unit: 'ms',
        baseline: { name: bareName!, value: round(bare) },
        target: `≤ ${TARGET}× baseline`,
        met: ratio <= TARGET,
      });
    }
    return rows;
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
