/**
 * The hooks' list of stashes, in the project's cache folder: what a stash is about (label
 * and term weights) so a later prompt can be matched to it without reading any memory
 * file. Derived data: the breadcrumb files stay the truth, and a lost index only means
 * fewer "this looks like…" hints. Synchronous, for the hooks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeJsonSync } from './json-file-sync.js';

/** One stash as the hooks know it. */
export interface StashIndexEntry {
  id: string;
  label: string;
  /** Unhashed term weights of the thread. */
  terms: Record<string, number>;
  files: string[];
  created: string;
  sessionId: string;
  status: 'stashed' | 'resumed';
}

/** `stashes.json`. */
export interface StashIndex {
  version: 1;
  stashes: StashIndexEntry[];
}

const MAX_ENTRIES = 200;

/** The index file of a project cache folder. */
export function stashIndexPath(projectCacheDir: string): string {
  return path.join(projectCacheDir, 'stashes.json');
}

/** Reads the index; a missing or broken file is an empty index. */
export function readStashIndex(file: string): StashIndex {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as StashIndex;
    if (value?.version === 1 && Array.isArray(value.stashes)) return value;
  } catch {}
  return { version: 1, stashes: [] };
}

/** Applies `change` to the index and writes it atomically (newest entries kept). */
export function updateStashIndex(file: string, change: (index: StashIndex) => void): StashIndex {
  const index = readStashIndex(file);
  change(index);
  index.stashes = index.stashes.slice(-MAX_ENTRIES);
  writeJsonSync(file, index);
  return index;
}

/** Marks a stash resumed (no-op when the index does not know it). */
export function markStashResumed(file: string, id: string): void {
  const index = readStashIndex(file);
  const entry = index.stashes.find((s) => s.id === id);
  if (!entry || entry.status === 'resumed') return;
  updateStashIndex(file, (i) => {
    for (const s of i.stashes) if (s.id === id) s.status = 'resumed';
  });
}
