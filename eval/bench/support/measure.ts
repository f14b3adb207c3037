/**
 * Measuring helpers for `npm run bench`: medians and percentiles of repeated runs, child
 * processes timed with their peak RSS. Numbers only; nothing here judges them.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row of the bench table. */
export interface BenchRow {
  /** What was measured. */
  name: string;
  value: number;
  unit: string;
  /** Decimals shown for value and baseline (default: 2 below 10, else 1). */
  digits?: number;
  /** The same-run baseline it is compared with, if any. */
  baseline?: { name: string; value: number };
  /** The target, in words (e.g. "≤ 3× baseline"). */
  target?: string;
  /** Whether the target is met, when it can be judged from the numbers. */
  met?: boolean;
}

/** The p-th percentile (0–100) of `values`, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Median of `values`. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Runs `fn` `runs` times (after `warmup` unmeasured runs) and returns each duration in ms. */
export async function timeRuns(
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 1,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

const REPORT_RSS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'report-rss.mjs');

/** Result of one child process run. */
export interface ProcessRun {
  ms: number;
  /** Peak resident set size in bytes, as the child itself reports at exit. */
  maxRssBytes: number;
  code: number | null;
  stdoutBytes: number;
}

/**
 * Runs `node [args]` with a preload that reports the child's peak RSS at exit, and times
 * it from spawn to exit.
 */
export function runNode(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', REPORT_RSS, ...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdoutBytes = 0;
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdoutBytes += d.length;
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const match = /STRATA_BENCH_MAXRSS_KB=(\d+)/.exec(stderr);
      resolve({
        ms: performance.now() - start,
        maxRssBytes: match ? Number(match[1]) * 1024 : Number.NaN,
        code,
        stdoutBytes,
      });
    });
    child.stdin.end(options.input ?? '');
  });
}

/** Formats bytes as MB with one decimal. */
export function toMB(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

/** Milliseconds from spawning `cmd` with `input` on stdin to its exit (output ignored). */
export function timeProcess(
  cmd: string,
  args: string[],
  input: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(cmd, args, { cwd, env, stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', () => resolve(performance.now() - start));
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
