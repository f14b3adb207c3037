/**
 * Where the digests live and how they are written. The hooks read these files with a
 * plain `JSON.parse`; only the sync service writes them (atomically, so a hook never
 * reads half a file).
 */
import { buildCommandDigest } from '../core/command/command-digest.js';
import type { GotchaDigest, SessionDigest } from '../core/digest.js';
import { buildGotchaLookup } from '../core/gotcha/gotcha-lookup.js';
import type { PushDigest } from '../core/push/push-digest.js';
import { PRIVATE, writeFileAtomic } from '../io/atomic-write.js';
import type { DigestPaths } from './digest-paths.js';

export { type DigestPaths, digestPaths } from './digest-paths.js';

/** Writes the digests atomically, the hooks' lookups of the same gotchas last. */
export async function writeDigests(
  paths: DigestPaths,
  digests: { gotchas: GotchaDigest; session: SessionDigest; push: PushDigest },
): Promise<void> {
  await writeFileAtomic(paths.gotchas, JSON.stringify(digests.gotchas), PRIVATE);
  await writeFileAtomic(paths.session, JSON.stringify(digests.session), PRIVATE);
  await writeFileAtomic(paths.push, JSON.stringify(digests.push), PRIVATE);
  await writeFileAtomic(paths.gotchaLookup, buildGotchaLookup(digests.gotchas), PRIVATE);
  await writeFileAtomic(
    paths.gotchaCommands,
    JSON.stringify(buildCommandDigest(digests.gotchas)),
    PRIVATE,
  );
}
