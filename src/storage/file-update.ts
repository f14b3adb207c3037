/**
 * Read-modify-write of one existing file, safe against other writers: the file's lock is
 * held from read to rename, and a caller that read the file earlier can insist it has not
 * changed since (no lost update).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeBytes, encodeText } from '../core/byte-text.js';
import { StrataError } from '../core/errors.js';
import { conflictedMemory } from '../core/git/conflict-text.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { holdsConflict } from './git/git-conflict.js';
import { withLock } from './lock.js';

/**
 * SHA-256 of a file's content (its bytes, or a text from {@link readFileText} encoded back
 * to them), hex: the one content hash of the store, used for lost-update checks and for
 * the index's file stamps alike.
 */
export function hashText(data: string | Uint8Array): string {
  return createHash('sha256')
    .update(typeof data === 'string' ? encodeText(data) : data)
    .digest('hex');
}

/** A memory file's text, decoded so that writing it back keeps every byte (see byte-text). */
export async function readFileText(file: string): Promise<string> {
  return decodeBytes(await readFile(file));
}

/** The lock file guarding a file: a dot file beside it, so scans and watchers skip it. */
export function lockPathFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.lock`);
}

/** Options for {@link updateFileText}. */
export interface UpdateOptions {
  /** When set, refuse the update if the file's current hash differs (it changed since read). */
  expectedHash?: string;
  /**
   * The new text settles the file's git conflict (`verify --fix`, or a person's whole-file
   * edit). Without it a file holding conflict markers is refused: a field edit would keep
   * the markers and leave a file that no longer reads as a memory.
   */
  resolvesConflict?: boolean;
}

/**
 * Applies `mutate` to the current text of `file` under its lock and writes the result
 * atomically. `mutate` returns null to leave the file alone. Returns the text now on disk.
 */
export async function updateFileText(
  file: string,
  mutate: (text: string) => string | null,
  options: UpdateOptions = {},
): Promise<string> {
  return withLock(lockPathFor(file), () => updateHeldFileText(file, mutate, options));
}

/**
 * {@link updateFileText} for a caller that already holds the file's lock (an operation
 * that takes all its locks before it writes anything).
 */
export async function updateHeldFileText(
  file: string,
  mutate: (text: string) => string | null,
  options: UpdateOptions = {},
): Promise<string> {
  const current = await readFileText(file);
  if (options.expectedHash && hashText(current) !== options.expectedHash) {
    throw new StrataError('CONFLICT', `${file} changed since it was read`, {
      subject: file,
      hint: 'read it again and reapply your change',
    });
  }
  if (!options.resolvesConflict && (await holdsConflict(file, current)))
    throw conflictedMemory(file);
  const next = mutate(current);
  if (next === null || next === current) return current;
  // The lock keeps strata's writers out, not an IDE: look again right before the rename,
  // so an editor's save in between is kept and this change is refused, not the reverse.
  await writeFileAtomic(file, encodeText(next), {
    beforeRename: async () => {
      const now = await readFileText(file).catch(() => null);
      if (now !== current)
        throw new StrataError('CONFLICT', `${file} changed while it was being updated`, {
          subject: file,
          hint: 'nothing was overwritten: read it again and reapply your change',
        });
    },
  });
  return next;
}
