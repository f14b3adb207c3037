/**
 * What `verify` adds about git: files a merge left unmerged without markers (a memory
 * edited on one branch and deleted or moved on the other: the edit is in the folder, git
 * waits to be told), and graph edges to a memory another branch deleted.
 */
import type { Problem } from '../../core/errors.js';
import { readFileText } from '../../storage/file-update.js';
import { readConflictSides } from '../../storage/git/git-conflict.js';
import { isOneSideKept, listUnmergedStages } from '../../storage/git/git-unmerged.js';
import type { StoreContext } from '../../storage/load-store.js';

/** Why git left `file` unmerged without markers, and what `verify --fix` does about it. */
async function explainUnmerged(file: string, stages: ReadonlySet<number>): Promise<string> {
  const text = await readFileText(file).catch(() => null);
  const sides = text === null ? null : await readConflictSides(file, text);
  if (text !== null && isOneSideKept(stages, text, sides))
    return `strata: ${file}: git kept only one side of its merge, without markers (strata's merge driver did not run: \`strata doctor\` checks it); the other side's changes are not in the file. \`strata verify --fix\` merges both sides`;
  return `strata: ${file}: git has not recorded its merge (edited on one branch, deleted or moved on the other); \`strata verify --fix\` keeps what is in the folder`;
}

/** Unmerged files of the writable scopes that `known` does not already name. */
export async function findUnmergedProblems(
  ctx: StoreContext,
  known: readonly Problem[],
): Promise<Problem[]> {
  const named = new Set(known.map((p) => p.path));
  const out: Problem[] = [];
  for (const scope of ctx.scopes.filter((s) => !s.readOnly)) {
    for (const [file, stages] of await listUnmergedStages(scope.dir)) {
      if (named.has(file)) continue;
      out.push({ path: file, code: 'CONFLICT', message: await explainUnmerged(file, stages) });
    }
  }
  return out;
}

/**
 * The line telling people what finishes a merge, when the report calls for one. After
 * `verify --fix` (`fixRan`) what is still conflicted is text only a person can choose, so
 * the line names those files and the steps left, never the command that just ran.
 */
export function describeMergeFix(
  report: {
    invalid: readonly Problem[];
    dangling: readonly { source: string }[];
  },
  fixRan = false,
): string | null {
  const conflicted = report.invalid.filter((p) => p.code === 'CONFLICT');
  if (conflicted.length && fixRan) {
    const files = [...new Set(conflicted.map((p) => p.path).filter(Boolean))].join(' ');
    return `fix: fields are merged; the text between the markers is yours to choose: in ${files} keep the right lines and delete the marker lines (<<<<<<<, =======, >>>>>>>), then git add ${files} and git commit`;
  }
  if (conflicted.length)
    return 'fix: run `strata verify --fix` to merge the conflicted memory files and graph.json from both sides, then commit';
  if (report.dangling.some((d) => d.source === 'graph'))
    return 'fix: if another branch deleted a memory this one linked, `strata verify --fix` brings it back from git history (then `strata forget <id>` deletes it with its links)';
  return null;
}
