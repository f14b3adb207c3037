/**
 * Filters by memory type (`list --type`, `search --type`, `memory_list`, `memory_search`):
 * a custom type is allowed, but a near miss of a known one (`gotchas`) is a typo that would
 * silently match nothing, so it is refused naming the type meant. Pure.
 */
import { StrataError } from './errors.js';
import { MEMORY_TYPES } from './memory.js';
import { suggestWord } from './suggest.js';

/**
 * Throws `INVALID_ARGUMENT` for the first type in `types` that is neither known, nor in
 * `present` (types the store holds, when the caller has them), but close to a known type.
 */
export function checkTypeFilter(
  types: readonly string[],
  present: ReadonlySet<string> = new Set(),
  field = 'type',
): void {
  const known: readonly string[] = MEMORY_TYPES;
  for (const type of types) {
    if (known.includes(type) || present.has(type)) continue;
    const near = suggestWord(type, [...known, ...present]);
    if (near === null) continue;
    throw new StrataError('INVALID_ARGUMENT', `${field} "${type}" is not a memory type`, {
      subject: field,
      hint: `did you mean ${near}? types: ${MEMORY_TYPES.join(', ')} (or a custom type)`,
    });
  }
}
