/**
 * Writing over a file someone else created for strata to fill (git's merge driver
 * files): opened with `O_NOFOLLOW` and never created, so a link in its place is refused
 * instead of followed.
 */
import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { StrataError } from '../core/errors.js';

function linkRefusal(file: string): StrataError {
  return new StrataError(
    'UNSAFE_PATH',
    `${file} is a symbolic link: strata does not write through it`,
    {
      subject: file,
      hint: 'the merge driver writes only the regular files git hands it',
    },
  );
}

/** Refuses when one of `files` is a symbolic link (before anything, git included, writes them). */
export async function refuseLinks(files: readonly string[]): Promise<void> {
  for (const file of files) if ((await lstat(file)).isSymbolicLink()) throw linkRefusal(file);
}

/** Replaces the content of the existing regular file `file`; refuses a symbolic link. */
export async function overwriteExistingFile(
  file: string,
  data: string | Uint8Array,
): Promise<void> {
  const flags = constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW;
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
    throw linkRefusal(file);
  }
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}
