/**
 * `strata doctor` on the hooks' code cache: every bytecode file is checked against its
 * CRC-32 trailer, and one that fails is removed (the hook then compiles from source and
 * writes it anew). A hook checks a file once, when it is new; this catches a change after.
 */
import { checkCodeCaches } from '../../storage/code-cache-files.js';
import type { Check } from './doctor-embeddings.js';

/** The check line for `<cacheRoot>/code-cache/`. */
export function checkCodeCache(cacheRoot: string): Check {
  const { checked, removed } = checkCodeCaches(cacheRoot);
  const name = 'hook code cache';
  if (!removed.length)
    return {
      name,
      ok: true,
      detail: checked
        ? `${checked} file${checked === 1 ? '' : 's'}, each matching its checksum`
        : 'empty (the hooks write it on their first runs under Node)',
    };
  return {
    name,
    ok: true,
    warning: true,
    detail: `removed ${removed.length} of ${checked} file(s) whose bytes no longer match their checksum (${removed.join(', ')}): the hooks compile from source and write them anew`,
  };
}
