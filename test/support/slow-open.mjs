/**
 * Fault injection for a hook's deadline, loaded with `node --import <this file> <bundle>`:
 * the first `openSync` of a path matching `SLOW_OPEN_MATCH` blocks the thread for
 * `SLOW_OPEN_MS`, as a stalled disk would, so the hook passes its real deadline mid-run.
 * Nothing of it is in strata itself.
 */
import fs from 'node:fs';

const match = new RegExp(process.env.SLOW_OPEN_MATCH ?? '(?!)');
const ms = Number(process.env.SLOW_OPEN_MS ?? 0);
const openSync = fs.openSync;
let stalled = false;

fs.openSync = function slowOpenSync(file, ...rest) {
  if (!stalled && ms > 0 && match.test(String(file))) {
    stalled = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  }
  return openSync.call(this, file, ...rest);
};
