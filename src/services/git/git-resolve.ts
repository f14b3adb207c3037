/**
 * `strata verify --fix` after a git merge: writes the union of a conflicted graph.json,
 * merges conflicted memory files field by field from git's sides, keeps both memories
 * when two branches created one id, and tells git the files it resolved.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeBytes, encodeText } from '../../core/byte-text.js';
import { type ConflictSides, hasConflictMarkers } from '../../core/git/conflict-text.js';
import { mergeMemoryText } from '../../core/git/three-way-memory.js';
import { isoSeconds } from '../../core/time.js';
import { readFileText, updateFileText } from '../../storage/file-update.js';
import { holdsConflict, readConflictSides } from '../../storage/git/git-conflict.js';
import { runGit } from '../../storage/git/git-run.js';
import { isOneSideKept, listUnmergedStages } from '../../storage/git/git-unmerged.js';
import { readConflictedGraph } from '../../storage/git/graph-conflict.js';
import { graphPath, updateGraph } from '../../storage/graph-store.js';
import type { StoreContext } from '../../storage/load-store.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import { listMarkdown, readMemoryText } from '../../storage/scan.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { verifyStore } from '../verify.js';
import { restoreDeleted } from './git-restore.js';
import { claimFreeFile, splitEdges } from './git-split.js';
import { runMergeDriver } from './merge-driver.js';

/** `--fix` writes over a conflicted file on purpose: what it writes settles the conflict. */
const SETTLES = { resolvesConflict: true } as const;

/** One file `--fix` dealt with, and how. */
export interface Resolution {
  path: string;
  /**
   * `merged`: no markers left; `split`: the other side's memory went to `detail`; `left`:
   * still marked, or still one side only.
   */
  outcome: 'merged' | 'split' | 'left' | 'staged' | 'restored';
  detail: string;
}

/** Unmerged files of a scope → the index stages git holds for each. */
type Unmerged = ReadonlyMap<string, ReadonlySet<number>>;

/**
 * True when git holds both sides of `file` but the file is one of them, unmarked: the merge
 * driver did not run (or someone kept a side by hand), and the other side is not in it.
 */
async function keptOneSide(file: string, text: string, unmerged: Unmerged): Promise<boolean> {
  const stages = unmerged.get(file);
  if (!stages) return false;
  return isOneSideKept(stages, text, await readConflictSides(file, text));
}

async function resolveGraph(scope: ScopeDir, unmerged: Unmerged): Promise<Resolution | null> {
  const file = graphPath(scope.dir);
  const text = await readFile(file).then(decodeBytes, () => '');
  if (hasConflictMarkers(text)) {
    // updateGraph reads a marked file as its union; writing it back is the resolution.
    await updateGraph(scope.dir, () => true);
    return { path: file, outcome: 'merged', detail: 'wrote the union of both sides' };
  }
  if (!(await keptOneSide(file, text, unmerged))) return null;
  const union = await readConflictedGraph(file, text);
  await updateGraph(scope.dir, (graph) => {
    for (const from of Object.keys(graph)) delete graph[from];
    Object.assign(graph, union);
    return true;
  });
  return {
    path: file,
    outcome: 'merged',
    detail: 'git kept one side only: wrote the union of both',
  };
}

