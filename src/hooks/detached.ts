/**
 * Work handed to a detached child process: the hook starts it and returns at once,
 * never waiting for it (stdio ignored, unref'd).
 */
import path from 'node:path';
import { writeJsonSync } from '../storage/json-file-sync.js';
import type { HookEnv } from './hook-env.js';
import { mtimeMs } from './state-files.js';

/** A second request within this window is dropped: one refresh is already on its way. */
const REINDEX_DEBOUNCE_MS = 60_000;

/** The Node binary for the CLI (under Bun, `process.execPath` is Bun). */
function nodeBinary(): string {
  return (process.versions as Record<string, string | undefined>).bun ? 'node' : process.execPath;
}

/** Starts `strata reindex` for the project in the background (at most once a minute). */
export async function requestReindex(env: HookEnv, now: Date, reason: string): Promise<boolean> {
  const marker = path.join(env.paths.dir, 'reindex-requested.json');
  const last = mtimeMs(marker);
  if (last !== null && now.getTime() - last < REINDEX_DEBOUNCE_MS && now.getTime() >= last)
    return false;
  // Loaded only when needed: most hook runs start nothing.
  const { spawn } = await import('node:child_process');
  const child = spawn(nodeBinary(), [env.cliPath, 'reindex'], {
    cwd: env.projectRoot ?? env.paths.dir,
    env: env.childEnv as NodeJS.ProcessEnv,
    detached: true,
    stdio: 'ignore',
  });
  child.on('error', () => {});
  child.unref();
  writeJsonSync(marker, { at: now.toISOString(), reason, pid: child.pid ?? null });
  return true;
}
