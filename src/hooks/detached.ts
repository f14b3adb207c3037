/**
 * Work handed to a detached child process: the hook starts it and returns at once,
 * never waiting for it (stdio ignored, unref'd).
 */
import path from 'node:path';
import { isoString } from '../core/time.js';
import { writeJsonSync } from '../storage/json-file-sync.js';
import { type HookEnv, sessionDir, sessionKey } from './hook-env.js';
import { mtimeMs } from './state-files.js';

/** A second request within this window is dropped: one refresh is already on its way. */
const REINDEX_DEBOUNCE_MS = 60_000;

/** The Node binary for the CLI (under Bun, `process.execPath` is Bun). */
function nodeBinary(): string {
  return (process.versions as Record<string, string | undefined>).bun ? 'node' : process.execPath;
}

/** Starts `strata <args>` for the project in the background and returns its pid. */
async function startDetached(env: HookEnv, args: string[]): Promise<number | null> {
  // Loaded only when needed: most hook runs start nothing. Not `import()`: a hook body runs
  // as a vm script (code-cache.ts), where a dynamic import has no loader.
  const { spawn } = process.getBuiltinModule('node:child_process');
  const child = spawn(nodeBinary(), [env.cliPath, ...args], {
    cwd: env.projectRoot ?? env.paths.dir,
    env: env.childEnv as NodeJS.ProcessEnv,
    detached: true,
    stdio: 'ignore',
  });
  child.on('error', () => {});
  child.unref();
  return child.pid ?? null;
}

/**
 * Starts `strata capture` on the session's transcript: the drafts (and at SessionEnd the
 * handoff note) are written in the background, so the hook's budget is spent on nothing
 * but the spawn. The worker's pid goes to the session's `capture.json`, so one can tell
 * whether it still runs. Returns false when the hook input names no usable transcript or
 * there is no project for the drafts.
 */
export async function requestCapture(
  env: HookEnv,
  input: Record<string, unknown>,
  trigger: string,
): Promise<boolean> {
  const transcript = input.transcript_path;
  if (!env.projectRoot || typeof transcript !== 'string') return false;
  if (!path.isAbsolute(transcript) || !transcript.endsWith('.jsonl')) return false;
  if (mtimeMs(transcript) === null) return false;
  const session = typeof input.session_id === 'string' ? input.session_id.slice(0, 200) : '';
  const args = ['capture', '--transcript', transcript, '--trigger', trigger];
  const pid = await startDetached(env, session ? [...args, '--session', session] : args);
  const key = sessionKey(session);
  if (pid !== null && key)
    writeJsonSync(path.join(sessionDir(env, key), 'capture.json'), { trigger, pid });
  return pid !== null;
}

/** Starts `strata reindex` for the project in the background (at most once a minute). */
export async function requestReindex(env: HookEnv, now: Date, reason: string): Promise<boolean> {
  const marker = path.join(env.paths.dir, 'reindex-requested.json');
  const last = mtimeMs(marker);
  if (last !== null && now.getTime() - last < REINDEX_DEBOUNCE_MS && now.getTime() >= last)
    return false;
  const pid = await startDetached(env, ['reindex']);
  writeJsonSync(marker, { at: isoString(now), reason, pid });
  return true;
}

/** A summary that cannot be shown starts a new audit at most this often (or the interval). */
const AUDIT_RETRY_MS = 3_600_000;

/**
 * Starts `strata audit --summary --quiet` in the background unless one was started within
 * the last hour (or `intervalHours`, when shorter): the audit reads every memory, so a
 * store that changes at every session is audited at most hourly, an unchanged one once
 * per interval (when its summary expires).
 */
export async function requestAuditSummary(
  env: HookEnv,
  now: Date,
  intervalHours: number,
): Promise<boolean> {
  const marker = path.join(env.paths.dir, 'audit-requested.json');
  const last = mtimeMs(marker);
  const wait = Math.min(AUDIT_RETRY_MS, intervalHours * 3_600_000);
  if (last !== null && now.getTime() - last < wait && now.getTime() >= last) return false;
  const pid = await startDetached(env, ['audit', '--summary', '--quiet']);
  writeJsonSync(marker, { at: isoString(now), pid });
  return true;
}
