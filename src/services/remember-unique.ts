/**
 * Saving with a duplicate check: before the file is written, existing memories that say
 * the same thing are looked up; they are returned with the saved memory, or, when the
 * caller asked for a unique save, the save is refused naming the best match.
 */
import type { Memory } from '../core/memory.js';
import type { SearchService } from '../indexing/search-service.js';
import type { StoreContext } from '../storage/load-store.js';
import { checkRememberInput, type RememberInput, remember } from './remember.js';
import { duplicateError, findSimilar, type SimilarReport } from './similar.js';
import * as check from './validate-input.js';

/** The saved memory and what the check found (null when it could not run). */
export interface CheckedSave {
  memory: Memory;
  check: SimilarReport | null;
}

/** Options of {@link rememberUnlessDuplicate}. */
export interface UniqueOptions {
  /** The search service to check against; null skips the check (the result says so). */
  service: SearchService | null;
  /** Refuse with `DUPLICATE` instead of saving when a match is found. */
  ifUnique: boolean;
}

/** Checks for memories saying the same thing, then saves (unless refused). */
export async function rememberUnlessDuplicate(
  ctx: StoreContext,
  input: RememberInput,
  options: UniqueOptions,
): Promise<CheckedSave> {
  let report: SimilarReport | null = null;
  // Refuse bad input before spending a search (and a model call) on it.
  checkRememberInput(ctx, input);
  if (options.service) {
    const title = check.checkTitle(input.title);
    const body = check.checkBody(input.body ?? '', ctx.read.maxFileBytes);
    const tags = check.checkTags(input.tags);
    // A memory linked in the same save is related on purpose, not a duplicate of it.
    const linked = new Set(check.checkLinks(input.links));
    report = await findSimilar(options.service, { title, body, tags }, { exclude: linked });
    if (options.ifUnique && report.similar.length) throw duplicateError(report.similar);
  }
  const memory = await remember(ctx, input);
  return { memory, check: report };
}
