/**
 * Each memory's nearest vectors, kept between audits. Searching the vector index once per
 * memory is most of an audit's time at 10,000 memories (about 2 s), and the answer only
 * changes when vectors do: a memory whose content hash and embedding model are unchanged
 * keeps the neighbour list of the last audit; a changed or new memory is searched again.
 *
 * A list kept this way can miss a memory added since (an unchanged memory does not look
 * again), though the new memory's own search finds the pairs it is closest to. So when
 * more than a tenth of the memories changed, every list is searched again. Derived data in
 * the cache folder: a file that does not parse, of another model or version, is ignored.
 */
import { readFile } from 'node:fs/promises';
import { PRIVATE, writeFileAtomic } from '../../io/atomic-write.js';

/** One memory's neighbours as the last audit found them, for the content it had then. */
export interface NeighbourEntry {
  hash: string;
  near: string[];
}

/** Neighbour lists by key (`scope:id`) for one embedding model. */
export interface NeighbourLists {
  space: string;
  entries: Record<string, NeighbourEntry>;
}

const VERSION = 1;
/** Share of changed memories above which kept lists are not trusted any more. */
const MAX_CHANGED_SHARE = 0.1;

function isEntry(value: unknown): value is NeighbourEntry {
  const e = value as Partial<NeighbourEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.hash === 'string' &&
    Array.isArray(e.near) &&
    e.near.every((k) => typeof k === 'string')
  );
}

/** The lists saved in `file` for `space`, or null (none, unreadable, another model). */
export async function readNeighbourLists(
  file: string,
  space: string,
): Promise<NeighbourLists | null> {
  let parsed: { version?: unknown; space?: unknown; entries?: unknown };
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  if (parsed?.version !== VERSION || parsed.space !== space) return null;
  const raw = parsed.entries;
  if (typeof raw !== 'object' || raw === null) return null;
  const entries: Record<string, NeighbourEntry> = Object.create(null);
  for (const [key, entry] of Object.entries(raw)) if (isEntry(entry)) entries[key] = entry;
  return { space, entries };
}

/** Replaces `file` with `lists` atomically. */
export async function writeNeighbourLists(file: string, lists: NeighbourLists): Promise<void> {
  await writeFileAtomic(file, JSON.stringify({ version: VERSION, ...lists }), PRIVATE);
}

/**
 * The kept entries that still hold for the memories given (same key, same hash), or none
 * when too many memories changed for kept lists to be trusted.
 */
export function usableEntries(
  kept: NeighbourLists | null,
  memories: ReadonlyArray<{ key: string; hash: string | undefined }>,
): Record<string, NeighbourEntry> {
  const usable: Record<string, NeighbourEntry> = Object.create(null);
  if (!kept) return usable;
  let changed = 0;
  for (const { key, hash } of memories) {
    const entry = kept.entries[key];
    if (entry && hash !== undefined && entry.hash === hash) usable[key] = entry;
    else changed++;
  }
  return changed > MAX_CHANGED_SHARE * memories.length ? Object.create(null) : usable;
}
