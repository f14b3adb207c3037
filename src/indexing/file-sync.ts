/**
 * Brings a set of indexed files up to date with the disk: lists every scope, compares
 * size and mtime with the saved stamps, and re-reads only what may have changed. Used at
 * start-up (against persisted stamps) and for watcher batches (against given paths).
 */

import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseScopedMemory } from '../core/claude/claude-memory.js';
import { type Problem, toProblem } from '../core/errors.js';
import type { Memory } from '../core/memory.js';
import { toAbsolutePath, toScopeRelativePath } from '../core/path-kinds.js';
import { holdsConflict } from '../storage/git/git-conflict.js';
import { readConflictedMemory } from '../storage/git/memory-conflict.js';
import { eachMarkdownBatch } from '../storage/markdown-batches.js';
import { type ReadOptions, readMemoryText } from '../storage/scan.js';
import type { ScopeDir } from '../storage/scope/scope-dir.js';
import { scopeOfPath } from '../storage/scope/scope-of-path.js';
import type { FileStamp, FileStamps } from './file-stamps.js';
import { hashContent } from './saved-generations.js';

/** The outcome of reading one file. */
export type FileReading =
  | { kind: 'memory'; path: string; stamp: FileStamp; memory: Memory }
  | { kind: 'other'; path: string; stamp: FileStamp }
  | { kind: 'problem'; path: string; problem: Problem; stamp?: FileStamp }
  | { kind: 'gone'; path: string };

/**
 * The files of every scope that differ from `stamps` (new, or another size or mtime) and
 * the stamped ones no longer there, with the listing's problems. Each file is compared as
 * its folder is read and it is `stat`-ed: at 100k files the whole listing and a Map of it
 * were tens of MB at the server's peak. Files to read keep the listing's order (scope by
 * scope, sorted by path).
 */
export async function findChangedFiles(
  scopes: readonly ScopeDir[],
  stamps: FileStamps,
): Promise<{ toRead: string[]; removed: string[]; problems: Problem[] }> {
  const check = stamps.check();
  const toRead: string[] = [];
  const problems: Problem[] = [];
  for (const scope of scopes) {
    const inScope: string[] = [];
    await eachMarkdownBatch(scope, problems, STAT_BATCH, async (rels) => {
      await statInBatches(scope.dir, rels, (file, size, mtimeMs) => {
        if (check.see(file, size, mtimeMs)) inScope.push(file);
      });
      // A turn of the event loop between batches: tool calls are answered meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    });
    // One scope's paths share its folder: sorted, they follow the sorted listing. A loop,
    // not a spread: 300k arguments overflow the stack.
    for (const file of inScope.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) toRead.push(file);
  }
  return { toRead, removed: check.unseen(), problems };
}

/** Files `stat`-ed at once between two turns of the event loop. */
const STAT_BATCH = 2_000;

/**
 * Size and mtime of each file of `rels` below `dir` (a file gone since it was listed is
 * left out). Plain `statSync` in batches: at 100k files a promise per `stat` cost several
 * times the CPU and tens of MB of garbage, while a batch blocks the loop for a few
 * milliseconds only.
 */
async function statInBatches(
  dir: string,
  rels: readonly string[],
  visit: (file: string, size: number, mtimeMs: number) => void,
): Promise<void> {
  for (let at = 0; at < rels.length; at += STAT_BATCH) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const end = Math.min(rels.length, at + STAT_BATCH);
    for (let i = at; i < end; i++) {
      const file = path.join(dir, rels[i]!);
      try {
        const s = statSync(file, { throwIfNoEntry: false });
        if (s) visit(file, s.size, s.mtimeMs);
      } catch {
        // Unreadable now (a folder swapped for a file, a permission): not listed, as before.
      }
    }
  }
}

/** Reads and parses one file by absolute path, saying what it turned out to be. */
export async function readFileEntry(
  scopes: readonly ScopeDir[],
  file: string,
  options: ReadOptions,
): Promise<FileReading> {
  const owner = scopeOfPath(scopes, file);
  if (!owner) return { kind: 'gone', path: file };
  try {
    const info = await stat(file);
    const text = await readMemoryText(owner.scope, owner.relPath, options);
    const stamp: FileStamp = { size: info.size, mtimeMs: info.mtimeMs, hash: hashContent(text) };
    // A file git left conflicted is indexed as its merged view, as every command reads it.
    const memory = (await holdsConflict(file, text))
      ? await readConflictedMemory(owner.scope, owner.relPath, text)
      : parseScopedMemory(text, {
          path: toAbsolutePath(file),
          relPath: toScopeRelativePath(owner.relPath),
          scope: owner.scope.scope,
        });
    if (!memory) return { kind: 'other', path: file, stamp };
    memory.hash = stamp.hash;
    return { kind: 'memory', path: file, stamp, memory };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone', path: file };
    const reading: FileReading = { kind: 'problem', path: file, problem: toProblem(file, error) };
    // A stamp (without a hash) lets start-up skip an unchanged broken file.
    const info = await stat(file).catch(() => null);
    if (info) reading.stamp = { size: info.size, mtimeMs: info.mtimeMs, hash: '' };
    return reading;
  }
}

/** Maps with at most `limit` calls in flight; results keep input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
