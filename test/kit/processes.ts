/**
 * Spawning helper processes and waiting for events from them (never for fixed times).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { digestPaths } from '../../src/storage/digest-files.js';
import { REPO } from './cli.js';

/**
 * Starts `test/kit/<script>` with tsx; with `env`, under the fault preload
 * (test/kit/fault-preload.mjs), whose orders `env` gives.
 */
export function spawnTsx(
  script: string,
  args: readonly string[],
  env?: Record<string, string>,
): ChildProcess {
  const preload = env ? ['--import', path.join(REPO, 'test', 'kit', 'fault-preload.mjs')] : [];
  return spawn(
    process.execPath,
    [...preload, '--import', 'tsx', path.join(REPO, 'test', 'kit', script), ...args],
    {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** Resolves with the exit code (or signal) when `child` exits. */
export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const err: Buffer[] = [];
  child.stderr?.on('data', (d: Buffer) => err.push(d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code, signal, stderr: Buffer.concat(err).toString() }),
    );
  });
}

/** Resolves once `child` has printed at least `lines` lines on stdout. */
export function printedLines(child: ChildProcess, lines: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      for (const byte of d) if (byte === 10) seen++;
      if (seen >= lines) resolve();
    });
    child.on('close', (code) => reject(new Error(`exited with ${code} after ${seen} lines`)));
  });
}

/** A pid that certainly belonged to a process that has exited. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  await new Promise((resolve) => child.on('close', resolve));
  if (!pid) throw new Error('could not start a process');
  return pid;
}

/**
 * Resolves when process `pid` is gone. For a detached process that is not our child there
 * is no exit event to await, so this asks the kernel (signal 0) between short waits.
 */
export async function processGone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Resolves when every detached child a session-start hook may have started for `project`
 * (a reindex, an audit summary; cache under `cacheRoot`) is gone, or at once when none was
 * started: a test that goes on to change or remove the store awaits it instead of racing
 * its writes. `project` null is the folder outside any project.
 */
export async function hookChildrenGone(cacheRoot: string, project: string | null): Promise<void> {
  const dir = digestPaths(cacheRoot, project).dir;
  for (const name of ['reindex-requested.json', 'audit-requested.json']) {
    const marker = path.join(dir, name);
    if (existsSync(marker)) await processGone(JSON.parse(readFileSync(marker, 'utf8')).pid);
  }
}

/**
 * Resolves when the detached capture a hook started for `session` is gone, or at once when
 * none was started: its worker may still write below the cache after its drafts appear.
 */
export async function backgroundCaptureGone(
  cacheRoot: string,
  project: string,
  session: string,
): Promise<void> {
  const file = path.join(digestPaths(cacheRoot, project).sessions, session, 'capture.json');
  if (existsSync(file)) await processGone(JSON.parse(readFileSync(file, 'utf8')).pid);
}
