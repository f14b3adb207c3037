/**
 * `strata verify --fix` after a git merge: writes the union of a conflicted graph.json,
 * merges conflicted memory files field by field from git's sides, keeps both memories
 * when two branches created one id, and tells git the files it resolved.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ConflictSides, hasConflictMarkers } from '../../core/conflict-text.js';
import { isStrataError, StrataError } from '../../core/errors.js';
import { editDocument, parseDocument } from '../../core/frontmatter.js';
import { addEdge, DEFAULT_LABEL, findEdge, removeEdge } from '../../core/graph.js';
import { listItems } from '../../core/memory-file.js';
import { mergeMemoryText } from '../../core/memory-merge.js';
import { isoSeconds } from '../../core/time.js';
import { createFileExclusive } from '../../io/atomic-write.js';
import { updateFileText } from '../../storage/file-update.js';
import { holdsConflict, readConflictSides } from '../../storage/git-conflict.js';
import { runGit } from '../../storage/git-run.js';
import { listUnmerged } from '../../storage/git-unmerged.js';
import { graphPath, updateGraph } from '../../storage/graph-store.js';
import type { StoreContext } from '../../storage/load-store.js';
import { listMarkdown, readMemoryText } from '../../storage/scan.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { verifyStore } from '../verify.js';
import { restoreDeleted } from './git-restore.js';
import { runMergeDriver } from './merge-driver.js';

/** `--fix` writes over a conflicted file on purpose: what it writes settles the conflict. */
const SETTLES = { resolvesConflict: true } as const;

/** One file `--fix` dealt with, and how. */
export interface Resolution {
  path: string;
  /** `merged`: no markers left; `split`: the other side's memory went to `detail`; `left`: still marked. */
  outcome: 'merged' | 'split' | 'left' | 'staged' | 'restored';
  detail: string;
}

async function resolveGraph(scope: ScopeDir): Promise<Resolution | null> {
  const file = graphPath(scope.dir);
  const text = await readFile(file, 'utf8').catch(() => '');
  if (!hasConflictMarkers(text)) return null;
  // updateGraph reads a marked file as its union; writing it back is the resolution.
  await updateGraph(scope.dir, () => true);
  return { path: file, outcome: 'merged', detail: 'wrote the union of both sides' };
}

/** A free id beside `id` for the other side's memory: `<id>-2`, `<id>-3`… */
async function claimFreeFile(dir: string, id: string, text: string, file: string): Promise<string> {
  const hasId = parseDocument(text, file).data.id !== undefined;
  for (let n = 2; n < 100; n++) {
    const next = `${id}-${n}`;
    const target = path.join(dir, `${next}.md`);
    try {
      await createFileExclusive(target, hasId ? editDocument(text, file, { id: next }) : text);
      return target;
    } catch (error) {
      if (!isStrataError(error, 'ALREADY_EXISTS')) throw error;
    }
  }
  throw new StrataError('ALREADY_EXISTS', `${file}: no free id beside "${id}"`, {
    subject: file,
    hint: 'rename one of the two versions by hand',
  });
}

/**
 * The other side's memory now has its own id: edges to what only it linked follow it,
 * and its links get their edges.
 */
async function splitEdges(
  scope: ScopeDir,
  id: string,
  other: string,
  sides: ConflictSides,
  stamp: string,
) {
  const linksOf = (text: string) => listItems(parseDocument(text, id).data.links) ?? [];
  const ours = new Set(linksOf(sides.ours));
  await updateGraph(scope.dir, (graph) => {
    for (const target of linksOf(sides.theirs)) {
      const label = findEdge(graph, id, target)?.label ?? DEFAULT_LABEL;
      if (!ours.has(target)) removeEdge(graph, id, target);
      addEdge(graph, other, target, label, stamp);
    }
    return true;
  });
}

/** The driver's merge of `sides`, run on copies in a temporary folder; null when it fails. */
async function mergeLikeDriver(
  sides: ConflictSides,
  rel: string,
): Promise<{ clean: boolean; text: string } | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'strata-merge-'));
  try {
    const files = { base: 'base', ours: 'ours', theirs: 'theirs', name: rel };
    await writeFile(path.join(dir, 'base'), sides.base ?? '');
    await writeFile(path.join(dir, 'ours'), sides.ours);
    await writeFile(path.join(dir, 'theirs'), sides.theirs);
    const clean = await runMergeDriver(dir, files);
    return { clean, text: await readFile(path.join(dir, 'ours'), 'utf8') };
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
  if (sides.fromIndex && sides.base === null && sides.ours !== sides.theirs) {
    // Two branches created the same id: both memories stay, the other side's under a new id.
    const id = path.basename(rel, '.md');
    const other = await claimFreeFile(path.dirname(file), id, sides.theirs, file);
    await updateFileText(file, (now) => (hasConflictMarkers(now) ? sides.ours : null), SETTLES);
    await splitEdges(scope, id, path.basename(other, '.md'), sides, stamp);
    return { path: file, outcome: 'split', detail: other };
  }
  const merged = mergeMemoryText(sides.base, sides.ours, sides.theirs, file);
  if (merged.conflicts.length) {
    // What merges (links, tags, dates…) is merged now: only what needs a person stays marked.
    const narrowed = await mergeLikeDriver(sides, rel);
    if (narrowed)
      await updateFileText(
        file,
        (now) => (hasConflictMarkers(now) ? narrowed.text : null),
        SETTLES,
      );
    if (narrowed?.clean) return { path: file, outcome: 'merged', detail: 'merged from both sides' };
    return {
      path: file,
      outcome: 'left',
      detail: `both sides changed: ${merged.conflicts.join(', ')}`,
    };
  }
  await updateFileText(file, (now) => (hasConflictMarkers(now) ? merged.text : null), SETTLES);
  return { path: file, outcome: 'merged', detail: 'fields merged from both sides' };
}

async function resolveScope(ctx: StoreContext, scope: ScopeDir): Promise<Resolution[]> {
  const out: Resolution[] = [];
  for (const rel of await listMarkdown(scope, [])) {
    const text = await readMemoryText(scope, rel, ctx.read).catch(() => '');
    // A body showing markers as an example is not a conflict: --fix leaves it as written.
    if (await holdsConflict(path.join(scope.dir, rel), text))
      out.push(await resolveMemory(scope, rel, text, isoSeconds(ctx.now())));
  }
  // After the memories: a split memory's edges are checked against the written graph.
  const graph = await resolveGraph(scope);
  if (graph) out.push(graph);
  return out;
}

/**
 * Paths git still lists as unmerged below `dir` that hold no markers now (resolved here,
 * or a file edited on one branch and deleted on the other, which is kept): staged.
 */
async function stageResolved(dir: string, settled: ReadonlySet<string>): Promise<Resolution[]> {
  const out: Resolution[] = [];
  for (const file of await listUnmerged(dir)) {
    const text = await readFile(file, 'utf8').catch(() => null);
    // A file --fix merged may still show markers its body holds as an example.
    if (text !== null && hasConflictMarkers(text) && !settled.has(file)) continue;
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
      if (same) same.detail += ' (staged)';
      else out.push(staged);
    }
  }
  out.push(...(await restoreLinked(ctx)));
  return out;
}

/** One line of `verify --fix` output for a resolution. */
export function describeResolution(r: Resolution): string {
  if (r.outcome === 'split')
    return `fixed     ${r.path}: created on both branches; theirs kept as ${r.detail}`;
  if (r.outcome === 'left')
    return `conflict  ${r.path}: ${r.detail}; keep the right lines and delete the marker lines`;
  return `fixed     ${r.path}: ${r.detail}`;
}
