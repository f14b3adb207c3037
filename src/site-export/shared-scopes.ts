/**
 * Privacy by path: which scopes a site may show, decided by where it is written. A site
 * built into a git work tree is one `git add -A` away from being committed, so by default
 * it shows only what that tree already shares: scopes whose folder lies inside the tree,
 * except the local scope (strata keeps it out of git). Global memory, local drafts,
 * stashes and handoff notes, and an enterprise store living elsewhere, are left out and
 * named, unless the person asks for them by name. Outside any work tree every scope is
 * shown, as before.
 */
import path from 'node:path';
import { StrataError } from '../core/errors.js';
import { SCOPES, type ScopeName } from '../core/scope.js';
import { findGitRoot, type ScopeDir } from '../storage/scope/scope-dir.js';

/** A scope the site does not show, and why. */
export interface LeftOutScope {
  scope: ScopeName;
  dir: string;
}

/** The scopes a site shows, and those left out for the work tree it is written into. */
export interface SiteScopeChoice {
  scopes: ScopeDir[];
  leftOut: LeftOutScope[];
  /** The git work tree holding the site's folder, when there is one. */
  workTree: string | null;
}

function isInside(dir: string, root: string): boolean {
  const rel = path.relative(root, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The scopes a git work tree at `root` already shares: committed there, not local. */
function isSharedBy(scope: ScopeDir, root: string): boolean {
  return scope.scope !== 'local' && isInside(path.resolve(scope.dir), root);
}

/** Checks scope names a person typed (`--scopes`). */
export function parseScopeNames(names: readonly string[]): ScopeName[] {
  for (const name of names) {
    if (!(SCOPES as readonly string[]).includes(name)) {
      throw new StrataError('INVALID_ARGUMENT', `--scopes: "${name}" is not a scope`, {
        subject: '--scopes',
        hint: `use a comma-separated list of ${SCOPES.join(', ')}`,
      });
    }
  }
  return names as ScopeName[];
}

/**
 * The scopes to export into `outDir`. `requested` (scope names the person asked for) is
 * taken as given, wherever the site goes; otherwise a site inside a git work tree shows
 * only the scopes that tree shares.
 */
export function chooseSiteScopes(
  scopes: readonly ScopeDir[],
  outDir: string,
  requested?: readonly ScopeName[],
): SiteScopeChoice {
  const workTree = findGitRoot(path.resolve(outDir)) ?? null;
  const keep = (s: ScopeDir): boolean => {
    if (requested) return requested.includes(s.scope);
    return workTree === null || isSharedBy(s, workTree);
  };
  return {
    scopes: scopes.filter(keep),
    leftOut: scopes.filter((s) => !keep(s)).map((s) => ({ scope: s.scope, dir: s.dir })),
    workTree,
  };
}

/** One line for a person: what was left out, why, and how to include it. */
export function describeLeftOut(choice: SiteScopeChoice): string | null {
  if (!choice.leftOut.length) return null;
  const names = choice.leftOut.map((l) => l.scope);
  const all = [...choice.scopes.map((s) => s.scope), ...names];
  const why = choice.workTree
    ? `the site is inside the git work tree ${choice.workTree}, where \`git add -A\` would commit it`
    : 'they were not asked for';
  return `left out the ${names.join(', ')} scope${names.length > 1 ? 's' : ''} (${choice.leftOut.map((l) => l.dir).join(', ')}): ${why}; to show them anyway, pass --scopes ${all.join(',')}`;
}
