/**
 * The one door for files strata writes into a scope. Each function checks, right before
 * it writes, that every folder from the scope's trusted root down to the file, and the
 * file itself, is real and not a symbolic link (the real-folder rule of `safe-path.ts`),
 * then writes as `io/atomic-write.ts` does. A cloned repository or a pulled remote can
 * commit links; with every scope write going through here, none of them can steer a
 * write (a restore from history, `.gitattributes`, a new memory) out of the store.
 * `test/architecture/scope-writes.test.ts` keeps services and commands on this door.
 */
import { mkdir } from 'node:fs/promises';
import {
  type AtomicWriteOptions,
  createFileExclusive,
  writeFileAtomic,
} from '../io/atomic-write.js';
import { assertRealFolders } from './safe-path.js';
import type { ScopeDir } from './scope-dir.js';

/** Creates `file` in `scope` with its whole content; `ALREADY_EXISTS` when it exists. */
export async function createScopeFile(
  scope: ScopeDir,
  file: string,
  data: string | Uint8Array,
): Promise<void> {
  await assertRealFolders(scope, [file]);
  await createFileExclusive(file, data);
}

/** Replaces (or creates) `file` in `scope` atomically. */
export async function writeScopeFile(
  scope: ScopeDir,
  file: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  await assertRealFolders(scope, [file]);
  await writeFileAtomic(file, data, options);
}

/** Creates `scope`'s folder (and `dir` below it) as real folders. */
export async function makeScopeFolder(scope: ScopeDir, dir: string = scope.dir): Promise<void> {
  await assertRealFolders(scope, [dir]);
  await mkdir(dir, { recursive: true });
}
