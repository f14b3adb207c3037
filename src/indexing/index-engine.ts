/**
 * Opens and saves the indexes of one store: loads the saved generation, catches up with the
 * files on disk, and persists the state. The state itself, and every change to it, belongs
 * to `index-state.ts`.
 */

import { closeSync } from 'node:fs';
import type { Problem } from '../core/errors.js';
import { KeywordIndex } from '../search/keyword/keyword-index.js';
import type { StoreContext } from '../storage/load-store.js';
import { type DiskDocTable, encodeDocTable, openDocTable } from './doc-table.js';
import { FileStamps } from './file-stamps.js';
import { findChangedFiles, mapLimit, readFileEntry } from './file-sync.js';
import {
  addProblems,
  applyReadings,
  type EmbedQueue,
  emptyState,
  type IndexState,
  removePaths,
  restoreState,
  updateShadowed,
} from './index-state.js';
import { loadSearchState, saveSearchState } from './saved-generations.js';

/** How the engine came up, for logs, `doctor` and the bench. */
export interface OpenReport {
  /** `loaded`: persisted indexes reused; `rebuilt`: built from the files. */
  mode: 'loaded' | 'rebuilt';
  /** Why the persisted indexes were not used, when rebuilt. */
  reason?: string;
  /** Files read (changed since the saved stamps, or all on a rebuild). */
  read: number;
  removed: number;
  ms: number;
}

/** Files read, then applied, at a time: a rebuild holds one batch of parsed notes, not all. */
const READ_BATCH = 1_000;

/**
 * Reads `paths` and applies them, in order, a batch at a time; returns the memories that
 * need vectors. Without `queue` (a rebuild: every memory needs one) none are returned: the
 * vector sync reads the documents that lack a vector from their files, a chunk at a time,
 * where a queue would hold every parsed note until then.
 */
export async function applyPaths(
  ctx: StoreContext,
  state: IndexState,
  paths: readonly string[],
  options: { queue?: boolean } = {},
): Promise<EmbedQueue> {
  const queue: EmbedQueue = new Map();
  for (let at = 0; at < paths.length; at += READ_BATCH) {
    const batch = paths.slice(at, at + READ_BATCH);
    const readings = await mapLimit(batch, 64, (p) => readFileEntry(ctx.scopes, p, ctx.read));
    applyReadings(state, readings, queue);
    if (options.queue === false) queue.clear();
  }
  updateShadowed(state);
  return queue;
}

/**
 * The saved state, ready to answer from, and `catchUp`, which brings it up to date with the
 * files on disk (reads the saved stamps, lists every scope, re-reads what changed) and
 * completes `report`. Without a usable saved state, the state starts empty and catching up
 * builds it.
 */
export async function loadIndexState(cacheDir: string): Promise<{
  state: IndexState;
  report: OpenReport;
  catchUp: (ctx: StoreContext) => Promise<EmbedQueue>;
}> {
  const start = performance.now();
  const loaded = await loadSearchState(cacheDir, { space: null, deferStamps: true });
  let state = emptyState();
  let reason: string | undefined;
  const payload = loaded.ok ? readPayload(loaded.state.docsFd) : null;
  if (loaded.ok && payload) {
    state = restoreState({
      keyword: loaded.state.keyword,
      files: new FileStamps(),
      docs: payload.docs,
      problems: payload.problems,
      vectorHashes: payload.vectorHashes,
    });
  } else {
    if (loaded.ok) loaded.state.keyword.close();
    reason = loaded.ok ? 'saved index has no document infos' : loaded.reason;
    // Every file is read into an empty index, then saved: build the saved file directly.
    state.keyword = KeywordIndex.build();
  }
  const report: OpenReport = {
    mode: reason === undefined ? 'loaded' : 'rebuilt',
    read: 0,
    removed: 0,
    ms: Math.round(performance.now() - start),
  };
  if (reason !== undefined) report.reason = reason;
  const readStamps = reason === undefined && loaded.ok ? loaded.state.readStamps : undefined;
  const catchUp = async (ctx: StoreContext) => {
    if (readStamps) {
      // Stamps set before the catch-up (a write of this process) are newer than the saved.
      const before = state.files;
      state.files = readStamps();
      for (const [file, stamp] of before.entries()) state.files.set(file, stamp);
    }
    const { toRead, removed, problems } = await findChangedFiles(ctx.scopes, state.files);
    removePaths(state, removed);
    const queue = await applyPaths(ctx, state, toRead, { queue: reason === undefined });
    addProblems(state, problems);
    report.read = toRead.length;
    report.removed = removed.length;
    report.ms = Math.round(performance.now() - start);
    return queue;
  };
  return { state, report, catchUp };
}

/** Saves the state (keyword index, vectors, infos, stamps) in `cacheDir`. */
export async function persistIndexState(state: IndexState, cacheDir: string): Promise<void> {
  await state.keyword.vacuumIfDirty();
  await saveSearchState(cacheDir, {
    keyword: state.keyword,
    vectors: state.vectors,
    space: state.space,
    files: state.files,
    docs: encodeDocTable(
      {
        format: PAYLOAD_FORMAT,
        problems: [...state.problems.values()],
        vectorHashes: Object.fromEntries(state.vectorHashes),
      },
      state.docs,
    ),
  });
}

/** Version of the per-document payload saved beside the indexes. */
const PAYLOAD_FORMAT = 2;

/**
 * The saved document infos (opened from their file, which the table then owns) and
 * problems, or null when absent, unreadable or of another version.
 */
function readPayload(fd: number | undefined): {
  docs: DiskDocTable;
  problems: Problem[];
  vectorHashes?: Record<string, string>;
} | null {
  if (fd === undefined) return null;
  let opened: ReturnType<typeof openDocTable>;
  try {
    opened = openDocTable(fd);
  } catch {
    closeSync(fd);
    return null;
  }
  const { header, docs } = opened;
  if (header.format !== PAYLOAD_FORMAT || !Array.isArray(header.problems)) {
    docs.close();
    return null;
  }
  const payload = { docs, problems: header.problems as Problem[] };
  const hashes = header.vectorHashes;
  return typeof hashes === 'object' && hashes !== null
    ? { ...payload, vectorHashes: hashes }
    : payload;
}
