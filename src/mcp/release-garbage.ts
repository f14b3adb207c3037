/**
 * One full garbage collection, right after the indexes are loaded. Opening a saved index
 * parses tens of megabytes of JSON whose strings and intermediate objects are garbage the
 * moment the index is built; V8 only collects them at its next major collection, which on
 * a quiet server comes seconds to minutes later, after the embedded model has loaded on
 * top. Collecting once here keeps the peak down. The collector is reached the documented
 * V8 way (`--expose-gc`, set for this process at run time, then `gc` from a fresh
 * context); where that is not possible it does nothing.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Runs a full collection if the runtime allows it; returns whether it ran. */
export function collectLoadGarbage(): boolean {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc !== 'function') return false;
    gc();
    return true;
  } catch {
    return false;
  }
}
