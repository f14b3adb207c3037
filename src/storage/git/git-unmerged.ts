/**
 * Files git lists as unmerged (a merge it has not been told is finished) below a folder,
 * with the index stages git holds for each: 1 the base, 2 ours, 3 theirs.
 */
import path from 'node:path';
import { findWorkTree, runGit } from './git-run.js';

/** Absolute path of each unmerged file below `dir` → the stages git holds for it. */
export async function listUnmergedStages(dir: string): Promise<Map<string, Set<number>>> {
  const run = await runGit(dir, ['ls-files', '-u', '--full-name', '-z', '--', '.'], {
    timeoutMs: 5000,
  });
  const out = new Map<string, Set<number>>();
  if (!run.ok || !run.stdout) return out;
  const top = await findWorkTree(dir);
  if (!top) return out;
  // Each row: "<mode> <object> <stage>\t<path>".
  for (const row of run.stdout.split('\0').filter(Boolean)) {
    const tab = row.indexOf('\t');
    const stage = Number(row.slice(0, tab).split(' ')[2]);
    const file = path.join(top, row.slice(tab + 1));
    out.set(file, (out.get(file) ?? new Set()).add(stage));
  }
  return out;
}

/**
 * True when git holds both sides of `file` (stages 2 and 3) yet the file has no markers and
 * is exactly one side: git kept that side alone. This is what a merge driver that could not
 * run leaves (git keeps ours and reports a conflict), and it must never pass as resolved.
 */
export function isOneSideKept(
  stages: ReadonlySet<number> | undefined,
  text: string,
  sides: { ours: string; theirs: string } | null,
): boolean {
  if (!stages?.has(2) || !stages.has(3) || !sides || sides.ours === sides.theirs) return false;
  return text === sides.ours || text === sides.theirs;
}
