/**
 * Crash-safe file writes: a reader (or a crash) sees the old file or the new one, never
 * a partial one. The temp file sits on the target's file system (its `.strata-tmp/`
 * folder, see temp-files.ts) so `rename` stays atomic; a failed write removes it, and a
 * full disk is reported as DISK_FULL naming the target.
 */
import { link, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { prepareTempDir, tempPathFor } from './temp-files.js';
import { toWriteError } from './write-errors.js';

/** For derived data (indexes, vectors, digests): it holds memory text, so owner only. */
export const PRIVATE = { mode: 0o600 } as const;

/** Options of {@link writeFileAtomic}. */
export interface AtomicWriteOptions {
  /**
   * Mode of a new file; an existing file keeps its own (a memory made 0600 stays 0600).
   * 0o600 also makes new folders 0700: derived data holds memory text.
   */
  mode?: number;
  /** Runs after the new content is on disk, right before the rename; throw to cancel. */
  beforeRename?: () => Promise<void>;
}

async function modeFor(target: string, fallback: number): Promise<number> {
  try {
    return (await stat(target)).mode & 0o777;
  } catch {
    return fallback;
  }
}

async function writeTemp(
  target: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<string> {
  const privateData = options.mode !== undefined && (options.mode & 0o077) === 0;
  const dirMode = privateData ? { mode: 0o700 } : {};
  await mkdir(path.dirname(target), { recursive: true, ...dirMode }).catch((error: unknown) => {
    throw toWriteError(error, target);
  });
  await prepareTempDir(path.dirname(target), dirMode.mode);
  const mode = await modeFor(target, options.mode ?? 0o644);
  const temp = tempPathFor(target);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      // The umask may have cut bits of `mode`; the existing file's mode is what counts.
      await handle.chmod(mode);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw toWriteError(error, target);
  }
  return temp;
}

async function syncDir(dir: string): Promise<void> {
  // Makes the rename itself durable; not supported everywhere, and harmless to skip.
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {}
}

/** Replaces (or creates) `target` atomically: temp file, fsync, rename. */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temp = await writeTemp(target, data, options);
  try {
    await options.beforeRename?.();
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw toWriteError(error, target);
  }
  await syncDir(path.dirname(target));
}

/**
 * Creates `target` with its full content, failing with `ALREADY_EXISTS` when it exists.
 * The content is written to a temp file first and hard-linked into place, so the new
 * file is never seen half-written and two writers can never both take one name.
 */
export async function createFileExclusive(
  target: string,
  data: string | Uint8Array,
): Promise<void> {
  const temp = await writeTemp(target, data);
  try {
    await link(temp, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new StrataError('ALREADY_EXISTS', `${target} already exists`, { subject: target });
    }
    throw toWriteError(error, target);
  } finally {
    await unlink(temp).catch(() => {});
  }
  await syncDir(path.dirname(target));
}
