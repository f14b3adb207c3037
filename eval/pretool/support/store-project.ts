/**
 * A scratch project whose store is a copy of a replay set's gotchas, indexed by the built
 * CLI: what the PreToolUse replays, the heeded packets and the hook-cost runs put the hook
 * to work in.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO } from '../../../test/kit/cli.js';

/** The project, its environment for strata and the folder to remove when done. */
export interface StoreProject {
  proj: string;
  env: Record<string, string>;
  root: string;
}

/** `strata reindex --no-embed` in `proj` with the built CLI. */
export function reindexProject(proj: string, env: Record<string, string>): void {
  execFileSync(
    process.execPath,
    [path.join(REPO, 'lib', 'cli', 'main.js'), 'reindex', '--no-embed'],
    { cwd: proj, env, stdio: 'ignore' },
  );
}

/** A new project under the temp folder holding a copy of `store`, indexed. */
export function createStoreProject(store: string, prefix: string): StoreProject {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const proj = path.join(root, 'proj');
  mkdirSync(path.join(proj, '.git'), { recursive: true });
  cpSync(store, path.join(proj, '.claude', 'memory'), { recursive: true });
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: path.join(root, 'home'),
    STRATA_CACHE_DIR: path.join(root, 'cache'),
    CLAUDE_PROJECT_DIR: proj,
  };
  mkdirSync(env.HOME, { recursive: true });
  reindexProject(proj, env);
  return { proj, env, root };
}
