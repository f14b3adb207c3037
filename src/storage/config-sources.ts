/**
 * Which config files apply, and whose word each one is. Free of zod, so the hooks use the
 * same list as the CLI and the MCP server.
 *
 * The global memory folder's `config.json` is the user's own only while no git repository
 * holds the folder: once it is one (`strata sync` needs it to be), whoever can push to its
 * remote writes that file, so it gets a repository's trust. The user's own settings then
 * live in their config folder (`$XDG_CONFIG_HOME/strata/config.json`, else
 * `~/.config/strata/config.json`), which strata never commits or pulls.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigTier } from '../core/config/config-trust.js';
import type { ScopeName } from '../core/scope.js';
import type { ScopeDir } from './scope/scope-dir.js';

/** One config file that applies. */
export interface ConfigSource {
  scope: ScopeName;
  tier: ConfigTier;
  file: string;
  /** True for a global memory folder's file that a git repository holds. */
  inGit: boolean;
}

/** The user's own config file: in their config folder, outside every memory folder. */
export function userConfigPath(home: string, xdgConfigHome: string | undefined): string {
  const base =
    xdgConfigHome && path.isAbsolute(xdgConfigHome) ? xdgConfigHome : path.join(home, '.config');
  return path.join(base, 'strata', 'config.json');
}

/** True when `dir` or a folder above it holds `.git` (a work tree, a worktree's file, a clone). */
export function isInGitRepository(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(path.join(current, '.git'))) return true;
    const parent = path.dirname(current);
    if (parent === current) return false;
    current = parent;
  }
}

/**
 * The config files of `scopes` with their tiers, the user's own file right after the
 * global folder's (so it wins over it), least specific scope first as listed.
 */
export function listConfigSources(
  scopes: readonly ScopeDir[],
  userFile: string | null,
): ConfigSource[] {
  const out: ConfigSource[] = [];
  for (const scope of scopes) {
    // Claude Code's memory folder and its instruction files hold notes, never strata's settings.
    if (scope.scope === 'claude' || scope.scope === 'instructions') continue;
    const file = path.join(scope.dir, 'config.json');
    if (scope.scope === 'global') {
      const inGit = isInGitRepository(scope.dir);
      out.push({ scope: 'global', tier: inGit ? 'repository' : 'user', file, inGit });
      if (userFile) out.push({ scope: 'global', tier: 'user', file: userFile, inGit: false });
    } else {
      const tier: ConfigTier = scope.scope === 'enterprise' ? 'enterprise' : 'repository';
      out.push({ scope: scope.scope, tier, file, inGit: false });
    }
  }
  return out;
}
