/**
 * Checks and splits what is about to be embedded. Empty or blank texts are refused before
 * any request: Ollama would embed them into a meaningless vector and USE-lite throws.
 */
import { StrataError } from '../core/errors.js';

/** Throws INVALID_ARGUMENT naming the first text that is empty or only whitespace. */
export function assertEmbeddable(texts: readonly string[]): void {
  const index = texts.findIndex((text) => typeof text !== 'string' || text.trim() === '');
  if (index === -1) return;
  throw new StrataError('INVALID_ARGUMENT', `text #${index} to embed is empty`, {
    hint: 'embed the title and body of a memory, never an empty string',
    subject: `texts[${index}]`,
  });
}

/** Splits `items` into consecutive batches of at most `size` (size ≥ 1). */
export function toBatches<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += step) {
    batches.push(items.slice(start, start + step));
  }
  return batches;
}
