/** Entry: SessionEnd → history update, detached digest refresh. Composition root. */
import { handleSessionEnd } from './end-hook.js';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionEnd', handleSessionEnd, processIo(readStdinSync, 'SessionEnd'));
