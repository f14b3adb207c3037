/**
 * `strata doctor` on git: is the merge driver set up where memory is committed, and did
 * a merge leave memory files conflicted?
 */
import { probeDriver } from '../../services/git/driver-probe.js';
import { findUnmergedProblems } from '../../services/git/git-problems.js';
import { checkGitMerge } from '../../services/git/git-setup.js';
import { readGraph } from '../../storage/graph-store.js';
import { loadStore } from '../../storage/load-store.js';
import type { CliContext } from '../command.js';

/** One doctor line (the shape doctor.ts prints). */
export interface GitCheck {
  name: string;
  ok: boolean;
  warning?: boolean;
  detail: string;
}

async function checkDriver(ctx: CliContext): Promise<GitCheck[]> {
  const out: GitCheck[] = [];
  for (const scope of ctx.store.scopes.filter(
    (s) => s.scope === 'project' || s.scope === 'global',
  )) {
    if (scope.readOnly) continue;
    const setup = await checkGitMerge(scope);
    if (!setup.repo) continue;
    const missing = [
      setup.attributes ? '' : `.gitattributes in ${scope.dir}`,
      setup.driver ? '' : 'merge.strata.driver in the git config',
    ].filter(Boolean);
    const setupCommand = `strata git-setup${scope.scope === 'global' ? ' --scope global' : ''}`;
    const runs = setup.driver && setup.attributes ? await probeDriver(setup.driver, ctx.env) : true;
    out.push({
      name: `git merge (${scope.scope})`,
      ok: true,
      warning: missing.length > 0 || !runs,
      detail: missing.length
        ? `missing ${missing.join(' and ')}: git will merge graph.json line by line and may leave conflicts; run ${setupCommand}`
        : runs
          ? 'graph.json and memory files merge with strata'
          : `merge.strata.driver in ${setup.repo}/.git/config does not run (strata moved?): git keeps one side of a memory file alone; run ${setupCommand}, and \`strata verify --fix\` after a merge it spoilt`,
    });
  }
  return out;
}

async function checkConflicts(ctx: CliContext): Promise<GitCheck> {
  const store = await loadStore(ctx.store);
  const files = store.problems.filter((p) => p.code === 'CONFLICT').map((p) => p.path);
  for (const scope of ctx.store.scopes) {
    const read = await readGraph(scope.dir).catch(() => null);
    if (read?.format === 'conflicted') files.push(`${scope.dir}/graph.json`);
  }
  // Files git has not recorded as merged, markers or not (one side kept alone has none).
  const waiting = (await findUnmergedProblems(ctx.store, [])).map((p) => p.path);
  const all = [...new Set([...files, ...waiting])];
  return {
    name: 'merge conflicts',
    ok: all.length === 0,
    detail: all.length
      ? `${all.join(', ')} ${all.length === 1 ? 'is' : 'are'} not merged yet: run strata verify --fix, then commit`
      : 'none in memory files',
  };
}

/** The git lines of the doctor's report. */
export async function checkGit(ctx: CliContext): Promise<GitCheck[]> {
  return [...(await checkDriver(ctx)), await checkConflicts(ctx)];
}
