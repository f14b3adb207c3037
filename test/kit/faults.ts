/**
 * Running the built CLI under fault injection (test/kit/fault-preload.mjs): slowed
 * writes, a stop at the n-th write to kill -9 it there, a pause until the test lets it
 * go on. Every wait is for an event the process reports, never for a time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { CLI, type CliResult, REPO } from './cli.js';

/** The preload that injects the faults. */
export const FAULT_PRELOAD = path.join(REPO, 'test', 'kit', 'fault-preload.mjs');

/** What to inject. */
export interface Faults {
  delayMs?: number;
  /** Stop before the n-th durable write (rename, link, unlink, fsync). */
  stopAt?: number;
  /** Count only writes whose path matches. */
  match?: string;
  /** At the stop, wait for {@link FaultedRun.resume} instead of hanging. */
  pause?: boolean;
  /** Report the first lock found taken (see {@link FaultedRun.waitingOrDone}). */
  lockWait?: boolean;
  /** Write only half of the n-th content write and hang there (see {@link FaultedRun.torn}). */
  tearAt?: number;
  /** Count only content writes whose path matches (temp files included: no `$` needed). */
  tearMatch?: string;
}

/** A CLI process running under faults. */
export interface FaultedRun {
  child: ChildProcess;
  /** Resolves when the process reaches the stop point (true) or exits first (false). */
  stopped: Promise<boolean>;
  /** Resolves when the process waits for a lock (true) or exits first (false). */
  waitingOrDone: Promise<boolean>;
  /** Resolves when the process has written half of a file's content (true) or exits first. */
  torn: Promise<boolean>;
  /** Resolves with the outcome once the process has exited. */
  done: Promise<CliResult>;
  resume(): void;
  kill(): void;
}

function faultEnv(faults: Faults): Record<string, string> {
  const env: Record<string, string> = {};
  if (faults.delayMs) env.FAULTS_DELAY_MS = String(faults.delayMs);
  if (faults.stopAt) env.FAULTS_STOP_AT = String(faults.stopAt);
  if (faults.match) env.FAULTS_MATCH = faults.match;
  if (faults.pause) env.FAULTS_PAUSE = '1';
  if (faults.lockWait) env.FAULTS_LOCKWAIT = '1';
  if (faults.tearAt) env.FAULTS_TEAR_AT = String(faults.tearAt);
  if (faults.tearMatch) env.FAULTS_TEAR_MATCH = faults.tearMatch;
  return env;
}

function firstLine(child: ChildProcess, marker: string): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = '';
    child.stderr?.on('data', (d: Buffer) => {
      seen += d.toString();
      if (seen.includes(marker)) resolve(true);
    });
    child.on('close', () => resolve(false));
  });
}

/** Spawns `node --import fault-preload lib/cli/main.js …args` in the store. */
export function runFaulted(
  store: { proj: string; env: Record<string, string> },
  args: readonly string[],
  faults: Faults,
): FaultedRun {
  const child = spawn(process.execPath, ['--import', FAULT_PRELOAD, CLI, ...args], {
    cwd: store.proj,
    env: { ...store.env, ...faultEnv(faults) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin?.end();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (d: Buffer) => out.push(d));
  child.stderr?.on('data', (d: Buffer) => err.push(d));
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const stdout = Buffer.concat(out).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(stdout);
      } catch {
        json = undefined;
      }
      resolve({ code, signal, stdout, stderr: Buffer.concat(err).toString('utf8'), json });
    });
  });
  return {
    child,
    stopped: firstLine(child, 'FAULT-STOP '),
    waitingOrDone: firstLine(child, 'FAULT-LOCKWAIT '),
    torn: firstLine(child, 'FAULT-TORN '),
    done,
    resume: () => child.kill('SIGUSR2'),
    kill: () => child.kill('SIGKILL'),
  };
}

/**
 * Runs the CLI until its `stopAt`-th write and kills it there with SIGKILL. Returns
 * whether it was killed (false: it finished before reaching that write) and its outcome.
 */
export async function killAtWrite(
  store: { proj: string; env: Record<string, string> },
  args: readonly string[],
  faults: Faults & { stopAt: number },
): Promise<{ killed: boolean; result: CliResult }> {
  const run = runFaulted(store, args, faults);
  const killed = await run.stopped;
  if (killed) run.kill();
  return { killed, result: await run.done };
}

/**
 * Runs the CLI until the `tearAt`-th write of file content (matching `tearMatch`), lets it
 * write half of the bytes and kills it there with SIGKILL: the kill lands while content is
 * being written. Returns whether it was killed and its outcome.
 */
export async function killMidWrite(
  store: { proj: string; env: Record<string, string> },
  args: readonly string[],
  faults: { tearAt: number; tearMatch: string },
): Promise<{ killed: boolean; result: CliResult }> {
  const run = runFaulted(store, args, faults);
  const killed = await run.torn;
  if (killed) run.kill();
  return { killed, result: await run.done };
}
