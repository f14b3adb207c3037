import { constants, readdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { checkIndex } from '../../indexing/index-check.js';
import { loadManifestSpace } from '../../indexing/index-vectors.js';
import { describeLeftover, findLeftovers } from '../../services/leftovers.js';
import { indexCacheDir } from '../../storage/cache-dir.js';
import { describeCheckout } from '../../storage/git/git-worktree.js';
import type { ScopeDir } from '../../storage/scope/scope-dir.js';
import { scopeExists } from '../../storage/scope/scope-dir.js';
import { decideCliAtStop, readCliAutoMemory } from '../auto-memory.js';
import type { CliContext, Command } from '../command.js';
import { checkCodeCache } from './doctor-code-cache.js';
import { checkConfig, checkConfigSources, checkConfigTrust } from './doctor-config.js';
import {
  type Check,
  describeEmbeddings,
  describeUnusedVectors,
  probeEmbeddings,
} from './doctor-embeddings.js';
import { checkMemoryFiles } from './doctor-files.js';
import { checkGit } from './doctor-git.js';
import { checkVectorIndex } from './doctor-vector-index.js';

function checkNode(version: string): Check {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const ok = major > 20 || (major === 20 && minor >= 19);
  return {
    name: 'node',
    ok,
    detail: ok ? `Node ${version}` : `Node ${version}: strata needs Node 20.19 or newer`,
  };
}

async function nearestExisting(dir: string): Promise<string> {
  let current = dir;
  for (;;) {
    try {
      await access(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

async function checkScope(scope: ScopeDir): Promise<Check> {
  const exists = scopeExists(scope);
  const probe = exists ? scope.dir : await nearestExisting(scope.dir);
  const writable = await access(probe, constants.W_OK).then(
    () => true,
    () => false,
  );
  const state = `${exists ? 'found' : 'not created yet'}, ${scope.readOnly ? 'read-only (admins: --admin)' : writable ? 'writable' : `NOT writable (${probe})`}`;
  return {
    name: `scope ${scope.scope}`,
    ok: scope.readOnly || writable,
    detail: `${scope.dir} (${state})`,
  };
}

/**
 * Claude Code's own auto memory: whether it is on, where it writes, and whether strata
 * reads that folder as its `claude` scope. Turning it off is the user's choice, named
 * here and in the docs; strata never edits Claude Code's settings.
 */
function checkAutoMemory(ctx: CliContext): Check {
  const status = readCliAutoMemory(ctx);
  const where = `${status.dir} (${status.notes} note${status.notes === 1 ? '' : 's'}${status.dirSource === 'default' ? '' : `; folder from ${status.dirSource}`})`;
  const read = ctx.scopes.some((s) => s.scope === 'claude' && s.dir === path.resolve(status.dir));
  const strata = read
    ? 'strata reads it as the claude scope'
    : ctx.projectRoot
      ? 'strata does not read it (scopes.claude is off, or the folder overlaps another scope)'
      : 'strata reads it only inside a project';
  const detail = status.enabled
    ? `on (${status.decidedBy}): Claude Code writes its own notes to ${where}; ${strata}`
    : `off (${status.decidedBy})${status.notes ? `; ${where} still holds notes; ${strata}` : ''}`;
  return { name: 'claude auto memory', ok: true, detail };
}

/** Whether the Stop hook asks Claude to judge capture candidates here, and which way `auto` went. */
function checkCaptureAtStop(ctx: CliContext): Check {
  if (!ctx.config.drafts.capture)
    return { name: 'capture at a stop', ok: true, detail: 'off (drafts.capture is false)' };
  const { ask, why } = decideCliAtStop(ctx);
  const detail = ask
    ? `asks Claude once a session to save the lessons it finds (${why})`
    : `does not ask (${why}); drafts come from fixed rules at session end`;
  return { name: 'capture at a stop', ok: true, detail };
}

/** Markdown files left in a worktree's own `local/` folder, which no scope reads any more. */
function strandedLocalFiles(projectRoot: string): { dir: string; count: number } | null {
  const dir = path.join(projectRoot, '.claude', 'memory', 'local');
  try {
    const count = readdirSync(dir, { recursive: true }).filter((f) =>
      String(f).endsWith('.md'),
    ).length;
    return count ? { dir, count } : null;
  } catch {
    return null;
  }
}

/** Where the local scope of a worktree lives, and whether a `.git` pointer was not followed. */
function checkWorktree(projectRoot: string): Check | null {
  const checkout = describeCheckout(projectRoot);
  if (checkout.kind === 'linked') {
    const shared = `linked worktree of ${checkout.mainRoot}: the local scope, stashes and handoff notes are shared with it`;
    const stranded = strandedLocalFiles(projectRoot);
    if (!stranded) return { name: 'worktree', ok: true, detail: shared };
    return {
      name: 'worktree',
      ok: true,
      warning: true,
      detail: `${shared}; ${stranded.dir} still holds ${stranded.count} memory file${stranded.count === 1 ? '' : 's'} from before, which no scope reads: move them to ${path.join(checkout.mainRoot, '.claude', 'memory', 'local')}`,
    };
  }
  if (checkout.kind !== 'unverified') return null;
  return {
    name: 'worktree',
    ok: true,
    warning: true,
    detail: `${path.join(projectRoot, '.git')} is a file strata did not follow (its git folder does not list this checkout back, or there is no main checkout): the local scope stays in this checkout`,
  };
}

/** `strata doctor`: is this machine set up for strata? */
export const doctorCommand: Command = {
  name: 'doctor',
  help: 'strata doctor\n\n  One line per check: ok, WARN (worth reading) or FAIL (must be fixed). Exit 1 when a\n  line says FAIL, e.g. a config.json key strata does not know (named with its file).',
  options: {},
  async run(ctx) {
    const checks: Check[] = [checkNode(process.version)];
    for (const scope of ctx.scopes) checks.push(await checkScope(scope));
    const worktree = ctx.projectRoot ? checkWorktree(ctx.projectRoot) : null;
    if (worktree) checks.push(worktree);
    if (!ctx.projectRoot)
      checks.push({
        name: 'project',
        ok: true,
        detail: 'not in a git repository: only global (and enterprise) apply',
      });
    checks.push(checkConfig(ctx));
    checks.push(checkConfigSources(ctx.config, ctx.configOrigins));
    const trust = checkConfigTrust(ctx);
    if (trust) checks.push(trust);
    checks.push(checkAutoMemory(ctx));
    checks.push(checkCaptureAtStop(ctx));
    const cacheDir = indexCacheDir(ctx.cacheRoot, ctx.projectRoot);
    const index = await checkIndex(ctx.store, cacheDir);
    checks.push(await checkVectorIndex(ctx.cliPath, index.indexed));
    const status = await probeEmbeddings(ctx);
    checks.push(describeEmbeddings(status));
    checks.push({
      name: 'index',
      ok: index.status !== 'unreadable',
      // Never built: the hooks have no digests until a reindex. An index behind the files is
      // normal after a write from the CLI or an editor: the next reader catches up.
      warning: index.status === 'missing',
      detail: `${index.status}: ${index.detail}`,
    });
    const unused = describeUnusedVectors(ctx, status, await loadManifestSpace(cacheDir), index);
    if (unused) checks.push(unused);
    checks.push(await checkMemoryFiles(ctx));
    checks.push(checkCodeCache(ctx.cacheRoot));
    checks.push(...(await checkGit(ctx)));
    const leftovers = await findLeftovers(ctx.scopes);
    if (leftovers.length)
      checks.push({
        name: 'leftovers',
        ok: true,
        warning: true,
        detail: `${leftovers.length} temp or lock file(s) of processes that are gone (strata gc removes them): ${leftovers.map(describeLeftover).join('; ')}`,
      });
    const ok = checks.every((c) => c.ok);
    const text = checks
      .map((c) => `${c.ok ? (c.warning ? 'WARN' : 'ok  ') : 'FAIL'} ${c.name}: ${c.detail}`)
      .join('\n');
    return { json: { ok, checks }, text, exitCode: ok ? 0 : 1 };
  },
};
