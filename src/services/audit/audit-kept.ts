/**
 * The audit's pair scoring with what the last audit kept (in the cache folder, beside the
 * saved vectors): each memory's vector neighbours and its embedding, reused for the
 * memories whose content hash and model are unchanged, and written back when they changed.
 */
import type { Memory } from '../../core/memory.js';
import { toScopedKey } from '../../core/scoped-key.js';
import {
  AUDIT_DUPLICATE_SETTINGS,
  duplicateSettingsFor,
  LINK_SETTINGS,
} from '../../search/similarity.js';
import type { VectorIndex } from '../../search/vector-index.js';
import {
  embeddingFileBeside,
  type KeptEmbeddings,
  readKeptEmbeddings,
  writeKeptEmbeddings,
} from './audit-embedding-file.js';
import { SUGGEST_SHARE } from './audit-graph.js';
import {
  type NeighbourEntry,
  readNeighbourLists,
  usableEntries,
  writeNeighbourLists,
} from './audit-neighbours.js';
import { type ScoredPair, scoreCandidatePairs } from './audit-pairs.js';

/** The vectors and where the neighbour lists are kept (none: nothing kept or written). */
export interface KeptPairOptions {
  vectors: VectorIndex | null;
  space?: { provider: string; model: string } | null;
  neighbourFile?: string | null;
}

/**
 * Every candidate pair the report can use (duplicates, and pairs whose related score
 * reaches {@link SUGGEST_SHARE} of its threshold), most related first, reusing and then keeping the neighbour lists and embeddings.
 */
export async function scoreAuditPairs(
  memories: readonly Memory[],
  options: KeptPairOptions,
): Promise<ScoredPair[]> {
  const model = options.space ?? null;
  const settings = {
    duplicate: duplicateSettingsFor(model, AUDIT_DUPLICATE_SETTINGS),
    link: duplicateSettingsFor(model, LINK_SETTINGS),
  };
  const file = options.neighbourFile;
  const { vectors } = options;
  if (!file || !vectors?.size)
    return scoreCandidatePairs(memories, vectors, settings, { minShare: SUGGEST_SHARE });
  const space = `${options.space?.provider ?? 'unknown'}/${options.space?.model ?? 'unknown'}/${vectors.dimensions}`;
  const embeddingFile = embeddingFileBeside(file);
  const [lists, keptEmbeddings] = await Promise.all([
    readNeighbourLists(file, space),
    readKeptEmbeddings(embeddingFile, space),
  ]);
  const kept = usableEntries(
    lists,
    memories.map((m) => ({ key: toScopedKey(m.scope, m.id), hash: m.hash })),
  );
  const found: { entries?: Record<string, NeighbourEntry>; searched: number } = { searched: 0 };
  let embeddings: KeptEmbeddings | null = null;
  const pairs = scoreCandidatePairs(memories, vectors, settings, {
    kept,
    found: (entries, searched) => Object.assign(found, { entries, searched }),
    keptEmbeddings,
    foundEmbeddings: (keep) => {
      embeddings = keep;
    },
    space,
    minShare: SUGGEST_SHARE,
  });
  const { entries, searched } = found;
  if (entries && (searched > 0 || Object.keys(entries).length !== Object.keys(kept).length))
    await writeNeighbourLists(file, { space, entries });
  if (embeddings) await writeKeptEmbeddings(embeddingFile, embeddings);
  return pairs;
}
