/**
 * The bundle `lib/hooks/session-end.js`: runs the SessionEnd handler as its own process, with the
 * process's stdin, environment and exit (see `../handlers/session-end.ts` for what it does).
 */
import { handleSessionEnd } from '../handlers/session-end.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionEnd', handleSessionEnd, processIo(readStdinSync, 'SessionEnd'));
