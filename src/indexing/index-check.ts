/**
 * How the saved indexes compare with the files, without changing either: for `verify`
 * and `doctor`. Indexes are derived data, so being behind is expected when nothing watched
 * the files; the remedy is always `strata reindex`.
 */

import { closeSync } from 'node:fs';
import { countOf } from '../core/plural.js';
import type { StoreContext } from '../storage/load-store.js';
import { readDocTableHeader } from './doc-table.js';
import { findChangedFiles } from './file-sync.js';
import { loadManifestSpace } from './index-vectors.js';
import { loadSearchState } from './saved-generations.js';

/** The state of the saved index. */
export interface IndexCheck {
  /** `missing`: never built; `unreadable`: damaged or of another version; `stale`: files changed since. */
  status: 'current' | 'stale' | 'missing' | 'unreadable';
  detail: string;
  indexed: number;
  /** Files created or changed since the index was saved. */
  changed: string[];
  /** Indexed files that are gone. */
  removed: string[];
  vectors: { model: string; count: number } | null;
}

/** Compares the index saved in `cacheDir` with the files of every scope. */
export async function checkIndex(ctx: StoreContext, cacheDir: string): Promise<IndexCheck> {
  const loaded = await loadSearchState(cacheDir, { space: await loadManifestSpace(cacheDir) });
  if (!loaded.ok) {
    const missing = loaded.reason.startsWith('no saved search index');
    return {
      status: missing ? 'missing' : 'unreadable',
      detail: `${loaded.reason}; run strata reindex`,
      indexed: 0,
      changed: [],
      removed: [],
      vectors: null,
    };
  }
  // Only its counts are read: the keyword file it opened is closed at once.
  loaded.state.keyword.close();
  const stale = await findChangedFiles(ctx.scopes, loaded.state.files);
  const indexed = countDocs(loaded.state.docsFd);
  const vectors =
    loaded.state.vectors && loaded.state.space
      ? {
          model: `${loaded.state.space.provider}/${loaded.state.space.model}`,
          count: loaded.state.vectors.size,
        }
      : null;
  const current = !stale.toRead.length && !stale.removed.length;
  return {
    status: current ? 'current' : 'stale',
    detail: current
      ? `${countOf(indexed, 'memory', 'memories')} indexed${vectors ? `, ${vectors.count} vectors (${vectors.model})` : ', no vectors'}`
      : // Every reader catches up on opening it (search, the MCP server, a session's start).
        `${countOf(stale.toRead.length, 'file')} changed and ${stale.removed.length} removed since the index was saved; the next search or session start reads them in (strata reindex does it now)`,
    indexed,
    changed: stale.toRead,
    removed: stale.removed,
    vectors,
  };
}

/** How many document infos the saved table holds (0 when there is none or it is unreadable). */
function countDocs(fd: number | undefined): number {
  if (fd === undefined) return 0;
  try {
    return readDocTableHeader(fd).count;
  } catch {
    return 0;
  } finally {
    closeSync(fd);
  }
}
