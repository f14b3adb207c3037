/**
 * Where derived data lives: one cache directory shared by the CLI, the MCP server and the
 * hooks, outside every repository. Per scope directory (indexes) and per project (digests),
 * each in a folder named by a hash of the real path.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { sha256Hex } from '../core/sha256.js';

/**
 * The cache root: `$STRATA_CACHE_DIR`, else `$XDG_CACHE_HOME/strata`, else
 * `<home>/.cache/strata`. `env` is the process environment a composition root passes in
 * (empty values count as unset).
 */
export function resolveCacheRoot(
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): string {
  if (env.STRATA_CACHE_DIR) return path.resolve(env.STRATA_CACHE_DIR);
  if (env.XDG_CACHE_HOME) return path.join(path.resolve(env.XDG_CACHE_HOME), 'strata');
  return path.join(home, '.cache', 'strata');
}

/** The real path when it exists (so two spellings of one folder share a cache), else the resolved one. */
function canonical(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/** First 16 hex digits of the SHA-256 (pure JS: the hooks must not pay for node:crypto). */
function shortHash(text: string): string {
  return sha256Hex(text).slice(0, 16);
}

/** The cache folder of a project (digests, session state); `null` project → the global one. */
export function projectCacheDir(cacheRoot: string, projectRoot: string | null | undefined): string {
  if (!projectRoot) return path.join(cacheRoot, 'projects', 'no-project');
  const real = canonical(projectRoot);
  return path.join(cacheRoot, 'projects', `${path.basename(real)}-${shortHash(real)}`);
}

/** The folder of a project's persisted search indexes. */
export function indexCacheDir(cacheRoot: string, projectRoot: string | null | undefined): string {
  return path.join(projectCacheDir(cacheRoot, projectRoot), 'index');
}
