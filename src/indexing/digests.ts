/**
 * Rebuilds the hook digests of a project from the store.
 */
import {
  buildGotchaDigest,
  buildSessionDigest,
  type GotchaDigest,
  type SessionDigest,
} from '../core/digest.js';
import { buildPushDigest, type PushDigest } from '../core/push/push-digest.js';
import { digestPaths, writeDigests } from '../storage/digest-files.js';
import type { LoadedStore, StoreContext } from '../storage/load-store.js';

/** The digests of a loaded store. */
export function computeDigests(
  ctx: StoreContext,
  store: LoadedStore,
  projectRoot: string | null,
): { gotchas: GotchaDigest; session: SessionDigest; push: PushDigest } {
  const now = ctx.now();
  return {
    gotchas: buildGotchaDigest(store.visible, projectRoot, now),
    session: buildSessionDigest(
      store.visible,
      ctx.scopes.map((s) => ({ scope: s.scope, dir: s.dir })),
      projectRoot,
      now,
    ),
    push: buildPushDigest(store.visible, now),
  };
}

/** Computes and writes the digests of `projectRoot` into the cache. Returns the gotcha count. */
export async function refreshDigests(
  ctx: StoreContext,
  store: LoadedStore,
  cacheRoot: string,
  projectRoot: string | null,
): Promise<{ gotchas: number; path: string }> {
  const digests = computeDigests(ctx, store, projectRoot);
  const paths = digestPaths(cacheRoot, projectRoot);
  await writeDigests(paths, digests);
  return { gotchas: digests.gotchas.gotchas.length, path: paths.dir };
}
