/**
 * strata and git: `git-setup` (the merge driver for a clone), `merge-driver` (what git
 * runs) and `sync` (global memory on several machines).
 */
import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { describeResolution } from '../../services/git/git-resolve.js';
import { driverCommand, type GitMergeSetup, setupGitMerge } from '../../services/git/git-setup.js';
import { runMergeDriver } from '../../services/git/merge-driver.js';
import { syncGlobal } from '../../services/git/sync.js';
import { readScope } from '../args.js';
import type { CliContext, Command } from '../command.js';

/** This CLI's driver line: the running node and the CLI's entry file (lib/cli/main.js). */
function ownDriver(ctx: CliContext): string {
  return driverCommand(process.execPath, ctx.cliPath);
}

function describeSetup(s: GitMergeSetup): string {
  const attributes = path.join(s.dir, '.gitattributes');
  return `${s.scope}: ${attributes} names the strata merge driver; ${s.repo}/.git/config runs it (commit the .gitattributes)`;
}

/** `strata git-setup`: the merge driver for this clone. */
export const gitSetupCommand: Command = {
  name: 'git-setup',
  help: `strata git-setup [--scope project|global]

  Writes .gitattributes in the memory folder (commit it: it names the driver for every
  clone) and sets merge.strata.driver in this repository's own git config (each clone
  runs this once; a repository can name the driver, never choose what it runs). Then
  git merges graph.json as a union of both sides' edges and memory files field by field.`,
  options: { scope: { type: 'string' } },
  async run(ctx, args) {
    const scope = readScope(args.values.scope) ?? 'project';
    const dir = ctx.store.scopes.find((s) => s.scope === scope && !s.readOnly);
    if (!dir || (scope !== 'project' && scope !== 'global')) {
      throw new StrataError(
        'SCOPE_UNAVAILABLE',
        `the ${scope} scope has no memory folder to set up here`,
        {
          hint: 'run it inside a git repository for project memory, or pass --scope global',
        },
      );
    }
    const setup = await setupGitMerge(dir, ownDriver(ctx));
    return { json: setup, text: describeSetup(setup) };
  },
};

/** `strata merge-driver %O %A %B %P`: run by git, not by people. */
export const mergeDriverCommand: Command = {
  name: 'merge-driver',
  help: `strata merge-driver <base> <ours> <theirs> [<path>]

  Run by git during a merge (see strata git-setup). Writes the merge into <ours> and
  exits 0, or leaves git's conflict markers and exits 1.`,
  options: {},
  standalone: true,
  async run(ctx, args) {
    const [base, ours, theirs, name] = args.positionals;
    if (!base || !ours || !theirs) {
      throw new StrataError('INVALID_ARGUMENT', 'merge-driver needs <base> <ours> <theirs>', {
        hint: 'git runs it: set it up with strata git-setup',
      });
    }
    const clean = await runMergeDriver(ctx.cwd, { base, ours, theirs, name: name ?? ours });
    return { json: { clean }, text: '', exitCode: clean ? 0 : 1 };
  },
};

/** `strata sync`: global memory through its git remote. */
export const syncCommand: Command = {
  name: 'sync',
  help: `strata sync

  For a global memory folder that is a git repository with a remote: commits the
  folder's changes, fetches, merges (graph.json by union, memory files field by field,
  two memories created under one id both kept), and pushes. Never force-pushes; when a
  merge needs a person it is undone and the files are named.`,
  options: {},
  async run(ctx) {
    const r = await syncGlobal(ctx.store, ownDriver(ctx), ctx.env);
    const lines = [
      ...r.recovered,
      ...r.resolved.map(describeResolution),
      `synced ${r.repo} with ${r.upstream}: ${r.committed ? 'committed local changes, ' : ''}pulled ${r.pulled} commit(s), pushed ${r.pushed}`,
    ];
    return { json: r, text: lines.join('\n') };
  },
};
