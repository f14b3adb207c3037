/**
 * Where crash-safe writes put their temp files, and how leftovers are recognised. A temp
 * file lives in a `.strata-tmp/` folder beside its target (same file system, so the rename
 * stays atomic) whose own `.gitignore` ignores everything: a temp file left by a killed
 * writer is never committed by `git add -A`. Its name carries the writer's pid, so a temp
 * file whose writer is gone is recognised as stale and removed by the next writer there.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ignoresEverything } from '../core/local-ignore-rule.js';
import { isPidAlive } from './pid-alive.js';

/** The folder, beside each written file, that holds the writes in progress. */
export const TEMP_DIR = '.strata-tmp';

/**
 * `.x.md.<pid>.<random>.tmp`, and the `x.md.<pid>.<random>.tmp` an older hook writer made
 * (only for `.md` there: a person's own `notes.2024.v1.tmp` is never taken for one).
 */
const TEMP_NAME = /^(?:\.(.+)|(.+\.md))\.(\d+)\.([0-9a-z]{1,8})\.tmp$/;

/** A leftover younger than this may belong to a writer in another pid namespace (a container). */
export const TEMP_GRACE_MS = 5_000;

/** The writer's pid a temp file's name carries; null for a name that is not a temp file's. */
export function tempOwnerPid(name: string): number | null {
  const match = TEMP_NAME.exec(name);
  return match ? Number(match[3]) : null;
}

/** True when temp file `name`, last changed at `mtimeMs`, belongs to a writer that is gone. */
export function isStaleTemp(name: string, mtimeMs: number, now = Date.now()): boolean {
  const pid = tempOwnerPid(name);
  return pid !== null && now - mtimeMs > TEMP_GRACE_MS && !isPidAlive(pid);
}

function tempName(target: string): string {
  return `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

/**
 * A folder a hostile clone committed as a link (or a file) is not used: the temp file then
 * sits beside the target, as the folder would only redirect or block the write.
 */
function isRealDir(dir: string): boolean {
  try {
    const info = lstatSync(dir);
    return info.isDirectory() && !info.isSymbolicLink();
  } catch {
    return false;
  }
}

/** True when `file` exists as a regular file (not a link). */
function isRealFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A fresh temp path for `target`: in its `.strata-tmp/` when that folder is real and
 * git-ignored (see {@link prepareTempDir}), else beside the target.
 */
export function tempPathFor(target: string): string {
  const dir = path.join(path.dirname(target), TEMP_DIR);
  const usable = isRealDir(dir) && isRealFile(path.join(dir, '.gitignore'));
  return path.join(usable ? dir : path.dirname(target), tempName(target));
}

/**
 * Creates `<dir>/.strata-tmp/` with a `.gitignore` that ignores everything (put back when
 * a clone changed it), and removes the stale temp files found there. Best effort: a folder
 * that cannot be made leaves the temp file beside its target.
 */
export async function prepareTempDir(dir: string, mode?: number): Promise<void> {
  const tempDir = path.join(dir, TEMP_DIR);
  try {
    await mkdir(tempDir, mode === undefined ? {} : { mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return;
  }
  if (!isRealDir(tempDir)) return;
  // Beside private data (mode 0700) even this file is the owner's only.
  await ensureIgnored(path.join(tempDir, '.gitignore'), mode === undefined ? 0o644 : 0o600);
  await removeStaleTemps(tempDir);
}

/** What `.strata-tmp/.gitignore` holds. */
const TEMP_IGNORE = '# strata: writes in progress, never committed\n*\n';

async function ensureIgnored(file: string, mode: number): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== null && ignoresEverything(current)) return;
  // Written in place (it is tiny); one cut short by a full disk is not left empty.
  await writeFile(file, TEMP_IGNORE, { mode }).catch(() =>
    current === null ? unlink(file).catch(() => {}) : undefined,
  );
}

/** Removes the stale temp files directly in `dir`; returns their paths. */
export async function removeStaleTemps(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (tempOwnerPid(name) === null) continue;
    const file = path.join(dir, name);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || !isStaleTemp(name, info.mtimeMs)) continue;
    await unlink(file).then(
      () => removed.push(file),
      () => {},
    );
  }
  return removed;
}
