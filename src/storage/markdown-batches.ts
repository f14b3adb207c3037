/**
 * The markdown files of a scope handed over in batches as its folders are read, for a
 * caller that looks at each file once (the index's catch-up `stat`s and compares them):
 * at 100k files the whole listing (an entry object per file, then a sorted copy) was tens
 * of MB held at once.
 */
import { type Dir, opendirSync } from 'node:fs';
import path from 'node:path';
import { type Problem, toProblem } from '../core/errors.js';
import { isMarkdownFile, isSkippedDir, listMarkdown } from './scan.js';
import type { ScopeDir } from './scope/scope-dir.js';

/** Entries a folder read hands over at once. */
const READ_AHEAD = 1_024;

/**
 * Calls `visit` with batches of at most `size` relative paths (`/`-separated) of the files
 * {@link listMarkdown} would list, in no particular order, waiting for each batch's visit.
 * Unreadable folders are `problems`, as a listing reports them.
 */
export async function eachMarkdownBatch(
  scope: ScopeDir,
  problems: Problem[],
  size: number,
  visit: (rels: string[]) => Promise<void>,
): Promise<void> {
  // The instructions scope is a few named files and one folder: listed as it always is.
  if (scope.scope === 'instructions') return visit(await listMarkdown(scope, problems));
  let batch: string[] = [];
  const pending: string[] = [''];
  while (pending.length) {
    const relDir = pending.pop()!;
    const dir = openFolder(path.join(scope.dir, relDir), problems);
    if (!dir) continue;
    try {
      for (let entry = dir.readSync(); entry; entry = dir.readSync()) {
        const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!isSkippedDir(entry.name, relDir, scope)) pending.push(rel);
        } else if (isMarkdownFile(entry)) {
          batch.push(rel);
          if (batch.length >= size) {
            await visit(batch);
            batch = [];
          }
        }
      }
    } catch (error) {
      problems.push(toProblem(path.join(scope.dir, relDir), error));
    } finally {
      dir.closeSync();
    }
  }
  if (batch.length) await visit(batch);
}

function openFolder(folder: string, problems: Problem[]): Dir | null {
  try {
    return opendirSync(folder, { bufferSize: READ_AHEAD });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') problems.push(toProblem(folder, error));
    return null;
  }
}
