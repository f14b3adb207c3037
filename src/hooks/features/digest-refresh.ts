/**
 * Digest refresh (SessionStart): the hooks only read digests, so when the session digest is
 * missing, of another version or older than the memory folders, a detached `strata reindex`
 * rebuilds it for the next hook.
 */
import { DIGEST_VERSION, type SessionDigest } from '../../core/digest.js';
import { newestStoreChange } from '../../storage/store-fingerprint.js';
import { requestReindex } from '../detached.js';
import type { HookEnv } from '../hook-env.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile } from '../state-files.js';

/** Why the digest needs rebuilding, or null when it is fresh. */
export function digestStaleness(
  env: HookEnv,
  digest: SessionDigest | null,
  newest = newestStoreChange(env.scopes),
): string | null {
  if (!digest) return 'missing';
  if (digest.version !== DIGEST_VERSION) return 'other version';
  const built = Date.parse(digest.generatedAt);
  if (!Number.isFinite(built)) return 'no build time';
  if (newest > built) return 'memory folders changed since';
  return null;
}

/** The session digest as written (any version), or null when there is none. */
export function readSessionDigest(ctx: HookContext): SessionDigest | null {
  return readJsonFile<SessionDigest>(ctx.env.paths.session, 16 * 1024 * 1024);
}

/** Starts a detached reindex when `digest` is stale; never throws. */
export async function refreshStaleDigest(
  ctx: HookContext,
  digest: SessionDigest | null,
  newest: number,
): Promise<void> {
  const stale = digestStaleness(ctx.env, digest, newest);
  if (!stale) return;
  try {
    if (await requestReindex(ctx.env, ctx.now, stale)) ctx.log(`digest ${stale}: reindex started`);
  } catch (error) {
    ctx.log(`could not start reindex: ${(error as Error).message}`);
  }
}
