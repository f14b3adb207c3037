/**
 * Finding memories that already say what a new one says: candidates from the keyword index
 * (BM25 on the draft's words) and from the vector index (nearest embeddings), each then
 * scored on the absolute scale of {@link scorePair} so one threshold applies to every store.
 */
import path from 'node:path';
import { embeddingText } from '../core/embedding-text.js';
import { StrataError } from '../core/errors.js';
import { isSessionNote, SESSION_NOTE_TYPES } from '../core/memory.js';
import type { ScopeName } from '../core/scope.js';
import { isScopedKey, type ScopedKey } from '../core/scoped-key.js';
import { cosine } from '../embeddings/vector-math.js';
import type { IndexState } from '../indexing/index-state.js';
import type { SearchService } from '../indexing/search-service.js';
import { commandSimilarity, extractCommands } from '../search/command-lines.js';
import {
  buildTermVector,
  type DuplicateSettings,
  duplicateSettingsFor,
  inverseFrequency,
  type SimilarityText,
  scorePair,
  termCosine,
} from '../search/similarity.js';
import type { StoreContext } from '../storage/load-store.js';
import { readMemoryFile } from '../storage/scan.js';

/** An existing memory that says the same thing as the draft. */
export interface SimilarMemory {
  id: string;
  title: string;
  scope: ScopeName;
  /** 0–1; the duplicate thresholds are in `DUPLICATE_SETTINGS` (search/similarity.ts). */
  score: number;
}

/** What the check found and how (without vectors it compares words only). */
export interface SimilarReport {
  similar: SimilarMemory[];
  method: 'keyword' | 'keyword+semantic';
}

/** A memory about to be saved. */
export interface DraftMemory extends SimilarityText {
  tags: string[];
}

/** Candidates taken from each index before exact scoring. */
const CANDIDATES = 20;
/** The longest keyword query built from a draft. */
const MAX_QUERY_CHARS = 2_000;
/** Matches listed at most. */
const MAX_SIMILAR = 5;

/**
 * The advice that goes with a non-empty `similar` list. Alike is not the same: the reader
 * (Claude or a person) decides whether a match says the same thing.
 */
export const SIMILAR_ADVICE =
  'update the match instead if it says the same thing (memory_update, strata edit), then forget the new one; keep both if they differ';

function collectCandidates(
  state: Readonly<IndexState>,
  draft: DraftMemory,
  vector: number[] | null,
): Set<ScopedKey> {
  const query = `${draft.title} ${draft.body}`.slice(0, MAX_QUERY_CHARS);
  const keys = new Set<ScopedKey>();
  if (query.trim()) {
    const hits = state.keyword.search(query, {
      // Session notes (handoffs, stashes) retell a session: never what a new memory repeats.
      filter: { archived: 'exclude', excludeTypes: SESSION_NOTE_TYPES },
      limit: CANDIDATES,
      // Exact terms: prefix and fuzzy expansion of a whole memory's words only adds noise.
      expand: false,
    });
    for (const hit of hits) if (isScopedKey(hit.key)) keys.add(hit.key);
  }
  if (vector && state.vectors?.size) {
    const live = (key: string) => {
      const stored = state.keyword.stored(key);
      return stored?.archived === false && !isSessionNote(stored.type);
    };
    for (const hit of state.vectors.search(vector, CANDIDATES, live))
      if (isScopedKey(hit.key)) keys.add(hit.key);
  }
  for (const key of keys) if (state.shadowed.has(key) || !state.docs.has(key)) keys.delete(key);
  return keys;
}

async function readText(
  ctx: StoreContext,
  file: string,
  scope: ScopeName,
): Promise<SimilarityText | null> {
  const dir = ctx.scopes.find((s) => s.scope === scope);
  if (!dir) return null;
  try {
    const memory = await readMemoryFile(dir, path.relative(dir.dir, file), ctx.read);
    return memory && { title: memory.title, body: memory.body };
  } catch {
    // A file that vanished or broke since it was indexed cannot be a duplicate now.
    return null;
  }
}

/** Options of {@link findSimilar}. */
export interface SimilarOptions {
  /** The settings to score by (default: the ones measured for the index's model). */
  settings?: DuplicateSettings;
  /** Ids never reported (memories the draft links to: related on purpose). */
  exclude?: ReadonlySet<string>;
}

/**
 * Existing memories (visible, not archived, not session notes) that count as duplicates of
 * `draft`, best first.
 */
export async function findSimilar(
  service: SearchService,
  draft: DraftMemory,
  options: SimilarOptions = {},
): Promise<SimilarReport> {
  const state = service.index;
  const chosen = options.settings ?? duplicateSettingsFor(state.space);
  const vector = state.vectors?.size
    ? ((await service.embedQueries([embeddingText(draft)])).vectors?.[0] ?? null)
    : null;
  const docCount = state.keyword.size;
  const idf = (term: string) => inverseFrequency(docCount, state.keyword.documentFrequency(term));
  const draftTerms = buildTermVector(draft, idf);
  const draftCommands = extractCommands(draft);
  const similar: SimilarMemory[] = [];
  for (const key of collectCandidates(state, draft, vector)) {
    const doc = state.docs.get(key)!;
    if (options.exclude?.has(doc.id)) continue;
    const text = await readText(service.options.ctx, doc.path, doc.scope);
    if (!text) continue;
    const stored = vector ? state.vectors?.vector(key) : undefined;
    const semantic = vector && stored ? cosine(vector, stored) : null;
    const keyword = termCosine(draftTerms, buildTermVector(text, idf));
    const command = commandSimilarity(draftCommands, extractCommands(text));
    const pair = scorePair(keyword, semantic, chosen, command);
    if (pair.duplicate)
      similar.push({ id: doc.id, title: doc.title, scope: doc.scope, score: round(pair.score) });
  }
  similar.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return {
    similar: similar.slice(0, MAX_SIMILAR),
    method: vector ? 'keyword+semantic' : 'keyword',
  };
}

/** The refusal of a save asked to happen only when nothing says the same thing. */
export function duplicateError(similar: readonly SimilarMemory[]): StrataError {
  const best = similar[0]!;
  return new StrataError(
    'DUPLICATE',
    `not saved: ${best.id} ("${best.title}", ${best.scope} scope, score ${best.score}) already says the same thing`,
    {
      subject: best.id,
      hint: `update ${best.id} instead (memory_update, strata edit ${best.id}), or save without if_unique / --if-unique to keep both`,
    },
  );
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
