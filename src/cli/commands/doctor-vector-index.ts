/**
 * `strata doctor` on the native vector index: whether hnswlib-node loads, and when it does
 * not (npm drops an optional native package whose build fails, without a word) what that
 * costs this store and how to get it.
 */
import path from 'node:path';
import { loadHnswlib } from '../../search/hnsw-index.js';
import type { Check } from './doctor-embeddings.js';

/**
 * Memories with vectors up to which exact brute-force search answered a query within
 * {@link BRUTE_FORCE_BUDGET_MS} (768 dimensions, the 50 nearest): the largest size measured
 * that did, by `npm run bench -- vectors` (eval/RESULTS.md, "Vector query: brute force
 * beside hnswlib"); the next size measured, 5,000, took several times the budget.
 */
export const BRUTE_FORCE_FINE_UP_TO = 1_000;
/** What a vector query may cost before a person notices it among the rest of a search. */
export const BRUTE_FORCE_BUDGET_MS = 10;

/** The folder strata is installed in: the CLI bundle is `<root>/lib/cli/main.js`. */
function installRoot(cliPath: string): string {
  return path.resolve(path.dirname(cliPath), '..', '..');
}

/** The check line for hnswlib-node; `memories` is how many the saved index holds. */
export async function checkVectorIndex(cliPath: string, memories: number): Promise<Check> {
  const name = 'hnswlib-node';
  try {
    await loadHnswlib();
    return { name, ok: true, detail: 'available (approximate nearest-neighbour vector index)' };
  } catch (error) {
    const why = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    const fine = BRUTE_FORCE_FINE_UP_TO.toLocaleString('en-US');
    const cost =
      memories <= BRUTE_FORCE_FINE_UP_TO
        ? `which answers within ${BRUTE_FORCE_BUDGET_MS} ms up to about ${fine} memories: this store holds ${memories}, so nothing is lost yet`
        : `which answers within ${BRUTE_FORCE_BUDGET_MS} ms only up to about ${fine} memories: this store holds ${memories.toLocaleString('en-US')}, so each search by meaning is slower`;
    return {
      name,
      ok: true,
      warning: true,
      detail: `not installed (${why}): vector search uses exact brute force, ${cost}. fix: in ${installRoot(cliPath)} run \`npm install --omit=dev\` (hnswlib-node is built there and needs python3, make and a C++ compiler; \`npm rebuild hnswlib-node\` shows why a build failed)`,
    };
  }
}
