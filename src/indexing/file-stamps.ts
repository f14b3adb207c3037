/**
 * Stamps of source files (size, mtime, content hash), saved with the indexes so that a
 * process starting later re-indexes only the files that changed.
 */
import { closeSync, readFileSync } from 'node:fs';
import { StrataError } from '../core/errors.js';
import { hashText } from '../storage/file-update.js';

/** What identifies one version of a source file. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  /** {@link hashContent} of the file's bytes. */
  hash: string;
}

/**
 * SHA-256 of a file's content, hex: the content part of a {@link FileStamp}. The same hash
 * a memory carries (`memory.hash`), so the two can be compared.
 */
export const hashContent: (data: string | Uint8Array) => string = hashText;

/** How the current files differ from the stamps a saved set was built from. */
export interface FileChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Compares stamps by path; a file counts as changed when its hash differs. */
export function diffFiles(
  saved: Record<string, FileStamp>,
  current: Record<string, FileStamp>,
): FileChanges {
  const changes: FileChanges = { added: [], changed: [], removed: [] };
  for (const [file, stamp] of Object.entries(current)) {
    const before = saved[file];
    if (!before) changes.added.push(file);
    // Size and mtime only say a file may have changed; its hash says whether it did.
    else if (before.hash !== stamp.hash) changes.changed.push(file);
  }
  for (const file of Object.keys(saved)) {
    if (!(file in current)) changes.removed.push(file);
  }
  return changes;
}

/** Reads the stamps from an open file once, then closes it; throws `DAMAGED_CACHE` when unreadable. */
export function stampReader(file: number): () => Record<string, FileStamp> {
  let fd = file;
  let read: Record<string, FileStamp> | undefined;
  return () => {
    if (read) return read;
    if (fd < 0) throw new StrataError('DAMAGED_CACHE', 'the saved file stamps were not read');
    try {
      const parsed: unknown = JSON.parse(readFileSync(fd, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('the file stamps are not an object');
      read = parsed as Record<string, FileStamp>;
      return read;
    } catch (error) {
      throw new StrataError('DAMAGED_CACHE', 'the saved file stamps are unreadable', {
        hint: 'rebuild the index with `strata reindex`',
        cause: error,
      });
    } finally {
      closeSync(fd);
      fd = -1;
    }
  };
}
