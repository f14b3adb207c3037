/**
 * The bundle `lib/hooks/session-start.js`: runs the SessionStart handler as its own process, with the
 * process's stdin, environment and exit (see `../handlers/session-start.ts` for what it does).
 */
import { handleSessionStart } from '../handlers/session-start.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionStart', handleSessionStart, processIo(readStdinSync, 'SessionStart'));
