import { countOf } from '../../core/plural.js';
import { checkIndex } from '../../indexing/index-check.js';
import { findUnloadedMemories } from '../../services/audit/audit-files.js';
import { describeMergeFix } from '../../services/git/git-problems.js';
import { describeResolution, resolveGitConflicts } from '../../services/git/git-resolve.js';
import { describeLeftover, findLeftovers } from '../../services/leftovers.js';
import { verifyStore } from '../../services/verify.js';
import { indexCacheDir } from '../../storage/cache-dir.js';
import { loadStore } from '../../storage/load-store.js';
import type { Command } from '../command.js';

/** `strata verify`: check files, links and graphs; exit 1 when anything is wrong. */
export const verifyCommand: Command = {
  name: 'verify',
  help: `strata verify

  Reports invalid files (with path and reason), markdown that looks like a memory but
  does not load (e.g. a misspelt "tpye:"), links to ids no scope holds, and
  places where frontmatter links and graph.json disagree. Warnings (missing optional
  fields, custom types) are listed but do not fail, and neither does an index that is
  behind the files (derived data: strata reindex brings it up to date), nor temp and
  lock files left by processes that are gone (strata gc removes them).

  --fix  after a git merge: writes the union of a conflicted graph.json, merges
         conflicted memory files field by field from both sides (links and tags as
         sets, the later "updated"), keeps both memories when two branches created
         one id (the other under <id>-2), and stages the files it resolved.`,
  options: { fix: { type: 'boolean' } },
  async run(ctx, args) {
    const fixed = args.values.fix ? await resolveGitConflicts(ctx.store) : [];
    // One load of the store serves the checks and the search for markdown that looks like a
    // memory but does not load (a misspelt `tpye:`), which is invisible everywhere else and so
    // fails the check like a broken file.
    const store = await loadStore(ctx.store);
    const report = await verifyStore(ctx.store, store);
    const notMemories = await findUnloadedMemories(ctx.store, store.all, store.problems);
    const ok = report.ok && notMemories.length === 0;
    const index = await checkIndex(ctx.store, indexCacheDir(ctx.cacheRoot, ctx.projectRoot));
    // Reported, not failed on: the memories are intact, and `gc` (or the next writer) cleans up.
    const leftovers = await findLeftovers(ctx.store.scopes);
    const lines = [
      ...fixed.map(describeResolution),
      ...report.invalid.map((p) => `invalid   ${p.message}`),
      ...notMemories.map((n) => `not loaded ${n.path}: ${n.reason}`),
      ...report.dangling.map((d) => `dangling  ${d.from} → ${d.to} (${d.source}, ${d.scope})`),
      ...report.disagreements.map(
        (d) =>
          `graph     ${d.from} → ${d.to} (${d.scope}): ${d.kind === 'missing-edge' ? 'linked in frontmatter, no edge in graph.json' : 'edge in graph.json, not in frontmatter links'}`,
      ),
      ...report.warnings.map((w) => `warning   ${w.message}`),
      ...leftovers.map((l) => `leftover  ${describeLeftover(l)}; fix: strata gc removes it`),
      `index     ${index.status}: ${index.detail}`,
      ok
        ? `ok: ${countOf(report.checked, 'file')} checked`
        : `${report.invalid.length} invalid, ${notMemories.length} not loaded, ${report.dangling.length} dangling, ${report.disagreements.length} disagreements in ${countOf(report.checked, 'file')}`,
      describeMergeFix(report, args.values.fix === true) ?? '',
    ].filter(Boolean);
    const json = {
      ...report,
      ok,
      notMemories,
      index,
      leftovers,
      ...(args.values.fix ? { fixed } : {}),
    };
    return { json, text: lines.join('\n'), exitCode: ok ? 0 : 1 };
  },
};
