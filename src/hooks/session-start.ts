/** Entry: SessionStart → memory overview for Claude. Composition root. */
import { processIo, runHook } from './runtime.js';
import { handleSessionStart } from './session-start-hook.js';
import { readStdinSync } from './stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionStart', handleSessionStart, processIo(readStdinSync, 'SessionStart'));