/** The driver's merge of `sides`, run on copies in a temporary folder; null when it fails. */
async function mergeLikeDriver(
  sides: ConflictSides,
  rel: string,
): Promise<{ clean: boolean; text: string } | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'strata-merge-'));
  try {
    const files = { base: 'base', ours: 'ours', theirs: 'theirs', name: rel };
    await writeFile(path.join(dir, 'base'), encodeText(sides.base ?? ''));
    await writeFile(path.join(dir, 'ours'), encodeText(sides.ours));
    await writeFile(path.join(dir, 'theirs'), encodeText(sides.theirs));
    const clean = await runMergeDriver(dir, files);
    return { clean, text: await readFileText(path.join(dir, 'ours')) };
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function resolveMemory(
  scope: ScopeDir,
  rel: string,
  text: string,
  stamp: string,
): Promise<Resolution> {
  const file = path.join(scope.dir, rel);
  const sides = await readConflictSides(file, text);
  if (!sides) return { path: file, outcome: 'left', detail: 'markers do not pair up: fix by hand' };
  // Written only over the text read here (or one still marked): a hand edit since is kept.
  const settles = (next: string) => (now: string) =>
    now === text || hasConflictMarkers(now) ? next : null;
  if (sides.fromIndex && sides.base === null && sides.ours !== sides.theirs) {
    // Two branches created the same id: both memories stay, the other side's under a new id.
    const id = path.basename(rel, '.md');
    const other = await claimFreeFile(scope, id, sides.theirs, file);
    await updateFileText(file, settles(sides.ours), SETTLES);
    await splitEdges(scope, id, path.basename(other, '.md'), sides, stamp);
    return { path: file, outcome: 'split', detail: other };
  }
  const merged = mergeMemoryText(sides.base, sides.ours, sides.theirs, file);
  if (merged.conflicts.length) {
    // What merges (links, tags, dates…) is merged now: only what needs a person stays marked.
    const narrowed = await mergeLikeDriver(sides, rel);
    if (narrowed) await updateFileText(file, settles(narrowed.text), SETTLES);
    if (narrowed?.clean) return { path: file, outcome: 'merged', detail: 'merged from both sides' };
    return {
      path: file,
      outcome: 'left',
      detail: `both sides changed: ${merged.conflicts.join(', ')}; keep the right lines and delete the marker lines`,
    };
  }
  await updateFileText(file, settles(merged.text), SETTLES);
  return { path: file, outcome: 'merged', detail: 'fields merged from both sides' };
}

/** `git add` of files `--fix` wrote beside the conflicted ones, so the commit carries them. */
async function stageWritten(dir: string, files: readonly string[]): Promise<void> {
  const present = files.filter((f) => existsSync(f));
  if (present.length) await runGit(dir, ['add', '--', ...present]);
}

async function resolveScope(ctx: StoreContext, scope: ScopeDir): Promise<Resolution[]> {
  // graph.json and the memories are rewritten in place: no folder on the way may be a link.
  await assertRealFolders(scope);
  const out: Resolution[] = [];
  const unmerged = await listUnmergedStages(scope.dir);
  for (const rel of await listMarkdown(scope, [])) {
    const text = await readMemoryText(scope, rel, ctx.read).catch(() => '');
    const file = path.join(scope.dir, rel);
    // A body showing markers as an example is not a conflict: --fix leaves it as written.
    if ((await holdsConflict(file, text)) || (await keptOneSide(file, text, unmerged)))
      out.push(await resolveMemory(scope, rel, text, isoSeconds(ctx.now())));
  }
  // After the memories: a split memory's edges are checked against the written graph.
  const graph = await resolveGraph(scope, unmerged);
  if (graph) out.push(graph);
  const copies = out.filter((r) => r.outcome === 'split').map((r) => r.detail);
  if (copies.length) {
    // The other side's copy is a new file and its edges are in graph.json: both staged.
    const graphText = await readFile(graphPath(scope.dir), 'utf8').catch(() => '');
    const withGraph = hasConflictMarkers(graphText) ? [] : [graphPath(scope.dir)];
    await stageWritten(scope.dir, [...copies, ...withGraph]);
  }
  return out;
}

/**
 * Paths git still lists as unmerged below `dir` that hold no markers now (resolved here,
 * or a file edited on one branch and deleted on the other, which is kept): staged. One
 * that is still exactly one side of two is not: the other side would be lost.
 */
async function stageResolved(dir: string, settled: ReadonlySet<string>): Promise<Resolution[]> {
  const out: Resolution[] = [];
  for (const [file, stages] of await listUnmergedStages(dir)) {
    const text = await readFileText(file).catch(() => null);
    // A file --fix merged may still show markers its body holds as an example.
    if (text !== null && hasConflictMarkers(text) && !settled.has(file)) continue;
    const kept = text !== null && !settled.has(file);
    if (kept && isOneSideKept(stages, text, await readConflictSides(file, text))) {
      const detail = 'git kept one side only and strata could not merge it: merge by hand';
      out.push({ path: file, outcome: 'left', detail });
      continue;
    }
    const args = text === null ? ['rm', '-q', '--cached', '--', file] : ['add', '--', file];
    const run = await runGit(dir, args);
    if (run.ok)
      out.push({
        path: file,
        outcome: 'staged',
        detail: text === null ? 'deletion recorded' : 'kept and staged',
      });
  }
  return out;
}

/** Memories graph edges still name that another branch deleted, back from git's history. */
async function restoreLinked(ctx: StoreContext): Promise<Resolution[]> {
  const report = await verifyStore(ctx);
  const out: Resolution[] = [];
  for (const scope of ctx.scopes.filter((s) => !s.readOnly)) {
    const ids = new Set(
      report.dangling
        .filter((d) => d.source === 'graph' && d.scope === scope.scope)
        .map((d) => d.to),
    );
    for (const file of await restoreDeleted(scope, ids)) {
      const id = path.basename(file, '.md');
      const detail = `deleted on one branch, linked on the other: restored (strata forget ${id} deletes it with its links)`;
      out.push({ path: file, outcome: 'restored', detail });
    }
  }
  return out;
}

/** Resolves what a git merge left in every writable scope. */
export async function resolveGitConflicts(ctx: StoreContext): Promise<Resolution[]> {
  const out: Resolution[] = [];
  for (const scope of ctx.scopes.filter((s) => !s.readOnly)) {
    const done = await resolveScope(ctx, scope);
    out.push(...done);

    const settled = new Set(done.filter((r) => r.outcome !== 'left').map((r) => r.path));
    for (const staged of await stageResolved(scope.dir, settled)) {
      const same = done.find((r) => r.path === staged.path);
      if (!same) out.push(staged);
      else if (staged.outcome === 'left') Object.assign(same, staged);
      else same.detail += ' (staged)';
    }
  }
  out.push(...(await restoreLinked(ctx)));
  return out;
}

/** One line of `verify --fix` output for a resolution. */
export function describeResolution(r: Resolution): string {
  if (r.outcome === 'split')
    return `fixed     ${r.path}: created on both branches; theirs kept as ${r.detail} (staged)`;
  if (r.outcome === 'left') return `conflict  ${r.path}: ${r.detail}`;
  return `fixed     ${r.path}: ${r.detail}`;
}
