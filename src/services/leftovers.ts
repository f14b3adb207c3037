/**
 * Temp files and lock files that outlived the process that made them (a kill, a crash, a
 * full disk). Writers remove the stale ones they meet; `verify` and `doctor` report the
 * rest and `gc` removes them. Only entries whose owner is gone count: a write or a lock in
 * progress is left alone.
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isStaleTemp, tempOwnerPid } from '../io/temp-files.js';
import { isOwnerGone, parseLockOwner } from '../storage/lock.js';
import type { ScopeDir } from '../storage/scope/scope-dir.js';

/** A temp or lock file whose owner is gone. */
export interface Leftover {
  path: string;
  kind: 'temp' | 'lock';
  /** The owner's pid, when the file names one. */
  pid: number | null;
}

/** A lock older than this with a dead (or no) owner is a leftover, not one being taken. */
const LOCK_GRACE_MS = 1_000;

function isLockName(name: string): boolean {
  return name.endsWith('.lock') || name.endsWith('.lock.takeover');
}

async function entriesOf(dir: string): Promise<Dirent[]> {
  return readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** The leftover at `file`, or null when it is live, gone, or not a temp or lock file. */
async function inspect(file: string, now: number): Promise<Leftover | null> {
  const name = path.basename(file);
  const info = await lstat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const tempPid = tempOwnerPid(name);
  if (tempPid !== null) {
    return isStaleTemp(name, info.mtimeMs, now) ? { path: file, kind: 'temp', pid: tempPid } : null;
  }
  if (!isLockName(name) || now - info.mtimeMs < LOCK_GRACE_MS) return null;
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null || !isOwnerGone(text)) return null;
  return { path: file, kind: 'lock', pid: parseLockOwner(text)?.pid ?? null };
}

/** Walks `dir` (links are not followed) collecting leftovers. */
async function walk(dir: string, now: number, seen: Set<string>, out: Leftover[]): Promise<void> {
  if (seen.has(dir)) return;
  seen.add(dir);
  for (const entry of await entriesOf(dir)) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.git' && entry.name !== 'node_modules') await walk(full, now, seen, out);
    } else if (entry.isFile()) {
      const found = await inspect(full, now);
      if (found) out.push(found);
    }
  }
}

/** The leftovers in the writable scopes (a read-only scope is not strata's to clean). */
export async function findLeftovers(
  scopes: readonly ScopeDir[],
  now = Date.now(),
): Promise<Leftover[]> {
  const out: Leftover[] = [];
  const seen = new Set<string>();
  for (const scope of scopes) if (!scope.readOnly) await walk(scope.dir, now, seen, out);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** Removes `leftovers`, each only if it is still a leftover; returns the paths removed. */
export async function removeLeftovers(leftovers: readonly Leftover[]): Promise<string[]> {
  const removed: string[] = [];
  const now = Date.now();
  for (const l of leftovers) {
    if (!(await inspect(l.path, now))) continue;
    await unlink(l.path).then(
      () => removed.push(l.path),
      () => {},
    );
  }
  return removed;
}

/** One line for a person: what the leftover is and whose it was. */
export function describeLeftover(l: Leftover): string {
  const owner = l.pid === null ? 'no owner recorded' : `process ${l.pid} is gone`;
  const what = l.kind === 'temp' ? 'temp file of an interrupted write' : 'lock nobody holds';
  return `${l.path}: ${what} (${owner})`;
}
