/**
 * The bundle `lib/hooks/post-tool-use.js`: runs the PostToolUse handler as its own process, with the
 * process's stdin, environment and exit (see `../handlers/post-tool-use.ts` for what it does).
 */
import { handleToolFile } from '../handlers/post-tool-use.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PostToolUse', handleToolFile, processIo(readStdinSync, 'PostToolUse'));
