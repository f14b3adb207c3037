/**
 * strata's git merge driver (`strata merge-driver %O %A %B %P`): graph.json merges as a
 * three-way union of edges, a memory file field by field; anything else, or a side that
 * does not parse, gets git's own line merge, so the driver never does worse than git.
 * It writes only the regular files git hands it, never through a link in their place.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeBytes, encodeText } from '../../core/byte-text.js';
import { isStrataError } from '../../core/errors.js';
import { editDocument, sliceBody } from '../../core/frontmatter.js';
import { mergeGraphs } from '../../core/git/three-way-graph.js';
import { mergeMemoryText } from '../../core/git/three-way-memory.js';
import { emptyGraph, parseGraph, serializeGraph } from '../../core/graph.js';
import { overwriteExistingFile, refuseLinks } from '../../io/no-follow-write.js';
import { runGit } from '../../storage/git/git-run.js';

/** The files git hands the driver: base (%O), ours (%A, also the result) and theirs (%B). */
export interface DriverFiles {
  base: string;
  ours: string;
  theirs: string;
  /** The path being merged (%P), for the choice of merge and for messages. */
  name: string;
}

/** Writes `text` back as the bytes it decodes from (non-UTF-8 bytes kept), never through a link. */
function writeFile(file: string, text: string): Promise<void> {
  return overwriteExistingFile(file, encodeText(text));
}

/** git's line merge of the three files into `ours`; true when it left no conflict. */
async function mergeLines(cwd: string, f: DriverFiles): Promise<boolean> {
  const labels = ['-L', 'ours', '-L', 'base', '-L', 'theirs'];
  const run = await runGit(cwd, ['merge-file', ...labels, f.ours, f.base, f.theirs]);
  return run.ok;
}

function mergeGraphTexts(base: string, ours: string, theirs: string, name: string): string {
  const b = base.trim() === '' ? emptyGraph() : parseGraph(base, name).graph;
  const merged = mergeGraphs(b, parseGraph(ours, name).graph, parseGraph(theirs, name).graph);
  return serializeGraph(merged);
}

/**
 * A memory file: fields merge; a body both sides changed goes to git's line merge with
 * the merged fields on every side, so only the body can be left marked.
 */
async function mergeMemoryFile(cwd: string, f: DriverFiles, texts: string[]): Promise<boolean> {
  const [base = '', ours = '', theirs = ''] = texts;
  if (base.trim() === '') return mergeLines(cwd, f);
  const merged = mergeMemoryText(base, ours, theirs, f.name);
  if (!merged.conflicts.length) {
    await writeFile(f.ours, merged.text);
    return true;
  }
  if (merged.conflicts.some((c) => c !== 'body')) return mergeLines(cwd, f);
  const withBody = (side: string) => editDocument(merged.text, f.name, {}, sliceBody(side, f.name));
  const sides = [withBody(base), merged.text, withBody(theirs)] as const;
  await writeFile(f.base, sides[0]);
  await writeFile(f.ours, sides[1]);
  await writeFile(f.theirs, sides[2]);
  return mergeLines(cwd, f);
}

/** Runs the driver in `cwd`; true when the merge is clean (git's exit 0). */
export async function runMergeDriver(cwd: string, files: DriverFiles): Promise<boolean> {
  const f = {
    base: path.resolve(cwd, files.base),
    ours: path.resolve(cwd, files.ours),
    theirs: path.resolve(cwd, files.theirs),
    name: files.name,
  };
  await refuseLinks([f.base, f.ours, f.theirs]);
  const texts = await Promise.all(
    [f.base, f.ours, f.theirs].map((p) => readFile(p).then(decodeBytes)),
  );
  try {
    if (path.basename(f.name) === 'graph.json') {
      await writeFile(
        f.ours,
        mergeGraphTexts(texts[0] ?? '', texts[1] ?? '', texts[2] ?? '', f.name),
      );
      return true;
    }
    if (f.name.endsWith('.md')) return await mergeMemoryFile(cwd, f, texts);
  } catch (error) {
    if (isStrataError(error, 'UNSAFE_PATH')) throw error;
    // A side strata cannot parse: git's line merge decides, exactly as without the driver.
    await writeFile(f.ours, texts[1] ?? '');
    await Promise.all([writeFile(f.base, texts[0] ?? ''), writeFile(f.theirs, texts[2] ?? '')]);
  }
  return mergeLines(cwd, f);
}
