/**
 * How long a test may wait and how many test files run at once, scaled to how busy the
 * machine is when the run starts. Most tests wait on child processes (the CLI, git,
 * Chromium, Claude Code); on a shared CI machine with other work running those take several
 * times longer, and more processes at once only make each slower. Both vitest configs (the
 * product's and eval/'s) and the test kit's own waits read these.
 *
 * `STRATA_TEST_TIME_FACTOR` (≥ 1) sets the factor where the load average says too little
 * (a machine whose load comes in bursts); `STRATA_TEST_WORKERS` sets the number of workers.
 */
import { availableParallelism, loadavg } from 'node:os';

/** A factor beyond which a test that still waits is stuck, not slow. */
const MAX_FACTOR = 5;

/** Runnable processes per core over the last minute (0 where the OS reports no load). */
function loadPerCore(): number {
  return (loadavg()[0] ?? 0) / availableParallelism();
}

/**
 * 1 on an idle machine, plus the load per core already there when the run starts: the run
 * adds its own load on top of it, so a machine with one busy process per core gets twice
 * the idle limits.
 */
function timeFactor(): number {
  const set = Number(process.env.STRATA_TEST_TIME_FACTOR);
  if (Number.isFinite(set) && set >= 1) return Math.min(set, MAX_FACTOR);
  return Math.min(MAX_FACTOR, 1 + loadPerCore());
}

/** How many times longer than on an idle machine a wait may take now (1 to 5). */
export const TIME_FACTOR: number = timeFactor();

/** `ms` (a wait measured on an idle machine) scaled by {@link TIME_FACTOR}. */
export function scaledMs(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}

/**
 * Test files run at once. Idle: twice the cores, since most test time is spent waiting on
 * child processes. Busy (a runnable process per core or more): one per core, so the run
 * adds less to the load it waits on.
 */
export function testWorkers(): number {
  const set = Number(process.env.STRATA_TEST_WORKERS);
  if (Number.isInteger(set) && set >= 1) return set;
  const cores = availableParallelism();
  return loadPerCore() >= 1 ? Math.max(1, cores) : Math.max(2, cores * 2);
}

/** vitest's per-test and per-hook limits: real processes and site builds need long ones. */
export const TEST_TIMEOUTS = {
  testTimeout: scaledMs(60_000),
  hookTimeout: scaledMs(120_000),
} as const;
